/**
 * The print area of the downloaded record (workbench/xlsx.ts; issue 24 item 7): blank form rows at
 * the end are not printed, and the area is written absolute, the only form LibreOffice takes as the
 * print area (given "A1:L18", exceljs wrote $A1:$L18 and LibreOffice printed the whole sheet).
 */
import { describe, expect, it } from 'vitest';
import { absoluteArea, usedRange } from '../../workbench/xlsx';

describe('the print area', () => {
  it('ends at the last row with anything but a number in its first column or unticked boxes', () => {
    const deals = [
      ['№', 'Сдающий', 'Контракт'],
      [1, 'Иванов', 6],
      [2, 'Петров', ''],
      [3, '', ''],
      [4, '', ''],
    ];
    expect(usedRange(deals)).toEqual({ rows: 3, cols: 3 });
    const picks = [
      ['Фамилия', 'Имя', 'Выбор'],
      ['Иванов', 'Иван', true],
      ['', '', false],
      ['', '', false],
    ];
    expect(usedRange(picks)).toEqual({ rows: 2, cols: 3 });
    // A ticked box, or a text in the first column, is content.
    expect(usedRange([['a'], ['', '', true]])).toEqual({ rows: 2, cols: 3 });
    expect(usedRange([['a'], ['note']])).toEqual({ rows: 2, cols: 1 });
    expect(usedRange([])).toEqual({ rows: 0, cols: 0 });
  });

  it('is given to exceljs so that it writes it absolute ($A$1:$L$18)', () => {
    expect(absoluteArea('A1:L18')).toBe('A$1:L$18');
    expect(absoluteArea('$A$1:$AB$200')).toBe('A$1:AB$200');
  });
});
