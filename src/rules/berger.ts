/**
 * Round-robin fixtures of a group (Art. 8 item 4 sub-item 1, Art. 11 item 4, Art. 14 item 4:
 * everyone plays everyone in his group) in the order of the Berger tables.
 *
 * Source: FIDE Handbook C.05 (General Regulations for Competitions), Annex 1 "Berger Tables
 * for Round-Robin Tournaments" — tables for 3–4, 5–6, 7–8 players. For 4 players:
 *
 *     Round 1: 1–4, 2–3    Round 2: 4–3, 1–2    Round 3: 2–4, 3–1
 *
 * Construction (it reproduces the FIDE tables exactly; the tests check all three): with an
 * even number n of players, n is fixed and 1 … n−1 rotate. Round 1 is 1–n, 2–(n−1), …,
 * n/2–(n/2+1). Each next round adds n/2 to every number except n (modulo n−1, counted 1 … n−1)
 * and keeps the boards; on the first board, the one with n, the sides swap every round
 * (player n is second in odd rounds, first in even rounds). So nobody is always first.
 * With an odd n a dummy player n+1 is added and the pairs with it (the byes) are left out.
 *
 * Here players are 0-based indices in the group's order (the group list: index 0 is the
 * table's "1"); the first of a pair is the home side / player A.
 */
import { fail } from './errors';

export const MIN_BERGER_PLAYERS = 2;
export const MAX_BERGER_PLAYERS = 8;

export function bergerRounds(n: number): Array<Array<[number, number]>> {
  if (!Number.isInteger(n) || n < MIN_BERGER_PLAYERS || n > MAX_BERGER_PLAYERS) {
    fail('bergerSize', { found: n, min: MIN_BERGER_PLAYERS, max: MAX_BERGER_PLAYERS }, { arg: 'players' });
  }
  const even = n % 2 === 0 ? n : n + 1; // with a bye
  const half = even / 2;
  const ring = even - 1; // numbers 1 … ring rotate, `even` is fixed
  const rounds: Array<Array<[number, number]>> = [];
  for (let r = 0; r < ring; r++) {
    const shift = (r * half) % ring;
    const at = (x: number) => ((x - 1 + shift) % ring) + 1; // 1-based, rotating
    const boards: Array<[number, number]> = [];
    const first = at(1);
    boards.push(r % 2 === 0 ? [first, even] : [even, first]);
    for (let b = 1; b < half; b++) boards.push([at(b + 1), at(even - b)]);
    rounds.push(
      boards
        .filter(([a, b]) => a <= n && b <= n) // drop the bye
        .map(([a, b]): [number, number] => [a - 1, b - 1]),
    );
  }
  return rounds;
}
