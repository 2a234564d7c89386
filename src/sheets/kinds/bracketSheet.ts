/**
 * The knock-out sheet of futsal, billiards or backgammon (the play-off sheet): places 1–3 at the
 * top, then every match of the bracket stage by stage, its players referring to the group sheet's
 * qualifiers or to the winner / loser of an earlier match on this sheet, score cells validated per
 * game, and the winner and loser as formulas. A corrected score re-routes everything after it.
 *
 * Futsal Art. 8 items 7–8 (a drawn play-off match goes to a penalty shoot-out), billiards
 * Art. 11 items 2, 7–16, backgammon Art. 13 item 7, Art. 14 items 2, 7–11. Forfeits
 * (Art. 11 item 18, Art. 14 item 12): "+" beats "-" in the score cells (backgammon: the
 * no-show column, as on the group sheet); a double no-show sends "—" (nobody) on. A billiards or
 * backgammon player who lost by not appearing, or who is on the game's withdrawals sheet,
 * loses his next matches without playing (SPEC §4: he leaves the tournament).
 *
 * Three modules: where everything sits (./bracketLayout.ts), each match's formulas
 * (./bracketFormulas.ts), and here the sheet: its plan, and the anchors its readers find it by.
 * The play-off sheet is read by the play-off memory (../actions/playoffMemory.ts: who played each
 * match) and by the finalize action (../actions/finalize.ts: places 1–3), both through
 * `bracketLayout` and `bracketSheetAnchors`.
 */
import { label, type LabelKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { fail } from '../../rules/errors';
import { bracket, type BracketFormat, type BracketMatch, type Source } from '../../rules/brackets';
import {
  a1,
  cellRect,
  columnLetters,
  newGrid,
  ref,
  SHEET_COLORS,
  type AnchorSpec,
  type Grid,
  type Rect,
  type SheetPlan,
  type Validation,
} from '../plan';
import { matchFormulas } from './bracketFormulas';
import {
  fullBracketLayout,
  PLACES_TOP,
  shownId,
  shownSource,
  type BracketColumns,
  type BracketGame,
  type BracketMatchCells,
  type BracketSection,
  type BracketSheetOptions,
  type FullBracketLayout,
} from './bracketLayout';
import { groupLayout } from './groupLayout';
import { BG_FORFEITS, FUTSAL_MAX_GOALS } from './groupSheet';
import { WITHDRAWN_NAMES } from './withdrawalsSheet';

export {
  bracketLayout,
  sectionTitle,
  shownId,
  shownSource,
  type BracketGame,
  type BracketLayout,
  type BracketMatchCells,
  type BracketSheetOptions,
} from './bracketLayout';
export { NOBODY } from './bracketFormulas';

const COLOR = {
  ...SHEET_COLORS,
  places: SHEET_COLORS.good,
  winner: SHEET_COLORS.good,
  from: SHEET_COLORS.muted,
  early: SHEET_COLORS.wrong,
};

const cell = cellRect;

function headers(game: BracketGame, format: BracketFormat): Partial<Record<keyof BracketColumns, LabelKey>> {
  const team = game === 'futsal';
  return {
    id: format === 'net32' ? 'bracketPair' : 'bracketMatch',
    from: 'bracketScheme',
    a: team ? 'teamA' : 'playerA',
    b: team ? 'teamB' : 'playerB',
    scoreA: game === 'futsal' ? 'goalsA' : game === 'billiards' ? 'partiesA' : 'pointsA',
    scoreB: game === 'futsal' ? 'goalsB' : game === 'billiards' ? 'partiesB' : 'pointsB',
    shootA: 'bracketShootA',
    shootB: 'bracketShootB',
    forfeit: 'forfeit',
    partyA: 'partyA',
    partyB: 'partyB',
    live: 'live',
    winner: 'bracketWinner',
    loser: 'bracketLoser',
    memA: 'bracketPlayedA',
    memB: 'bracketPlayedB',
    note: 'note',
  };
}

function numbersList(max: number): string[] {
  return Array.from({ length: max + 1 }, (_, i) => String(i));
}

/** The validations of the score cells: futsal goals and shoot-out, billiards parties, backgammon parties and no-shows. */
interface ScoreRules {
  goals: Validation;
  shoot: Validation;
  parties: Validation;
  party: Validation;
  forfeit: Validation;
}

function scoreRules(lang: Lang, partiesToWin: number): ScoreRules {
  return {
    goals: { kind: 'list', values: [...numbersList(FUTSAL_MAX_GOALS), '+', '-'], help: label('helpGoals', lang) },
    shoot: { kind: 'number', min: 0, max: FUTSAL_MAX_GOALS, help: label('bracketHelpShootout', lang) },
    parties: {
      kind: 'list',
      values: [...numbersList(partiesToWin), '+', '-'],
      help: label('helpParties', lang, { max: partiesToWin }),
    },
    party: { kind: 'list', values: ['0', '1', '2'], help: label('helpParty', lang) },
    forfeit: { kind: 'list', values: [...BG_FORFEITS], help: label('helpForfeit', lang) },
  };
}

/** What one plan of a play-off sheet draws with: the grid, its options and layout, the rules. */
interface Drawing {
  g: Grid;
  options: BracketSheetOptions;
  layout: FullBracketLayout;
  /** a player's source as a reference: the group sheet's qualifier cell, or a match's winner / loser here */
  source: (s: Source) => string;
  rules: ScoreRules;
}

const at = (r: Rect) => a1(r.row, r.col);

/** Where each player comes from, as a reference: a qualifier cell of the group sheet, a winner or loser cell here. */
function sourceRefs(options: BracketSheetOptions, layout: FullBracketLayout): (s: Source) => string {
  const { format } = options;
  const groups = groupLayout(options.game, options.groups);
  const byId = new Map(layout.matches.map((m) => [m.id, m]));
  return (s) => {
    if (s.kind === 'group') {
      const block = groups.blocks.find((b) => b.letter === s.group);
      if (!block)
        return fail('internal', { detail: `bracket ${format}: group ${s.group} is not on ${options.groupSheet}` });
      return ref(options.groupSheet, s.place === 1 ? block.firstCell : block.secondCell);
    }
    const m = byId.get(s.match);
    if (!m) return fail('internal', { detail: `bracket ${format}: no match ${s.match}` });
    return at(s.kind === 'winner' ? m.winner : m.loser);
  };
}

/** Places 1–3 under their title, each with where it comes from; the legend on the row after. */
function writePlaces(d: Drawing): void {
  const { g, layout } = d;
  const { lang, format } = d.options;
  const cols = layout.columns;
  const put = (r: Rect, v: Parameters<Grid['put']>[2]) => g.put(r.row, r.col, v);
  const model = bracket(format);
  const full: Rect = { row: PLACES_TOP, col: 0, rows: 1, cols: cols.width };
  put(cell(PLACES_TOP, cols.id), label('bracketPlaces', lang));
  g.formats.push({ rect: full, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
  const placeKeys: Record<1 | 2 | 3, LabelKey> = { 1: 'first', 2: 'second', 3: 'third' };
  for (const n of [1, 2, 3] as const) {
    const r = PLACES_TOP + n;
    put(cell(r, cols.id), label(placeKeys[n], lang));
    put(layout.places[n], { f: `=${d.source(model.places[n])}` });
    put(cell(r, cols.b), shownSource(model.places[n], lang));
  }
  // How to read the schemes (row 5 is otherwise empty).
  put(cell(PLACES_TOP + 4, cols.id), label('bracketLegend', lang));
  g.formats.push({ rect: cell(PLACES_TOP + 4, cols.id), italic: true, fontColor: COLOR.from });
  g.formats.push({ rect: { row: PLACES_TOP + 1, col: cols.id, rows: 3, cols: 1 }, bold: true });
  g.formats.push({
    rect: { row: PLACES_TOP + 1, col: cols.a, rows: 3, cols: 1 },
    bold: true,
    background: COLOR.places,
  });
  g.formats.push({
    rect: { row: PLACES_TOP + 1, col: cols.b, rows: 3, cols: 1 },
    italic: true,
    fontColor: COLOR.from,
  });
}

/** A section's title row and its header row. */
function writeSectionHead(d: Drawing, section: BracketSection): void {
  const { g } = d;
  const { lang, game, format } = d.options;
  const cols = d.layout.columns;
  g.put(section.top, cols.id, section.title);
  g.formats.push({
    rect: { row: section.top, col: 0, rows: 1, cols: cols.width },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
  for (const [key, lab] of Object.entries(headers(game, format)) as [keyof BracketColumns, LabelKey][]) {
    const col = cols[key];
    if (typeof col === 'number') g.put(section.top + 1, col, label(lab, lang));
  }
  g.formats.push({
    rect: { row: section.top + 1, col: 0, rows: 1, cols: cols.width },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
}

/** The validations of a match's score cells, by game. */
function validateScores(d: Drawing, mc: BracketMatchCells): void {
  const { g, rules } = d;
  const cols = d.layout.columns;
  const r = mc.row;
  if (d.options.game === 'futsal') {
    g.validations.push({ rect: { row: r, col: cols.scoreA, rows: 1, cols: 2 }, rule: rules.goals });
    g.validations.push({ rect: { row: r, col: cols.shootA as number, rows: 1, cols: 2 }, rule: rules.shoot });
  } else if (d.options.game === 'billiards') {
    g.validations.push({ rect: { row: r, col: cols.scoreA, rows: 1, cols: 2 }, rule: rules.parties });
  } else {
    g.validations.push({ rect: mc.parties as Rect, rule: rules.party });
    g.validations.push({ rect: mc.forfeit as Rect, rule: rules.forfeit });
  }
}

/** One match: its label and scheme, its players, its formulas, validations, inputs and highlights. */
function writeMatch(
  d: Drawing,
  mc: BracketMatchCells,
  m: BracketMatch,
  cellsOf: (id: string) => BracketMatchCells,
): void {
  const { g } = d;
  const { lang, game } = d.options;
  const cols = d.layout.columns;
  const put = (r: Rect, v: Parameters<Grid['put']>[2]) => g.put(r.row, r.col, v);
  const r = mc.row;
  put(cell(r, cols.id), shownId(m.id, lang));
  put(mc.from, `${shownSource(m.a, lang)} – ${shownSource(m.b, lang)}`);
  put(mc.a, { f: `=${d.source(m.a)}` });
  put(mc.b, { f: `=${d.source(m.b)}` });
  const loserOf = (s: Source) => (s.kind === 'loser' ? (cellsOf(s.match) ?? null) : null);
  const f = matchFormulas({
    game,
    lang,
    cells: mc,
    loserOf: { a: loserOf(m.a), b: loserOf(m.b) },
    withdrawn: ref(d.options.withdrawalsSheet, WITHDRAWN_NAMES),
    partiesToWin: d.options.partiesToWin,
  });
  if (f.live) {
    const live = mc.live as Rect;
    f.live.forEach((x, k) => g.put(r, live.col + k, { f: x }));
  }
  if (f.scores) {
    put(mc.scoreA, { f: f.scores[0] });
    put(mc.scoreB, { f: f.scores[1] });
  }
  put(mc.winner, { f: f.winner });
  validateScores(d, mc);
  if (f.shootFlag)
    g.highlights.push({
      rect: { row: r, col: cols.shootA as number, rows: 1, cols: 2 },
      formula: f.shootFlag,
      background: COLOR.early,
    });
  put(mc.note, { f: f.note });
  // Play-off memory: the names recorded when the result was first typed (inputs, so the edit
  // trigger can write them as whoever typed the result).
  const memory: Rect = { row: r, col: cols.memA, rows: 1, cols: 2 };
  g.formats.push({ rect: memory, italic: true, fontColor: COLOR.from });
  // Beside the result: a long note wraps (the row grows while it says something).
  g.formats.push({ rect: mc.note, italic: true, fontColor: SHEET_COLORS.wrongText, wrap: true });
  g.inputs.push(memory);
  for (const i of mc.inputs) g.highlights.push({ rect: i, formula: f.foreignFlag, background: COLOR.early });
  put(mc.loser, { f: f.loser });
  for (const i of mc.inputs) g.formats.push({ rect: i, background: COLOR.input });
  // A result typed before both players are known is shown red: it counts once they arrive.
  for (const i of mc.inputs) g.highlights.push({ rect: i, formula: f.earlyFlag, background: COLOR.early });
  g.inputs.push(...mc.inputs);
}

/** Section formats: pair labels bold, schemes grey, winners bold; the winner's name green. */
function formatSection(d: Drawing, section: BracketSection): void {
  const { g } = d;
  const cols = d.layout.columns;
  const first = section.matches[0];
  const last = section.matches[section.matches.length - 1];
  if (!first || !last) return;
  const span = last.row - first.row + 1;
  g.formats.push({ rect: { row: first.row, col: cols.id, rows: span, cols: 1 }, bold: true, align: 'center' });
  g.formats.push({
    rect: { row: first.row, col: cols.from, rows: span, cols: 1 },
    italic: true,
    fontColor: COLOR.from,
  });
  g.formats.push({ rect: { row: first.row, col: cols.winner, rows: span, cols: 1 }, bold: true });
  const w = `$${columnLetters(cols.winner)}${first.row + 1}`;
  g.highlights.push({
    rect: { row: first.row, col: cols.a, rows: span, cols: 2 },
    formula: `=AND(${w}<>"",EXACT(${a1(first.row, cols.a)},${w}))`,
    background: COLOR.winner,
  });
}

function columnWidths(cols: BracketColumns): number[] {
  const widths: number[] = Array.from({ length: cols.width }, () => 52);
  widths[cols.id] = 64;
  widths[cols.from] = 150;
  widths[cols.a] = 180;
  widths[cols.b] = 180;
  widths[cols.winner] = 180;
  widths[cols.loser] = 180;
  if (cols.shootA !== undefined) widths[cols.shootA] = 72;
  if (cols.shootB !== undefined) widths[cols.shootB] = 72;
  if (cols.forfeit !== undefined) widths[cols.forfeit] = 64;
  if (cols.live !== undefined) for (let c = cols.live; c < cols.live + 3; c++) widths[c] = 44;
  widths[cols.memA] = 150;
  widths[cols.memB] = 150;
  widths[cols.note] = 240;
  return widths;
}

export function bracketSheetPlan(options: BracketSheetOptions): SheetPlan {
  const layout = fullBracketLayout(options);
  const d: Drawing = {
    g: newGrid(layout.rows, layout.columns.width),
    options,
    layout,
    source: sourceRefs(options, layout),
    rules: scoreRules(options.lang, options.partiesToWin),
  };
  writePlaces(d);
  const modelById = new Map(layout.model.map((m) => [m.id, m]));
  const cellsById = new Map(layout.matches.map((m) => [m.id, m]));
  const cellsOf = (id: string) => cellsById.get(id) as BracketMatchCells;
  for (const section of layout.sections) {
    writeSectionHead(d, section);
    for (const mc of section.matches) writeMatch(d, mc, modelById.get(mc.id) as BracketMatch, cellsOf);
    formatSection(d, section);
  }
  return {
    key: `bracket.${options.game}`,
    name: options.name,
    values: d.g.values,
    inputs: d.g.inputs,
    formats: d.g.formats,
    validations: d.g.validations,
    highlights: d.g.highlights,
    columnWidths: columnWidths(layout.columns),
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
    anchors: bracketAnchors(layout),
  };
}

/**
 * The rows and columns of a play-off sheet found again by developer metadata: the top (places 1–3
 * are right under it), every match row ("m:SF1", "m:III-2") and every column.
 */
export function bracketAnchors(layout: Pick<FullBracketLayout, 'matches' | 'columns'>): {
  rows: AnchorSpec[];
  cols: AnchorSpec[];
} {
  const rows: AnchorSpec[] = [
    { at: PLACES_TOP, id: 'top' },
    ...layout.matches.map((m) => ({ at: m.row, id: `m:${m.id}` })),
  ];
  const cols = (Object.entries(layout.columns) as [string, number][])
    .filter(([k]) => k !== 'width')
    .map(([k, at]) => ({ at, id: `c:${k}` }));
  return { rows, cols };
}

/** The anchors of the play-off sheet these options make (for its readers). */
export function bracketSheetAnchors(options: Pick<BracketSheetOptions, 'game' | 'format' | 'lang'>): {
  rows: AnchorSpec[];
  cols: AnchorSpec[];
} {
  return bracketAnchors(fullBracketLayout(options));
}
