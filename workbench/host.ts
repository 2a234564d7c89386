/**
 * The add-on as Apps Script runs it, on this machine: dist/Code.js (what `clasp push` uploads)
 * evaluated in a fresh V8 context whose SpreadsheetApp, LockService and Session are the
 * in-memory fakes of fakes/, and whose HtmlService reads the project's HTML files from dist/ (the
 * referee card). The workbench serves `google.script.run` from it and the rehearsal
 * plays through it, so both exercise the very code that runs in Google's servers.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { FakeLockService, FakeSpreadsheetApp, RUNNER, type FakeBook } from '../fakes/book';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CODE_JS = join(ROOT, 'dist', 'Code.js');
const DIST = join(ROOT, 'dist');

/** The part of HtmlService the server functions use: a project HTML file's text, as Apps Script finds it by name. */
function htmlService(): unknown {
  const read = (name: string): string => {
    const path = join(DIST, `${name}.html`);
    if (!/^[\w-]+$/.test(name) || !existsSync(path)) throw new Error(`No HTML file named ${name} was found.`);
    return readFileSync(path, 'utf8');
  };
  return {
    createTemplateFromFile: (name: string) => ({ getRawContent: () => read(name) }),
    createHtmlOutputFromFile: (name: string) => {
      const page = { getContent: () => read(name), setTitle: () => page };
      return page;
    },
  };
}

export interface HostOptions {
  /** The script to run (default: dist/Code.js as built). */
  code?: string;
  /** The server's clock (Date.now inside the script); default the real one. */
  now?: () => number;
  /**
   * Run the script's simple `onEdit` trigger after each cell a person types, as Sheets does for a
   * bound script (default true): it records who played a play-off result.
   */
  triggers?: boolean;
}

export interface AddonHost {
  /** The functions `google.script.run` may call: the top-level `server…` functions of Code.js. */
  readonly serverFunctions: readonly string[];
  /**
   * `google.script.run.<name>(...args)`: arguments and result cross as JSON, as they do between
   * the sidebar and Apps Script (no functions, no Dates, `undefined` → `null` in arrays).
   */
  run(name: string, args?: unknown[]): unknown;
  /** The add-on menu as `onOpen` builds it (Extensions → the add-on): [caption, handler]. */
  menu(): [string, string][];
  /** A menu item chosen: runs its handler; what it said (its toasts and alerts). */
  runMenu(handler: string): string[];
}

/**
 * SpreadsheetApp as a menu run sees it: the fake's, with `getUi()` (the add-on menu's builder,
 * alerts) and a `toast` on the spreadsheet; what the add-on says goes to `said`.
 */
function withUi(book: FakeBook, items: [string, string][], said: string[]): unknown {
  const app = new FakeSpreadsheetApp(book);
  const menu = {
    addItem: (caption: string, handler: string) => (items.push([caption, handler]), menu),
    addSeparator: () => menu,
    addToUi: () => undefined,
  };
  return Object.assign(Object.create(app) as object, {
    getUi: () => ({
      createAddonMenu: () => menu,
      createMenu: () => menu,
      showSidebar: () => undefined,
      alert: (...text: unknown[]) => void said.push(text.filter((t) => typeof t === 'string').join(': ')),
    }),
    getActiveSpreadsheet: () =>
      Object.assign(Object.create(app.getActiveSpreadsheet()) as object, {
        toast: (message: unknown) => void said.push(String(message)),
      }),
  });
}

/** A JSON round trip: what survives google.script.run's serialization. */
function wire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function loadAddon(book: FakeBook, options: HostOptions = {}): AddonHost {
  const code = options.code ?? readFileSync(CODE_JS, 'utf8');
  const lang = book.locale.slice(0, 2);
  const items: [string, string][] = [];
  const said: string[] = [];
  const globals: Record<string, unknown> = {
    SpreadsheetApp: withUi(book, items, said),
    LockService: new FakeLockService(book),
    Session: {
      getActiveUserLocale: () => lang,
      getEffectiveUser: () => ({ getEmail: () => RUNNER }),
      getActiveUser: () => ({ getEmail: () => RUNNER }),
      // appsscript.json's time zone
      getScriptTimeZone: () => 'Asia/Almaty',
    },
    // A wait passes on the book's clock only (the self-check polls cells still computing).
    Utilities: { sleep: (ms: number) => void (book.now += ms) },
    HtmlService: htmlService(),
    ScriptApp: { AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL' } },
    console,
  };
  const context = vm.createContext(globals);
  vm.runInContext(code, context, { filename: 'Code.js' });
  if (options.now) {
    context.__hostNow = options.now;
    vm.runInContext('Date.now = function () { return __hostNow(); };', context);
  }
  if (options.triggers !== false && typeof context.onEdit === 'function') {
    const onEdit = context.onEdit as (e: unknown) => void;
    book.setEditTrigger((e) => onEdit(e));
  }
  const serverFunctions = Object.keys(context).filter(
    (k) => /^server[A-Z]\w*$/.test(k) && typeof context[k] === 'function',
  );
  if (serverFunctions.length === 0) throw new Error('Code.js defines no server functions: run `npm run build` first');
  return {
    serverFunctions,
    run(name, args = []) {
      if (!serverFunctions.includes(name)) throw new Error(`google.script.run: no server function "${name}"`);
      const fn = context[name] as (...a: unknown[]) => unknown;
      return wire(fn(...wire(args)));
    },
    menu() {
      items.length = 0;
      (context.onOpen as (e: unknown) => void)({ authMode: 'FULL' });
      return items.map(([c, h]) => [c, h]);
    },
    runMenu(handler) {
      if (!/^menu[A-Z]\w*$/.test(handler) || typeof context[handler] !== 'function')
        throw new Error(`no menu function "${handler}"`);
      said.length = 0;
      (context[handler] as () => void)();
      return [...said];
    },
  };
}
