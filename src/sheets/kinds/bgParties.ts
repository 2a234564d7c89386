/**
 * Backgammon: a match's party rows (Art. 13 item 7, Art. 14 item 2) read by plain spreadsheet
 * formulas — the running points of each player and the winner — so that no cell of the group or
 * play-off sheets calls a custom function per match (in Google Sheets each such cell is a server
 * execution). The same rules as rules/backgammon.ts `scoreMatch` (BG_MATCH_POINTS): decided after 2
 * parties when someone has 3 or more, after 3 by the higher total, else after a 4th. Party rows that
 * break the rules (a win for both in one party, a gap, a party — even a lone 0 — after the decision) show "✗" in
 * the winner's cell instead of a winner; the group's GROUP_TABLE (which reads the party rows) names
 * the party, the play-off's note says it. Only array arithmetic inside SUMPRODUCT, SUM, MAX, AND,
 * OR, IF: the same in Google Sheets, Excel, LibreOffice and HyperFormula.
 */
import { MAX_PARTIES } from '../../rules/backgammon';
import { a1, rectA1, type Rect } from '../plan';

/** What the winner's cell shows for party rows against the rules. */
export const BG_BAD_PARTIES = '✗';

/** A match's party rows checked by the rules, as formula expressions (see bgLiveFormulas). */
export interface BgPartyChecks {
  /** parties with a winner (a 1 or 2 in either cell) */
  played: string;
  /** party rows with anything typed (a 0 too) */
  typed: string;
  /** parties with a win for both players */
  bothWon: string;
  /** an empty party row followed by a played one */
  gaps: string;
  /** a party after the match was decided after 2 parties */
  pastTwo: string;
  /** a party after the match was decided after 3 */
  pastThree: string;
}

/** The checks of a match's party rows `parties` (MAX_PARTIES rows × 2 columns, relative references). */
export function bgPartyChecks(parties: Rect): BgPartyChecks {
  const { row, col } = parties;
  const colA = (from: number, rows: number) => rectA1({ row: row + from, col, rows, cols: 1 });
  const colB = (from: number, rows: number) => rectA1({ row: row + from, col: col + 1, rows, cols: 1 });
  const n = MAX_PARTIES;
  const pa = colA(0, n);
  const pb = colB(0, n);
  const played = `SUMPRODUCT(--((${pa})+(${pb})>0))`;
  return {
    played,
    typed: `SUMPRODUCT(--(((${pa})<>"")+((${pb})<>"")>0))`,
    bothWon: `SUMPRODUCT((${pa}>0)*(${pb}>0))`,
    gaps: `SUMPRODUCT(((${colA(0, n - 1)})+(${colB(0, n - 1)})=0)*((${colA(1, n - 1)})+(${colB(1, n - 1)})>0))`,
    pastTwo: `AND(${played}>2,MAX(SUM(${colA(0, 2)}),SUM(${colB(0, 2)}))>=3)`,
    pastThree: `AND(${played}>3,SUM(${colA(0, 3)})<>SUM(${colB(0, 3)}))`,
  };
}

/**
 * The three formulas of a match's live cells for its party rows `parties` (MAX_PARTIES rows × 2
 * columns, relative references): player A's points, player B's points, and the winner (1 or 2, "" while
 * undecided, BG_BAD_PARTIES for rows against the rules). `points` are the cells the first two formulas
 * go to, which the third reads.
 */
export function bgLiveFormulas(parties: Rect, points: { a: Rect; b: Rect }): [string, string, string] {
  const { row, col } = parties;
  const pa = rectA1({ row, col, rows: MAX_PARTIES, cols: 1 });
  const pb = rectA1({ row, col: col + 1, rows: MAX_PARTIES, cols: 1 });
  const A = a1(points.a.row, points.a.col);
  const B = a1(points.b.row, points.b.col);
  const { played, typed, bothWon, gaps, pastTwo, pastThree } = bgPartyChecks(parties);
  const decided = `OR(AND(${played}=2,MAX(${A},${B})>=3),AND(${played}=3,${A}<>${B}),${played}=4)`;
  // A row typed past the decision with no winner in it (a loser's 0) is a party after the decision too.
  const bad = `OR(${bothWon}>0,${gaps}>0,${pastTwo},${pastThree},AND(${typed}>${played},${decided}))`;
  return [`=SUM(${pa})`, `=SUM(${pb})`, `=IF(${bad},"${BG_BAD_PARTIES}",IF(${decided},IF(${A}>${B},1,2),""))`];
}
