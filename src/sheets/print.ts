/**
 * How each of our sheets prints: the downloaded file is the final record (SPEC §1, §5), read on
 * paper as much as on a screen. Google Sheets gives scripts no print settings, so this is the layout
 * of the downloaded record (the workbench's XLSX, workbench/xlsx.ts) — and the layout File → Print
 * gives in Sheets with "Fit to width" and the same orientation (docs/printing.md). Pure: the sheet's id, size and language in, a layout out.
 *
 * - Every sheet: A4, fitted to the page width, the frozen header rows repeated on every page, the
 *   used range as the print area, the tournament and the sheet's name above, "page n of m" below.
 * - The orientation that takes the fewest pages with the type at least 75 % of its size (on as many
 *   pages, the larger type): a sheet a little wider than a portrait page prints portrait, shrunk.
 * - Then shrunk (down to 60 %) when that saves a page: fitted to width and to the fewest pages it
 *   can take so (issue 24 item 7: the record with its day plans within 60 pages). A sheet printed
 *   in parts takes the orientation with fewest pages at 60 % or more instead.
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
  /** pages across (always 1) and down (0: as many as the width gives; n: shrunk to n pages, `shrunkPages`) */
  fitToWidth: 1;
  fitToHeight: number;
  /** rows 1..n repeated on every page; 0: none */
  titleRows: number;
  /** A1 range printed */
  area: string;
  /** inches */
  margins: { left: number; right: number; top: number; bottom: number; header: number; footer: number };
  /** Excel header/footer codes: &L &C &R sections, &A the sheet's name, &P page, &N pages */
  header: string;
  footer: string;
  /**
   * Printed with the record (the whole workbook): false for a plan by player, a handout printed on
   * its own before play (every row of it is on the day plan); the record's file keeps it hidden.
   */
  inRecord: boolean;
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

/** The smallest scale a sheet is fitted to when another orientation prints it larger: type of 10 pt stays 7.5 pt. */
export const MIN_SCALE = 0.75;

/** A sheet fitted to the width of an A4 page: its scale (at most 100 %) and the pages it takes down. */
export function fitted(
  orientation: PrintLayout['orientation'],
  width: number,
  rows: number,
  titleRows: number,
): { scale: number; pages: number } {
  const page = printable(9, orientation);
  const scale = Math.min(1, page.width / width);
  const perPage = Math.max(1, Math.floor(page.height / (ROW_PX * scale)) - titleRows);
  return { scale, pages: Math.ceil(Math.max(rows - titleRows, 1) / perPage) };
}

/**
 * The orientation that prints a sheet on the fewest pages, its type at least MIN_SCALE of its size
 * (or as large as it can be when no page holds it so); on as many pages, the larger type. A sheet a
 * little wider than a portrait page prints portrait, shrunk a little: half as many pages again as
 * landscape, whose fitted width leaves most of each page's height unused (issue 24 item 7).
 */
function leastPages(width: number, rows: number, titleRows: number, floor = MIN_SCALE): PrintLayout['orientation'] {
  const options = (['portrait', 'landscape'] as const).map((o) => ({ o, ...fitted(o, width, rows, titleRows) }));
  const readable = options.filter((x) => x.scale >= floor);
  const pool = readable.length > 0 ? readable : [options.reduce((a, b) => (b.scale > a.scale ? b : a))];
  return pool.reduce((a, b) => (b.pages < a.pages || (b.pages === a.pages && b.scale > a.scale) ? b : a)).o;
}

/**
 * The smallest scale a sheet is shrunk to so that it prints on fewer pages: 10 pt type stays 6 pt,
 * read at arm's length (issue 24 item 7: the record within 60 pages). A sheet wider than that on
 * every page (a 2,000 px group sheet) keeps the scale its width gives.
 */
export const SHRINK_SCALE = 0.6;
/**
 * A row as LibreOffice prints the XLSX (its default font, no row height set), in pixels at 100 %:
 * 15.3 measured in the PDF of the rehearsal's record; 16 to stay on the safe side (LibreOffice then
 * shrinks a little less than counted here, never more).
 */
const PRINT_ROW_PX = 16;

/** The height a page prints rows on, in pixels at 100 %: the header and footer sit in the margins. */
function bodyHeight(orientation: PrintLayout['orientation']): number {
  const [short, long] = PAGE_IN[9];
  return ((orientation === 'portrait' ? long : short) - MARGINS.top - MARGINS.bottom) * DPI;
}

/**
 * The fewest pages down a sheet fitted to the page width can be shrunk to with its type at least
 * SHRINK_SCALE of its size (fit to width and to that many pages: LibreOffice and Excel take the
 * smaller scale of the two); 0 when shrinking saves no page. A tour sheet (114 rows, 1,360 px):
 * 3 pages at 77 %, 2 at 69 %.
 */
export function shrunkPages(
  orientation: PrintLayout['orientation'],
  width: number,
  rows: number,
  titleRows: number,
): number {
  const height = bodyHeight(orientation);
  const widthScale = Math.min(1, printable(9, orientation).width / width);
  const body = Math.max(rows - titleRows, 1);
  const pagesAt = (scale: number) =>
    Math.ceil(body / Math.max(1, Math.floor(height / (PRINT_ROW_PX * scale)) - titleRows));
  const atWidth = pagesAt(widthScale);
  for (let n = 1; n < atWidth; n++) {
    // n pages hold the body when each holds its share plus the repeated rows.
    const scale = height / (PRINT_ROW_PX * (titleRows + Math.ceil(body / n)));
    if (Math.min(scale, widthScale) >= SHRINK_SCALE) return n;
  }
  return 0;
}

/**
 * Whether a sheet prints with the record: every sheet but the handouts — the plans by player ("…
 * план участников", "… план команд"), each the day plan's own rows sorted by name (14 pages), the
 * week cards (one card per person, 46 pages for the largest field) and the board (the published
 * view, 8 pages) — printed on their own (File → Print → Current sheet) or read online (issue 24
 * item 7: the record with its day plans within 60 pages).
 */
export function inPrintedRecord(id: string | null): boolean {
  return id === null || !(id.startsWith('dayplan.people.') || id === 'week' || id === 'board');
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
  const titleRows = p.frozenRows > 0 && p.frozenRows < rows ? p.frozenRows : 0;
  // A part starting at 0-based row r: the page breaks after the row above it, 1-based r.
  const rowBreaks = [...new Set(p.pages ?? [])]
    .filter((r) => r > 0 && r < rows)
    .sort((x, y) => x - y)
    .slice(1);
  // A sheet printed in parts (each on pages of its own) is not shrunk to a number of pages: the
  // orientation that takes fewest pages with its type at least SHRINK_SCALE does it.
  const parts = rowBreaks.length > 0;
  const orientation = bracket ? 'landscape' : leastPages(width, rows, titleRows, parts ? SHRINK_SCALE : MIN_SCALE);
  let paper: Paper = 9;
  if (bracket) {
    const page = printable(9, 'landscape');
    if (Math.min(page.width / width, page.height / height) < 0.5) paper = 8;
  }
  return {
    paper,
    orientation,
    fitToWidth: 1,
    fitToHeight: bracket ? 1 : parts ? 0 : shrunkPages(orientation, width, rows, titleRows),
    titleRows,
    area: `A1:${a1(rows - 1, cols - 1)}`,
    margins: { ...MARGINS },
    header: `&L&8${TOURNAMENT[p.lang]} ${p.year}&R&8&A`,
    footer: `&C&8${PAGE[p.lang]}`,
    inRecord: inPrintedRecord(p.id),
    rowBreaks,
  };
}
