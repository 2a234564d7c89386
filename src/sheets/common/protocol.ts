/**
 * Preference: the protocol sheet of a tour (or of the final) where tables are kept deal by deal
 * (../kinds/protocolSheet.ts), read as it is now and written again with its sections — by keeping
 * a table (../actions/keepTable.ts), a penalty at a kept table (../actions/penalty.ts) and a
 * player not admitted to one (./notAdmitted.ts).
 */
import { fail } from '../../rules/errors';
import { planId, type PlanSource } from '../apply';
import { findSheet, nameFor, readAll, type Ctx } from '../context';
import type { SheetLike } from '../gas';
import { movedAnchors, readAnchors, sheetIdOf } from '../identity';
import { describeAnchors } from '../damage';
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
import type { SheetPlan } from '../plan';
import type { TableSheet } from './tableRuling';

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
  const anchors = readAnchors(sheet, values);
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
 * the action read, so it is written as it is (sections may move up when one is removed); a protected
 * cell typed over by hand refuses the rewrite (`checkProtected`).
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
  // The sections' typed cells are carried by the plan; a protected cell the committee typed over
  // (the title, a name) is not: the rewrite refuses, naming it, as for any generated sheet.
  return { id: planId(plan), name: proto.name, build: () => plan, checkProtected: true };
}

/** Whether anything is typed in a section: a deal, a note, the stop tick. */
export function sectionTyped(s: ProtocolSection): boolean {
  return s.typed.deals.some((row) => row.some((v) => v !== '' && v !== null)) || s.typed.stopped === true;
}
