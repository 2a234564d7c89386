/**
 * Identity in the browser (SPEC §5): the committee corrects a name from the sidebar and sees it on
 * the sheets; a play-off result typed before an earlier correction re-routed the final is flagged
 * in the sidebar, and confirmed from there. Screenshots of both in out/screenshots.
 */
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { bracketFormat } from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { cellOf } from '../../src/sheets/plan';
import { DEFAULT_SETTINGS } from '../../src/rules/settings';
import { Dice, playGroups } from '../../workbench/play';
import { actOk, expectCell, showSheet, touch, useBrowser, withBench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

describe.skipIf(SKIP_BROWSER)('identity in the workbench (Chromium)', () => {
  it('a name corrected from the sidebar is renamed on the registration, the draw log and the group sheet (ru)', async () => {
    await withBench('ru', async (b) => {
      await actOk(b, 'check', 'billiards');
      await actOk(b, 'draw', 'billiards');
      const book = b.book();
      const groups = readDrawGroups(book.toMatrix(sheetName('draw.billiards', 'ru')));
      const who = groups[0]?.players[1] as string;
      const [surname, name] = who.split(' ') as [string, string];
      const section = b.sidebar.locator('[data-section="billiards"]');
      await section.locator('input[data-input="from"]').fill(who);
      await section.locator('input[data-input="surname"]').fill(`${surname}а`);
      await section.locator('input[data-input="name"]').fill(name);
      const text = await actOk(b, 'correct-name', 'billiards');
      expect(text).toContain(`${surname}а ${name}`);
      await b.sidebar.locator('[data-role="result"]').screenshot({ path: screenshotPath('correct-name.png') });
      await showSheet(b, sheetName('groups.billiards', 'ru'));
      await expectCell(b, 'A4', `${surname}а ${name}`);
      await showSheet(b, sheetName('draw.billiards', 'ru'));
      await expect
        .poll(
          () =>
            book
              .toMatrix(sheetName('draw.billiards', 'ru'))
              .flat()
              .filter((v) => v === who).length,
        )
        .toBe(0);
    });
  });

  it('a final typed before a semi-final was corrected is flagged in the sidebar ("played by … now routed …") and confirmed from there (Art. 8 item 7)', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      await actOk(b, 'check', 'futsal');
      await actOk(b, 'draw', 'futsal');
      await actOk(b, 'bracket', 'futsal');
      const groups = readDrawGroups(book.toMatrix(sheetName('draw.futsal', 'ru')));
      const groupSheet = sheetName('groups.futsal', 'ru');
      const net = sheetName('bracket.futsal', 'ru');
      playGroups(book, { game: 'futsal', sheet: groupSheet, groups, dice: new Dice(3, 'futsal'), partiesToWin: 2 });
      const bl = bracketLayout({
        game: 'futsal',
        lang: 'ru',
        name: net,
        format: bracketFormat(DEFAULT_SETTINGS, 'futsal'),
        groupSheet,
        groups,
        partiesToWin: 2,
      });
      const m = (id: string) => bl.matches.find((x) => x.id === id) as (typeof bl.matches)[number];
      // Referees type (the edit trigger records who played each result, as Sheets runs it).
      const type = (id: string, a: number, c: number) => {
        book.typeAs('referee', net, cellOf(m(id).scoreA), a);
        book.typeAs('referee', net, cellOf(m(id).scoreB), c);
      };
      type('SF1', 2, 1);
      type('SF2', 3, 0);
      type('F', 1, 0);
      expect(book.read(net, cellOf(m('F').memA))).not.toBe('');
      // SF1 typed the wrong way round, corrected: its other team goes to the final.
      type('SF1', 1, 2);
      await touch(b);
      await b.sidebar.locator('button[data-action="refresh"]').click();
      const flags = b.sidebar.locator('[data-section="futsal"] [data-role="flags"]');
      await flags.waitFor();
      expect((await flags.textContent()) ?? '').toMatch(/сыграли .+ – .+, а по сетке теперь/);
      await flags.screenshot({ path: screenshotPath('playoff-flag.png') });
      await showSheet(b, net);
      await expectCell(b, cellOf(m('F').winner), '');
      await b.page.screenshot({ path: screenshotPath('playoff-flag-sheet.png') });
      await actOk(b, 'resolve-confirm', 'futsal');
      await expect.poll(() => b.sidebar.locator('[data-section="futsal"] [data-role="flags"]').count()).toBe(0);
      await expectCell(b, cellOf(m('F').winner), String(book.read(net, cellOf(m('F').a))));
    });
  });
});
