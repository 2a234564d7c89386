/**
 * workbench/xlsx.ts: the spreadsheet downloaded as XLSX (SPEC §1: the final record must read
 * correctly outside Google Sheets, with no #NAME? cells). A tournament in the middle of play —
 * futsal groups played and the play-off generated, backgammon drawn with a few matches — has
 * every kind of cell: standard formulas (kept, with their cached values), our custom functions
 * and their spill areas (written as values), typed scores, names. exceljs reads the file back;
 * LibreOffice, when installed, opens it too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { a1 } from '../../src/sheets/plan';
import { Dice, playGroups } from '../../workbench/play';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import {
  CUSTOM_FUNCTIONS,
  exportXlsx,
  functionsIn,
  libreOfficeErrors,
  libreOfficeSheets,
  PORTABLE_FUNCTIONS,
  SOFFICE,
  stampZipDates,
  valueOnlyReason,
  xlsxErrors,
} from '../../workbench/xlsx';
import { toolChecks } from '../tools';
import { formulas, NOW, ok } from './midway';

/** LibreOffice's checks run where it is installed, and always in CI (REQUIRE_TOOLS=1). */
const LIBREOFFICE = toolChecks(
  'LibreOffice (soffice)',
  SOFFICE !== undefined,
  'sudo apt-get install -y libreoffice-calc-nogui',
);

const FUTSAL_GROUPS = 'Futsal groups';
const FUTSAL_PO = 'Futsal play-off';
const BG_GROUPS = 'Backgammon groups';

interface Midway {
  book: FakeBook;
  futsal: GroupSpec[];
  backgammon: GroupSpec[];
}

/** Futsal groups played (seeded results) and its play-off generated; backgammon drawn, two matches typed. */
function midway(): Midway {
  const { services, book } = createFakeServices({ locale: 'en_US', now: NOW });
  ok(api.setup(services, { lang: 'en' }));
  pasteSample(services.app, 'en', sampleRegistration('en', 11), ['futsal', 'backgammon']);
  const futsal = ok(api.draw(services, 'futsal', { seed: 3 })).groups;
  playGroups(book, {
    game: 'futsal',
    sheet: FUTSAL_GROUPS,
    groups: futsal,
    dice: new Dice(3, 'futsal'),
    partiesToWin: 2,
  });
  ok(api.generateBracket(services, 'futsal'));
  const backgammon = ok(api.draw(services, 'backgammon', { seed: 4 })).groups;
  const layout = groupLayout('backgammon', backgammon);
  const [m1, m2] = layout.blocks[0]?.matches ?? [];
  const c = layout.columns;
  if (!m1 || !m2) throw new Error('no backgammon matches');
  // 1:0, 2:0 → 3 points after two parties (Art. 14 item 2); the second match half played.
  book.typeAs('referee', BG_GROUPS, a1(m1.row, c.partyA as number), 1);
  book.typeAs('referee', BG_GROUPS, a1(m1.row + 1, c.partyA as number), 2);
  book.typeAs('referee', BG_GROUPS, a1(m2.row, c.partyB as number), 1);
  return { book, futsal, backgammon };
}

async function load(file: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb;
}

/** The DOS dates of every entry in a zip's central directory. */
function zipDates(zip: Buffer): { date: number; time: number }[] {
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const out: { date: number; time: number }[] = [];
  let p = zip.readUInt32LE(eocd + 16);
  for (let e = zip.readUInt16LE(eocd + 10); e > 0; e--) {
    out.push({ time: zip.readUInt16LE(p + 12), date: zip.readUInt16LE(p + 14) });
    p += 46 + zip.readUInt16LE(p + 28) + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return out;
}

let mid: Midway;
let file: Buffer;
beforeAll(async () => {
  mid = midway();
  file = await exportXlsx(mid.book);
});

describe('which formulas survive outside Google Sheets', () => {
  it('the custom functions come from src/functions/index.ts', () => {
    expect([...CUSTOM_FUNCTIONS].sort()).toEqual([
      'BG_MATCH_POINTS',
      'GROUP_RANK',
      'GROUP_TABLE',
      'KASE_PROBE',
      'KASE_QUEUE',
      'PREF_CLOSE_BULLET',
      'PREF_PROTOCOL',
      'PREF_PULKA',
      'PREF_RATING',
      'PREF_STANDINGS',
      'PREF_TABLE',
      'PREF_TABLES',
    ]);
  });

  it('finds the functions a formula calls, not words inside texts or sheet names', () => {
    expect(functionsIn(`=IF(A1="GROUP_TABLE(x)",'PREF_RATING(1)'!B2,sum(C1:C3))`)).toEqual(['IF', 'SUM']);
    expect(functionsIn(`=IF(A1="say ""IF("" twice",1,COUNTIF(B:B,">"&A1))`)).toEqual(['IF', 'COUNTIF']);
    expect(functionsIn('=A1+B2')).toEqual([]);
    expect(valueOnlyReason('=INDEX(GROUP_TABLE(A1:A4,B1:E6,"futsal"),1,2)')).toMatch(/GROUP_TABLE/);
    expect(valueOnlyReason('=FILTER(A1:A4,B1:B4>0)')).toMatch(/FILTER/);
    expect(valueOnlyReason('=IF(COUNT(A1:A3)<3,"",INDEX(B1:B3,MATCH(1,C1:C3,0)))')).toBeNull();
  });

  it('every formula the generators wrote uses only portable functions or ours (grep of the live sheets)', () => {
    const all = formulas(mid.book);
    expect(all.length).toBeGreaterThan(100);
    const used = new Set(all.flatMap((f) => functionsIn(f.formula)));
    const foreign = [...used].filter((f) => !PORTABLE_FUNCTIONS.has(f) && !CUSTOM_FUNCTIONS.includes(f));
    expect(foreign).toEqual([]);
    // Both kinds are present, so both paths of the export are exercised below.
    expect([...used].some((f) => CUSTOM_FUNCTIONS.includes(f))).toBe(true);
    expect([...used].some((f) => PORTABLE_FUNCTIONS.has(f))).toBe(true);
  });
});

describe('exportXlsx', () => {
  it('writes every sheet in tab order', async () => {
    const wb = await load(file);
    expect(wb.worksheets.map((w) => w.name)).toEqual(mid.book.sheetNames());
  });

  it('keeps a standard formula with its cached value: the play-off semi-final reads the group qualifiers', async () => {
    const wb = await load(file);
    const po = bracketLayout({
      game: 'futsal',
      lang: 'en',
      name: FUTSAL_PO,
      format: 'sf4',
      groupSheet: FUTSAL_GROUPS,
      groups: mid.futsal,
      partiesToWin: 2,
    });
    const sf1 = po.matches.find((m) => m.id === 'SF1');
    if (!sf1) throw new Error('no SF1');
    const at = a1(sf1.a.row, sf1.a.col);
    const shown = mid.book.read(FUTSAL_PO, at);
    expect(typeof shown === 'string' && shown !== '').toBe(true); // A1, since both groups are played
    const cell = wb.getWorksheet(FUTSAL_PO)?.getCell(at);
    expect(cell?.value).toEqual({ formula: mid.book.formulaAt(FUTSAL_PO, at).replace(/^=/, ''), result: shown });
    // A formula whose value is "" (the winner of a match not played yet) is cached as an empty
    // text (<v></v>), which exceljs reads back as no result.
    const w = a1(sf1.winner.row, sf1.winner.col);
    expect(mid.book.read(FUTSAL_PO, w)).toBe('');
    const winner = wb.getWorksheet(FUTSAL_PO)?.getCell(w).value as ExcelJS.CellFormulaValue;
    expect(winner.formula).toMatch(/^IF\(/);
    expect(winner.result ?? '').toBe('');
  });

  it('writes the values of custom-function cells and of their spill areas, never the formula', async () => {
    const wb = await load(file);
    const groups = groupLayout('futsal', mid.futsal);
    const table = groups.blocks[0]?.tableRect;
    if (!table) throw new Error('no table');
    const anchor = a1(table.row, table.col);
    expect(mid.book.formulaAt(FUTSAL_GROUPS, anchor)).toMatch(/^=GROUP_TABLE\(/);
    const ws = wb.getWorksheet(FUTSAL_GROUPS);
    for (let r = 0; r < table.rows; r++) {
      for (let c = 0; c < table.cols; c++) {
        const at = a1(table.row + r, table.col + c);
        const v = ws?.getCell(at).value;
        expect(v, at).toEqual(mid.book.read(FUTSAL_GROUPS, at));
        expect(typeof v).not.toBe('object');
      }
    }
    // The running points of the decided backgammon match, 3:0, winner 1: plain formulas (no custom
    // function per match), kept as formulas with their values.
    const bg = groupLayout('backgammon', mid.backgammon);
    const m1 = bg.blocks[0]?.matches[0];
    if (!m1) throw new Error('no match');
    const live = a1(m1.row, bg.columns.live as number);
    expect(mid.book.formulaAt(BG_GROUPS, live)).toMatch(/^=SUM\(/);
    const shown = wb.getWorksheet(BG_GROUPS)?.getCell(live).value as { formula?: string; result?: unknown };
    expect(shown.formula).toMatch(/^SUM\(/);
    expect(shown.result).toBe(3);
    expect(
      (wb.getWorksheet(BG_GROUPS)?.getCell(a1(m1.row, (bg.columns.live as number) + 2)).value as { result?: unknown })
        .result,
    ).toBe(1);
    // No custom function is left in any formula of the file.
    const kept: string[] = [];
    wb.eachSheet((s) =>
      s.eachRow((row) =>
        row.eachCell((cell) => {
          const v = cell.value as { formula?: string } | null;
          if (v && typeof v === 'object' && typeof v.formula === 'string') kept.push(v.formula);
        }),
      ),
    );
    expect(kept.length).toBeGreaterThan(50);
    expect(kept.filter((f) => functionsIn(f).some((fn) => CUSTOM_FUNCTIONS.includes(fn)))).toEqual([]);
  });

  it('shows no error value anywhere', async () => {
    expect(mid.book.errorCells()).toEqual([]);
    expect(await xlsxErrors(file)).toEqual([]);
  });

  it('keeps formats, column widths and frozen panes', async () => {
    const wb = await load(file);
    const ws = wb.getWorksheet(FUTSAL_GROUPS);
    const block = groupLayout('futsal', mid.futsal).blocks[0];
    if (!block || !ws) throw new Error('no block');
    const first = a1(block.firstCell.row, block.firstCell.col);
    expect(mid.book.format(FUTSAL_GROUPS, first)).toMatchObject({ fontWeight: 'bold', background: '#d9ead3' });
    expect(ws.getCell(first).font?.bold).toBe(true);
    expect(ws.getCell(first).fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9EAD3' } });
    const reg = wb.getWorksheet('Futsal registration');
    const frozen = mid.book.frozen('Futsal registration');
    expect(frozen.rows).toBeGreaterThan(0);
    expect(reg?.views[0]).toMatchObject({ state: 'frozen', ySplit: frozen.rows });
    const px = mid.book.columnWidth('Futsal registration', 1);
    expect(reg?.getColumn(1).width).toBeCloseTo((px - 5) / 7, 1);
  });

  it('is deterministic: the same book gives the same bytes; the date is the one given, in the document and the zip', async () => {
    const again = await exportXlsx(mid.book);
    expect(again.equals(file)).toBe(true);
    const date = new Date(Date.UTC(2027, 0, 2, 3, 4, 6));
    const dated = await exportXlsx(mid.book, { date });
    expect(dated.equals(file)).toBe(false);
    expect((await exportXlsx(mid.book, { date })).equals(dated)).toBe(true);
    const wb = await load(dated);
    expect(wb.created.toISOString()).toBe(date.toISOString());
    expect(wb.modified.toISOString()).toBe(date.toISOString());
    const dos = { date: ((2027 - 1980) << 9) | (1 << 5) | 2, time: (3 << 11) | (4 << 5) | 3 };
    const entries = zipDates(dated);
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.every((e) => e.date === dos.date && e.time === dos.time)).toBe(true);
    expect(() => stampZipDates(Buffer.from('not a zip at all, no central directory'), date)).toThrow(/not a zip/);
  });

  it('the error scan names broken cells: an unknown function and a division by zero', async () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: NOW });
    book.typeAs('committee', 'Sheet1', 'A1', 'notes'); // the user's: setup keeps it
    ok(api.setup(services, { lang: 'en' }));
    book.typeAs('committee', 'Sheet1', 'B2', '=NOSUCHFUNCTION(1)');
    book.typeAs('committee', 'Sheet1', 'C3', '=1/0');
    book.typeAs('committee', 'Sheet1', 'D4', "'#N/A");
    const broken = await exportXlsx(book);
    expect(await xlsxErrors(broken)).toEqual([
      { sheet: 'Sheet1', cell: 'B2', error: '#NAME?' },
      { sheet: 'Sheet1', cell: 'C3', error: '#DIV/0!' },
      { sheet: 'Sheet1', cell: 'D4', error: '#N/A' },
    ]);
    // The portable one stays a formula, with its error as the cached value.
    const ws = (await load(broken)).getWorksheet('Sheet1');
    expect(ws?.getCell('C3').value).toEqual({ formula: '1/0', result: { error: '#DIV/0!' } });
    expect(ws?.getCell('B2').value).toEqual({ error: '#NAME?' });
  });
});

// ---- LibreOffice (Debian 12: 7.4) ------------------------------------------------------------------------

describe.skipIf(!LIBREOFFICE)(
  `LibreOffice opens the file${LIBREOFFICE ? '' : ' (skipped: soffice is not installed)'}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'xlsx-lo-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('recalculating every formula on load (not its default) gives no error and the cached values', () => {
      const path = join(dir, 'midway.xlsx');
      writeFileSync(path, file);
      const sheets = libreOfficeSheets(path, { dir, recalc: true });
      expect([...sheets.keys()].sort()).toEqual(mid.book.sheetNames().sort());
      expect(libreOfficeErrors(sheets)).toEqual([]);
      // Every formula kept in the file computes in LibreOffice to what the spreadsheet showed.
      let compared = 0;
      for (const f of formulas(mid.book)) {
        if (valueOnlyReason(f.formula) !== null) continue;
        const m = /^([A-Z]+)(\d+)$/.exec(f.cell) as RegExpExecArray;
        const col = [...(m[1] as string)].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
        const v = mid.book.read(f.sheet, f.cell);
        const expected = typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v);
        expect(sheets.get(f.sheet)?.[Number(m[2]) - 1]?.[col] ?? '', `${f.sheet}!${f.cell} ${f.formula}`).toBe(
          expected,
        );
        compared++;
      }
      expect(compared).toBeGreaterThan(50);
    });
  },
);
