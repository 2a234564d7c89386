/** PREF_PULKA: the arguments read, the rules of src/rules/deals.ts applied row by row, the table out. */
import { Pulka, seatKey } from '../rules/deals';
import { fail } from '../rules/errors';
import { optionalArg, optionalName, optionalNumberOr, parseList, parseScalar, required, toGrid } from './cells';
import { run } from './runtime';

/** Art. 16 item 15: a party is played to 120 in the pool (the final to 200, given as `target`). */
const DEFAULT_TARGET = 120;

/** PREF_PULKA(deals, [seats], [target]): SPEC §3. */
export function prefPulka(deals: unknown, seats?: unknown, target?: unknown): unknown {
  return run('PREF_PULKA', (call) => {
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
        : (parseScalar('target', target, optionalNumberOr('pulkaTarget').check((v) => v !== null && Number.isInteger(v) && v > 0, 'pulkaTarget')) as number);

    const pulka = new Pulka(n, goal, names);
    grid.cells.forEach((row, r) => pulka.row(row, r));
    return pulka.result();
  });
}
