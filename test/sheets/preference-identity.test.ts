/**
 * Preference sheets keep their identity while the committee edits them (SPEC §5 "Identity survives
 * editing", "Nothing typed is ever lost"): tour, final and attendance sheets are read where their
 * rows and columns are now; rows inserted or deleted inside the roster or a table block refuse in
 * words, naming cells where they are now; attendance ticks of tours beyond the setting are kept;
 * a name recorded by the sheets and no longer registered is refused, never dropped; arguments are
 * checked before the lock.
 *
 * Rules: the tables of Art. 16 item 3 and Art. 17 item 4 (tours 2… seated by the standings), the
 * announced absence of Art. 16 item 4 (−8, Art. 16 item 12), the final of Art. 17 item 5.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { ActionResult, Ctx } from '../../src/sheets/context';
import { META } from '../../src/sheets/identity';
import { COL_ID_MARK, ID_MARK } from '../../src/sheets/idColumn';
import { SheetIndex } from '../../src/sheets/sheetIndex';
import { a1 } from '../../src/sheets/plan';
import { prepareAttendance } from '../../src/sheets/actions/prepareAttendance';
import { preferenceStatus } from '../../src/sheets/common/preferenceStatus';
import { seatFinal } from '../../src/sheets/actions/seatFinal';
import { seatTour } from '../../src/sheets/actions/seatTour';
import { ATTENDANCE, attendancePlan, readAttendance } from '../../src/sheets/kinds/attendanceSheet';
import { FINAL } from '../../src/sheets/kinds/finalSheet';
import { standingsLayout } from '../../src/sheets/kinds/standingsSheet';
import { BLOCK, blockRects, type BlockLayout } from '../../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout } from '../../src/sheets/kinds/tourSheet';
import type { Table } from '../../src/rules/seating';
import type { Services } from '../../src/sheets/gas';
import { expectOk, paste } from '../e2e/helpers';

const PLAYERS = [
  'Абаев Ерлан',
  'Бекова Айгерим',
  'Волков Сергей',
  'Габдуллина Мадина',
  'Досанов Арман',
  'Евсеева Ольга',
  'Жумабеков Нурлан',
  'Ибраева Дана',
  'Касымов Тимур',
  'Лим Виктор',
];
const ATT = 'Преферанс явка';
const STAND = 'Преферанс рейтинг';
const FIN = 'Преферанс финал';
const tourName = (n: number): string => `Преферанс тур ${n}`;
const OPTS = { tours: 2, pool: 120 };

function setup(): { ctx: Ctx; book: FakeBook; services: Services } {
  const { services, book } = createFakeServices({ now: Date.UTC(2025, 10, 17, 10) });
  const sheetBook = services.app.getActiveSpreadsheet();
  return { ctx: { services, book: sheetBook, sheets: new SheetIndex(sheetBook), lang: 'ru' }, book, services };
}

/** A new index per action, as every server call has (the sheets are found again by their metadata). */
function fresh(ctx: Ctx): Ctx {
  return { ...ctx, sheets: new SheetIndex(ctx.book) };
}

function blocksOf(tables: readonly Table[]): BlockLayout[] {
  return tourLayout(PLAYERS, tables).blocks;
}

/** A referee types every table of a tour where the plan put it, shifted by `dr` rows and `dc` columns. */
function playTables(
  book: FakeBook,
  sheet: string,
  blocks: readonly BlockLayout[],
  dr = 0,
  dc = 0,
  skip: string[] = [],
): void {
  blocks.forEach((b, t) => {
    if (skip.includes(b.label)) return;
    const r = blockRects(b);
    b.players.forEach((_, k) => {
      book.typeAs('referee', sheet, a1(r.first + k + dr, r.pools.col + dc), 120);
      book.typeAs('referee', sheet, a1(r.first + k + dr, r.mountains.col + dc), 10 * ((k + t) % b.players.length));
    });
  });
}

/** Tour 1 seated with seed 9 and played: 10 players at tables of 4, 3, 3. */
function tourOnePlayed(): { ctx: Ctx; book: FakeBook; services: Services; tables: Table[] } {
  const t = setup();
  expectOk(prepareAttendance(t.ctx, PLAYERS, 2));
  const tables = expectOk(seatTour(fresh(t.ctx), 1, PLAYERS, { ...OPTS, seed: 9 })).tables;
  expect(tables.map((x) => x.players.length)).toEqual([4, 3, 3]);
  playTables(t.book, tourName(1), blocksOf(tables));
  return { ...t, tables };
}

/** The refusal's problem codes and its message, for one expectation. */
function refusal<T>(r: ActionResult<T>): { ok: boolean; code: string | undefined; message: string } {
  return { ok: r.ok, code: r.problems[0]?.code, message: r.message };
}

/** Removes the row and column anchors of a sheet (a sheet written before anchors existed). */
function stripAnchors(services: Services, sheet: string): void {
  const s = services.app.getActiveSpreadsheet().getSheetByName(sheet);
  for (const md of s?.createDeveloperMetadataFinder().find() ?? [])
    if (md.getKey() === META.row || md.getKey() === META.col) md.remove();
}

/** The row marks of a sheet as {value: "t:3@15", start: 1-based row}: its hidden id column (src/sheets/idColumn.ts). */
function rowMarks(book: FakeBook, sheet: string, mark: string = ID_MARK): { value: string; start: number }[] {
  return book.toMatrix(sheet).flatMap((line, r) =>
    line.flatMap((v) =>
      typeof v === 'string' && v.startsWith(`${mark}|`)
        ? v
            .split('|')
            .slice(1)
            .map((value) => ({ value, start: r + 1 }))
        : [],
    ),
  );
}

/** An anchor's id: its metadata value is the id and the row (column) it was written on, "t:3@15". */
function idOf(value: string | null): string {
  return (value ?? '').replace(/@\d+$/, '');
}

describe('a tour sheet is read where its rows and columns are now', () => {
  it('a row inserted above everything and a column inserted before the roster change nothing (Art. 17 item 4)', () => {
    const control = tourOnePlayed();
    const expected = expectOk(seatTour(fresh(control.ctx), 2, PLAYERS, OPTS)).tables;

    const { ctx, book } = tourOnePlayed();
    book.insertRows(tourName(1), 1);
    book.insertColumns(tourName(1), 'A');
    const t2 = expectOk(seatTour(fresh(ctx), 2, PLAYERS, OPTS));
    expect(t2.tables).toEqual(expected);
    expect(t2.order).toEqual(expectOk(seatTour(fresh(control.ctx), 2, PLAYERS, OPTS)).order);
    // The standings refer to tour 1's rating and whists where they are now (one row down, one column right).
    const L = standingsLayout(PLAYERS.length, 2);
    const rating = `'${tourName(1)}'!$${String.fromCharCode(65 + TOUR.rating + 1)}$${TOUR.first + 2}`;
    const whists = `'${tourName(1)}'!$${String.fromCharCode(65 + TOUR.whists + 1)}$${TOUR.first + 2}`;
    expect(book.formulaAt(STAND, a1(3, L.ratings.col))).toBe(`=IF(${rating}="","",${rating})`);
    expect(book.formulaAt(STAND, a1(3, L.whists.col))).toBe(`=IF(${whists}="","",${whists})`);
    const status = expectOk(preferenceStatus(fresh(ctx), PLAYERS, 2));
    const shown = book.read(
      STAND,
      `${a1(L.list.row, L.list.col)}:${a1(L.list.row + PLAYERS.length - 1, L.list.col + 3)}`,
    ) as unknown[][];
    expect(shown.map((r) => [r[1], r[2]])).toEqual(status.standings.map((l) => [l.player, l.rating]));
    expect(book.errorCells()).toEqual([]);
  });

  it('finalize names the empty cells of an open table where they are now', () => {
    const t = setup();
    expectOk(prepareAttendance(t.ctx, PLAYERS, 2));
    const tables = expectOk(seatTour(fresh(t.ctx), 1, PLAYERS, { ...OPTS, seed: 9 })).tables;
    const blocks = blocksOf(tables);
    t.book.insertRows(tourName(1), 1, 2);
    t.book.insertColumns(tourName(1), 'A');
    playTables(t.book, tourName(1), blocks, 2, 1, ['2']);
    const r = api.finalizeStage(t.services, 'preference', 'tour', 1);
    expect(r.ok).toBe(false);
    const open = r.problems.find((p) => p.code === 'openTourTable');
    const b2 = blocks[1] as BlockLayout;
    expect(open?.cell).toBe(`${tourName(1)}!${a1(blockRects(b2).first + 2, blockRects(b2).pools.col + 1)}`);
    // Once typed there, the tour is decided and finalized.
    playTables(t.book, tourName(1), [b2], 2, 1);
    expectOk(api.finalizeStage(t.services, 'preference', 'tour', 1));
  });

  it('a row inserted inside a table block is seen, not read as an empty seat; nothing is written', () => {
    const { ctx, book, tables } = tourOnePlayed();
    const b3 = blocksOf(tables)[2] as BlockLayout; // below the roster: only the block sees the row
    const seat3 = blockRects(b3).first + 2;
    book.insertRows(tourName(1), seat3 + 1); // between seats 2 and 3 of table 3
    const before = book.snapshot();
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefSheetDamaged' });
    // Named in words, at the cell where the inserted row is now (the seat column).
    expect(r.message).toContain('стол 3');
    expect(r.message).toContain(a1(seat3, b3.col + BLOCK.seat));
    expect(book.snapshot()).toEqual(before);
    // The status (read only) says the same.
    expect(preferenceStatus(fresh(ctx), PLAYERS, 2).problems[0]?.code).toBe('prefSheetDamaged');
  });

  it('a seat row deleted from a table block refuses; the roster keeps the player', () => {
    const { ctx, book, tables } = tourOnePlayed();
    const b3 = blocksOf(tables)[2] as BlockLayout;
    const last = blockRects(b3).first + 2;
    book.deleteRows(tourName(1), last + 1);
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefSheetDamaged' });
    expect(r.message).toContain('стол 3');
    expect(r.message).toContain(a1(last, b3.col + BLOCK.seat));
  });

  it('a row inserted inside the roster refuses, naming the list of players and the row', () => {
    const { ctx, book } = tourOnePlayed();
    book.insertRows(tourName(1), TOUR.first + 4); // above the 4th roster line (inside table 1 and 2 rows too)
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefSheetDamaged' });
    expect(r.message).toContain('список участников');
    expect(r.message).toContain(a1(TOUR.first + 3, TOUR.no));
  });

  it("the roster's last row deleted (a player gone) refuses with rowsLost", () => {
    const { ctx, book } = tourOnePlayed();
    book.deleteRows(tourName(1), TOUR.first + PLAYERS.length);
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'rowsLost' });
    expect(r.message).toContain('список участников');
  });

  it("a table block's title row deleted refuses with rowsLost, naming the table", () => {
    const { ctx, book, tables } = tourOnePlayed();
    const b3 = blocksOf(tables)[2] as BlockLayout;
    book.deleteRows(tourName(1), b3.top + 1);
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'rowsLost' });
    expect(r.message).toContain('стол 3');
  });

  it('the roster sorted by name refuses with the rows moved', () => {
    const { ctx, book } = tourOnePlayed();
    book.sortRange(tourName(1), `A${TOUR.first + 1}:F${TOUR.first + PLAYERS.length}`, 'B', false);
    const r = seatTour(fresh(ctx), 2, PLAYERS, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefSheetDamaged' });
    expect(r.message).toContain('список участников');
  });

  it('a sheet written before anchors existed is read where the plan put things', () => {
    const control = tourOnePlayed();
    const expected = expectOk(seatTour(fresh(control.ctx), 2, PLAYERS, OPTS)).tables;
    const { ctx, services } = tourOnePlayed();
    stripAnchors(services, tourName(1));
    stripAnchors(services, ATT);
    expect(expectOk(seatTour(fresh(ctx), 2, PLAYERS, OPTS)).tables).toEqual(expected);
  });

  it("the roster's last row may be a table's title row too (11 players, 2 absent: tables 3, 3, 3, Art. 16 item 3)", () => {
    const eleven = [...PLAYERS, 'Мусина Асель'];
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, eleven, 2));
    for (const p of ['Абаев Ерлан', 'Бекова Айгерим'])
      book.typeAs('committee', ATT, a1(ATTENDANCE.first + eleven.indexOf(p), ATTENDANCE.tours), true);
    const t1 = expectOk(seatTour(fresh(ctx), 1, eleven, { ...OPTS, seed: 2 }));
    const blocks = tourLayout(eleven, t1.tables).blocks;
    expect(blocks.map((b) => b.top)).toContain(TOUR.first + eleven.length - 1);
    const shared = rowMarks(book, tourName(1)).filter((m) => m.start === TOUR.first + eleven.length);
    expect(shared.map((m) => idOf(m.value)).sort()).toEqual(['roster', 't:3']);
    playTables(book, tourName(1), blocks);
    book.insertRows(tourName(1), 1);
    expect(expectOk(seatTour(fresh(ctx), 2, eleven, OPTS)).tables.flatMap((t) => t.players)).toHaveLength(11);
    // Deleting that row loses both: refused, naming both.
    const again = setup();
    expectOk(prepareAttendance(again.ctx, eleven, 2));
    for (const p of ['Абаев Ерлан', 'Бекова Айгерим'])
      again.book.typeAs('committee', ATT, a1(ATTENDANCE.first + eleven.indexOf(p), ATTENDANCE.tours), true);
    playTables(
      again.book,
      tourName(1),
      tourLayout(eleven, expectOk(seatTour(fresh(again.ctx), 1, eleven, { ...OPTS, seed: 2 })).tables).blocks,
    );
    again.book.deleteRows(tourName(1), TOUR.first + eleven.length);
    const r = seatTour(fresh(again.ctx), 2, eleven, OPTS);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'rowsLost' });
    expect(r.message).toContain('стол 3');
    expect(r.message).toContain('список участников');
  });

  it("the tour sheet carries its anchors: top, header, the roster's last row, each table, the columns", () => {
    const { book, tables } = tourOnePlayed();
    const rows = rowMarks(book, tourName(1)).map((m) => [idOf(m.value), m.start]);
    const blocks = blocksOf(tables);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['top', 1],
        ['header', TOUR.header + 1],
        ['roster', TOUR.first + PLAYERS.length],
        ...blocks.map((b) => [`t:${b.label}`, b.top + 1]),
      ]),
    );
    // The columns' ids in the hidden id row (src/sheets/idColumn.ts), not one metadata entry each.
    const cols = rowMarks(book, tourName(1), COL_ID_MARK).map((m) => idOf(m.value));
    expect(book.developerMetadata().filter((m) => m.sheet === tourName(1) && m.key === META.col)).toEqual([]);
    expect(cols).toEqual(
      expect.arrayContaining([
        'c:player',
        'c:table',
        'c:missed',
        'c:whists',
        'c:rating',
        'c:seat',
        'c:pool',
        'c:mountain',
        'c:w1',
        'c:w4',
        'c:result',
      ]),
    );
  });
});

describe('the final sheet is read where its rows and columns are now (Art. 17 items 5–6)', () => {
  function finalSeated() {
    const t = tourOnePlayed();
    const t2 = expectOk(seatTour(fresh(t.ctx), 2, PLAYERS, OPTS));
    playTables(t.book, tourName(2), blocksOf(t2.tables));
    const fin = expectOk(seatFinal(fresh(t.ctx), PLAYERS, { tours: 2, pool: 200 }));
    const block: BlockLayout = { label: '1', players: fin.players, top: FINAL.blockTop, col: FINAL.col };
    return { ...t, fin, block };
  }

  it('rows and a column inserted above and before: the places and the open cells where they are now', () => {
    const { ctx, book, services, fin, block } = finalSeated();
    book.insertRows(FIN, 1);
    book.insertColumns(FIN, 'A');
    const r = blockRects(block);
    // Seats 1–3 typed (pools 200, mountains 30/0/20), seat 4 not yet.
    [0, 1, 2].forEach((k) => {
      book.typeAs('referee', FIN, a1(r.first + k + 1, r.pools.col + 1), 200);
      book.typeAs('referee', FIN, a1(r.first + k + 1, r.mountains.col + 1), [30, 0, 20][k] as number);
    });
    const open = api.finalizeStage(services, 'preference', 'final');
    expect(open.problems[1]).toMatchObject({
      code: 'openFinalPart',
      cell: `${FIN}!${a1(r.first + 3 + 1, r.pools.col + 1)}`,
    });
    book.typeAs('referee', FIN, a1(r.first + 3 + 1, r.pools.col + 1), 200);
    book.typeAs('referee', FIN, a1(r.first + 3 + 1, r.mountains.col + 1), 10);
    // Mountains 30/0/20/10 (mean 15): −150, 150, −50, 50 → places 4, 1, 3, 2.
    const status = expectOk(preferenceStatus(fresh(ctx), PLAYERS, 2));
    expect(status.final.places.map((p) => p.player)).toEqual([
      fin.players[1],
      fin.players[3],
      fin.players[2],
      fin.players[0],
    ]);
    expectOk(api.finalizeStage(services, 'preference', 'final'));
  });

  it("a row inserted among the final table's seats refuses, naming the final table", () => {
    const { ctx, book, block } = finalSeated();
    book.insertRows(FIN, blockRects(block).first + 2);
    const r = preferenceStatus(fresh(ctx), PLAYERS, 2);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefSheetDamaged' });
    expect(r.message).toContain('финальный стол');
    expect(r.message).toContain(a1(blockRects(block).first + 1, FINAL.col + BLOCK.seat));
  });

  it('the places block deleted refuses with rowsLost', () => {
    const { ctx, book } = finalSeated();
    book.deleteRows(FIN, FINAL.blockTop + 4 + 3 + 1, 1); // the places title row: blockTop + blockHeight(4)
    const r = preferenceStatus(fresh(ctx), PLAYERS, 2);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'rowsLost' });
    expect(r.message).toContain('места 1–3');
  });
});

describe('the attendance sheet: found where it is now, ticks beyond the tours kept (Art. 16 item 4)', () => {
  it('a row and a column inserted: the announced absence still counts, withdraw writes where the columns are now', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => [`Player${i}`, 'A', '', 'KASE', `x${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    const att = 'Preference attendance';
    book.insertRows(att, 1);
    book.insertColumns(att, 'A');
    // Player3 A skips tour 1: his row is 2 + 3 (+1 inserted), tour 1's column C (+1).
    book.typeAs('committee', att, a1(ATTENDANCE.first + 3 + 1, ATTENDANCE.tours + 1), true);
    const t1 = expectOk(api.seatTour(services, 1, { seed: 3 }));
    expect(t1.absent).toEqual(['Player3 A']);
    const w = expectOk(api.withdraw(services, 'preference', 'player5 a'));
    expect(w.cells).toEqual(
      Array.from({ length: 6 }, (_, k) => `${att}!${a1(ATTENDANCE.first + 5 + 1, ATTENDANCE.tours + 1 + 1 + k)}`),
    );
    const line = book.toMatrix(att)[ATTENDANCE.first + 5 + 1] ?? [];
    expect(line.slice(ATTENDANCE.tours + 1, ATTENDANCE.tours + 1 + 7)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('a tour column deleted refuses: rowsLost when later tours remain, prefNoTourColumn for the last', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 3));
    book.deleteColumns(ATT, ATTENDANCE.tours + 2); // tour 2
    const r = seatTour(fresh(ctx), 1, PLAYERS, { tours: 3, pool: 120, seed: 1 });
    expect(refusal(r)).toMatchObject({ ok: false, code: 'rowsLost' });
    expect(r.message).toContain('столбец тура 2');

    const again = setup();
    expectOk(prepareAttendance(again.ctx, PLAYERS, 2));
    again.book.deleteColumns(ATT, ATTENDANCE.tours + 2); // tour 2, the last
    const t1 = expectOk(seatTour(fresh(again.ctx), 1, PLAYERS, { ...OPTS, seed: 1 }));
    playTables(again.book, tourName(1), blocksOf(t1.tables));
    const second = seatTour(fresh(again.ctx), 2, PLAYERS, OPTS);
    expect(refusal(second)).toMatchObject({ ok: false, code: 'prefNoTourColumn' });
    expect(second.message).toContain('нет столбца тура 2');
  });

  it('sorting the attendance rows keeps each tick with its player', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 2));
    book.typeAs('committee', ATT, a1(ATTENDANCE.first + PLAYERS.indexOf('Абаев Ерлан'), ATTENDANCE.tours), true);
    book.sortRange(ATT, `A${ATTENDANCE.first + 1}:D${ATTENDANCE.first + PLAYERS.length}`, 'B', false);
    expect(expectOk(seatTour(fresh(ctx), 1, PLAYERS, { ...OPTS, seed: 4 })).absent).toEqual(['Абаев Ерлан']);
  });

  it('ticks of tours beyond a lowered setting are kept, ignored while beyond it, and back when it is raised', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    const row = (p: string) => ATTENDANCE.first + PLAYERS.indexOf(p);
    book.typeAs('committee', ATT, a1(row('Лим Виктор'), ATTENDANCE.tours + 6), true); // tour 7
    book.typeAs('committee', ATT, a1(row('Бекова Айгерим'), ATTENDANCE.tours + 2), true); // tour 3
    // Lowered to 5: tour 6 (no tick) goes, tour 7 (a tick) is kept after tour 5, labelled as beyond the setting.
    const lowered = expectOk(prepareAttendance(fresh(ctx), PLAYERS, 5));
    expect(lowered.kept).toEqual([7]);
    expect(book.read(ATT, a1(ATTENDANCE.header, ATTENDANCE.tours + 5))).toBe(
      'Тур 7: сверх заданного числа туров (5), сохранён ради отметок',
    );
    expect(book.read(ATT, a1(ATTENDANCE.header, ATTENDANCE.tours + 6))).toBe('');
    expect(book.read(ATT, a1(row('Лим Виктор'), ATTENDANCE.tours + 5))).toBe(true);
    // Readers go by the setting: five tours; the kept column is not one of them.
    const read = readAttendance(ctx.book.getSheetByName(ATT) as never, 'ru');
    expect(read.tours).toBe(5);
    expect(read.kept).toEqual([7]);
    expect(expectOk(preferenceStatus(fresh(ctx), PLAYERS)).tours).toBe(5);
    // Rebuilt again at 5: still kept; raised to 7: tour 7's tick is back in its column, tour 6 empty.
    expectOk(prepareAttendance(fresh(ctx), PLAYERS, 5));
    const raised = expectOk(prepareAttendance(fresh(ctx), PLAYERS, 7));
    expect(raised.kept).toEqual([]);
    expect(book.read(ATT, a1(ATTENDANCE.header, ATTENDANCE.tours + 6))).toBe('Тур 7');
    const m = book.toMatrix(ATT);
    expect(m[row('Лим Виктор')]?.slice(ATTENDANCE.tours, ATTENDANCE.tours + 7)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(m[row('Бекова Айгерим')]?.slice(ATTENDANCE.tours, ATTENDANCE.tours + 7)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a kept tick of a player no longer registered still refuses (attendanceOrphans); nothing is written', () => {
    const { ctx, book } = setup();
    expectOk(prepareAttendance(ctx, PLAYERS, 7));
    book.typeAs('committee', ATT, a1(ATTENDANCE.first + PLAYERS.indexOf('Лим Виктор'), ATTENDANCE.tours + 6), true);
    expectOk(prepareAttendance(fresh(ctx), PLAYERS, 5));
    const before = book.snapshot();
    const r = prepareAttendance(
      fresh(ctx),
      PLAYERS.filter((p) => p !== 'Лим Виктор'),
      5,
    );
    expect(refusal(r)).toMatchObject({ ok: false, code: 'attendanceOrphans' });
    expect(r.message).toContain('Лим Виктор');
    expect(book.snapshot()).toEqual(before);
  });

  it('the kept column is labelled in every language', () => {
    const marks = new Map([['а', [false, false, false, true]]]);
    const label = (lang: 'ru' | 'kk' | 'en') =>
      attendancePlan({ lang, name: 'A', players: ['А'], tours: 2, marks }).values[ATTENDANCE.header]?.[
        ATTENDANCE.tours + 2
      ];
    expect(label('en')).toBe('Tour 4: beyond the 2 tours set, kept for its ticks');
    expect(label('kk')).toBe('4-айналым: белгіленген айналымдар санынан (2) тыс, белгілері үшін сақталды');
    expect(label('ru')).toBe('Тур 4: сверх заданного числа туров (2), сохранён ради отметок');
  });
});

describe('a name changed by hand after the preference started is detected (issue: tour-1 result silently dropped)', () => {
  const REG = 'Преферанс регистрация';
  const surnames = [
    'Абенов',
    'Букеева',
    'Волков',
    'Галиев',
    'Дюсенова',
    'Ершов',
    'Жакупов',
    'Зайцева',
    'Искаков',
    'Каримова',
  ];

  function registered(first = surnames) {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 23, 10) });
    expectOk(api.setup(services, { lang: 'ru' }));
    paste(
      services,
      REG,
      first.map((n, i) => [n, 'Асель', '', 'KASE', `pref${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    const t1 = expectOk(api.seatTour(services, 1, { seed: 5, acceptWarnings: true }));
    playTables(
      book,
      tourName(1),
      tourLayout(
        first.map((n) => `${n} Асель`),
        t1.tables,
      ).blocks,
    );
    return { services, book };
  }

  it('a surname corrected in the registration after tour 1: tour 2, the final and the attendance refuse with prefNameChanged', () => {
    const { services, book } = registered();
    book.typeAs('committee', REG, 'A4', 'Волкова'); // "Волков Асель" → "Волкова Асель"
    const before = book.snapshot();
    const r = api.seatTour(services, 2);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefNameChanged' });
    // Names him, where he is recorded (where the cells are now), the registered names like him, and what to do.
    expect(r.message).toContain('«Волков Асель»');
    expect(r.message).toContain(`«${tourName(1)}»!B${TOUR.first + 3}`);
    expect(r.message).toContain(`«${ATT}»!B${ATTENDANCE.first + 3}`);
    expect(r.message).toContain('похожие имена в регистрации: «Волкова Асель»');
    expect(r.message).toContain('«Исправить имя»');
    expect(r.message).toContain('«Снять с турнира»');
    expect(r.problems[0]?.cell).toBe(`${tourName(1)}!B${TOUR.first + 3}`);
    expect(book.snapshot()).toEqual(before);
    expect(api.prepareAttendance(services).problems[0]?.code).toBe('prefNameChanged');
    expect(book.snapshot()).toEqual(before);
    // Put back: tour 2 is seated as before.
    book.typeAs('committee', REG, 'A4', 'Волков');
    expectOk(api.seatTour(services, 2));
  });

  it('a player whose registration row was deleted after tour 1 refuses too (withdraw him instead)', () => {
    const { services, book } = registered();
    const s = services.app.getActiveSpreadsheet().getSheetByName(REG);
    s?.getRange('A11:G11').setValues([['', '', '', '', '', '', false]]); // Каримова's row emptied
    const r = api.seatTour(services, 2, { acceptWarnings: true });
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefNameChanged' });
    expect(r.message).toContain('«Каримова Асель»');
    // The attendance is not rebuilt without him either.
    const before = book.snapshot();
    expect(api.prepareAttendance(services, { acceptWarnings: true }).problems[0]?.code).toBe('prefNameChanged');
    expect(book.snapshot()).toEqual(before);
  });

  it('a Latin "o" replaced by the Cyrillic one is the same person: tour 2 is seated', () => {
    const latin = surnames.map((n) => (n === 'Волков' ? 'Вoлков' : n)); // Latin o
    const { services, book } = registered(latin);
    book.typeAs('committee', REG, 'A4', 'Волков');
    const t2 = expectOk(api.seatTour(services, 2, { acceptWarnings: true }));
    expect(t2.tables.flatMap((t) => t.players)).toContain('Волков Асель');
  });

  it('a player registered after tour 1 is allowed, as before', () => {
    const { services } = registered();
    paste(services, REG, [['Новиков', 'Асель', '', 'KASE', 'new@kase.kz', '+7 705 000 00 00', false]], 12);
    const t2 = expectOk(api.seatTour(services, 2, { acceptWarnings: true }));
    expect(t2.tables.flatMap((t) => t.players)).toContain('Новиков Асель');
  });

  it('before tour 1: a ticked name no longer registered refuses (attendanceOrphans), an unticked one is ignored', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: 1 });
    expectOk(api.setup(services, { lang: 'ru' }));
    paste(
      services,
      REG,
      surnames.map((n, i) => [n, 'Асель', '', 'KASE', `pref${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    book.typeAs('committee', ATT, a1(ATTENDANCE.first + 2, ATTENDANCE.tours + 1), true); // Волков skips tour 2
    book.typeAs('committee', REG, 'A4', 'Волкова');
    expect(api.seatTour(services, 1, { seed: 1 }).problems[0]?.code).toBe('attendanceOrphans');
    book.typeAs('committee', ATT, a1(ATTENDANCE.first + 2, ATTENDANCE.tours + 1), false);
    const t1 = api.seatTour(services, 1, { seed: 1 });
    expect(t1.ok).toBe(true);
    expect(t1.problems.map((p) => p.code)).toEqual(['prefNotInAttendance']);
  });
});

describe('arguments are checked before the lock', () => {
  function ready() {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: 1 });
    expectOk(api.setup(services, { lang: 'ru' }));
    book.resetCalls();
    return { services, book };
  }
  const never = /undefined|NaN|null|\[object Object\]/;

  it.each([
    ['the text "2"', '2'],
    ['NaN', Number.NaN],
    ['1e9', 1e9],
    ['0', 0],
    ['2.5', 2.5],
    ['an object', {}],
    ['undefined', undefined],
    ['null', null],
    ['an array', [1]],
  ])('seatTour(%s) is refused with prefBadTour', (_, n) => {
    const { services, book } = ready();
    const r = api.seatTour(services, n);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'prefBadTour' });
    expect(r.message).toContain('от 1 до 7');
    expect(r.message).not.toMatch(never);
    expect(book.countCalls({ category: 'lock' })).toBe(0);
  });

  it.each([['x'], [5], [true], [[{}]]])('options %j are refused with argNotOptions', (options) => {
    const { services, book } = ready();
    const results: ActionResult<unknown>[] = [
      api.seatTour(services, 1, options as never),
      api.seatFinal(services, options as never),
      api.prepareAttendance(services, options as never),
    ];
    for (const r of results) {
      expect(refusal(r)).toMatchObject({ ok: false, code: 'argNotOptions' });
      expect(r.message).not.toMatch(never);
    }
    expect(book.countCalls({ category: 'lock' })).toBe(0);
  });

  it('a preference withdrawal: a 1 MB name is refused at once, an object or nothing is described', () => {
    const { services, book } = ready();
    const huge = 'Я'.repeat(1 << 20);
    // "at once" counted, not timed (issue 21 item 7): no more service calls than the refusal of an
    // empty name — nothing of the preference sheets is read, nobody compared with it
    const empty = api.withdraw(services, 'preference', '');
    const emptyCalls = book.countCalls(); // ready() forgot the setup's calls
    const long = api.withdraw(services, 'preference', huge);
    expect(book.countCalls() - emptyCalls).toBe(emptyCalls);
    expect(refusal(empty)).toMatchObject({ ok: false, code: 'argEmpty' });
    expect(refusal(long)).toMatchObject({ ok: false, code: 'argTooLong' });
    for (const bad of [{}, undefined, null, Number.NaN]) {
      const r = api.withdraw(services, 'preference', bad);
      expect(r.ok).toBe(false);
      expect(r.message).not.toMatch(never);
    }
    expect(book.countCalls({ category: 'lock' })).toBe(0);
  });

  it('finalizing a preference tour without a number never says "undefined"', () => {
    const { services } = ready();
    const r = api.finalizeStage(services, 'preference', 'tour', undefined);
    expect(refusal(r)).toMatchObject({ ok: false, code: 'badTourNumber' });
    expect(r.message).not.toMatch(never);
  });
});
