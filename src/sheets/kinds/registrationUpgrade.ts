/**
 * Bringing a registration sheet made by an earlier version up to the current layout, as plain data
 * (the applier is applyColumns.ts). The columns that came since — the committee's "strongest" tick,
 * the affiliation and the decision (Art. 2 item 5, Art. 11 item 3, Art. 14 item 3), the futsal
 * teams' organisation (Art. 6 item 2) — are inserted beside the columns they follow, so nothing
 * typed moves out of its column or is overwritten, with their header, validation, format, width and
 * anchor. The old single tick meant both "admitted by the committee" and "seeded": its ticks are
 * copied into the new "strongest" column, so the sheet means after the upgrade what it meant before.
 * The headers and dropdowns of ours whose words changed (the futsal role now offers the goalkeeper)
 * are written again; a header someone retyped is left as it is.
 */
import type { Lang, Text } from '../../i18n/messages';
import { REGISTRATION_FIELDS, TEAM_LIST_FIELDS, type GameId } from '../../rules/registration';
import type { CellValue } from '../gas';
import type { Anchors } from '../identity';
import type { AnchorSpec, Cell, Validation } from '../plan';
import { columnSpec, registrationAnchors, REGISTRATION_ROWS, TEAM_ROWS, teamListSpec } from './registrationSheet';

/** The columns this version added: a sheet made before has none of them (and has the others where the plan puts them). */
export const LATER_COLUMNS: ReadonlySet<string> = new Set(['f:strong', 'f:affiliation', 'f:admission', 'team:organisation']);

/** Headers of ours an earlier version wrote, by column id: written again in the current words. */
const OLD_HEADERS: Readonly<Record<string, readonly Text[]>> = {
  'f:role': [{ en: 'Roster (main / substitute)', ru: 'Состав (основной / запасной)', kk: 'Құрам (негізгі / қосалқы)' }],
  'f:pick': [{ en: 'Chosen by the committee', ru: 'Определён Оргкомитетом', kk: 'Ұйымкомитет анықтаған' }],
};

export interface NewColumn {
  id: string;
  header: string;
  rule: Validation | null;
  width: number;
  plainText: boolean;
  /** what each data row gets (FALSE in a checkbox column), or null */
  value: Cell;
  /** the sheet column (0-based) whose data rows it takes instead: the old tick, for "strongest" */
  copyFrom: number | null;
  /** data rows it covers (the team list has fewer) */
  rows: number;
}

export interface ColumnInsert {
  /** inserted right after this sheet column (0-based), as the sheet is before any insert */
  after: number;
  columns: NewColumn[];
}

export interface RegistrationUpgrade {
  /** the sheet's header row (0-based) */
  headerRow: number;
  /** anchors for a sheet written before anchors existed: its columns where the plan put them, its header row */
  anchors: { rows: AnchorSpec[]; cols: AnchorSpec[] };
  /** right to left, so each `after` is still where it was when its turn comes */
  inserts: ColumnInsert[];
  /** header cells of ours to write in the current words (sheet columns before the inserts) */
  headers: { col: number; text: string }[];
  /** existing columns whose validation changed (the futsal role), over their data rows */
  validations: { col: number; rows: number; rule: Validation | null }[];
  /** ids of the columns added, for the message */
  added: string[];
}

/** The header, validation … of a planned column by its id. */
function specOf(game: GameId, id: string, lang: Lang): Omit<NewColumn, 'copyFrom' | 'id'> {
  const [kind, key] = id.split(':');
  if (kind === 'team') {
    const f = TEAM_LIST_FIELDS.find((x) => x.key === key);
    if (!f) throw new Error(`no team-list column ${id}`);
    return { ...teamListSpec(f.key, lang), rows: TEAM_ROWS };
  }
  const field = REGISTRATION_FIELDS[game].find((x) => x.key === key);
  if (!field) throw new Error(`no column ${id}`);
  const spec = columnSpec(field, lang);
  return { header: spec.header, rule: spec.rule, width: spec.width, plainText: spec.plainText, value: spec.value, rows: REGISTRATION_ROWS[game] };
}

/**
 * What a registration sheet needs to reach the current layout, or null when it has every column.
 * `anchors` as read from the sheet, `header` its header row's values, `lastRow` its last row with
 * anything (1-based, as Sheets counts), so the added columns cover every row typed.
 */
export function registrationUpgrade(game: GameId, lang: Lang, anchors: Pick<Anchors, 'rows' | 'cols'>, header: readonly CellValue[], lastRow: number): RegistrationUpgrade | null {
  const planned = registrationAnchors(game);
  const anchored = planned.cols.some((c) => anchors.cols.has(c.id));
  // Where each planned column is on the sheet: by its anchor; on a sheet written before anchors, where the plan put it.
  const at = new Map<string, number>();
  for (const c of planned.cols) {
    const found = anchored ? anchors.cols.get(c.id) : LATER_COLUMNS.has(c.id) ? undefined : c.at;
    if (found !== undefined) at.set(c.id, found);
  }
  const missing = planned.cols.filter((c) => !at.has(c.id));
  if (missing.length === 0) return null;
  const headerRow = anchored ? (anchors.rows.get('header') ?? 0) : 0;
  const extraRows = Math.max(0, lastRow - headerRow - 1);

  // Runs of missing columns, each after the column of the plan before it.
  const runs: ColumnInsert[] = [];
  let previous: string | null = null;
  let run: ColumnInsert | null = null;
  for (const c of [...planned.cols].sort((a, b) => a.at - b.at)) {
    if (at.has(c.id)) {
      previous = c.id;
      run = null;
      continue;
    }
    const spec = specOf(game, c.id, lang);
    const copyFrom = c.id === 'f:strong' ? (at.get('f:pick') ?? null) : null;
    const column: NewColumn = { id: c.id, ...spec, copyFrom, rows: Math.max(spec.rows, c.id.startsWith('f:') ? extraRows : 0) };
    if (!run) {
      run = { after: previous === null ? -1 : (at.get(previous) as number), columns: [] };
      runs.push(run);
    }
    run.columns.push(column);
  }
  const headers: RegistrationUpgrade['headers'] = [];
  for (const [id, olds] of Object.entries(OLD_HEADERS)) {
    const col = at.get(id);
    if (col === undefined) continue;
    const text = typeof header[col] === 'string' ? (header[col] as string).trim() : '';
    if (olds.some((t) => t[lang] === text)) headers.push({ col, text: specOf(game, id, lang).header });
  }
  const validations: RegistrationUpgrade['validations'] = [];
  const role = at.get('f:role');
  if (role !== undefined) validations.push({ col: role, rows: Math.max(REGISTRATION_ROWS[game], extraRows), rule: specOf(game, 'f:role', lang).rule });
  return {
    headerRow,
    anchors: anchored ? { rows: [], cols: [] } : { rows: [{ at: 0, id: 'header' }], cols: planned.cols.filter((c) => at.has(c.id)).map((c) => ({ at: at.get(c.id) as number, id: c.id })) },
    inserts: runs.sort((a, b) => b.after - a.after),
    headers,
    validations,
    added: missing.map((c) => c.id),
  };
}
