/**
 * Preference: a player who leaves the tournament (Art. 16 item 4: "отказаться от дальнейшего
 * участия") or is disqualified (Art. 17 item 7, last paragraph), from a given tour or from the final.
 * He is seated in no tour from then on and not in the final (seatTour, seatFinal read the rulings
 * sheet); his results so far stay; each tour he is not seated in gives −8 like any missed tour (Art.
 * 16 item 12); the standings mark him.
 *
 * A tour already seated with him at a table is not changed here: if his table has not started, mark
 * him not admitted to that tour first (./notAdmitted.ts: his table plays three-handed); if it has,
 * his result there stands (or the referee awards the table a result) and he leaves from the next.
 */
import { nameKey } from '../../rules/names';
import { findSheet, nameFor, problem, say, withLock, type ActionResult } from '../context';
import { readAttendance } from '../kinds/attendanceSheet';
import type { Services } from '../gas';
import { FINAL_WORD, type Ruling } from '../kinds/rulingsSheet';
import { openCtx } from '../kinds/settingsSheet';
import { readTourRoster, tourSheet } from '../kinds/tourSheet';
import { readFinal } from '../kinds/finalSheet';
import { argSchemas, parseArg, textArg } from '../common/args';
import { refuse, type SettingsCtx } from '../common/results';
import { applyWithRulings, reasonArg, recordedAt, rulingsSoFar, tourArg } from '../common/tableRuling';
import { standingsNow } from '../kinds/standingsSheet';

export interface LeaveRequest {
  player: string;
  kind: 'left' | 'disqualified';
  /** the first tour he is not seated in, or the final */
  from: number | 'final';
  reason: string;
}

export interface LeaveData {
  player: string;
  kind: 'left' | 'disqualified';
  from: number | 'final';
}

export function leave(services: Services, request: unknown): ActionResult<LeaveData> {
  const ctx = openCtx(services);
  // "left" or "disqualified", exactly: anything else is refused, never recorded as "left"
  const req = parseArg(ctx, argSchemas().leave, request);
  if ('refusal' in req) return req.refusal;
  const r = req.data;
  const kind = r.kind;
  const who = textArg(ctx, r.player, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  const t = tourArg(ctx, r.from);
  if ('refusal' in t) return t.refusal;
  const why = reasonArg(ctx, r.reason);
  if ('refusal' in why) return why.refusal;
  const tours = ctx.settings.preference.tours;
  const from = t.tour === 'final' ? tours + 1 : t.tour;
  return withLock(ctx, () => {
    const found = hisName(ctx, who.text, from);
    if ('refusal' in found) return found.refusal;
    const player = found.name;
    const ruling: Ruling = {
      tour: t.tour,
      table: null,
      player,
      kind,
      detail: '',
      points: null,
      whists: null,
      reason: why.text,
      at: recordedAt(ctx),
    };
    // The standings mark him, with his results so far, in the same write as the record.
    const soFar = rulingsSoFar(ctx);
    const standings = standingsNow(ctx, [...soFar, ruling], tours);
    const sheets = applyWithRulings(ctx, standings ? [standings] : [], [ruling], soFar);
    const fromWord = t.tour === 'final' ? FINAL_WORD[ctx.lang] : say(ctx, 'prefFromTour', { n: t.tour });
    const kindWord = say(ctx, kind === 'left' ? 'prefKindLeft' : 'prefKindDisqualified');
    return {
      ok: true,
      message: say(ctx, 'prefLeaveDone', {
        name: player,
        kind: kindWord,
        from: fromWord,
        ticks: Math.max(0, tours - from + 1),
      }),
      problems: [],
      sheets,
      data: { player, kind, from: t.tour },
    };
  });
}

/**
 * His name as the seated tours have it (else as the attendance sheet lists every registered
 * player); refused when he is not a player of the tournament, or a tour from `from` on (or the
 * final) already seats him at a table: that table is the referee's (not admitted, or a result).
 */
function hisName(ctx: SettingsCtx, who: string, from: number): { name: string } | { refusal: ActionResult<never> } {
  const no = (
    params: Record<string, string | number>,
    code: 'prefNotOnTour' | 'prefLeaveSeated' = 'prefLeaveSeated',
  ) => {
    const p = problem(ctx, 'error', code, params);
    return { refusal: refuse<never>(p.message, [p]) };
  };
  // A player of the tournament: on the attendance sheet, which lists every registered player.
  const attendanceSheet = findSheet(ctx, 'pref.attendance');
  if (!attendanceSheet) {
    const p = problem(ctx, 'error', 'prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
    return { refusal: refuse(p.message, [p]) };
  }
  const attendance = readAttendance(attendanceSheet, ctx.lang);
  const listed = attendance.lines.find((l) => nameKey(l.name) === nameKey(who));
  if (!listed)
    return no({ name: who, sheet: attendanceSheet.getName(), why: say(ctx, 'prefWhyNotOnRoster') }, 'prefNotOnTour');
  let name = listed.name;
  for (let k = 1; k <= ctx.settings.preference.tours; k++) {
    const sheet = tourSheet(ctx, k);
    if (!sheet) continue;
    const line = readTourRoster(sheet, ctx.lang).roster.find((l) => nameKey(l.name) === nameKey(who));
    if (!line) continue;
    name = line.name;
    if (k >= from && line.table !== null && !line.missed)
      return no({ tour: k, name: line.name, table: line.table, next: k + 1 });
  }
  const finalSheet = findSheet(ctx, 'pref.final');
  const seated = finalSheet ? readFinal(finalSheet, ctx.lang).players.find((p) => nameKey(p) === nameKey(who)) : null;
  if (seated) return no({ tour: FINAL_WORD[ctx.lang], name: seated, table: '1', next: FINAL_WORD[ctx.lang] });
  return { name };
}
