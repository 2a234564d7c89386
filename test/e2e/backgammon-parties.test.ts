/**
 * Backgammon party rows in one call per group (issue "Fast and faithful"): each match's running
 * points and winner are plain formulas (no server call per match), and GROUP_TABLE checks and scores
 * the party rows by the rules (Art. 13 item 7, Art. 14 item 2). On the generated sheet with a real
 * formula engine: for any sequence of parties a referee can type, the plain formulas show exactly
 * what the rules (rules/backgammon.ts scoreMatch, as BG_MATCH_POINTS) give, and GROUP_TABLE scores
 * the match the same; party rows that break the rules leave the match out, and the note beside it
 * names the party (issue 24 item 3).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices, type FakeBook } from '../../fakes';
import { groupLayout, type GroupLayout, type MatchSlot } from '../../src/sheets/kinds/groupSheet';
import { decide, scoreMatch, type PartyRow } from '../../src/rules/backgammon';
import { a1 } from '../../src/sheets/plan';
import { expectOk, paste } from './helpers';

const GS = 'Нарды группы';

/** A party as typed: the winner's cell 1 (a win) or 2 (a mars), the loser's 0 or empty. */
const party = fc.record({
  winner: fc.constantFrom<1 | 2>(1, 2),
  points: fc.constantFrom(1, 2),
  loser: fc.constantFrom<0 | ''>(0, ''),
});

/** Parties a referee may type: a prefix of a match, never past its decision (Art. 14 item 2). */
const sequence = fc.array(party, { minLength: 0, maxLength: 4 }).map((ps) => {
  const out: typeof ps = [];
  let a = 0;
  let b = 0;
  for (const p of ps) {
    out.push(p);
    if (p.winner === 1) a += p.points;
    else b += p.points;
    if (decide(out.length, a, b, p.winner) !== null) break;
  }
  return out;
});

describe('backgammon: party rows scored without a call per match', () => {
  let book: FakeBook;
  let layout: GroupLayout;
  let match: MatchSlot;
  beforeAll(() => {
    const made = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24) });
    book = made.book;
    expectOk(api.setup(made.services, { lang: 'ru' }));
    paste(
      made.services,
      'Нарды регистрация',
      Array.from({ length: 16 }, (_, i) => [
        `Игрок${i}`,
        ['Ерлан', 'Айгерим', 'Сергей', 'Мадина'][i % 4],
        '',
        'АО «KASE»',
        `bg${i}@kase.kz`,
        `+7 702 000 00 ${String(i).padStart(2, '0')}`,
        i < 4,
      ]),
    );
    const drawn = expectOk(api.draw(made.services, 'backgammon', { seed: 5 }));
    layout = groupLayout('backgammon', drawn.groups);
    match = layout.blocks[0]!.matches[0]!;
  });

  const cols = () => layout.columns;
  const type = (rows: (number | '')[][]) => {
    for (let k = 0; k < 4; k++) {
      const [x, y] = rows[k] ?? ['', ''];
      book.typeAs('referee', GS, a1(match.row + k, cols().partyA as number), x as number | '');
      book.typeAs('referee', GS, a1(match.row + k, cols().partyB as number), y as number | '');
    }
  };
  const live = () =>
    (
      book.read(
        GS,
        `${a1(match.row, cols().live as number)}:${a1(match.row, (cols().live as number) + 2)}`,
      ) as unknown[][]
    )[0];
  const scores = () => [book.read(GS, a1(match.row, cols().scoreA)), book.read(GS, a1(match.row, cols().scoreB))];

  it("Art. 14 item 2: for any parties typed, the running points, the winner and the match score are the rules'", () => {
    fc.assert(
      fc.property(sequence, (ps) => {
        const rows = ps.map((p) => (p.winner === 1 ? [p.points, p.loser] : [p.loser, p.points]));
        type(rows);
        const rules = scoreMatch(rows.map((r) => r.map((v) => (v === '' ? null : v)) as unknown as PartyRow));
        expect(live()).toEqual([rules.points[0], rules.points[1], rules.winner ?? '']);
        expect(scores()).toEqual(rules.winner === null ? ['', ''] : rules.points);
        expect(book.errorCells()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('any party rows a referee may type, right or wrong: the score cells show points and the note is empty exactly when the standings count the match (issue 24 item 3)', () => {
    const cell = fc.constantFrom<number | ''>('', '', 0, 1, 2);
    const block = layout.blocks[0]!;
    const played = (who: string) => {
      const t = block.tableRect;
      const rows = book.read(GS, `${a1(t.row, t.col)}:${a1(t.row + t.rows - 1, t.col + t.cols - 1)}`) as unknown[][];
      return rows.find((r) => r[1] === who)?.[2];
    };
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell), { minLength: 4, maxLength: 4 }), (rows) => {
        type(rows);
        let counted = false;
        try {
          counted =
            scoreMatch(rows.map((r) => r.map((v) => (v === '' ? null : v)) as unknown as PartyRow)).winner !== null;
        } catch {
          counted = false;
        }
        expect(book.errorCells()).toEqual([]);
        expect(played(match.a)).toBe(counted ? 1 : 0);
        // The match's score cells show points exactly when the standings count them.
        expect(scores()[0] !== '', JSON.stringify(rows)).toBe(counted);
        const note = book.read(GS, a1(match.row, cols().note));
        const typed = rows.some(([x, y]) => x !== '' || y !== '');
        expect(note === '', `${JSON.stringify(rows)}: ${String(note)}`).toBe(counted || !typed);
      }),
      { numRuns: 60 },
    );
    type([]);
  });

  it('a party typed after the decision, or both winners in one party: the match is left out, the standings stand, its note names the party (issue 24 item 3)', () => {
    const note = () => book.read(GS, a1(match.row, cols().note));
    const block = layout.blocks[0]!;
    const status = () => book.read(GS, a1(block.statusCell.row, block.statusCell.col));
    type([
      [1, 0],
      [2, 0],
      [1, 0],
    ]); // 3:0 after two parties (Art. 14 item 2): the third cannot be played
    expect(book.errorCells()).toEqual([]);
    expect(note()).toBe('не засчитан: матч решён после партии 2, партия 3 не играется');
    expect(status()).toBe('сыграно матчей: 0 / 6; не засчитано (см. «Примечание»): 1');
    // The match's own cells give no winner and no score: "✗" where the winner would be.
    expect(live()?.[2]).toBe('✗');
    expect(scores()).toEqual(['', '']);
    type([[1, 1]]);
    expect(book.errorCells()).toEqual([]);
    expect(note()).toBe('не засчитан: в партии 1 победа указана обоим');
    expect(live()?.[2]).toBe('✗');
    type([
      ['', ''],
      [1, 0],
    ]); // a gap
    expect(live()?.[2]).toBe('✗');
    type([
      [1, 0],
      [0, 1],
      [0, 2],
      [2, 0],
    ]); // 1:3 after three: decided; the fourth is against the rules
    expect(live()?.[2]).toBe('✗');
    type([]);
    expect(book.errorCells()).toEqual([]);
    expect(note()).toBe('');
    expect(status()).toBe('сыграно матчей: 0 / 6');
  });
});
