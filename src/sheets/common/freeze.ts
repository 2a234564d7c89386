/**
 * Freezing sheets into the record (../actions/finalize.ts): each sheet's formulas become their
 * values (so a downloaded XLSX reads the same without the add-on), the sheet is locked entirely and
 * marked final in its metadata. All or nothing: a failure puts back what was frozen so far.
 */
import { lockDown, protectionDescription, restorable } from '../apply';
import { onUndo } from '../actionScope';
import { openInputs, type BlockedSheet } from '../blockTyping';
import { problem, type ActionResult } from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue, RangeLike, SheetLike } from '../gas';
import { markFinal, META, readAnchors, type Anchors } from '../identity';
import { a1, literal } from '../plan';
import { readArea } from '../sheetIndex';
import { refuse, type SettingsCtx } from './results';

/** A sheet to freeze as finalize read it, once, after closing it to typing. */
export interface FreezeRead {
  sheet: SheetLike;
  range: RangeLike;
  values: CellValue[][];
  formulas: string[][];
  formats: string[][];
  anchors: Anchors;
}

export function readForFreeze(sheets: readonly SheetLike[]): FreezeRead[] {
  return sheets.map((sheet) => {
    // values and formulas as the action read them, if it did since its last write (../sheetIndex.ts)
    const { values, formulas } = readArea(sheet);
    const range = sheet.getRange(1, 1, Math.max(1, values.length), Math.max(1, values[0]?.length ?? 0));
    return { sheet, range, values, formulas, formats: range.getNumberFormats(), anchors: readAnchors(sheet, values) };
  });
}

/** Cells showing an error or a status instead of a value are never frozen: the refusal naming them, or null. */
export function errorRefusal(ctx: SettingsCtx, read: readonly FreezeRead[]): ActionResult<never> | null {
  const bad: string[] = [];
  for (const r of read) {
    r.values.forEach((row, i) =>
      row.forEach((v, j) => {
        if (isErrorValue(v)) bad.push(`${r.sheet.getName()}!${a1(i, j)}`);
      }),
    );
  }
  if (bad.length === 0) return null;
  const p = problem(ctx, 'error', 'finalizeErrors', { cells: bad.slice(0, 12).join(', '), count: bad.length });
  return refuse(p.message, [
    p,
    ...bad.slice(0, 12).map((cell) => ({ severity: 'error' as const, code: 'finalizeErrors', message: cell, cell })),
  ]);
}

/** What a sheet's protection was before it was frozen, to put back on a failure. */
interface Before {
  description: string;
  open: RangeLike[];
}

/**
 * Freezes every sheet read (the sheets `blocked` closed to typing, in the same order), or none: on a
 * failure the sheets frozen so far get their formulas and protection back, and the error goes on.
 */
export function freeze(ctx: SettingsCtx, read: readonly FreezeRead[], blocked: readonly BlockedSheet[]): void {
  const before: Before[] = blocked.map((b) => ({
    description: b.protections.map((p) => p.description).join(' '),
    open: b.protections.flatMap((p) => p.open),
  }));
  let touched = 0;
  const undo = () =>
    read.slice(0, touched).forEach((r, i) => {
      const b = before[i];
      if (b) unfreeze(ctx, r, b);
    });
  try {
    for (const r of read) {
      touched++;
      freezeSheet(ctx, r);
    }
  } catch (error) {
    undo();
    throw error;
  }
  // A later failure of the same action unfreezes them too (../actionScope.ts).
  onUndo(
    undo,
    read.map((r) => r.sheet.getName()),
  );
}

function freezeSheet(ctx: SettingsCtx, r: FreezeRead): void {
  const app = ctx.services.app;
  // Text stays text: behind an apostrophe, except in a plain-text cell (where it would show).
  r.range.setValues(r.values.map((row, i) => row.map((v, j) => literal(v, r.formats[i]?.[j]))));
  const old = r.sheet.getProtections(app.ProtectionType.SHEET);
  const key =
    /^tournament:([^:\s]+)/.exec(old.map((p) => p.getDescription()).join(' '))?.[1] ??
    r.sheet.getName().replace(/[^\p{L}\p{N}.-]+/gu, '_');
  // Locked for everyone but the owner, the runner and the committee; marked final (the
  // protection and the metadata), so no action ever rewrites it (apply.ts refuses). The
  // protection is the one blockTyping closed (Sheets gives the existing one back): it is
  // never lifted, so no referee types into the sheet while it becomes the record.
  const description = protectionDescription(key, 'final');
  const locked = r.sheet.protect().setDescription(description);
  lockDown(locked, ctx.settings.committee);
  if (locked.getUnprotectedRanges().length > 0) locked.setUnprotectedRanges([]);
  // Nothing opens when the action ends: the record stays closed.
  openInputs(r.sheet, { protection: locked, description, open: [] });
  markFinal(r.sheet);
}

/** A sheet frozen by a finalize that failed gets its formulas, its protection and its metadata back. */
function unfreeze(ctx: SettingsCtx, r: FreezeRead, b: Before): void {
  try {
    // Emptied first, so nothing blocks the array formulas' spills when they come back.
    r.range.setValues(r.values.map((row) => row.map(() => '')));
    r.range.setValues(restorable(r.values, r.formulas, r.formats));
    for (const p of r.sheet.getProtections(ctx.services.app.ProtectionType.SHEET)) p.remove();
    for (const md of r.sheet.createDeveloperMetadataFinder().withKey(META.state).find()) md.remove();
    if (b.description !== '') {
      const p = r.sheet.protect().setDescription(b.description);
      lockDown(p, ctx.settings.committee);
      openInputs(r.sheet, { protection: p, description: b.description, open: b.open });
    } else openInputs(r.sheet, null);
  } catch {
    // keep undoing the others; the original error is reported
  }
}
