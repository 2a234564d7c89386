/**
 * Referees and committee members with dice: plausible results for every game, typed cell by cell
 * into the sheets the add-on generated (FakeBook.typeAs, as a person types), for the rehearsal
 * (workbench/rehearse.ts). Every cell is found through the layout functions of src/sheets/kinds
 * (groupLayout, bracketLayout, blockRects, ATTENDANCE, TOUR, FINAL) as test/e2e does; nothing
 * here knows an A1 address.
 *
 * Everything is drawn from a seeded generator (src/rules/random.ts): the same seed types the same
 * results. Each player (team) has a hidden strength drawn the first time he plays, so favourites
 * win more often than not and the results read like a tournament rather than coin flips.
 *
 * A server action that a referee's event calls for (the withdrawal after a no-show) is not made
 * here: the caller passes a callback, and the rehearsal makes it through google.script.run.
 */
import type { FakeBook } from '../fakes/book';
import { decide, MAX_PARTIES } from '../src/rules/backgammon';
import { rng, seedFrom, shuffle } from '../src/rules/random';
import { a1, cellOf, type Rect } from '../src/sheets/plan';
import {
  groupLayout,
  type GroupBlock,
  type GroupGame,
  type GroupLayout,
  type GroupSpec,
  type MatchSlot,
} from '../src/sheets/kinds/groupSheet';
import { NOBODY, type BracketLayout, type BracketMatchCells } from '../src/sheets/kinds/bracketSheet';
import { ATTENDANCE } from '../src/sheets/kinds/attendanceSheet';
import { isIdCell } from '../src/sheets/idColumn';
import { FINAL, finalPlacesTop } from '../src/sheets/kinds/finalSheet';
import { BLOCK, blockRects, type BlockLayout } from '../src/sheets/kinds/tableBlock';
import { TOUR, tourLayout, type SeatedTable } from '../src/sheets/kinds/tourSheet';
import { contractTokens, DEAL, PIC, protocolLayout, sectionRows, TOUR_DEALS } from '../src/sheets/kinds/protocolSheet';
import type { Lang } from '../src/i18n/messages';

export type Value = string | number | boolean;

/** A seeded source of plausible randomness, with a hidden strength per player. */
export class Dice {
  private readonly strengths = new Map<string, number>();
  private readonly next: () => number;

  /** `stream` separates the games: the same seed gives each game its own, fixed sequence. */
  constructor(seed: number, stream: string) {
    this.next = rng(seedFrom(`${seed}:${stream}`));
  }

  random(): number {
    return this.next();
  }

  /** A whole number lo … hi, both included. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Dice.pick: nothing to pick from');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    return shuffle(items, this.next);
  }

  /** 0.5 … 2: fixed per name once drawn. */
  strength(name: string): number {
    let s = this.strengths.get(name);
    if (s === undefined) {
      s = 0.5 + 1.5 * this.next();
      this.strengths.set(name, s);
    }
    return s;
  }

  /** True when `a` wins a contest against `b` (the stronger one more often). */
  beats(a: string, b: string): boolean {
    const sa = this.strength(a);
    const sb = this.strength(b);
    return this.next() < sa / (sa + sb);
  }

  /** A Poisson draw (Knuth), capped. */
  poisson(mean: number, cap: number): number {
    const l = Math.exp(-mean);
    let k = 0;
    let p = 1;
    do {
      k++;
      p *= this.next();
    } while (p > l);
    return Math.min(k - 1, cap);
  }
}

// ---- cells ---------------------------------------------------------------------------------------------

function text(book: FakeBook, sheet: string, r: Rect, dRow = 0, dCol = 0): string {
  const v = book.read(sheet, cellOf(r, dRow, dCol));
  return v === null || v === undefined ? '' : String(v);
}

function referee(book: FakeBook, sheet: string, r: Rect, value: Value, dRow = 0, dCol = 0): void {
  book.typeAs('referee', sheet, cellOf(r, dRow, dCol), value);
}

const one = (row: number, col: number): Rect => ({ row, col, rows: 1, cols: 1 });

// ---- one match of each game ----------------------------------------------------------------------------

export interface FutsalResult {
  goals: [number, number];
  /** penalty shoot-out goals, when a play-off match was drawn */
  shootout?: [number, number];
}

/**
 * Goals 0–6 per team, the stronger side scoring more on average; draws happen (Art. 8 item 4:
 * a draw is 1 point each). In the play-off a draw goes to a penalty shoot-out (Art. 8 item 7
 * sub-item 4, item 6 second paragraph: five kicks each, then kick by kick until one misses).
 */
export function futsalMatch(
  d: Dice,
  a: string,
  b: string,
  options: { knockout?: boolean; forceDraw?: boolean } = {},
): FutsalResult {
  const sa = d.strength(a);
  const sb = d.strength(b);
  const ga = d.poisson((2.6 * sa) / (sa + sb), 6);
  let gb = d.poisson((2.6 * sb) / (sa + sb), 6);
  if (options.forceDraw) gb = ga;
  if (!options.knockout || ga !== gb) return { goals: [ga, gb] };
  const aWins = d.beats(a, b);
  const sudden = d.chance(0.3);
  // Five kicks each: the winner scores 3–5 and the loser fewer; after sudden death 5+k : 4+k.
  const w = sudden ? 5 + d.int(0, 2) : d.int(3, 5);
  const l = sudden ? w - 1 : d.int(Math.max(0, w - 3), w - 1);
  return { goals: [ga, gb], shootout: aWins ? [w, l] : [l, w] };
}

export interface BilliardsResult {
  parties: [number, number];
  balls: [number, number];
}

/**
 * A billiards match: parties until one player has won `partiesToWin` (Art. 11 item 2: two; one in
 * the abridged format of item 4). A party of the combined pyramid is won by pocketing 8 balls
 * (the Russian Billiards Federation rules Art. 10 refers to), the loser pockets 0–7 meanwhile.
 */
export function billiardsMatch(d: Dice, a: string, b: string, partiesToWin: number): BilliardsResult {
  const parties: [number, number] = [0, 0];
  const balls: [number, number] = [0, 0];
  while (parties[0] < partiesToWin && parties[1] < partiesToWin) {
    const [w, l] = d.beats(a, b) ? ([0, 1] as const) : ([1, 0] as const);
    parties[w] += 1;
    balls[w] += 8;
    balls[l] += d.int(0, 7);
  }
  return { parties, balls };
}

export interface BackgammonResult {
  /** party rows as typed: the winner's cell 1 (simple win) or 2 (mars), the loser's 0 */
  parties: [number, number][];
  /** chips won: for each party won, the loser's checkers still on the board */
  chips: [number, number];
}

/**
 * A long-backgammon match (Art. 13 item 7, Art. 14 item 2): a simple win is 1 point, a mars 2
 * (the loser bore off no checker, so all 15 are still on the board); up to three parties until
 * someone has 3 points, a fourth when level after three (`decide` of src/rules/backgammon.ts).
 */
export function backgammonMatch(d: Dice, a: string, b: string): BackgammonResult {
  const parties: [number, number][] = [];
  const points: [number, number] = [0, 0];
  const chips: [number, number] = [0, 0];
  for (let k = 1; k <= MAX_PARTIES; k++) {
    const w = d.beats(a, b) ? 0 : 1;
    const mars = d.chance(0.2);
    const pts = mars ? 2 : 1;
    points[w] += pts;
    chips[w] += mars ? 15 : d.int(1, 14);
    parties.push(w === 0 ? [pts, 0] : [0, pts]);
    if (decide(k, points[0], points[1], w === 0 ? 1 : 2) !== null) break;
  }
  return { parties, chips };
}

// ---- the group stage --------------------------------------------------------------------------------

export interface GroupPlayOptions {
  game: GroupGame;
  sheet: string;
  groups: readonly GroupSpec[];
  dice: Dice;
  /** billiards: parties a match is played to (settings `billiards.partiesToWin`) */
  partiesToWin: number;
  /**
   * Billiards, backgammon: one player does not appear for a match (a forfeit, typed "-" / "+", or
   * the backgammon no-show cell) and leaves the tournament (Art. 11 item 18, Art. 14 item 12):
   * the callback withdraws him (serverWithdraw), which forfeits his later matches.
   * Futsal: one team does not appear for one match (a 3:0 forfeit, SPEC §3) and plays on.
   */
  onNoShow?: (player: string) => void;
  /**
   * A group stage in progress: a match for which this returns false is left untyped (default: every
   * match is played). Ties are settled only in the groups whose matches are all typed.
   */
  played?: (block: GroupBlock, match: MatchSlot) => boolean;
}

export interface GroupReport {
  /** "A: X did not appear against Y" */
  forfeits: string[];
  /** tiebreak rows typed: "A: X beat Y (shoot-out)" */
  tiebreaks: string[];
  draws: number;
  matches: number;
}

function scoreTyped(book: FakeBook, sheet: string, layout: GroupLayout, row: number): boolean {
  const c = layout.columns;
  if (layout.game === 'backgammon') {
    if (text(book, sheet, one(row, c.forfeit as number)) !== '') return true;
    return (
      text(book, sheet, one(row, c.partyA as number)) !== '' || text(book, sheet, one(row, c.partyB as number)) !== ''
    );
  }
  return text(book, sheet, one(row, c.scoreA)) !== '' || text(book, sheet, one(row, c.scoreB)) !== '';
}

/** Referees type every group match, round by round across the groups, then ties are settled. */
export function playGroups(book: FakeBook, o: GroupPlayOptions): GroupReport {
  const { game, sheet, dice } = o;
  const layout = groupLayout(game, o.groups);
  const c = layout.columns;
  const report: GroupReport = { forfeits: [], tiebreaks: [], draws: 0, matches: 0 };
  // The no-show: a random player of a random group misses his second match.
  const g0 = dice.int(0, layout.blocks.length - 1);
  const absentBlock = layout.blocks[g0] as GroupBlock;
  const absent = dice.pick(absentBlock.players);
  const hisMatches = absentBlock.matches.filter((m) => m.a === absent || m.b === absent);
  const missed = hisMatches[Math.min(1, hisMatches.length - 1)];

  const rounds = Math.max(...layout.blocks.map((b) => Math.max(0, ...b.matches.map((m) => m.round))));
  for (let round = 1; round <= rounds; round++) {
    for (const block of layout.blocks) {
      for (const m of block.matches.filter((x) => x.round === round)) {
        if (scoreTyped(book, sheet, layout, m.row)) continue; // a forfeit the withdrawal wrote
        if (o.played && !o.played(block, m)) continue;
        report.matches++;
        const at = (col: number, v: Value, dRow = 0) => referee(book, sheet, one(m.row + dRow, col), v);
        if (m === missed) {
          const aAbsent = m.a === absent;
          if (game === 'backgammon') at(c.forfeit as number, aAbsent ? '-:+' : '+:-');
          else {
            at(c.scoreA, aAbsent ? '-' : '+');
            at(c.scoreB, aAbsent ? '+' : '-');
          }
          report.forfeits.push(`${block.letter}: ${absent} did not appear against ${aAbsent ? m.b : m.a}`);
          o.onNoShow?.(absent);
          continue;
        }
        if (game === 'futsal') {
          const r = futsalMatch(dice, m.a, m.b);
          if (r.goals[0] === r.goals[1]) report.draws++;
          at(c.scoreA, r.goals[0]);
          at(c.scoreB, r.goals[1]);
        } else if (game === 'billiards') {
          const r = billiardsMatch(dice, m.a, m.b, o.partiesToWin);
          at(c.scoreA, r.parties[0]);
          at(c.scoreB, r.parties[1]);
          at(c.extraA as number, r.balls[0]);
          at(c.extraB as number, r.balls[1]);
        } else {
          const r = backgammonMatch(dice, m.a, m.b);
          r.parties.forEach(([x, y], k) => {
            at(c.partyA as number, x, k);
            at(c.partyB as number, y, k);
          });
          at(c.extraA as number, r.chips[0]);
          at(c.extraB as number, r.chips[1]);
        }
      }
    }
  }
  for (const block of layout.blocks) {
    if (block.matches.every((m) => scoreTyped(book, sheet, layout, m.row)))
      report.tiebreaks.push(...settleTies(book, sheet, game, block, dice));
  }
  return report;
}

/**
 * When every match is played but places 1 and 2 are not each held by one player, the tied players
 * play it out: a penalty shoot-out (futsal, Art. 8 item 6 second paragraph) or an additional party
 * (billiards Art. 11 item 6, backgammon Art. 14 item 6), typed winner / loser in the tiebreak rows
 * under the fixtures, one at a time until the qualifiers show (the ranking re-applies the criteria
 * to every subset still tied, so one row may separate more than two).
 */
export function settleTies(book: FakeBook, sheet: string, game: GroupGame, block: GroupBlock, dice: Dice): string[] {
  const typed: string[] = [];
  const met = new Set<string>();
  for (let k = 0; k < block.tiebreakRect.rows; k++) {
    if (text(book, sheet, block.firstCell) !== '' && text(book, sheet, block.secondCell) !== '') return typed;
    const table = block.players.map((_, i) => ({
      place: Number(book.read(sheet, cellOf(block.tableRect, i, 0))),
      player: text(book, sheet, block.tableRect, i, 1),
    }));
    const at = (p: number) => table.filter((t) => t.place === p).map((t) => t.player);
    const tied = at(1).length > 1 ? at(1) : at(2);
    if (tied.length < 2)
      throw new Error(
        `${sheet}, group ${block.letter}: no qualifiers, yet no tie at places 1–2 (${JSON.stringify(table)})`,
      );
    const pairs = tied
      .flatMap((x, i) => tied.slice(i + 1).map((y) => [x, y] as const))
      .filter(([x, y]) => !met.has(`${x}\u0000${y}`));
    if (pairs.length === 0) break;
    const [x, y] = dice.pick(pairs);
    met.add(`${x}\u0000${y}`);
    const [w, l] = dice.beats(x, y) ? [x, y] : [y, x];
    referee(book, sheet, block.tiebreakRect, w, k, 0);
    referee(book, sheet, block.tiebreakRect, l, k, 1);
    typed.push(`${block.letter}: ${w} beat ${l} (${game === 'futsal' ? 'penalty shoot-out' : 'additional party'})`);
  }
  if (text(book, sheet, block.firstCell) !== '' && text(book, sheet, block.secondCell) !== '') return typed;
  throw new Error(
    `${sheet}, group ${block.letter}: the tie for places 1–2 is still not settled after ${typed.length} tiebreak row(s)`,
  );
}

// ---- the play-off ---------------------------------------------------------------------------------

export interface BracketPlayOptions {
  game: GroupGame;
  sheet: string;
  layout: BracketLayout;
  dice: Dice;
  partiesToWin: number;
  /** A play-off in progress: at most this many matches are typed (default: all, until places 1–3 show). */
  upTo?: number;
}

export interface BracketReport {
  matches: number;
  /** matches decided without playing (a player out, or nobody) */
  walkovers: string[];
  /** "II-3: X did not appear" (billiards, backgammon) */
  noShows: string[];
  /** futsal: "SF2: X–Y 1:1, shoot-out 4:5" */
  shootouts: string[];
}

/**
 * Referees type each play-off match once both its players are known, in the sheet's order, until
 * nothing is left: places 1–3 then show. A match whose winner shows with nothing typed (a player
 * who is out, Art. 11 item 18, Art. 14 item 12, or "—") is left alone, as on the day.
 * Futsal: one match of the first round is drawn and goes to penalties (Art. 8 item 7 sub-item 4);
 * billiards and backgammon: one player does not appear for a match of the first round (he leaves
 * the tournament, so his later matches go to the opponent without play).
 */
export function playBracket(book: FakeBook, o: BracketPlayOptions): BracketReport {
  const { sheet, layout, dice } = o;
  const report: BracketReport = { matches: 0, walkovers: [], noShows: [], shootouts: [] };
  const firstStage = Math.min(...layout.matches.map((m) => m.stage));
  const special = dice.pick(layout.matches.filter((m) => m.stage === firstStage)).id;
  const done = new Set<string>();
  for (let progress = true; progress;) {
    progress = false;
    for (const m of layout.matches) {
      if (done.has(m.id)) continue;
      const a = text(book, sheet, m.a);
      const b = text(book, sheet, m.b);
      if (a === '' || b === '') continue;
      if (o.upTo !== undefined && report.matches >= o.upTo) return report;
      done.add(m.id);
      progress = true;
      if (text(book, sheet, m.winner) !== '') {
        report.walkovers.push(`${m.id}: ${text(book, sheet, m.winner)} (${a} – ${b}, not played)`);
        continue;
      }
      report.matches++;
      typeBracketMatch(book, o, m, a, b, m.id === special, report);
      if (text(book, sheet, m.winner) === '')
        throw new Error(`${sheet}, ${m.id}: no winner after the result was typed`);
    }
  }
  return report;
}

function typeBracketMatch(
  book: FakeBook,
  o: BracketPlayOptions,
  m: BracketMatchCells,
  a: string,
  b: string,
  special: boolean,
  report: BracketReport,
): void {
  const { game, sheet, dice } = o;
  const put = (r: Rect | undefined, v: Value, dRow = 0, dCol = 0) => {
    if (!r) throw new Error(`${sheet}, ${m.id}: a cell is missing from the layout`);
    referee(book, sheet, r, v, dRow, dCol);
  };
  if (game !== 'futsal' && special && a !== NOBODY && b !== NOBODY) {
    const aAbsent = dice.chance(0.5);
    report.noShows.push(`${m.id}: ${aAbsent ? a : b} did not appear`);
    if (game === 'billiards') {
      put(m.scoreA, aAbsent ? '-' : '+');
      put(m.scoreB, aAbsent ? '+' : '-');
    } else put(m.forfeit, aAbsent ? '-:+' : '+:-');
    return;
  }
  if (game === 'futsal') {
    const r = futsalMatch(dice, a, b, { knockout: true, forceDraw: special });
    put(m.scoreA, r.goals[0]);
    put(m.scoreB, r.goals[1]);
    if (r.shootout) {
      put(m.shootA, r.shootout[0]);
      put(m.shootB, r.shootout[1]);
      report.shootouts.push(
        `${m.id}: ${a} – ${b} ${r.goals[0]}:${r.goals[1]}, penalties ${r.shootout[0]}:${r.shootout[1]}`,
      );
    }
  } else if (game === 'billiards') {
    const r = billiardsMatch(dice, a, b, o.partiesToWin);
    put(m.scoreA, r.parties[0]);
    put(m.scoreB, r.parties[1]);
  } else {
    backgammonMatch(dice, a, b).parties.forEach(([x, y], k) => {
      put(m.parties, x, k, 0);
      put(m.parties, y, k, 1);
    });
  }
}

/** Places 1–3 as the play-off sheet shows them (its places block). */
export function bracketPlaces(book: FakeBook, sheet: string, layout: BracketLayout): [string, string, string] {
  return [
    text(book, sheet, layout.places[1]),
    text(book, sheet, layout.places[2]),
    text(book, sheet, layout.places[3]),
  ];
}

// ---- preference ---------------------------------------------------------------------------------------

/** The players of the attendance sheet, in its order (the registration's). */
export function attendancePlayers(book: FakeBook, sheet: string): string[] {
  return book
    .toMatrix(sheet)
    .slice(ATTENDANCE.first)
    .map((r) => String(r[ATTENDANCE.player] ?? ''))
    .filter((p) => p !== '' && !isIdCell(p)); // the hidden id row (src/sheets/idColumn.ts) is no player
}

/**
 * A committee member ticks "announces he skips tour n" on the attendance sheet (Art. 16 item 4:
 * not seated, −8 rating points by item 12).
 */
export function tickAbsence(book: FakeBook, sheet: string, player: string, tour: number): string {
  const rows = book.toMatrix(sheet);
  const i = rows.findIndex((r, k) => k >= ATTENDANCE.first && String(r[ATTENDANCE.player] ?? '') === player);
  if (i < 0) throw new Error(`${sheet}: no row for ${player}`);
  const cell = a1(i, ATTENDANCE.tours + tour - 1);
  book.typeAs('committee', sheet, cell, true);
  return cell;
}

export interface TablePlay {
  /** Art. 18 item 13: the time limit ended the party before every pool reached the target */
  closedEarly: boolean;
}

/**
 * One table's pulka as the referee writes it at the end (Code 4.1): each player's pool, mountain
 * and the whists he wrote on each other player. Pools reach the target (Art. 16 item 15: 120 in a
 * tour, 200 in the final) unless the time limit closed the party early, when they stop short and
 * PREF_CLOSE_BULLET makes the compulsory close (Art. 18 item 13; Art. 16 item 15: no time limit in
 * the final). Game values are even, so are the entries; the weaker player collects more mountain.
 */
export function playTable(
  book: FakeBook,
  sheet: string,
  block: BlockLayout,
  dice: Dice,
  target: number,
  closedEarly: boolean,
): void {
  const r = blockRects(block);
  const n = block.players.length;
  const pools = block.players.map(() =>
    closedEarly ? 2 * dice.int(Math.floor(target / 5), Math.floor(target / 2)) : target,
  );
  if (closedEarly && pools.every((p) => p >= target)) pools[0] = target - 2;
  block.players.forEach((p, k) => {
    const weak = 2 / dice.strength(p); // 1 … 4
    book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), pools[k] as number);
    book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), 2 * Math.round(dice.int(0, 20) * weak));
    for (let j = 0; j < n; j++) {
      if (j === k || !dice.chance(0.6)) continue;
      book.typeAs('referee', sheet, a1(r.first + k, r.whists.col + j), 2 * dice.int(1, 60));
    }
  });
  if (text(book, sheet, one(r.first, block.col + BLOCK.result)) === '')
    throw new Error(`${sheet}, table ${block.label}: no result after the pulka was typed`);
}

/** Every table of a tour; `closeEarly` of each table drawn (about one table in six). Returns the labels closed early. */
export function playTour(
  book: FakeBook,
  sheet: string,
  tables: readonly SeatedTable[],
  dice: Dice,
  kept?: { label: string; sheet: string; lang: Lang },
): string[] {
  const target = Number(book.read(sheet, a1(TOUR.poolRow, TOUR.value)));
  const early: string[] = [];
  for (const b of tourLayout([], tables).blocks) {
    if (b.label === kept?.label) {
      playKeptTable(book, kept.sheet, kept.lang, b.label, b.players, dice);
      early.push(b.label);
      continue;
    }
    const closedEarly = dice.chance(1 / 6);
    if (closedEarly) early.push(b.label);
    playTable(book, sheet, b, dice, target, closedEarly);
  }
  return early;
}

/**
 * A table kept deal by deal (issue 14), typed row by row as a referee would, then stopped by the
 * clock: a cycle of a six whisted by both, an all-pass, a seven (closing the series), a misère;
 * the dealer moves one seat a deal (the last listed deals first) and sits out at a table of four.
 * The table's section is the protocol sheet's only one.
 */
export function playKeptTable(
  book: FakeBook,
  sheet: string,
  lang: Lang,
  label: string,
  players: readonly string[],
  dice: Dice,
): void {
  const n = players.length;
  const s = protocolLayout([{ label, players }], TOUR_DEALS).sections[0] as ReturnType<
    typeof protocolLayout
  >['sections'][number];
  const top = sectionRows.firstDeal(s);
  const [misere, allPass] = contractTokens(lang).slice(5, 7) as [string, string];
  const deals = dice.int(6, 10);
  for (let d = 0; d < deals; d++) {
    const dealer = (n - 1 + d) % n;
    const declarer = (dealer + 1) % n;
    const seats: string[] = Array<string>(n).fill('');
    const others = Array.from({ length: n }, (_, k) => k).filter((k) => k !== declarer && !(n === 4 && k === dealer));
    const kind = d % 4;
    let contract = '';
    if (kind === 0 || kind === 2) {
      contract = kind === 0 ? '6' : '7';
      seats[declarer] = kind === 0 ? '6' : '7';
      seats[others[0] as number] = kind === 0 ? '2' : '2';
      seats[others[1] as number] = kind === 0 ? '2' : '1';
    } else if (kind === 1) {
      contract = allPass;
      const tricks = n === 4 ? ['4', '3', '3'] : ['4', '3', '3'];
      const playing = Array.from({ length: n }, (_, k) => k).filter((k) => !(n === 4 && k === dealer));
      playing.forEach((k, i) => (seats[k] = tricks[i] as string));
      if (n === 4) seats[dealer] = '0';
    } else {
      contract = misere;
      seats[declarer] = String(dice.int(0, 1));
    }
    const row = top + d;
    book.typeAs('referee', sheet, a1(row, DEAL.contract), contract);
    if (kind !== 1) book.typeAs('referee', sheet, a1(row, DEAL.declarer), players[declarer] as string);
    seats.forEach((v, k) => v !== '' && book.typeAs('referee', sheet, a1(row, DEAL.seats + k), v));
  }
  book.typeAs('referee', sheet, a1(sectionRows.stopped(s), PIC.pool), true);
}

/** The final block (Art. 17 items 5–6): the finalists in seat order. */
export function finalBlock(players: readonly string[]): BlockLayout {
  return { label: '1', players: players.slice(), top: FINAL.blockTop, col: FINAL.col };
}

/** The final party, played to the final pool with no time limit (Art. 16 item 15). */
export function playFinal(book: FakeBook, sheet: string, players: readonly string[], dice: Dice): void {
  const target = Number(book.read(sheet, a1(FINAL.poolRow, FINAL.value)));
  playTable(book, sheet, finalBlock(players), dice, target, false);
}

/**
 * Places 1–3 of the preference tournament: the final's places block (Art. 17 item 6, by the
 * whists of the final party), checked against the place column beside the final table.
 */
export function finalPlaces(book: FakeBook, sheet: string, players: readonly string[]): [string, string, string] {
  const n = players.length;
  const r = blockRects(finalBlock(players));
  const placesTop = finalPlacesTop(n); // the title; the header, then places 1, 2, 3
  const podium = [1, 2, 3].map((p) => text(book, sheet, one(placesTop + 1 + p, 1))) as [string, string, string];
  const byColumn = [1, 2, 3].map((p) => {
    const k = players.findIndex((_, i) => Number(book.read(sheet, a1(r.first + i, FINAL.place))) === p);
    return k < 0 ? '' : text(book, sheet, one(r.first + k, FINAL.col + BLOCK.player));
  });
  if (podium.join('\n') !== byColumn.join('\n'))
    throw new Error(
      `${sheet}: the places block (${podium.join(', ')}) disagrees with the place column (${byColumn.join(', ')})`,
    );
  return podium;
}
