/**
 * The preference tournament (Ch. 5) on the fake spreadsheet with a real formula engine:
 * attendance, seven tours and the final, seated by the server actions of src/sheets/actions/
 * (prepareAttendance.ts, seatTour.ts, seatFinal.ts, preferenceStatus.ts)
 * and filled in cell by cell as referees do.
 *
 * The seating of tour 2 is worked out by hand below from the rules (Art. 16 items 12–16):
 * place points +3/+1/−1/−3 (tables of 4) and +3/0/−3 (tables of 3), tied players sharing the mean,
 * whist-band points ±1…±5, the list by total rating, then total whists, then registration order.
 */
import { SheetIndex } from '../../src/sheets/sheetIndex';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../src/sheets/context';
import { a1, isFormula, type Cell, type Rect } from '../../src/sheets/plan';
import { prepareAttendance } from '../../src/sheets/actions/prepareAttendance';
import { preferenceStatus } from '../../src/sheets/common/preferenceStatus';
import { seatFinal } from '../../src/sheets/actions/seatFinal';
import { seatTour } from '../../src/sheets/actions/seatTour';
import { ATTENDANCE, attendancePlan } from '../../src/sheets/kinds/attendanceSheet';
import { FINAL, finalPlan } from '../../src/sheets/kinds/finalSheet';
import { standingsLayout, standingsPlan } from '../../src/sheets/kinds/standingsSheet';
import { BLOCK, blockHeight, blockRects, type BlockLayout } from '../../src/sheets/kinds/tableBlock';
import { TOUR, readTour, tourLayout, tourPlan, tourPoints } from '../../src/sheets/kinds/tourSheet';
import { seatByStandings, seatFirstTour, type Table } from '../../src/rules/seating';
import { createFakeServices, type FakeBook } from '../../fakes';
import { finalizeSheets } from '../../src/sheets/api';
import { expectOk } from '../e2e/helpers';
import { COL_ID_MARK } from '../../src/sheets/idColumn';

const PLAYERS = [
  'Абаев Ерлан',
  'Бекова Айгерим',
  'Волков Сергей',
  'Габдуллина Мадина',
  'Досанов Арман',
  'Евсеева Ольга',
  'Жумабеков Нурлан',
  '=Зайцев', // a name that looks like a formula stays text (SPEC §5)
  'Ибраева Дана',
  'Касымов Тимур',
  'Лим Виктор',
  'Мусина Асель',
  'Нуриев Руслан',
];
const ATT = 'Преферанс явка';
const STAND = 'Преферанс рейтинг';
const FIN = 'Преферанс финал';
const tourName = (n: number): string => `Преферанс тур ${n}`;
const OPTS = { tours: 7, pool: 120 };

function setup(now = Date.UTC(2025, 10, 17, 10)): { ctx: Ctx; book: FakeBook } {
  const { services, book } = createFakeServices({ now });
  const sheetBook = services.app.getActiveSpreadsheet();
  return { ctx: { services, book: sheetBook, sheets: new SheetIndex(sheetBook), lang: 'ru' }, book };
}

function noErrors(book: FakeBook): void {
  expect(book.errorCells().map((e) => `${e.sheet}!${e.a1}: ${e.error} ${e.message}`)).toEqual([]);
}

/** Ticks "announced he skips tour n" on the attendance sheet, as a committee member. */
function tick(book: FakeBook, player: string, n: number): void {
  const i = PLAYERS.indexOf(player);
  book.typeAs('committee', ATT, a1(ATTENDANCE.first + i, ATTENDANCE.tours + n - 1), true);
}

function blocksOf(tables: readonly Table[]): BlockLayout[] {
  return tourLayout(PLAYERS, tables).blocks;
}

/** A referee types a table's sheet: pools, mountains, and whists [writer seat, on seat, whists] (seats 0-based). */
function typeTable(
  book: FakeBook,
  sheet: string,
  b: BlockLayout,
  pools: number[],
  mountains: number[],
  whists: [number, number, number][] = [],
): void {
  const r = blockRects(b);
  pools.forEach((p, k) => book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), p));
  mountains.forEach((m, k) => book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), m));
  for (const [i, j, w] of whists) book.typeAs('referee', sheet, a1(r.first + i, r.whists.col + j), w);
}

function readCell(book: FakeBook, sheet: string, row: number, col: number): unknown {
  return book.read(sheet, a1(row, col));
}

/** The rating column of a tour sheet's roster, by player. */
function ratings(book: FakeBook, n: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  PLAYERS.forEach((p, i) => (out[p] = readCell(book, tourName(n), TOUR.first + i, TOUR.rating)));
  return out;
}

/** The Art. 16 item 16 list as the standings sheet shows it (PREF_STANDINGS spill). */
function sheetList(book: FakeBook): { place: unknown; player: string; rating: unknown; whists: unknown }[] {
  const L = standingsLayout(PLAYERS.length, 7);
  const rows = book.read(
    STAND,
    `${a1(L.list.row, L.list.col)}:${a1(L.list.row + PLAYERS.length - 1, L.list.col + 3)}`,
  ) as unknown[][];
  return rows.map((r) => ({ place: r[0], player: String(r[1]), rating: r[2], whists: r[3] }));
}

/** Every present player seated exactly once; absent ones not at all. */
function expectSeatedOnce(tables: readonly Table[], absent: readonly string[]): void {
  const seated = tables.flatMap((t) => t.players);
  expect(new Set(seated).size).toBe(seated.length);
  expect([...seated].sort()).toEqual(PLAYERS.filter((p) => !absent.includes(p)).sort());
}

/** Results for tours 2–7: varied winners below table 1; table 1 is won in seat order. */
function playTour(book: FakeBook, n: number, tables: readonly Table[]): void {
  blocksOf(tables).forEach((b, t) => {
    const size = b.players.length;
    const rot = t === 0 ? 0 : (n + t) % size;
    const mountains = b.players.map((_, k) => 10 * ((k - rot + size) % size) * (1 + (t % 2)));
    // Tour 5, table 2: the time limit ended the party early (compulsory close, Art. 18 item 13).
    const pools = b.players.map((_, k) => (n === 5 && t === 1 ? 60 + 20 * k : 120));
    const whists: [number, number, number][] =
      t === 0
        ? []
        : [
            [1, 0, 8 * n],
            [size - 1, 1, 4],
          ];
    typeTable(book, tourName(n), b, pools, mountains, whists);
  });
}

describe('preference end to end (Art. 16–18)', () => {
  it('13 players: attendance, 7 tours, an announced absence, a compulsory close, the final and places 1–3', () => {
    const { ctx, book } = setup();

    // No tour before the attendance sheet exists.
    const early = seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 2025 });
    expect(early.ok).toBe(false);
    expect(early.problems[0]?.code).toBe('prefNoAttendance');

    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    expect(book.read(ATT, 'B10')).toBe('=Зайцев');
    expect(book.formulaAt(ATT, 'B10')).toBe('');
    // Ибраева announces she skips tour 3 (Art. 16 item 4).
    tick(book, 'Ибраева Дана', 3);
    // Preparing attendance again keeps the tick.
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    expect(book.read(ATT, a1(ATTENDANCE.first + 8, ATTENDANCE.tours + 2))).toBe(true);

    // ---- tour 1: the draw, seed recorded --------------------------------------------------
    // A first draw with another seed, before anyone typed: it may be redrawn.
    expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 7 }));
    const t1 = expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 2025 }));
    expect(t1.seed).toBe(2025);
    // The draw of seed 2025 (the same seed gives the same draw on any machine).
    expect(t1.tables.map((t) => t.players)).toEqual([
      ['Досанов Арман', 'Нуриев Руслан', 'Ибраева Дана', 'Касымов Тимур'],
      ['Лим Виктор', 'Габдуллина Мадина', 'Абаев Ерлан'],
      ['Мусина Асель', 'Жумабеков Нурлан', 'Бекова Айгерим'],
      ['Волков Сергей', '=Зайцев', 'Евсеева Ольга'],
    ]);
    expect(readCell(book, tourName(1), TOUR.poolRow, TOUR.blocks + BLOCK.player + 1)).toBe('2025');
    expect(readCell(book, tourName(1), TOUR.timeRow, TOUR.blocks + BLOCK.player + 1))
      // the spreadsheet's clock, Asia/Almaty (SPEC §5; issue 24 item 2)
      .toBe('17.11.2025 15:00');
    expect(readCell(book, tourName(1), TOUR.poolRow, TOUR.value)).toBe(120);
    noErrors(book);

    // Tour 2 cannot be seated before tour 1 is complete; tour 3 not before tour 2 is seated.
    const notYet = seatTour(ctx, 2, PLAYERS, OPTS);
    expect(notYet.problems[0]?.code).toBe('prefIncomplete');
    expect(seatTour(ctx, 3, PLAYERS, OPTS).problems[0]?.code).toBe('prefNotSeated');

    const [b1, b2, b3, b4] = blocksOf(t1.tables) as [BlockLayout, BlockLayout, BlockLayout, BlockLayout];
    // Table 1 (4 players, pools closed): mountains 0/10/20/30, mean 15 → 150, 50, −50, −150;
    // seat 1 wrote 30 whists on seat 2 and seat 2 wrote 10 on seat 1: 170, 30, −50, −150.
    typeTable(
      book,
      tourName(1),
      b1,
      [120, 120, 120, 120],
      [0, 10, 20, 30],
      [
        [0, 1, 30],
        [1, 0, 10],
      ],
    );
    // Results show "" (not an error) until the table is complete.
    expect(readCell(book, tourName(1), blockRects(b2).first, b2.col + BLOCK.result)).toBe('');
    // Re-drawing tour 1 now would overwrite typed scores: refused, nothing changed.
    const before = book.snapshot();
    const redraw = seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 7 });
    expect(redraw.ok).toBe(false);
    expect(redraw.problems[0]?.code).toBe('wouldOverwrite');
    expect(book.snapshot()).toEqual(before);
    // Still incomplete: the three tables of 3 lack their results.
    const partial = seatTour(ctx, 2, PLAYERS, OPTS);
    expect(partial.problems[0]?.code).toBe('prefIncomplete');
    expect(partial.message).toContain('2, 3, 4');

    // Table 2 (3 players) closed by the time limit with pools 100/80/60 (Art. 18 item 13):
    // mean pool 80, mean mountain 10; seat 1 wrote 24 on seat 2, seat 3 wrote 8 on seat 1.
    //   Лим:        10·(10−10) + (24 − 8)  + 10·(100−80) =  216
    //   Габдуллина: 10·(10−0)  + (0 − 24)  + 10·(80−80)  =   76
    //   Абаев:      10·(10−20) + (8 − 0)   + 10·(60−80)  = −292
    typeTable(
      book,
      tourName(1),
      b2,
      [100, 80, 60],
      [10, 0, 20],
      [
        [0, 1, 24],
        [2, 0, 8],
      ],
    );
    // Table 3: mountains 0/0/30, mean 10 → 100, 100, −200: two tied first share (3 + 0) / 2.
    typeTable(book, tourName(1), b3, [120, 120, 120], [0, 0, 30]);
    // Table 4: mountains 5/20/35, mean 20 → 150, 0, −150; seat 2 wrote 16 on seat 3: 150, 16, −166.
    typeTable(book, tourName(1), b4, [120, 120, 120], [5, 20, 35], [[1, 2, 16]]);
    noErrors(book);
    const poolsClosed = book.highlight(tourName(1), a1(blockRects(b2).first, b2.col + BLOCK.pool));
    expect(poolsClosed).not.toBeNull();

    // Rating points of tour 1 by hand: place points + band points (Art. 16 items 13–14).
    expect(ratings(book, 1)).toEqual({
      'Досанов Арман': 3 + 2, //  170: 1st of 4, 101–300
      'Нуриев Руслан': 1 + 1, //   30: 2nd of 4, 1–100
      'Ибраева Дана': -1 - 1, //  −50
      'Касымов Тимур': -3 - 2, // −150
      'Лим Виктор': 3 + 2, //      216: 1st of 3
      'Габдуллина Мадина': 0 + 1, // 76: 2nd of 3
      'Абаев Ерлан': -3 - 2, //    −292
      'Мусина Асель': 1.5 + 1, //  100: tied 1st of 3
      'Жумабеков Нурлан': 1.5 + 1,
      'Бекова Айгерим': -3 - 2, // −200
      'Волков Сергей': 3 + 2, //   150
      '=Зайцев': 0 + 1, //          16
      'Евсеева Ольга': -3 - 2, //  −166
    });
    // The list after tour 1: rating, then whists, then registration order (Жумабеков before Мусина).
    const hand = [
      [1, 'Лим Виктор', 5, 216],
      [2, 'Досанов Арман', 5, 170],
      [3, 'Волков Сергей', 5, 150],
      [4, 'Жумабеков Нурлан', 2.5, 100],
      [4, 'Мусина Асель', 2.5, 100],
      [6, 'Нуриев Руслан', 2, 30],
      [7, 'Габдуллина Мадина', 1, 76],
      [8, '=Зайцев', 1, 16],
      [9, 'Ибраева Дана', -2, -50],
      [10, 'Касымов Тимур', -5, -150],
      [11, 'Евсеева Ольга', -5, -166],
      [12, 'Бекова Айгерим', -5, -200],
      [13, 'Абаев Ерлан', -5, -292],
    ];
    expect(sheetList(book).map((l) => [l.place, l.player, l.rating, l.whists])).toEqual(hand);

    // ---- tour 2: the list cut into tables, 4s first (Art. 17 item 4) -----------------------
    const t2 = expectOk(seatTour(ctx, 2, PLAYERS, OPTS));
    expect(t2.tables.map((t) => t.players)).toEqual([
      ['Лим Виктор', 'Досанов Арман', 'Волков Сергей', 'Жумабеков Нурлан'],
      ['Мусина Асель', 'Нуриев Руслан', 'Габдуллина Мадина'],
      ['=Зайцев', 'Ибраева Дана', 'Касымов Тимур'],
      ['Евсеева Ольга', 'Бекова Айгерим', 'Абаев Ерлан'],
    ]);
    expect(readCell(book, tourName(2), TOUR.title, TOUR.blocks + BLOCK.player)).toContain('после тура 1');
    // Tour 1 can no longer be re-seated.
    expect(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 7 }).problems[0]?.code).toBe('prefLaterSeated');
    playTour(book, 2, t2.tables);
    noErrors(book);

    // ---- tours 3–6 -------------------------------------------------------------------------
    for (let n = 3; n <= 6; n++) {
      const listBefore = sheetList(book).map((l) => l.player);
      const seated = expectOk(seatTour(ctx, n, PLAYERS, OPTS));
      const absent = n === 3 ? ['Ибраева Дана'] : [];
      expect(seated.absent).toEqual(absent);
      expectSeatedOnce(seated.tables, absent);
      // The seating follows the standings sheet's list after tour n − 1.
      expect(seated.tables).toEqual(seatByStandings(listBefore, new Set(absent)));
      if (n === 3) {
        // 12 present: 4, 4, 4; the absent player gets −8 and no table (Art. 16 items 3, 4, 12).
        expect(seated.tables.map((t) => t.players.length)).toEqual([4, 4, 4]);
        const row = TOUR.first + PLAYERS.indexOf('Ибраева Дана');
        expect(readCell(book, tourName(3), row, TOUR.missed)).toBe(true);
        expect(readCell(book, tourName(3), row, TOUR.table)).toBe('');
        expect(readCell(book, tourName(3), row, TOUR.rating)).toBe(-8);
      } else {
        expect(seated.tables.map((t) => t.players.length)).toEqual([4, 3, 3, 3]);
      }
      playTour(book, n, seated.tables);
      noErrors(book);
      // The sheet's ratings are what the server computes from the typed cells.
      const rec = readTour(ctx.book.getSheetByName(tourName(n)) as never, n, 'ru');
      const points = tourPoints(rec);
      const fromSheet = ratings(book, n);
      for (const p of PLAYERS) expect(fromSheet[p]).toBe(points.get(p.toLowerCase())?.rating);
    }

    // ---- tour 7: the leader announces he skips it ---------------------------------------------
    const leader = sheetList(book)[0]?.player as string;
    tick(book, leader, 7);
    const t7 = expectOk(seatTour(ctx, 7, PLAYERS, OPTS));
    expect(t7.absent).toEqual([leader]);
    expect(t7.tables.map((t) => t.players.length)).toEqual([4, 4, 4]);
    expectSeatedOnce(t7.tables, [leader]);

    // The final cannot be seated before tour 7 is complete.
    expect(seatFinal(ctx, PLAYERS, { tours: 7, pool: 200 }).problems[0]?.code).toBe('prefIncomplete');
    playTour(book, 7, t7.tables);
    noErrors(book);

    // ---- the final (Art. 17 items 5–6, Art. 16 item 4 last sentence) ----------------------------
    const after7 = sheetList(book);
    // Despite −8 the leader is still in the top 4 of the list…
    expect(after7.slice(0, 4).map((l) => l.player)).toContain(leader);
    const fin = expectOk(seatFinal(ctx, PLAYERS, { tours: 7, pool: 200 }));
    // …but is left out of the final; the next in the list moves up. Seat order = list order.
    const expected = after7
      .map((l) => l.player)
      .filter((p) => p !== leader)
      .slice(0, 4);
    expect(fin.players).toEqual(expected);
    expect(fin.leftOut).toEqual([leader]);
    expect(readCell(book, FIN, FINAL.poolRow, FINAL.value)).toBe(200);
    const fb: BlockLayout = { label: '1', players: fin.players, top: FINAL.blockTop, col: FINAL.col };
    // The final party: pools 200 each, mountains 30/0/20/10 (mean 15) → −150, 150, −50, 50.
    typeTable(book, FIN, fb, [200, 200, 200, 200], [30, 0, 20, 10]);
    const fr = blockRects(fb);
    expect(book.read(FIN, `${a1(fr.first, FINAL.place)}:${a1(fr.first + 3, FINAL.place)}`)).toEqual([
      [4],
      [1],
      [3],
      [2],
    ]);
    const podiumTop = FINAL.blockTop + blockHeight(4) + 2;
    expect(book.read(FIN, `A${podiumTop + 1}:C${podiumTop + 3}`)).toEqual([
      [1, expected[1], 150],
      [2, expected[3], 50],
      [3, expected[2], -50],
    ]);
    noErrors(book);

    // The sidebar's view.
    const status = expectOk(preferenceStatus(ctx, PLAYERS));
    expect(status.rounds.every((r) => r.seated && r.complete)).toBe(true);
    expect(status.rounds[2]?.absent).toEqual(['Ибраева Дана']);
    expect(status.standings.map((l) => [l.place, l.player, l.rating, l.whists])).toEqual(
      after7.map((l) => [l.place, l.player, l.rating, l.whists]),
    );
    // Re-seating the final once its scores are typed is refused, and nothing changes.
    const snap = book.snapshot();
    const again = seatFinal(ctx, PLAYERS, { tours: 7, pool: 200, size: 3 });
    expect(again.problems[0]?.code).toBe('wouldOverwrite');
    expect(book.snapshot()).toEqual(snap);
    expect(status.final.places.map((p) => p.player)).toEqual([expected[1], expected[3], expected[2], expected[0]]);
    expect(status.next).toEqual({ step: 'done' });
    // Every write held the document lock (SPEC §5).
    expect(book.unlockedWrites()).toEqual([]);

    // Finalized (issue item 8): every tour, the final and the standings become values only —
    // PREF_CLOSE_BULLET, PREF_RATING and PREF_STANDINGS are gone — and read exactly the same.
    const sheets = [...Array.from({ length: 7 }, (_, k) => tourName(k + 1)), FIN, STAND];
    const shown = sheets.map((sh) => book.toMatrix(sh));
    expectOk(
      finalizeSheets(ctx.services, [
        ...Array.from({ length: 7 }, (_, k) => `pref.tour.${k + 1}`),
        'pref.final',
        'pref.standings',
      ]),
    );
    sheets.forEach((sh, i) => {
      expect(book.toMatrix(sh)).toEqual(shown[i]);
      const m = book.toMatrix(sh);
      m.forEach((row, r) => row.forEach((_, c) => expect(book.formulaAt(sh, a1(r, c))).toBe('')));
      expect(book.protection(sh).unprotectedA1).toEqual([]);
    });
    // …and no action rewrites them any more.
    expect(seatFinal(ctx, PLAYERS, { tours: 7, pool: 200 }).problems[0]?.code).toBe('sheetFinalized');
  });

  it('the standings sheet refers to the tour rosters cell by cell and holds no inputs', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 1 }));
    const L = standingsLayout(PLAYERS.length, 7);
    // Nothing for nothing in every engine (a plain reference to an empty cell is 0 in Excel and LibreOffice).
    expect(book.formulaAt(STAND, a1(3, L.ratings.col))).toBe(`=IF('${tourName(1)}'!$F$6="","",'${tourName(1)}'!$F$6)`);
    expect(book.formulaAt(STAND, a1(3, L.whists.col))).toBe(`=IF('${tourName(1)}'!$E$6="","",'${tourName(1)}'!$E$6)`);
    expect(book.formulaAt(STAND, a1(3, L.ratings.col + 1))).toBe('');
    expect(book.formulaAt(STAND, a1(L.list.row, L.list.col))).toMatch(/^=PREF_STANDINGS\(/);
    expect(book.protection(STAND).unprotectedA1).toEqual([]);
    noErrors(book);
  });

  it('12 tours: the whists block goes below the ratings, the list below both, within 26 columns', () => {
    const { ctx, book } = setup();
    const tours = { tours: 12, pool: 120 };
    expectOk(prepareAttendance(ctx, PLAYERS, 12));
    tick(book, 'Лим Виктор', 2);
    const t1 = expectOk(seatTour(ctx, 1, PLAYERS, { ...tours, seed: 3 }));
    for (const b of blocksOf(t1.tables))
      typeTable(
        book,
        tourName(1),
        b,
        b.players.map(() => 120),
        b.players.map((_, k) => 10 * k),
      );
    const t2 = expectOk(seatTour(ctx, 2, PLAYERS, tours));
    for (const b of blocksOf(t2.tables))
      typeTable(
        book,
        tourName(2),
        b,
        b.players.map(() => 120),
        b.players.map((_, k) => 5 * k),
      );
    const L = standingsLayout(PLAYERS.length, 12);
    expect(L.whists.row).toBeGreaterThan(L.ratings.row + PLAYERS.length);
    expect(L.width).toBeLessThanOrEqual(26);
    const list = book.read(
      STAND,
      `${a1(L.list.row, L.list.col)}:${a1(L.list.row + 12, L.list.col + 3)}`,
    ) as unknown[][];
    const status = expectOk(preferenceStatus(ctx, PLAYERS, 12));
    expect(list.map((r) => [r[0], r[1], r[2], r[3]])).toEqual(
      status.standings.map((l) => [l.place, l.player, l.rating, l.whists]),
    );
    // Лим announced he skips tour 2: −8 on the tour sheet, and the same in the list.
    expect(readCell(book, tourName(2), TOUR.first + PLAYERS.indexOf('Лим Виктор'), TOUR.rating)).toBe(-8);
    expect(t2.absent).toEqual(['Лим Виктор']);
    expect(status.next).toEqual({ step: 'tour', tour: 3 });
    noErrors(book);
  });

  it('a tour nobody typed into yet is re-seated from scratch when the attendance changes (4 tables → 3)', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    const first = expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 11 }));
    expect(first.tables).toHaveLength(4);
    const lastBlock = blocksOf(first.tables)[3] as BlockLayout;
    tick(book, 'Касымов Тимур', 1);
    const again = expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 11 }));
    expect(again.tables.map((t) => t.players.length)).toEqual([4, 4, 4]);
    expectSeatedOnce(again.tables, ['Касымов Тимур']);
    // The old fourth table is gone: no name, no formula, no validation left behind.
    const r = blockRects(lastBlock);
    // (its first row may be the shorter plan's hidden id row now: a column's id there, never a name)
    const shown = book.read(tourName(1), a1(r.first, lastBlock.col + BLOCK.player));
    const hiddenRow = (book.snapshot() as { name: string; hiddenRows: number[] }[])
      .find((s) => s.name === tourName(1))
      ?.hiddenRows.includes(r.first);
    expect(hiddenRow && String(shown).startsWith(`${COL_ID_MARK}|`) ? '' : shown).toBe('');
    expect(book.formulaAt(tourName(1), a1(r.first, r.result.col))).toBe('');
    expect(book.validation(tourName(1), a1(r.first + 2, r.pools.col))).toBeNull();
    noErrors(book);
  });

  it('referees type only pools, mountains and whists off the diagonal, within the validated ranges', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    const t1 = expectOk(seatTour(ctx, 1, PLAYERS, { ...OPTS, seed: 5 }));
    const b = blocksOf(t1.tables)[0] as BlockLayout;
    const r = blockRects(b);
    const sheet = tourName(1);
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.whists.col), 5)).toThrow(/protected/); // the diagonal
    expect(() => book.typeAs('referee', sheet, a1(r.first, b.col + BLOCK.player), 'x')).toThrow(/protected/);
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.result.col), 5)).toThrow(/protected/);
    expect(() => book.typeAs('referee', sheet, a1(TOUR.first, TOUR.missed), true)).toThrow(/protected/);
    // A pool above the target (120) is refused as it is typed: the excess goes as help (Art. 18 item 10).
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.pools.col), 121)).toThrow(/до лимита 120/);
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.penalties.col), 4)).toThrow(/protected/); // penalties come from the rulings
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.awarded.col), 4)).toThrow(/protected/);
    expect(() => book.typeAs('referee', sheet, a1(r.first, r.whists.col + 1), -1)).toThrow();
    book.typeAs('referee', sheet, a1(r.first, r.mountains.col), -40); // a negative mountain (Code 4.1.1)
    book.typeAs('referee', sheet, a1(r.first + 1, r.whists.col), 12);
    expect(book.validation(sheet, a1(r.first, r.pools.col))?.helpText).toContain('принудительное закрытие');
    noErrors(book);
  });

  it('status before anything, and refusals in the tournament language', () => {
    const { ctx } = setup();
    const s = expectOk(preferenceStatus(ctx, PLAYERS));
    expect(s.next).toEqual({ step: 'attendance' });
    expect(s.rounds).toHaveLength(7);
    const bad = seatTour(ctx, 9, PLAYERS, OPTS);
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]?.code).toBe('prefBadTour');
    expect(bad.message).toContain('от 1 до 7');
  });
});

// ---- plans --------------------------------------------------------------------------------------

function names(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `Игрок ${i + 1}`);
}

function within(r: Rect, row: number, col: number): boolean {
  return row >= r.row && row < r.row + r.rows && col >= r.col && col < r.col + r.cols;
}

describe('preference plans', () => {
  it('property: every present player is seated exactly once; the roster points at his own result cell', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 64 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(63), { maxLength: 6 }),
        (count, seed, skip) => {
          const players = names(count);
          const absent = new Set(skip.filter((i) => i < count).map((i) => players[i] as string));
          const present = count - absent.size;
          fc.pre(present >= 3 && present !== 5);
          const tables = seatFirstTour(players, absent, seed);
          const plan = tourPlan({
            lang: 'ru',
            name: 'T',
            n: 1,
            players,
            tables,
            pool: 120,
            minutes: 90,
            seed,
            drawnAt: 'x',
          });
          const layout = tourLayout(players, tables);
          expect(plan.values.length).toBeLessThanOrEqual(1000);
          expect(plan.values.every((r) => r.length === plan.values[0]?.length && r.length <= 26)).toBe(true);
          const seatedCells: string[] = [];
          for (const b of layout.blocks) {
            const r = blockRects(b);
            b.players.forEach((_, k) => seatedCells.push(plan.values[r.first + k]?.[b.col + BLOCK.player] as string));
          }
          expect(seatedCells.sort()).toEqual(players.filter((p) => !absent.has(p)).sort());
          players.forEach((p, i) => {
            const row = plan.values[TOUR.first + i] as Cell[];
            expect(row[TOUR.player]).toBe(p);
            expect(row[TOUR.missed]).toBe(absent.has(p) ? true : null);
            const w = row[TOUR.whists];
            if (absent.has(p)) {
              expect(w).toBeNull();
              return;
            }
            const b = layout.blocks.find((x) => x.players.includes(p)) as BlockLayout;
            expect(row[TOUR.table]).toBe(Number(b.label));
            const result = a1(b.top + 2 + b.players.indexOf(p), b.col + BLOCK.result);
            expect(isFormula(w) && w.f).toBe(`=IF(${result}="","",${result})`);
          });
          // Inputs: never a formula, never a name, never the whists diagonal.
          for (const rect of plan.inputs) {
            for (let r = rect.row; r < rect.row + rect.rows; r++) {
              for (let c = rect.col; c < rect.col + rect.cols; c++) expect(plan.values[r]?.[c]).toBeNull();
            }
          }
          for (const b of layout.blocks) {
            const r = blockRects(b);
            b.players.forEach((_, k) =>
              expect(plan.inputs.some((x) => within(x, r.first + k, r.whists.col + k))).toBe(false),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('property: the sheet ratings equal the ratings computed from the typed cells', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 14 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 130 }),
            fc.integer({ min: -300, max: 300 }),
            fc.integer({ min: 0, max: 60 }),
          ),
          { minLength: 14, maxLength: 14 },
        ),
        (count, seed, cells) => {
          const players = names(count);
          const { services, book } = createFakeServices();
          const sheetBook = services.app.getActiveSpreadsheet();
          const ctx: Ctx = { services, book: sheetBook, sheets: new SheetIndex(sheetBook), lang: 'en' };
          expectOk(prepareAttendance(ctx, players, 2));
          const seated = expectOk(seatTour(ctx, 1, players, { seed, tours: 2, pool: 120 }));
          const sheet = 'Preference tour 1';
          let c = 0;
          for (const b of tourLayout(players, seated.tables).blocks) {
            const [pool, mountain, whist] = cells[c++ % cells.length] as [number, number, number];
            const r = blockRects(b);
            b.players.forEach((_, k) => {
              book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), (pool + 7 * k) % 121);
              book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), mountain - 13 * k);
              book.typeAs('referee', sheet, a1(r.first + k, r.whists.col + ((k + 1) % b.players.length)), whist + k);
            });
          }
          const rec = readTour(ctx.book.getSheetByName(sheet) as never, 1, 'en');
          expect(rec.complete).toBe(true);
          const points = tourPoints(rec);
          players.forEach((p, i) => {
            expect(book.read(sheet, a1(TOUR.first + i, TOUR.rating))).toBe(points.get(p.toLowerCase())?.rating);
            expect(book.read(sheet, a1(TOUR.first + i, TOUR.whists))).toBe(points.get(p.toLowerCase())?.whists);
          });
          expect(book.errorCells()).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('attendance, final and standings plans: names are literal text, inputs are only the score cells', () => {
    const att = attendancePlan({ lang: 'kk', name: 'A', players: ['=x', '+7'], tours: 7 });
    expect(att.values[ATTENDANCE.first]?.[ATTENDANCE.player]).toBe('=x');
    expect(att.values[ATTENDANCE.header]?.[ATTENDANCE.tours]).toBe('1-айналым'); // the Kazakh rules' word for a tour (Art. 16 item 4)
    expect(att.inputs).toEqual([{ row: ATTENDANCE.first, col: ATTENDANCE.tours, rows: 2, cols: 7 }]);
    const fin = finalPlan({
      lang: 'en',
      name: 'F',
      players: ['a', 'b', 'c', 'd'],
      pool: 200,
      tours: 7,
      leftOut: ['=z'],
    });
    const flat = fin.values.flat();
    expect(flat.filter((v) => isFormula(v)).some((v) => isFormula(v) && /"(a|b|c|d|=z)"/.test(v.f))).toBe(false);
    expect(flat).toContain('=z');
    const st = standingsPlan({ lang: 'ru', name: 'S', players: ['a', 'b', 'c'], tours: 12, rosters: [] });
    expect(st.values[0]?.length).toBeLessThanOrEqual(26);
    expect(st.inputs).toEqual([]);
  });
});
