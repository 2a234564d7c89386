/**
 * One read per sheet per action (issue 22 item 1; src/sheets/actionScope.ts `remembered`): inside a
 * writing action a sheet's used area and the spreadsheet's metadata are read once, after the sheet
 * was closed to typing, and read again after any write of the action — never a stale answer.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { inActionScope, startReads, takeActionReads, writing } from '../../src/sheets/actionScope';
import { readAll, writeCells } from '../../src/sheets/context';
import { readAnchors } from '../../src/sheets/identity';
import { SheetIndex } from '../../src/sheets/sheetIndex';
import * as api from '../../src/sheets/api';
import { preferenceTournament } from '../preferenceTournament';

function fixture() {
  const { services, book } = createFakeServices({ locale: 'ru_RU' });
  const ss = services.app.getActiveSpreadsheet();
  const a = ss.insertSheet('A');
  const b = ss.insertSheet('B');
  a.getRange(1, 1, 1, 2).setValues([['x', 1]]);
  b.getRange(1, 1, 1, 1).setValues([['=A!B1*2']]);
  const closer = { app: services.app, lockDown: () => undefined };
  book.resetCalls();
  return { services, book, a, b, closer };
}

describe('one read per sheet per action', () => {
  it('a sheet read twice in an action is read once, after it was closed to typing', () => {
    const { book, a, closer } = fixture();
    const [first, second] = inActionScope(() => [readAll(a), readAll(a)], closer);
    expect(second).toEqual(first);
    expect(book.countCalls({ sheet: 'A', method: 'getValues' })).toBe(1);
    expect(book.countCalls({ sheet: 'A', method: 'getFormulas' })).toBe(1);
    const close = book.calls.findIndex((c) => c.sheet === 'A' && c.method === 'getProtections');
    const read = book.calls.findIndex((c) => c.sheet === 'A' && c.method === 'getValues');
    expect(close).toBeGreaterThanOrEqual(0);
    expect(read).toBeGreaterThan(close);
  });

  it("each caller gets its own copy: changing one does not change the other's", () => {
    const { a, closer } = fixture();
    const second = inActionScope(() => {
      readAll(a).values[0]![0] = 'changed';
      return readAll(a);
    }, closer);
    expect(second.values[0]![0]).toBe('x');
  });

  it("after the action's own write, the sheet written and every other sheet are read again", () => {
    const { book, a, b, closer } = fixture();
    const seen = inActionScope(() => {
      expect(readAll(b).values[0]![0]).toBe(2);
      expect(readAll(a).values[0]![1]).toBe(1);
      writeCells([{ sheet: a, row: 0, col: 1, values: [5], before: [1] }]);
      return { a: readAll(a).values[0]![1], b: readAll(b).values[0]![0] };
    }, closer);
    expect(seen).toEqual({ a: 5, b: 10 });
    expect(book.countCalls({ sheet: 'A', method: 'getValues' })).toBe(2);
    expect(book.countCalls({ sheet: 'B', method: 'getValues' })).toBe(2);
  });

  it('outside an action every read is made', () => {
    const { book, a } = fixture();
    readAll(a);
    readAll(a);
    expect(book.countCalls({ sheet: 'A', method: 'getValues' })).toBe(2);
  });

  it("the sheets' metadata: one spreadsheet-wide search in an action, again after a write", () => {
    const { book, a, b, closer } = fixture();
    inActionScope(() => {
      readAnchors(a, []);
      readAnchors(b, []);
      readAnchors(a, []);
      expect(book.countCalls({ method: 'find' })).toBe(1);
      a.addDeveloperMetadata('kase.state', 'final');
      writeCells([{ sheet: a, row: 0, col: 1, values: [5], before: [1] }]);
      expect(readAnchors(a, []).state).toBe('final');
      expect(book.countCalls({ method: 'find' })).toBe(2);
    }, closer);
  });

  it('what the action read after its last write is handed to the status once; nothing after a failure', () => {
    const { a, closer } = fixture();
    inActionScope(() => readAll(a), closer);
    expect(takeActionReads()?.get('A')?.has('area')).toBe(true);
    expect(takeActionReads()).toBeNull();
    expect(() =>
      inActionScope(() => {
        readAll(a);
        throw new Error('refused');
      }, closer),
    ).toThrow('refused');
    expect(takeActionReads()).toBeNull();
  });

  it('what was read before the lock goes to the status too, unless the action wrote that sheet', () => {
    const { services, a, b, closer } = fixture();
    const c = services.app.getActiveSpreadsheet().insertSheet('C');
    c.getRange(1, 1, 1, 1).setValues([['plain']]);
    startReads();
    readAll(a); // the settings, read before the lock: no formula
    readAll(b); // a formula reading A
    readAll(c);
    inActionScope(() => {
      writeCells([{ sheet: c, row: 0, col: 0, values: ['new'], before: ['plain'] }]);
      return { ok: true };
    }, closer);
    const given = takeActionReads();
    // A: holds no formula and was not written: handed on.
    expect(given?.get('A')?.has('area')).toBe(true);
    // B: its formula may read what was written; C: written. Neither handed on (the status reads them).
    expect(given?.has('B')).toBe(false);
    expect(given?.has('C')).toBe(false);
    // A server function begins anew: nothing of the one before.
    startReads();
    inActionScope(() => ({ ok: true }), closer);
    expect(takeActionReads()?.size ?? 0).toBe(0);
  });

  it('before the lock, one metadata search answers every read (not one search per sheet read)', () => {
    const { services, book } = preferenceTournament({
      players: 13,
      now: Date.UTC(2026, 11, 1, 6),
      firstDay: '15.12.2026',
    });
    book.resetCalls();
    // keeping a table reads the settings before it takes the lock
    expect(api.keepTable(services, { tour: 1, table: '1', mode: 'deals' }).ok).toBe(true);
    const lock = book.calls.findIndex((c) => c.method === 'tryLock');
    const before = book.calls.slice(0, lock);
    expect(before.filter((c) => c.method === 'getValues').length).toBeGreaterThan(0);
    expect(before.filter((c) => c.method === 'find').length).toBe(1);
  });

  it('a search made before an action or a write is not trusted after it: the sheet is searched anew', () => {
    const { services, book, a } = fixture();
    a.addDeveloperMetadata('kase.sheet', 'a');
    const index = new SheetIndex(services.app.getActiveSpreadsheet());
    index.get('a'); // the one search, every entry (outside any scope)
    const values = readAll(a).values;
    expect(index.anchors(a, values).rows.size).toBe(0);
    // a write outside a scope (as a test calling the applier does) adds a row mark
    writing(() => a.getRange(1, 1, 1, a.getMaxColumns()).addDeveloperMetadata('kase.row', 'r1@0'));
    book.resetCalls();
    expect(index.anchors(a, values).rows.get('r1')).toBe(0);
    expect(book.countCalls({ method: 'find' })).toBe(1);
  });
});
