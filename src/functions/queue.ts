/**
 * KASE_QUEUE: the table queue of one game on its queue sheet (docs/queue.md) — each table's match
 * now and the one it gets next, from the record of calls and the results typed since, so that the
 * board follows the referees with no click. A custom function cannot read the clock (Sheets refuses
 * NOW() as an argument) nor write: the record's last moment stands for "now", and the calls it shows
 * are recorded by the next reconciliation (the queue action), which gives the same calls. A match
 * row without its two people (a play-off match whose feeders are not decided: its players' cells
 * are empty until then) waits.
 */
import { fail } from '../rules/errors';
import { flag, optionalName, parseRows, required, RowKind, toGrid } from '../rules/cells';
import {
  clockCell,
  clockText,
  dayCell,
  minutesCell,
  momentCell,
  personCell,
  QUEUE_COLS,
  QUEUE_MATCH_COLS,
  tableCell,
} from '../rules/queueCells';
import { queueView, type RecordLine } from '../rules/queueView';
import { DAY_MINUTES, type GameQueue, type QueueMatch } from '../rules/tableQueue';
import { run } from './runtime';

const C = QUEUE_COLS;

type MatchRow = [
  string | null,
  string | null,
  number | null,
  number | null,
  string | null,
  string | null,
  number | null,
  number | null,
  boolean,
  boolean,
  number | null,
  number | null,
  number | null,
];

const MATCH_ROW = new RowKind<MatchRow>([
  optionalName,
  optionalName,
  momentCell,
  minutesCell,
  personCell,
  personCell,
  dayCell,
  dayCell,
  flag,
  flag,
  momentCell,
  tableCell,
  momentCell,
]);

const DAY_ROW = new RowKind<[number, number, number | null, number | null]>([
  clockCell,
  clockCell,
  minutesCell,
  minutesCell,
]);
const TABLE_ROW = new RowKind<[number | null, boolean]>([tableCell, flag]);

/** The queue's matches and record from the matches' rows (empty rows are skipped). */
function matchesOf(rows: readonly MatchRow[]): {
  matches: QueueMatch[];
  record: Record<string, RecordLine>;
  labels: Map<string, string>;
  held: string[];
} {
  const held: string[] = [];
  const matches: QueueMatch[] = [];
  const record: Record<string, RecordLine> = {};
  const labels = new Map<string, string>();
  rows.forEach((r, order) => {
    const id = r[C.key];
    if (id === null) return;
    const people = [r[C.a], r[C.b]].filter((p): p is string => p !== null);
    // A match is called with its two people known: a play-off match's show once its feeders are decided.
    if (r[C.held] || people.length < 2) held.push(id);
    matches.push({
      id,
      stage: 1,
      planned: r[C.planned] ?? order,
      order,
      minutes: r[C.minutes] ?? 0,
      tables: 1,
      people,
      after: [],
      firstDay: Math.max(0, (r[C.firstDay] ?? 1) - 1),
      lastDay: Math.max(0, (r[C.lastDay] ?? 99) - 1),
    });
    labels.set(id, r[C.match] ?? id);
    const line: RecordLine = { result: r[C.result] };
    const [called, table, ended] = [r[C.called], r[C.table], r[C.ended]];
    if (called !== null) line.called = called;
    if (table !== null) line.table = table;
    if (ended !== null) line.ended = ended;
    record[id] = line;
  });
  return { matches, record, labels, held };
}

/**
 * The people on a table of another game now, by that game's queue sheet rows (`QUEUE_MATCH_COLS`
 * columns, as `matches`): a match called, its result neither typed nor recorded — what the queue
 * action's reconciliation holds too (issue 26 item 1: "a person never called to two games at once").
 * Only recorded calls count: another game's calls not recorded yet are its own function's output,
 * which no range here reads (no circular reference).
 */
function busyOf(elsewhere: readonly unknown[]): string[] {
  const busy: string[] = [];
  elsewhere.forEach((arg, i) => {
    const grid = toGrid(`elsewhere${i + 1}`, arg);
    if (grid.omitted || (grid.scalar && (grid.cells[0]?.[0] ?? '') === '')) return; // not given, or an empty cell
    if (grid.cols !== QUEUE_MATCH_COLS) fail('queueBadShape', { cols: QUEUE_MATCH_COLS });
    for (const r of parseRows(grid, MATCH_ROW)) {
      if (r[C.key] === null || r[C.called] === null || r[C.ended] !== null || r[C.result]) continue;
      for (const p of [r[C.a], r[C.b]]) if (p !== null) busy.push(p);
    }
  });
  return busy;
}

/** KASE_QUEUE(tables, matches, day, [elsewhere…]): per table, [now, next]. */
export function kaseQueue(
  tablesArg: unknown,
  matchesArg: unknown,
  dayArg: unknown,
  ...elsewhere: unknown[]
): string[][] {
  return run('KASE_QUEUE', () => {
    const tables = required(toGrid('tables', tablesArg));
    const rowsGrid = required(toGrid('matches', matchesArg));
    const dayGrid = required(toGrid('day', dayArg));
    if (tables.cols !== 2 || rowsGrid.cols !== QUEUE_MATCH_COLS || dayGrid.rows !== 1 || dayGrid.cols !== 4)
      fail('queueBadShape', { cols: QUEUE_MATCH_COLS });
    const tableRows = parseRows(tables, TABLE_ROW);
    const numbers = tableRows.map((r) => r[0]);
    const [start, end, gap, rest] = parseRows(dayGrid, DAY_ROW)[0] as [number, number, number | null, number | null];
    const { matches, record, labels, held } = matchesOf(parseRows(rowsGrid, MATCH_ROW));
    const count = Math.max(0, ...numbers.map((n) => n ?? 0));
    const game: GameQueue = {
      frame: {
        game: 'queue',
        tables: count,
        closed: tableRows.filter((r) => r[0] !== null && r[1]).map((r) => r[0] as number),
        held,
        start,
        end: end > start ? end : end + DAY_MINUTES,
        gap: gap ?? 0,
        rest: rest ?? 0,
      },
      matches,
      progress: {},
    };
    const view = queueView(game, record, { at: null, settle: true, busy: busyOf(elsewhere) });
    const byTable = new Map(view.tables.map((t) => [t.table, t]));
    const virtual = new Set(view.calls.map((c) => c.id));
    return numbers.map((n) => {
      const t = n === null ? undefined : byTable.get(n);
      if (!t) return ['', ''];
      const label = t.now === null ? '' : (labels.get(t.now) ?? t.now);
      // A call the record holds shows its time; one made here (not recorded yet) shows who only.
      const now =
        t.now === null || virtual.has(t.now) ? label : `${clockText((t.calledAt ?? 0) % DAY_MINUTES)} ${label}`;
      return [now, t.next === null ? '' : (labels.get(t.next) ?? t.next)];
    });
  });
}
