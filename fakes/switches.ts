/**
 * Switches that make the fake spreadsheet behave the other way for each assumption the add-on
 * makes about Google Sheets (issue 22 item 4; docs/real-sheets.md lists the assumptions). By
 * default the fake does what Google documents (or, where Google says nothing, what the add-on
 * assumes); each switch makes it do what the self-check is there to find out, so the tests can
 * show that the self-check reports it and that the results stay right.
 *
 *   createFakeServices({ switches: { dropEditsPastTwo: true } })
 *
 * Each switch is read where the fake does the thing (book.ts, metadata.ts, structure.ts,
 * loading.ts, objects.ts); the work that is the switch's own lives here.
 */
import type { FakeBook } from './book';
import type { MetadataEntry } from './metadata';
import type { RectAddress } from './a1';
import type { SheetState } from './state';

export interface Switches {
  /**
   * The simple onEdit trigger takes a second (virtual) per event; events that arrive while it runs
   * are queued, up to two; past two they are dropped ("The onEdit() trigger only queues up to 2
   * trigger events", Apps Script guide "Simple triggers"). Time passes with `book.now`.
   */
  dropEditsPastTwo?: boolean;
  /** `book.paste` fires one event for the whole block (else one per cell). */
  pasteAsOneEvent?: boolean;
  /** "Duplicate" copies no developer metadata. */
  metadataNotCopied?: boolean;
  /** Row and column metadata stays at its index when rows or columns are inserted, deleted or moved. */
  metadataStays?: boolean;
  /** A sort moves row metadata with the rows' contents (else it stays with the position). */
  sortMovesMetadata?: boolean;
  /**
   * Every custom-function cell whose value changes reads `text` (and so does what depends on it)
   * for `ms` of `book.now` after the change (Infinity: until `doneLoading`).
   */
  loading?: { text: string; ms: number };
  /** Another committee member works at the same time: every other tryLock finds the document lock busy. */
  secondMember?: boolean;
  /** Each call of the add-on advances `book.now` by these milliseconds (slow calls). */
  slowCalls?: { read: number; write: number; search: number; flush: number };
  /** The person running the add-on edits through a Google Group: removeEditors throws (book.runnerViaGroup). */
  groupAccess?: boolean;
  /** Protection.removeEditors keeps the referee: a protection binds nobody. */
  protectionLax?: boolean;
  /** A custom function takes the document lock even while a server call holds it. */
  lockNotShared?: boolean;
  /** The spreadsheet's time zone (File → Settings); the script's stays Asia/Almaty (appsscript.json). */
  timeZone?: string;
  /**
   * `Sheet.getSheetValues(1, 1, -1, -1)` reads -1 as one row and one column (the other reading of
   * Google's sentence on -1), not as "through the last row and column with data".
   */
  wholeReadShort?: boolean;
  /** A checkbox cell reads as the interface's word ("ИСТИНА" / "ЛОЖЬ", "TRUE" / "FALSE") instead of a boolean. */
  checkboxAsText?: boolean;
}

/** Every switch on at once (the whole-tournament test). */
export const EVERY_SWITCH: Switches = {
  dropEditsPastTwo: true,
  pasteAsOneEvent: true,
  metadataNotCopied: true,
  metadataStays: true,
  sortMovesMetadata: true,
  loading: { text: 'Жүктелуде...', ms: 15000 },
  secondMember: true,
  slowCalls: { read: 400, write: 150, search: 400, flush: 1500 },
  groupAccess: true,
  protectionLax: true,
  lockNotShared: true,
  timeZone: 'Europe/Moscow',
  checkboxAsText: true,
  wholeReadShort: true,
};

/** The virtual time the edit trigger spends on one event. */
export const TRIGGER_MS = 1000;

/** The edit trigger's queue (dropEditsPastTwo): whether an event is delivered; dropped ones are counted. */
export function admitEdit(book: FakeBook): boolean {
  if (!book.switches.dropEditsPastTwo) return true;
  const q = book.editQueue;
  if (book.now >= q.busyUntil) {
    q.busyUntil = book.now + TRIGGER_MS;
    q.queued = 0;
    return true;
  }
  if (q.queued < 2) {
    q.queued++;
    q.busyUntil += TRIGGER_MS;
    return true;
  }
  book.droppedEdits.push(book.now);
  return false;
}

const READ_METHODS = /^(getValues|getSheetValues|getFormulas|getNumberFormats|getBackgrounds|getDataValidations)$/;

/** slowCalls: the time one call of the add-on takes. */
export function callCost(book: FakeBook, method: string, category: string, write: boolean): number {
  const slow = book.switches.slowCalls;
  // A trigger is an execution of its own: the person typing does not wait for it.
  if (!slow || book.actingAs !== null) return 0;
  if (method === 'flush') return slow.flush;
  if (method === 'find') return slow.search;
  if (write && (category === 'values' || category === 'formats' || category === 'metadata')) return slow.write;
  return READ_METHODS.test(method) ? slow.read : 0;
}

/** secondMember: the other member's action holds the document lock on every other attempt. */
export function otherMemberHolds(book: FakeBook): boolean {
  if (!book.switches.secondMember) return false;
  book.otherMemberTurn = !book.otherMemberTurn;
  return book.otherMemberTurn;
}

/** What a checkbox reads as in the spreadsheet's language (checkboxAsText). */
export function checkboxWord(book: FakeBook, value: boolean): string {
  const ru = /^(ru|kk)/i.test(book.locale);
  if (ru) return value ? 'ИСТИНА' : 'ЛОЖЬ';
  return value ? 'TRUE' : 'FALSE';
}

/**
 * sortMovesMetadata: the metadata of each single row inside the sorted range goes where the row's
 * contents went (`order[i]` = the row, counted from the range's top, whose contents are now on row i).
 */
export function followSort(book: FakeBook, s: SheetState, rect: RectAddress, order: readonly number[]): void {
  if (!book.switches.sortMovesMetadata) return;
  const to = new Map<number, number>();
  order.forEach((src, i) => to.set(rect.row + src, rect.row + i));
  for (const e of book.metadata) {
    const l = e.location;
    if (l.type !== 'ROW' || l.sheet !== s || l.count !== 1) continue;
    const dest = to.get(l.start);
    if (dest !== undefined) l.start = dest;
  }
}

/**
 * The Lock service a custom function sees while the fake computes it: an execution of its own,
 * which finds the document lock held while a server call holds it (unless lockNotShared).
 */
export function customFunctionLocks(book: FakeBook): unknown {
  const execution = -1;
  return {
    getDocumentLock: () => ({
      tryLock: () => {
        if (book.switches.lockNotShared) return true;
        if (book.lockHolder !== null && book.lockHolder !== execution) return false;
        book.lockHolder = execution;
        return true;
      },
      releaseLock: () => {
        if (book.lockHolder === execution) book.lockHolder = null;
      },
      hasLock: () => book.lockHolder === execution,
    }),
  };
}

/** Metadata entries wholly inside rows [first, first + count) of a sheet, taken out of the store. */
export function detachRowMetadata(book: FakeBook, s: SheetState, first: number, count: number): MetadataEntry[] {
  const inside = (e: MetadataEntry) =>
    e.location.type === 'ROW' &&
    e.location.sheet === s &&
    e.location.start >= first &&
    e.location.start + e.location.count <= first + count;
  const taken = book.metadata.filter(inside);
  book.metadata = book.metadata.filter((e) => !inside(e));
  return taken;
}
