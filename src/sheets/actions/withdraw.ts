/** The withdraw action: a player (team) leaves a group game (forfeits) or the preference tournament (announced absences). */
import { formatMessage } from '../../i18n/format';
import { fail as raise } from '../../rules/errors';
import { isFinalized } from '../apply';
import { cellText, findSheet, nameFor, problem, readAll, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { a1, columnLetters } from '../plan';
import { ATTENDANCE } from '../kinds/attendanceSheet';
import { drawnGroups } from '../kinds/drawSheet';
import { BG_FORFEITS, groupLayout, withdrawnColumn, WITHDRAWN_COL, WITHDRAWN_RECT, WITHDRAWN_ROWS } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { gameName, isGroupGame, ok, refuse, unknownGame, type SettingsCtx } from './common';
import { unknownPlayer } from './nearNames';

export interface WithdrawData {
  player: string;
  /** cells that received a forfeit */
  cells: string[];
}

/**
 * A player (team) leaves the tournament: every later match of his that has no score yet becomes
 * a forfeit (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4): "-" for him, "+" for the
 * opponent (backgammon: the no-show column). Filled score cells are never touched.
 */
export function withdraw(services: Services, game: unknown, player: unknown): ActionResult<WithdrawData> {
  const ctx = openCtx(services);
  if (game === 'preference') return withdrawPreference(ctx, player);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const who = cellText(typeof player === 'string' || typeof player === 'number' ? String(player) : '');
    const groups = drawnGroups(ctx, game);
    const sheet = findSheet(ctx, `groups.${game}`);
    if (!groups || !sheet) {
      const p = problem(ctx, 'error', 'noDrawYet', { game: gameName(game, ctx.lang) });
      return refuse(p.message, [p]);
    }
    // A finalized group stage keeps its results; only the withdrawn list (which the play-off
    // reads) is written.
    const frozen = isFinalized(services.app, sheet);
    const key = who.toLowerCase();
    const name = groups.flatMap((g) => g.players).find((p) => p.toLowerCase() === key);
    const layout = groupLayout(game, groups);
    if (!name || who === '') {
      // Names are looked up on the group sheet: say so, and offer the names that look alike.
      const listed = layout.blocks.flatMap((b) => b.players.map((p, i) => ({ name: p, cell: `${sheet.getName()}!${a1(b.playersRect.row + i, b.playersRect.col)}` })));
      return unknownPlayer(ctx, who, sheet.getName(), listed);
    }
    const { values } = readAll(sheet);
    const cols = layout.columns;
    const writes: { row: number; col: number; value: string }[] = [];
    const listed = withdrawnColumn(values);
    if (!listed.some((n) => n.toLowerCase() === key)) {
      const free = listed.findIndex((n) => n === '');
      if (free < 0) raise('withdrawnFull', { sheet: sheet.getName(), max: WITHDRAWN_ROWS });
      writes.push({ row: WITHDRAWN_RECT.row + free, col: WITHDRAWN_COL, value: name });
    }
    for (const block of frozen ? [] : layout.blocks) {
      for (const m of block.matches) {
        const side = m.a.toLowerCase() === key ? 'a' : m.b.toLowerCase() === key ? 'b' : null;
        if (!side) continue;
        const row = values[m.row] ?? [];
        if (game === 'backgammon') {
          // Only a match with nothing typed: no parties, no no-show (a typed one stands).
          const fo = cols.forfeit as number;
          const typed = cellText(row[fo]) !== '' || [0, 1, 2, 3].some((k) => cellText(values[m.row + k]?.[cols.partyA as number]) !== '' || cellText(values[m.row + k]?.[cols.partyB as number]) !== '');
          if (!typed) writes.push({ row: m.row, col: fo, value: side === 'a' ? BG_FORFEITS[0] : BG_FORFEITS[1] });
          continue;
        }
        if (cellText(row[cols.scoreA]) !== '' || cellText(row[cols.scoreB]) !== '') continue;
        writes.push({ row: m.row, col: cols.scoreA, value: side === 'a' ? '-' : '+' });
        writes.push({ row: m.row, col: cols.scoreB, value: side === 'a' ? '+' : '-' });
      }
    }
    // A handful of cells of one player, all of them empty before: one call each, undone together
    // if any fails (all or nothing).
    const done: typeof writes = [];
    try {
      for (const w of writes) {
        sheet.getRange(w.row + 1, w.col + 1, 1, 1).setValues([[`'${w.value}`]]);
        done.push(w);
      }
    } catch (error) {
      for (const w of done.reverse()) {
        try {
          sheet.getRange(w.row + 1, w.col + 1, 1, 1).setValues([['']]);
        } catch {
          // keep undoing; the original error is reported
        }
      }
      throw error;
    }
    const cells = writes.filter((w) => w.col !== WITHDRAWN_COL).map((w) => `${sheet.getName()}!${columnLetters(w.col)}${w.row + 1}`);
    return ok(formatMessage('withdrawDone', { name, count: cells.length / (game === 'backgammon' ? 1 : 2) }, ctx.lang), writes.length ? [sheet.getName()] : [], { player: name, cells });
  });
}

/**
 * Preference (Art. 16 item 4: a player may refuse further participation): every tour not seated
 * yet is marked as announced skipped on the attendance sheet, so he is not seated (−8 each) and
 * not in the final (he missed the last tour). A tour already seated is left to the committee.
 */
function withdrawPreference(ctx: SettingsCtx, player: unknown): ActionResult<WithdrawData> {
  return withLock(ctx, () => {
    const who = cellText(typeof player === 'string' ? player : '');
    const sheet = findSheet(ctx, 'pref.attendance');
    if (!sheet) {
      const p = problem(ctx, 'error', 'prefNoAttendance', { sheet: nameFor(ctx, 'pref.attendance') });
      return refuse(p.message, [p]);
    }
    const { values } = readAll(sheet);
    const row = values.findIndex((line, r) => r >= ATTENDANCE.first && cellText(line[ATTENDANCE.player]).toLowerCase() === who.toLowerCase());
    if (row < 0 || who === '') {
      const listed = values
        .map((line, r) => ({ name: cellText(line[ATTENDANCE.player]), cell: `${sheet.getName()}!${a1(r, ATTENDANCE.player)}`, r }))
        .filter((x) => x.r >= ATTENDANCE.first && x.name !== '');
      return unknownPlayer(ctx, who, sheet.getName(), listed);
    }
    const tours = ctx.settings.preference.tours;
    let seated = 0;
    for (let n = 1; n <= tours; n++) if (findSheet(ctx, 'pref.tour', { n })) seated = n;
    const cells: string[] = [];
    if (seated < tours) {
      const line = values[row] ?? [];
      const marks = Array.from({ length: tours - seated }, (_, k) => {
        const col = ATTENDANCE.tours + seated + k;
        if (line[col] !== true) cells.push(`${sheet.getName()}!${a1(row, col)}`);
        return true;
      });
      sheet.getRange(row + 1, ATTENDANCE.tours + seated + 1, 1, marks.length).setValues([marks]);
    }
    const name = cellText(values[row]?.[ATTENDANCE.player]);
    return ok(formatMessage('prefWithdrawDone', { name, count: cells.length }, ctx.lang), cells.length ? [sheet.getName()] : [], { player: name, cells });
  });
}
