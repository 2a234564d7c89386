/**
 * The forecast's error shrinks as the day goes on (issue 26 item 4), measured on seeded simulated
 * days through the queue: for any four seeds of a game's day, the forecasts made in the last third
 * of the day (from the first forecast to the last result) miss the actual end of the game by less,
 * on the mean, than those made in its first third. One day alone may not (a long match late in the
 * day moves the end after the forecast settled), so the measure is over four days.
 *
 * Preference is left out: on seeds 1–4 its forecast misses the end by 20 to 80 minutes all day
 * long, with no trend (its end is the final's, not limited in time, Art. 16 item 15, after tours
 * that last their limit at most) — a known weakness, not measured here.
 *
 * Cost: about 3 s with the default 2 runs; FORECAST_RUNS=n for more (each run is 4 days).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDay, simulateQueue } from '../../src/rules/daySimulation';
import { forecast, type Forecast } from '../../src/rules/forecast';
import type { QueueGame } from '../../src/rules/queueGames';
import type { QueueState } from '../../src/rules/tableQueue';
import { SCENARIOS, snapshot } from './daySimulated';

const RUNS = Number(process.env.FORECAST_RUNS ?? 2);
/** Minutes between the forecasts of a day. */
const EVERY = 60;

/** The mean error (minutes) of a day's forecasts in its first and its last third. */
function thirds(name: string, seed: number): { first: number; last: number } {
  const games = (SCENARIOS[name] as () => QueueGame[])();
  const made: Forecast[] = [];
  let next = -Infinity;
  const observe = (s: QueueState) => {
    if (s.now < next) return;
    next = s.now + EVERY;
    made.push(forecast(snapshot(s), undefined, false));
  };
  const day = simulateQueue(games, drawDay(games, seed), { observe, tick: EVERY });
  const game = games[0]?.queue.frame.game as string;
  const actual = day.end[game] as number;
  const before = made.filter((f) => f.now < actual);
  const start = before[0]?.now ?? 0;
  const mean = (k: number) => {
    const errors = before
      .filter((f) => Math.floor((3 * (f.now - start)) / (actual - start)) === k)
      .map((f) => Math.abs((f.games[0]?.end ?? 0) - actual));
    return errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length);
  };
  return { first: mean(0), last: mean(2) };
}

describe('the forecast on simulated days (issue 26 items 2 and 4)', () => {
  it('misses the end of the game by less in the last third of the day than in the first', () => {
    const scenario = fc.constantFrom('billiards', 'backgammon', 'futsal');
    const seeds = fc.uniqueArray(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(scenario, seeds, (name, ss) => {
        const days = ss.map((s) => thirds(name, s));
        const sum = (k: 'first' | 'last') => days.reduce((a, d) => a + d[k], 0);
        expect(sum('last')).toBeLessThan(sum('first'));
      }),
      { numRuns: RUNS },
    );
  });
});
