/**
 * A long-backgammon match (Art. 13 item 7, Art. 14 item 2).
 *
 * Each party gives its winner 1 point (a simple win) or 2 (a mars). The match is up to three
 * parties until someone has 3 points:
 * - after 2 parties it is decided when one player has 3 or more (he won both, one by mars);
 * - after 3 parties the higher total wins;
 * - level after 3 parties: a 4th party is played and its winner wins the match.
 */
import { fail } from './errors';

/** One party as typed: each cell 0, 1, 2 or empty (null). */
export type PartyRow = readonly [number | null, number | null];

export interface MatchResult {
  /** Points of player 1 and player 2 over the parties played. */
  points: [number, number];
  /** 1 or 2 once the match is decided, otherwise null. */
  winner: 1 | 2 | null;
  /** Number of parties after which the match was decided, or null. */
  decidedAfter: number | null;
}

export const MAX_PARTIES = 4;

const ARG = 'parties';

function isEmptyRow(row: PartyRow): boolean {
  return row[0] === null && row[1] === null;
}

/** Who has won after `played` parties with these totals, by Art. 14 item 2. */
export function decide(played: number, a: number, b: number, lastWinner: 1 | 2): 1 | 2 | null {
  if (played === 2 && (a >= 3 || b >= 3)) return a > b ? 1 : 2;
  if (played === 3 && a !== b) return a > b ? 1 : 2;
  if (played === 4) return lastWinner;
  return null;
}

export function scoreMatch(rows: readonly PartyRow[]): MatchResult {
  if (rows.length > MAX_PARTIES) fail('bgTooManyRows', { found: rows.length }, { arg: ARG, row: MAX_PARTIES });
  let last = -1;
  rows.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v !== null && v !== 0 && v !== 1 && v !== 2) fail('bgBadValue', { found: v }, { arg: ARG, row: r, col: c });
    });
    if (!isEmptyRow(row)) last = r;
  });
  const points: [number, number] = [0, 0];
  let winner: 1 | 2 | null = null;
  let decidedAfter: number | null = null;
  for (let r = 0; r <= last; r++) {
    const row = rows[r] as PartyRow;
    if (decidedAfter !== null) {
      // Name the first party typed after the decision, even past empty rows.
      const typed = rows.findIndex((x, k) => k >= r && !isEmptyRow(x));
      if (typed === 3 && decidedAfter === 3)
        fail('bgFourthNotTied', { a: points[0], b: points[1] }, { arg: ARG, row: typed });
      fail('bgAfterDecided', { decided: decidedAfter, party: typed + 1 }, { arg: ARG, row: typed });
    }
    if (isEmptyRow(row)) fail('bgGap', { party: last + 1, empty: r + 1 }, { arg: ARG, row: r });
    const aWon = (row[0] ?? 0) > 0;
    const bWon = (row[1] ?? 0) > 0;
    if (aWon && bWon) fail('bgBothWon', { party: r + 1 }, { arg: ARG, row: r });
    if (!aWon && !bWon) fail('bgNoWinner', { party: r + 1 }, { arg: ARG, row: r });
    const partyWinner: 1 | 2 = aWon ? 1 : 2;
    if (aWon) points[0] += row[0] as number;
    else points[1] += row[1] as number;
    winner = decide(r + 1, points[0], points[1], partyWinner);
    if (winner !== null) decidedAfter = r + 1;
  }
  return { points, winner, decidedAfter };
}

/**
 * Every final score a decided match can have, as [winner's points, loser's points],
 * found by playing out every sequence of parties under `decide`.
 */
export function possibleFinalScores(): Array<[number, number]> {
  const found = new Map<string, [number, number]>();
  const walk = (played: number, a: number, b: number): void => {
    for (const [who, pts] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [2, 2],
    ] as const) {
      const na = who === 1 ? a + pts : a;
      const nb = who === 2 ? b + pts : b;
      const w = decide(played + 1, na, nb, who);
      if (w === null) walk(played + 1, na, nb);
      else if (w === 1) found.set(`${na}:${nb}`, [na, nb]);
    }
  };
  walk(0, 0, 0);
  return [...found.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}
