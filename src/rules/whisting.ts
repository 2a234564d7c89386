/**
 * A game (6…10) and how it was whisted (SPEC §3 PREF_PULKA "Scoring"; Art. 18 items 1, 3.4, 5.4,
 * 6; Interpretations I-3 to I-9, I-14).
 *
 * - Art. 18 item 1: the declarer gets the price P in the pool for a made game, P a trick short in
 *   the mountain; a whister P for each trick he took ("за взятый вист – в висты") and P a trick short
 *   of his obligation in the mountain ("за недобор одной взятки – в гору"). Obligations: I-5.
 * - Item 6.7, the жлобский whist: "висты пишутся только вистовавшим игрокам" — a lone whister is
 *   credited with the passer's tricks too, the passer gets nothing (I-6).
 * - Item 6.8: on an 8, 9 or 10 with two whisters only the second answers for the obligation.
 * - Items 6.3–6.5: a half-whist only on a 6 or 7, only "пас – полвиста"; it is worth 16 (I-4).
 * - Item 6.6: a 4-handed dealer may whist after both opponents passed; a lone whister (I-9), never
 *   written whists for undertricks (item 5.4, I-7).
 * - Item 3.4: stepping out, "без трех и без вистов": 3P to the mountain (I-14), nothing else.
 * - Item 9.2: a game nobody whisted counts as made (I-8).
 */
import { fail } from './errors';
import type { Ledger, PoolEntries, SeatCell } from './ledger';
import type { Mark } from './notation';
import { gamePrice, HALF_WHIST, obligation, type Level } from './prices';
import { sittingOut, speakers } from './rotation';

export interface GameDeal {
  level: Level;
  declarer: number;
  dealer: number;
  /** each seat's cell, read (null = empty) */
  marks: readonly (Mark | null)[];
  /** each seat's cell as typed, for the messages */
  raw: readonly unknown[];
}

const isWhist = (m: Mark | null): m is { t: 'n' | 'w'; k: number } => m !== null && (m.t === 'n' || m.t === 'w');
const tricksOf = (m: Mark | null): number => (m !== null && 'k' in m && m.k !== null ? m.k : 0);

/**
 * Checks the seat cells of a game row and writes its mountain and whist entries into `ledger`, its
 * pool entry into `pool`. Returns true when the game closes an all-pass series (item 9.2: a made game
 * of 7 or more whose whisters were credited with a whist, or left for a half-whist — I-12).
 */
export function scoreGame(ledger: Ledger, g: GameDeal, cell: SeatCell, pool: PoolEntries): boolean {
  const { n, mountains, whists } = ledger;
  const { level, declarer: d, dealer, marks } = g;
  const P = gamePrice(level);
  const out = sittingOut(dealer, n);
  const [first, second] = speakers(d, dealer, n);
  const found = (s: number): { found: unknown } => ({ found: g.raw[s] });
  const mine = marks[d] ?? null;

  // Each cell holds what its seat may hold (seat order).
  if (mine !== null && mine.t !== 'n' && mine.t !== 'out') fail('pulkaDeclarerCell', found(d), cell(d));
  for (let s = 0; s < n; s++) {
    const m = marks[s] ?? null;
    if (s === d) continue;
    if (mine?.t === 'out') {
      // nothing else is written; a 4-handed dealer's cell may still say he passed
      if (m !== null && !(s === out && m.t === 'p' && m.k === null)) fail('pulkaEmpty', found(s), cell(s));
    } else if (m?.t === 'join') fail('pulkaJoin', found(s), cell(s));
    else if (s === out) {
      if (m !== null && !isWhist(m) && !(m.t === 'p' && m.k === null)) fail('pulkaDealerCell', found(s), cell(s));
    } else if (m === null || m.t === 'out') fail('pulkaOpponentCell', found(s), cell(s));
  }

  // Item 3.4: stepped out.
  if (mine?.t === 'out') {
    mountains[d] = (mountains[d] as number) + 3 * P;
    return false;
  }

  const a = marks[first] ?? null;
  const b = marks[second] ?? null;
  const dealerWhists = out >= 0 && isWhist(marks[out] ?? null);
  // Items 6.3–6.5: only the second speaker, after the first passed, on a 6 or 7, nobody whisting.
  if (a?.t === 'half') fail('pulkaHalf', {}, cell(first));
  const half = b?.t === 'half';
  if (half && (level > 7 || a?.t !== 'p' || dealerWhists)) fail('pulkaHalf', {}, cell(second));
  // Item 6.6: the dealer whists after both opponents passed.
  if (dealerWhists && (a?.t !== 'p' || b?.t !== 'p')) fail('pulkaDealerWhist', {}, cell(out));

  const whisters: number[] = [];
  for (const s of [first, second, out]) if (s >= 0 && isWhist(marks[s] ?? null)) whisters.push(s);
  // Item 6.7: a passer's tricks count for a lone whister only.
  for (const s of [first, second]) {
    const m = marks[s] ?? null;
    if (m?.t === 'p' && m.k !== null && whisters.length !== 1) fail('pulkaPassTricks', {}, cell(s));
  }

  // Nobody played against the game (both passed, or a half-whist): made exactly (item 9.2; I-8).
  if (whisters.length === 0) {
    if (mine !== null && tricksOf(mine) < level) fail('pulkaUnwhisted', { level, ...found(d) }, cell(d));
    pool[d] = (pool[d] as number) + P;
    if (half) (whists[second] as number[])[d] = ((whists[second] as number[])[d] as number) + HALF_WHIST;
    return half && level >= 7;
  }

  if (mine === null) fail('pulkaTricks', { found: '' }, cell(d));
  const t = tricksOf(mine);
  const passed = tricksOf(a?.t === 'p' ? a : null) + tricksOf(b?.t === 'p' ? b : null);
  const credit = whisters.map((w) => tricksOf(marks[w] ?? null) + (whisters.length === 1 ? passed : 0));
  const D = credit.reduce((x, y) => x + y, 0);
  if (t + D !== 10) fail('pulkaTen', { sum: t + D }, cell(d));

  whisters.forEach((w, i) => {
    const row = whists[w] as number[];
    row[d] = (row[d] as number) + P * (credit[i] as number);
  });
  const O = obligation(level);
  if (t >= level) {
    pool[d] = (pool[d] as number) + P;
    if (D < O) {
      // Who answers for the tricks short (item 1; item 6.8; I-5).
      const pay = (w: number, short: number): void => {
        if (short > 0) mountains[w] = (mountains[w] as number) + P * short;
      };
      if (whisters.length === 1) pay(whisters[0] as number, O - D);
      else if (level <= 7) whisters.forEach((w, i) => pay(w, O / 2 - (credit[i] as number)));
      else pay(second, O - D);
    }
    return level >= 7 && D >= 1 && !dealerWhists;
  }
  // Not made: the declarer's undertricks, and whists for them to each whister but a dealer (items 5.4, 6.7; I-7).
  const under = P * (level - t);
  mountains[d] = (mountains[d] as number) + under;
  for (const w of whisters) {
    if (w === out) continue;
    const row = whists[w] as number[];
    row[d] = (row[d] as number) + under;
  }
  return false;
}
