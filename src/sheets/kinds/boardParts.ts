/**
 * What the board's parts below the group games share (issue 25 item 1): a part says how many rows it
 * takes and writes its formulas from a given row (./boardPlayoff.ts, ./boardPreference.ts; put
 * together by ./boardExtras.ts), with headings that look like the board's own.
 */
import type { Lang } from '../../i18n/messages';
import { SHEET_COLORS, type Format, type Grid } from '../plan';
import { BOARD_COLS } from './boardLayout';

/** A part of the board: its height, and how it writes itself from row `top`. */
export interface BoardPart {
  rows: number;
  write(g: Grid, lang: Lang, top: number): void;
}

/** A game's heading: white on the title colour, as the group games' headings. */
export const GAME_HEADING: Omit<Format, 'rect'> = {
  bold: true,
  background: SHEET_COLORS.title,
  fontColor: SHEET_COLORS.titleText,
};

export function partHeading(g: Grid, row: number, text: string | { f: string }, style: Omit<Format, 'rect'>): void {
  g.put(row, 0, text);
  g.formats.push({ rect: { row, col: 0, rows: 1, cols: BOARD_COLS }, ...style });
}

export function partHeads(g: Grid, row: number, labels: readonly string[]): void {
  labels.forEach((l, c) => g.put(row, c, l));
  g.formats.push({ rect: { row, col: 0, rows: 1, cols: BOARD_COLS }, bold: true, background: SHEET_COLORS.header });
}

/** A text as a formula's literal: "a ""b""". */
export function literal(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}
