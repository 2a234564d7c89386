/**
 * Preference: the action that seats the final (Art. 17 items 5–6): the top 4 of the standings
 * after the last tour, leaving out anyone who missed it. The committee's entry point
 * (registration, settings) is ./preference.ts.
 */
import { nameKey } from '../../rules/names';
import { FINAL_TABLE_SIZE, finalTable } from '../../rules/seating';
import { applyPlans } from '../apply';
import { nameFor, say, withLock, type ActionResult, type Ctx } from '../context';
import { finalPlan } from '../kinds/finalSheet';
import { standingsAfter } from '../kinds/standingsSheet';
import { completeTours, type TourRecord } from '../kinds/tourSheet';
import { checkPlayers, checkTours } from './common';
import { recordedNames, renamedRefusal } from './preferenceStatus';

export interface SeatFinalOptions {
  tours: number;
  /** final pool (settings; Art. 16 item 15: 200) */
  pool: number;
  /** final table size (settings; Art. 17 item 5: 4) */
  size?: number;
}

export interface SeatFinalData {
  players: string[];
  /** higher in the standings than the last finalist but missed the last tour (Art. 16 item 4) */
  leftOut: string[];
  /** the standings after the last tour, best first */
  order: string[];
}

/** Seats the final: the top 4 after the last tour (complete), leaving out who missed it (Art. 17 item 5, Art. 16 item 4). */
export function seatFinal(ctx: Ctx, players: string[], opts: SeatFinalOptions): ActionResult<SeatFinalData> {
  return withLock(ctx, () => {
    checkTours(opts.tours);
    checkPlayers(players);
    const records = completeTours(ctx, opts.tours);
    // Every name the tours recorded is still registered (no result dropped without a word).
    const renamed = renamedRefusal(ctx, players, recordedNames(records, null));
    if (renamed) return renamed;
    const last = records[records.length - 1] as TourRecord;
    const order = standingsAfter(records, players).map((l) => l.player);
    const played = new Set<string>();
    for (const t of last.tables) for (const p of t.players) played.add(nameKey(p));
    const missed = new Set(order.filter((p) => !played.has(nameKey(p))));
    const size = opts.size ?? FINAL_TABLE_SIZE;
    const final = finalTable(order, missed, size);
    const lastIn = order.indexOf(final[final.length - 1] as string);
    const leftOut = order.slice(0, lastIn).filter((p) => missed.has(p));
    const name = nameFor(ctx, 'pref.final');
    const plan = finalPlan({ lang: ctx.lang, name, players: final, pool: opts.pool, tours: opts.tours, leftOut });
    const done = applyPlans(ctx.services.app, [plan], { editors: ctx.editors ?? [], index: ctx.sheets, lang: ctx.lang });
    const sheets = [...done.created, ...done.rewritten];
    return {
      ok: true,
      message: say(ctx, 'prefFinalDone', { players: final.join(', ') }),
      problems: [],
      sheets,
      data: { players: final, leftOut, order },
    };
  });
}
