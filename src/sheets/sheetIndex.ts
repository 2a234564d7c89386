/**
 * The add-on's sheets of one spreadsheet, found by one metadata search (issue 22: few round trips).
 *
 * - **One metadata search** finds the add-on's sheets (`kase.sheet`); for the status it is a search
 *   of every entry, which also finds the marks on their rows and columns (`kase.row`, `kase.col`) and
 *   the finalized marks (`kase.state`). It is made again only after `changed`.
 * - An index that **keeps its reads** (`keepReads`: the status, which writes nothing) reads each sheet
 *   at most once — its values in one call, its formulas only when a reader asks for them — and takes
 *   where the sheet's rows and columns are, and whether it is finalized, from that one search.
 * - Any other index (an action's) reads a sheet every time it is asked, and finds its rows and
 *   columns with a search of that sheet made then, after whatever the action wrote before.
 */
import { fail } from '../rules/errors';
import { isFinalized } from './applyProtection';
import { currentScope, forgetReads, readEpoch, remembered } from './actionScope';
import { closeBeforeReading } from './blockTyping';
import type { CellValue, DeveloperMetadataLike, SheetLike, SpreadsheetAppLike, SpreadsheetLike } from './gas';
import { anchorsOf, hasFinalMark, META, readAnchors, type Anchors } from './identity';
import { readUsedArea, type UsedArea } from './usedArea';

/** One metadata entry as the search found it: where it is (the sheet's name), and the entry itself. */
export interface FoundMetadata {
  md: DeveloperMetadataLike;
  key: string;
  value: string | null;
  /** the name of the sheet it is on (its rows, its columns, or the sheet itself); null for the spreadsheet */
  sheet: string | null;
}

/** A sheet as read once: its values, its formulas when asked, and where its rows and columns are now. */
export interface SheetRead {
  /** its name when it was read */
  name: string;
  values: CellValue[][];
  /** read from Sheets the first time they are asked for (the same area as `values`) */
  readonly formulas: string[][];
  anchors: Anchors;
}

export interface SheetIndexOptions {
  /** read each sheet once, trust the one search (only for an index nothing writes through: the status) */
  keepReads?: boolean;
  /** what the action just ended read after its last write (actionScope.ts `takeActionReads`): not read again */
  given?: ReadonlyMap<string, ReadonlyMap<string, unknown>> | null;
}

/** The add-on's sheets of one spreadsheet, by id, and (`keepReads`) what was read of them. */
export class SheetIndex {
  private found: FoundMetadata[] | null = null;
  /** when `found` holds every entry (not the sheets' marks only): the read count it was made at (actionScope.ts `readEpoch`) */
  private fullAt: number | null = null;
  private byId: Map<string, SheetLike[]> | null = null;
  private readonly reads = new Map<string, SheetRead>();
  /** what was worked out from the search (the self-check's note), until the next search */
  private readonly memos = new Map<string, unknown>();

  /**
   * @param book the spreadsheet
   * @param options.keepReads read each sheet once and trust the one search for its rows, columns and
   *   finalized mark: only for an index nothing writes through (the status)
   */
  constructor(
    private readonly book: SpreadsheetLike,
    private readonly options: SheetIndexOptions = {},
  ) {}

  /** Every metadata entry of the spreadsheet: the one search. */
  private search(): FoundMetadata[] {
    if (this.found) return this.found;
    const found: FoundMetadata[] = [];
    // An action's index needs the sheets' marks only, inside its scope (its anchors come from the
    // scope's own search); the status's takes rows, columns and states too, and so does any index
    // before the lock: what it reads then takes its anchors from here, not a search per sheet.
    const full = this.options.keepReads === true || currentScope() === null;
    const finder = this.book.createDeveloperMetadataFinder();
    for (const md of (full ? finder : finder.withKey(META.sheet)).find()) {
      try {
        const sheet = md.getLocation().getSheet();
        found.push({ md, key: md.getKey(), value: md.getValue(), sheet: sheet ? sheet.getName() : null });
      } catch {
        // an entry whose row or column was deleted while we looked: it marks nothing any more
      }
    }
    this.found = found;
    this.fullAt = full ? readEpoch() : null;
    return found;
  }

  private load(): Map<string, SheetLike[]> {
    if (this.byId) return this.byId;
    const map = new Map<string, SheetLike[]>();
    for (const f of this.search()) {
      if (f.key !== META.sheet || !f.value) continue;
      const sheet = f.md.getLocation().getSheet();
      if (!sheet) continue;
      map.set(f.value, [...(map.get(f.value) ?? []), sheet]);
    }
    this.byId = map;
    return map;
  }

  /**
   * The sheet with this id, or null. Two sheets claiming one id (a copy of one of ours keeps its
   * metadata) cannot be told apart: refused, naming both.
   */
  get(id: string): SheetLike | null {
    const list = this.load().get(id) ?? [];
    if (list.length > 1) fail('sheetTwice', { sheets: list.map((s) => `«${s.getName()}»`).join(', ') });
    return list[0] ?? null;
  }

  /** Every id found, with its sheets (for the status). */
  entries(): [string, SheetLike[]][] {
    return [...this.load().entries()];
  }

  /** A sheet the applier just created. */
  remember(id: string, sheet: SheetLike): void {
    this.load().set(id, [sheet]);
  }

  /** A sheet the applier deleted again (rolling back). */
  forget(id: string): void {
    this.load().delete(id);
  }

  /** The add-on wrote or removed metadata: the next question searches again, and reads again. */
  changed(): void {
    this.found = null;
    this.fullAt = null;
    this.byId = null;
    this.reads.clear();
    this.memos.clear();
    forgetReads();
  }

  /** `compute` once per search (e.g. the self-check's note, decoded from the sheet ids). */
  memo<T>(key: string, compute: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, compute());
    return this.memos.get(key) as T;
  }

  /** The metadata entries on a sheet, its rows and its columns, as the search found them. */
  private metadataOn(sheet: SheetLike): FoundMetadata[] {
    const name = sheet.getName();
    return this.search().filter((f) => f.sheet === name);
  }

  /**
   * Where the rows and columns of a sheet are now: by the one search (`keepReads`; or before the
   * lock, when the index searched every entry and nothing began or wrote since), else by a search of
   * that sheet made now (an action may have written marks since the index searched).
   */
  anchors(sheet: SheetLike, values: readonly (readonly CellValue[])[]): Anchors {
    return this.options.keepReads || this.searchHolds()
      ? anchorsOf(
          this.metadataOn(sheet).map((f) => f.md),
          values,
        )
      : readAnchors(sheet, values);
  }

  /** Outside any scope: the index's full search, made now if need be, still says how things stand. */
  private searchHolds(): boolean {
    if (currentScope() !== null) return false;
    if (this.found && this.fullAt !== readEpoch()) {
      if (this.fullAt !== null) return false; // a scope began, or something wrote, since
      this.found = null; // the sheets' marks only (searched inside a scope): search every entry now
      this.byId = null;
    }
    this.search();
    return this.fullAt === readEpoch();
  }

  /**
   * A sheet finalized by the add-on. `keepReads` (the status): its finalized mark, as the one search
   * found it, without a call — finalizing writes the mark with the protection, and what may rewrite
   * a sheet (the applier) still checks both; otherwise the protection and the mark, read now.
   */
  finalized(app: SpreadsheetAppLike, sheet: SheetLike): boolean {
    if (!this.options.keepReads) return isFinalized(app, sheet);
    return this.metadataOn(sheet).some((f) => f.key === META.state && f.value === 'final');
  }

  /**
   * The sheet's used area: its values, formulas and anchors. With `keepReads`, read once for the
   * index's life, formulas only when first asked for; else all read every time.
   */
  read(sheet: SheetLike): SheetRead {
    const name = sheet.getName();
    if (!this.options.keepReads) {
      const area = readArea(sheet);
      return { name, ...area, anchors: this.anchors(sheet, area.values) };
    }
    const hit = this.reads.get(name);
    if (hit) return hit;
    const given = this.options.given?.get(name)?.get(AREA) as Area | undefined;
    const area = given ? copy(given) : null;
    const read = area
      ? { name, ...area, anchors: this.anchors(sheet, area.values) }
      : lazyRead(name, readUsedArea(sheet), (values) => this.anchors(sheet, values));
    this.reads.set(name, read);
    return read;
  }
}

/** Values now, formulas when first asked for (of the same range): only for an index nothing writes through. */
function lazyRead(name: string, area: UsedArea, anchorsOfValues: (values: CellValue[][]) => Anchors): SheetRead {
  const values = area.values;
  const anchors = anchorsOfValues(values);
  let formulas: string[][] | null = null;
  return {
    name,
    values,
    anchors,
    get formulas(): string[][] {
      formulas ??= area.range().getFormulas();
      return formulas;
    },
  };
}

/** A sheet's used area: its values and formulas, of one range. */
export interface Area {
  values: CellValue[][];
  formulas: string[][];
}

/** What the action scope remembers a sheet's used area as (actionScope.ts `remembered`). */
export const AREA = 'area';

function copy(area: Area): Area {
  return { values: area.values.map((row) => [...row]), formulas: area.formulas.map((row) => [...row]) };
}

/**
 * The whole used area of a sheet: values and formulas, read together once per action until it
 * writes (actionScope.ts `remembered`; each caller gets its own copy to change). Inside a writing
 * action the sheet is closed to typing first (close, then read: a remembered read was made after
 * the close, which holds until the action ends).
 */
export function readArea(sheet: SheetLike): Area {
  closeBeforeReading(sheet);
  return copy(
    remembered(sheet, AREA, (): Area => {
      const used = readUsedArea(sheet);
      const values = used.values;
      // A finalized sheet holds no formula: finalizing froze every one of its used area into its
      // value (common/freeze.ts) and locked it whole. Its mark comes from the action's one metadata
      // search (no call), the same trust as not closing it (blockTyping.ts `closeBeforeReading`).
      if (finalInScope(sheet)) return { values, formulas: values.map((row) => row.map(() => '')) };
      return { values, formulas: used.range().getFormulas() };
    }),
  );
}

/** Inside a writing action: the sheet's finalized mark, as the action's one metadata search found it. */
function finalInScope(sheet: SheetLike): boolean {
  const closer = currentScope()?.closer;
  return closer ? hasFinalMark(closer.app, sheet) : false;
}

/** A sheet, or what was read of it: the readers take either (tests hand them a sheet). */
export type SheetSource = SheetLike | SheetRead;

/** What a reader reads: the read it was given, or the sheet read now (one call, its own metadata search). */
export function readOf(source: SheetSource): SheetRead {
  if ('values' in source) return source;
  const area = readArea(source);
  return { name: source.getName(), ...area, anchors: readAnchors(source, area.values) };
}
