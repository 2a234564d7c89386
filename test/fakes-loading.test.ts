/**
 * `book.showLoading`: a cell whose custom function has not returned yet reads "Loading..." (or,
 * after a failed execution, "#ERROR!") in getValues, as in real Sheets; so does every formula that
 * depends on it, and the rest of an array formula's area reads empty (fakes/loading.ts).
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../fakes';
import type { FakeSheet } from '../fakes/book';

function sheet() {
  const { services, book } = createFakeServices({ locale: 'en_US', sheets: ['S'] });
  const s = services.app.getActiveSpreadsheet().getSheetByName('S') as FakeSheet;
  return { book, s };
}

describe('cells still computing', () => {
  it('the cell and what depends on it read the status; the rest computes; typing goes on; doneLoading shows values again', () => {
    const { book, s } = sheet();
    s.getRange(1, 1, 1, 5).setValues([[2, '=A1*2', '=B1+1', '=A1+1', '=SUM(B1:C1)']]);
    book.showLoading('S', 'B1');
    expect(s.getRange(1, 1, 1, 5).getValues()).toEqual([[2, 'Loading...', 'Loading...', 3, 'Loading...']]);
    book.typeAs('referee', 'S', 'A1', '5');
    expect(book.read('S', 'A1:E1')).toEqual([[5, 'Loading...', 'Loading...', 6, 'Loading...']]);
    book.doneLoading();
    expect(book.read('S', 'A1:E1')).toEqual([[5, 10, 11, 6, 21]]);
  });

  it('an array formula computing: its anchor shows the status, its area reads empty, a formula reading the area waits too', () => {
    const { book, s } = sheet();
    s.getRange(2, 1, 3, 3).setValues([
      [-2, 1, false],
      [4, 1, false],
      ['', 1, true],
    ]);
    s.getRange(2, 4, 1, 2).setValues([['=PREF_RATING(A2:A4,B2:B4,C2:C4)', '=D3+100']]);
    const computed = book.read('S', 'D2:E4');
    expect(computed).not.toContain('Loading...');
    book.showLoading('S', 'D2', 'Загрузка...');
    expect(s.getRange(2, 4, 3, 2).getValues()).toEqual([
      ['Загрузка...', 'Загрузка...'],
      ['', ''],
      ['', ''],
    ]);
    book.doneLoading();
    expect(book.read('S', 'D2:E4')).toEqual(computed);
  });
});
