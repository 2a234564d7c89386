/**
 * Preference: a player not admitted to a seated tour, the caller holding the document lock — the
 * not-admitted action (../actions/notAdmitted.ts, where the rules are cited) and a no-show by the
 * clock (../actions/noShow.ts, Art. 16 item 4). His table plays three-handed; a table kept deal by
 * deal gets its section drawn again for three.
 */
import { nameKey } from '../../rules/names';
import { problem, say, type ActionResult } from '../context';
import type { Ruling } from '../kinds/rulingsSheet';
import { refuse, refuseWith, type SettingsCtx } from './results';
import { applyWithRulings, openTables, recordedAt, seatedTables, seatOf, tablesPlan, writeRuling } from './tableRuling';
import { openProtocol, protocolSource, sectionsNow, sectionTyped } from './protocol';

export interface NotAdmittedData {
  tour: number;
  player: string;
  table: string;
  /** the table's players now, seat order */
  players: string[];
}

/** A player not admitted to tour `n`, the caller holding the document lock (also the no-shows by the clock). */
// eslint-disable-next-line max-lines-per-function -- moved as it was; split in a commit of its own
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
