/**
 * What Sheets makes of a value written with Range.setValues or typed by a person.
 *
 * The result is what the fake stores: text, a number, a boolean, a formula, a date or nothing.
 */

export type Stored =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'date'; value: Date }
  | { kind: 'formula'; formula: string };

/** Locales whose decimal separator is a comma: a typed "1,5" is 1.5 there. */
const COMMA_DECIMAL = /^(ru|kk|uk|be|de|fr|es|it|pt|pl|cs|nl|tr|sv|fi|da|nb|hu)(_|$)/i;

export function commaDecimal(locale: string): boolean {
  return COMMA_DECIMAL.test(locale);
}

const NUMBER_DOT = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?%?$/;
const NUMBER_COMMA = /^[+-]?(?:\d+(?:,\d+)?|,\d+)(?:[eE][+-]?\d+)?%?$/;

/**
 * A string as Sheets parses it:
 * - `'…` is text without the apostrophe (`'=x`, `'+7`, `'-`, `'12` stay text);
 * - `=…` (longer than "=") is a formula;
 * - numbers (`12`, `-3`, `+7`, `1.5`, `1e3`, `50%`; `1,5` too in a comma-decimal locale) become numbers;
 * - `TRUE` / `FALSE` in any case become booleans;
 * - "" is nothing;
 * - everything else is text, kept exactly (spaces included).
 *
 * In a cell formatted as plain text (number format "@") every string stays text exactly as given:
 * a leading apostrophe too is kept, and shows ("'12" reads "'12"), since nothing is parsed there.
 */
export function parseTyped(s: string, locale: string, plainText = false): Stored {
  if (s === '') return { kind: 'empty' };
  if (plainText) return { kind: 'text', text: s };
  if (s.startsWith("'")) return { kind: 'text', text: s.slice(1) };
  if (s.startsWith('=') && s.length > 1) return { kind: 'formula', formula: s };
  const t = s.trim();
  if (/^true$/i.test(t)) return { kind: 'boolean', value: true };
  if (/^false$/i.test(t)) return { kind: 'boolean', value: false };
  const dot = NUMBER_DOT.test(t);
  const comma = !dot && commaDecimal(locale) && NUMBER_COMMA.test(t);
  if (dot || comma) {
    const percent = t.endsWith('%');
    const body = (percent ? t.slice(0, -1) : t).replace(',', '.');
    const value = Number(body) / (percent ? 100 : 1);
    if (Number.isFinite(value)) return { kind: 'number', value };
  }
  return { kind: 'text', text: s };
}

/** A value from Range.setValues (or typed as a number/boolean). Throws on what Apps Script cannot store. */
export function parseValue(v: unknown, locale: string, plainText = false): Stored {
  if (v === null || v === undefined) return { kind: 'empty' };
  if (typeof v === 'string') return parseTyped(v, locale, plainText);
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Fake Sheets: cannot store the number ${v} in a cell.`);
    return { kind: 'number', value: v };
  }
  if (typeof v === 'boolean') return { kind: 'boolean', value: v };
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) throw new Error('Fake Sheets: cannot store an invalid Date.');
    return { kind: 'date', value: v };
  }
  throw new Error(
    `Fake Sheets: setValues got a ${Array.isArray(v) ? 'nested array' : typeof v} (${safeJson(v)}); ` +
      'a cell takes a string, number, boolean, Date or null.',
  );
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v)?.slice(0, 80) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Days since 1899-12-30 (the Sheets serial number of a date), from the date's UTC fields. */
export function dateToSerial(d: Date): number {
  return (d.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
}
