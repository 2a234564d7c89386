/**
 * The group stage sheet of futsal, billiards or backgammon: every group stacked, each block
 * holding its players, the fixtures in Berger round order, score cells validated per game, the
 * standings from GROUP_TABLE, the two qualifiers, a status and a tiebreak entry area.
 *
 * Futsal Art. 8 items 3–6, billiards Art. 11 items 2–6, backgammon Art. 13 item 7, Art. 14
 * items 2–6. Forfeits (Art. 11 item 18, Art. 14 item 12) are "+" / "-" in the score cells
 * (backgammon: a no-show column, since its scores come from the party rows).
 *
 * Its layout, its plan, and its reader: the sheet read back where its rows and columns are now
 * (row anchors on every block title, match row, tiebreak and place row; column anchors on every
 * column the add-on reads), each match row checked to still show the two names it was made with.
 */
import { bergerRounds } from '../../rules/berger';
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import { MAX_PARTIES } from '../../rules/backgammon';
import { BG_BAD_PARTIES, bgLiveFormulas } from './bgParties';
import { label, type LabelKey } from '../../i18n/labels';
import { nameKey } from '../../rules/names';
import { cellText } from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue } from '../gas';
import { realign, type Anchors, type Realigned } from '../identity';
import {
  a1,
  cellRect,
  SHEET_COLORS,
  emptyGrid,
  rectA1,
  type AnchorSpec,
  type Cell,
  type Format,
  type Rect,
  type SheetPlan,
  type Validation,
  type ValidationRange,
} from '../plan';

export type GroupGame = 'futsal' | 'billiards' | 'backgammon';

export interface GroupSpec {
  letter: string;
  players: string[];
}

export interface GroupSheetOptions {
  game: GroupGame;
  lang: Lang;
  name: string;
  groups: GroupSpec[];
  /** billiards: parties a match is played to (Art. 11 item 2: 2) */
  partiesToWin: number;
  /** billiards: one party per match in groups of more than 4 (Art. 11 item 4, paragraph 2) */
  abridged: boolean;
}

interface Columns {
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
  table: number;
  width: number;
}

const COLUMNS: Record<GroupGame, Columns> = {
  futsal: { players: 0, no: 1, round: 2, a: 3, b: 4, scoreA: 5, scoreB: 6, table: 8, width: 18 },
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
    table: 10,
    width: 20,
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
    table: 15,
    width: 25,
  },
};

export const TABLE_WIDTH = 10;
/** Rows a backgammon match takes: one per possible party (Art. 14 item 2). */
const BG_ROWS = MAX_PARTIES;
export const BG_FORFEITS = ['-:+', '+:-', '-:-'] as const;
export const FUTSAL_MAX_GOALS = 30;
const MAX_BALLS = 200;
const MAX_CHIPS = 120;

const COLOR = { ...SHEET_COLORS, qualifier: SHEET_COLORS.good };

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
  columns: Columns;
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

function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

function numbersList(max: number): string[] {
  return Array.from({ length: max + 1 }, (_, i) => String(i));
}

function headers(game: GroupGame): Partial<Record<keyof Columns, LabelKey>> {
  const team = game === 'futsal';
  return {
    players: team ? 'teams' : 'players',
    no: 'matchNo',
    round: 'round',
    a: team ? 'teamA' : 'playerA',
    b: team ? 'teamB' : 'playerB',
    scoreA: game === 'futsal' ? 'goalsA' : game === 'billiards' ? 'partiesA' : 'pointsA',
    scoreB: game === 'futsal' ? 'goalsB' : game === 'billiards' ? 'partiesB' : 'pointsB',
    extraA: game === 'billiards' ? 'ballsA' : 'chipsA',
    extraB: game === 'billiards' ? 'ballsB' : 'chipsB',
    forfeit: 'forfeit',
    partyA: 'partyA',
    partyB: 'partyB',
    live: 'live',
  };
}

const TABLE_HEADERS: LabelKey[] = [
  'place',
  'player',
  'played',
  'won',
  'drawn',
  'lost',
  'for',
  'against',
  'diff',
  'points',
];

export function groupSheetPlan(options: GroupSheetOptions): SheetPlan {
  const { game, lang } = options;
  const layout = groupLayout(game, options.groups);
  const cols = layout.columns;
  const SHEET_WIDTH = cols.width;
  const values: Cell[][] = emptyGrid(layout.rows, SHEET_WIDTH);
  const formats: Format[] = [];
  const validations: ValidationRange[] = [];
  const highlights: SheetPlan['highlights'] = [];
  const inputs: Rect[] = [];
  const put = (row: number, col: number, v: Cell) => {
    const line = values[row];
    if (line) line[col] = v;
  };

  const heads = headers(game);
  const partyRule: Validation = { kind: 'list', values: ['0', '1', '2'], help: label('helpParty', lang) };
  const forfeitRule: Validation = { kind: 'list', values: [...BG_FORFEITS], help: label('helpForfeit', lang) };
  const extraRule: Validation =
    game === 'billiards'
      ? { kind: 'number', min: 0, max: MAX_BALLS, help: label('helpBalls', lang) }
      : { kind: 'number', min: 0, max: MAX_CHIPS, help: label('helpChips', lang) };
  const goalsRule: Validation = {
    kind: 'list',
    values: [...numbersList(FUTSAL_MAX_GOALS), '+', '-'],
    help: label('helpGoals', lang),
  };
  const partiesRules = new Map<number, Validation>();
  const partiesRule = (max: number): Validation => {
    let r = partiesRules.get(max);
    if (!r) {
      r = { kind: 'list', values: [...numbersList(max), '+', '-'], help: label('helpParties', lang, { max }) };
      partiesRules.set(max, r);
    }
    return r;
  };

  for (const block of layout.blocks) {
    const n = block.players.length;
    const M = block.matches.length;
    // Title and headers.
    put(block.top, cols.players, label('group', lang, { g: block.letter }));
    formats.push({
      rect: { row: block.top, col: 0, rows: 1, cols: cols.width },
      bold: true,
      background: COLOR.title,
      fontColor: COLOR.titleText,
    });
    for (const [key, lab] of Object.entries(heads) as [keyof Columns, LabelKey][]) {
      const col = cols[key];
      if (typeof col === 'number') put(block.top + 1, col, label(lab, lang));
    }
    TABLE_HEADERS.forEach((lab, i) =>
      put(
        block.top + 1,
        cols.table + i,
        label(
          game !== 'futsal' && lab === 'points' ? 'wins' : game === 'futsal' && lab === 'player' ? 'team' : lab,
          lang,
        ),
      ),
    );
    formats.push({
      rect: { row: block.top + 1, col: 0, rows: 1, cols: cols.width },
      bold: true,
      background: COLOR.header,
      wrap: true,
      align: 'center',
    });

    // Players (written as text: a name is never a formula).
    block.players.forEach((p, i) => put(block.data + i, cols.players, p));

    // Fixtures.
    block.matches.forEach((m, k) => {
      const r = m.row;
      const ia = block.players.indexOf(m.a);
      const ib = block.players.indexOf(m.b);
      put(r, cols.no, k + 1);
      put(r, cols.round, m.round);
      put(r, cols.a, { f: `=${a1(block.data + ia, cols.players, true)}` });
      put(r, cols.b, { f: `=${a1(block.data + ib, cols.players, true)}` });
      if (game === 'backgammon') {
        const fo = a1(r, cols.forfeit as number);
        const live = cols.live as number;
        const partyRect: Rect = { row: r, col: cols.partyA as number, rows: BG_ROWS, cols: 2 };
        // The running points and the winner in plain formulas (./bgParties.ts): no server call per
        // match; GROUP_TABLE checks the party rows by the rules and scores from them.
        const [fa, fb, fw] = bgLiveFormulas(partyRect, { a: cell(r, live), b: cell(r, live + 1) });
        put(r, live, { f: fa });
        put(r, live + 1, { f: fb });
        put(r, live + 2, { f: fw });
        const decided = `OR(${a1(r, live + 2)}="",${a1(r, live + 2)}="${BG_BAD_PARTIES}")`;
        put(r, cols.scoreA, {
          f: `=IF(${fo}="-:+","-",IF(${fo}="+:-","+",IF(${fo}="-:-","-",IF(${decided},"",${a1(r, live)}))))`,
        });
        put(r, cols.scoreB, {
          f: `=IF(${fo}="-:+","+",IF(${fo}="+:-","-",IF(${fo}="-:-","-",IF(${decided},"",${a1(r, live + 1)}))))`,
        });
        validations.push({ rect: partyRect, rule: partyRule });
        validations.push({ rect: cell(r, cols.forfeit as number), rule: forfeitRule });
        validations.push({ rect: { row: r, col: cols.extraA as number, rows: 1, cols: 2 }, rule: extraRule });
      }
    });
    if (M > 0 && game !== 'backgammon') {
      const scoreRect: Rect = { row: block.data, col: cols.scoreA, rows: M, cols: 2 };
      const max = game === 'billiards' ? (options.abridged && n > 4 ? 1 : options.partiesToWin) : FUTSAL_MAX_GOALS;
      validations.push({ rect: scoreRect, rule: game === 'futsal' ? goalsRule : partiesRule(max) });
      if (game === 'billiards')
        validations.push({ rect: { row: block.data, col: cols.extraA as number, rows: M, cols: 2 }, rule: extraRule });
    }
    for (const r of block.inputs) formats.push({ rect: r, background: COLOR.input });
    inputs.push(...block.inputs);

    // Standings.
    const players = rectA1(block.playersRect, true);
    const matches = rectA1(block.matchesRect, true);
    const tiebreaks = rectA1(block.tiebreakRect, true);
    // The game as GROUP_TABLE reads it, in the tournament language ("бильярд", "billiards").
    // Backgammon: the party rows too, checked and scored by the rules in the same one call per group.
    const parties =
      game === 'backgammon'
        ? `,${rectA1({ row: block.matchesRect.row, col: cols.partyA as number, rows: block.matchesRect.rows, cols: 2 }, true)}`
        : '';
    put(block.data, cols.table, {
      f: `=GROUP_TABLE(${players},${matches},${text(GAME_NAMES[game][lang])},${tiebreaks}${parties})`,
    });
    const places = rectA1({ row: block.data, col: cols.table, rows: n, cols: 1 }, true);
    const played = rectA1({ row: block.data, col: cols.table + 2, rows: n, cols: 1 }, true);
    const total = n * (n - 1);
    const complete = `SUM(${played})=${total}`;
    const one = `COUNTIF(${places},1)=1`;
    const two = `COUNTIF(${places},2)=1`;
    put(block.firstCell.row, cols.table, label('first', lang));
    put(block.secondCell.row, cols.table, label('second', lang));
    put(block.statusCell.row, cols.table, label('status', lang));
    put(block.firstCell.row, block.firstCell.col, {
      f: `=IF(AND(${complete},${one}),${a1(block.data, cols.table + 1)},"")`,
    });
    put(block.secondCell.row, block.secondCell.col, {
      f: `=IF(AND(${complete},${one},${two}),${a1(block.data + 1, cols.table + 1)},"")`,
    });
    put(block.statusCell.row, block.statusCell.col, {
      f: `=IF(SUM(${played})<${total},${text(label('played_of', lang))}&SUM(${played})/2&" / ${M}",IF(AND(${one},${two}),${text(label('complete', lang))},${text(label('needTiebreak', lang))}))`,
    });
    formats.push({ rect: { row: block.firstCell.row, col: cols.table, rows: 3, cols: 1 }, bold: true });
    formats.push({
      rect: { row: block.firstCell.row, col: block.firstCell.col, rows: 2, cols: 1 },
      bold: true,
      background: COLOR.qualifier,
    });
    put(block.tiebreakRect.row - 1, cols.a, label(tiebreakLabel(game), lang));
    formats.push({
      rect: { row: block.tiebreakRect.row - 1, col: cols.a, rows: 1, cols: 2 },
      bold: true,
      background: COLOR.header,
    });
    validations.push({
      rect: block.tiebreakRect,
      rule: { kind: 'list', values: block.players, help: label('helpTiebreak', lang) },
    });
    highlights.push({
      rect: block.tableRect,
      formula: `=AND(ISNUMBER($${a1(block.data, cols.table)}),$${a1(block.data, cols.table)}<=2)`,
      background: COLOR.qualifier,
    });
  }

  if (game === 'billiards') {
    // A finished best-of-3 match has a winner with partiesToWin parties (Art. 11 item 2): 1:0 or
    // 2:2 typed by mistake is shown red (GROUP_TABLE would read 1:0 as the one-party format).
    for (const block of layout.blocks) {
      if (block.matches.length === 0) continue;
      const n = options.abridged && block.players.length > 4 ? 1 : options.partiesToWin;
      const fa = `$${a1(block.data, cols.scoreA)}`;
      const fb = `$${a1(block.data, cols.scoreB)}`;
      highlights.push({
        rect: { row: block.data, col: cols.scoreA, rows: block.matches.length, cols: 2 },
        formula: `=AND(ISNUMBER(${fa}),ISNUMBER(${fb}),OR(MAX(${fa},${fb})<>${n},${fa}=${fb}))`,
        background: COLOR.wrong,
      });
    }
  }

  const widths: number[] = Array.from({ length: SHEET_WIDTH }, () => 44);
  widths[cols.players] = 190;
  widths[cols.a] = 190;
  widths[cols.b] = 190;
  // the place column also holds the "1st place" / "2nd place" / status labels (Arial 10 bold: ~62 px)
  widths[cols.table] = 72;
  widths[cols.table + 1] = 190;
  if (cols.live !== undefined) widths[cols.forfeit as number] = 60;

  return {
    key: `groups.${game}`,
    name: options.name,
    values,
    inputs,
    formats: formats.filter(
      (f) =>
        f.background !== undefined ||
        f.bold !== undefined ||
        f.wrap !== undefined ||
        f.align !== undefined ||
        f.fontColor !== undefined,
    ),
    validations,
    highlights,
    columnWidths: widths,
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
    anchors: groupAnchors(layout),
  };
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
  const cols = (Object.entries(layout.columns) as [string, number][])
    .filter(([k]) => k !== 'width')
    .map(([k, at]) => ({ at, id: `c:${k}` }));
  return { rows: uniqueAt(rows), cols: uniqueAt(cols) };
}

/** One anchor per row (or column): the first id given for it. */
function uniqueAt(list: AnchorSpec[]): AnchorSpec[] {
  const seen = new Set<number>();
  return list.filter((a) => (seen.has(a.at) ? false : (seen.add(a.at), true)));
}

/** What a located match row shows and where it is now. */
export interface LocatedMatch {
  letter: string;
  /** 1-based, Berger order */
  k: number;
  a: string;
  b: string;
  /** the sheet's 0-based row of the match (its first party row for backgammon) */
  row: number;
}

/**
 * Where rows and columns are now cannot be told: `lost` anchors (deleted rows or columns),
 * `disordered` ones (moved past each other, e.g. by a sort), or a match row that no longer shows
 * the two names it was made with (`mismatch`), or backgammon party rows split by an inserted row.
 */
export type GroupSheetDamage =
  | { kind: 'lost'; ids: string[] }
  | { kind: 'disordered'; ids: string[] }
  | { kind: 'mismatch'; match: LocatedMatch; shown: string; cell: string }
  /** a player cell shows "Loading…" or an error value: not a name (yet) */
  | { kind: 'notReady'; shown: string; cell: string }
  | { kind: 'parties'; match: LocatedMatch; cell: string };

export interface LocatedGroupSheet {
  /** the sheet in the plan's coordinates: `groupLayout` positions apply to it */
  view: Realigned;
  layout: GroupLayout;
  matches: LocatedMatch[];
  /** null when every match row was found and checked */
  damage: GroupSheetDamage | null;
}

/**
 * The group sheet read back: its values seen at the layout's positions wherever its rows and
 * columns are now, and every match row checked — it must still show its two players (by
 * `nameKey`), and a backgammon match's running points must still read its own four party rows.
 */
export function locateGroupSheet(
  game: GroupGame,
  groups: readonly GroupSpec[],
  read: { values: CellValue[][]; formulas: string[][]; anchors: Anchors },
): LocatedGroupSheet {
  const layout = groupLayout(game, groups);
  const cols = layout.columns;
  const view = realign(groupAnchors(layout), read.anchors, read.values, read.formulas, {
    rows: layout.rows,
    cols: cols.width,
  });
  const matches: LocatedMatch[] = [];
  let damage: GroupSheetDamage | null = null;
  if (view.lost.length > 0) damage = { kind: 'lost', ids: view.lost };
  else if (view.disordered.length > 0) damage = { kind: 'disordered', ids: view.disordered };
  for (const b of layout.blocks) {
    b.matches.forEach((m, i) => {
      const row = view.row(m.row) as number;
      const match: LocatedMatch = { letter: b.letter, k: i + 1, a: m.a, b: m.b, row };
      matches.push(match);
      if (damage) return;
      const shownA = cellText(view.values[m.row]?.[cols.a]);
      const shownB = cellText(view.values[m.row]?.[cols.b]);
      const status = [shownA, shownB].findIndex(isErrorValue);
      if (status >= 0) {
        damage = {
          kind: 'notReady',
          shown: status ? shownB : shownA,
          cell: a1(row, view.col(status ? cols.b : cols.a) ?? cols.a),
        };
        return;
      }
      if (nameKey(shownA) !== nameKey(m.a) || nameKey(shownB) !== nameKey(m.b)) {
        damage = { kind: 'mismatch', match, shown: `${shownA} – ${shownB}`, cell: a1(row, view.col(cols.a) ?? cols.a) };
        return;
      }
      if (game === 'backgammon') {
        // SUM(K3:K6): its range must still be this match's four party rows.
        const f = view.formulas[m.row]?.[cols.live as number] ?? '';
        const range = /\(\s*\$?[A-Z]+\$?(\d+)\s*:\s*\$?[A-Z]+\$?(\d+)\s*\)/i.exec(f);
        if (!range || Number(range[1]) !== row + 1 || Number(range[2]) !== row + MAX_PARTIES) {
          damage = {
            kind: 'parties',
            match,
            cell: a1(row, view.col(cols.partyA as number) ?? (cols.partyA as number)),
          };
        }
      }
    });
  }
  return { view, layout, matches, damage };
}

/**
 * Something typed in the group match whose (first) row is `row` of the layout's grid: a score, or in
 * backgammon its no-show cell or any of its party rows. A match with nothing typed is still to be
 * played (a withdrawal, a no-show may write its forfeit).
 */
export function groupMatchTyped(
  game: GroupGame,
  values: readonly (readonly CellValue[])[],
  cols: Columns,
  row: number,
): boolean {
  const typed = (r: number, c: number) => cellText(values[r]?.[c]) !== '';
  if (game !== 'backgammon') return typed(row, cols.scoreA) || typed(row, cols.scoreB);
  return (
    typed(row, cols.forfeit as number) ||
    Array.from(
      { length: MAX_PARTIES },
      (_, k) => typed(row + k, cols.partyA as number) || typed(row + k, cols.partyB as number),
    ).some(Boolean)
  );
}
