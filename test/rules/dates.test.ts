import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDate, formatTime, isoDate, parseDate, parseTime } from '../../src/rules/dates';

describe('parseDate: a date as the committee types it', () => {
  it('day first with dots, slashes or dashes, a two-digit year, a trailing "г." (24.11.2026 is the 24th of November)', () => {
    for (const text of [
      '24.11.2026',
      ' 24.11.2026 ',
      '24/11/2026',
      '24-11-2026',
      '24.11.26',
      '24.11.2026 г.',
      '24.11.2026г',
      '24.11.2026 ж.',
    ]) {
      expect(parseDate(text)).toBe('2026-11-24');
    }
    expect(parseDate('1.2.2027')).toBe('2027-02-01');
  });

  it('year first (ISO) and the month by its name in Russian, Kazakh or English', () => {
    expect(parseDate('2026-11-24')).toBe('2026-11-24');
    expect(parseDate('2026.11.24')).toBe('2026-11-24');
    expect(parseDate('24 ноября 2026')).toBe('2026-11-24');
    expect(parseDate('24 ноября 2026 г.')).toBe('2026-11-24');
    expect(parseDate('24 қараша 2026')).toBe('2026-11-24');
    expect(parseDate('24 November 2026')).toBe('2026-11-24');
    expect(parseDate('24 Nov. 2026')).toBe('2026-11-24');
    expect(parseDate('November 24, 2026')).toBe('2026-11-24');
    expect(parseDate('3 мая 2027')).toBe('2027-05-03');
  });

  it('a Sheets date value is the calendar day of its midnight in any time zone within 12 hours of UTC', () => {
    // Midnight of 24 Nov 2026 in Almaty (UTC+5) is 19:00 UTC on the 23rd; in New York (UTC−5) 05:00 UTC on the 24th.
    expect(parseDate(new Date(Date.UTC(2026, 10, 23, 19)))).toBe('2026-11-24');
    expect(parseDate(new Date(Date.UTC(2026, 10, 24, 5)))).toBe('2026-11-24');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: -11 * 60, max: 11 * 60 }), (day, offset) => {
        const utcMidnight = Date.UTC(1990, 0, 1) + day * 86_400_000;
        const expected = new Date(utcMidnight).toISOString().slice(0, 10);
        expect(parseDate(new Date(utcMidnight - offset * 60_000))).toBe(expected);
      }),
    );
  });

  it('a serial number counts days from 1899-12-30 as Sheets does (46350 = 24.11.2026); a time part is dropped', () => {
    expect(parseDate(46350)).toBe('2026-11-24');
    expect(parseDate(46350.75)).toBe('2026-11-24');
  });

  it('blank is null (not planned yet); anything else that is no date is undefined', () => {
    for (const blank of ['', '   ', null, undefined]) expect(parseDate(blank)).toBeNull();
    for (const bad of [
      '31.02.2026',
      '24.13.2026',
      '2026',
      'завтра',
      '24 ноябрьск 2026',
      '24.11',
      true,
      24,
      new Date(Number.NaN),
      {},
      '1.1.1900',
    ]) {
      expect(parseDate(bad)).toBeUndefined();
    }
  });

  it('every date written as the sheets write it reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2150 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (y, m, d) => {
          const iso = isoDate(y, m, d);
          if (iso === undefined) return;
          expect(parseDate(formatDate(iso))).toBe(iso);
          expect(parseDate(iso)).toBe(iso);
        },
      ),
    );
  });
});

describe('parseTime: a time of day', () => {
  it('text in the usual forms', () => {
    expect(parseTime('10:00')).toBe(600);
    expect(parseTime('9:30')).toBe(570);
    expect(parseTime('09.30')).toBe(570);
    expect(parseTime('10:30:00')).toBe(630);
    expect(parseTime('10 ч 30')).toBe(630);
    expect(parseTime('10 ч 30 мин')).toBe(630);
    expect(parseTime('10 сағ 30')).toBe(630);
    expect(parseTime('10h30')).toBe(630);
    expect(parseTime('10')).toBe(600);
    expect(parseTime('10 ч')).toBe(600);
    expect(parseTime('9:30 am')).toBe(570);
    expect(parseTime('9 pm')).toBe(21 * 60);
    expect(parseTime('12:15 p.m.')).toBe(12 * 60 + 15);
    expect(parseTime('12 am')).toBe(0);
    expect(parseTime('24:00')).toBe(1440);
  });

  it('a fraction of a day, whole hours, or a Sheets time value', () => {
    expect(parseTime(0.4375)).toBe(630);
    expect(parseTime(10)).toBe(600);
    expect(parseTime(new Date(1899, 11, 30, 10, 30))).toBe(630);
  });

  it('blank is null; anything else is undefined', () => {
    for (const blank of ['', ' ', null, undefined]) expect(parseTime(blank)).toBeNull();
    for (const bad of ['25:00', '10:60', '24:30', 'утром', '13 pm', -1, 25, 10.5, true, {}])
      expect(parseTime(bad)).toBeUndefined();
  });

  it('every time written as the sheets write it reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (m) => {
        expect(parseTime(formatTime(m))).toBe(m);
      }),
    );
  });
});

describe('formatting and counting days', () => {
  it('dates day first; times as HH:MM, past midnight with the days after in brackets', () => {
    expect(formatDate('2026-11-24')).toBe('24.11.2026');
    expect(formatTime(605)).toBe('10:05');
    expect(formatTime(1440)).toBe('24:00');
    expect(formatTime(1440 + 70)).toBe('01:10 (+1)');
  });

  it('days are added across months and years; daysBetween counts them back', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-24', -3)).toBe('2026-11-21');
    expect(daysBetween('2026-11-21', '2026-11-24')).toBe(3);
  });
});
