/**
 * A player (team) of a group game leaves the tournament, the caller holding the document lock: the
 * withdraw action (../actions/withdraw.ts) and a no-show by the clock (../actions/noShow.ts,
 * Art. 11 item 18, Art. 14 item 12). He is entered on the game's withdrawals sheet, which the
 * play-off reads, and while the group stage is open his group matches with nothing typed become
 * forfeits.
 */
import { formatMessage } from '../../i18n/format';
import { label } from '../../i18n/labels';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { applyPlans, isFinalized, lockDown } from '../apply';
import { blockTyping } from '../blockTyping';
import { findSheet, problem, readAll, utcMinute, writeCells, type ActionResult, type CellWrite } from '../context';
import { describeAnchor, describeAnchors, refuseIfDamaged } from '../damage';
import type { CellValue, SheetLike } from '../gas';
import { readAnchors, type Anchors } from '../identity';
import { a1 } from '../plan';
import { drawnGroups } from '../kinds/drawSheet';
import {
  BG_FORFEITS,
  groupLayout,
  groupMatchTyped,
  locateGroupSheet,
  type GroupGame,
  type LocatedGroupSheet,
} from '../kinds/groupSheet';
import { readWithdrawals, WITHDRAWAL_ROWS, WITHDRAWALS } from '../kinds/withdrawalsSheet';
import { gameName } from './games';
import { ok, refuse, type SettingsCtx } from './results';
import { withdrawalsSheetFor } from './gameSheets';
import { unknownPlayer } from './nearNames';

export interface WithdrawData {
  player: string;
  /** cells that received a forfeit */
  cells: string[];
}

/** Values, formulas and anchors of a sheet, read once. */
function readLocated(sheet: SheetLike): { values: CellValue[][]; formulas: string[][]; anchors: Anchors } {
  const { values, formulas } = readAll(sheet);
  return { values, formulas, anchors: readAnchors(sheet) };
}

/** The withdrawal of a group game's player, the caller holding the document lock (also the no-shows by the clock). */
// eslint-disable-next-line max-lines-per-function -- moved as it was; split in a commit of its own
export function withdrawHeld(ctx: SettingsCtx, game: GroupGame, who: string): ActionResult<WithdrawData> {
  const services = ctx.services;
  {
    const app = services.app;
    const groups = drawnGroups(ctx, game);
    const groupSheet = findSheet(ctx, `groups.${game}`);
    if (!groups || !groupSheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    const name = groups.flatMap((g) => g.players).find((p) => nameKey(p) === nameKey(who));
    if (!name) {
      // Names are looked up on the group sheet: say so, and offer the names that look alike.
      const layout = groupLayout(game, groups);
      const listed = layout.blocks.flatMap((b) =>
        b.players.map((p, i) => ({
          name: p,
          cell: `${groupSheet.getName()}!${a1(b.playersRect.row + i, b.playersRect.col)}`,
        })),
      );
      return unknownPlayer(ctx, who, groupSheet.getName(), listed);
    }
    // The record of a finalized play-off (or list) stays as it is.
    const bracket = findSheet(ctx, `bracket.${game}`);
    const list = findSheet(ctx, `withdrawals.${game}`);
    const closed = [bracket, list].filter((s): s is SheetLike => s !== null && isFinalized(app, s));
    if (closed.length > 0) fail('withdrawFinalized', { sheets: closed.map((s) => `«${s.getName()}»`).join(', ') });
    const groupsFinal = isFinalized(app, groupSheet);
    // Closed to typing while this runs: the group sheet (while its stage is open) and the list.
    const block = blockTyping(app, [...(list ? [list] : []), ...(groupsFinal ? [] : [groupSheet])], (p) =>
      lockDown(p, ctx.settings.committee),
    );
    try {
      // The list as it stands (none yet: an empty one, made below only once every check passed).
      const record = list ? readWithdrawals(readLocated(list)) : null;
      if (list && record && record.lost.length > 0)
        fail('rowsLost', { sheet: list.getName(), what: describeAnchors(record.lost, ctx.lang) });
      const already = (record?.names ?? []).some((n) => nameKey(n) === nameKey(name));
      /** every cell written is empty before (a typed score, a committee remark are never written over) */
      const writes: CellWrite[] = [];
      let forfeits = 0;
      if (!groupsFinal) {
        const located = locateGroupSheet(game, groups, readLocated(groupSheet));
        refuseDamage(ctx, groupSheet.getName(), located);
        const { view, layout } = located;
        const cols = layout.columns;
        const put = (r: number, c: number, value: string) =>
          writes.push({
            sheet: groupSheet,
            row: view.row(r) as number,
            col: view.col(c) as number,
            values: [value],
            before: [''],
          });
        for (const b of layout.blocks) {
          for (const m of b.matches) {
            const side = nameKey(m.a) === nameKey(name) ? 'a' : nameKey(m.b) === nameKey(name) ? 'b' : null;
            if (!side) continue;
            // Only a match with nothing typed: no score (backgammon: no parties, no no-show); a typed one stands.
            if (groupMatchTyped(game, view.values, cols, m.row)) continue;
            if (game === 'backgammon') {
              put(m.row, cols.forfeit as number, side === 'a' ? BG_FORFEITS[0] : BG_FORFEITS[1]);
              forfeits++;
              continue;
            }
            put(m.row, cols.scoreA, side === 'a' ? '-' : '+');
            put(m.row, cols.scoreB, side === 'a' ? '+' : '-');
            forfeits++;
          }
        }
      }
      if (already && writes.length === 0) {
        return ok(formatMessage('alreadyWithdrawn', { name }, ctx.lang), [], { player: name, cells: [] });
      }
      if (record && !already && record.free === null)
        fail('withdrawnFull', { sheet: list?.getName() ?? '', max: WITHDRAWAL_ROWS });
      const cells = writes.map((w) => `${groupSheet.getName()}!${a1(w.row, w.col)}`);
      if (!already) {
        // Every check passed: the list is made now if this is the first withdrawal.
        let listSheet = list;
        let at = (c: number) => record?.col(c) ?? c;
        let free = record?.free ?? WITHDRAWALS.first;
        if (!listSheet) {
          const made = withdrawalsSheetFor(ctx, game);
          if (made.plan)
            applyPlans(app, [made.plan], { editors: ctx.settings.committee, index: ctx.sheets, lang: ctx.lang });
          listSheet = findSheet(ctx, `withdrawals.${game}`) as SheetLike;
          at = (c: number) => c;
          free = WITHDRAWALS.first;
        }
        const entry: [number, string | number][] = [
          [WITHDRAWALS.no, (record?.names.length ?? 0) + 1],
          [WITHDRAWALS.player, name],
          [WITHDRAWALS.when, utcMinute(services.now())],
          [WITHDRAWALS.stage, label(groupsFinal ? 'withdrawalsStagePlayoff' : 'withdrawalsStageGroups', ctx.lang)],
          [WITHDRAWALS.forfeits, forfeits],
        ];
        for (const [c, value] of entry)
          writes.push({ sheet: listSheet, row: free, col: at(c), values: [value], before: [''] });
      }
      writeCells(writes);
      const sheets = [...new Set(writes.map((w) => w.sheet.getName()))];
      return ok(formatMessage('withdrawDone', { name, count: forfeits }, ctx.lang), sheets, { player: name, cells });
    } finally {
      block.release();
    }
  }
}

/** A group sheet whose rows cannot be trusted refuses, saying what is lost, moved or changed. */
function refuseDamage(ctx: SettingsCtx, sheet: string, located: LocatedGroupSheet): void {
  refuseIfDamaged(sheet, located.view, ctx.lang);
  const d = located.damage;
  if (!d) return;
  if (d.kind === 'notReady') fail('notReady', { sheet, cell: d.cell, found: d.shown });
  const what = describeAnchor(`m:${'match' in d ? d.match.letter : ''}:${'match' in d ? d.match.k : ''}`, ctx.lang);
  if (d.kind === 'mismatch') {
    fail('rowMismatch', {
      sheet,
      cell: d.cell,
      shown: quoted(d.shown, ctx.lang),
      what,
      expected: quoted(`${d.match.a} – ${d.match.b}`, ctx.lang),
    });
  }
  if (d.kind === 'parties') fail('partyRowsSplit', { sheet, cell: d.cell, what });
  if (d.kind === 'lost') fail('rowsLost', { sheet, what: describeAnchors(d.ids, ctx.lang) });
  fail('rowsMoved', { sheet, what: describeAnchors(d.ids, ctx.lang) });
}

function quoted(s: string, lang: string): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}
