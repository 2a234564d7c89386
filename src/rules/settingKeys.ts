/**
 * The rows of the settings sheet: every setting the committee may change (SPEC §4; Art. 2 item 2),
 * in the sheet's order, with its kind, range, the rule its default comes from and its label in the
 * three languages. The formats first (general, then each game), then the calendar
 * (calendarSettings.ts). Read back by `readSettings` (settings.ts).
 */
import { cite } from './citation';
import type { Text } from '../i18n/types';
import { CALENDAR_KEYS } from './calendarSettings';
import { lazy } from './lazy';
import type { GeneralKey, Section, SettingKey, SettingSpec } from './settingTypes';
import { MAX_PREF_PLAYERS } from './tables';

/** Largest group GROUP_RANK ranks (SPEC §3), and the letters A–H of Art. 11 item 3. */
const MAX_GROUP = 8;
const MAX_GROUPS = 8;
function isGeneral(key: SettingKey): key is GeneralKey {
  return key === 'lang' || key === 'committee' || key === 'noticeDays' || key === 'boardUrl';
}

/** The sheet's section of a key: "general" for the tournament as a whole, else the game. */
export function sectionOf(key: SettingKey): 'general' | Section {
  return isGeneral(key) ? 'general' : (key.split('.')[0] as Section);
}

function int(key: SettingKey, min: number, max: number, rule: Text, label: Text): SettingSpec {
  return { key, section: sectionOf(key), kind: 'int', min, max, rule, label };
}
function choice(key: SettingKey, choices: readonly string[], rule: Text, label: Text): SettingSpec {
  return { key, section: sectionOf(key), kind: 'choice', choices, rule, label };
}

const L = lazy(
  () =>
    ({
      groups: { en: 'Number of groups', ru: 'Число групп', kk: 'Топтар саны' },
      maxPlayers: {
        en: 'Maximum number of participants',
        ru: 'Максимальное число участников',
        kk: 'Қатысушылардың ең көп саны',
      },
      picks: {
        en: 'Participants chosen by the committee itself',
        ru: 'Участников, определяемых Оргкомитетом самостоятельно',
        kk: 'Ұйымкомитет өзі анықтайтын қатысушылар саны',
      },
      minGroup: {
        en: 'Minimum participants in a group',
        ru: 'Минимум участников в группе',
        kk: 'Топтағы қатысушылардың ең аз саны',
      },
      maxGroup: {
        en: 'Maximum participants in a group',
        ru: 'Максимум участников в группе',
        kk: 'Топтағы қатысушылардың ең көп саны',
      },
      late: {
        en: 'Non-appearance: minutes after the announced time (a forfeit)',
        ru: 'Неявка: минут после объявленного времени (засчитывается поражение)',
        kk: 'Келмеу: жарияланған уақыттан кейінгі минуттар (жеңіліс есептеледі)',
      },
    }) satisfies Record<string, Text>,
);

/** Every editable setting, in the order of the settings sheet. */
// eslint-disable-next-line max-lines-per-function -- a table of words (the settings sheet's rows), made on first use: data, not a function to read
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
    rule: cite(2, 1, undefined, {
      en: 'the committee runs the tournaments',
      ru: 'турниры проводит Оргкомитет',
      kk: 'турнирлерді Ұйымкомитет өткізеді',
    }),
    label: {
      en: 'Committee e-mails allowed to edit generated sheets (comma-separated)',
      ru: 'Адреса электронной почты членов Оргкомитета, которым можно править созданные листы (через запятую)',
      kk: 'Құрылған парақтарды өзгерте алатын Ұйымкомитет мүшелерінің электрондық пошта мекенжайлары (үтірмен бөліп)',
    },
  },

  {
    key: 'boardUrl',
    section: 'general',
    kind: 'url',
    rule: cite(3, 2, undefined, {
      en: 'participants are told the time and place',
      ru: 'участников извещают о времени и месте',
      kk: 'қатысушыларға уақыты мен орны хабарланады',
    }),
    label: {
      en: 'Address of the published board (File → Share → Publish to the web; https://…)',
      ru: 'Адрес опубликованного табло (Файл → Поделиться → Опубликовать в интернете; https://…)',
      kk: 'Жарияланған таблоның мекенжайы (Файл → Бөлісу → Интернетте жариялау; https://…)',
    },
  },

  int('futsal.minTeams', 2, 32, cite(5, 1), {
    en: 'Minimum number of teams',
    ru: 'Минимальное число команд',
    kk: 'Командалардың ең аз саны',
  }),
  int('futsal.maxTeams', 2, 32, cite(5, 1), {
    en: 'Maximum number of teams',
    ru: 'Максимальное число команд',
    kk: 'Командалардың ең көп саны',
  }),
  int('futsal.groups', 2, MAX_GROUPS, cite(8, 3), L().groups),
  int('futsal.minGroupSize', 2, MAX_GROUP, cite(8, 3), {
    en: 'Minimum teams in a group',
    ru: 'Минимум команд в группе',
    kk: 'Топтағы командалардың ең аз саны',
  }),
  int('futsal.maxGroupSize', 2, MAX_GROUP, cite(8, 3), {
    en: 'Maximum teams in a group',
    ru: 'Максимум команд в группе',
    kk: 'Топтағы командалардың ең көп саны',
  }),
  int('futsal.maxRoster', 1, 30, cite(6, 1), {
    en: 'Maximum players in a team',
    ru: 'Максимум игроков в команде',
    kk: 'Командадағы ойыншылардың ең көп саны',
  }),
  int('futsal.maxMain', 1, 11, cite(6, 1), {
    en: 'Main-roster players (4 outfield and a goalkeeper)',
    ru: 'Игроков основного состава (4 полевых и вратарь)',
    kk: 'Негізгі құрамдағы ойыншылар саны (4 алаң ойыншысы және қақпашы)',
  }),
  int('futsal.halfMinutes', 1, 60, cite(8, 2), {
    en: 'Half length, minutes',
    ru: 'Длительность тайма, минут',
    kk: 'Таймның ұзақтығы, минут',
  }),
  int('futsal.halves', 1, 4, cite(8, 2), {
    en: 'Halves in a match',
    ru: 'Таймов в матче',
    kk: 'Матчтағы таймдар саны',
  }),
  int(
    'futsal.lateMinutes',
    0,
    120,
    {
      en: 'Art. 7 (UEFA rules); 15 minutes, as in Art. 11 item 18',
      ru: 'ст. 7 (правила УЕФА); 15 минут, как в ст. 11 п. 18',
      kk: '7-бап (УЕФА ережелері); 11-бап, 18-тармақтағыдай 15 минут',
    },
    L().late,
  ),
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

  // The calendar: days, times, courts and tables, match lengths; then the deadlines (calendarSettings.ts).
  ...CALENDAR_KEYS(),
]);
