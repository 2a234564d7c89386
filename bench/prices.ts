/**
 * What one Spreadsheet service call costs in real Google Sheets, as two tables (issue 22 item 2):
 * an optimistic one and a pessimistic one. Nothing here is a measurement of ours — there is no
 * Google account on this machine; `npm run bench` prices the calls the fake records with them
 * (bench/cost.ts), and the self-check measures the same quantities in the committee's spreadsheet
 * (item `cost.calls` of its report, docs/real-sheets.md). Where each figure comes from is in
 * `SOURCES` (and, quoted, in docs/real-sheets.md "The cost table").
 */

/** How a call is priced. */
export type CallClass =
  /** a script execution starting: each google.script.run call, each menu run */
  | 'start'
  /** a read of cell contents or formats: getValues, getFormulas, getNumberFormats, getBackgrounds … */
  | 'read'
  /** a developer-metadata search: DeveloperMetadataFinder.find() */
  | 'search'
  /** a read of the spreadsheet's structure or protections: getSheets, getDataRange, getProtections, getEditors … */
  | 'state'
  /** a write: setValues, a format setter, protect, insertSheet … */
  | 'write'
  /** a developer-metadata write: addDeveloperMetadata, DeveloperMetadata.remove / setValue */
  | 'metaWrite'
  /** SpreadsheetApp.flush() */
  | 'flush'
  /** the document lock: tryLock, releaseLock */
  | 'lock'
  /** answered by the object in hand (getRange, getName, a metadata entry's getKey / getValue / getLocation, builders) */
  | 'local';

export type PriceTable = Readonly<Record<Exclude<CallClass, 'local'>, number>> & { name: string };

/** Seconds per call when Apps Script batches and caches as well as it can. */
export const OPTIMISTIC: PriceTable = {
  name: 'optimistic',
  start: 0.3,
  read: 0.02,
  search: 0.02,
  state: 0.005,
  write: 0.005,
  metaWrite: 0.005,
  flush: 0.05,
  lock: 0.02,
};

/** Seconds per call when every call is a round trip of its own to Google's servers. */
export const PESSIMISTIC: PriceTable = {
  name: 'pessimistic',
  start: 1.5,
  read: 0.3,
  search: 0.3,
  state: 0.3,
  write: 0.1,
  metaWrite: 0.1,
  flush: 1,
  lock: 0.3,
};

/** Where each figure comes from (docs/real-sheets.md quotes them). */
export const SOURCES: Record<Exclude<CallClass, 'local'>, string> = {
  start:
    'issue 22 (0.3–1.5 s); Google: "every time a server function is called, the server script is initialized" is a published observation (ramblings.mcpher.com, "Measuring library load speed"), and the Best Practices guide warns that start-up time "is noticeable in client-side HTML Service user interfaces that make repeated, short-running google.script.run calls"',
  read: 'issue 22 (0.02–0.3 s); Best Practices: the script\'s own work "will be much faster than making calls that need to fetch data from Google\'s servers"; a published measurement of another service round trip: PropertiesService get 20–84 ms (ziritione.org, 100 runs)',
  search: 'priced as a read (issue 22: "each read or metadata search 0.02–0.3 s")',
  state:
    'optimistic: answered from the execution\'s cached spreadsheet (Best Practices: "look-ahead caching"); pessimistic: a read',
  write:
    'issue 22 (0.005–0.1 s); Best Practices: 10,000 single-cell writes with 100 flushes "about 70 seconds", i.e. ~7 ms a call through the write-back cache; PropertiesService set 43–231 ms (ziritione.org)',
  metaWrite: 'priced as a write; whether Apps Script batches them is not documented (issue 22)',
  flush:
    'issue 22 (0.05–1 s); a published measurement: one 4,000-cell setValues under 50 ms, 610 ms with a flush after it; 400 flushes ≈ 12 s, ~30 ms each (Stack Overflow, "What is faster: ScriptDb or SpreadsheetApp?")',
  lock: 'priced as a read (a service round trip)',
};

const READS = new Set([
  'getValues',
  'getSheetValues',
  'getFormulas',
  'getNumberFormats',
  'getBackgrounds',
  'getFontColors',
  'getFontStyles',
  'getFontWeights',
  'getHorizontalAlignments',
  'getWraps',
  'getDataValidations',
  'getConditionalFormatRules',
]);

const STATE = new Set([
  'getSheets',
  'getSheetByName',
  'getDataRange',
  'getLastRow',
  'getLastColumn',
  'getMaxRows',
  'getMaxColumns',
  'getProtections',
  'getDescription',
  'getEditors',
  'getUnprotectedRanges',
  'canDomainEdit',
  'getFrozenRows',
  'getFrozenColumns',
  'getColumnWidth',
  'isColumnHiddenByUser',
  'isRowHiddenByUser',
  'getSpreadsheetLocale',
  'getSpreadsheetTimeZone',
  'getIndex',
]);

const LOCKS = new Set(['tryLock', 'releaseLock', 'hasLock']);

/** A call as the fake logs it (fakes/book.ts CallRecord). */
export interface LoggedCall {
  method: string;
  category: string;
  write: boolean;
}

export function classify(c: LoggedCall): CallClass {
  if (c.category === 'builders') return 'local';
  if (c.category === 'metadata') return c.write ? 'metaWrite' : c.method === 'find' ? 'search' : 'local';
  if (c.method === 'flush') return 'flush';
  if (LOCKS.has(c.method)) return 'lock';
  if (c.write) return 'write';
  if (READS.has(c.method)) return 'read';
  if (STATE.has(c.method)) return 'state';
  return 'local';
}

/** Seconds one execution costs at a table's prices: its start and every call. */
export function priceExecution(calls: readonly LoggedCall[], table: PriceTable): number {
  let s = table.start;
  for (const c of calls) {
    const k = classify(c);
    if (k !== 'local' && k !== 'start') s += table[k];
  }
  return s;
}

/**
 * Round trips of one execution: its start, each read, search, state read, lock call and flush, and
 * each run of consecutive writes (Apps Script's write-back cache sends them together before the
 * next read: Best Practices, "Use batch operations").
 */
export function roundTrips(calls: readonly LoggedCall[]): number {
  let n = 1;
  let writing = false;
  for (const c of calls) {
    const k = classify(c);
    if (k === 'local') continue;
    if (k === 'write' || k === 'metaWrite') {
      writing = true;
      continue;
    }
    if (writing) n++;
    writing = false;
    n++;
  }
  return writing ? n + 1 : n;
}

export function metadataWrites(calls: readonly LoggedCall[]): number {
  return calls.filter((c) => classify(c) === 'metaWrite').length;
}

/** The goals of issue 22 for the largest tournament, at the pessimistic prices. */
export const GOALS = { seconds: 10, metadataWrites: 20 } as const;
