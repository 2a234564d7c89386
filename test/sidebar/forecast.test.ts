/**
 * The forecast panel's remedy words (issue 26 item 2): the abridged format (Art. 11 item 4) with no
 * number of tables enough is forecast on the tables there are, and says so in each language — a
 * committee member trying the workbench read "сокращённый формат (ст. 11 п. 4), – столов: …".
 */
import { describe, expect, it } from 'vitest';
import { SIDEBAR_TEXT, uiText } from '../../src/i18n/messages-ui';
import { remedyText } from '../../sidebar/src/remedy';

const LANGS = ['ru', 'kk', 'en'] as const;
const tr =
  (lang: (typeof LANGS)[number]) => (key: keyof typeof SIDEBAR_TEXT, params?: Record<string, string | number>) =>
    uiText(SIDEBAR_TEXT, key, lang, params);

describe('remedy words in the forecast panel', () => {
  it('the abridged format on the present tables has no dash for a number of tables (Art. 11 item 4)', () => {
    for (const lang of LANGS) {
      const text = remedyText(tr(lang), { kind: 'abridged', value: null }, 'day 2 16:34');
      expect(text).not.toMatch(/–|\{|undefined|null/);
      expect(text).toMatch(/day 2 16:34$/);
    }
    expect(remedyText(tr('ru'), { kind: 'abridged', value: null }, 'день 2 16:34')).toBe(
      'сокращённый формат (ст. 11 п. 4) на нынешних столах: день 2 16:34',
    );
  });

  it('a number of tables is said when there is one', () => {
    expect(remedyText(tr('ru'), { kind: 'abridged', value: 12 }, 'день 2 18:00')).toBe(
      'сокращённый формат (ст. 11 п. 4), 12 столов: день 2 18:00',
    );
    expect(remedyText(tr('ru'), { kind: 'tables', value: 25 }, 'день 1 19:50')).toBe(
      '25 столов (ст. 2 п. 2): день 1 19:50',
    );
  });
});
