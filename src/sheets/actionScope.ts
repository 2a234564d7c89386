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
import type { DeveloperMetadataLike, ProtectionLike, RangeLike, SheetLike, SpreadsheetAppLike } from './gas';
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

/** The description of the protection put on a sheet that had none, for the time of one action. */
export const TEMPORARY_PROTECTION = 'tournament:busy';

/** The key of what concerns the whole spreadsheet (no sheet is called so: names are never empty). */
const BOOK = '';

export class ActionScope {
  /** the sheets closed so far (and those the action made), with what to open when it ends */
  readonly closed: BlockedSheet[] = [];
  private readonly undos: (() => void)[] = [];
  /** what the action read since its last write, by sheet name and kind of read (`remembered`) */
  private readonly reads = new Map<string, Map<string, unknown>>();
  /** inside `writing`: a writer between its first write and its undo reads Sheets every time */
  private writers = 0;
  /** the sheets the last `release` opened (and whether it removed a temporary protection there) */
  private readonly opened: { b: BlockedSheet; temporary: boolean }[] = [];
  /** the names of the sheets written so far; `anyWritten`: a write that did not say which */
  private readonly written = new Set<string>();
  private anyWritten = false;
  /**
   * The names of the sheets the action only reads (`readOnly`): read without closing them to typing
   * (a score typed there meanwhile is not lost, only seen by the next action). Closing one anyway
   * (the applier about to rewrite it, a writer) takes it out of here and forgets what was read of it
   * before (blockTyping.ts): close, then read holds for every sheet written.
   */
  readonly readOnly = new Set<string>();

  constructor(readonly closer: Closer | null = null) {}

  /** The sheet's entry: the same object, or (Apps Script gives a new one per call) the same name. */
  find(sheet: SheetLike): BlockedSheet | undefined {
    const same = this.closed.find((b) => b.sheet === sheet);
    if (same || this.closed.length === 0) return same;
    const name = sheet.getName();
    return this.closed.find((b) => b.sheet.getName() === name);
  }

  /** `written`: the names of the sheets the write changed (unknown: any sheet). */
  onUndo(undo: () => void, written?: readonly string[]): void {
    this.undos.push(undo);
    // Every write leaves its undo here: what was read before it may no longer be so (a formula of
    // another sheet may read the cells written too), so it is read again — all but `valuesOnly`.
    this.forgetWritten(written);
  }

  /**
   * Forgets what a write to `written` (unknown: any sheet) may have changed: the sheets written,
   * every read of a sheet holding a formula, the spreadsheet-wide reads. Kept: the used area of a
   * sheet not written that holds no formula (a finalized sheet, a registration typed by hand) —
   * its values change only by a write to it (getFormulas answers "" for a cell without one).
   */
  private forgetWritten(written?: readonly string[]): void {
    if (!written) {
      this.anyWritten = true;
      return this.forget();
    }
    for (const name of written) this.written.add(name);
    for (const [name, kept] of [...this.reads])
      if (name === BOOK || written.includes(name) || !valuesOnly(kept)) this.reads.delete(name);
  }

  /**
   * What `read` answers for `sheet`, read once until the action writes (one read per sheet per
   * action): later asks get the same answer without a call. Inside `writing`, read every time.
   */
  remembered<T>(sheet: SheetLike, what: string, read: () => T): T {
    if (this.writers > 0) return read();
    const name = sheet.getName();
    let kept = this.reads.get(name);
    if (kept?.has(what)) return kept.get(what) as T;
    const value = read();
    if (!kept) this.reads.set(name, (kept = new Map<string, unknown>()));
    kept.set(what, value);
    return value;
  }

  /** `remembered` for what concerns the whole spreadsheet (e.g. its one metadata search). */
  rememberedBook<T>(what: string, read: () => T): T {
    if (this.writers > 0) return read();
    let kept = this.reads.get(BOOK);
    if (kept?.has(what)) return kept.get(what) as T;
    const value = read();
    if (!kept) this.reads.set(BOOK, (kept = new Map<string, unknown>()));
    kept.set(what, value);
    return value;
  }

  /** Forgets what was read: of one sheet (`what` of it, or all), or of every sheet. */
  forget(sheet?: SheetLike, what?: string): void {
    if (!sheet) this.reads.clear();
    else if (what === undefined) this.reads.delete(sheet.getName());
    else this.reads.get(sheet.getName())?.delete(what);
  }

  /** Runs a writer that reads between its writes: nothing remembered meanwhile, everything forgotten after. */
  writing<T>(body: () => T, written?: readonly string[]): T {
    this.forgetWritten(written);
    this.writers++;
    try {
      return body();
    } finally {
      this.writers--;
      this.forgetWritten(written);
    }
  }

  /** What was read since the last write, by sheet name (the status after the action starts from it). */
  kept(): ActionReads {
    return new Map([...this.reads].filter(([name]) => name !== BOOK).map(([name, kept]) => [name, new Map(kept)]));
  }

  /**
   * `kept`, and what was read before the action took the lock (its settings, a registration) of the
   * sheets it did not write — kept by the same rule as a read inside it (`forgetWritten`).
   */
  keptWith(before: ActionReads): ActionReads {
    const reads = this.kept();
    if (this.anyWritten) return reads;
    const wrote = this.written.size > 0;
    for (const [name, kept] of before) {
      // the used area only (what the status takes); without a formula once anything was written
      const area = kept.get('area');
      if (area === undefined || reads.has(name) || this.written.has(name)) continue;
      if (wrote && !valuesOnly(new Map([['area', area]]))) continue;
      reads.set(name, new Map([['area', area]]));
    }
    return reads;
  }

  /** How many writes are recorded now (undo back to it with `undoTo`). */
  savepoint(): number {
    return this.undos.length;
  }

  /** Undoes the writes recorded after `mark`, latest first; each undo on its own (one failing does not stop the others). */
  undoTo(mark: number): void {
    this.writing(() => {
      while (this.undos.length > mark) {
        const undo = this.undos.pop() as () => void;
        try {
          undo();
        } catch {
          // keep undoing; the action reports its own failure
        }
      }
    });
  }

  /**
   * Opens every sheet closed: its input ranges as they were, or the new ones of a sheet rewritten.
   * Returns what Sheets refused (the others are opened all the same; those stay listed).
   */
  release(): unknown[] {
    const refused: unknown[] = [];
    const still: BlockedSheet[] = [];
    this.opened.length = 0;
    for (const b of this.closed) {
      const temporary = b.temporary !== null;
      try {
        openAgain(b);
        this.opened.push({ b, temporary });
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

  /**
   * Closes again the sheets the last `release` opened, before an undo reads them (a release Sheets
   * refused for one sheet undoes the whole action: the others, opened a moment ago, may already be
   * typed into — close, then read). Each on its own; one Sheets refuses stays open (its undo keeps
   * what was typed there before it read, not what comes between its read and its write).
   */
  closeAgain(): void {
    if (this.opened.length === 0) return;
    for (const { b, temporary } of this.opened) {
      try {
        for (const p of b.protections) if (p.open.length > 0) p.protection.setUnprotectedRanges([]);
        if (temporary && this.closer) {
          const p = b.sheet.protect().setDescription(TEMPORARY_PROTECTION);
          this.closer.lockDown(p);
          b.temporary = p;
        }
      } catch {
        // keep closing the others; the action reports its own failure
      }
      if (!this.find(b.sheet)) this.closed.push(b);
    }
    this.opened.length = 0;
    if (this.closer) this.closer.app.flush();
  }
}

/** Opens a closed sheet again: its temporary protection removed, its input ranges open as recorded. */
export function openAgain(b: BlockedSheet): void {
  if (b.temporary) b.temporary.remove();
  b.temporary = null;
  for (const p of b.protections) if (p.open.length > 0) p.protection.setUnprotectedRanges(p.open);
}

/** A sheet's remembered reads are its used area only (sheetIndex.ts `AREA`), without a formula. */
function valuesOnly(kept: ReadonlyMap<string, unknown>): boolean {
  const area = kept.get('area') as { formulas?: unknown } | undefined;
  if (kept.size !== 1 || !area || !Array.isArray(area.formulas)) return false;
  return (area.formulas as unknown[][]).every((row) => row.every((f) => f === ''));
}

/** What an action read, by sheet name, then by kind of read (`ActionScope.remembered`). */
export type ActionReads = Map<string, Map<string, unknown>>;

let current: ActionScope | null = null;
/** what the last action that wrote read after its last write: for the status computed right after it */
let lastReads: ActionReads | null = null;
/**
 * What was read outside any scope since the server function began (`startReads`): an action's
 * settings and the names it checks before it takes the lock. Never served to the action (read
 * without the lock, another action may have been writing): only handed on to the status after it.
 */
let outside: ActionReads = new Map();

/** A server function begins (kinds/settingsSheet.ts `openCtx`): nothing read outside a scope so far. */
export function startReads(): void {
  outside = new Map();
}

/**
 * What the action that just ended read after its last write (by sheet name, then kind of read), once:
 * the status its result carries starts from it (src/server.ts `act`). Null after a failed action.
 */
export function takeActionReads(): ActionReads | null {
  const reads = lastReads;
  lastReads = null;
  return reads;
}

/** The scope of the action running now, or null. */
export function currentScope(): ActionScope | null {
  return current;
}

/**
 * Counts the moments after which what was read outside a scope may be stale: an action's scope
 * beginning, a write outside any scope (`writing`). A read made at one count still holds at the same
 * count (sheetIndex.ts: an index's search made before the lock answers its reads before the lock).
 */
let epoch = 0;

/** The count now (see `epoch`). */
export function readEpoch(): number {
  return epoch;
}

/**
 * Runs a writing action in a scope of its own (nested calls join the running one). Undoes every
 * write when it throws or answers a refusal that says nothing was written; opens the sheets it
 * closed in any case. With a `closer`, every sheet the action reads (context.ts `readAll`) is
 * closed to typing first.
 */
export function inActionScope<T>(body: () => T, closer: Closer | null = null): T {
  if (current) return body();
  lastReads = null;
  epoch++;
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
  if (refused.length === 0) {
    lastReads = scope.keptWith(outside);
    return result;
  }
  // A sheet Sheets would not open again would leave the referees locked out of what they type
  // into: the action is undone whole, its sheets opened as they were, and the failure said. The
  // sheets opened already are closed again first: the undo reads them before it writes.
  current = scope;
  scope.closeAgain();
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

/**
 * `ActionScope.remembered` of the running action; outside one, `read()` each time (what it read is
 * noted for the status after the action: `startReads`).
 */
export function remembered<T>(sheet: SheetLike, what: string, read: () => T): T {
  if (current) return current.remembered(sheet, what, read);
  const value = read();
  const name = sheet.getName();
  if (!outside.has(name)) outside.set(name, new Map());
  outside.get(name)!.set(what, value);
  return value;
}

/**
 * Inside a writing action, every metadata entry of the spreadsheet with the name of the sheet it is
 * on: one search until the action writes, answering every sheet's (identity.ts); else null.
 */
export function spreadsheetMetadata(): Map<string, DeveloperMetadataLike[]> | null {
  const scope = current;
  if (!scope?.closer) return null;
  const app = scope.closer.app;
  return scope.rememberedBook('metadata', () => {
    const bySheet = new Map<string, DeveloperMetadataLike[]>();
    for (const md of app.getActiveSpreadsheet().createDeveloperMetadataFinder().find()) {
      try {
        const name = md.getLocation().getSheet()?.getName();
        if (name !== undefined) bySheet.set(name, [...(bySheet.get(name) ?? []), md]);
      } catch {
        // an entry whose row or column was deleted while we looked: it marks nothing any more
      }
    }
    return bySheet;
  });
}

/** `ActionScope.forget` of the running action (nothing outside one). */
export function forgetReads(sheet?: SheetLike, what?: string): void {
  current?.forget(sheet, what);
}

/** `ActionScope.writing` of the running action (`written`: the sheets it writes, if known); outside one, `body()`. */
export function writing<T>(body: () => T, written?: readonly string[]): T {
  if (current) return current.writing(body, written);
  epoch++;
  try {
    return body();
  } finally {
    epoch++;
  }
}

/**
 * Records how to undo a write just made (nothing outside a scope: there the writer undoes its own);
 * `written`: the names of the sheets it changed, when the writer knows them (else any sheet).
 */
export function onUndo(undo: () => void, written?: readonly string[]): void {
  current?.onUndo(undo, written);
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
