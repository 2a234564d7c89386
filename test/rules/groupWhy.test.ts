/**
 * Every place says why (issue 25): the criteria that separated players level on points, with the
 * article — futsal Art. 8 item 6, billiards Art. 11 item 6, backgammon Art. 14 item 6 — in the
 * three languages, in GROUP_TABLE's order; nothing said where nobody was level.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { whyText } from '../../src/i18n/groupWhyWords';
import { rankGroup, tableOrder, type Game, type MatchRow, type ScoreCell } from '../../src/rules/group';
import { explainGroup } from '../../src/rules/groupWhy';
import { GROUP_TABLE } from '../../src/functions/index';

function m(
  a: string,
  b: string,
  sa: ScoreCell = null,
  sb: ScoreCell = null,
  ea: number | null = null,
  eb: number | null = null,
): MatchRow {
  return { a, b, scoreA: sa, scoreB: sb, extraA: ea, extraB: eb };
}

function why(
  game: Game,
  players: string[],
  matches: MatchRow[],
  lang: 'ru' | 'kk' | 'en' = 'ru',
  tiebreaks: { winner: string; loser: string }[] = [],
) {
  const w = explainGroup(game, players, matches, tiebreaks);
  return Object.fromEntries(w.places.map((p) => [p.line.player, whyText(game, p, w.complete, lang)]));
}

describe('why a place (Art. 8, 11, 14 item 6)', () => {
  it('futsal, two level on points: the winner of their match is above, "head-to-head, Art. 8 item 6"', () => {
    const r = why('futsal', ['A', 'B', 'C'], [m('A', 'B', 1, 0), m('B', 'C', 2, 0), m('C', 'A', 1, 0)]);
    // Every team 3 points: three level; points among them are equal too (3 each), goal difference: A 0, B +1, C −1.
    expect(r).toEqual({
      B: '1-е: разница мячей, ст. 8 п. 6',
      A: '2-е: разница мячей, ст. 8 п. 6',
      C: '3-е: разница мячей, ст. 8 п. 6',
    });
    const two = why('futsal', ['A', 'B', 'C'], [m('A', 'B', 1, 0), m('B', 'C', 2, 0), m('C', 'A', 0, 0)]);
    // A 4, B 3, C 1: nobody level, nothing to say.
    expect(two).toEqual({ A: '', B: '', C: '' });
    const h2h = why(
      'futsal',
      ['A', 'B', 'C', 'D'],
      [
        m('A', 'B', 1, 0),
        m('C', 'D', 0, 0),
        m('A', 'C', 0, 1),
        m('B', 'D', 3, 0),
        m('A', 'D', 1, 1),
        m('B', 'C', 1, 1),
      ],
    );
    // A 4 (W, L, D), B 4 (L, W, D): level, A won their match; C 5 first, D 2 last.
    expect(h2h).toEqual({ C: '', A: '2-е: личная встреча, ст. 8 п. 6', B: '3-е: личная встреча, ст. 8 п. 6', D: '' });
    expect(
      why(
        'futsal',
        ['A', 'B', 'C', 'D'],
        [
          m('A', 'B', 1, 0),
          m('C', 'D', 0, 0),
          m('A', 'C', 0, 1),
          m('B', 'D', 3, 0),
          m('A', 'D', 1, 1),
          m('B', 'C', 1, 1),
        ],
        'kk',
      ).A,
    ).toBe('2-орын: өзара кездесу, 8-бап, 6-тармақ');
  });

  it('billiards, three level on wins: the party difference among them (Art. 11 item 6 para 2), then head-to-head for the two still level', () => {
    const r = why(
      'billiards',
      ['A', 'B', 'C', 'D'],
      [
        m('A', 'B', 2, 0),
        m('B', 'C', 2, 1),
        m('C', 'A', 2, 1),
        m('A', 'D', 2, 0),
        m('B', 'D', 2, 0),
        m('C', 'D', 2, 0),
      ],
      'en',
    );
    // A, B, C 2 wins each. Among them: A 3:2 (+1), B 2:3 (−1), C 3:3 (0): A, C, B; D 0 wins.
    expect(r).toEqual({
      A: '1st: party difference among them, Art. 11 item 6',
      C: '2nd: party difference among them, Art. 11 item 6',
      B: '3rd: party difference among them, Art. 11 item 6',
      D: '',
    });
  });

  it('backgammon, two level after every match and no additional party: they share the place, and the sheet says an additional party is needed (Art. 14 item 6)', () => {
    const matches = [m('A', 'B', 3, 0, 10, 0), m('B', 'C', 3, 0, 10, 0), m('C', 'A', 3, 0, 10, 0)];
    // A, B, C one win each; among them 3 points each; chips +10 − 10 = 0 each: level.
    expect(why('backgammon', ['A', 'B', 'C'], matches)).toEqual({
      A: '1–3-е: делят место; нужна дополнительная партия, ст. 14 п. 6',
      B: '1–3-е: делят место; нужна дополнительная партия, ст. 14 п. 6',
      C: '1–3-е: делят место; нужна дополнительная партия, ст. 14 п. 6',
    });
    // With one match still to play a shared place says nothing yet (the match may separate them).
    expect(why('backgammon', ['A', 'B', 'C'], [m('A', 'B', 3, 0, 10, 0), m('B', 'C'), m('C', 'A')])).toEqual({
      A: '',
      B: '',
      C: '',
    });
    // An additional party won by B: B above A and C, who stay level ("additional party").
    const r = why('backgammon', ['A', 'B', 'C'], matches, 'ru', [
      { winner: 'B', loser: 'A' },
      { winner: 'B', loser: 'C' },
    ]);
    expect(r.B).toBe('1-е: дополнительная партия, ст. 14 п. 6');
    // A and C, still level, by the two-tied rule: C won their match.
    expect(r.C).toBe('2-е: дополнительная партия; личная встреча, ст. 14 п. 6');
    expect(r.A).toBe('3-е: дополнительная партия; личная встреча, ст. 14 п. 6');
  });

  it("GROUP_TABLE with a language: an 11th column, why each place, in its order; without it SPEC §3's ten columns", () => {
    const players = [['A'], ['B'], ['C'], ['D']];
    const matches = [
      ['A', 'B', 1, 0],
      ['C', 'D', 0, 0],
      ['A', 'C', 0, 1],
      ['B', 'D', 3, 0],
      ['A', 'D', 1, 1],
      ['B', 'C', 1, 1],
    ];
    const plain = GROUP_TABLE(players, matches, 'мини-футбол') as unknown[][];
    const table = GROUP_TABLE(players, matches, 'мини-футбол', '', '', '', 'ru') as unknown[][];
    expect(plain.map((r) => r.length)).toEqual([10, 10, 10, 10]);
    expect(table.map((r) => r.slice(0, 10))).toEqual(plain);
    expect(table.map((r) => r[1])).toEqual(['C', 'A', 'B', 'D']);
    expect(table.map((r) => r[10])).toEqual([
      '',
      '2-е: личная встреча, ст. 8 п. 6',
      '3-е: личная встреча, ст. 8 п. 6',
      '',
    ]);
    expect((GROUP_TABLE(players, matches, 'futsal', '', '', '', 'en') as unknown[][])[1]?.[10]).toBe(
      '2nd: head-to-head, Art. 8 item 6',
    );
  });

  it('property: the reasons follow GROUP_TABLE line by line; a player alone on his points has none', () => {
    const names = ['A', 'B', 'C', 'D', 'E'];
    const score = fc.constantFrom<[number, number]>([2, 0], [2, 1], [1, 2], [0, 2]);
    fc.assert(
      fc.property(fc.array(fc.option(score, { nil: null }), { minLength: 10, maxLength: 10 }), (scores) => {
        const matches: MatchRow[] = [];
        let k = 0;
        for (let i = 0; i < names.length; i++)
          for (let j = i + 1; j < names.length; j++) {
            const s = scores[k++] ?? null;
            matches.push(m(names[i] as string, names[j] as string, s?.[0] ?? null, s?.[1] ?? null));
          }
        const w = explainGroup('billiards', names, matches, []);
        const order = tableOrder(rankGroup('billiards', names, matches, []));
        expect(w.places.map((p) => p.line.player)).toEqual(order.map((l) => l.player));
        for (const p of w.places) {
          const level = w.places.filter((q) => q.line.points === p.line.points).length;
          if (level === 1) expect(p.criteria).toEqual([]);
          if (p.criteria.length > 0) expect(level).toBeGreaterThan(1);
        }
      }),
      { numRuns: 200 },
    );
  });
});
