/**
 * What every server action shares: the services, the lock, the tournament language and
 * settings, finding the add-on's sheets by key in any language, and the shape of a result.
 */
import { formatMessage } from '../i18n/format';
import { sheetName, type SheetKey } from '../i18n/labels';
import type { Lang, MessageCode } from '../i18n/messages';
import { fail, TournamentError, type Params } from '../rules/errors';
import type { CellValue, Services, SheetLike, SpreadsheetLike } from './gas';
import { currentScope, inActionScope, onUndo } from './actionScope';
import { lockDown } from './applyProtection';
import { blockTyping, closeBeforeReading } from './blockTyping';
import { sameContent, sheetContent } from './fingerprint';
import { sheetIdOf } from './identity';
import { readArea, type SheetIndex } from './sheetIndex';
import { a1, literal } from './plan';

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
export function findSheet(
  ctx: Pick<Ctx, 'sheets'>,
  key: SheetKey,
  params: Record<string, string | number> = {},
): SheetLike | null {
  return ctx.sheets.get(sheetIdOf(key, params));
}

/**
 * Inside a writing action, closes to typing together (one flush) the add-on's sheets a reader is
 * about to read one after another, those that exist: each would otherwise be closed, and flushed,
 * on its own just before it is read (close, then read: actionScope.ts).
 */
export function closeAhead(
  ctx: Pick<Ctx, 'sheets'>,
  keys: readonly (readonly [SheetKey, Record<string, string | number>?])[],
): void {
  closeBeforeReading(...keys.map(([key, params]) => findSheet(ctx, key, params)).filter((s) => s !== null));
}

/**
 * Inside a writing action, the add-on's sheets it only reads (another game's day plan for its
 * clashes, the registrations for names, the draws for the summary): read as they stand, not closed
 * to typing — a score typed there meanwhile is not lost, only seen by the next action, and closing
 * costs three calls and a flush a sheet (docs/performance.md). Whatever the action then writes is
 * closed before it is written all the same: the applier and every writer close a sheet first, and
 * forget what was read of it before (blockTyping.ts); `writeCells` checks its cells again.
 */
export function readOnlyAhead(
  ctx: Pick<Ctx, 'sheets'>,
  keys: readonly (readonly [SheetKey, Record<string, string | number>?])[],
): void {
  markReadOnly(keys.map(([key, params]) => findSheet(ctx, key, params)));
}

/** `readOnlyAhead` for every sheet of the add-on but `keys` (an action that writes only those: the board, the week cards). */
export function readOnlyAllBut(
  ctx: Pick<Ctx, 'sheets'>,
  keys: readonly (readonly [SheetKey, Record<string, string | number>?])[],
): void {
  const written = new Set(keys.map(([key, params]) => sheetIdOf(key, params ?? {})));
  markReadOnly(ctx.sheets.entries().flatMap(([id, sheets]) => (written.has(id) ? [] : sheets)));
}

/** Inside a writing action, the sheets not closed yet are the action's read-only ones (outside one: nothing). */
function markReadOnly(sheets: readonly (SheetLike | null)[]): void {
  const scope = currentScope();
  if (!scope?.closer) return;
  for (const sheet of sheets) if (sheet && !scope.find(sheet)) scope.readOnly.add(sheet.getName());
}

/** The name a sheet has (whatever it was renamed to) or will get (tournament language). */
export function nameFor(ctx: Ctx, key: SheetKey, params: Record<string, string | number> = {}): string {
  const found = findSheet(ctx, key, params);
  return found ? found.getName() : sheetName(key, ctx.lang, params);
}

/**
 * The whole used area of a sheet: computed values and formulas ("" where none). Inside a writing
 * action the sheet is closed to typing first (close, then read: actionScope.ts).
 */
export function readAll(sheet: SheetLike): { values: CellValue[][]; formulas: string[][] } {
  return readArea(sheet);
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

interface CellChange {
  sheet: SheetLike;
  row: number;
  col: number;
  value: CellValue;
  before: CellValue;
  /** the cell's number format ("@": plain text, written without an apostrophe) */
  format?: string;
}

/** One Spreadsheet call of a batched write: a run of cells side by side, or one value into many cells. */
interface WriteOp {
  cells: CellChange[];
  run(pick: (c: CellChange) => CellValue): void;
}

/**
 * The changes as few calls as possible, per sheet the cheaper of: cells side by side in a row as one
 * setValues each and the single cells left one RangeList.setValue per value; or every cell one
 * RangeList.setValue per value ("+" on every forfeit cell, "-" on every other: 2 calls however many
 * matches; a row of five different values: one setValues).
 */
function writeOps(changes: readonly CellChange[], pick: (c: CellChange) => CellValue): WriteOp[] {
  const ops: WriteOp[] = [];
  const bySheet = new Map<SheetLike, CellChange[]>();
  for (const c of changes) bySheet.set(c.sheet, [...(bySheet.get(c.sheet) ?? []), c]);
  const byValue = (cells: readonly CellChange[]) => {
    const groups = new Map<string, CellChange[]>();
    for (const c of cells) {
      const k = JSON.stringify(literal(pick(c), c.format));
      groups.set(k, [...(groups.get(k) ?? []), c]);
    }
    return [...groups.values()];
  };
  for (const [sheet, cells] of bySheet) {
    const sorted = [...cells].sort((a, b) => a.row - b.row || a.col - b.col);
    const runs: CellChange[][] = [];
    const singles: CellChange[] = [];
    for (let i = 0; i < sorted.length;) {
      let j = i + 1;
      while (j < sorted.length && sorted[j]!.row === sorted[i]!.row && sorted[j]!.col === sorted[j - 1]!.col + 1) j++;
      if (j - i === 1) singles.push(sorted[i]!);
      else runs.push(sorted.slice(i, j));
      i = j;
    }
    const allByValue = byValue(sorted);
    const singlesByValue = byValue(singles);
    const lists = runs.length + singlesByValue.length <= allByValue.length ? singlesByValue : allByValue;
    if (lists === singlesByValue) {
      for (const run of runs)
        ops.push({
          cells: run,
          run: (p) =>
            sheet
              .getRange(run[0]!.row + 1, run[0]!.col + 1, 1, run.length)
              .setValues([run.map((c) => literal(p(c), c.format))]),
        });
    }
    for (const group of lists)
      ops.push({
        cells: group,
        run: (p) =>
          sheet.getRangeList(group.map((c) => a1(c.row, c.col))).setValue(literal(p(group[0]!), group[0]!.format)),
      });
  }
  return ops;
}

/**
 * A sheet about to be written that the action declared read-only (`readOnlyAhead`) is closed now,
 * and its cells must still hold what the writer read there (`before`); else refused: typed while
 * the action ran (nothing written yet). A safety net: an action declares read-only only the sheets
 * it never writes.
 */
function closeBeforeWriting(changes: readonly CellChange[]): void {
  const scope = currentScope();
  if (!scope?.closer || scope.readOnly.size === 0) return;
  const loose = [...new Map(changes.map((c) => [c.sheet.getName(), c.sheet] as const)).values()].filter((s) =>
    scope.readOnly.has(s.getName()),
  );
  if (loose.length === 0) return;
  blockTyping(scope.closer.app, loose, scope.closer.lockDown);
  for (const sheet of loose) {
    const mine = changes.filter((c) => c.sheet.getName() === sheet.getName());
    const top = Math.min(...mine.map((c) => c.row));
    const left = Math.min(...mine.map((c) => c.col));
    const bottom = Math.max(...mine.map((c) => c.row));
    const right = Math.max(...mine.map((c) => c.col));
    const now = sheet.getRange(top + 1, left + 1, bottom - top + 1, right - left + 1).getValues();
    // compared as the overwrite check and the applier's re-read compare cells (fingerprint.ts)
    const typed = mine.filter((c) => {
      if (typeof c.before === 'string' && c.before.startsWith('=')) return false;
      return !sameContent(sheetContent(now[c.row - top]?.[c.col - left], ''), sheetContent(c.before, ''));
    });
    if (typed.length > 0)
      fail('typedDuringAction', { sheet: sheet.getName(), cells: typed.map((c) => a1(c.row, c.col)).join(', ') });
  }
}

/** The characters Google Sheets keeps in one cell (a longer write is refused: "more than the maximum of 50000"). */
export const CELL_CHARS = 50_000;

/**
 * Writes the cells (all or nothing) in as few calls as the cells allow (`writeOps`): if a call
 * fails, every call already made gets its cells' `before` back, latest first, and the error goes on
 * (it is the one reported).
 */
export function writeCells(writes: readonly CellWrite[]): void {
  const changes: CellChange[] = writes.flatMap((w) =>
    w.values.map((value, k) => ({ sheet: w.sheet, row: w.row, col: w.col + k, value, before: w.before[k] ?? '' })),
  );
  // Sheets refuses a cell past its characters (fakes/limits.ts): said before anything is written.
  for (const c of changes)
    if (typeof c.value === 'string' && c.value.length > CELL_CHARS)
      fail('cellTooLong', {
        sheet: c.sheet.getName(),
        cell: a1(c.row, c.col),
        length: c.value.length,
        max: CELL_CHARS,
      });
  closeBeforeWriting(changes);
  readFormats(changes);
  const done: WriteOp[] = [];
  const undo = () => {
    for (const op of [...done].reverse()) {
      for (const back of writeOps(op.cells, (c) => c.before)) {
        try {
          back.run((c) => c.before);
        } catch {
          // keep undoing; the original error is reported
        }
      }
    }
  };
  try {
    for (const op of writeOps(changes, (c) => c.value)) {
      op.run((c) => c.value);
      done.push(op);
    }
  } catch (error) {
    undo();
    throw error;
  }
  // A later failure of the same action puts these cells back too (actionScope.ts).
  onUndo(undo, [...new Set(changes.map((c) => c.sheet.getName()))]);
}

/**
 * The number formats of the cells that get a text (or had one, for an undo), one read per sheet:
 * a cell formatted as plain text is written without the apostrophe, which would show there.
 */
function readFormats(changes: CellChange[]): void {
  const bySheet = new Map<SheetLike, CellChange[]>();
  for (const c of changes)
    if ([c.value, c.before].some((v) => typeof v === 'string' && v !== ''))
      bySheet.set(c.sheet, [...(bySheet.get(c.sheet) ?? []), c]);
  for (const [sheet, cells] of bySheet) {
    const top = Math.min(...cells.map((c) => c.row));
    const left = Math.min(...cells.map((c) => c.col));
    const formats = sheet
      .getRange(
        top + 1,
        left + 1,
        Math.max(...cells.map((c) => c.row)) - top + 1,
        Math.max(...cells.map((c) => c.col)) - left + 1,
      )
      .getNumberFormats();
    for (const c of cells) c.format = formats[c.row - top]?.[c.col - left];
  }
}

export function say(ctx: Ctx, code: MessageCode, params: Params = {}): string {
  return formatMessage(code, params, ctx.lang);
}

export function problem(
  ctx: Ctx,
  severity: 'error' | 'warning',
  code: MessageCode,
  params: Params = {},
  cell?: string,
): ProblemView {
  return cell === undefined
    ? { severity, code, message: say(ctx, code, params) }
    : { severity, code, message: say(ctx, code, params), cell };
}

export function refused(ctx: Ctx, error: unknown): ActionResult<never> {
  // Sheets refusing the account running the add-on a protected sheet (another committee member not
  // among its editors: self-check "protect.runner"): said as what to do about it.
  const text =
    error instanceof TournamentError && error.code === 'protectViaGroup'
      ? String(error.params.detail)
      : error instanceof Error
        ? error.message
        : '';
  if (/protected cell or object/i.test(text)) {
    const p = problem(ctx, 'error', 'notCommitteeEditor', { detail: text });
    return { ok: false, message: p.message, problems: [p], sheets: [] };
  }
  if (error instanceof TournamentError && error.code !== 'internal') {
    const p = problem(ctx, 'error', error.code, error.params);
    // A refusal naming cells (e.g. typed scores that would be lost): one problem per cell too,
    // so the sidebar can point at each.
    const list = Array.isArray(error.params.list) ? (error.params.list as unknown[]).map(String) : [];
    const cells = list.map((cell) => ({ severity: 'error' as const, code: error.code, message: cell, cell }));
    return { ok: false, message: p.message, problems: [p, ...cells], sheets: [] };
  }
  const given = error instanceof TournamentError ? error.params.detail : undefined;
  const detail =
    error instanceof TournamentError
      ? typeof given === 'string' || typeof given === 'number'
        ? String(given)
        : error.code
      : error instanceof Error
        ? error.message
        : String(error);
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
    // Its own scope: the sheets it closes stay closed until it ends, and a failure (or a refusal
    // saying nothing was written) undoes every write it made (actionScope.ts).
    const editors = ctx.editors ?? [];
    return inActionScope(body, { app: ctx.services.app, lockDown: (p) => lockDown(p, editors) });
  } catch (error) {
    return refused(ctx, error);
  } finally {
    lock.releaseLock();
  }
}

/** A checkbox as the sheets give it back: true, or TRUE / ИСТИНА / иә / да / 1 / x typed or pasted as text. */
export function isTrue(v: CellValue | undefined): boolean {
  if (v === true) return true;
  return typeof v === 'string' && /^(true|истина|иә|да|1|x)$/i.test(v.trim());
}

/** The same value read twice from a cell (a date by its time). */
export function sameCellValue(x: CellValue | undefined, y: CellValue | undefined): boolean {
  return x instanceof Date && y instanceof Date ? x.getTime() === y.getTime() : x === y;
}

export function cellText(v: CellValue | undefined): string {
  if (v === undefined || v === null) return '';
  if (v instanceof Date) return v.toISOString();
  return String(v)
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
