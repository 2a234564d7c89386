/** Turns a `TournamentError` into one sentence in the user's language. */
import type { Params, Phrase, Where } from '../rules/errors';
import { FRAME, GAME_NAMES, MESSAGES, type Lang, type MessageCode } from './messages';
import { inSettingWords } from './settingWords';

export function langFromLocale(locale: unknown): Lang {
  const tag = typeof locale === 'string' ? locale.toLowerCase() : '';
  if (tag.startsWith('ru')) return 'ru';
  if (tag.startsWith('kk')) return 'kk';
  return 'en';
}

function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === '[object Date]';
}

function formatNumber(n: number, lang: Lang): string {
  const s = String(n);
  return lang === 'en' ? s : s.replace('.', ',');
}

/**
 * How a cell value (or an argument a caller passed) is shown inside a message: text quoted and
 * cut at 40 characters, numbers as typed; never "undefined", "NaN", "null" or "[object Object]".
 */
export function describeValue(v: unknown, lang: Lang): string {
  if (v === '' || v === null) return FRAME.empty[lang];
  if (v === undefined) return FRAME.nothing[lang];
  if (typeof v === 'number') return Number.isFinite(v) ? formatNumber(v, lang) : FRAME.notANumber[lang];
  if (typeof v === 'boolean') return (v ? FRAME.true : FRAME.false)[lang];
  if (isDate(v)) return FRAME.date[lang];
  if (typeof v === 'string') {
    const shown = v.length > 40 ? `${v.slice(0, 40)}…` : v;
    return lang === 'en' ? `"${shown}"` : `«${shown}»`;
  }
  if (Array.isArray(v)) return FRAME.range[lang];
  if (typeof v === 'bigint') return String(v);
  return FRAME.object[lang];
}

/** A parameter that is not `found`: text as it is, numbers in the language's form, anything else described. */
function shown(v: unknown, lang: Lang): string {
  if (typeof v === 'string') return v;
  if (isPhrase(v)) return formatMessage(v.say, v.with ?? {}, lang);
  if (typeof v === 'number') return Number.isFinite(v) ? formatNumber(v, lang) : FRAME.notANumber[lang];
  if (Array.isArray(v)) return v.map((x) => shown(x, lang)).join(', ');
  return describeValue(v, lang);
}

function isPhrase(v: unknown): v is Phrase {
  return typeof v === 'object' && v !== null && 'say' in v;
}

/** The parameters that name a setting (by its key) in the messages. */
const SETTING_PARAMS = new Set(['key', 'other', 'keys', 'setting', 'place', 'otherKey']);

function fill(template: string, params: Params, lang: Lang): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const v = params[key];
    if (key === 'found') return describeValue(v, lang);
    if (key === 'game' && typeof v === 'string' && v in GAME_NAMES)
      return GAME_NAMES[v as keyof typeof GAME_NAMES][lang];
    // A setting is named by the words of its row on the settings sheet, not by its key.
    if (SETTING_PARAMS.has(key) && typeof v === 'string') return inSettingWords(v, lang);
    if (SETTING_PARAMS.has(key) && Array.isArray(v) && v.every((x) => typeof x === 'string'))
      return (v as string[]).map((x) => inSettingWords(x, lang)).join('; ');
    return shown(v, lang);
  });
}

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES(), code);
}

export function formatMessage(code: MessageCode, params: Params, lang: Lang): string {
  // A code that is not ours (a library's own text) is still reported, never a TypeError.
  if (!isMessageCode(code)) return fill(MESSAGES().internal[lang], { detail: String(code) }, lang);
  return fill(MESSAGES()[code][lang], params, lang);
}

/** "FN: argument "x", row 2, column 3: message" (row/column 1-based for people). */
export function formatError(
  fn: string,
  code: MessageCode,
  params: Params,
  where: Where | undefined,
  lang: Lang,
): string {
  const parts: string[] = [];
  if (where) {
    parts.push(fill(FRAME.argument[lang], { arg: where.arg }, lang));
    if (where.row !== undefined) parts.push(fill(FRAME.row[lang], { row: where.row + 1 }, lang));
    if (where.col !== undefined)
      parts.push(
        fill(FRAME.column[lang], { col: where.col + 1 }, lang) +
          (where.what === undefined ? '' : ` (${shown(where.what, lang)})`),
      );
  }
  const head = parts.length ? `${fn}: ${parts.join(', ')}` : fn;
  return `${head}: ${formatMessage(code, params, lang)}`;
}
