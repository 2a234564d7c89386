/**
 * The forecast (issue 26 item 2): the pace from the matches played, each stage's expected end against
 * its day (Art. 11 item 17), and the remedies the rules allow with their own forecasts.
 */
import { describe, expect, it } from 'vitest';
import { forecast, paceOf, smallest } from '../../src/rules/forecast';
import { queueGame } from '../../src/rules/queueGames';
import { defaultSettings } from '../../src/rules/settings';
import type { GameFrame, GameQueue, QueueMatch } from '../../src/rules/tableQueue';
import { INPUTS } from './daySimulated';

const FRAME: GameFrame = { game: 'bg', tables: 1, closed: [], held: [], start: 600, end: 1200, gap: 0, rest: 0 };

function chain(count: number, minutes: number): QueueMatch[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i + 1}`,
    stage: 1,
    planned: 600 + i * minutes,
    order: i,
    minutes,
    tables: 1,
    people: [`p${i}`, `q${i}`],
    after: [],
    firstDay: 0,
    lastDay: 0,
  }));
}

describe('the forecast', () => {
  it('weighs the plan as three matches against the lengths played', () => {
    const matches = chain(4, 40);
    const g: GameQueue = {
      frame: FRAME,
      matches,
      progress: { m1: { called: 600, tables: [1], ended: 660 } },
    };
    // (60 + 3 × 40) / (40 + 3 × 40) = 180 / 160
    expect(paceOf(g)).toBeCloseTo(180 / 160);
    expect(paceOf({ ...g, progress: {} })).toBe(1);
  });

  it('runs the day forward from what is played and running', () => {
    const g: GameQueue = {
      frame: FRAME,
      matches: chain(3, 40),
      progress: { m1: { called: 600, tables: [1], ended: 640 }, m2: { called: 640, tables: [1] } },
    };
    const f = forecast({ games: [g], day: 0, now: 650 });
    // m2 ends at 680, m3 runs 40 more.
    expect(f.games[0]?.end).toBe(720);
    expect(f.late).toEqual([]);
    expect(f.remedies).toEqual([]);
    // m2 still running at 700, past its 40 minutes: half as long again from now.
    expect(forecast({ games: [g], day: 0, now: 700 }).games[0]?.end).toBe(700 + 20 + 40);
  });

  it('says when a stage will not end on its day, and how many tables would end it there (Art. 11 item 17)', () => {
    const g: GameQueue = { frame: FRAME, matches: chain(20, 40), progress: {} };
    const f = forecast({ games: [g], day: 0, now: 600 });
    expect(f.late.map((s) => [s.stage, s.end, s.dayEnd])).toEqual([[1, 600 + 20 * 40, 1200]]);
    expect(f.remedies.map((r) => [r.kind, r.value, r.fits])).toEqual([['tables', 2, true]]);
    expect(f.remedies[0]?.forecast.end).toBe(600 + 10 * 40);
  });

  it('leaves a held match unplayed, and its stage without an end', () => {
    const g: GameQueue = { frame: { ...FRAME, held: ['m2'] }, matches: chain(2, 40), progress: {} };
    const f = forecast({ games: [g], day: 0, now: 600 });
    expect(f.games[0]?.unplayed).toEqual(['m2']);
    expect(f.late[0]?.end).toBe(Infinity);
  });

  it('proposes the abridged billiards format for groups of more than 4 (Art. 11 item 4, second paragraph)', () => {
    const settings = defaultSettings();
    settings.billiards.tables = 4;
    const { queue } = queueGame('billiards', INPUTS.billiards40, settings);
    const f = forecast({ games: [queue], day: 0, now: 600 });
    const abridged = f.remedies.find((r) => r.kind === 'abridged');
    expect(abridged?.rule).toEqual([11, 4]);
    const groups = (stages: readonly { stage: number; end: number }[]) =>
      stages.find((s) => s.stage === 1)?.end as number;
    expect(groups(abridged?.forecast.stages ?? [])).toBeLessThan(groups(f.games[0]?.stages ?? []));
  });

  it('not for groups of 4 (the paragraph names more than four)', () => {
    const settings = defaultSettings();
    settings.billiards.tables = 2;
    const { queue } = queueGame('billiards', INPUTS.billiards32, settings);
    const f = forecast({ games: [queue], day: 0, now: 600 });
    expect(f.late.length).toBeGreaterThan(0);
    expect(f.remedies.map((r) => r.kind)).toEqual(['tables']);
  });

  it('proposes a shorter preference tour than the hour and a half of Art. 16 item 15 when the tours do not fit', () => {
    const settings = defaultSettings();
    settings.preference.days = 1;
    const { queue } = queueGame('preference', INPUTS.preference32, settings);
    const f = forecast({ games: [queue], day: 0, now: 600 });
    expect(f.late.length).toBeGreaterThan(0);
    const shorter = f.remedies.find((r) => r.kind === 'shorterTour');
    expect(shorter?.rule).toEqual([16, 15]);
    // 7 tours with 30-minute breaks and a 3-hour final in 10 hours: no tour longer than the rest allows.
    expect(shorter?.value).toBeLessThan(90);
    expect(shorter?.fits).toBe(true);
    // More tables do not help a tour that takes all its players at once.
    expect(f.remedies.some((r) => r.kind === 'tables')).toBe(false);
  });

  it('finds the smallest value that works', () => {
    expect(smallest(1, 100, (n) => n >= 37)).toBe(37);
    expect(smallest(1, 100, (n) => n >= 1)).toBe(1);
    expect(smallest(1, 100, () => false)).toBeNull();
  });
});
