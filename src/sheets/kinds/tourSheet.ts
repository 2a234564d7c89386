/**
 * Preference: a tour sheet's plan: the roster of every player in registration order (table, missed,
 * whists, rating by one PREF_RATING spill) and, beside it, one entry block per table
 * (./tableBlock.ts): pools, mountains and the whists each player wrote on each other (Code 4),
 * settled by PREF_CLOSE_BULLET with the compulsory close of Art. 18 item 13.
 *
 * Where everything sits and the anchors: ./tourLayout.ts; the sheet read back, and each tour's
 * points for the standings: ./tourReader.ts (both re-exported here).
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import type { CellValue } from '../gas';
import { a1, mirror, newGrid, rectA1, type Grid, type Rect, type SheetPlan } from '../plan';
import { cell, COLOR } from './preferenceCommon';
import { BLOCK, blockRules, keepTyped, writeBlock, type BlockLayout } from './tableBlock';
import { TOUR, tourAnchors, tourLayout, type SeatedTable, type TourLayout } from './tourLayout';

export { TOUR, tourAnchors, tourLayout, type SeatedTable, type TourLayout } from './tourLayout';
export {
  completeTours,
  readTour,
  readTourRoster,
  tourFromValues,
  tourPoints,
  tourSheet,
  type RosterLine,
  type RosterRead,
  type TourPoints,
  type TourRecord,
} from './tourReader';

export interface TourPlanOptions {
  lang: Lang;
  name: string;
  n: number;
  /** every registered player, registration order */
  players: readonly string[];
  tables: readonly SeatedTable[];
  /** pool target of the party (Art. 16 item 15: 120) */
  pool: number;
  /** time limit, minutes (Art. 16 item 15: 90) */
  minutes: number;
  /** tour 1: the draw's seed and time (text) */
  seed?: number;
  drawnAt?: string;
  /**
   * What people typed, to write again where it is (a sheet rewritten for a ruling keeps every
   * typed entry of the other tables): read at the plan's coordinates; only the entry cells are taken.
   */
  keep?: readonly (readonly CellValue[])[];
}

/** The heading: the tour, its limits, how it was seated (tour 1: the draw's seed and time). */
function writeHeading(g: Grid, o: TourPlanOptions): void {
  const { lang } = o;
  g.put(TOUR.title, TOUR.label, o.name);
  g.formats.push({ rect: cell(TOUR.title, TOUR.label), bold: true });
  g.put(TOUR.poolRow, TOUR.label, label('prefPoolTarget', lang));
  g.put(TOUR.poolRow, TOUR.value, o.pool);
  g.put(TOUR.timeRow, TOUR.label, label('prefTimeLimit', lang));
  g.put(TOUR.timeRow, TOUR.value, o.minutes);
  g.formats.push({ rect: { row: TOUR.poolRow, col: TOUR.value, rows: 2, cols: 1 }, bold: true, align: 'center' });
  g.put(TOUR.poolRow, TOUR.missed, label('prefCompulsoryNote', lang));
  g.formats.push({ rect: cell(TOUR.poolRow, TOUR.missed), background: COLOR.closed, italic: true });
  const how = TOUR.blocks + BLOCK.player;
  if (o.n === 1) {
    g.put(TOUR.title, how, label('prefByDraw', lang));
    g.put(TOUR.poolRow, how, label('prefSeed', lang));
    g.put(TOUR.poolRow, how + 1, o.seed === undefined ? null : String(o.seed));
    g.put(TOUR.timeRow, how, label('prefDrawnAt', lang));
    g.put(TOUR.timeRow, how + 1, o.drawnAt ?? null);
    g.formats.push({ rect: { row: TOUR.poolRow, col: how + 1, rows: 2, cols: 1 }, bold: true, numberFormat: '@' });
  } else {
    g.put(TOUR.title, how, label('prefByStandings', lang, { n: o.n - 1 }));
  }
  g.formats.push({ rect: cell(TOUR.title, how), italic: true });
}

/** The roster: every player in registration order, his table, missed tick, whists and the rating spill. */
function writeRoster(g: Grid, lang: Lang, layout: TourLayout): void {
  const heads: [number, string][] = [
    [TOUR.no, label('matchNo', lang)],
    [TOUR.player, label('player', lang)],
    [TOUR.table, label('prefTable', lang)],
    [TOUR.missed, label('prefMissed', lang)],
    [TOUR.whists, label('prefWhists', lang)],
    [TOUR.rating, label('prefRating', lang)],
  ];
  for (const [col, h] of heads) g.put(TOUR.header, col, h);
  g.formats.push({
    rect: { row: TOUR.header, col: 0, rows: 1, cols: TOUR.rating + 1 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  const seat = new Map<string, { block: BlockLayout; k: number }>();
  const notAdmitted = new Map<string, BlockLayout>();
  for (const b of layout.blocks) {
    b.players.forEach((p, k) => seat.set(nameKey(p), { block: b, k }));
    for (const p of b.absent ?? []) notAdmitted.set(nameKey(p), b);
  }
  const N = layout.players.length;
  layout.players.forEach((p, i) => {
    const row = TOUR.first + i;
    const at = seat.get(nameKey(p));
    const out = notAdmitted.get(nameKey(p));
    g.put(row, TOUR.no, i + 1);
    g.put(row, TOUR.player, p);
    // Not admitted once seated: his table stays on his line (the record), the tick says he missed it.
    g.put(row, TOUR.table, at ? Number(at.block.label) : out ? Number(out.label) : null);
    // Left the party under way (issue 24 item 16): still a seat; the word says he missed the tour.
    const left = at && (at.block.left ?? []).some((x) => nameKey(x) === nameKey(p));
    g.put(row, TOUR.missed, left ? label('prefLeftWord', lang) : at ? null : true);
    g.put(row, TOUR.whists, at ? { f: mirror(a1(at.block.top + 2 + at.k, at.block.col + BLOCK.result)) } : null);
  });
  if (N > 0) {
    const list = (col: number): string => rectA1({ row: TOUR.first, col, rows: N, cols: 1 }, true);
    g.put(TOUR.first, TOUR.rating, {
      f: `=PREF_RATING(${list(TOUR.whists)},${list(TOUR.table)},${list(TOUR.missed)})`,
    });
    const rosterRect: Rect = { row: TOUR.first, col: 0, rows: N, cols: TOUR.rating + 1 };
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.table, rows: N, cols: 2 }, align: 'center' });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.whists, rows: N, cols: 2 }, background: COLOR.formula });
    g.formats.push({ rect: { row: TOUR.first, col: TOUR.rating, rows: N, cols: 1 }, bold: true });
    g.highlights.push({
      rect: rosterRect,
      formula: `=OR($${a1(TOUR.first, TOUR.missed)}=TRUE,$${a1(TOUR.first, TOUR.missed)}=${JSON.stringify(label('prefLeftWord', lang))})`,
      background: COLOR.missed,
    });
  }
}

export function tourPlan(o: TourPlanOptions): SheetPlan {
  const { lang } = o;
  const layout = tourLayout(o.players, o.tables);
  const g = newGrid(layout.rows, TOUR.width);
  const poolCell = cell(TOUR.poolRow, TOUR.value);
  writeHeading(g, o);
  writeRoster(g, lang, layout);
  // The entry blocks.
  const rules = blockRules(lang, o.pool);
  for (const b of layout.blocks) {
    const r = writeBlock(g, b, { title: label('prefTableN', lang, { t: b.label }), lang, rules, poolTarget: poolCell });
    if (o.keep) for (const rect of r.inputs) keepTyped(g, o.keep, rect);
  }

  const widths = [36, 190, 56, 70, 70, 70, 16, 50, 190, 56, 70, 52, 52, 52, 52, 70, 70, 80];
  return {
    key: 'pref.tour',
    id: `pref.tour.${o.n}`,
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: g.highlights,
    columnWidths: widths,
    frozenRows: TOUR.header + 1,
    frozenCols: 0,
    protect: true,
    anchors: tourAnchors(layout),
  };
}
