/**
 * What the board shows below the group games (issue 25 item 1), as the committee chose: each
 * game's plan of the day (./boardToday.ts), each play-off's current round (./boardPlayoff.ts),
 * then preference's tour and standings (./boardPreference.ts). The board (./boardSheet.ts) puts them at its foot, at one place.
 */
import type { Lang } from '../../i18n/messages';
import type { Grid } from '../plan';
import type { BoardPart } from './boardParts';
import { playoffPart, type BoardPlayoff } from './boardPlayoff';
import { preferencePart, type BoardPreference } from './boardPreference';
import { todayPart, type BoardToday } from './boardToday';

export type { BoardPlayoff } from './boardPlayoff';
export type { BoardPreference } from './boardPreference';
export type { BoardToday } from './boardToday';

export interface BoardExtras {
  /** each chosen game's plan of the day (absent: none) */
  today?: BoardToday[];
  playoffs: BoardPlayoff[];
  /** null when the board does not show preference (or nothing of it exists yet) */
  preference: BoardPreference | null;
}

/** The parts one after another, as one part. */
export function boardExtras(x: BoardExtras | undefined): BoardPart {
  const parts = [
    ...(x?.today ?? []).map(todayPart),
    ...(x?.playoffs ?? []).map(playoffPart),
    ...(x?.preference ? [preferencePart(x.preference)] : []),
  ];
  return {
    rows: parts.reduce((n, p) => n + p.rows, 0),
    write(g: Grid, lang: Lang, top: number) {
      let row = top;
      for (const p of parts) {
        p.write(g, lang, row);
        row += p.rows;
      }
    },
  };
}
