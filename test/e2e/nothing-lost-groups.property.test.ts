/**
 * "Nothing typed is ever lost; every refusal changed nothing" (SPEC §5, issue 23) for a group game,
 * as a property: a backgammon tournament drawn (16 players, groups and day plan), then in any order —
 * withdrawals, names corrected, the day plan made again, no-shows applied, notices, the board —
 * while referees type into every cell open to them (scores, the day plan's marks), also between
 * two calls of an action, a write of an action fails, and the committee edits the sheets between
 * two actions or two calls of one: a row inserted above, a sheet renamed, a group's match rows
 * sorted, a cell of the add-on overtyped.
 *
 * After every step every typed cell still holds what he typed (after a sort: somewhere on the
 * sheet, as the rows moved), a failed write is never ok, an ok: false naming no sheet changed
 * nothing, no sheet was written after being read open, every write held the lock.
 *
 * GROUPS_RUNS=n sets the runs (default 3, CI-size; a nightly-size run: GROUPS_RUNS=100);
 * FUZZ_SEED=n replays a fast-check seed (test/fuzzing.ts).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createFakeServices, parseA1 } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { a1 } from '../../src/sheets/plan';
import { params } from '../fuzzing';
import { expectOk, paste } from './helpers';
import { individuals } from './people';
import { act, check, TypingRun } from './nothingLost';

const RUNS = Number(process.env.GROUPS_RUNS ?? 3);
const FIX = { reason: 'typo', by: 'Chair of the committee' };

type Action = 'withdraw' | 'correct' | 'dayPlan' | 'noShows' | 'notices' | 'board' | 'type' | 'edit';
const ACTIONS: Action[] = ['withdraw', 'correct', 'dayPlan', 'noShows', 'notices', 'board'];

interface Step {
  what: Action;
  during: number;
  edit: number;
  fail: number;
  x: number;
  y: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  what: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom<Action>(...ACTIONS) },
    { weight: 4, arbitrary: fc.constantFrom<Action>('type', 'type', 'edit') },
  ),
  during: fc.oneof(
    { weight: 2, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }) },
  ),
  edit: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 300 }) }),
  fail: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }) }),
  x: fc.nat(1_000_000),
  y: fc.nat(1_000_000),
});

class Run extends TypingRun {
  sheets(): string[] {
    return this.book.sheetNames().filter((n) => /^Backgammon (groups|day plan)/.test(n));
  }

  protected values(x: number, y: number): (string | number)[] {
    return [x % 3, `note ${x % 97}`, this.players[y % this.players.length] ?? 'x', 2];
  }

  /** The committee edits a sheet: a row inserted above, a rename, a sort of match rows, an overtyped cell. */
  edit(x: number, y: number): void {
    const sheets = this.sheets();
    const sheet = sheets[x % Math.max(1, sheets.length)];
    if (!sheet) return;
    const kind = y % 4;
    if (kind === 0) {
      const before = 1 + (x % 4);
      this.book.insertRows(sheet, before);
      this.log.push(`  edit: row inserted above ${before} on ${sheet}`);
      this.move((t) => {
        if (t.sheet !== sheet || t.cell === '*') return t;
        const at = parseA1(t.cell);
        return at.row + 1 >= before ? { ...t, cell: a1(at.row + 1, at.col) } : t;
      });
    } else if (kind === 1) {
      if (sheet.endsWith('!')) return;
      const to = `${sheet}!`;
      this.book.renameSheet(sheet, to);
      this.log.push(`  edit: ${sheet} renamed ${to}`);
      this.move((t) => (t.sheet === sheet ? { ...t, sheet: to } : t));
    } else if (kind === 2) {
      // Rows 3…8 (a group's first matches) sorted by the first player's column.
      this.book.sortRange(sheet, 'A3:Z8', 2, x % 2 === 0);
      this.log.push(`  edit: ${sheet}!A3:Z8 sorted`);
      this.move((t) => {
        if (t.sheet !== sheet || t.cell === '*') return t;
        const row = parseA1(t.cell).row + 1;
        return row >= 3 && row <= 8 ? { ...t, cell: '*' } : t;
      });
    } else {
      const value = `my title ${x % 7}`;
      this.book.typeAs('committee', sheet, 'A1', value);
      this.log.push(`  edit: ${sheet}!A1 overtyped`);
      this.typed.set(`${sheet}!A1`, { sheet, cell: 'A1', value });
    }
  }
}

function start(): Run {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 11, 1, 6) });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(services, 'Backgammon registration', individuals(16, 'backgammon'));
  const drawn = expectOk(api.draw(services, 'backgammon', { seed: 3, acceptWarnings: true }));
  expectOk(api.dayPlan(services, 'backgammon'));
  const run = new Run(services, book);
  run.players = drawn.groups.flatMap((g) => g.players);
  return run;
}

function action(run: Run, s: Step): () => ActionResult {
  const { services } = run;
  const player = run.players[s.x % run.players.length] as string;
  switch (s.what) {
    case 'withdraw':
      return () => api.withdraw(services, 'backgammon', player);
    case 'correct':
      return () => api.correctName(services, 'backgammon', player, { surname: `New${s.y % 5}`, name: 'Q' }, FIX);
    case 'dayPlan':
      return () => api.dayPlan(services, 'backgammon');
    case 'noShows':
      return () => api.applyNoShows(services, 'backgammon');
    case 'notices':
      return () => api.notices(services);
    default:
      return () => api.board(services);
  }
}

describe('nothing typed is lost, every refusal changed nothing: a group game (issue 23)', () => {
  it(`backgammon groups and day plan with typing, failed writes and the committee's edits (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 4, maxLength: 10 }), (steps) => {
        const run = start();
        for (const s of steps) {
          if (s.what === 'type') run.type(s.x, s.y);
          else if (s.what === 'edit') run.edit(s.x, s.y);
          else act(run, s, action(run, s));
          check(run);
        }
      }),
      params(RUNS),
    );
  }, 1_200_000);
});
