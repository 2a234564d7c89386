/**
 * Preference tables and the standings list.
 *
 * Table sizes (Art. 16 item 3, Art. 17 item 4): tables of 4, and of 3 only as needed, 4s first.
 * n = 4a + 3b with b as small as possible: b = (−n) mod 4 three-tables. 1, 2 and 5 cannot be seated.
 *
 * Standings (Art. 16 item 16): total rating, high first; equal rating → total whists of all
 * tours, high first; equal on both → same place, listed in input order.
 */
import { fail } from './errors';

/** Large enough for any field a committee could seat; bounds the output of PREF_TABLES. */
export const MAX_PREF_PLAYERS = 1000;

export function tableSizes(count: number): number[] {
  if (count > MAX_PREF_PLAYERS) fail('tooManyPlayers', { max: MAX_PREF_PLAYERS, found: count }, { arg: 'count' });
  const threes = (4 - (count % 4)) % 4;
  const fours = (count - 3 * threes) / 4;
  if (count < 3 || fours < 0) fail('cannotSeat', { found: count }, { arg: 'count' });
  return [...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)];
}

export interface StandingInput {
  player: string;
  rating: number;
  whists: number;
}

export interface StandingLine extends StandingInput {
  place: number;
  /** Position of the player in the input list. */
  index: number;
}

export function standings(players: readonly StandingInput[]): StandingLine[] {
  const sorted = players
    .map((p, index) => ({ ...p, index, place: 0 }))
    .sort((x, y) => y.rating - x.rating || y.whists - x.whists || x.index - y.index);
  sorted.forEach((line, k) => {
    const prev = sorted[k - 1];
    line.place = prev && prev.rating === line.rating && prev.whists === line.whists ? prev.place : k + 1;
  });
  return sorted;
}
