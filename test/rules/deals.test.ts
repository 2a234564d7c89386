/**
 * PREF_PULKA's rules, deal by deal (SPEC §3 PREF_PULKA; Art. 18 items 1–11; Code ch. 4). Every
 * expected value is worked by hand from the rules in the comment above it: P = 8, 16, 24, 32, 40
 * (item 1), O = 4, 2, 1, 1, 1 (I-5). Seats are 1…n in the comments, 0-based in the arrays.
 */
import { describe, expect, it } from 'vitest';
import { Pulka } from '../../src/rules/deals';
import { TournamentError } from '../../src/rules/errors';
import { penaltyPoints, type PenaltyGame, type PenaltyKind } from '../../src/rules/penalties';
import { obligation } from '../../src/rules/prices';
import { settlePulka } from '../../src/rules/pulka';

/** A row: dealer empty, then contract, declarer and the seats' cells. */
const row = (contract: unknown, declarer: unknown, ...seats: unknown[]): unknown[] => [
  '',
  contract,
  declarer,
  ...seats,
];

function play(n: 3 | 4, rows: unknown[][], target = 120, names: string[] | null = null, help = true): Pulka {
  const p = new Pulka(n, target, names, help);
  rows.forEach((r, i) => p.row(r, i));
  return p;
}

/** The error a table of rows ends in. */
function refusal(n: 3 | 4, rows: unknown[][], target = 120, names: string[] | null = null): TournamentError {
  try {
    play(n, rows, target, names);
  } catch (e) {
    expect(e).toBeInstanceOf(TournamentError);
    return e as TournamentError;
  }
  throw new Error('expected the rows to be refused');
}

/** code, row, column (1-based, as a person reads them) of a refusal. */
function where(e: TournamentError): [string, number | undefined, number | undefined] {
  return [e.code, (e.where?.row ?? -1) + 1, (e.where?.col ?? -1) + 1];
}

function whistsWith(n: number, cells: [number, number, number][]): number[][] {
  const w = Array.from({ length: n }, () => Array<number>(n).fill(0));
  for (const [i, j, v] of cells) (w[i] as number[])[j] = v;
  return w;
}

function ledger(p: Pulka): { pools: number[]; mountains: number[]; whists: number[][] } {
  return { pools: p.pools.slice(), mountains: p.mountains.slice(), whists: p.whists.map((r) => r.slice()) };
}

describe('prices and obligations (Art. 18 item 1; I-5)', () => {
  it('I-5: the whisters owe 4 tricks on a 6, 2 on a 7, 1 on an 8, 9 or 10', () => {
    expect([6, 7, 8, 9, 10].map((l) => obligation(l as 6))).toEqual([4, 2, 1, 1, 1]);
  });
});

describe('a game nobody whisted (Art. 18 item 9.2; I-8)', () => {
  it("Art. 18 item 9.2, I-8: both opponents passed — made exactly, P to the declarer's pool, nothing else", () => {
    // 7♠ by seat 2, seats 1 and 3 pass: 16 to seat 2's pool.
    const p = play(3, [row('7♠', 2, 'п', '', 'п')]);
    expect(ledger(p)).toEqual({ pools: [0, 16, 0], mountains: [0, 0, 0], whists: whistsWith(3, []) });
  });

  it("I-8: the declarer's tricks may be typed (8 on a 7 changes nothing), but not below the level", () => {
    expect(ledger(play(3, [row('7', 2, 'п', 8, 'п')])).pools).toEqual([0, 16, 0]);
    expect(where(refusal(3, [row('7', 2, 'п', 6, 'п')]))).toEqual(['pulkaUnwhisted', 1, 5]);
  });
});

describe('a lone whister (Art. 18 items 1, 6.7; I-5, I-6)', () => {
  it('Art. 18 item 1: a made 6, the whister took his 4 — 8 to the pool, 4 × 8 = 32 whists, no mountain', () => {
    const p = play(3, [row('6', 1, 6, 'в4', 'п')]);
    expect(ledger(p)).toEqual({ pools: [8, 0, 0], mountains: [0, 0, 0], whists: whistsWith(3, [[1, 0, 32]]) });
  });

  it('Art. 18 item 1, I-5: a made 6, the whister took 2 of his 4 — 2 × 8 = 16 whists, (4 − 2) × 8 = 16 to his mountain', () => {
    const p = play(3, [row('6', 1, 8, 'в2', 'п')]);
    expect(ledger(p)).toEqual({ pools: [8, 0, 0], mountains: [0, 16, 0], whists: whistsWith(3, [[1, 0, 16]]) });
  });

  it("Art. 18 item 6.7, I-6: the passer's tricks (п1) are credited to the lone whister; the passer is written nothing", () => {
    // 7 by seat 1 took 7; seat 2 whisted and took 2, seat 3's hand 1: seat 2 is credited 3 → 3 × 16 = 48.
    const p = play(3, [row('7', 1, 7, 'в2', 'п1')]);
    expect(ledger(p)).toEqual({ pools: [16, 0, 0], mountains: [0, 0, 0], whists: whistsWith(3, [[1, 0, 48]]) });
  });

  it('Art. 18 item 1, I-5: a made 7 with 1 of 2 whists — 16 whists and 16 to the mountain', () => {
    const p = play(3, [row('7', 1, 9, 1, 'п')]);
    expect(ledger(p)).toEqual({ pools: [16, 0, 0], mountains: [0, 16, 0], whists: whistsWith(3, [[1, 0, 16]]) });
  });
});

describe('two whisters (Art. 18 items 1, 6.8; I-5, SPEC decision 8)', () => {
  it('I-5: on a 6 each answers for half (2 tricks): 3 + 0 → the one with none pays 2 × 8 = 16, the other nothing', () => {
    const p = play(3, [row('6', 1, 7, 3, 0)]);
    expect(ledger(p)).toEqual({ pools: [8, 0, 0], mountains: [0, 0, 16], whists: whistsWith(3, [[1, 0, 24]]) });
  });

  it('I-5: on a 6, 2 + 2 is the obligation — nobody pays; 1 + 1 — each pays (2 − 1) × 8 = 8', () => {
    expect(ledger(play(3, [row('6', 1, 6, 2, 2)]))).toEqual({
      pools: [8, 0, 0],
      mountains: [0, 0, 0],
      whists: whistsWith(3, [
        [1, 0, 16],
        [2, 0, 16],
      ]),
    });
    expect(ledger(play(3, [row('6', 1, 8, 1, 1)]))).toEqual({
      pools: [8, 0, 0],
      mountains: [0, 8, 8],
      whists: whistsWith(3, [
        [1, 0, 8],
        [2, 0, 8],
      ]),
    });
  });

  it('I-5: on a 7, 1 + 0 → the one with none pays (1 − 0) × 16 = 16', () => {
    const p = play(3, [row('7', 1, 9, 'в1', 'в0')]);
    expect(ledger(p)).toEqual({ pools: [16, 0, 0], mountains: [0, 0, 16], whists: whistsWith(3, [[1, 0, 16]]) });
  });

  it("Art. 18 item 6.8, I-3: on an 8 only the second whister answers — the second to speak from the declarer's left", () => {
    // 8 by seat 1, 10 tricks: seat 2 speaks first, seat 3 second → seat 3 pays 24.
    expect(ledger(play(3, [row('8', 1, 10, 0, 0)])).mountains).toEqual([0, 0, 24]);
    // 8 by seat 3: seat 1 speaks first, seat 2 second → seat 2 pays 24.
    expect(ledger(play(3, [row('8', 3, 0, 0, 10)])).mountains).toEqual([0, 24, 0]);
  });

  it('Art. 18 item 6.8, I-3: four at the table, the dealer is skipped in the order of speaking', () => {
    // First deal: seat 4 deals. 9 by seat 2: seat 3 speaks first, seat 4 is skipped, seat 1 second → seat 1 pays 32.
    expect(ledger(play(4, [row('9', 2, 0, 10, 0, '')])).mountains).toEqual([32, 0, 0, 0]);
  });
});

describe('a game not made (Art. 18 items 1, 5.4, 6.7; I-7)', () => {
  it('Art. 18 item 1: 8 by seat 1 took 6 — 2 × 24 = 48 to his mountain; each whister 2 × 24 + 48 for the undertricks = 96', () => {
    const p = play(3, [row('8', 1, 6, 2, 2)]);
    expect(ledger(p)).toEqual({
      pools: [0, 0, 0],
      mountains: [48, 0, 0],
      whists: whistsWith(3, [
        [1, 0, 96],
        [2, 0, 96],
      ]),
    });
  });

  it('I-6, I-7: a lone whister gets the undertricks too, the passer nothing — 6 took 5: 5 × 8 + 8 = 48', () => {
    const p = play(3, [row('6', 1, 5, 'в5', 'п')]);
    expect(ledger(p)).toEqual({ pools: [0, 0, 0], mountains: [8, 0, 0], whists: whistsWith(3, [[1, 0, 48]]) });
  });

  it('Art. 18 item 1: a 10 one short — 40 to the mountain, the whister 1 × 40 + 40 = 80', () => {
    const p = play(3, [row('10', 2, 'п', 9, 'в1')]);
    expect(ledger(p)).toEqual({ pools: [0, 0, 0], mountains: [0, 40, 0], whists: whistsWith(3, [[2, 1, 80]]) });
  });
});

describe("the 4-handed dealer's whist (Art. 18 items 5.4, 6.6; I-7, I-9)", () => {
  it('Art. 18 item 6.6, 5.4: both opponents passed, the dealer whisted: 6 took 5 — 8 to the mountain, the dealer 5 × 8 = 40 and no whists for the undertrick', () => {
    // Seat 4 deals the first deal. Seat 3's hand took 1 (п1) for the dealer, who typed 4 for his own play.
    const p = play(4, [row('6', 1, 5, 'п', 'п1', 4)]);
    expect(ledger(p)).toEqual({ pools: [0, 0, 0, 0], mountains: [8, 0, 0, 0], whists: whistsWith(4, [[3, 0, 40]]) });
  });

  it('I-9: the whisting dealer has the full obligation — a made 7 with 1 of 2 whists: 16 to his mountain', () => {
    const p = play(4, [row('7', 1, 9, 'п', 'п', 1)]);
    expect(ledger(p)).toEqual({ pools: [16, 0, 0, 0], mountains: [0, 0, 0, 16], whists: whistsWith(4, [[3, 0, 16]]) });
  });

  it("Art. 18 item 6.6: the dealer whists only after both opponents passed (the dealer's cell is named)", () => {
    expect(where(refusal(4, [row('6', 1, 6, 'в3', 'п', 1)]))).toEqual(['pulkaDealerWhist', 1, 7]);
  });
});

describe('half-whist (Art. 18 items 6.3–6.5; I-4)', () => {
  it('Art. 18 item 6.3, I-4: "пас – полвиста" on a 6 — 8 to the declarer\'s pool, the half-whister writes 2 × 8 = 16', () => {
    // 6 by seat 1: seat 2 speaks first (п), seat 3 second (½).
    const p = play(3, [row('6', 1, '', 'п', '½')]);
    expect(ledger(p)).toEqual({ pools: [8, 0, 0], mountains: [0, 0, 0], whists: whistsWith(3, [[2, 0, 16]]) });
  });

  it('Art. 18 item 6.3, I-4: on a 7 the half-whist is 1 × 16 = 16; by seat 2, seat 3 speaks first and seat 1 second', () => {
    const p = play(3, [row('7', 2, 'пв', '', 'п')]);
    expect(ledger(p)).toEqual({ pools: [0, 16, 0], mountains: [0, 0, 0], whists: whistsWith(3, [[0, 1, 16]]) });
  });

  it('Art. 18 items 6.3–6.5: not by the first speaker, not on an 8, not next to a whist (the half-whister is named)', () => {
    expect(where(refusal(3, [row('6', 1, '', '½', 'п')]))).toEqual(['pulkaHalf', 1, 5]);
    expect(where(refusal(3, [row('8', 1, '', 'п', '½')]))).toEqual(['pulkaHalf', 1, 6]);
    expect(where(refusal(3, [row('6', 1, 6, 'в4', '½')]))).toEqual(['pulkaHalf', 1, 6]);
    expect(where(refusal(3, [row('6', 1, '', '½', '½')]))).toEqual(['pulkaHalf', 1, 5]);
  });
});

describe('stepping out (Art. 18 item 3.4; I-14)', () => {
  it('Art. 18 item 3.4, I-14: "без трех и без вистов" — 3 × P to the mountain: 8 → 72, 7 → 48', () => {
    expect(ledger(play(3, [row('8', 2, '', 'б3', '')]))).toEqual({
      pools: [0, 0, 0],
      mountains: [0, 72, 0],
      whists: whistsWith(3, []),
    });
    expect(ledger(play(3, [row('7', 2, '', 'без трёх', '')])).mountains).toEqual([0, 48, 0]);
  });

  it("Art. 18 item 3.4: nothing is written in the opponents' cells (a 4-handed dealer's may still say п)", () => {
    expect(where(refusal(3, [row('8', 2, '', 'б3', 'п')]))).toEqual(['pulkaEmpty', 1, 6]);
    expect(ledger(play(4, [row('8', 2, '', 'б3', '', 'п')])).mountains).toEqual([0, 72, 0, 0]);
    expect(where(refusal(4, [row('8', 2, '', 'б3', '', 1)]))).toEqual(['pulkaEmpty', 1, 7]);
  });
});

describe('misère (Art. 18 items 2, 8.4, 8.5; I-10)', () => {
  it('Art. 18 item 2: no trick — 40 to the pool; 2 tricks — 2 × 40 = 80 to the mountain; no whists', () => {
    expect(ledger(play(3, [row('мизер', 3, '', '', 0)]))).toEqual({
      pools: [0, 0, 40],
      mountains: [0, 0, 0],
      whists: whistsWith(3, []),
    });
    expect(ledger(play(3, [row('m', 3, '', '', 2)]))).toEqual({
      pools: [0, 0, 0],
      mountains: [0, 0, 80],
      whists: whistsWith(3, []),
    });
  });

  it('Art. 18 item 8.5, I-10: the 4-handed dealer joined — halves: 20 each to the pool, or 20 × tricks each to the mountain', () => {
    // Seat 4 deals the first deal.
    expect(ledger(play(4, [row('мизер', 1, 0, '', '', 'м')])).pools).toEqual([20, 0, 0, 20]);
    expect(ledger(play(4, [row('мизер', 1, 1, '', '', 'м')])).mountains).toEqual([20, 0, 0, 20]);
  });

  it('Art. 18 items 1, 8.4, 8.5: no whist, no stepping out, only the dealer joins, and the tricks are needed', () => {
    expect(where(refusal(3, [row('мизер', 1, 'б3', '', '')]))).toEqual(['pulkaMisereOut', 1, 4]);
    expect(where(refusal(3, [row('мизер', 1, 0, 'п', '')]))).toEqual(['pulkaEmpty', 1, 5]);
    expect(where(refusal(3, [row('мизер', 1, 0, '', 'м')]))).toEqual(['pulkaJoin', 1, 6]);
    expect(where(refusal(4, [row('мизер', 1, 0, '', '', 'п')]))).toEqual(['pulkaJoin', 1, 7]);
    expect(where(refusal(3, [row('мизер', 1, '', '', '')]))).toEqual(['pulkaTricks', 1, 4]);
  });
});

describe('all-pass (Art. 18 items 9.1, 9.3, 9.4; I-11)', () => {
  it('Art. 18 items 9.1, 9.3: 4 a trick to the mountain; a seat with no trick 4 to the pool', () => {
    const p = play(3, [row('распасы', '', 4, 6, '')]);
    expect(ledger(p)).toEqual({ pools: [0, 0, 4], mountains: [16, 24, 0], whists: whistsWith(3, []) });
  });

  it('Art. 18 items 9.3, 9.4: the 4-handed dealer plays with the widow, but gets no pool for no trick', () => {
    // Seat 4 deals: tricks 5, 5, 0 and the dealer 0 → only seat 3 gets 4 in the pool.
    expect(ledger(play(4, [row('р', '', 5, 5, '', 0)]))).toEqual({
      pools: [0, 0, 4, 0],
      mountains: [20, 20, 0, 0],
      whists: whistsWith(4, []),
    });
    expect(ledger(play(4, [row('ap', '', 3, 5, 0, 2)])).mountains).toEqual([12, 20, 0, 8]);
  });

  it('Art. 18 item 9, I-11: 10 tricks in all (column 4 is named), the dealer at most 2, no declarer', () => {
    expect(where(refusal(3, [row('р', '', 4, 5, '')]))).toEqual(['pulkaTen', 1, 4]);
    expect(where(refusal(4, [row('р', '', 3, 4, 0, 3)]))).toEqual(['pulkaAllPassDealer', 1, 7]);
    expect(where(refusal(3, [row('р', 1, 4, 6, '')]))).toEqual(['pulkaNoDeclarer', 1, 3]);
  });
});

describe('the all-pass series (Art. 18 item 9.2; I-12)', () => {
  const AP = row('р', '', 4, 6, '');
  const lowest = (p: Pulka): unknown => (p.result()[0] as unknown[]).at(-1);

  it('Art. 18 item 9.2: an all-pass opens a series — the lowest game is 7, and a 6 (or б3 on a 6) is refused', () => {
    expect(lowest(play(3, []))).toBe(6);
    expect(lowest(play(3, [AP]))).toBe(7);
    expect(where(refusal(3, [AP, row('6', 1, '', 'п', 'п')]))).toEqual(['pulkaSeries', 2, 2]);
    expect(where(refusal(3, [AP, row('6', 1, 'б3', '', '')]))).toEqual(['pulkaSeries', 2, 2]);
  });

  it('Art. 18 item 9.2: a made 7 whose whister took a whist closes it', () => {
    expect(lowest(play(3, [AP, row('7', 1, 7, 'в3', 'п')]))).toBe(6);
  });

  it('Art. 18 item 9.2 (2006): what does not close it — both passed, no whist taken, a misère, a game not made, б3', () => {
    expect(lowest(play(3, [AP, row('7', 1, '', 'п', 'п')]))).toBe(7);
    expect(lowest(play(3, [AP, row('7', 1, 10, 'в0', 'п')]))).toBe(7);
    expect(lowest(play(3, [AP, row('мизер', 1, 0, '', '')]))).toBe(7);
    expect(lowest(play(3, [AP, row('8', 1, 7, 2, 1)]))).toBe(7);
    expect(lowest(play(3, [AP, row('7', 1, 'б3', '', '')]))).toBe(7);
  });

  it('Art. 18 item 9.2: "оба возможных вистующих спасовали" — a dealer\'s whist after both passed does not close it', () => {
    // Four: the all-pass is dealt by seat 4, the 7 by seat 1; seat 2 declares, seats 3 and 4 pass, seat 1 (dealer) whists 3.
    expect(lowest(play(4, [row('р', '', 4, 6, 0, ''), row('7', 2, 3, 7, 'п', 'п')]))).toBe(7);
  });

  it('I-12: a 7 left for a half-whist closes it', () => {
    expect(lowest(play(3, [AP, row('7', 1, '', 'п', '½')]))).toBe(6);
  });

  it('Art. 18 item 11.3, I-15: a revoke on an all-pass (ш3 р) opens a series too', () => {
    expect(lowest(play(3, [row('ш3 р', 2, '', '', '')]))).toBe(7);
  });
});

describe("penalties (Art. 18 item 11; I-15) — the rulings' own mechanism (src/rules/penalties.ts)", () => {
  it("Art. 18 item 11: ш1 4, ш2 7 → 16, ш2 мизер → 40, ш3 8 → 3 × 24 = 72, ш3 м → 120, ш3 р → 3 × 4 = 12, ш4 50 → 50, into the named player's mountain", () => {
    const cases: [string, number][] = [
      ['ш1', 4],
      ['p2 7', 16],
      ['ш2 мизер', 40],
      ['ш3 8', 72],
      ['Ш3 м', 120],
      ['ш3 р', 12],
      ['ш4 50', 50],
    ];
    for (const [contract, points] of cases)
      expect(ledger(play(3, [row(contract, 2, '', '', '')])).mountains).toEqual([0, points, 0]);
  });

  it("Art. 18 item 11: every penalty a referee can rule is written exactly as the ruling's penaltyPoints (one mechanism)", () => {
    const games: Record<string, PenaltyGame> = { '6': 6, '7': 7, '8': 8, '9': 9, '10': 10, м: 'misere', р: 'allpass' };
    const items: [string, PenaltyKind, string[]][] = [
      ['1', 'speaking', ['']],
      ['2', 'exposed', ['6', '7', '8', '9', '10', 'м']],
      ['3', 'revoke', Object.keys(games)],
      ['4', 'discretion', ['1', '37', '10000']],
    ];
    for (const [k, kind, args] of items) {
      for (const a of args) {
        const game = kind === 'discretion' || a === '' ? null : (games[a] as PenaltyGame);
        const amount = kind === 'discretion' ? Number(a) : null;
        expect(ledger(play(4, [row(`ш${k} ${a}`, 4, '', '', '', '')])).mountains[3]).toBe(
          penaltyPoints(kind, game, amount),
        );
      }
    }
  });

  it('Art. 18 item 11: a penalty needs its game or amount, and leaves the seat cells empty', () => {
    expect(where(refusal(3, [row('ш2', 1, '', '', '')]))).toEqual(['penaltyGameRequired', 1, 2]);
    expect(where(refusal(3, [row('ш2 р', 1, '', '', '')]))).toEqual(['penaltyGameNotAllowed', 1, 2]);
    expect(where(refusal(3, [row('ш1 7', 1, '', '', '')]))).toEqual(['penaltyGameNotAllowed', 1, 2]);
    expect(where(refusal(3, [row('ш4', 1, '', '', '')]))).toEqual(['penaltyAmountRequired', 1, 2]);
    expect(where(refusal(3, [row('ш4 0', 1, '', '', '')]))).toEqual(['penaltyAmountInvalid', 1, 2]);
    expect(where(refusal(3, [row('ш4 2,5', 1, '', '', '')]))).toEqual(['penaltyAmountInvalid', 1, 2]);
    expect(where(refusal(3, [row('ш1', '', '', '', '')]))).toEqual(['required', 1, 3]);
    expect(where(refusal(3, [row('ш1', 1, '', 4, '')]))).toEqual(['pulkaEmpty', 1, 5]);
  });
});

describe('the rotation (Art. 16 items 5.1, 5.7; Art. 18 item 4; I-16)', () => {
  const next = (p: Pulka): number => p.result().findIndex((r) => r.at(-2) === true) + 1;

  it('Art. 16 item 5.1: before any deal seat n deals; then clockwise 1, 2, … whatever the deal was', () => {
    expect(next(play(3, []))).toBe(3);
    expect(next(play(4, []))).toBe(4);
    // misère (dealt by 3), all-pass (by 1), б3 (by 2), a revoke ш3 (by 3): seat 1 deals next.
    const rows = [
      row('м', 1, 2, '', ''),
      row('р', '', 10, '', ''),
      row('7', 2, '', 'б3', ''),
      row('ш3 7', 3, '', '', ''),
    ];
    expect([1, 2, 3, 4].map((k) => next(play(3, rows.slice(0, k))))).toEqual([1, 2, 3, 1]);
  });

  it('Art. 18 item 11: ш1, ш2, ш4 belong to the deal in progress and do not move the dealer', () => {
    expect(next(play(3, [row('ш1', 1, '', '', ''), row('ш2 7', 2, '', '', ''), row('ш4 9', 3, '', '', '')]))).toBe(3);
  });

  it("I-16: a typed dealer must be the rotation's (a seat number or a name); on ш1, ш2, ш4 any seat", () => {
    const names = ['Асель', 'Bolat', 'Дана'];
    // Seat 3 deals the all-pass (typed '3'), seat 1 the 7 (typed by name, any case); Bolat declares by name.
    expect(
      next(
        play(
          3,
          [
            ['3', 'р', '', 10, '', ''],
            ['асель', '7', 'bolat', 'п', 7, 'п'],
          ],
          120,
          names,
        ),
      ),
    ).toBe(2);
    expect(where(refusal(3, [[1, 'р', '', 10, '', '']]))).toEqual(['pulkaDealer', 1, 1]);
    expect(
      where(
        refusal(
          3,
          [
            ['Дана', 'р', '', 10, '', ''],
            ['Дана', '7', 1, 7, 'п', 'п'],
          ],
          120,
          names,
        ),
      ),
    ).toEqual(['pulkaDealer', 2, 1]);
    expect(next(play(3, [[2, 'ш1', 1, '', '', '']]))).toBe(3);
    expect(where(refusal(3, [[4, 'ш1', 1, '', '', '']]))).toEqual(['pulkaNotSeat', 1, 1]);
  });

  it('Art. 18 item 5: the 4-handed dealer holds no cards and cannot declare', () => {
    expect(where(refusal(4, [row('6', 4, '', '', '', '')]))).toEqual(['pulkaSitsOut', 1, 3]);
    expect(where(refusal(4, [row('мизер', 4, '', '', '', 0)]))).toEqual(['pulkaSitsOut', 1, 3]);
  });

  it('Art. 18 item 4: a closed player deals "на общих основаниях" — the rotation goes on', () => {
    // Target 16: seat 1 closes with a 7 (dealt by seat 3), then deals the all-pass all the same; seat 2 is next.
    expect(next(play(3, [row('7', 1, '', 'п', 'п'), [1, 'р', '', 10, '', '']], 16))).toBe(2);
  });
});

describe('pools and help (Art. 18 item 10; Code 4.1.1, 4.2.3; SPEC "Pools and help")', () => {
  it('Art. 18 item 10.1, Code 4.2.3: the excess goes to the largest open pool, pools tied → the smaller mountain, 10 whists a point', () => {
    // Target 20. Row 1 all-pass 0, 4, 6: pools 4, 0, 0; mountains 0, 16, 24. Row 2: seat 1 makes a 7
    // nobody whisted: 20, closed. Row 3: again 16 → excess 16: seats 2 and 3 both have 0 in the pool,
    // seat 2 the smaller mountain (16 < 24): he gets 16, seat 1 writes 160 on him.
    const rows = [row('р', '', '', 4, 6), row('7', 1, '', 'п', 'п'), row('7', 1, '', 'п', 'п')];
    expect(ledger(play(3, rows, 20))).toEqual({
      pools: [20, 16, 0],
      mountains: [0, 16, 24],
      whists: whistsWith(3, [[0, 1, 160]]),
    });
    // Row 4: an 8 nobody whisted, 24 over: seat 2 (largest open pool, 16) lacks 4 → 40 whists; seat 3 gets the other 20 → 200.
    const p = play(3, [...rows, row('8', 1, '', 'п', 'п')], 20);
    expect(ledger(p)).toEqual({
      pools: [20, 20, 20],
      mountains: [0, 16, 24],
      whists: whistsWith(3, [
        [0, 1, 200],
        [0, 2, 200],
      ]),
    });
  });

  // Target 10: three 6s nobody whisted (8, 8, 8), then an all-pass 0, 0, 10: 4 + 4 to seats 1 and 2,
  // two pools over the target in one row (SPEC decision 7).
  const sixes = [row('6', 1, '', 'п', 'п'), row('6', 2, 'п', '', 'п'), row('6', 3, 'п', 'п', '')];
  const allPass = row('р', '', 0, 0, 10);

  it('SPEC "Pools and help" steps 2–4: helpers clockwise from the dealer\'s left; nobody open → off the helper\'s own mountain (Code 4.1.1)', () => {
    // The all-pass is dealt by seat 3: seat 1 helps first — seat 3 lacks 2: 2 points, 20 whists. Seat 2's 2
    // find nobody open: written off his mountain, 0 − 2 = −2. Seat 3 took 10 tricks: 40 to his mountain.
    const p = play(3, [...sixes, allPass], 10);
    expect(ledger(p)).toEqual({ pools: [10, 10, 10], mountains: [0, -2, 40], whists: whistsWith(3, [[0, 2, 20]]) });
    // One deal later (a revoke ш3 6 by seat 1, 3 × 8 = 24, dealt by seat 3) the all-pass is dealt by seat 1: seat 2 helps first.
    const q = play(3, [...sixes, row('ш3 6', 1, '', '', ''), allPass], 10);
    expect(ledger(q)).toEqual({ pools: [10, 10, 10], mountains: [24 - 2, 0, 40], whists: whistsWith(3, [[1, 2, 20]]) });
  });

  it("Code 4.1.1 (footnote 72): help keeps the game's value — settling with help equals writing the excess off the helper's mountain", () => {
    // With help: pools 10, 10, 10; mountains 0, −2, 40 (middle 38/3); seat 1 wrote 20 on seat 3:
    //   seat 1: 10·38/3 + 20 = 440/3; seat 2: 10·(38/3 + 2) = 440/3; seat 3: 10·(38/3 − 40) − 20 = −880/3.
    // Written off instead: pools 10, 10, 8 (middle 28/3); mountains −2, −2, 40 (middle 12):
    //   seat 1: 10·14 + 10·(10 − 28/3) = 440/3; seat 2 the same; seat 3: 10·(−28) + 10·(8 − 28/3) = −880/3.
    const withHelp = play(3, [...sixes, allPass], 10);
    const writtenOff = play(3, [...sixes, allPass], 10, null, false);
    expect(ledger(writtenOff)).toEqual({ pools: [10, 10, 8], mountains: [-2, -2, 40], whists: whistsWith(3, []) });
    for (const p of [withHelp, writtenOff]) {
      const exact = settlePulka(p.pools, p.mountains, p.whists).exact;
      [440 / 3, 440 / 3, -880 / 3].forEach((v, i) => expect(exact[i]).toBeCloseTo(v, 9));
    }
  });
});

describe('the end (Art. 16 item 15; SPEC "The end", "Result")', () => {
  const done = [row('10', 1, '', 'п', 'п'), row('10', 2, 'п', '', 'п'), row('10', 3, 'п', 'п', '')];

  it('Art. 16 item 15: every pool at the target — complete: all closed, nobody deals next, no lowest game', () => {
    // Target 40: three 10s nobody whisted, 40 each.
    expect(play(3, done, 40).result()).toEqual([
      [40, 0, '', 0, 0, true, false, ''],
      [40, 0, 0, '', 0, true, false, ''],
      [40, 0, 0, 0, '', true, false, ''],
    ]);
  });

  it('SPEC "The end": a later deal row is refused; ш1, ш2, ш4 (the last deal\'s penalties) are still written', () => {
    expect(where(refusal(3, [...done, row('6', 1, '', 'п', 'п')], 40))).toEqual(['pulkaComplete', 4, 2]);
    expect(where(refusal(3, [...done, row('ш3 6', 1, '', '', '')], 40))).toEqual(['pulkaComplete', 4, 2]);
    expect(ledger(play(3, [...done, row('ш1', 1, '', '', ''), row('ш4 10', 2, '', '', '')], 40)).mountains).toEqual([
      4, 10, 0,
    ]);
  });

  it('SPEC "Result": before any deal — zeros, seat n deals next, lowest game 6; a blank row changes nothing', () => {
    const empty = [
      [0, 0, '', 0, 0, 0, false, false, 6],
      [0, 0, 0, '', 0, 0, false, false, 6],
      [0, 0, 0, 0, '', 0, false, false, 6],
      [0, 0, 0, 0, 0, '', false, true, 6],
    ];
    expect(play(4, []).result()).toEqual(empty);
    expect(
      play(4, [
        ['', '', '', '', '', '', ''],
        [4, '', '', '', '', '', ''],
      ]).result(),
    ).toEqual(empty);
  });
});
