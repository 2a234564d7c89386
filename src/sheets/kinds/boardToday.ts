/**
 * The board's part for one game's plan of the day (issue 25 item 1: today's plan): every match (a
 * group match, a play-off match; in preference one line per tour) the day plan puts on the day, in
 * its order — time, who plays (and its referee, where the plan names one), the stage, the court or
 * table — each cell a formula over the day
 * plan's row, so a plan made again with the same rows shows through. The day is chosen when the
 * board is made (today on the spreadsheet's clock, else the next day planned, else day 1) and its
 * heading says which: the board is made again for another day.
 */
import { boardLabel } from '../../i18n/labels-board';
import type { Lang } from '../../i18n/messages';
import { ref, type Grid, type Rect } from '../plan';
import { PLAN_COLS } from './dayPlanColumns';
import { partHeading, partHeads, type BoardPart } from './boardParts';
import { refereeBy } from './boardReferee';

export interface BoardToday {
  /** the game's name as headings show it */
  title: string;
  /** the day as the plan shows it: "22.11.2026", "День 1" */
  day: string;
  planSheet: string;
  /** the day plan's 0-based rows, in the plan's order */
  rows: number[];
  /** preference: one line per tour (its first table's row), the tour and its start only */
  tours: boolean;
}

const at = (row: number, col: number): Rect => ({ row, col, rows: 1, cols: 1 });

export function todayPart(p: BoardToday): BoardPart {
  return {
    rows: 2 + p.rows.length + 1,
    write(g: Grid, lang: Lang, top: number) {
      const t = (k: Parameters<typeof boardLabel>[0]) => boardLabel(k, lang);
      partHeading(g, top, boardLabel('today', lang, { game: p.title, day: p.day }), { bold: true });
      partHeads(g, top + 1, [t('time'), t('match'), t('stage'), t('where')]);
      p.rows.forEach((r, i) => {
        const c = (col: number) => ref(p.planSheet, at(r, col));
        const row = top + 2 + i;
        g.put(row, 0, { f: `=${c(PLAN_COLS.start)}` });
        if (p.tours) {
          g.put(row, 1, { f: `=${c(PLAN_COLS.stage)}` });
          return;
        }
        const who = `IF(${c(PLAN_COLS.b)}="",${c(PLAN_COLS.a)},${c(PLAN_COLS.a)}&" – "&${c(PLAN_COLS.b)})`;
        g.put(row, 1, { f: `=${who}${refereeBy(c(PLAN_COLS.referee), lang)}` });
        g.put(row, 2, { f: `=TRIM(${c(PLAN_COLS.stage)}&" "&${c(PLAN_COLS.match)})` });
        g.put(row, 3, { f: `=${c(PLAN_COLS.table)}` });
      });
    },
  };
}
