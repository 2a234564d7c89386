/**
 * The fake spreadsheet under a committee's hands: rows and columns inserted and deleted
 * anywhere, sheets renamed, moved, deleted and duplicated, ranges sorted — with Google Sheets'
 * semantics (fakes/structure.ts, fakes/refs.ts), and developer metadata that moves with its rows
 * (fakes/metadata.ts). Each test checks formula texts as getFormulas shows them AND the values
 * computed after the edit.
 */
import { describe, expect, it } from 'vitest';
import type { RangeLike } from '../src/sheets/gas';
import { createFakeServices } from '../fakes';
import type { FakeRange, FakeSheet, FakeSpreadsheet } from '../fakes/book';
import { createEngine } from '../fakes/engine';
import { adjustForAxisEdit, mapRefs, moveFormula, renameInFormula, type AxisEdit } from '../fakes/refs';

const GROUPS = 'Бильярд группы';

function fresh(sheets = ['Data', GROUPS]) {
  const { services, book } = createFakeServices({ locale: 'en_US', sheets });
  const ss = services.app.getActiveSpreadsheet() as FakeSpreadsheet;
  const sheet = (name: string) => ss.getSheetByName(name) as FakeSheet;
  return { services, book, ss, sheet };
}

/** Data!A1:A5 = 1…5, B = A*2, C1 = SUM(A1:A5), C2 = $A$4; the groups sheet refers to Data (D1 spills 3 rows). */
function withData() {
  const f = fresh();
  f.sheet('Data')
    .getRange(1, 1, 5, 3)
    .setValues([
      [1, '=A1*2', '=SUM(A1:A5)'],
      [2, '=A2*2', '=$A$4'],
      [3, '=A3*2', ''],
      [4, '=A4*2', ''],
      [5, '=A5*2', ''],
    ]);
  f.sheet(GROUPS)
    .getRange(1, 1, 1, 4)
    .setValues([['=Data!A3', "=SUM('Data'!A2:A4)", "='Data'!$A$5*2", '=PREF_RATING(Data!A1:A3)']]);
  f.sheet('Data')
    .getRange(1, 5, 1, 1)
    .setValues([[`='${GROUPS}'!A1+1`]]);
  f.book.resetCalls();
  return f;
}

const formulas = (r: RangeLike) => r.getFormulas();

describe('rows inserted', () => {
  it('moves values and re-derives every formula of every sheet: references at or after the edit move, spanning areas grow', () => {
    const { book, sheet } = withData();
    book.insertRows('Data', 3, 2); // two rows above row 3
    expect(book.read('Data', 'A1:A7')).toEqual([[1], [2], [''], [''], [3], [4], [5]]);
    expect(formulas(sheet('Data').getRange('B1:C7'))).toEqual([
      ['=A1*2', '=SUM(A1:A7)'],
      ['=A2*2', '=$A$6'],
      ['', ''],
      ['', ''],
      ['=A5*2', ''],
      ['=A6*2', ''],
      ['=A7*2', ''],
    ]);
    expect(book.read('Data', 'B5:C5')).toEqual([[6, '']]);
    expect(book.read('Data', 'C1:C2')).toEqual([[15], [4]]);
    // the other sheet: style kept (quoted or not, our function's name), references moved
    expect(formulas(sheet(GROUPS).getRange('A1:D1'))).toEqual([
      ['=Data!A5', "=SUM('Data'!A2:A6)", "='Data'!$A$7*2", '=PREF_RATING(Data!A1:A5)'],
    ]);
    expect(book.read(GROUPS, 'A1:C1')).toEqual([[3, 9, 10]]);
    // our function's argument grew to five cells (two of them empty): its result spills five rows
    expect(book.read(GROUPS, 'D1:D6')).toEqual([[-2], [1], [''], [''], [4], ['']]);
    // a reference into the groups sheet is not touched by an edit of Data
    expect(book.formulaAt('Data', 'E1')).toBe(`='${GROUPS}'!A1+1`);
    expect(book.read('Data', 'E1')).toBe(4);
    expect(book.errorCells()).toEqual([]);
  });

  it("an insertion at an area's first row moves it; one right below its last row leaves it", () => {
    const { book } = withData();
    book.insertRows('Data', 1, 1);
    expect(book.formulaAt('Data', 'C2')).toBe('=SUM(A2:A6)');
    book.insertRows('Data', 7, 1); // below A6, the last row of the sum
    expect(book.formulaAt('Data', 'C2')).toBe('=SUM(A2:A6)');
    expect(book.read('Data', 'C2')).toBe(15);
    expect(book.gridSize('Data')).toEqual({ rows: 1002, cols: 26 });
  });

  it("through Apps Script: insertRowsBefore / insertRowsAfter / insertRows anywhere, logged as the add-on's writes", () => {
    const { book, sheet } = withData();
    const data = sheet('Data');
    data.insertRowsAfter(1, 1); // a row between 1 and 2
    data.insertRowsBefore(1, 1);
    data.insertRows(3);
    expect(book.read('Data', 'A1:A5')).toEqual([[''], [1], [''], [''], [2]]);
    expect(book.formulaAt('Data', 'C2')).toBe('=SUM(A2:A8)');
    expect(book.read('Data', 'C2')).toBe(15);
    expect(book.calls.filter((c) => c.write).map((c) => c.method)).toEqual([
      'insertRowsAfter',
      'insertRowsBefore',
      'insertRows',
    ]);
    expect(book.structuralEdits).toEqual([]);
    expect(() => data.insertRowsBefore(1003 + 1, 1)).toThrow(/out of bounds/);
  });

  it('the committee helpers are logged as structural edits, not as calls of the add-on', () => {
    const { book } = withData();
    book.insertRows('Data', 2, 1);
    book.deleteRows('Data', 2, 1);
    book.insertColumns('Data', 'B', 2);
    book.deleteColumns('Data', 2, 2);
    expect(book.calls).toEqual([]);
    expect(book.structuralEdits.map((e) => e.kind)).toEqual([
      'insertRows',
      'deleteRows',
      'insertColumns',
      'deleteColumns',
    ]);
    expect(book.structuralEdits[2]).toEqual({ kind: 'insertColumns', sheet: 'Data', column: 2, count: 2 });
  });

  it('formats, validations (and the anchor of a custom formula), conditional and unprotected ranges, frozen rows, Date flags follow', () => {
    const { services, book, sheet } = withData();
    const data = sheet('Data');
    data.getRange(2, 1, 3, 1).setBackgrounds([['#ffeeee'], ['#eeffee'], ['#eeeeff']]);
    const digits = services.app
      .newDataValidation()
      .requireFormulaSatisfied('=OR(D2="",ISNUMBER(D2))')
      .setAllowInvalid(false)
      .setHelpText('digits')
      .build();
    data.getRange(2, 4, 3, 1).setDataValidation(digits);
    const rule = services.app
      .newConditionalFormatRule()
      .whenFormulaSatisfied('=$A2>3')
      .setBackground('#b7e1cd')
      .setRanges([data.getRange('A2:B4')])
      .build();
    data.setConditionalFormatRules([rule]);
    const p = data.protect();
    p.setUnprotectedRanges([data.getRange('D2:D4'), data.getRange('D9:D9')]);
    data.setFrozenRows(2);
    data.getRange('F3').setValues([[new Date(Date.UTC(2025, 2, 1))]]);

    book.insertRows('Data', 3, 2); // inside every one of those ranges, below the frozen rows

    expect(book.format('Data', 'A2').background).toBe('#ffeeee');
    // the new rows take the formats and validations of the row above them
    expect(book.format('Data', 'A3').background).toBe('#ffeeee');
    expect(book.format('Data', 'A5').background).toBe('#eeffee');
    expect(book.validation('Data', 'D6')).toMatchObject({ anchor: 'D2', formulaHere: '=OR(D6="",ISNUMBER(D6))' });
    expect(book.validation('Data', 'D4')).toMatchObject({ anchor: 'D2' });
    expect(book.validation('Data', 'D7')).toBeNull();
    expect(() => book.typeAs('referee', 'Data', 'D6', 'x')).toThrow(/digits/);
    expect(book.conditionalRules('Data')).toEqual([{ formula: '=$A2>3', background: '#b7e1cd', ranges: ['A2:B6'] }]);
    expect(book.highlight('Data', 'B6')).toBe('#b7e1cd'); // A6 = 4
    expect(book.highlight('Data', 'B5')).toBeNull(); // A5 = 3
    expect(book.protection('Data').unprotectedA1).toEqual(['D2:D6', 'D11']);
    expect(book.frozen('Data')).toEqual({ rows: 2, cols: 0 });
    expect(book.read('Data', 'F5')).toEqual(new Date(Date.UTC(2025, 2, 1)));
    book.insertRows('Data', 1, 1); // inside the frozen rows
    expect(book.frozen('Data')).toEqual({ rows: 3, cols: 0 });
  });

  it('an array formula re-spills over the grown area; a custom function sized by its argument spills one row more', () => {
    const { book, sheet } = fresh(['S']);
    const s = sheet('S');
    s.getRange(1, 1, 3, 1).setValues([[1], [2], [3]]);
    s.getRange(1, 3, 1, 2).setValues([['=ARRAYFORMULA(A1:A3*10)', '=PREF_RATING(A1:A3)']]);
    expect(book.read('S', 'C1:C4')).toEqual([[10], [20], [30], ['']]);
    book.insertRows('S', 2, 1);
    book.typeAs('committee', 'S', 'A2', '7');
    expect(book.formulaAt('S', 'C1')).toBe('=ARRAYFORMULA(A1:A4*10)');
    expect(book.formulaAt('S', 'D1')).toBe('=PREF_RATING(A1:A4)');
    expect(book.read('S', 'C1:C4')).toEqual([[10], [70], [20], [30]]);
    expect((book.read('S', 'D1:D5') as unknown[][]).map((r) => r[0] !== '')).toEqual([true, true, true, true, false]);
    expect(book.errorCells()).toEqual([]);
  });
});

describe('rows deleted', () => {
  it('references to deleted cells become #REF! (text and value), areas shrink, later references move up', () => {
    const { book, sheet } = withData();
    book.deleteRows('Data', 3, 1); // A3 = 3 goes
    expect(book.read('Data', 'A1:A4')).toEqual([[1], [2], [4], [5]]);
    expect(book.formulaAt('Data', 'C1')).toBe('=SUM(A1:A4)');
    expect(book.read('Data', 'C1')).toBe(12);
    expect(book.formulaAt('Data', 'C2')).toBe('=$A$3');
    expect(formulas(sheet(GROUPS).getRange('A1:B1'))).toEqual([['=#REF!', "=SUM('Data'!A2:A3)"]]);
    expect(book.read(GROUPS, 'A1:B1')).toEqual([['#REF!', 6]]);
    expect(book.errorCells().map((e) => `${e.sheet}!${e.a1}`)).toEqual(['Data!E1', `${GROUPS}!A1`, `${GROUPS}!D1`]);
  });

  it('an area whose rows are all deleted is #REF!; a formula in a deleted row is gone', () => {
    const { book } = withData();
    book.deleteRows('Data', 2, 3); // rows 2–4
    expect(book.read('Data', 'A1:A2')).toEqual([[1], [5]]);
    expect(book.formulaAt('Data', 'C1')).toBe('=SUM(A1:A2)');
    expect(book.formulaAt('Data', 'C2')).toBe('');
    expect(book.formulaAt(GROUPS, 'B1')).toBe('=SUM(#REF!)');
    expect(book.formulaAt(GROUPS, 'C1')).toBe("='Data'!$A$2*2");
    expect(book.formulaAt(GROUPS, 'D1')).toBe('=PREF_RATING(Data!A1:A1)');
    expect(book.read(GROUPS, 'B1')).toBe('#REF!');
  });

  it('validations, conditional ranges and unprotected ranges shrink or go; a rule whose anchor is deleted is re-anchored', () => {
    const { services, book, sheet } = withData();
    const data = sheet('Data');
    const digits = services.app
      .newDataValidation()
      .requireFormulaSatisfied('=ISNUMBER(D2)')
      .setAllowInvalid(false)
      .build();
    data.getRange(2, 4, 3, 1).setDataValidation(digits);
    const rule = services.app
      .newConditionalFormatRule()
      .whenFormulaSatisfied('=$A2>3')
      .setBackground('#b7e1cd')
      .setRanges([data.getRange('A2:B4'), data.getRange('A9:B9')])
      .build();
    data.setConditionalFormatRules([rule]);
    data.protect().setUnprotectedRanges([data.getRange('D2:D3'), data.getRange('D8:D8')]);

    book.deleteRows('Data', 2, 1); // the anchor row D2 goes
    expect(book.validation('Data', 'D1')).toBeNull();
    expect(book.validation('Data', 'D2')).toMatchObject({ anchor: 'D2', formulaHere: '=ISNUMBER(D2)' });
    expect(book.validation('Data', 'D3')).toMatchObject({ anchor: 'D2', formulaHere: '=ISNUMBER(D3)' });
    expect(book.validation('Data', 'D4')).toBeNull();
    expect(book.conditionalRules('Data')).toEqual([
      { formula: '=$A2>3', background: '#b7e1cd', ranges: ['A2:B3', 'A8:B8'] },
    ]);
    expect(book.highlight('Data', 'A3')).toBe('#b7e1cd'); // A3 = 4 now
    expect(book.protection('Data').unprotectedA1).toEqual(['D2', 'D7']);
    book.deleteRows('Data', 7, 2);
    expect(book.protection('Data').unprotectedA1).toEqual(['D2']);
    expect(book.conditionalRules('Data')[0]?.ranges).toEqual(['A2:B3']);
  });

  it("Apps Script's refusals: out of bounds, every non-frozen row; deleting frozen rows unfreezes them", () => {
    const { book, sheet } = fresh(['S']);
    const s = sheet('S');
    expect(() => s.deleteRows(1000, 2)).toThrow('Those rows are out of bounds.');
    s.setFrozenRows(2);
    expect(() => s.deleteRows(3, 998)).toThrow('it is not possible to delete all non-frozen rows');
    s.deleteRows(2, 3);
    expect(book.frozen('S')).toEqual({ rows: 1, cols: 0 });
    expect(book.gridSize('S')).toEqual({ rows: 997, cols: 26 });
    s.deleteRow(1);
    expect(book.frozen('S').rows).toBe(0);
  });
});

describe('columns', () => {
  it('insert and delete move references by column, whole-column areas, widths and frozen columns', () => {
    const { book, sheet } = fresh(['S']);
    const s = sheet('S');
    s.getRange(1, 1, 2, 4).setValues([
      [1, 2, 3, '=SUM(A1:C1)'],
      [10, 20, 30, '=SUM(B:B)+$C$2'],
    ]);
    s.setColumnWidths(2, 1, 150);
    s.setFrozenColumns(1);
    book.insertColumns('S', 'B', 1);
    expect(book.formulaAt('S', 'E1')).toBe('=SUM(A1:D1)');
    expect(book.formulaAt('S', 'E2')).toBe('=SUM(C:C)+$D$2');
    expect(book.read('S', 'E1:E2')).toEqual([[6], [52]]);
    expect(book.columnWidth('S', 'C')).toBe(150);
    expect(book.columnWidth('S', 'B')).toBe(100); // takes the width of the column left of it (A: never set)
    expect(book.frozen('S')).toEqual({ rows: 0, cols: 1 });
    s.deleteColumns(3, 1); // the old B
    expect(book.formulaAt('S', 'D1')).toBe('=SUM(A1:C1)');
    expect(book.formulaAt('S', 'D2')).toBe('=SUM(#REF!)+$C$2');
    expect(book.read('S', 'D1')).toBe(4);
    expect(book.gridSize('S')).toEqual({ rows: 1000, cols: 26 });
    s.insertColumnsAfter(1, 1);
    expect(book.formulaAt('S', 'E1')).toBe('=SUM(A1:D1)');
  });
});

describe('sheets renamed, moved, deleted', () => {
  it('rename: every formula (and validation) naming the sheet follows; getSheetByName finds only the new name', () => {
    const { services, book, ss, sheet } = withData();
    const rule = services.app.newDataValidation().requireFormulaSatisfied('=COUNTIF(Data!$A$1:$A$5,A1)>0').build();
    sheet(GROUPS)
      .getRange('F1')
      .setDataValidations([[rule]]);
    sheet('Data').setName('Мои данные');
    expect(formulas(sheet(GROUPS).getRange('A1:D1'))).toEqual([
      ["='Мои данные'!A3", "=SUM('Мои данные'!A2:A4)", "='Мои данные'!$A$5*2", "=PREF_RATING('Мои данные'!A1:A3)"],
    ]);
    expect(book.read(GROUPS, 'A1:C1')).toEqual([[3, 9, 10]]);
    expect(book.validation(GROUPS, 'F1')?.args).toEqual(["=COUNTIF('Мои данные'!$A$1:$A$5,A1)>0"]);
    expect(ss.getSheetByName('Data')).toBeNull();
    expect(ss.getSheetByName('Мои данные')).not.toBeNull();
    book.renameSheet(GROUPS, 'Groups');
    expect(book.formulaAt('Мои данные', 'E1')).toBe("='Groups'!A1+1");
    book.renameSheet('Мои данные', 'Data2');
    expect(book.formulaAt('Groups', 'A1')).toBe("='Data2'!A3"); // a quoted name stays quoted
    expect(renameInFormula('=Data!A1+Data2!B1', 'Data', 'My data')).toBe("='My data'!A1+Data2!B1");
    expect(() => book.renameSheet('Groups', 'data2')).toThrow(/already exists/);
    expect(book.errorCells()).toEqual([]);
  });

  it('move: only the tab order changes (and the active sheet stays the same sheet)', () => {
    const { book, ss, sheet } = withData();
    const before = book.snapshot();
    book.moveSheet(GROUPS, 1);
    expect(book.sheetNames()).toEqual([GROUPS, 'Data']);
    expect(book.snapshot()).toEqual([...(before as unknown[])].reverse());
    ss.setActiveSheet(sheet('Data'));
    ss.moveActiveSheet(1);
    expect(book.sheetNames()).toEqual(['Data', GROUPS]);
    expect(book.activeSheetName()).toBe('Data');
    expect(() => ss.moveActiveSheet(3)).toThrow(/Invalid argument/);
  });

  it('delete: references to the sheet are #REF! (the text stays, as "Unresolved sheet name"), and resolve again with a new sheet of that name', () => {
    const { book, ss } = withData();
    book.deleteSheetByName('Data');
    expect(book.formulaAt(GROUPS, 'A1')).toBe('=Data!A3');
    expect(book.read(GROUPS, 'A1:B1')).toEqual([['#REF!', '#REF!']]);
    const again = ss.insertSheet('Data');
    again.getRange(3, 1, 1, 1).setValues([[42]]);
    expect(book.read(GROUPS, 'A1')).toBe(42);
  });
});

describe('sorting a range', () => {
  function scores() {
    const f = fresh(['S']);
    const s = f.sheet('S');
    s.getRange(1, 1, 6, 4).setValues([
      ['name', 'pts', 'double', 'first'],
      ['Bek', 3, '=B2*2', '=$B$2'],
      ['alma', 9, '=B3*2', '=$B$2'],
      ['', '', '', ''],
      ['Dana', 'n/a', '=B5*2', '=$B$2'],
      ['Aru', 9, '=B6*2', '=$B$2'],
    ]);
    s.getRange('A2:A6').setBackgrounds([['#111111'], ['#222222'], [null], ['#444444'], ['#555555']]);
    return { ...f, s };
  }

  it("moves each row's cells; relative references move with the formula, $ ones stay; row metadata stays with the row position", () => {
    const { book, s } = scores();
    s.getRange('3:3').addDeveloperMetadata('match', 'm1');
    (s.getRange('A2:D6') as FakeRange).sort({ column: 2, ascending: false });
    // Z→A reverses A→Z (numbers, then text) except that empty rows stay last; ties keep their order
    expect(book.read('S', 'A2:B6')).toEqual([
      ['Dana', 'n/a'],
      ['alma', 9],
      ['Aru', 9],
      ['Bek', 3],
      ['', ''],
    ]);
    expect(formulas(s.getRange('C2:D6'))).toEqual([
      ['=B2*2', '=$B$2'],
      ['=B3*2', '=$B$2'],
      ['=B4*2', '=$B$2'],
      ['=B5*2', '=$B$2'],
      ['', ''],
    ]);
    expect(book.read('S', 'C3:D5')).toEqual([
      [18, 'n/a'],
      [18, 'n/a'],
      [6, 'n/a'],
    ]);
    expect(book.format('S', 'A2').background).toBe('#444444');
    expect(book.format('S', 'A6').background).toBeUndefined();
    expect(book.developerMetadata()).toEqual([
      expect.objectContaining({ key: 'match', type: 'ROW', start: 3, count: 1 }),
    ]);
    expect(book.calls.filter((c) => c.write).map((c) => c.method)).toContain('sort');
  });

  it('ascending by a column number, text case-insensitively after numbers; several keys; a column outside the range is refused', () => {
    const { book, s } = scores();
    book.sortRange('S', 'A2:D6', 'A');
    expect((book.read('S', 'A2:A6') as unknown[][]).map((r) => r[0])).toEqual(['alma', 'Aru', 'Bek', 'Dana', '']);
    (s.getRange('A2:D6') as FakeRange).sort([
      { column: 2, ascending: true },
      { column: 1, ascending: false },
    ]);
    expect((book.read('S', 'A2:A6') as unknown[][]).map((r) => r[0])).toEqual(['Bek', 'Aru', 'alma', 'Dana', '']);
    expect(() => (s.getRange('A2:B6') as FakeRange).sort(3)).toThrow(/outside the range/);
    expect(book.structuralEdits).toEqual([{ kind: 'sortRange', sheet: 'S', a1: 'A2:D6', column: 1, ascending: true }]);
  });
});

describe('sorting a whole sheet', () => {
  it('Sheet.sort keeps the frozen header; validations move with their cells', () => {
    const { services, book, sheet } = fresh(['S']);
    const s = sheet('S');
    s.getRange(1, 1, 4, 2).setValues([
      ['name', 'pts'],
      ['b', 2],
      ['c', 3],
      ['a', 1],
    ]);
    s.setFrozenRows(1);
    const tick = services.app.newDataValidation().requireCheckbox().build();
    s.getRange('B3').setDataValidations([[tick]]);
    s.sort(1);
    expect(book.read('S', 'A1:B4')).toEqual([
      ['name', 'pts'],
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(book.validation('S', 'B4')?.criteria).toBe('CHECKBOX');
    expect(book.validation('S', 'B3')).toBeNull();
    s.sort(2, false);
    expect(book.read('S', 'A2:A4')).toEqual([['c'], ['b'], ['a']]);
  });
});

describe('developer metadata through structural edits', () => {
  function marked() {
    const f = fresh(['S', 'T']);
    const s = f.sheet('S');
    s.getRange('5:5').addDeveloperMetadata('match', 'A');
    s.getRange('7:9').addDeveloperMetadata('block', 'B');
    s.getRange('C:C').addDeveloperMetadata('col', 'C');
    s.addDeveloperMetadata('sheet', 'groups');
    return { ...f, s };
  }
  const where = (book: ReturnType<typeof fresh>['book'], key: string) => {
    const e = book.developerMetadata().find((m) => m.key === key);
    return e ? [e.sheet, e.start, e.count] : null;
  };

  it('row metadata moves with its row, grows with rows inserted inside it, not with rows inserted right after it', () => {
    const { book, ss } = marked();
    const [match] = ss.createDeveloperMetadataFinder().withKey('match').find();
    const location = match?.getLocation();
    book.insertRows('S', 5, 1); // above row 5
    expect(where(book, 'match')).toEqual(['S', 6, 1]);
    expect(match?.getLocation().getRow()?.getRow()).toBe(6);
    expect(location?.getRow()?.getA1Notation()).toBe('A6:Z6'); // a location read before the edit reports it too
    expect(where(book, 'block')).toEqual(['S', 8, 3]);
    book.insertRows('S', 9, 2); // inside 8:10
    expect(where(book, 'block')).toEqual(['S', 8, 5]);
    book.insertRows('S', 13, 1); // right below 8:12
    expect(where(book, 'block')).toEqual(['S', 8, 5]);
    book.insertRows('S', 8, 1); // at its first row: it moves
    expect(where(book, 'block')).toEqual(['S', 9, 5]);
    expect(where(book, 'col')).toEqual(['S', 3, 1]);
  });

  it('shrinks when some of its rows are deleted and is removed with the last; a removed entry refuses every call', () => {
    const { book, ss } = marked();
    const [match] = ss.createDeveloperMetadataFinder().withKey('match').find();
    book.deleteRows('S', 8, 1);
    expect(where(book, 'block')).toEqual(['S', 7, 2]);
    book.deleteRows('S', 6, 2); // row 6 and the block's first row
    expect(where(book, 'block')).toEqual(['S', 6, 1]);
    expect(where(book, 'match')).toEqual(['S', 5, 1]);
    book.deleteRows('S', 5, 2);
    expect(where(book, 'match')).toBeNull();
    expect(where(book, 'block')).toBeNull();
    expect(() => match?.getValue()).toThrow(/removed/);
    expect(ss.createDeveloperMetadataFinder().withKey('match').find()).toEqual([]);
  });

  it('column metadata follows column edits; sheet metadata survives rename and move and goes with its sheet', () => {
    const { services, book, ss, sheet } = marked();
    book.insertColumns('S', 'A', 2);
    expect(where(book, 'col')).toEqual(['S', 5, 1]);
    book.renameSheet('S', 'Группы');
    book.moveSheet('Группы', 2);
    const [m] = ss
      .createDeveloperMetadataFinder()
      .withKey('sheet')
      .withLocationType(services.app.DeveloperMetadataLocationType.SHEET)
      .find();
    expect(m?.getLocation().getSheet()?.getName()).toBe('Группы');
    expect(
      sheet('Группы')
        .createDeveloperMetadataFinder()
        .find()
        .map((x) => x.getKey())
        .sort(),
    ).toEqual(['block', 'col', 'match', 'sheet']);
    book.deleteColumns('Группы', 'E', 1);
    expect(where(book, 'col')).toBeNull();
    book.deleteSheetByName('Группы');
    expect(book.developerMetadata()).toEqual([]);
    expect(() => m?.getKey()).toThrow(/removed/);
  });

  it('Range.createDeveloperMetadataFinder finds what lies wholly inside the range', () => {
    const { sheet } = marked();
    const s = sheet('S');
    expect(
      (s.getRange('5:9') as FakeRange)
        .createDeveloperMetadataFinder()
        .find()
        .map((m) => m.getKey()),
    ).toEqual(['match', 'block']);
    expect((s.getRange('6:8') as FakeRange).createDeveloperMetadataFinder().find()).toEqual([]);
  });
});

describe('a sheet duplicated', () => {
  it('copies contents (a reference without a sheet name points into the copy), formats, validations, protection and metadata', () => {
    const { services, book, sheet } = withData();
    const data = sheet('Data');
    data.getRange('A1').setBackgrounds([['#abcdef']]);
    data.getRange('B1').setDataValidations([[services.app.newDataValidation().requireNumberBetween(0, 10).build()]]);
    const p = data.protect().setDescription('scores');
    p.setUnprotectedRanges([data.getRange('A2:A3')]);
    data.getRange('2:2').addDeveloperMetadata('match', 'm2');
    data.addDeveloperMetadata('sheet', 'data');
    book.duplicateSheet('Data', 'Data copy');
    expect(book.sheetNames()).toEqual(['Data', 'Data copy', GROUPS]);
    expect(book.activeSheetName()).toBe('Data copy');
    book.typeAs('committee', 'Data copy', 'A1', '100');
    expect(book.read('Data copy', 'C1')).toBe(114);
    expect(book.read('Data', 'C1')).toBe(15);
    expect(book.formulaAt('Data copy', 'E1')).toBe(`='${GROUPS}'!A1+1`);
    expect(book.format('Data copy', 'A1').background).toBe('#abcdef');
    expect(book.validation('Data copy', 'B1')?.criteria).toBe('NUMBER_BETWEEN');
    expect(book.protection('Data copy')).toEqual({
      protected: true,
      warningOnly: false,
      description: 'scores',
      unprotectedA1: ['A2:A3'],
    });
    expect(
      book
        .developerMetadata()
        .filter((m) => m.sheet === 'Data copy')
        .map((m) => [m.key, m.type, m.start]),
    ).toEqual([
      ['match', 'ROW', 2],
      ['sheet', 'SHEET', undefined],
    ]);
    const copy = (services.app.getActiveSpreadsheet() as FakeSpreadsheet).duplicateActiveSheet();
    expect(copy.getName()).toBe('Copy of Data copy');
    book.duplicateSheet('Data', 'Bare', { metadata: false, protection: false });
    expect(book.protection('Bare').protected).toBe(false);
    expect(book.developerMetadata().filter((m) => m.sheet === 'Bare')).toEqual([]);
  });
});

describe('refs.ts: references of a formula', () => {
  it('finds cells, areas, whole rows and columns with or without a sheet; leaves strings, functions and names alone', () => {
    const found: string[] = [];
    mapRefs(`=IF(A1="B2",LOG10(C3:D4),'Бильярд группы'!$E$5+Лист1!F:F+2:3+"x:y"+SUM(G7)+#REF!)`, (r) => {
      found.push(`${r.sheet ?? '-'}|${r.kind}|${r.r1},${r.c1}:${r.r2},${r.c2}`);
      return undefined;
    });
    expect(found).toEqual([
      '-|cell|0,0:0,0',
      '-|area|2,2:3,3',
      'Бильярд группы|cell|4,4:4,4',
      'Лист1|cols|-1,5:-1,5',
      '-|rows|1,-1:2,-1',
      '-|cell|6,6:6,6',
    ]);
  });

  it('rewrites references as HyperFormula adjusts its own formulas, for random formulas and edits', () => {
    const refs = [
      'A1',
      'B3',
      '$C$4',
      'A$2',
      '$B5',
      'A1:A5',
      'B2:C4',
      '$A$1:$A$5',
      'A3:A3',
      'B:B',
      '2:4',
      'A5:A2',
      "'T'!A3",
      'T!B2:B6',
      'D6',
    ];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let trial = 0; trial < 120; trial++) {
      const hf = createEngine();
      const ids = { S: hf.getSheetId(hf.addSheet('S')) as number, T: hf.getSheetId(hf.addSheet('T')) as number };
      const texts = Array.from({ length: 4 }, () => `=${refs[next(refs.length)]}&"|"&SUM(${refs[next(refs.length)]})`);
      hf.setCellContents(
        { sheet: ids.S, row: 10, col: 7 },
        texts.map((f) => [f]),
      );
      const edit: AxisEdit = {
        sheet: next(3) < 2 ? 'S' : 'T',
        axis: next(2) ? 'row' : 'col',
        at: next(6),
        count: next(2) ? 1 + next(2) : -(1 + next(2)),
      };
      const span: [number, number] = [edit.at, Math.abs(edit.count)];
      const id = ids[edit.sheet as 'S' | 'T'];
      if (edit.axis === 'row') {
        if (edit.count > 0) hf.addRows(id, span);
        else hf.removeRows(id, span);
      } else if (edit.count > 0) hf.addColumns(id, span);
      else hf.removeColumns(id, span);
      const moved = (i: number, axis: 'row' | 'col') =>
        edit.sheet === 'S' && edit.axis === axis && i >= edit.at ? i + edit.count : i;
      texts.forEach((f, i) => {
        const theirs = hf.getCellFormula({ sheet: ids.S, row: moved(10 + i, 'row'), col: moved(7, 'col') });
        expect(hf.normalizeFormula(adjustForAxisEdit(f, 'S', edit)), `${f} ${JSON.stringify(edit)}`).toBe(theirs);
      });
    }
  });

  it('adjusts for an axis edit only on its own sheet and moves formulas like a copy', () => {
    const edit = { sheet: 'S', axis: 'row' as const, at: 2, count: 1 };
    expect(adjustForAxisEdit('=A3+T!A3+S!A3+A$1:A$9', 'S', edit)).toBe('=A4+T!A3+S!A4+A$1:A$10');
    expect(adjustForAxisEdit('=A3+T!A3', 'T', edit)).toBe('=A3+T!A3');
    expect(adjustForAxisEdit('=SUM(A3:A3)+A2', 'S', { ...edit, count: -1 })).toBe('=SUM(#REF!)+A2');
    expect(moveFormula('=B2*$C$1+D$2', 3, 0)).toBe('=B5*$C$1+D$2');
    expect(moveFormula('=B2', -2, 0)).toBe('=#REF!');
  });
});
