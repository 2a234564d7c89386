/**
 * A game's day plan and, when it does not fit its days, what would: more tables (the fewest that
 * do, no more than the settings sheet allows), shorter matches (the longest that do — never shorter
 * than a real match of the game takes, `shortestMatch`), or in billiards the abridged format
 * (Art. 11 item 4: one party in the groups of more than 4). Each is tried by planning again with
 * that one change (dayPlanGames.ts, dayPlan.ts), so what is proposed is a plan that fits. Pure.
 */
import { planDays, type Busy, type DayPlan, type PlanFrame, type PlanTask } from './dayPlan';
import {
  gameTasks,
  minutesKey,
  minutesNow,
  tablesKey,
  type GameTask,
  type PlanInput,
  type Variant,
} from './dayPlanGames';
import { CALENDAR_KEYS } from './calendarSettings';
import type { Settings } from './settings';

/** More tables than the settings sheet allows are not proposed (the plan says that more tables alone do not help). */
function maxTables(game: PlanInput['game']): number {
  const key = tablesKey(game);
  return CALENDAR_KEYS().find((s) => s.key === key)?.max ?? 32;
}

/**
 * The shortest a real match of the game can be planned at (issue 24 item 5), or null when a shorter
 * one is not the committee's to propose: futsal — the two halves of clean time and the break
 * (Art. 8 item 2) and at least 5 minutes of time-outs and stoppages; billiards — a match to two wins
 * is at least two parties of the abridged match's length (Art. 11 item 2), one party at least 15
 * minutes; backgammon — to 3 points takes at least two parties, 30 minutes; a preference tour is
 * limited by the rules (Art. 16 item 15: 1 h 30), not shortened to fit.
 */
export function shortestMatch(game: PlanInput['game'], settings: Settings): number | null {
  const key = minutesKey(game, settings);
  if (key === 'futsal.matchMinutes') {
    const f = settings.futsal;
    return f.halves * f.halfMinutes + (f.halves - 1) * f.breakMinutes + 5;
  }
  if (key === 'billiards.matchMinutes') return Math.max(2 * settings.billiards.partyMinutes, 30);
  if (key === 'billiards.partyMinutes') return 15;
  if (key === 'backgammon.matchMinutes') return 30;
  return null;
}

export interface WouldFit {
  /** the fewest tables with which it fits (`key` = the setting), or null when more tables alone do not help */
  tables: { key: ReturnType<typeof tablesKey>; now: number; needed: number | null };
  /**
   * the longest match with which it fits on the tables there are, or null when no match a real one
   * can be (`shortest`, null: shorter is not proposed — a preference tour) would help
   */
  minutes: { key: ReturnType<typeof minutesKey>; now: number; value: number | null; shortest: number | null };
  /** billiards, when the groups of more than 4 play to two wins: the abridged format fits on `tables` (null: not even with more) */
  abridged: { tables: number | null } | null;
}

export interface GamePlan {
  tasks: GameTask[];
  frame: PlanFrame;
  plan: DayPlan;
  /** null when the plan fits */
  wouldFit: WouldFit | null;
}

/**
 * The fewest tables that could hold the tasks at all: each day's tasks (and all of them over all the
 * days) fill at most `tables` × the day, a changeover after each. A plan needs at least this many;
 * the searches start from it instead of trying every number below.
 */
function tablesAtLeast(tasks: readonly PlanTask[], frame: PlanFrame): number {
  const day = frame.end - frame.start + frame.gap;
  const perDay = new Map<number, number>();
  let all = 0;
  for (const t of tasks) {
    const load = t.tables * (t.minutes + frame.gap);
    all += load;
    const first = t.firstDay ?? 0;
    if (first === (t.lastDay ?? frame.days - 1)) perDay.set(first, (perDay.get(first) ?? 0) + load);
  }
  return Math.max(
    Math.ceil(all / (day * frame.days)),
    ...[...perDay.values()].map((load) => Math.ceil(load / day)),
    ...tasks.map((t) => t.tables),
  );
}

/** When a task's people are due in another game (dayPlan.ts `busy`); none by default. */
export type BusyOf = (task: GameTask) => readonly Busy[];

/** The game's tasks (gameTasks) with the times their people are due elsewhere. */
function tasksWith(
  input: PlanInput,
  settings: Settings,
  variant: Variant,
  busy: BusyOf | undefined,
): { tasks: GameTask[]; frame: PlanFrame } {
  const made = gameTasks(input, settings, variant);
  if (!busy) return made;
  const tasks = made.tasks.map((t) => {
    const b = busy(t);
    return b.length > 0 ? { ...t, busy: b } : t;
  });
  return { tasks, frame: made.frame };
}

function fitsWith(input: PlanInput, settings: Settings, variant: Variant, busy?: BusyOf): boolean {
  const { tasks, frame } = tasksWith(input, settings, variant, busy);
  if (tablesAtLeast(tasks, frame) > frame.tables) return false;
  return planDays(tasks, frame).fits;
}

/** The fewest tables from which `variant` fits (searched from what the tasks need at least). */
function tablesNeeded(
  input: PlanInput,
  settings: Settings,
  { variant, from, busy }: { variant: Variant; from: number; busy: BusyOf | undefined },
): number | null {
  const { tasks, frame } = gameTasks(input, settings, variant);
  const lo = Math.max(from, tablesAtLeast(tasks, frame));
  const most = maxTables(input.game);
  return lo > most ? null : smallest(lo, most, (tables) => fitsWith(input, settings, { ...variant, tables }, busy));
}

/** The smallest value in [lo, hi] for which `fits` holds, assuming it holds from some value on; null if not at hi. */
function smallest(lo: number, hi: number, fits: (n: number) => boolean): number | null {
  // Doubling first: most answers are close to where they start.
  let bad = lo - 1;
  let step = 1;
  let good: number | null = null;
  while (bad + step <= hi) {
    const n = bad + step;
    if (fits(n)) {
      good = n;
      break;
    }
    bad = n;
    step *= 2;
  }
  if (good === null) {
    if (bad < hi && fits(hi)) good = hi;
    else return null;
  }
  while (good - bad > 1) {
    const mid = Math.floor((bad + good) / 2);
    if (fits(mid)) good = mid;
    else bad = mid;
  }
  return good;
}

function wouldFit(input: PlanInput, settings: Settings, frame: PlanFrame, busy: BusyOf | undefined): WouldFit {
  const game = input.game;
  const now = frame.tables;
  const needed = tablesNeeded(input, settings, { variant: {}, from: now + 1, busy });
  const minutes = minutesNow(game, settings);
  const shortest = shortestMatch(game, settings);
  // The longest that fits: the smallest "shortening" that does — from the first at which the tables
  // could hold the matches at all (fitsWith refuses the others without planning) — down to a real match.
  const cut =
    shortest !== null && minutes - 1 >= shortest
      ? smallest(1, minutes - shortest, (less) => fitsWith(input, settings, { minutes: minutes - less }, busy))
      : null;
  let abridged: WouldFit['abridged'] = null;
  const b = settings.billiards;
  if (input.game === 'billiards' && b.partiesToWin === 2 && !b.abridged && input.groups.some((g) => g.size > 4)) {
    abridged = { tables: tablesNeeded(input, settings, { variant: { abridged: true }, from: now, busy }) };
  }
  return {
    tables: { key: tablesKey(game), now, needed },
    minutes: { key: minutesKey(game, settings), now: minutes, value: cut === null ? null : minutes - cut, shortest },
    abridged,
  };
}

/**
 * The day plan of a game as the settings have it, and what would fit when it does not; `busy`: when
 * its tasks' people are due in another game's plan (planned around where the day allows, dayPlan.ts).
 */
export function planGame(input: PlanInput, settings: Settings, busy?: BusyOf): GamePlan {
  const { tasks, frame } = tasksWith(input, settings, {}, busy);
  const plan = planDays(tasks, frame);
  return { tasks, frame, plan, wouldFit: plan.fits ? null : wouldFit(input, settings, frame, busy) };
}
