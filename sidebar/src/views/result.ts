/**
 * The result box: the last action's result (its title, message, sheets written, problems, a draw's
 * groups, a seating's tables, who an admitted list leaves out), its confirm / admit / close buttons
 * and a pointer to the game's next step. It is built once per result — a polite live region rebuilt
 * on every render would be read again by a screen reader —, later renders only update its buttons
 * and the pointer.
 */
import type { ActionResult } from '../../../src/sheets/api';
import { confirmation, proposalOf, type Request } from '../actions';
import { button, el, replaceChildren, type Child } from '../dom';
import type { Shown } from '../state';
import { nextStep, plan, type GameId, type Step } from '../steps';
import type { Ui } from '../ui';
import { flagsBox, gameFlags } from './flags';
import { forecastPanel } from './forecast';
import { problemList } from './problems';
import { stepLabel } from './words';

/** Groups of a draw, tables of a seating: the lists a success carries. */
function dataLists(ui: Ui, data: unknown): Child {
  if (!data || typeof data !== 'object') return null;
  const d = data as { groups?: unknown; tables?: unknown };
  const name = (x: unknown) => (typeof x === 'string' || typeof x === 'number' ? String(x) : '');
  const lists: { head: string; players: string[] }[] = [];
  if (Array.isArray(d.groups))
    for (const g of d.groups as { letter?: unknown; players?: unknown }[])
      if (Array.isArray(g.players))
        lists.push({ head: ui.t('group', { g: name(g.letter) }), players: g.players.map(String) });
  if (Array.isArray(d.tables))
    for (const tb of d.tables as { label?: unknown; players?: unknown }[])
      if (Array.isArray(tb.players))
        lists.push({ head: ui.t('table', { t: name(tb.label) }), players: tb.players.map(String) });
  if (lists.length === 0) return null;
  return el(
    'ul',
    { class: 'lists' },
    ...lists.map((l) => el('li', {}, el('strong', {}, l.head), ' ', l.players.join(', '))),
  );
}

/** The result box's button of `action` (confirm, admit): runs `request`. */
function resultButton(ui: Ui, action: string, request: Request): HTMLButtonElement {
  return button(
    {
      class: 'primary',
      'data-action': action,
      'data-game': request.game ?? undefined,
      'data-tour': request.tour,
      on: { click: () => ui.run(request) },
    },
    ui.t(action === 'confirm' ? 'confirm' : 'admitConfirm'),
  );
}

/** An action's result: refused, to confirm, or done. */
function actionResult(
  ui: Ui,
  shown: { request: Request | null; result: ActionResult },
  title: Child,
  dismiss: HTMLButtonElement,
): void {
  const { t, page } = ui;
  const { result, request } = shown;
  // refused for flagged play-off matches: said once, short; the matches and their answers follow as the next step
  const flagged =
    !result.ok &&
    result.problems.some((p) => p.code === 'playoffFlag') &&
    result.problems.every((p) => p.code === 'playoffFlag' || p.code === 'stageIncomplete');
  page.result.className = `result ${result.ok ? 'result--ok' : result.needsConfirmation ? 'result--confirm' : 'result--refused'}`;
  const confirm =
    result.needsConfirmation && request ? resultButton(ui, 'confirm', confirmation(request, result.data)) : null;
  // A check that proposes the admitted list (Art. 2 item 5): who it leaves out, and the committee's confirmation.
  const proposal = request && request.action === 'check' ? proposalOf(result.data) : null;
  const admit =
    proposal && request
      ? resultButton(ui, 'admit', { action: 'admit', game: request.game, token: proposal.token })
      : null;
  replaceChildren(
    page.result,
    title,
    el('p', { class: 'message' }, flagged ? t('flagsRefused') : result.message),
    result.sheets.length > 0
      ? el('p', { class: 'sheets' }, t('sheetsWritten', { sheets: result.sheets.join(', ') }))
      : null,
    flagged ? null : problemList(ui, result.message, result.problems),
    result.ok ? dataLists(ui, result.data) : null,
    result.ok ? forecastPanel(ui, result.data) : null,
    proposal
      ? el(
          'ul',
          { class: 'lists', 'data-role': 'admission' },
          el(
            'li',
            {},
            el('strong', {}, t('admitLeftOut', { n: proposal.leftOut.length })),
            ' ',
            proposal.leftOut.join(', '),
          ),
        )
      : null,
    // a confirmation is itself the next step: no pointer elsewhere
    confirm || admit ? null : page.next,
    el('div', { class: 'buttons' }, confirm, admit, dismiss),
  );
  page.buttons = [confirm, admit, dismiss].filter((b): b is HTMLButtonElement => b !== null);
  replaceChildren(page.next);
  page.nextKey = null;
}

/** Builds the result box for `state.shown` (once per result). */
export function buildResult(ui: Ui): void {
  const { s, t, page } = ui;
  const shown = s.shown;
  const box = page.result;
  box.hidden = shown === null;
  page.buttons = [];
  if (!shown) {
    replaceChildren(box);
    return;
  }
  const dismiss = button(
    { class: 'dismiss', 'data-action': 'dismiss', on: { click: () => dismissResult(ui) } },
    t('dismiss'),
  );
  const title = shown.title ? el('p', { class: 'title' }, shown.title) : null;
  if (shown.kind === 'result') {
    actionResult(ui, shown, title, dismiss);
    return;
  }
  box.className = 'result result--refused';
  replaceChildren(
    box,
    title,
    el('p', { class: 'message' }, t('infraFailed')),
    el('p', { class: 'detail' }, t('detail', { detail: shown.detail })),
    el('div', { class: 'buttons' }, dismiss),
  );
  page.buttons = [dismiss];
}

/** The game's next step after the shown result's action, once the status is in and no call runs. */
function nextAfter(ui: Ui): Step | null {
  const { s } = ui;
  const request = s.shown?.request;
  return request && s.status && !s.busy ? nextStep(plan(s.status, s.session), request.game) : null;
}

/** The game whose flagged play-off matches the result box shows (answering them is its next step), or null. */
export function flagsInResult(ui: Ui): GameId | null {
  const step = nextAfter(ui);
  return step?.action === 'resolve-flags' ? step.game : null;
}

/**
 * The buttons of the result box follow the busy state; the pointer follows the status: a link to
 * the game's next step, or, when that is answering flagged play-off matches, the matches
 * themselves with their buttons (rebuilt only when they, the busy state or a pending "clear" change).
 */
export function syncResult(ui: Ui): void {
  const { page, s, t } = ui;
  for (const b of page.buttons) b.disabled = !!s.busy;
  const step = nextAfter(ui);
  const flags = step?.action === 'resolve-flags' ? gameFlags(s.status, step.game) : [];
  const text = step ? t('nextStepIs', { step: stepLabel(ui, step) }) : '';
  const key = flags.length > 0 ? JSON.stringify([text, flags, s.pendingClear, !!s.busy]) : text;
  if (page.nextKey === key) return;
  page.nextKey = key;
  replaceChildren(
    page.next,
    flags.length > 0
      ? flagsBox(ui, flags, text)
      : step
        ? button({ class: 'link', 'data-role': 'next-step', on: { click: () => focusStep(ui, step) } }, text)
        : null,
  );
}

/** Shows a result (null: none), takes the focus to it and scrolls it into view. */
export function show(ui: Ui, shown: Shown | null): void {
  const box = ui.page.result;
  ui.s.shown = shown;
  buildResult(ui);
  syncResult(ui);
  if (shown) {
    box.scrollIntoView?.({ block: 'start' });
    box.focus({ preventScroll: true });
  }
}

/** Closes the result; the focus goes to the game's next step (or to Refresh). */
function dismissResult(ui: Ui): void {
  // (Close is disabled while a call runs: the next step is the one the pointer shows)
  const step = nextAfter(ui);
  show(ui, null);
  if (!step || !focusStep(ui, step)) ui.page.refreshButton.focus();
}

/** Scrolls a step into view and focuses its button; false when it is not on the page. */
function focusStep(ui: Ui, step: Step): boolean {
  let selector = `button[data-action="${step.action}"]`;
  if (step.game) selector += `[data-game="${step.game}"]`;
  if (step.tour !== undefined) selector += `[data-tour="${step.tour}"]`;
  const button = ui.page.sections.querySelector<HTMLButtonElement>(selector);
  if (!button) return false;
  button.closest('li')?.scrollIntoView?.({ block: 'center' });
  button.focus({ preventScroll: true });
  return true;
}
