/**
 * Names as people read them. The rules text does not say how names are compared; SPEC §5
 * ("Identity survives editing": look-alike letters, correcting a name) does, and the issue's
 * cases are here: "Kim Anna" in Latin and with a Cyrillic "К", with a zero-width space, in NFD.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanName,
  compareNames,
  describeLookAlikes,
  exactKey,
  hiddenCharacters,
  LOOK_ALIKE_LETTERS,
  lookAlikeLetters,
  MAX_NAME_LENGTH,
  nameKey,
  nameProblem,
  SPREADSHEET_ERROR_TEXTS,
} from '../../src/rules/names';

/** Invisible characters people paste with names: zero-width space / non-joiner / joiner, word joiner, BOM, soft hyphen, bidi marks, embeddings, overrides, isolates. */
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
/** Spaces of every kind: NBSP, thin, figure, narrow NBSP, ideographic, em, tab, newlines. */
const SPACES = [' ', '\u00a0', '\u2009', '\u2007', '\u202f', '\u3000', '\u2003', '\t', '\n', '\r\n'];

/** Letters of names in the three languages, with letters that NFD splits in two (й, ё, é, ü, ñ …). */
const LETTERS = [
  ...'абвгдеёжзийклмнопрстуфхцчшщъыьэюяәғқңөұүһіАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯӘҒҚҢӨҰҮҺІabcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéèüñçøåÉÜ',
];
const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
/** "Surname Name [Patronymic]" with single spaces. */
const nameArb = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));

/** `text` with `extra[k]` inserted before position `at[k]` (code points). */
function insert(text: string, extra: readonly { at: number; s: string }[]): string {
  const cs = [...text];
  for (const { at, s } of [...extra].sort((a, b) => b.at - a.at)) cs.splice(at % (cs.length + 1), 0, s);
  return cs.join('');
}

describe('cleanName: the text as the sheets write it (SPEC §5)', () => {
  it('every kind of space becomes one ASCII space; the ends are trimmed', () => {
    expect(cleanName('  Иванов\u00a0\u00a0Иван\tПетрович\n')).toBe('Иванов Иван Петрович');
    expect(cleanName('Ким\u2009Анна\u3000\u2007')).toBe('Ким Анна');
    expect(cleanName('\r\nKASE\r\n')).toBe('KASE');
  });

  it('invisible characters are removed (zero-width, BOM, soft hyphen, bidi marks, embeddings and isolates)', () => {
    expect(cleanName('K\u200bim\u00ad An\u200dna\ufeff')).toBe('Kim Anna');
    expect(cleanName('\u202bКайрат\u202c \u2067FC\u2069\u200e')).toBe('Кайрат FC');
    expect(cleanName('\u200b\u2060')).toBe('');
  });

  it('NFC: a letter typed as letter + combining mark is one letter ("й" = "и" + U+0306)', () => {
    const nfd = 'Йошкин Алёна'.normalize('NFD');
    expect(nfd.length).toBeGreaterThan('Йошкин Алёна'.length);
    expect(cleanName(nfd)).toBe('Йошкин Алёна');
    // A zero-width space between the letter and its mark does not keep them apart.
    expect(cleanName('и\u200b\u0306')).toBe('й');
  });

  it('is idempotent, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(cleanName(cleanName(s))).toBe(cleanName(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('nameKey: one key for every person and team (SPEC §5, "Identity survives editing")', () => {
  it('the issue: "Kim Anna" in Latin, with a Cyrillic К, with a zero-width space and in NFD are one name', () => {
    const key = nameKey('Kim Anna');
    expect(nameKey('Кim Anna')).toBe(key); // U+041A
    expect(nameKey('Kim\u200b Anna')).toBe(key);
    expect(nameKey('KIM  ANNA')).toBe(key);
    expect(nameKey('Алёна Йошкина')).toBe(nameKey('Алёна Йошкина'.normalize('NFD')));
  });

  it('ё is е; case, spaces and invisible characters do not matter', () => {
    expect(nameKey('Алёна Фёдорова')).toBe(nameKey('АЛЕНА  федорова'));
    expect(nameKey('Ёлкин')).toBe(nameKey('Елкин'));
  });

  it('the look-alike table: each letter folds with its look-alike, in capitals and in small letters; Cyrillic names keep their lower-case text as key', () => {
    for (const [letter, folded] of Object.entries(LOOK_ALIKE_LETTERS)) {
      expect(nameKey(letter), letter).toBe(folded);
      expect(nameKey(letter.toUpperCase()), letter).toBe(folded);
    }
    expect(nameKey('Иванов  Иван')).toBe('иванов иван');
    expect(nameKey('Kim Anna')).toBe(nameKey('\u041a\u0456\u043c \u0410nn\u0430')); // "Кім Аnnа": Cyrillic К, Kazakh і, м, А, а
    expect(nameKey('Kim Anna')).not.toBe(nameKey('Ким Анна')); // the Russian "и" and "н" print otherwise
    // Capitals that print alike: А В Е К М Н О Р С Т Х / A B E K M H O P C T X; Kazakh Ү І Һ.
    expect(nameKey('АВЕКМНОРСТХ')).toBe(nameKey('ABEKMHOPCTX'));
    expect(nameKey('ҮІҺ')).toBe(nameKey('YIH'));
    expect(nameKey('ӘӨ')).toBe(nameKey('ƏƟ'));
  });

  it('letters that do not print alike stay apart ("Ким" and "Кин", "и" and "й", "е" and "э", Kazakh "ұ" and "у")', () => {
    expect(nameKey('Ким')).not.toBe(nameKey('Кин'));
    expect(nameKey('Иван')).not.toBe(nameKey('Йван'));
    expect(nameKey('Ерлан')).not.toBe(nameKey('Эрлан'));
    expect(nameKey('Ұлан')).not.toBe(nameKey('Улан'));
    expect(nameKey('Иванов Иван')).not.toBe(nameKey('Иванов Иван Петрович'));
  });

  it('nameKey(cleanName(x)) = nameKey(x), and a key is its own key, on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(nameKey(cleanName(s))).toBe(nameKey(s));
        expect(nameKey(nameKey(s))).toBe(nameKey(s));
        expect(exactKey(cleanName(s))).toBe(exactKey(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('NFD and NFC of the same text give the same key', () => {
    fc.assert(
      fc.property(nameArb, (s) => {
        expect(nameKey(s.normalize('NFD'))).toBe(nameKey(s.normalize('NFC')));
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(nameKey(s.normalize('NFD'))).toBe(nameKey(s.normalize('NFC')));
      }),
      { numRuns: 1000 },
    );
  });

  it('zero-width and bidi characters inserted anywhere give the same key', () => {
    fc.assert(
      fc.property(
        nameArb,
        fc.array(fc.record({ at: fc.nat(), s: fc.constantFrom(...INVISIBLE) }), { minLength: 1, maxLength: 6 }),
        (s, extra) => {
          expect(nameKey(insert(s, extra))).toBe(nameKey(s));
          expect(nameKey(insert(s.normalize('NFD'), extra))).toBe(nameKey(s));
        },
      ),
    );
  });

  it('extra spaces of any kind (between words and at the ends) give the same key', () => {
    fc.assert(
      fc.property(
        nameArb,
        fc.array(fc.array(fc.constantFrom(...SPACES), { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 6 }),
        (s, runs) => {
          const words = s.split(' ');
          const spaced =
            (runs[0] as string[]).join('') +
            words.map((w, i) => w + (runs[(i + 1) % runs.length] as string[]).join('')).join('');
          expect(nameKey(spaced)).toBe(nameKey(s));
        },
      ),
    );
  });

  it('a Latin ↔ Cyrillic look-alike substitution gives the same key (either direction, any case)', () => {
    const pairs = Object.entries(LOOK_ALIKE_LETTERS).flatMap(([c, l]) => [
      [c, l],
      [c.toUpperCase(), l.toUpperCase()],
    ]);
    const swap = new Map<string, string>(
      pairs.flatMap(([c, l]) => [
        [c as string, l as string],
        [l as string, c as string],
      ]),
    );
    fc.assert(
      fc.property(nameArb, fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }), (s, flips) => {
        const swapped = [...s].map((ch, i) => (flips[i] ? (swap.get(ch) ?? ch) : ch)).join('');
        expect(nameKey(swapped)).toBe(nameKey(s));
      }),
    );
  });

  it('names that differ in a real letter get different keys', () => {
    fc.assert(
      fc.property(nameArb, fc.nat(), fc.constantFrom(...LETTERS), (s, at, other) => {
        const cs = [...s];
        const i = at % cs.length;
        const old = cs[i] as string;
        fc.pre(old !== ' ' && nameKey(old) !== nameKey(other));
        cs[i] = other;
        expect(nameKey(cs.join(''))).not.toBe(nameKey(s));
      }),
    );
  });

  it('exactKey tells "the same text" from "prints alike"', () => {
    expect(exactKey('Kim  ANNA\u200b')).toBe(exactKey('kim anna'));
    expect(exactKey('Кim Anna')).not.toBe(exactKey('Kim Anna'));
    expect(nameKey('Кim Anna')).toBe(nameKey('Kim Anna'));
  });
});

describe('compareNames: one order whatever order the names came in (SPEC §5, "draws are auditable")', () => {
  it('alphabetical by nameKey, punctuation and symbols left out, then by the key, then by the text', () => {
    const list = [
      'Ибраева Дана',
      '«Кайрат»',
      '=Зайцев',
      'Жумабеков Нурлан',
      'Алёна',
      'Алена',
      'Kim',
      'Кайрат-2',
      'Ёлкин',
      'Елкин',
    ];
    expect([...list].sort(compareNames)).toEqual([
      'Алена',
      'Алёна',
      'Ёлкин',
      'Елкин',
      'Жумабеков Нурлан',
      '=Зайцев',
      'Ибраева Дана',
      '«Кайрат»',
      'Кайрат-2',
      'Kim',
    ]);
  });

  it('sorting any permutation gives the same list', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(nameArb, { maxLength: 12 })
          .chain((xs) =>
            fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length })),
          ),
        ([xs, perm]) => {
          expect([...perm].sort(compareNames)).toEqual([...xs].sort(compareNames));
        },
      ),
    );
  });
});

describe('the letters two names differ by, for messages (SPEC §5, "Identity survives editing")', () => {
  it('names each look-alike pair once, as typed, by script in a language or by code point', () => {
    const pairs = lookAlikeLetters('Кim Аnna', 'Kim Anna'); // Cyrillic К and А
    expect(pairs).toEqual([
      { a: 'К', b: 'K' },
      { a: 'А', b: 'A' },
    ]);
    expect(describeLookAlikes(pairs, 'en')).toBe('К (Cyrillic) / K (Latin), А (Cyrillic) / A (Latin)');
    expect(describeLookAlikes(pairs, 'ru')).toBe('К (кириллица) / K (латиница), А (кириллица) / A (латиница)');
    expect(describeLookAlikes(pairs)).toBe('К (U+041A) / K (U+004B), А (U+0410) / A (U+0041)');
    expect(describeLookAlikes(lookAlikeLetters('Алёна', 'Алена'), 'en')).toBe('ё (Cyrillic) / е (Cyrillic)');
  });

  it('nothing for the same text (case and spaces aside) or for different names', () => {
    expect(lookAlikeLetters('Kim Anna', 'KIM  anna')).toEqual([]);
    expect(lookAlikeLetters('Ким', 'Кин')).toEqual([]);
  });

  it('hiddenCharacters lists what cleaning takes out besides spaces', () => {
    expect(hiddenCharacters('Ki\u200bm\u00a0Anna\u202e')).toEqual(['U+200B', 'U+202E']);
    expect(hiddenCharacters('Йошкин'.normalize('NFD'))).toEqual(['U+0306']);
    expect(hiddenCharacters('Иванов\u00a0 Иван')).toEqual([]);
  });
});

describe('nameProblem: texts that cannot be a name on our sheets (SPEC §5: "nothing typed is lost", "the downloaded file is a true record")', () => {
  it('no letter or digit: the sheets\' markers ("—" nobody, "+" / "-" forfeits) and the like', () => {
    for (const s of ['—', '-', '+', '*', '?', '-:-', '+:-', ' — ', '…', '\u200b', ''])
      expect(nameProblem(s), s).toBe('notAName');
    for (const s of ['2005', 'А', 'Ким', "O'Neil", 'Жетысу-2']) expect(nameProblem(s), s).toBeNull();
  });

  it('a spreadsheet error value or status, or a text beginning with one, case and spaces ignored', () => {
    for (const e of SPREADSHEET_ERROR_TEXTS) expect(nameProblem(e), e).toBe('errorValue');
    for (const s of ['#n/a', ' # N/A ', '#REF! Team', '#ref!', '#Name?', 'loading ...', 'Err:502'])
      expect(nameProblem(s), s).toBe('errorValue');
    for (const s of ['Team #REF!', '#1 Team', 'Loading Dock FC']) expect(nameProblem(s), s).toBeNull();
  });

  it(`longer than ${MAX_NAME_LENGTH} characters (of the cleaned text)`, () => {
    expect(nameProblem('я'.repeat(MAX_NAME_LENGTH))).toBeNull();
    expect(nameProblem('я'.repeat(MAX_NAME_LENGTH + 1))).toBe('tooLong');
    expect(nameProblem(`${'я'.repeat(MAX_NAME_LENGTH)}\u200b\u200b  `)).toBeNull();
  });
});
