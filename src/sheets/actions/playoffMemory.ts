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
import { formatMessage } from '../../i18n/format';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { lockDown, isFinalized } from '../apply';
import { blockTyping } from '../blockTyping';
import {
  cellText,
  findSheet,
  problem,
  readAll,
  withLock,
  writeCells,
  type ActionResult,
  type CellWrite,
} from '../context';
import { describeAnchor, refuseIfDamaged } from '../damage';
import { isErrorValue } from '../fingerprint';
import type { CellValue, RangeLike, Services, SheetLike } from '../gas';
import { META, readAnchors, realign, type Realigned } from '../identity';
import { a1, type Rect } from '../plan';
import {
  bracketLayout,
  bracketSheetAnchors,
  shownId,
  type BracketLayout,
  type BracketMatchCells,
} from '../kinds/bracketSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { bracketFormat, isGroupGame, ok, refuse, unknownGame, type SettingsCtx } from './common';

/** A play-off sheet seen at its layout's positions, wherever its rows and columns are now. */
export interface LocatedBracket {
  sheet: SheetLike;
  layout: BracketLayout;
  view: Realigned;
}

export function locateBracket(ctx: SettingsCtx, game: GroupGame, sheet: SheetLike): LocatedBracket {
  const options = { game, lang: ctx.lang, format: bracketFormat(ctx.settings, game) };
  const layout = bracketLayout({
    ...options,
    name: sheet.getName(),
    groupSheet: '',
    groups: [],
    partiesToWin: ctx.settings.billiards.partiesToWin,
  });
  const { values, formulas } = readAll(sheet);
  const view = realign(bracketSheetAnchors(options), readAnchors(sheet), values, formulas, {
    rows: layout.rows,
    cols: layout.cols,
  });
  return { sheet, layout, view };
}

function text(view: Realigned, r: Rect): string {
  return cellText(view.values[r.row]?.[r.col]);
}

/**
 * The row still carries the match's label (in any language): where the row marks say it is, it
 * is. Where Sheets does not move the marks with their rows (self-check "meta.insert"), a row that
 * shifted under them shows another label, and nothing is written there.
 */
export function isMatchRow(view: Realigned, m: BracketMatchCells): boolean {
  const label = text(view, { row: m.row, col: 0, rows: 1, cols: 1 });
  return (['ru', 'kk', 'en'] as const).some((l) => shownId(m.id, l) === label);
}

/** Something typed in the match: a score, a shoot-out, a no-show, a party. */
export function resultTyped(view: Realigned, m: BracketMatchCells): boolean {
  return m.inputs.some((rect) => {
    for (let r = rect.row; r < rect.row + rect.rows; r++)
      for (let c = rect.col; c < rect.col + rect.cols; c++) if (cellText(view.values[r]?.[c]) !== '') return true;
    return false;
  });
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
    const memA = text(view, m.memA);
    const memB = text(view, m.memB);
    const a = text(view, m.a);
    const b = text(view, m.b);
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
function memoryCells(view: Realigned, m: BracketMatchCells): { row: number; col: number; before: CellValue[] } {
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

export interface ResolveData {
  match: string;
  /** the result's cells that were cleared, with what they held ("clear") */
  cleared: { cell: string; value: CellValue }[];
}

/**
 * The committee's answer to a result typed for another pairing: "confirm" (the result stands for
 * the players routed there now: their names become the memory) or "clear" (the result's cells and
 * the memory are emptied; what they held is returned, to be typed again where it belongs).
 */
export function resolvePlayoff(
  services: Services,
  game: unknown,
  match: unknown,
  choice: unknown,
): ActionResult<ResolveData> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  if (choice !== 'confirm' && choice !== 'clear') {
    const p = problem(ctx, 'error', 'resolveChoice', { found: choice });
    return refuse(p.message, [p]);
  }
  if (typeof match !== 'string' || match.length > 20) {
    const p = problem(ctx, 'error', 'unknownMatch', { found: match });
    return refuse(p.message, [p]);
  }
  return withLock(ctx, () => {
    const sheet = findSheet(ctx, `bracket.${game}`);
    if (!sheet) fail('noSuchSheet', { sheet: `bracket.${game}` });
    if (isFinalized(services.app, sheet)) fail('sheetFinalized', { sheet: sheet.getName() });
    const block = blockTyping(services.app, [sheet], (p) => lockDown(p, ctx.settings.committee));
    try {
      const located = locateBracket(ctx, game, sheet);
      refuseIfDamaged(sheet.getName(), located.view, ctx.lang);
      const { view, layout } = located;
      const m = layout.matches.find(
        (x) =>
          x.id === match || (['ru', 'kk', 'en'] as const).some((l) => nameKey(shownId(x.id, l)) === nameKey(match)),
      );
      if (!m) {
        const p = problem(ctx, 'error', 'unknownMatch', { found: match });
        return refuse(p.message, [p]);
      }
      const shown = shownId(m.id, ctx.lang);
      if (!isMatchRow(view, m))
        fail('rowsMoved', { sheet: sheet.getName(), what: describeAnchor(`m:${m.id}`, ctx.lang) });
      const mem = { sheet, ...memoryCells(view, m) };
      const cleared: ResolveData['cleared'] = [];
      if (choice === 'confirm') {
        const a = text(view, m.a);
        const b = text(view, m.b);
        if (a === '' || b === '') fail('resolveNoPlayers', { match: shown });
        for (const [who, r] of [
          [a, m.a],
          [b, m.b],
        ] as const) {
          if (isErrorValue(who))
            fail('notReady', {
              sheet: sheet.getName(),
              cell: a1(view.row(r.row) ?? r.row, view.col(r.col) ?? r.col),
              found: who,
            });
        }
        writeCells([{ ...mem, values: [a, b] }]);
      } else {
        // Every cell of the result that holds something, then the memory (all or nothing: a typed
        // result is never lost).
        const writes: CellWrite[] = [];
        for (const rect of m.inputs) {
          for (let r = rect.row; r < rect.row + rect.rows; r++) {
            for (let c = rect.col; c < rect.col + rect.cols; c++) {
              const value = view.values[r]?.[c] ?? '';
              if (cellText(value) === '') continue;
              const at = { row: view.row(r) as number, col: view.col(c) as number };
              cleared.push({ cell: `${sheet.getName()}!${a1(at.row, at.col)}`, value });
              writes.push({ sheet, ...at, values: [''], before: [value] });
            }
          }
        }
        writeCells([...writes, { ...mem, values: ['', ''] }]);
      }
      const code = choice === 'confirm' ? 'resolveConfirmed' : 'resolveCleared';
      return ok(
        formatMessage(
          code,
          { match: shown, count: cleared.length, cells: cleared.map((x) => x.cell).join(', ') },
          ctx.lang,
        ),
        [sheet.getName()],
        { match: m.id, cleared },
      );
    } finally {
      block.release();
    }
  });
}
