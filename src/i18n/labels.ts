/**
 * Words on the generated sheets (sheet names, headers, help texts) in the three languages.
 * Placeholders are `{name}`, filled by `label()`. The tables are made on first use (rules/lazy.ts).
 */
import { lazy } from '../rules/lazy';
import type { Lang, Text } from './types';
import { fillText } from '../rules/citation';

export { CITE, cite, fillText } from '../rules/citation';

export const SHEET_NAMES = lazy(
  () =>
    ({
      settings: { en: 'Settings', ru: 'Настройки', kk: 'Баптаулар' },
      summary: { en: 'Summary', ru: 'Итоги', kk: 'Қорытынды' },
      // The committee's own decisions on the record: a name corrected (kinds/decisionsSheet.ts).
      decisions: { en: 'Committee decisions', ru: 'Решения Оргкомитета', kk: 'Ұйымкомитет шешімдері' },
      // The players' view, safe to publish (kinds/boardSheet.ts).
      board: { en: 'Board', ru: 'Табло', kk: 'Табло' },
      'reg.futsal': { en: 'Futsal registration', ru: 'Мини-футбол регистрация', kk: 'Мини-футбол тіркеу' },
      'reg.billiards': { en: 'Billiards registration', ru: 'Бильярд регистрация', kk: 'Бильярд тіркеу' },
      'reg.backgammon': { en: 'Backgammon registration', ru: 'Нарды регистрация', kk: 'Нарды тіркеу' },
      'reg.preference': { en: 'Preference registration', ru: 'Преферанс регистрация', kk: 'Преферанс тіркеу' },
      'draw.futsal': { en: 'Futsal draw', ru: 'Мини-футбол жеребьёвка', kk: 'Мини-футбол жеребе' },
      'draw.billiards': { en: 'Billiards draw', ru: 'Бильярд жеребьёвка', kk: 'Бильярд жеребе' },
      'draw.backgammon': { en: 'Backgammon draw', ru: 'Нарды жеребьёвка', kk: 'Нарды жеребе' },
      'groups.futsal': { en: 'Futsal groups', ru: 'Мини-футбол группы', kk: 'Мини-футбол топтар' },
      'groups.billiards': { en: 'Billiards groups', ru: 'Бильярд группы', kk: 'Бильярд топтар' },
      'groups.backgammon': { en: 'Backgammon groups', ru: 'Нарды группы', kk: 'Нарды топтар' },
      'bracket.futsal': { en: 'Futsal play-off', ru: 'Мини-футбол плей-офф', kk: 'Мини-футбол плей-офф' },
      'bracket.billiards': { en: 'Billiards net', ru: 'Бильярд сетка', kk: 'Бильярд кестесі' },
      'bracket.backgammon': { en: 'Backgammon play-off', ru: 'Нарды плей-офф', kk: 'Нарды плей-офф' },
      'tree.futsal': {
        en: 'Futsal play-off tree',
        ru: 'Мини-футбол схема плей-офф',
        kk: 'Мини-футбол плей-офф сызбасы',
      },
      'tree.billiards': { en: 'Billiards net tree', ru: 'Бильярд схема сетки', kk: 'Бильярд кесте сызбасы' },
      'tree.backgammon': { en: 'Backgammon play-off tree', ru: 'Нарды схема плей-офф', kk: 'Нарды плей-офф сызбасы' },
      'withdrawals.futsal': { en: 'Futsal withdrawals', ru: 'Мини-футбол выбывшие', kk: 'Мини-футбол шыққандар' },
      'withdrawals.billiards': { en: 'Billiards withdrawals', ru: 'Бильярд выбывшие', kk: 'Бильярд шыққандар' },
      'withdrawals.backgammon': { en: 'Backgammon withdrawals', ru: 'Нарды выбывшие', kk: 'Нарды шыққандар' },
      'pref.attendance': { en: 'Preference attendance', ru: 'Преферанс явка', kk: 'Преферанс қатысу' },
      'pref.tour': { en: 'Preference tour {n}', ru: 'Преферанс тур {n}', kk: 'Преферанс {n}-айналым' },
      'pref.final': { en: 'Preference final', ru: 'Преферанс финал', kk: 'Преферанс финал' },
      'pref.finalProtocol': {
        en: 'Preference final pulka',
        ru: 'Преферанс финал пулька',
        kk: 'Преферанс финал пулькасы',
      },
      'pref.protocol': {
        en: 'Preference tour {n} pulkas',
        ru: 'Преферанс тур {n} пульки',
        kk: 'Преферанс {n}-айналым пулькалары',
      },
      'pref.standings': { en: 'Preference standings', ru: 'Преферанс рейтинг', kk: 'Преферанс рейтингі' },
      'pref.rulings': { en: 'Preference rulings', ru: 'Преферанс решения судьи', kk: 'Преферанс төреші шешімдері' },
      // The day plans (kinds/dayPlanSheet.ts, dayPlanPeople.ts).
      'dayplan.futsal': { en: 'Futsal day plan', ru: 'Мини-футбол план дня', kk: 'Мини-футбол күн жоспары' },
      'dayplan.billiards': { en: 'Billiards day plan', ru: 'Бильярд план дня', kk: 'Бильярд күн жоспары' },
      'dayplan.backgammon': { en: 'Backgammon day plan', ru: 'Нарды план дня', kk: 'Нарды күн жоспары' },
      'dayplan.preference': { en: 'Preference day plan', ru: 'Преферанс план дня', kk: 'Преферанс күн жоспары' },
      // The table queue of a game (kinds/queueSheet.ts).
      'queue.futsal': { en: 'Futsal queue', ru: 'Мини-футбол очередь', kk: 'Мини-футбол кезек' },
      'queue.billiards': { en: 'Billiards queue', ru: 'Бильярд очередь', kk: 'Бильярд кезек' },
      'queue.backgammon': { en: 'Backgammon queue', ru: 'Нарды очередь', kk: 'Нарды кезек' },
      'dayplan.people.futsal': {
        en: 'Futsal plan by team',
        ru: 'Мини-футбол план команд',
        kk: 'Мини-футбол командалар жоспары',
      },
      'dayplan.people.billiards': {
        en: 'Billiards plan by player',
        ru: 'Бильярд план участников',
        kk: 'Бильярд қатысушылар жоспары',
      },
      'dayplan.people.backgammon': {
        en: 'Backgammon plan by player',
        ru: 'Нарды план участников',
        kk: 'Нарды қатысушылар жоспары',
      },
      'dayplan.people.preference': {
        en: 'Preference plan by player',
        ru: 'Преферанс план участников',
        kk: 'Преферанс қатысушылар жоспары',
      },
      // Every participant's time and place, for a mail merge (kinds/noticesSheet.ts).
      notices: { en: 'Notices', ru: 'Извещения', kk: 'Хабарламалар' },
      // Each person's matches and tours across the games, to print (kinds/weekSheet.ts).
      week: { en: 'Week cards', ru: 'Карточки участников', kk: 'Қатысушылар карточкалары' },
      // The self-check's report and its scratch sheet (issue 22: kinds/selfCheckSheet.ts).
      selfcheck: { en: 'Self-check', ru: 'Самопроверка', kk: 'Өзін-өзі тексеру' },
      'selfcheck.scratch': {
        en: 'Self-check scratch',
        ru: 'Самопроверка черновик',
        kk: 'Өзін-өзі тексеру жобасы',
      },
    }) satisfies Record<string, Text>,
);

export type SheetKey = keyof ReturnType<typeof SHEET_NAMES>;

export const LABELS = lazy(
  () =>
    ({
      group: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
      players: { en: 'Players', ru: 'Участники', kk: 'Қатысушылар' },
      teams: { en: 'Teams', ru: 'Команды', kk: 'Командалар' },
      matchNo: { en: 'No.', ru: '№', kk: '№' },
      round: { en: 'Round', ru: 'Тур', kk: 'Айналым' },
      playerA: { en: 'Player A', ru: 'Участник А', kk: 'А қатысушысы' },
      playerB: { en: 'Player B', ru: 'Участник Б', kk: 'Б қатысушысы' },
      teamA: { en: 'Team A', ru: 'Команда А', kk: 'А командасы' },
      teamB: { en: 'Team B', ru: 'Команда Б', kk: 'Б командасы' },
      goalsA: { en: 'Goals A', ru: 'Голы А', kk: 'А голдары' },
      goalsB: { en: 'Goals B', ru: 'Голы Б', kk: 'Б голдары' },
      partiesA: { en: 'Parties A', ru: 'Партии А', kk: 'А партиялары' },
      partiesB: { en: 'Parties B', ru: 'Партии Б', kk: 'Б партиялары' },
      ballsA: { en: 'Balls A', ru: 'Шары А', kk: 'А шарлары' },
      ballsB: { en: 'Balls B', ru: 'Шары Б', kk: 'Б шарлары' },
      pointsA: { en: 'Points A', ru: 'Очки А', kk: 'А ұпайлары' },
      pointsB: { en: 'Points B', ru: 'Очки Б', kk: 'Б ұпайлары' },
      chipsA: { en: 'Chips A', ru: 'Фишки А', kk: 'А фишкалары' },
      chipsB: { en: 'Chips B', ru: 'Фишки Б', kk: 'Б фишкалары' },
      forfeit: { en: 'No-show', ru: 'Неявка', kk: 'Келмеу' },
      partyA: { en: 'Party: A', ru: 'Партия: А', kk: 'Партия: А' },
      partyB: { en: 'Party: B', ru: 'Партия: Б', kk: 'Партия: Б' },
      live: { en: 'Match: A · B · winner', ru: 'Матч: А · Б · победитель', kk: 'Матч: А · Б · жеңімпаз' },
      place: { en: 'Place', ru: 'Место', kk: 'Орын' },
      player: { en: 'Player', ru: 'Участник', kk: 'Қатысушы' },
      team: { en: 'Team', ru: 'Команда', kk: 'Команда' },
      played: { en: 'P', ru: 'И', kk: 'О' },
      won: { en: 'W', ru: 'В', kk: 'Ж' },
      drawn: { en: 'D', ru: 'Н', kk: 'Т' },
      lost: { en: 'L', ru: 'П', kk: 'Ұ' },
      for: { en: 'For', ru: 'За', kk: 'Соғылған' },
      against: { en: 'Against', ru: 'Против', kk: 'Жіберілген' },
      diff: { en: '+/−', ru: '+/−', kk: '+/−' },
      points: { en: 'Pts', ru: 'Очки', kk: 'Ұпай' },
      wins: { en: 'Wins', ru: 'Победы', kk: 'Жеңіс' },
      first: { en: '1st place', ru: '1-е место', kk: '1-орын' },
      second: { en: '2nd place', ru: '2-е место', kk: '2-орын' },
      third: { en: '3rd place', ru: '3-е место', kk: '3-орын' },
      status: { en: 'Status', ru: 'Статус', kk: 'Күйі' },
      played_of: { en: 'matches played: ', ru: 'сыграно матчей: ', kk: 'ойналған матчтар: ' },
      complete: { en: 'complete', ru: 'завершена', kk: 'аяқталды' },
      needTiebreak: {
        en: 'tie: enter a shoot-out / additional party below',
        ru: 'равенство: внесите серию пенальти / дополнительную партию ниже',
        kk: 'теңдік: төменде пенальти сериясын / қосымша партияны енгізіңіз',
      },
      noteOneScore: {
        en: 'not counted: type the other score',
        ru: 'не засчитан: введите второй счёт',
        kk: 'есептелмеді: екінші есепті енгізіңіз',
      },
      noteUndecided: {
        en: 'not counted yet: the match is not decided (Art. 14 item 2)',
        ru: 'пока не засчитан: матч не решён (ст. 14 п. 2)',
        kk: 'әзірге есептелмеді: матч шешілмеген (14-бап, 2-тармақ)',
      },
      noteBothWon: {
        en: 'not counted: party {party} shows a win for both players',
        ru: 'не засчитан: в партии {party} победа указана обоим',
        kk: 'есептелмеді: {party}-партияда жеңіс екеуіне де көрсетілген',
      },
      noteGap: {
        en: 'not counted: party {party} is empty but a later party is filled in',
        ru: 'не засчитан: партия {party} пуста, а следующая заполнена',
        kk: 'есептелмеді: {party}-партия бос, ал келесісі толтырылған',
      },
      noteAfterDecided: {
        en: 'not counted: the match was decided after party {decided}, party {party} is not played',
        ru: 'не засчитан: матч решён после партии {decided}, партия {party} не играется',
        kk: 'есептелмеді: матч {decided}-партиядан кейін шешілді, {party}-партия ойналмайды',
      },
      noteNoWinner: {
        en: 'not counted: a party row has no winner (1 or 2)',
        ru: 'не засчитан: в строке партии нет победителя (1 или 2)',
        kk: 'есептелмеді: партия жолында жеңімпаз жоқ (1 немесе 2)',
      },
      notCounted: {
        en: '; not counted (see Note): ',
        ru: '; не засчитано (см. «Примечание»): ',
        kk: '; есептелмеді («Ескертпе» қараңыз): ',
      },
      tiebreaks: {
        en: 'Additional parties: winner · loser',
        ru: 'Дополнительные партии: победитель · проигравший',
        kk: 'Қосымша партиялар: жеңімпаз · жеңілген',
      },
      tiebreaksShootout: {
        en: 'Penalty shoot-outs: winner · loser',
        ru: 'Серии пенальти: победитель · проигравший',
        kk: 'Пенальти сериялары: жеңімпаз · жеңілген',
      },
      helpGoals: {
        en: 'Goals scored (0–30), or + / - for a forfeit (+ appeared, - did not)',
        ru: 'Забитые голы (0–30) или + / - при неявке (+ явился, - не явился)',
        kk: 'Соғылған голдар (0–30) немесе келмегенде + / - (+ келді, - келмеді)',
      },
      helpParties: {
        en: 'Parties won ({max} at most), or + / - for a forfeit (+ appeared, - did not)',
        ru: 'Выигранные партии (не больше {max}) или + / - при неявке (+ явился, - не явился)',
        kk: 'Жеңіп алған партиялар (ең көбі {max}) немесе келмегенде + / - (+ келді, - келмеді)',
      },
      helpBalls: {
        en: 'Balls pocketed by this player over the match',
        ru: 'Шары, забитые участником за матч',
        kk: 'Қатысушының матчта соққан шарлары',
      },
      helpChips: {
        en: "Chips won over the match: for each party won, the loser's checkers still on the board",
        ru: 'Фишки, выигранные за матч: за каждую выигранную партию — фишки проигравшего, оставшиеся на доске',
        kk: 'Матчта жеңіп алған фишкалар: әр жеңіп алған партия үшін — жеңілген ойыншының тақтада қалған фишкалары',
      },
      helpParty: {
        en: "The party's winner: 1 (simple win) or 2 (mars); the loser 0 or empty",
        ru: 'Победитель партии: 1 (простая победа) или 2 (марс); проигравший — 0 или пусто',
        kk: 'Партия жеңімпазы: 1 (қарапайым жеңіс) немесе 2 (марс); жеңілген — 0 немесе бос',
      },
      helpForfeit: {
        en: 'No-show: -:+ = A did not appear, +:- = B did not appear, -:- = neither',
        ru: 'Неявка: -:+ = не явился А, +:- = не явился Б, -:- = не явились оба',
        kk: 'Келмеу: -:+ = А келмеді, +:- = Б келмеді, -:- = екеуі де келмеді',
      },
      helpTiebreak: { en: 'A player of this group', ru: 'Участник этой группы', kk: 'Осы топтың қатысушысы' },
      withdrawn: {
        en: 'Withdrawn (their unplayed matches are lost)',
        ru: 'Выбывшие (их несыгранные матчи — поражения)',
        kk: 'Турнирден шыққандар (ойналмаған матчтары — жеңіліс)',
      },
      withdrawalsTitle: {
        en: 'Withdrawn from the tournament — {game}: every match of theirs not played yet is lost (Art. 11 item 18, Art. 14 item 12); written by the add-on',
        ru: 'Выбывшие из турнира — {game}: все их ещё не сыгранные матчи засчитываются как поражения (ст. 11 п. 18, ст. 14 п. 12); заполняет надстройка',
        kk: 'Турнирден шыққандар — {game}: олардың әлі ойналмаған барлық матчтары жеңіліс болып есептеледі (11-бап, 18-тармақ; 14-бап, 12-тармақ); қондырма толтырады',
      },
      note: { en: 'Note', ru: 'Примечание', kk: 'Ескертпе' },
      bracketPlayedA: { en: 'Played by: A', ru: 'Сыграли: А', kk: 'Ойнағандар: А' },
      bracketPlayedB: { en: 'Played by: B', ru: 'Сыграли: Б', kk: 'Ойнағандар: Б' },
      bracketNotePlayedBy: {
        en: 'played by {a} – {b}, now routed {c} – {d}: the committee confirms or clears this result (sidebar)',
        ru: 'сыграли {a} – {b}, а по сетке теперь {c} – {d}: Оргкомитет подтверждает или очищает этот результат (боковая панель)',
        kk: '{a} – {b} ойнады, ал кесте бойынша енді {c} – {d}: Ұйымкомитет бұл нәтижені растайды немесе тазартады (бүйірлік панель)',
      },
      bracketNoteShootNotDrawn: {
        en: 'a penalty shoot-out is taken only when the match is drawn (Art. 8 item 7): clear the shoot-out or correct the score',
        ru: 'серия пенальти пробивается только при ничьей (ст. 8 п. 7): очистите серию или исправьте счёт',
        kk: 'пенальти сериясы тек тең нәтижеде соғылады (8-бап, 7-тармақ): серияны тазартыңыз немесе есепті түзетіңіз',
      },
      bracketNoteShootLevel: {
        en: 'the shoot-out is level: it goes on until one team is ahead (Art. 8 item 6): type its final score',
        ru: 'серия пенальти равна: она продлевается до перевеса одной из команд (ст. 8 п. 6) — внесите её итоговый счёт',
        kk: 'пенальти сериясы тең: бір команда басым түскенше ұзартылады (8-бап, 6-тармақ) — соңғы есебін енгізіңіз',
      },
      bracketNoteParties: {
        en: 'the party rows break Art. 14 item 2 (a win for both, a gap, or a party after the decision): correct them',
        ru: 'строки партий нарушают ст. 14 п. 2 (победа обоим, пропуск или партия после решения матча): исправьте',
        kk: 'партия жолдары 14-баптың 2-тармағын бұзады (екеуіне жеңіс, бос жол немесе шешімнен кейінгі партия): түзетіңіз',
      },
      withdrawalsWhen: { en: 'Time', ru: 'Время', kk: 'Уақыт' },
      withdrawalsStage: { en: 'Stage', ru: 'Этап', kk: 'Кезең' },
      withdrawalsForfeits: { en: 'Forfeits written', ru: 'Записано неявок', kk: 'Жазылған келмеулер' },
      withdrawalsStageGroups: { en: 'group stage', ru: 'групповой этап', kk: 'топтық кезең' },
      withdrawalsStagePlayoff: { en: 'play-off', ru: 'плей-офф', kk: 'плей-офф' },
      // Knock-out sheets (src/sheets/kinds/bracketSheet.ts).
      bracketPlaces: { en: 'Places 1–3', ru: 'Места 1–3', kk: '1–3-орындар' },
      treeTitle: { en: 'Bracket of "{sheet}"', ru: 'Сетка: «{sheet}»', kk: 'Кесте: «{sheet}»' },
      bracketLegend: {
        en: 'A1 = 1st of group A; W(II-1) = winner of pair II-1, L(II-1) = its loser; "—" = nobody (both out)',
        ru: 'A1 — 1-е место группы A; В(II-1) — выигравший в паре II-1, П(II-1) — проигравший; «—» — никто (оба выбыли)',
        kk: 'A1 — A тобының 1-орны; Ж(II-1) — II-1 жұбының жеңімпазы, Ұ(II-1) — жеңілгені; «—» — ешкім (екеуі де шықты)',
      },
      // The scheme of a match: who comes from where (letters as in the group table's W/L columns).
      bracketWinnerOf: { en: 'W({m})', ru: 'В({m})', kk: 'Ж({m})' },
      bracketLoserOf: { en: 'L({m})', ru: 'П({m})', kk: 'Ұ({m})' },
      // Match labels of the cup formats; the nets keep the rules' own pair numbers (II-1 … VIII).
      bracketIdQF: { en: 'QF{n}', ru: 'ЧФ{n}', kk: 'ШФ{n}' },
      bracketIdSF: { en: 'SF{n}', ru: 'ПФ{n}', kk: 'ЖФ{n}' },
      bracketIdF: { en: 'F', ru: 'Ф', kk: 'Ф' },
      bracketId3P: { en: '3P', ru: '3М', kk: '3-орын' },
      bracketIdTop: { en: '{stage}-top', ru: '{stage}-верх', kk: '{stage}-жоғ' },
      bracketStage: { en: 'Stage {n}', ru: 'Этап {n}', kk: '{n}-кезең' },
      bracketTopNet: { en: 'Stage {n} — top net', ru: 'Этап {n} — верхняя сетка', kk: '{n}-кезең — жоғарғы кесте' },
      bracketBottomNet: {
        en: 'Stage {n} — bottom net',
        ru: 'Этап {n} — нижняя сетка',
        kk: '{n}-кезең — төменгі кесте',
      },
      bracketFinalStage: { en: 'Stage {n} — final', ru: 'Этап {n} — финал', kk: '{n}-кезең — финал' },
      bracketQuarterFinals: { en: 'Quarter-finals', ru: 'Четвертьфиналы', kk: 'Ширек финалдар' },
      bracketSemiFinals: { en: 'Semi-finals', ru: 'Полуфиналы', kk: 'Жартылай финалдар' },
      bracketFinal: { en: 'Final', ru: 'Финал', kk: 'Финал' },
      bracketThird: { en: 'For 3rd place', ru: 'За 3-е место', kk: '3-орын үшін' },
      bracketPair: { en: 'Pair', ru: 'Пара', kk: 'Жұп' },
      bracketMatch: { en: 'Match', ru: 'Матч', kk: 'Матч' },
      bracketScheme: { en: 'Scheme', ru: 'Схема', kk: 'Сызбанұсқа' },
      bracketWinner: { en: 'Winner', ru: 'Победитель', kk: 'Жеңімпаз' },
      bracketLoser: { en: 'Loser', ru: 'Проигравший', kk: 'Жеңілген' },
      bracketShootA: { en: 'Shoot-out: A', ru: 'Пенальти: А', kk: 'Пенальти: А' },
      bracketShootB: { en: 'Shoot-out: B', ru: 'Пенальти: Б', kk: 'Пенальти: Б' },
      bracketHelpShootout: {
        en: 'Goals in the penalty shoot-out (0–30), only when the match is drawn',
        ru: 'Голы в серии пенальти (0–30), только при ничьей в матче',
        kk: 'Пенальти сериясындағы голдар (0–30), тек матч тең аяқталғанда',
      },
      prefTour: { en: 'Tour {n}', ru: 'Тур {n}', kk: '{n}-айналым' },
      prefTourKept: {
        en: 'Tour {n}: beyond the {tours} tours set, kept for its ticks',
        ru: 'Тур {n}: сверх заданного числа туров ({tours}), сохранён ради отметок',
        kk: '{n}-айналым: белгіленген айналымдар санынан ({tours}) тыс, белгілері үшін сақталды',
      },
      prefAttendanceNote: {
        en: 'Tick the tour a player announced he will skip (Art. 16 item 4): he is not seated and gets −8 rating points (Art. 16 item 12)',
        ru: 'Отметьте тур, о пропуске которого участник заранее уведомил (ст. 16 п. 4): его не сажают за стол, ему начисляется −8 рейтинговых очков (ст. 16 п. 12)',
        kk: 'Қатысушы жіберіп алатынын алдын ала хабарлаған айналымды белгілеңіз (16-бап, 4-тармақ): ол үстелге отырғызылмайды, оған −8 рейтингтік ұпай есептеледі (16-бап, 12-тармақ)',
      },
      helpSkip: {
        en: 'Ticked = the player announced in advance that he skips this tour',
        ru: 'Отмечено — участник заранее уведомил, что пропускает этот тур',
        kk: 'Белгіленген — қатысушы бұл айналымды жіберіп алатынын алдын ала хабарлады',
      },
      prefTable: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
      prefTableN: { en: 'Table {t}', ru: 'Стол {t}', kk: '{t}-үстел' },
      protocolTitle: {
        en: 'Tour {n}: tables kept deal by deal (Art. 18 items 1–11)',
        ru: 'Тур {n}: столы, где пулька ведётся по сдачам (ст. 18 пп. 1–11)',
        kk: '{n}-айналым: пулька әр тарату бойынша жүргізілетін үстелдер (18-бап, 1–11-тармақтар)',
      },
      protocolFinalTitle: {
        en: 'The final kept deal by deal (Art. 18 items 1–11), played to the target',
        ru: 'Финал: пулька по сдачам (ст. 18 пп. 1–11), до набора пули',
        kk: 'Финал: әр тарату бойынша пулька (18-бап, 1–11-тармақтар), сызба толғанша',
      },
      protocolHow: {
        en: 'one row per deal, in playing order; the referee card in the sidebar shows how to type each deal',
        ru: 'одна строка на сдачу, по порядку игры; как записать сдачу — памятка судьи в боковой панели',
        kk: 'әр таратуға бір жол, ойын ретімен; таратуды қалай жазу керектігі — бүйірлік панельдегі төреші жадынамасында',
      },
      protocolTable: { en: 'Table {t}', ru: 'Стол {t}', kk: '{t}-үстел' },
      protocolNext: {
        en: 'next deal: lowest game',
        ru: 'следующая сдача: игра не ниже',
        kk: 'келесі тарату: ең төменгі ойын',
      },
      protocolError: {
        en: 'a deal row cannot be read: the message is in cell {cell}',
        ru: 'сдача не читается: объяснение — в ячейке {cell}',
        kk: 'тарату оқылмайды: түсіндірмесі {cell} ұяшығында',
      },
      protocolClosed: { en: 'Pool closed', ru: 'Пуля закрыта', kk: 'Сызба жабық' },
      protocolDeals: { en: 'Deals next', ru: 'Сдаёт', kk: 'Таратады' },
      protocolLowest: { en: 'Lowest game', ru: 'Игра не ниже', kk: 'Ең төменгі ойын' },
      protocolStopped: {
        en: 'Stopped by the time limit (Art. 16 item 15): settled as it stands (Art. 18 item 13)',
        ru: 'Остановлена по времени (ст. 16 п. 15): расчёт с принудительным закрытием (ст. 18 п. 13)',
        kk: 'Уақыт бойынша тоқтатылды (16-бап, 15-тармақ): мәжбүрлеп жабумен есептеледі (18-бап, 13-тармақ)',
      },
      protocolDealer: { en: 'Dealer', ru: 'Сдающий', kk: 'Таратушы' },
      protocolContract: { en: 'Contract', ru: 'Контракт', kk: 'Келісім' },
      protocolDeclarer: { en: 'Declarer / penalised', ru: 'Игрок / оштрафованный', kk: 'Ойыншы / айыппұл алған' },
      protocolNote: {
        en: 'Note (a penalty: its reason)',
        ru: 'Примечание (штраф: причина)',
        kk: 'Ескерту (айыппұл: себебі)',
      },
      protocolRulingNote: {
        en: 'ruling no. {no}: {reason}',
        ru: 'решение № {no}: {reason}',
        kk: '№ {no} шешім: {reason}',
      },
      protocolPenaltyTyped: {
        en: 'typed in the pulka on "{sheet}" (Art. 18 item {item}), no note',
        ru: 'записан в пульке на листе «{sheet}» (ст. 18 п. {item}), без примечания',
        kk: '«{sheet}» парағындағы пулькада жазылған (18-бап, {item}-тармақ), ескертусіз',
      },
      prefKeptMark: { en: 'kept deal by deal →', ru: 'ведётся по сдачам →', kk: 'әр тарату бойынша жүргізіледі →' },
      prefKeptWaiting: {
        en: 'being played: the pulka is on the sheet {sheet}',
        ru: 'идёт игра: пулька на листе «{sheet}»',
        kk: 'ойын жүріп жатыр: пулька «{sheet}» парағында',
      },
      prefSeat: { en: 'Seat', ru: '№ места', kk: 'Орын №' },
      prefMissed: { en: 'Missed', ru: 'Пропуск', kk: 'Жіберіп алды' },
      prefWhists: { en: 'Whists', ru: 'Висты', kk: 'Висттер' },
      prefRating: { en: 'Rating', ru: 'Рейтинг', kk: 'Рейтинг' },
      prefPool: { en: 'Pool', ru: 'Пуля', kk: 'Сызба' },
      prefMountain: { en: 'Mountain', ru: 'Гора', kk: 'Теріс нәтиже' },
      prefWhistsOn: {
        en: 'Whists written on seat →',
        ru: 'Висты на игрока с местом →',
        kk: 'Висттер жазылған ойыншының орны →',
      },
      prefResult: { en: 'Final whists', ru: 'Итог, висты', kk: 'Қорытынды висттер' },
      prefPoolTarget: { en: 'Pool to', ru: 'Пуля до', kk: 'Сызба шегі' },
      prefTimeLimit: { en: 'Time limit, min', ru: 'Лимит времени, мин', kk: 'Уақыт шегі, мин' },
      prefNoTimeLimit: {
        en: 'no time limit (Art. 16 item 15)',
        ru: 'без ограничения времени (ст. 16 п. 15)',
        kk: 'уақыт шектелмейді (16-бап, 15-тармақ)',
      },
      prefCompulsoryNote: {
        en: 'Pool below the target: compulsory close (Art. 18 item 13)',
        ru: 'Пуля меньше заданной — принудительное закрытие пули (ст. 18 п. 13)',
        kk: 'Сызба шегіне жетпесе — сызбаны мәжбүрлеп жабу (18-бап, 13-тармақ)',
      },
      prefSeed: { en: 'Draw seed', ru: 'Ключ жеребьёвки', kk: 'Жеребе кілті' },
      prefDrawnAt: { en: 'Drawn at', ru: 'Время жеребьёвки', kk: 'Жеребе уақыты' },
      prefByDraw: {
        en: 'Seated by random draw (Art. 17 item 3)',
        ru: 'Рассадка жеребьёвкой (ст. 17 п. 3)',
        kk: 'Жеребе арқылы отырғызылды (17-бап, 3-тармақ)',
      },
      prefByStandings: {
        en: 'Seated by the standings after tour {n} (Art. 17 item 4)',
        ru: 'Рассадка по рейтинг-листу после тура {n} (ст. 17 п. 4)',
        kk: '{n}-айналымнан кейінгі рейтинг тізімі бойынша отырғызылды (17-бап, 4-тармақ)',
      },
      prefTableWaiting: {
        en: 'enter every pool and mountain',
        ru: 'внесите все пули и горы',
        kk: 'барлық сызба мен «теріс» нәтижені енгізіңіз',
      },
      prefTableDone: { en: 'settled', ru: 'рассчитан', kk: 'есептелді' },
      prefFinalWaiting: {
        en: 'played until every pool reaches the target (no time limit)',
        ru: 'играется до набора лимита в пуле у каждого (без ограничения времени)',
        kk: 'әр ойыншының сызбасы шекке жеткенше ойналады (уақыт шектелмейді)',
      },
      prefCompulsoryClose: {
        en: 'settled by compulsory close (Art. 18 item 13)',
        ru: 'рассчитан с принудительным закрытием пули (ст. 18 п. 13)',
        kk: 'сызбаны мәжбүрлеп жабумен есептелді (18-бап, 13-тармақ)',
      },
      prefTableAwarded: {
        en: 'result awarded by the referee (Art. 17 item 7)',
        ru: 'результат присуждён судьёй (ст. 17 п. 7)',
        kk: 'нәтижені төреші тағайындады (17-бап, 7-тармақ)',
      },
      prefRulingsTitle: {
        en: 'Rulings of the referee and the committee (Art. 16 item 4, Art. 17 items 5, 7, Art. 18 item 11)',
        ru: 'Решения судьи и Оргкомитета (ст. 16 п. 4, ст. 17 пп. 5, 7, ст. 18 п. 11)',
        kk: 'Төреші мен Ұйымдастыру комитетінің шешімдері (16-бап, 4-тармақ, 17-бап, 5, 7-тармақтар, 18-бап, 11-тармақ)',
      },
      prefRulingTour: { en: 'Tour', ru: 'Тур', kk: 'Айналым' },
      prefRulingKind: { en: 'Ruling', ru: 'Решение', kk: 'Шешім' },
      prefRulingDetail: { en: 'Item, game', ru: 'Пункт, игра', kk: 'Тармақ, ойын' },
      prefRulingReason: { en: 'Reason', ru: 'Причина', kk: 'Себебі' },
      prefRulingAt: { en: 'Recorded at', ru: 'Записано', kk: 'Жазылған уақыты' },
      prefPenalty: { en: 'Penalties → mountain', ru: 'Штрафы в гору', kk: 'Айыппұл «теріс» нәтижеге' },
      prefAwarded: { en: 'Awarded whists', ru: 'Присуждено, висты', kk: 'Тағайындалған висттер' },
      prefLeftWord: {
        en: 'left',
        ru: 'выбыл',
        kk: 'шықты',
      },
      prefNotAdmitted: {
        en: 'not admitted to the tour (Art. 16 item 4): −8',
        ru: 'не допущен к туру (ст. 16 п. 4): −8',
        kk: 'айналымға жіберілмеді (16-бап, 4-тармақ): −8',
      },
      helpContract: {
        en: 'the deal: a level 6–10, misère, all-pass, or a penalty p1, p2 G, p3 G (G: the game); p4 with its amount is recorded from the sidebar',
        ru: 'сдача: игра 6–10, мизер, распасы или штраф ш1, ш2 G, ш3 G (G — игра); ш4 с суммой записывается из боковой панели',
        kk: 'тарату: 6–10 ойын, мизер, распасы немесе айыппұл ш1, ш2 G, ш3 G (G — ойын); сомасы бар ш4 бүйірлік панельден жазылады',
      },
      helpSeatCell: {
        en: "the seat's part: the tricks it took (0–10), p = pass (p3: passed, his hand took 3 tricks), ½ = half-whist, out = stepped out, m = joined the misère (the 4-handed dealer)",
        ru: 'место в сдаче: взятки (0–10), п — пас (п3 — спасовал, его рука взяла 3 взятки), ½ — полвиста, б3 — без трёх, м — сдающий вчетвером присоединился к мизеру',
        kk: 'таратудағы орын: алған ұтыстар (0–10), п — пас (п3 — пас айтты, қолы 3 ұтыс алды), ½ — жарты вист, б3 — үшсіз, м — төртеу ойнағанда таратушы мизерге қосылды',
      },
      helpSeatName: {
        en: 'a player of this table, or his seat number',
        ru: 'игрок этого стола или номер его места',
        kk: 'осы үстелдің ойыншысы немесе оның орнының нөмірі',
      },
      helpPool: {
        en: 'Pool at the end of the party: a whole number from 0 to the target {pool} (below it the compulsory close applies, Art. 18 item 13; above it is not legal — the excess goes as help, Art. 18 item 10)',
        ru: 'Пуля по окончании партии: целое число от 0 до лимита {pool} (если меньше — принудительное закрытие, ст. 18 п. 13; больше быть не может — излишек идёт в помощь, ст. 18 п. 10)',
        kk: 'Партия соңындағы сызба (пуля): 0-ден {pool} шегіне дейінгі бүтін сан (кем болса — сызбаны мәжбүрлеп жабу, 18-бап, 13-тармақ; артық болмайды — артығы көмекке кетеді, 18-бап, 10-тармақ)',
      },
      helpMountain: {
        en: 'Mountain at the end of the party: a whole number from −10000 to 10000',
        ru: 'Гора по окончании партии: целое число от −10000 до 10000',
        kk: 'Партия соңындағы «теріс» нәтиже (гора): −10000-нан 10000-ға дейінгі бүтін сан',
      },
      helpWhists: {
        en: 'Whists the player of this row wrote on the player of the seat in the column header: 0–100000',
        ru: 'Висты, записанные игроком этой строки на игрока с местом из заголовка столбца: 0–100000',
        kk: 'Осы жолдағы ойыншының баған тақырыбында көрсетілген орындағы ойыншыға жазған висттері: 0–100000',
      },
      prefRatingPoints: { en: 'Rating points', ru: 'Рейтинговые очки', kk: 'Рейтингтік ұпайлар' },
      prefTotal: { en: 'Total', ru: 'Итого', kk: 'Барлығы' },
      prefMark: { en: 'Rulings', ru: 'Решения', kk: 'Шешімдер' },
      prefMarkFrom: { en: 'from tour {n}', ru: 'с тура {n}', kk: '{n}-айналымнан бастап' },
      prefMarkFromFinal: { en: 'from the final', ru: 'с финала', kk: 'финалдан бастап' },
      prefMarkTour: { en: 'tour {n}', ru: 'тур {n}', kk: '{n}-айналым' },
      prefMarkPoints: { en: '{points} to the mountain', ru: '{points} в гору', kk: '«теріс» нәтижеге {points}' },
      prefList: {
        en: 'Standings (Art. 16 item 16)',
        ru: 'Рейтинг-лист (ст. 16 п. 16)',
        kk: 'Рейтинг тізімі (16-бап, 16-тармақ)',
      },
      prefFinalTable: { en: 'Final table', ru: 'Финальный стол', kk: 'Ақтық үстел' },
      prefByStandingsFinal: {
        en: 'The first {size} of the standings after tour {n} (Art. 17 item 5)',
        ru: 'Занявшие первые {size} места в рейтинг-листе после тура {n} (ст. 17 п. 5)',
        kk: '{n}-айналымнан кейінгі рейтинг тізімінде алғашқы {size} орынды иеленгендер (17-бап, 5-тармақ)',
      },
      prefPlaces: {
        en: 'Places 1–3 (Art. 17 item 6)',
        ru: 'Места 1–3 (ст. 17 п. 6)',
        kk: '1–3-орындар (17-бап, 6-тармақ)',
      },
      prefTieNote: {
        en: 'Equal whists: the one higher in the standings takes the higher place',
        ru: 'При равенстве вистов выше место у того, кто выше в рейтинг-листе',
        kk: 'Висттер тең болса, рейтинг тізімінде жоғары тұрған ойыншы жоғары орын алады',
      },
      prefLeftOut: {
        en: 'Not admitted to the final: missed the last tour, left or disqualified (Art. 16 item 4, Art. 17 item 7):',
        ru: 'К финальной партии не допускаются: пропустили последний тур, выбыли или дисквалифицированы (ст. 16 п. 4, ст. 17 п. 7):',
        kk: 'Ақтық партияға жіберілмейді: соңғы айналымды жіберіп алғандар, шыққандар немесе дисквалификацияланғандар (16-бап, 4-тармақ, 17-бап, 7-тармақ):',
      },
    }) satisfies Record<string, Text>,
);

export type LabelKey = keyof ReturnType<typeof LABELS>;

export function label(key: LabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(LABELS()[key][lang], params);
}

export function sheetName(key: SheetKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(SHEET_NAMES()[key][lang], params);
}

/** The sheet's name in every language (to find a sheet made before the language was changed). */
export function sheetNames(key: SheetKey, params: Record<string, string | number> = {}): string[] {
  const langs: Lang[] = ['ru', 'kk', 'en'];
  return [...new Set(langs.map((l) => sheetName(key, l, params)))];
}
