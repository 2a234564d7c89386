/**
 * The group sheet's layout: where everything of every group sits — each block's title, its players,
 * the fixtures in Berger round order (one row a match; backgammon one row per possible party, Art. 14
 * item 2), the standings, the two qualifiers and the status, the tiebreak rows — and the anchors
 * (developer metadata) its rows and columns are found again by. The plan (./groupSheet.ts) writes at
 * these positions, later stages refer to the qualifier cells, and the reader (./groupReader.ts) sees
 * the sheet through the anchors.
 */
import { bergerRounds } from '../../rules/berger';
import { MAX_PARTIES } from '../../rules/backgammon';
import { cellRect, type AnchorSpec, type Rect } from '../plan';

export type GroupGame = 'futsal' | 'billiards' | 'backgammon';

export interface GroupSpec {
  letter: string;
  players: string[];
}

/** The columns of a group block, by game; `width` is the sheet's. */
export interface GroupColumns {
  players: number;
  no: number;
  round: number;
  a: number;
  b: number;
  scoreA: number;
  scoreB: number;
  /** balls (billiards) or chips (backgammon) */
  extraA?: number;
  extraB?: number;
  /** backgammon only */
  forfeit?: number;
  partyA?: number;
  partyB?: number;
  live?: number;
  /** beside the match: why it is not counted (yet), in words — a plain formula nobody types into */
  note: number;
  table: number;
  width: number;
}

const COLUMNS: Record<GroupGame, GroupColumns> = {
  futsal: { players: 0, no: 1, round: 2, a: 3, b: 4, scoreA: 5, scoreB: 6, note: 7, table: 8, width: 19 },
  billiards: {
    players: 0,
    no: 1,
    round: 2,
    a: 3,
    b: 4,
    scoreA: 5,
    scoreB: 6,
    extraA: 7,
    extraB: 8,
    note: 9,
    table: 10,
    width: 21,
  },
  backgammon: {
    players: 0,
    no: 1,
    round: 2,
    a: 3,
    b: 4,
    scoreA: 5,
    scoreB: 6,
    extraA: 7,
    extraB: 8,
    forfeit: 9,
    partyA: 10,
    partyB: 11,
    live: 12,
    note: 15,
    table: 16,
    width: 27,
  },
};

export const TABLE_WIDTH = 10;
/** The column after GROUP_TABLE's ten: why each place is what it is (its 11th column, issue 25), `table + WHY_COL`. */
export const WHY_COL = TABLE_WIDTH;
/** Rows a backgammon match takes: one per possible party (Art. 14 item 2). */
export const BG_ROWS = MAX_PARTIES;

export interface MatchSlot {
  /** 0-based sheet row of the match (its first row for backgammon) */
  row: number;
  round: number;
  a: string;
  b: string;
}

export interface GroupBlock {
  letter: string;
  players: string[];
  /** title row */
  top: number;
  /** first data row */
  data: number;
  height: number;
  matches: MatchSlot[];
  playersRect: Rect;
  matchesRect: Rect;
  tableRect: Rect;
  firstCell: Rect;
  secondCell: Rect;
  statusCell: Rect;
  tiebreakRect: Rect;
  /** cells referees type into */
  inputs: Rect[];
}

export interface GroupLayout {
  game: GroupGame;
  columns: GroupColumns;
  blocks: GroupBlock[];
  rows: number;
}

const cell = cellRect;

export function rowsPerMatch(game: GroupGame): number {
  return game === 'backgammon' ? BG_ROWS : 1;
}

/** Where everything of every group is on the sheet; generators of later stages use it to refer to the qualifiers. */
export function groupLayout(game: GroupGame, groups: readonly GroupSpec[]): GroupLayout {
  const cols = COLUMNS[game];
  const rpm = rowsPerMatch(game);
  const blocks: GroupBlock[] = [];
  let top = 0;
  for (const g of groups) {
    const n = g.players.length;
    const data = top + 2;
    const matches: MatchSlot[] = [];
    bergerRounds(n).forEach((round, r) => {
      for (const [i, j] of round) {
        matches.push({ row: data + matches.length * rpm, round: r + 1, a: g.players[i] ?? '', b: g.players[j] ?? '' });
      }
    });
    const matchRows = Math.max(1, matches.length * rpm);
    const lastCol = cols.extraB ?? cols.scoreB;
    const side = n + 3;
    // Tiebreak rows (shoot-outs, additional parties) under the fixtures, in the two name columns.
    const tiebreakRect: Rect = { row: data + matchRows + 1, col: cols.a, rows: n, cols: 2 };
    const height = 2 + Math.max(matchRows + 1 + n, side) + 1;
    const inputs: Rect[] = [];
    for (const m of matches) {
      if (game === 'backgammon') {
        inputs.push({ row: m.row, col: cols.extraA as number, rows: 1, cols: 3 });
        inputs.push({ row: m.row, col: cols.partyA as number, rows: BG_ROWS, cols: 2 });
      }
    }
    if (game !== 'backgammon' && matches.length > 0) {
      inputs.push({ row: data, col: cols.scoreA, rows: matches.length, cols: lastCol - cols.scoreA + 1 });
    }
    inputs.push(tiebreakRect);
    blocks.push({
      letter: g.letter,
      players: g.players,
      top,
      data,
      height,
      matches,
      playersRect: { row: data, col: cols.players, rows: n, cols: 1 },
      matchesRect: { row: data, col: cols.a, rows: matchRows, cols: lastCol - cols.a + 1 },
      tableRect: { row: data, col: cols.table, rows: n, cols: TABLE_WIDTH },
      firstCell: cell(data + n, cols.table + 1),
      secondCell: cell(data + n + 1, cols.table + 1),
      statusCell: cell(data + n + 2, cols.table + 1),
      tiebreakRect,
      inputs,
    });
    top += height;
  }
  return { game, columns: cols, blocks, rows: Math.max(top, 1) };
}

/** The tiebreak rows' title: penalty shoot-outs in futsal (Art. 8 item 6), additional parties in billiards and backgammon (Art. 11 item 6, Art. 14 item 6). */
export function tiebreakLabel(game: GroupGame): 'tiebreaks' | 'tiebreaksShootout' {
  return game === 'futsal' ? 'tiebreaksShootout' : 'tiebreaks';
}

/**
 * The rows and columns of a group sheet the add-on finds again by developer metadata: the top of
 * the sheet, every group's title row, every match row ("m:A:3" = group A, match 3 in Berger
 * order), the tiebreak rows and the place rows; every column the reader uses.
 */
export function groupAnchors(layout: GroupLayout): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const rows: AnchorSpec[] = [{ at: 0, id: 'top' }];
  for (const b of layout.blocks) {
    if (b.top > 0) rows.push({ at: b.top, id: `g:${b.letter}` });
    b.matches.forEach((m, k) => rows.push({ at: m.row, id: `m:${b.letter}:${k + 1}` }));
    rows.push({ at: b.tiebreakRect.row, id: `tb:${b.letter}` });
    // The place rows are below the players and the standings; mark them unless a match row is there.
    if (!b.matches.some((m) => m.row === b.firstCell.row)) rows.push({ at: b.firstCell.row, id: `q:${b.letter}` });
  }
  // The note column is only shown (its formulas are relative): nothing finds it again.
  const cols = (Object.entries(layout.columns) as [string, number][])
    .filter(([k]) => k !== 'width' && k !== 'note')
    .map(([k, at]) => ({ at, id: `c:${k}` }));
  return { rows: uniqueAt(rows), cols: uniqueAt(cols) };
}

/** One anchor per row (or column): the first id given for it. */
function uniqueAt(list: AnchorSpec[]): AnchorSpec[] {
  const seen = new Set<number>();
  return list.filter((a) => (seen.has(a.at) ? false : (seen.add(a.at), true)));
}
