/**
 * The few words the workbench page shows in the tournament's language: the note by a refused
 * cell, where Google Sheets shows its validation popup in the user's language. The rest of the
 * workbench's chrome (buttons, the status line) is English: a developer tool, not the add-on.
 * What a cell allows is not here: it is the rule's own help text, which the add-on wrote in the
 * tournament language (src/i18n/labels.ts).
 */
import type { WorkbenchLang } from './types';

export const PAGE_TEXTS = {
  /** the note's heading when the cell's data validation refused the value */
  invalidTitle: {
    en: 'Invalid entry',
    ru: 'Недопустимое значение',
    kk: 'Жарамсыз мән',
  },
  /** the note's text when the rule has no help text of its own */
  invalidFallback: {
    en: 'The value does not meet the rule of this cell.',
    ru: 'Значение не соответствует правилу этой ячейки.',
    kk: 'Мән осы ұяшықтың ережесіне сәйкес келмейді.',
  },
  /** the note's heading when a referee typed into a protected cell */
  protectedTitle: {
    en: 'Protected cell',
    ru: 'Защищённая ячейка',
    kk: 'Қорғалған ұяшық',
  },
  protectedText: {
    en: 'A referee cannot edit this cell. If it must change, ask the Organizing Committee.',
    ru: 'Судья не может изменить эту ячейку. Если её нужно исправить, обратитесь в Оргкомитет.',
    kk: 'Төреші бұл ұяшықты өзгерте алмайды. Түзету керек болса, Ұйымкомитетке хабарласыңыз.',
  },
  /** a hint under the note: how to get out of it */
  escapeHint: {
    en: 'Esc restores the cell.',
    ru: 'Esc вернёт прежнее значение.',
    kk: 'Esc бұрынғы мәнді қайтарады.',
  },
} as const satisfies Record<string, Record<WorkbenchLang, string>>;

export type PageText = keyof typeof PAGE_TEXTS;

export function pageText(key: PageText, lang: WorkbenchLang): string {
  return PAGE_TEXTS[key][lang] ?? PAGE_TEXTS[key].en;
}
