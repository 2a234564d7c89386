/**
 * Preference as it happens at the table (Art. 16 items 3–4, 12–13; Art. 17 items 5, 7; Art. 18
 * items 10–11), through the server API on the fake spreadsheet with a real formula engine: a player
 * not admitted once a tour is seated, penalties, an awarded result, pools above the target, leaving
 * and disqualification, the final played to 200, a tie for the last final seat.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices, type FakeBook } from '../../fakes';
import type { Services } from '../../src/sheets/gas';
import { a1 } from '../../src/sheets/plan';
import { blockRects, BLOCK } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout, type SeatedTable } from '../../src/sheets/kinds/tourSheet';
import { expectOk, paste } from './helpers';

const TOUR1 = 'Преферанс тур 1';

function register(count: number): { services: Services; book: FakeBook; names: string[] } {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 23, 10) });
  expectOk(api.setup(services, { lang: 'ru' }));
  const surnames = Array.from({ length: count }, (_, i) => `Игрок${String(i + 1).padStart(2, '0')}`);
  paste(services, 'Преферанс регистрация', surnames.map((n, i) => [n, 'Тест', '', 'KASE', `p${i}@kase.kz`, '+7 705 000 00 00', false]));
  book.resetCalls();
  expectOk(api.prepareAttendance(services));
  return { services, book, names: surnames.map((n) => `${n} Тест`) };
}

/** The block of each table as the sheet now has it (players, and those not admitted). */
function blocks(names: readonly string[], tables: readonly SeatedTable[]) {
  return tourLayout(names, tables).blocks;
}

/** Everything on a sheet, as a map "A1" → value, for "nothing else changed" comparisons. */
function snapshot(book: FakeBook, sheet: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  book.toMatrix(sheet).forEach((row, r) => row.forEach((v, c) => v !== '' && v !== null && out.set(a1(r, c), v)));
  return out;
}

describe('a player not admitted once the tour is seated (Art. 16 items 3, 4, 12, 13)', () => {
  it('Art. 16 item 3: tour 1, seed 7, 12 players — his table plays three-handed, he gets −8, the other tables and every typed cell stay', () => {
    const { services, book, names } = register(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expect(t1.tables.map((t) => t.players.length)).toEqual([4, 4, 4]);
    const b = blocks(names, t1.tables);
    // Table 1 started: the referee typed a pool and a whist there.
    const r1 = blockRects(b[0]!);
    book.typeAs('referee', TOUR1, a1(r1.first, r1.pools.col), 40);
    book.typeAs('referee', TOUR1, a1(r1.first + 1, r1.whists.col), 12);
    const late = t1.tables[1]!.players[1]!; // table 2, seat 2
    const before = snapshot(book, TOUR1);
    const done = expectOk(api.notAdmitted(services, 1, late, 'опоздал на 15 минут'));
    expect(done.table).toBe('2');
    expect(done.players).toEqual(t1.tables[1]!.players.filter((p) => p !== late));
    const after = snapshot(book, TOUR1);
    // Tables 1 and 3 (their whole blocks) and the typed cells are exactly as they were.
    for (const k of [0, 2]) {
      const blk = b[k]!;
      for (let r = blk.top; r < blk.top + 2 + blk.players.length; r++) {
        for (let c = blk.col; c < blk.col + BLOCK.width; c++) expect(after.get(a1(r, c)), `${a1(r, c)}`).toEqual(before.get(a1(r, c)));
      }
    }
    expect(book.read(TOUR1, a1(r1.first, r1.pools.col))).toBe(40);
    expect(book.read(TOUR1, a1(r1.first + 1, r1.whists.col))).toBe(12);
    // Table 2 now seats three, in the list order without him (the last listed still deals first).
    const r2 = blockRects({ ...b[1]!, players: done.players });
    expect([0, 1, 2].map((k) => book.read(TOUR1, a1(r2.first + k, b[1]!.col + BLOCK.player)))).toEqual(done.players);
    expect(book.read(TOUR1, a1(r2.first + 3, b[1]!.col + BLOCK.seat))).toBe('');
    expect(book.read(TOUR1, a1(r2.first + 3, b[1]!.col + BLOCK.player))).toBe(late);
    // His roster line: table 2 kept for the record, missed ticked; −8 once the tour is rated (Art. 16 item 12).
    const i = names.indexOf(late);
    expect(book.read(TOUR1, a1(TOUR.first + i, TOUR.table))).toBe(2);
    expect(book.read(TOUR1, a1(TOUR.first + i, TOUR.missed))).toBe(true);
    expect(book.read(TOUR1, a1(TOUR.first + i, TOUR.rating))).toBe(-8);
    // The three play: place points +3, 0, −3 (Art. 16 item 13.2). Pools 120, mountains 0, 10, 20, no whists:
    // exact = 10·(10 − m): 100, 0, −100 → bands +1, 0, −1 (item 14) → ratings 4, 0, −4.
    done.players.forEach((_, k) => {
      book.typeAs('referee', TOUR1, a1(r2.first + k, r2.pools.col), 120);
      book.typeAs('referee', TOUR1, a1(r2.first + k, r2.mountains.col), 10 * k);
    });
    const rating = (p: string) => book.read(TOUR1, a1(TOUR.first + names.indexOf(p), TOUR.rating));
    expect(done.players.map(rating)).toEqual([4, 0, -4]);
    expect(book.read(TOUR1, a1(TOUR.first + names.indexOf(done.players[0]!), TOUR.whists))).toBe(100);
    // The rulings sheet records it: tour, table, whom, what, why.
    const log = book.toMatrix('Преферанс решения судьи');
    expect(log[2]?.slice(1, 5)).toEqual([1, '2', late, 'не допущен (ст. 16 п. 4)']);
    expect(log[2]?.[8]).toBe('опоздал на 15 минут');
    expect(book.errorCells()).toEqual([]);
  });

  it('a table that has started, or one that would be left with two, is refused; nothing is written', () => {
    const { services, book, names } = register(10); // tables 4, 3, 3
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expect(t1.tables.map((t) => t.players.length)).toEqual([4, 3, 3]);
    const b = blocks(names, t1.tables);
    const r1 = blockRects(b[0]!);
    book.typeAs('referee', TOUR1, a1(r1.first + 2, r1.mountains.col), 16);
    const before = book.toMatrix(TOUR1);
    const started = api.notAdmitted(services, 1, t1.tables[0]!.players[0]!, 'опоздал');
    expect(started.ok).toBe(false);
    expect(started.problems[0]?.code).toBe('prefTableStarted');
    expect(started.message).toContain(a1(r1.first + 2, r1.mountains.col));
    const two = api.notAdmitted(services, 1, t1.tables[1]!.players[0]!, 'опоздал');
    expect(two.ok).toBe(false);
    expect(two.problems[0]?.code).toBe('prefTableOfTwo');
    expect(two.message).toContain(t1.tables[1]!.players[1]!);
    expect(api.notAdmitted(services, 1, t1.tables[2]!.players[0]!, '').problems[0]?.code).toBe('prefReasonMissing');
    expect(api.notAdmitted(services, 1, 'Никто', 'опоздал').problems[0]?.code).toBe('prefNotOnTour');
    expect(book.toMatrix(TOUR1)).toEqual(before);
  });
});
