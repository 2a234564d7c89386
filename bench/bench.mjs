#!/usr/bin/env node
/**
 * Micro-benchmark of the Apps Script bundle (run with `npm run bench`, which builds first).
 *
 * Prints, for dist/Code.js:
 *  (a) its size in bytes and gzip bytes;
 *  (b) the time to load it into a fresh V8 context (vm.createContext + vm.runInContext),
 *      median / min / max of 20 loads, both with the same source (V8's in-process compilation
 *      cache is warm after the first load) and with a unique trailing comment each time (a full
 *      compile every time, closer to a cold start);
 *  (c) the time of one call of each custom function from inside a loaded context, on the
 *      largest inputs the rules allow, median and p90 over 200 calls after a warm-up;
 *  (d) the first call of each function in a freshly loaded context (lazy compilation included);
 *  (e) the load budget of a custom-function execution (bench/load.mjs): a fresh context that
 *      compiles dist/Code.js from scratch and makes the first GROUP_TABLE call costs at most
 *      LOAD_BUDGET times a 1 KB script; above it the process exits with status 1.
 *
 * Inputs are generated from a fixed seed; every call must succeed (the process exits with
 * status 1 otherwise). Nothing is written to disk. These are Node/V8 timings on the machine
 * that runs the script, not Apps Script timings.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { measureLoad } from './load.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const codePath = join(root, 'dist', 'Code.js');
const SEED = 20240601;
const LOADS = 20;
const WARMUP = 50;
const CALLS = 200;
const FIRST_CALLS = 20;
/** Issue 21 item 8: load + first call, compiled fresh, at most this many times a 1 KB script. */
const LOAD_BUDGET = 15;

if (!existsSync(codePath)) {
  console.error('dist/Code.js is missing: run `node build.mjs` (or `npm run bench`) first');
  process.exit(1);
}
const code = readFileSync(codePath, 'utf8');

// ---- helpers ------------------------------------------------------------------------------

/** mulberry32: a small deterministic PRNG. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
function shuffle(xs) {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function quantile(sorted, q) {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
function summary(samples) {
  const s = samples.slice().sort((x, y) => x - y);
  return { median: quantile(s, 0.5), p90: quantile(s, 0.9), min: s[0], max: s[s.length - 1] };
}

/** A duration in ms, shown in the most readable unit. */
function fmt(ms) {
  if (ms < 1) return `${(ms * 1000).toFixed(1)} µs`;
  if (ms < 100) return `${ms.toFixed(2)} ms`;
  return `${ms.toFixed(0)} ms`;
}

function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c]).length)));
  const line = (r) =>
    r.map((v, c) => (c === 0 ? String(v).padEnd(widths[c]) : String(v).padStart(widths[c]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

function load(source) {
  const ctx = vm.createContext({});
  vm.runInContext(source, ctx, { filename: 'Code.js' });
  return ctx;
}

/** Copies plain data into the context's realm, as Sheets would hand it over. */
function inRealm(ctx, value) {
  return value === undefined ? undefined : vm.runInContext(`(${JSON.stringify(value)})`, ctx);
}

// ---- inputs (largest the rules allow; fixed seed) ----------------------------------------

/** PREF_CLOSE_BULLET: a 4-player pulka, closed early (pools below target). */
function closeBulletInput() {
  const pools = [0, 1, 2, 3].map(() => [int(0, 12) * 2]);
  const mountains = [0, 1, 2, 3].map(() => [int(-4, 40) * 2]);
  const whists = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => (i === j ? '' : int(0, 60) * 2)));
  return [pools, mountains, whists];
}

/** PREF_RATING: 64 players at 16 tables of 4, four of them (at different tables) missed the tour. */
function ratingInput() {
  const whists = [];
  const tables = [];
  const missed = [];
  const missing = new Set([3, 18, 37, 60]);
  const seats = shuffle([...Array(64).keys()]);
  for (let k = 0; k < 64; k++) {
    const t = Math.floor(seats[k] / 4);
    tables.push([`T${t + 1}`]);
    const miss = missing.has(seats[k]);
    missed.push([miss]);
    whists.push([miss ? '' : int(-1200, 1200)]);
  }
  return [whists, tables, missed];
}

/** PREF_STANDINGS: 64 players × 7 tours. */
function standingsInput() {
  const players = [...Array(64).keys()].map((k) => [`Player ${String(k + 1).padStart(2, '0')}`]);
  const ratings = players.map(() => Array.from({ length: 7 }, () => int(-8, 8)));
  const whists = players.map(() => Array.from({ length: 7 }, () => int(-600, 600)));
  return [players, ratings, whists];
}

/** BG_MATCH_POINTS: a 4-party match (1:2 after two, 2:2 after three, the 4th decides). */
function bgInput() {
  return [
    [
      [1, ''],
      ['', 2],
      [1, ''],
      ['', int(1, 2)],
    ],
  ];
}

const GROUP = ['Alma', 'Bars', 'Cedar', 'Dala', 'Erke', 'Fan', 'Gulder', 'Hazar'];

function pairs(n) {
  const out = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}

/** GROUP_*, billiards: 8 players, all 28 best-of-3 matches, 6 columns with balls. */
function billiardsInput() {
  const matches = shuffle(pairs(8)).map(([i, j]) => {
    const [a, b] = rand() < 0.5 ? [i, j] : [j, i];
    const loser = int(0, 1);
    const aWins = rand() < 0.5;
    const balls = [int(8, 16), int(0, 12)];
    return aWins
      ? [GROUP[a], GROUP[b], 2, loser, balls[0], balls[1]]
      : [GROUP[a], GROUP[b], loser, 2, balls[1], balls[0]];
  });
  return [GROUP.map((p) => [p]), matches, 'billiards'];
}

/**
 * GROUP_*, futsal: 8 teams, all 28 matches, built to need tie-breaks:
 * teams 0–2 beat each other in a cycle (2:1) and draw 1:1 with everyone else, so they are
 * level on every criterion (shoot-outs: 0 beat 1 and 2, then 1–2 by head-to-head);
 * teams 3–7 draw every match 1:1 (shoot-outs 3>4, 3>5, 4>5, 6>7 leave 4=6 and 5=7 level).
 */
function futsalInput() {
  const cycle = new Map([
    ['0:1', 0],
    ['1:2', 1],
    ['0:2', 2],
  ]);
  const matches = shuffle(pairs(8)).map(([i, j]) => {
    const w = cycle.get(`${i}:${j}`);
    const [sa, sb] = w === undefined ? [1, 1] : w === i ? [2, 1] : [1, 2];
    return rand() < 0.5 ? [GROUP[i], GROUP[j], sa, sb] : [GROUP[j], GROUP[i], sb, sa];
  });
  const tiebreaks = [
    [0, 1],
    [0, 2],
    [3, 4],
    [3, 5],
    [4, 5],
    [6, 7],
  ].map(([w, l]) => [GROUP[w], GROUP[l]]);
  return [GROUP.map((p) => [p]), matches, 'futsal', tiebreaks];
}

/**
 * PREF_PULKA: a 4-handed pulka to 200 (the final) of 60 deals and 5 penalty rows: a block of 12 deals with
 * every kind (whisted games made and not, a dealer's whist, a half-whist, б3, a misère with the dealer,
 * all-passes and their series, ш1 and ш3) typed 5 times; from the fourth block on, pools overflow into help.
 */
function pulkaInput() {
  const row = (contract, declarer, ...seats) => ['', contract, declarer, ...seats];
  const block = [
    row('6♠', 1, 6, 'в4', 'п', ''),
    row('распасы', '', 1, 3, 6, 0),
    row('7 бп', 3, 'п', 'в2', 7, 'п1'),
    row('7', 4, 'п', '½', '', ''),
    row('ш1', 2, '', '', '', ''),
    row('8', 2, 1, 9, 0, ''),
    row('мизер', 3, 'м', '', 1, ''),
    row('9', 4, 'п', '', 'в2', 8),
    row('7', 1, 'б3', '', '', ''),
    row('ш3 8', 2, '', '', '', ''),
    row('10', 2, '', '', 'п', 'п'),
    row('р', '', '', 2, '', 8),
    row('7', 1, 7, 'в3', '', 'п'),
  ];
  const deals = [];
  for (let k = 0; k < 5; k++) deals.push(...block.map((r) => r.slice()));
  return [deals, [['Асель', 'Bolat', 'Дана', 'Erlan']], 200];
}

const billiards = billiardsInput();

/** KASE_QUEUE: 64 billiards players in 16 groups of 4 (96 matches) on 8 tables, 40 called, 36 played (24 recorded). */
function queueInput() {
  const berger = [
    [0, 3],
    [1, 2],
    [0, 2],
    [3, 1],
    [0, 1],
    [2, 3],
  ];
  const rows = [];
  for (let round = 0; round < 6; round++)
    for (let g = 0; g < 16; g++) {
      const [a, b] = berger[round].map((i) => `P${g * 4 + i + 1}`);
      rows.push([`g:${g}:${round}`, `${a} – ${b}`, `1 ${10 + round}:00`, 40, a, b, 1, 1, false, false, '', '', '']);
    }
  rows.slice(0, 40).forEach((r, i) => {
    r[10] = `1 ${10 + Math.floor(i / 8)}:${String((i % 8) * 5).padStart(2, '0')}`;
    r[11] = (i % 8) + 1;
    if (i < 36) r[8] = true;
    if (i < 24) r[12] = `1 ${10 + Math.floor(i / 8)}:${String(40 + (i % 8) * 2).padStart(2, '0')}`;
  });
  const tables = Array.from({ length: 8 }, (_, i) => [i + 1, false]);
  return [tables, rows, [['10:00', '22:00', 5, 10]]];
}
const futsal = futsalInput();

const isGrid = (v, rows, cols) =>
  Array.isArray(v) && v.length === rows && v.every((r) => Array.isArray(r) && r.length === cols);
const clean = (v) =>
  Array.isArray(v)
    ? v.every(clean)
    : ['number', 'string', 'boolean'].includes(typeof v) && !Number.isNaN(v) && v !== Infinity && v !== -Infinity;

const CASES = [
  {
    name: 'PREF_CLOSE_BULLET',
    label: '4 players',
    players: 4,
    args: closeBulletInput(),
    check: (r) => isGrid(r, 4, 1) && r.reduce((s, [v]) => s + v, 0) === 0,
  },
  {
    name: 'PREF_RATING',
    label: '64 players, 16 tables, missed',
    players: 64,
    args: ratingInput(),
    check: (r) => isGrid(r, 64, 1),
  },
  {
    name: 'PREF_PULKA',
    label: '60 deals, 4 players, to 200',
    players: 4,
    args: pulkaInput(),
    check: (r) => isGrid(r, 4, 9) && r.some((row) => row[7] === true) && r.every((row) => row[0] <= 200),
    // issue 14: at most 1 ms a call for 60 deals
    limit: 1,
  },
  {
    // the one call of a table kept deal by deal on the protocol sheet: the pulka and its result
    name: 'PREF_PROTOCOL',
    label: '60 deals, 4 players, to 200 (final)',
    players: 4,
    args: [...pulkaInput(), true, false],
    check: (r) =>
      isGrid(r, 4, 10) &&
      r.every((row) => row[0] <= 200) &&
      (r.every((row) => row[9] === '') || r.reduce((s, row) => s + row[9], 0) === 0),
    // issue 14 item 4: at most 1 ms a call for 60 deals
    limit: 1,
  },
  { name: 'PREF_TABLES', label: 'count = 64', players: 64, args: [64], check: (r) => isGrid(r, 16, 1) },
  {
    name: 'PREF_STANDINGS',
    label: '64 players × 7 tours',
    players: 64,
    args: standingsInput(),
    check: (r) => isGrid(r, 64, 4),
  },
  {
    name: 'BG_MATCH_POINTS',
    label: '4 parties',
    players: 2,
    args: bgInput(),
    check: (r) => isGrid(r, 1, 3) && r[0][2] !== '',
  },
  {
    name: 'GROUP_RANK',
    label: 'billiards, 8 players, 28 × 6',
    players: 8,
    args: billiards,
    check: (r) => isGrid(r, 8, 1),
  },
  {
    name: 'GROUP_TABLE',
    label: 'billiards, 8 players, 28 × 6',
    players: 8,
    args: billiards,
    check: (r) => isGrid(r, 8, 10),
  },
  {
    name: 'GROUP_RANK',
    label: 'futsal, 8 teams, 28 × 4, ties',
    players: 8,
    args: futsal,
    check: (r) => isGrid(r, 8, 1),
  },
  {
    name: 'GROUP_TABLE',
    label: 'futsal, 8 teams, 28 × 4, ties',
    players: 8,
    args: futsal,
    check: (r) => isGrid(r, 8, 10),
  },
  {
    name: 'KASE_QUEUE',
    label: 'billiards, 64 players, 96 matches, 8 tables',
    players: 64,
    args: queueInput(),
    check: (r) => isGrid(r, 8, 2),
  },
];

/** Calls a case once in a context; exits the process if the call fails or the result is wrong. */
function callChecked(ctx, c, args) {
  let result;
  try {
    result = ctx[c.name](...args);
  } catch (e) {
    console.error(`${c.name} (${c.label}) failed on its benchmark input: ${e && e.message}`);
    process.exit(1);
  }
  if (!clean(result) || !c.check(result)) {
    console.error(`${c.name} (${c.label}) returned an unexpected result: ${JSON.stringify(result)}`);
    process.exit(1);
  }
  return result;
}

// ---- (e) measured first, printed last -------------------------------------------------------

/**
 * A busy machine can lift one reading: one over the budget is measured twice more, and the median
 * of the three counts (each reading is itself the median of 40 alternating runs). Measured first,
 * in a process that has loaded nothing yet: after (b)–(d) have made a few hundred contexts, the
 * garbage collector alone doubles a fresh compile.
 */
const readings = [measureLoad(codePath)];
if (readings[0].unique.cpu.ratio > LOAD_BUDGET) readings.push(measureLoad(codePath), measureLoad(codePath));

// ---- (a) size -----------------------------------------------------------------------------

const bytes = Buffer.byteLength(code);
const gz = gzipSync(code).length;

console.log(`Node ${process.version} (V8 ${process.versions.v8}), ${process.platform}/${process.arch}`);
console.log(`CPU: ${cpus()[0]?.model ?? 'unknown'} (${cpus().length} logical cores)`);
console.log(`seed ${SEED}; ${LOADS} loads; ${CALLS} timed calls per function after ${WARMUP} warm-up calls`);
console.log('');
console.log(`(a) dist/Code.js: ${bytes} bytes, ${gz} bytes gzip (${((gz / bytes) * 100).toFixed(0)}%)`);
console.log('');

// ---- (b) load -----------------------------------------------------------------------------

function timeLoads(unique) {
  const samples = [];
  for (let k = 0; k < LOADS; k++) {
    const source = unique ? `${code}\n// load ${k} ${Date.now()}\n` : code;
    const t0 = performance.now();
    const ctx = load(source);
    samples.push(performance.now() - t0);
    if (typeof ctx.PREF_TABLES !== 'function' || typeof ctx.Tournament !== 'object') {
      console.error('dist/Code.js did not define the expected globals');
      process.exit(1);
    }
  }
  return summary(samples);
}
const emptyCtx = summary(
  Array.from({ length: LOADS }, () => {
    const t0 = performance.now();
    vm.createContext({});
    return performance.now() - t0;
  }),
);
const loadSame = timeLoads(false);
const loadUnique = timeLoads(true);

console.log('(b) load into a fresh context: vm.createContext({}) + vm.runInContext(code)');
table(
  ['', 'median', 'min', 'max'],
  [
    ['empty vm.createContext({}) alone', fmt(emptyCtx.median), fmt(emptyCtx.min), fmt(emptyCtx.max)],
    ['load, same source each time', fmt(loadSame.median), fmt(loadSame.min), fmt(loadSame.max)],
    ['load, unique source each time', fmt(loadUnique.median), fmt(loadUnique.min), fmt(loadUnique.max)],
  ],
);
console.log('');

// ---- (c) per call, warm -------------------------------------------------------------------

const ctx = load(code);
const rows = [];
for (const c of CASES) {
  const args = c.args.map((a) => inRealm(ctx, a));
  for (let k = 0; k < WARMUP; k++) callChecked(ctx, c, args);
  const samples = [];
  for (let k = 0; k < CALLS; k++) {
    const t0 = performance.now();
    ctx[c.name](...args);
    samples.push(performance.now() - t0);
  }
  callChecked(ctx, c, args);
  c.warm = summary(samples);
}

// ---- (d) first call in a fresh context ----------------------------------------------------

for (const c of CASES) {
  const samples = [];
  for (let k = 0; k < FIRST_CALLS; k++) {
    const fresh = load(code);
    const args = c.args.map((a) => inRealm(fresh, a));
    const t0 = performance.now();
    callChecked(fresh, c, args);
    samples.push(performance.now() - t0);
  }
  c.first = summary(samples);
}

console.log(`(c) one call from inside a loaded context (warm), and (d) the first call in a fresh context`);
for (const c of CASES) {
  rows.push([
    `${c.name} (${c.label})`,
    fmt(c.warm.median),
    fmt(c.warm.p90),
    `${((c.warm.median / c.players) * 1000).toFixed(2)} µs`,
    `${((c.warm.median / loadSame.median) * 100).toFixed(2)}%`,
    fmt(c.first.median),
  ]);
}
table(['function (input)', 'median', 'p90', 'median/player', 'median/load', 'first call (d)'], rows);
console.log('');
for (const c of CASES) {
  if (c.limit !== undefined && c.warm.median > c.limit) {
    console.error(`${c.name} (${c.label}): median ${fmt(c.warm.median)}, over its limit of ${fmt(c.limit)}`);
    process.exitCode = 1;
  }
}
console.log('median/load: warm per-call median relative to the median load time (same source).');
console.log('All figures are Node/V8 on this machine, not Apps Script; Sheets adds its own per-call overhead.');

// ---- (e) the load budget --------------------------------------------------------------------

const ratios = readings.map((r) => r.unique.cpu.ratio).sort((x, y) => x - y);
const counted = ratios[ratios.length >> 1];
const last = readings[readings.length - 1];
console.log('');
console.log(
  '(e) a custom-function execution: fresh context + load + first GROUP_TABLE, vs a 1 KB script (bench/load.mjs)',
);
table(
  ['', 'ours: load + first call (wall)', '1 KB script (wall)', 'ratio (wall)', 'CPU: ours', '1 KB', 'ratio (CPU)'],
  [
    ['compiled script reused', last.same],
    ['compiled from scratch', last.unique],
  ].map(([what, r]) => [
    what,
    `${fmt(r.load)} + ${fmt(r.first)}`,
    fmt(r.trivial),
    `${r.ratio.toFixed(1)}×`,
    fmt(r.cpu.total),
    fmt(r.cpu.trivial),
    `${r.cpu.ratio.toFixed(1)}×`,
  ]),
);
console.log(
  `compiled from scratch, by CPU time: ${ratios.map((r) => `${r.toFixed(1)}×`).join(', ')} (median ${counted.toFixed(1)}×; budget ${LOAD_BUDGET}×)`,
);
if (counted > LOAD_BUDGET) {
  console.error(
    `load + first call compiled from scratch is ${counted.toFixed(1)}× a 1 KB script (CPU time), over the budget of ${LOAD_BUDGET}×`,
  );
  process.exitCode = 1;
}
