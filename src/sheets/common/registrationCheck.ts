/**
 * The registration check that several actions start with (check, draw, the preference actions,
 * status): every problem of a game's registration and of its settings, pointing at its cell; who
 * plays (the admitted list, Art. 2 item 5); the names drawn that the registration no longer has.
 */
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
  type TeamEntry,
} from '../../rules/registration';
import { isCalendarKey } from '../../rules/calendarSettings';
import { checkTwoGames, overlappingGames } from '../../rules/applicationDates';
import { rosterTeam } from '../../rules/futsalRosters';
import { planTeamAdmission, type TeamAdmissionPlan } from '../../rules/teamAdmission';
import type { Problem } from '../../rules/settings';
import { nameFor, problem, type ActionResult, type ProblemView } from '../context';
import { a1 } from '../plan';
import type { GroupGame } from '../kinds/groupSheet';
import { drawnGroups } from '../kinds/drawSheet';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { ALL_GAMES } from './games';
import { nearNames } from './nearNames';
import { refuse, type SettingsCtx } from './results';

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
  /** futsal: the admitted teams, their proposal and the teams it leaves out (Art. 2 item 5); null otherwise */
  teamAdmission: TeamAdmissionPlan | null;
  /** the display name of each registrant (every row, in row order) */
  shown: Map<Registrant, string>;
  /**
   * futsal: the teams whose own list is not complete or not in order, each with those problems: among
   * `problems` they are warnings, led by a line naming the team — they do not stop the draw, which is
   * of teams (Art. 6 item 2; rules/futsalRosters.ts `ROSTER_CODES`)
   */
  rosters: { team: string; problems: ProblemView[] }[];
}

export function check(ctx: SettingsCtx, game: GameId): Checked {
  const reg = loadRegistration(ctx, game);
  // The settings of this game and the general ones; another game's settings do not block it.
  const mine = gameSettingsProblems(ctx, game);
  const problems: ProblemView[] = problemViews(ctx, game, reg.sheet, mine);
  const rosters: Checked['rosters'] = [];
  if (!reg.found) {
    problems.push(problem(ctx, 'error', 'noRegistrationSheet', { sheet: nameFor(ctx, registrationKey(game)) }));
  } else {
    if (reg.missing.length > 0) problems.push(oldLayout(ctx, game, reg.sheet, reg.missing));
    const raw = [
      ...reg.problems,
      ...checkList(game, reg.registrants, ctx.settings, reg.teams),
      ...twoGames(ctx, game, reg.registrants),
    ];
    const views = problemViews(ctx, game, reg.sheet, raw, reg.cellAt);
    if (game === 'futsal') rosters.push(...teamLists(raw, views));
    const lists = new Set(rosters.flatMap((t) => t.problems));
    problems.push(
      ...rosters.map((t) => rosterLead(ctx, t)),
      ...views.map((v): ProblemView => (lists.has(v) ? { ...v, severity: 'warning' } : v)),
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
    teamAdmission: game === 'futsal' ? planTeamAdmission(reg.teams, ctx.settings) : null,
    shown,
    rosters,
  };
}

/**
 * The futsal teams whose own list is not complete or not in order, each with those problems
 * (rules/futsalRosters.ts `ROSTER_CODES`), in the order the check found them.
 */
function teamLists(raw: readonly Problem[], views: readonly ProblemView[]): Checked['rosters'] {
  const out: Checked['rosters'] = [];
  raw.forEach((p, i) => {
    const team = rosterTeam(p);
    if (team === null) return;
    const view = views[i] as ProblemView;
    const known = out.find((t) => nameKey(t.team) === nameKey(team));
    if (known) known.problems.push(view);
    else out.push({ team, problems: [view] });
  });
  return out;
}

/**
 * The futsal lists as the status and the day plan tell them: one line per team whose own list is
 * not complete or not in order, naming its cells on the registration.
 */
export function rosterLines(
  ctx: SettingsCtx,
  reg: ReturnType<typeof loadRegistration>,
): { team: string; line: ProblemView }[] {
  if (!reg.found) return [];
  const raw = checkList('futsal', reg.registrants, ctx.settings, reg.teams).filter((p) => rosterTeam(p) !== null);
  return teamLists(raw, problemViews(ctx, 'futsal', reg.sheet, raw, reg.cellAt)).map((t) => ({
    team: t.team,
    line: rosterLead(ctx, t),
  }));
}

/**
 * One line per team whose list is not complete or not in order, naming the cells: a warning, never
 * an error — the draw is of teams, and Art. 6 item 2 lets the list come before the team's first
 * match; its problems follow as warnings too.
 */
function rosterLead(ctx: SettingsCtx, t: Checked['rosters'][number]): ProblemView {
  const cells = [...new Set(t.problems.map((p) => (p.cell ?? '').replace(/^.*!/, '')).filter((c) => c !== ''))];
  return problem(ctx, 'warning', 'rosterNotReady', { team: t.team, problems: cells.join(', ') });
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

/** The futsal teams' proposal's token: the teams it admits and leaves out, with their rows. */
export function teamAdmissionToken(plan: TeamAdmissionPlan): number {
  const list = (ts: readonly TeamEntry[]) => ts.map((t) => `${t.row}:${t.team}`).join('\n');
  return seedFrom(`teams\u0000${list(plan.proposed)}\u0000${list(plan.leftOut)}`);
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
