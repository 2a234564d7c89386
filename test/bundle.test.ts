/**
 * The built add-on as Apps Script sees it: dist/Code.js loaded with gas-local into a fresh
 * V8 context, custom functions called with 2-D arrays shaped as Sheets passes them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ASSUMPTIONS } from '../src/rules/selfCheck';
import { FOUR, THREE } from './pulkaExamples';

const require = createRequire(import.meta.url);
const gas = require('gas-local') as { require: (dir: string, globals: object) => Record<string, any> };

const root = join(__dirname, '..');
const dist = join(root, 'dist');
const NAMES = {
  PREF_CLOSE_BULLET: ['pools', 'mountains', 'whists', 'penalties', 'target', 'players'],
  PREF_TABLE: ['pools', 'mountains', 'whists', 'penalties', 'target', 'awarded', 'final', 'players'],
  PREF_RATING: ['whists', 'tables', 'missed'],
  PREF_TABLES: ['count'],
  PREF_STANDINGS: ['players', 'ratings', 'whists'],
  BG_MATCH_POINTS: ['parties'],
  GROUP_RANK: ['players', 'matches', 'game', 'tiebreaks', 'parties', 'unfinished'],
  GROUP_TABLE: ['players', 'matches', 'game', 'tiebreaks', 'parties', 'unfinished', 'why'],
  PREF_PULKA: ['deals', 'seats', 'target'],
  PREF_PROTOCOL: ['deals', 'seats', 'target', 'final', 'stopped'],
} as const;

let code = '';
beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'pipe' });
  code = readFileSync(join(dist, 'Code.js'), 'utf8');
});

/** A fresh context with no Apps Script services at all, or with a spreadsheet in `locale`. */
function load(locale?: string): Record<string, any> {
  const globals: Record<string, unknown> = {};
  if (locale) globals.SpreadsheetApp = { getActiveSpreadsheet: () => ({ getSpreadsheetLocale: () => locale }) };
  return gas.require(dist, globals);
}

function errorOf(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected an error');
}

describe('dist/Code.js as Apps Script loads it', () => {
  it('is a classic script (no import/export) under build.mjs MAX_BYTES', async () => {
    // @ts-expect-error build.mjs is plain JavaScript without type declarations
    const { MAX_BYTES } = (await import('../build.mjs')) as { MAX_BYTES: number };
    expect(() => new vm.Script(code, { filename: 'Code.js' })).not.toThrow();
    expect(statSync(join(dist, 'Code.js')).size).toBeLessThan(MAX_BYTES);
  });

  it('loads in a scope with no Apps Script services, and touches none while loading', () => {
    const touched: string[] = [];
    const spy = new Proxy(
      {},
      {
        get: (_, key) => {
          touched.push(String(key));
          return () => spy;
        },
      },
    );
    const ctx = gas.require(dist, { SpreadsheetApp: spy, PropertiesService: spy, Session: spy, CacheService: spy });
    expect(touched).toEqual([]);
    const bare = vm.createContext({});
    vm.runInContext(code, bare);
    for (const name of Object.keys(NAMES)) {
      expect(typeof ctx[name]).toBe('function');
      expect(typeof bare[name]).toBe('function');
    }
  });

  it('a successful call reads no service either (the locale is read only for an error message)', () => {
    const touched: string[] = [];
    const spy = new Proxy(
      {},
      {
        get: (_, key) => {
          touched.push(String(key));
          return () => spy;
        },
      },
    );
    const ctx = gas.require(dist, { SpreadsheetApp: spy });
    expect(ctx.PREF_TABLES(10)).toEqual([[4], [3], [3]]);
    expect(touched).toEqual([]);
  });

  it.each(Object.entries(NAMES))(
    '%s is a top-level function with a full JSDoc block for autocomplete',
    (name, params) => {
      const m = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*\\nfunction ${name}\\(([^)]*)\\)`).exec(code);
      expect(m, `no documented top-level function ${name}`).not.toBeNull();
      const [, doc, args] = m!;
      expect(args!.split(',').map((s) => s.trim())).toEqual(params);
      expect(doc).toMatch(/@customfunction/);
      expect(doc).toMatch(new RegExp(`Example: =${name}\\(`));
      expect([...doc!.matchAll(/@param \{[^}]+\} (\w+) \S/g)].map((p) => p[1])).toEqual(params);
      expect(doc!.split('\n').find((l) => l.replace(/^\s*\*\s?/, '').trim())?.length).toBeGreaterThan(20);
    },
  );

  it('the manifest asks only for the current spreadsheet and the UI, V8, Asia/Almaty', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'appsscript.json'), 'utf8'));
    expect(manifest.runtimeVersion).toBe('V8');
    expect(manifest.timeZone).toBe('Asia/Almaty');
    expect([...manifest.oauthScopes].sort()).toEqual([
      'https://www.googleapis.com/auth/script.container.ui',
      'https://www.googleapis.com/auth/spreadsheets.currentonly',
    ]);
  });
});

describe('SPEC §3 examples through the bundle', () => {
  it('PREF_TABLES: 10 → 4, 3, 3; 9 → 3, 3, 3; 12 → 4, 4, 4; errors for 1, 2, 5 and non-integers', () => {
    const ctx = load();
    expect(ctx.PREF_TABLES(10)).toEqual([[4], [3], [3]]);
    expect(ctx.PREF_TABLES(9)).toEqual([[3], [3], [3]]);
    expect(ctx.PREF_TABLES(12)).toEqual([[4], [4], [4]]);
    expect(ctx.PREF_TABLES([[12]])).toEqual([[4], [4], [4]]);
    expect(ctx.PREF_TABLES('12')).toEqual([[4], [4], [4]]);
    for (const bad of [1, 2, 5, 7.5, 'seven', true, '']) {
      const e = errorOf(() => ctx.PREF_TABLES(bad));
      expect(e.name).toBe('Error');
      expect(e.message).toMatch(/^PREF_TABLES: argument "count"/);
    }
  });

  it('PREF_RATING: two tied first at a table of 4 get (3+1)/2 = 2 place points each', () => {
    const ctx = load();
    // whists 50, 50, −30, −70: place points 2, 2, −1, −3; bands +1, +1, −1, −1.
    expect(ctx.PREF_RATING([[50], [50], [-30], [-70]])).toEqual([[3], [3], [-2], [-4]]);
    // a row in gives a row out; "" for a player without whists; −8 for a missed tour
    expect(
      ctx.PREF_RATING([[50, '', 50, -30, -70]], [['T1', '', 'T1', 'T1', 'T1']], [[false, true, '', false, false]]),
    ).toEqual([[3, -8, 3, -2, -4]]);
    expect(ctx.PREF_RATING([[10], [''], [-10], [0]], undefined, [[false], [false], [false], [false]])).toEqual([
      [4],
      [''],
      [-4],
      [0],
    ]);
  });

  it('PREF_CLOSE_BULLET: returns whole whists summing to 0, in the orientation of pools', () => {
    const ctx = load();
    const w = [
      [0, 30, 20],
      [10, '', 5],
      ['', 40, 0],
    ];
    expect(ctx.PREF_CLOSE_BULLET([[120], [100], [80]], [[10], [20], [30]], w)).toEqual([[340], [-55], [-285]]);
    expect(ctx.PREF_CLOSE_BULLET([[120, 100, 80]], [['10', '20,0', '30']], w)).toEqual([[340, -55, -285]]);
    const r = ctx.PREF_CLOSE_BULLET(
      [[0], [0], [0], [0]],
      [[0], [0], [0], [1]],
      [
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    );
    expect(r.flat().reduce((s: number, v: number) => s + v, 0)).toBe(0);
  });

  it('PREF_STANDINGS: best first by rating then whists; equal on both share the place', () => {
    const ctx = load();
    const out = ctx.PREF_STANDINGS(
      [['Ivanov'], ['Petrov'], ['Sidorov'], ['']],
      [
        [3, 2],
        [5, ''],
        [3, 2],
        ['', ''],
      ],
      [
        [100, 20],
        [-40, 0],
        [60, 60],
        ['', ''],
      ],
    );
    expect(out).toEqual([
      [1, 'Ivanov', 5, 120],
      [1, 'Sidorov', 5, 120],
      [3, 'Petrov', 5, -40],
      ['', '', '', ''],
    ]);
  });

  it('BG_MATCH_POINTS: decided after 2 with 3 points, after 3 by the total, after a 4th when level', () => {
    const ctx = load();
    expect(
      ctx.BG_MATCH_POINTS([
        [2, ''],
        [1, ''],
        ['', ''],
        ['', ''],
      ]),
    ).toEqual([[3, 0, 1]]);
    expect(
      ctx.BG_MATCH_POINTS([
        [1, 0],
        [1, 0],
        ['', ''],
        ['', ''],
      ]),
    ).toEqual([[2, 0, '']]);
    expect(
      ctx.BG_MATCH_POINTS([
        [1, 0],
        [0, 2],
        [1, 0],
        [0, 1],
      ]),
    ).toEqual([[2, 3, 2]]);
    expect(
      ctx.BG_MATCH_POINTS([
        ['', ''],
        ['', ''],
        ['', ''],
        ['', ''],
      ]),
    ).toEqual([[0, 0, '']]);
    expect(
      errorOf(() =>
        ctx.BG_MATCH_POINTS([
          [2, 0],
          [1, 0],
          [1, 0],
          ['', ''],
        ]),
      ).message,
    ).toMatch(/^BG_MATCH_POINTS: argument "parties", row 3/);
  });

  it('GROUP_RANK and GROUP_TABLE: a futsal group with a head-to-head tie-break', () => {
    const ctx = load();
    const players = [['Alpha'], ['Beta'], ['Gamma']];
    // Alpha and Beta both beat Gamma; Beta beat Alpha: Beta first (Art. 8 item 6).
    const matches = [
      ['Alpha', 'Beta', 1, 2],
      ['Alpha', 'Gamma', 5, 0],
      ['Beta', 'Gamma', 1, 0],
    ];
    expect(ctx.GROUP_RANK(players, matches, 'futsal')).toEqual([[2], [1], [3]]);
    expect(ctx.GROUP_RANK([['Alpha', 'Beta', 'Gamma']], matches, 'МИНИ-ФУТБОЛ')).toEqual([[2, 1, 3]]);
    expect(ctx.GROUP_TABLE(players, matches, 'futsal')).toEqual([
      [1, 'Beta', 2, 2, 0, 0, 3, 1, 2, 6],
      [2, 'Alpha', 2, 1, 0, 1, 6, 2, 4, 3],
      [3, 'Gamma', 2, 0, 0, 2, 0, 6, -6, 0],
    ]);
  });
});

describe('PREF_PULKA through the bundle (SPEC §3; issue 14 item 1)', () => {
  /** PREF_CLOSE_BULLET over the first n + 2 columns, inside the bundle. */
  const close = (ctx: Record<string, any>, result: unknown[][], target: number): unknown => {
    const n = result.length;
    return ctx.PREF_CLOSE_BULLET(
      result.map((r) => [r[0]]),
      result.map((r) => [r[1]]),
      result.map((r) => r.slice(2, 2 + n)),
      '',
      target,
    );
  };

  it("every kind of deal (game whisted, made and not, half-whist, dealer's whist, б3, misère with the dealer, all-pass, penalties, help): the hand-worked 4-handed pulka", () => {
    const ctx = load();
    const result = ctx.PREF_PULKA(FOUR.deals, FOUR.seats, 40);
    expect(result).toEqual(FOUR.result);
    expect(close(ctx, result, 40)).toEqual(FOUR.settled);
  });

  it('a complete pulka with help and a write-off (Code 4.1.1) feeds PREF_CLOSE_BULLET unchanged: 147, 147, −294', () => {
    const ctx = load();
    const result = ctx.PREF_PULKA(THREE.deals, '', 10);
    expect(result).toEqual(THREE.result);
    expect(close(ctx, result, 10)).toEqual(THREE.settled);
  });

  it("a refusal names the row, the column and the seat, in the spreadsheet's language", () => {
    const rows = [THREE.deals[0], THREE.deals[1], ['', '7', 1, 7, 'вист', 'п']];
    expect(errorOf(() => load().PREF_PULKA(rows)).message).toMatch(
      /^PREF_PULKA: argument "deals", row 3, column 5 \(seat 2\): unreadable "вист"/,
    );
    expect(errorOf(() => load('ru_RU').PREF_PULKA(rows)).message).toMatch(
      /^PREF_PULKA: аргумент «deals», строка 3, столбец 5 \(место 2\): непонятно: «вист»/,
    );
    expect(errorOf(() => load('kk_KZ').PREF_PULKA(rows)).message).toMatch(
      /^PREF_PULKA: «deals» аргументі, 3-жол, 5-баған \(2-орын\): түсініксіз: «вист»/,
    );
  });
});

describe('errors through the bundle, in the spreadsheet language', () => {
  const cases: [string | undefined, RegExp][] = [
    [undefined, /^GROUP_RANK: argument "matches", row 2, column 2: "Zeta" is not in the list of players$/],
    ['en_US', /^GROUP_RANK: argument "matches", row 2, column 2: "Zeta" is not in the list of players$/],
    ['ru_RU', /^GROUP_RANK: аргумент «matches», строка 2, столбец 2: «Zeta» нет в списке участников$/],
    ['kk_KZ', /^GROUP_RANK: «matches» аргументі, 2-жол, 2-баған: «Zeta» қатысушылар тізімінде жоқ$/],
  ];
  it.each(cases)('locale %s', (locale, message) => {
    const ctx = load(locale);
    const e = errorOf(() =>
      ctx.GROUP_RANK(
        [['Alpha'], ['Beta']],
        [
          ['Alpha', 'Beta', 1, 0],
          ['Alpha', 'Zeta', 1, 0],
        ],
        'futsal',
      ),
    );
    expect(e.name).toBe('Error');
    expect(e.message).toMatch(message);
  });

  it('text in a number cell names the argument, the cell, what was found and what was expected', () => {
    const ctx = load('ru_RU');
    const e = errorOf(() =>
      ctx.PREF_CLOSE_BULLET(
        [[1], [2], [3]],
        [[0], ['много'], [0]],
        [
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 0],
        ],
      ),
    );
    expect(e.message).toBe(
      'PREF_CLOSE_BULLET: аргумент «mountains», строка 2, столбец 1: ожидалось число, найдено: «много»',
    );
  });

  // Art. 18 item 10: a pool above the target says who would give help to whom. The words of help
  // live in a dictionary named only from src/i18n/helpText.ts; the custom functions' bundle once
  // left that dictionary out, and the message said "could not be read (helpTransfer)" instead.
  it.each([
    ['en_US', /seat 1 gives 1 to seat 4 and writes 10 whists on seat 4/],
    ['ru_RU', /отдаёт 1 в пулю .* и пишет 10 вистов/],
    ['kk_KZ', /1 береді және .* 10 вист жазады/],
  ])('PREF_TABLE, a pool above the target (Art. 18 item 10): the help is named (%s)', (locale, help) => {
    const ctx = load(locale);
    const e = errorOf(() =>
      ctx.PREF_TABLE(
        [[121, 12, 11, 27]],
        [[-28, -2, 5, 22]],
        [
          ['', 57, 121, ''],
          ['', 0, 4, ''],
          ['', 245, 0, ''],
          ['', 100, 185, ''],
        ],
        '',
        120,
      ),
    );
    expect(e.message).toMatch(help);
    expect(e.message).not.toMatch(/helpTransfer|could not be read|не удалось прочитать/);
  });
});

describe('server functions through the bundle (what google.script.run calls)', () => {
  const SERVER = [...readFileSync(join(root, 'src', 'server.ts'), 'utf8').matchAll(/export function (\w+)\(/g)].map(
    (m) => m[1] as string,
  );

  it('every function of src/server.ts is a top-level function of Code.js', () => {
    expect(SERVER.length).toBeGreaterThanOrEqual(12);
    for (const name of SERVER) expect(code).toMatch(new RegExp(`\\nfunction ${name}\\(`));
  });

  it('with no spreadsheet at all each returns a plain refusal and never throws', () => {
    const ctx = load();
    for (const name of SERVER) {
      const result = ctx[name]('billiards', {}) as { ok: boolean; message: string };
      expect(result.ok, name).toBe(false);
      expect(typeof result.message).toBe('string');
      expect(JSON.parse(JSON.stringify(result))).toEqual(result); // plain data, as google.script.run needs
    }
  });

  it('setup, draw and the net run in the bundle on a spreadsheet, with one write of values per new sheet', async () => {
    const { createGas } = await import('../bench/gas-fake.mjs');
    const g = createGas({ locale: 'en_US' });
    const ctx = gas.require(dist, { SpreadsheetApp: g.SpreadsheetApp, LockService: g.LockService });
    expect(ctx.serverSetup('en').ok).toBe(true);
    const reg = g.SpreadsheetApp.getActiveSpreadsheet().getSheetByName('Billiards registration');
    reg
      .getRange(2, 1, 32, 8)
      .setValues(
        Array.from({ length: 32 }, (_, i) => [
          `P${i}`,
          'Q',
          '',
          'KASE',
          1 + (i % 5),
          `p${i}@kase.kz`,
          '+7 701 000 00 00',
          false,
        ]),
      );
    const before = g.calls.length;
    const drawn = ctx.serverDraw('billiards', { seed: 3 });
    expect(drawn.ok, drawn.message).toBe(true);
    expect(drawn.data.groups).toHaveLength(8);
    const net = ctx.serverGenerateBracket('billiards');
    expect(net.ok, net.message).toBe(true);
    const calls = g.calls.slice(before) as { sheet: string | null; method: string; category: string }[];
    expect([...drawn.sheets, ...net.sheets]).toEqual([
      'Billiards draw',
      'Billiards groups',
      'Billiards withdrawals',
      'Billiards net',
      'Billiards net tree',
    ]);
    for (const sheet of [...drawn.sheets, ...net.sheets]) {
      expect(calls.filter((c) => c.sheet === sheet && c.method === 'setValues')).toHaveLength(1);
      // reads: the draw log is read back by the net (2: values and formulas); nothing else
      expect(calls.filter((c) => c.sheet === sheet && c.category === 'values').length).toBeLessThanOrEqual(3);
    }
  });
});

describe('the self-check through the bundle, against the fake spreadsheet (issue 22)', () => {
  it.each(['ru', 'kk', 'en'] as const)('%s: start, the guided steps, finish: every assumption holds', async (lang) => {
    const { FakeBook, FakeLockService, FakeSpreadsheetApp } = await import('../fakes/book');
    const { guidedSteps } = await import('./sheets/selfCheckRun');
    const book = new FakeBook({ locale: { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' }[lang], now: Date.UTC(2026, 10, 20) });
    const ctx = gas.require(dist, {
      SpreadsheetApp: new FakeSpreadsheetApp(book),
      LockService: new FakeLockService(book),
      Session: { getScriptTimeZone: () => 'Asia/Almaty', getActiveUserLocale: () => lang },
      Utilities: { sleep: (ms: number) => void (book.now += ms) },
    });
    book.setEditTrigger((e) => ctx.onEdit(e));
    expect(ctx.serverSetup(lang).ok).toBe(true);
    const started = ctx.serverSelfCheck('start');
    expect(started.ok, started.message).toBe(true);
    expect(JSON.parse(JSON.stringify(started))).toEqual(started); // plain data for google.script.run
    guidedSteps(book, started.data.scratch, lang);
    const finished = ctx.serverSelfCheck('finish');
    expect(finished.ok, finished.message).toBe(true);
    expect(finished.data.findings.map((f: { id: string; verdict: string }) => `${f.id}=${f.verdict}`)).toEqual(
      finished.data.findings.map((f: { id: string }) => `${f.id}=held`),
    );
    expect(finished.data.findings).toHaveLength(ASSUMPTIONS.length);
    expect(book.sheetNames()).toContain(finished.data.report);
    expect(book.sheetNames()).not.toContain(started.data.scratch);
  });
});

describe('the menu and the sidebar through the bundle', () => {
  const CAPTIONS = {
    ru: [
      'Открыть панель турнира',
      'Подготовить листы',
      'Составить планы дня',
      'Составить извещения (время и место)',
      'Самопроверка Google Таблиц (один раз до турнира)',
      'Самопроверка: завершить шаги вручную',
      'Обновить очередь: мини-футбол',
      'Обновить очередь: бильярд',
      'Обновить очередь: нарды',
    ],
    kk: [
      'Турнир панелін ашу',
      'Парақтарды дайындау',
      'Күн жоспарларын құру',
      'Хабарламаларды құру (уақыты мен орны)',
      'Google Кестелерін тексеру (турнирге дейін бір рет)',
      'Тексеру: қолмен қадамдарды аяқтау',
      'Кезекті жаңарту: мини-футбол',
      'Кезекті жаңарту: бильярд',
      'Кезекті жаңарту: нарды',
    ],
    en: [
      'Open the tournament panel',
      'Set up the sheets',
      'Make the day plans',
      'Write the notices (time and place)',
      'Self-check of Google Sheets (once, before the tournament)',
      'Self-check: finish the guided steps',
      'Run the queue: futsal',
      'Run the queue: billiards',
      'Run the queue: backgammon',
    ],
  } as const;

  /** The bundle with stand-ins for getUi(), HtmlService and Session around a spreadsheet in `locale`. */
  function withUi(locale: string, userLocale = 'en') {
    const ui = { items: [] as [string, string][], added: 0, sidebars: [] as { file: string; title: string }[] };
    const menu = {
      addItem: (caption: string, handler: string) => (ui.items.push([caption, handler]), menu),
      addSeparator: () => menu,
      addToUi: () => void ui.added++,
    };
    const getUi = () => ({
      createAddonMenu: () => menu,
      showSidebar: (page: { file: string; title: string }) => void ui.sidebars.push(page),
    });
    const HtmlService = {
      createHtmlOutputFromFile: (file: string) => ({
        file,
        title: '',
        setTitle(this: { title: string }, t: string) {
          this.title = t;
          return this;
        },
      }),
    };
    return {
      ui,
      globals: {
        getUi,
        HtmlService,
        Session: { getActiveUserLocale: () => userLocale },
        ScriptApp: { AuthMode: { NONE: 'NONE', LIMITED: 'LIMITED', FULL: 'FULL' } },
      },
      locale,
    };
  }

  it('onOpen, onInstall, showSidebar and the menu handlers are documented top-level functions', () => {
    for (const name of [
      'onOpen',
      'onInstall',
      'showSidebar',
      'menuSetup',
      'menuDayPlans',
      'menuNotices',
      'menuSelfCheck',
      'menuSelfCheckFinish',
      'menuQueueFutsal',
      'menuQueueBilliards',
      'menuQueueBackgammon',
    ]) {
      expect(code, name).toMatch(new RegExp(`\\*/\\nfunction ${name}\\(`));
    }
    expect(code).toMatch(/\nfunction onOpen\(e\) \{/);
    expect(code).toMatch(/\nfunction onInstall\(e\) \{/);
  });

  it.each(['ru', 'kk', 'en'] as const)(
    'onOpen builds the add-on menu in %s (spreadsheet locale), and showSidebar serves Sidebar with the title',
    async (lang) => {
      const { ui, globals } = withUi({ ru: 'ru_RU', kk: 'kk_KZ', en: 'en_GB' }[lang]);
      const { createGas } = await import('../bench/gas-fake.mjs');
      const g = createGas({ locale: { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_GB' }[lang] });
      const app = Object.assign(Object.create(g.SpreadsheetApp), { getUi: globals.getUi });
      const ctx = gas.require(dist, {
        SpreadsheetApp: app,
        LockService: g.LockService,
        HtmlService: globals.HtmlService,
        Session: globals.Session,
        ScriptApp: globals.ScriptApp,
      });
      ctx.onOpen({ authMode: 'LIMITED' });
      expect(ui.items).toEqual([
        [CAPTIONS[lang][0], 'showSidebar'],
        [CAPTIONS[lang][1], 'menuSetup'],
        [CAPTIONS[lang][2], 'menuDayPlans'],
        [CAPTIONS[lang][3], 'menuNotices'],
        [CAPTIONS[lang][4], 'menuSelfCheck'],
        [CAPTIONS[lang][5], 'menuSelfCheckFinish'],
        [CAPTIONS[lang][6], 'menuQueueFutsal'],
        [CAPTIONS[lang][7], 'menuQueueBilliards'],
        [CAPTIONS[lang][8], 'menuQueueBackgammon'],
      ]);
      expect(ui.added).toBe(1);
      for (const [, handler] of ui.items) expect(typeof ctx[handler], handler).toBe('function');
      ctx.showSidebar();
      expect(ui.sidebars).toEqual([
        expect.objectContaining({
          file: 'Sidebar',
          title: { ru: 'Турниры KASE', kk: 'KASE турнирлері', en: 'KASE tournaments' }[lang],
        }),
      ]);
    },
  );

  it('in AuthMode.NONE onOpen reads nothing of the document (the user locale decides)', () => {
    const { ui, globals } = withUi('en_US', 'kk');
    const touched: string[] = [];
    const app = { getUi: globals.getUi, getActiveSpreadsheet: () => (touched.push('getActiveSpreadsheet'), null) };
    const ctx = gas.require(dist, {
      SpreadsheetApp: app,
      HtmlService: globals.HtmlService,
      Session: globals.Session,
      ScriptApp: globals.ScriptApp,
    });
    ctx.onInstall({ authMode: 'NONE' });
    expect(touched).toEqual([]);
    expect(ui.items[0]?.[0]).toBe(CAPTIONS.kk[0]);
  });

  // 80 KiB: the page's code, CSS and its words in three languages (build.mjs MAX_SIDEBAR_BYTES says why).
  const SIDEBAR_BUDGET = 80 * 1024;

  it(`dist/Sidebar.html is one self-contained page under ${SIDEBAR_BUDGET / 1024} KiB`, () => {
    const html = readFileSync(join(dist, 'Sidebar.html'), 'utf8');
    expect(Buffer.byteLength(html)).toBeLessThan(SIDEBAR_BUDGET);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script[^>]*\ssrc\s*=/i);
    expect(html).not.toMatch(/<link\b|@import|url\(/i);
    expect(html).not.toMatch(/https?:\/\//i);
    const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
    expect(markup).not.toMatch(/\s(src|href)\s*=/i);
    expect(html).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    // its words came along: each language's name of the draw step is in the page
    for (const word of ['Draw the groups', 'Провести жеребьёвку', 'Жеребе салу']) expect(html).toContain(word);
    // and the sheets' dictionaries did not (the sidebar imports messages-ui only)
    expect(html).not.toContain('wouldOverwrite');
    expect(html).not.toContain('PREF_CLOSE_BULLET');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(() => new vm.Script(script, { filename: 'Sidebar.js' })).not.toThrow();
  });

  it('the sidebar script runs in a page without google.script.run answering: it asks for the status once, builds its parts', () => {
    // A minimal DOM is not available here; the real-browser tests (test/browser) drive the page.
    // This checks the script's first moves with a stand-in document and google.script.run.
    const html = readFileSync(join(dist, 'Sidebar.html'), 'utf8');
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const calls: string[] = [];
    const runner: Record<string, unknown> = {};
    runner.withSuccessHandler = () => runner;
    runner.withFailureHandler = () => runner;
    runner.serverStatus = () => void calls.push('serverStatus');
    const node = (): Record<string, unknown> => {
      const n: Record<string, unknown> = { children: [] as unknown[], style: {}, firstChild: null, hidden: false };
      n.setAttribute = () => undefined;
      n.addEventListener = () => undefined;
      n.appendChild = (c: unknown) => ((n.children as unknown[]).push(c), c);
      n.removeChild = () => undefined;
      n.focus = () => undefined;
      return n;
    };
    const document = {
      documentElement: node(),
      body: node(),
      createElement: node,
      createTextNode: (t: string) => ({ t }),
      getElementById: () => node(),
    };
    const sandbox = vm.createContext({
      document,
      google: { script: { run: runner } },
      navigator: { language: 'ru' },
      window: { setInterval: () => 1, clearInterval: () => undefined },
      Date,
    });
    vm.runInContext(script, sandbox);
    expect(calls).toEqual(['serverStatus']);
  });
});
