/** The calendar rows of the settings sheet: shown as the committee types them, read back robustly. */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { loadSettings } from '../../src/sheets/kinds/settingsSheet';
import { expectOk } from '../e2e/helpers';
import { pasteLargest } from '../../bench/largest.mjs';

function book(lang: 'ru' | 'en' = 'en') {
  const { services, book } = createFakeServices({ locale: lang === 'ru' ? 'ru_RU' : 'en_US' });
  expectOk(api.setup(services, { lang }));
  const sheet = lang === 'ru' ? 'Настройки' : 'Settings';
  const rowOf = (key: string) => book.toMatrix(sheet).findIndex((line) => line[0] === key) + 1;
  const type = (key: string, value: string | number | boolean) =>
    book.typeAs('committee', sheet, `C${rowOf(key)}`, value);
  const settings = () => loadSettings(services.app.getActiveSpreadsheet());
  return { services, book, sheet, rowOf, type, settings };
}

describe('the settings sheet: dates and times', () => {
  it('shows times as 10:00 and an unset first day as an empty cell, kept as plain text', () => {
    const b = book();
    const m = b.book.toMatrix(b.sheet);
    expect(m[b.rowOf('billiards.dayStart') - 1]?.[2]).toBe('10:00');
    expect(m[b.rowOf('billiards.dayEnd') - 1]?.[2]).toBe('20:00');
    expect(m[b.rowOf('billiards.firstDay') - 1]?.[2]).toBe('');
    expect(b.book.format(b.sheet, `C${b.rowOf('billiards.firstDay')}`).numberFormat).toBe('@');
    expect(b.settings().problems).toEqual([]);
    expect(b.settings().settings.billiards.dayStart).toBe(600);
  });

  it('reads what the committee types: 24.11.2026, 9:30, a whole number of tables', () => {
    const b = book();
    b.type('billiards.firstDay', '24.11.2026');
    b.type('billiards.dayStart', '9:30');
    b.type('billiards.tables', 12);
    const { settings, problems } = b.settings();
    expect(problems).toEqual([]);
    expect(settings.billiards).toMatchObject({ firstDay: '2026-11-24', dayStart: 570, tables: 12 });
  });

  it('a date that does not exist is a problem naming the key, in the tournament language; the rest is read', () => {
    const b = book('ru');
    b.type('futsal.firstDay', '31.02.2026');
    b.type('futsal.courts', 2);
    const { settings, problems } = b.settings();
    expect(problems).toMatchObject([{ severity: 'error', code: 'setBadDate', field: 'futsal.firstDay' }]);
    expect(settings.futsal.firstDay).toBe('');
    expect(settings.futsal.courts).toBe(2);
  });

  it("a date typed wrong is the day plan's problem: it does not block the draw or the play-off", () => {
    const b = book('ru');
    pasteLargest(b.services.app);
    b.type('billiards.firstDay', 'завтра');
    // A paste is not checked by the cell's rule (a script's write neither).
    b.services.app
      .getActiveSpreadsheet()
      .getSheetByName(b.sheet)
      ?.getRange(b.rowOf('noticeDays'), 3, 1, 1)
      .setValues([['один']]);
    expect(
      b
        .settings()
        .problems.map((p) => p.code)
        .sort(),
    ).toEqual(['setBadDate', 'setNotWhole']);
    expectOk(api.draw(b.services, 'billiards', { seed: 1, acceptWarnings: true }));
    expectOk(api.generateBracket(b.services, 'billiards'));
  });

  it('a key typed into a new row at the bottom is read (a settings sheet made before the calendar rows existed)', () => {
    const b = book();
    const last = b.book.toMatrix(b.sheet).length;
    b.book.typeAs('committee', b.sheet, `A${last + 2}`, 'billiards.firstDay');
    b.book.typeAs('committee', b.sheet, `C${last + 2}`, '3 декабря 2026');
    expect(b.settings().settings.billiards.firstDay).toBe('2026-12-03');
  });
});
