/**
 * The dealer's rotation and the order of speaking at a preference table (SPEC §3 PREF_PULKA
 * "Dealer and the order of speaking"; Interpretations I-2, I-3).
 *
 * Seats are 0-based indices in the order the referee listed the players, which is clockwise
 * (Art. 17 item 4: "Рассадка игроков за игровым столом должна соответствовать порядку их
 * перечисления"); the seat after s clockwise, on his left, is s + 1.
 */

/** The seat on the left of `seat`: the next one clockwise (I-2). */
export function leftOf(seat: number, n: number): number {
  return (seat + 1) % n;
}

/**
 * Who deals deal number `k` (0-based, counting every deal row: games, misères, all-passes and
 * item 11.3 penalties). Art. 16 item 5.1: "первая раздача карт всегда осуществляется последним
 * игроком"; item 5.7: the turn passes "вне зависимости от того, была ли сыграна игра или нет";
 * Art. 18 item 4: a closed player deals "на общих основаниях".
 */
export function dealerOf(k: number, n: number): number {
  return (n - 1 + k) % n;
}

/**
 * The seat that holds no cards: the dealer when four play (Art. 18 item 5), none (−1) when three do.
 */
export function sittingOut(dealer: number, n: number): number {
  return n === 4 ? dealer : -1;
}

/**
 * The declarer's two opponents in the order they speak after the contract: clockwise from the
 * declarer's left, skipping a 4-handed dealer (I-3). The first is the first whister, the other the
 * second (Art. 18 item 6.8).
 */
export function speakers(declarer: number, dealer: number, n: number): [number, number] {
  const out = sittingOut(dealer, n);
  const found: number[] = [];
  for (let s = leftOf(declarer, n); found.length < 2; s = leftOf(s, n)) if (s !== out && s !== declarer) found.push(s);
  return [found[0] as number, found[1] as number];
}
