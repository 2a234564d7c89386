import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gamePrice,
  needsAmount,
  needsGame,
  PENALTY_ITEM,
  penaltyPoints,
  penaltyProblem,
  type PenaltyGame,
  type PenaltyKind,
} from '../../src/rules/penalties';

const KINDS: PenaltyKind[] = ['speaking', 'exposed', 'revoke', 'discretion'];
const GAMES: (PenaltyGame | null)[] = [null, 6, 7, 8, 9, 10, 'misere', 'allpass'];

describe('game prices (Art. 18 item 1)', () => {
  it('Art. 18 item 1 sub-items 1–5: a six 8, a seven 16, an eight 24, a nine 32, a ten 40', () => {
    expect([6, 7, 8, 9, 10].map((l) => gamePrice(l as 6 | 7 | 8 | 9 | 10))).toEqual([8, 16, 24, 32, 40]);
  });

  it('Art. 18 item 1: there is no price for a level outside 6–10', () => {
    expect(() => gamePrice(5 as 6)).toThrow(Error);
    expect(() => gamePrice(11 as 10)).toThrow(Error);
  });
});

describe('penalty kinds (Art. 18 item 11)', () => {
  it('Art. 18 item 11: each kind names its sub-item', () => {
    expect(PENALTY_ITEM).toEqual({ speaking: '11.1', exposed: '11.2', revoke: '11.3', discretion: '11.4' });
  });

  it('Art. 18 item 11: 11.2 and 11.3 are priced by a game, 11.4 by an amount, 11.1 by neither', () => {
    expect(KINDS.map(needsGame)).toEqual([false, true, true, false]);
    expect(KINDS.map(needsAmount)).toEqual([false, false, false, true]);
  });
});

describe('penalty points, every kind with every game (Art. 18 item 11)', () => {
  // Hand-computed from the rules: item 1 prices 8, 16, 24, 32, 40; item 2 misère 40; item 9.1
  // all-pass 4 a trick. A string is the problem penaltyProblem reports.
  const expected: Record<PenaltyKind, (number | string)[]> = {
    //            null            6    7    8    9    10   misère  all-pass
    // 11.1: four, whatever the game; a game is not part of it.
    speaking: [
      4,
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
    ],
    // 11.2: the price of the last declared game; an all-pass is never declared.
    exposed: ['gameRequired', 8, 16, 24, 32, 40, 40, 'gameNotAllowed'],
    // 11.3: triple the price of the game being played: 3 × 8 … 3 × 40, misère 3 × 40, all-pass 3 × 4.
    revoke: ['gameRequired', 24, 48, 72, 96, 120, 120, 12],
    // 11.4: the referee's amount (here 50), never a game.
    discretion: [
      50,
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
      'gameNotAllowed',
    ],
  };
  const titles: Record<PenaltyKind, string> = {
    speaking: 'Art. 18 item 11.1 (speaking out of turn): 4 to the mountain',
    exposed: 'Art. 18 item 11.2 (cards opened before the end of the bidding): the price of the last declared game',
    revoke: 'Art. 18 item 11.3 (revoke): triple the price of the game being played, "без трех и без вистов"',
    discretion: "Art. 18 item 11.4 (at the referees' discretion): the amount they name",
  };

  for (const kind of KINDS) {
    it(titles[kind], () => {
      GAMES.forEach((game, g) => {
        const want = expected[kind][g];
        const amount = kind === 'discretion' ? 50 : null;
        if (typeof want === 'number') {
          expect(penaltyProblem(kind, game, amount), `${kind} ${String(game)}`).toBeNull();
          expect(penaltyPoints(kind, game, amount), `${kind} ${String(game)}`).toBe(want);
        } else {
          expect(penaltyProblem(kind, game, amount), `${kind} ${String(game)}`).toBe(want);
          expect(() => penaltyPoints(kind, game, amount), `${kind} ${String(game)}`).toThrow(Error);
        }
      });
    });
  }
});

describe('penalty amounts (Art. 18 item 11.4)', () => {
  it('Art. 18 item 11.4: the amount is required', () => {
    expect(penaltyProblem('discretion', null, null)).toBe('amountRequired');
    expect(() => penaltyPoints('discretion', null, null)).toThrow(/amountRequired/);
  });

  it('Art. 18 item 11.4: a positive whole number up to 10000', () => {
    expect(penaltyPoints('discretion', null, 1)).toBe(1);
    expect(penaltyPoints('discretion', null, 10000)).toBe(10000);
    for (const bad of [0, -4, 2.5, 10001, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(penaltyProblem('discretion', null, bad), String(bad)).toBe('amountInvalid');
      expect(() => penaltyPoints('discretion', null, bad)).toThrow(/amountInvalid/);
    }
  });

  it('Art. 18 items 11.1–11.3: an amount is not allowed where the rules fix it', () => {
    expect(penaltyProblem('speaking', null, 4)).toBe('amountNotAllowed');
    expect(penaltyProblem('exposed', 6, 8)).toBe('amountNotAllowed');
    expect(penaltyProblem('revoke', 'allpass', 12)).toBe('amountNotAllowed');
    expect(() => penaltyPoints('revoke', 7, 48)).toThrow(/amountNotAllowed/);
  });

  it('Art. 18 item 11: a penalty wrong in both game and amount reports its game first', () => {
    expect(penaltyProblem('speaking', 6, 4)).toBe('gameNotAllowed');
    expect(penaltyProblem('exposed', null, 8)).toBe('gameRequired');
    expect(penaltyProblem('discretion', 'misere', null)).toBe('gameNotAllowed');
  });

  it('Art. 18 item 11: the thrown error is a plain Error naming the sub-item and the problem', () => {
    let caught: unknown;
    try {
      penaltyPoints('exposed', 'allpass', null);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).name).toBe('Error');
    expect((caught as Error).message).toContain('11.2');
    expect((caught as Error).message).toContain('gameNotAllowed');
  });
});

describe('penalty properties (Art. 18 item 11)', () => {
  const kind = fc.constantFrom<PenaltyKind>(...KINDS);
  const game = fc.constantFrom<PenaltyGame | null>(...GAMES);
  const amount = fc.oneof(fc.constant(null), fc.integer({ min: -20, max: 10020 }), fc.double({ noNaN: false }));

  it('Art. 18 item 11: penaltyPoints gives a positive whole number exactly when penaltyProblem is null', () => {
    fc.assert(
      fc.property(kind, game, amount, (k, g, a) => {
        const problem = penaltyProblem(k, g, a);
        if (problem === null) {
          const p = penaltyPoints(k, g, a);
          expect(Number.isInteger(p)).toBe(true);
          expect(p).toBeGreaterThan(0);
        } else {
          expect(() => penaltyPoints(k, g, a)).toThrow(Error);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('Art. 18 items 11.2 and 11.3: a revoke costs three times the exposed cards, for every declarable game', () => {
    for (const g of [6, 7, 8, 9, 10, 'misere'] as PenaltyGame[]) {
      expect(penaltyPoints('revoke', g, null)).toBe(3 * penaltyPoints('exposed', g, null));
    }
  });
});
