/**
 * Words of the queue sheet (src/sheets/kinds/queueSheet.ts: the table queue, docs/queue.md) in the
 * three languages. Placeholders are `{name}`.
 */
import { fillText } from '../rules/citation';
import { lazy } from '../rules/lazy';
import type { Lang, Text } from './types';

export const QUEUE_LABELS = lazy(
  () =>
    ({
      title: { en: '{game}: the table queue', ru: '{game}: очередь столов', kk: '{game}: үстелдер кезегі' },
      help: {
        en: 'The next match goes to the table that freed, in the plan’s order; the board shows it. The committee may close a table (✓ in “Closed”) or hold a match back (✓ in “Held”), and type “called at”, “table” and “result at” itself (like 1 10:40: the day of play and the time). The rest is kept by the add-on: run “Queue” from the sidebar or the menu.',
        ru: 'Следующий матч идёт на освободившийся стол в порядке плана; табло показывает его. Оргкомитет может закрыть стол (✓ в «Закрыт») или придержать матч (✓ в «Придержан»), а также сам вписать «вызван», «стол» и «результат» (например 1 10:40: день игр и время). Остальное ведёт надстройка: «Очередь» в боковой панели или в меню.',
        kk: 'Келесі матч жоспар ретімен босаған үстелге барады; табло оны көрсетеді. Ұйымкомитет үстелді жаба алады («Жабық» бағанында ✓) немесе матчты ұстай алады («Ұсталған» бағанында ✓), сондай-ақ «шақырылды», «үстел» және «нәтиже» бағандарын өзі толтыра алады (мысалы 1 10:40: ойын күні мен уақыт). Қалғанын қондырма жүргізеді: бүйірлік панельде немесе мәзірде «Кезек».',
      },
      start: { en: 'Play from', ru: 'Игры с', kk: 'Ойын басталуы' },
      end: { en: 'until', ru: 'до', kk: 'дейін' },
      gap: { en: 'Changeover, min', ru: 'Смена, мин', kk: 'Ауысым, мин' },
      rest: { en: 'Rest, min', ru: 'Отдых, мин', kk: 'Демалыс, мин' },
      table: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
      closed: { en: 'Closed', ru: 'Закрыт', kk: 'Жабық' },
      now: { en: 'Now', ru: 'Сейчас', kk: 'Қазір' },
      next: { en: 'Next', ru: 'Следующий', kk: 'Келесі' },
      key: { en: 'Key', ru: 'Ключ', kk: 'Кілт' },
      match: { en: 'Match', ru: 'Матч', kk: 'Матч' },
      planned: { en: 'Planned', ru: 'По плану', kk: 'Жоспар бойынша' },
      minutes: { en: 'Min', ru: 'Мин', kk: 'Мин' },
      a: { en: 'Side A', ru: 'Сторона A', kk: 'A жағы' },
      b: { en: 'Side B', ru: 'Сторона B', kk: 'B жағы' },
      firstDay: { en: 'From day', ru: 'С дня', kk: 'Күннен' },
      lastDay: { en: 'To day', ru: 'По день', kk: 'Күнге дейін' },
      result: { en: 'Result', ru: 'Результат есть', kk: 'Нәтиже бар' },
      held: { en: 'Held', ru: 'Придержан', kk: 'Ұсталған' },
      called: { en: 'Called at', ru: 'Вызван', kk: 'Шақырылды' },
      calledTable: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
      ended: { en: 'Result at', ru: 'Результат в', kk: 'Нәтиже уақыты' },
    }) satisfies Record<string, Text>,
);

export type QueueLabelKey = keyof ReturnType<typeof QUEUE_LABELS>;

export function queueLabel(key: QueueLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(QUEUE_LABELS()[key][lang], params);
}
