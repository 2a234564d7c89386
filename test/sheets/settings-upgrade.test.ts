/**
 * A settings sheet made before the calendar rows existed (Art. 3: times and places; Art. 5 item 2,
 * Art. 9, 12, 15 item 3: the deadlines): setup adds the missing rows after the existing ones, with
 * their defaults and validations; nothing typed moves or is lost.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import { CALENDAR_KEYS } from '../../src/rules/calendarSettings';
import * as api from '../../src/sheets/api';
import type { Services } from '../../src/sheets/gas';
import { loadSettings } from '../../src/sheets/kinds/settingsSheet';
import { expectOk, setupFailingEachWrite } from '../e2e/helpers';

const SHEET = 'Settings';
const calendarKeys = () => CALENDAR_KEYS().map((s) => s.key as string);

/** A settings sheet as the version before the calendar made it: every row but the calendar's (they were the last). */
function oldSettings(): { services: Services; book: FakeBook } {
  const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
  expectOk(api.setup(services, { lang: 'en' }));
  const m = book.toMatrix(SHEET);
  const first = m.findIndex((r) => calendarKeys().includes(String(r[0])));
  book.deleteRows(SHEET, first + 1, m.length - first);
  expect(book.toMatrix(SHEET).some((r) => calendarKeys().includes(String(r[0])))).toBe(false);
  return { services, book };
}

const rowOf = (book: FakeBook, key: string) => book.toMatrix(SHEET).findIndex((r) => r[0] === key) + 1;

describe('a settings sheet made before the calendar rows', () => {
  it('before setup: the calendar takes its defaults (the first day not set) and the sheet has no row to set it in', () => {
    const { services, book } = oldSettings();
    const { settings, problems } = loadSettings(services.app.getActiveSpreadsheet());
    expect(problems).toEqual([]);
    expect(settings.billiards.firstDay).toBe('');
    expect(rowOf(book, 'billiards.firstDay')).toBe(0);
  });

  it('setup adds the missing rows after everything on the sheet (a note below the table included), with defaults, look and validations; what was typed stays where it was', () => {
    const { services, book } = oldSettings();
    book.typeAs('committee', SHEET, `C${rowOf(book, 'billiards.groups')}`, 4);
    book.typeAs('committee', SHEET, `C${rowOf(book, 'billiards.format')}`, 'qf8');
    const last = book.toMatrix(SHEET).length;
    book.typeAs('committee', SHEET, `B${last + 2}`, 'note: tables booked for Saturday');
    const before = book.toMatrix(SHEET);
    const done = api.setup(services);
    expect(done.ok).toBe(true);
    expect(done.sheets).toEqual([SHEET]);
    const m = book.toMatrix(SHEET);
    // nothing typed moved or changed
    expect(m.slice(0, before.length).map((r) => r.slice(0, 4))).toEqual(before.map((r) => r.slice(0, 4)));
    // the calendar rows, in the order of a new sheet, right after the note
    const added = m.slice(before.length);
    expect(added.map((r) => r[0])).toEqual(calendarKeys());
    const value = (key: string) => book.read(SHEET, `C${rowOf(book, key)}`);
    expect([
      value('billiards.firstDay'),
      value('billiards.dayStart'),
      value('billiards.days'),
      value('futsal.applicationDays'),
      value('billiards.applicationDays'),
      value('noticeDays'),
    ]).toEqual(['', '10:00', 2, 3, 1, 1]);
    expect(book.read(SHEET, `D${rowOf(book, 'futsal.applicationDays')}`)).toBe('Art. 5 item 2');
    expect(book.format(SHEET, `C${rowOf(book, 'billiards.firstDay')}`).numberFormat).toBe('@');
    // validated as on a new sheet
    expect(() => book.typeAs('committee', SHEET, `C${rowOf(book, 'futsal.courts')}`, 99)).toThrow(/rejected/);
    book.typeAs('committee', SHEET, `C${rowOf(book, 'billiards.firstDay')}`, '24.11.2026');
    book.typeAs('committee', SHEET, `C${rowOf(book, 'billiards.applicationDays')}`, 2);
    const { settings, problems } = loadSettings(services.app.getActiveSpreadsheet());
    expect(problems).toEqual([]);
    expect(settings.billiards).toMatchObject({ firstDay: '2026-11-24', applicationDays: 2, groups: 4, format: 'qf8' });
  });

  it('the message names the sheet and the rows; a second setup changes nothing', () => {
    const { services, book } = oldSettings();
    const first = api.setup(services);
    expect(first.message).toBe(
      `ready: 0 sheet(s) created (settings and registration); existing sheets were left as they are. the settings sheet "Settings" got the rows it lacked (${calendarKeys().length}, at the bottom: futsal.firstDay, futsal.days, futsal.dayStart, futsal.dayEnd, …); nothing typed moved`,
    );
    const snap = book.snapshot();
    const second = api.setup(services);
    expect(second.sheets).toEqual([]);
    expect(book.snapshot()).toEqual(snap);
  });

  it('all or nothing: a write failing at any step leaves the sheet as it was', () => {
    const { fired, inUpgrade } = setupFailingEachWrite(
      oldSettings,
      Array.from({ length: 14 }, (_, i) => 1 + 3 * i),
    );
    expect(fired).toBeGreaterThanOrEqual(10);
    expect(inUpgrade).toBeGreaterThanOrEqual(8);
  });
});
