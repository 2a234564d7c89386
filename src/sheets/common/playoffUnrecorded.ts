/**
 * The play-off memory's fallback (issue 22 item 4). The memory is written by the simple onEdit
 * trigger, which Google documents to queue at most two events ("The onEdit() trigger only queues
 * up to 2 trigger events"): a result typed while events are dropped has no memory, and would be
 * credited to whoever is routed there when it is next seen. When the self-check found that edits
 * may not all reach the trigger (or could not tell), such a result is never credited without the
 * committee being asked: the status lists it as a pairing to confirm or clear, and finalize
 * refuses it instead of recording who is routed there now.
 */
import { formatMessage } from '../../i18n/format';
import { isErrorValue } from '../fingerprint';
import type { BracketMatchCells } from '../kinds/bracketSheet';
import { cellText } from '../context';
import { distrusted } from '../selfCheckState';
import type { SheetIndex } from '../sheetIndex';
import type { Lang } from '../../i18n/messages';
import { resultTyped, type LocatedBracket } from './bracket';

/** Whether the trigger may have missed edits: the self-check found so, or could not tell. */
export function editsUnreliable(ctx: { sheets: SheetIndex }): boolean {
  return distrusted(ctx, 'edit.burst') || distrusted(ctx, 'edit.dropdown');
}

export interface Unrecorded {
  match: BracketMatchCells;
  /** the players routed there now */
  a: string;
  b: string;
}

/** Results typed whose players were never recorded, both players known now. */
export function unrecordedResults(located: Pick<LocatedBracket, 'view' | 'layout'>): Unrecorded[] {
  const { view, layout } = located;
  const text = (r: { row: number; col: number }) => cellText(view.values[r.row]?.[r.col]);
  const out: Unrecorded[] = [];
  for (const m of layout.matches) {
    if (view.row(m.row) === undefined || !resultTyped(view, m)) continue;
    if (text(m.memA) !== '' || text(m.memB) !== '') continue;
    const a = text(m.a);
    const b = text(m.b);
    if (a === '' || b === '' || isErrorValue(a) || isErrorValue(b)) continue;
    out.push({ match: m, a, b });
  }
  return out;
}

/** The note the status shows for one (the sheet's note cell is empty). */
export function unrecordedNote(u: Unrecorded, lang: Lang): string {
  return formatMessage('bracketNoteUnrecorded', { a: u.a, b: u.b }, lang);
}
