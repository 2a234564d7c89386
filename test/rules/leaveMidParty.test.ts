/**
 * A player leaving mid-party (issue 24 item 16): the table plays on three-handed. Art. 16 item 3
 * ("партия играется тремя участниками … при отсутствии игрока в случаях, установленных пунктом 4
 * настоящей статьи и абзацем пятым пункта 7 статьи 17"), Art. 16 item 4 (he "refuses further
 * participation"), Art. 17 item 7 para 5 (disqualified); docs/rules.md "A player leaving mid-party".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREF_PROTOCOL } from '../../src/functions/index';
import { Pulka } from '../../src/rules/deals';
import { TournamentError } from '../../src/rules/errors';
import { settleWithout } from '../../src/rules/pulka';
import { placePoints, tourRating } from '../../src/rules/rating';
import { formatError } from '../../src/i18n/format';
import { buildPulka, NAMES, seedsArb } from '../pulkaDeals';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const row = (contract: unknown, declarer: unknown, ...seats: unknown[]): unknown[] => [
  '',
  contract,
  declarer,
  ...seats,
];
const LEAVES = (seat: unknown): unknown[] => ['', 'выбыл', seat, '', '', '', ''];

function play(n: 3 | 4, rows: unknown[][], target = 120, names: string[] | null = null): Pulka {
  const p = new Pulka(n, target, names);
  rows.forEach((r, i) => p.row(r, i));
  return p;
}

function refusal(n: 3 | 4, rows: unknown[][], names: string[] | null = null): TournamentError {
  try {
    play(n, rows, 120, names);
  } catch (e) {
    if (e instanceof TournamentError) return e;
    throw e;
  }
  throw new Error('accepted');
}

// Seat 1 makes a 6 (dealer seat 4 sits out), seat 2 a 6 (dealer seat 1 sits out); then seat 3 leaves.
const BEFORE = [row('6', 1, '', 'п', 'п', ''), row('6', 2, '', '', 'п', 'п')];

describe('Art. 16 item 3 with item 4: a player leaving mid-party, the table plays on three-handed', () => {
  it('Art. 16 items 3, 5.7: the deals before stand, the turn passes among the three, nobody sits out', () => {
    const p = play(4, [...BEFORE, LEAVES(3)]);
    expect(p.left).toBe(2);
    // deal 3 would be dealt by seat 2 (the 4-handed rotation): seat 2 still deals
    expect(p.dealer).toBe(1);
    // seat 4 makes a 10 while seat 2 deals: at a table of three the dealer holds cards (Art. 18 item 5 is a four's rule)
    p.row(row('10', 4, 'п', 'п', '', ''), 3);
    expect(p.pools).toEqual([8, 8, 0, 40]);
    // then seat 4 deals, then seat 1 — seat 3 is skipped
    expect(p.dealer).toBe(3);
    p.row(row('6', 2, 'п', '', '', 'п'), 4);
    expect(p.dealer).toBe(0);
    expect(p.result()[2]?.slice(6, 8)).toEqual([false, false]);
  });

  it("Art. 16 item 5.7: the leaver's turn to deal passes to his left", () => {
    // after one deal (dealer seat 4) seat 1 would deal: seat 1 leaves, seat 2 deals
    const p = play(4, [BEFORE[0] as unknown[], LEAVES(1)]);
    expect(p.dealer).toBe(1);
  });

  it('Art. 16 items 3, 13.2: the three settle among themselves to 0; the leaver has no result (PREF_PROTOCOL)', () => {
    const rows = [...BEFORE, LEAVES('Дана'), row('10', 'Erlan', 'п', 'п', '', '')];
    const out = PREF_PROTOCOL(rows, [NAMES], 120, false, true) as unknown[][];
    const result = out.map((r) => r[9]);
    // pools 8, 8, 40 of seats 1, 2, 4 (Art. 18 item 1: a 6 is 8, a 10 is 40), mean 18⅔:
    // 10·(pool − 18⅔) = −106⅔, −106⅔, 213⅓ → −107, −107, 214 (equal values kept equal)
    expect(result).toEqual([-107, -107, '', 214]);
  });

  it('Art. 16 item 3: what the leaver wrote, and what was written on him, leaves with him', () => {
    const state = {
      pools: [10, 4, 6, 2],
      mountains: [0, 8, 0, 4],
      whists: [
        [0, 20, 5, 30],
        [0, 0, 10, 0],
        [4, 6, 0, 12],
        [50, 0, 0, 0],
      ],
    };
    const out = settleWithout(state, 3);
    expect(out[3]).toBeNull();
    // the three alone: pools 10, 4, 6 (mean 6 ⅔), mountains 0, 8, 0 (mean 2 ⅔), whists among 1–3 only
    // seat 1: 10·(2⅔ − 0) + (20 + 5 − 0 − 4) + 10·(10 − 6⅔) = 26⅔ + 21 + 33⅓ = 81
    expect(out[0]).toBe(81);
    expect((out as number[]).reduce((s, v) => s + (v ?? 0), 0)).toBe(0);
  });

  it('Art. 16 item 3: a table of three cannot go on with two; a second leaver likewise', () => {
    expect(refusal(3, [['', 'выбыл', 1, '', '', '']]).code).toBe('pulkaLeaveThree');
    expect(refusal(4, [LEAVES(1), LEAVES(2)]).code).toBe('pulkaLeaveThree');
  });

  it('Art. 16 item 4: the leaver deals, plays and whists no more; the leaving row holds nothing else', () => {
    const typed = refusal(4, [LEAVES(3), row('6', 1, '', 'п', 'п', '')]);
    expect(typed.code).toBe('pulkaLeftSeat');
    expect(typed.where?.col).toBe(5);
    expect(refusal(4, [LEAVES(3), row('6', 3, 'п', 'п', '', '')]).code).toBe('pulkaLeftSeat');
    expect(refusal(4, [['', 'выбыл', 2, '', '', 'п', '']]).code).toBe('pulkaLeaveCell');
    // not a player of the table
    expect(refusal(4, [LEAVES('Zed')], NAMES).code).toBe('pulkaNotSeat');
  });

  it('refusals are said in words, in Russian, Kazakh and English', () => {
    const e = refusal(3, [['', 'ушёл', 1, '', '', '']]);
    const say = (lang: 'ru' | 'kk' | 'en') => formatError('PREF_PULKA', e.code, e.params, e.where, lang);
    const [ru, kk, en] = [say('ru'), say('kk'), say('en')];
    expect(ru).toMatch(/ст\. 16 п\. 3/);
    expect(kk).toMatch(/16-бап/);
    expect(en).toMatch(/Art\. 16 item 3/);
  });

  it('the words a referee writes: выбыл, ушёл, left, кетті', () => {
    for (const word of ['выбыл', 'Ушёл', 'left', 'кетті', 'выбыла'])
      expect(play(4, [['', word, 2, '', '', '', '']]).left).toBe(1);
  });

  it('property (Art. 16 items 3, 12, 13.2): a three-handed continuation settles to 0, places are a ranking, the leaver gets −8', () => {
    fc.assert(
      fc.property(seedsArb(25), seedsArb(40), fc.integer({ min: 0, max: 3 }), (before, after, seat) => {
        const target = 30;
        // the four-handed part, cut where no all-pass series is open and the pulka goes on
        let cut = 0;
        const four = buildPulka(4, target, before, {
          names: NAMES,
          after: (p, rows) => {
            if (!p.series && !p.complete) cut = rows.length;
          },
        });
        const rows = four.rows.slice(0, cut);
        rows.push(LEAVES(NAMES[seat]));
        const active = [0, 1, 2, 3].filter((s) => s !== seat);
        const three = buildPulka(3, target, after, { names: active.map((s) => NAMES[s] as string) });
        const mapSeat = (v: unknown): unknown =>
          typeof v === 'number' || (typeof v === 'string' && /^\d$/.test(v))
            ? (active[Number(v) - 1] as number) + 1
            : v;
        const p = play(4, rows, target, NAMES);
        for (const r of three.rows) {
          if (p.complete) break;
          const cells = [mapSeat(r[0]), r[1], mapSeat(r[2])];
          const seats: unknown[] = ['', '', '', ''];
          active.forEach((s, k) => (seats[s] = r[3 + k]));
          p.row([...cells, ...seats], rows.length);
          rows.push([...cells, ...seats]);
        }
        const settled = settleWithout(p, seat, NAMES);
        expect(settled[seat]).toBeNull();
        const whists = active.map((s) => settled[s] as number);
        expect(whists.reduce((s, v) => s + v, 0)).toBe(0);
        const places = placePoints(whists);
        expect(places.reduce((s, v) => s + v, 0)).toBe(0);
        for (let i = 0; i < 3; i++)
          for (let j = 0; j < 3; j++)
            if ((whists[i] as number) > (whists[j] as number)) expect(places[i]).toBeGreaterThan(places[j] as number);
        const rating = tourRating(
          NAMES.map((_, s) => ({ whists: s === seat ? null : (settled[s] as number), table: '1', missed: s === seat })),
          false,
        );
        expect(rating[seat]).toBe(-8);
      }),
      { numRuns: RUNS },
    );
  });
});
