/**
 * The no-show clock of a called match (issue 26 item 3): it counts from the call to the table — the
 * committee's announcement — and never before the time the day plan announced.
 */
import { describe, expect, it } from 'vitest';
import { clockStart, lateMinutesOf, noShowAt, noShowCounts, wallOf } from '../../src/rules/queueNoShow';

describe('the no-show clock from the call', () => {
  it('billiards and backgammon: 15 minutes from the call (Art. 11 item 18, Art. 14 item 12)', () => {
    expect(lateMinutesOf('billiards', 0)).toBe(15);
    expect(lateMinutesOf('backgammon', 0)).toBe(15);
    // Announced for 10:00, the table freed at 10:40: the clock starts at 10:40, a mark counts from 10:55.
    expect(noShowAt(640, 600, 15)).toBe(655);
    expect(noShowCounts(654, 640, 600, 15)).toBe(false);
    // "Within 15 minutes": the player who comes at minute 15 has come in time; the mark counts from then.
    expect(noShowCounts(655, 640, 600, 15)).toBe(true);
  });

  it("preference: 10 minutes from the tour's call (Art. 16 item 4)", () => {
    expect(lateMinutesOf('preference', 0)).toBe(10);
    expect(noShowAt(700, 690, lateMinutesOf('preference', 0))).toBe(710);
  });

  it("futsal: the committee's lateness setting (Art. 7 sends it to the UEFA rules)", () => {
    expect(lateMinutesOf('futsal', 20)).toBe(20);
  });

  it('a match called before its announced time counts from the announced time (our reading, docs/rules.md)', () => {
    expect(clockStart(570, 600)).toBe(600);
    expect(noShowCounts(600, 570, 600, 15)).toBe(false);
    expect(noShowAt(570, 600, 15)).toBe(615);
    // Without an announced time (a match the plan had not timed), the call alone.
    expect(noShowAt(570, null, 15)).toBe(585);
  });

  it("shows the moment on the tournament's wall clock, a late day past midnight on the next date", () => {
    expect(wallOf('2026-12-12', 655)).toEqual({ date: '2026-12-12', minutes: 655 });
    expect(wallOf('2026-12-12', 1440 + 30)).toEqual({ date: '2026-12-13', minutes: 30 });
  });
});
