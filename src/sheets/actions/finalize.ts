/**
 * The finalize actions: `finalizeStage` finds a stage's sheets and the check that the stage is
 * decided (the rules: ../../rules/stageDecided.ts; their reading of the sheets:
 * ../common/groupStageChecks.ts, ../common/preferenceStageChecks.ts), then `finalizeSheets` freezes
 * them as the record (../common/freeze.ts) and the record's cover page is brought up to date.
 */
import { formatMessage } from '../../i18n/format';
import type { SheetKey } from '../../i18n/labels';
import { lockDown } from '../apply';
import { blockTyping } from '../blockTyping';
import { step } from '../actionScope';
import {
  closeAhead,
  readOnlyAhead,
  findSheet,
  nameFor,
  problem,
  refused,
  withLock,
  writeCells,
  type ActionResult,
  type CellWrite,
  type ProblemView,
} from '../context';
import type { Services, SheetLike } from '../gas';
import { sheetIdOf } from '../identity';
import { drawnGroups } from '../kinds/drawSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { errorRefusal, freeze, readForFreeze, type FreezeRead } from '../common/freeze';
import { bracketFormat, GROUP_GAMES, isGroupGame, unknownGame } from '../common/games';
import { registrationKey } from '../kinds/registrationSheet';
import { bracketStageCheck, groupStageCheck } from '../common/groupStageChecks';
import { recordPlayoffMemory } from '../common/playoffMemory';
import { finalStageCheck, standingsStageCheck, tourStageCheck } from '../common/preferenceStageChecks';
import { ok, refuse, type SettingsCtx } from '../common/results';
import type { StageCheck } from '../common/stageCheck';
import { summaryReads, writeSummary } from '../common/summary';
import { settleCheck } from '../common/finalizeSettle';

/** How `finalizeSheets` checks and prepares a stage before freezing its sheets. */
export interface FinalizeOptions {
  /** whether the stage is decided (none: the sheets are frozen as they are) */
  decided?: StageCheck;
  /** what to record once the stage is decided, before it is frozen (undone if the freeze refuses) */
  prepare?: (ctx: SettingsCtx) => CellWrite[];
  /** the action's context when it is already open (the settings are read once per action) */
  ctx?: SettingsCtx;
}

/**
 * Freezes a finished stage: each sheet's formulas become their values, the sheet is locked
 * entirely and marked final in its metadata. The sheets are closed to typing first, so what is
 * frozen is what was checked. Refused while any cell shows an error value (or a custom function
 * still computing), or while `decided` finds the stage unfinished.
 */
export function finalizeSheets(
  services: Services,
  sheetIds: readonly string[],
  options: FinalizeOptions = {},
): ActionResult<{ sheets: string[] }> {
  const ctx = options.ctx ?? openCtx(services);
  return withLock(ctx, () => freezeStage(services, ctx, sheetIds, options));
}

/** `finalizeSheets` inside the action's lock and scope (finalizeStage holds them for its cover page too). */
function freezeStage(
  services: Services,
  ctx: SettingsCtx,
  sheetIds: readonly string[],
  options: FinalizeOptions,
): ActionResult<{ sheets: string[] }> {
  const found = sheetIds.map((id) => ctx.sheets.get(id));
  if (found.some((s) => !s)) {
    const p = problem(ctx, 'error', 'noSuchSheet', { sheet: sheetIds.filter((_, i) => !found[i]).join(', ') });
    return refuse(p.message, [p]);
  }
  const sheets = found as SheetLike[];
  const block = blockTyping(services.app, sheets, (p) => lockDown(p, ctx.settings.committee));
  let frozen: SheetLike[] = [];
  try {
    const read = readForFreeze(sheets);
    const refusal = refusalBeforeFreeze(ctx, read, options);
    if (refusal) return refusal;
    freeze(ctx, read, block.sheets);
    frozen = sheets;
    const names = read.map((r) => r.sheet.getName());
    return ok(formatMessage('finalizeDone', { sheets: names.join(', ') }, ctx.lang), names, { sheets: names });
  } finally {
    // Finalized sheets are locked whole; the others get their input ranges back.
    block.release(frozen);
  }
}

/**
 * Why the sheets read cannot be frozen yet: a cell showing an error, or the stage not decided
 * (said in the committee's terms). Once it is decided, `prepare` records what the record needs
 * (who played each play-off result) and what is frozen is read again and checked again if that
 * wrote anything (its formulas computed anew); a refusal then undoes what it wrote.
 */
function refusalBeforeFreeze(
  ctx: SettingsCtx,
  read: FreezeRead[],
  options: FinalizeOptions,
): ActionResult<never> | null {
  const bad = errorRefusal(ctx, read);
  if (bad) return bad;
  // Sheets may show an old result while recomputing (self-check): read again after a pause.
  const changing = settleCheck(ctx, read) ?? errorRefusal(ctx, read);
  if (changing) return changing;
  const open = options.decided?.(
    new Map(read.map((r) => [r.sheet.getName(), { values: r.values, formulas: r.formulas, anchors: r.anchors }])),
  );
  if (open) return open;
  const prepared = options.prepare?.(ctx) ?? [];
  if (prepared.length === 0) return null;
  for (const r of read) r.values = r.range.getValues();
  const now = errorRefusal(ctx, read);
  if (now) writeCells(prepared.map((w) => ({ ...w, values: w.before, before: w.values })));
  return now;
}

/**
 * Finalizes a stage: "groups" or "bracket" of futsal, billiards, backgammon; for preference
 * "tour" (with its number), "final" or "standings".
 */
export function finalizeStage(
  services: Services,
  game: unknown,
  stage: unknown,
  n?: unknown,
): ActionResult<{ sheets: string[] }> {
  const ctx = openCtx(services);
  // One lock and one scope for the stage and its cover page: the sheets both read are closed to
  // typing together (one flush), and the page's sheets the stage closed are not closed again.
  return withLock(ctx, () => {
    const plan = stagePlanOf(ctx, game, stage, n);
    if ('refusal' in plan) return plan.refusal;
    const done = freezeStage(services, ctx, plan.ids, { ...plan, ctx });
    return done.ok ? withSummary(ctx, done) : done;
  });
}

/**
 * What finalizing the stage the arguments name freezes and checks, with every sheet the click
 * reads closed to typing (one flush); or the refusal of a stage that is none. A sheet lookup may
 * refuse (a copy carrying a sheet's identity, a damaged draw log): a refusal, never a throw.
 */
function stagePlanOf(
  ctx: SettingsCtx,
  game: unknown,
  stage: unknown,
  n: unknown,
): StagePlan | { refusal: ActionResult<never> } {
  try {
    const target = stageSheet(ctx, game, stage, n);
    if ('refusal' in target) return target;
    const sheet = findSheet(ctx, target.key, target.params);
    if (!sheet) {
      const p = problem(ctx, 'error', 'noSuchSheet', { sheet: nameFor(ctx, target.key, target.params) });
      return { refusal: refuse(p.message, [p]) };
    }
    const side: (readonly [SheetKey])[] = isGroupGame(game)
      ? [[`groups.${game}`], [`draw.${game}`], [`withdrawals.${game}`], [`tree.${game}`]]
      : [];
    // Read only, never written by a finalize: the draws (names, groups), the preference registration,
    // attendance and rulings (the cover page's counts) — not closed to typing (docs/performance.md).
    readOnlyAhead(ctx, [
      ...GROUP_GAMES.map((g) => [`draw.${g}`] as const),
      [registrationKey('preference')],
      ['pref.attendance'],
      ['pref.rulings'],
    ]);
    closeAhead(ctx, [[target.key, target.params], ...side, ...summaryReads(ctx)]);
    return isGroupGame(game)
      ? groupStagePlan(ctx, game, target.key, sheet.getName())
      : preferenceStagePlan(ctx, target.key, target.params, sheet.getName());
  } catch (error) {
    return { refusal: refused(ctx, error) };
  }
}

/** The sheet of a stage the arguments name; or the refusal of a game, a stage or a tour number that is none. */
function stageSheet(
  ctx: SettingsCtx,
  game: unknown,
  stage: unknown,
  n: unknown,
): { key: SheetKey; params: Record<string, number> } | { refusal: ActionResult<never> } {
  const no = (code: 'badTourNumber' | 'unknownStage', params: Record<string, unknown>) => {
    const p = problem(ctx, 'error', code, params);
    return { refusal: refuse<never>(p.message, [p]) };
  };
  if (game === 'preference') {
    if (stage === 'final' || stage === 'standings') return { key: `pref.${stage}`, params: {} };
    if (stage !== 'tour') return no('unknownStage', { found: stage });
    const tours = ctx.settings.preference.tours;
    // The value itself is described (never "undefined", "NaN" or "[object Object]").
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > tours)
      return no('badTourNumber', { found: n, tours });
    return { key: 'pref.tour', params: { n } };
  }
  if (!isGroupGame(game)) return { refusal: unknownGame(ctx, game) };
  if (stage !== 'groups' && stage !== 'bracket') return no('unknownStage', { found: stage });
  return { key: `${stage}.${game}`, params: {} };
}

/** What is finalized with a stage, and how it is checked and prepared. */
interface StagePlan {
  ids: string[];
  decided?: StageCheck;
  prepare?: (ctx: SettingsCtx) => CellWrite[];
}

/** A group game's stage: its groups, or its play-off with the withdrawals list and the bracket's drawing. */
function groupStagePlan(ctx: SettingsCtx, game: GroupGame, key: SheetKey, name: string): StagePlan {
  const ids = [sheetIdOf(key)];
  const groups = drawnGroups(ctx, game);
  if (!groups) return { ids };
  if (key === `groups.${game}`) return { ids, decided: groupStageCheck(ctx, game, groups, name) };
  const options = {
    game,
    lang: ctx.lang,
    name,
    format: bracketFormat(ctx.settings, game),
    groupSheet: findSheet(ctx, `groups.${game}`)?.getName() ?? '',
    groups,
    partiesToWin: ctx.settings.billiards.partiesToWin,
  };
  // The withdrawals list is part of the play-off's record: finalized with it.
  if (findSheet(ctx, `withdrawals.${game}`)) ids.push(`withdrawals.${game}`);
  // So is its drawing as a bracket (a view of it: frozen with it).
  if (findSheet(ctx, `tree.${game}`)) ids.push(`tree.${game}`);
  return {
    ids,
    decided: bracketStageCheck(ctx, game, options, name),
    // A result typed while the edit trigger could not run gets who played it in the record.
    prepare: (c) => recordPlayoffMemory(c, game),
  };
}

/** A preference stage: a tour with its pulkas, the final with its pulka, or the standings. */
function preferenceStagePlan(ctx: SettingsCtx, key: SheetKey, params: Record<string, number>, name: string): StagePlan {
  const ids = [sheetIdOf(key, params)];
  if (key === 'pref.tour') {
    // The pulkas of the tables kept deal by deal are part of the tour's record: finalized with it.
    if (findSheet(ctx, 'pref.protocol', params)) ids.push(sheetIdOf('pref.protocol', params));
    return { ids, decided: tourStageCheck(ctx, name, params.n as number) };
  }
  if (key === 'pref.final') {
    if (findSheet(ctx, 'pref.finalProtocol')) ids.push('pref.finalProtocol');
    return { ids, decided: finalStageCheck(ctx, name) };
  }
  return { ids, decided: standingsStageCheck(ctx, ctx.settings.preference.tours) };
}

/**
 * A finalized stage brings the record's cover page up to date (../common/summary.ts). The stage
 * stays finalized whatever happens to the page: a failure to write it is said as a warning.
 */
function withSummary(ctx: SettingsCtx, done: ActionResult<{ sheets: string[] }>): ActionResult<{ sheets: string[] }> {
  let written: string[] | ProblemView;
  try {
    // its writes undone if it fails; the stage's stay
    written = step(() => writeSummary(ctx));
  } catch (error) {
    written = problem(ctx, 'warning', 'summaryNotWritten', {
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  // The result still names the stage's sheets only: the page is written beside them, not finalized.
  return Array.isArray(written) ? done : { ...done, problems: [...done.problems, written] };
}
