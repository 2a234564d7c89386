/** PREF_PULKA: the arguments read, the rules of src/rules/deals.ts applied row by row, the table out. */
import { Pulka, seatKey } from '../rules/deals';
import { fail } from '../rules/errors';
import { settlePulka, settleWithout } from '../rules/pulka';
import {
  flag,
  optionalArg,
  optionalName,
  optionalNumberOr,
  parseList,
  parseScalar,
  required,
  toGrid,
} from '../rules/cells';
import { run, type Call } from './runtime';

/** Art. 16 item 15: a party is played to 120 in the pool (the final to 200, given as `target`). */
const DEFAULT_TARGET = 120;

/** PREF_PULKA(deals, [seats], [target]): SPEC §3. */
export function prefPulka(deals: unknown, seats?: unknown, target?: unknown): unknown {
  return run('PREF_PULKA', (call) => keep(call, deals, seats, target).result());
}

/** Columns of PREF_PROTOCOL's answer: pool, mountain, whists on seats 1–4, closed, deals next, lowest game, result. */
export const PROTOCOL_COLUMNS = 10;

/**
 * PREF_PROTOCOL(deals, [seats], [target], [final], [stopped]): a table kept deal by deal, in one
 * call (one server execution per table): PREF_PULKA's answer with the whist columns padded to four
 * seats, and a tenth column, the table's result — PREF_CLOSE_BULLET over the pulka's pools,
 * mountains and whists once the party is over: every pool at the target, or (not in the final,
 * Art. 16 item 15) `stopped` ticked by the referee when the time ran out (the compulsory close,
 * Art. 18 item 13); blank before. A player who left the party (a `выбыл` row) gets no result: the
 * three who played on settle among themselves (docs/rules.md "A player leaving mid-party").
 */
export function prefProtocol(
  deals: unknown,
  seats?: unknown,
  target?: unknown,
  final?: unknown,
  stopped?: unknown,
): unknown {
  return run('PREF_PROTOCOL', (call) => {
    const pulka = keep(call, deals, seats, target);
    const isFinal = optionalArg(final) === undefined ? false : (parseScalar('final', final, flag) as boolean);
    const isStopped = optionalArg(stopped) === undefined ? false : (parseScalar('stopped', stopped, flag) as boolean);
    const over = pulka.complete || (isStopped && !isFinal);
    // A player left (a `выбыл` row): the three who played on settle among themselves; his result stays blank.
    const left = pulka.left;
    const settled = !over
      ? null
      : left === null
        ? settlePulka(pulka.pools, pulka.mountains, pulka.whists, pulka.seatNames).whists
        : settleWithout(pulka, left, pulka.seatNames);
    const n = pulka.n;
    return pulka.result().map((row, i) => {
      const whists = row.slice(2, 2 + n);
      while (whists.length < 4) whists.push('');
      return [row[0], row[1], ...whists, ...row.slice(2 + n), settled ? (settled[i] ?? '') : ''];
    });
  });
}

/** The pulka of `deals`, every row read and scored (PREF_PULKA's argument checks included). */
function keep(call: Call, deals: unknown, seats: unknown, target: unknown): Pulka {
  const grid = required(toGrid('deals', deals));
  if (grid.cols !== 6 && grid.cols !== 7) fail('pulkaColumns', { cols: grid.cols }, { arg: 'deals' });
  const n = grid.cols - 3;

  const list = call.list('seats', optionalArg(seats));
  let names: string[] | null = null;
  if (!list.grid.omitted) {
    if (list.cells.length !== n) fail('pulkaSeatCount', { n, count: list.cells.length }, { arg: 'seats' });
    const read = parseList(list, optionalName);
    const keys: string[] = [];
    names = read.map((name, k) => {
      const where = { arg: 'seats', ...(list.grid.scalar ? {} : list.at(k)) };
      if (name === null) fail('required', {}, where);
      if (/^[+\-−]?\d+$/.test(name)) fail('pulkaNumericName', { found: list.cells[k] }, where);
      const first = keys.indexOf(seatKey(name));
      if (first >= 0) fail('duplicateName', { name, first: first + 1 }, where);
      keys.push(seatKey(name));
      return name;
    });
  }

  const goal =
    optionalArg(target) === undefined
      ? DEFAULT_TARGET
      : (parseScalar(
          'target',
          target,
          optionalNumberOr('pulkaTarget').check((v) => v !== null && Number.isInteger(v) && v > 0, 'pulkaTarget'),
        ) as number);

  const pulka = new Pulka(n, goal, names);
  grid.cells.forEach((row, r) => pulka.row(row, r));
  return pulka;
}
