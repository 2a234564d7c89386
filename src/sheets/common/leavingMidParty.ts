/**
 * Preference: a player who leaves, or is disqualified, while his party is under way (issue 24 item
 * 16), the caller holding the document lock. Art. 16 item 3: "партия играется тремя участниками …
 * при отсутствии игрока в случаях, установленных пунктом 4 настоящей статьи и абзацем пятым пункта
 * 7 статьи 17" — his table plays on three-handed (docs/rules.md "A player leaving mid-party").
 *
 * A table kept deal by deal gets a `выбыл` row as its pulka's next row (the deals before stand; the
 * three play on and settle among themselves, PREF_PROTOCOL); the tour's roster says `выбыл` in his
 * missed column (−8 for the tour, Art. 16 item 12); the ruling (left or disqualified, from this
 * tour) goes on the rulings sheet, so he is seated in no later tour and not in the final. All in one
 * write. Refused in words: he is not at a table of that tour, his table has three, it is kept on
 * paper, or its pulka does not take the row (over, or a row to correct first).
 */
import { formatError } from '../../i18n/format';
import { Pulka } from '../../rules/deals';
import { TournamentError } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { label } from '../../i18n/labels';
import { say, type ActionResult } from '../context';
import type { LeaveData } from './leaving';
import type { Ruling } from '../kinds/rulingsSheet';
import { refuseWith, type SettingsCtx } from './results';
import { openProtocol, protocolSource, sectionsNow } from './protocol';
import {
  applyWithRulings,
  openTables,
  recordedAt,
  rulingsSoFar,
  seatedTables,
  seatOf,
  tablesPlan,
} from './tableRuling';

export interface LeftMidPartyData extends LeaveData {
  midParty: true;
  table: string;
  /** the three who play on, seat order */
  players: string[];
}

/** Records that the player typed as `who` leaves his party of tour `tour` under way. */
export function leaveMidPartyHeld(
  ctx: SettingsCtx,
  r: { who: string; kind: 'left' | 'disqualified'; tour: number; reason: string },
): ActionResult<LeftMidPartyData> {
  const sheet = openTables(ctx, r.tour);
  if (sheet.kind !== 'tour') throw new Error('a tour sheet was expected');
  const tables = seatedTables(sheet);
  const at = seatOf(tables, r.who);
  const where = { sheet: sheet.sheet.getName(), tour: r.tour };
  if (!at) return refuseWith(ctx, 'prefLeaveMidNotSeated', { ...where, name: r.who });
  const { table } = at;
  const name = table.players[at.k] as string;
  const gone = table.left ?? [];
  if (gone.some((x) => nameKey(x) === nameKey(name)))
    return refuseWith(ctx, 'prefLeaveMidAlready', { ...where, name, table: table.label });
  if (table.players.length - gone.length < 4)
    return refuseWith(ctx, 'prefLeaveMidThree', { ...where, name, table: table.label });
  if (!table.kept)
    return refuseWith(ctx, 'prefLeaveMidPaper', { ...where, name, table: table.label, next: r.tour + 1 });
  const proto = openProtocol(ctx, r.tour);
  const section = proto.sections.find((s) => s.label === table.label);
  if (!section || section.free === null)
    return refuseWith(ctx, 'protocolFull', { table: table.label, sheet: proto.name });
  const deals = section.typed.deals.map((row) => row.slice());
  const soFar = rulingsSoFar(ctx);
  deals[section.free] = [
    '',
    label('prefLeftWord', ctx.lang),
    name,
    '',
    '',
    '',
    '',
    label('protocolRulingNote', ctx.lang, { no: soFar.length + 1, reason: r.reason }),
  ];
  // The pulka must take the row as PREF_PROTOCOL will read it: not over, no row to correct first.
  const problem = pulkaProblem(deals.slice(0, section.free + 1), section.players, sheet.rec.heading.pool, ctx);
  if (problem) return refuseWith(ctx, 'prefLeaveMidPulka', { table: table.label, sheet: proto.name, problem });
  table.left = [...gone, name];
  const sections = sectionsNow(proto).map((x) =>
    x.label === table.label ? { ...x, typed: { deals, stopped: section.typed.stopped } } : x,
  );
  const ruling: Ruling = {
    tour: r.tour,
    table: table.label,
    player: name,
    kind: r.kind,
    detail: '',
    points: null,
    whists: null,
    reason: r.reason,
    at: recordedAt(ctx),
  };
  const source = protocolSource(ctx, sheet, proto, sections, tables);
  const sheets = applyWithRulings(ctx, [source, tablesPlan(ctx, sheet, tables)], [ruling], soFar);
  const players = table.players.filter((p) => !table.left?.includes(p));
  return {
    ok: true,
    message: say(ctx, 'prefLeaveMidDone', {
      name,
      kind: say(ctx, r.kind === 'left' ? 'prefKindLeft' : 'prefKindDisqualified'),
      tour: r.tour,
      table: table.label,
      players: players.join(', '),
      sheet: proto.name,
    }),
    problems: [],
    sheets,
    data: { player: name, kind: r.kind, from: r.tour, midParty: true, table: table.label, players },
  };
}

/** What PREF_PROTOCOL would say of `rows` (the deal cells, without the note), or null when it takes them. */
function pulkaProblem(
  rows: readonly (readonly unknown[])[],
  players: readonly string[],
  target: number,
  ctx: SettingsCtx,
): string | null {
  try {
    const pulka = new Pulka(players.length, target, players);
    rows.forEach((row, i) => pulka.row(row.slice(0, 3 + players.length), i));
    return null;
  } catch (e) {
    if (!(e instanceof TournamentError)) throw e;
    return formatError('PREF_PROTOCOL', e.code, e.params, e.where, ctx.lang);
  }
}
