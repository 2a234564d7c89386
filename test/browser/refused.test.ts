/**
 * A refused entry in the workbench, as Google Sheets shows it: a referee (Russian tournament)
 * types a score the cell's data validation does not allow; the cursor stays on the cell, the cell
 * shows the text as typed, marked, and a note beside it gives the rule's help text in Russian;
 * nothing reaches the book. A valid score clears it and is written; Escape restores the cell; a
 * protected cell's refusal has a note of its own; switching the sheet drops it.
 */
import { describe, expect, it } from 'vitest';
import { a1 } from '../../src/sheets/plan';
import { label, sheetName } from '../../src/i18n/labels';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { PAGE_TEXTS } from '../../workbench/page/texts';
import { screenshotPath, SKIP_BROWSER } from './chromium';
import { actOk, expectCell, showSheet, useBrowser, withBench, type Bench } from './bench';

useBrowser();

const td = (b: Bench, cell: string) => b.page.locator(`[data-role="grid"] td[data-a1="${cell}"]`);
const note = (b: Bench) => b.page.locator('[data-role="refused"]');
const selected = async (b: Bench) => b.page.locator('[data-role="grid"] td.sel').getAttribute('data-a1');
const text = async (b: Bench, cell: string) => ((await td(b, cell).textContent()) ?? '').trim();
const isRefused = async (b: Bench, cell: string) =>
  ((await td(b, cell).getAttribute('class')) ?? '').split(/\s+/).includes('refused');

/** Types into the selected cell (the grid has the focus) and presses Enter. */
async function typeHere(b: Bench, value: string): Promise<void> {
  await b.page.keyboard.type(value);
  await b.page.keyboard.press('Enter');
}

/** Waits for the note beside `cell` and checks what a refusal shows: cursor kept, entry shown and marked. */
async function expectRefused(b: Bench, cell: string, typed: string): Promise<void> {
  await note(b)
    .and(b.page.locator(`[data-a1="${cell}"]`))
    .waitFor({ state: 'visible', timeout: 10_000 });
  await expect.poll(() => selected(b)).toBe(cell);
  expect((await b.page.locator('[data-role="address"]').textContent())?.trim()).toBe(cell);
  expect(await text(b, cell)).toBe(typed);
  expect(await isRefused(b, cell)).toBe(true);
  expect(await b.page.locator('input[data-role="cell-editor"]').count()).toBe(0);
}

async function expectNoRefusal(b: Bench, cell: string): Promise<void> {
  await expect.poll(async () => note(b).isVisible()).toBe(false);
  await expect.poll(() => isRefused(b, cell)).toBe(false);
  expect(await b.page.locator('[data-role="grid"] td.refused').count()).toBe(0);
}

describe.skipIf(SKIP_BROWSER)('a refused entry in the workbench', () => {
  it('a referee types an invalid futsal score (ru): the cell keeps it, marked, with the rule in Russian beside it; a valid score clears it; Escape restores', async () => {
    await withBench('ru', async (b) => {
      // the workbench opens as the committee (issue 24 item 9): a referee is chosen at the top
      await b.page.locator('select[data-role="role"]').selectOption('referee');
      await actOk(b, 'check', 'futsal');
      await actOk(b, 'draw', 'futsal');
      const groups = readDrawGroups(b.book().toMatrix(sheetName('draw.futsal', 'ru')));
      const layout = groupLayout('futsal', groups);
      const m = layout.blocks[0]?.matches[0];
      if (!m) throw new Error('no match in group A');
      const sheet = sheetName('groups.futsal', 'ru');
      const cell = a1(m.row, layout.columns.scoreA);
      const below = a1(m.row + 1, layout.columns.scoreA);
      await showSheet(b, sheet);
      expect(await td(b, cell).getAttribute('class')).not.toMatch(/\bro\b/); // a referee's cell
      const book = () => b.book().read(sheet, cell);
      expect(book()).toBe('');
      const help = label('helpGoals', 'ru');

      // -1 is no number of goals: refused
      await td(b, cell).click();
      await typeHere(b, '-1');
      await expectRefused(b, cell, '-1');
      expect((await b.page.locator('[data-role="formula"]').textContent())?.trim()).toBe('-1');
      // the note: beside the cell (its right edge, level with it), in Russian: heading and the rule's help text
      expect((await b.page.locator('[data-role="refused-title"]').textContent())?.trim()).toBe(
        PAGE_TEXTS.invalidTitle.ru,
      );
      const said = (await b.page.locator('[data-role="refused-text"]').textContent())?.trim() ?? '';
      expect(said).toBe(help);
      expect(said).not.toBe(label('helpGoals', 'en'));
      expect(said).toMatch(/голы/);
      expect((await note(b).textContent()) ?? '').not.toMatch(/Fake Sheets|rejected|Invalid/);
      const cellBox = await td(b, cell).boundingBox();
      const noteBox = await note(b).boundingBox();
      if (!cellBox || !noteBox) throw new Error('no box');
      expect(noteBox.x).toBeGreaterThanOrEqual(cellBox.x + cellBox.width - 1);
      expect(noteBox.x).toBeLessThan(cellBox.x + cellBox.width + 12);
      expect(Math.abs(noteBox.y - cellBox.y)).toBeLessThan(4);
      // the mark: a red outline on the cell
      // (the test's TypeScript has no DOM library: the browser's getComputedStyle reached through globalThis)
      type Styles = { getComputedStyle(el: unknown): { outlineColor: string } };
      const outline = await td(b, cell).evaluate(
        (el) => (globalThis as unknown as Styles).getComputedStyle(el).outlineColor,
      );
      expect(outline).toBe('rgb(217, 48, 37)');
      // the book never held it
      expect(book()).toBe('');
      expect(b.book().edits.some((e) => e.a1 === cell)).toBe(false);
      await b.page.screenshot({ path: screenshotPath('refused-entry.png') });
      // and close up: the cell and its note
      await b.page.screenshot({
        path: screenshotPath('refused-entry-note.png'),
        clip: {
          x: cellBox.x - 240,
          y: cellBox.y - 60,
          width: noteBox.x + noteBox.width - cellBox.x + 280,
          height: noteBox.height + 120,
        },
      });

      // "abc" typed over it: refused too, the cell shows the new entry
      await typeHere(b, 'abc');
      await expectRefused(b, cell, 'abc');
      expect(book()).toBe('');

      // Escape: the cell shows its own value (empty) again, the note goes, the cursor stays
      await b.page.keyboard.press('Escape');
      await expectNoRefusal(b, cell);
      expect(await text(b, cell)).toBe('');
      expect(await selected(b)).toBe(cell);

      // refused again, then a valid score: written, the note gone, the cursor moves on
      await typeHere(b, '-1');
      await expectRefused(b, cell, '-1');
      await typeHere(b, '2');
      await expect.poll(book, { timeout: 10_000 }).toBe(2);
      await expectNoRefusal(b, cell);
      await expectCell(b, cell, '2');
      await expect.poll(() => selected(b)).toBe(below);
      await expect.poll(async () => b.page.locator('[data-role="status"]').getAttribute('data-kind')).toBe('ok');

      // Enter on a refused cell opens the editor with the entry; Escape there restores the cell's value (2)
      await td(b, cell).click();
      await typeHere(b, '99');
      await expectRefused(b, cell, '99');
      await b.page.keyboard.press('Enter');
      const editor = b.page.locator('input[data-role="cell-editor"]');
      await expect.poll(async () => editor.inputValue()).toBe('99');
      expect(await note(b).isVisible()).toBe(true); // the rule stays in sight while fixing it
      await b.page.keyboard.press('Escape');
      await expectNoRefusal(b, cell);
      await expectCell(b, cell, '2');
      expect(book()).toBe(2);

      // a protected cell (a team's name): refused with a note of its own, in Russian
      const locked = a1(m.row, layout.columns.a);
      const name = await text(b, locked);
      expect(await td(b, locked).getAttribute('class')).toMatch(/\bro\b/);
      await td(b, locked).click();
      await typeHere(b, 'Hackers'); // Latin: Playwright types other letters without key events
      await expectRefused(b, locked, 'Hackers');
      expect(await note(b).getAttribute('data-reason')).toBe('protected');
      expect((await b.page.locator('[data-role="refused-title"]').textContent())?.trim()).toBe(
        PAGE_TEXTS.protectedTitle.ru,
      );
      expect((await b.page.locator('[data-role="refused-text"]').textContent())?.trim()).toBe(
        PAGE_TEXTS.protectedText.ru,
      );
      expect(b.book().read(sheet, locked)).toBe(name);
      // the note shows while its cell is selected; the mark stays while the cursor is elsewhere
      await td(b, cell).click();
      await expect.poll(async () => note(b).isVisible()).toBe(false);
      expect(await isRefused(b, locked)).toBe(true);
      await td(b, locked).click();
      await expect.poll(async () => note(b).isVisible()).toBe(true);
      // another sheet and back: dropped, the cell shows its name
      await showSheet(b, sheetName('draw.futsal', 'ru'));
      await expect.poll(async () => note(b).isVisible()).toBe(false);
      await showSheet(b, sheet);
      await expectNoRefusal(b, locked);
      await expectCell(b, locked, name);
    });
  });
});
