/**
 * The preference tournament (Ch. 5, SPEC §4 Preference): the attendance sheet
 * (./attendanceSheet.ts), one sheet per tour (./tourSheet.ts), the final sheet (./finalSheet.ts)
 * and the standings sheet (./standingsSheet.ts), each table's entry block (./tableBlock.ts), and
 * the server actions that seat the tours (src/sheets/actions/: prepareAttendance.ts, seatTour.ts,
 * seatFinal.ts, preferenceStatus.ts). This module holds what those sheets share: the limits and
 * defaults, the colours, a ticked cell, a damaged sheet.
 *
 * - Attendance (Art. 16 item 4): one checkbox per player and tour; ticked = the player announced
 *   he skips that tour: he is not seated and gets −8 (Art. 16 item 12).
 * - A tour sheet: the roster of every player in registration order (table, missed, whists,
 *   rating by one PREF_RATING spill) and, beside it, one entry block per table: pools,
 *   mountains and the whists each player wrote on each other (Code 4), settled by
 *   PREF_CLOSE_BULLET with the compulsory close of Art. 18 item 13.
 * - Tour 1 is drawn (Art. 17 item 3) with a recorded seed; tours 2–T are seated by the standings
 *   after the previous tour (Art. 16 item 16, Art. 17 item 4), computed here in TypeScript from
 *   the typed inputs of the tour sheets (never from custom-function results read back).
 * - The final (Art. 17 items 5–6): the top 4 of the standings after the last tour, leaving out
 *   anyone who missed it; places by the whists of the final party.
 *
 * Tables are numbered 1, 2, …; the seat order is the list order (the last listed deals first,
 * Art. 16 item 5.1). Names are always written as literal text, never inside a formula.
 *
 * Identity (SPEC §5): every preference sheet marks the rows and columns its readers use with
 * anchors (developer metadata, ../identity.ts) — the top row, the header rows, each table block's
 * title row ("t:3"; the final's "final"), the final's places ("places"), the roster's last row
 * ("roster"), every column read ("c:…"; the attendance's "tour:k"). Readers see the sheet in the
 * plan's coordinates wherever rows and columns moved (`realign`), and check what they see: the
 * roster numbered 1…N with no gap, each block's seats numbered 1…n and holding the roster's
 * players of that table. What cannot be trusted refuses in words, naming cells where they are now.
 */
import { formatMessage } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { cellText, isTrue } from '../context';

export { isTrue };
import { describeAnchor } from '../damage';
import type { CellValue } from '../gas';
import type { Anchors, Realigned } from '../identity';
import { a1, cellRect, SHEET_COLORS } from '../plan';

// ---- limits and defaults ---------------------------------------------------------------------

export const DEFAULT_TOURS = 7;
export const DEFAULT_POOL = 120;
export const DEFAULT_FINAL_POOL = 200;
export const DEFAULT_TOUR_MINUTES = 90;
/** The settings sheet allows 1–15 tours (Art. 17 item 1 says 7). */
export const MAX_TOURS = 15;
export const POOL_MAX = 1000;
export const MOUNTAIN_LIMIT = 10000;
export const WHISTS_MAX = 100000;

// ---- what the preference sheets share ---------------------------------------------------------

export const COLOR = {
  ...SHEET_COLORS,
  qualifier: SHEET_COLORS.good,
  formula: '#f3f3f3',
  diagonal: '#bfbfbf',
  closed: '#fce5cd',
  missed: '#e7e6e6',
  /** what the add-on writes from the referee's rulings (penalties, an awarded result) */
  ruling: '#ead1dc',
};

export const cell = cellRect;

export function damaged(sheet: string, detail: string): never {
  return fail('prefSheetDamaged', { sheet, detail });
}

/**
 * A positive number of a sheet's heading (a pool target, a time limit), read where the plan put it
 * in a realigned view; anything else is `prefSheetDamaged`, naming the cell where it is now (`at`).
 */
export function headingNumber(
  values: readonly (readonly CellValue[])[],
  row: number,
  col: number,
  sheet: string,
  at: (row: number, col: number) => string,
): number {
  const v = values[row]?.[col];
  const x = typeof v === 'number' ? v : Number(cellText(v));
  if (!Number.isFinite(x) || x <= 0 || cellText(v) === '') damaged(sheet, at(row, col));
  return x;
}

// ---- identity: anchors and refusals in words ------------------------------------------------------

/** A sheet as a reader gets it: values (and formulas and anchors) read once. No anchors: a sheet written before they existed. */
export interface SheetRead {
  values: CellValue[][];
  formulas?: string[][];
  anchors?: Anchors;
}

/** The anchors of a sheet that has none (read where the plan put things). */
export const NO_ANCHORS: Anchors = {
  rows: new Map(),
  cols: new Map(),
  ambiguous: new Set(),
  entries: [],
  state: null,
  written: { rows: new Map(), cols: new Map() },
};

/** Whether a sheet carries any anchor of ours (else it was written before anchors existed). */
export function hasAnchors(anchors: Anchors): boolean {
  return anchors.rows.size > 0 || anchors.cols.size > 0;
}

/** One anchor id of a preference sheet in words ("table 3", "the final table", "the column of tour 2"). */
export function describePrefAnchor(id: string, lang: Lang): string {
  if (id === 'final') return formatMessage('anchorFinalTable', {}, lang);
  if (id === 'places') return formatMessage('anchorFinalPlaces', {}, lang);
  const tour = /^(?:tour|kept):(\d+)$/.exec(id);
  if (tour) return formatMessage('anchorTourColumn', { n: tour[1] }, lang);
  return describeAnchor(id, lang);
}

function describePrefAnchors(ids: readonly string[], lang: Lang): string {
  const words = [...new Set(ids.map((id) => describePrefAnchor(id, lang)))];
  return words.length > 5 ? `${words.slice(0, 5).join('; ')} …` : words.join('; ');
}

/** Refuses (`rowsLost`, `rowsMoved`) when a realigned preference sheet lost anchors or has them out of order. */
export function refuseLostOrMoved(sheet: string, view: Pick<Realigned, 'lost' | 'disordered'>, lang: Lang): void {
  if (view.lost.length > 0) fail('rowsLost', { sheet, what: describePrefAnchors(view.lost, lang) });
  if (view.disordered.length > 0) fail('rowsMoved', { sheet, what: describePrefAnchors(view.disordered, lang) });
}

/**
 * Refuses (`prefSheetDamaged`) when rows were inserted, deleted or moved inside a part of the sheet
 * the add-on reads row by row (the roster, a table block): `what` is that part's anchor id, `row`
 * and `col` the sheet's own cell where it shows (0-based).
 */
export function damagedRows(sheet: string, what: string, row: number, col: number, lang: Lang): never {
  return damaged(
    sheet,
    formatMessage('prefRowsChanged', { what: describePrefAnchor(what, lang), cell: a1(row, col) }, lang),
  );
}
