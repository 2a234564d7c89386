/**
 * Three languages everywhere, on the generated sheets: every sheet kind the add-on makes
 * (settings, the four registrations, the draw logs, the group sheets of the three games, the
 * play-off sheets of every format, preference attendance / tours / final / standings) is generated
 * in Russian and in Kazakh through the server API on the fake spreadsheet, and no cell, computed
 * value, formula text constant, number format, validation help text or dropdown value, and no
 * message of the actions, holds an English word. The dictionaries' Russian and Kazakh texts are
 * checked the same way.
 *
 * An English word: a run of 3 or more Latin letters standing alone (not part of an identifier with
 * digits or "_", such as net32, QF1, PREF_RATING, A1), not an e-mail address, and not on the
 * allow-list below, each entry with its reason.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import { CITE, LABELS, SHEET_NAMES, sheetName } from '../../src/i18n/labels';
import { FRAME, GAME_NAMES, MESSAGES, type Lang } from '../../src/i18n/messages';
import { MENU_TEXT, SIDEBAR_TEXT } from '../../src/i18n/messages-ui';
import { REGISTRATION_FIELDS, type GameId } from '../../src/rules/registration';
import { SETTING_KEYS } from '../../src/rules/settings';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import type { Services } from '../../src/sheets/gas';
import { isIdCell } from '../../src/sheets/idColumn';
import { a1 } from '../../src/sheets/plan';
import { FINAL } from '../../src/sheets/kinds/finalSheet';
import { PLAN_COLS } from '../../src/sheets/kinds/dayPlanSheet';
import { blockRects, type BlockLayout } from '../../src/sheets/kinds/tableBlock';
import { tourLayout } from '../../src/sheets/kinds/tourSheet';
import { pasteSample, sampleRegistration, type SampleRegistration } from '../../workbench/sample';

const EMAIL = /[^\s@,;«»"()]+@[^\s@,;«»"()]+\.[A-Za-z]+/g;
/** Roman numerals: the pair numbers of the billiards nets as the rules print them (Art. 11: "III-1", "VIII"). */
const ROMAN = /^[IVX]+$/;

/**
 * Latin words that may stand on a Russian or Kazakh sheet, and why. Player, team and employer
 * names come from the registration itself (added per test); setting keys only in the settings
 * sheet's key column.
 */
const ALLOWED = new Set([
  'utc', // the time zone of a draw's time, written the same in every language
  // Sheets' own TRUE / FALSE, which a Kazakh spreadsheet shows: the Kazakh messages say "TRUE (ИСТИНА)"
  'true',
  'false',
  // the code of the date format of an application's date (dd.mm.yyyy): Sheets shows 24.11.2026, never the code
  'yyyy',
  // the scheme of a web address (the board's published address, issue 25 item 2): typed as it is in every language
  'https',
]);

/** The settings' keys ("billiards.groups"): a message names the row of the settings sheet by its key. */
const SETTING_KEY = new RegExp(
  `(^|[^\\w.])(${SETTING_KEYS()
    .filter((k) => k.key.includes('.'))
    .map((k) => k.key.replace('.', '\\.'))
    .join('|')})(?![\\w.])`,
  'g',
);

/** The English words of `text` (as written), those in `allowed` (lower-case) left out. */
function englishWords(text: string, allowed: ReadonlySet<string> = ALLOWED): string[] {
  const tokens =
    text
      .replace(EMAIL, ' ')
      .replace(SETTING_KEY, '$1 ')
      .match(/[A-Za-z0-9_]+/g) ?? [];
  return tokens.filter((t) => /^[A-Za-z]{3,}$/.test(t) && !ROMAN.test(t) && !allowed.has(t.toLowerCase()));
}

/** A word mixing Latin and Cyrillic letters (a Latin "C" typed into "Cтол" looks right and is wrong). */
function mixedScript(text: string): boolean {
  return /[A-Za-z][\u0400-\u04ff]|[\u0400-\u04ff][A-Za-z]/.test(text);
}

/** The text constants of a formula ("…" with "" for a quote). */
function formulaStrings(formula: string): string[] {
  return [...formula.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replace(/""/g, '"'));
}

interface SheetSnapshot {
  hiddenColumns: number[];
  hiddenRows: number[];
  name: string;
  values: unknown[][];
  formulas: Record<string, string>;
  formats: Record<string, { numberFormat?: string }>;
  validations: Record<string, { criteria: string; args: unknown[]; helpText: string }>;
  conditionalRules: { formula?: string }[];
}

/** "Sheet!A1 (what): text → words" for every English word a person could read on the book's sheets. */
function englishOnSheets(book: FakeBook, allowed: ReadonlySet<string>, settingsSheet: string): string[] {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    const words = englishWords(text, allowed);
    if (words.length > 0 || mixedScript(text))
      found.push(`${where}: ${JSON.stringify(text)} → ${words.join(' ') || 'mixed Latin and Cyrillic'}`);
  };
  for (const s of book.snapshot() as SheetSnapshot[]) {
    s.values.forEach((row, r) =>
      row.forEach((v, c) => {
        // The settings' key column: stable, language-free keys ("billiards.groups") that readSettings reads.
        if (s.name === settingsSheet && c === 0 && r > 0 && SETTING_KEYS().some((k) => k.key === v)) return;
        // The day plan's key column: language-free keys of the matches ("b:V-top") that readDayPlan reads.
        if (c === PLAN_COLS.key && typeof v === 'string' && /^[gbtf]:[\w:-]+$/.test(v)) return;
        // The hidden id column and id row: language-free ids ("kase.row|m:A:3@12", "kase.col|c:scoreA@4")
        // that the readers find rows and columns by.
        if (isIdCell(v) && (s.hiddenColumns.includes(c) || s.hiddenRows.includes(r))) return;
        if (typeof v === 'string') check(`${s.name}!${a1(r, c)}`, v);
      }),
    );
    for (const [at, f] of Object.entries(s.formulas))
      for (const t of formulaStrings(f)) check(`${s.name}!${at} (formula)`, t);
    for (const [at, f] of Object.entries(s.formats))
      if (f.numberFormat) check(`${s.name}!${at} (number format)`, f.numberFormat);
    for (const [at, v] of Object.entries(s.validations)) {
      check(`${s.name}!${at} (help text)`, v.helpText);
      if (v.criteria === 'VALUE_IN_LIST')
        for (const arg of v.args.flat()) if (typeof arg === 'string') check(`${s.name}!${at} (dropdown)`, arg);
      if (v.criteria === 'CUSTOM_FORMULA')
        for (const t of formulaStrings(String(v.args[0]))) check(`${s.name}!${at} (validation formula)`, t);
    }
    s.conditionalRules.forEach((rule, i) => {
      for (const t of formulaStrings(rule.formula ?? '')) check(`${s.name} (conditional rule ${i + 1})`, t);
    });
  }
  return found;
}

/** One finding per distinct text and kind of place: a header repeated in every group (or book) is one. */
function distinct(found: readonly string[]): string[] {
  const seen = new Set<string>();
  return found.filter((f) => {
    const k = f.replace(/^[^!]*![A-Z]+\d+/, '');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The Latin words of the registration (team and employer names such as "BCC Invest"). */
function registrationWords(sample: SampleRegistration): Set<string> {
  const words = new Set(ALLOWED);
  const cells = [...Object.values(sample.rows).flat(2), ...sample.teams.flat()];
  for (const v of cells)
    if (typeof v === 'string') for (const w of englishWords(v, new Set())) words.add(w.toLowerCase());
  return words;
}

/** A committee member types a value into the settings sheet's value column. */
function setSetting(book: FakeBook, lang: Lang, key: string, value: string | number): void {
  const name = sheetName('settings', lang);
  const row = book.toMatrix(name).findIndex((r) => r[0] === key);
  expect(row, key).toBeGreaterThan(0);
  book.typeAs('committee', name, a1(row, 2), value);
}

/** A committee member pastes registration rows from row 2. */
function pasteRows(services: Services, lang: Lang, game: GameId, rows: unknown[][]): void {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(sheetName(`reg.${game}`, lang));
  if (!sheet) throw new Error(`no registration sheet for ${game}`);
  sheet.getRange(2, 1, rows.length, REGISTRATION_FIELDS[game].length).setValues(rows);
}

function ok<T>(results: ActionResult[], result: ActionResult<T>): T {
  results.push(result as ActionResult);
  if (!result.ok) throw new Error(`refused: ${result.message}\n${result.problems.map((p) => p.message).join('\n')}`);
  return result.data as T;
}

/** Referees type a result for every table of a preference tour (or the final): pools 120, mountains by seat. */
function playTables(book: FakeBook, sheet: string, blocks: readonly BlockLayout[]): void {
  for (const b of blocks) {
    const r = blockRects(b);
    b.players.forEach((_, k) => {
      book.typeAs('referee', sheet, a1(r.pools.row + k, r.pools.col), 120);
      book.typeAs('referee', sheet, a1(r.mountains.row + k, r.mountains.col), 10 * k);
    });
  }
}

const GROUP_GAMES = ['futsal', 'billiards', 'backgammon'] as const;

/** Every sheet kind in `lang`: three books, so that each play-off format is generated once. */
function generateEverything(lang: Lang): { books: FakeBook[]; results: ActionResult[]; allowed: Set<string> } {
  const sample = sampleRegistration(lang);
  const results: ActionResult[] = [];
  const locale = lang === 'ru' ? 'ru_RU' : 'kk_KZ';
  const now = Date.UTC(2026, 4, 20, 9, 30);

  // 1. The rules' own formats: futsal sf4, billiards net32, backgammon qf8; preference in 2 tours and the final.
  const one = createFakeServices({ locale, now });
  ok(results, api.setup(one.services, { lang }));
  pasteSample(one.services.app, lang, sample, ['futsal', 'billiards', 'backgammon']);
  pasteRows(one.services, lang, 'preference', sample.rows.preference.slice(0, 12));
  setSetting(one.book, lang, 'preference.tours', 2);
  let billiardsGroups: { players: string[] }[] = [];
  for (const game of GROUP_GAMES) {
    results.push(api.checkRegistration(one.services, game));
    const drawn = ok(results, api.draw(one.services, game, { seed: 2026, acceptWarnings: true }));
    if (game === 'billiards') billiardsGroups = drawn.groups;
    ok(results, api.generateBracket(one.services, game));
  }
  ok(results, api.withdraw(one.services, 'billiards', billiardsGroups[0]?.players[0]));
  ok(results, api.prepareAttendance(one.services, { acceptWarnings: true }));
  one.book.typeAs('committee', sheetName('pref.attendance', lang), a1(2, 3), true); // the first player skips tour 2
  for (const n of [1, 2]) {
    const tour = ok(results, api.seatTour(one.services, n, { seed: 11, acceptWarnings: true }));
    playTables(one.book, sheetName('pref.tour', lang, { n }), tourLayout([], tour.tables).blocks);
  }
  const final = ok(results, api.seatFinal(one.services, { acceptWarnings: true }));
  playTables(one.book, sheetName('pref.final', lang), [
    { label: '1', players: final.players, top: FINAL.blockTop, col: FINAL.col },
  ]);
  results.push(api.status(one.services), api.preferenceStatus(one.services));
  // The day plans and the plans by player (before the draw's groups are played, and after).
  for (const game of [...GROUP_GAMES, 'preference'] as const) results.push(api.dayPlan(one.services, game));

  // 2. Billiards qf8 (4 groups, 32 players), backgammon sf4 (2 groups, 12 players).
  const two = createFakeServices({ locale, now });
  ok(results, api.setup(two.services, { lang }));
  pasteRows(two.services, lang, 'billiards', sample.rows.billiards.slice(0, 32));
  pasteRows(two.services, lang, 'backgammon', sample.rows.backgammon.slice(0, 12));
  for (const [key, value] of [
    ['billiards.groups', 4],
    ['billiards.format', 'qf8'],
    ['backgammon.groups', 2],
    ['backgammon.format', 'sf4'],
  ] as const)
    setSetting(two.book, lang, key, value);
  for (const game of ['billiards', 'backgammon'] as const) {
    ok(results, api.draw(two.services, game, { seed: 7, acceptWarnings: true }));
    ok(results, api.generateBracket(two.services, game));
    results.push(api.dayPlan(two.services, game));
  }

  // 3. Billiards sf4 (2 groups, 16 players).
  const three = createFakeServices({ locale, now });
  ok(results, api.setup(three.services, { lang }));
  pasteRows(three.services, lang, 'billiards', sample.rows.billiards.slice(0, 16));
  setSetting(three.book, lang, 'billiards.groups', 2);
  setSetting(three.book, lang, 'billiards.format', 'sf4');
  ok(results, api.draw(three.services, 'billiards', { seed: 5, acceptWarnings: true }));
  ok(results, api.generateBracket(three.services, 'billiards'));

  // 4. Refusals and problems: a bad seed, an unknown player, a tour out of range, settings that do
  // not fit each other, a registration with missing and malformed cells.
  results.push(
    api.draw(one.services, 'futsal', { seed: true as never }),
    api.withdraw(one.services, 'futsal', 'Никто Нигде'),
    api.seatTour(one.services, 9),
    api.generateBracket(three.services, 'futsal'),
  );
  const four = createFakeServices({ locale, now });
  ok(results, api.setup(four.services, { lang }));
  setSetting(four.book, lang, 'billiards.groups', 3);
  const bad = sample.rows.billiards
    .slice(0, 6)
    .map((row, i) =>
      row.map((v, c) => (i === 1 && c === 0 ? '' : i === 2 && c === 5 ? 'нет-почты' : i === 3 && c === 4 ? 9 : v)),
    );
  pasteRows(four.services, lang, 'billiards', [...bad, bad[0] as unknown[]]);
  results.push(api.checkRegistration(four.services, 'billiards'), api.draw(four.services, 'billiards', { seed: 1 }));

  return { books: [one.book, two.book, three.book, four.book], results, allowed: registrationWords(sample) };
}

describe('the check itself', () => {
  it('finds English words, and leaves codes, cell references, e-mails and allowed words alone', () => {
    expect(englishWords('Art. 5 item 1')).toEqual(['Art', 'item']);
    expect(englishWords('ст. 5 п. 1; Ключ (seed)')).toEqual(['seed']);
    expect(englishWords('E-mail членов')).toEqual(['mail']);
    expect(englishWords('=GROUP_TABLE A1 B2 net32 QF1 III-1 VIII W(II-1) name@example.kz Время (UTC) → 1')).toEqual([]);
    expect(englishWords('«billiards.groups»: ожидалось; billiards.groupsx')).toEqual(['billiards', 'groupsx']);
    expect(formulaStrings('=IF(A1="","OK",IF(B1="-:+","не ""явился""",C1))')).toEqual(['', 'OK', '-:+', 'не "явился"']);
    expect(mixedScript('Cтол')).toBe(true); // a Latin C
    expect(mixedScript('Стол A1 · B2')).toBe(false);
  });
});

describe.each(['ru', 'kk'] as const)('every generated sheet in %s has no English word', (lang) => {
  const { books, results, allowed } = generateEverything(lang);

  it('generated every sheet kind', () => {
    const names = new Set(books.flatMap((b) => b.sheetNames()));
    const want = [
      sheetName('settings', lang),
      ...(['futsal', 'billiards', 'backgammon', 'preference'] as const).map((g) => sheetName(`reg.${g}`, lang)),
      ...GROUP_GAMES.flatMap((g) => [
        sheetName(`draw.${g}`, lang),
        sheetName(`groups.${g}`, lang),
        sheetName(`bracket.${g}`, lang),
      ]),
      sheetName('pref.attendance', lang),
      sheetName('pref.tour', lang, { n: 1 }),
      sheetName('pref.tour', lang, { n: 2 }),
      sheetName('pref.final', lang),
      sheetName('pref.standings', lang),
    ];
    expect(want.filter((n) => !names.has(n))).toEqual([]);
    // The play-off formats: net32, qf8 and sf4 (billiards), qf8 and sf4 (backgammon), sf4 (futsal).
    expect(results.map((r) => (r.data as { format?: string } | undefined)?.format).filter(Boolean)).toEqual([
      'sf4',
      'net32',
      'qf8',
      'qf8',
      'sf4',
      'sf4',
    ]);
  });

  it('no cell, formula text, number format, help text or dropdown value holds an English word', () => {
    const settings = sheetName('settings', lang);
    expect(distinct(books.flatMap((b) => englishOnSheets(b, allowed, settings)))).toEqual([]);
  });

  it('no message of the actions holds an English word', () => {
    const texts = results.flatMap((r) => [r.message, ...r.problems.map((p) => p.message)]);
    expect(texts.length).toBeGreaterThan(20);
    // The refusals and problems are among them: a bad seed, settings that do not fit, a missing cell.
    const codes = results.flatMap((r) => r.problems.map((p) => p.code));
    expect(codes).toEqual(
      expect.arrayContaining([
        'drawBadSeed',
        'unknownPlayer',
        'prefBadTour',
        'noDrawYet',
        'setFormatGroups',
        'regRequired',
        'regBadEmail',
        'regBadLevel',
        'regDuplicatePerson',
      ]),
    );
    expect(texts.filter((t) => englishWords(t, allowed).length > 0 || mixedScript(t))).toEqual([]);
  });
});

/**
 * Latin words a Russian or Kazakh dictionary text may hold, and why: the names of things that
 * are spelled the same in every language, and what a person types or reads in the formula bar.
 */
const DICTIONARY_ALLOWED = new Set([
  ...ALLOWED,
  'kase', // the exchange's name: "Турниры KASE"
  'google', // "Google не смог выполнить действие": the service's name
  'english', // the language picker names each language in itself
  'lang', // the settings sheet's key column shows "lang" (sidebar: "задаётся на листе настроек (lang)")
  'xxx', // a phone number's digits in a mask: "+7 7xx xxx xx xx"
]);

/** Words one text may hold besides those: what a person types into a formula or the sidebar sends. */
const ALLOWED_IN: Record<string, readonly string[]> = {
  // PREF_RATING's argument, as named in the formula: "без «tables»"
  oneTableSize: ['tables'],
  // PREF_PULKA's argument, as named in the formula: "имя из «seats»"
  pulkaNotSeat: ['seats'],
  // GROUP_RANK / GROUP_TABLE accept the game in English too: "(или futsal, billiards, backgammon)"
  unknownGame: ['futsal', 'billiards', 'backgammon'],
  // The sidebar's own calls (only a programming error shows these): the game and stage codes.
  unknownGameAction: ['futsal', 'billiards', 'backgammon', 'preference'],
  unknownStage: ['groups', 'bracket', 'tour', 'final', 'standings'],
  // The self-check's two steps, as the menu sends them (only a programming error shows these).
  selfCheckBadStep: ['start', 'finish'],
  // The formats and the programs a downloaded record opens in, and the error they show (issue 22 item 5).
  statusNotFinal: ['pdf', 'xlsx', 'excel', 'libreoffice', 'name'],
  // The settings' key, as its key column shows it.
  notCommitteeEditor: ['committee'],
};

describe('dictionaries: no English word in a Russian or Kazakh text', () => {
  const dicts = {
    MESSAGES: MESSAGES(),
    FRAME,
    GAME_NAMES,
    SHEET_NAMES: SHEET_NAMES(),
    LABELS: LABELS(),
    CITE,
    MENU_TEXT,
    SIDEBAR_TEXT,
    SETTING_LABELS: Object.fromEntries(SETTING_KEYS().map((s) => [s.key, s.label])),
    SETTING_RULES: Object.fromEntries(SETTING_KEYS().map((s) => [s.key, s.rule])),
  } as Record<string, Record<string, Record<Lang, string>>>;

  it.each(Object.keys(dicts))('%s', (name) => {
    const bad: string[] = [];
    for (const [key, text] of Object.entries(dicts[name] ?? {})) {
      for (const lang of ['ru', 'kk'] as const) {
        const t = text[lang].replace(/\{\w+\}/g, ' '); // placeholders are filled in, not read
        const words = englishWords(t, new Set([...DICTIONARY_ALLOWED, ...(ALLOWED_IN[key] ?? [])]));
        if (words.length > 0 || mixedScript(t)) bad.push(`${name}.${key}.${lang}: ${words.join(' ')}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
