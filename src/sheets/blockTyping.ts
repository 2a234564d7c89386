/**
 * The document lock stops other script runs, not people: a referee may type a score between an
 * action's check and its write. So before an action reads a sheet it will write, it protects the
 * sheet entirely (the referees' input ranges closed for a moment); it checks what it read, writes,
 * and gives the protection back. A score typed before the block is seen by the check; one typed
 * during the action is refused by Sheets on the spot (the referee sees it and types it again
 * after a second) — never silently overwritten.
 *
 * Inside a writing action (actionScope.ts) the sheets stay closed until the action ends, whoever
 * closed them: a sheet closed once is closed for the rest of the action (closing it again gives back
 * what the first close recorded), and the input ranges of a sheet the applier rewrote open only at
 * the end (`openInputs`), so a later failure of the same action can undo it with nobody typing there.
 */
import { currentScope, openAgain, TEMPORARY_PROTECTION, type BlockedSheet } from './actionScope';
import { hasFinalMark } from './identity';
import type { ProtectionLike, RangeLike, SheetLike, SpreadsheetAppLike } from './gas';
import type { Rect } from './plan';

export type { BlockedSheet };

export interface Block {
  sheets: BlockedSheet[];
  /** Opens what was open before (for sheets the action did not rewrite: the applier re-protects those it did). */
  release(except?: readonly SheetLike[]): void;
}

function rectOf(r: RangeLike): Rect {
  return { row: r.getRow() - 1, col: r.getColumn() - 1, rows: r.getNumRows(), cols: r.getNumColumns() };
}

/**
 * A protection as a close found it: its open ranges read now (the close empties them), its
 * description only when something asks for it (a rebuild's undo snapshot, a rename, a finalize) — a
 * sheet closed only to be read never asks, and saves the call (docs/performance.md).
 */
function found(protection: ProtectionLike): BlockedSheet['protections'][number] {
  let description: string | undefined;
  return {
    protection,
    open: protection.getUnprotectedRanges(),
    get description(): string {
      description ??= protection.getDescription();
      return description;
    },
  };
}

/** Closes one sheet: its protections' input ranges emptied, or a temporary protection on a sheet that had none. */
function close(app: SpreadsheetAppLike, sheet: SheetLike, lockDown: (p: ProtectionLike) => void): BlockedSheet {
  const protections = sheet.getProtections(app.ProtectionType.SHEET).map(found);
  let temporary: ProtectionLike | null = null;
  if (protections.length === 0) {
    temporary = sheet.protect().setDescription(TEMPORARY_PROTECTION);
    lockDown(temporary);
  }
  for (const p of protections) if (p.open.length > 0) p.protection.setUnprotectedRanges([]);
  return {
    sheet,
    protections,
    typedAreas: protections.flatMap((p) => p.open.map(rectOf)),
    temporary,
  };
}

/**
 * Closes the input ranges of `sheets` to everyone but the editors of their protections (the owner,
 * the committee member running the action, the committee). `lockDown` applies to a protection
 * this adds. Flushes, so the block is in force before anything is read.
 *
 * Inside a writing action the sheets join the action's: `release` then does nothing (the action
 * opens them when it ends), and a sheet closed earlier in the action is given back as it was closed.
 */
export function blockTyping(
  app: SpreadsheetAppLike,
  sheets: readonly SheetLike[],
  lockDown: (p: ProtectionLike) => void,
): Block {
  const scope = currentScope();
  const blocked: BlockedSheet[] = [];
  const release = (except: readonly SheetLike[] = []) => {
    if (scope) return;
    for (const b of blocked) {
      if (except.includes(b.sheet)) continue;
      try {
        openAgain(b);
      } catch {
        // keep releasing the others; the action reports its own outcome
      }
    }
  };
  let closedNow = 0;
  try {
    for (const sheet of sheets) {
      const held = scope?.find(sheet);
      if (held) {
        blocked.push(held);
        continue;
      }
      const b = close(app, sheet, lockDown);
      blocked.push(b);
      if (scope) {
        scope.closed.push(b);
        // read before the close (a sheet the action meant only to read): read again after it
        scope.readOnly.delete(sheet.getName());
        scope.forget(sheet);
      }
      closedNow++;
    }
    if (closedNow > 0) app.flush();
  } catch (error) {
    release();
    throw error;
  }
  return { sheets: blocked, release };
}

/**
 * Inside a writing action, closes `sheets` before the action reads them the first time; they stay
 * closed until the action ends. Not the sheets it declared read-only (`readOnlyAhead`, context.ts).
 * Outside one (a reading function, the edit trigger) does nothing.
 *
 * A finalized sheet (its mark found by the action's one metadata search: identity.ts, no call of its
 * own) is not closed: finalizing locked it entirely, so a close would read its protection (three
 * calls) to find nothing open and write nothing. A committee member who took that protection off by
 * hand lets others type there; the action then reads it as it stands (docs/performance.md).
 */
export function closeBeforeReading(...sheets: SheetLike[]): void {
  const scope = currentScope();
  if (!scope?.closer) return;
  const app = scope.closer.app;
  // several at once: one flush puts every block in force (a reader of many sheets closes them together)
  const names = new Set<string>();
  const open = sheets.filter((s) => {
    const name = s.getName();
    if (names.has(name) || scope.readOnly.has(name) || scope.find(s) || hasFinalMark(app, s)) return false;
    names.add(name);
    return true;
  });
  if (open.length > 0) blockTyping(app, open, scope.closer.lockDown);
}

/**
 * The applier (or a finalize, or an undo) gave `sheet` its protection and the input ranges `open`:
 * open them now outside an action; inside one, when it ends (the sheet stays closed meanwhile, and a
 * later read in the same action sees these inputs as where people type).
 */
export function openInputs(
  sheet: SheetLike,
  given: { protection: ProtectionLike; description: string; open: RangeLike[] } | null,
): void {
  const scope = currentScope();
  if (!scope) {
    if (given && given.open.length > 0) given.protection.setUnprotectedRanges(given.open);
    return;
  }
  const entry: BlockedSheet = {
    sheet,
    protections: given ? [given] : [],
    typedAreas: given ? given.open.map(rectOf) : [],
    temporary: null,
  };
  const held = scope.find(sheet);
  if (held) Object.assign(held, entry);
  else scope.closed.push(entry);
}
