/**
 * The page's view of a sheet (workbench/page/types.ts `SheetView`): the used extent, values as
 * shown, formats, conditional backgrounds, what the role may edit — built whole (`sheetView`), or
 * kept up to date cell by cell as people type (`LiveView`, issue 24 item 8): a score typed into
 * the billiards group sheet changes a few dozen of its 8 000 cells, and only those (with the
 * conditional rules that read them) are looked at again.
 */
import type { FakeBook } from '../fakes/book';
import { REFEREE } from '../fakes/book';
import { cellA1, inRect, parseA1, shiftFormula, type RectAddress } from '../fakes/a1';
import { commaDecimal, parseTyped } from '../fakes/coerce';
import { mapRefs } from '../fakes/refs';
import type { CellValue } from '../src/sheets/gas';
import { ERROR_TEXT } from './xlsx';
import type { CellView, SheetPatch, SheetView, ValidationView, WorkbenchLang, WorkbenchRole } from './page/types';

type SheetState = NonNullable<ReturnType<FakeBook['findSheet']>>;

/** A sheet the workbench was asked for and the book lacks. */
export class NoSuchSheet extends Error {}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function dateText(d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  const time =
    d.getUTCHours() || d.getUTCMinutes() || d.getUTCSeconds()
      ? ` ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`
      : '';
  return day + time;
}

function numberText(v: number, locale: string): string {
  const s = Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(10)));
  return commaDecimal(locale) ? s.replace('.', ',') : s;
}

/**
 * TRUE and FALSE as Google Sheets shows them in a spreadsheet of that language (issue 24 item 9):
 * a Russian one says ИСТИНА / ЛОЖЬ. Sheets has no Kazakh names for them; a Kazakh tournament gets
 * the words LibreOffice's Kazakh uses rather than English ones in the middle of Kazakh text.
 * (A checkbox cell shows its box.)
 */
const BOOLEAN_TEXT: Record<WorkbenchLang, [string, string]> = {
  ru: ['ИСТИНА', 'ЛОЖЬ'],
  kk: ['АҚИҚАТ', 'ЖАЛҒАН'],
  en: ['TRUE', 'FALSE'],
};

export function booleanText(value: boolean, locale: string): string {
  const lang: WorkbenchLang = /^ru/i.test(locale) ? 'ru' : /^kk/i.test(locale) ? 'kk' : 'en';
  return BOOLEAN_TEXT[lang][value ? 0 : 1];
}

/** A conditional rule's formula moved to a cell: its truth now, and the cells it reads (null: it must be asked each time). */
interface Moved {
  text: string;
  yes: boolean;
  reads: RectAddress[] | null;
}

/** The cells a moved rule formula reads on its own sheet; null when it reads another sheet or something volatile. */
function readsOf(formula: string, maxRows: number, maxCols: number): RectAddress[] | null {
  if (/\b(INDIRECT|OFFSET|NOW|TODAY|RAND|RANDBETWEEN)\s*\(/i.test(formula)) return null;
  const reads: RectAddress[] = [];
  let elsewhere = false;
  mapRefs(formula, (ref) => {
    if (ref.sheet !== null) elsewhere = true;
    const r1 = ref.r1 < 0 ? 0 : ref.r1;
    const r2 = ref.r2 < 0 ? maxRows - 1 : ref.r2;
    const c1 = ref.c1 < 0 ? 0 : ref.c1;
    const c2 = ref.c2 < 0 ? maxCols - 1 : ref.c2;
    reads.push({
      row: Math.min(r1, r2),
      col: Math.min(c1, c2),
      rows: Math.abs(r2 - r1) + 1,
      cols: Math.abs(c2 - c1) + 1,
    });
    return undefined;
  });
  return elsewhere ? null : reads;
}

const key = (i: number, j: number): string => `${i},${j}`;

/**
 * One sheet's view for one role, and what it takes to bring it up to date: the conditional rules
 * over each cell (first true one wins, as book.highlight), each distinct moved formula evaluated once.
 */
export class LiveView {
  readonly view: SheetView;
  private readonly s: SheetState;
  /** per covered cell: its rules in order (background, moved formula) */
  private readonly covers = new Map<string, { bg: string; moved: Moved }[]>();
  private readonly moved = new Map<string, Moved>();
  private readonly validationIndex = new Map<unknown, number>();
  private readonly unprotected: RectAddress[];
  private readonly refereeLocked: boolean;

  constructor(
    private readonly book: FakeBook,
    name: string,
    role: WorkbenchRole,
    version: number,
  ) {
    const started = performance.now();
    const s = book.findSheet(name);
    if (!s) throw new NoSuchSheet(`no sheet "${name}" (sheets: ${book.sheetNames().join(', ')})`);
    this.s = s;
    const extent = book.extent(s);
    let vRows = 0;
    let vCols = 0;
    for (const k of s.validations.keys()) {
      const [r, c] = k.split(',').map(Number) as [number, number];
      vRows = Math.max(vRows, r + 1);
      vCols = Math.max(vCols, c + 1);
    }
    const frozen = book.frozen(s.name);
    const rows = Math.min(s.maxRows, Math.max(20, Math.max(extent.rows, vRows, frozen.rows) + 2));
    const cols = Math.min(s.maxCols, Math.max(8, Math.max(extent.cols, vCols, frozen.cols) + 1));
    this.coverRules(rows, cols);
    const protection = book.protection(s.name);
    this.unprotected = protection.unprotectedA1.map((a1) => parseA1(a1, s.maxRows, s.maxCols));
    this.refereeLocked =
      role === 'referee' && protection.protected && !book.protectionEditors(s.name).includes(REFEREE);
    const validations: ValidationView[] = [];
    this.view = {
      name: s.name,
      version,
      role,
      rows,
      cols,
      extent,
      frozen,
      colWidths: Array.from({ length: cols }, (_, j) => book.columnWidth(s.name, j + 1)),
      hidden: book.hidden(s.name),
      protection: {
        protected: protection.protected,
        warningOnly: protection.warningOnly,
        description: protection.description,
        unprotected: protection.unprotectedA1,
      },
      validations,
      cells: [],
      buildMs: 0,
    };
    for (let i = 0; i < rows; i++) this.view.cells.push(Array.from({ length: cols }, (_, j) => this.cellView(i, j)));
    this.view.buildMs = Math.round((performance.now() - started) * 10) / 10;
  }

  /** The conditional rules over the cells shown: which cover each cell, each moved formula evaluated once. */
  private coverRules(rows: number, cols: number): void {
    const { book, s } = this;
    for (const rule of book.conditionalRules(s.name)) {
      if (!rule.background || rule.ranges.length === 0) continue;
      const anchor = parseA1(rule.ranges[0] as string, s.maxRows, s.maxCols);
      for (const range of rule.ranges) {
        const r = parseA1(range, s.maxRows, s.maxCols);
        for (let i = r.row; i < Math.min(r.row + r.rows, rows); i++) {
          for (let j = r.col; j < Math.min(r.col + r.cols, cols); j++) {
            const text = shiftFormula(rule.formula, i - anchor.row, j - anchor.col);
            let moved = this.moved.get(text);
            if (!moved) {
              moved = { text, yes: this.truth(text), reads: readsOf(text, s.maxRows, s.maxCols) };
              this.moved.set(text, moved);
            }
            const k = key(i, j);
            const list = this.covers.get(k);
            if (list) list.push({ bg: rule.background, moved });
            else this.covers.set(k, [{ bg: rule.background, moved }]);
          }
        }
      }
    }
  }

  private truth(formula: string): boolean {
    let v = this.book.evaluate(this.s.name, formula);
    if (Array.isArray(v)) v = v[0]?.[0] ?? '';
    return v === true || (typeof v === 'number' && v !== 0);
  }

  private highlight(i: number, j: number): string | undefined {
    return this.covers.get(key(i, j))?.find((c) => c.moved.yes)?.bg;
  }

  private validationOf(rule: NonNullable<ReturnType<SheetState['validations']['get']>>['rule']): number {
    let index = this.validationIndex.get(rule);
    if (index === undefined) {
      const view: ValidationView = { criteria: rule.criteria, help: rule.helpText, allowInvalid: rule.allowInvalid };
      if (rule.criteria === 'VALUE_IN_LIST' && Array.isArray(rule.args[0]))
        view.items = (rule.args[0] as unknown[]).map(String);
      index = this.view.validations.length;
      this.view.validations.push(view);
      this.validationIndex.set(rule, index);
    }
    return index;
  }

  /** One cell as the page shows it. */
  private cellView(i: number, j: number): CellView {
    const { book, s } = this;
    const k = key(i, j);
    const value: CellValue = book.valueAt(s, i, j);
    const fmt = s.formats.get(k);
    const anchored = s.validations.get(k);
    const cell: CellView = { t: '' };
    const formula = s.formulas.get(k);
    if (formula !== undefined) cell.f = formula;
    const checkbox = anchored?.rule.criteria === 'CHECKBOX';
    if (typeof value === 'number') {
      cell.k = 'n';
      cell.t = numberText(value, book.locale);
      cell.r = cell.t;
    } else if (typeof value === 'boolean') {
      cell.k = 'b';
      cell.t = checkbox ? (value ? '☑' : '☐') : booleanText(value, book.locale);
      cell.r = value ? 'TRUE' : 'FALSE';
    } else if (value instanceof Date) {
      cell.k = 'd';
      cell.t = dateText(value);
      cell.r = cell.t;
    } else if (value !== '') {
      const message = formula !== undefined && ERROR_TEXT.test(value) ? book.errorMessage(s.name, cellA1(i, j)) : null;
      if (message !== null) {
        cell.k = 'e';
        cell.e = message;
        cell.t = value;
      } else {
        cell.k = 's';
        cell.t = value;
        // text that would not stay text when typed again gets the apostrophe, as Sheets' editor shows it
        const plain = fmt?.numberFormat === '@';
        cell.r = parseTyped(value, book.locale, plain).kind === 'text' && !value.startsWith("'") ? value : `'${value}`;
      }
    } else if (checkbox) {
      cell.t = '☐';
    }
    if (cell.r === cell.t && cell.k !== 'b') delete cell.r;
    if (fmt) {
      if (fmt.background) cell.bg = fmt.background;
      if (fmt.fontColor) cell.fc = fmt.fontColor;
      if (fmt.fontWeight === 'bold') cell.b = 1;
      if (fmt.fontStyle === 'italic') cell.i = 1;
      if (fmt.horizontalAlignment) cell.al = fmt.horizontalAlignment.toLowerCase();
      if (fmt.wrap) cell.w = 1;
      if (fmt.border)
        cell.bd = (['top', 'left', 'bottom', 'right'] as const)
          .filter((side) => fmt.border?.[side])
          .map((side) => side[0])
          .join('');
    }
    const hl = this.highlight(i, j);
    if (hl) cell.bg = hl;
    if (this.refereeLocked && !this.unprotected.some((r) => inRect(r, i, j))) cell.ro = 1;
    if (anchored) cell.v = this.validationOf(anchored.rule);
    return cell;
  }

  /**
   * After values changed (`changed`: "row,col" of this sheet, as HyperFormula reported them, and
   * the cells typed): the rules reading them are asked again, and every cell whose value or
   * background may have changed is built again. Returns what changed since the view's version,
   * or null when the sheet's extent changed (a cell past it filled, its last row or column
   * emptied): then the whole view must be built again.
   */
  update(changed: Iterable<string>, version: number): SheetPatch | null {
    const started = performance.now();
    const { view, s } = this;
    const touched = new Set<string>();
    const at: [number, number][] = [];
    let edge = false;
    for (const k of changed) {
      const [i, j] = k.split(',').map(Number) as [number, number];
      if (i >= view.extent.rows - 1 || j >= view.extent.cols - 1) edge = true;
      at.push([i, j]);
      touched.add(k);
    }
    if (edge) {
      const extent = this.book.extent(s);
      if (extent.rows !== view.extent.rows || extent.cols !== view.extent.cols) return null;
    }
    for (const moved of this.moved.values()) {
      if (moved.reads !== null && !at.some(([i, j]) => moved.reads?.some((r) => inRect(r, i, j)))) continue;
      const yes = this.truth(moved.text);
      if (yes === moved.yes) continue;
      moved.yes = yes;
      for (const [k, list] of this.covers) if (list.some((c) => c.moved === moved)) touched.add(k);
    }
    const cells: SheetPatch['cells'] = [];
    for (const k of touched) {
      const [i, j] = k.split(',').map(Number) as [number, number];
      const line = view.cells[i];
      if (!line || j >= view.cols) continue;
      const cell = this.cellView(i, j);
      if (JSON.stringify(cell) === JSON.stringify(line[j])) continue;
      line[j] = cell;
      cells.push([i, j, cell]);
    }
    const base = view.version;
    view.version = version;
    return {
      name: view.name,
      version,
      role: view.role,
      base,
      cells,
      buildMs: Math.round((performance.now() - started) * 10) / 10,
    };
  }
}

/** The page's view of one sheet for a role, built whole. */
export function sheetView(book: FakeBook, name: string, role: WorkbenchRole, version: number): SheetView {
  return new LiveView(book, name, role, version).view;
}
