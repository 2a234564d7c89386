/**
 * What the fuzz tests share: the replay seed (FUZZ_SEED=n), fast-check parameters with it, and
 * dist/Code.js loaded with gas-local into a fresh V8 context, as Apps Script loads it (built first
 * when missing; build.mjs replaces it in one rename, so a parallel build never shows half a file).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type fc from 'fast-check';

const require = createRequire(import.meta.url);
const gas = require('gas-local') as { require: (dir: string, globals: object) => Record<string, unknown> };
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');

/** FUZZ_SEED=n replays a fast-check run. */
export const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

export function params<T>(numRuns: number): fc.Parameters<T> {
  return { numRuns, ...(SEED === undefined ? {} : { seed: SEED }) };
}

/** dist/Code.js in a fresh context with these globals (SpreadsheetApp, LockService …). */
export function loadBundle(globals: object = {}): Record<string, unknown> {
  if (!existsSync(join(dist, 'Code.js')))
    execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'pipe' });
  return gas.require(dist, globals);
}
