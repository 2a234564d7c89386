import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyHelp, overTarget } from '../../src/rules/help';
import { settlePulka } from '../../src/rules/pulka';

const zeros = (n: number): number[][] => Array.from({ length: n }, () => Array<number>(n).fill(0));
/** A whists matrix that is zero except for the given cells. */
function whistsWith(n: number, cells: [number, number, number][]): number[][] {
  const w = zeros(n);
  for (const [i, j, v] of cells) (w[i] as number[])[j] = v;
  return w;
}
const sum = (xs: readonly number[]): number => xs.reduce((s, v) => s + v, 0);

describe('help (Art. 18 item 10; Code 4.2.3, 4.1.1): worked examples', () => {
  it('Art. 18 item 10.1: one helper, one open seat — the open seat gets the excess, 10 whists a point (Code 4.2.3)', () => {
    // Target 120. Seat 0 typed 130: excess 10. Seat 1 is closed at 120; seat 2 (100) is the only
    // open seat and lacks 20, so he gets all 10 points: pool 110, and seat 0 writes 10 × 10 = 100 on him.
    const r = applyHelp([130, 120, 100], [10, 20, 30], zeros(3), 120);
    expect(r.pools).toEqual([120, 120, 110]);
    expect(r.mountains).toEqual([10, 20, 30]);
    expect(r.whists).toEqual(whistsWith(3, [[0, 2, 100]]));
    expect(r.transfers).toEqual([{ from: 0, to: 2, points: 10, whists: 100 }]);
    expect(r.writtenOff).toEqual([]);
  });

  it('Art. 18 item 10.1: an excess larger than the recipient lacks goes on to the next recipient (SPEC I-13)', () => {
    // Target 120, table of four. Seat 0 typed 150: excess 30. Open: seat 1 (115, lacks 5) and
    // seat 2 (90, lacks 30). Largest pool first: seat 1 gets 5 (50 whists) and closes; then seat 2
    // gets the 25 left (250 whists): 90 + 25 = 115, still open. Nothing is written off.
    const r = applyHelp([150, 115, 90, 120], [0, 0, 0, 0], zeros(4), 120);
    expect(r.transfers).toEqual([
      { from: 0, to: 1, points: 5, whists: 50 },
      { from: 0, to: 2, points: 25, whists: 250 },
    ]);
    expect(r.pools).toEqual([120, 120, 115, 120]);
    expect(r.whists).toEqual(
      whistsWith(4, [
        [0, 1, 50],
        [0, 2, 250],
      ]),
    );
    expect(r.mountains).toEqual([0, 0, 0, 0]);
    expect(r.writtenOff).toEqual([]);
  });

  it('Art. 18 item 10.1: the largest pool is helped first, whatever its mountain and its distance', () => {
    // Helper seat 1 (125, excess 5). Open: seat 0 (110, mountain 90), seat 2 (100, mountain 0).
    // Seat 2 is nearer clockwise and has the smaller mountain, but seat 0 has the larger pool.
    const r = applyHelp([110, 125, 100], [90, 0, 0], zeros(3), 120);
    expect(r.transfers).toEqual([{ from: 1, to: 0, points: 5, whists: 50 }]);
    expect(r.pools).toEqual([115, 120, 100]);
  });

  it('Art. 18 item 10.1: pools tie → the smaller mountain ("наименьшим количеством вистов в горе")', () => {
    // Helper seat 1 (125, excess 5). Seats 0 and 2 both have 100 in the pool; mountains 10 and 25.
    // Clockwise from seat 1, seat 2 is nearer, but seat 0 has the smaller mountain: he gets the 5.
    const r = applyHelp([100, 125, 100], [10, 0, 25], zeros(3), 120);
    expect(r.transfers).toEqual([{ from: 1, to: 0, points: 5, whists: 50 }]);
    expect(r.pools).toEqual([105, 120, 100]);
    expect(r.whists).toEqual(whistsWith(3, [[1, 0, 50]]));
  });

  it('Art. 18 item 10.1: pools and mountains tie → the nearest clockwise from the helper (SPEC I-2), not list order', () => {
    // Table of four, helper seat 2 (130, excess 10). Seats 1 and 3 tie: pool 100, mountain 20
    // (seat 0 has a lower pool). Clockwise from seat 2 come 3, 0, 1: seat 3 is nearer.
    const r = applyHelp([90, 100, 130, 100], [0, 20, 0, 20], zeros(4), 120);
    expect(r.transfers).toEqual([{ from: 2, to: 3, points: 10, whists: 100 }]);
    expect(r.pools).toEqual([90, 100, 120, 110]);
  });

  it('Art. 18 item 10.1: after the nearest tied seat is filled, the next recipient is chosen again', () => {
    // Same table, excess 30. Seat 3 (nearest of the tie) gets 20 and closes. Open now: seat 0 (90)
    // and seat 1 (100): seat 1 has the larger pool and gets the last 10.
    const r = applyHelp([90, 100, 150, 100], [0, 20, 0, 20], zeros(4), 120);
    expect(r.transfers).toEqual([
      { from: 2, to: 3, points: 20, whists: 200 },
      { from: 2, to: 1, points: 10, whists: 100 },
    ]);
    expect(r.pools).toEqual([90, 110, 120, 120]);
  });

  it("Code 4.1.1: nobody open → the excess is written off the helper's own mountain, which may go negative", () => {
    // Seats 0 and 2 are closed at 120; seat 1 typed 135: excess 15, nobody to help.
    // Mountain 4 − 15 = −11. No whists are written.
    const r = applyHelp([120, 135, 120], [10, 4, 30], zeros(3), 120);
    expect(r.pools).toEqual([120, 120, 120]);
    expect(r.mountains).toEqual([10, -11, 30]);
    expect(r.whists).toEqual(zeros(3));
    expect(r.transfers).toEqual([]);
    expect(r.writtenOff).toEqual([{ seat: 1, points: 15 }]);
  });

  it('Art. 18 item 10.1 and Code 4.1.1: help first, the rest off the mountain', () => {
    // Table of four, seat 0 typed 150 (excess 30). Seat 1 lacks 5, seat 2 lacks 20: 25 given,
    // 5 left with nobody open → mountain 40 − 5 = 35.
    const r = applyHelp([150, 115, 100, 120], [40, 0, 0, 0], zeros(4), 120);
    expect(r.transfers).toEqual([
      { from: 0, to: 1, points: 5, whists: 50 },
      { from: 0, to: 2, points: 20, whists: 200 },
    ]);
    expect(r.pools).toEqual([120, 120, 120, 120]);
    expect(r.mountains).toEqual([35, 0, 0, 0]);
    expect(r.writtenOff).toEqual([{ seat: 0, points: 5 }]);
  });

  it('Code 4.1.1 example: 6 points written off the mountain cost each of four players 15 whists, not 20', () => {
    // Pulka to 50; the player needed 2 and played a nine (8): 56, 6 to dispose of, nobody open.
    const r = applyHelp([56, 50, 50, 50], [0, 0, 0, 0], zeros(4), 50);
    expect(r.mountains).toEqual([-6, 0, 0, 0]);
    // Middle mountain −6/4 = −1.5: the helper gets 10 · (−1.5 + 6) = 45, each other 10 · (−1.5) = −15.
    expect(settlePulka(r.pools, r.mountains, r.whists).exact).toEqual([45, -15, -15, -15]);
  });

  it('Art. 18 item 10.2: the dealer is helped on common terms (there is no dealer exception)', () => {
    // Whoever dealt, the choice is by pool alone here: seat 3 (110) is the largest open pool.
    const r = applyHelp([100, 130, 90, 110], [0, 0, 0, 0], zeros(4), 120, 0);
    expect(r.transfers).toEqual([{ from: 1, to: 3, points: 10, whists: 100 }]);
  });

  it('Art. 18 item 10.1 (SPEC decision 7): two overflowing pools, helpers taken clockwise from firstHelper', () => {
    // Target 120: seat 0 typed 125 (excess 5), seat 2 typed 130 (excess 10); open: seat 1 (118,
    // lacks 2), seat 3 (110, lacks 10).
    const pools = [125, 118, 130, 110];
    const mountains = [0, 0, 0, 0];
    // From seat 0: seat 0 gives 2 to seat 1 and 3 to seat 3 (now 113); seat 2 gives 7 to seat 3
    // and writes the 3 left off his mountain.
    const a = applyHelp(pools, mountains, zeros(4), 120, 0);
    expect(a.transfers).toEqual([
      { from: 0, to: 1, points: 2, whists: 20 },
      { from: 0, to: 3, points: 3, whists: 30 },
      { from: 2, to: 3, points: 7, whists: 70 },
    ]);
    expect(a.mountains).toEqual([0, 0, -3, 0]);
    expect(a.writtenOff).toEqual([{ seat: 2, points: 3 }]);
    // From seat 2 (seats 2, 3, 0, 1): seat 2 gives 2 to seat 1 and 8 to seat 3 (now 118); seat 0
    // gives 2 to seat 3 and writes 3 off his mountain.
    const b = applyHelp(pools, mountains, zeros(4), 120, 2);
    expect(b.transfers).toEqual([
      { from: 2, to: 1, points: 2, whists: 20 },
      { from: 2, to: 3, points: 8, whists: 80 },
      { from: 0, to: 3, points: 2, whists: 20 },
    ]);
    expect(b.mountains).toEqual([-3, 0, 0, 0]);
    expect(b.writtenOff).toEqual([{ seat: 0, points: 3 }]);
    expect(a.pools).toEqual([120, 120, 120, 120]);
    expect(b.pools).toEqual([120, 120, 120, 120]);
    // Code 4.2.3 footnote 72: who is helped does not change the settlement.
    const sa = settlePulka(a.pools, a.mountains, a.whists).exact;
    const sb = settlePulka(b.pools, b.mountains, b.whists).exact;
    sa.forEach((v, i) => expect(v).toBeCloseTo(sb[i] as number, 9));
  });

  it('Art. 18 item 10.1: help whists are added to the whists already written', () => {
    const w = whistsWith(3, [
      [0, 2, 40],
      [2, 0, 16],
    ]);
    const r = applyHelp([130, 120, 100], [0, 0, 0], w, 120);
    expect(r.whists).toEqual(
      whistsWith(3, [
        [0, 2, 140],
        [2, 0, 16],
      ]),
    );
  });

  it('Art. 18 item 10: no pool above the target → nothing changes', () => {
    const w = whistsWith(3, [[0, 1, 8]]);
    const r = applyHelp([120, 100, 60], [5, 6, 7], w, 120);
    expect(r).toEqual({ pools: [120, 100, 60], mountains: [5, 6, 7], whists: w, transfers: [], writtenOff: [] });
  });

  it('does not mutate its inputs', () => {
    const pools = [150, 115, 100, 120];
    const mountains = [40, 0, 0, 0];
    const w = whistsWith(4, [[1, 0, 8]]);
    const copies = JSON.stringify([pools, mountains, w]);
    applyHelp(pools, mountains, w, 120);
    expect(JSON.stringify([pools, mountains, w])).toBe(copies);
  });

  it('overTarget lists the pools above the target, in list order (Art. 18 item 10.1: the closed players with an excess)', () => {
    expect(overTarget([120, 121, 80, 200], 120)).toEqual([1, 3]);
    expect(overTarget([120, 120, 120], 120)).toEqual([]);
  });

  it('rejects a table that is not 3 or 4 seats, mismatched sizes, a bad target or a bad first helper', () => {
    expect(() => applyHelp([1, 2], [0, 0], zeros(2), 120)).toThrow();
    expect(() => applyHelp([1, 2, 3], [0, 0], zeros(3), 120)).toThrow();
    expect(() => applyHelp([1, 2, 3], [0, 0, 0], zeros(4), 120)).toThrow();
    expect(() => applyHelp([1, 2, 3], [0, 0, 0], zeros(3), 0)).toThrow();
    expect(() => applyHelp([1, 2, 3], [0, 0, 0], zeros(3), 120, 3)).toThrow();
    expect(() => applyHelp([1, 2, 3], [0, 0, 0], zeros(3), 120, 0.5)).toThrow();
    expect(() => applyHelp([1, Number.NaN, 3], [0, 0, 0], zeros(3), 120)).toThrow();
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const whole = (lo: number, hi: number) => fc.integer({ min: lo, max: hi });
const zeroDiag = (w: number[][]) => w.map((r, i) => r.map((v, j) => (i === j ? 0 : v)));

interface Table {
  n: number;
  target: number;
  pools: number[];
  mountains: number[];
  whists: number[][];
  firstHelper: number;
}

/** Any table: pools from 0 to target + 200, so none, one or several overflow. */
const anyTable: fc.Arbitrary<Table> = fc
  .record({ n: whole(3, 4), target: fc.constantFrom(50, 120, 200), firstHelper: whole(0, 3) })
  .chain(({ n, target, firstHelper }) =>
    fc.record({
      n: fc.constant(n),
      target: fc.constant(target),
      firstHelper: fc.constant(firstHelper % n),
      pools: fc.array(fc.oneof(whole(0, target), whole(target, target + 200)), { minLength: n, maxLength: n }),
      mountains: fc.array(whole(-50, 300), { minLength: n, maxLength: n }),
      whists: fc
        .array(fc.array(whole(0, 400), { minLength: n, maxLength: n }), { minLength: n, maxLength: n })
        .map(zeroDiag),
    }),
  );

/** A table with exactly one pool above the target (seat `helper`, excess `excess`). */
const oneOverflow = fc
  .record({ n: whole(3, 4), target: fc.constantFrom(50, 120, 200), helper: whole(0, 3), excess: whole(1, 300) })
  .chain(({ n, target, helper, excess }) =>
    fc
      .record({
        others: fc.array(whole(0, target), { minLength: n, maxLength: n }),
        mountains: fc.array(whole(-50, 300), { minLength: n, maxLength: n }),
        whists: fc
          .array(fc.array(whole(0, 400), { minLength: n, maxLength: n }), { minLength: n, maxLength: n })
          .map(zeroDiag),
        firstHelper: whole(0, n - 1),
      })
      .map(({ others, mountains, whists, firstHelper }) => {
        const h = helper % n;
        const pools = others.map((p, i) => (i === h ? target + excess : p));
        return { n, target, helper: h, excess, pools, mountains, whists, firstHelper };
      }),
  );

describe('help properties (Art. 18 item 10; Code 4.1.1, 4.2.3)', () => {
  it('Art. 18 item 10: afterwards no pool exceeds the target; helpers sit at the target; no open pool went down', () => {
    fc.assert(
      fc.property(anyTable, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        r.pools.forEach((p, i) => {
          expect(p).toBeLessThanOrEqual(t.target);
          const before = t.pools[i] as number;
          if (before > t.target) expect(p).toBe(t.target);
          else expect(p).toBeGreaterThanOrEqual(before);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('Code 4.1.1 / 4.2.3: pool points are conserved — Σ pools before = Σ pools after + Σ written off', () => {
    // Every point above the target either moves to another pool (a transfer) or leaves the pools
    // through a write-off; nothing else touches a pool. So Σ before = Σ after + Σ written off, the
    // mountains go down by exactly Σ written off, and the whists go up by 10 × Σ transferred.
    fc.assert(
      fc.property(anyTable, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        const off = sum(r.writtenOff.map((w) => w.points));
        const moved = sum(r.transfers.map((x) => x.points));
        expect(sum(t.pools)).toBe(sum(r.pools) + off);
        expect(sum(t.mountains)).toBe(sum(r.mountains) + off);
        expect(sum(r.whists.flat())).toBe(sum(t.whists.flat()) + 10 * moved);
        // Each helper's excess is fully accounted for by his transfers and his write-off.
        overTarget(t.pools, t.target).forEach((h) => {
          const given = sum(r.transfers.filter((x) => x.from === h).map((x) => x.points));
          const left = sum(r.writtenOff.filter((w) => w.seat === h).map((w) => w.points));
          expect(given + left).toBe((t.pools[h] as number) - t.target);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('Code 4.1.1: something is written off only when every pool has reached the target; transfers are positive and 10 whists a point', () => {
    fc.assert(
      fc.property(anyTable, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        if (r.writtenOff.length > 0) expect(r.pools.every((p) => p === t.target)).toBe(true);
        r.writtenOff.forEach((w) => expect(w.points).toBeGreaterThan(0));
        r.transfers.forEach((x) => {
          expect(x.points).toBeGreaterThan(0);
          expect(x.whists).toBe(10 * x.points);
          expect((t.pools[x.from] as number) > t.target).toBe(true);
          expect((t.pools[x.to] as number) < t.target).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('Art. 18 item 10: helping a helped table changes nothing', () => {
    fc.assert(
      fc.property(anyTable, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        const again = applyHelp(r.pools, r.mountains, r.whists, t.target, t.firstHelper);
        expect(again.transfers).toEqual([]);
        expect(again.writtenOff).toEqual([]);
        expect(again.pools).toEqual(r.pools);
      }),
    );
  });

  /*
   * Settlement invariance (SPEC "Units and the settlement"; Code 4.2.3 footnote 72, Code 4.1.1).
   *
   * settlePulka gives exact_i = 10·(M̄ − M_i) + Σ_j (W_ij − W_ji) + 10·(P_i − P̄). Start from the
   * "written off" table: the helper A's pool capped at the target T, his mountain lowered by the
   * whole excess e. Helping instead moves e_k points to recipient B_k (Σ e_k + r = e, r written
   * off) and writes 10·e_k whists from A on B_k. Per transfer of e_k, compared with writing e_k off
   * A's mountain:
   *   - A: mountain term −10·e_k·(n−1)/n (his own mountain is e_k higher, the mean e_k/n higher);
   *        whists +10·e_k; pool term −10·e_k/n (the mean pool e_k/n higher). Net 0.
   *   - B_k: mountain term −10·e_k/n; whists −10·e_k; pool term +10·e_k − 10·e_k/n. Net 0.
   *   - any other: mountain term −10·e_k/n, pool term +10·e_k/n. Net 0.
   * So the identity is exact in rational arithmetic, in this form: helper's pool CAPPED and his
   * mountain lowered by the excess. The two half-forms are not equal — capping without the
   * write-off loses A 10·e·(n−1)/n, writing off without capping counts the excess twice — and the
   * test checks that too, so the comparison is not vacuous. (Leaving the pool uncapped and
   * the mountain untouched also gives the same values: 10·(P_i − P̄) and 10·(M̄ − M_i) weigh a
   * point the same; that form is checked as well.)
   *
   * The exact values are rationals with denominator n (only the two means divide); in floating
   * point the means are each rounded once, so the comparison is |a − b| < 1e-6 on values of at
   * most ~10⁵, and n · exact, which is a whole number in both tables, is compared exactly after
   * rounding. The rounded whists then agree too: roundKeepingSum reads values within 1e-9 as equal.
   */
  it("Code 4.2.3 footnote 72 / Code 4.1.1: settling the helped table = settling with the excess written off the helper's mountain, pool capped", () => {
    fc.assert(
      fc.property(oneOverflow, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        const helped = settlePulka(r.pools, r.mountains, r.whists);

        const capped = t.pools.map((p, i) => (i === t.helper ? t.target : p));
        const lowered = t.mountains.map((m, i) => (i === t.helper ? m - t.excess : m));
        const writtenOff = settlePulka(capped, lowered, t.whists);

        helped.exact.forEach((v, i) => {
          const w = writtenOff.exact[i] as number;
          expect(Math.abs(v - w)).toBeLessThan(1e-6);
          expect(Math.abs(t.n * v - Math.round(t.n * v))).toBeLessThan(1e-6);
          // (+ 0: the written-off side may be a hair below 0, which Math.round makes −0; seed 2099074829)
          expect(Math.round(t.n * v) + 0).toBe(Math.round(t.n * w) + 0);
        });
        expect(helped.whists).toEqual(writtenOff.whists);

        // The uncapped, unhelped table settles the same as well.
        const raw = settlePulka(t.pools, t.mountains, t.whists).exact;
        raw.forEach((v, i) => expect(Math.abs(v - (helped.exact[i] as number))).toBeLessThan(1e-6));

        // The half-forms are off by the predicted amounts.
        const cappedOnly = settlePulka(capped, t.mountains, t.whists).exact;
        const offOnly = settlePulka(t.pools, lowered, t.whists).exact;
        const share = (10 * t.excess) / t.n;
        helped.exact.forEach((v, i) => {
          const own = i === t.helper ? 10 * t.excess - share : -share;
          expect(Math.abs(v - own - (cappedOnly[i] as number))).toBeLessThan(1e-6);
          expect(Math.abs(v + own - (offOnly[i] as number))).toBeLessThan(1e-6);
        });
      }),
      // the counterexample of seed 2099074829 (a written-off settlement a hair below 0), always tried
      {
        numRuns: 1000,
        examples: [
          [
            {
              n: 3,
              target: 200,
              helper: 2,
              excess: 298,
              pools: [152, 4, 498],
              mountains: [-3, 199, -4],
              whists: [
                [0, 181, 224],
                [301, 0, 0],
                [114, 0, 0],
              ],
              firstHelper: 0,
            },
          ],
        ],
      },
    );
  });

  it('Code 4.2.3 footnote 72: with any number of overflowing pools, help settles as each helper writing his excess off his own mountain', () => {
    fc.assert(
      fc.property(anyTable, (t) => {
        const r = applyHelp(t.pools, t.mountains, t.whists, t.target, t.firstHelper);
        const helped = settlePulka(r.pools, r.mountains, r.whists).exact;
        const capped = t.pools.map((p) => Math.min(p, t.target));
        const lowered = t.mountains.map((m, i) => m - Math.max(0, (t.pools[i] as number) - t.target));
        const off = settlePulka(capped, lowered, t.whists).exact;
        helped.forEach((v, i) => expect(Math.abs(v - (off[i] as number))).toBeLessThan(1e-6));
      }),
      { numRuns: 500 },
    );
  });
});
