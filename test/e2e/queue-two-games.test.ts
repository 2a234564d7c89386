/**
 * One person in two games (issue 26 item 1: "a person never called to two games at once"): the
 * sample's billiards and backgammon, drawn and played on the same day through their queue sheets
 * on the fake spreadsheet with a real formula engine. A player called to a billiards table is not
 * called to a backgammon board while that match runs; once its result is typed, he may be.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { QUEUE_COLS } from '../../src/sheets/kinds/queueLayout';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { expectOk } from './helpers';

describe('one person in two games through the queue (issue 26 item 1)', () => {
  it('a player on a billiards table is not called to a backgammon board at the same time', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 22, 5, 0) });
    expectOk(api.setup(services, { lang: 'ru' }));
    // Every backgammon player also plays billiards: the same person (name, employer, contacts) in both.
    const sample = sampleRegistration('ru');
    const same = (r: unknown[]) => [r[0], r[1], r[2], r[3], r[5], r[6]];
    sample.rows.backgammon = sample.rows.backgammon.map((r, i) => [
      ...same(sample.rows.billiards[i] ?? []),
      ...r.slice(6),
    ]);
    pasteSample(services.app, 'ru', sample, ['billiards', 'backgammon']);
    for (const game of ['billiards', 'backgammon'] as const) {
      api.checkRegistration(services, game);
      expectOk(api.draw(services, game, { seed: 3, acceptWarnings: true }));
      const row = book.toMatrix('Настройки').findIndex((line) => line[0] === `${game}.firstDay`) + 1;
      book.typeAs('committee', 'Настройки', `C${row}`, '2026-11-22');
    }
    const b = expectOk(api.queue(services, 'billiards'));
    const rowsOf = (sheet: string) => book.toMatrix(sheet).filter((r) => /^[gb]:/.test(String(r[0])));
    const people = (sheet: string, keys: readonly string[]) =>
      rowsOf(sheet)
        .filter((r) => keys.includes(String(r[0])))
        .flatMap((r) => [String(r[QUEUE_COLS.a]), String(r[QUEUE_COLS.b])]);
    const onTables = new Set(
      people(
        b.sheet,
        b.called.map((c) => c.key),
      ),
    );
    const bg = expectOk(api.queue(services, 'backgammon'));
    const onBoards = people(
      bg.sheet,
      bg.called.map((c) => c.key),
    );
    expect(onTables.size).toBe(16);
    expect(bg.called.length).toBeGreaterThan(0);
    expect(onBoards.filter((p) => onTables.has(p))).toEqual([]);
    // Not by chance: the backgammon plan's first matches have players at a billiards table, passed over.
    const firstRound = rowsOf(bg.sheet).slice(0, bg.called.length);
    const passed = firstRound.filter(
      (r) => onTables.has(String(r[QUEUE_COLS.a])) || onTables.has(String(r[QUEUE_COLS.b])),
    );
    expect(passed.length).toBeGreaterThan(0);
    for (const r of passed) expect(bg.called.map((c) => c.key)).not.toContain(String(r[0]));
  });
});
