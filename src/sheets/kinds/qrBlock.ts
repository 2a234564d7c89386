/**
 * The board's published address and its QR code on a sheet (issue 25 item 2): the day plans and the
 * notices carry both (`withQrBlock` takes any plan), the board its address only (`withAddressLines`).
 * Below the sheet's last row, a row with the address, then the code drawn as cell backgrounds: a block of square cells, one a
 * module, black or white, in narrow columns right of the sheet's own and short rows of their own.
 *
 * Why cell backgrounds: they are plain formatting, which Sheets prints, the XLSX download keeps
 * (each cell's fill) and Excel and LibreOffice show and print as they are — no image (an IMAGE()
 * formula is Sheets-only and fetches from a server), no formula, no font whose glyphs might differ.
 * The code is made here, offline (src/rules/qr.ts). The cells around the block are empty, so white:
 * the quiet zone the readers need. The printed record (src/sheets/print.ts, workbench/xlsx.ts) takes
 * the block into its print area.
 */
import { qrCode } from '../../rules/qr';
import type { Cell, Format, SheetPlan } from '../plan';

/** A module's side in pixels: 49 modules of an address of Sheets (version 8) take 196 px. */
export const QR_MODULE_PX = 4;
/** The module colours; the background of a light module is set too, so a sheet's banding never shows through. */
export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

export interface QrBlock {
  /** the caption: the address itself, so it can be typed too */
  caption: string;
  /** where the block goes: the row of its caption, the first column of its modules */
  row: number;
  col: number;
}

/** The formats of the modules: a rectangle per run of dark modules in a row, the whole block light underneath. */
export function qrFormats(modules: readonly (readonly boolean[])[], top: number, left: number): Format[] {
  const n = modules.length;
  const formats: Format[] = [{ rect: { row: top, col: left, rows: n, cols: n }, background: QR_LIGHT }];
  modules.forEach((line, y) => {
    let x = 0;
    while (x < n) {
      if (!line[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < n && line[x]) x++;
      formats.push({ rect: { row: top + y, col: left + start, rows: 1, cols: x - start }, background: QR_DARK });
    }
  });
  return formats;
}

/**
 * The plan with the address and its QR code below everything (`url` "" : the plan as it is). The
 * address must be one the settings accept (src/rules/settings.ts `isBoardUrl`); the code's size
 * follows its length.
 */
export function withQrBlock(plan: SheetPlan, url: string, label: string): SheetPlan {
  if (url === '') return plan;
  const modules = qrCode(url);
  const n = modules.length;
  const width = plan.values.reduce((w, line) => Math.max(w, line.length), 0);
  const caption = plan.values.length + 1; // a blank row, then the address
  const top = caption + 1;
  const cols = width + n;
  const rows = top + n;
  const values: Cell[][] = Array.from({ length: rows }, (_, r) => {
    const line = [...(plan.values[r] ?? [])];
    while (line.length < cols) line.push('');
    return line;
  });
  (values[caption] as Cell[])[0] = `${label}: ${url}`;
  const columnWidths = [...plan.columnWidths];
  while (columnWidths.length < width) columnWidths.push(100);
  for (let c = 0; c < n; c++) columnWidths[width + c] = QR_MODULE_PX;
  return {
    ...plan,
    values,
    formats: [
      ...plan.formats,
      { rect: { row: caption, col: 0, rows: 1, cols: 1 }, bold: true },
      ...qrFormats(modules, top, width),
    ],
    columnWidths,
    rowHeights: [...(plan.rowHeights ?? []), { row: top, rows: n, px: QR_MODULE_PX }],
  };
}

/** Characters of the address a line of the board holds (its 340 px at the published page's 14 px Arial, wide letters too). */
export const ADDRESS_LINE_CHARS = 36;

/**
 * The board's own foot (issue 25 items 1 and 2): below its last row, the label and the address in
 * lines of at most `ADDRESS_LINE_CHARS`, each in the first column running over the empty ones beside
 * it — nothing wider than the board, so a phone held upright (390 px) never scrolls sideways. No code
 * here: a sheet's columns are the same on every row, and the code's narrow columns (`withQrBlock`)
 * would widen the whole board past the phone's screen; its QR code is on the printed day plans and
 * the notices, where people look before they open the board.
 */
export function withAddressLines(plan: SheetPlan, url: string, label: string): SheetPlan {
  if (url === '') return plan;
  const lines: string[] = [];
  for (let i = 0; i < url.length; i += ADDRESS_LINE_CHARS) lines.push(url.slice(i, i + ADDRESS_LINE_CHARS));
  const width = plan.values.reduce((w, line) => Math.max(w, line.length), 0);
  const caption = plan.values.length + 1; // a blank row, then the label, then the address
  const blank = (): Cell[] => new Array<Cell>(width).fill('');
  const rows = [label, ...lines].map((text) => {
    const line = blank();
    line[0] = text;
    return line;
  });
  return {
    ...plan,
    values: [...plan.values.map((l) => [...l, ...blank()].slice(0, width)), blank(), ...rows],
    formats: [...plan.formats, { rect: { row: caption, col: 0, rows: 1, cols: 1 }, bold: true }],
  };
}
