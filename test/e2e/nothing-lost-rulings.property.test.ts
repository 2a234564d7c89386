/**
 * "Nothing typed is ever lost; every refusal changed nothing" (SPEC §5, issue 23) for the newest
 * actions, as a property: a preference tour seated, then in any order — tables kept deal by deal
 * and back, penalties, awarded results, "not admitted", leavers, the day plan made again, no-shows
 * applied, names corrected, withdrawals, notices, the attendance prepared and tour 1 re-seated —
 * while referees type into every cell open to them (pools, mountains, whists, deals and notes of
 * the pulkas, the day plan's marks and notes), also between any two calls of an action, and while
 * a write of an action fails; and while the committee edits the sheets, between two actions or
 * between two calls of one: a row inserted above (and deleted again while empty), a sheet renamed,
 * a cell of the add-on overtyped (what he typed there counts as typed: kept, never overwritten).
 *
 * After every step:
 *  - every cell a referee typed still holds what he typed (a day plan note may get the no-show's
 *    status before it: "✓ … · note");
 *  - an action whose write failed answers `ok: false`; an `ok: false` that names no sheet changed
 *    nothing (book.snapshot());
 *  - no sheet was written after being read while a referee could type there, and no write was
 *    made without the document lock.
 *
 * RULINGS_RUNS=n sets the runs (default 12, a CI-size run of about a minute on an idle machine;
 * a nightly-size run: RULINGS_RUNS=300); FUZZ_SEED=n replays a fast-check seed (test/fuzzing.ts).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { parseA1 } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { PLAN_COLS, readDayPlanMarks } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import { params } from '../fuzzing';
import { preferenceTournament } from '../preferenceTournament';
import { act, check, TypingRun } from './nothingLost';

/** A name correction is a committee decision recorded with its reason and who decided (issue 24 item 1). */
const FIX = { reason: 'опечатка в заявке', by: 'Председатель Оргкомитета' };

const RUNS = Number(process.env.RULINGS_RUNS ?? 12);

type Action =
  | 'keepDeals'
  | 'keepTotals'
  | 'penalty'
  | 'award'
  | 'notAdmitted'
  | 'leave'
  | 'dayPlan'
  | 'noShows'
  | 'correct'
  | 'withdraw'
  | 'notices'
  | 'attendance'
  | 'reseat'
  | 'type'
  | 'markAbsent'
  | 'edit';

interface Step {
  what: Action;
  /** type between two calls of the action (the n-th call), 0: not */
  during: number;
  /** fail the n-th write of the action, 0: none */
  fail: number;
  /** a committee member's edit of the sheets between two calls of the action (the n-th call), 0: none */
  edit: number;
  x: number;
  y: number;
}

const ACTIONS: Action[] = [
  'keepDeals',
  'keepTotals',
  'penalty',
  'award',
  'notAdmitted',
  'leave',
  'dayPlan',
  'noShows',
  'correct',
  'withdraw',
  'notices',
  'attendance',
  'reseat',
];

const step: fc.Arbitrary<Step> = fc.record({
  what: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom<Action>(...ACTIONS) },
    { weight: 4, arbitrary: fc.constantFrom<Action>('type', 'type', 'markAbsent', 'edit') },
  ),
  during: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }) },
  ),
  fail: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 60 }) }),
  edit: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 400 }) }),
  x: fc.nat(1_000_000),
  y: fc.nat(1_000_000),
});

const DAY_PLAN = 'Преферанс план дня';

class Run extends TypingRun {
  /** rows the committee inserted (1-based), deleted again while still empty */
  readonly inserted: { sheet: string; row: number }[] = [];

  /** The tournament's sheets a person may edit (tours, pulkas, the day plan; renamed ones too). */
  sheets(): string[] {
    return this.book.sheetNames().filter((n) => /^Преферанс (тур|план дня)/.test(n));
  }

  protected values(x: number, y: number): (string | number)[] {
    return [1 + (x % 30), `note ${x % 97}`, this.players[y % this.players.length] ?? 'x', -(y % 9)];
  }

  /**
   * A committee member edits the sheets as people do: a row inserted above (or an empty row of his
   * deleted again), a sheet renamed, a cell of the add-on overtyped (what he typed is his: kept or
   * refused over, never lost). The cells typed so far move with their rows and sheets.
   */
  edit(x: number, y: number): void {
    const sheets = this.sheets();
    const sheet = sheets[x % Math.max(1, sheets.length)];
    if (!sheet) return;
    const kind = y % 4;
    if (kind === 0) {
      const before = 1 + (x % 6);
      this.book.insertRows(sheet, before);
      this.inserted.push({ sheet, row: before });
      this.log.push(`  edit: row inserted above ${before} on ${sheet}`);
      this.move((t) => {
        const at = parseA1(t.cell);
        return t.sheet === sheet && at.row + 1 >= before ? { ...t, cell: a1(at.row + 1, at.col) } : t;
      });
    } else if (kind === 1) {
      const mine = this.inserted.findIndex((r) => r.sheet === sheet);
      const row = this.inserted[mine];
      if (!row || this.book.toMatrix(sheet)[row.row - 1]?.some((v) => v !== '' && v !== null)) return;
      this.inserted.splice(mine, 1);
      this.book.deleteRows(sheet, row.row);
      this.log.push(`  edit: row ${row.row} deleted on ${sheet}`);
      this.move((t) => {
        const at = parseA1(t.cell);
        return t.sheet === sheet && at.row + 1 > row.row ? { ...t, cell: a1(at.row - 1, at.col) } : t;
      });
    } else if (kind === 2) {
      if (sheet.endsWith('!')) return;
      const to = `${sheet} !`.replace(/ !$/, '!');
      this.book.renameSheet(sheet, to);
      this.log.push(`  edit: ${sheet} renamed ${to}`);
      for (const r of this.inserted) if (r.sheet === sheet) r.sheet = to;
      this.move((t) => (t.sheet === sheet ? { ...t, sheet: to } : t));
    } else {
      // The title cell (A1) of the sheet, overtyped by the committee.
      const value = `мой заголовок ${x % 7}`;
      this.book.typeAs('committee', sheet, 'A1', value);
      this.log.push(`  edit: ${sheet}!A1 overtyped`);
      this.typed.set(`${sheet}!A1`, { sheet, cell: 'A1', value });
    }
  }
}

function start(): Run {
  const { services, book, t1 } = preferenceTournament({
    players: 13,
    now: Date.UTC(2026, 11, 1, 6),
    firstDay: '15.12.2026',
    dayPlan: true,
  });
  const run = new Run(services, book);
  run.players = t1.tables.flatMap((t) => t.players);
  return run;
}

/** The committee action of a step, with its arguments picked from x and y. */
function action(run: Run, s: Step): () => ActionResult {
  const { services } = run;
  const player = run.players[s.x % run.players.length] as string;
  const table = String(1 + (s.y % 4));
  switch (s.what) {
    case 'keepDeals':
      return () => api.keepTable(services, { tour: 1, table, mode: 'deals' });
    case 'keepTotals':
      return () => api.keepTable(services, { tour: 1, table, mode: 'totals' });
    case 'penalty':
      return () => api.penalty(services, { tour: 1, player, kind: 'speaking', reason: `step ${s.x}` });
    case 'award':
      return () =>
        api.awardResult(services, {
          tour: 1,
          table,
          whists: s.y % 2 === 0 ? [2, -2, 0] : [2, -2, 0, 0],
          reason: `step ${s.x}`,
        });
    case 'notAdmitted':
      return () => api.notAdmitted(services, 1, player, 'опоздал');
    case 'leave':
      return () => api.leave(services, { player, kind: s.y % 2 ? 'left' : 'disqualified', from: 2, reason: 'x' });
    case 'dayPlan':
      return () => api.dayPlan(services, 'preference');
    case 'noShows':
      return () => api.applyNoShows(services, 'preference');
    case 'correct':
      return () => api.correctName(services, 'preference', player, { surname: `Новый${s.y % 5}`, name: 'Тест' }, FIX);
    case 'withdraw':
      return () => api.withdraw(services, 'preference', player);
    case 'notices':
      return () => api.notices(services);
    case 'attendance':
      return () => api.prepareAttendance(services, { acceptWarnings: true });
    default:
      return () => api.seatTour(services, 1, { seed: 7 + (s.y % 3), acceptWarnings: true });
  }
}

/** The referee types an absent player's name on a tour 1 row of the day plan. */
function markAbsent(run: Run, s: Step): void {
  const sheet = run.services.app.getActiveSpreadsheet().getSheetByName(DAY_PLAN);
  if (!sheet) return;
  const rows = [...readDayPlanMarks(sheet).slots.values()].filter((x) => x.key.startsWith('t:1:'));
  const slot = rows[s.x % Math.max(1, rows.length)];
  const name = slot?.shown[s.y % Math.max(1, slot.shown.length)];
  if (!slot || !name) return;
  const at = a1(slot.row, PLAN_COLS.absentA);
  try {
    run.book.typeAs('referee', DAY_PLAN, at, name);
    run.typed.set(`${DAY_PLAN}!${at}`, { sheet: DAY_PLAN, cell: at, value: run.book.read(DAY_PLAN, at) });
  } catch {
    // a name the validation refuses: nothing typed
  }
}

describe('nothing typed is lost, every refusal changed nothing: the newest actions (issue 23)', () => {
  it(`preference rulings, kept tables, day plans, no-shows, corrections, with typing and failed writes (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 4, maxLength: 10 }), (steps) => {
        const run = start();
        for (const s of steps) {
          if (s.what === 'type') run.type(s.x, s.y);
          else if (s.what === 'markAbsent') markAbsent(run, s);
          else if (s.what === 'edit') run.edit(s.x, s.y);
          else act(run, s, action(run, s));
          check(run);
        }
      }),
      params(RUNS),
    );
  }, 1_200_000);
});
