/**
 * The whole billiards tournament (Ch. 3) through the server API on the fake spreadsheet with a
 * real formula engine: 32 players in 8 groups of 4, a three-way tie settled by additional
 * parties (Art. 11 item 6), a withdrawal (Art. 11 item 18), a correction, then stage 2 and the
 * top / bottom nets of Art. 11 items 7–16 with a no-show, places 1–3. The expected routes are
 * worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { createFakeServices } from '../../fakes';
import { boardPlayoffShown, cellOf, expectOk, noErrorCells, paste } from './helpers';

const SURNAMES = [
  'Ахметов',
  'Байжанов',
  'Смирнов',
  'Жумабеков',
  'Ким',
  'Иванова',
  'Сейткали',
  'Петров',
  'Нурланов',
  'Омарова',
  'Ли',
  'Кузнецов',
  'Абдрахманов',
  'Тулегенова',
  'Волков',
  'Есенов',
];

function registration(): unknown[][] {
  return Array.from({ length: 32 }, (_, i) => [
    SURNAMES[i % 16],
    i < 16 ? 'Алмас' : 'Дана',
    '',
    i % 3 === 0 ? 'АО «KASE»' : 'АО «ЦДЦБ»',
    i < 6 ? 5 : 1 + (i % 4), // six declared level 5 → seeded (Art. 11 item 3 sub-item 1)
    `player${i}@example.kz`,
    `+7 701 555 ${String(i).padStart(2, '0')} 00`,
    i < 4, // four committee picks (Art. 9 item 2)
  ]);
}

describe('billiards end to end (Art. 11)', () => {
  it('32 players: groups with a three-way tie, a withdrawal and a correction; the nets; places 1–3', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 22) });
    expectOk(api.setup(services, { lang: 'ru' }));
    paste(services, 'Бильярд регистрация', registration());
    const check = api.checkRegistration(services, 'billiards');
    expect(check.problems.filter((p) => p.severity === 'error')).toEqual([]);

    const drawn = expectOk(api.draw(services, 'billiards', { seed: 2026 }));
    expect(drawn.groups.map((g) => g.players.length)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    // The 4 picks and the 2 further level-5 players are seeded (Art. 11 item 3 sub-item 1): 6 seeds
    // over 8 groups, so no group holds two of them.
    const seeds = new Set(
      registration()
        .filter((r) => r[7] === true || r[4] === 5)
        .map((r) => `${r[0]} ${r[1]}`),
    );
    expect(seeds.size).toBe(6);
    expect(drawn.groups.map((g) => g.players.filter((p) => seeds.has(p)).length).every((n) => n <= 1)).toBe(true);
    expect(new Set(drawn.groups.flatMap((g) => g.players)).size).toBe(32);
    // Same seed → same draw (auditable, SPEC §5): a second spreadsheet reproduces it.
    const other = createFakeServices({ locale: 'ru_RU', now: 5 });
    api.setup(other.services, { lang: 'ru' });
    paste(other.services, 'Бильярд регистрация', registration());
    expect(expectOk(api.draw(other.services, 'billiards', { seed: 2026 })).groups).toEqual(drawn.groups);

    const gs = 'Бильярд группы';
    const layout = groupLayout('billiards', drawn.groups);
    const G = (g: number): GroupSpec => drawn.groups[g] as GroupSpec;
    const P = (g: number, i: number): string => G(g).players[i] as string;
    const play = (g: number, x: string, y: string, px: number | string, py: number | string, bx = 8, by = 3) => {
      const block = layout.blocks[g];
      const m = block?.matches.find((mm) => (mm.a === x && mm.b === y) || (mm.a === y && mm.b === x));
      if (!m) throw new Error(`no match ${x}–${y}`);
      const swap = m.a !== x;
      const cells: [number, number | string][] = [
        [layout.columns.scoreA, swap ? py : px],
        [layout.columns.scoreB, swap ? px : py],
        [layout.columns.extraA as number, swap ? by : bx],
        [layout.columns.extraB as number, swap ? bx : by],
      ];
      for (const [col, v] of cells) book.typeAs('referee', gs, cellOf({ row: m.row, col, rows: 1, cols: 1 }), v);
    };
    // Every group: the earlier-listed player beats the later one 2:0 (balls 8:3) → places in list order,
    // except A (three-way tie) and B (a withdrawal).
    for (let g = 2; g < 8; g++)
      for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) play(g, P(g, i), P(g, j), 2, 0);
    // A correction in group C: P1–P2 typed 0:2, corrected to 2:1.
    play(2, P(2, 1), P(2, 2), 0, 2);
    play(2, P(2, 1), P(2, 2), 2, 1, 9, 7);

    // Group A: P0 beats P1, P1 beats P2, P2 beats P0 (each 2:1, balls 8:8), all beat P3 2:0:
    // three tied on 2 wins; among them party difference 0 each, ball difference 0 each → the
    // additional parties decide (Art. 11 item 6 second paragraph).
    play(0, P(0, 0), P(0, 1), 2, 1, 8, 8);
    play(0, P(0, 1), P(0, 2), 2, 1, 8, 8);
    play(0, P(0, 2), P(0, 0), 2, 1, 8, 8);
    for (let i = 0; i < 3; i++) play(0, P(0, i), P(0, 3), 2, 0);
    const A = layout.blocks[0];
    if (!A) throw new Error('A');
    expect(book.read(gs, cellOf(A.firstCell))).toBe('');
    // Additional parties: P1 beats P0 and P2, P0 beats P2 → P1, P0, P2.
    const tb = [
      [P(0, 1), P(0, 0)],
      [P(0, 1), P(0, 2)],
      [P(0, 0), P(0, 2)],
    ];
    tb.forEach(([w, l], k) => {
      book.typeAs('referee', gs, cellOf(A.tiebreakRect, k, 0), w as string);
      book.typeAs('referee', gs, cellOf(A.tiebreakRect, k, 1), l as string);
    });
    expect(book.read(gs, cellOf(A.firstCell))).toBe(P(0, 1));
    expect(book.read(gs, cellOf(A.secondCell))).toBe(P(0, 0));

    // Group B: P0 beats everyone; P3 played P0 (lost), then withdrew (Art. 11 item 18):
    // his later matches become forfeits, and nothing typed is touched.
    play(1, P(1, 0), P(1, 1), 2, 0);
    play(1, P(1, 0), P(1, 2), 2, 0);
    play(1, P(1, 0), P(1, 3), 2, 1);
    play(1, P(1, 1), P(1, 2), 2, 1);
    const w = expectOk(api.withdraw(services, 'billiards', P(1, 3)));
    expect(w.cells).toHaveLength(4); // two matches × two score cells
    const B = layout.blocks[1];
    if (!B) throw new Error('B');
    expect(book.read(gs, cellOf(B.firstCell))).toBe(P(1, 0));
    expect(book.read(gs, cellOf(B.secondCell))).toBe(P(1, 1));
    for (let g = 2; g < 8; g++) {
      expect(book.read(gs, cellOf(layout.blocks[g]?.firstCell ?? A.firstCell))).toBe(P(g, 0));
      expect(book.read(gs, cellOf(layout.blocks[g]?.secondCell ?? A.firstCell))).toBe(P(g, 1));
    }
    noErrorCells(book);

    // The nets.
    expectOk(api.generateBracket(services, 'billiards'));
    // The board (issue 25 item 1): stage 2 is the current round, its eight pairs from the net sheet.
    expectOk(api.board(services, { games: ['billiards'] }));
    const shown = boardPlayoffShown(book, 'Бильярд: плей-офф', 8);
    expect([shown.count, shown.round]).toEqual(['1/7', 'Этап 2']);
    expect(shown.rows.map((r) => r[0])).toEqual(['II-1', 'II-2', 'II-3', 'II-4', 'II-5', 'II-6', 'II-7', 'II-8']);
    expect(shown.rows.every((r) => /^.+ – .+$/.test(r[1] ?? '') && r[2] === '' && r[3] === '')).toBe(true);
    const net = 'Бильярд сетка';
    const bl = bracketLayout({
      game: 'billiards',
      lang: 'ru',
      name: net,
      format: 'net32',
      groupSheet: gs,
      groups: drawn.groups,
      partiesToWin: 2,
    });
    const q: Record<string, string> = {};
    'ABCDEFGH'.split('').forEach((letter, g) => {
      q[`${letter}1`] = g === 0 ? P(0, 1) : P(g, 0);
      q[`${letter}2`] = g === 0 ? P(0, 0) : P(g, 1);
    });
    const m = (id: string) => {
      const x = bl.matches.find((mm) => mm.id === id);
      if (!x) throw new Error(id);
      return x;
    };
    const pair = (id: string) => [book.read(net, cellOf(m(id).a)), book.read(net, cellOf(m(id).b))];
    const result = (id: string, a: number | string, b: number | string) => {
      book.typeAs('referee', net, cellOf(m(id).scoreA), a);
      book.typeAs('referee', net, cellOf(m(id).scoreB), b);
    };
    // Stage 2 (item 7). A1 does not appear for II-1: H2 goes on; A1 is out (item 18), so he also
    // forfeits III-5. Everywhere else the first-named player wins 2:0.
    const stage2 = [
      ['A1', 'H2'],
      ['B1', 'G2'],
      ['C1', 'F2'],
      ['D1', 'E2'],
      ['E1', 'A2'],
      ['F1', 'B2'],
      ['G1', 'C2'],
      ['H1', 'D2'],
    ];
    stage2.forEach(([x, y], i) => expect(pair(`II-${i + 1}`)).toEqual([q[x as string], q[y as string]]));
    result('II-1', '-', '+');
    for (let i = 2; i <= 8; i++) result(`II-${i}`, 2, 0);
    // Stage 3 (item 10): top III-1 H2–B1, III-2 C1–D1, III-3 E1–F1, III-4 G1–H1;
    // bottom III-5 A1–G2, III-6 F2–E2, III-7 A2–B2, III-8 C2–D2.
    const expected3: Record<string, [string, string]> = {
      'III-1': ['H2', 'B1'],
      'III-2': ['C1', 'D1'],
      'III-3': ['E1', 'F1'],
      'III-4': ['G1', 'H1'],
      'III-5': ['A1', 'G2'],
      'III-6': ['F2', 'E2'],
      'III-7': ['A2', 'B2'],
      'III-8': ['C2', 'D2'],
    };
    for (const [id, [x, y]] of Object.entries(expected3)) expect(pair(id)).toEqual([q[x], q[y]]);
    for (const id of ['III-1', 'III-2', 'III-3', 'III-4', 'III-6', 'III-7', 'III-8']) result(id, 2, 0);
    result('III-5', '-', '+');
    // Stage 4 (item 11): IV-1 H2–C1, IV-2 E1–G1; IV-3 W(III-5)–L(III-2) = G2–D1, IV-4 F2–B1, IV-5 A2–H1, IV-6 C2–F1.
    const expected4: Record<string, [string, string]> = {
      'IV-1': ['H2', 'C1'],
      'IV-2': ['E1', 'G1'],
      'IV-3': ['G2', 'D1'],
      'IV-4': ['F2', 'B1'],
      'IV-5': ['A2', 'H1'],
      'IV-6': ['C2', 'F1'],
    };
    for (const [id, [x, y]] of Object.entries(expected4)) expect(pair(id)).toEqual([q[x], q[y]]);
    for (const id of Object.keys(expected4)) result(id, 2, 1);
    // Stage 5 (item 12): the top net's two play (H2–E1); V-1 G2–F2, V-2 A2–C2, V-3 L(IV-1)–L(IV-2) = C1–G1.
    const expected5: Record<string, [string, string]> = {
      'V-top': ['H2', 'E1'],
      'V-1': ['G2', 'F2'],
      'V-2': ['A2', 'C2'],
      'V-3': ['C1', 'G1'],
    };
    for (const [id, [x, y]] of Object.entries(expected5)) expect(pair(id)).toEqual([q[x], q[y]]);
    for (const id of Object.keys(expected5)) result(id, 2, 0);
    // Stage 6 (item 14): L(V-top)–W(V-1) = E1–G2; W(V-2)–W(V-3) = A2–C1.
    expect(pair('VI-1')).toEqual([q.E1, q.G2]);
    expect(pair('VI-2')).toEqual([q.A2, q.C1]);
    result('VI-1', 2, 0);
    result('VI-2', 2, 1);
    // Stage 7 (item 15): E1–A2; the loser is third.
    expect(pair('VII')).toEqual([q.E1, q.A2]);
    result('VII', 2, 0);
    // Stage 8 (item 16): W(V-top)–W(VII) = H2–E1. Typed 2:1, corrected to 1:2.
    expect(pair('VIII')).toEqual([q.H2, q.E1]);
    result('VIII', 2, 1);
    expect(book.read(net, cellOf(bl.places[1]))).toBe(q.H2);
    result('VIII', 1, 2);
    expect([1, 2, 3].map((p) => book.read(net, cellOf(bl.places[p as 1 | 2 | 3])))).toEqual([q.E1, q.H2, q.A2]);
    // The board followed by itself to the final (item 16) and places 1–3.
    const end = boardPlayoffShown(book, 'Бильярд: плей-офф', 8);
    expect([end.count, end.round]).toEqual(['7/7', 'Этап 8 — финал']);
    expect(end.rows[0]).toEqual(['VIII', `${q.H2} – ${q.E1}`, q.E1, '1:2']);
    expect(end.rows[1]).toEqual(['', '', '', '']);
    expect(end.places).toEqual([q.E1, q.H2, q.A2]);
    noErrorCells(book);
  });
});
