/**
 * A person in two games is never planned in two places at once without the plan saying so (issue 24
 * item 5, issue 25 item 3; Art. 3 item 1, docs/rules.md "A person in two games"): for random
 * backgammon groups and a preference field sharing some people, each game planned after the other
 * (the later plan yields: it takes the earlier's times as `busy`), every overlap of a shared
 * person's times is a task the later plan lists in `clashed` — and a concrete case where the later
 * plan keeps clear, and one where its day leaves it no way to.
 *
 * Runs are small by default (CI's budget); DAY_PLAN_BUSY_RUNS=500 runs more.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Busy, PlannedSlot } from '../../src/rules/dayPlan';
import { planGame, type BusyOf, type GamePlan } from '../../src/rules/dayPlanFit';
import type { GameTask, GroupsInput, ToursInput } from '../../src/rules/dayPlanGames';
import { defaultSettings, type Settings } from '../../src/rules/settings';

const RUNS = Number(process.env.DAY_PLAN_BUSY_RUNS ?? 25);

interface Field {
  bg: GroupsInput;
  /** who sits at each backgammon group place ("A#0" → person) */
  place: Map<string, string>;
  pref: ToursInput;
  /** everyone of the preference field */
  prefPeople: string[];
  /** preference's first day, in days after backgammon's */
  offset: number;
  settings: Settings;
}

/** Backgammon: the places the busy times of a task apply to; preference: every player, every tour. */
function busyFor(game: 'bg' | 'pref', f: Field, times: Map<string, Busy[]>): BusyOf {
  return (task: GameTask) => {
    const w = task.what;
    if (game === 'pref') return w.kind === 'tour' ? f.prefPeople.flatMap((p) => times.get(p) ?? []) : [];
    if (w.kind !== 'group') return [];
    return [`${w.group}#${w.a}`, `${w.group}#${w.b}`].flatMap((k) => times.get(f.place.get(k) as string) ?? []);
  };
}

/** Each person's times in a plan, in minutes from `origin` days' midnight (the other game's day 0). */
function timesOf(p: GamePlan, people: (task: GameTask) => string[], origin: number): Map<string, Busy[]> {
  const out = new Map<string, Busy[]>();
  p.tasks.forEach((task, i) => {
    const s = p.plan.slots[i] as PlannedSlot;
    const from = (s.day - origin) * 1440 + s.start;
    for (const who of people(task)) out.set(who, [...(out.get(who) ?? []), { from, to: from + (s.end - s.start) }]);
  });
  return out;
}

const bgPeople = (f: Field) => (task: GameTask) =>
  task.what.kind === 'group'
    ? [
        f.place.get(`${task.what.group}#${task.what.a}`) as string,
        f.place.get(`${task.what.group}#${task.what.b}`) as string,
      ]
    : [];
const prefPeople = (f: Field) => (task: GameTask) => (task.what.kind === 'tour' ? f.prefPeople : []);

/** Plans `first` alone, then `later` around it; every overlap of a shared person is in the later plan's `clashed`. */
function unsaidClashes(f: Field, later: 'bg' | 'pref'): string[] {
  // Preference's day d is backgammon's day d + offset: the first plan's times in the later's days.
  const first = later === 'bg' ? planGame(f.pref, f.settings) : planGame(f.bg, f.settings);
  const firstTimes = later === 'bg' ? timesOf(first, prefPeople(f), -f.offset) : timesOf(first, bgPeople(f), f.offset);
  const input = later === 'bg' ? f.bg : f.pref;
  const second = planGame(input, f.settings, busyFor(later, f, firstTimes));
  const unsaid: string[] = [];
  second.tasks.forEach((task, i) => {
    const s = second.plan.slots[i] as PlannedSlot;
    const who = later === 'bg' ? bgPeople(f)(task) : prefPeople(f)(task);
    const from = s.day * 1440 + s.start;
    const to = from + (s.end - s.start);
    for (const p of who)
      for (const b of firstTimes.get(p) ?? [])
        if (from < b.to && b.from < to && !second.plan.clashed.includes(task.id)) unsaid.push(`${p} ${task.id}`);
  });
  return unsaid;
}

const fieldArb: fc.Arbitrary<Field> = fc
  .record({
    sizes: fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 4, maxLength: 4 }),
    prefOnly: fc.integer({ min: 0, max: 10 }),
    shared: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    offset: fc.integer({ min: 0, max: 1 }),
    bgEnd: fc.integer({ min: 13, max: 22 }),
    boards: fc.integer({ min: 2, max: 12 }),
    tours: fc.integer({ min: 1, max: 4 }),
  })
  .map(({ sizes, prefOnly, shared, offset, bgEnd, boards, tours }) => {
    const settings = defaultSettings();
    settings.backgammon.dayEnd = bgEnd * 60;
    settings.backgammon.boards = boards;
    settings.preference.tours = tours;
    const place = new Map<string, string>();
    const bgList: string[] = [];
    sizes.forEach((size, g) => {
      for (let i = 0; i < size; i++) {
        const who = `b${g}-${i}`;
        place.set(`${'ABCD'[g] as string}#${i}`, who);
        bgList.push(who);
      }
    });
    const both = [...new Set(shared.map((n) => bgList[n % bgList.length] as string))];
    const prefList = [...both, ...Array.from({ length: Math.max(0, 3 - both.length) + prefOnly }, (_, i) => `p${i}`)];
    return {
      bg: {
        game: 'backgammon',
        groups: sizes.map((size, g) => ({ letter: 'ABCD'[g] as string, size })),
        format: 'sf4',
      } satisfies GroupsInput,
      place,
      pref: { game: 'preference', tours: Array.from({ length: tours }, () => Math.ceil(prefList.length / 4)) },
      prefPeople: prefList,
      offset,
      settings,
    };
  });

describe('a person in two games: the later plan keeps clear or says so (Art. 3 item 1)', () => {
  it('backgammon planned after preference, and preference after backgammon: no unsaid clash', () => {
    fc.assert(
      fc.property(fieldArb, (f) => {
        expect(unsaidClashes(f, 'bg')).toEqual([]);
        expect(unsaidClashes(f, 'pref')).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a concrete case (Art. 3 item 1; Art. 14 item 1: backgammon in one day)', () => {
  // One group of 3 (b0, b1, b2) on one board, matches of 40 min; b0 also plays preference 10:00–11:30.
  const settings = defaultSettings();
  settings.backgammon.boards = 1;
  settings.backgammon.matchMinutes = 40;
  const bg: GroupsInput = { game: 'backgammon', groups: [{ letter: 'A', size: 3 }], format: 'sf4' };
  const elsewhere: Busy[] = [{ from: 600, to: 690 }];
  const busy: BusyOf = (t) => (t.what.kind === 'group' && (t.what.a === 0 || t.what.b === 0) ? elsewhere : []);

  it('the later plan moves his matches clear of his tour, with the rest between; the others play first', () => {
    const p = planGame(bg, settings, busy);
    expect(p.plan.clashed).toEqual([]);
    p.tasks.forEach((t, i) => {
      const s = p.plan.slots[i] as PlannedSlot;
      if (t.what.kind === 'group' && (t.what.a === 0 || t.what.b === 0))
        expect(s.start).toBeGreaterThanOrEqual(690 + settings.backgammon.restMinutes);
    });
    // Without the other game the same plan would have put him at the board during his tour.
    const alone = planGame(bg, settings);
    const during = alone.tasks.some(
      (t, i) =>
        t.what.kind === 'group' && (t.what.a === 0 || t.what.b === 0) && (alone.plan.slots[i]?.start ?? 0) < 690,
    );
    expect(during).toBe(true);
  });

  it('when his day leaves no time clear of the other game, the plan says which matches it put over it', () => {
    const allDay: BusyOf = (t) =>
      t.what.kind === 'group' && (t.what.a === 0 || t.what.b === 0) ? [{ from: 0, to: 1440 * 2 }] : [];
    const p = planGame(bg, settings, allDay);
    const his = p.tasks.filter((t) => t.what.kind === 'group' && (t.what.a === 0 || t.what.b === 0)).map((t) => t.id);
    expect(p.plan.clashed.sort()).toEqual(his.sort());
    expect(p.plan.fits).toBe(false);
  });
});
