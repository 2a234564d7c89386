/**
 * The custom functions as TypeScript calls them: argument parsing (SPEC §3 conventions),
 * output orientation, and the error messages that name the argument and the cell.
 */
import { describe, expect, it } from 'vitest';
import { inLocale, message, useLocales, withSpreadsheetApp } from '../functionCalls';
import {
  BG_MATCH_POINTS,
  GROUP_RANK,
  GROUP_TABLE,
  PREF_CLOSE_BULLET,
  PREF_RATING,
  PREF_STANDINGS,
  PREF_TABLE,
  PREF_TABLES,
} from '../../src/functions/index';

useLocales();

const Z3 = [
  [0, 0, 0],
  [0, 0, 0],
  [0, 0, 0],
];

describe('SPEC §3 conventions: numbers as numbers or numeric text', () => {
  it('accepts "12", "-8", "12,5", "12.5", a Unicode minus and spaces around', () => {
    // pools 0; mountains 12.5, −8, 0 given in every spelling: middle mountain 1.5.
    const exact = [10 * (1.5 - 12.5), 10 * (1.5 + 8), 10 * 1.5];
    for (const m of [
      [12.5, -8, 0],
      ['12,5', '-8', '0'],
      ['12.5', '\u22128', ' 0 '],
      ['12,5', '\u2212 8', ''],
    ]) {
      if (m[2] === '') {
        expect(
          message(() =>
            PREF_CLOSE_BULLET(
              [[0], [0], [0]],
              m.map((v) => [v]),
              Z3,
            ),
          ),
        ).toMatch(/row 3, column 1: the cell is empty/);
        continue;
      }
      expect(
        PREF_CLOSE_BULLET(
          [[0], [0], [0]],
          m.map((v) => [v]),
          Z3,
        ),
      ).toEqual(exact.map((v) => [v]));
    }
  });

  it('rejects other text, booleans and dates where a number is expected, naming the cell', () => {
    expect(message(() => PREF_RATING([[10], ['ten'], [-10]]))).toBe(
      'PREF_RATING: argument "whists", row 2, column 1: expected a number, found "ten"',
    );
    expect(message(() => PREF_RATING([[10, true, -10]]))).toBe(
      'PREF_RATING: argument "whists", row 1, column 2: expected a number, found TRUE',
    );
    expect(message(() => PREF_RATING([[10], [new Date(2026, 10, 17)], [-10]]))).toMatch(
      /row 2, column 1: expected a number, found a date/,
    );
    expect(message(() => PREF_RATING([[10], ['1e3'], [-10]]))).toMatch(/found "1e3"/);
  });

  it('empty whists cells are 0 in PREF_CLOSE_BULLET, and the diagonal must be empty or 0', () => {
    expect(
      PREF_CLOSE_BULLET(
        [[0], [0], [0]],
        [[0], [0], [0]],
        [
          ['', 6, ''],
          ['', '', ''],
          ['', '', ''],
        ],
      ),
    ).toEqual([[6], [-6], [0]]);
    expect(
      message(() =>
        PREF_CLOSE_BULLET(
          [[0], [0], [0]],
          [[0], [0], [0]],
          [
            ['', 6, ''],
            ['', 4, ''],
            ['', '', ''],
          ],
        ),
      ),
    ).toBe(
      'PREF_CLOSE_BULLET: argument "whists", row 2, column 2: a player cannot write whists on himself: this cell must be empty or 0, found 4',
    );
  });
});

describe('SPEC §3 conventions: lists as a column, a row or a single cell; output follows the first list', () => {
  it('column in, column out; row in, row out', () => {
    expect(PREF_RATING([[50], [50], [-30], [-70]])).toEqual([[3], [3], [-2], [-4]]);
    expect(PREF_RATING([[50, 50, -30, -70]])).toEqual([[3, 3, -2, -4]]);
    expect(GROUP_RANK([['A', 'B']], [['A', 'B', 0, 2]], 'futsal')).toEqual([[2, 1]]);
    expect(GROUP_RANK([['A'], ['B']], [['A', 'B', 0, 2]], 'futsal')).toEqual([[2], [1]]);
  });

  it('a range of several rows and columns where a list is expected is an error', () => {
    expect(
      message(() =>
        PREF_RATING([
          [1, 2],
          [3, 4],
        ]),
      ),
    ).toBe('PREF_RATING: argument "whists": expected a single row or column, found a range of 2 rows × 2 columns');
  });

  it('an error about the k-th item of a row list names its column', () => {
    expect(message(() => PREF_RATING([[10, 0, -10, 5, 6]], [['T', 'T', 'T', 'U', 'U']]))).toBe(
      'PREF_RATING: argument "tables", row 1, column 4: table "U": 2 player(s) with whists; a table seats 3 or 4 (Art. 16 item 3)',
    );
    expect(message(() => GROUP_RANK([['A', 'B', 'a']], [['A', 'B', 0, 2]], 'futsal'))).toBe(
      'GROUP_RANK: argument "players", row 1, column 3: "a" is listed twice (first at position 1)',
    );
  });

  it('list sizes must agree', () => {
    expect(message(() => PREF_CLOSE_BULLET([[0], [0], [0]], [[0], [0]], Z3))).toBe(
      'PREF_CLOSE_BULLET: argument "mountains": expected 3 values, one for each player of "pools", found 2',
    );
    expect(message(() => PREF_RATING([[1], [2], [-3]], [['a'], ['a']]))).toMatch(
      /^PREF_RATING: argument "tables": expected 3 values/,
    );
  });
});

describe('SPEC §3: booleans for "missed"', () => {
  it('TRUE/FALSE, 1/0, empty and the words of the three languages', () => {
    const whists = [[30], [0], [-30], [999]];
    for (const yes of [true, 1, 'TRUE', 'истина', 'ИСТИНА', 'да']) {
      expect(PREF_RATING(whists, undefined, [[false], [''], [0], [yes]])).toEqual([[4], [0], [-4], [-8]]);
    }
    expect(message(() => PREF_RATING(whists, undefined, [[false], [''], [0], ['maybe']]))).toMatch(
      /argument "missed", row 4, column 1: expected TRUE, FALSE or an empty cell, found "maybe"/,
    );
  });
});

describe('errors in the spreadsheet language (SPEC §3; issue: ru, kk, en by locale, English otherwise)', () => {
  const call = () => PREF_TABLES(5);
  it.each([
    [undefined, 'PREF_TABLES: argument "count": players: 5; they cannot be seated'],
    ['de_DE', 'PREF_TABLES: argument "count": players: 5; they cannot be seated'],
    ['ru', 'PREF_TABLES: аргумент «count»: игроков: 5 — их нельзя рассадить'],
    ['kk_KZ', 'PREF_TABLES: «count» аргументі: ойыншылар саны: 5; оларды 4 және 3 адамдық үстелдерге'],
  ])('locale %s', (locale, start) => {
    if (locale) inLocale(locale);
    expect(message(call).startsWith(start)).toBe(true);
  });

  it('a locale that cannot be read falls back to English', () => {
    withSpreadsheetApp({
      getActiveSpreadsheet: () => {
        throw new Error('no access');
      },
    });
    expect(message(call).startsWith('PREF_TABLES: argument "count": players: 5;')).toBe(true);
  });

  it('numbers in Russian messages use a decimal comma', () => {
    inLocale('ru_RU');
    expect(message(() => PREF_TABLES(7.5))).toBe('PREF_TABLES: аргумент «count»: ожидалось целое число, найдено: 7,5');
  });
});

describe("the issue's list of bad inputs, each a clear message", () => {
  it('2 or 5 players at a preference table', () => {
    expect(
      message(() =>
        PREF_CLOSE_BULLET(
          [[0], [0]],
          [[0], [0]],
          [
            [0, 0],
            [0, 0],
          ],
        ),
      ),
    ).toBe('PREF_CLOSE_BULLET: argument "pools": a party is played by 3 or 4 players, found 2');
    expect(message(() => PREF_CLOSE_BULLET([[0], [0], [0], [0], [0]], [[0], [0], [0], [0], [0]], Z3))).toMatch(
      /found 5$/,
    );
  });

  it('non-square whists', () => {
    expect(
      message(() =>
        PREF_CLOSE_BULLET(
          [[0], [0], [0]],
          [[0], [0], [0]],
          [
            [0, 0, 0],
            [0, 0, 0],
          ],
        ),
      ),
    ).toBe(
      'PREF_CLOSE_BULLET: argument "whists": expected a square of 3 rows × 3 columns (whists of each player on each player), found 2 × 3',
    );
  });

  it('unknown names, the same pair twice, impossible scores', () => {
    const players = [['A'], ['B'], ['C']];
    expect(message(() => GROUP_RANK(players, [['A', 'D', 1, 0]], 'futsal'))).toMatch(
      /row 1, column 2: "D" is not in the list/,
    );
    expect(
      message(() =>
        GROUP_RANK(
          players,
          [
            ['A', 'B', 1, 0],
            ['B', 'A', '', ''],
          ],
          'futsal',
        ),
      ),
    ).toMatch(/row 2: "B" and "A" already meet in row 1/);
    expect(message(() => GROUP_RANK(players, [['A', 'B', 3, 1, 0, 0]], 'billiards'))).toMatch(
      /impossible billiards score 3:1/,
    );
    expect(message(() => GROUP_RANK(players, [['A', 'B', 5, 0, 0, 0]], 'backgammon'))).toMatch(
      /impossible backgammon match score 5:0/,
    );
    expect(message(() => GROUP_RANK(players, [['A', 'B', 1, 1]], 'billiards'))).toMatch(/cannot end in a draw/);
    expect(message(() => GROUP_RANK(players, [['A', 'B', 1, '']], 'futsal'))).toMatch(
      /row 1, column 4: only one score is filled in/,
    );
    expect(message(() => GROUP_RANK(players, [['A', 'B', 'two', 0]], 'futsal'))).toMatch(
      /row 1, column 3: expected a whole number of 0 or more, or \+ \/ - for a forfeit, found "two"/,
    );
    expect(message(() => GROUP_RANK(players, [['A', 'B', 1, 0]], 'chess'))).toMatch(
      /^GROUP_RANK: argument "game": unknown game "chess"/,
    );
    expect(message(() => GROUP_RANK(players, [['A', 'B', 1]], 'futsal'))).toMatch(
      /argument "matches": expected 4 \/ 6 columns, found 3/,
    );
  });

  it('a backgammon party after the match was decided', () => {
    expect(
      message(() =>
        BG_MATCH_POINTS([
          [2, 0],
          [2, 0],
          [0, 1],
        ]),
      ),
    ).toBe(
      'BG_MATCH_POINTS: argument "parties", row 3: the match was decided after party 2 (Art. 14 item 2), so party 3 cannot be played',
    );
    expect(message(() => BG_MATCH_POINTS([[1, 0, 0]]))).toBe(
      'BG_MATCH_POINTS: argument "parties": expected 2 columns, found 3',
    );
    expect(message(() => BG_MATCH_POINTS([['win', 0]]))).toMatch(
      /row 1, column 1: expected 1 \(a win\), 2 \(a mars\), 0 or an empty cell, found "win"/,
    );
  });

  it('a taller parties range is fine while nothing is typed below the 4th party', () => {
    expect(
      BG_MATCH_POINTS([
        [1, 0],
        [1, 0],
        [1, 0],
        ['', ''],
        ['', ''],
        ['', ''],
      ]),
    ).toEqual([[3, 0, 1]]);
    expect(
      message(() =>
        BG_MATCH_POINTS([
          [1, 0],
          [0, 1],
          [1, 0],
          ['', ''],
          [1, 0],
        ]),
      ),
    ).toMatch(/at most 4 parties/);
  });

  it('missing required arguments', () => {
    expect(message(() => (PREF_TABLES as (x?: unknown) => unknown)())).toBe(
      'PREF_TABLES: argument "count": this argument is required',
    );
    expect(message(() => (GROUP_TABLE as (...a: unknown[]) => unknown)([['A'], ['B']]))).toMatch(
      /argument "game"|argument "matches"/,
    );
  });
});

describe('PREF_STANDINGS shapes', () => {
  it('ratings must have one row per player, whists the same shape as ratings', () => {
    expect(message(() => PREF_STANDINGS([['A'], ['B']], [[1]], [[1]]))).toBe(
      'PREF_STANDINGS: argument "ratings": expected 2 rows, one for each player of "players", found 1',
    );
    expect(
      message(() =>
        PREF_STANDINGS(
          [['A'], ['B']],
          [
            [1, 2],
            [3, 4],
          ],
          [[1], [2]],
        ),
      ),
    ).toMatch(/^PREF_STANDINGS: argument "whists": expected the same size/);
    expect(message(() => PREF_STANDINGS([['A'], [''], ['C']], [[1], [2], [3]], [[0], [0], [0]]))).toBe(
      'PREF_STANDINGS: argument "players", row 2, column 1: this row has results but no player name',
    );
  });

  it('totals are free of binary noise: 0.1 + 0.2 ties with 0.3', () => {
    expect(
      PREF_STANDINGS(
        [['A'], ['B']],
        [
          [0.1, 0.2],
          [0.3, ''],
        ],
        [
          [0, 0],
          [0, 0],
        ],
      ),
    ).toEqual([
      [1, 'A', 0.3, 0],
      [1, 'B', 0.3, 0],
    ]);
  });
});

describe('review findings', () => {
  it('a non-text game is a clear error, never a TypeError', () => {
    for (const game of [3, true, new Date(), '', 'constructor', 'toString']) {
      expect(message(() => GROUP_RANK([['A'], ['B']], [['A', 'B', 1, 0]], game))).toMatch(
        /^GROUP_RANK: argument "game": unknown game/,
      );
    }
  });

  it('an optional argument skipped inside the formula (=F(a,,c)) counts as left out', () => {
    expect(PREF_RATING([[10], [0], [-10], [5]], '', [[false], [false], [false], [true]])).toEqual([
      [4],
      [0],
      [-4],
      [-8],
    ]);
    expect(GROUP_RANK([['A'], ['B']], [['A', 'B', 1, 0]], 'futsal', '')).toEqual([[1], [2]]);
  });
});

describe('numbers a cell cannot sensibly hold (fuzz findings)', () => {
  it('NaN and ±Infinity are "expected a number" (and described in words, never as "NaN"); beyond ±1e9 is refused, so no sum overflows', () => {
    expect(message(() => PREF_TABLES(Number.NaN))).toBe(
      'PREF_TABLES: argument "count": expected a number, found an invalid number',
    );
    expect(message(() => PREF_RATING([[1], [2], [Infinity]]))).toBe(
      'PREF_RATING: argument "whists", row 3, column 1: expected a number, found an invalid number',
    );
    expect(message(() => PREF_STANDINGS('a', 1e300, ''))).toMatch(
      /^PREF_STANDINGS: argument "ratings": a number between −1,000,000,000 and 1,000,000,000 was expected, found 1e\+300$/,
    );
    expect(message(() => GROUP_TABLE([['a'], ['b']], [['a', 'b', '9'.repeat(400), 0]], 'futsal'))).toMatch(
      /row 1, column 3: a number between −1,000,000,000 and 1,000,000,000 was expected, found "9999/,
    );
    expect(PREF_STANDINGS('a', 1e9, -1e9)).toEqual([[1, 'a', 1e9, -1e9]]);
  });
});

describe('PREF_CLOSE_BULLET: the optional penalties and target (docs/functions.md; SPEC §3 contract unchanged without them)', () => {
  const Z4 = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  it('Art. 18 item 11: penalties are mountain points, settled exactly as if written into the mountain', () => {
    // Pools 120, mountains 0, a penalty of 16 (item 11.2 on a 7) on seat 2: middle mountain 4, 10·(4 − m) = 40, −120, 40, 40.
    const pools = [[120], [120], [120], [120]];
    expect(PREF_CLOSE_BULLET(pools, [[0], [0], [0], [0]], Z4, [[''], [16], [''], ['']], 120)).toEqual([
      [40],
      [-120],
      [40],
      [40],
    ]);
    expect(PREF_CLOSE_BULLET(pools, [[0], [16], [0], [0]], Z4)).toEqual([[40], [-120], [40], [40]]);
    // Three arguments, or the optional ones empty: SPEC §3's function.
    expect(PREF_CLOSE_BULLET(pools, [[0], [0], [0], [0]], Z4, '', '')).toEqual([[0], [0], [0], [0]]);
    expect(message(() => PREF_CLOSE_BULLET(pools, [[0], [0], [0], [0]], Z4, [[1], [2]]))).toMatch(/penalties/);
    expect(message(() => PREF_CLOSE_BULLET(pools, [[0], [0], [0], [0]], Z4, [[-4], [0], [0], [0]]))).toMatch(/row 1/);
  });

  it('Art. 18 item 10: a pool above the target is an error naming its row and working the help out', () => {
    inLocale('en_US');
    // Seat 1 at 130 of 120: the excess 10 goes to the open seat with the largest pool (seat 3: 110 > 100 = seat 2 … ),
    // which lacks 10: seat 1 writes 10 × 10 = 100 whists on him (Code 4.2.3).
    const e = message(() =>
      PREF_CLOSE_BULLET(
        [[130], [100], [110]],
        [[0], [0], [0]],
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        '',
        120,
      ),
    );
    expect(e).toMatch(/argument "pools", row 1\b.*: the pool 130 is above the target 120/);
    expect(e).toContain('seat 1 gives 10 to seat 3 and writes 100 whists on seat 3');
    // Nobody open: the excess is written off the helper's own mountain (Code 4.1.1).
    const off = message(() =>
      PREF_CLOSE_BULLET(
        [[125], [120], [120]],
        [[0], [0], [0]],
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        '',
        120,
      ),
    );
    expect(off).toContain('seat 1 writes 5 off the own mountain');
    // At or below the target: settled as before.
    expect(
      PREF_CLOSE_BULLET(
        [[120], [100], [110]],
        [[0], [0], [0]],
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        '',
        120,
      ),
    ).toEqual([[100], [-100], [0]]);
  });
});

describe("PREF_TABLE: a table's result column in one call (docs/functions.md)", () => {
  const Z4 = [
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
    [0, 0, 0, 0],
  ];
  const col = (xs: unknown[]) => xs.map((v) => [v]);
  it('blank while a pool or a mountain is not typed; then exactly PREF_CLOSE_BULLET (Art. 16 item 15, Code 4.2.14)', () => {
    // Pools 120 and mountains 0, 10, 20, 30: middle 15 → 150, 50, −50, −150.
    expect(
      PREF_TABLE(
        col([120, 120, 120, '']),
        col([0, 10, 20, 30]),
        Z4,
        col(['', '', '', '']),
        120,
        col(['', '', '', '']),
        false,
      ),
    ).toEqual(col(['', '', '', '']));
    expect(PREF_TABLE(col([120, 120, 120, 120]), col([0, 10, '', 30]), Z4, '', 120, '', false)).toEqual(
      col(['', '', '', '']),
    );
    expect(PREF_TABLE(col([120, 120, 120, 120]), col([0, 10, 20, 30]), Z4, '', 120, '', false)).toEqual(
      col([150, 50, -50, -150]),
    );
    // A tour closed by the time limit is settled (compulsory close, Art. 18 item 13): pools 120, 120, 120, 100 → +5 each, −15.
    const closed = PREF_TABLE(col([120, 120, 120, 100]), col([0, 10, 20, 30]), Z4, '', 120, '', false);
    expect(closed).toEqual(PREF_CLOSE_BULLET(col([120, 120, 120, 100]), col([0, 10, 20, 30]), Z4, '', 120));
    expect(closed).toEqual(col([150 + 50, 50 + 50, -50 + 50, -150 - 150]));
    // Penalties go into the mountain (Art. 18 item 11.1: 4 on seat 1 → 4, 10, 20, 30, middle 16 → 120, 60, −40, −140).
    expect(
      PREF_TABLE(col([120, 120, 120, 120]), col([0, 10, 20, 30]), Z4, col([4, '', '', '']), 120, '', false),
    ).toEqual(col([120, 60, -40, -140]));
  });

  it('Art. 16 item 15: the final is blank until every pool reaches the target, never compulsory-closed', () => {
    expect(PREF_TABLE(col([200, 200, 200, 180]), col([0, 10, 20, 30]), Z4, '', 200, '', true)).toEqual(
      col(['', '', '', '']),
    );
    expect(PREF_TABLE(col([200, 200, 200, 200]), col([0, 10, 20, 30]), Z4, '', 200, '', 'TRUE')).toEqual(
      col([150, 50, -50, -150]),
    );
  });

  it('Art. 17 item 7: an award on every seat is the result, typed entries or not; a partial one is not', () => {
    expect(
      PREF_TABLE(col([120, '', 120, 120]), col(['', '', '', '']), Z4, '', 120, col([40, 0, -10, -30]), false),
    ).toEqual(col([40, 0, -10, -30]));
    expect(
      PREF_TABLE(col([120, 120, 120, 120]), col([0, 10, 20, 30]), Z4, '', 120, col([40, '', '', '']), false),
    ).toEqual(col([150, 50, -50, -150]));
  });

  it("errors as PREF_CLOSE_BULLET's once the party is complete: a pool above the target works the help out", () => {
    inLocale('en_US');
    const e = message(() =>
      PREF_TABLE(
        col([130, 100, 110]),
        col([0, 0, 0]),
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
        '',
        120,
        '',
        false,
      ),
    );
    expect(e).toMatch(/^PREF_TABLE/);
    expect(e).toContain('seat 1 gives 10 to seat 3 and writes 100 whists on seat 3');
    expect(
      message(() =>
        PREF_TABLE(
          col([120, 120]),
          col([0, 0]),
          [
            [0, 0],
            [0, 0],
          ],
          '',
          120,
          '',
          false,
        ),
      ),
    ).toMatch(/3 or 4/);
  });
});

describe('GROUP_TABLE with the backgammon party rows (one call per group; docs/functions.md)', () => {
  // Three players; each match takes its row and the 3 rows below (Art. 14 item 2: at most 4 parties).
  const players = [['Ким'], ['Ли'], ['Пак']];
  const matchRows = (scores: (string | number)[][]) => [
    ['Ким', 'Ли', ...(scores[0] ?? ['', ''])],
    ['', '', '', ''],
    ['', '', '', ''],
    ['', '', '', ''],
    ['Ли', 'Пак', ...(scores[1] ?? ['', ''])],
    ['', '', '', ''],
    ['', '', '', ''],
    ['', '', '', ''],
    ['Ким', 'Пак', ...(scores[2] ?? ['', ''])],
    ['', '', '', ''],
    ['', '', '', ''],
    ['', '', '', ''],
  ];
  // Ким–Ли: 1:0, then a mars 2:0 → 3:0 after two parties (item 2: decided early).
  // Ли–Пак: 0:1, 1:0, 0:1 → 1:2 after three. Ким–Пак: 1:0 so far — not decided, not played yet.
  const parties = [
    [1, 0],
    [2, ''],
    ['', ''],
    ['', ''],
    [0, 1],
    [1, 0],
    ['', 1],
    ['', ''],
    [1, 0],
    ['', ''],
    ['', ''],
    ['', ''],
  ];

  it('Art. 14 item 2: each match is scored from its parties, exactly as the scores typed would be', () => {
    const fromParties = GROUP_TABLE(players, matchRows([]), 'нарды', '', parties);
    expect(fromParties).toEqual(
      GROUP_TABLE(
        players,
        matchRows([
          [3, 0],
          [1, 2],
        ]),
        'нарды',
      ),
    );
    // Played and wins: Ким 1 and 1 (3:0), Пак 1 and 1 (2:1), Ли 2 and 0 (0:3, 1:2).
    expect((fromParties as unknown[][]).map((r) => [r[1], r[2], r[9]])).toEqual([
      ['Ким', 1, 1],
      ['Пак', 1, 1],
      ['Ли', 2, 0],
    ]);
    // A forfeit mark in the match row stands (the no-show column, Art. 14 item 12); its parties are not read.
    expect(GROUP_TABLE(players, matchRows([[], [], ['+', '-']]), 'нарды', '', parties)).toEqual(
      GROUP_TABLE(
        players,
        matchRows([
          [3, 0],
          [1, 2],
          ['+', '-'],
        ]),
        'нарды',
      ),
    );
  });

  it('a party row against the rules is an error naming the row of "parties"; parties only for backgammon; as many rows as matches', () => {
    inLocale('en_US');
    const after = parties.map((r) => r.slice());
    after[2] = [1, 0]; // a third party after 3:0
    expect(message(() => GROUP_TABLE(players, matchRows([]), 'backgammon', '', after))).toMatch(
      /"parties", row 3\b.*party 3 cannot be played/,
    );
    expect(message(() => GROUP_TABLE(players, matchRows([]), 'futsal', '', parties))).toMatch(/only for backgammon/);
    expect(message(() => GROUP_TABLE(players, matchRows([]), 'backgammon', '', parties.slice(0, 8)))).toMatch(
      /expected 12 rows of parties/,
    );
    after[2] = ['', ''];
    after[3] = [1, 0]; // typed below the 4th row of the match is fine; typed in another match's rows is that match's
    expect(message(() => GROUP_TABLE(players, matchRows([]), 'backgammon', '', after))).toMatch(/"parties", row 4\b/);
  });

  it('read with unfinished (the group sheet): party rows that do not make a match leave it out, the table stands (issue 24 item 3)', () => {
    inLocale('en_US');
    const table = (p: unknown[][]) => GROUP_TABLE(players, matchRows([]), 'backgammon', '', p, true);
    const withoutFirst = parties.map((r, i) => (i < 4 ? ['', ''] : r.slice()));
    // Art. 14 item 2: a party after 3:0, a win for both, a gap, a party row without a winner yet.
    for (const bad of [
      [
        [1, 0],
        [2, ''],
        [1, 0],
        ['', ''],
      ],
      [
        [1, 1],
        ['', ''],
        ['', ''],
        ['', ''],
      ],
      [
        ['', ''],
        [1, 0],
        ['', ''],
        ['', ''],
      ],
      [
        [1, 0],
        [0, ''],
        ['', ''],
        ['', ''],
      ],
    ]) {
      const p = parties.map((r, i) => (i < 4 ? (bad[i] as unknown[]) : r.slice()));
      expect(table(p), JSON.stringify(bad)).toEqual(table(withoutFirst));
    }
    expect(table(parties)).toEqual(GROUP_TABLE(players, matchRows([]), 'backgammon', '', parties));
    // Still errors: a value no party cell can hold; FALSE reads as SPEC §3 does.
    const three = parties.map((r) => r.slice());
    three[0] = [3, 0];
    expect(message(() => table(three))).toMatch(/"parties", row 1, column 1: expected 1 \(a win\), 2 \(a mars\)/);
    const after = parties.map((r) => r.slice());
    after[2] = [1, 0];
    expect(message(() => GROUP_TABLE(players, matchRows([]), 'backgammon', '', after, false))).toMatch(
      /party 3 cannot be played/,
    );
    // One score typed (futsal): left out with TRUE, the SPEC §3 error without it.
    const futsal = [
      ['Ким', 'Ли', 2, 1],
      ['Ли', 'Пак', 3, ''],
    ];
    expect(GROUP_TABLE(players, futsal, 'futsal', '', '', true)).toEqual(
      GROUP_TABLE(players, futsal.slice(0, 1), 'futsal'),
    );
    expect(message(() => GROUP_TABLE(players, futsal, 'futsal'))).toMatch(/only one score is filled in/);
    expect(message(() => GROUP_TABLE(players, futsal, 'futsal', '', '', 'maybe'))).toMatch(/"unfinished"/);
  });
});
