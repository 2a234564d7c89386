/**
 * The play-off sheet's layout: where every match, score and place sits on the knock-out sheet of
 * futsal, billiards or backgammon, and what the sheet calls each match, each stage and where a
 * player comes from, in the tournament language. Places 1–3 are at the top; then the matches stage
 * by stage, one row each (backgammon: one row per possible party, Art. 14 item 2, and an empty row
 * after each match). The plan (./bracketSheet.ts) writes at these positions, its formulas
 * (./bracketFormulas.ts) refer to them, and the readers (the play-off memory and the finalize
 * action) find them again through the sheet's anchors (`bracketSheetAnchors`, ./bracketSheet.ts).
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { MAX_PARTIES } from '../../rules/backgammon';
import { bracket, sourceLabel, type BracketFormat, type BracketMatch, type Source } from '../../rules/brackets';
import { cellRect, type Rect } from '../plan';
import type { GroupSpec } from './groupLayout';

export type BracketGame = 'futsal' | 'billiards' | 'backgammon';

export interface BracketSheetOptions {
  game: BracketGame;
  lang: Lang;
  /** the sheet's name */
  name: string;
  format: BracketFormat;
  /** the group sheet's name (the players' cells refer to its qualifier cells) */
  groupSheet: string;
  /** the groups as drawn (letters and players), to find the qualifier cells with groupLayout */
  groups: GroupSpec[];
  /** billiards: parties a match is played to (Art. 11 item 2: 2) */
  partiesToWin: number;
  /** the withdrawals sheet's name (its names column: players who left the tournament) */
  withdrawalsSheet: string;
}

export interface BracketMatchCells {
  id: string;
  /** 0-based sheet row of the match (its first row for backgammon) */
  row: number;
  stage: number;
  net?: 'top' | 'bottom';
  /** the "A1 – H2" / "W(III-1) – L(III-2)" text */
  from: Rect;
  /** player (team) A and B: formulas */
  a: Rect;
  b: Rect;
  /** futsal goals, billiards parties (inputs); backgammon points (formulas) */
  scoreA: Rect;
  scoreB: Rect;
  /** formulas: "" until the match is decided */
  winner: Rect;
  loser: Rect;
  /** futsal: penalty shoot-out goals (inputs) */
  shootA?: Rect;
  shootB?: Rect;
  /** backgammon: the no-show cell (input), the 4×2 party rows (inputs), the running points and winner (1×3, ./bgParties.ts) */
  forfeit?: Rect;
  parties?: Rect;
  live?: Rect;
  /** who played the match: the two names recorded when its result was first typed (play-off memory) */
  memA: Rect;
  memB: Rect;
  /** a flag in words: the result belongs to another pairing, a shoot-out that should not be there or is level */
  note: Rect;
  /** every cell of this match people type into */
  inputs: Rect[];
}

export interface BracketLayout {
  matches: BracketMatchCells[];
  places: { 1: Rect; 2: Rect; 3: Rect };
  rows: number;
  cols: number;
}

/** The columns of a match row, by game; `width` is the sheet's. */
export interface BracketColumns {
  id: number;
  from: number;
  a: number;
  b: number;
  scoreA: number;
  scoreB: number;
  shootA?: number;
  shootB?: number;
  forfeit?: number;
  partyA?: number;
  partyB?: number;
  live?: number;
  winner: number;
  loser: number;
  memA: number;
  memB: number;
  note: number;
  width: number;
}

// The note (why a result is not credited, a shoot-out to fix) stands right after the cells typed,
// where the eye is when they turn red; the winner and loser follow it.
const COLUMNS: Record<BracketGame, BracketColumns> = {
  futsal: {
    id: 0,
    from: 1,
    a: 2,
    b: 3,
    scoreA: 4,
    scoreB: 5,
    shootA: 6,
    shootB: 7,
    winner: 9,
    loser: 10,
    memA: 11,
    memB: 12,
    note: 8,
    width: 13,
  },
  billiards: {
    id: 0,
    from: 1,
    a: 2,
    b: 3,
    scoreA: 4,
    scoreB: 5,
    winner: 7,
    loser: 8,
    memA: 9,
    memB: 10,
    note: 6,
    width: 11,
  },
  backgammon: {
    id: 0,
    from: 1,
    a: 2,
    b: 3,
    scoreA: 4,
    scoreB: 5,
    forfeit: 6,
    partyA: 7,
    partyB: 8,
    live: 9,
    winner: 13,
    loser: 14,
    memA: 15,
    memB: 16,
    note: 12,
    width: 17,
  },
};

/** Rows a backgammon match takes: one per possible party (Art. 14 item 2). */
export const BG_ROWS = MAX_PARTIES;
/** Row of the places block's title; places 1–3 are the three rows under it. */
export const PLACES_TOP = 0;

const cell = cellRect;

/** The matches of one stage (one cup round, one net's stage) under a title and a header row. */
export interface BracketSection {
  title: string;
  /** title row; the column headers are on the next row */
  top: number;
  matches: BracketMatchCells[];
}

/** The layout with what the plan also needs: the columns, the sections, the rules' matches. */
export interface FullBracketLayout extends BracketLayout {
  columns: BracketColumns;
  sections: BracketSection[];
  /** the bracket's matches, in the order of `matches` */
  model: BracketMatch[];
}

/** A match as the sheet labels it in the tournament language: "ПФ1", "Ф", "3М", "V-верх", "II-3". */
export function shownId(id: string, lang: Lang): string {
  const cup = /^(QF|SF)(\d+)$/.exec(id);
  if (cup) return label(cup[1] === 'QF' ? 'bracketIdQF' : 'bracketIdSF', lang, { n: cup[2] as string });
  if (id === 'F') return label('bracketIdF', lang);
  if (id === '3P') return label('bracketId3P', lang);
  if (id.endsWith('-top')) return label('bracketIdTop', lang, { stage: id.slice(0, -'-top'.length) });
  return id;
}

/** Where a player comes from, as the scheme column shows it: "A1", "W(III-1)" / "В(III-1)" / "Ж(III-1)". */
export function shownSource(s: Source, lang: Lang): string {
  if (s.kind === 'group') return sourceLabel(s);
  return label(s.kind === 'winner' ? 'bracketWinnerOf' : 'bracketLoserOf', lang, { m: shownId(s.match, lang) });
}

/** The stage header of a match: billiards' numbered stages and nets, or the cup rounds. */
export function sectionTitle(format: BracketFormat, m: BracketMatch, lang: Lang): string {
  if (format === 'net32') {
    if (m.net === 'top') return label('bracketTopNet', lang, { n: m.stage });
    if (m.net === 'bottom') return label('bracketBottomNet', lang, { n: m.stage });
    return m.stage === 2
      ? label('bracketStage', lang, { n: m.stage })
      : label('bracketFinalStage', lang, { n: m.stage });
  }
  if (m.id.startsWith('QF')) return label('bracketQuarterFinals', lang);
  if (m.id.startsWith('SF')) return label('bracketSemiFinals', lang);
  if (m.id === 'F') return label('bracketFinal', lang);
  return label('bracketThird', lang);
}

/** The cells of match `m` on row `r`: the same columns for every game, then the game's own inputs. */
function matchCells(game: BracketGame, columns: BracketColumns, m: BracketMatch, r: number): BracketMatchCells {
  const inputs: Rect[] = [];
  const cells: BracketMatchCells = {
    id: m.id,
    row: r,
    stage: m.stage,
    ...(m.net ? { net: m.net } : {}),
    from: cell(r, columns.from),
    a: cell(r, columns.a),
    b: cell(r, columns.b),
    scoreA: cell(r, columns.scoreA),
    scoreB: cell(r, columns.scoreB),
    winner: cell(r, columns.winner),
    loser: cell(r, columns.loser),
    memA: cell(r, columns.memA),
    memB: cell(r, columns.memB),
    note: cell(r, columns.note),
    inputs,
  };
  if (game === 'futsal') {
    cells.shootA = cell(r, columns.shootA as number);
    cells.shootB = cell(r, columns.shootB as number);
    inputs.push({ row: r, col: columns.scoreA, rows: 1, cols: (columns.shootB as number) - columns.scoreA + 1 });
  } else if (game === 'billiards') {
    inputs.push({ row: r, col: columns.scoreA, rows: 1, cols: 2 });
  } else {
    cells.forfeit = cell(r, columns.forfeit as number);
    cells.parties = { row: r, col: columns.partyA as number, rows: BG_ROWS, cols: 2 };
    cells.live = { row: r, col: columns.live as number, rows: 1, cols: 3 };
    inputs.push(cells.forfeit, cells.parties);
  }
  return cells;
}

/** The whole layout: places 1–3, then each stage's section (title, header, its matches). */
export function fullBracketLayout(options: Pick<BracketSheetOptions, 'game' | 'format' | 'lang'>): FullBracketLayout {
  const { game, format, lang } = options;
  const columns = COLUMNS[game];
  const model = bracket(format).matches;
  const rpm = game === 'backgammon' ? BG_ROWS : 1;
  // Backgammon matches are separated by an empty row, so the party rows read as one block.
  const step = game === 'backgammon' ? BG_ROWS + 1 : 1;
  const sections: BracketSection[] = [];
  const matches: BracketMatchCells[] = [];
  let row = PLACES_TOP + 5;
  let current: BracketSection | undefined;
  for (const m of model) {
    const title = sectionTitle(format, m, lang);
    if (!current || current.title !== title) {
      if (current) row += 1 - (step - rpm); // one empty row between sections
      current = { title, top: row, matches: [] };
      sections.push(current);
      row += 2;
    }
    const cells = matchCells(game, columns, m, row);
    current.matches.push(cells);
    matches.push(cells);
    row += step;
  }
  const rows = row - (step - rpm);
  const place = (n: 1 | 2 | 3): Rect => cell(PLACES_TOP + n, columns.a);
  return {
    matches,
    places: { 1: place(1), 2: place(2), 3: place(3) },
    rows,
    cols: columns.width,
    columns,
    sections,
    model,
  };
}

/** Where every match's cells and places 1–3 are on the knock-out sheet. */
export function bracketLayout(
  options: Omit<BracketSheetOptions, 'withdrawalsSheet'> & { withdrawalsSheet?: string },
): BracketLayout {
  const { matches, places, rows, cols } = fullBracketLayout(options);
  return { matches, places, rows, cols };
}
