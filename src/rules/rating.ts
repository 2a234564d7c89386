/**
 * Rating points of one preference tour (Art. 16 items 12–14).
 *
 * Place points by the final whists of the party (item 13): at a table of 4, +3, +1, −1, −3;
 * of 3, +3, 0, −3. Players with equal whists share the mean of the places they span, so a
 * table's place points always sum to zero (our reading; the rules are silent on ties).
 * Whist-band points (item 14) by |w|: 0 → 0, up to 100 → 1, 300 → 2, 600 → 3, 1000 → 4,
 * above → 5, with the sign of w. A player who missed the tour gets −8 (item 12).
 */
import { fail } from './errors';
import { clean } from './numbers';

export const MISSED_TOUR_POINTS = -8;

const PLACE_POINTS: Record<3 | 4, readonly number[]> = {
  4: [3, 1, -1, -3],
  3: [3, 0, -3],
};

const BANDS: readonly (readonly [number, number])[] = [
  [100, 1],
  [300, 2],
  [600, 3],
  [1000, 4],
];

/** Art. 16 item 14. */
export function bandPoints(whists: number): number {
  const w = clean(whists);
  if (w === 0) return 0;
  const a = Math.abs(w);
  const band = BANDS.find(([limit]) => a <= limit);
  return Math.sign(w) * (band ? band[1] : 5);
}

/** Art. 16 item 13, ties sharing the mean of the place points they span. */
export function placePoints(typed: readonly number[]): number[] {
  const whists = typed.map(clean);
  const n = whists.length;
  if (n !== 3 && n !== 4) fail('playerCount', { found: n });
  const table = PLACE_POINTS[n as 3 | 4];
  return whists.map((w) => {
    const better = whists.filter((x) => x > w).length;
    const same = whists.filter((x) => x === w).length;
    let sum = 0;
    for (let k = better; k < better + same; k++) sum += table[k] as number;
    return sum / same;
  });
}

export interface RatingRow {
  /** Final whists of the party, or null when the cell is empty. */
  whists: number | null;
  /** Table label (already normalised to text), or null. */
  table: string | null;
  missed: boolean;
}

/**
 * Rating points for each row, or null for a row with no whists that did not miss.
 * @param oneTable true when no table labels were given: the whole list is one table.
 */
export function tourRating(rows: readonly RatingRow[], oneTable: boolean): (number | null)[] {
  const tables = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (row.missed || row.whists === null) return;
    let key = '';
    if (!oneTable) {
      if (row.table === null) fail('tableMissing', {}, { arg: 'tables', row: i });
      key = row.table;
    }
    const members = tables.get(key) ?? [];
    members.push(i);
    tables.set(key, members);
  });
  const out: (number | null)[] = rows.map((row) => (row.missed ? MISSED_TOUR_POINTS : null));
  for (const [table, members] of tables) {
    if (members.length !== 3 && members.length !== 4) {
      if (oneTable) fail('oneTableSize', { found: members.length }, { arg: 'whists' });
      fail('tableSize', { table, found: members.length }, { arg: 'tables', row: members[0] as number });
    }
    const whists = members.map((i) => (rows[i] as RatingRow).whists as number);
    const places = placePoints(whists);
    members.forEach((i, k) => {
      out[i] = (places[k] as number) + bandPoints(whists[k] as number);
    });
  }
  return out;
}
