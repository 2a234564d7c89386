/**
 * All-passes (распасы) and the all-pass series (SPEC §3 PREF_PULKA "Scoring", "The all-pass series";
 * Art. 18 item 9; Interpretations I-11, I-12, I-15).
 *
 * - Item 9.1: "распасы – непрогрессирующие, с постоянной записью по 4 виста в "гору" за одну взятку".
 * - Item 9.3: "игрок, не взявший на распасах ни одной взятки (за исключением раздавшего игрока при
 *   игре вчетвером) пишет в свою пулю 4 виста".
 * - Item 9.4: a 4-handed dealer plays with the widow cards, "в двух кругах" — at most 2 tricks (I-11).
 * - Item 9.2: "выход из распасов – сыгранная игра не ниже семерной"; a misère, a game both whisters
 *   passed or whose whisters took no whist does not close the series. While it is open the lowest game
 *   is 7 (I-12).
 */
import { fail } from './errors';
import type { DealCells, Ledger, PoolEntries, SeatCell } from './ledger';
import { ALL_PASS_TRICK } from './prices';
import { sittingOut } from './rotation';

/** The lowest game one may declare: 7 while a series is open, else 6 (item 9.2; I-12). */
export function lowestGame(seriesOpen: boolean): 6 | 7 {
  return seriesOpen ? 7 : 6;
}

/**
 * Checks an all-pass row's seat cells (tricks, empty = 0, adding up to 10) and writes its entries.
 * `tricksCell` is where a sum other than 10 is reported (the first seat's column).
 */
export function scoreAllPass(
  ledger: Ledger,
  { dealer, marks, raw }: DealCells,
  cell: SeatCell,
  pool: PoolEntries,
): void {
  const { n, mountains } = ledger;
  const out = sittingOut(dealer, n);
  const tricks = marks.map((m, s) => {
    if (m !== null && m.t !== 'n') fail('pulkaTricks', { found: raw[s] }, cell(s));
    const k = m === null ? 0 : m.k;
    if (s === out && k > 2) fail('pulkaAllPassDealer', { found: raw[s] }, cell(s));
    return k;
  });
  const sum = tricks.reduce((x, y) => x + y, 0);
  if (sum !== 10) {
    const { arg, row } = cell(0);
    fail('pulkaTen', { sum }, { arg, row, col: 3 });
  }
  tricks.forEach((k, s) => {
    mountains[s] = (mountains[s] as number) + ALL_PASS_TRICK * k;
    if (k === 0 && s !== out) pool[s] = (pool[s] as number) + ALL_PASS_TRICK;
  });
}
