import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TournamentError } from '../../src/rules/errors';
import { possibleFinalScores, scoreMatch, type PartyRow } from '../../src/rules/backgammon';

function codeOf(rows: PartyRow[]): [string, unknown] {
  try {
    scoreMatch(rows);
  } catch (e) {
    if (e instanceof TournamentError) return [e.code, e.where];
    throw e;
  }
  return ['ok', undefined];
}

describe('backgammon match (Art. 13 item 7, Art. 14 item 2)', () => {
  it('Art. 13 item 7: a simple win is 1 point, a mars 2', () => {
    expect(scoreMatch([[1, 0]])).toEqual({ points: [1, 0], winner: null, decidedAfter: null });
    expect(scoreMatch([[null, 2]])).toEqual({ points: [0, 2], winner: null, decidedAfter: null });
  });

  it('Art. 14 item 2 sub-item 1: three points in the first two parties win; the third is not played', () => {
    expect(
      scoreMatch([
        [2, 0],
        [1, 0],
      ]),
    ).toEqual({ points: [3, 0], winner: 1, decidedAfter: 2 });
    expect(
      scoreMatch([
        [0, 2],
        [0, 2],
      ]),
    ).toEqual({ points: [0, 4], winner: 2, decidedAfter: 2 });
    expect(
      codeOf([
        [2, 0],
        [1, 0],
        [1, 0],
      ]),
    ).toEqual(['bgAfterDecided', { arg: 'parties', row: 2 }]);
  });

  it('Art. 14 item 2: two simple wins (2 points) do not decide the match; the third party is played', () => {
    expect(
      scoreMatch([
        [1, 0],
        [1, 0],
      ]).winner,
    ).toBeNull();
    expect(
      scoreMatch([
        [1, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toEqual({ points: [2, 1], winner: 1, decidedAfter: 3 });
  });

  it('Art. 14 item 2: after three parties the higher total wins, even if the other player won two parties', () => {
    expect(
      scoreMatch([
        [1, 0],
        [0, 2],
        [1, 0],
      ]),
    ).toEqual({ points: [2, 2], winner: null, decidedAfter: null });
    expect(
      scoreMatch([
        [0, 1],
        [0, 1],
        [2, 0],
      ]),
    ).toEqual({ points: [2, 2], winner: null, decidedAfter: null });
    expect(
      scoreMatch([
        [2, 0],
        [0, 1],
        [0, 1],
      ]),
    ).toEqual({ points: [2, 2], winner: null, decidedAfter: null });
    expect(
      scoreMatch([
        [0, 1],
        [2, 0],
        [0, 1],
      ]),
    ).toEqual({ points: [2, 2], winner: null, decidedAfter: null });
    expect(
      scoreMatch([
        [0, 1],
        [2, 0],
        [0, 2],
      ]),
    ).toEqual({ points: [2, 3], winner: 2, decidedAfter: 3 });
  });

  it('Art. 14 item 2 sub-item 2: level after three parties, the fourth party decides', () => {
    expect(
      scoreMatch([
        [1, 0],
        [0, 2],
        [1, 0],
        [0, 1],
      ]),
    ).toEqual({ points: [2, 3], winner: 2, decidedAfter: 4 });
    expect(
      scoreMatch([
        [1, 0],
        [0, 2],
        [1, 0],
        [2, 0],
      ]),
    ).toEqual({ points: [4, 2], winner: 1, decidedAfter: 4 });
    expect(
      codeOf([
        [1, 0],
        [1, 0],
        [0, 1],
        [1, 0],
      ]),
    ).toEqual(['bgFourthNotTied', { arg: 'parties', row: 3 }]);
  });

  it('errors: both won, nobody won, bad values, a gap, more than four parties', () => {
    expect(codeOf([[1, 1]])).toEqual(['bgBothWon', { arg: 'parties', row: 0 }]);
    expect(
      codeOf([
        [1, 0],
        [0, 0],
      ]),
    ).toEqual(['bgNoWinner', { arg: 'parties', row: 1 }]);
    expect(
      codeOf([
        [1, 0],
        [0, 3],
      ]),
    ).toEqual(['bgBadValue', { arg: 'parties', row: 1, col: 1 }]);
    expect(codeOf([[0.5, 0]])).toEqual(['bgBadValue', { arg: 'parties', row: 0, col: 0 }]);
    expect(
      codeOf([
        [1, 0],
        [null, null],
        [0, 1],
      ]),
    ).toEqual(['bgGap', { arg: 'parties', row: 1 }]);
    expect(
      codeOf([
        [1, 0],
        [0, 1],
        [1, 0],
        [0, 1],
        [1, 0],
      ])[0],
    ).toBe('bgTooManyRows');
  });

  it('Art. 14 item 2: every decided match ends 3:0, 4:0, 2:1, 3:1, 4:1, 3:2 or 4:2', () => {
    expect(possibleFinalScores()).toEqual([
      [2, 1],
      [3, 0],
      [3, 1],
      [3, 2],
      [4, 0],
      [4, 1],
      [4, 2],
    ]);
  });

  it('property: played out party by party, a match is decided after 2, 3 or 4 parties with the winner ahead or winning the 4th', () => {
    const party = fc.tuple(fc.boolean(), fc.constantFrom(1, 2));
    fc.assert(
      fc.property(fc.array(party, { minLength: 4, maxLength: 4 }), (seq) => {
        const rows: PartyRow[] = [];
        let result = scoreMatch(rows);
        for (const [firstWins, pts] of seq) {
          if (result.winner !== null) break;
          rows.push(firstWins ? [pts, 0] : [0, pts]);
          result = scoreMatch(rows);
        }
        expect(result.winner).not.toBeNull();
        expect([2, 3, 4]).toContain(result.decidedAfter);
        const [a, b] = result.points;
        if (result.decidedAfter === 4) expect(rows[3]![result.winner! - 1]).toBeGreaterThan(0);
        else expect(result.winner === 1 ? a > b : b > a).toBe(true);
        const [w, l] = result.winner === 1 ? [a, b] : [b, a];
        expect(possibleFinalScores()).toContainEqual([w, l]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('backgammon errors name the right party (a review finding)', () => {
  it('Art. 14 item 2 sub-item 1: a party typed after an early decision is reported as such, not as a gap', () => {
    expect(
      codeOf([
        [2, null],
        [1, null],
        [null, null],
        [null, 1],
      ]),
    ).toEqual(['bgAfterDecided', { arg: 'parties', row: 3 }]);
    expect(
      codeOf([
        [1, 0],
        [1, 0],
        [1, 0],
        [0, 1],
      ]),
    ).toEqual(['bgFourthNotTied', { arg: 'parties', row: 3 }]);
  });
});
