/**
 * The board and the week cards outside Google Sheets (issue 25, "Done when": the XLSX download and
 * LibreOffice's print of the board and cards show no error cells). The workbench's sample tournament
 * (216 people in the four games, in Russian): futsal's groups played and its play-off made,
 * backgammon and billiards drawn, every game's day plan, the board's address in the settings; the
 * board of every game and a card per person (more rows than Sheets' default 1000: the sheet grows).
 * The XLSX is scanned cell by cell; LibreOffice opens it recalculating every formula, and prints the
 * board and the cards to PDF, whose text is searched for error values.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import * as api from '../../src/sheets/api';
import { Dice, playGroups } from '../../workbench/play';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import {
  absoluteArea,
  exportXlsx,
  libreOfficeErrors,
  libreOfficeValues,
  SOFFICE,
  xlsxErrors,
  xlsxToPdf,
} from '../../workbench/xlsx';
import { toolChecks } from '../tools';
import { formulas, ok } from './midway';

const LIBREOFFICE = toolChecks(
  'LibreOffice (soffice)',
  SOFFICE !== undefined,
  'sudo apt-get install -y libreoffice-calc-nogui',
);
const PDFTOTEXT = toolChecks(
  'pdftotext (poppler-utils)',
  existsSync('/usr/bin/pdftotext'),
  'sudo apt-get install -y poppler-utils',
);

const BOARD = 'Табло';
const CARDS = 'Карточки участников';
const ADDRESS =
  'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx7K3c9mZ0pLr5Tq2Wn8Yb4Ve6Hs1Ju0Gf3Dk9Ca7Bx2Ny5Mz8Lw4Kv1Jt6/pubhtml';
/** An error value as a printed page shows it, among other words. */
const ERROR_WORD = /#NULL!|#DIV\/0!|#VALUE!|#REF!|#NAME\?|#NUM!|#N\/A|#ERROR!|#SPILL!|#CALC!|Err:\d{3}/;

function tournament(): FakeBook {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 25, 4) });
  ok(api.setup(services, { lang: 'ru' }));
  pasteSample(services.app, 'ru', sampleRegistration('ru', 11), ['futsal', 'billiards', 'backgammon', 'preference']);
  const settings = book.toMatrix('Настройки');
  const setting = (key: string, value: string) => {
    const row = settings.findIndex((l) => l[0] === key) + 1;
    if (row === 0) throw new Error(`no setting ${key}`);
    book.typeAs('committee', 'Настройки', `C${row}`, value);
  };
  for (const g of ['futsal', 'backgammon', 'preference']) setting(`${g}.firstDay`, '25.11.2026');
  setting('billiards.firstDay', '26.11.2026');
  setting('boardUrl', ADDRESS);
  const groups = ok(api.draw(services, 'futsal', { seed: 3 })).groups;
  for (const g of ['billiards', 'backgammon'] as const) ok(api.draw(services, g, { seed: 3, acceptWarnings: true }));
  for (const g of ['preference', 'futsal', 'backgammon', 'billiards'] as const) ok(api.dayPlan(services, g));
  playGroups(book, {
    game: 'futsal',
    sheet: 'Мини-футбол группы',
    groups,
    dice: new Dice(3, 'futsal'),
    partiesToWin: 2,
  });
  ok(api.generateBracket(services, 'futsal'));
  ok(api.board(services));
  const week = ok(api.week(services));
  expect(week).toBeDefined();
  return book;
}

let book: FakeBook;
let xlsx: Buffer;
let dir: string;
beforeAll(async () => {
  book = tournament();
  xlsx = await exportXlsx(book);
  dir = mkdtempSync(join(tmpdir(), 'kase-board-xlsx-'));
}, 120_000);
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the board and the week cards, downloaded as XLSX and printed by LibreOffice', () => {
  it('a card for each of the 216 people: more than 1000 rows, the sheet grown to hold them', () => {
    const cards = book.toMatrix(CARDS);
    expect(cards.length).toBeGreaterThan(1000);
    const headings = cards.filter((_, i) => i > 2 && cards[i + 1]?.[0] === 'День');
    expect(headings.length).toBe(216);
    // The board: every game, its address at its foot.
    const board = book.toMatrix(BOARD).map((r) => r.join(' '));
    for (const title of ['Мини-футбол', 'Бильярд', 'Нарды', 'Преферанс'])
      expect(board.some((l) => l.startsWith(title))).toBe(true);
    expect(board.join('').replace(/\s+/g, '')).toContain(ADDRESS);
    // The plans of the day of the games over two days follow TODAY() (kinds/boardToday.ts): in the
    // XLSX their values, as shown when downloaded (TODAY is not on the portable list).
    expect(formulas(book).filter((f) => f.sheet === BOARD && f.formula.includes('TODAY()')).length).toBeGreaterThan(0);
  });

  it('the XLSX shows no error value on the board or the cards (nor anywhere else)', async () => {
    expect(await xlsxErrors(xlsx)).toEqual([]);
  });

  it.skipIf(!LIBREOFFICE)(
    `LibreOffice, recalculating every formula on load, shows no error on the board or the cards${LIBREOFFICE ? '' : ' (skipped: soffice is not installed)'}`,
    () => {
      const file = join(dir, 'tournament.xlsx');
      writeFileSync(file, xlsx);
      const sheets = libreOfficeValues(file, { dir: join(dir, 'lo'), recalc: true });
      const ours = new Map([...sheets].filter(([name]) => name === BOARD || name === CARDS));
      expect([...ours.keys()].sort()).toEqual([CARDS, BOARD].sort());
      expect(libreOfficeErrors(ours)).toEqual([]);
      // What it shows is what the spreadsheet shows: the board's first column, cell by cell.
      const shown = (ours.get(BOARD) ?? []).map((r) => String(r[0] ?? ''));
      const fake = book.toMatrix(BOARD).map((r) => String(r[0] ?? ''));
      expect(shown.filter((v) => v !== '')).toEqual(fake.filter((v) => v !== ''));
    },
    180_000,
  );

  it.skipIf(!LIBREOFFICE || !PDFTOTEXT)(
    `LibreOffice prints the board and the cards with no error word on any page${LIBREOFFICE && PDFTOTEXT ? '' : ' (skipped: soffice or pdftotext is not installed)'}`,
    async () => {
      // The workbook as LibreOffice prints it (each sheet with its page setup), read back page by page:
      // each page's header names its sheet (&A); the board's and the cards' pages are looked at.
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
      // The board and the cards are handouts, hidden in the record's file (src/sheets/print.ts,
      // inPrintedRecord): the committee shows them to print them, as done here.
      for (const name of [BOARD, CARDS]) expect(wb.getWorksheet(name)?.state).toBe('hidden');
      for (const ws of wb.worksheets) {
        if (ws.pageSetup.printArea) ws.pageSetup.printArea = absoluteArea(ws.pageSetup.printArea);
        if (ws.name === BOARD || ws.name === CARDS) ws.state = 'visible';
      }
      mkdirSync(join(dir, 'print'), { recursive: true });
      const file = join(dir, 'print', 'tournament.xlsx');
      writeFileSync(file, Buffer.from(await wb.xlsx.writeBuffer()));
      const pdf = xlsxToPdf(file, join(dir, 'print'));
      const text = execFileSync('pdftotext', ['-layout', pdf.file, '-'], { maxBuffer: 64 * 1024 * 1024 }).toString(
        'utf8',
      );
      const pages = text.split('\f').filter((p) => p.trim() !== '');
      expect(pages.length).toBe(pdf.pages);
      const of = (sheet: string) =>
        pages.filter((p) => new RegExp(`Турниры KASE 2026 +${sheet}\\s*\\n`).test(p.split('\n', 2).join('\n') + '\n'));
      const [board, cards] = [of(BOARD), of(CARDS)];
      expect(board.length).toBeGreaterThan(0);
      // Several cards a page: 216 cards on fewer than 216 / 3 pages, none cut (each heading above its rows).
      expect(cards.length).toBeGreaterThan(10);
      expect(cards.length).toBeLessThan(216 / 3);
      expect(cards.join('')).toContain('Неделя каждого участника');
      expect(board.join('')).toContain('Сейчас и далее');
      for (const page of [...board, ...cards]) expect(page.split('\n').filter((l) => ERROR_WORD.test(l))).toEqual([]);
    },
    300_000,
  );
});
