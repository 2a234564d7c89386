/**
 * Typing in the workbench, measured in Chromium (issue 24 item 8): a referee types the second
 * score of a billiards group match into the largest group sheet (8 groups of 8, 64 players) and we
 * time, in the page, from the Enter keydown to the frame after the standings table shows the match
 * as played (the winner's "played" cell reads 1). One match per group, so every sample changes
 * something. Used by `npm run bench` (bench/workbench.ts) and by test/browser/typing.test.ts, which
 * checks what the page does (the cells it touches) and never the time.
 */
import type { Page } from 'playwright-core';
import { sheetName } from '../src/i18n/labels';
import { readDrawGroups } from '../src/sheets/kinds/drawSheet';
import { groupLayout, type GroupLayout } from '../src/sheets/kinds/groupSheet';
import { a1, cellOf } from '../src/sheets/plan';
import type { Workbench } from '../workbench/server';

/** The workbench as the measurement needs it: where it listens, and its book. */
export type Bench = Pick<Workbench, 'url' | 'book'>;

export const TYPING_SHEET = sheetName('groups.billiards', 'ru');

/** One server call, as the sidebar would make it. */
async function run(url: string, fn: string, args: unknown[]): Promise<unknown> {
  const res = await fetch(new URL('/api/run', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fn, args }),
  });
  const body = (await res.json()) as { result?: { ok?: boolean; message?: string } };
  if (!body.result?.ok) throw new Error(`${fn}: ${body.result?.message ?? res.status}`);
  return body.result;
}

/** Draws billiards (a fresh Russian workbench) and opens its group sheet in the page as a referee. */
export async function openTypingSheet(page: Page, wb: Bench): Promise<GroupLayout> {
  await run(wb.url, 'serverCheckRegistration', ['billiards']);
  await run(wb.url, 'serverDraw', ['billiards', { seed: 7 }]);
  const groups = readDrawGroups(wb.book.toMatrix(sheetName('draw.billiards', 'ru')));
  await page.goto(`${wb.url}?role=referee&sheet=${encodeURIComponent(TYPING_SHEET)}`);
  await page.locator(`[data-role="grid"][data-grid-sheet="${TYPING_SHEET}"]`).waitFor();
  return groupLayout('billiards', groups);
}

/** Waits until the page shows the server's latest version (nothing left to fetch). */
export async function settled(page: Page, wb: Bench): Promise<void> {
  const { version } = (await (await fetch(new URL('/api/version', wb.url))).json()) as { version: number };
  const grid = page.locator('[data-role="grid"]');
  const until = Date.now() + 30_000;
  while (Number(await grid.getAttribute('data-version')) < version) {
    if (Date.now() > until) throw new Error(`the page did not reach version ${version}`);
    await page.waitForTimeout(10);
  }
}

interface Probe {
  /** the standings table's name and played columns, rows top to bottom */
  names: string[];
  played: string[];
  who: string;
  expected: string;
}

/**
 * In the page (as text: a bundler's helpers must not leak into it): installs a listener for the next
 * Enter keydown and a watch on the grid, and leaves on `window` a promise of the milliseconds from
 * that Enter to the frame after the standings show the probe's player and count. It is installed
 * (awaited) before a key is typed: a listener still on its way when Enter arrives would miss it and
 * wait for ever. After 30 s the promise fails with what the standings showed instead.
 */
const INSTALL = `(p) => {
  let t0 = 0;
  let seen = false;
  const grid = document.querySelector('[data-role="grid"]');
  const text = (ref) => (grid.querySelector('td[data-a1="' + ref + '"]')?.textContent ?? '').trim();
  const shown = () => p.names.some((n, i) => text(n) === p.who && text(p.played[i]) === p.expected);
  window.__typingTimed = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (t0 === 0 || !shown()) return;
      observer.disconnect();
      seen = true;
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve(performance.now() - t0);
      });
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      window.removeEventListener('keydown', enter, true);
      const rows = p.names.map((n, i) => text(n) + ' ' + text(p.played[i])).join('; ');
      const when = seen ? 'standings shown, no frame after them' : t0 === 0 ? 'no Enter seen' : 'Enter seen';
      reject(new Error(when + '; standings: ' + rows));
    }, 30000);
    observer.observe(grid, { subtree: true, childList: true, characterData: true });
    const enter = (e) => {
      if (e.key !== 'Enter') return;
      t0 = performance.now();
      window.removeEventListener('keydown', enter, true);
    };
    window.addEventListener('keydown', enter, true);
  });
  window.__typingTimed.catch(() => {});
}`;

/**
 * Types `value` into `cell` and resolves with the milliseconds from the Enter keydown to the frame
 * after the standings show `probe.who` with `probe.expected` games played.
 */
async function typeAndTime(page: Page, cell: string, value: string, probe: Probe): Promise<number> {
  await page.locator(`[data-role="grid"] td[data-a1="${cell}"]`).click();
  await page.evaluate(`(${INSTALL})(${JSON.stringify(probe)})`);
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  return page.evaluate<number>('window.__typingTimed');
}

/**
 * `runs` samples (one group each from group `from`, at most 8 in all): the first score typed and
 * settled untimed, the second timed. Returns the samples in milliseconds.
 */
export async function measureTyping(page: Page, wb: Bench, layout: GroupLayout, runs = 5, from = 0): Promise<number[]> {
  const { columns } = layout;
  const samples: number[] = [];
  for (const block of layout.blocks.slice(from, from + runs)) {
    const m = block.matches[0];
    if (!m) continue;
    await page.locator(`[data-role="grid"] td[data-a1="${a1(m.row, columns.scoreA)}"]`).click();
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await settled(page, wb);
    const t = block.tableRect;
    const probe: Probe = {
      names: Array.from({ length: t.rows }, (_, r) => cellOf(t, r, 1)),
      played: Array.from({ length: t.rows }, (_, r) => cellOf(t, r, 2)),
      who: m.a,
      expected: '1',
    };
    samples.push(await typeAndTime(page, a1(m.row, columns.scoreB), '1', probe));
    await settled(page, wb);
  }
  return samples;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}
