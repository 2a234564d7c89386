/**
 * A whole preference tournament of 64 players (the largest the rules foresee), 7 tours and the
 * final, with what happens on a real day: a late player in tour 1 and in tour 4, a
 * disqualification in tour 3, a withdrawal after tour 7, two penalties, an awarded result, a pool
 * above the target refused and then corrected, a tie for the 4th final seat put to the committee,
 * and the final played to 200. Driven through the server API on the fake spreadsheet; every number
 * the sheet shows is computed by its formulas (a real formula engine).
 *
 * The expected numbers come from the rules text, worked here without the add-on's code:
 *  - a party's result (Code 4.2.14): every pool at the target and no whists written, so a seat's
 *    whists are 10 × (the table's mean mountain − his mountain), penalties (Art. 18 item 11) added
 *    to his mountain first; an awarded result (Art. 17 item 7) replaces the table's whists;
 *  - place points (Art. 16 item 13): +3, +1, −1, −3 at a table of four, +3, 0, −3 at a table of
 *    three, by whists; whist points (item 14): 0 → 0, 1–100 → ±1, 101–300 → ±2, 301–600 → ±3;
 *  - a player who misses a tour for any reason gets −8 (item 12);
 *  - the list (item 16): rating, then whists over all tours, then (the rules are silent) the
 *    registration order; tours 2–7 and the final are seated from it in groups of 4, then 3 (Art. 17
 *    item 4, Art. 16 item 3), the final skipping who missed the last tour (Art. 16 item 4, Art. 17 item 5);
 *  - the final's places by its whists (Art. 17 item 6).
 * Every party below is typed so that no two seats of a table tie, which keeps the hand-work to the
 * rules' own text (no reading of ties needed).
 */
import { describe, expect, it } from 'vitest';
import { isIdCell } from '../../src/sheets/idColumn';
import * as api from '../../src/sheets/api';
import { createFakeServices, type FakeBook } from '../../fakes';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { finalPlacesTop } from '../../src/sheets/kinds/finalSheet';
import { STANDINGS, standingsLayout } from '../../src/sheets/kinds/standingsSheet';
import { TOUR, tourLayout, type SeatedTable } from '../../src/sheets/kinds/tourSheet';
import { expectOk, paste, typeTable } from './helpers';
import { addTour, cut, listOf, placePoints, settle, whistPoints, type Totals } from './prefHand';

const list = (totals: ReadonlyMap<string, Totals>) => listOf(NAMES, totals);

const N = 64;
const TOURS = 7;
const NAMES = Array.from({ length: N }, (_, i) => `Игрок${String(i + 1).padStart(2, '0')} Тест`);
const tourName = (n: number) => `Преферанс тур ${n}`;
const STAND = 'Преферанс рейтинг';
const FIN = 'Преферанс финал';
const RULINGS = 'Преферанс решения судьи';

// ---- the rules, worked by hand --------------------------------------------------------------------

/**
 * How each table is played: the mountains by seat are a step `d` times the seat's position in a
 * rotation that changes with the tour and the table (so the winners differ), every pool 120.
 * These steps (with the draw's seed 7) were chosen so that the list after tour 7 has two players
 * level on rating and whists across the 4th final seat once the second of the list withdraws.
 */
const STEP = [3, 5, 20, 3, 20, 3, 20];
function mountains(n: number, t: number, size: number): number[] {
  const rot = (n + t) % size;
  return Array.from({ length: size }, (_, k) => (STEP[n - 1] as number) * ((k - rot + size) % size));
}

/**
 * The tables of the rulings, by tour, worked on paper from the steps above:
 *  - tour 1, table 5, three-handed after the late player (Art. 16 item 3): step 3, rotation
 *    (1 + 4) mod 3 = 2 → mountains 3, 6, 0, mean 3 → whists 0, −30, 30 → places 0, −3, +3 (item 13.2)
 *    and whist points 0, −1, +1 (item 14) → 0, −4, 4;
 *  - tour 2, table 3, 11.1 on seat 4: step 5, rotation 0 → 0, 5, 10, 15, and 4 more on seat 4 → 19;
 *    mean 8.5 → 85, 35, −15, −105 → +3+1, +1+1, −1−1, −3−2 = 4, 2, −2, −5;
 *  - tour 3, table 2, three-handed after the disqualification: step 20, rotation (3 + 1) mod 3 = 1
 *    → 40, 0, 20, mean 20 → −200, 200, 0 → −3−2, +3+2, 0 = −5, 5, 0;
 *  - tour 5, table 7, 11.3 on a 6 on seat 1 (3 × 8 = 24): step 20, rotation (5 + 6) mod 4 = 3 →
 *    20, 40, 60, 0, and 24 more on seat 1 → 44; mean 36 → −80, −40, −240, 360 → −1−1, +1−1, −3−2,
 *    +3+3 = −2, 0, −5, 6;
 *  - tour 6, table 4, awarded 40, 0, −10, −30 (Art. 17 item 7) → +3+1, +1+0, −1−1, −3−1 = 4, 1, −2, −4.
 */
const HAND_WORKED: Record<number, { table: number; whists: number[]; ratings: number[] }> = {
  1: { table: 4, whists: [0, -30, 30], ratings: [0, -4, 4] },
  2: { table: 2, whists: [85, 35, -15, -105], ratings: [4, 2, -2, -5] },
  3: { table: 1, whists: [-200, 200, 0], ratings: [-5, 5, 0] },
  5: { table: 6, whists: [-80, -40, -240, 360], ratings: [-2, 0, -5, 6] },
  6: { table: 3, whists: [40, 0, -10, -30], ratings: [4, 1, -2, -4] },
};

// ---- the sheet --------------------------------------------------------------------------------------

function register() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 23, 10) });
  expectOk(api.setup(services, { lang: 'ru' }));
  paste(
    services,
    'Преферанс регистрация',
    NAMES.map((n, i) => [n.split(' ')[0], 'Тест', '', 'KASE', `p${i}@kase.kz`, '+7 705 000 00 00', i < 15]),
  ); // 15 of the committee's own (Art. 15 item 2)
  expectOk(api.prepareAttendance(services));
  return { services, book };
}

const rosterCell = (book: FakeBook, n: number, p: string, col: number) =>
  book.read(tourName(n), a1(TOUR.first + NAMES.indexOf(p), col));

describe('a 64-player preference tournament with what happens on the day (Art. 16–18)', () => {
  it(
    '7 tours and the final: every tour rating, the list, the seating and places 1–3 as worked out from the rules',
    { timeout: 300_000 },
    () => {
      const { services, book } = register();
      const totals = new Map(NAMES.map((p) => [p, { rating: 0, whists: 0 }]));
      /** Disqualified from tour 3 on: seated in no later tour. */
      let out: string | null = null;

      for (let n = 1; n <= TOURS; n++) {
        const seated = expectOk(api.seatTour(services, n, n === 1 ? { seed: 7 } : {}));
        if (n === 1) {
          // Tour 1 is drawn (Art. 17 item 3): every player at exactly one table of 4.
          expect(seated.tables.map((t) => t.players.length)).toEqual(Array.from({ length: 16 }, () => 4));
          expect(seated.tables.flatMap((t) => t.players).sort()).toEqual([...NAMES].sort());
        } else {
          // Tours 2–7: the list after the tour before, without whoever is out, cut in 4s then 3s.
          const order = list(totals);
          expect(seated.order).toEqual(order);
          expect(seated.tables.map((t) => t.players)).toEqual(cut(order.filter((p) => p !== out)));
          expect(seated.absent).toEqual(out ? [out] : []);
        }
        const tables: SeatedTable[] = seated.tables.map((t) => ({ ...t, players: t.players.slice() }));
        const penalties = new Map<string, number>();
        let awarded: { table: number; whists: number[] } | null = null;

        // ---- what happens at the tables once the tour is seated ----
        const notAdmitted = (t: number, k: number, reason: string) => {
          const who = tables[t]!.players[k]!;
          const done = expectOk(api.notAdmitted(services, n, who, reason));
          expect(done.table).toBe(String(t + 1));
          tables[t] = { ...tables[t]!, players: tables[t]!.players.filter((p) => p !== who), absent: [who] };
          return who;
        };
        let late: string | null = null;
        if (n === 1) late = notAdmitted(4, 2, 'опоздал более чем на 10 минут'); // Art. 16 item 4: table 5 plays three-handed
        if (n === 4) late = notAdmitted(5, 0, 'не явился к началу тура');
        if (n === 3) {
          // Disqualified at tour 3 (Art. 17 item 7): not admitted to it (table 2 plays three), out from tour 3 on.
          out = notAdmitted(1, 1, 'дисквалифицирован судьёй');
          const left = expectOk(
            api.leave(services, {
              player: out,
              kind: 'disqualified',
              from: 3,
              reason: 'подсказывал раскладку (ст. 16 п. 6.3)',
            }),
          );
          expect(left.from).toBe(3);
        }
        if (n === 2) {
          // Item 11.1: speaking out of turn, 4 whists to the mountain.
          const who = tables[2]!.players[3]!;
          expect(
            expectOk(
              api.penalty(services, { tour: 2, player: who, kind: 'speaking', reason: 'высказался не в свою очередь' }),
            ).points,
          ).toBe(4);
          penalties.set(who, 4);
        }
        if (n === 5) {
          // Item 11.3: a revoke on a 6 — "без трёх и без вистов", three times its price 8 (Art. 18 item 1): 24.
          const who = tables[6]!.players[0]!;
          expect(
            expectOk(api.penalty(services, { tour: 5, player: who, kind: 'revoke', game: 6, reason: 'ренонс' })).points,
          ).toBe(24);
          penalties.set(who, 24);
        }
        if (n === 6) {
          // Art. 17 item 7: the referee awards table 4 a result in a dispute, before its numbers are typed.
          awarded = { table: 3, whists: [40, 0, -10, -30] };
          expectOk(api.awardResult(services, { tour: 6, table: '4', whists: awarded.whists, reason: 'спор о сносе' }));
        }

        // ---- the referee types every table; the hand-worked results ----
        const blocks = tourLayout(NAMES, tables).blocks;
        const rated = new Map<string, Totals>();
        tables.forEach((t, i) => {
          const ms = mountains(n, i, t.players.length);
          typeTable(
            book,
            tourName(n),
            blocks[i]!,
            t.players.map(() => 120),
            ms,
          );
          const whists =
            awarded?.table === i ? awarded.whists : settle(ms.map((m, k) => m + (penalties.get(t.players[k]!) ?? 0)));
          const place = placePoints(whists);
          t.players.forEach((p, k) =>
            rated.set(p, { rating: place[k]! + whistPoints(whists[k]!), whists: whists[k]! }),
          );
        });
        for (const p of NAMES) if (!rated.has(p)) rated.set(p, { rating: -8, whists: 0 }); // Art. 16 item 12
        if (late) expect(rated.get(late)).toEqual({ rating: -8, whists: 0 });

        if (n === 5) {
          // A pool of 130 with a target of 120 (a paste past the validation): an error on the sheet, the next tour refused.
          const r = blockRects(blocks[9]!);
          const sheet = services.app.getActiveSpreadsheet().getSheetByName(tourName(5))!;
          sheet.getRange(r.first + 1, r.pools.col + 1, 1, 1).setValues([[130]]);
          expect(book.errorMessage(tourName(5), a1(r.first, r.result.col)) ?? '').toContain('130');
          const refused = api.seatTour(services, 6);
          expect(refused.problems.map((p) => p.code)).toContain('prefPoolOverTarget');
          expect(refused.message).toContain(a1(r.first, r.pools.col));
          // Corrected: the referee retypes the 120 the players' pulka shows.
          book.typeAs('referee', tourName(5), a1(r.first, r.pools.col), 120);
        }

        // The tables with rulings, worked out on paper (and the bookkeeping above agrees):
        const paper = HAND_WORKED[n];
        if (paper) {
          const players = tables[paper.table]!.players;
          expect(players.map((p) => rated.get(p)!.whists)).toEqual(paper.whists);
          expect(players.map((p) => rosterCell(book, n, p, TOUR.rating))).toEqual(paper.ratings);
        }

        // Every player's rating and whists of this tour, on the tour sheet's roster (PREF_RATING), as worked out.
        const shown = NAMES.map((p) => [p, rosterCell(book, n, p, TOUR.rating), rosterCell(book, n, p, TOUR.whists)]);
        // (A missed tour shows no whists: they count 0.)
        const missed = new Set(NAMES.filter((p) => !tables.some((t) => t.players.includes(p))));
        expect(shown).toEqual(NAMES.map((p) => [p, rated.get(p)!.rating, missed.has(p) ? '' : rated.get(p)!.whists]));
        addTour(totals, rated);
        // The list the add-on keeps (and seats the next tour by) is the hand-worked one.
        const status = expectOk(api.preferenceStatus(services));
        expect(status.standings.map((l) => [l.player, l.rating, l.whists])).toEqual(
          list(totals).map((p) => [p, totals.get(p)!.rating, totals.get(p)!.whists]),
        );
        expect(book.errorCells()).toEqual([]);
      }

      // ---- after tour 7 ----
      const after7 = list(totals);
      // The disqualified player: −8 in every tour from 3 on, and the standings say why, with his results so far.
      const L = standingsLayout(N, TOURS);
      const row = L.ratings.row + NAMES.indexOf(out!);
      // Both rulings about him, in the order they were made (issue 24 item 11: a player not admitted is marked too).
      expect(book.read(STAND, a1(row, STANDINGS.mark))).toBe(
        'не допущен (ст. 16 п. 4), тур 3: дисквалифицирован судьёй; ' +
          'дисквалифицирован (ст. 17 п. 7) с тура 3: подсказывал раскладку (ст. 16 п. 6.3)',
      );
      expect([3, 4, 5, 6, 7].map((k) => book.read(STAND, a1(row, L.ratings.col + k - 1)))).toEqual([
        -8, -8, -8, -8, -8,
      ]);
      expect(book.read(STAND, a1(row, L.ratings.total))).toBe(totals.get(out!)!.rating);

      // A withdrawal after tour 7 (Art. 16 item 4): the second of the list leaves; he is not in the final.
      const quitter = after7[1]!;
      expectOk(api.leave(services, { player: quitter, kind: 'left', from: 'final', reason: 'уехал до финала' }));
      expect(book.read(STAND, a1(L.ratings.row + NAMES.indexOf(quitter), STANDINGS.mark))).toBe(
        'выбыл из турнира (ст. 16 п. 4) с финала: уехал до финала',
      );

      // The final's 4 seats from the list without who missed tour 7, left or was disqualified (Art. 17 item 5).
      const eligible = after7.filter((p) => p !== quitter && p !== out && rosterCell(book, 7, p, TOUR.missed) !== true);
      const fourth = totals.get(eligible[3]!)!;
      const tied = eligible.filter(
        (p) => totals.get(p)!.rating === fourth.rating && totals.get(p)!.whists === fourth.whists,
      );
      const certain = eligible.slice(0, 4).filter((p) => !tied.includes(p));
      // The scenario has a tie across the 4th/5th line: the committee decides (never registration order silently).
      expect(
        tied.length,
        `tie at the 4th seat: ${eligible
          .slice(0, 8)
          .map((p) => `${p} ${JSON.stringify(totals.get(p))}`)
          .join('; ')}`,
      ).toBeGreaterThan(4 - certain.length);
      const ask = api.seatFinal(services);
      expect(ask.ok).toBe(false);
      expect(ask.problems[0]?.code).toBe('prefFinalTie');
      expect(ask.data?.tie?.tied).toEqual(tied);
      expect(ask.data?.tie?.certain).toEqual(certain);
      const pick = tied.slice(-(4 - certain.length)); // the committee picks the last listed of the tied
      const fin = expectOk(api.seatFinal(services, { pick, pickReason: 'жребий Оргкомитета, протокол №5' }));
      const finalists = eligible.filter((p) => certain.includes(p) || pick.includes(p));
      expect(fin.players).toEqual(finalists);
      expect(fin.players).not.toContain(quitter);
      for (const p of pick)
        expect(book.read(STAND, a1(L.ratings.row + NAMES.indexOf(p), STANDINGS.mark))).toBe(
          'выбор Оргкомитета в финал: жребий Оргкомитета, протокол №5',
        );

      // The final is played to 200 (Art. 16 item 15): one pool short, no places and finalize refuses; then settled.
      const fb = { players: fin.players, top: 3, col: 0 };
      typeTable(book, FIN, fb, [200, 200, 200, 180], [30, 0, 20, 10]);
      const fr = blockRects(fb);
      expect(book.read(FIN, a1(fr.first, fr.result.col))).toBe('');
      expect(api.finalizeStage(services, 'preference', 'final').ok).toBe(false);
      book.typeAs('referee', FIN, a1(fr.first + 3, fr.pools.col), 200);
      // Mountains 30, 0, 20, 10 → whists −150, 150, −50, 50: places 1–3 are seats 2, 4, 3 (Art. 17 item 6).
      const finalWhists = settle([30, 0, 20, 10]);
      expect([0, 1, 2, 3].map((k) => book.read(FIN, a1(fr.first + k, fr.result.col)))).toEqual(finalWhists);
      const podium = [1, 3, 2].map((k) => fin.players[k]);
      const placesShown = [0, 1, 2, 3].map((k) => book.read(FIN, a1(fr.first + k, fr.result.col + 1)));
      expect([1, 2, 3].map((place) => fin.players[placesShown.indexOf(place)])).toEqual(podium);
      const top = finalPlacesTop(4);
      expect(
        [1, 2, 3].map((k) => [
          book.read(FIN, a1(top + 1 + k, 0)),
          book.read(FIN, a1(top + 1 + k, 1)),
          book.read(FIN, a1(top + 1 + k, 2)),
        ]),
      ).toEqual([
        [1, podium[0], 150],
        [2, podium[1], 50],
        [3, podium[2], -50],
      ]);
      expectOk(api.finalizeStage(services, 'preference', 'final'));

      // The record: every ruling of the day, in order, with its reason.
      const log = book
        .toMatrix(RULINGS)
        .slice(2)
        .filter((r) => r[3] !== '' && !r.some(isIdCell)); // the hidden id row is no ruling
      expect(log.map((r) => [r[1], r[4]])).toEqual([
        [1, 'не допущен (ст. 16 п. 4)'],
        [2, 'штраф (ст. 18 п. 11)'],
        [3, 'не допущен (ст. 16 п. 4)'],
        [3, 'дисквалифицирован (ст. 17 п. 7)'],
        [4, 'не допущен (ст. 16 п. 4)'],
        [5, 'штраф (ст. 18 п. 11)'],
        ...[0, 1, 2, 3].map(() => [6, 'присуждён результат (ст. 17 п. 7)']),
        ['финал', 'выбыл из турнира (ст. 16 п. 4)'],
        ...pick.map(() => ['финал', 'выбор Оргкомитета в финал']),
      ]);
      expect(book.errorCells()).toEqual([]);
    },
  );
});
