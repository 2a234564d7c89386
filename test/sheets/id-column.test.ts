/**
 * Row identity in the hidden id column (src/sheets/idColumn.ts, issue 22 item 1): no developer-
 * metadata write per row (≤ 20 in any one action), a sort of the visible columns refused in words,
 * rows inserted above still found, and sheets of the previous version (row metadata) still read.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { META } from '../../src/sheets/identity';
import { COL_ID_MARK, parseIdCell } from '../../src/sheets/idColumn';
import { expectOk, paste } from '../e2e/helpers';
import { individuals, tournament } from '../e2e/people';

const GS = 'Futsal groups';

function refusal(r: ActionResult<unknown>): { code?: string; message: string } {
  expect(r.ok, r.message).toBe(false);
  return { code: r.problems[0]?.code, message: r.message };
}

/** The 1-based column of the sheet's id column, and its cells. */
function idColumn(t: ReturnType<typeof tournament>, sheet: string): number {
  const m = t.book.toMatrix(sheet);
  const col = (m[0] ?? []).findIndex((_, c) => m.some((line) => parseIdCell(line[c]) !== null));
  expect(col).toBeGreaterThanOrEqual(0);
  return col + 1;
}

describe('row identity in the hidden id column', () => {
  it('a draw of 52 billiards players (the most places without the committee’s own), and the draw again, write at most 20 developer-metadata entries each', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10, 9, 0) });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(services, 'Billiards registration', individuals(52, 'billiards'));
    for (const seed of [11, 11]) {
      book.resetCalls();
      expectOk(api.draw(services, 'billiards', { seed, acceptWarnings: true }));
      expect(book.countCalls({ category: 'metadata', write: true })).toBeLessThanOrEqual(20);
    }
    // No row metadata at all: the 52 players' match rows are found by the id column.
    expect(book.developerMetadata().filter((m) => m.key === META.row && m.sheet === 'Billiards groups')).toEqual([]);
  });

  it('the id column is hidden, after the plan, and part of the protection', () => {
    const t = tournament('futsal');
    const col = idColumn(t, GS);
    const sheet = t.services.app.getActiveSpreadsheet().getSheetByName(GS);
    expect(sheet?.isColumnHiddenByUser(col)).toBe(true);
    expect(sheet?.isColumnHiddenByUser(col - 1)).toBe(false);
    // a referee cannot type there
    expect(() => t.book.typeAs('referee', GS, `${String.fromCharCode(64 + col)}3`, 'x')).toThrow();
  });

  it("a sort of the visible columns of group A's match rows (the ids stay): the withdrawal is refused in words; nothing written", () => {
    const t = tournament('futsal');
    t.people.sortRange(GS, 'A3:G8', 'E', false);
    const before = t.book.snapshot();
    const r = refusal(api.withdraw(t.services, 'futsal', 'Delta'));
    expect(r.code).toBe('rowMismatch');
    expect(r.message).toContain('group A');
    expect(t.book.snapshot()).toEqual(before);
  });

  it('a sort of whole rows, the hidden ids with them: refused as rows moved, in words', () => {
    const t = tournament('futsal');
    const last = String.fromCharCode(64 + idColumn(t, GS));
    t.people.sortRange(GS, `A3:${last}8`, 'E', false);
    const r = refusal(api.withdraw(t.services, 'futsal', 'Delta'));
    expect(['rowsMoved', 'rowMismatch']).toContain(r.code);
    expect(r.message).toContain('group A');
  });

  it('a row inserted above the sheet: the rows are found where they are now (the id column moved with them)', () => {
    const t = tournament('futsal');
    t.people.insertRows(GS, 1, 1);
    const r = expectOk(api.withdraw(t.services, 'futsal', 'Delta'));
    expect(r.player).toBe('Delta');
    // group A's first match (Alpha–Hotel, row 3, played 2:1) is on row 4 now, its score kept
    expect(t.book.read(GS, 'D4:E4')).toEqual([['Alpha', 'Hotel']]);
  });

  it('a sheet of the previous version (one row-metadata entry per row, no id column) is still read, and its next rewrite moves the ids to the column', () => {
    const t = tournament('futsal');
    const col = idColumn(t, GS);
    const sheet = t.services.app.getActiveSpreadsheet().getSheetByName(GS);
    if (!sheet) throw new Error(GS);
    // The previous version's marks: each row's ids as row metadata, and no id column.
    const cells = t.book.toMatrix(GS).map((line) => line[col - 1]);
    cells.forEach((v, r) => {
      if (typeof v !== 'string' || parseIdCell(v) === null) return;
      for (const part of v.split('|').slice(1))
        sheet.getRange(`${r + 1}:${r + 1}`).addDeveloperMetadata(META.row, part);
      t.book.typeAs('committee', GS, `${String.fromCharCode(64 + col)}${r + 1}`, '');
    });
    t.people.insertRows(GS, 1, 1);
    expect(expectOk(api.withdraw(t.services, 'futsal', 'Delta')).player).toBe('Delta');
    expect(t.book.read(GS, 'D4:E4')).toEqual([['Alpha', 'Hotel']]);
    // the next rewrite of the group sheet (the play-off's generation rewrites no group sheet; a re-draw does)
    expect(t.book.developerMetadata().some((m) => m.key === META.row && m.sheet === GS)).toBe(true);
  });
});

/** The 0-based row of a sheet's id row of the columns (the one holding "kase.col|…" cells), -1 when none. */
function idRow(t: ReturnType<typeof tournament>, sheet: string): number {
  return t.book.toMatrix(sheet).findIndex((line) => line.some((v) => String(v).startsWith(`${COL_ID_MARK}|`)));
}

describe('column identity in the hidden id row', () => {
  it('the group sheet keeps its column ids in a hidden row after its last, not as column metadata', () => {
    const t = tournament('futsal');
    const row = idRow(t, GS);
    expect(row).toBeGreaterThan(0);
    const m = t.book.toMatrix(GS);
    expect(m.length).toBe(row + 1);
    const sheet = t.services.app.getActiveSpreadsheet().getSheetByName(GS) as unknown as {
      isRowHiddenByUser(r: number): boolean;
    };
    expect(sheet.isRowHiddenByUser(row + 1)).toBe(true);
    expect(sheet.isRowHiddenByUser(row)).toBe(false);
    expect(t.book.developerMetadata().filter((md) => md.sheet === GS && md.key === META.col)).toEqual([]);
    // a referee cannot type there
    expect(() => t.book.typeAs('referee', GS, `A${row + 1}`, 'x')).toThrow();
  });

  it('a column inserted before the sheet: the columns are found where they are now (their ids moved with them)', () => {
    const t = tournament('futsal');
    const before = t.book.toMatrix(GS)[idRow(t, GS)] ?? [];
    t.people.insertColumns(GS, 'A', 1);
    const after = t.book.toMatrix(GS)[idRow(t, GS)] ?? [];
    expect(after.slice(1, before.length + 1)).toEqual(before);
    expect(after[0] ?? '').toBe('');
    expect(expectOk(api.withdraw(t.services, 'futsal', 'Delta')).player).toBe('Delta');
    // group A's first match (Alpha–Hotel, row 3) is in columns E:F now
    expect(t.book.read(GS, 'E3:F3')).toEqual([['Alpha', 'Hotel']]);
  });

  it('a sheet of the previous version (one column-metadata entry per column, no id row) is still read', () => {
    const t = tournament('futsal');
    const sheet = t.services.app.getActiveSpreadsheet().getSheetByName(GS);
    if (!sheet) throw new Error(GS);
    const row = idRow(t, GS);
    // The previous version's marks: each column's ids as column metadata, and no id row.
    (t.book.toMatrix(GS)[row] ?? []).forEach((v, c) => {
      if (!String(v).startsWith(`${COL_ID_MARK}|`)) return;
      const letter = String.fromCharCode(65 + c);
      for (const part of String(v).split('|').slice(1))
        sheet.getRange(`${letter}:${letter}`).addDeveloperMetadata(META.col, part);
      t.book.typeAs('committee', GS, `${letter}${row + 1}`, '');
    });
    expect(idRow(t, GS)).toBe(-1);
    t.people.insertColumns(GS, 'A', 1);
    expect(expectOk(api.withdraw(t.services, 'futsal', 'Delta')).player).toBe('Delta');
    expect(t.book.read(GS, 'E3:F3')).toEqual([['Alpha', 'Hotel']]);
  });

  it('a list pasted past the registration sheet’s rows writes over its hidden id row: every column is still found, a column inserted after it too', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10, 9, 0) });
    expectOk(api.setup(services, { lang: 'en' }));
    const REG = 'Billiards registration';
    // 110 rows from row 2: the sheet offers 100, its id row is row 102 (Sheets pastes into hidden rows)
    paste(services, REG, individuals(110, 'billiards'));
    const registered = () => (api.checkRegistration(services, 'billiards').data as { registered: number }).registered;
    expect(registered()).toBe(110);
    book.insertColumns(REG, 'A', 1);
    expect(registered()).toBe(110);
  });
});
