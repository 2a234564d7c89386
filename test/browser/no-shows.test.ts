/**
 * No-shows by the clock in real Chromium (issue 11 item 3): the committee sets the billiards first
 * day, draws and makes the day plan from the sidebar; the referee clicks the "did not appear" box of
 * a player on the plan sheet in the grid; the committee applies the marks from the sidebar. The
 * workbench's clock is 22.11.2026 09:00 UTC = 14:00 in Almaty (the spreadsheet's zone): a mark on a
 * 10:00 match is applied (the player leaves, Art. 11 item 18), a mark on a match announced after
 * 13:45 waits and the sidebar says from when. Screenshots: the plan with its marks and statuses.
 */
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { a1 } from '../../src/sheets/plan';
import { PLAN_COLS, readDayPlanMarks } from '../../src/sheets/kinds/dayPlanSheet';
import { FakeSpreadsheetApp } from '../../fakes/book';
import { act, actOk, expectCell, showSheet, useBrowser, withBench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

const PLAN = sheetName('dayplan.billiards', 'ru');

describe.skipIf(SKIP_BROWSER)('no-shows marked on the day plan and applied by the clock (Chromium)', () => {
  it('a box clicked in the grid, applied from the sidebar: the 10:00 match is a forfeit and the player leaves; a mark on a later match waits, with the time it counts', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      const settings = sheetName('settings', 'ru');
      const row = book.toMatrix(settings).findIndex((line) => line[0] === 'billiards.firstDay') + 1;
      book.typeAs('committee', settings, `C${row}`, '22.11.2026');
      await actOk(b, 'check', 'billiards');
      await b.sidebar.locator('input[data-input="seed"]#in-seed-billiards').fill('5');
      // The sample's applications are dated in time (early November): the draw goes without a warning.
      await actOk(b, 'draw', 'billiards');
      await actOk(b, 'day-plan', 'billiards');
      const sheet = () => new FakeSpreadsheetApp(book).getActiveSpreadsheet().getSheetByName(PLAN)!;
      const slots = readDayPlanMarks(sheet()).slots;
      const first = slots.get('g:A:1')!;
      const later = [...slots.values()].find(
        (s) => s.key.startsWith('g:') && s.date === '2026-11-22' && s.start >= 14 * 60,
      )!;
      expect(later).toBeDefined();
      await showSheet(b, PLAN);
      // The referee clicks the boxes in the grid.
      await b.page.locator(`[data-role="grid"] td[data-a1="${a1(first.row, PLAN_COLS.absentA)}"]`).click();
      await b.page.locator(`[data-role="grid"] td[data-a1="${a1(later.row, PLAN_COLS.absentB)}"]`).click();
      await expect
        .poll(() => readDayPlanMarks(sheet()).slots.get(later.key)!.absent.length, { timeout: 15_000 })
        .toBe(1);
      expect(readDayPlanMarks(sheet()).slots.get('g:A:1')!.absent).toEqual([{ side: 0, name: first.shown[0] }]);

      const r = await act(b, 'no-shows', 'billiards');
      expect(r.ok).toBe(true);
      expect(r.text).toContain(first.shown[0] as string);
      // The waiting mark is named with the moment it counts.
      const from = `22.11.2026 ${String(Math.floor((later.start + 15) / 60)).padStart(2, '0')}:${String((later.start + 15) % 60).padStart(2, '0')}`;
      await expect
        .poll(async () => (await b.sidebar.locator('[data-role="result"]').textContent()) ?? '', { timeout: 15_000 })
        .toContain(from);
      const status = (key: string) => readDayPlanMarks(sheet()).slots.get(key)!.status;
      expect(status('g:A:1')).toMatch(new RegExp(`^✓ 22\\.11\\.2026 14:00: ${first.shown[0]}`));
      expect(status(later.key)).toBe(`○ учтётся с ${from}`);
      // The grid shows them (the plan's first rows: the applied mark and its status).
      await showSheet(b, PLAN);
      await b.page
        .locator(`[data-role="grid"] td[data-a1="${a1(first.row, PLAN_COLS.status)}"]`)
        .scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: screenshotPath('no-shows.png') });
      await expectCell(b, a1(first.row, PLAN_COLS.status), new RegExp(`^✓ 22\\.11\\.2026 14:00: ${first.shown[0]}`));
      // On the group sheet: his matches are forfeits; he is on the withdrawals list.
      expect(book.toMatrix(sheetName('withdrawals.billiards', 'ru')).flat()).toContain(first.shown[0]);
    });
  }, 180_000);
});
