/**
 * What one writing action holds while it runs (`withLock` opens it, context.ts): the sheets it closed
 * to typing, and how to undo every write it made. Two promises of the add-on rest on it:
 *
 * - **Close, then read.** Every sheet an action reads (context.ts `readAll`, the applier, a
 *   finalize) is closed to typing first (blockTyping.ts `closeBeforeReading`), and the sheets stay
 *   closed until the action ends — also the sheets the applier rewrote: their new input ranges open
 *   only then (`openInputs`). A referee typing meanwhile is refused by Sheets (and types again a
 *   second later); what he typed before the action read it, the action saw and keeps.
 * - **All or nothing.** Every write (context.ts `writeCells`, the applier, a finalize's freeze, a
 *   fingerprint adjusted) leaves here how to undo it. If the action fails — a write refused by Sheets,
 *   anything unexpected — or refuses with `sheets: []` (the result says nothing was written), every
 *   write is undone, latest first, before the sheets open again. A step that may fail on its own
 *   while the action goes on (one no-show mark of many, the notices after a day plan) runs in `step`:
 *   its writes are undone when it throws, the others stay.
 *
 * Apps Script runs one execution at a time, so one scope is current at most (a module variable, as
 * `SpreadsheetApp` itself is one); outside any scope (a test calling the applier directly, the edit
 * trigger) everything is written and opened at once, as before.
 */
import type { ProtectionLike, RangeLike, SheetLike, SpreadsheetAppLike } from './gas';
import type { Rect } from './plan';

/** A sheet closed to typing (blockTyping.ts closes it), with what to open again when the action ends. */
export interface BlockedSheet {
  sheet: SheetLike;
  /** the sheet's protections as they were (or as the applier left them), with the ranges to open again */
  protections: { protection: ProtectionLike; description: string; open: RangeLike[] }[];
  /** where people type (0-based): the unprotected ranges before the block, or the inputs the applier wrote */
  typedAreas: Rect[];
  /** the protection this block added to a sheet that had none (removed again on release) */
  temporary: ProtectionLike | null;
}

/** How the scope closes a sheet: the app, and who stays an editor of a protection it adds. */
export interface Closer {
  app: SpreadsheetAppLike;
  lockDown: (p: ProtectionLike) => void;
}

export class ActionScope {
  /** the sheets closed so far (and those the action made), with what to open when it ends */
  readonly closed: BlockedSheet[] = [];
  private readonly undos: (() => void)[] = [];

  constructor(readonly closer: Closer | null = null) {}

  /** The sheet's entry: the same object, or (Apps Script gives a new one per call) the same name. */
  find(sheet: SheetLike): BlockedSheet | undefined {
    const same = this.closed.find((b) => b.sheet === sheet);
    if (same || this.closed.length === 0) return same;
    const name = sheet.getName();
    return this.closed.find((b) => b.sheet.getName() === name);
  }

  onUndo(undo: () => void): void {
    this.undos.push(undo);
  }

  /** How many writes are recorded now (undo back to it with `undoTo`). */
  savepoint(): number {
    return this.undos.length;
  }

  /** Undoes the writes recorded after `mark`, latest first; each undo on its own (one failing does not stop the others). */
  undoTo(mark: number): void {
    while (this.undos.length > mark) {
      const undo = this.undos.pop() as () => void;
      try {
        undo();
      } catch {
        // keep undoing; the action reports its own failure
      }
    }
  }

  /**
   * Opens every sheet closed: its input ranges as they were, or the new ones of a sheet rewritten.
   * Returns what Sheets refused (the others are opened all the same; those stay listed).
   */
  release(): unknown[] {
    const refused: unknown[] = [];
    const still: BlockedSheet[] = [];
    for (const b of this.closed) {
      try {
        if (b.temporary) b.temporary.remove();
        b.temporary = null;
        for (const p of b.protections) if (p.open.length > 0) p.protection.setUnprotectedRanges(p.open);
      } catch (error) {
        // keep opening the others (a sheet deleted by an undo has nothing to open); this one is
        // tried again by the next release
        refused.push(error);
        still.push(b);
      }
    }
    this.closed.length = 0;
    this.closed.push(...still);
    return refused;
  }
}

let current: ActionScope | null = null;

/** The scope of the action running now, or null. */
export function currentScope(): ActionScope | null {
  return current;
}

/**
 * Runs a writing action in a scope of its own (nested calls join the running one). Undoes every
 * write when it throws or answers a refusal that says nothing was written; opens the sheets it
 * closed in any case. With a `closer`, every sheet the action reads (context.ts `readAll`) is
 * closed to typing first.
 */
export function inActionScope<T>(body: () => T, closer: Closer | null = null): T {
  if (current) return body();
  const scope = new ActionScope(closer);
  current = scope;
  let result: T;
  try {
    result = body();
  } catch (error) {
    undoAndRelease(scope);
    throw error;
  }
  if (nothingWritten(result)) {
    undoAndRelease(scope);
    return result;
  }
  current = null;
  const refused = scope.release();
  if (refused.length === 0) return result;
  // A sheet Sheets would not open again would leave the referees locked out of what they type
  // into: the action is undone whole, its sheets opened as they were, and the failure said.
  current = scope;
  undoAndRelease(scope);
  throw refused[0];
}

/** Undoes every write of the scope (its sheets still closed), then opens them (a sheet refused: once more). */
function undoAndRelease(scope: ActionScope): void {
  try {
    scope.undoTo(0);
  } finally {
    current = null;
    if (scope.release().length > 0) scope.release();
  }
}

/** A result `{ ok: false, sheets: [] }`: the action says it wrote nothing. */
function nothingWritten(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as { ok?: unknown; sheets?: unknown };
  return r.ok === false && Array.isArray(r.sheets) && r.sheets.length === 0;
}

/** Records how to undo a write just made (nothing outside a scope: there the writer undoes its own). */
export function onUndo(undo: () => void): void {
  current?.onUndo(undo);
}

/**
 * A part of an action that may fail while the action goes on: when `body` throws, what it wrote is
 * undone and the error goes on to the caller, which says it and continues.
 */
export function step<T>(body: () => T): T {
  const scope = current;
  const mark = scope?.savepoint() ?? 0;
  try {
    return body();
  } catch (error) {
    scope?.undoTo(mark);
    throw error;
  }
}
