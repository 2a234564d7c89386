import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandPoints, placePoints, tourRating } from '../../src/rules/rating';
import { TournamentError } from '../../src/rules/errors';

describe('tour rating (Art. 16 items 12–14)', () => {
  it('Art. 16 item 13 sub-item 1: four players get +3, +1, −1, −3 by whists', () => {
    expect(placePoints([-30, 90, 10, -70])).toEqual([-1, 3, 1, -3]);
  });

  it('Art. 16 item 13 sub-item 2: three players get +3, 0, −3', () => {
    expect(placePoints([5, -20, 15])).toEqual([0, -3, 3]);
  });

  it('Art. 16 item 13 (our reading of ties): tied players share the mean of the places they span', () => {
    expect(placePoints([40, 40, -30, -50])).toEqual([2, 2, -1, -3]); // (3+1)/2
    expect(placePoints([10, 10, 10, -30])).toEqual([1, 1, 1, -3]); // (3+1−1)/3
    expect(placePoints([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
    expect(placePoints([20, -10, -10])).toEqual([3, -1.5, -1.5]); // (0−3)/2
  });

  it('Art. 16 item 14: whist bands 0 / 1–100 / 101–300 / 301–600 / 601–1000 / above 1000', () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 1],
      [100, 1],
      [101, 2],
      [300, 2],
      [301, 3],
      [600, 3],
      [601, 4],
      [1000, 4],
      [1001, 5],
      [5000, 5],
    ];
    for (const [w, p] of cases) {
      expect(bandPoints(w)).toBe(p);
      expect(bandPoints(-w) + 0).toBe(-p + 0);
    }
  });

  it('Art. 16 item 12: rating = place points + band points; a missed tour is −8', () => {
    const r = tourRating(
      [
        { whists: 150, table: '1', missed: false },
        { whists: -40, table: '1', missed: false },
        { whists: null, table: null, missed: true },
        { whists: -110, table: '1', missed: false },
        { whists: null, table: null, missed: false },
      ],
      false,
    );
    // 150: +3 +2 = 5; −40: 0 −1 = −1; −110: −3 −2 = −5.
    expect(r).toEqual([5, -1, -8, -5, null]);
  });

  it('Art. 16 item 12: the whists and table of a player who missed the tour are ignored', () => {
    const r = tourRating(
      [
        { whists: 10, table: 'A', missed: false },
        { whists: 0, table: 'A', missed: false },
        { whists: -10, table: 'A', missed: false },
        { whists: 999, table: 'A', missed: true },
      ],
      false,
    );
    expect(r).toEqual([4, 0, -4, -8]);
  });

  it('Art. 16 item 3: a table must seat 3 or 4 players', () => {
    const rows = [10, -10].map((w) => ({ whists: w, table: 'T', missed: false }));
    try {
      tourRating(rows, false);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TournamentError);
      expect((e as TournamentError).code).toBe('tableSize');
      expect((e as TournamentError).where).toEqual({ arg: 'tables', row: 0 });
    }
    expect(() => tourRating(rows, true)).toThrow(TournamentError);
    expect(() => tourRating([{ whists: 1, table: null, missed: false }], false)).toThrow(TournamentError);
  });
});

describe('tour rating properties', () => {
  const tableWhists = fc
    .integer({ min: 3, max: 4 })
    .chain((n) => fc.array(fc.integer({ min: -1500, max: 1500 }), { minLength: n, maxLength: n }));

  it('Art. 16 item 13: place points of a table sum to zero, ties included', () => {
    fc.assert(
      fc.property(tableWhists, (w) => {
        expect(placePoints(w).reduce((s, v) => s + v, 0)).toBeCloseTo(0, 12);
      }),
      { numRuns: 500 },
    );
  });

  it('Art. 16 item 13: more whists never earn fewer place points', () => {
    fc.assert(
      fc.property(tableWhists, (w) => {
        const p = placePoints(w);
        w.forEach((a, i) =>
          w.forEach((b, j) => {
            if (a > b) expect(p[i]).toBeGreaterThan(p[j] as number);
            if (a === b) expect(p[i]).toBe(p[j]);
          }),
        );
      }),
    );
  });

  it('Art. 16 item 14: band points are odd-symmetric and grow with |whists|', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (a, b) => {
        expect(bandPoints(-a) + 0).toBe(-bandPoints(a) + 0);
        if (a <= b) expect(bandPoints(a)).toBeLessThanOrEqual(bandPoints(b));
      }),
    );
  });
});

describe('decimal noise (a review finding)', () => {
  it('Art. 16 items 13–14: 0.1 + 0.2 whists tie with 0.3 and 100 + 1e-12 stays in the 1–100 band', () => {
    expect(placePoints([0.1 + 0.2, 0.3, -0.6])).toEqual([1.5, 1.5, -3]);
    expect(bandPoints(100.000000000001)).toBe(1);
  });
});
