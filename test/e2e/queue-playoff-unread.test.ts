/**
 * An unreadable play-off sheet in the table queue (issue 26 item 1): the queue used to drop the
 * play-off's rows in silence when the play-off sheet could not be read where its rows are now; it
 * now refuses in words, naming the sheet and what is lost or which cell shows what, with nothing
 * changed (ok: false), like the other actions' refusals (rowsLost, rowMismatch).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { a1 } from '../../src/sheets/plan';
import { expectOk, futsalPlayoff } from './helpers';

function expectRefusal(r: ActionResult<unknown>, code: string): void {
  expect(r.ok, r.message).toBe(false);
  expect(r.sheets).toEqual([]);
  expect(r.problems[0]?.code).toBe(code);
  expect(r.problems[0]?.message).toBe(r.message);
}

function ready() {
  const f = futsalPlayoff(false);
  const row = f.book.toMatrix('Settings').findIndex((line) => line[0] === 'futsal.firstDay') + 1;
  f.book.typeAs('committee', 'Settings', `C${row}`, '23.11.2026');
  f.book.now = Date.UTC(2026, 10, 23, 5, 0); // 10:00 in Almaty on the first day of play
  const first = expectOk(api.queue(f.services, 'futsal'));
  expect(f.book.toMatrix(first.sheet).some((r) => r[0] === 'b:SF2')).toBe(true);
  return { ...f, queueSheet: first.sheet };
}

describe('an unreadable play-off sheet in the table queue (issue 26 item 1)', () => {
  it("a semi-final's row deleted from the play-off sheet: refused, naming the sheet and the match; nothing changed", () => {
    const f = ready();
    f.book.deleteRows(f.net, f.m('SF2').row + 1, 1);
    f.book.now += 10 * 60_000;
    const before = f.book.snapshot();
    const r = api.queue(f.services, 'futsal');
    expectRefusal(r, 'rowsLost');
    expect(r.message).toContain(`"${f.net}"`);
    expect(r.message).toContain('SF2');
    expect(r.message).toMatch(/^nothing was changed/);
    expect(f.book.snapshot()).toEqual(before);
    // The play-off's rows are still on the queue sheet as they were.
    expect(f.book.toMatrix(f.queueSheet).some((line) => line[0] === 'b:SF2')).toBe(true);
  });

  it("a match's label overwritten on the play-off sheet: refused at that cell, in the committee's language", () => {
    const f = ready();
    const cell = a1(f.m('SF1').row, 0);
    f.book.typeAs('committee', f.net, cell, 'x');
    const before = f.book.snapshot();
    const r = api.queue(f.services, 'futsal');
    expectRefusal(r, 'rowMismatch');
    expect(r.message).toContain(`"${f.net}"!${cell}`);
    expect(f.book.snapshot()).toEqual(before);
  });
});
