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
import { flag, optionalName, optionalNumber } from '../functions/cells';
import { lazy } from './lazy';
import { cite } from '../i18n/labels';
import type { Lang, MessageCode, Text } from '../i18n/messages';
import type { Params } from './errors';
import { MAX_PREF_PLAYERS } from './tables';
import { MISSED_TOUR_POINTS } from './rating';

/** One finding of the settings or registration check; the UI points at `row` / `field`. */
export interface Problem {
  severity: 'error' | 'warning';
  code: MessageCode;
  params: Params;
  /** 0-based data row of the registration (or of the teams list when `field` starts with "teams."). */
  row?: number;
  /** The registration field, "teams.team" / "teams.strength" for the futsal teams list, or a setting key. */
  field?: string;
}

/** Play-off formats: the nets of Art. 11 for 32, quarter-finals for 8, semi-finals for 4. */
export type KnockoutFormat = 'net32' | 'qf8' | 'sf4';

/** Groups a play-off format takes the top two of (A1–H2 ... for net32, A1–B2 ... for qf8). */
export const FORMAT_GROUPS: Record<KnockoutFormat, number> = { net32: 8, qf8: 4, sf4: 2 };

export interface FutsalSettings {
  minTeams: number;
  maxTeams: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  maxRoster: number;
  maxMain: number;
  halfMinutes: number;
  halves: number;
  lateMinutes: number;
  format: 'sf4';
}

export interface BilliardsSettings {
  maxPlayers: number;
  committeePicks: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  partiesToWin: number;
  /** One party (to one win) in groups of more than 4 (Art. 11 item 4 para 2). */
  abridged: boolean;
  /** Declared level at or above which a player is seeded (spread over the groups, Art. 11 item 3). */
  seedLevel: number;
  format: KnockoutFormat;
  lateMinutes: number;
}

export interface BackgammonSettings {
  maxPlayers: number;
  committeePicks: number;
  groups: number;
  minGroupSize: number;
  maxGroupSize: number;
  pointsToWin: number;
  format: 'qf8' | 'sf4';
  lateMinutes: number;
}

export interface PreferenceSettings {
  maxPlayers: number;
  committeePicks: number;
  tours: number;
  pool: number;
  finalPool: number;
  tourMinutes: number;
  finalTable: number;
  missedTourPoints: number;
  lateMinutes: number;
}

export interface Settings {
  /** The tournament language: sheet names, headers, messages. */
  lang: Lang;
  /**
   * E-mails of the committee members who may edit the generated sheets' protected cells besides
   * the owner and whoever runs the add-on (referees edit only score cells). Empty = nobody else.
   */
  committee: string[];
  futsal: FutsalSettings;
  billiards: BilliardsSettings;
  backgammon: BackgammonSettings;
  preference: PreferenceSettings;
}

export type Section = Exclude<keyof Settings, 'lang' | 'committee'>;

/** "lang" or "section.name", e.g. "billiards.groups". */
export type SettingKey = 'lang' | 'committee' | { [S in Section]: `${S}.${Extract<keyof Settings[S], string>}` }[Section];

export type SettingValue = number | boolean | string;

export interface SettingSpec {
  key: SettingKey;
  section: 'general' | Section;
  kind: 'int' | 'bool' | 'choice' | 'lang' | 'emails';
  min?: number;
  max?: number;
  /** Allowed values of a `choice` or `lang` setting, as typed on the sheet. */
  choices?: readonly string[];
  /** Where the default comes from, e.g. "Art. 11 item 3", in each language's citation style (`cite`). */
  rule: Text;
  /** The row's label on the settings sheet. */
  label: Text;
}

/** The rules' own numbers. */
export const DEFAULT_SETTINGS: Settings = {
  lang: 'ru',
  committee: [],
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
    lateMinutes: 15,
  },
  backgammon: {
    maxPlayers: 24,
    committeePicks: 8,
    groups: 4,
    minGroupSize: 4,
    maxGroupSize: 6,
    pointsToWin: 3,
    format: 'qf8',
    lateMinutes: 15,
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
    lateMinutes: 10,
  },
};

/** Largest group GROUP_RANK ranks (SPEC §3), and the letters A–H of Art. 11 item 3. */
const MAX_GROUP = 8;
const MAX_GROUPS = 8;
/** BG_MATCH_POINTS and GROUP_RANK play a backgammon match to 3 points (SPEC §3, Art. 14 item 2). */
const BG_FUNCTIONS_POINTS = 3;

function int(key: SettingKey, min: number, max: number, rule: Text, label: Text): SettingSpec {
  return { key, section: sectionOf(key), kind: 'int', min, max, rule, label };
}
function choice(key: SettingKey, choices: readonly string[], rule: Text, label: Text): SettingSpec {
  return { key, section: sectionOf(key), kind: 'choice', choices, rule, label };
}
function sectionOf(key: SettingKey): 'general' | Section {
  return key === 'lang' || key === 'committee' ? 'general' : (key.split('.')[0] as Section);
}

const L = lazy(() => ({
  groups: { en: 'Number of groups', ru: 'Число групп', kk: 'Топтар саны' },
  maxPlayers: { en: 'Maximum number of participants', ru: 'Максимальное число участников', kk: 'Қатысушылардың ең көп саны' },
  picks: {
    en: 'Participants chosen by the committee itself',
    ru: 'Участников, определяемых Оргкомитетом самостоятельно',
    kk: 'Ұйымкомитет өзі анықтайтын қатысушылар саны',
  },
  minGroup: { en: 'Minimum participants in a group', ru: 'Минимум участников в группе', kk: 'Топтағы қатысушылардың ең аз саны' },
  maxGroup: { en: 'Maximum participants in a group', ru: 'Максимум участников в группе', kk: 'Топтағы қатысушылардың ең көп саны' },
  late: {
    en: 'Non-appearance: minutes after the announced time (a forfeit)',
    ru: 'Неявка: минут после объявленного времени (засчитывается поражение)',
    kk: 'Келмеу: жарияланған уақыттан кейінгі минуттар (жеңіліс есептеледі)',
  },
}) satisfies Record<string, Text>);

/** Every editable setting, in the order of the settings sheet. */
export const SETTING_KEYS = lazy((): readonly SettingSpec[] => [
  {
    key: 'lang',
    section: 'general',
    kind: 'lang',
    choices: ['ru', 'kk', 'en'],
    rule: {
      en: 'The rules in Russian, Kazakh and English; where they differ, the Russian text prevails',
      ru: 'Правила на русском, казахском и английском языках; при расхождении действует русский текст',
      kk: 'Ережелер орыс, қазақ және ағылшын тілдерінде; айырмашылық болса, орыс тіліндегі мәтін басым',
    },
    label: { en: 'Tournament language (ru, kk, en)', ru: 'Язык турнира (ru, kk, en)', kk: 'Турнир тілі (ru, kk, en)' },
  },

  {
    key: 'committee',
    section: 'general',
    kind: 'emails',
    rule: cite(2, 1, undefined, { en: 'the committee runs the tournaments', ru: 'турниры проводит Оргкомитет', kk: 'турнирлерді Ұйымкомитет өткізеді' }),
    label: {
      en: 'Committee e-mails allowed to edit generated sheets (comma-separated)',
      ru: 'Адреса электронной почты членов Оргкомитета, которым можно править созданные листы (через запятую)',
      kk: 'Құрылған парақтарды өзгерте алатын Ұйымкомитет мүшелерінің электрондық пошта мекенжайлары (үтірмен бөліп)',
    },
  },

  int('futsal.minTeams', 2, 32, cite(5, 1), { en: 'Minimum number of teams', ru: 'Минимальное число команд', kk: 'Командалардың ең аз саны' }),
  int('futsal.maxTeams', 2, 32, cite(5, 1), { en: 'Maximum number of teams', ru: 'Максимальное число команд', kk: 'Командалардың ең көп саны' }),
  int('futsal.groups', 2, MAX_GROUPS, cite(8, 3), L().groups),
  int('futsal.minGroupSize', 2, MAX_GROUP, cite(8, 3), { en: 'Minimum teams in a group', ru: 'Минимум команд в группе', kk: 'Топтағы командалардың ең аз саны' }),
  int('futsal.maxGroupSize', 2, MAX_GROUP, cite(8, 3), { en: 'Maximum teams in a group', ru: 'Максимум команд в группе', kk: 'Топтағы командалардың ең көп саны' }),
  int('futsal.maxRoster', 1, 30, cite(6, 1), { en: 'Maximum players in a team', ru: 'Максимум игроков в команде', kk: 'Командадағы ойыншылардың ең көп саны' }),
  int('futsal.maxMain', 1, 11, cite(6, 1), {
    en: 'Main-roster players (4 outfield and a goalkeeper)',
    ru: 'Игроков основного состава (4 полевых и вратарь)',
    kk: 'Негізгі құрамдағы ойыншылар саны (4 алаң ойыншысы және қақпашы)',
  }),
  int('futsal.halfMinutes', 1, 60, cite(8, 2), { en: 'Half length, minutes', ru: 'Длительность тайма, минут', kk: 'Таймның ұзақтығы, минут' }),
  int('futsal.halves', 1, 4, cite(8, 2), { en: 'Halves in a match', ru: 'Таймов в матче', kk: 'Матчтағы таймдар саны' }),
  int('futsal.lateMinutes', 0, 120, {
    en: 'Art. 7 (UEFA rules); 15 minutes, as in Art. 11 item 18',
    ru: 'ст. 7 (правила УЕФА); 15 минут, как в ст. 11 п. 18',
    kk: '7-бап (УЕФА ережелері); 11-бап, 18-тармақтағыдай 15 минут',
  }, L().late),
  choice('futsal.format', ['sf4'], cite(8, 7), {
    en: 'Play-off format (sf4: semi-finals A1–B2, B1–A2)',
    ru: 'Формат плей-офф (sf4: полуфиналы A1–B2, B1–A2)',
    kk: 'Плей-офф форматы (sf4: жартылай финалдар A1–B2, B1–A2)',
  }),

  int('billiards.maxPlayers', 2, MAX_GROUPS * MAX_GROUP, cite(9, 2), L().maxPlayers),
  int('billiards.committeePicks', 0, MAX_GROUPS * MAX_GROUP, cite(9, 2), L().picks),
  int('billiards.groups', 2, MAX_GROUPS, cite(11, 3), L().groups),
  int('billiards.minGroupSize', 2, MAX_GROUP, cite(11, 3), L().minGroup),
  int('billiards.maxGroupSize', 2, MAX_GROUP, cite(11, 3), L().maxGroup),
  int('billiards.partiesToWin', 1, 2, cite(11, 2), {
    en: 'Parties to win a match (2: best of 3; 1: one party)',
    ru: 'Партий для победы в матче (2: до двух побед; 1: одна партия)',
    kk: 'Матчта жеңу үшін қажетті партиялар саны (2: екі жеңіске дейін; 1: бір партия)',
  }),
  {
    key: 'billiards.abridged',
    section: 'billiards',
    kind: 'bool',
    rule: cite(11, 4),
    label: {
      en: 'One party per match in groups of more than 4',
      ru: 'Одна партия в матче в группах, где больше 4 участников',
      kk: '4-тен көп қатысушысы бар топтарда матчта бір партия',
    },
  },
  int('billiards.seedLevel', 1, 5, cite(11, 3, 1), {
    en: 'Declared level (1–5) from which a player is spread over the groups as one of the strongest',
    ru: 'Заявленный уровень (1–5), начиная с которого участник распределяется по группам как сильнейший',
    kk: 'Мәлімделген деңгей (1–5): осы деңгейден бастап қатысушы ең күштілердің бірі ретінде топтарға бөлінеді',
  }),
  choice('billiards.format', ['net32', 'qf8', 'sf4'], cite(11, '7–16'), {
    en: 'Play-off format (net32: the top and bottom nets, 8 groups; qf8: quarter-finals, 4 groups; sf4: semi-finals, 2 groups)',
    ru: 'Формат плей-офф (net32: верхняя и нижняя сетки, 8 групп; qf8: четвертьфиналы, 4 группы; sf4: полуфиналы, 2 группы)',
    kk: 'Плей-офф форматы (net32: жоғарғы және төменгі кестелер, 8 топ; qf8: ширек финалдар, 4 топ; sf4: жартылай финалдар, 2 топ)',
  }),
  int('billiards.lateMinutes', 0, 120, cite(11, 18), L().late),

  int('backgammon.maxPlayers', 2, MAX_GROUPS * MAX_GROUP, cite(12, 2), L().maxPlayers),
  int('backgammon.committeePicks', 0, MAX_GROUPS * MAX_GROUP, cite(12, 2), L().picks),
  int('backgammon.groups', 2, MAX_GROUPS, cite(14, 3), L().groups),
  int('backgammon.minGroupSize', 2, MAX_GROUP, cite(14, 3), L().minGroup),
  int('backgammon.maxGroupSize', 2, MAX_GROUP, cite(14, 3), L().maxGroup),
  int('backgammon.pointsToWin', 1, 9, cite(14, 2), {
    en: 'Points to win a match',
    ru: 'Очков для победы в матче',
    kk: 'Матчта жеңу үшін қажетті ұпай саны',
  }),
  choice('backgammon.format', ['qf8', 'sf4'], cite(14, '8–10'), {
    en: 'Play-off format (qf8: quarter-finals, 4 groups; sf4: semi-finals, 2 groups)',
    ru: 'Формат плей-офф (qf8: четвертьфиналы, 4 группы; sf4: полуфиналы, 2 группы)',
    kk: 'Плей-офф форматы (qf8: ширек финалдар, 4 топ; sf4: жартылай финалдар, 2 топ)',
  }),
  int('backgammon.lateMinutes', 0, 120, cite(14, 12), L().late),

  int('preference.maxPlayers', 3, MAX_PREF_PLAYERS, cite(15, 2), L().maxPlayers),
  int('preference.committeePicks', 0, MAX_PREF_PLAYERS, cite(15, 2), L().picks),
  int('preference.tours', 1, 15, cite(17, 1), { en: 'Number of tours', ru: 'Число туров', kk: 'Айналымдар саны' }),
  int('preference.pool', 1, 1000, cite(16, 15), {
    en: 'Pool of a tour party, whists',
    ru: 'Пуля партии тура, вистов',
    kk: 'Айналым партиясының сызбасы, вист',
  }),
  int('preference.finalPool', 1, 2000, cite(16, 15), {
    en: 'Pool of the final party, whists',
    ru: 'Пуля финальной партии, вистов',
    kk: 'Ақтық партияның сызбасы, вист',
  }),
  int('preference.tourMinutes', 10, 600, cite(16, 15), {
    en: 'Time limit of a tour party, minutes',
    ru: 'Лимит времени партии тура, минут',
    kk: 'Айналым партиясының уақыт шегі, минут',
  }),
  int('preference.finalTable', 3, 4, cite(17, 5), {
    en: 'Players in the final party',
    ru: 'Участников финальной партии',
    kk: 'Ақтық партияның қатысушылар саны',
  }),
  int('preference.missedTourPoints', -50, 0, cite(16, 12), {
    en: 'Rating points for a missed tour',
    ru: 'Рейтинговые очки за пропущенный тур',
    kk: 'Жіберіп алынған айналым үшін рейтингтік ұпай',
  }),
  int('preference.lateMinutes', 0, 120, cite(16, 4), {
    en: 'Allowed lateness for a tour, minutes',
    ru: 'Допустимое опоздание на тур, минут',
    kk: 'Айналымға рұқсат етілген кешігу, минут',
  }),
]);

// ---- access by key -----------------------------------------------------------------------

type Leaves = Record<string, SettingValue>;

function split(key: Exclude<SettingKey, 'lang' | 'committee'>): [Section, string] {
  return key.split('.') as [Section, string];
}

/** The value of one setting. */
export function settingValue(settings: Settings, key: SettingKey): SettingValue {
  if (key === 'lang') return settings.lang;
  if (key === 'committee') return settings.committee.join(', ');
  const [section, name] = split(key);
  return (settings[section] as unknown as Leaves)[name] as SettingValue;
}

function setValue(settings: Settings, key: SettingKey, value: SettingValue): void {
  if (key === 'lang') settings.lang = value as Lang;
  else if (key === 'committee') settings.committee = emailList(String(value));
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

type Read = { ok: true; value: SettingValue } | { ok: false; code: MessageCode; params: Params };

function readValue(spec: SettingSpec, cell: unknown): Read {
  const key = spec.key;
  switch (spec.kind) {
    case 'int': {
      const parsed = optionalNumber.safeParse(cell);
      const n = parsed.success ? parsed.data : null;
      if (n === null || !Number.isInteger(n)) return { ok: false, code: 'setNotWhole', params: { key, found: cell } };
      const min = spec.min ?? -Infinity;
      const max = spec.max ?? Infinity;
      if (n < min || n > max) return { ok: false, code: 'setOutOfRange', params: { key, min, max, found: cell } };
      return { ok: true, value: n + 0 };
    }
    case 'bool': {
      const parsed = flag.safeParse(cell);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, code: 'setNotBoolean', params: { key, found: cell } };
    }
    case 'emails': {
      const parsed = optionalName.safeParse(cell);
      const list = parsed.success && parsed.data !== null ? emailList(parsed.data) : null;
      const wrong = list?.find((e) => !SIMPLE_EMAIL.test(e));
      if (list === null || wrong !== undefined) return { ok: false, code: 'setBadEmails', params: { key, found: wrong ?? cell } };
      return { ok: true, value: list.join(', ') };
    }
    case 'choice':
    case 'lang': {
      const parsed = optionalName.safeParse(cell);
      const text = parsed.success && parsed.data !== null ? parsed.data.toLowerCase() : null;
      const choices = spec.choices ?? [];
      const found =
        spec.kind === 'lang'
          ? (Object.keys(LANG_WORDS) as Lang[]).find((lang) => text !== null && LANG_WORDS[lang].includes(text))
          : choices.find((c) => c.toLowerCase() === text);
      if (found === undefined) return { ok: false, code: 'setBadChoice', params: { key, choices: choices.join(', '), found: cell } };
      return { ok: true, value: found };
    }
  }
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
  if (usable('backgammon.pointsToWin') && s.backgammon.pointsToWin !== BG_FUNCTIONS_POINTS) {
    problems.push({
      severity: 'warning',
      code: 'setBgPointsFixed',
      params: { key: 'backgammon.pointsToWin', value: s.backgammon.pointsToWin, fixed: BG_FUNCTIONS_POINTS },
      field: 'backgammon.pointsToWin',
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
