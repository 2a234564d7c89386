/**
 * The cost model (issue 22 item 2, part of `npm run bench`): every committee click of the largest
 * tournament (8 futsal teams, 64 billiards, 24 backgammon, 64 preference players: the workbench's
 * sample, played end to end by the rehearsal through dist/Code.js on the fake), priced with the
 * optimistic and the pessimistic table of bench/prices.ts. A click is the action the sidebar calls
 * and, when its result does not carry the fresh status (`status`: src/server.ts `act`), the
 * `serverStatus` the sidebar calls after it (sidebar/src/calls.ts `run` → `refresh`).
 *
 * Prints per click its estimated seconds in real Sheets (optimistic / pessimistic), its round trips,
 * its reads, metadata searches and writes, the developer-metadata writes of its action, and the verdict against the goals (≤ 10 s
 * pessimistic per click, ≤ 20 metadata writes per action). The metadata goal is held: the bench
 * fails when an action writes more than 20 developer-metadata entries (column ids live in the
 * hidden id row, src/sheets/idColumn.ts). The seconds goal is reached by the round-trip work
 * (issue 22 item 1); until then its verdicts are printed only, and `BENCH_ENFORCE_COST=1` makes the
 * bench fail when a click is over either goal.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallRecord, FakeBook } from '../fakes/book';
import type { AddonHost } from '../workbench/host';
import { rehearse } from '../workbench/rehearse';
import { guidedSteps } from '../test/sheets/selfCheckRun';
import { median } from './typing';
import {
  classify,
  GOALS,
  metadataWrites,
  OPTIMISTIC,
  PESSIMISTIC,
  priceExecution,
  roundTrips,
  SOURCES,
  type LoggedCall,
} from './prices';

/** One execution: a server function and the calls it made. */
export interface Execution {
  fn: string;
  args: unknown[];
  calls: LoggedCall[];
}

/** One click in the sidebar: the action, then what the sidebar calls after it. */
export interface Click {
  label: string;
  action: Execution;
  after: Execution[];
}

export interface ClickCost {
  label: string;
  optimistic: number;
  pessimistic: number;
  roundTrips: number;
  /** calls of the click by class (bench/prices.ts `classify`): reads, searches, state reads, writes */
  reads: number;
  searches: number;
  states: number;
  writes: number;
  /** the action's own (the status after it writes none) */
  metadataWrites: number;
  executions: number;
  over: string[];
  /**
   * the status's part of the click: the calls its action's execution made after it let go of the
   * lock (src/server.ts `act` reads the status then), or the `serverStatus` call after it, or the
   * whole of a bare Refresh; null when it cannot be told (an action that takes no lock)
   */
  status: { pessimistic: number; roundTrips: number; reads: number; searches: number; states: number } | null;
}

/** The calls of a click that are its status (see `ClickCost.status`), and whether a start is among them. */
export function statusCalls(click: Click): { calls: LoggedCall[]; start: boolean } | null {
  if (click.after.length > 0) return { calls: click.after.flatMap((e) => e.calls), start: true };
  if (click.action.fn === 'serverStatus') return { calls: click.action.calls, start: true };
  const calls = click.action.calls;
  const last = calls.map((c) => c.method).lastIndexOf('releaseLock');
  return last < 0 ? null : { calls: calls.slice(last + 1), start: false };
}

function statusCost(click: Click): ClickCost['status'] {
  const part = statusCalls(click);
  if (!part) return null;
  const count = (k: string) => part.calls.filter((c) => classify(c) === k).length;
  return {
    pessimistic: priceExecution(part.calls, PESSIMISTIC) - (part.start ? 0 : PESSIMISTIC.start),
    roundTrips: roundTrips(part.calls) - (part.start ? 0 : 1),
    reads: count('read'),
    searches: count('search'),
    states: count('state'),
  };
}

export function costOf(click: Click): ClickCost {
  const all = [click.action, ...click.after];
  const sum = (f: (e: Execution) => number) => all.reduce((s, e) => s + f(e), 0);
  const optimistic = sum((e) => priceExecution(e.calls, OPTIMISTIC));
  const pessimistic = sum((e) => priceExecution(e.calls, PESSIMISTIC));
  const meta = Math.max(...all.map((e) => metadataWrites(e.calls)));
  const over: string[] = [];
  if (pessimistic > GOALS.seconds) over.push(`> ${GOALS.seconds} s`);
  if (meta > GOALS.metadataWrites) over.push(`> ${GOALS.metadataWrites} metadata writes`);
  const count = (k: string) => sum((e) => e.calls.filter((c) => classify(c) === k).length);
  return {
    label: click.label,
    optimistic,
    pessimistic,
    roundTrips: sum((e) => roundTrips(e.calls)),
    reads: count('read'),
    searches: count('search'),
    states: count('state'),
    writes: count('write'),
    metadataWrites: meta,
    executions: all.length,
    over,
    status: statusCost(click),
  };
}

/** The clicks whose action writes more developer-metadata entries than the goal (the bench fails on any). */
export function overMetadataGoal(costs: readonly ClickCost[]): ClickCost[] {
  return costs.filter((c) => c.metadataWrites > GOALS.metadataWrites);
}

/** "serverDraw(billiards)", "serverSeatTour(3)", "serverFinalizeStage(preference, tour, 2)". */
function labelOf(fn: string, args: readonly unknown[]): string {
  const shown = args
    .filter((a) => typeof a === 'string' || typeof a === 'number')
    .map(String)
    .join(', ');
  return `${fn}(${shown})`;
}

/**
 * Wraps the rehearsal's add-on: every call is a click, followed by the sidebar's status call when
 * its result carries no status (as sidebar/src/state.ts `actionAnswered` decides). A status call
 * writes nothing: the rehearsal's record is the same with it (test/workbench/rehearse.test.ts).
 */
export function recorder(clicks: Click[]): (host: AddonHost, book: FakeBook) => AddonHost {
  return (host, book) => {
    const execute = (fn: string, args: unknown[]): { result: unknown; execution: Execution } => {
      const from = book.calls.length;
      const result = host.run(fn, args);
      const calls = book.calls.slice(from).map((c: CallRecord) => ({ ...c }));
      return { result, execution: { fn, args, calls } };
    };
    return {
      ...host,
      serverFunctions: host.serverFunctions,
      run(fn, args = []) {
        const { result, execution } = execute(fn, args);
        const carried =
          typeof result === 'object' && result !== null && typeof (result as { status?: unknown }).status === 'object';
        const after = carried ? [] : [execute('serverStatus', []).execution];
        clicks.push({ label: labelOf(fn, args), action: execution, after });
        return result;
      },
    };
  };
}

/**
 * The self-check as the README tells the committee to run it before the tournament: the menu's
 * "start", the guided steps a person does in its scratch sheet, "finish" (through dist/Code.js, not
 * recorded as clicks). What it finds decides how the add-on reads (src/sheets/usedArea.ts).
 */
function selfCheckFirst(host: AddonHost, book: FakeBook): string[] {
  type Answer = {
    ok?: boolean;
    message?: string;
    data?: { scratch?: string | null; findings?: { id: string; verdict: string }[] };
  };
  const start = host.run('serverSelfCheck', ['start']) as Answer;
  if (!start?.ok || !start.data?.scratch) throw new Error(`self-check start: ${start?.message ?? 'no result'}`);
  guidedSteps(book, start.data.scratch, 'ru');
  const finish = host.run('serverSelfCheck', ['finish']) as Answer;
  if (!finish?.ok) throw new Error(`self-check finish: ${finish?.message ?? 'no result'}`);
  // The reads the bench prices are the one-call reads of a spreadsheet where "read.used" held.
  const findings = finish.data?.findings ?? [];
  const used = findings.find((f) => f.id === 'read.used')?.verdict;
  if (used !== 'held') throw new Error(`self-check: read.used=${used ?? 'missing'}`);
  return findings.filter((f) => f.verdict !== 'held').map((f) => `${f.id}=${f.verdict}`);
}

/**
 * Every click of the rehearsal (seed 7, Russian), then the clicks it does not make, on the finished
 * tournament: each game's day plan, the notices, the preference status and a bare refresh. With
 * `selfCheck` (the default) the self-check runs first, as the README asks; without it, the add-on
 * relies only on what Google documents.
 */
export async function measureClicks(
  options: { selfCheck?: boolean; notHeld?: (items: string[]) => void } = {},
): Promise<Click[]> {
  const clicks: Click[] = [];
  const out = mkdtempSync(join(tmpdir(), 'bench-cost-'));
  let host: AddonHost | undefined;
  const record = recorder(clicks);
  try {
    await rehearse({
      out,
      seed: 7,
      lang: 'ru',
      wrap: (h, book) => {
        if (options.selfCheck !== false) options.notHeld?.(selfCheckFirst(h, book));
        return (host = record(h, book));
      },
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  if (!host) throw new Error('the rehearsal made no click');
  for (const game of ['futsal', 'billiards', 'backgammon', 'preference']) host.run('serverDayPlan', [game]);
  host.run('serverNotices', []);
  host.run('serverPreferenceStatus', []);
  // A bare "Refresh": one status call, nothing after it.
  host.run('serverStatus', []);
  const refresh = clicks.pop() as Click;
  clicks.push({ label: 'serverStatus (Refresh)', action: refresh.action, after: [] });
  return clicks;
}

const s = (x: number) => x.toFixed(1);

async function main(): Promise<void> {
  const t0 = performance.now();
  let notHeld: string[] = [];
  const clicks = await measureClicks({ notHeld: (items) => (notHeld = items) });
  const costs = clicks.map(costOf);
  console.log(
    `\nCost of each committee click in real Google Sheets, largest tournament (8 / 64 / 24 / 64 players, 7 tours), estimated from the fake's calls; ${costs.length} clicks, ${((performance.now() - t0) / 1000).toFixed(1)} s:`,
  );
  console.table(
    costs.map((c) => ({
      click: c.label,
      'seconds optimistic': s(c.optimistic),
      'seconds pessimistic': s(c.pessimistic),
      'round trips': c.roundTrips,
      reads: c.reads,
      'metadata searches': c.searches,
      'state reads': c.states,
      writes: c.writes,
      'metadata writes': c.metadataWrites,
      'status s pess.': c.status ? s(c.status.pessimistic) : '—',
      'status trips (reads/searches/state)': c.status
        ? `${c.status.roundTrips} (${c.status.reads}/${c.status.searches}/${c.status.states})`
        : '—',
      verdict: c.over.length === 0 ? 'within the goals' : `over: ${c.over.join(', ')}`,
    })),
  );
  const worst = [...costs].sort((a, b) => b.pessimistic - a.pessimistic)[0];
  const overCount = costs.filter((c) => c.over.length > 0).length;
  console.log(
    `  ${overCount} of ${costs.length} clicks over a goal (≤ ${GOALS.seconds} s pessimistic per click, ≤ ${GOALS.metadataWrites} metadata writes per action); the slowest: ${worst?.label} ${s(worst?.pessimistic ?? 0)} s.`,
  );
  console.log(
    '  Each click = the action, with the status its result carries (one execution), or + the serverStatus the sidebar calls after it.',
  );
  const total = (k: 'optimistic' | 'pessimistic') => costs.reduce((t, c) => t + c[k], 0);
  const oneCallReads = clicks.reduce(
    (t, c) =>
      t + [c.action, ...c.after].reduce((u, e) => u + e.calls.filter((x) => x.method === 'getSheetValues').length, 0),
    0,
  );
  console.log(
    `  All ${costs.length} clicks: ${s(total('optimistic'))} s optimistic, ${s(total('pessimistic'))} s pessimistic; median click ${s(median(costs.map((c) => c.pessimistic)))} s pessimistic.`,
  );
  console.log(
    `  Measured after the self-check (run first, as the README asks; "read.used" held${notHeld.length > 0 ? `; not held on the rehearsal's clock: ${notHeld.join(', ')}` : ''}): ${oneCallReads} sheets read in one call (getSheetValues). Before a self-check, each is two (getDataRange + getValues): +${oneCallReads} calls, +${s(oneCallReads * PESSIMISTIC.state)} s pessimistic over the ${costs.length} clicks.`,
  );
  console.log('  Prices per call (optimistic / pessimistic seconds), bench/prices.ts:');
  for (const k of Object.keys(SOURCES) as (keyof typeof SOURCES)[])
    console.log(`    ${k}: ${OPTIMISTIC[k]} / ${PESSIMISTIC[k]} — ${SOURCES[k]}`);
  const metadataOver = overMetadataGoal(costs);
  console.log(
    `  Developer-metadata writes: at most ${Math.max(...costs.map((c) => c.metadataWrites))} in one action (goal ≤ ${GOALS.metadataWrites}).`,
  );
  if (metadataOver.length > 0) {
    console.error(
      `bench/cost.ts: over ${GOALS.metadataWrites} developer-metadata writes in one action: ${metadataOver.map((c) => `${c.label} ${c.metadataWrites}`).join(', ')}`,
    );
    process.exit(1);
  }
  if (process.env.BENCH_ENFORCE_COST === '1' && overCount > 0) {
    console.error(`bench/cost.ts: ${overCount} click(s) over the goals (BENCH_ENFORCE_COST=1)`);
    process.exit(1);
  }
}

if (process.argv[1] && /cost\.ts$/.test(process.argv[1])) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}
