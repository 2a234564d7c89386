/**
 * Properties of PREF_PULKA over random legal deal sequences (issue 14, item 1; SPEC §3 PREF_PULKA):
 * pools never pass the target, help keeps every game's value, a complete pulka settles to 0, the
 * dealer rotates whatever happens, and swapping two seats swaps their results.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREF_PULKA } from '../../src/functions/index';
import { closeOver } from '../functionCalls';
import { Pulka } from '../../src/rules/deals';
import { settlePulka } from '../../src/rules/pulka';
import { params } from '../fuzzing';
import { buildPulka, NAMES, seedsArb, tableArb } from '../pulkaDeals';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** Replays rows on a fresh pulka. */
function replay(n: number, target: number, rows: readonly unknown[][], help = true): Pulka {
  const p = new Pulka(n, target, null, help);
  rows.forEach((r, i) => p.row(r, i));
  return p;
}

const exactOf = (p: Pulka): number[] => settlePulka(p.pools, p.mountains, p.whists).exact;

/**
 * Whether a row is a deal, read by the test on its own (SPEC "Rotation"): any non-blank contract but
 * the penalties ш1, ш2, ш4 (`p` for `ш`) — games, б3, misères, all-passes and ш3.
 */
function isDealRow(r: readonly unknown[]): boolean {
  const contract = String(r[1] ?? '')
    .trim()
    .toLowerCase();
  if (r.slice(1).every((v) => String(v ?? '').trim() === '')) return false;
  return !/^[шp][124]/.test(contract);
}

describe('PREF_PULKA properties (SPEC §3; issue 14)', () => {
  it('Art. 18 item 10, SPEC "Pools never exceed the target": after every row of a random legal pulka, no pool is above the target', () => {
    fc.assert(
      fc.property(tableArb, seedsArb(150), ([n, target], seeds) => {
        buildPulka(n, target, seeds, {
          extras: true,
          after: (p) => {
            for (const pool of p.pools) expect(pool).toBeLessThanOrEqual(target);
          },
        });
      }),
      params(RUNS),
    );
  });

  it("Code 4.1.1 (footnote 72): settling with help equals writing every excess off the helper's own mountain", () => {
    fc.assert(
      fc.property(tableArb, seedsArb(150), ([n, target], seeds) => {
        const { rows, pulka } = buildPulka(n, target, seeds, { extras: true });
        const writtenOff = replay(n, target, rows, false);
        const a = exactOf(pulka);
        const b = exactOf(writtenOff);
        a.forEach((v, i) => expect(v).toBeCloseTo(b[i] as number, 6));
      }),
      params(RUNS),
    );
  });

  it('Code 4.2.14, Art. 16 item 15: the settlement of a complete pulka sums to 0, its pool term is 0, and PREF_CLOSE_BULLET takes the result unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<3 | 4>(3, 4),
        fc.constantFrom(12, 20, 30),
        fc.array(fc.integer(), { minLength: 120, maxLength: 250 }),
        (n, target, seeds) => {
          const { rows, pulka } = buildPulka(n, target, seeds);
          fc.pre(pulka.complete);
          expect(pulka.pools).toEqual(Array(n).fill(target));
          const exact = exactOf(pulka);
          expect(exact.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 6);
          const result = PREF_PULKA(rows, '', target) as unknown[][];
          const settled = closeOver(result, target) as number[][];
          expect(settled.reduce((s, [v]) => s + (v as number), 0)).toBe(0);
          settled.forEach(([v], i) => expect(Math.abs((v as number) - (exact[i] as number))).toBeLessThan(1));
        },
      ),
      params(RUNS),
    );
  });

  it('Art. 16 items 5.1, 5.7: the dealer rotates whatever happens — after k deal rows seat (n − 1 + k) mod n + 1 deals, until the pulka is complete', () => {
    fc.assert(
      fc.property(tableArb, seedsArb(150), fc.boolean(), ([n, target], seeds, named) => {
        let checked = 0;
        const built = buildPulka(n, target, seeds, {
          extras: true,
          names: named ? NAMES.slice(0, n) : null,
          after: (p, rows) => {
            const deals = rows.filter(isDealRow).length;
            const next = p.result().map((r) => r[n + 3]);
            const expected = p.pools.every((pool) => pool >= target) ? -1 : (n - 1 + deals) % n;
            expect(next).toEqual([...Array(n).keys()].map((s) => s === expected));
            checked++;
          },
        });
        expect(checked).toBe(built.rows.length);
        expect(built.rows.filter(isDealRow).length).toBe(built.dealRows);
      }),
      params(RUNS),
    );
  });

  /** Rows with seats i and j swapped: their cells, and the declarer's seat number (SPEC §3: seats are columns 4…). */
  function swapped(rows: readonly unknown[][], i: number, j: number): unknown[][] {
    const map = (v: unknown): unknown => {
      const k = Number(v);
      if (String(v).trim() === '' || !Number.isInteger(k)) return v;
      return k === i + 1 ? j + 1 : k === j + 1 ? i + 1 : k;
    };
    return rows.map((r) => {
      const out = r.slice();
      out[2] = map(r[2]);
      out[3 + i] = r[3 + j];
      out[3 + j] = r[3 + i];
      return out;
    });
  }
  const swapIndex =
    (i: number, j: number) =>
    (s: number): number =>
      s === i ? j : s === j ? i : s;

  it('swapping two seats swaps their results: pools, mountains, whists and closed (three players, no help needed, deals that do not depend on the order of speaking)', () => {
    fc.assert(
      fc.property(seedsArb(60), fc.constantFrom<[number, number]>([0, 1], [0, 2], [1, 2]), (seeds, [i, j]) => {
        const target = 100000;
        const { rows, pulka } = buildPulka(3, target, seeds, { symmetric: true });
        const other = replay(3, target, swapped(rows, i, j));
        const σ = swapIndex(i, j);
        const a = pulka.result();
        const b = other.result();
        for (let s = 0; s < 3; s++) {
          const mine = a[s] as unknown[];
          const theirs = b[σ(s)] as unknown[];
          expect(theirs[0]).toBe(mine[0]); // pool
          expect(theirs[1]).toBe(mine[1]); // mountain
          for (let t = 0; t < 3; t++) expect(theirs[2 + σ(t)]).toBe(mine[2 + t]); // whists on each seat
          expect(theirs[5]).toBe(mine[5]); // closed
        }
      }),
      params(RUNS),
    );
  });

  it('swapping two seats swaps their settlement when help is used too (Code 4.2.3 footnote 72: whom one helps does not change the value)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(12, 20, 30, 48),
        seedsArb(150),
        fc.constantFrom<[number, number]>([0, 1], [0, 2], [1, 2]),
        (target, seeds, [i, j]) => {
          const { rows, pulka } = buildPulka(3, target, seeds, { symmetric: true });
          const other = replay(3, target, swapped(rows, i, j));
          const σ = swapIndex(i, j);
          const a = exactOf(pulka);
          const b = exactOf(other);
          for (let s = 0; s < 3; s++) expect(b[σ(s)]).toBeCloseTo(a[s] as number, 6);
          expect(other.complete).toBe(pulka.complete);
        },
      ),
      params(RUNS),
    );
  });
});
