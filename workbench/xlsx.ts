/**
 * The spreadsheet as an XLSX file, the way a committee member downloads it (File → Download →
 * Microsoft Excel) and keeps it as the final record (SPEC §1: "it must read correctly outside
 * Google Sheets, with no #NAME? cells").
 *
 * - Every sheet, in tab order; every value as the spreadsheet shows it (computed by the fake's
 *   formula engine); bold, italic, font colour, background, number format, horizontal alignment,
 *   wrap, column widths and frozen panes. Not exported: data validation, conditional formats,
 *   protections (none of them changes what a cell shows once the file is closed to edits).
 * - A formula made only of functions that Excel and LibreOffice both have (PORTABLE_FUNCTIONS)
 *   is written as the formula together with its cached result, so the file shows the value
 *   without recalculating and still recalculates to the same value.
 * - A formula that calls one of the add-on's custom functions (the exports of
 *   src/functions/index.ts: PREF_…, BG_MATCH_POINTS, GROUP_RANK, GROUP_TABLE) cannot be computed
 *   outside Google Sheets, and would show #NAME? after a recalculation: its value is written
 *   instead. So is any formula using a function not on the portable list (e.g. Sheets-only
 *   REGEXMATCH, FILTER, ARRAYFORMULA), and an array formula (its spill area holds values anyway).
 * - Deterministic: the same book gives the same bytes. The document's created / modified dates
 *   are `options.date` (default: the book's clock, `book.now`), and every zip entry carries that
 *   date too (JSZip, inside exceljs, stamps the current time; the entries are patched after).
 *
 * docs/workbench.md, "Rehearsal and XLSX", explains the choices and what LibreOffice shows.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { cellA1, parseA1 } from '../fakes/a1';
import type { FakeBook } from '../fakes/book';
import { langFromLocale } from '../src/i18n/format';
import type { Lang } from '../src/i18n/messages';
import { findIds } from '../src/sheets/idColumn';
import { META } from '../src/sheets/identity';
import type { CellValue } from '../src/sheets/gas';
import { printLayout } from '../src/sheets/print';
import { QR_DARK } from '../src/sheets/kinds/qrBlock';
import * as customFunctions from '../src/functions/index';

/** Our custom functions: computed only inside Google Sheets (and the fake). */
export const CUSTOM_FUNCTIONS: readonly string[] = Object.keys(customFunctions).filter(
  (k) => /^[A-Z][A-Z0-9_]*$/.test(k) && typeof (customFunctions as Record<string, unknown>)[k] === 'function',
);

/**
 * Functions that Excel 2007+ (no `_xlfn.` prefix needed) and LibreOffice 7.4 both have, with the
 * same meaning as in Google Sheets. Our generators use IF, AND, OR, NOT, ISNUMBER, ISNA, COUNT,
 * COUNTA, COUNTBLANK, COUNTIF, SUM, MAX, INDEX, MATCH, EXACT (`grep` of src/sheets); the rest is
 * room for later formulas. A formula with any other function is exported as its value.
 */
export const PORTABLE_FUNCTIONS: ReadonlySet<string> = new Set([
  'ABS',
  'AND',
  'AVERAGE',
  'CHOOSE',
  'COLUMN',
  'COLUMNS',
  'CONCATENATE',
  'COUNT',
  'COUNTA',
  'COUNTBLANK',
  'COUNTIF',
  'COUNTIFS',
  'EXACT',
  'FALSE',
  'HLOOKUP',
  'IF',
  'IFERROR',
  'INDEX',
  'INT',
  'ISBLANK',
  'ISERROR',
  'ISNA',
  'ISNUMBER',
  'ISTEXT',
  'LARGE',
  'LEFT',
  'LEN',
  'LOWER',
  'MATCH',
  'MAX',
  'MID',
  'MIN',
  'MOD',
  'NOT',
  'OR',
  'RIGHT',
  'ROUND',
  'ROW',
  'ROWS',
  'SMALL',
  'SUM',
  'SUMIF',
  'SUMIFS',
  'SUMPRODUCT',
  'TRIM',
  'TRUE',
  'UPPER',
  'VLOOKUP',
]);

/** The function names a formula calls (outside string literals and quoted sheet names), upper-case. */
export function functionsIn(formula: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < formula.length) {
    const ch = formula[i] as string;
    if (ch === '"' || ch === "'") {
      // a string literal or a quoted sheet name; a doubled quote is an escaped one
      i++;
      while (i < formula.length) {
        if (formula[i] === ch) {
          if (formula[i + 1] === ch) i += 2;
          else break;
        } else i++;
      }
      i++;
      continue;
    }
    const m = /^[A-Za-z_][A-Za-z0-9_.]*(?=\s*\()/.exec(formula.slice(i));
    if (m && !/[A-Za-z0-9_.!$]/.test(formula[i - 1] ?? '')) {
      out.push(m[0].toUpperCase());
      i += m[0].length;
      continue;
    }
    i++;
  }
  return out;
}

/** Why a formula is exported as its value, or null when it is kept as a formula. */
export function valueOnlyReason(formula: string): string | null {
  const fns = functionsIn(formula);
  const custom = fns.find((f) => CUSTOM_FUNCTIONS.includes(f));
  if (custom) return `custom function ${custom}`;
  const other = fns.find((f) => !PORTABLE_FUNCTIONS.has(f));
  return other ? `function ${other} is not on the portable list` : null;
}

export interface ExportOptions {
  /** The document's created / modified date and every zip entry's date (default: `book.now`). */
  date?: Date;
  /** The tournament's language, for the printed header and footer (default: the book's locale). */
  lang?: Lang;
}

/** What book.snapshot() gives for a sheet (the parts used here). */
interface SheetSnapshot {
  name: string;
  formulas: Record<string, string>;
  formats: Record<
    string,
    {
      background?: string;
      fontWeight?: string;
      fontStyle?: string;
      fontColor?: string;
      numberFormat?: string;
      horizontalAlignment?: string;
      wrap?: boolean;
      border?: Partial<Record<'top' | 'left' | 'bottom' | 'right', boolean>>;
    }
  >;
  frozen: { rows: number; cols: number };
  columnWidths: Record<string, number>;
  rowHeights?: Record<string, number>;
  /** 0-based columns hidden (the id column, src/sheets/idColumn.ts): hidden in the record too, as Google's download keeps them */
  hiddenColumns?: number[];
  /** 0-based rows hidden (the id row of the columns, src/sheets/idColumn.ts): hidden in the record too */
  hiddenRows?: number[];
  metadata: { key: string; value: string | null; type: string; start?: number }[];
}

/** A boolean's number format in the record: ✓ when true, — when false. */
export const BOOLEAN_FORMAT = '"✓";"✓";"—"';

/** Excel's error values; anything else the spreadsheet shows as an error is written as #VALUE!. */
const EXCEL_ERRORS = new Set(['#NULL!', '#DIV/0!', '#VALUE!', '#REF!', '#NAME?', '#NUM!', '#N/A']);

function argb(color: string): string | null {
  const m = /^#([0-9a-f]{6})$/i.exec(color.trim());
  return m ? `FF${(m[1] as string).toUpperCase()}` : null;
}

/** Pixels (Sheets) to Excel's column width in characters of the default font. */
function widthChars(px: number): number {
  return Math.round(((Math.max(px, 12) - 5) / 7) * 100) / 100;
}

type Cached = string | number | boolean | Date | { error: string };

/** The whole book as an XLSX file (see the file comment). */
export async function exportXlsx(book: FakeBook, options: ExportOptions = {}): Promise<Buffer> {
  const date = options.date ?? new Date(book.now);
  const lang = options.lang ?? langFromLocale(book.locale);
  const wb = new ExcelJS.Workbook();
  wb.creator = 'KASE tournaments';
  wb.lastModifiedBy = 'KASE tournaments';
  wb.created = date;
  wb.modified = date;
  wb.calcProperties = { fullCalcOnLoad: false };
  const snapshot = book.snapshot() as SheetSnapshot[];
  const errors = new Map<string, string>();
  for (const e of book.errorCells()) errors.set(`${e.sheet}\u0000${e.a1}`, e.error);

  for (const s of snapshot) {
    const ws = wb.addWorksheet(s.name, {
      views:
        s.frozen.rows > 0 || s.frozen.cols > 0
          ? [{ state: 'frozen', xSplit: s.frozen.cols, ySplit: s.frozen.rows }]
          : [],
      properties: { defaultColWidth: widthChars(100) } as ExcelJS.WorksheetProperties,
    });
    for (const [c, px] of Object.entries(s.columnWidths)) ws.getColumn(Number(c) + 1).width = widthChars(px);
    for (const c of s.hiddenColumns ?? []) ws.getColumn(c + 1).hidden = true;
    for (const r of s.hiddenRows ?? []) ws.getRow(r + 1).hidden = true;
    // Points, as Excel counts a row's height: 3/4 of a pixel at 96 dpi (a QR code's square modules).
    for (const [r, px] of Object.entries(s.rowHeights ?? {})) ws.getRow(Number(r) + 1).height = px * 0.75;
    const sheetId = book.hf.getSheetId(s.name);
    const values = book.toMatrix(s.name);
    setPrint(ws, s, values, lang, date);
    values.forEach((row, r) =>
      row.forEach((v, c) => {
        const a1 = ws.getCell(r + 1, c + 1).address;
        const err = errors.get(`${s.name}\u0000${a1}`);
        const cached: Cached | null =
          err !== undefined
            ? { error: EXCEL_ERRORS.has(err) ? err : '#VALUE!' }
            : v === '' || v === null || v === undefined
              ? null
              : v;
        const formula = s.formulas[a1];
        const isArray =
          formula !== undefined &&
          sheetId !== undefined &&
          book.hf.getCellType({ sheet: sheetId, row: r, col: c }) === 'ARRAYFORMULA';
        const cell = ws.getCell(r + 1, c + 1);
        if (formula !== undefined && !isArray && valueOnlyReason(formula) === null) {
          cell.value = {
            formula: formula.replace(/^=/, ''),
            result: (cached ?? '') as ExcelJS.CellFormulaValue['result'],
          } as ExcelJS.CellFormulaValue;
        } else if (cached !== null) {
          cell.value = cached as ExcelJS.CellValue;
        }
        if (v instanceof Date) cell.numFmt = 'yyyy-mm-dd hh:mm:ss';
        // A checkbox or a yes/no column prints as ✓ or — (LibreOffice shows a boolean through its
        // number format; Excel keeps TRUE / FALSE), not as TRUE / FALSE in a Russian sheet.
        if (typeof v === 'boolean') cell.numFmt = BOOLEAN_FORMAT;
      }),
    );
    for (const [a1, f] of Object.entries(s.formats)) {
      const { row, col } = parseA1(a1);
      const cell = ws.getCell(row + 1, col + 1); // exceljs counts from 1
      const font: Partial<ExcelJS.Font> = {};
      if (f.fontWeight === 'bold') font.bold = true;
      if (f.fontStyle === 'italic') font.italic = true;
      const color = f.fontColor ? argb(f.fontColor) : null;
      if (color) font.color = { argb: color };
      if (Object.keys(font).length > 0) cell.font = font;
      const bg = f.background ? argb(f.background) : null;
      if (bg) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: bg } };
      if (f.numberFormat) cell.numFmt = f.numberFormat;
      const alignment: Partial<ExcelJS.Alignment> = {};
      const h = f.horizontalAlignment?.toLowerCase();
      if (h === 'left' || h === 'center' || h === 'right') alignment.horizontal = h;
      if (f.wrap) alignment.wrapText = true;
      if (Object.keys(alignment).length > 0) cell.alignment = alignment;
      if (f.border) {
        const border: Partial<ExcelJS.Borders> = {};
        for (const side of ['top', 'left', 'bottom', 'right'] as const)
          if (f.border[side]) border[side] = { style: 'thin', color: { argb: 'FF000000' } };
        cell.border = border;
      }
    }
  }
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());
  return stampZipDates(buffer, date);
}

/**
 * The range a sheet prints: up to its last row and column with anything in them. Rows at the end
 * of a form, left blank, are not printed (issue 24 item 7): a row holding nothing but its number in
 * the first column (a kept table's deal rows not played: 36 of them printed a page of their own) or
 * unticked boxes (a registration's rows of committee picks not used).
 */
export function usedRange(values: readonly (readonly unknown[])[]): { rows: number; cols: number } {
  const blank = (v: unknown) => v === '' || v === null || v === undefined;
  const formRow = (row: readonly unknown[]) =>
    row.every((v, c) => blank(v) || v === false || (c === 0 && typeof v === 'number'));
  let rows = values.length;
  while (rows > 0 && formRow(values[rows - 1] as readonly unknown[])) rows--;
  let cols = 0;
  for (const row of values.slice(0, rows)) {
    const last = row.reduce<number>((m, v, c) => (blank(v) ? m : c + 1), 0);
    cols = Math.max(cols, last);
  }
  return { rows, cols };
}

/**
 * An area as exceljs must be given it to write it absolute: it puts "$" before the text, so "A$1:L$18"
 * is written $A$1:$L$18. Given "A1:L18" it writes $A1:$L18, which LibreOffice does not take as the
 * print area (it printed the whole sheet: issue 24 item 7).
 */
export function absoluteArea(area: string): string {
  return area.replace(/\$/g, '').replace(/([A-Z]+)(\d+)/g, '$1$$$2');
}

/** The range taken further to hold a QR code's dark modules (src/sheets/kinds/qrBlock.ts: backgrounds, no values). */
function withQrModules(
  used: { rows: number; cols: number },
  formats: SheetSnapshot['formats'],
): { rows: number; cols: number } {
  let { rows, cols } = used;
  for (const [a1, f] of Object.entries(formats)) {
    if (f.background?.toLowerCase() !== QR_DARK) continue;
    const { row, col } = parseA1(a1);
    rows = Math.max(rows, row + 1);
    cols = Math.max(cols, col + 1);
  }
  return { rows, cols };
}

/** The sheet's print layout (src/sheets/print.ts) as the XLSX page setup, header and footer. */
function setPrint(
  ws: ExcelJS.Worksheet,
  s: SheetSnapshot,
  values: readonly (readonly unknown[])[],
  lang: Lang,
  date: Date,
): void {
  const used = withQrModules(usedRange(values), s.formats);
  const hidden = new Set(s.hiddenColumns ?? []);
  const widths = Array.from({ length: used.cols }, (_, c) => (hidden.has(c) ? 0 : (s.columnWidths[String(c)] ?? 100)));
  const id = s.metadata.find((m) => m.key === META.sheet && m.type === 'SHEET')?.value ?? null;
  // Parts printed on pages of their own: the rows marked "p:…" (a day plan's days) — in the id column,
  // or in row metadata on a sheet written before the id column (src/sheets/idColumn.ts).
  const pages = [
    ...s.metadata
      .filter((m) => m.key === META.row && m.type === 'ROW' && /^p:/.test(m.value ?? '') && typeof m.start === 'number')
      .map((m) => (m.start as number) - 1),
    ...[...findIds(values as CellValue[][]).rows].filter(([id]) => id.startsWith('p:')).flatMap(([, rows]) => rows),
  ];
  const p = printLayout({
    id,
    lang,
    rows: used.rows,
    cols: used.cols,
    widths,
    frozenRows: s.frozen.rows,
    year: date.getUTCFullYear(),
    pages,
  });
  ws.pageSetup = {
    ...ws.pageSetup,
    paperSize: p.paper as number as ExcelJS.PaperSize, // exceljs names no A3 (8), but writes the number as given
    orientation: p.orientation,
    fitToPage: true,
    fitToWidth: p.fitToWidth,
    fitToHeight: p.fitToHeight,
    horizontalCentered: true,
    margins: p.margins,
    // A handout (not in the record) has none: LibreOffice prints a hidden sheet that has a print area.
    ...(p.inRecord ? { printArea: absoluteArea(p.area) } : {}),
    ...(p.titleRows > 0 ? { printTitlesRow: `1:${p.titleRows}` } : {}),
  };
  ws.headerFooter = { ...ws.headerFooter, oddHeader: p.header, oddFooter: p.footer };
  // Printing the workbook prints the record: a handout (a plan by player) stays in the file, hidden
  // and with no print area (Excel skips a hidden sheet; LibreOffice one with no print area too).
  if (!p.inRecord) ws.state = 'hidden';
  for (const r of p.rowBreaks) ws.getRow(r).addPageBreak();
}

/** MS-DOS date and time of a zip entry (local time fields; we write the UTC clock). */
function dosDateTime(d: Date): { date: number; time: number } {
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
  };
}

/**
 * Sets every entry's modification date in a zip (local headers and the central directory) to
 * `date`. Walks the central directory from the end-of-central-directory record, so nothing in the
 * compressed data is mistaken for a header.
 */
export function stampZipDates(zip: Buffer, date: Date): Buffer {
  const out = Buffer.from(zip);
  const { date: dd, time: tt } = dosDateTime(date);
  let eocd = -1;
  for (let i = out.length - 22; i >= Math.max(0, out.length - 22 - 0xffff); i--) {
    if (out.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('stampZipDates: not a zip file (no end of central directory)');
  const entries = out.readUInt16LE(eocd + 10);
  let p = out.readUInt32LE(eocd + 16);
  for (let e = 0; e < entries; e++) {
    if (out.readUInt32LE(p) !== 0x02014b50) throw new Error(`stampZipDates: bad central directory entry at ${p}`);
    out.writeUInt16LE(tt, p + 12);
    out.writeUInt16LE(dd, p + 14);
    const local = out.readUInt32LE(p + 42);
    if (out.readUInt32LE(local) !== 0x04034b50) throw new Error(`stampZipDates: bad local header at ${local}`);
    out.writeUInt16LE(tt, local + 10);
    out.writeUInt16LE(dd, local + 12);
    p += 46 + out.readUInt16LE(p + 28) + out.readUInt16LE(p + 30) + out.readUInt16LE(p + 32);
  }
  return out;
}

/** One entry of a zip file as text (stored or deflated), or undefined when it has none by that name. */
export function zipText(zip: Buffer, name: string): string | undefined {
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return undefined;
  let p = zip.readUInt32LE(eocd + 16);
  for (let e = 0; e < zip.readUInt16LE(eocd + 10); e++) {
    const nameLength = zip.readUInt16LE(p + 28);
    if (zip.toString('utf8', p + 46, p + 46 + nameLength) === name) {
      const local = zip.readUInt32LE(p + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(p + 20));
      return (zip.readUInt16LE(p + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return undefined;
}

/** An error value found in an XLSX file. */
export interface XlsxError {
  sheet: string;
  cell: string;
  /** what the cell shows, e.g. "#NAME?" */
  error: string;
}

/** Texts that are error values in Excel, Google Sheets or LibreOffice ("Err:502"). */
export const ERROR_TEXT =
  /^(#NULL!|#DIV\/0!|#VALUE!|#REF!|#NAME\?|#NUM!|#N\/A|#ERROR!|#SPILL!|#CYCLE!|#CALC!|Err:\d{3})$/;

/**
 * Every cell of an XLSX file that shows an error: an error value, a formula whose cached result
 * is one, or a text that reads as one.
 */
export async function xlsxErrors(file: Buffer): Promise<XlsxError[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const out: XlsxError[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow({ includeEmpty: false }, (row) =>
      row.eachCell({ includeEmpty: false }, (cell) => {
        const v = cell.value as unknown;
        const shown = v && typeof v === 'object' && 'formula' in (v as object) ? (v as { result?: unknown }).result : v;
        let error: string | null = null;
        if (shown && typeof shown === 'object' && 'error' in (shown as object))
          error = String((shown as { error: unknown }).error);
        else if (typeof shown === 'string' && ERROR_TEXT.test(shown.trim())) error = shown.trim();
        if (error !== null) out.push({ sheet: ws.name, cell: cell.address, error });
      }),
    ),
  );
  return out;
}

// ---- LibreOffice: what someone without Google Sheets sees ------------------------------------------------

/** LibreOffice's command, when installed (Debian 12: 7.4); undefined otherwise. */
export const SOFFICE: string | undefined = [
  '/usr/bin/soffice',
  '/usr/local/bin/soffice',
  '/usr/bin/libreoffice',
  '/opt/libreoffice/program/soffice',
].find((p) => existsSync(p));

export interface LibreOfficeOptions {
  /** a scratch directory: LibreOffice's profile and the CSV files go there */
  dir: string;
  /**
   * Recalculate every formula on load (Tools → Options → Calc → Formula → "Recalculation on file
   * load", Excel 2007 and newer: Always). LibreOffice's default is "Never recalculate": it shows
   * the cached values.
   */
  recalc?: boolean;
  /** every cell as shown, through its number format (what a printed page shows), not its value */
  shown?: boolean;
}

/**
 * Opens an XLSX file in LibreOffice (headless) and returns every sheet as it shows it: one CSV per
 * sheet (the CSV filter's sheet option −1, LibreOffice 7.2 and later), parsed into rows of texts.
 */
export function libreOfficeSheets(xlsx: string, o: LibreOfficeOptions): Map<string, string[][]> {
  const sheets = new Map<string, string[][]>();
  for (const [name, csv] of libreOfficeCsv(xlsx, o, false)) sheets.set(name, parseCsv(csv));
  return sheets;
}

/**
 * What a LibreOffice cell holds, by type: null for an empty cell, a string for a text (a formula's
 * "" included), a number, a boolean (LibreOffice's TRUE / FALSE). A field that is none of these
 * (an error such as "Err:502" or "#N/A") comes as its text.
 */
export type LibreOfficeValue = string | number | boolean | null;

/**
 * Opens an XLSX file in LibreOffice (headless) and returns every cell's value with its type, not
 * only as text: the CSV export quotes every text cell (the filter's "quote all text cells") and
 * writes numbers unformatted (not "as shown"), so "3", 3, "" and an empty cell stay apart
 * (`parseCsvTyped`).
 */
export function libreOfficeValues(xlsx: string, o: LibreOfficeOptions): Map<string, LibreOfficeValue[][]> {
  const sheets = new Map<string, LibreOfficeValue[][]>();
  for (const [name, csv] of libreOfficeCsv(xlsx, o, true)) sheets.set(name, parseCsvTyped(csv));
  return sheets;
}

/** Every sheet of the file as LibreOffice's CSV export writes it (one file per sheet). */
function libreOfficeCsv(xlsx: string, o: LibreOfficeOptions, quoteText: boolean): Map<string, string> {
  if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed');
  const profile = join(o.dir, o.recalc ? 'profile-recalc' : 'profile');
  const out = join(o.dir, `${o.recalc ? 'csv-recalc' : 'csv'}${quoteText ? '-typed' : ''}${o.shown ? '-shown' : ''}`);
  mkdirSync(join(profile, 'user'), { recursive: true });
  mkdirSync(out, { recursive: true });
  if (o.recalc) {
    writeFileSync(
      join(profile, 'user', 'registrymodifications.xcu'),
      `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`,
    );
  }
  // 44 = comma, 34 = double quote, 76 = UTF-8, 1 = from line 1; (no column formats); 0 = language;
  // quote all text cells; detect special numbers; save as shown (false: numbers unformatted);
  // formulas (false: their values); remove spaces; -1 = every sheet to its own file.
  const filter = `csv:Text - txt - csv (StarCalc):44,34,76,1,,0,${quoteText},true,${o.shown === true},false,false,-1`;
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      filter,
      '--outdir',
      out,
      xlsx,
    ],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const base = basename(xlsx).replace(/\.xlsx$/i, '');
  const sheets = new Map<string, string>();
  for (const f of readdirSync(out)) {
    if (f.startsWith(`${base}-`) && f.endsWith('.csv'))
      sheets.set(f.slice(base.length + 1, -4), readFileSync(join(out, f), 'utf8'));
  }
  return sheets;
}

/**
 * The XLSX printed to a PDF beside it (DIR/name.pdf), as LibreOffice prints it with each sheet's page
 * setup (headless, a profile of its own under `scratch`); returns the PDF's path and its pages.
 */
export function xlsxToPdf(xlsx: string, scratch: string): { file: string; pages: number } {
  if (!SOFFICE)
    throw new Error('LibreOffice (soffice) is not installed: sudo apt-get install -y libreoffice-calc-nogui');
  const profile = join(scratch, 'profile-pdf');
  mkdirSync(join(profile, 'user'), { recursive: true });
  const dir = dirname(xlsx);
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      xlsx,
    ],
    { stdio: 'pipe', timeout: 300_000 },
  );
  const file = join(dir, basename(xlsx).replace(/\.xlsx$/i, '.pdf'));
  return { file, pages: pdfPages(readFileSync(file)) };
}

/** Pages of a PDF file: its page objects (LibreOffice writes them uncompressed). */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/**
 * How many pages each sheet of an XLSX prints on, as LibreOffice prints it (headless, its own
 * profile): each sheet is written to its own file (the others removed, its page setup kept) and
 * all are converted to PDF in one LibreOffice run. Also writes DIR/all.pdf, the whole workbook.
 */
export async function printedPages(
  xlsx: Buffer,
  dir: string,
): Promise<{ total: number; sheets: Map<string, number>; hidden: Set<string> }> {
  if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed');
  const files = join(dir, 'pages');
  mkdirSync(files, { recursive: true });
  const names: string[] = [];
  // A hidden sheet (a plan by player: not in the printed record) is counted on its own, shown.
  const hidden = new Set<string>();
  const whole = new ExcelJS.Workbook();
  await whole.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  whole.eachSheet((ws) => {
    names.push(ws.name);
    if (ws.state !== 'visible') hidden.add(ws.name);
  });
  const paths = [join(files, 'all.xlsx')];
  writeFileSync(paths[0] as string, xlsx);
  for (const [k, name] of names.entries()) {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    for (const ws of [...wb.worksheets]) if (ws.name !== name) wb.removeWorksheet(ws.id);
    // Read back, the area is "A1:L18" again: absolute once more, as exportXlsx wrote it.
    // exceljs reads no page breaks: a day plan's, put back from the sheet's XML (exceljs names it by order).
    const xml = zipText(xlsx, `xl/worksheets/sheet${k + 1}.xml`) ?? '';
    const breaks = [...(/<rowBreaks[^>]*>(.*?)<\/rowBreaks>/s.exec(xml)?.[1] ?? '').matchAll(/<brk id="(\d+)"/g)];
    for (const ws of wb.worksheets) {
      if (ws.pageSetup.printArea) ws.pageSetup.printArea = absoluteArea(ws.pageSetup.printArea);
      ws.state = 'visible';
      for (const [, id] of breaks) ws.getRow(Number(id)).addPageBreak();
    }
    const path = join(files, `sheet${k}.xlsx`);
    writeFileSync(path, Buffer.from(await wb.xlsx.writeBuffer()));
    paths.push(path);
  }
  const profile = join(dir, 'profile-print');
  mkdirSync(join(profile, 'user'), { recursive: true });
  execFileSync(
    SOFFICE,
    [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      files,
      ...paths,
    ],
    { stdio: 'pipe', timeout: 300_000 },
  );
  const sheets = new Map<string, number>();
  names.forEach((name, k) => sheets.set(name, pdfPages(readFileSync(join(files, `sheet${k}.pdf`)))));
  return { total: pdfPages(readFileSync(join(files, 'all.pdf'))), sheets, hidden };
}

/** One CSV field: its text, and whether it was quoted. */
interface CsvField {
  text: string;
  quoted: boolean;
}

/** RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes), field by field. */
function csvFields(csv: string): CsvField[][] {
  const rows: CsvField[][] = [];
  let row: CsvField[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const end = () => {
    row.push({ text: field, quoted: wasQuoted });
    field = '';
    wasQuoted = false;
  };
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i] as string;
    if (quoted) {
      if (ch === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') {
      quoted = true;
      wasQuoted = true;
    } else if (ch === ',') end();
    else if (ch === '\n') {
      end();
      rows.push(row);
      row = [];
    } else if (ch !== '\r') field += ch;
  }
  if (field !== '' || wasQuoted || row.length > 0) {
    end();
    rows.push(row);
  }
  return rows;
}

/**
 * CSV written with every text quoted (`libreOfficeValues`): a quoted field is a text (possibly ""),
 * an empty unquoted one an empty cell, TRUE / FALSE a boolean, a number a number; anything else
 * unquoted (an error value) its text.
 */
export function parseCsvTyped(csv: string): LibreOfficeValue[][] {
  return csvFields(csv).map((row) =>
    row.map(({ text, quoted }): LibreOfficeValue => {
      if (quoted) return text;
      if (text === '') return null;
      if (text === 'TRUE' || text === 'FALSE') return text === 'TRUE';
      return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : text;
    }),
  );
}

/** RFC 4180 CSV (quoted fields, doubled quotes, line breaks inside quotes): the texts. */
export function parseCsv(csv: string): string[][] {
  return csvFields(csv).map((row) => row.map((f) => f.text));
}

/** Cells LibreOffice shows as an error ("Err:502", "#NAME?" …), as "Sheet!A1 text" (of `libreOfficeSheets` or `libreOfficeValues`). */
export function libreOfficeErrors(sheets: ReadonlyMap<string, readonly (readonly LibreOfficeValue[])[]>): string[] {
  const out: string[] = [];
  for (const [name, rows] of sheets) {
    rows.forEach((r, i) =>
      r.forEach((v, j) => {
        if (typeof v === 'string' && ERROR_TEXT.test(v.trim())) out.push(`${name}!${cellA1(i, j)} ${v}`);
      }),
    );
  }
  return out;
}
