/**
 * A realistic registration for the workbench, the rehearsal and the browser tests: Kazakh and
 * Russian names of people working at the exchange and its members, 8 futsal teams, 64 billiards
 * players, 24 backgammon players and 64 preference players — each game at its full quota
 * (SPEC §4 defaults: Art. 5 item 1, Art. 9 item 2, Art. 12 item 2, Art. 15 item 2).
 *
 * Everything comes from a seeded generator: the same seed gives the same people. Rows follow
 * REGISTRATION_FIELDS, so they paste onto the registration sheets from row 2 as they are.
 */
import type { GameId } from '../src/rules/registration';
import { REGISTRATION_FIELDS, ROLE_WORDS, TEAM_LIST_FIELDS } from '../src/rules/registration';
import { rng } from '../src/rules/random';
import type { Lang } from '../src/i18n/messages';
import { sheetName } from '../src/i18n/labels';
import { registrationKey } from '../src/sheets/kinds/registrationSheet';
import type { SpreadsheetAppLike } from '../src/sheets/gas';

export const SAMPLE_SIZES = { futsalTeams: 8, billiards: 64, backgammon: 24, preference: 64 } as const;

const KZ_SURNAMES = [
  'Ахметов',
  'Нурланов',
  'Серикбаев',
  'Жумабаев',
  'Касымов',
  'Оспанов',
  'Абдрахманов',
  'Сулейменов',
  'Тулегенов',
  'Искаков',
  'Ермеков',
  'Байжанов',
  'Мукашев',
  'Есенов',
  'Кенжебаев',
  'Садыков',
  'Омаров',
  'Карибаев',
  'Жаксылыков',
  'Утепов',
  'Бекмуханбетов',
  'Дюсенов',
  'Смагулов',
  'Алиев',
  'Рахимов',
  'Темирбеков',
];
const RU_SURNAMES = [
  'Иванов',
  'Петров',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Ковальский',
  'Белов',
  'Гордеев',
  'Тихонов',
];
const KZ_MEN = [
  'Ерлан',
  'Асхат',
  'Нурлан',
  'Данияр',
  'Бауыржан',
  'Айдос',
  'Ержан',
  'Тимур',
  'Арман',
  'Марат',
  'Дастан',
  'Санжар',
  'Жандос',
  'Азамат',
  'Серик',
  'Руслан',
];
const KZ_WOMEN = [
  'Айгерим',
  'Динара',
  'Жанар',
  'Салтанат',
  'Гульнара',
  'Асель',
  'Мадина',
  'Алия',
  'Камила',
  'Әсем',
  'Жұлдыз',
  'Аружан',
];
const RU_MEN = [
  'Алексей',
  'Дмитрий',
  'Сергей',
  'Андрей',
  'Максим',
  'Игорь',
  'Павел',
  'Виктор',
  'Евгений',
  'Олег',
  'Артём',
  'Владимир',
];
const RU_WOMEN = ['Елена', 'Ольга', 'Наталья', 'Татьяна', 'Анна', 'Ирина', 'Светлана', 'Юлия', 'Мария', 'Екатерина'];
/** Fathers' names for patronymics. */
const KZ_FATHERS = ['Серик', 'Болат', 'Марат', 'Ерлан', 'Нурлан', 'Кайрат', 'Бахыт', 'Талгат', 'Жомарт', 'Бауыржан'];
const RU_FATHERS = [
  'Иван',
  'Пётр',
  'Сергей',
  'Николай',
  'Александр',
  'Михаил',
  'Владимир',
  'Юрий',
  'Геннадий',
  'Виктор',
];

export const EMPLOYERS = [
  'АО «Казахстанская фондовая биржа»',
  'АО «Центральный депозитарий ценных бумаг»',
  'АО «Halyk Finance»',
  'АО «Freedom Finance»',
  'АО «BCC Invest»',
  'АО «Jusan Invest»',
  'АО «Сентрас Секьюритиз»',
  'АО «Teniz Capital Investment Banking»',
  'АО «Kazakhstan Growth Fund»',
  'АО «Әлем Капитал»',
];

/**
 * Futsal teams in the committee's strength order (1 = strongest), each named after its organisation
 * (the teams list leaves the organisation empty: the team's name stands for it). "Биржа" is the
 * joint team of the Exchange and the Central Securities Depository (Art. 5 item 1).
 */
export const FUTSAL_TEAMS = [
  'Биржа',
  'Halyk Finance',
  'Freedom Finance',
  'BCC Invest',
  'Jusan Invest',
  'Сентрас',
  'Teniz Capital',
  'Әлем Капитал',
];

/** The employers of each team's players (indices into EMPLOYERS): the joint team's alternate between the Exchange and the Depository. */
const FUTSAL_EMPLOYERS: readonly (readonly number[])[] = [[0, 1], [2], [3], [4], [5], [6], [7], [9]];

const LATIN: Record<string, string> = {
  а: 'a',
  ә: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ғ: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  і: 'i',
  к: 'k',
  қ: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  ң: 'n',
  о: 'o',
  ө: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ұ: 'u',
  ү: 'u',
  ф: 'f',
  х: 'kh',
  һ: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

function latin(text: string): string {
  return [...text.toLowerCase()]
    .map((ch) => LATIN[ch] ?? ch)
    .join('')
    .replace(/[^a-z]/g, '');
}

export interface SamplePerson {
  surname: string;
  name: string;
  patronymic: string;
  employer: string;
  email: string;
  phone: string;
  female: boolean;
}

function feminine(surname: string): string {
  if (/ский$/.test(surname)) return surname.replace(/ий$/, 'ая');
  if (/(ов|ев|ёв|ин)$/.test(surname)) return `${surname}а`;
  return surname;
}

function patronymic(father: string, female: boolean, kazakh: boolean, style: number): string {
  if (kazakh && style === 0) return `${father}${female ? 'қызы' : 'ұлы'}`;
  if (style === 2) return '';
  const soft = /[йь]$/.test(father);
  const stem = father.replace(/[йь]$/, '').replace(/ё/g, 'е');
  const base = father === 'Пётр' ? 'Петр' : stem;
  if (soft || /[жшчщц]$/.test(base)) return `${base}${female ? 'евна' : 'евич'}`;
  return `${base}${female ? 'овна' : 'ович'}`;
}

/** People with distinct "surname name" pairs, distinct e-mails and phones. */
export function samplePeople(count: number, seed: number, options: { men?: boolean } = {}): SamplePerson[] {
  const rnd = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const people: SamplePerson[] = [];
  const seen = new Set<string>();
  while (people.length < count) {
    const kazakh = rnd() < 0.6;
    const female = options.men ? false : rnd() < 0.3;
    const baseSurname = pick(kazakh ? KZ_SURNAMES : RU_SURNAMES);
    const surname = female ? feminine(baseSurname) : baseSurname;
    const name = pick(kazakh ? (female ? KZ_WOMEN : KZ_MEN) : female ? RU_WOMEN : RU_MEN);
    const key = `${surname} ${name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const father = pick(kazakh ? KZ_FATHERS : RU_FATHERS);
    const n = people.length;
    const employer = EMPLOYERS[(n * 7 + Math.floor(rnd() * 3)) % EMPLOYERS.length] as string;
    people.push({
      surname,
      name,
      patronymic: patronymic(father, female, kazakh, Math.floor(rnd() * 3)),
      employer,
      email: `${latin(name)}.${latin(surname)}${n}@example.kz`,
      phone: `+7 70${n % 8} ${String(100 + ((seed + n * 37) % 900)).padStart(3, '0')} ${String(10 + (n % 90)).padStart(2, '0')} ${String(10 + ((n * 13) % 90)).padStart(2, '0')}`,
      female,
    });
  }
  return people;
}

export interface SampleRegistration {
  /** Rows of each registration sheet, in REGISTRATION_FIELDS order. */
  rows: Record<GameId, unknown[][]>;
  /** The futsal teams list: team, strength (1 = strongest), organisation (empty: the team's name), the day of the application (the committee's decision column after it stays empty). */
  teams: unknown[][];
}

/**
 * The sample registration in a tournament language (role words follow it). Billiards: 12 admitted
 * by the committee, 8 strongest in its opinion (pot 1) and declared levels 1–5 with a few 5s (pot 2);
 * backgammon 8 admitted by the committee, 4 strongest; preference 15 admitted by the committee.
 */
export function sampleRegistration(lang: Lang, seed = 2026): SampleRegistration {
  const row = (game: GameId, p: SamplePerson, extra: Record<string, unknown>): unknown[] =>
    REGISTRATION_FIELDS[game].map((f) =>
      f.key in extra
        ? extra[f.key]
        : f.kind === 'checkbox'
          ? false
          : ((p as unknown as Record<string, unknown>)[f.key] ?? ''),
    );

  const futsal: unknown[][] = [];
  const players = samplePeople(FUTSAL_TEAMS.length * 8, seed + 1, { men: true });
  FUTSAL_TEAMS.forEach((team, t) => {
    for (let i = 0; i < 8; i++) {
      const p = players[t * 8 + i] as SamplePerson;
      const role = i === 0 ? ROLE_WORDS.goalkeeper[lang] : i < 5 ? ROLE_WORDS.main[lang] : ROLE_WORDS.substitute[lang];
      const employers = FUTSAL_EMPLOYERS[t] ?? [t % EMPLOYERS.length];
      const employer = EMPLOYERS[employers[i % employers.length] as number] as string;
      futsal.push(
        row('futsal', { ...p, employer }, { team, role, email: i === 0 ? p.email : '', phone: i === 0 ? p.phone : '' }),
      );
    }
  });

  // The committee's own places filled (12, 8, 15: Art. 9, 12, 15 item 2), the applications fit the
  // rest; the strongest in its opinion (pot 1) are some of them and some applicants. Each
  // application has its day (early November: in time for any first day from 16.11); the committee's
  // own places are not applications and have none.
  const applied = (i: number, pick: boolean) => (pick ? '' : `${String(1 + (i % 14)).padStart(2, '0')}.11.2026`);
  const billiards = samplePeople(SAMPLE_SIZES.billiards, seed + 2).map((p, i) => {
    const pick = i % 16 === 3 || i % 16 === 7 || i % 16 === 11;
    return row('billiards', p, {
      level: i % 9 === 0 ? 5 : 1 + ((i * 7) % 4),
      pick,
      strong: i % 8 === 3,
      applied: applied(i, pick),
    });
  });
  const backgammon = samplePeople(SAMPLE_SIZES.backgammon, seed + 3).map((p, i) =>
    row('backgammon', p, { pick: i % 3 === 1, strong: i % 6 === 1, applied: applied(i, i % 3 === 1) }),
  );
  const preference = samplePeople(SAMPLE_SIZES.preference, seed + 4).map((p, i) =>
    row('preference', p, { pick: i % 4 === 2 && i < 60, applied: applied(i, i % 4 === 2 && i < 60) }),
  );
  return {
    rows: { futsal, billiards, backgammon, preference },
    teams: FUTSAL_TEAMS.map((team, i) => [team, i + 1, '', applied(i, false)]),
  };
}

/**
 * A committee member pastes the sample onto the registration sheets (made by setup, in `lang`):
 * one batched write per block, from row 2; the futsal teams list goes beside the roster.
 */
export function pasteSample(
  app: SpreadsheetAppLike,
  lang: Lang,
  sample: SampleRegistration,
  games: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'],
): void {
  const book = app.getActiveSpreadsheet();
  for (const game of games) {
    const name = sheetName(registrationKey(game), lang);
    const sheet = book.getSheetByName(name);
    if (!sheet) throw new Error(`no registration sheet "${name}": run setup first`);
    const rows = sample.rows[game];
    const width = REGISTRATION_FIELDS[game].length;
    sheet.getRange(2, 1, rows.length, width).setValues(rows);
    if (game === 'futsal')
      sheet
        .getRange(2, width + 2, sample.teams.length, TEAM_LIST_FIELDS.length)
        .setValues(
          sample.teams.map((t): unknown[] => [...t, ...new Array<string>(TEAM_LIST_FIELDS.length - t.length).fill('')]),
        );
  }
}
