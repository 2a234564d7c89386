/**
 * Fuzzing every server function (docs/server-api.md: what the sidebar calls with
 * google.script.run) with the arguments a careless or hostile caller can send: undefined, null,
 * NaN, ±Infinity, huge numbers, objects, arrays, empty and blank strings, 1 MB strings, strings
 * with "{x}", "%s" or a formula, and nested mixtures of those.
 *
 * The only acceptable outcome of a call is an ActionResult (docs/server-api.md "The result"):
 * plain JSON data with `ok`, a non-empty `message`, `problems` (each with a severity, a code and a
 * message), `sheets` (empty when refused). Nothing throws, and no message shows an internal
 * placeholder: "undefined", "NaN", "null", "[object Object]" or an unreplaced "{name}" (text the
 * caller sent is taken out of the message before it is judged, since a refusal may quote it).
 *
 * Three ways in: the TypeScript entry points (src/sheets/api.ts, with the fake's services), the
 * server functions of src/server.ts (the fake's SpreadsheetApp and LockService as globals, as Apps
 * Script provides them), and dist/Code.js loaded with gas-local the way Apps Script loads it
 * (fewer runs).
 *
 * FUZZ_RUNS=n scales the number of runs (default 40 per function through the sources, a third of
 * that through src/server.ts and the bundle); FUZZ_SEED=n replays a fast-check seed.
 */
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '../src/sheets/api';
import * as server from '../src/server';
import type { Services } from '../src/sheets/gas';
import { createFakeServices } from '../fakes';
import type { FakeBook } from '../fakes/book';
import { expectOk, paste } from './e2e/helpers';
import { individuals, registerFutsal } from './e2e/people';
import { loadBundle, params } from './fuzzing';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const FEW = Math.max(3, Math.round(RUNS / 3));

// ---- the junk --------------------------------------------------------------------------------

const MEGA = 'Ж'.repeat(1 << 20);

const nastyText = fc.constantFrom(
  '',
  ' ',
  '\t\n ',
  '\u00a0',
  '\u200b',
  '{x}',
  '{found}',
  '{game}',
  '${x}',
  '%s',
  '%d %s %%',
  '=1+1',
  '=IMPORTXML("http://x","//a")',
  '+7',
  '-',
  '@me',
  '—',
  '#N/A',
  'undefined',
  'null',
  'NaN',
  '[object Object]',
  'futsal ',
  'FUTSAL',
  'мини-футбол',
  'Futsal',
  'tour',
  'groups ',
  'bracket',
  'final',
  'standings',
  '1',
  '1.5',
  '-1',
  '1e400',
  'ru',
  'xx',
  'Jusan*',
  '<img src=x onerror=alert(1)>',
  'A'.repeat(300),
);
const text = fc.oneof(nastyText, fc.string({ maxLength: 30 }), fc.string({ unit: 'grapheme', maxLength: 12 }));
const number = fc.oneof(
  fc.constantFrom(
    NaN,
    Infinity,
    -Infinity,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_VALUE,
    -0,
    0,
    1,
    2,
    7,
    8,
    0.5,
    -1,
    2 ** 31,
    1e21,
  ),
  fc.integer(),
  fc.double(),
);
const scalar = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), number, text);
/** JSON-like values (what google.script.run carries), plus undefined, NaN and ±Infinity. */
const junk: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.oneof(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('seed', 'acceptWarnings', 'lang', 'game', 'n', '__proto__', 'toString', 'constructor'),
        fc.string({ maxLength: 6 }),
      ),
      tie('value'),
      { maxKeys: 4, noNullPrototype: true },
    ),
    fc.record({ seed: tie('value'), acceptWarnings: tie('value') }, { requiredKeys: [], noNullPrototype: true }),
  ),
})).value;
/** An argument: junk, or now and then a valid-looking one so the calls also get past the first checks. */
const game = fc.oneof(junk, fc.constantFrom('futsal', 'billiards', 'backgammon', 'preference'));
const stage = fc.oneof(junk, fc.constantFrom('groups', 'bracket', 'tour', 'final', 'standings'));
const tourN = fc.oneof(junk, fc.constantFrom(0, 1, 2, 7, 8, '1'));
const options = fc.oneof(
  junk,
  fc.record(
    { seed: fc.oneof(junk, fc.integer()), acceptWarnings: fc.oneof(junk, fc.boolean()) },
    { requiredKeys: [], noNullPrototype: true },
  ),
);

// ---- judging one result ------------------------------------------------------------------------

/** Every text inside an argument (a refusal may quote what was sent). */
function textsIn(v: unknown, out: string[] = [], depth = 0): string[] {
  if (typeof v === 'string') out.push(v);
  else if (depth < 6 && v !== null && typeof v === 'object')
    for (const x of Object.values(v as object)) textsIn(x, out, depth + 1);
  if (typeof v === 'object' && v !== null) for (const k of Object.keys(v)) out.push(k);
  return out;
}

const PLACEHOLDER = /\bundefined\b|\bNaN\b|\bnull\b|\[object Object\]|\{[A-Za-z_]\w*\}/;

/** What is wrong with a message: an internal placeholder left in it (after the caller's own texts are removed). */
function badMessage(message: unknown, args: readonly unknown[]): string | null {
  if (typeof message !== 'string') return `message is ${typeof message}`;
  if (message.trim() === '') return 'empty message';
  let m = message;
  const sent = args.flatMap((a) => textsIn(a)).filter((s) => s.length > 0);
  // The whole text, and the 40-character cut describeValue makes of it.
  for (const s of [...sent].sort((x, y) => y.length - x.length)) {
    for (const piece of [s, s.slice(0, 40), s.trim()]) if (piece !== '') m = m.split(piece).join('·');
  }
  const hit = PLACEHOLDER.exec(m);
  return hit ? `"${hit[0]}" in ${JSON.stringify(message.slice(0, 300))}` : null;
}

/** Why a call's outcome is not an ActionResult with clean messages; null when it is. */
export function badResult(outcome: { threw?: unknown; result?: unknown }, args: readonly unknown[]): string | null {
  if ('threw' in outcome && outcome.threw !== undefined) {
    const e = outcome.threw;
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
  const r = outcome.result as Record<string, unknown> | null | undefined;
  if (r === null || typeof r !== 'object' || Array.isArray(r)) return `not an object: ${String(r)}`;
  if (typeof r.ok !== 'boolean') return `ok is ${typeof r.ok}`;
  const bad = badMessage(r.message, args);
  if (bad) return `message: ${bad}`;
  if (!Array.isArray(r.problems)) return 'problems is not an array';
  for (const p of r.problems as Record<string, unknown>[]) {
    if (p === null || typeof p !== 'object') return 'a problem is not an object';
    if (p.severity !== 'error' && p.severity !== 'warning') return `problem severity ${String(p.severity)}`;
    if (typeof p.code !== 'string' || p.code === '') return 'problem without a code';
    const pm = badMessage(p.message, args);
    if (pm) return `problem ${p.code}: ${pm}`;
    if (p.cell !== undefined && typeof p.cell !== 'string') return `problem ${p.code}: cell is ${typeof p.cell}`;
  }
  if (!Array.isArray(r.sheets) || (r.sheets as unknown[]).some((s) => typeof s !== 'string'))
    return 'sheets is not a list of names';
  if (!r.ok && (r.sheets as unknown[]).length > 0) return `refused but sheets = ${JSON.stringify(r.sheets)}`;
  const odd = notJson(r, 'result');
  if (odd) return `not plain JSON data: ${odd}`;
  return null;
}

/**
 * Where a value is not what JSON (and google.script.run) carries: a function, a Date, a class
 * instance, NaN or ±Infinity; undefined properties are dropped by JSON and allowed. Works across
 * realms (the bundle's objects come from gas-local's context).
 */
function notJson(v: unknown, path: string, depth = 0): string | null {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return null;
  if (typeof v === 'number') return Number.isFinite(v) ? null : `${path} = ${v}`;
  if (typeof v !== 'object') return `${path} is a ${typeof v}`;
  if (depth > 20) return `${path} nests too deep`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = notJson(v[i], `${path}[${i}]`, depth + 1);
      if (bad) return bad;
    }
    return null;
  }
  const tag = Object.prototype.toString.call(v);
  const proto = Object.getPrototypeOf(v) as { constructor?: { name?: string } } | null;
  if (tag !== '[object Object]' || (proto !== null && proto.constructor?.name !== 'Object'))
    return `${path} is ${tag} (${proto?.constructor?.name ?? 'no prototype'})`;
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined) continue;
    const bad = notJson(x, `${path}.${k}`, depth + 1);
    if (bad) return bad;
  }
  return null;
}

function call(fn: (...a: unknown[]) => unknown, args: readonly unknown[]): { threw?: unknown; result?: unknown } {
  try {
    return { result: fn(...args) };
  } catch (e) {
    return { threw: e ?? new Error('threw a falsy value') };
  }
}

/**
 * Defects already found and pinned by the `it.fails` tests under "known defects" below: the fuzz
 * does not stop at them again (so it goes on looking for others). When one is fixed, its
 * `it.fails` test fails: delete it and its entry here.
 */
const KNOWN: { id: string; matches: (outcome: { threw?: unknown; result?: unknown }, bad: string) => boolean }[] = [
  {
    // The refusal of a wrong argument quotes String(argument): "unknown game "undefined"", "unknown
    // stage "null"", "unknown language "[object Object]"", "tour number NaN …".
    id: 'String(argument) in a refusal',
    matches: (o, bad) => {
      const code = (o.result as { problems?: { code?: string }[] } | undefined)?.problems?.[0]?.code ?? '';
      return (
        ['unknownGameAction', 'unknownStage', 'badLang', 'badTourNumber'].includes(code) &&
        /"(undefined|null|NaN|\[object Object\])"/.test(bad)
      );
    },
  },
  {
    // String(x) / Number(x) of an object whose toString and valueOf are not functions (JSON such as
    // {"toString": ""}) throws out of the TypeScript entry point (src/server.ts's guard catches it).
    id: 'TypeError: Cannot convert object to primitive value',
    matches: (o) =>
      o.threw instanceof TypeError &&
      /Cannot convert object to primitive value/.test(String((o.threw as Error).message)),
  },
];

/** Fails the property on a defect that is not known yet (the known ones are counted in `seen`). */
function judge(
  name: string,
  outcome: { threw?: unknown; result?: unknown },
  args: readonly unknown[],
  seen?: Set<string>,
): void {
  const bad = badResult(outcome, args);
  if (!bad) return;
  const known = KNOWN.find((k) => k.matches(outcome, bad));
  if (known) {
    seen?.add(known.id);
    return;
  }
  throw new Error(`${name}(${args.map((a) => describe1(a)).join(', ')}): ${bad}`);
}

/** What a refusal must leave as it was, cheaply: the sheets, their values and protections, the developer metadata. */
function lightState(book: FakeBook): string {
  return JSON.stringify([
    book.sheetNames().map((n) => [n, book.toMatrix(n), book.protection(n)]),
    book.developerMetadata(),
  ]);
}

// ---- a spreadsheet with every kind of sheet --------------------------------------------------

/** Settings, the four registrations; billiards drawn with its net; futsal drawn; preference seated for tour 1. */
function richBook(locale: 'en_US' | 'ru_RU' = 'en_US'): { services: Services; book: FakeBook } {
  const { services, book } = createFakeServices({ locale, now: Date.UTC(2026, 0, 10) });
  expectOk(api.setup(services, {}));
  const reg = (game: string) =>
    ({
      en_US: {
        futsal: 'Futsal registration',
        billiards: 'Billiards registration',
        preference: 'Preference registration',
      },
      ru_RU: {
        futsal: 'Мини-футбол регистрация',
        billiards: 'Бильярд регистрация',
        preference: 'Преферанс регистрация',
      },
    })[locale][game as 'futsal'];
  paste(services, reg('billiards'), individuals(32, 'billiards'));
  expectOk(api.draw(services, 'billiards', { seed: 3, acceptWarnings: true }));
  expectOk(api.generateBracket(services, 'billiards'));
  if (locale === 'en_US') {
    registerFutsal(services);
  } else {
    const teams = ['Альфа', 'Бета', 'Гамма', 'Дельта', 'Эпсилон', 'Дзета', 'Эта', 'Тета'];
    paste(
      services,
      reg('futsal'),
      teams.flatMap((team, t) =>
        Array.from({ length: 5 }, (_, p) => [
          team,
          p === 0 ? 'вратарь' : 'основной',
          `Игрок${t}${p}`,
          'Иван',
          '',
          'KASE',
        ]),
      ),
    );
    paste(
      services,
      reg('futsal'),
      teams.map((t, i) => [t, i + 1, 'KASE']),
      2,
      10,
    );
  }
  expectOk(api.draw(services, 'futsal', { seed: 3, acceptWarnings: true }));
  paste(
    services,
    reg('preference'),
    Array.from({ length: 12 }, (_, i) => [
      `Pref${String.fromCharCode(65 + i)}`,
      'Oleg',
      '',
      'KASE',
      `p${i}@kase.kz`,
      '+7 701 000 00 00',
      false,
    ]),
  );
  expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
  expectOk(api.seatTour(services, 1, { seed: 5, acceptWarnings: true }));
  return { services, book };
}

/** A ruling request: plausible fields with junk among them (the player names of the seeded tour included). */
const ruling = fc.oneof(
  junk,
  fc.record(
    {
      tour: fc.oneof(tourN, fc.constant('final')),
      player: fc.oneof(junk, fc.constantFrom('PrefA Oleg', 'PrefB Oleg', 'prefc  oleg')),
      kind: fc.oneof(junk, fc.constantFrom('speaking', 'exposed', 'revoke', 'discretion', 'left', 'disqualified')),
      game: fc.oneof(junk, fc.constantFrom(6, 7, 10, 'misere', 'allpass', '8')),
      amount: fc.oneof(junk, fc.integer({ min: -5, max: 20000 })),
      table: fc.oneof(junk, fc.constantFrom('1', '2', 3)),
      whists: fc.oneof(junk, fc.array(fc.oneof(fc.integer({ min: -200, max: 200 }), junk), { maxLength: 5 })),
      from: fc.oneof(tourN, fc.constant('final'), junk),
      reason: fc.oneof(junk, fc.constant('причина')),
    },
    { requiredKeys: [] },
  ),
);

type Entry = {
  name: string;
  api: (s: Services, ...a: unknown[]) => unknown;
  args: fc.Arbitrary<unknown[]>;
  server: (...a: unknown[]) => unknown;
};

/** Each server function with arbitraries for its arguments (and sometimes one more: google.script.run passes what it is given). */
const extra = fc.oneof(
  fc.constant([] as unknown[]),
  junk.map((x) => [x]),
);
const ENTRIES: Entry[] = [
  { name: 'serverStatus', api: (s) => api.status(s), args: extra, server: server.serverStatus as never },
  {
    name: 'serverSetup',
    api: (s, lang) => api.setup(s, lang === undefined || lang === null ? {} : ({ lang } as never)),
    args: fc.tuple(fc.oneof(junk, fc.constantFrom('ru', 'kk', 'en'))),
    server: server.serverSetup as never,
  },
  {
    name: 'serverCheckRegistration',
    api: (s, g) => api.checkRegistration(s, g),
    args: fc.tuple(game),
    server: server.serverCheckRegistration as never,
  },
  {
    name: 'serverConfirmAdmission',
    api: (s, g, t) => api.confirmAdmission(s, g, t),
    args: fc.tuple(game, fc.oneof(junk, fc.integer())),
    server: server.serverConfirmAdmission as never,
  },
  {
    name: 'serverDraw',
    api: (s, g, o) => api.draw(s, g, o as never),
    args: fc.tuple(game, options),
    server: server.serverDraw as never,
  },
  {
    name: 'serverGenerateGroups',
    api: (s, g) => api.generateGroups(s, g),
    args: fc.tuple(game),
    server: server.serverGenerateGroups as never,
  },
  {
    name: 'serverGenerateBracket',
    api: (s, g) => api.generateBracket(s, g),
    args: fc.tuple(game),
    server: server.serverGenerateBracket as never,
  },
  {
    name: 'serverBoard',
    api: (s, o) => api.board(s, o),
    args: fc.tuple(options),
    server: server.serverBoard as never,
  },
  {
    name: 'serverDayPlan',
    api: (s, g) => api.dayPlan(s, g),
    args: fc.tuple(game),
    server: server.serverDayPlan as never,
  },
  {
    name: 'serverWithdraw',
    api: (s, g, p) => api.withdraw(s, g, p),
    args: fc.tuple(game, junk),
    server: server.serverWithdraw as never,
  },
  {
    name: 'serverFinalizeStage',
    api: (s, g, st, n) => api.finalizeStage(s, g, st, n),
    args: fc.tuple(game, stage, tourN),
    server: server.serverFinalizeStage as never,
  },
  {
    name: 'serverPrepareAttendance',
    api: (s, o) => api.prepareAttendance(s, o as never),
    args: fc.tuple(options),
    server: server.serverPrepareAttendance as never,
  },
  {
    name: 'serverSeatTour',
    api: (s, n, o) => api.seatTour(s, n, o as never),
    args: fc.tuple(tourN, options),
    server: server.serverSeatTour as never,
  },
  {
    name: 'serverSeatFinal',
    api: (s, o) => api.seatFinal(s, o as never),
    args: fc.tuple(options),
    server: server.serverSeatFinal as never,
  },
  {
    name: 'serverPreferenceStatus',
    api: (s) => api.preferenceStatus(s),
    args: extra,
    server: server.serverPreferenceStatus as never,
  },
  {
    name: 'serverPrefNotAdmitted',
    api: (s, n, p, r) => api.notAdmitted(s, n, p, r),
    args: fc.tuple(tourN, junk, junk),
    server: server.serverPrefNotAdmitted as never,
  },
  {
    name: 'serverPrefPenalty',
    api: (s, r) => api.penalty(s, r),
    args: fc.tuple(ruling),
    server: server.serverPrefPenalty as never,
  },
  {
    name: 'serverPrefAward',
    api: (s, r) => api.awardResult(s, r),
    args: fc.tuple(ruling),
    server: server.serverPrefAward as never,
  },
  {
    name: 'serverPrefLeave',
    api: (s, r) => api.leave(s, r),
    args: fc.tuple(ruling),
    server: server.serverPrefLeave as never,
  },
];

describe('the judge itself', () => {
  it('finds the defects it is meant to find', () => {
    const good = {
      ok: false,
      message: 'nothing was changed: "x" is not a game',
      problems: [{ severity: 'error', code: 'c', message: 'm' }],
      sheets: [],
    };
    expect(badResult({ result: good }, [])).toBeNull();
    expect(badResult({ threw: new TypeError('x') }, [])).toMatch(/TypeError/);
    expect(badResult({ result: { ...good, message: 'unknown game undefined' } }, [])).toMatch(/undefined/);
    expect(badResult({ result: { ...good, message: 'unknown game "null"' } }, ['null'])).toBeNull();
    expect(badResult({ result: { ...good, message: 'x [object Object]' } }, [{}])).toMatch(/object Object/);
    expect(badResult({ result: { ...good, message: 'tour NaN' } }, [NaN])).toMatch(/NaN/);
    expect(badResult({ result: { ...good, message: 'at {cell}' } }, [])).toMatch(/\{cell\}/);
    expect(badResult({ result: { ...good, message: 'at "{x}"' } }, ['{x}'])).toBeNull();
    expect(
      badResult({ result: { ...good, problems: [{ severity: 'error', code: 'c', message: 'null' }] } }, []),
    ).toMatch(/problem c/);
    expect(badResult({ result: { ...good, sheets: ['S'] } }, [])).toMatch(/refused but/);
    expect(badResult({ result: { ...good, data: { when: new Date(0) } } }, [])).toMatch(/plain JSON/);
    expect(badResult({ result: { ...good, data: { n: NaN } } }, [])).toMatch(/plain JSON/);
    expect(badResult({ result: { ...good, data: { f: () => 1 } } }, [])).toMatch(/plain JSON/);
    expect(badResult({ result: { ...good, data: { seed: -0, x: undefined } } }, [])).toBeNull();
    expect(badResult({ result: undefined }, [])).toMatch(/not an object/);
  });
});

// ---- the TypeScript entry points ---------------------------------------------------------------

describe('server functions through src/sheets/api.ts with junk arguments: an ActionResult with clean messages, never a throw', () => {
  for (const locale of ['en_US', 'ru_RU'] as const) {
    describe(locale, () => {
      let t: { services: Services; book: FakeBook };
      beforeAll(() => {
        t = richBook(locale);
      }, 60_000);
      it.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (_, e) => {
        fc.assert(
          fc.property(e.args, (args) => {
            const before = locale === 'en_US' ? lightState(t.book) : '';
            const outcome = call((...a) => e.api(t.services, ...a), args);
            judge(e.name, outcome, args);
            expect(t.book.isLocked()).toBe(false);
            // docs/server-api.md: "ok: false = nothing was written".
            const r = outcome.result as api.ActionResult | undefined;
            if (locale === 'en_US' && r && r.ok === false && lightState(t.book) !== before) {
              throw new Error(
                `${e.name}(${args.map((a) => describe1(a)).join(', ')}) refused (${r.message}) but changed the spreadsheet`,
              );
            }
          }),
          params(locale === 'en_US' ? RUNS : FEW),
        );
      });
    });
  }

  it('on a spreadsheet with no sheets of the add-on at all (before setup), every function with junk', () => {
    const { services, book } = createFakeServices({ locale: 'kk_KZ', now: 0 });
    for (const e of ENTRIES) {
      fc.assert(
        fc.property(e.args, (args) => {
          if (e.name === 'serverSetup') return; // it would set the spreadsheet up
          judge(
            e.name,
            call((...a) => e.api(services, ...a), args),
            args,
          );
        }),
        params(FEW),
      );
    }
    expect(book.sheetNames()).toEqual(['Лист1']);
  });
});

/** An argument shown in a failure message (short). */
function describe1(a: unknown): string {
  if (a === undefined) return 'undefined';
  if (typeof a === 'number') return String(a);
  if (typeof a === 'string') return JSON.stringify(a.length > 60 ? `${a.slice(0, 60)}…(${a.length})` : a);
  try {
    const s = JSON.stringify(a);
    return s.length > 120 ? `${s.slice(0, 120)}…` : s;
  } catch {
    return String(a);
  }
}

// ---- src/server.ts with the services as Apps Script globals -------------------------------------

describe('server functions of src/server.ts (SpreadsheetApp and LockService as globals) with junk arguments', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (_, e) => {
    const t = richBook('en_US');
    vi.stubGlobal('SpreadsheetApp', t.services.app);
    vi.stubGlobal('LockService', t.services.lock);
    fc.assert(
      fc.property(e.args, (args) => {
        judge(e.name, call(e.server as (...a: unknown[]) => unknown, args), args);
      }),
      params(FEW),
    );
  });
});

// ---- dist/Code.js through gas-local ------------------------------------------------------------

describe("server functions of dist/Code.js (gas-local, the fake's SpreadsheetApp and LockService) with junk arguments", () => {
  beforeAll(() => {
    loadBundle(); // built once here if missing (not inside the timed tests)
  }, 60_000);

  it.each(ENTRIES.map((e) => [e.name, e] as const))('%s', (_, e) => {
    const t = richBook('en_US');
    const bundle = loadBundle({ SpreadsheetApp: t.services.app, LockService: t.services.lock });
    const fn = bundle[e.name];
    expect(typeof fn).toBe('function');
    fc.assert(
      fc.property(e.args, (args) => {
        judge(e.name, call(fn as (...a: unknown[]) => unknown, args), args);
      }),
      params(FEW),
    );
  });
});

// ---- known defects, each pinned ---------------------------------------------------------------

describe('defects this fuzz found (fixed; kept so they stay fixed)', () => {
  let t: { services: Services; book: FakeBook };
  beforeAll(() => {
    t = richBook('en_US');
  }, 60_000);
  const clean = (r: unknown, args: unknown[]) => expect(badResult({ result: r }, args)).toBeNull();

  // The refusal of a game that is not a text describes it (describeValue: "nothing", "an empty
  // cell", "a set of values"), never JavaScript's words for it.
  it.each([[undefined], [null], [{}], [[{}]]])(
    'unknown game %j: the refusal describes the value, with no "undefined", "null" or "[object Object]"',
    (g) => {
      for (const r of [
        api.draw(t.services, g),
        api.checkRegistration(t.services, g),
        api.generateGroups(t.services, g),
        api.generateBracket(t.services, g),
        api.withdraw(t.services, g, 'x'),
        api.finalizeStage(t.services, g, 'groups'),
      ]) {
        expect(r.ok).toBe(false);
        expect(r.problems[0]?.code).toBe('unknownGameAction');
        clean(r, [g]);
      }
    },
  );

  it('unknown stage null / tour number undefined: described, not "null" / "undefined"', () => {
    clean(api.finalizeStage(t.services, 'futsal', null), [null]);
    clean(api.finalizeStage(t.services, 'preference', 'tour', undefined), [undefined]);
  });

  it('serverSetup({}) — a language that is an object: described, not "[object Object]"', () => {
    clean(api.setup(t.services, { lang: {} as never }), [{}]);
  });

  it('a JSON object {"toString": ""} as the game or the tour number: a refusal, not a TypeError', () => {
    const odd = JSON.parse('{"toString": ""}') as unknown;
    for (const f of [
      () => api.draw(t.services, odd),
      () => api.seatTour(t.services, odd),
      () => api.withdraw(t.services, odd, 'x'),
    ]) {
      const outcome = call(f, [odd]);
      expect(outcome.threw).toBeUndefined();
      clean(outcome.result, [odd]);
    }
  });

  it('through src/server.ts too: an odd JSON object as the tour number is refused in words (prefBadTour), never a TypeError', () => {
    vi.stubGlobal('SpreadsheetApp', t.services.app);
    vi.stubGlobal('LockService', t.services.lock);
    try {
      const r = server.serverSeatTour(JSON.parse('{"toString": ""}') as number, undefined);
      expect(badResult({ result: r }, [])).toBeNull();
      expect(r.ok).toBe(false);
      expect(r.problems[0]?.code).toBe('prefBadTour');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// ---- a 1 MB name ---------------------------------------------------------------------------------

describe('a 1 MB player name (docs/server-api.md: arguments are checked before the lock)', () => {
  let t: { services: Services; book: FakeBook };
  beforeAll(() => {
    t = richBook('en_US');
  }, 60_000);

  // What used to be timed (at most 50 ms; a 1 MB preference name once took 12 s) is counted here,
  // the same on any machine (issue 21 item 7): the name is refused by its length as given, before it
  // is cleaned or compared with anyone — "Ж", a megabyte of spaces, "Ж" would clean down to "Ж Ж" —
  // and the refusal makes exactly the service calls of the refusal of an empty name: no lock, no
  // sheet of the game read.
  const SPACED = `Ж${' '.repeat(1 << 20)}Ж`;

  /** The service calls `f` makes, and its result. */
  function counted(f: () => unknown): { calls: number; locks: number; result: unknown } {
    t.book.resetCalls();
    const result = f();
    return { calls: t.book.countCalls(), locks: t.book.countCalls({ category: 'lock' }), result };
  }

  it.each(['futsal', 'billiards', 'backgammon', 'preference'] as const)(
    'serverWithdraw(%s, 1 MB) is refused by its length before anything is read, with a short message',
    (g) => {
      const empty = counted(() => api.withdraw(t.services, g, ''));
      for (const name of [MEGA, SPACED]) {
        const { calls, locks, result } = counted(() => api.withdraw(t.services, g, name));
        const r = result as api.ActionResult;
        expect(badResult({ result: r }, [name])).toBeNull();
        expect(r.ok).toBe(false);
        expect(r.problems[0]?.code).toBe('argTooLong');
        expect(r.message).toContain(String(name.length)); // its length as given: not cleaned first
        expect(r.message.length).toBeLessThan(2000);
        expect(locks).toBe(0);
        expect(calls).toBe(empty.calls);
      }
    },
  );

  it('the same through src/server.ts and the bundle (futsal): refused by its length, no more calls than an empty name', () => {
    vi.stubGlobal('SpreadsheetApp', t.services.app);
    vi.stubGlobal('LockService', t.services.lock);
    try {
      const empty = counted(() => server.serverWithdraw('futsal', ''));
      const viaServer = counted(() => server.serverWithdraw('futsal', MEGA));
      expect((viaServer.result as api.ActionResult).problems[0]?.code).toBe('argTooLong');
      expect(viaServer.calls).toBe(empty.calls);
    } finally {
      vi.unstubAllGlobals();
    }
    const bundle = loadBundle({ SpreadsheetApp: t.services.app, LockService: t.services.lock });
    const withdraw = bundle.serverWithdraw as (...a: unknown[]) => unknown;
    const empty = counted(() => withdraw('futsal', ''));
    const viaBundle = counted(() => withdraw('futsal', SPACED));
    expect((viaBundle.result as api.ActionResult).problems[0]?.code).toBe('argTooLong');
    expect(viaBundle.locks).toBe(0);
    expect(viaBundle.calls).toBe(empty.calls);
  });
});
