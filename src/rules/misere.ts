/**
 * A misère (SPEC §3 PREF_PULKA "Scoring"; Art. 18 items 2, 8.4, 8.5; Interpretation I-10).
 *
 * - Item 2: "за сыгранный мизер … 40 вистов в пулю, за несыгранный – по 40 вистов в "гору" за каждую
 *   взятую взятку". Item 1: no whists on a misère.
 * - Item 8.4: "уход на мизере "без трех и без вистов" запрещен".
 * - Item 8.5: a 4-handed dealer may join ("участвовать"); the two then share it, 20 each (I-10), and
 *   only the one who invited him plays: the declarer's tricks count for both.
 */
import { fail } from './errors';
import type { DealCells, Ledger, PoolEntries, SeatCell } from './ledger';
import { MISERE_PRICE } from './prices';
import { sittingOut } from './rotation';

export function scoreMisere(
  ledger: Ledger,
  { declarer, dealer, marks, raw }: DealCells & { declarer: number },
  cell: SeatCell,
  pool: PoolEntries,
): void {
  const { n, mountains } = ledger;
  const out = sittingOut(dealer, n);
  const mine = marks[declarer] ?? null;
  if (mine?.t === 'out') fail('pulkaMisereOut', {}, cell(declarer));
  if (mine?.t !== 'n') fail('pulkaTricks', { found: raw[declarer] }, cell(declarer));
  const players = [declarer];
  marks.forEach((m, s) => {
    if (s === declarer || m === null) return;
    if (s === out && m.t === 'join') players.push(s);
    else fail(s === out || m.t === 'join' ? 'pulkaJoin' : 'pulkaEmpty', { found: raw[s] }, cell(s));
  });
  const share = MISERE_PRICE / players.length;
  for (const p of players) {
    if (mine.k === 0) pool[p] = (pool[p] as number) + share;
    else mountains[p] = (mountains[p] as number) + share * mine.k;
  }
}
