/**
 * The registration sheets and their CHECK action (SPEC §4; Art. 6, Art. 9 item 4, Art. 12 item 4,
 * Art. 15 item 4).
 *
 * `readRegistration` reads the rows of a registration sheet cell by cell (cell problems: a
 * missing required field, a level that is not 1–5, a malformed e-mail or phone, ...);
 * `checkRegistration` checks the list as a whole against the settings (quotas, committee picks,
 * duplicates, futsal rosters and the teams' strength order, enough players for the groups).
 * Neither throws; every problem is reported, each with its row and field.
 *
 * The list checks live beside it: people and their names (people.ts), duplicates and the
 * individual games' quota (registrationList.ts), the futsal teams and rosters (futsalRosters.ts);
 * the columns, their labels and the role words are registrationFields.ts.
 */
import { flag, optionalName, optionalNumber } from './cells';
import type { Params } from './errors';
import { admissionOf, affiliationOf } from './admission';
import { checkApplicationDates } from './applicationDates';
import { parseDate } from './dates';
import { checkFutsal } from './futsalRosters';
import { cleanName, hiddenCharacters, MAX_NAME_LENGTH, nameProblem, type NameProblem } from './names';
import { checkDuplicates, checkIndividual } from './registrationList';
import type { Problem, Settings } from './settingTypes';

export { displayName, displayNames, fullName, personIdentity, personKey, samePerson } from './people';

export type { Admission, Affiliation, Field, FieldKey, GameId, Registrant, Role, TeamEntry } from './registrationTypes';
import type { Admission, Field, FieldKey, GameId, Registrant, Role, TeamEntry } from './registrationTypes';
import { REGISTRATION_FIELDS, REQUIRED_BY, ROLE_READ } from './registrationFields';

export { DECISION_FIELDS, REGISTRATION_FIELDS, ROLE_WORDS, ROLES, TEAM_LIST_FIELDS } from './registrationFields';

// ---- cell checks -------------------------------------------------------------------------

/**
 * A simple e-mail pattern: something without spaces or "@", one "@", a domain with a dot.
 * It catches typos (a missing "@", a space, a comma for a dot), not every invalid address.
 */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]+$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/**
 * A phone number, spaces, dashes, dots and parentheses ignored: "+" and 10–15 digits
 * (any international number, e.g. +7 701 123 45 67), the domestic "8 7xx xxx xx xx", or
 * 11 digits starting with 7 (what Sheets keeps of a "+7 7xx…" typed without an apostrophe).
 */
export function isPhone(text: string): boolean {
  const s = text.replace(/[\s\-().\u00a0]/g, '');
  return /^\+\d{10,15}$/.test(s) || /^87\d{9}$/.test(s) || /^7\d{10}$/.test(s);
}

/** A text that Sheets would take for a formula if it were typed (SPEC §5: written as text). */
function formulaLike(text: string): boolean {
  return /^[=+\-@]/.test(text);
}

/** The fields that hold a name (of a person, an employer or a team). */
const NAME_FIELDS: ReadonlySet<FieldKey> = new Set(['team', 'surname', 'name', 'patronymic', 'employer']);

/** Empty, FALSE, or text with nothing visible in it (spaces, zero-width characters). */
function isBlankCell(v: unknown): boolean {
  return v === undefined || v === null || v === false || (typeof v === 'string' && cleanName(v) === '');
}

/**
 * An unticked checkbox however it reads: FALSE, or its word ("ЛОЖЬ", "FALSE") where a spreadsheet
 * gives a tick as text (the self-check's "validation.list": docs/real-sheets.md).
 */
function unticked(v: unknown): boolean {
  const parsed = flag.safeParse(v);
  return parsed.success && !parsed.data;
}

/** Text of a cell as the sheets write it (`cleanName`); numbers become text; null for anything else. */
function text(v: unknown): string | null {
  const parsed = optionalName.safeParse(v);
  return parsed.success ? cleanName(typeof v === 'string' ? v : (parsed.data ?? '')) : null;
}

/** The message of each `nameProblem`. */
const NAME_PROBLEM_CODES: Record<NameProblem, Problem['code']> = {
  notAName: 'regNotAName',
  errorValue: 'regErrorValue',
  tooLong: 'regNameTooLong',
};

/**
 * The problems of a name cell (team, surname, name, patronymic, employer) read as `name`:
 * an error if it cannot be a name on our sheets (`nameProblem`); else a warning if it looks like
 * a formula (it is written as text, SPEC §5); and a warning if the cell held invisible characters
 * that the sheets leave out (SPEC §5, "Identity survives editing").
 */
export function nameCellProblems(
  raw: unknown,
  name: string,
): { severity: Problem['severity']; code: Problem['code']; params: Params }[] {
  const out: { severity: Problem['severity']; code: Problem['code']; params: Params }[] = [];
  const why = nameProblem(name);
  if (why)
    out.push({
      severity: 'error',
      code: NAME_PROBLEM_CODES[why],
      params: { found: name, length: [...name].length, max: MAX_NAME_LENGTH },
    });
  else if (formulaLike(name)) out.push({ severity: 'warning', code: 'regFormulaLike', params: { found: name } });
  const hidden = typeof raw === 'string' ? hiddenCharacters(raw) : [];
  if (hidden.length > 0)
    out.push({
      severity: 'warning',
      code: 'regInvisibleChars',
      params: { found: raw, chars: hidden.join(', '), name },
    });
  return out;
}

function roleOf(t: string): Role | undefined {
  const lower = t.toLowerCase();
  return (Object.keys(ROLE_READ) as Role[]).find((r) => ROLE_READ[r].includes(lower));
}

function levelOf(v: unknown): number | null {
  const parsed = optionalNumber.safeParse(v);
  const n = parsed.success ? parsed.data : null;
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null;
}

/**
 * The registrants of one registration sheet: one per row that has anything in its columns
 * (fully empty rows, and rows with only an unticked checkbox, are skipped), and every cell's
 * problems. A row with problems is still a registrant, with what could be read, so the list
 * checks see it; errors block generation.
 */
/** What a registration row's problems are said with: for one field of that row. */
type Say = (severity: Problem['severity'], code: Problem['code'], params?: Params) => void;

/** One cell of a registration row read into `r` as its field's kind says, its problems said (`say`). */
function readCell(game: GameId, field: Field, cell: unknown, r: Registrant, say: Say): void {
  if (field.kind === 'checkbox') {
    const parsed = flag.safeParse(cell);
    if (!parsed.success) say('error', 'notBoolean', { found: cell });
    else if (field.key === 'strong') r.strong = parsed.data;
    else r.pick = parsed.data;
    return;
  }
  if (field.kind === 'admission' && cell === true) {
    r.admission = 'admitted'; // a tick pasted into the column: yes
    return;
  }
  if (field.kind === 'date') {
    // Blank is fine (noted by the check when it matters); anything else must be a day.
    const date = isBlankCell(cell) ? null : parseDate(cell);
    if (date === undefined) say('error', 'regBadDate', { found: cell, entry: r.row + 1 });
    r.applied = date ?? null;
    return;
  }
  if (isBlankCell(cell)) {
    if (field.required) say('error', 'regRequired', { ...REQUIRED_BY[game] });
    if (field.key === 'team') r.team = '';
    return;
  }
  if (field.kind === 'level') {
    r.level = levelOf(cell);
    if (r.level === null) say('error', 'regBadLevel', { found: cell });
    return;
  }
  const t = text(cell);
  if (t === '') {
    // Nothing visible (e.g. only a zero-width space): as empty.
    if (field.required) say('error', 'regRequired', { ...REQUIRED_BY[game] });
    if (field.key === 'team') r.team = '';
    return;
  }
  if (t === null) {
    say('error', 'regNotText', { found: cell });
    if (field.key === 'team') r.team = '';
    return;
  }
  switch (field.kind) {
    case 'role': {
      const role = roleOf(t);
      if (role) r.role = role;
      else say('error', 'regBadRole', { found: cell });
      return;
    }
    case 'affiliation': {
      const a = affiliationOf(t);
      if (a) r.affiliation = a;
      else say('error', 'regBadAffiliation', { found: cell });
      return;
    }
    case 'admission': {
      const a = admissionOf(t);
      if (a) r.admission = a;
      else say('error', 'regBadAdmission', { found: cell });
      return;
    }
    case 'email':
      if (!isEmail(t)) say('warning', 'regBadEmail', { found: cell });
      break;
    case 'phone':
      if (!isPhone(t)) say('warning', 'regBadPhone', { found: cell });
      break;
    default:
      if (NAME_FIELDS.has(field.key)) for (const p of nameCellProblems(cell, t)) say(p.severity, p.code, p.params);
  }
  (r as unknown as Record<string, string>)[field.key] = t;
}

/** A registrant of row `row` with nothing read yet. */
function blankRegistrant(row: number): Registrant {
  return {
    row,
    surname: '',
    name: '',
    patronymic: '',
    employer: '',
    level: null,
    email: '',
    phone: '',
    pick: false,
    strong: false,
    affiliation: null,
    admission: null,
    applied: null,
  };
}

export function readRegistration(game: GameId, rows: unknown[][]): { registrants: Registrant[]; problems: Problem[] } {
  const fields = REGISTRATION_FIELDS[game];
  const registrants: Registrant[] = [];
  const problems: Problem[] = [];
  const list: unknown[] = Array.isArray(rows) ? rows : [];

  list.forEach((rawRow, row) => {
    const cells: unknown[] = Array.isArray(rawRow) ? rawRow : [rawRow];
    if (fields.every((f, c) => isBlankCell(cells[c]) || (f.kind === 'checkbox' && unticked(cells[c])))) return;
    const r = blankRegistrant(row);
    fields.forEach((field, c) =>
      readCell(game, field, cells[c], r, (severity, code, params = {}) =>
        problems.push({ severity, code, params, row, field: field.key }),
      ),
    );
    registrants.push(r);
  });
  return { registrants, problems };
}

/**
 * The futsal teams list (columns: team, strength order, organisation, the day of the application). Fully empty rows are
 * skipped; an unreadable strength is an error and reads as null (no strength).
 */
export function readTeams(rows: unknown[][]): { teams: TeamEntry[]; problems: Problem[] } {
  const teams: TeamEntry[] = [];
  const problems: Problem[] = [];
  (Array.isArray(rows) ? (rows as unknown[]) : []).forEach((rawRow, row) => {
    const cells: unknown[] = Array.isArray(rawRow) ? rawRow : [rawRow];
    const [teamCell, strengthCell, organisationCell, appliedCell, admissionCell] = cells;
    if ([teamCell, strengthCell, organisationCell, appliedCell, admissionCell].every(isBlankCell)) return;
    const team = isBlankCell(teamCell) ? '' : text(teamCell);
    if (team === null)
      problems.push({ severity: 'error', code: 'regNotText', params: { found: teamCell }, row, field: 'teams.team' });
    else if (team === '')
      problems.push({
        severity: 'error',
        code: 'regRequired',
        params: { article: 8, item: 3 },
        row,
        field: 'teams.team',
      });
    else for (const p of nameCellProblems(teamCell, team)) problems.push({ ...p, row, field: 'teams.team' });
    let strength: number | null = null;
    if (!isBlankCell(strengthCell)) {
      const parsed = optionalNumber.safeParse(strengthCell);
      const n = parsed.success ? parsed.data : null;
      if (n !== null && Number.isInteger(n) && n >= 1) strength = n;
      else
        problems.push({
          severity: 'error',
          code: 'regBadStrength',
          params: { found: strengthCell },
          row,
          field: 'teams.strength',
        });
    }
    let organisation = '';
    if (!isBlankCell(organisationCell)) {
      const t = text(organisationCell);
      if (t === null)
        problems.push({
          severity: 'error',
          code: 'regNotText',
          params: { found: organisationCell },
          row,
          field: 'teams.organisation',
        });
      else {
        organisation = t;
        for (const p of nameCellProblems(organisationCell, t))
          problems.push({ ...p, row, field: 'teams.organisation' });
      }
    }
    const applied = isBlankCell(appliedCell) ? null : parseDate(appliedCell);
    if (applied === undefined)
      problems.push({
        severity: 'error',
        code: 'regBadDate',
        params: { found: appliedCell, entry: row + 1 },
        row,
        field: 'teams.applied',
      });
    let admission: Admission | null = null;
    if (admissionCell === true)
      admission = 'admitted'; // a tick pasted into the column: yes
    else if (!isBlankCell(admissionCell)) {
      admission = admissionOf(text(admissionCell) ?? '') ?? null;
      if (admission === null)
        problems.push({
          severity: 'error',
          code: 'regBadAdmission',
          params: { found: admissionCell },
          row,
          field: 'teams.admission',
        });
    }
    teams.push({ team: team ?? '', strength, organisation, row, applied: applied ?? null, admission });
  });
  return { teams, problems };
}

// ---- the list ----------------------------------------------------------------------------

/**
 * Every problem of a registration list as a whole (the cells are `readRegistration`'s):
 * errors block generation, warnings are for the committee to look at.
 * `teams` is the futsal teams list (ignored for the other games).
 */
export function checkRegistration(
  game: GameId,
  registrants: Registrant[],
  settings: Settings,
  teams?: TeamEntry[],
): Problem[] {
  const problems: Problem[] = [];
  checkDuplicates(game, registrants, problems);
  if (game === 'futsal') checkFutsal(registrants, settings, teams ?? [], problems);
  else checkIndividual(game, registrants, settings, problems);
  checkApplicationDates(game, registrants, teams ?? [], settings, problems);
  return problems;
}
