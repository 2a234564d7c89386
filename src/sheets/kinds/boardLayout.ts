/**
 * The board's layout (issue 25: the players' view, safe to publish): four narrow columns that fit a
 * phone held upright (under 390 px), and for each game the committee chose, top to bottom: now and
 * next on every court or table, the group standings with why each place, and the plan by court or
 * table. The plan (./boardSheet.ts) writes at these positions; the reader (./boardReader.ts) reads
 * the same positions back.
 */
import type { GroupGame } from './groupLayout';

/** Pixels per column: place, court or time; who or now; why, next or score; points or queue (340 px in all). */
export const BOARD_WIDTHS = [76, 112, 108, 44] as const;
export const BOARD_COLS = BOARD_WIDTHS.length;

/** A planned group match as the board refers to it: its row on the day plan and on the group sheet. */
export interface BoardMatch {
  /** 1-based court, table or board */
  court: number;
  /** the day plan's 0-based row of the match */
  planRow: number;
  /** the group sheet's 0-based row of the match (its scores) */
  groupRow: number;
}

/** A group's standings on the group sheet: the first row of its GROUP_TABLE, and its size. */
export interface BoardGroup {
  letter: string;
  size: number;
  tableRow: number;
}

/** Which parts of a game the board shows: the committee chooses (issue 25 item 1). */
export interface BoardSections {
  nowNext: boolean;
  standings: boolean;
  plan: boolean;
}

export interface BoardGame {
  game: GroupGame;
  /** the game's name as headings show it */
  title: string;
  groupSheet: string;
  /** null while the game has no day plan */
  planSheet: string | null;
  /** the group sheet's columns: the two scores, the first of GROUP_TABLE's */
  scoreA: number;
  scoreB: number;
  table: number;
  /** every planned group match, in the plan's order (day, time) */
  matches: BoardMatch[];
  groups: BoardGroup[];
  sections: BoardSections;
  /**
   * The game's queue sheet, when there is one (./queueSheet.ts): now and next on each court come
   * from its table queue (the next match to the table that freed) instead of the plan's order.
   */
  queue?: { sheet: string; rowOf: (court: number) => number; now: number; next: number };
}

/** Where one court's matches are in the plan part, and its now / next row above. */
export interface CourtBlock {
  court: number;
  /** the now / next row */
  nowRow: number;
  /** the court's heading in the plan part; its matches are the rows below it */
  headRow: number;
  matches: { row: number; match: BoardMatch }[];
}

export interface GameBlock {
  game: BoardGame;
  headRow: number;
  /** the row saying there is no day plan yet, or -1 */
  noteRow: number;
  courts: CourtBlock[];
  /** each group's heading row; its standings are the rows below the column heads under it */
  groups: { group: BoardGroup; headRow: number; firstRow: number }[];
}

export interface BoardLayout {
  blocks: GameBlock[];
  rows: number;
}

function courtsOf(g: BoardGame): Map<number, BoardMatch[]> {
  const by = new Map<number, BoardMatch[]>();
  for (const m of g.matches) by.set(m.court, [...(by.get(m.court) ?? []), m]);
  return new Map([...by].sort((x, y) => x[0] - y[0]));
}

/** Rows: title, note, blank; per game its heading, then each section the committee chose. */
export function boardLayout(games: readonly BoardGame[]): BoardLayout {
  let row = 3;
  const blocks: GameBlock[] = [];
  for (const game of games) {
    const headRow = row++;
    const byCourt = courtsOf(game);
    const courts: CourtBlock[] = [...byCourt.keys()].map((court) => ({ court, nowRow: -1, headRow: -1, matches: [] }));
    if (game.sections.nowNext && courts.length > 0) {
      row += 2; // the section's heading, the column heads
      for (const c of courts) c.nowRow = row++;
    }
    const noteRow = courts.length === 0 && (game.sections.nowNext || game.sections.plan) ? row++ : -1;
    const groups: GameBlock['groups'] = [];
    if (game.sections.standings)
      for (const group of game.groups) {
        groups.push({ group, headRow: row, firstRow: row + 2 });
        row += 2 + group.size;
      }
    // The plan part is always made when now / next is shown: it is what now / next is computed from.
    if ((game.sections.plan || game.sections.nowNext) && courts.length > 0) {
      row++; // the section's heading and the column heads
      for (const c of courts) {
        c.headRow = row++;
        for (const match of byCourt.get(c.court) ?? []) c.matches.push({ row: row++, match });
      }
    }
    blocks.push({ game, headRow, noteRow, courts, groups });
    row++;
  }
  return { blocks, rows: row };
}
