/**
 * The day plan sheet read back (./dayPlanSheet.ts makes it): every planned match with its announced
 * day, time and place, wherever its rows and columns are now (rows by their key, columns by their
 * anchors), the "did not appear" marks typed on it and the no-show status written — for the
 * no-shows by the clock (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4) and the notices
 * (Art. 3 item 2) to build on.
 */
import { parseDate, parseTime } from '../../rules/dates';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { realign, type Anchors, type Grid } from '../identity';
import { readOf, type SheetSource } from '../sheetIndex';
import { dayPlanAnchors, isTick, PLAN_COLS, type RowMarks } from './dayPlanColumns';

/** A planned match (or tour table) as the sheet announces it. */
export interface AnnouncedSlot {
  key: string;
  /** 1-based day of the game, when the row says "Day 2"; null when it shows a date */
  dayNumber: number | null;
  /** "YYYY-MM-DD" when the row shows a date */
  date: string | null;
  /** minutes after midnight of its day, below 1440 (the end: more than 1440 when it ends after midnight) */
  start: number;
  end: number;
  table: number;
  /** the players as shown */
  shown: string[];
  /** the sheet's 0-based row where it is now */
  row: number;
  /**
   * Who is marked as not appeared: a side's tick (its shown player), or in preference the name
   * typed; `side` 0 / 1 (preference: 0).
   */
  absent: { side: 0 | 1; name: string }[];
  /** what the no-show action wrote ("" = nothing applied yet) */
  status: string;
  /** the referee(s) the committee typed on the row, as typed ('' none) */
  referee: string;
  /** the match as people say it: its stage and match ("Группа C, № 5, тур 2"; a tour and its table) */
  label: string;
}

/** A day plan sheet read back: its slots by key, and where the status column is now (0-based). */
export interface DayPlanRead {
  slots: Map<string, AnnouncedSlot>;
  /** the anchors of columns no longer found (a column deleted): nothing may be written then */
  lost: string[];
  statusCol: number;
  /** the marks typed, by key, as the cells hold them (made again, the plan puts them back) */
  marks: Map<string, RowMarks>;
  /**
   * Rows with a "did not appear" mark not applied yet whose start, end or table cannot be read (a
   * cell overtyped: "abc", "25:99", a formula): the no-shows say which row and why, never skip it.
   */
  unreadable: UnreadableRow[];
}

/** A marked row the clock cannot be read for: where it is now (0-based) and what its start cell shows. */
export interface UnreadableRow {
  key: string;
  label: string;
  row: number;
  /** the 0-based column of the cell that cannot be read (start, end or table), and what it shows */
  col: number;
  shows: string;
}

/** A time as the plan writes it: "10:05", or "01:10 (+1)" past midnight. */
function readTime(v: CellValue | undefined): number | null {
  const text = cellText(v);
  const m = /^(.*?)\s*\(\+(\d+)\)$/.exec(text);
  const t = parseTime(m ? (m[1] as string) : v);
  return typeof t === 'number' ? t + (m ? Number(m[2]) * 1440 : 0) : null;
}

/**
 * Every planned match of a day plan sheet, by key, wherever its rows and columns are now (rows are
 * found by their key, so a sort or an inserted row changes nothing). Rows whose time cannot be read
 * (a cell edited by hand) are left out.
 */
export function readDayPlan(sheet: SheetSource): Map<string, AnnouncedSlot> {
  return readDayPlanMarks(sheet).slots;
}

export function readDayPlanMarks(sheet: SheetSource): DayPlanRead {
  return dayPlanFromValues(readOf(sheet));
}

/** The day plan as read (values, and where its columns are now). */
export function dayPlanFromValues(read: Grid & { anchors: Anchors }): DayPlanRead {
  const view = realign({ rows: [], cols: dayPlanAnchors().cols }, read.anchors, read, {
    rows: read.values.length,
    cols: PLAN_COLS.width,
  });
  const slots = new Map<string, AnnouncedSlot>();
  const marks = new Map<string, RowMarks>();
  const unreadable: UnreadableRow[] = [];
  view.values.forEach((line, r) => {
    const key = cellText(line[PLAN_COLS.key]);
    if (!/^[gbtf]:/.test(key)) return;
    const absentA = line[PLAN_COLS.absentA] ?? '';
    const absentB = line[PLAN_COLS.absentB] ?? '';
    const status = line[PLAN_COLS.status] ?? '';
    const referee = line[PLAN_COLS.referee] ?? '';
    if ([absentA, absentB, status, referee].some((v) => v !== '' && v !== false))
      marks.set(key, {
        absentA,
        absentB,
        status,
        referee,
        a: cellText(line[PLAN_COLS.a]),
        b: cellText(line[PLAN_COLS.b]),
      });
    const start = readTime(line[PLAN_COLS.start]);
    const shownEnd = readTime(line[PLAN_COLS.end]);
    // An end before the start is the next day's (a match past midnight is written at its real times).
    const end = start !== null && shownEnd !== null && shownEnd < start ? shownEnd + 1440 : shownEnd;
    const table = Number(line[PLAN_COLS.table]);
    const a = cellText(line[PLAN_COLS.a]);
    const b = cellText(line[PLAN_COLS.b]);
    const pref = key.startsWith('t:') || key.startsWith('f:');
    if (start === null || end === null || !Number.isInteger(table)) {
      const marked = pref ? cellText(absentA) !== '' : isTick(absentA) || isTick(absentB);
      const bad = start === null ? PLAN_COLS.start : end === null ? PLAN_COLS.end : PLAN_COLS.table;
      if (marked && !cellText(status).startsWith('✓'))
        unreadable.push({
          key,
          label: [cellText(line[PLAN_COLS.stage]), cellText(line[PLAN_COLS.match])].filter((x) => x !== '').join(', '),
          row: view.row(r) ?? r,
          col: view.col(bad) ?? bad,
          shows: cellText(line[bad]) || String(read.formulas?.[view.row(r) ?? r]?.[view.col(bad) ?? bad] ?? ''),
        });
      return;
    }
    const dayText = cellText(line[PLAN_COLS.day]);
    const date = parseDate(dayText);
    const number = /(\d+)/.exec(dayText);
    const absent: AnnouncedSlot['absent'] = [];
    if (pref) {
      // A name; a tick (or "да") here names nobody: kept as typed, the action asks for the name.
      const name = cellText(absentA);
      if (name !== '') absent.push({ side: 0, name: isTick(absentA) ? '' : name });
    } else {
      if (isTick(absentA)) absent.push({ side: 0, name: a });
      if (isTick(absentB)) absent.push({ side: 1, name: b });
    }
    slots.set(key, {
      key,
      dayNumber: typeof date === 'string' ? null : number ? Number(number[1]) : null,
      date: typeof date === 'string' ? date : null,
      start,
      end,
      table,
      shown: pref
        ? a
            .split(',')
            .map((x) => x.trim())
            .filter((x) => x !== '')
        : [a, b].filter((x) => x !== ''),
      row: view.row(r) ?? r,
      absent,
      status: cellText(status),
      referee: cellText(referee),
      label:
        [cellText(line[PLAN_COLS.stage]), cellText(line[PLAN_COLS.match])].filter((x) => x !== '').join(', ') +
        (pref ? `, № ${table}` : ''),
    });
  });
  // A plan made before the referee column had none: nothing of it is lost, it reads as no referee.
  const lost = view.lost.filter((id) => id !== 'c:referee');
  return { slots, lost, statusCol: view.col(PLAN_COLS.status) ?? PLAN_COLS.status, marks, unreadable };
}
