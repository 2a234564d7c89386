/**
 * Citing the rules: "ст. 11 п. 3" in the style of each language. The rules modules cite the
 * articles their settings and checks come from, so the citation lives with them (the labels of
 * src/i18n re-export it).
 */
import type { Text } from '../i18n/types';

/** A text's `{name}` placeholders filled from `params` (a placeholder without a value stays). */
export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/**
 * How a rule is cited, in each language's own style (the Kazakh rules say "16 бап", "5 тармақ",
 * "8) тармақша"; the messages write "16-бап, 5-тармақ"). {a} the article, {i} the item(s), {s} the
 * sub-item. Filled by `cite()`.
 */
export const CITE = {
  art: { en: 'Art. {a}', ru: 'ст. {a}', kk: '{a}-бап' },
  item: { en: 'Art. {a} item {i}', ru: 'ст. {a} п. {i}', kk: '{a}-бап, {i}-тармақ' },
  items: { en: 'Art. {a} items {i}', ru: 'ст. {a} пп. {i}', kk: '{a}-бап, {i}-тармақтар' },
  subItem: {
    en: 'Art. {a} item {i} sub-item {s}',
    ru: 'ст. {a} п. {i} подп. {s}',
    kk: '{a}-бап, {i}-тармақ, {s}-тармақша',
  },
} satisfies Record<string, Text>;

/** "Art. 11 item 3" in the three languages; `item` "7–16" cites several items, `note` follows in brackets. */
export function cite(article: number, item?: number | string, sub?: number, note?: Text): Text {
  const key = item === undefined ? 'art' : sub !== undefined ? 'subItem' : typeof item === 'string' ? 'items' : 'item';
  const params = { a: article, i: item ?? '', s: sub ?? '' };
  const out = {} as Text;
  for (const lang of ['ru', 'kk', 'en'] as const) {
    const text = fillText(CITE[key][lang], params);
    out[lang] = note ? `${text} (${note[lang]})` : text;
  }
  return out;
}
