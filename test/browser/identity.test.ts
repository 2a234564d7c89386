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
import { act, actOk, expectCell, showForm, showSheet, touch, useBrowser, withBench } from './bench';
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
      await showForm(b, 'correct-name', 'billiards');
      await section.locator('input[data-input="from"]').fill(who);
      await section.locator('input[data-input="surname"]').fill(`${surname}а`);
      await section.locator('input[data-input="name"]').fill(name);
      // a decision of the committee: why and who, on the record (issue 24 item 1)
      await section.locator('input[data-input="reason"]').fill('опечатка в заявке');
      await section.locator('input[data-input="by"]').fill('Председатель Оргкомитета');
      const text = await actOk(b, 'correct-name', 'billiards');
      expect(text).toContain(`${surname}а ${name}`);
      // who: the name typed, beside the e-mail Session.getActiveUser gives (the workbench's runner)
      const decision = book.toMatrix(sheetName('decisions', 'ru'))[2];
      expect(decision?.slice(3, 7)).toEqual([
        who,
        `${surname}а ${name}`,
        'опечатка в заявке',
        'Председатель Оргкомитета <committee@kase.kz>',
      ]);
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
  it('a correction after the play-off moved on, refused at finalizing: the reason beside the result on the sheet, said once in the sidebar, its answers as the next step (issue 24 item 4)', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      await actOk(b, 'check', 'futsal');
      await actOk(b, 'draw', 'futsal');
      await actOk(b, 'bracket', 'futsal');
      const groups = readDrawGroups(book.toMatrix(sheetName('draw.futsal', 'ru')));
      const groupSheet = sheetName('groups.futsal', 'ru');
      const net = sheetName('bracket.futsal', 'ru');
      playGroups(book, { game: 'futsal', sheet: groupSheet, groups, dice: new Dice(3, 'futsal'), partiesToWin: 2 });
      await touch(b);
      await actOk(b, 'finalize-groups', 'futsal');
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
      const type = (id: string, a: number, c: number) => {
        book.typeAs('referee', net, cellOf(m(id).scoreA), a);
        book.typeAs('referee', net, cellOf(m(id).scoreB), c);
      };
      type('SF1', 2, 1);
      type('SF2', 3, 0);
      type('F', 1, 0);
      type('3P', 2, 0);
      // SF1 typed the wrong way round and corrected after the final and the match for 3rd place were played
      type('SF1', 1, 2);
      // the committee, whose sidebar has not looked since, finalizes the play-off: refused
      const refused = await act(b, 'finalize-bracket', 'futsal');
      expect(refused.ok).toBe(false);
      const note = String(book.read(net, cellOf(m('F').note)));
      expect(note).toMatch(/сыграли .+ – .+, а по сетке теперь/);
      const result = b.sidebar.locator('[data-role="result"]');
      // said once: the final's note appears once in the whole sidebar, in the result box
      const all = (await b.sidebar.locator('body').textContent()) ?? '';
      expect(all.split(note).length - 1).toBe(1);
      expect((await result.textContent()) ?? '').toContain(note);
      expect(await b.sidebar.locator('[data-section="futsal"] [data-role="flags"]').count()).toBe(0);
      // the next step offered resolves it, never the step just refused
      const next = (await result.locator('.next').textContent()) ?? '';
      expect(next).toContain('Следующий шаг: подтвердить или очистить отмеченный результат плей-офф');
      expect(next).not.toContain('Зафиксировать плей-офф');
      // its buttons right there, on screen without scrolling
      const confirm = result.locator('button[data-action="resolve-confirm"][data-match="F"]');
      const box = await confirm.boundingBox();
      expect(box && box.y + box.height).toBeLessThan(900);
      await b.page.locator('#sidebar').screenshot({ path: screenshotPath('playoff-flag-result.png') });
      // on the sheet: the note stands right after the result's cells, on screen beside them
      expect(m('F').note.col).toBe((m('F').shootB?.col ?? -9) + 1);
      await showSheet(b, net);
      await expectCell(b, cellOf(m('F').note), note);
      const noteBox = await b.page.locator(`td[data-a1="${cellOf(m('F').note)}"]`).boundingBox();
      const wrap = await b.page.locator('[data-role="grid-wrap"]').boundingBox();
      expect(noteBox && wrap && noteBox.x + 100 < wrap.x + wrap.width).toBe(true);
      await b.page.screenshot({ path: screenshotPath('playoff-flag-sheet.png') });
      // answered from the result box: the final confirmed, the match for 3rd place cleared (two presses)
      await confirm.click();
      await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
      await expect.poll(async () => (await result.textContent()) ?? '').toMatch(/3М/);
      await result.locator('button[data-action="resolve-clear-ask"]').click();
      await act(b, 'resolve-clear', 'futsal');
      await expect.poll(() => b.sidebar.locator('[data-role="flags"]').count()).toBe(0);
      // nothing flagged: finalizing the play-off is the next step again
      await expect
        .poll(async () => (await result.locator('.next').textContent()) ?? '')
        .toContain('Зафиксировать плей-офф');
    });
  });
});
