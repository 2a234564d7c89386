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
 * floor or its ceiling, the ceilings to the largest fractional parts, so the result sums to the
 * rounded sum of the input and each result is within 1 of its value.
 *
 * Among equal fractional parts, players with equal values are kept equal when the ceilings left
 * can go to whole groups of them (0, 0, 1 at a table of three: 3⅓, 3⅓, −6⅔ → 3, 3, −6, not
 * 4, 3, −7, which would break a tie in the rating); otherwise they go in list order.
 */
export function roundKeepingSum(values: readonly number[]): number[] {
  const target = Math.round(values.reduce((s, v) => s + v, 0));
  const floors = values.map((v) => {
    const r = Math.round(v);
    // + 0: a value a hair below 0 rounds to −0, which a sheet or a message would show as "-0".
    return (Math.abs(v - r) < EPS ? r : Math.floor(v)) + 0;
  });
  const fracs = values.map((v, i) => v - (floors[i] as number));
  const frac = (i: number): number => fracs[i] as number;
  const out = floors.slice();
  let missing = target - floors.reduce((s, v) => s + v, 0);
  const open = values.map((_, i) => i).filter((i) => frac(i) > EPS);
  open.sort((x, y) => (Math.abs(frac(y) - frac(x)) < EPS ? x - y : frac(y) - frac(x)));
  for (let k = 0; k < open.length && missing > 0;) {
    // One level: the players sharing the next-largest fractional part (contiguous after the sort).
    const level = open.slice(k).filter((i) => Math.abs(frac(i) - frac(open[k] as number)) < EPS);
    k += level.length;
    const chosen = level.length <= missing ? level : (wholeGroups(level, values, missing) ?? level.slice(0, missing));
    for (const i of chosen) out[i] = (out[i] as number) + 1;
    missing -= chosen.length;
  }
  return out;
}

/**
 * `count` members of `level` made of whole groups of equal values, the earliest such choice
 * in list order, or null when no such choice exists.
 */
function wholeGroups(level: readonly number[], values: readonly number[], count: number): number[] | null {
  const groups: number[][] = [];
  for (const i of level) {
    const g = groups.find(
      (members) => Math.abs((values[members[0] as number] as number) - (values[i] as number)) < EPS,
    );
    if (g) g.push(i);
    else groups.push([i]);
  }
  const pick = (from: number, left: number): number[][] | null => {
    if (left === 0) return [];
    for (let g = from; g < groups.length; g++) {
      const size = (groups[g] as number[]).length;
      if (size > left) continue;
      const rest = pick(g + 1, left - size);
      if (rest) return [groups[g] as number[], ...rest];
    }
    return null;
  };
  const found = pick(0, count);
  return found ? found.flat().sort((a, b) => a - b) : null;
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
