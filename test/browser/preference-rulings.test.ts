/**
 * Preference rulings at the table in real Chromium: the committee seats tour 1 by clicks, then in
 * the sidebar's "rulings at the table" box marks a player not admitted (Art. 16 items 3, 4, 12),
 * records a penalty of Art. 18 item 11.2 and awards a table a result (Art. 17 item 7), and sees
 * each on the tour sheet in the grid. Then a tie at the last final seat (Art. 17 item 5): the
 * sidebar offers the tied players as checkboxes and seats the final with the committee's pick.
 * Empty required fields are said under them and never reach the server. Screenshots of the box
 * at the sidebar's 300 px in out/screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sheetName } from '../../src/i18n/labels';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { readTour, type TourRecord } from '../../src/sheets/kinds/tourSheet';
import { readFinal } from '../../src/sheets/kinds/finalSheet';
import { FakeSpreadsheetApp, type FakeBook } from '../../fakes/book';
import { act, actOk, expectCell, showSheet, touch, useBrowser, withBench, type Bench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

const TOUR1 = sheetName('pref.tour', 'ru', { n: 1 });

function tourRecord(book: FakeBook): TourRecord {
  const sheet = new FakeSpreadsheetApp(book).getActiveSpreadsheet().getSheetByName(TOUR1);
  if (!sheet) throw new Error(`no sheet ${TOUR1}`);
  return readTour(sheet, 1, 'ru');
}

/** The server functions the page calls (google.script.run goes through POST /api/run). */
function serverCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/run')) {
      try {
        calls.push(String((JSON.parse(req.postData() ?? '{}') as { fn?: unknown }).fn));
      } catch {
        calls.push('?');
      }
    }
  });
  return calls;
}

/** Clicks a button of the rulings box (or the tie box) and waits for the result box; throws on a refusal. */
async function pressOk(b: Bench, selector: string): Promise<string> {
  await b.sidebar.locator(selector).click();
  await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
  const result = b.sidebar.locator('[data-role="result"]');
  await result.waitFor({ state: 'visible' });
  const text = (await result.textContent()) ?? '';
  if (!((await result.getAttribute('class')) ?? '').includes('result--ok'))
    throw new Error(`${selector} was refused: ${text}`);
  // the status is read again after the action
  await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
  return text;
}

/** A committee member types a value into the settings sheet's value column. */
function setSetting(book: FakeBook, key: string, value: number): void {
  const name = sheetName('settings', 'ru');
  const row = book.toMatrix(name).findIndex((r) => r[0] === key);
  if (row < 1) throw new Error(`no setting ${key}`);
  book.typeAs('committee', name, a1(row, 2), value);
}

async function runServer(b: Bench, fn: string, args: unknown[]): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(new URL('/api/run', b.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  return ((await res.json()) as { result: { ok: boolean; message: string } }).result;
}

describe.skipIf(SKIP_BROWSER)('preference rulings at the table in the workbench (Chromium)', () => {
  it('not admitted, a penalty 11.2 with game 7 and an awarded result, by clicks and typing; the tour sheet shows each', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      const calls = serverCalls(b.page);
      await actOk(b, 'check', 'preference');
      await actOk(b, 'attendance', 'preference');
      const box = b.sidebar.locator('[data-role="rulings"]');
      // Before a tour is seated there is nothing to rule on.
      expect(await box.count()).toBe(0);
      await actOk(b, 'seat-tour', 'preference', 1);
      let rec = tourRecord(book);
      expect(rec.roster.length).toBeGreaterThanOrEqual(12); // the workbench's sample registration: 64 players
      expect(rec.tables.every((t) => t.players.length === 4)).toBe(true);
      await box.waitFor();

      // ---- not admitted (Art. 16 item 4): table 2, seat 2 --------------------------------------
      const kind = box.locator('select[data-input="ruling-kind"]');
      expect(await kind.inputValue()).toBe('late');
      expect(await box.locator('select[data-input="ruling-tour"]').inputValue()).toBe('1');
      expect(await box.locator('select[data-input="ruling-game"]').count()).toBe(0);
      expect(await box.locator('input[data-input="ruling-amount"]').count()).toBe(0);
      expect(await box.locator('input[data-input="ruling-whists"]').count()).toBe(0);
      const late = rec.tables[1]?.players[1] as string;
      // Nothing typed: the player's box says so, and the server is not called.
      const before = calls.length;
      await box.locator('button[data-action="ruling"]').click();
      await expect
        .poll(() => box.locator('input[data-input="ruling-player"]').getAttribute('aria-invalid'))
        .toBe('true');
      expect(await box.locator('.field-error').textContent()).toBe('Сначала впишите игрока.');
      await box.locator('input[data-input="ruling-player"]').fill(late);
      await box.locator('button[data-action="ruling"]').click();
      await expect
        .poll(() => box.locator('input[data-input="ruling-reason"]').getAttribute('aria-invalid'))
        .toBe('true');
      expect(await box.locator('.field-error').textContent()).toMatch(/причину/);
      expect(calls.length).toBe(before);
      // What the ruling does is said under it (Art. 16 items 3, 12).
      expect(await box.locator('[data-role="ruling-kind-hint"]').textContent()).toMatch(/втроём, ему −8/);
      await box.locator('input[data-input="ruling-reason"]').fill('опоздал на 15 минут');
      // Typing takes the message away.
      expect(await box.locator('input[data-input="ruling-reason"]').getAttribute('aria-invalid')).toBeNull();
      expect(await box.locator('.field-error').count()).toBe(0);
      await box.screenshot({ path: screenshotPath('rulings-late.png') });
      const lateText = await pressOk(b, 'button[data-action="ruling"]');
      expect(calls).toContain('serverPrefNotAdmitted');
      expect(lateText).toContain(late);
      expect(lateText).toMatch(/Не допущен к туру/); // the result's title names the ruling
      // The boxes are emptied (a ruling cannot be sent twice by a slip); the ruling and the tour stay.
      expect(await box.locator('input[data-input="ruling-player"]').inputValue()).toBe('');
      expect(await kind.inputValue()).toBe('late');
      rec = tourRecord(book);
      const t2 = rec.tables.find((t) => t.label === '2');
      if (!t2) throw new Error('no table 2');
      expect(t2.players).toHaveLength(3);
      expect(t2.players).not.toContain(late);
      await showSheet(b, TOUR1);
      // His table seats three, he is shown under them; his roster line has −8 (Art. 16 items 3, 12).
      const r2 = blockRects(t2.block);
      for (let k = 0; k < 3; k++) await expectCell(b, a1(r2.first + k, t2.block.col + 1), t2.players[k] as string);
      await expectCell(b, a1(r2.first + 3, t2.block.col), '');
      await expectCell(b, a1(r2.first + 3, t2.block.col + 1), late);
      const line = rec.roster.find((l) => l.name === late);
      if (!line) throw new Error('no roster line');
      await expectCell(b, a1(line.row, rec.cols.rating), /^[-−]8$/);

      // ---- penalty 11.2 (cards exposed before the bidding ended), last declared game 7 ----------
      await kind.selectOption('exposed');
      const game = box.locator('select[data-input="ruling-game"]');
      await game.waitFor();
      const games = await game
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as unknown as { value: string }).value));
      expect(games).toEqual(['', '6', '7', '8', '9', '10', 'misere']); // no all-pass: it is never a declared game
      const exposed = rec.tables[2]?.players[1] as string; // table 3, seat 2
      await box.locator('input[data-input="ruling-player"]').fill(exposed);
      await box.locator('input[data-input="ruling-reason"]').fill('открыл карты во время торговли');
      // No game chosen: said under the select, no call.
      const before2 = calls.length;
      await box.locator('button[data-action="ruling"]').click();
      await expect
        .poll(() => box.locator('select[data-input="ruling-game"]').getAttribute('aria-invalid'))
        .toBe('true');
      expect(calls.length).toBe(before2);
      await box.locator('select[data-input="ruling-game"]').selectOption('7');
      // The price of the game: 16 to the mountain (Art. 18 items 1, 11.2).
      expect(await box.locator('[data-role="ruling-points"]').textContent()).toBe('Штраф: 16 в гору');
      // what was typed stayed through the re-render
      expect(await box.locator('input[data-input="ruling-player"]').inputValue()).toBe(exposed);
      await box.screenshot({ path: screenshotPath('rulings-penalty.png') });
      const penaltyText = await pressOk(b, 'button[data-action="ruling"]');
      expect(calls).toContain('serverPrefPenalty');
      expect(penaltyText).toContain(exposed);
      rec = tourRecord(book);
      const t3 = rec.tables.find((t) => t.label === '3');
      if (!t3) throw new Error('no table 3');
      expect(t3.penalties).toEqual([0, 16, 0, 0]);
      const r3 = blockRects(t3.block);
      await expectCell(b, a1(r3.first + 1, r3.penalties.col), '16');

      // ---- a result awarded to table 4 (Art. 17 item 7) ----------------------------------------
      await kind.selectOption('award');
      await box.locator('input[data-input="ruling-table"]').waitFor();
      expect(await box.locator('input[data-input="ruling-player"]').count()).toBe(0);
      expect(await box.locator('select[data-input="ruling-game"]').count()).toBe(0);
      await box.locator('input[data-input="ruling-table"]').fill('4');
      const seat = (k: number) => box.locator(`input[data-input="ruling-whists"][data-seat="${k}"]`);
      await seat(1).fill('30');
      await seat(2).fill('-10');
      await seat(3).fill('−15');
      expect(await box.locator('[data-role="ruling-sum"]').textContent()).toMatch(/^сумма: 5;/);
      await box.locator('input[data-input="ruling-reason"]').fill('спор о записи последней игры');
      // Whists that do not sum to 0: said under the seats, no call.
      const before3 = calls.length;
      await box.locator('button[data-action="ruling"]').click();
      await expect.poll(() => seat(1).getAttribute('aria-invalid')).toBe('true');
      expect(await box.locator('.field-error').textContent()).toMatch(/в сумме 0/);
      expect(calls.length).toBe(before3);
      await seat(4).fill('-5');
      expect(await box.locator('[data-role="ruling-sum"]').textContent()).toMatch(/^сумма: 0;/);
      await box.screenshot({ path: screenshotPath('rulings-award.png') });
      await b.page.locator('#sidebar').screenshot({ path: screenshotPath('rulings-sidebar.png') });
      const awardText = await pressOk(b, 'button[data-action="ruling"]');
      expect(calls).toContain('serverPrefAward');
      rec = tourRecord(book);
      const t4 = rec.tables.find((t) => t.label === '4');
      if (!t4) throw new Error('no table 4');
      expect(awardText).toContain(`${t4.players[0]} +30`);
      expect(t4.awarded).toEqual([30, -10, -15, -5]);
      const r4 = blockRects(t4.block);
      const shown = ['30', '-10', '-15', '-5'];
      for (let k = 0; k < 4; k++) {
        await expectCell(b, a1(r4.first + k, r4.result.col), new RegExp(`^${shown[k]?.replace('-', '[-−]')}$`));
        await expectCell(b, a1(r4.first + k, r4.awarded.col), new RegExp(`^${shown[k]?.replace('-', '[-−]')}$`));
      }
      // The grid scrolled to the penalties, awarded and result columns of tables 3 and 4.
      await b.page
        .locator(`[data-role="grid"] td[data-a1="${a1(r4.first + 3, r4.result.col + 1)}"]`)
        .scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: screenshotPath('rulings-tour-sheet.png') });
      // The rulings sheet has one row for the late player, one for the penalty, one per seat of the award.
      const log = book
        .toMatrix(sheetName('pref.rulings', 'ru'))
        .filter((r) => r.some((v) => v === late || v === exposed || t4.players.includes(String(v))));
      expect(log.length).toBe(6);
    });
  });

  it('a tie at the last final seat: the tied players as checkboxes, exactly 4 to tick, a reason; the final is seated with the pick (Art. 17 item 5)', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      const calls = serverCalls(b.page);
      setSetting(book, 'preference.tours', 1);
      await touch(b);
      await b.sidebar.locator('button[data-action="refresh"]').click();
      await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
      await actOk(b, 'check', 'preference');
      await actOk(b, 'attendance', 'preference');
      await actOk(b, 'seat-tour', 'preference', 1);
      const rec = tourRecord(book);
      // The referee's results of every table: five table winners level on rating (3 + 1) and whists (50),
      // the other winners on 40 whists below them (Art. 16 items 13, 14, 16).
      for (const t of rec.tables) {
        const whists = Number(t.label) <= 5 ? [50, 0, -20, -30] : [40, 0, -15, -25];
        const r = await runServer(b, 'serverPrefAward', [
          { tour: 1, table: t.label, whists, reason: 'результат стола' },
        ]);
        expect(r.ok, r.message).toBe(true);
      }
      const tied = rec.tables.filter((t) => Number(t.label) <= 5).map((t) => t.players[0] as string);
      await touch(b);
      await b.sidebar.locator('button[data-action="refresh"]').click();
      await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
      const refused = await act(b, 'seat-final', 'preference');
      expect(refused.ok).toBe(false);
      expect(refused.text).toMatch(/финал не рассажен/);
      const tie = b.sidebar.locator('[data-role="tie"]');
      await tie.waitFor();
      const boxes = tie.locator('input[data-input="pick"]');
      expect(
        (await boxes.evaluateAll((xs) => xs.map((x) => (x as unknown as { value: string }).value))).sort(),
      ).toEqual([...tied].sort());
      // Nothing ticked: said, no call.
      const before = calls.length;
      await tie.locator('button[data-action="seat-final-pick"]').click();
      await expect.poll(async () => (await tie.locator('.field-error').textContent()) ?? '').toBe('Отметьте ровно 4.');
      expect(calls.length).toBe(before);
      const chosen = [tied[0], tied[2], tied[3], tied[4]] as string[];
      for (const name of chosen) await tie.locator(`input[data-input="pick"][value="${name}"]`).check();
      // The fifth cannot be ticked now; the count says 4 of 4.
      expect(await tie.locator(`input[data-input="pick"][value="${tied[1]}"]`).isDisabled()).toBe(true);
      expect(await tie.locator('[data-role="tie-count"]').textContent()).toBe('отмечено 4 из 4');
      await tie.locator('button[data-action="seat-final-pick"]').click();
      await expect.poll(() => tie.locator('input[data-input="pick-reason"]').getAttribute('aria-invalid')).toBe('true');
      expect(calls.length).toBe(before);
      await tie.locator('input[data-input="pick-reason"]').fill('жребий, брошенный Оргкомитетом при участниках');
      await tie.screenshot({ path: screenshotPath('final-tie.png') });
      const seated = await pressOk(b, 'button[data-action="seat-final-pick"]');
      expect(seated).toContain(chosen[0] as string);
      const finalSheet = new FakeSpreadsheetApp(book)
        .getActiveSpreadsheet()
        .getSheetByName(sheetName('pref.final', 'ru'));
      if (!finalSheet) throw new Error('no final sheet');
      expect([...readFinal(finalSheet, 'ru').players].sort()).toEqual([...chosen].sort());
      // The tie box is gone once the final is seated; the pick is on the rulings sheet.
      await expect.poll(() => b.sidebar.locator('[data-role="tie"]').count()).toBe(0);
      const log = book.toMatrix(sheetName('pref.rulings', 'ru'));
      expect(log.filter((r) => r.some((v) => String(v).includes('жребий'))).length).toBe(4);
      await showSheet(b, sheetName('pref.final', 'ru'));
      await b.page.screenshot({ path: screenshotPath('final-tie-seated.png') });
    });
  });
});
