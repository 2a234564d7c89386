/**
 * Three languages everywhere: every dictionary has every text in ru, kk and en; the sidebar and
 * the menu show no word that is not in src/i18n/messages-ui.ts; nothing from the spreadsheet can
 * become markup in the sidebar.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CITE, LABELS, SHEET_NAMES } from '../../src/i18n/labels';
import { PLACE_WORDS, PLAN_LABELS } from '../../src/i18n/labels-plan';
import { FRAME, GAME_NAMES, MESSAGES } from '../../src/i18n/messages';
import { BOARD_LABELS } from '../../src/i18n/labels-board';
import { BOARD_MESSAGES } from '../../src/i18n/messages-boardmsg';
import { QUEUE_MESSAGES } from '../../src/i18n/messages-queue';
import { QUEUE_LABELS } from '../../src/i18n/labels-queue';
import { DEADLINE_MESSAGES } from '../../src/i18n/messages-deadlines';
import { DRAW_MESSAGES } from '../../src/i18n/messages-draw';
import { IDENTITY_MESSAGES } from '../../src/i18n/messages-identity';
import { PLAN_MESSAGES } from '../../src/i18n/messages-plan';
import { NOTICE_MESSAGES } from '../../src/i18n/messages-notices';
import { NOTICE_LABELS } from '../../src/i18n/labels-notices';
import { WEEK_LABELS } from '../../src/i18n/labels-week';
import { PULKA_MESSAGES } from '../../src/i18n/messages-pulka';
import { PROTOCOL_MESSAGES } from '../../src/i18n/messages-protocol';
import { NOSHOW_MESSAGES } from '../../src/i18n/messages-noshow';
import { REGISTRATION_MESSAGES } from '../../src/i18n/messages-registration';
import { SHEETS_MESSAGES } from '../../src/i18n/messages-sheets';
import { TABLE_MESSAGES } from '../../src/i18n/messages-table';
import { ASSUMPTION_TEXT, SELFCHECK_MESSAGES, SELFCHECK_WORDS } from '../../src/i18n/messages-selfcheck';
import { MENU_TEXT, SIDEBAR_TEXT, uiText } from '../../src/i18n/messages-ui';
import { SETTING_KEYS } from '../../src/rules/settings';

const root = join(__dirname, '..', '..');
const LANGS = ['ru', 'kk', 'en'] as const;

/** "dict.key.lang" for every text missing, not a string, or blank. */
export function missingTexts(dicts: Record<string, Record<string, unknown>>): string[] {
  const bad: string[] = [];
  for (const [name, dict] of Object.entries(dicts)) {
    for (const [key, text] of Object.entries(dict)) {
      for (const lang of LANGS) {
        const v = text && typeof text === 'object' ? (text as Record<string, unknown>)[lang] : undefined;
        if (typeof v !== 'string' || v.trim() === '') bad.push(`${name}.${key}.${lang}`);
      }
    }
  }
  return bad;
}

/** "dict.key" where the languages do not use the same {placeholders}. */
function placeholderMismatches(dict: Record<string, Record<string, string>>, name: string): string[] {
  const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');
  return Object.entries(dict)
    .filter(([, t]) => new Set(LANGS.map((l) => names(t[l] ?? ''))).size > 1)
    .map(([k]) => `${name}.${k}`);
}

const ALL = {
  MESSAGES: MESSAGES(),
  BOARD_MESSAGES: BOARD_MESSAGES(),
  BOARD_LABELS: BOARD_LABELS(),
  QUEUE_MESSAGES: QUEUE_MESSAGES(),
  QUEUE_LABELS: QUEUE_LABELS(),
  DEADLINE_MESSAGES: DEADLINE_MESSAGES(),
  DRAW_MESSAGES: DRAW_MESSAGES(),
  IDENTITY_MESSAGES: IDENTITY_MESSAGES(),
  REGISTRATION_MESSAGES: REGISTRATION_MESSAGES(),
  SHEETS_MESSAGES: SHEETS_MESSAGES(),
  PULKA_MESSAGES: PULKA_MESSAGES(),
  PROTOCOL_MESSAGES: PROTOCOL_MESSAGES(),
  NOSHOW_MESSAGES: NOSHOW_MESSAGES(),
  PLAN_MESSAGES: PLAN_MESSAGES(),
  NOTICE_MESSAGES: NOTICE_MESSAGES(),
  NOTICE_LABELS: NOTICE_LABELS(),
  WEEK_LABELS: WEEK_LABELS(),
  SELFCHECK_MESSAGES: SELFCHECK_MESSAGES(),
  SELFCHECK_WORDS: SELFCHECK_WORDS(),
  ASSUMPTION_TEXT: Object.fromEntries(
    Object.entries(ASSUMPTION_TEXT()).flatMap(([id, t]) => [
      [`${id}.title`, t.title],
      [`${id}.fallback`, t.fallback],
    ]),
  ),
  FRAME,
  GAME_NAMES,
  SHEET_NAMES: SHEET_NAMES(),
  LABELS: LABELS(),
  PLAN_LABELS: PLAN_LABELS(),
  PLACE_WORDS: Object.fromEntries(
    Object.entries(PLACE_WORDS()).flatMap(([g, w]) => [
      [`${g}.one`, w.one],
      [`${g}.n`, w.n],
    ]),
  ),
  MENU_TEXT,
  SIDEBAR_TEXT,
  CITE,
  SETTING_LABELS: Object.fromEntries(SETTING_KEYS().map((s) => [s.key, s.label])),
  SETTING_RULES: Object.fromEntries(SETTING_KEYS().map((s) => [s.key, s.rule])),
} as Record<string, Record<string, unknown>>;

describe('dictionaries: every text in Russian, Kazakh and English', () => {
  it('finds a missing or blank text (the check itself)', () => {
    expect(
      missingTexts({
        D: { a: { ru: 'да', kk: 'иә', en: 'yes' }, b: { ru: 'да', kk: ' ', en: 'yes' }, c: { ru: 'да', en: 'yes' } },
      }),
    ).toEqual(['D.b.kk', 'D.c.kk']);
  });

  it.each(Object.keys(ALL))('%s has no missing or empty text', (name) => {
    const dict = ALL[name] as Record<string, unknown>;
    expect(Object.keys(dict).length).toBeGreaterThan(0);
    expect(missingTexts({ [name]: dict })).toEqual([]);
  });

  it('every message file is part of MESSAGES (none forgotten)', () => {
    const files = readdirSync(join(root, 'src', 'i18n')).filter(
      (f) => /^messages.*\.ts$/.test(f) && f !== 'messages-ui.ts',
    );
    expect(files.sort()).toEqual([
      'messages-boardmsg.ts',
      'messages-deadlines.ts',
      'messages-draw.ts',
      'messages-identity.ts',
      'messages-noshow.ts',
      'messages-notices.ts',
      'messages-plan.ts',
      'messages-protocol.ts',
      'messages-pulka.ts',
      'messages-queue.ts',
      'messages-registration.ts',
      'messages-selfcheck.ts',
      'messages-sheets.ts',
      'messages-table.ts',
      'messages.ts',
    ]);
    for (const d of [
      BOARD_MESSAGES,
      DEADLINE_MESSAGES,
      DRAW_MESSAGES,
      IDENTITY_MESSAGES,
      REGISTRATION_MESSAGES,
      SHEETS_MESSAGES,
      TABLE_MESSAGES,
      PULKA_MESSAGES,
      PROTOCOL_MESSAGES,
      PLAN_MESSAGES,
      NOSHOW_MESSAGES,
      NOTICE_MESSAGES,
      SELFCHECK_MESSAGES,
      QUEUE_MESSAGES,
    ])
      for (const k of Object.keys(d())) expect(MESSAGES()).toHaveProperty(k);
  });

  it('every text uses the same {placeholders} in every language', () => {
    expect(
      placeholderMismatches(
        { a: { ru: '{n} из {m}', kk: '{m} ішінен {n}', en: '{n} of {m}' }, b: { ru: '{n}', kk: '{x}', en: '{n}' } },
        'D',
      ),
    ).toEqual(['D.b']);
    expect(
      Object.entries(ALL).flatMap(([name, dict]) =>
        placeholderMismatches(dict as Record<string, Record<string, string>>, name),
      ),
    ).toEqual([]);
  });

  it('the menu and sidebar texts: Kazakh is not a copy of Russian', () => {
    // Kazakh and Russian may share a word (a game's name); a sentence copied over would be a slip.
    const copied = Object.entries({ ...MENU_TEXT, ...SIDEBAR_TEXT }).filter(
      ([, t]) => t.kk === t.ru && /\s/.test(t.ru),
    );
    expect(copied.map(([k]) => k)).toEqual([]);
    expect(uiText(SIDEBAR_TEXT, 'seatTour', 'kk', { n: 3 })).toBe('3-айналымға отырғызу');
  });
});

// ---- no hard-coded words in the sidebar and the menu ----------------------------------------------------

const SIDEBAR_SRC = join(root, 'sidebar', 'src');
// every module of the page, views/ included ("views/step.ts")
const sidebarFiles = readdirSync(SIDEBAR_SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

/** Properties and attributes whose value a person reads (or hears). */
const SHOWN =
  /^(textContent|innerText|title|placeholder|alt|aria-label|aria-description|aria-valuetext|aria-roledescription|label|value)$/;

/**
 * Words a person would read: any letter outside ASCII, a Capitalized word, or two plain words
 * ("result result--ok", a list of CSS classes, is code: only one of its words is plain).
 */
function prose(text: string): boolean {
  if (/[^\x00-\x7f]/.test(text)) return /\p{L}/u.test(text);
  if (/\b[A-Z][a-z]{2,}/.test(text)) return true;
  return text.split(/\s+/).filter((w) => /^[A-Za-z]{2,}[.,:;!?]?$/.test(w)).length >= 2;
}

/** Literals that name code, not text: a file, an element id, a selector. */
const CODE_ARGUMENT = /(createHtmlOutputFromFile|getElementById|querySelector|querySelectorAll|closest|matches)$/;

/** Every place where a sidebar source puts literal text in front of a person. */
export function hardCodedTexts(source: string, file = 'x.ts'): string[] {
  const found: string[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2020, true);
  const literal = (n: ts.Node | undefined): string | null =>
    n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n))
      ? n.text
      : n && ts.isTemplateExpression(n)
        ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('')
        : null;
  const where = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) return;
    if (ts.isCallExpression(n) && CODE_ARGUMENT.test(n.expression.getText(sf))) return;
    // a key name compared with a KeyboardEvent's key (e.key === 'Enter') is code, not text
    if (
      ts.isBinaryExpression(n) &&
      /^(===|!==)$/.test(n.operatorToken.getText(sf)) &&
      ts.isPropertyAccessExpression(n.left) &&
      n.left.name.text === 'key' &&
      literal(n.right) !== null
    ) {
      visit(n.left);
      return;
    }
    const text = literal(n);
    if (text !== null && prose(text)) found.push(`${where(n)}: ${JSON.stringify(text)}`);
    // x.textContent = '…', x.title = '…'
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      SHOWN.test(n.left.name.text)
    ) {
      const v = literal(n.right);
      if (v !== null && /\p{L}/u.test(v)) found.push(`${where(n)}: ${n.left.name.text} = ${JSON.stringify(v)}`);
    }
    // { title: '…', 'aria-label': '…' } (the attributes of el())
    if (ts.isPropertyAssignment(n)) {
      const key = ts.isIdentifier(n.name) || ts.isStringLiteral(n.name) ? n.name.text : '';
      const v = literal(n.initializer);
      if (SHOWN.test(key) && key !== 'value' && v !== null && /\p{L}/u.test(v))
        found.push(`${where(n)}: ${key}: ${JSON.stringify(v)}`);
    }
    if (ts.isCallExpression(n)) {
      const callee = n.expression.getText(sf);
      // setAttribute('title', '…'), createTextNode('…'), el(tag, attrs, '…')
      if (
        /\.setAttribute$/.test(callee) &&
        SHOWN.test(literal(n.arguments[0]) ?? '') &&
        /\p{L}/u.test(literal(n.arguments[1]) ?? '')
      )
        found.push(`${where(n)}: setAttribute`);
      if (/createTextNode$/.test(callee) && /\p{L}/u.test(literal(n.arguments[0]) ?? ''))
        found.push(`${where(n)}: createTextNode`);
      if (/^(el|button|append|replaceChildren)$/.test(callee)) {
        const children = callee === 'el' ? n.arguments.slice(2) : n.arguments.slice(1);
        for (const c of children)
          if (/\p{L}/u.test(literal(c) ?? '')) found.push(`${where(c)}: child ${c.getText(sf)}`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('the sidebar and the menu show only dictionary texts', () => {
  it('the check finds hard-coded words (the check itself)', () => {
    const bad = `
      node.textContent = 'Draw';
      b.title = \`Next\`;
      el('button', { 'aria-label': 'close' });
      el('p', {}, 'done');
      x.setAttribute('placeholder', 'name');
      document.createTextNode('ok');
      const s = 'Жеребе';
      const t = 'two words';`;
    const lines = new Set(hardCodedTexts(bad).map((f) => f.split(':')[1]));
    expect(lines.size).toBe(8);
    const good = `el('button', { type: 'button', 'data-action': 'draw', class: 'primary' }, t('draw')); node.textContent = t('x'); el('li', {}, l.head, ' ', 'x' === y ? a : b); if (e.key === 'Enter') go();`;
    expect(hardCodedTexts(good)).toEqual([]);
    // button(attrs, …children) of sidebar/src/dom.ts is read as el() is
    expect(hardCodedTexts(`button({ 'data-action': 'dismiss' }, 'close');`)).toHaveLength(1);
  });

  it.each(sidebarFiles)('sidebar/src/%s has no hard-coded user-visible text and no Cyrillic', (file) => {
    const source = readFileSync(join(SIDEBAR_SRC, file), 'utf8');
    const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''); // comments may explain in any language
    expect(code).not.toMatch(/[\u0400-\u04ff]/);
    expect(hardCodedTexts(source, file)).toEqual([]);
  });

  it('sidebar/Sidebar.html has no text of its own: only tags, whitespace and the inline markers', () => {
    const html = readFileSync(join(root, 'sidebar', 'Sidebar.html'), 'utf8');
    const text = html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<!DOCTYPE[^>]*>/i, '')
      .replace(/<[^>]*>/g, '');
    expect(text.trim()).toBe('');
    // no attribute a person reads either
    expect(html).not.toMatch(/\s(title|placeholder|alt|aria-label)\s*=/i);
    expect(html).toMatch(/<!--\s*@inline style\s*-->/);
    expect(html).toMatch(/<!--\s*@inline script\s*-->/);
  });

  it('sidebar/sidebar.css adds no words (only symbols such as ✓ as generated content)', () => {
    const css = readFileSync(join(root, 'sidebar', 'sidebar.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const contents = [...css.matchAll(/content:\s*("[^"]*"|'[^']*')/g)].map((m) =>
      (m[1] ?? '').replace(/\\[0-9a-fA-F]{1,6}/g, ''),
    );
    expect(contents.length).toBeGreaterThan(0);
    for (const c of contents) expect(c).not.toMatch(/[A-Za-z]{2,}|\p{Script=Cyrillic}/u);
  });

  it('src/menu.ts takes every caption from the dictionary', () => {
    const source = readFileSync(join(root, 'src', 'menu.ts'), 'utf8');
    const sf = ts.createSourceFile('menu.ts', source, ts.ScriptTarget.ES2020, true);
    const captions: string[] = [];
    const visit = (n: ts.Node): void => {
      if (
        ts.isCallExpression(n) &&
        ts.isPropertyAccessExpression(n.expression) &&
        /^(addItem|createMenu|setTitle|toast|alert)$/.test(n.expression.name.text)
      ) {
        const first = n.arguments[0];
        if (
          first &&
          (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first))
        )
          captions.push(first.getText(sf));
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
    expect(captions).toEqual([]);
    expect(source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')).not.toMatch(/[\u0400-\u04ff]/);
    expect(hardCodedTexts(source, 'menu.ts')).toEqual([]);
    expect(source).toMatch(/addItem\(/);
  });
});

describe('the sidebar never turns data into markup', () => {
  const FORBIDDEN =
    /\b(innerHTML|outerHTML|insertAdjacentHTML|document\.write(ln)?|eval|Function|setTimeout\s*\(\s*['"`]|setInterval\s*\(\s*['"`]|srcdoc|createContextualFragment|DOMParser)\b/;

  it.each(sidebarFiles)(
    'sidebar/src/%s uses none of innerHTML, outerHTML, insertAdjacentHTML, document.write, eval, Function',
    (file) => {
      const code = readFileSync(join(SIDEBAR_SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code).not.toMatch(FORBIDDEN);
    },
  );

  it('the pattern catches them (the check itself)', () => {
    for (const bad of [
      'x.innerHTML = y',
      'x.insertAdjacentHTML("beforeend", y)',
      'document.write(y)',
      'eval(y)',
      'new Function(y)',
      'p.outerHTML',
    ])
      expect(bad).toMatch(FORBIDDEN);
    expect('node.textContent = y; document.createTextNode(y)').not.toMatch(FORBIDDEN);
  });
});
