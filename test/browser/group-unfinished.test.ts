/**
 * A referee between two cells, in Chromium (issue 24 item 3): on the billiards group sheet one score
 * of a match typed, the other not yet. The standings keep standing on the finished match (no
 * "#ERROR!" anywhere in the group), and the match typed in part is marked beside it in words, on the
 * flag colour; the status counts what the standings count. Screenshot:
 * out/screenshots/group-unfinished.png.
 */
import { describe, expect, it } from 'vitest';
import { a1, cellOf } from '../../src/sheets/plan';
import { openTypingSheet, settled } from '../../bench/typing';
import { typeInGrid, useBrowser, withBench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

describe.skipIf(SKIP_BROWSER)('a billiards match typed in part (Chromium)', () => {
  it('the standings stand, the match is marked in words beside it, the status agrees', async () => {
    await withBench('ru', async (b) => {
      const wb = { url: b.url, book: b.book() };
      const layout = await openTypingSheet(b.page, wb);
      const cols = layout.columns;
      const block = layout.blocks[0];
      const [m1, m2] = block?.matches ?? [];
      if (!block || !m1 || !m2) throw new Error('no matches');
      const text = async (ref: string) =>
        ((await b.page.locator(`[data-role="grid"] td[data-a1="${ref}"]`).textContent()) ?? '').trim();

      await typeInGrid(b, a1(m1.row, cols.scoreA), '2');
      await typeInGrid(b, a1(m1.row, cols.scoreB), '1');
      // Between two cells: the first score of match 2 typed, not yet the second.
      await typeInGrid(b, a1(m2.row, cols.scoreA), '2');
      await settled(b.page, wb);

      const t = block.tableRect;
      const shown: string[][] = [];
      for (let r = 0; r < t.rows; r++) {
        const row: string[] = [];
        for (let c = 0; c < t.cols; c++) row.push(await text(cellOf(t, r, c)));
        shown.push(row);
      }
      expect(shown.flat().filter((v) => v.startsWith('#'))).toEqual([]);
      const played = new Map(shown.map((r) => [r[1], r[2]]));
      expect(played.get(m1.a)).toBe('1');
      expect(played.get(m1.b)).toBe('1');
      expect(played.get(m2.a)).toBe(m2.a === m1.a || m2.a === m1.b ? '1' : '0');
      expect(played.get(m2.b)).toBe(m2.b === m1.a || m2.b === m1.b ? '1' : '0');
      expect(shown.map((r) => r[0])).not.toContain('');

      const note = a1(m2.row, cols.note);
      expect(await text(note)).toBe('не засчитан: введите второй счёт');
      expect(await text(a1(m1.row, cols.note))).toBe('');
      // (no DOM library in the test's TypeScript: the browser's getComputedStyle reached through globalThis)
      type Styles = { getComputedStyle(el: unknown): { backgroundColor: string } };
      const bg = await b.page
        .locator(`[data-role="grid"] td[data-a1="${note}"]`)
        .evaluate((td) => (globalThis as unknown as Styles).getComputedStyle(td).backgroundColor);
      expect(bg).toBe('rgb(244, 204, 204)');
      expect(await text(a1(block.statusCell.row, block.statusCell.col))).toBe(
        `сыграно матчей: 1 / ${block.matches.length}; не засчитано (см. «Примечание»): 1`,
      );
      // The match rows, the note and the standings side by side: a wider window, the players' column scrolled off.
      await b.page.setViewportSize({ width: 1920, height: 900 });
      await b.page.evaluate(
        `(() => { const w = document.querySelector('.grid-wrap'); const td = w.querySelector('td[data-a1="${a1(0, cols.a)}"]'); w.scrollLeft = td.offsetLeft - 44; })()`,
      );
      await b.page.screenshot({ path: screenshotPath('group-unfinished.png') });

      // The second score typed: counted, the note gone.
      await typeInGrid(b, a1(m2.row, cols.scoreB), '0');
      await settled(b.page, wb);
      expect(await text(note)).toBe('');
      expect(await text(a1(block.statusCell.row, block.statusCell.col))).toBe(
        `сыграно матчей: 2 / ${block.matches.length}`,
      );
    });
  });
});
