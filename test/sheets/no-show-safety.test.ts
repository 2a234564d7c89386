/**
 * No-shows by the clock under faults and hands (issue 23 items 2, 6 and 7): a marked row whose time
 * cannot be read is said, with its cell; a failed write leaves nothing half-applied; a status that
 * would pass Sheets' 50,000 characters per cell is refused in words. Each refusal changes nothing.
 * Backgammon (Art. 14 item 12: 15 minutes late, the player leaves).
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

const PLAN = 'Backgammon day plan';

function setting(book: FakeBook, key: string, value: string): void {
  typeSetting(book, 'Settings', key, value);
}

/** A drawn backgammon tournament with its day plan, the referee's tick on the first match, 5 hours later. */
function marked(): { services: Services; book: FakeBook; slot: AnnouncedSlot } {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 11, 1, 6) });
  expectOk(api.setup(services, { lang: 'en' }));
  setting(book, 'backgammon.firstDay', '14.12.2026');
  paste(services, 'Backgammon registration', individuals(16, 'backgammon'));
  expectOk(api.draw(services, 'backgammon', { seed: 3, acceptWarnings: true }));
  expectOk(api.dayPlan(services, 'backgammon'));
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(PLAN);
  if (!sheet) throw new Error('no day plan');
  const slot = [...readDayPlanMarks(sheet).slots.values()][0] as AnnouncedSlot;
  book.typeAs('referee', PLAN, a1(slot.row, PLAN_COLS.absentA), true);
  // the start on the spreadsheet's clock (Asia/Almaty, UTC+5), 5 hours later
  book.now = Date.UTC(2026, 11, 14, 0, slot.start);
  return { services, book, slot };
}

describe('no-shows: refused in words, nothing half-done (issue 23)', () => {
  it.each(['abc', '25:99', '=NOW()'])(
    'item 2: a tick on a row whose start reads "%s" is not skipped: the cell and why, nothing changed',
    (typed) => {
      const { services, book, slot } = marked();
      const cell = a1(slot.row, PLAN_COLS.start);
      book.typeAs('committee', PLAN, cell, typed);
      const before = book.snapshot();
      const r = api.applyNoShows(services, 'backgammon');
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => [p.code, p.cell])).toEqual([['noShowBadTime', `${PLAN}!${cell}`]]);
      expect(r.message).toContain(`${PLAN}!${cell}`);
      expect(book.snapshot()).toEqual(before);
    },
  );

  it('item 6: a write failing at any step of a no-show leaves nothing applied and says so', () => {
    const { services, book } = marked();
    let fired = 0;
    // each of the first 8 writes, then sparser (each-write-fails.test.ts fails them all with EACH_WRITE=all)
    for (let nth = 1; ; nth = nth < 8 ? nth + 1 : Math.ceil(nth * 1.5)) {
      const before = book.snapshot();
      book.failNextWrite(nth);
      const r = api.applyNoShows(services, 'backgammon');
      book.failNextWrite(0);
      if (r.ok) break;
      fired++;
      // said in words (Sheets' own text inside), never a stack trace
      expect(r.problems.length, `write ${nth}`).toBeGreaterThan(0);
      expect(r.message).not.toMatch(/\n\s+at /);
      expect(book.snapshot(), `write ${nth}`).toEqual(before);
    }
    // the forfeits, the withdrawals list, the status: each a write that failed in turn
    expect(fired).toBeGreaterThanOrEqual(3);
  }, 300_000);

  it("item 7: a referee's note that the status would push past 50,000 characters refuses the mark, naming the cell", () => {
    const { services, book, slot } = marked();
    const cell = a1(slot.row, PLAN_COLS.status);
    book.typeAs('referee', PLAN, cell, 'n'.repeat(49_990));
    const before = book.snapshot();
    const r = api.applyNoShows(services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.code)).toEqual(['cellTooLong']);
    expect(r.message).toContain(cell);
    expect(r.message).toContain('50000');
    expect(book.snapshot()).toEqual(before);
    expect(book.read(PLAN, cell)).toBe('n'.repeat(49_990));
  });
});
