/**
 * People acting while the add-on runs: `book.onCall(hook)` runs after each call of the add-on
 * (a referee typing between two calls of an action), and `book.setEditTrigger(handler)` runs an
 * onEdit simple trigger after a person's edit, as that person (book.actingAs): protected cells
 * refuse a referee's trigger as Sheets refuses them, and the trigger is an execution of its own
 * for the document lock.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../fakes';
import { PROTECTED_MESSAGE, type CallRecord, type EditEvent, type FakeSheet } from '../fakes/book';

function protectedScores() {
  const { services, book } = createFakeServices({ locale: 'en_US', sheets: ['S'] });
  const ss = services.app.getActiveSpreadsheet();
  const s = ss.getSheetByName('S') as FakeSheet;
  s.getRange(1, 1, 3, 3).setValues([
    ['player', 'score', 'double'],
    ['Aru', 3, '=B2*2'],
    ['Bek', 4, '=B3*2'],
  ]);
  const p = s.protect().setDescription('results');
  p.setUnprotectedRanges([s.getRange('B2:B3'), s.getRange('E2:E3')]);
  p.removeEditors(p.getEditors()); // binds the referee
  book.resetCalls();
  return { services, book, ss, s };
}

describe('book.onCall: acting between two calls of the add-on', () => {
  it('runs after the call returned: a referee typing right after the first getValues is seen by the second only', () => {
    const { book, s } = protectedScores();
    const seen: string[] = [];
    const off = book.onCall((call) => {
      seen.push(call.method);
      if (call.method === 'getValues' && seen.filter((m) => m === 'getValues').length === 1)
        book.typeAs('referee', 'S', 'B2', '7');
    });
    const range = s.getRange('B2:C2');
    const first = range.getValues();
    const second = range.getValues();
    expect(first).toEqual([[3, 6]]);
    expect(second).toEqual([[7, 14]]);
    expect(seen).toEqual(['getRange', 'getValues', 'getValues']);
    off();
    range.getValues();
    expect(seen).toHaveLength(3);
    expect(book.edits).toEqual([{ role: 'referee', sheet: 'S', a1: 'B2', value: '7' }]);
  });

  it('a write is done when the hook runs; a referee typing into a protected cell from a hook throws as always', () => {
    const { book, s } = protectedScores();
    const records: CallRecord[] = [];
    book.onCall((call) => {
      records.push(call);
      if (call.method !== 'setValues') return;
      expect(book.read('S', 'B3')).toBe(5);
      expect(() => book.typeAs('referee', 'S', 'A3', 'Dana')).toThrow(/protected/);
    });
    s.getRange('B3').setValues([[5]]);
    expect(records.map((r) => [r.method, r.write])).toEqual([
      ['getRange', false],
      ['setValues', true],
    ]);
    expect(book.read('S', 'A3')).toBe('Bek');
  });

  it("an exception of a hook comes out of the add-on's call", () => {
    const { book, s } = protectedScores();
    book.onCall((call) => {
      if (call.method === 'getValues') throw new Error('the referee closed the tab');
    });
    expect(() => s.getRange('A1').getValues()).toThrow('the referee closed the tab');
  });
});

describe('book.setEditTrigger: onEdit as Google runs a simple trigger', () => {
  it("runs after a person's accepted edit (never after the add-on's writes) with an edit event", () => {
    const { book, ss, s } = protectedScores();
    const events: EditEvent[] = [];
    book.setEditTrigger((e) => void events.push(e));
    s.getRange('B2').setValues([[9]]);
    expect(events).toEqual([]);
    book.typeAs('referee', 'S', 'B2', '5');
    book.typeAs('committee', 'S', 'D1', 'TRUE');
    book.typeAs('committee', 'S', 'D1', '');
    expect(() => book.typeAs('referee', 'S', 'A1', 'x')).toThrow(/protected/); // refused: no trigger
    expect(events.map((e) => [e.range.getA1Notation(), e.value, e.oldValue, e.authMode, e.user.getEmail()])).toEqual([
      ['B2', '5', '9', 'LIMITED', 'referee@kase.kz'],
      ['D1', 'TRUE', undefined, 'LIMITED', 'committee@kase.kz'],
      ['D1', undefined, 'TRUE', 'LIMITED', 'committee@kase.kz'],
    ]);
    expect(events[0]?.source.getSheetByName('S')?.getName()).toBe(ss.getSheetByName('S')?.getName());
  });

  it("a referee's trigger may write into unprotected cells only; its exception is recorded and the edit stands", () => {
    const { book, s } = protectedScores();
    book.setEditTrigger((e) => {
      expect(book.actingAs).toBe('referee');
      const row = e.range.getRow();
      s.getRange(row, 5).setValues([['typed']]); // E: unprotected
      s.getRange(row, 3).setValues([['=B2*3']]); // C: protected
    });
    book.typeAs('referee', 'S', 'B2', '8');
    expect(book.actingAs).toBeNull();
    expect(book.read('S', 'B2')).toBe(8);
    expect(book.read('S', 'E2')).toBe('typed');
    expect(book.formulaAt('S', 'C2')).toBe('=B2*2');
    expect(book.triggerErrors).toHaveLength(1);
    expect(book.triggerErrors[0]).toMatchObject({ role: 'referee', sheet: 'S', a1: 'B2' });
    expect(String(book.triggerErrors[0]?.error)).toContain(PROTECTED_MESSAGE);
    const setValues = book.calls.filter((c) => c.method === 'setValues');
    expect(setValues.map((c) => [c.actingAs, c.failed ?? false])).toEqual([
      ['referee', false],
      ['referee', true],
    ]);
  });

  it("a committee member's trigger may write anywhere; a referee's may not change a protected sheet itself", () => {
    const { book, s } = protectedScores();
    book.setEditTrigger(() => {
      s.getRange('C2').setValues([['=B2*10']]);
    });
    book.typeAs('committee', 'S', 'B2', '2');
    expect(book.read('S', 'C2')).toBe(20);
    book.setEditTrigger(() => {
      s.insertRowsAfter(3, 1);
    });
    book.typeAs('referee', 'S', 'B3', '1');
    expect(book.gridSize('S').rows).toBe(1000);
    expect(String(book.triggerErrors.at(-1)?.error)).toContain('protected cell or object');
    book.setEditTrigger(null);
    book.typeAs('referee', 'S', 'B3', '2');
    expect(book.triggerErrors).toHaveLength(1);
  });

  it('is an execution of its own: it cannot take the document lock a server call holds, and its own lock ends with it', () => {
    const { services, book, s } = protectedScores();
    const locked: boolean[] = [];
    book.setEditTrigger(() => {
      const lock = services.lock.getDocumentLock();
      locked.push(lock?.tryLock(1000) ?? false);
    });
    const mine = services.lock.getDocumentLock();
    expect(mine?.tryLock(1000)).toBe(true);
    book.onCall((call) => {
      if (call.method === 'getValues') book.typeAs('referee', 'S', 'B2', '6');
    });
    s.getRange('B2').getValues();
    expect(locked).toEqual([false]);
    expect(mine?.hasLock()).toBe(true);
    mine?.releaseLock();
    book.typeAs('referee', 'S', 'B3', '6');
    expect(locked).toEqual([false, true]);
    expect(book.isLocked()).toBe(false);
    expect(mine?.tryLock(0)).toBe(true);
  });
});
