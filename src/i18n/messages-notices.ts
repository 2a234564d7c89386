/**
 * Messages of the notices (Art. 3 item 2: src/rules/notices.ts, src/sheets/actions/notices.ts) and
 * of the text settings they read (a game's place), in the three languages (Russian governs).
 * Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './types';

export const NOTICE_MESSAGES = lazy(
  () =>
    ({
      setBadText: {
        en: '"{key}": expected a text of at most {max} characters, found {found}',
        ru: '«{key}»: ожидался текст не длиннее {max} знаков, найдено: {found}',
        kk: '«{key}»: ұзындығы {max} таңбадан аспайтын мәтін күтілді, табылғаны: {found}',
      },
      weekDone: {
        en: 'The week cards are written ("{sheet}"): {count} participants across the games, {clashes} due in two places at once',
        ru: 'Карточки участников записаны («{sheet}»): участников во всех играх — {count}, в двух местах одновременно — {clashes}',
        kk: 'Қатысушылар карточкалары жазылды («{sheet}»): барлық ойындағы қатысушылар — {count}, бір уақытта екі жерде — {clashes}',
      },
      weekNothing: {
        en: 'No participant is registered in any game yet: there is no card to make',
        ru: 'Ни в одной игре ещё нет участников: карточек составить не из кого',
        kk: 'Бірде-бір ойында әлі қатысушы жоқ: карточка құрайтын ешкім жоқ',
      },
      weekClash: {
        en: '{name} is due in two places at once: {a} and {b}. Move one of them (or tell him which comes first); his card ("{sheet}") says so',
        ru: '{name} должен быть в двух местах одновременно: {a} и {b}. Перенесите одно из них (или скажите ему, что раньше); это отмечено в его карточке («{sheet}»)',
        kk: '{name} бір уақытта екі жерде болуы керек: {a} және {b}. Біреуін ауыстырыңыз (немесе оған қайсысы бұрын екенін айтыңыз); бұл оның карточкасында белгіленген («{sheet}»)',
      },
      noticesAgain: {
        en: '{count} notices must be sent again: what they said has changed since they were marked sent ("{sheet}", column "{column}"; Art. 3 item 2)',
        ru: 'Извещений, которые нужно отправить снова: {count} — сообщённое изменилось после отметки об отправке («{sheet}», столбец «{column}»; ст. 3 п. 2)',
        kk: 'Қайта жіберу керек хабарламалар: {count} — жіберілді деп белгіленгеннен кейін хабарланғаны өзгерді («{sheet}», «{column}» бағаны; 3-бап, 2-тармақ)',
      },
      noticesDone: {
        en: 'The notices are written ("{sheet}"): {count} participants, {given} with a day and a time, {missing} without one yet',
        ru: 'Извещения записаны («{sheet}»): участников {count}, с днём и временем — {given}, пока без них — {missing}',
        kk: 'Хабарламалар жазылды («{sheet}»): қатысушылар {count}, күні мен уақыты барлар — {given}, әзірге жоқтар — {missing}',
      },
      noticesEarly: {
        en: '{game}: {count} participants have no time yet; they are to be told by {date} (Art. 3 item 2)',
        ru: '{game}: у {count} участников пока нет времени; известить их нужно до {date} (ст. 3 п. 2)',
        kk: '{game}: {count} қатысушының әзірге уақыты жоқ; оларға {date} дейін хабарлау керек (3-бап, 2-тармақ)',
      },
      noticesDue: {
        en: '{game}: {count} participants have no time yet; they had to be told by {date} (Art. 3 item 2)',
        ru: '{game}: у {count} участников нет времени; их нужно было известить до {date} (ст. 3 п. 2)',
        kk: '{game}: {count} қатысушының уақыты жоқ; оларға {date} дейін хабарлау керек еді (3-бап, 2-тармақ)',
      },
      noticesNoDay: {
        en: '{game}: {count} participants have no time yet (the first day, "{key}", is not set)',
        ru: '{game}: у {count} участников пока нет времени (первый день, «{key}», не задан)',
        kk: '{game}: {count} қатысушының әзірге уақыты жоқ (бірінші күн, «{key}», белгіленбеген)',
      },
      noticesNoVenue: {
        en: '{game}: the place is not set ("{key}" on the settings sheet): the notices do not say where',
        ru: '{game}: место проведения не указано («{key}» на листе настроек): извещения не говорят, где',
        kk: '{game}: өткізу орны көрсетілмеген (баптаулар парағындағы «{key}»): хабарламаларда қайда екені айтылмайды',
      },
      planClashUnavoidable: {
        en: "The plan could not keep {count} of its matches (tours) clear of their players' times in another game's plan within the day: each such person is named below with both times — move one of them, or tell him which comes first",
        ru: 'План не смог развести {count} своих встреч (туров) со временем их участников в плане другой игры в пределах дня: каждый такой участник назван ниже с обоими временами — перенесите одно из них или скажите ему, что раньше',
        kk: 'Жоспар өз кездесулерінің (турларының) {count} қатысушыларының басқа ойын жоспарындағы уақытынан күн ішінде ажырата алмады: әр осындай қатысушы төменде екі уақытымен аталған — біреуін ауыстырыңыз немесе оған қайсысы бұрын екенін айтыңыз',
      },
      statusClash: {
        en: '{name} is due in two places at once: {a} and {b} (the day plans as made {at}; the cards sheet says it per person)',
        ru: '{name} должен быть в двух местах одновременно: {a} и {b} (по планам дня, составленным {at}; карточки участников показывают это по каждому)',
        kk: '{name} бір уақытта екі жерде болуы керек: {a} және {b} ({at} құрылған күн жоспарлары бойынша; қатысушылар карточкалары әрқайсысы бойынша көрсетеді)',
      },
      statusClashMore: {
        en: '… and {count} more times someone is due in two places at once: make the cards ("{sheet}") to see each',
        ru: '… и ещё {count} случаев, когда участник должен быть в двух местах одновременно: составьте карточки («{sheet}»), чтобы увидеть каждый',
        kk: '… және қатысушы бір уақытта екі жерде болуы керек тағы {count} жағдай: әрқайсысын көру үшін карточкаларды құрыңыз («{sheet}»)',
      },
      noticesNotRefreshed: {
        en: 'The notices sheet was not made again: {detail}',
        ru: 'Лист извещений не обновлён: {detail}',
        kk: 'Хабарламалар парағы жаңартылмады: {detail}',
      },
    }) satisfies Record<string, Text>,
);
