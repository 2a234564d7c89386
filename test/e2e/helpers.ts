/** Shared steps of the end-to-end tests: a committee pasting a registration, referees typing. */
import { expect } from 'vitest';
export { cellOf } from '../../src/sheets/plan';
import { cellOf } from '../../src/sheets/plan';
import type { ActionResult } from '../../src/sheets/context';
import type { FakeBook } from '../../fakes/book';
import type { Services } from '../../src/sheets/gas';
import { groupLayout, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';

/** A committee member pastes rows into a sheet from row 2 (one batched write, as a paste). */
export function paste(services: Services, sheet: string, rows: unknown[][], startRow = 2, startCol = 1): void {
  const s = services.app.getActiveSpreadsheet().getSheetByName(sheet);
  if (!s) throw new Error(`no sheet ${sheet}`);
  const width = Math.max(...rows.map((r) => r.length));
  s.getRange(startRow, startCol, rows.length, width).setValues(rows.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '')]));
}

/** The action succeeded; shows its problems when it did not. */
export function expectOk<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(`action refused: ${result.message}\n${result.problems.map((p) => `${p.cell ?? ''} ${p.message}`).join('\n')}`);
  return result.data as T;
}

export function noErrorCells(book: FakeBook): void {
  expect(book.errorCells().map((e) => `${e.sheet}!${e.a1}: ${e.error} ${e.message}`)).toEqual([]);
}

/**
 * Referees type every group match so that the earlier-listed player wins: 2:0 in futsal and
 * billiards, a no-show of the later one in backgammon. Places then follow the draw's order.
 */
export function playInListOrder(book: FakeBook, sheet: string, game: GroupGame, groups: readonly GroupSpec[]): void {
  const layout = groupLayout(game, groups);
  layout.blocks.forEach((b, g) =>
    b.matches.forEach((m) => {
      const first = (groups[g]?.players.indexOf(m.a) ?? 0) < (groups[g]?.players.indexOf(m.b) ?? 0);
      const at = (col: number) => cellOf({ row: m.row, col, rows: 1, cols: 1 });
      if (game === 'backgammon') {
        book.typeAs('referee', sheet, at(layout.columns.forfeit as number), first ? '+:-' : '-:+');
        return;
      }
      book.typeAs('referee', sheet, at(layout.columns.scoreA), first ? 2 : 0);
      book.typeAs('referee', sheet, at(layout.columns.scoreB), first ? 0 : 2);
    }),
  );
}
