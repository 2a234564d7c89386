/**
 * Messages of the notices (Art. 3 item 2: src/rules/notices.ts, src/sheets/actions/notices.ts) and
 * of the text settings they read (a game's place), in the three languages (Russian governs).
 * Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const NOTICE_MESSAGES = lazy(
  () =>
    ({
      setBadText: {
        en: '"{key}": expected a text of at most {max} characters, found {found}',
        ru: '«{key}»: ожидался текст не длиннее {max} знаков, найдено: {found}',
        kk: '«{key}»: ұзындығы {max} таңбадан аспайтын мәтін күтілді, табылғаны: {found}',
      },
      noticesDone: {
        en: 'The notices are written ("{sheet}"): {count} participants, {given} with a day and a time, {missing} without one yet',
        ru: 'Извещения записаны («{sheet}»): участников {count}, с днём и временем — {given}, пока без них — {missing}',
        kk: 'Хабарламалар жазылды («{sheet}»): қатысушылар {count}, күні мен уақыты барлар — {given}, әзірге жоқтар — {missing}',
      },
      noticesEarly: {
        en: '{game}: {count} participants have no time yet; they are to be told by {date} (Art. 3 item 2)',
        ru: '{game}: у {count} участников пока нет времени; известить их нужно до {date} (ст. 3 п. 2)',
        kk: '{game}: {count} қатысушының әзірге уақыты жоқ; оларға {date} дейін хабарлау керек (3-бап, 2-тармақ)',
      },
      noticesDue: {
        en: '{game}: {count} participants have no time yet; they had to be told by {date} (Art. 3 item 2)',
        ru: '{game}: у {count} участников нет времени; их нужно было известить до {date} (ст. 3 п. 2)',
        kk: '{game}: {count} қатысушының уақыты жоқ; оларға {date} дейін хабарлау керек еді (3-бап, 2-тармақ)',
      },
      noticesNoDay: {
        en: '{game}: {count} participants have no time yet (the first day, "{key}", is not set)',
        ru: '{game}: у {count} участников пока нет времени (первый день, «{key}», не задан)',
        kk: '{game}: {count} қатысушының әзірге уақыты жоқ (бірінші күн, «{key}», белгіленбеген)',
      },
      noticesNoVenue: {
        en: '{game}: the place is not set ("{key}" on the settings sheet): the notices do not say where',
        ru: '{game}: место проведения не указано («{key}» на листе настроек): извещения не говорят, где',
        kk: '{game}: өткізу орны көрсетілмеген (баптаулар парағындағы «{key}»): хабарламаларда қайда екені айтылмайды',
      },
      noticesNotRefreshed: {
        en: 'The notices sheet was not made again: {detail}',
        ru: 'Лист извещений не обновлён: {detail}',
        kk: 'Хабарламалар парағы жаңартылмады: {detail}',
      },
    }) satisfies Record<string, Text>,
);
