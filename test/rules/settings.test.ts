import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type Lang } from '../../src/i18n/messages';
import { formatMessage } from '../../src/i18n/format';
import {
  DEFAULT_SETTINGS,
  FORMAT_GROUPS,
  isBoardUrl,
  readSettings,
  SETTING_KEYS,
  settingValue,
  type Problem,
  type SettingKey,
  type Settings,
} from '../../src/rules/settings';

const LANGS: Lang[] = ['en', 'ru', 'kk'];

/** Every placeholder of the message, in every language, has its parameter. */
function expectParamsFor(p: Problem): void {
  for (const lang of LANGS) {
    for (const [, name] of MESSAGES()[p.code][lang].matchAll(/\{(\w+)\}/g))
      expect(p.params).toHaveProperty(name as string);
  }
}
function codes(problems: Problem[]): string[] {
  return problems.map((p) => p.code);
}
function read(raw: Record<string, unknown>): { settings: Settings; problems: Problem[] } {
  return readSettings(raw);
}
function only(raw: Record<string, unknown>): Problem {
  const { problems } = read(raw);
  expect(problems).toHaveLength(1);
  return problems[0] as Problem;
}
function leafKeys(s: Settings): string[] {
  const keys = ['lang', 'committee', 'noticeDays', 'boardUrl'];
  for (const section of ['futsal', 'billiards', 'backgammon', 'preference'] as const) {
    for (const name of Object.keys(s[section])) keys.push(`${section}.${name}`);
  }
  return keys;
}

describe("defaults are the rules' own numbers", () => {
  it('futsal: 6–8 teams (Art. 5 item 1), 10 players of whom 5 main (Art. 6 item 1), 2 × 20 min (Art. 8 item 2), 2 groups of 3–4 (Art. 8 item 3)', () => {
    expect(DEFAULT_SETTINGS.futsal).toMatchObject({
      minTeams: 6,
      maxTeams: 8,
      groups: 2,
      minGroupSize: 3,
      maxGroupSize: 4,
      maxRoster: 10,
      maxMain: 5,
      halfMinutes: 20,
      halves: 2,
      lateMinutes: 15,
      format: 'sf4',
    });
  });

  it('billiards: 64 players, 12 committee picks (Art. 9 item 2), 8 groups of 4–8 (Art. 11 item 3), to 2 wins (Art. 11 item 2), 15 min (Art. 11 item 18)', () => {
    expect(DEFAULT_SETTINGS.billiards).toMatchObject({
      maxPlayers: 64,
      committeePicks: 12,
      groups: 8,
      minGroupSize: 4,
      maxGroupSize: 8,
      partiesToWin: 2,
      abridged: false,
      seedLevel: 5,
      format: 'net32',
      lateMinutes: 15,
    });
  });

  it('backgammon: 24 players, 8 picks (Art. 12 item 2), 4 groups of 4–6 (Art. 14 item 3), to 3 points (Art. 14 item 2), 15 min (Art. 14 item 12)', () => {
    expect(DEFAULT_SETTINGS.backgammon).toMatchObject({
      maxPlayers: 24,
      committeePicks: 8,
      groups: 4,
      minGroupSize: 4,
      maxGroupSize: 6,
      pointsToWin: 3,
      format: 'qf8',
      lateMinutes: 15,
    });
  });

  it('preference: 64 players, 15 picks (Art. 15 item 2), 7 tours and a final of 4 (Art. 17 items 1, 5), 120/200 whists and 1 h 30 min (Art. 16 item 15), −8 (Art. 16 item 12), 10 min (Art. 16 item 4)', () => {
    expect(DEFAULT_SETTINGS.preference).toMatchObject({
      maxPlayers: 64,
      committeePicks: 15,
      tours: 7,
      pool: 120,
      finalPool: 200,
      tourMinutes: 90,
      finalTable: 4,
      missedTourPoints: -8,
      lateMinutes: 10,
    });
  });

  it('the calendar: futsal 2 × 20 min with a 5-min break (Art. 8 item 2), billiards 2 days (Art. 11 item 1), backgammon 1 day (Art. 14 item 1), preference 2 days and 1 h 30 per tour (Art. 17 item 1, Art. 16 item 15)', () => {
    expect(DEFAULT_SETTINGS.futsal).toMatchObject({ halves: 2, halfMinutes: 20, breakMinutes: 5 });
    // The halves are of stopped-clock time: a match by the wall clock is longer (issue 24 item 5).
    expect(DEFAULT_SETTINGS.futsal).toMatchObject({ matchMinutes: 60, courts: 2 });
    expect(DEFAULT_SETTINGS.billiards.days).toBe(2);
    expect(DEFAULT_SETTINGS.backgammon.days).toBe(1);
    expect(DEFAULT_SETTINGS.preference).toMatchObject({ days: 2, tourMinutes: 90 });
    for (const g of ['futsal', 'billiards', 'backgammon', 'preference'] as const)
      expect(DEFAULT_SETTINGS[g].firstDay).toBe('');
  });

  it('deadlines: applications 3 days before futsal (Art. 5 item 2), 1 day before the others (Art. 9, 12, 15 item 3); notice 1 day (Art. 3 item 2)', () => {
    expect(DEFAULT_SETTINGS.futsal.applicationDays).toBe(3);
    expect(DEFAULT_SETTINGS.billiards.applicationDays).toBe(1);
    expect(DEFAULT_SETTINGS.backgammon.applicationDays).toBe(1);
    expect(DEFAULT_SETTINGS.preference.applicationDays).toBe(1);
    expect(DEFAULT_SETTINGS.noticeDays).toBe(1);
  });

  it('the tournament language defaults to Russian, the governing text', () => {
    expect(DEFAULT_SETTINGS.lang).toBe('ru');
  });

  it('the defaults pass their own check', () => {
    expect(read({})).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });
});

describe('SETTING_KEYS (the settings sheet)', () => {
  it('lists every setting exactly once, in sheet order by section', () => {
    const keys = SETTING_KEYS().map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(leafKeys(DEFAULT_SETTINGS).sort());
    const sections = SETTING_KEYS().map((s) => s.section);
    expect([...new Set(sections)]).toEqual(['general', 'futsal', 'billiards', 'backgammon', 'preference']);
  });

  it('every default is inside its own range or choices, and every setting cites where it comes from', () => {
    for (const spec of SETTING_KEYS()) {
      const v = settingValue(DEFAULT_SETTINGS, spec.key);
      if (spec.kind === 'int') {
        expect(Number.isInteger(v)).toBe(true);
        expect(v as number).toBeGreaterThanOrEqual(spec.min as number);
        expect(v as number).toBeLessThanOrEqual(spec.max as number);
      } else if (spec.kind === 'bool') expect(typeof v).toBe('boolean');
      else if (spec.kind === 'emails') expect(v).toBe('');
      else if (spec.kind === 'date')
        expect(v).toBe(''); // not planned yet
      else if (spec.kind === 'text')
        expect(v).toBe(''); // a place: not set yet
      else if (spec.kind === 'url')
        expect(v).toBe(''); // the board: not published yet
      else if (spec.kind === 'time')
        expect(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1440).toBe(true);
      else expect(spec.choices).toContain(v);
      // Cited in each language's own style (the language setting: which text of the rules prevails).
      if (spec.key === 'lang') for (const l of LANGS) expect(spec.rule[l]).toMatch(/Russian|русск|орыс/);
      else {
        expect(spec.rule.en).toMatch(/^Art\. \d+( items? \d+(–\d+)?( sub-item \d+)?)?( \(.+\))?(;|$)/);
        expect(spec.rule.ru).toMatch(/^ст\. \d+( пп?\. \d+(–\d+)?( подп\. \d+)?)?( \(.+\))?(;|$)/);
        expect(spec.rule.kk).toMatch(/^\d+-бап(, \d+(–\d+)?-тармақ(тар)?(, \d+-тармақша)?)?( \(.+\))?(;|$)/);
      }
      expect(spec.section).toBe(
        spec.key === 'lang' || spec.key === 'committee' || spec.key === 'noticeDays' || spec.key === 'boardUrl'
          ? 'general'
          : spec.key.split('.')[0],
      );
    }
  });

  it('every label exists in the three languages, the Kazakh one written in Kazakh', () => {
    for (const spec of SETTING_KEYS()) {
      for (const lang of LANGS) expect(spec.label[lang].trim()).not.toBe('');
    }
    const kazakhLetters = /[әғқңөұүһі]/i;
    const kk = SETTING_KEYS().filter((s) => kazakhLetters.test(s.label.kk));
    expect(kk.length).toBeGreaterThan(SETTING_KEYS().length * 0.8);
  });

  it('the play-off formats take the top two of 8, 4 and 2 groups (Art. 11 item 7, Art. 14 item 8, Art. 8 item 7)', () => {
    expect(FORMAT_GROUPS).toEqual({ net32: 8, qf8: 4, sf4: 2 });
  });
});

describe('the lateness the rules allow (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4)', () => {
  it('15, 15 and 10 minutes by default: no warning; another value is read and said once, with the article', () => {
    expect(read({}).problems.filter((p) => p.code === 'setLateNotRule')).toEqual([]);
    const { settings, problems } = read({ 'billiards.lateMinutes': 10, 'preference.lateMinutes': 15 });
    expect(settings.billiards.lateMinutes).toBe(10);
    const late = problems.filter((p) => p.code === 'setLateNotRule');
    expect(late.map((p) => [p.severity, p.field, p.params])).toEqual([
      [
        'warning',
        'billiards.lateMinutes',
        { key: 'billiards.lateMinutes', value: 10, minutes: 15, article: 11, item: 18 },
      ],
      [
        'warning',
        'preference.lateMinutes',
        { key: 'preference.lateMinutes', value: 15, minutes: 10, article: 16, item: 4 },
      ],
    ]);
  });
});

describe('readSettings: values as the sheet gives them', () => {
  it('numbers arrive as numbers or numeric text, with spaces or a Unicode minus', () => {
    const { settings, problems } = read({
      'billiards.maxPlayers': '40',
      'billiards.committeePicks': ' 10 ',
      'preference.missedTourPoints': '−10',
      'preference.tours': 6.0,
      'backgammon.maxPlayers': '20,0',
    });
    // −10 is read; it only draws the warning that PREF_RATING keeps −8 (Art. 16 item 12).
    expect(problems.map((p) => [p.severity, p.code])).toEqual([['warning', 'setMissedFixed']]);
    expect(settings.billiards.maxPlayers).toBe(40);
    expect(settings.billiards.committeePicks).toBe(10);
    expect(settings.preference.missedTourPoints).toBe(-10);
    expect(settings.preference.tours).toBe(6);
    expect(settings.backgammon.maxPlayers).toBe(20);
  });

  it('an empty cell, null or a missing key takes the default (Art. 2 item 2: the rules stand unless changed)', () => {
    const { settings, problems } = read({
      'billiards.groups': '',
      'backgammon.groups': null,
      'preference.tours': '   ',
    });
    expect(problems).toEqual([]);
    expect(settings).toEqual(DEFAULT_SETTINGS);
  });

  it('unknown keys are ignored; keys are matched ignoring case and surrounding spaces', () => {
    const { settings, problems } = read({
      'chess.boards': 12,
      ' Billiards.Groups ': 4,
      'BILLIARDS.FORMAT': 'qf8',
      title: 'KASE 2025',
    });
    expect(problems).toEqual([]);
    expect(settings.billiards.groups).toBe(4);
    expect(settings.billiards.format).toBe('qf8');
  });

  it('a fraction or a word where a whole number is expected is an error naming the key; the default stays', () => {
    for (const bad of ['4.5', 4.5, 'восемь', true, new Date(0)]) {
      const p = only({ 'billiards.groups': bad });
      expect(p).toMatchObject({
        severity: 'error',
        code: 'setNotWhole',
        field: 'billiards.groups',
        params: { key: 'billiards.groups', found: bad },
      });
    }
    expect(read({ 'billiards.groups': 'x' }).settings.billiards.groups).toBe(8);
  });

  it('a number outside its range is an error with the range (Art. 11 item 3: groups are A–H; Art. 17 item 1 tours 1..15)', () => {
    expect(only({ 'billiards.groups': 9 })).toMatchObject({
      code: 'setOutOfRange',
      params: { key: 'billiards.groups', min: 2, max: 8, found: 9 },
    });
    expect(only({ 'preference.tours': 0 })).toMatchObject({ code: 'setOutOfRange', field: 'preference.tours' });
    expect(only({ 'preference.tours': 16 })).toMatchObject({ code: 'setOutOfRange', field: 'preference.tours' });
    expect(only({ 'preference.pool': 0 })).toMatchObject({ code: 'setOutOfRange', field: 'preference.pool' });
    expect(only({ 'billiards.seedLevel': 6 })).toMatchObject({ code: 'setOutOfRange', field: 'billiards.seedLevel' });
  });

  it('Art. 11 item 4 para 2: the one-party option reads TRUE/FALSE in any of the three languages', () => {
    for (const yes of [true, 'TRUE', 'ИСТИНА', 'да', 'иә', 1])
      expect(read({ 'billiards.abridged': yes }).settings.billiards.abridged).toBe(true);
    for (const no of [false, 'FALSE', 'ЛОЖЬ', 'нет', 0]) {
      expect(read({ 'billiards.abridged': no })).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
    }
    expect(only({ 'billiards.abridged': 'maybe' })).toMatchObject({
      code: 'setNotBoolean',
      field: 'billiards.abridged',
    });
  });

  it('choices are case-insensitive; anything else is an error listing the choices', () => {
    const { settings } = read({ 'billiards.format': ' QF8 ', 'billiards.groups': 4 });
    expect(settings.billiards.format).toBe('qf8');
    expect(only({ 'billiards.format': 'net16' })).toMatchObject({
      code: 'setBadChoice',
      params: { key: 'billiards.format', choices: 'net32, qf8, sf4' },
    });
    expect(only({ 'backgammon.format': 'net32' })).toMatchObject({
      code: 'setBadChoice',
      params: { choices: 'qf8, sf4' },
    });
  });

  it('the language is a code or its name in the three languages', () => {
    expect(read({ lang: 'KK' }).settings.lang).toBe('kk');
    expect(read({ lang: 'Қазақша' }).settings.lang).toBe('kk');
    expect(read({ lang: 'English' }).settings.lang).toBe('en');
    expect(read({ lang: 'русский' }).settings.lang).toBe('ru');
    expect(only({ lang: 'fr' })).toMatchObject({ code: 'setBadChoice', field: 'lang' });
  });
});

describe("readSettings: the calendar (Art. 3 item 1: times and places are the committee's)", () => {
  it('dates and times as the committee types them: text or Sheets values', () => {
    const { settings, problems } = read({
      'billiards.firstDay': '24.11.2026',
      'backgammon.firstDay': new Date(Date.UTC(2026, 10, 26, 19)), // midnight of the 27th in Almaty
      'preference.firstDay': 46353, // a serial number: 27.11.2026
      'billiards.dayStart': '9:30',
      'billiards.dayEnd': 0.875, // 21:00
      'futsal.dayStart': '10.00',
    });
    expect(problems).toEqual([]);
    expect(settings.billiards.firstDay).toBe('2026-11-24');
    expect(settings.backgammon.firstDay).toBe('2026-11-27');
    expect(settings.preference.firstDay).toBe('2026-11-27');
    expect(settings.billiards.dayStart).toBe(570);
    expect(settings.billiards.dayEnd).toBe(21 * 60);
    expect(settings.futsal.dayStart).toBe(600);
  });

  it('a date left empty means not planned yet: no problem, no date', () => {
    const { settings, problems } = read({ 'futsal.firstDay': '', 'billiards.firstDay': '  ' });
    expect(problems).toEqual([]);
    expect(settings.futsal.firstDay).toBe('');
  });

  it('a date or time that cannot be read is an error naming the key, in every language; the default stays', () => {
    expect(only({ 'billiards.firstDay': '31.02.2026' })).toMatchObject({
      severity: 'error',
      code: 'setBadDate',
      field: 'billiards.firstDay',
      params: { key: 'billiards.firstDay', found: '31.02.2026' },
    });
    expect(only({ 'futsal.firstDay': 'в субботу' })).toMatchObject({ code: 'setBadDate', field: 'futsal.firstDay' });
    expect(only({ 'preference.dayStart': '25:00' })).toMatchObject({
      code: 'setBadTime',
      field: 'preference.dayStart',
      params: { key: 'preference.dayStart' },
    });
    const { settings, problems } = read({ 'billiards.firstDay': 'x', 'billiards.dayEnd': 'вечером' });
    expect(codes(problems)).toEqual(['setBadDate', 'setBadTime']);
    for (const p of problems) expectParamsFor(p);
    expect(settings.billiards.firstDay).toBe('');
    expect(settings.billiards.dayEnd).toBe(DEFAULT_SETTINGS.billiards.dayEnd);
  });

  it('play must end after it starts: an error on the end, with both times', () => {
    expect(only({ 'backgammon.dayStart': '18:00', 'backgammon.dayEnd': '09:00' })).toMatchObject({
      code: 'setDayEnds',
      field: 'backgammon.dayEnd',
      params: { key: 'backgammon.dayEnd', start: '18:00', end: '09:00', other: 'backgammon.dayStart' },
    });
  });

  it('a futsal match by the clock is no shorter than its halves of clean time and the break (Art. 8 item 2)', () => {
    expect(only({ 'futsal.matchMinutes': 40 })).toMatchObject({
      severity: 'error',
      code: 'setMatchShorterThanPlay',
      field: 'futsal.matchMinutes',
    });
    expect(read({ 'futsal.matchMinutes': 45 }).problems).toEqual([]);
    expect(only({ 'futsal.matchMinutes': 50, 'futsal.halfMinutes': 25 })).toMatchObject({
      field: 'futsal.matchMinutes',
    });
  });

  it('tables, courts and boards are at least 1 (Art. 3 item 1)', () => {
    expect(only({ 'billiards.tables': 0 })).toMatchObject({ code: 'setOutOfRange', field: 'billiards.tables' });
    expect(only({ 'futsal.courts': 0 })).toMatchObject({ code: 'setOutOfRange', field: 'futsal.courts' });
  });

  it("a game's place (Art. 3 items 1–2: the notices name it) is text as typed, spaces collapsed; empty or absent means not set; too long or not text is an error", () => {
    const { settings, problems } = read({
      'billiards.venue': '  KASE,  ул. Байзакова 280\u00a0, 3 этаж ',
      'futsal.venue': 12,
    });
    expect(problems).toEqual([]);
    expect(settings.billiards.venue).toBe('KASE, ул. Байзакова 280 , 3 этаж');
    expect(settings.futsal.venue).toBe('12');
    // An older settings sheet has no place rows at all: it reads, the places are not set.
    expect(read({}).settings.preference.venue).toBe('');
    expect(only({ 'backgammon.venue': 'x'.repeat(201) })).toMatchObject({
      code: 'setBadText',
      field: 'backgammon.venue',
      params: { key: 'backgammon.venue', max: 200 },
    });
    expect(only({ 'backgammon.venue': true })).toMatchObject({ code: 'setBadText', field: 'backgammon.venue' });
    expect(read({ 'backgammon.venue': 'x'.repeat(201) }).settings.backgammon.venue).toBe('');
  });

  it("the board's published address (issue 25 item 2): https only, trimmed; anything else refused in words, naming the key and the value", () => {
    const url = 'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx7K3c9mZ0pLr5Tq/pubhtml?gid=12&single=true';
    expect(read({ boardUrl: `  ${url} ` })).toEqual({
      settings: expect.objectContaining({ boardUrl: url }),
      problems: [],
    });
    expect(read({}).settings.boardUrl).toBe('');
    for (const bad of [
      'http://docs.google.com/x',
      'docs.google.com/spreadsheets/d/e/x/pubhtml',
      'https://docs google.com/x',
      'https://localhost/x',
      'javascript:alert(1)',
      `https://example.com/${'x'.repeat(300)}`,
      42,
    ]) {
      const p = only({ boardUrl: bad });
      expect(p, String(bad)).toMatchObject({
        code: 'setBadUrl',
        field: 'boardUrl',
        params: { key: 'boardUrl', found: bad },
      });
      expectParamsFor(p);
      expect(read({ boardUrl: bad }).settings.boardUrl).toBe('');
    }
    expect(formatMessage('setBadUrl', { key: 'boardUrl', found: 'http://x.kz' }, 'ru')).toMatch(/https:\/\//);
  });

  it('the application deadlines and the notice deadline are one block of rows, after every other setting', () => {
    const keys = SETTING_KEYS().map((s) => s.key as string);
    const tail = keys.slice(-5);
    expect(tail).toEqual([
      'futsal.applicationDays',
      'billiards.applicationDays',
      'backgammon.applicationDays',
      'preference.applicationDays',
      'noticeDays',
    ]);
  });
});

describe('readSettings: the values checked against each other', () => {
  it('a minimum above its maximum is an error on the minimum (Art. 5 item 1, Art. 11 item 3)', () => {
    expect(only({ 'futsal.minTeams': 9 })).toMatchObject({
      severity: 'error',
      code: 'setNotAbove',
      field: 'futsal.minTeams',
      params: { key: 'futsal.minTeams', value: 9, other: 'futsal.maxTeams', otherValue: 8 },
    });
    expect(only({ 'billiards.minGroupSize': 8, 'billiards.maxGroupSize': 6 })).toMatchObject({
      code: 'setNotAbove',
      field: 'billiards.minGroupSize',
    });
  });

  it('committee picks cannot exceed the participants (Art. 9 item 2, Art. 12 item 2, Art. 15 item 2)', () => {
    expect(only({ 'backgammon.committeePicks': 25 })).toMatchObject({
      code: 'setNotAbove',
      params: { other: 'backgammon.maxPlayers' },
    });
    expect(only({ 'preference.maxPlayers': 14 })).toMatchObject({
      code: 'setNotAbove',
      field: 'preference.committeePicks',
    });
  });

  it('Art. 6 item 1: the main roster fits in the roster', () => {
    expect(only({ 'futsal.maxMain': 11 })).toMatchObject({
      code: 'setNotAbove',
      field: 'futsal.maxMain',
      params: { other: 'futsal.maxRoster' },
    });
  });

  it('Art. 16 item 15: the final pool is not below the tour pool; Art. 17 item 5: the final table fits in the field', () => {
    expect(only({ 'preference.pool': 250 })).toMatchObject({
      code: 'setNotAbove',
      field: 'preference.pool',
      params: { other: 'preference.finalPool' },
    });
    const { problems } = read({ 'preference.maxPlayers': 3, 'preference.committeePicks': 0 });
    expect(problems).toMatchObject([{ code: 'setNotAbove', field: 'preference.finalTable' }]);
  });

  it('the smallest groups must fit the largest field; larger groups than needed are fine', () => {
    expect(only({ 'billiards.maxPlayers': 30, 'billiards.committeePicks': 6 })).toMatchObject({
      code: 'setGroupsTooBig',
      field: 'billiards.groups',
      params: { groups: 8, size: 4, needed: 32, other: 'billiards.maxPlayers', max: 30 },
    });
    // 8 groups of at most 6 hold 48 < 64: not an error here (fewer players may come; the registration check counts them).
    expect(read({ 'billiards.maxGroupSize': 6 }).problems).toEqual([]);
  });

  it('a play-off format needs its number of groups (Art. 11 item 7: 8; Art. 14 item 8: 4; Art. 8 item 7: 2)', () => {
    expect(only({ 'billiards.format': 'qf8' })).toMatchObject({
      code: 'setFormatGroups',
      field: 'billiards.format',
      params: { format: 'qf8', needed: 4, other: 'billiards.groups', groups: 8 },
    });
    expect(only({ 'backgammon.format': 'sf4' })).toMatchObject({
      code: 'setFormatGroups',
      params: { needed: 2, groups: 4 },
    });
    expect(read({ 'backgammon.format': 'sf4', 'backgammon.groups': 2, 'backgammon.maxGroupSize': 8 }).problems).toEqual(
      [],
    );
    // 3 groups of at least 3 teams also need 9 > 8 teams (Art. 5 item 1).
    expect(read({ 'futsal.groups': 3 }).problems).toMatchObject([
      { code: 'setGroupsTooBig', field: 'futsal.groups' },
      { code: 'setFormatGroups', field: 'futsal.format', params: { needed: 2, groups: 3 } },
    ]);
  });

  it('Art. 9 item 2 para 2: a smaller billiards field with 4 groups and quarter-finals is consistent', () => {
    expect(
      read({
        'billiards.maxPlayers': 20,
        'billiards.committeePicks': 5,
        'billiards.groups': 4,
        'billiards.format': 'qf8',
      }).problems,
    ).toEqual([]);
  });

  it('a value that could not be read is reported once: the checks that need it are skipped', () => {
    const { problems } = read({ 'billiards.groups': 'x', 'billiards.format': 'qf8' });
    expect(codes(problems)).toEqual(['setNotWhole']);
  });

  it('every problem is reported, not just the first', () => {
    const { problems } = read({
      'futsal.minTeams': 9,
      'billiards.format': 'sf4',
      'preference.tours': 'seven',
      'backgammon.committeePicks': 30,
    });
    expect(codes(problems).sort()).toEqual(['setFormatGroups', 'setNotAbove', 'setNotAbove', 'setNotWhole']);
  });

  it('Art. 14 item 2: another match length is a warning, since BG_MATCH_POINTS and GROUP_RANK count to 3 (SPEC §3)', () => {
    expect(only({ 'backgammon.pointsToWin': 5 })).toMatchObject({
      severity: 'warning',
      code: 'setBgPointsFixed',
      params: { value: 5, fixed: 3 },
    });
  });
});

describe('readSettings on anything', () => {
  const keyArb = fc.oneof(fc.constantFrom(...SETTING_KEYS().map((s) => s.key as string)), fc.string());
  const cellArb = fc.oneof(
    fc.integer({ min: -100, max: 300 }),
    fc.integer({ min: -100, max: 300 }).map(String),
    fc.double(),
    fc.boolean(),
    fc.constantFrom('', ' ', 'TRUE', 'ИСТИНА', 'qf8', 'sf4', 'net32', 'kk', 'en', 'ru', '−8', '4,5'),
    fc.string(),
    fc.constant(null),
    fc.anything(),
  );

  it('never throws; every value stays in its range; every problem names a setting and formats in every language', () => {
    fc.assert(
      fc.property(fc.dictionary(keyArb, cellArb), (raw) => {
        const { settings, problems } = readSettings(raw);
        for (const spec of SETTING_KEYS()) {
          const v = settingValue(settings, spec.key);
          if (spec.kind === 'int') {
            expect(Number.isInteger(v)).toBe(true);
            expect(v as number).toBeGreaterThanOrEqual(spec.min as number);
            expect(v as number).toBeLessThanOrEqual(spec.max as number);
          } else if (spec.kind === 'bool') expect(typeof v).toBe('boolean');
          else if (spec.kind === 'emails') expect(typeof v).toBe('string');
          else if (spec.kind === 'date') expect(v).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
          else if (spec.kind === 'text') expect(typeof v === 'string' && v.length <= 200 && v === v.trim()).toBe(true);
          else if (spec.kind === 'url') expect(v === '' || isBoardUrl(v as string)).toBe(true);
          else if (spec.kind === 'time')
            expect(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1440).toBe(true);
          else expect(spec.choices).toContain(v);
        }
        const keys = new Set<string>(SETTING_KEYS().map((s) => s.key));
        for (const p of problems) {
          expect(keys.has(p.field as string)).toBe(true);
          expect(p.params.key).toBe(p.field);
          expectParamsFor(p);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a valid whole number typed for an int setting is taken as it is, or reported', () => {
    const ints = SETTING_KEYS().filter((s) => s.kind === 'int');
    fc.assert(
      fc.property(fc.constantFrom(...ints), fc.integer({ min: -60, max: 1100 }), (spec, n) => {
        const key: SettingKey = spec.key;
        const { settings, problems } = readSettings({ [key]: String(n) });
        const inRange = n >= (spec.min as number) && n <= (spec.max as number);
        if (inRange) expect(settingValue(settings, key)).toBe(n);
        else expect(problems).toMatchObject([{ code: 'setOutOfRange', field: key }]);
      }),
    );
  });
});
