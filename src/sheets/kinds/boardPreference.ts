/**
 * The board's part for preference (issue 25 item 1: the preference tour ratings and the standings):
 * the last seated tour — each player's table, rating and whists, table by table so a player finds
 * where he sits — and the list of Art. 16 item 16 (place, player, rating, whists). Live: every cell
 * is a formula over the tour sheet's roster (./tourSheet.ts) and the standings sheet's list
 * (./standingsSheet.ts, PREF_STANDINGS), so a typed pool changes the board by itself. Made again
 * when a new tour is seated (the board then shows that tour).
 */
import { boardLabel } from '../../i18n/labels-board';
import type { Lang } from '../../i18n/messages';
import { ref, type Grid, type Rect } from '../plan';
import { GAME_HEADING, partHeading, partHeads, type BoardPart } from './boardParts';

const at = (row: number, col: number): Rect => ({ row, col, rows: 1, cols: 1 });

export interface BoardPreference {
  /** the last seated tour: its number, sheet, the roster's rows (in the board's order) and columns where they are now */
  tour: {
    n: number;
    sheet: string;
    rows: number[];
    cols: { player: number; table: number; rating: number; whists: number };
  } | null;
  /** the standings sheet's list: the top-left cell of PREF_STANDINGS and its number of players */
  standings: { sheet: string; row: number; col: number; size: number } | null;
}

function tourRows(p: BoardPreference): number {
  return p.tour ? 2 + p.tour.rows.length + 1 : 0;
}

function writeTour(g: Grid, lang: Lang, tour: NonNullable<BoardPreference['tour']>, top: number): void {
  const t = (k: Parameters<typeof boardLabel>[0]) => boardLabel(k, lang);
  partHeading(g, top, boardLabel('tour', lang, { n: tour.n }), { bold: true });
  partHeads(g, top + 1, [t('table'), t('player'), t('rating'), t('whists')]);
  tour.rows.forEach((r, i) => {
    const cell = (col: number) => ({ f: `=${ref(tour.sheet, at(r, col))}` });
    g.put(top + 2 + i, 0, cell(tour.cols.table));
    g.put(top + 2 + i, 1, cell(tour.cols.player));
    g.put(top + 2 + i, 2, cell(tour.cols.rating));
    g.put(top + 2 + i, 3, cell(tour.cols.whists));
  });
}

function writeStandings(g: Grid, lang: Lang, s: NonNullable<BoardPreference['standings']>, top: number): void {
  const t = (k: Parameters<typeof boardLabel>[0]) => boardLabel(k, lang);
  partHeading(g, top, t('standings'), { bold: true });
  partHeads(g, top + 1, [t('place'), t('player'), t('rating'), t('whists')]);
  for (let i = 0; i < s.size; i++)
    for (let c = 0; c < 4; c++) g.put(top + 2 + i, c, { f: `=${ref(s.sheet, at(s.row + i, s.col + c))}` });
  g.formats.push({ rect: { row: top + 2, col: 2, rows: s.size, cols: 1 }, bold: true });
}

/** Preference's part: its heading, the tour, the standings (each when there is one). */
export function preferencePart(p: BoardPreference): BoardPart {
  const standings = p.standings ? 2 + p.standings.size + 1 : 0;
  return {
    rows: 1 + tourRows(p) + standings,
    write(g: Grid, lang: Lang, top: number) {
      partHeading(g, top, boardLabel('preference', lang), GAME_HEADING);
      if (p.tour) writeTour(g, lang, p.tour, top + 1);
      if (p.standings) writeStandings(g, lang, p.standings, top + 1 + tourRows(p));
    },
  };
}
