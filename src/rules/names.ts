/**
 * Names as people read them (SPEC §5 "Identity survives editing"; docs/rules.md "Names").
 *
 * A name is typed, pasted from e-mails, messengers and Word, sorted and corrected by several
 * people in one shared spreadsheet. Two texts that print the same are one name; so
 *
 * - `cleanName` is the text as the sheets write it: Unicode NFC, invisible characters removed,
 *   every kind of space one ASCII space, trimmed;
 * - `exactKey` is that, case-folded: "the same text";
 * - `nameKey` is that, with the letters that print alike folded to one form (Cyrillic "К" and
 *   Latin "K", "ё" and "е", …): "prints alike". It is THE identity key of a person or team
 *   wherever names are compared (registration, draw, groups, seating, standings).
 *
 * `nameProblem` says which texts cannot be a name on our sheets at all (a marker such as "—",
 * a spreadsheet error value such as "#N/A", a text too long for a cell).
 */
import type { Lang } from '../i18n/types';

/**
 * Invisible characters: the format characters (\p{Cf}: zero-width space / joiner / non-joiner,
 * word joiner, BOM, soft hyphen, bidi marks, embeddings, overrides and isolates, …) and the other
 * default-ignorable code points (variation selectors, the Hangul fillers, the combining grapheme
 * joiner, …): nothing a reader sees, so nothing a name keeps.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** Every kind of space (NBSP, thin, figure, ideographic, …), tabs, newlines and other control characters. */
const SPACES = /[\s\p{Cc}]+/gu;

/** The text as it should be written on the sheets: NFC, no invisible characters, single ASCII spaces, trimmed. */
export function cleanName(s: string): string {
  return s.replace(INVISIBLE, '').replace(SPACES, ' ').normalize('NFC').trim();
}

/**
 * Full case folding (as Unicode's CaseFolding: "ß" = "ss", "ﬁ" = "fi", final "ς" = "σ"). JavaScript
 * has no case-fold of its own; upper then lower case gives it for every letter a name can hold,
 * and the final sigma, which lower-casing writes by context, is folded by hand.
 */
function caseFold(s: string): string {
  return s.toUpperCase().toLowerCase().replace(/ς/g, 'σ').normalize('NFC');
}

/**
 * Letters that print alike, case-folded, each mapped to the one form its class folds to. The
 * Latin letters that look like Cyrillic ones (Russian and Kazakh) — in capitals or in small
 * letters, since case is folded first ("H" prints as "Н", so "h" folds to "н") — go to the
 * Cyrillic letter, as do the Cyrillic letters that print like those Latin ones ("һ" like "h", "ү"
 * like "y"); "ё" goes with "е" (Russian writes one for the other), and so does the Latin "ë" that
 * prints like "ё". The classes fold to Cyrillic because most names here are Russian and Kazakh:
 * the key of such a name is its lower-case text (but for "ё").
 */
export const LOOK_ALIKE_LETTERS: Readonly<Record<string, string>> = {
  a: 'а', // U+0061 → U+0430
  b: 'в', // U+0062 (B) → U+0432 (В)
  c: 'с', // U+0063 → U+0441
  d: 'ԁ', // U+0064 → U+0501
  e: 'е', // U+0065 → U+0435
  ë: 'е', // U+00EB Latin ë, prints like ё
  ё: 'е', // U+0451 → U+0435 (ё = е)
  h: 'н', // U+0068 (H) → U+043D (Н)
  һ: 'н', // U+04BB Kazakh һ, prints like h
  i: 'і', // U+0069 → U+0456 Kazakh / Ukrainian і
  ï: 'ї', // U+00EF → U+0457
  j: 'ј', // U+006A → U+0458
  k: 'к', // U+006B → U+043A
  m: 'м', // U+006D (M) → U+043C (М)
  o: 'о', // U+006F → U+043E
  p: 'р', // U+0070 → U+0440
  q: 'ԛ', // U+0071 → U+051B
  s: 'ѕ', // U+0073 → U+0455
  t: 'т', // U+0074 (T) → U+0442 (Т)
  w: 'ԝ', // U+0077 → U+051D
  x: 'х', // U+0078 → U+0445
  y: 'у', // U+0079 → U+0443
  ү: 'у', // U+04AF Kazakh ү (Ү), prints like y (Y)
  ə: 'ә', // U+0259 Latin schwa → U+04D9 Kazakh ә
  ɵ: 'ө', // U+0275 Latin barred o → U+04E9 Kazakh ө
};

const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKE_LETTERS).join('')}]`, 'g');

/** Cleaned and case-folded, nothing else: two texts with the same exactKey are the same text. */
export function exactKey(s: string): string {
  return caseFold(cleanName(s));
}

/**
 * THE identity key of a name: cleaned (NFC, invisible characters removed, spaces collapsed),
 * case-folded, and the letters that print alike folded to one form (`LOOK_ALIKE_LETTERS`).
 * "Kim Anna" (Latin), "Кim Anna" (Cyrillic К), "kim\u200b anna" and its NFD all have one key;
 * "Иванов Иван" has the key "иванов иван".
 */
export function nameKey(s: string): string {
  return exactKey(s)
    .replace(LOOK_ALIKE, (c) => LOOK_ALIKE_LETTERS[c] as string)
    .normalize('NFC');
}

/** What `compareNames` leaves out first: everything but letters, digits, marks and spaces. */
const NOT_ALPHABETIC = /[^\p{L}\p{N}\p{M} ]/gu;

/**
 * The order a list is put in before a draw: alphabetical by `nameKey` with punctuation and
 * symbols left out ("=Зайцев" and «Кайрат» sort under З and К), then by `nameKey`, then by the
 * text itself (UTF-16 code units: the same on every machine, no locale). Texts with different
 * keys never compare equal, so the order does not depend on the order the list came in.
 */
export function compareNames(a: string, b: string): number {
  const ka = nameKey(a);
  const kb = nameKey(b);
  const la = ka.replace(NOT_ALPHABETIC, '');
  const lb = kb.replace(NOT_ALPHABETIC, '');
  if (la !== lb) return la < lb ? -1 : 1;
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

// ---- telling texts apart, for messages --------------------------------------------------------

/** One place where two names that print alike hold different letters, as typed (e.g. "К" and "K"). */
export interface LookAlike {
  a: string;
  b: string;
}

/** U+041A */
function codePoint(c: string): string {
  return `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

const SCRIPT_NAMES: Record<'Cyrillic' | 'Latin' | 'Greek', Record<Lang, string>> = {
  Cyrillic: { en: 'Cyrillic', ru: 'кириллица', kk: 'кирилл жазуы' },
  Latin: { en: 'Latin', ru: 'латиница', kk: 'латын жазуы' },
  Greek: { en: 'Greek', ru: 'греческая', kk: 'грек жазуы' },
};

function scriptOf(c: string): keyof typeof SCRIPT_NAMES | null {
  if (/\p{Script=Cyrillic}/u.test(c)) return 'Cyrillic';
  if (/\p{Script=Latin}/u.test(c)) return 'Latin';
  if (/\p{Script=Greek}/u.test(c)) return 'Greek';
  return null;
}

/**
 * The letters two texts differ by although their `nameKey`s are equal: each pair once, in the order
 * they occur, `a` from the first text and `b` from the second; case differences are not listed
 * (they are not look-alikes). Empty when the keys differ or the texts are the same text.
 */
export function lookAlikeLetters(first: string, second: string): LookAlike[] {
  if (nameKey(first) !== nameKey(second) || exactKey(first) === exactKey(second)) return [];
  const a = [...cleanName(first)];
  const b = [...cleanName(second)];
  const out: LookAlike[] = [];
  const seen = new Set<string>();
  const visit = (x: string | undefined, y: string | undefined): void => {
    if (x === undefined || y === undefined || x === y || exactKey(x) === exactKey(y) || nameKey(x) !== nameKey(y))
      return;
    if (seen.has(x + y)) return;
    seen.add(x + y);
    out.push({ a: x, b: y });
  };
  if (a.length === b.length) {
    a.forEach((x, i) => visit(x, b[i]));
  } else {
    // Case folding changed a length ("ß" against "ss"): compare what lines up from either end.
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n && nameKey(a[i] as string) === nameKey(b[i] as string); i++) visit(a[i], b[i]);
    for (let i = 1; i <= n && nameKey(a[a.length - i] as string) === nameKey(b[b.length - i] as string); i++)
      visit(a[a.length - i], b[b.length - i]);
  }
  return out;
}

/**
 * The look-alike letters for a message: "К (Cyrillic) / K (Latin)" in `lang`; without a language,
 * by code point, "К (U+041A) / K (U+004B)", the same in every language (a message's parameters
 * are not translated).
 */
export function describeLookAlikes(pairs: readonly LookAlike[], lang?: Lang): string {
  const one = (c: string): string => {
    const script = scriptOf(c);
    return `${c} (${lang && script ? SCRIPT_NAMES[script][lang] : codePoint(c)})`;
  };
  return pairs.map((p) => `${one(p.a)} / ${one(p.b)}`).join(', ');
}

/**
 * What `cleanName` takes out of a text besides spaces, each once as "U+200B": the invisible
 * characters, and — when the text is not in NFC — the combining marks that NFC joins to their
 * letters ("и" + U+0306 is "й"). Empty for a clean text.
 */
export function hiddenCharacters(s: string): string[] {
  const found = new Set<string>();
  for (const c of s.match(INVISIBLE) ?? []) found.add(codePoint(c));
  const visible = s.replace(INVISIBLE, '');
  const composed = visible.normalize('NFC');
  if (composed !== visible)
    for (const c of visible.match(/\p{M}/gu) ?? []) if (!composed.includes(c)) found.add(codePoint(c));
  return [...found];
}

// ---- texts that cannot be a name ---------------------------------------------------------------

/** The longest name a sheet takes (code points of the cleaned text). */
export const MAX_NAME_LENGTH = 100;

/**
 * What a spreadsheet shows in place of a value: the error values of Google Sheets, Excel and
 * LibreOffice, and the status of a formula still computing. A cell beginning with one of these is
 * read as an error (finalizing a stage refuses while any cell shows an error), so a name may not
 * begin with one; compared ignoring case and spaces.
 */
export const SPREADSHEET_ERROR_TEXTS: readonly string[] = [
  '#N/A',
  '#REF!',
  '#VALUE!',
  '#NAME?',
  '#DIV/0!',
  '#NUM!',
  '#NULL!',
  '#ERROR!',
  '#SPILL!',
  '#CALC!',
  '#CYCLE!',
  '#GETTING_DATA',
  '#BLOCKED!',
  '#BUSY!',
  '#CONNECT!',
  '#FIELD!',
  '#UNKNOWN!',
  '#EXTERNAL!',
  '#PYTHON!',
  'Loading...',
  'Loading…',
  'Загрузка...',
  'Загрузка…',
];

const squash = (s: string): string => caseFold(cleanName(s)).replace(/ /g, '');
const ERROR_PREFIXES = SPREADSHEET_ERROR_TEXTS.map(squash);

/**
 * Why a text cannot be a name on our sheets, or null when it can:
 * - `notAName`: no letter or digit at all — "—" (the sheets' "nobody"), "+" / "-" (forfeits),
 *   "*", "?", or nothing once cleaned;
 * - `errorValue`: it is, or begins with, a spreadsheet error value or status ("#N/A", "#REF!",
 *   "Loading...", LibreOffice's "Err:502"), case and spaces ignored;
 * - `tooLong`: more than `MAX_NAME_LENGTH` characters.
 */
export type NameProblem = 'notAName' | 'errorValue' | 'tooLong';

export function nameProblem(s: string): NameProblem | null {
  const clean = cleanName(s);
  if (!/[\p{L}\p{N}]/u.test(clean)) return 'notAName';
  const squashed = squash(clean);
  if (ERROR_PREFIXES.some((e) => squashed.startsWith(e)) || /^err:\d{3}/.test(squashed)) return 'errorValue';
  if ([...clean].length > MAX_NAME_LENGTH) return 'tooLong';
  return null;
}
