/**
 * Google Sheets runs every custom-function cell as its own server execution (issue "Fast and
 * faithful"): the largest tournament's book (bench/calls.ts) calls each preference table's
 * settlement once, never the same call twice, and one whist typed sets off at most 3 of our calls
 * one after another (the table, the tour's rating, the standings); a backgammon party typed sets
 * off its group's GROUP_TABLE only.
 */
import { describe, expect, it } from 'vitest';
import { measure } from '../../bench/calls';

describe('custom-function calls of the largest tournament', () => {
  it('one PREF_TABLE per table (7 tours × 16 + the final), no identical calls, a chain of 3 after one whist', { timeout: 120_000 }, () => {
    const m = measure();
    expect(m.byFunction.PREF_TABLE).toBe(7 * 16 + 1);
    expect(m.byFunction.PREF_CLOSE_BULLET ?? 0).toBe(0);
    expect(m.byFunction.PREF_RATING).toBe(7);
    expect(m.byFunction.PREF_STANDINGS).toBe(1);
    expect(m.duplicates).toBe(0);
    expect(m.reached).toBe(3);
    expect(m.chain).toBeLessThanOrEqual(3);
  });

  it('backgammon: no call per match (plain formulas), one GROUP_TABLE per group reads the party rows; the book within 136 calls', { timeout: 120_000 }, () => {
    const m = measure();
    expect(m.byFunction.BG_MATCH_POINTS ?? 0).toBe(0);
    expect(m.partyReached).toBe(1);
    expect(m.cells).toBeLessThanOrEqual(136);
  });
});
