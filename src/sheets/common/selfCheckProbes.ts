/**
 * The self-check's automatic experiments (issue 22 item 3), each on the experiment sheet it is
 * given and nothing else: what Google Sheets does with the add-on's calls in this spreadsheet, for
 * the person running it, in his interface language. Each returns findings (actions/selfCheck.ts
 * writes the report); an experiment that throws is "could not tell", with the error as evidence.
 *
 * The custom-function experiments use KASE_PROBE (src/functions/probe.ts): it reports when its
 * execution ran and, asked to, whether it could take the document lock.
 */
import {
  judgeRows,
  judgeTimings,
  median,
  parallelism,
  PESSIMISTIC_MS,
  rowsEvidence,
  type Finding,
  type ProbeRun,
  type TimedCall,
} from '../../rules/selfCheck';
import { cellText, sameCellValue } from '../context';
import { a1, literal, PLAIN_TEXT } from '../plan';
import { isErrorValue } from '../fingerprint';
import type {
  BookEditsLike,
  CellValue,
  RangeSortLike,
  Services,
  SheetEditsLike,
  SheetLike,
  SpreadsheetLike,
} from '../gas';
import { DROPDOWN_ITEMS } from '../kinds/selfCheckSheet';

/** The marks of the experiments: never the add-on's own keys. */
export const PROBE_KEY = 'kase.selfcheck';

export interface ProbeEnv {
  services: Services;
  book: SpreadsheetLike;
  /** the experiment sheet (removed afterwards) */
  sheet: SheetLike;
  /** a protected sheet the add-on made (the settings), written back unchanged: may you write there? */
  existing: SheetLike | null;
  /** unique to this run: makes each probe call distinct */
  token: string;
  /** how long each of the twenty probes keeps its execution busy (ms) */
  busyMs: number;
  /** the longest the self-check waits for a custom function (ms) */
  waitMs: number;
  timings: Record<TimedCall, number[]>;
  /** what computing custom functions showed; the slowest result; an old value read */
  seen: { placeholders: Set<string>; settleMs: number; stale: boolean };
}

export function newTimings(): Record<TimedCall, number[]> {
  return { getValues: [], setValues: [], addDeveloperMetadata: [], find: [], protect: [], flush: [] };
}

/** Runs `f`, adding its time to the call's samples. */
export function timed<T>(env: ProbeEnv, call: TimedCall, f: () => T): T {
  const t0 = env.services.now();
  const out = f();
  env.timings[call].push(env.services.now() - t0);
  return out;
}

function values(env: ProbeEnv, row: number, col: number, rows: number, cols: number): CellValue[][] {
  return timed(env, 'getValues', () => env.sheet.getRange(row, col, rows, cols).getValues());
}

function write(env: ProbeEnv, row: number, col: number, grid: unknown[][]): void {
  timed(env, 'setValues', () => env.sheet.getRange(row, col, grid.length, grid[0]?.length ?? 1).setValues(grid));
}

function flush(env: ProbeEnv): void {
  timed(env, 'flush', () => env.services.app.flush());
}

const POLL_MS = 250;

/** Reads until `done` (or the wait is over): the last read and when it was made (ms after `t0`). */
function poll<T>(env: ProbeEnv, t0: number, read: () => T, done: (t: T) => boolean): { last: T; at: number } {
  const tries = env.services.sleep ? Math.ceil(env.waitMs / POLL_MS) + 1 : 1;
  let last = read();
  for (let i = 1; i < tries && !done(last); i++) {
    env.services.sleep?.(POLL_MS);
    last = read();
  }
  return { last, at: env.services.now() - t0 };
}

/** The experiment's answer when it threw. */
export function unknownOf(ids: readonly Finding['id'][], error: unknown): Finding[] {
  const evidence = (error instanceof Error ? error.message : String(error)).slice(0, 200);
  return ids.map((id) => ({ id, verdict: 'unknown' as const, evidence }));
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** What one cell showed, for the report: «text», a number, or "(empty)". */
function shown(v: CellValue | undefined): string {
  if (v === undefined || v === '') return '∅';
  return typeof v === 'string' ? `«${v}»` : cellText(v);
}

/**
 * The document lock (held by the self-check, under withLock): a custom function's execution asked
 * for it must not get it.
 */
export function lockCheck(env: ProbeEnv): Finding {
  const lock = env.services.lock.getDocumentLock();
  if (!lock || !lock.hasLock()) return { id: 'lock.document', verdict: 'unknown', evidence: 'no document lock' };
  const t0 = env.services.now();
  write(env, 80, 1, [[`=KASE_PROBE("${env.token}-lock", 0, TRUE)`]]);
  flush(env);
  const { last, at } = poll(
    env,
    t0,
    () => values(env, 80, 1, 1, 3)[0] ?? [],
    (r) => isNumber(r[0]),
  );
  const answer = last[2];
  if (!isNumber(last[0]) || !isNumber(answer))
    return { id: 'lock.document', verdict: 'unknown', evidence: `probe: ${shown(last[0])}`, ms: at };
  if (answer < 0) return { id: 'lock.document', verdict: 'unknown', evidence: 'no Lock service in a custom function' };
  return {
    id: 'lock.document',
    verdict: answer === 0 ? 'held' : 'failed',
    evidence: answer === 0 ? 'another execution was kept out' : 'another execution took the lock',
    ms: at,
  };
}

/** What a read right after a change shows: the new result, the old one, a placeholder (known or not), nothing. */
function classify(anchor: CellValue | undefined, result: CellValue | undefined, env: ProbeEnv): string {
  if (typeof anchor === 'string' && anchor.trim() !== '') {
    env.seen.placeholders.add(anchor.trim());
    return isErrorValue(anchor) ? 'known' : 'unknown';
  }
  return result === 'b' ? 'new' : result === 'a' ? 'old' : 'empty';
}

/** The same for a cell showing the probe's echo through a reference. */
function classifyDependent(v: CellValue | undefined, env: ProbeEnv): string {
  return v === 'a' || v === 'b' ? classify('', v, env) : classify(v, '', env);
}

/**
 * A custom function whose argument changes, read at once, and a cell depending on it: the new
 * result (Sheets waited), a placeholder the add-on knows (held), an old result or an unknown text
 * (does not hold; the text is learned), nothing (could not tell). The probe echoes its argument,
 * so a result shows which call it is the result of.
 */
export function loadingCheck(env: ProbeEnv): Finding {
  // A60 the argument; B60:D60 the probe (start, end, the argument); E60 depends on it.
  write(env, 60, 1, [['a', `=KASE_PROBE(A60, 0, FALSE)`, '', '', '=D60']]);
  flush(env);
  const row = () => values(env, 60, 1, 1, 5)[0] ?? [];
  const first = poll(env, env.services.now(), row, (r) => r[3] === 'a' && r[4] === 'a');
  if (first.last[3] !== 'a')
    return { id: 'loading.read', verdict: 'unknown', evidence: `no result: ${shown(first.last[1])}` };
  const t1 = env.services.now();
  write(env, 60, 1, [['b']]);
  const now = row();
  const kinds = [classify(now[1], now[3], env), classifyDependent(now[4], env)];
  const settled = poll(env, t1, row, (r) => r[3] === 'b' && r[4] === 'b');
  env.seen.settleMs = Math.max(env.seen.settleMs, first.at, settled.at);
  if (kinds.includes('old')) env.seen.stale = true;
  const verdict = kinds.some((k) => k === 'old' || k === 'unknown')
    ? 'failed'
    : kinds.includes('empty')
      ? 'unknown'
      : 'held';
  const evidence = `right after a change: ${shown(now[1])} (${kinds[0]}), dependent ${shown(now[4])} (${kinds[1]}); settled after ${settled.at} ms`;
  return { id: 'loading.read', verdict, evidence, ms: settled.at };
}

/**
 * Twenty probes written at once: how long until each shows its result (the start of a
 * custom-function execution) and how many ran at once (from their own start and end times).
 */
export function customCheck(env: ProbeEnv): Finding {
  const n = 20;
  const formulas = Array.from({ length: n }, (_, i) => [`=KASE_PROBE("${env.token}-${i}", ${env.busyMs}, FALSE)`]);
  const t0 = env.services.now();
  write(env, 90, 1, formulas);
  flush(env);
  const seen: (number | null)[] = Array.from({ length: n }, () => null);
  const { last } = poll(
    env,
    t0,
    () => {
      const rows = values(env, 90, 1, n, 3);
      const at = env.services.now() - t0;
      rows.forEach((r, i) => {
        if (seen[i] === null && isNumber(r[0]) && isNumber(r[1])) seen[i] = at;
      });
      return rows;
    },
    () => seen.every((s) => s !== null),
  );
  const runs: ProbeRun[] = last
    .filter((r) => isNumber(r[0]) && isNumber(r[1]))
    .map((r) => ({ start: r[0] as number, end: r[1] as number }));
  const arrived = seen.filter((s): s is number => s !== null);
  if (arrived.length < n)
    return {
      id: 'cost.custom',
      verdict: 'unknown',
      evidence: `${arrived.length} of ${n} results within ${env.waitMs} ms`,
    };
  const mid = median(arrived);
  const p = parallelism(runs);
  env.seen.settleMs = Math.max(env.seen.settleMs, Math.max(...arrived));
  return {
    id: 'cost.custom',
    verdict: mid <= PESSIMISTIC_MS.customStart ? 'held' : 'failed',
    evidence: `${n} executions: median ${Math.round(mid)} ms, last ${Math.round(Math.max(...arrived))} ms; ${p === null ? '?' : p.toFixed(1)} at once`,
    ms: mid,
  };
}

/** The spreadsheet's time zone against the script's, and a time of day read back. */
export function timeZoneCheck(env: ProbeEnv): Finding {
  const zone = env.book.getSpreadsheetTimeZone();
  const script = env.services.scriptTimeZone?.() ?? '';
  write(env, 70, 1, [['=TIME(10,30,0)']]);
  const v = values(env, 70, 1, 1, 1)[0]?.[0];
  let minutes: number | null = null;
  if (v instanceof Date) minutes = v.getHours() * 60 + v.getMinutes();
  else if (isNumber(v)) minutes = Math.round(v * 1440) % 1440;
  const read = minutes === null ? shown(v) : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
  const evidence = `spreadsheet ${zone}, script ${script || '?'}; 10:30 read as ${read}`;
  if (minutes === null || script === '') return { id: 'timezone', verdict: 'unknown', evidence };
  return { id: 'timezone', verdict: zone === script && minutes === 630 ? 'held' : 'failed', evidence };
}

/** Texts written as the add-on writes them: behind an apostrophe, and bare into a plain-text cell. */
const AS_TEXT = ["'12", "'+7 701 000 00 00", "'=A1"];

/**
 * Drop-down items in the three languages and a tick, written and read back; texts that would
 * otherwise be a number, a phone or a formula, written as text (plan.ts `literal`) and read back
 * without the apostrophe.
 */
export function validationCheck(env: ProbeEnv): Finding {
  const app = env.services.app;
  const help = DROPDOWN_ITEMS.join(' / ');
  const list = app
    .newDataValidation()
    .requireValueInList([...DROPDOWN_ITEMS], true)
    .setAllowInvalid(false)
    .setHelpText(help)
    .build();
  env.sheet.getRange(75, 1, 1, 3).setDataValidation(list);
  env.sheet.getRange(75, 4, 1, 1).setDataValidation(app.newDataValidation().requireCheckbox().build());
  env.sheet.getRange(75, 8, 1, 1).setNumberFormats([[PLAIN_TEXT]]);
  write(env, 75, 1, [[...DROPDOWN_ITEMS, true, ...AS_TEXT, '12']]);
  const back = values(env, 75, 1, 1, 8)[0] ?? [];
  const rule = env.sheet.getRange(75, 1, 1, 1).getDataValidations()[0]?.[0];
  const wrong = DROPDOWN_ITEMS.filter((item, i) => back[i] !== item).map((item, i) => `${item}→${shown(back[i])}`);
  if (back[3] !== true) wrong.push(`tick→${shown(back[3])}`);
  [...AS_TEXT.map((t) => t.slice(1)), '12'].forEach((t, i) => {
    if (back[4 + i] !== t) wrong.push(`${t}→${shown(back[4 + i])}`);
  });
  if (rule && rule.getHelpText() !== help) wrong.push('help text changed');
  return {
    id: 'validation.list',
    verdict: wrong.length === 0 ? 'held' : 'failed',
    evidence:
      wrong.length === 0 ? `${DROPDOWN_ITEMS.join(', ')}, a tick, 4 texts: read back as written` : wrong.join('; '),
  };
}

/** Where the used-area probe puts the experiment sheet's last cell (row, column: 1-based). */
const USED_END = { row: 80, col: 12 } as const;

/**
 * The used area in one call ("read.used", usedArea.ts): with a last cell put apart from what the
 * probes before it wrote (a time, the drop-down row), `getSheetValues(1, 1, -1, -1)` must read
 * what `getDataRange().getValues()` reads, cell by cell, and hold that cell in its corner. (No custom
 * function has run on the experiment sheet yet: nothing computes between the two reads.)
 */
export function usedAreaCheck(env: ProbeEnv): Finding {
  write(env, USED_END.row, USED_END.col, [['end']]);
  const two = env.sheet.getDataRange().getValues();
  const one = env.sheet.getSheetValues(1, 1, -1, -1);
  const size = (g: CellValue[][]) => `${g.length}×${g[0]?.length ?? 0}`;
  const corner = one[USED_END.row - 1]?.[USED_END.col - 1];
  const differing = two.flatMap((row, r) => row.flatMap((v, c) => (sameCellValue(v, one[r]?.[c]) ? [] : [a1(r, c)])));
  const ragged = one.some((row) => row.length !== one[0]?.length);
  const same = size(one) === size(two) && !ragged && differing.length === 0 && corner === 'end';
  const notes = [
    ragged ? 'rows of different lengths' : '',
    differing.length > 0 ? `differs at ${differing.slice(0, 5).join(', ')}` : '',
  ].filter((n) => n !== '');
  return {
    id: 'read.used',
    verdict: same ? 'held' : 'failed',
    evidence:
      `getSheetValues(1, 1, -1, -1) ${size(one)}, getDataRange ${size(two)}; ` +
      `${a1(USED_END.row - 1, USED_END.col - 1)} ${corner === 'end' ? 'read' : 'missing'}${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`,
  };
}

/** A protection: every editor removed; you still write; who is left. */
export function protectionCheck(env: ProbeEnv): Finding[] {
  const p = timed(env, 'protect', () => env.sheet.protect());
  p.setDescription('kase:selfcheck');
  const out: Finding[] = [];
  try {
    p.removeEditors(p.getEditors());
    out.push({ id: 'protect.group', verdict: 'held', evidence: 'removeEditors accepted' });
    if (p.canDomainEdit()) p.setDomainEdit(false);
    const editors = p.getEditors().map((u) => u.getEmail());
    out.push({
      id: 'protect.others',
      verdict: editors.length <= 2 ? 'held' : 'failed',
      evidence: `editors left: ${editors.join(', ') || '∅'}`,
    });
  } catch (error) {
    const evidence = (error instanceof Error ? error.message : String(error)).slice(0, 200);
    out.push({ id: 'protect.group', verdict: 'failed', evidence });
    out.push({ id: 'protect.others', verdict: 'unknown', evidence: 'the editors could not be removed' });
  }
  out.push(runnerCheck(env));
  p.remove();
  return out;
}

/**
 * You write in the protection you just made, and into the add-on's own protected sheet (the
 * settings' A1, written back as it is: nothing changes).
 */
function runnerCheck(env: ProbeEnv): Finding {
  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 160);
  try {
    write(env, 85, 1, [['ok']]);
  } catch (error) {
    return { id: 'protect.runner', verdict: 'failed', evidence: reason(error) };
  }
  const back = values(env, 85, 1, 1, 1)[0]?.[0];
  if (back !== 'ok') return { id: 'protect.runner', verdict: 'failed', evidence: `wrote «ok», read ${shown(back)}` };
  if (!env.existing) return { id: 'protect.runner', verdict: 'held', evidence: 'wrote «ok» under the protection' };
  const name = env.existing.getName();
  try {
    const cell = env.existing.getRange(1, 1, 1, 1);
    const formula = cell.getFormulas()[0]?.[0] ?? '';
    const value = cell.getValues()[0]?.[0] ?? '';
    cell.setValues([[formula !== '' ? formula : literal(value, cell.getNumberFormats()[0]?.[0])]]);
  } catch (error) {
    return { id: 'protect.runner', verdict: 'failed', evidence: `${name}!A1: ${reason(error)}` };
  }
  return { id: 'protect.runner', verdict: 'held', evidence: `wrote under the protection and on «${name}»` };
}

/** Row marks through rows inserted above, a row deleted, a sort and rows dragged. */
export function metadataCheck(env: ProbeEnv): Finding[] {
  const maybe = env.sheet as SheetLike & Partial<SheetEditsLike>;
  const ids = ['meta.insert', 'meta.delete', 'meta.sort', 'meta.move'] as const;
  if (![maybe.insertRowsBefore, maybe.deleteRows, maybe.moveRows].every((f) => typeof f === 'function'))
    return unknownOf(ids, 'the sheet has no insertRowsBefore / deleteRows / moveRows');
  const s = maybe as SheetLike & SheetEditsLike;
  write(
    env,
    1,
    1,
    Array.from({ length: 10 }, (_, i) => [`r${i + 1}`]),
  );
  for (const r of [3, 6, 9])
    timed(env, 'addDeveloperMetadata', () => s.getRange(`${r}:${r}`).addDeveloperMetadata(PROBE_KEY, `r${r}`));
  const labels = ['r3', 'r6', 'r9'];
  const where = (): (number | null)[] => {
    const found = new Map<string, number>();
    for (const md of timed(env, 'find', () => s.createDeveloperMetadataFinder().withKey(PROBE_KEY).find())) {
      const row = md.getLocation().getRow();
      if (row) found.set(md.getValue() ?? '', row.getRow());
    }
    return labels.map((l) => found.get(l) ?? null);
  };
  const out: Finding[] = [];
  const step = (id: Finding['id'], act: () => void, judge: (found: (number | null)[]) => Finding['verdict']) => {
    act();
    const found = where();
    out.push({ id, verdict: judge(found), evidence: rowsEvidence(labels, found) });
  };
  const rows = (expected: (number | null)[]) => (found: (number | null)[]) => judgeRows(expected, found);
  step('meta.insert', () => s.insertRowsBefore(2, 2), rows([5, 8, 11]));
  step('meta.delete', () => s.deleteRows(5, 1), rows([null, 7, 10]));
  // Sorted A→Z, r6's content goes from row 7 to 8 and r9's from 10 to 11: the marks stay (held) or follow.
  const sorter = s.getRange('A4:A11') as unknown as Partial<RangeSortLike>;
  if (typeof sorter.sort !== 'function') return [...out, ...unknownOf(['meta.sort', 'meta.move'], 'no Range.sort')];
  step('meta.sort', () => sorter.sort?.({ column: 1, ascending: true }), rows([null, 7, 10]));
  // The row carrying r9's mark dragged to row 2: its mark goes with it.
  const r9 = where()[2];
  if (r9 === null || r9 === undefined) return [...out, ...unknownOf(['meta.move'], 'the mark of r9 is gone')];
  step(
    'meta.move',
    () => s.moveRows(s.getRange(`${r9}:${r9}`), 2),
    (found) => (found[2] === 2 ? 'held' : 'failed'),
  );
  return out;
}

/** A duplicated sheet: does the copy carry the sheet's and the rows' marks? */
export function duplicateCheck(env: ProbeEnv): Finding {
  const book = env.book as SpreadsheetLike & Partial<BookEditsLike>;
  if (typeof book.setActiveSheet !== 'function' || typeof book.duplicateActiveSheet !== 'function')
    return { id: 'meta.duplicate', verdict: 'unknown', evidence: 'no duplicateActiveSheet' };
  env.sheet.addDeveloperMetadata(`${PROBE_KEY}.sheet`, env.token);
  book.setActiveSheet(env.sheet);
  const copy = book.duplicateActiveSheet();
  try {
    const sheetMarks = copy.createDeveloperMetadataFinder().withKey(`${PROBE_KEY}.sheet`).find().length;
    const rowMarks = copy.createDeveloperMetadataFinder().withKey(PROBE_KEY).find().length;
    return {
      id: 'meta.duplicate',
      verdict: sheetMarks > 0 ? 'held' : 'failed',
      evidence: `the copy carries ${sheetMarks} sheet mark(s), ${rowMarks} row mark(s)`,
    };
  } finally {
    book.deleteSheet(copy);
  }
}

/** The calls timed along the way, each against the pessimistic table. */
export function timingFinding(env: ProbeEnv): Finding {
  flush(env);
  timed(env, 'find', () => env.book.createDeveloperMetadataFinder().withKey(PROBE_KEY).find());
  return judgeTimings(env.timings);
}
