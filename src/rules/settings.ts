/**
 * The settings sheet: every number of the tournament formats (SPEC §4) that the committee may
 * change (Art. 2 item 2; Art. 9 item 2, Art. 12 item 2, Art. 15 item 2 para 2), at the rules'
 * own defaults, and the reading of the sheet back into `Settings`.
 *
 * Reading never throws: an empty cell takes the default, a value that cannot be read (or is out
 * of its range) is a problem naming its key and takes the default, and the values are then
 * checked against each other (min ≤ max, the groups a format needs, ...). Cross-checks that
 * involve a value which could not be read are skipped, so one typo is reported once.
 */
import * as z from 'zod/mini';
import { flag, optionalName, optionalNumber } from './cells';
import type { MessageCode } from '../i18n/messages';
import type { Lang } from '../i18n/types';
import type { Params } from './errors';
import { LATE_BY_RULE } from './noShows';
import { MISSED_TOUR_POINTS } from './rating';
import { SETTING_KEYS } from './settingKeys';
import { CALENDAR_DEFAULTS, DAY_BOUNDS } from './calendarSettings';
import type {
  KnockoutFormat,
  Problem,
  Settings,
  SettingKey,
  SettingSpec,
  SettingValue,
  Section,
  GeneralKey,
} from './settingTypes';

export type {
  BackgammonSettings,
  BilliardsSettings,
  FutsalSettings,
  GeneralKey,
  KnockoutFormat,
  PreferenceSettings,
  Problem,
  Section,
  Settings,
  SettingKey,
  SettingSpec,
  SettingValue,
} from './settingTypes';
import { formatDate, formatTime, parseDate, parseTime } from './dates';
import { qrCapacity, utf8 } from './qr';

/** Groups a play-off format takes the top two of (A1–H2 ... for net32, A1–B2 ... for qf8). */
export const FORMAT_GROUPS: Record<KnockoutFormat, number> = { net32: 8, qf8: 4, sf4: 2 };

export { SETTING_KEYS };

/** The rules' own numbers. */
export const DEFAULT_SETTINGS: Settings = {
  lang: 'ru',
  committee: [],
  noticeDays: CALENDAR_DEFAULTS.noticeDays,
  boardUrl: '',
  futsal: {
    minTeams: 6,
    maxTeams: 8,
    groups: 2,
    minGroupSize: 3,
    maxGroupSize: 4,
    maxRoster: 10,
    maxMain: 5,
    halfMinutes: 20,
    halves: 2,
    lateMinutes: 15,
    format: 'sf4',
    ...CALENDAR_DEFAULTS.futsal,
  },
  billiards: {
    maxPlayers: 64,
    committeePicks: 12,
    groups: 8,
    minGroupSize: 4,
    maxGroupSize: 8,
    partiesToWin: 2,
    abridged: false,
    seedLevel: 5,
    format: 'net32',
    lateMinutes: LATE_BY_RULE.billiards.minutes,
    ...CALENDAR_DEFAULTS.billiards,
  },
  backgammon: {
    maxPlayers: 24,
    committeePicks: 8,
    groups: 4,
    minGroupSize: 4,
    maxGroupSize: 6,
    pointsToWin: 3,
    format: 'qf8',
    lateMinutes: LATE_BY_RULE.backgammon.minutes,
    ...CALENDAR_DEFAULTS.backgammon,
  },
  preference: {
    maxPlayers: 64,
    committeePicks: 15,
    tours: 7,
    pool: 120,
    finalPool: 200,
    tourMinutes: 90,
    finalTable: 4,
    missedTourPoints: -8,
    lateMinutes: LATE_BY_RULE.preference.minutes,
    ...CALENDAR_DEFAULTS.preference,
  },
};

/** BG_MATCH_POINTS and GROUP_RANK play a backgammon match to 3 points (SPEC §3, Art. 14 item 2). */
const BG_FUNCTIONS_POINTS = 3;

// ---- access by key -----------------------------------------------------------------------

type Leaves = Record<string, SettingValue>;

function split(key: Exclude<SettingKey, GeneralKey>): [Section, string] {
  return key.split('.') as [Section, string];
}

/** The value of one setting (a time: minutes after midnight; a date: "YYYY-MM-DD" or ""). */
export function settingValue(settings: Settings, key: SettingKey): SettingValue {
  if (key === 'lang') return settings.lang;
  if (key === 'committee') return settings.committee.join(', ');
  if (key === 'noticeDays') return settings.noticeDays;
  if (key === 'boardUrl') return settings.boardUrl;
  const [section, name] = split(key);
  return (settings[section] as unknown as Leaves)[name] as SettingValue;
}

/** The value as the settings sheet shows it: a time as "10:00", a date as "24.11.2026" ("" when not set). */
export function shownSetting(settings: Settings, spec: Pick<SettingSpec, 'key' | 'kind'>): SettingValue {
  const v = settingValue(settings, spec.key);
  if (spec.kind === 'time') return formatTime(v as number);
  if (spec.kind === 'date') return v === '' ? '' : formatDate(v as string);
  return v;
}

function setValue(settings: Settings, key: SettingKey, value: SettingValue): void {
  if (key === 'lang') settings.lang = value as Lang;
  else if (key === 'committee') settings.committee = emailList(String(value));
  else if (key === 'noticeDays') settings.noticeDays = value as number;
  else if (key === 'boardUrl') settings.boardUrl = String(value);
  else {
    const [section, name] = split(key);
    (settings[section] as unknown as Leaves)[name] = value;
  }
}

function num(settings: Settings, key: SettingKey): number {
  return settingValue(settings, key) as number;
}

/** A fresh copy of the defaults (no object shared with DEFAULT_SETTINGS). */
export function defaultSettings(): Settings {
  return {
    lang: DEFAULT_SETTINGS.lang,
    committee: [...DEFAULT_SETTINGS.committee],
    noticeDays: DEFAULT_SETTINGS.noticeDays,
    boardUrl: DEFAULT_SETTINGS.boardUrl,
    futsal: { ...DEFAULT_SETTINGS.futsal },
    billiards: { ...DEFAULT_SETTINGS.billiards },
    backgammon: { ...DEFAULT_SETTINGS.backgammon },
    preference: { ...DEFAULT_SETTINGS.preference },
  };
}

// ---- reading one value -------------------------------------------------------------------

const LANG_WORDS: Record<Lang, readonly string[]> = {
  ru: ['ru', 'рус', 'русский', 'орысша', 'орыс тілі', 'russian'],
  kk: ['kk', 'kz', 'қаз', 'қазақша', 'қазақ тілі', 'казахский', 'kazakh'],
  en: ['en', 'eng', 'english', 'английский', 'ағылшынша', 'ағылшын тілі'],
};

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

/** A list of e-mails typed in one cell, separated by commas, semicolons or spaces. */
export function emailList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

const SIMPLE_EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]+$/;

/** The longest text setting (a venue with its address). */
const MAX_TEXT = 200;

/** An https address with a host that has a dot, and no space or control character. */
export function isBoardUrl(text: string): boolean {
  if (!/^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#][^\s]*)?$/i.test(text)) return false;
  return [...text].every((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f);
}

type Read = { ok: true; value: SettingValue } | { ok: false; code: MessageCode; params: Params };

/** A cell of the sheet as one of our cell kinds reads it (numeric text, ИСТИНА/ЛОЖЬ …), or `failed`. */
function through<T>(kind: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, failed: T) {
  return z.transform((cell: unknown) => {
    const parsed = kind.safeParse(cell);
    return parsed.success ? parsed.data : failed;
  });
}

/** A schema's refusal: the message code (the key and the cell are added by `readValue`) and its parameters. */
const refused = (code: MessageCode, params: Params = {}) => ({ error: () => JSON.stringify([code, params]) });

/**
 * The schema of one setting's cell (zod): what the committee may type in its row, the value it
 * gives, and the message of a value that does not fit — the same messages, naming the key and the
 * value typed, as the settings sheet has always shown.
 */
function cellSchema(spec: SettingSpec): z.ZodMiniType<SettingValue> {
  switch (spec.kind) {
    case 'int': {
      const range = { min: spec.min ?? -Infinity, max: spec.max ?? Infinity };
      return z.pipe(
        through(optionalNumber, null),
        z.int(refused('setNotWhole')).check(
          z.gte(range.min, refused('setOutOfRange', range)),
          z.lte(range.max, refused('setOutOfRange', range)),
          z.overwrite((n) => n + 0), // −0 is 0
        ),
      );
    }
    case 'bool':
      return z.pipe(through(flag, null), z.boolean(refused('setNotBoolean')));
    case 'emails':
      return z.pipe(
        through(optionalName, null),
        z.pipe(
          z.string(refused('setBadEmails')),
          z.pipe(
            z.transform(emailList),
            z.pipe(
              z.array(z.string().check(z.regex(SIMPLE_EMAIL, refused('setBadEmails', { wrong: true })))),
              z.transform((list: string[]) => list.join(', ')),
            ),
          ),
        ),
      );
    case 'date':
      return z.pipe(z.transform(parseDate), z.string(refused('setBadDate')));
    case 'time':
      return z.pipe(z.transform(parseTime), z.number(refused('setBadTime')));
    case 'text':
      // A place, an address: any text of reasonable length (a number typed there is its text).
      return z.pipe(
        z.union([z.string(), z.number()], refused('setBadText', { max: MAX_TEXT })),
        z.pipe(
          z.transform((v: string | number) =>
            String(v)
              .replace(/[\s\u00a0]+/g, ' ')
              .trim(),
          ),
          z.string().check(z.maxLength(MAX_TEXT, refused('setBadText', { max: MAX_TEXT }))),
        ),
      );
    case 'url':
      // The published board's address (issue 25 item 2): https only, no spaces, a host with a dot.
      return z.pipe(
        z.union([z.string(), z.number()], refused('setBadUrl')),
        z.pipe(
          z.transform((v: string | number) => String(v).trim()),
          z.string().check(
            // No longer than a QR code holds (./qr.ts), its only use.
            z.refine((v) => v === '' || (isBoardUrl(v) && utf8(v).length <= qrCapacity()), refused('setBadUrl')),
          ),
        ),
      );
    case 'choice':
    case 'lang': {
      const choices = spec.choices ?? [];
      const word = z.pipe(
        through(optionalName, null),
        z.string(refused('setBadChoice', { choices: choices.join(', ') })),
      );
      const pick = (text: string): string | undefined =>
        spec.kind === 'lang'
          ? (Object.keys(LANG_WORDS) as Lang[]).find((lang) => LANG_WORDS[lang].includes(text.toLowerCase()))
          : choices.find((c) => c.toLowerCase() === text.toLowerCase());
      return z.pipe(
        word,
        z.pipe(z.transform(pick), z.string(refused('setBadChoice', { choices: choices.join(', ') }))),
      );
    }
  }
}

const schemas = new Map<SettingKey, z.ZodMiniType<SettingValue>>();

function readValue(spec: SettingSpec, cell: unknown): Read {
  let schema = schemas.get(spec.key);
  if (!schema) schemas.set(spec.key, (schema = cellSchema(spec)));
  const r = schema.safeParse(cell);
  if (r.success) return { ok: true, value: r.data };
  const issue = r.error.issues[0] as z.core.$ZodIssue;
  const [code, params] = JSON.parse(issue.message) as [MessageCode, Params & { wrong?: boolean }];
  // A list of e-mails names the one that is wrong; every other refusal the value typed.
  const typed = optionalName.safeParse(cell);
  const list = typed.success && typed.data !== null ? emailList(typed.data) : [];
  const found = params.wrong ? list[issue.path[0] as number] : cell;
  const { wrong: _, ...rest } = params;
  return { ok: false, code, params: { key: spec.key, ...rest, found } };
}

// ---- cross-checks ------------------------------------------------------------------------

/** [lower, upper]: the first may not exceed the second. */
const NOT_ABOVE: readonly (readonly [SettingKey, SettingKey])[] = [
  ['futsal.minTeams', 'futsal.maxTeams'],
  ['futsal.minGroupSize', 'futsal.maxGroupSize'],
  ['futsal.maxMain', 'futsal.maxRoster'],
  ['billiards.minGroupSize', 'billiards.maxGroupSize'],
  ['billiards.committeePicks', 'billiards.maxPlayers'],
  ['backgammon.minGroupSize', 'backgammon.maxGroupSize'],
  ['backgammon.committeePicks', 'backgammon.maxPlayers'],
  ['preference.committeePicks', 'preference.maxPlayers'],
  ['preference.pool', 'preference.finalPool'],
  ['preference.finalTable', 'preference.maxPlayers'],
];

/** [groups, minimum group size, maximum participants]: the smallest groups must fit the field. */
const GROUPS_FIT: readonly (readonly [SettingKey, SettingKey, SettingKey])[] = [
  ['futsal.groups', 'futsal.minGroupSize', 'futsal.maxTeams'],
  ['billiards.groups', 'billiards.minGroupSize', 'billiards.maxPlayers'],
  ['backgammon.groups', 'backgammon.minGroupSize', 'backgammon.maxPlayers'],
];

/** [format, groups]: a play-off format takes the top two of a fixed number of groups. */
const FORMAT_FIT: readonly (readonly [SettingKey, SettingKey])[] = [
  ['futsal.format', 'futsal.groups'],
  ['billiards.format', 'billiards.groups'],
  ['backgammon.format', 'backgammon.groups'],
];

function crossCheck(s: Settings, bad: ReadonlySet<SettingKey>): Problem[] {
  const problems: Problem[] = [];
  const usable = (...keys: SettingKey[]): boolean => keys.every((k) => !bad.has(k));
  const error = (key: SettingKey, code: MessageCode, params: Params): void => {
    problems.push({ severity: 'error', code, params: { key, ...params }, field: key });
  };

  for (const [lower, upper] of NOT_ABOVE) {
    if (usable(lower, upper) && num(s, lower) > num(s, upper)) {
      error(lower, 'setNotAbove', { value: num(s, lower), other: upper, otherValue: num(s, upper) });
    }
  }
  for (const [groupsKey, sizeKey, maxKey] of GROUPS_FIT) {
    const groups = num(s, groupsKey);
    const size = num(s, sizeKey);
    if (usable(groupsKey, sizeKey, maxKey) && groups * size > num(s, maxKey)) {
      error(groupsKey, 'setGroupsTooBig', { groups, size, needed: groups * size, other: maxKey, max: num(s, maxKey) });
    }
  }
  for (const [formatKey, groupsKey] of FORMAT_FIT) {
    const format = settingValue(s, formatKey) as KnockoutFormat;
    const needed = FORMAT_GROUPS[format];
    if (usable(formatKey, groupsKey) && num(s, groupsKey) !== needed) {
      error(formatKey, 'setFormatGroups', { format, needed, other: groupsKey, groups: num(s, groupsKey) });
    }
  }
  // A futsal match by the clock cannot be shorter than its halves of clean time and the breaks (Art. 8 item 2).
  const f = s.futsal;
  const clean = f.halves * f.halfMinutes + (f.halves - 1) * f.breakMinutes;
  if (
    usable('futsal.matchMinutes', 'futsal.halves', 'futsal.halfMinutes', 'futsal.breakMinutes') &&
    f.matchMinutes < clean
  )
    error('futsal.matchMinutes', 'setMatchShorterThanPlay', {
      value: f.matchMinutes,
      halves: f.halves,
      half: f.halfMinutes,
      pause: f.breakMinutes,
      clean,
    });
  for (const [startKey, endKey] of DAY_BOUNDS) {
    const start = num(s, startKey);
    const end = num(s, endKey);
    if (usable(startKey, endKey) && end <= start)
      error(endKey, 'setDayEnds', { start: formatTime(start), end: formatTime(end), other: startKey });
  }
  if (usable('backgammon.pointsToWin') && s.backgammon.pointsToWin !== BG_FUNCTIONS_POINTS) {
    problems.push({
      severity: 'warning',
      code: 'setBgPointsFixed',
      params: { key: 'backgammon.pointsToWin', value: s.backgammon.pointsToWin, fixed: BG_FUNCTIONS_POINTS },
      field: 'backgammon.pointsToWin',
    });
  }
  // The lateness the rules allow (Art. 11 item 18, Art. 14 item 12: 15 minutes; Art. 16 item 4: 10):
  // the no-shows by the clock count from it; another value is the committee's, said once here.
  for (const [game, { minutes, article, item }] of Object.entries(LATE_BY_RULE)) {
    const key = `${game}.lateMinutes` as SettingKey;
    const value = num(s, key);
    if (usable(key) && value !== minutes)
      problems.push({
        severity: 'warning',
        code: 'setLateNotRule',
        params: { key, value, minutes, article, item },
        field: key,
      });
  }
  if (usable('preference.missedTourPoints') && s.preference.missedTourPoints !== MISSED_TOUR_POINTS) {
    problems.push({
      severity: 'warning',
      code: 'setMissedFixed',
      params: { key: 'preference.missedTourPoints', value: s.preference.missedTourPoints, fixed: MISSED_TOUR_POINTS },
      field: 'preference.missedTourPoints',
    });
  }
  return problems;
}

// ---- the sheet ---------------------------------------------------------------------------

/**
 * Settings from the values of the settings sheet, keyed by setting key ("billiards.groups").
 * Numbers may be numbers or numeric text; booleans TRUE/FALSE (ИСТИНА/ЛОЖЬ, да/нет, ...);
 * choices are case-insensitive. An empty or missing value takes the default; unknown keys are
 * ignored; keys are matched ignoring case and surrounding spaces.
 */
export function readSettings(raw: Record<string, unknown>): { settings: Settings; problems: Problem[] } {
  const settings = defaultSettings();
  const problems: Problem[] = [];
  const bad = new Set<SettingKey>();
  const byKey = new Map<string, unknown>();
  if (typeof raw === 'object' && raw !== null) {
    for (const [k, v] of Object.entries(raw)) byKey.set(k.trim().toLowerCase(), v);
  }
  for (const spec of SETTING_KEYS()) {
    const cell = byKey.get(spec.key.toLowerCase());
    if (isBlank(cell)) continue;
    const read = readValue(spec, cell);
    if (read.ok) setValue(settings, spec.key, read.value);
    else {
      bad.add(spec.key);
      problems.push({ severity: 'error', code: read.code, params: read.params, field: spec.key });
    }
  }
  problems.push(...crossCheck(settings, bad));
  return { settings, problems };
}
