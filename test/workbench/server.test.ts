/**
 * workbench/server.ts: the local workbench over HTTP, started in-process on a free port. The
 * sample registration is loaded, google.script.run reaches dist/Code.js, people type as referees
 * and committee members (protection and validation apply), the standings recompute, bad requests
 * get 4xx JSON and never stop the server, the sidebar gets the shim first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../workbench/host';
import { injectShim, MAX_BODY, startWorkbench, type Workbench } from '../../workbench/server';
import type { CellView, EditResult, SheetsView, SheetView } from '../../workbench/page/types';
import type { ActionResult } from '../../src/sheets/context';

const CODE_JS = join(ROOT, 'dist', 'Code.js');
const SIDEBAR_HTML = join(ROOT, 'dist', 'Sidebar.html');
const NOW = Date.UTC(2026, 10, 22, 9, 30);

let wb: Workbench;

beforeAll(async () => {
  // build.mjs replaces dist/ files in one rename each: build only when nothing is there yet
  if (!existsSync(CODE_JS)) execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  wb = await startWorkbench({ port: 0, lang: 'ru', now: () => NOW });
}, 60_000);

afterAll(async () => {
  await wb?.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, wb.url));
  return { status: res.status, body: (await res.json()) as T };
}

async function post<T>(path: string, body: unknown, raw = false): Promise<{ status: number; body: T }> {
  const res = await fetch(new URL(path, wb.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed as T };
}

const version = async (): Promise<number> => (await get<{ version: number }>('/api/version')).body.version;
const sheet = async (name: string, role: 'referee' | 'committee' = 'referee'): Promise<SheetView> => {
  const r = await get<SheetView>(`/api/sheet?name=${encodeURIComponent(name)}&role=${role}`);
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  return r.body;
};
const run = async <T = unknown>(fn: string, args: unknown[] = []): Promise<ActionResult<T>> => {
  const r = await post<{ result: ActionResult<T>; message?: string }>('/api/run', { fn, args });
  expect(r.status, r.body.message).toBe(200);
  return r.body.result;
};
const edit = (sheetName: string, a1: string, value: string, role: 'referee' | 'committee') =>
  post<EditResult>('/api/edit', { sheet: sheetName, a1, value, role });

/** A request by node:http (any Host header; a body the server may stop reading): the status. */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
  const u = new URL(wb.url);
  return new Promise<number>((resolve, reject) => {
    const req = request({ method, host: u.hostname, port: u.port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE' && e.code !== 'ECONNRESET') reject(e);
    });
    req.end(body);
  });
}

function at(view: SheetView, a1: string): CellView {
  const m = /^([A-Z]+)(\d+)$/.exec(a1);
  if (!m) throw new Error(a1);
  const col = [...(m[1] as string)].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  const cell = view.cells[Number(m[2]) - 1]?.[col];
  if (!cell) throw new Error(`${a1} is outside the rendered ${view.rows}×${view.cols} of ${view.name}`);
  return cell;
}

describe('the workbench server', () => {
  it('starts with setup done and the sample registration pasted (Russian sheets, 64 / 8 teams / 24 / 64)', async () => {
    expect(wb.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const { body } = await get<SheetsView>('/api/sheets');
    expect(body.lang).toBe('ru');
    const names = body.sheets.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Настройки',
        'Мини-футбол регистрация',
        'Бильярд регистрация',
        'Нарды регистрация',
        'Преферанс регистрация',
      ]),
    );
    const billiards = await sheet('Бильярд регистрация');
    // The hidden id row (src/sheets/idColumn.ts) is not shown: the page renders no hidden row.
    expect(billiards.hidden.rows.length).toBe(1);
    const surnames = billiards.cells
      .filter((_, i) => i > 0 && !billiards.hidden.rows.includes(i))
      .map((r) => r[0]?.t ?? '')
      .filter(Boolean);
    expect(surnames).toHaveLength(64);
    expect(surnames.join(' ')).toMatch(/[А-ЯЁӘҒҚҢӨҰҮҺІ]/);
    expect(billiards.frozen.rows).toBe(1);
    expect(billiards.protection.protected).toBe(true);
    // a referee may not edit a registration sheet: every cell is read-only for him, open to the committee
    expect(billiards.cells.flat().every((c) => c.ro === 1)).toBe(true);
    expect((await sheet('Бильярд регистрация', 'committee')).cells.flat().some((c) => c.ro)).toBe(false);
    const backgammon = await sheet('Нарды регистрация');
    expect(backgammon.cells.filter((r, i) => i > 0 && !backgammon.hidden.rows.includes(i) && r[0]?.t).length).toBe(24);
  });

  it('serves google.script.run: serverCheckRegistration finds no problem, and the version goes up', async () => {
    const before = await version();
    const r = await run<{ registered: number; errors: number }>('serverCheckRegistration', ['billiards']);
    expect(r.ok).toBe(true);
    expect(r.data).toMatchObject({ registered: 64, errors: 0 });
    expect(await version()).toBeGreaterThan(before);
  });

  it('refuses a referee typing into a protected cell and changes nothing', async () => {
    const before = await version();
    const snapshot = wb.book.snapshot();
    const { status, body } = await edit('Бильярд регистрация', 'A2', 'Взломщиков', 'referee');
    expect(status).toBe(200);
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/protected/);
    expect(body.reason).toBe('protected');
    expect(wb.book.snapshot()).toEqual(snapshot);
    expect(await version()).toBe(before);
    expect(at(await sheet('Бильярд регистрация'), 'A2').t).not.toBe('Взломщиков');
  });

  it('lets a committee member type anywhere; the value is shown as typed (markup stays text)', async () => {
    const before = await version();
    const evil = '<img src=x onerror=alert(1)>';
    const r = await edit('Нарды регистрация', 'C3', evil, 'committee');
    expect(r.body).toMatchObject({ ok: true });
    expect(r.body.version).toBeGreaterThan(before);
    expect(at(await sheet('Нарды регистрация'), 'C3').t).toBe(evil);
    expect(wb.book.read('Нарды регистрация', 'C3')).toBe(evil);
  });

  it('a referee typing a score after the draw changes the standings that GROUP_TABLE computes', async () => {
    const draw = await run<{ groups: { letter: string; players: string[] }[] }>('serverDraw', [
      'billiards',
      { seed: 42, acceptWarnings: true },
    ]);
    expect(draw.ok, draw.message).toBe(true);
    const groups = 'Бильярд группы';
    const { body: list } = await get<SheetsView>('/api/sheets');
    expect(list.sheets.map((s) => s.name)).toContain(groups);
    expect(list.active).toBe(groups); // the add-on's new sheet is the active one, as in Sheets

    let view = await sheet(groups);
    // match 1 of group A: D3 against E3, parties in F3 : G3; standings K3:T10 from one GROUP_TABLE
    expect(at(view, 'K3').f).toMatch(/GROUP_TABLE/);
    const winner = at(view, 'D3').t;
    const loser = at(view, 'E3').t;
    expect(winner).not.toBe('');
    expect(at(view, 'F3').ro).toBeUndefined();
    expect(at(view, 'K3').ro).toBe(1);
    const row = (v: SheetView, name: string): string[] => {
      const r = v.cells.slice(2, 10).find((cells) => cells[11]?.t === name);
      if (!r) throw new Error(`${name} not in the standings`);
      return r.slice(10, 20).map((c) => c.t); // place, name, played, won, …
    };
    expect(row(view, winner).slice(2, 4)).toEqual(['0', '0']);

    // a value outside the cell's list is refused with the rule's help text, and nothing changes
    const bad = await edit(groups, 'F3', '7', 'referee');
    expect(bad.body.ok).toBe(false);
    expect(bad.body.help).toMatch(/\S/);
    expect(bad.body.reason).toBe('validation');
    expect(bad.body.message).toContain(bad.body.help);
    expect(wb.book.read(groups, 'F3')).toBe('');

    expect((await edit(groups, 'F3', '2', 'referee')).body.ok).toBe(true);
    expect((await edit(groups, 'G3', '0', 'referee')).body.ok).toBe(true);
    view = await sheet(groups);
    expect(at(view, 'F3')).toMatchObject({ t: '2', k: 'n' });
    const w = row(view, winner);
    const l = row(view, loser);
    expect(w[0]).toBe('1'); // first place
    expect(w.slice(2, 4)).toEqual(['1', '1']); // played 1, won 1
    expect(l.slice(2, 4)).toEqual(['1', '0']);
    expect(Number(l[0])).toBeGreaterThan(1);
  });

  it('serves the sidebar with the google.script.run shim before any other script', async () => {
    const res = await fetch(new URL('/sidebar', wb.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const shim = html.indexOf('google.script.run shim');
    expect(shim).toBeGreaterThan(0);
    expect(html.indexOf('<script')).toBe(html.lastIndexOf('<script', shim));
    if (existsSync(SIDEBAR_HTML)) {
      expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<head') + 200);
      expect(html.length).toBeGreaterThan(readFileSync(SIDEBAR_HTML, 'utf8').length);
    } else {
      expect(html).toMatch(/does not exist/);
    }
  });

  it('injects the shim as the first thing in <head>, whatever the page looks like', () => {
    expect(
      injectShim('<!doctype html><html><head><meta charset="utf-8"><script>x()</script></head></html>', 'S'),
    ).toMatch(/^<!doctype html><html><head><script>[^<]*S<\/script><meta/);
    expect(injectShim('<html lang="ru"><body>b</body></html>', 'S')).toMatch(
      /^<html lang="ru"><head><script>[^<]*S<\/script><\/head><body>/,
    );
    expect(injectShim('<!DOCTYPE html><p>x', 'S')).toMatch(/^<!DOCTYPE html><head><script>/);
    expect(injectShim('<header>h</header><head>', 'S')).toMatch(/^<header>h<\/header><head><script>/);
  });

  it('the shim: handlers get the result and the user object asynchronously; failures carry the server message; the parent hears of each call', async () => {
    const code = await (await fetch(new URL('/gas-shim.js', wb.url))).text();
    const posted: unknown[] = [];
    const parent = { postMessage: (m: unknown) => posted.push(m) };
    const window: Record<string, unknown> = { parent };
    const context = vm.createContext({
      window,
      location: new URL(wb.url),
      fetch: (path: string, init: RequestInit) => fetch(new URL(path, wb.url), init),
      setTimeout,
      console,
      URLSearchParams,
    });
    vm.runInContext(code, context);
    type Runner = Record<string, (...a: unknown[]) => unknown>;
    const google = window.google as { script: { run: Runner; host: { close(): void; editor: { focus(): void } } } };
    const call = (build: (run: Runner) => unknown) =>
      new Promise<{ kind: string; value: unknown; user: unknown }>((resolve) => {
        const r = (google.script.run.withSuccessHandler as (f: unknown) => Runner)((value: unknown, user: unknown) =>
          resolve({ kind: 'ok', value, user }),
        );
        const f = (r.withFailureHandler as (f: unknown) => Runner)((value: unknown, user: unknown) =>
          resolve({ kind: 'fail', value, user }),
        );
        build(f);
      });

    let sync = true;
    const status = call((r) => {
      const back = (r.withUserObject as (o: unknown) => Runner)({ tag: 7 }).serverStatus?.();
      expect(back).toBeUndefined();
    });
    sync = false;
    const s = await status;
    expect(sync).toBe(false);
    expect(s.kind).toBe('ok');
    expect((s.value as ActionResult<{ sheets: string[] }>).data?.sheets).toContain('Бильярд регистрация');
    expect(s.user).toEqual({ tag: 7 });

    const missing = await call((r) => r.serverNoSuchThing?.(1));
    expect(missing.kind).toBe('fail');
    expect((missing.value as Error).message).toMatch(/no server function "serverNoSuchThing"/);
    expect(missing.value).toBeInstanceOf(vm.runInContext('Error', context) as ErrorConstructor);

    const illegal = await call((r) => r.serverStatus?.(new Date()));
    expect(illegal.kind).toBe('fail');
    expect((illegal.value as Error).message).toMatch(/Date/);

    expect(posted).toEqual([{ type: 'workbench:changed' }, { type: 'workbench:changed' }]);
    expect((google.script.run as { then?: unknown }).then).toBeUndefined();
    expect(() => google.script.host.close()).not.toThrow();
    expect(() => google.script.host.editor.focus()).not.toThrow();
  });

  it('answers bad requests with 4xx JSON and keeps working', async () => {
    const before = await version();
    const badJson = await post<{ message: string }>('/api/run', '{"fn": "serverStatus",', true);
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toMatch(/JSON/);
    const notObject = await post<{ message: string }>('/api/edit', '[1,2]', true);
    expect(notObject.status).toBe(400);
    const unknownFn = await post<{ message: string }>('/api/run', { fn: 'PREF_RATING', args: [] });
    expect(unknownFn.status).toBe(404);
    expect(unknownFn.body.message).toMatch(/no server function "PREF_RATING"/);
    const proto = await post<{ message: string }>('/api/run', { fn: '__proto__' });
    expect(proto.status).toBe(404);
    expect((await post<{ message: string }>('/api/run', { fn: 'serverStatus', args: 'x' })).status).toBe(400);
    const noSheet = await get<{ message: string }>('/api/sheet?name=Нет%20такого');
    expect(noSheet.status).toBe(404);
    expect(noSheet.body.message).toMatch(/no sheet "Нет такого"/);
    expect((await edit('Нет такого', 'A1', '1', 'committee')).status).toBe(404);
    expect((await edit('Настройки', 'A0', '1', 'committee')).status).toBe(400);
    expect((await post('/api/edit', { sheet: 'Настройки', a1: 'A1', value: {}, role: 'committee' })).status).toBe(400);
    expect((await post('/api/edit', { sheet: 'Настройки', a1: 'A1', value: '1', role: 'admin' })).status).toBe(400);
    expect((await post('/api/reset', { lang: 'de' })).status).toBe(400);
    expect((await get('/api/nothing')).status).toBe(404);
    const wrongType = await fetch(new URL('/api/run', wb.url), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{"fn":"serverStatus"}',
    });
    expect(wrongType.status).toBe(415);
    const tooBig = await raw(
      'POST',
      '/api/run',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ fn: 'serverStatus', args: ['x'.repeat(MAX_BODY)] }),
    );
    expect(tooBig).toBe(413);
    // a request for another host name (DNS rebinding) is refused
    const foreign = await raw('GET', '/api/version', { Host: 'evil.example:80' });
    expect(foreign).toBe(403);
    // still serving, and none of that changed the book
    expect(await version()).toBe(before);
    expect((await run('serverStatus')).ok).toBe(true);
  });

  it('answers a deeply nested request with 400 in words, before parsing it (issue 23 item 9)', async () => {
    const before = await version();
    for (const [what, body] of [
      ['arguments nested 100 000 deep', `{"fn":"serverStatus","args":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`],
      ['an object nested 100 000 deep', `{"fn":"serverStatus","x":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`],
      ['an edit nested 65 deep', `{"sheet":"Настройки","a1":"A1","value":${'['.repeat(65)}${']'.repeat(65)}}`],
    ] as const) {
      const r = await post<{ message: string }>(what.startsWith('an edit') ? '/api/edit' : '/api/run', body, true);
      expect(r.status, what).toBe(400);
      expect(r.body.message, what).toMatch(/nested more than 64 levels deep/);
      expect(r.body.message, what).not.toMatch(/call stack/i);
    }
    expect(await version()).toBe(before); // nothing was run
    // brackets inside a string are text, not nesting; 64 levels are still read
    const inText = await post<{ ok: boolean }>('/api/run', {
      fn: 'serverWithdraw',
      args: ['futsal', '['.repeat(1000)],
    });
    expect(inText.status).toBe(200);
    let deep: unknown = 'x';
    for (let k = 0; k < 62; k++) deep = [deep];
    const ok = await post<{ result: { ok: boolean; message: string } }>('/api/run', {
      fn: 'serverWithdraw',
      args: ['futsal', deep],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result.ok).toBe(false); // refused in words: a name is a text
  });

  it('downloads the workbook as XLSX (a zip, named tournament.xlsx)', async () => {
    const res = await fetch(new URL('/api/xlsx', wb.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="tournament\.xlsx"/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('reset gives a fresh book with the sample in the language asked for', async () => {
    const before = await version();
    const old = wb.book;
    const r = await post<{ ok: boolean; lang: string }>('/api/reset', { lang: 'en' });
    expect(r.body).toMatchObject({ ok: true, lang: 'en' });
    expect(wb.book).not.toBe(old);
    expect(await version()).toBeGreaterThan(before);
    const { body } = await get<SheetsView>('/api/sheets');
    expect(body.lang).toBe('en');
    expect(body.sheets.map((s) => s.name)).toEqual(expect.arrayContaining(['Settings', 'Billiards registration']));
    expect(body.sheets.map((s) => s.name)).not.toContain('Billiards groups');
    const reg = await sheet('Billiards registration');
    expect(reg.cells.filter((row, i) => i > 0 && !reg.hidden.rows.includes(i) && row[0]?.t).length).toBe(64);
  });
});
