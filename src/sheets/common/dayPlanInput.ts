/**
 * What is known of a game when its day plan is made (../actions/dayPlan.ts): the groups drawn (or,
 * before the draw, the groups its registration would give), the play-off's players as its sheet
 * shows them so far, and for preference the tours seated and the final's players — as the plan's
 * input (../../rules/dayPlanGames.ts) and as who plays in each of its tasks.
 */
import { formatMessage } from '../../i18n/format';
import { planLabel } from '../../i18n/labels-plan';
import type { Source } from '../../rules/brackets';
import type { GameTask, PlanInput } from '../../rules/dayPlanGames';
import { groupSizes } from '../../rules/draw';
import { displayNames } from '../../rules/registration';
import { tableSizes } from '../../rules/tables';
import { cellText, findSheet, problem, type ActionResult, type ProblemView } from '../context';
import { isErrorValue } from '../fingerprint';
import { NOBODY, shownSource } from '../kinds/bracketSheet';
import { drawnGroups } from '../kinds/drawSheet';
import type { GroupGame, GroupSpec } from '../kinds/groupSheet';
import { loadRegistration } from '../kinds/registrationSheet';
import { readFinal } from '../kinds/finalSheet';
import { readTourRoster, tourSheet } from '../kinds/tourSheet';
import { locateBracket } from './bracket';
import { bracketFormat } from './games';
import { formatMismatch } from './gameSheets';
import type { SettingsCtx } from './results';

/** Who plays in a task, as known now: shown texts and the names known. */
export interface Who {
  shown: string[];
  names: (string | null)[];
}

export interface Gathered {
  input: PlanInput;
  /** a task's players as known now; tours: per table */
  who: (task: GameTask, table: number) => Who;
  /** preference: everyone registered (each plays every tour) */
  people?: string[];
  /** a tour not seated yet (every player, at one of its tables) */
  everyone: (task: GameTask) => boolean;
  notes: string[];
  warnings: ProblemView[];
}

/** The names of a play-off's matches as its sheet shows them now (null: not known yet, or the sheet unread). */
function bracketNames(
  ctx: SettingsCtx,
  game: GroupGame,
  warnings: ProblemView[],
): Map<string, [string | null, string | null]> {
  const out = new Map<string, [string | null, string | null]>();
  const sheet = findSheet(ctx, `bracket.${game}`);
  if (!sheet) return out;
  const { view, layout } = locateBracket(ctx, game, sheet);
  if (view.lost.length > 0 || view.disordered.length > 0) {
    warnings.push(problem(ctx, 'warning', 'planBracketUnread', { detail: sheet.getName() }));
    return out;
  }
  const name = (r: { row: number; col: number }): string | null => {
    const v = cellText(view.values[r.row]?.[r.col]);
    return v === '' || isErrorValue(v) ? null : v;
  };
  for (const m of layout.matches) out.set(m.id, [name(m.a), name(m.b)]);
  return out;
}

export function gatherGroups(ctx: SettingsCtx, game: GroupGame): Gathered | ActionResult<never> {
  const lang = ctx.lang;
  const s = ctx.settings[game];
  const format = bracketFormat(ctx.settings, game);
  const notes: string[] = [];
  const warnings: ProblemView[] = [];
  const groups: GroupSpec[] | null = drawnGroups(ctx, game);
  if (groups) {
    const refusal = formatMismatch(ctx, game, groups);
    if (refusal) return refusal;
  }
  let sizes: number[];
  if (groups) sizes = groups.map((g) => g.players.length);
  else {
    // Before the draw: the groups the registration would give (draw.ts groupSizes), or the most the settings allow.
    const reg = loadRegistration(ctx, game);
    let count = game === 'futsal' ? reg.teams.filter((t) => t.team !== '').length : reg.registrants.length;
    if (count === 0) {
      const key = game === 'futsal' ? 'futsal.maxTeams' : `${game}.maxPlayers`;
      count = game === 'futsal' ? ctx.settings.futsal.maxTeams : ctx.settings[game].maxPlayers;
      notes.push(formatMessage('planForMaximum', { count, key }, lang));
    }
    sizes = groupSizes(count, s.groups, s.minGroupSize, s.maxGroupSize);
    notes.push(formatMessage('planBeforeDraw', { sizes: [...new Set(sizes)].join('/'), count }, lang));
  }
  const letters = sizes.map((_, i) => groups?.[i]?.letter ?? String.fromCharCode(65 + i));
  const input: PlanInput = { game, groups: sizes.map((size, i) => ({ letter: letters[i] as string, size })), format };
  const names = bracketNames(ctx, game, warnings);
  const playerOf = (letter: string, i: number): Who => {
    const g = groups?.find((x) => x.letter === letter);
    const name = g?.players[i];
    return name === undefined
      ? { shown: [planLabel('drawPlace', lang, { g: letter, n: i + 1 })], names: [null] }
      : { shown: [name], names: [name] };
  };
  const side = (src: Source, known: string | null): Who => {
    if (known === NOBODY) return { shown: [NOBODY], names: [null] };
    if (known !== null) return { shown: [known], names: [known] };
    return { shown: [shownSource(src, lang)], names: [null] };
  };
  const who = (task: GameTask): Who => {
    const w = task.what;
    if (w.kind === 'group') {
      const a = playerOf(w.group, w.a);
      const b = playerOf(w.group, w.b);
      return { shown: [...a.shown, ...b.shown], names: [...a.names, ...b.names] };
    }
    if (w.kind === 'bracket') {
      const [na, nb] = names.get(w.match) ?? [null, null];
      const a = side(w.a, na);
      const b = side(w.b, nb);
      return { shown: [...a.shown, ...b.shown], names: [...a.names, ...b.names] };
    }
    return { shown: [], names: [] };
  };
  return { input, who, everyone: () => false, notes, warnings };
}

export function gatherPreference(ctx: SettingsCtx): Gathered {
  const lang = ctx.lang;
  const p = ctx.settings.preference;
  const notes: string[] = [];
  const registered = displayNames(loadRegistration(ctx, 'preference').registrants);
  let count = registered.length;
  if (count === 0) {
    count = p.maxPlayers;
    notes.push(formatMessage('planForMaximum', { count, key: 'preference.maxPlayers' }, lang));
  }
  // A tour seats everyone who came: the registered field's tables until it is seated.
  const fieldTables = tableSizes(Math.max(count, 3)).length;
  const seated = new Map<number, string[][]>();
  for (let n = 1; n <= p.tours; n++) {
    const sheet = tourSheet(ctx, n);
    if (!sheet) continue;
    const byTable = new Map<number, string[]>();
    for (const line of readTourRoster(sheet, lang).roster) {
      const t = Number(line.table);
      if (line.table === null || line.missed || !Number.isInteger(t)) continue;
      byTable.set(t, [...(byTable.get(t) ?? []), line.name]);
    }
    seated.set(
      n,
      [...byTable.keys()].sort((x, y) => x - y).map((t) => byTable.get(t) as string[]),
    );
  }
  const finalSheet = findSheet(ctx, 'pref.final');
  const finalists = finalSheet ? readFinal(finalSheet, lang).players : null;
  const input: PlanInput = {
    game: 'preference',
    tours: Array.from({ length: p.tours }, (_, i) => seated.get(i + 1)?.length ?? fieldTables),
  };
  const who = (task: GameTask, table: number): Who => {
    const w = task.what;
    if (w.kind === 'tour') {
      const tables = seated.get(w.n);
      if (tables) {
        const at = tables[table - 1] ?? [];
        return { shown: at, names: at };
      }
      return { shown: [planLabel(w.n === 1 ? 'seatedByDraw' : 'seatedLater', lang, { n: w.n - 1 })], names: [] };
    }
    if (finalists) return { shown: finalists, names: finalists };
    return { shown: [planLabel('finalists', lang)], names: [] };
  };
  return {
    input,
    who,
    everyone: (task) => task.what.kind === 'tour' && !seated.has(task.what.n),
    people: registered,
    notes,
    warnings: [],
  };
}
