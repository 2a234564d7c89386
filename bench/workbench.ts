/**
 * Workbench benchmark (part of `npm run bench`, run with tsx): how long the things a newcomer
 * waits for take on this machine — a whole rehearsal (all four tournaments played through the
 * server functions on the HyperFormula-backed fake, finalized, exported), the XLSX export of the
 * final record alone, and building the workbench's view of the largest sheet (billiards groups,
 * 8 groups of 8) that the page renders, and, in Chromium when it is installed, typing into that
 * sheet: Enter on a score → the standings show it (bench/typing.ts; issue 24 item 8). Medians over
 * RUNS (default 3 rehearsals, 7 of the rest).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { FakeBook, FakeSpreadsheetApp } from '../fakes/book';
import { loadAddon } from '../workbench/host';
import { pasteSample, sampleRegistration } from '../workbench/sample';
import { rehearse } from '../workbench/rehearse';
import { exportXlsx } from '../workbench/xlsx';
import { sheetView, startWorkbench } from '../workbench/server';
import { CHROMIUM, launchChromium } from '../test/browser/chromium';
import { measureTyping, median, openTypingSheet } from './typing';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const fmt = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);

async function main(): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), 'bench-rehearsal-'));
  const rehearsals: number[] = [];
  let last: Awaited<ReturnType<typeof rehearse>> | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await rehearse({ out, seed: 7, lang: 'ru' });
    rehearsals.push(performance.now() - t0);
  }
  rmSync(out, { recursive: true, force: true });
  if (!last) throw new Error('no rehearsal ran');

  const exports: number[] = [];
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    await exportXlsx(last.book, { date: new Date(Date.UTC(2026, 10, 22)) });
    exports.push(performance.now() - t0);
  }

  const book = new FakeBook({ locale: 'ru_KZ' });
  const host = loadAddon(book);
  host.run('serverSetup', ['ru']);
  pasteSample(new FakeSpreadsheetApp(book), 'ru', sampleRegistration('ru'));
  host.run('serverDraw', ['billiards', { seed: 7 }]);
  const views: number[] = [];
  let cells = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const view = sheetView(book, 'Бильярд группы', 'referee', i);
    views.push(performance.now() - t0);
    cells = view.cells.reduce((n, r) => n + r.length, 0);
  }

  const typing = await typingInChromium();

  console.log('\nWorkbench and rehearsal (medians)');
  console.table([
    {
      what: `rehearsal, seed 7, all four games (${RUNS} runs)`,
      median: fmt(median(rehearsals)),
      min: fmt(Math.min(...rehearsals)),
      max: fmt(Math.max(...rehearsals)),
    },
    {
      what: `XLSX export of the final record (${last.bytes.length} bytes)`,
      median: fmt(median(exports)),
      min: fmt(Math.min(...exports)),
      max: fmt(Math.max(...exports)),
    },
    {
      what: `workbench view of "Бильярд группы" (${cells} cells)`,
      median: fmt(median(views)),
      min: fmt(Math.min(...views)),
      max: fmt(Math.max(...views)),
    },
    typing.length > 0
      ? {
          what: 'typing a score into "Бильярд группы" in Chromium: Enter → standings shown',
          median: fmt(median(typing)),
          min: fmt(Math.min(...typing)),
          max: fmt(Math.max(...typing)),
        }
      : { what: `typing in Chromium: skipped (no browser at ${CHROMIUM})`, median: '', min: '', max: '' },
  ]);
}

/** Seven scores typed in the page, one group each (none when Chromium is not installed). */
async function typingInChromium(): Promise<number[]> {
  if (!existsSync(CHROMIUM)) return [];
  const wb = await startWorkbench({ port: 0, lang: 'ru' });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const layout = await openTypingSheet(page, wb);
    await measureTyping(page, wb, layout, 1, 7); // warm-up, not counted
    return await measureTyping(page, wb, layout, 7, 0);
  } finally {
    await browser.close();
    await wb.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
