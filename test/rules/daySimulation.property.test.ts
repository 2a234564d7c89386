/**
 * Simulated days through the table queue (issue 26 item 4): every game's day with random lengths and
 * results from a seed. On every seed: no table idle while a playable match waits, nobody called to
 * two matches at once (across games), no match before its feeders or its day (Art. 11 item 17),
 * every stage on its day or a warning by then; and the forecast's error shrinks as the day goes on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawDay, simulatePlan, simulateQueue } from '../../src/rules/daySimulation';
import type { Forecast } from '../../src/rules/forecast';
import type { QueueGame } from '../../src/rules/queueGames';
import { dayWindow, type GameQueue } from '../../src/rules/tableQueue';
import { forecastsEvery, idleProblems, orderProblems, playoffDelays, SCENARIOS } from './daySimulated';

const play = (name: string) => (SCENARIOS[name] as () => QueueGame[])();
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

/** Each stage's last result and its day's end, as played. */
function stageEnds(g: GameQueue): Map<number, { end: number; dayEnd: number }> {
  const out = new Map<number, { end: number; dayEnd: number }>();
  for (const m of g.matches) {
    const s = out.get(m.stage) ?? { end: -Infinity, dayEnd: -Infinity };
    s.end = Math.max(s.end, g.progress[m.id]?.ended ?? Infinity);
    s.dayEnd = Math.max(s.dayEnd, dayWindow(g.frame, m.lastDay).end);
    out.set(m.stage, s);
  }
  return out;
}

/** The first forecast that warned of a stage, or null. */
function firstWarning(made: readonly Forecast[], game: string, stage: number): number | null {
  const f = made.find((x) => x.late.some((s) => s.game === game && s.stage === stage));
  return f ? f.now : null;
}

const NAMES = Object.keys(SCENARIOS);

// Every game's day on its own seeds (issue 26 item 4: "a whole day of each game"), not a draw over the
// scenarios that might leave one out.
describe.each(NAMES)('a simulated %s day through the queue', (name) => {
  it('keeps the order: nobody twice at once, no table twice, no match before its feeders or its day, a play-off match called with its people', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const games = play(name);
        const day = simulateQueue(games, drawDay(games, s));
        expect(orderProblems(day)).toEqual([]);
        expect(day.unplayed).toEqual(Object.fromEntries(games.map((g) => [g.queue.frame.game, []])));
      }),
      { numRuns: 3 },
    );
  });

  it('never leaves a table idle while a playable match waits', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const games = play(name);
        expect(idleProblems(simulateQueue(games, drawDay(games, s)))).toEqual([]);
      }),
      { numRuns: 2 },
    );
  });

  it('calls each play-off match as soon as its feeders are decided and a table is free (issue 26 item 1)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const games = play(name);
        const day = simulateQueue(games, drawDay(games, s));
        expect(playoffDelays(day)).toEqual([]);
      }),
      { numRuns: 2 },
    );
  });

  it('ends every stage on its day, or the forecast warned of it by the end of that day (Art. 11 item 17)', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const games = play(name);
        const watch = forecastsEvery(15);
        const day = simulateQueue(games, drawDay(games, s), { observe: watch.observe, tick: 15 });
        for (const g of day.games) {
          for (const [stage, { end, dayEnd }] of stageEnds(g)) {
            if (end <= dayEnd) continue;
            const warned = firstWarning(watch.made, g.frame.game, stage);
            expect(warned, `${g.frame.game} stage ${stage} ended ${end} after ${dayEnd}`).not.toBeNull();
            expect(warned as number).toBeLessThan(dayEnd);
          }
        }
      }),
      { numRuns: 1 },
    );
  });

  it('the fixed plan is played by the same seed with the same order kept', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const games = play(name);
        expect(orderProblems(simulatePlan(games, drawDay(games, s)))).toEqual([]);
      }),
      { numRuns: 2 },
    );
  });
});

describe('simulated days through the queue', () => {
  it('warns of a day that cannot hold its stages at the start of the day: 40 billiards players on 6 tables (Art. 11 item 17)', () => {
    const games = play('billiardsTight');
    const watch = forecastsEvery(60);
    simulateQueue(games, drawDay(games, 1), { observe: watch.observe, tick: 60 });
    const first = watch.made[0] as Forecast;
    expect(first.now).toBe(600);
    expect(first.late.map((s) => s.stage)).toContain(3);
    // The remedies: more tables, and the abridged format of Art. 11 item 4.
    expect(first.remedies.map((r) => r.kind)).toEqual(['tables', 'abridged']);
    const tables = first.remedies[0];
    expect(tables?.fits).toBe(true);
    expect(tables?.value).toBeGreaterThan(6);
    // Groups of 5 (Art. 11 item 4, second paragraph): one party each; it says on how many tables that fits.
    const abridged = first.remedies[1];
    expect(abridged?.rule).toEqual([11, 4]);
    const groupsEnd = (stages: readonly { stage: number; end: number }[]) => stages.find((x) => x.stage === 1)?.end;
    expect(groupsEnd(abridged?.forecast.stages ?? [])).toBeLessThan(groupsEnd(first.games[0]?.stages ?? []) as number);
  });

  it('the forecast of the end of the day comes closer as results come in', () => {
    const early: number[] = [];
    const late: number[] = [];
    for (let s = 1; s <= 12; s++) {
      for (const name of ['billiards', 'backgammon', 'futsal']) {
        const games = play(name);
        const draws = drawDay(games, s);
        const watch = forecastsEvery(30);
        const day = simulateQueue(games, draws, { observe: watch.observe, tick: 30 });
        const game = games[0]?.queue.frame.game as string;
        const actual = day.end[game] as number;
        const error = (f: Forecast) => Math.abs((f.games[0]?.end ?? 0) - actual);
        const made = watch.made.filter((f) => f.now < actual);
        early.push(error(made[0] as Forecast));
        late.push(error(made[Math.floor(made.length * 0.75)] as Forecast));
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(late)).toBeLessThan(mean(early) / 2);
  });
});
