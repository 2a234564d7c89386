/**
 * Messages of the no-shows by the clock: the referee's "did not appear" marks on
 * a day plan sheet, applied by the committee once the allowed lateness has passed (Art. 11 item 18,
 * Art. 14 item 12, Art. 16 item 4). Russian governs.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const NOSHOW_MESSAGES = lazy(
  () =>
    ({
      planMarksLost: {
        en: 'nothing was changed: "{sheet}" holds "did not appear" marks, notes or referees on matches the new plan no longer has ({keys}); copy the notes (the referees) elsewhere and clear those cells (or apply the marks first), then make the plan again',
        ru: 'ничего не изменено: на листе «{sheet}» есть отметки «не явился», примечания или судьи у матчей, которых в новом плане нет ({keys}); перенесите примечания (судей) и очистите эти ячейки (или сначала примените отметки) и составьте план заново',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағында жаңа жоспарда жоқ матчтарда «келмеді» белгілері, ескертулер немесе төрешілер бар ({keys}); ескертулерді (төрешілерді) көшіріп, ол ұяшықтарды тазалаңыз (немесе алдымен белгілерді қолданыңыз) да, жоспарды қайта құрыңыз',
      },
      planDecidedMoved: {
        en: 'nothing was changed: on "{sheet}" the no-show of {what} was applied as announced ({was}; its status: "{status}"), and the new plan would move that match to {now}; a decided match keeps its slot — put the settings back (the tables, the times), or move the mark and its status out of row {row} yourself, then make the plan again',
        ru: 'ничего не изменено: на листе «{sheet}» неявка ({what}) применена по объявленному времени ({was}; статус: «{status}»), а новый план перенёс бы этот матч на {now}; решённый матч остаётся на своём месте — верните настройки (столы, время) или сами перенесите отметку и статус из строки {row}, затем составьте план заново',
        kk: 'ештеңе өзгертілмеді: «{sheet}» парағында келмеу ({what}) жарияланған уақыт бойынша қолданылды ({was}; күйі: «{status}»), ал жаңа жоспар бұл матчты {now} уақытына ауыстырар еді; шешілген матч өз орнында қалады — баптауларды (үстелдер, уақыт) қайтарыңыз немесе белгі мен күйді {row}-жолдан өзіңіз көшіріңіз де, жоспарды қайта құрыңыз',
      },
      setLateNotRule: {
        en: '"{key}" is {value} minutes, but the rules allow {minutes} (Art. {article} item {item}); the no-shows by the clock count from {value} minutes, the committee\'s decision',
        ru: '«{key}» = {value} мин, а правила допускают {minutes} (ст. {article} п. {item}); неявки по часам будут засчитываться через {value} мин — это решение Оргкомитета',
        kk: '«{key}» = {value} мин, ал ережелер {minutes} мин рұқсат етеді ({article}-бап, {item}-тармақ); келмеулер {value} минуттан кейін есептеледі — бұл Ұйымкомитеттің шешімі',
      },
      noShowNoPlan: {
        en: 'there is no day plan of {game} yet ("{sheet}"): make it first; the referees mark who did not appear on it',
        ru: 'плана дня ({game}) ещё нет («{sheet}»): сначала составьте его; судьи отмечают неявки в нём',
        kk: '{game} күн жоспары әлі жоқ («{sheet}»): алдымен оны құрыңыз; төрешілер келмегендерді сонда белгілейді',
      },
      noShowNone: {
        en: 'nothing to apply: no "did not appear" mark on "{sheet}" is waiting',
        ru: 'применять нечего: на листе «{sheet}» нет ожидающих отметок «не явился»',
        kk: 'қолданатын ештеңе жоқ: «{sheet}» парағында күтіп тұрған «келмеді» белгілері жоқ',
      },
      noShowTooEarly: {
        en: 'the no-show of {name} ({what}, announced for {time} on {date}) does not count yet: the {late} minutes allowed end at {from} ({rule}); the mark is applied from then on',
        ru: 'неявка ({name}; {what}, объявлено на {time} {date}) ещё не засчитывается: допустимые {late} минут истекают в {from} ({rule}); отметка будет применена после этого',
        kk: '{name} келмеуі ({what}, {date} {time} жарияланған) әлі есептелмейді: рұқсат етілген {late} минут {from} аяқталады ({rule}); белгі содан кейін қолданылады',
      },
      noShowNoDate: {
        en: '{what}: the first day of {game} is not set ("{key}"), so the clock cannot tell when the match starts; set it and make the plan again',
        ru: '{what}: первый день ({game}) не задан («{key}»), поэтому нельзя определить, когда начинается матч; задайте его и составьте план заново',
        kk: '{what}: {game} бірінші күні белгіленбеген («{key}»), сондықтан матчтың уақытын анықтау мүмкін емес; оны белгілеп, жоспарды қайта құрыңыз',
      },
      noShowBadTime: {
        en: '{what}: the mark is not applied — its row\'s time or table cannot be read ({cell} shows "{shows}"); the clock needs the announced start: make the day plan again (the marks stay), then apply',
        ru: '{what}: отметка не применена — время или стол в этой строке не читается ({cell}: «{shows}»); для неявки по часам нужно объявленное время: составьте план дня заново (отметки сохранятся) и примените снова',
        kk: '{what}: белгі қолданылмады — бұл жолдағы уақыт не үстел оқылмайды ({cell}: «{shows}»); сағат бойынша келмеу үшін жарияланған уақыт керек: күн жоспарын қайта құрыңыз (белгілер сақталады), содан кейін қайта қолданыңыз',
      },
      noShowNotKnown: {
        en: '{what}: "{name}" is not a player of this match as the sheets show it now ({players}); make the day plan again, then mark again',
        ru: '{what}: «{name}» — не участник этого матча по листам на этот момент ({players}); составьте план дня заново и отметьте снова',
        kk: '{what}: «{name}» — парақтар бойынша қазір бұл матчтың қатысушысы емес ({players}); күн жоспарын қайта құрып, қайта белгілеңіз',
      },
      noShowWhichPlayer: {
        en: '{what}: the "did not appear" cell of a preference table takes the absent player\'s name (from its list: {players}), not a tick; nothing applied',
        ru: '{what}: в ячейке «не явился» стола преферанса выбирается фамилия неявившегося (из списка: {players}), а не отметка; ничего не применено',
        kk: '{what}: преферанс үстелінің «келмеді» ұяшығында белгі емес, келмеген қатысушының тегі таңдалады (тізімнен: {players}); ештеңе қолданылмады',
      },
      noShowPlayed: {
        en: '{what}: a result is already typed ({cell}): the match was played or decided, so the mark is not applied; remove the mark, or clear the result if it is wrong',
        ru: '{what}: результат уже внесён ({cell}): матч сыгран или решён, отметка не применена; снимите отметку или очистите результат, если он ошибочен',
        kk: '{what}: нәтиже енгізілген ({cell}): матч ойналған немесе шешілген, белгі қолданылмады; белгіні алыңыз немесе қате болса, нәтижені тазалаңыз',
      },
      noShowFinal: {
        en: "{what}: a finalist who does not come is the committee's decision (the final table is the first four of the standings); the mark is not applied",
        ru: '{what}: неявка финалиста — решение Оргкомитета (финальный стол — первые четыре по списку); отметка не применена',
        kk: '{what}: финалистің келмеуі — Ұйымкомитеттің шешімі (финалдық үстел — тізім бойынша алғашқы төртеу); белгі қолданылмады',
      },
      noShowDone: {
        en: '{count} no-show(s) applied on "{sheet}": {list}',
        ru: 'применено неявок на листе «{sheet}»: {count} — {list}',
        kk: '«{sheet}» парағында қолданылған келмеулер: {count} — {list}',
      },
      noShowNothingDone: {
        en: 'no no-show was applied on "{sheet}"; see why below',
        ru: 'на листе «{sheet}» ни одна неявка не применена; причины ниже',
        kk: '«{sheet}» парағында бірде-бір келмеу қолданылмады; себептері төменде',
      },
      noShowReason: {
        en: 'did not appear within {late} minutes of the announced {time} ({rule}); marked on "{sheet}"',
        ru: 'не явился в течение {late} минут после объявленного времени {time} ({rule}); отметка на листе «{sheet}»',
        kk: 'жарияланған {time} уақыттан кейін {late} минут ішінде келмеді ({rule}); белгі «{sheet}» парағында',
      },
      noShowAppliedLeft: {
        en: '✓ {at}: {name} — forfeit; left the tournament ({rule})',
        ru: '✓ {at}: {name} — поражение; выбыл из турнира ({rule})',
        kk: '✓ {at}: {name} — жеңіліс; турнирден шықты ({rule})',
      },
      noShowAppliedForfeit: {
        en: '✓ {at}: {name} — forfeit of this match',
        ru: '✓ {at}: {name} — поражение в этом матче',
        kk: '✓ {at}: {name} — осы матчта жеңіліс',
      },
      noShowAppliedTour: {
        en: '✓ {at}: {name} — not admitted to the tour ({rule}), −8 (Art. 16 item 12)',
        ru: '✓ {at}: {name} — не допущен к туру ({rule}), −8 (ст. 16 п. 12)',
        kk: '✓ {at}: {name} — айналымға жіберілмеді ({rule}), −8 (16-бап, 12-тармақ)',
      },
      noShowWaiting: {
        en: '○ counts from {from}',
        ru: '○ учтётся с {from}',
        kk: '○ {from} бастап есептеледі',
      },
    }) satisfies Record<string, Text>,
);
