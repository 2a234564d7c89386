/**
 * Pulkas worked by hand for PREF_PULKA (SPEC §3), shared by the tests of the TypeScript sources and
 * of the built bundle. Every number is in the comments: P = 8, 16, 24, 32, 40 (Art. 18 item 1).
 */

/** A row with an empty dealer cell. */
export const row = (contract: unknown, declarer: unknown, ...seats: unknown[]): unknown[] => [
  '',
  contract,
  declarer,
  ...seats,
];

/**
 * A 4-handed pulka to 40 with every kind of deal (SPEC §3 "Scoring"), worked by hand row by row.
 * Seats 1–4: Асель, Bolat, Дана, Erlan; deal k is dealt by seat 4, 1, 2, 3, 4, … (Art. 16 item 5.1).
 */
export const FOUR = {
  seats: [['Асель', 'Bolat', 'Дана', 'Erlan']],
  deals: [
    // deal 0, Erlan deals. 6♠ by Асель; Bolat speaks first and whists 4, Дана passes: 8 to the pool, 4 × 8 = 32 whists.
    row('6♠', 'Асель', 6, 'в4', 'п', ''),
    // deal 1, Асель deals and plays with the widow (1 trick): 4 a trick to the mountains 4, 12, 24, 0; Erlan, no trick, 4 to the pool.
    row('распасы', '', 1, 3, 6, 0),
    // deal 2, Bolat deals. 7 бп by Дана, Erlan (п1) and Асель pass, the dealer whists 2 (item 6.6): credited 2 + 1 = 3 → 48 whists;
    // made: 16 to Дана's pool; the series stays open (both whisters passed).
    row('7 бп', 3, 'п', 'в2', 7, 'п1'),
    // deal 3, Дана deals. 7 by Erlan: Асель passes, Bolat half-whists: 16 to the pool, Bolat writes 16; the series closes (I-12).
    row('7', 'erlan', 'п', '½', '', ''),
    // Bolat spoke out of turn (item 11.1): 4 to his mountain; the dealer does not move.
    row('ш1', 'Bolat', '', '', '', ''),
    // deal 4, Erlan deals. 8 by Bolat, 9 tricks; Дана (first) whists 0, Асель (second) 1: D = 1 = O, nothing short; 24 whists from Асель.
    row('8', 2, 1, 9, 0, ''),
    // deal 5, Асель deals and joins Дана's misère (item 8.5); 1 trick: 20 to each one's mountain.
    row('мизер', 'Дана', 'м', '', 1, ''),
    // deal 6, Bolat deals. 9 by Erlan took 8; Асель passes, Дана whists 2: 32 to Erlan's mountain, Дана 2 × 32 + 32 = 96.
    row('9', 4, 'п', '', 'в2', 8),
    // deal 7, Дана deals (typed). Асель steps out of a 7 (item 3.4): 3 × 16 = 48 to his mountain.
    ['Дана', '7', 1, 'б3', '', '', ''],
    // deal 8, Erlan deals. Bolat revokes on an 8 (item 11.3): 3 × 24 = 72; the ш3 row is the deal.
    row('ш3 8', 2, '', '', '', ''),
    // deal 9, Асель deals. 10 by Bolat, nobody whists: 40 → 24 + 40 = 64, 24 over the target 40. Help (item 10.1): Erlan
    // (20, the largest open pool) lacks 20 → 200 whists; Дана (16) gets the last 4 → 40 whists.
    row('10', 2, '', '', 'п', 'п'),
    // deal 10, Bolat deals. All-pass 0, 2 (the dealer), 0, 8: Асель and Дана 4 to the pool; mountains + 8 and + 32; a series opens.
    row('р', '', '', 2, '', 8),
  ],
  // pool, mountain, whists on Асель…Erlan, closed, deals next (Дана, deal 11), lowest game 7 (the series).
  result: [
    [12, 72, '', 24, 0, 0, false, false, 7],
    [40, 96, 32, '', 88, 216, true, false, 7],
    [24, 44, 0, 0, '', 96, false, true, 7],
    [40, 64, 0, 0, 0, '', true, false, 7],
  ],
  // PREF_CLOSE_BULLET (the compulsory close, item 13): middle mountain 276 / 4 = 69, middle pool 116 / 4 = 29;
  // whists written − received: −8, +312, +8, −312.
  //   Асель 10·(69 − 72) − 8 + 10·(12 − 29) = −208;  Bolat −270 + 312 + 110 = 152;
  //   Дана  250 + 8 − 50 = 208;                      Erlan 50 − 312 + 110 = −152.
  settled: [[-208], [152], [208], [-152]],
};

/** A complete 3-handed pulka to 10 (SPEC "Pools and help"): help, then a write-off off the helper's own mountain. */
export const THREE = {
  deals: [row('6', 1, '', 'п', 'п'), row('6', 2, 'п', '', 'п'), row('6', 3, 'п', 'п', ''), row('р', '', 0, 0, 10)],
  // The all-pass (dealt by seat 3) gives seats 1 and 2 4 each over 8: seat 1 (on the dealer's left) helps seat 3 with 2
  // (20 whists), seat 2 finds nobody open and writes 2 off his mountain (Code 4.1.1).
  result: [
    [10, 0, '', 0, 20, true, false, ''],
    [10, -2, 0, '', 0, true, false, ''],
    [10, 40, 0, 0, '', true, false, ''],
  ],
  // middle mountain 38/3: 10·38/3 + 20 = 146⅔, 10·(38/3 + 2) = 146⅔, 10·(38/3 − 40) − 20 = −293⅓ → 147, 147, −294 (docs/rules.md rounding)
  settled: [[147], [147], [-294]],
};
