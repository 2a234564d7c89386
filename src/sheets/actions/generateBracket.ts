/** The play-off action: the play-off sheet of a group game in the format of the settings (`bracketFormat`: ../common/games.ts). */
import { formatMessage } from '../../i18n/format';
import type { BracketFormat } from '../../rules/brackets';
import { applyPlans } from '../apply';
import { findSheet, nameFor, problem, readOnlyAhead, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { drawnGroups } from '../kinds/drawSheet';
import { openCtx } from '../kinds/settingsSheet';
import { bracketFormat, gameName, isGroupGame, unknownGame } from '../common/games';
import { bracketPlan, treePlan, formatMismatch, withdrawalsSheetFor } from '../common/gameSheets';
import { ok, refuse } from '../common/results';
import { settingsRefusal } from '../common/registrationCheck';

/**
 * The play-off sheet: futsal semi-finals (Art. 8 item 7), backgammon quarter-finals on
 * (Art. 14 items 8–11), billiards stage 2 and the top / bottom nets (Art. 11 items 7–16), or the
 * smaller format chosen on the settings sheet. Players flow in from the group sheet's
 * qualifier cells by formulas, so it can be generated as soon as the groups exist.
 */
export function generateBracket(services: Services, game: unknown): ActionResult<{ format: BracketFormat }> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  const bad = settingsRefusal(ctx, game);
  if (bad) return bad;
  return withLock(ctx, () => {
    // the draw it only reads: not closed to typing (docs/performance.md)
    readOnlyAhead(ctx, [[`draw.${game}`]]);
    const groups = drawnGroups(ctx, game);
    const groupSheet = findSheet(ctx, `groups.${game}`);
    if (!groups || !groupSheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    const format = bracketFormat(ctx.settings, game);
    const refusal = formatMismatch(ctx, game, groups);
    if (refusal) return refusal;
    // The withdrawals sheet first (the play-off's formulas read it), when a spreadsheet has none yet.
    const withdrawals = withdrawalsSheetFor(ctx, game);
    const name = nameFor(ctx, `bracket.${game}`);
    const plan = bracketPlan(ctx, game, groups, groupSheet.getName(), name);
    // The play-off drawn as a bracket, on its own sheet: a view of the play-off sheet that people can
    // print and read at a glance, the net on one page (docs/printing.md).
    const tree = treePlan(ctx, game, name);
    const written = applyPlans(services.app, [...(withdrawals.plan ? [withdrawals.plan] : []), plan, tree], {
      editors: ctx.settings.committee,
      index: ctx.sheets,
      lang: ctx.lang,
    });
    const sheets = [...written.created, ...written.rewritten];
    return ok(formatMessage('sheetsWritten', { sheets: sheets.join(', ') }, ctx.lang), sheets, { format });
  });
}
