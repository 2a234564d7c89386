/** The withdraw action: a player (team) leaves a group game (forfeits) or the preference tournament (announced absences). */
import { formatMessage } from '../../i18n/format';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { lockDown } from '../apply';
import { blockTyping } from '../blockTyping';
import {
  findSheet,
  nameFor,
  problem,
  readAll,
  readOnlyAhead,
  say,
  withLock,
  writeCells,
  type ActionResult,
} from '../context';
import type { CellValue, Services, SheetLike } from '../gas';
import { readAnchors } from '../identity';
import { a1 } from '../plan';
import { attendanceFromValues } from '../kinds/attendanceSheet';
import { openCtx } from '../kinds/settingsSheet';
import { textArg } from '../common/args';
import { leaveHeld } from '../common/leaving';
import { isGroupGame, unknownGame } from '../common/games';
import { unknownPlayer } from '../common/nearNames';
import { ok, refuse, type SettingsCtx } from '../common/results';
import { withdrawHeld, type WithdrawData } from '../common/withdrawal';

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
  return withLock(ctx, () => {
    // the draw it only reads (names, groups): not closed to typing (docs/performance.md)
    readOnlyAhead(ctx, [[`draw.${game}`]]);
    return withdrawHeld(ctx, game, who);
  });
}

/**
 * Preference (Art. 16 item 4: a player may refuse further participation): every tour not seated
 * yet is marked as announced skipped on the attendance sheet, so he is not seated (−8 each) and
 * not in the final (he missed the last tour). A tour already seated is left to the committee. Once
 * every tour is seated there is nothing to tick: he leaves from the final (`withdrawFromFinal`).
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
    // Every tour seated: no tick can keep him out of the final; he leaves from the final (a ruling
    // the final's seating reads), or is refused when the final already seats him (issue 24 item 12).
    if (seated === tours) return withdrawFromFinal(ctx, who);
    const block = blockTyping(ctx.services.app, [sheet], (p) => lockDown(p, ctx.settings.committee));
    try {
      const { values, formulas } = readAll(sheet);
      const att = attendanceFromValues(
        { values, formulas, anchors: readAnchors(sheet, values) },
        sheet.getName(),
        ctx.lang,
      );
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
 * A withdrawal once every tour is seated (Art. 16 item 4: he refuses further participation, so he
 * is not in the final): recorded as leaving from the final on the rulings sheet (its reason says it
 * was a withdrawal), which the final's seating reads; refused, naming the way out, when the final
 * already seats him. The lock is held.
 */
function withdrawFromFinal(ctx: SettingsCtx, who: string): ActionResult<WithdrawData> {
  const done = leaveHeld(ctx, { who, kind: 'left', tour: 'final', reason: say(ctx, 'prefWithdrawReason') });
  if (!done.ok || !done.data) return { ...done, data: undefined };
  const player = done.data.player;
  return ok(say(ctx, 'prefWithdrawFinal', { name: player }), done.sheets, { player, cells: [] });
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
