/**
 * A table kept deal by deal (issue 14 items 2–3), through the server API on the fake spreadsheet
 * with a real formula engine: the protocol sheet, the tour block as its view, one truth per table,
 * a penalty recorded from the sidebar written into the pulka and counted once, and the rating of
 * the tour from it. Expected numbers are worked by hand in the comments (SPEC §3 PREF_PULKA, Art. 18).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { a1 } from '../../src/sheets/plan';
import { BLOCK, blockRects } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout } from '../../src/sheets/kinds/tourSheet';
import { DEAL, FINAL_DEALS, PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../../src/sheets/kinds/protocolSheet';
import { finalPlacesTop } from '../../src/sheets/kinds/finalSheet';
import { expectOk, noErrorCells } from './helpers';
import { registerPreference, typeDeal } from '../preferenceTournament';

/** The committee's decision every correction is recorded with (who, when the fake gives no e-mail, and why). */
const DECISION = { reason: 'a typo in the application', by: 'A. Committee' };

const TOUR1 = 'Преферанс тур 1';
const PROTO1 = 'Преферанс тур 1 пульки';
const FIN_SHEET = 'Преферанс финал';

describe('a table kept deal by deal (issue 14 items 2–3)', () => {
  it('tour 1, table 2: three deals and a stop by the clock settle by hand; the tour rates it; a sidebar penalty becomes a row of the pulka, counted once', () => {
    const { services, book, names } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const table = t1.tables[1]!;
    const [p1, p2, p3, p4] = table.players as [string, string, string, string];
    const kept = expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
    expect(kept.sheet).toBe(PROTO1);
    // Printed with its tour: the pulka sheet is the tab right after the tour's (the standings came before it).
    const tabs = services.app
      .getActiveSpreadsheet()
      .getSheets()
      .map((x) => x.getName());
    expect(tabs.indexOf(PROTO1)).toBe(tabs.indexOf(TOUR1) + 1);
    const block = tourLayout(names, t1.tables).blocks[1]!;
    const r = blockRects(block);
    // The block says how the table is kept, and has nothing to type (one truth per table).
    expect(book.read(TOUR1, a1(block.top, block.col + BLOCK.pool))).toBe('ведётся по сдачам →');
    expect(book.read(TOUR1, a1(block.top, block.col + BLOCK.whists))).toBe(PROTO1);
    expect(book.isProtectedCell(TOUR1, a1(r.first, r.pools.col))).toBe(true);
    expect(() => book.typeAs('referee', TOUR1, a1(r.first, r.pools.col), 120)).toThrow(/protected/);

    const s = protocolLayout([{ label: '2', players: table.players }], TOUR_DEALS).sections[0]!;
    const top = sectionRows.firstDeal(s);
    // Seat 4 deals first (Art. 16 item 5.1) and sits out.
    // Deal 1 (dealer 4): six by seat 1, seats 2 and 3 whist and take 2 each. Made: 8 to his pool;
    // each whister writes 8 × 2 = 16 on him; obligation 4 on a six, two whisters owe 2 each, both took 2.
    typeDeal(book, PROTO1, top, '6', p1, ['6', '2', '2', '']);
    // Deal 2 (dealer 1, sits out): seven by seat 2, seat 3 (first to speak) passes, seat 4 whists alone
    // and is credited with all 4 defence tricks: seat 2 takes 6, one short: 16 to his mountain; seat 4
    // writes 16 × 4 + 16 × 1 (the undertrick) = 80 on him.
    typeDeal(book, PROTO1, top + 1, '7', p2, ['', '6', 'п', '4']);
    // Deal 3 (dealer 2): all-pass, tricks 4, 0 (the dealer), 3, 3: 4 a trick to the mountain: 16, 0, 12, 12;
    // the dealer's empty hand is no bonus (item 9.3). An all-pass series is now open: the next game is 7 or more.
    typeDeal(book, PROTO1, top + 2, 'распасы', '', ['4', '0', '3', '3']);
    expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.lowest))).toBe(7);
    // Seat 3 deals next.
    expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.next)))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    // Not over yet: no result, on the protocol or on the tour sheet.
    expect(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.result))).toBe('');
    expect(book.read(TOUR1, a1(r.first, r.result.col))).toBe('');
    expect(book.read(TOUR1, a1(r.first, r.pools.col))).toBe('');

    // The time limit: the referee ticks the stop (Art. 16 item 15); the compulsory close (Art. 18 item 13):
    // pools 8, 0, 0, 0 (mean 2); mountains 16, 16, 12, 12 (mean 14); whists 1←2: 16, 1←3: 16, 2←4: 80.
    //   seat 1: 10·(14−16) + (0 − 32) + 10·(8−2) = −20 − 32 + 60 = 8
    //   seat 2: −20 + (16 − 80) − 20 = −104
    //   seat 3: 20 + 16 − 20 = 16
    //   seat 4: 20 + 80 − 20 = 80
    book.typeAs('referee', PROTO1, a1(sectionRows.stopped(s), PIC.pool), true);
    const result = () => [0, 1, 2, 3].map((k) => book.read(TOUR1, a1(r.first + k, r.result.col)));
    expect(result()).toEqual([8, -104, 16, 80]);
    // The block shows the pulka's totals once it is over.
    expect([0, 1, 2, 3].map((k) => book.read(TOUR1, a1(r.first + k, r.pools.col)))).toEqual([8, 0, 0, 0]);
    expect([0, 1, 2, 3].map((k) => book.read(TOUR1, a1(r.first + k, r.mountains.col)))).toEqual([16, 16, 12, 12]);
    // Rating (Art. 16 items 13–14): places by whists 80, 16, 8, −104 → +3, +1, −1, −3; bands +1, +1, +1, −2.
    const rating = (p: string) => book.read(TOUR1, a1(TOUR.first + names.indexOf(p), TOUR.rating));
    expect([p1, p2, p3, p4].map(rating)).toEqual([0, -5, 2, 4]);

    // A penalty from the sidebar (11.1, 4 to the mountain) on seat 3: a row of the pulka after the last one.
    const pen = expectOk(
      api.penalty(services, { tour: 1, player: p3, kind: 'speaking', reason: 'высказался не в свою очередь' }),
    );
    expect(pen.points).toBe(4);
    expect(book.read(PROTO1, a1(top + 3, DEAL.contract))).toBe('ш1');
    expect(book.read(PROTO1, a1(top + 3, DEAL.declarer))).toBe(p3);
    expect(String(book.read(PROTO1, a1(top + 3, DEAL.note)))).toMatch(/^решение № 1: высказался не в свою очередь$/);
    // Counted once: in the pulka, not also in the block's penalty column.
    expect(book.read(TOUR1, a1(r.first + 2, block.col + BLOCK.penalty))).toBe('');
    // Mountains 16, 16, 16, 12 (mean 15): 8+... → seat 1: −10 − 32 + 60 = 18; seat 2: −10 − 64 − 20 = −94;
    // seat 3: −10 + 16 − 20 = −14; seat 4: 30 + 80 − 20 = 90.
    expect(result()).toEqual([18, -94, -14, 90]);
    // An 11.4 penalty (the referee's amount) from the sidebar: its row "ш4 6", which the drop-down then
    // offers, so the row stays valid (and can be typed again). Mountains 16, 16, 16, 18 (mean 16.5):
    // seat 1: 10·0.5 − 32 + 60 = 33; seat 2: 5 − 64 − 20 = −79; seat 3: 5 + 16 − 20 = 1; seat 4: −15 + 80 − 20 = 45.
    expectOk(api.penalty(services, { tour: 1, player: p4, kind: 'discretion', amount: 6, reason: 'спор за столом' }));
    expect(book.read(PROTO1, a1(top + 4, DEAL.contract))).toBe('ш4 6');
    expect(result()).toEqual([33, -79, 1, 45]);
    book.typeAs('referee', PROTO1, a1(top + 4, DEAL.contract), 'ш4 6');
    expect(() => book.typeAs('referee', PROTO1, a1(top + 5, DEAL.contract), 'ш4 7')).toThrow(/rejected/);
    // And once on the record, with its reason.
    const rulings = book.toMatrix('Преферанс решения судьи').filter((row) => row.includes(p3));
    expect(rulings).toHaveLength(1);
    expect(rulings[0]).toContain('высказался не в свою очередь');
    noErrorCells(book);
  });

  it('Art. 18 items 6.3, 6.7 (issue 24 item 20): a referee types the full words "пас", "полвиста", "без трёх": the cells take them and the pulka scores them as п, ½, б3', () => {
    const { services, book } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expectOk(api.keepTable(services, { tour: 1, table: '3', mode: 'deals' }));
    const [p1, p2] = t1.tables[2]!.players as [string, string, string, string];
    const s = protocolLayout([{ label: '3', players: t1.tables[2]!.players }], TOUR_DEALS).sections[0]!;
    const top = sectionRows.firstDeal(s);
    // Deal 1 (seat 4 deals, sits out): a six by seat 1, seat 2 passes, seat 3 half-whists (item 6.3):
    // made, 8 to seat 1's pool; seat 3 writes 2 × 8 = 16 on him (I-4).
    typeDeal(book, PROTO1, top, '6', p1, ['', 'пас', 'полвиста', '']);
    // Deal 2 (seat 1 deals, sits out): an eight by seat 2, stepped out "без трёх" (item 3.4): 3 × 24 = 72 to his mountain.
    typeDeal(book, PROTO1, top + 1, '8', p2, ['', 'без трёх', '', '']);
    expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.pool)))).toEqual([8, 0, 0, 0]);
    expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.mountain)))).toEqual([0, 72, 0, 0]);
    expect(book.read(PROTO1, a1(sectionRows.seat(s, 2), PIC.whists))).toBe(16);
    noErrorCells(book);
  });

  it('one truth per table: typed totals refuse keeping deal by deal; typed deals refuse going back to totals; nothing typed is lost', () => {
    const { services, book, names } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const b = tourLayout(names, t1.tables).blocks;
    const r1 = blockRects(b[0]!);
    book.typeAs('referee', TOUR1, a1(r1.first, r1.pools.col), 40);
    const refused = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/уже внесены итоги.*H6|только одним способом/);
    expect(book.read(TOUR1, a1(r1.first, r1.pools.col))).toBe(40);

    expectOk(api.keepTable(services, { tour: 1, table: '3', mode: 'deals' }));
    const s = protocolLayout([{ label: '3', players: t1.tables[2]!.players }], TOUR_DEALS).sections[0]!;
    book.typeAs('referee', PROTO1, a1(sectionRows.firstDeal(s), DEAL.contract), 'распасы');
    const back = api.keepTable(services, { tour: 1, table: '3', mode: 'totals' });
    expect(back.ok).toBe(false);
    expect(back.message).toMatch(/записанное не удаляется/);
    expect(book.read(PROTO1, a1(sectionRows.firstDeal(s), DEAL.contract))).toBe('распасы');
    // Cleared, it goes back: the block is typed again, the section is gone.
    book.typeAs('referee', PROTO1, a1(sectionRows.firstDeal(s), DEAL.contract), '');
    expectOk(api.keepTable(services, { tour: 1, table: '3', mode: 'totals' }));
    const r3 = blockRects(b[2]!);
    expect(book.isProtectedCell(TOUR1, a1(r3.first, r3.pools.col))).toBe(false);
    expect(book.read(TOUR1, a1(b[2]!.top, b[2]!.col + BLOCK.pool))).toBe('');
  });

  it('Art. 16 item 3: a player not admitted at a kept table before its pulka started: the section is drawn again for three; once a deal is typed, refused', () => {
    const { services, book, names } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expectOk(api.keepTable(services, { tour: 1, table: '1', mode: 'deals' }));
    expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
    const late = t1.tables[0]!.players[1]!;
    const done = expectOk(api.notAdmitted(services, 1, late, 'опоздал на 12 минут'));
    expect(done.players).toHaveLength(3);
    const [s1, s2] = protocolLayout(
      [
        { label: '1', players: done.players },
        { label: '2', players: t1.tables[1]!.players },
      ],
      TOUR_DEALS,
    ).sections as [ReturnType<typeof protocolLayout>['sections'][0], ReturnType<typeof protocolLayout>['sections'][0]];
    expect([0, 1, 2].map((k) => book.read(PROTO1, a1(sectionRows.seat(s1, k), PIC.name)))).toEqual(done.players);
    expect(book.read(PROTO1, a1(sectionRows.seat(s1, 3), PIC.name))).not.toBe(late);
    // The three-handed pulka works: a misère by seat 1, no trick: 40 to his pool (item 2).
    book.typeAs('referee', PROTO1, a1(sectionRows.firstDeal(s1), DEAL.contract), 'мизер');
    book.typeAs('referee', PROTO1, a1(sectionRows.firstDeal(s1), DEAL.declarer), done.players[0]!);
    book.typeAs('referee', PROTO1, a1(sectionRows.firstDeal(s1), DEAL.seats), '0');
    expect(book.read(PROTO1, a1(sectionRows.seat(s1, 0), PIC.pool))).toBe(40);
    // Table 2's section moved up with table 1's, and the tour block follows it.
    expect(book.read(PROTO1, a1(sectionRows.seat(s2, 0), PIC.name))).toBe(t1.tables[1]!.players[0]);
    book.typeAs('referee', PROTO1, a1(sectionRows.stopped(s2), PIC.pool), true);
    const b2 = tourLayout(names, t1.tables).blocks[1]!;
    expect(book.read(TOUR1, a1(blockRects(b2).first, blockRects(b2).result.col))).toBe(0);
    // Table 2 has started (the stop is ticked): nobody there can be marked not admitted any more.
    const refused = api.notAdmitted(services, 1, t1.tables[1]!.players[0]!, 'опоздал');
    expect(refused.ok).toBe(false);
    noErrorCells(book);
  });

  it('the final kept deal by deal to its target (Art. 16 item 15: no stop by time), a sidebar penalty in it, places 1–3 worked by hand', () => {
    const { services, book } = registerPreference(12);
    // One tour and a final, both played to 16 (the settings allow it; a pool is never above the final's), so a whole pulka fits in a few deals.
    const settings = 'Настройки';
    const setting = (key: string, value: number) =>
      book.typeAs(
        'committee',
        settings,
        a1(
          book.toMatrix(settings).findIndex((r) => r[0] === key),
          2,
        ),
        value,
      );
    setting('preference.tours', 1);
    setting('preference.pool', 16);
    setting('preference.finalPool', 16);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    // (tables of different steps, so the list has no tie at the 4th line)
    tourLayout(
      t1.tables.flatMap((t) => t.players),
      t1.tables,
    ).blocks.forEach((b, i) => {
      const r = blockRects(b);
      b.players.forEach((_, k) => {
        book.typeAs('referee', TOUR1, a1(r.first + k, r.pools.col), 16);
        book.typeAs('referee', TOUR1, a1(r.first + k, r.mountains.col), k * (i + 1));
      });
    });
    const fin = expectOk(api.seatFinal(services));
    const kept = expectOk(api.keepTable(services, { tour: 'final', mode: 'deals' }));
    expect(kept.sheet).toBe('Преферанс финал пулька');
    const PF = kept.sheet;
    const [q1, q2, q3, q4] = fin.players as [string, string, string, string];
    const s = protocolLayout([{ label: '1', players: fin.players }], FINAL_DEALS).sections[0]!;
    const top = sectionRows.firstDeal(s);
    // No stop tick in the final: it is played to the target.
    expect(book.read(PF, a1(sectionRows.stopped(s), PIC.pool))).toBe('');
    const deal = (d: number, contract: string, declarer: string, seats: string[]) => {
      book.typeAs('referee', PF, a1(top + d, DEAL.contract), contract);
      book.typeAs('referee', PF, a1(top + d, DEAL.declarer), declarer);
      seats.forEach((v, k) => v !== '' && book.typeAs('referee', PF, a1(top + d, DEAL.seats + k), v));
    };
    // Games both opponents pass are made (item 9.2): the price to the declarer's pool (8 a six, 16 a seven).
    deal(0, '6', q1, ['', 'п', 'п', '']); // dealer 4: seat 1 → 8
    deal(1, '6', q2, ['', '', 'п', 'п']); // dealer 1: seat 2 → 8
    deal(2, '6', q3, ['п', '', '', 'п']); // dealer 2: seat 3 → 8
    deal(3, '6', q4, ['п', 'п', '', '']); // dealer 3: seat 4 → 8
    deal(4, '6', q1, ['', 'п', 'п', '']); // dealer 4: seat 1 → 16, closed
    // Dealer 1: seat 2 a seven → 8 + 16 = 24, 8 over the target: help (item 10) to the open seat with the
    // largest pool — seats 3 and 4 both 8, mountains both 0 — the nearest clockwise from seat 2: seat 3,
    // who closes; seat 2 writes 10 × 8 = 80 whists on seat 3 (Code 4.2.3).
    deal(5, '7', q2, ['', '', 'п', 'п']);
    expect([0, 1, 2, 3].map((k) => book.read(PF, a1(sectionRows.seat(s, k), PIC.pool)))).toEqual([16, 16, 16, 8]);
    expect(book.read(PF, a1(sectionRows.seat(s, 1), PIC.whists + 2))).toBe(80);
    // Not complete: no result and no places yet.
    expect(book.read(FIN_SHEET, a1(blockRects({ players: fin.players, top: 3, col: 0 }).first, BLOCK.result))).toBe('');
    // A penalty from the sidebar (11.1) on seat 4: the next row of the final's pulka.
    expectOk(
      api.penalty(services, { tour: 'final', player: q4, kind: 'speaking', reason: 'высказался не в свою очередь' }),
    );
    expect(book.read(PF, a1(top + 6, DEAL.contract))).toBe('ш1');
    deal(7, '6', q4, ['п', '', 'п', '']); // dealer 2 (the penalty does not move the dealer): seat 4 → 16. Complete.
    // Pools all 16; mountains 0, 0, 0, 4 (mean 1): 10·(1 − m) = 10, 10, 10, −30; whists +80 seat 2, −80 seat 3:
    // 10, 90, −70, −30. Places (Art. 17 item 6): seat 2, seat 1, seat 4.
    const fr = blockRects({ players: fin.players, top: 3, col: 0 });
    expect([0, 1, 2, 3].map((k) => book.read(FIN_SHEET, a1(fr.first + k, fr.result.col)))).toEqual([10, 90, -70, -30]);
    const places = finalPlacesTop(4);
    expect([1, 2, 3].map((p) => book.read(FIN_SHEET, a1(places + 1 + p, 1)))).toEqual([q2, q1, q4]);
    expect(expectOk(api.finalizeStage(services, 'preference', 'final')).sheets).toEqual([FIN_SHEET, PF]);
    noErrorCells(book);
  });

  it('a messy day: the pulka sheet and the tour sheet renamed, a row inserted in a pulka, a name corrected', () => {
    const { services, book, names } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
    const s = protocolLayout([{ label: '2', players: t1.tables[1]!.players }], TOUR_DEALS).sections[0]!;
    const [p1, , , p4] = t1.tables[1]!.players as [string, string, string, string];
    // Both sheets renamed by a committee member: Sheets keeps the block's references; the actions find both by identity.
    book.renameSheet(PROTO1, 'Пульки 1');
    book.renameSheet(TOUR1, 'Тур 1');
    book.typeAs('referee', 'Пульки 1', a1(sectionRows.firstDeal(s), DEAL.contract), '6');
    book.typeAs('referee', 'Пульки 1', a1(sectionRows.firstDeal(s), DEAL.declarer), p1);
    for (const k of [1, 2]) book.typeAs('referee', 'Пульки 1', a1(sectionRows.firstDeal(s), DEAL.seats + k), '2');
    book.typeAs('referee', 'Пульки 1', a1(sectionRows.firstDeal(s), DEAL.seats), '6');
    book.typeAs('referee', 'Пульки 1', a1(sectionRows.stopped(s), PIC.pool), true);
    const b = tourLayout(names, t1.tables).blocks[1]!;
    const r = blockRects(b);
    // A six made, whisted by seats 2 and 3 with 2 each, stopped: pools 8, 0, 0, 0 (mean 2), no mountain;
    // seat 1: −32 + 60 = 28; seats 2, 3: 16 − 20 = −4; seat 4: −20.
    expect([0, 1, 2, 3].map((k) => book.read('Тур 1', a1(r.first + k, r.result.col)))).toEqual([28, -4, -4, -20]);
    // A ruling rewrites the renamed tour sheet: the block still points at the renamed pulka.
    expectOk(api.penalty(services, { tour: 1, player: p4, kind: 'speaking', reason: 'высказался не в свою очередь' }));
    expect(book.read('Пульки 1', a1(sectionRows.firstDeal(s) + 1, DEAL.contract))).toBe('ш1');
    // mountains 0, 0, 0, 4 (mean 1): +10 each, −30 for seat 4.
    expect([0, 1, 2, 3].map((k) => book.read('Тур 1', a1(r.first + k, r.result.col)))).toEqual([38, 6, 6, -50]);
    // A name corrected: the pulka's seat and the declarer typed with the old name follow, so it still reads.
    expectOk(api.correctName(services, 'preference', p1, { surname: 'Новиков', name: 'Тест' }, DECISION));
    expect(book.read('Пульки 1', a1(sectionRows.seat(s, 0), PIC.name))).toBe('Новиков Тест');
    expect(book.read('Пульки 1', a1(sectionRows.firstDeal(s), DEAL.declarer))).toBe('Новиков Тест');
    expect([0, 1, 2, 3].map((k) => book.read('Тур 1', a1(r.first + k, r.result.col)))).toEqual([38, 6, 6, -50]);
    // A row inserted inside the deal rows: typing goes on (the range grows), the next rewrite refuses rather than misplace deals.
    book.insertRows('Пульки 1', sectionRows.firstDeal(s) + 3);
    const refused = api.penalty(services, { tour: 1, player: p4, kind: 'speaking', reason: 'ещё раз' });
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/Пульки 1/);
    expect([0, 1, 2, 3].map((k) => book.read('Тур 1', a1(r.first + k, r.result.col)))).toEqual([38, 6, 6, -50]);
    noErrorCells(book);
  });
});
