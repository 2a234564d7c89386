/**
 * A running preference party's expected end from its tables' deals (issue 26 item 2; Art. 16
 * item 15: a party other than the final ends when every pool reaches 120 whists or an hour and a
 * half from the tour's start, whichever comes first; the final has no limit and is played to 200).
 */
import { describe, expect, it } from 'vitest';
import { forecast } from '../../src/rules/forecast';
import { tourEnd, type TourDeals } from '../../src/rules/forecastTour';
import { queueGame } from '../../src/rules/queueGames';
import { defaultSettings } from '../../src/rules/settings';
import { INPUTS } from './daySimulated';

const tour = (tables: TourDeals['tables'], now = 640): TourDeals => ({
  called: 600,
  now,
  target: 120,
  limit: 90,
  planned: 90,
  tables,
});

describe('a tour’s expected end from its deals (Art. 16 item 15)', () => {
  it('each table at the pace of its slowest pool, weighed against the plan’s by how far it is; the tour ends with its last table', () => {
    // 40 minutes in, the plan's pace 120 / 90 a minute. 80 of 120: (2/3 × 80/40 + 1/3 × 120/90) = 1.78 a
    // minute, 40 more whists in 23 minutes; 60 of 120: (1/2 × 60/40 + 1/2 × 120/90) = 1.42, 60 in 42.
    const t = tour([
      { pool: 80, deals: 10, over: false },
      { pool: 60, deals: 9, over: false },
    ]);
    expect(tourEnd(t)).toBe(640 + 42);
    // Its own pace alone would say 40 more for the second table; the plan's alone, 50.
    expect(tourEnd(t)).toBeGreaterThan(640 + 40);
  });

  it('ends by its time limit plus the deal being played, however slow a table is', () => {
    // 20 of 120 after 40 minutes would take 84 more; the limit is 10:00 + 90, plus a deal of 40 × 2 / 10 = 8.
    const t = tour([
      { pool: 20, deals: 5, over: false },
      { pool: 120, deals: 5, over: true },
    ]);
    expect(tourEnd(t)).toBe(600 + 90 + 8);
  });

  it('a table with nothing written yet takes the plan’s length; a tour whose tables are all over ends now', () => {
    expect(tourEnd(tour([{ pool: 0, deals: 0, over: false }], 610))).toBe(690);
    expect(tourEnd(tour([{ pool: 120, deals: 12, over: true }]))).toBe(640);
  });

  it('the final has no limit: played to its target, however long', () => {
    const final: TourDeals = {
      ...tour([{ pool: 50, deals: 12, over: false }], 700),
      target: 200,
      limit: null,
      planned: 300,
    };
    // 100 minutes for 50 of 200: (1/4 × 50/100 + 3/4 × 200/300) = 0.625 a minute, 150 more in 240.
    expect(tourEnd(final)).toBe(700 + 240);
  });

  it('moves the forecast of the day: a tour two thirds played at 40 minutes ends 27 minutes before its limit, and so do the tours after it', () => {
    const { queue } = queueGame('preference', INPUTS.preference32, defaultSettings());
    const first = queue.matches.find((m) => m.order === 0);
    const id = first?.id as string;
    const called = queue.frame.start;
    const running = { called, tables: [1, 2, 3, 4, 5, 6, 7, 8] };
    const state = (expected?: number) => ({
      games: [{ ...queue, progress: { [id]: expected === undefined ? running : { ...running, expected } } }],
      day: 0,
      now: called + 40,
    });
    const paced = forecast(state(), undefined, false);
    // Two thirds of the pools after 40 minutes: 23 more, 27 minutes before the hour and a half.
    const ends = tourEnd(tour([{ pool: 80, deals: 10, over: false }], called + 40));
    expect(ends).toBe(called + 63);
    const dealt = forecast(state(ends), undefined, false);
    const stage = (f: typeof paced, n: number) => f.games[0]?.stages.find((s) => s.stage === n)?.end as number;
    expect(stage(paced, 1)).toBe(called + (first?.minutes as number));
    expect(stage(dealt, 1)).toBe(ends);
    // The next tour is called as this one ends, and the first day's tours all come 27 minutes sooner.
    expect(stage(paced, 2) - stage(dealt, 2)).toBe(27);
  });
});
