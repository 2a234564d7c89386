/**
 * Developer metadata (Apps Script `DeveloperMetadata`, Sheets API `spreadsheets.developerMetadata`):
 * key/value pairs attached to the spreadsheet, a sheet, or whole rows / columns of a sheet.
 *
 * The Sheets API says what happens when the spreadsheet changes shape: "if developer metadata is
 * associated with row 5 and another row is then subsequently inserted above row 5, that original
 * metadata is still associated with the row it was first associated with (what is now row 6). If
 * the associated object is deleted then its metadata is deleted too." So a row / column span here
 * moves with its rows, grows when rows are inserted strictly inside it, shrinks when some of its
 * rows are deleted and disappears with the last of them; sheet metadata follows its sheet through
 * renames and moves and disappears with it. A sort moves cell contents, not rows: metadata stays.
 */
import type {
  DeveloperMetadataFinderLike,
  DeveloperMetadataLike,
  DeveloperMetadataLocationLike,
  RangeLike,
  SheetLike,
} from '../src/sheets/gas';
import type { RectAddress } from './a1';
import type { FakeBook } from './book';
import { FakeRange, FakeSheet } from './objects';
import { reportCalls } from './hooks';
import { mapSpan, type AxisEdit } from './refs';
import type { SheetState } from './state';

/** Where a developer metadata entry is attached (0-based rows / columns). */
export type MetadataLocation =
  | { type: 'SPREADSHEET' }
  | { type: 'SHEET'; sheet: SheetState }
  | { type: 'ROW'; sheet: SheetState; start: number; count: number }
  | { type: 'COLUMN'; sheet: SheetState; start: number; count: number };

/** @internal One developer metadata entry. */
export interface MetadataEntry {
  id: number;
  key: string;
  value: string | null;
  location: MetadataLocation;
  removed: boolean;
}

export const METADATA_LOCATION_TYPE = Object.freeze({
  SPREADSHEET: 'SPREADSHEET',
  SHEET: 'SHEET',
  ROW: 'ROW',
  COLUMN: 'COLUMN',
});

/** The test-side view of one entry. */
export interface MetadataInfo {
  id: number;
  key: string;
  value: string | null;
  type: 'SPREADSHEET' | 'SHEET' | 'ROW' | 'COLUMN';
  /** null for SPREADSHEET */
  sheet: string | null;
  /** ROW / COLUMN: 1-based first row (column) and how many */
  start?: number;
  count?: number;
}

export function metadataInfo(e: MetadataEntry): MetadataInfo {
  const l = e.location;
  const base = { id: e.id, key: e.key, value: e.value, type: l.type };
  if (l.type === 'SPREADSHEET') return { ...base, sheet: null };
  if (l.type === 'SHEET') return { ...base, sheet: l.sheet.name };
  return { ...base, sheet: l.sheet.name, start: l.start + 1, count: l.count };
}

/** The rows or columns of a ROW / COLUMN location as a range of whole rows / columns. */
function spanRect(l: MetadataLocation): RectAddress | null {
  if (l.type === 'ROW') return { row: l.start, col: 0, rows: l.count, cols: l.sheet.maxCols };
  if (l.type === 'COLUMN') return { row: 0, col: l.start, rows: l.sheet.maxRows, cols: l.count };
  return null;
}

/**
 * Moves the ROW (or COLUMN) metadata of `state` as rows (columns) are inserted or deleted; an
 * entry whose rows are all deleted is removed.
 */
export function moveMetadata(book: FakeBook, state: SheetState, edit: AxisEdit): void {
  if (book.switches.metadataStays) return;
  const type = edit.axis === 'row' ? 'ROW' : 'COLUMN';
  for (const e of book.metadata) {
    const l = e.location;
    if (l.type !== type || l.sheet !== state) continue;
    const span = mapSpan(l.start, l.start + l.count - 1, edit);
    if (!span) {
      e.removed = true;
      continue;
    }
    l.start = span[0];
    l.count = span[1] - span[0] + 1;
  }
  book.metadata = book.metadata.filter((e) => !e.removed);
}

/** Copies the metadata of `from` (sheet, rows, columns) onto `to`, with new ids (a duplicated sheet). */
export function copyMetadata(book: FakeBook, from: SheetState, to: SheetState): void {
  for (const e of [...book.metadata]) {
    const l = e.location;
    if (l.type === 'SPREADSHEET' || l.sheet !== from) continue;
    book.addMetadata(e.key, e.value ?? '', { ...l, sheet: to });
  }
}

/** Whether metadata at `l` lies wholly inside `rect` of `state` (Range.createDeveloperMetadataFinder's scope). */
export function withinRange(l: MetadataLocation, state: SheetState, rect: RectAddress): boolean {
  if (l.type === 'SPREADSHEET' || l.type === 'SHEET' || l.sheet !== state) return false;
  const span = spanRect(l) as RectAddress;
  return (
    span.row >= rect.row &&
    span.col >= rect.col &&
    span.row + span.rows <= rect.row + rect.rows &&
    span.col + span.cols <= rect.col + rect.cols
  );
}

/** Apps Script's DeveloperMetadata over one entry of the book's store; a removed entry refuses every call. */
export class FakeDeveloperMetadata implements DeveloperMetadataLike {
  constructor(
    private readonly book: FakeBook,
    /** @internal */ readonly entry: MetadataEntry,
  ) {}
  private call(method: string): void {
    this.book.record(null, method, 'metadata');
    if (this.entry.removed)
      throw new Error('Exception: The developer metadata has been removed (or its location was deleted).');
  }
  /** Not in gas.ts: the spreadsheet-unique id. */
  getId(): number {
    this.call('getId');
    return this.entry.id;
  }
  getKey(): string {
    this.call('getKey');
    return this.entry.key;
  }
  getValue(): string | null {
    this.call('getValue');
    return this.entry.value;
  }
  /** The location as it is now (it follows later edits too). */
  getLocation(): DeveloperMetadataLocationLike {
    this.call('getLocation');
    return new FakeDeveloperMetadataLocation(this.book, this.entry);
  }
  setValue(value: string): DeveloperMetadataLike {
    this.call('setValue');
    this.entry.value = value;
    return this;
  }
  /** Not in gas.ts. */
  setKey(key: string): DeveloperMetadataLike {
    this.call('setKey');
    if (typeof key !== 'string' || key === '') throw new Error('Exception: Invalid argument: key.');
    this.entry.key = key;
    return this;
  }
  remove(): void {
    this.call('remove');
    this.entry.removed = true;
    this.book.metadata = this.book.metadata.filter((e) => e !== this.entry);
  }
}

/** Reads its entry's location at each call, so it reports where the rows are now. */
export class FakeDeveloperMetadataLocation implements DeveloperMetadataLocationLike {
  constructor(
    private readonly book: FakeBook,
    private readonly entry: MetadataEntry,
  ) {}
  private location(): MetadataLocation {
    if (this.entry.removed)
      throw new Error('Exception: The developer metadata has been removed (or its location was deleted).');
    return this.entry.location;
  }
  getLocationType(): unknown {
    return METADATA_LOCATION_TYPE[this.location().type];
  }
  getSheet(): SheetLike | null {
    const l = this.location();
    return l.type === 'SPREADSHEET' ? null : new FakeSheet(this.book, l.sheet);
  }
  getRow(): RangeLike | null {
    const l = this.location();
    return l.type === 'ROW' ? new FakeRange(this.book, l.sheet, spanRect(l) as RectAddress) : null;
  }
  getColumn(): RangeLike | null {
    const l = this.location();
    return l.type === 'COLUMN' ? new FakeRange(this.book, l.sheet, spanRect(l) as RectAddress) : null;
  }
}

export class FakeDeveloperMetadataFinder implements DeveloperMetadataFinderLike {
  private readonly conditions: ((e: MetadataEntry) => boolean)[] = [];
  constructor(
    private readonly book: FakeBook,
    scope: (e: MetadataEntry) => boolean,
  ) {
    this.conditions.push(scope);
  }
  // The conditions are local to the finder object (not logged); find() is the call that goes to Sheets.
  withKey(key: string): DeveloperMetadataFinderLike {
    this.conditions.push((e) => e.key === key);
    return this;
  }
  withValue(value: string): DeveloperMetadataFinderLike {
    this.conditions.push((e) => e.value === value);
    return this;
  }
  /** Not in gas.ts. */
  withId(id: number): DeveloperMetadataFinderLike {
    this.conditions.push((e) => e.id === id);
    return this;
  }
  withLocationType(locationType: unknown): DeveloperMetadataFinderLike {
    this.conditions.push((e) => METADATA_LOCATION_TYPE[e.location.type] === locationType);
    return this;
  }
  find(): DeveloperMetadataLike[] {
    this.book.record(null, 'find');
    return this.book.metadata
      .filter((e) => !e.removed && this.conditions.every((c) => c(e)))
      .map((e) => new FakeDeveloperMetadata(this.book, e));
  }
}

reportCalls(FakeDeveloperMetadata);
reportCalls(FakeDeveloperMetadataFinder);
