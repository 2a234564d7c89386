/**
 * People on a registration list: their full and short names, the identity the check compares
 * (`personKey`, `samePerson`, `personIdentity`) and the names the sheets show (`displayNames`:
 * the shortest that tells people apart). SPEC §5, "Identity survives editing"; docs/rules.md "Names".
 */
import { cleanName, exactKey, nameKey } from './names';
import type { Registrant } from './registrationTypes';

type Named = Pick<Registrant, 'surname' | 'name' | 'patronymic'>;

/** "Surname Name Patronymic" as the sheets write it (`cleanName`). */
export function fullName(r: Named): string {
  return cleanName(`${r.surname} ${r.name} ${r.patronymic}`);
}

/** "Surname Name" as the sheets write it. */
export function shortName(r: Named): string {
  return cleanName(`${r.surname} ${r.name}`);
}

/** The same full name: surname, name and patronymic under `nameKey` (look-alike letters, case, spaces, invisible characters ignored). */
export function personKey(r: Named): string {
  return nameKey(fullName(r));
}

/** An e-mail compared as typed but for case, spaces and invisible characters. */
export function emailKey(r: Pick<Registrant, 'email'>): string {
  return exactKey(r.email);
}

/**
 * The same person entered twice, as the check reads it: the same full name (`personKey`) and the
 * same employer (`nameKey`), or the same full name and the same e-mail. The same full name with
 * another employer and another e-mail is another person (a namesake: a warning, not an error).
 */
export function samePerson(a: Registrant, b: Registrant): boolean {
  return sameKeys(keysOf(a), keysOf(b));
}

/** What `samePerson` compares, computed once per registrant. */
export interface PersonKeys {
  person: string;
  employer: string;
  email: string;
}

export function keysOf(r: Registrant): PersonKeys {
  return { person: personKey(r), employer: nameKey(r.employer), email: emailKey(r) };
}

export function sameKeys(a: PersonKeys, b: PersonKeys): boolean {
  if (a.person === '' || a.person !== b.person) return false;
  return a.employer === b.employer || (a.email !== '' && a.email === b.email);
}

/**
 * The key that `displayNames` tells apart: full name and employer, both under `nameKey`. Two
 * registrants with different identities are never `samePerson` unless they share an e-mail.
 */
export function personIdentity(r: Registrant): string {
  return `${personKey(r)}\u0000${nameKey(r.employer)}`;
}

/** The forms `displayNames` goes through; the last one (with the entry number) is never needed by names without brackets. */
const LEVELS = 4;

/**
 * Names to show for a list, the shortest that tells people apart:
 * 0. "Surname Name";
 * 1. "Surname Name Patronymic" for people whose "Surname Name" another person shares (or whose short
 *    name would read like someone else's full name);
 * 2. "Surname Name Patronymic (Employer)" for people whose full names are still shared: namesakes
 *    at different employers;
 * 3. "… (Employer) [k]", k the entry number, only if brackets inside the names themselves make two
 *    such texts equal.
 * Where people collide, those with the shortest form are lengthened first, until nothing changes.
 * Different people (different `personIdentity`) always get different names as `nameKey` compares
 * them; the same person entered twice gets the same name (and a duplicate error).
 */
export function displayNames(all: readonly Registrant[]): string[] {
  const forms = all.map((r) => {
    const employer = cleanName(r.employer);
    const withEmployer = employer === '' ? fullName(r) : `${fullName(r)} (${employer})`;
    return [shortName(r), fullName(r), withEmployer, `${withEmployer} [${r.row + 1}]`];
  });
  const identity = all.map(personIdentity);
  const level = all.map(() => 0);
  const shown = (i: number): string => (forms[i] as string[])[level[i] as number] as string;
  for (let changed = true; changed;) {
    changed = false;
    const groups = new Map<string, number[]>();
    all.forEach((_, i) => {
      const key = nameKey(shown(i));
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    for (const members of groups.values()) {
      if (new Set(members.map((i) => identity[i])).size < 2) continue;
      const lowest = Math.min(...members.map((i) => level[i] as number));
      if (lowest >= LEVELS - 1) continue;
      for (const i of members) {
        if (level[i] === lowest) {
          level[i] = lowest + 1;
          changed = true;
        }
      }
    }
  }
  return all.map((_, i) => shown(i));
}

/** "Surname Name", lengthened as `displayNames` does when another person in `all` shares it. */
export function displayName(r: Registrant, all: readonly Registrant[]): string {
  const i = all.indexOf(r);
  const names = displayNames(i >= 0 ? all : [...all, r]);
  return names[i >= 0 ? i : all.length] as string;
}
