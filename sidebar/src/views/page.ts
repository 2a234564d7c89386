/**
 * The page's frame, made once: the toolbar (Refresh and the busy line), the result box and the
 * sections; and `render`, which brings all of it up to date with the state.
 */
import { button, el, replaceChildren } from '../dom';
import type { Page, Ui } from '../ui';
import { syncResult } from './result';
import { renderSections } from './sections';

/** After this long the busy line also shows the seconds so far. */
const SHOW_ELAPSED_MS = 1500;

/** Makes the page's parts inside `main#app` (made if the page has none). */
export function createPage(refresh: () => void): Page {
  const app = document.getElementById('app') ?? document.body.appendChild(el('main', { id: 'app' }));
  const busyLabel = el('span', { class: 'busy-label' });
  const busyTime = el('span', { class: 'busy-time', 'aria-hidden': 'true' });
  const busyBox = el(
    'div',
    { class: 'busy', 'data-role': 'busy', role: 'status', hidden: true },
    el('span', { class: 'spinner', 'aria-hidden': 'true' }),
    busyLabel,
    busyTime,
  );
  const refreshButton = button({ class: 'refresh', 'data-action': 'refresh', on: { click: refresh } });
  const resultBox = el('section', {
    class: 'result',
    'data-role': 'result',
    'aria-live': 'polite',
    tabindex: '-1',
    hidden: true,
  });
  const stepsBox = el('div', { class: 'sections' });
  replaceChildren(app, el('div', { class: 'toolbar' }, refreshButton, busyBox), resultBox, stepsBox);
  const nextBox = el('div', { class: 'next' });
  return {
    app,
    refreshButton,
    busy: busyBox,
    busyLabel,
    busyTime,
    result: resultBox,
    next: nextBox,
    nextKey: null,
    buttons: [],
    sections: stepsBox,
  };
}

/** The busy line: the action's name, and the seconds so far once past SHOW_ELAPSED_MS. */
export function renderBusy(ui: Ui): void {
  const { busy } = ui.s;
  const { busy: busyBox, busyLabel, busyTime } = ui.page;
  busyBox.hidden = busy === null;
  if (!busy) return;
  busyLabel.textContent = busy.label;
  const ms = Date.now() - busy.started;
  busyTime.textContent = ms >= SHOW_ELAPSED_MS ? ui.t('elapsed', { seconds: Math.floor(ms / 1000) }) : '';
}

export function render(ui: Ui): void {
  const { s, page } = ui;
  document.documentElement.lang = s.lang;
  page.app.setAttribute('aria-busy', s.busy ? 'true' : 'false');
  page.refreshButton.textContent = ui.t('refresh');
  page.refreshButton.disabled = !!s.busy;
  renderBusy(ui);
  syncResult(ui);
  renderSections(ui);
}
