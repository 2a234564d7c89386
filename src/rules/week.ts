/**
 * Each person's week (Art. 3 items 1–2: the committee sets the times and places and tells the
 * participants): one card per person across the four games — every match or tour the day plans
 * announce for him, with its day, time, court or table and, once known, his opponents (a preference
 * table: the others seated there and his seat) — and the times he is due in two places at once.
 * Pure: the games' participants and what their day plan sheets announce in, the cards out.
 *
 * A person is the same person across games by his full name and employer (people.ts
 * `personIdentity`), whatever shorter name each game's sheets show him by. Who a slot names is found
 * as the notices find it (notices.ts `gameNotices`: by the name shown, a futsal player by his team,
 * a preference tour not seated yet is everybody's).
 *
 * Two of his times overlap when both have a calendar date and one starts before the other ends
 * (a time with only "day 2", its game's first day not set, cannot be compared with another game's).
 * Within one game the day plan never overlaps a person (dayPlan.ts "one place at a time"); across
 * games the plans are made apart, so this is where a clash shows (`clashes`).
 */
import { daysBetween } from './dates';
import { gameNotices, type NoticePerson, type NoticeSlot, type NoticeTime } from './notices';
import { nameKey } from './names';
import type { GameId } from './registrationTypes';

/** A slot of a day plan as its sheet announces it, with its end and how people say it. */
export interface WeekSlot extends NoticeSlot {
  /** minutes after midnight of its day; above 1440 when it ends after midnight */
  end: number;
  /** its stage and match as the plan says them ("Группа A, № 3, тур 1"; "Тур 2") */
  label: string;
}

/** One participant of a game. */
export interface WeekPerson {
  /** the same across games for the same person (people.ts `personIdentity`) */
  id: string;
  /** the name his cards are headed with (the longest the games show him by) */
  name: string;
  /** the name this game's sheets show him by */
  shown: string;
  /** futsal: his team; "" elsewhere */
  team: string;
}

export interface WeekGame {
  game: GameId;
  people: readonly WeekPerson[];
  /** the day plan's slots; null when the game has no day plan yet */
  slots: readonly WeekSlot[] | null;
}

/** One line of a card. */
export interface WeekEntry {
  game: GameId;
  key: string;
  date: string | null;
  dayNumber: number | null;
  start: number;
  end: number;
  /** null: a preference tour not seated yet */
  table: number | null;
  /** a preference table once seated: his seat, 1-based (the order the table's names are listed in) */
  seat: number | null;
  label: string;
  /** his opponents (futsal: the other team; a preference table: the others at it), [] while not known */
  others: string[];
  /** the keys (game:key) of his other entries this one overlaps */
  clashes: string[];
}

export interface WeekCard {
  id: string;
  name: string;
  /** futsal: his team, else "" */
  team: string;
  /** the games he plays, in the order given */
  games: GameId[];
  /** the games he plays that have no day plan yet */
  noPlan: GameId[];
  entries: WeekEntry[];
}

/** Two of a person's times that overlap, each with its game. */
export interface Clash {
  id: string;
  name: string;
  a: WeekEntry;
  b: WeekEntry;
}

/** Minutes from 2000-01-01 00:00, or null without a date. */
function absolute(e: Pick<WeekEntry, 'date' | 'start'>): number | null {
  return e.date === null ? null : daysBetween('2000-01-01', e.date) * 1440 + e.start;
}

/** Whether two entries overlap on the calendar (both dated; one starts before the other ends). */
export function overlaps(a: WeekEntry, b: WeekEntry): boolean {
  const x = absolute(a);
  const y = absolute(b);
  if (x === null || y === null) return false;
  return x < y + (b.end - b.start) && y < x + (a.end - a.start);
}

/** The names a slot shows, one per seat (a preference table lists its names in one cell, ", " between). */
function seatsOf(slot: NoticeSlot): string[] {
  return slot.shown.flatMap((cell) => cell.split(', ')).map((s) => s.trim());
}

/** The line of a card for one of his times. */
function entryOf(game: GameId, t: NoticeTime, slot: WeekSlot | undefined, own: string): WeekEntry {
  const seats = slot && t.table !== null ? seatsOf(slot) : [];
  const at = seats.findIndex((s) => nameKey(s) === own);
  const pref = game === 'preference';
  return {
    game,
    key: t.key,
    date: t.date,
    dayNumber: t.dayNumber,
    start: t.start,
    end: slot ? slot.end : t.start,
    table: t.table,
    seat: pref && at >= 0 ? at + 1 : null,
    label: slot?.label ?? '',
    others: t.table === null ? [] : seats.filter((s, i) => (pref ? i !== at : nameKey(s) !== own)),
    clashes: [],
  };
}

/** The slot a time of `gameNotices` stands for (a tour not seated yet, "t:3": its first table's). */
function slotFor(slots: readonly WeekSlot[], key: string): WeekSlot | undefined {
  return slots.find((s) => s.key === key) ?? slots.find((s) => s.key.startsWith(`${key}:`));
}

function byWhen(a: WeekEntry, b: WeekEntry): number {
  const day = (e: WeekEntry) => (e.date !== null ? daysBetween('2000-01-01', e.date) : (e.dayNumber ?? 0));
  return day(a) - day(b) || a.start - b.start || a.game.localeCompare(b.game) || a.key.localeCompare(b.key);
}

/** Every person's card, each person once (by `id`), in the order first met; overlaps marked on both entries. */
export function weekCards(games: readonly WeekGame[]): WeekCard[] {
  const cards = new Map<string, WeekCard>();
  for (const g of games) {
    const notices = gameNotices({
      game: g.game,
      people: g.people.map((p): NoticePerson => ({ name: p.shown, team: p.team, email: '', phone: '' })),
      slots: g.slots,
    });
    g.people.forEach((p, i) => {
      const card = cards.get(p.id) ?? { id: p.id, name: p.name, team: '', games: [], noPlan: [], entries: [] };
      cards.set(p.id, card);
      if (p.name.length > card.name.length) card.name = p.name;
      if (p.team !== '') card.team = p.team;
      if (!card.games.includes(g.game)) card.games.push(g.game);
      if (g.slots === null) {
        if (!card.noPlan.includes(g.game)) card.noPlan.push(g.game);
        return;
      }
      const n = notices[i];
      if (!n) return;
      const own = nameKey(g.game === 'futsal' ? p.team : p.shown);
      for (const t of [n.first, ...n.rest]) {
        if (t && !card.entries.some((e) => e.game === g.game && e.key === t.key))
          card.entries.push(entryOf(g.game, t, slotFor(g.slots, t.key), own));
      }
    });
  }
  for (const card of cards.values()) {
    card.entries.sort(byWhen);
    markClashes(card.entries);
  }
  return [...cards.values()];
}

/** Marks each pair of entries of different games that overlap (a game's own plan never overlaps him). */
function markClashes(entries: readonly WeekEntry[]): void {
  entries.forEach((a, i) => {
    for (const b of entries.slice(i + 1)) {
      if (a.game === b.game || !overlaps(a, b)) continue;
      a.clashes.push(`${b.game}:${b.key}`);
      b.clashes.push(`${a.game}:${a.key}`);
    }
  });
}

/** Every overlap of every card, each pair once, in card order then time. */
export function clashes(cards: readonly WeekCard[]): Clash[] {
  return cards.flatMap((card) =>
    card.entries.flatMap((a, i) =>
      card.entries
        .slice(i + 1)
        .filter((b) => a.clashes.includes(`${b.game}:${b.key}`))
        .map((b): Clash => ({ id: card.id, name: card.name, a, b })),
    ),
  );
}
