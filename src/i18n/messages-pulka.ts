/**
 * Messages of PREF_PULKA (SPEC §3 "PREF_PULKA … Errors"): what is wrong in a row of `deals`, in
 * the three languages (Russian governs). The frame names the argument, row and column (and the
 * seat); these say what was found and what the rules expect. Kazakh follows the Kazakh rules'
 * words: сызба (пуля), «теріс» нәтиже (гора), пара (взятка), таратушы (сдающий).
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const PULKA_MESSAGES = lazy(
  () =>
    ({
      pulkaColumns: {
        en: 'expected 6 columns (3 players) or 7 (4), found {cols}',
        ru: 'ожидалось 6 столбцов (3 игрока) или 7 (4), найдено: {cols}',
        kk: '6 баған (3 ойыншы) немесе 7 (4) күтілді, табылғаны: {cols}',
      },
      pulkaSeatCount: {
        en: 'expected {n} names, one per seat, found {count}',
        ru: 'ожидалось имён: {n}, по одному на место, найдено: {count}',
        kk: '{n} есім күтілді, әр орынға біреу, табылғаны: {count}',
      },
      pulkaNumericName: {
        en: 'a name cannot be a whole number (numbers are seats), found {found}',
        ru: 'имя не может быть целым числом (числа — номера мест), найдено: {found}',
        kk: 'есім бүтін сан бола алмайды (сандар — орындар), табылғаны: {found}',
      },
      pulkaTarget: {
        en: 'expected a whole number above 0 (120; the final 200), found {found}',
        ru: 'ожидалось целое число больше 0 (120; финал 200), найдено: {found}',
        kk: '0-ден үлкен бүтін сан күтілді (120; финал 200), табылғаны: {found}',
      },
      pulkaNotSeat: {
        en: 'expected a seat 1–{n} or a name of "seats", found {found}',
        ru: 'ожидалось место 1–{n} или имя из «seats», найдено: {found}',
        kk: '1–{n} орын немесе «seats» ішіндегі есім күтілді, табылғаны: {found}',
      },
      pulkaDealer: {
        en: 'by rotation {seat} deals (Art. 16 item 5), found {found}: is a row missing or extra?',
        ru: 'по очереди сдаёт {seat} (ст. 16 п. 5), найдено: {found} — нет ли пропущенной или лишней строки?',
        kk: 'кезек бойынша {seat} таратады (16-бап, 5-тармақ), табылғаны: {found} — жол түсіп қалмады ма, артық емес пе?',
      },
      pulkaContract: {
        en: 'unknown contract {found}; expected 6–10 (a suit and бп may follow), мизер / m, распасы / ap, ш1, ш2 G, ш3 G or ш4 A',
        ru: 'неизвестный контракт {found}; ожидалось 6–10 (можно с мастью и бп), мизер, распасы, ш1, ш2 G, ш3 G или ш4 A',
        kk: 'белгісіз келісім {found}; 6–10 (түсімен, бп болуы мүмкін), мизер, распас, ш1, ш2 G, ш3 G немесе ш4 A күтілді',
      },
      pulkaComplete: {
        en: 'every pool has reached {target}: the pulka is over (only ш1, ш2, ш4 may follow)',
        ru: 'все пули достигли {target}: пулька окончена (дальше только ш1, ш2, ш4)',
        kk: 'барлық сызба {target}-ға жетті: пулька аяқталды (одан әрі тек ш1, ш2, ш4)',
      },
      pulkaSeries: {
        en: 'an all-pass series is open: the lowest game is 7 (Art. 18 item 9.2)',
        ru: 'идут распасы: выход — не ниже семерной (ст. 18 п. 9.2)',
        kk: 'распас жалғасуда: шығу — жетіліктен төмен емес (18-бап, 9.2-тармақ)',
      },
      pulkaNoDeclarer: {
        en: 'an all-pass has no declarer: leave this cell empty, found {found}',
        ru: 'на распасах нет разыгрывающего: оставьте ячейку пустой, найдено: {found}',
        kk: 'распаста ойнаушы жоқ: ұяшықты бос қалдырыңыз, табылғаны: {found}',
      },
      pulkaSitsOut: {
        en: '{seat} dealt and holds no cards (Art. 18 item 5)',
        ru: '{seat} сдавал и не имеет карт (ст. 18 п. 5)',
        kk: '{seat} таратты, қолында қарт жоқ (18-бап, 5-тармақ)',
      },
      pulkaCell: {
        en: 'unreadable {found}; a seat holds tricks k, вk / wk, п / p, пk, ½ / hw, б3 / out or м / m',
        ru: 'непонятно: {found}; у места — взятки (5), в5, п, п1, ½, б3 или м',
        kk: 'түсініксіз: {found}; орында — пара саны (5), в5, п, п1, ½, б3 немесе м',
      },
      pulkaTricks: {
        en: 'tricks are a whole number 0–10, found {found}',
        ru: 'взятки — целое число 0–10, найдено: {found}',
        kk: 'пара саны — 0–10 бүтін сан, табылғаны: {found}',
      },
      pulkaDeclarerCell: {
        en: 'the declarer holds his tricks 0–10 (empty when nobody whisted) or б3, found {found}',
        ru: 'у разыгрывающего — его взятки 0–10 (пусто, если никто не вистовал) или б3, найдено: {found}',
        kk: 'ойнаушыда — оның пара саны 0–10 (ешкім вистемесе бос) немесе б3, табылғаны: {found}',
      },
      pulkaOpponentCell: {
        en: 'an opponent holds k or вk (whisted, took k), п, пk or ½, found {found}',
        ru: 'у противника — 3 или в3 (вист, 3 взятки), п, п1 или ½, найдено: {found}',
        kk: 'қарсыласта — 3 не в3 (вист, 3 пара), п, п1 немесе ½, табылғаны: {found}',
      },
      pulkaDealerCell: {
        en: "the dealer holds nothing, п, or his side's tricks when he whisted (Art. 18 item 6.6), found {found}",
        ru: 'у сдающего — пусто, п или взятки его стороны, если он вистовал (ст. 18 п. 6.6), найдено: {found}',
        kk: 'таратушыда — бос, п немесе вистесе, өз жағының пара саны (18-бап, 6.6-тармақ), табылғаны: {found}',
      },
      pulkaLeaveThree: {
        en: 'a party is played by three or four (Art. 16 item 3): a table of three cannot go on with two; the referee awards the result (Art. 17 item 7)',
        ru: 'партию играют трое или четверо (ст. 16 п. 3): стол из трёх не может продолжать вдвоём; результат присуждает судья (ст. 17 п. 7)',
        kk: 'партияны үш немесе төрт ойыншы ойнайды (16-бап, 3-тармақ): үш адамдық үстел екеуімен жалғаса алмайды; нәтижені төреші береді (17-бап, 7-тармақ)',
      },
      pulkaLeaveCell: {
        en: 'on a row where a player leaves only his seat is written (column 3); this cell stays empty, found {found}',
        ru: 'в строке выбытия пишется только место выбывшего (столбец 3); эта ячейка остаётся пустой, найдено: {found}',
        kk: 'шығу жолында тек шыққан ойыншының орны жазылады (3-баған); бұл ұяшық бос қалады, табылғаны: {found}',
      },
      pulkaLeftSeat: {
        en: '{seat} left the party (Art. 16 item 4): he deals, plays and whists no more; found {found}',
        ru: '{seat} выбыл из партии (ст. 16 п. 4): он больше не сдаёт, не играет и не вистует; найдено: {found}',
        kk: '{seat} партиядан шықты (16-бап, 4-тармақ): ол енді таратпайды, ойнамайды, вист айтпайды; табылғаны: {found}',
      },
      pulkaEmpty: {
        en: 'this cell stays empty (no whist on a misère, nothing else on б3 or a penalty), found {found}',
        ru: 'ячейка остаётся пустой (мизер не вистуют, при б3 и штрафе больше ничего не пишут), найдено: {found}',
        kk: 'ұяшық бос қалады (мизерге вист жоқ, б3 мен айыппұлда басқа ештеңе жазылмайды), табылғаны: {found}',
      },
      pulkaMisereOut: {
        en: 'no stepping out on a misère (Art. 18 item 8.4)',
        ru: 'уход «без трёх» на мизере запрещён (ст. 18 п. 8.4)',
        kk: 'мизерде «үштіксіз» шығуға болмайды (18-бап, 8.4-тармақ)',
      },
      pulkaJoin: {
        en: 'only a 4-handed dealer joins a misère: his cell is empty or м (Art. 18 item 8.5), found {found}',
        ru: 'к мизеру присоединяется только сдающий при игре вчетвером: у него пусто или м (ст. 18 п. 8.5), найдено: {found}',
        kk: 'мизерге тек төртеу ойнағанда таратушы қосылады: онда бос не м (18-бап, 8.5-тармақ), табылғаны: {found}',
      },
      pulkaHalf: {
        en: 'half-whist: only on a 6 or 7, by the second to speak after a pass, nobody whisting (Art. 18 items 6.3–6.5)',
        ru: 'полвиста — только на шестерной или семерной, вторым после паса, без виста (ст. 18 пп. 6.3–6.5)',
        kk: 'жартылайвист — тек алтылық не жетілікте, пастан кейін екінші болып, вистсіз (18-бап, 6.3–6.5-тармақтар)',
      },
      pulkaDealerWhist: {
        en: 'the dealer whists only when both opponents passed (Art. 18 item 6.6)',
        ru: 'сдающий вистует, только если оба противника спасовали (ст. 18 п. 6.6)',
        kk: 'таратушы екі қарсылас та пас айтқанда ғана вистейді (18-бап, 6.6-тармақ)',
      },
      pulkaPassTricks: {
        en: "пk (the tricks of a passer's hand) goes with exactly one whister (Art. 18 item 6.7)",
        ru: 'п с числом (п1: взятки руки спасовавшего) пишется только при одном вистующем (ст. 18 п. 6.7)',
        kk: 'санды п (п1: пас айтқанның пара саны) тек бір вистеуші болғанда жазылады (18-бап, 6.7-тармақ)',
      },
      pulkaUnwhisted: {
        en: 'the {level} was not played and counts as made: leave empty or type {level}–10, found {found}',
        ru: 'игра {level} не разыгрывалась и считается сыгранной: оставьте пусто или {level}–10, найдено: {found}',
        kk: '{level} ойыны ойналмады, ойналды деп есептеледі: бос қалдырыңыз не {level}–10, табылғаны: {found}',
      },
      pulkaTen: {
        en: 'the tricks add up to {sum}, not 10',
        ru: 'взятки в сумме дают {sum}, а не 10',
        kk: 'пара саны қосындысы {sum}, 10 емес',
      },
      pulkaAllPassDealer: {
        en: 'the dealer plays an all-pass with the widow: at most 2 tricks (Art. 18 item 9.4), found {found}',
        ru: 'сдающий играет распасы картами прикупа: не больше 2 взяток (ст. 18 п. 9.4), найдено: {found}',
        kk: 'таратушы распасты қосымша қарттармен ойнайды: ең көбі 2 пара (18-бап, 9.4-тармақ), табылғаны: {found}',
      },
      // ---- the rules' words that the custom functions share with the actions: a seat, a pool over
      // its target, the penalties of Art. 18 item 11 (kept here, in the custom functions' words)
      seatWord: {
        en: 'seat {seat}',
        ru: 'место {seat}',
        kk: '{seat}-орын',
      },
      poolOverTarget: {
        en: 'the pool {pool} is above the target {target}: a pool never passes it — the excess goes as help (Art. 18 item 10: to the player with the most in the pool, then the least mountain, then the nearest clockwise; 10 whists per point, Code 4.2.3). With these totals: {help}. Type the pools and whists after help',
        ru: 'пуля {pool} больше лимита {target}: пуля его не превышает — излишек идёт в помощь (ст. 18 п. 10: игроку с наибольшей пулей, затем с наименьшей горой, затем ближайшему по часовой стрелке; 10 вистов за очко, Кодекс 4.2.3). При этих итогах: {help}. Внесите пули и висты после помощи',
        kk: '{pool} сызбасы {target} шегінен асады: сызба шектен аспайды — артығы көмекке кетеді (18-бап, 10-тармақ: сызбасы ең көп ойыншыға, содан кейін «теріс» нәтижесі ең аз ойыншыға, содан кейін сағат тілімен ең жақынына; бір ұпайға 10 вист, Кодекс 4.2.3). Осы қорытындыларда: {help}. Көмектен кейінгі сызбалар мен вистерді енгізіңіз',
      },
      penaltyGameRequired: {
        en: 'item {item} is priced by a game: pick the game (6–10 or misère{allpass})',
        ru: 'штраф по п. {item} зависит от игры: выберите игру (6–10 или мизер{allpass})',
        kk: '{item}-тармақ бойынша айыппұл ойынға байланысты: ойынды таңдаңыз (6–10 немесе мизер{allpass})',
      },
      penaltyGameNotAllowed: {
        en: 'item {item} takes no such game ({found})',
        ru: 'для п. {item} такая игра не подходит ({found})',
        kk: '{item}-тармаққа мұндай ойын сәйкес келмейді ({found})',
      },
      penaltyAmountRequired: {
        en: 'item 11.4: the referee sets the amount — a whole number of whists to the mountain, 1–10000',
        ru: 'п. 11.4: размер штрафа устанавливает судья — целое число вистов в гору, 1–10000',
        kk: '11.4-тармақ: айыппұл мөлшерін төреші белгілейді — «теріс» нәтижеге 1–10000 бүтін вист',
      },
      penaltyAmountInvalid: {
        en: 'item 11.4: the amount is a whole number of whists to the mountain, 1–10000; found {found}',
        ru: 'п. 11.4: размер штрафа — целое число вистов в гору, 1–10000; получено: {found}',
        kk: '11.4-тармақ: айыппұл мөлшері — «теріс» нәтижеге 1–10000 бүтін вист; алынғаны: {found}',
      },
      penaltyAmountNotAllowed: {
        en: 'item {item} fixes the amount itself; an amount is only set under item 11.4',
        ru: 'размер по п. {item} задан правилами; сумму судья задаёт только по п. 11.4',
        kk: '{item}-тармақ бойынша мөлшерді ереже белгілейді; соманы төреші тек 11.4-тармақ бойынша белгілейді',
      },
    }) satisfies Record<string, Text>,
);
