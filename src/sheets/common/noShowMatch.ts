/**
 * The match a "did not appear" mark names (../actions/noShow.ts), found on its group or play-off
 * sheet as it is now: its players as the sheet shows them (the marked names must be theirs), whether
 * it already holds the forfeit the mark makes, and the cells that record that forfeit
 * (../../rules/withdrawal.ts: "-" / "+", backgammon's no-show cell; in the play-off with who played
 * it). A match with a result typed refuses its mark.
 */
import type { MessageCode } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { forfeitMarks, forfeitRecorded, noShowCell } from '../../rules/withdrawal';
import { cellText, findSheet, readAll, type CellWrite } from '../context';
import { readAnchors } from '../identity';
import { a1 } from '../plan';
import type { AnnouncedSlot } from '../kinds/dayPlanSheet';
import { drawnGroups } from '../kinds/drawSheet';
import { groupMatchTyped, locateGroupSheet, type GroupGame } from '../kinds/groupSheet';
import { locateBracket, resultTyped } from './bracket';
import type { SettingsCtx } from './results';

/** Why a mark is not applied: a problem the committee reads. */
export class NotApplied extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: Record<string, string | number>,
  ) {
    super(code);
  }
}

export interface MatchTarget {
  sheet: string;
  /** the two players as the sheet shows them now */
  players: [string, string];
  /** the match already holds this forfeit (applied before): nothing more is written in it */
  already: boolean;
  /** the cells that record the forfeit of the absent sides (all empty before) */
  forfeit(absent: readonly (0 | 1)[]): CellWrite[];
  /** both absent and withdrawn: the match lost by both (the first withdrawal wrote "-" / "+" in a group match) */
  lostByBoth(): CellWrite[];
}

/** The marked names must be the match's players as its sheet shows them now. */
function checkNames(slot: AnnouncedSlot, players: readonly string[], what: string): void {
  for (const mark of slot.absent) {
    const now = players[mark.side] ?? '';
    if (now === '' || nameKey(now) !== nameKey(mark.name))
      throw new NotApplied('noShowNotKnown', { what, name: mark.name, players: players.join(' – ') });
  }
}

/** The forfeit the absent sides make (../../rules/withdrawal.ts): "-" / "+" in the score cells, and backgammon's no-show cell. */
function marksFor(absent: readonly (0 | 1)[]): { a: string; b: string; bg: string } {
  const marks = forfeitMarks(absent);
  return { ...marks, bg: noShowCell(marks) };
}

/** The match is not on its sheet as the plan names it (not drawn, no play-off yet): said with the players shown. */
function notKnown(slot: AnnouncedSlot, what: string): NotApplied {
  return new NotApplied('noShowNotKnown', {
    what,
    name: slot.absent.map((x) => x.name).join(', '),
    players: slot.shown.join(' – '),
  });
}

function groupMatch(ctx: SettingsCtx, game: GroupGame, slot: AnnouncedSlot, what: string): MatchTarget {
  const [, letter, k] = slot.key.split(':');
  const groups = drawnGroups(ctx, game);
  const sheet = findSheet(ctx, `groups.${game}`);
  if (!groups || !sheet) throw notKnown(slot, what);
  const { values, formulas } = readAll(sheet);
  const located = locateGroupSheet(game, groups, { values, formulas, anchors: readAnchors(sheet, values) });
  const block = located.layout.blocks.find((b) => b.letter === letter);
  const m = block?.matches[Number(k) - 1];
  if (!m) throw notKnown(slot, what);
  checkNames(slot, [m.a, m.b], what);
  const { view, layout } = located;
  const cols = layout.columns;
  const row = view.row(m.row);
  if (row === undefined) fail('rowsLost', { sheet: sheet.getName(), what: `${letter}:${k}` });
  const typed = groupMatchTyped(game, view.values, cols, m.row);
  const absent = slot.absent.map((x) => x.side);
  const recorded = {
    a: cellText(view.values[m.row]?.[cols.scoreA]),
    b: cellText(view.values[m.row]?.[cols.scoreB]),
    noShow: game === 'backgammon' ? cellText(view.values[m.row]?.[cols.forfeit as number]) : '',
  };
  const already = typed && forfeitRecorded(game, absent, recorded);
  if (typed && !already)
    throw new NotApplied('noShowPlayed', {
      what,
      cell: `${sheet.getName()}!${a1(row as number, view.col(cols.scoreA) ?? cols.scoreA)}`,
    });
  return {
    sheet: sheet.getName(),
    players: [m.a, m.b],
    already,
    forfeit: (absent) => {
      const { a, b, bg } = marksFor(absent);
      if (game === 'backgammon')
        return [
          { sheet, row: row as number, col: view.col(cols.forfeit as number) as number, values: [bg], before: [''] },
        ];
      return [
        { sheet, row: row as number, col: view.col(cols.scoreA) as number, values: [a], before: [''] },
        { sheet, row: row as number, col: view.col(cols.scoreB) as number, values: [b], before: [''] },
      ];
    },
    // The first withdrawal (A's) wrote A's forfeit; B withdrawn too, the match is lost by both.
    lostByBoth: () => {
      const [first, both] = [marksFor([0]), marksFor([0, 1])];
      const col = view.col(game === 'backgammon' ? (cols.forfeit as number) : cols.scoreB) as number;
      return game === 'backgammon'
        ? [{ sheet, row: row as number, col, values: [both.bg], before: [first.bg] }]
        : [{ sheet, row: row as number, col, values: [both.b], before: [first.b] }];
    },
  };
}

function playoffMatch(ctx: SettingsCtx, game: GroupGame, slot: AnnouncedSlot, what: string): MatchTarget {
  const id = slot.key.slice(2);
  const sheet = findSheet(ctx, `bracket.${game}`);
  const located = sheet ? locateBracket(ctx, game, sheet) : null;
  const m = located?.layout.matches.find((x) => x.id === id);
  if (!sheet || !located || !m) throw notKnown(slot, what);
  const { view } = located;
  const text = (r: { row: number; col: number }) => cellText(view.values[r.row]?.[r.col]);
  const players: [string, string] = [text(m.a), text(m.b)];
  checkNames(slot, players, what);
  const row = view.row(m.scoreA.row);
  if (row === undefined) fail('rowsLost', { sheet: sheet.getName(), what: id });
  const recorded = { a: text(m.scoreA), b: text(m.scoreB), noShow: m.forfeit ? text(m.forfeit) : '' };
  const already =
    resultTyped(view, m) &&
    forfeitRecorded(
      game,
      slot.absent.map((x) => x.side),
      recorded,
    );
  if (resultTyped(view, m) && !already)
    throw new NotApplied('noShowPlayed', {
      what,
      cell: `${sheet.getName()}!${a1(row as number, view.col(m.scoreA.col) ?? m.scoreA.col)}`,
    });
  return {
    sheet: sheet.getName(),
    players,
    already,
    forfeit: (absent) => {
      const { a, b, bg } = marksFor(absent);
      if (game === 'backgammon') {
        const fo = m.forfeit as { row: number; col: number };
        return [
          { sheet, row: view.row(fo.row) as number, col: view.col(fo.col) as number, values: [bg], before: [''] },
        ];
      }
      const writes: CellWrite[] = [
        { sheet, row: row as number, col: view.col(m.scoreA.col) as number, values: [a], before: [''] },
        { sheet, row: row as number, col: view.col(m.scoreB.col) as number, values: [b], before: [''] },
      ];
      // Who played it (the play-off memory), as the edit trigger records a typed result.
      const memA = { row: view.row(m.memA.row) as number, col: view.col(m.memA.col) as number };
      const before = [view.values[m.memA.row]?.[m.memA.col] ?? '', view.values[m.memB.row]?.[m.memB.col] ?? ''];
      return [...writes, { sheet, row: memA.row, col: memA.col, values: players, before }];
    },
    // The play-off reads the withdrawals: both out, "—" goes on; the match shows it was lost by both.
    lostByBoth() {
      return this.forfeit([0, 1]);
    },
  };
}

/** The match a mark names: a group match ("g:A:3") or a play-off match ("p:SF1"). */
export function markedMatch(ctx: SettingsCtx, game: GroupGame, slot: AnnouncedSlot, what: string): MatchTarget {
  return slot.key.startsWith('g:') ? groupMatch(ctx, game, slot, what) : playoffMatch(ctx, game, slot, what);
}
