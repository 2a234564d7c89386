/**
 * The cells a name correction changes on one sheet (../actions/correctName.ts), and the sheet's
 * fingerprint adjusted for them. Every literal text cell that shows a name being changed — the whole
 * cell, or the name inside the cell's words (rules/renameText.ts) — in the finalized record too;
 * never a formula, nor a cell an array formula of ours fills (they show the new name by themselves).
 */
import { fail } from '../../rules/errors';
import { cleanName } from '../../rules/names';
import { renameInText } from '../../rules/renameText';
import type { BlockedSheet } from '../blockTyping';
import { readAll } from '../context';
import { areaMask, isComputing, parseStored, sheetContent, spillMask } from '../fingerprint';
import type { CellValue, ProtectionLike, SheetLike } from '../gas';
import { a1 } from '../plan';
import { spillArea } from '../spill';

/** A cell a correction writes: where it is now, what it held, what it gets. */
export interface Change {
  row: number;
  col: number;
  from: CellValue;
  to: string;
}

export interface Renaming {
  /** shown name → new shown name, exactly as written on the sheets */
  mapping: ReadonlyMap<string, string>;
  /** every name the sheets may show (so that a shorter one is not found inside a longer one) */
  known: readonly string[];
}

/**
 * The cells of `sheet` that show a name being changed, with what the sheet holds; null when there is
 * none. `rows` limits the rows looked at (the notices: the rows of one game). Refused while an array
 * formula of ours is still computing (what its area shows is not known yet).
 */
export function nameCells(
  sheet: SheetLike,
  renaming: Renaming,
  rows: (line: readonly CellValue[]) => boolean = () => true,
): { list: Change[]; values: CellValue[][]; formulas: string[][] } | null {
  const { values, formulas } = readAll(sheet);
  formulas.forEach((line, r) =>
    line.forEach((f, c) => {
      const v = values[r]?.[c];
      if (f && isComputing(v) && spillArea(f, r, c))
        fail('notReady', { sheet: sheet.getName(), cell: a1(r, c), found: v });
    }),
  );
  const cols = values[0]?.length ?? 0;
  const spilled = spillMask(values, formulas, values.length, cols);
  const list: Change[] = [];
  values.forEach((line, r) => {
    if (!rows(line)) return;
    line.forEach((v, c) => {
      if (typeof v !== 'string' || v === '' || (formulas[r]?.[c] ?? '') !== '' || spilled[r * cols + c]) return;
      // the whole cell (its spaces as typed, cleaned), else the names among its words
      const whole = renaming.mapping.get(cleanName(v));
      const to = whole ?? renameInText(v, renaming.mapping, renaming.known);
      if (to !== v) list.push({ row: r, col: c, from: v, to });
    });
  });
  return list.length === 0 ? null : { list, values, formulas };
}

/**
 * The fingerprint a generated sheet keeps of its protected part, adjusted for the cells this
 * changes (outside the input ranges and the spills of our array formulas): an earlier committee
 * edit still shows, this action's own changes do not.
 */
export function adjustFingerprint(
  blocked: BlockedSheet | undefined,
  values: CellValue[][],
  formulas: string[][],
  list: readonly Change[],
): { protection: ProtectionLike; text: string } | null {
  if (!blocked) return null;
  const protection = blocked.protections.find((p) => /^tournament:[^:\s]+ #[0-9a-z]+$/.test(p.description));
  if (!protection) return null;
  const { whole: fp, lines } = parseStored(/#([0-9a-z]+)$/.exec(protection.description)?.[1]);
  if (!fp) return null;
  const rows = values.length;
  const cols = values[0]?.length ?? 0;
  const open = areaMask(rows, cols, blocked.typedAreas);
  const spilled = spillMask(values, formulas, rows, cols);
  for (const c of list) {
    const k = c.row * cols + c.col;
    if (open[k] || spilled[k]) continue;
    fp.remove(c.row, c.col, sheetContent(c.from, '')).add(c.row, c.col, sheetContent(c.to, ''));
    lines?.remove(c.row, c.col, sheetContent(c.from, '')).add(c.row, c.col, sheetContent(c.to, ''));
  }
  const token = `${fp.text}${lines?.text ?? ''}`;
  return { protection: protection.protection, text: protection.description.replace(/#[0-9a-z]+$/, `#${token}`) };
}
