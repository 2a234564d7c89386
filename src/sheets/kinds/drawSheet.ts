/**
 * The draw log sheet (SPEC §5 "draws are auditable"): the seed, the time, the method, the pots
 * as dealt and the resulting groups. The same seed and the same registration reproduce the same
 * draw (src/rules/draw.ts). Later stages read the groups back from here (`drawnGroups`).
 */
import { isIdCell } from '../idColumn';
import type { Lang } from '../../i18n/messages';
import type { Text } from '../../i18n/messages';
import type { DrawResult } from '../../rules/draw';
import { groupLetter } from '../../rules/draw';
import { cellText, findSheet, readAll, type Ctx } from '../context';
import type { CellValue } from '../gas';
import type { GroupGame, GroupSpec } from './groupSheet';
import { fail } from '../../rules/errors';
import { refuseIfDamaged } from '../damage';
import { readAnchors, realign } from '../identity';
import { emptyGrid, SHEET_COLORS, type AnchorSpec, type Cell, type SheetPlan } from '../plan';

const W: Record<string, Text> = {
  title: { en: 'Draw — {game}', ru: 'Жеребьёвка — {game}', kk: 'Жеребе — {game}' },
  seed: { en: 'Seed', ru: 'Ключ жеребьёвки', kk: 'Жеребе кілті' },
  time: { en: 'Time', ru: 'Время', kk: 'Уақыт' },
  method: { en: 'Method', ru: 'Метод', kk: 'Әдіс' },
  methodText: {
    en: 'Seeded players by pot, serpentine over the groups (each group as few as possible); the rest shuffled with the seed and dealt on (Art. 8 item 3, Art. 11 item 3, Art. 14 item 3)',
    ru: 'Сеяные — по корзинам, змейкой по группам (чтобы в одной группе их было как можно меньше); остальные перемешаны по ключу и распределены далее (ст. 8 п. 3, ст. 11 п. 3, ст. 14 п. 3)',
    kk: 'Себілгендер — себеттер бойынша, топтарға «жыланша» (бір топта олар мүмкіндігінше аз болатындай); қалғандары кілт бойынша араластырылып, әрі қарай бөлінді (8-бап, 3-тармақ; 11-бап, 3-тармақ; 14-бап, 3-тармақ)',
  },
  pot: { en: 'Pot', ru: 'Корзина', kk: 'Себет' },
  unseeded: { en: 'drawn', ru: 'жеребьёвка', kk: 'жеребе' },
  order: { en: 'Order', ru: 'Порядок', kk: 'Реті' },
  player: { en: 'Player / team', ru: 'Участник / команда', kk: 'Қатысушы / команда' },
  group: { en: 'Group', ru: 'Группа', kk: 'Топ' },
  no: { en: 'No.', ru: '№', kk: '№' },
};

/** Columns of the result table (read back by `readDrawGroups`). */
const RESULT_COL = 5;
const COLS = 8;

export function drawLogPlan(options: {
  key: string;
  name: string;
  lang: Lang;
  gameName: string;
  result: DrawResult;
  names: ReadonlyMap<string, string>;
  /** when it was drawn, on the spreadsheet's clock (../clock.ts): "23.11.2026 15:29" */
  time: string;
}): SheetPlan {
  const { lang, result } = options;
  const potRows = result.pots.reduce((n, p) => n + p.ids.length, 0);
  const resultRows = result.groups.reduce((n, g) => n + g.length, 0);
  const rows = Math.max(6 + potRows, 1 + resultRows);
  const values: Cell[][] = emptyGrid(rows, COLS);
  const put = (r: number, c: number, v: Cell) => {
    const line = values[r];
    if (line) line[c] = v;
  };
  const t = (k: string) => (W[k] as Text)[lang];
  put(0, 0, t('title').replace('{game}', options.gameName));
  put(1, 0, t('seed'));
  put(1, 1, result.seed);
  put(2, 0, t('time'));
  put(2, 1, options.time);
  put(3, 0, t('method'));
  put(3, 1, t('methodText'));
  put(5, 0, t('pot'));
  put(5, 1, t('order'));
  put(5, 2, t('player'));
  let r = 6;
  for (const pot of result.pots) {
    pot.ids.forEach((id, i) => {
      put(r, 0, pot.pot === null ? t('unseeded') : pot.pot);
      put(r, 1, i + 1);
      put(r, 2, options.names.get(id) ?? id);
      r++;
    });
  }
  put(0, RESULT_COL, t('group'));
  put(0, RESULT_COL + 1, t('no'));
  put(0, RESULT_COL + 2, t('player'));
  r = 1;
  result.groups.forEach((g, gi) => {
    g.forEach((id, i) => {
      put(r, RESULT_COL, groupLetter(gi));
      put(r, RESULT_COL + 1, i + 1);
      put(r, RESULT_COL + 2, options.names.get(id) ?? id);
      r++;
    });
  });
  return {
    key: options.key,
    name: options.name,
    values,
    inputs: [],
    formats: [
      { rect: { row: 0, col: 0, rows: 1, cols: 3 }, bold: true },
      { rect: { row: 1, col: 0, rows: 3, cols: 1 }, bold: true },
      { rect: { row: 3, col: 1, rows: 1, cols: 1 }, wrap: false, italic: true },
      { rect: { row: 5, col: 0, rows: 1, cols: 3 }, bold: true, background: SHEET_COLORS.header },
      { rect: { row: 0, col: RESULT_COL, rows: 1, cols: 3 }, bold: true, background: SHEET_COLORS.header },
    ],
    validations: [],
    highlights: [],
    columnWidths: [110, 140, 220, 20, 20, 70, 40, 220],
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
    anchors: drawAnchors(),
  };
}

/** The draw log's columns, found again after columns are inserted (the groups are read from them). */
export function drawAnchors(): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [{ at: 0, id: 'top' }],
    cols: [
      { at: 0, id: 'c:pot' },
      { at: 1, id: 'c:order' },
      { at: 2, id: 'c:entrant' },
      { at: RESULT_COL, id: 'c:group' },
      { at: RESULT_COL + 1, id: 'c:no' },
      { at: RESULT_COL + 2, id: 'c:player' },
    ],
  };
}

/**
 * The groups of a draw log sheet's values (in the plan's coordinates): A, B, C … and in each the
 * players by their number — so a sort of the table by hand changes nothing. Empty when there is
 * no draw. A group whose numbers are not 1, 2, 3 … (a row deleted or a number changed by hand) is
 * damage: `damaged` gets the group's letter.
 */
export function readDrawGroups(
  values: readonly (readonly CellValue[])[],
  damaged?: (group: string) => never,
): GroupSpec[] {
  const byLetter = new Map<string, { no: number; name: string }[]>();
  for (const row of values.slice(1)) {
    if (row.some(isIdCell)) continue; // the hidden id row of the columns (../idColumn.ts) is no player
    const letter = cellText(row[RESULT_COL]);
    const name = cellText(row[RESULT_COL + 2]);
    if (letter === '' || name === '') continue;
    const no = Number(row[RESULT_COL + 1]);
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), { no, name }]);
  }
  return [...byLetter.keys()].sort().map((letter) => {
    const list = (byLetter.get(letter) ?? []).sort((x, y) => x.no - y.no);
    if (damaged && list.some((x, i) => x.no !== i + 1)) damaged(letter);
    return { letter, players: list.map((x) => x.name) };
  });
}

/** The seed recorded on a draw log sheet, or null. */
export function readDrawSeed(values: readonly (readonly CellValue[])[]): number | null {
  const v = values[1]?.[1];
  return typeof v === 'number' ? v : null;
}

/** The groups as drawn (read from the draw log sheet), or null when there is no draw yet. */
export function drawnGroups(ctx: Ctx, game: GroupGame): GroupSpec[] | null {
  const sheet = findSheet(ctx, `draw.${game}`);
  if (!sheet) return null;
  const { values, formulas } = readAll(sheet);
  // Seen where the plan put the columns, wherever they are now (rows are scanned: inserted blank rows are skipped).
  const view = realign(
    drawAnchors(),
    readAnchors(sheet, values),
    { values, formulas },
    { rows: values.length, cols: COLS },
  );
  refuseIfDamaged(sheet.getName(), view, ctx.lang);
  const groups = readDrawGroups(view.values, (group) => fail('drawLogDamaged', { sheet: sheet.getName(), group }));
  return groups.length > 0 ? groups : null;
}
