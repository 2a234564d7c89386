/**
 * No-shows by the clock (a referee's "did not appear" mark applied once the lateness the rules allow
 * has passed on the spreadsheet's clock): when a mark may count, and what it does. Pure: the clock
 * is passed in (a moment of the tournament's wall clock).
 *
 * - Billiards and backgammon: a player who has not appeared 15 minutes after the time the committee
 *   announced loses the match and leaves the tournament (Art. 11 item 18, Art. 14 item 12: "в
 *   течение 15 минут после объявленного Оргкомитетом времени … засчитывается поражение и он выбывает
 *   из дальнейшего участия"): his later matches are forfeits.
 * - Preference: late past 10 minutes, he is not admitted to the tour (Art. 16 item 4), gets −8 (item
 *   12), and his table plays three-handed (item 3).
 * - Futsal: the rules are silent (Art. 7 refers to the UEFA rules); our reading (docs/rules.md): a
 *   team that has not appeared within the lateness setting loses that match 3:0 and stays in the
 *   tournament — SPEC §4 names billiards and backgammon only for leaving.
 *
 * "Within 15 minutes" counts the whole 15: a player who comes at minute 15 has come in time, so a
 * mark counts from the announced time + the lateness on (a mark at 11:15 for 11:00 counts).
 */
import { cite } from './citation';
import type { Text } from '../i18n/types';
import { addDays, daysBetween, MINUTES_PER_DAY } from './dates';

export type NoShowGame = 'futsal' | 'billiards' | 'backgammon' | 'preference';

/** A moment of the tournament's wall clock: its date and the minutes after that midnight. */
export interface WallMoment {
  date: string;
  minutes: number;
}

/** What a no-show does in each game. */
export type NoShowEffect = 'leaves' | 'forfeit' | 'notAdmitted';

export const NO_SHOW_EFFECT: Record<NoShowGame, NoShowEffect> = {
  futsal: 'forfeit',
  billiards: 'leaves',
  backgammon: 'leaves',
  preference: 'notAdmitted',
};

/**
 * The lateness the rules allow and where they say it (Art. 11 item 18, Art. 14 item 12: 15 minutes;
 * Art. 16 item 4: 10). Futsal's rules name none (Art. 7 sends it to the UEFA rules).
 */
export const LATE_BY_RULE: Readonly<
  Record<Exclude<NoShowGame, 'futsal'>, { minutes: number; article: number; item: number }>
> = {
  billiards: { minutes: 15, article: 11, item: 18 },
  backgammon: { minutes: 15, article: 14, item: 12 },
  preference: { minutes: 10, article: 16, item: 4 },
};

/** The article a game's no-show comes from. */
export function noShowRule(game: NoShowGame): Text {
  if (game === 'futsal') return cite(7);
  const { article, item } = LATE_BY_RULE[game];
  return cite(article, item);
}

/** The moment a mark counts from: the announced start plus the lateness allowed. */
export function noShowFrom(date: string, start: number, lateMinutes: number): WallMoment {
  const total = start + lateMinutes;
  const days = Math.floor(total / MINUTES_PER_DAY);
  return { date: addDays(date, days), minutes: total - days * MINUTES_PER_DAY };
}

/** Whether `now` is at or after `from`. */
export function reached(now: WallMoment, from: WallMoment): boolean {
  const days = daysBetween(from.date, now.date);
  return days > 0 || (days === 0 && now.minutes >= from.minutes);
}

/**
 * The wall clock of `ms` in an IANA time zone (the spreadsheet's); a zone the runtime does not know
 * falls back to the Exchange's, Asia/Almaty.
 */
export function wallClock(ms: number, timeZone: string): WallMoment {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hour12: false,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(new Date(ms));
  } catch {
    return timeZone === 'Asia/Almaty' ? utcPlus(ms, 5) : wallClock(ms, 'Asia/Almaty');
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${get('year')}-${pad(get('month'))}-${pad(get('day'))}`,
    minutes: (get('hour') % 24) * 60 + get('minute'),
  };
}

function utcPlus(ms: number, hours: number): WallMoment {
  const d = new Date(ms + hours * 3_600_000);
  return { date: d.toISOString().slice(0, 10), minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
}
