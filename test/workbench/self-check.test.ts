/**
 * The self-check in the workbench (issue 22 item 3): chosen from the add-on menu of the page, as
 * in Sheets (Extensions → the add-on), run by dist/Code.js against the fake; the guided steps typed
 * through the page's edit endpoint; finished from the menu. (A block cannot be pasted through the
 * page: that step stays "could not tell".)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSUMPTIONS, GUIDED } from '../../src/rules/selfCheck';
import { ROOT } from '../../workbench/host';
import { startWorkbench, type Workbench } from '../../workbench/server';
import type { EditResult, SheetsView } from '../../workbench/page/types';

let wb: Workbench;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'Code.js')))
    execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  wb = await startWorkbench({ port: 0, lang: 'kk', now: () => Date.UTC(2026, 10, 22, 9, 30) });
}, 60_000);

afterAll(async () => {
  await wb?.close();
});

async function call<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(
    new URL(path, wb.url),
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return { status: res.status, body: (await res.json()) as T };
}

const sheets = async () => (await call<SheetsView>('/api/sheets')).body.sheets.map((s) => s.name);
const edit = (sheet: string, a1: string, value: string | boolean, role: 'referee' | 'committee' = 'committee') =>
  call<EditResult>('/api/edit', { sheet, a1, value, role });

describe('the self-check from the workbench’s add-on menu (kk)', () => {
  it('the menu lists its self-check items; start lays out the guided steps; finish writes the report and removes the scratch sheet', async () => {
    const menu = (await call<{ items: [string, string][] }>('/api/menu')).body.items;
    expect(menu.map(([, h]) => h)).toEqual([
      'showSidebar',
      'menuSetup',
      'menuDayPlans',
      'menuNotices',
      'menuSelfCheck',
      'menuSelfCheckFinish',
      'menuQueueFutsal',
      'menuQueueBilliards',
      'menuQueueBackgammon',
    ]);
    expect(menu[4]?.[0]).toBe('Google Кестелерін тексеру (турнирге дейін бір рет)');
    const started = await call<{ said: string[] }>('/api/menu', { handler: 'menuSelfCheck' });
    expect(started.status).toBe(200);
    // Every automatic check held; the guided steps wait for the person.
    const automatic = ASSUMPTIONS.length - GUIDED.length;
    expect(started.body.said.join(' ')).toMatch(new RegExp(`^өзін-өзі тексеру: орындалды ${automatic}, орындалмады 0`));
    expect(await sheets()).toEqual(expect.arrayContaining(['Өзін-өзі тексеру жобасы', 'Өзін-өзі тексеру']));
    const scratch = 'Өзін-өзі тексеру жобасы';
    for (let i = 0; i < 5; i++) expect((await edit(scratch, `B${5 + i}`, String(i + 1))).body.ok).toBe(true);
    expect((await edit(scratch, 'J5', 'жіберілді')).body.ok).toBe(true);
    expect((await edit(scratch, 'L5', 'x', 'referee')).body).toMatchObject({ ok: false, reason: 'protected' });
    expect((await edit(scratch, 'M5', true)).body.ok).toBe(true);
    const finished = await call<{ said: string[] }>('/api/menu', { handler: 'menuSelfCheckFinish' });
    expect(finished.body.said.join(' ')).toMatch(
      new RegExp(`^өзін-өзі тексеру аяқталды: орындалды ${ASSUMPTIONS.length - 1}, орындалмады 0, анықталмады 1`),
    );
    expect(await sheets()).not.toContain(scratch);
    const report = (
      await call<{ cells: { v: unknown }[][] }>(
        `/api/sheet?name=${encodeURIComponent('Өзін-өзі тексеру')}&role=committee`,
      )
    ).body;
    expect(JSON.stringify(report)).toMatch(/edit\.burst=held/);
    expect(JSON.stringify(report)).toMatch(/edit\.paste=unknown/);
  });

  it('an unknown menu handler is a 404, and the server goes on', async () => {
    expect((await call('/api/menu', { handler: 'menuNothing' })).status).toBe(404);
    expect((await call('/api/menu', { handler: 'onEdit' })).status).toBe(404);
    expect((await call<{ version: number }>('/api/version')).status).toBe(200);
  });
});
