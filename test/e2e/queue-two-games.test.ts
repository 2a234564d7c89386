/**
 * One person in two games (issue 26 item 1: "a person never called to two games at once"): the
 * sample's billiards and backgammon, drawn and played on the same day through their queue sheets
 * on the fake spreadsheet with a real formula engine. A player called to a billiards table is not
 * called to a backgammon board while that match runs; once its result is typed, he may be.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { QUEUE_COLS, QUEUE_FIRST_TABLE, QUEUE_TABLE_COLS } from '../../src/sheets/kinds/queueLayout';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { a1 } from '../../src/sheets/plan';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { cellOf, expectOk, noErrorCells } from './helpers';

/** The sample's billiards and backgammon, every backgammon player also in billiards, drawn, on one day. */
function twoGames() {
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
  return { services, book };
}

describe('one person in two games through the queue (issue 26 item 1)', () => {
  it('a player on a billiards table is not called to a backgammon board at the same time', () => {
    const { services, book } = twoGames();
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
  it('between runs, KASE_QUEUE calls nobody who is on a backgammon board now (the run records the same)', () => {
    const { services, book } = twoGames();
    const rowsOf = (sheet: string) => book.toMatrix(sheet).filter((r) => /^[gb]:/.test(String(r[0])));
    const people = (r: readonly unknown[] | undefined) => [String(r?.[QUEUE_COLS.a]), String(r?.[QUEUE_COLS.b])];
    const b = expectOk(api.queue(services, 'billiards'));
    const bg = expectOk(api.queue(services, 'backgammon'));
    const onBoards = new Set(
      rowsOf(bg.sheet)
        .filter((r) => bg.called.some((c) => c.key === r[0]))
        .flatMap(people),
    );
    expect(onBoards.size).toBeGreaterThan(0);
    // Made again: billiards' KASE_QUEUE now reads the backgammon queue sheet too.
    expect(expectOk(api.queue(services, 'billiards')).called).toEqual([]);
    const formula = book.formulaAt(b.sheet, a1(QUEUE_FIRST_TABLE, QUEUE_TABLE_COLS.now));
    expect(formula).toContain(bg.sheet);
    const groups = readDrawGroups(book.toMatrix('Бильярд жеребьёвка'));
    const layout = groupLayout('billiards', groups);
    // The same queue without the other game (its first three ranges), in a spare column.
    const own = formula.replace(/^=KASE_QUEUE\(([^,]+,[^,]+,[^,]+),.*\)$/, '=KASE_QUEUE($1)');
    book.typeAs('committee', b.sheet, a1(QUEUE_FIRST_TABLE, 20), own);
    const nowOn = (table: number, col: number = QUEUE_TABLE_COLS.now) =>
      String(book.toMatrix(b.sheet)[QUEUE_FIRST_TABLE + table - 1]?.[col] ?? '');
    let passedOver = 0;
    for (const call of b.called) {
      // The referee types the result of a billiards match: its table frees, with no click.
      const [, letter, k] = call.key.split(':');
      const m = layout.blocks.find((x) => x.letter === letter)?.matches[Number(k) - 1];
      if (!m) throw new Error(`no match ${call.key}`);
      book.typeAs('referee', 'Бильярд группы', cellOf({ row: m.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), 2);
      book.typeAs('referee', 'Бильярд группы', cellOf({ row: m.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), 0);
      const shown = nowOn(call.table);
      const called = rowsOf(b.sheet).find((r) => r[QUEUE_COLS.match] === shown);
      if (shown !== '') expect(called, shown).toBeDefined();
      for (const p of people(called)) expect(onBoards.has(p), `${shown}: ${p} is on a backgammon board`).toBe(false);
      const blind = rowsOf(b.sheet).find((r) => r[QUEUE_COLS.match] === nowOn(call.table, 20));
      if (people(blind).some((p) => onBoards.has(p))) passedOver++;
    }
    // Not by chance: without the backgammon sheet, KASE_QUEUE would have called someone on a board.
    expect(passedOver).toBeGreaterThan(0);
    noErrorCells(book);
  });
});
