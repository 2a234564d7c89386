/**
 * A seeded day simulator (issue 26 item 4): every match of each game gets a random length and a
 * random result (winner, group places) from one seed, then the day is played twice — through the
 * table queue (queueRun.ts) and through the fixed plan (each match on its planned table, not before
 * its announced time, after its table, its people and its feeders are free). The same seed gives
 * the same lengths and results to both, so the two days differ by the way of calling only. Pure.
 */
import type { Source } from './brackets';
import { DAY_MINUTES, type GameQueue, type MatchProgress, type QueueMatch, type QueueState } from './tableQueue';
import type { QueueGame } from './queueGames';
import { runQueue } from './queueRun';
import { rng, shuffle } from './random';

/** A length, in minutes, for a match, drawn with `random` (uniform in [0, 1)). */
export type LengthDraw = (game: string, m: QueueMatch, random: () => number) => number;

/**
 * The default draw: 60 % to 160 % of the plan's length, in whole minutes; a preference tour, which
 * ends at its time limit at most (Art. 16 item 15) and the deal then being played, 80 % to 110 %.
 */
export const PLAN_SPREAD: LengthDraw = (_game, m, random) =>
  Math.max(1, Math.round(m.minutes * (m.timeLimited ? 0.8 + 0.3 * random() : 0.6 + random())));

/** Uniform whole minutes from `min` to `max` for every match. */
export function uniformMinutes(min: number, max: number): LengthDraw {
  return (_game, _m, random) => min + Math.floor(random() * (max - min + 1));
}

/** What the seed decided: each match's length and winner (0: the first player), each group's order. */
export interface Draws {
  length: Map<string, number>;
  winner: Map<string, 0 | 1>;
  /** per game and group letter: its people, first place first */
  places: Map<string, string[]>;
}

export interface SimDay {
  /** each game as played (called, tables, result) */
  games: GameQueue[];
  /** the moment each game's last result appeared */
  end: Record<string, number>;
  unplayed: Record<string, string[]>;
}

const key = (game: string, id: string) => `${game}|${id}`;

/** The seed's lengths, winners and group places for the games. */
export function drawDay(games: readonly QueueGame[], seed: number, draw: LengthDraw = PLAN_SPREAD): Draws {
  const random = rng(seed);
  const length = new Map<string, number>();
  const winner = new Map<string, 0 | 1>();
  const places = new Map<string, string[]>();
  for (const { queue, tasks } of games) {
    const game = queue.frame.game;
    for (const m of queue.matches) {
      length.set(key(game, m.id), Math.max(1, Math.round(draw(game, m, random))));
      winner.set(key(game, m.id), random() < 0.5 ? 0 : 1);
    }
    const groups = new Map<string, Set<string>>();
    queue.matches.forEach((m, i) => {
      const what = tasks[i]?.what;
      if (what?.kind !== 'group' || !m.people) return;
      const set = groups.get(what.group) ?? new Set<string>();
      for (const p of m.people) set.add(p);
      groups.set(what.group, set);
    });
    for (const [letter, people] of groups) places.set(key(game, letter), shuffle([...people], random));
  }
  return { length, winner, places };
}

/** The people of a play-off match from the drawn results of its feeders (null while one is open). */
function bracketPeople(
  game: QueueGame,
  draws: Draws,
  id: string,
  progress: Readonly<Record<string, MatchProgress>>,
): readonly string[] | null {
  const name = game.queue.frame.game;
  const task = game.tasks.find((t) => t.id === id);
  if (task?.what.kind !== 'bracket') return null;
  const who = (src: Source): string | null => {
    if (src.kind === 'group') return draws.places.get(key(name, src.group))?.[src.place - 1] ?? null;
    const feeder = `b:${src.match}`;
    if (progress[feeder]?.ended === undefined) return null;
    const people = peopleOf(game, draws, feeder, progress);
    const w = draws.winner.get(key(name, feeder)) ?? 0;
    return people?.[src.kind === 'winner' ? w : 1 - w] ?? null;
  };
  const a = who(task.what.a);
  const b = who(task.what.b);
  return a === null || b === null ? null : [a, b];
}

function peopleOf(
  game: QueueGame,
  draws: Draws,
  id: string,
  progress: Readonly<Record<string, MatchProgress>>,
): readonly string[] | null {
  const m = game.queue.matches.find((x) => x.id === id);
  return m?.people ?? bracketPeople(game, draws, id, progress);
}

function endsOf(games: readonly GameQueue[]): Record<string, number> {
  const end: Record<string, number> = {};
  for (const g of games) {
    let last = -Infinity;
    for (const p of Object.values(g.progress)) if (p.ended !== undefined) last = Math.max(last, p.ended);
    end[g.frame.game] = last;
  }
  return end;
}

/** The day through the table queue; `watch` sees the state at each moment and every `tick` minutes (for forecasts). */
export function simulateQueue(
  games: readonly QueueGame[],
  draws: Draws,
  watch?: { observe: (s: QueueState) => void; tick?: number },
): SimDay {
  const byName = new Map(games.map((g) => [g.queue.frame.game, g]));
  const run = runQueue(
    { games: games.map((g) => g.queue), day: 0, now: 0 },
    {
      length: (game, m) => draws.length.get(key(game, m.id)) ?? m.minutes,
      people: (game, m, progress) => bracketPeople(byName.get(game) as QueueGame, draws, m.id, progress),
      ...watch,
    },
  );
  return { games: run.games, end: endsOf(run.games), unplayed: run.unplayed };
}

/** Every match of the games: each game's in its plan's order (a feeder before what it feeds), the games merged by planned start. */
function planOrder(games: readonly QueueGame[]): { gi: number; i: number }[] {
  const out: { gi: number; i: number; at: number; order: number }[] = [];
  games.forEach((g, gi) => {
    let at = -Infinity;
    const ms = g.queue.matches.map((m, i) => ({ m, i })).sort((x, y) => x.m.order - y.m.order);
    for (const { m, i } of ms) out.push({ gi, i, at: (at = Math.max(at, m.planned)), order: m.order });
  });
  return out.sort((x, y) => x.at - y.at || x.gi - y.gi || x.order - y.order);
}

/**
 * The day through the fixed plan: in the plan's order, each match on its planned tables, at its
 * announced time or as soon after as its tables (plus the changeover), its people (plus the rest,
 * across the games) and its feeders (plus the rest) are free.
 */
export function simulatePlan(games: readonly QueueGame[], draws: Draws): SimDay {
  const tableFree = new Map<string, number>();
  const personFree = new Map<string, number>();
  const out: GameQueue[] = games.map((g) => ({
    ...g.queue,
    matches: g.queue.matches.map((m) => ({ ...m })),
    progress: {},
  }));
  for (const o of planOrder(games)) {
    const game = games[o.gi] as QueueGame;
    const played = out[o.gi] as GameQueue;
    const m = played.matches[o.i] as QueueMatch;
    const { gap, rest, game: name } = game.queue.frame;
    const tables = (game.plan.slots[o.i] as { tables: number[] }).tables;
    const people = m.people ?? bracketPeople(game, draws, m.id, played.progress) ?? [];
    m.people = people;
    let start = m.planned;
    for (const t of tables) start = Math.max(start, tableFree.get(key(name, String(t))) ?? -Infinity);
    for (const p of people) start = Math.max(start, personFree.get(p) ?? -Infinity);
    for (const f of m.after) start = Math.max(start, (played.progress[f]?.ended ?? Infinity) + rest);
    const ended = start + (draws.length.get(key(name, m.id)) ?? m.minutes);
    played.progress = { ...played.progress, [m.id]: { called: start, tables, ended } };
    for (const t of tables) tableFree.set(key(name, String(t)), ended + gap);
    for (const p of people) personFree.set(p, ended + rest);
  }
  return { games: out, end: endsOf(out), unplayed: Object.fromEntries(games.map((g) => [g.queue.frame.game, []])) };
}

/** A moment as "day d hh:mm" (for reports and the bench). */
export function showMoment(t: number): string {
  const day = Math.floor(t / DAY_MINUTES);
  const m = t - day * DAY_MINUTES;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return `day ${day + 1} ${hh}:${mm}`;
}
