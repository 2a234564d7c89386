/**
 * How far an array formula of ours spills, read from the formula text. Sheets returns the
 * spilled cells' values with no formula, like typed values; the applier's rollback and the
 * overwrite check must not take them for something typed (writing a value into a spill area
 * breaks the formula).
 */
import { columnIndex, type Rect } from './plan';

const RANGE = /^\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?/;

/** rows × cols of the first range argument of a call `NAME(range, …)` in `formula`. */
function firstArgShape(formula: string, name: string): { rows: number; cols: number } | null {
  const at = formula.toUpperCase().indexOf(`${name}(`);
  if (at < 0) return null;
  const m = RANGE.exec(formula.slice(at + name.length + 1).replace(/^'[^']*'!|^[^!(),]*!/, ''));
  if (!m) return null;
  const [, c1, r1, c2, r2] = m;
  if (c2 === undefined || r2 === undefined) return { rows: 1, cols: 1 };
  return {
    rows: Math.abs(Number(r2) - Number(r1)) + 1,
    cols: Math.abs(columnIndex(c2) - columnIndex(c1 as string)) + 1,
  };
}

/** The area an array formula at (row, col) fills, itself included; null for a one-cell formula. */
export function spillArea(formula: string, row: number, col: number): Rect | null {
  const f = formula.trim();
  if (!f.startsWith('=')) return null;
  // Only a formula that IS one of our array calls spills (inside INDEX(…) it does not).
  const head = /^=\s*([A-Z_]+)\(/i.exec(f)?.[1]?.toUpperCase();
  if (!head) return null;
  const players = (name: string) => {
    const s = firstArgShape(f, name);
    return s ? Math.max(s.rows, s.cols) : null;
  };
  switch (head) {
    case 'GROUP_TABLE': {
      const n = players(head);
      return n === null ? null : { row, col, rows: n, cols: 10 };
    }
    case 'PREF_STANDINGS': {
      const n = players(head);
      return n === null ? null : { row, col, rows: n, cols: 4 };
    }
    case 'BG_MATCH_POINTS':
      return { row, col, rows: 1, cols: 3 };
    case 'KASE_QUEUE': {
      // One row (now, next) per table: a row of the first argument.
      const s = firstArgShape(f, head);
      return s ? { row, col, rows: s.rows, cols: 2 } : null;
    }
    case 'PREF_PULKA':
    case 'PREF_PROTOCOL': {
      // n seats = the deals' columns − 3
      const s = firstArgShape(f, head);
      const n = s ? s.cols - 3 : 0;
      if (n !== 3 && n !== 4) return null;
      return { row, col, rows: n, cols: head === 'PREF_PULKA' ? n + 5 : 10 };
    }
    case 'GROUP_RANK':
    case 'PREF_RATING':
    case 'PREF_CLOSE_BULLET':
    case 'PREF_TABLE': {
      const s = firstArgShape(f, head);
      return s ? { row, col, rows: s.rows, cols: s.cols } : null;
    }
    default:
      return null;
  }
}

/** A grid of flags: true where a cell is filled by an array formula of `formulas` (not the anchor). */
export function spilledCells(formulas: readonly (readonly string[])[]): boolean[][] {
  const rows = formulas.length;
  const cols = formulas[0]?.length ?? 0;
  const out = Array.from({ length: rows }, () => Array.from({ length: cols }, () => false));
  formulas.forEach((line, r) =>
    line.forEach((f, c) => {
      if (!f) return;
      const area = spillArea(f, r, c);
      if (!area) return;
      for (let i = area.row; i < Math.min(rows, area.row + area.rows); i++) {
        for (let j = area.col; j < Math.min(cols, area.col + area.cols); j++) {
          if ((i !== r || j !== c) && out[i]) (out[i] as boolean[])[j] = true;
        }
      }
    }),
  );
  return out;
}
