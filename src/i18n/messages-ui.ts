/**
 * Every word of the add-on menu and the sidebar, in the three languages (Russian governs; terms as
 * in labels.ts and messages-sheets.ts: тур/айналым, жеребьёвка/жеребе, зафиксировать/бекіту).
 * Placeholders are {name}, filled by `uiText`. Two dictionaries, so that dist/Code.js carries only
 * the menu's few words and the sidebar bundle only its own (esbuild drops the unused one).
 */
import type { Lang, Text } from './types';

/** The menu, the sidebar's title bar and the menu's notices (src/menu.ts). */
export const MENU_TEXT = {
  title: { en: 'KASE tournaments', ru: 'Турниры KASE', kk: 'KASE турнирлері' },
  menuOpen: { en: 'Open the tournament panel', ru: 'Открыть панель турнира', kk: 'Турнир панелін ашу' },
  menuSetup: { en: 'Set up the sheets', ru: 'Подготовить листы', kk: 'Парақтарды дайындау' },
  menuDayPlans: { en: 'Make the day plans', ru: 'Составить планы дня', kk: 'Күн жоспарларын құру' },
  menuNotices: {
    en: 'Write the notices (time and place)',
    ru: 'Составить извещения (время и место)',
    kk: 'Хабарламаларды құру (уақыты мен орны)',
  },
  menuSelfCheck: {
    en: 'Self-check of Google Sheets (once, before the tournament)',
    ru: 'Самопроверка Google Таблиц (один раз до турнира)',
    kk: 'Google Кестелерін тексеру (турнирге дейін бір рет)',
  },
  menuSelfCheckFinish: {
    en: 'Self-check: finish the guided steps',
    ru: 'Самопроверка: завершить шаги вручную',
    kk: 'Тексеру: қолмен қадамдарды аяқтау',
  },
  menuQueueFutsal: {
    en: 'Run the queue: futsal',
    ru: 'Обновить очередь: мини-футбол',
    kk: 'Кезекті жаңарту: мини-футбол',
  },
  menuQueueBilliards: {
    en: 'Run the queue: billiards',
    ru: 'Обновить очередь: бильярд',
    kk: 'Кезекті жаңарту: бильярд',
  },
  menuQueueBackgammon: {
    en: 'Run the queue: backgammon',
    ru: 'Обновить очередь: нарды',
    kk: 'Кезекті жаңарту: нарды',
  },
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
  whereCell: {
    en: 'sheet “{sheet}”, cell {ref}',
    ru: 'лист «{sheet}», ячейка {ref}',
    kk: '«{sheet}» парағы, {ref} ұяшығы',
  },
  whereRow: { en: 'sheet “{sheet}”, row {row}', ru: 'лист «{sheet}», строка {row}', kk: '«{sheet}» парағы, {row}-жол' },
  whereCells: {
    en: 'sheet “{sheet}”, cells {refs}',
    ru: 'лист «{sheet}», ячейки {refs}',
    kk: '«{sheet}» парағы, ұяшықтар: {refs}',
  },
  nextStepIs: { en: 'Next step: {step}', ru: 'Следующий шаг: {step}', kk: 'Келесі қадам: {step}' },
  group: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
  table: { en: 'Table {t}', ru: 'Стол {t}', kk: '{t}-үстел' },
  // ---- setup ------------------------------------------------------------------------------
  setupTitle: { en: 'Setup', ru: 'Подготовка', kk: 'Дайындау' },
  setupHint: {
    en: 'Creates the settings sheet and the four registration sheets that are missing, and adds new columns to older ones; nothing typed is lost.',
    ru: 'Создаёт недостающие лист настроек и четыре листа регистрации, добавляет в прежние новые столбцы; ничего введённого не теряется.',
    kk: 'Жетіспейтін баптаулар парағын және төрт тіркеу парағын құрады, бұрынғыларына жаңа бағандар қосады; енгізілген ештеңе жоғалмайды.',
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
  settingsProblems: {
    en: 'Problems on the settings sheet',
    ru: 'Ошибки на листе настроек',
    kk: 'Баптаулар парағындағы қателер',
  },
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
  laterTour: {
    en: 'Tour {n}: after the tours above',
    ru: 'Тур {n}: после предыдущих туров',
    kk: '{n}-айналым: алдыңғы айналымдардан кейін',
  },
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
  dayPlan: { en: 'Make the day plan', ru: 'Составить план дня', kk: 'Күн жоспарын құру' },
  noShows: {
    en: 'Apply the no-shows marked',
    ru: 'Применить отмеченные неявки',
    kk: 'Белгіленген келмеулерді қолдану',
  },
  notices: { en: 'Notices (all games)', ru: 'Извещения (все игры)', kk: 'Хабарламалар (барлық ойын)' },
  week: {
    en: "Each person's week: cards to print",
    ru: 'Неделя каждого: карточки для печати',
    kk: 'Әркімнің аптасы: басып шығаруға карточкалар',
  },
  board: { en: 'Board to publish', ru: 'Табло для публикации', kk: 'Жариялау үшін табло' },
  queue: {
    en: 'Table queue and forecast',
    ru: 'Очередь столов и прогноз',
    kk: 'Үстелдер кезегі және болжам',
  },
  // ---- the forecast (issue 26 item 2; views/forecast.ts) ----------------------------------------
  fcAt: { en: 'day {d} {time}', ru: 'день {d} {time}', kk: '{d}-күн {time}' },
  fcNever: { en: 'never (held)', ru: 'никогда (придержан)', kk: 'ешқашан (ұсталған)' },
  fcHead: {
    en: 'Forecast, {now}: ends {end} (pace {pace})',
    ru: 'Прогноз, {now}: конец {end} (темп {pace})',
    kk: 'Болжам, {now}: соңы {end} (қарқын {pace})',
  },
  fcStage: {
    en: 'Stage {s}: {end}; its day ends {dayEnd}',
    ru: 'Этап {s}: {end}; срок — {dayEnd}',
    kk: '{s}-кезең: {end}; мерзімі — {dayEnd}',
  },
  fcLate: {
    en: 'Stages {stages} run past their day (Art. 11 item 17). The rules allow:',
    ru: 'Этапы {stages} не успевают в свой день (ст. 11 п. 17). Правила позволяют:',
    kk: '{stages} кезеңдері өз күніне үлгермейді (11-бап 17-т.). Ережелер рұқсат етеді:',
  },
  fcTables: {
    en: '{n} tables (Art. 2 item 2): {end}',
    ru: '{n} столов (ст. 2 п. 2): {end}',
    kk: '{n} үстел (2-бап 2-т.): {end}',
  },
  fcAbridged: {
    en: 'abridged format (Art. 11 item 4), {n} tables: {end}',
    ru: 'сокращённый формат (ст. 11 п. 4), {n} столов: {end}',
    kk: 'қысқартылған формат (11-бап 4-т.), {n} үстел: {end}',
  },
  fcAbridgedAsIs: {
    en: 'abridged format (Art. 11 item 4) on the present tables: {end}',
    ru: 'сокращённый формат (ст. 11 п. 4) на нынешних столах: {end}',
    kk: 'қысқартылған формат (11-бап 4-т.) қазіргі үстелдерде: {end}',
  },
  fcShorter: {
    en: '{n}-minute tours (Art. 16 item 15, Art. 2 item 2): {end}',
    ru: 'туры по {n} мин (ст. 16 п. 15, ст. 2 п. 2): {end}',
    kk: '{n} минуттық турлар (16-бап 15-т., 2-бап 2-т.): {end}',
  },
  fcStillLate: { en: 'still late: {stages}', ru: 'не успевают: {stages}', kk: 'үлгермейді: {stages}' },
  correctNameHint: {
    en: 'Renames a player (a team) on every sheet, the finalized record too, and keeps every result; a decision of the committee, recorded with why and who. Do not change a name by hand after the draw.',
    ru: 'Переименовывает участника (команду) на всех листах, и в зафиксированных тоже, все результаты сохраняются; это решение Оргкомитета, записывается с причиной и тем, кто решил. Не меняйте имя вручную после жеребьёвки.',
    kk: 'Қатысушының (команданың) атын барлық парақта, бекітілгендерінде де өзгертеді, барлық нәтиже сақталады; бұл Ұйымкомитеттің шешімі, себебімен және кім шешкенімен жазылады. Жеребеден кейін есімді қолмен өзгертпеңіз.',
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
    en: 'Type the name as it is now, the corrected one, why and who decides first.',
    ru: 'Сначала впишите имя, как оно записано сейчас, исправленное, причину и кто решает.',
    kk: 'Алдымен қазір жазылған есімді, түзетілгенін, себебін және кім шешетінін жазыңыз.',
  },
  correctReason: { en: 'Why (on the record)', ru: 'Причина (в протокол)', kk: 'Себебі (хаттамаға)' },
  correctBy: { en: 'Who decides (your name)', ru: 'Кто решает (ваше имя)', kk: 'Кім шешеді (атыңыз)' },
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
  resolveFlags: {
    en: 'confirm or clear the flagged play-off result',
    ru: 'подтвердить или очистить отмеченный результат плей-офф',
    kk: 'белгіленген плей-офф нәтижесін растау не тазарту',
  },
  flagsRefused: {
    en: 'Not finalized: the flagged play-off matches wait for the committee’s answer (below).',
    ru: 'Не зафиксировано: отмеченные матчи плей-офф ждут решения Оргкомитета (ниже).',
    kk: 'Бекітілмеді: белгіленген плей-офф матчтары Ұйымкомитеттің шешімін күтуде (төменде).',
  },
  doneSteps: { en: 'Done: {n}', ru: 'Сделано: {n}', kk: 'Орындалды: {n}' },
  gameSteps: { en: 'Steps and actions', ru: 'Шаги и действия', kk: 'Қадамдар мен әрекеттер' },
  flagNotReady: {
    en: 'not a value yet (still computing, or an error): refresh in a moment',
    ru: 'ещё не значение (вычисляется или ошибка): обновите через минуту',
    kk: 'әлі мән емес (есептелуде немесе қате): сәлден соң жаңартыңыз',
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
  admitConfirm: {
    en: 'Confirm the admitted list',
    ru: 'Подтвердить список допущенных',
    kk: 'Жіберілгендер тізімін растау',
  },
  admitLeftOut: {
    en: 'Left out by priority ({n}):',
    ru: 'Не допускаются по приоритету ({n}):',
    kk: 'Басымдық бойынша жіберілмейді ({n}):',
  },
  // ---- preference: rulings at the table (Art. 16 item 4, Art. 17 item 7, Art. 18 item 11) ------
  rulingsTitle: { en: 'Rulings at the table', ru: 'Решения за игровым столом', kk: 'Ойын үстеліндегі шешімдер' },
  rulingWhat: { en: 'Ruling', ru: 'Решение', kk: 'Шешім' },
  rulingLate: {
    en: 'Not admitted (Art. 16 item 4)',
    ru: 'Не допущен к туру (ст. 16 п. 4)',
    kk: 'Айналымға жіберілмеді (16-бап)',
  },
  rulingLateHint: {
    en: 'Over 10 minutes late, or missing: his table plays three-handed, he gets −8 (Art. 16 items 3, 12).',
    ru: 'Опоздал более чем на 10 минут или не явился: его стол играет втроём, ему −8 (ст. 16 пп. 3, 12).',
    kk: '10 минуттан астам кешікті немесе келмеді: оның үстелі үшеу ойнайды, оған −8 (16-бап, 3, 12-тармақтар).',
  },
  rulingSpeaking: {
    en: 'Penalty 11.1: out of turn',
    ru: 'Штраф 11.1: не в свою очередь',
    kk: 'Айыппұл 11.1: кезексіз сөйлеу',
  },
  rulingSpeakingHint: {
    en: 'Spoke out of turn: 4 to the mountain (Art. 18 item 11.1).',
    ru: 'Высказался не в свою очередь: 4 виста в гору (ст. 18 п. 11.1).',
    kk: 'Кезексіз сөйледі: «теріс» нәтижеге 4 вист (18-бап, 11.1-тармақ).',
  },
  rulingExposed: {
    en: 'Penalty 11.2: cards exposed',
    ru: 'Штраф 11.2: открыл карты',
    kk: 'Айыппұл 11.2: қарттарын ашты',
  },
  rulingExposedHint: {
    en: 'Exposed his cards before the bidding ended: the price of the last declared game to the mountain (Art. 18 item 11.2).',
    ru: 'Открыл карты до окончания торговли: цена последней объявленной игры в гору (ст. 18 п. 11.2).',
    kk: 'Сауда аяқталғанға дейін қарттарын ашты: «теріс» нәтижеге соңғы жарияланған ойынның бағасы (18-бап, 11.2-тармақ).',
  },
  rulingRevoke: {
    en: 'Penalty 11.3: revoke',
    ru: 'Штраф 11.3: ход «не в масть»',
    kk: 'Айыппұл 11.3: «масть емес» жүріс',
  },
  rulingRevokeHint: {
    en: 'Three times the price of the game being played to the mountain, “without three and without whists” (Art. 18 item 11.3).',
    ru: 'Тройная цена разыгрываемой игры в гору, «без трёх и без вистов» (ст. 18 п. 11.3).',
    kk: '«Теріс» нәтижеге ойналып жатқан ойынның үш есе бағасы, «үштіксіз және висттерсіз» (18-бап, 11.3-тармақ).',
  },
  rulingDiscretion: {
    en: 'Penalty 11.4: referee’s call',
    ru: 'Штраф 11.4: по усмотрению судьи',
    kk: 'Айыппұл 11.4: төреші шешімі',
  },
  rulingDiscretionHint: {
    en: 'A disputed situation: the referee names the amount to the mountain (Art. 18 item 11.4).',
    ru: 'Спорная ситуация: судья сам назначает штраф в гору (ст. 18 п. 11.4).',
    kk: 'Даулы жағдай: «теріс» нәтижеге айыппұлды төреші өзі белгілейді (18-бап, 11.4-тармақ).',
  },
  rulingAward: {
    en: 'Result awarded (Art. 17 item 7)',
    ru: 'Присуждён результат (ст. 17 п. 7)',
    kk: 'Нәтиже тағайындалды (17-бап)',
  },
  rulingAwardHint: {
    en: 'The referee awards a table its result: the whists by seat replace what the table’s entries give (Art. 17 item 7).',
    ru: 'Судья присуждает столу результат: висты по местам заменяют расчёт стола (ст. 17 п. 7).',
    kk: 'Төреші үстелге нәтиже тағайындайды: орындар бойынша висттер үстел есебін алмастырады (17-бап, 7-тармақ).',
  },
  rulingLeft: {
    en: 'Left the tournament (Art. 16 item 4)',
    ru: 'Выбыл из турнира (ст. 16 п. 4)',
    kk: 'Турнирден шықты (16-бап)',
  },
  rulingDisqualified: {
    en: 'Disqualified (Art. 17 item 7)',
    ru: 'Дисквалифицирован (ст. 17 п. 7)',
    kk: 'Дисквалификацияланды (17-бап)',
  },
  rulingLeaveHint: {
    en: 'Not seated from the tour chosen on, nor in the final; his results so far stay.',
    ru: 'Не рассаживается начиная с выбранного тура и в финале; его результаты до этого сохраняются.',
    kk: 'Таңдалған айналымнан бастап және финалда отырғызылмайды; оған дейінгі нәтижелері сақталады.',
  },
  rulingKeepDeals: {
    en: 'Keep a table deal by deal',
    ru: 'Вести стол по сдачам',
    kk: 'Үстелді әр тарату бойынша жүргізу',
  },
  rulingKeepDealsHint: {
    en: 'Its pulka is typed deal by deal on the tour’s pulka sheet; the tour sheet shows its result. Refused once totals are typed.',
    ru: 'Пулька стола записывается по сдачам на листе пулек тура; лист тура показывает итог. Не выполняется, если итоги уже внесены.',
    kk: 'Үстел пулькасы айналымның пулька парағына әр тарату бойынша жазылады; айналым парағы қорытындыны көрсетеді. Қорытынды енгізілсе, орындалмайды.',
  },
  rulingKeepTotals: { en: 'Keep a table by totals', ru: 'Вести стол итогами', kk: 'Үстелді қорытындымен жүргізу' },
  rulingKeepTotalsHint: {
    en: 'Back to typing the party’s totals on the tour sheet. Refused once its pulka holds anything.',
    ru: 'Снова вносить итоги партии на листе тура. Не выполняется, если в пульке что-то записано.',
    kk: 'Партия қорытындысын қайта айналым парағына енгізу. Пулькада бірдеңе жазылса, орындалмайды.',
  },
  keepButton: { en: 'Switch the table', ru: 'Переключить стол', kk: 'Үстелді ауыстыру' },
  cardShow: {
    en: 'Referee card: how to type a deal',
    ru: 'Памятка судьи: как записать сдачу',
    kk: 'Төреші жадынамасы: таратуды қалай жазу',
  },
  cardHide: { en: 'Hide the referee card', ru: 'Скрыть памятку', kk: 'Жадынаманы жасыру' },
  rulingTour: { en: 'Tour', ru: 'Тур', kk: 'Айналым' },
  rulingFrom: {
    en: 'The first tour he is not seated in',
    ru: 'Первый тур, в котором он не рассаживается',
    kk: 'Ол отырғызылмайтын алғашқы айналым',
  },
  rulingTourN: { en: 'Tour {n}', ru: 'Тур {n}', kk: '{n}-айналым' },
  rulingFinal: { en: 'The final', ru: 'Финальная партия', kk: 'Ақтық партия' },
  rulingPlayer: {
    en: 'Player, as written on the tour sheet',
    ru: 'Игрок — как записан на листе тура',
    kk: 'Ойыншы — айналым парағында жазылғандай',
  },
  rulingGameExposed: { en: 'The last declared game', ru: 'Последняя объявленная игра', kk: 'Соңғы жарияланған ойын' },
  rulingGameRevoke: { en: 'The game being played', ru: 'Разыгрываемая игра', kk: 'Ойналып жатқан ойын' },
  rulingGameChoose: { en: '— choose —', ru: '— выберите —', kk: '— таңдаңыз —' },
  rulingMisere: { en: 'misère', ru: 'мизер', kk: 'мизер' },
  rulingAllPass: { en: 'all-pass', ru: 'распасы', kk: 'распас' },
  rulingAmount: {
    en: 'Penalty, to the mountain (1–10000)',
    ru: 'Штраф в гору (1–10000)',
    kk: 'Айыппұл «теріс» нәтижеге (1–10000)',
  },
  rulingPoints: {
    en: 'Penalty: {points} to the mountain',
    ru: 'Штраф: {points} в гору',
    kk: 'Айыппұл: «теріс» нәтижеге {points}',
  },
  rulingTable: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
  rulingWhists: {
    en: 'Whists awarded, by seat (whole, summing to 0)',
    ru: 'Присуждённые висты по местам (целые, в сумме 0)',
    kk: 'Орындар бойынша тағайындалған висттер (бүтін, қосындысы 0)',
  },
  rulingSeat: { en: 'Seat {n}', ru: 'Место {n}', kk: '{n}-орын' },
  rulingSum: {
    en: 'sum: {sum}; a table of three: leave seat 4 empty',
    ru: 'сумма: {sum}; стол из трёх — место 4 оставьте пустым',
    kk: 'қосындысы: {sum}; үш адамдық үстелде 4-орынды бос қалдырыңыз',
  },
  rulingReason: { en: 'Reason (required)', ru: 'Причина (обязательно)', kk: 'Себебі (міндетті)' },
  rulingButton: { en: 'Record the ruling', ru: 'Записать решение', kk: 'Шешімді жазу' },
  rulingPlayerMissing: { en: 'Type the player first.', ru: 'Сначала впишите игрока.', kk: 'Алдымен ойыншыны жазыңыз.' },
  rulingGameMissing: { en: 'Choose the game.', ru: 'Выберите игру.', kk: 'Ойынды таңдаңыз.' },
  rulingAmountBad: {
    en: 'Type a whole number from 1 to 10000.',
    ru: 'Впишите целое число от 1 до 10000.',
    kk: '1-ден 10000-ға дейінгі бүтін сан жазыңыз.',
  },
  rulingTableMissing: { en: 'Type the table’s number.', ru: 'Впишите номер стола.', kk: 'Үстелдің нөмірін жазыңыз.' },
  rulingWhistsBad: {
    en: 'Whole whists for seats 1–3 (and 4 at a table of four) that sum to 0.',
    ru: 'Целые висты для мест 1–3 (и 4, если за столом четверо), в сумме 0.',
    kk: '1–3-орындарға (төртеу отырса, 4-орынға да) бүтін висттер, қосындысы 0.',
  },
  rulingReasonMissing: {
    en: 'Write the reason: a ruling is recorded with it.',
    ru: 'Напишите причину: решение записывается вместе с ней.',
    kk: 'Себебін жазыңыз: шешім себебімен бірге жазылады.',
  },
  // ---- preference: a tie at the last final seat (Art. 17 item 5) ----------------------------------
  tieTitle: {
    en: 'A tie at the last final seat',
    ru: 'Равенство на последнем месте в финале',
    kk: 'Финалдағы соңғы орын үшін теңдік',
  },
  tieHint: {
    en: 'Level on rating ({rating}) and whists ({whists}). The committee ticks {seats} of them; the pick and its reason are recorded.',
    ru: 'Равны по рейтингу ({rating}) и вистам ({whists}). Оргкомитет отмечает {seats} из них; выбор и его причина записываются.',
    kk: 'Рейтинг ({rating}) пен вист ({whists}) бойынша тең. Ұйымдастыру комитеті олардың {seats} белгілейді; таңдау мен оның себебі жазылады.',
  },
  tieCertain: {
    en: 'In the final in any case: {names}',
    ru: 'В финале в любом случае: {names}',
    kk: 'Финалға кез келген жағдайда өтеді: {names}',
  },
  tieChosen: { en: 'ticked {n} of {seats}', ru: 'отмечено {n} из {seats}', kk: '{seats} ішінен {n} белгіленді' },
  tiePickBad: { en: 'Tick exactly {seats}.', ru: 'Отметьте ровно {seats}.', kk: 'Дәл {seats} белгілеңіз.' },
  tieReason: { en: 'Why these (required)', ru: 'Причина выбора (обязательно)', kk: 'Таңдау себебі (міндетті)' },
  tieButton: {
    en: 'Seat the final with this pick',
    ru: 'Рассадить финал с этим выбором',
    kk: 'Финалды осы таңдаумен отырғызу',
  },
  // ---- step states (also read out by screen readers) ----------------------------------------
  stateDone: { en: 'done', ru: 'выполнено', kk: 'орындалды' },
  stateNext: { en: 'next step', ru: 'следующий шаг', kk: 'келесі қадам' },
  stateAvailable: { en: 'available', ru: 'доступно', kk: 'қолжетімді' },
  stateLocked: { en: 'after the steps above', ru: 'после шагов выше', kk: 'жоғарыдағы қадамдардан кейін' },
} satisfies Record<string, Text>;

export type MenuKey = keyof typeof MENU_TEXT;
export type SidebarKey = keyof typeof SIDEBAR_TEXT;

/** A text of one dictionary in `lang`, its {placeholders} filled (unknown ones left as they are). */
export function uiText<K extends string>(
  dict: Record<K, Text>,
  key: K,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  return dict[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
