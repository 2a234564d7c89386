/**
 * Preference as it happens at the table (Art. 16 items 3–4, 12–13; Art. 17 items 5, 7; Art. 18
 * items 10–11), through the server API on the fake spreadsheet with a real formula engine: a player
 * not admitted once a tour is seated, penalties, an awarded result, pools above the target, leaving
 * and disqualification, the final played to 200, a tie for the last final seat.
 */
import { describe, expect, it } from 'vitest';
import { isIdCell } from '../../src/sheets/idColumn';
import * as api from '../../src/sheets/api';
import type { FakeBook } from '../../fakes';
import { a1 } from '../../src/sheets/plan';
import { blockRects, BLOCK } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout, type SeatedTable } from '../../src/sheets/kinds/tourSheet';
import { expectOk } from './helpers';
import { registerPreference } from '../preferenceTournament';

/** The book's clock in these tests: 23.11.2026 10:00 UTC. */
const NOV23 = Date.UTC(2026, 10, 23, 10);
const TOUR1 = 'Преферанс тур 1';

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
    const { services, book, names } = registerPreference(12, NOV23);
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
        for (let c = blk.col; c < blk.col + BLOCK.width; c++)
          expect(after.get(a1(r, c)), `${a1(r, c)}`).toEqual(before.get(a1(r, c)));
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
    const { services, book, names } = registerPreference(10, NOV23); // tables 4, 3, 3
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

/** Types a whole table: pools, mountains, and whists [writer seat, on seat, whists]. */
function typeTable(
  book: FakeBook,
  sheet: string,
  b: { players: string[]; top: number; col: number },
  pools: number[],
  mountains: number[],
  whists: [number, number, number][] = [],
): void {
  const r = blockRects(b);
  pools.forEach((p, k) => book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), p));
  mountains.forEach((m, k) => book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), m));
  for (const [i, j, w] of whists) book.typeAs('referee', sheet, a1(r.first + i, r.whists.col + j), w);
}

const rosterRating = (book: FakeBook, sheet: string, names: readonly string[], p: string) =>
  book.read(sheet, a1(TOUR.first + names.indexOf(p), TOUR.rating));

describe('penalties and an awarded result are the one truth of the table (Art. 18 item 11, Art. 17 item 7)', () => {
  it('Art. 18 item 11.2 and Art. 17 item 7: the table result, the tour rating, the standings and the next seating all use the adjusted numbers', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const [a, b, c] = t1.tables as [SeatedTable, SeatedTable, SeatedTable];
    // Item 11.2: cards exposed before the end of the bidding, the last declared game a 7: its price, 16 (Art. 18 item 1).
    const pen = expectOk(
      api.penalty(services, {
        tour: 1,
        player: a.players[1]!,
        kind: 'exposed',
        game: 7,
        reason: 'открыл карты до конца торговли',
      }),
    );
    expect(pen.points).toBe(16);
    // Item 11.1 twice on the same player adds up: 4 + 4 (and the table of 3 at the end shows the sum).
    expectOk(
      api.penalty(services, {
        tour: 1,
        player: c.players[0]!,
        kind: 'speaking',
        reason: 'высказался не в свою очередь',
      }),
    );
    const second = expectOk(
      api.penalty(services, { tour: 1, player: c.players[0]!, kind: 'speaking', reason: 'снова' }),
    );
    expect(second.total).toBe(8);
    const bl = blocks(names, t1.tables);
    expect(book.read(TOUR1, a1(blockRects(bl[0]!).first + 1, bl[0]!.col + BLOCK.penalty))).toBe(16);
    // Table 1: pools 120, mountains 0, no whists; the penalty puts 16 in seat 2's mountain:
    // middle mountain 4, exact 10·(4 − m) = 40, −120, 40, 40 (Code 4.2.14).
    typeTable(book, TOUR1, bl[0]!, [120, 120, 120, 120], [0, 0, 0, 0]);
    const res1 = [0, 1, 2, 3].map((k) => book.read(TOUR1, a1(blockRects(bl[0]!).first + k, bl[0]!.col + BLOCK.result)));
    expect(res1).toEqual([40, -120, 40, 40]);
    // Place points: three tied first share (3 + 1 − 1)/3 = 1; the last −3 (Art. 16 item 13). Bands: 40 → +1, 120 → −2 (item 14).
    expect(a.players.map((p) => rosterRating(book, TOUR1, names, p))).toEqual([2, -5, 2, 2]);
    // Table 2: the referee awards 50, −20, −30, 0 (Art. 17 item 7) before anything is typed there.
    const award = expectOk(
      api.awardResult(services, { tour: 1, table: '2', whists: [50, -20, -30, 0], reason: 'спор о снесённых картах' }),
    );
    expect(award.whists).toEqual([50, -20, -30, 0]);
    const r2 = blockRects(bl[1]!);
    expect([0, 1, 2, 3].map((k) => book.read(TOUR1, a1(r2.first + k, bl[1]!.col + BLOCK.result)))).toEqual([
      50, -20, -30, 0,
    ]);
    expect(book.read(TOUR1, a1(bl[1]!.top, bl[1]!.col + BLOCK.result))).toBe(
      'результат присуждён судьёй (ст. 17 п. 7)',
    );
    // Places 50 > 0 > −20 > −30: +3, +1, −1, −3; bands +1, 0, −1, −1.
    expect(b.players.map((p) => rosterRating(book, TOUR1, names, p))).toEqual([4, -2, -4, 1]);
    // An award that does not sum to 0, or the wrong number of seats, is refused.
    expect(
      api.awardResult(services, { tour: 1, table: '2', whists: [50, -20, -30, 1], reason: 'x' }).problems[0]?.code,
    ).toBe('prefAwardBad');
    expect(api.awardResult(services, { tour: 1, table: '2', whists: [50, -50], reason: 'x' }).problems[0]?.code).toBe(
      'prefAwardBad',
    );
    // Whists that are not numbers (the fuzzer sent [[{}]]) are described in the tournament's language.
    const junk = api.awardResult(services, { tour: 1, table: '2', whists: [[{}], 5, 'x', -5] as never, reason: 'x' });
    expect(junk.problems[0]?.code).toBe('prefAwardBad');
    expect(junk.message).not.toMatch(/\[object|undefined|NaN/);
    expect(junk.message).toContain('5, x, -5');
    // A table that is not a label (the fuzzer sent an object) is refused in words, naming the tables there are.
    const odd = api.awardResult(services, { tour: 1, table: {} as never, whists: [0, 0, 0, 0], reason: 'x' });
    expect(odd.problems[0]?.code).toBe('prefNoTable');
    expect(odd.message).not.toContain('[object Object]');
    expect(odd.message).toContain('1, 2, 3');
    // Table 3: pools 120, mountains 0, no whists, penalties 8 on seat 1 → mean 2: −60, 20, 20, 20.
    typeTable(book, TOUR1, bl[2]!, [120, 120, 120, 120], [0, 0, 0, 0]);
    expect(c.players.map((p) => rosterRating(book, TOUR1, names, p))).toEqual([-3 - 1, 1 + 1, 1 + 1, 1 + 1]);
    expect(book.errorCells()).toEqual([]);
    // Tour 2 is seated from exactly these numbers: the list (Art. 16 item 16) by rating, then whists, then registration order.
    const status = expectOk(api.preferenceStatus(services));
    const listed = status.standings.map((l) => [l.player, l.rating, l.whists]);
    const expected = [
      [b.players[0], 4, 50],
      ...[a.players[0], a.players[2], a.players[3]]
        .sort((x, y) => names.indexOf(x!) - names.indexOf(y!))
        .map((p) => [p, 2, 40]),
      ...[c.players[1], c.players[2], c.players[3]]
        .sort((x, y) => names.indexOf(x!) - names.indexOf(y!))
        .map((p) => [p, 2, 20]),
      [b.players[3], 1, 0],
      [b.players[1], -2, -20],
      [c.players[0], -4, -60],
      [b.players[2], -4, -30],
      [a.players[1], -5, -120],
    ];
    // −4 with −30 beats −4 with −60 (whists decide, Art. 16 item 16 second paragraph).
    [expected[9], expected[10]] = [expected[10]!, expected[9]!];
    expect(listed).toEqual(expected);
    const t2 = expectOk(api.seatTour(services, 2));
    expect(t2.order).toEqual(expected.map((e) => e[0]));
    // The standings sheet shows the same list (PREF_STANDINGS over the tour sheets' roster cells).
    const log = book
      .toMatrix('Преферанс решения судьи')
      .slice(2)
      .filter((r) => r[3] !== '' && !r.some(isIdCell)); // the hidden id row is no ruling
    expect(log.map((r) => [r[3], r[4], r[5], r[6]])).toEqual([
      [a.players[1], 'штраф (ст. 18 п. 11)', '11.2, 7', 16],
      [c.players[0], 'штраф (ст. 18 п. 11)', '11.1', 4],
      [c.players[0], 'штраф (ст. 18 п. 11)', '11.1', 4],
      ...b.players.map((p) => [p, 'присуждён результат (ст. 17 п. 7)', '', '']),
    ]);
    expect(log.slice(3).map((r) => r[7])).toEqual([50, -20, -30, 0]);
  });

  it('Art. 18 item 11: a penalty without its game, with a game it does not take, or with an amount outside 11.4, is refused with the item named', () => {
    const { services } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const who = t1.tables[0]!.players[0]!;
    const r1 = api.penalty(services, { tour: 1, player: who, kind: 'exposed', reason: 'x' });
    expect(r1.ok).toBe(false);
    expect(r1.message).toContain('11.2');
    expect(api.penalty(services, { tour: 1, player: who, kind: 'exposed', game: 'allpass', reason: 'x' }).ok).toBe(
      false,
    );
    expect(api.penalty(services, { tour: 1, player: who, kind: 'discretion', amount: 0, reason: 'x' }).ok).toBe(false);
    expect(api.penalty(services, { tour: 1, player: who, kind: 'discretion', amount: 2.5, reason: 'x' }).ok).toBe(
      false,
    );
    expect(api.penalty(services, { tour: 1, player: who, kind: 'speaking', amount: 4, reason: 'x' }).ok).toBe(false);
    expect(
      expectOk(
        api.penalty(services, {
          tour: 1,
          player: who,
          kind: 'revoke',
          game: 'allpass',
          reason: 'ход не в масть на распасах',
        }),
      ).points,
    ).toBe(12);
    expect(
      expectOk(
        api.penalty(services, { tour: 1, player: who, kind: 'discretion', amount: 30, reason: 'спорная ситуация' }),
      ).points,
    ).toBe(30);
  });
});

describe('pools that make sense (Art. 18 item 10, Art. 16 item 15)', () => {
  it('a pool above the target is an error on the sheet that explains help, refused at seating, and fine once corrected', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const bl = blocks(names, t1.tables);
    for (const b of bl) typeTable(book, TOUR1, b, [120, 120, 120, 120], [0, 10, 20, 30]);
    // A paste past the validation (a script's write is not validated either): 130 with a target of 120.
    const r = blockRects(bl[1]!);
    const sheet = services.app.getActiveSpreadsheet().getSheetByName(TOUR1)!;
    sheet.getRange(r.first + 2, r.pools.col + 1, 1, 1).setValues([[100]]); // seat 2 (1-based rows and columns)
    sheet.getRange(r.first + 1, r.pools.col + 1, 1, 1).setValues([[130]]); // seat 1
    const msg = book.errorMessage(TOUR1, a1(r.first, bl[1]!.col + BLOCK.result)) ?? '';
    // Help goes to the open seat with the largest pool (seat 2, 100): 10 points, 100 whists (Art. 18 item 10, Code 4.2.3).
    expect(msg).toContain('130');
    expect(msg).toContain('место 1 отдаёт 10 в пулю место 2 и пишет 100 вистов на место 2');
    const refused = api.seatTour(services, 2);
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => p.code)).toContain('prefPoolOverTarget');
    expect(refused.message).toContain(a1(r.first, r.pools.col));
    // Corrected as help says: pools 120, 110; 100 whists written by seat 1 on seat 2.
    book.typeAs('referee', TOUR1, a1(r.first, r.pools.col), 120);
    book.typeAs('referee', TOUR1, a1(r.first + 1, r.pools.col), 110);
    book.typeAs('referee', TOUR1, a1(r.first, r.whists.col + 1), 100);
    expect(book.errorCells()).toEqual([]);
    // Now a compulsory close (seat 2 short of 120), said on the table's title.
    expect(book.read(TOUR1, a1(bl[1]!.top, bl[1]!.col + BLOCK.result))).toBe(
      'рассчитан с принудительным закрытием пули (ст. 18 п. 13)',
    );
    expect(book.read(TOUR1, a1(bl[0]!.top, bl[0]!.col + BLOCK.result))).toBe('рассчитан');
    expectOk(api.seatTour(services, 2));
  });
});

describe('leaving, disqualification, a tie for the final, the final played to 200 (Art. 16 items 4, 15; Art. 17 items 5–7)', () => {
  it('a disqualification in tour 3, a withdrawal after tour 7, a tie at the 4th final seat put to the committee, the final settled only at 200', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const tourName = (n: number) => `Преферанс тур ${n}`;
    /** Every table of a tour ends level: pools 120, mountains 0, no whists (everyone 0 whists, 0 points). */
    const playLevel = (n: number, tables: readonly SeatedTable[]) => {
      for (const b of blocks(names, tables))
        typeTable(
          book,
          tourName(n),
          b,
          b.players.map(() => 120),
          b.players.map(() => 0),
        );
    };
    playLevel(1, expectOk(api.seatTour(services, 1, { seed: 7 })).tables);
    playLevel(2, expectOk(api.seatTour(services, 2)).tables);
    const t3 = expectOk(api.seatTour(services, 3));
    const cheat = t3.tables[0]!.players[2]!;
    // Disqualified at the start of tour 3 (Art. 17 item 7): his table plays three-handed, and he is seated in no later tour.
    expectOk(api.notAdmitted(services, 3, cheat, 'дисквалифицирован судьёй'));
    const left = expectOk(
      api.leave(services, {
        player: cheat,
        kind: 'disqualified',
        from: 3,
        reason: 'подсказывал раскладку (ст. 16 п. 6.3)',
      }),
    );
    expect(left.from).toBe(3);
    expect(seatCounts(book, 3)).toEqual([3, 4, 4]);
    playLevel(3, [
      { ...t3.tables[0]!, players: t3.tables[0]!.players.filter((p) => p !== cheat), absent: [cheat] },
      ...t3.tables.slice(1),
    ]);
    for (let n = 4; n <= 7; n++) {
      const t = expectOk(api.seatTour(services, n));
      expect(t.absent).toEqual([cheat]);
      expect(t.tables.map((x) => x.players.length)).toEqual([4, 4, 3]); // 11 players (Art. 16 item 3)
      playLevel(n, t.tables);
    }
    // After tour 7, a player withdraws (Art. 16 item 4): he was seated in every tour, and is not in the final.
    const quitter = names[5]!;
    expectOk(api.leave(services, { player: quitter, kind: 'left', from: 'final', reason: 'уехал' }));
    // Everyone eligible is level (0 points, 0 whists): the 4th final seat is a tie; the committee picks.
    const tie = api.seatFinal(services);
    expect(tie.ok).toBe(false);
    expect(tie.problems[0]?.code).toBe('prefFinalTie');
    const offered = tie.data?.tie;
    expect(offered?.seats).toBe(4);
    expect(offered?.tied).toEqual(names.filter((p) => p !== cheat && p !== quitter));
    // The quitter cannot be picked; the pick must be exactly 4 of the tied; a reason is required.
    const tied = offered!.tied;
    expect(
      api.seatFinal(services, { pick: [quitter, tied[0]!, tied[1]!, tied[2]!], pickReason: 'жребий' }).problems[0]
        ?.code,
    ).toBe('prefFinalPickBad');
    expect(
      api.seatFinal(services, { pick: [tied[0]!, tied[1]!, tied[2]!], pickReason: 'жребий' }).problems[0]?.code,
    ).toBe('prefFinalPickBad');
    expect(api.seatFinal(services, { pick: [tied[0]!, tied[1]!, tied[2]!, tied[3]!] }).problems[0]?.code).toBe(
      'prefReasonMissing',
    );
    const pick = [tied[9]!, tied[0]!, tied[6]!, tied[3]!];
    const fin = expectOk(api.seatFinal(services, { pick, pickReason: 'жребий Оргкомитета, протокол №3' }));
    expect(fin.players).toEqual([tied[0], tied[3], tied[6], tied[9]]); // standings order
    const log = book
      .toMatrix('Преферанс решения судьи')
      .slice(2)
      .filter((r) => r[3] !== '' && !r.some(isIdCell)); // the hidden id row is no ruling
    expect(log.map((r) => [r[1], r[3], r[4]])).toEqual([
      [3, cheat, 'не допущен (ст. 16 п. 4)'],
      [3, cheat, 'дисквалифицирован (ст. 17 п. 7)'],
      ['финал', quitter, 'выбыл из турнира (ст. 16 п. 4)'],
      ...[tied[0], tied[3], tied[6], tied[9]].map((p) => ['финал', p, 'выбор Оргкомитета в финал']),
    ]);
    // The final is played to 200 (Art. 16 item 15): with a pool short of it, nothing is settled and finalize refuses.
    const FIN = 'Преферанс финал';
    const fb = { players: fin.players, top: 3, col: 0 };
    typeTable(book, FIN, fb, [200, 200, 200, 150], [0, 10, 20, 30]);
    const fr = blockRects(fb);
    expect(book.read(FIN, a1(fr.first, fr.result.col))).toBe('');
    expect(book.read(FIN, a1(fb.top, BLOCK.result))).toBe(
      'играется до набора лимита в пуле у каждого (без ограничения времени)',
    );
    const early = api.finalizeStage(services, 'preference', 'final');
    expect(early.ok).toBe(false);
    expect(early.message).toContain(fin.players[3]!);
    book.typeAs('referee', FIN, a1(fr.first + 3, fr.pools.col), 200);
    // Mountains 0, 10, 20, 30: middle 15 → 150, 50, −50, −150; places 1–3 by whists (Art. 17 item 6).
    expect([0, 1, 2, 3].map((k) => book.read(FIN, a1(fr.first + k, fr.result.col)))).toEqual([150, 50, -50, -150]);
    expect(book.errorCells()).toEqual([]);
  });
});

/** How many numbered seats each table of a tour sheet shows, top to bottom, as the sheet reads. */
function seatCounts(book: FakeBook, n: number): number[] {
  const out: number[] = [];
  for (const row of book.toMatrix(`Преферанс тур ${n}`)) {
    const seat = row[TOUR.blocks + BLOCK.seat];
    if (typeof seat === 'string' && seat.startsWith('Стол')) out.push(0);
    else if (typeof seat === 'number' && out.length > 0) out[out.length - 1] = (out[out.length - 1] as number) + 1;
  }
  return out;
}

describe('rulings on a sheet people have worked on (SPEC §5)', () => {
  it('a renamed tour sheet is still found; a name typed in another case is the same player; rows inserted refuse without writing', () => {
    const { services, book, names } = registerPreference(12, NOV23);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    book.renameSheet(TOUR1, 'Тур первый');
    const who = t1.tables[2]!.players[3]!;
    const done = expectOk(
      api.penalty(services, { tour: 1, player: who.toUpperCase(), kind: 'speaking', reason: 'не в свою очередь' }),
    );
    expect(done.player).toBe(who);
    expect(done.points).toBe(4);
    // A row inserted above table 2: the add-on cannot write the typed entries back where they are; it refuses, nothing changes.
    const b = blocks(names, t1.tables);
    book.insertRows('Тур первый', b[1]!.top + 1);
    const before = book.toMatrix('Тур первый');
    const r = api.notAdmitted(services, 1, t1.tables[0]!.players[0]!, 'опоздал');
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('rowsMoved');
    expect(book.toMatrix('Тур первый')).toEqual(before);
    expect(book.errorCells()).toEqual([]);
  });
});
