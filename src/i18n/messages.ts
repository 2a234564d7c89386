/**
 * Every user-facing message of the rules core and the custom functions, in the three
 * languages of the rules (Russian governs; Kazakh and English are translations).
 * Placeholders are `{name}`; `{found}` is always a cell value, described by `describeValue`.
 */
import { lazy } from '../rules/lazy';
import { BOARD_MESSAGES } from './messages-boardmsg';
import { DEADLINE_MESSAGES } from './messages-deadlines';
import { DRAW_MESSAGES } from './messages-draw';
import { IDENTITY_MESSAGES } from './messages-identity';
import { NOTICE_MESSAGES } from './messages-notices';
import { PLAN_MESSAGES } from './messages-plan';
import { PULKA_MESSAGES } from './messages-pulka';
import { REGISTRATION_MESSAGES } from './messages-registration';
import { SHEETS_MESSAGES } from './messages-sheets';
import { TABLE_MESSAGES } from './messages-table';
import { PROTOCOL_MESSAGES } from './messages-protocol';
import { NOSHOW_MESSAGES } from './messages-noshow';
import { QUEUE_MESSAGES } from './messages-queue';
import { SELFCHECK_MESSAGES } from './messages-selfcheck';

export type { Lang, Text } from './types';
import type { Text } from './types';

const CORE_MESSAGES = lazy(
  () =>
    ({
      // ---- cells and shapes -------------------------------------------------------------
      notNumber: {
        en: 'expected a number, found {found}',
        ru: 'ожидалось число, найдено: {found}',
        kk: 'сан күтілді, табылғаны: {found}',
      },
      tooLarge: {
        en: 'a number between −1,000,000,000 and 1,000,000,000 was expected, found {found}',
        ru: 'ожидалось число от −1 000 000 000 до 1 000 000 000, найдено: {found}',
        kk: '−1 000 000 000 мен 1 000 000 000 аралығындағы сан күтілді, табылғаны: {found}',
      },
      notWholeNumber: {
        en: 'expected a whole number, found {found}',
        ru: 'ожидалось целое число, найдено: {found}',
        kk: 'бүтін сан күтілді, табылғаны: {found}',
      },
      negativeNumber: {
        en: 'expected a number of 0 or more, found {found}',
        ru: 'ожидалось число не меньше 0, найдено: {found}',
        kk: '0-ден кем емес сан күтілді, табылғаны: {found}',
      },
      notBoolean: {
        en: 'expected TRUE, FALSE or an empty cell, found {found}',
        ru: 'ожидалось ИСТИНА, ЛОЖЬ или пустая ячейка, найдено: {found}',
        kk: 'TRUE (ИСТИНА), FALSE (ЛОЖЬ) немесе бос ұяшық күтілді, табылғаны: {found}',
      },
      notText: {
        en: 'expected a name (of a player or a team), found {found}',
        ru: 'ожидалось имя (участника или команды), найдено: {found}',
        kk: 'қатысушының аты немесе команданың атауы күтілді, табылғаны: {found}',
      },
      required: {
        en: 'the cell is empty; a value is required here',
        ru: 'ячейка пуста, здесь нужно значение',
        kk: 'ұяшық бос, мұнда мән қажет',
      },
      notList: {
        en: 'expected a single row or column, found a range of {rows} rows × {cols} columns',
        ru: 'ожидалась одна строка или один столбец, найден диапазон {rows} строк × {cols} столбцов',
        kk: 'бір жол немесе бір баған күтілді, табылғаны: {rows} жол × {cols} баған ауқымы',
      },
      wrongColumns: {
        en: 'expected {expected} columns, found {found}',
        ru: 'ожидалось столбцов: {expected}, найдено: {found}',
        kk: '{expected} баған күтілді, табылғаны: {found}',
      },
      wrongCount: {
        en: 'expected {expected} values, one for each player of "{other}", found {found}',
        ru: 'ожидалось значений: {expected}, по одному на каждого игрока из «{other}», найдено: {found}',
        kk: '{expected} мән күтілді, «{other}» ішіндегі әр ойыншыға біреуден, табылғаны: {found}',
      },
      wrongRows: {
        en: 'expected {expected} rows, one for each player of "{other}", found {found}',
        ru: 'ожидалось строк: {expected}, по одной на каждого игрока из «{other}», найдено: {found}',
        kk: '{expected} жол күтілді, «{other}» ішіндегі әр ойыншыға біреуден, табылғаны: {found}',
      },
      sameShape: {
        en: 'expected the same size as "{other}" ({rows} rows × {cols} columns), found {foundRows} × {foundCols}',
        ru: 'ожидался тот же размер, что у «{other}» ({rows} строк × {cols} столбцов), найдено {foundRows} × {foundCols}',
        kk: '«{other}» өлшемімен бірдей ({rows} жол × {cols} баған) күтілді, табылғаны: {foundRows} × {foundCols}',
      },
      notSingleCell: {
        en: 'expected a single cell, found a range of {rows} rows × {cols} columns',
        ru: 'ожидалась одна ячейка, найден диапазон {rows} строк × {cols} столбцов',
        kk: 'бір ұяшық күтілді, табылғаны: {rows} жол × {cols} баған ауқымы',
      },
      missingArgument: {
        en: 'this argument is required',
        ru: 'этот аргумент обязателен',
        kk: 'бұл аргумент міндетті',
      },
      duplicateName: {
        en: '"{name}" is listed twice (first at position {first})',
        ru: '«{name}» указан дважды (впервые в позиции {first})',
        kk: '«{name}» екі рет көрсетілген (алғаш рет тізімде {first}-позицияда)',
      },
      nameMissing: {
        en: 'this row has results but no player name',
        ru: 'в этой строке есть результаты, но нет имени игрока',
        kk: 'бұл жолда нәтижелер бар, бірақ ойыншының есімі жоқ',
      },
      internal: {
        en: 'the input could not be read ({detail}); please check the ranges',
        ru: 'не удалось прочитать входные данные ({detail}); проверьте диапазоны',
        kk: 'кіріс деректерін оқу мүмкін болмады ({detail}); ауқымдарды тексеріңіз',
      },

      // ---- preference: pulka, rating, tables, standings --------------------------------
      playerCount: {
        en: 'a party is played by 3 or 4 players, found {found}',
        ru: 'партию играют 3 или 4 игрока, найдено: {found}',
        kk: 'партияны 3 немесе 4 ойыншы ойнайды, табылғаны: {found}',
      },
      whistsShape: {
        en: 'expected a square of {n} rows × {n} columns (whists of each player on each player), found {rows} × {cols}',
        ru: 'ожидался квадрат {n} строк × {n} столбцов (висты каждого игрока на каждого), найдено {rows} × {cols}',
        kk: '{n} жол × {n} баған шаршы күтілді (әр ойыншының әр ойыншыға жазған висттері), табылғаны: {rows} × {cols}',
      },
      diagonalNotEmpty: {
        en: 'a player cannot write whists on himself: this cell must be empty or 0, found {found}',
        ru: 'игрок не пишет висты на себя: эта ячейка должна быть пустой или 0, найдено: {found}',
        kk: 'ойыншы өзіне вист жазбайды: бұл ұяшық бос немесе 0 болуы керек, табылғаны: {found}',
      },
      tableSize: {
        en: 'table "{table}": {found} player(s) with whists; a table seats 3 or 4 (Art. 16 item 3)',
        ru: 'за столом «{table}» игроков с вистами: {found}; за столом играют 3 или 4 (ст. 16 п. 3)',
        kk: '«{table}» үстелінде висттері бар ойыншылар саны: {found}; үстелде 3 немесе 4 ойыншы ойнайды (16-бап, 3-тармақ)',
      },
      oneTableSize: {
        en: 'without "tables" the list is one table: {found} player(s) with whists; a table seats 3 or 4 (Art. 16 item 3)',
        ru: 'без «tables» весь список — один стол, а игроков с вистами: {found}; за столом играют 3 или 4 (ст. 16 п. 3)',
        kk: '«tables» болмаса, бүкіл тізім бір үстел, ал висттері бар ойыншылар саны: {found}; үстелде 3 немесе 4 ойыншы ойнайды (16-бап, 3-тармақ)',
      },
      tableMissing: {
        en: 'this player has whists but no table',
        ru: 'у игрока есть висты, но не указан стол',
        kk: 'ойыншының висттері бар, бірақ үстелі көрсетілмеген',
      },
      cannotSeat: {
        en: 'players: {found}; they cannot be seated at tables of 4 and 3 (Art. 16 item 3); a tour needs 3, 4 or at least 6 players',
        ru: 'игроков: {found} — их нельзя рассадить за столы по 4 и 3 (ст. 16 п. 3); для тура нужно 3, 4 или не меньше 6 игроков',
        kk: 'ойыншылар саны: {found}; оларды 4 және 3 адамдық үстелдерге отырғызу мүмкін емес (16-бап, 3-тармақ); айналымға 3, 4 немесе кемінде 6 ойыншы керек',
      },
      tooManyPlayers: {
        en: 'at most {max} players, found {found}',
        ru: 'не больше {max} игроков, найдено: {found}',
        kk: 'ең көбі {max} ойыншы, табылғаны: {found}',
      },

      // ---- backgammon match -------------------------------------------------------------
      bgTooManyRows: {
        en: 'a match has at most 4 parties (Art. 14 item 2), found {found} rows',
        ru: 'в матче не больше 4 партий (ст. 14 п. 2), найдено строк: {found}',
        kk: 'матчта ең көбі 4 партия ойналады (14-бап, 2-тармақ), табылған жолдар саны: {found}',
      },
      bgBadValue: {
        en: 'expected 1 (a win), 2 (a mars), 0 or an empty cell, found {found}',
        ru: 'ожидалось 1 (победа), 2 (марс), 0 или пустая ячейка, найдено: {found}',
        kk: '1 (жеңіс), 2 (марс), 0 немесе бос ұяшық күтілді, табылғаны: {found}',
      },
      bgBothWon: {
        en: 'party {party} shows a win for both players; only the winner gets 1 or 2',
        ru: 'в партии {party} победа указана обоим игрокам; 1 или 2 ставится только победителю',
        kk: '{party}-партияда жеңіс екі ойыншыға да көрсетілген; 1 немесе 2 тек жеңімпазға қойылады',
      },
      bgNoWinner: {
        en: 'party {party} has no winner; the winner gets 1 (a win) or 2 (a mars)',
        ru: 'в партии {party} нет победителя; победителю ставится 1 (победа) или 2 (марс)',
        kk: '{party}-партияда жеңімпаз жоқ; жеңімпазға 1 (жеңіс) немесе 2 (марс) қойылады',
      },
      bgPartiesRows: {
        en: 'expected {expected} rows of parties, one for each row of "{other}", found {found}',
        ru: 'ожидалось строк партий: {expected}, по одной на каждую строку «{other}», найдено: {found}',
        kk: '{expected} партия жолы күтілді, «{other}» ішіндегі әр жолға біреуден, табылғаны: {found}',
      },
      bgPartiesGame: {
        en: 'party rows are read only for backgammon (Art. 14 item 2)',
        ru: 'строки партий читаются только для нард (ст. 14 п. 2)',
        kk: 'партия жолдары тек нарды үшін оқылады (14-бап, 2-тармақ)',
      },
      bgGap: {
        en: 'party {party} is filled in but party {empty} before it is empty',
        ru: 'партия {party} заполнена, а предшествующая ей партия {empty} пуста',
        kk: '{party}-партия толтырылған, ал одан бұрынғы {empty}-партия бос',
      },
      bgAfterDecided: {
        en: 'the match was decided after party {decided} (Art. 14 item 2), so party {party} cannot be played',
        ru: 'матч решён после партии {decided} (ст. 14 п. 2), партия {party} не играется',
        kk: 'матч {decided}-партиядан кейін шешілді (14-бап, 2-тармақ), {party}-партия ойналмайды',
      },
      bgFourthNotTied: {
        en: 'a 4th party is played only when the points are level after 3 parties (Art. 14 item 2 sub-item 2); they are {a}:{b}',
        ru: 'четвёртая партия играется только при равенстве очков после трёх партий (ст. 14 п. 2 подп. 2); счёт {a}:{b}',
        kk: 'төртінші партия тек үш партиядан кейін ұпай тең болғанда ойналады (14-бап, 2-тармақ, 2-тармақша); есеп {a}:{b}',
      },

      // ---- round-robin groups -----------------------------------------------------------
      groupSize: {
        en: 'a group has 2 to 8 players, found {found}',
        ru: 'в группе от 2 до 8 участников, найдено: {found}',
        kk: 'топта 2-ден 8-ге дейін қатысушы болады, табылғаны: {found}',
      },
      unknownGame: {
        en: 'unknown game {found}; expected "futsal", "billiards" or "backgammon" (or "мини-футбол", "бильярд", "нарды")',
        ru: 'неизвестная игра {found}; ожидалось «мини-футбол», «бильярд» или «нарды» (или futsal, billiards, backgammon)',
        kk: 'белгісіз ойын {found}; «мини-футбол», «бильярд» немесе «нарды» күтілді (немесе futsal, billiards, backgammon)',
      },
      unknownName: {
        en: '"{name}" is not in the list of players',
        ru: '«{name}» нет в списке участников',
        kk: '«{name}» қатысушылар тізімінде жоқ',
      },
      selfMatch: {
        en: '"{name}" cannot play against himself',
        ru: '«{name}» не может играть сам с собой',
        kk: '«{name}» өзімен-өзі ойнай алмайды',
      },
      duplicatePair: {
        en: '"{a}" and "{b}" already meet in row {first}; each pair meets once in a round robin',
        ru: '«{a}» и «{b}» уже встречаются в строке {first}; в круговой системе каждая пара встречается один раз',
        kk: '«{a}» және «{b}» {first}-жолда кездесіп қойған; «шеңберлік» жүйеде әр жұп бір рет кездеседі',
      },
      matchNameMissing: {
        en: 'this match row needs both player names',
        ru: 'в строке матча нужны имена обоих участников',
        kk: 'матч жолында екі қатысушының да есімі керек',
      },
      oneScoreEmpty: {
        en: 'only one score is filled in; enter both scores, or neither while the match is not played',
        ru: 'заполнен только один счёт; введите оба счёта или ни одного, пока матч не сыгран',
        kk: 'тек бір есеп толтырылған; екеуін де енгізіңіз, немесе матч ойналмаған кезде ешқайсысын енгізбеңіз',
      },
      notScore: {
        en: 'expected a whole number of 0 or more, or + / - for a forfeit, found {found}',
        ru: 'ожидалось целое число не меньше 0 либо + / - для неявки, найдено: {found}',
        kk: '0-ден кем емес бүтін сан немесе келмеу үшін + / - күтілді, табылғаны: {found}',
      },
      badForfeit: {
        en: 'a forfeit is written "+" for the player who appeared and "-" for the one who did not (or "-" for both); found {a} and {b}',
        ru: 'неявка записывается «+» явившемуся и «-» неявившемуся (или «-» обоим); найдено {a} и {b}',
        kk: 'келмеу былай жазылады: келген тарапқа «+», келмеген тарапқа «-» (немесе екеуіне де «-»); табылғаны: {a} және {b}',
      },
      drawNotAllowed: {
        en: 'a {game} match cannot end in a draw ({a}:{b})',
        ru: 'в игре «{game}» матч не может закончиться вничью ({a}:{b})',
        kk: '«{game}» ойынындағы матч тең ойынмен аяқтала алмайды ({a}:{b})',
      },
      impossibleBilliards: {
        en: 'impossible billiards score {a}:{b}; a match ends 2:0 or 2:1 (best of 3), or 1:0 in the one-party format (Art. 11 items 2, 4)',
        ru: 'невозможный счёт в бильярде {a}:{b}; матч заканчивается 2:0 или 2:1 (до двух побед) либо 1:0 в сокращённом варианте (ст. 11 п. 2 и 4)',
        kk: 'бильярдта мүмкін емес есеп {a}:{b}; матч 2:0 немесе 2:1 есебімен (екі жеңіске дейін) не «қысқартылған» нұсқада 1:0 есебімен аяқталады (11-бап, 2, 4-тармақтар)',
      },
      mixedBilliardsFormats: {
        en: 'this group mixes best-of-3 scores and one-party scores (row {first} has {a}:{b}); a group plays one format (Art. 11 item 4)',
        ru: 'в группе смешаны счета матчей до двух побед и матчей по «сокращённому» варианту (в строке {first} счёт {a}:{b}); группа играет в одном формате (ст. 11 п. 4)',
        kk: 'топта екі жеңіске дейінгі және «қысқартылған» нұсқадағы есептер араласқан ({first}-жолда есеп {a}:{b}); топ бір форматта ойнайды (11-бап, 4-тармақ)',
      },
      impossibleBackgammon: {
        en: 'impossible backgammon match score {a}:{b} (Art. 13 item 7, Art. 14 item 2); possible wins: {possible}',
        ru: 'невозможный счёт матча в нардах {a}:{b} (ст. 13 п. 7, ст. 14 п. 2); возможные победы: {possible}',
        kk: 'нардыда мүмкін емес матч есебі {a}:{b} (13-бап, 7-тармақ, 14-бап, 2-тармақ); мүмкін жеңістер: {possible}',
      },
      impossibleChips: {
        en: '{found} chips for a player with {points} match points; at most {max} (15 after a mars, up to 14 after a simple win, none without a party won — Art. 13 item 7)',
        ru: 'фишек: {found} у участника с {points} очками матча; не больше {max} (15 за марс, до 14 за простую победу, ни одной без выигранной партии — ст. 13 п. 7)',
        kk: 'матчта {points} ұпай жинаған қатысушының фишкалары: {found}; ең көбі {max} (марс үшін 15, қарапайым жеңіс үшін 14-ке дейін, бірде-бір партияны жеңіп алмаса — 0; 13-бап, 7-тармақ)',
      },
      tiebreakSelf: {
        en: 'a tiebreak (additional party or shoot-out) needs two different players, found "{name}" twice',
        ru: 'в дополнительной партии (серии пенальти) нужны два разных участника, «{name}» указан дважды',
        kk: 'қосымша партияға (пенальти сериясына) екі түрлі қатысушы керек, «{name}» екі рет көрсетілген',
      },
    }) satisfies Record<string, Text>,
);

/** Every message: the core's, and each area's own file (kept apart so areas do not collide); each table is made on first use (rules/lazy.ts). */
export const MESSAGES = lazy(() => ({
  ...CORE_MESSAGES(),
  ...DRAW_MESSAGES(),
  ...REGISTRATION_MESSAGES(),
  ...SHEETS_MESSAGES(),
  ...IDENTITY_MESSAGES(),
  ...TABLE_MESSAGES(),
  ...PULKA_MESSAGES(),
  ...PROTOCOL_MESSAGES(),
  ...PLAN_MESSAGES(),
  ...NOSHOW_MESSAGES(),
  ...DEADLINE_MESSAGES(),
  ...NOTICE_MESSAGES(),
  ...SELFCHECK_MESSAGES(),
  ...BOARD_MESSAGES(),
  ...QUEUE_MESSAGES(),
}));

export type MessageCode = keyof ReturnType<typeof MESSAGES>;

/** Labels around a message: which function, which argument, which cell. */
export const FRAME = {
  argument: { en: 'argument "{arg}"', ru: 'аргумент «{arg}»', kk: '«{arg}» аргументі' },
  row: { en: 'row {row}', ru: 'строка {row}', kk: '{row}-жол' },
  column: { en: 'column {col}', ru: 'столбец {col}', kk: '{col}-баған' },
  empty: { en: 'an empty cell', ru: 'пустая ячейка', kk: 'бос ұяшық' },
  date: { en: 'a date', ru: 'дата', kk: 'күн (дата)' },
  true: { en: 'TRUE', ru: 'ИСТИНА', kk: 'TRUE (ИСТИНА)' },
  false: { en: 'FALSE', ru: 'ЛОЖЬ', kk: 'FALSE (ЛОЖЬ)' },
  range: { en: 'a range', ru: 'диапазон', kk: 'ауқым' },
  /** an argument that was not given at all */
  nothing: { en: 'nothing', ru: 'ничего', kk: 'ештеңе' },
  /** NaN or ±Infinity (never shown as "NaN") */
  notANumber: { en: 'an invalid number', ru: 'недопустимое число', kk: 'жарамсыз сан' },
  /** anything else a caller may pass: an object */
  object: { en: 'a set of values', ru: 'набор значений', kk: 'мәндер жиыны' },
} satisfies Record<string, Text>;

export const GAME_NAMES = {
  futsal: { en: 'futsal', ru: 'мини-футбол', kk: 'мини-футбол' },
  billiards: { en: 'billiards', ru: 'бильярд', kk: 'бильярд' },
  backgammon: { en: 'backgammon', ru: 'нарды', kk: 'нарды' },
  preference: { en: 'preference', ru: 'преферанс', kk: 'преферанс' },
} satisfies Record<string, Text>;
