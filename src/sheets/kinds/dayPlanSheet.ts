/**
 * The day plan sheet of a game: the committee's times and places of every match (Art. 3 items 1–2:
 * participants are told them at least a day ahead). Whether the plan fits, then for each day its
 * matches (or tours) in time order across the courts / tables / boards — each day after the first
 * on a page of its own (a row anchor "p:<day>:all" on each heading marks the page break of the
 * downloaded record, src/sheets/print.ts) — each row with its day, start, end, court or table, stage, match,
 * players, a language-free key and its referee. Generated whole (protected; regenerated, never edited by
 * hand) but for the open cells: the "did not appear" marks, the no-show status and the referee the
 * committee types (Art. 8 item 9, Art. 11 item 19, Art. 17 item 7), each put back on its row when the
 * plan is made again.
 *
 * Its columns and marks: ./dayPlanColumns.ts; the sheet read back (`readDayPlan`: every planned match
 * with its announced time, for the no-shows by the clock and the notices): ./dayPlanReader.ts. Both
 * are re-exported here.
 */
import { label } from '../../i18n/labels';
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import type { Lang } from '../../i18n/messages';
import { formatDate, formatTime } from '../../rules/dates';
import type { PlanGame } from '../../rules/dayPlanGames';
import { nameKey } from '../../rules/names';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { newGrid, SHEET_COLORS, type AnchorSpec, type Cell, type Grid, type SheetPlan, type Validation } from '../plan';
import { dayPlanAnchors, isTick, PLAN_COLS, type RowMarks } from './dayPlanColumns';

export { dayPlanAnchors, isTick, PLAN_COLS, type RowMarks } from './dayPlanColumns';
export {
  dayPlanFromValues,
  readDayPlan,
  readDayPlanMarks,
  type AnnouncedSlot,
  type DayPlanRead,
} from './dayPlanReader';

/** One planned match, or one table of a preference tour, as the sheet shows it. */
export interface PlanRow {
  /** the task's id (dayPlanGames.ts TASK_ID); a preference tour's table: "t:3:5" */
  key: string;
  /** 0-based day of the game */
  day: number;
  /** "YYYY-MM-DD", or null while the first day is not set */
  date: string | null;
  /** minutes after midnight of `date` (`day`), below 1440: a real time */
  start: number;
  /** minutes after midnight of that day: above 1440 when the match ends after midnight */
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
  /** when it was made, on the spreadsheet's clock (../clock.ts): "23.11.2026 15:29" */
  madeAt: string;
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

/** Narrow columns (names wrap): a page's width holds the row at a readable scale (src/sheets/print.ts). */
const WIDTHS = [75, 45, 45, 45, 130, 95, 165, 50, 165, 50, 140, 60, 120];

/** The day as a row shows it: its date, else "Day 2". */
export function shownDay(row: Pick<PlanRow, 'day' | 'date'>, lang: Lang): string {
  return row.date === null ? planLabel('dayN', lang, { n: row.day + 1 }) : formatDate(row.date);
}

/** A part of the sheet: a day and a court / table (null: the whole day), its rows in time order. */
interface Part {
  day: number;
  table: number | null;
  rows: PlanRow[];
}

/**
 * The parts: one per calendar day, its matches in time order and, at one time, by court / table —
 * the day as it is played and announced, compact on paper (issue 24 item 7: a part per court or
 * table printed one table to a page).
 */
function partsOf(rows: readonly PlanRow[]): Part[] {
  const days = [...new Set(rows.map((r) => r.day))].sort((x, y) => x - y);
  const inOrder = (x: PlanRow, y: PlanRow) => x.start - y.start || x.table - y.table || x.key.localeCompare(y.key);
  const parts = days.map((day) => ({ day, table: null, rows: rows.filter((r) => r.day === day).sort(inOrder) }));
  return parts;
}

/** Rows the sheet takes with these parts: each a heading, a header, its rows and a blank row. */
function partsHeight(parts: readonly { rows: readonly PlanRow[] }[], top: number): number {
  return top + parts.reduce((n, b) => n + 2 + b.rows.length + 1, 0);
}

/** The column headers, in the tournament language (preference: one column of players, a name as the mark). */
function headers(o: DayPlanSheetOptions): Record<keyof typeof PLAN_COLS, string> {
  const { lang } = o;
  const pref = o.game === 'preference';
  return {
    day: planLabel('day', lang),
    start: planLabel('start', lang),
    end: planLabel('end', lang),
    table: PLACE_WORDS()[o.game].one[lang],
    stage: planLabel('stage', lang),
    match: pref ? '' : planLabel('match', lang),
    a: pref ? planLabel('players', lang) : label(o.game === 'futsal' ? 'teamA' : 'playerA', lang),
    absentA: planLabel(pref ? 'absentPref' : 'absent', lang),
    b: pref ? '' : label(o.game === 'futsal' ? 'teamB' : 'playerB', lang),
    absentB: pref ? '' : planLabel('absent', lang),
    status: planLabel('noShowStatus', lang),
    key: planLabel('key', lang),
    referee: planLabel('referee', lang),
    width: '',
  };
}

/** The title, when the plan was made, and what it says (it fits, or what does not and what would). */
function writeSummary(g: Grid, o: DayPlanSheetOptions): void {
  const { lang } = o;
  const W = PLAN_COLS.width;
  g.put(0, 0, planLabel('title', lang, { game: o.gameName }));
  g.formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: W },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  g.put(1, 0, planLabel('made', lang, { at: o.madeAt }));
  g.formats.push({ rect: { row: 1, col: 0, rows: 1, cols: 1 }, italic: true, fontColor: SHEET_COLORS.muted });
  o.summary.forEach((line, i) => {
    g.put(2 + i, 0, line.text);
    g.formats.push({
      rect: { row: 2 + i, col: 0, rows: 1, cols: 1 },
      bold: i === 0,
      fontColor: line.bad ? SHEET_COLORS.wrongText : '#000000',
    });
  });
}

/**
 * The marks of the sheet as it was, put back on the row of the same key. A tick not applied yet is
 * for the player the row named when it was made: a side now naming someone else (a play-off filled
 * in, a result corrected) loses its tick, and the status says so.
 */
function putMarks(g: Grid, o: DayPlanSheetOptions, row: PlanRow, r: number): void {
  const kept = o.marks?.get(row.key);
  if (!kept) return;
  g.put(r, PLAN_COLS.referee, kept.referee as Cell);
  const pref = o.game === 'preference';
  const applied = cellText(kept.status).startsWith('✓');
  const dropped: string[] = [];
  const side = (tick: CellValue, was: string, now: string | undefined) => {
    if (pref || applied || !isTick(tick) || nameKey(was) === nameKey(now ?? '')) return tick;
    dropped.push(planLabel('markDropped', o.lang, { was, now: now ?? '' }));
    return false;
  };
  g.put(r, PLAN_COLS.absentA, side(kept.absentA, kept.a, row.shown[0]) as Cell);
  g.put(r, PLAN_COLS.absentB, side(kept.absentB, kept.b, row.shown[1]) as Cell);
  const note = cellText(kept.status);
  g.put(
    r,
    PLAN_COLS.status,
    (dropped.length > 0 ? [...dropped, note].filter((x) => x !== '').join(' · ') : kept.status) as Cell,
  );
}

/** One planned match (or tour table) on row `r`: its slot, sides and key, its marks, its formats. */
function writeRow(g: Grid, o: DayPlanSheetOptions, row: PlanRow, r: number): void {
  const { lang } = o;
  const pref = o.game === 'preference';
  g.put(r, PLAN_COLS.day, shownDay(row, lang));
  g.put(r, PLAN_COLS.start, formatTime(row.start));
  // An end past midnight is written at its real time (the reader takes an end before the start as the next day's).
  g.put(r, PLAN_COLS.end, formatTime(row.end % 1440));
  g.put(r, PLAN_COLS.table, row.table);
  g.put(r, PLAN_COLS.stage, row.stage);
  g.put(r, PLAN_COLS.match, row.match);
  if (pref) g.put(r, PLAN_COLS.a, row.shown.join(', '));
  else {
    g.put(r, PLAN_COLS.a, row.shown[0] ?? '');
    g.put(r, PLAN_COLS.b, row.shown[1] ?? '');
  }
  g.put(r, PLAN_COLS.key, row.key);
  putMarks(g, o, row, r);
  // A preference table once seated: its players' names to choose the absent one from.
  const seatedNames = row.names.filter((n): n is string => n !== null);
  if (pref && seatedNames.length > 0) {
    g.inputs.push({ row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 });
    g.validations.push({
      rect: { row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 },
      rule: { kind: 'list', values: seatedNames, help: planLabel('helpAbsentPref', lang, { late: o.lateMinutes }) },
    });
    g.formats.push({ rect: { row: r, col: PLAN_COLS.absentA, rows: 1, cols: 1 }, background: SHEET_COLORS.input });
  }
  if (row.late || row.missing)
    g.formats.push({ rect: { row: r, col: 0, rows: 1, cols: PLAN_COLS.key }, background: SHEET_COLORS.wrong });
}

/** What one plan of a day plan sheet draws with. */
interface Drawing {
  g: Grid;
  o: DayPlanSheetOptions;
  headers: Record<keyof typeof PLAN_COLS, string>;
  /** the "did not appear" tick of a match's side */
  tick: Validation;
  /** the page anchors, one per part's heading */
  pages: AnchorSpec[];
}

/** A part from row `r`: its heading (a page of its own), the header, its rows, the formats of its columns. Returns the row after it. */
function writePart(d: Drawing, part: Part, r: number): number {
  const { g, o } = d;
  const { lang } = o;
  const W = PLAN_COLS.width;
  const first = part.rows[0] as PlanRow;
  const note = o.dayNotes?.[part.day];
  const dayText =
    first.date === null
      ? planLabel('dayN', lang, { n: part.day + 1 })
      : planLabel('dayHeading', lang, { n: part.day + 1, date: formatDate(first.date) });
  const place = PLACE_WORDS()[o.game];
  const tableText = part.table === null ? '' : ` · ${place.n[lang].replace('{n}', String(part.table))}`;
  g.put(r, 0, `${dayText}${tableText}${note ? ` · ${note}` : ''}`);
  g.formats.push({
    rect: { row: r, col: 0, rows: 1, cols: W },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  d.pages.push({ at: r, id: `p:${part.day + 1}:${part.table ?? 'all'}` });
  r++;
  for (const [k, c] of Object.entries(PLAN_COLS) as [keyof typeof PLAN_COLS, number][])
    if (k !== 'width') g.put(r, c, d.headers[k]);
  g.formats.push({
    rect: { row: r, col: 0, rows: 1, cols: W },
    bold: true,
    background: SHEET_COLORS.header,
    wrap: true,
    align: 'center',
  });
  r++;
  const firstRow = r;
  for (const row of part.rows) writeRow(g, o, row, r++);
  formatPart(d, firstRow, r);
  return r + 1;
}

/** The formats of a part's rows `from`…`to` − 1, and its open cells: the ticks (not preference) and the status. */
function formatPart(d: Drawing, from: number, to: number): void {
  const { g } = d;
  const rows = to - from;
  g.formats.push({ rect: { row: from, col: PLAN_COLS.start, rows, cols: 1 }, bold: true, align: 'center' });
  g.formats.push({ rect: { row: from, col: PLAN_COLS.end, rows, cols: 2 }, align: 'center' });
  g.formats.push({ rect: { row: from, col: PLAN_COLS.key, rows, cols: 1 }, fontColor: SHEET_COLORS.muted });
  if (to <= from) return;
  if (d.o.game !== 'preference') {
    for (const col of [PLAN_COLS.absentA, PLAN_COLS.absentB]) {
      const rect = { row: from, col, rows, cols: 1 };
      g.inputs.push(rect);
      g.validations.push({ rect, rule: d.tick });
      g.formats.push({ rect, background: SHEET_COLORS.input, align: 'center' });
    }
  }
  // The status of a no-show (the action writes it) and anyone's note: open like the marks.
  g.inputs.push({ row: from, col: PLAN_COLS.status, rows, cols: 1 });
  g.formats.push({ rect: { row: from, col: PLAN_COLS.status, rows, cols: 1 }, wrap: true });
  // The referee the committee names for the row (Art. 8 item 9, Art. 11 item 19, Art. 17 item 7): typed here, kept.
  const referee = { row: from, col: PLAN_COLS.referee, rows, cols: 1 };
  g.inputs.push(referee);
  g.formats.push({ rect: referee, background: SHEET_COLORS.input, wrap: true });
}

export function dayPlanSheetPlan(o: DayPlanSheetOptions): SheetPlan {
  const top = 2 + o.summary.length + 1;
  const parts = partsOf(o.rows);
  const g = newGrid(Math.max(partsHeight(parts, top), top + 1), PLAN_COLS.width);
  writeSummary(g, o);
  const d: Drawing = {
    g,
    o,
    headers: headers(o),
    tick: { kind: 'checkbox', help: planLabel('helpAbsent', o.lang, { late: o.lateMinutes }) },
    pages: [],
  };
  let r = top;
  for (const part of parts) r = writePart(d, part, r);
  return {
    key: `dayplan.${o.game}`,
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: [],
    columnWidths: WIDTHS,
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: dayPlanAnchors(d.pages),
  };
}
