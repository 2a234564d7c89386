/**
 * The withdrawals sheet of a group game: who left the tournament, when and at which stage, and how
 * many forfeits that wrote (Art. 11 item 18, Art. 14 item 12; futsal teams too). The play-off's
 * formulas read its names column: every match of a withdrawn player with nothing typed goes to his
 * opponent, wherever the routing takes him.
 *
 * It is a record of its own, apart from the group sheet, so a withdrawal after the group stage was
 * finalized touches nothing finalized; it is finalized with the play-off. Only the add-on writes
 * it (one row per withdrawal); the committee may add a note in the last column. The whole sheet is
 * the committee's (every value on it counts as typed, so it is never rewritten).
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { realign, type Anchors } from '../identity';
import { emptyGrid, SHEET_COLORS, type AnchorSpec, type Rect, type SheetPlan } from '../plan';

/** Entries the sheet holds (the play-off formulas read this many rows). */
export const WITHDRAWAL_ROWS = 64;
export const WITHDRAWALS = {
  title: 0,
  header: 1,
  first: 2,
  no: 0,
  player: 1,
  when: 2,
  stage: 3,
  forfeits: 4,
  note: 5,
  width: 6,
} as const;
/** The cells of an entry the add-on writes (the note column is the committee's). */
const ENTRY_COLUMNS = [WITHDRAWALS.no, WITHDRAWALS.player, WITHDRAWALS.when, WITHDRAWALS.stage, WITHDRAWALS.forfeits];
/** The names column the play-off formulas read. */
export const WITHDRAWN_NAMES: Rect = {
  row: WITHDRAWALS.first,
  col: WITHDRAWALS.player,
  rows: WITHDRAWAL_ROWS,
  cols: 1,
};

export function withdrawalsAnchors(): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  return {
    rows: [
      { at: WITHDRAWALS.title, id: 'top' },
      { at: WITHDRAWALS.first, id: 'list' },
    ],
    cols: [
      { at: WITHDRAWALS.no, id: 'c:no' },
      { at: WITHDRAWALS.player, id: 'c:player' },
      { at: WITHDRAWALS.note, id: 'c:note' },
    ],
  };
}

export function withdrawalsPlan(o: { key: string; name: string; lang: Lang; gameName: string }): SheetPlan {
  const { lang } = o;
  const values = emptyGrid(WITHDRAWALS.first + WITHDRAWAL_ROWS, WITHDRAWALS.width);
  const put = (r: number, c: number, v: string) => {
    const line = values[r];
    if (line) line[c] = v;
  };
  put(WITHDRAWALS.title, 0, label('withdrawalsTitle', lang, { game: o.gameName }));
  put(WITHDRAWALS.header, WITHDRAWALS.no, label('matchNo', lang));
  put(WITHDRAWALS.header, WITHDRAWALS.player, label('player', lang));
  put(WITHDRAWALS.header, WITHDRAWALS.when, label('withdrawalsWhen', lang));
  put(WITHDRAWALS.header, WITHDRAWALS.stage, label('withdrawalsStage', lang));
  put(WITHDRAWALS.header, WITHDRAWALS.forfeits, label('withdrawalsForfeits', lang));
  put(WITHDRAWALS.header, WITHDRAWALS.note, label('note', lang));
  return {
    key: o.key,
    name: o.name,
    values,
    inputs: [{ row: WITHDRAWALS.first, col: WITHDRAWALS.note, rows: WITHDRAWAL_ROWS, cols: 1 }],
    formats: [
      { rect: { row: WITHDRAWALS.title, col: 0, rows: 1, cols: 1 }, bold: true },
      {
        rect: { row: WITHDRAWALS.header, col: 0, rows: 1, cols: WITHDRAWALS.width },
        bold: true,
        background: SHEET_COLORS.header,
        wrap: true,
        align: 'center',
      },
      {
        rect: { row: WITHDRAWALS.first, col: WITHDRAWALS.note, rows: WITHDRAWAL_ROWS, cols: 1 },
        background: SHEET_COLORS.input,
      },
    ],
    validations: [],
    highlights: [],
    columnWidths: [40, 220, 150, 120, 110, 260],
    frozenRows: WITHDRAWALS.first,
    frozenCols: 0,
    protect: true,
    committeeOnly: true,
    anchors: withdrawalsAnchors(),
  };
}

export interface WithdrawalsRecord {
  /** the names on the list, in order */
  names: string[];
  /** the sheet's 0-based row for the next entry, or null when the list is full */
  free: number | null;
  /** where the columns are now */
  col: (planned: number) => number | undefined;
  lost: string[];
}

/** The list as it stands (rows found by their anchors wherever they moved). */
export function readWithdrawals(read: {
  values: CellValue[][];
  formulas: string[][];
  anchors: Anchors;
}): WithdrawalsRecord {
  const view = realign(withdrawalsAnchors(), read.anchors, read, {
    rows: WITHDRAWALS.first + WITHDRAWAL_ROWS,
    cols: WITHDRAWALS.width,
  });
  const names: string[] = [];
  let free: number | null = null;
  for (let i = 0; i < WITHDRAWAL_ROWS; i++) {
    const r = WITHDRAWALS.first + i;
    const name = cellText(view.values[r]?.[WITHDRAWALS.player]);
    if (name !== '') names.push(name);
    // The next entry goes on a row whose entry cells are all empty: a remark the committee typed
    // there (it is their sheet) keeps the row; a note in the note column stays beside the entry.
    else if (free === null && ENTRY_COLUMNS.every((c) => cellText(view.values[r]?.[c]) === ''))
      free = view.row(r) ?? null;
  }
  return { names, free, col: view.col, lost: [...view.lost, ...view.disordered] };
}
