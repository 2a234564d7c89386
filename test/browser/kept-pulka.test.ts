/**
 * A table kept deal by deal in real Chromium (issue 14 items 5–6): the committee seats preference
 * tour 1 and, in the sidebar's rulings box, keeps table 1 deal by deal; the referee types its pulka
 * on the tour's protocol sheet from the keyboard only — F2 opens a cell, Tab goes on, Enter goes to
 * the next deal's contract, the drop-down of a list cell completes a name and gives the ½ — twelve
 * deals and a penalty row: a game both opponents passed, a half-whist, misères (one with the dealer
 * joining), an all-pass, lone whists with the passer's tricks (п1), a pool past the target that
 * helps another, a two-whister six short of its obligation, stepping out, the dealer's whist of item
 * 6.6; one token refused and explained beside its cell; then the stop by the time limit. The table's
 * result and ratings on the tour sheet are checked against the settlement worked by hand below
 * (SPEC §3 PREF_PULKA, PREF_CLOSE_BULLET; Art. 16 items 13–14; Art. 18). The referee card opens
 * from the sidebar. Screenshots: the kept pulka (docs/img/kept-pulka.png with SCREENSHOTS_DIR),
 * the drop-down, the refused token, the tour block, the card, the switch.
 */
import { describe, expect, it } from 'vitest';
import { label, sheetName } from '../../src/i18n/labels';
import { a1 } from '../../src/sheets/plan';
import { BLOCK, blockRects } from '../../src/sheets/kinds/tableBlock';
import { readTour, type TourRecord } from '../../src/sheets/kinds/tourSheet';
import { DEAL, PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../../src/sheets/kinds/protocolSheet';
import { FakeSpreadsheetApp, type FakeBook } from '../../fakes/book';
import { PAGE_TEXTS } from '../../workbench/page/texts';
import { actOk, expectCell, showSheet, useBrowser, withBench, type Bench } from './bench';
import { screenshotPath, SKIP_BROWSER } from './chromium';

useBrowser();

const TOUR1 = sheetName('pref.tour', 'ru', { n: 1 });
const PROTO1 = sheetName('pref.protocol', 'ru', { n: 1 });

function tourRecord(book: FakeBook): TourRecord {
  const sheet = new FakeSpreadsheetApp(book).getActiveSpreadsheet().getSheetByName(TOUR1);
  if (!sheet) throw new Error(`no sheet ${TOUR1}`);
  return readTour(sheet, 1, 'ru');
}

const td = (b: Bench, cell: string) => b.page.locator(`[data-role="grid"] td[data-a1="${cell}"]`);
const selected = async (b: Bench) => b.page.locator('[data-role="grid"] td.sel').getAttribute('data-a1');
const dropdown = (b: Bench) => b.page.locator('[data-role="dropdown"]');
const marked = (b: Bench) => dropdown(b).locator('[data-role="dropdown-item"].active');

/** The shortest start of `name` no other player's name starts with (the drop-down then marks his name alone). */
function uniqueStart(name: string, names: readonly string[]): string {
  for (let k = 1; k <= name.length; k++) {
    const p = name.slice(0, k).toLowerCase();
    if (names.filter((x) => x.toLowerCase().startsWith(p)).length === 1) return name.slice(0, k);
  }
  return name;
}

/** What the referee does in one cell: type a text, or pick an item of the drop-down with the arrows. */
type Entry = string | { pick: string };

describe.skipIf(SKIP_BROWSER)('a pulka kept deal by deal, typed from the keyboard in the workbench (Chromium)', () => {
  it('tour 1, table 1: kept from the sidebar, twelve deals and a penalty typed with F2 / Tab / Enter and the drop-downs, a refused token explained, the stop ticked; the tour sheet shows the result worked by hand', async () => {
    await withBench('ru', async (b) => {
      const book = b.book();
      await actOk(b, 'check', 'preference');
      await actOk(b, 'attendance', 'preference');
      await b.sidebar.locator('input[data-input="seed"]#in-seed-preference').fill('7');
      await actOk(b, 'seat-tour', 'preference', 1);
      let rec = tourRecord(book);
      const table = rec.tables.find((t) => t.label === '1');
      if (!table) throw new Error('no table 1');
      const players = table.players;
      expect(players).toHaveLength(4);
      const [S1, S2, S3, S4] = players as [string, string, string, string];

      // ---- the sidebar: keep table 1 deal by deal (the rulings box) ----------------------------------
      const box = b.sidebar.locator('[data-role="rulings"]');
      await box.locator('select[data-input="ruling-kind"]').selectOption('keepDeals');
      await box.locator('input[data-input="ruling-table"]').waitFor();
      // the table only: no player, no reason
      expect(await box.locator('input[data-input="ruling-player"]').count()).toBe(0);
      expect(await box.locator('input[data-input="ruling-reason"]').count()).toBe(0);
      expect(await box.locator('[data-role="ruling-kind-hint"]').textContent()).toMatch(
        /по сдачам на листе пулек тура/,
      );
      const switchButton = box.locator('button[data-action="ruling"]');
      expect((await switchButton.textContent())?.trim()).toBe('Переключить стол');
      // no table typed: said under the box, nothing sent
      await switchButton.click();
      await expect
        .poll(() => box.locator('input[data-input="ruling-table"]').getAttribute('aria-invalid'))
        .toBe('true');
      await box.locator('input[data-input="ruling-table"]').fill('1');
      await box.screenshot({ path: screenshotPath('keep-table.png') });
      await switchButton.click();
      await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
      const result = b.sidebar.locator('[data-role="result"]');
      await result.waitFor({ state: 'visible' });
      expect(await result.getAttribute('class')).toMatch(/result--ok/);
      expect(await result.textContent()).toMatch(
        /Вести стол по сдачам.*стол 1 листа «Преферанс тур 1» теперь ведётся по сдачам на листе «Преферанс тур 1 пульки»/s,
      );
      rec = tourRecord(book);
      const block = rec.tables.find((t) => t.label === '1')?.block;
      if (!block) throw new Error('no block');
      expect(book.read(TOUR1, a1(block.top, block.col + BLOCK.pool))).toBe(label('prefKeptMark', 'ru'));

      // ---- the referee card, from the sidebar (read from the built add-on, no network) ---------------
      await b.sidebar.locator('button[data-action="card"]').click();
      const card = b.sidebar.locator('[data-role="card"]');
      await card.waitFor();
      expect(await card.getAttribute('lang')).toBe('ru');
      expect((await card.locator('h3').textContent())?.trim()).toBe('Памятка судьи: как записать сдачу');
      expect(await card.locator('table').count()).toBe(3);
      expect(await card.locator('tr.under').count()).toBe(12); // each example's "what is written" under it
      expect(await card.textContent()).toMatch(/Остановлена по времени/);
      await card.locator('h3').scrollIntoViewIfNeeded();
      await b.page.locator('#sidebar').screenshot({ path: screenshotPath('referee-card.png') });
      await b.sidebar.locator('button[data-action="card"]').click();
      await expect.poll(() => card.count()).toBe(0);

      // ---- the protocol sheet: the referee types from the keyboard ---------------------------------
      await showSheet(b, PROTO1);
      const s = protocolLayout([{ label: '1', players }], TOUR_DEALS).sections[0];
      if (!s) throw new Error('no section');
      const first = sectionRows.firstDeal(s);
      const at = (d: number, k: number) => a1(first + d, DEAL.contract + k); // k: 0 contract, 1 declarer, 2… seats

      /** Types a deal row from its contract cell (selected): F2 + text (or the arrows) in each cell, Tab between, Enter after the last one typed. */
      async function typeRow(d: number, entries: Entry[], shot?: string): Promise<void> {
        expect(await selected(b)).toBe(at(d, 0));
        let last = entries.length - 1;
        while (last > 0 && entries[last] === '') last--;
        for (let k = 0; k <= last; k++) {
          const e = entries[k] as Entry;
          const key = k === last ? 'Enter' : 'Tab';
          if (e === '') {
            await b.page.keyboard.press('Tab');
            continue;
          }
          await b.page.keyboard.press('F2');
          if (typeof e === 'object') {
            // the drop-down: ↑ from nothing marks the last item, and up from there to the one wanted
            await dropdown(b).waitFor();
            for (
              let i = 0;
              i < 30 &&
              (await marked(b)
                .getAttribute('data-value')
                .catch(() => null)) !== e.pick;
              i++
            )
              await b.page.keyboard.press('ArrowUp');
            expect(await marked(b).getAttribute('data-value')).toBe(e.pick);
            if (shot) await b.page.screenshot({ path: screenshotPath(shot) });
          } else if (k === 1) {
            // a name: its first letters, and the drop-down marks the one player they fit
            await b.page.keyboard.type(uniqueStart(e, players));
            await expect.poll(() => marked(b).getAttribute('data-value')).toBe(e);
            if (shot) await b.page.screenshot({ path: screenshotPath(shot) });
          } else await b.page.keyboard.type(e);
          await b.page.keyboard.press(key);
        }
        // written as typed (a name in full), and the cursor is at the next deal's contract (Enter after Tabs)
        for (let k = 0; k <= last; k++) {
          const e = entries[k] as Entry;
          const want = typeof e === 'object' ? e.pick : e;
          await expect.poll(() => String(book.read(PROTO1, at(d, k))), { timeout: 10_000 }).toBe(want);
        }
        await expect.poll(() => selected(b)).toBe(at(d + 1, 0));
      }

      await td(b, at(0, 0)).click();
      // Seats S1…S4 in the table's order; S4 deals first, then S1, S2, S3, S4 … (Art. 16 item 5.1);
      // the deal's dealer sits out and is skipped when speaking (item 6.8). Prices P: 6 → 8, 7 → 16,
      // 8 → 24, 9 → 32, 10 → 40, misère 40, all-pass 4 a trick; obligations 6 → 4, 7 → 2, 8–10 → 1.
      // d0 (S4 deals) 10 by S1, S2 and S3 pass: not played, made (item 9.2): pool S1 40.
      await typeRow(0, ['10', S1, '', 'п', 'п'], 'pulka-dropdown-name.png');
      // d1 (S1) 7 by S2: S3 speaks first and passes, S4 half-whists (items 6.3–6.5): pool S2 16; S4 writes 16 on S2 (I-4).
      await typeRow(1, ['7', S2, '', '', 'п', { pick: '½' }], 'pulka-dropdown-half.png');
      // d2 (S2) misère by S1 without a trick (item 2): pool S1 80.
      await typeRow(2, ['мизер', S1, '0']);
      // d3 (S3) all-pass, tricks 4, 5, 1 (the dealer, from the widow), 0 (item 9): mountains S1 16, S2 20, S3 4;
      // S4 took none: pool S4 4 (item 9.3). A series opens: the next game is 7 or more.
      await typeRow(3, ['распасы', '', '4', '5', '1', '0']);
      expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.lowest))).toBe(7);
      // d4 (S4) 7 by S2 who takes 7: S3 (first) whists alone with 2, S1 (second) passed and his hand took 1 (п1):
      // the lone whister is credited 3 (item 6.7) ≥ 2: pool S2 32; S3 writes 16 × 3 = 48 on S2; the series closes.
      await typeRow(4, ['7', S2, 'п1', '7', '2']);
      expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.lowest))).toBe(6);
      // d5 (S1) 8 by S3 who takes 7, S4 and S2 whist with 2 and 1: one down: mountain S3 24; S4 writes 24 × 2 + 24 = 72,
      // S2 writes 24 × 1 + 24 = 48 on S3 (whists for the undertrick, items 5.4, 6.7; I-7).
      // The referee first types 11 tricks for S3: the cell refuses it and says why beside it.
      expect(await selected(b)).toBe(at(5, 0));
      for (const [k, v] of [
        [0, '8'],
        [1, S3],
      ] as const) {
        await b.page.keyboard.press('F2');
        await b.page.keyboard.type(k === 1 ? uniqueStart(v, players) : v);
        await b.page.keyboard.press('Tab');
      }
      await b.page.keyboard.press('Tab'); // S1 deals: his cell stays empty
      await b.page.keyboard.press('F2');
      await b.page.keyboard.type('1');
      await b.page.keyboard.press('Tab');
      await b.page.keyboard.press('F2');
      await b.page.keyboard.type('11');
      expect(await dropdown(b).isVisible()).toBe(false); // nothing on the list fits "11"
      await b.page.keyboard.press('Tab');
      const note = b.page.locator('[data-role="refused"]');
      await note.and(b.page.locator(`[data-a1="${at(5, 4)}"]`)).waitFor({ state: 'visible', timeout: 10_000 });
      await expect.poll(() => selected(b)).toBe(at(5, 4)); // the cursor came back to it
      expect((await b.page.locator('[data-role="refused-title"]').textContent())?.trim()).toBe(
        PAGE_TEXTS.invalidTitle.ru,
      );
      expect((await b.page.locator('[data-role="refused-text"]').textContent())?.trim()).toBe(
        label('helpSeatCell', 'ru'),
      );
      expect(await b.page.locator('[data-role="refused-text"]').textContent()).toMatch(/взятки \(0–10\)/);
      expect(book.read(PROTO1, at(5, 4))).toBe('');
      await b.page.screenshot({ path: screenshotPath('pulka-refused.png') });
      await b.page.keyboard.press('Escape');
      await expect.poll(() => note.isVisible()).toBe(false);
      await b.page.keyboard.press('F2');
      await b.page.keyboard.type('7');
      await b.page.keyboard.press('Tab');
      await b.page.keyboard.press('F2');
      await b.page.keyboard.type('2');
      await b.page.keyboard.press('Enter');
      await expect.poll(() => String(book.read(PROTO1, at(5, 5))), { timeout: 10_000 }).toBe('2');
      expect(book.read(PROTO1, at(5, 4))).toBe('7');
      await expect.poll(() => selected(b)).toBe(at(6, 0));
      // d6 (S2) 9 by S1, S3 and S4 pass: made, pool S1 112.
      await typeRow(6, ['9', S1, '', '', 'п', 'п']);
      // a penalty row: S3 spoke out of turn (item 11.1): 4 to his mountain (28 + 4 = 32); not a deal, S3 still deals next.
      await typeRow(7, ['ш1', S3]);
      // d7 (S3) 7 by S1 who takes 8: S2 (first) passes, S4 whists alone with 2: credited 2 ≥ 2: S4 writes 16 × 2 = 32
      // on S1. Pool S1 112 + 16 = 128, over 120 by 8: help (item 10; Code 4.2.3). The only helper is S1; the open seat
      // with the largest pool is S2 (32; S3 0, S4 4): S2 gets 8 (pool 40), S1 writes 10 × 8 = 80 on S2; pool S1 120.
      await typeRow(8, ['7', S1, '8', 'п', '', '2']);
      expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.pool))).toBe(120);
      expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.closed))).toBe(true);
      // d8 (S4) 6 by S3 who takes 7: S1 (first) and S2 whist with 3 and 0: made, pool S3 8; S1 writes 8 × 3 = 24.
      // The pair took 3 of 4: each answers for half (2) of what he lacks: S1 nothing, S2 2 × 8 = 16 to his mountain (I-5).
      await typeRow(9, ['6', S3, '3', '0', '7']);
      // d9 (S1) 8 by S4, stepped out (item 3.4): 3 × 24 = 72 to his mountain.
      await typeRow(10, ['8', S4, '', '', '', 'б3']);
      // d10 (S2) misère by S3 with one trick, the dealer S2 joined (item 8.5; I-10): 20 each to the mountain: S3 52, S2 56.
      await typeRow(11, ['мизер', S3, '', 'м', '1']);
      // d11 (S3) 6 by S4 who takes 5: S1 and S2 pass, the dealer S3 whists (item 6.6) with 5: one down: mountain S4 80;
      // S3 writes 8 × 5 = 40 on S4, and no whists for the undertrick (a dealer, item 5.4; I-7).
      await typeRow(12, ['6', S4, 'п', 'п', '5', '5']);
      // S4 deals next (twelve deals: the rotation is back at its start).
      expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.next)))).toEqual([
        false,
        false,
        false,
        true,
      ]);
      // The party is not over (three pools are open): no result yet.
      expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.result))).toBe('');

      // ---- the time limit: the stop (Art. 16 item 15), the compulsory close (Art. 18 item 13) --------
      await td(b, a1(sectionRows.stopped(s), PIC.pool)).click();
      await expect.poll(() => book.read(PROTO1, a1(sectionRows.stopped(s), PIC.pool)), { timeout: 10_000 }).toBe(true);
      // Pools 120, 40, 8, 4 (mean 43); mountains 16, 56, 52, 80 (mean 51):
      //   S1 16 (all-pass); S2 20 + 16 (the six) + 20 (the misère) = 56; S3 4 + 24 + 4 (ш1) + 20 = 52; S4 72 + 8 = 80.
      // Whists written (row on column): S1 → S2 80, → S3 24; S2 → S3 48; S3 → S2 48, → S4 40; S4 → S1 32, → S2 16, → S3 72.
      //   balance (written − written on him): S1 104 − 32 = 72; S2 48 − 144 = −96; S3 88 − 144 = −56; S4 120 − 40 = 80.
      // 10·(51 − mountain) + balance + 10·(pool − 43):
      //   S1 350 + 72 + 770 = 1192; S2 −50 − 96 − 30 = −176; S3 −10 − 56 − 350 = −416; S4 −290 + 80 − 390 = −600 (sum 0).
      const expected = [1192, -176, -416, -600];
      expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.pool)))).toEqual([120, 40, 8, 4]);
      expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.mountain)))).toEqual([
        16, 56, 52, 80,
      ]);
      await expect
        .poll(() => [0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.result))), {
          timeout: 10_000,
        })
        .toEqual(expected);
      await expectCell(b, a1(s.top, PIC.pool), label('prefCompulsoryClose', 'ru'));
      // the picture of the README: wide enough for the whole section, the result column included
      await b.page.setViewportSize({ width: 1600, height: 900 });
      await td(b, a1(s.top, 0)).scrollIntoViewIfNeeded();
      await td(b, a1(sectionRows.seat(s, 0), PIC.result)).click();
      await b.page.screenshot({ path: screenshotPath('kept-pulka.png') });
      await b.page.setViewportSize({ width: 1440, height: 900 });
      // No refused entry is left on the sheet; nothing but the stop and the deal rows was typed.
      expect(await b.page.locator('[data-role="grid"] td.refused').count()).toBe(0);

      // ---- the tour sheet: the block of table 1 is the pulka's view ---------------------------------
      await showSheet(b, TOUR1);
      const r = blockRects(block);
      for (let k = 0; k < 4; k++) {
        expect(book.read(TOUR1, a1(r.first + k, r.result.col))).toBe(expected[k]);
        await expectCell(b, a1(r.first + k, r.result.col), new RegExp(`^${String(expected[k]).replace('-', '[-−]')}$`));
      }
      // Rating (Art. 16 items 13–14): places by whists +3, +1, −1, −3; bands by |w|: 1192 → 5, 176 → 2, 416 → 3, 600 → 3.
      rec = tourRecord(book);
      const rating = (p: string) => {
        const line = rec.roster.find((l) => l.name === p);
        if (!line) throw new Error(`no roster line for ${p}`);
        return book.read(TOUR1, a1(line.row, rec.cols.rating));
      };
      expect([S1, S2, S3, S4].map(rating)).toEqual([8, -1, -4, -6]);
      await td(b, a1(r.first + 3, r.result.col + 1)).scrollIntoViewIfNeeded();
      await b.page.screenshot({ path: screenshotPath('kept-tour-block.png') });

      // ---- one truth per table: back to totals is refused now that the pulka holds deals --------------
      await box.locator('select[data-input="ruling-kind"]').selectOption('keepTotals');
      await box.locator('input[data-input="ruling-table"]').fill('1');
      await switchButton.click();
      await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
      await result.waitFor({ state: 'visible' });
      expect(await result.getAttribute('class')).toMatch(/result--refused/);
      expect(await result.textContent()).toMatch(/записанное не удаляется/);
      expect(book.read(PROTO1, at(0, 0))).toBe('10');
    });
  });
});
