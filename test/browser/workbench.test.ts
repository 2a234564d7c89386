/**
 * The workbench in real Chromium (Debian's package, driven by playwright-core): the real sidebar
 * (dist/Sidebar.html) beside the live in-memory spreadsheet, its google.script.run served by
 * dist/Code.js. Committee actions are clicks in the sidebar; referees type through the grid (a few
 * cells, to see the formulas recompute) or, for the bulk of the matches, straight into the same
 * in-memory book (workbench/play.ts, as the rehearsal does).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FakeBook } from '../../fakes/book';
import { a1, cellOf } from '../../src/sheets/plan';
import type { Rect } from '../../src/sheets/plan';
import { sheetName } from '../../src/i18n/labels';
import { groupLayout, type GroupGame } from '../../src/sheets/kinds/groupSheet';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { treeLayout } from '../../src/sheets/kinds/bracketTree';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { bracketFormat } from '../../src/sheets/api';
import { DEFAULT_SETTINGS } from '../../src/rules/settings';
import type { Lang } from '../../src/i18n/messages';
import { Dice, playBracket, playFinal, playGroups, playTour } from '../../workbench/play';
import { readFinal } from '../../src/sheets/kinds/finalSheet';
import { readTour } from '../../src/sheets/kinds/tourSheet';
import { FakeSpreadsheetApp } from '../../fakes/book';
import { xlsxErrors } from '../../workbench/xlsx';
import { screenshotPath, SKIP_BROWSER } from './chromium';
import {
  act,
  actOk,
  expectCell,
  showForm,
  showSheet,
  touch,
  typeInGrid,
  useBrowser,
  withBench,
  type Bench,
} from './bench';

useBrowser();

const read = (book: FakeBook, sheet: string, r: Rect, dRow = 0, dCol = 0) =>
  String(book.read(sheet, cellOf(r, dRow, dCol)) ?? '');

/** The group sheet's standings row of a player as the grid shows it: place … points (GROUP_TABLE, SPEC §3). */
async function standingsRow(b: Bench, table: Rect, player: string): Promise<string[]> {
  const text = async (r: number, c: number) =>
    ((await b.page.locator(`td[data-a1="${cellOf(table, r, c)}"]`).textContent()) ?? '').trim();
  let row = -1;
  await expect
    .poll(
      async () => {
        for (let r = 0; r < table.rows; r++) if ((await text(r, 1)) === player) row = r;
        return row;
      },
      { timeout: 10_000, message: `${player} in the standings` },
    )
    .toBeGreaterThanOrEqual(0);
  const cells: string[] = [];
  for (let c = 0; c < 10; c++) cells.push(await text(row, c));
  return cells;
}

/**
 * One group game by clicks: check → draw → play-off sheet → (referees) → finalize groups →
 * finalize play-off. Returns what the test needs to look further.
 */
async function groupGameByClicks(b: Bench, game: GroupGame, lang: Lang, options: { typeFirstMatch?: boolean } = {}) {
  const book = b.book();
  await actOk(b, 'check', game);
  const drawn = await actOk(b, 'draw', game);
  const groups = readDrawGroups(book.toMatrix(sheetName(`draw.${game}`, lang)));
  // The draw's result in the sidebar lists the groups and their players (as text).
  expect(drawn).toContain(groups[0]?.players[0] ?? '?');
  const groupSheet = sheetName(`groups.${game}`, lang);
  const layout = groupLayout(game, groups);
  const partiesToWin = DEFAULT_SETTINGS.billiards.partiesToWin;

  await actOk(b, 'bracket', game);
  const bracketSheet = sheetName(`bracket.${game}`, lang);
  const bl = bracketLayout({
    game,
    lang,
    name: bracketSheet,
    format: bracketFormat(DEFAULT_SETTINGS, game),
    groupSheet,
    groups,
    partiesToWin,
  });
  const dice = new Dice(7, game);

  if (options.typeFirstMatch && game === 'futsal') {
    // A referee types the first match of group A in the grid: the standings recompute at once.
    const block = layout.blocks[0];
    const m = block?.matches[0];
    if (!block || !m) throw new Error('no match');
    await showSheet(b, groupSheet);
    expect((await standingsRow(b, block.tableRect, m.a))[2]).toBe('0'); // played
    await typeInGrid(b, a1(m.row, layout.columns.scoreA), '3');
    await typeInGrid(b, a1(m.row, layout.columns.scoreB), '1');
    // Art. 8 item 4: a win is 3 points, a loss 0; played 1, goals 3:1 and 1:3.
    const pick = (row: string[], cols: number[]) => cols.map((c) => row[c]);
    await expect
      .poll(async () => pick(await standingsRow(b, block.tableRect, m.a), [2, 3, 6, 7, 9]), { timeout: 10_000 })
      .toEqual(['1', '1', '3', '1', '3']);
    await expect
      .poll(async () => pick(await standingsRow(b, block.tableRect, m.b), [2, 5, 6, 7, 9]), { timeout: 10_000 })
      .toEqual(['1', '1', '1', '3', '0']);
  }

  playGroups(book, { game, sheet: groupSheet, groups, dice, partiesToWin });
  await touch(b);

  if (options.typeFirstMatch && game === 'futsal') {
    // The semi-finals now show the group winners and runners-up (Art. 8 item 7: A1–B2, B1–A2).
    const [blockA, blockB] = layout.blocks;
    const sf1 = bl.matches[0];
    if (!blockA || !blockB || !sf1) throw new Error('no semi-final');
    await showSheet(b, bracketSheet);
    await expectCell(b, cellOf(sf1.a), read(book, groupSheet, blockA.firstCell));
    await expectCell(b, cellOf(sf1.b), read(book, groupSheet, blockB.secondCell));
    // A referee types the first semi-final in the grid: its winner goes on to the final.
    await typeInGrid(b, cellOf(sf1.scoreA), '2');
    await typeInGrid(b, cellOf(sf1.scoreB), '0');
    const final = bl.matches.find((m) => m.id === 'F');
    if (!final) throw new Error('no final');
    await expectCell(b, cellOf(sf1.winner), read(book, groupSheet, blockA.firstCell));
    await expectCell(b, cellOf(final.a), read(book, groupSheet, blockA.firstCell));
  }

  playBracket(book, { game, sheet: bracketSheet, layout: bl, dice, partiesToWin });
  await touch(b);
  await actOk(b, 'finalize-groups', game);
  await actOk(b, 'finalize-bracket', game);
  const places = [1, 2, 3].map((p) => read(book, bracketSheet, bl.places[p as 1 | 2 | 3]));
  expect(places.every((p) => p !== '')).toBe(true);
  expect(new Set(places).size).toBe(3);
  // The grid shows the same places.
  await showSheet(b, bracketSheet);
  for (const p of [1, 2, 3] as const) await expectCell(b, cellOf(bl.places[p]), places[p - 1] as string);
  // The sidebar shows the game as finished: no step left to do.
  await expect.poll(async () => b.sidebar.locator(`[data-section="${game}"] li[data-state="next"]`).count()).toBe(0);
  return { groups, bracketSheet, places };
}

describe.skipIf(SKIP_BROWSER)('the workbench in Chromium', () => {
  it('loads with no console errors; the sidebar speaks the tournament language', async () => {
    for (const lang of ['ru', 'kk', 'en'] as const) {
      await withBench(lang, async (b) => {
        const title = (await b.sidebar.locator('h1, h2').first().textContent()) ?? '';
        expect(title.trim()).not.toBe('');
        // The registration sheets are there, in the tournament language, filled with the sample.
        await showSheet(b, sheetName('reg.billiards', lang));
        await expect.poll(async () => b.page.locator('[data-role="grid"] tr').count()).toBeGreaterThan(64);
        const setupText = (await b.sidebar.locator('[data-section="setup"]').textContent()) ?? '';
        if (lang === 'en') expect(setupText).toMatch(/[A-Za-z]/);
        else expect(setupText).toMatch(/[А-Яа-яӘәҒғҚқҢңӨөҰұҮүІі]/);
        expect(b.seen.dialogs).toEqual([]);
      });
    }
  });

  it('futsal by clicks; a score typed into a cell updates the standings and the bracket; the XLSX downloads with no error cell', async () => {
    await withBench('ru', async (b) => {
      const futsal = await groupGameByClicks(b, 'futsal', 'ru', { typeFirstMatch: true });
      // The play-off drawn as a bracket: places 1–3 under the tree (Art. 8 items 7–8).
      const tree = treeLayout('sf4');
      await showSheet(b, sheetName('tree.futsal', 'ru'));
      for (const p of [1, 2, 3] as const)
        await expectCell(b, a1(tree.placesTop + p, (tree.cols / 3 - 1) * 3), futsal.places[p - 1] as string);
      await b.page.screenshot({ path: screenshotPath('bracket-tree-futsal.png') });
      const [download] = await Promise.all([
        b.page.waitForEvent('download'),
        b.page.locator('a[data-role="xlsx"]').click(),
      ]);
      expect(download.suggestedFilename()).toBe('tournament.xlsx');
      const path = await download.path();
      const bytes = readFileSync(path);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(await xlsxErrors(bytes)).toEqual([]);
    });
  });

  it('billiards (64 players, the nets of Art. 11) by clicks; screenshots of the sidebar and the bracket', async () => {
    await withBench('ru', async (b) => {
      const { bracketSheet, places } = await groupGameByClicks(b, 'billiards', 'ru');
      await showSheet(b, bracketSheet);
      await b.page.screenshot({ path: screenshotPath('bracket.png') });
      // The same net drawn as a tree (Art. 11 items 7–16): places 1–3 under it, the boxes drawn with lines.
      const tree = treeLayout('net32');
      await showSheet(b, sheetName('tree.billiards', 'ru'));
      for (const p of [1, 2, 3] as const)
        await expectCell(b, a1(tree.placesTop + p, (tree.cols / 3 - 1) * 3), places[p - 1] as string);
      expect(await b.page.locator('.grid td[style*="border-bottom"]').count()).toBeGreaterThan(30);
      await b.page.screenshot({ path: screenshotPath('bracket-tree.png'), fullPage: true });
      // The sidebar, as a committee member sees it mid-tournament: billiards done (folded), backgammon drawn.
      expect(
        await b.sidebar
          .locator('[data-section="billiards"] details[data-fold="game:billiards"]')
          .evaluate((d) => d.hasAttribute('open')),
      ).toBe(false);
      await actOk(b, 'check', 'backgammon');
      await actOk(b, 'draw', 'backgammon');
      await b.page.locator('#sidebar').screenshot({ path: screenshotPath('sidebar.png') });
    });
  });

  it('backgammon by clicks (kk), with a player withdrawn from the sidebar', async () => {
    await withBench('kk', async (b) => {
      await actOk(b, 'check', 'backgammon');
      await actOk(b, 'draw', 'backgammon');
      const groups = readDrawGroups(b.book().toMatrix(sheetName('draw.backgammon', 'kk')));
      const leaving = groups[1]?.players[2] ?? '';
      await showForm(b, 'withdraw', 'backgammon');
      await b.sidebar.locator('#in-player-backgammon').fill(leaving);
      const withdrawn = await actOk(b, 'withdraw', 'backgammon');
      expect(withdrawn).toContain(leaving);
      // His group matches without a score became forfeits on the group sheet.
      const groupSheet = sheetName('groups.backgammon', 'kk');
      const layout = groupLayout('backgammon', groups);
      const his = layout.blocks[1]?.matches.filter((m) => m.a === leaving || m.b === leaving) ?? [];
      expect(his.length).toBeGreaterThan(0);
      for (const m of his)
        expect(String(b.book().read(groupSheet, a1(m.row, layout.columns.forfeit as number)))).toMatch(/^[+-]:[+-]$/);
      await actOk(b, 'bracket', 'backgammon');
      // The day plan from its step (issue 11): both sheets written, the result says it fits (one day, Art. 14 item 1).
      const planned = await actOk(b, 'day-plan', 'backgammon');
      expect(planned).toContain('Нарды күн жоспары');
      expect(planned).toContain('бәрі сыяды');
      expect(b.book().sheetNames()).toEqual(expect.arrayContaining(['Нарды күн жоспары', 'Нарды қатысушылар жоспары']));
      const bracketSheet = sheetName('bracket.backgammon', 'kk');
      const bl = bracketLayout({
        game: 'backgammon',
        lang: 'kk',
        name: bracketSheet,
        format: bracketFormat(DEFAULT_SETTINGS, 'backgammon'),
        groupSheet,
        groups,
        partiesToWin: 2,
      });
      const dice = new Dice(11, 'backgammon');
      playGroups(b.book(), { game: 'backgammon', sheet: groupSheet, groups, dice, partiesToWin: 2 });
      playBracket(b.book(), { game: 'backgammon', sheet: bracketSheet, layout: bl, dice, partiesToWin: 2 });
      await touch(b);
      await actOk(b, 'finalize-groups', 'backgammon');
      await actOk(b, 'finalize-bracket', 'backgammon');
      const places = [1, 2, 3].map((p) => String(b.book().read(bracketSheet, cellOf(bl.places[p as 1 | 2 | 3]))));
      expect(new Set(places).size).toBe(3);
      expect(places).not.toContain(leaving);
      // The play-off drawn as a bracket, in Kazakh (Art. 14 items 8–10).
      const tree = treeLayout('qf8');
      await showSheet(b, sheetName('tree.backgammon', 'kk'));
      for (const p of [1, 2, 3] as const)
        await expectCell(b, a1(tree.placesTop + p, (tree.cols / 3 - 1) * 3), places[p - 1] as string);
      await b.page.screenshot({ path: screenshotPath('bracket-tree-backgammon.png') });
    });
  });

  it('preference (64 players, 7 tours and the final) by clicks, places 1–3 on the final sheet', async () => {
    await withBench('ru', async (b) => {
      const dice = new Dice(5, 'preference');
      const sheetOf = (name: string) => {
        const sheet = new FakeSpreadsheetApp(b.book()).getActiveSpreadsheet().getSheetByName(name);
        if (!sheet) throw new Error(`no sheet ${name}`);
        return sheet;
      };
      await actOk(b, 'check', 'preference');
      await actOk(b, 'attendance', 'preference');
      const tours = DEFAULT_SETTINGS.preference.tours;
      for (let n = 1; n <= tours; n++) {
        const seated = await actOk(b, 'seat-tour', 'preference', n);
        const tour = sheetName('pref.tour', 'ru', { n });
        const record = readTour(sheetOf(tour), n, 'ru');
        // Art. 16 item 3: tables of 4 (3 only as needed); everyone seated once (64 = 16 × 4).
        expect(record.tables.map((t) => t.players.length)).toEqual(Array.from({ length: 16 }, () => 4));
        expect(new Set(record.tables.flatMap((t) => t.players)).size).toBe(64);
        expect(seated).toContain(record.tables[0]?.players[0] ?? '?');
        playTour(b.book(), tour, record.tables, dice);
        await touch(b);
        await actOk(b, 'finalize-tour', 'preference', n);
      }
      await actOk(b, 'seat-final', 'preference');
      const finalSheet = sheetName('pref.final', 'ru');
      const finalists = readFinal(sheetOf(finalSheet), 'ru').players;
      expect(finalists).toHaveLength(4); // Art. 17 item 5
      playFinal(b.book(), finalSheet, finalists, dice);
      await touch(b);
      await actOk(b, 'finalize-final', 'preference');
      await actOk(b, 'finalize-standings', 'preference');
      await expect
        .poll(async () => b.sidebar.locator('[data-section="preference"] li[data-state="next"]').count())
        .toBe(0);
    });
  });

  it('a player named <img src=x onerror=alert(1)> is shown as text: no script runs, no element is made', async () => {
    await withBench('en', async (b) => {
      const evil = '<img src=x onerror=alert(1)>';
      const reg = sheetName('reg.backgammon', 'en');
      // A committee member registers him through the grid (surname and name columns of row 2).
      await b.page.locator('select[data-role="role"]').selectOption('committee');
      await showSheet(b, reg);
      await typeInGrid(b, 'A2', evil);
      await typeInGrid(b, 'B2', evil);
      await expectCell(b, 'A2', evil);
      await actOk(b, 'check', 'backgammon');
      const drawn = await actOk(b, 'draw', 'backgammon');
      expect(drawn).toContain(evil);
      await showForm(b, 'withdraw', 'backgammon');
      await b.sidebar.locator('#in-player-backgammon').fill(`${evil} ${evil}`);
      const withdrawn = await act(b, 'withdraw', 'backgammon');
      expect(withdrawn.text).toContain(evil);
      await showSheet(b, sheetName('groups.backgammon', 'en'));
      await b.page.waitForTimeout(500); // give an injected onerror every chance to fire
      expect(b.seen.dialogs).toEqual([]);
      expect(await b.sidebar.locator('img').count()).toBe(0);
      expect(await b.page.locator('img').count()).toBe(0);
    });
  });
});
