/**
 * The page's calls to the server, one at a time: the busy line and its clock while one runs, an
 * action then its result, and after it the fresh status — the one the result carries (`status`),
 * else read with `serverStatus` —; the status on Refresh; the referee card when first opened.
 */
import { serverCall, type Request } from './actions';
import { call, errorText } from './rpc';
import {
  actionAnswered,
  cardAnswered,
  cardToggled,
  isResult,
  refusal,
  statusAnswered,
  type ActionAnswer,
  type State,
} from './state';
import type { Ui } from './ui';
import { render, renderBusy } from './views/page';
import { buildResult, show } from './views/result';
import { actionTitle } from './views/words';

function startBusy(ui: Ui, label: string, step: string | null = null): void {
  const { s } = ui;
  if (s.busy) window.clearInterval(s.busy.timer);
  s.busy = { label, started: Date.now(), timer: window.setInterval(() => renderBusy(ui), 500), step };
  render(ui);
}

function stopBusy(s: State): void {
  if (s.busy) window.clearInterval(s.busy.timer);
  s.busy = null;
}

/** Reads the status again (after an action whose result does not carry it, and on Refresh). */
export function refresh(ui: Ui): void {
  const { s, t } = ui;
  if (s.busy) return;
  startBusy(ui, t('busyStatus'));
  call(
    'serverStatus',
    [],
    (res) => {
      stopBusy(s);
      const failed = statusAnswered(s, res, t('statusFailed'));
      if (failed) show(ui, failed);
      render(ui);
    },
    (error) => {
      stopBusy(s);
      // (an action's result stays: the failure of the status read after it must not hide it)
      if (!s.shown) show(ui, { kind: 'infra', title: t('busyStatus'), request: null, detail: errorText(error) });
      render(ui);
    },
  );
}

/** Runs one action: busy line, then its result inline, then the fresh status. */
export function run(ui: Ui, request: Request, step: string | null = null): void {
  const { s } = ui;
  if (s.busy) return;
  const title = actionTitle(ui, request);
  const { fn, args } = serverCall(request);
  // The previous result goes: it must not pass for the result of this action.
  s.shown = null;
  buildResult(ui);
  startBusy(ui, title, step);
  call(
    fn,
    args,
    (res) => {
      stopBusy(s);
      const result: ActionAnswer = isResult(res) ? res : refusal(errorText(res));
      const statusToRead = actionAnswered(s, request, result);
      show(ui, { kind: 'result', title, request, result });
      if (statusToRead) refresh(ui);
      else render(ui);
    },
    (error) => {
      stopBusy(s);
      show(ui, { kind: 'infra', title, request, detail: errorText(error) });
      refresh(ui);
    },
  );
}

/** Shows or hides the referee card; read with `serverRefereeCard` when not read yet in this language. */
export function toggleCard(ui: Ui): void {
  const { s, t } = ui;
  if (cardToggled(s))
    call(
      'serverRefereeCard',
      [s.lang],
      (res) => {
        cardAnswered(s, res, t('infraFailed'));
        ui.redraw();
      },
      (error) => {
        s.card.error = `${t('infraFailed')} ${errorText(error)}`;
        ui.redraw();
      },
    );
  ui.redraw('card-toggle');
}
