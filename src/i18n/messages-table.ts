/**
 * Messages of preference as it happens at the table (Art. 16 items 3–4, 12, 15; Art. 17 items
 * 5–7; Art. 18 items 10–11): players not admitted, leaving and disqualification, penalties,
 * awarded results, pools above the target and help, ties for the final. Russian governs.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const TABLE_MESSAGES = lazy(
  () =>
    ({
      helpTransfer: {
        en: '{from} gives {points} to {to} and writes {whists} whists on {to}',
        ru: '{from} отдаёт {points} в пулю {to} и пишет {whists} вистов на {to}',
        kk: '{from} {to} сызбасына {points} береді және {to} үстіне {whists} вист жазады',
      },
      helpWrittenOff: {
        en: '{seat} writes {points} off the own mountain (nobody is left open, Code 4.1.1)',
        ru: '{seat} списывает {points} со своей горы (открытых игроков нет, Кодекс 4.1.1)',
        kk: '{seat} өз «теріс» нәтижесінен {points} есептен шығарады (ашық ойыншы жоқ, Кодекс 4.1.1)',
      },
      prefPoolOverTarget: {
        en: '"{sheet}", table {table}: the pool of {name} ({cell}) is {pool}, above the target {target}. A pool never passes the target — the excess goes as help (Art. 18 item 10). With these totals: {help}. Type the pools and whists after help',
        ru: '«{sheet}», стол {table}: пуля игрока {name} ({cell}) — {pool}, больше лимита {target}. Пуля не превышает лимит — излишек идёт в помощь (ст. 18 п. 10). При этих итогах: {help}. Внесите пули и висты после помощи',
        kk: '«{sheet}», {table}-үстел: {name} сызбасы ({cell}) — {pool}, {target} шегінен асады. Сызба шектен аспайды — артығы көмекке кетеді (18-бап, 10-тармақ). Осы қорытындыларда: {help}. Көмектен кейінгі сызбалар мен вистерді енгізіңіз',
      },
      openFinalShort: {
        en: 'the final is played until every pool reaches {target} (Art. 16 item 15: no time limit); short: {names}',
        ru: 'финальная партия играется до {target} вистов в пуле у каждого (ст. 16 п. 15: без ограничения времени); не набрали: {names}',
        kk: 'финал әр ойыншының сызбасы {target}-ға жеткенше ойналады (16-бап, 15-тармақ: уақыт шектелмейді); жетпегендер: {names}',
      },
      prefReasonMissing: {
        en: 'nothing was changed: a ruling is recorded with its reason — write what happened',
        ru: 'ничего не изменено: решение записывается с причиной — напишите, что произошло',
        kk: 'ештеңе өзгертілмеді: шешім себебімен жазылады — не болғанын жазыңыз',
      },
      prefNotOnTour: {
        en: 'nothing was changed: {name} is not at a table of "{sheet}" ({why})',
        ru: 'ничего не изменено: {name} не сидит за столом на листе «{sheet}» ({why})',
        kk: 'ештеңе өзгертілмеді: {name} «{sheet}» парағында үстел басында отырған жоқ ({why})',
      },
      prefTableStarted: {
        en: 'nothing was changed: table {table} of "{sheet}" already has entries ({cells}); a player is not admitted before the table\'s party is recorded. If he left during the party, award the table a result (Art. 17 item 7)',
        ru: 'ничего не изменено: у стола {table} на листе «{sheet}» уже есть записи ({cells}); недопуск игрока отмечается до записи партии стола. Если он ушёл во время партии, присудите столу результат (ст. 17 п. 7)',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағындағы {table}-үстелде жазбалар бар ({cells}); ойыншыны жібермеу үстел партиясы жазылғанға дейін белгіленеді. Егер ол партия кезінде кетсе, үстелге нәтиже тағайындаңыз (17-бап, 7-тармақ)',
      },
      prefTableOfTwo: {
        en: 'nothing was changed: without {name}, table {table} of "{sheet}" would keep only {left} — two cannot play (Art. 16 item 3). The committee decides: seat the two at tables of three that have not started (each becomes a table of four), or re-seat this table with another whose party has not started; the other tables stay as they are',
        ru: 'ничего не изменено: без игрока {name} за столом {table} на листе «{sheet}» остаются только {left} — вдвоём не играют (ст. 16 п. 3). Решает Оргкомитет: пересадить двоих за столы на троих, которые ещё не начали (они станут столами на четверых), или пересадить этот стол вместе с другим, ещё не начавшим; остальные столы не меняются',
        kk: 'ештеңе өзгертілмеді: {name} болмаса, «{sheet}» парағындағы {table}-үстелде тек {left} қалады — екеу ойнамайды (16-бап, 3-тармақ). Ұйымдастыру комитеті шешеді: екеуін әлі басталмаған үш адамдық үстелдерге отырғызу (олар төрт адамдық болады) немесе осы үстелді әлі басталмаған басқа үстелмен бірге қайта отырғызу; басқа үстелдер өзгермейді',
      },
      prefNotAdmittedDone: {
        en: '{name} is not admitted to tour {tour} (−8, Art. 16 items 4, 12); table {table} plays three-handed; no other table changed',
        ru: '{name} не допущен к туру {tour} (−8, ст. 16 пп. 4, 12); стол {table} играет втроём; другие столы не изменились',
        kk: '{name} {tour}-айналымға жіберілмеді (−8, 16-бап, 4, 12-тармақтар); {table}-үстел үшеу ойнайды; басқа үстелдер өзгермеді',
      },
      prefPenaltyDone: {
        en: 'penalty recorded: {name}, {points} to the mountain ({item}); table {table} of "{sheet}"',
        ru: 'штраф записан: {name}, {points} в гору ({item}); стол {table}, лист «{sheet}»',
        kk: 'айыппұл жазылды: {name}, «теріс» нәтижеге {points} ({item}); {table}-үстел, «{sheet}» парағы',
      },
      prefPenaltyBad: {
        en: 'nothing was changed: {what}',
        ru: 'ничего не изменено: {what}',
        kk: 'ештеңе өзгертілмеді: {what}',
      },
      prefAwardDone: {
        en: 'result awarded to table {table} of "{sheet}" (Art. 17 item 7): {result}',
        ru: 'столу {table} на листе «{sheet}» присуждён результат (ст. 17 п. 7): {result}',
        kk: '«{sheet}» парағындағы {table}-үстелге нәтиже тағайындалды (17-бап, 7-тармақ): {result}',
      },
      prefAwardBad: {
        en: 'nothing was changed: an awarded result gives every player of table {table} ({count}) whole whists that sum to 0; found {given}',
        ru: 'ничего не изменено: присуждённый результат — целые висты каждому из игроков стола {table} ({count}), в сумме 0; получено: {given}',
        kk: 'ештеңе өзгертілмеді: тағайындалған нәтиже — {table}-үстелдің әр ойыншысына ({count}) бүтін висттер, қосындысы 0; алынғаны: {given}',
      },
      prefNoTable: {
        en: 'nothing was changed: "{sheet}" has no table {table} (tables: {tables})',
        ru: 'ничего не изменено: на листе «{sheet}» нет стола {table} (столы: {tables})',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағында {table}-үстел жоқ (үстелдер: {tables})',
      },
      prefLeaveDone: {
        en: '{name}: {kind} from {from}; seated in no later tour ({ticks}) and not in the final; his results so far stay',
        ru: '{name}: {kind} с {from}; не рассаживается в следующих турах ({ticks}) и в финале; его результаты до этого сохраняются',
        kk: '{name}: {from} бастап {kind}; келесі айналымдарға ({ticks}) және финалға отырғызылмайды; оған дейінгі нәтижелері сақталады',
      },
      prefLeaveMidNotSeated: {
        en: 'nothing was changed: {name} is not at a table of tour {tour} ("{sheet}"): a player leaves mid-party only from the table he plays at; between tours, record his leaving from the next tour',
        ru: 'ничего не изменено: {name} не сидит ни за одним столом тура {tour} (лист «{sheet}»): выбыть из партии можно только из-за стола, где он играет; между турами запишите выбытие со следующего тура',
        kk: 'ештеңе өзгертілмеді: {name} {tour}-айналымның («{sheet}») ешбір үстелінде отырған жоқ: партиядан тек өзі ойнайтын үстелден шығуға болады; айналымдар арасында шығуды келесі айналымнан бастап жазыңыз',
      },
      prefLeaveMidAlready: {
        en: 'nothing was changed: {name} has already left the party at table {table} of tour {tour}',
        ru: 'ничего не изменено: {name} уже выбыл из партии за столом {table} тура {tour}',
        kk: 'ештеңе өзгертілмеді: {name} {tour}-айналымның {table}-үстеліндегі партиядан шығып қойған',
      },
      prefLeaveMidThree: {
        en: 'nothing was changed: table {table} of tour {tour} plays three-handed; without {name} two would be left, and two cannot play a party (Art. 16 item 3): the referee awards the table a result (Art. 17 item 7), then record his leaving from tour {tour} + 1',
        ru: 'ничего не изменено: за столом {table} тура {tour} играют трое; без игрока {name} остались бы двое, а вдвоём партию не играют (ст. 16 п. 3): судья присуждает столу результат (ст. 17 п. 7), затем запишите выбытие со следующего тура',
        kk: 'ештеңе өзгертілмеді: {tour}-айналымның {table}-үстелінде үшеу ойнайды; {name} болмаса екеу қалады, ал екеу партия ойнамайды (16-бап, 3-тармақ): төреші үстелге нәтиже береді (17-бап, 7-тармақ), содан кейін шығуды келесі айналымнан бастап жазыңыз',
      },
      prefLeaveMidPaper: {
        en: 'nothing was changed: table {table} of tour {tour} is kept on paper, where the three settle their party themselves (Art. 16 item 11). If nothing is typed in its block yet, mark {name} not admitted to tour {tour} (the block becomes a table of three) and record his leaving from tour {next}; or keep the table deal by deal first',
        ru: 'ничего не изменено: стол {table} тура {tour} ведётся на бумаге — трое сами рассчитывают свою партию (ст. 16 п. 11). Если в его блоке ещё ничего не внесено, отметьте недопуск игрока {name} к туру {tour} (блок станет столом на троих) и запишите выбытие с тура {next}; или сначала переведите стол на запись по раздачам',
        kk: 'ештеңе өзгертілмеді: {tour}-айналымның {table}-үстелі қағазда жүргізіледі — үшеу партиясын өздері есептейді (16-бап, 11-тармақ). Блокқа әлі ештеңе енгізілмесе, {name} ойыншысын {tour}-айналымға жібермеуді белгілеңіз (блок үш адамдық үстел болады) және шығуды {next}-айналымнан бастап жазыңыз; немесе алдымен үстелді таратулар бойынша жүргізіңіз',
      },
      prefLeaveMidPulka: {
        en: 'nothing was changed: the pulka of table {table} ("{sheet}") does not take a leaving row: {problem}',
        ru: 'ничего не изменено: пулька стола {table} (лист «{sheet}») не принимает строку выбытия: {problem}',
        kk: 'ештеңе өзгертілмеді: {table}-үстелдің пулькасы («{sheet}») шығу жолын қабылдамайды: {problem}',
      },
      prefLeaveMidFinal: {
        en: 'nothing was changed: the final is played by its four to the end (Art. 17 item 5); if a finalist leaves, its referee awards the result (Art. 17 item 7)',
        ru: 'ничего не изменено: финальную партию играют четверо до конца (ст. 17 п. 5); если финалист выбывает, результат присуждает судья (ст. 17 п. 7)',
        kk: 'ештеңе өзгертілмеді: финал партиясын төртеу соңына дейін ойнайды (17-бап, 5-тармақ); финалист шықса, нәтижені төреші береді (17-бап, 7-тармақ)',
      },
      prefLeaveMidDone: {
        en: '{name}: {kind} during the party of tour {tour}; table {table} plays on three-handed ({players}), the row is in "{sheet}"; the tour counts −8 for him; seated in no later tour and not in the final',
        ru: '{name}: {kind} во время партии тура {tour}; стол {table} доигрывает втроём ({players}), строка — на листе «{sheet}»; ему за тур −8; в следующих турах и в финале не рассаживается',
        kk: '{name}: {tour}-айналым партиясы кезінде {kind}; {table}-үстел үшеу болып жалғастырады ({players}), жол «{sheet}» парағында; оған айналым үшін −8; келесі айналымдарға және финалға отырғызылмайды',
      },
      prefLeaveSeated: {
        en: 'nothing was changed: tour {tour} is seated and {name} sits at table {table}: mark him not admitted to tour {tour} first (if his table has not started), or record from tour {next}; if his party is under way, record that he leaves mid-party',
        ru: 'ничего не изменено: тур {tour} рассажен, {name} сидит за столом {table}: сначала отметьте его недопуск к туру {tour} (если стол не начал игру) или запишите с тура {next}; если партия уже идёт, запишите выбытие во время партии',
        kk: 'ештеңе өзгертілмеді: {tour}-айналым отырғызылған, {name} {table}-үстелде отыр: алдымен оны {tour}-айналымға жібермеуді белгілеңіз (үстел ойынды бастамаса) немесе {next}-айналымнан бастап жазыңыз; партия жүріп жатса, партия кезіндегі шығуды жазыңыз',
      },
      prefLeaveFinalSeated: {
        en: 'nothing was changed: the final is seated and {name} sits at it ("{sheet}"). A finalist who leaves is not left seated: if nothing is typed at the final, delete the sheet "{sheet}", record this again and seat the final again (the next in the standings moves up, Art. 17 item 5); if the final has started, its referee awards the result (Art. 17 item 7)',
        ru: 'ничего не изменено: финал рассажен, {name} сидит за финальным столом («{sheet}»). Выбывший финалист не остаётся за столом: если в финале ничего не записано, удалите лист «{sheet}», запишите выбытие снова и рассадите финал заново (следующий по рейтинг-листу поднимается, ст. 17 п. 5); если финал начат, результат присуждает судья (ст. 17 п. 7)',
        kk: 'ештеңе өзгертілмеді: финал отырғызылған, {name} ақтық үстелде отыр («{sheet}»). Шыққан финалист үстелде қалмайды: финалда ештеңе жазылмаса, «{sheet}» парағын жойып, шығуды қайта жазыңыз және финалды қайта отырғызыңыз (рейтинг тізіміндегі келесі ойыншы көтеріледі, 17-бап, 5-тармақ); финал басталса, нәтижені төреші тағайындайды (17-бап, 7-тармақ)',
      },
      prefFinalTie: {
        en: 'the final was not seated: {names} are level on rating ({rating}) and whists ({whists}) across the last final seat — {seats} of them go to the final. The committee picks (Art. 17 item 5 is silent on this tie); the choice and its reason are recorded',
        ru: 'финал не рассажен: {names} равны по рейтингу ({rating}) и вистам ({whists}) на границе последнего места в финале — в финал проходят {seats} из них. Выбирает Оргкомитет (ст. 17 п. 5 о таком равенстве молчит); выбор и его причина записываются',
        kk: 'финал отырғызылмады: {names} соңғы финалдық орын шегінде рейтинг ({rating}) пен вист ({whists}) бойынша тең — финалға олардың {seats} өтеді. Ұйымдастыру комитеті таңдайды (17-бап, 5-тармақ бұл теңдік туралы үндемейді); таңдау мен оның себебі жазылады',
      },
      prefFinalPickBad: {
        en: 'nothing was changed: pick {seats} of the tied players {names}; found {given}',
        ru: 'ничего не изменено: выберите {seats} из равных игроков {names}; получено: {given}',
        kk: 'ештеңе өзгертілмеді: тең ойыншылардың {names} ішінен {seats} таңдаңыз; алынғаны: {given}',
      },
      prefRulingTour: {
        en: 'nothing was changed: a ruling names tour 1…{tours} or the final; found {found}',
        ru: 'ничего не изменено: решение относится к туру 1…{tours} или к финалу; получено: {found}',
        kk: 'ештеңе өзгертілмеді: шешім 1…{tours} айналымға немесе финалға қатысты; алынғаны: {found}',
      },
      prefWhyAbsent: {
        en: 'he is on the roster without a table: an announced absence, or already not admitted',
        ru: 'он в списке тура без стола: заранее объявленный пропуск или уже не допущен',
        kk: 'ол айналым тізімінде үстелсіз: алдын ала хабарланған өткізу немесе жіберілмеген',
      },
      prefWhyNotOnRoster: {
        en: "no such name on the tour's roster",
        ru: 'такого имени нет в списке тура',
        kk: 'айналым тізімінде мұндай есім жоқ',
      },
      prefWhistsOrRulings: {
        en: 'whists, penalties or an awarded result',
        ru: 'висты, штрафы или присуждённый результат',
        kk: 'висттер, айыппұлдар немесе тағайындалған нәтиже',
      },
      prefWhyNotSeated: {
        en: 'not seated at a table there',
        ru: 'не сидит ни за одним столом',
        kk: 'ешбір үстелде отырған жоқ',
      },
      prefFromTour: { en: 'tour {n}', ru: 'тура {n}', kk: '{n}-айналым' },
      prefKindLeft: { en: 'left the tournament', ru: 'выбыл из турнира', kk: 'турнирден шықты' },
      prefKindDisqualified: { en: 'disqualified', ru: 'дисквалифицирован', kk: 'дисквалификацияланды' },
      gameMisere: { en: 'misère', ru: 'мизер', kk: 'мизер' },
      gameAllPass: { en: 'all-pass', ru: 'распасы', kk: 'распас' },
      orAllPass: { en: ', all-pass', ru: ', распасы', kk: ', распас' },
      penaltyKindUnknown: {
        en: "a penalty is one of items 11.1–11.4 (speaking out of turn, cards exposed, a revoke, the referee's own); found {found}",
        ru: 'штраф — один из пп. 11.1–11.4 (высказывание не в свою очередь, открытые карты, ход «не в масть», по усмотрению судьи); получено: {found}',
        kk: 'айыппұл — 11.1–11.4-тармақтардың бірі (кезексіз сөйлеу, карталарды ашу, «масть емес» жүріс, төрешінің қалауы бойынша); алынғаны: {found}',
      },
    }) satisfies Record<string, Text>,
);
