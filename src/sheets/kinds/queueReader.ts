/**
 * The queue sheet read back (./queueSheet.ts makes it at ./queueLayout.ts's positions): the record
 * of each match (called at, table, result at), whether it is held, whether its result is typed, and
 * the tables the committee closed. Rows are found by their contents (a table row by its number
 * under the tables' heads, a match row by its key), so a re-generation keeps what is typed there
 * even when the number of tables or matches changed.
 */
import { flag, type CellKind } from '../../rules/cells';
import { momentCell, QUEUE_COLS, tableCell } from '../../rules/queueCells';
import type { RecordLine } from '../../rules/queueView';
import type { CellValue } from '../gas';
import { QUEUE_FIRST_TABLE, QUEUE_TABLE_COLS } from './queueLayout';

export interface QueueRow extends RecordLine {
  key: string;
  /** 0-based row on the sheet */
  row: number;
  held: boolean;
  /** the cells as typed (held, called at, table, result at): written back as they are */
  raw: { held: CellValue; called: CellValue; table: CellValue; ended: CellValue };
}

export interface QueueRead {
  matches: Map<string, QueueRow>;
  /** table number → closed; and its 0-based row */
  tables: Map<number, { closed: boolean; raw: CellValue; row: number }>;
}

function read<T>(kind: CellKind<T>, v: unknown, fallback: T): T {
  const r = kind.safeParse(v);
  return r.success ? r.data : fallback;
}

/**
 * The sheet's record from its values. `keys` are the match keys of the game (a row whose first cell
 * is not one of them is not a match row). A moment that cannot be read counts as empty; it is kept
 * on the sheet as typed (the plan repeats what it finds) and KASE_QUEUE names its cell.
 */
export function queueFromValues(values: readonly (readonly CellValue[])[], keys: ReadonlySet<string>): QueueRead {
  const matches = new Map<string, QueueRow>();
  const tables = new Map<number, { closed: boolean; raw: CellValue; row: number }>();
  for (let row = QUEUE_FIRST_TABLE; row < values.length; row++) {
    const line = values[row] ?? [];
    const first = line[0];
    if (typeof first === 'number' && matches.size === 0) {
      const t = read(tableCell, first, null);
      const raw = line[QUEUE_TABLE_COLS.closed] ?? '';
      if (t !== null) tables.set(t, { closed: read(flag, raw, false), raw, row });
      continue;
    }
    if (typeof first !== 'string' || !keys.has(first.trim())) continue;
    const key = first.trim();
    const r: QueueRow = {
      key,
      row,
      held: read(flag, line[QUEUE_COLS.held], false),
      result: read(flag, line[QUEUE_COLS.result], false),
      raw: {
        held: line[QUEUE_COLS.held] ?? '',
        called: line[QUEUE_COLS.called] ?? '',
        table: line[QUEUE_COLS.table] ?? '',
        ended: line[QUEUE_COLS.ended] ?? '',
      },
    };
    const called = read(momentCell, line[QUEUE_COLS.called], null);
    const table = read(tableCell, line[QUEUE_COLS.table], null);
    const ended = read(momentCell, line[QUEUE_COLS.ended], null);
    if (called !== null) r.called = called;
    if (table !== null) r.table = table;
    if (ended !== null) r.ended = ended;
    matches.set(key, r);
  }
  return { matches, tables };
}
