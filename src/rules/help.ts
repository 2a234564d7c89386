/**
 * Help (помощь) of Art. 18 item 10, applied to a table's end-of-party totals: a referee typed
 * pools above the target, and the points over it must go somewhere (Code 4.1.1, 4.2.3).
 *
 * Art. 18 item 10.1: "помощь со стороны закрывшегося в пуле игрока осуществляется игроку с
 * наибольшим количеством вистов в пуле (включая раздавшего игрока); в случае, если таких игроков
 * несколько – игроку с наименьшим количеством вистов в "горе", а если и таких игроков несколько –
 * ближайшему из них в направлении "по часовой стрелке"". Item 10.2: the dealer is helped "на
 * общих основаниях".
 *
 * The steps are SPEC §3 PREF_PULKA "Pools and help" steps 2–4 (Interpretations I-2, I-13):
 * 2. Every seat whose pool exceeds the target is a helper with excess = pool − target; its pool
 *    becomes the target. Helpers are taken clockwise starting at `firstHelper`.
 * 3. A helper gives to one recipient at a time: the open seat (pool below the target) with the
 *    largest pool; tie → the smaller mountain; tie again → the nearest clockwise from the helper.
 *    The recipient gets the smaller of the excess left and what he lacks; the helper writes
 *    10 whists on him per point (Code 4.2.3: "For each point recorded to the enemy "to help",
 *    the player writes 10 points in the "whists" column").
 * 4. Whatever is left when no seat is open is written off the helper's own mountain, which may go
 *    negative (Code 4.1.1: "They should be written off the mountain, even if the record in the
 *    mountain takes a negative value").
 *
 * Who is helped does not change the settlement (Code 4.2.3 footnote 72): under `settlePulka`,
 * e points helped from A to B and e points written off A's mountain give the same exact values
 * (SPEC "Units and the settlement"). Help on the end totals may therefore pick other recipients
 * than help deal by deal would have, and settle to the same whists.
 *
 * Seats are 0-based indices in list order, which is clockwise (Art. 17 item 4; I-2).
 */
import { fail } from './errors';
import { clean } from './numbers';

export interface HelpTransfer {
  /** The helper (a seat whose pool was above the target). */
  from: number;
  /** The recipient (an open seat). */
  to: number;
  /** Pool points given. */
  points: number;
  /** whists the helper writes on the recipient: 10 per point (Code 4.2.3) */
  whists: number;
}

export interface HelpOutcome {
  /** Pools after help; none above the target. */
  pools: number[];
  /** Mountains after help (lowered only by `writtenOff`). */
  mountains: number[];
  /** whists[i][j] = whists seat i wrote on seat j, with the help whists added. */
  whists: number[][];
  /** The transfers in the order they were made. */
  transfers: HelpTransfer[];
  /** points written off a helper's own mountain when nobody was open (Code 4.1.1) */
  writtenOff: { seat: number; points: number }[];
}

/** Whists written per pool point given (Code 4.2.3). */
export const WHISTS_PER_HELP_POINT = 10;

/** Indices (0-based, in list order) of the pools above `target`: the helpers of item 10.1. */
export function overTarget(pools: readonly number[], target: number): number[] {
  const out: number[] = [];
  pools.forEach((p, i) => {
    if (clean(p) > clean(target)) out.push(i);
  });
  return out;
}

function check(
  pools: readonly number[],
  mountains: readonly number[],
  whists: readonly (readonly number[])[],
  target: number,
  firstHelper: number,
): void {
  const n = pools.length;
  if (n !== 3 && n !== 4) fail('playerCount', { found: n }, { arg: 'pools' });
  const finite = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  if (!pools.every(finite)) throw new Error('applyHelp: every pool must be a finite number');
  if (mountains.length !== n || !mountains.every(finite)) {
    throw new Error(`applyHelp: expected ${n} mountains as finite numbers`);
  }
  if (whists.length !== n || !whists.every((row) => row.length === n && row.every(finite))) {
    throw new Error(`applyHelp: expected ${n}×${n} whists as finite numbers`);
  }
  if (!finite(target) || target <= 0) throw new Error('applyHelp: the target must be a positive number');
  if (!Number.isInteger(firstHelper) || firstHelper < 0 || firstHelper >= n) {
    throw new Error(`applyHelp: firstHelper must be a seat 0…${n - 1}`);
  }
}

/**
 * Applies the help of Art. 18 item 10 to end-of-party totals. Inputs are not mutated.
 *
 * @param pools        each seat's pool as typed; may exceed `target`
 * @param mountains    each seat's mountain (may be negative, Code 4.1.1)
 * @param whists       n×n, whists[i][j] = whists seat i wrote on seat j
 * @param target       the pool everyone plays to (Art. 16 item 15: 120; 200 in the final)
 * @param firstHelper  the seat the clockwise order of helpers starts from (default 0; in PREF_PULKA
 *                     the seat on the dealer's left). Matters only when two pools overflow.
 */
export function applyHelp(
  pools: readonly number[],
  mountains: readonly number[],
  whists: readonly (readonly number[])[],
  target: number,
  firstHelper = 0,
): HelpOutcome {
  check(pools, mountains, whists, target, firstHelper);
  const n = pools.length;
  const helpers = overTarget(pools, target);
  const excess = new Map<number, number>(helpers.map((h) => [h, clean((pools[h] as number) - target)]));

  const outPools = pools.map((p, i) => (excess.has(i) ? target : p));
  const outMountains = mountains.slice();
  const outWhists = whists.map((row) => row.slice());
  const transfers: HelpTransfer[] = [];
  const writtenOff: { seat: number; points: number }[] = [];

  const pool = (i: number): number => outPools[i] as number;
  const isOpen = (i: number): boolean => clean(pool(i)) < clean(target);
  const distance = (from: number, to: number): number => (to - from + n) % n;

  /** Item 10.1: largest pool, then smallest mountain, then nearest clockwise from the helper. */
  const recipient = (helper: number): number | null => {
    let best: number | null = null;
    for (let j = 0; j < n; j++) {
      if (j === helper || !isOpen(j)) continue;
      if (best === null) {
        best = j;
        continue;
      }
      const dp = clean(pool(j)) - clean(pool(best));
      const dm = clean(outMountains[j] as number) - clean(outMountains[best] as number);
      if (dp > 0 || (dp === 0 && (dm < 0 || (dm === 0 && distance(helper, j) < distance(helper, best))))) best = j;
    }
    return best;
  };

  for (let k = 0; k < n; k++) {
    const helper = (firstHelper + k) % n;
    let left = excess.get(helper);
    if (left === undefined) continue;
    while (left > 0) {
      const to = recipient(helper);
      if (to === null) break;
      const lacks = clean(target - pool(to));
      const points = Math.min(left, lacks);
      // A filled recipient is set to the target itself, so decimal noise never lifts him above it.
      outPools[to] = points === lacks ? target : clean(pool(to) + points);
      const row = outWhists[helper] as number[];
      const whistsGiven = clean(WHISTS_PER_HELP_POINT * points);
      row[to] = clean((row[to] as number) + whistsGiven);
      transfers.push({ from: helper, to, points, whists: whistsGiven });
      left = clean(left - points);
    }
    if (left > 0) {
      outMountains[helper] = clean((outMountains[helper] as number) - left);
      writtenOff.push({ seat: helper, points: left });
    }
  }

  return { pools: outPools, mountains: outMountains, whists: outWhists, transfers, writtenOff };
}
