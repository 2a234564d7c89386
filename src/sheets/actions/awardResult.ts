/**
 * Preference: a result awarded to a table by the referee (Art. 17 item 7: "судья вправе присудить
 * результат в спорной ситуации за игровым столом по своему усмотрению"; violations code 11.2). It
 * replaces the table's computed result everywhere the result is used — the table's result column,
 * the tour's rating (PREF_RATING), the standings and the next tour's seating (the add-on's own
 * reading of the table) — so nothing is seated from another truth than the one displayed. Whole
 * whists, one per seat, summing to 0 (whists won equal whists lost, Code 4.2.12); with a reason.
 * A later award replaces an earlier one (both stay on the rulings sheet).
 */
import { fail } from '../../rules/errors';
import { problem, say, withLock, type ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg } from '../common/args';
import { refuse } from '../common/results';
import { openTables, reasonArg, recordedAt, seatedTables, tableOf, tourArg, writeRuling } from '../common/tableRuling';

export interface AwardRequest {
  tour: number | 'final';
  table: string | number;
  /** whole whists by seat, summing to 0 */
  whists: (number | string)[];
  reason: string;
}

export interface AwardData {
  table: string;
  players: string[];
  whists: number[];
}

function whole(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v.trim().replace(/\u2212/g, '-')) : v;
  return typeof n === 'number' &&
    Number.isInteger(n) &&
    Math.abs(n) <= 100000 &&
    !(typeof v === 'string' && v.trim() === '')
    ? n
    : null;
}

export function awardResult(services: Services, request: unknown): ActionResult<AwardData> {
  const ctx = openCtx(services);
  const req = parseArg(ctx, argSchemas().award, request);
  if ('refusal' in req) return req.refusal;
  const r = req.data;
  const t = tourArg(ctx, r.tour);
  if ('refusal' in t) return t.refusal;
  const why = reasonArg(ctx, r.reason);
  if ('refusal' in why) return why.refusal;
  // A table label is text or a number ("2", 2); anything else is described in the refusal, never "[object Object]".
  const asked = r.table;
  const label =
    t.tour === 'final'
      ? '1'
      : typeof asked === 'string'
        ? asked.trim()
        : typeof asked === 'number' && Number.isFinite(asked)
          ? String(asked)
          : null;
  return withLock(ctx, () => {
    const sheet = openTables(ctx, t.tour);
    const tables = seatedTables(sheet);
    if (label === null)
      fail('prefNoTable', {
        sheet: sheet.sheet.getName(),
        table: asked,
        tables: tables.map((x) => x.label).join(', '),
      });
    const table = tableOf(sheet, tables, label);
    const given = Array.isArray(r.whists) ? r.whists.map(whole) : [];
    if (
      given.length !== table.players.length ||
      given.some((w) => w === null) ||
      (given as number[]).reduce((s, w) => s + w, 0) !== 0
    ) {
      const p = problem(ctx, 'error', 'prefAwardBad', { table: label, count: table.players.length, given: r.whists });
      return refuse(p.message, [p]);
    }
    const whists = given as number[];
    table.awarded = whists;
    const at = recordedAt(ctx);
    const sheets = writeRuling(
      ctx,
      sheet,
      tables,
      table.players.map((player, k) => ({
        tour: t.tour,
        table: label,
        player,
        kind: 'awarded' as const,
        detail: '',
        points: null,
        whists: whists[k] as number,
        reason: why.text,
        at,
      })),
    );
    const result = table.players.map((p, k) => `${p} ${(whists[k] as number) > 0 ? '+' : ''}${whists[k]}`).join(', ');
    return {
      ok: true,
      message: say(ctx, 'prefAwardDone', { table: label, sheet: sheet.sheet.getName(), result }),
      problems: [],
      sheets,
      data: { table: label, players: table.players, whists },
    };
  });
}
