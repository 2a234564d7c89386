/**
 * Notices (Art. 3 item 2: the participants are told the time and place of the competitions at least
 * a day before): who has which time. Pure: the participants of a game (the registration) and the
 * matches or tours its day plan sheet announces (src/sheets/kinds/dayPlanSheet.ts readDayPlan) in,
 * one notice per participant out — his first announced match or tour (day, time, court or table) and
 * the rest of his known ones — or why he has no time yet. And the deadline: the first day less
 * `noticeDays`, counted on the calendar of the tournament's time zone (docs/rules.md, "Notices").
 *
 * A participant is found in the plan by his name as the sheets show it (`nameKey`, so a case or a
 * look-alike letter changes nothing); a futsal player by his team's name (the plan lists teams). A
 * preference tour not seated yet is everybody's (each plays every tour, Art. 17): its time is
 * known, its table is not.
 */
import type { GameId } from './registration';
import { addDays, daysBetween } from './dates';
import { nameKey } from './names';

/** One participant as the registration lists him. */
export interface NoticePerson {
  /** the name the sheets show */
  name: string;
  /** futsal: his team ("" elsewhere) */
  team: string;
  email: string;
  phone: string;
}

/** A match or a tour's table as the day plan sheet announces it (AnnouncedSlot's fields used here). */
export interface NoticeSlot {
  /** "g:A:3", "b:SF1", "t:2:5" (tour 2, table 5), "f:1" */
  key: string;
  /** "YYYY-MM-DD"; null when the plan shows "Day 2" (its first day was not set) */
  date: string | null;
  /** 1-based day of the game when the plan shows no date */
  dayNumber: number | null;
  /** minutes after midnight */
  start: number;
  table: number;
  /** who plays, as shown: names (a preference table: its names in one cell, ", " between them), or where they come from */
  shown: readonly string[];
}

/** One of a participant's matches or tours. */
export interface NoticeTime {
  key: string;
  date: string | null;
  dayNumber: number | null;
  start: number;
  /** null: a preference tour not seated yet (its table comes with the seating) */
  table: number | null;
}

/**
 * - `given`: the first match or tour with its date and time;
 * - `noPlan`: the game has no day plan sheet;
 * - `notPlaced`: the plan names him nowhere yet (not drawn, or the plan was made before the draw);
 * - `noDate`: a time, but the plan has no dates (the game's first day was not set when it was made).
 */
export type NoticeStatus = 'given' | 'noPlan' | 'notPlaced' | 'noDate';

export interface Notice {
  game: GameId;
  person: NoticePerson;
  /** the first of his matches or tours (by day, then time); null when none is known */
  first: NoticeTime | null;
  /** the others, in time order */
  rest: NoticeTime[];
  status: NoticeStatus;
}

export interface GameNoticeInput {
  game: GameId;
  /** every participant once (futsal: every player of every team), in the registration's order */
  people: readonly NoticePerson[];
  /** the day plan's slots; null when the game has no day plan sheet */
  slots: readonly NoticeSlot[] | null;
}

function dayOrder(t: Pick<NoticeTime, 'date' | 'dayNumber'>): number {
  if (t.date !== null) return daysBetween('2000-01-01', t.date);
  return t.dayNumber ?? 0;
}

/** By day, then time, then key (a stable order). */
export function byTime(a: NoticeTime, b: NoticeTime): number {
  return dayOrder(a) - dayOrder(b) || a.start - b.start || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** The keys of `wanted` a shown cell names: itself, or (a preference table: its players in one cell, ", " between them) one of its names. */
function namedIn(cell: string, wanted: ReadonlySet<string>, game: GameId): string[] {
  const k = nameKey(cell);
  if (wanted.has(k)) return [k];
  if (game !== 'preference' || !k.includes(', ')) return [];
  const bounded = `, ${k}, `;
  return [...wanted].filter((w) => bounded.includes(`, ${w}, `));
}

/** The tour of a preference slot key ("t:3:5" → 3), else null. */
function tourOf(key: string): number | null {
  const m = /^t:(\d+):\d+$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** Every participant of one game with his times, in the order of `people`. */
export function gameNotices(input: GameNoticeInput): Notice[] {
  const { game, people, slots } = input;
  if (slots === null) return people.map((person) => ({ game, person, first: null, rest: [], status: 'noPlan' }));
  const keyOf = (p: NoticePerson) => nameKey(game === 'futsal' ? p.team : p.name);
  const wanted = new Set(people.map(keyOf).filter((k) => k !== ''));
  // Who each slot names (by key), and the preference tours someone is seated at.
  const named = new Map<string, NoticeSlot[]>();
  const seatedTours = new Set<number>();
  for (const slot of slots) {
    const keys = new Set(slot.shown.flatMap((cell) => namedIn(cell, wanted, game)));
    for (const k of keys) named.set(k, [...(named.get(k) ?? []), slot]);
    const tour = tourOf(slot.key);
    if (tour !== null && keys.size > 0) seatedTours.add(tour);
  }
  // A tour nobody is seated at yet: everybody's, one time per tour (its first table's).
  const openTours = new Map<number, NoticeTime>();
  if (game === 'preference') {
    for (const slot of slots) {
      const tour = tourOf(slot.key);
      if (tour === null || seatedTours.has(tour) || openTours.has(tour)) continue;
      openTours.set(tour, {
        key: `t:${tour}`,
        date: slot.date,
        dayNumber: slot.dayNumber,
        start: slot.start,
        table: null,
      });
    }
  }
  return people.map((person): Notice => {
    const k = keyOf(person);
    const own = (k === '' ? [] : (named.get(k) ?? [])).map((s): NoticeTime => ({
      key: s.key,
      date: s.date,
      dayNumber: s.dayNumber,
      start: s.start,
      table: s.table,
    }));
    const times = [...own, ...openTours.values()].sort(byTime);
    const [first = null, ...rest] = times;
    const status: NoticeStatus = first === null ? 'notPlaced' : first.date === null ? 'noDate' : 'given';
    return { game, person, first, rest, status };
  });
}

/** Participants without a time yet (no date and time of a first match or tour). */
export function withoutTime(notices: readonly Notice[]): number {
  return notices.filter((n) => n.status !== 'given').length;
}

/** The last day the participants may be told (Art. 3 item 2): the first day less `noticeDays`. */
export function noticeDeadline(firstDay: string, noticeDays: number): string {
  return addDays(firstDay, -noticeDays);
}

/**
 * Where a game stands against its notice deadline on `today` ("YYYY-MM-DD"):
 * - `unset`: its first day is not set (no deadline yet);
 * - `early`: before the deadline (the count is for information);
 * - `due`: from the deadline to the last day of play (whoever has no time yet should have been told);
 * - `over`: the game is over.
 */
export function noticeState(
  today: string,
  firstDay: string,
  days: number,
  noticeDays: number,
): 'unset' | 'early' | 'due' | 'over' {
  if (firstDay === '') return 'unset';
  if (daysBetween(addDays(firstDay, Math.max(days, 1) - 1), today) > 0) return 'over';
  return daysBetween(noticeDeadline(firstDay, noticeDays), today) >= 0 ? 'due' : 'early';
}

/** The manifest's time zone (appsscript.json): the tournament's calendar. */
export const TOURNAMENT_TIME_ZONE = 'Asia/Almaty';

/** The calendar day ("YYYY-MM-DD") of a moment (ms) in a time zone. */
export function calendarDay(ms: number, timeZone: string = TOURNAMENT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
