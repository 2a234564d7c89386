/**
 * A running preference party's expected end from its tables' deals so far (issue 26 item 2). A
 * party other than the final ends when every player's pool reaches the target (120 whists) or at
 * its time limit, an hour and a half from the tour's announced start, whichever comes first (Art. 16
 * item 15); the final has no time limit and is played to its target (200). Pure.
 *
 * Each table is expected to go on at the pace it has kept: its slowest pool (the party ends when
 * every pool reached the target) grew by `pool` whists in the minutes since the call. That pace is
 * weighed against the plan's (the target in `planned` minutes) by how far the pool is — pool /
 * target — so a slow or fast start does not decide alone; the table needs (target − pool) / pace
 * minutes more. A table with nothing in its pools yet is expected to take the plan's length. The tour, which takes
 * all its tables at once, ends with its last table; a party with a limit ends by the limit, plus the
 * deal then being played (the referee closes it once that deal is played: `dealMinutes`, the
 * tables' mean deal so far, or none when no deal is known).
 */

export interface TableDeals {
  /** the slowest pool at the table now (whists), 0 when nothing is written yet */
  pool: number;
  /** deals played at the table so far */
  deals: number;
  /** the party at the table is over (every pool at the target, or stopped by the referee) */
  over: boolean;
}

export interface TourDeals {
  /** the moment the tour was called (its time limit runs from here) */
  called: number;
  /** the moment of the estimate */
  now: number;
  /** the pool every player plays to (Art. 16 item 15: 120; the final 200) */
  target: number;
  /** the time limit in minutes (Art. 16 item 15: 90); null for the final (none) */
  limit: number | null;
  /** the length the plan expects, for a table whose pace is not known yet */
  planned: number;
  tables: readonly TableDeals[];
}

/** The moment the party is expected to end (at least `now` + 1 while a table plays on). */
export function tourEnd(t: TourDeals): number {
  const elapsed = Math.max(1, t.now - t.called);
  const playing = t.tables.filter((x) => !x.over);
  if (playing.length === 0) return t.now;
  const deals = t.tables.reduce((n, x) => n + x.deals, 0);
  let end = t.now + 1;
  for (const x of playing) {
    const pool = Math.min(x.pool, t.target);
    // The pools say more the further they are: the table's pace weighed by how far it is, against the
    // plan's (the target in the plan's length).
    const share = pool / t.target;
    const rate = share * (pool / elapsed) + (1 - share) * (t.target / Math.max(1, t.planned));
    const left = pool > 0 ? (t.target - pool) / rate : Math.max(1, t.planned - elapsed);
    end = Math.max(end, t.now + Math.max(1, Math.round(left)));
  }
  if (t.limit === null) return end;
  const deal = deals > 0 ? Math.round((elapsed * t.tables.length) / deals) : 0;
  return Math.max(t.now + 1, Math.min(end, t.called + t.limit + deal));
}
