/**
 * Sheet.moveRows (Apps Script; in the UI: dragging selected rows): the rows' cells — values,
 * formulas as written, formats, validations — and their row metadata go to the new place, and the
 * rows between close up. Done as Sheets' structure would be: rows inserted at the destination, the
 * cells copied there, the old rows deleted (structure.ts moves everything else, the other sheets'
 * references included). What the fake does not do: references elsewhere to the moved cells follow
 * the insert and delete, not the cells (Sheets makes them follow the cells).
 *
 * With `switches.metadataStays` the moved rows' metadata keeps its row index.
 */
import type { FakeBook } from './book';
import { deleteAxis, insertAxis } from './structure';
import { key, type SheetState } from './state';
import { detachRowMetadata } from './switches';

/** `first` and `dest` 0-based; `dest` counts rows as they were before the move. */
export function moveRows(book: FakeBook, s: SheetState, first: number, count: number, dest: number): void {
  if (!Number.isInteger(dest) || dest < 0 || dest > s.maxRows)
    throw new Error('Exception: Invalid argument: destinationIndex.');
  if (dest >= first && dest <= first + count) return; // into itself: nothing moves
  const cols = s.maxCols;
  const cells = Array.from({ length: count }, (_, i) =>
    Array.from({ length: cols }, (_, j) => book.storedAt(s, first + i, j)),
  );
  const formats = Array.from({ length: count }, (_, i) =>
    Array.from({ length: cols }, (_, j) => s.formats.get(key(first + i, j))),
  );
  const validations = Array.from({ length: count }, (_, i) =>
    Array.from({ length: cols }, (_, j) => s.validations.get(key(first + i, j))),
  );
  const moved = detachRowMetadata(book, s, first, count);
  insertAxis(book, s, 'row', dest, count);
  book.writeCells(s, dest, 0, cells);
  for (let i = 0; i < count; i++) {
    for (let j = 0; j < cols; j++) {
      const f = formats[i]?.[j];
      const v = validations[i]?.[j];
      if (f) s.formats.set(key(dest + i, j), f);
      else s.formats.delete(key(dest + i, j));
      if (v) s.validations.set(key(dest + i, j), v);
      else s.validations.delete(key(dest + i, j));
    }
  }
  const source = dest <= first ? first + count : first;
  deleteAxis(book, s, 'row', source, count);
  const landed = dest <= first ? dest : dest - count;
  if (!book.switches.metadataStays)
    for (const e of moved) if (e.location.type === 'ROW') e.location.start = landed + (e.location.start - first);
  book.metadata.push(...moved);
}
