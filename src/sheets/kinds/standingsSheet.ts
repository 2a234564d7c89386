/**
 * Preference: the standings sheet: each player's rating and whists of every tour (formulas
 * referring to the tour sheets) and the list of Art. 16 item 16 by PREF_STANDINGS; and the same
 * list computed in TypeScript from the tours' typed inputs, by which tours 2–T and the final are
 * seated.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { MISSED_TOUR_POINTS } from '../../rules/rating';
import { clean } from '../../rules/numbers';
import { standings, type StandingLine } from '../../rules/tables';
import { mirror, newGrid, rectA1, ref, type Grid, type SheetPlan } from '../plan';
import { cell, COLOR } from './preferenceCommon';
import { standingsMarks, type Ruling, type StandingsMark } from './rulingsSheet';
import { readTourRoster, TOUR, tourPoints, tourSheet, type TourRecord } from './tourSheet';
import { nameFor, type Ctx } from '../context';

/** Rows and columns of the plan; `mark` says who left, was disqualified or picked for the final, and why. */
export const STANDINGS = { first: 3, no: 0, player: 1, mark: 2, ratings: 3 } as const;

/** Where a player's rating and whists of one tour are: the tour sheet, the roster row and columns (where they are now). */
export interface TourRoster {
  sheet: string;
  /** nameKey → 0-based roster row */
  rows: ReadonlyMap<string, number>;
  /** the roster's rating and whists columns, 0-based (default: where the plan puts them) */
  cols?: { rating: number; whists: number };
}

export interface StandingsPlanOptions {
  lang: Lang;
  name: string;
  players: readonly string[];
  tours: number;
  /** index k = tour k + 1; null = not seated yet */
  rosters: readonly (TourRoster | null)[];
  /** by nameKey: the rulings the committee's record holds on the player (the rulings sheet) */
  marks?: ReadonlyMap<string, StandingsMark>;
}

/** One block of the standings sheet: a row per player, a column per tour, then the total. */
export interface StandingsBlock {
  /** first data row; the header is the row above, the block title two rows above */
  row: number;
  /** column of tour 1; the total follows tour T */
  col: number;
  total: number;
}

export interface StandingsLayout {
  width: number;
  rows: number;
  ratings: StandingsBlock;
  whists: StandingsBlock;
  /** top-left cell of the PREF_STANDINGS spill (its title is 2 rows above, its header 1) */
  list: { row: number; col: number };
}

/**
 * Ratings and whists side by side with the list beside them (T ≤ 8), or the list below
 * (T ≤ 11), or, for more tours, the whists block below the ratings and the list below both:
 * the sheet stays within 26 columns for any number of tours the settings allow.
 */
export function standingsLayout(players: number, tours: number): StandingsLayout {
  const N = Math.max(players, 1);
  const ratings: StandingsBlock = { row: STANDINGS.first, col: STANDINGS.ratings, total: STANDINGS.ratings + tours };
  const sideBySide = ratings.total + 1 + tours + 1 <= 26;
  const whists: StandingsBlock = sideBySide
    ? { row: STANDINGS.first, col: ratings.total + 1, total: ratings.total + 1 + tours }
    : { row: STANDINGS.first + N + 3, col: STANDINGS.ratings, total: STANDINGS.ratings + tours };
  const tableWidth = Math.max(ratings.total, whists.total) + 1;
  const beside = sideBySide && tableWidth + 1 + 4 <= 26;
  const list = beside ? { row: STANDINGS.first, col: tableWidth + 1 } : { row: whists.row + N + 3, col: 0 };
  const width = beside ? tableWidth + 1 + 4 : Math.max(tableWidth, 4);
  return { width, rows: Math.max(whists.row + N, list.row + N), ratings, whists, list };
}

/** A player's line of one block: his number, name and mark (on the ratings, and on the whists when stacked), each tour's cell, the total. */
function writePlayerLine(
  g: Grid,
  o: StandingsPlanOptions,
  block: { b: StandingsBlock; source: 'rating' | 'whists'; named: boolean },
  p: string,
  i: number,
): void {
  const { b, source } = block;
  const T = o.tours;
  const row = b.row + i;
  if (block.named) {
    g.put(row, STANDINGS.no, i + 1);
    g.put(row, STANDINGS.player, p);
    const mark = o.marks?.get(nameKey(p));
    if (mark) {
      g.put(row, STANDINGS.mark, mark.text);
      g.formats.push({ rect: { row, col: STANDINGS.mark, rows: 1, cols: 1 }, wrap: true, background: COLOR.ruling });
      if (mark.gone) g.formats.push({ rect: { row, col: STANDINGS.player, rows: 1, cols: 1 }, fontColor: COLOR.muted });
    }
  }
  for (let k = 0; k < T; k++) {
    const roster = o.rosters[k];
    const at = roster?.rows.get(nameKey(p));
    const col = roster?.cols?.[source] ?? TOUR[source];
    if (roster && at !== undefined) g.put(row, b.col + k, { f: mirror(ref(roster.sheet, cell(at, col))) });
    // Not on a seated tour's roster (registered after it was seated): he missed it, −8 (Art. 16 item 12).
    else if (roster && source === 'rating') g.put(row, b.col + k, MISSED_TOUR_POINTS);
  }
  g.put(row, b.total, { f: `=SUM(${rectA1({ row, col: b.col, rows: 1, cols: T })})` });
}

/** One block (ratings or whists): its title, its header, a line per player, the totals bold. */
function writeStandingsBlock(
  g: Grid,
  o: StandingsPlanOptions,
  block: { b: StandingsBlock; source: 'rating' | 'whists'; named: boolean },
  title: string,
): void {
  const { lang } = o;
  const { b } = block;
  const T = o.tours;
  const N = o.players.length;
  g.put(b.row - 2, b.col, title);
  g.formats.push({
    rect: { row: b.row - 2, col: b.col, rows: 1, cols: T + 1 },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  if (block.named) {
    g.put(b.row - 1, STANDINGS.no, label('matchNo', lang));
    g.put(b.row - 1, STANDINGS.player, label('player', lang));
    g.put(b.row - 1, STANDINGS.mark, label('prefMark', lang));
  }
  for (let k = 0; k < T; k++) g.put(b.row - 1, b.col + k, label('prefTour', lang, { n: k + 1 }));
  g.put(b.row - 1, b.total, label('prefTotal', lang));
  g.formats.push({
    rect: { row: b.row - 1, col: 0, rows: 1, cols: b.total + 1 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  o.players.forEach((p, i) => writePlayerLine(g, o, block, p, i));
  if (N > 0)
    g.formats.push({ rect: { row: b.row, col: b.total, rows: N, cols: 1 }, bold: true, background: COLOR.formula });
}

/** The list of Art. 16 item 16: one PREF_STANDINGS call over both blocks. */
function writeList(g: Grid, o: StandingsPlanOptions, L: StandingsLayout): void {
  const { lang } = o;
  const N = o.players.length;
  const T = o.tours;
  const { row, col } = L.list;
  g.put(row - 2, col, label('prefList', lang));
  g.formats.push({
    rect: { row: row - 2, col, rows: 1, cols: 4 },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  g.put(row - 1, col, label('place', lang));
  g.put(row - 1, col + 1, label('player', lang));
  g.put(row - 1, col + 2, label('prefRating', lang));
  g.put(row - 1, col + 3, label('prefWhists', lang));
  g.formats.push({
    rect: { row: row - 1, col, rows: 1, cols: 4 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  if (N > 0) {
    const players = rectA1({ row: L.ratings.row, col: STANDINGS.player, rows: N, cols: 1 }, true);
    const ratings = rectA1({ row: L.ratings.row, col: L.ratings.col, rows: N, cols: T }, true);
    const whists = rectA1({ row: L.whists.row, col: L.whists.col, rows: N, cols: T }, true);
    g.put(row, col, { f: `=PREF_STANDINGS(${players},${ratings},${whists})` });
    g.formats.push({ rect: { row, col, rows: N, cols: 1 }, align: 'center' });
    g.formats.push({ rect: { row, col: col + 2, rows: N, cols: 1 }, bold: true });
  }
}

export function standingsPlan(o: StandingsPlanOptions): SheetPlan {
  const { lang } = o;
  const L = standingsLayout(o.players.length, o.tours);
  const g = newGrid(L.rows, L.width);
  g.put(0, STANDINGS.player, o.name);
  g.formats.push({ rect: cell(0, STANDINGS.player), bold: true });
  // The whists block below the ratings repeats the players' numbers, names and marks.
  const stacked = L.whists.row !== L.ratings.row;
  writeStandingsBlock(g, o, { b: L.ratings, source: 'rating', named: true }, label('prefRatingPoints', lang));
  writeStandingsBlock(g, o, { b: L.whists, source: 'whists', named: stacked }, label('prefWhists', lang));
  writeList(g, o, L);
  const widths = Array.from({ length: L.width }, () => 56);
  widths[STANDINGS.no] = 36;
  widths[STANDINGS.player] = 190;
  widths[STANDINGS.mark] = 150;
  if (L.list.col > 0) {
    widths[L.list.col - 1] = 16;
    widths[L.list.col + 1] = 190;
  }
  return {
    key: 'pref.standings',
    name: o.name,
    values: g.values,
    inputs: [],
    formats: g.formats,
    validations: [],
    highlights: [],
    columnWidths: widths,
    frozenRows: STANDINGS.first,
    frozenCols: STANDINGS.mark + 1,
    protect: true,
  };
}

/**
 * The standings sheet's plan as the seated tour sheets and the rulings are now (null before tour 1
 * is seated: there is no standings sheet yet). The players are the last seated tour's roster (every
 * registered player, registration order); each tour's cells are where its roster is now.
 */
export function standingsNow(ctx: Ctx, rulings: readonly Ruling[], tours: number): SheetPlan | null {
  const rosters: (TourRoster | null)[] = Array.from({ length: tours }, () => null);
  let players: string[] | null = null;
  for (let k = 1; k <= tours; k++) {
    const sheet = tourSheet(ctx, k);
    if (!sheet) continue;
    const read = readTourRoster(sheet, ctx.lang);
    rosters[k - 1] = {
      sheet: read.sheet,
      rows: new Map(read.roster.map((l) => [nameKey(l.name), l.row])),
      cols: { rating: read.cols.rating, whists: read.cols.whists },
    };
    players = read.roster.map((l) => l.name);
  }
  if (!players) return null;
  return standingsPlan({
    lang: ctx.lang,
    name: nameFor(ctx, 'pref.standings'),
    players,
    tours,
    rosters,
    marks: standingsMarks(rulings, ctx.lang),
  });
}

// ---- the standings from what referees typed -------------------------------------------------------

/** The list of Art. 16 item 16 over the given tours (players in registration order). */
export function standingsAfter(records: readonly TourRecord[], players: readonly string[]): StandingLine[] {
  const totals = players.map((p) => ({ player: p, rating: 0, whists: 0 }));
  for (const rec of records) {
    const points = tourPoints(rec);
    for (const t of totals) {
      const got = points.get(nameKey(t.player));
      // Not on the tour's roster (registered after it was seated): he missed it (Art. 16 item 12).
      if (!got) {
        t.rating = clean(t.rating + MISSED_TOUR_POINTS);
        continue;
      }
      t.rating = clean(t.rating + got.rating);
      t.whists = clean(t.whists + got.whists);
    }
  }
  return standings(totals);
}
