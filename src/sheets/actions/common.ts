/**
 * What the committee actions (src/sheets/actions/) share: their results (`ok`, `refuse`), the
 * game ids and names, the registration check that several actions start with (and its problems
 * pointing at cells), the settings refusal, the committee's seed, the group and play-off plans
 * built from the settings, and the checks of the preference players and tour count.
 */
import { GAME_NAMES, type Lang, type MessageCode } from '../../i18n/messages';
import type { BracketFormat } from '../../rules/brackets';
import { fail, fail as raise, type Params } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { seedFrom } from '../../rules/random';
import { planAdmission, type AdmissionPlan } from '../../rules/admission';
import {
  checkRegistration as checkList,
  displayNames,
  REGISTRATION_FIELDS,
  TEAM_LIST_FIELDS,
  type GameId,
  type Registrant,
} from '../../rules/registration';
import { isCalendarKey } from '../../rules/calendarSettings';
import { checkTwoGames, overlappingGames } from '../../rules/applicationDates';
import { FORMAT_GROUPS, type Problem, type Settings } from '../../rules/settings';
import { findSheet, nameFor, problem, type ActionResult, type Ctx, type ProblemView } from '../context';
import { a1, type SheetPlan } from '../plan';
import { bracketTreePlan } from '../kinds/bracketTree';
import { bracketSheetPlan } from '../kinds/bracketSheet';
import { withdrawalsPlan } from '../kinds/withdrawalsSheet';
import type { GroupGame, GroupSpec } from '../kinds/groupSheet';
import { MAX_TOURS } from '../kinds/preferenceCommon';
import { drawnGroups } from '../kinds/drawSheet';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { nearNames } from './nearNames';
import type { openCtx } from '../kinds/settingsSheet';

// ---- results and games ------------------------------------------------------------------------

export const GROUP_GAMES: readonly GroupGame[] = ['futsal', 'billiards', 'backgammon'];
export const ALL_GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

export type SettingsCtx = ReturnType<typeof openCtx>;

export function ok<T>(message: string, sheets: string[], data?: T, problems: ProblemView[] = []): ActionResult<T> {
  return data === undefined ? { ok: true, message, problems, sheets } : { ok: true, message, problems, sheets, data };
}

export function refuse<T>(message: string, problems: ProblemView[], data?: T): ActionResult<T> {
  return data === undefined
    ? { ok: false, message, problems, sheets: [] }
    : { ok: false, message, problems, sheets: [], data };
}

/** A refusal of one error problem: its message is the answer's. */
export function refuseWith(ctx: Ctx, code: MessageCode, params: Params = {}): ActionResult<never> {
  const p = problem(ctx, 'error', code, params);
  return refuse(p.message, [p]);
}

export function isGroupGame(game: unknown): game is GroupGame {
  return typeof game === 'string' && (GROUP_GAMES as readonly string[]).includes(game);
}

export function isGame(game: unknown): game is GameId {
  return typeof game === 'string' && (ALL_GAMES as readonly string[]).includes(game);
}

export function gameName(game: GameId, lang: Lang): string {
  if (game === 'preference') return { en: 'preference', ru: 'преферанс', kk: 'преферанс' }[lang];
  return GAME_NAMES[game][lang];
}

export function unknownGame(ctx: Ctx, game: unknown): ActionResult<never> {
  const p = problem(ctx, 'error', 'unknownGameAction', { found: game });
  return refuse(p.message, [p]);
}

// ---- the registration check (check, draw, the preference actions, status) ----------------------

export function problemViews(
  ctx: SettingsCtx,
  game: GameId,
  sheet: string,
  problems: readonly Problem[],
  cellAt?: (row: number, col: number) => string,
): ProblemView[] {
  const fields = REGISTRATION_FIELDS[game];
  return problems.map((p) => {
    let cell: string | undefined;
    if (p.row !== undefined) {
      let col = -1;
      if (p.field?.startsWith('teams.'))
        col =
          fields.length +
          1 +
          Math.max(
            0,
            TEAM_LIST_FIELDS.findIndex((f) => `teams.${f.key}` === p.field),
          );
      else if (p.field) col = fields.findIndex((f) => f.key === p.field);
      const whole = cellAt ? cellAt(p.row, 0).replace(/^.*![A-Z]+/, '') : String(p.row + 2);
      cell = col >= 0 ? (cellAt ? cellAt(p.row, col) : `${sheet}!${a1(p.row + 1, col)}`) : `${sheet}!${whole}:${whole}`;
    } else if (p.field && !p.field.startsWith('teams.') && !fields.some((f) => f.key === p.field)) {
      cell = `${nameFor(ctx, 'settings')}: ${p.field}`;
    }
    return problem(ctx, p.severity, p.code, p.params, cell);
  });
}

export interface Checked {
  ctx: SettingsCtx;
  /** who plays: every futsal player; in the individual games the admitted list as it stands (Art. 2 item 5) */
  registrants: Registrant[];
  /** their names as the sheets show them (told apart over the whole registration) */
  names: string[];
  problems: ProblemView[];
  errors: number;
  warnings: number;
  teams: { team: string; strength: number | null }[];
  /** the admitted list of an individual game, its proposal and who it leaves out; null for futsal */
  admission: AdmissionPlan | null;
  /** the display name of each registrant (every row, in row order) */
  shown: Map<Registrant, string>;
}

export function check(ctx: SettingsCtx, game: GameId): Checked {
  const reg = loadRegistration(ctx, game);
  // The settings of this game and the general ones; another game's settings do not block it.
  const mine = gameSettingsProblems(ctx, game);
  const problems: ProblemView[] = problemViews(ctx, game, reg.sheet, mine);
  if (!reg.found) {
    problems.push(problem(ctx, 'error', 'noRegistrationSheet', { sheet: nameFor(ctx, registrationKey(game)) }));
  } else {
    if (reg.missing.length > 0) problems.push(oldLayout(ctx, game, reg.sheet, reg.missing));
    problems.push(
      ...problemViews(
        ctx,
        game,
        reg.sheet,
        [
          ...reg.problems,
          ...checkList(game, reg.registrants, ctx.settings, reg.teams),
          ...twoGames(ctx, game, reg.registrants),
        ],
        reg.cellAt,
      ),
    );
  }
  const all = reg.registrants;
  const allNames = displayNames(all);
  const shown = new Map(all.map((r, i) => [r, allNames[i] as string]));
  const admission = game === 'futsal' ? null : planAdmission(game, all, ctx.settings);
  const registrants = admission ? admission.participants : all;
  const names = registrants.map((r) => shown.get(r) as string);
  if (reg.found && game !== 'preference') problems.push(...changedSinceDraw(ctx, game, reg, names));
  const errors = problems.filter((p) => p.severity === 'error').length;
  return {
    ctx,
    registrants,
    names,
    problems,
    errors,
    warnings: problems.length - errors,
    teams: reg.teams,
    admission,
    shown,
  };
}

/**
 * People registered in this game and in another whose days overlap (the calendar settings): the
 * other games' registrations are read only when their days overlap this game's.
 */
function twoGames(ctx: SettingsCtx, game: GameId, registrants: readonly Registrant[]): Problem[] {
  const others = overlappingGames(game, ctx.settings, ALL_GAMES).map((g) => ({
    game: g,
    registrants: loadRegistration(ctx, g).registrants,
  }));
  return others.length === 0 ? [] : checkTwoGames(game, registrants, others, ctx.settings);
}

/**
 * A registration sheet made by an earlier version lacks columns that came since (the committee's
 * decisions, the teams' organisations): a warning naming them and how to add them (setup adds
 * them; nothing typed moves or is lost). Until then the old single tick counts as both a committee
 * place and a seed, as it did.
 */
function oldLayout(ctx: SettingsCtx, game: GameId, sheet: string, missing: readonly string[]): ProblemView {
  const labels = missing.map((id) => {
    const [kind, key] = id.split(':');
    const label =
      kind === 'team'
        ? TEAM_LIST_FIELDS.find((f) => f.key === key)?.label
        : REGISTRATION_FIELDS[game].find((f) => f.key === key)?.label;
    return `«${label?.[ctx.lang] ?? key}»`;
  });
  return problem(ctx, 'warning', missing.includes('f:strong') ? 'regOldLayoutTick' : 'regOldLayout', {
    sheet,
    columns: labels.join(', '),
  });
}

/** What the committee confirms: the proposal as the check showed it (changed since = another token). */
export function admissionToken(plan: AdmissionPlan, shown: ReadonlyMap<Registrant, string>): number {
  const list = (rs: readonly Registrant[]) => rs.map((r) => `${r.row}:${shown.get(r) ?? ''}`).join('\n');
  // a hash of the text (the draw's seedFrom)
  return seedFrom(`${list(plan.proposed)}\u0000${list(plan.leftOut)}`);
}

/**
 * Names drawn that the registration no longer has (a name changed by hand after the draw, or a
 * player deleted): warnings, so a new draw needs the committee's confirmation. A corrected name
 * keeps the draw and every result with "Correct a name"; a player who left is withdrawn, not
 * deleted. Each points at the drawn name on the draw log, with the registration's look-alikes.
 */
function changedSinceDraw(
  ctx: SettingsCtx,
  game: GroupGame,
  reg: ReturnType<typeof loadRegistration>,
  names: readonly string[],
): ProblemView[] {
  const groups = drawnGroups(ctx, game);
  if (!groups) return [];
  const now = game === 'futsal' ? reg.teams.map((t) => t.team).filter((t) => t !== '') : [...names];
  const keys = new Set(now.map(nameKey));
  const drawn = groups.flatMap((g) => g.players);
  const drawnKeys = new Set(drawn.map(nameKey));
  const added = now.filter((n) => !drawnKeys.has(nameKey(n))).map((n) => ({ name: n }));
  const out: ProblemView[] = [];
  for (const name of drawn) {
    if (keys.has(nameKey(name))) continue;
    const near = nearNames(name, added).map((x) => `«${x.name}»`);
    out.push(
      near.length > 0
        ? problem(ctx, 'warning', 'nameChangedSinceDraw', { name, near: near.join(', ') })
        : problem(ctx, 'warning', 'goneSinceDraw', { name }),
    );
  }
  return out;
}

// ---- the committee's seed (draw, seatTour) -----------------------------------------------------

/** A seed given by the committee: a whole number or a text; nothing given = a new one. */
export function seedOption(seed: unknown): number | undefined {
  if (seed === undefined || seed === null || (typeof seed === 'string' && seed.trim() === '')) return undefined;
  if (typeof seed !== 'number' && typeof seed !== 'string') raise('drawBadSeed', { found: seed }, { arg: 'seed' }); // described in the tournament language (TRUE → ИСТИНА)
  return seedFrom(seed);
}

// ---- the group and play-off sheets from the settings (draw, generateGroups, generateBracket) ----

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

/**
 * The problems of a game's settings and of the general ones (another game's do not concern it), the
 * calendar's left out: a date or a time typed wrong is the day plan's to report (actions/dayPlan.ts),
 * it never blocks a draw or a play-off.
 */
export function gameSettingsProblems(ctx: SettingsCtx, game: GameId): Problem[] {
  return ctx.settingsProblems.filter(
    (p) => !isCalendarKey(p.field) && (!p.field || !p.field.includes('.') || p.field.startsWith(`${game}.`)),
  );
}

/** A refusal when the settings of this game (or the general ones) cannot be read. */
export function settingsRefusal(ctx: SettingsCtx, game: GroupGame): ActionResult<never> | null {
  const mine = gameSettingsProblems(ctx, game).filter((p) => p.severity === 'error');
  if (mine.length === 0) return null;
  const views = problemViews(ctx, game, '', mine);
  return refuse(views[0]?.message ?? '', views);
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

export function bracketFormat(settings: Settings, game: GroupGame): BracketFormat {
  return game === 'futsal'
    ? settings.futsal.format
    : game === 'billiards'
      ? settings.billiards.format
      : settings.backgammon.format;
}

// ---- the preference players and tours (prepareAttendance, seatTour, seatFinal) -------------------

export function checkPlayers(players: readonly string[]): void {
  const seen = new Map<string, number>();
  players.forEach((p, i) => {
    if (typeof p !== 'string' || p.trim() === '')
      fail('seatBlankName', { position: i + 1 }, { arg: 'players', row: i });
    const key = nameKey(p);
    const first = seen.get(key);
    if (first !== undefined) fail('seatDuplicate', { name: p, first: first + 1 }, { arg: 'players', row: i });
    seen.set(key, i);
  });
}

export function checkTours(tours: number): void {
  if (!Number.isInteger(tours) || tours < 1 || tours > MAX_TOURS)
    fail('prefBadTourCount', { found: tours, max: MAX_TOURS });
}
