/**
 * Messages of the players' view (issue 25: the board, the cards, the notices that know what changed)
 * in the three languages (Russian governs). Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const BOARD_MESSAGES = lazy(
  () =>
    ({
      qrTooLong: {
        en: 'The address is too long for a QR code ({length} bytes; at most {max}): paste a shorter link',
        ru: 'Адрес слишком длинный для QR-кода ({length} байт; не больше {max}): вставьте ссылку короче',
        kk: 'Мекенжай QR-код үшін тым ұзын ({length} байт; ең көбі {max}): қысқарақ сілтеме қойыңыз',
      },
    }) satisfies Record<string, Text>,
);
