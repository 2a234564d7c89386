/**
 * Preference: how a table of a tour is kept (issue 14 item 2) — deal by deal on the tour's protocol
 * sheet (../kinds/protocolSheet.ts), or as end-of-party totals typed on the tour sheet from a paper
 * pulka. One truth per table: the switch is refused when the side it leaves holds anything typed
 * (typed totals; typed deals, notes or the stopped tick), so nothing a person typed is lost.
 *
 * Keeping a table deal by deal adds its section at the end of the protocol sheet (made on first use)
 * and turns its block on the tour sheet into a view of the pulka. The penalties already recorded
 * for the table (rulings, Art. 18 item 11) become penalty rows of its pulka, with their reasons: a
 * penalty is counted once, in the pulka (./penalty.ts writes later ones there too).
 */
import { fail } from '../../rules/errors';
import { applyPlans, planId, type PlanSource } from '../apply';
import { findSheet, nameFor, readAll, say, withLock, type ActionResult, type Ctx } from '../context';
import type { SheetLike } from '../gas';
import { movedAnchors, readAnchors, sheetIdOf } from '../identity';
import { describeAnchors } from '../damage';
import { openCtx } from '../kinds/settingsSheet';
import { label } from '../../i18n/labels';
import {
  FINAL_DEALS,
  pictureCell,
  protocolLayout,
  protocolPlan,
  readProtocol,
  TOUR_DEALS,
  type ProtocolSection,
  type SectionTyped,
} from '../kinds/protocolSheet';
import type { SeatedTable } from '../kinds/tourSheet';
import type { Ruling } from '../kinds/rulingsSheet';
import type { SheetPlan } from '../plan';
import { argSchemas, parseArg, textArg } from '../common/args';
import { refuseWith } from './common';
import { penaltyToken } from './penaltyRow';
import { openTables, rulingsSoFar, seatedTables, tableOf, tablesPlan, tourArg, type TableSheet } from './tableRuling';

export interface KeepRequest {
  /** a tour, or 'final' */
  tour: number | 'final';
  table: string;
  /** 'deals' keeps the table deal by deal; 'totals' goes back to typed end-of-party totals */
  mode: 'deals' | 'totals';
}

export interface KeepData {
  table: string;
  mode: 'deals' | 'totals';
  /** the protocol sheet's name */
  sheet: string;
}

/** A tour's protocol sheet as it is now: its sections (none when it does not exist). Refuses one whose rows moved. */
export interface OpenProtocol {
  sheet: SheetLike | null;
  name: string;
  sections: ProtocolSection[];
}

/** Where the pulkas of a tour (or of the final) are kept: the protocol sheet's key and parameters. */
export function protocolSheetKey(tour: number | 'final'): {
  key: 'pref.protocol' | 'pref.finalProtocol';
  params: Record<string, number>;
} {
  return tour === 'final' ? { key: 'pref.finalProtocol', params: {} } : { key: 'pref.protocol', params: { n: tour } };
}

export function openProtocol(ctx: Ctx, tour: number | 'final'): OpenProtocol {
  const { key, params } = protocolSheetKey(tour);
  const sheet = findSheet(ctx, key, params);
  const name = sheet ? sheet.getName() : nameFor(ctx, key, params);
  if (!sheet) return { sheet: null, name, sections: [] };
  const { values } = readAll(sheet);
  const anchors = readAnchors(sheet);
  const moved = movedAnchors(anchors);
  if (moved.length > 0) fail('rowsMoved', { sheet: name, what: describeAnchors(moved, ctx.lang) });
  return { sheet, name, sections: readProtocol(values, anchors, name, tour === 'final') };
}

/** A section as it will be written: its table, seat order and what is typed in it. */
export interface SectionSpec {
  label: string;
  players: readonly string[];
  typed: SectionTyped;
}

/** The sections of a protocol sheet as they are now, to be written again (the caller changes what it must). */
export function sectionsNow(proto: OpenProtocol): SectionSpec[] {
  return proto.sections.map((s) => ({ label: s.label, players: s.players, typed: s.typed }));
}

/**
 * The pulka sheet of the tour (or final) of `sheet` holding `sections` in that order; and every table
 * of `seated` pointed at its section (kept), or at none (kept by totals). Built from the sections
 * the action read, so it is written as it is (sections may move up when one is removed).
 */
export function protocolSource(
  ctx: Ctx,
  sheet: TableSheet,
  proto: OpenProtocol,
  sections: readonly SectionSpec[],
  seated: readonly SeatedTable[],
): PlanSource {
  const tour = sheet.kind === 'tour' ? sheet.n : 'final';
  const target = sheet.kind === 'tour' ? sheet.rec.heading.pool : sheet.rec.table.target;
  const { key, params } = protocolSheetKey(tour);
  const final = tour === 'final';
  const title = final ? label('protocolFinalTitle', ctx.lang) : label('protocolTitle', ctx.lang, { n: tour });
  const after = final ? 'pref.final' : sheetIdOf('pref.tour', { n: tour });
  const keep = new Map(sections.map((x) => [x.label, x.typed]));
  const plan: SheetPlan = protocolPlan({
    lang: ctx.lang,
    name: proto.name,
    id: sheetIdOf(key, params),
    title,
    target,
    final,
    after,
    tables: sections,
    keep,
  });
  const layout = protocolLayout(sections, final ? FINAL_DEALS : TOUR_DEALS).sections;
  for (const t of seated) {
    const s = layout.find((x) => x.label === t.label);
    t.kept = s ? { sheet: proto.name, ...pictureCell(s) } : null;
  }
  return { id: planId(plan), name: proto.name, build: () => plan };
}

/** The rows a table's recorded penalties become in its pulka: one per ruling, with its reason. */
function penaltyRows(ctx: Ctx, rulings: readonly Ruling[], n: number | 'final', table: string): SectionTyped['deals'] {
  return rulings.flatMap((r, i) => {
    if (r.kind !== 'penalty' || r.tour !== n || r.table !== table) return [];
    const token = penaltyToken(ctx.lang, r.detail, r.points);
    return token === null
      ? []
      : [['', token, r.player, '', '', '', '', label('protocolRulingNote', ctx.lang, { no: i + 1, reason: r.reason })]];
  });
}

/** Whether anything is typed in a section: a deal, a note, the stop tick. */
export function sectionTyped(s: ProtocolSection): boolean {
  return s.typed.deals.some((row) => row.some((v) => v !== '' && v !== null)) || s.typed.stopped === true;
}

export function keepTable(services: Parameters<typeof openCtx>[0], request: unknown): ActionResult<KeepData> {
  const ctx = openCtx(services);
  // "deals" or "totals", exactly: anything else is refused, never taken for "deals"
  const req = parseArg(ctx, argSchemas().keep, request);
  if ('refusal' in req) return req.refusal;
  const r = req.data;
  const t = tourArg(ctx, r.tour);
  if ('refusal' in t) return t.refusal;
  const n = t.tour;
  // the final has one table, "1"
  const which =
    n === 'final' ? { text: '1' } : textArg(ctx, typeof r.table === 'number' ? String(r.table) : r.table, 'argTable');
  if ('refusal' in which) return which.refusal;
  const mode = r.mode;
  return withLock(ctx, () => {
    const sheet = openTables(ctx, n);
    const tables = seatedTables(sheet);
    const table = tableOf(sheet, tables, which.text);
    const rec = sheet.kind === 'tour' ? sheet.rec.tables.find((x) => x.label === table.label) : sheet.rec.table;
    const proto = openProtocol(ctx, n);
    // every section but this table's, as it is
    const sections = sectionsNow(proto).filter((x) => x.label !== table.label);
    if (mode === 'deals') {
      if (table.kept) return refuseWith(ctx, 'protocolAlreadyKept', { table: table.label, sheet: proto.name });
      if (rec?.typed)
        return refuseWith(ctx, 'protocolTotalsTyped', {
          table: table.label,
          sheet: sheet.sheet.getName(),
          cells: [...rec.poolCells, ...rec.mountainCells].join(', '),
        });
      // At the end (a section left over for this table, kept before and switched back with nothing
      // typed, is replaced), with the table's recorded penalties as its first rows.
      sections.push({
        label: table.label,
        players: table.players.slice(),
        typed: { deals: penaltyRows(ctx, rulingsSoFar(ctx), n, table.label), stopped: '' },
      });
      // the penalties are rows of the pulka from now on: not also in the block
      table.penalties = table.players.map(() => null);
    } else {
      if (!table.kept) return refuseWith(ctx, 'protocolNotKept', { table: table.label, sheet: sheet.sheet.getName() });
      const s = proto.sections.find((x) => x.label === table.label);
      if (s && sectionTyped(s)) return refuseWith(ctx, 'protocolDealsTyped', { table: table.label, sheet: proto.name });
    }
    const source = protocolSource(ctx, sheet, proto, sections, tables);
    const done = applyPlans(ctx.services.app, [source, tablesPlan(ctx, sheet, tables)], {
      editors: ctx.editors ?? [],
      index: ctx.sheets,
      lang: ctx.lang,
    });
    return {
      ok: true,
      message: say(ctx, mode === 'deals' ? 'protocolKeptDone' : 'protocolTotalsDone', {
        table: table.label,
        sheet: proto.name,
        tour: sheet.sheet.getName(),
      }),
      problems: [],
      sheets: [...done.created, ...done.rewritten],
      data: { table: table.label, mode, sheet: proto.name },
    };
  });
}
