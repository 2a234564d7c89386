/**
 * The penalties of Art. 18 item 11, as points in the penalised player's mountain (SPEC §3
 * PREF_PULKA "Penalties"; Interpretations I-1, I-14, I-15).
 *
 * - 11.1 (`speaking`, `ш1`): "игрок, высказывавшийся не в свою очередь, штрафуются четырьмя
 *   вистами в "гору"" — 4.
 * - 11.2 (`exposed`, `ш2 G`): "игрок, открывший карты до окончания торговли, штрафуются ценой
 *   последней объявленной игры в "гору"" — P(G) of item 1 for a level, 40 for a misère (item 2).
 *   An all-pass is never a declared game (it is what follows when every player passed), so it is
 *   not allowed; with no game declared yet the referee uses 11.4 (SPEC decision 6).
 * - 11.3 (`revoke`, `ш3 G`): "штрафуются тройной ценой разыгрываемой игры в "гору" по принципу
 *   "без трех и без вистов"" — 3 × P(G); a misère 3 × 40 = 120; an all-pass, priced 4 a trick
 *   (item 9.1), 3 × 4 = 12 (I-15; SPEC decision 3).
 * - 11.4 (`discretion`, `ш4 A`): "в спорных ситуациях судьи могут оштрафовать любого игрока по
 *   своему усмотрению" — A, a positive whole number of points the referee names (at most
 *   {@link MAX_DISCRETION}, a guard against typing slips).
 *
 * All amounts are in the one KASE unit, "висты" written to the mountain (SPEC "Units and the
 * settlement"): each is worth 10 whist-column whists at the settlement.
 */
import { ALL_PASS_TRICK, gamePrice, isLevel, MISERE_PRICE } from './prices';

export { gamePrice };

/** Items 11.1, 11.2, 11.3, 11.4. */
export type PenaltyKind = 'speaking' | 'exposed' | 'revoke' | 'discretion';

/** The game a penalty is priced by: a level 6–10, a misère, or an all-pass. */
export type PenaltyGame = 6 | 7 | 8 | 9 | 10 | 'misere' | 'allpass';

/** Why a penalty is not well formed (see {@link penaltyProblem}). */
export type PenaltyProblem =
  'gameRequired' | 'gameNotAllowed' | 'amountRequired' | 'amountInvalid' | 'amountNotAllowed';

/** The item of Art. 18 each kind comes from. */
export const PENALTY_ITEM: Record<PenaltyKind, string> = {
  speaking: '11.1',
  exposed: '11.2',
  revoke: '11.3',
  discretion: '11.4',
};

/** The largest amount accepted for item 11.4. */
export const MAX_DISCRETION = 10000;

/** Item 11.1: four to the mountain. */
const SPEAKING = 4;

/** The kinds priced by a game: 11.2 and 11.3. */
export function needsGame(kind: PenaltyKind): boolean {
  return kind === 'exposed' || kind === 'revoke';
}

/** The kind whose amount the referee names: 11.4. */
export function needsAmount(kind: PenaltyKind): boolean {
  return kind === 'discretion';
}

/** The games each game-priced kind accepts. */
function gameAllowed(kind: PenaltyKind, game: unknown): boolean {
  if (isLevel(game) || game === 'misere') return true;
  return game === 'allpass' && kind === 'revoke';
}

/**
 * null when the penalty is well formed, else why not: 'gameRequired' | 'gameNotAllowed' |
 * 'amountRequired' | 'amountInvalid' | 'amountNotAllowed'. The game is checked before the amount,
 * so a penalty wrong in both reports its game. `undefined` counts as absent, like `null`.
 */
export function penaltyProblem(
  kind: PenaltyKind,
  game: PenaltyGame | null,
  amount: number | null,
): PenaltyProblem | null {
  if (needsGame(kind)) {
    if (game == null) return 'gameRequired';
    if (!gameAllowed(kind, game)) return 'gameNotAllowed';
  } else if (game != null) return 'gameNotAllowed';

  if (needsAmount(kind)) {
    if (amount == null) return 'amountRequired';
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_DISCRETION)
      return 'amountInvalid';
  } else if (amount != null) return 'amountNotAllowed';

  return null;
}

/** mountain points (throws a plain Error if penaltyProblem is not null) */
export function penaltyPoints(kind: PenaltyKind, game: PenaltyGame | null, amount: number | null): number {
  const problem = penaltyProblem(kind, game, amount);
  if (problem !== null) {
    throw new Error(`Art. 18 item ${PENALTY_ITEM[kind]} penalty (${kind}): ${problem}`);
  }
  switch (kind) {
    case 'speaking':
      return SPEAKING;
    case 'exposed':
      return price(game as PenaltyGame);
    case 'revoke':
      return 3 * price(game as PenaltyGame);
    case 'discretion':
      return amount as number;
  }
  throw new Error(`penaltyPoints: unknown penalty kind ${String(kind)}`);
}

/** The price of a game: item 1 for a level, item 2 for a misère, item 9.1 for an all-pass. */
function price(game: PenaltyGame): number {
  if (game === 'misere') return MISERE_PRICE;
  if (game === 'allpass') return ALL_PASS_TRICK;
  return gamePrice(game);
}
