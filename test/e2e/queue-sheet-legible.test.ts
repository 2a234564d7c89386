/**
 * The queue sheet read from across the room (issue 26 item 1, the table's "now" and "next"): the
 * sample's billiards run through the queue on the fake spreadsheet with a real formula engine. Each
 * table's "now" — the match, its two people and its referee — wraps in a column wide enough for
 * every word of it ("next" runs over into the empty cells on its right, nothing beside it); the
 * matches' headings wrap in their narrow columns with every word whole.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { QUEUE_FIRST_TABLE, QUEUE_TABLE_COLS } from '../../src/sheets/kinds/queueLayout';
import { textWidth } from '../../src/sheets/plan';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { expectOk, typeSetting } from './helpers';

describe('the queue sheet, legible (issue 26 item 1)', () => {
  it('"now" wraps whole words in its column; the matches\' headings wrap, every word within its column', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 22, 5, 0) });
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteSample(services.app, 'ru', sampleRegistration('ru'), ['billiards']);
    api.checkRegistration(services, 'billiards');
    expectOk(api.draw(services, 'billiards', { seed: 3, acceptWarnings: true }));
    typeSetting(book, 'Настройки', 'billiards.firstDay', '2026-11-22');
    const { sheet } = expectOk(api.queue(services, 'billiards'));
    const ws = services.app.getActiveSpreadsheet().getSheetByName(sheet);
    if (!ws) throw new Error(`no sheet ${sheet}`);
    const values = book.toMatrix(sheet);
    const width = (c: number) => book.columnWidth(sheet, c + 1);

    // The tables: "now" holds a called match; each of its words fits the column, and it wraps.
    const nowCol = QUEUE_TABLE_COLS.now;
    const tables = values.slice(QUEUE_FIRST_TABLE).findIndex((r) => r[0] === '' || r[0] === undefined);
    expect(tables).toBeGreaterThan(0);
    const now = values.slice(QUEUE_FIRST_TABLE, QUEUE_FIRST_TABLE + tables).map((r) => String(r[nowCol] ?? ''));
    expect(now.filter((t) => t !== '').length).toBeGreaterThan(0);
    expect(now.some((t) => textWidth(t) > width(nowCol))).toBe(true); // longer than the column: it must wrap
    const wraps = ws.getRange(QUEUE_FIRST_TABLE + 1, nowCol + 1, tables, 1).getWraps();
    expect(wraps.every(([w]) => w === true)).toBe(true);
    for (const t of now) for (const word of t.split(/\s+/)) expect(textWidth(word)).toBeLessThanOrEqual(width(nowCol));
    // "next" does not wrap: the cells on its right are empty, it runs over them.
    const next = ws.getRange(QUEUE_FIRST_TABLE + 1, QUEUE_TABLE_COLS.next + 1, tables, 1).getWraps();
    expect(next.every(([w]) => w === false)).toBe(true);
    for (const r of values.slice(QUEUE_FIRST_TABLE, QUEUE_FIRST_TABLE + tables))
      expect(r.slice(QUEUE_TABLE_COLS.next + 1).every((v) => v === '' || v === null)).toBe(true);

    // The matches' headings: the row after the tables and an empty row; wrapped, each word whole.
    const head = QUEUE_FIRST_TABLE + tables + 1;
    const headings = (values[head] ?? []).map(String);
    expect(headings.filter((h) => h !== '').length).toBeGreaterThan(8);
    const headWraps = ws.getRange(head + 1, 1, 1, headings.length).getWraps()[0] ?? [];
    headings.forEach((h, c) => {
      if (h === '') return;
      expect(headWraps[c], h).toBe(true);
      for (const word of h.split(/\s+/)) expect(textWidth(word, true), word).toBeLessThanOrEqual(width(c));
    });
  });
});
