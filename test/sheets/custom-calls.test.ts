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

  it('one PREF_TABLE per table (7 tours × 16 + the final, one of tour 7 kept deal by deal: one PREF_PROTOCOL), no identical calls, a chain of 3 after one whist', () => {
    expect(m.byFunction.PREF_TABLE).toBe(7 * 16 + 1 - 1);
    expect(m.byFunction.PREF_PROTOCOL).toBe(1);
    expect(m.byFunction.PREF_CLOSE_BULLET ?? 0).toBe(0);
    expect(m.byFunction.PREF_RATING).toBe(7);
    expect(m.byFunction.PREF_STANDINGS).toBe(1);
    expect(m.duplicates).toBe(0);
    expect(m.reached).toBe(3);
    expect(m.chain).toBeLessThanOrEqual(3);
  });

  it('issue 14 item 4: a deal typed in a kept pulka sets off no more executions than one whist typed in a totals block (the pulka, the rating, the standings)', () => {
    expect(m.dealReached).toBe(3);
    expect(m.dealReached).toBeLessThanOrEqual(m.reached);
    expect(m.dealChain).toBeLessThanOrEqual(m.chain);
  });

  it('backgammon: no call per match (plain formulas), one GROUP_TABLE per group reads the party rows; the book within 136 calls', () => {
    expect(m.byFunction.BG_MATCH_POINTS ?? 0).toBe(0);
    expect(m.partyReached).toBe(1);
    expect(m.cells).toBeLessThanOrEqual(136);
  });

  it('serverStatus finds every sheet with one getSheets(); a withdrawal makes at most 6 value calls on the group sheet', () => {
    expect(m.status).toEqual({ getSheets: 1, getSheetByName: 0 });
    expect(m.withdraw.values).toBeLessThanOrEqual(6);
    expect(m.withdraw.writes).toBe(2);
  });

  it('every action reads the settings once and finds its sheets without getSheetByName; a withdrawal or a finalize stays within 6 value calls per sheet', () => {
    expect(m.actions.map((a) => [a.action, a.ok])).toEqual([
      ['status', true],
      ['preferenceStatus', true],
      ['checkRegistration (billiards)', true],
      ['finalizeStage (billiards groups, not played: refused)', false],
      ['withdraw (backgammon)', true],
      ['penalty (final, 11.1)', true],
      ['dayPlan again (billiards: 8 tables, what would fit)', true],
    ]);
    for (const a of m.actions) {
      expect(a.getSheetByName, a.action).toBe(0);
      expect(a.getSheets, a.action).toBeLessThanOrEqual(1);
      // One read of the settings sheet: its values and its formulas (finalize read it twice before);
      // the status, which reads each sheet once, its values only (issue 22: few round trips).
      expect(a.settingsReads, a.action).toBe(a.action === 'status' ? 1 : 2);
    }
    const withdraw = m.actions.find((a) => a.action.startsWith('withdraw')) as (typeof m.actions)[number];
    expect(withdraw.maxValues).toBeLessThanOrEqual(6);
    // A ruling rewrites its table's sheet through the applier, which reads the sheet again under the
    // lock before writing (nothing typed meanwhile is lost): 2 + 2 reads, then clear, validations, values.
    const penalty = m.actions.find((a) => a.action.startsWith('penalty')) as (typeof m.actions)[number];
    expect(penalty.maxValues).toBeLessThanOrEqual(7);
    // The day plan made again: each of its two sheets rewritten by the applier in 6 value calls (read,
    // its values read again just before writing: applySnapshot.ts refuseIfTypedSince, clear, write).
    const plan = m.actions.find((a) => a.action.startsWith('dayPlan')) as (typeof m.actions)[number];
    expect(plan.maxValues).toBeLessThanOrEqual(6);
  });
});
