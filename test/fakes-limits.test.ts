/**
 * Google Sheets' size limits in the fake (fakes/limits.ts): 50,000 characters in a cell, 10 million
 * cells in a spreadsheet, 18,278 columns in a sheet (Google Drive Help, "Files you can store in
 * Google Drive"). Past each, Sheets refuses and nothing changes; so does the fake.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices, SHEETS_LIMITS } from '../fakes';

describe("the fake meets Google Sheets' limits where Sheets does", () => {
  it('a cell of 50,000 characters is taken; 50,001 are refused — written by a script, typed, or as a formula — and nothing changes', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    const sheet = services.app.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    const most = 'x'.repeat(SHEETS_LIMITS.charsPerCell);
    sheet.getRange('A1').setValues([[most]]);
    expect(book.read('Sheet1', 'A1')).toBe(most);
    expect(() => sheet.getRange('A1:B1').setValues([['short', `${most}y`]])).toThrow(
      /more than the maximum of 50000 characters in a single cell/,
    );
    // the whole write refused: the first cell unchanged too
    expect(book.read('Sheet1', 'A1:B1')).toEqual([[most, '']]);
    expect(() => sheet.getRangeList(['C1']).setValue(`${most}z`)).toThrow(/50000 characters/);
    expect(() => book.typeAs('committee', 'Sheet1', 'D1', `${most}!`)).toThrow(/50000 characters/);
    expect(() => sheet.getRange('E1').setValues([[`="${'y'.repeat(SHEETS_LIMITS.charsPerCell)}"`]])).toThrow(
      /50000 characters/,
    );
    expect(book.read('Sheet1', 'C1:E1')).toEqual([['', '', '']]);
  });

  it('10 million cells in a spreadsheet: rows, columns or a sheet past it are refused; up to it they are taken', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    const ss = services.app.getActiveSpreadsheet();
    expect(book.cellCount()).toBe(26_000);
    // 384,000 more rows of 26 columns: 10,010,000 cells
    expect(() => book.insertRows('Sheet1', 1000, 384_000)).toThrow(/above the limit of 10000000 cells/);
    expect(book.gridSize('Sheet1')).toEqual({ rows: 1000, cols: 26 });
    // 383,615 rows fill it to 9,999,990: a new sheet (26,000 cells) is then refused, as is one more row
    book.insertRows('Sheet1', 1000, 383_615);
    expect(book.cellCount()).toBe(9_999_990);
    expect(() => ss.insertSheet('More')).toThrow(/limit of 10000000 cells/);
    expect(book.sheetNames()).toEqual(['Sheet1']);
    expect(() => book.insertRows('Sheet1', 2, 1)).toThrow(/limit of 10000000 cells/);
    expect(() => book.duplicateSheet('Sheet1', 'Copy')).toThrow(/limit of 10000000 cells/);
    expect(book.sheetNames()).toEqual(['Sheet1']);
  });

  it('18,278 columns (ZZZ) in a sheet: one more is refused', () => {
    const { book } = createFakeServices({ locale: 'en_US' });
    book.deleteRows('Sheet1', 2, 999);
    book.insertColumns('Sheet1', 26, SHEETS_LIMITS.columnsPerSheet - 26);
    expect(book.gridSize('Sheet1')).toEqual({ rows: 1, cols: 18_278 });
    expect(() => book.insertColumns('Sheet1', 2, 1)).toThrow(/at most 18278 columns/);
    expect(book.gridSize('Sheet1').cols).toBe(18_278);
  });

  it('a test may lower a limit to meet it cheaply', () => {
    const { services } = createFakeServices({ locale: 'en_US', limits: { charsPerCell: 10 } });
    const sheet = services.app.getActiveSpreadsheet().getSheetByName('Sheet1')!;
    sheet.getRange('A1').setValues([['0123456789']]);
    expect(() => sheet.getRange('A1').setValues([['0123456789a']])).toThrow(/maximum of 10 characters/);
  });
});
