/**
 * What an action answers (src/sheets/context.ts `ActionResult`): done (`ok`) or refused (`refuse`),
 * and the context an action works in once the settings are read (`SettingsCtx`).
 */
import type { MessageCode } from '../../i18n/messages';
import type { Params } from '../../rules/errors';
import { problem, type ActionResult, type Ctx, type ProblemView } from '../context';
import type { openCtx } from '../kinds/settingsSheet';

/** An action's context with the settings read (once per action): kinds/settingsSheet.ts `openCtx`. */
export type SettingsCtx = ReturnType<typeof openCtx>;

export function ok<T>(message: string, sheets: string[], data?: T, problems: ProblemView[] = []): ActionResult<T> {
  return data === undefined ? { ok: true, message, problems, sheets } : { ok: true, message, problems, sheets, data };
}

export function refuse<T>(message: string, problems: ProblemView[], data?: T): ActionResult<T> {
  return data === undefined
    ? { ok: false, message, problems, sheets: [] }
    : { ok: false, message, problems, sheets: [], data };
}

/** A refusal of one error problem: its message is the answer's. */
export function refuseWith(ctx: Ctx, code: MessageCode, params: Params = {}): ActionResult<never> {
  const p = problem(ctx, 'error', code, params);
  return refuse(p.message, [p]);
}
