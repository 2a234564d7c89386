/**
 * What the table queue shows now on every court or table, and what a reconciliation records
 * (docs/queue.md): the record of calls and results (the queue sheet) plus the results typed since,
 * through callNext (tableQueue.ts). Pure; the same record and results always give the same view.
 *
 * The record is what was called (a moment, a table) and when a result was seen. Results typed since
 * the last record are taken as seen at `at`; the tables and people they free are called again after
 * the changeover and the rest (`settle`), in the plan's order, lowest free table first. A match
 * with a result but no call in the record (played without the queue) is taken as played on no table.
 * "Next" on a table is the match the queue, run forward with the plan's lengths, calls to that table
 * after the one on it now.
 */
import { callNext, DAY_MINUTES, type GameQueue, type MatchProgress } from './tableQueue';

/** A match's line of the record: called (a moment and a table), its result seen (a moment), typed now. */
export interface RecordLine {
  called?: number;
  table?: number;
  ended?: number;
  /** both scores are typed now */
  result: boolean;
}

export interface TableView {
  table: number;
  /** the match on it now (called, no result yet), or null */
  now: string | null;
  /** the moment it was called to this table */
  calledAt: number | null;
  /** the match the queue calls to it next, or null */
  next: string | null;
}

export interface QueueView {
  /** the moment of the view: the record's last moment, or `at` */
  now: number;
  progress: Record<string, MatchProgress>;
  /** the calls made by this view (not in the record): id → tables */
  calls: { id: string; tables: number[]; called: number }[];
  /** results seen by this view (typed, not in the record) */
  seen: string[];
  tables: TableView[];
}

/** The latest moment the record holds, or null. */
export function lastMoment(record: Readonly<Record<string, RecordLine>>): number | null {
  let last: number | null = null;
  for (const r of Object.values(record))
    for (const t of [r.called, r.ended]) if (t !== undefined && (last === null || t > last)) last = t;
  return last;
}

function progressOf(record: Readonly<Record<string, RecordLine>>): Record<string, MatchProgress> {
  const progress: Record<string, MatchProgress> = {};
  for (const [id, r] of Object.entries(record)) {
    if (r.called === undefined && r.ended === undefined) continue;
    const called = r.called ?? (r.ended as number);
    progress[id] = {
      called,
      tables: r.table !== undefined && r.called !== undefined ? [r.table] : [],
      ...(r.ended !== undefined ? { ended: Math.max(called, r.ended) } : {}),
    };
  }
  return progress;
}

function dayOf(game: GameQueue, moment: number): number {
  return Math.max(0, Math.floor((moment - game.frame.start) / DAY_MINUTES));
}

/** Calls what the queue may at `now`, into `progress`; returns the calls. `busy`: people playing elsewhere. */
function callInto(
  game: GameQueue,
  progress: Record<string, MatchProgress>,
  now: number,
  busy: readonly string[] = [],
): QueueView['calls'] {
  const absent = busy.length > 0 ? { absent: busy } : {};
  const calls = callNext({ games: [{ ...game, progress }], day: dayOf(game, now), now, ...absent });
  for (const c of calls) progress[c.id] = { called: now, tables: c.tables };
  return calls.map((c) => ({ id: c.id, tables: c.tables, called: now }));
}

/**
 * The view of one game's queue: `record` by match id; `at` the moment of the view (the spreadsheet's
 * clock for a reconciliation; null in a custom function, which cannot read the clock: the record's
 * last moment, or the first day's start); `settle` whether to call after the changeover and rest
 * (a custom function: the board shows the next call at once) or at `at` only (a reconciliation);
 * `busy` the people (person keys) on a table of another game now: none of them is called here.
 */
export function queueView(
  game: GameQueue,
  record: Readonly<Record<string, RecordLine>>,
  options: { at: number | null; settle: boolean; busy?: readonly string[] },
): QueueView {
  const busy = options.busy ?? [];
  const last = lastMoment(record);
  const firstStart = Math.min(...game.matches.map((m) => m.firstDay), 0) * DAY_MINUTES + game.frame.start;
  const at = Math.max(options.at ?? last ?? firstStart, last ?? -Infinity);
  const progress = progressOf(record);
  // The calls the record should already hold (nothing recorded yet, or no reconciliation since).
  const calls = options.at === null ? callInto(game, progress, at, busy) : [];
  const seen: string[] = [];
  for (const m of game.matches) {
    const r = record[m.id];
    const p = progress[m.id];
    if (!r?.result || p?.ended !== undefined) continue;
    progress[m.id] = p ? { ...p, ended: Math.max(p.called, at) } : { called: at, tables: [], ended: at };
    seen.push(m.id);
  }
  const callAt = options.settle ? at + Math.max(game.frame.gap, game.frame.rest) : at;
  calls.push(...callInto(game, progress, callAt, busy));
  return { now: callAt, progress, calls, seen, tables: tablesOf(game, progress, callAt) };
}

/**
 * Each table's match now and the one the queue calls to it next: the running matches end in the
 * order of their expected ends (the plan's lengths), each end followed by the queue's calls once its
 * changeover and rest are over, until every open table has its next match or nothing more runs.
 */
function tablesOf(game: GameQueue, progress: Record<string, MatchProgress>, now: number): TableView[] {
  const on = new Map<number, { id: string; called: number }>();
  for (const [id, p] of Object.entries(progress))
    if (p.ended === undefined) for (const t of p.tables) on.set(t, { id, called: p.called });
  const byId = new Map(game.matches.map((m) => [m.id, m]));
  const ahead: Record<string, MatchProgress> = { ...progress };
  const endOf = (id: string, called: number) => Math.max(called + (byId.get(id)?.minutes ?? 0), now + 1);
  const running = [...Object.entries(progress)]
    .filter(([, p]) => p.ended === undefined)
    .map(([id, p]) => ({ id, end: endOf(id, p.called) }));
  const next = new Map<number, string>();
  const open = game.frame.tables - game.frame.closed.length;
  const settle = Math.max(game.frame.gap, game.frame.rest);
  while (running.length > 0 && next.size < open) {
    running.sort((x, y) => x.end - y.end || (x.id < y.id ? -1 : 1));
    const done = running.shift() as { id: string; end: number };
    ahead[done.id] = { ...(ahead[done.id] as MatchProgress), ended: done.end };
    for (const c of callInto(game, ahead, done.end + settle)) {
      running.push({ id: c.id, end: endOf(c.id, c.called) });
      for (const t of c.tables) if (!next.has(t)) next.set(t, c.id);
    }
  }
  const out: TableView[] = [];
  for (let t = 1; t <= game.frame.tables; t++) {
    const n = on.get(t);
    out.push({ table: t, now: n?.id ?? null, calledAt: n?.called ?? null, next: next.get(t) ?? null });
  }
  return out;
}
