/**
 * The table queue against the fixed plan (issue 26, part of `npm run bench`): a simulated billiards
 * tournament of 64 players (8 groups of 8, the rules' own format and days, Art. 11 items 1–17) on 8
 * tables, every match lasting a whole number of minutes drawn uniformly from 30 to 80, played from the
 * same seed through the queue (src/rules/queueRun.ts) and through the fixed plan (each match on its
 * planned table, not before its announced time). Prints, over the seeded days, the median moment the
 * first day's stages (1–3) and the whole tournament end each way; fails when the queue's median end
 * is not earlier than the plan's. `BENCH_QUEUE_SEEDS` sets how many seeds (default 25).
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
import { queueGame } from '../src/rules/queueGames';
import { defaultSettings } from '../src/rules/settings';

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

const queue = { first: [] as number[], end: [] as number[] };
const plan = { first: [] as number[], end: [] as number[] };
for (let seed = 1; seed <= SEEDS; seed++) {
  const draws = drawDay([game], seed, uniformMinutes(30, 80));
  const q = simulateQueue([game], draws);
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
if (!(gain > 0)) {
  console.error('bench/queue.ts: the queue does not end earlier than the fixed plan');
  process.exit(1);
}
