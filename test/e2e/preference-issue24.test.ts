/**
 * Preference, what issue 24 found on a real day (items 11–14): the standings' "Решения" column for a
 * player not admitted and a penalised one, a withdrawal after the last tour, a player registered
 * after tour 1, and a rating that does not depend on the order the names were typed. Whole
 * tournaments through the server API on the fake spreadsheet with a real formula engine.
 */
import { describe, expect, it } from 'vitest';
import { isIdCell } from '../../src/sheets/idColumn';
import * as api from '../../src/sheets/api';
import type { FakeBook } from '../../fakes';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout } from '../../src/sheets/kinds/tourSheet';
import { STANDINGS } from '../../src/sheets/kinds/standingsSheet';
import { expectOk, paste } from './helpers';
import { registerPreference } from '../preferenceTournament';

/** The book's clock in these tests: 23.11.2026 10:00 UTC. */
const NOV23 = Date.UTC(2026, 10, 23, 10);
const tourName = (n: number) => `Преферанс тур ${n}`;

/** Types a whole table: pools, mountains, and whists [writer seat, on seat, whists]. */
function typeTable(
  book: FakeBook,
  sheet: string,
  b: { players: string[]; top: number; col: number },
  pools: readonly number[],
  mountains: readonly number[],
  whists: readonly [number, number, number][] = [],
): void {
  const r = blockRects(b);
  pools.forEach((p, k) => book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), p));
  mountains.forEach((m, k) => book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), m));
  for (const [i, j, w] of whists) book.typeAs('referee', sheet, a1(r.first + i, r.whists.col + j), w);
}

/** Every table of a tour ends level: pools 120, mountains 0 (0 whists, 0 points each). */
function playLevelBlocks(
  book: FakeBook,
  n: number,
  blocks: readonly { players: string[]; top: number; col: number }[],
): void {
  for (const b of blocks)
    typeTable(
      book,
      tourName(n),
      b,
      b.players.map(() => 120),
      b.players.map(() => 0),
    );
}

/** A player's line on a tour's roster: [whists, rating]. */
function rosterLine(book: FakeBook, n: number, names: readonly string[], p: string): [unknown, unknown] {
  const row = TOUR.first + names.indexOf(p);
  return [book.read(tourName(n), a1(row, TOUR.whists)), book.read(tourName(n), a1(row, TOUR.rating))];
}

describe('a rating that does not depend on the order names were typed (Art. 16 items 13–14; issue 24 item 14)', () => {
  it('100⅓ whists round to 100 (band 1–100) at seat 1 as anywhere, 200⅓ to 201; the tour rating follows', () => {
    const { services, book, names } = registerPreference(9, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expect(t1.tables.map((t) => t.players.length)).toEqual([3, 3, 3]);
    const [first, ...rest] = tourLayout(names, t1.tables).blocks;
    // Mountains 0, 0, 1 (middle ⅓); seat 1 wrote 97 whists on seat 3, seat 2 wrote 197: exact 100⅓, 200⅓, −300⅔.
    typeTable(
      book,
      tourName(1),
      first!,
      [120, 120, 120],
      [0, 0, 1],
      [
        [0, 2, 97],
        [1, 2, 197],
      ],
    );
    playLevelBlocks(book, 1, rest);
    const [p1, p2, p3] = first!.players as [string, string, string];
    // Place points of a table of three +3, 0, −3 (item 13.2); bands (item 14): 100 → +1, 201 → +2, −301 → −3.
    expect(rosterLine(book, 1, names, p1)).toEqual([100, 1]);
    expect(rosterLine(book, 1, names, p2)).toEqual([201, 5]);
    expect(rosterLine(book, 1, names, p3)).toEqual([-301, -6]);
    expect(book.errorCells()).toEqual([]);
    // Tour 2 is seated from the same numbers the add-on reads (the standings: p2, then the level players, p1 …).
    const t2 = expectOk(api.seatTour(services, 2));
    expect(t2.tables[0]!.players[0]).toBe(p2);
  });
});

/** The standings sheet's "Решения" column, by player (only the players with a mark). */
function marks(book: FakeBook): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const row of book.toMatrix('Преферанс рейтинг').slice(STANDINGS.first)) {
    const p = row[STANDINGS.player];
    if (typeof p === 'string' && p !== '' && row[STANDINGS.mark] !== '') out[p] = row[STANDINGS.mark];
  }
  return out;
}

describe('the standings say every ruling beside its player (Art. 16 item 4, Art. 18 item 11; issue 24 item 11)', () => {
  it('a player not admitted and a penalised player are marked in "Решения" as soon as the ruling is recorded, and stay marked', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const late = t1.tables[1]!.players[1]!;
    const fined = t1.tables[0]!.players[2]!;
    expect(marks(book)).toEqual({});
    expectOk(api.notAdmitted(services, 1, late, 'опоздал на 15 минут'));
    expectOk(api.penalty(services, { tour: 1, player: fined, kind: 'exposed', game: 7, reason: 'открыл карты' }));
    expectOk(
      api.penalty(services, { tour: 1, player: fined, kind: 'speaking', reason: 'высказался не в свою очередь' }),
    );
    const after1 = marks(book);
    expect(Object.keys(after1).sort()).toEqual([fined, late].sort());
    expect(after1[late]).toBe('не допущен (ст. 16 п. 4), тур 1: опоздал на 15 минут');
    expect(after1[fined]).toBe(
      'штраф (ст. 18 п. 11), тур 1 (11.2, 7, 16 в гору): открыл карты; штраф (ст. 18 п. 11), тур 1 (11.1, 4 в гору): высказался не в свою очередь',
    );
    // Tour 2 is seated (the standings written again): the marks stay.
    const blocks1 = tourLayout(names, t1.tables).blocks.map((b, k) =>
      k === 1 ? { ...b, players: b.players.filter((p) => p !== late) } : b,
    );
    playLevelBlocks(book, 1, blocks1);
    expectOk(api.seatTour(services, 2));
    expect(marks(book)).toEqual(after1);
    expect(book.errorCells()).toEqual([]);
  });
});

describe('a player registered after tour 1 missed it: −8 (Art. 16 item 12; issue 24 item 13)', () => {
  it('his tour 1 counts −8 on the standings and in the seating of tour 2, below players who finished below zero', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const [first, ...rest] = tourLayout(names, t1.tables).blocks;
    // Table 1: mountains 0, 10, 20, 30 → 150, 50, −50, −150 whists → ratings 5, 2, −2, −5 (items 13–14).
    typeTable(book, tourName(1), first!, [120, 120, 120, 120], [0, 10, 20, 30]);
    playLevelBlocks(book, 1, rest);
    const [, , third, fourth] = first!.players as [string, string, string, string];
    expect(rosterLine(book, 1, names, fourth)).toEqual([-150, -5]);
    // A 13th player registers after tour 1 (the committee pastes his row), and the attendance is prepared again.
    paste(
      services,
      'Преферанс регистрация',
      [['Поздний', 'Тест', '', 'KASE', 'late@kase.kz', '+7 705 000 00 00', false]],
      14,
    );
    expectOk(api.prepareAttendance(services));
    const late = 'Поздний Тест';
    const t2 = expectOk(api.seatTour(services, 2));
    const order = t2.tables.flatMap((t) => t.players);
    expect(order).toHaveLength(13);
    // The list after tour 1: … third (−2), fourth (−5), then him (−8) — not at 0 above them.
    expect(order.slice(-3)).toEqual([third, fourth, late]);
    // The standings sheet says the same: −8 in his tour 1 column, −8 in total.
    const line = book.toMatrix('Преферанс рейтинг').find((r) => r[STANDINGS.player] === late);
    expect(line?.slice(STANDINGS.ratings, STANDINGS.ratings + 1)).toEqual([-8]);
    expect(line?.[STANDINGS.ratings + 7]).toBe(-8); // the total over the 7 tours
    expect(book.errorCells()).toEqual([]);
  });
});

describe('a withdrawal never leaves a player seated in the final (Art. 16 item 4, Art. 17 item 5; issue 24 item 12)', () => {
  it('between tours, after the last tour, and after the final is seated: never a silent wrong final', () => {
    const { services, book, names } = registerPreference(8, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const [b1, b2] = tourLayout(names, t1.tables).blocks.map((b) => ({
      players: b.players,
      top: b.top,
      col: b.col,
    })) as [{ players: string[]; top: number; col: number }, { players: string[]; top: number; col: number }];
    // Table 1: 150, 50, −50, −150 whists (ratings 5, 2, −2, −5); table 2: 300, 100, −100, −300 (5, 2, −2, −5).
    typeTable(book, tourName(1), b1, [120, 120, 120, 120], [0, 10, 20, 30]);
    typeTable(book, tourName(1), b2, [120, 120, 120, 120], [0, 20, 40, 60]);
    const [a1p, a2, a3, a4] = b1.players as [string, string, string, string];
    const [c1, c2, c3] = b2.players as [string, string, string, string];
    for (let n = 2; n <= 7; n++) {
      // Between tours 5 and 6, a3 withdraws (he would be 4th after c1 leaves): tours 6 and 7 ticked.
      if (n === 6) expect(expectOk(api.withdraw(services, 'preference', a3)).cells).toHaveLength(2);
      const t = expectOk(api.seatTour(services, n));
      expect(t.tables.flatMap((x) => x.players).includes(a3)).toBe(n < 6);
      playLevelBlocks(book, n, tourLayout(names, t.tables).blocks);
    }
    // After the last tour, the leader c1 withdraws: there is no tour left to tick; he leaves from the final.
    const top = api.withdraw(services, 'preference', c1);
    expect(top.ok).toBe(true);
    expect(top.message).toContain('выбытие с финала');
    const log = () =>
      book
        .toMatrix('Преферанс решения судьи')
        .slice(2)
        .filter((r) => r[3] !== '' && !r.some(isIdCell)) // the hidden id row is no decision
        .map((r) => [r[1], r[3], r[4]]);
    expect(log()).toEqual([['финал', c1, 'выбыл из турнира (ст. 16 п. 4)']]);
    const fin = expectOk(api.seatFinal(services));
    expect(fin.players).toEqual([a1p, c2, a2, c3]);
    expect(fin.leftOut).toEqual([c1]); // a3 (−2 − 8 − 8) fell below the last finalist
    // After the final is seated, a finalist withdraws: refused in words, nothing written …
    const before = book.toMatrix('Преферанс финал');
    const seated = api.withdraw(services, 'preference', a1p);
    expect(seated.ok).toBe(false);
    expect(seated.problems[0]?.code).toBe('prefLeaveFinalSeated');
    expect(seated.message).toContain(a1p);
    expect(book.toMatrix('Преферанс финал')).toEqual(before);
    expect(log()).toHaveLength(1);
    // … and the way the message names works: nothing typed at the final, its sheet deleted, recorded, seated again.
    book.deleteSheetByName('Преферанс финал');
    expectOk(api.withdraw(services, 'preference', a1p));
    const again = expectOk(api.seatFinal(services));
    expect(again.players).toEqual([c2, a2, c3, a4]);
    expect(book.errorCells()).toEqual([]);
  });
});
