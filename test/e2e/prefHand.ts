/**
 * The rules of a preference tour worked by hand, for the whole-tournament tests (no code of the
 * add-on's): place points (Art. 16 item 13), whist points (item 14), a party's settlement when every
 * pool is at the target and no whists were written (Code 4.2.14), the tables a list is cut into
 * (Art. 16 item 3).
 */
import { expect } from 'vitest';

/** Art. 16 item 13 (no ties at a table in this tournament). */
export function placePoints(whists: readonly number[]): number[] {
  const points = whists.length === 4 ? [3, 1, -1, -3] : [3, 0, -3];
  return whists.map((w) => points[whists.filter((x) => x > w).length] as number);
}

/** Art. 16 item 14. */
export function whistPoints(w: number): number {
  const a = Math.abs(w);
  const band = a === 0 ? 0 : a <= 100 ? 1 : a <= 300 ? 2 : a <= 600 ? 3 : a <= 1000 ? 4 : 5;
  return Math.sign(w) * band;
}

/** Code 4.2.14 with every pool at the target and no whists: 10 × (mean mountain − mountain). */
export function settle(mountains: readonly number[]): number[] {
  const mean = mountains.reduce((s, m) => s + m, 0) / mountains.length;
  const out = mountains.map((m) => 10 * (mean - m));
  for (const w of out) expect(Number.isInteger(w), `whole whists: ${out}`).toBe(true);
  return out;
}

/** Art. 16 item 3 (and PREF_TABLES): tables of 4, then as few 3s as the count needs. */
export function cut(order: readonly string[]): string[][] {
  const threes = (4 - (order.length % 4)) % 4;
  const fours = (order.length - 3 * threes) / 4;
  const out: string[][] = [];
  let i = 0;
  for (let t = 0; t < fours + threes; t++) {
    const size = t < fours ? 4 : 3;
    out.push(order.slice(i, i + size));
    i += size;
  }
  return out;
}

export interface Totals {
  rating: number;
  whists: number;
}

/** Art. 16 item 16: rating, then whists; then (the rules are silent) the registration order `names`. */
export function listOf(names: readonly string[], totals: ReadonlyMap<string, Totals>): string[] {
  return [...names].sort((x, y) => {
    const a = totals.get(x) as Totals;
    const b = totals.get(y) as Totals;
    return b.rating - a.rating || b.whists - a.whists || names.indexOf(x) - names.indexOf(y);
  });
}

/** Adds a tour's rating and whists of each player (Art. 16 item 16: the list sums every tour). */
export function addTour(totals: Map<string, Totals>, tour: ReadonlyMap<string, Totals>): void {
  for (const [p, t] of totals) {
    const got = tour.get(p) as Totals;
    totals.set(p, { rating: t.rating + got.rating, whists: t.whists + got.whists });
  }
}
