/**
 * The language types every text of the add-on is written in. A file of its own, imported by the
 * message dictionaries and by the rules (types only), so that no dictionary imports another.
 */
export type Lang = 'en' | 'ru' | 'kk';

/** One text in the three languages of the rules (Russian governs; Kazakh and English are translations). */
export type Text = Record<Lang, string>;
