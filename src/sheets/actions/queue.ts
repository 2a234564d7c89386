/**
 * The queue action (docs/queue.md): makes a group game's queue sheet, or brings it up to date — the
 * reconciliation. Under the lock, all or nothing: the results typed since the last run are recorded
 * as seen now, and the matches the queue calls now (tableQueue.ts: the next playable match in the
 * plan's order to the table that freed) are recorded as called now, on their tables. Everything
 * found on the sheet is written back as it stands (the committee's "closed" and "held" ticks, the
 * record's cells as typed); only empty record cells are filled. Idempotent: run again at the same
 * moment, it records nothing more. Its group-stage matches only (the play-offs' people are known
 * only as their feeders end).
 */
import { formatMessage } from '../../i18n/format';
import { TASK_ID } from '../../rules/dayPlanGames';
import { daysBetween } from '../../rules/dates';
import { forecast } from '../../rules/forecast';
import { forecastBrief, type ForecastBrief } from '../../rules/forecastBrief';
import { wallClock } from '../../rules/noShows';
import { queueGame } from '../../rules/queueGames';
import { momentText, personKey } from '../../rules/queueCells';
import { queueView, type RecordLine } from '../../rules/queueView';
import { DAY_MINUTES, type GameQueue } from '../../rules/tableQueue';
import { applyPlans } from '../apply';
import { findSheet, nameFor, readAll, withLock, type ActionResult } from '../context';
import type { CellValue, Services } from '../gas';
import { readAnchors } from '../identity';
import { drawnGroups } from '../kinds/drawSheet';
import type { GroupGame } from '../kinds/groupLayout';
import { locateGroupSheet } from '../kinds/groupReader';
import { queueFromValues, type QueueRead } from '../kinds/queueReader';
import { queueSheetPlan, type QueuePlanRow } from '../kinds/queueSheet';
import { openCtx } from '../kinds/settingsSheet';
import { ref, cellRect } from '../plan';
import { gatherGroups } from '../common/dayPlanInput';
import { gameName, isGroupGame, unknownGame } from '../common/games';
import { refuseGroupDamage } from '../common/groupDamage';
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

/** The record after this run: what was there, the results seen and the matches called now. */
function reconcile(q: GameQueue, read: QueueRead, at: number) {
  const record: Record<string, RecordLine> = {};
  for (const m of q.matches) record[m.id] = read.matches.get(m.id) ?? { result: false };
  const closed = [...read.tables].filter(([, t]) => t.closed).map(([n]) => n);
  const held = [...read.matches.values()].filter((r) => r.held).map((r) => r.key);
  const game: GameQueue = { ...q, frame: { ...q.frame, closed, held } };
  return { game, view: queueView(game, record, { at, settle: false }) };
}

/**
 * The forecast after a run: the group matches as recorded (the run's calls and results included),
 * the play-off matches of the whole plan after them (their people unknown: the queue calls them once
 * their feeders are decided), the committee's closed tables and held matches kept.
 */
function forecastAfter(all: GameQueue, groups: GameQueue, progress: GameQueue['progress'], at: number) {
  const own = new Map(groups.matches.map((m) => [m.id, m]));
  const matches = all.matches.map((m) => own.get(m.id) ?? m);
  const game: GameQueue = { frame: groups.frame, matches, progress };
  const day = Math.max(0, Math.floor((at - game.frame.start) / DAY_MINUTES));
  return forecastBrief(forecast({ games: [game], day, now: at }), game.frame.game);
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
    const { queue: q, tasks } = queueGame(game, g.input, ctx.settings, { person: (p) => p });
    const idx = q.matches.map((m, i) => ({ m, t: tasks[i] })).filter(({ m }) => formulas.has(m.id));
    idx.sort((x, y) => x.m.order - y.m.order);
    const who = new Map(idx.map(({ m, t }) => [m.id, t ? g.who(t, 1) : { shown: [], names: [] }]));
    // The queue compares people by name (the drawn players), the same key KASE_QUEUE uses.
    const matches = idx.map(({ m }) => {
      const names = who.get(m.id)?.shown ?? [];
      return { ...m, people: names.map(personKey) };
    });
    const gq: GameQueue = { ...q, matches };
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
            const { game: held, view } = reconcile(gq, read, at);
            summary.called = view.calls.map((c) => ({ key: c.id, table: c.tables[0] as number }));
            summary.seen = view.seen;
            summary.forecast = forecastAfter(q, held, view.progress, at);
            const calledNow = new Map(view.calls.map((c) => [c.id, c]));
            const rows: QueuePlanRow[] = matches.map((m) => {
              const was = read.matches.get(m.id)?.raw;
              const call = calledNow.get(m.id);
              const fill = (v: CellValue | undefined, x: string | number | undefined): CellValue =>
                v !== undefined && v !== '' && v !== null ? v : (x ?? '');
              return {
                key: m.id,
                match: (who.get(m.id)?.shown ?? []).join(' – '),
                planned: momentText(m.planned),
                minutes: m.minutes,
                a: who.get(m.id)?.shown[0] ?? '',
                b: who.get(m.id)?.shown[1] ?? '',
                firstDay: m.firstDay + 1,
                lastDay: m.lastDay + 1,
                result: formulas.get(m.id) as string,
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
