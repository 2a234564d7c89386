/**
 * Custom-function calls of the largest tournament (part of `npm run bench`): in Google Sheets every
 * cell whose formula calls one of our functions is one server execution, and a chain of them runs
 * in sequence. The book: 8 futsal teams, 64 billiards, 24 backgammon and 64 preference players
 * (bench/largest.mjs), drawn, play-offs generated, all 7 preference tours seated and played, the
 * final seated — through the server API on the fake spreadsheet.
 *
 * Prints:
 *  - custom-function cells in the whole book, by function;
 *  - identical calls (the same function with the same arguments on the same sheet, beyond the first);
 *  - what one whist typed into a complete preference table (and one backgammon party) sets off: the
 *    custom-function cells that recompute, and how many of them run one after another (the longest
 *    chain), found by following the formulas' references (spilled areas included) from the typed cell;
 *  - service calls of two actions on that book: serverStatus (getSheets / getSheetByName) and a
 *    withdrawal in a billiards group (value calls on the group sheet);
 *  - the cold load and first call of dist/Code.js against a 1 KB script (bench/load.mjs);
 * each beside its figure before issue "Fast and faithful" and the goal.
 */
import * as functions from '../src/functions/index';
import * as api from '../src/sheets/api';
import { createFakeServices, type FakeBook } from '../fakes';
import { a1, type Rect } from '../src/sheets/plan';
import { spillArea } from '../src/sheets/spill';
import { blockRects } from '../src/sheets/kinds/tableBlock';
import { DEAL, PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../src/sheets/kinds/protocolSheet';
import { tourLayout } from '../src/sheets/kinds/tourSheet';
import { groupLayout } from '../src/sheets/kinds/groupSheet';
import type { ActionResult } from '../src/sheets/context';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pasteLargest } from './largest.mjs';
import { measureLoad } from './load.mjs';

const NAMES = Object.keys(functions);

function ok<T>(r: ActionResult<T>): T {
  if (!r.ok) throw new Error(r.message);
  return r.data as T;
}

/** The book of the largest tournament, preference played to the final. */
export function largestBook() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 9) });
  ok(api.setup(services, { lang: 'ru' }));
  pasteLargest(services.app);
  let partyCell = { sheet: '', a1: '' };
  for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
    const drawn = ok(api.draw(services, game, { seed: 1, acceptWarnings: true }));
    ok(api.generateBracket(services, game));
    if (game === 'backgammon') {
      const layout = groupLayout('backgammon', drawn.groups);
      const first = layout.blocks[0]!.matches[0]!;
      partyCell = { sheet: 'Нарды группы', a1: a1(first.row, layout.columns.partyA as number) };
    }
  }
  ok(api.prepareAttendance(services, { acceptWarnings: true }));
  let whistCell = { sheet: '', a1: '' };
  let dealCell = { sheet: '', a1: '' };
  for (let n = 1; n <= 7; n++) {
    const t = ok(api.seatTour(services, n, n === 1 ? { seed: 1, acceptWarnings: true } : { acceptWarnings: true }));
    const sheet = `Преферанс тур ${n}`;
    const blocks = tourLayout([], t.tables).blocks;
    // Tour 7 keeps its last table deal by deal (issue 14): three deals and the stop by the clock.
    const keptBlock = n === 7 ? blocks[blocks.length - 1] : undefined;
    if (keptBlock) {
      ok(api.keepTable(services, { tour: n, table: keptBlock.label, mode: 'deals' }));
      const proto = `Преферанс тур ${n} пульки`;
      const s = protocolLayout([{ label: keptBlock.label, players: keptBlock.players }], TOUR_DEALS).sections[0]!;
      const top = sectionRows.firstDeal(s);
      const deal = (d: number, cells: string[]) =>
        cells.forEach((v, j) => v !== '' && book.typeAs('referee', proto, a1(top + d, DEAL.contract + j), v));
      const four = keptBlock.players.length === 4;
      deal(0, ['6', '1', ...(four ? ['6', '2', '2', ''] : ['6', '2', '2'])]);
      deal(1, ['распасы', '', ...(four ? ['0', '4', '3', '3'] : ['4', '3', '3'])]);
      book.typeAs('referee', proto, a1(sectionRows.stopped(s), PIC.pool), true);
      dealCell = { sheet: proto, a1: a1(top + 2, DEAL.contract) };
    }
    for (const b of blocks) {
      if (b === keptBlock) continue;
      const r = blockRects(b);
      b.players.forEach((_, k) => {
        book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), 120);
        book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), 10 * ((k + n) % b.players.length));
      });
      if (n === 7 && whistCell.sheet === '') whistCell = { sheet, a1: a1(r.first, r.whists.col + 1) };
    }
  }
  const fin = api.seatFinal(services, { acceptWarnings: true });
  const tie = fin.data?.tie;
  if (!fin.ok && tie)
    ok(api.seatFinal(services, { acceptWarnings: true, pick: tie.tied.slice(0, tie.seats), pickReason: 'жребий' }));
  else ok(fin);
  return { services, book, whistCell, partyCell, dealCell };
}

interface FormulaCell {
  sheet: string;
  row: number;
  col: number;
  formula: string;
  /** our functions it calls */
  calls: string[];
  /** what it reads */
  refs: { sheet: string; rect: Rect }[];
  /** what it fills (itself, or its spill) */
  area: Rect;
}

const REF = /(?:'((?:[^']|'')+)'|([A-Za-zА-Яа-яЁё0-9_]+))?(!)?\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?/g;

function colOf(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function parseRefs(formula: string, here: string): { sheet: string; rect: Rect }[] {
  const out: { sheet: string; rect: Rect }[] = [];
  const text = formula.replace(/"(?:[^"]|"")*"/g, '""');
  for (const m of text.matchAll(REF)) {
    const [, quoted, bare, bang, c1, r1, c2, r2] = m;
    const sheet = bang ? (quoted?.replace(/''/g, "'") ?? bare ?? here) : here;
    if (!bang && bare) continue; // a function name or a word glued to letters: not a reference
    const row1 = Number(r1) - 1;
    const col1 = colOf(c1 as string);
    const row2 = r2 ? Number(r2) - 1 : row1;
    const col2 = c2 ? colOf(c2) : col1;
    out.push({
      sheet,
      rect: {
        row: Math.min(row1, row2),
        col: Math.min(col1, col2),
        rows: Math.abs(row2 - row1) + 1,
        cols: Math.abs(col2 - col1) + 1,
      },
    });
  }
  return out;
}

const overlap = (a: Rect, b: Rect) =>
  a.row < b.row + b.rows && b.row < a.row + a.rows && a.col < b.col + b.cols && b.col < a.col + a.cols;

/** Each call of our functions in a formula, as its text "NAME(…)" (parentheses balanced, strings skipped). */
function callsIn(formula: string): string[] {
  const out: string[] = [];
  for (const name of NAMES) {
    for (const m of formula.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
      let depth = 0;
      let inString = false;
      for (let i = m.index + name.length; i < formula.length; i++) {
        const ch = formula[i];
        if (ch === '"') inString = !inString;
        if (inString) continue;
        if (ch === '(') depth++;
        if (ch === ')' && --depth === 0) {
          out.push(formula.slice(m.index, i + 1));
          break;
        }
      }
    }
  }
  return out;
}

/** From a typed cell: every formula reading a changed area changes; the depth counts our calls on the way. */
function reach(cells: readonly FormulaCell[], from: { sheet: string; a1: string }): { reached: number; chain: number } {
  const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(from.a1) as RegExpExecArray;
  const depth = new Map<FormulaCell, number>();
  let frontier: { sheet: string; rect: Rect; depth: number }[] = [
    { sheet: from.sheet, rect: { row: Number(digits) - 1, col: colOf(letters as string), rows: 1, cols: 1 }, depth: 0 },
  ];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const changed of frontier) {
      for (const c of cells) {
        if (!c.refs.some((r) => r.sheet === changed.sheet && overlap(r.rect, changed.rect))) continue;
        const d = changed.depth + (c.calls.length > 0 ? 1 : 0);
        if ((depth.get(c) ?? -1) >= d) continue;
        depth.set(c, d);
        next.push({ sheet: c.sheet, rect: c.area, depth: d });
      }
    }
    frontier = next;
  }
  const ours = [...depth.keys()].filter((c) => c.calls.length > 0);
  return { reached: ours.length, chain: Math.max(0, ...ours.map((c) => depth.get(c) as number)) };
}

export interface CallCounts {
  cells: number;
  byFunction: Record<string, number>;
  duplicates: number;
  /** after one whist typed in a complete preference table */
  reached: number;
  chain: number;
  /** after one backgammon party typed */
  partyReached: number;
  partyChain: number;
  /** after one deal typed in a table kept deal by deal */
  dealReached: number;
  dealChain: number;
  /** serverStatus over the whole book */
  status: { getSheets: number; getSheetByName: number };
  /** a withdrawal in a billiards group of 8: value calls on the group sheet (reads and writes), writes */
  withdraw: { values: number; writes: number };
  /** service calls of each sidebar action on the book, in the order run */
  actions: ActionCalls[];
}

/** What one server action asked of the spreadsheet. */
export interface ActionCalls {
  action: string;
  /** the action's own answer: done, or refused (a refusal reads as much as a success) */
  ok: boolean;
  getSheets: number;
  getSheetByName: number;
  /** developer-metadata searches (the sheet index finds our sheets by id with one) */
  finds: number;
  /** value reads of the settings sheet */
  settingsReads: number;
  /** the most value calls (reads and writes) on one sheet, and that sheet */
  maxValues: number;
  maxSheet: string;
  /** value writes over all sheets */
  writes: number;
}

/** Runs `run` on a fresh call log and counts what it asked for. */
function callsOf(book: FakeBook, action: string, run: () => ActionResult<unknown>): ActionCalls {
  book.resetCalls();
  const r = run();
  const log = book.calls.filter((c) => c.category === 'values');
  const bySheet = new Map<string, number>();
  for (const c of log) if (c.sheet !== null) bySheet.set(c.sheet, (bySheet.get(c.sheet) ?? 0) + 1);
  const [maxSheet, maxValues] = [...bySheet].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  return {
    action,
    ok: r.ok,
    getSheets: book.countCalls({ method: 'getSheets' }),
    getSheetByName: book.countCalls({ method: 'getSheetByName' }),
    finds: book.countCalls({ method: 'find' }),
    settingsReads: log.filter((c) => c.sheet === 'Настройки' && !c.write).length,
    maxValues,
    maxSheet,
    writes: log.filter((c) => c.write).length,
  };
}

export function measure(): CallCounts {
  const { services, book, whistCell, partyCell, dealCell } = largestBook();
  const cells: FormulaCell[] = [];
  for (const sheet of services.app.getActiveSpreadsheet().getSheets()) {
    const name = sheet.getName();
    sheet
      .getDataRange()
      .getFormulas()
      .forEach((line, row) =>
        line.forEach((formula, col) => {
          if (!formula) return;
          const calls = NAMES.filter((f) => new RegExp(`\\b${f}\\(`).test(formula));
          cells.push({
            sheet: name,
            row,
            col,
            formula,
            calls,
            refs: parseRefs(formula, name),
            area: spillArea(formula, row, col) ?? { row, col, rows: 1, cols: 1 },
          });
        }),
      );
  }
  const custom = cells.filter((c) => c.calls.length > 0);
  const byFunction: Record<string, number> = {};
  for (const c of custom) for (const f of c.calls) byFunction[f] = (byFunction[f] ?? 0) + 1;
  // The same call (function and arguments) twice on a sheet, e.g. INDEX(PREF_CLOSE_BULLET(…), k) per seat.
  const seen = new Set<string>();
  let duplicates = 0;
  for (const c of custom) {
    for (const call of callsIn(c.formula)) {
      const key = `${c.sheet}\u0000${call.replace(/\$/g, '')}`;
      if (seen.has(key)) duplicates++;
      seen.add(key);
    }
  }
  const whist = reach(cells, whistCell);
  const party = reach(cells, partyCell);
  const deal = reach(cells, dealCell);
  // Service calls of two actions on this book: the sidebar's status, and a withdrawal in a billiards group.
  book.resetCalls();
  ok(api.status(services));
  const status = {
    getSheets: book.countCalls({ method: 'getSheets' }),
    getSheetByName: book.countCalls({ method: 'getSheetByName' }),
  };
  book.resetCalls();
  ok(api.withdraw(services, 'billiards', 'Ахметов0 Алмас'));
  const withdraw = {
    values: book.countCalls({ sheet: 'Бильярд группы', category: 'values' }),
    writes: book.countCalls({ sheet: 'Бильярд группы', category: 'values', write: true }),
  };
  // Every kind of sidebar action once on this book (read-only ones first; the last ones write).
  const finalist = ok(api.preferenceStatus(services)).final.players[0] ?? '';
  const actions = [
    callsOf(book, 'status', () => api.status(services)),
    callsOf(book, 'preferenceStatus', () => api.preferenceStatus(services)),
    callsOf(book, 'checkRegistration (billiards)', () => api.checkRegistration(services, 'billiards')),
    callsOf(book, 'finalizeStage (billiards groups, not played: refused)', () =>
      api.finalizeStage(services, 'billiards', 'groups'),
    ),
    callsOf(book, 'withdraw (backgammon)', () => api.withdraw(services, 'backgammon', 'Смирнов2 Сергей')),
    callsOf(book, 'penalty (final, 11.1)', () =>
      api.penalty(services, { tour: 'final', player: finalist, kind: 'speaking', reason: 'bench' }),
    ),
    // Made again (made once just before, uncounted: a new sheet's name is looked up with getSheetByName).
    callsOf(
      book,
      'dayPlan again (billiards: 8 tables, what would fit)',
      () => (api.dayPlan(services, 'billiards'), book.resetCalls(), api.dayPlan(services, 'billiards')),
    ),
  ];
  return {
    cells: custom.length,
    byFunction,
    duplicates,
    reached: whist.reached,
    chain: whist.chain,
    partyReached: party.reached,
    partyChain: party.chain,
    dealReached: deal.reached,
    dealChain: deal.chain,
    status,
    withdraw,
    actions,
  };
}

/**
 * The figures before issue "Fast and faithful", measured with this same script's method on the book
 * as it was generated then (commit c017a96; the load row on d8c6940, the last commit before the
 * light load, with bench/load.mjs), and the issue's own figures for reference.
 */
const BEFORE = {
  cells: '542 (issue: 537)',
  duplicates: '339 (issue: 334)',
  reached: '6: 4 identical + rating + standings',
  chain: '3',
  party: '2: BG_MATCH_POINTS → GROUP_TABLE (68 BG cells)',
  status: '1 / 0 (issue: ~82 getSheetByName)',
  withdraw: '16 (14) (issue: 13)',
  load: '16× (full compile: 42×; issue: 27×)',
};

if (process.argv[1] && /calls\.ts$/.test(process.argv[1])) {
  const t0 = performance.now();
  const m = measure();
  console.log(
    `\nCustom-function calls of the largest tournament (8 teams, 64, 24, 64; all 7 preference tours played, the final seated), ${((performance.now() - t0) / 1000).toFixed(1)} s:`,
  );
  const load = measureLoad(join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'Code.js'));
  const x = (r: number) => `${r.toFixed(1)}×`;
  console.table([
    { measure: 'custom-function cells in the whole book', before: BEFORE.cells, now: m.cells, goal: '≤ 136' },
    { measure: 'identical custom-function calls', before: BEFORE.duplicates, now: m.duplicates, goal: '0' },
    {
      measure: 'custom-function cells recomputed after one whist typed',
      before: BEFORE.reached,
      now: m.reached,
      goal: 'no duplicates',
    },
    { measure: '… of them one after another (longest chain)', before: BEFORE.chain, now: m.chain, goal: '≤ 3' },
    {
      measure: 'custom-function cells recomputed after one deal typed in a kept pulka (chain)',
      before: '— (issue 14)',
      now: `${m.dealReached} (${m.dealChain})`,
      goal: `≤ one whist typed: ${m.reached} (${m.chain})`,
    },
    {
      measure: 'custom-function cells recomputed after one backgammon party typed',
      before: BEFORE.party,
      now: m.partyReached,
      goal: 'one per group',
    },
    {
      measure: 'cold load + first GROUP_TABLE vs a 1 KB script (bench/load.mjs)',
      before: BEFORE.load,
      now: `${x(load.same.ratio)} (full compile: ${x(load.unique.ratio)})`,
      goal: '≤ 5×',
    },
    {
      measure: 'serverStatus: getSheets / getSheetByName calls',
      before: BEFORE.status,
      now: `${m.status.getSheets} / ${m.status.getSheetByName}`,
      goal: 'one getSheets()',
    },
    {
      measure: 'withdraw (billiards, group of 8): value calls on the group sheet (of them writes)',
      before: BEFORE.withdraw,
      now: `${m.withdraw.values} (${m.withdraw.writes})`,
      goal: '≤ 5',
    },
  ]);
  console.log(
    '  by function:',
    Object.entries(m.byFunction)
      .map(([f, n]) => `${f} ${n}`)
      .join(', '),
  );
  console.log(
    '\nService calls per action on that book (goal: sheets found with one call, no getSheetByName, the settings read once — getValues + getFormulas —, ≤ 6 value calls on any sheet):',
  );
  console.table(
    m.actions.map((a) => ({
      action: a.action,
      answer: a.ok ? 'done' : 'refused',
      getSheets: a.getSheets,
      getSheetByName: a.getSheetByName,
      'metadata finds': a.finds,
      'settings reads': a.settingsReads,
      'most value calls on one sheet': `${a.maxValues} (${a.maxSheet})`,
      'value writes': a.writes,
    })),
  );
  console.log(
    `  load, medians of 40 alternating runs: a 1 KB script ${load.same.trivial.toFixed(2)} ms; ours ${load.same.load.toFixed(2)} ms load + ${load.same.first.toFixed(2)} ms first call;` +
      ` with a full compile every time ${load.unique.trivial.toFixed(2)} ms vs ${load.unique.load.toFixed(2)} + ${load.unique.first.toFixed(2)} ms`,
  );
}
