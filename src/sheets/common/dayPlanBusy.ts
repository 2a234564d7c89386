/**
 * When the people of a game's day plan are due in another game (issue 24 item 5, issue 25 item 3):
 * the other games' plans as they stand (their day plan sheets, read once with the registrations by
 * ./week.ts `collectWeek`), as the times each task of this game must keep clear of
 * (../../rules/dayPlan.ts `busy`). The plan made later yields (docs/rules.md "A person in two
 * games"): the plans already announced stay as they are.
 *
 * Only the people a task has whatever the results are counted: the two players (teams) of a group
 * match once the groups are drawn, and every participant of a preference tour (each plays every
 * tour). A play-off match or the preference final takes players only known from results: its time
 * does not move with them (the plan is announced once), and a clash it comes to is said by the day
 * plan's answer when the names are known (./week.ts `clashProblems`). Without a first day of this
 * game (or a date on the other game's time) no time can be compared, as on the cards.
 */
import { daysBetween } from '../../rules/dates';
import type { Busy } from '../../rules/dayPlan';
import type { BusyOf } from '../../rules/dayPlanFit';
import type { GameTask } from '../../rules/dayPlanGames';
import { nameKey } from '../../rules/names';
import type { GameId } from '../../rules/registration';
import { weekCards, type WeekGame } from '../../rules/week';
import type { Gathered } from './dayPlanInput';

/** The times to keep each task of `game` clear of, or undefined when there is nothing to compare. */
export function busyOf(game: GameId, firstDay: string, g: Gathered, week: readonly WeekGame[]): BusyOf | undefined {
  const own = week.find((w) => w.game === game);
  const others = week.filter((w) => w.game !== game);
  if (firstDay === '' || !own || others.length === 0) return undefined;
  const elsewhere = new Map<string, Busy[]>();
  for (const card of weekCards(others)) {
    const times = card.entries.flatMap((e): Busy[] => {
      if (e.date === null) return [];
      const from = daysBetween(firstDay, e.date) * 1440 + e.start;
      return [{ from, to: from + Math.max(1, e.end - e.start) }];
    });
    if (times.length > 0) elsewhere.set(card.id, times);
  }
  if (elsewhere.size === 0) return undefined;
  // A name of this game's plan (futsal: a team) → the times of its people elsewhere.
  const byName = new Map<string, Busy[]>();
  for (const p of own.people) {
    const times = elsewhere.get(p.id);
    if (!times) continue;
    const key = nameKey(game === 'futsal' ? p.team : p.shown);
    byName.set(key, [...(byName.get(key) ?? []), ...times]);
  }
  const everyone = [...byName.values()].flat();
  return (task: GameTask): readonly Busy[] => {
    const w = task.what;
    if (w.kind === 'tour') return everyone;
    if (w.kind !== 'group') return [];
    return g.who(task, 1).names.flatMap((n) => (n === null ? [] : (byName.get(nameKey(n)) ?? [])));
  };
}
