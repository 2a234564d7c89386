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
    createHtmlOutputFromFile: (name: string) => ({ getContent: () => read(name) }),
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
}

/** A JSON round trip: what survives google.script.run's serialization. */
function wire<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export function loadAddon(book: FakeBook, options: HostOptions = {}): AddonHost {
  const code = options.code ?? readFileSync(CODE_JS, 'utf8');
  const lang = book.locale.slice(0, 2);
  const globals: Record<string, unknown> = {
    SpreadsheetApp: new FakeSpreadsheetApp(book),
    LockService: new FakeLockService(book),
    Session: {
      getActiveUserLocale: () => lang,
      getEffectiveUser: () => ({ getEmail: () => RUNNER }),
      getActiveUser: () => ({ getEmail: () => RUNNER }),
    },
    HtmlService: htmlService(),
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
  };
}
