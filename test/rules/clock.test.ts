/** Moments as the spreadsheet records them (src/rules/clock.ts; SPEC §5; issue 24 item 2). */
import { describe, expect, it } from 'vitest';
import { formatMoment, wallYear } from '../../src/rules/clock';

describe("the spreadsheet's clock", () => {
  it('one format, the wall clock of the given zone, no zone written', () => {
    const ms = Date.UTC(2026, 10, 22, 19, 30, 59);
    expect(formatMoment(ms, 'Asia/Almaty')).toBe('23.11.2026 00:30'); // UTC+5: already the next day
    expect(formatMoment(ms, 'Europe/Moscow')).toBe('22.11.2026 22:30');
    expect(formatMoment(ms, 'UTC')).toBe('22.11.2026 19:30');
  });

  it("the year is the zone's: New Year's Eve at 20:00 UTC is already next year in Almaty", () => {
    const ms = Date.UTC(2026, 11, 31, 20, 0);
    expect(wallYear(ms, 'Asia/Almaty')).toBe(2027);
    expect(wallYear(ms, 'Europe/London')).toBe(2026);
  });
});
