/**
 * The list checks that every game shares or the individual games have: the same person entered
 * twice, namesakes, one e-mail for two people (Art. 6 item 2, Art. 9 item 4, Art. 12 item 4,
 * Art. 15 item 4), the quota and the committee's picks (Art. 9 item 2, Art. 12 item 2, Art. 15
 * item 2), and whether the field fits the groups or the preference tables.
 */
import { planAdmission, QUOTA_ARTICLE, type AdmissionPlan } from './admission';
import { cleanName, describeLookAlikes, exactKey, lookAlikeLetters, nameKey } from './names';
import { displayNames, fullName, keysOf, personKey, sameKeys, type PersonKeys } from './people';
import type { GameId, Registrant } from './registrationTypes';
import type { Problem, Settings } from './settingTypes';
import { tableSizes } from './tables';

/** The look-alike letters of two names for a message ("К (U+041A) / K (U+004B)"). */
export function letters(a: string, b: string): string {
  return describeLookAlikes(lookAlikeLetters(a, b)) || '…';
}

/**
 * Duplicates (Art. 9 item 4 sub-item 1, Art. 12 item 4 sub-item 1, Art. 15 item 4 sub-item 1: one
 * application per candidate; Art. 6 item 2 for a futsal roster):
 * - the same person (`samePerson`) again: an error on the later row, citing the first; when the
 *   two texts differ only in letters that print alike, a message of its own names the letters;
 * - a futsal player of two teams: an error of its own;
 * - the same full name at another employer with another e-mail: a warning naming both rows and the
 *   names the sheets will show;
 * - one e-mail for two different people: an error.
 */
export function checkDuplicates(game: GameId, registrants: readonly Registrant[], problems: Problem[]): void {
  const shown = displayNames(registrants);
  const keys = registrants.map(keysOf);
  registrants.forEach((r, i) => {
    const mine = keys[i] as PersonKeys;
    const name = fullName(r);
    const earlier = (test: (k: PersonKeys) => boolean): Registrant | undefined => {
      const j = keys.findIndex((k, m) => m < i && test(k));
      return j >= 0 ? registrants[j] : undefined;
    };
    // Nothing to compare without a name: the missing names are reported by readRegistration.
    const first = earlier((k) => sameKeys(k, mine));
    if (first) {
      const other = fullName(first);
      if (exactKey(other) !== exactKey(name)) {
        problems.push({
          severity: 'error',
          code: 'regLookAlikePerson',
          params: { name, other, entry: r.row + 1, first: first.row + 1, letters: letters(name, other) },
          row: r.row,
          field: 'surname',
        });
      } else if (game === 'futsal' && nameKey(first.team ?? '') !== nameKey(r.team ?? '')) {
        problems.push({
          severity: 'error',
          code: 'regTwoTeams',
          params: { name, team: r.team ?? '', other: first.team ?? '', first: first.row + 1 },
          row: r.row,
          field: 'surname',
        });
      } else {
        problems.push({
          severity: 'error',
          code: 'regDuplicatePerson',
          params: { name, first: first.row + 1 },
          row: r.row,
          field: 'surname',
        });
      }
    } else if (mine.person !== '') {
      const namesake = earlier((k) => k.person === mine.person);
      if (namesake) {
        const other = fullName(namesake);
        const params = {
          name,
          other,
          entry: r.row + 1,
          first: namesake.row + 1,
          employer: cleanName(r.employer),
          otherEmployer: cleanName(namesake.employer),
          shown: shown[i] as string,
          otherShown: shown[registrants.indexOf(namesake)] as string,
        };
        if (exactKey(other) !== exactKey(name)) {
          problems.push({
            severity: 'warning',
            code: 'regLookAlikeName',
            params: { ...params, letters: letters(name, other) },
            row: r.row,
            field: 'surname',
          });
        } else problems.push({ severity: 'warning', code: 'regSameName', params, row: r.row, field: 'surname' });
      }
    }

    // One e-mail for two people with different full names (the same name and e-mail is the same
    // person, reported once, above).
    const sameEmail = mine.email === '' ? undefined : earlier((k) => k.email === mine.email);
    if (sameEmail && personKey(sameEmail) !== mine.person) {
      problems.push({
        severity: 'error',
        code: 'regDuplicateEmail',
        params: { email: r.email, first: sameEmail.row + 1 },
        row: r.row,
        field: 'email',
      });
    }
  });
}

/** Enough participants to fill the groups, and not more than they hold (a game's group settings). */
export function checkGroupFit(
  count: number,
  {
    groups,
    minGroupSize: minSize,
    maxGroupSize: maxSize,
  }: { groups: number; minGroupSize: number; maxGroupSize: number },
  quota: number,
  problems: Problem[],
): void {
  if (count < groups * minSize) {
    problems.push({
      severity: 'error',
      code: 'regTooFewForGroups',
      params: { found: count, needed: groups * minSize, groups, size: minSize },
    });
  } else if (count > groups * maxSize && !(count > quota && groups * maxSize >= quota)) {
    // (Over a quota the groups can hold, the quota error alone says it.)
    problems.push({
      severity: 'error',
      code: 'regTooManyForGroups',
      params: { found: count, max: groups * maxSize, groups, size: maxSize },
    });
  }
}

export function checkIndividual(
  game: Exclude<GameId, 'futsal'>,
  registrants: readonly Registrant[],
  settings: Settings,
  problems: Problem[],
): AdmissionPlan {
  const s = settings[game];
  const article = QUOTA_ARTICLE[game];
  const picks = registrants.filter((r) => r.pick);
  const overPick = picks[s.committeePicks];
  if (overPick) {
    problems.push({
      severity: 'error',
      code: 'regTooManyPicks',
      params: { found: picks.length, max: s.committeePicks, article },
      row: overPick.row,
      field: 'pick',
    });
  }
  // Who plays (Art. 2 item 5): the groups and the tables are for them, not for everyone who applied.
  const plan = planAdmission(game, registrants, settings);
  problems.push(...plan.problems);
  const count = plan.participants.length;

  if (game === 'preference') {
    let seatable = true;
    try {
      tableSizes(count);
    } catch {
      seatable = false;
    }
    if (!seatable) problems.push({ severity: 'error', code: 'cannotSeat', params: { found: count } });
  } else {
    const g = settings[game];
    checkGroupFit(count, g, g.maxPlayers, problems);
  }
  return plan;
}
