/**
 * The group stage sheet of futsal, billiards or backgammon: every group stacked, each block
 * holding its players, the fixtures in Berger round order, score cells validated per game, the
 * standings from GROUP_TABLE, the two qualifiers, a status and a tiebreak entry area.
 *
 * Futsal Art. 8 items 3–6, billiards Art. 11 items 2–6, backgammon Art. 13 item 7, Art. 14
 * items 2–6. Forfeits (Art. 11 item 18, Art. 14 item 12) are "+" / "-" in the score cells
 * (backgammon: a no-show column, since its scores come from the party rows).
 *
 * Three modules: where everything sits and the anchors (./groupLayout.ts), the plan here, and the
 * sheet read back (./groupReader.ts); this module re-exports both.
 */
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import { BG_BAD_PARTIES, bgLiveFormulas } from './bgParties';
import { matchNoteFormula, notedCount } from './groupNotes';
import { label, type LabelKey } from '../../i18n/labels';
import {
  a1,
  cellRect,
  newGrid,
  SHEET_COLORS,
  rectA1,
  type Grid,
  type Rect,
  type SheetPlan,
  type Validation,
} from '../plan';
import { boardLabel } from '../../i18n/labels-board';
import {
  BG_ROWS,
  WHY_COL,
  groupAnchors,
  groupLayout,
  tiebreakLabel,
  type GroupBlock,
  type GroupColumns,
  type GroupGame,
  type GroupLayout,
  type GroupSpec,
} from './groupLayout';

export {
  groupAnchors,
  groupLayout,
  rowsPerMatch,
  tiebreakLabel,
  TABLE_WIDTH,
  type GroupBlock,
  type GroupGame,
  type GroupLayout,
  type GroupSpec,
  type MatchSlot,
} from './groupLayout';
export {
  groupMatchTyped,
  locateGroupSheet,
  type GroupSheetDamage,
  type LocatedGroupSheet,
  type LocatedMatch,
} from './groupReader';

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

export const BG_FORFEITS = ['-:+', '+:-', '-:-'] as const;
export const FUTSAL_MAX_GOALS = 30;
const MAX_BALLS = 200;
const MAX_CHIPS = 120;

const COLOR = { ...SHEET_COLORS, qualifier: SHEET_COLORS.good };

const cell = cellRect;

function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

function numbersList(max: number): string[] {
  return Array.from({ length: max + 1 }, (_, i) => String(i));
}

function headers(game: GroupGame): Partial<Record<keyof GroupColumns, LabelKey>> {
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
    note: 'note',
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

/** The validations of the cells referees type into, by game. */
interface ScoreRules {
  party: Validation;
  forfeit: Validation;
  /** balls (billiards) or chips (backgammon) */
  extra: Validation;
  goals: Validation;
  /** billiards: parties up to `max` (one rule per maximum) */
  parties(max: number): Validation;
}

function scoreRules(game: GroupGame, lang: Lang): ScoreRules {
  const partiesRules = new Map<number, Validation>();
  return {
    party: { kind: 'list', values: ['0', '1', '2'], help: label('helpParty', lang) },
    forfeit: { kind: 'list', values: [...BG_FORFEITS], help: label('helpForfeit', lang) },
    extra:
      game === 'billiards'
        ? { kind: 'number', min: 0, max: MAX_BALLS, help: label('helpBalls', lang) }
        : { kind: 'number', min: 0, max: MAX_CHIPS, help: label('helpChips', lang) },
    goals: { kind: 'list', values: [...numbersList(FUTSAL_MAX_GOALS), '+', '-'], help: label('helpGoals', lang) },
    parties: (max) => {
      let r = partiesRules.get(max);
      if (!r) {
        r = { kind: 'list', values: [...numbersList(max), '+', '-'], help: label('helpParties', lang, { max }) };
        partiesRules.set(max, r);
      }
      return r;
    },
  };
}

/** What one plan of a group sheet draws with. */
interface Drawing {
  g: Grid;
  options: GroupSheetOptions;
  cols: GroupColumns;
  rules: ScoreRules;
}

/** Parties a billiards match of this block is played to: one in groups of more than 4 when abridged (Art. 11 item 4). */
function partiesOf(options: GroupSheetOptions, block: GroupBlock): number {
  return options.abridged && block.players.length > 4 ? 1 : options.partiesToWin;
}

/** A block's title row and header row (the fixtures' columns, then the standings'). */
function writeHeads(d: Drawing, block: GroupBlock): void {
  const { g, cols } = d;
  const { game, lang } = d.options;
  g.put(block.top, cols.players, label('group', lang, { g: block.letter }));
  g.formats.push({
    rect: { row: block.top, col: 0, rows: 1, cols: cols.width },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  for (const [key, lab] of Object.entries(headers(game)) as [keyof GroupColumns, LabelKey][]) {
    const col = cols[key];
    if (typeof col === 'number') g.put(block.top + 1, col, label(lab, lang));
  }
  g.put(block.top + 1, cols.table + WHY_COL, boardLabel('why', lang));
  TABLE_HEADERS.forEach((lab, i) =>
    g.put(
      block.top + 1,
      cols.table + i,
      label(
        game !== 'futsal' && lab === 'points' ? 'wins' : game === 'futsal' && lab === 'player' ? 'team' : lab,
        lang,
      ),
    ),
  );
  g.formats.push({
    rect: { row: block.top + 1, col: 0, rows: 1, cols: cols.width },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
}

/**
 * A backgammon match's formulas: the running points and the winner in plain formulas
 * (./bgParties.ts: no server call per match; GROUP_TABLE checks the party rows by the rules and
 * scores from them), the points shown unless a no-show decides; its validations.
 */
function writeBackgammonMatch(d: Drawing, r: number): void {
  const { g, cols, rules } = d;
  const fo = a1(r, cols.forfeit as number);
  const live = cols.live as number;
  const partyRect: Rect = { row: r, col: cols.partyA as number, rows: BG_ROWS, cols: 2 };
  const [fa, fb, fw] = bgLiveFormulas(partyRect, { a: cell(r, live), b: cell(r, live + 1) });
  g.put(r, live, { f: fa });
  g.put(r, live + 1, { f: fb });
  g.put(r, live + 2, { f: fw });
  const decided = `OR(${a1(r, live + 2)}="",${a1(r, live + 2)}="${BG_BAD_PARTIES}")`;
  g.put(r, cols.scoreA, {
    f: `=IF(${fo}="-:+","-",IF(${fo}="+:-","+",IF(${fo}="-:-","-",IF(${decided},"",${a1(r, live)}))))`,
  });
  g.put(r, cols.scoreB, {
    f: `=IF(${fo}="-:+","+",IF(${fo}="+:-","-",IF(${fo}="-:-","-",IF(${decided},"",${a1(r, live + 1)}))))`,
  });
  g.validations.push({ rect: partyRect, rule: rules.party });
  g.validations.push({ rect: cell(r, cols.forfeit as number), rule: rules.forfeit });
  g.validations.push({ rect: { row: r, col: cols.extraA as number, rows: 1, cols: 2 }, rule: rules.extra });
}

/** The players (written as text: a name is never a formula) and the fixtures, with their validations and inputs. */
function writeFixtures(d: Drawing, block: GroupBlock): void {
  const { g, cols, rules } = d;
  const { game } = d.options;
  const M = block.matches.length;
  block.players.forEach((p, i) => g.put(block.data + i, cols.players, p));
  block.matches.forEach((m, k) => {
    const r = m.row;
    g.put(r, cols.no, k + 1);
    g.put(r, cols.round, m.round);
    g.put(r, cols.a, { f: `=${a1(block.data + block.players.indexOf(m.a), cols.players, true)}` });
    g.put(r, cols.b, { f: `=${a1(block.data + block.players.indexOf(m.b), cols.players, true)}` });
    if (game === 'backgammon') writeBackgammonMatch(d, r);
    g.put(r, cols.note, { f: matchNoteFormula(game, r, cols, d.options.lang) });
  });
  if (M > 0 && game !== 'backgammon') {
    const scoreRect: Rect = { row: block.data, col: cols.scoreA, rows: M, cols: 2 };
    const max = game === 'billiards' ? partiesOf(d.options, block) : FUTSAL_MAX_GOALS;
    g.validations.push({ rect: scoreRect, rule: game === 'futsal' ? rules.goals : rules.parties(max) });
    if (game === 'billiards')
      g.validations.push({
        rect: { row: block.data, col: cols.extraA as number, rows: M, cols: 2 },
        rule: rules.extra,
      });
  }
  for (const r of block.inputs) g.formats.push({ rect: r, background: COLOR.input });
  g.inputs.push(...block.inputs);
}

/**
 * The notes beside the matches: dark red words, on the flag colour while there is one — one rule for
 * the whole column (a match row is the one with its number), not one per group.
 */
function writeNotesLook(d: Drawing, layout: GroupLayout): void {
  const { g, cols } = d;
  const rect: Rect = { row: 0, col: cols.note, rows: layout.rows, cols: 1 };
  for (const b of layout.blocks) {
    const notes: Rect = { row: b.matchesRect.row, col: cols.note, rows: b.matchesRect.rows, cols: 1 };
    if (b.matches.length > 0) g.formats.push({ rect: notes, fontColor: COLOR.wrongText, wrap: true });
  }
  g.highlights.push({
    rect,
    formula: `=AND(ISNUMBER($${a1(0, cols.no)}),${a1(0, cols.note)}<>"")`,
    background: COLOR.wrong,
  });
}

/**
 * The standings: one GROUP_TABLE call per group (the game in the tournament language, "бильярд",
 * "billiards"; backgammon: the party rows too, checked and scored by the rules in the same call),
 * the two qualifiers once every match is played and places 1 and 2 are single, and the status.
 * GROUP_TABLE is read with `unfinished` (TRUE): a match typed in part is left out, not an error, so
 * the standings stand on the finished matches while the note beside that match says why; the status
 * counts the matches the standings count, and the ones with a note.
 */
function writeStandings(d: Drawing, block: GroupBlock): void {
  const { g, cols } = d;
  const { game, lang } = d.options;
  const n = block.players.length;
  const players = rectA1(block.playersRect, true);
  const matches = rectA1(block.matchesRect, true);
  const tiebreaks = rectA1(block.tiebreakRect, true);
  const parties =
    game === 'backgammon'
      ? rectA1({ row: block.matchesRect.row, col: cols.partyA as number, rows: block.matchesRect.rows, cols: 2 }, true)
      : '""';
  // TRUE: a match typed in part is left out and noted (kinds/groupNotes.ts); the language: an 11th
  // column says why each place is what it is.
  g.put(block.data, cols.table, {
    f: `=GROUP_TABLE(${players},${matches},${text(GAME_NAMES[game][lang])},${tiebreaks},${parties},TRUE,"${lang}")`,
  });
  const places = rectA1({ row: block.data, col: cols.table, rows: n, cols: 1 }, true);
  const played = rectA1({ row: block.data, col: cols.table + 2, rows: n, cols: 1 }, true);
  const total = n * (n - 1);
  const complete = `SUM(${played})=${total}`;
  const one = `COUNTIF(${places},1)=1`;
  const two = `COUNTIF(${places},2)=1`;
  g.put(block.firstCell.row, cols.table, label('first', lang));
  g.put(block.secondCell.row, cols.table, label('second', lang));
  g.put(block.statusCell.row, cols.table, label('status', lang));
  g.put(block.firstCell.row, block.firstCell.col, {
    f: `=IF(AND(${complete},${one}),${a1(block.data, cols.table + 1)},"")`,
  });
  g.put(block.secondCell.row, block.secondCell.col, {
    f: `=IF(AND(${complete},${one},${two}),${a1(block.data + 1, cols.table + 1)},"")`,
  });
  const noted = notedCount(block.matchesRect, cols);
  g.put(block.statusCell.row, block.statusCell.col, {
    f: `=IF(SUM(${played})<${total},${text(label('played_of', lang))}&SUM(${played})/2&" / ${block.matches.length}"&IF(${noted}>0,${text(label('notCounted', lang))}&${noted},""),IF(AND(${one},${two}),${text(label('complete', lang))},${text(label('needTiebreak', lang))}))`,
  });
  g.formats.push({ rect: { row: block.firstCell.row, col: cols.table, rows: 3, cols: 1 }, bold: true });
  g.formats.push({
    rect: { row: block.firstCell.row, col: block.firstCell.col, rows: 2, cols: 1 },
    bold: true,
    background: COLOR.qualifier,
  });
}

/** The tiebreak rows under the fixtures (a player's name per row), and the qualifiers highlighted in the standings. */
function writeTiebreaks(d: Drawing, block: GroupBlock): void {
  const { g, cols } = d;
  const { game, lang } = d.options;
  g.put(block.tiebreakRect.row - 1, cols.a, label(tiebreakLabel(game), lang));
  g.formats.push({
    rect: { row: block.tiebreakRect.row - 1, col: cols.a, rows: 1, cols: 2 },
    bold: true,
    background: COLOR.header,
  });
  g.validations.push({
    rect: block.tiebreakRect,
    rule: { kind: 'list', values: block.players, help: label('helpTiebreak', lang) },
  });
  g.highlights.push({
    rect: block.tableRect,
    formula: `=AND(ISNUMBER($${a1(block.data, cols.table)}),$${a1(block.data, cols.table)}<=2)`,
    background: COLOR.qualifier,
  });
}

/**
 * A finished best-of-3 billiards match has a winner with partiesToWin parties (Art. 11 item 2): 1:0
 * or 2:2 typed by mistake is shown red (GROUP_TABLE would read 1:0 as the one-party format).
 */
function flagBilliardsScores(d: Drawing, layout: GroupLayout): void {
  const { g, cols } = d;
  for (const block of layout.blocks) {
    if (block.matches.length === 0) continue;
    const n = partiesOf(d.options, block);
    const fa = `$${a1(block.data, cols.scoreA)}`;
    const fb = `$${a1(block.data, cols.scoreB)}`;
    g.highlights.push({
      rect: { row: block.data, col: cols.scoreA, rows: block.matches.length, cols: 2 },
      formula: `=AND(ISNUMBER(${fa}),ISNUMBER(${fb}),OR(MAX(${fa},${fb})<>${n},${fa}=${fb}))`,
      background: COLOR.wrong,
    });
  }
}

function columnWidths(cols: GroupColumns): number[] {
  const widths: number[] = Array.from({ length: cols.width }, () => 44);
  widths[cols.players] = 190;
  widths[cols.a] = 190;
  widths[cols.b] = 190;
  // the place column also holds the "1st place" / "2nd place" / status labels (Arial 10 bold: ~62 px)
  widths[cols.table] = 72;
  widths[cols.table + 1] = 190;
  widths[cols.table + WHY_COL] = 300;
  if (cols.live !== undefined) widths[cols.forfeit as number] = 60;
  widths[cols.note] = 240;
  return widths;
}

export function groupSheetPlan(options: GroupSheetOptions): SheetPlan {
  const { game } = options;
  const layout = groupLayout(game, options.groups);
  const cols = layout.columns;
  const d: Drawing = { g: newGrid(layout.rows, cols.width), options, cols, rules: scoreRules(game, options.lang) };
  for (const block of layout.blocks) {
    writeHeads(d, block);
    writeFixtures(d, block);
    writeStandings(d, block);
    writeTiebreaks(d, block);
  }
  if (game === 'billiards') flagBilliardsScores(d, layout);
  writeNotesLook(d, layout);
  const { g } = d;
  return {
    key: `groups.${game}`,
    name: options.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats.filter(
      (f) =>
        f.background !== undefined ||
        f.bold !== undefined ||
        f.wrap !== undefined ||
        f.align !== undefined ||
        f.fontColor !== undefined,
    ),
    validations: g.validations,
    highlights: g.highlights,
    columnWidths: columnWidths(cols),
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
    anchors: groupAnchors(layout),
  };
}
