/**
 * A step's row: its mark, its button, its state in words, and what it needs under it — the seed box
 * of a draw, the name box of a withdrawal, the boxes of a correction, the language of the setup,
 * a tour's progress, the final's tie box, the finalize hint.
 */
import type { SidebarKey } from '../../../src/i18n/messages-ui';
import { withdrawLabelKey, type Lang } from '../actions';
import { button, el, type Child } from '../dom';
import { inputKey, stepRequest } from '../state';
import type { Step } from '../steps';
import type { Ui } from '../ui';
import { inputId, textInput } from './fields';
import { tieBox } from './tie';
import { LANG_KEYS, LANGS, STATE_KEYS, stepLabel } from './words';

/** A step's name on the page ("st-draw-futsal", "st-seat-tour-preference-2"): its state's id is "<name>-state"; `Busy.step` while it runs. */
const stepId = (step: Step): string =>
  `st-${step.action}-${step.game ?? 'setup'}${step.tour === undefined ? '' : `-${step.tour}`}`;

/** The first box of a step whose boxes show only once its button is pressed (a withdrawal, a correction). */
const FORM_FIRST: Partial<Record<Step['action'], string>> = { withdraw: 'player', 'correct-name': 'from' };

/** The step's boxes are shown: it has none, or its button was pressed once. */
const formShown = (ui: Ui, step: Step): boolean =>
  !FORM_FIRST[step.action] || ui.s.forms[inputKey(step, step.action)] === true;

/**
 * The button pressed (or Enter in one of its boxes): the step runs, or its name box found empty
 * takes the focus; a withdrawal's or a correction's first press shows its boxes (they would make
 * the sidebar four screens tall if always there).
 */
function press(ui: Ui, step: Step): void {
  if (!step.enabled || ui.s.busy) return;
  const first = FORM_FIRST[step.action];
  if (first && !formShown(ui, step)) {
    ui.s.forms[inputKey(step, step.action)] = true;
    ui.redraw(inputId(inputKey(step, first)));
    return;
  }
  const request = stepRequest(ui.s, step);
  if ('missing' in request) ui.redraw(inputId(request.missing));
  else ui.run(request, stepId(step));
}

/** A person's new surname, name, patronymic (a team: its new name) after the name as it is on the sheets. */
function correctionFields(ui: Ui, step: Step): Child[] {
  const team = step.game === 'futsal';
  const box = (what: string, label: SidebarKey, error: string | null = null) =>
    textInput(ui, { key: inputKey(step, what), label: ui.t(label), kind: what, enter: () => press(ui, step), error });
  const parts: [string, SidebarKey][] = team
    ? [['team', 'correctTeam']]
    : [
        ['surname', 'correctSurname'],
        ['name', 'correctGiven'],
        ['patronymic', 'correctPatronymic'],
      ];
  return [
    box(
      'from',
      team ? 'correctFromTeam' : 'correctFrom',
      ui.s.missing[inputKey(step, 'from')] ? ui.t('correctMissing') : null,
    ),
    ...parts.map(([what, label]) => box(what, label)),
    box('reason', 'correctReason'),
    box('by', 'correctBy'),
    el('small', { class: 'hint' }, ui.t('correctNameHint')),
  ];
}

/** The tournament language, chosen once, before the settings sheet exists. */
function setupLangField(ui: Ui): HTMLElement {
  const { s, t } = ui;
  const current = s.setupLang ?? s.lang;
  const select = el(
    'select',
    {
      id: 'setup-lang',
      'data-input': 'lang',
      disabled: !!s.busy,
      on: { change: (e) => (s.setupLang = (e.target as HTMLSelectElement).value as Lang) },
    },
    ...LANGS.map((l) => el('option', { value: l, selected: l === current, lang: l }, t(LANG_KEYS[l]))),
  );
  return el('div', { class: 'field' }, el('label', { for: 'setup-lang' }, t('langLabel')), select);
}

function stepExtras(ui: Ui, step: Step): Child[] {
  const { s, t } = ui;
  const { action, enabled, progress } = step;
  const enter = () => press(ui, step);
  const extras: Child[] = [];
  if (progress && step.state !== 'locked' && progress.tables > 0)
    extras.push(
      el('small', { class: 'progress' }, t('tourProgress', { done: progress.done, tables: progress.tables })),
    );
  if (enabled && (action === 'draw' || (action === 'seat-tour' && step.tour === 1)))
    extras.push(
      textInput(ui, { key: inputKey(step, 'seed'), label: t('seedLabel'), hint: t('seedHint'), kind: 'seed', enter }),
    );
  if (action === 'withdraw' && enabled && formShown(ui, step)) {
    const error = s.missing[inputKey(step, 'player')] ? t('playerMissing') : null;
    const label = t(withdrawLabelKey(step.game));
    extras.push(textInput(ui, { key: inputKey(step, 'player'), label, kind: 'player', enter, error }));
  }
  if (action === 'correct-name' && enabled && formShown(ui, step)) extras.push(...correctionFields(ui, step));
  if (action === 'setup') extras.push(s.status?.settings ? el('small', {}, t('langFixed')) : setupLangField(ui));
  if (action === 'seat-final' && s.tie && enabled && step.state !== 'done') extras.push(tieBox(ui, s.tie));
  if (action.startsWith('finalize') && step.state === 'next')
    extras.push(el('small', { class: 'hint' }, t('finalizeHint')));
  return extras;
}

export function stepItem(ui: Ui, step: Step): HTMLElement {
  const { s, t } = ui;
  const id = stepId(step);
  const running = s.busy?.step === id;
  const pressButton = button(
    {
      class: step.state === 'next' ? 'primary' : undefined,
      'data-action': step.action,
      'data-game': step.game ?? undefined,
      'data-tour': step.tour,
      'aria-describedby': `${id}-state`,
      disabled: !step.enabled || !!s.busy,
      on: { click: () => press(ui, step) },
    },
    stepLabel(ui, step),
  );
  return el(
    'li',
    {
      class: `step step--${step.state}${step.extra ? ' step--extra' : ''}${running ? ' step--running' : ''}`,
      'data-state': step.state,
      'aria-current': step.state === 'next' ? 'step' : undefined,
    },
    el('span', { class: 'mark', 'aria-hidden': 'true' }),
    el(
      'div',
      { class: 'step-body' },
      pressButton,
      el('span', { class: 'state', id: `${id}-state` }, t(STATE_KEYS[step.state])),
      ...stepExtras(ui, step),
    ),
  );
}
