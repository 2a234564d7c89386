/**
 * The words a referee writes in a pulka row (SPEC §3 PREF_PULKA "A row of deals"; issue 24 item 20):
 * the short tokens of the SPEC, and the full words they stand for — in Russian, in Kazakh where it
 * has a word of its own (it plays with the Russian terms otherwise), and in English. Every word here
 * is read as one thing only; the words refused at the end would be ambiguous or are not a cell.
 */
import { describe, expect, it } from 'vitest';
import { Pulka } from '../../src/rules/deals';
import { readContract, readMark, type Contract, type Mark } from '../../src/rules/notation';

/** Seat cells (Art. 18 items 3.4, 6, 8.5): each word, as typed, and what it reads as. */
const SEAT_WORDS: [string, Mark][] = [
  // a pass (item 6), with the tricks the passer's hand took or not (item 6.7)
  ...['п', 'П', 'пас', 'Пас', 'ПАС', ' пас ', 'p', 'P', 'pass', 'Pass'].map((w): [string, Mark] => [
    w,
    { t: 'p', k: null },
  ]),
  ...['п2', 'пас 2', 'Пас2', 'p2', 'pass 2'].map((w): [string, Mark] => [w, { t: 'p', k: 2 }]),
  // a whist with the tricks taken (item 1)
  ...['в3', 'вист 3', 'Вист3', 'w3', 'whist 3'].map((w): [string, Mark] => [w, { t: 'w', k: 3 }]),
  // a half-whist (items 6.3–6.5)
  ...[
    '½',
    'пв',
    'полвиста',
    'Полвиста',
    'пол виста',
    'пол-виста',
    'полвист',
    'жарты вист',
    'жарты-вист',
    'hw',
    'half-whist',
    'half whist',
    'half',
  ].map((w): [string, Mark] => [w, { t: 'half' }]),
  // stepped out, "без трёх и без вистов" (item 3.4)
  ...['б3', 'без3', 'без трёх', 'без трех', 'Без трёх и без вистов', 'out'].map((w): [string, Mark] => [
    w,
    { t: 'out' },
  ]),
  // the 4-handed dealer joins the misère (item 8.5)
  ...['м', 'мизер', 'Мизер', 'm', 'misère', 'misere'].map((w): [string, Mark] => [w, { t: 'join' }]),
];

/** Contract cells (Art. 18 items 1, 2, 9, 11): each word, as typed, and what it reads as. */
const CONTRACT_WORDS: [string, Contract][] = [
  ...['6', '6♠', '6 пик', '6 пики', 'шесть', 'Шесть пик', 'алты', 'six', '6 spades', '6 бп', '6 без прикупа'].map(
    (w): [string, Contract] => [w, { kind: 'game', level: 6 }],
  ),
  ...['7 треф', '7 трефы', 'семь червей', '7 черви', 'жеті', 'seven hearts', '7 clubs'].map((w): [string, Contract] => [
    w,
    { kind: 'game', level: 7 },
  ]),
  ...['8 бубен', '8 бубны', 'восемь', 'сегіз', 'eight diamonds'].map((w): [string, Contract] => [
    w,
    { kind: 'game', level: 8 },
  ]),
  ...['9 без козыря', 'девять', 'тоғыз', 'nine', '9 notrumps'].map((w): [string, Contract] => [
    w,
    { kind: 'game', level: 9 },
  ]),
  ...['10', 'десять', 'он', 'ten', '10 бескозырка'].map((w): [string, Contract] => [w, { kind: 'game', level: 10 }]),
  ...['мизер', 'Мизер', 'м', 'мизер бп', 'мизер без прикупа', 'misère', 'misere', 'm'].map((w): [string, Contract] => [
    w,
    { kind: 'misere' },
  ]),
  ...['распасы', 'Распасы', 'распас', 'распасовка', 'р', 'all-pass', 'all pass', 'allpass', 'ap'].map(
    (w): [string, Contract] => [w, { kind: 'allpass' }],
  ),
  ...['ш1', 'штраф 1', 'Штраф1', 'айыппұл 1', 'penalty 1', 'p1'].map((w): [string, Contract] => [
    w,
    { kind: 'penalty', item: 'speaking', game: null, amount: null },
  ]),
  ...['ш2 7', 'штраф 2 семь', 'penalty 2 seven'].map((w): [string, Contract] => [
    w,
    { kind: 'penalty', item: 'exposed', game: 7, amount: null },
  ]),
  ...['ш3 мизер', 'штраф 3 мизер'].map((w): [string, Contract] => [
    w,
    { kind: 'penalty', item: 'revoke', game: 'misere', amount: null },
  ]),
  ...['ш3 распасы', 'штраф 3 распасы'].map((w): [string, Contract] => [
    w,
    { kind: 'penalty', item: 'revoke', game: 'allpass', amount: null },
  ]),
  ...['ш4 25', 'штраф 4 25', 'айыппұл 4 25', 'penalty 4 25'].map((w): [string, Contract] => [
    w,
    { kind: 'penalty', item: 'discretion', game: null, amount: 25 },
  ]),
];

describe('the words of a pulka row (SPEC §3 PREF_PULKA; issue 24 item 20)', () => {
  it.each(SEAT_WORDS)('seat cell %j reads as %j', (word, mark) => {
    expect(readMark(word)).toEqual(mark);
  });

  it.each(CONTRACT_WORDS)('contract cell %j reads as %j', (word, contract) => {
    expect(readContract(word)).toEqual(contract);
  });

  it("the cell decides: the seat words are no contract and the contract words no seat cell, except the SPEC's own shared tokens", () => {
    // SPEC §3: "м"/"m" is a misère in the contract cell and the dealer joining it in a seat cell;
    // Latin "p" is a penalty ("p1") in the contract cell and a pass ("p2") in a seat cell.
    const shared = new Set(['м', 'мизер', 'Мизер', 'm', 'misère', 'misere', 'p2', 'p1']);
    for (const [word] of SEAT_WORDS) {
      if (shared.has(word)) continue;
      // a seat word in the contract cell is not a contract (a number is a level there, as the SPEC says)
      if (/^\s*\d+\s*$/.test(word)) continue;
      expect(readContract(word), word).toBeNull();
    }
    for (const [word] of CONTRACT_WORDS) {
      if (shared.has(word) || /^\d+$/.test(word)) continue;
      expect(readMark(word), word).toBe('bad');
    }
  });

  it('words that would be ambiguous, or are no cell, are refused: "пас" as a contract, "вист" without its tricks, "пол"', () => {
    for (const word of ['пас', 'pass', 'вист', 'whist', 'пол', 'без', 'три', 'штраф', 'штраф 5', 'пики', 'семь семь'])
      expect(readContract(word), word).toBeNull();
    for (const word of ['вист', 'whist', 'в', 'пол', 'полвиста2', 'пасс', 'без4', 'мизер2'])
      expect(readMark(word), word).toBe('bad');
  });

  it('Art. 18 items 6.3, 6.7: "пас" and "полвиста" typed in full score as "п" and "½" — a six, "пас – полвиста": 8 to the pool, 16 whists', () => {
    const short = new Pulka(3, 120);
    short.row(['', '6', 1, '', 'п', '½'], 0);
    const full = new Pulka(3, 120);
    full.row(['', 'шесть пик', 1, '', 'Пас', 'полвиста'], 0);
    expect(full.pools).toEqual(short.pools);
    expect(full.whists).toEqual(short.whists);
    expect(full.pools).toEqual([8, 0, 0]);
    expect(full.whists[2]).toEqual([16, 0, 0]);
    // A lone whister, the passer's hand with two tricks: "вист 2" and "пас 2" as "в2" and "п2".
    const words = new Pulka(3, 120);
    words.row(['', '6', 1, '6', 'вист 2', 'пас 2'], 0);
    const tokens = new Pulka(3, 120);
    tokens.row(['', '6', 1, '6', 'в2', 'п2'], 0);
    expect(words.whists).toEqual(tokens.whists);
    expect(words.mountains).toEqual(tokens.mountains);
  });
});
