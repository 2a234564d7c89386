/**
 * Preference: the action that seats the final (Art. 17 items 5–6): the top 4 of the standings
 * after the last tour, leaving out anyone who missed it (Art. 16 item 4) and anyone who left or was
 * disqualified (the rulings sheet). Players level on rating and whists across the last final seat
 * are put to the committee: it picks, and the pick and its reason go on the rulings sheet — never
 * registration order without a word. The committee's entry point (registration, settings) is
 * ./preference.ts.
 */
import { nameKey } from '../../rules/names';
import { FINAL_TABLE_SIZE, finalTable, finalTie, type FinalTie } from '../../rules/seating';
import { nameFor, problem, say, withLock, type ActionResult, type Ctx } from '../context';
import { finalPlan } from '../kinds/finalSheet';
import { gone, type Ruling } from '../kinds/rulingsSheet';
import { standingsAfter, standingsNow } from '../kinds/standingsSheet';
import { completeTours, type TourRecord } from '../kinds/tourSheet';
import { checkPlayers, checkTours } from '../common/preferencePlayers';
import { refuse } from '../common/results';
import { recordedNames, renamedRefusal } from '../common/preferencePlayers';
import { applyWithRulings, recordedAt, rulingsSoFar } from '../common/tableRuling';

export interface SeatFinalOptions {
  tours: number;
  /** final pool (settings; Art. 16 item 15: 200) */
  pool: number;
  /** final table size (settings; Art. 17 item 5: 4) */
  size?: number;
  /** the committee's pick among players tied for the last seat(s), and why */
  pick?: string[];
  pickReason?: string;
}

export interface SeatFinalData {
  players: string[];
  /** higher in the standings than the last finalist but missed the last tour, left or was disqualified */
  leftOut: string[];
  /** the standings after the last tour, best first */
  order: string[];
  /** the tie the committee decided, if any */
  tie?: FinalTie;
}

/** The committee's pick: `seats` distinct names among the tied; the names as the standings have them, or null. */
function picked(tie: FinalTie, pick: readonly string[]): string[] | null {
  const keys = [...new Set(pick.map((p) => nameKey(String(p))))];
  if (keys.length !== tie.seats || keys.length !== pick.length) return null;
  const chosen = tie.tied.filter((p) => keys.includes(nameKey(p)));
  return chosen.length === tie.seats ? chosen : null;
}

/** Seats the final: the top 4 after the last tour (complete), leaving out who missed it, left or was disqualified (Art. 17 item 5, Art. 16 item 4, Art. 17 item 7). */
export function seatFinal(ctx: Ctx, players: string[], opts: SeatFinalOptions): ActionResult<SeatFinalData> {
  return withLock(ctx, () => {
    checkTours(opts.tours);
    checkPlayers(players);
    const records = completeTours(ctx, opts.tours);
    // Every name the tours recorded is still registered (no result dropped without a word).
    const renamed = renamedRefusal(ctx, players, recordedNames(records, null));
    if (renamed) return renamed;
    const last = records[records.length - 1] as TourRecord;
    const lines = standingsAfter(records, players);
    const order = lines.map((l) => l.player);
    const played = new Set<string>();
    for (const t of last.tables) for (const p of t.players) played.add(nameKey(p));
    const rulings = rulingsSoFar(ctx);
    const out = gone(rulings, opts.tours);
    const missed = new Set(order.filter((p) => !played.has(nameKey(p)) || out.has(nameKey(p))));
    const size = opts.size ?? FINAL_TABLE_SIZE;
    const tie = finalTie(lines, new Set([...missed].map(nameKey)), size);
    let final: string[];
    const added: Ruling[] = [];
    if (tie) {
      const reason = typeof opts.pickReason === 'string' ? opts.pickReason.trim() : '';
      const chosen = opts.pick ? picked(tie, opts.pick) : null;
      if (!opts.pick || opts.pick.length === 0) {
        const p = problem(ctx, 'error', 'prefFinalTie', {
          names: tie.tied.join(', '),
          rating: tie.rating,
          whists: tie.whists,
          seats: tie.seats,
        });
        return refuse(p.message, [p], { players: [], leftOut: [], order, tie });
      }
      if (!chosen) {
        const p = problem(ctx, 'error', 'prefFinalPickBad', {
          seats: tie.seats,
          names: tie.tied.join(', '),
          given: opts.pick,
        });
        return refuse(p.message, [p], { players: [], leftOut: [], order, tie });
      }
      if (reason === '') {
        const p = problem(ctx, 'error', 'prefReasonMissing');
        return refuse(p.message, [p], { players: [], leftOut: [], order, tie });
      }
      final = order.filter((p) => tie.certain.includes(p) || chosen.includes(p));
      const at = recordedAt(ctx);
      for (const p of chosen)
        added.push({
          tour: 'final',
          table: null,
          player: p,
          kind: 'finalPick',
          detail: tie.tied.join(', '),
          points: null,
          whists: null,
          reason,
          at,
        });
    } else final = finalTable(order, missed, size);
    const lastIn = order.indexOf(final[final.length - 1] as string);
    const leftOut = order.slice(0, lastIn).filter((p) => missed.has(p));
    const name = nameFor(ctx, 'pref.final');
    const plan = finalPlan({ lang: ctx.lang, name, players: final, pool: opts.pool, tours: opts.tours, leftOut });
    // The committee's pick and its reason show on the standings sheet too (Art. 17 item 5).
    const standings = added.length > 0 ? standingsNow(ctx, [...rulings, ...added], opts.tours) : null;
    const sheets = applyWithRulings(ctx, standings ? [plan, standings] : [plan], added, rulings);
    return {
      ok: true,
      message: say(ctx, 'prefFinalDone', { players: final.join(', ') }),
      problems: [],
      sheets,
      data: { players: final, leftOut, order, ...(tie ? { tie } : {}) },
    };
  });
}
