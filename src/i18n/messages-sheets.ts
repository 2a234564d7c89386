/** Messages of the sheet generators and the server actions (src/sheets/), in the three languages (Russian governs). Placeholders are {name}. */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const SHEETS_MESSAGES = lazy(
  () =>
    ({
      summaryNotWritten: {
        en: 'the stage is finalized, but the summary page could not be written: {detail}',
        ru: 'этап зафиксирован, но лист итогов записать не удалось: {detail}',
        kk: 'кезең бекітілді, бірақ қорытынды парағын жазу мүмкін болмады: {detail}',
      },
      wouldOverwrite: {
        en: 'nothing was changed: {count} cell(s) hold values typed by people that this action would overwrite: {cells}. Clear them by hand if they are really obsolete',
        ru: 'ничего не изменено: это действие перезаписало бы значения, введённые людьми (ячеек: {count}): {cells}. Если они действительно устарели, очистите их вручную',
        kk: 'ештеңе өзгертілмеді: бұл әрекет адамдар енгізген мәндерді қайта жазар еді (ұяшықтар саны: {count}): {cells}. Егер олар шынымен ескірген болса, оларды қолмен тазартыңыз',
      },
      setupDone: {
        en: 'ready: {count} sheet(s) created (settings and registration); existing sheets were left as they are',
        ru: 'готово: создано листов — {count} (настройки и регистрация); существующие листы не тронуты',
        kk: 'дайын: {count} парақ құрылды (баптаулар және тіркеу); бар парақтар өзгертілмеді',
      },
      setupUpgraded: {
        en: 'New columns were added to {sheets}, into empty columns beside the ones they follow: nothing typed moved or was lost',
        ru: 'На листы {sheets} добавлены новые столбцы — в пустые столбцы рядом с теми, за которыми они следуют: ничего введённого не сдвинулось и не пропало',
        kk: '{sheets} парақтарына жаңа бағандар қосылды — өздері кейін тұратын бағандардың жанындағы бос бағандарға: енгізілген ешнәрсе жылжымады және жоғалмады',
      },
      setupUpgradeBlocked: {
        en: 'the new columns of "{sheet}" go right after the columns they follow, but these cells hold something: {cells}. Nothing was added there; move what they hold elsewhere and run the setup again',
        ru: 'новые столбцы листа «{sheet}» встают сразу за столбцами, которым они следуют, но в этих ячейках что-то есть: {cells}. Туда ничего не добавлено; перенесите их содержимое в другое место и снова нажмите «Создать листы»',
        kk: '«{sheet}» парағының жаңа бағандары өздері кейін тұратын бағандардың дәл жанына қойылады, бірақ мына ұяшықтарда бірдеңе бар: {cells}. Ол жерге ештеңе қосылмады; олардағы мәліметті басқа жерге көшіріп, «Парақтарды құру» батырмасын қайта басыңыз',
      },
      setupTicksCopied: {
        en: 'On {sheets} the old tick "chosen by the committee" meant a committee place and a seed: it is now two columns, and the ticks were copied into "strongest"; untick there whoever is not to be seeded',
        ru: 'На листах {sheets} прежняя отметка «определён Оргкомитетом» означала и место Оргкомитета, и посев: теперь это два столбца, и отметки скопированы в столбец «сильнейший»; снимите там отметку у тех, кого не нужно разводить по группам',
        kk: '{sheets} парақтарында бұрынғы «Ұйымкомитет анықтаған» белгісі әрі Ұйымкомитет орнын, әрі себуді білдірген: енді бұл екі баған, белгілер «ең күшті» бағанына көшірілді; топтарға бөлудің қажеті жоқтардың белгісін сол жерден алып тастаңыз',
      },
      noRegistrationSheet: {
        en: 'there is no registration sheet "{sheet}" yet: run the setup first',
        ru: 'листа регистрации «{sheet}» ещё нет: сначала выполните подготовку',
        kk: '«{sheet}» тіркеу парағы әлі жоқ: алдымен дайындауды орындаңыз',
      },
      checkSummary: {
        en: '{count} registered; {errors} error(s), {warnings} warning(s)',
        ru: 'зарегистрировано: {count}; ошибок: {errors}, предупреждений: {warnings}',
        kk: 'тіркелгендер: {count}; қателер: {errors}, ескертулер: {warnings}',
      },
      checkBlocks: {
        en: 'nothing was generated: the registration check found {errors} error(s); correct them and try again',
        ru: 'ничего не создано: при проверке регистрации найдено ошибок: {errors}; исправьте их и повторите',
        kk: 'ештеңе құрылмады: тіркеуді тексеру {errors} қате тапты; оларды түзетіп, қайталаңыз',
      },
      confirmWarnings: {
        en: 'the registration check found {warnings} warning(s); look at them and confirm to go on',
        ru: 'при проверке регистрации найдено предупреждений: {warnings}; просмотрите их и подтвердите, чтобы продолжить',
        kk: 'тіркеуді тексеру {warnings} ескерту тапты; оларды қарап, жалғастыру үшін растаңыз',
      },
      drawDone: {
        en: 'draw done: {groups} groups, seed {seed} (recorded on the draw sheet)',
        ru: 'жеребьёвка проведена: групп — {groups}, ключ {seed} (записан на листе жеребьёвки)',
        kk: 'жеребе салынды: {groups} топ, кілт {seed} (жеребе парағына жазылды)',
      },
      noDrawYet: {
        en: 'there is no draw for {game} yet: run the draw first',
        ru: 'жеребьёвки ({game}) ещё не было: сначала проведите жеребьёвку',
        kk: '{game} бойынша жеребе әлі салынған жоқ: алдымен жеребе салыңыз',
      },
      formatGroups: {
        en: 'the play-off format {format} needs {need} groups, but the draw made {found}; change the format or the number of groups on the settings sheet and draw again',
        ru: 'для формата плей-офф {format} нужно групп: {need}, а по жеребьёвке их {found}; измените формат или число групп на листе настроек и проведите жеребьёвку заново',
        kk: '{format} плей-офф форматына {need} топ керек, ал жеребе бойынша — {found}; баптаулар парағында форматты немесе топтар санын өзгертіп, жеребені қайта салыңыз',
      },
      sheetsWritten: {
        en: 'written: {sheets}',
        ru: 'записано: {sheets}',
        kk: 'жазылды: {sheets}',
      },
      unknownPlayer: {
        en: '"{name}" is not found on the sheet "{sheet}", where names are looked up: write it exactly as it is written there (capitals do not matter){hint}',
        ru: '«{name}» не найден(а) на листе «{sheet}», где ищутся имена: впишите имя точно так, как оно записано на этом листе (заглавные и строчные буквы не важны){hint}',
        kk: '«{name}» есімдер ізделетін «{sheet}» парағынан табылмады: есімді сол парақта жазылғандай дәл жазыңыз (бас әріп пен кіші әріптің айырмасы жоқ){hint}',
      },
      playerNearHint: {
        en: 'similar names there: {names}',
        ru: 'похожие имена на этом листе: {names}',
        kk: 'сол парақтағы ұқсас есімдер: {names}',
      },
      playerNear: {
        en: 'perhaps "{name}"',
        ru: 'возможно, «{name}»',
        kk: 'мүмкін, «{name}»',
      },
      withdrawDone: {
        en: '{name} withdrew: {count} later match(es) recorded as forfeits',
        ru: '{name} выбыл(а): последующих матчей, засчитанных как неявка, — {count}',
        kk: '{name} турнирден шықты: келмеу деп есептелген кейінгі матчтар саны — {count}',
      },
      argNotText: {
        en: 'nothing was changed: {what} must be a text, found {found}',
        ru: 'ничего не изменено: {what} — это должен быть текст, а получено: {found}',
        kk: 'ештеңе өзгертілмеді: {what} мәтін болуы керек, ал алынғаны: {found}',
      },
      argTooLong: {
        en: 'nothing was changed: {what} is {length} characters long; at most {max} are accepted',
        ru: 'ничего не изменено: {what} длиной {length} символов; допускается не более {max}',
        kk: 'ештеңе өзгертілмеді: {what} ұзындығы {length} таңба; {max} таңбадан аспауы керек',
      },
      argEmpty: {
        en: 'nothing was changed: {what} is empty',
        ru: 'ничего не изменено: {what} не указано',
        kk: 'ештеңе өзгертілмеді: {what} көрсетілмеген',
      },
      argReason: { en: 'the reason of the ruling', ru: 'причина решения', kk: 'шешімнің себебі' },
      argPlayer: {
        en: 'the name of the player (team)',
        ru: 'имя участника (команды)',
        kk: 'қатысушының (команданың) аты',
      },
      withdrawnFull: {
        en: 'the withdrawn list on "{sheet}" is full ({max} names); nothing was changed',
        ru: 'список выбывших на листе «{sheet}» заполнен ({max} имён); ничего не изменено',
        kk: '«{sheet}» парағындағы турнирден шыққандар тізімі толы ({max} есім); ештеңе өзгертілмеді',
      },
      noSuchSheet: {
        en: 'there is no sheet "{sheet}"',
        ru: 'листа «{sheet}» нет',
        kk: '«{sheet}» парағы жоқ',
      },
      unknownStage: {
        en: 'unknown stage {found}; expected groups or bracket (preference: tour, final, standings)',
        ru: 'неизвестный этап {found}; ожидалось groups или bracket (преферанс: tour, final, standings)',
        kk: 'белгісіз кезең {found}; groups немесе bracket күтілді (преферанс: tour, final, standings)',
      },
      finalizeErrors: {
        en: 'not finalized: {count} cell(s) show an error: {cells}; correct them first',
        ru: 'не зафиксировано: ячеек с ошибкой: {count} ({cells}); сначала исправьте их',
        kk: 'бекітілмеді: {count} ұяшықта қате: {cells}; алдымен оларды түзетіңіз',
      },
      finalizeDone: {
        en: 'finalized (formulas replaced by their values, sheets locked): {sheets}',
        ru: 'зафиксировано (формулы заменены значениями, листы заблокированы): {sheets}',
        kk: 'бекітілді (формулалар мәндерімен ауыстырылды, парақтар құлыпталды): {sheets}',
      },
      sheetFinalized: {
        en: 'nothing was changed: "{sheet}" is finalized (values only, locked); a finalized stage is never regenerated',
        ru: 'ничего не изменено: лист «{sheet}» зафиксирован (только значения, заблокирован); зафиксированный этап не создаётся заново',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағы бекітілген (тек мәндер, құлыпталған); бекітілген кезең қайта құрылмайды',
      },
      protectViaGroup: {
        en: 'Sheets refused to take the other editors off protected cells ({detail}). That happens when your edit access comes through a Google Group: ask the owner to share the spreadsheet with your own account as an editor, then try again; nothing was changed',
        ru: 'Таблицы не дали убрать других редакторов защищённых ячеек ({detail}). Так бывает, когда ваш доступ дан через группу Google: попросите владельца открыть таблицу лично вашему аккаунту (Редактор) и повторите; ничего не изменено',
        kk: 'Кестелер қорғалған ұяшықтардан басқа редакторларды алып тастауға рұқсат бермеді ({detail}). Бұл рұқсатыңыз Google тобы арқылы берілгенде болады: иесінен кестені жеке аккаунтыңызға (Редактор) ашуын сұрап, қайталаңыз; ештеңе өзгертілмеді',
      },
      actionFailed: {
        en: 'the action stopped unexpectedly ({detail}); what it had begun to write was put back where it could be. Check the sheets, and please report this to the developers',
        ru: 'действие неожиданно прервалось ({detail}); начатая запись по возможности отменена. Проверьте листы и сообщите об этом разработчикам',
        kk: 'әрекет күтпеген жерден тоқтады ({detail}); басталған жазу мүмкіндігінше кері қайтарылды. Парақтарды тексеріп, бұл туралы әзірлеушілерге хабарлаңыз',
      },
      unknownGameAction: {
        en: 'unknown game {found}; expected futsal, billiards, backgammon or preference',
        ru: 'неизвестная игра {found}; ожидалось futsal, billiards, backgammon или preference',
        kk: 'белгісіз ойын {found}; futsal, billiards, backgammon немесе preference күтілді',
      },
      badLang: {
        en: 'unknown language {found}; expected ru, kk or en',
        ru: 'неизвестный язык {found}; ожидалось ru, kk или en',
        kk: 'белгісіз тіл {found}; ru, kk немесе en күтілді',
      },
      badTourNumber: {
        en: 'tour number {found} is not one of 1 to {tours}',
        ru: 'номер тура {found} — вне диапазона от 1 до {tours}',
        kk: 'айналым нөмірі {found} 1 мен {tours} аралығында емес',
      },
      prefWithdrawFinal: {
        en: '{name} withdrew after the last tour was seated: recorded as leaving from the final (not in the final, Art. 16 item 4); his results so far stay',
        ru: '{name} выбыл(а) после рассадки последнего тура: записано выбытие с финала (к финальной партии не допускается, ст. 16 п. 4); результаты до этого сохраняются',
        kk: '{name} соңғы айналым отырғызылғаннан кейін шықты: финалдан бастап шығу жазылды (ақтық партияға жіберілмейді, 16-бап, 4-тармақ); оған дейінгі нәтижелері сақталады',
      },
      prefWithdrawReason: {
        en: 'withdrew (announced to the referee, Art. 16 item 4)',
        ru: 'отказался от дальнейшего участия (уведомил судью, ст. 16 п. 4)',
        kk: 'әрі қарай қатысудан бас тартты (төрешіге хабарлады, 16-бап, 4-тармақ)',
      },
      prefWithdrawDone: {
        en: '{name} withdrew: marked as skipping {count} tour(s) not seated yet (−8 each; not in the final)',
        ru: '{name} выбыл(а): отмечен пропуск ещё не рассаженных туров — {count} (по −8 за каждый; к финальной партии не допускается)',
        kk: '{name} турнирден шықты: әлі отырғызылмаған айналымдар жіберіп алынды деп белгіленді — {count} (әрқайсысы үшін −8; ақтық партияға жіберілмейді)',
      },
      stageIncomplete: {
        en: 'not finalized: the stage is not decided yet — {detail}',
        ru: 'не зафиксировано: этап ещё не завершён — {detail}',
        kk: 'бекітілмеді: кезең әлі аяқталған жоқ — {detail}',
      },
      openGroups: {
        en: 'places 1 and 2 are not decided: {items}',
        ru: '1-е и 2-е места не определены: {items}',
        kk: '1-орын мен 2-орын анықталмаған: {items}',
      },
      openGroupMatches: {
        en: 'group {group} — matches without a result: {count} of {total}',
        ru: 'группа {group} — матчей без результата: {count} из {total}',
        kk: '{group} тобы — нәтижесі жоқ матчтар: {total} ішінен {count}',
      },
      openGroupShootout: {
        en: 'group {group} — every match has a result, but {names} are level on every criterion: enter the penalty shoot-out between them in the rows "{rows}" under the matches ({cite})',
        ru: 'группа {group} — у всех матчей есть результат, но {names} равны по всем показателям: внесите серию пенальти между ними в строки «{rows}» под матчами ({cite})',
        kk: '{group} тобы — барлық матчтың нәтижесі бар, бірақ {names} барлық көрсеткіш бойынша тең: олардың арасындағы пенальти сериясын матчтардың астындағы «{rows}» жолдарына енгізіңіз ({cite})',
      },
      openGroupExtraParty: {
        en: 'group {group} — every match has a result, but {names} are level on every criterion: enter the additional party between them in the rows "{rows}" under the matches ({cite})',
        ru: 'группа {group} — у всех матчей есть результат, но {names} равны по всем показателям: внесите дополнительную партию между ними в строки «{rows}» под матчами ({cite})',
        kk: '{group} тобы — барлық матчтың нәтижесі бар, бірақ {names} барлық көрсеткіш бойынша тең: олардың арасындағы қосымша партияны матчтардың астындағы «{rows}» жолдарына енгізіңіз ({cite})',
      },
      openBracket: {
        en: 'play-off matches without a result: {count} — {matches}',
        ru: 'матчей плей-офф без результата: {count} — {matches}',
        kk: 'нәтижесі жоқ плей-офф матчтары: {count} — {matches}',
      },
      openBracketMatch: {
        en: 'match {match}{players}: no result yet',
        ru: 'матч {match}{players}: результата ещё нет',
        kk: '{match} матчы{players}: нәтижесі әлі жоқ',
      },
      openPlaces: {
        en: 'places 1–3 are not filled: {cells}',
        ru: 'места 1–3 не заполнены: {cells}',
        kk: '1–3-орындар толтырылмаған: {cells}',
      },
      openTourEmpty: {
        en: 'nothing is entered on "{sheet}" yet: enter the pool and the mountain of every player at every table (tables: {tables})',
        ru: 'на листе «{sheet}» ещё ничего не внесено: внесите пулю и гору каждого игрока за всеми столами (столов: {tables})',
        kk: '«{sheet}» парағына әлі ештеңе енгізілмеген: барлық үстелдегі әр ойыншының сызбасы мен «теріс» нәтижесін енгізіңіз (үстелдер саны: {tables})',
      },
      openTourTables: {
        en: 'tour {tour}: pools or mountains are missing at tables {tables}',
        ru: 'тур {tour}: не внесены пули или горы за столами {tables}',
        kk: '{tour}-айналым: мына үстелдерде сызба немесе «теріс» нәтиже енгізілмеген: {tables}',
      },
      openTourTable: {
        en: 'table {table}: pool and mountain cells still empty: {count}',
        ru: 'стол {table}: пустых ячеек пули и горы: {count}',
        kk: '{table}-үстел: сызба мен «теріс» нәтиженің бос ұяшықтары: {count}',
      },
      openFinalEmpty: {
        en: 'the final party is not entered yet: enter the pools and mountains of the final table on "{sheet}"',
        ru: 'финальная партия ещё не внесена: внесите пули и горы финального стола на листе «{sheet}»',
        kk: 'ақтық партия әлі енгізілмеген: «{sheet}» парағында ақтық үстелдің сызбалары мен «теріс» нәтижелерін енгізіңіз',
      },
      openFinalPart: {
        en: 'the final party is entered only in part: the pool or the mountain is missing for {names}',
        ru: 'финальная партия внесена не полностью: нет пули или горы у игроков: {names}',
        kk: 'ақтық партия толық енгізілмеген: мына ойыншылардың сызбасы немесе «теріс» нәтижесі жоқ: {names}',
      },
      openStandings: {
        en: 'the standings are finalized after the last tour: {items}',
        ru: 'рейтинг-лист фиксируется после последнего тура: {items}',
        kk: 'рейтинг тізімі соңғы айналымнан кейін бекітіледі: {items}',
      },
      openToursIncomplete: {
        en: 'tours not complete (pools or mountains missing): {tours}',
        ru: 'не завершены туры (не внесены пули или горы): {tours}',
        kk: 'аяқталмаған айналымдар (сызба немесе «теріс» нәтиже енгізілмеген): {tours}',
      },
      openToursUnseated: {
        en: 'tours not seated yet: {tours}',
        ru: 'ещё не рассажены туры: {tours}',
        kk: 'әлі отырғызылмаған айналымдар: {tours}',
      },
      attendanceOrphans: {
        en: 'nothing was changed: the attendance ticks of {names} would be lost (their names are no longer in the registration list); untick them, or correct the registration, and prepare again',
        ru: 'ничего не изменено: отметки явки для {names} были бы потеряны (их имён больше нет в списке регистрации); снимите отметки или исправьте регистрацию и подготовьте явку заново',
        kk: 'ештеңе өзгертілмеді: {names} үшін қатысу белгілері жоғалар еді (олардың аттары тіркеу тізімінде енді жоқ); белгілерді алып тастаңыз немесе тіркеуді түзетіп, қатысуды қайта дайындаңыз',
      },
      statusSummary: {
        en: '{sheets} sheet(s) in the spreadsheet',
        ru: 'листов в таблице: {sheets}',
        kk: 'кестедегі парақтар: {sheets}',
      },
      lockBusy: {
        en: 'another committee action is running in this spreadsheet; try again in a minute',
        ru: 'в этой таблице уже выполняется другое действие Оргкомитета; повторите через минуту',
        kk: 'бұл кестеде Ұйымкомитеттің басқа әрекеті орындалып жатыр; бір минуттан кейін қайталаңыз',
      },
      prefBadTourCount: {
        en: 'number of tours {found}: a whole number from 1 to {max} was expected (Art. 17 item 1: 7)',
        ru: 'число туров {found}: ожидалось целое число от 1 до {max} (ст. 17 п. 1: 7)',
        kk: 'айналымдар саны {found}: 1 мен {max} аралығындағы бүтін сан күтілді (17-бап, 1-тармақ: 7)',
      },
      prefBadTour: {
        en: 'tour {found}: a tour number from 1 to {tours} was expected',
        ru: 'тур {found}: ожидался номер тура от 1 до {tours}',
        kk: 'айналым {found}: 1 мен {tours} аралығындағы айналым нөмірі күтілді',
      },
      prefNoAttendance: {
        en: 'the attendance sheet "{sheet}" does not exist yet; prepare attendance first (announced absences, Art. 16 item 4)',
        ru: 'лист явки «{sheet}» ещё не создан; сначала подготовьте явку (заранее объявленные пропуски, ст. 16 п. 4)',
        kk: '«{sheet}» қатысу парағы әлі құрылмаған; алдымен қатысуды дайындаңыз (айналымды алдын ала хабарлап жіберіп алу, 16-бап, 4-тармақ)',
      },
      prefNotSeated: {
        en: 'tour {tour} is not seated yet; tours are seated in order',
        ru: 'тур {tour} ещё не рассажен; туры рассаживаются по порядку',
        kk: '{tour}-айналым әлі отырғызылмаған; айналымдар ретімен отырғызылады',
      },
      prefIncomplete: {
        en: 'tour {tour} is not complete: table(s) {tables} on "{sheet}" still lack a pool or a mountain; the next seating uses the standings after tour {tour} (Art. 17 item 4), so every table must have its results first',
        ru: 'тур {tour} не завершён: на листе «{sheet}» не внесены пуля или гора (столы: {tables}); следующая рассадка идёт по рейтинг-листу после тура {tour} (ст. 17 п. 4), поэтому сначала внесите результаты всех столов',
        kk: '{tour}-айналым аяқталмаған: «{sheet}» парағында сызба немесе «теріс» нәтиже енгізілмеген (үстелдер: {tables}); келесі отырғызу {tour}-айналымнан кейінгі рейтинг тізімі бойынша жүргізіледі (17-бап, 4-тармақ), сондықтан алдымен барлық үстелдің нәтижелерін енгізіңіз',
      },
      prefLaterSeated: {
        en: '"{later}" is already seated; re-seating tour {tour} now would change the seating it was made from; nothing was changed',
        ru: '«{later}» уже рассажен; пересадка тура {tour} сейчас изменила бы рассадку, по которой он составлен; ничего не изменено',
        kk: '«{later}» отырғызылып қойған; {tour}-айналымды қазір қайта отырғызу соған негіз болған отырғызуды өзгертер еді; ештеңе өзгертілмеді',
      },
      prefSheetDamaged: {
        en: 'the sheet "{sheet}" does not have the layout the add-on made ({detail}); undo the change (File → Version history) or ask the committee',
        ru: 'лист «{sheet}» не совпадает с тем, что создало дополнение ({detail}); отмените изменение (Файл → История версий) или обратитесь в Оргкомитет',
        kk: '«{sheet}» парағы қосымша жасаған пішінге сәйкес келмейді ({detail}); өзгерісті кері қайтарыңыз (Файл → Нұсқалар тарихы) немесе Ұйымкомитетке жүгініңіз',
      },
      cellTooLong: {
        en: 'sheet "{sheet}", cell {cell} would hold {length} characters; Google Sheets keeps at most {max} in one cell (what is there now and what the action adds together): nothing was changed; shorten the text there, then try again',
        ru: 'лист «{sheet}», ячейка {cell}: вышло бы {length} символов, а Google Таблицы хранят в ячейке не больше {max} (то, что там есть, вместе с добавляемым): ничего не изменено; сократите текст в ячейке и повторите',
        kk: '«{sheet}» парағы, {cell} ұяшығы: {length} таңба болар еді, ал Google Кестелері бір ұяшықта {max} таңбадан артық сақтамайды (ондағы мәтін қосылатынмен бірге): ештеңе өзгертілмеді; ұяшықтағы мәтінді қысқартып, қайталаңыз',
      },
      notReady: {
        en: 'sheet "{sheet}", cell {cell} shows {found}, not a value yet (still computing, or an error): nothing was changed; wait a moment and try again',
        ru: 'лист «{sheet}», ячейка {cell} показывает {found}, а не значение (ещё вычисляется или ошибка): ничего не изменено; подождите немного и повторите',
        kk: '«{sheet}» парағы, {cell} ұяшығы мән емес, {found} көрсетеді (әлі есептелуде немесе қате): ештеңе өзгертілмеді; сәл күтіп, қайталаңыз',
      },
      prefBadNumber: {
        en: 'sheet "{sheet}", cell {cell}: expected a number, found {found}',
        ru: 'лист «{sheet}», ячейка {cell}: ожидалось число, найдено: {found}',
        kk: '«{sheet}» парағы, {cell} ұяшығы: сан күтілді, табылғаны: {found}',
      },
      prefNotInAttendance: {
        en: '"{name}" is not on the attendance sheet and is counted as present; prepare attendance again to add him',
        ru: 'участника «{name}» нет на листе явки, он считается присутствующим; подготовьте явку заново, чтобы добавить его',
        kk: '«{name}» қатысу парағында жоқ, ол келген болып саналады; оны қосу үшін қатысуды қайта дайындаңыз',
      },
      prefAttendanceDone: {
        en: 'the attendance sheet "{sheet}" is ready: {players} players, {tours} tours',
        ru: 'лист явки «{sheet}» готов: участников: {players}, туров: {tours}',
        kk: '«{sheet}» қатысу парағы дайын: қатысушылар: {players}, айналымдар: {tours}',
      },
      prefTourDone: {
        en: 'tour {tour} is seated: {players} players at {tables} tables, absent {absent}',
        ru: 'тур {tour} рассажен: игроков: {players}, столов: {tables}, отсутствуют: {absent}',
        kk: '{tour}-айналым отырғызылды: {tables} үстелде {players} ойыншы, келмегендер: {absent}',
      },
      prefFinalDone: {
        en: 'the final is seated: {players}',
        ru: 'финальный стол рассажен: {players}',
        kk: 'ақтық үстел отырғызылды: {players}',
      },
      prefNameChanged: {
        en: 'nothing was changed: "{name}" is recorded at {where}, but the registration no longer has this name{near}. If the name was corrected, use "Correct a name" in the panel (it changes the name everywhere it is recorded); if the player left the tournament, put his registration row back and withdraw him ("Withdraw") instead of deleting his row',
        ru: 'ничего не изменено: «{name}» записан(а) на листах {where}, но в регистрации такого имени больше нет{near}. Если имя исправили, воспользуйтесь действием «Исправить имя» на панели (оно меняет имя везде, где оно записано); если участник выбыл из турнира, верните его строку в регистрацию и снимите его с турнира («Снять с турнира»), а не удаляйте его строку',
        kk: 'ештеңе өзгертілмеді: «{name}» {where} парақтарында жазылған, бірақ тіркеуде бұл есім енді жоқ{near}. Егер есім түзетілген болса, панельдегі «Есімді түзету» әрекетін пайдаланыңыз (ол есімді жазылған барлық жерде өзгертеді); егер қатысушы турнирден шықса, оның тіркеу жолын қайтарып, жолын жоймай, оны турнирден шығарыңыз («Турнирден шығару»)',
      },
      prefNameNear: {
        en: '; names in the registration that look like it: {names}',
        ru: '; похожие имена в регистрации: {names}',
        kk: '; тіркеудегі ұқсас есімдер: {names}',
      },
      prefNoTourColumn: {
        en: 'nothing was changed: the attendance sheet "{sheet}" has no column for tour {tour} (the number of tours was raised after it was prepared, or the column was deleted); prepare the attendance again',
        ru: 'ничего не изменено: на листе явки «{sheet}» нет столбца тура {tour} (число туров увеличили после его подготовки или столбец удалён); подготовьте явку заново',
        kk: 'ештеңе өзгертілмеді: «{sheet}» қатысу парағында {tour}-айналымның бағаны жоқ (айналымдар саны парақ дайындалғаннан кейін көбейтілген немесе баған жойылған); қатысуды қайта дайындаңыз',
      },
      prefRowsChanged: {
        en: 'rows were inserted, deleted or moved: {what}, at {cell}',
        ru: 'строки вставлены, удалены или переставлены: {what}, у ячейки {cell}',
        kk: 'жолдар қосылған, жойылған немесе орын ауыстырған: {what}, {cell} ұяшығында',
      },
      argNotOptions: {
        en: 'nothing was changed: the options of the action must be an object (or nothing), found {found}',
        ru: 'ничего не изменено: параметры действия должны быть объектом (или не указаны), а получено: {found}',
        kk: 'ештеңе өзгертілмеді: әрекеттің параметрлері объект болуы керек (немесе көрсетілмейді), ал алынғаны: {found}',
      },
      argUnknownOption: {
        en: 'nothing was changed: the action knows no option {keys} (its options: {known})',
        ru: 'ничего не изменено: у действия нет параметра {keys} (его параметры: {known})',
        kk: 'ештеңе өзгертілмеді: әрекетте {keys} параметрі жоқ (оның параметрлері: {known})',
      },
      argNotRequest: {
        en: 'nothing was changed: the request must be an object with {known}, found {found}',
        ru: 'ничего не изменено: запрос должен быть объектом с полями {known}, а получено: {found}',
        kk: 'ештеңе өзгертілмеді: сұрау {known} өрістері бар объект болуы керек, ал алынғаны: {found}',
      },
      argNotYesNo: {
        en: 'nothing was changed: {what} must be true or false, found {found}',
        ru: 'ничего не изменено: {what} — это должно быть «да» или «нет» (true или false), а получено: {found}',
        kk: 'ештеңе өзгертілмеді: {what} «иә» немесе «жоқ» (true немесе false) болуы керек, ал алынғаны: {found}',
      },
      argMidParty: {
        en: 'whether he leaves during the party (midParty)',
        ru: 'выбывает ли он во время партии',
        kk: 'ол партия кезінде шыға ма',
      },
      argAcceptWarnings: {
        en: 'the confirmation of the warnings',
        ru: 'подтверждение предупреждений',
        kk: 'ескертулерді растау',
      },
      argOneOf: {
        en: 'nothing was changed: {what} must be one of {allowed}, found {found}',
        ru: 'ничего не изменено: {what} — допускается одно из значений {allowed}, а получено: {found}',
        kk: 'ештеңе өзгертілмеді: {what} {allowed} мәндерінің бірі болуы керек, ал алынғаны: {found}',
      },
      argKeepMode: {
        en: 'how the table is kept',
        ru: 'способ ведения стола',
        kk: 'үстелді жүргізу тәсілі',
      },
      argLeaveKind: {
        en: 'the kind of leaving',
        ru: 'вид выбытия',
        kk: 'шығу түрі',
      },
      argPickNames: {
        en: "nothing was changed: the committee's pick for the final must be a list of names, found {found}",
        ru: 'ничего не изменено: выбор Оргкомитета для финала — это список имён, а получено: {found}',
        kk: 'ештеңе өзгертілмеді: Ұйымдастыру комитетінің финалға таңдауы — есімдер тізімі, ал алынғаны: {found}',
      },
      argPickReason: {
        en: "the reason of the committee's pick",
        ru: 'причина выбора Оргкомитета',
        kk: 'Ұйымдастыру комитеті таңдауының себебі',
      },
      argToken: {
        en: "nothing was changed: the proposal's token must be the number the check gave, found {found}",
        ru: 'ничего не изменено: отметка предложения — это число, которое дала проверка, а получено: {found}',
        kk: 'ештеңе өзгертілмеді: ұсыныс белгісі — тексеру берген сан, ал алынғаны: {found}',
      },
      argLanguage: {
        en: 'the language',
        ru: 'язык',
        kk: 'тіл',
      },
      anchorFinalTable: { en: 'the final table', ru: 'финальный стол', kk: 'ақтық үстел' },
      anchorFinalPlaces: { en: 'places 1–3', ru: 'места 1–3', kk: '1–3-орындар' },
      anchorTourColumn: { en: 'the column of tour {n}', ru: 'столбец тура {n}', kk: '{n}-айналымның бағаны' },
      prefStatus: {
        en: 'tours seated: {seated} of {tours}, complete: {complete}',
        ru: 'рассажено туров: {seated} из {tours}, завершено: {complete}',
        kk: 'отырғызылған айналымдар: {tours} ішінен {seated}, аяқталғаны: {complete}',
      },
    }) satisfies Record<string, Text>,
);
