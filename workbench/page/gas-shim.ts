/**
 * google.script.run for the workbench: injected by workbench/server.ts as the first script of the
 * sidebar page (GET /sidebar), so the sidebar built for Apps Script runs unchanged on this machine.
 *
 * A faithful subset of the client API of HtmlService:
 * - `google.script.run.withSuccessHandler(f).withFailureHandler(g).withUserObject(o).serverX(...args)`
 *   returns at once (undefined); later f(result, userObject) or g(error, userObject) is called.
 *   Each `with…` returns a new runner, so a configured runner can be kept and reused. Any name
 *   is callable (a Proxy); a name the server does not have fails through the failure handler.
 * - Arguments and results cross as JSON, as in Apps Script. Arguments Apps Script refuses
 *   (functions, Dates, DOM nodes, symbols) fail the call.
 * - Without a failure handler a failure is logged to the console, as Apps Script does.
 * - `google.script.host.close()`, `.setHeight()`, `.setWidth()`, `.editor.focus()`: no-ops here.
 *
 * After every call completes (success or failure) the parent window (the workbench page) gets
 * `postMessage({ type: 'workbench:changed' })`, so the spreadsheet view refreshes at once.
 */
import { CHANGED_MESSAGE } from './types';

type Handler = (value: unknown, userObject?: unknown) => void;

interface RunnerConfig {
  success?: Handler;
  failure?: Handler;
  userObject?: unknown;
  hasUserObject: boolean;
}

const RUN_URL = '/api/run';

/** Why Apps Script would refuse this argument, or null when it may cross. */
function illegal(value: unknown, depth = 0): string | null {
  if (depth > 100) return 'nesting too deep';
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return null;
    case 'number':
      return null;
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a symbol';
    case 'bigint':
      return 'a bigint';
  }
  if (Object.prototype.toString.call(value) === '[object Date]') return 'a Date';
  if (typeof Node !== 'undefined' && value instanceof Node) return 'a DOM node';
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = illegal(item, depth + 1);
      if (why) return why;
    }
    return null;
  }
  for (const key of Object.keys(value as object)) {
    const why = illegal((value as Record<string, unknown>)[key], depth + 1);
    if (why) return why;
  }
  return null;
}

function notifyParent(): void {
  try {
    if (window.parent && window.parent !== window)
      window.parent.postMessage({ type: CHANGED_MESSAGE }, location.origin);
  } catch {
    // the parent is elsewhere: nothing to tell
  }
}

/** Handlers run on a fresh task, outside any promise chain, so their exceptions surface as in Apps Script. */
function later(f: () => void): void {
  setTimeout(f, 0);
}

function call(config: RunnerConfig, name: string, args: unknown[]): void {
  const fail = (message: string): void => {
    const error = new Error(message);
    later(() => {
      if (config.failure) config.failure(error, config.hasUserObject ? config.userObject : undefined);
      else console.error(`google.script.run.${name}: ${message}`);
    });
  };
  const why = illegal(args);
  if (why) {
    fail(`Failed due to illegal value in argument: ${why}`);
    return;
  }
  fetch(RUN_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fn: name, args }),
  })
    .then(async (response) => {
      let body: { result?: unknown; message?: string } = {};
      try {
        body = (await response.json()) as typeof body;
      } catch {
        // not JSON: reported below
      }
      if (!response.ok) throw new Error(body.message ?? `HTTP ${response.status}`);
      return body.result ?? null;
    })
    .then(
      (result) => {
        notifyParent();
        later(() => config.success?.(result, config.hasUserObject ? config.userObject : undefined));
      },
      (e: unknown) => {
        notifyParent();
        fail(e instanceof Error ? e.message : String(e));
      },
    );
}

function runner(config: RunnerConfig): unknown {
  const methods = {
    withSuccessHandler(f: Handler) {
      if (typeof f !== 'function') throw new TypeError('withSuccessHandler: a function is needed');
      return runner({ ...config, success: f });
    },
    withFailureHandler(f: Handler) {
      if (typeof f !== 'function') throw new TypeError('withFailureHandler: a function is needed');
      return runner({ ...config, failure: f });
    },
    withUserObject(o: unknown) {
      return runner({ ...config, userObject: o, hasUserObject: true });
    },
  };
  return new Proxy(methods, {
    get(target, prop) {
      if (typeof prop !== 'string') return undefined;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the methods are plain functions of their own
      if (Object.prototype.hasOwnProperty.call(target, prop)) return target[prop as keyof typeof methods];
      // never look like a promise or a JSON-able object
      if (prop === 'then' || prop === 'toJSON' || prop === 'constructor') return undefined;
      return (...args: unknown[]): void => call(config, prop, args);
    },
  });
}

const noop = (): void => undefined;
const w = window as unknown as { google?: { script?: Record<string, unknown> } };
w.google = w.google ?? {};
w.google.script = {
  ...(w.google.script ?? {}),
  run: runner({ hasUserObject: false }),
  host: {
    origin: location.origin,
    close: noop,
    setHeight: noop,
    setWidth: noop,
    editor: { focus: noop },
  },
  url: {
    getLocation(
      callback: (location: {
        hash: string;
        parameter: Record<string, string>;
        parameters: Record<string, string[]>;
      }) => void,
    ) {
      const parameter: Record<string, string> = {};
      const parameters: Record<string, string[]> = {};
      new URLSearchParams(location.search).forEach((value, key) => {
        if (!(key in parameter)) parameter[key] = value;
        (parameters[key] = parameters[key] ?? []).push(value);
      });
      later(() => callback({ hash: location.hash.replace(/^#/, ''), parameter, parameters }));
    },
  },
};
