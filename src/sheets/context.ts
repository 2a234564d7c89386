/**
 * What every server action shares: the services, the lock, the tournament language and
 * settings, finding the add-on's sheets by key in any language, and the shape of a result.
 */
import { formatMessage } from '../i18n/format';
import { sheetName, type SheetKey } from '../i18n/labels';
import type { Lang, MessageCode } from '../i18n/messages';
import { TournamentError, type Params } from '../rules/errors';
import type { CellValue, Services, SheetLike, SpreadsheetLike } from './gas';
import { sheetIdOf, type SheetIndex } from './identity';

/** One problem shown to the committee: already in the tournament language. */
export interface ProblemView {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  /** "Sheet!B7" when the problem has a cell */
  cell?: string;
}

export interface ActionResult<T = unknown> {
  ok: boolean;
  /** one line in the tournament language */
  message: string;
  problems: ProblemView[];
  /** sheets written by the action */
  sheets: string[];
  data?: T;
  /** refused only because the registration check has warnings: call again with acceptWarnings */
  needsConfirmation?: boolean;
}

export interface Ctx {
  services: Services;
  book: SpreadsheetLike;
  /** the add-on's sheets by identity, searched once per action (identity.ts) */
  sheets: SheetIndex;
  lang: Lang;
  /** committee e-mails who may edit protected cells (settings); none = owner and runner only */
  editors?: readonly string[];
}

/**
 * The add-on's sheet `key` (a tour: with its number), found by its identity whatever it is called
 * now (the committee may rename or move it); null when there is none.
 */
export function findSheet(ctx: Pick<Ctx, 'sheets'>, key: SheetKey, params: Record<string, string | number> = {}): SheetLike | null {
  return ctx.sheets.get(sheetIdOf(key, params));
}

/** The name a sheet has (whatever it was renamed to) or will get (tournament language). */
export function nameFor(ctx: Ctx, key: SheetKey, params: Record<string, string | number> = {}): string {
  const found = findSheet(ctx, key, params);
  return found ? found.getName() : sheetName(key, ctx.lang, params);
}

/** The whole used area of a sheet: computed values and formulas ("" where none). */
export function readAll(sheet: SheetLike): { values: CellValue[][]; formulas: string[][] } {
  const range = sheet.getDataRange();
  return { values: range.getValues(), formulas: range.getFormulas() };
}

/**
 * A few cells side by side in one row, written by an action at the sheet's current (0-based)
 * position, with what they hold now (put back if the action fails).
 */
export interface CellWrite {
  sheet: SheetLike;
  row: number;
  col: number;
  values: readonly CellValue[];
  before: readonly CellValue[];
}

/** A value as written: a text behind an apostrophe, so it stays text ("-", "=A1", "+7 …"). */
function literal(v: CellValue): CellValue {
  return typeof v === 'string' && v !== '' ? `'${v}` : v;
}

/**
 * Writes the cells one call each, in order (all or nothing): if a call fails, every write already
 * made gets its `before` back, latest first, and the error goes on (it is the one reported).
 */
export function writeCells(writes: readonly CellWrite[]): void {
  const done: CellWrite[] = [];
  const put = (w: CellWrite, values: readonly CellValue[]) => w.sheet.getRange(w.row + 1, w.col + 1, 1, values.length).setValues([values.map(literal)]);
  try {
    for (const w of writes) {
      put(w, w.values);
      done.push(w);
    }
  } catch (error) {
    for (const w of done.reverse()) {
      try {
        put(w, w.before);
      } catch {
        // keep undoing; the original error is reported
      }
    }
    throw error;
  }
}

export function say(ctx: Ctx, code: MessageCode, params: Params = {}): string {
  return formatMessage(code, params, ctx.lang);
}

export function problem(ctx: Ctx, severity: 'error' | 'warning', code: MessageCode, params: Params = {}, cell?: string): ProblemView {
  return cell === undefined ? { severity, code, message: say(ctx, code, params) } : { severity, code, message: say(ctx, code, params), cell };
}

export function refused(ctx: Ctx, error: unknown): ActionResult<never> {
  if (error instanceof TournamentError && error.code !== 'internal') {
    const p = problem(ctx, 'error', error.code, error.params);
    // A refusal naming cells (e.g. typed scores that would be lost): one problem per cell too,
    // so the sidebar can point at each.
    const list = Array.isArray(error.params.list) ? (error.params.list as unknown[]).map(String) : [];
    const cells = list.map((cell) => ({ severity: 'error' as const, code: error.code, message: cell, cell }));
    return { ok: false, message: p.message, problems: [p, ...cells], sheets: [] };
  }
  const detail = error instanceof TournamentError ? String(error.params.detail ?? error.code) : error instanceof Error ? error.message : String(error);
  const p = problem(ctx, 'error', 'actionFailed', { detail });
  return { ok: false, message: p.message, problems: [p], sheets: [] };
}

const LOCK_WAIT_MS = 30_000;

/**
 * Runs a writing action under the document lock; any failure becomes a refusal in the
 * tournament language (never a stack trace), and the lock is always released.
 */
export function withLock<T>(ctx: Ctx, body: () => ActionResult<T>): ActionResult<T> {
  const lock = ctx.services.lock.getDocumentLock();
  if (!lock || !lock.tryLock(LOCK_WAIT_MS)) {
    const p = problem(ctx, 'error', 'lockBusy');
    return { ok: false, message: p.message, problems: [p], sheets: [] };
  }
  try {
    return body();
  } catch (error) {
    return refused(ctx, error);
  } finally {
    lock.releaseLock();
  }
}

/** A moment as the sheets record it: "2026-11-23 10:05" (UTC, to the minute). */
export function utcMinute(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

export function cellText(v: CellValue | undefined): string {
  if (v === undefined || v === null) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v).replace(/[\s\u00a0]+/g, ' ').trim();
}
