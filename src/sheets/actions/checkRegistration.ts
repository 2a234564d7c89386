/** The registration check action: every problem of a game's registration and of the settings (the check itself: `check` of ./common.ts). */
import { formatMessage } from '../../i18n/format';
import type { GameId } from '../../rules/registration';
import type { ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { check, isGame, unknownGame } from './common';

export interface CheckData {
  game: GameId;
  registered: number;
  errors: number;
  warnings: number;
}

/** Lists every problem of a game's registration (and of the settings) before anything is generated. */
export function checkRegistration(services: Services, game: unknown): ActionResult<CheckData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const c = check(ctx, game);
  const data: CheckData = { game, registered: c.registrants.length, errors: c.errors, warnings: c.warnings };
  const message = formatMessage('checkSummary', { count: c.registrants.length, errors: c.errors, warnings: c.warnings }, ctx.lang);
  return { ok: c.errors === 0, message, problems: c.problems, sheets: [], data };
}
