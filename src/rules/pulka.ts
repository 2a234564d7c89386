/**
 * Settling one preference party (pulka) in whists, with the compulsory close of
 * Art. 18 item 13 (Code 4.2.14 option 2, the "middle mountain").
 *
 * exact_i = 10·(mean mountain − own mountain) + Σ_j (W[i][j] − W[j][i]) + 10·(own pool − mean pool)
 *
 * The three terms each sum to zero over the table, so the exact values do too. They are
 * whole except for the two means (divisions by 3 or 4); `roundKeepingSum` turns them into
 * whole whists that still sum to zero (Code 4.2.12 leaves the method open; see docs/rules.md).
 */
import { fail } from './errors';

export interface Settlement {
  /** The exact values, before rounding. */
  exact: number[];
  /** Whole whists, summing to exactly 0, each within 1 of `exact`. */
  whists: number[];
}

/** Values this close to a whole number count as whole (floating-point noise of sums of decimals). */
const EPS = 1e-9;

/**
 * Largest remainder rounding of values whose sum is a whole number: each value goes to its
 * floor or its ceiling; the ceilings go to the largest fractional parts, ties to the earlier
 * seat. The result sums to the rounded sum of the input and each result is within 1 of its value.
 */
export function roundKeepingSum(values: readonly number[]): number[] {
  const target = Math.round(values.reduce((s, v) => s + v, 0));
  const floors = values.map((v) => {
    const r = Math.round(v);
    return Math.abs(v - r) < EPS ? r : Math.floor(v);
  });
  let missing = target - floors.reduce((s, v) => s + v, 0);
  const byRemainder = values
    .map((v, i) => ({ i, frac: v - (floors[i] as number) }))
    .filter((x) => x.frac > EPS)
    .sort((x, y) => (Math.abs(y.frac - x.frac) < EPS ? x.i - y.i : y.frac - x.frac));
  const out = floors.slice();
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    out[i] = (out[i] as number) + 1;
    missing--;
  }
  return out;
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, v) => s + v, 0) / xs.length;
}

/**
 * @param pools      each player's pool at the end (≥ 0)
 * @param mountains  each player's mountain (may be negative, Code 4.1.1)
 * @param whists     n×n, whists[i][j] = whists player i wrote on player j; diagonal 0
 */
export function settlePulka(
  pools: readonly number[],
  mountains: readonly number[],
  whists: readonly (readonly number[])[],
): Settlement {
  const n = pools.length;
  if (n !== 3 && n !== 4) fail('playerCount', { found: n }, { arg: 'pools' });
  const meanPool = mean(pools);
  const meanMountain = mean(mountains);
  const w = (i: number, j: number): number => (whists[i] as readonly number[])[j] as number;
  const exact = pools.map((pool, i) => {
    let own = 0;
    for (let j = 0; j < n; j++) if (j !== i) own += w(i, j) - w(j, i);
    return 10 * (meanMountain - (mountains[i] as number)) + own + 10 * (pool - meanPool);
  });
  return { exact, whists: roundKeepingSum(exact) };
}
