/**
 * The final refused for a tie at its last seat (under the seat-final step): the tied players as
 * checkboxes (exactly `seats` to tick: the others are disabled once that many are), who goes in any
 * case, the reason, and the button that seats the final with that pick.
 */
import { button, el } from '../dom';
import type { FinalTie } from '../rulings';
import { pickRequest, togglePick } from '../state';
import type { Ui } from '../ui';
import { clearsError, inputId, MAX_TEXT, textInput } from './fields';

function pressPick(ui: Ui): void {
  const { s } = ui;
  if (s.busy || !s.tie) return;
  const request = pickRequest(s);
  if (request) ui.run(request);
  else ui.redraw(s.pickError === 'count' ? 'in-tie-pick-0' : inputId('tie:reason'));
}

/** The checkbox of a tied player (the k-th); `sync` updates the count and the boxes still allowed. */
function pickBox(ui: Ui, name: string, k: number, sync: () => void): HTMLInputElement {
  const { s } = ui;
  const count = s.pickError === 'count';
  return el('input', {
    id: `in-tie-pick-${k}`,
    type: 'checkbox',
    'data-input': 'pick',
    value: name,
    checked: s.pick.includes(name),
    'aria-invalid': count ? 'true' : undefined,
    'aria-describedby': count ? 'in-tie-pick-error' : undefined,
    on: {
      change: (e) => {
        togglePick(s, name, (e.target as HTMLInputElement).checked);
        sync();
      },
    },
  });
}

export function tieBox(ui: Ui, tie: FinalTie): HTMLElement {
  const { s, t } = ui;
  const busy = !!s.busy;
  const counter = el('small', { class: 'tie-count', 'data-role': 'tie-count', 'aria-live': 'polite' });
  const boxes: HTMLInputElement[] = [];
  const sync = (): void => {
    counter.textContent = t('tieChosen', { n: s.pick.length, seats: tie.seats });
    for (const b of boxes) b.disabled = busy || (!b.checked && s.pick.length >= tie.seats);
  };
  const items = tie.tied.map((name, k) => {
    const box = pickBox(ui, name, k, sync);
    boxes.push(box);
    return el('li', {}, el('label', { class: 'check', for: `in-tie-pick-${k}` }, box, el('span', {}, name)));
  });
  sync();
  return el(
    'div',
    { class: 'tie', 'data-role': 'tie', role: 'group', 'aria-labelledby': 'h-tie' },
    el('h3', { id: 'h-tie' }, t('tieTitle')),
    el('small', {}, t('tieHint', { rating: tie.rating, whists: tie.whists, seats: tie.seats })),
    tie.certain.length > 0 ? el('small', {}, t('tieCertain', { names: tie.certain.join(', ') })) : null,
    el('ul', { class: 'picks' }, ...items),
    counter,
    s.pickError === 'count'
      ? el('small', { id: 'in-tie-pick-error', class: 'field-error' }, t('tiePickBad', { seats: tie.seats }))
      : null,
    textInput(ui, {
      key: 'tie:reason',
      label: t('tieReason'),
      kind: 'pick-reason',
      enter: () => pressPick(ui),
      error: s.pickError === 'reason' ? t('rulingReasonMissing') : null,
      attrs: clearsError(ui, 'pick-reason', { maxlength: MAX_TEXT }),
    }),
    button(
      {
        class: 'primary',
        'data-action': 'seat-final-pick',
        'data-game': 'preference',
        disabled: busy,
        on: { click: () => pressPick(ui) },
      },
      t('tieButton'),
    ),
  );
}
