/** Messages of the settings sheet and the registration check (src/rules/settings.ts, registration.ts), in the three languages (Russian governs). Placeholders are {name}. */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const REGISTRATION_MESSAGES = lazy(
  () =>
    ({
      setBadEmails: {
        en: 'setting "{key}": expected e-mail addresses separated by commas, found {found}',
        ru: 'параметр «{key}»: ожидались адреса электронной почты через запятую, найдено: {found}',
        kk: '«{key}» параметрі: үтірмен бөлінген электрондық пошта мекенжайлары күтілді, табылғаны: {found}',
      },
      // ---- settings sheet (every message names the setting's key) ---------------------------
      setNotWhole: {
        en: '"{key}": expected a whole number, found {found}',
        ru: '«{key}»: ожидалось целое число, найдено: {found}',
        kk: '«{key}»: бүтін сан күтілді, табылғаны: {found}',
      },
      setOutOfRange: {
        en: '"{key}": expected a whole number from {min} to {max}, found {found}',
        ru: '«{key}»: ожидалось целое число от {min} до {max}, найдено: {found}',
        kk: '«{key}»: бүтін сан күтілді (ең азы {min}, ең көбі {max}), табылғаны: {found}',
      },
      setNotBoolean: {
        en: '"{key}": expected TRUE or FALSE, found {found}',
        ru: '«{key}»: ожидалось ИСТИНА или ЛОЖЬ, найдено: {found}',
        kk: '«{key}»: TRUE (ИСТИНА) немесе FALSE (ЛОЖЬ) күтілді, табылғаны: {found}',
      },
      setBadChoice: {
        en: '"{key}": expected one of {choices}, found {found}',
        ru: '«{key}»: ожидалось одно из значений {choices}, найдено: {found}',
        kk: '«{key}»: мына мәндердің бірі күтілді: {choices}; табылғаны: {found}',
      },
      setNotAbove: {
        en: '"{key}" ({value}) cannot be greater than "{other}" ({otherValue})',
        ru: '«{key}» ({value}) не может быть больше, чем «{other}» ({otherValue})',
        kk: '«{key}» ({value}) мәні «{other}» ({otherValue}) мәнінен үлкен бола алмайды',
      },
      setGroupsTooBig: {
        en: '"{key}": {groups} groups of at least {size} need {needed} participants, but "{other}" allows at most {max}',
        ru: '«{key}»: для групп ({groups}, не меньше {size} в каждой) нужно участников: {needed}, а «{other}» допускает не больше {max}',
        kk: '«{key}»: топтар саны {groups}, әр топта кемінде {size} — барлығы {needed} қатысушы керек, ал «{other}» ең көбі {max} қатысушыға рұқсат береді',
      },
      setFormatGroups: {
        en: '"{key}": the "{format}" play-off takes the top two of {needed} groups, but "{other}" is {groups}',
        ru: '«{key}»: в плей-офф «{format}» выходят занявшие 1-е и 2-е места в {needed} группах, а «{other}» = {groups}',
        kk: '«{key}»: «{format}» плей-оффына {needed} топтың әрқайсысынан 1- және 2-орын иелері шығады, ал «{other}» = {groups}',
      },
      setMissedFixed: {
        en: '"{key}" is {value}, but PREF_RATING gives {fixed} for a missed tour (Art. 16 item 12); it keeps giving {fixed}',
        ru: '«{key}» = {value}, но PREF_RATING начисляет за пропущенный тур {fixed} (ст. 16 п. 12) и продолжит начислять {fixed}',
        kk: '«{key}» = {value}, бірақ PREF_RATING жіберіп алынған айналым үшін {fixed} есептейді (16-бап, 12-тармақ) және әрі қарай да {fixed} есептей береді',
      },
      setBgPointsFixed: {
        en: '"{key}" is {value}, but BG_MATCH_POINTS and GROUP_RANK play a match to {fixed} points (Art. 14 item 2); they keep counting to {fixed}',
        ru: '«{key}» = {value}, но BG_MATCH_POINTS и GROUP_RANK считают матч до {fixed} очков (ст. 14 п. 2) и продолжат считать до {fixed}',
        kk: '«{key}» = {value}, бірақ BG_MATCH_POINTS және GROUP_RANK матчты {fixed} ұпайға дейін есептейді (14-бап, 2-тармақ) және әрі қарай да {fixed} ұпайға дейін есептей береді',
      },

      // ---- registration: cells ---------------------------------------------------------------
      regRequired: {
        en: 'the cell is empty; Art. {article} item {item} requires this data',
        ru: 'ячейка пуста, а эти данные обязательны (ст. {article} п. {item})',
        kk: 'ұяшық бос, ал бұл деректер міндетті ({article}-бап, {item}-тармақ)',
      },
      regNotText: {
        en: 'expected text, found {found}',
        ru: 'ожидался текст, найдено: {found}',
        kk: 'мәтін күтілді, табылғаны: {found}',
      },
      regBadRole: {
        en: 'expected "main", "goalkeeper" or "substitute" (Art. 6 item 1), found {found}',
        ru: 'ожидалось «основной», «вратарь» или «запасной» (ст. 6 п. 1), найдено: {found}',
        kk: '«негізгі», «қақпашы» немесе «қосалқы» күтілді (6-бап, 1-тармақ), табылғаны: {found}',
      },
      regBadLevel: {
        en: 'the self-assessed level is a whole number from 1 to 5 (Art. 9 item 4 sub-item 3), found {found}',
        ru: 'уровень мастерства по самооценке — целое число от 1 до 5 (ст. 9 п. 4 подп. 3), найдено: {found}',
        kk: 'өз бағасы бойынша шеберлік деңгейі — 1-ден 5-ке дейінгі бүтін сан (9-бап, 4-тармақ, 3-тармақша), табылғаны: {found}',
      },
      regBadEmail: {
        en: 'this does not look like an e-mail address (name@domain.kz): {found}; it is kept as typed',
        ru: 'это не похоже на адрес электронной почты (имя@домен.kz): {found}; оставлено как введено',
        kk: 'бұл электрондық пошта мекенжайына ұқсамайды (атау@домен.kz): {found}; енгізілген күйінде қалдырылды',
      },
      regBadPhone: {
        en: 'this does not look like a phone number (+7 7xx xxx xx xx, 8 7xx xxx xx xx, or + and 10–15 digits): {found}; it is kept as typed',
        ru: 'это не похоже на номер телефона (+7 7xx xxx xx xx, 8 7xx xxx xx xx или + и 10–15 цифр): {found}; оставлено как введено',
        kk: 'бұл телефон нөміріне ұқсамайды (+7 7xx xxx xx xx, 8 7xx xxx xx xx немесе + және 10–15 цифр): {found}; енгізілген күйінде қалдырылды',
      },
      regFormulaLike: {
        en: '{found} begins with "=", "+", "-" or "@"; it will be written as text, not as a formula',
        ru: '{found} начинается с «=», «+», «-» или «@»; это будет записано как текст, а не как формула',
        kk: '{found} «=», «+», «-» немесе «@» таңбасынан басталады; ол формула ретінде емес, мәтін ретінде жазылады',
      },
      regNotAName: {
        en: '{found} is not a name: it has no letter or digit (the sheets use "—" for "nobody" and "+" / "-" for a forfeit); leave the cell empty if there is nothing to enter',
        ru: '{found} — не имя: в нём нет ни буквы, ни цифры (на листах «—» означает «никто», а «+» / «-» — неявку); если указывать нечего, оставьте ячейку пустой',
        kk: '{found} — есім емес: онда бірде-бір әріп те, цифр да жоқ (парақтарда «—» «ешкім» дегенді, ал «+» / «-» келмеуді білдіреді); көрсететін ештеңе болмаса, ұяшықты бос қалдырыңыз',
      },
      regErrorValue: {
        en: '{found} reads as a spreadsheet error value ("#N/A", "#REF!", "#NAME?" …) or status ("Loading..."): a stage showing it could not be finalized; type the name otherwise',
        ru: '{found} читается как значение ошибки таблицы (например, «#N/A») или её состояние: этап с таким текстом нельзя будет зафиксировать; введите имя иначе',
        kk: '{found} кестенің қате мәні (мысалы, «#N/A») немесе оның күйі ретінде оқылады: мұндай мәтіні бар кезеңді бекіту мүмкін болмайды; атауды басқаша енгізіңіз',
      },
      regNameTooLong: {
        en: 'the text has {length} characters; a name on the sheets has at most {max}',
        ru: 'в тексте символов: {length}; имя на листах — не длиннее {max} символов',
        kk: 'мәтіндегі таңбалар саны: {length}; парақтардағы атау {max} таңбадан аспауы керек',
      },
      regInvisibleChars: {
        en: '{found} holds invisible characters or letters typed in two parts ({chars}); the sheets write and compare it as "{name}"',
        ru: '{found} содержит невидимые символы или буквы, набранные из двух частей ({chars}); на листах это записывается и сравнивается как «{name}»',
        kk: '{found} ішінде көрінбейтін таңбалар немесе екі бөліктен терілген әріптер бар ({chars}); парақтарда ол «{name}» түрінде жазылады және салыстырылады',
      },
      regBadStrength: {
        en: 'the strength order is a whole number of 1 or more (1 = the strongest team, Art. 8 item 3), found {found}',
        ru: 'порядок силы — целое число не меньше 1 (1 — сильнейшая команда, ст. 8 п. 3), найдено: {found}',
        kk: 'күш реті — 1-ден бастап бүтін сан (1 — ең күшті команда, 8-бап, 3-тармақ), табылғаны: {found}',
      },

      // ---- registration: the list --------------------------------------------------------------
      regOldLayout: {
        en: 'the sheet "{sheet}" was made by an earlier version and has no columns {columns} yet: run the setup ("Create the sheets") to add them — nothing typed moves or is lost',
        ru: 'лист «{sheet}» создан прежней версией, в нём ещё нет столбцов {columns}: нажмите «Создать листы», чтобы добавить их, — ничего введённого не сдвинется и не пропадёт',
        kk: '«{sheet}» парағы бұрынғы нұсқамен құрылған, онда әзірге {columns} бағандары жоқ: оларды қосу үшін «Парақтарды құру» батырмасын басыңыз — енгізілген ешнәрсе жылжымайды және жоғалмайды',
      },
      regOldLayoutTick: {
        en: 'the sheet "{sheet}" was made by an earlier version and has no columns {columns} yet: run the setup ("Create the sheets") to add them — nothing typed moves or is lost. Until then its one tick "chosen by the committee" counts as a committee place and as a seed, as before',
        ru: 'лист «{sheet}» создан прежней версией, в нём ещё нет столбцов {columns}: нажмите «Создать листы», чтобы добавить их, — ничего введённого не сдвинется и не пропадёт. До тех пор одна отметка «определён Оргкомитетом» по-прежнему означает и место Оргкомитета, и посев',
        kk: '«{sheet}» парағы бұрынғы нұсқамен құрылған, онда әзірге {columns} бағандары жоқ: оларды қосу үшін «Парақтарды құру» батырмасын басыңыз — енгізілген ешнәрсе жылжымайды және жоғалмайды. Оған дейін «Ұйымкомитет анықтаған» белгісі бұрынғыдай әрі Ұйымкомитет орнын, әрі себуді білдіреді',
      },
      regOverPlaces: {
        en: '{applications} applications for {places} places ({max} participants, {seats} of them the committee\'s own, Art. {article} item 2). By the priority of Art. 2 item 5 (applications in time before late ones, then belonging to the Exchange — shareholder, member, partner — then the date and order of registration) {leftOut} are left out: {names}. Confirm the admitted list in the panel, or write the decisions in the column "Application: the committee’s decision"',
        ru: 'заявок: {applications}, а мест по заявкам: {places} (участников не больше {max}, из них {seats} определяет Оргкомитет, ст. {article} п. 2). По приоритету ст. 2 п. 5 (поданные в срок — раньше опоздавших, затем принадлежность к Бирже — акционер, член, партнёр, — затем дата и порядок регистрации) не попадают: {leftOut} — {names}. Подтвердите список допущенных в панели или впишите решения в столбец «Заявка: решение Оргкомитета»',
        kk: 'өтінімдер: {applications}, ал өтінім бойынша орындар: {places} (қатысушылар ең көбі {max}, оның {seats} орнын Ұйымкомитет анықтайды, {article}-бап, 2-тармақ). 2-баптың 5-тармағындағы басымдық бойынша (мерзімінде берілгендер — кешіккендерден бұрын, содан кейін Биржаға қатыстылығы — акционер, мүше, серіктес, — содан кейін тіркелу күні мен реті) қатыспайтындар: {leftOut} — {names}. Қатысуға жіберілгендер тізімін панельде растаңыз немесе шешімдерді «Өтінім: Ұйымкомитеттің шешімі» бағанына жазыңыз',
      },
      admissionDone: {
        en: 'the admitted list is confirmed on "{sheet}": {admitted} application(s) admitted, {leftOut} not admitted (Art. 2 item 5)',
        ru: 'список допущенных подтверждён на листе «{sheet}»: допущено заявок — {admitted}, не допущено — {leftOut} (ст. 2 п. 5)',
        kk: 'қатысуға жіберілгендер тізімі «{sheet}» парағында расталды: жіберілген өтінімдер — {admitted}, жіберілмегендер — {leftOut} (2-бап, 5-тармақ)',
      },
      admissionNothing: {
        en: 'nothing to confirm: the applications fit the {places} places ({participants} participants)',
        ru: 'подтверждать нечего: заявки помещаются на {places} мест (участников: {participants})',
        kk: 'растайтын ештеңе жоқ: өтінімдер {places} орынға сыяды (қатысушылар: {participants})',
      },
      admissionChanged: {
        en: 'nothing was written: the registration changed since the check showed the proposal; check again and confirm the new one',
        ru: 'ничего не записано: регистрация изменилась после того, как проверка показала предложение; проверьте ещё раз и подтвердите новое',
        kk: 'ештеңе жазылмады: тексеру ұсынысты көрсеткеннен кейін тіркеу өзгерді; қайта тексеріп, жаңасын растаңыз',
      },
      admissionDuplicates: {
        en: 'nothing was written: {count} application(s) repeat a person already entered, who would take two places; remove the repeats, then confirm',
        ru: 'ничего не записано: заявок, повторяющих уже заявленного человека: {count} — он занял бы два места; удалите повторы и подтвердите снова',
        kk: 'ештеңе жазылмады: бұрын тіркелген адамды қайталайтын өтінімдер: {count} — ол екі орын алар еді; қайталауларды жойып, қайта растаңыз',
      },
      admissionNoColumn: {
        en: 'the sheet "{sheet}" has no column for the committee\'s decisions yet: run the setup ("Create the sheets") first; nothing typed moves or is lost',
        ru: 'на листе «{sheet}» ещё нет столбца для решений Оргкомитета: сначала нажмите «Создать листы»; ничего введённого не сдвинется и не пропадёт',
        kk: '«{sheet}» парағында Ұйымкомитет шешімдеріне арналған баған әзірге жоқ: алдымен «Парақтарды құру» батырмасын басыңыз; енгізілген ешнәрсе жылжымайды және жоғалмайды',
      },
      regAdmittedOverPlaces: {
        en: '{found} applications are marked "admitted", but there are {places} places for applications ({max} participants, {seats} of them the committee\'s own, Art. {article} item 2); this row is the first over the limit',
        ru: 'заявок с решением «допущен»: {found}, а мест по заявкам: {places} (участников не больше {max}, из них {seats} определяет Оргкомитет, ст. {article} п. 2); эта строка — первая сверх лимита',
        kk: '«жіберілді» шешімі бар өтінімдер: {found}, ал өтінім бойынша орындар: {places} (қатысушылар ең көбі {max}, оның {seats} орнын Ұйымкомитет анықтайды, {article}-бап, 2-тармақ); бұл жол — шектен асқан алғашқы жол',
      },
      regPickNotAdmitted: {
        en: '"{name}" is admitted by the committee itself (Art. {article} item 2) and marked "not admitted": clear one of the two',
        ru: '«{name}» допущен Оргкомитетом самостоятельно (ст. {article} п. 2) и вместе с тем отмечен «не допущен»: уберите одно из двух',
        kk: '«{name}» Ұйымкомитеттің өзі қатыстырған ({article}-бап, 2-тармақ), әрі «жіберілмеді» деп белгіленген: екеуінің бірін алып тастаңыз',
      },
      regBadAffiliation: {
        en: 'expected "shareholder", "member" or "partner" (Art. 2 item 5), or an empty cell; found {found}',
        ru: 'ожидалось «акционер», «член Биржи» или «партнёр» (ст. 2 п. 5) либо пустая ячейка; найдено: {found}',
        kk: '«акционер», «Биржа мүшесі» немесе «серіктес» (2-бап, 5-тармақ) не бос ұяшық күтілді; табылғаны: {found}',
      },
      regBadAdmission: {
        en: 'expected "admitted" or "not admitted" (Art. 2 item 5), or an empty cell (not decided); found {found}',
        ru: 'ожидалось «допущен» или «не допущен» (ст. 2 п. 5) либо пустая ячейка (решения нет); найдено: {found}',
        kk: '«жіберілді» немесе «жіберілмеді» (2-бап, 5-тармақ) не бос ұяшық (шешім жоқ) күтілді; табылғаны: {found}',
      },
      regTooManyPicks: {
        en: '{found} participants are marked as admitted by the committee itself, it has {max} places of its own (Art. {article} item 2); this row is the first over the limit',
        ru: 'участников, отмеченных как допущенные Оргкомитетом самостоятельно: {found}, а мест Оргкомитета: {max} (ст. {article} п. 2); эта строка — первая сверх лимита',
        kk: 'Ұйымкомитет өзі қатыстырған деп белгіленген қатысушылар саны: {found}, ал Ұйымкомитеттің орындары: {max} ({article}-бап, 2-тармақ); бұл жол — шектен асқан алғашқы жол',
      },
      regDuplicatePerson: {
        en: '"{name}" is already registered (entry No. {first})',
        ru: '«{name}» уже зарегистрирован(а) (заявка № {first})',
        kk: '«{name}» тіркеліп қойған (№ {first} өтінім)',
      },
      regLookAlikePerson: {
        en: '"{name}" (entry No. {entry}) and "{other}" (entry No. {first}) print alike: they differ only in letters that look the same ({letters}: e.g. a Cyrillic letter typed for a Latin one, or ё for е), and the employer or the e-mail is the same; this is the same person entered twice',
        ru: '«{name}» (заявка № {entry}) и «{other}» (заявка № {first}) выглядят одинаково: они отличаются только одинаковыми на вид буквами ({letters}: например, кириллица вместо латиницы или ё вместо е), а место работы или адрес почты совпадает; это один и тот же человек, заявленный дважды',
        kk: '«{name}» (№ {entry} өтінім) мен «{other}» (№ {first} өтінім) бірдей көрінеді: олар тек сырттай бірдей әріптермен ерекшеленеді ({letters}: мысалы, латын әрпінің орнына кирилл әрпі немесе е орнына ё), ал жұмыс орны немесе электрондық пошта мекенжайы сәйкес келеді; бұл екі рет тіркелген бір адам',
      },
      regSameName: {
        en: '"{name}" (entry No. {entry}) has the same full name as entry No. {first}, but another employer ({employer}; entry No. {first}: {otherEmployer}) and another e-mail: taken as two people; the sheets will show them as "{shown}" and "{otherShown}"',
        ru: '«{name}» (заявка № {entry}) — полный тёзка участника из заявки № {first}, но место работы ({employer}; в заявке № {first} — {otherEmployer}) и адрес почты другие: это два разных человека; на листах они будут записаны как «{shown}» и «{otherShown}»',
        kk: '«{name}» (№ {entry} өтінім) — № {first} өтінімдегі қатысушының толық аттасы, бірақ жұмыс орны ({employer}; № {first} өтінімде — {otherEmployer}) мен электрондық поштасы басқа: бұл екі түрлі адам; парақтарда олар «{shown}» және «{otherShown}» болып жазылады',
      },
      regLookAlikeName: {
        en: '"{name}" (entry No. {entry}) and "{other}" (entry No. {first}) print alike: they differ only in letters that look the same ({letters}); the employers ({employer}; {otherEmployer}) and e-mails differ, so they are taken as two people, shown on the sheets as "{shown}" and "{otherShown}"; if this is one person, correct the letters',
        ru: '«{name}» (заявка № {entry}) и «{other}» (заявка № {first}) выглядят одинаково: они отличаются только одинаковыми на вид буквами ({letters}); места работы ({employer}; {otherEmployer}) и адреса почты разные, поэтому это два разных человека, на листах — «{shown}» и «{otherShown}»; если это один человек, исправьте буквы',
        kk: '«{name}» (№ {entry} өтінім) мен «{other}» (№ {first} өтінім) бірдей көрінеді: олар тек сырттай бірдей әріптермен ерекшеленеді ({letters}); жұмыс орындары ({employer}; {otherEmployer}) мен электрондық пошталары әртүрлі, сондықтан бұл екі түрлі адам, парақтарда — «{shown}» және «{otherShown}»; егер бұл бір адам болса, әріптерді түзетіңіз',
      },
      regDuplicateEmail: {
        en: 'the e-mail {email} is already given for another participant (entry No. {first})',
        ru: 'адрес {email} уже указан у другого участника (заявка № {first})',
        kk: '{email} мекенжайы басқа қатысушыда көрсетілген (№ {first} өтінім)',
      },
      regTwoTeams: {
        en: '"{name}" is already in the roster of team "{other}" (entry No. {first}); a player plays for one team only',
        ru: '«{name}» уже заявлен(а) за команду «{other}» (заявка № {first}); игрок выступает только за одну команду',
        kk: '«{name}» «{other}» командасының құрамында тіркелген (№ {first} өтінім); ойыншы тек бір команда үшін ойнайды',
      },
      regTooFewForGroups: {
        en: '{found} participants; {groups} groups of at least {size} need at least {needed}; the committee may choose a smaller format on the settings sheet (Art. 2 item 2)',
        ru: 'участников: {found}, а для групп ({groups}, не меньше {size} в каждой) нужно не меньше {needed}; Оргкомитет может выбрать меньший формат на листе настроек (ст. 2 п. 2)',
        kk: 'қатысушылар саны: {found}, ал топтарға ({groups} топ, әрқайсысында кемінде {size}) кемінде {needed} қатысушы керек; Ұйымкомитет баптаулар парағында кішірек форматты таңдай алады (2-бап, 2-тармақ)',
      },
      regTooManyForGroups: {
        en: '{found} participants do not fit in {groups} groups of at most {size} ({max} places); change the groups on the settings sheet (Art. 2 item 2)',
        ru: 'участников: {found}, а в группах ({groups}, не больше {size} в каждой) мест: {max}; измените группы на листе настроек (ст. 2 п. 2)',
        kk: 'қатысушылар саны: {found}, ал топтарда ({groups} топ, әрқайсысында ең көбі {size}) орын саны: {max}; топтарды баптаулар парағында өзгертіңіз (2-бап, 2-тармақ)',
      },
      regTooFewTeams: {
        en: '{found} teams; at least {min} are needed to form the groups (Art. 5 item 1)',
        ru: 'команд: {found}; для формирования групп нужно не меньше {min} (ст. 5 п. 1)',
        kk: 'командалар саны: {found}; топтарды құру үшін кемінде {min} команда керек (5-бап, 1-тармақ)',
      },
      regTeamsOverPlaces: {
        en: '{found} teams for {max} places (Art. 5 item 1). By the priority of Art. 2 item 5 (applications in time before late ones, then the date and order of registration) {leftOut} are left out: {names}. Confirm the admitted teams in the panel, or write the decisions in the teams list\'s column "Application: the committee’s decision"',
        ru: 'команд: {found}, а мест: {max} (ст. 5 п. 1). По приоритету ст. 2 п. 5 (поданные в срок — раньше опоздавших, затем дата и порядок регистрации) не попадают: {leftOut} — {names}. Подтвердите список допущенных команд в панели или впишите решения в столбец «Заявка: решение Оргкомитета» списка команд',
        kk: 'командалар: {found}, ал орындар: {max} (5-бап, 1-тармақ). 2-баптың 5-тармағындағы басымдық бойынша (мерзімінде берілгендер — кешіккендерден бұрын, содан кейін тіркелу күні мен реті) қатыспайтындар: {leftOut} — {names}. Қатысуға жіберілген командалар тізімін панельде растаңыз немесе шешімдерді командалар тізімінің «Өтінім: Ұйымкомитеттің шешімі» бағанына жазыңыз',
      },
      regTeamsAdmittedOver: {
        en: '{found} teams are decided "admitted", but there are {max} places (Art. 5 item 1): change some decisions; this row is the first over',
        ru: 'решение «допущен» стоит у команд: {found}, а мест: {max} (ст. 5 п. 1): измените часть решений; эта строка — первая сверх мест',
        kk: '«жіберілді» шешімі бар командалар: {found}, ал орындар: {max} (5-бап, 1-тармақ): шешімдердің бір бөлігін өзгертіңіз; бұл жол — орыннан асқан алғашқы жол',
      },
      regTooManyTeams: {
        en: '{found} teams, at most {max} (Art. 5 item 1)',
        ru: 'команд: {found}, допускается не больше {max} (ст. 5 п. 1)',
        kk: 'командалар саны: {found}, ең көбі {max} рұқсат етіледі (5-бап, 1-тармақ)',
      },
      regRosterTooBig: {
        en: 'team "{team}" has {found} players, at most {max} (Art. 6 item 1); this row is the first over the limit',
        ru: 'в команде «{team}» игроков: {found}, допускается не больше {max} (ст. 6 п. 1); эта строка — первая сверх лимита',
        kk: '«{team}» командасындағы ойыншылар саны: {found}, ең көбі {max} рұқсат етіледі (6-бап, 1-тармақ); бұл жол — шектен асқан алғашқы жол',
      },
      regTooManyMain: {
        en: 'team "{team}" has {found} main-roster players (the goalkeeper included), at most {max} (Art. 6 item 1); this row is the first over the limit',
        ru: 'в команде «{team}» игроков основного состава (вместе с вратарём): {found}, допускается не больше {max} (ст. 6 п. 1); эта строка — первая сверх лимита',
        kk: '«{team}» командасының негізгі құрамындағы ойыншылар саны (қақпашымен бірге): {found}, ең көбі {max} рұқсат етіледі (6-бап, 1-тармақ); бұл жол — шектен асқан алғашқы жол',
      },
      regTooManySubstitutes: {
        en: 'team "{team}" has {found} substitutes, at most {max} (Art. 6 item 1: 5 main and 5 substitutes); this row is the first over the limit',
        ru: 'в команде «{team}» запасных игроков: {found}, допускается не больше {max} (ст. 6 п. 1: 5 основных и 5 запасных); эта строка — первая сверх лимита',
        kk: '«{team}» командасындағы қосалқы ойыншылар саны: {found}, ең көбі {max} рұқсат етіледі (6-бап, 1-тармақ: 5 негізгі және 5 қосалқы); бұл жол — шектен асқан алғашқы жол',
      },
      regTooManyField: {
        en: 'team "{team}" has {found} field players in its main roster, at most {max} and a goalkeeper (Art. 6 item 1); mark the goalkeeper as "goalkeeper"; this row is the first over the limit',
        ru: 'в основном составе команды «{team}» полевых игроков: {found}, допускается не больше {max} и вратарь (ст. 6 п. 1); отметьте вратаря словом «вратарь»; эта строка — первая сверх лимита',
        kk: '«{team}» командасының негізгі құрамындағы алаң ойыншылары: {found}, ең көбі {max} және қақпашы рұқсат етіледі (6-бап, 1-тармақ); қақпашыны «қақпашы» деп белгілеңіз; бұл жол — шектен асқан алғашқы жол',
      },
      regTwoGoalkeepers: {
        en: 'team "{team}" has {found} goalkeepers in its main roster, one is allowed (Art. 6 item 1: 4 field players and one goalkeeper); a second goalkeeper is a substitute; this row is the second',
        ru: 'в основном составе команды «{team}» вратарей: {found}, а допускается один (ст. 6 п. 1: 4 полевых игрока и один вратарь); второй вратарь — запасной игрок; эта строка — второй вратарь',
        kk: '«{team}» командасының негізгі құрамындағы қақпашылар: {found}, ал біреуіне ғана рұқсат етіледі (6-бап, 1-тармақ: 4 алаң ойыншысы және бір қақпашы); екінші қақпашы — қосалқы ойыншы; бұл жол — екінші қақпашы',
      },
      regNoGoalkeeper: {
        en: 'team "{team}" has no goalkeeper in its main roster yet (Art. 6 item 1: 4 field players and one goalkeeper); mark him as "goalkeeper"',
        ru: 'в основном составе команды «{team}» пока нет вратаря (ст. 6 п. 1: 4 полевых игрока и один вратарь); отметьте его словом «вратарь»',
        kk: '«{team}» командасының негізгі құрамында әзірге қақпашы жоқ (6-бап, 1-тармақ: 4 алаң ойыншысы және бір қақпашы); оны «қақпашы» деп белгілеңіз',
      },
      regFewMain: {
        en: 'team "{team}" has {found} main-roster players; a full main roster is {needed} (Art. 6 item 1)',
        ru: 'в команде «{team}» игроков основного состава: {found}; полный основной состав — {needed} (ст. 6 п. 1)',
        kk: '«{team}» командасының негізгі құрамындағы ойыншылар саны: {found}; толық негізгі құрам — {needed} ойыншы (6-бап, 1-тармақ)',
      },
      regEmployerMismatch: {
        en: '"{name}" works at "{employer}", not at the organisation of team "{team}" ({organisation}); the committee may refuse to admit him to its matches (Art. 6 item 2). If the organisation is named otherwise, write its names on the teams list, separated by "+"',
        ru: '«{name}» работает в «{employer}», а не в организации команды «{team}» ({organisation}); Оргкомитет вправе не допустить его к её матчам (ст. 6 п. 2). Если организация называется иначе, укажите её названия в списке команд через «+»',
        kk: '«{name}» «{employer}» ұйымында жұмыс істейді, ал «{team}» командасының ұйымы басқа ({organisation}); Ұйымкомитет оны команданың матчтарына жібермеуге құқылы (6-бап, 2-тармақ). Егер ұйымның атауы басқаша жазылса, оның атауларын командалар тізімінде «+» арқылы көрсетіңіз',
      },
      regEmployerNotJoint: {
        en: '"{name}" works at "{employer}", neither at the Exchange nor at the Central Securities Depository, whose joint team "{team}" is (Art. 5 item 1); the committee may refuse to admit him to its matches (Art. 6 item 2)',
        ru: '«{name}» работает в «{employer}» — не на Бирже и не в Центральном депозитарии ценных бумаг, а «{team}» — их объединённая команда (ст. 5 п. 1); Оргкомитет вправе не допустить его к её матчам (ст. 6 п. 2)',
        kk: '«{name}» «{employer}» ұйымында жұмыс істейді — Биржада да, Орталық бағалы қағаздар депозитарийінде де емес, ал «{team}» — олардың біріккен командасы (5-бап, 1-тармақ); Ұйымкомитет оны команданың матчтарына жібермеуге құқылы (6-бап, 2-тармақ)',
      },
      regNoStrength: {
        en: 'team "{team}" has no strength order; the committee numbers the teams 1 (the strongest), 2, … on the teams list to divide them into groups (Art. 8 item 3)',
        ru: 'для команды «{team}» не указан порядок силы; Оргкомитет нумерует команды в списке команд 1 (сильнейшая), 2, … для разделения на группы (ст. 8 п. 3)',
        kk: '«{team}» командасының күш реті көрсетілмеген; топтарға бөлу үшін Ұйымкомитет командалар тізімінде оларды 1 (ең күштісі), 2, … деп нөмірлейді (8-бап, 3-тармақ)',
      },
      regSameStrength: {
        en: 'teams "{team}" and "{other}" have the same strength order {strength}; each team needs its own',
        ru: 'у команд «{team}» и «{other}» одинаковый порядок силы {strength}; у каждой команды он должен быть свой',
        kk: '«{team}» және «{other}» командаларының күш реті бірдей — {strength}; әр команданың өз реті болуы керек',
      },
      regDuplicateTeam: {
        en: 'team "{team}" is already on the teams list (No. {first})',
        ru: 'команда «{team}» уже есть в списке команд (№ {first})',
        kk: '«{team}» командасы командалар тізімінде бар (№ {first})',
      },
      regLookAlikeTeam: {
        en: 'team "{team}" (No. {entry}) and team "{other}" (No. {first}) print alike: they differ only in letters that look the same ({letters}), so this is the same team listed twice',
        ru: 'команда «{team}» (№ {entry}) и команда «{other}» (№ {first}) выглядят одинаково: они отличаются только одинаковыми на вид буквами ({letters}), значит, это одна команда, указанная дважды',
        kk: '«{team}» командасы (№ {entry}) мен «{other}» командасы (№ {first}) бірдей көрінеді: олар тек сырттай бірдей әріптермен ерекшеленеді ({letters}), демек бұл екі рет көрсетілген бір команда',
      },
      regTeamNoPlayers: {
        en: 'no player of team "{team}" is registered yet (the roster is due before the team\'s first match, Art. 6 item 2)',
        ru: 'за команду «{team}» пока не заявлено ни одного игрока (заявочный лист подаётся до первого матча команды, ст. 6 п. 2)',
        kk: '«{team}» командасынан әзірге бірде-бір ойыншы тіркелмеген (өтінім парағы команданың алғашқы матчына дейін беріледі, 6-бап, 2-тармақ)',
      },
      rosterNotReady: {
        en: 'the list of team "{team}" is not complete or not in order (on the registration: {problems}): the draw is of teams and goes on; the list must be put right before the team\'s first match (Art. 6 item 2)',
        ru: 'заявочный лист команды «{team}» не полон или не в порядке (в регистрации: {problems}): жеребьёвка — команд, она проводится; лист нужно исправить до первого матча команды (ст. 6 п. 2)',
        kk: '«{team}» командасының өтінім парағы толық емес немесе ретсіз (тіркеуде: {problems}): жеребе командалар арасында өтеді; парақты команданың алғашқы матчына дейін түзету керек (6-бап, 2-тармақ)',
      },
      rosterNotReadyPlan: {
        en: 'the list of team "{team}" is not complete or not in order: it must be put right before its first match, {when} (Art. 6 item 2)',
        ru: 'заявочный лист команды «{team}» не полон или не в порядке: его нужно исправить до первого матча команды, {when} (ст. 6 п. 2)',
        kk: '«{team}» командасының өтінім парағы толық емес немесе ретсіз: оны команданың алғашқы матчына дейін түзету керек, {when} (6-бап, 2-тармақ)',
      },
    }) satisfies Record<string, Text>,
);
