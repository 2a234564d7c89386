/**
 * Game prices and the whisters' obligations (SPEC §3 PREF_PULKA "Scoring"; Interpretations I-1, I-5).
 *
 * - Art. 18 item 1: a game of level 6…10 is written 8, 16, 24, 32, 40 ("при заказанной шестерной
 *   игре – 8 вистов" … "десятерной игре – 40 вистов"): P(L) = 8 × (L − 5).
 * - Art. 18 item 2: a misère 40 ("за сыгранный мизер … 40 вистов в пулю").
 * - Art. 18 item 9.1: an all-pass 4 a trick ("с постоянной записью по 4 виста в "гору" за одну взятку"),
 *   and item 9.3 the same 4 to the pool of a player with no trick.
 * - I-5: the whisters' obligation O(L), in tricks: 6 → 4, 7 → 2, 8, 9, 10 → 1 (Sochi's; items 6.3
 *   and 6.8 imply it).
 * - I-4: a half-whist writes 16 (six: two whist tricks × 8; seven: one × 16).
 */

/** A game's level, 6…10. */
export type Level = 6 | 7 | 8 | 9 | 10;

/** Art. 18 item 2. */
export const MISERE_PRICE = 40;
/** Art. 18 items 9.1 and 9.3. */
export const ALL_PASS_TRICK = 4;
/** Art. 18 item 6.3 as I-4 reads it. */
export const HALF_WHIST = 16;

export function isLevel(x: unknown): x is Level {
  return x === 6 || x === 7 || x === 8 || x === 9 || x === 10;
}

/** Art. 18 item 1: the price of a game of level 6…10 — 8, 16, 24, 32, 40. */
export function gamePrice(level: Level): number {
  if (!isLevel(level)) throw new Error(`gamePrice: a game level is 6…10, found ${String(level)}`);
  return 8 * (level - 5);
}

/** I-5: the tricks the whisters owe on a game of this level — 4, 2, 1, 1, 1. */
export function obligation(level: Level): number {
  return level === 6 ? 4 : level === 7 ? 2 : 1;
}
