#!/usr/bin/env node
/**
 * Builds the Apps Script project in dist/:
 *  - Code.js: the custom functions' path (src/main.ts: src/functions, the rules they use and the
 *    words they can say) as one IIFE assigned to the global `Tournament`, followed by one
 *    top-level `function NAME(...)` per custom function, each with the JSDoc block of its
 *    source in src/functions/index.ts (Sheets reads those for autocomplete);
 *    Then the same kind of documented top-level wrapper for each server function of src/server.ts
 *    (what `google.script.run` reaches) and each menu function of src/menu.ts (`onOpen`,
 *    `onInstall`, `showSidebar` and the menu items' handlers: Apps Script finds triggers and menu
 *    handlers only by their top-level names). Those call delegates on `Tournament` that compile
 *    the committee's code (src/committee.ts, bundled apart and packed into one string by
 *    `packCode`) on first use (src/lazy/committee.ts): every custom-function cell is an execution
 *    that parses all of Code.js, and the committee's code is four fifths of it;
 *  - appsscript.json: the manifest, copied as it is;
 *  - Sidebar.html: sidebar/Sidebar.html with sidebar/src/main.ts bundled (esbuild, browser,
 *    es2019) and sidebar/sidebar.css inlined, one self-contained page (HtmlService serves only
 *    that file: nothing may be loaded from anywhere else);
 *  - RefereeCard.html: the referee card "how to type a deal" of docs/referee-card.md in its three
 *    languages, as JSON in an HTML file (`parseCard`): the sidebar asks for it only when it is opened
 *    (`serverRefereeCard`), so it weighs neither on the sidebar page nor on Code.js, which every
 *    custom-function cell loads (an HTML file is read only by HtmlService).
 * Apps Script loads Code.js as a classic script: no import/export, nothing runs at load time.
 */
import { build, transform } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync, gzipSync } from 'node:zlib';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const GLOBAL = 'Tournament';
/** The global the committee's bundle assigns (src/lazy/committee.ts COMMITTEE_GLOBAL). */
const COMMITTEE_GLOBAL = 'TournamentCommittee';
// Every custom function call loads the whole file. Until the committee's code left the custom
// functions' path (issue 21 item 8's load budget) this budget grew with each feature, to 528 KiB
// (533,883 bytes, 34x a 1 KB script compiled fresh). Now Code.js is the custom functions' path
// (~75 KB: their rules and the words they can say, ~15 KB of wrappers) and the committee's code
// packed into one string (~300 KB of UTF-8 for ~100,000 characters, its ~800 KB of ASCII
// JavaScript compressed 4.5:1), scanned but not parsed by a custom function. What weighs on a cell is measured by `npm run bench` (bench/load.mjs), which
// fails above 15x a 1 KB script (docs/performance.md, "A light load"); this budget only catches a
// build gone wrong. Raised to 600 KiB with the table queue (KASE_QUEUE on the custom functions' path),
// the week cards, the board's play-off / preference / today parts and the QR block (issue 25, 26):
// the committee's string grew, the load ratio stays the check that matters.
export const MAX_BYTES = 600 * 1024;
// The sidebar page: its code, its CSS and its words in three languages, loaded each time it opens.
// Raised from 64 KiB for issue 14 (items 5–6): keeping a table deal by deal or by totals (two entries
// of the rulings box, their hints in three languages, ~1.9 KB) and the referee card's toggle and
// renderer (~1.9 KB with its CSS); the card's own text (~21 KB) is not in the page but in
// dist/RefereeCard.html, read only when opened. Raised to 72 KiB for issue 24 (items 4 and 9): the
// page folded to what matters now (each game's next step first, the steps done, a finished game
// and the setup in folds that stay as left, a withdrawal's and a correction's boxes shown on their
// first press) and the flagged play-off matches answered from the result box (their words in three
// languages): +2.8 KB. Raised to 80 KiB when the page reached 73.4 KB of 73.7 with the board, the
// week cards and the queue's buttons (issues 25, 26), before the forecast panel (issue 26 item 2)
// and the referees' assignment (issue 24 item 17), each a box with its words in three languages.
export const MAX_SIDEBAR_BYTES = 80 * 1024;
// The referee card, three languages (read when a referee opens it in the sidebar).
export const MAX_CARD_BYTES = 48 * 1024;
export const CARD_LANGS = ['ru', 'kk', 'en'];
/** The functions Apps Script itself calls by name (the add-on's triggers — onEdit records who played a play-off result — and the sidebar's opener). */
export const MENU_REQUIRED = ['onOpen', 'onInstall', 'onEdit', 'showSidebar'];

/** Every `/** ... *\/ export function NAME(args)` of the public functions file. */
export function customFunctions(source) {
  const found = [];
  const re = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export function (\w+)\(([^)]*)\)/g;
  for (const m of source.matchAll(re)) {
    const [, doc, name, rawParams] = m;
    const params = rawParams
      .split(',')
      .map((p) => p.trim().replace(/\??:.*$/, ''))
      .filter(Boolean);
    found.push({ doc, name, params });
  }
  return found;
}

/** A function Sheets can offer: description, example, every @param, @return, @customfunction. */
export function checkDoc({ doc, name, params }) {
  const problems = [];
  if (!/@customfunction\b/.test(doc)) problems.push('no @customfunction');
  if (!/Example:\s*=\s*\w+\(/.test(doc)) problems.push('no "Example: =..." line');
  if (!/@return\b/.test(doc)) problems.push('no @return');
  const documented = [...doc.matchAll(/@param\s+(?:\{[^}]*\}\s+)?(\w+)/g)].map((m) => m[1]);
  if (documented.join(',') !== params.join(',')) {
    problems.push(`@param lines (${documented.join(', ')}) do not match the arguments (${params.join(', ')})`);
  }
  const description = doc
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .find((l) => l.trim());
  if (!description || /^(@|Example:)/.test(description.trim())) problems.push('no description');
  return problems.map((p) => `${name}: ${p}`);
}

export function wrapper({ doc, name, params }) {
  const args = params.join(', ');
  return `${doc}\nfunction ${name}(${args}) {\n  return ${GLOBAL}.${name}(${args});\n}\n`;
}

/**
 * The menu functions are all present, none is a custom function, and every menu item's handler
 * (`.addItem(caption, 'name')`) is one of them, i.e. a top-level function of Code.js.
 */
export function menuProblems(source, menu, others = []) {
  const problems = [];
  const names = menu.map((f) => f.name);
  for (const name of MENU_REQUIRED)
    if (!names.includes(name)) problems.push(`${name}: missing from src/menu.ts (with a JSDoc block)`);
  for (const f of menu) {
    if (/@customfunction\b/.test(f.doc)) problems.push(`${f.name}: a menu function must not be a custom function`);
    if (others.includes(f.name)) problems.push(`${f.name}: both a menu function and a custom or server function`);
  }
  // the caption may be a call (one level of parentheses); the handler is the quoted last argument
  const handlers = [...source.matchAll(/\.addItem\((?:[^()]|\([^()]*\))*?,\s*(['"`])([^'"`]*)\1\s*\)/g)].map(
    (m) => m[2],
  );
  if (/\.addItem\(/.test(source) && handlers.length !== source.match(/\.addItem\(/g).length)
    problems.push('a menu item whose handler is not a plain function name in quotes');
  for (const h of handlers)
    if (!names.includes(h))
      problems.push(`menu item handler ${h}: not an exported, documented function of src/menu.ts`);
  return problems;
}

/** dist/Sidebar.html loads nothing from outside and fits its budget. */
export function sidebarProblems(html) {
  const problems = [];
  const bytes = Buffer.byteLength(html);
  if (bytes > MAX_SIDEBAR_BYTES) problems.push(`${bytes} bytes, over the ${MAX_SIDEBAR_BYTES}-byte budget`);
  if (/<!--\s*@inline/.test(html)) problems.push('an @inline marker was not replaced');
  // The markup outside <script> and <style>: no attribute that loads something.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  if (/\s(?:src|href|srcset|action|formaction|poster|data|background)\s*=/i.test(markup))
    problems.push('a src or href attribute: the page must be self-contained');
  for (const [what, re] of [
    ['a URL', /\b(?:https?|ftp|wss?):\/\//i],
    ['a protocol-relative URL', /["'(]\s*\/\/[\w.-]/],
    ['a CSS url() or @import', /url\s*\(|@import/i],
    ['a <link>, <iframe>, <object> or <embed>', /<(?:link|iframe|object|embed)\b/i],
  ]) {
    if (re.test(html)) problems.push(`${what}: the page must be self-contained`);
  }
  return problems;
}

/**
 * The referee card's three sections of a Markdown file (`<!-- card:ru -->` … `<!-- /card -->`), each
 * as `{ title, blocks }`: the `##` title, then `{ h }` (a `###` heading), `{ p }` (a paragraph),
 * `{ ul }` (a `-` list; a line indented under an item continues it) and `{ table }` (rows of cells,
 * the header first, the `---` row dropped). Text keeps its `code` spans. Anything the sidebar
 * could not show as it is (bold, links, HTML, other headings) is refused, naming the line.
 */
export function parseCard(md) {
  const cards = {};
  const problems = [];
  let lang = null;
  let card = null;
  let block = null;
  const lines = md.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const at = `line ${i + 1}`;
    const marker = /^<!--\s*(?:card:(\w+)|\/card)\s*-->\s*$/.exec(raw);
    if (marker) {
      lang = marker[1] ?? null;
      block = null;
      if (lang) {
        if (!CARD_LANGS.includes(lang) || cards[lang]) problems.push(`${at}: card "${lang}" unknown or twice`);
        card = cards[lang] = { title: '', blocks: [] };
      } else card = null;
      return;
    }
    if (!card) return;
    const line = raw.trimEnd();
    if (line.trim() === '') {
      block = null;
      return;
    }
    if (/\*\*|\]\(|<\/?[a-z!]|^#(?!##? )|^####/i.test(line))
      problems.push(`${at}: only ### headings, paragraphs, - lists, tables and \`code\` (${line.slice(0, 40)})`);
    if ((line.match(/`/g) ?? []).length % 2 !== 0) problems.push(`${at}: an unclosed \` span`);
    let m;
    if ((m = /^## (.+)$/.exec(line))) {
      if (card.title || card.blocks.length) problems.push(`${at}: the title (##) comes first, once`);
      card.title = m[1].trim();
      block = null;
    } else if ((m = /^### (.+)$/.exec(line))) {
      card.blocks.push({ h: m[1].trim() });
      block = null;
    } else if (line.startsWith('|')) {
      const cells = line
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((c) => c.trim());
      if (cells.every((c) => /^:?-{3,}:?$/.test(c))) return;
      if (!block || !('table' in block)) card.blocks.push((block = { table: [] }));
      else if (cells.length !== block.table[0].length)
        problems.push(`${at}: ${cells.length} cells, the table's header has ${block.table[0].length}`);
      block.table.push(cells);
    } else if ((m = /^- (.+)$/.exec(line))) {
      if (!block || !('ul' in block)) card.blocks.push((block = { ul: [] }));
      block.ul.push(m[1].trim());
    } else if (block && 'ul' in block && /^\s+\S/.test(line)) {
      block.ul[block.ul.length - 1] += ` ${line.trim()}`;
    } else if (block && 'p' in block) {
      block.p += ` ${line.trim()}`;
    } else {
      card.blocks.push((block = { p: line.trim() }));
    }
  });
  for (const l of CARD_LANGS) {
    if (!cards[l]) problems.push(`no card:${l} section`);
    else if (!cards[l].title || cards[l].blocks.length === 0) problems.push(`card:${l}: a title and some text`);
  }
  if (lang) problems.push('the last card is not closed with <!-- /card -->');
  return { cards, problems };
}

/** The card file HtmlService reads: the cards as JSON in a <script type="application/json"> (`<` escaped, so nothing in it can end the element). */
export function cardHtml(cards) {
  const json = JSON.stringify(cards).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Referee card</title></head><body>\n<script type="application/json" id="card">${json}</script>\n</body></html>\n`;
}

/** Makes script text safe inside <script>…</script> (only inside string literals can these occur). */
export function scriptSafe(js) {
  return js.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

async function buildSidebar() {
  const dir = join(root, 'sidebar');
  const js = await build({ ...BUNDLE, entryPoints: [join(dir, 'src/main.ts')], platform: 'browser' });
  const css = await transform(readFileSync(join(dir, 'sidebar.css'), 'utf8'), {
    loader: 'css',
    minify: true,
    charset: 'utf8',
  });
  const template = readFileSync(join(dir, 'Sidebar.html'), 'utf8');
  const html = template
    .replace(/<!--\s*@inline style\s*-->/, () => `<style>${css.code.trim()}</style>`)
    .replace(/<!--\s*@inline script\s*-->/, () => `<script>${scriptSafe(js.outputFiles[0].text.trim())}</script>`);
  const problems = sidebarProblems(html);
  if (problems.length) throw new Error(`dist/Sidebar.html:\n  ${problems.join('\n  ')}`);
  writeAtomic(join(dist, 'Sidebar.html'), html);
  return Buffer.byteLength(html);
}

/** esbuild options both bundles share: one classic script (IIFE), ES2019, minified, kept in memory. */
const BUNDLE = {
  bundle: true,
  format: 'iife',
  target: 'es2019',
  minify: true,
  charset: 'utf8',
  legalComments: 'none',
  write: false,
  logLevel: 'warning',
};

/** Replaces a file in one step (rename is atomic): a reader sees the old file or the new one, never half of one. */
function writeAtomic(path, data) {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, data);
  renameSync(aside, path);
}

// ---- the custom functions' path and the committee's code ------------------------------------

/** The first character and the bits per character of a packed string (src/lazy/inflate.ts). */
const PACK_BASE = 0x4e00;
const PACK_BITS = 14;

/**
 * ASCII text as src/lazy/inflate.ts `unpackText` reads it: its bytes compressed with raw DEFLATE,
 * the compressed bytes written 14 bits to a character from U+4E00, after "compressed:bytes:". ASCII,
 * so that no UTF-8 needs decoding in the execution that unpacks it (the committee's bundle is built
 * with esbuild's `charset: 'ascii'`: every other character is written as its \u escape).
 */
export function packCode(text) {
  if (/[^\t\n\r\x20-\x7e]/.test(text)) throw new Error('packCode: the text must be ASCII');
  const bytes = Buffer.from(text, 'latin1');
  const z = deflateRawSync(bytes, { level: 9 });
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const byte of z) {
    acc = (acc << 8) | byte;
    bits += 8;
    while (bits >= PACK_BITS) {
      bits -= PACK_BITS;
      out += String.fromCharCode(PACK_BASE + ((acc >>> bits) & ((1 << PACK_BITS) - 1)));
    }
    acc &= (1 << bits) - 1;
  }
  if (bits > 0) out += String.fromCharCode(PACK_BASE + ((acc << (PACK_BITS - bits)) & ((1 << PACK_BITS) - 1)));
  return `${z.length}:${bytes.length}:${out}`;
}

/**
 * esbuild's `charset: 'ascii'` escapes strings and names but leaves regular expression literals as
 * written (/^(true|истина|иә|да)$/i): every character left outside ASCII becomes its \u escape, which
 * means the same there (and in a string or a name).
 */
function escapeRest(js) {
  return js.replace(/[^\t\n\r\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The keys of a message dictionary file (`code: {` lines of src/i18n/messages*.ts). */
function dictionaryKeys(source) {
  return [...source.matchAll(/^\s+(\w+): \{\s*$/gm)].map((m) => m[1]);
}

/**
 * The words of the custom functions' path: the message dictionaries (src/i18n/messages-*.ts) none
 * of whose codes is named in a module of that path are left out of it (an empty table in their
 * place); the committee's bundle keeps them all. `used` holds every quoted word of the path's
 * modules (wordsNamed), so a dictionary with any code the path can name is kept whole.
 */
function wordsOfFunctions(used) {
  return {
    name: 'words-of-functions',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]messages-[\w-]+\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const table = /export const (\w+_MESSAGES)\s*=\s*lazy\(/.exec(source);
        if (!table || dictionaryKeys(source).some((k) => used.has(k))) return undefined;
        return {
          contents: `import { lazy } from '../rules/lazy';\nexport const ${table[1]} = lazy(() => ({}));\n`,
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Every quoted word of the custom functions' path outside the dictionaries themselves (a superset of
 * the message codes it can name): src/i18n/helpText.ts names 'helpTransfer', for one.
 */
async function wordsNamed() {
  const probe = await build({
    ...BUNDLE,
    entryPoints: [join(root, 'src/main.ts')],
    platform: 'neutral',
    metafile: true,
  });
  const words = new Set();
  for (const file of Object.keys(probe.metafile.inputs)) {
    if (/^src\/i18n\/messages[\w-]*\.ts$/.test(file) || !file.startsWith('src/')) continue;
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/['"`](\w+)['"`]/g)) words.add(m[1]);
  }
  return words;
}

/**
 * Code.js's script: the custom functions' path with one delegate per committee function
 * (`names`: server and menu) that compiles the committee's code on first use.
 */
async function functionsBundle(names) {
  const committee = await build({
    ...BUNDLE,
    charset: 'ascii',
    entryPoints: [join(root, 'src/committee.ts')],
    globalName: COMMITTEE_GLOBAL,
    platform: 'neutral',
    mainFields: ['module', 'main'],
  });
  const used = await wordsNamed();
  const entry = [
    "export * from './main';",
    "import { committee } from './lazy/committee';",
    ...names.map(
      (name) => `export function ${name}(...args: unknown[]): unknown {\n  return committee().${name}(...args);\n}`,
    ),
  ].join('\n');
  const bundle = await build({
    ...BUNDLE,
    stdin: { contents: entry, resolveDir: join(root, 'src'), sourcefile: 'functions-path.ts', loader: 'ts' },
    globalName: GLOBAL,
    platform: 'neutral',
    mainFields: ['module', 'main'],
    define: { COMMITTEE_CODE: JSON.stringify(packCode(escapeRest(committee.outputFiles[0].text))) },
    plugins: [wordsOfFunctions(used)],
  });
  return bundle.outputFiles[0].text;
}

async function main() {
  // dist/ is never emptied: the workbench, a test or a second build may be reading it right now.
  // Every file is replaced whole (written aside, then renamed), and strays are removed at the end.
  mkdirSync(dist, { recursive: true });

  const functions = customFunctions(readFileSync(join(root, 'src/functions/index.ts'), 'utf8'));
  const problems = functions.flatMap(checkDoc);
  if (functions.length === 0) problems.push('no custom functions found in src/functions/index.ts');
  if (problems.length) throw new Error(`custom function docs:\n  ${problems.join('\n  ')}`);

  const server = customFunctions(readFileSync(join(root, 'src/server.ts'), 'utf8'));
  const serverProblems = server.flatMap(({ doc, name }) =>
    /@customfunction\b/.test(doc) ? [`${name}: a server function must not be a custom function`] : [],
  );
  for (const f of server)
    if (functions.some((c) => c.name === f.name)) serverProblems.push(`${f.name}: both a custom and a server function`);
  if (serverProblems.length) throw new Error(`server functions:\n  ${serverProblems.join('\n  ')}`);

  const menuSource = readFileSync(join(root, 'src/menu.ts'), 'utf8');
  const menu = customFunctions(menuSource);
  const menuIssues = menuProblems(
    menuSource,
    menu,
    [...functions, ...server].map((f) => f.name),
  );
  if (menuIssues.length) throw new Error(`menu functions:\n  ${menuIssues.join('\n  ')}`);

  const bundle = await functionsBundle([...server, ...menu].map((f) => f.name));
  const header = '// KASE tournaments add-on. Generated by build.mjs from src/; do not edit.\n';
  const code = `${header}${bundle}\n${[...functions, ...server, ...menu].map(wrapper).join('\n')}`;
  const bytes = Buffer.byteLength(code);
  if (bytes > MAX_BYTES) throw new Error(`dist/Code.js is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
  writeAtomic(join(dist, 'Code.js'), code);
  writeAtomic(join(dist, 'appsscript.json'), readFileSync(join(root, 'appsscript.json')));
  const sidebarBytes = await buildSidebar();
  const { cards, problems: cardProblems } = parseCard(readFileSync(join(root, 'docs', 'referee-card.md'), 'utf8'));
  const card = cardHtml(cards);
  if (Buffer.byteLength(card) > MAX_CARD_BYTES)
    cardProblems.push(`${Buffer.byteLength(card)} bytes, over the ${MAX_CARD_BYTES}-byte budget`);
  if (cardProblems.length) throw new Error(`docs/referee-card.md:\n  ${cardProblems.join('\n  ')}`);
  writeAtomic(join(dist, 'RefereeCard.html'), card);
  const built = new Set(['Code.js', 'appsscript.json', 'Sidebar.html', 'RefereeCard.html']);
  for (const f of readdirSync(dist))
    if (!built.has(f) && !f.endsWith('.tmp')) rmSync(join(dist, f), { recursive: true, force: true });

  const gz = gzipSync(code).length;
  console.log(
    `dist/Code.js: ${bytes} bytes (${gz} gzip), ${functions.length} custom functions, ${server.length} server functions, ${menu.length} menu functions`,
  );
  console.log(`dist/Sidebar.html: ${sidebarBytes} bytes (budget ${MAX_SIDEBAR_BYTES})`);
  console.log(`dist/RefereeCard.html: ${Buffer.byteLength(card)} bytes (budget ${MAX_CARD_BYTES})`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((e) => {
    console.error(e.message ?? e);
    process.exit(1);
  });
}
