/**
 * An hour of a billiards day in the workbench (issue 26): 64 players drawn, the day plan made, the
 * table queue and the board made at 10:00. Then the referees type results on the group sheet as
 * matches end — no click — and the published board, looked at in Chromium at 390 px, shows on each
 * table that freed the next match the queue calls there, while the other tables keep theirs; the
 * queue action (the sidebar's poll) records the calls now and then, as in real Sheets. Screenshot:
 * out/screenshots/queue-board.png (docs/img/queue-board.png). At the hour's end the committee presses
 * the queue step in the sidebar: the forecast panel says stages 1–3 run past the first day (Art. 11
 * item 17) with the remedies and their ends (out/screenshots/queue-forecast.png, docs/img/).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { QUEUE_FIRST_TABLE } from '../../src/sheets/kinds/queueLayout';
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

interface Called {
  called: { key: string; table: number }[];
  sheet: string;
}

describe.skipIf(SKIP_BROWSER)('an hour of a billiards day through the queue, on the board (Chromium)', () => {
  it('each table that frees gets the next match on the board with no click; the others keep theirs', async () => {
    let clock = Date.UTC(2026, 10, 22, 5, 0); // 10:00 in Almaty
    const wb = await startWorkbench({ port: 0, lang: 'ru', now: () => clock });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const seen = watch(page);
    try {
      await run(wb.url, 'serverCheckRegistration', ['billiards']);
      const drawn = (await run(wb.url, 'serverDraw', ['billiards', { seed: 3 }])) as { groups: GroupSpec[] };
      await run(wb.url, 'serverDayPlan', ['billiards']);
      const first = (await run(wb.url, 'serverQueue', ['billiards'])) as Called;
      await run(wb.url, 'serverBoard', [{ games: ['billiards'] }]);
      expect(first.called.map((c) => c.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

      const layout = groupLayout('billiards', drawn.groups);
      const on = new Map(first.called.map((c) => [c.table, c.key]));
      const played = new Set<string>();
      // A referee types a match's result on the group sheet (the plan's keys g:A:3 count from 1).
      const type = (key: string) => {
        const [, letter, k] = key.split(':');
        const m = layout.blocks.find((b) => b.letter === letter)?.matches[Number(k) - 1];
        const at = (col: number) => cellOf({ row: m?.row ?? 0, col, rows: 1, cols: 1 });
        wb.book.typeAs('referee', 'Бильярд группы', at(layout.columns.scoreA), 2);
        wb.book.typeAs('referee', 'Бильярд группы', at(layout.columns.scoreB), 1);
        played.add(key);
      };
      const queueNow = (t: number) => String(wb.book.toMatrix(first.sheet)[QUEUE_FIRST_TABLE + t - 1]?.[2] ?? '');
      const board = new URL('/board', wb.url).href;
      const boardNow = async (t: number) => {
        const row = page
          .locator('tr')
          .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${t}$`) }) });
        return (await row.first().locator('td').nth(1).innerText()).trim();
      };

      // The hour: results come in table by table, in the order the matches end (lengths 30–80 minutes).
      const ends: [number, number][] = [
        [35, 3],
        [42, 6],
        [48, 1],
        [55, 3],
        [58, 8],
      ];
      for (const [minute, table] of ends) {
        clock = Date.UTC(2026, 10, 22, 5, minute);
        const before = [1, 2, 3, 4, 5, 6, 7, 8].map(queueNow);
        type(on.get(table) as string);
        const shown = queueNow(table);
        expect(shown, `table ${table} at 10:${minute}`).not.toBe(before[table - 1]);
        expect(shown).toMatch(/ – /);
        await page.goto(board);
        await page.locator('table[data-role="board"]').waitFor();
        expect(await boardNow(table)).toBe(shown);
        for (const t of [1, 2, 3, 4, 5, 6, 7, 8].filter((x) => x !== table))
          expect(queueNow(t), `table ${t} keeps its match`).toBe(before[t - 1]);
        // The sidebar's poll (the queue action) records the call a little later, the same call.
        clock += 6 * 60_000;
        await run(wb.url, 'serverQueue', ['billiards']);
        clock += 5 * 60_000;
        const rec = (await run(wb.url, 'serverQueue', ['billiards'])) as Called;
        for (const c of rec.called) on.set(c.table, c.key);
        expect(rec.called.map((c) => c.table)).toEqual([table]);
        expect(queueNow(table)).toMatch(new RegExp(`^\\d+:\\d\\d ${shown}$`));
        expect(played.has(on.get(table) as string)).toBe(false);
      }
      // Nobody on two tables at once.
      const names = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((t) =>
        queueNow(t)
          .replace(/^\d+:\d\d /, '')
          .split(' – '),
      );
      expect(new Set(names).size).toBe(names.length);
      await page.goto(board);
      await page.locator('table[data-role="board"]').waitFor();
      expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: screenshotPath('queue-board.png'), fullPage: false });

      // The sidebar's queue step: the forecast, its warning and the remedies (issue 26 item 2).
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(wb.url);
      const sb = page.frameLocator('#sidebar');
      const step = 'button[data-action="queue"][data-game="billiards"]';
      await sb
        .locator(step)
        .first()
        .evaluate((node) => {
          for (let d = node.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
        });
      await sb.locator(step).first().click();
      const panel = sb.locator('[data-role="forecast"]');
      await panel.waitFor();
      expect(await panel.locator('.fc-warning').textContent()).toContain('Этапы 1, 2, 3 не успевают');
      const remedies = panel.locator('[data-role="remedies"] li');
      expect(await remedies.evaluateAll((ls) => ls.map((l) => l.getAttribute('data-remedy')))).toEqual([
        'tables',
        'abridged',
      ]);
      expect(await remedies.first().textContent()).toMatch(/^\d+ столов \(ст\. 2 п\. 2\): день \d \d+:\d\d/);
      // Each remedy: the settings the committee changes to take it, and its own end of each late stage.
      // Each setting by its label on the settings sheet, its key in the tooltip.
      const setting = remedies.first().locator('code');
      expect(await setting.textContent()).toMatch(/^Число бильярдных столов: \d+$/);
      expect(await setting.getAttribute('title')).toBe('billiards.tables');
      expect(await remedies.nth(1).locator('code').first().textContent()).toBe(
        'Одна партия в матче в группах, где больше 4 участников: ✓',
      );
      const own = remedies.first().locator('[data-stage]');
      expect(await own.evaluateAll((ds) => ds.map((d) => d.getAttribute('data-stage')))).toEqual(['1', '2', '3']);
      await panel.scrollIntoViewIfNeeded();
      await page.locator('#sidebar').screenshot({ path: screenshotPath('queue-forecast.png') });
      expect(seen.errors).toEqual([]);
    } finally {
      await page.close();
      await wb.close();
    }
  }, 180_000);
});
