/**
 * The referee card "how to type a deal" (docs/referee-card.md), at the end of the preference
 * section: a button that shows or hides it, and the card as read in the tournament language —
 * headings, paragraphs, lists and tables, `code` spans as <code>.
 */
import type { CardBlock } from '../../../src/refereeCard';
import { button, el, type Child } from '../dom';
import type { Ui } from '../ui';

/** Text with its `code` spans. */
const inline = (text: string): Child[] => text.split('`').map((s, i) => (i % 2 ? el('code', {}, s) : s));

function cardBlock(b: CardBlock): HTMLElement {
  if ('h' in b) return el('h4', {}, ...inline(b.h));
  if ('p' in b) return el('p', {}, ...inline(b.p));
  if ('ul' in b) return el('ul', {}, ...b.ul.map((x) => el('li', {}, ...inline(x))));
  const [head = [], ...rows] = b.table;
  const row = (cells: string[], tag: 'th' | 'td') => el('tr', {}, ...cells.map((x) => el(tag, {}, ...inline(x))));
  // A wide table (the examples) would not fit 300 px: its last column (what is written) goes under each row.
  const n = head.length - 1;
  const body =
    n > 3
      ? rows.flatMap((r) => [
          row(r.slice(0, n), 'td'),
          el('tr', { class: 'under' }, el('td', { colspan: n }, ...inline(r[n] ?? ''))),
        ])
      : rows.map((r) => row(r, 'td'));
  return el(
    'div',
    { class: 'scroll' },
    el('table', {}, el('thead', {}, row(n > 3 ? head.slice(0, n) : head, 'th')), el('tbody', {}, ...body)),
  );
}

export function cardBox(ui: Ui): HTMLElement {
  const c = ui.s.card;
  const shown = c.open && c.data?.lang === ui.s.lang ? c.data : null;
  return el(
    'div',
    { class: 'card' },
    button(
      {
        id: 'card-toggle',
        class: 'link',
        'data-action': 'card',
        'aria-expanded': String(c.open),
        on: { click: () => ui.toggleCard() },
      },
      ui.t(c.open ? 'cardHide' : 'cardShow'),
    ),
    c.open && !shown ? el('p', { class: 'hint', role: 'status' }, c.error ?? '…') : null,
    shown
      ? el(
          'section',
          { 'data-role': 'card', lang: shown.lang, 'aria-label': shown.title },
          el('h3', {}, shown.title),
          ...shown.blocks.map(cardBlock),
        )
      : null,
  );
}
