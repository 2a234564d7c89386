/**
 * The fake's switches (fakes/switches.ts, issue 22 item 4): each makes the fake behave the other way
 * for one assumption of the add-on about Google Sheets. Here, each switch on its own does what it
 * says and nothing else; test/sheets/self-check.test.ts shows that the self-check reports each, and
 * what the add-on then does.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../fakes';
import { PROTECTED_MESSAGE, RUNNER, SECOND_MEMBER, type FakeSheet } from '../fakes/book';
import type { Switches } from '../fakes/switches';
import type { EditEvent } from '../fakes/book';

function bookWith(switches: Switches = {}) {
  const { services, book } = createFakeServices({ locale: 'ru_RU', sheets: ['S'], switches });
  const s = services.app.getActiveSpreadsheet().getSheetByName('S') as FakeSheet;
  const events: { a1: string; value?: string }[] = [];
  book.setEditTrigger((e: EditEvent) =>
    events.push({ a1: e.range.getA1Notation(), ...(e.value ? { value: e.value } : {}) }),
  );
  return { services, book, s, events };
}

const rowMarks = (book: ReturnType<typeof bookWith>['book']) =>
  book
    .developerMetadata()
    .filter((m) => m.type === 'ROW')
    .map((m) => `${m.value}@${m.start}`);

describe('fakes/switches.ts', () => {
  it('by default every edit reaches the trigger; dropEditsPastTwo drops events past two queued, until time passes', () => {
    const plain = bookWith();
    for (let i = 1; i <= 5; i++) plain.book.typeAs('committee', 'S', `B${i}`, i);
    expect(plain.events).toHaveLength(5);

    const { book, events } = bookWith({ dropEditsPastTwo: true });
    for (let i = 1; i <= 5; i++) book.typeAs('committee', 'S', `B${i}`, i);
    expect(events.map((e) => e.a1)).toEqual(['B1', 'B2', 'B3']);
    expect(book.droppedEdits).toHaveLength(2);
    expect(book.read('S', 'B5')).toBe(5); // the edit stands; only its event is lost
    book.now += 3000;
    book.typeAs('committee', 'S', 'B6', 6);
    expect(events.map((e) => e.a1)).toEqual(['B1', 'B2', 'B3', 'B6']);
  });

  it('slowCalls: a trigger’s calls take time of their own, not the typist’s', () => {
    const { book, s } = bookWith({
      dropEditsPastTwo: true,
      slowCalls: { read: 900, write: 900, search: 900, flush: 900 },
    });
    let seen = 0;
    book.setEditTrigger(() => {
      seen++;
      s.getRange('Z1').getValues();
    });
    const t0 = book.now;
    for (let i = 1; i <= 5; i++) book.typeAs('committee', 'S', `B${i}`, i);
    expect(book.now).toBe(t0);
    expect(seen).toBe(3);
  });

  it('book.paste: one event per cell; pasteAsOneEvent: one event for the block, without a value', () => {
    const plain = bookWith();
    plain.book.paste('committee', 'S', 'C2', [
      ['a', 1],
      ['b', 2],
    ]);
    expect(plain.events.map((e) => e.a1)).toEqual(['C2', 'D2', 'C3', 'D3']);
    expect(plain.book.read('S', 'C2:D3')).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    const { book, events } = bookWith({ pasteAsOneEvent: true });
    book.paste('committee', 'S', 'C2', [
      ['a', 1],
      ['b', 2],
    ]);
    expect(events).toEqual([{ a1: 'C2:D3' }]);
  });

  it('a refused cell leaves the pasted block as it was', () => {
    const { services, book, s } = bookWith();
    s.getRange('D3').setDataValidation(
      services.app.newDataValidation().requireNumberBetween(0, 5).setAllowInvalid(false).build(),
    );
    expect(() =>
      book.paste('committee', 'S', 'C2', [
        ['a', 1],
        ['b', 9],
      ]),
    ).toThrow(/rejected/);
    expect(book.read('S', 'C2:D3')).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect(book.edits).toEqual([]);
  });

  it('metadataNotCopied: "Duplicate" copies no developer metadata', () => {
    for (const [switches, copied] of [
      [{}, 2],
      [{ metadataNotCopied: true }, 0],
    ] as const) {
      const { book, s } = bookWith(switches);
      s.addDeveloperMetadata('k', 'sheet');
      s.getRange('3:3').addDeveloperMetadata('k', 'row');
      book.duplicateSheet('S', 'S2');
      expect(book.developerMetadata().filter((m) => m.sheet === 'S2')).toHaveLength(copied);
    }
  });

  it('metadataStays: row marks keep their index through inserts, deletes and moved rows', () => {
    for (const [switches, expected] of [
      [{}, ['r3@6', 'r6@9']],
      [{ metadataStays: true }, ['r3@3', 'r6@6']],
    ] as const) {
      const { book, s } = bookWith(switches);
      s.getRange(1, 1, 10, 1).setValues(Array.from({ length: 10 }, (_, i) => [`r${i + 1}`]));
      s.getRange('3:3').addDeveloperMetadata('k', 'r3');
      s.getRange('6:6').addDeveloperMetadata('k', 'r6');
      book.insertRows('S', 2, 3);
      expect(rowMarks(book)).toEqual(expected);
    }
  });

  it('Sheet.moveRows moves the rows’ cells and marks; the rows between close up', () => {
    const { book, s } = bookWith();
    s.getRange(1, 1, 6, 1).setValues(Array.from({ length: 6 }, (_, i) => [`r${i + 1}`]));
    s.getRange('5:5').addDeveloperMetadata('k', 'r5');
    s.moveRows(s.getRange('5:5'), 2);
    expect(book.read('S', 'A1:A6')).toEqual([['r1'], ['r5'], ['r2'], ['r3'], ['r4'], ['r6']]);
    expect(rowMarks(book)).toEqual(['r5@2']);
    s.moveRows(s.getRange('2:2'), 7);
    expect(book.read('S', 'A1:A6')).toEqual([['r1'], ['r2'], ['r3'], ['r4'], ['r6'], ['r5']]);
    expect(rowMarks(book)).toEqual(['r5@6']);
  });

  it('sortMovesMetadata: a sort takes the row marks with the rows’ contents', () => {
    for (const [switches, expected] of [
      [{}, ['b@1']],
      [{ sortMovesMetadata: true }, ['b@2']],
    ] as const) {
      const { book, s } = bookWith(switches);
      s.getRange(1, 1, 3, 1).setValues([['b'], ['c'], ['a']]);
      s.getRange('1:1').addDeveloperMetadata('k', 'b');
      book.sortRange('S', 'A1:A3', 1);
      expect(rowMarks(book)).toEqual(expected);
    }
  });

  it('loading: a custom function’s cell and what depends on it read the text for the time given after each change', () => {
    const { book, s } = bookWith({ loading: { text: 'Жүктелуде...', ms: 3000 } });
    s.getRange(1, 1, 1, 3).setValues([[12, '=PREF_TABLES(A1)', '=B1']]);
    expect(book.read('S', 'B1:C1')).toEqual([['Жүктелуде...', 'Жүктелуде...']]);
    expect(book.computed('S', 'B1:C1')).toEqual([[4, 4]]); // what a referee knows from the paper
    book.now += 3000;
    expect(book.read('S', 'B1:C1')).toEqual([[4, 4]]);
    book.typeAs('committee', 'S', 'A1', 9);
    expect(book.read('S', 'B1')).toBe('Жүктелуде...');
  });

  it('secondMember: the lock is busy every other try; after the first action, another member runs, bound by the first one’s protections', () => {
    const { services, book, s } = bookWith({ secondMember: true });
    const lock = services.lock.getDocumentLock();
    expect(lock?.tryLock(0)).toBe(false);
    expect(lock?.tryLock(0)).toBe(true);
    const p = s.protect();
    p.removeEditors(p.getEditors());
    lock?.releaseLock();
    expect(book.runnerEmail).toBe(SECOND_MEMBER);
    expect(book.protectionEditors('S')).toEqual(['committee@kase.kz', 'owner@kase.kz'].sort());
    expect(() => s.getRange('A1').setValues([['x']])).toThrow(PROTECTED_MESSAGE);
    expect(() => p.addEditors([SECOND_MEMBER])).toThrow(PROTECTED_MESSAGE); // not his to change
    book.runnerEmail = RUNNER; // the first member adds him (the committee setting, then Setup)
    p.addEditors([SECOND_MEMBER]);
    book.runnerEmail = SECOND_MEMBER;
    s.getRange('A1').setValues([['x']]);
    expect(book.read('S', 'A1')).toBe('x');
  });

  it('slowCalls: each call of the add-on advances the clock', () => {
    const { book, s } = bookWith({ slowCalls: { read: 400, write: 150, search: 300, flush: 1000 } });
    const t0 = book.now;
    s.getRange('A1').getValues();
    expect(book.now - t0).toBe(400);
    s.getRange('A1').setValues([[1]]);
    expect(book.now - t0).toBe(550);
  });

  it('groupAccess: removeEditors throws; protectionLax: the referee stays an editor', () => {
    const group = bookWith({ groupAccess: true });
    const p = group.s.protect();
    expect(() => p.removeEditors(p.getEditors())).toThrow(/group/);
    const lax = bookWith({ protectionLax: true });
    const q = lax.s.protect();
    q.removeEditors(q.getEditors());
    expect(lax.book.protectionEditors('S')).toContain('referee@kase.kz');
    lax.book.typeAs('referee', 'S', 'A1', 'typed');
    expect(lax.book.read('S', 'A1')).toBe('typed');
  });

  it('KASE_PROBE: start, start + busy and the token; asked for the lock, 0 while a server call holds it (1 with lockNotShared)', () => {
    for (const [switches, answer] of [
      [{}, 0],
      [{ lockNotShared: true }, 1],
    ] as const) {
      const { services, book, s } = bookWith(switches);
      const lock = services.lock.getDocumentLock();
      expect(lock?.tryLock(0)).toBe(true);
      s.getRange(1, 1, 2, 1).setValues([['=KASE_PROBE("t1", 250, FALSE)'], ['=KASE_PROBE("t2", 0, TRUE)']]);
      const [first, second] = book.read('S', 'A1:C2') as [number, number, string][];
      expect(first?.[1]).toBe((first?.[0] ?? 0) + 250);
      expect(first?.[2]).toBe('t1');
      expect(second?.[2]).toBe(answer);
      expect(book.isLocked()).toBe(true);
    }
  });

  it('timeZone: the spreadsheet’s; checkboxAsText: a tick reads as the word', () => {
    const { services, book, s } = bookWith({ timeZone: 'Europe/Moscow', checkboxAsText: true });
    expect(services.app.getActiveSpreadsheet().getSpreadsheetTimeZone()).toBe('Europe/Moscow');
    s.getRange('A1').setDataValidation(services.app.newDataValidation().requireCheckbox().build());
    book.typeAs('committee', 'S', 'A1', true);
    expect(s.getRange('A1').getValues()).toEqual([['ИСТИНА']]);
  });

  it('getSheetValues(1, 1, -1, -1): the used area, as getDataRange reads it; wholeReadShort: one cell', () => {
    for (const short of [false, true]) {
      const { s } = bookWith(short ? { wholeReadShort: true } : {});
      expect(s.getSheetValues(1, 1, -1, -1)).toEqual(short ? [['']] : []); // an empty sheet: no row
      s.getRange('B2:C3').setValues([
        ['x', ''],
        ['', 7],
      ]);
      s.getRange('E1').setValues([['end']]);
      const whole = s.getDataRange().getValues();
      expect(whole).toHaveLength(3);
      expect(whole[0]).toHaveLength(5);
      expect(s.getSheetValues(1, 1, -1, -1)).toEqual(short ? [['']] : whole);
      expect(s.getSheetValues(2, 2, -1, 2)).toEqual(
        short
          ? [['x', '']]
          : [
              ['x', ''],
              ['', 7],
            ],
      );
    }
  });
});
