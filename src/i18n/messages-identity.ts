/**
 * Messages about identity: sheets, rows and people the add-on can no longer tell apart after
 * what people did to the spreadsheet (SPEC §5 "Identity survives editing"). Russian governs.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const IDENTITY_MESSAGES = lazy(
  () =>
    ({
      typedDuringAction: {
        en: 'nothing was changed: while this ran, someone typed on "{sheet}" ({cells}); look at what was typed there, then try again',
        ru: 'ничего не изменено: пока это выполнялось, на листе «{sheet}» что-то ввели ({cells}); посмотрите, что там введено, и повторите',
        kk: 'ештеңе өзгертілмеді: бұл орындалып жатқанда «{sheet}» парағына бірдеңе енгізілді ({cells}); онда не енгізілгенін қараңыз да, қайталаңыз',
      },
      sheetNameTaken: {
        en: 'nothing was changed: a sheet "{sheet}" exists that the add-on did not make (or whose add-on marks were lost); rename or delete it, then try again',
        ru: 'ничего не изменено: есть лист «{sheet}», который создан не надстройкой (или потерял её отметки); переименуйте или удалите его и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағы қондырма жасамаған (немесе оның белгілері жоғалған); оның атын өзгертіңіз немесе жойыңыз да, қайталаңыз',
      },
      sheetTwice: {
        en: "nothing was changed: the sheets {sheets} both carry the add-on's marks of one sheet (one is a copy); delete the copy, then try again",
        ru: 'ничего не изменено: листы {sheets} оба несут отметки надстройки для одного листа (один из них — копия); удалите копию и повторите',
        kk: 'ештеңе өзгертілмеді: {sheets} парақтарының екеуінде де қондырманың бір парағының белгілері бар (біреуі — көшірме); көшірмені жойып, қайталаңыз',
      },
      rowsLost: {
        en: 'nothing was changed: on "{sheet}" rows or columns the add-on placed are gone ({what}) — deleted? It can no longer tell where things are: undo the deletion (Edit → Undo, or the version history), then try again',
        ru: 'ничего не изменено: на листе «{sheet}» нет строк или столбцов, которые разместила надстройка ({what}) — удалены? Надстройка больше не может определить, где что находится: отмените удаление (Правка → Отменить или история версий) и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағында қондырма орналастырған жолдар немесе бағандар жоқ ({what}) — жойылды ма? Қондырма енді не қайда екенін анықтай алмайды: жоюды болдырмаңыз (Өңдеу → Болдырмау немесе нұсқалар тарихы) және қайталаңыз',
      },
      rowsMoved: {
        en: 'nothing was changed: on "{sheet}" rows or columns were moved past each other ({what}) — sorted? Undo the move, then try again',
        ru: 'ничего не изменено: на листе «{sheet}» строки или столбцы переставлены ({what}) — сортировка? Отмените перестановку и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағында жолдар немесе бағандар орын ауыстырған ({what}) — сұрыптау ма? Ауыстыруды болдырмаңыз және қайталаңыз',
      },
      rowMismatch: {
        en: 'nothing was changed: "{sheet}"!{cell} shows {shown}, but {what} is {expected} — the rows were moved or their contents changed. Put them back, then try again',
        ru: 'ничего не изменено: в «{sheet}»!{cell} стоит {shown}, а {what} — это {expected}: строки сдвинуты или их содержимое изменено. Верните их и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}»!{cell} ұяшығында {shown}, ал {what} — {expected}: жолдар жылжытылған немесе мазмұны өзгерген. Оларды қайтарып, қайталаңыз',
      },
      partyRowsSplit: {
        en: 'nothing was changed: rows were inserted or deleted among the party rows of {what} on "{sheet}" (at {cell}); delete the inserted rows, then try again',
        ru: 'ничего не изменено: среди строк партий {what} на листе «{sheet}» (у {cell}) вставлены или удалены строки; удалите вставленные строки и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағындағы {what} партия жолдарының арасына жолдар қосылған немесе жойылған ({cell}); қосылған жолдарды жойып, қайталаңыз',
      },
      withdrawFinalized: {
        en: 'nothing was changed: {sheets} finalized — the record of that stage stays as it is, so a withdrawal can no longer be written',
        ru: 'ничего не изменено: {sheets} зафиксировано — запись этого этапа остаётся как есть, поэтому выбытие уже не может быть записано',
        kk: 'ештеңе өзгертілмеді: {sheets} бекітілген — бұл кезеңнің жазбасы сол күйінде қалады, сондықтан шығуды енді жазу мүмкін емес',
      },
      alreadyWithdrawn: {
        en: '{name} was already withdrawn: nothing more to write',
        ru: '{name} уже выбыл(а): записывать больше нечего',
        kk: '{name} бұрын шыққан: жазатын басқа ештеңе жоқ',
      },
      playoffFlag: {
        en: 'match {match}: {note}',
        ru: 'матч {match}: {note}',
        kk: '{match} матчы: {note}',
      },
      resolveChoice: {
        en: 'nothing was changed: the answer must be confirm or clear, found {found}',
        ru: 'ничего не изменено: ответ должен быть «подтвердить» или «очистить», а получено: {found}',
        kk: 'ештеңе өзгертілмеді: жауап «растау» немесе «тазарту» болуы керек, ал алынғаны: {found}',
      },
      unknownMatch: {
        en: 'nothing was changed: there is no play-off match {found}',
        ru: 'ничего не изменено: в плей-офф нет матча {found}',
        kk: 'ештеңе өзгертілмеді: плей-оффта {found} матчы жоқ',
      },
      resolveNoPlayers: {
        en: 'nothing was changed: match {match} has no two players routed to it yet, so there is nobody to confirm the result for',
        ru: 'ничего не изменено: в матче {match} ещё нет двух участников по сетке — подтверждать результат не для кого',
        kk: 'ештеңе өзгертілмеді: {match} матчында кесте бойынша әлі екі қатысушы жоқ — нәтижені растайтын ешкім жоқ',
      },
      resolveConfirmed: {
        en: 'match {match}: the result now stands for the players routed there',
        ru: 'матч {match}: результат засчитан участникам, которые теперь стоят в нём по сетке',
        kk: '{match} матчы: нәтиже енді кесте бойынша тұрған қатысушыларға есептелді',
      },
      resolveCleared: {
        en: 'match {match}: the result was cleared ({count} cell(s): {cells}); type it again where it belongs',
        ru: 'матч {match}: результат очищен (ячеек: {count}: {cells}); внесите его заново туда, где ему место',
        kk: '{match} матчы: нәтиже тазартылды ({count} ұяшық: {cells}); оны тиесілі орнына қайта енгізіңіз',
      },
      correctNameTo: {
        en: 'nothing was changed: the corrected name must be given as its parts (surname, name, patronymic if any; for futsal the team), found {found}',
        ru: 'ничего не изменено: исправленное имя задаётся по частям (фамилия, имя, отчество при наличии; для мини-футбола — команда), а получено: {found}',
        kk: 'ештеңе өзгертілмеді: түзетілген есім бөліктерімен беріледі (тегі, аты, бар болса әкесінің аты; мини-футбол үшін — команда), ал алынғаны: {found}',
      },
      correctNameConflict: {
        en: 'nothing was changed: with that name the registration would not pass its check: {items}',
        ru: 'ничего не изменено: с таким именем регистрация не пройдёт проверку: {items}',
        kk: 'ештеңе өзгертілмеді: мұндай есіммен тіркеу тексеруден өтпейді: {items}',
      },
      correctNameReason: {
        en: 'nothing was changed: a name correction is a decision of the committee, recorded with its reason — write why (e.g. a typo in the application)',
        ru: 'ничего не изменено: исправление имени — решение Оргкомитета, оно записывается с причиной — напишите, почему (например, опечатка в заявке)',
        kk: 'ештеңе өзгертілмеді: есімді түзету — Ұйымкомитеттің шешімі, ол себебімен жазылады — неге екенін жазыңыз (мысалы, өтінімдегі қате)',
      },
      correctNameWho: {
        en: 'nothing was changed: say who decides (your name): the record names the committee member who corrected the name, and the add-on may not read your e-mail address (it asks for no such permission)',
        ru: 'ничего не изменено: укажите, кто решает (ваше имя): в записи указывается член Оргкомитета, исправивший имя, а адрес вашей почты дополнение прочитать не может (такого разрешения оно не запрашивает)',
        kk: 'ештеңе өзгертілмеді: кім шешетінін көрсетіңіз (атыңызды): жазбада есімді түзеткен Ұйымкомитет мүшесі көрсетіледі, ал қосымша сіздің пошта мекенжайыңызды оқи алмайды (ондай рұқсат сұрамайды)',
      },
      argDecisionReason: { en: 'the reason of the decision', ru: 'причина решения', kk: 'шешімнің себебі' },
      argDecidedBy: { en: 'who decides', ru: 'кто решает', kk: 'кім шешеді' },
      correctNameFinalRecord: {
        en: 'the finalized record is corrected too: {sheets} — only the name cells changed, and they stay final; the decision is on "{decisions}"',
        ru: 'исправлена и зафиксированная запись: {sheets} — изменены только ячейки с именем, листы остаются зафиксированными; решение записано на листе «{decisions}»',
        kk: 'бекітілген жазба да түзетілді: {sheets} — тек есім ұяшықтары өзгерді, парақтар бекітілген күйінде қалады; шешім «{decisions}» парағында жазылған',
      },
      correctNameDone: {
        en: '{from} is now {to} everywhere: {cells} cell(s) on {sheets} sheet(s); every result stays his',
        ru: '{from} теперь везде {to}: ячеек — {cells}, листов — {sheets}; все результаты сохранены за ним',
        kk: '{from} енді барлық жерде {to}: {cells} ұяшық, {sheets} парақ; барлық нәтижелер оған сақталды',
      },
      nameChangedSinceDraw: {
        en: '{name} was drawn, but the registration now has {near} instead: if that corrects his name, use "Correct a name" — it keeps the draw and every result; a new draw would draw the groups again',
        ru: '{name} участвовал(а) в жеребьёвке, а в регистрации теперь вместо этого {near}: если это исправление имени, используйте «Исправить имя» — жеребьёвка и все результаты сохранятся; новая жеребьёвка заново распределит группы',
        kk: '{name} жеребеге қатысқан, ал тіркеуде енді оның орнына {near}: егер бұл есімді түзету болса, «Есімді түзету» әрекетін қолданыңыз — жеребе мен барлық нәтижелер сақталады; жаңа жеребе топтарды қайта бөледі',
      },
      goneSinceDraw: {
        en: '{name} was drawn but is no longer on the registration: a player who leaves is withdrawn (his matches are then forfeits), not deleted; a new draw would leave him out',
        ru: '{name} участвовал(а) в жеребьёвке, но в регистрации больше нет: выбывшего участника отмечают выбывшим (его матчи — неявки), а не удаляют; новая жеребьёвка его не учтёт',
        kk: '{name} жеребеге қатысқан, бірақ тіркеуде енді жоқ: турнирден шыққан қатысушы жойылмайды, шыққан деп белгіленеді (оның матчтары — келмеу); жаңа жеребе оны есепке алмайды',
      },
      wouldOverwriteMoved: {
        en: 'nothing was changed: rows or columns were inserted or deleted on {sheets} since the add-on wrote it ({what}), so it cannot tell its own cells from what people typed there ({count} cell(s): {cells}). Delete the inserted rows or columns (or undo), then try again',
        ru: 'ничего не изменено: на листе {sheets} после записи надстройкой вставлены или удалены строки или столбцы ({what}), поэтому она не может отличить свои ячейки от введённых людьми (ячеек: {count}: {cells}). Удалите вставленные строки или столбцы (или отмените) и повторите',
        kk: 'ештеңе өзгертілмеді: {sheets} парағына қондырма жазғаннан кейін жолдар немесе бағандар қосылған немесе жойылған ({what}), сондықтан ол өз ұяшықтарын адамдар енгізгеннен ажырата алмайды ({count} ұяшық: {cells}). Қосылған жолдарды немесе бағандарды жойыңыз (немесе болдырмаңыз) және қайталаңыз',
      },
      drawLogDamaged: {
        en: 'nothing was changed: on the draw log "{sheet}" group {group} is no longer numbered 1, 2, 3 … (a row deleted or a number changed by hand); the draw log is the record of the draw: undo the change (Edit → Undo, or the version history), then try again',
        ru: 'ничего не изменено: в протоколе жеребьёвки «{sheet}» группа {group} больше не пронумерована 1, 2, 3 … (удалена строка или номер изменён вручную); протокол — это запись жеребьёвки: отмените изменение (Правка → Отменить или история версий) и повторите',
        kk: 'ештеңе өзгертілмеді: «{sheet}» жеребе хаттамасында {group} тобы енді 1, 2, 3 … деп нөмірленбеген (жол жойылған немесе нөмір қолмен өзгертілген); хаттама — жеребенің жазбасы: өзгерісті болдырмаңыз (Өңдеу → Болдырмау немесе нұсқалар тарихы) және қайталаңыз',
      },
      anchorTop: { en: 'the top rows', ru: 'верхние строки', kk: 'жоғарғы жолдар' },
      anchorGroup: { en: 'group {g}', ru: 'группа {g}', kk: '{g} тобы' },
      anchorMatch: { en: 'group {g}, match {n}', ru: 'группа {g}, матч {n}', kk: '{g} тобы, {n}-матч' },
      anchorTiebreak: {
        en: 'the tiebreak rows of group {g}',
        ru: 'строки дополнительных встреч группы {g}',
        kk: '{g} тобының қосымша кездесулер жолдары',
      },
      anchorPlaces: { en: 'the places of group {g}', ru: 'места группы {g}', kk: '{g} тобының орындары' },
      anchorBracketMatch: { en: 'match {m}', ru: 'матч {m}', kk: '{m} матчы' },
      anchorTable: { en: 'table {t}', ru: 'стол {t}', kk: '{t}-үстел' },
      anchorRoster: { en: 'the list of players', ru: 'список участников', kk: 'қатысушылар тізімі' },
      anchorHeader: { en: 'the header row', ru: 'строка заголовков', kk: 'тақырып жолы' },
      anchorList: { en: 'the list', ru: 'список', kk: 'тізім' },
      anchorColumn: { en: 'a column', ru: 'столбец', kk: 'баған' },
    }) satisfies Record<string, Text>,
);
