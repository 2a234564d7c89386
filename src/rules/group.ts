/**
 * Places in a round-robin group (SPEC §3, GROUP_RANK and GROUP_TABLE):
 * futsal Art. 8 items 4–6, billiards Art. 11 items 2, 4–6, 18, backgammon Art. 14 items 2, 4–6, 12.
 *
 * Pure: the caller parses the sheet ranges into the shapes below; this module validates the
 * group, computes each player's statistics and ranks the players.
 *
 * Ranking: primary by points (futsal 3/1/0, billiards and backgammon match wins). Ties:
 *
 * | game       | two tied                                         | three or more tied                                                        |
 * | ---------- | ------------------------------------------------ | ------------------------------------------------------------------------- |
 * | futsal     | head-to-head winner; else GD, GF (all), tiebreaks | points among them; GD (all); GF (all); tiebreaks                          |
 * | billiards  | head-to-head winner; tiebreaks                   | party difference among them; ball difference among them; tiebreaks        |
 * | backgammon | head-to-head winner; tiebreaks                   | party points scored among them; chips difference (all matches); tiebreaks |
 *
 * Three or more: all criteria are computed over the whole tied set and the set is ordered by
 * them. If that separated anyone, every subset still level is ranked again from the start on
 * its own (UEFA re-application; a subset of two by the two-tied rule). If nobody was separated,
 * they stay level. Players level after everything share the best place they span (1, 2, 2, 4).
 */
import { possibleFinalScores } from './backgammon';
import { fail, type Where } from './errors';
import { nameKey } from './names';

export type Game = 'futsal' | 'billiards' | 'backgammon';

/** A parsed score cell: whole number >= 0, '+' (appeared, forfeit win), '-' (did not appear), or null (empty). */
export type ScoreCell = number | '+' | '-' | null;

/**
 * One row of the `matches` argument; its index in the array is its 0-based row offset in that argument.
 * Columns: 0 a, 1 b, 2 scoreA, 3 scoreB, 4 extraA, 5 extraB. Names are already text (or null if empty).
 */
export interface MatchRow {
  a: string | null;
  b: string | null;
  scoreA: ScoreCell;
  scoreB: ScoreCell;
  extraA: number | null;
  extraB: number | null;
}

/**
 * How a group reads its match rows beyond SPEC §3. `unfinished`: a match not finished yet — one of
 * its two score cells typed and the other still empty, the state every referee passes through
 * between two cells — is left out (not played yet) instead of an error; the group sheet asks for it
 * and says so beside the match (docs/rules.md, "A match typed in part").
 */
export interface GroupReading {
  unfinished?: boolean;
  /** Told of every split of players level on points (ids are the lines' positions in the result): why each place (./groupWhy.ts). */
  trace?: SplitTrace;
}

/** One row of the `tiebreaks` argument (index = row offset): a shoot-out or additional party. */
export interface TiebreakRow {
  winner: string | null;
  loser: string | null;
}

/** A player's record over the group's played matches. */
export interface Counts {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Goals (futsal), parties (billiards), party points (backgammon); forfeits as their forfeit score. */
  for: number;
  against: number;
  /** Futsal 3/1/0 points; billiards and backgammon match wins. */
  points: number;
}

export interface PlayerLine extends Counts {
  /** The name as in `players`, trimmed. */
  player: string;
  /** 0-based position of the player's cell in the `players` argument (empty cells counted). */
  index: number;
  /** 1 = best; players level after every criterion share the best place they span. */
  place: number;
  diff: number;
}

const COL_A = 0;
const COL_B = 1;
const COL_SCORE_A = 2;
const COL_SCORE_B = 3;
const COL_EXTRA_A = 4;
const COL_EXTRA_B = 5;

/** Score a forfeit counts as, winner first (SPEC §3; Art. 11 item 18, Art. 14 item 12). */
export const FORFEIT_SCORE: Record<Game, readonly [number, number]> = {
  futsal: [3, 0],
  billiards: [2, 0],
  backgammon: [3, 0],
};

export const MIN_GROUP = 2;
export const MAX_GROUP = 8;

/** A played match between internal player ids i and j. */
interface Result {
  i: number;
  j: number;
  /** goals / parties / party points of i and of j */
  si: number;
  sj: number;
  /** balls / chips of i and of j (0 for futsal and forfeits) */
  ei: number;
  ej: number;
  /** id of the winner; null for a draw or a double non-appearance */
  winner: number | null;
  /** both did not appear: both lose, 0:0 */
  double: boolean;
}

interface Player {
  name: string;
  key: string;
  index: number;
}

function cleanName(v: string | null): string | null {
  if (v === null) return null;
  const t = v.trim();
  return t === '' ? null : t;
}

function readPlayers(players: readonly (string | null)[]): Player[] {
  const out: Player[] = [];
  const seen = new Map<string, number>();
  players.forEach((cell, i) => {
    const name = cleanName(cell);
    if (name === null) return;
    const key = nameKey(name);
    const first = seen.get(key);
    if (first !== undefined) fail('duplicateName', { name, first: first + 1 }, { arg: 'players', row: i });
    seen.set(key, i);
    out.push({ name, key, index: i });
  });
  if (out.length < MIN_GROUP || out.length > MAX_GROUP) fail('groupSize', { found: out.length }, { arg: 'players' });
  return out;
}

function checkScore(v: ScoreCell, row: number, col: number): void {
  if (typeof v === 'number' && !(Number.isInteger(v) && v >= 0))
    fail('notScore', { found: v }, { arg: 'matches', row, col });
}

function readExtra(v: number | null, row: number, col: number): number {
  if (v === null) return 0;
  if (!Number.isFinite(v)) fail('notNumber', { found: v }, { arg: 'matches', row, col });
  if (!Number.isInteger(v)) fail('notWholeNumber', { found: v }, { arg: 'matches', row, col });
  if (v < 0) fail('negativeNumber', { found: v }, { arg: 'matches', row, col });
  return v;
}

/**
 * Chips won in a backgammon match: for each party won, the loser's checkers still on the board
 * (Art. 13 item 7): 15 after a mars (2 points), 1 to 14 after a simple win (1 point). So a
 * player's chips are at most 14 per match point; a player who won no party has none. Catches
 * chips typed in the other player's column.
 */
export const MAX_CHIPS_PER_POINT = 14;

function checkChips(chips: number, points: number, row: number, col: number): void {
  if (chips > MAX_CHIPS_PER_POINT * points) {
    fail('impossibleChips', { found: chips, points, max: MAX_CHIPS_PER_POINT * points }, { arg: 'matches', row, col });
  }
}

function isBlankRow(m: MatchRow): boolean {
  return (
    cleanName(m.a) === null &&
    cleanName(m.b) === null &&
    m.scoreA === null &&
    m.scoreB === null &&
    m.extraA === null &&
    m.extraB === null
  );
}

function pairKey(i: number, j: number): string {
  return i < j ? `${i}:${j}` : `${j}:${i}`;
}

let bgFinals: { set: Set<string>; text: string } | null = null;

/** The possible decided backgammon scores, worked out once (lazily: nothing runs at load time). */
function bgPossible(): { set: Set<string>; text: string } {
  if (bgFinals === null) {
    const keys = possibleFinalScores().map(([w, l]) => `${w}:${l}`);
    bgFinals = { set: new Set(keys), text: keys.join(', ') };
  }
  return bgFinals;
}

/** Where a cell of match row `r` is (the whole row without a column), for a message. */
function matchCell(r: number): (col?: number) => Where {
  return (col) => (col === undefined ? { arg: 'matches', row: r } : { arg: 'matches', row: r, col });
}

/** The two players of match row `r`, by index: both named, registered, different, and not met before (`pairs`, filled). */
function matchPair(
  m: MatchRow,
  r: number,
  ids: Map<string, number>,
  players: Player[],
  pairs: Map<string, number>,
): { i: number; j: number } {
  const where = matchCell(r);
  const a = cleanName(m.a);
  const b = cleanName(m.b);
  if (a === null) fail('matchNameMissing', {}, where(COL_A));
  if (b === null) fail('matchNameMissing', {}, where(COL_B));
  const i = ids.get(nameKey(a));
  if (i === undefined) fail('unknownName', { name: a }, where(COL_A));
  const j = ids.get(nameKey(b));
  if (j === undefined) fail('unknownName', { name: b }, where(COL_B));
  if (i === j) fail('selfMatch', { name: (players[i] as Player).name }, where(COL_B));
  const pk = pairKey(i, j);
  const first = pairs.get(pk);
  if (first !== undefined) {
    fail(
      'duplicatePair',
      { a: (players[i] as Player).name, b: (players[j] as Player).name, first: first + 1 },
      where(),
    );
  }
  pairs.set(pk, r);
  return { i, j };
}

function readMatches(
  game: Game,
  ids: Map<string, number>,
  players: Player[],
  matches: readonly MatchRow[],
  reading: GroupReading,
): Result[] {
  const results: Result[] = [];
  const pairs = new Map<string, number>();
  const bg = game === 'backgammon' ? bgPossible() : null;
  /** billiards: first row of each format seen, with its score */
  const formats: { bo3?: { row: number; a: number; b: number }; one?: { row: number; a: number; b: number } } = {};

  matches.forEach((m, r) => {
    if (isBlankRow(m)) return;
    const where = matchCell(r);
    const { i, j } = matchPair(m, r, ids, players, pairs);

    const sa = m.scoreA;
    const sb = m.scoreB;
    checkScore(sa, r, COL_SCORE_A);
    checkScore(sb, r, COL_SCORE_B);
    if (sa === null && sb === null) return; // not played yet
    if ((sa === null || sb === null) && reading.unfinished === true) return; // typed in part: not yet
    if (sa === null) fail('oneScoreEmpty', {}, where(COL_SCORE_A));
    if (sb === null) fail('oneScoreEmpty', {}, where(COL_SCORE_B));

    // Forfeits (Art. 11 item 18, Art. 14 item 12).
    if (typeof sa === 'string' || typeof sb === 'string') {
      if (sa === '-' && sb === '-') {
        results.push({ i, j, si: 0, sj: 0, ei: 0, ej: 0, winner: null, double: true });
        return;
      }
      const [w, l] = FORFEIT_SCORE[game];
      if (sa === '+' && sb === '-') {
        results.push({ i, j, si: w, sj: l, ei: 0, ej: 0, winner: i, double: false });
        return;
      }
      if (sa === '-' && sb === '+') {
        results.push({ i, j, si: l, sj: w, ei: 0, ej: 0, winner: j, double: false });
        return;
      }
      fail('badForfeit', { a: sa, b: sb }, where(COL_SCORE_A));
    }

    let ei = 0;
    let ej = 0;
    if (game === 'billiards') {
      if (sa === sb) fail('drawNotAllowed', { game, a: sa, b: sb }, where(COL_SCORE_A));
      const hi = Math.max(sa, sb);
      const lo = Math.min(sa, sb);
      const bo3 = hi === 2 && lo <= 1;
      const one = hi === 1 && lo === 0;
      if (!bo3 && !one) fail('impossibleBilliards', { a: sa, b: sb }, where(COL_SCORE_A));
      const mine = bo3 ? 'bo3' : 'one';
      const other = bo3 ? formats.one : formats.bo3;
      if (other !== undefined) fail('mixedBilliardsFormats', { first: other.row + 1, a: other.a, b: other.b }, where());
      if (formats[mine] === undefined) formats[mine] = { row: r, a: sa, b: sb };
      ei = readExtra(m.extraA, r, COL_EXTRA_A);
      ej = readExtra(m.extraB, r, COL_EXTRA_B);
    } else if (game === 'backgammon') {
      if (sa === sb) fail('drawNotAllowed', { game, a: sa, b: sb }, where(COL_SCORE_A));
      const key = sa > sb ? `${sa}:${sb}` : `${sb}:${sa}`;
      const possible = bg as { set: Set<string>; text: string };
      if (!possible.set.has(key))
        fail('impossibleBackgammon', { a: sa, b: sb, possible: possible.text }, where(COL_SCORE_A));
      ei = readExtra(m.extraA, r, COL_EXTRA_A);
      ej = readExtra(m.extraB, r, COL_EXTRA_B);
      checkChips(ei, sa, r, COL_EXTRA_A);
      checkChips(ej, sb, r, COL_EXTRA_B);
    }
    const winner = sa > sb ? i : sb > sa ? j : null;
    results.push({ i, j, si: sa, sj: sb, ei, ej, winner, double: false });
  });
  return results;
}

/** Tiebreak rows as [winner id, loser id]. */
function readTiebreaks(ids: Map<string, number>, rows: readonly TiebreakRow[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  rows.forEach((t, r) => {
    const w = cleanName(t.winner);
    const l = cleanName(t.loser);
    if (w === null && l === null) return;
    if (w === null) fail('matchNameMissing', {}, { arg: 'tiebreaks', row: r, col: 0 });
    if (l === null) fail('matchNameMissing', {}, { arg: 'tiebreaks', row: r, col: 1 });
    const wi = ids.get(nameKey(w));
    if (wi === undefined) fail('unknownName', { name: w }, { arg: 'tiebreaks', row: r, col: 0 });
    const li = ids.get(nameKey(l));
    if (li === undefined) fail('unknownName', { name: l }, { arg: 'tiebreaks', row: r, col: 1 });
    if (wi === li) fail('tiebreakSelf', { name: w }, { arg: 'tiebreaks', row: r, col: 1 });
    out.push([wi, li]);
  });
  return out;
}

interface Stats extends Counts {
  /** extras (balls / chips) for and against over all group matches */
  extraFor: number;
  extraAgainst: number;
}

function matchPoints(game: Game, res: Result, who: number): number {
  if (res.double) return 0;
  if (res.winner === who) return game === 'futsal' ? 3 : 1;
  if (res.winner === null) return game === 'futsal' ? 1 : 0;
  return 0;
}

function computeStats(game: Game, n: number, results: Result[]): Stats[] {
  const stats: Stats[] = Array.from({ length: n }, () => ({
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    for: 0,
    against: 0,
    points: 0,
    extraFor: 0,
    extraAgainst: 0,
  }));
  for (const res of results) {
    const sides: Array<[number, number, number, number, number]> = [
      [res.i, res.si, res.sj, res.ei, res.ej],
      [res.j, res.sj, res.si, res.ej, res.ei],
    ];
    for (const [p, f, ag, ef, ea] of sides) {
      const s = stats[p] as Stats;
      s.played++;
      if (res.double) s.lost++;
      else if (res.winner === null) s.drawn++;
      else if (res.winner === p) s.won++;
      else s.lost++;
      s.for += f;
      s.against += ag;
      s.extraFor += ef;
      s.extraAgainst += ea;
      s.points += matchPoints(game, res, p);
    }
  }
  return stats;
}

/** Compares two keys, higher first: negative when x ranks above y. */
function compareKeys(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < x.length; k++) {
    const d = (y[k] as number) - (x[k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Splits ids into tiers (groups of equal key), best tier first. */
function tiersBy(ids: number[], key: (id: number) => number[]): number[][] {
  const keyed = ids.map((id) => ({ id, key: key(id) }));
  keyed.sort((x, y) => compareKeys(x.key, y.key) || x.id - y.id);
  const tiers: number[][] = [];
  let prev: number[] | null = null;
  for (const { id, key: k } of keyed) {
    if (prev !== null && compareKeys(prev, k) === 0) (tiers[tiers.length - 1] as number[]).push(id);
    else tiers.push([id]);
    prev = k;
  }
  return tiers;
}

/**
 * The criteria that can separate players level on points, by name (./groupWhy.ts says them with their
 * articles): the order of `keyForMany`'s keys per game, and of the two-tied rule's.
 */
export type Criterion =
  | 'h2h'
  | 'pointsAmong'
  | 'goalDiff'
  | 'goalsFor'
  | 'partyDiffAmong'
  | 'ballDiffAmong'
  | 'partyPointsAmong'
  | 'chipsDiff'
  | 'tiebreak';

const MANY: Record<Game, Criterion[]> = {
  futsal: ['pointsAmong', 'goalDiff', 'goalsFor', 'tiebreak'],
  billiards: ['partyDiffAmong', 'ballDiffAmong', 'tiebreak'],
  backgammon: ['partyPointsAmong', 'chipsDiff', 'tiebreak'],
};
const TWO: Record<Game, Criterion[]> = {
  futsal: ['goalDiff', 'goalsFor', 'tiebreak'],
  billiards: ['tiebreak'],
  backgammon: ['tiebreak'],
};

/** Told of every split of a tied set: the tier above, the tier below, and the criterion between them (by player id). */
export type SplitTrace = (upper: readonly number[], lower: readonly number[], criterion: Criterion) => void;

/** The criterion between two adjacent tiers: the first key where they differ. */
function firstDifference(x: readonly number[], y: readonly number[]): number {
  const k = x.findIndex((v, i) => v !== y[i]);
  return k < 0 ? x.length - 1 : k;
}

/** Splits ids into tiers by `key`, telling `trace` what separated each pair of adjacent tiers. */
function tracedTiers(ids: number[], key: (id: number) => number[], names: Criterion[], trace?: SplitTrace): number[][] {
  const tiers = tiersBy(ids, key);
  if (trace)
    for (let t = 1; t < tiers.length; t++) {
      const upper = tiers[t - 1] as number[];
      const lower = tiers[t] as number[];
      trace(upper, lower, names[firstDifference(key(upper[0] as number), key(lower[0] as number))] as Criterion);
    }
  return tiers;
}

class Ranker {
  constructor(
    private readonly game: Game,
    private readonly results: Result[],
    private readonly stats: Stats[],
    private readonly tiebreaks: Array<[number, number]>,
    private readonly trace?: SplitTrace,
  ) {}

  /** Wins in tiebreak rows whose both players are in `set`. */
  private tiebreakWins(id: number, set: Set<number>): number {
    let n = 0;
    for (const [w, l] of this.tiebreaks) if (w === id && set.has(l)) n++;
    return n;
  }

  /** Sums over the matches between members of `set`: [points, for, against, extraFor, extraAgainst]. */
  private among(id: number, set: Set<number>): [number, number, number, number, number] {
    const acc: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const res of this.results) {
      if (!set.has(res.i) || !set.has(res.j)) continue;
      if (res.i === id) {
        acc[0] += matchPoints(this.game, res, id);
        acc[1] += res.si;
        acc[2] += res.sj;
        acc[3] += res.ei;
        acc[4] += res.ej;
      } else if (res.j === id) {
        acc[0] += matchPoints(this.game, res, id);
        acc[1] += res.sj;
        acc[2] += res.si;
        acc[3] += res.ej;
        acc[4] += res.ei;
      }
    }
    return acc;
  }

  private keyForMany(id: number, set: Set<number>): number[] {
    const s = this.stats[id] as Stats;
    const [pts, f, ag, ef, ea] = this.among(id, set);
    const tb = this.tiebreakWins(id, set);
    switch (this.game) {
      case 'futsal':
        return [pts, s.for - s.against, s.for, tb];
      case 'billiards':
        return [f - ag, ef - ea, tb];
      case 'backgammon':
        return [f, s.extraFor - s.extraAgainst, tb];
    }
  }

  private rankTwo(x: number, y: number): number[][] {
    const h2h = this.results.find((res) => (res.i === x && res.j === y) || (res.i === y && res.j === x));
    if (h2h !== undefined && h2h.winner !== null) {
      const [w, l] = h2h.winner === x ? [x, y] : [y, x];
      this.trace?.([w], [l], 'h2h');
      return [[w], [l]];
    }
    const set = new Set([x, y]);
    const key = (id: number): number[] => {
      const tb = this.tiebreakWins(id, set);
      if (this.game !== 'futsal') return [tb];
      const s = this.stats[id] as Stats;
      return [s.for - s.against, s.for, tb];
    };
    return tracedTiers([x, y], key, TWO[this.game], this.trace);
  }

  /** Orders players level on points into tiers, best first. */
  rank(ids: number[]): number[][] {
    if (ids.length === 1) return [ids];
    if (ids.length === 2) return this.rankTwo(ids[0] as number, ids[1] as number);
    const set = new Set(ids);
    const tiers = tracedTiers(ids, (id) => this.keyForMany(id, set), MANY[this.game], this.trace);
    if (tiers.length === 1) return tiers;
    return tiers.flatMap((t) => (t.length === 1 ? [t] : this.rank(t)));
  }
}

/**
 * Ranks a group. `players`: the list argument's cells in order, null for an empty cell; `reading`:
 * see GroupReading (its `trace` hears every split of players level on points). Returns one line per
 * non-null player, in input order.
 */
export function rankGroup(
  game: Game,
  players: readonly (string | null)[],
  matches: readonly MatchRow[],
  tiebreaks: readonly TiebreakRow[],
  reading: GroupReading = {},
): PlayerLine[] {
  const list = readPlayers(players);
  const ids = new Map<string, number>(list.map((p, k) => [p.key, k]));
  const results = readMatches(game, ids, list, matches, reading);
  const tbs = readTiebreaks(ids, tiebreaks);
  const stats = computeStats(game, list.length, results);
  const ranker = new Ranker(game, results, stats, tbs, reading.trace);

  const all = list.map((_, k) => k);
  const byPoints = tiersBy(all, (k) => [(stats[k] as Stats).points]);
  const places = new Array<number>(list.length).fill(0);
  let before = 0;
  for (const tier of byPoints) {
    for (const sub of ranker.rank(tier)) {
      for (const k of sub) places[k] = before + 1;
      before += sub.length;
    }
  }

  return list.map((p, k) => {
    const s = stats[k] as Stats;
    return {
      player: p.name,
      index: p.index,
      place: places[k] as number,
      played: s.played,
      won: s.won,
      drawn: s.drawn,
      lost: s.lost,
      for: s.for,
      against: s.against,
      diff: s.for - s.against,
      points: s.points,
    };
  });
}

/** The standings table order: best place first, then input order. Does not modify `lines`. */
export function tableOrder(lines: readonly PlayerLine[]): PlayerLine[] {
  return [...lines].sort((x, y) => x.place - y.place || x.index - y.index);
}
