/**
 * The day plan's scheduler on any tasks (fast-check): every task is planned exactly once, within
 * its days, never before its sources have ended (plus the rest), nobody in two places at once,
 * no table used twice at a time; late only on a task's last day, and then said so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planDays, type DayPlan, type PlanFrame, type PlanTask } from '../../src/rules/dayPlan';

const SCALE = 10_000_000;
const key = (day: number, minute: number) => day * SCALE + minute;

interface Case {
  tasks: PlanTask[];
  frame: PlanFrame;
}

/** Tasks whose sources are earlier tasks, people from a small pool, days consistent with the sources'. */
const caseArb: fc.Arbitrary<Case> = fc
  .record({
    days: fc.integer({ min: 1, max: 3 }),
    start: fc.integer({ min: 0, max: 600 }),
    length: fc.integer({ min: 30, max: 600 }),
    tables: fc.integer({ min: 1, max: 5 }),
    gap: fc.integer({ min: 0, max: 15 }),
    rest: fc.integer({ min: 0, max: 30 }),
    raw: fc.array(
      fc.record({
        minutes: fc.integer({ min: 1, max: 120 }),
        tables: fc.integer({ min: 1, max: 3 }),
        people: fc.subarray(['p1', 'p2', 'p3', 'p4', 'p5', 'p6'], { maxLength: 3 }),
        sources: fc.array(fc.nat(), { maxLength: 3 }),
        stage: fc.integer({ min: 1, max: 4 }),
        order: fc.integer({ min: 0, max: 5 }),
        firstDay: fc.nat(),
        span: fc.nat(),
        bound: fc.boolean(),
      }),
      { minLength: 1, maxLength: 25 },
    ),
  })
  .map(({ days, start, length, tables, gap, rest, raw }) => {
    const frame: PlanFrame = { days, start, end: Math.min(start + length, 1440), tables, gap, rest };
    const tasks: PlanTask[] = [];
    raw.forEach((r, i) => {
      const after = i === 0 ? [] : [...new Set(r.sources.map((s) => `t${s % i}`))];
      // A task's last day is never before one of its sources' last days.
      const sourceLast = Math.max(0, ...after.map((a) => tasks.find((t) => t.id === a)?.lastDay ?? days - 1));
      const task: PlanTask = {
        id: `t${i}`,
        stage: r.stage,
        order: r.order,
        minutes: r.minutes,
        tables: r.tables,
        people: r.people,
        after,
      };
      if (r.bound) {
        const last = Math.min(days - 1, sourceLast + (r.span % days));
        task.lastDay = Math.max(last, sourceLast);
        task.firstDay = Math.min(r.firstDay % days, task.lastDay);
      } else if (sourceLast > 0 || after.some((a) => tasks.find((t) => t.id === a)?.lastDay !== undefined)) {
        task.lastDay = days - 1;
      }
      tasks.push(task);
    });
    return { tasks, frame };
  });

function checkPlan({ tasks, frame }: Case, plan: DayPlan): void {
  // Every task exactly once, in the tasks' order.
  expect(plan.slots.map((s) => s.id)).toEqual(tasks.map((t) => t.id));
  const byId = new Map(plan.slots.map((s) => [s.id, s]));
  tasks.forEach((t, i) => {
    const s = plan.slots[i]!;
    expect(s.end - s.start).toBe(t.minutes);
    expect(s.tables).toHaveLength(t.tables);
    expect(new Set(s.tables).size).toBe(t.tables);
    // Within its days, from the day's start; past the day's end only on its last day.
    expect(s.day).toBeGreaterThanOrEqual(t.firstDay ?? 0);
    expect(s.day).toBeLessThanOrEqual(t.lastDay ?? frame.days - 1);
    expect(s.start).toBeGreaterThanOrEqual(frame.start);
    if (s.end > frame.end) expect(s.day).toBe(t.lastDay ?? frame.days - 1);
    // Sources first: ended, plus the rest.
    for (const a of t.after) {
      const src = byId.get(a)!;
      expect(key(src.day, src.end) + frame.rest).toBeLessThanOrEqual(key(s.day, s.start));
    }
  });
  for (let i = 0; i < plan.slots.length; i++) {
    for (let j = i + 1; j < plan.slots.length; j++) {
      const a = plan.slots[i]!;
      const b = plan.slots[j]!;
      if (a.day !== b.day) continue;
      const [first, second] = a.start <= b.start ? [a, b] : [b, a];
      // A table: free again `gap` minutes after a task.
      if (a.tables.some((x) => b.tables.includes(x))) expect(first.end + frame.gap).toBeLessThanOrEqual(second.start);
      // A person: one place at a time, `rest` minutes between.
      const people = (s: typeof a) => tasks.find((t) => t.id === s.id)!.people;
      if (people(a).some((p) => people(b).includes(p)))
        expect(first.end + frame.rest).toBeLessThanOrEqual(second.start);
    }
  }
  // What it says about fitting is what the slots show.
  expect(plan.late.sort()).toEqual(
    plan.slots
      .filter((s) => s.end > frame.end)
      .map((s) => s.id)
      .sort(),
  );
  const maxTable = Math.max(...plan.slots.flatMap((s) => s.tables));
  expect(plan.missingTables).toBe(Math.max(0, maxTable - frame.tables));
  expect(plan.fits).toBe(plan.late.length === 0 && plan.missingTables === 0);
  for (let d = 0; d < frame.days; d++) {
    const ends = plan.slots.filter((s) => s.day === d).map((s) => s.end);
    expect(plan.lastEnd[d]).toBe(ends.length ? Math.max(...ends) : null);
  }
}

describe('planDays on any tasks', () => {
  it('every task planned exactly once; sources first; nobody and no table in two places at once; days respected', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        checkPlan(c, planDays(c.tasks, c.frame));
      }),
      { numRuns: 400 },
    );
  });

  it('the same tasks give the same plan', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        expect(planDays(c.tasks, c.frame)).toEqual(planDays(c.tasks, c.frame));
      }),
      { numRuns: 100 },
    );
  });

  it('with tables enough and a long day, nothing is late and no task waits for a table', () => {
    fc.assert(
      fc.property(caseArb, ({ tasks, frame }) => {
        const roomy: PlanFrame = { ...frame, days: 1, start: 0, end: 1440, tables: 3 * tasks.length, gap: 0 };
        const oneDay = tasks
          .map(({ firstDay: _f, lastDay: _l, ...t }) => t)
          .filter((t) => t.minutes * tasks.length < 1440);
        const ids = new Set(oneDay.map((t) => t.id));
        const kept = oneDay.map((t) => ({ ...t, after: t.after.filter((a) => ids.has(a)) }));
        const plan = planDays(kept, roomy);
        checkPlan({ tasks: kept, frame: roomy }, plan);
        // Each task starts as soon as its sources and its people allow: at the start, or when one of them ends.
        const byId = new Map(plan.slots.map((s) => [s.id, s]));
        kept.forEach((t, i) => {
          const s = plan.slots[i]!;
          const causes = [0, ...t.after.map((a) => byId.get(a)!.end + roomy.rest)];
          for (const other of plan.slots) {
            const o = kept.find((x) => x.id === other.id)!;
            if (o.people.some((p) => t.people.includes(p)) && other.end <= s.start) causes.push(other.end + roomy.rest);
          }
          expect(causes).toContain(s.start);
        });
      }),
      { numRuns: 200 },
    );
  });
});
