/**
 * The day plan sheet of a game (issue 11 item 2): whether the plan fits, then for each day and each
 * court / table / board its matches (or tours) in time order — so it prints one court or table to a
 * page (a row anchor "p:<day>:<table>" on each heading marks the page break of the downloaded
 * record, src/sheets/print.ts) — each row with its day, start, end, court or table, stage, match,
 * players and a language-free key. Generated whole (protected; regenerated, never edited by hand),
 * its layout, plan and reader: `readDayPlan` gives back every planned match with its announced time,
 * for the no-shows by the clock and the notices to build on.
 */
import { label } from '../../i18n/labels';
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import type { Lang } from '../../i18n/messages';
import { formatDate, formatTime, parseDate, parseTime } from '../../rules/dates';
import type { PlanGame } from '../../rules/dayPlanGames';
import { nameKey } from '../../rules/names';
import { cellText, isTrue, readAll } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { readAnchors, realign } from '../identity';
import { MAX_PLAN_ROWS } from '../apply';
import {
  emptyGrid,
  SHEET_COLORS,
  type AnchorSpec,
  type Cell,
  type Format,
  type Rect,
  type SheetPlan,
  type Validation,
  type ValidationRange,
} from '../plan';

/** One planned match, or one table of a preference tour, as the sheet shows it. */
export interface PlanRow {
  /** the task's id (dayPlanGames.ts TASK_ID); a preference tour's table: "t:3:5" */
  key: string;
  /** 0-based day of the game */
  day: number;
  /** "YYYY-MM-DD", or null while the first day is not set */
  date: string | null;
  /** minutes after midnight */
  start: number;
  end: number;
  /** 1-based court, table or board */
  table: number;
  stage: string;
  match: string;
  /** who plays, as shown: names, or where they come from ("A1", "В(II-1)") */
  shown: string[];
  /** the players known by name (the by-player sheet lists them), null where not known yet */
  names: (string | null)[];
  /** a preference tour not seated yet: every player plays it, at one of its tables */
  everyone?: boolean;
  /** ends after the day's end */
  late: boolean;
  /** on a table there is not (more tables needed than there are) */
  missing: boolean;
}

export interface DayPlanSheetOptions {
  game: PlanGame;
  lang: Lang;
  name: string;
  gameName: string;
  /** when it was made (ms) */
  madeAt: number;
  /** what the plan says: it fits, or what does not and what would (already in the tournament language) */
  summary: readonly { text: string; bad: boolean }[];
  rows: readonly PlanRow[];
  /** per day (0-based): words after the day's heading (billiards: the stages of Art. 11 item 17) */
  dayNotes?: readonly (string | undefined)[];
  /** the allowed lateness, minutes (the help of the "did not appear" cells) */
  lateMinutes: number;
  /** the marks of the sheet as it was, by key: put back on the row of the same key */
  marks?: ReadonlyMap<string, RowMarks>;
}

/**
 * The columns: the slot, the two sides each followed by its "did not appear" cell (the only cells
 * anyone types here: a referee's tick, or in preference the absent player's name), the no-show
 * status the committee's action writes, and the language-free key.
 */
export const PLAN_COLS = {
  day: 0,
  start: 1,
  end: 2,
  table: 3,
  stage: 4,
  match: 5,
  a: 6,
  absentA: 7,
  b: 8,
  absentB: 9,
  status: 10,
  key: 11,
  width: 12,
} as const;
const WIDTHS = [90, 60, 60, 70, 170, 120, 210, 80, 210, 80, 200, 90];

/** What was typed (and applied) on a row, carried by its key when the plan is made again. */
export interface RowMarks {
  absentA: CellValue;
  absentB: CellValue;
  status: CellValue;
  /** the two sides as the row showed them when it was read (a tick is for that player) */
  a: string;
  b: string;
}

/** The columns found again after columns are inserted (`readDayPlan`). */
export function dayPlanAnchors(pageRows: readonly AnchorSpec[] = []): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [{ at: 0, id: 'top' }, ...pageRows],
    cols: (Object.entries(PLAN_COLS) as [string, number][])
      .filter(([k]) => k !== 'width')
      .map(([k, at]) => ({ at, id: `c:${k}` })),
  };
}

/** The day as a row shows it: its date, else "Day 2". */
export function shownDay(row: Pick<PlanRow, 'day' | 'date'>, lang: Lang): string {
  return row.date === null ? planLabel('dayN', lang, { n: row.day + 1 }) : formatDate(row.date);
}

export function dayPlanSheetPlan(o: DayPlanSheetOptions): SheetPlan {
  const { lang } = o;
  const W = PLAN_COLS.width;
  const pref = o.game === 'preference';
  const place = PLACE_WORDS()[o.game];
  const days = [...new Set(o.rows.map((r) => r.day))].sort((x, y) => x - y);
  const top = 2 + o.summary.length + 1;
  const inOrder = (x: PlanRow, y: PlanRow) => x.start - y.start || x.table - y.table || x.key.localeCompare(y.key);
  // A part per day and court / table; when that many parts would not fit the sheet, a part per day.
  const byTable = days.flatMap((day) =>
    [...new Set(o.rows.filter((r) => r.day === day).map((r) => r.table))]
      .sort((x, y) => x - y)
      .map((table) => ({
        day,
        table: table as number | null,
        rows: o.rows.filter((r) => r.day === day && r.table === table).sort(inOrder),
      })),
  );
  const size = (parts: readonly { rows: readonly PlanRow[] }[]) =>
    top + parts.reduce((n, b) => n + 2 + b.rows.length + 1, 0);
  const blocks =
    size(byTable) <= MAX_PLAN_ROWS
      ? byTable
      : days.map((day) => ({
          day,
          table: null as number | null,
          rows: o.rows.filter((r) => r.day === day).sort(inOrder),
        }));
  const height = size(blocks);
  const values: Cell[][] = emptyGrid(Math.max(height, top + 1), W);
  const formats: Format[] = [];
  const put = (r: number, c: number, v: Cell) => {
    const line = values[r];
    if (line) line[c] = v;
  };
  put(0, 0, planLabel('title', lang, { game: o.gameName }));
  formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: W },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  put(1, 0, planLabel('made', lang, { at: new Date(o.madeAt).toISOString().slice(0, 16).replace('T', ' ') }));
  formats.push({ rect: { row: 1, col: 0, rows: 1, cols: 1 }, italic: true, fontColor: SHEET_COLORS.muted });
  o.summary.forEach((line, i) => {
    put(2 + i, 0, line.text);
    formats.push({
      rect: { row: 2 + i, col: 0, rows: 1, cols: 1 },
      bold: i === 0,
      fontColor: line.bad ? SHEET_COLORS.wrongText : '#000000',
    });
  });

  const headers: Record<keyof typeof PLAN_COLS, string> = {
    day: planLabel('day', lang),
    start: planLabel('start', lang),
    end: planLabel('end', lang),
    table: place.one[lang],
    stage: planLabel('stage', lang),
    match: pref ? '' : planLabel('match', lang),
    a: pref ? planLabel('players', lang) : label(o.game === 'futsal' ? 'teamA' : 'playerA', lang),
    absentA: planLabel(pref ? 'absentPref' : 'absent', lang),
    b: pref ? '' : label(o.game === 'futsal' ? 'teamB' : 'playerB', lang),
    absentB: pref ? '' : planLabel('absent', lang),
    status: planLabel('noShowStatus', lang),
    key: planLabel('key', lang),
    width: '',
  };
  const pages: AnchorSpec[] = [];
  const inputs: Rect[] = [];
  const validations: ValidationRange[] = [];
  const tick: Validation = { kind: 'checkbox', help: planLabel('helpAbsent', lang, { late: o.lateMinutes }) };
  let r = top;
  for (const block of blocks) {
    const first = block.rows[0] as PlanRow;
    const note = o.dayNotes?.[block.day];
    const dayText =
      first.date === null
        ? planLabel('dayN', lang, { n: block.day + 1 })
        : planLabel('dayHeading', lang, { n: block.day + 1, date: formatDate(first.date) });
    const tableText = block.table === null ? '' : ` · ${place.n[lang].replace('{n}', String(block.table))}`;
    put(r, 0, `${dayText}${tableText}${note ? ` · ${note}` : ''}`);
    formats.push({
      rect: { row: r, col: 0, rows: 1, cols: W },
      bold: true,
      background: SHEET_COLORS.title,
      fontColor: SHEET_COLORS.titleText,
    });
    pages.push({ at: r, id: `p:${block.day + 1}:${block.table ?? 'all'}` });
    r++;
    for (const [k, c] of Object.entries(PLAN_COLS) as [keyof typeof PLAN_COLS, number][])
      if (k !== 'width') put(r, c, headers[k]);
    formats.push({
      rect: { row: r, col: 0, rows: 1, cols: W },
      bold: true,
      background: SHEET_COLORS.header,
      wrap: true,
      align: 'center',
    });
    r++;
    const firstRow = r;
    for (const row of block.rows) {
      put(r, PLAN_COLS.day, shownDay(row, lang));
      put(r, PLAN_COLS.start, formatTime(row.start));
      put(r, PLAN_COLS.end, formatTime(row.end));
      put(r, PLAN_COLS.table, row.table);
      put(r, PLAN_COLS.stage, row.stage);
      put(r, PLAN_COLS.match, row.match);
      if (pref) put(r, PLAN_COLS.a, row.shown.join(', '));
      else {
        put(r, PLAN_COLS.a, row.shown[0] ?? '');
        put(r, PLAN_COLS.b, row.shown[1] ?? '');
      }
      put(r, PLAN_COLS.key, row.key);
      const kept = o.marks?.get(row.key);
      if (kept) {
        // A tick not applied yet is for the player the row named when it was made: a side now naming
        // someone else (a play-off filled in, a result corrected) loses its tick, and the status says so.
        const applied = cellText(kept.status).startsWith('✓');
        const dropped: string[] = [];
        const side = (tick: CellValue, was: string, now: string | undefined) => {
          if (pref || applied || !isTick(tick) || nameKey(was) === nameKey(now ?? '')) return tick;
          dropped.push(planLabel('markDropped', lang, { was, now: now ?? '' }));
          return false;
        };
        put(r, PLAN_COLS.absentA, side(kept.absentA, kept.a, row.shown[0]) as Cell);
        put(r, PLAN_COLS.absentB, side(kept.absentB, kept.b, row.shown[1]) as Cell);
        const note = cellText(kept.status);
        put(
          r,
          PLAN_COLS.status,
          (dropped.length > 0 ? [...dropped, note].filter((x) => x !== '').join(' · ') : kept.status) as Cell,
        );
      }
      // A preference table once seated: its players' names to choose the absent one from.
      const seatedNames = row.names.filter((n): n is string => n !== null);
      if (pref && seatedNames.length > 0) {
        inputs.push({ row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 });
        validations.push({
          rect: { row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 },
          rule: { kind: 'list', values: seatedNames, help: planLabel('helpAbsentPref', lang, { late: o.lateMinutes }) },
        });
        formats.push({ rect: { row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 }, background: SHEET_COLORS.input });
      }
      if (row.late || row.missing)
        formats.push({ rect: { row: r, col: 0, rows: 1, cols: PLAN_COLS.key }, background: SHEET_COLORS.wrong });
      r++;
    }
    formats.push({
      rect: { row: firstRow, col: PLAN_COLS.start, rows: r - firstRow, cols: 1 },
      bold: true,
      align: 'center',
    });
    formats.push({ rect: { row: firstRow, col: PLAN_COLS.end, rows: r - firstRow, cols: 2 }, align: 'center' });
    formats.push({
      rect: { row: firstRow, col: PLAN_COLS.key, rows: r - firstRow, cols: 1 },
      fontColor: SHEET_COLORS.muted,
    });
    if (r > firstRow) {
      if (!pref) {
        for (const col of [PLAN_COLS.absentA, PLAN_COLS.absentB]) {
          const rect = { row: firstRow, col, rows: r - firstRow, cols: 1 };
          inputs.push(rect);
          validations.push({ rect, rule: tick });
          formats.push({ rect, background: SHEET_COLORS.input, align: 'center' });
        }
      }
      // The status of a no-show (the action writes it) and anyone's note: open like the marks.
      inputs.push({ row: firstRow, col: PLAN_COLS.status, rows: r - firstRow, cols: 1 });
      formats.push({ rect: { row: firstRow, col: PLAN_COLS.status, rows: r - firstRow, cols: 1 }, wrap: true });
    }
    r++;
  }
  return {
    key: `dayplan.${o.game}`,
    name: o.name,
    values,
    inputs,
    formats,
    validations,
    highlights: [],
    columnWidths: WIDTHS,
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: dayPlanAnchors(pages),
  };
}

// ---- reading it back -------------------------------------------------------------------------------

/** A planned match (or tour table) as the sheet announces it. */
export interface AnnouncedSlot {
  key: string;
  /** 1-based day of the game, when the row says "Day 2"; null when it shows a date */
  dayNumber: number | null;
  /** "YYYY-MM-DD" when the row shows a date */
  date: string | null;
  /** minutes after midnight (a late time past midnight: more than 1440) */
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
}

/** A time as the plan writes it: "10:05", or "01:10 (+1)" past midnight. */
function readTime(v: CellValue | undefined): number | null {
  const text = cellText(v);
  const m = /^(.*?)\s*\(\+(\d+)\)$/.exec(text);
  const t = parseTime(m ? (m[1] as string) : v);
  return typeof t === 'number' ? t + (m ? Number(m[2]) * 1440 : 0) : null;
}

/**
 * A "did not appear" tick: a checkbox as every sheet reads it (`isTrue`), and the few more marks a
 * referee may paste into it — the Kazakh TRUE, a Cyrillic х, ✓, yes (and a number 1).
 */
export function isTick(v: CellValue | undefined): boolean {
  return isTrue(v) || /^(ақиқат|х|✓|yes|1)$/i.test(cellText(v));
}

/**
 * Every planned match of a day plan sheet, by key, wherever its rows and columns are now (rows are
 * found by their key, so a sort or an inserted row changes nothing). Rows whose time cannot be read
 * (a cell edited by hand) are left out.
 */
export function readDayPlan(sheet: SheetLike): Map<string, AnnouncedSlot> {
  return readDayPlanMarks(sheet).slots;
}

export function readDayPlanMarks(sheet: SheetLike): DayPlanRead {
  const { values, formulas } = readAll(sheet);
  return dayPlanFromValues(values, formulas, readAnchors(sheet));
}

export function dayPlanFromValues(
  values: CellValue[][],
  formulas: string[][],
  anchors: ReturnType<typeof readAnchors>,
): DayPlanRead {
  const view = realign({ rows: [], cols: dayPlanAnchors().cols }, anchors, values, formulas, {
    rows: values.length,
    cols: PLAN_COLS.width,
  });
  const slots = new Map<string, AnnouncedSlot>();
  const marks = new Map<string, RowMarks>();
  view.values.forEach((line, r) => {
    const key = cellText(line[PLAN_COLS.key]);
    if (!/^[gbtf]:/.test(key)) return;
    const absentA = line[PLAN_COLS.absentA] ?? '';
    const absentB = line[PLAN_COLS.absentB] ?? '';
    const status = line[PLAN_COLS.status] ?? '';
    if ([absentA, absentB, status].some((v) => v !== '' && v !== false))
      marks.set(key, { absentA, absentB, status, a: cellText(line[PLAN_COLS.a]), b: cellText(line[PLAN_COLS.b]) });
    const start = readTime(line[PLAN_COLS.start]);
    const end = readTime(line[PLAN_COLS.end]);
    const table = Number(line[PLAN_COLS.table]);
    if (start === null || end === null || !Number.isInteger(table)) return;
    const dayText = cellText(line[PLAN_COLS.day]);
    const date = parseDate(dayText);
    const number = /(\d+)/.exec(dayText);
    const a = cellText(line[PLAN_COLS.a]);
    const b = cellText(line[PLAN_COLS.b]);
    const pref = key.startsWith('t:') || key.startsWith('f:');
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
      label:
        [cellText(line[PLAN_COLS.stage]), cellText(line[PLAN_COLS.match])].filter((x) => x !== '').join(', ') +
        (pref ? `, № ${table}` : ''),
    });
  });
  return { slots, lost: view.lost, statusCol: view.col(PLAN_COLS.status) ?? PLAN_COLS.status, marks };
}
