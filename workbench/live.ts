/**
 * The views the workbench has sent, kept up to date (issue 24 item 8). One per sheet and role: the
 * cells HyperFormula reports changed since are all that is built again after a person types
 * (`LiveView.update`); after anything else — a server function, a format or a structure changed,
 * a call log that does not add up — the view is built whole and compared with the one sent
 * (`viewPatch`). Either way the page gets only the cells that changed when it says which version
 * it shows (`since`), and the whole view otherwise.
 */
import type { FakeBook } from '../fakes/book';
import { parseA1 } from '../fakes/a1';
import type { SheetPatch, SheetView, WorkbenchRole } from './page/types';
import { viewPatch } from './patch';
import { LiveView } from './view';

interface Entry {
  live: LiveView;
  sheetId: number;
  /** "row,col" of the sheet whose values changed since the view's version */
  changed: Set<string>;
  /** something other than values changed: build it whole next time */
  stale: boolean;
  /** what the last update changed (from its base to the view's version) */
  last: SheetPatch | null;
}

export class LiveViews {
  private readonly entries = new Map<string, Entry>();
  /** the book's call log when the views were last brought up to date: a write other than values since means stale */
  private seen: number;

  constructor(private readonly book: FakeBook) {
    this.seen = book.calls.length;
    book.hf.on('valuesUpdated', (changes) => {
      for (const c of changes) {
        if (!('address' in c)) continue;
        const { sheet, row, col } = c.address;
        for (const e of this.entries.values()) if (e.sheetId === sheet) e.changed.add(`${row},${col}`);
      }
    });
  }

  /** A server function ran (or anything else that may change more than values): every view is built whole next time. */
  invalidate(): void {
    for (const e of this.entries.values()) e.stale = true;
  }

  /** A person typed into a cell (its formula or its text may have changed even where its value did not). */
  typed(sheet: string, a1: string): void {
    const s = this.book.findSheet(sheet);
    if (!s) return;
    const { row, col } = parseA1(a1);
    for (const e of this.entries.values()) if (e.sheetId === s.id) e.changed.add(`${row},${col}`);
  }

  /** Only values were written since the views were last brought up to date (the log tells). */
  private onlyValues(): boolean {
    const calls = this.book.calls;
    const fine = calls.length >= this.seen && calls.slice(this.seen).every((c) => !c.write || c.category === 'values');
    this.seen = calls.length;
    return fine;
  }

  /**
   * The sheet's view for the role at `version`: the whole view, or, when the page shows version
   * `since` and the view last sent was that one, what changed since (an empty patch when nothing did).
   */
  view(name: string, role: WorkbenchRole, version: number, since?: number): SheetView | SheetPatch {
    const key = `${name}\u0000${role}`;
    if (!this.onlyValues()) this.invalidate();
    const e = this.entries.get(key);
    if (e && e.live.view.version === version) {
      if (since === version) return { name, version, role, base: since, cells: [], buildMs: 0 };
      return since !== undefined && e.last?.base === since && e.last.version === version ? e.last : e.live.view;
    }
    if (e && !e.stale) {
      const base = e.live.view.version;
      const patch = e.live.update(e.changed, version);
      e.changed.clear();
      if (patch) {
        e.last = patch;
        return since === base ? patch : e.live.view;
      }
    }
    const started = performance.now();
    const live = new LiveView(this.book, name, role, version);
    const fresh: Entry = { live, sheetId: this.sheetId(name), changed: new Set(), stale: false, last: null };
    this.entries.set(key, fresh);
    const patch = e ? viewPatch(e.live.view, live.view, started) : null;
    fresh.last = patch;
    return patch && since === patch.base ? patch : live.view;
  }

  private sheetId(name: string): number {
    return this.book.findSheet(name)?.id ?? -1;
  }
}
