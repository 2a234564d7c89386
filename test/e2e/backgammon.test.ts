/**
 * The whole backgammon tournament (Ch. 4) through the server API on the fake spreadsheet with a
 * real formula engine: 16 players in 4 groups of 4, party rows scored in plain formulas and by GROUP_TABLE (a mars,
 * a fourth party after 2:2, Art. 13 item 7, Art. 14 item 2), a no-show (Art. 14 item 12), a
 * three-way tie settled by additional parties (Art. 14 item 6), quarter-finals to the final
 * (Art. 14 items 8–11). Expected routes are worked out by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import type { Rect } from '../../src/sheets/plan';
import { createFakeServices } from '../../fakes';
import { boardPlayoffShown, cellOf, expectOk, noErrorCells, paste } from './helpers';

type Party = [number | '', number | ''];

function registration(): unknown[][] {
  const first = ['Ерлан', 'Айгерим', 'Сергей', 'Мадина'];
  const last = ['Касымов', 'Нуртаева', 'Орлов', 'Бекова'];
  return Array.from({ length: 16 }, (_, i) => [
    `${last[i % 4]}${i}`,
    first[Math.floor(i / 4)],
    '',
    'АО «KASE»',
    `bg${i}@example.kz`,
    `+7 702 000 00 ${String(i).padStart(2, '0')}`,
    false,
    i < 4,
  ]);
}

describe('backgammon end to end (Art. 13–14)', () => {
  it('16 players: party rows, a mars, a fourth party, a no-show, a three-way tie; quarter-finals to places 1–3', () => {
    const { services, book } = createFakeServices({ locale: 'kk_KZ', now: Date.UTC(2026, 10, 22) });
    expectOk(api.setup(services, { lang: 'kk' }));
    paste(services, 'Нарды тіркеу', registration());
    expect(api.checkRegistration(services, 'backgammon').problems.filter((p) => p.severity === 'error')).toEqual([]);
    const drawn = expectOk(api.draw(services, 'backgammon', { seed: 99 }));
    expect(drawn.groups.map((g) => g.players.length)).toEqual([4, 4, 4, 4]);
    // The four strongest in the committee's opinion are seeded (Art. 14 item 3 sub-item 1): one per group.
    const picks = registration()
      .slice(0, 4)
      .map((r) => `${r[0]} ${r[1]}`);
    expect(drawn.groups.map((g) => g.players.filter((p) => picks.includes(p)).length)).toEqual([1, 1, 1, 1]);

    const gs = 'Нарды топтар';
    const layout = groupLayout('backgammon', drawn.groups);
    const cols = layout.columns;
    const P = (g: number, i: number): string => (drawn.groups[g] as GroupSpec).players[i] as string;
    const at = (row: number, col: number): string => cellOf({ row, col, rows: 1, cols: 1 });
    /** Types a match's parties (x's cell first) and the chips each won. */
    const play = (g: number, x: string, y: string, parties: Party[], chipsX: number, chipsY: number) => {
      const m = layout.blocks[g]?.matches.find((mm) => (mm.a === x && mm.b === y) || (mm.a === y && mm.b === x));
      if (!m) throw new Error(`no match ${x}–${y}`);
      const swap = m.a !== x;
      parties.forEach(([px, py], k) => {
        const [a, b] = swap ? [py, px] : [px, py];
        if (a !== '') book.typeAs('referee', gs, at(m.row + k, cols.partyA as number), a);
        if (b !== '') book.typeAs('referee', gs, at(m.row + k, cols.partyB as number), b);
      });
      book.typeAs('referee', gs, at(m.row, cols.extraA as number), swap ? chipsY : chipsX);
      book.typeAs('referee', gs, at(m.row, cols.extraB as number), swap ? chipsX : chipsY);
      return m;
    };
    const win3: Party[] = [
      [1, 0],
      [2, 0],
    ]; // 1 + 2 (mars) = 3 after two parties: decided early (Art. 14 item 2.1)
    // Groups C and D: list order wins 3:0.
    for (const g of [2, 3])
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++) if (!(g === 2 && i === 0 && j === 3)) play(g, P(g, i), P(g, j), win3, 9, 0);
    // Group C: P3 does not appear against P0 (Art. 14 item 12): the no-show column.
    const mC = layout.blocks[2]?.matches.find((mm) => [mm.a, mm.b].includes(P(2, 0)) && [mm.a, mm.b].includes(P(2, 3)));
    if (!mC) throw new Error('C match');
    book.typeAs('referee', gs, at(mC.row, cols.forfeit as number), mC.a === P(2, 3) ? '-:+' : '+:-');
    // Group B: P0–P1 goes 1:0, 0:2 (mars), 1:0 → 2:2 after three parties → a fourth party, P0 wins 3:2.
    const mB = play(
      1,
      P(1, 0),
      P(1, 1),
      [
        [1, 0],
        [0, 2],
        [1, 0],
      ],
      10,
      15,
    );
    const live = (row: number) =>
      book.read(gs, `${at(row, cols.live as number)}:${at(row, (cols.live as number) + 2)}`) as unknown[][];
    const pts = (row: number) => (live(row)[0] ?? []).slice(0, 2);
    expect(live(mB.row)[0]?.[2]).toBe(''); // undecided after 2:2
    play(
      1,
      P(1, 0),
      P(1, 1),
      [
        ['', ''],
        ['', ''],
        ['', ''],
        [1, 0],
      ],
      12,
      15,
    );
    expect(pts(mB.row).sort()).toEqual([2, 3]);
    for (let i = 0; i < 4; i++)
      for (let j = i + 1; j < 4; j++) if (!(i === 0 && j === 1)) play(1, P(1, i), P(1, j), win3, 9, 0);
    // Group A: P0 beats P1, P1 beats P2, P2 beats P0 (each 3:0, 10 chips), all beat P3 3:0 (5 chips):
    // three tied on 2 wins, 3 party points each among them, chips difference +5 each → additional parties.
    play(0, P(0, 0), P(0, 1), win3, 10, 0);
    play(0, P(0, 1), P(0, 2), win3, 10, 0);
    play(0, P(0, 2), P(0, 0), win3, 10, 0);
    for (let i = 0; i < 3; i++) play(0, P(0, i), P(0, 3), win3, 5, 0);
    const A = layout.blocks[0];
    if (!A) throw new Error('A');
    expect(book.read(gs, cellOf(A.firstCell))).toBe('');
    // Additional parties: P2 beats P0 and P1; P0 beats P1 → A1 = P2, A2 = P0.
    [
      [P(0, 2), P(0, 0)],
      [P(0, 2), P(0, 1)],
      [P(0, 0), P(0, 1)],
    ].forEach(([w, l], k) => {
      book.typeAs('referee', gs, cellOf(A.tiebreakRect, k, 0), w as string);
      book.typeAs('referee', gs, cellOf(A.tiebreakRect, k, 1), l as string);
    });
    const q = {
      A1: P(0, 2),
      A2: P(0, 0),
      B1: P(1, 0),
      B2: P(1, 1),
      C1: P(2, 0),
      C2: P(2, 1),
      D1: P(3, 0),
      D2: P(3, 1),
    };
    layout.blocks.forEach((b, g) => {
      const letter = 'ABCD'[g] as 'A' | 'B' | 'C' | 'D';
      expect([book.read(gs, cellOf(b.firstCell)), book.read(gs, cellOf(b.secondCell))]).toEqual([
        q[`${letter}1`],
        q[`${letter}2`],
      ]);
    });
    noErrorCells(book);

    // Play-off (Art. 14 items 8–11).
    expectOk(api.generateBracket(services, 'backgammon'));
    // The board (issue 25 item 1): the quarter-finals are the current round.
    expectOk(api.board(services, { games: ['backgammon'] }));
    const shown = boardPlayoffShown(book, 'Нарды: плей-офф', 4);
    expect([shown.count, shown.round]).toEqual(['1/3', 'Ширек финалдар']);
    expect(shown.rows.map((r) => r[0])).toEqual(['ШФ1', 'ШФ2', 'ШФ3', 'ШФ4']);
    const po = 'Нарды плей-офф';
    const bl = bracketLayout({
      game: 'backgammon',
      lang: 'kk',
      name: po,
      format: 'qf8',
      groupSheet: gs,
      groups: drawn.groups,
      partiesToWin: 2,
    });
    const m = (id: string) => {
      const x = bl.matches.find((mm) => mm.id === id);
      if (!x) throw new Error(id);
      return x;
    };
    const pair = (id: string) => [book.read(po, cellOf(m(id).a)), book.read(po, cellOf(m(id).b))];
    const parties = (id: string, rows: Party[]) => {
      const r = m(id).parties as Rect;
      rows.forEach(([a, b], k) => {
        if (a !== '') book.typeAs('referee', po, cellOf(r, k, 0), a);
        if (b !== '') book.typeAs('referee', po, cellOf(r, k, 1), b);
      });
    };
    expect(pair('QF1')).toEqual([q.A1, q.B2]);
    expect(pair('QF2')).toEqual([q.B1, q.A2]);
    expect(pair('QF3')).toEqual([q.C1, q.D2]);
    expect(pair('QF4')).toEqual([q.D1, q.C2]);
    for (const id of ['QF1', 'QF2', 'QF3', 'QF4'])
      parties(id, [
        [1, 0],
        [1, 0],
        [1, 0],
      ]); // 3:0 after three parties
    // A correction: QF3 was typed the wrong way round (D2 winning every party) and is then put
    // right; the semi-final follows each time.
    const flip = (id: string, rows: Party[]) => {
      const r = m(id).parties as Rect;
      rows.forEach(([a, b], k) => {
        book.typeAs('referee', po, cellOf(r, k, 0), a);
        book.typeAs('referee', po, cellOf(r, k, 1), b);
      });
    };
    flip('QF3', [
      [0, 1],
      [0, 1],
      [0, 1],
    ]);
    expect(pair('SF1')).toEqual([q.A1, q.D2]);
    flip('QF3', [
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    // A fourth party typed after 3:0 (Art. 14 item 2): no winner, the note says why, the semi-final waits.
    flip('QF3', [
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(book.read(po, cellOf(m('QF3').winner))).toBe('');
    expect(String(book.read(po, cellOf(m('QF3').note)))).toContain('14-баптың 2-тармағын');
    expect(pair('SF1')).toEqual([q.A1, '']);
    flip('QF3', [
      [1, 0],
      [1, 0],
      [1, 0],
      ['', ''],
    ]);
    // Semi-finals (A1–B2)–(C1–D2) and (B1–A2)–(D1–C2) (item 9).
    expect(pair('SF1')).toEqual([q.A1, q.C1]);
    expect(pair('SF2')).toEqual([q.B1, q.D1]);
    parties('SF1', [
      [0, 2],
      [0, 1],
    ]); // C1: a mars and a simple win, 3 after two parties
    parties('SF2', [
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(pair('F')).toEqual([q.C1, q.B1]);
    expect(pair('3P')).toEqual([q.A1, q.D1]);
    parties('F', [
      [1, 0],
      [0, 1],
      [2, 0],
    ]); // 3:1
    parties('3P', [
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect([1, 2, 3].map((p) => book.read(po, cellOf(bl.places[p as 1 | 2 | 3])))).toEqual([q.C1, q.B1, q.A1]);
    // The board followed by itself: the final and the match for 3rd place decided, places 1–3.
    const end = boardPlayoffShown(book, 'Нарды: плей-офф', 4);
    expect([end.count, end.round]).toEqual(['3/3', 'Финал · 3-орын үшін']);
    expect(end.rows.map((r) => r[0])).toEqual(['Ф', '3-орын', '', '']);
    expect(end.rows.slice(0, 2).every((r) => r[2] !== '' && /^\d+:\d+$/.test(r[3] ?? ''))).toBe(true);
    expect(end.places).toEqual([q.C1, q.B1, q.A1]);
    noErrorCells(book);
  });
});
