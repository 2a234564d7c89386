/**
 * The day plan by player (futsal: by team), to print and hand out: each person's matches with
 * their day, start, court or table, stage and opponent — every match whose players are known so far
 * (the group stage once drawn, a play-off match once its players are decided; preference: every
 * tour, its table once seated). Made from the same rows as the day plan sheet (dayPlanSheet.ts),
 * generated whole and protected.
 */
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import type { Lang } from '../../i18n/messages';
import { formatTime } from '../../rules/dates';
import type { PlanGame } from '../../rules/dayPlanGames';
import { nameKey } from '../../rules/names';
import { MAX_PLAN_ROWS } from '../apply';
import { emptyGrid, SHEET_COLORS, textWidth, type Cell, type Format, type SheetPlan } from '../plan';
import { shownDay, type PlanRow } from './dayPlanSheet';

export interface PeopleSheetOptions {
  game: PlanGame;
  lang: Lang;
  name: string;
  gameName: string;
  rows: readonly PlanRow[];
  /** preference: every registered player (each plays every tour); others: the names the rows know */
  people?: readonly string[];
}

const COLS = { day: 0, start: 1, table: 2, stage: 3, match: 4, other: 5, width: 6 } as const;

/** Each person's rows, in time order; persons by name in the tournament language's order. */
export function rowsByPerson(
  rows: readonly PlanRow[],
  people: readonly string[] | undefined,
  lang: Lang,
): { name: string; rows: PlanRow[] }[] {
  const byKey = new Map<string, { name: string; rows: PlanRow[] }>();
  const add = (name: string) => {
    const k = nameKey(name);
    if (!byKey.has(k)) byKey.set(k, { name, rows: [] });
    return byKey.get(k) as { name: string; rows: PlanRow[] };
  };
  for (const p of people ?? []) add(p);
  for (const row of rows) {
    for (const n of row.names) if (n !== null && (people === undefined || byKey.has(nameKey(n)))) add(n).rows.push(row);
    // A tour everybody plays, not seated yet: on every player's list.
    if (row.everyone) for (const p of byKey.values()) p.rows.push(row);
  }
  const order = (x: PlanRow, y: PlanRow) => x.day - y.day || x.start - y.start || x.key.localeCompare(y.key);
  const collator = new Intl.Collator(lang === 'en' ? 'en' : lang === 'kk' ? 'kk' : 'ru');
  return [...byKey.values()]
    .map((p) => ({ name: p.name, rows: dedupe(p.rows).sort(order) }))
    .sort((x, y) => collator.compare(x.name, y.name));
}

/** A tour not seated has a row per table: a player is at one of them (listed once). */
function dedupe(rows: readonly PlanRow[]): PlanRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const task = r.everyone ? r.key.replace(/:\d+$/, '') : r.key;
    if (seen.has(task)) return false;
    seen.add(task);
    return true;
  });
}

export function dayPlanPeoplePlan(o: PeopleSheetOptions): SheetPlan {
  const { lang } = o;
  const W = COLS.width;
  const pref = o.game === 'preference';
  const place = PLACE_WORDS()[o.game];
  // Each person: a heading band (his name and the column titles) and his rows; the band parts one person
  // from the next, with no blank row between (issue 24 item 7: pages to print).
  const size = (list: readonly { rows: readonly PlanRow[] }[]) => 3 + list.reduce((n, p) => n + 1 + p.rows.length, 0);
  let persons = rowsByPerson(o.rows, o.people, lang);
  // Very many tours not seated yet would not fit the sheet: each player then lists his seated ones (the day plan has the times).
  const shortened = size(persons) > MAX_PLAN_ROWS;
  if (shortened)
    persons = rowsByPerson(
      o.rows.filter((r) => !r.everyone),
      o.people,
      lang,
    );
  const height = size(persons);
  const values: Cell[][] = emptyGrid(Math.max(height, 3), W);
  const formats: Format[] = [];
  const put = (r: number, c: number, v: Cell) => {
    const line = values[r];
    if (line) line[c] = v;
  };
  put(0, 0, planLabel(o.game === 'futsal' ? 'peopleTitleTeams' : 'peopleTitle', lang, { game: o.gameName }));
  formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: W },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  put(1, 0, planLabel(shortened ? 'peopleNoteSeated' : pref ? 'peopleNotePref' : 'peopleNote', lang));
  formats.push({ rect: { row: 1, col: 0, rows: 1, cols: 1 }, italic: true, fontColor: SHEET_COLORS.muted });
  let r = 3;
  for (const p of persons) {
    put(r, COLS.day, p.name);
    put(r, COLS.start, planLabel('start', lang));
    put(r, COLS.table, place.one[lang]);
    put(r, COLS.stage, planLabel('stage', lang));
    put(r, COLS.match, pref ? '' : planLabel('match', lang));
    put(r, COLS.other, planLabel(pref ? 'tablemates' : 'opponent', lang));
    formats.push({ rect: { row: r, col: 0, rows: 1, cols: W }, bold: true, background: SHEET_COLORS.header });
    r++;
    const key = nameKey(p.name);
    for (const row of p.rows) {
      put(r, COLS.day, shownDay(row, lang));
      put(r, COLS.start, formatTime(row.start));
      put(r, COLS.table, row.everyone ? '' : row.table);
      put(r, COLS.stage, row.stage);
      put(r, COLS.match, row.match);
      // The others at the match or table (a tour not seated yet: how it will be seated).
      const others = row.shown.filter(
        (_, i) => row.names[i] === undefined || row.names[i] === null || nameKey(row.names[i] as string) !== key,
      );
      put(r, COLS.other, others.join(', '));
      if (row.late || row.missing)
        formats.push({ rect: { row: r, col: 0, rows: 1, cols: W }, background: SHEET_COLORS.wrong });
      r++;
    }
  }
  return {
    key: `dayplan.people.${o.game}`,
    name: o.name,
    values,
    inputs: [],
    formats,
    validations: [],
    highlights: [],
    // A name heads its block in bold in the first column: never cut (issue 24 item 5).
    columnWidths: [Math.max(110, ...persons.map((p) => textWidth(p.name, true))), 60, 70, 170, 120, 300],
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: { rows: [{ at: 0, id: 'top' }], cols: [] },
  };
}
