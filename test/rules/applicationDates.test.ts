/**
 * The dates of the applications: late after the deadline (Art. 5 item 2 for futsal teams, Art. 9,
 * 12, 15 item 3 for the others), last in the priority proposal (Art. 2 item 5), and a person
 * registered in two games on the same days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPriority, planAdmission, type Affiliation } from '../../src/rules/admission';
import { applicationDeadline, checkTwoGames, isLate, overlappingGames } from '../../src/rules/applicationDates';
import { addDays } from '../../src/rules/dates';
import {
  checkRegistration,
  readRegistration,
  readTeams,
  type Registrant,
  type TeamEntry,
} from '../../src/rules/registration';
import { readSettings, type Settings } from '../../src/rules/settings';

function person(row: number, over: Partial<Registrant> = {}): Registrant {
  return {
    row,
    surname: `Фамилия${row}`,
    name: 'Имя',
    patronymic: '',
    employer: 'KASE',
    level: 3,
    email: `p${row}@kase.kz`,
    phone: '+77010000000',
    pick: false,
    strong: false,
    affiliation: null,
    admission: null,
    applied: null,
    ...over,
  };
}
const rows = (list: readonly Registrant[]): number[] => list.map((r) => r.row);
const settingsOf = (raw: Record<string, unknown>): Settings => {
  const { settings, problems } = readSettings(raw);
  expect(problems).toEqual([]);
  return settings;
};
/** Billiards starts on 24.11.2026: applications close on the 23rd (Art. 9 item 3: one day before). */
const BILLIARDS = { 'billiards.firstDay': '24.11.2026' };

describe('Art. 9 item 3, Art. 12 item 3, Art. 15 item 3: applications close one day before the start', () => {
  it('the deadline is the first day less the setting; none while the first day is not set', () => {
    expect(applicationDeadline('billiards', settingsOf(BILLIARDS))).toBe('2026-11-23');
    expect(
      applicationDeadline(
        'preference',
        settingsOf({ 'preference.firstDay': '01.03.2027', 'preference.applicationDays': 2 }),
      ),
    ).toBe('2027-02-27');
    expect(applicationDeadline('backgammon', settingsOf({}))).toBeNull();
    expect(isLate('2026-11-24', null)).toBe(false);
  });

  it('an application of the deadline day is in time; of the day after, late — a warning naming the entry, its date and the deadline, with the article', () => {
    const settings = settingsOf(BILLIARDS);
    const list = [
      person(0, { applied: '2026-11-23' }),
      person(1, { applied: '2026-11-24' }),
      person(2, { applied: '2026-11-01' }),
      person(3, { applied: '2026-12-01', pick: true }),
    ];
    const problems = checkRegistration('billiards', list, settings);
    expect(problems.filter((p) => p.code === 'regLateApplication')).toEqual([
      {
        severity: 'warning',
        code: 'regLateApplication',
        params: {
          entry: 2,
          name: 'Фамилия1 Имя',
          date: '24.11.2026',
          deadline: '23.11.2026',
          firstDay: '24.11.2026',
          days: 1,
          article: 9,
          item: 3,
        },
        row: 1,
        field: 'applied',
      },
    ]);
    // the committee's own places (row 3) are not applications: never late; every application has a date
    expect(problems.map((p) => p.code)).not.toContain('regNoApplicationDate');
  });

  it('the articles of the other games: backgammon Art. 12 item 3, preference Art. 15 item 3', () => {
    const late = [person(0, { applied: '2026-11-30' })];
    const bg = checkRegistration('backgammon', late, settingsOf({ 'backgammon.firstDay': '30.11.2026' }));
    expect(bg.find((p) => p.code === 'regLateApplication')?.params).toMatchObject({
      article: 12,
      item: 3,
      deadline: '29.11.2026',
    });
    const pref = checkRegistration('preference', late, settingsOf({ 'preference.firstDay': '30.11.2026' }));
    expect(pref.find((p) => p.code === 'regLateApplication')?.params).toMatchObject({ article: 15, item: 3 });
  });

  it("applications without a date are noted once, by their entries (whether late cannot be told); the committee's own places are not", () => {
    const list = [person(0), person(1, { applied: '2026-11-20' }), person(2), person(3, { pick: true })];
    const problems = checkRegistration('billiards', list, settingsOf(BILLIARDS));
    expect(problems.filter((p) => p.code === 'regNoApplicationDate')).toEqual([
      {
        severity: 'warning',
        code: 'regNoApplicationDate',
        params: {
          count: 2,
          entries: '1, 3',
          deadline: '23.11.2026',
          firstDay: '24.11.2026',
          days: 1,
          article: 9,
          item: 3,
        },
      },
    ]);
  });

  it('while the first day is not set nothing is late and nothing is noted', () => {
    const problems = checkRegistration('billiards', [person(0), person(1, { applied: '2030-01-01' })], settingsOf({}));
    expect(problems.map((p) => p.code)).not.toContain('regLateApplication');
    expect(problems.map((p) => p.code)).not.toContain('regNoApplicationDate');
  });
});

describe('Art. 5 item 2: a futsal team applies at least three days before the start', () => {
  const settings = () => settingsOf({ 'futsal.firstDay': '24.11.2026' });
  it("the team's date is on the teams list: the 21st is in time, the 22nd late (on the teams list's row)", () => {
    const { teams, problems } = readTeams([
      ['Биржа', 1, '', '21.11.2026'],
      ['Halyk', 2, '', '22.11.2026'],
      ['Freedom', 3, '', ''],
    ]);
    expect(problems).toEqual([]);
    expect(teams.map((t: TeamEntry) => t.applied)).toEqual(['2026-11-21', '2026-11-22', null]);
    const found = checkRegistration('futsal', [], settings(), teams);
    expect(found.filter((p) => p.code === 'regLateApplication')).toEqual([
      expect.objectContaining({
        severity: 'warning',
        row: 1,
        field: 'teams.applied',
        params: expect.objectContaining({
          name: 'Halyk',
          date: '22.11.2026',
          deadline: '21.11.2026',
          days: 3,
          article: 5,
          item: 2,
        }),
      }),
    ]);
    expect(found.find((p) => p.code === 'regNoApplicationDate')?.params).toMatchObject({ count: 1, entries: '3' });
  });

  it('a date on the teams list that is not a date is an error on its cell, naming the row', () => {
    const { teams, problems } = readTeams([['Биржа', 1, '', 'вчера']]);
    expect(problems).toEqual([
      { severity: 'error', code: 'regBadDate', params: { found: 'вчера', entry: 1 }, row: 0, field: 'teams.applied' },
    ]);
    expect(teams[0]?.applied).toBeNull();
  });
});

describe('reading the date of an application', () => {
  const base = ['Иванов', 'Иван', '', 'KASE', 'i@kase.kz', '+77011234567', false, false, '', ''];
  it('a Sheets date, a date serial, 24.11.2026, 2026-11-24, "24 ноября 2026" are read; empty is no date', () => {
    const cells = [
      new Date(Date.UTC(2026, 10, 24) - 5 * 3600_000),
      46350,
      '24.11.2026',
      '2026-11-24',
      '24 ноября 2026',
      '',
    ];
    const { registrants, problems } = readRegistration(
      'backgammon',
      cells.map((c, i) => [...base.slice(0, 4), `i${i}@kase.kz`, ...base.slice(5), c]),
    );
    expect(problems).toEqual([]);
    expect(registrants.map((r) => r.applied)).toEqual([
      '2026-11-24',
      '2026-11-24',
      '2026-11-24',
      '2026-11-24',
      '2026-11-24',
      null,
    ]);
  });

  it('a typed non-date, a day that does not exist, a tick: an error on the date cell naming the entry; the row is still read', () => {
    const { registrants, problems } = readRegistration('backgammon', [
      [...base, 'завтра'],
      [...base.slice(0, 4), 'j@kase.kz', ...base.slice(5), '31.02.2026'],
      [...base.slice(0, 4), 'k@kase.kz', ...base.slice(5), true],
    ]);
    expect(problems).toEqual([
      { severity: 'error', code: 'regBadDate', params: { found: 'завтра', entry: 1 }, row: 0, field: 'applied' },
      { severity: 'error', code: 'regBadDate', params: { found: '31.02.2026', entry: 2 }, row: 1, field: 'applied' },
      { severity: 'error', code: 'regBadDate', params: { found: true, entry: 3 }, row: 2, field: 'applied' },
    ]);
    expect(registrants.map((r) => [r.surname, r.applied])).toEqual([
      ['Иванов', null],
      ['Иванов', null],
      ['Иванов', null],
    ]);
  });
});

describe('Art. 2 item 5 with the dates: in time first, then affiliation, then the time of registration', () => {
  it('a late shareholder goes after a timely applicant with no affiliation; among equals the earlier date first, an undated one after the dated', () => {
    const d = '2026-11-23';
    const list = [
      person(0, { applied: '2026-11-24', affiliation: 'shareholder' }), // late
      person(1, { applied: '2026-11-20' }),
      person(2),
      person(3, { applied: '2026-11-10' }),
      person(4, { applied: '2026-11-22', affiliation: 'member' }),
    ];
    expect(rows([...list].sort((a, b) => byPriority(a, b, d)))).toEqual([4, 3, 1, 2, 0]);
    // without a deadline (no first day) nobody is late: the shareholder goes first
    expect(rows([...list].sort((a, b) => byPriority(a, b, null)))).toEqual([0, 4, 3, 1, 2]);
  });

  it('planAdmission leaves the late ones out first (Art. 9 item 3): 60 applications for 52 places, 10 of them late', () => {
    const settings = settingsOf(BILLIARDS);
    const list = Array.from({ length: 60 }, (_, i) =>
      person(i, { applied: i % 6 === 0 ? '2026-11-24' : '2026-11-20' }),
    );
    const plan = planAdmission('billiards', list, settings);
    expect(plan.leftOut).toHaveLength(8);
    expect(plan.leftOut.every((r) => r.applied === '2026-11-24')).toBe(true);
    expect(rows(plan.leftOut)).toEqual([12, 18, 24, 30, 36, 42, 48, 54]);
  });

  // random applications: dates around the deadline (some missing), affiliations, a few decisions and picks
  const FIRST = '2026-11-24';
  const entry = fc.record({
    pick: fc.constantFrom(false, false, false, false, false, false, true),
    admission: fc.constantFrom<Registrant['admission']>(null, null, null, null, null, 'admitted', 'notAdmitted'),
    affiliation: fc.constantFrom<Affiliation | null>(null, null, 'shareholder', 'member', 'partner'),
    applied: fc.option(
      fc.integer({ min: -6, max: 1 }).map((k) => addDays(FIRST, k)),
      { freq: 4 },
    ),
  });
  const settingsArb = fc
    .record({
      max: fc.integer({ min: 3, max: 40 }),
      seats: fc.integer({ min: 0, max: 10 }),
      days: fc.integer({ min: 0, max: 3 }),
    })
    .map(
      ({ max, seats, days }) =>
        readSettings({
          'preference.maxPlayers': max,
          'preference.committeePicks': Math.min(seats, max),
          'preference.firstDay': '24.11.2026',
          'preference.applicationDays': days,
        }).settings,
    );
  const rank = (r: Registrant) =>
    r.affiliation === null ? 3 : ['shareholder', 'member', 'partner'].indexOf(r.affiliation);

  it('property: a late application is never proposed while a timely one is left out; among the same lateness and affiliation, never a later date ahead of an earlier one', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), settingsArb, (entries, settings) => {
        const list = entries.map((e, i) => person(i, e));
        const plan = planAdmission('preference', list, settings);
        const deadline = applicationDeadline('preference', settings);
        for (const p of plan.proposed) {
          for (const q of plan.leftOut) {
            const lp = isLate(p.applied, deadline);
            const lq = isLate(q.applied, deadline);
            expect(lp && !lq).toBe(false);
            if (lp === lq && rank(p) === rank(q) && p.applied && q.applied) expect(p.applied <= q.applied).toBe(true);
            if (lp === lq && rank(p) === rank(q) && !p.applied) expect(q.applied ?? null).toBeNull();
          }
        }
      }),
    );
  });

  it('property: a sheet sorted by the date column (undated last, as Sheets sorts) gets the same proposal', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 80 }), settingsArb, (entries, settings) => {
        const list = entries.map((e, i) => person(i, { ...e, surname: `S${i}` }));
        const sorted = [...list]
          .sort((a, b) => (a.applied ?? '~').localeCompare(b.applied ?? '~'))
          .map((r, i) => ({ ...r, row: i }));
        const names = (rs: readonly Registrant[]) => rs.map((r) => r.surname);
        const a = planAdmission('preference', list, settings);
        const b = planAdmission('preference', sorted, settings);
        expect(names(b.proposed)).toEqual(names(a.proposed));
        expect(names(b.leftOut)).toEqual(names(a.leftOut));
      }),
    );
  });
});

describe("a person registered in two games whose days overlap (Art. 3 item 1: the days are the committee's)", () => {
  const settings = () =>
    settingsOf({
      'billiards.firstDay': '24.11.2026',
      'preference.firstDay': '25.11.2026',
      'backgammon.firstDay': '27.11.2026',
      'futsal.firstDay': '',
    });
  it('billiards 24–25.11 and preference 25–26.11 overlap on the 25th; backgammon on the 27th overlaps neither', () => {
    expect(overlappingGames('billiards', settings(), ['futsal', 'billiards', 'backgammon', 'preference'])).toEqual([
      'preference',
    ]);
    expect(overlappingGames('backgammon', settings(), ['futsal', 'billiards', 'backgammon', 'preference'])).toEqual([]);
  });

  it('a warning on his row naming both games and the days; the same person as the duplicate check reads it (name and employer, or name and e-mail)', () => {
    const billiards = [
      person(0, { surname: 'Ким', name: 'Анна' }),
      person(1, { surname: 'Ли', name: 'Юрий' }),
      person(2, { surname: 'Ахметов', name: 'Ерлан' }),
      person(3, { surname: 'Жанов', name: 'Марат' }),
    ];
    const preference = [
      person(5, { surname: 'КИМ', name: 'анна', email: 'other@kase.kz' }), // same name and employer
      person(6, { surname: 'Ли', name: 'Юрий', employer: 'Halyk', email: 'p1@kase.kz' }), // same name and e-mail
      person(7, { surname: 'Ахметов', name: 'Ерлан', employer: 'Halyk', email: 'x@halyk.kz' }), // a namesake
      person(8, { surname: 'Жанов', name: 'Марат', admission: 'notAdmitted' }), // refused: does not play
    ];
    const backgammon = [person(0, { surname: 'Ким', name: 'Анна' })];
    const found = checkTwoGames(
      'billiards',
      billiards,
      [
        { game: 'preference', registrants: preference },
        { game: 'backgammon', registrants: backgammon },
      ],
      settings(),
    );
    expect(found).toEqual(
      [0, 1].map((row) => ({
        severity: 'warning',
        code: 'regTwoGames',
        params: {
          name: billiards[row]?.surname + ' ' + billiards[row]?.name,
          entry: row + 1,
          game: 'billiards',
          days: '24.11.2026–25.11.2026',
          other: { say: 'gameWord', with: { game: 'preference' } },
          otherDays: '25.11.2026–26.11.2026',
          common: '25.11.2026',
        },
        row,
        field: 'surname',
      })),
    );
  });

  it("nothing while either game's first day is not set", () => {
    const s = settingsOf({ 'billiards.firstDay': '24.11.2026' });
    expect(checkTwoGames('billiards', [person(0)], [{ game: 'preference', registrants: [person(0)] }], s)).toEqual([]);
    expect(checkTwoGames('preference', [person(0)], [{ game: 'billiards', registrants: [person(0)] }], s)).toEqual([]);
  });
});
