/**
 * The day plan of each game at the rules' own formats: the stages in their order and on their days,
 * the lengths of the rules, nobody in two places at once whatever the results, and what would fit
 * when the tables are too few — with the numbers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracket, resolveBracket, type BracketFormat } from '../../src/rules/brackets';
import { onTheClock, type PlannedSlot } from '../../src/rules/dayPlan';
import { planGame, shortestMatch, type GamePlan } from '../../src/rules/dayPlanFit';
import { gameTasks, TASK_ID, type GameTask, type GroupsInput } from '../../src/rules/dayPlanGames';
import { groupSizes } from '../../src/rules/draw';
import { defaultSettings, type Settings } from '../../src/rules/settings';
import { tableSizes } from '../../src/rules/tables';

const LETTERS = 'ABCDEFGH';

function groupsOf(players: number, groups: number, min: number, max: number): { letter: string; size: number }[] {
  return groupSizes(players, groups, min, max).map((size, i) => ({ letter: LETTERS[i] as string, size }));
}

/** The largest tournament of SPEC §4 (bench/largest.mjs): 8 teams, 64 billiards, 24 backgammon, 64 preference. */
const LARGEST = {
  futsal: { game: 'futsal', groups: groupsOf(8, 2, 3, 4), format: 'sf4' } satisfies GroupsInput,
  billiards: { game: 'billiards', groups: groupsOf(64, 8, 4, 8), format: 'net32' } satisfies GroupsInput,
  backgammon: { game: 'backgammon', groups: groupsOf(24, 4, 4, 6), format: 'qf8' } satisfies GroupsInput,
  preference: { game: 'preference' as const, tours: Array.from({ length: 7 }, () => tableSizes(64).length) },
};

function settingsWith(change: (s: Settings) => void): Settings {
  const s = defaultSettings();
  change(s);
  return s;
}

function slotOf(p: GamePlan, id: string): PlannedSlot {
  const s = p.plan.slots.find((x) => x.id === id);
  if (!s) throw new Error(`no slot ${id}`);
  return s;
}

const at = (s: PlannedSlot) => s.day * 10_000 + s.start;
const endAt = (s: PlannedSlot) => s.day * 10_000 + s.end;

/** Who actually plays each task, for given results: group places as given, play-off winners by `winnerOf`. */
function actualPlayers(
  tasks: readonly GameTask[],
  input: GroupsInput,
  place: (group: string, p: 1 | 2) => string,
  winnerOf: (id: string) => 'a' | 'b',
): Map<string, string[]> {
  const resolved = resolveBracket(bracket(input.format), place, (id) => winnerOf(id));
  const out = new Map<string, string[]>();
  for (const t of tasks) {
    if (t.what.kind === 'group') out.set(t.id, [`${t.what.group}#${t.what.a}`, `${t.what.group}#${t.what.b}`]);
    else if (t.what.kind === 'bracket') {
      const r = resolved.matches[t.what.match];
      out.set(t.id, [r?.a ?? '?', r?.b ?? '?']);
    }
  }
  return out;
}

describe('billiards: 8 stages in 2 days (Art. 11 items 1, 17)', () => {
  const roomy = settingsWith((s) => {
    s.billiards.tables = 32;
  });

  it('Art. 11 item 17: the groups and stages 2–3 on the first day, stages 4–8 on the second', () => {
    const p = planGame(LARGEST.billiards, roomy);
    expect(p.plan.fits).toBe(true);
    for (const t of p.tasks) {
      const stage = t.what.kind === 'group' ? 1 : t.stage;
      expect(slotOf(p, t.id).day).toBe(stage <= 3 ? 0 : 1);
    }
    expect(p.tasks).toHaveLength(8 * 28 + 30);
  });

  it('Art. 11 items 7–16: every play-off match starts after the matches that give its players (a group place: the whole group)', () => {
    const p = planGame(LARGEST.billiards, roomy);
    for (const t of p.tasks)
      for (const a of t.after) expect(endAt(slotOf(p, a))).toBeLessThanOrEqual(at(slotOf(p, t.id)));
    // A1 – H2 (II-1) waits for every match of groups A and H.
    const ii1 = slotOf(p, TASK_ID.bracket('II-1'));
    const lastOfAH = p.tasks
      .filter((t) => t.what.kind === 'group' && 'AH'.includes(t.what.group))
      .map((t) => endAt(slotOf(p, t.id)));
    expect(at(ii1)).toBeGreaterThanOrEqual(Math.max(...lastOfAH));
    expect(slotOf(p, TASK_ID.bracket('VIII')).start).toBeGreaterThanOrEqual(slotOf(p, TASK_ID.bracket('VII')).end);
  });

  it('with another number of days the committee has changed the conditions: stages follow as they fit', () => {
    const p = planGame(
      LARGEST.billiards,
      settingsWith((s) => {
        s.billiards.tables = 32;
        s.billiards.days = 3;
        s.billiards.dayEnd = 23 * 60;
      }),
    );
    expect(p.plan.fits).toBe(true);
    // Stage 4 is no longer held back to the second day.
    expect(slotOf(p, TASK_ID.bracket('IV-1')).day).toBe(0);
  });

  it('nobody in two places at once, whatever the groups and the play-off give (any results)', () => {
    const p = planGame(LARGEST.billiards, roomy);
    const input = LARGEST.billiards;
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 7 }), { minLength: 16, maxLength: 16 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (places, wins) => {
          // Group places: two different players of each group.
          const place = (g: string, k: 1 | 2) => {
            const gi = LETTERS.indexOf(g);
            const first = (places[gi * 2] as number) % 8;
            const second = (first + 1 + ((places[gi * 2 + 1] as number) % 7)) % 8;
            return `${g}#${k === 1 ? first : second}`;
          };
          const ids = bracket(input.format).matches.map((m) => m.id);
          const players = actualPlayers(p.tasks, input, place, (id) => (wins[ids.indexOf(id)] ? 'a' : 'b'));
          const slots = p.plan.slots;
          for (let i = 0; i < slots.length; i++) {
            for (let j = i + 1; j < slots.length; j++) {
              const a = slots[i] as PlannedSlot;
              const b = slots[j] as PlannedSlot;
              if (a.day !== b.day || a.end <= b.start || b.end <= a.start) continue;
              const shared = (players.get(a.id) ?? []).filter((x) => (players.get(b.id) ?? []).includes(x));
              expect(shared, `${a.id} and ${b.id} overlap`).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('too few tables: what does not fit, and what would — more tables (the fewest), shorter matches, the abridged format (Art. 11 item 4)', () => {
    const s = defaultSettings(); // 8 tables, matches of 50 minutes, 10:00–20:00
    const p = planGame(LARGEST.billiards, s);
    expect(p.plan.fits).toBe(false);
    expect(p.plan.late.length).toBeGreaterThan(0);
    const w = p.wouldFit!;
    expect(w.tables).toMatchObject({ key: 'billiards.tables', now: 8 });
    const needed = w.tables.needed!;
    expect(needed).toBeGreaterThan(8);
    // The number proposed fits, and one table fewer does not.
    expect(
      planGame(
        LARGEST.billiards,
        settingsWith((x) => (x.billiards.tables = needed)),
      ).plan.fits,
    ).toBe(true);
    expect(
      planGame(
        LARGEST.billiards,
        settingsWith((x) => (x.billiards.tables = needed - 1)),
      ).plan.fits,
    ).toBe(false);
    // Shorter matches on 8 tables: the longest that fits.
    expect(w.minutes.key).toBe('billiards.matchMinutes');
    // Never shorter than a real match: two parties of 20 minutes (issue 24 item 5: "not more than 5" was proposed).
    expect(w.minutes.shortest).toBe(40);
    expect(w.minutes.value === null || w.minutes.value >= 40).toBe(true);
    if (w.minutes.value !== null) {
      const v = w.minutes.value;
      expect(
        planGame(
          LARGEST.billiards,
          settingsWith((x) => (x.billiards.matchMinutes = v)),
        ).plan.fits,
      ).toBe(true);
      expect(
        planGame(
          LARGEST.billiards,
          settingsWith((x) => (x.billiards.matchMinutes = v + 1)),
        ).plan.fits,
      ).toBe(false);
    }
    // The abridged format needs fewer tables than the full one.
    const abridged = w.abridged!.tables!;
    expect(abridged).toBeLessThan(needed);
    expect(
      planGame(
        LARGEST.billiards,
        settingsWith((x) => {
          x.billiards.abridged = true;
          x.billiards.tables = abridged;
        }),
      ).plan.fits,
    ).toBe(true);
  });
});

describe('futsal (Art. 8)', () => {
  it('Art. 8 item 2: the halves are 2 × 20 minutes of "clean" time, so a slot is the match by the wall clock (60 minutes by default), never 2 × 20 + 5; the third-place match before the final (item 7)', () => {
    const s = defaultSettings();
    const { tasks } = gameTasks(LARGEST.futsal, s);
    expect(tasks.every((t) => t.minutes === 60)).toBe(true);
    // The defaults (2 pitches) hold a full field of 8 teams in the one day (issue 24 item 5).
    const p = planGame(LARGEST.futsal, s);
    expect(p.plan.fits).toBe(true);
    expect(at(slotOf(p, TASK_ID.bracket('3P')))).toBeLessThanOrEqual(at(slotOf(p, TASK_ID.bracket('F'))));
    // A team plays one match at a time; the semi-finals after both groups (A1–B2, B1–A2).
    for (const id of ['SF1', 'SF2']) {
      const sf = slotOf(p, TASK_ID.bracket(id));
      for (const t of tasks.filter((x) => x.what.kind === 'group'))
        expect(endAt(slotOf(p, t.id))).toBeLessThanOrEqual(at(sf));
    }
    expect(
      gameTasks(
        LARGEST.futsal,
        settingsWith((x) => (x.futsal.matchMinutes = 75)),
      ).tasks[0]?.minutes,
    ).toBe(75);
  });

  it('one pitch for 16 matches of an hour does not fit 10:00–20:00: a second pitch would; no slot shorter than the clean time, the break and 5 minutes of stoppages is proposed (Art. 8 item 2)', () => {
    const p = planGame(
      LARGEST.futsal,
      settingsWith((x) => (x.futsal.courts = 1)),
    );
    expect(p.plan.fits).toBe(false);
    expect(p.wouldFit?.tables).toEqual({ key: 'futsal.courts', now: 1, needed: 2 });
    // 16 matches of at least 2 × 20 + 5 + 5 = 50 minutes and 10 between them do not fit one pitch.
    expect(p.wouldFit?.minutes).toEqual({ key: 'futsal.matchMinutes', now: 60, value: null, shortest: 50 });
    expect(
      shortestMatch(
        'futsal',
        settingsWith((x) => (x.futsal.halfMinutes = 25)),
      ),
    ).toBe(60);
  });
});

describe('backgammon: 4 stages in one day (Art. 14 item 1)', () => {
  it('every match on the one day, quarter-finals after their groups, semi-finals after the quarter-finals (Art. 14 items 8–10)', () => {
    const p = planGame(LARGEST.backgammon, defaultSettings());
    expect(p.plan.fits).toBe(true);
    expect(p.plan.slots.every((s) => s.day === 0)).toBe(true);
    expect(p.tasks).toHaveLength(4 * 15 + 8);
    const sf1 = slotOf(p, TASK_ID.bracket('SF1'));
    for (const qf of ['QF1', 'QF3']) expect(slotOf(p, TASK_ID.bracket(qf)).end).toBeLessThanOrEqual(sf1.start);
  });
});

describe('preference: seven tours and a final in 2 days (Art. 17 items 1–2, Art. 16 item 15)', () => {
  it('a tour takes 1 h 30 min and all its tables at once; the next after the break; the final after the last tour', () => {
    const p = planGame(LARGEST.preference, defaultSettings());
    expect(p.plan.fits).toBe(true);
    const tours = p.tasks.filter((t) => t.what.kind === 'tour');
    expect(tours).toHaveLength(7);
    for (const t of tours) {
      const s = slotOf(p, t.id);
      expect(s.end - s.start).toBe(90);
      expect(s.tables).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    }
    for (let n = 2; n <= 7; n++)
      expect(at(slotOf(p, TASK_ID.tour(n)))).toBeGreaterThanOrEqual(endAt(slotOf(p, TASK_ID.tour(n - 1))) + 30);
    expect(at(slotOf(p, TASK_ID.final))).toBeGreaterThan(at(slotOf(p, TASK_ID.tour(7))));
    expect(new Set(p.plan.slots.map((s) => s.day))).toEqual(new Set([0, 1]));
  });

  it('too few tables: a tour of 64 players needs 16 tables at once; with 12 it does not fit, and the plan says 16', () => {
    const p = planGame(
      LARGEST.preference,
      settingsWith((x) => (x.preference.tables = 12)),
    );
    expect(p.plan.fits).toBe(false);
    expect(p.plan.missingTables).toBe(4);
    expect(p.wouldFit?.tables).toEqual({ key: 'preference.tables', now: 12, needed: 16 });
    // Shorter tours do not make tables appear.
    expect(p.wouldFit?.minutes.value).toBeNull();
  });
});

describe('all formats', () => {
  it.each<[string, GroupsInput]>([
    ['billiards qf8', { game: 'billiards', groups: groupsOf(20, 4, 4, 8), format: 'qf8' as BracketFormat }],
    ['billiards sf4', { game: 'billiards', groups: groupsOf(10, 2, 4, 8), format: 'sf4' as BracketFormat }],
    ['backgammon sf4', { game: 'backgammon', groups: groupsOf(12, 2, 4, 6), format: 'sf4' as BracketFormat }],
  ])('%s: every match once, sources first', (_name, input) => {
    const p = planGame(
      input,
      settingsWith((x) => (x.billiards.tables = 16)),
    );
    expect(new Set(p.plan.slots.map((s) => s.id)).size).toBe(p.tasks.length);
    for (const t of p.tasks)
      for (const a of t.after) expect(endAt(slotOf(p, a))).toBeLessThanOrEqual(at(slotOf(p, t.id)));
  });
});

describe('moments on the clock (issue 24 item 5)', () => {
  it('a late slot past midnight is the next calendar day at its real time', () => {
    expect(onTheClock(0, 20 * 60)).toEqual({ day: 0, minutes: 1200 });
    expect(onTheClock(0, 24 * 60 + 20)).toEqual({ day: 1, minutes: 20 });
    expect(onTheClock(1, 52 * 60)).toEqual({ day: 3, minutes: 240 });
  });

  it("a preference tour is not proposed shorter (its limit is the rules', Art. 16 item 15); backgammon not below 30 minutes", () => {
    expect(shortestMatch('preference', defaultSettings())).toBeNull();
    expect(shortestMatch('backgammon', defaultSettings())).toBe(30);
  });
});
