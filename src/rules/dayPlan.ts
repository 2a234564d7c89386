/**
 * The day plan's scheduler: every match (or preference tour) gets a day, a start and its tables,
 * in the order the format needs. Pure: no Apps Script, no I/O; the same tasks and frame always give
 * the same plan.
 *
 * What it respects:
 * - **Sources first.** A task starts only after every task it needs a result of (`after`: a
 *   play-off match after the matches whose winners or losers it takes, a match of the group places
 *   after every match of those groups, a tour after the tour before) has ended, plus the rest.
 * - **One place at a time.** A person (a player or a team known in advance: the group stage) plays
 *   one task at a time, with at least `rest` minutes between two. In a play-off the players are the
 *   sources' winners and losers, so "sources first" keeps them apart whoever they turn out to be;
 *   that is why the plan's times do not depend on the results (they are announced once).
 * - **Tables.** At most `tables` tasks at once (a task may take several: a preference tour takes
 *   all its tables together); a table is free again `gap` minutes after a task ends (a changeover).
 * - **Elsewhere** (issue 24 item 5, issue 25 item 3). A task may carry `busy`: the times its people
 *   are due in another game (that game's plan, made before; the plan made later yields, docs/rules.md
 *   "A person in two games"). It is not planned to overlap one of them, nor to come closer than
 *   `rest` minutes to it, as long as it can end by the day's end; a task that no longer can on its
 *   last day is planned as it would be without them (late, as below) and listed in `clashed`, so the
 *   caller can say who is due in two places — a plan never hides a clash it knows of.
 * - **Days.** Play starts at `start` and ends by `end` each day; a task may be bound to days
 *   (billiards stages 1–3 on the first day, 4–8 on the second, Art. 11 item 17). A task that does
 *   not fit its day waits for the next one it may be played on; on its last day it is planned
 *   anyway, past the end (`late`), so every task has a slot and the plan can say by how much it
 *   does not fit. A task that takes more tables than there are gets tables numbered beyond them
 *   (`missingTables`).
 *
 * How: a list schedule, moment by moment. At each moment (the day's start, then each time a table,
 * a person or a source becomes free) the waiting tasks are taken in priority order — `stage`, then
 * `order` (the group stage round by round, so every group moves on together), then the order given
 * — and each that may start now starts, on the lowest-numbered free tables.
 */
import { fail } from './errors';

export interface PlanTask {
  id: string;
  /** priority, first: the stage of the format (1 = the groups; a play-off stage; a tour) */
  stage: number;
  /** priority within the stage: lower first */
  order: number;
  /** how long it takes, in whole minutes (≥ 1) */
  minutes: number;
  /** tables (courts, boards) it takes at once, ≥ 1 */
  tables: number;
  /** who plays, when known in advance: never in two places at once, `rest` minutes between */
  people: readonly string[];
  /** ids of earlier tasks whose results it needs: it starts after they end, plus `rest` */
  after: readonly string[];
  /** the days (0-based) it may be played on, first to last; every day of the frame when missing */
  firstDay?: number;
  lastDay?: number;
  /** when its people are due elsewhere (minutes from the midnight of day 0, `from` < `to`) */
  busy?: readonly Busy[];
}

/** A time a task's people are due in another game: minutes from the midnight of the plan's day 0. */
export interface Busy {
  from: number;
  to: number;
}

export interface PlanFrame {
  /** days of play, ≥ 1 */
  days: number;
  /** play starts and ends by these minutes after midnight, every day */
  start: number;
  end: number;
  /** tables there are, ≥ 1 */
  tables: number;
  /** minutes a table is not free after a task (a changeover) */
  gap: number;
  /** minutes between a person's tasks, and between a source's end and the task that needs it */
  rest: number;
}

export interface PlannedSlot {
  id: string;
  /** 0-based day of play */
  day: number;
  /** minutes after that day's midnight; past `end` (even past midnight) when late */
  start: number;
  end: number;
  /** 1-based tables it takes; numbers above the frame's tables are tables that are not there */
  tables: number[];
}

export interface DayPlan {
  /** one per task, in the tasks' order */
  slots: PlannedSlot[];
  /** per day: when its last task ends, or null when nothing is planned that day */
  lastEnd: (number | null)[];
  /** tasks that end after the day's end */
  late: string[];
  /** how many tables beyond the frame's the plan needed (a task taking more than there are) */
  missingTables: number;
  /** nothing late, no table missing */
  fits: boolean;
  /** tasks planned over one of their `busy` times (they could not end by their last day's end otherwise) */
  clashed: string[];
}

/**
 * A moment of the plan on the clock: a late slot's minutes past midnight belong to the next calendar
 * day (the game's days are consecutive calendar days), so "day 0, 1 470 minutes" is day 1, 00:30 —
 * every date and time shown is a real one (issue 24 item 5).
 */
export function onTheClock(day: number, minutes: number): { day: number; minutes: number } {
  const more = Math.floor(minutes / 1440);
  return { day: day + more, minutes: minutes - more * 1440 };
}

/** Keys of moments: day × SCALE + minutes (a late day may run past midnight without reaching the next). */
const SCALE = 10_000_000;

function checkInput(tasks: readonly PlanTask[], frame: PlanFrame): void {
  const bad = (detail: string): never => fail('internal', { detail: `day plan: ${detail}` });
  const whole = (n: number, min: number) => Number.isInteger(n) && n >= min;
  if (
    !whole(frame.days, 1) ||
    !whole(frame.start, 0) ||
    !whole(frame.end, 1) ||
    frame.end <= frame.start ||
    !whole(frame.tables, 1) ||
    !whole(frame.gap, 0) ||
    !whole(frame.rest, 0)
  ) {
    bad(`frame ${JSON.stringify(frame)}`);
  }
  const seen = new Map<string, PlanTask>();
  for (const t of tasks) {
    if (seen.has(t.id)) bad(`task ${t.id} twice`);
    if (!whole(t.minutes, 1) || !whole(t.tables, 1)) bad(`task ${t.id}: ${t.minutes} min, ${t.tables} tables`);
    const first = t.firstDay ?? 0;
    const last = t.lastDay ?? frame.days - 1;
    if (!whole(first, 0) || !whole(last, first) || last >= frame.days)
      bad(`task ${t.id}: days ${first}–${last} of ${frame.days}`);
    for (const a of t.after) {
      const source = seen.get(a);
      if (!source) bad(`task ${t.id} needs ${a}, which is not an earlier task`);
      else if ((source.lastDay ?? frame.days - 1) > last)
        bad(`task ${t.id} ends its days before its source ${a} can be played`);
    }
    seen.set(t.id, t);
  }
}

/** Priority order: stage, then order, then as given. */
function byPriority(tasks: readonly PlanTask[]): number[] {
  return tasks
    .map((_, i) => i)
    .sort((x, y) => {
      const a = tasks[x] as PlanTask;
      const b = tasks[y] as PlanTask;
      return a.stage - b.stage || a.order - b.order || x - y;
    });
}

/** Plans every task (see the module's comment); throws only on malformed input (a bug of the caller). */
export function planDays(tasks: readonly PlanTask[], frame: PlanFrame): DayPlan {
  checkInput(tasks, frame);
  const capacity = Math.max(frame.tables, ...tasks.map((t) => t.tables));
  const tableFree: number[] = Array.from({ length: capacity }, () => -Infinity);
  const personFree = new Map<string, number>();
  const index = new Map(tasks.map((t, i) => [t.id, i]));
  const endKey: (number | undefined)[] = tasks.map(() => undefined);
  const slots: (PlannedSlot | undefined)[] = tasks.map(() => undefined);
  const pending = byPriority(tasks);
  const firstDay = (t: PlanTask) => t.firstDay ?? 0;
  const lastDay = (t: PlanTask) => t.lastDay ?? frame.days - 1;
  const sources = tasks.map((t) => t.after.map((a) => index.get(a) as number));
  const readyKey = readiness(sources, endKey, frame.rest);

  const firstDays = tasks.map(firstDay);
  const lastDays = tasks.map(lastDay);
  /** Whether every person of task i is free at `now` (no closure per moment: this runs a lot). */
  const peopleFree = (i: number, now: number): boolean => {
    for (const p of (tasks[i] as PlanTask).people) if ((personFree.get(p) ?? -Infinity) > now) return false;
    return true;
  };
  const free: number[] = [];
  for (let d = 0; d < frame.days; d++) {
    const base = d * SCALE;
    let t = frame.start;
    for (;;) {
      const now = base + t;
      free.length = 0;
      for (let k = 0; k < capacity; k++) if ((tableFree[k] as number) <= now) free.push(k);
      // The waiting tasks in priority order; those that start now leave the list (compacted in place).
      let kept = 0;
      for (let n = 0; n < pending.length; n++) {
        const i = pending[n] as number;
        const task = tasks[i] as PlanTask;
        const ready = free.length >= task.tables && firstDays[i]! <= d && d <= lastDays[i]! ? readyKey(i) : undefined;
        const startable =
          ready !== undefined &&
          ready <= now &&
          peopleFree(i, now) &&
          (t + task.minutes <= frame.end ? !busyAt(task, d, t, frame.rest) : lastDays[i] === d);
        if (!startable) {
          pending[kept++] = i;
          continue;
        }
        const taken = free.splice(0, task.tables);
        const end = t + task.minutes;
        for (const k of taken) tableFree[k] = base + end + frame.gap;
        for (const p of task.people) personFree.set(p, base + end + frame.rest);
        endKey[i] = base + end;
        slots[i] = { id: task.id, day: d, start: t, end, tables: taken.map((k) => k + 1) };
      }
      pending.length = kept;
      // The next moment something may change today: a table, a person or a source becomes free.
      let next = Infinity;
      let today = 0;
      let shortest = Infinity;
      let lastHere = false;
      for (const i of pending) {
        if (firstDays[i]! > d || d > lastDays[i]!) continue;
        today++;
        shortest = Math.min(shortest, (tasks[i] as PlanTask).minutes);
        if (lastDays[i] === d) lastHere = true;
        const key = readyKey(i);
        if (key !== undefined && key > now && key < base + SCALE) next = Math.min(next, key - base);
        next = Math.min(next, busyMoment(tasks[i] as PlanTask, { d, t, lastDay: lastDays[i] === d }, frame));
      }
      if (today === 0) break;
      for (const key of tableFree) if (key > now && key < base + SCALE) next = Math.min(next, key - base);
      for (const key of personFree.values()) if (key > now && key < base + SCALE) next = Math.min(next, key - base);
      if (next === Infinity) break;
      // Past the end only the tasks whose last day this is are still planned (late).
      if (next + shortest > frame.end && !lastHere) break;
      t = next;
    }
  }
  if (pending.length > 0)
    fail('internal', {
      detail: `day plan: ${pending.length} task(s) could not be planned (${(tasks[pending[0] as number] as PlanTask).id})`,
    });
  return planOf(slots as PlannedSlot[], frame, tasks);
}

const DAY = 1440;

/**
 * The next moment of day `d` after `t` a task kept from its busy times may start: its people back
 * from elsewhere (with the rest), and on its last day the first moment it could no longer end by the
 * day's end (from then on it is planned regardless); Infinity when none.
 */
function busyMoment(task: PlanTask, at: { d: number; t: number; lastDay: boolean }, frame: PlanFrame): number {
  if (!task.busy) return Infinity;
  let next = Infinity;
  for (const b of task.busy) {
    const back = b.to + frame.rest - at.d * DAY;
    if (back > at.t && back < SCALE) next = Math.min(next, back);
  }
  const past = frame.end - task.minutes + 1;
  if (at.lastDay && past > at.t) next = Math.min(next, past);
  return next;
}

/** Whether a task started on day `d` at `t` comes within `margin` minutes of a time its people are due elsewhere. */
function busyAt(task: PlanTask, d: number, t: number, margin: number): boolean {
  if (!task.busy) return false;
  const from = d * DAY + t;
  const to = from + task.minutes;
  return task.busy.some((b) => from < b.to + margin && b.from - margin < to);
}

/**
 * When task i may start: its sources (task indices) have all ended (`endKey`, filled as they are
 * planned), plus the rest; kept once known, undefined while a source is not planned yet.
 */
function readiness(
  sources: readonly (readonly number[])[],
  endKey: readonly (number | undefined)[],
  rest: number,
): (i: number) => number | undefined {
  const readyAt: (number | undefined)[] = sources.map(() => undefined);
  return (i) => {
    const known = readyAt[i];
    if (known !== undefined) return known;
    let ready = -Infinity;
    for (const k of sources[i] as number[]) {
      const e = endKey[k];
      if (e === undefined) return undefined;
      ready = Math.max(ready, e + rest);
    }
    readyAt[i] = ready;
    return ready;
  };
}

/** The plan of every slot: each day's last end, the late tasks, the tables missing, whether it fits. */
function planOf(done: PlannedSlot[], frame: PlanFrame, tasks: readonly PlanTask[]): DayPlan {
  const lastEnd: (number | null)[] = Array.from({ length: frame.days }, () => null);
  for (const s of done) lastEnd[s.day] = Math.max(lastEnd[s.day] ?? 0, s.end);
  const late = done.filter((s) => s.end > frame.end).map((s) => s.id);
  const missingTables = Math.max(0, ...done.flatMap((s) => s.tables)) - frame.tables;
  return {
    slots: done,
    lastEnd,
    late,
    missingTables: Math.max(0, missingTables),
    fits: late.length === 0 && missingTables <= 0,
    clashed: done.filter((s, i) => busyAt(tasks[i] as PlanTask, s.day, s.start, 0)).map((s) => s.id),
  };
}
