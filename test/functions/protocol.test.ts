/**
 * PREF_PROTOCOL, the one call of a table kept deal by deal (issue 14 items 2 and 4): PREF_PULKA's
 * answer padded to four whist columns, and the table's result — PREF_CLOSE_BULLET over the pulka —
 * once the party is over (every pool at the target; or, in a tour, stopped by the time limit,
 * Art. 16 item 15 and Art. 18 item 13). The claim is checked against the two public functions it
 * stands for, on random legal pulkas (test/pulkaDeals.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREF_PROTOCOL, PREF_PULKA } from '../../src/functions/index';
import { closeOver } from '../functionCalls';
import { buildPulka, seedsArb, tableArb } from '../pulkaDeals';
import { FOUR, THREE } from '../pulkaExamples';

/** The settled whists, a flat list. */
function close(result: unknown[][], target: number): unknown[] {
  return (closeOver(result, target) as unknown[][]).map((r) => r[0]);
}

describe('PREF_PROTOCOL = PREF_PULKA → PREF_CLOSE_BULLET in one call (issue 14 item 4)', () => {
  it('its first columns are PREF_PULKA’s, the whists padded to four seats; its result is PREF_CLOSE_BULLET’s once over', () => {
    fc.assert(
      fc.property(tableArb, seedsArb(60), fc.boolean(), fc.boolean(), ([n, target], seeds, final, stopped) => {
        const { rows } = buildPulka(n, target, seeds);
        if (rows.length === 0) rows.push(Array<unknown>(n + 3).fill(''));
        const pulka = PREF_PULKA(rows, '', target) as unknown[][];
        const protocol = PREF_PROTOCOL(rows, '', target, final, stopped) as unknown[][];
        expect(protocol).toHaveLength(n);
        const complete = pulka.every((r) => r[n + 2] === true);
        // Art. 16 item 15: the final is played to the end; a tour may be stopped by the clock.
        const over = complete || (stopped && !final);
        const result = over ? close(pulka, target) : pulka.map(() => '');
        protocol.forEach((line, i) => {
          const p = pulka[i] as unknown[];
          expect(line).toHaveLength(10);
          expect(line.slice(0, 2 + n)).toEqual(p.slice(0, 2 + n));
          expect(line.slice(2 + n, 6)).toEqual(Array(4 - n).fill(''));
          expect(line.slice(6, 9)).toEqual(p.slice(2 + n));
          expect(line[9]).toEqual(result[i]);
        });
        if (over) expect((protocol.map((r) => r[9]) as number[]).reduce((a, b) => a + b, 0)).toBe(0);
      }),
      { numRuns: 150 },
    );
  });

  it('a worked pulka of four (pulkaExamples FOUR) settles as PREF_CLOSE_BULLET settles PREF_PULKA’s columns', () => {
    const pulka = PREF_PULKA(FOUR.deals, FOUR.seats, 40) as unknown[][];
    const stopped = PREF_PROTOCOL(FOUR.deals, FOUR.seats, 40, false, true) as unknown[][];
    expect(stopped.map((r) => r[9])).toEqual(close(pulka, 40));
    // Not stopped and not complete: no result yet.
    const running = PREF_PROTOCOL(FOUR.deals, FOUR.seats, 40, false, false) as unknown[][];
    if (!pulka.every((r) => r[6] === true)) expect(running.map((r) => r[9])).toEqual(['', '', '', '']);
  });

  it('a three-handed table keeps its fourth whist column blank', () => {
    const out = PREF_PROTOCOL(THREE.deals, '', 10, true, true) as unknown[][];
    for (const line of out) expect(line[5]).toBe('');
  });

  it('an unreadable flag names its argument', () => {
    expect(() => PREF_PROTOCOL(THREE.deals, '', 10, 'maybe', false)).toThrow(/final/);
    expect(() => PREF_PROTOCOL(THREE.deals, '', 10, false, 'maybe')).toThrow(/stopped/);
  });
});
