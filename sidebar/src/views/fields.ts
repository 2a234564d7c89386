/**
 * The page's boxes: a labelled text box (what is typed kept in the state across renders, Enter
 * runs its step) and a labelled select, each with its error and hint under it.
 */
import { el, type Attrs } from '../dom';
import type { RulingField } from '../rulings';
import { fieldTyped } from '../state';
import type { Ui } from '../ui';

/** A name or a reason the server takes (MAX_TEXT_ARG of src/sheets/actions/args.ts). */
export const MAX_TEXT = 200;

/** The element id of a box: "in-" and its key ("player:futsal" → "in-player-futsal"). */
export const inputId = (key: string): string => `in-${key.replace(/[^a-z0-9]+/gi, '-')}`;

/** A keydown handler: Enter (not while composing) runs `f`. */
export const onEnter =
  (f: () => void) =>
  (e: Event): void => {
    const k = e as KeyboardEvent;
    if (k.key === 'Enter' && !k.isComposing) {
      k.preventDefault();
      f();
    }
  };

/** What a text box and a select have in common. */
interface Field {
  label: string;
  /** its `data-input` */
  kind: string;
  error?: string | null;
  hint?: string | null;
}

/** A box's own attributes: disabled while a call runs, invalid and described by its error and hint. */
function boxAttrs(ui: Ui, id: string, f: Field): Attrs {
  const described = [f.hint ? `${id}-hint` : '', f.error ? `${id}-error` : ''].filter((x) => x !== '').join(' ');
  return {
    id,
    'data-input': f.kind,
    disabled: !!ui.s.busy,
    'aria-invalid': f.error ? 'true' : undefined,
    'aria-describedby': described === '' ? undefined : described,
  };
}

/** The box in its `div.field`: the label above it, the error and the hint (`hintRole`: its data-role) under it. */
function field(id: string, f: Field, box: HTMLElement, hintRole?: string): HTMLElement {
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, f.label),
    box,
    f.error ? el('small', { id: `${id}-error`, class: 'field-error' }, f.error) : null,
    f.hint ? el('small', { id: `${id}-hint`, 'data-role': hintRole }, f.hint) : null,
  );
}

export interface TextField extends Field {
  /** where what is typed is kept (`State.inputs`); the box's id is made from it */
  key: string;
  /** Enter in the box */
  enter: () => void;
  /** more attributes (maxlength, inputmode) and an `input` handler of its own */
  attrs?: Attrs;
}

export function textInput(ui: Ui, f: TextField): HTMLElement {
  const { s } = ui;
  const id = inputId(f.key);
  const extra = f.attrs ?? {};
  const input = el('input', {
    ...boxAttrs(ui, id, f),
    type: 'text',
    value: s.inputs[f.key] ?? '',
    autocomplete: 'off',
    enterkeyhint: 'go',
    ...extra,
    on: {
      input: (e) => {
        s.inputs[f.key] = (e.target as HTMLInputElement).value;
        extra.on?.input?.(e);
      },
      keydown: onEnter(f.enter),
    },
  });
  return field(id, f, input);
}

export interface SelectField extends Field {
  id: string;
  /** [value, words] */
  options: readonly (readonly [string, string])[];
  value: string;
  /** gets the value chosen */
  change: (value: string) => void;
}

/** A select; its hint's `data-role` is "<kind>-hint". */
export function selectField(ui: Ui, f: SelectField): HTMLElement {
  const select = el(
    'select',
    { ...boxAttrs(ui, f.id, f), on: { change: (e) => f.change((e.target as HTMLSelectElement).value) } },
    ...f.options.map(([v, text]) => el('option', { value: v, selected: v === f.value }, text)),
  );
  return field(f.id, f, select, `${f.kind}-hint`);
}

/** Typing into a field said to be empty or wrong takes its message away (in place: the focus stays). */
export function clearsError(ui: Ui, field: RulingField | 'pick-reason', more: Attrs = {}): Attrs {
  return {
    ...more,
    on: {
      input: (e) => {
        if (!fieldTyped(ui.s, field)) return;
        const box = (e.target as HTMLElement).closest('.field');
        box?.querySelectorAll('[aria-invalid]').forEach((x) => x.removeAttribute('aria-invalid'));
        box?.querySelector('.field-error')?.remove();
      },
    },
  };
}
