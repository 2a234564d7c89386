/**
 * The day plan of each game: its matches (or tours) as tasks for the scheduler (dayPlan.ts), with
 * the lengths, tables and days of the settings. Pure.
 *
 * - **Lengths**: futsal `matchMinutes`, the match by the wall clock — its two halves of 20 minutes
 *   are of "clean" time (Art. 8 item 2: the clock stops), so the slot is the committee's estimate of
 *   what that takes with the break, time-outs and stoppages, never halves × half; billiards a match
 *   to two wins or of one party; backgammon a match; preference a tour's limit (Art. 16 item 15).
 * - **Groups** (futsal Art. 8 item 4, billiards Art. 11 item 4, backgammon Art. 14 item 4): every
 *   match of every group in the Berger order (berger.ts; the group sheet's order), round by round
 *   across the groups; its two players known (by their place in the group: the plan is the same
 *   before and after the draw, and whatever the results).
 * - **Play-off** (brackets.ts): each match after the matches it takes its players from — a group
 *   place after every match of that group, a winner or a loser after that match. A futsal match
 *   for third place is played before the final.
 * - **Billiards** (Art. 11 item 17): in the rules' own format (the nets of 8 groups) over 2 days,
 *   stages 1–3 on the first day and 4–8 on the second. With another format or number of days the
 *   committee has changed the conditions (Art. 2 item 2, Art. 9 item 2): stages follow as they fit.
 * - **Preference** (Art. 17 items 1–2): the tours one after another, every table of a tour at once
 *   (every player plays every tour, and the time limit runs from the tour's start, Art. 16 item 15),
 *   then the final at one table.
 */
import { bergerRounds } from './berger';
import { bracket, type BracketFormat, type Source } from './brackets';
import type { PlanFrame, PlanTask } from './dayPlan';
import type { Settings } from './settings';

export type PlanGame = 'futsal' | 'billiards' | 'backgammon' | 'preference';
export type GroupPlanGame = Exclude<PlanGame, 'preference'>;

/** A group game: its groups' sizes (letters A, B, …) and its play-off format. */
export interface GroupsInput {
  game: GroupPlanGame;
  groups: readonly { letter: string; size: number }[];
  format: BracketFormat;
}

/** Preference: the tables of each tour (as seated, or as the players registered would sit). */
export interface ToursInput {
  game: 'preference';
  tours: readonly number[];
}

export type PlanInput = GroupsInput | ToursInput;

/** What the plan may be asked to try instead of the settings, to say what would fit. */
export interface Variant {
  tables?: number;
  /** the setting `minutesKey` names (futsal: the half) */
  minutes?: number;
  /** billiards: one party in groups of more than 4 (Art. 11 item 4) */
  abridged?: boolean;
}

export type TaskWhat =
  | {
      kind: 'group';
      group: string;
      /** 1-based, the group sheet's order */ k: number;
      round: number;
      /** 0-based places in the group */ a: number;
      b: number;
    }
  | { kind: 'bracket'; match: string; a: Source; b: Source; net?: 'top' | 'bottom' }
  | { kind: 'tour'; n: number }
  | { kind: 'final' };

export interface GameTask extends PlanTask {
  what: TaskWhat;
}

/** The id of a group match, a play-off match, a tour and the final (the plan sheet's key column). */
export const TASK_ID = {
  group: (letter: string, k: number) => `g:${letter}:${k}`,
  bracket: (match: string) => `b:${match}`,
  tour: (n: number) => `t:${n}`,
  final: 'f:1',
} as const;

/** The tables (courts, boards) setting of a game. */
export function tablesKey(
  game: PlanGame,
): 'futsal.courts' | 'billiards.tables' | 'backgammon.boards' | 'preference.tables' {
  return game === 'futsal'
    ? 'futsal.courts'
    : game === 'billiards'
      ? 'billiards.tables'
      : game === 'backgammon'
        ? 'backgammon.boards'
        : 'preference.tables';
}

function tablesOf(settings: Settings, game: PlanGame): number {
  return game === 'futsal'
    ? settings.futsal.courts
    : game === 'billiards'
      ? settings.billiards.tables
      : game === 'backgammon'
        ? settings.backgammon.boards
        : settings.preference.tables;
}

/**
 * The setting a shorter match would change: the futsal match by the clock, the billiards match (or
 * party), the backgammon match, the preference tour (whose limit is the rules', Art. 16 item 15).
 */
export function minutesKey(
  game: PlanGame,
  settings: Settings,
):
  | 'futsal.matchMinutes'
  | 'billiards.matchMinutes'
  | 'billiards.partyMinutes'
  | 'backgammon.matchMinutes'
  | 'preference.tourMinutes' {
  if (game === 'futsal') return 'futsal.matchMinutes';
  if (game === 'billiards')
    return settings.billiards.partiesToWin === 1 ? 'billiards.partyMinutes' : 'billiards.matchMinutes';
  return game === 'backgammon' ? 'backgammon.matchMinutes' : 'preference.tourMinutes';
}

/** The value of `minutesKey` now. */
export function minutesNow(game: PlanGame, settings: Settings): number {
  const key = minutesKey(game, settings);
  const [section, name] = key.split('.') as [PlanGame, string];
  return (settings[section] as unknown as Record<string, number>)[name] as number;
}

/** Billiards in the rules' own format over the rules' 2 days: stages 1–3 on the first (Art. 11 item 17). */
export function billiardsDaysOfRules(input: PlanInput, settings: Settings): boolean {
  return input.game === 'billiards' && input.format === 'net32' && settings.billiards.days === 2;
}

/** The first day of the rules' stages 4–8 in billiards (Art. 11 item 17). */
const BILLIARDS_SECOND_DAY_STAGE = 4;

function groupTasks(input: GroupsInput, settings: Settings, variant: Variant): GameTask[] {
  const { game } = input;
  const abridged = variant.abridged ?? settings.billiards.abridged;
  const minutes = (size: number | null): number => {
    // Futsal: the match by the wall clock (the halves are of stopped-clock time, Art. 8 item 2).
    if (game === 'futsal') return variant.minutes ?? settings.futsal.matchMinutes;
    if (game === 'backgammon') return variant.minutes ?? settings.backgammon.matchMinutes;
    const b = settings.billiards;
    // One party: everywhere when the match is to one win, in the groups of more than 4 when abridged.
    const oneParty = b.partiesToWin === 1 || (size !== null && abridged && size > 4);
    const party = b.partiesToWin === 1 ? (variant.minutes ?? b.partyMinutes) : b.partyMinutes;
    return oneParty ? party : (variant.minutes ?? b.matchMinutes);
  };
  const rulesDays = billiardsDaysOfRules(input, settings);
  const days = (stage: number): Pick<PlanTask, 'firstDay' | 'lastDay'> => {
    if (!rulesDays) return {};
    const day = stage < BILLIARDS_SECOND_DAY_STAGE ? 0 : 1;
    return { firstDay: day, lastDay: day };
  };
  const tasks: GameTask[] = [];
  const byGroup = new Map<string, string[]>();
  input.groups.forEach((g, gi) => {
    const ids: string[] = [];
    let k = 0;
    bergerRounds(g.size).forEach((round, r) => {
      round.forEach(([a, b], board) => {
        k++;
        const id = TASK_ID.group(g.letter, k);
        ids.push(id);
        tasks.push({
          id,
          stage: 1,
          order: r * 10_000 + gi * 100 + board,
          minutes: minutes(g.size),
          tables: 1,
          people: [`${g.letter}#${a}`, `${g.letter}#${b}`],
          after: [],
          ...days(1),
          what: { kind: 'group', group: g.letter, k, round: r + 1, a, b },
        });
      });
    });
    byGroup.set(g.letter, ids);
  });
  const model = bracket(input.format);
  const sources = (src: Source): string[] =>
    src.kind === 'group' ? (byGroup.get(src.group) ?? []) : [TASK_ID.bracket(src.match)];
  model.matches.forEach((m, i) => {
    // The match for third place before the final (the final is the tournament's last match).
    const order = m.id === '3P' ? i - 1.5 : i;
    tasks.push({
      id: TASK_ID.bracket(m.id),
      stage: m.stage,
      order,
      minutes: minutes(null),
      tables: 1,
      people: [],
      after: [...new Set([...sources(m.a), ...sources(m.b)])],
      ...days(m.stage),
      what: { kind: 'bracket', match: m.id, a: m.a, b: m.b, ...(m.net ? { net: m.net } : {}) },
    });
  });
  return tasks;
}

function tourTasks(input: ToursInput, settings: Settings, variant: Variant): GameTask[] {
  const p = settings.preference;
  const tasks: GameTask[] = input.tours.map((tables, i) => ({
    id: TASK_ID.tour(i + 1),
    stage: i + 1,
    order: 0,
    minutes: variant.minutes ?? p.tourMinutes,
    tables: Math.max(1, tables),
    people: [],
    after: i === 0 ? [] : [TASK_ID.tour(i)],
    what: { kind: 'tour', n: i + 1 },
  }));
  tasks.push({
    id: TASK_ID.final,
    stage: input.tours.length + 1,
    order: 0,
    minutes: p.finalMinutes,
    tables: 1,
    people: [],
    after: input.tours.length > 0 ? [TASK_ID.tour(input.tours.length)] : [],
    what: { kind: 'final' },
  });
  return tasks;
}

/** A game's tasks and the frame of its days, from the settings (or a variant of them). */
export function gameTasks(
  input: PlanInput,
  settings: Settings,
  variant: Variant = {},
): { tasks: GameTask[]; frame: PlanFrame } {
  const s = settings[input.game];
  const pref = input.game === 'preference';
  const frame: PlanFrame = {
    days: s.days,
    start: s.dayStart,
    end: s.dayEnd,
    tables: variant.tables ?? tablesOf(settings, input.game),
    // Preference: a tour takes its tables until the next, which starts after the break.
    gap: pref ? 0 : s.gapMinutes,
    rest: pref ? s.gapMinutes : settings[input.game as GroupPlanGame].restMinutes,
  };
  const tasks =
    input.game === 'preference' ? tourTasks(input, settings, variant) : groupTasks(input, settings, variant);
  return { tasks, frame };
}
