/**
 * "Nothing typed is ever lost" (SPEC §5) as a property: over many random tournaments, a committee
 * and referees do what they do — draws and re-draws, group sheets and play-offs (re)generated,
 * withdrawals, stages finalized, setup run again; valid scores typed into input cells, notes typed
 * into free cells; rows and columns inserted and deleted on generated sheets and the registration,
 * sheets renamed and moved, the registration sorted — in any order.
 *
 * After every step:
 *  - every cell a person typed (the registration the committee pasted included) still reads exactly
 *    what was typed, unless a person deleted it with a structural edit (test/e2e/people.ts follows
 *    each cell through inserts, deletes, renames and sorts by itself, not by asking the add-on);
 *  - no action threw; a refusal is `ok: false` with a message and a coded problem, and changed
 *    nothing (docs/server-api.md: "ok: false = nothing was written");
 *  - no write was made without the document lock.
 *
 * Futsal and billiards. PROPERTY_RUNS=n sets the runs per game (default 20; FUZZ_RUNS scales it as
 * in test/fuzz.test.ts: FUZZ_RUNS/25); FUZZ_SEED=n replays a fast-check seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import type { CellValue, Services } from '../../src/sheets/gas';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import { expectOk, paste } from './helpers';
import { a1, FUTSAL_TEAMS, individuals, People, registerFutsal } from './people';
import { params } from '../fuzzing';

const RUNS = Number(
  process.env.PROPERTY_RUNS ??
    (process.env.FUZZ_RUNS ? Math.max(2, Math.round(Number(process.env.FUZZ_RUNS) / 25)) : 20),
);

type Game = 'futsal' | 'billiards';
type Kind = 'settings' | 'reg' | 'draw' | 'groups' | 'bracket' | 'withdrawals';

const DEFAULT_NAMES: Record<Game, Record<Kind, string>> = {
  futsal: {
    settings: 'Settings',
    reg: 'Futsal registration',
    draw: 'Futsal draw',
    groups: 'Futsal groups',
    bracket: 'Futsal play-off',
    withdrawals: 'Futsal withdrawals',
  },
  billiards: {
    settings: 'Settings',
    reg: 'Billiards registration',
    draw: 'Billiards draw',
    groups: 'Billiards groups',
    bracket: 'Billiards net',
    withdrawals: 'Billiards withdrawals',
  },
};

/** One step: what is done, and random numbers that pick the details from the state at that moment. */
interface Step {
  what: Action;
  x: number;
  y: number;
  z: number;
}
type Action =
  | 'draw'
  | 'redrawSameSeed'
  | 'generateGroups'
  | 'generateBracket'
  | 'withdraw'
  | 'finalizeGroups'
  | 'finalizeBracket'
  | 'setup'
  | 'score'
  | 'playAll'
  | 'note'
  | 'insertRows'
  | 'deleteRows'
  | 'insertColumns'
  | 'deleteColumns'
  | 'rename'
  | 'move'
  | 'sortRegistration';

const step: fc.Arbitrary<Step> = fc.record({
  what: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<Action>('draw', 'redrawSameSeed', 'generateGroups', 'generateBracket') },
    {
      weight: 3,
      arbitrary: fc.constantFrom<Action>('withdraw', 'finalizeGroups', 'finalizeGroups', 'finalizeBracket', 'setup'),
    },
    { weight: 6, arbitrary: fc.constantFrom<Action>('score', 'score', 'playAll', 'playAll', 'note') },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Action>(
        'insertRows',
        'insertRows',
        'deleteRows',
        'insertColumns',
        'deleteColumns',
        'rename',
        'move',
        'sortRegistration',
      ),
    },
  ),
  x: fc.nat(1_000_000),
  y: fc.nat(1_000_000),
  z: fc.nat(1_000_000),
});

/** The state of one run: the book, the people, where the add-on's sheets are now, the last groups drawn. */
class Run {
  readonly people: People;
  readonly names: Record<Kind, string>;
  groups: api.DrawData['groups'] = [];
  seed = 1;
  readonly log: string[] = [];
  n = 0;

  constructor(
    readonly game: Game,
    readonly services: Services,
    readonly book: FakeBook,
  ) {
    this.people = new People(book);
    this.names = { ...DEFAULT_NAMES[game] };
  }

  exists(sheet: string): boolean {
    return this.book.sheetNames().includes(sheet);
  }

  /** Rows and columns a sheet uses now. */
  size(sheet: string): { rows: number; cols: number } {
    const m = this.book.toMatrix(sheet);
    return { rows: m.length, cols: m.reduce((w, r) => Math.max(w, r.length), 0) };
  }
}

function pick<T>(list: readonly T[], r: number): T | undefined {
  return list.length === 0 ? undefined : list[r % list.length];
}

function start(game: Game): Run {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10, 9) });
  expectOk(api.setup(services, { lang: 'en' }));
  const run = new Run(game, services, book);
  if (game === 'futsal') registerFutsal(services, FUTSAL_TEAMS);
  else {
    paste(
      services,
      run.names.reg,
      individuals(
        32,
        'billiards',
        (i) =>
          ['Omarov', 'Kim', 'Li', 'Petrov', 'Abenov', 'Seitkali', 'Zhumabek', 'Ivanova'][i % 8] +
          String.fromCharCode(65 + Math.floor(i / 8)),
      ),
    );
  }
  book.resetCalls(); // the paste above is the committee's, not the add-on's: only the add-on's writes need the lock
  // What the committee pasted is typed data too: every non-empty registration cell.
  const m = book.toMatrix(run.names.reg);
  m.forEach((line, r) =>
    line.forEach((v, c) => {
      if (r === 0 || v === '' || v === false) return;
      run.people.typed.push({ sheet: run.names.reg, row: r, col: c, value: v, role: 'committee', typed: String(v) });
    }),
  );
  return run;
}

// ---- the committee's actions --------------------------------------------------------------------

/** The sheets, their values and protections, the developer metadata — leaving out one sheet if asked. */
function lightState(book: FakeBook, except = ''): string {
  return JSON.stringify([
    book
      .sheetNames()
      .filter((n) => n !== except)
      .map((n) => [n, book.toMatrix(n), book.protection(n)]),
    book.developerMetadata().filter((m) => m.sheet !== except),
  ]);
}

/** Runs an action: it must not throw; a refusal must say why and change nothing. */
function act(run: Run, label: string, f: () => ActionResult<unknown>): ActionResult<unknown> {
  // A refused withdrawal may leave a new withdrawals sheet behind: a pinned defect
  // (test/e2e/identity.test.ts, "a." — "leaves no new withdrawals sheet behind"); not judged again here.
  const except = label.startsWith('withdraw') && !run.exists(run.names.withdrawals) ? run.names.withdrawals : '';
  const before = lightState(run.book, except);
  let r: ActionResult<unknown>;
  try {
    r = f();
  } catch (e) {
    throw new Error(`${label} threw: ${(e as Error).stack ?? e}`);
  }
  run.log.push(`${label} → ${r.ok ? 'ok' : `refused: ${r.problems[0]?.code}`}`);
  expect(typeof r.ok, label).toBe('boolean');
  expect(typeof r.message, label).toBe('string');
  if (!r.ok) {
    expect(r.message.trim(), label).not.toBe('');
    expect(r.problems[0]?.code, `${label}: ${r.message}`).toMatch(/^\w+$/);
    expect(r.sheets, label).toEqual([]);
    if (lightState(run.book, except) !== before)
      throw new Error(`${label} refused (${r.message}) but changed the spreadsheet`);
  }
  return r;
}

function draw(run: Run, seed: number): void {
  const r = act(run, `draw(seed ${seed})`, () => api.draw(run.services, run.game, { seed, acceptWarnings: true }));
  if (r.ok) {
    run.groups = (r.data as api.DrawData).groups;
    run.seed = seed;
  }
}

// ---- referees and notes --------------------------------------------------------------------------

/** The input cells of a sheet where they are now (its unprotected ranges), 0-based. */
function inputCells(run: Run, sheet: string): { row: number; col: number }[] {
  if (!run.exists(sheet)) return [];
  const out: { row: number; col: number }[] = [];
  for (const ref of run.book.protection(sheet).unprotectedA1) {
    const [p, q = p] = ref.split(':') as [string, string?];
    const at = (x: string) => {
      const m = /^([A-Z]+)(\d+)$/.exec(x) as RegExpExecArray;
      return {
        row: Number(m[2]) - 1,
        col: [...(m[1] as string)].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1,
      };
    };
    const from = at(p);
    const to = at(q as string);
    for (let r = from.row; r <= to.row; r++) for (let c = from.col; c <= to.col; c++) out.push({ row: r, col: c });
  }
  return out;
}

/** A value the cell's validation takes (a score, a number of balls, a name from the tiebreak list); null when it has none. */
function validValue(run: Run, sheet: string, ref: string, r: number): string | number | null {
  const v = run.book.validation(sheet, ref);
  if (!v) return null;
  if (v.criteria === 'VALUE_IN_LIST') return pick(v.args[0] as string[], r) ?? null;
  if (v.criteria === 'NUMBER_BETWEEN') {
    const [lo, hi] = v.args as [number, number];
    return Math.min(lo, hi) + (r % Math.min(6, Math.abs(hi - lo) + 1));
  }
  return null;
}

/** A referee types a valid value into a random input cell of the group sheet or the play-off. */
function score(run: Run, s: Step): void {
  const sheet = s.x % 3 === 0 ? run.names.bracket : run.names.groups;
  const cells = inputCells(run, sheet).filter((c) => run.book.validation(sheet, a1(c.row, c.col)) !== null);
  const cell = pick(cells, s.y);
  if (!cell) return;
  const ref = a1(cell.row, cell.col);
  const value = validValue(run, sheet, ref, s.z);
  if (value === null) return;
  const ok = run.people.tryType('referee', sheet, ref, value);
  run.log.push(`referee types ${JSON.stringify(value)} into ${sheet}!${ref}${ok ? '' : ' (refused by the sheet)'}`);
}

/**
 * Referees type every match with nothing typed on a sheet: 2:0 into the first two cells of each row
 * of a score input range (futsal goals, billiards parties; the play-off's goals), as many results come in.
 */
function playAll(run: Run, s: Step): void {
  const sheet = s.x % 2 === 0 ? run.names.groups : run.names.bracket;
  if (!run.exists(sheet)) return;
  const rows = new Map<number, number[]>();
  for (const c of inputCells(run, sheet)) {
    const v = run.book.validation(sheet, a1(c.row, c.col));
    if (!v || v.criteria !== 'VALUE_IN_LIST' || !(v.args[0] as string[]).includes('+')) continue;
    rows.set(
      c.row,
      [...(rows.get(c.row) ?? []), c.col].sort((x, y) => x - y),
    );
  }
  let typed = 0;
  for (const [row, cols] of rows) {
    const [ca, cb] = cols;
    if (ca === undefined || cb === undefined) continue;
    if (run.book.read(sheet, a1(row, ca)) !== '' || run.book.read(sheet, a1(row, cb)) !== '') continue;
    // The player listed earlier in the draw wins (the two names are left of the score cells), so groups end without ties.
    const order = run.groups.flatMap((g) => g.players);
    const [na, nb] = [ca - 2, ca - 1].map((c) => (c >= 0 ? String(run.book.read(sheet, a1(row, c))) : ''));
    const aWins = order.indexOf(nb as string) < 0 || order.indexOf(na as string) <= order.indexOf(nb as string);
    if (
      run.people.tryType('referee', sheet, a1(row, ca), aWins ? 2 : 0) &&
      run.people.tryType('referee', sheet, a1(row, cb), aWins ? 0 : 2)
    )
      typed++;
  }
  run.log.push(`referees type ${typed} result(s) on ${sheet}`);
}

/**
 * A committee member types a note into a free cell: an empty cell with no formula, anywhere on the
 * add-on's sheets (protected or not; on the registration only right of its columns). Not in the
 * withdrawals sheet's entry columns A–E: a pinned defect (test/e2e/identity.test.ts, "k.").
 */
function note(run: Run, s: Step): void {
  const kinds: Kind[] = ['settings', 'reg', 'draw', 'groups', 'bracket', 'withdrawals'];
  const kind = pick(kinds, s.x) as Kind;
  const sheet = run.names[kind];
  if (!run.exists(sheet)) return;
  const { rows, cols } = run.size(sheet);
  const grid = run.book.gridSize(sheet);
  const row = kind === 'reg' ? s.y % Math.max(1, rows + 2) : s.y % Math.min(grid.rows, rows + 3);
  const col =
    kind === 'reg'
      ? grid.cols - 1
      : kind === 'withdrawals'
        ? Math.max(5, s.z % Math.min(grid.cols, cols + 2))
        : s.z % Math.min(grid.cols, cols + 2);
  const ref = a1(row, col);
  if (run.book.read(sheet, ref) !== '' || run.book.formulaAt(sheet, ref) !== '') return;
  const ok = run.people.tryType('committee', sheet, ref, `note ${run.n}`);
  run.log.push(`committee notes "note ${run.n}" in ${sheet}!${ref}${ok ? '' : ' (refused by validation)'}`);
}

// ---- the shape of the spreadsheet ------------------------------------------------------------------

/** A structural edit Sheets itself refuses ("those rows are out of bounds", "delete all non-frozen rows") is no edit. */
function asPerson(run: Run, label: string, f: () => void): void {
  try {
    f();
    run.log.push(label);
  } catch (e) {
    const m = (e as Error).message;
    if (!/^Exception: /.test(m)) throw new Error(`${label}: the fake failed: ${m}`);
    run.log.push(`${label} (Sheets refused: ${m})`);
  }
}

function structural(run: Run, s: Step): void {
  const kinds: Kind[] = ['reg', 'draw', 'groups', 'groups', 'bracket', 'withdrawals'];
  const sheet = run.names[pick(kinds, s.x) as Kind];
  if (!run.exists(sheet)) return;
  const { rows, cols } = run.size(sheet);
  const grid = run.book.gridSize(sheet);
  switch (s.what) {
    case 'insertRows': {
      const at = s.y % (rows + 2); // 0-based: before row at + 1
      const n = 1 + (s.z % 2);
      asPerson(run, `insert ${n} row(s) above row ${at + 1} of ${sheet}`, () =>
        run.people.insertRows(sheet, at + 1, n),
      );
      return;
    }
    case 'deleteRows': {
      const at = s.y % Math.max(1, rows);
      asPerson(run, `delete row ${at + 1} of ${sheet}`, () => run.people.deleteRows(sheet, at + 1, 1));
      return;
    }
    case 'insertColumns': {
      const at = s.y % Math.min(grid.cols, cols + 1);
      asPerson(run, `insert a column before column ${at + 1} of ${sheet}`, () =>
        run.people.insertColumns(sheet, at + 1, 1),
      );
      return;
    }
    case 'deleteColumns': {
      const at = s.y % Math.max(1, cols);
      asPerson(run, `delete column ${at + 1} of ${sheet}`, () => run.people.deleteColumns(sheet, at + 1, 1));
      return;
    }
    default:
  }
}

function rename(run: Run, s: Step): void {
  const kinds = (Object.keys(run.names) as Kind[]).filter((k) => run.exists(run.names[k]));
  const kind = pick(kinds, s.x);
  if (!kind) return;
  const from = run.names[kind];
  const to = `${['Our', 'Old', 'Tab', 'Copy of'][s.y % 4]} ${from.slice(0, 30)} ${run.n}`;
  asPerson(run, `rename "${from}" to "${to}"`, () => run.people.renameSheet(from, to));
  if (run.exists(to)) run.names[kind] = to;
}

function move(run: Run, s: Step): void {
  const names = run.book.sheetNames();
  const sheet = pick(names, s.x) as string;
  const to = 1 + (s.y % names.length);
  asPerson(run, `move "${sheet}" to position ${to}`, () => run.people.moveSheet(sheet, to));
}

/** Data → Sort range on the registration's rows (futsal: the players, or the team list). */
function sortRegistration(run: Run, s: Step): void {
  const sheet = run.names.reg;
  const m = run.book.toMatrix(sheet);
  if (run.game === 'futsal' && s.x % 3 === 0) {
    // The team list, by name or by strength, wherever its columns are now: the columns right of
    // the players' eight (inserted columns move it; the test follows the first header cell).
    const header = m[0] ?? [];
    const col = header.findIndex((h, c) => c > 7 && typeof h === 'string' && h !== '');
    if (col < 0) return;
    const last = Math.max(2, m.length);
    const range = `${a1(1, col)}:${a1(last - 1, col + 1)}`;
    asPerson(run, `sort ${sheet}!${range}`, () =>
      run.people.sortRange(sheet, range, col + 1 + (s.y % 2), s.z % 2 === 0),
    );
    return;
  }
  const width = run.game === 'futsal' ? 8 : 8;
  const last = Math.max(2, m.length);
  const range = `A2:${a1(last - 1, width - 1)}`;
  asPerson(run, `sort ${sheet}!${range} by column ${1 + (s.y % width)}`, () =>
    run.people.sortRange(sheet, range, 1 + (s.y % width), s.z % 2 === 0),
  );
}

// ---- one step and the invariants ------------------------------------------------------------------

function perform(run: Run, s: Step): void {
  run.n++;
  const names = run.groups.flatMap((g) => g.players);
  switch (s.what) {
    case 'draw':
      return draw(run, 1 + (s.x % 4));
    case 'redrawSameSeed':
      return draw(run, run.seed);
    case 'generateGroups':
      act(run, 'generateGroups', () => api.generateGroups(run.services, run.game));
      return;
    case 'generateBracket':
      act(run, 'generateBracket', () => api.generateBracket(run.services, run.game));
      return;
    case 'withdraw': {
      const who = pick(names, s.x) ?? 'Nobody Atall';
      act(run, `withdraw ${who}`, () => api.withdraw(run.services, run.game, who));
      return;
    }
    case 'finalizeGroups':
      act(run, 'finalize groups', () => api.finalizeStage(run.services, run.game, 'groups'));
      return;
    case 'finalizeBracket':
      act(run, 'finalize bracket', () => api.finalizeStage(run.services, run.game, 'bracket'));
      return;
    case 'setup':
      act(run, 'setup again', () => api.setup(run.services, { lang: 'en' }));
      return;
    case 'score':
      return score(run, s);
    case 'playAll':
      return playAll(run, s);
    case 'note':
      return note(run, s);
    case 'rename':
      return rename(run, s);
    case 'move':
      return move(run, s);
    case 'sortRegistration':
      return sortRegistration(run, s);
    default:
      return structural(run, s);
  }
}

function check(run: Run): void {
  const lost = run.people.lost();
  if (lost.length > 0) throw new Error(`typed values lost:\n  ${lost.join('\n  ')}\nsteps:\n  ${run.log.join('\n  ')}`);
  const unlocked = run.book.unlockedWrites();
  if (unlocked.length > 0)
    throw new Error(
      `writes without the document lock: ${JSON.stringify(unlocked.slice(0, 3))}\nsteps:\n  ${run.log.join('\n  ')}`,
    );
}

describe('nothing typed is ever lost, whatever the committee and the referees do, in any order (SPEC §5)', () => {
  it.each(['futsal', 'billiards'] as const)(
    '%s',
    (game) => {
      let progress = { drawn: 0, finalized: 0, refusals: 0, typed: 0 };
      const outcomes: Record<string, number> = {};
      fc.assert(
        fc.property(fc.array(step, { minLength: 6, maxLength: game === 'futsal' ? 16 : 12 }), (steps) => {
          const run = start(game);
          // Most runs start from a draw, so the later steps have sheets to work on.
          if (steps.length % 4 !== 0) draw(run, 1 + (steps.length % 3));
          check(run);
          for (const s of steps) {
            try {
              perform(run, s);
            } catch (e) {
              throw new Error(`${(e as Error).message}\nsteps:\n  ${run.log.join('\n  ')}`);
            }
            check(run);
          }
          progress = {
            drawn: progress.drawn + (run.groups.length > 0 ? 1 : 0),
            finalized: progress.finalized + run.log.filter((l) => /^finalize .* → ok/.test(l)).length,
            refusals: progress.refusals + run.log.filter((l) => /refused: /.test(l)).length,
            typed: progress.typed + run.people.typed.length,
          };
          for (const l of run.log) {
            const k = l
              .replace(/"[^"]*"|\d+|[A-Z]+\d+/g, '#')
              .replace(/ (of|into|in|on|to) .*$/, '')
              .slice(0, 60);
            outcomes[k] = (outcomes[k] ?? 0) + 1;
          }
        }),
        params(RUNS),
      );
      if (process.env.PROPERTY_VERBOSE) console.log(game, JSON.stringify(progress), JSON.stringify(outcomes));
      // The runs went somewhere: draws made, typed cells to protect, refusals met.
      expect(progress.drawn).toBeGreaterThan(0);
      expect(progress.typed).toBeGreaterThan(0);
      expect(progress.refusals).toBeGreaterThan(0);
    },
    30_000 + RUNS * 3_000,
  );
});

// A value the tests above rely on: the registration cells pasted are followed like typed ones.
it("the registration the committee pasted is followed through a sort (the property's own bookkeeping)", () => {
  const run = start('billiards');
  const before = run.people.typed.length;
  expect(before).toBeGreaterThan(32 * 5);
  run.people.sortRange(run.names.reg, 'A2:H33', 1, false);
  expect(run.people.lost()).toEqual([]);
  const first = run.people.typed.find((t) => t.row === 1 && t.col === 0);
  expect(first?.value).toBe(run.book.read(run.names.reg, 'A2') as CellValue);
});
