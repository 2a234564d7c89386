/**
 * Messages of the table queue (docs/queue.md): its custom function KASE_QUEUE and the queue action,
 * in the three languages (Russian governs). Placeholders are {name}; {found} is a cell value.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const QUEUE_MESSAGES = lazy(
  () =>
    ({
      queueBadMoment: {
        en: 'expected a day of play and a time, like “1 10:40”, found {found}',
        ru: 'ожидались день игр и время, например «1 10:40», найдено: {found}',
        kk: 'ойын күні мен уақыт күтілді, мысалы «1 10:40», табылғаны: {found}',
      },
      queueBadClock: {
        en: 'expected a time, like “10:00”, found {found}',
        ru: 'ожидалось время, например «10:00», найдено: {found}',
        kk: 'уақыт күтілді, мысалы «10:00», табылғаны: {found}',
      },
      queueBadDay: {
        en: 'expected a day of play from 1 to 31, found {found}',
        ru: 'ожидался день игр от 1 до 31, найдено: {found}',
        kk: '1-ден 31-ге дейінгі ойын күні күтілді, табылғаны: {found}',
      },
      queueBadTable: {
        en: 'expected a table number from 1 to 99, found {found}',
        ru: 'ожидался номер стола от 1 до 99, найдено: {found}',
        kk: '1-ден 99-ға дейінгі үстел нөмірі күтілді, табылғаны: {found}',
      },
      queueBadMinutes: {
        en: 'expected a match length in minutes, up to 1440, found {found}',
        ru: 'ожидалась длина матча в минутах, не больше 1440, найдено: {found}',
        kk: 'матч ұзақтығы минутпен күтілді, 1440-тан аспайтын, табылғаны: {found}',
      },
      queueBadShape: {
        en: 'the ranges do not have the queue sheet’s columns: tables 2 columns, matches {cols}, the day 4',
        ru: 'у диапазонов не те столбцы, что на листе очереди: столы — 2 столбца, матчи — {cols}, день — 4',
        kk: 'ауқымдарда кезек парағының бағандары жоқ: үстелдер — 2 баған, матчтар — {cols}, күн — 4',
      },
      queueDone: {
        en: 'The queue «{sheet}»: {called} called now, {seen} results seen',
        ru: 'Очередь «{sheet}»: вызвано сейчас — {called}, замечено результатов — {seen}',
        kk: '«{sheet}» кезегі: қазір шақырылды — {called}, байқалған нәтижелер — {seen}',
      },
      queueNoPlan: {
        en: 'The queue needs the drawn groups and the day plan of {game}: make them first',
        ru: 'Для очереди нужны жеребьёвка групп и план дня ({game}): сначала составьте их',
        kk: 'Кезек үшін топтар жеребесі мен күн жоспары ({game}) керек: алдымен оларды жасаңыз',
      },
    }) satisfies Record<string, Text>,
);
