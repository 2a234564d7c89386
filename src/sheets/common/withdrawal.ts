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
import { noShowCell, withdrawalForfeits } from '../../rules/withdrawal';
import { applyPlans, isFinalized, lockDown } from '../apply';
import { blockTyping } from '../blockTyping';
import { nowStamp } from '../clock';
import { findSheet, problem, readAll, writeCells, type ActionResult, type CellWrite } from '../context';
import { describeAnchors } from '../damage';
import type { CellValue, SheetLike } from '../gas';
import { readAnchors, type Anchors } from '../identity';
import { a1 } from '../plan';
import { drawnGroups } from '../kinds/drawSheet';
import { groupLayout, groupMatchTyped, locateGroupSheet, type GroupGame, type GroupSpec } from '../kinds/groupSheet';
import { readWithdrawals, WITHDRAWAL_ROWS, WITHDRAWALS, type WithdrawalsRecord } from '../kinds/withdrawalsSheet';
import { gameName } from './games';
import { refuseGroupDamage } from './groupDamage';
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
  return { values, formulas, anchors: readAnchors(sheet, values) };
}

/**
 * The withdrawal of a group game's player, the caller holding the document lock: read the group
 * sheet and the list, ask the rule which matches he forfeits (../../rules/withdrawal.ts), write the
 * forfeits and his entry on the list together. Typed scores are never touched; refused once the
 * play-off (or the list) is finalized: the record stays as it is.
 */
export function withdrawHeld(ctx: SettingsCtx, game: GroupGame, who: string): ActionResult<WithdrawData> {
  const found = withdrawing(ctx, game, who);
  if ('refusal' in found) return found.refusal;
  const { groups, groupSheet, name } = found;
  const list = findSheet(ctx, `withdrawals.${game}`);
  refuseFinalizedRecord(ctx, game, list);
  const groupsFinal = isFinalized(ctx.services.app, groupSheet);
  // Closed to typing while this runs: the group sheet (while its stage is open) and the list.
  const block = blockTyping(ctx.services.app, [...(list ? [list] : []), ...(groupsFinal ? [] : [groupSheet])], (p) =>
    lockDown(p, ctx.settings.committee),
  );
  try {
    // The list as it stands (none yet: an empty one, made below only once every check passed).
    const record = list ? readWithdrawals(readLocated(list)) : null;
    if (list && record && record.lost.length > 0)
      fail('rowsLost', { sheet: list.getName(), what: describeAnchors(record.lost, ctx.lang) });
    const already = (record?.names ?? []).some((n) => nameKey(n) === nameKey(name));
    /** every cell written is empty before (a typed score, a committee remark are never written over) */
    const forfeits = groupsFinal ? { writes: [], count: 0 } : forfeitWrites(ctx, game, groups, groupSheet, name);
    const writes: CellWrite[] = forfeits.writes;
    if (already && writes.length === 0) {
      return ok(formatMessage('alreadyWithdrawn', { name }, ctx.lang), [], { player: name, cells: [] });
    }
    if (record && !already && record.free === null)
      fail('withdrawnFull', { sheet: list?.getName() ?? '', max: WITHDRAWAL_ROWS });
    const cells = writes.map((w) => `${groupSheet.getName()}!${a1(w.row, w.col)}`);
    if (!already)
      writes.push(...listEntry(ctx, game, { list, record }, { name, forfeits: forfeits.count, groupsFinal }));
    writeCells(writes);
    const sheets = [...new Set(writes.map((w) => w.sheet.getName()))];
    return ok(formatMessage('withdrawDone', { name, count: forfeits.count }, ctx.lang), sheets, {
      player: name,
      cells,
    });
  } finally {
    block.release();
  }
}

/** The drawn groups, the group sheet and the player's name as drawn; or the refusal (no draw yet, a name not found). */
function withdrawing(
  ctx: SettingsCtx,
  game: GroupGame,
  who: string,
): { groups: GroupSpec[]; groupSheet: SheetLike; name: string } | { refusal: ActionResult<never> } {
  const groups = drawnGroups(ctx, game);
  const groupSheet = findSheet(ctx, `groups.${game}`);
  if (!groups || !groupSheet) {
    const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
    return { refusal: refuse(p.message, [p]) };
  }
  const name = groups.flatMap((g) => g.players).find((p) => nameKey(p) === nameKey(who));
  if (name) return { groups, groupSheet, name };
  // Names are looked up on the group sheet: say so, and offer the names that look alike.
  const layout = groupLayout(game, groups);
  const listed = layout.blocks.flatMap((b) =>
    b.players.map((p, i) => ({
      name: p,
      cell: `${groupSheet.getName()}!${a1(b.playersRect.row + i, b.playersRect.col)}`,
    })),
  );
  return { refusal: unknownPlayer(ctx, who, groupSheet.getName(), listed) };
}

/** The record of a finalized play-off (or list) stays as it is: refused, naming the sheets. */
function refuseFinalizedRecord(ctx: SettingsCtx, game: GroupGame, list: SheetLike | null): void {
  const bracket = findSheet(ctx, `bracket.${game}`);
  const closed = [bracket, list].filter((s): s is SheetLike => s !== null && isFinalized(ctx.services.app, s));
  if (closed.length > 0) fail('withdrawFinalized', { sheets: closed.map((s) => `«${s.getName()}»`).join(', ') });
}

/**
 * The forfeits of his group matches, as the rule says (`withdrawalForfeits`): "-" / "+" in the
 * score cells, backgammon the no-show cell; each row found where it is now, and the sheet refused
 * when a row cannot be trusted. `count`: the matches forfeited.
 */
function forfeitWrites(
  ctx: SettingsCtx,
  game: GroupGame,
  groups: readonly GroupSpec[],
  sheet: SheetLike,
  name: string,
): { writes: CellWrite[]; count: number } {
  const located = locateGroupSheet(game, groups, readLocated(sheet));
  refuseGroupDamage(ctx, sheet.getName(), located);
  const { view, layout } = located;
  const cols = layout.columns;
  const put = (r: number, c: number, value: string): CellWrite => ({
    sheet,
    row: view.row(r) as number,
    col: view.col(c) as number,
    values: [value],
    before: [''],
  });
  const matches = layout.blocks.flatMap((b) =>
    b.matches.map((m) => ({ ...m, typed: groupMatchTyped(game, view.values, cols, m.row) })),
  );
  const forfeits = withdrawalForfeits(name, matches);
  const writes = forfeits.flatMap(({ match, marks }) =>
    game === 'backgammon'
      ? [put(match.row, cols.forfeit as number, noShowCell(marks))]
      : [put(match.row, cols.scoreA, marks.a), put(match.row, cols.scoreB, marks.b)],
  );
  return { writes, count: forfeits.length };
}

/**
 * His entry on the withdrawals list: number, name, when, the stage, the forfeits written. The list
 * is made now if this is the first withdrawal (every check passed).
 */
function listEntry(
  ctx: SettingsCtx,
  game: GroupGame,
  now: { list: SheetLike | null; record: WithdrawalsRecord | null },
  { name, forfeits, groupsFinal }: { name: string; forfeits: number; groupsFinal: boolean },
): CellWrite[] {
  const { list, record } = now;
  let listSheet = list;
  let at = (c: number) => record?.col(c) ?? c;
  let free = record?.free ?? WITHDRAWALS.first;
  if (!listSheet) {
    const made = withdrawalsSheetFor(ctx, game);
    if (made.plan)
      applyPlans(ctx.services.app, [made.plan], { editors: ctx.settings.committee, index: ctx.sheets, lang: ctx.lang });
    listSheet = findSheet(ctx, `withdrawals.${game}`) as SheetLike;
    at = (c: number) => c;
    free = WITHDRAWALS.first;
  }
  const entry: [number, string | number][] = [
    [WITHDRAWALS.no, (record?.names.length ?? 0) + 1],
    [WITHDRAWALS.player, name],
    [WITHDRAWALS.when, nowStamp(ctx)],
    [WITHDRAWALS.stage, label(groupsFinal ? 'withdrawalsStagePlayoff' : 'withdrawalsStageGroups', ctx.lang)],
    [WITHDRAWALS.forfeits, forfeits],
  ];
  const sheet = listSheet;
  return entry.map(([c, value]) => ({ sheet, row: free, col: at(c), values: [value], before: [''] }));
}
