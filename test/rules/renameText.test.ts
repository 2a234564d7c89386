/**
 * A name corrected inside a text the add-on wrote (SPEC §5 "A person's name is one name",
 * src/rules/renameText.ts): only whole names, never a part of a longer word or of a longer name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renameInText } from '../../src/rules/renameText';

const map = (pairs: [string, string][]) => new Map(pairs);

describe('renameInText', () => {
  it('renames a whole cell, a name among others in a list, and a name inside a status line', () => {
    const m = map([['Ким Анна', 'Кима Анна']]);
    expect(renameInText('Ким Анна', m, [])).toBe('Кима Анна');
    expect(renameInText('Ли Бо, Ким Анна, Пак Ден', m, ['Ли Бо', 'Пак Ден'])).toBe('Ли Бо, Кима Анна, Пак Ден');
    expect(renameInText('✓ 12.12.2026 10:16: Ким Анна — неявка; выбыл', m, [])).toBe(
      '✓ 12.12.2026 10:16: Кима Анна — неявка; выбыл',
    );
    expect(renameInText('Ким Анна – Ким Анна', m, [])).toBe('Кима Анна – Кима Анна');
  });

  it('never inside a longer word, nor inside a longer shown name', () => {
    const m = map([['Ким Анна', 'Кима Анна']]);
    expect(renameInText('Ким Аннаева', m, [])).toBe('Ким Аннаева');
    expect(renameInText('Аким Анна', m, [])).toBe('Аким Анна');
    // "Ким Анна Сергеевна" is another person whose shown name holds his as its beginning
    expect(renameInText('Ким Анна Сергеевна, Ким Анна', m, ['Ким Анна Сергеевна'])).toBe(
      'Ким Анна Сергеевна, Кима Анна',
    );
    // the longer name renamed, the shorter one left
    const longer = map([['Ким Анна Сергеевна', 'Ким Анна Сергеевна (KASE)']]);
    expect(renameInText('Ким Анна; Ким Анна Сергеевна', longer, ['Ким Анна'])).toBe(
      'Ким Анна; Ким Анна Сергеевна (KASE)',
    );
  });

  it('two names renamed at once (a correction that lengthens another name) are each replaced once', () => {
    const m = map([
      ['Ли Бо', 'Ли Бо Ким'],
      ['Ли Бо Ким', 'Ли Бо Ким (Halyk)'],
    ]);
    expect(renameInText('Ли Бо, Ли Бо Ким', m, [])).toBe('Ли Бо Ким, Ли Бо Ким (Halyk)');
  });

  it('a text without the name is returned as it is (the same string)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('Zx Qy'));
        expect(renameInText(text, map([['Zx Qy', 'Zx Qa']]), ['Ab Cd'])).toBe(text);
      }),
    );
  });
});
