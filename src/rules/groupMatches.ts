/**
 * Reading a round-robin group (SPEC §3): its players, its match rows (futsal Art. 8 item 4, billiards
 * Art. 11 items 2, 4, 18, backgammon Art. 14 items 2, 4, 12) and its tiebreak rows, validated into
 * results ./group.ts ranks. Every cell that cannot be a result is refused with its row and column.
 */
import { possibleFinalScores } from './backgammon';
import { fail, type Where } from './errors';
import type { Game, GroupReading, MatchRow, ScoreCell, TiebreakRow } from './groupTypes';
import { nameKey } from './names';

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
export interface Result {
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

export function readPlayers(players: readonly (string | null)[]): Player[] {
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

export function readMatches(
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
export function readTiebreaks(ids: Map<string, number>, rows: readonly TiebreakRow[]): Array<[number, number]> {
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
