/** Messages of the registration's calendar (src/rules/applicationDates.ts) and of the settings rows setup adds, in the three languages (Russian governs). */
import { lazy } from '../rules/lazy';

export const DEADLINE_MESSAGES = lazy(() => ({
  regBadDate: {
    en: 'entry No. {entry}: the date of the application is not a date: {found} — type it as day.month.year, e.g. 20.11.2026',
    ru: 'заявка № {entry}: дата заявки не читается как дата: {found} — введите её как день.месяц.год, например 20.11.2026',
    kk: '№ {entry} өтінім: өтінім күні күн ретінде оқылмайды: {found} — оны күн.ай.жыл түрінде енгізіңіз, мысалы 20.11.2026',
  },
  regLateApplication: {
    en: 'entry No. {entry} ({name}) applied on {date}, after the deadline {deadline} ({days} d. before the first day {firstDay}, Art. {article} item {item}): a late application — the committee decides; the proposal puts it after every timely one',
    ru: 'заявка № {entry} ({name}) подана {date}, позже срока {deadline} (за {days} дн. до начала {firstDay}, ст. {article} п. {item}): заявка опоздала — решает Оргкомитет; в предложении она идёт после всех поданных в срок',
    kk: '№ {entry} өтінім ({name}) {date} берілген, мерзімнен кеш — {deadline} (басталуға {firstDay} дейін {days} күн бұрын, {article}-бап, {item}-тармақ): өтінім кешікті — Ұйымкомитет шешеді; ұсыныста ол мерзімінде берілгендердің бәрінен кейін тұрады',
  },
  regNoApplicationDate: {
    en: 'applications without a date ({count}: entries No. {entries}): whether they are late cannot be told — applications close on {deadline} (Art. {article} item {item})',
    ru: 'у заявок без даты ({count}: № {entries}) нельзя определить, поданы ли они в срок — приём заявок заканчивается {deadline} (ст. {article} п. {item})',
    kk: 'күні жоқ өтінімдердің ({count}: № {entries}) мерзімінде берілгенін анықтау мүмкін емес — өтінімдерді қабылдау {deadline} аяқталады ({article}-бап, {item}-тармақ)',
  },
  regTwoGames: {
    en: 'entry No. {entry} ({name}) is registered in {game} ({days}) and in {other} ({otherDays}): the days overlap ({common})',
    ru: 'заявка № {entry} ({name}): участник заявлен и на {game} ({days}), и на {other} ({otherDays}) — дни совпадают ({common})',
    kk: '№ {entry} өтінім ({name}): қатысушы {game} ({days}) және {other} ({otherDays}) ойындарына тіркелген — күндері сәйкес келеді ({common})',
  },
  gameWord: { en: '{game}', ru: '{game}', kk: '{game}' },
  setupSettingsRows: {
    en: 'the settings sheet "{sheet}" got the rows it lacked ({count}, at the bottom: {keys}); nothing typed moved',
    ru: 'на лист настроек «{sheet}» добавлены недостающие строки ({count}, внизу: {keys}); ничего введённого не сдвинулось',
    kk: '«{sheet}» баптаулар парағына жетпейтін жолдар қосылды ({count}, төменде: {keys}); енгізілген ешнәрсе жылжыған жоқ',
  },
}));
