/**
 * The board's address and its QR code on the day plans and the board (issue 25 item 2;
 * src/sheets/kinds/qrBlock.ts): drawn as black and white cell backgrounds in square cells, read back
 * by a decoder (jsQR) from the plan, from the workbench's XLSX (the fills the download keeps) and,
 * where LibreOffice is installed (always in CI), from the page it prints.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { parseA1 } from '../../fakes/a1';
import * as api from '../../src/sheets/api';
import { ADDRESS_LINE_CHARS, QR_DARK, QR_MODULE_PX, withQrBlock } from '../../src/sheets/kinds/qrBlock';
import { BOARD_COLS } from '../../src/sheets/kinds/boardLayout';
import type { SheetPlan } from '../../src/sheets/plan';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { absoluteArea, exportXlsx, SOFFICE } from '../../workbench/xlsx';
import { toolChecks } from '../tools';

const URL =
  'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx7K3c9mZ0pLr5Tq2Wn8Yb4Ve6Hs1Ju0Gf3Dk9Ca7Bx2Ny5Mz8Lw4Kv1Jt6Ir3Ho0Gp/pubhtml?gid=1234567890&single=true';

const PLAN = 'Мини-футбол план дня';

const LIBREOFFICE = toolChecks(
  'LibreOffice (soffice)',
  SOFFICE !== undefined,
  'sudo apt-get install -y libreoffice-calc-nogui',
);

/** Dark cells (row, col) drawn as an image, `scale` pixels a cell, with a light margin of 4 cells; decoded. */
function decodeCells(dark: ReadonlySet<string>, scale = 4): string | null {
  const cells = [...dark].map((k) => k.split(',').map(Number) as [number, number]);
  const top = Math.min(...cells.map(([r]) => r));
  const left = Math.min(...cells.map(([, c]) => c));
  const n = Math.max(...cells.map(([r]) => r - top), ...cells.map(([, c]) => c - left)) + 1 + 8;
  const size = n * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [r, c] of cells)
    for (let dy = 0; dy < scale; dy++)
      for (let dx = 0; dx < scale; dx++) {
        const i = (((r - top + 4) * scale + dy) * size + (c - left + 4) * scale + dx) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
  return jsQR(data, size, size)?.data ?? null;
}

function darkOfPlan(plan: SheetPlan): Set<string> {
  const dark = new Set<string>();
  for (const f of plan.formats)
    if (f.background === QR_DARK)
      for (let r = f.rect.row; r < f.rect.row + f.rect.rows; r++)
        for (let c = f.rect.col; c < f.rect.col + f.rect.cols; c++) dark.add(`${r},${c}`);
  return dark;
}

describe('withQrBlock', () => {
  const plan: SheetPlan = {
    key: 'x',
    name: 'X',
    values: [
      ['a', 'b'],
      ['c', 'd'],
    ],
    inputs: [],
    formats: [],
    validations: [],
    highlights: [],
    columnWidths: [120, 80],
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
  };

  it('no address: the plan as it is', () => {
    expect(withQrBlock(plan, '', 'Табло')).toBe(plan);
  });

  it('below the sheet: the address, then the code in square cells of their own that a decoder reads back', () => {
    const p = withQrBlock(plan, URL, 'Табло');
    const n = (p.rowHeights?.[0]?.rows ?? 0) as number;
    expect(n).toBeGreaterThanOrEqual(45);
    expect(p.values[3]?.[0]).toBe(`Табло: ${URL}`);
    expect(p.values.every((line) => line.length === 2 + n)).toBe(true);
    expect(p.values.length).toBe(4 + n);
    expect(p.rowHeights).toEqual([{ row: 4, rows: n, px: QR_MODULE_PX }]);
    expect(p.columnWidths).toEqual([120, 80, ...new Array<number>(n).fill(QR_MODULE_PX)]);
    expect(p.values.slice(0, 2).map((l) => l.slice(0, 2))).toEqual(plan.values);
    expect(decodeCells(darkOfPlan(p))).toBe(URL);
  });
});

describe('on the day plan, through the XLSX the record is kept as', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qr-'));
  let xlsx: Buffer;
  let board: ReturnType<typeof api.board>;
  let notices: ReturnType<typeof api.notices>;
  let boardCells: unknown[][];
  let snapshot: {
    name: string;
    formats: Record<string, { background?: string }>;
    rowHeights: Record<string, number>;
    colWidths?: Record<string, number>;
  }[];
  beforeAll(async () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 20, 9) });
    expect(api.setup(services, { lang: 'ru' }).ok).toBe(true);
    const row = book.toMatrix('Настройки').findIndex((line) => line[0] === 'boardUrl') + 1;
    expect(row).toBeGreaterThan(0);
    book.typeAs('committee', 'Настройки', `C${row}`, URL);
    pasteSample(services.app, 'ru', sampleRegistration('ru'), ['futsal']);
    expect(api.draw(services, 'futsal', { seed: 1 }).ok).toBe(true);
    expect(api.dayPlan(services, 'futsal').ok).toBe(true);
    board = api.board(services);
    notices = api.notices(services);
    boardCells = book.toMatrix(board.sheets[0] as string);
    snapshot = book.snapshot() as typeof snapshot;
    xlsx = await exportXlsx(book);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The QR code drawn on a sheet of the snapshot, decoded; its dark cells in rows of square cells. */
  const decodeSheet = (name: string): string | null => {
    const sheet = snapshot.find((x) => x.name === name);
    const dark = new Set<string>();
    for (const [a1, f] of Object.entries(sheet?.formats ?? {}))
      if (f.background === QR_DARK) {
        const { row, col } = parseA1(a1);
        dark.add(`${row},${col}`);
        expect(sheet?.rowHeights[String(row)], a1).toBe(QR_MODULE_PX);
      }
    return dark.size === 0 ? null : decodeCells(dark);
  };

  it('the board carries its address at its foot within its four columns, no code widening it past a phone', () => {
    expect(board.ok).toBe(true);
    const name = board.sheets[0] as string;
    expect(decodeSheet(name)).toBeNull();
    expect(boardCells.every((line) => line.slice(BOARD_COLS).every((v) => v === ''))).toBe(true);
    const label = boardCells.findIndex((line) => line[0] === 'Адрес этого табло');
    expect(label).toBeGreaterThan(0);
    const lines = boardCells.slice(label + 1).map((line) => String(line[0]));
    expect(lines.every((l) => l.length <= ADDRESS_LINE_CHARS)).toBe(true);
    expect(lines.join('')).toBe(URL);
  });

  it('the notices carry the address and its code below the last notice (issue 25 item 2)', () => {
    expect(notices.ok).toBe(true);
    expect(decodeSheet(notices.sheets.find((n) => /Извещ/.test(n)) ?? (notices.sheets[0] as string))).toBe(URL);
  });

  it('the cells keep their fills and square sizes; the print area takes the code in', async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
    const ws = wb.getWorksheet(PLAN) as ExcelJS.Worksheet;
    const dark = new Set<string>();
    ws.eachRow({ includeEmpty: true }, (r) =>
      r.eachCell({ includeEmpty: true }, (cell) => {
        const fill = cell.fill as ExcelJS.FillPattern | undefined;
        if (fill?.fgColor?.argb === 'FF000000') dark.add(`${Number(cell.row) - 1},${Number(cell.col) - 1}`);
      }),
    );
    expect(decodeCells(dark)).toBe(URL);
    const [r, c] = [...dark].map((k) => k.split(',').map(Number) as [number, number])[0] as [number, number];
    expect(ws.getRow(r + 1).height).toBe(QR_MODULE_PX * 0.75);
    const last = parseA1((ws.pageSetup.printArea as string).split(':')[1] as string);
    expect(last.row).toBeGreaterThanOrEqual(r);
    expect(last.col).toBeGreaterThanOrEqual(c);
  });

  it.skipIf(!LIBREOFFICE)(
    `LibreOffice prints it, and the printed page decodes${LIBREOFFICE ? '' : ' (skipped: soffice is not installed)'}`,
    async () => {
      // The day plan alone (as printedPages in workbench/xlsx.ts does it): one sheet to print.
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
      for (const ws of [...wb.worksheets]) if (ws.name !== PLAN) wb.removeWorksheet(ws.id);
      for (const ws of wb.worksheets) ws.pageSetup.printArea = absoluteArea(ws.pageSetup.printArea as string);
      const file = join(dir, 'plan.xlsx');
      writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
      const profile = join(dir, 'profile');
      mkdirSync(join(profile, 'user'), { recursive: true });
      execFileSync(
        SOFFICE as string,
        [
          `-env:UserInstallation=${pathToFileURL(profile).href}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          file,
        ],
        { stdio: 'pipe', timeout: 120_000 },
      );
      execFileSync('pdftoppm', ['-r', '200', '-gray', join(dir, 'plan.pdf'), join(dir, 'page')], { stdio: 'pipe' });
      const pages = readdirSync(dir).filter((f) => /^page.*\.pgm$/.test(f));
      const read = pages.map((f) => decodePgm(readFileSync(join(dir, f))));
      expect(read).toContain(URL);
    },
    120_000,
  );
});

/** A binary PGM (P5, 8 bits) as pdftoppm -gray writes it, decoded by jsQR. */
function decodePgm(pgm: Buffer): string | null {
  const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!head) return null;
  const [w, h] = [Number(head[1]), Number(head[2])];
  const pixels = pgm.subarray(head[0].length);
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const v = pixels[i] ?? 255;
    data[i * 4] = data[i * 4 + 1] = data[i * 4 + 2] = v;
    data[i * 4 + 3] = 255;
  }
  return jsQR(data, w, h)?.data ?? null;
}
