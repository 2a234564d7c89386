/**
 * Referees in the sidebar (issue 24 item 17): the referee warnings of the day plans stand under their
 * game in the sidebar as the plans are now (the status reads them), not only in the answer of the
 * day plan action: the billiards semi-final and final with no referee (Art. 11 item 19), gone once
 * the committee types them on the plan and refreshes. Screenshot: out/screenshots/referees.png.
 */
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/i18n/labels';
import { PLAN_COLS } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import { actOk, useBrowser, withBench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

describe.skipIf(SKIP_BROWSER)('referees in the sidebar (Chromium)', () => {
  it('the billiards section warns of the semi-final and final with no referee until the plan names them', async () => {
    await withBench('ru', async (b) => {
      await actOk(b, 'check', 'billiards');
      await actOk(b, 'draw', 'billiards');
      await actOk(b, 'day-plan', 'billiards');
      const section = b.sidebar.locator('[data-section="billiards"]');
      const warned = () => section.getByText(/не назначен судья на 2 матч.*ст\. 11 п\. 19/).count();
      await expect.poll(warned).toBe(1);
      await section.screenshot({ path: screenshotPath('referees.png') });
      const book = b.book();
      const plan = sheetName('dayplan.billiards', 'ru');
      const rows = book.toMatrix(plan);
      for (const key of ['b:VII', 'b:VIII'])
        book.typeAs(
          'committee',
          plan,
          a1(
            rows.findIndex((r) => r.includes(key)),
            PLAN_COLS.referee,
          ),
          'Судья Один',
        );
      await b.sidebar.locator('[data-action="refresh"]').click();
      await expect.poll(warned).toBe(0);
    });
  });
});
