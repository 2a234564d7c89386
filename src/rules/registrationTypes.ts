/**
 * The shapes of a registration (src/rules/registration.ts reads the sheets into them; the checks
 * of people, rosters, dates and admission take them): types only, in a module of their own so
 * that the checks and the reader do not import each other.
 */
import type { Text } from '../i18n/types';

/** Belonging to the Exchange, for the priority of Art. 2 item 5 (admission.ts has its words). */
export type Affiliation = 'shareholder' | 'member' | 'partner';

/** The committee's decision on an application; none yet = null. */
export type Admission = 'admitted' | 'notAdmitted';

export type GameId = 'futsal' | 'billiards' | 'backgammon' | 'preference';

export type FieldKey =
  | 'team'
  | 'role'
  | 'surname'
  | 'name'
  | 'patronymic'
  | 'employer'
  | 'level'
  | 'email'
  | 'phone'
  | 'pick'
  | 'strong'
  | 'affiliation'
  | 'admission'
  | 'applied';

export interface Field {
  key: FieldKey;
  kind: 'text' | 'role' | 'level' | 'email' | 'phone' | 'checkbox' | 'affiliation' | 'admission' | 'date';
  required: boolean;
  /** Column header in the tournament language. */
  label: Text;
}

/**
 * A futsal player's place in the roster (Art. 6 item 1: 5 main — 4 field players and a goalkeeper —
 * and 5 substitutes): `main` a field player of the main roster, `goalkeeper` its goalkeeper.
 */
export type Role = 'main' | 'goalkeeper' | 'substitute';

export interface Registrant {
  /** 0-based data row on the registration sheet. */
  row: number;
  surname: string;
  name: string;
  patronymic: string;
  employer: string;
  /** Self-declared level 1–5 (billiards, Art. 9 item 4 sub-item 3); null elsewhere or when unreadable. */
  level: number | null;
  email: string;
  phone: string;
  /**
   * Admitted by the committee itself, on one of its own places (Art. 9 item 2, Art. 12 item 2,
   * Art. 15 item 2: "определяются Оргкомитетом самостоятельно").
   */
  pick: boolean;
  /**
   * Among the strongest in the committee's opinion: spread over the groups (Art. 11 item 3
   * sub-item 1, Art. 14 item 3 sub-item 1). Billiards and backgammon; false elsewhere.
   */
  strong: boolean;
  /** Belonging to the Exchange, for the priority of Art. 2 item 5; null = none given. */
  affiliation: Affiliation | null;
  /** The committee's decision on the application (Art. 2 item 5); null = not decided. */
  admission: Admission | null;
  /**
   * The day the committee registered the application, "YYYY-MM-DD" (Art. 2 item 5: the time of
   * registration; late after the deadline of Art. 9, 12, 15 item 3); null = not typed.
   */
  applied?: string | null;
  team?: string;
  role?: Role;
}

/**
 * One row of the futsal teams list: the committee's strength order, 1 = strongest (Art. 8 item 3),
 * and the organisation the team plays for (Art. 6 item 2; "" = the team's own name).
 */
export interface TeamEntry {
  team: string;
  strength: number | null;
  /** Its organisation, or several separated by "+" (the joint team of Art. 5 item 1); "" when not given. */
  organisation?: string;
  /** 0-based data row of the teams list. */
  row: number;
  /** The day the team's application came, "YYYY-MM-DD" (Art. 5 item 2); null = not typed. */
  applied?: string | null;
  /** The committee's decision on the team's application (Art. 2 item 5, ./teamAdmission.ts); null = none yet. */
  admission?: Admission | null;
}
