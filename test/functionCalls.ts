/**
 * What the custom-function tests share: the spreadsheet's locale as Sheets gives it to a call (a
 * minimal SpreadsheetApp, removed after each test), the message of a call that must fail (always a
 * plain Error, never a TypeError), and PREF_CLOSE_BULLET over PREF_PULKA's first n + 2 columns as a
 * sheet would pass them.
 */
import { afterEach, expect } from 'vitest';
import { PREF_CLOSE_BULLET } from '../src/functions/index';

const g = globalThis as { SpreadsheetApp?: unknown };

/** Calls made after this, in the current test, see `app` as SpreadsheetApp. Call `useLocales()` once per test file. */
export function withSpreadsheetApp(app: unknown): void {
  g.SpreadsheetApp = app;
}

/** Calls made after this, in the current test, read `locale` as the spreadsheet's. */
export function inLocale(locale: string): void {
  withSpreadsheetApp({ getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }) });
}

/** Registers the clean-up of `inLocale` / `withSpreadsheetApp` after each test of the file. */
export function useLocales(): void {
  afterEach(() => {
    delete g.SpreadsheetApp;
  });
}

/** The message of a call that must fail with a plain Error. */
export function message(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect((e as Error).constructor).toBe(Error);
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

/** PREF_CLOSE_BULLET over the first n + 2 columns of PREF_PULKA's result, as a sheet would pass them. */
export function closeOver(result: unknown[][], target: number): unknown {
  const n = result.length;
  return PREF_CLOSE_BULLET(
    result.map((r) => [r[0]]),
    result.map((r) => [r[1]]),
    result.map((r) => r.slice(2, 2 + n)),
    '',
    target,
  );
}
