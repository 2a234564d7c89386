/**
 * The queue sheet's layout (docs/queue.md): one sheet per group game, found by its identity key
 * `queue.<game>`. Top to bottom: the title and a help line; the day's frame (play from, until, the
 * changeover and the rest); one row per table — its number, "closed" (the committee's), and the
 * KASE_QUEUE call that fills "now" and "next"; then one row per match in the plan's order with the
 * record (called at, table, result at) and "held" (the committee's). The plan (./queueSheet.ts)
 * writes at these positions; the reader (./queueReader.ts) finds the rows by their contents.
 */
import { QUEUE_COLS, QUEUE_MATCH_COLS } from '../../rules/queueCells';

export { QUEUE_COLS, QUEUE_MATCH_COLS };

/** Rows of the head: title, help, the frame's labels and values, a blank, the tables' heads. */
export const QUEUE_FRAME_ROW = 3;
export const QUEUE_TABLE_HEAD = 5;
export const QUEUE_FIRST_TABLE = 6;
/** The table rows' columns: number, closed, now, next. */
export const QUEUE_TABLE_COLS = { table: 0, closed: 1, now: 2, next: 3 } as const;

export interface QueueLayout {
  tables: number;
  matches: number;
  firstTable: number;
  matchHead: number;
  firstMatch: number;
  rows: number;
  cols: number;
}

export function queueLayout(tables: number, matches: number): QueueLayout {
  const matchHead = QUEUE_FIRST_TABLE + tables + 1;
  return {
    tables,
    matches,
    firstTable: QUEUE_FIRST_TABLE,
    matchHead,
    firstMatch: matchHead + 1,
    rows: matchHead + 1 + matches,
    cols: QUEUE_MATCH_COLS,
  };
}
