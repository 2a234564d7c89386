/**
 * The document lock stops other script runs, not people: a referee may type a score between an
 * action's check and its write. So before an action reads a sheet it will write, it protects the
 * sheet entirely (the referees' input ranges closed for a moment); it checks what it read, writes,
 * and gives the protection back. A score typed before the block is seen by the check; one typed
 * during the action is refused by Sheets on the spot (the referee sees it and types it again
 * after a second) — never silently overwritten.
 */
import type { ProtectionLike, RangeLike, SheetLike, SpreadsheetAppLike } from './gas';
import type { Rect } from './plan';

/** A description for the protection put on a sheet that had none, for the time of one action. */
const TEMPORARY = 'tournament:busy';

export interface BlockedSheet {
  sheet: SheetLike;
  /** the sheet's protections as they were, with their unprotected ranges */
  protections: { protection: ProtectionLike; description: string; open: RangeLike[] }[];
  /** the unprotected ranges before the block, 0-based (where people type) */
  typedAreas: Rect[];
  /** the protection this block added to a sheet that had none (removed again on release) */
  temporary: ProtectionLike | null;
}

export interface Block {
  sheets: BlockedSheet[];
  /** Opens what was open before (for sheets the action did not rewrite: the applier re-protects those it did). */
  release(except?: readonly SheetLike[]): void;
}

function rectOf(r: RangeLike): Rect {
  return { row: r.getRow() - 1, col: r.getColumn() - 1, rows: r.getNumRows(), cols: r.getNumColumns() };
}

/**
 * Closes the input ranges of `sheets` to everyone but the editors of their protections (the owner,
 * the committee member running the action, the committee). `lockDown` applies to a protection
 * this adds. Flushes, so the block is in force before anything is read.
 */
export function blockTyping(
  app: SpreadsheetAppLike,
  sheets: readonly SheetLike[],
  lockDown: (p: ProtectionLike) => void,
): Block {
  const blocked: BlockedSheet[] = [];
  const release = (except: readonly SheetLike[] = []) => {
    for (const b of blocked) {
      if (except.includes(b.sheet)) continue;
      try {
        if (b.temporary) b.temporary.remove();
        for (const p of b.protections) if (p.open.length > 0) p.protection.setUnprotectedRanges(p.open);
      } catch {
        // keep releasing the others; the action reports its own outcome
      }
    }
  };
  try {
    for (const sheet of sheets) {
      const protections = sheet.getProtections(app.ProtectionType.SHEET).map((protection) => ({
        protection,
        description: protection.getDescription(),
        open: protection.getUnprotectedRanges(),
      }));
      let temporary: ProtectionLike | null = null;
      if (protections.length === 0) {
        temporary = sheet.protect().setDescription(TEMPORARY);
        lockDown(temporary);
      }
      for (const p of protections) if (p.open.length > 0) p.protection.setUnprotectedRanges([]);
      blocked.push({ sheet, protections, typedAreas: protections.flatMap((p) => p.open.map(rectOf)), temporary });
    }
    app.flush();
  } catch (error) {
    release();
    throw error;
  }
  return { sheets: blocked, release };
}
