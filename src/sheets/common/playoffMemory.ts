/**
 * Play-off memory: who played each result (SPEC §5 "identity survives editing").
 *
 * A play-off result is typed by position (player A, player B of a match row), and the players of a
 * later match come from earlier results by formulas. Correcting an earlier result re-routes the
 * players; a later result already typed would then count for the new pairing. So each match keeps
 * the two names it was played by, in its two "played by" cells, written
 * - by the edit trigger (`onEdit` in src/menu.ts) as soon as a result is typed, running as the
 *   person who typed it (the cells are open, like the score cells, so a referee's edit can fill
 *   them);
 * - by finalize, for a result typed when the trigger could not run (before the record is frozen);
 * - by the committee's answer to a flagged match (`resolvePlayoff`: confirm writes the pair routed
 *   there now, clear empties the result and its memory).
 * A result whose recorded pair is not the pair routed there now is never credited: the sheet's
 * formulas withhold its winner and its note says "played by A – B, now routed C – D"; the committee
 * confirms it (the result stands for the new pairing) or clears it (`resolvePlayoff`).
 */
import { findSheet, writeCells, cellText, type CellWrite } from '../context';
import { isFinalized } from '../apply';
import { isErrorValue } from '../fingerprint';
import type { CellValue, RangeLike, Services } from '../gas';
import { META, type Realigned } from '../identity';
import type { Rect } from '../plan';
import type { BracketMatchCells } from '../kinds/bracketSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { isMatchRow, locateBracket, resultTyped, type LocatedBracket } from './bracket';
import type { SettingsCtx } from './results';

/** What a cell of the play-off shows, as text. */
export function shownText(view: Realigned, r: Rect): string {
  return cellText(view.values[r.row]?.[r.col]);
}

/**
 * What the memory cells should hold now: a result typed with both players known and no memory yet
 * gets the two names; memory left after the result was cleared is cleared. Only the matches whose
 * rows (now) meet `rows` when given (the edited cells).
 */
export function memoryWrites(located: LocatedBracket, rows?: { first: number; last: number }): CellWrite[] {
  const { sheet, view, layout } = located;
  const writes: CellWrite[] = [];
  for (const m of layout.matches) {
    const first = view.row(m.row);
    if (first === undefined) continue;
    const height = m.parties ? m.parties.rows : 1;
    if (rows && (first + height - 1 < rows.first || first > rows.last)) continue;
    if (!isMatchRow(view, m)) continue;
    const memA = shownText(view, m.memA);
    const memB = shownText(view, m.memB);
    const a = shownText(view, m.a);
    const b = shownText(view, m.b);
    const at = { sheet, ...memoryCells(view, m) };
    if (resultTyped(view, m)) {
      // Players still computing ("Loading…") or showing an error are not names: recorded later.
      if (memA === '' && memB === '' && a !== '' && b !== '' && !isErrorValue(a) && !isErrorValue(b))
        writes.push({ ...at, values: [a, b] });
    } else if (memA !== '' || memB !== '') {
      writes.push({ ...at, values: ['', ''] });
    }
  }
  return writes;
}

/** Where a match's two "played by" cells are now (side by side), and what they hold. */
export function memoryCells(view: Realigned, m: BracketMatchCells): { row: number; col: number; before: CellValue[] } {
  const raw = (r: Rect) => view.values[r.row]?.[r.col] ?? '';
  return {
    row: view.row(m.memA.row) as number,
    col: view.col(m.memA.col) as number,
    before: [raw(m.memA), raw(m.memB)],
  };
}

/**
 * Records who played every result of a game's play-off that has none yet (the caller holds the
 * lock and has closed the sheet to typing). Returns what was written (a match each, recorded or
 * cleared), to be undone if the caller refuses after all.
 */
export function recordPlayoffMemory(ctx: SettingsCtx, game: GroupGame): CellWrite[] {
  const sheet = findSheet(ctx, `bracket.${game}`);
  if (!sheet || isFinalized(ctx.services.app, sheet)) return [];
  const located = locateBracket(ctx, game, sheet);
  if (located.view.lost.length > 0 || located.view.disordered.length > 0) return [];
  const writes = memoryWrites(located);
  writeCells(writes);
  return writes;
}

/** The part of Apps Script's edit event the trigger uses. */
export interface EditEvent {
  range?: RangeLike;
}

/**
 * The edit trigger's part: a result typed (or cleared) on a play-off sheet gets its "played by"
 * cells filled (or cleared) at once. Runs as the person who typed, in a simple trigger: reads the
 * settings and the edited sheet, writes at most a few cells, never throws.
 */
export function recordOnEdit(services: Services, event: EditEvent | undefined): void {
  try {
    const range = event?.range;
    if (!range) return;
    const sheet = range.getSheet();
    const id = sheet.createDeveloperMetadataFinder().withKey(META.sheet).find()[0]?.getValue() ?? '';
    const game = /^bracket\.(futsal|billiards|backgammon)$/.exec(id)?.[1] as GroupGame | undefined;
    if (!game) return;
    const ctx = openCtx(services);
    if (isFinalized(services.app, sheet)) return;
    const located = locateBracket(ctx, game, sheet);
    const first = range.getRow() - 1;
    writeCells(memoryWrites(located, { first, last: first + range.getNumRows() - 1 }));
  } catch {
    // A trigger that fails leaves the edit as it is; the next committee action records it.
  }
}
