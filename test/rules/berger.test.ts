import { describe, expect, it } from 'vitest';
import { bergerRounds } from '../../src/rules/berger';
import { type TournamentError } from '../../src/rules/errors';

/** The rounds as "1-4 2-3" strings, 1-based like the printed tables. */
const printed = (n: number) => bergerRounds(n).map((r) => r.map(([a, b]) => `${a + 1}-${b + 1}`).join(' '));

/** FIDE Handbook C.05 Annex 1, Berger tables (players 3–4, 5–6, 7–8), transcribed round by round. */
const FIDE: Record<4 | 6 | 8, string[]> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
  8: [
    '1-8 2-7 3-6 4-5',
    '8-5 6-4 7-3 1-2',
    '2-8 3-1 4-7 5-6',
    '8-6 7-5 1-4 2-3',
    '3-8 4-2 5-1 6-7',
    '8-7 1-6 2-5 3-4',
    '4-8 5-3 6-2 7-1',
  ],
};

describe('Berger round-robin fixtures (Art. 8 item 4 sub-item 1, Art. 11 item 4, Art. 14 item 4)', () => {
  it('n = 4 is exactly the standard Berger table: 1–4, 2–3 / 4–3, 1–2 / 2–4, 3–1', () => {
    expect(bergerRounds(4)).toEqual([
      [
        [0, 3],
        [1, 2],
      ],
      [
        [3, 2],
        [0, 1],
      ],
      [
        [1, 3],
        [2, 0],
      ],
    ]);
  });

  it('n = 4, 6, 8 reproduce the FIDE Berger tables (C.05 Annex 1) round by round', () => {
    for (const n of [4, 6, 8] as const) expect(printed(n)).toEqual(FIDE[n]);
  });

  it('odd n: the table of n + 1 with the pairs against the bye (player n + 1) left out', () => {
    for (const n of [3, 5, 7] as const) {
      const even = FIDE[(n + 1) as 4 | 6 | 8].map((r) =>
        r
          .split(' ')
          .filter((p) => !p.split('-').includes(String(n + 1)))
          .join(' '),
      );
      expect(printed(n)).toEqual(even);
    }
    expect(printed(2)).toEqual(['1-2']);
  });

  it('for n = 2 … 8: every pair exactly once, n − 1 rounds (even n) or n rounds (odd n), nobody twice in a round', () => {
    for (let n = 2; n <= 8; n++) {
      const rounds = bergerRounds(n);
      expect(rounds.length).toBe(n % 2 === 0 ? n - 1 : n);
      const pairs = new Map<string, number>();
      for (const round of rounds) {
        expect(round.length).toBe(Math.floor(n / 2));
        const seen = round.flat();
        expect(new Set(seen).size).toBe(seen.length);
        for (const [a, b] of round) {
          expect(a).not.toBe(b);
          expect(Math.min(a, b) >= 0 && Math.max(a, b) < n).toBe(true);
          const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
          pairs.set(key, (pairs.get(key) ?? 0) + 1);
        }
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      expect([...pairs.values()].every((c) => c === 1)).toBe(true);
    }
  });

  it('odd n: every player sits out exactly one round (the bye)', () => {
    for (const n of [3, 5, 7]) {
      const rounds = bergerRounds(n);
      for (let p = 0; p < n; p++) expect(rounds.filter((r) => !r.flat().includes(p)).length).toBe(1);
    }
  });

  it('sides alternate: for n ≥ 3 nobody is always first; each player is first as often as second, give or take one', () => {
    for (let n = 3; n <= 8; n++) {
      const rounds = bergerRounds(n);
      for (let p = 0; p < n; p++) {
        const first = rounds.flat().filter(([a]) => a === p).length;
        const second = rounds.flat().filter(([, b]) => b === p).length;
        expect(first).toBeGreaterThan(0);
        expect(second).toBeGreaterThan(0);
        expect(Math.abs(first - second)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('a group of fewer than 2 or more than 8 players (or not a whole number) is an error', () => {
    for (const n of [-1, 0, 1, 9, 64, 2.5, Number.NaN]) {
      try {
        bergerRounds(n);
        expect.unreachable();
      } catch (e) {
        expect((e as TournamentError).code).toBe('bergerSize');
      }
    }
  });
});
