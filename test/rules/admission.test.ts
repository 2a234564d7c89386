/**
 * Who plays an individual game: the committee's own places (Art. 9 item 2, Art. 12 item 2,
 * Art. 15 item 2) and the applications by the committee's priority (Art. 2 item 5).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  admissionOf,
  affiliationOf,
  byPriority,
  participantNames,
  planAdmission,
  type Admission,
  type Affiliation,
} from '../../src/rules/admission';
import { readRegistration, type Registrant } from '../../src/rules/registration';
import { DEFAULT_SETTINGS, readSettings, type Settings } from '../../src/rules/settings';

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
    ...over,
  };
}
const people = (n: number, over: (i: number) => Partial<Registrant> = () => ({})): Registrant[] =>
  Array.from({ length: n }, (_, i) => person(i, over(i)));
const rows = (list: readonly Registrant[]): number[] => list.map((r) => r.row);

describe("Art. 9 item 2: the committee's own places count against the participants", () => {
  it('64 applications and no committee pick: 52 places, 12 left out (billiards)', () => {
    const plan = planAdmission('billiards', people(64), DEFAULT_SETTINGS);
    expect([plan.max, plan.seats, plan.places]).toEqual([64, 12, 52]);
    expect(plan.participants).toHaveLength(52);
    expect(rows(plan.leftOut)).toEqual(Array.from({ length: 12 }, (_, k) => 52 + k));
    expect(plan.needsDecision).toBe(true);
    expect(plan.problems).toMatchObject([
      { severity: 'error', code: 'regOverPlaces', params: { applications: 64, places: 52, leftOut: 12, article: 9 } },
    ]);
  });

  it("Art. 12 item 2, Art. 15 item 2: 8 of 24 backgammon places and 15 of 64 preference places are the committee's", () => {
    expect(
      planAdmission(
        'backgammon',
        people(30, (i) => ({ pick: i < 8 })),
        DEFAULT_SETTINGS,
      ),
    ).toMatchObject({ places: 16, participants: { length: 24 } });
    expect(
      planAdmission(
        'preference',
        people(70, (i) => ({ pick: i % 10 === 0 })),
        DEFAULT_SETTINGS,
      ),
    ).toMatchObject({ places: 49, participants: { length: 7 + 49 } });
  });

  it('fewer applications than places: everyone plays, nothing to decide (Art. 9 item 2 para 2)', () => {
    const plan = planAdmission(
      'billiards',
      people(40, (i) => ({ pick: i < 5 })),
      DEFAULT_SETTINGS,
    );
    expect(plan.participants).toHaveLength(40);
    expect(plan.needsDecision).toBe(false);
    expect(plan.problems).toEqual([]);
  });

  it('Art. 2 item 2: a committee that gives up its places lowers the setting, and the applications get them', () => {
    const settings = readSettings({ 'billiards.committeePicks': 0 }).settings;
    expect(planAdmission('billiards', people(64), settings)).toMatchObject({
      places: 64,
      needsDecision: false,
      participants: { length: 64 },
    });
  });

  it("more picks than the committee's places take places from the applications (the picks error is the list check's)", () => {
    expect(
      planAdmission(
        'backgammon',
        people(24, (i) => ({ pick: i < 10 })),
        DEFAULT_SETTINGS,
      ),
    ).toMatchObject({ places: 14, participants: { length: 24 } });
  });
});

describe('Art. 2 item 5: the priority — affiliation (shareholder, member, partner), then the order of registration', () => {
  it('a shareholder registered last goes before a member, a partner and those with none', () => {
    const list = [
      person(0),
      person(1, { affiliation: 'partner' }),
      person(2, { affiliation: 'member' }),
      person(3),
      person(4, { affiliation: 'shareholder' }),
    ];
    expect(rows([...list].sort(byPriority))).toEqual([4, 2, 1, 0, 3]);
  });

  it('the decisions typed are kept: "admitted" is in whatever its priority, "not admitted" out; the undecided fill the places left', () => {
    const settings = readSettings({
      'backgammon.maxPlayers': 10,
      'backgammon.committeePicks': 2,
      'backgammon.groups': 2,
      'backgammon.minGroupSize': 2,
      'backgammon.format': 'sf4',
    }).settings;
    const list = people(14, (i) => ({
      pick: i === 13,
      admission: i === 12 ? 'admitted' : i === 0 ? 'notAdmitted' : null,
      affiliation: i === 11 ? 'member' : null,
    }));
    const plan = planAdmission('backgammon', list, settings);
    expect(plan.places).toBe(8);
    expect(rows(plan.admitted)).toEqual([12]);
    expect(rows(plan.proposed)).toEqual([11, 1, 2, 3, 4, 5, 6]);
    expect(rows(plan.leftOut)).toEqual([7, 8, 9, 10]);
    expect(rows(plan.participants)).toEqual([1, 2, 3, 4, 5, 6, 11, 12, 13]);
  });

  it('more decided "admitted" than places is an error on the first row over; a pick decided "not admitted" is a contradiction', () => {
    const over = planAdmission(
      'backgammon',
      people(20, () => ({ admission: 'admitted' })),
      DEFAULT_SETTINGS,
    );
    expect(over.problems).toEqual([
      {
        severity: 'error',
        code: 'regAdmittedOverPlaces',
        params: { max: 24, seats: 8, places: 16, article: 12, found: 20 },
        row: 16,
        field: 'admission',
      },
    ]);
    expect(over.needsDecision).toBe(false);
    const both = planAdmission('backgammon', [person(0, { pick: true, admission: 'notAdmitted' })], DEFAULT_SETTINGS);
    expect(both.problems).toEqual([
      {
        severity: 'error',
        code: 'regPickNotAdmitted',
        params: { name: 'Фамилия0 Имя', article: 12 },
        row: 0,
        field: 'admission',
      },
    ]);
    expect(rows(both.participants)).toEqual([0]);
  });

  it('Art. 2 item 5: participantNames — the names of who plays, told apart over the whole registration', () => {
    const list = [
      person(0, { surname: 'Ким', name: 'Анна', patronymic: 'Сергеевна', admission: 'notAdmitted' }),
      person(1, { surname: 'Ким', name: 'Анна', patronymic: 'Олеговна' }),
      person(2),
    ];
    expect(participantNames('backgammon', list, DEFAULT_SETTINGS)).toEqual(['Ким Анна Олеговна', 'Фамилия2 Имя']);
  });
});

describe('Art. 2 item 5, Art. 15 item 2: the proposal on any registration (property tests)', () => {
  // mostly undecided applications, a few picks and decisions: the places run out often
  const entry = fc.record({
    pick: fc.constantFrom(false, false, false, false, false, false, false, true),
    admission: fc.constantFrom<Admission | null>(null, null, null, null, null, null, 'admitted', 'notAdmitted'),
    affiliation: fc.constantFrom<Affiliation | null>(null, null, 'shareholder', 'member', 'partner'),
  });
  const settingsArb = fc
    .record({ max: fc.integer({ min: 3, max: 40 }), seats: fc.integer({ min: 0, max: 15 }) })
    .map(({ max, seats }): Settings => {
      const s = readSettings({
        'preference.maxPlayers': max,
        'preference.committeePicks': Math.min(seats, max),
      }).settings;
      return s;
    });

  it('admits exactly min(places, applications not refused), never drops a pick or a decided "admitted", never takes a "not admitted", and goes by priority', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 90 }), settingsArb, (entries, settings) => {
        const list = entries.map((e, i) => person(i, e));
        const plan = planAdmission('preference', list, settings);
        const playing = new Set(plan.participants);
        const picks = list.filter((r) => r.pick);
        const applications = list.filter((r) => !r.pick && r.admission !== 'notAdmitted');
        const admittedTyped = applications.filter((r) => r.admission === 'admitted');
        // every pick plays; no application decided "not admitted" plays
        for (const r of picks) expect(playing.has(r)).toBe(true);
        for (const r of list) if (!r.pick && r.admission === 'notAdmitted') expect(playing.has(r)).toBe(false);
        const s = settings.preference;
        const places = Math.max(0, s.maxPlayers - Math.max(s.committeePicks, picks.length));
        expect(plan.places).toBe(places);
        if (admittedTyped.length > places) {
          expect(plan.problems.map((p) => p.code)).toContain('regAdmittedOverPlaces');
          return;
        }
        // a decided "admitted" is never dropped; the applications admitted are exactly min(places, applications)
        for (const r of admittedTyped) expect(playing.has(r)).toBe(true);
        expect(plan.participants.length - picks.length).toBe(Math.min(places, applications.length));
        expect(plan.participants.length).toBeLessThanOrEqual(Math.max(s.maxPlayers, picks.length));
        // by priority: every undecided one admitted goes before every one left out
        for (const a of plan.proposed) for (const b of plan.leftOut) expect(byPriority(a, b)).toBeLessThan(0);
        // the undecided are all either proposed or left out; a decision is needed exactly when someone is left out
        expect(plan.proposed.length + plan.leftOut.length).toBe(applications.length - admittedTyped.length);
        expect(plan.needsDecision).toBe(plan.leftOut.length > 0);
      }),
    );
  });

  it('the decisions the proposal would write, once written, leave nothing to decide and the same participants', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 90 }), settingsArb, (entries, settings) => {
        const list = entries.map((e, i) => person(i, e));
        const plan = planAdmission('preference', list, settings);
        fc.pre(plan.needsDecision);
        const decided = list.map((r) =>
          plan.proposed.includes(r)
            ? { ...r, admission: 'admitted' as const }
            : plan.leftOut.includes(r)
              ? { ...r, admission: 'notAdmitted' as const }
              : r,
        );
        const again = planAdmission('preference', decided, settings);
        expect(again.needsDecision).toBe(false);
        expect(again.problems).toEqual(plan.problems.filter((p) => p.code !== 'regOverPlaces'));
        expect(rows(again.participants)).toEqual(rows(plan.participants));
      }),
    );
  });
});

describe("reading the committee's columns (Art. 2 item 5; Art. 12 item 2; Art. 14 item 3 sub-item 1)", () => {
  it('the affiliation and the decision read in the three languages; a tick in the decision column is "admitted"; anything else is an error on its cell', () => {
    expect(['Акционер', 'член биржи', 'Биржа мүшесі', 'партнер', 'Partner'].map(affiliationOf)).toEqual([
      'shareholder',
      'member',
      'member',
      'partner',
      'partner',
    ]);
    expect(['допущен', 'Не допущен', 'жіберілді', 'жіберілмеді', 'not admitted', 'фу'].map(admissionOf)).toEqual([
      'admitted',
      'notAdmitted',
      'admitted',
      'notAdmitted',
      'notAdmitted',
      undefined,
    ]);
    const { registrants, problems } = readRegistration('backgammon', [
      ['А', 'Б', '', 'KASE', 'a@b.kz', '+77011234567', true, true, 'акционер', 'допущен'],
      ['В', 'Г', '', 'KASE', 'c@b.kz', '+77011234567', false, false, 'друг', true],
      ['Д', 'Е', '', 'KASE', 'd@b.kz', '+77011234567', false, false, '', 'может быть'],
    ]);
    expect(registrants.map((r) => [r.pick, r.strong, r.affiliation, r.admission])).toEqual([
      [true, true, 'shareholder', 'admitted'],
      [false, false, null, 'admitted'],
      [false, false, null, null],
    ]);
    expect(problems).toEqual([
      { severity: 'error', code: 'regBadAffiliation', params: { found: 'друг' }, row: 1, field: 'affiliation' },
      { severity: 'error', code: 'regBadAdmission', params: { found: 'может быть' }, row: 2, field: 'admission' },
    ]);
  });
});
