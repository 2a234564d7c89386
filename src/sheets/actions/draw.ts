/** The group draw action: the draw log and the group sheet (and a play-off sheet made for earlier groups) written together. */
import { formatMessage } from '../../i18n/format';
import { drawGroups, type Entrant } from '../../rules/draw';
import { newSeed } from '../../rules/random';
import type { Settings } from '../../rules/settings';
import { applyPlans } from '../apply';
import { nowStamp } from '../clock';
import { nameFor, readOnlyAhead, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { drawLogPlan } from '../kinds/drawSheet';
import { groupSheetPlan, type GroupGame, type GroupSpec } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { registrationKey } from '../kinds/registrationSheet';
import { argSchemas, parseArg } from '../common/args';
import { check, type Checked } from '../common/registrationCheck';
import { gameName, isGroupGame, unknownGame } from '../common/games';
import { groupOptions, rebuildBracket } from '../common/gameSheets';
import { ok, refuse } from '../common/results';
import { seedOption } from '../common/seed';

export interface DrawOptions {
  /** a seed to reproduce a recorded draw; omitted = a new one from the clock */
  seed?: number | string;
  /** the committee has seen the warnings of the check and goes on */
  acceptWarnings?: boolean;
}

export interface DrawData {
  seed: number;
  groups: GroupSpec[];
  needsConfirmation?: boolean;
}

function groupSettings(
  settings: Settings,
  game: GroupGame,
): { groups: number; minGroupSize: number; maxGroupSize: number } {
  return settings[game];
}

function entrants(game: GroupGame, c: Checked): { entrants: Entrant[]; names: Map<string, string> } {
  const names = new Map<string, string>();
  if (game === 'futsal') {
    // The admitted teams (Art. 2 item 5): a team decided "not admitted" is not drawn.
    const teams = (c.teamAdmission?.participants ?? c.teams).filter((t) => t.team !== '');
    const list = teams.map((t) => ({ id: t.team, pot: t.strength }));
    for (const t of teams) names.set(t.team, t.team);
    return { entrants: list, names };
  }
  const seedLevel = game === 'billiards' ? c.ctx.settings.billiards.seedLevel : Infinity;
  // Who plays: the admitted list (Art. 2 item 5), not everyone who applied.
  const list: Entrant[] = c.registrants.map((r, i) => {
    const id = c.names[i] as string;
    names.set(id, id);
    // Seeded (Art. 11 item 3 sub-item 1, Art. 14 item 3 sub-item 1): the strongest in the
    // committee's opinion first (pot 1), then the highest declared levels (pot 2, billiards).
    // Being admitted on a committee place (Art. 9 item 2) is not being seeded.
    const pot = r.strong ? 1 : r.level !== null && r.level >= seedLevel ? 2 : null;
    return { id, pot };
  });
  return { entrants: list, names };
}

/**
 * The group draw: checks the registration (errors refuse; warnings need `acceptWarnings`), draws
 * with a recorded seed, writes the draw log and the group sheet together. Refused when the group
 * sheet already holds scores (nothing typed is ever lost).
 */
export function draw(services: Services, game: unknown, given?: unknown): ActionResult<DrawData> {
  const ctx = openCtx(services);
  if (!isGroupGame(game)) return unknownGame(ctx, game);
  // an object with seed and acceptWarnings only, or nothing: "x", { sed: 5 } or acceptWarnings "yes" are refused
  const parsed = parseArg(ctx, argSchemas().draw, given);
  if ('refusal' in parsed) return parsed.refusal;
  const options = parsed.data ?? {};
  return withLock(ctx, () => {
    // the registration it only reads: not closed to typing (docs/performance.md)
    readOnlyAhead(ctx, [[registrationKey(game)]]);
    const c = check(ctx, game);
    if (c.errors > 0) return refuse(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems);
    const seed = seedOption(options.seed) ?? newSeed(services.now());
    const { entrants: list, names } = entrants(game, c);
    const s = groupSettings(ctx.settings, game);
    const result = drawGroups({
      entrants: list,
      groups: s.groups,
      minSize: s.minGroupSize,
      maxSize: s.maxGroupSize,
      seed,
    });
    const groups: GroupSpec[] = result.groups.map((ids, i) => ({
      letter: String.fromCharCode(65 + i),
      players: ids.map((id) => names.get(id) ?? id),
    }));
    if (c.warnings > 0 && !options.acceptWarnings) {
      return {
        ...refuse(formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang), c.problems, {
          seed: result.seed,
          groups,
          needsConfirmation: true,
        }),
        needsConfirmation: true,
      };
    }
    const logName = nameFor(ctx, `draw.${game}`);
    const groupName = nameFor(ctx, `groups.${game}`);
    const plans = [
      drawLogPlan({
        key: `draw.${game}`,
        name: logName,
        lang: ctx.lang,
        gameName: gameName(game, ctx.lang),
        result,
        names,
        time: nowStamp(ctx),
      }),
      groupSheetPlan(groupOptions(ctx, game, groups, groupName)),
    ];
    const refusal = rebuildBracket(ctx, game, groups, groupName, plans);
    if (refusal) return refusal;
    const written = applyPlans(services.app, plans, {
      editors: ctx.settings.committee,
      index: ctx.sheets,
      lang: ctx.lang,
    });
    // A futsal team's list still to put right is said with the draw (Art. 6 item 2).
    const lists = c.problems.filter((p) => p.code === 'rosterNotReady').map((p) => p.message);
    return ok(
      [formatMessage('drawDone', { seed: result.seed, groups: groups.length }, ctx.lang), ...lists].join('; '),
      [...written.created, ...written.rewritten],
      { seed: result.seed, groups },
      c.problems,
    );
  });
}
