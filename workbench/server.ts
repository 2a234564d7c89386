/**
 * The local workbench: `npm start` serves, on 127.0.0.1 only, the real sidebar (dist/Sidebar.html)
 * beside a live view of an in-memory spreadsheet (fakes/, formulas computed by HyperFormula with our
 * custom functions), preloaded with the sample registration of workbench/sample.ts.
 * `google.script.run` from the sidebar reaches the very dist/Code.js Apps Script runs
 * (workbench/host.ts) through POST /api/run; the shim of workbench/page/gas-shim.ts is injected into
 * the sidebar page. See docs/workbench.md, "Workbench".
 *
 * Nothing here talks to the internet; everything the page loads comes from this server.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { FakeBook, FakeSpreadsheetApp } from '../fakes/book';
import { CODE_JS, loadAddon, ROOT, type AddonHost } from './host';
import { pasteSample, sampleRegistration } from './sample';
import { exportXlsx } from './xlsx';
import { LiveViews } from './live';
import { PUBLISHED_CSP, publishedBoard } from './published';
import type { EditResult, SheetsView, WorkbenchLang, WorkbenchRole } from './page/types';

export { sheetView } from './view';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const PAGE_DIR = join(HERE, 'page');
const SIDEBAR_HTML = join(ROOT, 'dist', 'Sidebar.html');

/** Largest request body accepted (bytes). */
export const MAX_BODY = 1024 * 1024;
/**
 * The deepest nesting of arrays and objects a request may have. The sidebar's deepest call is a
 * few levels (a request object, a list of names); JSON.parse and the copy into the add-on's realm
 * recurse once per level, so a body of 100 000 "[" would end in "Maximum call stack size exceeded".
 */
export const MAX_JSON_DEPTH = 64;

/** How deep arrays and objects nest in JSON text, read without recursion (brackets inside strings are text); stops past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
const LANGS: readonly WorkbenchLang[] = ['ru', 'kk', 'en'];
const ROLES: readonly WorkbenchRole[] = ['referee', 'committee'];
/** The spreadsheet locale of each tournament language (as test/workbench/host.test.ts uses). */
const LOCALES: Record<WorkbenchLang, string> = { ru: 'ru_KZ', kk: 'kk_KZ', en: 'en_US' };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface WorkbenchOptions {
  /** 0 (the default) = any free port. */
  port?: number;
  /** Only the loopback interface is allowed. */
  host?: '127.0.0.1';
  /** Tournament language of the sample (default ru). */
  lang?: WorkbenchLang;
  /** Seed of the sample registration (default that of workbench/sample.ts). */
  seed?: number;
  /** The server's clock (Date.now inside Code.js); default the real one. */
  now?: () => number;
  /** One line per google.script.run call and per edit (default: silent). */
  log?: (line: string) => void;
}

export interface Workbench {
  /** "http://127.0.0.1:PORT/" */
  readonly url: string;
  /** The spreadsheet now (a reset replaces it). */
  readonly book: FakeBook;
  close(): Promise<void>;
}

interface State {
  lang: WorkbenchLang;
  book: FakeBook;
  host: AddonHost;
  /** the views sent to the page, kept up to date as people type */
  views: LiveViews;
}

/** An HTTP error with a JSON body {message}. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// ---- the spreadsheet ------------------------------------------------------------------------

/** A fresh book: setup in `lang`, then a committee member pastes the sample registration. */
function createState(code: string, lang: WorkbenchLang, seed: number | undefined, now: () => number): State {
  const book = new FakeBook({ locale: LOCALES[lang], now: now() });
  const host = loadAddon(book, { code, now });
  const setup = host.run('serverSetup', [lang]) as { ok?: boolean; message?: string };
  if (!setup?.ok) throw new Error(`serverSetup failed: ${setup?.message ?? 'no result'}`);
  pasteSample(
    new FakeSpreadsheetApp(book),
    lang,
    seed === undefined ? sampleRegistration(lang) : sampleRegistration(lang, seed),
  );
  return { lang, book, host, views: new LiveViews(book) };
}

// ---- static parts: the page bundle and the shim ---------------------------------------------

interface Assets {
  html: string;
  css: string;
  js: string;
  shim: string;
}

async function bundle(entry: string, globalName?: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    ...(globalName ? { globalName } : {}),
    platform: 'browser',
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const text = out.outputFiles[0]?.text;
  if (text === undefined) throw new Error(`esbuild produced nothing for ${entry}`);
  // both end up inside HTML (the shim inline): never close a <script> early
  return text.replace(/<\/(script)/gi, '<\\/$1');
}

async function loadAssets(): Promise<Assets> {
  const [js, shim] = await Promise.all([bundle(join(PAGE_DIR, 'main.ts')), bundle(join(PAGE_DIR, 'gas-shim.ts'))]);
  return {
    html: readFileSync(join(PAGE_DIR, 'index.html'), 'utf8'),
    css: readFileSync(join(PAGE_DIR, 'page.css'), 'utf8'),
    js,
    shim,
  };
}

/** The sidebar page as built, with the google.script.run shim as the first thing in <head>. */
export function injectShim(html: string, shim: string): string {
  const tag = `<script>/* workbench: google.script.run shim */\n${shim}</script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const htmlTag = /<html(\s[^>]*)?>/i.exec(html);
  if (htmlTag)
    return (
      html.slice(0, htmlTag.index + htmlTag[0].length) +
      `<head>${tag}</head>` +
      html.slice(htmlTag.index + htmlTag[0].length)
    );
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + `<head>${tag}</head>` + html.slice(at);
}

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sidebar not built</title>
<style>body{font:13px system-ui,sans-serif;margin:16px;color:#3c4043}code{background:#f1f3f4;padding:1px 4px}</style></head>
<body><h3>No sidebar yet</h3><p><code>dist/Sidebar.html</code> does not exist. Run <code>npm run build</code>
(or <code>npm start</code>, which builds first) once the sidebar is in <code>sidebar/</code>, then reload.</p>
<p>The spreadsheet on the left works without it; <code>POST /api/run</code> serves <code>google.script.run</code>.</p></body></html>`;

// ---- HTTP -----------------------------------------------------------------------------------

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'";
/** The sidebar is one self-contained page (inline scripts and styles); nothing from elsewhere. */
const SIDEBAR_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data: blob:; font-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'";

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, data: unknown): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(data));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '');
  // also keeps other web sites from posting here with a plain form (that cannot send JSON)
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'send JSON (Content-Type: application/json)');
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY) throw new HttpError(413, `request body over ${MAX_BODY} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `request body over ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new HttpError(
      400,
      `the request is nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects within each other); nothing was run`,
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (e) {
    throw new HttpError(400, `bad JSON: ${(e as Error).message}`);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new HttpError(400, 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string, fallback?: T): T {
  if ((value === undefined || value === null || value === '') && fallback !== undefined) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new HttpError(400, `${what} must be one of ${allowed.join(', ')}`);
}

/** Only this machine may talk to the workbench: the Host header must name the loopback (DNS rebinding). */
function localHost(req: IncomingMessage): boolean {
  const host = String(req.headers.host ?? '').toLowerCase();
  return /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
}

export async function startWorkbench(options: WorkbenchOptions = {}): Promise<Workbench> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1') throw new Error('the workbench binds 127.0.0.1 only');
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? (() => undefined);
  const code = readFileSync(CODE_JS, 'utf8');
  const assets = await loadAssets();
  let state = createState(code, options.lang ?? 'ru', options.seed, now);
  let version = 1;
  const bump = (): void => {
    version++;
    state.views.invalidate();
  };

  const sheetOf = (name: unknown): string => {
    if (typeof name !== 'string' || name === '') throw new HttpError(400, 'name the sheet');
    const s = state.book.findSheet(name);
    if (!s) throw new HttpError(404, `no sheet "${name}" (sheets: ${state.book.sheetNames().join(', ')})`);
    return s.name;
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!localHost(req)) throw new HttpError(403, 'the workbench answers requests to 127.0.0.1 / localhost only');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /':
      case 'GET /index.html':
        return send(res, 200, 'text/html; charset=utf-8', assets.html, { 'Content-Security-Policy': PAGE_CSP });
      case 'GET /page.js':
        return send(res, 200, 'text/javascript; charset=utf-8', assets.js);
      case 'GET /page.css':
        return send(res, 200, 'text/css; charset=utf-8', assets.css);
      case 'GET /gas-shim.js':
        return send(res, 200, 'text/javascript; charset=utf-8', assets.shim);
      case 'GET /board':
        // The board as a published sheet shows it on a phone (./published.ts): read-only, its own address.
        return send(res, 200, 'text/html; charset=utf-8', publishedBoard(state.book, state.lang, version), {
          'Content-Security-Policy': PUBLISHED_CSP,
        });
      case 'GET /favicon.ico':
        res.writeHead(204).end();
        return;
      case 'GET /sidebar': {
        let html: string;
        try {
          html = readFileSync(SIDEBAR_HTML, 'utf8');
        } catch {
          html = PLACEHOLDER;
        }
        return send(res, 200, 'text/html; charset=utf-8', injectShim(html, assets.shim), {
          'Content-Security-Policy': SIDEBAR_CSP,
        });
      }
      case 'GET /api/version':
        return sendJson(res, 200, { version });
      case 'GET /api/sheets': {
        const { book } = state;
        const view: SheetsView = {
          version,
          lang: state.lang,
          active: book.activeSheetName(),
          sheets: book.sheetNames().map((name) => ({
            name,
            ...book.extent(book.findSheet(name) as NonNullable<ReturnType<FakeBook['findSheet']>>),
          })),
        };
        return sendJson(res, 200, view);
      }
      case 'GET /api/sheet': {
        const name = sheetOf(url.searchParams.get('name'));
        const role = oneOf(url.searchParams.get('role'), ROLES, 'role', 'referee');
        const since = Number(url.searchParams.get('since') ?? NaN);
        return sendJson(res, 200, state.views.view(name, role, version, Number.isInteger(since) ? since : undefined));
      }
      case 'POST /api/run': {
        const body = await readJson(req);
        const { fn } = body;
        const args = body.args ?? [];
        if (typeof fn !== 'string' || fn === '') throw new HttpError(400, 'fn: the name of a server function');
        if (!Array.isArray(args)) throw new HttpError(400, 'args must be an array');
        if (!state.host.serverFunctions.includes(fn)) {
          throw new HttpError(
            404,
            `google.script.run: no server function "${fn}" (there are: ${state.host.serverFunctions.join(', ')})`,
          );
        }
        const started = performance.now();
        let result: unknown;
        try {
          result = state.host.run(fn, args);
        } catch (e) {
          bump(); // it may have written before it threw
          log(`run ${fn} threw: ${(e as Error).message}`);
          throw new HttpError(500, `${fn}: ${(e as Error).message}`);
        }
        bump();
        const ok = (result as { ok?: unknown } | null)?.ok;
        log(
          `run ${fn}(${JSON.stringify(args).slice(1, -1).slice(0, 80)}) ${ok === false ? 'refused' : 'ok'} in ${Math.round(performance.now() - started)} ms`,
        );
        return sendJson(res, 200, { result: result === undefined ? null : result, version });
      }
      case 'GET /api/menu':
        return sendJson(res, 200, { items: state.host.menu() });
      case 'POST /api/menu': {
        // A menu item chosen (Extensions → the add-on → item): what it said, as Sheets' toasts.
        const { handler } = await readJson(req);
        if (typeof handler !== 'string' || !state.host.menu().some(([, h]) => h === handler))
          throw new HttpError(404, `no menu item runs "${String(handler)}"`);
        let said: string[];
        try {
          said = state.host.runMenu(handler);
        } finally {
          bump();
        }
        log(`menu ${handler}: ${said.join(' | ').slice(0, 120)}`);
        return sendJson(res, 200, { said, version });
      }
      case 'POST /api/edit': {
        const body = await readJson(req);
        const sheet = sheetOf(body.sheet);
        const role = oneOf(body.role, ROLES, 'role');
        const { a1, value } = body;
        if (typeof a1 !== 'string' || !/^[A-Za-z]{1,3}[1-9]\d{0,6}$/.test(a1))
          throw new HttpError(400, 'a1: one cell, e.g. "B7"');
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
          throw new HttpError(400, 'value: text, a number or a boolean');
        if (typeof value === 'string' && value.length > 50_000)
          throw new HttpError(400, 'value: at most 50 000 characters (as in Sheets)');
        let result: EditResult;
        try {
          state.book.typeAs(role, sheet, a1.toUpperCase(), value);
          version++; // values only: the views follow the cells that changed (workbench/live.ts)
          state.views.typed(sheet, a1.toUpperCase());
          result = { ok: true, version };
          // the page's view of this sheet, brought up to date in the same answer (only the cells that changed)
          if (typeof body.since === 'number') result.view = state.views.view(sheet, role, version, body.since);
          log(`edit ${role} '${sheet}'!${a1} = ${JSON.stringify(value)}`);
        } catch (e) {
          const message = (e as Error).message;
          // why, for the page's note by the cell: the fake's messages are English, the rule's help text is in the tournament language
          const reason = / rejected in /.test(message)
            ? 'validation'
            : / is protected; /.test(message)
              ? 'protected'
              : 'other';
          const help = reason === 'validation' ? state.book.validation(sheet, a1.toUpperCase())?.helpText : undefined;
          result = { ok: false, reason, message, ...(help ? { help } : {}), version };
          log(`edit ${role} '${sheet}'!${a1} refused: ${message}`);
        }
        return sendJson(res, 200, result);
      }
      case 'POST /api/activate': {
        const body = await readJson(req);
        state.book.activate(sheetOf(body.sheet));
        return sendJson(res, 200, { ok: true });
      }
      case 'POST /api/reset': {
        const body = await readJson(req);
        const lang = oneOf(body.lang, LANGS, 'lang', state.lang);
        state = createState(code, lang, options.seed, now);
        bump();
        log(`reset: a fresh book in ${lang} with the sample registration`);
        return sendJson(res, 200, { ok: true, lang, version });
      }
      case 'GET /api/xlsx': {
        const data = await exportXlsx(state.book, { date: new Date(now()), lang: state.lang });
        return send(res, 200, XLSX_TYPE, data, { 'Content-Disposition': 'attachment; filename="tournament.xlsx"' });
      }
      default: {
        const known = [
          '/',
          '/page.js',
          '/page.css',
          '/sidebar',
          '/board',
          '/api/version',
          '/api/sheets',
          '/api/sheet',
          '/api/run',
          '/api/menu',
          '/api/edit',
          '/api/activate',
          '/api/reset',
          '/api/xlsx',
        ];
        if (known.includes(url.pathname)) throw new HttpError(405, `${req.method} is not allowed on ${url.pathname}`);
        throw new HttpError(404, `nothing at ${url.pathname}`);
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      const status = e instanceof HttpError ? e.status : 500;
      const message = e instanceof Error ? e.message : String(e);
      if (!(e instanceof HttpError)) log(`error: ${e instanceof Error ? (e.stack ?? message) : message}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // a body we refused to read: once the answer is out, do not wait for the rest of it
      if (status === 413) {
        res.setHeader('Connection', 'close');
        res.once('finish', () => req.destroy());
      }
      sendJson(res, status, { message });
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  server.requestTimeout = 60_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/`,
    get book() {
      return state.book;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}

// ---- npm start --------------------------------------------------------------------------------

function runDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (runDirectly()) {
  const port = Number(process.env.PORT ?? 8080);
  const lang = (process.env.WORKBENCH_LANG ?? 'ru') as WorkbenchLang;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${process.env.PORT}"`);
    process.exit(1);
  }
  if (!LANGS.includes(lang)) {
    console.error(`WORKBENCH_LANG must be one of ${LANGS.join(', ')}`);
    process.exit(1);
  }
  startWorkbench({ port, lang, log: (line) => console.log(`  ${line}`) }).then(
    (wb) => {
      console.log(`KASE tournaments workbench: ${wb.url}`);
      console.log(
        `  open it in a browser: the sidebar on the right, the spreadsheet (${lang}) on the left; switch referee/committee at the top. Ctrl+C stops.`,
      );
      const stop = (): void => {
        void wb.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (e: unknown) => {
      const err = e as NodeJS.ErrnoException;
      if (err.code === 'EADDRINUSE') console.error(`port ${port} is in use: try PORT=${port + 1} npm start`);
      else if (err.code === 'ENOENT' && String(err.message).includes('Code.js'))
        console.error('dist/Code.js is missing: run `npm run build` (npm start does)');
      else console.error(err.stack ?? String(e));
      process.exit(1);
    },
  );
}
