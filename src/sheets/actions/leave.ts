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
 * With `midParty`, he leaves during the party of tour `from` (issue 24 item 16; Art. 16 item 3): his
 * table plays on three-handed (../common/leavingMidParty.ts).
 */
import { withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg, textArg } from '../common/args';
import { refuseWith } from '../common/results';
import { leaveHeld, type LeaveData } from '../common/leaving';
import { leaveMidPartyHeld, type LeftMidPartyData } from '../common/leavingMidParty';
import { reasonArg, tourArg } from '../common/tableRuling';

export type { LeaveData } from '../common/leaving';

export interface LeaveRequest {
  player: string;
  kind: 'left' | 'disqualified';
  /** the first tour he is not seated in, or the final */
  from: number | 'final';
  reason: string;
  /** he leaves during the party of tour `from` (not the final): his table plays on three-handed */
  midParty?: boolean | null;
}

export function leave(services: Services, request: unknown): ActionResult<LeaveData | LeftMidPartyData> {
  const ctx = openCtx(services);
  // "left" or "disqualified", exactly: anything else is refused, never recorded as "left"
  const req = parseArg(ctx, argSchemas().leave, request);
  if ('refusal' in req) return req.refusal;
  const r = req.data;
  const who = textArg(ctx, r.player, 'argPlayer');
  if ('refusal' in who) return who.refusal;
  const t = tourArg(ctx, r.from);
  if ('refusal' in t) return t.refusal;
  const why = reasonArg(ctx, r.reason);
  if ('refusal' in why) return why.refusal;
  if (r.midParty === true) {
    // The final is played to its end by four (Art. 17 item 5): a finalist leaving is the referee's award.
    if (t.tour === 'final') return refuseWith(ctx, 'prefLeaveMidFinal');
    const tour = t.tour;
    return withLock(ctx, () => leaveMidPartyHeld(ctx, { who: who.text, kind: r.kind, tour, reason: why.text }));
  }
  return withLock(ctx, () => leaveHeld(ctx, { who: who.text, kind: r.kind, tour: t.tour, reason: why.text }));
}
