/**
 * Random legal deal sequences for PREF_PULKA (SPEC §3), written the way a referee may type them
 * (every spelling the contract allows). Used by the property tests and the fuzzer.
 *
 * The builder decides each row from the SPEC's rules on its own (who speaks first, what each seat
 * may hold, the lowest game during an all-pass series, which rows are deals); it asks the pulka only
 * whether every pool has closed (the end depends on help) — and feeds every row to it, so a legal row
 * that is refused fails the test at once.
 */
import fc from 'fast-check';
import { Pulka } from '../src/rules/deals';
import { rng } from '../src/rules/random';

export interface Built {
  n: 3 | 4;
  target: number;
  names: string[] | null;
  rows: unknown[][];
  /** Rows that are deals (games, б3, misères, all-passes, ш3): the rotation's count, by the builder. */
  dealRows: number;
  /** The pulka after the last row. */
  pulka: Pulka;
}

export interface BuildOptions {
  names?: string[] | null;
  /** Only deals whose scores do not depend on the order of speaking (no half-whist, no "second whister pays"). */
  symmetric?: boolean;
  /** Type the dealer in column 1 now and then, blank rows now and then. */
  extras?: boolean;
  /** Called after every row with the pulka and the rows so far. */
  after?: (pulka: Pulka, rows: unknown[][]) => void;
}

const SPELL = {
  suit: ['', '', '♠', '♣', '♦', '♥', 's', ' NT', 'бк', 'п', 'Ч', ' бп', '♥ бп'],
  misere: ['мизер', 'м', 'Мизер', 'misère', 'MISERE', 'm', 'мизер бп'],
  allpass: ['распасы', 'р', 'Распасы', 'all-pass', 'AP', 'ap'],
  pass: ['п', 'П', 'p', 'P', ' п '],
  half: ['½', 'пв', 'полвиста', 'HW', 'Полвиста'],
  out: ['б3', 'Б3', 'без трёх', 'без трех', 'out', 'OUT'],
  join: ['м', 'М', 'm', 'M'],
  pen: ['ш', 'Ш', 'p', 'P'],
  misereG: ['м', 'мизер', 'm'],
  allpassG: ['р', 'распасы', 'ap'],
};

export function buildPulka(n: 3 | 4, target: number, seeds: readonly number[], opts: BuildOptions = {}): Built {
  const names = opts.names ?? null;
  const pulka = new Pulka(n, target, names);
  const rows: unknown[][] = [];
  let dealRows = 0;
  let series = false;
  for (const seed of seeds) {
    const r = rng(seed);
    const int = (lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));
    const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;
    const dealer = (n - 1 + dealRows) % n;
    const out = n === 4 ? dealer : -1;
    const seatRef = (s: number): unknown => (names && r() < 0.5 ? names[s] : pick([s + 1, String(s + 1)]));
    const num = (k: number): unknown => pick<unknown>([k, String(k)]);
    const cells: unknown[] = Array<unknown>(n).fill('');
    const row = (dealerCell: unknown, contract: unknown, declarer: unknown): unknown[] => [
      dealerCell,
      contract,
      declarer,
      ...cells,
    ];
    const complete = pulka.complete;

    let made: unknown[];
    let isDeal = true;
    const roll = r();
    if (opts.extras && roll < 0.05) {
      made = [r() < 0.5 ? '' : seatRef(dealer), '', '', ...cells];
      isDeal = false;
    } else if (complete || roll >= 0.85) {
      // A penalty (item 11): 11.1, 11.2, 11.4 belong to the deal in progress; 11.3 is a deal.
      const item = complete ? pick([1, 2, 4]) : int(1, 4);
      const level = int(6, 10);
      const game =
        item === 1
          ? ''
          : item === 4
            ? ` ${int(1, 100)}`
            : item === 2
              ? pick([` ${level}`, ` ${pick(SPELL.misereG)}`])
              : pick([` ${level}`, ` ${pick(SPELL.misereG)}`, ` ${pick(SPELL.allpassG)}`]);
      made = row('', `${pick(SPELL.pen)}${item}${game}`, seatRef(int(0, n - 1)));
      isDeal = item === 3;
      if (isDeal && / (р|распасы|ap)$/.test(game)) series = true;
      if (complete && rows.length > 0 && r() < 0.5) break;
    } else if (roll < 0.55) {
      // A game.
      const level = int(series ? 7 : 6, 10);
      const seats = [...Array(n).keys()].filter((s) => s !== out);
      const d = pick(seats);
      // Order of speaking: clockwise from the declarer's left, the 4-handed dealer skipped (I-3).
      const order: number[] = [];
      for (let s = (d + 1) % n; order.length < 2; s = (s + 1) % n) if (s !== out && s !== d) order.push(s);
      const [first, second] = order as [number, number];
      const kinds = ['none', 'lone', 'lone', 'two', 'out'];
      if (level <= 7 && !opts.symmetric) kinds.push('half');
      if (n === 4) kinds.push('dealer');
      const kind = pick(kinds);
      let closes = false;
      if (kind === 'none' || kind === 'half') {
        cells[first] = pick(SPELL.pass);
        cells[second] = kind === 'half' ? pick(SPELL.half) : pick(SPELL.pass);
        if (out >= 0 && r() < 0.3) cells[out] = pick(SPELL.pass);
        cells[d] = r() < 0.6 ? '' : num(int(level, 10));
        closes = kind === 'half' && level >= 7;
      } else if (kind === 'out') {
        cells[d] = pick(SPELL.out);
      } else {
        let t = int(0, 10);
        if (kind === 'two' && opts.symmetric && level >= 8) t = int(0, 9);
        const D = 10 - t;
        cells[d] = num(t);
        if (kind === 'two') {
          const k1 = int(0, D);
          cells[first] = pick([num(k1), `в${k1}`, `W${k1}`]);
          cells[second] = pick([num(D - k1), `в${D - k1}`]);
        } else {
          // One whister: an opponent, or the 4-handed dealer after both passed (item 6.6); the
          // passers' hands may take tricks for him (пk, item 6.7).
          const whister = kind === 'dealer' ? out : pick([first, second]);
          const passers = kind === 'dealer' ? [first, second] : [first === whister ? second : first];
          let left = D;
          for (const s of passers) {
            const pk = r() < 0.5 ? 0 : int(0, left);
            left -= pk;
            cells[s] = pk === 0 && r() < 0.7 ? pick(SPELL.pass) : `${pick(['п', 'p', 'П'])}${pk}`;
          }
          cells[whister] = pick([num(left), `в${left}`, `w${left}`]);
        }
        closes = t >= level && level >= 7 && D >= 1 && kind !== 'dealer';
      }
      const contract = r() < 0.3 ? level : `${level}${pick(SPELL.suit)}`;
      made = row(opts.extras && r() < 0.2 ? seatRef(dealer) : '', contract, seatRef(d));
      if (closes) series = false;
    } else if (roll < 0.65) {
      // A misère; a 4-handed dealer may join it (item 8.5).
      const d = pick([...Array(n).keys()].filter((s) => s !== out));
      cells[d] = num(r() < 0.5 ? 0 : int(1, 10));
      if (out >= 0 && r() < 0.3) cells[out] = pick(SPELL.join);
      made = row('', pick(SPELL.misere), seatRef(d));
    } else {
      // An all-pass: 10 tricks, a 4-handed dealer at most 2 (I-11).
      let left = 10;
      const tricks = Array<number>(n).fill(0);
      if (out >= 0) {
        tricks[out] = int(0, 2);
        left -= tricks[out] as number;
      }
      const players = [...Array(n).keys()].filter((s) => s !== out);
      players.forEach((s, i) => {
        const k = i === players.length - 1 ? left : int(0, left);
        tricks[s] = k;
        left -= k;
      });
      tricks.forEach((k, s) => (cells[s] = k === 0 && r() < 0.5 ? '' : num(k)));
      made = row(opts.extras && r() < 0.2 ? seatRef(dealer) : '', pick(SPELL.allpass), '');
      series = true;
    }
    try {
      pulka.row(made, rows.length);
    } catch (e) {
      throw new Error(
        `the legal row ${JSON.stringify(made)} (row ${rows.length + 1}) was refused: ${(e as Error).message}; rows before: ${JSON.stringify(rows)}`,
      );
    }
    rows.push(made);
    if (isDeal) dealRows++;
    opts.after?.(pulka, rows);
  }
  return { n, target, names, rows, dealRows, pulka };
}

/** Seeds of up to `max` rows. */
export const seedsArb = (max: number): fc.Arbitrary<number[]> => fc.array(fc.integer(), { maxLength: max });

/** A table size and a target small enough for pulkas to end (and 120, the tour's). */
export const tableArb = fc.tuple(fc.constantFrom<3 | 4>(3, 4), fc.constantFrom(12, 20, 30, 48, 120));

export const NAMES = ['Асель', 'Bolat', 'Дана', 'Erlan'];
