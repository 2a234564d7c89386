/** Messages of the sheet generators and the server actions (src/sheets/), in the three languages (Russian governs). Placeholders are {name}. */
import type { Text } from './messages';

export const SHEETS_MESSAGES = {
  wouldOverwrite: {
    en: 'nothing was changed: {count} cell(s) hold values typed by people that this action would overwrite: {cells}. Clear them by hand if they are really obsolete',
    ru: 'ничего не изменено: в {count} ячейк(ах) есть введённые людьми значения, которые это действие перезаписало бы: {cells}. Если они действительно не нужны, очистите их вручную',
    kk: 'ештеңе өзгертілмеді: {count} ұяшықта адамдар енгізген мәндер бар, бұл әрекет оларды қайта жазар еді: {cells}. Егер олар шынымен керек болмаса, қолмен тазартыңыз',
  },
  setupDone: {
    en: 'ready: {count} sheet(s) created (settings and registration); existing sheets were left as they are',
    ru: 'готово: создано листов — {count} (настройки и регистрация); существующие листы не тронуты',
    kk: 'дайын: {count} парақ құрылды (баптаулар және тіркеу); бар парақтар өзгертілмеді',
  },
  noRegistrationSheet: {
    en: 'there is no registration sheet "{sheet}" yet: run the setup first',
    ru: 'листа регистрации «{sheet}» ещё нет: сначала выполните подготовку',
    kk: '«{sheet}» тіркеу парағы әлі жоқ: алдымен дайындауды орындаңыз',
  },
  checkSummary: {
    en: '{count} registered; {errors} error(s), {warnings} warning(s)',
    ru: 'зарегистрировано: {count}; ошибок: {errors}, предупреждений: {warnings}',
    kk: 'тіркелгендер: {count}; қателер: {errors}, ескертулер: {warnings}',
  },
  checkBlocks: {
    en: 'nothing was generated: the registration check found {errors} error(s); correct them and try again',
    ru: 'ничего не создано: проверка регистрации нашла ошибок — {errors}; исправьте их и повторите',
    kk: 'ештеңе құрылмады: тіркеуді тексеру {errors} қате тапты; оларды түзетіп, қайталаңыз',
  },
  confirmWarnings: {
    en: 'the registration check found {warnings} warning(s); look at them and confirm to go on',
    ru: 'проверка регистрации нашла предупреждений — {warnings}; просмотрите их и подтвердите, чтобы продолжить',
    kk: 'тіркеуді тексеру {warnings} ескерту тапты; оларды қарап, жалғастыру үшін растаңыз',
  },
  drawDone: {
    en: 'draw done: {groups} groups, seed {seed} (recorded on the draw sheet)',
    ru: 'жеребьёвка проведена: групп — {groups}, ключ {seed} (записан на листе жеребьёвки)',
    kk: 'жеребе өтті: {groups} топ, кілт {seed} (жеребе парағында жазылған)',
  },
  noDrawYet: {
    en: 'there is no draw for {game} yet: run the draw first',
    ru: 'жеребьёвки ({game}) ещё не было: сначала проведите жеребьёвку',
    kk: '{game} бойынша жеребе әлі өткен жоқ: алдымен жеребе өткізіңіз',
  },
  groupsIncomplete: {
    en: 'the group stage is not decided yet: {groups}',
    ru: 'групповой этап ещё не определён: {groups}',
    kk: 'топтық кезең әлі анықталған жоқ: {groups}',
  },
  formatGroups: {
    en: 'the play-off format {format} needs {need} groups, but the draw made {found}; change the format or the number of groups on the settings sheet and draw again',
    ru: 'формат плей-офф {format} требует групп: {need}, а по жеребьёвке их {found}; измените формат или число групп в настройках и проведите жеребьёвку заново',
    kk: '{format} плей-офф форматына {need} топ керек, ал жеребе бойынша {found}; баптауларда форматты немесе топтар санын өзгертіп, жеребені қайта өткізіңіз',
  },
  sheetsWritten: {
    en: 'written: {sheets}',
    ru: 'записано: {sheets}',
    kk: 'жазылды: {sheets}',
  },
  unknownPlayer: {
    en: '"{name}" is not a participant of this tournament',
    ru: '«{name}» не участник этого турнира',
    kk: '«{name}» бұл турнирдің қатысушысы емес',
  },
  withdrawDone: {
    en: '{name} withdrew: {count} later match(es) recorded as forfeits',
    ru: '{name} выбыл(а): последующих матчей, засчитанных как неявка, — {count}',
    kk: '{name} шықты: келмеу деп есептелген кейінгі матчтар — {count}',
  },
  noSuchSheet: {
    en: 'there is no sheet "{sheet}"',
    ru: 'листа «{sheet}» нет',
    kk: '«{sheet}» парағы жоқ',
  },
  unknownStage: {
    en: 'unknown stage "{found}"',
    ru: 'неизвестный этап «{found}»',
    kk: 'белгісіз кезең «{found}»',
  },
  finalizeErrors: {
    en: 'not finalized: {count} cell(s) show an error: {cells}; correct them first',
    ru: 'не зафиксировано: в {count} ячейк(ах) ошибка: {cells}; сначала исправьте их',
    kk: 'бекітілмеді: {count} ұяшықта қате: {cells}; алдымен оларды түзетіңіз',
  },
  finalizeDone: {
    en: 'finalized (formulas replaced by their values, sheets locked): {sheets}',
    ru: 'зафиксировано (формулы заменены значениями, листы заблокированы): {sheets}',
    kk: 'бекітілді (формулалар мәндерімен ауыстырылды, парақтар құлыпталды): {sheets}',
  },
  lockBusy: {
    en: 'another committee action is running in this spreadsheet; try again in a minute',
    ru: 'в этой таблице уже выполняется другое действие оргкомитета; повторите через минуту',
    kk: 'бұл кестеде ұйымдастыру комитетінің басқа әрекеті орындалып жатыр; бір минуттан кейін қайталаңыз',
  },
} satisfies Record<string, Text>;
