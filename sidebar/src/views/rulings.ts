/**
 * "Rulings at the table" (preference): once a tour is seated, a ruling of the referee or the
 * committee — not admitted, a penalty of Art. 18 item 11, a result awarded to a table, left or
 * disqualified, or how a table is kept — with its tour, player (or table and whists), game or
 * amount, and the reason it is recorded with. What each ruling asks for: ../rulings.ts.
 */
import type { SidebarKey } from '../../../src/i18n/messages-ui';
import type { PreferenceProgress } from '../../../src/sheets/api';
import { button, el, type Attrs, type Child } from '../dom';
import {
  isKeep,
  penaltyPreview,
  RULING_HINT_KEYS,
  RULING_KIND_KEYS,
  RULING_KINDS,
  rulingFields,
  rulingGames,
  rulingsOpen,
  rulingTours,
  SEATS,
  whistsSum,
  type RulingField,
  type RulingForm,
  type RulingKind,
} from '../rulings';
import { chooseRuling, chooseRulingGame, rulingForm, rulingKey, rulingRequest } from '../state';
import type { Ui } from '../ui';
import { clearsError, inputId, MAX_TEXT, onEnter, selectField, textInput } from './fields';

/** The focus target of a field (the first seat's box for the whists). */
const fieldId = (field: RulingField): string => inputId(rulingKey(field === 'whists' ? 'w1' : field));

function pressRuling(ui: Ui): void {
  const { s } = ui;
  const p = s.status?.preference ?? null;
  if (s.busy || !p) return;
  const request = rulingRequest(s, p);
  if (request) ui.run(request);
  else if (s.rulingError) ui.redraw(fieldId(s.rulingError.field));
}

/** The text boxes of the box: their words and what they take. */
const TEXT_FIELDS: Record<Exclude<RulingField, 'game' | 'whists'>, [SidebarKey, Attrs]> = {
  player: ['rulingPlayer', { maxlength: MAX_TEXT }],
  amount: ['rulingAmount', { inputmode: 'numeric' }],
  table: ['rulingTable', { inputmode: 'numeric' }],
  reason: ['rulingReason', { maxlength: MAX_TEXT }],
};

/** The game of a penalty for an exposed card or a revoke (11.2, 11.3). */
function gameSelect(ui: Ui, form: RulingForm, error: string | null): HTMLElement {
  const { t } = ui;
  const games = rulingGames(form.kind).map(
    (g) => [g, g === 'misere' ? t('rulingMisere') : g === 'allpass' ? t('rulingAllPass') : g] as const,
  );
  const id = inputId(rulingKey('game'));
  return selectField(ui, {
    id,
    kind: 'ruling-game',
    label: t(form.kind === 'exposed' ? 'rulingGameExposed' : 'rulingGameRevoke'),
    options: [['', t('rulingGameChoose')], ...games],
    value: games.some(([g]) => g === form.game) ? form.game : '',
    change: (v) => {
      chooseRulingGame(ui.s, v);
      ui.redraw(id);
    },
    error,
  });
}

/** The awarded whists: one box per seat, and their sum as they are typed. */
function whistsField(ui: Ui, form: RulingForm, error: string | null): HTMLElement {
  const { s, t } = ui;
  const sumText = (): string => {
    const sum = whistsSum(form.whists.map((_, k) => s.inputs[rulingKey(`w${k + 1}`)] ?? ''));
    return t('rulingSum', { sum: sum === null ? '?' : sum });
  };
  const sum = el('small', { id: 'in-ruling-whists-sum', 'data-role': 'ruling-sum' }, sumText());
  const seats = Array.from({ length: SEATS }, (_, k) => {
    const key = rulingKey(`w${k + 1}`);
    const id = inputId(key);
    const input = el('input', {
      id,
      type: 'text',
      autocomplete: 'off',
      'data-input': 'ruling-whists',
      'data-seat': k + 1,
      value: form.whists[k] ?? '',
      disabled: !!s.busy,
      'aria-invalid': error ? 'true' : undefined,
      'aria-describedby': `in-ruling-whists-label in-ruling-whists-sum${error ? ' in-ruling-whists-error' : ''}`,
      on: {
        input: (e) => {
          s.inputs[key] = (e.target as HTMLInputElement).value;
          sum.textContent = sumText();
          clearsError(ui, 'whists').on?.input?.(e);
        },
        keydown: onEnter(() => pressRuling(ui)),
      },
    });
    return el('div', { class: 'seat' }, el('label', { for: id }, t('rulingSeat', { n: k + 1 })), input);
  });
  return el(
    'div',
    { class: 'field', role: 'group', 'aria-labelledby': 'in-ruling-whists-label' },
    el('span', { id: 'in-ruling-whists-label', class: 'group-label' }, t('rulingWhists')),
    el('div', { class: 'seats' }, ...seats),
    error ? el('small', { id: 'in-ruling-whists-error', class: 'field-error' }, error) : null,
    sum,
  );
}

/** A field of the box after the ruling and the tour (the reason: the penalty's points above it). */
function rulingField(ui: Ui, form: RulingForm, field: RulingField): Child[] {
  const { s, t } = ui;
  const error = s.rulingError && s.rulingError.field === field ? t(s.rulingError.key) : null;
  if (field === 'game') return [gameSelect(ui, form, error)];
  if (field === 'whists') return [whistsField(ui, form, error)];
  const [label, attrs] = TEXT_FIELDS[field];
  const points = field === 'reason' ? penaltyPreview(form) : null;
  return [
    points === null ? null : el('p', { class: 'points', 'data-role': 'ruling-points' }, t('rulingPoints', { points })),
    textInput(ui, {
      key: rulingKey(field),
      label: t(label),
      kind: `ruling-${field}`,
      enter: () => pressRuling(ui),
      error,
      attrs: clearsError(ui, field, attrs),
    }),
  ];
}

/** The ruling (its hint under it) and the tour (from which one, for leaving and disqualification). */
function kindAndTour(ui: Ui, form: RulingForm, p: PreferenceProgress): HTMLElement[] {
  const { s, t } = ui;
  const leave = form.kind === 'left' || form.kind === 'disqualified';
  const kind = selectField(ui, {
    id: 'in-ruling-kind',
    kind: 'ruling-kind',
    label: t('rulingWhat'),
    options: RULING_KINDS.map((k) => [k, t(RULING_KIND_KEYS[k])] as const),
    value: form.kind,
    change: (v) => {
      chooseRuling(s, v as RulingKind);
      ui.redraw('in-ruling-kind');
    },
    hint: t(RULING_HINT_KEYS[form.kind]),
  });
  const tour = selectField(ui, {
    id: 'in-ruling-tour',
    kind: 'ruling-tour',
    label: t(leave ? 'rulingFrom' : 'rulingTour'),
    options: rulingTours(form.kind, p).map(
      (v) => [v, v === 'final' ? t('rulingFinal') : t('rulingTourN', { n: v })] as const,
    ),
    value: form.tour,
    change: (v) => {
      s.rulingTour = v;
      ui.redraw('in-ruling-tour');
    },
  });
  return [kind, tour];
}

export function rulingsBox(ui: Ui, p: PreferenceProgress | null): HTMLElement | null {
  if (!p || !rulingsOpen(p)) return null;
  const form = rulingForm(ui.s, p);
  const record = button(
    { 'data-action': 'ruling', 'data-game': 'preference', disabled: !!ui.s.busy, on: { click: () => pressRuling(ui) } },
    ui.t(isKeep(form.kind) ? 'keepButton' : 'rulingButton'),
  );
  return el(
    'section',
    { class: 'rulings', 'data-role': 'rulings', 'aria-labelledby': 'h-rulings' },
    el('h3', { id: 'h-rulings' }, ui.t('rulingsTitle')),
    ...kindAndTour(ui, form, p),
    ...rulingFields(form.kind, form.tour).flatMap((field) => rulingField(ui, form, field)),
    record,
  );
}
