/**
 * The play-off matches whose note flags something: a result typed for another pairing (confirm it
 * for the players routed there now, or clear it — after a second press), or a shoot-out to fix on
 * the sheet. Each names its match and says what the sheet says. Shown once: in the result box when
 * answering them is the game's next step (views/result.ts), else above the game's steps.
 */
import type { Status } from '../../../src/sheets/api';
import { button, el } from '../dom';
import type { GameId } from '../steps';
import type { Ui } from '../ui';
import { where } from './problems';

type Flag = Status['playoffFlags'][number];

/** Confirm, and clear (first "clear?", then "yes, clear"). */
function flagButtons(ui: Ui, f: Flag): HTMLElement {
  const { s, t } = ui;
  const key = `${f.game}:${f.match}`;
  const flagButton = (action: string, text: string, click: () => void, danger = false) =>
    button(
      {
        class: danger ? 'danger' : undefined,
        'data-action': action,
        'data-game': f.game,
        'data-match': f.match,
        disabled: !!s.busy,
        on: { click },
      },
      text,
    );
  const resolve = (action: 'resolve-confirm' | 'resolve-clear') => ui.run({ action, game: f.game, match: f.match });
  return el(
    'div',
    { class: 'buttons' },
    flagButton('resolve-confirm', t('resolveConfirm'), () => resolve('resolve-confirm')),
    s.pendingClear === key
      ? flagButton(
          'resolve-clear',
          t('resolveClearSure'),
          () => {
            s.pendingClear = null;
            resolve('resolve-clear');
          },
          true,
        )
      : flagButton('resolve-clear-ask', t('resolveClear'), () => {
          s.pendingClear = key;
          ui.redraw();
        }),
  );
}

function flagItem(ui: Ui, f: Flag): HTMLElement {
  return el(
    'li',
    { class: 'flag', 'data-match': f.match },
    el('strong', {}, ui.t('flagMatch', { match: f.label })),
    ' ',
    el('span', { class: 'problem-text' }, f.note),
    ' ',
    el('span', { class: 'cell' }, where(ui, f.cell)),
    f.kind === 'pairing'
      ? flagButtons(ui, f)
      : el('small', { class: 'hint' }, ui.t(f.kind === 'notReady' ? 'flagNotReady' : 'resolveFixOnSheet')),
  );
}

/** The flagged matches of a game (none when there is no status). */
export function gameFlags(status: Status | null, game: GameId | null): Flag[] {
  return (status?.playoffFlags ?? []).filter((f) => f.game === game);
}

/** The flags box: `title` over the flagged matches of the game, each with its answers. */
export function flagsBox(ui: Ui, flags: readonly Flag[], title: string): HTMLElement | null {
  if (flags.length === 0) return null;
  return el(
    'div',
    { class: 'flags', 'data-role': 'flags' },
    el('h3', {}, title),
    el('ul', { class: 'problems' }, ...flags.map((f) => flagItem(ui, f))),
  );
}
