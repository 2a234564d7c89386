/**
 * The registration sheets' columns (SPEC §4; Art. 6 item 2, Art. 9 item 4, Art. 12 item 4, Art. 15
 * item 4): each game's fields with their labels in three languages, the futsal teams list, the
 * words of the role column and the article that asks for each application's data. What the reader
 * and the checks of ./registration.ts read a registration by.
 */
import type { Text } from '../i18n/types';
import type { Field, FieldKey, GameId, Role } from './registrationTypes';

const LABELS: Record<FieldKey, Text> = {
  team: { en: 'Team', ru: 'Команда', kk: 'Команда' },
  role: {
    en: 'Roster (main / goalkeeper / substitute)',
    ru: 'Состав (основной / вратарь / запасной)',
    kk: 'Құрам (негізгі / қақпашы / қосалқы)',
  },
  surname: { en: 'Surname', ru: 'Фамилия', kk: 'Тегі' },
  name: { en: 'Name', ru: 'Имя', kk: 'Аты' },
  patronymic: { en: 'Patronymic (if any)', ru: 'Отчество (при наличии)', kk: 'Әкесінің аты (бар болса)' },
  employer: { en: 'Employer', ru: 'Место работы', kk: 'Жұмыс орны' },
  level: {
    en: 'Level, 1–5 (self-assessed)',
    ru: 'Уровень мастерства, 1–5 (самооценка)',
    kk: 'Шеберлік деңгейі, 1–5 (өз бағасы)',
  },
  email: { en: 'E-mail', ru: 'Электронная почта', kk: 'Электрондық пошта' },
  phone: { en: 'Contact phone', ru: 'Контактный телефон', kk: 'Байланыс телефоны' },
  pick: {
    en: 'Admitted by the committee itself (its own places)',
    ru: 'Допущен Оргкомитетом самостоятельно (места Оргкомитета)',
    kk: 'Ұйымкомитет өзі қатыстырған (Ұйымкомитеттің орындары)',
  },
  strong: {
    en: 'Among the strongest in the committee’s opinion (spread over the groups)',
    ru: 'Сильнейший по мнению Оргкомитета (разводится по группам)',
    kk: 'Ұйымкомитеттің пікірінше шеберлігі жоғары (топтарға бөлінеді)',
  },
  affiliation: {
    en: 'Belongs to the Exchange (shareholder, member, partner): priority',
    ru: 'Принадлежность к Бирже (акционер, член, партнёр): приоритет',
    kk: 'Биржаға қатыстылығы (акционер, мүше, серіктес): басымдық',
  },
  admission: {
    en: 'Application: the committee’s decision',
    ru: 'Заявка: решение Оргкомитета',
    kk: 'Өтінім: Ұйымкомитеттің шешімі',
  },
  applied: { en: 'Applied on (DD.MM.YYYY)', ru: 'Дата заявки (ДД.ММ.ГГГГ)', kk: 'Өтінім күні (КК.АА.ЖЖЖЖ)' },
};

function f(key: FieldKey, kind: Field['kind'], required: boolean): Field {
  return { key, kind, required, label: LABELS[key] };
}

const PERSON = [
  f('surname', 'text', true),
  f('name', 'text', true),
  f('patronymic', 'text', false),
  f('employer', 'text', true),
];

/** The committee's columns: its own places, the strongest (the group games), the priority and the decision (Art. 2 item 5). */
const PICK = f('pick', 'checkbox', false);
const STRONG = f('strong', 'checkbox', false);
const DECISION = [f('affiliation', 'affiliation', false), f('admission', 'admission', false)];
/** The day of the application (a column added after the decisions: older sheets get it from setup). */
const APPLIED = f('applied', 'date', false);

/**
 * The columns of each registration sheet, in order. Columns added later go after the older ones,
 * so a sheet made before keeps its columns where they were (setup adds the new ones).
 */
export const REGISTRATION_FIELDS: Record<GameId, Field[]> = {
  // Art. 6 item 2: names, patronymic if any, employer; contacts are not required for a team.
  futsal: [
    f('team', 'text', true),
    f('role', 'role', true),
    ...PERSON,
    f('email', 'email', false),
    f('phone', 'phone', false),
  ],
  // Art. 9 item 4: names, employer, level, e-mail, phone.
  billiards: [
    ...PERSON,
    f('level', 'level', true),
    f('email', 'email', true),
    f('phone', 'phone', true),
    PICK,
    STRONG,
    ...DECISION,
    APPLIED,
  ],
  // Art. 12 item 4, Art. 15 item 4: names, employer, e-mail, phone. Preference seats tour 1 by lot
  // "без установлений предпочтений" (Art. 17 item 3): nobody is seeded.
  backgammon: [...PERSON, f('email', 'email', true), f('phone', 'phone', true), PICK, STRONG, ...DECISION, APPLIED],
  preference: [...PERSON, f('email', 'email', true), f('phone', 'phone', true), PICK, ...DECISION, APPLIED],
};

/** The columns that came with the committee's decisions: a sheet made before has none of them. */
export const DECISION_FIELDS: readonly FieldKey[] = ['strong', 'affiliation', 'admission'];

/** The columns of the futsal teams list (a column added later goes last: older sheets keep theirs in place). */
export const TEAM_LIST_FIELDS: readonly {
  key: 'team' | 'strength' | 'organisation' | 'applied' | 'admission';
  label: Text;
}[] = [
  { key: 'team', label: LABELS.team },
  {
    key: 'strength',
    label: {
      en: 'Strength order (1 = strongest)',
      ru: 'Порядок силы (1 — сильнейшая)',
      kk: 'Күш реті (1 — ең күштісі)',
    },
  },
  {
    key: 'organisation',
    label: {
      en: "Organisation (empty = the team's name; KASE + CSD for the joint team)",
      ru: 'Организация (пусто — название команды; Биржа + ЦДЦБ для объединённой команды)',
      kk: 'Ұйым (бос болса — команданың атауы; біріккен команда үшін Биржа + Орталық депозитарий)',
    },
  },
  // A team applies as a team (Art. 5 item 2: "Заявки команд"): the date is the team's, not each player's.
  { key: 'applied', label: LABELS.applied },
  // More teams than places: the committee's decision on the team's application (Art. 2 item 5).
  { key: 'admission', label: LABELS.admission },
];

/** The words written in the role column (the dropdown offers the tournament language's). */
export const ROLE_WORDS: Record<Role, Text> = {
  main: { en: 'main', ru: 'основной', kk: 'негізгі' },
  goalkeeper: { en: 'goalkeeper', ru: 'вратарь', kk: 'қақпашы' },
  substitute: { en: 'substitute', ru: 'запасной', kk: 'қосалқы' },
};

/** The roles in the order of the dropdown. */
export const ROLES: readonly Role[] = ['main', 'goalkeeper', 'substitute'];

export const ROLE_READ: Record<Role, readonly string[]> = {
  main: [
    'main',
    'm',
    'field',
    'основной',
    'основной состав',
    'осн',
    'осн.',
    'о',
    'полевой',
    'полевой игрок',
    'негізгі',
    'негізгі құрам',
    'алаң ойыншысы',
  ],
  goalkeeper: [
    'goalkeeper',
    'gk',
    'goalie',
    'keeper',
    'вратарь',
    'вр',
    'вр.',
    'в',
    'основной вратарь',
    'вратарь основного состава',
    'қақпашы',
    'негізгі қақпашы',
  ],
  substitute: [
    'substitute',
    'sub',
    'reserve',
    's',
    'запасной',
    'запасной игрок',
    'зап',
    'зап.',
    'запас',
    'з',
    'қосалқы',
    'қосалқы ойыншы',
  ],
};

/** Art. N item M that lists the application's data, for the "required" message. */
export const REQUIRED_BY: Record<GameId, { article: number; item: number }> = {
  futsal: { article: 6, item: 2 },
  billiards: { article: 9, item: 4 },
  backgammon: { article: 12, item: 4 },
  preference: { article: 15, item: 4 },
};
