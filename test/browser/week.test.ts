/**
 * Each person's week (issue 25 item 3) in Chromium: the workbench's sample tournament (216 people
 * across the four games, more cards than Sheets' default 1000 rows hold), one futsal player also
 * entered in backgammon and preference, all three games on 25 November. The cards sheet is made by
 * the sidebar's own server call, shown in the workbench's grid, and its first printed page (the rows
 * up to the second page's first card) photographed: out/screenshots/week-cards.png.
 */
import { describe, expect, it } from 'vitest';
import { screenshotPath, SKIP_BROWSER } from './chromium';
import { showSheet, useBrowser, withBench, type Bench } from './bench';

useBrowser();

async function run(b: Bench, fn: string, args: unknown[] = []): Promise<{ message: string; data: unknown }> {
  const res = await fetch(new URL('/api/run', b.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  const body = (await res.json()) as { result?: { ok?: boolean; message?: string; data?: unknown } };
  if (!body.result?.ok) throw new Error(`${fn}: ${body.result?.message ?? res.status}`);
  return { message: body.result.message ?? '', data: body.result.data };
}

describe.skipIf(SKIP_BROWSER)('the week cards in Chromium', () => {
  it('the whole sample tournament’s cards; a person in three games flagged on his card; a page photographed', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      const settings = book.toMatrix('Настройки');
      const setting = (key: string, value: string) =>
        book.typeAs('committee', 'Настройки', `C${settings.findIndex((l) => l[0] === key) + 1}`, value);
      for (const g of ['futsal', 'backgammon', 'preference']) setting(`${g}.firstDay`, '25.11.2026');
      // The first futsal player (goalkeeper of "Биржа") enters backgammon and preference too.
      const futsal = book.toMatrix('Мини-футбол регистрация')[1] ?? [];
      for (const sheet of ['Нарды регистрация', 'Преферанс регистрация'])
        (['A2', 'B2', 'C2', 'D2'] as const).forEach((cell, k) =>
          book.typeAs('committee', sheet, cell, String(futsal[2 + k])),
        );
      for (const g of ['futsal', 'backgammon']) {
        await run(b, 'serverCheckRegistration', [g]);
        await run(b, 'serverDraw', [g, { seed: 3, acceptWarnings: true }]);
      }
      await run(b, 'serverDayPlan', ['preference']);
      await run(b, 'serverDayPlan', ['futsal']);
      await run(b, 'serverDayPlan', ['backgammon']);
      const made = await run(b, 'serverWeek');
      expect(made.message).toMatch(/участников во всех играх — 214, в двух местах одновременно — [1-9]/);

      const sheet = 'Карточки участников';
      // Where each printed page starts (0-based rows): its first card's row anchor "p:card:<n>".
      const pages = book.toMatrix(sheet).flatMap((r, i) => (r.some((v) => String(v).includes('p:card:')) ? [i] : []));
      expect(pages.length).toBeGreaterThan(20);
      // His card: all three games, the overlap said in red words under it.
      const cards = book.toMatrix(sheet).map((r) => r.slice(0, 6).map(String));
      const his = cards.findIndex((r) => r[0]?.startsWith(`${String(futsal[2])} ${String(futsal[3])}`));
      expect(his).toBeGreaterThan(0);
      const card = cards.slice(
        his,
        cards.findIndex((r, i) => i > his && r.every((v) => v === '')),
      );
      expect(new Set(card.slice(2).map((r) => r[2]))).toEqual(new Set(['мини-футбол', 'нарды', 'преферанс', '']));
      expect(card.some((r) => r[0]?.startsWith('⚠ '))).toBe(true);

      // A window tall enough for the first printed page: the grid is photographed as it opens, unscrolled.
      await b.page.setViewportSize({ width: 1440, height: 1400 });
      await showSheet(b, sheet);
      const cell = async (a1: string) => {
        const box = await b.page.locator(`[data-role="grid"] td[data-a1="${a1}"]`).boundingBox();
        if (!box) throw new Error(`no cell ${a1}`);
        return box;
      };
      // The first page: the title and its cards, as wide as the six columns (a portrait A4 page).
      const [a1, f1, next] = [await cell('A1'), await cell('F1'), await cell(`A${(pages[1] as number) + 1}`)];
      expect(next.y + next.height).toBeLessThanOrEqual(1400);
      await b.page.screenshot({
        path: screenshotPath('week-cards.png'),
        clip: { x: a1.x, y: a1.y, width: f1.x + f1.width - a1.x, height: next.y - a1.y },
      });
    });
  }, 180_000);
});
