/**
 * A futsal player's employer against his team's organisation (Art. 6 item 2), and the joint team of
 * the Exchange and the Central Securities Depository (Art. 5 item 1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownOrganisation, organisationWords, teamOrganisation, worksFor } from '../../src/rules/organisations';
import { checkRegistration, readTeams, type Registrant, type Role, type TeamEntry } from '../../src/rules/registration';
import { DEFAULT_SETTINGS } from '../../src/rules/settings';

const works = (employer: string, team: string, organisation = ''): boolean =>
  worksFor(employer, teamOrganisation(team, organisation));

describe('organisation names (Art. 6 item 2, Art. 5 item 1)', () => {
  it('legal forms, quotes, case and spaces do not matter', () => {
    expect(organisationWords('АО  «Halyk Finance»')).toEqual(organisationWords('halyk finance'));
    expect(organisationWords('ТОО "Сентрас Секьюритиз"')).toEqual(['сентрас', 'секьюритиз']);
    expect(organisationWords('Teniz Capital Investment Banking JSC')).toEqual(
      organisationWords('Teniz Capital Investment Banking'),
    );
    expect(organisationWords('«Әлем Капитал» АҚ')).toEqual(organisationWords('Әлем Капитал'));
  });

  it('Art. 5 item 1: the Exchange and the Depository are recognised by any of their names in the three languages', () => {
    for (const kase of [
      'KASE',
      'АО «Казахстанская фондовая биржа»',
      'Kazakhstan Stock Exchange JSC',
      '«Қазақстан қор биржасы» АҚ',
      'Биржа',
      'KASE, IT-департамент',
    ]) {
      expect(knownOrganisation(kase), kase).toBe('kase');
    }
    for (const csd of [
      'ЦДЦБ',
      'АО «Центральный депозитарий ценных бумаг»',
      'Central Securities Depository JSC',
      '«Орталық бағалы қағаздар депозитарийі» АҚ',
      'CSD',
    ]) {
      expect(knownOrganisation(csd), csd).toBe('csd');
    }
    // A common word alone names them only as the whole name.
    for (const other of ['Товарная биржа ЕТС', 'Halyk Finance', 'АО «Jusan Invest»', ''])
      expect(knownOrganisation(other), other).toBeNull();
  });
});

describe("Art. 6 item 2: the employer against the team's organisation", () => {
  it('an employer is of the organisation whose words it contains, in order', () => {
    expect(works('АО «Halyk Finance»', 'Halyk Finance')).toBe(true);
    expect(works('Halyk Finance, казначейство', 'Команда А', 'АО Halyk Finance')).toBe(true);
    expect(works('АО «Сентрас Секьюритиз»', 'Сентрас')).toBe(true);
    expect(works('АО «Halyk Bank»', 'Halyk Finance')).toBe(false);
    expect(works('Finance Halyk', 'Halyk Finance')).toBe(false);
    expect(works('АО «Казахстанская фондовая биржа»', 'Halyk Finance')).toBe(false);
  });

  it('the organisation cell wins over the team\'s name; several organisations are separated by "+", ";" or "/"', () => {
    expect(works('АО «Freedom Finance»', 'Барсы')).toBe(false);
    expect(works('АО «Freedom Finance»', 'Барсы', 'Freedom Finance')).toBe(true);
    expect(works('АО «BCC Invest»', 'Барсы', 'Freedom Finance + BCC Invest')).toBe(true);
    expect(works('АО «BCC Invest»', 'Барсы', 'Freedom Finance; BCC Invest')).toBe(true);
    expect(works('АО «Jusan Invest»', 'Барсы', 'Freedom Finance / BCC Invest')).toBe(false);
  });

  it('Art. 5 item 1: the joint team takes employees of the Exchange and of the Depository, whichever of them it is named after', () => {
    for (const [team, organisation] of [
      ['Биржа', ''],
      ['ЦДЦБ', ''],
      ['Барсы', 'KASE'],
      ['Барсы', 'АО «Центральный депозитарий ценных бумаг»'],
      ['Барсы', 'KASE + ЦДЦБ'],
    ] as const) {
      const org = teamOrganisation(team, organisation);
      expect(org.joint).toBe(true);
      expect(worksFor('АО «Казахстанская фондовая биржа»', org)).toBe(true);
      expect(worksFor('АО «Центральный депозитарий ценных бумаг»', org)).toBe(true);
      expect(worksFor('ЦДЦБ', org)).toBe(true);
      expect(worksFor('АО «Halyk Finance»', org)).toBe(false);
    }
    expect(teamOrganisation('Halyk Finance', '').joint).toBe(false);
  });

  it('any organisation name: its own employees, under any legal form and quotes, belong to it; an organisation with other words does not take them', () => {
    const word = fc.stringMatching(/^[A-Za-zА-Яа-яӘәҚқҰұ]{3,9}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('АО «{}»', 'ТОО "{}"', '{} JSC', '{}', '«{}» АҚ'),
        (a, b, form) => {
          const name = a.join(' ');
          fc.pre(knownOrganisation(name) === null && organisationWords(name).length > 0);
          expect(works(form.replace('{}', name), 'Команда', name)).toBe(true);
          const other = b.join(' ');
          fc.pre(knownOrganisation(other) === null && organisationWords(other).length > 0);
          const mine = organisationWords(name);
          const theirs = organisationWords(other);
          fc.pre(!theirs.some((w) => mine.includes(w)));
          expect(works(form.replace('{}', name), 'Команда', other)).toBe(false);
        },
      ),
    );
  });
});

describe('checkRegistration: an employer mismatch is flagged for the committee (Art. 6 item 2)', () => {
  const TEAMS = ['Halyk Finance', 'Freedom Finance', 'BCC Invest', 'Jusan Invest', 'Сентрас', 'Биржа'];
  const ROLES: Role[] = ['goalkeeper', 'main', 'main', 'main', 'main'];
  const EMPLOYER: Record<string, string> = {
    'Halyk Finance': 'АО «Halyk Finance»',
    'Freedom Finance': 'АО «Freedom Finance»',
    'BCC Invest': 'АО «BCC Invest»',
    'Jusan Invest': 'АО «Jusan Invest»',
    Сентрас: 'АО «Сентрас Секьюритиз»',
  };
  function rosters(): Registrant[] {
    return TEAMS.flatMap((team, t) =>
      ROLES.map((role, k): Registrant => ({
        row: t * 10 + k,
        surname: `${team.slice(0, 4)}${k}`,
        name: 'Имя',
        patronymic: '',
        // the joint team: Exchange and Depository employees alternating
        employer:
          EMPLOYER[team] ??
          (k % 2 === 0 ? 'АО «Казахстанская фондовая биржа»' : 'АО «Центральный депозитарий ценных бумаг»'),
        level: null,
        email: '',
        phone: '',
        pick: false,
        strong: false,
        affiliation: null,
        admission: null,
        team,
        role,
      })),
    );
  }
  const list = (organisations: Record<string, string> = {}): TeamEntry[] =>
    TEAMS.map((team, i) => ({ team, strength: i + 1, row: i, organisation: organisations[team] ?? '' }));

  it('teams named after their organisations, the joint team of Exchange and Depository employees: no problem', () => {
    expect(checkRegistration('futsal', rosters(), DEFAULT_SETTINGS, list())).toEqual([]);
  });

  it("a Jusan employee in the Halyk Finance team is a warning on his employer cell naming the team's organisation; nothing is refused", () => {
    const registrants = rosters();
    const odd = registrants[2] as Registrant;
    odd.employer = 'АО «Jusan Invest»';
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list())).toEqual([
      {
        severity: 'warning',
        code: 'regEmployerMismatch',
        params: {
          name: 'Haly2 Имя',
          employer: 'АО «Jusan Invest»',
          team: 'Halyk Finance',
          organisation: 'Halyk Finance',
        },
        row: 2,
        field: 'employer',
      },
    ]);
  });

  it('Art. 5 item 1: a Halyk employee in the joint team is told it is the Exchange and Depository team', () => {
    const registrants = rosters();
    const joint = registrants.find((r) => r.team === 'Биржа' && r.role === 'main') as Registrant;
    joint.employer = 'АО «Halyk Finance»';
    const problems = checkRegistration('futsal', registrants, DEFAULT_SETTINGS, list());
    expect(problems).toMatchObject([
      {
        severity: 'warning',
        code: 'regEmployerNotJoint',
        row: joint.row,
        field: 'employer',
        params: { team: 'Биржа', employer: 'АО «Halyk Finance»' },
      },
    ]);
  });

  it('the organisation on the teams list is what counts: a team called "Барсы" of Freedom Finance takes Freedom employees only', () => {
    const registrants = rosters().map((r) => (r.team === 'Freedom Finance' ? { ...r, team: 'Барсы' } : r));
    const teams = list().map((t) => (t.team === 'Freedom Finance' ? { ...t, team: 'Барсы' } : t));
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, teams).map((p) => p.code)).toEqual(
      Array(5).fill('regEmployerMismatch'),
    );
    const named = teams.map((t) => (t.team === 'Барсы' ? { ...t, organisation: 'АО «Freedom Finance»' } : t));
    expect(checkRegistration('futsal', registrants, DEFAULT_SETTINGS, named)).toEqual([]);
  });

  it('readTeams reads the organisation column (a name cell: an error value is an error there)', () => {
    const { teams, problems } = readTeams([
      ['Барсы', 1, ' АО  «Freedom Finance» '],
      ['Кайрат', 2],
      ['Тобол', 3, '#N/A'],
    ]);
    expect(teams.map((t) => t.organisation)).toEqual(['АО «Freedom Finance»', '', '#N/A']);
    expect(problems).toMatchObject([{ severity: 'error', code: 'regErrorValue', row: 2, field: 'teams.organisation' }]);
  });
});
