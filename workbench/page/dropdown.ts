/**
 * The drop-down of a cell whose data validation is a list (pure: no DOM). What Google Sheets
 * offers under such a cell: the rule's items, narrowed as one types — those that start with the
 * text first, then those that contain it, ignoring case — with the one Enter or Tab would take
 * marked. Enter takes the marked item only when the choice is plain: the item typed exactly (in
 * any case: it is written as the list spells it), the one item that starts with the text (or, when
 * none does, the one that contains it), or the one the arrows chose; otherwise what was typed is
 * sent as it is, and the cell's rule accepts or refuses it.
 */

export interface Offer {
  /** the items shown, in this order */
  shown: string[];
  /** the index in `shown` Enter / Tab would take, or -1 (the text goes as typed) */
  active: number;
}

const fold = (s: string): string => s.trim().toLocaleLowerCase();

/**
 * The items offered for `typed`. `all` (the editor opened on the cell's own value, nothing typed
 * yet) shows every item, the current one marked.
 */
export function offer(items: readonly string[], typed: string, all = false): Offer {
  const q = fold(typed);
  if (all || q === '') {
    const at = q === '' ? -1 : items.findIndex((x) => fold(x) === q);
    return { shown: items.slice(), active: at };
  }
  const starts = items.filter((x) => fold(x).startsWith(q));
  const contains = items.filter((x) => !fold(x).startsWith(q) && fold(x).includes(q));
  const shown = [...starts, ...contains];
  const exact = shown.findIndex((x) => fold(x) === q);
  const plain = starts.length === 1 || (starts.length === 0 && contains.length === 1);
  return { shown, active: exact >= 0 ? exact : plain ? 0 : -1 };
}

/** The mark moved by the arrows: down from nothing to the first, up from nothing to the last, no wrapping. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step > 0 ? 0 : count - 1;
  return Math.max(0, Math.min(count - 1, active + step));
}
