/**
 * Finalize's fallback when Sheets may answer getValues with an old result while a custom
 * function recomputes (self-check "loading.read": an old value was seen, or it could not tell):
 * what is about to be frozen is read again after the longest the self-check saw a result take
 * (at most 5 s), and a cell that changed in between refuses the stage, named — never a stale value
 * frozen into the record. Costs a flush and one read per sheet, only then.
 */
import { formatMessage } from '../../i18n/format';
import { sameCellValue, type ActionResult, type Ctx } from '../context';
import type { CellValue, RangeLike, SheetLike } from '../gas';
import { a1 } from '../plan';
import { selfCheckNote } from '../selfCheckState';
import { refuse } from './results';

const MAX_SETTLE_MS = 5000;
const MIN_SETTLE_MS = 500;

interface Read {
  sheet: SheetLike;
  range: RangeLike;
  values: CellValue[][];
}

/** Whether finalize must read twice: the self-check saw an old value, or could not tell. */
export function mustSettle(ctx: Pick<Ctx, 'sheets'>): boolean {
  const note = selfCheckNote(ctx.sheets);
  return note !== null && (note.stale || note.verdicts['loading.read'] === 'unknown');
}

/** null when nothing changed after the pause; else the refusal naming the cells that did. */
export function settleCheck(ctx: Ctx, read: readonly Read[]): ActionResult<never> | null {
  if (!mustSettle(ctx)) return null;
  const note = selfCheckNote(ctx.sheets);
  const wait = Math.min(MAX_SETTLE_MS, Math.max(MIN_SETTLE_MS, note?.settleMs ?? 0));
  ctx.services.sleep?.(wait);
  ctx.services.app.flush();
  const changed: string[] = [];
  for (const r of read) {
    const again = r.range.getValues();
    r.values.forEach((row, i) =>
      row.forEach((v, j) => {
        if (!sameCellValue(v, again[i]?.[j])) changed.push(`${r.sheet.getName()}!${a1(i, j)}`);
      }),
    );
    r.values = again;
  }
  if (changed.length === 0) return null;
  const message = formatMessage(
    'finalizeStillChanging',
    { count: changed.length, cells: changed.slice(0, 12).join(', ') },
    ctx.lang,
  );
  return refuse(message, [
    { severity: 'error', code: 'finalizeStillChanging', message },
    ...changed
      .slice(0, 12)
      .map((cell) => ({ severity: 'error' as const, code: 'finalizeStillChanging', message: cell, cell })),
  ]);
}
