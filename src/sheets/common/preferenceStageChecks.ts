/**
 * Whether a preference stage is decided — a tour, the final, the standings: their sheets seen in
 * the rules' terms (../../rules/stageDecided.ts `openTour`, `openFinal`, `openStandings`), and what
 * is missing said to the committee with the pool and mountain cells to type, where they are now.
 */
import { openFinal, openStandings, openTour } from '../../rules/stageDecided';
import { findSheet, problem, say, type Ctx, type ProblemView } from '../context';
import { finalFromValues } from '../kinds/finalSheet';
import { overTargetParams, type TableRecord } from '../kinds/tableBlock';
import { readTour, tourFromValues, type TourRecord } from '../kinds/tourSheet';
import { undecided, type StageCheck } from './stageCheck';

/** The pool and mountain cells of a table left empty, in seat order, where they are now ("Sheet!J7"). */
function emptyEntries(name: string, t: TableRecord): string[] {
  const out: string[] = [];
  t.players.forEach((_, k) => {
    if (t.pools[k] === null) out.push(`${name}!${t.poolCells[k]}`);
    if (t.mountains[k] === null) out.push(`${name}!${t.mountainCells[k]}`);
  });
  return out;
}

/** A pool above the target, said with the help it should have given, at the pool's cell. */
function overTarget(ctx: Ctx, t: TableRecord, sheet: string): ProblemView[] {
  const params = overTargetParams(t, sheet, ctx.lang);
  return params ? [problem(ctx, 'error', 'prefPoolOverTarget', params, `${sheet}!${String(params.cell)}`)] : [];
}

/** A preference tour: a pool above the target, "nothing entered yet", or the tables still missing a pool or a mountain. */
function tourOpen(ctx: Ctx, rec: TourRecord): { detail: string; items: ProblemView[] } | null {
  const open = openTour({
    tables: rec.tables.map((t) => ({ t, complete: t.complete, overTarget: t.overTarget.length > 0 })),
    complete: rec.complete,
    typed: rec.typed,
  });
  if (!open) return null;
  if (open.kind === 'overTarget') {
    const over = open.tables.flatMap(({ t }) => overTarget(ctx, t, rec.sheet));
    return { detail: over[0]?.message ?? '', items: over };
  }
  if (open.kind === 'empty') {
    const first = rec.tables[0];
    const cell = first ? emptyEntries(rec.sheet, first)[0] : undefined;
    const p = problem(ctx, 'error', 'openTourEmpty', { sheet: rec.sheet, tables: rec.tables.length }, cell);
    return { detail: p.message, items: [p] };
  }
  const tables = open.open.map(({ t }) => t);
  const items = tables.map((t) => {
    const empty = emptyEntries(rec.sheet, t);
    return problem(ctx, 'error', 'openTourTable', { table: t.label, count: empty.length }, empty[0]);
  });
  return { detail: say(ctx, 'openTourTables', { tour: rec.n, tables: tables.map((t) => t.label).join(', ') }), items };
}

/** A preference tour: read as finalize read it (closed to typing), where its rows and columns are now. */
export function tourStageCheck(ctx: Ctx, name: string, n: number): StageCheck {
  return (read) => {
    const open = tourOpen(ctx, tourFromValues(read.get(name) ?? { values: [] }, name, n, ctx.lang));
    return open && undecided(ctx, open.detail, open.items);
  };
}

/** The final: read as finalize read it, where its rows and columns are now. */
export function finalStageCheck(ctx: Ctx, name: string): StageCheck {
  return (read) => {
    const t = finalFromValues(read.get(name) ?? { values: [] }, name, ctx.lang).table;
    const open = openFinal({ ...t, overTarget: t.overTarget.length > 0 });
    if (!open) return null;
    const names = (seats: readonly number[]) => seats.map((k) => t.players[k]).join(', ');
    const empty = emptyEntries(name, t);
    const p =
      open.kind === 'overTarget'
        ? (overTarget(ctx, t, name)[0] as ProblemView)
        : open.kind === 'short'
          ? // Typed to the end but some pool short of the target: the final goes on (Art. 16 item 15).
            problem(
              ctx,
              'error',
              'openFinalShort',
              { target: t.target, names: names(open.seats) },
              `${name}!${t.poolCells[t.pools.findIndex((x) => (x as number) < t.target)]}`,
            )
          : open.kind === 'part'
            ? problem(ctx, 'error', 'openFinalPart', { names: names(open.seats) }, empty[0])
            : problem(ctx, 'error', 'openFinalEmpty', { sheet: name }, empty[0]);
    return undecided(ctx, p.message, [p]);
  };
}

/** The standings: after the last tour only — names the tours not seated and those not complete. */
export function standingsStageCheck(ctx: Ctx, tours: number): StageCheck {
  return () => {
    const seenTours: { n: number; seated: boolean; complete: boolean; rec: TourRecord | null }[] = [];
    for (let k = 1; k <= tours; k++) {
      const sheet = findSheet(ctx, 'pref.tour', { n: k });
      const rec = sheet ? readTour(sheet, k, ctx.lang) : null;
      seenTours.push({ n: k, seated: rec !== null, complete: rec?.complete ?? false, rec });
    }
    const open = openStandings(seenTours);
    if (!open) return null;
    const parts: string[] = [];
    const items: ProblemView[] = [];
    const incomplete = open.incomplete.map((x) => x.rec as TourRecord);
    if (incomplete.length > 0) {
      parts.push(say(ctx, 'openToursIncomplete', { tours: incomplete.map((r) => r.n).join(', ') }));
      for (const rec of incomplete) {
        const tables = rec.tables.filter((t) => !t.complete);
        const first = tables[0];
        const params = { tour: rec.n, tables: tables.map((t) => t.label).join(', ') };
        items.push(
          problem(ctx, 'error', 'openTourTables', params, first ? emptyEntries(rec.sheet, first)[0] : undefined),
        );
      }
    }
    if (open.unseated.length > 0) {
      const p = problem(ctx, 'error', 'openToursUnseated', { tours: open.unseated.map((x) => x.n).join(', ') });
      parts.push(p.message);
      items.push(p);
    }
    return undecided(ctx, say(ctx, 'openStandings', { items: parts.join('; ') }), items);
  };
}
