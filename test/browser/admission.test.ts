/**
 * The registration findings of issue 11 in the sidebar (a Kazakh tournament): more billiards
 * applications than the places the committee's own leave (Art. 9 item 2) — the check names who the
 * priority leaves out (Art. 2 item 5) and offers to confirm the admitted list; the confirmation writes
 * the decisions on the registration. A futsal player of another employer (Art. 6 item 2) and a main
 * roster without its goalkeeper (Art. 6 item 1) are shown in Kazakh with their cells.
 */
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { SIDEBAR_TEXT } from '../../src/i18n/messages-ui';
import { REGISTRATION_FIELDS } from '../../src/rules/registration';
import { a1 } from '../../src/sheets/plan';
import { screenshotPath, SKIP_BROWSER } from './chromium';
import { act, actOk, useBrowser, withBench } from './bench';

useBrowser();

describe.skipIf(SKIP_BROWSER)("the committee's places and rosters in the sidebar", () => {
  it('kk: 5 applications over the places — the check lists who is left out, "confirm the admitted list" writes the decisions, then the draw goes', async () => {
    await withBench('kk', async (b) => {
      const book = b.book();
      const reg = sheetName('reg.billiards', 'kk');
      // The sample fills the 12 committee places and the 52 others; five more apply.
      for (let k = 0; k < 5; k++) {
        const row = 66 + k;
        const cells = [`Кешіккен${k}`, 'Арман', '', 'АО «KASE»', 2, `late${k}@kase.kz`, '+7 701 000 00 00'];
        cells.forEach((v, c) => book.typeAs('committee', reg, a1(row - 1, c), v));
      }
      const check = await act(b, 'check', 'billiards');
      expect(check.ok).toBe(false);
      const box = b.sidebar.locator('[data-role="admission"]');
      await box.waitFor();
      expect(await box.textContent()).toContain('Басымдық бойынша жіберілмейді (5):');
      for (let k = 0; k < 5; k++) expect(await box.textContent()).toContain(`Кешіккен${k} Арман`);
      expect(check.text).toContain('өтінімдер: 57, ал өтінім бойынша орындар: 52');
      const confirm = b.sidebar.locator('button[data-action="admit"][data-game="billiards"]');
      expect(await confirm.textContent()).toBe(SIDEBAR_TEXT.admitConfirm.kk);
      await b.page.screenshot({ path: screenshotPath('admission-proposal.png') });
      const done = await actOk(b, 'admit', 'billiards');
      expect(done).toContain('жіберілген өтінімдер — 52, жіберілмегендер — 5');
      const decision = REGISTRATION_FIELDS.billiards.findIndex((f) => f.key === 'admission');
      expect(book.read(reg, a1(1, decision))).toBe('жіберілді');
      expect(book.read(reg, a1(66, decision))).toBe('жіберілмеді');
      await actOk(b, 'check', 'billiards');
      const drawn = await actOk(b, 'draw', 'billiards');
      expect(drawn).not.toContain('Кешіккен');
    });
  });

  it('kk: a player of another employer is a warning on his cell; a main roster without its goalkeeper a warning too (Art. 6 item 2: the list is due before the team plays)', async () => {
    await withBench('kk', async (b) => {
      const book = b.book();
      const reg = sheetName('reg.futsal', 'kk');
      const employer = REGISTRATION_FIELDS.futsal.findIndex((f) => f.key === 'employer');
      book.typeAs('committee', reg, a1(10, employer), 'АО «Jusan Invest»'); // a Halyk Finance player (the second team's third row)
      book.typeAs('committee', reg, a1(1, 1), 'негізгі'); // the first team's goalkeeper marked as a field player
      const check = await act(b, 'check', 'futsal');
      // Warnings only: the draw is of teams and goes on (issue 24 item 15).
      expect(check.ok).toBe(true);
      expect(check.text).toContain('жеребе командалар арасында өтеді');
      expect(check.text).toContain('«Halyk Finance» командасының ұйымы басқа');
      expect(check.text).toContain(`${a1(10, employer)}`);
      expect(check.text).toContain('қақпашыны «қақпашы» деп белгілеңіз');
    });
  });
});
