/**
 * Messages of the players' view (issue 25: the board, the cards, the notices that know what changed)
 * in the three languages (Russian governs). Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const BOARD_MESSAGES = lazy(
  () =>
    ({
      boardDone: {
        en: 'The board «{sheet}» shows {games}. To publish it: File → Share → Publish to the web, this sheet only. So that its plan of the day turns to the new day before the first score: File → Settings → Calculation → “On change and every hour”',
        ru: 'Табло «{sheet}» показывает: {games}. Опубликовать: Файл → Поделиться → Опубликовать в интернете, только этот лист. Чтобы план дня сменился на новый день ещё до первого счёта: Файл → Настройки → Вычисления → «При изменении и каждый час»',
        kk: '«{sheet}» таблосы көрсетеді: {games}. Жариялау: Файл → Бөлісу → Интернетте жариялау, тек осы парақ. Күн жоспары алғашқы есепке дейін жаңа күнге ауысуы үшін: Файл → Параметрлер → Есептеу → «Өзгергенде және әр сағат сайын»',
      },
      boardNothing: {
        en: 'Nothing to show on the board yet: no game has its groups drawn, its play-off made or a tour seated',
        ru: 'Табло пока нечего показать: ни в одной игре нет жеребьёвки групп, плей-офф или рассадки тура',
        kk: 'Таблоға әлі көрсететін ештеңе жоқ: ешбір ойында топтар жеребесі, плей-офф немесе тур отырғызуы жоқ',
      },
      argBoardGames: { en: 'a game of the board', ru: 'игра табло', kk: 'табло ойыны' },
      argBoardSection: { en: 'a part of the board', ru: 'раздел табло', kk: 'табло бөлімі' },
      setBadUrl: {
        en: '"{key}": expected the address Google gives under File → Share → Publish to the web, starting with https:// (no spaces), found {found}',
        ru: '«{key}»: ожидался адрес, который Google даёт в меню Файл → Поделиться → Опубликовать в интернете, начинающийся с https:// (без пробелов), найдено: {found}',
        kk: '«{key}»: Google Файл → Бөлісу → Интернетте жариялау мәзірінде беретін, https:// деп басталатын мекенжай күтілді (бос орынсыз), табылғаны: {found}',
      },
      qrTooLong: {
        en: 'The address is too long for a QR code ({length} bytes; at most {max}): paste a shorter link',
        ru: 'Адрес слишком длинный для QR-кода ({length} байт; не больше {max}): вставьте ссылку короче',
        kk: 'Мекенжай QR-код үшін тым ұзын ({length} байт; ең көбі {max}): қысқарақ сілтеме қойыңыз',
      },
    }) satisfies Record<string, Text>,
);
