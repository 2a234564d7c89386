/**
 * The workbench in a browser, for the browser tests: a fresh workbench and page per test, the
 * sidebar's steps clicked and their results read, the grid's sheets shown and cells typed.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import type { FakeBook } from '../../fakes/book';
import type { Lang } from '../../src/i18n/messages';
import { startWorkbench } from '../../workbench/server';
import { launchChromium, SKIP_BROWSER, watch } from './chromium';

let browser: Browser;

/** One Chromium for the test file (call at the top of a file). */
export function useBrowser(): void {
  beforeAll(async () => {
    if (!SKIP_BROWSER) browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface Bench {
  page: Page;
  sidebar: FrameLocator;
  book: () => FakeBook;
  url: string;
  seen: { errors: string[]; dialogs: string[] };
  close: () => Promise<void>;
}

export async function open(lang: Lang = 'ru'): Promise<Bench> {
  const wb = await startWorkbench({ port: 0, lang, now: () => Date.UTC(2026, 10, 22, 9, 0) });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const seen = watch(page);
  await page.goto(wb.url);
  const sidebar = page.frameLocator('#sidebar');
  await sidebar.locator('[data-section="futsal"]').waitFor();
  await page.locator('[data-role="grid"] td[data-a1]').first().waitFor();
  return {
    page,
    sidebar,
    book: () => wb.book,
    url: wb.url,
    seen,
    close: async () => {
      await page.close();
      await wb.close();
    },
  };
}

/** A fresh workbench and page for one test; closed whatever happens, after checking no console error showed. */
export async function withBench(lang: Lang, body: (b: Bench) => Promise<void>): Promise<void> {
  const b = await open(lang);
  try {
    await body(b);
    expect(b.seen.errors).toEqual([]);
  } finally {
    await b.close();
  }
}

/** Clicks a sidebar step and waits for its result: the result box's class and text. */
export async function act(
  b: Bench,
  action: string,
  game?: string,
  tour?: number,
): Promise<{ ok: boolean; text: string }> {
  let selector = `button[data-action="${action}"]`;
  if (game) selector += `[data-game="${game}"]`;
  if (tour !== undefined) selector += `[data-tour="${tour}"]`;
  await reveal(b, selector);
  await b.sidebar.locator(selector).first().click();
  const result = b.sidebar.locator('[data-role="result"]');
  await b.sidebar.locator('main#app[aria-busy="false"]').waitFor();
  await result.waitFor({ state: 'visible' });
  const cls = (await result.getAttribute('class')) ?? '';
  return { ok: cls.includes('result--ok'), text: (await result.textContent()) ?? '' };
}

/** Opens the folds around a sidebar element (the steps done, a finished game, the setup once done are folded). */
export async function reveal(b: Bench, selector: string): Promise<void> {
  await b.sidebar
    .locator(selector)
    .first()
    .evaluate((node) => {
      for (let d = node.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
    });
}

/** Shows the boxes of a withdrawal or a correction: they appear on the first press of its button. */
export async function showForm(b: Bench, action: 'withdraw' | 'correct-name', game: string): Promise<void> {
  const selector = `button[data-action="${action}"][data-game="${game}"]`;
  await reveal(b, selector);
  await b.sidebar.locator(selector).click();
  await b.sidebar
    .locator(`[data-section="${game}"] input[data-input="${action === 'withdraw' ? 'player' : 'from'}"]`)
    .waitFor();
}

export async function actOk(b: Bench, action: string, game?: string, tour?: number): Promise<string> {
  const r = await act(b, action, game, tour);
  if (!r.ok) throw new Error(`${action} ${game ?? ''} ${tour ?? ''} was refused: ${r.text}`);
  return r.text;
}

/** Shows a sheet in the grid (its tab) and waits until the grid is that sheet's. */
export async function showSheet(b: Bench, name: string): Promise<void> {
  await b.page.locator(`[data-sheet="${name}"]`).click();
  await b.page.locator(`[data-role="grid"][data-grid-sheet="${name}"]`).waitFor();
}

/** The text a cell of the shown sheet displays in the grid, once it equals `expected` (or fails). */
export async function expectCell(b: Bench, cell: string, expected: string | RegExp): Promise<void> {
  const td = b.page.locator(`[data-role="grid"] td[data-a1="${cell}"]`);
  await expect
    .poll(async () => ((await td.textContent()) ?? '').trim(), { timeout: 15_000 })
    .toMatch(typeof expected === 'string' ? new RegExp(`^${escapeRe(expected)}$`) : expected);
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A referee types into a cell of the shown sheet through the grid: select, type, Enter. */
export async function typeInGrid(b: Bench, cell: string, value: string): Promise<void> {
  await b.page.locator(`[data-role="grid"] td[data-a1="${cell}"]`).click();
  await b.page.keyboard.type(value);
  await b.page.keyboard.press('Enter');
  await expect
    .poll(async () => (await b.page.locator('[data-role="status"]').getAttribute('data-kind')) ?? '', {
      timeout: 10_000,
    })
    .not.toBe('error');
}

/** After typing straight into the book, one server call moves the version so the page re-reads. */
export async function touch(b: Bench): Promise<void> {
  await fetch(new URL('/api/run', b.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn: 'serverStatus', args: [] }),
  });
}
