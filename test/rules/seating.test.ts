import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TournamentError } from '../../src/rules/errors';
import { compareNames } from '../../src/rules/names';
import { rng, shuffle } from '../../src/rules/random';
import { finalTable, seatByStandings, seatFirstTour, type Table } from '../../src/rules/seating';
import { MAX_PREF_PLAYERS, tableSizes } from '../../src/rules/tables';

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(TournamentError);
    return (e as TournamentError).code;
  }
  return 'none';
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const none: ReadonlySet<string> = new Set();
const sizesOf = (tables: Table[]) => tables.map((t) => t.players.length);

/** A field of 0…70 players and the subset that skips the tour. */
const fieldArb = fc
  .integer({ min: 0, max: 70 })
  .chain((n) => fc.tuple(fc.constant(names(n)), fc.subarray(names(n))))
  .filter(([players, absent]) => {
    const present = players.length - absent.length;
    return present >= 3 && present !== 5;
  });

describe('preference tour 1: random draw (Art. 17 items 3–4)', () => {
  it('Art. 17 item 3: 10 players → tables "1", "2", "3" of 4, 3, 3 (Art. 16 item 3), everyone seated once', () => {
    const tables = seatFirstTour(names(10), none, 2025);
    expect(tables.map((t) => t.label)).toEqual(['1', '2', '3']);
    expect(sizesOf(tables)).toEqual([4, 3, 3]);
    expect(tables.flatMap((t) => t.players).sort()).toEqual(names(10).sort());
  });

  it('Art. 16 item 4: players who announced they skip the tour are not seated (names compared trimmed, any case)', () => {
    const players = ['Иванов А.', 'Петров Б.', 'Сидоров В.', 'Ким Г.', 'Ли Д.', 'Ахметов Е.', 'Жунусов Ж.'];
    const tables = seatFirstTour(players, new Set([' иванов  а. ']), 1);
    expect(sizesOf(tables)).toEqual([3, 3]);
    expect(tables.flatMap((t) => t.players)).not.toContain('Иванов А.');
  });

  it('Art. 17 item 3 ("by drawing lots, without preferences"): the same seed gives the same seating, other seeds other seatings', () => {
    expect(seatFirstTour(names(13), none, 77)).toEqual(seatFirstTour(names(13), none, 77));
    const seatings = new Set(Array.from({ length: 50 }, (_, s) => JSON.stringify(seatFirstTour(names(13), none, s))));
    expect(seatings.size).toBeGreaterThan(40);
  });

  it('Art. 17 item 3, SPEC §5: the same seed gives the same seating whatever the order of the list (the players are put in name order first)', () => {
    const players = [
      'Нуриев Руслан',
      'Абаев Ерлан',
      'Лим Виктор',
      'Волков Сергей',
      'Евсеева Ольга',
      'Бекова Айгерим',
      'Ким Анна',
    ];
    const seated = seatFirstTour(players, none, 2025);
    expect(seatFirstTour([...players].reverse(), none, 2025)).toEqual(seated);
    // It is the sorted list, shuffled with the seed, cut into a table of 4 and one of 3.
    const order = shuffle([...players].sort(compareNames), rng(2025));
    expect(seated.map((t) => t.players)).toEqual([order.slice(0, 4), order.slice(4)]);
  });

  it('Art. 17 item 3: nobody is favoured — each of 8 players sits at table 1 about half the time over 2000 seeds', () => {
    const atOne = new Map<string, number>();
    for (let s = 0; s < 2000; s++)
      for (const p of (seatFirstTour(names(8), none, s)[0] as Table).players) atOne.set(p, (atOne.get(p) ?? 0) + 1);
    for (const p of names(8)) expect(Math.abs((atOne.get(p) ?? 0) - 1000)).toBeLessThan(120); // ~5 standard deviations
  });
});

describe('preference tours 2–7: the standings list cut into tables (Art. 17 item 4)', () => {
  it('Art. 17 item 4 second paragraph: groups of 4–3 in the order of the list, 4s first, without the absent', () => {
    const order = names(12);
    const tables = seatByStandings(order, new Set(['P3']));
    expect(tables).toEqual([
      { label: '1', players: ['P1', 'P2', 'P4', 'P5'] },
      { label: '2', players: ['P6', 'P7', 'P8', 'P9'] },
      { label: '3', players: ['P10', 'P11', 'P12'] },
    ]);
  });

  it('Art. 17 item 4 third paragraph: seat order is the list order (the last listed deals first, Art. 16 item 5.1)', () => {
    expect(seatByStandings(['Best', 'Second', 'Third'], none)).toEqual([
      { label: '1', players: ['Best', 'Second', 'Third'] },
    ]);
  });
});

describe('preference final table (Art. 17 item 5, Art. 16 item 4)', () => {
  it('Art. 17 item 5: the top 4 of the standings play the final', () => {
    expect(finalTable(names(20), none)).toEqual(['P1', 'P2', 'P3', 'P4']);
  });

  it('Art. 16 item 4 last sentence: a player who missed the last tour is not admitted — the next in the list moves up', () => {
    expect(finalTable(names(20), new Set(['P2', 'p4']))).toEqual(['P1', 'P3', 'P5', 'P6']);
  });

  it('a committee may set a final of 3 (Art. 16 item 3); other sizes are errors', () => {
    expect(finalTable(names(20), none, 3)).toEqual(['P1', 'P2', 'P3']);
    expect(codeOf(() => finalTable(names(20), none, 5))).toBe('seatFinalSize');
    expect(codeOf(() => finalTable(names(20), none, 2))).toBe('seatFinalSize');
  });

  it('fewer eligible players than the final table needs is an error (Art. 17 item 5, Art. 16 item 4 last sentence)', () => {
    expect(codeOf(() => finalTable(names(5), new Set(['P1', 'P2'])))).toBe('seatFinalTooFew');
    expect(codeOf(() => finalTable(names(3), none))).toBe('seatFinalTooFew');
  });
});

describe('seating errors', () => {
  it('Art. 16 item 3: fewer than 3 present players cannot play', () => {
    expect(codeOf(() => seatFirstTour(names(2), none, 1))).toBe('seatTooFew');
    expect(codeOf(() => seatByStandings(names(4), new Set(['P1', 'P2'])))).toBe('seatTooFew');
    expect(codeOf(() => seatByStandings([], none))).toBe('seatTooFew');
  });

  it('Art. 16 item 3: 5 present players cannot be seated at tables of 4 and 3', () => {
    expect(codeOf(() => seatFirstTour(names(5), none, 1))).toBe('seatCannotSeat');
    expect(codeOf(() => seatByStandings(names(7), new Set(['P1', 'P7'])))).toBe('seatCannotSeat');
    expect(codeOf(() => seatByStandings(names(MAX_PREF_PLAYERS + 1), none))).toBe('tooManyPlayers');
  });

  it('duplicate names (trimmed, single spaces, any case), blank names and unknown absent names are errors', () => {
    try {
      seatByStandings(['Ким Г.', 'B', 'C', 'ким  г.'], none);
      expect.unreachable();
    } catch (e) {
      const t = e as TournamentError;
      expect(t.code).toBe('seatDuplicate');
      expect(t.params).toMatchObject({ first: 1 });
      expect(t.where).toEqual({ arg: 'order', row: 3 });
    }
    expect(codeOf(() => seatFirstTour(['A', 'B', 'C', 'a'], none, 1))).toBe('seatDuplicate');
    // SPEC §5: names that print alike are one player (a Cyrillic К, a zero-width space).
    expect(codeOf(() => seatFirstTour(['Kim Anna', 'B', 'C', 'Кim Anna'], none, 1))).toBe('seatDuplicate');
    expect(codeOf(() => seatByStandings(['Ким', 'B', 'C', 'Ки\u200bм'], none))).toBe('seatDuplicate');
    expect(seatByStandings(['Ким', 'Ли', 'Пак', 'Цой'], new Set(['КИМ\u200b'])).flatMap((t) => t.players)).toEqual([
      'Ли',
      'Пак',
      'Цой',
    ]);
    expect(codeOf(() => seatFirstTour(['A', ' ', 'C', 'D'], none, 1))).toBe('seatBlankName');
    expect(codeOf(() => seatFirstTour(names(8), new Set(['P9']), 1))).toBe('seatUnknownAbsent');
    expect(codeOf(() => finalTable(names(8), new Set(['Nobody'])))).toBe('seatUnknownAbsent');
    expect(codeOf(() => seatFirstTour(names(8), none, 1.5))).toBe('drawBadSeed');
  });
});

describe('seating properties (fast-check)', () => {
  it('every present player is seated exactly once, nobody absent is seated, tables are 3 or 4 with 4s first (tour 1 and tours 2–7)', () => {
    fc.assert(
      fc.property(fieldArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), ([players, absentList], seed) => {
        const absent = new Set(absentList);
        const present = players.filter((p) => !absent.has(p));
        for (const tables of [seatFirstTour(players, absent, seed), seatByStandings(players, absent)]) {
          const seated = tables.flatMap((t) => t.players);
          expect([...seated].sort()).toEqual([...present].sort());
          expect(seated.some((p) => absent.has(p))).toBe(false);
          expect(sizesOf(tables)).toEqual(tableSizes(present.length));
          expect(tables.map((t) => t.label)).toEqual(tables.map((_, i) => String(i + 1)));
        }
      }),
    );
  });

  it('Art. 17 item 4: seatByStandings keeps the standings order when the tables are read in order', () => {
    fc.assert(
      fc.property(fieldArb, ([players, absentList]) => {
        const absent = new Set(absentList);
        expect(seatByStandings(players, absent).flatMap((t) => t.players)).toEqual(
          players.filter((p) => !absent.has(p)),
        );
      }),
    );
  });

  it('Art. 17 item 3: the same seed gives the same tour-1 seating', () => {
    fc.assert(
      fc.property(fieldArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), ([players, absentList], seed) => {
        const absent = new Set(absentList);
        expect(seatFirstTour(players, absent, seed)).toEqual(seatFirstTour(players, new Set(absentList), seed));
      }),
    );
  });

  it('Art. 17 item 3, SPEC §5: any permutation of the same players (and the same absent) gives exactly the same tour-1 tables for a seed', () => {
    fc.assert(
      fc.property(
        fieldArb.chain(([players, absent]) =>
          fc.tuple(
            fc.constant(players),
            fc.constant(absent),
            fc.shuffledSubarray(players, { minLength: players.length, maxLength: players.length }),
          ),
        ),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        ([players, absentList, shuffled], seed) => {
          expect(seatFirstTour(shuffled, new Set(absentList), seed)).toEqual(
            seatFirstTour(players, new Set(absentList), seed),
          );
        },
      ),
    );
  });

  it('Art. 17 item 5: the final is the first 4 of the list among those who played the last tour', () => {
    fc.assert(
      fc.property(fieldArb, ([players, absentList]) => {
        const missed = new Set(absentList);
        const eligible = players.filter((p) => !missed.has(p));
        if (eligible.length < 4) return;
        const final = finalTable(players, missed);
        expect(final).toEqual(eligible.slice(0, 4));
      }),
    );
  });
});
