/**
 * People acting on the shared spreadsheet, for the identity and "nothing typed is lost" tests
 * (SPEC §5): every cell a person typed is remembered, and followed through what people then do
 * to the spreadsheet's shape (rows and columns inserted or deleted, sheets renamed, ranges
 * sorted), so that after any committee action a test can ask whether each typed value is still
 * where the person left it.
 *
 * The positions are shifted here, by the test, from what the edit was — never read back from the
 * add-on — so a test using them can fail when the add-on writes into the wrong row.
 */
import type { FakeBook, Role } from '../../fakes/book';
import type { CellValue, Services } from '../../src/sheets/gas';
import { a1 as planA1 } from '../../src/sheets/plan';
import { expectOk, paste } from './helpers';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';

export interface TypedCell {
  sheet: string;
  /** 0-based, where the cell is now */
  row: number;
  col: number;
  /** what the cell read right after the person typed it */
  value: CellValue;
  role: Role;
  /** what was typed (for messages) */
  typed: string | number | boolean;
}

export function a1(row: number, col: number): string {
  return planA1(row, col);
}

function colNumber(col: number | string): number {
  if (typeof col === 'number') return col;
  return [...col.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
}

function parseCell(ref: string): { row: number; col: number } {
  const m = /^([A-Z]+)(\d+)$/i.exec(ref.replace(/\$/g, ''));
  if (!m) throw new Error(`not a cell: ${ref}`);
  return { row: Number(m[2]) - 1, col: colNumber(m[1] as string) - 1 };
}

function parseRect(ref: string): { row: number; col: number; rows: number; cols: number } {
  const [p, q = p] = ref.split(':') as [string, string?];
  const x = parseCell(p);
  const y = parseCell(q as string);
  return {
    row: Math.min(x.row, y.row),
    col: Math.min(x.col, y.col),
    rows: Math.abs(y.row - x.row) + 1,
    cols: Math.abs(y.col - x.col) + 1,
  };
}

/** The people around one fake spreadsheet: what they typed and where it is now. */
export class People {
  readonly typed: TypedCell[] = [];

  constructor(readonly book: FakeBook) {}

  private at(sheet: string, row: number, col: number): number {
    return this.typed.findIndex((t) => t.sheet === sheet && t.row === row && t.col === col);
  }

  /** A person types a value (throws as Sheets refuses: protection, validation). "" clears the cell. */
  type(role: Role, sheet: string, ref: string, value: string | number | boolean): void {
    this.book.typeAs(role, sheet, ref, value);
    const { row, col } = parseCell(ref);
    const i = this.at(sheet, row, col);
    if (i >= 0) this.typed.splice(i, 1);
    if (value === '') return;
    this.typed.push({ sheet, row, col, value: this.book.read(sheet, ref) as CellValue, role, typed: value });
  }

  /**
   * Takes over what people typed straight through `book.typeAs` since the edit `from` (e.g. by
   * helpers.ts's playInListOrder): call it right after the typing, before rows move.
   */
  adoptEdits(from = 0): void {
    for (const e of this.book.edits.slice(from)) {
      const { row, col } = parseCell(e.a1);
      const i = this.at(e.sheet, row, col);
      if (i >= 0) this.typed.splice(i, 1);
      if (e.value === '') continue;
      this.typed.push({
        sheet: e.sheet,
        row,
        col,
        value: this.book.read(e.sheet, e.a1) as CellValue,
        role: e.role,
        typed: e.value,
      });
    }
  }

  /** Typing that Sheets may refuse: true when it was accepted. */
  tryType(role: Role, sheet: string, ref: string, value: string | number | boolean): boolean {
    try {
      this.type(role, sheet, ref, value);
      return true;
    } catch {
      return false;
    }
  }

  insertRows(sheet: string, before: number, n = 1): void {
    this.book.insertRows(sheet, before, n);
    for (const t of this.typed) if (t.sheet === sheet && t.row >= before - 1) t.row += n;
  }

  deleteRows(sheet: string, first: number, n = 1): void {
    this.book.deleteRows(sheet, first, n);
    const lo = first - 1;
    for (let i = this.typed.length - 1; i >= 0; i--) {
      const t = this.typed[i] as TypedCell;
      if (t.sheet !== sheet) continue;
      if (t.row >= lo && t.row < lo + n)
        this.typed.splice(i, 1); // deleted by a person: not "lost"
      else if (t.row >= lo + n) t.row -= n;
    }
  }

  insertColumns(sheet: string, before: number | string, n = 1): void {
    this.book.insertColumns(sheet, before, n);
    const at = colNumber(before) - 1;
    for (const t of this.typed) if (t.sheet === sheet && t.col >= at) t.col += n;
  }

  deleteColumns(sheet: string, first: number | string, n = 1): void {
    this.book.deleteColumns(sheet, first, n);
    const lo = colNumber(first) - 1;
    for (let i = this.typed.length - 1; i >= 0; i--) {
      const t = this.typed[i] as TypedCell;
      if (t.sheet !== sheet) continue;
      if (t.col >= lo && t.col < lo + n) this.typed.splice(i, 1);
      else if (t.col >= lo + n) t.col -= n;
    }
  }

  renameSheet(from: string, to: string): void {
    this.book.renameSheet(from, to);
    for (const t of this.typed) if (t.sheet === from) t.sheet = to;
  }

  moveSheet(sheet: string, position: number): void {
    this.book.moveSheet(sheet, position);
  }

  /**
   * Data → Sort range. The typed cells inside the range are found again by the content of their
   * whole row inside the range (each row of a registration is one person), computed before and
   * after the sort by reading the sheet.
   */
  sortRange(sheet: string, ref: string, column: number | string, ascending = true): void {
    const r = parseRect(ref);
    const rowsOf = () => {
      const v = this.book.read(sheet, ref);
      return (Array.isArray(v) ? v : [[v]]).map((line) => JSON.stringify(line));
    };
    const before = rowsOf();
    this.book.sortRange(sheet, ref, column, ascending);
    const after = rowsOf();
    const used = new Set<number>();
    const moved = new Map<number, number>();
    before.forEach((content, i) => {
      if (!this.typed.some((t) => t.sheet === sheet && t.row === r.row + i && t.col >= r.col && t.col < r.col + r.cols))
        return;
      const j = after.findIndex((c, k) => c === content && !used.has(k));
      if (j < 0) throw new Error(`sortRange: row ${r.row + i + 1} of ${sheet} not found after the sort`);
      used.add(j);
      moved.set(r.row + i, r.row + j);
    });
    for (const t of this.typed) {
      if (t.sheet !== sheet || t.col < r.col || t.col >= r.col + r.cols) continue;
      const to = moved.get(t.row);
      if (to !== undefined) t.row = to;
    }
  }

  /** A person deletes a whole sheet: what was typed on it goes with it. */
  deleteSheet(sheet: string): void {
    this.book.deleteSheetByName(sheet);
    for (let i = this.typed.length - 1; i >= 0; i--)
      if ((this.typed[i] as TypedCell).sheet === sheet) this.typed.splice(i, 1);
  }

  /** Typed cells that no longer read what was typed: "Sheet!F7: typed 2, now '-'". */
  lost(): string[] {
    const out: string[] = [];
    for (const t of this.typed) {
      const ref = a1(t.row, t.col);
      let now: CellValue;
      try {
        now = this.book.read(t.sheet, ref) as CellValue;
      } catch (e) {
        out.push(
          `${t.sheet}!${ref}: typed ${JSON.stringify(t.typed)} by the ${t.role}, sheet gone (${(e as Error).message})`,
        );
        continue;
      }
      if (!sameValue(now, t.value))
        out.push(`${t.sheet}!${ref}: typed ${JSON.stringify(t.typed)} by the ${t.role}, now ${JSON.stringify(now)}`);
    }
    return out;
  }
}

function sameValue(a: CellValue, b: CellValue): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

// ---- tournaments to start from ----------------------------------------------------------------

export const FUTSAL_TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];

/** A futsal registration: 5 main players a team, the team list in strength order (1 = strongest). */
export function registerFutsal(services: Services, teams: readonly string[] = FUTSAL_TEAMS): void {
  paste(
    services,
    'Futsal registration',
    teams.flatMap((team, t) =>
      Array.from({ length: 5 }, (_, p) => [
        team,
        p === 0 ? 'goalkeeper' : 'main',
        `Player${String.fromCharCode(65 + t)}${String.fromCharCode(65 + p)}`,
        'Nurlan',
        '',
        'KASE',
        `f${t}${p}@kase.kz`,
        '+7 701 000 00 00',
      ]),
    ),
  );
  paste(
    services,
    'Futsal registration',
    teams.map((t, i) => [t, i + 1, 'KASE']),
    2,
    10,
  );
}

/** The Russian futsal registration sheet. */
export const FUTSAL_REGISTRATION_RU = 'Мини-футбол регистрация';

/**
 * A book set up in Russian (its clock 22.11.2026 06:00 UTC) with `teams` registered: six players a
 * team (a goalkeeper, four main, a substitute; "Игроков{t}{p} Иван…") and the team list in strength
 * order (1 = strongest). Nothing drawn yet.
 */
export function registeredFutsalRu(teams: readonly string[]): { services: Services; book: FakeBook } {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 22, 6, 0, 0) });
  expectOk(api.setup(services, { lang: 'ru' }));
  const rows = teams.flatMap((team, t) =>
    Array.from({ length: 6 }, (_, p) => [
      team,
      p === 0 ? 'вратарь' : p < 5 ? 'основной' : 'запасной',
      `Игроков${t}${p}`,
      `Иван${'абвгде'[p]}`,
      '',
      team,
      `p${t}${p}@example.kz`,
      `+7 701 000 ${String(t).padStart(2, '0')} ${String(p).padStart(2, '0')}`,
    ]),
  );
  paste(services, FUTSAL_REGISTRATION_RU, rows);
  paste(
    services,
    FUTSAL_REGISTRATION_RU,
    teams.map((t, i) => [t, i + 1]),
    2,
    10,
  );
  return { services, book };
}

/** Backgammon or billiards players: "Surname Q" with distinct surnames. */
export function individuals(
  count: number,
  game: 'billiards' | 'backgammon',
  surname = (i: number) => `Sur${String.fromCharCode(65 + (i % 26))}${i >= 26 ? i : ''}`,
): unknown[][] {
  return Array.from({ length: count }, (_, i) =>
    game === 'billiards'
      ? [surname(i), 'Arman', '', 'KASE', 1 + (i % 3), `b${i}@kase.kz`, '+7 701 000 00 00', false]
      : [surname(i), 'Arman', '', 'KASE', `g${i}@kase.kz`, '+7 701 000 00 00', false],
  );
}

export function tournament(
  game: 'futsal' | 'billiards' | 'backgammon',
  options: { seed?: number; count?: number; teams?: readonly string[] } = {},
) {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10, 9, 0) });
  expectOk(api.setup(services, { lang: 'en' }));
  if (game === 'futsal') registerFutsal(services, options.teams);
  else
    paste(
      services,
      game === 'billiards' ? 'Billiards registration' : 'Backgammon registration',
      individuals(options.count ?? 16, game),
    );
  const drawn = expectOk(api.draw(services, game, { seed: options.seed ?? 11, acceptWarnings: true }));
  return { services, book, drawn, people: new People(book) };
}
