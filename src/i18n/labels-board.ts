/**
 * Words of the players' view (issue 25) in the three languages: the group sheet's "why this place"
 * column and the board sheet (src/sheets/kinds/boardSheet.ts). Placeholders are `{name}`.
 */
import { fillText } from '../rules/citation';
import { lazy } from '../rules/lazy';
import type { Lang, Text } from './types';

export const BOARD_LABELS = lazy(
  () =>
    ({
      why: { en: 'Why this place', ru: 'Почему это место', kk: 'Неге бұл орын' },
      title: { en: 'KASE tournaments: the board', ru: 'Турниры KASE: табло', kk: 'KASE турнирлері: табло' },
      live: {
        en: 'Updates by itself as results are typed',
        ru: 'Обновляется само, по мере ввода результатов',
        kk: 'Нәтижелер енгізілген сайын өзі жаңарады',
      },
      nowNext: { en: 'Now and next', ru: 'Сейчас и далее', kk: 'Қазір және келесі' },
      now: { en: 'Now', ru: 'Сейчас', kk: 'Қазір' },
      next: { en: 'Next', ru: 'Далее', kk: 'Келесі' },
      standings: { en: 'Standings', ru: 'Положение', kk: 'Турнирлік жағдай' },
      group: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
      place: { en: 'Place', ru: 'Место', kk: 'Орын' },
      player: { en: 'Player', ru: 'Участник', kk: 'Қатысушы' },
      points: { en: 'Pts', ru: 'Очки', kk: 'Ұпай' },
      plan: { en: 'Plan', ru: 'План', kk: 'Жоспар' },
      time: { en: 'Time', ru: 'Время', kk: 'Уақыт' },
      match: { en: 'Match', ru: 'Матч', kk: 'Матч' },
      score: { en: 'Score', ru: 'Счёт', kk: 'Есеп' },
      queue: { en: '#', ru: '№', kk: '№' },
      playoff: { en: '{game}: play-off', ru: '{game}: плей-офф', kk: '{game}: плей-офф' },
      pair: { en: 'Pair', ru: 'Пара', kk: 'Жұп' },
      winner: { en: 'Winner', ru: 'Победитель', kk: 'Жеңімпаз' },
      placeN: { en: 'Place {n}', ru: '{n}-е место', kk: '{n}-орын' },
      preference: { en: 'Preference', ru: 'Преферанс', kk: 'Преферанс' },
      tour: { en: 'Tour {n}: tables and ratings', ru: 'Тур {n}: столы и рейтинг', kk: '{n}-тур: үстелдер мен рейтинг' },
      table: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
      rating: { en: 'Rating', ru: 'Рейтинг', kk: 'Рейтинг' },
      whists: { en: 'Wh.', ru: 'Вист', kk: 'Вист' },
      today: { en: '{game}: the plan of {day}', ru: '{game}: план на {day}', kk: '{game}: {day} жоспары' },
      address: { en: 'This board’s address', ru: 'Адрес этого табло', kk: 'Осы таблоның мекенжайы' },
      stage: { en: 'Stage', ru: 'Этап', kk: 'Кезең' },
      where: { en: 'Where', ru: 'Где', kk: 'Қайда' },
      /** after who plays, where the day plan names a referee: "A – B · referee Ivanov" */
      refereeBy: { en: ' · referee ', ru: ' · судья ', kk: ' · төреші ' },
      noPlan: {
        en: 'No day plan yet: the committee makes it from the sidebar',
        ru: 'Плана дня ещё нет: его составляет оргкомитет',
        kk: 'Күн жоспары әлі жоқ: оны ұйымдастыру комитеті жасайды',
      },
    }) satisfies Record<string, Text>,
);

export type BoardLabelKey = keyof ReturnType<typeof BOARD_LABELS>;

export function boardLabel(key: BoardLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(BOARD_LABELS()[key][lang], params);
}
