/**
 * Bringing a registration sheet made by an earlier version up to the current layout, as plain data
 * (the applier is applyColumns.ts). The columns that came since — the committee's "strongest" tick,
 * the affiliation and the decision (Art. 2 item 5, Art. 11 item 3, Art. 14 item 3), the futsal
 * teams' organisation (Art. 6 item 2), the date of each application (Art. 5 item 2; Art. 9, 12,
 * 15 item 3) — are written into the empty columns right after the columns
 * they follow, with their header, validation, format, width and anchor. Nothing typed moves or is
 * overwritten: if any cell of those columns holds something (a note the committee keeps beside the
 * table), nothing is added and the cells are named. Only the columns this version added are added
 * back: a column of the plan the committee deleted by hand is not recreated (the check says what is
 * missing). The old single tick meant both "admitted by the committee" and "seeded": its ticks are
 * copied into the new "strongest" column, so the sheet means after the upgrade what it meant before.
 * The headers and dropdowns of ours whose words changed (the futsal role now offers the goalkeeper)
 * are written again; a header someone retyped is left as it is.
 */
import type { Lang, Text } from '../../i18n/messages';
import { REGISTRATION_FIELDS, TEAM_LIST_FIELDS, type GameId } from '../../rules/registration';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import type { Anchors } from '../identity';
import { a1, type AnchorSpec, type Cell, type Validation } from '../plan';
import {
  columnSpec,
  LATER_COLUMNS,
  registrationAnchors,
  REGISTRATION_ROWS,
  TEAM_ROWS,
  teamListSpec,
} from './registrationSheet';

/** Headers of ours an earlier version wrote, by column id: written again in the current words. */
const OLD_HEADERS: Readonly<Record<string, readonly Text[]>> = {
  'f:role': [{ en: 'Roster (main / substitute)', ru: 'Состав (основной / запасной)', kk: 'Құрам (негізгі / қосалқы)' }],
  'f:pick': [{ en: 'Chosen by the committee', ru: 'Определён Оргкомитетом', kk: 'Ұйымкомитет анықтаған' }],
};

export interface NewColumn {
  id: string;
  /** the sheet column (0-based) it goes into: empty, right after the column of the plan before it */
  col: number;
  header: string;
  rule: Validation | null;
  width: number;
  plainText: boolean;
  /** another number format (the date of an application) */
  numberFormat?: string;
  /** what each data row gets (FALSE in a checkbox column), or null */
  value: Cell;
  /** the sheet column (0-based) whose data rows it takes instead: the old tick, for "strongest" */
  copyFrom: number | null;
  /** data rows it covers (the team list has fewer) */
  rows: number;
}

export interface RegistrationUpgrade {
  /** the sheet's header row (0-based) */
  headerRow: number;
  /** anchors for a sheet written before anchors existed: its columns where the plan put them, its header row */
  anchors: { rows: AnchorSpec[]; cols: AnchorSpec[] };
  columns: NewColumn[];
  /** header cells of ours to write in the current words */
  headers: { col: number; text: string }[];
  /** existing columns whose validation changed (the futsal role), over their data rows */
  validations: { col: number; rows: number; rule: Validation | null }[];
  /** cells (A1) in the way: the new columns would go where something is typed — nothing is added */
  blocked: string[];
}

/** The header, validation … of a planned column by its id. */
function specOf(game: GameId, id: string, lang: Lang): Omit<NewColumn, 'copyFrom' | 'id' | 'col'> {
  const [kind, key] = id.split(':');
  if (kind === 'team') {
    const f = TEAM_LIST_FIELDS.find((x) => x.key === key);
    if (!f) throw new Error(`no team-list column ${id}`);
    return { ...teamListSpec(f.key, lang), rows: TEAM_ROWS };
  }
  const field = REGISTRATION_FIELDS[game].find((x) => x.key === key);
  if (!field) throw new Error(`no column ${id}`);
  const spec = columnSpec(field, lang);
  return {
    header: spec.header,
    rule: spec.rule,
    width: spec.width,
    plainText: spec.plainText,
    value: spec.value,
    rows: REGISTRATION_ROWS[game],
    ...(spec.numberFormat ? { numberFormat: spec.numberFormat } : {}),
  };
}

/**
 * What a registration sheet needs to reach the current layout, or null when it lacks none of the
 * columns this version added. `anchors` as read from the sheet, `values` its whole used area (to
 * see the header and whether the new columns' cells are empty).
 */
export function registrationUpgrade(
  game: GameId,
  lang: Lang,
  anchors: Pick<Anchors, 'rows' | 'cols'>,
  values: readonly (readonly CellValue[])[],
): RegistrationUpgrade | null {
  const planned = registrationAnchors(game);
  const anchored = planned.cols.some((c) => anchors.cols.has(c.id));
  // Where each planned column is on the sheet: by its anchor; on a sheet written before anchors, where the plan put it.
  const at = new Map<string, number>();
  for (const c of planned.cols) {
    const found = anchored ? anchors.cols.get(c.id) : LATER_COLUMNS.has(c.id) ? undefined : c.at;
    if (found !== undefined) at.set(c.id, found);
  }
  const missing = planned.cols.filter((c) => !at.has(c.id) && LATER_COLUMNS.has(c.id));
  if (missing.length === 0) return null;
  const headerRow = anchored ? (anchors.rows.get('header') ?? 0) : 0;
  const header = values[headerRow] ?? [];
  const lastRow = values.length; // rows in the used area
  const extraRows = Math.max(0, lastRow - headerRow - 1);

  // Each missing column goes right after the column of the plan before it (or the one just added).
  const columns: NewColumn[] = [];
  const sorted = [...planned.cols].sort((a, b) => a.at - b.at);
  sorted.forEach((c, k) => {
    if (at.has(c.id) || !LATER_COLUMNS.has(c.id)) return;
    const before = sorted[k - 1];
    const after = before === undefined ? undefined : at.get(before.id);
    if (after === undefined) return; // nothing to place it after (its neighbour was deleted by hand): left to the committee
    const spec = specOf(game, c.id, lang);
    const copyFrom = c.id === 'f:strong' ? (at.get('f:pick') ?? null) : null;
    columns.push({
      id: c.id,
      col: after + 1,
      ...spec,
      copyFrom,
      rows: Math.max(spec.rows, c.id.startsWith('f:') ? extraRows : 0),
    });
    at.set(c.id, after + 1);
  });
  if (columns.length === 0) return null;
  const blocked: string[] = [];
  for (const c of columns)
    values.forEach((row, r) => cellText(row[c.col]) !== '' && row[c.col] !== false && blocked.push(a1(r, c.col)));
  const headers: RegistrationUpgrade['headers'] = [];
  for (const [id, olds] of Object.entries(OLD_HEADERS)) {
    const col = at.get(id);
    if (col === undefined) continue;
    const text = typeof header[col] === 'string' ? (header[col] as string).trim() : '';
    if (olds.some((t) => t[lang] === text)) headers.push({ col, text: specOf(game, id, lang).header });
  }
  const validations: RegistrationUpgrade['validations'] = [];
  const role = at.get('f:role');
  if (role !== undefined)
    validations.push({
      col: role,
      rows: Math.max(REGISTRATION_ROWS[game], extraRows),
      rule: specOf(game, 'f:role', lang).rule,
    });
  const old = planned.cols.filter((c) => !LATER_COLUMNS.has(c.id) && at.has(c.id));
  return {
    headerRow,
    anchors: anchored
      ? { rows: [], cols: [] }
      : { rows: [{ at: 0, id: 'header' }], cols: old.map((c) => ({ at: at.get(c.id) as number, id: c.id })) },
    columns,
    headers,
    validations,
    blocked,
  };
}
