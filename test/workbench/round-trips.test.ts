/**
 * Few round trips per click (issue 22 item 1), on the built dist/Code.js hosted on the fake: every
 * action's result carries the fresh status (the sidebar then makes no second call), and the status
 * finds the add-on's sheets with one metadata search and reads each sheet it needs at most once.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeBook, FakeSpreadsheetApp, type CallRecord } from '../../fakes/book';
import { loadAddon, ROOT, type AddonHost } from '../../workbench/host';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import type { ActionResult } from '../../src/sheets/context';
import type { Status } from '../../src/sheets/api';

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
});

type Carried = ActionResult & { status?: Status };

/** A tournament with a backgammon draw, its groups played out of nothing yet, and its play-off sheet. */
function midway(): { book: FakeBook; host: AddonHost } {
  const book = new FakeBook({ locale: 'en_US' });
  const host = loadAddon(book, { now: () => Date.UTC(2026, 10, 22, 9, 30) });
  host.run('serverSetup', ['en']);
  pasteSample(new FakeSpreadsheetApp(book), 'en', sampleRegistration('en'), ['backgammon', 'preference']);
  return { book, host };
}

/** The calls one server function makes. */
function callsOf(
  book: FakeBook,
  host: AddonHost,
  fn: string,
  args: unknown[] = [],
): { result: unknown; calls: CallRecord[] } {
  const from = book.calls.length;
  const result = host.run(fn, args);
  return { result, calls: book.calls.slice(from) };
}

describe('one server call per click: the result carries the status', () => {
  it('each action of a click answers with the status serverStatus would answer right after it', () => {
    const { host } = midway();
    const clicks: [string, unknown[]][] = [
      ['serverCheckRegistration', ['backgammon']],
      ['serverDraw', ['backgammon', { seed: 7 }]],
      ['serverGenerateBracket', ['backgammon']],
      ['serverPrepareAttendance', [{}]],
      // a refusal carries it too (tour 2 before tour 1)
      ['serverSeatTour', [2, {}]],
    ];
    for (const [fn, args] of clicks) {
      const result = host.run(fn, args) as Carried;
      const status = host.run('serverStatus', []) as ActionResult<Status>;
      expect(result.status, fn).toBeDefined();
      expect(result.status, fn).toEqual(status.data);
    }
    expect((host.run('serverSeatTour', [2, {}]) as Carried).ok).toBe(false);
  });

  it('serverStatus itself answers the status as its data, with no status beside it', () => {
    const { host } = midway();
    const r = host.run('serverStatus', []) as ActionResult<Status> & { status?: Status };
    expect(r.ok).toBe(true);
    expect(r.status).toBeUndefined();
    expect(r.data?.settings).toBe(true);
  });
});

describe('the status: one metadata search, each sheet read at most once', () => {
  it('mid-tournament, every sheet it reads is read by one getValues, after one search', () => {
    const { book, host } = midway();
    for (const [fn, args] of [
      ['serverDraw', ['backgammon', { seed: 7 }]],
      ['serverGenerateBracket', ['backgammon']],
      ['serverPrepareAttendance', [{}]],
      ['serverSeatTour', [1, {}]],
    ] as [string, unknown[]][])
      expect((host.run(fn, args) as ActionResult).ok, fn).toBe(true);
    const { result, calls } = callsOf(book, host, 'serverStatus');
    expect((result as ActionResult).ok).toBe(true);
    expect(calls.filter((c) => c.method === 'find')).toHaveLength(1);
    const reads = new Map<string, number>();
    for (const c of calls.filter((x) => x.method === 'getValues'))
      reads.set(c.sheet ?? '', (reads.get(c.sheet ?? '') ?? 0) + 1);
    expect([...reads].filter(([, n]) => n > 1)).toEqual([]);
    // the settings, the four registrations, the play-off, the attendance and tour 1 at least
    expect(reads.size).toBeGreaterThanOrEqual(8);
    // formulas only where a reader asks for them (a kept table's pulka): none here
    expect(calls.filter((c) => c.method === 'getFormulas').length).toBeLessThanOrEqual(1);
  });
});
