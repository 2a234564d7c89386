/**
 * The day plan made again after the referees' marks (issue 23 items 3 and 4): a match whose no-show
 * was applied was decided at the time announced — a plan that would move it is refused with nothing
 * changed; a name corrected by the committee is the same person — his tick stays on the next plan.
 * Backgammon (Art. 14 item 12).
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import * as api from '../../src/sheets/api';
import type { Services } from '../../src/sheets/gas';
import { PLAN_COLS, readDayPlanMarks, type AnnouncedSlot } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import { expectOk, paste, typeSetting } from '../e2e/helpers';
import { individuals } from '../e2e/people';

/** A name correction is a committee decision recorded with its reason and who decided (issue 24 item 1). */
const FIX = { reason: 'опечатка в заявке', by: 'Председатель Оргкомитета' };

const PLAN = 'Backgammon day plan';

function setting(book: FakeBook, key: string, value: string | number): void {
  typeSetting(book, 'Settings', key, value);
}

function slots(services: Services): AnnouncedSlot[] {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(PLAN);
  if (!sheet) throw new Error('no day plan');
  return [...readDayPlanMarks(sheet).slots.values()];
}

function planned() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 11, 1, 6) });
  expectOk(api.setup(services, { lang: 'en' }));
  setting(book, 'backgammon.firstDay', '14.12.2026');
  paste(services, 'Backgammon registration', individuals(16, 'backgammon'));
  expectOk(api.draw(services, 'backgammon', { seed: 3, acceptWarnings: true }));
  expectOk(api.dayPlan(services, 'backgammon'));
  return { services, book };
}

describe('the day plan made again keeps what was decided (issue 23)', () => {
  it('item 3: a match whose no-show was applied is not moved: the re-plan refuses, nothing changed', () => {
    const { services, book } = planned();
    const first = slots(services);
    const start = Math.min(...first.map((s) => s.start));
    // the last board of the first round: fewer boards move it later
    const slot = first.filter((s) => s.start === start).sort((x, y) => y.table - x.table)[0] as AnnouncedSlot;
    expect(slot.table).toBeGreaterThan(1);
    book.typeAs('referee', PLAN, a1(slot.row, PLAN_COLS.absentA), true);
    book.now = Date.UTC(2026, 11, 14, 0, slot.start - 5 * 60 + 20);
    expectOk(api.applyNoShows(services, 'backgammon'));
    setting(book, 'backgammon.boards', 1);
    const before = book.snapshot();
    const r = api.dayPlan(services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('planDecidedMoved');
    expect(r.message).toContain(`row ${slot.row + 1}`);
    expect(book.snapshot()).toEqual(before);
    // the boards put back: the plan is made again, the decided match where it was
    setting(book, 'backgammon.boards', slot.table);
    expectOk(api.dayPlan(services, 'backgammon'));
    const again = slots(services).find((s) => s.key === slot.key);
    expect([again?.start, again?.table, again?.status.startsWith('✓')]).toEqual([slot.start, slot.table, true]);
  });

  it('item 4: a name corrected after the referee ticked him: the tick stays his on the next plan', () => {
    const { services, book } = planned();
    const slot = slots(services)[0] as AnnouncedSlot;
    book.typeAs('referee', PLAN, a1(slot.row, PLAN_COLS.absentA), true);
    expectOk(api.correctName(services, 'backgammon', slot.shown[0] as string, { surname: 'Renamed', name: 'Q' }, FIX));
    expectOk(api.dayPlan(services, 'backgammon'));
    const again = slots(services).find((s) => s.key === slot.key);
    expect(again?.absent).toEqual([{ side: 0, name: 'Renamed Q' }]);
    expect(again?.status).toBe('');
  });
});
