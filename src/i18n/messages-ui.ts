/**
 * Every word of the add-on menu and the sidebar, in the three languages (Russian governs; terms as
 * in labels.ts and messages-sheets.ts: тур/айналым, жеребьёвка/жеребе, зафиксировать/бекіту).
 * Placeholders are {name}, filled by `uiText`. Two dictionaries, so that dist/Code.js carries only
 * the menu's few words and the sidebar bundle only its own (esbuild drops the unused one).
 */
import type { Lang, Text } from './messages';

/** The menu, the sidebar's title bar and the menu's notices (src/menu.ts). */
export const MENU_TEXT = {
  title: { en: 'KASE tournaments', ru: 'Турниры KASE', kk: 'KASE турнирлері' },
  menuOpen: { en: 'Open the tournament panel', ru: 'Открыть панель турнира', kk: 'Турнир панелін ашу' },
  menuSetup: { en: 'Set up the sheets', ru: 'Подготовить листы', kk: 'Парақтарды дайындау' },
} satisfies Record<string, Text>;

/** The sidebar page (sidebar/src). */
export const SIDEBAR_TEXT = {
  loading: { en: 'Loading the tournament status…', ru: 'Загрузка состояния турнира…', kk: 'Турнирдің күйі жүктелуде…' },
  refresh: { en: 'Refresh', ru: 'Обновить', kk: 'Жаңарту' },
  busyStatus: { en: 'Updating the status', ru: 'Обновление состояния', kk: 'Турнир күйі жаңартылуда' },
  elapsed: { en: '{seconds} s', ru: '{seconds} с', kk: '{seconds} сек' },
  statusFailed: {
    en: 'The tournament status could not be read',
    ru: 'Не удалось прочитать состояние турнира',
    kk: 'Турнирдің күйін оқу мүмкін болмады',
  },
  infraFailed: {
    en: 'Google could not run the action (sign-in, time limit or quota). Wait a minute and try again; if it repeats, reload the spreadsheet.',
    ru: 'Google не смог выполнить действие (авторизация, лимит времени или квота). Подождите минуту и повторите; если ошибка повторится, перезагрузите таблицу.',
    kk: 'Google әрекетті орындай алмады (аккаунтқа кіру, уақыт шегі немесе квота). Бір минут күтіп, қайталап көріңіз; қате қайталанса, браузердегі кесте бетін қайта жүктеңіз.',
  },
  detail: { en: 'Details: {detail}', ru: 'Подробности: {detail}', kk: 'Толығырақ: {detail}' },
  dismiss: { en: 'Close', ru: 'Закрыть', kk: 'Жабу' },
  sheetsWritten: { en: 'Sheets written: {sheets}', ru: 'Записаны листы: {sheets}', kk: 'Жазылған парақтар: {sheets}' },
  severityError: { en: 'error', ru: 'ошибка', kk: 'қате' },
  severityWarning: { en: 'warning', ru: 'предупреждение', kk: 'ескерту' },
  whereCell: { en: 'sheet “{sheet}”, cell {ref}', ru: 'лист «{sheet}», ячейка {ref}', kk: '«{sheet}» парағы, {ref} ұяшығы' },
  whereRow: { en: 'sheet “{sheet}”, row {row}', ru: 'лист «{sheet}», строка {row}', kk: '«{sheet}» парағы, {row}-жол' },
  whereCells: { en: 'sheet “{sheet}”, cells {refs}', ru: 'лист «{sheet}», ячейки {refs}', kk: '«{sheet}» парағы, ұяшықтар: {refs}' },
  nextStepIs: { en: 'Next step: {step}', ru: 'Следующий шаг: {step}', kk: 'Келесі қадам: {step}' },
  group: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
  table: { en: 'Table {t}', ru: 'Стол {t}', kk: '{t}-үстел' },
  // ---- setup ------------------------------------------------------------------------------
  setupTitle: { en: 'Setup', ru: 'Подготовка', kk: 'Дайындау' },
  setupHint: {
    en: 'Creates the settings sheet and the four registration sheets that are missing; existing sheets are not touched.',
    ru: 'Создаёт недостающие лист настроек и четыре листа регистрации; существующие листы не затрагиваются.',
    kk: 'Жетіспейтін баптаулар парағын және төрт тіркеу парағын құрады; бар парақтар өзгертілмейді.',
  },
  setup: { en: 'Create the sheets', ru: 'Создать листы', kk: 'Парақтарды құру' },
  langLabel: { en: 'Tournament language', ru: 'Язык турнира', kk: 'Турнир тілі' },
  langFixed: {
    en: 'The language is now set on the settings sheet (lang).',
    ru: 'Теперь язык задаётся на листе настроек (lang).',
    kk: 'Енді тіл баптаулар парағында (lang) таңдалады.',
  },
  langRu: { en: 'Русский', ru: 'Русский', kk: 'Русский' },
  langKk: { en: 'Қазақша', ru: 'Қазақша', kk: 'Қазақша' },
  langEn: { en: 'English', ru: 'English', kk: 'English' },
  settingsProblems: { en: 'Problems on the settings sheet', ru: 'Ошибки на листе настроек', kk: 'Баптаулар парағындағы қателер' },
  // ---- games ------------------------------------------------------------------------------
  gameFutsal: { en: 'Futsal', ru: 'Мини-футбол', kk: 'Мини-футбол' },
  gameBilliards: { en: 'Billiards', ru: 'Бильярд', kk: 'Бильярд' },
  gameBackgammon: { en: 'Backgammon', ru: 'Нарды', kk: 'Нарды' },
  gamePreference: { en: 'Preference', ru: 'Преферанс', kk: 'Преферанс' },
  registrants: { en: 'registered: {count}', ru: 'зарегистрировано: {count}', kk: 'тіркелгендер: {count}' },
  teams: { en: 'teams: {count}', ru: 'команд: {count}', kk: 'командалар: {count}' },
  finished: { en: 'every stage is finalized', ru: 'все этапы зафиксированы', kk: 'барлық кезең бекітілді' },
  tourProgress: {
    en: 'tables complete: {done} of {tables}',
    ru: 'завершено столов: {done} из {tables}',
    kk: 'аяқталған үстелдер: {tables} ішінен {done}',
  },
  laterTours: {
    en: 'Tours {from}–{to}: after the tours above',
    ru: 'Туры {from}–{to}: после предыдущих туров',
    kk: '{from}–{to}-айналымдар: алдыңғы айналымдардан кейін',
  },
  laterTour: { en: 'Tour {n}: after the tours above', ru: 'Тур {n}: после предыдущих туров', kk: '{n}-айналым: алдыңғы айналымдардан кейін' },
  finalizeHint: {
    en: 'once every result is entered; the sheet then becomes values only and is locked',
    ru: 'когда внесены все результаты; после этого на листе остаются только значения, он блокируется',
    kk: 'барлық нәтиже енгізілгенде; содан кейін парақта тек мәндер қалады және ол құлыпталады',
  },
  // ---- steps (the buttons) ----------------------------------------------------------------
  check: { en: 'Check the registration', ru: 'Проверить регистрацию', kk: 'Тіркеуді тексеру' },
  draw: { en: 'Draw the groups', ru: 'Провести жеребьёвку', kk: 'Жеребе салу' },
  seedLabel: { en: 'Draw seed (optional)', ru: 'Ключ жеребьёвки (необязательно)', kk: 'Жеребе кілті (міндетті емес)' },
  seedHint: {
    en: 'Empty: a new draw. A recorded seed repeats that draw.',
    ru: 'Пусто — новая жеребьёвка. Записанный ключ повторяет ту же жеребьёвку.',
    kk: 'Бос болса — жаңа жеребе. Жазылған кілт сол жеребені қайталайды.',
  },
  groups: { en: 'Rebuild the group sheet', ru: 'Пересоздать лист групп', kk: 'Топтар парағын қайта құру' },
  bracket: { en: 'Create the play-off sheet', ru: 'Создать лист плей-офф', kk: 'Плей-офф парағын құру' },
  finalizeGroups: { en: 'Finalize the groups', ru: 'Зафиксировать группы', kk: 'Топтарды бекіту' },
  finalizeBracket: { en: 'Finalize the play-off', ru: 'Зафиксировать плей-офф', kk: 'Плей-оффты бекіту' },
  // billiards: its play-off sheet is the net ("Billiards net", labels.ts)
  bracketNet: { en: 'Create the net sheet', ru: 'Создать лист сетки', kk: 'Кесте парағын құру' },
  finalizeNet: { en: 'Finalize the net', ru: 'Зафиксировать сетку', kk: 'Кестені бекіту' },
  withdraw: { en: 'Withdraw', ru: 'Снять с турнира', kk: 'Турнирден шығару' },
  withdrawLabel: {
    en: 'The player who leaves, as written on the group sheet',
    ru: 'Выбывающий участник — как записан на листе групп',
    kk: 'Турнирден шығатын қатысушы — топтар парағында жазылғандай',
  },
  withdrawLabelTeam: {
    en: 'The team that leaves, as written on the group sheet',
    ru: 'Выбывающая команда — как записана на листе групп',
    kk: 'Турнирден шығатын команда — топтар парағында жазылғандай',
  },
  withdrawLabelPref: {
    en: 'The player who leaves, as written on the attendance sheet',
    ru: 'Выбывающий участник — как записан на листе явки',
    kk: 'Турнирден шығатын қатысушы — қатысу парағында жазылғандай',
  },
  playerMissing: {
    en: 'Type who is leaving first.',
    ru: 'Сначала впишите, кого снять с турнира.',
    kk: 'Алдымен турнирден кім шығатынын жазыңыз.',
  },
  // correcting a name (the words match the refusals that point here: messages-identity.ts)
  correctName: { en: 'Correct a name', ru: 'Исправить имя', kk: 'Есімді түзету' },
  correctNameHint: {
    en: 'Renames a player (a team) on every sheet and keeps every result; do not change a name by hand after the draw.',
    ru: 'Переименовывает участника (команду) на всех листах, все результаты сохраняются; не меняйте имя вручную после жеребьёвки.',
    kk: 'Қатысушының (команданың) атын барлық парақта өзгертеді, барлық нәтиже сақталады; жеребеден кейін есімді қолмен өзгертпеңіз.',
  },
  correctFrom: {
    en: 'The name as it is on the sheets now',
    ru: 'Имя, как оно сейчас записано на листах',
    kk: 'Қазір парақтарда жазылған есім',
  },
  correctFromTeam: {
    en: 'The team as it is on the sheets now',
    ru: 'Команда, как она сейчас записана на листах',
    kk: 'Қазір парақтарда жазылған команда',
  },
  correctSurname: { en: 'Corrected surname', ru: 'Исправленная фамилия', kk: 'Түзетілген тегі' },
  correctGiven: { en: 'Corrected name', ru: 'Исправленное имя', kk: 'Түзетілген аты' },
  correctPatronymic: { en: 'Patronymic (if any)', ru: 'Отчество (при наличии)', kk: 'Әкесінің аты (бар болса)' },
  correctTeam: { en: 'Corrected team name', ru: 'Исправленное название команды', kk: 'Команданың түзетілген атауы' },
  correctMissing: {
    en: 'Type the name as it is now and the corrected one first.',
    ru: 'Сначала впишите имя, как оно записано сейчас, и исправленное.',
    kk: 'Алдымен қазір жазылған есімді және түзетілгенін жазыңыз.',
  },
  // a play-off result typed for another pairing, a shoot-out to fix (play-off memory)
  flagsTitle: { en: 'Play-off: to look at', ru: 'Плей-офф: требует внимания', kk: 'Плей-офф: назар аударыңыз' },
  flagMatch: { en: 'Match {match}', ru: 'Матч {match}', kk: '{match} матчы' },
  resolveConfirm: {
    en: 'Confirm: the result stands for the players routed there now',
    ru: 'Подтвердить: результат засчитать участникам, стоящим там сейчас',
    kk: 'Растау: нәтижені қазір сол жерде тұрған қатысушыларға есептеу',
  },
  resolveClear: { en: 'Clear the result…', ru: 'Очистить результат…', kk: 'Нәтижені тазарту…' },
  resolveClearSure: {
    en: 'Yes, clear it (what it held is shown, to type it again where it belongs)',
    ru: 'Да, очистить (внесённое будет показано, чтобы ввести его туда, где ему место)',
    kk: 'Иә, тазарту (енгізілгені көрсетіледі, оны тиесілі орнына қайта енгізу үшін)',
  },
  resolveFixOnSheet: {
    en: 'fix it on the sheet; finalize names it until then',
    ru: 'исправьте на листе; до тех пор фиксация будет на это указывать',
    kk: 'парақта түзетіңіз; оған дейін бекіту осыны көрсетеді',
  },
  identityTitle: {
    en: 'The add-on cannot tell where some sheets are',
    ru: 'Надстройка не может определить, где некоторые листы',
    kk: 'Қондырма кейбір парақтардың қайда екенін анықтай алмайды',
  },
  attendance: { en: 'Prepare the attendance sheet', ru: 'Подготовить лист явки', kk: 'Қатысу парағын дайындау' },
  seatTour: { en: 'Seat tour {n}', ru: 'Рассадить тур {n}', kk: '{n}-айналымға отырғызу' },
  finalizeTour: { en: 'Finalize tour {n}', ru: 'Зафиксировать тур {n}', kk: '{n}-айналымды бекіту' },
  seatFinal: { en: 'Seat the final table', ru: 'Рассадить финальный стол', kk: 'Ақтық үстелге отырғызу' },
  finalizeFinal: { en: 'Finalize the final', ru: 'Зафиксировать финал', kk: 'Ақтық партияны бекіту' },
  finalizeStandings: { en: 'Finalize the standings', ru: 'Зафиксировать рейтинг-лист', kk: 'Рейтинг тізімін бекіту' },
  confirm: { en: 'Confirm and go on', ru: 'Подтвердить и продолжить', kk: 'Растау және жалғастыру' },
  // ---- step states (also read out by screen readers) ----------------------------------------
  stateDone: { en: 'done', ru: 'выполнено', kk: 'орындалды' },
  stateNext: { en: 'next step', ru: 'следующий шаг', kk: 'келесі қадам' },
  stateAvailable: { en: 'available', ru: 'доступно', kk: 'қолжетімді' },
  stateLocked: { en: 'after the steps above', ru: 'после шагов выше', kk: 'жоғарыдағы қадамдардан кейін' },
} satisfies Record<string, Text>;

export type MenuKey = keyof typeof MENU_TEXT;
export type SidebarKey = keyof typeof SIDEBAR_TEXT;

/** A text of one dictionary in `lang`, its {placeholders} filled (unknown ones left as they are). */
export function uiText<K extends string>(dict: Record<K, Text>, key: K, lang: Lang, params: Record<string, string | number> = {}): string {
  return dict[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
