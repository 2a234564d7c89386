/**
 * Words on the week cards (src/sheets/kinds/weekSheet.ts: each person's matches and tours across
 * the four games) in the three languages. Placeholders are `{name}`.
 */
import { lazy } from '../rules/lazy';
import { fillText } from './labels';
import type { Lang, Text } from './types';

export const WEEK_LABELS = lazy(
  () =>
    ({
      title: {
        en: "Each participant's week: his matches and tours in every game",
        ru: 'Неделя каждого участника: его матчи и туры во всех играх',
        kk: 'Әр қатысушының аптасы: барлық ойындағы матчтары мен айналымдары',
      },
      made: {
        en: 'Made {at} from the registrations and the day plans (Art. 3 item 2)',
        ru: 'Составлено {at} по регистрации и планам дня (ст. 3 п. 2)',
        kk: '{at} тіркеу мен күн жоспарлары бойынша құрылды (3-бап, 2-тармақ)',
      },
      madeAgain: {
        en: 'Made again after a new day plan or a seating',
        ru: 'Составляется заново после нового плана дня или рассадки',
        kk: 'Жаңа күн жоспарынан немесе отырғызудан кейін қайта құрылады',
      },
      day: { en: 'Day', ru: 'День', kk: 'Күн' },
      time: { en: 'Time', ru: 'Время', kk: 'Уақыты' },
      game: { en: 'Game', ru: 'Игра', kk: 'Ойын' },
      place: { en: 'Pitch / table', ru: 'Площадка / стол', kk: 'Алаң / үстел' },
      what: { en: 'Stage, match', ru: 'Этап, матч', kk: 'Кезең, матч' },
      others: { en: 'Opponents / at the table', ru: 'Соперники / за столом', kk: 'Қарсыластар / үстелде' },
      seat: { en: '{place}, seat {seat}', ru: '{place}, место {seat}', kk: '{place}, {seat}-орын' },
      bySeating: { en: 'by the seating', ru: 'по рассадке', kk: 'отырғызу бойынша' },
      notKnown: { en: 'not known yet', ru: 'пока не известны', kk: 'әзірге белгісіз' },
      clash: {
        en: '⚠ at the same time as {other}',
        ru: '⚠ в то же время: {other}',
        kk: '⚠ сол уақытта: {other}',
      },
      clashCard: {
        en: '⚠ Due in two places at once: tell the committee',
        ru: '⚠ В двух местах одновременно: сообщите оргкомитету',
        kk: '⚠ Бір уақытта екі жерде: ұйымдастыру комитетіне хабарлаңыз',
      },
      noPlan: {
        en: 'No day plan yet: {games}',
        ru: 'Плана дня пока нет: {games}',
        kk: 'Күн жоспары әзірге жоқ: {games}',
      },
      nothing: {
        en: 'No time announced yet',
        ru: 'Время пока не объявлено',
        kk: 'Уақыт әзірге жарияланбаған',
      },
    }) satisfies Record<string, Text>,
);

export type WeekLabelKey = keyof ReturnType<typeof WEEK_LABELS>;

export function weekLabel(key: WeekLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(WEEK_LABELS()[key][lang], params);
}
