/**
 * No-shows by the clock (issue 11 item 3), a whole tournament of each game through the server API
 * (the largest registration, bench/largest.mjs): the referee ticks "did not appear" on the day plan
 * sheet (an input open to referees), the committee applies the marks; before the allowed lateness
 * has passed a mark is refused with the moment it becomes possible, after it the rules apply:
 * - billiards (Art. 11 item 18) and backgammon (Art. 14 item 12): a forfeit, and the player leaves
 *   the tournament — every later group match of his is a forfeit and he is on the withdrawals list;
 * - futsal (Art. 7: the UEFA rules; our reading, docs/rules.md): a forfeit of that match only;
 * - preference (Art. 16 item 4): not admitted to the tour, −8, his table plays three-handed.
 * The clock is the spreadsheet's time zone (Asia/Almaty, UTC+5): 10:00 there is 05:00 UTC.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import { pasteLargest } from '../../bench/largest.mjs';
import * as api from '../../src/sheets/api';
import { sheetName } from '../../src/i18n/labels';
import { PLAN_COLS, readDayPlanMarks, type AnnouncedSlot } from '../../src/sheets/kinds/dayPlanSheet';
import { groupLayout, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import type { Services } from '../../src/sheets/gas';
import { a1 } from '../../src/sheets/plan';
import { cellOf, expectOk, futsalPlayoff, playInListOrder, typeSetting } from './helpers';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportXlsx, libreOfficeSheets, SOFFICE } from '../../workbench/xlsx';
import { toolChecks } from '../tools';

const FIRST_DAY: Record<string, string> = {
  futsal: '10.12.2026',
  billiards: '12.12.2026',
  backgammon: '14.12.2026',
  preference: '15.12.2026',
};
const ISO: Record<string, [number, number]> = {
  futsal: [11, 10],
  billiards: [11, 12],
  backgammon: [11, 14],
  preference: [11, 15],
};

function setting(book: FakeBook, key: string, value: string | number): void {
  typeSetting(book, 'Настройки', key, value);
}

function tournament() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 11, 1, 6) });
  expectOk(api.setup(services, { lang: 'ru' }));
  pasteLargest(services.app);
  for (const [game, day] of Object.entries(FIRST_DAY)) setting(book, `${game}.firstDay`, day);
  return { services, book };
}

/** The UTC moment of a local (UTC+5) time of a game's day `day` (0-based), `minutes` after midnight. */
function at(game: string, day: number, minutes: number): number {
  const [m, d] = ISO[game] as [number, number];
  return Date.UTC(2026, m, d + day, 0, minutes - 5 * 60);
}

function plan(services: Services, game: string) {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(sheetName(`dayplan.${game}` as never, 'ru'));
  if (!sheet) throw new Error(`no day plan of ${game}`);
  return readDayPlanMarks(sheet);
}

/** The referee ticks "did not appear" for side 0 / 1 (preference: types the name). */
function mark(book: FakeBook, game: string, slot: AnnouncedSlot, side: 0 | 1, value: string | boolean = true): void {
  const col = side === 0 ? PLAN_COLS.absentA : PLAN_COLS.absentB;
  book.typeAs('referee', sheetName(`dayplan.${game}` as never, 'ru'), a1(slot.row, col), value);
}

function drawGame(services: Services, game: GroupGame): GroupSpec[] {
  return expectOk(api.draw(services, game, { seed: 7, acceptWarnings: true })).groups;
}

/** The score cells of group `letter`'s match k (1-based) on the group sheet, as text. */
function groupScores(book: FakeBook, game: GroupGame, groups: GroupSpec[], letter: string, k: number): string[] {
  const layout = groupLayout(game, groups);
  const block = layout.blocks.find((b) => b.letter === letter)!;
  const m = block.matches[k - 1]!;
  const row = book.toMatrix(sheetName(`groups.${game}` as never, 'ru'))[m.row] ?? [];
  const cols =
    game === 'backgammon' ? [layout.columns.forfeit as number] : [layout.columns.scoreA, layout.columns.scoreB];
  return cols.map((c) => String(row[c] ?? ''));
}

function matchesOf(game: GroupGame, groups: GroupSpec[], name: string) {
  const layout = groupLayout(game, groups);
  return layout.blocks
    .flatMap((b) => b.matches.map((m, i) => ({ letter: b.letter, k: i + 1, m })))
    .filter((x) => x.m.a === name || x.m.b === name);
}

describe('no-shows by the clock (issue 11 item 3)', () => {
  it('billiards (Art. 11 item 18): refused at 14 minutes with the moment it counts; at 15 a forfeit and he leaves: his later group matches are forfeits, he is on the withdrawals list', () => {
    const { services, book } = tournament();
    const groups = drawGame(services, 'billiards');
    expectOk(api.dayPlan(services, 'billiards'));
    const first = [...plan(services, 'billiards').slots.values()].find((s) => s.key === 'g:A:1')!;
    expect(first.date).toBe('2026-12-12');
    const absent = first.shown[0] as string;
    mark(book, 'billiards', first, 0);

    book.now = at('billiards', 0, first.start + 14);
    const early = api.applyNoShows(services, 'billiards');
    expect(early.ok).toBe(false);
    const from = `12.12.2026 ${String(Math.floor((first.start + 15) / 60)).padStart(2, '0')}:${String((first.start + 15) % 60).padStart(2, '0')}`;
    expect(early.message).toContain(from);
    expect(early.message).toContain('ст. 11 п. 18');
    expect(groupScores(book, 'billiards', groups, 'A', 1)).toEqual(['', '']);
    expect(plan(services, 'billiards').slots.get('g:A:1')?.status).toBe(`○ учтётся с ${from}`);

    book.now = at('billiards', 0, first.start + 15);
    const done = expectOk(api.applyNoShows(services, 'billiards'));
    expect(done.applied).toEqual([{ key: 'g:A:1', name: absent }]);
    // This match and every other of his: "-" for him, "+" for the opponent.
    const his = matchesOf('billiards', groups, absent);
    expect(his.length).toBe(groups.find((g) => g.letter === 'A')!.players.length - 1);
    for (const x of his)
      expect(groupScores(book, 'billiards', groups, x.letter, x.k)).toEqual(x.m.a === absent ? ['-', '+'] : ['+', '-']);
    expect(book.toMatrix('Бильярд выбывшие').flat()).toContain(absent);
    const status = plan(services, 'billiards').slots.get('g:A:1')!.status;
    expect(status.startsWith('✓ 12.12.2026')).toBe(true);
    expect(status).toContain(absent);

    // Applied once: again, nothing waits; the plan made again keeps the tick and the status on its row.
    expect(expectOk(api.applyNoShows(services, 'billiards')).applied).toEqual([]);
    // A referee clears the status by mistake: applied again, it changes nothing (he is withdrawn once, no cell rewritten).
    const groupsNow = book.toMatrix('Бильярд группы');
    book.typeAs('referee', sheetName('dayplan.billiards' as never, 'ru'), a1(first.row, PLAN_COLS.status), '');
    expectOk(api.applyNoShows(services, 'billiards'));
    expect(book.toMatrix('Бильярд группы')).toEqual(groupsNow);
    expect(
      book
        .toMatrix('Бильярд выбывшие')
        .flat()
        .filter((v) => v === absent).length,
    ).toBe(1);
    expectOk(api.dayPlan(services, 'billiards'));
    const again = plan(services, 'billiards').slots.get('g:A:1')!;
    expect(again.absent).toEqual([{ side: 0, name: absent }]);
    expect(again.status.startsWith('✓ 12.12.2026')).toBe(true);
    expect(again.status).toContain(absent);
  });

  it('backgammon (Art. 14 item 12): a mark on a match with a result typed is refused; both absent in one match: lost by both (-:-), and both leave', () => {
    const { services, book } = tournament();
    const groups = drawGame(services, 'backgammon');
    expectOk(api.dayPlan(services, 'backgammon'));
    const slots = plan(services, 'backgammon').slots;
    const a1m = slots.get('g:A:1')!;
    const b1m = slots.get('g:B:1')!;
    // A:1 was played: a no-show cell typed by the referee (A absent) — the mark on B's side is refused.
    const layout = groupLayout('backgammon', groups);
    const mA = layout.blocks[0]!.matches[0]!;
    book.typeAs('referee', 'Нарды группы', a1(mA.row, layout.columns.forfeit as number), '+:-');
    mark(book, 'backgammon', a1m, 0);
    // B:1: both did not appear.
    mark(book, 'backgammon', b1m, 0);
    mark(book, 'backgammon', b1m, 1);
    book.now = at('backgammon', 0, Math.max(a1m.start, b1m.start) + 20);
    const result = api.applyNoShows(services, 'backgammon');
    const r = expectOk(result);
    expect(r.applied.map((x) => x.name).sort()).toEqual([...b1m.shown].sort());
    expect(result.problems.some((p) => p.code === 'noShowPlayed')).toBe(true);
    expect(groupScores(book, 'backgammon', groups, 'B', 1)).toEqual(['-:-']);
    expect(groupScores(book, 'backgammon', groups, 'A', 1)).toEqual(['+:-']);
    for (const name of b1m.shown) {
      for (const x of matchesOf('backgammon', groups, name).filter((x) => !(x.letter === 'B' && x.k === 1))) {
        expect(groupScores(book, 'backgammon', groups, x.letter, x.k)).toEqual([x.m.a === name ? '-:+' : '+:-']);
      }
    }
    expect(plan(services, 'backgammon').slots.get('g:A:1')!.status).toBe('');
  });

  it('futsal: a forfeit of that match only (3:0); the team plays its other matches', () => {
    const { services, book } = tournament();
    const groups = drawGame(services, 'futsal');
    expectOk(api.dayPlan(services, 'futsal'));
    const slot = plan(services, 'futsal').slots.get('g:A:1')!;
    const team = slot.shown[1] as string;
    mark(book, 'futsal', slot, 1);
    book.now = at('futsal', 0, slot.start + 15);
    expectOk(api.applyNoShows(services, 'futsal'));
    expect(groupScores(book, 'futsal', groups, 'A', 1)).toEqual(['+', '-']);
    for (const x of matchesOf('futsal', groups, team).filter((x) => !(x.letter === 'A' && x.k === 1)))
      expect(groupScores(book, 'futsal', groups, x.letter, x.k)).toEqual(['', '']);
    expect(services.app.getActiveSpreadsheet().getSheetByName('Мини-футбол выбывшие')).toBeNull();
  });

  it('preference (Art. 16 item 4): at 9 minutes refused; at 10 the player is not admitted to the tour, his table plays three-handed and he gets −8', () => {
    const { services, book } = tournament();
    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    expectOk(api.seatTour(services, 1, { seed: 3, acceptWarnings: true }));
    expectOk(api.dayPlan(services, 'preference'));
    const slot = plan(services, 'preference').slots.get('t:1:1')!;
    expect(slot.shown.length).toBe(4);
    const absent = slot.shown[2] as string;
    mark(book, 'preference', slot, 0, absent);
    // "да" pasted at table 2 instead of a name (the drop-down refuses it typed; a paste goes past it): said, nothing applied there.
    const other = plan(services, 'preference').slots.get('t:1:2')!;
    const planSheet = services.app
      .getActiveSpreadsheet()
      .getSheetByName(sheetName('dayplan.preference' as never, 'ru'))!;
    planSheet.getRange(other.row + 1, PLAN_COLS.absentA + 1, 1, 1).setValues([['да']]);
    book.now = at('preference', 0, slot.start + 9);
    const early = api.applyNoShows(services, 'preference');
    expect(early.ok).toBe(false);
    expect(early.problems.find((p) => p.code === 'noShowTooEarly')?.message).toContain('ст. 16 п. 4');
    book.now = at('preference', 0, slot.start + 10);
    const result = api.applyNoShows(services, 'preference');
    const done = expectOk(result);
    expect(done.applied).toEqual([{ key: 't:1:1', name: absent }]);
    expect(result.problems.map((p) => p.code)).toEqual(['noShowWhichPlayer']);
    const rulings = book.toMatrix('Преферанс решения судьи').flat().map(String);
    expect(rulings).toContain(absent);
    // Seated again in the plan: table 1 now has three.
    expectOk(api.dayPlan(services, 'preference'));
    const after = plan(services, 'preference').slots.get('t:1:1')!;
    expect(after.shown).toEqual(slot.shown.filter((n) => n !== absent));
    expect(after.status.startsWith('✓')).toBe(true);
  });

  it('futsal play-off: the semi-final a team did not come to goes to the other (-/+), its memory records who it was between; the final shows the winner', () => {
    const f = futsalPlayoff(false);
    const row = f.book.toMatrix('Settings').findIndex((line) => line[0] === 'futsal.firstDay') + 1;
    f.book.typeAs('committee', 'Settings', `C${row}`, '10.12.2026');
    expectOk(api.dayPlan(f.services, 'futsal'));
    const sheet = f.services.app.getActiveSpreadsheet().getSheetByName('Futsal day plan')!;
    const sf1 = readDayPlanMarks(sheet).slots.get('b:SF1')!;
    const [a, b] = sf1.shown as [string, string];
    f.book.typeAs('referee', 'Futsal day plan', a1(sf1.row, PLAN_COLS.absentA), true);
    f.book.now = at('futsal', 0, sf1.start + 15);
    expectOk(api.applyNoShows(f.services, 'futsal'));
    const m = f.m('SF1');
    expect([f.book.read(f.net, cellOf(m.scoreA)), f.book.read(f.net, cellOf(m.scoreB))]).toEqual(['-', '+']);
    expect(f.book.read(f.net, cellOf(m.winner))).toBe(b);
    expect([f.book.read(f.net, cellOf(m.memA)), f.book.read(f.net, cellOf(m.memB))]).toEqual([a, b]);
    // Made again, the plan shows the winner in the final.
    expectOk(api.dayPlan(f.services, 'futsal'));
    expect(readDayPlanMarks(sheet).slots.get('b:F')!.shown[0]).toBe(b);
  });

  it("a messy day: the plan sheet renamed and a row inserted above the marked one — the status lands on the marked row, before the referee's note; a mark on a row whose players are not known yet is refused in words", () => {
    const { services, book } = tournament();
    drawGame(services, 'billiards');
    expectOk(api.dayPlan(services, 'billiards'));
    book.renameSheet('Бильярд план дня', 'План бильярд (для судей)');
    const sheet = services.app.getActiveSpreadsheet().getSheetByName('План бильярд (для судей)')!;
    const slot = readDayPlanMarks(sheet).slots.get('g:B:2')!;
    book.insertRows('План бильярд (для судей)', slot.row + 1, 2);
    const moved = readDayPlanMarks(sheet).slots.get('g:B:2')!;
    expect(moved.row).toBe(slot.row + 2);
    book.typeAs('referee', 'План бильярд (для судей)', a1(moved.row, PLAN_COLS.absentB), true);
    // The referee's note in the status cell stays, after the status.
    book.typeAs('referee', 'План бильярд (для судей)', a1(moved.row, PLAN_COLS.status), 'звонил, в пробке');
    // A play-off match: its players come from the groups, not known yet.
    const net = [...readDayPlanMarks(sheet).slots.values()].find((s) => s.key.startsWith('b:'))!;
    book.typeAs('referee', 'План бильярд (для судей)', a1(net.row, PLAN_COLS.absentA), true);
    book.now = at('billiards', 1, 23 * 60);
    const result = api.applyNoShows(services, 'billiards');
    const r = expectOk(result);
    expect(r.applied).toEqual([{ key: 'g:B:2', name: moved.shown[1] }]);
    expect(result.problems.map((p) => p.code)).toEqual(['noShowNotKnown']);
    const row = book.toMatrix('План бильярд (для судей)')[moved.row] ?? [];
    expect(String(row[PLAN_COLS.status])).toMatch(new RegExp(`^✓ .*${moved.shown[1]}.* · звонил, в пробке$`));
    expect(String(row[PLAN_COLS.key])).toBe('g:B:2');
  });

  it('billiards, the whole way: the groups played, the net generated and the plan made again; a player absent at his stage-2 match leaves — that match and his bottom-net match go to his opponents, he wins nothing', () => {
    const { services, book } = tournament();
    const groups = drawGame(services, 'billiards');
    // Before the groups are played, a referee ticks a play-off side ("A1": nobody yet) by mistake.
    expectOk(api.dayPlan(services, 'billiards'));
    // A match of stage 2, whose sides are group places (the plan's rows run by day and time: a late day's
    // matches past midnight are on the next date, so the first play-off row is not necessarily one).
    const early = [...plan(services, 'billiards').slots.values()].find(
      (x) => x.key.startsWith('b:') && /^[A-H][1-8]$/.test(x.shown[0] ?? ''),
    )!;
    mark(book, 'billiards', early, 0);
    playInListOrder(book, 'Бильярд группы', 'billiards', groups);
    expectOk(api.generateBracket(services, 'billiards'));
    expectOk(api.dayPlan(services, 'billiards'));
    // Made again, the side names a player now: the tick was for "A1", not for him — removed, and said.
    const dropped = plan(services, 'billiards').slots.get(early.key)!;
    expect(dropped.shown[0]).not.toBe(early.shown[0]);
    expect(dropped.absent).toEqual([]);
    expect(dropped.status).toContain(`${early.shown[0]} → ${dropped.shown[0]}`);
    const slots = [...plan(services, 'billiards').slots.values()];
    const first = slots
      .filter((x) => x.key.startsWith('b:') && x.shown.length === 2 && !/[()]/.test(x.shown.join('')))
      .sort((x, y) => x.start - y.start)[0]!;
    const [absent, opponent] = first.shown as [string, string];
    mark(book, 'billiards', first, 0);
    book.now = at('billiards', 1, 23 * 60);
    expect(expectOk(api.applyNoShows(services, 'billiards')).applied).toEqual([{ key: first.key, name: absent }]);
    const net = sheetName('bracket.billiards', 'ru');
    const layout = bracketLayout({
      game: 'billiards',
      lang: 'ru',
      name: net,
      format: 'net32',
      groupSheet: 'Бильярд группы',
      groups,
      partiesToWin: 2,
    });
    const text = (r: { row: number; col: number }) => String(book.toMatrix(net)[r.row]?.[r.col] ?? '');
    const m = layout.matches.find((x) => `b:${x.id}` === first.key)!;
    expect([text(m.a), text(m.b)]).toEqual([absent, opponent]);
    expect(text(m.winner)).toBe(opponent);
    expect(text(m.loser)).toBe(absent);
    // Nothing typed anywhere in the net, and no match won by him; where he meets a known opponent again, the opponent goes on.
    // The referees play the rest of the net as far as it goes (the first named wins 2:0), his matches aside.
    for (let pass = 0; pass < 12; pass++) {
      for (const x of layout.matches) {
        const [pa, pb] = [text(x.a), text(x.b)];
        if (
          pa === '' ||
          pb === '' ||
          pa === absent ||
          pb === absent ||
          pa === '—' ||
          pb === '—' ||
          text(x.winner) !== '' ||
          text(x.scoreA) !== ''
        )
          continue;
        book.typeAs('referee', net, cellOf(x.scoreA), 2);
        book.typeAs('referee', net, cellOf(x.scoreB), 0);
      }
    }
    const his = layout.matches.filter((x) => x !== m && (text(x.a) === absent || text(x.b) === absent));
    expect(his.length).toBeGreaterThan(0);
    for (const x of layout.matches) expect(text(x.winner)).not.toBe(absent);
    const known = his.filter((x) => (text(x.a) === absent ? text(x.b) : text(x.a)) !== '');
    expect(known.length).toBeGreaterThan(0);
    for (const x of known) expect(text(x.winner)).toBe(text(x.a) === absent ? text(x.b) : text(x.a));
  });

  it('a column of the plan deleted: the run is refused and nothing is written where the status was; a group sheet with a row deleted: each mark says so, none applied, nothing written', () => {
    const { services, book } = tournament();
    drawGame(services, 'billiards');
    expectOk(api.dayPlan(services, 'billiards'));
    const slots = plan(services, 'billiards').slots;
    const a = slots.get('g:A:1')!;
    const b = slots.get('g:B:1')!;
    mark(book, 'billiards', a, 0);
    mark(book, 'billiards', b, 1);
    book.now = at('billiards', 1, 23 * 60);
    const name = sheetName('dayplan.billiards' as never, 'ru');
    const before = book.snapshot();
    // The group sheet loses a row: every withdrawal there refuses (rows lost), each mark says it.
    book.deleteRows('Бильярд группы', 10, 1);
    const groupsBefore = book.toMatrix('Бильярд группы');
    const r = api.applyNoShows(services, 'billiards');
    expect(r.ok).toBe(false);
    expect(r.problems.filter((p) => p.code === 'rowsLost').length).toBeGreaterThanOrEqual(2);
    expect(book.toMatrix('Бильярд группы')).toEqual(groupsBefore);
    expect(plan(services, 'billiards').slots.get('g:A:1')!.status).toBe('');
    // The plan's status column deleted: refused before anything, the keys stay.
    book.deleteColumns(name, 'K', 1);
    const planBefore = book.toMatrix(name);
    const refusedRun = api.applyNoShows(services, 'billiards');
    expect(refusedRun.ok).toBe(false);
    expect(refusedRun.problems[0]?.code).toBe('rowsLost');
    expect(book.toMatrix(name)).toEqual(planBefore);
    expect(before).toBeDefined();
  });
});

/** LibreOffice's check runs where it is installed, and always in CI (REQUIRE_TOOLS=1). */
const LIBREOFFICE = toolChecks(
  'LibreOffice (soffice)',
  SOFFICE !== undefined,
  'sudo apt-get install -y libreoffice-calc-nogui',
);

describe.skipIf(!LIBREOFFICE)(
  `the record: a no-show in the downloaded file${LIBREOFFICE ? '' : ' (skipped: soffice is not installed)'}`,
  () => {
    it('LibreOffice opens the day plan with its tick and its status on the marked row, and the withdrawal on the group sheet', async () => {
      const { services, book } = tournament();
      const groups = drawGame(services, 'billiards');
      expectOk(api.dayPlan(services, 'billiards'));
      const slot = plan(services, 'billiards').slots.get('g:A:1')!;
      mark(book, 'billiards', slot, 0);
      book.now = at('billiards', 0, slot.start + 15);
      expectOk(api.applyNoShows(services, 'billiards'));
      const dir = mkdtempSync(join(tmpdir(), 'noshow-lo-'));
      try {
        const path = join(dir, 'record.xlsx');
        writeFileSync(path, await exportXlsx(book));
        const sheets = libreOfficeSheets(path, { dir, recalc: false, shown: true });
        const row = sheets.get(sheetName('dayplan.billiards' as never, 'ru'))?.[slot.row] ?? [];
        expect(row[PLAN_COLS.key]).toBe('g:A:1');
        // A tick prints as ✓ in the record (workbench/xlsx.ts BOOLEAN_FORMAT).
        expect(row[PLAN_COLS.absentA]).toBe('✓');
        expect(row[PLAN_COLS.status]).toMatch(new RegExp(`^✓ 12\\.12\\.2026 .*${slot.shown[0]}`));
        const m = matchesOf('billiards', groups, slot.shown[0] as string).find((x) => x.letter === 'A' && x.k === 1)!;
        const layout = groupLayout('billiards', groups);
        const g = sheets.get('Бильярд группы')?.[m.m.row] ?? [];
        expect([g[layout.columns.scoreA], g[layout.columns.scoreB]]).toEqual(
          m.m.a === slot.shown[0] ? ['-', '+'] : ['+', '-'],
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 120_000);
  },
);
