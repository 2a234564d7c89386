/**
 * Preference: what every ruling at a table shares (../actions/notAdmitted.ts, ../actions/penalty.ts,
 * ../actions/awardResult.ts, ../actions/leave.ts): the arguments (a tour or the final, a reason),
 * the sheet of that tour read as it is now, and the one all-or-nothing rewrite that writes the
 * ruling's numbers into the tables (a table three-handed, penalties, an awarded result) together
 * with its row on the rulings sheet (../kinds/rulingsSheet.ts).
 *
 * The tour sheet is rewritten from its own plan with every typed entry written again where it is;
 * the applier checks that nothing typed would be lost. A sheet whose rows or columns were moved
 * since the add-on wrote it is refused first (the typed entries could not be put back where they
 * are).
 */
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { applyPlans, type PlanSource } from '../apply';
import type { SheetPlan } from '../plan';
import { nowStamp } from '../clock';
import { findSheet, nameFor, problem, readAll, type ActionResult, type Ctx } from '../context';
import { movedAnchors, readAnchors } from '../identity';
import { describeAnchors } from '../damage';
import { finalFromValues, finalPlan, type FinalRecord } from '../kinds/finalSheet';
import { readRulings, rulingsPlan, type Ruling } from '../kinds/rulingsSheet';
import { standingsNow } from '../kinds/standingsSheet';
import { tourFromValues, tourPlan, tourSheet, type SeatedTable, type TourRecord } from '../kinds/tourSheet';
import type { CellValue, SheetLike } from '../gas';
import { refuse, type SettingsCtx } from './results';
import { textArg } from './args';

/** A tour (1…T) or, unless `final` is false, the final, as the sidebar sends it ("final", or a number). */
export function tourArg(
  ctx: SettingsCtx,
  value: unknown,
  final = true,
): { tour: number | 'final' } | { refusal: ActionResult<never> } {
  const tours = ctx.settings.preference.tours;
  if (value === 'final' && final) return { tour: 'final' };
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= tours) return { tour: value };
  const p = problem(ctx, 'error', 'prefRulingTour', { tours, found: value });
  return { refusal: refuse(p.message, [p]) };
}

/** The reason of a ruling: required text (Art. 17 item 7: the referee decides; the record says why). */
export function reasonArg(ctx: Ctx, value: unknown): { text: string } | { refusal: ActionResult<never> } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    const p = problem(ctx, 'error', 'prefReasonMissing');
    return { refusal: refuse(p.message, [p]) };
  }
  return textArg(ctx, value, 'argReason');
}

/** When a ruling was recorded (or tour 1 drawn), as the sheets show it: "23.11.2026 15:05" on the spreadsheet's clock. */
export function recordedAt(ctx: Ctx): string {
  return nowStamp(ctx);
}

/** A tour's or the final's sheet as it is now, with the values read (to write typed entries again). */
export type TableSheet =
  | { kind: 'tour'; n: number; sheet: SheetLike; rec: TourRecord; values: CellValue[][] }
  | { kind: 'final'; sheet: SheetLike; rec: FinalRecord; values: CellValue[][] };

/** Opens the sheet of a tour or of the final; refuses when it is not seated or its rows were moved. */
export function openTables(ctx: Ctx, tour: number | 'final'): TableSheet {
  const sheet = tour === 'final' ? findSheet(ctx, 'pref.final') : tourSheet(ctx, tour);
  if (!sheet) {
    if (tour === 'final') fail('prefNotSeated', { tour: nameFor(ctx, 'pref.final') });
    fail('prefNotSeated', { tour });
  }
  const { values, formulas } = readAll(sheet);
  const anchors = readAnchors(sheet, values);
  const moved = movedAnchors(anchors);
  if (moved.length > 0) fail('rowsMoved', { sheet: sheet.getName(), what: describeAnchors(moved, ctx.lang) });
  const read = { values, formulas, anchors };
  if (tour === 'final') return { kind: 'final', sheet, rec: finalFromValues(read, sheet.getName(), ctx.lang), values };
  return { kind: 'tour', n: tour, sheet, rec: tourFromValues(read, sheet.getName(), tour, ctx.lang), values };
}

/** The tables of a sheet as a plan would seat them again: players, those not admitted, penalties, an award. */
export function seatedTables(t: TableSheet): SeatedTable[] {
  const tables = t.kind === 'tour' ? t.rec.tables : [t.rec.table];
  const left = new Set(t.kind === 'tour' ? t.rec.roster.filter((l) => l.left).map((l) => nameKey(l.name)) : []);
  return tables.map((x) => ({
    label: x.label,
    players: x.players.slice(),
    absent: (x.block.absent ?? []).slice(),
    left: x.players.filter((p) => left.has(nameKey(p))),
    penalties: x.penalties.slice(),
    awarded: x.awarded ? x.awarded.slice() : null,
    kept: x.block.kept ?? null,
  }));
}

/** Finds a table by label, or refuses naming the tables there are. */
export function tableOf(t: TableSheet, tables: readonly SeatedTable[], label: string): SeatedTable {
  const found = tables.find((x) => x.label === label);
  if (!found)
    fail('prefNoTable', { sheet: t.sheet.getName(), table: label, tables: tables.map((x) => x.label).join(', ') });
  return found;
}

/** The table where a player sits (and his seat), or null. */
export function seatOf(tables: readonly SeatedTable[], player: string): { table: SeatedTable; k: number } | null {
  for (const table of tables) {
    const k = table.players.findIndex((p) => nameKey(p) === nameKey(player));
    if (k >= 0) return { table, k };
  }
  return null;
}

/** The rulings recorded so far (none when the sheet does not exist yet). */
export function rulingsSoFar(ctx: Ctx): Ruling[] {
  const sheet = findSheet(ctx, 'pref.rulings');
  return sheet ? readRulings(sheet, ctx.lang) : [];
}

/** The plan of a tour's or the final's sheet seating `tables`, with every typed entry written again where it is. */
export function tablesPlan(ctx: SettingsCtx, t: TableSheet, tables: readonly SeatedTable[]): SheetPlan {
  if (t.kind === 'tour') {
    const h = t.rec.heading;
    // The players of a tour sheet are its roster (registration order, as seated).
    return tourPlan({
      lang: ctx.lang,
      name: t.sheet.getName(),
      n: t.n,
      players: t.rec.roster.map((l) => l.name),
      tables,
      pool: h.pool,
      minutes: h.minutes,
      ...(h.seed === undefined ? {} : { seed: h.seed }),
      ...(h.drawnAt === undefined ? {} : { drawnAt: h.drawnAt }),
      keep: t.values,
    });
  }
  const table = tables[0] as SeatedTable;
  return finalPlan({
    lang: ctx.lang,
    name: t.sheet.getName(),
    players: table.players,
    pool: t.rec.table.target,
    tours: ctx.settings.preference.tours,
    leftOut: t.rec.leftOut,
    penalties: table.penalties ?? [],
    awarded: table.awarded ?? null,
    kept: table.kept ?? null,
    keep: t.values,
  });
}

/**
 * Writes `plans` and, when rulings are `added`, the rulings sheet with them appended to `soFar`
 * (the rulings the action already read; read here otherwise), all or nothing. The standings sheet
 * says every ruling beside its player ("Rulings" column, issue 24 item 11), so it is rewritten in the
 * same write when `ctx` knows the number of tours and `plans` do not hold it already.
 */
export function applyWithRulings(
  ctx: Ctx | SettingsCtx,
  plans: readonly PlanSource[],
  added: readonly Ruling[],
  soFar?: readonly Ruling[],
): string[] {
  const all = [...plans];
  if (added.length > 0) {
    const rulings = [...(soFar ?? rulingsSoFar(ctx)), ...added];
    all.push(rulingsPlan({ lang: ctx.lang, name: nameFor(ctx, 'pref.rulings'), rulings }));
    const hasStandings = plans.some((p) => !('build' in p) && p.key === 'pref.standings');
    const standings =
      'settings' in ctx && !hasStandings ? standingsNow(ctx, rulings, ctx.settings.preference.tours) : null;
    if (standings) all.push(standings);
  }
  const done = applyPlans(ctx.services.app, all, { editors: ctx.editors ?? [], index: ctx.sheets, lang: ctx.lang });
  return [...done.created, ...done.rewritten];
}

/** Writes the tables (when `tables` is given) and the rulings sheet with `added` appended, all or nothing. */
export function writeRuling(
  ctx: SettingsCtx,
  t: TableSheet | null,
  tables: SeatedTable[] | null,
  added: readonly Ruling[],
): string[] {
  return applyWithRulings(ctx, t && tables ? [tablesPlan(ctx, t, tables)] : [], added);
}
