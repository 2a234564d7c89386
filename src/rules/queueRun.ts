/**
 * Running the table queue forward (tableQueue.ts) from a state to the end of play, given how long
 * each match lasts: the day simulator draws the lengths (daySimulation.ts), the forecast expects
 * them (forecast.ts). Pure: the lengths and the players of a match whose feeders have just been
 * decided come from the caller's functions.
 *
 * The clock moves from event to event: a result appears, a table's changeover or a person's rest
 * ends. At each moment the results due are recorded, then the queue calls what it may. When nothing
 * runs and nothing more may start today, play goes on at the next day's start; a day that runs late
 * is the next day once the next day's play starts. Matches the
 * committee holds back (and those that need them) are left unplayed.
 */
import {
  callNext,
  DAY_MINUTES,
  type GameQueue,
  type MatchProgress,
  type QueueMatch,
  type QueueState,
} from './tableQueue';

export interface RunHooks {
  /** minutes from the call to the result of a match called at `called` */
  length(game: string, m: QueueMatch, called: number): number;
  /** the people of a match whose people were not known, now that its feeders are decided */
  people?(game: string, m: QueueMatch, progress: Readonly<Record<string, MatchProgress>>): readonly string[] | null;
  /**
   * told at each moment after its results are recorded and before the queue calls; the state is the
   * run's own, changed as it goes on (copy what you keep)
   */
  observe?(state: QueueState): void;
  /** also stop every `tick` minutes of the day (from the first game's start) while a match runs: to observe */
  tick?: number;
}

export interface RunResult {
  /** each game's matches as played: called, tables, result */
  games: GameQueue[];
  /** matches never called (held back, or needing a held one) per game */
  unplayed: Record<string, string[]>;
}

interface Running {
  g: number;
  id: string;
  end: number;
}

/** A mutable copy of the games, the matches' people filled in as they become known. */
function copyGames(games: readonly GameQueue[]): GameQueue[] {
  return games.map((g) => ({ frame: g.frame, matches: g.matches.map((m) => ({ ...m })), progress: { ...g.progress } }));
}

/** The next moment anything may change: a result due, a changeover or a rest ending, a game's day starting. */
function nextMoment(
  games: readonly GameQueue[],
  running: readonly Running[],
  timers: number[],
  day: number,
  now: number,
): number {
  let next = Infinity;
  for (const r of running) next = Math.min(next, r.end);
  let kept = 0;
  for (const t of timers) if (t > now) next = Math.min(next, (timers[kept++] = t));
  timers.length = kept;
  for (const g of games) {
    const start = day * DAY_MINUTES + g.frame.start;
    if (start > now) next = Math.min(next, start);
  }
  return next;
}

/** The changeovers and rests still running at the start, as timers. */
function timersOf(games: readonly GameQueue[], now: number): number[] {
  const out: number[] = [];
  for (const g of games)
    for (const p of Object.values(g.progress))
      if (p.ended !== undefined)
        for (const t of [p.ended + g.frame.gap, p.ended + g.frame.rest]) if (t > now) out.push(t);
  return out;
}

function lastDayOf(games: readonly GameQueue[]): number {
  let last = 0;
  for (const g of games) for (const m of g.matches) last = Math.max(last, m.lastDay);
  return last;
}

/** The first moment of play on `day`: the earliest start of the games. */
function dayStart(games: readonly GameQueue[], day: number): number {
  return day * DAY_MINUTES + Math.min(...games.map((g) => g.frame.start));
}

/** Matches called but without a result in `from` keep running: their ends come from `hooks.length`. */
function runningOf(games: readonly GameQueue[], hooks: RunHooks): Running[] {
  const out: Running[] = [];
  games.forEach((g, gi) => {
    for (const m of g.matches) {
      const p = g.progress[m.id];
      if (p && p.ended === undefined)
        out.push({ g: gi, id: m.id, end: p.called + Math.max(1, hooks.length(g.frame.game, m, p.called)) });
    }
  });
  return out;
}

/** Records the results due at `now` (their changeovers and rests as timers); returns the matches still running. */
function recordResults(games: GameQueue[], running: Running[], timers: number[], now: number): Running[] {
  const still: Running[] = [];
  for (const r of running) {
    if (r.end > now) {
      still.push(r);
      continue;
    }
    const g = games[r.g] as GameQueue;
    timers.push(r.end + g.frame.gap, r.end + g.frame.rest);
    const progress = g.progress as Record<string, MatchProgress>;
    progress[r.id] = { ...(progress[r.id] as MatchProgress), ended: r.end };
  }
  return still;
}

/** Fills in the people of matches whose feeders are now decided. */
function resolvePeople(games: GameQueue[], hooks: RunHooks): void {
  if (!hooks.people) return;
  for (const g of games) {
    for (const m of g.matches as QueueMatch[]) {
      if (m.people || g.progress[m.id] || !m.after.every((id) => g.progress[id]?.ended !== undefined)) continue;
      m.people = hooks.people(g.frame.game, m, g.progress);
    }
  }
}

/**
 * Runs the queue from `from` (its moment and day; its progress as it stands) until every match that
 * can be played has its result.
 */
export function runQueue(from: QueueState, hooks: RunHooks): RunResult {
  const games = copyGames(from.games);
  let running = runningOf(games, hooks);
  let day = from.day;
  let now = Math.max(from.now, dayStart(games, day));
  const lastDay = lastDayOf(games);
  const index = games.map((g) => new Map(g.matches.map((m) => [m.id, m])));
  const timers = timersOf(games, now);
  for (;;) {
    // The day of play: the latest whose start has come (a late day runs on until the next starts).
    while (day < lastDay && dayStart(games, day + 1) <= now) day++;
    running = recordResults(games, running, timers, now);
    resolvePeople(games, hooks);
    const state: QueueState = { games, day, now, ...(from.absent ? { absent: from.absent } : {}) };
    hooks.observe?.(state);
    for (const c of callNext(state)) {
      const gi = games.findIndex((g) => g.frame.game === c.game);
      const g = games[gi] as GameQueue;
      const m = index[gi]?.get(c.id) as QueueMatch;
      (g.progress as Record<string, MatchProgress>)[c.id] = { called: now, tables: c.tables };
      running.push({ g: gi, id: c.id, end: now + Math.max(1, hooks.length(c.game, m, now)) });
    }
    let next = nextMoment(games, running, timers, day, now);
    if (hooks.tick && running.length > 0) {
      const from = dayStart(games, day);
      next = Math.min(next, from + (Math.floor((now - from) / hooks.tick) + 1) * hooks.tick);
    }
    if (next !== Infinity) {
      now = next;
      continue;
    }
    if (day >= lastDay) break;
    day++;
    now = Math.max(now, dayStart(games, day));
  }
  const unplayed: Record<string, string[]> = {};
  for (const g of games) unplayed[g.frame.game] = g.matches.filter((m) => !g.progress[m.id]).map((m) => m.id);
  return { games, unplayed };
}
