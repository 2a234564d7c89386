/**
 * How each of our sheets prints: the downloaded file is the final record (SPEC §1, §5), read on
 * paper as much as on a screen. Google Sheets gives scripts no print settings, so this is the layout
 * of the downloaded record (the workbench's XLSX, workbench/xlsx.ts) — and the layout File → Print
 * gives in Sheets with "Fit to width" and the same orientation (docs/printing.md). Pure: the sheet's id, size and language in, a layout out.
 *
 * - Every sheet: A4, fitted to the page width, the frozen header rows repeated on every page, the
 *   used range as the print area, the tournament and the sheet's name above, "page n of m" below.
 * - Portrait when the sheet's columns fit a portrait page at 100 %, landscape otherwise.
 * - A bracket (the play-off or the billiards net) on one landscape page: fitted to width and height;
 *   on A3 when A4 would shrink it below half size (the 64-player net).
 * - A sheet printed in parts (a day plan: one day to a part) starts a new page at each
 *   part after the first (`pages`: the rows the sheet marks, its row anchors "p:…").
 */
import type { Lang } from '../i18n/messages';
import { a1 } from './plan';

export interface PrintInput {
  /** the sheet's id (identity.ts: "bracket.billiards", "pref.tour.3" …), or null for a sheet not ours */
  id: string | null;
  lang: Lang;
  /** the used range */
  rows: number;
  cols: number;
  /** the column widths in pixels, 0-based (missing: 100 px, Sheets' default) */
  widths: readonly number[];
  /** header rows frozen on screen: repeated on every printed page */
  frozenRows: number;
  /** the tournament's year, for the header */
  year: number;
  /** 0-based rows where a part starts that prints on a page of its own (a day plan's days) */
  pages?: readonly number[];
}

/** Paper sizes as Excel numbers them (ECMA-376 §18.3.1.63): 9 = A4, 8 = A3. */
export type Paper = 9 | 8;

export interface PrintLayout {
  paper: Paper;
  orientation: 'portrait' | 'landscape';
  /** pages across (always 1) and down (0: as many as needed) */
  fitToWidth: 1;
  fitToHeight: 0 | 1;
  /** rows 1..n repeated on every page; 0: none */
  titleRows: number;
  /** A1 range printed */
  area: string;
  /** inches */
  margins: { left: number; right: number; top: number; bottom: number; header: number; footer: number };
  /** Excel header/footer codes: &L &C &R sections, &A the sheet's name, &P page, &N pages */
  header: string;
  footer: string;
  /** 1-based rows after which a new page starts (the first part follows the sheet's heading on page 1) */
  rowBreaks: number[];
}

/** Pixels of a 96-dpi page: A4 is 8.27 × 11.69 in, A3 11.69 × 16.54 in. */
const PAGE_IN: Record<Paper, readonly [number, number]> = { 9: [8.27, 11.69], 8: [11.69, 16.54] };
const MARGINS = { left: 0.4, right: 0.4, top: 0.75, bottom: 0.6, header: 0.3, footer: 0.3 };
const DPI = 96;
/** Sheets' default row height and column width, in pixels. */
const ROW_PX = 21;
const COL_PX = 100;

const TOURNAMENT: Record<Lang, string> = { ru: 'Турниры KASE', kk: 'KASE турнирлері', en: 'KASE tournaments' };
const PAGE: Record<Lang, string> = { ru: 'Стр. &P из &N', kk: '&P-бет, барлығы &N', en: 'Page &P of &N' };

/** The printable width and height of a page, in pixels at 100 %. */
function printable(paper: Paper, orientation: PrintLayout['orientation']): { width: number; height: number } {
  const [short, long] = PAGE_IN[paper];
  const [w, h] = orientation === 'portrait' ? [short, long] : [long, short];
  return {
    width: (w - MARGINS.left - MARGINS.right) * DPI,
    height: (h - MARGINS.top - MARGINS.bottom - MARGINS.header - MARGINS.footer) * DPI,
  };
}

export function isBracket(id: string | null): boolean {
  return id !== null && (id.startsWith('bracket.') || id.startsWith('tree.'));
}

export function printLayout(p: PrintInput): PrintLayout {
  const rows = Math.max(p.rows, 1);
  const cols = Math.max(p.cols, 1);
  let width = 0;
  for (let c = 0; c < cols; c++) width += p.widths[c] ?? COL_PX;
  const height = rows * ROW_PX;
  const bracket = isBracket(p.id);
  const orientation = bracket || width > printable(9, 'portrait').width ? 'landscape' : 'portrait';
  let paper: Paper = 9;
  if (bracket) {
    const page = printable(9, 'landscape');
    if (Math.min(page.width / width, page.height / height) < 0.5) paper = 8;
  }
  const titleRows = p.frozenRows > 0 && p.frozenRows < rows ? p.frozenRows : 0;
  return {
    paper,
    orientation,
    fitToWidth: 1,
    fitToHeight: bracket ? 1 : 0,
    titleRows,
    area: `A1:${a1(rows - 1, cols - 1)}`,
    margins: { ...MARGINS },
    header: `&L&8${TOURNAMENT[p.lang]} ${p.year}&R&8&A`,
    footer: `&C&8${PAGE[p.lang]}`,
    // A part starting at 0-based row r: the page breaks after the row above it, 1-based r.
    rowBreaks: [...new Set(p.pages ?? [])]
      .filter((r) => r > 0 && r < rows)
      .sort((x, y) => x - y)
      .slice(1),
  };
}
