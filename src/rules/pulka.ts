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
import { compareNames } from './names';

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
 * Among equal fractional parts nothing depends on where a player is listed (SPEC §5: a result
 * never depends on typing order):
 * - players with equal values are kept equal when the ceilings left can go to whole groups of
 *   them (0, 0, 1 at a table of three: 3⅓, 3⅓, −6⅔ → 3, 3, −6, not 4, 3, −7, which would break a
 *   tie in the rating); among such choices, the one serving the larger values;
 * - otherwise the larger values are served first (100⅓, 200⅓, −300⅔ → 100, 201, −301, whoever is
 *   listed first), and the one group of equal values that cannot be served whole is split by
 *   `names` (`compareNames`: the order of the alphabet, whatever the order of the seats); without
 *   names, in list order.
 */
export function roundKeepingSum(values: readonly number[], names?: readonly string[] | null): number[] {
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
  open.sort((x, y) => (Math.abs(frac(y) - frac(x)) < EPS ? 0 : frac(y) - frac(x)));
  for (let k = 0; k < open.length && missing > 0;) {
    // One level: the players sharing the next-largest fractional part (contiguous after the sort).
    const level = open.slice(k).filter((i) => Math.abs(frac(i) - frac(open[k] as number)) < EPS);
    k += level.length;
    const chosen = level.length <= missing ? level : pickInLevel(level, values, missing, names ?? null);
    for (const i of chosen) out[i] = (out[i] as number) + 1;
    missing -= chosen.length;
  }
  return out;
}

/**
 * `count` members of `level` (equal fractional parts, more members than ceilings): whole groups of
 * equal values when possible, preferring the larger values; else the larger values first, the group
 * that does not fit split by name (or by list order without names).
 */
function pickInLevel(
  level: readonly number[],
  values: readonly number[],
  count: number,
  names: readonly string[] | null,
): number[] {
  const groups: number[][] = [];
  for (const i of level) {
    const g = groups.find(
      (members) => Math.abs((values[members[0] as number] as number) - (values[i] as number)) < EPS,
    );
    if (g) g.push(i);
    else groups.push([i]);
  }
  groups.sort((x, y) => (values[y[0] as number] as number) - (values[x[0] as number] as number));
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
  const whole = pick(0, count);
  if (whole) return whole.flat();
  const chosen: number[] = [];
  for (const g of groups) {
    const left = count - chosen.length;
    if (g.length <= left) chosen.push(...g);
    else {
      chosen.push(...splitOrder(g, names).slice(0, left));
      break;
    }
  }
  return chosen;
}

/** Members of a group of equal values in the order a split serves them: by name, else by list order. */
function splitOrder(group: readonly number[], names: readonly string[] | null): number[] {
  const named = names !== null && group.every((i) => typeof names[i] === 'string' && names[i] !== '');
  if (!named) return group.slice().sort((a, b) => a - b);
  return group.slice().sort((a, b) => compareNames(names[a] as string, names[b] as string) || a - b);
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, v) => s + v, 0) / xs.length;
}

/**
 * @param pools      each player's pool at the end (≥ 0)
 * @param mountains  each player's mountain (may be negative, Code 4.1.1)
 * @param whists     n×n, whists[i][j] = whists player i wrote on player j; diagonal 0
 * @param names      the players' names, seat order: a tie the rounding cannot keep is broken by
 *                   them, never by the seats (`roundKeepingSum`)
 */
export function settlePulka(
  pools: readonly number[],
  mountains: readonly number[],
  whists: readonly (readonly number[])[],
  names?: readonly string[] | null,
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
  return { exact, whists: roundKeepingSum(exact, names) };
}

/**
 * A party a player left (Art. 16 item 3: "партия играется тремя участниками … при отсутствии
 * игрока в случаях, установленных пунктом 4 настоящей статьи и абзацем пятым пункта 7 статьи 17";
 * docs/rules.md "A player leaving mid-party"): settled among the three who played it to its end —
 * their pools, their mountains and the whists they wrote on one another, the means over three; what
 * the leaver wrote or had written on him leaves with him. Sums to 0 over the three (each term does).
 * The leaver's place in the answer is null: he has no result at the table (Art. 16 item 12).
 */
export function settleWithout(
  state: { pools: readonly number[]; mountains: readonly number[]; whists: readonly (readonly number[])[] },
  left: number,
  names?: readonly string[] | null,
): (number | null)[] {
  const n = state.pools.length;
  if (n !== 4) fail('playerCount', { found: n }, { arg: 'pools' });
  const keep = [0, 1, 2, 3].filter((i) => i !== left);
  const pick = <T>(xs: readonly T[]): T[] => keep.map((i) => xs[i] as T);
  const settled = settlePulka(
    pick(state.pools),
    pick(state.mountains),
    keep.map((i) => pick(state.whists[i] as readonly number[])),
    names ? pick(names) : null,
  ).whists;
  return state.pools.map((_, i) => (i === left ? null : (settled[keep.indexOf(i)] as number)));
}
