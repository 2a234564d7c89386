/**
 * Preference seating (Art. 16 items 3–4, Art. 17 items 3–5, SPEC §4).
 *
 * - Tour 1 (Art. 17 item 3, item 4 first paragraph): a random draw of the present players into
 *   tables of 4 (3 only as needed, Art. 16 item 3), "without preferences for anyone".
 * - Tours 2–7 (Art. 17 item 4 second paragraph): the standings list of Art. 16 item 16 (best
 *   first), without the players who skip the tour (Art. 16 item 4), cut into tables in list
 *   order, 4s first.
 * - The final (Art. 17 item 5, Art. 16 item 4 last sentence): the top 4 of the standings after
 *   the last tour, leaving out anyone who missed that tour — the next in the list moves up.
 *
 * A table's players are in seat order = list order; the last listed deals first (Art. 16
 * item 5.1, Art. 17 item 4 third paragraph). Names are compared as everywhere else (`nameKey`:
 * case, spaces, invisible characters and look-alike letters ignored).
 */
import { fail } from './errors';
import { compareNames, nameKey } from './names';
import { rng, shuffle } from './random';
import { tableSizes } from './tables';

export interface Table {
  /** "1", "2", … */
  label: string;
  /** Seat order = list order; the last listed deals first (Art. 16 item 5.1). */
  players: string[];
}

/** A preference table seats 3 or 4 (Art. 16 item 3). */
export const FINAL_TABLE_SIZE = 4;

/** Checks the names (no blanks, no duplicates) and the skip list; returns the players present, in list order. */
function present(players: readonly string[], absent: ReadonlySet<string>, arg: string, absentArg: string): string[] {
  const seen = new Map<string, number>();
  players.forEach((name, i) => {
    if (typeof name !== 'string' || name.trim() === '') fail('seatBlankName', { position: i + 1 }, { arg, row: i });
    const key = nameKey(name);
    const first = seen.get(key);
    if (first !== undefined) fail('seatDuplicate', { name, first: first + 1 }, { arg, row: i });
    seen.set(key, i);
  });
  const out = new Set<string>();
  for (const name of absent) {
    const key = nameKey(name);
    if (!seen.has(key)) fail('seatUnknownAbsent', { name }, { arg: absentArg });
    out.add(key);
  }
  return players.filter((name) => !out.has(nameKey(name)));
}

function cut(list: readonly string[], arg: string): Table[] {
  if (list.length < 3) fail('seatTooFew', { found: list.length }, { arg });
  if (list.length === 5) fail('seatCannotSeat', { found: list.length }, { arg });
  const tables: Table[] = [];
  let next = 0;
  tableSizes(list.length).forEach((size, t) => {
    tables.push({ label: String(t + 1), players: list.slice(next, next + size) });
    next += size;
  });
  return tables;
}

/**
 * Tour 1: the present players put in one fixed order (`compareNames`: by `nameKey`, then by the
 * text), shuffled with `seed` and cut into tables, 4s first. The same seed and the same players
 * give the same seating, whatever order the list came in.
 */
export function seatFirstTour(players: readonly string[], absent: ReadonlySet<string>, seed: number): Table[] {
  const list = present(players, absent, 'players', 'absent').sort(compareNames);
  return cut(shuffle(list, rng(seed)), 'players');
}

/** Tours 2–7: the standings list (best first) without the absent, cut into tables in order, 4s first. */
export function seatByStandings(order: readonly string[], absent: ReadonlySet<string>): Table[] {
  return cut(present(order, absent, 'order', 'absent'), 'order');
}

/**
 * The final table: the top `size` of the standings list (best first), leaving out anyone who
 * missed the last tour. Seat order = standings order.
 */
export function finalTable(
  order: readonly string[],
  missedLastTour: ReadonlySet<string>,
  size: number = FINAL_TABLE_SIZE,
): string[] {
  if (size !== 3 && size !== 4) fail('seatFinalSize', { found: size }, { arg: 'size' });
  const eligible = present(order, missedLastTour, 'order', 'missedLastTour');
  if (eligible.length < size) fail('seatFinalTooFew', { found: eligible.length, size }, { arg: 'order' });
  return eligible.slice(0, size);
}

/** Players level on rating and whists across the last final seat (Art. 17 item 5 does not say who goes). */
export interface FinalTie {
  /** every eligible player level with the last seat's holder, standings order */
  tied: string[];
  /** how many of them go to the final */
  seats: number;
  /** the eligible players above the tie, who go in any case */
  certain: string[];
  rating: number;
  whists: number;
}

/**
 * The tie at the last final seat, or null: among the eligible players (the standings list, best
 * first, without `excluded`), the `size`-th and the next are equal on total rating and total whists
 * (Art. 16 item 16 orders no further). The committee then picks; registration order never decides.
 */
export function finalTie(
  lines: readonly { player: string; rating: number; whists: number }[],
  excluded: ReadonlySet<string>,
  size: number = FINAL_TABLE_SIZE,
): FinalTie | null {
  const eligible = lines.filter((l) => !excluded.has(nameKey(l.player)));
  const last = eligible[size - 1];
  const next = eligible[size];
  if (!last || !next || last.rating !== next.rating || last.whists !== next.whists) return null;
  const level = (l: { rating: number; whists: number }) => l.rating === last.rating && l.whists === last.whists;
  const certain = eligible
    .slice(0, size)
    .filter((l) => !level(l))
    .map((l) => l.player);
  return {
    tied: eligible.filter(level).map((l) => l.player),
    seats: size - certain.length,
    certain,
    rating: last.rating,
    whists: last.whists,
  };
}
