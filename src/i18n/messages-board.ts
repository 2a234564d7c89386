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
    }) satisfies Record<string, Text>,
);

export type BoardLabelKey = keyof ReturnType<typeof BOARD_LABELS>;

export function boardLabel(key: BoardLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(BOARD_LABELS()[key][lang], params);
}
