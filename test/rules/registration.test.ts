import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/i18n/format';
import { MESSAGES, type Lang, type MessageCode } from '../../src/i18n/messages';
import { cleanName, exactKey, nameKey } from '../../src/rules/names';
import {
  checkRegistration,
  displayName,
  displayNames,
  isEmail,
  isPhone,
  personKey,
  readRegistration,
  samePerson,
  readTeams,
  REGISTRATION_FIELDS,
  type GameId,
  type Registrant,
  type TeamEntry,
} from '../../src/rules/registration';
import { DEFAULT_SETTINGS, readSettings, type Problem, type Settings } from '../../src/rules/settings';

const LANGS: Lang[] = ['en', 'ru', 'kk'];
const GAMES: GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

function expectParamsFor(p: Problem): void {
  for (const lang of LANGS) {
    for (const [, name] of MESSAGES()[p.code][lang].matchAll(/\{(\w+)\}/g))
      expect(p.params).toHaveProperty(name as string);
  }
}
function codes(problems: Problem[]): string[] {
  return problems.map((p) => p.code);
}
function settingsWith(raw: Record<string, unknown>): Settings {
  const { settings, problems } = readSettings(raw);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return settings;
}

/** A billiards row in REGISTRATION_FIELDS order. */
function billiardsRow(i: number, over: Partial<Record<string, unknown>> = {}): unknown[] {
  const v = {
    surname: `Фамилия${i}`,
    name: 'Имя',
    patronymic: '',
    employer: 'KASE',
    level: 3,
    email: `p${i}@kase.kz`,
    phone: '+7 701 000 00 00',
    pick: false,
    ...over,
  };
  return [v.surname, v.name, v.patronymic, v.employer, v.level, v.email, v.phone, v.pick];
}
function person(i: number, over: Partial<Registrant> = {}): Registrant {
  return {
    row: i,
    surname: `Фамилия${i}`,
    name: 'Имя',
    patronymic: '',
    employer: 'KASE',
    level: 3,
    email: `p${i}@kase.kz`,
    phone: '+77010000000',
    pick: false,
    strong: false,
    affiliation: null,
    admission: null,
    ...over,
  };
}
function people(n: number, over: (i: number) => Partial<Registrant> = () => ({})): Registrant[] {
  return Array.from({ length: n }, (_, i) => person(i, over(i)));
}
/** A futsal roster: `main` main-roster players (the first of them the goalkeeper) and `subs` substitutes of one team, rows from `start`. */
function roster(team: string, start: number, main = 5, subs = 2): Registrant[] {
  return Array.from({ length: main + subs }, (_, k) =>
    person(start + k, {
      surname: `${team}-${k}`,
      employer: team,
      team,
      role: k === 0 && main > 0 ? 'goalkeeper' : k < main ? 'main' : 'substitute',
      level: null,
      email: '',
      phone: '',
    }),
  );
}
function futsal(teams: string[]): { registrants: Registrant[]; list: TeamEntry[] } {
  const registrants = teams.flatMap((t, i) => roster(t, i * 7));
  return { registrants, list: teams.map((team, i) => ({ team, strength: i + 1, row: i })) };
}

describe('registration fields (Art. 6 item 2, Art. 9 item 4, Art. 12 item 4, Art. 15 item 4)', () => {
  it('the column order of each sheet', () => {
    const keys = (g: GameId): string[] => REGISTRATION_FIELDS[g].map((f) => f.key);
    expect(keys('futsal')).toEqual(['team', 'role', 'surname', 'name', 'patronymic', 'employer', 'email', 'phone']);
    // The committee's columns come last: its own places, the strongest (the group games: Art. 11
    // item 3 sub-item 1, Art. 14 item 3 sub-item 1), the affiliation and the decision (Art. 2 item 5),
    // then the day of the application (Art. 9, 12, 15 item 3; added last, so older sheets keep their columns).
    expect(keys('billiards')).toEqual([
      'surname',
      'name',
      'patronymic',
      'employer',
      'level',
      'email',
      'phone',
      'pick',
      'strong',
      'affiliation',
      'admission',
      'applied',
    ]);
    expect(keys('backgammon')).toEqual([
      'surname',
      'name',
      'patronymic',
      'employer',
      'email',
      'phone',
      'pick',
      'strong',
      'affiliation',
      'admission',
      'applied',
    ]);
    // Art. 17 item 3: tour 1 is drawn "без установлений предпочтений" — nobody is seeded in preference.
    expect(keys('preference')).toEqual([
      'surname',
      'name',
      'patronymic',
      'employer',
      'email',
      'phone',
      'pick',
      'affiliation',
      'admission',
      'applied',
    ]);
  });

  it('the patronymic is never required ("при наличии"); e-mail and phone are required except in futsal', () => {
    for (const g of GAMES) {
      const req = Object.fromEntries(REGISTRATION_FIELDS[g].map((f) => [f.key, f.required]));
      expect(req.patronymic).toBe(false);
      expect(req.surname && req.name && req.employer).toBe(true);
      expect(req.email).toBe(g !== 'futsal');
      expect(req.phone).toBe(g !== 'futsal');
      if (req.pick !== undefined) expect(req.pick).toBe(false);
      for (const f of REGISTRATION_FIELDS[g]) for (const lang of LANGS) expect(f.label[lang]).not.toBe('');
    }
  });
});

describe('readRegistration: the cells', () => {
  it('Art. 9 item 4: a complete billiards application reads without problems', () => {
    const { registrants, problems } = readRegistration('billiards', [
      ['  Иванов ', 'Иван', 'Петрович', 'АО  "KASE"', 5, 'ivanov@kase.kz', '+7 (701) 123-45-67', true],
    ]);
    expect(problems).toEqual([]);
    expect(registrants).toEqual([
      {
        row: 0,
        surname: 'Иванов',
        name: 'Иван',
        patronymic: 'Петрович',
        employer: 'АО "KASE"',
        level: 5,
        email: 'ivanov@kase.kz',
        phone: '+7 (701) 123-45-67',
        pick: true,
        strong: false,
        affiliation: null,
        admission: null,
        applied: null,
      },
    ]);
  });

  it('empty rows (also an unticked checkbox alone) are skipped; rows keep their sheet position', () => {
    const { registrants, problems } = readRegistration('billiards', [
      ['', '', '', '', '', '', '', false],
      [],
      billiardsRow(1),
      ['   ', null, undefined],
      billiardsRow(2, { pick: 'ИСТИНА', level: '4' }),
    ]);
    expect(problems).toEqual([]);
    expect(registrants.map((r) => [r.row, r.pick, r.level])).toEqual([
      [2, false, 3],
      [4, true, 4],
    ]);
  });

  it('Art. 9 item 4: every missing required field is an error at its cell; a missing patronymic is not', () => {
    const { registrants, problems } = readRegistration('billiards', [['', 'Иван', '', '', '', '', '', true]]);
    expect(registrants).toHaveLength(1);
    expect(problems.map((p) => [p.field, p.code, p.severity, p.row])).toEqual([
      ['surname', 'regRequired', 'error', 0],
      ['employer', 'regRequired', 'error', 0],
      ['level', 'regRequired', 'error', 0],
      ['email', 'regRequired', 'error', 0],
      ['phone', 'regRequired', 'error', 0],
    ]);
    expect(problems[0]?.params).toEqual({ article: 9, item: 4 });
    expect(
      readRegistration('preference', [['Петров', '', '', 'Halyk', 'a@b.kz', '87011234567', '']]).problems,
    ).toMatchObject([{ field: 'name', code: 'regRequired', params: { article: 15, item: 4 } }]);
  });

  it('Art. 9 item 4 sub-item 3: the level is a whole number 1 to 5 (numeric text accepted)', () => {
    for (const ok of [1, '2', ' 5 ', 4.0])
      expect(readRegistration('billiards', [billiardsRow(0, { level: ok })]).problems).toEqual([]);
    for (const bad of [0, 6, 4.5, 'пять', '3+', true, -1]) {
      const { registrants, problems } = readRegistration('billiards', [billiardsRow(0, { level: bad })]);
      expect(problems).toEqual([
        { severity: 'error', code: 'regBadLevel', params: { found: bad }, row: 0, field: 'level' },
      ]);
      expect(registrants[0]?.level).toBeNull();
    }
  });

  it('a malformed e-mail is a warning, the value kept as typed', () => {
    for (const ok of ['a.b@kase.kz', 'Ivanov@Mail.RU', 'x+y@sub.domain.org']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['ivanov.kase.kz', 'ivanov@kase', 'iva nov@kase.kz', 'a@b@c.kz', 'a@kase,kz', 'a@kase.'])
      expect(isEmail(bad)).toBe(false);
    const { registrants, problems } = readRegistration('backgammon', [
      ['Иванов', 'Иван', '', 'KASE', 'ivanov.kase.kz', '87011234567', ''],
    ]);
    expect(problems).toEqual([
      { severity: 'warning', code: 'regBadEmail', params: { found: 'ivanov.kase.kz' }, row: 0, field: 'email' },
    ]);
    expect(registrants[0]?.email).toBe('ivanov.kase.kz');
  });

  it('a phone is +7 7xx…, 8 7xx… or any + and 10–15 digits with spaces, dashes, parentheses; otherwise a warning', () => {
    for (const ok of [
      '+7 701 123 45 67',
      '8 (701) 123-45-67',
      '87271234567',
      '+44 20 7946 0958',
      '+1-212-555-0100',
      '77011234567',
    ]) {
      expect(isPhone(ok)).toBe(true);
    }
    for (const bad of [
      '123-45-67',
      '+7 701 123',
      '8 495 123 45 67',
      'нет',
      '+7 701 123 45 67 доб. 5',
      '+1234567890123456',
    ]) {
      expect(isPhone(bad)).toBe(false);
    }
    // Sheets keeps "+7 701 123 45 67" typed without an apostrophe as the number 77011234567.
    expect(readRegistration('preference', [['И', 'И', '', 'K', 'a@b.kz', 77011234567, '']]).problems).toEqual([]);
    expect(readRegistration('preference', [['И', 'И', '', 'K', 'a@b.kz', '12-34', '']]).problems).toMatchObject([
      { severity: 'warning', code: 'regBadPhone', field: 'phone' },
    ]);
  });

  it('SPEC §5: a name or employer beginning with =, +, - or @ is a warning; it is kept as text', () => {
    const { registrants, problems } = readRegistration('preference', [
      ['=SUM(A1)', '@Иван', '-Ильич', '+KASE', 'a@b.kz', '87011234567', ''],
    ]);
    expect(problems.map((p) => [p.field, p.code, p.severity])).toEqual([
      ['surname', 'regFormulaLike', 'warning'],
      ['name', 'regFormulaLike', 'warning'],
      ['patronymic', 'regFormulaLike', 'warning'],
      ['employer', 'regFormulaLike', 'warning'],
    ]);
    expect(registrants[0]).toMatchObject({ surname: '=SUM(A1)', name: '@Иван', employer: '+KASE' });
  });

  it('SPEC §5: names are read as the sheets write them (NFC, invisible characters out, one space); invisible characters are a warning naming them', () => {
    const nfd = 'Йошкина'.normalize('NFD');
    const { registrants, problems } = readRegistration('preference', [
      ['\u00a0Ким\u2009', 'Ан\u200bна', nfd, 'АО\u00a0\u00a0KASE', ' a@b.kz ', '8 701 123 45 67', ''],
    ]);
    expect(registrants[0]).toMatchObject({
      surname: 'Ким',
      name: 'Анна',
      patronymic: 'Йошкина',
      employer: 'АО KASE',
      email: 'a@b.kz',
    });
    // Spaces of other kinds are not worth a warning; a zero-width space and a letter in two parts are.
    expect(problems).toEqual([
      {
        severity: 'warning',
        code: 'regInvisibleChars',
        params: { found: 'Ан\u200bна', chars: 'U+200B', name: 'Анна' },
        row: 0,
        field: 'name',
      },
      {
        severity: 'warning',
        code: 'regInvisibleChars',
        params: { found: nfd, chars: 'U+0306', name: 'Йошкина' },
        row: 0,
        field: 'patronymic',
      },
    ]);
  });

  it('a cell with nothing visible (only zero-width characters) is empty: a required one is missing (Art. 15 item 4)', () => {
    const { registrants, problems } = readRegistration('preference', [
      ['\u200b\u2060', 'Анна', '\u200b', 'KASE', 'a@b.kz', '87011234567', ''],
    ]);
    expect(problems).toEqual([
      { severity: 'error', code: 'regRequired', params: { article: 15, item: 4 }, row: 0, field: 'surname' },
    ]);
    expect(registrants[0]).toMatchObject({ surname: '', patronymic: '' });
    // A row of such cells only is an empty row.
    expect(readRegistration('preference', [['\u200b', '\ufeff', '', '', '', '', '']]).registrants).toEqual([]);
  });

  it('SPEC §5: a text that cannot be a name on the sheets is an error on its cell — a marker ("—" nobody, "+"/"-" forfeits), a spreadsheet error value, over 100 characters', () => {
    const long = 'Я'.repeat(101);
    const { problems } = readRegistration('preference', [
      ['—', '#N/A', '-', long, 'a@b.kz', '87011234567', ''],
      ['Иванов', '# ref! Иван', '?', 'KASE', 'b@b.kz', '87011234567', ''],
    ]);
    expect(problems.map((p) => [p.row, p.field, p.code, p.severity])).toEqual([
      [0, 'surname', 'regNotAName', 'error'],
      [0, 'name', 'regErrorValue', 'error'],
      [0, 'patronymic', 'regNotAName', 'error'], // not also "looks like a formula"
      [0, 'employer', 'regNameTooLong', 'error'],
      [1, 'name', 'regErrorValue', 'error'],
      [1, 'patronymic', 'regNotAName', 'error'],
    ]);
    expect(problems[3]?.params).toMatchObject({ length: 101, max: 100 });
    for (const p of problems) expectParamsFor(p);
    // Futsal: the team cell, on the roster and on the teams list.
    expect(
      readRegistration('futsal', [['—', 'основной', 'Ахметов', 'Нурлан', '', 'KASE', '', '']]).problems,
    ).toMatchObject([{ field: 'team', code: 'regNotAName' }]);
    expect(
      readTeams([
        ['+', 1],
        ['#DIV/0!', 2],
        ['Кайрат', 3],
      ]).problems.map((p) => [p.row, p.field, p.code]),
    ).toEqual([
      [0, 'teams.team', 'regNotAName'],
      [1, 'teams.team', 'regErrorValue'],
    ]);
  });

  it('a date or a checkbox where text is expected is an error; an unreadable pick is an error', () => {
    const { problems } = readRegistration('backgammon', [
      [new Date(0), 'Иван', true, 'KASE', 'a@b.kz', '87011234567', 'может быть'],
    ]);
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['surname', 'regNotText'],
      ['patronymic', 'regNotText'],
      ['pick', 'notBoolean'],
    ]);
  });

  it('Art. 6 item 1: the futsal role is main or substitute, in any of the three languages', () => {
    const rows = ['основной', 'Запасной', 'негізгі', 'қосалқы', 'main', 'Substitute', 'осн.'].map((role) => [
      'Кайрат',
      role,
      'Ахметов',
      'Нурлан',
      '',
      'KASE',
      '',
      '',
    ]);
    const { registrants, problems } = readRegistration('futsal', rows);
    expect(problems).toEqual([]);
    expect(registrants.map((r) => r.role)).toEqual([
      'main',
      'substitute',
      'main',
      'substitute',
      'main',
      'substitute',
      'main',
    ]);
    expect(registrants[0]).toMatchObject({ team: 'Кайрат', level: null, pick: false, email: '', phone: '' });
    const bad = readRegistration('futsal', [
      ['Кайрат', 'капитан', 'Ахметов', 'Нурлан', '', 'KASE', '', ''],
      ['', '', 'Б', 'Б', '', 'KASE', '', ''],
    ]);
    expect(bad.problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [0, 'role', 'regBadRole'],
      [1, 'team', 'regRequired'],
      [1, 'role', 'regRequired'],
    ]);
    expect(bad.problems[1]?.params).toEqual({ article: 6, item: 2 });
  });
});

describe('readRegistration on anything', () => {
  const cell = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '',
      ' ',
      'основной',
      'запасной',
      '5',
      'a@b.kz',
      '+7 701 123 45 67',
      '=1+1',
      'ИСТИНА',
      '—',
      '#N/A',
      '\u200b',
      'Ки\u200bм',
      'Кim',
      'и\u0306',
    ),
    fc.integer({ min: -10, max: 10 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date(),
    fc.anything(),
  );
  const row = fc.oneof(fc.array(cell, { maxLength: 10 }), cell as fc.Arbitrary<unknown>);

  it("never throws; every non-empty row becomes exactly one registrant, and every problem points at a registrant's cell", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.array(row, { maxLength: 12 }), (game, rows) => {
        const { registrants, problems } = readRegistration(game, rows as unknown[][]);
        const fields = REGISTRATION_FIELDS[game];
        const blank = (v: unknown): boolean =>
          v === undefined || v === null || v === false || (typeof v === 'string' && cleanName(v) === '');
        const nonEmpty = rows
          .map((r, i) => ({ cells: Array.isArray(r) ? r : [r], i }))
          .filter(({ cells }) => fields.some((_, c) => !blank(cells[c])))
          .map(({ i }) => i);
        expect(registrants.map((r) => r.row)).toEqual(nonEmpty);
        const keys = new Set(fields.map((f) => f.key as string));
        for (const p of problems) {
          expect(nonEmpty).toContain(p.row);
          expect(keys.has(p.field as string)).toBe(true);
          expectParamsFor(p);
        }
        for (const r of registrants) {
          for (const t of [r.surname, r.name, r.patronymic, r.employer, r.email, r.phone, r.team ?? ''])
            expect(t).toBe(cleanName(t));
          expect(r.level === null || [1, 2, 3, 4, 5].includes(r.level)).toBe(true);
        }
        // And the list check takes whatever was read.
        for (const q of checkRegistration(game, registrants, DEFAULT_SETTINGS)) expectParamsFor(q);
      }),
      { numRuns: 400 },
    );
  });
});

describe('checkRegistration: billiards, backgammon, preference', () => {
  it("a full field at the rules' numbers has no problems (Art. 9 item 2, Art. 12 item 2, Art. 15 item 2)", () => {
    expect(
      checkRegistration(
        'billiards',
        people(64, (i) => ({ pick: i < 12 })),
        DEFAULT_SETTINGS,
      ),
    ).toEqual([]);
    expect(
      checkRegistration(
        'backgammon',
        people(24, (i) => ({ pick: i < 8 })),
        DEFAULT_SETTINGS,
      ),
    ).toEqual([]);
    expect(
      checkRegistration(
        'preference',
        people(64, (i) => ({ pick: i < 15 })),
        DEFAULT_SETTINGS,
      ),
    ).toEqual([]);
  });

  it("Art. 9 item 2, Art. 12 item 2, Art. 15 item 2: applications over the places the committee's own leave (64 − 12, 24 − 8, 64 − 15) are an error naming who the priority leaves out (Art. 2 item 5)", () => {
    const names = Array.from({ length: 10 }, (_, k) => `Фамилия${52 + k} Имя`).join(', ');
    expect(checkRegistration('billiards', people(64), DEFAULT_SETTINGS)).toEqual([
      {
        severity: 'error',
        code: 'regOverPlaces',
        params: { applications: 64, places: 52, max: 64, seats: 12, article: 9, leftOut: 12, names: `${names}, …` },
      },
    ]);
    expect(checkRegistration('backgammon', people(17), DEFAULT_SETTINGS)).toMatchObject([
      { code: 'regOverPlaces', params: { places: 16, leftOut: 1, names: 'Фамилия16 Имя', article: 12 } },
    ]);
    expect(checkRegistration('preference', people(50), DEFAULT_SETTINGS)).toMatchObject([
      { code: 'regOverPlaces', params: { places: 49, leftOut: 1, article: 15 } },
    ]);
    // The committee's places filled, the rest fits: nothing to decide.
    expect(
      checkRegistration(
        'backgammon',
        people(24, (i) => ({ pick: i >= 16 })),
        DEFAULT_SETTINGS,
      ),
    ).toEqual([]);
  });

  it('committee picks over 12 / 8 / 15 are an error at the first pick over the limit', () => {
    expect(
      checkRegistration(
        'billiards',
        people(40, (i) => ({ pick: i % 3 === 0 })),
        DEFAULT_SETTINGS,
      ),
    ).toEqual([
      {
        severity: 'error',
        code: 'regTooManyPicks',
        params: { found: 14, max: 12, article: 9 },
        row: 36,
        field: 'pick',
      },
    ]);
    expect(
      checkRegistration(
        'backgammon',
        people(20, (i) => ({ pick: i < 9 })),
        DEFAULT_SETTINGS,
      ),
    ).toMatchObject([{ code: 'regTooManyPicks', row: 8 }]);
    expect(
      checkRegistration(
        'preference',
        people(20, (i) => ({ pick: i < 16 })),
        DEFAULT_SETTINGS,
      ),
    ).toMatchObject([{ code: 'regTooManyPicks', params: { max: 15 } }]);
  });

  it('the same person twice (case and spaces ignored) is an error on the later row; every repeat is reported (Art. 9 item 4 sub-item 1: one application per person)', () => {
    const list = [
      person(0, { surname: 'Иванов', name: 'Иван', patronymic: 'Петрович' }),
      person(1, { surname: 'иванов ', name: ' ИВАН', patronymic: 'петрович' }),
      person(2, { surname: 'Иванов', name: 'Иван', patronymic: '' }), // no patronymic: a different person
      person(3, { surname: 'Иванов', name: 'Иван', patronymic: 'Петрович' }),
    ];
    const problems = checkRegistration(
      'preference',
      [...list, ...people(6, (i) => ({ row: 10 + i, surname: `X${i}`, email: `x${i}@k.kz` }))],
      DEFAULT_SETTINGS,
    );
    expect(problems).toEqual([
      {
        severity: 'error',
        code: 'regDuplicatePerson',
        params: { name: 'иванов ИВАН петрович', first: 1 },
        row: 1,
        field: 'surname',
      },
      {
        severity: 'error',
        code: 'regDuplicatePerson',
        params: { name: 'Иванов Иван Петрович', first: 1 },
        row: 3,
        field: 'surname',
      },
    ]);
  });

  it('the issue: "Kim Anna" in Latin and "Кim Anna" with a Cyrillic К at the same employer are one person entered twice — an error naming both entries and the letters (Art. 9 item 4 sub-items 1–2; SPEC §5)', () => {
    const row = (surname: string, name: string, employer: string, email: string): unknown[] => [
      surname,
      name,
      '',
      employer,
      4,
      email,
      '+7 701 000 00 00',
      false,
    ];
    const { registrants, problems: cells } = readRegistration('billiards', [
      row('Kim', 'Anna', 'KASE', 'kim@kase.kz'),
      row('Ли', 'Ирина', 'KASE', 'li@kase.kz'),
      row('Кim', 'Anna', 'КASE', 'anna@kase.kz'), // Cyrillic К in the surname and in the employer
      row('Kim\u200b', 'Anna', 'KASE', 'a.kim@kase.kz'), // a zero-width space: cleaned, the same text
    ]);
    expect(cells.map((p) => [p.row, p.field, p.code])).toEqual([[3, 'surname', 'regInvisibleChars']]);
    const dups = checkRegistration('billiards', registrants, DEFAULT_SETTINGS).filter((p) => p.row !== undefined);
    expect(dups).toEqual([
      {
        severity: 'error',
        code: 'regLookAlikePerson',
        params: { name: 'Кim Anna', other: 'Kim Anna', entry: 3, first: 1, letters: 'К (U+041A) / K (U+004B)' },
        row: 2,
        field: 'surname',
      },
      {
        severity: 'error',
        code: 'regDuplicatePerson',
        params: { name: 'Kim Anna', first: 1 },
        row: 3,
        field: 'surname',
      },
    ]);
    expect(formatMessage(dups[0]?.code as MessageCode, dups[0]?.params ?? {}, 'ru')).toBe(
      '«Кim Anna» (заявка № 3) и «Kim Anna» (заявка № 1) выглядят одинаково: они отличаются только одинаковыми на вид буквами (К (U+041A) / K (U+004B): например, кириллица вместо латиницы или ё вместо е), а место работы или адрес почты совпадает; это один и тот же человек, заявленный дважды',
    );
  });

  it('the same full name and the same e-mail is the same person, whatever the employer says (Art. 9 item 4 sub-items 1, 4)', () => {
    const list = [
      person(0, { surname: 'Ким', name: 'Анна', employer: 'KASE', email: 'kim@kase.kz' }),
      person(1, { surname: 'Ким', name: 'Анна', employer: 'АО «Казахстанская фондовая биржа»', email: 'KIM@kase.kz' }),
      ...people(4, (i) => ({ row: 10 + i })),
    ];
    expect(checkRegistration('preference', list, DEFAULT_SETTINGS)).toEqual([
      {
        severity: 'error',
        code: 'regDuplicatePerson',
        params: { name: 'Ким Анна', first: 1 },
        row: 1,
        field: 'surname',
      },
    ]);
  });

  it('the same full name at another employer, with another e-mail, is two people: a warning naming both entries and how the sheets tell them apart (Art. 9 item 4 sub-items 1–2)', () => {
    const list = [
      person(0, { surname: 'Ким', name: 'Анна', patronymic: 'Сергеевна', employer: 'KASE', email: 'kim@kase.kz' }),
      person(1, { surname: 'Ли', name: 'Ирина', email: 'li@kase.kz' }),
      person(2, {
        surname: 'КИМ',
        name: 'анна',
        patronymic: 'Сергеевна',
        employer: 'Halyk Bank',
        email: 'anna.kim@halykbank.kz',
      }),
      person(3, { surname: 'Ким', name: 'Анна', patronymic: 'Сeргеевна', employer: 'Freedom', email: 'kim@ffin.kz' }), // a Latin "e"
      ...people(2, (i) => ({ row: 10 + i })),
    ];
    const problems = checkRegistration('preference', list, DEFAULT_SETTINGS);
    expect(problems.map((p) => [p.severity, p.code, p.row])).toEqual([
      ['warning', 'regSameName', 2],
      ['warning', 'regLookAlikeName', 3],
    ]);
    expect(problems[0]?.params).toEqual({
      name: 'КИМ анна Сергеевна',
      other: 'Ким Анна Сергеевна',
      entry: 3,
      first: 1,
      employer: 'Halyk Bank',
      otherEmployer: 'KASE',
      shown: 'КИМ анна Сергеевна (Halyk Bank)',
      otherShown: 'Ким Анна Сергеевна (KASE)',
    });
    expect(problems[1]?.params).toMatchObject({
      entry: 4,
      first: 1,
      letters: 'e (U+0065) / е (U+0435)',
      shown: 'Ким Анна Сeргеевна (Freedom)',
    });
    for (const p of problems) expectParamsFor(p);
    // The names shown are those displayNames gives, and they tell the three apart.
    const shown = displayNames(list);
    expect(new Set([shown[0], shown[2], shown[3]].map((n) => nameKey(n as string))).size).toBe(3);
  });

  it("one e-mail for two different people is an error, case ignored (Art. 9 item 4 sub-item 4: the candidate's own address)", () => {
    const list = people(16, (i) => (i === 5 ? { email: 'P0@KASE.KZ' } : {}));
    expect(checkRegistration('backgammon', list, DEFAULT_SETTINGS)).toEqual([
      {
        severity: 'error',
        code: 'regDuplicateEmail',
        params: { email: 'P0@KASE.KZ', first: 1 },
        row: 5,
        field: 'email',
      },
    ]);
  });

  it('too few players to fill the groups is an error (Art. 11 item 3: 8 groups of at least 4 need 32; Art. 14 item 3: 4 of 4 need 16)', () => {
    expect(checkRegistration('billiards', people(31), DEFAULT_SETTINGS)).toEqual([
      { severity: 'error', code: 'regTooFewForGroups', params: { found: 31, needed: 32, groups: 8, size: 4 } },
    ]);
    expect(checkRegistration('backgammon', people(15), DEFAULT_SETTINGS)).toMatchObject([
      { code: 'regTooFewForGroups', params: { needed: 16 } },
    ]);
  });

  it('Art. 9 item 2 para 2: with fewer players the committee picks a smaller format, and the check follows the settings', () => {
    const small = settingsWith({ 'billiards.groups': 4, 'billiards.format': 'qf8' });
    expect(checkRegistration('billiards', people(20), small)).toEqual([]);
    expect(checkRegistration('billiards', people(33), small)).toEqual([
      { severity: 'error', code: 'regTooManyForGroups', params: { found: 33, max: 32, groups: 4, size: 8 } },
    ]);
  });

  it('over a quota the groups can hold, only the quota is reported; over smaller groups, both (Art. 9 item 2, Art. 11 item 3)', () => {
    expect(codes(checkRegistration('billiards', people(70), DEFAULT_SETTINGS))).toEqual(['regOverPlaces']);
    const six = settingsWith({ 'billiards.maxGroupSize': 6 });
    expect(codes(checkRegistration('billiards', people(50), six))).toEqual(['regTooManyForGroups']);
    // the groups are for who plays: the 52 the proposal admits do not fit 8 groups of 6
    expect(codes(checkRegistration('billiards', people(70), six))).toEqual(['regOverPlaces', 'regTooManyForGroups']);
  });

  it('Art. 16 item 3: a preference field must be seatable at tables of 4 and 3', () => {
    for (const n of [0, 1, 2, 5])
      expect(checkRegistration('preference', people(n), DEFAULT_SETTINGS)).toEqual([
        { severity: 'error', code: 'cannotSeat', params: { found: n } },
      ]);
    for (const n of [3, 4, 6, 7, 9]) expect(checkRegistration('preference', people(n), DEFAULT_SETTINGS)).toEqual([]);
  });

  it('every problem of the list is reported, not just the first', () => {
    const list = people(70, (i) => ({
      pick: i < 20,
      email: i === 69 ? 'p0@kase.kz' : `p${i}@kase.kz`,
      surname: i === 68 ? 'Фамилия0' : `Фамилия${i}`,
    }));
    expect(codes(checkRegistration('billiards', list, DEFAULT_SETTINGS))).toEqual([
      'regDuplicatePerson',
      'regDuplicateEmail',
      'regTooManyPicks',
      'regOverPlaces',
    ]);
  });
});

describe('checkRegistration: futsal (Art. 5, 6, 8 item 3)', () => {
  const six = ['Кайрат', 'Алатау', 'Жетысу', 'Тобол', 'Ордабасы', 'Актобе'];

  it('6 teams of 5 main and 2 substitutes with a strength order 1..6 have no problems (Art. 5 item 1, Art. 6 item 1, Art. 8 item 3)', () => {
    const { registrants, list } = futsal(six);
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list)).toEqual([]);
  });

  it("Art. 5 item 1: fewer than 6 teams is an error; more than 8 needs the committee's decision (Art. 2 item 5, issue 24 item 18)", () => {
    const five = futsal(six.slice(0, 5));
    expect(checkRegistration('futsal', five.registrants, DEFAULT_SETTINGS, five.list)).toEqual([
      { severity: 'error', code: 'regTooFewTeams', params: { found: 5, min: 6 } },
    ]);
    const nine = futsal([...six, 'Кызыл-Жар', 'Астана', 'Елимай']);
    expect(checkRegistration('futsal', nine.registrants, DEFAULT_SETTINGS, nine.list)).toEqual([
      {
        severity: 'error',
        code: 'regTeamsOverPlaces',
        params: { found: 9, max: 8, leftOut: 1, names: 'Елимай' },
      },
    ]);
    // decided: the team not admitted is neither counted nor checked
    const decided = nine.list.map((t) => (t.team === 'Кызыл-Жар' ? { ...t, admission: 'notAdmitted' as const } : t));
    expect(checkRegistration('futsal', nine.registrants, DEFAULT_SETTINGS, decided)).toEqual([]);
  });

  it('Art. 6 item 1: at most 10 players, at most 5 main; fewer than 5 main is a warning', () => {
    const { list } = futsal(six);
    const registrants = [
      ...roster('Кайрат', 0, 5, 6), // 11 players
      ...roster('Алатау', 20, 6, 0), // 6 main
      ...roster('Жетысу', 40, 4, 3), // 4 main
      ...six.slice(3).flatMap((t, i) => roster(t, 60 + 10 * i)),
    ];
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list)).toEqual([
      {
        severity: 'error',
        code: 'regRosterTooBig',
        params: { team: 'Кайрат', found: 11, max: 10 },
        row: 10,
        field: 'team',
      },
      {
        severity: 'error',
        code: 'regTooManySubstitutes',
        params: { team: 'Кайрат', found: 6, max: 5 },
        row: 10,
        field: 'role',
      },
      {
        severity: 'error',
        code: 'regTooManyMain',
        params: { team: 'Алатау', found: 6, max: 5 },
        row: 25,
        field: 'role',
      },
      {
        severity: 'warning',
        code: 'regFewMain',
        params: { team: 'Жетысу', found: 4, needed: 5 },
        row: 40,
        field: 'role',
      },
    ]);
  });

  it('Art. 6 item 1: at most 5 substitutes — 3 main + 7 substitutes is an error, not only a short main roster', () => {
    const { list } = futsal(six);
    const registrants = [...roster('Кайрат', 0, 3, 7), ...six.slice(1).flatMap((t, i) => roster(t, 20 + 10 * i))];
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list)).toEqual([
      {
        severity: 'warning',
        code: 'regFewMain',
        params: { team: 'Кайрат', found: 3, needed: 5 },
        row: 0,
        field: 'role',
      },
      // rows 3–9 are the substitutes; row 8 is the 6th
      {
        severity: 'error',
        code: 'regTooManySubstitutes',
        params: { team: 'Кайрат', found: 7, max: 5 },
        row: 8,
        field: 'role',
      },
    ]);
  });

  it('a player in two teams is an error; twice in one team, a duplicate (Art. 6 items 1–2)', () => {
    const { registrants, list } = futsal(six);
    (registrants[0] as Registrant).email = 'k0@kase.kz';
    const twice = { surname: 'Кайрат-0', name: 'Имя', patronymic: '' };
    // the same person: the same name and e-mail (row 100), the same name and employer (row 101)
    const extra = [
      person(100, { ...twice, email: 'k0@kase.kz', employer: 'Алатау', team: 'Алатау', role: 'substitute' }),
      person(101, { ...twice, employer: 'Кайрат', team: 'кайрат', role: 'substitute' }),
    ];
    expect(checkRegistration('futsal', [...registrants, ...extra], DEFAULT_SETTINGS, list)).toEqual([
      {
        severity: 'error',
        code: 'regTwoTeams',
        params: { name: 'Кайрат-0 Имя', team: 'Алатау', other: 'Кайрат', first: 1 },
        row: 100,
        field: 'surname',
      },
      {
        severity: 'error',
        code: 'regDuplicatePerson',
        params: { name: 'Кайрат-0 Имя', first: 1 },
        row: 101,
        field: 'surname',
      },
    ]);
  });

  it('a team spelled with look-alike letters is the same team: listed twice is an error naming both rows and the letters; its roster rows are its players (Art. 8 item 3; SPEC §5)', () => {
    const teams = ['Kairat', 'Алатау', 'Жетысу', 'Тобол', 'Ордабасы', 'Актобе'];
    const { registrants, list } = futsal(teams);
    // The roster of the first team is typed with a Cyrillic К and an invisible character.
    const typed = registrants.map((r) => (r.team === 'Kairat' ? { ...r, team: 'Кairat\u200b' } : r));
    expect(checkRegistration('futsal', typed, DEFAULT_SETTINGS, list)).toEqual([]);
    const twice = [...list, { team: 'КАIRАТ', strength: 7, row: 6 }];
    expect(checkRegistration('futsal', typed, DEFAULT_SETTINGS, twice)).toEqual([
      {
        severity: 'error',
        code: 'regLookAlikeTeam',
        params: {
          team: 'КАIRАТ',
          other: 'Kairat',
          entry: 7,
          first: 1,
          letters: 'К (U+041A) / K (U+004B), А (U+0410) / a (U+0061), Т (U+0422) / t (U+0074)',
        },
        row: 6,
        field: 'teams.team',
      },
    ]);
  });

  it('namesakes at different employers in two teams are two players, not one player in two teams (Art. 6 item 2)', () => {
    const { registrants, list } = futsal(six);
    const namesake = person(100, {
      surname: 'Кайрат-0',
      name: 'Имя',
      patronymic: '',
      employer: 'Алатау',
      team: 'Алатау',
      role: 'substitute',
      email: '',
      phone: '',
    });
    expect(checkRegistration('futsal', [...registrants, namesake], DEFAULT_SETTINGS, list)).toMatchObject([
      {
        severity: 'warning',
        code: 'regSameName',
        row: 100,
        params: { first: 1, shown: 'Кайрат-0 Имя (Алатау)', otherShown: 'Кайрат-0 Имя (Кайрат)' },
      },
    ]);
  });

  it('Art. 8 item 3: every team needs its own strength order', () => {
    const { registrants } = futsal(six);
    const withoutList = checkRegistration('futsal', registrants, DEFAULT_SETTINGS);
    expect(withoutList).toHaveLength(6);
    expect(withoutList[0]).toEqual({
      severity: 'error',
      code: 'regNoStrength',
      params: { team: 'Кайрат' },
      row: 0,
      field: 'team',
    });

    const list: TeamEntry[] = six.map((team, i) => ({ team, strength: i === 2 ? null : i === 4 ? 1 : i + 1, row: i }));
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list)).toEqual([
      {
        severity: 'error',
        code: 'regSameStrength',
        params: { team: 'Ордабасы', other: 'Кайрат', strength: 1 },
        row: 4,
        field: 'teams.strength',
      },
      { severity: 'error', code: 'regNoStrength', params: { team: 'Жетысу' }, row: 2, field: 'teams.strength' },
    ]);
  });

  it('a listed team without players yet is a warning (Art. 6 item 2: the roster comes before the match) and counts as a team', () => {
    const { registrants, list } = futsal(six.slice(0, 5));
    const full = [...list, { team: 'Актобе', strength: 6, row: 5 }, { team: ' актобе ', strength: 7, row: 6 }];
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, full)).toEqual([
      {
        severity: 'error',
        code: 'regDuplicateTeam',
        params: { team: ' актобе ', first: 6 },
        row: 6,
        field: 'teams.team',
      },
      { severity: 'warning', code: 'regTeamNoPlayers', params: { team: 'Актобе' }, row: 5, field: 'teams.team' },
    ]);
  });

  it('readTeams: the strength order is a whole number ≥ 1; empty is "none yet"', () => {
    const { teams, problems } = readTeams([
      ['Кайрат', 1],
      ['Алатау', '2'],
      ['', ''],
      ['Тобол', ''],
      ['Жетысу', 0],
      ['Актобе', 1.5],
      ['', 3],
      ['=A1', 'x'],
    ]);
    expect(teams.map((t) => [t.team, t.strength, t.row])).toEqual([
      ['Кайрат', 1, 0],
      ['Алатау', 2, 1],
      ['Тобол', null, 3],
      ['Жетысу', null, 4],
      ['Актобе', null, 5],
      ['', 3, 6],
      ['=A1', null, 7],
    ]);
    expect(problems.map((p) => [p.row, p.field, p.code])).toEqual([
      [4, 'teams.strength', 'regBadStrength'],
      [5, 'teams.strength', 'regBadStrength'],
      [6, 'teams.team', 'regRequired'],
      [7, 'teams.team', 'regFormulaLike'],
      [7, 'teams.strength', 'regBadStrength'],
    ]);
  });

  it('the check follows the settings: 8 teams in 2 groups of at most 3 do not fit (Art. 8 item 3, changed per Art. 2 item 2)', () => {
    const eight = futsal([...six, 'Астана', 'Елимай']);
    const small = settingsWith({ 'futsal.maxGroupSize': 3, 'futsal.minGroupSize': 3 });
    expect(checkRegistration('futsal', eight.registrants, small, eight.list)).toEqual([
      { severity: 'error', code: 'regTooManyForGroups', params: { found: 8, max: 6, groups: 2, size: 3 } },
    ]);
  });
});

describe('displayName', () => {
  const r = (row: number, surname: string, name: string, patronymic = ''): Registrant =>
    person(row, { surname, name, patronymic });

  it('"Surname Name", trimmed and single-spaced', () => {
    const a = r(0, '  Иванов ', 'Иван  Ильич', 'Петрович');
    expect(displayName(a, [a, r(1, 'Петров', 'Пётр')])).toBe('Иванов Иван Ильич');
  });

  it('two different people with the same "Surname Name" get their patronymics; others keep the short form', () => {
    const a = r(0, 'Иванов', 'Иван', 'Петрович');
    const b = r(1, 'иванов', 'иван', 'Сидорович');
    const c = r(2, 'Иванов', 'Иван');
    const d = r(3, 'Петров', 'Пётр', 'Ильич');
    const all = [a, b, c, d];
    expect(all.map((x) => displayName(x, all))).toEqual([
      'Иванов Иван Петрович',
      'иванов иван Сидорович',
      'Иванов Иван',
      'Петров Пётр',
    ]);
  });

  it("a short name that reads like someone else's full name is lengthened too", () => {
    // B and C share "Иванов Иван", so B becomes "Иванов Иван Петрович" — A's short name.
    const a = r(0, 'Иванов', 'Иван Петрович', 'Ильич');
    const b = r(1, 'Иванов', 'Иван', 'Петрович');
    const c = r(2, 'Иванов', 'Иван', 'Сидорович');
    expect(displayNames([a, b, c])).toEqual([
      'Иванов Иван Петрович Ильич',
      'Иванов Иван Петрович',
      'Иванов Иван Сидорович',
    ]);
  });

  it('a registrant not in the list is named against it', () => {
    const a = r(0, 'Иванов', 'Иван', 'Петрович');
    expect(displayName(r(9, 'Иванов', 'Иван', 'Ильич'), [a])).toBe('Иванов Иван Ильич');
  });

  it('namesakes at different employers get the employer in brackets; the same person twice gets one name (SPEC §5)', () => {
    const a = person(0, { surname: 'Ким', name: 'Анна', patronymic: 'Сергеевна', employer: 'KASE' });
    const b = person(1, { surname: 'Ким', name: 'Анна', patronymic: 'Сергеевна', employer: 'Halyk Bank' });
    const c = person(2, { surname: 'Kим', name: 'Анна', patronymic: 'Сергеевна', employer: 'КАЅЕ' }); // a's look-alike twin: Latin K; Cyrillic К, А, Ѕ, Е
    const d = person(3, { surname: 'Ким', name: 'Анна', patronymic: 'Олеговна', employer: 'KASE' });
    expect(displayNames([a, b, c, d])).toEqual([
      'Ким Анна Сергеевна (KASE)',
      'Ким Анна Сергеевна (Halyk Bank)',
      'Kим Анна Сергеевна (КАЅЕ)',
      'Ким Анна Олеговна',
    ]);
    expect(nameKey('Ким Анна Сергеевна (KASE)')).toBe(nameKey('Kим Анна Сергеевна (КАЅЕ)'));
    // Look-alike letters alone make a collision: "Kим Анна" and "Ким Анна" print alike ...
    expect(displayNames([a, { ...d, surname: 'Kим', row: 4 }])).toEqual(['Ким Анна Сергеевна', 'Kим Анна Олеговна']);
    // ... but the Cyrillic "и" is no Latin "i": "Кim" is another surname.
    expect(displayNames([a, { ...d, surname: 'Кim', row: 4 }])).toEqual(['Ким Анна', 'Кim Анна']);
  });

  it("over any registration with look-alike, repeated and namesake entries: people the check does not call the same get different names, and the check's duplicates and namesakes are exactly its samePerson and personKey (SPEC §5)", () => {
    const reg = fc.record({
      surname: fc.constantFrom('Ким', 'Kим', 'КИМ', 'Ки\u200bм', 'Ли'),
      name: fc.constantFrom('Анна', 'Aнна', 'анна ', 'Ольга'),
      patronymic: fc.constantFrom('', 'Сергеевна', 'Cергеевна'),
      employer: fc.constantFrom('KASE', 'КАЅЕ', 'Halyk', 'Halуk', 'Freedom (Алматы)'),
      email: fc.constantFrom('', 'a@k.kz', 'A@K.KZ', 'b@k.kz', 'c@k.kz'),
    });
    const same = (x: Registrant, y: Registrant): boolean =>
      (['surname', 'name', 'patronymic', 'employer'] as const).every((k) => nameKey(x[k]) === nameKey(y[k]));
    fc.assert(
      fc.property(fc.array(reg, { maxLength: 14 }), (xs) => {
        const all = xs.map((x, i) => person(i, x));
        const names = displayNames(all);
        all.forEach((p, i) => {
          const full = cleanName(`${p.surname} ${p.name} ${p.patronymic}`);
          expect([cleanName(`${p.surname} ${p.name}`), full, `${full} (${cleanName(p.employer)})`]).toContain(names[i]);
          all.slice(0, i).forEach((o, j) => {
            if (!samePerson(o, p))
              expect(nameKey(names[j] as string), `${names[j]} / ${names[i]}`).not.toBe(nameKey(names[i] as string));
            if (same(o, p)) expect(nameKey(names[j] as string)).toBe(nameKey(names[i] as string));
          });
        });
        const problems = checkRegistration('preference', all, DEFAULT_SETTINGS);
        const on = (row: number, codes: string[]): Problem[] =>
          problems.filter((q) => q.row === row && codes.includes(q.code));
        all.forEach((p, i) => {
          const earlier = all.slice(0, i);
          const twin = earlier.find((o) => samePerson(o, p));
          const dup = on(i, ['regDuplicatePerson', 'regLookAlikePerson']);
          expect(dup.map((q) => q.params.first)).toEqual(twin ? [twin.row + 1] : []);
          if (twin)
            expect(dup[0]?.code).toBe(
              exactKey(`${twin.surname} ${twin.name} ${twin.patronymic}`) ===
                exactKey(`${p.surname} ${p.name} ${p.patronymic}`)
                ? 'regDuplicatePerson'
                : 'regLookAlikePerson',
            );
          const namesake = twin ? undefined : earlier.find((o) => personKey(o) === personKey(p));
          expect(on(i, ['regSameName', 'regLookAlikeName']).map((q) => q.params.first)).toEqual(
            namesake ? [namesake.row + 1] : [],
          );
        });
        for (const q of problems) expectParamsFor(q);
      }),
      { numRuns: 400 },
    );
  });

  it('is unique (as names are compared) over any list without the same person twice', () => {
    const part = (xs: string[]): fc.Arbitrary<string> => fc.constantFrom(...xs);
    const reg = fc.record({
      surname: part(['Иванов', 'иванов ', 'Иванов Иван', 'Ким', '']),
      name: part(['Иван', ' ИВАН', 'Иван Петрович', 'Петрович', '']),
      patronymic: part(['', 'Петрович', 'Сидорович', 'Иван', ' Ильич ']),
    });
    fc.assert(
      fc.property(fc.array(reg, { maxLength: 12 }), (xs) => {
        const seen = new Set<string>();
        const all = xs
          .map((x, i) => person(i, x))
          .filter((p) => (seen.has(personKey(p)) ? false : (seen.add(personKey(p)), true)));
        const names = displayNames(all);
        expect(new Set(names.map(nameKey)).size).toBe(all.length);
        all.forEach((p, i) => {
          expect(names[i]).toBe(displayName(p, all));
          const short = `${p.surname} ${p.name}`.replace(/\s+/g, ' ').trim();
          const full = `${p.surname} ${p.name} ${p.patronymic}`.replace(/\s+/g, ' ').trim();
          expect([short, full]).toContain(names[i]);
          // The short form whenever no other person shares it.
          if (!all.some((o) => o !== p && nameKey(`${o.surname} ${o.name}`) === nameKey(short))) {
            if (!all.some((o) => o !== p && nameKey(`${o.surname} ${o.name} ${o.patronymic}`) === nameKey(short)))
              expect(names[i]).toBe(short);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
