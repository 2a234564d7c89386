/**
 * The benchmark's light fake (bench/gas-fake.mjs) answers every method of src/sheets/gas.ts, so
 * that `npm run bench` keeps running when the add-on starts calling the newer ones: developer
 * metadata, the format getters, getRange(A1), the grid and pane getters.
 */
import { describe, expect, it } from 'vitest';
import type { SpreadsheetAppLike } from '../src/sheets/gas';
import { createGas } from '../bench/gas-fake.mjs';

describe('bench/gas-fake.mjs', () => {
  it('developer metadata: add on the sheet and on whole rows, find by key / value / type, read the location, remove', () => {
    const g = createGas({ locale: 'en_US' });
    const app = g.SpreadsheetApp as SpreadsheetAppLike;
    const ss = app.getActiveSpreadsheet();
    const s = ss.insertSheet('Groups');
    s.addDeveloperMetadata('sheet', 'groups');
    s.getRange('5:5').addDeveloperMetadata('match', 'm1');
    s.getRange('C:C').addDeveloperMetadata('col', 'c');
    const [m] = ss.createDeveloperMetadataFinder().withKey('match').find();
    expect(m?.getValue()).toBe('m1');
    expect(m?.getLocation().getLocationType()).toBe(app.DeveloperMetadataLocationType.ROW);
    expect(m?.getLocation().getRow()?.getRow()).toBe(5);
    expect(
      s
        .createDeveloperMetadataFinder()
        .withLocationType(app.DeveloperMetadataLocationType.SHEET)
        .find()
        .map((x) => x.getValue()),
    ).toEqual(['groups']);
    expect(ss.createDeveloperMetadataFinder().withValue('c').find()[0]?.getLocation().getColumn()?.getColumn()).toBe(3);
    m?.setValue('m2');
    expect(ss.createDeveloperMetadataFinder().withKey('match').find()[0]?.getValue()).toBe('m2');
    m?.remove();
    expect(ss.createDeveloperMetadataFinder().withKey('match').find()).toEqual([]);
    ss.deleteSheet(s);
    expect(ss.createDeveloperMetadataFinder().find()).toEqual([]);
  });

  it("format getters give back what was set (Sheets' defaults elsewhere); grid, panes, widths, rules", () => {
    const g = createGas();
    const s = (g.SpreadsheetApp as SpreadsheetAppLike).getActiveSpreadsheet().insertSheet('S');
    const r = s.getRange('B2:C2');
    r.setBackgrounds([['#ff0000', null]]);
    expect(r.getBackgrounds()).toEqual([['#ff0000', '#ffffff']]);
    expect(s.getRange('A1').getFontWeights()).toEqual([['normal']]);
    expect(s.getRange(1, 1, 1, 2).getWraps()).toEqual([[false, false]]);
    expect(s.getRange('B2').getDataValidations()).toEqual([[null]]);
    expect(s.getRange('2:3').getNumRows()).toBe(2);
    expect([s.getMaxRows(), s.getMaxColumns(), s.getFrozenRows(), s.getFrozenColumns(), s.getColumnWidth(2)]).toEqual([
      1000, 26, 0, 0, 100,
    ]);
    expect(s.getConditionalFormatRules()).toEqual([]);
    expect(r.getSheet()).toBe(s);
    expect(g.calls.filter((c) => c.method === 'getBackgrounds')).toEqual([
      { sheet: 'S', method: 'getBackgrounds', category: 'formats' },
    ]);
  });
});
