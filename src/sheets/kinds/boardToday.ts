/**
 * The board's part for one game's plan of the day (issue 25 item 1: today's plan): every match (a
 * group match, a play-off match; in preference one line per tour) the day plan puts on the day, in
 * its order — time, who plays (and its referee, where the plan names one), the stage, the court or
 * table — each cell a formula over the day plan's row, so a plan made again with the same rows shows
 * through.
 *
 * The day follows the spreadsheet's clock by formula, so nothing needs a click each morning: the
 * part holds, for every day of the plan, the references to that day's rows, and TODAY() (the
 * spreadsheet's time zone) picks which day shows — today, else the next day planned, else (the
 * tournament over) its last day — and the heading names it. A plan whose rows show "Day 2" rather
 * than dates has nothing to compare the clock with: its first day shows.
 */
import { boardLabel } from '../../i18n/labels-board';
import type { Lang } from '../../i18n/messages';
import { ref, type Grid, type Rect } from '../plan';
import { PLAN_COLS } from './dayPlanColumns';
import { literal, partHeading, partHeads, type BoardPart } from './boardParts';
import { refereeBy } from './boardReferee';

/** One day of a game's plan as the board refers to it. */
export interface BoardTodayDay {
  /** the day as the plan shows it: "22.11.2026", "День 1" */
  day: string;
  /** the calendar date, when the plan shows one */
  date: { y: number; m: number; d: number } | null;
  /** the day plan's 0-based rows of that day, in the plan's order */
  rows: number[];
}

export interface BoardToday {
  /** the game's name as headings show it */
  title: string;
  planSheet: string;
  /** the plan's days in calendar order (one, undated, when the plan shows "Day N") */
  days: BoardTodayDay[];
  /** preference: one line per tour (its first table's row), the tour and its start only */
  tours: boolean;
}

const at = (row: number, col: number): Rect => ({ row, col, rows: 1, cols: 1 });

/**
 * Which day shows, 1-based, as a formula: one more for every dated day before the last that is
 * already past — today's day, else the next one, else the last. Null when one day shows (a single
 * day, or days without dates).
 */
export function dayChoice(days: readonly BoardTodayDay[]): string | null {
  if (days.length < 2 || days.some((d) => d.date === null)) return null;
  const past = days.slice(0, -1).map((x) => `(TODAY()>DATE(${x.date?.y},${x.date?.m},${x.date?.d}))`);
  return `(1+${past.join('+')})`;
}

/** The days the part can show: every day when the clock chooses, else the first only. */
function shownDays(p: BoardToday): BoardTodayDay[] {
  return dayChoice(p.days) === null ? p.days.slice(0, 1) : p.days;
}

export function todayPart(p: BoardToday): BoardPart {
  const days = shownDays(p);
  const choice = dayChoice(days);
  const height = Math.max(0, ...days.map((d) => d.rows.length));
  /** A formula showing `each(day)` of the day chosen; "" where a day has no such line. */
  const pick = (each: (d: BoardTodayDay) => string | null): { f: string } => {
    const shown = days.map((d) => each(d) ?? '""');
    return { f: `=${choice === null ? (shown[0] ?? '""') : `CHOOSE(${choice},${shown.join(',')})`}` };
  };
  return {
    rows: 2 + height + 1,
    write(g: Grid, lang: Lang, top: number) {
      const t = (k: Parameters<typeof boardLabel>[0]) => boardLabel(k, lang);
      const heading = (d: BoardTodayDay) => boardLabel('today', lang, { game: p.title, day: d.day });
      partHeading(g, top, choice === null ? heading(days[0] as BoardTodayDay) : pick((d) => literal(heading(d))), {
        bold: true,
      });
      partHeads(g, top + 1, [t('time'), t('match'), t('stage'), t('where')]);
      for (let i = 0; i < height; i++) {
        const cell = (col: number) => (d: BoardTodayDay) => {
          const r = d.rows[i];
          return r === undefined ? null : ref(p.planSheet, at(r, col));
        };
        const row = top + 2 + i;
        g.put(row, 0, pick(cell(PLAN_COLS.start)));
        if (p.tours) {
          g.put(row, 1, pick(cell(PLAN_COLS.stage)));
          continue;
        }
        g.put(
          row,
          1,
          pick((d) => {
            const [a, b, referee] = [cell(PLAN_COLS.a)(d), cell(PLAN_COLS.b)(d), cell(PLAN_COLS.referee)(d)];
            if (a === null || b === null || referee === null) return null;
            return `IF(${b}="",${a},${a}&" – "&${b})${refereeBy(referee, lang)}`;
          }),
        );
        g.put(
          row,
          2,
          pick((d) => {
            const stage = cell(PLAN_COLS.stage)(d);
            const match = cell(PLAN_COLS.match)(d);
            return stage === null || match === null ? null : `TRIM(${stage}&" "&${match})`;
          }),
        );
        g.put(row, 3, pick(cell(PLAN_COLS.table)));
      }
    },
  };
}
