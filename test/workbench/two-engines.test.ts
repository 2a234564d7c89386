/**
 * A second formula engine. The fake spreadsheet computes every formula with HyperFormula, which is
 * not Google Sheets; LibreOffice is a third party with its own engine. One book holding all four
 * games in the middle of play (test/workbench/midway.ts) is exported as XLSX with its formulas
 * (workbench/xlsx.ts), LibreOffice recalculates every formula on load (headless), and every cell
 * kept as a standard formula must show the same value in both engines: numbers equal (to a relative
 * 1e-9), booleans, texts exactly, and nothing where the other shows nothing. Our custom functions
 * and their spill areas are written as values, so they are not compared here (their values are
 * those of the fake; test/functions checks them).
 *
 * Runs where LibreOffice is installed and always in CI (REQUIRE_TOOLS=1, test/tools.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameId } from '../../src/rules/registration';
import {
  exportXlsx,
  libreOfficeErrors,
  libreOfficeValues,
  SOFFICE,
  valueOnlyReason,
  type LibreOfficeValue,
} from '../../workbench/xlsx';
import { parseA1 } from '../../fakes/a1';
import { toolChecks } from '../tools';
import type { FakeBook } from '../../fakes';
import { allGamesMidway, formulas, gameOf, preferenceFinal, type AllGamesMidway } from './midway';

/** LibreOffice's checks run where it is installed, and always in CI (REQUIRE_TOOLS=1). */
const LIBREOFFICE = toolChecks(
  'LibreOffice (soffice)',
  SOFFICE !== undefined,
  'sudo apt-get install -y libreoffice-calc-nogui',
);

const GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

/** The sheets of each game that hold standard formulas in the middle of play ("final: …" of the preference final's book). */
const FORMULA_SHEETS: Record<GameId, string[]> = {
  futsal: ['Futsal groups', 'Futsal play-off', 'Futsal play-off tree'],
  billiards: ['Billiards groups', 'Billiards net', 'Billiards net tree'],
  backgammon: ['Backgammon groups', 'Backgammon play-off', 'Backgammon play-off tree'],
  preference: [
    'Preference tour 1',
    'Preference tour 1 pulkas',
    'Preference standings',
    'Preference tour 2',
    'Preference tour 3',
    'final: Preference tour 1',
    'final: Preference tour 1 pulkas',
    'final: Preference standings',
    'final: Preference final',
  ],
};

type Shown = string | number | boolean | Date;

/**
 * The same value in both engines: a number equal to a relative 1e-9, a boolean the same boolean, a
 * text the same text; "" (nothing shown: HyperFormula's empty value or an empty text) only
 * against an empty cell or an empty text — never against 0 or FALSE.
 */
export function sameValue(sheets: Shown, lo: LibreOfficeValue): boolean {
  if (sheets === '') return lo === null || lo === '';
  if (typeof sheets === 'number')
    return typeof lo === 'number' && Math.abs(sheets - lo) <= 1e-9 * Math.max(1, Math.abs(sheets));
  if (typeof sheets === 'boolean' || typeof sheets === 'string') return lo === sheets;
  return false; // a date: no generated formula computes one
}

function show(v: Shown | LibreOfficeValue): string {
  return v === null
    ? 'empty'
    : typeof v === 'string'
      ? JSON.stringify(v)
      : v instanceof Date
        ? v.toISOString()
        : String(v);
}

interface Compared {
  /** standard-formula cells compared, per sheet */
  perSheet: Map<string, number>;
  /** "Sheet!A1 =FORMULA: Google Sheets (fake) X, LibreOffice Y" */
  different: string[];
}

/** A book exported: `prefix` goes before its sheet names in what the test says ("" for the main book). */
interface Exported {
  name: string;
  prefix: string;
  book: FakeBook;
  file: Buffer;
  /** every formula of the book (FakeBook.snapshot, taken once) */
  formulas: { sheet: string; cell: string; formula: string }[];
}

/** Every cell of `game` kept as a formula in the file, the fake's value against LibreOffice's. */
function compare(x: Exported, lo: ReadonlyMap<string, LibreOfficeValue[][]>, game: GameId, into: Compared): void {
  for (const f of x.formulas) {
    if (gameOf(f.sheet) !== game || valueOnlyReason(f.formula) !== null) continue;
    const { row, col } = parseA1(f.cell);
    const sheets = x.book.read(f.sheet, f.cell) as Shown;
    const libre = lo.get(f.sheet)?.[row]?.[col] ?? null;
    const name = `${x.prefix}${f.sheet}`;
    into.perSheet.set(name, (into.perSheet.get(name) ?? 0) + 1);
    if (!sameValue(sheets, libre))
      into.different.push(
        `${name}!${f.cell} ${f.formula}: Google Sheets (fake) ${show(sheets)}, LibreOffice ${show(libre)}`,
      );
  }
}

let mid: AllGamesMidway;
let books: Exported[];
beforeAll(async () => {
  mid = allGamesMidway();
  const fin = preferenceFinal();
  books = [
    { name: 'all-games', prefix: '', book: mid.book, file: await exportXlsx(mid.book), formulas: formulas(mid.book) },
    {
      name: 'preference-final',
      prefix: 'final: ',
      book: fin.book,
      file: await exportXlsx(fin.book),
      formulas: formulas(fin.book),
    },
  ];
  mid.games.preference.events.push(...fin.events.map((e) => `(final's book) ${e}`));
}, 60_000);

describe('the comparison itself', () => {
  it('compares values with their types: 3 is not "3", TRUE is not 1, nothing is not 0', () => {
    expect(sameValue(3, 3)).toBe(true);
    expect(sameValue(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameValue(3, 3.001)).toBe(false);
    expect(sameValue(3, '3')).toBe(false);
    expect(sameValue('3', 3)).toBe(false);
    expect(sameValue(true, true)).toBe(true);
    expect(sameValue(true, 1)).toBe(false);
    expect(sameValue(false, 0)).toBe(false);
    expect(sameValue('', null)).toBe(true);
    expect(sameValue('', '')).toBe(true);
    expect(sameValue('', 0)).toBe(false);
    expect(sameValue('', false)).toBe(false);
    expect(sameValue('A1', 'A1')).toBe(true);
    expect(sameValue('A1', 'a1')).toBe(false);
    expect(sameValue('A1', null)).toBe(false);
  });
});

describe('the mid-tournament book of all four games', () => {
  it('has no error cell, and standard formulas on every sheet of play of every game', () => {
    for (const x of books) expect(x.book.errorCells(), x.name).toEqual([]);
    for (const game of GAMES) {
      const sheets = books.flatMap((x) => [
        ...new Set(
          x.formulas
            .filter((f) => gameOf(f.sheet) === game && valueOnlyReason(f.formula) === null)
            .map((f) => `${x.prefix}${f.sheet}`),
        ),
      ]);
      expect(sheets, game).toEqual(FORMULA_SHEETS[game]);
    }
  });

  it('the cells compared are exactly the cells the file keeps as formulas', async () => {
    for (const x of books) {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(x.file as unknown as ArrayBuffer);
      const kept: string[] = [];
      wb.eachSheet((ws) =>
        ws.eachRow((row) =>
          row.eachCell((cell) => {
            const v = cell.value as { formula?: string } | null;
            if (v && typeof v === 'object' && typeof v.formula === 'string') kept.push(`${ws.name}!${cell.address}`);
          }),
        ),
      );
      const standard = x.formulas.filter((f) => valueOnlyReason(f.formula) === null).map((f) => `${f.sheet}!${f.cell}`);
      expect(kept.sort(), x.name).toEqual(standard.sort());
    }
  });

  it('what was played, game by game', () => {
    const events = (game: GameId) => mid.games[game].events.join('\n');
    expect(events('futsal')).toMatch(/groups: 12 matches typed, [1-9]\d* drawn/);
    expect(events('futsal')).toMatch(/groups forfeit: /);
    expect(events('futsal')).toMatch(/sf4: 2 matches typed/);
    expect(events('billiards')).toMatch(/groups forfeit: /);
    expect(events('billiards')).toMatch(/net32: [1-9]\d* matches typed \(.*III-\d top.*III-\d bottom/);
    expect(events('backgammon')).toMatch(/groups forfeit: /);
    expect(events('backgammon')).toMatch(/half played/);
    expect(events('backgammon')).toMatch(/qf8: 2 matches typed/);
    expect(events('preference')).toMatch(/tables of [^\n]*3/);
    expect(events('preference')).toMatch(/not admitted/);
    expect(events('preference')).toMatch(/awarded/);
    expect(events('preference')).toMatch(/left after tour 1/);
    expect(events('preference')).toMatch(/tour 3: table\(s\) \d+ still playing/);
    expect(events('preference')).toMatch(/final: .* \(played\)/);
  });
});

describe.skipIf(!LIBREOFFICE)(
  `LibreOffice recalculates the book${LIBREOFFICE ? '' : ' (skipped: soffice is not installed)'}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'two-engines-'));
    /** by book name: every sheet as LibreOffice shows it once it recalculated */
    const lo = new Map<string, Map<string, LibreOfficeValue[][]>>();
    beforeAll(() => {
      for (const x of books) {
        const path = join(dir, `${x.name}.xlsx`);
        writeFileSync(path, x.file);
        lo.set(x.name, libreOfficeValues(path, { dir, recalc: true }));
      }
    }, 120_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('every sheet, no error anywhere', () => {
      for (const x of books) {
        const sheets = lo.get(x.name) as Map<string, LibreOfficeValue[][]>;
        expect([...sheets.keys()].sort(), x.name).toEqual(x.book.sheetNames().sort());
        expect(libreOfficeErrors(sheets), x.name).toEqual([]);
      }
    });

    for (const game of GAMES) {
      it(`${game}: every standard formula has the same value in LibreOffice as in the fake spreadsheet`, () => {
        const { perSheet, different }: Compared = { perSheet: new Map(), different: [] };
        for (const x of books)
          compare(x, lo.get(x.name) as Map<string, LibreOfficeValue[][]>, game, { perSheet, different });
        console.log(`two engines, ${game}: ${[...perSheet].map(([s, n]) => `${s} ${n}`).join(', ')} cells compared`);
        expect([...perSheet.keys()]).toEqual(FORMULA_SHEETS[game]);
        for (const [sheet, n] of perSheet) expect(n, sheet).toBeGreaterThan(0);
        expect(different).toEqual([]);
      });
    }
  },
);
