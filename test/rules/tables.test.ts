import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TournamentError } from '../../src/rules/errors';
import { MAX_PREF_PLAYERS, standings, tableSizes } from '../../src/rules/tables';

describe('table sizes (Art. 16 item 3, Art. 17 item 4)', () => {
  it('Art. 16 item 3: tables of 4, and of 3 only when the count is not a multiple of 4 (SPEC examples)', () => {
    expect(tableSizes(10)).toEqual([4, 3, 3]);
    expect(tableSizes(9)).toEqual([3, 3, 3]);
    expect(tableSizes(12)).toEqual([4, 4, 4]);
    expect(tableSizes(13)).toEqual([4, 3, 3, 3]);
    expect(tableSizes(3)).toEqual([3]);
    expect(tableSizes(6)).toEqual([3, 3]);
    expect(tableSizes(7)).toEqual([4, 3]);
    expect(tableSizes(64)).toEqual(Array(16).fill(4));
  });

  it('Art. 16 item 3: 1, 2 and 5 players (and fewer than 1) cannot be seated', () => {
    for (const n of [-4, 0, 1, 2, 5]) {
      try {
        tableSizes(n);
        expect.unreachable();
      } catch (e) {
        expect((e as TournamentError).code).toBe('cannotSeat');
      }
    }
    expect(() => tableSizes(MAX_PREF_PLAYERS + 1)).toThrow(TournamentError);
  });

  it('every seat count covers the players exactly, 4s first, with as few 3s as possible', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: MAX_PREF_PLAYERS }), (n) => {
        const sizes = tableSizes(n);
        expect(sizes.reduce((s, v) => s + v, 0)).toBe(n);
        expect(sizes.every((s) => s === 3 || s === 4)).toBe(true);
        expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
        expect(sizes.filter((s) => s === 3).length).toBeLessThan(4); // 4 threes would be 3 fours
      }),
      { numRuns: 300 },
    );
  });
});

describe('standings (Art. 16 item 16)', () => {
  it('Art. 16 item 16: by total rating, high first; equal rating by total whists of all tours', () => {
    const lines = standings([
      { player: 'A', rating: 4, whists: 100 },
      { player: 'B', rating: 9, whists: -20 },
      { player: 'C', rating: 4, whists: 180 },
      { player: 'D', rating: -3, whists: 300 },
    ]);
    expect(lines.map((l) => [l.place, l.player])).toEqual([
      [1, 'B'],
      [2, 'C'],
      [3, 'A'],
      [4, 'D'],
    ]);
  });

  it('Art. 16 item 16 (our reading): equal on both totals share a place and keep their input order', () => {
    const lines = standings([
      { player: 'A', rating: 1, whists: 10 },
      { player: 'B', rating: 5, whists: 0 },
      { player: 'C', rating: 1, whists: 10 },
      { player: 'D', rating: 0, whists: 0 },
    ]);
    expect(lines.map((l) => [l.place, l.player])).toEqual([
      [1, 'B'],
      [2, 'A'],
      [2, 'C'],
      [4, 'D'],
    ]);
  });

  it('places are a ranking of the players, and the order respects rating then whists', () => {
    const entry = fc.record({
      rating: fc.integer({ min: -10, max: 10 }).map((x) => x / 2),
      whists: fc.integer({ min: -30, max: 30 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 64 }), (xs) => {
        const lines = standings(xs.map((x, i) => ({ player: `P${i}`, ...x })));
        expect(lines.map((l) => l.index).sort((a, b) => a - b)).toEqual(xs.map((_, i) => i));
        lines.forEach((l, k) => {
          const better = lines.filter(
            (o) => o.rating > l.rating || (o.rating === l.rating && o.whists > l.whists),
          ).length;
          expect(l.place).toBe(better + 1);
          const prev = lines[k - 1];
          if (prev) expect(prev.rating > l.rating || (prev.rating === l.rating && prev.whists >= l.whists)).toBe(true);
        });
      }),
    );
  });
});
