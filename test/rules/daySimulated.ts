/**
 * Simulated days for the queue's property tests: the games of SPEC §4 at small and large sizes, the
 * invariants checked on a played day from its record alone (not from the queue's own predicates), and
 * the forecasts made along the day.
 */
import type { PlanInput } from '../../src/rules/dayPlanGames';
import { groupSizes } from '../../src/rules/draw';
import { forecast, type Forecast } from '../../src/rules/forecast';
import { queueGame, type QueueGame } from '../../src/rules/queueGames';
import { defaultSettings, type Settings } from '../../src/rules/settings';
import { DAY_MINUTES, type GameQueue, type QueueMatch, type QueueState } from '../../src/rules/tableQueue';
import { tableSizes } from '../../src/rules/tables';
import type { SimDay } from '../../src/rules/daySimulation';

const LETTERS = 'ABCDEFGH';

function groups(players: number, count: number, min: number, max: number): { letter: string; size: number }[] {
  return groupSizes(players, count, min, max).map((size, i) => ({ letter: LETTERS[i] as string, size }));
}

function settingsWith(change: (s: Settings) => void): Settings {
  const s = defaultSettings();
  change(s);
  return s;
}

export const INPUTS = {
  billiards32: { game: 'billiards', groups: groups(32, 8, 4, 8), format: 'net32' },
  billiards40: { game: 'billiards', groups: groups(40, 8, 4, 8), format: 'net32' },
  billiards64: { game: 'billiards', groups: groups(64, 8, 4, 8), format: 'net32' },
  backgammon24: { game: 'backgammon', groups: groups(24, 4, 4, 6), format: 'qf8' },
  futsal8: { game: 'futsal', groups: groups(8, 2, 3, 4), format: 'sf4' },
  futsal12: { game: 'futsal', groups: groups(12, 2, 3, 6), format: 'sf4' },
  backgammon16: { game: 'backgammon', groups: groups(16, 4, 4, 6), format: 'sf4' },
  preference32: { game: 'preference', tours: Array.from({ length: 7 }, () => tableSizes(32).length) },
} satisfies Record<string, PlanInput>;

/** Each scenario: the games of one simulated day (people shared across games when `shared`). */
export const SCENARIOS: Record<string, () => QueueGame[]> = {
  billiards: () => [queueGame('billiards', INPUTS.billiards32, defaultSettings())],
  billiardsTight: () => [
    queueGame(
      'billiards',
      INPUTS.billiards40,
      settingsWith((s) => (s.billiards.tables = 6)),
    ),
  ],
  backgammon: () => [queueGame('backgammon', INPUTS.backgammon24, defaultSettings())],
  futsal: () => [
    queueGame(
      'futsal',
      INPUTS.futsal8,
      settingsWith((s) => (s.futsal.courts = 2)),
    ),
  ],
  // Two groups of 6 teams on one court: the semi-finals wait for the last group match of both groups.
  futsalOneCourt: () => [
    queueGame(
      'futsal',
      INPUTS.futsal12,
      settingsWith((s) => (s.futsal.courts = 1)),
    ),
  ],
  backgammonSemis: () => [queueGame('backgammon', INPUTS.backgammon16, defaultSettings())],
  preference: () => [queueGame('preference', INPUTS.preference32, defaultSettings())],
  // One person registered in two games played the same day: "A#0" is the same person in both.
  twoGames: () => {
    const same = (local: string) => local;
    return [
      queueGame('billiards', INPUTS.billiards32, defaultSettings(), { person: same }),
      queueGame('backgammon', INPUTS.backgammon24, defaultSettings(), { person: same }),
    ];
  },
};

interface Interval {
  from: number;
  to: number;
  what: string;
}

function overlaps(list: Interval[]): string[] {
  const out: string[] = [];
  list.sort((a, b) => a.from - b.from);
  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1] as Interval;
    const b = list[i] as Interval;
    if (b.from < a.to) out.push(`${a.what} and ${b.what}`);
  }
  return out;
}

/** Nobody in two places at once, no table twice at once, no match before its feeders or its day. */
export function orderProblems(day: SimDay): string[] {
  const problems: string[] = [];
  const people = new Map<string, Interval[]>();
  for (const g of day.games) {
    const tables = new Map<number, Interval[]>();
    const { gap, rest, game } = g.frame;
    for (const m of g.matches) {
      const p = g.progress[m.id];
      if (!p || p.ended === undefined) {
        problems.push(`${game} ${m.id} not played`);
        continue;
      }
      const what = `${game} ${m.id}`;
      // A match of two (a group or a play-off match) is called with its two people known: a play-off
      // match's from its feeders' results (a preference tour seats every player left).
      if (game !== 'preference' && (m.people ?? []).length !== 2) problems.push(`${what} called without its people`);
      for (const who of m.people ?? [])
        people.set(who, [...(people.get(who) ?? []), { from: p.called, to: p.ended + rest, what }]);
      for (const t of p.tables) tables.set(t, [...(tables.get(t) ?? []), { from: p.called, to: p.ended + gap, what }]);
      for (const f of m.after) {
        const e = g.progress[f]?.ended;
        if (e === undefined || e + rest > p.called) problems.push(`${what} before its feeder ${f}`);
      }
      if (p.called < m.firstDay * DAY_MINUTES + g.frame.start) problems.push(`${what} before its day`);
    }
    for (const [t, list] of tables) problems.push(...overlaps(list).map((x) => `${game} table ${t}: ${x}`));
  }
  for (const [who, list] of people) problems.push(...overlaps(list).map((x) => `${who}: ${x}`));
  return problems;
}

/** The moments anything happened: calls, results, changeovers and rests ending, days starting. */
function moments(day: SimDay): number[] {
  const out = new Set<number>();
  for (const g of day.games) {
    for (let d = 0; d <= 3; d++) out.add(d * DAY_MINUTES + g.frame.start);
    for (const p of Object.values(g.progress)) {
      out.add(p.called);
      if (p.ended !== undefined) for (const t of [p.ended, p.ended + g.frame.gap, p.ended + g.frame.rest]) out.add(t);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** The day of play at `t` (a late day lasts until the next starts). */
function dayAt(g: GameQueue, t: number): number {
  return Math.max(0, Math.floor((t - g.frame.start) / DAY_MINUTES));
}

/** Whether `m` could have been called at `t` (after the calls made at t), judged from the record. */
function couldStart(day: SimDay, g: GameQueue, m: QueueMatch, t: number): boolean {
  const d = dayAt(g, t);
  if (d < m.firstDay || t < d * DAY_MINUTES + g.frame.start) return false;
  if (d < m.lastDay && t + m.minutes > d * DAY_MINUTES + g.frame.end) return false;
  for (const f of m.after) {
    const e = g.progress[f]?.ended;
    if (e === undefined || e + g.frame.rest > t) return false;
  }
  // A person plays his matches of a game in the plan's order.
  for (const x of g.matches) {
    const p = g.progress[x.id];
    if (x.order < m.order && (!p || p.called > t) && (x.people ?? []).some((who) => (m.people ?? []).includes(who)))
      return false;
  }
  for (const other of day.games) {
    for (const x of other.matches) {
      const p = other.progress[x.id];
      if (!p || p.called > t || !(x.people ?? []).some((who) => (m.people ?? []).includes(who))) continue;
      if ((p.ended ?? Infinity) + other.frame.rest > t) return false;
    }
  }
  return true;
}

/** Moments at which a table stood free while a match that could be played waited. */
export function idleProblems(day: SimDay): string[] {
  const problems: string[] = [];
  for (const t of moments(day)) {
    for (const g of day.games) {
      const busy = new Set<number>(g.frame.closed);
      for (const p of Object.values(g.progress))
        if (p.called <= t && (p.ended ?? Infinity) + g.frame.gap > t) for (const k of p.tables) busy.add(k);
      const free = g.frame.tables - busy.size;
      if (free <= 0) continue;
      for (const m of g.matches) {
        const p = g.progress[m.id];
        if (p && p.called <= t) continue;
        if (m.tables <= free && couldStart(day, g, m, t))
          problems.push(`${g.frame.game} ${m.id} waited at ${t} with ${free} table(s) free`);
      }
    }
  }
  return problems;
}

/** A copy of the state the queue sees (its progress is the running day's, changed as it goes on). */
export function snapshot(s: QueueState): QueueState {
  return {
    ...s,
    games: s.games.map((g) => ({ ...g, matches: g.matches.map((m) => ({ ...m })), progress: { ...g.progress } })),
  };
}

/** An observer that makes a forecast every `every` minutes of the day (at the first moment past each). */
export function forecastsEvery(every: number): { observe: (s: QueueState) => void; made: Forecast[] } {
  const made: Forecast[] = [];
  let next = -Infinity;
  return {
    made,
    observe: (s) => {
      if (s.now < next) return;
      next = s.now + every;
      made.push(forecast(snapshot(s)));
    },
  };
}

/** Tables free at `t` after the calls made at t (closed tables counted busy). */
function freeAt(g: GameQueue, t: number): number {
  const busy = new Set<number>(g.frame.closed);
  for (const p of Object.values(g.progress))
    if (p.called <= t && (p.ended ?? Infinity) + g.frame.gap > t) for (const k of p.tables) busy.add(k);
  return g.frame.tables - busy.size;
}

/**
 * Play-off matches (those with feeders) not called at the moment their feeders were decided (the
 * last feeder's result plus the rest, not before their day's start) although a table stood free then
 * and nothing else held them back; and play-off matches never called. Judged from the record alone.
 */
export function playoffDelays(day: SimDay): string[] {
  const problems: string[] = [];
  for (const g of day.games) {
    for (const m of g.matches) {
      if (m.after.length === 0) continue;
      const p = g.progress[m.id];
      if (!p) {
        problems.push(`${g.frame.game} ${m.id} never called`);
        continue;
      }
      let ready = m.firstDay * DAY_MINUTES + g.frame.start;
      for (const f of m.after) ready = Math.max(ready, (g.progress[f]?.ended ?? Infinity) + g.frame.rest);
      if (p.called > ready && freeAt(g, ready) >= m.tables && couldStart(day, g, m, ready))
        problems.push(`${g.frame.game} ${m.id} decided at ${ready}, a table free, called at ${p.called}`);
    }
  }
  return problems;
}
