/**
 * The week cards action (Art. 3 item 2: each participant told when and where he plays): makes (or
 * makes again) the cards sheet — one card per person across the four games, from the registrations
 * and the day plans as they stand (../common/week.ts, src/rules/week.ts) — and says, a warning
 * each, who is due in two places at once (Art. 3 item 1: the committee sets the times; two games'
 * plans made apart may put one person at two tables at 10:00).
 */
import { formatMessage } from '../../i18n/format';
import { clashes } from '../../rules/week';
import { applyPlans } from '../apply';
import { nowStamp } from '../clock';
import { nameFor, readOnlyAllBut, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { weekSheetPlan } from '../kinds/weekSheet';
import { clashProblems, collectCards } from '../common/week';
import { ok, refuse } from '../common/results';

export interface WeekData {
  sheet: string;
  /** persons with a card */
  people: number;
  /** pairs of times a person is due at once */
  clashes: number;
}

/** Makes the week cards; refused (nothing written) while no game has a participant. */
export function week(services: Services): ActionResult<WeekData> {
  const ctx = openCtx(services);
  return withLock(ctx, () => {
    // it writes the week cards only: every other sheet is read as it stands, not closed (docs/performance.md)
    readOnlyAllBut(ctx, [['week']]);
    const cards = collectCards(ctx);
    if (cards.length === 0) return refuse(formatMessage('weekNothing', {}, ctx.lang), []);
    const name = nameFor(ctx, 'week');
    const written = applyPlans(
      ctx.services.app,
      [weekSheetPlan({ lang: ctx.lang, name, madeAt: nowStamp(ctx), cards })],
      { editors: ctx.settings.committee, index: ctx.sheets, lang: ctx.lang },
    );
    const count = clashes(cards).length;
    return ok(
      formatMessage('weekDone', { sheet: name, count: cards.length, clashes: count }, ctx.lang),
      [...written.created, ...written.rewritten],
      { sheet: name, people: cards.length, clashes: count },
      clashProblems(ctx, cards),
    );
  });
}
