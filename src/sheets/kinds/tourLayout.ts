/**
 * Preference: where everything of a tour sheet sits — its heading (pool target, time limit, how it
 * was seated), the roster of every player in registration order, and beside it one entry block per
 * table (./tableBlockLayout.ts) — and the anchors its rows and columns are found again by: the top
 * row, the roster's header row and its last row ("roster"), each block's title row ("t:3"), every
 * column the reader (./tourReader.ts) uses.
 */
import type { Table } from '../../rules/seating';
import type { AnchorSpec } from '../plan';
import {
  BLOCK,
  blockColumnAnchors,
  blockHeight,
  reservedSeats,
  type BlockLayout,
  type KeptRef,
} from './tableBlockLayout';

/** Roster columns and rows of a tour sheet; the entry blocks start at column `blocks`. */
export const TOUR = {
  title: 0,
  poolRow: 1,
  timeRow: 2,
  label: 1,
  value: 2,
  header: 4,
  first: 5,
  no: 0,
  player: 1,
  table: 2,
  missed: 3,
  whists: 4,
  rating: 5,
  blocks: 7,
  blockTop: 3,
  width: 7 + BLOCK.width,
} as const;

export interface TourLayout {
  /** the roster: every player, registration order */
  players: string[];
  blocks: BlockLayout[];
  rows: number;
}

/**
 * A table as a tour sheet holds it: the players who play, and what the referee's rulings put
 * there (./rulingsSheet.ts): the players not admitted once seated, penalties, an awarded result.
 */
export interface SeatedTable extends Table {
  absent?: string[];
  /** seats who left the party under way (issue 24 item 16): they stay seats, the tour counts missed */
  left?: string[];
  /** by seat, mountain points; null/0 = none */
  penalties?: (number | null)[];
  awarded?: number[] | null;
  /** kept deal by deal: where its pulka is (./protocolSheet.ts) */
  kept?: KeptRef | null;
}

/** Where everything of a tour sheet is; `tables` in table order (labels "1", "2", …). */
export function tourLayout(players: readonly string[], tables: readonly SeatedTable[]): TourLayout {
  const blocks: BlockLayout[] = [];
  let top: number = TOUR.blockTop;
  for (const t of tables) {
    const b: BlockLayout = { label: t.label, players: t.players.slice(), top, col: TOUR.blocks };
    if (t.absent && t.absent.length > 0) b.absent = t.absent.slice();
    if (t.left && t.left.length > 0) b.left = t.left.slice();
    if (t.penalties) b.penalties = t.penalties.slice();
    if (t.awarded) b.awarded = t.awarded.slice();
    if (t.kept) b.kept = { ...t.kept };
    blocks.push(b);
    top += blockHeight(reservedSeats(b));
  }
  return { players: players.slice(), blocks, rows: Math.max(TOUR.first + players.length, top, TOUR.first + 1) };
}

/** The columns of a tour sheet the reader uses: the roster's and the blocks'. */
export function tourColumns(): AnchorSpec[] {
  return [
    { at: TOUR.no, id: 'c:no' },
    { at: TOUR.player, id: 'c:player' },
    { at: TOUR.table, id: 'c:table' },
    { at: TOUR.missed, id: 'c:missed' },
    { at: TOUR.whists, id: 'c:whists' },
    { at: TOUR.rating, id: 'c:rating' },
    ...blockColumnAnchors(TOUR.blocks),
  ];
}

export const TOUR_TOP: AnchorSpec = { at: 0, id: 'top' };

export const TOUR_HEADER: AnchorSpec = { at: TOUR.header, id: 'header' };

/**
 * The rows and columns of a tour sheet found again by developer metadata: the top row, the roster's
 * header row and its last row ("roster"), each table block's title row ("t:3"), and the columns of
 * the roster and of the blocks. (The roster's last row may also be a block's title row: it then
 * carries both.)
 */
export function tourAnchors(layout: TourLayout): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const rows: AnchorSpec[] = [TOUR_TOP, TOUR_HEADER, ...layout.blocks.map((b) => ({ at: b.top, id: `t:${b.label}` }))];
  if (layout.players.length > 0) rows.push({ at: TOUR.first + layout.players.length - 1, id: 'roster' });
  return { rows, cols: tourColumns() };
}
