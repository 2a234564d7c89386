/**
 * The self-check's verdicts (issue 22 item 3), as plain data: every assumption the add-on makes
 * about Google Sheets, what the self-check concluded of each, the compact note the add-on reads
 * back to choose its fallbacks, and the judgements that need no spreadsheet. Pure: no Apps Script.
 *
 * docs/real-sheets.md lists each assumption with Google's documentation, its self-check item and
 * its fallback.
 */

/** Every assumption, in the report's order: the automatic checks, then the guided steps. */
export const ASSUMPTIONS = [
  'meta.insert',
  'meta.delete',
  'meta.sort',
  'meta.move',
  'meta.duplicate',
  'protect.runner',
  'protect.others',
  'protect.group',
  'lock.document',
  'loading.read',
  'timezone',
  'validation.list',
  'read.used',
  'cost.calls',
  'cost.custom',
  'edit.burst',
  'edit.paste',
  'edit.dropdown',
  'protect.referee',
] as const;

export type AssumptionId = (typeof ASSUMPTIONS)[number];

/** The list a version-1 note's letters follow (before 'read.used'): such a note still decodes. */
const ASSUMPTIONS_V1: readonly AssumptionId[] = ASSUMPTIONS.filter((id) => id !== 'read.used');

/**
 * The assumptions Google's documentation does not settle: the add-on relies on them only once a
 * self-check found them held (before any, it takes the slower way that rests on nothing).
 */
export const ONLY_WHEN_HELD: readonly AssumptionId[] = ['read.used'];

/** The guided steps: a person acts in the scratch sheet between the two menu items. */
export const GUIDED: readonly AssumptionId[] = ['edit.burst', 'edit.paste', 'edit.dropdown', 'protect.referee'];

/** held; failed; could not tell; a guided step not done yet. */
export type Verdict = 'held' | 'failed' | 'unknown' | 'pending';

export interface Finding {
  id: AssumptionId;
  verdict: Verdict;
  /** what was seen, language-free: "rows 3, 6, 9 → 5, 8, 11", "getValues 40 ms" */
  evidence: string;
  /** how long the check took, or the figure it measured (milliseconds) */
  ms?: number;
}

const CODE: Record<Verdict, string> = { held: 'H', failed: 'F', unknown: 'U', pending: 'P' };
const VERDICT_OF: Record<string, Verdict> = { H: 'held', F: 'failed', U: 'unknown', P: 'pending' };

/** What the add-on keeps of a self-check: enough to choose its fallbacks. */
export interface SelfCheckNote {
  /** when it ran (ms since the epoch) */
  at: number;
  verdicts: Partial<Record<AssumptionId, Verdict>>;
  /** texts a computing custom function showed (the interface languages it was run in) */
  placeholders: string[];
  /** how long a custom function took to show its result, the slowest seen (ms) */
  settleMs: number;
  /** getValues returned the previous result while a custom function recomputed */
  stale: boolean;
}

export const NOTE_PREFIX = 'selfcheck:';

/** The note as one metadata value: "selfcheck:2;<at>;<a letter per assumption>;<placeholders>;<settle>;<stale>". */
export function encodeNote(note: SelfCheckNote): string {
  const letters = ASSUMPTIONS.map((id) => CODE[note.verdicts[id] ?? 'unknown']).join('');
  const ph = note.placeholders.map((t) => encodeURIComponent(t)).join(',');
  return `${NOTE_PREFIX}2;${note.at};${letters};${ph};${Math.round(note.settleMs)};${note.stale ? 1 : 0}`;
}

/** The note back, or null when the text is not one (another version, damaged). */
export function decodeNote(text: string): SelfCheckNote | null {
  if (!text.startsWith(NOTE_PREFIX)) return null;
  const [version, at, letters, ph, settle, stale] = text.slice(NOTE_PREFIX.length).split(';');
  const list = version === '2' ? ASSUMPTIONS : version === '1' ? ASSUMPTIONS_V1 : null;
  if (!list || letters === undefined || letters.length !== list.length) return null;
  // An assumption the note's version did not check yet is "could not tell".
  const verdicts: Partial<Record<AssumptionId, Verdict>> = Object.fromEntries(ASSUMPTIONS.map((id) => [id, 'unknown']));
  for (let i = 0; i < list.length; i++) {
    const v = VERDICT_OF[letters[i] as string];
    if (!v) return null;
    verdicts[list[i] as AssumptionId] = v;
  }
  let placeholders: string[] = [];
  try {
    placeholders = ph ? ph.split(',').map((t) => decodeURIComponent(t)) : [];
  } catch {
    return null;
  }
  return {
    at: Number(at) || 0,
    verdicts,
    placeholders,
    settleMs: Math.max(0, Number(settle) || 0),
    stale: stale === '1',
  };
}

/** The note of a run: its findings, and what earlier runs learned of the placeholders (kept). */
export function noteOf(at: number, findings: readonly Finding[], learned: Partial<SelfCheckNote> = {}): SelfCheckNote {
  const verdicts: Partial<Record<AssumptionId, Verdict>> = {};
  for (const f of findings) verdicts[f.id] = f.verdict;
  return {
    at,
    verdicts,
    placeholders: [...new Set([...(learned.placeholders ?? [])])],
    settleMs: learned.settleMs ?? 0,
    stale: learned.stale ?? false,
  };
}

/**
 * Whether the add-on must not rely on an assumption: the self-check found it false or could not
 * tell (a guided step not done counts as not told). Before any self-check (no note) the add-on
 * relies on what Google documents, as it always did (the status says the self-check has not run),
 * except on what the documentation leaves open (`ONLY_WHEN_HELD`).
 */
export function distrust(note: SelfCheckNote | null, id: AssumptionId): boolean {
  if (!note) return ONLY_WHEN_HELD.includes(id);
  return note.verdicts[id] !== 'held';
}

// ---- judgements ------------------------------------------------------------------------------

/** Rows (1-based) where marks are now against where they should be; null = the mark is gone. */
export function judgeRows(expected: readonly (number | null)[], found: readonly (number | null)[]): Finding['verdict'] {
  if (found.length !== expected.length) return 'unknown';
  return expected.every((e, i) => e === found[i]) ? 'held' : 'failed';
}

/** "3→5, 6→8, 9→gone" */
export function rowsEvidence(labels: readonly string[], found: readonly (number | null)[]): string {
  return labels.map((l, i) => `${l}→${found[i] ?? '∅'}`).join(', ');
}

export interface ProbeRun {
  /** when the probe's execution started and ended (its own clock, ms) */
  start: number;
  end: number;
}

/**
 * How many custom-function executions ran at once: the summed run time over the span from the
 * first start to the last end (1 = one after another). null when they took no measurable time.
 */
export function parallelism(runs: readonly ProbeRun[]): number | null {
  if (runs.length === 0) return null;
  const busy = runs.reduce((s, r) => s + Math.max(0, r.end - r.start), 0);
  const span = Math.max(...runs.map((r) => r.end)) - Math.min(...runs.map((r) => r.start));
  if (busy <= 0 || span <= 0) return null;
  return busy / span;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** The pessimistic price of each call the self-check times (bench/prices.ts, in ms). */
export const PESSIMISTIC_MS = {
  getValues: 300,
  setValues: 100,
  addDeveloperMetadata: 100,
  find: 300,
  protect: 100,
  flush: 1000,
  customStart: 1500,
} as const;

export type TimedCall = Exclude<keyof typeof PESSIMISTIC_MS, 'customStart'>;

/** Each call's median against its pessimistic price: held when none is slower. */
export function judgeTimings(samples: Readonly<Record<TimedCall, readonly number[]>>): Finding {
  const parts: string[] = [];
  let slow = false;
  let worst = 0;
  for (const k of Object.keys(PESSIMISTIC_MS) as (keyof typeof PESSIMISTIC_MS)[]) {
    if (k === 'customStart') continue;
    const xs = samples[k];
    if (xs.length === 0) continue;
    const m = median(xs);
    worst = Math.max(worst, m);
    if (m > PESSIMISTIC_MS[k]) slow = true;
    parts.push(`${k} ${Math.round(m)} ms`);
  }
  if (parts.length === 0) return { id: 'cost.calls', verdict: 'unknown', evidence: '' };
  return { id: 'cost.calls', verdict: slow ? 'failed' : 'held', evidence: parts.join(', '), ms: Math.round(worst) };
}

/** One event the edit trigger recorded in a log cell of the scratch sheet. */
export interface LoggedEdit {
  /** events received for this cell */
  n: number;
  /** the size of the event's range */
  rows: number;
  cols: number;
  /** e.value as received ("" when the event had none) */
  value: string;
}

/** "n=1;r=1;c=1;v=…": what a log cell holds. */
export function logText(e: LoggedEdit): string {
  return `n=${e.n};r=${e.rows};c=${e.cols};v=${encodeURIComponent(e.value)}`;
}

export function parseLog(text: unknown): LoggedEdit | null {
  if (typeof text !== 'string') return null;
  const m = /^n=(\d+);r=(\d+);c=(\d+);v=(.*)$/.exec(text);
  if (!m) return null;
  let value = '';
  try {
    value = decodeURIComponent(m[4] as string);
  } catch {
    value = m[4] as string;
  }
  return { n: Number(m[1]), rows: Number(m[2]), cols: Number(m[3]), value };
}

/** Five cells typed quickly: each typed cell must have had its event. */
export function judgeBurst(typed: readonly boolean[], logs: readonly (LoggedEdit | null)[]): Finding {
  const done = typed.filter(Boolean).length;
  if (done === 0) return { id: 'edit.burst', verdict: 'unknown', evidence: 'typed 0' };
  const seen = typed.filter((t, i) => t && (logs[i]?.n ?? 0) > 0).length;
  return { id: 'edit.burst', verdict: seen === done ? 'held' : 'failed', evidence: `typed ${done}, events ${seen}` };
}

/** A pasted block: one event per cell (held), or one event for the block (failed; harmless: the trigger reads its range). */
export function judgePaste(pasted: readonly boolean[], logs: readonly (LoggedEdit | null)[]): Finding {
  const done = pasted.filter(Boolean).length;
  if (done === 0) return { id: 'edit.paste', verdict: 'unknown', evidence: 'pasted 0' };
  const perCell = pasted.filter((p, i) => p && logs[i]?.rows === 1 && logs[i]?.cols === 1).length;
  const block = logs.find((l) => l !== null && l.rows * l.cols > 1);
  const evidence = `pasted ${done}, events ${logs.filter((l) => l !== null).length}${block ? `, one of ${block.rows}×${block.cols}` : ''}`;
  return { id: 'edit.paste', verdict: perCell === done ? 'held' : 'failed', evidence };
}
