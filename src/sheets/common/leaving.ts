/**
 * Preference: recording that a player leaves the tournament (Art. 16 item 4) or is disqualified
 * (Art. 17 item 7, last paragraph), the caller holding the document lock — the leave action
 * (../actions/leave.ts, where the rules are cited) and the withdrawal of a player once every tour is
 * seated (../actions/withdraw.ts: he is then out of the final, Art. 16 item 4 last sentence).
 * The ruling goes on the rulings sheet, and the standings mark him, in one all-or-nothing write.
 */
import { nameKey } from '../../rules/names';
import { findSheet, nameFor, problem, say, type ActionResult } from '../context';
import { readAttendance } from '../kinds/attendanceSheet';
import { FINAL_WORD, type Ruling } from '../kinds/rulingsSheet';
import { readTourRoster, tourSheet } from '../kinds/tourSheet';
import { readFinal } from '../kinds/finalSheet';
import { refuse, type SettingsCtx } from './results';
import { applyWithRulings, recordedAt, rulingsSoFar } from './tableRuling';

export interface LeaveData {
  player: string;
  kind: 'left' | 'disqualified';
  from: number | 'final';
}

/** Records `kind` for the player typed as `who` from tour `tour` (or the final), the lock held. */
export function leaveHeld(
  ctx: SettingsCtx,
  r: { who: string; kind: 'left' | 'disqualified'; tour: number | 'final'; reason: string },
): ActionResult<LeaveData> {
  const tours = ctx.settings.preference.tours;
  const from = r.tour === 'final' ? tours + 1 : r.tour;
  const found = hisName(ctx, r.who, from);
  if ('refusal' in found) return found.refusal;
  const player = found.name;
  const ruling: Ruling = {
    tour: r.tour,
    table: null,
    player,
    kind: r.kind,
    detail: '',
    points: null,
    whists: null,
    reason: r.reason,
    at: recordedAt(ctx),
  };
  // The standings mark him, with his results so far, in the same write as the record.
  const sheets = applyWithRulings(ctx, [], [ruling], rulingsSoFar(ctx));
  const fromWord = r.tour === 'final' ? FINAL_WORD[ctx.lang] : say(ctx, 'prefFromTour', { n: r.tour });
  const kindWord = say(ctx, r.kind === 'left' ? 'prefKindLeft' : 'prefKindDisqualified');
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
    data: { player, kind: r.kind, from: r.tour },
  };
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
  if (seated) {
    // The final's table is the standings' top (Art. 17 item 5): never left with him silently seated.
    const p = problem(ctx, 'error', 'prefLeaveFinalSeated', { name: seated, sheet: finalSheet?.getName() ?? '' });
    return { refusal: refuse<never>(p.message, [p]) };
  }
  return { name };
}
