/**
 * The queue action (docs/queue.md): makes a group game's queue sheet, or brings it up to date — the
 * reconciliation. Under the lock, all or nothing: the results typed since the last run are recorded
 * as seen now, and the matches the queue calls now (tableQueue.ts: the next playable match in the
 * plan's order to the table that freed) are recorded as called now, on their tables. Everything
 * found on the sheet is written back as it stands (the committee's "closed" and "held" ticks, the
 * record's cells as typed); only empty record cells are filled. Idempotent: run again at the same
 * moment, it records nothing more. The play-off's matches follow the group stage's (issue 26 item 1:
 * "the matches feeding it decided"): each is called once every match it needs has its result (plus
 * the rest) and its two players show on the play-off sheet; on the queue sheet its players are
 * formulas that show the play-off sheet's names once its feeders' results are typed, so KASE_QUEUE
 * (which waits for a row's two people) follows them with no click.
 */
import { formatMessage } from '../../i18n/format';
import { TASK_ID } from '../../rules/dayPlanGames';
import { daysBetween } from '../../rules/dates';
import { forecast } from '../../rules/forecast';
import { forecastBrief, type ForecastBrief } from '../../rules/forecastBrief';
import { wallClock } from '../../rules/noShows';
import { queueGame } from '../../rules/queueGames';
import { momentText, personKey, QUEUE_COLS, QUEUE_MATCH_COLS } from '../../rules/queueCells';
import type { Lang } from '../../i18n/messages';
import { queueView, type RecordLine } from '../../rules/queueView';
import { DAY_MINUTES, type GameQueue } from '../../rules/tableQueue';
import { applyPlans } from '../apply';
import { cellText, findSheet, nameFor, readAll, withLock, type ActionResult } from '../context';
import type { CellValue, Services } from '../gas';
import { readAnchors } from '../identity';
import { drawnGroups } from '../kinds/drawSheet';
import type { GroupGame } from '../kinds/groupLayout';
import { locateGroupSheet } from '../kinds/groupReader';
import { queueFromValues, type QueueRead } from '../kinds/queueReader';
import { queueSheetPlan, type QueuePlanRow } from '../kinds/queueSheet';
import { openCtx } from '../kinds/settingsSheet';
import { a1, ref, cellRect } from '../plan';
import { isMatchRow, locateBracket } from '../common/bracket';
import { describeAnchor, refuseIfDamaged } from '../damage';
import { fail } from '../../rules/errors';
import { NOBODY, shownId } from '../kinds/bracketSheet';
import { QUEUE_FIRST_TABLE, queueLayout } from '../kinds/queueLayout';
import { gatherGroups } from '../common/dayPlanInput';
import { gameName, GROUP_GAMES, isGroupGame, unknownGame } from '../common/games';
import { quoted, refuseGroupDamage } from '../common/groupDamage';
import { refereeCells } from '../common/referees';
import { ok, refuse, type SettingsCtx } from '../common/results';

export interface QueueData {
  sheet: string;
  /** the matches called now: key and table */
  called: { key: string; table: number }[];
  /** the results seen now */
  seen: string[];
  /**
   * the game's forecast after this run (issue 26 item 2): each stage's expected end against its
   * day, the late stages and the remedies the rules allow, each with its own forecast
   */
  forecast: ForecastBrief | null;
}

/** The spreadsheet's clock as a queue moment: days since the game's first day (0 before it is set). */
function momentNow(ctx: SettingsCtx, game: GroupGame): number {
  const wall = wallClock(ctx.services.now(), ctx.book.getSpreadsheetTimeZone());
  const first = ctx.settings[game].firstDay;
  const day = first === '' ? 0 : Math.max(0, daysBetween(first, wall.date));
  return day * DAY_MINUTES + wall.minutes;
}

/** Each group match's "result typed" formula over its two score cells on the group sheet, by key. */
function resultFormulas(ctx: SettingsCtx, game: GroupGame): Map<string, string> | ActionResult<never> {
  const groups = drawnGroups(ctx, game);
  const sheet = findSheet(ctx, `groups.${game}`);
  if (!groups || !sheet) {
    const message = formatMessage('queueNoPlan', { game: gameName(game, ctx.lang) }, ctx.lang);
    return refuse(message, []);
  }
  const read = readAll(sheet);
  const located = locateGroupSheet(game, groups, { ...read, anchors: readAnchors(sheet, read.values) });
  refuseGroupDamage(ctx, sheet.getName(), located);
  const { view, layout, matches } = located;
  const [ca, cb] = [layout.columns.scoreA, layout.columns.scoreB].map((c) => view.col(c) ?? c) as [number, number];
  const out = new Map<string, string>();
  for (const m of matches) {
    const at = (col: number) => ref(sheet.getName(), cellRect(m.row, col));
    out.set(TASK_ID.group(m.letter, m.k), `=AND(${at(ca)}<>"",${at(cb)}<>"")`);
  }
  return out;
}

/** A play-off match's cells on its sheet, as references: the "result typed" and its two players. */
interface PlayoffRefs {
  result: string;
  a: string;
  b: string;
}

/**
 * Each play-off match's references on the play-off sheet, by key (none while there is no play-off
 * sheet): its winner cell is "" until it is decided. A play-off sheet that cannot be read where its
 * rows are now (rows or columns lost, moved past each other, a match's row showing another label)
 * refuses, naming the sheet and what or which cell (issue 26 item 1): its rows are never dropped
 * from the queue in silence.
 */
function playoffRefs(ctx: SettingsCtx, game: GroupGame): Map<string, PlayoffRefs> {
  const out = new Map<string, PlayoffRefs>();
  const sheet = findSheet(ctx, `bracket.${game}`);
  if (!sheet) return out;
  const { view, layout } = locateBracket(ctx, game, sheet);
  refuseIfDamaged(sheet.getName(), view, ctx.lang);
  for (const m of layout.matches) {
    if (isMatchRow(view, m)) continue;
    const row = view.row(m.row) ?? m.row;
    const col = view.col(0) ?? 0;
    fail('rowMismatch', {
      sheet: sheet.getName(),
      cell: a1(row, col),
      shown: quoted(cellText(view.values[m.row]?.[0]), ctx.lang),
      what: describeAnchor(`m:${m.id}`, ctx.lang),
      expected: quoted(shownId(m.id, ctx.lang), ctx.lang),
    });
  }
  const at = (r: { row: number; col: number }) =>
    ref(sheet.getName(), cellRect(view.row(r.row) ?? r.row, view.col(r.col) ?? r.col));
  for (const m of layout.matches)
    out.set(TASK_ID.bracket(m.id), { result: `=${at(m.winner)}<>""`, a: at(m.a), b: at(m.b) });
  return out;
}

/**
 * The people on a table of another group game now, by that game's queue sheet: a match called, its
 * result neither typed nor recorded (issue 26 item 1: "a person never called to two games at once";
 * a person registered in two games has the same name in both).
 */
function busyElsewhere(ctx: SettingsCtx, game: GroupGame): { busy: string[]; ranges: string[] } {
  const out: string[] = [];
  const ranges: string[] = [];
  for (const other of GROUP_GAMES) {
    const sheet = other === game ? null : findSheet(ctx, `queue.${other}`);
    if (!sheet) continue;
    const values = readAll(sheet).values;
    const rows: number[] = [];
    values.forEach((line, r) => {
      const key = typeof line[0] === 'string' ? line[0].trim() : '';
      if (r < QUEUE_FIRST_TABLE || !/^[gb]:/.test(key)) return;
      rows.push(r);
      const filled = (c: number) => cellText(line[c]) !== '';
      if (!filled(QUEUE_COLS.called) || filled(QUEUE_COLS.ended) || line[QUEUE_COLS.result] === true) return;
      for (const c of [QUEUE_COLS.a, QUEUE_COLS.b]) if (filled(c)) out.push(personKey(cellText(line[c])));
    });
    // Its match rows (and room for a few more: a re-made plan's), for KASE_QUEUE between runs.
    if (rows.length === 0) continue;
    const first = Math.min(...rows);
    const last = Math.min(Math.max(...rows) + ELSEWHERE_ROOM, sheet.getMaxRows() - 1);
    ranges.push(ref(sheet.getName(), { row: first, col: 0, rows: last - first + 1, cols: QUEUE_MATCH_COLS }));
  }
  return { busy: out, ranges };
}

/** Rows past another game's last match row its range on this sheet's KASE_QUEUE takes in. */
const ELSEWHERE_ROOM = 40;

/** The record after this run: what was there, the results seen and the matches called now. */
function reconcile(q: GameQueue, read: QueueRead, at: number, unknown: ReadonlySet<string>, busy: string[]) {
  const record: Record<string, RecordLine> = {};
  for (const m of q.matches) record[m.id] = read.matches.get(m.id) ?? { result: false };
  const closed = [...read.tables].filter(([, t]) => t.closed).map(([n]) => n);
  const held = [...read.matches.values()].filter((r) => r.held).map((r) => r.key);
  const game: GameQueue = { ...q, frame: { ...q.frame, closed, held } };
  // A play-off match whose players the play-off sheet does not show yet is not called (as if held).
  const calling: GameQueue = { ...game, frame: { ...game.frame, held: [...held, ...unknown] } };
  return { game, view: queueView(calling, record, { at, settle: false, busy }) };
}

/**
 * The forecast after a run: the group matches as recorded (the run's calls and results included),
 * the play-off matches of the whole plan after them (their people unknown: the queue calls them once
 * their feeders are decided), the committee's closed tables and held matches kept.
 */
function forecastAfter(all: GameQueue, groups: GameQueue, progress: GameQueue['progress'], at: number, lang: Lang) {
  const own = new Map(groups.matches.map((m) => [m.id, m]));
  const matches = all.matches.map((m) => own.get(m.id) ?? m);
  const game: GameQueue = { frame: groups.frame, matches, progress };
  const day = Math.max(0, Math.floor((at - game.frame.start) / DAY_MINUTES));
  return forecastBrief(forecast({ games: [game], day, now: at }), game.frame.game, game.frame.tables, lang);
}

/** The queue sheet's rows (0-based) of a match's feeders that are on it. */
function feedersOf(after: readonly string[], rowOf: ReadonlyMap<string, number>): number[] {
  return after.map((id) => rowOf.get(id)).filter((r): r is number => r !== undefined);
}

/**
 * A play-off match's cells on the queue sheet (row `row`): its players shown from the play-off sheet
 * once every feeder's "result typed" on this sheet is TRUE (before, empty: KASE_QUEUE does not call a
 * match without its two people), its label from them, its result from its winner cell.
 */
function playoffCells(id: string, po: PlayoffRefs, row: number, feeders: readonly number[], lang: Lang) {
  const done = feeders.length === 0 ? 'TRUE' : `AND(${feeders.map((r) => a1(r, QUEUE_COLS.result)).join(',')})`;
  const side = (r: string) => ({ f: `=IF(${done},${r},"")` });
  const [a, b] = [a1(row, QUEUE_COLS.a), a1(row, QUEUE_COLS.b)];
  const label = shownId(id.slice(2), lang).replace(/"/g, '""');
  return {
    match: { f: `=IF(AND(${a}<>"",${b}<>""),"${label}: "&${a}&" – "&${b},"${label}")` },
    a: side(po.a),
    b: side(po.b),
    result: po.result,
  };
}

type Gathered = Exclude<ReturnType<typeof gatherGroups>, ActionResult<never>>;

/** A match row's own cells: its label, its two players, its "result typed" formula. */
type OwnCells = Pick<QueuePlanRow, 'match' | 'a' | 'b' | 'result'>;

/**
 * The queue's matches on the sheet, in the plan's order: the group matches, then (once the play-off
 * sheet exists) the play-off's. The queue compares people by name (the drawn players, the play-off
 * sheet's), the same key KASE_QUEUE uses; a play-off match whose players are not shown yet is `unknown`.
 */
function sheetMatches(
  ctx: SettingsCtx,
  game: GroupGame,
  g: Gathered,
  formulas: ReadonlyMap<string, string>,
  playoff: ReadonlyMap<string, PlayoffRefs>,
) {
  const { queue: q, tasks } = queueGame(game, g.input, ctx.settings, { person: (p) => p });
  const idx = q.matches.map((m, i) => ({ m, t: tasks[i] })).filter(({ m }) => formulas.has(m.id) || playoff.has(m.id));
  idx.sort((x, y) => x.m.order - y.m.order);
  const firstRow = queueLayout(q.frame.tables, idx.length).firstMatch;
  const rowOf = new Map(idx.map(({ m }, i) => [m.id, firstRow + i]));
  const unknown = new Set<string>();
  const own = new Map<string, OwnCells>();
  const matches = idx.map(({ m, t }) => {
    const who = t ? g.who(t, 1) : { shown: [], names: [] };
    const po = playoff.get(m.id);
    if (!po) {
      const [a, b] = [who.shown[0] ?? '', who.shown[1] ?? ''];
      own.set(m.id, { match: who.shown.join(' – '), a, b, result: formulas.get(m.id) as string });
      return { ...m, people: who.shown.map(personKey) };
    }
    own.set(m.id, playoffCells(m.id, po, rowOf.get(m.id) as number, feedersOf(m.after, rowOf), ctx.lang));
    const names = who.names.filter((n): n is string => n !== null && n !== NOBODY);
    if (names.length < 2) unknown.add(m.id);
    return { ...m, people: names.map(personKey) };
  });
  return { q, matches, unknown, own };
}

/** Makes or brings up to date the queue sheet of a group game (`game`: futsal, billiards, backgammon). */
export function queue(services: Services, game: unknown): ActionResult<QueueData> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const g = gatherGroups(ctx, game);
    if ('ok' in g) return g;
    const formulas = resultFormulas(ctx, game);
    if ('ok' in formulas) return formulas;
    const { q, matches, unknown, own } = sheetMatches(ctx, game, g, formulas, playoffRefs(ctx, game));
    const gq: GameQueue = { ...q, matches };
    const { busy, ranges: elsewhere } = busyElsewhere(ctx, game);
    const at = momentNow(ctx, game);
    const name = nameFor(ctx, `queue.${game}`);
    const referees = refereeCells(ctx, game); // the plan's referee cells: now / next show who referees
    const summary: QueueData = { sheet: name, called: [], seen: [], forecast: null };
    const done = applyPlans(
      services.app,
      [
        {
          id: `queue.${game}`,
          name,
          checkProtected: true,
          build: (values) => {
            const read = queueFromValues(values ?? [], new Set(matches.map((m) => m.id)));
            const { game: held, view } = reconcile(gq, read, at, unknown, busy);
            summary.called = view.calls.map((c) => ({ key: c.id, table: c.tables[0] as number }));
            summary.seen = view.seen;
            summary.forecast = forecastAfter(q, held, view.progress, at, ctx.lang);
            const calledNow = new Map(view.calls.map((c) => [c.id, c]));
            const rows: QueuePlanRow[] = matches.map((m) => {
              const was = read.matches.get(m.id)?.raw;
              const call = calledNow.get(m.id);
              const fill = (v: CellValue | undefined, x: string | number | undefined): CellValue =>
                v !== undefined && v !== '' && v !== null ? v : (x ?? '');
              return {
                key: m.id,
                ...(own.get(m.id) as OwnCells),
                planned: momentText(m.planned),
                minutes: m.minutes,
                firstDay: m.firstDay + 1,
                lastDay: m.lastDay + 1,
                held: was?.held ?? false,
                called: fill(was?.called, call ? momentText(call.called) : undefined),
                table: fill(was?.table, call?.tables[0]),
                ended: fill(was?.ended, view.seen.includes(m.id) ? momentText(at) : undefined),
                ...(referees.has(m.id) ? { referee: referees.get(m.id) as string } : {}),
              };
            });
            const tables = Array.from({ length: q.frame.tables }, (_, i) => read.tables.get(i + 1)?.raw ?? false);
            return queueSheetPlan({
              game,
              gameName: gameName(game, ctx.lang),
              name,
              lang: ctx.lang,
              frame: q.frame,
              tables,
              rows,
              elsewhere,
            });
          },
        },
      ],
      { editors: ctx.settings.committee, index: ctx.sheets, lang: ctx.lang },
    );
    const message = formatMessage(
      'queueDone',
      { sheet: name, called: summary.called.length, seen: summary.seen.length },
      ctx.lang,
    );
    return ok(message, [...done.created, ...done.rewritten], summary);
  });
}
