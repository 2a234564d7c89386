import { describe, expect, it } from 'vitest';
import { TournamentError } from '../../src/rules/errors';
import {
  rankGroup,
  tableOrder,
  type Game,
  type MatchRow,
  type PlayerLine,
  type ScoreCell,
  type TiebreakRow,
} from '../../src/rules/group';

function m(
  a: string | null,
  b: string | null,
  sa: ScoreCell = null,
  sb: ScoreCell = null,
  ea: number | null = null,
  eb: number | null = null,
): MatchRow {
  return { a, b, scoreA: sa, scoreB: sb, extraA: ea, extraB: eb };
}
function tb(winner: string | null, loser: string | null): TiebreakRow {
  return { winner, loser };
}
function places(lines: PlayerLine[]): Record<string, number> {
  return Object.fromEntries(lines.map((l) => [l.player, l.place]));
}
function rank(
  game: Game,
  players: (string | null)[],
  matches: MatchRow[],
  tiebreaks: TiebreakRow[] = [],
): Record<string, number> {
  return places(rankGroup(game, players, matches, tiebreaks));
}
function line(lines: PlayerLine[], player: string): PlayerLine {
  const l = lines.find((x) => x.player === player);
  if (!l) throw new Error(`no line for ${player}`);
  return l;
}
function thrown(fn: () => unknown): TournamentError {
  try {
    fn();
  } catch (e) {
    if (e instanceof TournamentError) return e;
    throw e;
  }
  throw new Error('expected a TournamentError, nothing was thrown');
}

describe('futsal (Art. 8 items 4-6)', () => {
  it('Art. 8 item 4 sub-item 2 and item 5: 3 points a win, 1 a draw, ranked by points', () => {
    const lines = rankGroup(
      'futsal',
      ['D', 'C', 'B', 'A'],
      [
        m('A', 'B', 2, 0),
        m('A', 'C', 1, 0),
        m('A', 'D', 1, 1),
        m('B', 'C', 3, 1),
        m('B', 'D', 0, 0),
        m('C', 'D', 2, 1),
      ],
      [],
    );
    // A 3+3+1 = 7, B 0+3+1 = 4, C 0+0+3 = 3, D 1+1+0 = 2
    expect(places(lines)).toEqual({ A: 1, B: 2, C: 3, D: 4 });
    expect(line(lines, 'A')).toMatchObject({
      played: 3,
      won: 2,
      drawn: 1,
      lost: 0,
      for: 4,
      against: 1,
      diff: 3,
      points: 7,
    });
    expect(line(lines, 'D')).toMatchObject({
      played: 3,
      won: 0,
      drawn: 2,
      lost: 1,
      for: 2,
      against: 3,
      diff: -1,
      points: 2,
    });
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2, 3]);
  });

  it('Art. 8 item 6: two tied teams, head-to-head winner ranks higher despite a worse goal difference', () => {
    // C 3+3+1 = 7, D 3+0+1 = 4, A 3 (GD -5), B 3 (GD +7); A beat B.
    const r = rank(
      'futsal',
      ['B', 'A', 'C', 'D'],
      [
        m('A', 'B', 1, 0),
        m('C', 'A', 5, 0),
        m('D', 'A', 1, 0),
        m('B', 'D', 9, 0),
        m('C', 'B', 1, 0),
        m('C', 'D', 0, 0),
      ],
    );
    expect(r).toEqual({ C: 1, D: 2, A: 3, B: 4 });
  });

  it('Art. 8 item 6: two tied teams with a drawn head-to-head, better goal difference ranks higher', () => {
    // A 4 pts GD +3, B 4 pts GD +1
    expect(rank('futsal', ['C', 'B', 'A'], [m('A', 'B', 1, 1), m('A', 'C', 3, 0), m('B', 'C', 1, 0)])).toEqual({
      A: 1,
      B: 2,
      C: 3,
    });
  });

  it('Art. 8 item 6: head-to-head not played yet, goal difference decides', () => {
    expect(rank('futsal', ['B', 'A', 'C'], [m('A', 'B'), m('A', 'C', 3, 0), m('B', 'C', 1, 0)])).toEqual({
      A: 1,
      B: 2,
      C: 3,
    });
  });

  it('Art. 8 item 6: drawn head-to-head, equal goal difference, more goals scored ranks higher', () => {
    // A: 2:2, 3:2 -> for 5 against 4 (+1); B: 2:2, 1:0 -> for 3 against 2 (+1)
    const lines = rankGroup('futsal', ['B', 'A', 'C'], [m('A', 'B', 2, 2), m('A', 'C', 3, 2), m('B', 'C', 1, 0)], []);
    expect(places(lines)).toEqual({ A: 1, B: 2, C: 3 });
    expect(line(lines, 'A')).toMatchObject({ for: 5, against: 4, diff: 1, points: 4 });
    expect(line(lines, 'B')).toMatchObject({ for: 3, against: 2, diff: 1, points: 4 });
  });

  it('Art. 8 item 6 paragraph 2: drawn head-to-head, equal GD and goals, the penalty shoot-out winner ranks higher', () => {
    const matches = [m('A', 'B', 1, 1), m('A', 'C', 1, 0), m('B', 'C', 1, 0)];
    expect(rank('futsal', ['A', 'B', 'C'], matches, [tb('B', 'A')])).toEqual({ A: 2, B: 1, C: 3 });
    // no shoot-out yet: level, sharing the best place they span
    expect(rank('futsal', ['A', 'B', 'C'], matches)).toEqual({ A: 1, B: 1, C: 3 });
    // a tiebreak row with a player outside the tied pair does not count for them
    expect(rank('futsal', ['A', 'B', 'C'], matches, [tb('A', 'C'), tb(null, null)])).toEqual({ A: 1, B: 1, C: 3 });
  });

  it('Art. 8 item 5 (three or more tied, SPEC §3): points in the matches among them rank first, before goal difference', () => {
    // A, B, C 7 points each; among them A 4, B 3, C 1 (C has the best GD overall)
    const r = rank(
      'futsal',
      ['E', 'D', 'C', 'B', 'A'],
      [
        m('A', 'B', 1, 0),
        m('A', 'C', 0, 0),
        m('B', 'C', 1, 0),
        m('D', 'A', 1, 0),
        m('D', 'B', 0, 0),
        m('C', 'D', 9, 0),
        m('A', 'E', 1, 0),
        m('B', 'E', 1, 0),
        m('C', 'E', 9, 0),
        m('E', 'D', 1, 0),
      ],
    );
    expect(r).toEqual({ A: 1, B: 2, C: 3, D: 4, E: 5 });
  });

  it('Art. 8 item 6 (three tied, SPEC §3 re-application): goal difference separates one, the remaining pair goes to head-to-head', () => {
    // circle A>B>C>A, all beat D. A GD +5; B and C both GD +2, GF 3; B beat C.
    const r = rank(
      'futsal',
      ['D', 'C', 'B', 'A'],
      [
        m('A', 'B', 1, 0),
        m('B', 'C', 1, 0),
        m('C', 'A', 1, 0),
        m('A', 'D', 5, 0),
        m('B', 'D', 2, 0),
        m('C', 'D', 2, 0),
      ],
    );
    expect(r).toEqual({ A: 1, B: 2, C: 3, D: 4 });
  });

  const circle = [
    m('A', 'B', 1, 0),
    m('A', 'C', 1, 0),
    m('A', 'D', 1, 0),
    m('A', 'E', 1, 0),
    m('B', 'C', 1, 0),
    m('C', 'D', 1, 0),
    m('D', 'B', 1, 0),
    m('B', 'E', 1, 0),
    m('C', 'E', 1, 0),
    m('D', 'E', 1, 0),
  ];

  it('Art. 8 item 6 (three tied, SPEC §3): level on every criterion, they share the best place they span', () => {
    // B, C, D: 6 points, 3 among them, GD 0, GF 2 each
    expect(rank('futsal', ['A', 'B', 'C', 'D', 'E'], circle)).toEqual({ A: 1, B: 2, C: 2, D: 2, E: 5 });
  });

  it('Art. 8 item 6 paragraph 2 (three tied): shoot-outs among them decide last', () => {
    const r = rank('futsal', ['A', 'B', 'C', 'D', 'E'], circle, [
      tb('C', 'B'),
      tb('C', 'D'),
      tb('B', 'D'),
      tb('E', 'A'),
    ]);
    expect(r).toEqual({ A: 1, C: 2, B: 3, D: 4, E: 5 });
  });
});

describe('billiards (Art. 11 items 2, 4-6, 18)', () => {
  it('Art. 11 item 5: ranked by number of match wins', () => {
    const lines = rankGroup(
      'billiards',
      ['C', 'B', 'A'],
      [m('A', 'B', 2, 1), m('C', 'A', 0, 2), m('B', 'C', 2, 1)],
      [],
    );
    expect(places(lines)).toEqual({ A: 1, B: 2, C: 3 });
    expect(line(lines, 'B')).toMatchObject({
      played: 2,
      won: 1,
      drawn: 0,
      lost: 1,
      for: 3,
      against: 3,
      diff: 0,
      points: 1,
    });
    expect(line(lines, 'A')).toMatchObject({ for: 4, against: 1, points: 2 });
  });

  it('Art. 11 item 4 paragraph 2: one-party format 1:0 counts as a win', () => {
    const lines = rankGroup(
      'billiards',
      ['A', 'B', 'C', 'D', 'E'],
      [m('A', 'B', 1, 0), m('A', 'C', 1, 0), m('B', 'C', 0, 1), m('D', 'E', 0, 1)],
      [],
    );
    expect(places(lines)).toEqual({ A: 1, C: 2, E: 2, B: 4, D: 4 });
    expect(line(lines, 'A')).toMatchObject({ won: 2, for: 2, against: 0, points: 2 });
  });

  it('Art. 11 item 6 paragraph 1: two tied players, the head-to-head winner ranks higher', () => {
    // A 2 wins (party diff +3), B 2 wins (party diff 0) but B beat A; C and D 1 win each, C beat D
    const r = rank(
      'billiards',
      ['A', 'B', 'C', 'D'],
      [
        m('B', 'A', 2, 1),
        m('A', 'C', 2, 0),
        m('A', 'D', 2, 0),
        m('B', 'C', 2, 1),
        m('D', 'B', 2, 1),
        m('C', 'D', 2, 0),
      ],
    );
    expect(r).toEqual({ B: 1, A: 2, C: 3, D: 4 });
  });

  it('Art. 11 item 6 paragraph 2: two tied, head-to-head not played, the additional party decides', () => {
    const matches = [m('A', 'B'), m('A', 'C', 2, 0), m('B', 'C', 2, 1)];
    expect(rank('billiards', ['A', 'B', 'C'], matches, [tb('b', 'a')])).toEqual({ B: 1, A: 2, C: 3 });
    expect(rank('billiards', ['A', 'B', 'C'], matches)).toEqual({ A: 1, B: 1, C: 3 });
  });

  it('Art. 11 item 6 paragraph 2: three tied, party difference in the matches among them', () => {
    // A +2-1 = +1, B -2+1 = -1, C -1+1 = 0
    expect(rank('billiards', ['B', 'C', 'A'], [m('A', 'B', 2, 0), m('B', 'C', 2, 1), m('C', 'A', 2, 1)])).toEqual({
      A: 1,
      C: 2,
      B: 3,
    });
  });

  it('Art. 11 item 6 paragraph 2: three tied, equal party difference, ball difference among them (not against others)', () => {
    // balls among them: A +5+2 = +7, B -5+8 = +3, C -8-2 = -10; C pocketed 60:0 against D, which does not count
    const r = rank(
      'billiards',
      ['C', 'B', 'A', 'D'],
      [
        m('A', 'B', 2, 1, 30, 25),
        m('B', 'C', 2, 1, 28, 20),
        m('C', 'A', 2, 1, 22, 24),
        m('A', 'D', 2, 0, 10, 0),
        m('B', 'D', 2, 0, 10, 0),
        m('C', 'D', 2, 0, 60, 0),
      ],
    );
    expect(r).toEqual({ A: 1, B: 2, C: 3, D: 4 });
  });

  it('Art. 11 item 6 paragraph 2 (SPEC §3 re-application): balls separate one, the remaining pair by head-to-head', () => {
    // balls: A +10, B -10+5 = -5, C -5+0 = -5; B beat C
    const r = rank(
      'billiards',
      ['C', 'B', 'A'],
      [m('A', 'B', 2, 1, 30, 20), m('B', 'C', 2, 1, 25, 20), m('C', 'A', 2, 1, 20, 20)],
    );
    expect(r).toEqual({ A: 1, B: 2, C: 3 });
  });

  it('Art. 11 item 6 paragraph 2: three tied level on parties and balls, additional parties decide, else they share', () => {
    const matches = [
      m('A', 'B', 2, 1, 5, 5),
      m('B', 'C', 2, 1),
      m('C', 'A', 2, 1),
      m('D', 'A', 2, 0),
      m('D', 'B', 2, 0),
      m('D', 'C', 2, 0),
    ];
    expect(rank('billiards', ['A', 'B', 'C', 'D'], matches)).toEqual({ D: 1, A: 2, B: 2, C: 2 });
    expect(rank('billiards', ['A', 'B', 'C', 'D'], matches, [tb('C', 'A'), tb('A', 'B')])).toEqual({
      D: 1,
      C: 2,
      A: 3,
      B: 4,
    });
    // one additional party separates C; A and B are then a pair: head-to-head A
    expect(rank('billiards', ['A', 'B', 'C', 'D'], matches, [tb('C', 'A')])).toEqual({ D: 1, C: 2, A: 3, B: 4 });
  });

  it('Art. 11 item 18: a forfeit counts as 2:0 (typed extras ignored)', () => {
    // A +2 (forfeit) -1 = +1, B -2+1 = -1, C -1+1 = 0
    const lines = rankGroup(
      'billiards',
      ['A', 'B', 'C'],
      [m('A', 'B', '+', '-', 50, 40), m('B', 'C', 2, 1), m('C', 'A', 2, 1)],
      [],
    );
    expect(places(lines)).toEqual({ A: 1, C: 2, B: 3 });
    expect(line(lines, 'A')).toMatchObject({ played: 2, won: 1, lost: 1, for: 3, against: 2, points: 1 });
    expect(line(lines, 'B')).toMatchObject({ played: 2, won: 1, lost: 1, for: 2, against: 3, points: 1 });
  });
});

describe('backgammon (Art. 14 items 2, 4-6, 12)', () => {
  it('Art. 14 item 5: ranked by number of match wins; for/against are party points', () => {
    const lines = rankGroup(
      'backgammon',
      ['C', 'B', 'A'],
      [m('A', 'B', 3, 0), m('C', 'A', 2, 3), m('B', 'C', 4, 1)],
      [],
    );
    expect(places(lines)).toEqual({ A: 1, B: 2, C: 3 });
    expect(line(lines, 'A')).toMatchObject({ played: 2, won: 2, lost: 0, for: 6, against: 2, diff: 4, points: 2 });
    expect(line(lines, 'C')).toMatchObject({ won: 0, lost: 2, for: 3, against: 7, diff: -4, points: 0 });
  });

  it('Art. 14 item 6 paragraph 1: two tied players, the head-to-head winner ranks higher', () => {
    const r = rank(
      'backgammon',
      ['A', 'B', 'C', 'D'],
      [
        m('B', 'A', 2, 1),
        m('A', 'C', 4, 0),
        m('A', 'D', 4, 0),
        m('B', 'C', 3, 2),
        m('D', 'B', 3, 2),
        m('C', 'D', 3, 0),
      ],
    );
    expect(r).toEqual({ B: 1, A: 2, C: 3, D: 4 });
  });

  it('Art. 14 item 6 paragraph 2: two tied without a head-to-head winner, additional parties decide', () => {
    const matches = [m('A', 'B', '-', '-'), m('A', 'C', 3, 0), m('B', 'C', 3, 0)];
    expect(rank('backgammon', ['A', 'B', 'C'], matches, [tb('B', 'A')])).toEqual({ B: 1, A: 2, C: 3 });
    expect(rank('backgammon', ['A', 'B', 'C'], matches)).toEqual({ A: 1, B: 1, C: 3 });
  });

  // circle A>B>C>A, all beat D. Party points among them: A 4+1 = 5, B 0+3 = 3, C 2+3 = 5.
  const circle = (chipsCvsD: number): MatchRow[] => [
    m('A', 'B', 4, 0, 10, 0),
    m('B', 'C', 3, 2, 5, 6),
    m('C', 'A', 3, 1, 4, 3),
    m('A', 'D', 3, 0),
    m('B', 'D', 3, 0),
    m('C', 'D', 3, 0, chipsCvsD, 0),
  ];

  it('Art. 14 item 6 paragraph 2: three tied, party points among them, then chips difference over all group matches', () => {
    // chips over all matches: A 10-1 = 9, C 1+1+20 = 22 (among them only C would have 2)
    expect(rank('backgammon', ['A', 'B', 'C', 'D'], circle(20))).toEqual({ C: 1, A: 2, B: 3, D: 4 });
  });

  it('Art. 14 item 6 paragraph 2 (SPEC §3 re-application): B separated, A and C level on chips go to head-to-head', () => {
    // chips: A 9, C 2+7 = 9; C beat A
    expect(rank('backgammon', ['A', 'B', 'C', 'D'], circle(7))).toEqual({ C: 1, A: 2, B: 3, D: 4 });
  });

  it('Art. 14 item 6 paragraph 2: three tied level on everything share a place (1, 2, 2, 2, 5); additional parties decide', () => {
    const matches = [
      m('A', 'B', 3, 0),
      m('B', 'C', 3, 0),
      m('C', 'A', 3, 0),
      m('D', 'A', 3, 0),
      m('D', 'B', 3, 0),
      m('D', 'C', 3, 0),
      m('D', 'E', 3, 0),
      m('A', 'E', 3, 0),
      m('B', 'E', 3, 0),
      m('C', 'E', 3, 0),
    ];
    expect(rank('backgammon', ['A', 'B', 'C', 'D', 'E'], matches)).toEqual({ D: 1, A: 2, B: 2, C: 2, E: 5 });
    expect(rank('backgammon', ['A', 'B', 'C', 'D', 'E'], matches, [tb('B', 'A'), tb('B', 'C'), tb('C', 'A')])).toEqual({
      D: 1,
      B: 2,
      C: 3,
      A: 4,
      E: 5,
    });
  });

  it('Art. 14 item 12: a forfeit counts as 3:0 and its typed chips are ignored', () => {
    // among them all 3 party points; chips: B +5, C -5+5 = 0, A -5 (the 50 typed on the forfeit would put A first)
    const lines = rankGroup(
      'backgammon',
      ['A', 'B', 'C'],
      [m('A', 'B', '+', '-', 50, 0), m('B', 'C', 3, 0, 5, 0), m('C', 'A', 3, 0, 5, 0)],
      [],
    );
    expect(places(lines)).toEqual({ B: 1, C: 2, A: 3 });
    expect(line(lines, 'A')).toMatchObject({ for: 3, against: 3, won: 1, lost: 1 });
  });

  it('Art. 14 item 2: 3:2 is a possible match score, 5:0 and 1:0 are not', () => {
    expect(rank('backgammon', ['A', 'B'], [m('A', 'B', 2, 3)])).toEqual({ B: 1, A: 2 });
    for (const [a, b] of [
      [5, 0],
      [1, 0],
      [0, 2],
      [5, 3],
    ] as const) {
      const e = thrown(() => rankGroup('backgammon', ['A', 'B'], [m(null, null), m('A', 'B', a, b)], []));
      expect(e.code).toBe('impossibleBackgammon');
      expect(e.where).toEqual({ arg: 'matches', row: 1, col: 2 });
      expect(e.params).toEqual({ a, b, possible: '2:1, 3:0, 3:1, 3:2, 4:0, 4:1, 4:2' });
    }
  });
});

describe('forfeits and unplayed rows (Art. 11 item 18, Art. 14 item 12)', () => {
  it('Art. 11 item 18 / Art. 14 item 12 (futsal per SPEC): "+" against "-" is a 3:0 win', () => {
    const lines = rankGroup('futsal', ['A', 'B'], [m('A', 'B', '-', '+')], []);
    expect(places(lines)).toEqual({ B: 1, A: 2 });
    expect(line(lines, 'B')).toMatchObject({ played: 1, won: 1, for: 3, against: 0, points: 3 });
    expect(line(lines, 'A')).toMatchObject({ played: 1, lost: 1, for: 0, against: 3, points: 0 });
  });

  it('Art. 14 item 12: "-" for both means both did not appear: both lose, 0:0, no points, counted as played', () => {
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      const lines = rankGroup(game, ['A', 'B', 'C'], [m('A', 'B', '-', '-', 9, 9), m('C', 'A', '+', '-')], []);
      expect(line(lines, 'A')).toMatchObject({ played: 2, won: 0, drawn: 0, lost: 2, for: 0, points: 0 });
      expect(line(lines, 'B')).toMatchObject({
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        for: 0,
        against: 0,
        diff: 0,
        points: 0,
      });
      // A and B level on points with no head-to-head winner: futsal goes to goal difference (B 0, A -3),
      // billiards and backgammon straight to tiebreaks (none), so they share 2nd
      expect(places(lines)).toEqual(game === 'futsal' ? { C: 1, B: 2, A: 3 } : { C: 1, A: 2, B: 2 });
    }
  });

  it('SPEC §3: rows with both scores empty are not played and are ignored; blank rows are skipped', () => {
    const lines = rankGroup(
      'billiards',
      ['A', 'B', 'C'],
      [m(null, null), m('A', 'B', null, null, 30, 0), m('B', 'C', 2, 0), m(null, null)],
      [],
    );
    expect(line(lines, 'A')).toMatchObject({ played: 0, won: 0, lost: 0, for: 0, against: 0, points: 0 });
    expect(places(lines)).toEqual({ B: 1, A: 2, C: 2 });
  });
});

describe('names and output', () => {
  it('SPEC §3: names match trimmed, with inner whitespace collapsed, case-insensitively; output keeps the trimmed name', () => {
    const lines = rankGroup(
      'futsal',
      [null, '  Anna  Lee ', 'Бек', null],
      [m('anna lee', ' БЕК ', 2, 1)],
      [tb('бек', 'ANNA   LEE')],
    );
    expect(lines).toEqual([
      {
        player: 'Anna  Lee',
        index: 1,
        place: 1,
        played: 1,
        won: 1,
        drawn: 0,
        lost: 0,
        for: 2,
        against: 1,
        diff: 1,
        points: 3,
      },
      {
        player: 'Бек',
        index: 2,
        place: 2,
        played: 1,
        won: 0,
        drawn: 0,
        lost: 1,
        for: 1,
        against: 2,
        diff: -1,
        points: 0,
      },
    ]);
  });

  it('GROUP_TABLE: tableOrder sorts by place, then input order', () => {
    const lines = rankGroup('futsal', ['A', 'B', 'C', 'D'], [m('D', 'A', 1, 0), m('C', 'B', 0, 0)], []);
    expect(tableOrder(lines).map((l) => [l.player, l.place])).toEqual([
      ['D', 1],
      ['B', 2],
      ['C', 2],
      ['A', 4],
    ]);
    expect(lines.map((l) => l.player)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('errors (SPEC §3 GROUP_RANK)', () => {
  const expectError = (fn: () => unknown, code: string, where: object, params?: object) => {
    const e = thrown(fn);
    expect(e.code).toBe(code);
    expect(e.where).toEqual(where);
    if (params) expect(e.params).toEqual(params);
  };

  it('players: a duplicate name (after normalising) points at the second, with the 1-based first position', () => {
    expectError(
      () => rankGroup('futsal', ['Ann', 'Bob', ' ann '], [], []),
      'duplicateName',
      { arg: 'players', row: 2 },
      { name: 'ann', first: 1 },
    );
    expectError(
      () => rankGroup('futsal', [null, 'Ann  Lee', 'ann lee'], [], []),
      'duplicateName',
      { arg: 'players', row: 2 },
      { name: 'ann lee', first: 2 },
    );
  });

  it('Art. 8 item 3, Art. 11 item 3, Art. 14 item 3 (SPEC: 2-8 players): group size', () => {
    expectError(() => rankGroup('futsal', ['Ann', null, '  '], [], []), 'groupSize', { arg: 'players' }, { found: 1 });
    const nine = Array.from({ length: 9 }, (_, i) => `P${i}`);
    expectError(() => rankGroup('billiards', nine, [], []), 'groupSize', { arg: 'players' }, { found: 9 });
    expect(rankGroup('billiards', nine.slice(0, 8), [], []).map((l) => l.place)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('matches: a missing name', () => {
    expectError(() => rankGroup('futsal', ['A', 'B'], [m(null, 'B', 1, 0)], []), 'matchNameMissing', {
      arg: 'matches',
      row: 0,
      col: 0,
    });
    expectError(() => rankGroup('futsal', ['A', 'B'], [m(null, null), m('A', null)], []), 'matchNameMissing', {
      arg: 'matches',
      row: 1,
      col: 1,
    });
    expectError(() => rankGroup('futsal', ['A', 'B'], [m(null, null, 1, 0)], []), 'matchNameMissing', {
      arg: 'matches',
      row: 0,
      col: 0,
    });
  });

  it('matches: unknown name, self match, the same pair twice', () => {
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('Z', 'B', 1, 0)], []),
      'unknownName',
      { arg: 'matches', row: 0, col: 0 },
      { name: 'Z' },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', ' Zed ')], []),
      'unknownName',
      { arg: 'matches', row: 0, col: 1 },
      { name: 'Zed' },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', ' a ')], []),
      'selfMatch',
      { arg: 'matches', row: 0, col: 1 },
      { name: 'A' },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B', 'C'], [m('A', 'B', 1, 0), m('A', 'C'), m('b', 'a')], []),
      'duplicatePair',
      { arg: 'matches', row: 2 },
      { a: 'B', b: 'A', first: 1 },
    );
  });

  it('matches: one score empty points at the empty cell', () => {
    expectError(() => rankGroup('futsal', ['A', 'B'], [m('A', 'B', null, 1)], []), 'oneScoreEmpty', {
      arg: 'matches',
      row: 0,
      col: 2,
    });
    expectError(() => rankGroup('backgammon', ['A', 'B'], [m('A', 'B', '+', null)], []), 'oneScoreEmpty', {
      arg: 'matches',
      row: 0,
      col: 3,
    });
  });

  it('read with unfinished (the group sheet): a match with one score typed is not played yet; wrong input stays an error', () => {
    // Art. 8 item 4 (futsal), Art. 11 item 4 (billiards), Art. 14 item 4 (backgammon): only a played
    // match counts; one score typed is a referee between two cells (issue 24 item 3, docs/rules.md).
    const rows = [m('A', 'B', 2, 1), m('A', 'C', 2, null), m('B', 'C', null, '+')];
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      const finished = game === 'backgammon' ? [m('A', 'B', 3, 1)] : [rows[0] as MatchRow];
      const partial = game === 'backgammon' ? [finished[0] as MatchRow, ...rows.slice(1)] : rows;
      const lines = rankGroup(game, ['A', 'B', 'C'], partial, [], { unfinished: true });
      expect(lines, game).toEqual(rankGroup(game, ['A', 'B', 'C'], finished, []));
      expect(lines.map((l) => l.played)).toEqual([1, 1, 0]);
    }
    // Without it, SPEC §3 as written: an error naming the empty cell.
    expectError(() => rankGroup('futsal', ['A', 'B', 'C'], rows, []), 'oneScoreEmpty', {
      arg: 'matches',
      row: 1,
      col: 3,
    });
    // Wrong whatever comes next: still errors.
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', 'Zed', 1, null)], [], { unfinished: true }),
      'unknownName',
      { arg: 'matches', row: 0, col: 1 },
      { name: 'Zed' },
    );
    expectError(() => rankGroup('futsal', ['A', 'B'], [m('A', 'B', -1, null)], [], { unfinished: true }), 'notScore', {
      arg: 'matches',
      row: 0,
      col: 2,
    });
    expectError(
      () => rankGroup('billiards', ['A', 'B'], [m('A', 'B', 1, 1)], [], { unfinished: true }),
      'drawNotAllowed',
      { arg: 'matches', row: 0, col: 2 },
    );
  });

  it('Art. 11 item 18, Art. 14 item 12: a forfeit is "+"/"-" or "-"/"-" only', () => {
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', 'B', '+', '+')], []),
      'badForfeit',
      { arg: 'matches', row: 0, col: 2 },
      { a: '+', b: '+' },
    );
    expectError(
      () => rankGroup('billiards', ['A', 'B'], [m('A', 'B', '+', 3)], []),
      'badForfeit',
      { arg: 'matches', row: 0, col: 2 },
      { a: '+', b: 3 },
    );
    expectError(
      () => rankGroup('backgammon', ['A', 'B'], [m('A', 'B', 0, '-')], []),
      'badForfeit',
      { arg: 'matches', row: 0, col: 2 },
      { a: 0, b: '-' },
    );
  });

  it('Art. 11 item 2, Art. 14 item 2: no draws in billiards or backgammon', () => {
    expectError(
      () => rankGroup('billiards', ['A', 'B'], [m('A', 'B', 1, 1)], []),
      'drawNotAllowed',
      { arg: 'matches', row: 0, col: 2 },
      { game: 'billiards', a: 1, b: 1 },
    );
    expectError(
      () => rankGroup('backgammon', ['A', 'B'], [m('A', 'B', 3, 3)], []),
      'drawNotAllowed',
      { arg: 'matches', row: 0, col: 2 },
      { game: 'backgammon', a: 3, b: 3 },
    );
    expect(rank('futsal', ['A', 'B'], [m('A', 'B', 3, 3)])).toEqual({ A: 1, B: 1 });
  });

  it('Art. 11 items 2, 4: billiards scores are 2:0, 2:1 or 1:0 (and mirrors)', () => {
    for (const [a, b] of [
      [3, 0],
      [3, 1],
      [0, 3],
      [2, 2 + 1],
    ] as const) {
      expectError(
        () => rankGroup('billiards', ['A', 'B'], [m('A', 'B', a, b)], []),
        'impossibleBilliards',
        { arg: 'matches', row: 0, col: 2 },
        { a, b },
      );
    }
    expect(rank('billiards', ['A', 'B', 'C'], [m('A', 'B', 0, 2), m('A', 'C', 1, 2)])).toEqual({ B: 1, C: 1, A: 3 });
  });

  it('Art. 11 item 4: one group plays one billiards format', () => {
    expectError(
      () => rankGroup('billiards', ['A', 'B', 'C', 'D'], [m('A', 'B', 2, 1), m('C', 'D'), m('A', 'C', 0, 1)], []),
      'mixedBilliardsFormats',
      { arg: 'matches', row: 2 },
      { first: 1, a: 2, b: 1 },
    );
    expectError(
      () =>
        rankGroup(
          'billiards',
          ['A', 'B', 'C', 'D'],
          [m('A', 'B', '+', '-'), m('C', 'D', 1, 0), m('A', 'C', 1, 0), m('B', 'D', 2, 0)],
          [],
        ),
      'mixedBilliardsFormats',
      { arg: 'matches', row: 3 },
      { first: 2, a: 1, b: 0 },
    );
    // forfeits fit either format
    expect(rank('billiards', ['A', 'B', 'C'], [m('A', 'B', '+', '-'), m('C', 'B', 1, 0)])).toEqual({
      A: 1,
      C: 1,
      B: 3,
    });
  });

  it('tiebreaks: missing name, unknown name, the same player twice', () => {
    const ms = [m('A', 'B', 1, 1)];
    expectError(() => rankGroup('futsal', ['A', 'B'], ms, [tb('A', 'B'), tb(null, 'B')]), 'matchNameMissing', {
      arg: 'tiebreaks',
      row: 1,
      col: 0,
    });
    expectError(() => rankGroup('futsal', ['A', 'B'], ms, [tb('A', null)]), 'matchNameMissing', {
      arg: 'tiebreaks',
      row: 0,
      col: 1,
    });
    expectError(
      () => rankGroup('futsal', ['A', 'B'], ms, [tb('A', 'Q')]),
      'unknownName',
      { arg: 'tiebreaks', row: 0, col: 1 },
      { name: 'Q' },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B'], ms, [tb('Q', 'A')]),
      'unknownName',
      { arg: 'tiebreaks', row: 0, col: 0 },
      { name: 'Q' },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B'], ms, [tb('A', ' a')]),
      'tiebreakSelf',
      { arg: 'tiebreaks', row: 0, col: 1 },
      { name: 'A' },
    );
  });

  it('defensive: a score that is not a whole number >= 0, a negative extra', () => {
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', 'B', 1.5, 0)], []),
      'notScore',
      { arg: 'matches', row: 0, col: 2 },
      { found: 1.5 },
    );
    expectError(
      () => rankGroup('futsal', ['A', 'B'], [m('A', 'B', 1, -1)], []),
      'notScore',
      { arg: 'matches', row: 0, col: 3 },
      { found: -1 },
    );
    expectError(
      () => rankGroup('billiards', ['A', 'B'], [m('A', 'B', 2, 1, 3, -2)], []),
      'negativeNumber',
      { arg: 'matches', row: 0, col: 5 },
      { found: -2 },
    );
  });
});

describe('backgammon chips are possible (Art. 13 item 7)', () => {
  const players = ['A', 'B'];
  const row = (sa: number, sb: number, ea: number | null, eb: number | null) => [
    { a: 'A', b: 'B', scoreA: sa, scoreB: sb, extraA: ea, extraB: eb },
  ];

  it('Art. 13 item 7: at most 14 chips per match point; none for a player who won no party', () => {
    expect(() => rankGroup('backgammon', players, row(3, 0, 42, 0), [])).not.toThrow(); // 3 simple wins, 14 each
    expect(() => rankGroup('backgammon', players, row(4, 0, 30, null), [])).not.toThrow(); // 2 mars
    for (const [r, col] of [
      [row(3, 0, 43, 0), 4],
      [row(3, 0, 0, 5), 5],
      [row(2, 1, 10, 15), 5],
    ] as const) {
      try {
        rankGroup('backgammon', players, r, []);
        expect.unreachable();
      } catch (e) {
        expect((e as TournamentError).code).toBe('impossibleChips');
        expect((e as TournamentError).where).toEqual({ arg: 'matches', row: 0, col });
      }
    }
  });
});
