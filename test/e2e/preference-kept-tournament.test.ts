/**
 * A whole preference tournament in which one table of every tour is kept deal by deal (issue 14,
 * done-when: "keeps at least one table per tour deal by deal, and its places 1–3 match a hand
 * computation"): 12 players, 7 tours of three tables of four, the final. The other tables are typed
 * as end-of-party totals, as from a paper pulka. Driven through the server API on the fake
 * spreadsheet; every number the sheets show comes from their formulas.
 *
 * The kept table of each tour is played the same way, deal by deal (SPEC §3 PREF_PULKA; Art. 18),
 * worked by hand once here. Seats 1–4 in the block's order; seat 4 deals first (Art. 16 item 5.1).
 *  1. Dealer 4. Seat 1 plays a six; seats 2 and 3 whist and take 2 each. Made: 8 to seat 1's pool
 *     (item 1); each whister writes 8 × 2 = 16 on him; the obligation of a six, 4, is 2 each for two
 *     whisters (item 1), and each took 2: nothing to pay.
 *  2. Dealer 1. Seat 2 plays a seven; seat 3 (first to speak) passes, seat 4 whists alone and is
 *     credited with the 4 defence tricks (item 6.7); seat 2 takes 6, one short: 16 to his mountain;
 *     seat 4 writes 16 × 4 + 16 × 1 = 80 on him (items 1, 5.4).
 *  3. Dealer 2. All-pass: tricks 4, 0, 3, 3 → 4 a trick to the mountain: 16, 0, 12, 12; the dealer's
 *     empty hand earns no pool (item 9.3).
 *  In tours 2, 4 and 6 the referee also types a penalty row "ш1" on seat 3 (item 11.1: 4 to the
 *  mountain) with a note.
 *  Then the time runs out (Art. 16 item 15) and the referee ticks the stop: the compulsory close
 *  (Art. 18 item 13, PREF_CLOSE_BULLET): 10·(mean mountain − own) + whists written − whists received
 *  + 10·(own pool − mean pool). Pools 8, 0, 0, 0 (mean 2).
 *   - no penalty: mountains 16, 16, 12, 12 (mean 14) → 8, −104, 16, 80;
 *   - penalty: mountains 16, 16, 16, 12 (mean 15) → 18, −94, −14, 90.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { finalPlacesTop } from '../../src/sheets/kinds/finalSheet';
import { TOUR, tourLayout } from '../../src/sheets/kinds/tourSheet';
import { PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../../src/sheets/kinds/protocolSheet';
import { expectOk, paste, typeTable } from './helpers';
import { typeDeal } from '../preferenceTournament';
import { addTour, cut, listOf, placePoints, settle, whistPoints, type Totals } from './prefHand';

const list = (totals: ReadonlyMap<string, Totals>) => listOf(NAMES, totals);

const N = 12;
const TOURS = 7;
const NAMES = Array.from({ length: N }, (_, i) => `Игрок${String(i + 1).padStart(2, '0')} Тест`);
const tourName = (n: number) => `Преферанс тур ${n}`;
const protoName = (n: number) => `Преферанс тур ${n} пульки`;
const FIN = 'Преферанс финал';

const KEPT_RESULT = [8, -104, 16, 80];
const KEPT_WITH_PENALTY = [18, -94, -14, 90];

/** How the tables kept as totals are played: every pool 120, mountains a step apart, rotated by tour and table. */
const STEP = [3, 5, 20, 3, 20, 7, 11];
function mountains(n: number, t: number): number[] {
  const rot = (n + t) % 4;
  return [0, 1, 2, 3].map((k) => (STEP[n - 1] as number) * ((k - rot + 4) % 4));
}

describe('a preference tournament with a table of every tour kept deal by deal (issue 14)', () => {
  it(
    '7 tours and the final: the kept tables, the ratings, the list and places 1–3 as worked out by hand',
    { timeout: 120_000 },
    () => {
      const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 10) });
      expectOk(api.setup(services, { lang: 'ru' }));
      paste(
        services,
        'Преферанс регистрация',
        NAMES.map((n, i) => [n.split(' ')[0], 'Тест', '', 'KASE', `p${i}@kase.kz`, '+7 705 000 00 00', false]),
      );
      expectOk(api.prepareAttendance(services));
      const totals = new Map(NAMES.map((p) => [p, { rating: 0, whists: 0 }]));

      for (let n = 1; n <= TOURS; n++) {
        const seated = expectOk(api.seatTour(services, n, n === 1 ? { seed: 7 } : {}));
        if (n > 1) expect(seated.tables.map((t) => t.players)).toEqual(cut(list(totals)));
        const keptAt = (n - 1) % 3;
        const withPenalty = n % 2 === 0;
        expectOk(api.keepTable(services, { tour: n, table: String(keptAt + 1), mode: 'deals' }));
        const blocks = tourLayout(NAMES, seated.tables).blocks;
        const rated = new Map<string, Totals>();
        seated.tables.forEach((t, i) => {
          let whists: number[];
          if (i === keptAt) {
            const [p1, p2, p3] = t.players as [string, string, string, string];
            const s = protocolLayout([{ label: t.label, players: t.players }], TOUR_DEALS).sections[0]!;
            const top = sectionRows.firstDeal(s);
            typeDeal(book, protoName(n), top, '6', p1, ['6', '2', '2', '']);
            typeDeal(book, protoName(n), top + 1, '7', p2, ['', '6', 'п', '4']);
            typeDeal(book, protoName(n), top + 2, 'распасы', '', ['4', '0', '3', '3']);
            if (withPenalty) typeDeal(book, protoName(n), top + 3, 'ш1', p3, [], 'высказался не в свою очередь');
            book.typeAs('referee', protoName(n), a1(sectionRows.stopped(s), PIC.pool), true);
            whists = withPenalty ? KEPT_WITH_PENALTY : KEPT_RESULT;
            // The tour sheet's block shows the pulka's result.
            const r = blockRects(blocks[i]!);
            expect([0, 1, 2, 3].map((k) => book.read(tourName(n), a1(r.first + k, r.result.col)))).toEqual(whists);
          } else {
            const ms = mountains(n, i);
            typeTable(
              book,
              tourName(n),
              blocks[i]!,
              t.players.map(() => 120),
              ms,
            );
            whists = settle(ms);
          }
          const place = placePoints(whists);
          t.players.forEach((p, k) =>
            rated.set(p, { rating: place[k]! + whistPoints(whists[k]!), whists: whists[k]! }),
          );
        });
        // Every roster line of the tour as worked out (PREF_RATING over the kept and the typed tables alike).
        const shown = NAMES.map((p) => [
          book.read(tourName(n), a1(TOUR.first + NAMES.indexOf(p), TOUR.rating)),
          book.read(tourName(n), a1(TOUR.first + NAMES.indexOf(p), TOUR.whists)),
        ]);
        expect(shown).toEqual(NAMES.map((p) => [rated.get(p)!.rating, rated.get(p)!.whists]));
        addTour(totals, rated);
        const status = expectOk(api.preferenceStatus(services));
        expect(status.standings.map((l) => [l.player, l.rating, l.whists])).toEqual(
          list(totals).map((p) => [p, totals.get(p)!.rating, totals.get(p)!.whists]),
        );
        expect(book.errorCells()).toEqual([]);
        // The tour is finalized with the pulkas kept in it: both are the tour's record.
        expect(expectOk(api.finalizeStage(services, 'preference', 'tour', n)).sheets).toEqual([
          tourName(n),
          protoName(n),
        ]);
      }

      // The final: the top 4 of the list (no tie across the 4th line in this tournament).
      const after7 = list(totals);
      const t4 = totals.get(after7[3]!)!;
      const t5 = totals.get(after7[4]!)!;
      expect(t4.rating !== t5.rating || t4.whists !== t5.whists).toBe(true);
      const fin = expectOk(api.seatFinal(services));
      expect(fin.players).toEqual(after7.slice(0, 4));
      // Played to 200 (Art. 16 item 15); mountains 30, 0, 20, 10 → whists −150, 150, −50, 50 (Code 4.2.14):
      // places 1–3 (Art. 17 item 6) are the seats of 150, 50 and −50.
      const fb = { players: fin.players, top: 3, col: 0 };
      const ms = [30, 0, 20, 10];
      typeTable(book, FIN, fb, [200, 200, 200, 200], ms);
      const whists = settle(ms);
      expect(whists).toEqual([-150, 150, -50, 50]);
      const podium = [1, 3, 2].map((k) => fin.players[k]);
      const top = finalPlacesTop(4);
      expect([1, 2, 3].map((k) => [book.read(FIN, a1(top + 1 + k, 0)), book.read(FIN, a1(top + 1 + k, 1))])).toEqual([
        [1, podium[0]],
        [2, podium[1]],
        [3, podium[2]],
      ]);
      expectOk(api.finalizeStage(services, 'preference', 'final'));

      // The record: each penalty typed into a pulka is on the summary once, with its reason.
      const summary = book.toMatrix('Итоги').map((row) => row.join(' | '));
      const penalties = summary.filter((line) => line.includes('высказался не в свою очередь'));
      expect(penalties).toHaveLength(3);
      expect(book.errorCells()).toEqual([]);
    },
  );
});
