/**
 * The arguments of the server functions, checked before anything else — before the document
 * lock is taken and before a sheet is read — so a wrong or oversized argument is refused at once
 * (a 1 MB "name" costs microseconds, not a lock held while it is compared with every player).
 */
import { cleanName } from '../../rules/names';
import type { MessageCode } from '../../i18n/messages';
import { problem, type ActionResult, type Ctx } from '../context';
import { refuse } from './common';

/** The longest name or text argument accepted (a registered name is at most 100 characters). */
export const MAX_TEXT_ARG = 200;

/**
 * A text argument (a player's name, a team): a string (or a number, as a cell may hold one) of at
 * most MAX_TEXT_ARG characters, not empty once cleaned. Returns the cleaned text, or the refusal.
 */
export function textArg(
  ctx: Ctx,
  value: unknown,
  what: MessageCode,
): { text: string } | { refusal: ActionResult<never> } {
  const words = problem(ctx, 'error', what).message;
  const no = (code: MessageCode, params: Record<string, unknown>): { refusal: ActionResult<never> } => {
    const p = problem(ctx, 'error', code, { what: words, ...params });
    return { refusal: refuse(p.message, [p]) };
  };
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)))
    return no('argNotText', { found: value });
  const raw = String(value);
  if (raw.length > MAX_TEXT_ARG * 4) return no('argTooLong', { length: raw.length, max: MAX_TEXT_ARG });
  const text = cleanName(raw);
  if (text.length > MAX_TEXT_ARG) return no('argTooLong', { length: text.length, max: MAX_TEXT_ARG });
  if (text === '') return no('argEmpty', {});
  return { text };
}
