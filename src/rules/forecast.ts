/**
 * The forecast (issue 26 item 2): from the lengths of the matches already played, when each game and
 * each of its stages is expected to end; when a stage will not end within its day, the remedies the
 * rules allow, each with its own forecast. Pure.
 *
 * - **Expected lengths.** Each game's matches run as long as the plan expects times the game's
 *   pace: (minutes played + a prior) / (minutes the plan expected for them + the same prior), the
 *   prior worth `prior` matches of the plan's own estimate, so the first results move the forecast
 *   a little and many move it fully. A match running longer than expected is expected to need half
 *   its expected length again (a match that runs long tends to run on; the warning comes sooner).
 *   A running preference party is expected to end as its tables' deals so far say (forecastTour.ts,
 *   given by the caller as the match's `expected` end), not at its pace.
 * - **The day ahead** is the table queue run forward (queueRun.ts) with those lengths: the same
 *   calling, feeders, people, days and overrides as the day itself.
 * - **A stage's day** is the last day its matches may be played on (Art. 11 item 17: billiards stages
 *   1–3 on the first day, 4–8 on the second); it is late when its last result is expected after that
 *   day's end.
 * - **Remedies**, each tried alone on what has not been called yet: more tables (the fewest that
 *   bring every stage within its day; the committee's conditions, Art. 2 item 2); in billiards the
 *   abridged format — one party in the groups of more than 4 (Art. 11 item 4, second paragraph); in
 *   preference a shorter tour than the hour and a half of Art. 16 item 15, by the committee's decision
 *   (Art. 2 item 2 sub-item 2): the longest that brings every stage within its day.
 */
import { runQueue, type RunResult } from './queueRun';
import { dayWindow, type GameQueue, type QueueMatch, type QueueState } from './tableQueue';

/** The plan's estimate weighs as much as this many played matches. */
export const PRIOR_MATCHES = 3;
/** More tables than the game has plus this many are not proposed. */
const MAX_EXTRA_TABLES = 64;
/** A preference tour shorter than this is not proposed. */
const MIN_TOUR_MINUTES = 30;

export interface StageForecast {
  game: string;
  stage: number;
  /** the last day (0-based) its matches may be played on, and that day's end (a moment) */
  day: number;
  dayEnd: number;
  /** its last result: as recorded when every match has one, else expected */
  end: number;
  done: boolean;
  fits: boolean;
}

export interface GameForecast {
  game: string;
  /** the game's pace: expected length ÷ the plan's */
  pace: number;
  end: number;
  stages: StageForecast[];
  /** matches that cannot be called (held back, or needing a held one) */
  unplayed: string[];
}

export type RemedyKind = 'tables' | 'abridged' | 'shorterTour';

export interface Remedy {
  game: string;
  kind: RemedyKind;
  /** tables: how many; abridged: on how many tables it fits (null: on none); shorterTour: the tour's minutes */
  value: number | null;
  /** the rule that allows it: [article, item] */
  rule: readonly [number, number];
  /** the game's forecast with it */
  forecast: GameForecast;
  /** every stage of the game within its day with it */
  fits: boolean;
}

export interface Forecast {
  now: number;
  games: GameForecast[];
  /** the stages expected to end after their day (the warning) */
  late: StageForecast[];
  /** for each game with a late stage: what the rules allow and what it would give */
  remedies: Remedy[];
}

/** A game's pace from its played matches (see the module's comment). */
export function paceOf(game: GameQueue, prior = PRIOR_MATCHES): number {
  let played = 0;
  let expected = 0;
  let all = 0;
  for (const m of game.matches) {
    all += m.minutes;
    const p = game.progress[m.id];
    if (p?.ended === undefined) continue;
    played += p.ended - p.called;
    expected += m.minutes;
  }
  const weight = (prior * all) / Math.max(1, game.matches.length);
  return (played + weight) / (expected + weight);
}

/** What a remedy changes: the tables of a game, the length of its matches not yet called. */
interface Change {
  game: string;
  tables?: number;
  minutes?: (m: QueueMatch) => number;
}

function changed(state: QueueState, change: Change | null): QueueState {
  if (!change) return state;
  const games = state.games.map((g) => {
    if (g.frame.game !== change.game) return g;
    const minutes = change.minutes;
    const matches = minutes ? g.matches.map((m) => (g.progress[m.id] ? m : { ...m, minutes: minutes(m) })) : g.matches;
    return { ...g, frame: { ...g.frame, tables: change.tables ?? g.frame.tables }, matches };
  });
  return { ...state, games };
}

/**
 * The day run forward at each game's pace (paces from the state as given, before any change); a
 * running match whose progress carries its own expected end (a tour's, from its deals) ends then.
 */
function runAhead(state: QueueState, paces: ReadonlyMap<string, number>): RunResult {
  const known = new Map<string, number>();
  for (const g of state.games)
    for (const [id, p] of Object.entries(g.progress))
      if (p.ended === undefined && p.expected !== undefined) known.set(`${g.frame.game}|${id}`, p.expected);
  return runQueue(state, {
    length: (game, m, called) => {
      const own = called < state.now ? known.get(`${game}|${m.id}`) : undefined;
      if (own !== undefined) return Math.max(1, Math.max(own, state.now + 1) - called);
      const expected = Math.max(1, Math.round(m.minutes * (paces.get(game) ?? 1)));
      if (called >= state.now) return expected;
      // Running past its expected length: half as long again (a long match tends to run on).
      const elapsed = state.now - called;
      return elapsed < expected ? expected : elapsed + Math.max(1, Math.round(expected / 2));
    },
  });
}

function stagesOf(game: GameQueue, pace: number, unplayed: string[]): GameForecast {
  const byStage = new Map<number, StageForecast>();
  let end = -Infinity;
  for (const m of game.matches) {
    const p = game.progress[m.id];
    const ended = p?.ended ?? Infinity;
    const dayEnd = dayWindow(game.frame, m.lastDay).end;
    const s = byStage.get(m.stage) ?? {
      game: game.frame.game,
      stage: m.stage,
      day: m.lastDay,
      dayEnd,
      end: -Infinity,
      done: true,
      fits: true,
    };
    if (m.lastDay > s.day) Object.assign(s, { day: m.lastDay, dayEnd });
    s.end = Math.max(s.end, ended);
    end = Math.max(end, ended);
    byStage.set(m.stage, s);
  }
  const stages = [...byStage.values()].sort((a, b) => a.stage - b.stage);
  for (const s of stages) s.fits = s.end <= s.dayEnd;
  return { game: game.frame.game, pace, end, stages, unplayed };
}

/** Every game's forecast with `change` made (the paces stay those of the state). */
function forecastWith(state: QueueState, paces: ReadonlyMap<string, number>, change: Change | null): GameForecast[] {
  const run = runAhead(changed(state, change), paces);
  return run.games.map((g) => stagesOf(g, paces.get(g.frame.game) ?? 1, run.unplayed[g.frame.game] ?? []));
}

/** The recorded state of each stage: done when every match has its result. */
function markDone(state: QueueState, games: GameForecast[]): void {
  state.games.forEach((g, i) => {
    for (const s of games[i]?.stages ?? [])
      s.done = g.matches.every((m) => m.stage !== s.stage || g.progress[m.id]?.ended !== undefined);
  });
}

/**
 * The forecast of the day from the state as it stands (see the module's comment); `remedies` false
 * leaves them out (each is many runs of the day: a measurement of the forecast's error needs none).
 */
export function forecast(state: QueueState, prior = PRIOR_MATCHES, remedies = true): Forecast {
  const paces = new Map(state.games.map((g) => [g.frame.game, paceOf(g, prior)]));
  const games = forecastWith(state, paces, null);
  markDone(state, games);
  const late = games.flatMap((g) => g.stages.filter((s) => !s.fits));
  const lateGames = remedies ? [...new Set(late.map((s) => s.game))] : [];
  return { now: state.now, games, late, remedies: lateGames.flatMap((game) => remediesOf(state, paces, game)) };
}

function remedy(
  state: QueueState,
  paces: ReadonlyMap<string, number>,
  change: Change,
  what: Pick<Remedy, 'kind' | 'value' | 'rule'>,
): Remedy {
  const forecast = forecastWith(state, paces, change).find((g) => g.game === change.game) as GameForecast;
  return { game: change.game, ...what, forecast, fits: forecast.stages.every((s) => s.fits) };
}

/** The remedies of one game: more tables, the abridged format, a shorter tour (those that apply). */
function remediesOf(state: QueueState, paces: ReadonlyMap<string, number>, game: string): Remedy[] {
  const g = state.games.find((x) => x.frame.game === game) as GameQueue;
  const open = g.matches.filter((m) => !g.progress[m.id]);
  const fits = (change: Change) =>
    forecastWith(state, paces, change)
      .find((x) => x.game === game)
      ?.stages.every((s) => s.fits) ?? false;
  const out: Remedy[] = [];
  const tables = smallest(g.frame.tables + 1, g.frame.tables + MAX_EXTRA_TABLES, (n) => fits({ game, tables: n }));
  if (tables !== null)
    out.push(remedy(state, paces, { game, tables }, { kind: 'tables', value: tables, rule: [2, 2] }));
  if (open.some((m) => m.abridged !== undefined)) {
    // Abridged, on the tables there are or, when that is not enough, on the fewest that are.
    const minutes = (m: QueueMatch) => m.abridged ?? m.minutes;
    const n = smallest(g.frame.tables, g.frame.tables + MAX_EXTRA_TABLES, (k) => fits({ game, tables: k, minutes }));
    const change = { game, tables: n ?? g.frame.tables, minutes };
    out.push(remedy(state, paces, change, { kind: 'abridged', value: n, rule: [11, 4] }));
  }
  const limit = Math.max(0, ...open.filter((m) => m.timeLimited).map((m) => m.minutes));
  if (limit > MIN_TOUR_MINUTES) {
    const shorter = (cut: number) => (m: QueueMatch) => (m.timeLimited ? Math.min(m.minutes, limit - cut) : m.minutes);
    const cut = smallest(1, limit - MIN_TOUR_MINUTES, (c) => fits({ game, minutes: shorter(c) }));
    if (cut !== null)
      out.push(
        remedy(
          state,
          paces,
          { game, minutes: shorter(cut) },
          { kind: 'shorterTour', value: limit - cut, rule: [16, 15] },
        ),
      );
  }
  return out;
}

/** The smallest n in [lo, hi] for which `ok` holds, assuming it holds from some n on; null if not even at hi. */
export function smallest(lo: number, hi: number, ok: (n: number) => boolean): number | null {
  if (lo > hi || !ok(hi)) return null;
  let bad = lo - 1;
  let good = hi;
  let step = 1;
  // Doubling from lo first: most answers are close to where they start.
  while (bad + step < good) {
    if (ok(bad + step)) {
      good = bad + step;
      break;
    }
    bad += step;
    step *= 2;
  }
  while (good - bad > 1) {
    const mid = Math.floor((bad + good) / 2);
    if (ok(mid)) good = mid;
    else bad = mid;
  }
  return good;
}
