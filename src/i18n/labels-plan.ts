/**
 * Words on the day plan sheets (src/sheets/kinds/dayPlanSheet.ts, dayPlanPeople.ts) in the three
 * languages. Placeholders are `{name}`, filled by `planLabel()`. Made on first use (rules/lazy.ts).
 */
import { lazy } from '../rules/lazy';
import { fillText } from './labels';
import type { Lang, Text } from './types';

export const PLAN_LABELS = lazy(
  () =>
    ({
      title: { en: '{game}: day plan', ru: '{game}: план дня', kk: '{game}: күн жоспары' },
      peopleTitle: {
        en: '{game}: plan by player',
        ru: '{game}: план по участникам',
        kk: '{game}: қатысушылар жоспары',
      },
      peopleTitleTeams: {
        en: '{game}: plan by team',
        ru: '{game}: план по командам',
        kk: '{game}: командалар жоспары',
      },
      made: {
        en: 'Made {at} from the settings, the draw and the results so far; made again, it fills in the play-off as results arrive (the times stay)',
        ru: 'Составлен {at} по настройкам, жеребьёвке и результатам на этот момент; составленный заново, он заполняет плей-офф по мере результатов (время не меняется)',
        kk: '{at} баптаулар, жеребе және осы сәттегі нәтижелер бойынша құрылды; қайта құрылғанда плей-офф нәтижелерге қарай толтырылады (уақыты өзгермейді)',
      },
      peopleNote: {
        en: "Each player's matches whose players are known so far (a play-off match once its players are decided)",
        ru: 'Матчи каждого участника, чьи соперники уже известны (матч плей-офф — когда определятся его участники)',
        kk: 'Әр қатысушының қарсыластары белгілі матчтары (плей-офф матчы — қатысушылары анықталғанда)',
      },
      peopleNotePref: {
        en: "Each player's tours: the time for everyone, the table once the tour is seated (Art. 17 item 4)",
        ru: 'Туры каждого участника: время — для всех, стол — после рассадки тура (ст. 17 п. 4)',
        kk: 'Әр қатысушының айналымдары: уақыты — барлығына, үстелі — айналымға отырғызылғаннан кейін (17-бап, 4-тармақ)',
      },
      peopleNoteSeated: {
        en: "Each player's seated tours (the tours not seated yet: every player, at the times of the day plan)",
        ru: 'Туры каждого участника после рассадки (ещё не рассаженные туры — для всех, время в плане дня)',
        kk: 'Әр қатысушының отырғызылған айналымдары (әлі отырғызылмаған айналымдар — барлығына, уақыты күн жоспарында)',
      },
      day: { en: 'Day', ru: 'День', kk: 'Күн' },
      dayN: { en: 'Day {n}', ru: 'День {n}', kk: '{n}-күн' },
      dayHeading: { en: 'Day {n} — {date}', ru: 'День {n} — {date}', kk: '{n}-күн — {date}' },
      billiardsDay1: {
        en: 'stages 1–3 (Art. 11 item 17)',
        ru: 'этапы 1–3 (ст. 11 п. 17)',
        kk: '1–3-кезеңдер (11-бап, 17-тармақ)',
      },
      billiardsDay2: {
        en: 'stages 4–8 (Art. 11 item 17)',
        ru: 'этапы 4–8 (ст. 11 п. 17)',
        kk: '4–8-кезеңдер (11-бап, 17-тармақ)',
      },
      start: { en: 'Start', ru: 'Начало', kk: 'Басталуы' },
      end: { en: 'End', ru: 'Конец', kk: 'Аяқталуы' },
      stage: { en: 'Stage', ru: 'Этап', kk: 'Кезең' },
      match: { en: 'Match', ru: 'Матч', kk: 'Матч' },
      players: { en: 'Players', ru: 'Участники', kk: 'Қатысушылар' },
      opponent: { en: 'Opponent', ru: 'Соперник', kk: 'Қарсылас' },
      tablemates: { en: 'At the table', ru: 'За столом', kk: 'Үстелде' },
      key: { en: 'Key', ru: 'Ключ', kk: 'Кілт' },
      referee: { en: 'Referee', ru: 'Судья', kk: 'Төреші' },
      absent: { en: 'Did not appear', ru: 'Не явился', kk: 'Келмеді' },
      absentPref: { en: 'Did not appear (name)', ru: 'Не явился (фамилия)', kk: 'Келмеді (тегі)' },
      markDropped: {
        en: '○ tick removed: the player changed ({was} → {now}); tick again if he did not appear',
        ru: '○ отметка снята: участник изменился ({was} → {now}); отметьте снова, если он не явился',
        kk: '○ белгі алынды: қатысушы өзгерді ({was} → {now}); келмесе, қайта белгілеңіз',
      },
      noShowStatus: { en: 'No-show: status, note', ru: 'Неявка: статус, примечание', kk: 'Келмеу: мәртебе, ескерту' },
      helpAbsent: {
        en: 'The referee ticks it when the player (team) has not appeared {late} minutes after the announced start; the committee then applies it from the sidebar (Art. 11 item 18, Art. 14 item 12)',
        ru: 'Судья отмечает, если участник (команда) не явился через {late} минут после объявленного начала; затем Оргкомитет применяет неявку в боковой панели (ст. 11 п. 18, ст. 14 п. 12)',
        kk: 'Қатысушы (команда) жарияланған басталудан {late} минут өткенде келмесе, төреші белгілейді; содан кейін Ұйымкомитет бүйірлік панельде қолданады (11-бап, 18-тармақ; 14-бап, 12-тармақ)',
      },
      helpAbsentPref: {
        en: 'The name of a player of this table who has not appeared {late} minutes after the tour was announced (Art. 16 item 4); the committee then applies it from the sidebar',
        ru: 'Фамилия участника этого стола, не явившегося через {late} минут после объявления тура (ст. 16 п. 4); затем Оргкомитет применяет неявку в боковой панели',
        kk: 'Айналым жарияланғаннан {late} минут өткенде келмеген осы үстел қатысушысының тегі (16-бап, 4-тармақ); содан кейін Ұйымкомитет бүйірлік панельде қолданады',
      },
      groupStage: { en: 'Group {g}', ru: 'Группа {g}', kk: '{g} тобы' },
      groupMatch: { en: 'No. {k}, round {r}', ru: '№ {k}, тур {r}', kk: '№ {k}, {r}-айналым' },
      drawPlace: { en: '{g} #{n}', ru: '{g} №{n}', kk: '{g} №{n}' },
      tour: { en: 'Tour {n}', ru: 'Тур {n}', kk: '{n}-айналым' },
      final: { en: 'Final', ru: 'Финал', kk: 'Финал' },
      seatedLater: {
        en: 'seated after tour {n}',
        ru: 'рассадка после тура {n}',
        kk: '{n}-айналымнан кейін отырғызылады',
      },
      seatedByDraw: { en: 'seated by the draw', ru: 'рассадка жеребьёвкой', kk: 'жеребемен отырғызылады' },
      finalists: {
        en: 'the first 4 after the last tour',
        ru: 'первые 4 после последнего тура',
        kk: 'соңғы айналымнан кейінгі алғашқы 4',
      },
      late: { en: 'after the end of the day', ru: 'позже конца дня', kk: 'күн соңынан кейін' },
      missing: { en: 'no such table', ru: 'такого стола нет', kk: 'мұндай үстел жоқ' },
      keptOut: { en: 'nobody (both out)', ru: 'никто (оба выбыли)', kk: 'ешкім (екеуі де шықты)' },
    }) satisfies Record<string, Text>,
);

/** A court, a table or a board, per game: its column header and its section heading ("Стол 3"). */
export const PLACE_WORDS = lazy(
  () =>
    ({
      futsal: {
        one: { en: 'Pitch', ru: 'Площадка', kk: 'Алаң' },
        n: { en: 'Pitch {n}', ru: 'Площадка {n}', kk: '{n}-алаң' },
      },
      billiards: {
        one: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
        n: { en: 'Table {n}', ru: 'Стол {n}', kk: '{n}-үстел' },
      },
      backgammon: {
        one: { en: 'Board', ru: 'Доска', kk: 'Тақта' },
        n: { en: 'Board {n}', ru: 'Доска {n}', kk: '{n}-тақта' },
      },
      preference: {
        one: { en: 'Table', ru: 'Стол', kk: 'Үстел' },
        n: { en: 'Table {n}', ru: 'Стол {n}', kk: '{n}-үстел' },
      },
    }) satisfies Record<string, Record<'one' | 'n', Text>>,
);

export type PlanLabelKey = keyof ReturnType<typeof PLAN_LABELS>;

export function planLabel(key: PlanLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(PLAN_LABELS()[key][lang], params);
}
