/**
 * The one error type of the rules core and the custom functions.
 *
 * Rules code throws a `TournamentError` with a message *code* and its parameters, never a
 * finished sentence: the functions layer turns it into a message in the spreadsheet's
 * language (see `src/i18n/messages.ts`). `where` points at the argument and the cell
 * (0-based row/column offsets inside that argument) that caused it.
 */
import type { MessageCode } from '../i18n/messages';

export interface Where {
  /** Argument name exactly as in the custom function's signature, e.g. `"matches"`. */
  arg: string;
  /** 0-based row offset inside the argument. */
  row?: number;
  /** 0-based column offset inside the argument. */
  col?: number;
  /** What the column holds, shown after it in parentheses: a text as it is, or a {@link Phrase}. */
  what?: unknown;
}

/** A message used as a parameter (or a `what`) of another, in the same language. */
export interface Phrase {
  say: MessageCode;
  with?: Params;
}

export type Params = Record<string, unknown>;

export class TournamentError extends Error {
  readonly code: MessageCode;
  readonly params: Params;
  readonly where: Where | undefined;

  constructor(code: MessageCode, params: Params = {}, where?: Where) {
    super(code);
    this.name = 'TournamentError';
    this.code = code;
    this.params = params;
    this.where = where;
  }
}

export function fail(code: MessageCode, params: Params = {}, where?: Where): never {
  throw new TournamentError(code, params, where);
}
