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
import { withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { textArg } from '../common/args';
import { notAdmittedHeld, type NotAdmittedData } from '../common/notAdmitted';
import { reasonArg, tourArg } from '../common/tableRuling';

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
