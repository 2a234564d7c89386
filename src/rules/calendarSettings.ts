/**
 * The calendar part of the settings sheet (Art. 3 item 1: the committee sets each game's dates and
 * place): each game's days,
 * start and end of play, courts / tables / boards, match and break lengths, then — in a block of
 * their own — the application deadlines and the notice deadline. Defaults are the rules' own where
 * they have one (futsal 2 × 20 min with a 5-minute break, Art. 8 item 2; a preference tour 1 h 30,
 * Art. 16 item 15; billiards 2 days, Art. 11 item 1; backgammon 1 day, Art. 14 item 1; preference
 * 2 days, Art. 17 item 1; applications 3 days before futsal, Art. 5 item 2, and 1 day before the
 * others, Art. 9, 12, 15 item 3; notice 1 day, Art. 3 item 2); the rest is the committee's (times
 * and places, Art. 3 item 1) and starts at our estimate (docs/rules.md, "The day plan").
 *
 * A first day left empty means "not planned yet": the day plan then says what is missing.
 */
import { cite } from './citation';
import type { Text } from '../i18n/types';
import { lazy } from './lazy';
import type {
  BackgammonCalendar,
  BilliardsCalendar,
  CalendarGame,
  FutsalCalendar,
  PreferenceCalendar,
  SettingKey,
  SettingSpec,
} from './settingTypes';

export type {
  BackgammonCalendar,
  BilliardsCalendar,
  CalendarGame,
  FutsalCalendar,
  GameCalendar,
  PreferenceCalendar,
} from './settingTypes';

const HOUR = 60;

export const CALENDAR_DEFAULTS = {
  futsal: {
    firstDay: '',
    days: 1,
    dayStart: 10 * HOUR,
    dayEnd: 20 * HOUR,
    courts: 2,
    matchMinutes: 60,
    breakMinutes: 5,
    gapMinutes: 10,
    restMinutes: 0,
    applicationDays: 3,
    venue: '',
  } satisfies FutsalCalendar,
  billiards: {
    firstDay: '',
    days: 2,
    dayStart: 10 * HOUR,
    dayEnd: 20 * HOUR,
    tables: 8,
    matchMinutes: 50,
    partyMinutes: 20,
    gapMinutes: 5,
    restMinutes: 0,
    applicationDays: 1,
    venue: '',
  } satisfies BilliardsCalendar,
  backgammon: {
    firstDay: '',
    days: 1,
    dayStart: 10 * HOUR,
    dayEnd: 20 * HOUR,
    boards: 12,
    matchMinutes: 40,
    gapMinutes: 5,
    restMinutes: 0,
    applicationDays: 1,
    venue: '',
  } satisfies BackgammonCalendar,
  preference: {
    firstDay: '',
    days: 2,
    dayStart: 10 * HOUR,
    dayEnd: 20 * HOUR,
    tables: 16,
    finalMinutes: 180,
    gapMinutes: 30,
    applicationDays: 1,
    venue: '',
  } satisfies PreferenceCalendar,
  /** participants are told the time and place at least this many days before (Art. 3 item 2) */
  noticeDays: 1,
} as const;

/** The setting keys of the application deadlines and the notice deadline (one block on the sheet, in this order). */
export const DEADLINE_KEYS = [
  'futsal.applicationDays',
  'billiards.applicationDays',
  'backgammon.applicationDays',
  'preference.applicationDays',
  'noticeDays',
] as const;

/** A row of the settings sheet: its key, kind, rule, label and, for a number, [min, max]. */
function spec(
  key: SettingKey,
  kind: SettingSpec['kind'],
  rule: Text,
  label: Text,
  [min, max]: number[] = [],
): SettingSpec {
  const section = key === 'noticeDays' ? 'general' : (key.split('.')[0] as SettingSpec['section']);
  return {
    key,
    section,
    kind,
    rule,
    label,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

const ESTIMATE: Text = { en: "the committee's estimate", ru: 'оценка Оргкомитета', kk: 'Ұйымкомитеттің бағалауы' };

const L = lazy(
  () =>
    ({
      firstDay: {
        en: 'First day (DD.MM.YYYY; empty: not set yet)',
        ru: 'Первый день (ДД.ММ.ГГГГ; пусто — ещё не назначен)',
        kk: 'Бірінші күні (КК.АА.ЖЖЖЖ; бос — әлі белгіленбеген)',
      },
      days: { en: 'Days of play', ru: 'Дней проведения', kk: 'Өткізу күндерінің саны' },
      dayStart: {
        en: 'Play starts each day at (HH:MM)',
        ru: 'Начало игр каждого дня (ЧЧ:ММ)',
        kk: 'Әр күнгі ойындардың басталуы (СС:ММ)',
      },
      dayEnd: {
        en: 'Play ends each day by (HH:MM)',
        ru: 'Игры каждого дня заканчиваются не позже (ЧЧ:ММ)',
        kk: 'Әр күнгі ойындар аяқталатын ең кеш уақыт (СС:ММ)',
      },
      rest: {
        en: "A player's rest between his matches, at least, minutes",
        ru: 'Отдых участника между его матчами, не меньше, минут',
        kk: 'Қатысушының матчтары арасындағы демалыс, кемінде, минут',
      },
      venue: {
        en: 'Place (venue, address; the notices say it; empty: not set yet)',
        ru: 'Место проведения (адрес; его называют извещения; пусто — ещё не назначено)',
        kk: 'Өткізу орны (мекенжайы; хабарламаларда аталады; бос — әлі белгіленбеген)',
      },
      applications: {
        en: 'Applications close this many days before the first day',
        ru: 'Приём заявок заканчивается за столько дней до начала',
        kk: 'Өтінімдерді қабылдау басталуға дейін осынша күн бұрын аяқталады',
      },
    }) satisfies Record<string, Text>,
);

/** A game's days, start and end of play and its place, with the rule its number of days comes from. */
function days(game: CalendarGame, daysRule: Text): SettingSpec[] {
  return [
    spec(`${game}.firstDay`, 'date', cite(3, 1), L().firstDay),
    spec(`${game}.days`, 'int', daysRule, L().days, [1, 7]),
    spec(`${game}.dayStart`, 'time', cite(3, 1), L().dayStart),
    spec(`${game}.dayEnd`, 'time', cite(3, 1), L().dayEnd),
    spec(`${game}.venue`, 'text', cite(3, 1), L().venue),
  ];
}

/** The calendar rows of the settings sheet, after every format setting: per game, then the deadlines. */
// eslint-disable-next-line max-lines-per-function -- a table of words (the settings sheet's rows), made on first use: data, not a function to read
export const CALENDAR_KEYS = lazy((): readonly SettingSpec[] => [
  ...days('futsal', cite(3, 1)),
  spec(
    'futsal.courts',
    'int',
    cite(3, 1),
    { en: 'Number of pitches', ru: 'Число площадок', kk: 'Алаңдар саны' },
    [1, 8],
  ),
  spec(
    'futsal.matchMinutes',
    'int',
    cite(8, 2, undefined, ESTIMATE),
    {
      en: 'A match by the clock, with the break, time-outs and stoppages, minutes',
      ru: 'Матч по часам, с перерывом, тайм-аутами и остановками, минут',
      kk: 'Матч сағат бойынша, үзіліс, тайм-ауттар мен тоқтаулармен, минут',
    },
    [10, 300],
  ),
  spec(
    'futsal.breakMinutes',
    'int',
    cite(8, 2),
    {
      en: 'Break between the halves, minutes',
      ru: 'Перерыв между таймами, минут',
      kk: 'Таймдар арасындағы үзіліс, минут',
    },
    [0, 30],
  ),
  spec(
    'futsal.gapMinutes',
    'int',
    cite(3, 1),
    {
      en: 'Pause between two matches on one pitch, minutes',
      ru: 'Пауза между матчами на одной площадке, минут',
      kk: 'Бір алаңдағы матчтар арасындағы үзіліс, минут',
    },
    [0, 120],
  ),
  spec(
    'futsal.restMinutes',
    'int',
    cite(3, 1),
    {
      en: "A team's rest between its matches, at least, minutes",
      ru: 'Отдых команды между её матчами, не меньше, минут',
      kk: 'Команданың матчтары арасындағы демалыс, кемінде, минут',
    },
    [0, 240],
  ),

  ...days('billiards', cite(11, 1)),
  spec(
    'billiards.tables',
    'int',
    cite(3, 1),
    { en: 'Number of billiard tables', ru: 'Число бильярдных столов', kk: 'Бильярд үстелдерінің саны' },
    [1, 64],
  ),
  spec(
    'billiards.matchMinutes',
    'int',
    cite(11, 2, undefined, ESTIMATE),
    {
      en: 'Expected length of a match to two won parties, minutes',
      ru: 'Ожидаемая длительность матча до двух побед, минут',
      kk: 'Екі жеңіске дейінгі матчтың болжамды ұзақтығы, минут',
    },
    [5, 300],
  ),
  spec(
    'billiards.partyMinutes',
    'int',
    cite(11, 4, undefined, ESTIMATE),
    {
      en: 'Expected length of a one-party match (the abridged format), minutes',
      ru: 'Ожидаемая длительность матча в одну партию (сокращённый вариант), минут',
      kk: 'Бір партиялық матчтың (қысқартылған нұсқа) болжамды ұзақтығы, минут',
    },
    [5, 120],
  ),
  spec(
    'billiards.gapMinutes',
    'int',
    cite(3, 1),
    {
      en: 'Pause between two matches at one table, minutes',
      ru: 'Пауза между матчами за одним столом, минут',
      kk: 'Бір үстелдегі матчтар арасындағы үзіліс, минут',
    },
    [0, 120],
  ),
  spec('billiards.restMinutes', 'int', cite(3, 1), L().rest, [0, 240]),

  ...days('backgammon', cite(14, 1)),
  spec(
    'backgammon.boards',
    'int',
    cite(3, 1),
    { en: 'Number of backgammon boards', ru: 'Число досок для нард', kk: 'Нарды тақталарының саны' },
    [1, 32],
  ),
  spec(
    'backgammon.matchMinutes',
    'int',
    cite(14, 2, undefined, ESTIMATE),
    {
      en: 'Expected length of a match (to 3 points), minutes',
      ru: 'Ожидаемая длительность матча (до 3 очков), минут',
      kk: 'Матчтың (3 ұпайға дейін) болжамды ұзақтығы, минут',
    },
    [5, 300],
  ),
  spec(
    'backgammon.gapMinutes',
    'int',
    cite(3, 1),
    {
      en: 'Pause between two matches at one board, minutes',
      ru: 'Пауза между матчами за одной доской, минут',
      kk: 'Бір тақтадағы матчтар арасындағы үзіліс, минут',
    },
    [0, 120],
  ),
  spec('backgammon.restMinutes', 'int', cite(3, 1), L().rest, [0, 240]),

  ...days('preference', cite(17, 1)),
  spec(
    'preference.tables',
    'int',
    cite(3, 1),
    { en: 'Number of card tables', ru: 'Число игровых столов', kk: 'Ойын үстелдерінің саны' },
    [1, 32],
  ),
  spec(
    'preference.gapMinutes',
    'int',
    cite(3, 1),
    {
      en: 'Break between tours, minutes',
      ru: 'Перерыв между турами, минут',
      kk: 'Айналымдар арасындағы үзіліс, минут',
    },
    [0, 240],
  ),
  spec(
    'preference.finalMinutes',
    'int',
    cite(16, 15, undefined, {
      en: "no time limit: the committee's estimate",
      ru: 'без ограничения времени: оценка Оргкомитета',
      kk: 'уақыт шектелмейді: Ұйымкомитеттің бағалауы',
    }),
    {
      en: 'Expected length of the final party, minutes',
      ru: 'Ожидаемая длительность финальной партии, минут',
      kk: 'Ақтық партияның болжамды ұзақтығы, минут',
    },
    [10, 900],
  ),

  // The deadlines, together (DEADLINE_KEYS): the registration check reads the first four.
  spec('futsal.applicationDays', 'int', cite(5, 2), L().applications, [0, 60]),
  spec('billiards.applicationDays', 'int', cite(9, 3), L().applications, [0, 60]),
  spec('backgammon.applicationDays', 'int', cite(12, 3), L().applications, [0, 60]),
  spec('preference.applicationDays', 'int', cite(15, 3), L().applications, [0, 60]),
  spec(
    'noticeDays',
    'int',
    cite(3, 2),
    {
      en: 'Participants are told the time and place at least this many days before the first day',
      ru: 'Участников извещают о времени и месте не позднее чем за столько дней до начала',
      kk: 'Қатысушыларға уақыты мен орны басталуға дейін кемінде осынша күн бұрын хабарланады',
    },
    [0, 60],
  ),
]);

/** [start, end] keys of each game's day: play must end after it starts. */
export const DAY_BOUNDS: readonly (readonly [SettingKey, SettingKey])[] = [
  ['futsal.dayStart', 'futsal.dayEnd'],
  ['billiards.dayStart', 'billiards.dayEnd'],
  ['backgammon.dayStart', 'backgammon.dayEnd'],
  ['preference.dayStart', 'preference.dayEnd'],
];

/**
 * A key of the calendar (its dates, times, tables and deadlines): its problems are the day plan's
 * (and the deadlines' readers'); they never block a draw or a play-off.
 */
export function isCalendarKey(key: string | undefined): boolean {
  return key !== undefined && CALENDAR_KEYS().some((s) => s.key === key);
}
