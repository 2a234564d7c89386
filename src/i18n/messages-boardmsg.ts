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
        en: 'The board «{sheet}» shows {games}. To publish it: File → Share → Publish to the web, this sheet only',
        ru: 'Табло «{sheet}» показывает: {games}. Опубликовать: Файл → Поделиться → Опубликовать в интернете, только этот лист',
        kk: '«{sheet}» таблосы көрсетеді: {games}. Жариялау: Файл → Бөлісу → Интернетте жариялау, тек осы парақ',
      },
      boardNothing: {
        en: 'Nothing to show on the board yet: no game has its groups drawn',
        ru: 'Табло пока нечего показать: ни в одной игре нет жеребьёвки групп',
        kk: 'Таблоға әлі көрсететін ештеңе жоқ: ешбір ойында топтар жеребесі жоқ',
      },
      argBoardGames: { en: 'a game of the board', ru: 'игра табло', kk: 'табло ойыны' },
      argBoardSection: { en: 'a part of the board', ru: 'раздел табло', kk: 'табло бөлімі' },
      qrTooLong: {
        en: 'The address is too long for a QR code ({length} bytes; at most {max}): paste a shorter link',
        ru: 'Адрес слишком длинный для QR-кода ({length} байт; не больше {max}): вставьте ссылку короче',
        kk: 'Мекенжай QR-код үшін тым ұзын ({length} байт; ең көбі {max}): қысқарақ сілтеме қойыңыз',
      },
    }) satisfies Record<string, Text>,
);
