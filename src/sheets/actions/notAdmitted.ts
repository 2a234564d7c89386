/**
 * Preference: a player not admitted to a tour once it was seated — late past the 10 minutes of
 * Art. 16 item 4, or missing. His table plays three-handed (Art. 16 item 3: "при отсутствии игрока
 * в случаях, установленных пунктом 4"), with the place points of a table of three (item 13); he
 * gets −8 (item 12); no other table and no typed cell changes. Works the same for tour 1 (drawn)
 * and tours 2–T (by the list): the seating is not redone.
 *
 * Refused when his table already has entries (the party is being recorded: award the table a result
 * instead, Art. 17 item 7) and when it would leave a table of two (the committee's options are said).
 */
import { nameKey } from '../../rules/names';
import { problem, say, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { textArg } from '../common/args';
import { refuse, refuseWith, type SettingsCtx } from './common';
import {
  applyWithRulings,
  openTables,
  reasonArg,
  recordedAt,
  seatedTables,
  seatOf,
  tablesPlan,
  tourArg,
  writeRuling,
} from './tableRuling';
import { openProtocol, protocolSource, sectionsNow, sectionTyped } from './keepTable';
import type { Ruling } from '../kinds/rulingsSheet';

export interface NotAdmittedData {
  tour: number;
  player: string;
  table: string;
  /** the table's players now, seat order */
  players: string[];
}

export function notAdmitted(
  services: Services,
  tour: unknown,
  player: unknown,
  reason: unknown,
): ActionResult<NotAdmittedData> {
  const ctx = openCtx(services);
  // A tour only (the final's table comes from the standings; a finalist who does not come is not a three-handed tour table).
  const t = tourArg(ctx, tour, false);
  if ('refusal' in t) return t.refusal;
  const who = textArg(ctx, player, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  const why = reasonArg(ctx, reason);
  if ('refusal' in why) return why.refusal;
  const n = t.tour as number;
  return withLock(ctx, () => notAdmittedHeld(ctx, n, who.text, why.text));
}

/** A player not admitted to tour `n`, the caller holding the document lock (also the no-shows by the clock). */
export function notAdmittedHeld(
  ctx: SettingsCtx,
  n: number,
  whoText: string,
  reason: string,
): ActionResult<NotAdmittedData> {
  const who = { text: whoText };
  const why = { text: reason };
  {
    const sheet = openTables(ctx, n);
    if (sheet.kind !== 'tour') throw new Error('a tour sheet was expected');
    const tables = seatedTables(sheet);
    const at = seatOf(tables, who.text);
    if (!at) {
      const line = sheet.rec.roster.find((l) => nameKey(l.name) === nameKey(who.text));
      const whyNot = say(ctx, line ? 'prefWhyAbsent' : 'prefWhyNotOnRoster');
      const p = problem(ctx, 'error', 'prefNotOnTour', { name: who.text, sheet: sheet.sheet.getName(), why: whyNot });
      return refuse(p.message, [p]);
    }
    const rec = sheet.rec.tables.find((x) => x.label === at.table.label);
    const entries = rec
      ? rec.players
          .flatMap((_, k) => [
            rec.pools[k] !== null ? rec.poolCells[k] : null,
            rec.mountains[k] !== null ? rec.mountainCells[k] : null,
          ])
          .filter((c): c is string => c !== null)
      : [];
    const started = rec !== undefined && (rec.typed || rec.awarded !== null || rec.penalties.some((x) => x !== 0));
    if (started) {
      const cells = entries.length > 0 ? entries.slice(0, 4).join(', ') : say(ctx, 'prefWhistsOrRulings');
      const p = problem(
        ctx,
        'error',
        'prefTableStarted',
        { table: at.table.label, sheet: sheet.sheet.getName(), cells },
        entries[0] ? `${sheet.sheet.getName()}!${entries[0]}` : undefined,
      );
      return refuse(p.message, [p]);
    }
    const name = at.table.players[at.k] as string;
    if (at.table.players.length <= 3) {
      const left = at.table.players.filter((_, k) => k !== at.k).join(', ');
      const p = problem(ctx, 'error', 'prefTableOfTwo', {
        name,
        table: at.table.label,
        sheet: sheet.sheet.getName(),
        left,
      });
      return refuse(p.message, [p]);
    }
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
      reason: why.text,
      at: recordedAt(ctx),
    };
    let sheets: string[];
    if (at.table.kept && sheet.kind === 'tour') {
      // Kept deal by deal: its pulka must not have started either; its section is drawn again for three.
      const proto = openProtocol(ctx, n);
      const section = proto.sections.find((x) => x.label === at.table.label);
      if (section && sectionTyped(section))
        return refuseWith(ctx, 'prefTableStarted', { table: at.table.label, sheet: proto.name, cells: proto.name });
      const empty = { deals: [], stopped: '' };
      const sections = sectionsNow(proto).map((x) =>
        x.label === at.table.label ? { label: x.label, players: at.table.players.slice(), typed: empty } : x,
      );
      const source = protocolSource(ctx, sheet, proto, sections, tables);
      sheets = applyWithRulings(ctx, [source, tablesPlan(ctx, sheet, tables)], [ruling]);
    } else sheets = writeRuling(ctx, sheet, tables, [ruling]);
    return {
      ok: true,
      message: say(ctx, 'prefNotAdmittedDone', { name, tour: n, table: at.table.label }),
      problems: [],
      sheets,
      data: { tour: n, player: name, table: at.table.label, players: at.table.players.slice() },
    };
  }
}
