/**
 * How a deal is written in PREF_PULKA's `deals` (SPEC §3 PREF_PULKA "A row of deals"): the contract
 * cell and the seat cells read into plain values. Letters are read ignoring case, spaces and the
 * difference between ё and е; numbers may be numbers or numeric text.
 *
 * Nothing here knows the rules of scoring: a cell that reads is returned as what it says, and the
 * rules modules decide whether it fits the deal (src/rules/deals.ts).
 */
import type { PenaltyGame, PenaltyKind } from './penalties';
import type { Level } from './prices';

export type Contract =
  | { kind: 'game'; level: Level }
  | { kind: 'misere' }
  | { kind: 'allpass' }
  /**
   * The player of column 3 leaves the party (Art. 16 item 4, Art. 17 item 7 para 5): the table plays
   * on three-handed (Art. 16 item 3; docs/rules.md "A player leaving mid-party"). Not a deal.
   */
  | { kind: 'leave' }
  /** Art. 18 item 11: `ш1`, `ш2 G`, `ш3 G`, `ш4 A` (`p` may replace `ш`). */
  | { kind: 'penalty'; item: PenaltyKind; game: PenaltyGame | null; amount: number | null };

/**
 * A seat cell: `n` a bare number k (tricks; an opponent's whist), `w` `вk` / `wk` (whisted, took k),
 * `p` `п` / `p` (passed; `k` the tricks his hand took, `пk`, or null), `half` a half-whist, `out`
 * stepped out (`б3`), `join` the dealer joined a misère (`м`); null an empty cell.
 */
export type Mark = { t: 'n' | 'w'; k: number } | { t: 'p'; k: number | null } | { t: 'half' | 'out' | 'join' };

/** The text of a cell as it is compared: lower case, no spaces, ё = е, NFC; null for what is not text or a number. */
export function token(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  if (typeof v !== 'string') return null;
  // NFC only matters for combining marks ("е" + ◌̈ is "ё"); most cells have none
  const s = /[\u0300-\u036f]/.test(v) ? v.normalize('NFC') : v;
  // U+FE0F (the emoji variation selector) is stripped on its own: a suit typed as ♠️ is ♠.
  return s
    .toLowerCase()
    .replace(/(?:[\s\u00a0\u2009\u202f]|\ufe0f)+/g, '')
    .replace(/ё/g, 'е');
}

export const isBlank = (v: unknown): boolean =>
  v === '' ||
  v === null ||
  v === undefined ||
  (typeof v === 'string' && /^(?:[\s\u00a0\u2009\u202f]|\ufe0f)*$/.test(v));

// The words a referee writes, in full or short, in Russian, Kazakh (which uses the Russian terms of
// the game where it has no word of its own) and English; `token` has already dropped case, spaces
// and ё. Every alternative is unambiguous: no word of one kind is a word (or a prefix that could
// read as a word) of another kind in the same cell. test/rules/notation.test.ts lists them all.
const LEVEL = '(10|[6-9]|шесть|семь|восемь|девять|десять|алты|жеті|сегіз|тоғыз|он|six|seven|eight|nine|ten)';
const SUIT =
  '(?:[♠♣♦♥♤♧♢♡scdhптбч]|бк|nt|пики|пика|пик|трефы|треф|бубны|бубен|буби|черви|червы|червей|безкозыря|безкозырей|бескозырка|spades|spade|clubs|club|diamonds|diamond|hearts|heart|notrumps|notrump)';
const WIDOW = '(?:бп|безприкупа)';
// A level with an optional suit and an optional "without the widow" (SPEC §3: neither changes the score).
const GAME = new RegExp(`^${LEVEL}${SUIT}?${WIDOW}?$`);
const MISERE = new RegExp(`^(?:мизер|м|misère|misere|m)${WIDOW}?$`);
const ALL_PASS = /^(?:распасы|распас|распасовка|р|all-pass|allpass|allpasses|ap)$/;
// `ш`, or Latin `p` (and the Cyrillic `р` that prints like it), or the word, then the sub-item and what follows.
const PENALTY = /^(?:штраф|айыппұл|penalty|[шpр])([1-4])(.*)$/;
// A player leaving the party: "выбыл" (the add-on writes it), and the words a referee writes.
const LEAVE = /^(?:выбыл|выбыла|ушел|ушла|покинул|покинула|кетті|шықты|left|leaves|withdrew)$/;
const NUMBER = /^\d+(?:[.,]\d+)?$/;
const ITEMS: PenaltyKind[] = ['speaking', 'exposed', 'revoke', 'discretion'];
const LEVEL_WORDS: Record<string, Level> = {
  шесть: 6,
  семь: 7,
  восемь: 8,
  девять: 9,
  десять: 10,
  алты: 6,
  жеті: 7,
  сегіз: 8,
  тоғыз: 9,
  он: 10,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** A game a penalty is priced by: a level, a misère or an all-pass; undefined when it is none of them. */
function gameOf(s: string): PenaltyGame | undefined {
  const level = GAME.exec(s);
  if (level) return LEVEL_WORDS[level[1] as string] ?? (Number(level[1]) as Level);
  if (MISERE.test(s)) return 'misere';
  if (ALL_PASS.test(s)) return 'allpass';
  return undefined;
}

/** The contract cell, or null when it is not one (an empty cell is not one either). */
export function readContract(v: unknown): Contract | null {
  const s = token(v);
  if (!s) return null;
  const pen = PENALTY.exec(s);
  if (pen) {
    const item = ITEMS[Number(pen[1]) - 1] as PenaltyKind;
    const rest = pen[2] as string;
    const game = rest === '' ? null : gameOf(rest);
    // ш4 is followed by an amount; the others by a game (a number that is no level is an amount, refused by the rules)
    if (rest !== '' && NUMBER.test(rest) && (item === 'discretion' || game === undefined)) {
      return { kind: 'penalty', item, game: null, amount: Number(rest.replace(',', '.')) };
    }
    return game === undefined ? null : { kind: 'penalty', item, game, amount: null };
  }
  if (LEAVE.test(s)) return { kind: 'leave' };
  const game = gameOf(s);
  if (game === 'misere' || game === 'allpass') return { kind: game };
  return game === undefined ? null : { kind: 'game', level: game };
}

const MARK = new RegExp(
  '^(?:(\\d+(?:[.,]\\d+)?)' +
    // a whist with the tricks taken: в3, вист3, w3, whist3
    '|(вист|в|whist|w)(\\d+)' +
    // a pass, with the tricks his hand took or not: п, пас, п2, пас2, p, pass
    '|(пас|п|pass|p)(\\d*)' +
    // a half-whist (Art. 18 item 6.3)
    '|(½|пв|полвиста|пол-виста|полвист|жартывист|жарты-вист|hw|halfwhist|half-whist|half)' +
    // stepped out, "без трёх и без вистов" (Art. 18 item 3.4)
    '|(б3|без3|безтрех|безтрехибезвистов|out)' +
    // the 4-handed dealer joins a misère (Art. 18 item 8.5)
    '|(м|мизер|m|misère|misere))$',
);

/**
 * A seat cell: a Mark, null when empty, 'bad' when it cannot be read, or 'tricks' when it names
 * tricks that are not a whole number 0–10.
 */
export function readMark(v: unknown): Mark | null | 'bad' | 'tricks' {
  const s = token(v);
  if (s === '') return null;
  if (s === null) return 'bad';
  if (typeof v === 'number') return tricks('n', v);
  if (/^[-−+]\d/.test(s)) return tricks('n', Number(s.replace('−', '-')));
  const m = MARK.exec(s);
  if (!m) return 'bad';
  if (m[1] !== undefined) return tricks('n', Number(m[1].replace(',', '.')));
  if (m[2] !== undefined) return tricks('w', Number(m[3]));
  if (m[4] !== undefined) return m[5] === '' ? { t: 'p', k: null } : tricks('p', Number(m[5]));
  return { t: m[6] !== undefined ? 'half' : m[7] !== undefined ? 'out' : 'join' };
}

function tricks(t: 'n' | 'w' | 'p', k: number): Mark | 'tricks' {
  return Number.isInteger(k) && k >= 0 && k <= 10 ? { t, k } : 'tricks';
}
