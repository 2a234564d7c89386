/**
 * A setting as people know it (issue 24 item 6): the words on the settings sheet — its label in the
 * tournament language, after the game's name where the row belongs to a game ("бильярд: Число
 * бильярдных столов") — not the language-free key of its first column ("billiards.tables"), which
 * the messages name only for a key the sheet does not have.
 */
import { SETTING_KEYS } from '../rules/settingKeys';
import { lazy } from '../rules/lazy';
import type { SettingSpec } from '../rules/settingTypes';
import { GAME_NAMES } from './messages';
import type { Lang } from './types';

const BY_KEY = lazy(() => new Map<string, SettingSpec>(SETTING_KEYS().map((s) => [s.key, s])));

/** The words of a setting's row, or null when `key` is no setting. */
export function settingWords(key: string, lang: Lang): string | null {
  const spec = BY_KEY().get(key);
  if (!spec) return null;
  const label = spec.label[lang];
  if (spec.section === 'general') return label;
  const game = GAME_NAMES[spec.section][lang];
  return `${game.charAt(0).toUpperCase()}${game.slice(1)}: ${label}`;
}

/** A text naming settings by key — one key, or several separated by commas — with each in words. */
export function inSettingWords(text: string, lang: Lang): string {
  const one = settingWords(text.trim(), lang);
  if (one !== null) return one;
  if (!text.includes(',')) return text;
  const parts = text.split(/,\s*/);
  const words = parts.map((p) => settingWords(p.trim(), lang));
  return words.every((w) => w !== null) ? words.join('; ') : text;
}
