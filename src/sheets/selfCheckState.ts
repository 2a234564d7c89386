/**
 * What the add-on learned from the self-check (issue 22 items 3–4), as each action sees it: the
 * note the self-check leaves on its report sheet ("selfcheck:…" under the sheet-identity key, so
 * it comes with the one metadata search every action makes: no extra call), decoded once per
 * action. Before any self-check there is no note: the add-on relies on what Google documents.
 */
import { decodeNote, distrust, NOTE_PREFIX, type AssumptionId, type SelfCheckNote } from '../rules/selfCheck';
import { setLearnedNotReady } from './fingerprint';
import type { SpreadsheetLike } from './gas';
import type { SheetIndex } from './sheetIndex';
import { setUsedAreaInOneCall } from './usedArea';

/** The latest self-check's note, or null when none ran (or its report sheet was deleted). */
export function selfCheckNote(index: SheetIndex): SelfCheckNote | null {
  return index.memo('selfCheckNote', () => {
    let note: SelfCheckNote | null = null;
    for (const [id] of index.entries()) {
      if (!id.startsWith(NOTE_PREFIX)) continue;
      const n = decodeNote(id);
      if (n && (!note || n.at > note.at)) note = n;
    }
    return note;
  });
}

/** Whether the action must not rely on an assumption (found false, or not told). */
export function distrusted(ctx: { sheets: SheetIndex }, id: AssumptionId): boolean {
  return distrust(selfCheckNote(ctx.sheets), id);
}

/**
 * The time zone the calendar (notices, the status's deadlines) reads "today" in: the spreadsheet's
 * when the self-check found it is not the script's (Asia/Almaty), else the tournament's default.
 */
export function clockZone(ctx: { sheets: SheetIndex; book: SpreadsheetLike }): string | undefined {
  return distrusted(ctx, 'timezone') ? ctx.book.getSpreadsheetTimeZone() : undefined;
}

/**
 * At the start of each server call: what a computing custom function shows here is not ready, and
 * whether a sheet's used area is read in one call (usedArea.ts).
 */
export function learnFromSelfCheck(index: SheetIndex): void {
  const note = selfCheckNote(index);
  setLearnedNotReady(note?.placeholders ?? []);
  setUsedAreaInOneCall(!distrust(note, 'read.used'));
}
