/**
 * The workbench page's own words, in the tournament's language (issue 24 item 9: a committee
 * member trying the add-on reads Russian or Kazakh, not English beside it): the toolbar, the status
 * line, the formula bar's hints, and the note by a refused cell (where Google Sheets shows its
 * validation popup in the user's language). What a cell allows is not here: it is the rule's own
 * help text, which the add-on wrote in the tournament language (src/i18n/labels.ts). `{name}`
 * marks a value put in (`pageText(key, lang, { name })`).
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
  // ---- the toolbar (index.html: data-text / data-title)
  brand: { en: 'KASE tournaments · workbench', ru: 'Турниры KASE · стенд', kk: 'KASE турнирлері · стенд' },
  roleLabel: { en: 'Role', ru: 'Роль', kk: 'Рөл' },
  roleTitle: {
    en: 'Who is typing: a committee member may type anywhere; a referee only into the score cells',
    ru: 'Кто вводит: член оргкомитета — в любую ячейку, судья — только в ячейки результатов',
    kk: 'Кім енгізеді: ұйымкомитет мүшесі — кез келген ұяшыққа, төреші — тек нәтиже ұяшықтарына',
  },
  roleCommittee: { en: 'Committee member', ru: 'Член оргкомитета', kk: 'Ұйымкомитет мүшесі' },
  roleReferee: { en: 'Referee', ru: 'Судья', kk: 'Төреші' },
  xlsx: { en: 'Download XLSX', ru: 'Скачать XLSX', kk: 'XLSX жүктеу' },
  menuLabel: { en: 'Add-on menu', ru: 'Меню дополнения', kk: 'Қондырма мәзірі' },
  menuTitle: {
    en: 'Extensions → the add-on: its menu items (the self-check among them), as in Sheets',
    ru: 'Расширения → дополнение: пункты его меню (в том числе самопроверка), как в Таблицах',
    kk: 'Кеңейтімдер → қондырма: оның мәзір тармақтары (өзін-өзі тексеру де бар), Кестелердегідей',
  },
  memory: {
    en: 'The book lives in this server’s memory: a restart or Reset loses it; Download XLSX keeps a copy.',
    ru: 'Книга живёт в памяти этого сервера: перезапуск или «Сбросить» её стирают; «Скачать XLSX» сохраняет копию.',
    kk: 'Кітап осы сервердің жадында: қайта іске қосу не «Тазарту» оны өшіреді; «XLSX жүктеу» көшірмесін сақтайды.',
  },
  memoryShort: { en: 'in memory only', ru: 'только в памяти', kk: 'тек жадта' },
  langLabel: { en: 'Language', ru: 'Язык', kk: 'Тіл' },
  langTitle: {
    en: 'Tournament language of the fresh book',
    ru: 'Язык турнира новой книги',
    kk: 'Жаңа кітаптың турнир тілі',
  },
  reset: { en: 'Reset', ru: 'Сбросить', kk: 'Тазарту' },
  resetTitle: {
    en: 'Throw this book away: a fresh one with the sample registration',
    ru: 'Выбросить эту книгу: новая, с образцом регистрации',
    kk: 'Бұл кітапты тастау: тіркеу үлгісімен жаңа кітап',
  },
  resetSure: { en: 'Yes, reset', ru: 'Да, сбросить', kk: 'Иә, тазарту' },
  resetCancel: { en: 'Cancel', ru: 'Отмена', kk: 'Болдырмау' },
  resetAsk: {
    en: 'Throw away everything typed and every sheet made? The book is only in memory: download the XLSX first to keep it.',
    ru: 'Выбросить всё введённое и все созданные листы? Книга только в памяти: чтобы сохранить её, сначала скачайте XLSX.',
    kk: 'Енгізілгеннің бәрін және жасалған парақтарды тастау керек пе? Кітап тек жадта: сақтау үшін алдымен XLSX жүктеңіз.',
  },
  // ---- the status line and the formula bar
  ready: {
    en: 'Role: {role}. Double-click, Enter or type to edit a cell; switch the role at the top to see what a referee may type.',
    ru: 'Роль: {role}. Двойной щелчок, Enter или просто ввод — правка ячейки; роль вверху переключает на то, что может судья.',
    kk: 'Рөл: {role}. Екі рет басу, Enter не жай теру — ұяшықты өзгерту; жоғарыдағы рөл төреші не істей алатынын көрсетеді.',
  },
  roleIsReferee: {
    en: 'Referee: only the score cells are open (the rest is grey)',
    ru: 'Судья: открыты только ячейки результатов (остальное серое)',
    kk: 'Төреші: тек нәтиже ұяшықтары ашық (қалғаны сұр)',
  },
  roleIsCommittee: {
    en: 'Committee member: every cell is open',
    ru: 'Член оргкомитета: открыты все ячейки',
    kk: 'Ұйымкомитет мүшесі: барлық ұяшық ашық',
  },
  typed: { en: '{cell} ← {value}', ru: '{cell} ← {value}', kk: '{cell} ← {value}' },
  cleared: { en: '(cleared)', ru: '(очищено)', kk: '(тазартылды)' },
  refusedValidation: {
    en: 'Not accepted: {cell} ← {value} (the cell’s rule); the note beside the cell says why, Esc restores it',
    ru: 'Не принято: {cell} ← {value} (правило ячейки); почему — в подсказке у ячейки, Esc вернёт прежнее',
    kk: 'Қабылданбады: {cell} ← {value} (ұяшық ережесі); себебі ұяшық жанындағы кеңесте, Esc бұрынғысын қайтарады',
  },
  refusedProtected: {
    en: 'Not accepted: {cell} ← {value} (a protected cell); the note beside the cell says why, Esc restores it',
    ru: 'Не принято: {cell} ← {value} (защищённая ячейка); почему — в подсказке у ячейки, Esc вернёт прежнее',
    kk: 'Қабылданбады: {cell} ← {value} (қорғалған ұяшық); себебі ұяшық жанындағы кеңесте, Esc бұрынғысын қайтарады',
  },
  refusedOther: { en: 'Not accepted: {detail}', ru: 'Не принято: {detail}', kk: 'Қабылданбады: {detail}' },
  unreached: {
    en: 'The edit did not reach the server: {detail}',
    ru: 'Правка не дошла до сервера: {detail}',
    kk: 'Өзгеріс серверге жетпеді: {detail}',
  },
  unloaded: {
    en: 'Could not load the spreadsheet: {detail}',
    ru: 'Не удалось загрузить таблицу: {detail}',
    kk: 'Кестені жүктеу мүмкін болмады: {detail}',
  },
  resetting: {
    en: 'Resetting: a fresh book in {lang} with the sample registration…',
    ru: 'Сброс: новая книга ({lang}) с образцом регистрации…',
    kk: 'Тазарту: үлгі тіркеуі бар жаңа кітап ({lang})…',
  },
  resetDone: {
    en: 'A fresh book in {lang} with the sample registration',
    ru: 'Новая книга ({lang}) с образцом регистрации',
    kk: 'Үлгі тіркеуі бар жаңа кітап ({lang})',
  },
  resetFailed: { en: 'Reset failed: {detail}', ru: 'Сбросить не удалось: {detail}', kk: 'Тазарту сәтсіз: {detail}' },
  lockedCell: {
    en: 'protected: a referee cannot edit this cell',
    ru: 'защищена: судья не может изменить эту ячейку',
    kk: 'қорғалған: төреші бұл ұяшықты өзгерте алмайды',
  },
  lockedEditor: {
    en: 'protected: a referee cannot edit this cell; the change will not be accepted',
    ru: 'защищена: судья не может изменить эту ячейку; правка не будет принята',
    kk: 'қорғалған: төреші бұл ұяшықты өзгерте алмайды; өзгеріс қабылданбайды',
  },
  tabUsed: {
    en: '{rows} rows × {cols} columns used',
    ru: 'занято строк: {rows}, столбцов: {cols}',
    kk: 'толтырылған жол: {rows}, баған: {cols}',
  },
  tabEmpty: { en: 'empty', ru: 'пусто', kk: 'бос' },
} as const satisfies Record<string, Record<WorkbenchLang, string>>;

export type PageText = keyof typeof PAGE_TEXTS;

export function pageText(key: PageText, lang: WorkbenchLang, params: Record<string, string | number> = {}): string {
  const text: string = PAGE_TEXTS[key][lang] ?? PAGE_TEXTS[key].en;
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (name in params ? String(params[name]) : all));
}
