/**
 * Futsal rosters by the rules (Art. 6 item 1: at most ten players — 5 main, that is 4 field players
 * and one goalkeeper, and 5 substitutes): the limits are errors, a roster not yet complete a warning.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  readRegistration,
  type Registrant,
  type Role,
  type TeamEntry,
} from '../../src/rules/registration';
import { DEFAULT_SETTINGS, type Problem } from '../../src/rules/settings';

const SIX = ['Кайрат', 'Алатау', 'Жетысу', 'Тобол', 'Ордабасы', 'Актобе'];
const LIST: TeamEntry[] = SIX.map((team, i) => ({ team, strength: i + 1, row: i }));

function player(row: number, team: string, role: Role): Registrant {
  return {
    row,
    surname: `${team}-${row}`,
    name: 'Имя',
    patronymic: '',
    employer: team,
    level: null,
    email: '',
    phone: '',
    pick: false,
    strong: false,
    affiliation: null,
    admission: null,
    team,
    role,
  };
}

/** A roster from its roles, rows from `start`. */
function roster(team: string, start: number, roles: readonly Role[]): Registrant[] {
  return roles.map((role, k) => player(start + k, team, role));
}

const FULL: Role[] = ['goalkeeper', 'main', 'main', 'main', 'main', 'substitute', 'substitute'];

/** Kairat's roster as given, the other five teams complete. */
function withKairat(roles: readonly Role[]): Registrant[] {
  return [...roster('Кайрат', 0, roles), ...SIX.slice(1).flatMap((t, i) => roster(t, 100 + 10 * i, FULL))];
}

function check(registrants: Registrant[]): Problem[] {
  return checkRegistration('futsal', registrants, DEFAULT_SETTINGS, LIST);
}

const n = (role: Role, count: number): Role[] => Array.from({ length: count }, () => role);

describe('Art. 6 item 1: the main roster is 4 field players and one goalkeeper', () => {
  it('4 main, a goalkeeper and 5 substitutes — the full ten — have no problems', () => {
    expect(check(withKairat([...n('main', 4), 'goalkeeper', ...n('substitute', 5)]))).toEqual([]);
  });

  it('Art. 6 item 1: 5 main with no goalkeeper marked is an error on the fifth field player, saying to mark him', () => {
    expect(check(withKairat([...n('main', 5), 'substitute']))).toEqual([
      {
        severity: 'error',
        code: 'regTooManyField',
        params: { team: 'Кайрат', found: 5, max: 4 },
        row: 4,
        field: 'role',
      },
    ]);
  });

  it('Art. 6 item 1: a second goalkeeper in the main roster is an error on his row', () => {
    expect(check(withKairat(['main', 'goalkeeper', 'main', 'goalkeeper', 'main']))).toEqual([
      { severity: 'error', code: 'regTwoGoalkeepers', params: { team: 'Кайрат', found: 2 }, row: 3, field: 'role' },
    ]);
  });

  it('Art. 6 item 1: 6 in the main roster is an error (the goalkeeper counts), said once', () => {
    expect(check(withKairat(['goalkeeper', ...n('main', 5)]))).toEqual([
      {
        severity: 'error',
        code: 'regTooManyMain',
        params: { team: 'Кайрат', found: 6, max: 5 },
        row: 5,
        field: 'role',
      },
    ]);
  });

  it('Art. 6 items 1–2: a main roster not yet complete, or without its goalkeeper yet, is a warning (the roster is due before the match)', () => {
    expect(check(withKairat([...n('main', 3), ...n('substitute', 2)]))).toEqual([
      {
        severity: 'warning',
        code: 'regFewMain',
        params: { team: 'Кайрат', found: 3, needed: 5 },
        row: 0,
        field: 'role',
      },
      { severity: 'warning', code: 'regNoGoalkeeper', params: { team: 'Кайрат' }, row: 0, field: 'role' },
    ]);
  });

  it('Art. 6 item 1: at most 5 substitutes, however short the main roster (3 main + 7 substitutes)', () => {
    const problems = check(withKairat(['goalkeeper', 'main', 'main', ...n('substitute', 7)]));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      {
        severity: 'error',
        code: 'regTooManySubstitutes',
        params: { team: 'Кайрат', found: 7, max: 5 },
        row: 8,
        field: 'role',
      },
    ]);
  });

  it('Art. 6 item 1: the role reads "goalkeeper" in the three languages and short forms', () => {
    const rows = ['вратарь', 'Вратарь', 'қақпашы', 'goalkeeper', 'GK', 'полевой'].map((role) => [
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
      'goalkeeper',
      'goalkeeper',
      'goalkeeper',
      'goalkeeper',
      'goalkeeper',
      'main',
    ]);
  });

  it('Art. 6 item 1, any roster in any row order: each limit is an error exactly when it is passed, and nothing else is an error', () => {
    fc.assert(
      fc.property(fc.nat(7), fc.nat(3), fc.nat(8), fc.integer(), (main, keepers, subs, seed) => {
        const roles = [...n('main', main), ...n('goalkeeper', keepers), ...n('substitute', subs)];
        // a fixed shuffle from the seed: the check must not depend on the order of the rows
        const order = roles
          .map((r, i) => ({ r, k: Math.imul(i + 1, 2654435761 ^ seed) >>> 0 }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.r);
        const errors = new Set(
          check(withKairat(order))
            .filter((p) => p.severity === 'error')
            .map((p) => p.code),
        );
        const expected = new Set<string>();
        if (roles.length > 10) expected.add('regRosterTooBig');
        if (main + keepers > 5) expected.add('regTooManyMain');
        else {
          if (keepers > 1) expected.add('regTwoGoalkeepers');
          if (main > 4) expected.add('regTooManyField');
        }
        if (subs > 5) expected.add('regTooManySubstitutes');
        expect(errors).toEqual(expected);
      }),
    );
  });
});
