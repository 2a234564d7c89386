/** The action that rebuilds a group sheet from the recorded draw (and a play-off sheet made for earlier groups). */
import { formatMessage } from '../../i18n/format';
import { applyPlans } from '../apply';
import { nameFor, problem, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { drawnGroups } from '../kinds/drawSheet';
import { groupSheetPlan, type GroupSpec } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { gameName, isGroupGame, unknownGame } from '../common/games';
import { groupOptions, rebuildBracket } from '../common/gameSheets';
import { ok, refuse } from '../common/results';
import { settingsRefusal } from '../common/registrationCheck';

/** Rebuilds the group sheet from the recorded draw (e.g. after a settings change); refused once scores exist. */
export function generateGroups(services: Services, game: unknown): ActionResult<{ groups: GroupSpec[] }> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  const bad = settingsRefusal(ctx, game);
  if (bad) return bad;
  return withLock(ctx, () => {
    const groups = drawnGroups(ctx, game);
    if (!groups) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    const groupName = nameFor(ctx, `groups.${game}`);
    const plans = [groupSheetPlan(groupOptions(ctx, game, groups, groupName))];
    const refusal = rebuildBracket(ctx, game, groups, groupName, plans);
    if (refusal) return refusal;
    const written = applyPlans(services.app, plans, {
      editors: ctx.settings.committee,
      index: ctx.sheets,
      lang: ctx.lang,
    });
    return ok(
      formatMessage('sheetsWritten', { sheets: [...written.created, ...written.rewritten].join(', ') }, ctx.lang),
      [...written.created, ...written.rewritten],
      { groups },
    );
  });
}
