/**
 * The committee's answer to a play-off result typed for another pairing (its note says "played by
 * A – B, now routed C – D"; ../common/playoffMemory.ts): confirm it or clear it.
 */
import { formatMessage } from '../../i18n/format';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { lockDown, isFinalized } from '../apply';
import { blockTyping } from '../blockTyping';
import { cellText, findSheet, problem, withLock, writeCells, type ActionResult, type CellWrite } from '../context';
import { describeAnchor, refuseIfDamaged } from '../damage';
import { isErrorValue } from '../fingerprint';
import type { CellValue, Services } from '../gas';
import { a1 } from '../plan';
import { shownId } from '../kinds/bracketSheet';
import { openCtx } from '../kinds/settingsSheet';
import { isMatchRow, locateBracket, type LocatedBracket } from '../common/bracket';
import { isGroupGame, unknownGame } from '../common/games';
import { memoryCells, shownText } from '../common/playoffMemory';
import { ok, refuse } from '../common/results';

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
      const { layout } = located;
      const m = layout.matches.find(
        (x) =>
          x.id === match || (['ru', 'kk', 'en'] as const).some((l) => nameKey(shownId(x.id, l)) === nameKey(match)),
      );
      if (!m) {
        const p = problem(ctx, 'error', 'unknownMatch', { found: match });
        return refuse(p.message, [p]);
      }
      const shown = shownId(m.id, ctx.lang);
      if (!isMatchRow(located.view, m))
        fail('rowsMoved', { sheet: sheet.getName(), what: describeAnchor(`m:${m.id}`, ctx.lang) });
      const cleared = choice === 'confirm' ? confirm(located, m, shown) : clear(located, m);
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

type Match = LocatedBracket['layout']['matches'][number];

/** Confirm: the players routed to the match now become its memory (both known, neither still computing). */
function confirm({ sheet, view }: LocatedBracket, m: Match, shown: string): ResolveData['cleared'] {
  const a = shownText(view, m.a);
  const b = shownText(view, m.b);
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
  writeCells([{ sheet, ...memoryCells(view, m), values: [a, b] }]);
  return [];
}

/**
 * Clear: every cell of the result that holds something, then the memory (all or nothing: a typed
 * result is never lost); what the cells held is returned.
 */
function clear({ sheet, view }: LocatedBracket, m: Match): ResolveData['cleared'] {
  const cleared: ResolveData['cleared'] = [];
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
  writeCells([...writes, { sheet, ...memoryCells(view, m), values: ['', ''] }]);
  return cleared;
}
