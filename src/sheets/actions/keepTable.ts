/**
 * Preference: how a table's party is recorded (Art. 16 item 11: the players record every game and
 * settle the pulka themselves) — deal by deal on the tour's protocol
 * sheet (../kinds/protocolSheet.ts), or as end-of-party totals typed on the tour sheet from a paper
 * pulka. One truth per table: the switch is refused when the side it leaves holds anything typed
 * (typed totals; typed deals, notes or the stopped tick), so nothing a person typed is lost.
 *
 * Keeping a table deal by deal adds its section at the end of the protocol sheet (made on first use)
 * and turns its block on the tour sheet into a view of the pulka. The penalties already recorded
 * for the table (rulings, Art. 18 item 11) become penalty rows of its pulka, with their reasons: a
 * penalty is counted once, in the pulka (./penalty.ts writes later ones there too).
 */
import { applyPlans } from '../apply';
import { say, withLock, type ActionResult, type Ctx } from '../context';
import { openCtx } from '../kinds/settingsSheet';
import { label } from '../../i18n/labels';
import type { SectionTyped } from '../kinds/protocolSheet';
import type { Ruling } from '../kinds/rulingsSheet';
import { openProtocol, protocolSource, sectionsNow, sectionTyped } from '../common/protocol';
import { argSchemas, parseArg, textArg } from '../common/args';
import { refuseWith } from '../common/results';
import { penaltyToken } from '../common/penaltyRow';
import { openTables, rulingsSoFar, seatedTables, tableOf, tablesPlan, tourArg } from '../common/tableRuling';

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
