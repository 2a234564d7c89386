/**
 * The references of a formula, as Google Sheets adjusts them when the spreadsheet changes shape:
 * rows or columns inserted or deleted, a sheet renamed, a formula moved to another row (a sort).
 *
 * The fake keeps every formula as written (getFormulas returns it), so a structural edit must
 * rewrite the text the way Sheets does, touching nothing but the references: function names,
 * spacing, string literals and the quoting of sheet names stay as they were. HyperFormula does
 * the same to its own copy of each formula; book.ts compares the two afterwards and lets this
 * text win where they differ (see `syncFormulas` in structure.ts).
 *
 * Understood: cells (`B2`, `$B$2`), areas (`B2:C5`), whole columns (`B:C`) and whole rows
 * (`2:3`), each with an optional sheet prefix (`Лист1!B2`, `'Бильярд группы'!B2:C5`). Not
 * understood (left as written): Sheets' open-ended areas (`A2:A`), named ranges, R1C1.
 *
 * Coordinates are 0-based.
 */
import { closingQuote, colIndex, colLetters } from './a1';

/** One reference as written. `r1`…`c2` are -1 on the axis a whole-column / whole-row reference leaves open. */
export interface Ref {
  /** The sheet named in the prefix (quotes removed), or null for the formula's own sheet. */
  sheet: string | null;
  /** The prefix as written, `!` excluded ("'Бильярд группы'", "Лист1"), or null. */
  prefix: string | null;
  kind: 'cell' | 'area' | 'cols' | 'rows';
  r1: number;
  c1: number;
  r2: number;
  c2: number;
  /** `$` before the row / column of each end. */
  absR1: boolean;
  absC1: boolean;
  absR2: boolean;
  absC2: boolean;
}

const IDENT = /[A-Za-z0-9_.\u0080-\uffff]/;
const CELL = '(\\$?)([A-Za-z]{1,3})(\\$?)(\\d+)';
const AREA_RE = new RegExp(`^${CELL}:${CELL}(?![A-Za-z0-9_(.!])`);
const CELL_RE = new RegExp(`^${CELL}(?![A-Za-z0-9_(.!:])`);
const COLS_RE = /^(\$?)([A-Za-z]{1,3}):(\$?)([A-Za-z]{1,3})(?![A-Za-z0-9_(.!])/;
const ROWS_RE = /^(\$?)(\d+):(\$?)(\d+)(?![A-Za-z0-9_(.!])/;
const UNQUOTED_PREFIX = /^[\p{L}\p{N}_.]+(?=!)/u;

/** Parses a reference (no prefix) at the start of `text`: the reference and its length, or null. */
function parseBody(text: string): { ref: Omit<Ref, 'sheet' | 'prefix'>; length: number } | null {
  let m = AREA_RE.exec(text);
  if (m) {
    const [whole, ac1, l1, ar1, d1, ac2, l2, ar2, d2] = m as unknown as string[];
    return {
      length: (whole as string).length,
      ref: {
        kind: 'area',
        c1: colIndex(l1 as string),
        r1: Number(d1) - 1,
        c2: colIndex(l2 as string),
        r2: Number(d2) - 1,
        absC1: !!ac1,
        absR1: !!ar1,
        absC2: !!ac2,
        absR2: !!ar2,
      },
    };
  }
  m = CELL_RE.exec(text);
  if (m) {
    const [whole, ac, l, ar, d] = m as unknown as string[];
    const r = Number(d) - 1;
    const c = colIndex(l as string);
    return {
      length: (whole as string).length,
      ref: { kind: 'cell', c1: c, r1: r, c2: c, r2: r, absC1: !!ac, absR1: !!ar, absC2: !!ac, absR2: !!ar },
    };
  }
  m = COLS_RE.exec(text);
  if (m) {
    const [whole, a1, l1, a2, l2] = m as unknown as string[];
    return {
      length: (whole as string).length,
      ref: {
        kind: 'cols',
        c1: colIndex(l1 as string),
        c2: colIndex(l2 as string),
        r1: -1,
        r2: -1,
        absC1: !!a1,
        absC2: !!a2,
        absR1: false,
        absR2: false,
      },
    };
  }
  m = ROWS_RE.exec(text);
  if (m) {
    const [whole, a1, d1, a2, d2] = m as unknown as string[];
    return {
      length: (whole as string).length,
      ref: {
        kind: 'rows',
        r1: Number(d1) - 1,
        r2: Number(d2) - 1,
        c1: -1,
        c2: -1,
        absR1: !!a1,
        absR2: !!a2,
        absC1: false,
        absC2: false,
      },
    };
  }
  return null;
}

/** The sheet name inside a prefix: quotes removed, doubled quotes undone. */
function unquote(prefix: string): string {
  return prefix.startsWith("'") ? prefix.slice(1, -1).replace(/''/g, "'") : prefix;
}

/**
 * Rewrites every reference of `formula` with `f` (undefined keeps the reference as written).
 * String literals are never looked into; a name followed by "(" is a function, not a cell.
 */
export function mapRefs(formula: string, f: (ref: Ref) => string | undefined): string {
  let out = '';
  let i = 0;
  const n = formula.length;
  while (i < n) {
    const ch = formula[i] as string;
    if (ch === '"') {
      const j = closingQuote(formula, i);
      out += formula.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    const after = IDENT.test(formula[i - 1] ?? '') || formula[i - 1] === '$';
    if (after) {
      out += ch;
      i++;
      continue;
    }
    let prefix: string | null = null;
    if (ch === "'") {
      const j = closingQuote(formula, i);
      if (formula[j + 1] === '!') prefix = formula.slice(i, j + 1);
      else {
        out += formula.slice(i, j + 1);
        i = j + 1;
        continue;
      }
    } else {
      const m = UNQUOTED_PREFIX.exec(formula.slice(i));
      if (m) prefix = m[0];
    }
    const bodyAt = prefix === null ? i : i + prefix.length + 1;
    const body = /[A-Za-z$0-9]/.test(formula[bodyAt] ?? '') ? parseBody(formula.slice(bodyAt)) : null;
    if (body) {
      const ref: Ref = { ...body.ref, sheet: prefix === null ? null : unquote(prefix), prefix };
      const end = bodyAt + body.length;
      out += f(ref) ?? formula.slice(i, end);
      i = end;
      continue;
    }
    // not a reference: copy the whole name (or quoted name) so nothing inside it is taken for one
    const run = prefix ?? (/^[A-Za-z0-9_.\u0080-\uffff$]+/.exec(formula.slice(i))?.[0] || ch);
    out += run;
    i += run.length;
  }
  return out;
}

/** The reference as Sheets prints it (upper-case letters), with its prefix. */
export function printRef(ref: Ref): string {
  const col = (c: number, abs: boolean) => `${abs ? '$' : ''}${colLetters(c)}`;
  const row = (r: number, abs: boolean) => `${abs ? '$' : ''}${r + 1}`;
  let body: string;
  switch (ref.kind) {
    case 'cell':
      body = col(ref.c1, ref.absC1) + row(ref.r1, ref.absR1);
      break;
    case 'area':
      body = `${col(ref.c1, ref.absC1)}${row(ref.r1, ref.absR1)}:${col(ref.c2, ref.absC2)}${row(ref.r2, ref.absR2)}`;
      break;
    case 'cols':
      body = `${col(ref.c1, ref.absC1)}:${col(ref.c2, ref.absC2)}`;
      break;
    case 'rows':
      body = `${row(ref.r1, ref.absR1)}:${row(ref.r2, ref.absR2)}`;
      break;
  }
  return ref.prefix === null ? body : `${ref.prefix}!${body}`;
}

/** What Sheets writes for a reference whose cells are gone. */
export const REF_ERROR = '#REF!';

const sameSheet = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

// ---- rows and columns inserted or deleted ------------------------------------------------------

/**
 * Rows (or columns) inserted or deleted on one sheet: `count` > 0 inserts that many before index
 * `at`; `count` < 0 deletes -count of them starting at `at`.
 */
export interface AxisEdit {
  sheet: string;
  axis: 'row' | 'col';
  at: number;
  count: number;
}

/** Where one index goes: inserted before → moves; deleted → null. */
export function mapIndex(i: number, e: Pick<AxisEdit, 'at' | 'count'>): number | null {
  if (i < e.at) return i;
  if (e.count > 0) return i + e.count;
  const gone = -e.count;
  return i >= e.at + gone ? i - gone : null;
}

/**
 * Where a span [first, last] goes, as Sheets moves a range: rows inserted at or above its first
 * row move it, rows inserted strictly inside it make it grow, rows inserted below its last row
 * leave it; deleted rows shrink it; null when every row of it is deleted.
 */
export function mapSpan(first: number, last: number, e: Pick<AxisEdit, 'at' | 'count'>): [number, number] | null {
  if (e.count > 0) {
    const f = first >= e.at ? first + e.count : first;
    const l = last >= e.at ? last + e.count : last;
    return [f, l];
  }
  const gone = -e.count;
  const end = e.at + gone; // first index after the deleted ones
  const f = first < e.at ? first : first >= end ? first - gone : e.at;
  const l = last < e.at ? last : last >= end ? last - gone : e.at - 1;
  return l < f ? null : [f, l];
}

/**
 * The formula after rows or columns of `edit.sheet` were inserted or deleted, as Sheets shows it:
 * references (relative and absolute alike) to cells at or after the edit move, areas spanning an
 * insertion grow, areas losing rows shrink, a reference whose cells are all gone becomes #REF!.
 * `own` is the sheet the formula is on (for references without a prefix).
 */
export function adjustForAxisEdit(formula: string, own: string, edit: AxisEdit): string {
  return mapRefs(formula, (ref) => {
    if (!sameSheet(ref.sheet ?? own, edit.sheet)) return undefined;
    const rows = edit.axis === 'row';
    if ((rows && ref.kind === 'cols') || (!rows && ref.kind === 'rows')) return undefined;
    const [lo, hi] = rows ? [ref.r1, ref.r2] : [ref.c1, ref.c2];
    const moved = mapSpan(Math.min(lo, hi), Math.max(lo, hi), edit);
    if (!moved) return REF_ERROR;
    if (moved[0] === Math.min(lo, hi) && moved[1] === Math.max(lo, hi)) return undefined;
    const next = { ...ref };
    // a written-backwards area (B5:B2) keeps its direction
    const [a, b] = lo <= hi ? moved : [moved[1], moved[0]];
    if (rows) {
      next.r1 = a;
      next.r2 = b;
    } else {
      next.c1 = a;
      next.c2 = b;
    }
    return printRef(next);
  });
}

// ---- a sheet renamed ---------------------------------------------------------------------------

/** Whether a sheet name must be quoted in a reference. */
export function needsQuotes(name: string): boolean {
  return !/^[\p{L}_][\p{L}\p{N}_]*$/u.test(name) || /^[A-Za-z]{1,3}\d+$/.test(name) || /^(TRUE|FALSE)$/i.test(name);
}

export function quoteName(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/** References to `from` name `to` instead; a quoted prefix stays quoted, an unquoted one is quoted if `to` needs it. */
export function renameInFormula(formula: string, from: string, to: string): string {
  return mapRefs(formula, (ref) => {
    if (ref.sheet === null || !sameSheet(ref.sheet, from)) return undefined;
    const quoted = ref.prefix?.startsWith("'") || needsQuotes(to);
    return printRef({ ...ref, prefix: quoted ? quoteName(to) : to });
  });
}

// ---- a formula moved ---------------------------------------------------------------------------

/**
 * The formula as it reads after its cell moved by (dRow, dCol) the way a sort moves cells:
 * relative parts move with it, `$`-anchored parts stay; a reference moved off the sheet is #REF!.
 */
export function moveFormula(formula: string, dRow: number, dCol: number): string {
  if (dRow === 0 && dCol === 0) return formula;
  return mapRefs(formula, (ref) => {
    const next = { ...ref };
    if (ref.kind !== 'cols') {
      if (!ref.absR1) next.r1 += dRow;
      if (!ref.absR2) next.r2 += dRow;
    }
    if (ref.kind !== 'rows') {
      if (!ref.absC1) next.c1 += dCol;
      if (!ref.absC2) next.c2 += dCol;
    }
    const off =
      (ref.kind !== 'cols' && (next.r1 < 0 || next.r2 < 0)) || (ref.kind !== 'rows' && (next.c1 < 0 || next.c2 < 0));
    return off ? REF_ERROR : printRef(next);
  });
}
