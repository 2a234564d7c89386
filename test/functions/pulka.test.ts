/**
 * PREF_PULKA as Sheets calls it (SPEC §3 PREF_PULKA): the arguments, the result, every row of the
 * SPEC's table of errors with the row and column it names, the three languages, and the result fed
 * to PREF_CLOSE_BULLET unchanged. Expected values are worked by hand in the comments.
 */
import { describe, expect, it } from 'vitest';
import { PREF_PULKA } from '../../src/functions/index';
import { closeOver, inLocale, message, useLocales } from '../functionCalls';
import { FOUR, row, THREE } from '../pulkaExamples';

useLocales();

describe('PREF_PULKA: results (SPEC §3 "Result")', () => {
  it('SPEC §3: a 4-handed pulka with every kind of deal, row by row by hand', () => {
    expect(PREF_PULKA(FOUR.deals, FOUR.seats, 40)).toEqual(FOUR.result);
  });

  it('SPEC §3: "the result\'s first n + 2 columns are exactly PREF_CLOSE_BULLET\'s pools, mountains and whists" — closed early (item 13)', () => {
    expect(closeOver(FOUR.result, 40)).toEqual(FOUR.settled);
  });

  it('SPEC §3 "Pools and help": a complete pulka — settled by PREF_CLOSE_BULLET to whole whists summing to 0', () => {
    const result = PREF_PULKA(THREE.deals, '', 10) as unknown[][];
    expect(result).toEqual(THREE.result);
    expect(closeOver(result, 10)).toEqual(THREE.settled);
  });

  it('SPEC §3: before any deal (a column of blank rows) — zeros, seat n deals next, lowest game 6; target 120 by default', () => {
    const blank = Array.from({ length: 5 }, () => ['', '', '', '', '', '']);
    expect(PREF_PULKA(blank)).toEqual([
      [0, 0, '', 0, 0, false, false, 6],
      [0, 0, 0, '', 0, false, false, 6],
      [0, 0, 0, 0, '', false, true, 6],
    ]);
    // Art. 16 item 15: 120 unless told — a 10 (40) three times closes nobody at 120, everybody at 40.
    const tens = [row('10', 1, '', 'п', 'п'), row('10', 2, 'п', '', 'п'), row('10', 3, 'п', 'п', '')];
    expect((PREF_PULKA(tens) as unknown[][]).map((r) => r[5])).toEqual([false, false, false]);
    expect((PREF_PULKA(tens, undefined, 40) as unknown[][]).map((r) => r[5])).toEqual([true, true, true]);
    expect((PREF_PULKA(tens, '', '40') as unknown[][]).map((r) => r[5])).toEqual([true, true, true]);
  });

  it('SPEC §3: seats as a column, a row, or "" — the same result; names may be typed for seats in any case', () => {
    const deals = [row('6', 'bolat', 'в4', 6, 'п')];
    const byName = PREF_PULKA(deals, [['Асель'], ['Bolat'], ['Дана']]);
    expect(PREF_PULKA(deals, [['Асель', 'Bolat', 'Дана']])).toEqual(byName);
    expect(PREF_PULKA([row('6', 2, 'в4', 6, 'п')], '')).toEqual(byName);
    expect((byName as unknown[][])[1]?.[0]).toBe(8);
  });
});

describe('PREF_PULKA: the errors of SPEC §3, each naming its cell', () => {
  const P3 = (rows: unknown[][], seats?: unknown, target?: unknown) => () => PREF_PULKA(rows, seats, target);
  const AP = row('р', '', 4, 6, '');
  const cases: [string, () => unknown, string][] = [
    // the argument
    [
      'deals without 6 or 7 columns',
      () => PREF_PULKA([['', '6', 1, 6, 'п']]),
      'argument "deals": expected 6 columns (3 players) or 7 (4), found 5',
    ],
    ['seats of the wrong size', P3([AP], [['A'], ['B']]), 'argument "seats": expected 3 names, one per seat, found 2'],
    ['a blank name', P3([AP], [['A'], [''], ['C']]), 'argument "seats", row 2, column 1: the cell is empty'],
    [
      'a repeated name (case and spaces ignored)',
      P3([AP], [['Ana Bek', 'B', 'anabek']]),
      'argument "seats", row 1, column 3: "anabek" is listed twice (first at position 1)',
    ],
    [
      'a numeric name',
      P3([AP], [['A'], [2], ['C']]),
      'argument "seats", row 2, column 1: a name cannot be a whole number',
    ],
    ['target not a positive whole number', P3([AP], '', 0), 'argument "target": expected a whole number above 0'],
    [
      'target not a whole number',
      P3([AP], '', '12,5'),
      'argument "target": expected a whole number above 0 (120; the final 200), found "12,5"',
    ],
    // column 1
    [
      'a dealer that is not a seat',
      P3([[5, 'р', '', 4, 6, '']]),
      'row 1, column 1: expected a seat 1–3 or a name of "seats", found 5',
    ],
    [
      "not the rotation's dealer",
      P3([AP, [3, '7', 1, 7, 'в3', 'п']]),
      'row 2, column 1: by rotation seat 1 deals (Art. 16 item 5), found 3',
    ],
    // column 2
    ['unknown contract', P3([row('5♠', 1, 5, 'п', 'п')]), 'row 1, column 2: unknown contract "5♠"'],
    [
      'a penalty without its game',
      P3([row('ш3', 1, '', '', '')]),
      'row 1, column 2: item 11.3 is priced by a game: pick the game (6–10 or misère, all-pass)',
    ],
    [
      'a penalty without its amount',
      P3([row('ш4', 1, '', '', '')]),
      'row 1, column 2: item 11.4: the referee sets the amount',
    ],
    [
      'a deal after every pool closed',
      P3([row('6', 1, '', 'п', 'п'), row('6', 2, 'п', '', 'п'), row('6', 3, 'п', 'п', ''), AP], '', 8),
      'row 4, column 2: every pool has reached 8',
    ],
    [
      'a 6 during an open series',
      P3([AP, row('6', 1, 6, 'в4', 'п')]),
      'row 2, column 2: an all-pass series is open: the lowest game is 7 (Art. 18 item 9.2)',
    ],
    // column 3
    ['declarer missing', P3([row('6', '', 6, 'в4', 'п')]), 'row 1, column 3: the cell is empty'],
    [
      'declarer unknown',
      P3([row('6', 'Zed', 6, 'в4', 'п')], [['A', 'B', 'C']]),
      'row 1, column 3: expected a seat 1–3 or a name of "seats", found "Zed"',
    ],
    [
      'the 4-handed dealer declaring',
      () => PREF_PULKA([row('6', 4, 'в4', 'п', '', 6)]),
      'row 1, column 3: seat 4 dealt and holds no cards (Art. 18 item 5)',
    ],
    ['a declarer on an all-pass', P3([row('р', 2, 4, 6, '')]), 'row 1, column 3: an all-pass has no declarer'],
    // that seat
    [
      'an unreadable seat cell',
      P3([AP, AP, row('7', 1, 7, 'вист', 'п')]),
      'row 3, column 5 (seat 2): unreadable "вист"',
    ],
    [
      'tricks that are not a whole number 0–10',
      P3([row('6', 1, 11, 'в4', 'п')]),
      'row 1, column 4 (seat 1): tricks are a whole number 0–10, found 11',
    ],
    [
      'a misère without its tricks',
      P3([row('мизер', 1, '', '', '')]),
      'row 1, column 4 (seat 1): tricks are a whole number 0–10, found an empty cell',
    ],
    ['a whister on a misère', P3([row('мизер', 1, 0, 'в1', '')]), 'row 1, column 5 (seat 2): this cell stays empty'],
    [
      'б3 on a misère',
      P3([row('мизер', 1, 'б3', '', '')]),
      'row 1, column 4 (seat 1): no stepping out on a misère (Art. 18 item 8.4)',
    ],
    // the half-whister
    ['half-whist on an 8', P3([row('8', 1, '', 'п', '½')]), 'row 1, column 6 (seat 3): half-whist: only on a 6 or 7'],
    ['half-whist by the first speaker', P3([row('6', 1, '', '½', 'п')]), 'row 1, column 5 (seat 2): half-whist'],
    ['half-whist next to a whist', P3([row('6', 1, 6, 'в4', '½')]), 'row 1, column 6 (seat 3): half-whist'],
    [
      "half-whist next to a dealer's whist",
      () => PREF_PULKA([row('6', 1, 6, 'п', '½', 4)]),
      'row 1, column 6 (seat 3): half-whist',
    ],
    // the dealer's seat
    [
      'the dealer whisting when an opponent did not pass',
      () => PREF_PULKA([row('6', 1, 6, 'в4', 'п', 0)]),
      'row 1, column 7 (seat 4): the dealer whists only when both opponents passed (Art. 18 item 6.6)',
    ],
    [
      'м on a game',
      () => PREF_PULKA([row('6', 1, 6, 'в4', 'п', 'м')]),
      'row 1, column 7 (seat 4): only a 4-handed dealer joins a misère',
    ],
    // that seat
    [
      "an opponent's cell empty",
      P3([row('6', 1, 6, 'в4', '')]),
      'row 1, column 6 (seat 3): an opponent holds k or вk (whisted, took k), п, пk or ½, found an empty cell',
    ],
    [
      'пk without a whister',
      P3([row('6', 1, 6, 'п4', 'п')]),
      "row 1, column 5 (seat 2): пk (the tricks of a passer's hand) goes with exactly one whister (Art. 18 item 6.7)",
    ],
    [
      'пk when both passed and the dealer did not whist',
      () => PREF_PULKA([row('6', 1, '', 'п', 'п2', '')]),
      "row 1, column 6 (seat 3): пk (the tricks of a passer's hand) goes with exactly one whister",
    ],
    [
      "anything in an opponent's cell on б3",
      P3([row('7', 1, 'б3', 'п', '')]),
      'row 1, column 5 (seat 2): this cell stays empty',
    ],
    // the declarer's seat
    [
      "a played game without the declarer's tricks",
      P3([row('6', 1, '', 'в4', 'п')]),
      'row 1, column 4 (seat 1): tricks are a whole number 0–10, found an empty cell',
    ],
    [
      'tricks below the level when nobody whisted',
      P3([row('7', 1, 6, 'п', 'п')]),
      'row 1, column 4 (seat 1): the 7 was not played and counts as made: leave empty or type 7–10, found 6',
    ],
    [
      'declarer and credited tricks not adding up to 10',
      P3([row('6', 1, 6, 'в3', 'п')]),
      'row 1, column 4 (seat 1): the tricks add up to 9, not 10',
    ],
    // column 4
    [
      'all-pass tricks not adding up to 10',
      P3([row('р', '', 4, 5, '')]),
      'row 1, column 4: the tricks add up to 9, not 10',
    ],
    // the dealer's seat
    [
      'a 4-handed dealer with 3 all-pass tricks',
      () => PREF_PULKA([row('р', '', 3, 4, '', 3)]),
      'row 1, column 7 (seat 4): the dealer plays an all-pass with the widow: at most 2 tricks (Art. 18 item 9.4), found 3',
    ],
    // that seat
    [
      'a penalty row with a seat cell',
      P3([row('ш1', 1, '', '', 'п')]),
      'row 1, column 6 (seat 3): this cell stays empty',
    ],
  ];

  it.each(cases)('%s', (_, call, expected) => {
    const m = message(call);
    expect(m.startsWith('PREF_PULKA: argument "')).toBe(true);
    expect(m).toContain(expected);
  });

  it('SPEC §3 "Errors": the seat is named by the player\'s name when seats are given; the first problem top to bottom wins', () => {
    expect(
      message(() => PREF_PULKA([row('6', 1, 6, 'в4', ''), row('x', 1, '', '', '')], [['Асель', 'Bolat', 'Дана']])),
    ).toBe(
      'PREF_PULKA: argument "deals", row 1, column 6 (Дана): an opponent holds k or вk (whisted, took k), п, пk or ½, found an empty cell',
    );
  });

  it('SPEC §3 "Errors": in the spreadsheet\'s language — "PREF_PULKA: argument "deals", row 3, column 5 (seat 2): …"', () => {
    const rows = [row('р', '', 4, 6, ''), row('р', '', 4, 6, ''), row('7', 1, 7, 'вист', 'п')];
    expect(message(() => PREF_PULKA(rows))).toBe(
      'PREF_PULKA: argument "deals", row 3, column 5 (seat 2): unreadable "вист"; a seat holds tricks k, вk / wk, п / p, пk, ½ / hw, б3 / out or м / m',
    );
    inLocale('ru_RU');
    expect(message(() => PREF_PULKA(rows))).toBe(
      'PREF_PULKA: аргумент «deals», строка 3, столбец 5 (место 2): непонятно: «вист»; у места — взятки (5), в5, п, п1, ½, б3 или м',
    );
    inLocale('kk_KZ');
    expect(message(() => PREF_PULKA(rows))).toBe(
      'PREF_PULKA: «deals» аргументі, 3-жол, 5-баған (2-орын): түсініксіз: «вист»; орында — пара саны (5), в5, п, п1, ½, б3 немесе м',
    );
  });

  it("SPEC §3: the penalty messages are the rulings' own, in each language (11.3 mentions the all-pass)", () => {
    inLocale('ru_RU');
    expect(message(() => PREF_PULKA([row('ш3', 1, '', '', '')]))).toBe(
      'PREF_PULKA: аргумент «deals», строка 1, столбец 2: штраф по п. 11.3 зависит от игры: выберите игру (6–10 или мизер, распасы)',
    );
  });
});
