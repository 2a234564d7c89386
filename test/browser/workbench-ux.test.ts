/**
 * The workbench's rough spots a committee member tripped over (issue 24 item 9), in Chromium: it
 * opens as the committee and says its own words in the tournament language; a click on an empty
 * cell under a label running on over it selects that cell; booleans read as a Russian spreadsheet
 * shows them; labels are not cut; Reset asks first and says the book lives in memory.
 */
import { isIdCell } from '../../src/sheets/idColumn';
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { ATTENDANCE } from '../../src/sheets/kinds/attendanceSheet';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { a1, cellOf } from '../../src/sheets/plan';
import { actOk, showSheet, useBrowser, withBench, type Bench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

async function run(b: Bench, fn: string, args: unknown[] = []): Promise<void> {
  const res = await fetch(new URL('/api/run', b.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  const body = (await res.json()) as { result?: { ok?: boolean; message?: string } };
  if (!body.result?.ok) throw new Error(`${fn}: ${body.result?.message ?? res.status}`);
}

const td = (b: Bench, ref: string) => b.page.locator(`[data-role="grid"] td[data-a1="${ref}"]`);
const text = async (b: Bench, ref: string) => ((await td(b, ref).textContent()) ?? '').trim();
/** The cell's text fits it: nothing cut, no "…". */
const fits = (b: Bench, ref: string) => td(b, ref).evaluate((el) => el.scrollWidth <= el.clientWidth);

describe.skipIf(SKIP_BROWSER)('the workbench for a committee member (Chromium)', () => {
  it('opens as the committee, in Russian, says the book lives in memory; a click beside a long label selects the empty cell', async () => {
    await withBench('ru', async (b) => {
      expect(await b.page.locator('select[data-role="role"]').inputValue()).toBe('committee');
      const toolbar = (await b.page.locator('header.toolbar').textContent()) ?? '';
      for (const word of ['Роль', 'Член оргкомитета', 'Скачать XLSX', 'Сбросить', 'только в памяти'])
        expect(toolbar).toContain(word);
      expect(toolbar).not.toMatch(/Role|Download|Reset\b/);
      expect(await b.page.locator('[data-role="memory"]').getAttribute('title')).toContain('в памяти');
      expect(await b.page.locator('[data-role="status"]').textContent()).toMatch(/^Роль: Член оргкомитета\./);

      // The settings sheet: the committee's addresses (C3) are empty, the label of B3 runs on over them.
      await showSheet(b, sheetName('settings', 'ru'));
      expect(await td(b, 'B3').getAttribute('class')).toMatch(/\bspilling\b/);
      const c3 = await td(b, 'C3').boundingBox();
      if (!c3) throw new Error('no C3');
      await b.page.mouse.click(c3.x + c3.width / 2, c3.y + c3.height / 2);
      await expect.poll(() => b.page.locator('[data-role="address"]').textContent()).toBe('C3');
      expect(await td(b, 'B3').getAttribute('class')).not.toMatch(/\bsel\b/);
      await b.page.mouse.dblclick(c3.x + c3.width / 2, c3.y + c3.height / 2);
      await expect.poll(() => td(b, 'C3').locator('input[data-role="cell-editor"]').count()).toBe(1);
      await b.page.keyboard.press('Escape');
      await b.page.screenshot({ path: screenshotPath('workbench-settings.png') });

      // A refusal in the status line is in Russian too.
      await b.page.locator('select[data-role="role"]').selectOption('referee');
      await td(b, 'C5').click();
      await b.page.keyboard.type('9');
      await b.page.keyboard.press('Enter');
      await expect.poll(() => b.page.locator('[data-role="status"]').getAttribute('data-kind')).toBe('error');
      expect(await b.page.locator('[data-role="status"]').textContent()).toMatch(/^Не принято: .*C5 ← «9»/);
    });
  });

  it('booleans read ИСТИНА / ЛОЖЬ in a Russian spreadsheet; the group sheet labels are not cut', async () => {
    await withBench('ru', async (b) => {
      await run(b, 'serverCheckRegistration', ['preference']);
      await run(b, 'serverPrepareAttendance');
      // The first player announces he skips tour 1 (Art. 16 item 4): the tour sheet ticks him as missed.
      b.book().typeAs('committee', sheetName('pref.attendance', 'ru'), a1(ATTENDANCE.first, ATTENDANCE.tours), 'TRUE');
      await run(b, 'serverSeatTour', [1, { seed: 3 }]);
      const tour = sheetName('pref.tour', 'ru', { n: 1 });
      const booleans = b
        .book()
        .toMatrix(tour)
        .flatMap((line, i) => line.flatMap((v, j) => (typeof v === 'boolean' ? [[a1(i, j), v] as const] : [])));
      expect(booleans.length).toBeGreaterThan(0);
      await showSheet(b, tour);
      for (const [ref, v] of booleans) expect(await text(b, ref)).toBe(v ? 'ИСТИНА' : 'ЛОЖЬ');
      await b.page.screenshot({ path: screenshotPath('workbench-missed.png') });

      await run(b, 'serverCheckRegistration', ['billiards']);
      await run(b, 'serverDraw', ['billiards', { seed: 7 }]);
      const groups = readDrawGroups(b.book().toMatrix(sheetName('draw.billiards', 'ru')));
      const block = groupLayout('billiards', groups).blocks[0];
      if (!block) throw new Error('no group');
      await showSheet(b, sheetName('groups.billiards', 'ru'));
      // "1-е место", "2-е место" and "Шары А" / "Шары Б" in their columns, whole (they read "1-е …", "Ша…")
      const first = cellOf({ ...block.firstCell, col: block.firstCell.col - 1 });
      const second = cellOf({ ...block.secondCell, col: block.secondCell.col - 1 });
      expect(await text(b, first)).toBe('1-е место');
      expect(await text(b, second)).toBe('2-е место');
      for (const ref of [first, second, 'H2', 'I2']) expect(await fits(b, ref), ref).toBe(true);
      // The id column and id row (src/sheets/idColumn.ts) are hidden in Sheets: the page shows none of their cells.
      const idCells = b
        .book()
        .toMatrix(sheetName('groups.billiards', 'ru'))
        .flatMap((line, i) => line.flatMap((v, j) => (isIdCell(v) ? [a1(i, j)] : [])));
      expect(idCells.length).toBeGreaterThan(10);
      for (const ref of [idCells[0], idCells[idCells.length - 1]] as string[])
        expect(await td(b, ref).isVisible(), ref).toBe(false);
    });
  });

  it('Reset asks first, beside the button, and says the book is only in memory; Cancel keeps it', async () => {
    await withBench('ru', async (b) => {
      const before = b.book();
      await b.page.locator('button[data-role="reset"]').click();
      const ask = b.page.locator('[data-role="reset-ask"]');
      await expect.poll(() => ask.isVisible()).toBe(true);
      expect(await ask.textContent()).toMatch(/только в памяти.*XLSX/);
      await b.page.locator('header.toolbar').screenshot({ path: screenshotPath('workbench-reset-ask.png') });
      await b.page.locator('button[data-role="reset-cancel"]').click();
      await expect.poll(() => ask.isVisible()).toBe(false);
      expect(b.book()).toBe(before);
      await b.page.locator('button[data-role="reset"]').click();
      await b.page.locator('button[data-role="reset-sure"]').click();
      await expect.poll(() => b.book() !== before).toBe(true);
      await expect.poll(() => b.page.locator('[data-role="status"]').textContent()).toMatch(/^Новая книга \(ru\)/);
      expect(b.seen.dialogs).toEqual([]);
    });
  });
  it('the sidebar shows what matters now: each game’s next step first, the steps done and the setup folded, a correction’s boxes on its first press', async () => {
    await withBench('ru', async (b) => {
      const sb = b.sidebar;
      // 2 799 px before (the correction boxes of four games, every step, the setup at the bottom)
      expect(await sb.locator('body').evaluate((body) => body.scrollHeight)).toBeLessThan(1600);
      for (const game of ['futsal', 'billiards', 'backgammon', 'preference'])
        expect(await sb.locator(`[data-section="${game}"] li.step`).first().getAttribute('data-state')).toBe('next');
      expect(await sb.locator('details[data-fold="setup"]').evaluate((d) => d.hasAttribute('open'))).toBe(false);
      expect(await sb.locator('[data-section="futsal"] input').count()).toBe(0);
      // a correction's boxes come with its first press, the first one focused
      await sb.locator('button[data-action="correct-name"][data-game="futsal"]').click();
      await expect.poll(() => sb.locator('[data-section="futsal"] input[data-input="from"]').count()).toBe(1);
      expect(
        await sb
          .locator('[data-section="futsal"] input[data-input="from"]')
          .evaluate((i) => i.ownerDocument.activeElement === i),
      ).toBe(true);
      // the steps done fold into one line, which stays open once opened (across a refresh)
      await actOk(b, 'check', 'backgammon');
      await actOk(b, 'draw', 'backgammon');
      const done = sb.locator('details[data-fold="done:backgammon"]');
      expect(await done.locator('summary').textContent()).toBe('Сделано: 2');
      expect(await sb.locator('button[data-action="draw"][data-game="backgammon"]').isVisible()).toBe(false);
      expect(await sb.locator('[data-section="backgammon"] li.step').first().getAttribute('data-state')).toBe('next');
      await done.locator('summary').click();
      await sb.locator('button[data-action="refresh"]').click();
      await sb.locator('main#app[aria-busy="false"]').waitFor();
      expect(await sb.locator('button[data-action="draw"][data-game="backgammon"]').isVisible()).toBe(true);
      await b.page.locator('#sidebar').screenshot({ path: screenshotPath('sidebar-folded.png') });
    });
  });
});
