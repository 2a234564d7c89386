/**
 * Google Sheets runs every custom-function cell as its own server execution (issue "Fast and
 * faithful"): the largest tournament's book (bench/calls.ts) calls each preference table's
 * settlement once, never the same call twice, and one whist typed sets off at most 3 of our calls
 * one after another (the table, the tour's rating, the standings); a backgammon party typed sets
 * off its group's GROUP_TABLE only. Actions find sheets with one getSheets() and write in batches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { measure, type CallCounts } from '../../bench/calls';

describe('custom-function calls and service calls of the largest tournament', () => {
  let m: CallCounts;
  beforeAll(() => {
    m = measure();
  }, 120_000);

  it('one PREF_TABLE per table (7 tours × 16 + the final), no identical calls, a chain of 3 after one whist', () => {
    expect(m.byFunction.PREF_TABLE).toBe(7 * 16 + 1);
    expect(m.byFunction.PREF_CLOSE_BULLET ?? 0).toBe(0);
    expect(m.byFunction.PREF_RATING).toBe(7);
    expect(m.byFunction.PREF_STANDINGS).toBe(1);
    expect(m.duplicates).toBe(0);
    expect(m.reached).toBe(3);
    expect(m.chain).toBeLessThanOrEqual(3);
  });

  it('backgammon: no call per match (plain formulas), one GROUP_TABLE per group reads the party rows; the book within 136 calls', () => {
    expect(m.byFunction.BG_MATCH_POINTS ?? 0).toBe(0);
    expect(m.partyReached).toBe(1);
    expect(m.cells).toBeLessThanOrEqual(136);
  });

  it('serverStatus finds every sheet with one getSheets(); a withdrawal makes at most 5 value calls on the group sheet', () => {
    expect(m.status).toEqual({ getSheets: 1, getSheetByName: 0 });
    expect(m.withdraw.values).toBeLessThanOrEqual(5);
    expect(m.withdraw.writes).toBe(2);
  });
});
