/**
 * Messages of the calendar settings (src/rules/calendarSettings.ts, dates.ts) and the day plan
 * (src/rules/dayPlan*.ts, src/sheets/actions/dayPlan.ts), in the three languages (Russian
 * governs). Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const PLAN_MESSAGES = lazy(
  () =>
    ({
      // ---- settings sheet: dates and times (every message names the setting's key) -------------
      setBadDate: {
        en: '"{key}": expected a date such as 24.11.2026 (day, month, year), found {found}',
        ru: '«{key}»: ожидалась дата, например 24.11.2026 (день, месяц, год), найдено: {found}',
        kk: '«{key}»: күн күтілді, мысалы 24.11.2026 (күні, айы, жылы), табылғаны: {found}',
      },
      setBadTime: {
        en: '"{key}": expected a time of day such as 10:00, found {found}',
        ru: '«{key}»: ожидалось время, например 10:00, найдено: {found}',
        kk: '«{key}»: уақыт күтілді, мысалы 10:00, табылғаны: {found}',
      },
      setDayEnds: {
        en: '"{key}" ({end}) must be later than "{other}" ({start}): play cannot end before it starts',
        ru: '«{key}» ({end}) должно быть позже, чем «{other}» ({start}): игры не могут закончиться раньше, чем начнутся',
        kk: '«{key}» ({end}) «{other}» ({start}) уақытынан кеш болуы керек: ойындар басталмай тұрып аяқтала алмайды',
      },
      setMatchShorterThanPlay: {
        en: '"{key}" = {value} min is shorter than the match itself: {halves} halves of {half} min of clean time and a break of {pause} min take {clean} min even with no stoppage (Art. 8 item 2)',
        ru: '«{key}» = {value} мин — меньше самого матча: {halves} тайма по {half} мин «чистого» времени и перерыв {pause} мин занимают {clean} мин даже без остановок (ст. 8 п. 2)',
        kk: '«{key}» = {value} мин — матчтың өзінен қысқа: «таза» уақыттың {half} минуттық {halves} таймы мен {pause} минуттық үзіліс тоқтаусыз да {clean} минут алады (8-бап, 2-тармақ)',
      },
      // ---- the day plan (src/rules/dayPlanFit.ts, src/sheets/actions/dayPlan.ts) -----------------------
      planDone: {
        en: '{game}: the day plan is written ("{sheet}", by player: "{people}"); {verdict}',
        ru: '{game}: план дня записан («{sheet}», по участникам: «{people}»); {verdict}',
        kk: '{game}: күн жоспары жазылды («{sheet}», қатысушылар бойынша: «{people}»); {verdict}',
      },
      planVerdictFits: { en: 'everything fits', ru: 'всё помещается', kk: 'бәрі сыяды' },
      planVerdictNotFit: {
        en: 'it does not fit its days: see what would',
        ru: 'в отведённые дни не помещается — см., что поможет',
        kk: 'белгіленген күндерге сыймайды — не көмектесетінін қараңыз',
      },
      planFits: {
        en: 'Everything fits: games {count}, "{place}" = {tables}, days: {days} ({spans})',
        ru: 'Всё помещается: игр {count}, «{place}» = {tables}, дней: {days} ({spans})',
        kk: 'Бәрі сыяды: ойындар {count}, «{place}» = {tables}, күндер: {days} ({spans})',
      },
      planSpan: {
        en: 'day {day}{date}: {from}–{to}',
        ru: 'день {day}{date}: {from}–{to}',
        kk: '{day}-күн{date}: {from}–{to}',
      },
      planNotFit: {
        en: 'It does not fit: games {count}, "{place}" = {tables}, days: {days}, play {from}–{to}',
        ru: 'Не помещается: игр {count}, «{place}» = {tables}, дней: {days}, игры {from}–{to}',
        kk: 'Сыймайды: ойындар {count}, «{place}» = {tables}, күндер: {days}, ойындар {from}–{to}',
      },
      planDayLate: {
        en: 'Day {day}{date}: the last game would end at {end}, {over} after {dayEnd}; games ending after {dayEnd}: {late}',
        ru: 'День {day}{date}: последняя игра закончилась бы в {end}, на {over} позже {dayEnd}; игр, заканчивающихся позже {dayEnd}: {late}',
        kk: '{day}-күн{date}: соңғы ойын {end} кезінде аяқталар еді, бұл {dayEnd} уақытынан {over} кеш; {dayEnd} кейін аяқталатын ойындар: {late}',
      },
      planTablesShort: {
        en: 'A tour takes {needed} tables at once (every player plays every tour, Art. 17 item 2); there are {have} ("{key}")',
        ru: 'Тур занимает сразу столов: {needed} (в каждом туре играют все участники, ст. 17 п. 2); а их {have} («{key}»)',
        kk: 'Айналым бірден {needed} үстелді алады (әр айналымда барлық қатысушы ойнайды, 17-бап, 2-тармақ); ал олар {have} («{key}»)',
      },
      planWouldTables: {
        en: 'It would fit with {needed} ("{key}" = {needed}; now {now})',
        ru: 'Поместится, если «{key}» = {needed} (сейчас {now})',
        kk: '«{key}» = {needed} болса, сыяды (қазір {now})',
      },
      planTablesNoHelp: {
        en: 'More "{key}" alone would not help: the games of one player (or one after another) take longer than the days',
        ru: 'Одно лишь увеличение «{key}» не поможет: игры одного участника (или идущие одна за другой) не помещаются в дни',
        kk: 'Тек «{key}» көбейту көмектеспейді: бір қатысушының (немесе бірінен соң бірі жүретін) ойындары күндерге сыймайды',
      },
      planWouldMinutes: {
        en: 'It would fit on the tables (pitches, boards) there are with "{key}" = {value} minutes at most (now {now})',
        ru: 'Поместится на имеющихся столах (площадках, досках), если «{key}» не больше {value} мин (сейчас {now})',
        kk: 'Бар үстелдерде (алаңдарда, тақталарда) «{key}» {value} минуттан аспаса, сыяды (қазір {now})',
      },
      planMinutesNoHelp: {
        en: 'Shorter games ("{key}") would not help: not even at {shortest} min, the least a real one takes',
        ru: 'Более короткие игры («{key}») не помогут: не поместится даже при {shortest} мин, а короче настоящая игра не бывает',
        kk: 'Ойындарды қысқарту («{key}») көмектеспейді: тіпті {shortest} минут та — нақты ойын одан қысқа болмайды',
      },
      planFutsalSlot: {
        en: 'A match takes {minutes} min by the clock ("{key}"): {halves} halves of {half} min of clean time — the clock stops (Art. 8 item 2) — the break of {pause} min, time-outs and stoppages',
        ru: 'Матч занимает {minutes} мин по часам («{key}»): {halves} тайма по {half} мин «чистого» времени — часы останавливают (ст. 8 п. 2), — перерыв {pause} мин, тайм-ауты и остановки',
        kk: 'Матч сағат бойынша {minutes} минут алады («{key}»): «таза» уақыттың {half} минуттық {halves} таймы — сағат тоқтатылады (8-бап, 2-тармақ), — {pause} минуттық үзіліс, тайм-ауттар мен тоқтаулар',
      },
      planMoment: { en: '{date} {time}', ru: '{date} {time}', kk: '{date} {time}' },
      planMomentDay: { en: 'day {day}, {time}', ru: 'день {day}, {time}', kk: '{day}-күн, {time}' },
      planWouldAbridged: {
        en: 'It would fit in the abridged format — one party in the groups of more than 4 (Art. 11 item 4; "{setting}") — with "{key}" = {tables}',
        ru: 'Поместится в сокращённом варианте — одна партия в группах больше 4 участников (ст. 11 п. 4; «{setting}») — при «{key}» = {tables}',
        kk: 'Қысқартылған нұсқада — 4-тен көп қатысушысы бар топтарда бір партия (11-бап, 4-тармақ; «{setting}») — «{key}» = {tables} болса, сыяды',
      },
      planAbridgedNoHelp: {
        en: 'The abridged format (Art. 11 item 4) would not be enough either',
        ru: 'Сокращённого варианта (ст. 11 п. 4) тоже не хватит',
        kk: 'Қысқартылған нұсқа (11-бап, 4-тармақ) да жеткіліксіз',
      },
      planNoDate: {
        en: '"{key}" is not set: the plan counts days 1, 2 … — set the first day to see dates',
        ru: '«{key}» не задан: план считает дни по номерам (день 1, день 2 …) — задайте первый день, чтобы увидеть даты',
        kk: '«{key}» белгіленбеген: жоспар күндерді нөмірмен санайды (1-күн, 2-күн …) — күндерді көру үшін бірінші күнді белгілеңіз',
      },
      planBeforeDraw: {
        en: 'Before the draw: groups of {sizes} for {count} registered; players are shown by their number in the group',
        ru: 'До жеребьёвки: группы по {sizes} для заявленных ({count}); участники обозначены номером в группе',
        kk: 'Жеребеге дейін: тіркелгендер ({count}) үшін {sizes} адамнан топтар; қатысушылар топтағы нөмірімен көрсетілген',
      },
      planForMaximum: {
        en: 'Nobody registered yet: planned for the most the settings allow ({count}, "{key}")',
        ru: 'Заявок ещё нет: план составлен на наибольшее число, допускаемое настройками ({count}, «{key}»)',
        kk: 'Өтінімдер әлі жоқ: жоспар баптаулар рұқсат ететін ең көп санға құрылды ({count}, «{key}»)',
      },
      planBracketUnread: {
        en: 'The play-off sheet could not be read ({detail}): its matches are shown by where their players come from',
        ru: 'Лист плей-офф не удалось прочитать ({detail}): его матчи показаны по схеме',
        kk: 'Плей-офф парағын оқу мүмкін болмады ({detail}): оның матчтары сызба бойынша көрсетілген',
      },
      planDeadlines: {
        en: 'Applications close on {apply} at the latest ({applyRule}); participants are told the time and place by {notice} (Art. 3 item 2)',
        ru: 'Приём заявок заканчивается не позднее {apply} ({applyRule}); участников извещают о времени и месте не позднее {notice} (ст. 3 п. 2)',
        kk: 'Өтінімдерді қабылдау ең кеші {apply} аяқталады ({applyRule}); қатысушыларға уақыты мен орны ең кеші {notice} хабарланады (3-бап, 2-тармақ)',
      },
      planDuration: { en: '{h} h {m} min', ru: '{h} ч {m} мин', kk: '{h} сағ {m} мин' },
      planDurationMinutes: { en: '{m} min', ru: '{m} мин', kk: '{m} мин' },
      // ---- referees (src/rules/referees.ts): the day plan's referee column --------------------
      refereeMissing: {
        en: '{game}: no referee named for {count} match(es) the committee\'s referee must referee ({rule}): {matches} — type the referee in the column "{column}" of "{sheet}"',
        ru: '{game}: не назначен судья на {count} матч(а/ей), которые судят утверждённые Оргкомитетом судьи ({rule}): {matches} — впишите судью в столбец «{column}» листа «{sheet}»',
        kk: '{game}: Ұйымкомитет бекіткен төреші төрелік етуге тиіс {count} матчқа төреші тағайындалмаған ({rule}): {matches} — төрешіні «{sheet}» парағының «{column}» бағанына жазыңыз',
      },
      refereePlaying: {
        en: '{game}: {referee} referees {what} ({when}) while playing {playing} at that time; name another referee for it (Art. 17 item 7 allows a participant to referee, not at his own match)',
        ru: '{game}: {referee} судит {what} ({when}), а в это время сам играет: {playing}; назначьте на этот матч другого судью (ст. 17 п. 7 допускает судьёй участника, но не в своём матче)',
        kk: '{game}: {referee} {what} ({when}) төрелік етеді, ал сол уақытта өзі ойнайды: {playing}; бұл матчқа басқа төреші тағайындаңыз (17-бап, 7-тармақ қатысушыны төреші етуге рұқсат етеді, бірақ өз матчында емес)',
      },
    }) satisfies Record<string, Text>,
);
