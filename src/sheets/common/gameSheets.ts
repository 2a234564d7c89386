/**
 * The group and play-off sheets as the settings make them (draw, generateGroups, generateBracket,
 * dayPlan): their plans, the withdrawals sheet the play-off reads, and the refusal when the play-off
 * format needs another number of groups.
 */
import { FORMAT_GROUPS } from '../../rules/settings';
import { findSheet, nameFor, problem, type ActionResult } from '../context';
import type { SheetPlan } from '../plan';
import { bracketTreePlan } from '../kinds/bracketTree';
import { bracketSheetPlan } from '../kinds/bracketSheet';
import { withdrawalsPlan } from '../kinds/withdrawalsSheet';
import type { GroupGame, GroupSpec } from '../kinds/groupSheet';
import { bracketFormat, gameName } from './games';
import { refuse, type SettingsCtx } from './results';

export function groupOptions(ctx: SettingsCtx, game: GroupGame, groups: GroupSpec[], name: string) {
  return {
    game,
    lang: ctx.lang,
    name,
    groups,
    partiesToWin: ctx.settings.billiards.partiesToWin,
    abridged: ctx.settings.billiards.abridged,
  };
}

/** A refusal when the play-off format of the settings needs another number of groups. */
export function formatMismatch(
  ctx: SettingsCtx,
  game: GroupGame,
  groups: readonly GroupSpec[],
): ActionResult<never> | null {
  const format = bracketFormat(ctx.settings, game);
  if (groups.length === FORMAT_GROUPS[format]) return null;
  const p = problem(ctx, 'error', 'formatGroups', { format, need: FORMAT_GROUPS[format], found: groups.length });
  return refuse(p.message, [p]);
}

/**
 * A play-off sheet made for earlier groups points at the old group blocks: when one exists, its
 * rebuild joins `plans` (written together, refused if anything is typed in it), or a refusal when
 * the format no longer fits the groups.
 */
export function rebuildBracket(
  ctx: SettingsCtx,
  game: GroupGame,
  groups: GroupSpec[],
  groupSheet: string,
  plans: SheetPlan[],
): ActionResult<never> | null {
  const old = findSheet(ctx, `bracket.${game}`);
  if (!old) return null;
  const refusal = formatMismatch(ctx, game, groups);
  if (refusal) return refusal;
  plans.push(bracketPlan(ctx, game, groups, groupSheet, old.getName()));
  plans.push(treePlan(ctx, game, old.getName()));
  return null;
}

/** The play-off drawn as a bracket (kinds/bracketTree.ts), reading the play-off sheet `bracketSheet`. */
export function treePlan(ctx: SettingsCtx, game: GroupGame, bracketSheet: string): SheetPlan {
  return bracketTreePlan({
    game,
    lang: ctx.lang,
    format: bracketFormat(ctx.settings, game),
    name: nameFor(ctx, `tree.${game}`),
    bracketSheet,
  });
}

/**
 * The withdrawals sheet of a game: its name, and its plan when it does not exist yet (made with the
 * group sheet, as the play-off's formulas read it).
 */
export function withdrawalsSheetFor(ctx: SettingsCtx, game: GroupGame): { name: string; plan: SheetPlan | null } {
  const key = `withdrawals.${game}` as const;
  const name = nameFor(ctx, key);
  const plan = findSheet(ctx, key)
    ? null
    : withdrawalsPlan({ key, name, lang: ctx.lang, gameName: gameName(game, ctx.lang) });
  return { name, plan };
}

export function bracketPlan(
  ctx: SettingsCtx,
  game: GroupGame,
  groups: GroupSpec[],
  groupSheet: string,
  name: string,
): SheetPlan {
  return bracketSheetPlan({
    game,
    lang: ctx.lang,
    name,
    format: bracketFormat(ctx.settings, game),
    groupSheet,
    groups,
    withdrawalsSheet: nameFor(ctx, `withdrawals.${game}`),
    partiesToWin: ctx.settings.billiards.partiesToWin,
  });
}
