/**
 * A game's day plan as the table queue's matches (tableQueue.ts): the plan's tasks (dayPlanGames.ts)
 * with their announced starts (dayPlan.ts) as the queue's order, their days (Art. 11 item 17), the
 * lengths the plan expects, and the people known in advance (the group stage). Pure.
 *
 * The people of a play-off match are its feeders' winners, losers and group places: unknown (null)
 * until those are decided; the caller fills them in from the results (brackets.ts resolveBracket on
 * the sheets side, the seeded results in daySimulation.ts).
 */
import { planDays, type DayPlan } from './dayPlan';
import { gameTasks, type GameTask, type PlanInput, type Variant } from './dayPlanGames';
import type { Settings } from './settings';
import { DAY_MINUTES, type GameQueue, type QueueMatch } from './tableQueue';

export interface QueueGame {
  queue: GameQueue;
  tasks: GameTask[];
  plan: DayPlan;
}

/** A person of the plan ("A#2": the third of group A) as the queue's person id: the game's own by default. */
export type PersonOf = (local: string) => string;

/** The queue's matches of a game, from the settings (or a variant of them). */
export function queueGame(
  name: string,
  input: PlanInput,
  settings: Settings,
  options: { variant?: Variant; person?: PersonOf } = {},
): QueueGame {
  const { tasks, frame } = gameTasks(input, settings, options.variant);
  const b = settings.billiards;
  // The abridged format's lengths (one party in the groups of more than 4), when it is not in force.
  const abridged =
    input.game === 'billiards' && b.partiesToWin === 2 && !(options.variant?.abridged ?? b.abridged)
      ? gameTasks(input, settings, { ...options.variant, abridged: true }).tasks
      : null;
  const plan = planDays(tasks, frame);
  const person = options.person ?? ((local: string) => `${name}:${local}`);
  // The plan's order: by day, then start, then the plan's priority (a day that runs past the next
  // day's start keeps its matches before the next day's).
  const slots = plan.slots;
  const rank = tasks
    .map((t, i) => ({ t, i, s: slots[i] as DayPlan['slots'][number] }))
    .sort(
      (x, y) =>
        x.s.day - y.s.day || x.s.start - y.s.start || x.t.stage - y.t.stage || x.t.order - y.t.order || x.i - y.i,
    )
    .map(({ i }) => i);
  const order = new Map(rank.map((i, n) => [i, n]));
  const matches: QueueMatch[] = tasks.map((t, i) => {
    const slot = plan.slots[i] as DayPlan['slots'][number];
    return {
      id: t.id,
      stage: t.stage,
      planned: slot.day * DAY_MINUTES + slot.start,
      order: order.get(i) as number,
      minutes: t.minutes,
      tables: t.tables,
      people: t.what.kind === 'group' ? t.people.map(person) : null,
      after: t.after,
      firstDay: t.firstDay ?? 0,
      lastDay: t.lastDay ?? frame.days - 1,
      ...extras(t, abridged?.[i]),
    };
  });
  return {
    queue: {
      frame: {
        game: name,
        tables: frame.tables,
        closed: [],
        held: [],
        start: frame.start,
        end: frame.end,
        gap: frame.gap,
        rest: frame.rest,
      },
      matches,
      progress: {},
    },
    tasks,
    plan,
  };
}

/** The abridged length (when shorter) and the tour's time limit (every tour, not the final). */
function extras(t: GameTask, abridged: GameTask | undefined): Pick<QueueMatch, 'abridged' | 'timeLimited'> {
  if (t.what.kind === 'tour') return { timeLimited: true };
  return abridged && abridged.minutes < t.minutes ? { abridged: abridged.minutes } : {};
}
