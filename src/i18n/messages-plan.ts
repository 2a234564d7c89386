/**
 * Messages of the calendar settings (src/rules/calendarSettings.ts, dates.ts) and the day plan
 * (src/rules/dayPlan*.ts, src/sheets/actions/dayPlan.ts), in the three languages (Russian
 * governs). Placeholders are {name}.
 */
import { lazy } from '../rules/lazy';
import type { Text } from './messages';

export const PLAN_MESSAGES = lazy(() => ({
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
}) satisfies Record<string, Text>);
