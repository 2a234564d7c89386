/** The withdraw action: a player (team) leaves a group game (forfeits) or the preference tournament (announced absences). */
import { formatMessage } from '../../i18n/format';
import { label } from '../../i18n/labels';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { applyPlans, isFinalized, lockDown } from '../apply';
import { blockTyping } from '../blockTyping';
import {
  findSheet,
  nameFor,
  problem,
  readAll,
  utcMinute,
  withLock,
  writeCells,
  type ActionResult,
  type CellWrite,
} from '../context';
import { describeAnchor, describeAnchors, refuseIfDamaged } from '../damage';
import type { CellValue, Services, SheetLike } from '../gas';
import { readAnchors, type Anchors } from '../identity';
import { a1 } from '../plan';
import { attendanceFromValues } from '../kinds/attendanceSheet';
import { drawnGroups } from '../kinds/drawSheet';
import {
  BG_FORFEITS,
  groupLayout,
  groupMatchTyped,
  locateGroupSheet,
  type GroupGame,
  type LocatedGroupSheet,
} from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { readWithdrawals, WITHDRAWAL_ROWS, WITHDRAWALS } from '../kinds/withdrawalsSheet';
import { textArg } from '../common/args';
import { gameName, isGroupGame, ok, refuse, unknownGame, withdrawalsSheetFor, type SettingsCtx } from './common';
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

/**
 * A player (team) leaves the tournament (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4): he is
 * entered on the game's withdrawals sheet, which the play-off reads (every match of his with
 * nothing typed goes to the opponent), and while the group stage is open every group match of his
 * with nothing typed becomes a forfeit: "-" for him, "+" for the opponent (backgammon: the no-show
 * column). Typed scores are never touched.
 *
 * The rows are found where they are now (anchors) and each must still show the two players it was
 * made for; the group sheet and the list are closed to typing while this runs. Refused once the
 * play-off (or the list) is finalized: the record stays as it is.
 */
export function withdraw(services: Services, game: unknown, player: unknown): ActionResult<WithdrawData> {
  const ctx = openCtx(services);
  if (game === 'preference') return withdrawPreference(ctx, player);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  const arg = textArg(ctx, player, 'argPlayer');
  if ('refusal' in arg) return arg.refusal;
  const who = arg.text;
  return withLock(ctx, () => withdrawHeld(ctx, game, who));
}

/** The withdrawal of a group game's player, the caller holding the document lock (also the no-shows by the clock). */
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

/**
 * Preference (Art. 16 item 4: a player may refuse further participation): every tour not seated
 * yet is marked as announced skipped on the attendance sheet, so he is not seated (−8 each) and
 * not in the final (he missed the last tour). A tour already seated is left to the committee.
 *
 * The name is checked before the lock (`textArg`) and found by `nameKey` (case, spaces, invisible
 * characters, look-alike letters); his row and the tours' columns are found where they are now
 * (anchors), the sheet closed to typing while it is read and written.
 */
function withdrawPreference(ctx: SettingsCtx, player: unknown): ActionResult<WithdrawData> {
  const arg = textArg(ctx, player, 'argPlayer');
  if ('refusal' in arg) return arg.refusal;
  const who = arg.text;
  return withLock(ctx, () => {
    const sheet = findSheet(ctx, 'pref.attendance');
    if (!sheet) {
      const p = problem(ctx, 'error', 'prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
      return refuse(p.message, [p]);
    }
    const tours = ctx.settings.preference.tours;
    let seated = 0;
    for (let n = 1; n <= tours; n++) if (findSheet(ctx, 'pref.tour', { n })) seated = n;
    const block = blockTyping(ctx.services.app, [sheet], (p) => lockDown(p, ctx.settings.committee));
    try {
      const { values, formulas } = readAll(sheet);
      const att = attendanceFromValues({ values, formulas, anchors: readAnchors(sheet) }, sheet.getName(), ctx.lang);
      const line = att.lines.find((l) => nameKey(l.name) === nameKey(who));
      if (!line) {
        const listed = att.lines.map((l) => ({ name: l.name, cell: `${sheet.getName()}!${a1(l.row, att.playerCol)}` }));
        return unknownPlayer(ctx, who, sheet.getName(), listed);
      }
      // The columns of the tours not seated yet, where they are now; every one must be there.
      const cols: number[] = [];
      for (let n = seated + 1; n <= tours; n++) {
        const col = att.columns.get(n);
        if (col === undefined) fail('prefNoTourColumn', { sheet: sheet.getName(), tour: n });
        cols.push(col);
      }
      const cells = cols
        .filter((c) => values[line.row]?.[c] !== true)
        .map((c) => `${sheet.getName()}!${a1(line.row, c)}`);
      writeTicks(sheet, line.row, cols, values[line.row] ?? []);
      return ok(
        formatMessage('prefWithdrawDone', { name: line.name, count: cells.length }, ctx.lang),
        cells.length ? [sheet.getName()] : [],
        { player: line.name, cells },
      );
    } finally {
      block.release();
    }
  });
}

/**
 * Ticks (TRUE) in one row of the sheet, one call per run of adjacent columns (one, unless a column
 * was inserted between tours); all or nothing (`writeCells`).
 */
function writeTicks(sheet: SheetLike, row: number, cols: readonly number[], before: readonly CellValue[]): void {
  const runs: { col: number; values: CellValue[]; before: CellValue[] }[] = [];
  for (const col of [...cols].sort((x, y) => x - y)) {
    const last = runs[runs.length - 1];
    if (last && last.col + last.values.length === col) {
      last.values.push(true);
      last.before.push(before[col] ?? '');
    } else runs.push({ col, values: [true], before: [before[col] ?? ''] });
  }
  writeCells(runs.map((r) => ({ sheet, row, ...r })));
}
