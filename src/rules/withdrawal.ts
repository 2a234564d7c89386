/**
 * A player (team) who leaves a game's tournament, and the forfeits it makes in the group stage:
 * which of his matches, and the marks each gets. Pure: the matches come as the group sheet shows
 * them.
 *
 * - Billiards and backgammon: a player who does not appear "засчитывается поражение и он выбывает
 *   из дальнейшего участия в турнире" (Art. 11 item 18, Art. 14 item 12) — he loses, and leaves.
 *   The committee's withdrawal of a player who announced he leaves does the same.
 * - Futsal: the rules name no withdrawal (Art. 7 sends what they do not settle to the UEFA rules);
 *   the committee's withdrawal of a team makes the same forfeits (docs/rules.md).
 * - Which matches: every group match of his with nothing typed. A match with anything typed was
 *   played or decided, and its result stands. The play-off is not written: its formulas read the
 *   game's withdrawals list and give his matches to the opponent.
 * - How: "-" for the side that did not play, "+" for the side that did: the forfeit notation the
 *   group standings count (./group.ts `FORFEIT_SCORE`, SPEC §3); backgammon records the two in its
 *   no-show cell ("-:+", "+:-", "-:-").
 * - A double no-show ("-" / "-") is a match lost by both (./group.ts counts it 0:0).
 */
import type { Game } from './group';
import { nameKey } from './names';

/** A match's side: 0 the first player (A), 1 the second (B). */
export type Side = 0 | 1;

/** "-": did not play; "+": played, wins by forfeit. */
export type ForfeitMark = '+' | '-';

/** The marks of a forfeit for the match's two sides. */
export interface ForfeitMarks {
  a: ForfeitMark;
  b: ForfeitMark;
}

/** The forfeit of a match whose `absent` sides did not play: "-" for each of them, "+" for a side that did. */
export function forfeitMarks(absent: readonly Side[]): ForfeitMarks {
  return { a: absent.includes(0) ? '-' : '+', b: absent.includes(1) ? '-' : '+' };
}

/** A group match as the sheet shows it: its two players, and whether anything is typed in it. */
export interface GroupMatchSeen {
  a: string;
  b: string;
  /** a score, a no-show, a party: the match was played or decided */
  typed: boolean;
}

/** One forfeit a withdrawal makes: the match, the side of the player who leaves, the marks. */
export interface WithdrawalForfeit<M> {
  match: M;
  side: Side;
  marks: ForfeitMarks;
}

/**
 * The forfeits a player's withdrawal makes in the group stage, in the order of `matches`: each
 * match of his (his name compared by `nameKey`) with nothing typed, lost by him.
 */
export function withdrawalForfeits<M extends GroupMatchSeen>(
  player: string,
  matches: readonly M[],
): WithdrawalForfeit<M>[] {
  const key = nameKey(player);
  return matches.flatMap((match) => {
    const side: Side | null = nameKey(match.a) === key ? 0 : nameKey(match.b) === key ? 1 : null;
    if (side === null || match.typed) return [];
    return [{ match, side, marks: forfeitMarks([side]) }];
  });
}

/** Backgammon's no-show cell for a forfeit: "-:+" (A did not appear), "+:-" (B), "-:-" (neither). */
export function noShowCell(marks: ForfeitMarks): string {
  return `${marks.a}:${marks.b}`;
}

/**
 * Whether a match already holds the forfeit that its `absent` sides make — written before (a
 * no-show applied once more finds it), not a result typed: "-" on each absent side and only forfeit
 * marks in the score cells; backgammon: its no-show cell says "-" for each absent side.
 */
export function forfeitRecorded(
  game: Game,
  absent: readonly Side[],
  cells: { a: string; b: string; noShow: string },
): boolean {
  if (game === 'backgammon') {
    const halves = cells.noShow.split(':');
    return cells.noShow !== '' && absent.every((side) => halves[side] === '-');
  }
  const shown = [cells.a, cells.b];
  return absent.every((side) => shown[side] === '-') && shown.every((v) => v === '-' || v === '+');
}
