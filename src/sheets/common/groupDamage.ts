/**
 * A group sheet whose rows cannot be trusted (../kinds/groupSheet.ts `GroupSheetDamage`) refuses,
 * saying what is lost, moved or changed: nothing is written into a row that may be another match's
 * (withdrawal) and nothing is judged from it (finalize).
 */
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import type { Ctx } from '../context';
import { describeAnchor, describeAnchors, refuseIfDamaged } from '../damage';
import type { LocatedGroupSheet } from '../kinds/groupSheet';

export function refuseGroupDamage(ctx: Ctx, sheet: string, located: LocatedGroupSheet): void {
  refuseIfDamaged(sheet, located.view, ctx.lang);
  const d = located.damage;
  if (!d) return;
  if (d.kind === 'notReady') fail('notReady', { sheet, cell: d.cell, found: d.shown });
  if (d.kind === 'lost') fail('rowsLost', { sheet, what: describeAnchors(d.ids, ctx.lang) });
  if (d.kind === 'disordered') fail('rowsMoved', { sheet, what: describeAnchors(d.ids, ctx.lang) });
  const what = describeAnchor(`m:${d.match.letter}:${d.match.k}`, ctx.lang);
  if (d.kind === 'mismatch')
    fail('rowMismatch', {
      sheet,
      cell: d.cell,
      shown: quoted(d.shown, ctx.lang),
      what,
      expected: quoted(`${d.match.a} – ${d.match.b}`, ctx.lang),
    });
  fail('partyRowsSplit', { sheet, cell: d.cell, what });
}

/** A text quoted as the language quotes it. */
export function quoted(s: string, lang: Lang): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}
