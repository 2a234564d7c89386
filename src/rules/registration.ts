/**
 * The registration sheets and their CHECK action (SPEC §4; Art. 6, Art. 9 item 4, Art. 12 item 4,
 * Art. 15 item 4).
 *
 * `readRegistration` reads the rows of a registration sheet cell by cell (cell problems: a
 * missing required field, a level that is not 1–5, a malformed e-mail or phone, ...);
 * `checkRegistration` checks the list as a whole against the settings (quotas, committee picks,
 * duplicates, futsal rosters and the teams' strength order, enough players for the groups).
 * Neither throws; every problem is reported, each with its row and field.
 */
import { flag, optionalName, optionalNumber } from '../functions/cells';
import type { Text } from '../i18n/messages';
import type { Params } from './errors';
import { cleanName, describeLookAlikes, exactKey, hiddenCharacters, lookAlikeLetters, MAX_NAME_LENGTH, nameKey, nameProblem, type NameProblem } from './names';
import type { Problem, Settings } from './settings';
import { tableSizes } from './tables';

export type GameId = 'futsal' | 'billiards' | 'backgammon' | 'preference';

export type FieldKey = 'team' | 'role' | 'surname' | 'name' | 'patronymic' | 'employer' | 'level' | 'email' | 'phone' | 'pick';

export interface Field {
  key: FieldKey;
  kind: 'text' | 'role' | 'level' | 'email' | 'phone' | 'checkbox';
  required: boolean;
  /** Column header in the tournament language. */
  label: Text;
}

export type Role = 'main' | 'substitute';

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
  /** Chosen by the committee itself (Art. 9 item 2, Art. 12 item 2, Art. 15 item 2). */
  pick: boolean;
  team?: string;
  role?: Role;
}

/** One row of the futsal teams list: the committee's strength order, 1 = strongest (Art. 8 item 3). */
export interface TeamEntry {
  team: string;
  strength: number | null;
  /** 0-based data row of the teams list. */
  row: number;
}

// ---- fields ------------------------------------------------------------------------------

const LABELS: Record<FieldKey, Text> = {
  team: { en: 'Team', ru: 'Команда', kk: 'Команда' },
  role: { en: 'Roster (main / substitute)', ru: 'Состав (основной / запасной)', kk: 'Құрам (негізгі / қосалқы)' },
  surname: { en: 'Surname', ru: 'Фамилия', kk: 'Тегі' },
  name: { en: 'Name', ru: 'Имя', kk: 'Аты' },
  patronymic: { en: 'Patronymic (if any)', ru: 'Отчество (при наличии)', kk: 'Әкесінің аты (бар болса)' },
  employer: { en: 'Employer', ru: 'Место работы', kk: 'Жұмыс орны' },
  level: { en: 'Level, 1–5 (self-assessed)', ru: 'Уровень мастерства, 1–5 (самооценка)', kk: 'Шеберлік деңгейі, 1–5 (өз бағасы)' },
  email: { en: 'E-mail', ru: 'Электронная почта', kk: 'Электрондық пошта' },
  phone: { en: 'Contact phone', ru: 'Контактный телефон', kk: 'Байланыс телефоны' },
  pick: { en: 'Chosen by the committee', ru: 'Определён Оргкомитетом', kk: 'Ұйымкомитет анықтаған' },
};

function f(key: FieldKey, kind: Field['kind'], required: boolean): Field {
  return { key, kind, required, label: LABELS[key] };
}

const PERSON = [f('surname', 'text', true), f('name', 'text', true), f('patronymic', 'text', false), f('employer', 'text', true)];

/** The columns of each registration sheet, in order. */
export const REGISTRATION_FIELDS: Record<GameId, Field[]> = {
  // Art. 6 item 2: names, patronymic if any, employer; contacts are not required for a team.
  futsal: [f('team', 'text', true), f('role', 'role', true), ...PERSON, f('email', 'email', false), f('phone', 'phone', false)],
  // Art. 9 item 4: names, employer, level, e-mail, phone.
  billiards: [...PERSON, f('level', 'level', true), f('email', 'email', true), f('phone', 'phone', true), f('pick', 'checkbox', false)],
  // Art. 12 item 4, Art. 15 item 4: names, employer, e-mail, phone.
  backgammon: [...PERSON, f('email', 'email', true), f('phone', 'phone', true), f('pick', 'checkbox', false)],
  preference: [...PERSON, f('email', 'email', true), f('phone', 'phone', true), f('pick', 'checkbox', false)],
};

/** The columns of the futsal teams list. */
export const TEAM_LIST_FIELDS: readonly { key: 'team' | 'strength'; label: Text }[] = [
  { key: 'team', label: LABELS.team },
  { key: 'strength', label: { en: 'Strength order (1 = strongest)', ru: 'Порядок силы (1 — сильнейшая)', kk: 'Күш реті (1 — ең күштісі)' } },
];

/** The words written in the role column (the dropdown offers the tournament language's). */
export const ROLE_WORDS: Record<Role, Text> = {
  main: { en: 'main', ru: 'основной', kk: 'негізгі' },
  substitute: { en: 'substitute', ru: 'запасной', kk: 'қосалқы' },
};

const ROLE_READ: Record<Role, readonly string[]> = {
  main: ['main', 'm', 'основной', 'основной состав', 'осн', 'осн.', 'о', 'негізгі', 'негізгі құрам'],
  substitute: ['substitute', 'sub', 'reserve', 's', 'запасной', 'запасной игрок', 'зап', 'зап.', 'запас', 'з', 'қосалқы', 'қосалқы ойыншы'],
};

/** Art. N item M that lists the application's data, for the "required" message. */
const REQUIRED_BY: Record<GameId, { article: number; item: number }> = {
  futsal: { article: 6, item: 2 },
  billiards: { article: 9, item: 4 },
  backgammon: { article: 12, item: 4 },
  preference: { article: 15, item: 4 },
};

/** Art. N item 2 that sets the number of participants and committee picks. */
const QUOTA_ARTICLE: Record<Exclude<GameId, 'futsal'>, number> = { billiards: 9, backgammon: 12, preference: 15 };

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
export function nameCellProblems(raw: unknown, name: string): { severity: Problem['severity']; code: Problem['code']; params: Params }[] {
  const out: { severity: Problem['severity']; code: Problem['code']; params: Params }[] = [];
  const why = nameProblem(name);
  if (why) out.push({ severity: 'error', code: NAME_PROBLEM_CODES[why], params: { found: name, length: [...name].length, max: MAX_NAME_LENGTH } });
  else if (formulaLike(name)) out.push({ severity: 'warning', code: 'regFormulaLike', params: { found: name } });
  const hidden = typeof raw === 'string' ? hiddenCharacters(raw) : [];
  if (hidden.length > 0) out.push({ severity: 'warning', code: 'regInvisibleChars', params: { found: raw, chars: hidden.join(', '), name } });
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
export function readRegistration(game: GameId, rows: unknown[][]): { registrants: Registrant[]; problems: Problem[] } {
  const fields = REGISTRATION_FIELDS[game];
  const registrants: Registrant[] = [];
  const problems: Problem[] = [];
  const list: unknown[] = Array.isArray(rows) ? rows : [];

  list.forEach((rawRow, row) => {
    const cells: unknown[] = Array.isArray(rawRow) ? rawRow : [rawRow];
    if (fields.every((_, c) => isBlankCell(cells[c]))) return;
    const problem = (field: FieldKey, severity: Problem['severity'], code: Problem['code'], params: Params = {}): void => {
      problems.push({ severity, code, params, row, field });
    };
    const r: Registrant = { row, surname: '', name: '', patronymic: '', employer: '', level: null, email: '', phone: '', pick: false };

    fields.forEach((field, c) => {
      const cell = cells[c];
      if (field.kind === 'checkbox') {
        const parsed = flag.safeParse(cell);
        if (parsed.success) r.pick = parsed.data;
        else problem(field.key, 'error', 'notBoolean', { found: cell });
        return;
      }
      if (isBlankCell(cell)) {
        if (field.required) problem(field.key, 'error', 'regRequired', { ...REQUIRED_BY[game] });
        if (field.key === 'team') r.team = '';
        return;
      }
      if (field.kind === 'level') {
        r.level = levelOf(cell);
        if (r.level === null) problem(field.key, 'error', 'regBadLevel', { found: cell });
        return;
      }
      const t = text(cell);
      if (t === '') {
        // Nothing visible (e.g. only a zero-width space): as empty.
        if (field.required) problem(field.key, 'error', 'regRequired', { ...REQUIRED_BY[game] });
        if (field.key === 'team') r.team = '';
        return;
      }
      if (t === null) {
        problem(field.key, 'error', 'regNotText', { found: cell });
        if (field.key === 'team') r.team = '';
        return;
      }
      switch (field.kind) {
        case 'role': {
          const role = roleOf(t);
          if (role) r.role = role;
          else problem(field.key, 'error', 'regBadRole', { found: cell });
          return;
        }
        case 'email':
          if (!isEmail(t)) problem(field.key, 'warning', 'regBadEmail', { found: cell });
          break;
        case 'phone':
          if (!isPhone(t)) problem(field.key, 'warning', 'regBadPhone', { found: cell });
          break;
        default:
          if (NAME_FIELDS.has(field.key)) for (const p of nameCellProblems(cell, t)) problem(field.key, p.severity, p.code, p.params);
      }
      (r as unknown as Record<string, string>)[field.key] = t;
    });
    registrants.push(r);
  });
  return { registrants, problems };
}

/**
 * The futsal teams list (columns: team, strength order). Fully empty rows are skipped; an
 * unreadable strength is an error and reads as null (no strength).
 */
export function readTeams(rows: unknown[][]): { teams: TeamEntry[]; problems: Problem[] } {
  const teams: TeamEntry[] = [];
  const problems: Problem[] = [];
  (Array.isArray(rows) ? (rows as unknown[]) : []).forEach((rawRow, row) => {
    const cells: unknown[] = Array.isArray(rawRow) ? rawRow : [rawRow];
    const [teamCell, strengthCell] = cells;
    if (isBlankCell(teamCell) && isBlankCell(strengthCell)) return;
    const team = isBlankCell(teamCell) ? '' : text(teamCell);
    if (team === null) problems.push({ severity: 'error', code: 'regNotText', params: { found: teamCell }, row, field: 'teams.team' });
    else if (team === '') problems.push({ severity: 'error', code: 'regRequired', params: { article: 8, item: 3 }, row, field: 'teams.team' });
    else for (const p of nameCellProblems(teamCell, team)) problems.push({ ...p, row, field: 'teams.team' });
    let strength: number | null = null;
    if (!isBlankCell(strengthCell)) {
      const parsed = optionalNumber.safeParse(strengthCell);
      const n = parsed.success ? parsed.data : null;
      if (n !== null && Number.isInteger(n) && n >= 1) strength = n;
      else problems.push({ severity: 'error', code: 'regBadStrength', params: { found: strengthCell }, row, field: 'teams.strength' });
    }
    teams.push({ team: team ?? '', strength, row });
  });
  return { teams, problems };
}

// ---- names -------------------------------------------------------------------------------

type Named = Pick<Registrant, 'surname' | 'name' | 'patronymic'>;

/** "Surname Name Patronymic" as the sheets write it (`cleanName`). */
export function fullName(r: Named): string {
  return cleanName(`${r.surname} ${r.name} ${r.patronymic}`);
}

/** "Surname Name" as the sheets write it. */
function shortName(r: Named): string {
  return cleanName(`${r.surname} ${r.name}`);
}

/** The same full name: surname, name and patronymic under `nameKey` (look-alike letters, case, spaces, invisible characters ignored). */
export function personKey(r: Named): string {
  return nameKey(fullName(r));
}

/** An e-mail compared as typed but for case, spaces and invisible characters. */
function emailKey(r: Pick<Registrant, 'email'>): string {
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
interface PersonKeys {
  person: string;
  employer: string;
  email: string;
}

function keysOf(r: Registrant): PersonKeys {
  return { person: personKey(r), employer: nameKey(r.employer), email: emailKey(r) };
}

function sameKeys(a: PersonKeys, b: PersonKeys): boolean {
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
  for (let changed = true; changed; ) {
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

// ---- the list check ----------------------------------------------------------------------

/** The look-alike letters of two names for a message ("К (U+041A) / K (U+004B)"). */
function letters(a: string, b: string): string {
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
function checkDuplicates(game: GameId, registrants: readonly Registrant[], problems: Problem[]): void {
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
        problems.push({ severity: 'error', code: 'regLookAlikePerson', params: { name, other, entry: r.row + 1, first: first.row + 1, letters: letters(name, other) }, row: r.row, field: 'surname' });
      } else if (game === 'futsal' && nameKey(first.team ?? '') !== nameKey(r.team ?? '')) {
        problems.push({ severity: 'error', code: 'regTwoTeams', params: { name, team: r.team ?? '', other: first.team ?? '', first: first.row + 1 }, row: r.row, field: 'surname' });
      } else {
        problems.push({ severity: 'error', code: 'regDuplicatePerson', params: { name, first: first.row + 1 }, row: r.row, field: 'surname' });
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
          problems.push({ severity: 'warning', code: 'regLookAlikeName', params: { ...params, letters: letters(name, other) }, row: r.row, field: 'surname' });
        } else problems.push({ severity: 'warning', code: 'regSameName', params, row: r.row, field: 'surname' });
      }
    }

    // One e-mail for two people with different full names (the same name and e-mail is the same
    // person, reported once, above).
    const sameEmail = mine.email === '' ? undefined : earlier((k) => k.email === mine.email);
    if (sameEmail && personKey(sameEmail) !== mine.person) {
      problems.push({ severity: 'error', code: 'regDuplicateEmail', params: { email: r.email, first: sameEmail.row + 1 }, row: r.row, field: 'email' });
    }
  });
}

/** Enough participants to fill the groups, and not more than they hold. */
function checkGroupFit(count: number, groups: number, minSize: number, maxSize: number, quota: number, problems: Problem[]): void {
  if (count < groups * minSize) {
    problems.push({ severity: 'error', code: 'regTooFewForGroups', params: { found: count, needed: groups * minSize, groups, size: minSize } });
  } else if (count > groups * maxSize && !(count > quota && groups * maxSize >= quota)) {
    // (Over a quota the groups can hold, the quota error alone says it.)
    problems.push({ severity: 'error', code: 'regTooManyForGroups', params: { found: count, max: groups * maxSize, groups, size: maxSize } });
  }
}

function checkIndividual(game: Exclude<GameId, 'futsal'>, registrants: readonly Registrant[], settings: Settings, problems: Problem[]): void {
  const s = settings[game];
  const article = QUOTA_ARTICLE[game];
  const count = registrants.length;
  const over = registrants[s.maxPlayers];
  if (over) problems.push({ severity: 'error', code: 'regOverQuota', params: { found: count, max: s.maxPlayers, article }, row: over.row });

  const picks = registrants.filter((r) => r.pick);
  const overPick = picks[s.committeePicks];
  if (overPick) {
    problems.push({ severity: 'error', code: 'regTooManyPicks', params: { found: picks.length, max: s.committeePicks, article }, row: overPick.row, field: 'pick' });
  }

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
    checkGroupFit(count, g.groups, g.minGroupSize, g.maxGroupSize, g.maxPlayers, problems);
  }
}

function checkFutsal(registrants: readonly Registrant[], settings: Settings, teamList: readonly TeamEntry[], problems: Problem[]): void {
  const s = settings.futsal;

  // Teams: those of the list, and those players name; a team is known by its nameKey.
  const listed = new Map<string, TeamEntry>();
  const strengths = new Map<number, TeamEntry>();
  for (const t of teamList) {
    const key = nameKey(t.team);
    if (!key) continue;
    const first = listed.get(key);
    if (first) {
      // A team is known by its nameKey: a look-alike spelling is the same team listed twice.
      if (exactKey(first.team) === exactKey(t.team)) {
        problems.push({ severity: 'error', code: 'regDuplicateTeam', params: { team: t.team, first: first.row + 1 }, row: t.row, field: 'teams.team' });
      } else {
        problems.push({
          severity: 'error',
          code: 'regLookAlikeTeam',
          params: { team: t.team, other: first.team, entry: t.row + 1, first: first.row + 1, letters: letters(t.team, first.team) },
          row: t.row,
          field: 'teams.team',
        });
      }
      continue;
    }
    listed.set(key, t);
    if (t.strength === null) continue;
    const same = strengths.get(t.strength);
    if (same) {
      problems.push({ severity: 'error', code: 'regSameStrength', params: { team: t.team, other: same.team, strength: t.strength }, row: t.row, field: 'teams.strength' });
    } else strengths.set(t.strength, t);
  }

  const rosters = new Map<string, Registrant[]>();
  for (const r of registrants) {
    const key = nameKey(r.team ?? '');
    if (!key) continue;
    rosters.set(key, [...(rosters.get(key) ?? []), r]);
  }

  for (const [key, roster] of rosters) {
    const team = (roster[0] as Registrant).team as string;
    const entry = listed.get(key);
    if (!entry) {
      problems.push({ severity: 'error', code: 'regNoStrength', params: { team }, row: (roster[0] as Registrant).row, field: 'team' });
    }
    const over = roster[s.maxRoster];
    if (over) problems.push({ severity: 'error', code: 'regRosterTooBig', params: { team, found: roster.length, max: s.maxRoster }, row: over.row, field: 'team' });
    const main = roster.filter((r) => r.role === 'main');
    const overMain = main[s.maxMain];
    if (overMain) {
      problems.push({ severity: 'error', code: 'regTooManyMain', params: { team, found: main.length, max: s.maxMain }, row: overMain.row, field: 'role' });
    } else if (main.length < s.maxMain) {
      problems.push({ severity: 'warning', code: 'regFewMain', params: { team, found: main.length, needed: s.maxMain }, row: (roster[0] as Registrant).row, field: 'role' });
    }
    // Art. 6 item 1: 5 main and 5 substitutes — a short main roster does not make room for more substitutes.
    const maxSubstitutes = Math.max(0, s.maxRoster - s.maxMain);
    const substitutes = roster.filter((r) => r.role === 'substitute');
    const overSub = substitutes[maxSubstitutes];
    if (overSub) {
      problems.push({ severity: 'error', code: 'regTooManySubstitutes', params: { team, found: substitutes.length, max: maxSubstitutes }, row: overSub.row, field: 'role' });
    }
  }
  for (const [key, entry] of listed) {
    if (entry.strength === null) problems.push({ severity: 'error', code: 'regNoStrength', params: { team: entry.team }, row: entry.row, field: 'teams.strength' });
    if (!rosters.has(key)) problems.push({ severity: 'warning', code: 'regTeamNoPlayers', params: { team: entry.team }, row: entry.row, field: 'teams.team' });
  }

  const count = new Set([...listed.keys(), ...rosters.keys()]).size;
  if (count < s.minTeams) problems.push({ severity: 'error', code: 'regTooFewTeams', params: { found: count, min: s.minTeams } });
  else if (count > s.maxTeams) problems.push({ severity: 'error', code: 'regTooManyTeams', params: { found: count, max: s.maxTeams } });
  else checkGroupFit(count, s.groups, s.minGroupSize, s.maxGroupSize, s.maxTeams, problems);
}

/**
 * Every problem of a registration list as a whole (the cells are `readRegistration`'s):
 * errors block generation, warnings are for the committee to look at.
 * `teams` is the futsal teams list (ignored for the other games).
 */
export function checkRegistration(game: GameId, registrants: Registrant[], settings: Settings, teams?: TeamEntry[]): Problem[] {
  const problems: Problem[] = [];
  checkDuplicates(game, registrants, problems);
  if (game === 'futsal') checkFutsal(registrants, settings, teams ?? [], problems);
  else checkIndividual(game, registrants, settings, problems);
  return problems;
}
