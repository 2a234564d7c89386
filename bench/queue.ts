/**
 * The table queue against the fixed plan (issue 26, part of `npm run bench`): a simulated billiards
 * tournament of 64 players (8 groups of 8, the rules' own format and days, Art. 11 items 1–17) on 8
 * tables, every match lasting a whole number of minutes drawn uniformly from 30 to 80, played from the
 * same seed through the queue (src/rules/queueRun.ts) and through the fixed plan (each match on its
 * planned table, not before its announced time). Prints, over the seeded days, the median moment the
 * first day's stages (1–3) and the whole tournament end each way; fails when the queue's median end
 * is not earlier than the plan's. `BENCH_QUEUE_SEEDS` sets how many seeds (default 25).
 *
 * The forecast (src/rules/forecast.ts, issue 26 item 2) made on the hour through each queue day:
 * by hour of play, the median over the seeds of how far its expected end of the tournament, and of
 * stages 1–3, lies from the actual (minutes, either way).
 */
import {
  drawDay,
  showMoment,
  simulatePlan,
  simulateQueue,
  uniformMinutes,
  type SimDay,
} from '../src/rules/daySimulation';
import { groupSizes } from '../src/rules/draw';
import { forecast, type Forecast } from '../src/rules/forecast';
import { queueGame } from '../src/rules/queueGames';
import { defaultSettings } from '../src/rules/settings';
import type { QueueState } from '../src/rules/tableQueue';

const SEEDS = Number(process.env.BENCH_QUEUE_SEEDS ?? 25);
const LETTERS = 'ABCDEFGH';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : Math.round(((s[mid - 1] as number) + (s[mid] as number)) / 2);
}

/** When the first day's stages (1–3) end. */
function firstDayEnd(day: SimDay): number {
  const g = day.games[0];
  if (!g) return NaN;
  let end = -Infinity;
  for (const m of g.matches) if (m.lastDay === 0) end = Math.max(end, g.progress[m.id]?.ended ?? Infinity);
  return end;
}

const settings = defaultSettings();
settings.billiards.tables = 8;
const groups = groupSizes(64, 8, 4, 8).map((size, i) => ({ letter: LETTERS[i] as string, size }));
const game = queueGame('billiards', { game: 'billiards', groups, format: 'net32' }, settings);
const plannedEnd = Math.max(...game.plan.slots.map((s) => s.day * 1440 + s.end));

/** The forecast made at the first moment of each hour of play (remedies left out: not measured here). */
function hourly(): { observe: (s: QueueState) => void; made: Map<number, Forecast> } {
  const made = new Map<number, Forecast>();
  const observe = (s: QueueState) => {
    const hour = Math.floor(s.now / 60) * 60;
    if (made.has(hour)) return;
    const games = s.games.map((g) => ({
      ...g,
      matches: g.matches.map((m) => ({ ...m })),
      progress: { ...g.progress },
    }));
    made.set(hour, forecast({ ...s, games }, undefined, false));
  };
  return { observe, made };
}

/** Errors by hour, both ends: the tournament's and stages 1–3's (while they are still to come). */
const errors = new Map<number, { end: number[]; first: number[] }>();
function measure(made: Map<number, Forecast>, day: SimDay): void {
  const actual = day.end.billiards as number;
  const first = firstDayEnd(day);
  for (const [hour, f] of made) {
    if (f.now >= actual) continue;
    const e = errors.get(hour) ?? { end: [], first: [] };
    e.end.push(Math.abs((f.games[0]?.end ?? NaN) - actual));
    const stages = f.games[0]?.stages.filter((s) => s.stage <= 3) ?? [];
    if (f.now < first) e.first.push(Math.abs(Math.max(...stages.map((s) => s.end)) - first));
    errors.set(hour, e);
  }
}

const queue = { first: [] as number[], end: [] as number[] };
const plan = { first: [] as number[], end: [] as number[] };
for (let seed = 1; seed <= SEEDS; seed++) {
  const draws = drawDay([game], seed, uniformMinutes(30, 80));
  const watch = hourly();
  const q = simulateQueue([game], draws, { observe: watch.observe, tick: 60 });
  measure(watch.made, q);
  const p = simulatePlan([game], draws);
  queue.first.push(firstDayEnd(q));
  queue.end.push(q.end.billiards as number);
  plan.first.push(firstDayEnd(p));
  plan.end.push(p.end.billiards as number);
}

const gain = median(plan.end) - median(queue.end);
console.log(
  `Table queue vs fixed plan — billiards, 64 players (8 groups of 8), 8 tables, matches 30–80 min, ${SEEDS} seeds`,
);
console.log(`  planned (50-min matches): ends ${showMoment(plannedEnd)}`);
console.log(
  `  stages 1–3 end, median:   queue ${showMoment(median(queue.first))}, plan ${showMoment(median(plan.first))}`,
);
console.log(`  tournament end, median:   queue ${showMoment(median(queue.end))}, plan ${showMoment(median(plan.end))}`);
console.log(
  `  the queue ends ${gain} min earlier (median); earlier on ${queue.end.filter((e, i) => e < (plan.end[i] as number)).length} of ${SEEDS} seeds`,
);
console.log('  forecast error by hour of play, median over seeds (min): tournament end / stages 1–3 end');
for (const hour of [...errors.keys()].sort((a, b) => a - b)) {
  const e = errors.get(hour) as { end: number[]; first: number[] };
  const first = e.first.length > 0 ? String(median(e.first)).padStart(4) : '   –';
  console.log(`    ${showMoment(hour)}  ${String(median(e.end)).padStart(4)} / ${first}  (${e.end.length} seeds)`);
}
if (!(gain > 0)) {
  console.error('bench/queue.ts: the queue does not end earlier than the fixed plan');
  process.exit(1);
}
