/**
 * Real Chromium for the browser tests: Debian's package (/usr/bin/chromium) driven by
 * playwright-core; `npx playwright install` cannot download a browser on these machines.
 * The flags keep it off the network (the machine's closed network refuses Chromium's
 * background connections). Without Chromium the browser tests skip with a line saying how to
 * install it, unless REQUIRE_TOOLS=1 (CI) makes them required; SKIP_BROWSER=1 skips them on purpose.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from '../../workbench/host';
import { toolChecks } from '../tools';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SKIP_BROWSER =
  process.env.SKIP_BROWSER === '1' ||
  !toolChecks('Chromium', existsSync(CHROMIUM), 'sudo apt-get install -y chromium, or set CHROMIUM_PATH');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's package (sudo apt-get install -y chromium), set CHROMIUM_PATH, or run with SKIP_BROWSER=1`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Where screenshots go: out/screenshots (ignored by git) unless SCREENSHOTS_DIR says (docs/img for the README). */
export function screenshotPath(name: string): string {
  const dir = process.env.SCREENSHOTS_DIR ? join(ROOT, process.env.SCREENSHOTS_DIR) : join(ROOT, 'out', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}

/** Console errors, page errors and dialogs (alert/confirm) of a page, collected from the start. */
export function watch(page: Page): { errors: string[]; dialogs: string[] } {
  const seen = { errors: [] as string[], dialogs: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('dialog', (d) => {
    seen.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}
