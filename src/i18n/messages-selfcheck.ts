/**
 * The self-check's words (issue 22 items 3–5): its messages, the report sheet's and the scratch
 * sheet's texts, each assumption with what the add-on does when it does not hold, and the status
 * line about stages not final before a download. Russian governs.
 */
import { lazy } from '../rules/lazy';
import type { AssumptionId } from '../rules/selfCheck';
import type { Text } from './types';

export const SELFCHECK_MESSAGES = lazy(
  () =>
    ({
      selfCheckStarted: {
        en: 'self-check: {held} held, {failed} did not hold, {unknown} could not tell (report: "{report}"). Now do the guided steps on "{scratch}", then choose "{finish}" in the menu',
        ru: 'самопроверка: выполнено {held}, не выполнено {failed}, не удалось определить {unknown} (отчёт: «{report}»). Теперь сделайте шаги на листе «{scratch}» и выберите в меню «{finish}»',
        kk: 'өзін-өзі тексеру: орындалды {held}, орындалмады {failed}, анықталмады {unknown} (есеп: «{report}»). Енді «{scratch}» парағындағы қадамдарды жасап, мәзірден «{finish}» таңдаңыз',
      },
      selfCheckFinished: {
        en: 'self-check finished: {held} held, {failed} did not hold, {unknown} could not tell (report: "{report}"); the scratch sheet was removed',
        ru: 'самопроверка завершена: выполнено {held}, не выполнено {failed}, не удалось определить {unknown} (отчёт: «{report}»); черновой лист удалён',
        kk: 'өзін-өзі тексеру аяқталды: орындалды {held}, орындалмады {failed}, анықталмады {unknown} (есеп: «{report}»); жобалық парақ жойылды',
      },
      selfCheckNoScratch: {
        en: 'nothing to finish: run the self-check first (menu: "{start}")',
        ru: 'завершать нечего: сначала запустите самопроверку (меню: «{start}»)',
        kk: 'аяқтайтын ештеңе жоқ: алдымен өзін-өзі тексеруді іске қосыңыз (мәзір: «{start}»)',
      },
      selfCheckBadStep: {
        en: 'the self-check takes "start" or "finish", found {found}',
        ru: 'самопроверка принимает «start» или «finish», найдено: {found}',
        kk: 'өзін-өзі тексеру «start» немесе «finish» қабылдайды, табылғаны: {found}',
      },
      playoffUnrecorded: {
        en: '{match}: who played this result was not recorded (this spreadsheet may skip edit events, self-check "{item}"); it is now routed to {a} – {b}: confirm it for them or clear it',
        ru: '{match}: кто сыграл этот результат, не записано (таблица может пропускать события правки, самопроверка «{item}»); сейчас матч у пары {a} – {b}: подтвердите для неё или очистите',
        kk: '{match}: бұл нәтижені кім ойнағаны жазылмаған (кесте өңдеу оқиғаларын өткізіп жіберуі мүмкін, өзін-өзі тексеру «{item}»); қазір матч {a} – {b} жұбында: оларға растаңыз немесе тазалаңыз',
      },
      bracketNoteUnrecorded: {
        en: 'who played is not recorded; now routed {a} – {b}',
        ru: 'кто сыграл, не записано; сейчас {a} – {b}',
        kk: 'кім ойнағаны жазылмаған; қазір {a} – {b}',
      },
      finalizeStillChanging: {
        en: 'nothing was finalized: {count} cell(s) changed between two reads a moment apart (a custom function was still computing): {cells}. Try again in a minute',
        ru: 'ничего не зафиксировано: {count} ячеек изменились между двумя чтениями с паузой (пользовательская функция ещё считала): {cells}. Повторите через минуту',
        kk: 'ештеңе бекітілмеді: {count} ұяшық үзіліспен жасалған екі оқудың арасында өзгерді (пайдаланушы функциясы әлі есептеп жатты): {cells}. Бір минуттан кейін қайталаңыз',
      },
      statusNotFinal: {
        en: "not final yet: {sheets}. Downloaded now (PDF or XLSX), these sheets show what Sheets computes at that moment, and in Excel or LibreOffice a cell of the add-on's functions may show #NAME? or an old value: finalize these stages before the record is downloaded",
        ru: 'ещё не зафиксированы: {sheets}. Если скачать сейчас (PDF или XLSX), эти листы покажут то, что Таблицы насчитали в этот момент, а в Excel или LibreOffice ячейка с функциями надстройки может показать #NAME? или старое значение: зафиксируйте эти этапы до скачивания протокола',
        kk: 'әлі бекітілмеген: {sheets}. Қазір жүктелсе (PDF немесе XLSX), бұл парақтар Кестелер сол сәтте есептегенді көрсетеді, ал Excel немесе LibreOffice бағдарламасында қондырма функциялары бар ұяшық #NAME? немесе ескі мәнді көрсетуі мүмкін: хаттаманы жүктемес бұрын бұл кезеңдерді бекітіңіз',
      },
      notCommitteeEditor: {
        en: 'nothing was changed: your account may not edit the add-on\'s protected sheets ({detail}). A committee member whose e-mail is in the settings ("committee") adds yours there and runs "Set up the sheets"',
        ru: 'ничего не изменено: вашей учётной записи не разрешено менять защищённые листы надстройки ({detail}). Член Оргкомитета, чей адрес почты есть в настройках («committee»), добавляет туда ваш и запускает «Подготовить листы»',
        kk: 'ештеңе өзгертілмеді: сіздің аккаунтыңызға қондырманың қорғалған парақтарын өзгертуге рұқсат жоқ ({detail}). Пошта мекенжайы баптауларда («committee») бар Ұйымкомитет мүшесі сіздікін сонда қосып, «Парақтарды дайындау» іске қосады',
      },
    }) satisfies Record<string, Text>,
);

/** The words of the report and the scratch sheet. */
export const SELFCHECK_WORDS = lazy(
  () =>
    ({
      reportTitle: {
        en: 'Self-check of Google Sheets',
        ru: 'Самопроверка Google Таблиц',
        kk: 'Google Кестелерін өзін-өзі тексеру',
      },
      runInfo: {
        en: 'Run {when} · spreadsheet locale {locale} · interface {ui} · time zones: spreadsheet {zone}, script {script}',
        ru: 'Запуск {when} · язык таблицы {locale} · интерфейс {ui} · часовые пояса: таблица {zone}, скрипт {script}',
        kk: 'Іске қосылды {when} · кесте тілі {locale} · интерфейс {ui} · уақыт белдеулері: кесте {zone}, скрипт {script}',
      },
      colAssumption: {
        en: 'What the add-on relies on',
        ru: 'На что опирается надстройка',
        kk: 'Қондырма неге сүйенеді',
      },
      colVerdict: { en: 'Result', ru: 'Результат', kk: 'Нәтиже' },
      colEvidence: { en: 'What was seen', ru: 'Что наблюдалось', kk: 'Не байқалды' },
      colMs: { en: 'ms', ru: 'мс', kk: 'мс' },
      colFallback: {
        en: 'If it does not hold, the add-on…',
        ru: 'Если не выполняется, надстройка…',
        kk: 'Орындалмаса, қондырма…',
      },
      colCode: { en: 'Code', ru: 'Код', kk: 'Код' },
      held: { en: 'holds', ru: 'выполняется', kk: 'орындалады' },
      failed: { en: 'does not hold', ru: 'не выполняется', kk: 'орындалмайды' },
      unknown: { en: 'could not tell', ru: 'не удалось определить', kk: 'анықталмады' },
      pending: { en: 'waiting for the guided step', ru: 'ждёт шага вручную', kk: 'қолмен қадамды күтуде' },
      scratchTitle: {
        en: 'Self-check: guided steps (this sheet is removed by "{finish}")',
        ru: 'Самопроверка: шаги вручную (лист удалится по «{finish}»)',
        kk: 'Өзін-өзі тексеру: қолмен қадамдар («{finish}» парақты жояды)',
      },
      stepBurst: {
        en: '1. Type 1, 2, 3, 4, 5 into {cells} as fast as you can (Enter after each).',
        ru: '1. Введите 1, 2, 3, 4, 5 в {cells} как можно быстрее (Enter после каждого).',
        kk: '1. {cells} ұяшықтарына 1, 2, 3, 4, 5 сандарын барынша жылдам енгізіңіз (әрқайсысынан кейін Enter).',
      },
      stepPaste: {
        en: '2. Copy {from} and paste it into {to} at once (Ctrl+C, Ctrl+V).',
        ru: '2. Скопируйте {from} и вставьте одним действием в {to} (Ctrl+C, Ctrl+V).',
        kk: '2. {from} көшіріп, бір әрекетпен {to} ішіне қойыңыз (Ctrl+C, Ctrl+V).',
      },
      stepDropdown: {
        en: '3. In {cell} choose "{item}" from the drop-down.',
        ru: '3. В {cell} выберите «{item}» из выпадающего списка.',
        kk: '3. {cell} ұяшығында ашылмалы тізімнен «{item}» таңдаңыз.',
      },
      stepReferee: {
        en: '4. Ask a referee (another editor) to type anything into {cell}: Sheets must refuse. Then tick {tick}.',
        ru: '4. Попросите судью (другого редактора) ввести что-нибудь в {cell}: Таблицы должны отказать. Затем отметьте {tick}.',
        kk: '4. Төрешіден (басқа редактордан) {cell} ұяшығына бірдеңе енгізуді сұраңыз: Кестелер бас тартуы керек. Содан кейін {tick} белгілеңіз.',
      },
      stepFinish: {
        en: '5. Menu: "{finish}". Leave the columns on the right as they are: the add-on writes there what it received.',
        ru: '5. Меню: «{finish}». Столбцы справа не трогайте: туда надстройка записывает то, что получила.',
        kk: '5. Мәзір: «{finish}». Оң жақтағы бағандарға тимеңіз: қондырма онда алғанын жазады.',
      },
    }) satisfies Record<string, Text>,
);

export type SelfCheckWord = keyof ReturnType<typeof SELFCHECK_WORDS>;

/** Each assumption, and what the add-on does when the self-check finds it false or cannot tell. */
export const ASSUMPTION_TEXT = lazy(
  () =>
    ({
      'meta.insert': {
        title: {
          en: 'A row mark moves with its row when rows are inserted above',
          ru: 'Метка строки перемещается вместе со строкой при вставке строк выше',
          kk: 'Жоғарыға жол қосылғанда жол белгісі жолмен бірге жылжиды',
        },
        fallback: {
          en: 'checks each row’s content (names, labels) before writing and refuses, naming what moved',
          ru: 'сверяет содержимое строки (имена, метки) перед записью и отказывает, называя, что сдвинулось',
          kk: 'жазар алдында жолдың мазмұнын (аттар, белгілер) тексеріп, не жылжығанын атап бас тартады',
        },
      },
      'meta.delete': {
        title: {
          en: 'A deleted row takes its mark with it; the marks below move up',
          ru: 'Удалённая строка уносит свою метку; метки ниже сдвигаются вверх',
          kk: 'Жойылған жол белгісін бірге әкетеді; төмендегі белгілер жоғары жылжиды',
        },
        fallback: {
          en: 'the same content checks; a row that cannot be found is named and the action refuses',
          ru: 'те же проверки содержимого; ненайденная строка называется, действие отказывает',
          kk: 'мазмұнды тексеру сол; табылмаған жол аталып, әрекет бас тартады',
        },
      },
      'meta.sort': {
        title: {
          en: 'Sorting rows leaves the row marks in place',
          ru: 'Сортировка строк оставляет метки строк на месте',
          kk: 'Жолдарды сұрыптау жол белгілерін орнында қалдырады',
        },
        fallback: {
          en: 'finds the rows out of order or with other names and refuses ("rows moved"); undo the sort',
          ru: 'обнаруживает строки не по порядку или с другими именами и отказывает («строки сдвинуты»); отмените сортировку',
          kk: 'жолдардың ретсіз немесе басқа аттармен тұрғанын тауып, бас тартады («жолдар жылжыды»); сұрыптауды болдырмаңыз',
        },
      },
      'meta.move': {
        title: {
          en: 'Rows moved by dragging take their marks with them',
          ru: 'Перетащенные строки переносят свои метки',
          kk: 'Сүйреп жылжытылған жолдар белгілерін бірге әкетеді',
        },
        fallback: {
          en: 'the content checks; a row found elsewhere is refused, never written into',
          ru: 'проверки содержимого; строка в другом месте не записывается, действие отказывает',
          kk: 'мазмұнды тексеру; басқа жерден табылған жолға жазылмайды, әрекет бас тартады',
        },
      },
      'meta.duplicate': {
        title: {
          en: 'A duplicated sheet carries the sheet’s marks (and is refused as a second copy)',
          ru: 'Копия листа несёт его метки (и отвергается как вторая копия)',
          kk: 'Парақтың көшірмесі оның белгілерін алып жүреді (екінші көшірме ретінде қабылданбайды)',
        },
        fallback: {
          en: 'nothing to do: a copy without marks is simply not one of the add-on’s sheets',
          ru: 'ничего не нужно: копия без меток просто не считается листом надстройки',
          kk: 'ештеңе қажет емес: белгісіз көшірме қондырманың парағы болып саналмайды',
        },
      },
      'protect.runner': {
        title: {
          en: 'After a protection removes every editor, you can still write in it',
          ru: 'После снятия всех редакторов защиты вы по-прежнему можете писать в лист',
          kk: 'Қорғаудан барлық редакторлар алынғаннан кейін де сіз параққа жаза аласыз',
        },
        fallback: {
          en: 'refuses its actions (nothing is written): run the add-on from the owner’s or a committee account',
          ru: 'отказывает в действиях (ничего не пишется): запускайте надстройку от владельца или члена Оргкомитета',
          kk: 'әрекеттерден бас тартады (ештеңе жазылмайды): қондырманы иесінің немесе Ұйымкомитет мүшесінің аккаунтынан іске қосыңыз',
        },
      },
      'protect.others': {
        title: {
          en: 'A protection binds every other editor (only the owner and you remain)',
          ru: 'Защита ограничивает всех остальных редакторов (остаются только владелец и вы)',
          kk: 'Қорғау барлық басқа редакторларды шектейді (тек иесі мен сіз қаласыз)',
        },
        fallback: {
          en: 'cannot close input while it works: a value typed during an action may be lost; referees pause while the committee acts, or become commenters',
          ru: 'не может закрыть ввод на время действия: значение, введённое во время действия, может потеряться; судьи ждут, пока Оргкомитет действует, или становятся комментаторами',
          kk: 'әрекет кезінде енгізуді жаба алмайды: әрекет кезінде енгізілген мән жоғалуы мүмкін; Ұйымкомитет әрекет еткенде төрешілер күтеді немесе комментатор болады',
        },
      },
      'protect.group': {
        title: {
          en: 'Your edit access is not through a Google Group',
          ru: 'Ваш доступ на редактирование не через группу Google',
          kk: 'Сіздің өңдеу рұқсатыңыз Google тобы арқылы емес',
        },
        fallback: {
          en: 'refuses each writing action with "protectViaGroup": share the spreadsheet with your own account',
          ru: 'отказывает в каждом записывающем действии («protectViaGroup»): откройте доступ вашей личной учётной записи',
          kk: 'әр жазатын әрекеттен бас тартады («protectViaGroup»): кестені жеке аккаунтыңызбен бөлісіңіз',
        },
      },
      'lock.document': {
        title: {
          en: 'The document lock keeps other executions out while an action works',
          ru: 'Блокировка документа не пускает другие выполнения, пока идёт действие',
          kk: 'Құжат бұғаты әрекет кезінде басқа орындауларды жібермейді',
        },
        fallback: {
          en: 'two members must not act at once: agree who clicks; the input ranges are still closed while an action works',
          ru: 'двое не должны действовать одновременно: договоритесь, кто нажимает; ввод по-прежнему закрывается на время действия',
          kk: 'екеуі бір уақытта әрекет етпеуі керек: кім басатынын келісіңіз; әрекет кезінде енгізу бұрынғыдай жабылады',
        },
      },
      'loading.read': {
        title: {
          en: 'A function still computing reads as a text the add-on knows ("Loading…"), never as an old value',
          ru: 'Ещё считающая функция читается как известный надстройке текст («Загрузка…»), а не как старое значение',
          kk: 'Әлі есептеп жатқан функция қондырма білетін мәтін ретінде оқылады («Загрузка…»), ескі мән ретінде емес',
        },
        fallback: {
          en: 'learns the text seen here and refuses while a cell shows it; against old values finalize reads twice, a pause apart',
          ru: 'запоминает увиденный здесь текст и отказывает, пока ячейка его показывает; против старых значений фиксация читает дважды с паузой',
          kk: 'мұнда көрген мәтінді есте сақтап, ұяшық оны көрсеткенше бас тартады; ескі мәндерге қарсы бекіту үзіліспен екі рет оқиды',
        },
      },
      timezone: {
        title: {
          en: 'The spreadsheet’s time zone is the script’s (Asia/Almaty); 10:30 reads as 10:30',
          ru: 'Часовой пояс таблицы совпадает со скриптом (Asia/Almaty); 10:30 читается как 10:30',
          kk: 'Кестенің уақыт белдеуі скриптікімен бірдей (Asia/Almaty); 10:30 10:30 болып оқылады',
        },
        fallback: {
          en: 'counts the no-shows and the notices by the spreadsheet’s clock; set File → Settings → Time zone',
          ru: 'считает неявки и извещения по часам таблицы; задайте Файл → Настройки → Часовой пояс',
          kk: 'келмеулер мен хабарламаларды кесте сағаты бойынша санайды; Файл → Параметрлер → Уақыт белдеуін қойыңыз',
        },
      },
      'validation.list': {
        title: {
          en: 'Drop-down items in Russian, Kazakh and English, and values written as text, read back exactly; a tick reads as TRUE',
          ru: 'Пункты списков на русском, казахском и английском и значения, записанные как текст, читаются без изменений; флажок читается как ИСТИНА',
          kk: 'Орыс, қазақ және ағылшын тіліндегі тізім тармақтары мен мәтін ретінде жазылған мәндер өзгеріссіз оқылады; белгі ИСТИНА болып оқылады',
        },
        fallback: {
          en: 'compares names by their identity key (case, spaces, look-alike letters) and reads TRUE / ИСТИНА / иә as a tick',
          ru: 'сравнивает имена по ключу (регистр, пробелы, похожие буквы) и читает TRUE / ИСТИНА / иә как флажок',
          kk: 'аттарды кілт бойынша салыстырады (регистр, бос орын, ұқсас әріптер) және TRUE / ИСТИНА / иә белгі ретінде оқиды',
        },
      },
      'read.used': {
        title: {
          en: 'getSheetValues(1, 1, -1, -1) reads the same cells as getDataRange().getValues(): a sheet in one call',
          ru: 'getSheetValues(1, 1, -1, -1) читает те же ячейки, что getDataRange().getValues(): лист за один вызов',
          kk: 'getSheetValues(1, 1, -1, -1) getDataRange().getValues() сияқты ұяшықтарды оқиды: парақ бір шақырумен',
        },
        fallback: {
          en: 'reads each sheet in two calls (getDataRange, then getValues): the same results, each click a few seconds slower',
          ru: 'читает каждый лист двумя вызовами (getDataRange, затем getValues): результаты те же, каждое нажатие на несколько секунд дольше',
          kk: 'әр парақты екі шақырумен оқиды (getDataRange, содан кейін getValues): нәтижелер сол, әр басу бірнеше секунд ұзағырақ',
        },
      },
      'cost.calls': {
        title: {
          en: 'Each call costs no more than the pessimistic table (read 300 ms, write 100 ms, flush 1 s)',
          ru: 'Каждый вызов не дороже пессимистичной таблицы (чтение 300 мс, запись 100 мс, flush 1 с)',
          kk: 'Әр шақыру пессимистік кестеден қымбат емес (оқу 300 мс, жазу 100 мс, flush 1 с)',
        },
        fallback: {
          en: 'works the same, only slower: expect longer clicks than docs/real-sheets.md says',
          ru: 'работает так же, только медленнее: нажатия будут дольше, чем в docs/real-sheets.md',
          kk: 'бұрынғыдай, тек баяуырақ жұмыс істейді: басулар docs/real-sheets.md-дегіден ұзағырақ болады',
        },
      },
      'cost.custom': {
        title: {
          en: 'A custom function shows its result within 1.5 s; several run at once',
          ru: 'Пользовательская функция показывает результат за 1,5 с; несколько идут одновременно',
          kk: 'Пайдаланушы функциясы нәтижесін 1,5 с ішінде көрсетеді; бірнешеуі қатар жұмыс істейді',
        },
        fallback: {
          en: 'waits longer before finalizing and refuses while cells compute; results are the same',
          ru: 'дольше ждёт перед фиксацией и отказывает, пока ячейки считаются; результаты те же',
          kk: 'бекіту алдында ұзағырақ күтеді, ұяшықтар есептелгенше бас тартады; нәтижелер сол',
        },
      },
      'edit.burst': {
        title: {
          en: 'Every cell typed, even quickly, reaches the edit trigger',
          ru: 'Каждая введённая ячейка, даже быстро, доходит до триггера правки',
          kk: 'Әр енгізілген ұяшық, тіпті жылдам болса да, өңдеу триггеріне жетеді',
        },
        fallback: {
          en: 'credits no play-off result whose players were not recorded: the committee confirms or clears each one',
          ru: 'не засчитывает результат плей-офф, у которого не записаны игроки: Оргкомитет подтверждает или очищает каждый',
          kk: 'ойыншылары жазылмаған плей-офф нәтижесін есептемейді: Ұйымкомитет әрқайсысын растайды немесе тазалайды',
        },
      },
      'edit.paste': {
        title: {
          en: 'A pasted block reaches the trigger cell by cell',
          ru: 'Вставленный блок доходит до триггера по одной ячейке',
          kk: 'Қойылған блок триггерге ұяшық бойынша жетеді',
        },
        fallback: {
          en: 'nothing to do: the trigger reads every row of the pasted range',
          ru: 'ничего не нужно: триггер читает все строки вставленного диапазона',
          kk: 'ештеңе қажет емес: триггер қойылған ауқымның барлық жолын оқиды',
        },
      },
      'edit.dropdown': {
        title: {
          en: 'A drop-down choice reaches the trigger and reads as the item',
          ru: 'Выбор из списка доходит до триггера и читается как пункт списка',
          kk: 'Тізімнен таңдау триггерге жетеді және тізім тармағы ретінде оқылады',
        },
        fallback: {
          en: 'the same as for typing: unrecorded play-off results wait for the committee',
          ru: 'как и для ввода: незаписанные результаты плей-офф ждут решения Оргкомитета',
          kk: 'енгізудегідей: жазылмаған плей-офф нәтижелері Ұйымкомитеттің шешімін күтеді',
        },
      },
      'protect.referee': {
        title: {
          en: 'A referee cannot type into a protected cell',
          ru: 'Судья не может ввести значение в защищённую ячейку',
          kk: 'Төреші қорғалған ұяшыққа мән енгізе алмайды',
        },
        fallback: {
          en: 'cannot close the record to referees: share it with them as commenters; the committee types what they report',
          ru: 'не может закрыть протокол от судей: дайте им доступ комментатора; Оргкомитет вносит то, что они сообщают',
          kk: 'хаттаманы төрешілерден жаба алмайды: оларға комментатор рұқсатын беріңіз; олар хабарлағанды Ұйымкомитет енгізеді',
        },
      },
    }) satisfies Record<AssumptionId, { title: Text; fallback: Text }>,
);
