/**
 * The board sheet read back (./boardSheet.ts makes it, at ./boardLayout.ts's positions): what it
 * shows now on every court and in every group's standings. For the tests, and for anything that
 * wants to say what the players see.
 */
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { boardLayout, type BoardGame } from './boardLayout';

export interface BoardCourtView {
  court: number;
  /** "10:40 A – B", or "" */
  now: string;
  next: string;
}

export interface BoardStandingView {
  place: string;
  player: string;
  why: string;
  points: string;
}

export interface BoardGameView {
  game: BoardGame['game'];
  courts: BoardCourtView[];
  groups: { letter: string; rows: BoardStandingView[] }[];
}

/** What the board shows, game by game, read at the positions it was made with. */
export function boardFromValues(
  games: readonly BoardGame[],
  values: readonly (readonly CellValue[])[],
): BoardGameView[] {
  const at = (row: number, col: number) => cellText(values[row]?.[col]);
  return boardLayout(games).blocks.map((b) => ({
    game: b.game.game,
    courts: b.courts
      .filter((c) => c.nowRow >= 0)
      .map((c) => ({ court: c.court, now: at(c.nowRow, 1), next: at(c.nowRow, 2) })),
    groups: b.groups.map(({ group, firstRow }) => ({
      letter: group.letter,
      rows: Array.from({ length: group.size }, (_, i) => ({
        place: at(firstRow + i, 0),
        player: at(firstRow + i, 1),
        why: at(firstRow + i, 2),
        points: at(firstRow + i, 3),
      })),
    })),
  }));
}
