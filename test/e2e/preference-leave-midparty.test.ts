/**
 * A player leaving mid-party at a table kept deal by deal (issue 24 item 16), through the server API
 * on the fake spreadsheet with its formula engine. Art. 16 item 3 ("партия играется тремя участниками
 * … при отсутствии игрока в случаях, установленных пунктом 4 настоящей статьи и абзацем пятым пункта
 * 7 статьи 17"), item 4, item 12; Art. 17 item 7 para 5; docs/rules.md "A player leaving mid-party".
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout } from '../../src/sheets/kinds/tourSheet';
import { readTour, tourPoints } from '../../src/sheets/kinds/tourReader';
import { nameKey } from '../../src/rules/names';
import { DEAL, PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../../src/sheets/kinds/protocolSheet';
import { expectOk, noErrorCells } from './helpers';
import { registerPreference, typeDeal } from '../preferenceTournament';

const TOUR1 = 'Преферанс тур 1';
const PROTO1 = 'Преферанс тур 1 пульки';

describe('issue 24 item 16: a player leaving mid-party, the table plays on three-handed', () => {
  it('Art. 16 items 3, 4, 12, 13.2: the leaving row, the three settle to 0, a table of three rates them, the leaver −8; refusals in words', () => {
    const { services, book, names } = registerPreference(12);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 7 }));
    const table = t1.tables[1]!;
    const [p1, p2, p3, p4] = table.players as [string, string, string, string];
    expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
    const block = tourLayout(names, t1.tables).blocks[1]!;
    const r = blockRects(block);
    const s = protocolLayout([{ label: '2', players: table.players }], TOUR_DEALS).sections[0]!;
    const top = sectionRows.firstDeal(s);
    // Deal 1 (dealer 4): six by seat 1, seats 2 and 3 whist and take 2 each: 8 to his pool, 16 + 16 whists on him.
    typeDeal(book, PROTO1, top, '6', p1, ['6', '2', '2', '']);
    // Deal 2 (dealer 1): seven by seat 2, seat 3 passes, seat 4 whists alone, 4 tricks: 16 to seat 2's mountain, 80 on him.
    typeDeal(book, PROTO1, top + 1, '7', p2, ['', '6', 'п', '4']);

    const done = expectOk(
      api.leave(services, { player: p3, kind: 'left', from: 1, reason: 'ушёл по работе', midParty: true }),
    );
    expect(done).toMatchObject({ player: p3, from: 1, table: '2', players: [p1, p2, p4] });
    // The leaving row is the pulka's next row, with the ruling's note.
    expect(book.read(PROTO1, a1(top + 2, DEAL.contract))).toBe('выбыл');
    expect(book.read(PROTO1, a1(top + 2, DEAL.declarer))).toBe(p3);
    expect(String(book.read(PROTO1, a1(top + 2, DEAL.note)))).toMatch(/ушёл по работе/);
    // The roster says he missed the tour (Art. 16 item 12), in words.
    const missed = (p: string) => book.read(TOUR1, a1(TOUR.first + names.indexOf(p), TOUR.missed));
    expect(missed(p3)).toBe('выбыл');
    // Seat 2 deals deal 3 (the rotation 4, 1, 2, …) and, three-handed, holds cards (Art. 18 item 5 is a four's rule).
    expect([0, 1, 2, 3].map((k) => book.read(PROTO1, a1(sectionRows.seat(s, k), PIC.next)))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // Deal 3: six by seat 1, seats 2 and 4 pass: 8 more to his pool.
    typeDeal(book, PROTO1, top + 3, '6', p1, ['', 'п', '', 'п']);
    // A cell of the leaver's is refused by the pulka, said where it is.
    book.typeAs('referee', PROTO1, a1(top + 4, DEAL.contract), '6');
    book.typeAs('referee', PROTO1, a1(top + 4, DEAL.declarer), p3);
    expect(String(book.read(PROTO1, a1(sectionRows.seat(s, 0), PIC.pool)))).toMatch(/#ERROR|выбыл из партии/);
    book.typeAs('referee', PROTO1, a1(top + 4, DEAL.contract), '');
    book.typeAs('referee', PROTO1, a1(top + 4, DEAL.declarer), '');

    // The time limit: the three settle among themselves (Art. 18 item 13 over three):
    // pools 16, 0, 0 (mean 16/3); mountains 0, 16, 0 (mean 16/3); whists 2 on 1: 16, 4 on 2: 80 (seat 3's 16 on 1 leaves with him)
    //   seat 1: 53⅓ − 16 + 106⅔ = 144; seat 2: −106⅔ − 64 − 53⅓ = −224; seat 4: 53⅓ + 80 − 53⅓ = 80
    book.typeAs('referee', PROTO1, a1(sectionRows.stopped(s), PIC.pool), true);
    const result = () => [0, 1, 2, 3].map((k) => book.read(TOUR1, a1(r.first + k, r.result.col)));
    expect(result()).toEqual([144, -224, '', 80]);
    // A table of three (item 13.2: +3, 0, −3) plus the bands (item 14: +2, +1, −2); he has −8 (item 12).
    const rating = (p: string) => book.read(TOUR1, a1(TOUR.first + names.indexOf(p), TOUR.rating));
    expect([p1, p2, p3, p4].map(rating)).toEqual([5, -5, -8, 1]);
    // The add-on reads the table as over, with the same numbers (the next seating and finalize use them).
    const rec = readTour(services.app.getActiveSpreadsheet().getSheetByName(TOUR1)!, 1, 'ru');
    expect(rec.tables[1]).toMatchObject({ complete: true, result: [144, -224, 0, 80] });
    const points = tourPoints(rec);
    expect([p1, p2, p3, p4].map((p) => points.get(nameKey(p))?.rating)).toEqual([5, -5, -8, 1]);

    // Another ruling rewrites the tour sheet: the leaving stays.
    const other = t1.tables[0]!.players[0]!;
    expectOk(api.penalty(services, { tour: 1, player: other, kind: 'speaking', reason: 'не в свою очередь' }));
    expect(missed(p3)).toBe('выбыл');
    expect(rating(p3)).toBe(-8);

    // Refused in words, nothing written.
    const refused = (req: Record<string, unknown>): string => {
      const res = api.leave(services, { kind: 'left', from: 1, reason: 'x', midParty: true, ...req });
      expect(res.ok).toBe(false);
      return res.message;
    };
    expect(refused({ player: p3 })).toMatch(/уже выбыл/);
    expect(refused({ player: p2 })).toMatch(/вдвоём партию не играют \(ст\. 16 п\. 3\)/);
    expect(refused({ player: other })).toMatch(/ведётся на бумаге/);
    expect(refused({ player: 'Никто Такой' })).toMatch(/не сидит ни за одним столом тура 1/);
    expect(refused({ player: p1, from: 'final' })).toMatch(/финальную партию играют четверо/);
    expect(book.read(PROTO1, a1(top + 4, DEAL.contract))).toBe('');
    const rulings = book.toMatrix('Преферанс решения судьи').filter((row) => row.includes(p3));
    expect(rulings).toHaveLength(1);
    noErrorCells(book);
  });
});
