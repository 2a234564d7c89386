/**
 * The live table queue (issue 26 item 1): when a table frees, the next match that can be played is
 * called to it, in the plan's order. Pure: the caller passes what has happened (which matches were
 * called, to which tables, when their results appeared) and the moment; the queue says what to call
 * now. The same input always gives the same calls.
 *
 * A match is called when, at `now`:
 * - **it may be played today**: the day is one of its days (billiards stages 1–3 on the first day,
 *   4–8 on the second, Art. 11 item 17), play has started, and — when a later day is still open to
 *   it — it is expected to end by the day's end (on its last day it is called anyway, late, as the
 *   day plan plans it: dayPlan.ts; past its last day, when its day ran into the next, at once);
 * - **its feeders are decided**: every match it takes a player (a winner, a loser, a group place) or
 *   a seating from has its result, plus the rest;
 * - **its people are free and present**: nobody of it is in a match running now in any game (a
 *   person registered in two games is one person), resting after one, or known absent;
 * - **its people's earlier matches are played**: a person plays his matches of a game in the plan's
 *   order (the group sheet's Berger order), so a match of his that waits is never passed by a later
 *   one of his (a held match excepted) — the queue would otherwise starve it while his opponents
 *   play on, and the group, and what it feeds, would end late;
 * - **a table is free**: not closed by the committee, its last match has its result, plus the
 *   changeover (`gap`); a match taking several tables (a preference tour) waits for all of them;
 * - **it is not held back** by the committee.
 * The waiting matches are taken in the plan's order (planned start, then the plan's priority), across
 * the games by planned start; each that may start now takes the lowest-numbered free tables. A match
 * that cannot start does not hold back the ones after it (a free table never waits for a match that
 * cannot be played while another can).
 *
 * Moments are whole minutes from the first day's midnight: day d at minute m is d × 1440 + m (a late
 * day may run past midnight; `day` says which day of play it is).
 */
export const DAY_MINUTES = 1440;

/** A match (or a preference tour) as the queue sees it. */
export interface QueueMatch {
  /** unique within its game (the day plan's key: g:A:3, b:III-1, t:2) */
  id: string;
  /** the format's stage (1 = the groups; a play-off stage; a tour) */
  stage: number;
  /** the plan's announced start (a moment) */
  planned: number;
  /** its place in the plan's order within its game (by day, start and priority): the queue's order */
  order: number;
  /** the length the plan expects, in minutes (the day-fit test and the forecast's prior) */
  minutes: number;
  /** tables it takes at once (a preference tour: all of its tables) */
  tables: number;
  /** who plays, once known (person ids, the same across games); null while its feeders are open */
  people: readonly string[] | null;
  /** ids (same game) of the matches whose results it needs */
  after: readonly string[];
  /** the days (0-based) it may be played on */
  firstDay: number;
  lastDay: number;
  /** billiards: its length in the abridged format, when that would shorten it (Art. 11 item 4) */
  abridged?: number;
  /** a preference tour: its length is its time limit at most (Art. 16 item 15) */
  timeLimited?: boolean;
}

/** What happened to a match: called to its tables at a moment, its result appeared at a moment. */
export interface MatchProgress {
  called: number;
  tables: readonly number[];
  ended?: number;
  /**
   * a running match's expected end as its caller knows it better than the pace does (a preference
   * tour's from its tables' deals so far: forecastTour.ts); the forecast uses it, the queue does not
   */
  expected?: number;
}

/** The committee's overrides and the frame of one game's day. */
export interface GameFrame {
  game: string;
  /** tables (courts, boards) there are, 1-based */
  tables: number;
  /** tables the committee closed */
  closed: readonly number[];
  /** matches the committee holds back */
  held: readonly string[];
  /** play starts and ends by these minutes of each day */
  start: number;
  end: number;
  /** minutes a table is not free after a result (a changeover) */
  gap: number;
  /** minutes between a person's matches, and between a feeder's result and the match it feeds */
  rest: number;
}

export interface GameQueue {
  frame: GameFrame;
  matches: readonly QueueMatch[];
  progress: Readonly<Record<string, MatchProgress>>;
}

export interface QueueState {
  games: readonly GameQueue[];
  /** the day of play (0-based) and the moment */
  day: number;
  now: number;
  /** people known not to be here (not arrived, called away) */
  absent?: readonly string[];
}

export interface Call {
  game: string;
  id: string;
  tables: number[];
}

/** The day's start and end as moments. */
export function dayWindow(frame: GameFrame, day: number): { start: number; end: number } {
  return { start: day * DAY_MINUTES + frame.start, end: day * DAY_MINUTES + frame.end };
}

/** Tables free at `now`, lowest first: open, nothing running on them, the changeover past. */
export function freeTables(game: GameQueue, now: number): number[] {
  const busy = new Set<number>(game.frame.closed);
  for (const p of Object.values(game.progress)) {
    if (p.ended === undefined || p.ended + game.frame.gap > now) for (const t of p.tables) busy.add(t);
  }
  const free: number[] = [];
  for (let t = 1; t <= game.frame.tables; t++) if (!busy.has(t)) free.push(t);
  return free;
}

interface MatchIndex {
  byId: Map<string, QueueMatch>;
  /** in the plan's order, each with its merge key: the latest planned start up to it */
  inOrder: { m: QueueMatch; key: number }[];
}

/** A game's matches by id and in order, made once per list of matches (the queue is asked often). */
const INDEX = new WeakMap<readonly QueueMatch[], MatchIndex>();

function indexOf(matches: readonly QueueMatch[]): MatchIndex {
  let index = INDEX.get(matches);
  if (!index) {
    let key = -Infinity;
    const inOrder = [...matches]
      .sort((x, y) => x.order - y.order)
      .map((m) => ({ m, key: (key = Math.max(key, m.planned)) }));
    index = { byId: new Map(matches.map((m) => [m.id, m])), inOrder };
    INDEX.set(matches, index);
  }
  return index;
}

/** People busy at `now` in any game: playing, resting after a match, or known absent. */
export function busyPeople(state: QueueState): Set<string> {
  const busy = new Set<string>(state.absent ?? []);
  for (const g of state.games) {
    const { byId } = indexOf(g.matches);
    for (const [id, p] of Object.entries(g.progress)) {
      const people = byId.get(id)?.people;
      if (people && (p.ended === undefined || p.ended + g.frame.rest > state.now))
        for (const who of people) busy.add(who);
    }
  }
  return busy;
}

/** Whether a match's feeders all have their results, plus the rest, at `now`. */
export function feedersDecided(game: GameQueue, m: QueueMatch, now: number): boolean {
  return m.after.every((id) => {
    const ended = game.progress[id]?.ended;
    return ended !== undefined && ended + game.frame.rest <= now;
  });
}

/**
 * Whether the day allows the match now: one of its days, play started, and it is expected to end today
 * unless today is its last day; a match past its last day (its day ran late) is played at once.
 */
export function dayAllows(frame: GameFrame, m: QueueMatch, day: number, now: number): boolean {
  if (day < m.firstDay) return false;
  if (day > m.lastDay) return true;
  const { start, end } = dayWindow(frame, day);
  if (now < start) return false;
  return day === m.lastDay || now + m.minutes <= end;
}

/** Whether a match waits for a table only: everything else lets it be called now. */
export function playable(state: QueueState, game: GameQueue, m: QueueMatch, busy: ReadonlySet<string>): boolean {
  return (
    game.progress[m.id] === undefined &&
    !game.frame.held.includes(m.id) &&
    dayAllows(game.frame, m, state.day, state.now) &&
    feedersDecided(game, m, state.now) &&
    (m.people ?? []).every((p) => !busy.has(p))
  );
}

/**
 * The waiting matches of every game in the queue's order: each game's in the plan's order, the games
 * merged by planned start (kept from going back within a game when a late day runs into the next).
 */
function waiting(state: QueueState): { g: number; m: QueueMatch; key: number }[] {
  const out: { g: number; m: QueueMatch; key: number }[] = [];
  state.games.forEach((game, g) => {
    for (const { m, key } of indexOf(game.matches).inOrder)
      if (game.progress[m.id] === undefined) out.push({ g, m, key });
  });
  return state.games.length > 1 ? out.sort((x, y) => x.key - y.key || x.g - y.g || x.m.order - y.m.order) : out;
}

/**
 * The matches to call now, each with its tables (see the module's comment). Calling them and asking
 * again at the same moment gives nothing more.
 */
export function callNext(state: QueueState): Call[] {
  const free = state.games.map((g) => freeTables(g, state.now));
  let left = free.reduce((n, f) => n + f.length, 0);
  if (left === 0) return [];
  const busy = busyPeople(state);
  // People of each game with an earlier match still waiting: they play their matches in the plan's order.
  const owed = state.games.map(() => new Set<string>());
  const calls: Call[] = [];
  for (const { g, m } of waiting(state)) {
    const game = state.games[g] as GameQueue;
    const tables = free[g] as number[];
    const mine = owed[g] as Set<string>;
    const people = m.people ?? [];
    if (people.some((p) => mine.has(p)) || tables.length < m.tables || !playable(state, game, m, busy)) {
      if (!game.frame.held.includes(m.id)) for (const p of people) mine.add(p);
      continue;
    }
    const taken = tables.splice(0, m.tables);
    for (const p of m.people ?? []) busy.add(p);
    calls.push({ game: game.frame.game, id: m.id, tables: taken });
    left -= m.tables;
    if (left === 0) break;
  }
  return calls;
}
