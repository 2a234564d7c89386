/**
 * The sidebar's entry: makes the state (state.ts), the page (views/) and the calls (calls.ts), wires
 * them through one `Ui`, renders, and asks for the status. Every word comes from
 * src/i18n/messages-ui.ts; everything from the spreadsheet is inserted as text (dom.ts).
 */
import { SIDEBAR_TEXT, uiText } from '../../src/i18n/messages-ui';
import { langOf } from './actions';
import { refresh, run, toggleCard } from './calls';
import { initialState } from './state';
import type { Ui } from './ui';
import { createPage, render } from './views/page';
import { syncResult } from './views/result';
import { renderSections } from './views/sections';

function start(): void {
  const s = initialState(langOf(typeof navigator === 'undefined' ? '' : navigator.language));
  const ui: Ui = {
    s,
    t: (key, params) => uiText(SIDEBAR_TEXT, key, s.lang, params),
    page: createPage(() => refresh(ui)),
    run: (request, step) => run(ui, request, step),
    refresh: () => refresh(ui),
    toggleCard: () => toggleCard(ui),
    redraw: (focus) => {
      syncResult(ui); // the flags in the result box follow a pending "clear" too
      renderSections(ui, focus);
    },
  };
  render(ui);
  refresh(ui);
}

start();
