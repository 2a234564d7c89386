/** The preference custom functions: parse, call the rules, shape the output. */
import { fail } from '../rules/errors';
import { nameKey } from '../rules/names';
import { clean } from '../rules/numbers';
import { applyHelp, overTarget } from '../rules/help';
import { settlePulka } from '../rules/pulka';
import { describeHelp } from '../i18n/helpText';
import { formatMessage } from '../i18n/format';
import { tourRating } from '../rules/rating';
import { standings, tableSizes } from '../rules/tables';
import {
  flag,
  missedFlag,
  optionalName,
  optionalNonNegative,
  optionalArg,
  optionalNumber,
  parseGrid,
  parseList,
  parseScalar,
  required,
  shapeLike,
  toGrid,
  type List,
} from '../rules/cells';
import { currentLang, run, type Call } from './runtime';

const given = (v: number | null): boolean => v !== null;
const requiredNumber = optionalNumber.check(given, 'required');
const requiredNonNegative = optionalNonNegative.check(given, 'required');

function sameLength(list: List, other: List): void {
  if (list.grid.omitted) return;
  if (list.cells.length !== other.cells.length) {
    fail(
      'wrongCount',
      { expected: other.cells.length, other: other.grid.arg, found: list.cells.length },
      { arg: list.grid.arg },
    );
  }
}

/** Sum of a row of cells, empty = 0, cleaned of binary noise (0.1 + 0.2 is 0.3 here). */
function total(xs: readonly (number | null)[]): number {
  return clean(xs.reduce<number>((acc, v) => acc + (v ?? 0), 0));
}

/**
 * PREF_CLOSE_BULLET(pools, mountains, whists, [penalties], [target], [players]). The optional
 * arguments extend SPEC §3's contract (docs/functions.md): `penalties` (n cells, empty = 0, ≥ 0) are
 * mountain points added to the mountains (Art. 18 item 11); `target` (a positive number) refuses a
 * pool above it, explaining where the excess goes as help (Art. 18 item 10); `players` (n names)
 * break a tie the rounding cannot keep by name rather than by seat (SPEC §5).
 */
export function prefCloseBullet(args: BulletArgs): unknown {
  return run('PREF_CLOSE_BULLET', (call) => closeBullet(call, args));
}

/**
 * PREF_TABLE(pools, mountains, whists, [penalties], [target], [awarded], [final], [players]): a table's result
 * column as the tour and final sheets show it, in one call (one server execution per table in
 * Google Sheets, where each custom-function cell is an execution of its own): the awarded whists
 * when every seat has one (Art. 17 item 7); blanks while a pool or a mountain is not typed, and in
 * the final (`final` TRUE) while a pool is short of the target (Art. 16 item 15: played to 200,
 * never closed early); otherwise exactly PREF_CLOSE_BULLET over the same arguments (its errors too).
 */
export function prefTable(args: TableArgs): unknown {
  const { pools, mountains, target, awarded, final } = args;
  return run('PREF_TABLE', (call) => {
    const poolList = call.list('pools', pools);
    required(poolList.grid);
    const n = poolList.cells.length;
    if (n !== 3 && n !== 4) fail('playerCount', { found: n }, { arg: 'pools' });
    const awardedList = call.list('awarded', optionalArg(awarded));
    sameLength(awardedList, poolList);
    if (!awardedList.grid.omitted) {
      const given = parseList(awardedList, optionalNumber);
      if (given.every((v) => v !== null)) return shapeLike(poolList, given as number[]);
    }
    const mountainList = call.list('mountains', mountains);
    required(mountainList.grid);
    sameLength(mountainList, poolList);
    const p = parseList(poolList, optionalNonNegative);
    const m = parseList(mountainList, optionalNumber);
    const blanks = () =>
      shapeLike(
        poolList,
        p.map(() => ''),
      );
    if (p.some((v) => v === null) || m.some((v) => v === null)) return blanks();
    const goal = optionalArg(target) === undefined ? null : parseScalar('target', target, optionalNonNegative);
    const isFinal = optionalArg(final) === undefined ? false : parseScalar('final', final, flag);
    if (isFinal && goal !== null && goal !== undefined && p.some((v) => (v as number) < goal)) return blanks();
    return closeBullet(call, args);
  });
}

/** PREF_CLOSE_BULLET's arguments as Sheets passed them (SPEC §3). */
export interface BulletArgs {
  pools: unknown;
  mountains: unknown;
  whists: unknown;
  penalties?: unknown;
  target?: unknown;
  /** the players' names, seat order: a tie the rounding cannot keep goes by name, not by seat */
  players?: unknown;
}

/** PREF_TABLE's: PREF_CLOSE_BULLET's, and the awarded whists and whether it is the final. */
export interface TableArgs extends BulletArgs {
  awarded?: unknown;
  final?: unknown;
}

/** The players' names given to break a rounding tie (n non-empty cells), or null when they are not given. */
function tieNames(call: Call, players: unknown, n: number, poolList: List): string[] | null {
  const list = call.list('players', optionalArg(players));
  if (list.grid.omitted) return null;
  sameLength(list, poolList);
  const names = parseList(list, optionalName);
  return names.length === n && names.every((x) => x !== null) ? (names as string[]) : null;
}

/** PREF_CLOSE_BULLET's whole work inside a call (PREF_TABLE ends with the same). */
function closeBullet(call: Call, { pools, mountains, whists, penalties, target, players }: BulletArgs): unknown {
  const poolList = call.list('pools', pools);
  const mountainList = call.list('mountains', mountains);
  required(poolList.grid);
  required(mountainList.grid);
  const n = poolList.cells.length;
  if (n !== 3 && n !== 4) fail('playerCount', { found: n }, { arg: 'pools' });
  sameLength(mountainList, poolList);
  const penaltyList = call.list('penalties', optionalArg(penalties));
  sameLength(penaltyList, poolList);
  const p = parseList(poolList, requiredNonNegative) as number[];
  const m = parseList(mountainList, requiredNumber) as number[];
  const pen = penaltyList.grid.omitted
    ? p.map(() => 0)
    : parseList(penaltyList, optionalNonNegative).map((v) => v ?? 0);
  const grid = toGrid('whists', whists);
  required(grid);
  if (grid.rows !== n || grid.cols !== n)
    fail('whistsShape', { n, rows: grid.rows, cols: grid.cols }, { arg: 'whists' });
  const w = parseGrid(grid, optionalNonNegative).map((row) => row.map((v) => v ?? 0));
  w.forEach((row, i) => {
    if (row[i] !== 0)
      fail('diagonalNotEmpty', { found: (grid.cells[i] as unknown[])[i] }, { arg: 'whists', row: i, col: i });
  });
  const goal = optionalArg(target) === undefined ? null : parseScalar('target', target, optionalNonNegative);
  if (goal !== null && goal !== undefined) {
    const over = overTarget(p, goal);
    const first = over[0];
    if (first !== undefined) {
      const lang = currentLang();
      const help = describeHelp(
        applyHelp(p, m, w, goal),
        (seat) => formatMessage('seatWord', { seat: seat + 1 }, lang),
        lang,
      );
      fail('poolOverTarget', { pool: p[first], target: goal, help }, { arg: 'pools', row: first });
    }
  }
  return shapeLike(
    poolList,
    settlePulka(
      p,
      m.map((x, i) => x + (pen[i] as number)),
      w,
      tieNames(call, players, n, poolList),
    ).whists,
  );
}

export function prefRating(whists: unknown, tables?: unknown, missed?: unknown): unknown {
  return run('PREF_RATING', (call) => {
    const whistList = call.list('whists', whists);
    required(whistList.grid);
    const tableList = call.list('tables', optionalArg(tables));
    const missedList = call.list('missed', optionalArg(missed));
    sameLength(tableList, whistList);
    sameLength(missedList, whistList);
    const w = parseList(whistList, optionalNumber);
    const t = tableList.grid.omitted ? null : parseList(tableList, optionalName);
    const m = missedList.grid.omitted ? null : parseList(missedList, missedFlag);
    const rows = w.map((value, i) => ({
      whists: value,
      table: t ? (t[i] ?? null) : null,
      missed: m ? (m[i] ?? false) : false,
    }));
    const points = tourRating(rows, t === null);
    return shapeLike(
      whistList,
      points.map((v) => v ?? ''),
    );
  });
}

export function prefTables(count: unknown): unknown {
  return run('PREF_TABLES', () => {
    const n = parseScalar('count', count, requiredNumber) as number;
    if (!Number.isInteger(n)) fail('notWholeNumber', { found: count }, { arg: 'count' });
    return tableSizes(n).map((size) => [size]);
  });
}

export function prefStandings(players: unknown, ratings: unknown, whists: unknown): unknown {
  return run('PREF_STANDINGS', (call) => {
    const playerList = call.list('players', players);
    required(playerList.grid);
    const names = parseList(playerList, optionalName);
    const n = names.length;
    const rGrid = toGrid('ratings', ratings);
    const wGrid = toGrid('whists', whists);
    required(rGrid);
    required(wGrid);
    if (rGrid.rows !== n) fail('wrongRows', { expected: n, other: 'players', found: rGrid.rows }, { arg: 'ratings' });
    if (wGrid.rows !== rGrid.rows || wGrid.cols !== rGrid.cols) {
      fail(
        'sameShape',
        { other: 'ratings', rows: rGrid.rows, cols: rGrid.cols, foundRows: wGrid.rows, foundCols: wGrid.cols },
        { arg: 'whists' },
      );
    }
    const r = parseGrid(rGrid, optionalNumber);
    const w = parseGrid(wGrid, optionalNumber);
    const seen = new Map<string, number>();
    const entries: { player: string; rating: number; whists: number }[] = [];
    let blanks = 0;
    names.forEach((name, i) => {
      const rr = r[i] as (number | null)[];
      const ww = w[i] as (number | null)[];
      const hasData = rr.some((v) => v !== null) || ww.some((v) => v !== null);
      if (name === null) {
        if (hasData) fail('nameMissing', {}, { arg: 'players', row: i });
        blanks++;
        return;
      }
      const key = nameKey(name);
      const first = seen.get(key);
      if (first !== undefined) fail('duplicateName', { name, first: first + 1 }, { arg: 'players', row: i });
      seen.set(key, i);
      entries.push({ player: name, rating: total(rr), whists: total(ww) });
    });
    const lines: unknown[][] = standings(entries).map((l) => [l.place, l.player, l.rating, l.whists]);
    for (let k = 0; k < blanks; k++) lines.push(['', '', '', '']);
    return lines;
  });
}
