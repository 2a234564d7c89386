/**
 * A pulka kept deal by deal: PREF_PULKA's rules (SPEC §3 PREF_PULKA). Each row of `deals` is read
 * (src/rules/notation.ts), checked and scored by the module of its kind — a game (whisting.ts), a
 * misère (misere.ts), an all-pass (allPass.ts), a penalty (penalties.ts, the same mechanism as the
 * referee's rulings) — its pool entries then go in with help (help.ts), and the dealer moves on
 * (rotation.ts).
 *
 * Every problem is a TournamentError on argument "deals" naming the row and the column (0-based
 * here; seat s is column 3 + s), found top to bottom.
 */
import { lowestGame, scoreAllPass } from './allPass';
import { fail, TournamentError, type Where } from './errors';
import { applyHelp } from './help';
import type { Ledger } from './ledger';
import { scoreMisere } from './misere';
import { nameKey } from './names';
import { isBlank, readContract, readMark, type Contract, type Mark } from './notation';
import { PENALTY_ITEM, penaltyPoints, penaltyProblem, type PenaltyProblem } from './penalties';
import { dealerOf, leftOf, sittingOut } from './rotation';
import { scoreGame } from './whisting';

const PROBLEM = {
  gameRequired: 'penaltyGameRequired',
  gameNotAllowed: 'penaltyGameNotAllowed',
  amountRequired: 'penaltyAmountRequired',
  amountInvalid: 'penaltyAmountInvalid',
  amountNotAllowed: 'penaltyAmountNotAllowed',
} as const satisfies Record<PenaltyProblem, string>;

/** A name compared as SPEC §3 says: ignoring case and spaces (and look-alike letters, as every name here). */
export const seatKey = (name: string): string => nameKey(name).replace(/ /g, '');

export class Pulka implements Ledger {
  readonly pools: number[];
  readonly mountains: number[];
  whists: number[][];
  /** Deal rows so far (games, misères, all-passes, item 11.3 penalties): the rotation's count. */
  dealt = 0;
  /** An all-pass series is open (item 9.2). */
  series = false;
  /**
   * A player left the party (a `выбыл` row): his seat, the three who play on (seat order) and their
   * own pulka, which scores every later row (Art. 16 item 3: "партия играется тремя участниками").
   */
  private gone: { seat: number; active: number[]; three: Pulka } | null = null;
  /** How a message names seat s (a pulka of three inside one of four names the four's seats). */
  seatLabel: ((s: number) => unknown) | null = null;
  /** The names' keys (made on first use), and the seat cells read so far: a pulka repeats a few texts. */
  private keys: string[] | null = null;
  private readonly read = new Map<unknown, ReturnType<typeof readMark>>();
  private readonly contracts = new Map<unknown, Contract | null>();

  /**
   * @param n       3 or 4 seats
   * @param target  the pool everyone plays to (Art. 16 item 15)
   * @param names   the seats' names in seat order, or null (seats 1…n)
   * @param help    false writes every excess off its owner's own mountain instead of helping (Code
   *                4.1.1: the same settlement; used by the tests of that claim)
   */
  constructor(
    readonly n: number,
    readonly target: number,
    private readonly names: readonly string[] | null = null,
    private readonly help = true,
  ) {
    this.pools = Array<number>(n).fill(0);
    this.mountains = Array<number>(n).fill(0);
    this.whists = Array.from({ length: n }, () => Array<number>(n).fill(0));
  }

  /** Every pool has reached the target (Art. 16 item 15). */
  get complete(): boolean {
    if (this.gone) return this.gone.three.complete;
    return this.pools.every((p) => p >= this.target);
  }

  /** The seat of the player who left the party, or null. */
  get left(): number | null {
    return this.gone ? this.gone.seat : null;
  }

  /** Who deals the next deal. */
  get dealer(): number {
    if (this.gone) return this.gone.active[this.gone.three.dealer] as number;
    return dealerOf(this.dealt, this.n);
  }

  /** The seats' names in seat order, or null (the settlement breaks a rounding tie by them). */
  get seatNames(): readonly string[] | null {
    return this.names;
  }

  /** A seat as a message names it: its name, or "seat k". */
  private label(s: number): unknown {
    if (this.seatLabel) return this.seatLabel(s);
    return this.names ? this.names[s] : { say: 'seatWord', with: { seat: s + 1 } };
  }

  /** A seat typed in column 1 or 3: a number 1…n or a name of `seats`; null when it is neither. */
  private seat(v: unknown): number | null {
    const s = typeof v === 'string' ? v.trim().replace('−', '-') : v;
    const k = typeof s === 'number' ? s : typeof s === 'string' && /^[+-]?\d+$/.test(s) ? Number(s) : NaN;
    if (Number.isInteger(k)) return k >= 1 && k <= this.n ? k - 1 : null;
    if (typeof v !== 'string' || !this.names) return null;
    this.keys ??= this.names.map(seatKey);
    const i = this.keys.indexOf(seatKey(v));
    return i < 0 ? null : i;
  }

  /** Reads, checks and scores row `r` of `deals` (its cells: dealer, contract, declarer, seat 1…n). */
  row(cells: readonly unknown[], r: number): void {
    const { n } = this;
    const at = (col: number): Where => ({ arg: 'deals', row: r, col });
    const cell = (s: number): Where => ({ ...at(3 + s), what: this.label(s) });
    let blank = true;
    for (let k = 1; k < cells.length && blank; k++) blank = isBlank(cells[k]);
    if (blank) return;

    const typed = isBlank(cells[0]) ? null : this.seat(cells[0]);
    if (typed === null && !isBlank(cells[0])) fail('pulkaNotSeat', { n, found: cells[0] }, at(0));
    let c = this.contracts.get(cells[1]);
    if (c === undefined) this.contracts.set(cells[1], (c = readContract(cells[1])));
    if (c === null) fail('pulkaContract', { found: cells[1] }, at(1));
    if (c.kind === 'leave') return this.leave(cells, r);
    if (this.gone) return this.rowOfThree(cells, r);
    if (c.kind === 'penalty') {
      const problem = penaltyProblem(c.item, c.game, c.amount);
      if (problem) {
        const allpass = c.item === 'revoke' ? { say: 'orAllPass' } : '';
        fail(PROBLEM[problem], { item: PENALTY_ITEM[c.item], found: cells[1], allpass }, at(1));
      }
    }
    // Item 11.1, 11.2, 11.4 penalties belong to the deal in progress; the rest are deals.
    const isDeal = c.kind !== 'penalty' || c.item === 'revoke';
    const dealer = this.dealer;
    if (isDeal && typed !== null && typed !== dealer)
      fail('pulkaDealer', { seat: this.label(dealer), found: cells[0] }, at(0));
    if (isDeal && this.complete) fail('pulkaComplete', { target: this.target }, at(1));
    if (c.kind === 'game' && c.level === 6 && this.series) fail('pulkaSeries', {}, at(1));

    let declarer = -1;
    if (c.kind === 'allpass') {
      if (!isBlank(cells[2])) fail('pulkaNoDeclarer', { found: cells[2] }, at(2));
    } else {
      if (isBlank(cells[2])) fail('required', {}, at(2));
      const d = this.seat(cells[2]);
      if (d === null) fail('pulkaNotSeat', { n, found: cells[2] }, at(2));
      if (c.kind !== 'penalty' && d === sittingOut(dealer, n)) fail('pulkaSitsOut', { seat: this.label(d) }, at(2));
      declarer = d;
    }

    const raw = cells.slice(3, 3 + n);
    const marks: (Mark | null)[] = raw.map((v, s) => {
      let m = this.read.get(v);
      if (m === undefined) this.read.set(v, (m = readMark(v)));
      if (m === 'bad') fail('pulkaCell', { found: v }, cell(s));
      if (m === 'tricks') fail('pulkaTricks', { found: v }, cell(s));
      return m;
    });

    const pool = Array<number>(n).fill(0);
    let closes = false;
    if (c.kind === 'penalty') {
      // Item 11: into the penalised player's mountain; item 11.3 stops the deal, "без вистов" (I-15).
      marks.forEach((m, s) => {
        if (m !== null) fail('pulkaEmpty', { found: raw[s] }, cell(s));
      });
      this.mountains[declarer] = (this.mountains[declarer] as number) + penaltyPoints(c.item, c.game, c.amount);
    } else if (c.kind === 'allpass') scoreAllPass(this, { dealer, marks, raw }, cell, pool);
    else if (c.kind === 'misere') scoreMisere(this, { declarer, dealer, marks, raw }, cell, pool);
    else closes = scoreGame(this, { level: c.level, declarer, dealer, marks, raw }, cell, pool);

    this.addPools(pool, dealer);
    if (!isDeal) return;
    this.dealt++;
    // Item 9.2: an all-pass (or a revoke on one) opens a series; only a game that is its way out closes it.
    if (c.kind === 'allpass' || (c.kind === 'penalty' && c.game === 'allpass')) this.series = true;
    else if (closes) this.series = false;
  }

  /**
   * A `выбыл` row (the player in column 3 leaves the party; docs/rules.md "A player leaving
   * mid-party"): not a deal; nothing else is written on it. The three others play on as a party of
   * three (Art. 16 item 3): every later row is theirs, the turn to deal passing among them (the
   * leaver's turn goes to his left, Art. 16 item 5.7), nobody sitting out (Art. 18 item 5 is a
   * four's rule). Refused at a table of three (two cannot play a party) and once the pulka is over.
   */
  private leave(cells: readonly unknown[], r: number): void {
    const at = (col: number): Where => ({ arg: 'deals', row: r, col });
    if (this.n === 3 || this.gone) fail('pulkaLeaveThree', {}, at(1));
    if (this.complete) fail('pulkaComplete', { target: this.target }, at(1));
    if (isBlank(cells[2])) fail('required', {}, at(2));
    const seat = this.seat(cells[2]);
    if (seat === null) fail('pulkaNotSeat', { n: this.n, found: cells[2] }, at(2));
    for (let col = 0; col < cells.length; col++)
      if (col !== 1 && col !== 2 && !isBlank(cells[col])) fail('pulkaLeaveCell', { found: cells[col] }, at(col));
    const active = [0, 1, 2, 3].filter((x) => x !== seat);
    const three = new Pulka(
      3,
      this.target,
      this.names ? active.map((a) => this.names?.[a] as string) : null,
      this.help,
    );
    three.seatLabel = (k) => this.label(active[k] as number);
    active.forEach((a, k) => {
      three.pools[k] = this.pools[a] as number;
      three.mountains[k] = this.mountains[a] as number;
      active.forEach((b, l) => ((three.whists[k] as number[])[l] = (this.whists[a] as number[])[b] as number));
    });
    three.series = this.series;
    // The one to deal next deals; the leaver's turn passes to his left.
    const next = this.dealer === seat ? leftOf(seat, this.n) : this.dealer;
    three.dealt = (active.indexOf(next) + 1) % 3; // dealerOf(dealt, 3) = (2 + dealt) mod 3
    this.gone = { seat, active, three };
  }

  /** A row after a player left: his cells stay empty; the three's pulka scores it, named as the four's seats. */
  private rowOfThree(cells: readonly unknown[], r: number): void {
    const g = this.gone as NonNullable<Pulka['gone']>;
    const at = (col: number): Where => ({
      arg: 'deals',
      row: r,
      col,
      ...(col >= 3 ? { what: this.label(col - 3) } : {}),
    });
    const asThree = (col: number): unknown => {
      if (isBlank(cells[col])) return cells[col];
      const s = this.seat(cells[col]);
      if (s === null) fail('pulkaNotSeat', { n: this.n, found: cells[col] }, at(col));
      if (s === g.seat) fail('pulkaLeftSeat', { seat: this.label(s), found: cells[col] }, at(col));
      return g.active.indexOf(s) + 1;
    };
    if (!isBlank(cells[3 + g.seat]))
      fail('pulkaLeftSeat', { seat: this.label(g.seat), found: cells[3 + g.seat] }, at(3 + g.seat));
    const inner = [asThree(0), cells[1], asThree(2), ...g.active.map((a) => cells[3 + a])];
    try {
      g.three.row(inner, r);
    } catch (e) {
      const w = e instanceof TournamentError ? e.where : undefined;
      if (!w || w.col === undefined || w.col < 3) throw e;
      throw new TournamentError(
        (e as TournamentError).code,
        (e as TournamentError).params,
        at(3 + (g.active[w.col - 3] as number)),
      );
    }
    g.active.forEach((a, k) => {
      this.pools[a] = g.three.pools[k] as number;
      this.mountains[a] = g.three.mountains[k] as number;
      g.active.forEach((b, l) => ((this.whists[a] as number[])[b] = (g.three.whists[k] as number[])[l] as number));
    });
    this.series = g.three.series;
  }

  /**
   * SPEC "Pools and help": each entry into its owner's pool up to the target; the excess helps the
   * open seats (Art. 18 item 10), helpers clockwise from the dealer's left; the rest off the helper's
   * own mountain (Code 4.1.1).
   */
  private addPools(entries: readonly number[], dealer: number): void {
    const { pools, mountains, target } = this;
    let over = false;
    entries.forEach((e, s) => {
      pools[s] = (pools[s] as number) + e;
      if ((pools[s] as number) > target) over = true;
    });
    if (!over) return;
    if (this.help) {
      const h = applyHelp(pools, mountains, this.whists, target, leftOf(dealer, this.n));
      h.pools.forEach((p, s) => (pools[s] = p));
      h.mountains.forEach((m, s) => (mountains[s] = m));
      this.whists = h.whists;
      return;
    }
    pools.forEach((p, s) => {
      if (p > target) {
        mountains[s] = (mountains[s] as number) - (p - target);
        pools[s] = target;
      }
    });
  }

  /**
   * SPEC "Result": one row per seat — pool; mountain; the whists this seat wrote on seat 1…n ("" on
   * its own column); closed; deals next; lowest game of the next deal ("" once complete).
   */
  result(): (number | string | boolean)[][] {
    const done = this.complete;
    const next = this.dealer;
    const lowest = done ? '' : lowestGame(this.series);
    const gone = this.left;
    return this.pools.map((p, i) => [
      p,
      this.mountains[i] as number,
      ...(this.whists[i] as number[]).map((w, j) => (i === j ? '' : w)),
      i !== gone && p >= this.target,
      !done && i === next,
      lowest,
    ]);
  }
}
