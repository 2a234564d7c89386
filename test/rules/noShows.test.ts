/**
 * When a "did not appear" mark counts (src/rules/noShows.ts): from the announced time plus the
 * lateness allowed — 15 minutes in billiards and backgammon (Art. 11 item 18, Art. 14 item 12),
 * 10 for a preference tour (Art. 16 item 4) — on the tournament's wall clock.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../src/rules/dates';
import { NO_SHOW_EFFECT, noShowFrom, noShowRule, reached, wallClock } from '../../src/rules/noShows';

describe('the moment a no-show counts', () => {
  it('Art. 11 item 18: "within 15 minutes after the announced time" — at 10:15 for 10:00 it counts, at 10:14 not yet', () => {
    const from = noShowFrom('2026-12-12', 10 * 60, 15);
    expect(from).toEqual({ date: '2026-12-12', minutes: 10 * 60 + 15 });
    expect(reached({ date: '2026-12-12', minutes: 10 * 60 + 14 }, from)).toBe(false);
    expect(reached({ date: '2026-12-12', minutes: 10 * 60 + 15 }, from)).toBe(true);
    expect(reached({ date: '2026-12-13', minutes: 0 }, from)).toBe(true);
    expect(reached({ date: '2026-12-11', minutes: 23 * 60 }, from)).toBe(false);
  });

  it('Art. 16 item 4: a tour announced at 23:55 (a plan running late) counts from 00:05 the next day', () => {
    expect(noShowFrom('2026-12-15', 23 * 60 + 55, 10)).toEqual({ date: '2026-12-16', minutes: 5 });
    // a start past midnight as the plan writes it ("00:30 (+1)" = 1470 minutes)
    expect(noShowFrom('2026-12-15', 24 * 60 + 30, 10)).toEqual({ date: '2026-12-16', minutes: 40 });
  });

  it('property: reached is the order of moments (day, then minute)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 120 }),
        (days, minutes, start, late) => {
          const from = noShowFrom('2026-12-12', start, late);
          const now = { date: addDays('2026-12-12', days), minutes };
          const index = (m: { date: string; minutes: number }) => daysBetween('2026-12-12', m.date) * 1440 + m.minutes;
          expect(index(from)).toBe(start + late);
          expect(reached(now, from)).toBe(index(now) >= index(from));
        },
      ),
    );
  });

  it("the wall clock is the spreadsheet time zone's: Asia/Almaty is UTC+5; an unknown zone falls back to Almaty", () => {
    expect(wallClock(Date.UTC(2026, 11, 12, 5, 15), 'Asia/Almaty')).toEqual({
      date: '2026-12-12',
      minutes: 10 * 60 + 15,
    });
    expect(wallClock(Date.UTC(2026, 11, 12, 19, 30), 'Asia/Almaty')).toEqual({ date: '2026-12-13', minutes: 30 });
    expect(wallClock(Date.UTC(2026, 11, 12, 5, 15), 'UTC')).toEqual({ date: '2026-12-12', minutes: 5 * 60 + 15 });
    expect(wallClock(Date.UTC(2026, 11, 12, 0, 0), 'Europe/Moscow')).toEqual({ date: '2026-12-12', minutes: 3 * 60 });
    expect(wallClock(Date.UTC(2026, 11, 12, 5, 15), 'Not/AZone')).toEqual({
      date: '2026-12-12',
      minutes: 10 * 60 + 15,
    });
  });

  it('what a no-show does, by the rules: billiards and backgammon leave (Art. 11 item 18, Art. 14 item 12), preference not admitted (Art. 16 item 4), futsal a forfeit (Art. 7)', () => {
    expect(NO_SHOW_EFFECT).toEqual({
      futsal: 'forfeit',
      billiards: 'leaves',
      backgammon: 'leaves',
      preference: 'notAdmitted',
    });
    expect(noShowRule('billiards').ru).toBe('ст. 11 п. 18');
    expect(noShowRule('backgammon').ru).toBe('ст. 14 п. 12');
    expect(noShowRule('preference').ru).toBe('ст. 16 п. 4');
  });
});
