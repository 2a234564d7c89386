/**
 * Preference: a player not admitted to a seated tour, the caller holding the document lock — the
 * not-admitted action (../actions/notAdmitted.ts, where the rules are cited) and a no-show by the
 * clock (../actions/noShow.ts, Art. 16 item 4). His table plays three-handed; a table kept deal by
 * deal gets its section drawn again for three.
 */
import { nameKey } from '../../rules/names';
import { problem, say, type ActionResult } from '../context';
import type { Ruling } from '../kinds/rulingsSheet';
import type { SeatedTable } from '../kinds/tourSheet';
import { refuse, refuseWith, type SettingsCtx } from './results';
import {
  applyWithRulings,
  openTables,
  recordedAt,
  seatedTables,
  seatOf,
  tablesPlan,
  writeRuling,
  type TableSheet,
} from './tableRuling';
import { openProtocol, protocolSource, sectionsNow, sectionTyped } from './protocol';

export interface NotAdmittedData {
  tour: number;
  player: string;
  table: string;
  /** the table's players now, seat order */
  players: string[];
}

/** A player not admitted to tour `n`, the caller holding the document lock (also the no-shows by the clock). */
export function notAdmittedHeld(
  ctx: SettingsCtx,
  n: number,
  who: string,
  reason: string,
): ActionResult<NotAdmittedData> {
  const sheet = openTables(ctx, n);
  if (sheet.kind !== 'tour') throw new Error('a tour sheet was expected');
  const tables = seatedTables(sheet);
  const at = seatOf(tables, who);
  if (!at) {
    const line = sheet.rec.roster.find((l) => nameKey(l.name) === nameKey(who));
    const whyNot = say(ctx, line ? 'prefWhyAbsent' : 'prefWhyNotOnRoster');
    const p = problem(ctx, 'error', 'prefNotOnTour', { name: who, sheet: sheet.sheet.getName(), why: whyNot });
    return refuse(p.message, [p]);
  }
  const name = at.table.players[at.k] as string;
  const refusal = startedRefusal(ctx, sheet, at.table) ?? tableOfTwoRefusal(ctx, sheet, at);
  if (refusal) return refusal;
  at.table.players.splice(at.k, 1);
  at.table.penalties?.splice(at.k, 1);
  at.table.absent = [...(at.table.absent ?? []), name];
  const ruling: Ruling = {
    tour: n,
    table: at.table.label,
    player: name,
    kind: 'late',
    detail: '',
    points: null,
    whists: null,
    reason,
    at: recordedAt(ctx),
  };
  const sheets = at.table.kept
    ? writeKept(ctx, sheet, tables, at.table, ruling)
    : writeRuling(ctx, sheet, tables, [ruling]);
  if (!Array.isArray(sheets)) return sheets;
  return {
    ok: true,
    message: say(ctx, 'prefNotAdmittedDone', { name, tour: n, table: at.table.label }),
    problems: [],
    sheets,
    data: { tour: n, player: name, table: at.table.label, players: at.table.players.slice() },
  };
}

type TourTables = Extract<TableSheet, { kind: 'tour' }>;

/** His table has entries (the party is being recorded: award the table a result instead): the refusal, naming them. */
function startedRefusal(ctx: SettingsCtx, sheet: TourTables, table: SeatedTable): ActionResult<never> | null {
  const rec = sheet.rec.tables.find((x) => x.label === table.label);
  if (!rec || !(rec.typed || rec.awarded !== null || rec.penalties.some((x) => x !== 0))) return null;
  const entries = rec.players
    .flatMap((_, k) => [
      rec.pools[k] !== null ? rec.poolCells[k] : null,
      rec.mountains[k] !== null ? rec.mountainCells[k] : null,
    ])
    .filter((c): c is string => c !== null);
  const cells = entries.length > 0 ? entries.slice(0, 4).join(', ') : say(ctx, 'prefWhistsOrRulings');
  const p = problem(
    ctx,
    'error',
    'prefTableStarted',
    { table: table.label, sheet: sheet.sheet.getName(), cells },
    entries[0] ? `${sheet.sheet.getName()}!${entries[0]}` : undefined,
  );
  return refuse(p.message, [p]);
}

/** A table of three would be left with two (a party is played by three or four, Art. 16 item 3): the refusal. */
function tableOfTwoRefusal(
  ctx: SettingsCtx,
  sheet: TourTables,
  at: { table: SeatedTable; k: number },
): ActionResult<never> | null {
  if (at.table.players.length > 3) return null;
  const left = at.table.players.filter((_, k) => k !== at.k).join(', ');
  const name = at.table.players[at.k] as string;
  const p = problem(ctx, 'error', 'prefTableOfTwo', {
    name,
    table: at.table.label,
    sheet: sheet.sheet.getName(),
    left,
  });
  return refuse(p.message, [p]);
}

/**
 * A table kept deal by deal: its pulka must not have started either; its section is drawn again
 * for three, with the tables and the ruling, all or nothing. The sheets written, or the refusal.
 */
function writeKept(
  ctx: SettingsCtx,
  sheet: TourTables,
  tables: SeatedTable[],
  table: SeatedTable,
  ruling: Ruling,
): string[] | ActionResult<never> {
  const proto = openProtocol(ctx, sheet.n);
  const section = proto.sections.find((x) => x.label === table.label);
  if (section && sectionTyped(section))
    return refuseWith(ctx, 'prefTableStarted', { table: table.label, sheet: proto.name, cells: proto.name });
  const empty = { deals: [], stopped: '' };
  const sections = sectionsNow(proto).map((x) =>
    x.label === table.label ? { label: x.label, players: table.players.slice(), typed: empty } : x,
  );
  const source = protocolSource(ctx, sheet, proto, sections, tables);
  return applyWithRulings(ctx, [source, tablesPlan(ctx, sheet, tables)], [ruling]);
}
