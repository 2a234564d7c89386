/**
 * Words on the notices sheet (src/sheets/kinds/noticesSheet.ts) in the three languages: its header
 * row (the fields of a mail merge) and the status of each notice. Placeholders are `{name}`.
 */
import { lazy } from '../rules/lazy';
import { fillText } from './labels';
import type { Lang, Text } from './types';

export const NOTICE_LABELS = lazy(
  () =>
    ({
      game: { en: 'Game', ru: 'Игра', kk: 'Ойын' },
      team: { en: 'Team', ru: 'Команда', kk: 'Команда' },
      participant: { en: 'Participant', ru: 'Участник', kk: 'Қатысушы' },
      email: { en: 'E-mail', ru: 'Электронная почта', kk: 'Электрондық пошта' },
      phone: { en: 'Phone', ru: 'Телефон', kk: 'Телефон' },
      date: { en: 'Date', ru: 'Дата', kk: 'Күні' },
      time: { en: 'Time', ru: 'Время', kk: 'Уақыты' },
      venue: { en: 'Place', ru: 'Место проведения', kk: 'Өткізу орны' },
      table: { en: 'Pitch / table / board', ru: 'Площадка / стол / доска', kk: 'Алаң / үстел / тақта' },
      status: { en: 'Status', ru: 'Статус', kk: 'Күйі' },
      rest: { en: 'His other matches and tours', ru: 'Остальные матчи и туры', kk: 'Қалған матчтары мен айналымдары' },
      ready: { en: 'ready', ru: 'готово', kk: 'дайын' },
      noVenue: {
        en: 'the place is not set ({key})',
        ru: 'место проведения не указано ({key})',
        kk: 'өткізу орны көрсетілмеген ({key})',
      },
      noPlan: {
        en: 'no time yet: the day plan is not made',
        ru: 'времени пока нет: план дня не составлен',
        kk: 'уақыты әзірге жоқ: күн жоспары құрылмаған',
      },
      notPlaced: {
        en: 'no time yet: not in the day plan (not drawn yet, or the plan was made before the draw)',
        ru: 'времени пока нет: нет в плане дня (жеребьёвки ещё не было или план составлен до неё)',
        kk: 'уақыты әзірге жоқ: күн жоспарында жоқ (жеребе әлі болмаған немесе жоспар одан бұрын құрылған)',
      },
      notPlacedPref: {
        en: 'no time yet: not in the day plan',
        ru: 'времени пока нет: нет в плане дня',
        kk: 'уақыты әзірге жоқ: күн жоспарында жоқ',
      },
      noDate: {
        en: 'no date yet: the plan was made without a first day ({key})',
        ru: 'даты пока нет: план составлен без первого дня ({key})',
        kk: 'күні әзірге жоқ: жоспар бірінші күнсіз құрылған ({key})',
      },
      bySeating: { en: 'table by the seating', ru: 'стол — по рассадке', kk: 'үстел — отырғызу бойынша' },
      conditions: { en: 'Conditions', ru: 'Условия', kk: 'Шарттары' },
      sent: {
        en: 'Sent (the committee types a mark)',
        ru: 'Отправлено (отметка оргкомитета)',
        kk: 'Жіберілді (ұйымкомитет белгісі)',
      },
      sentAs: {
        en: 'What it said when marked',
        ru: 'Что было сообщено при отметке',
        kk: 'Белгіленгенде не хабарланды',
      },
      again: {
        en: 'Tell again: what changed',
        ru: 'Сообщить снова: что изменилось',
        kk: 'Қайта хабарлау: не өзгерді',
      },
      changedName: { en: 'name: now {now}', ru: 'имя: теперь {now}', kk: 'есімі: енді {now}' },
      changed: { en: '{field}: {was} → {now}', ru: '{field}: {was} → {now}', kk: '{field}: {was} → {now}' },
      none: { en: '(none)', ru: '(нет)', kk: '(жоқ)' },
      gone: {
        en: 'no longer among the participants: tell him',
        ru: 'больше не среди участников: сообщите ему',
        kk: 'енді қатысушылар арасында жоқ: оған хабарлаңыз',
      },
      yes: { en: 'yes', ru: 'да', kk: 'иә' },
      no: { en: 'no', ru: 'нет', kk: 'жоқ' },
    }) satisfies Record<string, Text>,
);

export type NoticeLabelKey = keyof ReturnType<typeof NOTICE_LABELS>;

export function noticeLabel(key: NoticeLabelKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(NOTICE_LABELS()[key][lang], params);
}
