/**
 * The sidebar page (sidebar/src/main.ts, bundled as build.mjs does) in a stand-in document with a
 * stand-in google.script.run: a click on a step makes its action's call, and then a serverStatus
 * call only when the action's result does not carry the fresh status (`status`, the shape of
 * serverStatus's data) — one server call per click once the server sends it.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import vm from 'node:vm';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { FakeBook } from '../../fakes/book';
import { loadAddon } from '../../workbench/host';
import { expectOk } from '../e2e/helpers';

const ROOT = join(__dirname, '..', '..');
let script = '';
beforeAll(async () => {
  const out = await build({
    entryPoints: [join(ROOT, 'sidebar', 'src', 'main.ts')],
    bundle: true,
    format: 'iife',
    target: 'es2019',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  script = out.outputFiles[0]?.text ?? '';
});

/** An element as the page uses it: attributes, listeners and children recorded. */
interface FakeNode {
  tag: string;
  attrs: Record<string, string>;
  on: Record<string, (event: unknown) => void>;
  children: unknown[];
  [other: string]: unknown;
}

function node(tag: string): FakeNode {
  const n: FakeNode = { tag, attrs: {}, on: {}, children: [], style: {}, hidden: false };
  Object.defineProperty(n, 'firstChild', { get: () => n.children[0] ?? null });
  n.setAttribute = (name: string, value: string) => void (n.attrs[name] = value);
  n.addEventListener = (type: string, f: (event: unknown) => void) => void (n.on[type] = f);
  n.appendChild = (c: unknown) => (n.children.push(c), c);
  n.removeChild = (c: unknown) => void (n.children = n.children.filter((x) => x !== c));
  n.focus = () => undefined;
  return n;
}

function find(root: unknown, test: (n: FakeNode) => boolean): FakeNode | null {
  if (!root || typeof root !== 'object' || !('attrs' in root)) return null;
  const n = root as FakeNode;
  if (test(n)) return n;
  for (const c of n.children) {
    const hit = find(c, test);
    if (hit) return hit;
  }
  return null;
}

/** The page loaded with `before` as the status; the server answers serverSetup with `setup`. */
function page(before: api.Status, setup: unknown): { calls: string[]; body: FakeNode; html: FakeNode } {
  const calls: string[] = [];
  let onSuccess: (result: unknown) => void = () => undefined;
  const runner: Record<string, unknown> = {
    withSuccessHandler: (f: (result: unknown) => void) => ((onSuccess = f), runner),
    withFailureHandler: () => runner,
    serverStatus: () => {
      calls.push('serverStatus');
      onSuccess({ ok: true, message: '', problems: [], sheets: [], data: before });
    },
    serverSetup: () => {
      calls.push('serverSetup');
      onSuccess(setup);
    },
  };
  const body = node('body');
  const html = node('html');
  const document = {
    documentElement: html,
    body,
    createElement: node,
    createTextNode: (t: string) => ({ t }),
    getElementById: () => null,
  };
  const sandbox = vm.createContext({
    document,
    google: { script: { run: runner } },
    navigator: { language: 'en' },
    window: { setInterval: () => 1, clearInterval: () => undefined },
    Date,
  });
  vm.runInContext(script, sandbox);
  return { calls, body, html };
}

const statusOf = (locale: string): api.Status => expectOk(api.status(createFakeServices({ locale }).services));
const setupButton = (n: FakeNode) => n.tag === 'button' && n.attrs['data-action'] === 'setup';
const langSelect = (n: FakeNode) => n.attrs.id === 'setup-lang';

describe('a click on Setup: its calls', () => {
  it('the result carries the fresh status: serverSetup is the only call; the page shows that status', () => {
    const before = statusOf('kk_KZ');
    const after: api.Status = { ...statusOf('ru_RU'), settings: true };
    const { calls, body, html } = page(before, { ok: true, message: 'ok', problems: [], sheets: [], status: after });
    expect(calls).toEqual(['serverStatus']);
    expect(find(body, langSelect)).not.toBeNull();
    find(body, setupButton)?.on.click?.({});
    expect(calls).toEqual(['serverStatus', 'serverSetup']);
    // the carried status is on the page: its language, and the language chosen for good
    expect(html.lang).toBe('ru');
    expect(find(body, langSelect)).toBeNull();
  });

  it('the result carries no status: serverStatus is read after the action, as before', () => {
    const before = statusOf('kk_KZ');
    const { calls, body, html } = page(before, { ok: true, message: 'ok', problems: [], sheets: [] });
    find(body, setupButton)?.on.click?.({});
    expect(calls).toEqual(['serverStatus', 'serverSetup', 'serverStatus']);
    expect(html.lang).toBe('kk');
  });
});

describe('a click on Setup answered by the built server (dist/Code.js on the fake)', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  });

  it('one server call per click: the server sends the status with the result', () => {
    const host = loadAddon(new FakeBook({ locale: 'ru_RU' }));
    const before = (host.run('serverStatus', []) as { data: api.Status }).data;
    const setup = host.run('serverSetup', ['ru']);
    const { calls, body } = page(before, setup);
    find(body, setupButton)?.on.click?.({});
    // the page's first status read, then the click: one call
    expect(calls).toEqual(['serverStatus', 'serverSetup']);
    expect(find(body, langSelect)).toBeNull();
  });
});
