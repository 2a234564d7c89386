/**
 * The self-check (issue 22 item 3): the menu item a committee member runs once in the real
 * spreadsheet, before the tournament, within the add-on's two scopes.
 *
 * - `start`: on an experiment sheet it removes afterwards, every automatic check of
 *   actions/selfCheckProbes.ts; then the scratch sheet of the guided steps (a person types five cells
 *   quickly, pastes a block, chooses from a drop-down, asks a referee to type into a protected
 *   cell) and the report (kinds/selfCheckSheet.ts), the guided items waiting;
 * - `finish`: what the edit trigger recorded on the scratch sheet against what is on it, the
 *   report written again, the scratch sheet removed.
 *
 * Each run leaves its verdicts in a note on the report sheet (src/sheets/selfCheckState.ts), which
 * every action reads with its one metadata search to choose its fallbacks (docs/real-sheets.md).
 */
import { formatMessage } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { MENU_TEXT } from '../../i18n/messages-ui';
import {
  ASSUMPTIONS,
  encodeNote,
  GUIDED,
  judgeBurst,
  judgePaste,
  logText,
  NOTE_PREFIX,
  noteOf,
  parseLog,
  type Finding,
  type SelfCheckNote,
} from '../../rules/selfCheck';
import { onUndo } from '../actionScope';
import { applyPlans, lockDown } from '../apply';
import { nowStamp } from '../clock';
import { cellText, isTrue, nameFor, problem, withLock, type ActionResult } from '../context';
import type { CellValue, RangeLike, Services, SheetLike } from '../gas';
import { META, stampSheet } from '../identity';
import {
  dropdownItem,
  DROPDOWN_ITEMS,
  logCell,
  PASTE_SOURCE,
  readReport,
  reportPlan,
  SCRATCH,
  scratchA1,
  scratchInstructions,
} from '../kinds/selfCheckSheet';
import { openCtx } from '../kinds/settingsSheet';
import { selfCheckNote } from '../selfCheckState';
import { sheetNames } from '../../i18n/labels';
import { ok, refuse, type SettingsCtx } from '../common/results';
import {
  customCheck,
  duplicateCheck,
  loadingCheck,
  lockCheck,
  metadataCheck,
  newTimings,
  protectionCheck,
  timeZoneCheck,
  timingFinding,
  unknownOf,
  validationCheck,
  usedAreaCheck,
  type ProbeEnv,
} from '../common/selfCheckProbes';
import { setUsedAreaInOneCall } from '../usedArea';

export interface SelfCheckOptions {
  /** how long each probe keeps its execution busy (ms; default 200) */
  busyMs?: number;
  /** the longest wait for a custom function's result (ms; default 25 s) */
  waitMs?: number;
}

export interface SelfCheckData {
  findings: Finding[];
  /** the report sheet's name */
  report: string;
  /** the scratch sheet of the guided steps (start), or null (finish, or it could not be made) */
  scratch: string | null;
}

/** "start" the self-check, or "finish" it once the guided steps are done. */
export function selfCheck(
  services: Services,
  step: unknown,
  options: SelfCheckOptions = {},
): ActionResult<SelfCheckData> {
  const ctx = openCtx(services);
  // The self-check does not rest on what it checks: its own reads take the two calls (usedArea.ts).
  setUsedAreaInOneCall(false);
  if (step !== 'start' && step !== 'finish') {
    const p = problem(ctx, 'error', 'selfCheckBadStep', { found: step });
    return refuse(p.message, [p]);
  }
  return withLock(ctx, () => (step === 'start' ? start(ctx, options) : finish(ctx)));
}

function counts(findings: readonly Finding[]): { held: number; failed: number; unknown: number } {
  const n = (v: Finding['verdict']) => findings.filter((f) => f.verdict === v).length;
  return { held: n('held'), failed: n('failed'), unknown: n('unknown') };
}

function start(ctx: SettingsCtx, options: SelfCheckOptions): ActionResult<SelfCheckData> {
  const { services, book } = ctx;
  const token = `k${services.now().toString(36)}`;
  // An unfinished scratch sheet (what the committee typed there) goes only once the new one is made.
  const old = ctx.sheets.get('selfcheck.scratch');
  const dropOld = old ? setAside(ctx, old, token) : null;
  if (old) ctx.sheets.forget('selfcheck.scratch');
  const sheet = book.insertSheet(`kase-selfcheck-${token}`);
  const env: ProbeEnv = {
    services,
    book,
    sheet,
    existing: ctx.sheets.get('settings'),
    token,
    busyMs: options.busyMs ?? 200,
    waitMs: options.waitMs ?? 25_000,
    timings: newTimings(),
    seen: { placeholders: new Set(), settleMs: 0, stale: false },
  };
  let findings: Finding[];
  try {
    findings = runProbes(env);
  } finally {
    book.deleteSheet(sheet);
  }
  const protectable = findings.some((f) => f.id === 'protect.group' && f.verdict === 'held');
  const scratch = writeScratch(ctx, protectable);
  for (const id of GUIDED)
    findings.push({ id, verdict: scratch ? 'pending' : 'unknown', evidence: scratch ? '' : 'no scratch sheet' });
  const learned = learnedFrom(selfCheckNote(ctx.sheets), env.seen);
  const report = writeReport(ctx, findings, learned, protectable);
  dropOld?.();
  const finishCaption = MENU_TEXT.menuSelfCheckFinish[ctx.lang];
  const message = formatMessage(
    'selfCheckStarted',
    { ...counts(findings), report, scratch: scratch ?? '—', finish: finishCaption },
    ctx.lang,
  );
  return ok(message, scratch ? [report, scratch] : [report], { findings, report, scratch });
}

/** Every automatic experiment, in an order that keeps them apart on the one sheet. */
function runProbes(env: ProbeEnv): Finding[] {
  const findings: Finding[] = [];
  const run = (ids: readonly Finding['id'][], f: () => Finding | Finding[]) => {
    try {
      const r = f();
      findings.push(...(Array.isArray(r) ? r : [r]));
    } catch (error) {
      findings.push(...unknownOf(ids, error));
    }
  };
  run(['timezone'], () => timeZoneCheck(env));
  run(['validation.list'], () => validationCheck(env));
  run(['read.used'], () => usedAreaCheck(env));
  run(['lock.document'], () => lockCheck(env));
  run(['loading.read'], () => loadingCheck(env));
  run(['cost.custom'], () => customCheck(env));
  run(['protect.group', 'protect.others', 'protect.runner'], () => protectionCheck(env));
  // The row experiments insert and delete rows: on an emptied sheet.
  run(['meta.insert', 'meta.delete', 'meta.sort', 'meta.move'], () => {
    env.sheet.getDataRange().clear();
    return metadataCheck(env);
  });
  run(['meta.duplicate'], () => duplicateCheck(env));
  run(['cost.calls'], () => timingFinding(env));
  return findings;
}

/** This run's placeholders and timings, kept with those of earlier runs (other interface languages). */
function learnedFrom(
  previous: SelfCheckNote | null,
  seen: ProbeEnv['seen'],
): Pick<SelfCheckNote, 'placeholders' | 'settleMs' | 'stale'> {
  return {
    placeholders: [...new Set([...(previous?.placeholders ?? []), ...seen.placeholders])],
    settleMs: Math.max(previous?.settleMs ?? 0, seen.settleMs),
    stale: (previous?.stale ?? false) || seen.stale,
  };
}

/** The report sheet (through the applier) and the note on it; its name. */
function writeReport(
  ctx: SettingsCtx,
  findings: readonly Finding[],
  learned: Pick<SelfCheckNote, 'placeholders' | 'settleMs' | 'stale'>,
  protectable: boolean,
): string {
  const { services, book } = ctx;
  const name = nameFor(ctx, 'selfcheck');
  const info = {
    when: nowStamp(ctx),
    locale: book.getSpreadsheetLocale(),
    ui: services.userLocale?.() ?? '?',
    zone: book.getSpreadsheetTimeZone(),
    script: services.scriptTimeZone?.() ?? '?',
  };
  const plan = reportPlan(findings, info, ctx.lang, name);
  const existing = ctx.sheets.get('selfcheck');
  // A report written unprotected before (an account that could not protect) is the add-on's all
  // the same, not typed by people: written anew too.
  const unprotected = existing !== null && existing.getProtections(services.app.ProtectionType.SHEET).length === 0;
  if (!protectable) plan.protect = false;
  if (!protectable || unprotected) {
    // Protections cannot be made for this account, or could not before: the report is written anew.
    if (existing) {
      book.deleteSheet(existing);
      ctx.sheets.forget('selfcheck');
    }
  }
  applyPlans(services.app, [plan], { editors: ctx.settings.committee, index: ctx.sheets, lang: ctx.lang });
  const sheet = ctx.sheets.get('selfcheck') as SheetLike;
  replaceNote(sheet, encodeNote({ ...noteOf(services.now(), findings), ...learned }));
  return sheet.getName();
}

/**
 * The note on the report: the new one added, then the old ones removed, each step leaving its undo
 * (a failure of the action puts the old note back: ../actionScope.ts).
 */
function replaceNote(sheet: SheetLike, note: string): void {
  const notes = () =>
    sheet
      .createDeveloperMetadataFinder()
      .withKey(META.sheet)
      .find()
      .filter((md) => (md.getValue() ?? '').startsWith(NOTE_PREFIX));
  const old = notes();
  sheet.addDeveloperMetadata(META.sheet, note);
  onUndo(() =>
    notes()
      .find((md) => md.getValue() === note)
      ?.remove(),
  );
  for (const md of old) {
    const value = md.getValue() ?? '';
    md.remove();
    onUndo(() => sheet.addDeveloperMetadata(META.sheet, value));
  }
}

/**
 * An old sheet of ours moved out of the way under another name (a failure of the action gives it
 * its name back); returns how to delete it once the action has done everything else.
 */
function setAside(ctx: SettingsCtx, sheet: SheetLike, token: string): () => void {
  const name = sheet.getName();
  sheet.setName(`${name} ${token}`);
  onUndo(() => sheet.setName(name));
  return () => ctx.book.deleteSheet(sheet);
}

/** The scratch sheet of the guided steps, or null when it could not be made. */
function writeScratch(ctx: SettingsCtx, protectable: boolean): string | null {
  const { book } = ctx;
  let name = nameFor(ctx, 'selfcheck.scratch');
  if (book.getSheetByName(name)) name = `${name} ${ctx.services.now().toString(36)}`;
  const s = book.insertSheet(name);
  // A later failure of the action takes it away again (../actionScope.ts).
  onUndo(() => book.deleteSheet(s));
  stampSheet(s, 'selfcheck.scratch');
  ctx.sheets.remember('selfcheck.scratch', s);
  const grid: CellValue[][] = Array.from({ length: SCRATCH.top + 4 }, () => Array.from({ length: 13 }, () => ''));
  scratchInstructions(ctx.lang, MENU_TEXT.menuSelfCheckFinish[ctx.lang]).forEach(
    (line, i) => (grid[i]![0] = `'${line}`),
  );
  PASTE_SOURCE.forEach((line, i) =>
    line.forEach(
      (v, j) => (grid[SCRATCH.source.row + i]![SCRATCH.source.col + j] = typeof v === 'string' ? `'${v}` : v),
    ),
  );
  s.getRange(1, 1, grid.length, 13).setValues(grid);
  const app = ctx.services.app;
  const items = app
    .newDataValidation()
    .requireValueInList([...DROPDOWN_ITEMS], true)
    .setAllowInvalid(false)
    .build();
  s.getRange(scratchA1(SCRATCH.dropdown)).setDataValidation(items);
  s.getRange(scratchA1(SCRATCH.tried)).setDataValidation(app.newDataValidation().requireCheckbox().build());
  const yellow = '#fff2cc';
  s.getRangeList([SCRATCH.burst, SCRATCH.paste, SCRATCH.dropdown, SCRATCH.tried].map((r) => rectText(r)))
    .getRanges()
    .forEach((r) =>
      r.setBackgrounds(
        Array.from({ length: r.getNumRows() }, () => Array.from({ length: r.getNumColumns() }, () => yellow)),
      ),
    );
  if (protectable) protectRefereeCell(ctx, s);
  return s.getName();
}

function rectText(r: { row: number; col: number; rows: number; cols: number }): string {
  return r.rows === 1 && r.cols === 1 ? scratchA1(r) : `${scratchA1(r)}:${scratchA1(r, r.rows - 1, r.cols - 1)}`;
}

/** Only the referee's cell is protected: the trigger's log cells stay open to whoever types. */
function protectRefereeCell(ctx: SettingsCtx, s: SheetLike): void {
  const p = s.protect().setDescription('kase:selfcheck');
  try {
    lockDown(p, ctx.settings.committee);
  } catch {
    p.remove();
    return;
  }
  const last = s.getMaxRows();
  const { row, col } = SCRATCH.referee;
  const open = [
    `A1:${scratchA1({ row: last - 1, col: col - 1, rows: 1, cols: 1 })}`,
    `${scratchA1({ row: 0, col: col + 1, rows: 1, cols: 1 })}:Z${last}`,
    `${scratchA1({ row: 0, col, rows: 1, cols: 1 })}:${scratchA1({ row: row - 1, col, rows: 1, cols: 1 })}`,
    `${scratchA1({ row: row + 1, col, rows: 1, cols: 1 })}:${scratchA1({ row: last - 1, col, rows: 1, cols: 1 })}`,
  ];
  p.setUnprotectedRanges(s.getRangeList(open).getRanges());
}

function finish(ctx: SettingsCtx): ActionResult<SelfCheckData> {
  const scratch = ctx.sheets.get('selfcheck.scratch');
  if (!scratch) {
    const p = problem(ctx, 'error', 'selfCheckNoScratch', { start: MENU_TEXT.menuSelfCheck[ctx.lang] });
    return refuse(p.message, [p]);
  }
  const guided = judgeGuided(scratch.getDataRange().getValues(), ctx.lang);
  if (scratch.getProtections(ctx.services.app.ProtectionType.SHEET).length === 0) {
    const referee = guided.find((f) => f.id === 'protect.referee');
    if (referee) Object.assign(referee, { verdict: 'unknown', evidence: 'the cell could not be protected' });
  }
  const reportSheet = ctx.sheets.get('selfcheck');
  const before = reportSheet ? readReport(reportSheet.getDataRange().getValues()) : [];
  const findings = ASSUMPTIONS.map(
    (id) =>
      guided.find((f) => f.id === id) ??
      before.find((f) => f.id === id) ?? { id, verdict: 'unknown' as const, evidence: 'not in the report' },
  );
  const note = selfCheckNote(ctx.sheets);
  const protectable = note?.verdicts['protect.group'] === 'held';
  const report = writeReport(
    ctx,
    findings,
    learnedFrom(note, { placeholders: new Set(), settleMs: 0, stale: false }),
    protectable,
  );
  ctx.book.deleteSheet(scratch);
  ctx.sheets.forget('selfcheck.scratch');
  const message = formatMessage('selfCheckFinished', { ...counts(findings), report }, ctx.lang);
  return ok(message, [report], { findings, report, scratch: null });
}

/** The guided steps, judged from the scratch sheet's cells and the trigger's log cells beside them. */
export function judgeGuided(values: readonly (readonly CellValue[])[], lang: Lang): Finding[] {
  const at = (r: number, c: number) => values[r]?.[c];
  const log = (r: number, c: number) => parseLog(at(logCell(r, c).row, logCell(r, c).col));
  const cells = (r: { row: number; col: number; rows: number; cols: number }) =>
    Array.from({ length: r.rows * r.cols }, (_, k) => ({
      row: r.row + Math.floor(k / r.cols),
      col: r.col + (k % r.cols),
    }));
  const burst = cells(SCRATCH.burst);
  const paste = cells(SCRATCH.paste);
  const out = [
    judgeBurst(
      burst.map((c) => cellText(at(c.row, c.col)) !== ''),
      burst.map((c) => log(c.row, c.col)),
    ),
    judgePaste(
      paste.map((c) => cellText(at(c.row, c.col)) !== ''),
      paste.map((c) => log(c.row, c.col)),
    ),
  ];
  const item = dropdownItem(lang);
  const { row, col } = SCRATCH.dropdown;
  const chosen = cellText(at(row, col));
  const event = log(row, col);
  out.push({
    id: 'edit.dropdown',
    verdict: chosen === '' ? 'unknown' : chosen === item && event?.value === item ? 'held' : 'failed',
    evidence: `cell ${chosen === '' ? '∅' : `«${chosen}»`}, event ${event ? `«${event.value}»` : '∅'}`,
  });
  const tried = isTrue(at(SCRATCH.tried.row, SCRATCH.tried.col));
  const typed = cellText(at(SCRATCH.referee.row, SCRATCH.referee.col));
  out.push({
    id: 'protect.referee',
    verdict: typed !== '' ? 'failed' : tried ? 'held' : 'unknown',
    evidence: typed !== '' ? `typed «${typed}»` : tried ? 'refused' : 'not tried',
  });
  return out;
}

/** The part of the edit event the self-check's trigger reads. */
export interface SelfCheckEditEvent {
  range?: RangeLike;
  value?: unknown;
}

/**
 * The edit trigger on the scratch sheet: what it received for a cell goes into that cell's log
 * cell (how many events, the event's range, its value). True when the edit was the self-check's
 * (the play-off memory then has nothing to do). Never throws.
 */
export function recordSelfCheckEdit(_services: Services, event: SelfCheckEditEvent | undefined): boolean {
  try {
    const range = event?.range;
    if (!range) return false;
    const sheet = range.getSheet();
    if (!sheetNames('selfcheck.scratch').some((n) => sheet.getName().startsWith(n))) return false;
    const id = sheet.createDeveloperMetadataFinder().withKey(META.sheet).find()[0]?.getValue();
    if (id !== 'selfcheck.scratch') return false;
    const at = logCell(range.getRow() - 1, range.getColumn() - 1);
    if (at.col >= sheet.getMaxColumns()) return true;
    const cell = sheet.getRange(at.row + 1, at.col + 1, 1, 1);
    const prev = parseLog(cell.getValues()[0]?.[0]);
    const value = typeof event.value === 'string' ? event.value : '';
    cell.setValues([
      [logText({ n: (prev?.n ?? 0) + 1, rows: range.getNumRows(), cols: range.getNumColumns(), value })],
    ]);
    return true;
  } catch {
    return false;
  }
}
