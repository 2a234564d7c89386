/**
 * An action closes to typing the sheets it writes, not those it only reads (issue 23 item 1: "close
 * what it will write before it reads it"; issue 22: each close is three calls and a flush). A sheet
 * read without a close is read again once something closes it, and a writer that reaches one checks
 * its cells again: close, then read still holds for every sheet written (SPEC §5, nothing typed lost).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { blockTyping } from '../../src/sheets/blockTyping';
import { lockDown } from '../../src/sheets/applyProtection';
import { findSheet, readAll, readOnlyAhead, withLock, writeCells, type ActionResult } from '../../src/sheets/context';
import { openCtx } from '../../src/sheets/kinds/settingsSheet';
import type { CallRecord, FakeBook } from '../../fakes/book';
import type { Services, SheetLike } from '../../src/sheets/gas';
import { preferenceTournament } from '../preferenceTournament';

const ATTENDANCE = 'Преферанс явка';
const wrote: ActionResult = { ok: true, message: '', problems: [], sheets: [ATTENDANCE] };

function tournament() {
  return preferenceTournament({ players: 13, now: Date.UTC(2026, 11, 1, 6), firstDay: '15.12.2026' });
}

/** A cell of the attendance sheet a referee may type into (its first input range's top left), 0-based. */
function inputCell(services: Services, sheet: SheetLike): { a1: string; row: number; col: number } {
  const p = sheet.getProtections(services.app.ProtectionType.SHEET)[0]!;
  const r = p.getUnprotectedRanges()[0]!;
  return { a1: r.getA1Notation().split(':')[0]!, row: r.getRow() - 1, col: r.getColumn() - 1 };
}

/** The sheets an action closed to typing (read their protections) and those it wrote cells of. */
function closedAndWritten(book: FakeBook, run: () => ActionResult): { closed: Set<string>; written: Set<string> } {
  const calls: CallRecord[] = [];
  const off = book.onCall((c) => calls.push(c));
  const r = run();
  off();
  expect(r.ok, r.message).toBe(true);
  const protection = new Set(['setUnprotectedRanges', 'protect', 'setDescription', 'removeEditors', 'setDomainEdit']);
  return {
    closed: new Set(calls.filter((c) => c.method === 'getProtections' && c.sheet).map((c) => c.sheet!)),
    written: new Set(calls.filter((c) => c.write && c.sheet && !protection.has(c.method)).map((c) => c.sheet!)),
  };
}

describe('an action closes what it writes, not what it only reads', () => {
  it('the day plan, the notices, the week cards, the board: every sheet closed is one they write', () => {
    const { services, book } = tournament();
    for (const run of [
      () => api.dayPlan(services, 'preference'),
      () => api.notices(services),
      () => api.week(services),
      () => api.board(services),
    ]) {
      const { closed, written } = closedAndWritten(book, run);
      for (const name of closed) expect(written, `closed «${name}» without writing it`).toContain(name);
    }
  });
});

describe('a sheet read without a close is safe to write all the same', () => {
  it('closed later in the action (the applier, a writer): read again, what was typed before the close seen', () => {
    const { services, book } = tournament();
    const ctx = openCtx(services);
    const sheet = findSheet(ctx, 'pref.attendance')!;
    const cell = inputCell(services, sheet);
    const before = book.read(ATTENDANCE, cell.a1);
    let seen: unknown;
    const r = withLock(ctx, () => {
      readOnlyAhead(ctx, [['pref.attendance']]);
      expect(readAll(sheet).values[cell.row]?.[cell.col]).toEqual(before);
      // not closed: the referee's tick goes in
      book.typeAs('referee', ATTENDANCE, cell.a1, true);
      blockTyping(services.app, [sheet], (p) => lockDown(p, []));
      seen = readAll(sheet).values[cell.row]?.[cell.col];
      return wrote;
    });
    expect(r.ok, r.message).toBe(true);
    expect(seen).toBe(true);
  });

  it('written by `writeCells` without a close: closed now, and refused when a cell changed since it was read', () => {
    const { services, book } = tournament();
    const ctx = openCtx(services);
    const sheet = findSheet(ctx, 'pref.attendance')!;
    const cell = inputCell(services, sheet);
    const before = readAll(sheet).values[cell.row]?.[cell.col] ?? '';
    const r = withLock(ctx, () => {
      readOnlyAhead(ctx, [['pref.attendance']]);
      readAll(sheet);
      book.typeAs('referee', ATTENDANCE, cell.a1, true);
      writeCells([{ sheet, row: cell.row, col: cell.col, values: [false], before: [before] }]);
      return wrote;
    });
    expect(r.ok).toBe(false);
    expect(r.message).toContain(cell.a1);
    expect(book.read(ATTENDANCE, cell.a1)).toBe(true);
    // unchanged since the read: written, after the sheet was closed
    const calls: CallRecord[] = [];
    const ok = withLock(ctx, () => {
      readOnlyAhead(ctx, [['pref.attendance']]);
      readAll(sheet);
      const off = book.onCall((c) => calls.push(c));
      writeCells([{ sheet, row: cell.row, col: cell.col, values: [false], before: [true] }]);
      off();
      return wrote;
    });
    expect(ok.ok, ok.message).toBe(true);
    expect(book.read(ATTENDANCE, cell.a1)).toBe(false);
    const closedAt = calls.findIndex((c) => c.method === 'setUnprotectedRanges' && c.sheet === ATTENDANCE);
    const writtenAt = calls.findIndex((c) => c.method !== 'setUnprotectedRanges' && c.write && c.sheet === ATTENDANCE);
    expect(closedAt).toBeGreaterThanOrEqual(0);
    expect(closedAt).toBeLessThan(writtenAt);
  });
});
