/**
 * The published board at the workbench's own address (issue 25 item 6), in Chromium at 390 px, the
 * width of a phone held upright: read-only (no input, no script), no horizontal scrolling, and it
 * follows typed scores — morning, mid-day and after the group stage. Screenshots:
 * out/screenshots/board-{morning,midday,groups-done}.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { cellOf } from '../../src/sheets/plan';
import { startWorkbench } from '../../workbench/server';
import { launchChromium, screenshotPath, SKIP_BROWSER, watch } from './chromium';

let browser: Browser;
beforeAll(async () => {
  if (!SKIP_BROWSER) browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

async function run(url: string, fn: string, args: unknown[] = []): Promise<unknown> {
  const res = await fetch(new URL('/api/run', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  const body = (await res.json()) as { result?: { ok?: boolean; message?: string; data?: unknown } };
  if (!body.result?.ok) throw new Error(`${fn}: ${body.result?.message ?? res.status}`);
  return body.result.data;
}

describe.skipIf(SKIP_BROWSER)('the published board at 390 px (Chromium)', () => {
  it('read-only at /board, no horizontal scrolling, follows the scores typed: morning, mid-day, after the groups', async () => {
    const wb = await startWorkbench({ port: 0, lang: 'ru', now: () => Date.UTC(2026, 10, 22, 9, 0) });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const seen = watch(page);
    try {
      const board = new URL('/board', wb.url).href;
      await page.goto(board);
      expect(await page.locator('[data-role="no-board"]').textContent()).toMatch(/Табло ещё не составлено/);

      await run(wb.url, 'serverCheckRegistration', ['futsal']);
      const drawn = (await run(wb.url, 'serverDraw', ['futsal', { seed: 3 }])) as { groups: GroupSpec[] };
      await run(wb.url, 'serverDayPlan', ['futsal']);
      await run(wb.url, 'serverBoard', [{ games: ['futsal'] }]);

      // Pitch 1's row of "now and next": the first row whose first cell is "1".
      const nowOf = async () =>
        (
          await page
            .locator('tr')
            .filter({ has: page.locator('td:first-child', { hasText: /^1$/ }) })
            .first()
            .innerText()
        ).trim();
      await page.goto(board);
      const table = page.locator('table[data-role="board"]');
      await table.waitFor();
      expect(await table.innerText()).toContain('Сейчас и далее');
      expect(await page.locator('input, textarea, select, script, [contenteditable]').count()).toBe(0);
      const scroll = () => page.locator('html').evaluate((html) => html.scrollWidth);
      expect(await scroll()).toBeLessThanOrEqual(390);
      const morning = await nowOf();
      await page.screenshot({ path: screenshotPath('board-morning.png'), fullPage: true });

      // Mid-day: the first half of each group's matches typed on the group sheet, as referees do.
      const layout = groupLayout('futsal', drawn.groups);
      const sheet = 'Мини-футбол группы';
      const type = (row: number, a: number, b: number) => {
        wb.book.typeAs('referee', sheet, cellOf({ row, col: layout.columns.scoreA, rows: 1, cols: 1 }), a);
        wb.book.typeAs('referee', sheet, cellOf({ row, col: layout.columns.scoreB, rows: 1, cols: 1 }), b);
      };
      for (const block of layout.blocks) block.matches.slice(0, 3).forEach((m, k) => type(m.row, (k + 2) % 4, k % 3));
      await page.goto(board);
      expect(await nowOf()).not.toBe(morning);
      expect(await table.innerText()).toMatch(/\d:\d/);
      expect(await scroll()).toBeLessThanOrEqual(390);
      await page.screenshot({ path: screenshotPath('board-midday.png'), fullPage: true });

      for (const block of layout.blocks) block.matches.slice(3).forEach((m, k) => type(m.row, k % 3, (k + 1) % 2));
      await page.goto(board);
      expect(await table.innerText()).not.toContain('–\n');
      expect(await scroll()).toBeLessThanOrEqual(390);
      await page.screenshot({ path: screenshotPath('board-groups-done.png'), fullPage: true });
      expect(seen.errors).toEqual([]);
    } finally {
      await page.close();
      await wb.close();
    }
  }, 120_000);
});
