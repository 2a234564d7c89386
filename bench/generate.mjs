#!/usr/bin/env node
/**
 * Generation benchmark (part of `npm run bench`): the largest tournament of SPEC §4 — 8 futsal
 * teams of 10, 64 billiards players, 24 backgammon players, 64 preference players — run through
 * the server functions of the real bundle (dist/Code.js loaded into a fresh V8 context, as Apps
 * Script does) against a light counting fake of SpreadsheetApp (bench/gas-fake.mjs).
 *
 * Prints, per action, the median time over RUNS fresh spreadsheets and the Spreadsheet service
 * calls per written sheet by category (values = getValues/getFormulas/setValues/clear…,
 * formats, metadata writes (the identity anchors), navigation (metadata reads included), builders). Times are our code only: Sheets' own latency per call
 * (typically tens of milliseconds) comes on top, which is why the call counts matter.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { createGas } from './gas-fake.mjs';
import { pasteLargest } from './largest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const code = readFileSync(join(root, 'dist', 'Code.js'), 'utf8');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

function load(gas) {
  const context = vm.createContext({ SpreadsheetApp: gas.SpreadsheetApp, LockService: gas.LockService, console });
  vm.runInContext(code, context, { filename: 'Code.js' });
  return context;
}

const ACTIONS = [
  ['setup (settings + 4 registration sheets)', null, (ctx) => ctx.serverSetup('ru')],
  ['check registration: billiards 64', ['billiards'], (ctx) => ctx.serverCheckRegistration('billiards')],
  ['draw + groups: futsal 8 teams', ['futsal'], (ctx) => ctx.serverDraw('futsal', { seed: 1, acceptWarnings: true })],
  [
    'draw + groups: billiards 64',
    ['billiards'],
    (ctx) => ctx.serverDraw('billiards', { seed: 1, acceptWarnings: true }),
  ],
  [
    'draw + groups: backgammon 24',
    ['backgammon'],
    (ctx) => ctx.serverDraw('backgammon', { seed: 1, acceptWarnings: true }),
  ],
  ['play-off: futsal', ['futsal'], (ctx) => ctx.serverGenerateBracket('futsal')],
  ['net: billiards (net32)', ['billiards'], (ctx) => ctx.serverGenerateBracket('billiards')],
  ['play-off: backgammon (qf8)', ['backgammon'], (ctx) => ctx.serverGenerateBracket('backgammon')],
  ['preference: attendance 64', ['preference'], (ctx) => ctx.serverPrepareAttendance?.()],
  ['preference: seat tour 1 (64)', ['preference'], (ctx) => ctx.serverSeatTour?.(1, { seed: 1 })],
  // The day plans (issue 11): every match or tour with its day, time and court or table, and the
  // plan by player. At the settings' defaults futsal (1 pitch) and billiards (8 tables) do not fit,
  // so their plans also find what would (planning again with more tables, shorter matches, the
  // abridged format); billiards once more on 32 tables, where it fits.
  ['day plan: futsal (1 pitch: what would fit)', ['futsal'], (ctx) => ctx.serverDayPlan?.('futsal')],
  ['day plan: billiards (8 tables: what would fit)', ['billiards'], (ctx) => ctx.serverDayPlan?.('billiards')],
  ['day plan: billiards (32 tables: fits)', ['billiards'], (ctx) => ctx.serverDayPlan?.('billiards')],
  ['day plan: backgammon', ['backgammon'], (ctx) => ctx.serverDayPlan?.('backgammon')],
  ['day plan: preference (tour 1 seated)', ['preference'], (ctx) => ctx.serverDayPlan?.('preference')],
  // The notices (issue 11 item 6): every participant's first time and place from the four plans;
  // then a day plan made again, which makes the notices again with it.
  ['notices (every game, 232 participants)', null, (ctx) => ctx.serverNotices?.()],
  ['day plan again: backgammon (+ the notices)', ['backgammon'], (ctx) => ctx.serverDayPlan?.('backgammon')],
  // The sidebar's status over the whole book as it now is (its calls, not a sheet it writes).
  ['status (the whole book)', null, (ctx) => ctx.serverStatus()],
  // Once every game has its first day, the status also counts who has no time yet (it reads the 4 plans).
  ['status (first days set: + who has no time yet)', null, (ctx) => ctx.serverStatus()],
];

/** The committee types a setting (not timed): the value cell of its row on the settings sheet. */
function setSetting(app, key, value) {
  const sheet = app.getActiveSpreadsheet().getSheetByName('Настройки');
  const rows = sheet.getDataRange().getValues();
  const r = rows.findIndex((line) => line[0] === key);
  sheet.getRange(r + 1, 3, 1, 1).setValues([[value]]);
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const rows = [];
const timings = new Map();
let lastCalls = null;
for (let run = 0; run < RUNS; run++) {
  const g = createGas();
  const c = load(g);
  const perAction = [];
  for (const [label, , act] of ACTIONS) {
    if (
      label.startsWith('preference:') &&
      typeof c[label.includes('attendance') ? 'serverPrepareAttendance' : 'serverSeatTour'] !== 'function'
    )
      continue;
    if (label.startsWith('day plan') && typeof c.serverDayPlan !== 'function') continue;
    if (label.startsWith('notices') && typeof c.serverNotices !== 'function') continue;
    if (label.includes('32 tables')) {
      // Made anew (the light fake keeps no protection to tell our cells from typed ones on a rewrite).
      const book = g.SpreadsheetApp.getActiveSpreadsheet();
      for (const name of ['Бильярд план дня', 'Бильярд план участников']) book.deleteSheet(book.getSheetByName(name));
      setSetting(g.SpreadsheetApp, 'billiards.tables', 32);
    }
    if (label.includes('first days set'))
      for (const game of ['futsal', 'billiards', 'backgammon', 'preference'])
        setSetting(g.SpreadsheetApp, `${game}.firstDay`, '24.11.2026');
    const before = g.calls.length;
    const t0 = performance.now();
    const result = act(c);
    const ms = performance.now() - t0;
    if (result && result.ok === false)
      throw new Error(`${label}: ${result.message}\n${JSON.stringify(result.problems?.slice(0, 5))}`);
    const calls = g.calls.slice(before);
    if (label.startsWith('setup')) {
      // the committee fills in the registration sheets (not timed)
      pasteLargest(g.SpreadsheetApp);
    }
    if (!timings.has(label)) timings.set(label, []);
    timings.get(label).push(ms);
    perAction.push({ label, calls, sheets: result?.sheets ?? [] });
  }
  lastCalls = perAction;
}

for (const { label, calls, sheets } of lastCalls) {
  // BENCH_CALLS=<part of an action's label> prints how many calls of each method that action made.
  if (process.env.BENCH_CALLS && label.includes(process.env.BENCH_CALLS)) {
    const histogram = {};
    for (const x of calls) histogram[x.method] = (histogram[x.method] ?? 0) + 1;
    console.log(label, histogram);
  }
  const by = (sheet, category) => calls.filter((x) => x.sheet === sheet && x.category === category).length;
  const written = sheets.length ? sheets : [];
  const perSheet = written.map(
    (s) => `${s}: ${by(s, 'values')} values / ${by(s, 'formats')} formats / ${by(s, 'metadata')} metadata`,
  );
  const maxValues = Math.max(0, ...written.map((s) => by(s, 'values')));
  rows.push({
    action: label,
    'median ms': median(timings.get(label)).toFixed(1),
    sheets: written.length,
    'max value calls / sheet': maxValues,
    'metadata writes': calls.filter((x) => x.category === 'metadata').length,
    'all calls': calls.length,
    detail: perSheet.join('; '),
  });
}
console.log(
  `\nGeneration of the largest tournament through dist/Code.js (median of ${RUNS} fresh spreadsheets; light fake, no formula engine):`,
);
console.table(rows.map(({ detail: _detail, ...r }) => r));
for (const r of rows) if (r.detail) console.log(`  ${r.action}: ${r.detail}`);
const total = rows.reduce((n, r) => n + Number(r['median ms']), 0);
console.log(`  total (sum of medians): ${total.toFixed(1)} ms`);
const over = rows.filter((r) => r['max value calls / sheet'] > 6);
if (over.length) {
  console.error(`over 6 value calls per sheet: ${over.map((r) => r.action).join(', ')}`);
  process.exit(1);
}
