/** The notices action: every participant's time and place, for a mail merge (Art. 3 item 2; ../common/notices.ts). */
import { formatMessage } from '../../i18n/format';
import { withoutTime } from '../../rules/notices';
import { closeAhead, readOnlyAhead, withLock, type ActionResult } from '../context';
import { ALL_GAMES } from '../common/games';
import { registrationKey } from '../kinds/registrationSheet';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { writeNotices, type GameNoticeCount } from '../common/notices';
import { ok } from '../common/results';

export interface NoticesData {
  games: GameNoticeCount[];
}

/**
 * Makes (or makes again) the notices sheet: every participant of every game, with the time and place
 * of his first announced match or tour, or why he has none yet. Warns of the games whose participants
 * without a time are past (or near) their deadline, and of a place not set.
 */
export function notices(services: Services): ActionResult<NoticesData> {
  const ctx = openCtx(services);
  return withLock(ctx, () => {
    // it writes the notices sheet only: closed first; the plans and registrations it reads stay open
    closeAhead(ctx, [['notices']]);
    readOnlyAhead(
      ctx,
      ALL_GAMES.flatMap((g) => [[`dayplan.${g}`], [registrationKey(g)]] as const),
    );
    const w = writeNotices(ctx);
    const count = w.notices.length;
    const missing = withoutTime(w.notices);
    const message = formatMessage('noticesDone', { sheet: w.name, count, given: count - missing, missing }, ctx.lang);
    return ok(message, w.sheets, { games: w.counts }, w.problems);
  });
}
