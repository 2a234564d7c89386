/**
 * Preference: where a table's entry block sits — the same block on a tour sheet and on the final
 * sheet: a title row, a header row, then one row per seat (seat, player, pool, mountain, the whists
 * on each seat, the penalties and awarded result written from the rulings, the result), and after
 * the seats the rows of players not admitted. ./tableBlock.ts writes it, ./tableBlockReader.ts reads
 * what referees typed into it.
 */
import type { AnchorSpec, Rect } from '../plan';

/**
 * Offsets of a block's columns from its seat column: the seat, the player, what the referee types
 * (pool, mountain, the whists on seats 1–4), then what the add-on writes from the referee's rulings
 * (./rulingsSheet.ts): the penalties of Art. 18 item 11 in mountain points, and an awarded result
 * (Art. 17 item 7); then the table's result.
 */
export const BLOCK = {
  seat: 0,
  player: 1,
  pool: 2,
  mountain: 3,
  whists: 4,
  penalty: 8,
  awarded: 9,
  result: 10,
  width: 11,
} as const;

/** Whist columns of a block: one per seat of the largest table. */
export const WHIST_COLUMNS = BLOCK.penalty - BLOCK.whists;

export interface BlockLayout {
  /** "1", "2", … (the final: "1") */
  label: string;
  /** seat order: the players who play at the table */
  players: string[];
  /** title row; the header is top + 1, seat k (0-based) is at top + 2 + k */
  top: number;
  /** the seat column */
  col: number;
  /**
   * Players seated here but not admitted once the tour was seated (late past 10 minutes, Art. 16
   * item 4; or disqualified): the table plays three-handed (Art. 16 item 3). They are shown on the
   * rows after the seats, which the block keeps so no other table moves.
   */
  absent?: string[];
  /** seats who left the party under way (issue 24 item 16; their tour counts missed) */
  left?: string[];
  /** penalties in mountain points by seat (add-on written, from the rulings); empty = none */
  penalties?: (number | null)[];
  /** the result awarded by the referee by seat (Art. 17 item 7), or nothing */
  awarded?: number[] | null;
  /** kept deal by deal: where its pulka is (./protocolSheet.ts); the block then has nothing to type */
  kept?: KeptRef | null;
}

/** Where a kept table's pulka is: the protocol sheet and its first cell (seat 1's pool), 0-based. */
export interface KeptRef {
  sheet: string;
  row: number;
  col: number;
}

/** Seat rows a block keeps: its players and those not admitted after seating. */
export function reservedSeats(b: Pick<BlockLayout, 'players' | 'absent'>): number {
  return b.players.length + (b.absent?.length ?? 0);
}

export interface BlockRects {
  first: number;
  pools: Rect;
  mountains: Rect;
  whists: Rect;
  penalties: Rect;
  awarded: Rect;
  result: Rect;
  /** cells referees type into: pools, mountains and the whists off the diagonal */
  inputs: Rect[];
}

export function blockRects(b: Pick<BlockLayout, 'players' | 'top' | 'col'> & Partial<BlockLayout>): BlockRects {
  const n = b.players.length;
  const first = b.top + 2;
  const inputs: Rect[] = [];
  for (let i = 0; i < n; i++) {
    // pool, mountain and the whists left of the diagonal are contiguous; then those right of it
    inputs.push({ row: first + i, col: b.col + BLOCK.pool, rows: 1, cols: 2 + i });
    if (i < n - 1) inputs.push({ row: first + i, col: b.col + BLOCK.whists + i + 1, rows: 1, cols: n - 1 - i });
  }
  return {
    first,
    pools: { row: first, col: b.col + BLOCK.pool, rows: n, cols: 1 },
    mountains: { row: first, col: b.col + BLOCK.mountain, rows: n, cols: 1 },
    whists: { row: first, col: b.col + BLOCK.whists, rows: n, cols: n },
    penalties: { row: first, col: b.col + BLOCK.penalty, rows: n, cols: 1 },
    awarded: { row: first, col: b.col + BLOCK.awarded, rows: n, cols: 1 },
    result: { row: first, col: b.col + BLOCK.result, rows: n, cols: 1 },
    inputs,
  };
}

/**
 * The columns of the blocks whose seat column is `col`, as anchors: the seat, the player, the pool,
 * the mountain, the four whists columns, the penalties, the awarded result and the result ("c:seat",
 * "c:name", "c:pool", "c:mountain", "c:w1"…"c:w4", "c:penalty", "c:awarded", "c:result").
 */
export function blockColumnAnchors(col: number): AnchorSpec[] {
  const list: AnchorSpec[] = [
    { at: col + BLOCK.seat, id: 'c:seat' },
    { at: col + BLOCK.player, id: 'c:name' },
    { at: col + BLOCK.pool, id: 'c:pool' },
    { at: col + BLOCK.mountain, id: 'c:mountain' },
  ];
  for (let j = 0; j < WHIST_COLUMNS; j++) list.push({ at: col + BLOCK.whists + j, id: `c:w${j + 1}` });
  list.push(
    { at: col + BLOCK.penalty, id: 'c:penalty' },
    { at: col + BLOCK.awarded, id: 'c:awarded' },
    { at: col + BLOCK.result, id: 'c:result' },
  );
  return list;
}

/** Rows a block takes, the blank row after it included. */
export function blockHeight(size: number): number {
  return size + 3;
}
