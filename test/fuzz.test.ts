/**
 * Fuzzing every custom function with what a spreadsheet (or a careless caller) can hand it.
 *
 * The only acceptable outcomes of a call are:
 *  - a result: a scalar or a rectangular 2-D array whose cells are finite numbers, strings or
 *    booleans (no NaN, no ±Infinity, no undefined/null, no empty rows);
 *  - a thrown plain `Error` (not a TypeError, RangeError, ...) whose message starts with
 *    "NAME:" and is not the catch-all "could not be read" message of an internal failure.
 * Also: the same input gives the same outcome twice (SPEC §3: functions are pure), the
 * arguments are not modified, and a semi-valid input with nothing corrupted succeeds.
 *
 * Four properties per function:
 *  - random junk: scalars, cells, ragged and rectangular ranges (1..10 × 1..8), [] and [[]];
 *  - semi-valid inputs: valid shapes built from SPEC §3 with 0–3 cells or arguments corrupted
 *    (with nothing corrupted the call must succeed);
 *  - junk and semi-valid inputs with NaN/±Infinity mixed in, and again with overflowing numbers (1e308,
 *    400-digit text), each kept apart so that one class of failure does not hide the others.
 * Runs against the TypeScript sources and, with fewer runs, against dist/Code.js loaded the
 * way Apps Script loads it (gas-local, a fresh V8 context).
 *
 * FUZZ_RUNS=n scales the number of runs (default 300 per function and kind, 100 for the
 * bundle); FUZZ_SEED=n replays a fast-check seed.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as functions from '../src/functions/index';
import { loadBundle, params } from './fuzzing';
import { buildPulka, NAMES as SEAT_NAMES, seedsArb, tableArb } from './pulkaDeals';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const BUNDLE_RUNS = Math.max(1, Math.round(RUNS / 3));

type Fn = (...args: unknown[]) => unknown;
// KASE_PROBE reports when it ran (the self-check's probe, impure by design): test/functions/probe.test.ts.
type Name = Exclude<keyof typeof functions, 'KASE_PROBE'>;

const ARITY: Record<Name, number> = {
  PREF_CLOSE_BULLET: 3,
  PREF_TABLE: 7,
  PREF_RATING: 3,
  PREF_TABLES: 1,
  PREF_STANDINGS: 3,
  BG_MATCH_POINTS: 1,
  GROUP_RANK: 4,
  GROUP_TABLE: 4,
  PREF_PULKA: 3,
  PREF_PROTOCOL: 5,
  KASE_QUEUE: 3,
};
const NAMES = Object.keys(ARITY) as Name[];

// ---- judging one call --------------------------------------------------------------------

function badCell(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? null : `a non-finite number (${v})`;
  if (typeof v === 'string' || typeof v === 'boolean') return null;
  return `a cell of type ${v === null ? 'null' : typeof v}`;
}

/** Why a returned value is not something Sheets can show, or null if it is fine. */
export function badResult(r: unknown): string | null {
  if (!Array.isArray(r)) return badCell(r);
  let width = -1;
  for (const [i, row] of r.entries()) {
    if (!Array.isArray(row)) return `row ${i} is not an array`;
    if (row.length === 0) return `row ${i} is empty`;
    if (width >= 0 && row.length !== width)
      return `ragged result: row ${i} has ${row.length} cells, row 0 has ${width}`;
    width = row.length;
    for (const [j, cell] of row.entries()) {
      const bad = badCell(cell);
      if (bad) return `[${i}][${j}] is ${bad}`;
    }
  }
  return null;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

function attempt(fn: Fn, args: readonly unknown[]): Outcome {
  try {
    return { ok: true, value: fn(...args) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Why an outcome breaks the contract, or null. Works across realms (no instanceof). */
function badOutcome(name: string, o: Outcome): string | null {
  if (o.ok) {
    const bad = badResult(o.value);
    return bad ? `returned ${show(o.value)}: ${bad}` : null;
  }
  const e = o.error as { name?: unknown; message?: unknown; constructor?: { name?: unknown } } | null;
  if (e === null || typeof e !== 'object') return `threw a non-object: ${String(e)}`;
  const kind = `${String(e.constructor?.name)}/${String(e.name)}`;
  if (kind !== 'Error/Error') return `threw ${kind}: ${String(e.message)}`;
  const message = String(e.message);
  if (!message.startsWith(`${name}:`)) return `error message does not start with "${name}:": ${message}`;
  if (message.includes('could not be read')) return `internal failure: ${message}`;
  return null;
}

function fingerprint(o: Outcome): string {
  return o.ok ? `ok ${show(o.value)}` : `error ${String((o.error as { message?: unknown }).message)}`;
}

/** A readable, exact rendering of test data (NaN, ±Infinity, -0, undefined, Dates). */
function show(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(show).join(',')}]`;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (Object.prototype.toString.call(v) === '[object Date]') return `Date(${(v as Date).getTime()})`;
  return String(v);
}

/** Deep copy that keeps Dates, NaN and undefined as they are. */
function copy<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copy) as T;
  if (Object.prototype.toString.call(v) === '[object Date]') return new Date((v as Date).getTime()) as T;
  return v;
}

/** Calls fn twice and checks everything the contract promises; throws with a readable reason. */
function check(name: string, fn: Fn, args: readonly unknown[], mustSucceed = false): void {
  const before = show(args);
  const first = attempt(fn, args);
  const bad = badOutcome(name, first);
  if (bad) throw new Error(`${name}(${before.slice(1, -1)}) ${bad}`);
  if (show(args) !== before) throw new Error(`${name} modified its arguments: ${before} became ${show(args)}`);
  const second = attempt(fn, copy(args));
  if (fingerprint(second) !== fingerprint(first)) {
    throw new Error(`${name} is not pure: ${fingerprint(first)} then ${fingerprint(second)}`);
  }
  if (mustSucceed && !first.ok) {
    throw new Error(
      `${name}(${before.slice(1, -1)}) rejected a valid input: ${String((first.error as Error).message)}`,
    );
  }
}

// ---- junk ------------------------------------------------------------------------------

const SPECIAL_STRINGS = [
  '',
  ' ',
  '   ',
  '\t',
  '\n',
  '\u00a0',
  '\u2009',
  '\u202f',
  '0',
  '-0',
  '1',
  '2',
  '3',
  '4',
  '12',
  '-8',
  '12,5',
  '12.5',
  ',5',
  '.5',
  '5.',
  '1,2,3',
  '1 000',
  '1\u00a0000',
  '\u22128',
  '\u2212',
  '\u2013 3',
  '+',
  '-',
  '+5',
  '- 3',
  '++',
  '+-',
  '=A1',
  '=SUM(A1:A3)',
  '@x',
  "'12",
  '1e3',
  '0x10',
  '0b1',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  'TRUE',
  'FALSE',
  'true',
  'ИСТИНА',
  'ложь',
  'да',
  'жоқ',
  'x',
  '✓',
  'yes',
  'Алма',
  'Қайрат',
  'Дастан Ержанов',
  'Team 1',
  'team 1',
  ' TEAM  1 ',
  'futsal',
  'FUTSAL',
  ' billiards ',
  'backgammon',
  'мини-футбол',
  'Бильярд',
  'нарды',
  'chess',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  'length',
  'x'.repeat(1000),
  '🎱🎲',
  '\u0000',
  '\ud800',
  'a\u0301',
  'T1',
  'Стол 1',
];

/**
 * Numbers outside what the functions can add up. NaN and ±Infinity never come from a cell
 * (Sheets shows #NUM! and does not call the function), but 1e308 or a 400-digit numeric text
 * can. Each kind has its own properties so that one class of failure does not hide another.
 */
const NON_FINITE = fc.oneof(fc.constantFrom<unknown>(NaN, Infinity, -Infinity), fc.double());
const OVERFLOW = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    1e300,
    '9'.repeat(400),
    `\u2212${'9'.repeat(400)}`,
    `1${'0'.repeat(320)}`,
  ),
  fc.double({ min: 1e300, max: Number.MAX_VALUE, noNaN: true }),
);

const ordinaryNumber = fc.oneof(
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(-0, 0.5, Number.MAX_SAFE_INTEGER, 5e-324, 0.1 + 0.2),
);

const numericText = fc
  .tuple(
    fc.integer({ min: -5000, max: 5000 }),
    fc.nat(99),
    fc.constantFrom('-', '\u2212', '+', ''),
    fc.constantFrom('.', ',', ''),
  )
  .map(([n, frac, sign, sep]) => `${sign}${Math.abs(n)}${sep === '' ? '' : `${sep}${frac}`}`);

const junkString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  numericText,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

interface Junk {
  cell: fc.Arbitrary<unknown>;
  arg: fc.Arbitrary<unknown>;
}

function junk(extra?: fc.Arbitrary<unknown>): Junk {
  const cell: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 4, arbitrary: ordinaryNumber },
    { weight: extra ? 4 : 0, arbitrary: extra ?? ordinaryNumber },
    { weight: 4, arbitrary: junkString },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, null, '') },
  );
  const rectangle = fc
    .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 8 }))
    .chain(([r, c]) => fc.array(fc.array(cell, { minLength: c, maxLength: c }), { minLength: r, maxLength: r }));
  const arg: fc.Arbitrary<unknown> = fc.oneof(
    { weight: 3, arbitrary: cell },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(undefined, [], [[]], [[], []], [['']], [[''], ['']]) },
    { weight: 2, arbitrary: fc.array(fc.array(cell, { maxLength: 8 }), { minLength: 1, maxLength: 10 }) },
    { weight: 4, arbitrary: rectangle },
  );
  return { cell, arg };
}

const ORDINARY = junk();
const WITH_NON_FINITE = junk(NON_FINITE);
const WITH_OVERFLOW = junk(OVERFLOW);

// ---- semi-valid inputs (SPEC §3 shapes) -----------------------------------------------------

/** A number as a person may type it: a number, numeric text, with a Unicode minus, spaced. */
const asTyped = (n: number): fc.Arbitrary<unknown> =>
  fc.constantFrom<unknown>(n, n, n, String(n), String(n).replace('-', '\u2212'), ` ${n} `, String(n).replace('.', ','));

function typedList(ns: readonly number[]): fc.Arbitrary<unknown[]> {
  return fc.tuple(...ns.map(asTyped));
}

/** A list in a random orientation (column, row; a scalar when it has one item). */
function shaped(values: readonly unknown[], orientation: 'column' | 'row' | 'scalar'): unknown {
  if (orientation === 'scalar' && values.length === 1) return values[0];
  if (orientation === 'row') return [values.slice()];
  return values.map((v) => [v]);
}
const orientation = fc.constantFrom<'column' | 'row' | 'scalar'>('column', 'column', 'row', 'scalar');

const closeBullet: fc.Arbitrary<unknown[]> = fc.tuple(fc.constantFrom(3, 4), orientation).chain(([n, o]) =>
  fc
    .tuple(
      fc
        .array(
          fc.oneof(
            fc.nat(30),
            fc.nat(60).map((k) => k / 2),
          ),
          { minLength: n, maxLength: n },
        )
        .chain(typedList),
      fc.array(fc.integer({ min: -30, max: 200 }), { minLength: n, maxLength: n }).chain(typedList),
      fc.array(
        fc.array(fc.oneof(fc.constant<unknown>(''), fc.nat(300).chain(asTyped)), { minLength: n, maxLength: n }),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.constantFrom<unknown>('', 0, '0', ' '), { minLength: n, maxLength: n }),
    )
    .map(([pools, mountains, whists, diagonal]) => {
      whists.forEach((row, i) => (row[i] = diagonal[i]));
      return [shaped(pools, o), shaped(mountains, o), whists];
    }),
);

/** PREF_TABLE: a pulka as PREF_CLOSE_BULLET takes it, with no penalties, a target, maybe an award, a tour or the final. */
const prefTable: fc.Arbitrary<unknown[]> = closeBullet.chain((args) => {
  const n = (args[0] as unknown[]).flat().length;
  return fc
    .tuple(
      fc.constantFrom<unknown>('', 200, 120),
      fc.option(fc.array(fc.integer({ min: -100, max: 100 }), { minLength: n, maxLength: n })),
      fc.constantFrom<unknown>('', true, false, 'FALSE'),
    )
    .map(([target, award, final]) => [...args, '', target, award ? award.map((v) => [v]) : '', final]);
});

const MISSED_YES = ['TRUE', 'истина', 'да', 'x', '✓', 'yes', '1'];
const MISSED_NO = ['', 'FALSE', 'ложь', 'нет', 'no', '0'];

/** PREF_RATING: one unlabelled table, or up to 16 labelled tables with missed and blank rows. */
const rating: fc.Arbitrary<unknown[]> = fc.oneof<fc.Arbitrary<unknown[]>[]>(
  // one table, no labels
  fc.tuple(fc.constantFrom(3, 4), orientation, fc.boolean()).chain(([n, o, withMissed]) =>
    fc
      .array(fc.integer({ min: -1500, max: 1500 }), { minLength: n, maxLength: n })
      .chain(typedList)
      .chain((w) =>
        withMissed
          ? fc
              .array(fc.constantFrom<unknown>(false, 0, ...MISSED_NO), { minLength: n, maxLength: n })
              .map((m): unknown[] => [shaped(w, o), undefined, shaped(m, o)])
          : fc.constant<unknown[]>([shaped(w, o)]),
      ),
  ),
  // several tables with labels, some seats missed (−8) or blank
  fc
    .array(
      fc.tuple(
        fc.array(fc.integer({ min: -1500, max: 1500 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom(3, 4),
        fc.constantFrom<'none' | 'missed' | 'blank'>('none', 'none', 'missed', 'blank'),
      ),
      { minLength: 1, maxLength: 16 },
    )
    .chain((tables) => {
      const rows: fc.Arbitrary<[unknown, unknown, unknown]>[] = [];
      tables.forEach(([ws, size, extra], t) => {
        const label = t % 3 === 0 ? t + 1 : t % 3 === 1 ? `T${t + 1}` : `Стол ${t + 1}`;
        for (let k = 0; k < size; k++) {
          rows.push(
            fc.tuple(
              asTyped(ws[k] as number),
              fc.constant<unknown>(label),
              fc.constantFrom<unknown>(false, ...MISSED_NO),
            ),
          );
        }
        if (extra === 'missed') {
          rows.push(
            fc.tuple(
              fc.constantFrom<unknown>('', 100, '\u22125'),
              fc.constantFrom<unknown>(label, '', 'other'),
              fc.constantFrom<unknown>(true, 1, ...MISSED_YES),
            ),
          );
        }
        if (extra === 'blank') rows.push(fc.constant<[unknown, unknown, unknown]>(['', label, false]));
      });
      return fc.tuple(...rows).chain((rs) => fc.shuffledSubarray(rs, { minLength: rs.length, maxLength: rs.length }));
    })
    .map((rows) => [rows.map((r) => [r[0]]), rows.map((r) => [r[1]]), rows.map((r) => [r[2]])]),
);

const tables: fc.Arbitrary<unknown[]> = fc
  .integer({ min: 3, max: 1000 })
  .filter((n) => n !== 5)
  .chain((n) => fc.oneof(asTyped(n), fc.constant([[n]])))
  .map((c) => [c]);

const standings: fc.Arbitrary<unknown[]> = fc
  .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 7 }))
  .chain(([n, t]) =>
    fc.tuple(
      fc.uniqueArray(
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').flatMap((c) => [`Игрок ${c}`, `Player ${c}`, c])),
        {
          minLength: n,
          maxLength: n,
          comparator: (x, y) => x.toLowerCase() === y.toLowerCase(),
        },
      ),
      fc.array(
        fc.array(fc.oneof(fc.constant<unknown>(''), fc.integer({ min: -8, max: 8 }).chain(asTyped)), {
          minLength: t,
          maxLength: t,
        }),
        { minLength: n, maxLength: n },
      ),
      fc.array(
        fc.array(fc.oneof(fc.constant<unknown>(''), fc.integer({ min: -900, max: 900 }).chain(asTyped)), {
          minLength: t,
          maxLength: t,
        }),
        { minLength: n, maxLength: n },
      ),
    ),
  )
  .map(([names, r, w]) => [names.map((p) => [p]), r, w]);

/** Art. 14 item 2: who has won after `played` parties. */
function bgDecided(played: number, a: number, b: number): boolean {
  return (played === 2 && (a >= 3 || b >= 3)) || (played === 3 && a !== b) || played === 4;
}

const bgMatch: fc.Arbitrary<unknown[]> = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(0, 1), fc.constantFrom(1, 2), fc.constantFrom<unknown>('', 0, '0')), {
      minLength: 4,
      maxLength: 4,
    }),
    fc.nat(4),
    fc.nat(2),
  )
  .map(([parties, cut, padding]) => {
    const rows: unknown[][] = [];
    const pts = [0, 0];
    for (const [who, p, loser] of parties) {
      pts[who] = (pts[who] as number) + p;
      rows.push(who === 0 ? [p, loser] : [loser, p]);
      if (bgDecided(rows.length, pts[0] as number, pts[1] as number)) break;
    }
    const played = rows.slice(0, Math.min(cut, rows.length));
    while (played.length < 1 || (padding-- > 0 && played.length < 6)) played.push(['', '']);
    return [played];
  });

/** Every final score a decided backgammon match can have, winner first. */
function bgFinals(): Array<[number, number]> {
  const out = new Map<string, [number, number]>();
  const walk = (n: number, a: number, b: number): void => {
    for (const [who, p] of [
      [0, 1],
      [0, 2],
      [1, 1],
      [1, 2],
    ] as const) {
      const na = who === 0 ? a + p : a;
      const nb = who === 1 ? b + p : b;
      if (bgDecided(n + 1, na, nb)) {
        if (n + 1 < 4 ? na > nb : who === 0) out.set(`${na}:${nb}`, [na, nb]);
      } else walk(n + 1, na, nb);
    }
  };
  walk(0, 0, 0);
  return [...out.values()];
}
const BG_FINALS = bgFinals();

const GAMES = {
  futsal: ['futsal', 'Futsal', ' FUTSAL ', 'мини-футбол', 'Мини-футбол'],
  billiards: ['billiards', 'Billiards', 'бильярд', 'БИЛЬЯРД'],
  backgammon: ['backgammon', 'Backgammon', 'нарды', 'Нарды'],
} as const;
type Game = keyof typeof GAMES;

const TEAM_NAMES = [
  'Алма',
  'Бастау',
  'Team 1',
  'Team 2',
  'Қайрат',
  'Сункар',
  '2005',
  'Orda',
  'Барс',
  'Ertis',
  'Tulpar',
  'Samruk',
];

function scoreRow(game: Game, bo3: boolean): fc.Arbitrary<[unknown, unknown, unknown, unknown]> {
  // Backgammon chips are at most 14 per match point (Art. 13 item 7); balls are not bounded.
  const extra = (points: unknown) =>
    fc.oneof(
      fc.constant<unknown>(''),
      fc.nat(game === 'backgammon' ? 14 * (typeof points === 'number' ? points : 0) : 30),
    );
  const forfeit = fc.constantFrom<[unknown, unknown]>(['+', '-'], ['-', '+'], ['\u2212', '+'], ['-', '-']);
  const unplayed = fc.constant<[unknown, unknown]>(['', '']);
  let played: fc.Arbitrary<[unknown, unknown]>;
  if (game === 'futsal') played = fc.tuple(fc.nat(6), fc.nat(6));
  else if (game === 'billiards') {
    played = (bo3 ? fc.constantFrom<[number, number]>([2, 0], [2, 1]) : fc.constant<[number, number]>([1, 0])).chain(
      ([w, l]) => fc.constantFrom<[unknown, unknown]>([w, l], [l, w]),
    );
  } else played = fc.constantFrom(...BG_FINALS).chain(([w, l]) => fc.constantFrom<[unknown, unknown]>([w, l], [l, w]));
  return fc
    .oneof({ weight: 8, arbitrary: played }, { weight: 1, arbitrary: forfeit }, { weight: 1, arbitrary: unplayed })
    .chain(([a, b]) =>
      fc.tuple(extra(a), extra(b)).map(([x, y]): [unknown, unknown, unknown, unknown] => [a, b, x, y]),
    );
}

const group: fc.Arbitrary<unknown[]> = fc
  .tuple(
    fc.constantFrom<Game>('futsal', 'billiards', 'backgammon'),
    fc.integer({ min: 2, max: 8 }),
    fc.boolean(),
    fc.constantFrom(4, 6),
    orientation,
    fc.boolean(),
  )
  .chain(([game, n, bo3, cols, o, trailingBlank]) => {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
    return fc
      .tuple(
        fc.constantFrom(...GAMES[game]),
        fc.shuffledSubarray(TEAM_NAMES, { minLength: n, maxLength: n }),
        fc.shuffledSubarray(pairs, { minLength: 0, maxLength: pairs.length }),
        fc.array(scoreRow(game, bo3), { minLength: pairs.length, maxLength: pairs.length }),
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: pairs.length, maxLength: pairs.length }),
        fc.option(fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 2)), { minLength: 1, maxLength: 6 }), { nil: undefined }),
      )
      .map(([word, names, chosen, scores, flips, tbs]) => {
        const matches = chosen.map(([i, j], k) => {
          const [swap, upper] = flips[k] as [boolean, boolean];
          const [a, b] = swap ? [j, i] : [i, j];
          const name = (x: number) => (upper ? (names[x] as string).toUpperCase() : (names[x] as string));
          const [sa, sb, xa, xb] = scores[k] as [unknown, unknown, unknown, unknown];
          const row = [name(a), name(b), sa, sb, xa, xb];
          return row.slice(0, cols);
        });
        if (matches.length === 0) matches.push(Array<unknown>(cols).fill(''));
        const players: unknown[] = names.slice();
        if (trailingBlank) players.push('');
        const tiebreaks = tbs?.map(([w, l]) => [names[w], names[l >= w ? l + 1 : l]]);
        return tiebreaks === undefined
          ? [shaped(players, o), matches, word]
          : [shaped(players, o), matches, word, tiebreaks];
      });
  });

/** PREF_PULKA: a legal pulka of up to 60 rows as a referee types it, maybe with the seats' names and a target. */
const pulka: fc.Arbitrary<unknown[]> = fc
  .tuple(tableArb, seedsArb(60), fc.boolean(), orientation, fc.constantFrom<unknown>(undefined, '', 'same', 'text'))
  .map(([[n, target], seeds, named, o, goal]) => {
    const names = named ? SEAT_NAMES.slice(0, n) : null;
    const { rows } = buildPulka(n, target, seeds, { names, extras: true });
    if (rows.length === 0) rows.push(Array<unknown>(n + 3).fill(''));
    const t = goal === 'same' ? target : goal === 'text' ? ` ${target} ` : target === 120 ? goal : target;
    return [rows, names ? shaped(names, o === 'scalar' ? 'column' : o) : '', t];
  });

/** PREF_PROTOCOL: a legal pulka as the protocol passes it, with the final and stopped flags. */
const protocol: fc.Arbitrary<unknown[]> = fc
  .tuple(
    pulka,
    fc.constantFrom<unknown>(undefined, false, true, 'TRUE', ''),
    fc.constantFrom<unknown>(undefined, false, true, ''),
  )
  .map(([args, final, stopped]) => [...args, final, stopped]);

// KASE_QUEUE: a queue sheet's tables, matches (13 columns) and day, with results and holds drawn.
const PEOPLE = ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'];
const queue: fc.Arbitrary<unknown[]> = fc
  .array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 8 })
  .map((rows) => [
    [
      [1, false],
      [2, false],
    ],
    rows.map(([a, b, result, held], i) => [
      `g:A:${i}`,
      `${PEOPLE[a]} – ${PEOPLE[b]}`,
      `1 10:${String(10 + i).padStart(2, '0')}`,
      30,
      PEOPLE[a],
      PEOPLE[b],
      1,
      1,
      result,
      held,
      '',
      '',
      '',
    ]),
    [['10:00', '22:00', 5, 10]],
  ]);

const VALID: Record<Name, fc.Arbitrary<unknown[]>> = {
  PREF_CLOSE_BULLET: closeBullet,
  PREF_TABLE: prefTable,
  PREF_RATING: rating,
  PREF_TABLES: tables,
  PREF_STANDINGS: standings,
  BG_MATCH_POINTS: bgMatch,
  GROUP_RANK: group,
  GROUP_TABLE: group,
  PREF_PULKA: pulka,
  PREF_PROTOCOL: protocol,
  KASE_QUEUE: queue,
};

/** One corruption: replace a cell of an argument, replace a whole argument, or cut a row short. */
type Corruption = { kind: 'cell' | 'arg' | 'cut'; arg: number; row: number; col: number; cell: unknown; junk: unknown };
const corruption = (j: Junk): fc.Arbitrary<Corruption> =>
  fc.record({
    kind: fc.constantFrom<'cell' | 'arg' | 'cut'>('cell', 'cell', 'cell', 'cell', 'arg', 'cut'),
    arg: fc.nat(3),
    row: fc.nat(63),
    col: fc.nat(7),
    cell: j.cell,
    junk: j.arg,
  });

function corrupt(valid: readonly unknown[], arity: number, changes: readonly Corruption[]): unknown[] {
  const args = copy(valid.slice());
  while (args.length < arity) args.push(undefined);
  for (const c of changes) {
    const k = c.arg % arity;
    const target = args[k];
    if (c.kind === 'arg') args[k] = c.junk;
    else if (!Array.isArray(target) || target.length === 0) args[k] = c.cell;
    else {
      const row = target[c.row % target.length] as unknown[];
      if (!Array.isArray(row) || row.length === 0) continue;
      if (c.kind === 'cut') row.length = c.col % row.length;
      else row[c.col % row.length] = c.cell;
    }
  }
  // Trailing undefined = the optional argument was left out, as Sheets does.
  while (args.length > 0 && args[args.length - 1] === undefined) args.pop();
  return args;
}

const semiValid = (name: Name, j: Junk): fc.Arbitrary<{ args: unknown[]; intact: boolean }> =>
  fc
    .tuple(VALID[name], fc.array(corruption(j), { maxLength: 3 }))
    .map(([valid, changes]) => ({ args: corrupt(valid, ARITY[name], changes), intact: changes.length === 0 }));

const junkArgs = (name: Name, j: Junk): fc.Arbitrary<unknown[]> =>
  fc.array(j.arg, { minLength: ARITY[name], maxLength: ARITY[name] });

// ---- the properties ----------------------------------------------------------------------

function fuzz(label: string, fnOf: (name: Name) => Fn, runs: number): void {
  describe(label, () => {
    for (const name of NAMES) {
      it(`${name}: random junk`, () => {
        fc.assert(
          fc.property(junkArgs(name, ORDINARY), (args) => check(name, fnOf(name), args)),
          params(runs),
        );
      });
      it(`${name}: semi-valid inputs (valid shapes, a few corrupted cells)`, () => {
        fc.assert(
          fc.property(semiValid(name, ORDINARY), ({ args, intact }) => check(name, fnOf(name), args, intact)),
          params(runs),
        );
      });
      for (const [what, j] of [
        ['NaN and ±Infinity', WITH_NON_FINITE],
        ['overflowing numbers (1e308, 400-digit text)', WITH_OVERFLOW],
      ] as const) {
        it(`${name}: ${what}, in junk and in semi-valid inputs`, () => {
          fc.assert(
            fc.property(
              fc.oneof(
                junkArgs(name, j),
                semiValid(name, j).map((x) => x.args),
              ),
              (args) => check(name, fnOf(name), args),
            ),
            params(runs),
          );
        });
      }
    }
  });
}

describe('the judge itself', () => {
  it('accepts what Sheets can show and rejects the rest', () => {
    expect(badResult([[1, 'a', true, '']])).toBeNull();
    expect(badResult(3)).toBeNull();
    expect(badResult([[NaN]])).toMatch(/non-finite/);
    expect(badResult([[1], [Infinity]])).toMatch(/non-finite/);
    expect(badResult([[undefined]])).toMatch(/undefined/);
    expect(badResult([[1, 2], [3]])).toMatch(/ragged/);
    expect(badOutcome('F', { ok: false, error: new TypeError('x') })).toMatch(/TypeError/);
    expect(badOutcome('F', { ok: false, error: new Error('G: x') })).toMatch(/does not start/);
    expect(badOutcome('F', { ok: false, error: new Error('F: the input could not be read (x)') })).toMatch(/internal/);
    expect(badOutcome('F', { ok: false, error: new Error('F: argument "a": expected a number') })).toBeNull();
  });
});

fuzz('custom functions (TypeScript sources)', (name) => functions[name] as Fn, RUNS);

describe('PREF_PULKA: junk in a cell of "deals" (issue 14: "a result or a clear message naming the cell")', () => {
  it('one to three cells of a legal pulka replaced by junk: a result, or a message naming "deals", the row and the column', () => {
    fc.assert(
      fc.property(
        pulka,
        fc.array(fc.tuple(fc.nat(), fc.nat(), ORDINARY.cell), { minLength: 1, maxLength: 3 }),
        (args, junkCells) => {
          const rows = copy(args[0] as unknown[][]);
          for (const [r, c, v] of junkCells)
            (rows[r % rows.length] as unknown[])[c % (rows[0] as unknown[]).length] = v;
          const o = attempt(functions.PREF_PULKA as Fn, [rows, args[1], args[2]]);
          const bad = badOutcome('PREF_PULKA', o);
          if (bad) throw new Error(bad);
          if (!o.ok)
            expect(String((o.error as Error).message)).toMatch(
              /^PREF_PULKA: argument "deals", row \d+, column \d+(?: \([^)]+\))?: \S/,
            );
        },
      ),
      params(RUNS),
    );
  });
});

// ---- the bundle, as Apps Script loads it ----------------------------------------------------

let bundle: Record<string, unknown> = {};

beforeAll(() => {
  bundle = loadBundle();
  expect(NAMES.filter((name) => typeof bundle[name] !== 'function')).toEqual([]);
}, 60_000);

fuzz(
  'custom functions (dist/Code.js in a fresh V8 context)',
  (name) => {
    const fn = bundle[name];
    if (typeof fn !== 'function') throw new Error(`dist/Code.js has no function ${name}`);
    return fn as Fn;
  },
  BUNDLE_RUNS,
);
