/**
 * The play-off drawn as a bracket, as people read a play-off on the printed record (SPEC §1: the
 * downloaded file is the final record): a sheet of its own beside the play-off sheet, showing every
 * match as a box of two lines (name, score) in its round's column, with lines from each match to the
 * one its winner goes to. It is a view: every name and
 * score is a formula reading the play-off sheet, where the referees type (their cells stay where
 * they are); the sheet itself is protected whole. Printed on one landscape page (print.ts).
 *
 * - Futsal and backgammon (sf4, qf8): the rounds by depth (quarter-finals, semi-finals, final), the
 *   match for third place under the tree.
 * - Billiards (net32): one column per stage (Art. 11 items 7–16). The top net and the bottom net are
 *   the two halves of one tree that meet in the final (stage 8); a line coming from the other net (the
 *   losers of items 10–14) is marked with its scheme ("П(III-2)") on the box's label line, so the
 *   crossings stay visible.
 * - Places 1–3 in a block under the tree.
 */
import type { Lang } from '../../i18n/messages';
import { label } from '../../i18n/labels';
import { bracket, type BracketFormat, type BracketMatch } from '../../rules/brackets';
import {
  emptyGrid,
  mirror,
  ref,
  SHEET_COLORS,
  type Border,
  type Cell,
  type Format,
  type Rect,
  type SheetPlan,
} from '../plan';
import {
  bracketLayout,
  shownId,
  shownSource,
  type BracketGame,
  type BracketLayout,
  type BracketMatchCells,
} from './bracketLayout';

export interface TreeOptions {
  game: BracketGame;
  lang: Lang;
  format: BracketFormat;
  /** this sheet's name */
  name: string;
  /** the play-off sheet it reads */
  bracketSheet: string;
}

/** Columns of one round: the names, the scores, the lines to the next round. */
const NAME = 0;
const SCORE = 1;
const LINK = 2;
const PER_ROUND = 3;
const WIDTH = { [NAME]: 170, [SCORE]: 36, [LINK]: 18 } as const;
/** A match: its label line, then the two players; leaves are one empty row apart. */
const LEAF_ROWS = 4;
/** Title, round headers, an empty row. */
const TOP = 3;

interface Placed {
  m: BracketMatch;
  round: number;
  /** the label line; the players are on the two rows below it */
  top: number;
}

/** A match's children in the tree: the matches whose winner plays in it. */
function feeders(m: BracketMatch): string[] {
  return [m.a, m.b].flatMap((s) => (s.kind === 'winner' ? [s.match] : []));
}

/** The round (column) of every match: billiards by its stage, the cups by depth from the first round. */
function rounds(format: BracketFormat, matches: readonly BracketMatch[]): Map<string, number> {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const out = new Map<string, number>();
  const depth = (m: BracketMatch): number => {
    const known = out.get(m.id);
    if (known !== undefined) return known;
    const d =
      format === 'net32'
        ? m.stage - 2
        : Math.max(-1, ...feeders(m).map((id) => depth(byId.get(id) as BracketMatch))) + 1;
    out.set(m.id, d);
    return d;
  };
  for (const m of matches) depth(m);
  // The match for third place plays beside the final.
  const final = out.get('F');
  if (final !== undefined && out.has('3P')) out.set('3P', final);
  return out;
}

/** Where every match goes: leaves one under another, each parent between its feeders. */
function place(format: BracketFormat, matches: readonly BracketMatch[]): { placed: Placed[]; bottom: number } {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const round = rounds(format, matches);
  const fed = new Set(matches.flatMap(feeders));
  const roots = matches.filter((m) => !fed.has(m.id));
  const placed: Placed[] = [];
  let cursor = TOP;
  /** Places `m` and its feeders; returns the line between its two players (the top of its B row). */
  const visit = (m: BracketMatch): number => {
    const kids = feeders(m).map((id) => visit(byId.get(id) as BracketMatch));
    let top: number;
    if (kids.length === 0) {
      top = cursor;
      cursor += LEAF_ROWS;
    } else {
      top = Math.round(kids.reduce((a, b) => a + b, 0) / kids.length) - 2;
    }
    placed.push({ m, round: round.get(m.id) as number, top });
    return top + 2;
  };
  // The main tree (the root with feeders), then the others (the match for third place).
  for (const r of [...roots].sort((x, y) => feeders(y).length - feeders(x).length)) {
    if (r !== roots[0] && feeders(r).length === 0) cursor += 1;
    visit(r);
  }
  return { placed, bottom: cursor };
}

/** The tree's rows and columns: what `bracketTreePlan` draws where (tests read it). */
export function treeLayout(format: BracketFormat): { placed: Placed[]; rows: number; cols: number; placesTop: number } {
  const { placed, bottom } = place(format, bracket(format).matches);
  const rounds = Math.max(...placed.map((p) => p.round)) + 1;
  const placesTop = bottom + 1;
  return { placed, rows: placesTop + 4, cols: rounds * PER_ROUND, placesTop };
}

function roundTitle(format: BracketFormat, round: number, rounds: number, lang: Lang): string {
  if (format === 'net32') return label('bracketStage', lang, { n: round + 2 });
  const fromEnd = rounds - 1 - round;
  return label(fromEnd === 0 ? 'bracketFinal' : fromEnd === 1 ? 'bracketSemiFinals' : 'bracketQuarterFinals', lang);
}

/** What one tree is drawn with: its options, grid, formats and lines, and a cell of the play-off sheet shown here. */
interface TreeDrawing {
  o: TreeOptions;
  values: Cell[][];
  formats: Format[];
  borders: Border[];
  at: (r: number, c: number, v: Cell) => void;
  show: (r: Rect) => Cell;
}

/** Futsal: a shoot-out's goals in brackets after the score, "2 (4)" (Art. 8 item 7 sub-item 4). */
function scoreShown(d: TreeDrawing, goals: Rect, shoot: Rect | undefined): Cell {
  if (!shoot) return d.show(goals);
  const g = ref(d.o.bracketSheet, goals);
  const sh = ref(d.o.bracketSheet, shoot);
  return { f: `=IF(${g}="","",IF(${sh}="",${g},${g}&" ("&${sh}&")"))` };
}

/** One match's box in its round's column, and the lines from its feeders to it. */
function drawMatch(d: TreeDrawing, p: Placed, cells: BracketMatchCells, byId: ReadonlyMap<string, Placed>): void {
  const { lang } = d.o;
  const { at, formats, borders } = d;
  const c = p.round * PER_ROUND;
  // The label line: the match, and where its players come from (a line from the other net is marked here).
  at(p.top, c + NAME, `${shownId(p.m.id, lang)} · ${shownSource(p.m.a, lang)} – ${shownSource(p.m.b, lang)}`);
  formats.push({ rect: { row: p.top, col: c, rows: 1, cols: 2 }, italic: true, fontColor: SHEET_COLORS.muted });
  at(p.top + 1, c + NAME, d.show(cells.a));
  at(p.top + 2, c + NAME, d.show(cells.b));
  at(p.top + 1, c + SCORE, scoreShown(d, cells.scoreA, cells.shootA));
  at(p.top + 2, c + SCORE, scoreShown(d, cells.scoreB, cells.shootB));
  formats.push({ rect: { row: p.top + 1, col: c + SCORE, rows: 2, cols: 1 }, bold: true, align: 'center' });
  // The box, and the line between its two players.
  borders.push({
    rect: { row: p.top + 1, col: c, rows: 2, cols: 2 },
    top: true,
    left: true,
    bottom: true,
    right: true,
  });
  borders.push({ rect: { row: p.top + 1, col: c, rows: 1, cols: 2 }, bottom: true });
  // Lines from the feeders: along each feeder's middle to this round, then one upright joining them.
  const mids: number[] = [];
  for (const id of feeders(p.m)) {
    const f = byId.get(id) as Placed;
    const mid = f.top + 2;
    mids.push(mid);
    const from = f.round * PER_ROUND + LINK;
    borders.push({ rect: { row: mid - 1, col: from, rows: 1, cols: c - from }, bottom: true });
  }
  if (mids.length > 1) {
    const lo = Math.min(...mids);
    const hi = Math.max(...mids);
    borders.push({ rect: { row: lo, col: c - 1, rows: hi - lo, cols: 1 }, right: true });
  }
}

/** Places 1–3 under the tree, mirrored from the play-off sheet, in the last round's column. */
function drawPlaces(d: TreeDrawing, places: BracketLayout['places'], pt: number, rounds: number): void {
  const { lang } = d.o;
  const { at, formats, borders } = d;
  const pc = (rounds - 1) * PER_ROUND;
  at(pt, pc + NAME, label('bracketPlaces', lang));
  formats.push({ rect: { row: pt, col: pc, rows: 1, cols: 2 }, bold: true, background: SHEET_COLORS.header });
  ([1, 2, 3] as const).forEach((n) => {
    at(pt + n, pc + SCORE, n);
    at(pt + n, pc + NAME, d.show(places[n]));
  });
  formats.push({ rect: { row: pt + 1, col: pc, rows: 3, cols: 2 }, background: SHEET_COLORS.good });
  formats.push({ rect: { row: pt + 1, col: pc + SCORE, rows: 3, cols: 1 }, bold: true, align: 'center' });
  borders.push({ rect: { row: pt, col: pc, rows: 4, cols: 2 }, top: true, left: true, bottom: true, right: true });
}

export function bracketTreePlan(o: TreeOptions): SheetPlan {
  const { format, lang } = o;
  const tree = treeLayout(format);
  const source = bracketLayout({
    game: o.game,
    format,
    lang,
    name: o.bracketSheet,
    groupSheet: '',
    groups: [],
    partiesToWin: 2,
  });
  const entry = new Map(source.matches.map((m) => [m.id, m]));
  const values = emptyGrid(tree.rows, tree.cols);
  const d: TreeDrawing = {
    o,
    values,
    formats: [],
    borders: [],
    at: (r, c, v) => {
      (values[r] as Cell[])[c] = v;
    },
    show: (r) => ({ f: mirror(ref(o.bracketSheet, r)) }),
  };
  const rounds = tree.cols / PER_ROUND;

  d.at(0, 0, label('treeTitle', lang, { sheet: o.bracketSheet }));
  d.formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: tree.cols },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  for (let k = 0; k < rounds; k++) d.at(1, k * PER_ROUND + NAME, roundTitle(format, k, rounds, lang));
  d.formats.push({ rect: { row: 1, col: 0, rows: 1, cols: tree.cols }, bold: true, background: SHEET_COLORS.header });

  const byId = new Map(tree.placed.map((p) => [p.m.id, p]));
  for (const p of tree.placed) {
    const cells = entry.get(p.m.id);
    if (cells) drawMatch(d, p, cells, byId);
  }
  drawPlaces(d, source.places, tree.placesTop, rounds);

  const columnWidths = Array.from({ length: tree.cols }, (_, i) =>
    i % PER_ROUND === SCORE && o.game === 'futsal' ? 48 : WIDTH[(i % PER_ROUND) as 0 | 1 | 2],
  );
  return {
    key: `tree.${o.game}`,
    name: o.name,
    values,
    inputs: [],
    formats: d.formats,
    validations: [],
    highlights: [],
    borders: d.borders,
    columnWidths,
    frozenRows: 2,
    frozenCols: 0,
    protect: true,
  };
}
