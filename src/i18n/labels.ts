/**
 * Words on the generated sheets (sheet names, headers, help texts) in the three languages.
 * Placeholders are `{name}`, filled by `label()`.
 */
import type { Lang, Text } from './messages';

export const SHEET_NAMES = {
  settings: { en: 'Settings', ru: 'Настройки', kk: 'Баптаулар' },
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
  'bracket.billiards': { en: 'Billiards net', ru: 'Бильярд сетка', kk: 'Бильярд торы' },
  'bracket.backgammon': { en: 'Backgammon play-off', ru: 'Нарды плей-офф', kk: 'Нарды плей-офф' },
  'pref.attendance': { en: 'Preference attendance', ru: 'Преферанс явка', kk: 'Преферанс қатысу' },
  'pref.tour': { en: 'Preference tour {n}', ru: 'Преферанс тур {n}', kk: 'Преферанс {n}-тур' },
  'pref.final': { en: 'Preference final', ru: 'Преферанс финал', kk: 'Преферанс финал' },
  'pref.standings': { en: 'Preference standings', ru: 'Преферанс рейтинг', kk: 'Преферанс рейтингі' },
} satisfies Record<string, Text>;

export type SheetKey = keyof typeof SHEET_NAMES;

export const LABELS = {
  group: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
  players: { en: 'Players', ru: 'Участники', kk: 'Қатысушылар' },
  teams: { en: 'Teams', ru: 'Команды', kk: 'Командалар' },
  matchNo: { en: 'No.', ru: '№', kk: '№' },
  round: { en: 'Round', ru: 'Тур', kk: 'Айналым' },
  playerA: { en: 'Player A', ru: 'Участник А', kk: 'А қатысушы' },
  playerB: { en: 'Player B', ru: 'Участник Б', kk: 'Б қатысушы' },
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
  for: { en: 'For', ru: 'За', kk: 'Салынған' },
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
  tiebreaks: { en: 'Tiebreaks: winner · loser', ru: 'Доп. партии / пенальти: победитель · проигравший', kk: 'Қосымша партия / пенальти: жеңімпаз · жеңілген' },
  helpGoals: {
    en: 'Goals scored (0–30), or + / - for a forfeit (+ appeared, - did not)',
    ru: 'Забитые голы (0–30) или + / - при неявке (+ явился, - не явился)',
    kk: 'Соғылған голдар (0–30) немесе келмегенде + / - (+ келді, - келмеді)',
  },
  helpParties: {
    en: 'Parties won ({max} at most), or + / - for a forfeit (+ appeared, - did not)',
    ru: 'Выигранные партии (не больше {max}) или + / - при неявке (+ явился, - не явился)',
    kk: 'Ұтылған партиялар (ең көбі {max}) немесе келмегенде + / - (+ келді, - келмеді)',
  },
  helpBalls: { en: 'Balls pocketed by this player over the match', ru: 'Шары, забитые участником за матч', kk: 'Қатысушының матчта соққан шарлары' },
  helpChips: {
    en: 'Chips won over the match: for each party won, the loser\'s checkers still on the board',
    ru: 'Фишки за матч: за каждую выигранную партию — фишки проигравшего, оставшиеся на доске',
    kk: 'Матчтағы фишкалар: әр ұтылған партия үшін жеңілгеннің тақтада қалған фишкалары',
  },
  helpParty: {
    en: 'The party\'s winner: 1 (simple win) or 2 (mars); the loser 0 or empty',
    ru: 'Победитель партии: 1 (простая победа) или 2 (марс); проигравший — 0 или пусто',
    kk: 'Партия жеңімпазы: 1 (қарапайым жеңіс) немесе 2 (марс); жеңілген — 0 немесе бос',
  },
  helpForfeit: {
    en: 'No-show: -:+ = A did not appear, +:- = B did not appear, -:- = neither',
    ru: 'Неявка: -:+ = не явился А, +:- = не явился Б, -:- = не явились оба',
    kk: 'Келмеу: -:+ = А келмеді, +:- = Б келмеді, -:- = екеуі де келмеді',
  },
  helpTiebreak: { en: 'A player of this group', ru: 'Участник этой группы', kk: 'Осы топтың қатысушысы' },
  finalized: { en: 'Finalized: values only, locked', ru: 'Зафиксировано: только значения, заблокировано', kk: 'Бекітілді: тек мәндер, құлыпталған' },
  // Knock-out sheets (src/sheets/bracket.ts).
  bracketPlaces: { en: 'Places 1–3', ru: 'Места 1–3', kk: '1–3 орындар' },
  bracketStage: { en: 'Stage {n}', ru: 'Этап {n}', kk: '{n}-кезең' },
  bracketTopNet: { en: 'Stage {n} — top net', ru: 'Этап {n} — верхняя сетка', kk: '{n}-кезең — жоғарғы тор' },
  bracketBottomNet: { en: 'Stage {n} — bottom net', ru: 'Этап {n} — нижняя сетка', kk: '{n}-кезең — төменгі тор' },
  bracketFinalStage: { en: 'Stage {n} — final', ru: 'Этап {n} — финал', kk: '{n}-кезең — финал' },
  bracketQuarterFinals: { en: 'Quarter-finals', ru: 'Четвертьфиналы', kk: 'Ширек финалдар' },
  bracketSemiFinals: { en: 'Semi-finals', ru: 'Полуфиналы', kk: 'Жартылай финалдар' },
  bracketFinal: { en: 'Final', ru: 'Финал', kk: 'Финал' },
  bracketThird: { en: 'For 3rd place', ru: 'За 3-е место', kk: '3-орын үшін' },
  bracketPair: { en: 'Pair', ru: 'Пара', kk: 'Жұп' },
  bracketMatch: { en: 'Match', ru: 'Матч', kk: 'Матч' },
  bracketScheme: { en: 'Scheme', ru: 'Схема', kk: 'Схема' },
  bracketWinner: { en: 'Winner', ru: 'Победитель', kk: 'Жеңімпаз' },
  bracketLoser: { en: 'Loser', ru: 'Проигравший', kk: 'Жеңілген' },
  bracketShootA: { en: 'Shoot-out: A', ru: 'Пенальти: А', kk: 'Пенальти: А' },
  bracketShootB: { en: 'Shoot-out: B', ru: 'Пенальти: Б', kk: 'Пенальти: Б' },
  bracketHelpShootout: {
    en: 'Goals in the penalty shoot-out (0–30), only when the match is drawn',
    ru: 'Голы в серии пенальти (0–30), только при ничьей в матче',
    kk: 'Пенальти сериясындағы голдар (0–30), тек матч тең аяқталғанда',
  },
} satisfies Record<string, Text>;

export type LabelKey = keyof typeof LABELS;

export function fillText(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function label(key: LabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(LABELS[key][lang], params);
}

export function sheetName(key: SheetKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(SHEET_NAMES[key][lang], params);
}

/** The sheet's name in every language (to find a sheet made before the language was changed). */
export function sheetNames(key: SheetKey, params: Record<string, string | number> = {}): string[] {
  const langs: Lang[] = ['ru', 'kk', 'en'];
  return [...new Set(langs.map((l) => sheetName(key, l, params)))];
}
