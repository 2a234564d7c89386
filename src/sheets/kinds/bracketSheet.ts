/**
 * The knock-out sheet of futsal, billiards or backgammon: places 1–3 at the top, then every
 * match of the bracket stage by stage, its players referring to the group sheet's qualifiers
 * or to the winner / loser of an earlier match on this sheet, score cells validated per game,
 * and the winner and loser as formulas. A corrected score re-routes everything after it.
 *
 * Futsal Art. 8 items 7–8 (a drawn play-off match goes to a penalty shoot-out), billiards
 * Art. 11 items 2, 7–16, backgammon Art. 13 item 7, Art. 14 items 2, 7–11. Forfeits
 * (Art. 11 item 18, Art. 14 item 12): "+" beats "-" in the score cells (backgammon: the
 * no-show column, as on the group sheet); a double no-show sends "—" (nobody) on. A billiards or
 * backgammon player who lost by not appearing, or who is on the game's withdrawals sheet,
 * loses his next matches without playing (SPEC §4: he leaves the tournament).
 *
 * Formulas use only functions that Google Sheets, LibreOffice and HyperFormula all have.
 */
import type { Lang } from '../../i18n/messages';
import { MAX_PARTIES } from '../../rules/backgammon';
import { BG_BAD_PARTIES, bgLiveFormulas } from './bgParties';
import { label, type LabelKey } from '../../i18n/labels';
import { fail } from '../../rules/errors';
import { bracket, sourceLabel, type BracketFormat, type BracketMatch, type Source } from '../../rules/brackets';
import { BG_FORFEITS, FUTSAL_MAX_GOALS, groupLayout, type GroupSpec } from './groupSheet';
import { WITHDRAWN_NAMES } from './withdrawalsSheet';
import {
  a1,
  cellRect,
  SHEET_COLORS,
  columnLetters,
  emptyGrid,
  rectA1,
  ref,
  type AnchorSpec,
  type Cell,
  type Format,
  type Rect,
  type SheetPlan,
  type Validation,
  type ValidationRange,
} from '../plan';

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

interface Columns {
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
// where the eye is when they turn red (issue 24 item 4); the winner and loser follow it.
const COLUMNS: Record<BracketGame, Columns> = {
  futsal: {
    id: 0,
    from: 1,
    a: 2,
    b: 3,
    scoreA: 4,
    scoreB: 5,
    shootA: 6,
    shootB: 7,
    note: 8,
    winner: 9,
    loser: 10,
    memA: 11,
    memB: 12,
    width: 13,
  },
  billiards: {
    id: 0,
    from: 1,
    a: 2,
    b: 3,
    scoreA: 4,
    scoreB: 5,
    note: 6,
    winner: 7,
    loser: 8,
    memA: 9,
    memB: 10,
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
    note: 12,
    winner: 13,
    loser: 14,
    memA: 15,
    memB: 16,
    width: 17,
  },
};

/** Rows a backgammon match takes: one per possible party (Art. 14 item 2). */
const BG_ROWS = MAX_PARTIES;
/** Row of the places block's title; places 1–3 are the three rows under it. */
const PLACES_TOP = 0;

const COLOR = {
  ...SHEET_COLORS,
  places: SHEET_COLORS.good,
  winner: SHEET_COLORS.good,
  from: SHEET_COLORS.muted,
  early: SHEET_COLORS.wrong,
};

const cell = cellRect;

interface Section {
  title: string;
  /** title row; the column headers are on the next row */
  top: number;
  matches: BracketMatchCells[];
}

interface FullLayout extends BracketLayout {
  columns: Columns;
  sections: Section[];
  /** the bracket's matches, in the order of `matches` */
  model: BracketMatch[];
}

/** A match's label on the sheet: the rules' pair numbers as they are, the cup rounds in the tournament language. */
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

function layoutOf(options: Pick<BracketSheetOptions, 'game' | 'format' | 'lang'>): FullLayout {
  const { game, format, lang } = options;
  const columns = COLUMNS[game];
  const model = bracket(format).matches;
  const rpm = game === 'backgammon' ? BG_ROWS : 1;
  // Backgammon matches are separated by an empty row, so the party rows read as one block.
  const step = game === 'backgammon' ? BG_ROWS + 1 : 1;
  const sections: Section[] = [];
  const matches: BracketMatchCells[] = [];
  let row = PLACES_TOP + 5;
  let current: Section | undefined;
  for (const m of model) {
    const title = sectionTitle(format, m, lang);
    if (!current || current.title !== title) {
      if (current) row += 1 - (step - rpm); // one empty row between sections
      current = { title, top: row, matches: [] };
      sections.push(current);
      row += 2;
    }
    const r = row;
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
  const { matches, places, rows, cols } = layoutOf(options);
  return { matches, places, rows, cols };
}

function headers(game: BracketGame, format: BracketFormat): Partial<Record<keyof Columns, LabelKey>> {
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

/**
 * Nobody: what a match both of whose players are out produces (a double no-show, or two withdrawn
 * players), so the next match's other player goes through instead of the play-off stalling.
 */
export const NOBODY = '—';

/**
 * Whether a name is on the withdrawals list, compared exactly (EXACT inside SUMPRODUCT: no
 * wildcards, no conditions — MATCH and COUNTIF would take "Jusan*" for every "Jusan …", and
 * COUNTIF a name starting with "=" or "<" for a condition).
 */
function listed(x: string, list: string): string {
  return `SUMPRODUCT(--EXACT(${x},${list}))>0`;
}

/**
 * A result typed for another pairing (play-off memory): the two names recorded when it was first
 * typed are set and are not the two players the bracket routes here now.
 */
function otherPairing(A: string, B: string, memA: string, memB: string): string {
  return `AND(${memA}<>"",OR(NOT(EXACT(${memA},${A})),NOT(EXACT(${memB},${B}))))`;
}

/**
 * The winner: "" until both players are known. With nothing typed in the match, a player who is
 * "nobody", on the withdrawals list, or who arrives from a match he lost by not appearing
 * (`outA` / `outB`: Art. 11 item 18, Art. 14 item 12 — he leaves the tournament) loses without
 * playing, and if both do, nobody goes on; otherwise the typed result decides — unless it was
 * typed for another pairing (`foreign`), which is never credited to this one.
 */
function winnerFormula(
  A: string,
  B: string,
  untyped: string,
  withdrawn: string,
  decided: string,
  outA: string,
  outB: string,
  foreign: string,
): string {
  const N = `"${NOBODY}"`;
  const present = (x: string) => {
    const out = x === A ? outA : outB;
    return `AND(${x}<>${N},NOT(${listed(x, withdrawn)})${out === '' ? '' : `,NOT(${out})`})`;
  };
  const walkover = `IF(AND(${present(A)},${present(B)}),"",IF(${present(A)},${A},IF(${present(B)},${B},${N})))`;
  return `=IF(OR(${A}="",${B}=""),"",IF(${untyped},${walkover},IF(${foreign},"",${decided})))`;
}

/** A label with {placeholders} as a formula text: "played by "&L5&" – "&M5 … (names stay in their cells). */
function textWith(template: string, cells: Record<string, string>): string {
  const parts = template.split(/(\{\w+\})/).filter((p) => p !== '');
  return parts
    .map((p) => (/^\{\w+\}$/.test(p) ? (cells[p.slice(1, -1)] ?? '""') : `"${p.replace(/"/g, '""')}"`))
    .join('&');
}

export function bracketSheetPlan(options: BracketSheetOptions): SheetPlan {
  const { game, lang, format } = options;
  const layout = layoutOf(options);
  const cols = layout.columns;
  const values: Cell[][] = emptyGrid(layout.rows, cols.width);
  const formats: Format[] = [];
  const validations: ValidationRange[] = [];
  const highlights: SheetPlan['highlights'] = [];
  const inputs: Rect[] = [];
  const put = (r: Rect, v: Cell) => {
    const line = values[r.row];
    if (line) line[r.col] = v;
  };
  const at = (r: Rect) => a1(r.row, r.col);

  // The qualifier cells of the group sheet.
  const groups = groupLayout(game, options.groups);
  const byId = new Map(layout.matches.map((m) => [m.id, m]));
  const source = (s: Source): string => {
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

  const withdrawn = ref(options.withdrawalsSheet, WITHDRAWN_NAMES);
  /**
   * A player coming from a match he lost is out if he lost it by not appearing (a single "-" /
   * a no-show of his side; a double one sends nobody on anyway). "" = no such condition.
   */
  const noShowBefore = (src: Source): string => {
    // Only billiards and backgammon players leave on a no-show (SPEC §4; Art. 11 item 18,
    // Art. 14 item 12); a futsal team that forfeited a semi-final still plays for third place.
    if (src.kind !== 'loser' || game === 'futsal') return '';
    const prev = byId.get(src.match);
    if (!prev) return '';
    if (game === 'backgammon') {
      const fo = at(prev.forfeit as Rect);
      return `OR(${fo}="-:+",${fo}="+:-")`;
    }
    return `OR(${at(prev.scoreA)}="-",${at(prev.scoreB)}="-")`;
  };
  const goalsRule: Validation = {
    kind: 'list',
    values: [...numbersList(FUTSAL_MAX_GOALS), '+', '-'],
    help: label('helpGoals', lang),
  };
  const shootRule: Validation = {
    kind: 'number',
    min: 0,
    max: FUTSAL_MAX_GOALS,
    help: label('bracketHelpShootout', lang),
  };
  const partiesRule: Validation = {
    kind: 'list',
    values: [...numbersList(options.partiesToWin), '+', '-'],
    help: label('helpParties', lang, { max: options.partiesToWin }),
  };
  const partyRule: Validation = { kind: 'list', values: ['0', '1', '2'], help: label('helpParty', lang) };
  const forfeitRule: Validation = { kind: 'list', values: [...BG_FORFEITS], help: label('helpForfeit', lang) };

  // Places 1–3.
  const model = bracket(format);
  const full: Rect = { row: PLACES_TOP, col: 0, rows: 1, cols: cols.width };
  put(cell(PLACES_TOP, cols.id), label('bracketPlaces', lang));
  formats.push({ rect: full, bold: true, background: COLOR.title, fontColor: COLOR.titleText });
  const placeKeys: Record<1 | 2 | 3, LabelKey> = { 1: 'first', 2: 'second', 3: 'third' };
  for (const n of [1, 2, 3] as const) {
    const r = PLACES_TOP + n;
    put(cell(r, cols.id), label(placeKeys[n], lang));
    put(layout.places[n], { f: `=${source(model.places[n])}` });
    put(cell(r, cols.b), shownSource(model.places[n], lang));
  }
  // How to read the schemes (row 5 is otherwise empty).
  put(cell(PLACES_TOP + 4, cols.id), label('bracketLegend', lang));
  formats.push({ rect: cell(PLACES_TOP + 4, cols.id), italic: true, fontColor: COLOR.from });
  formats.push({ rect: { row: PLACES_TOP + 1, col: cols.id, rows: 3, cols: 1 }, bold: true });
  formats.push({ rect: { row: PLACES_TOP + 1, col: cols.a, rows: 3, cols: 1 }, bold: true, background: COLOR.places });
  formats.push({ rect: { row: PLACES_TOP + 1, col: cols.b, rows: 3, cols: 1 }, italic: true, fontColor: COLOR.from });

  const heads = headers(game, format);
  const modelById = new Map(layout.model.map((m) => [m.id, m]));
  for (const section of layout.sections) {
    put(cell(section.top, cols.id), section.title);
    formats.push({
      rect: { row: section.top, col: 0, rows: 1, cols: cols.width },
      bold: true,
      background: COLOR.title,
      fontColor: COLOR.titleText,
    });
    for (const [key, lab] of Object.entries(heads) as [keyof Columns, LabelKey][]) {
      const col = cols[key];
      if (typeof col === 'number') put(cell(section.top + 1, col), label(lab, lang));
    }
    formats.push({
      rect: { row: section.top + 1, col: 0, rows: 1, cols: cols.width },
      bold: true,
      background: COLOR.header,
      wrap: true,
      align: 'center',
    });

    for (const mc of section.matches) {
      const m = modelById.get(mc.id) as BracketMatch;
      const r = mc.row;
      const A = at(mc.a);
      const B = at(mc.b);
      put(cell(r, cols.id), shownId(m.id, lang));
      put(mc.from, `${shownSource(m.a, lang)} – ${shownSource(m.b, lang)}`);
      put(mc.a, { f: `=${source(m.a)}` });
      put(mc.b, { f: `=${source(m.b)}` });
      const sa = at(mc.scoreA);
      const sb = at(mc.scoreB);
      // "+" beats "-" (a forfeit); "-" against "-": both out, nobody goes on.
      // "-" against "-": billiards players both leave (nobody goes on); a futsal double no-show
      // is the committee's to decide (SPEC §4 removes no futsal team), so it stays undecided.
      const bothAbsent = game === 'futsal' ? '""' : `"${NOBODY}"`;
      const forfeitThen = (rest: string) =>
        `IF(AND(${sa}="-",${sb}="-"),${bothAbsent},IF(AND(${sa}="+",${sb}="-"),${A},IF(AND(${sa}="-",${sb}="+"),${B},${rest})))`;
      const untyped = `AND(${sa}="",${sb}="")`;
      const numbers = `AND(ISNUMBER(${sa}),ISNUMBER(${sb}))`;
      // Play-off memory: the names recorded when the result was first typed (inputs, so the edit
      // trigger can write them as whoever typed the result).
      const memA = at(mc.memA);
      const memB = at(mc.memB);
      const foreign = otherPairing(A, B, memA, memB);
      const playedBy = textWith(label('bracketNotePlayedBy', lang), { a: memA, b: memB, c: A, d: B });
      let note = '""';
      let matchUntyped: string;
      if (game === 'futsal') {
        const pa = at(mc.shootA as Rect);
        const pb = at(mc.shootB as Rect);
        // Art. 8 item 7 sub-item 4: level on goals, the shoot-out decides.
        const shootOut = `IF(AND(ISNUMBER(${pa}),ISNUMBER(${pb})),IF(${pa}>${pb},${A},IF(${pb}>${pa},${B},"")),"")`;
        const byGoals = `IF(${numbers},IF(${sa}>${sb},${A},IF(${sb}>${sa},${B},${shootOut})),"")`;
        matchUntyped = `AND(${untyped},${pa}="",${pb}="")`;
        put(mc.winner, {
          f: winnerFormula(
            A,
            B,
            matchUntyped,
            withdrawn,
            forfeitThen(byGoals),
            noShowBefore(m.a),
            noShowBefore(m.b),
            foreign,
          ),
        });
        validations.push({ rect: { row: r, col: cols.scoreA, rows: 1, cols: 2 }, rule: goalsRule });
        validations.push({ rect: { row: r, col: cols.shootA as number, rows: 1, cols: 2 }, rule: shootRule });
        // A shoot-out typed for a match that was not drawn, or a level one (Art. 8 items 6–7).
        const shootTyped = `OR(${pa}<>"",${pb}<>"")`;
        const level = `AND(${numbers},${sa}=${sb})`;
        const notDrawn = `AND(${shootTyped},NOT(${level}),OR(${sa}<>"",${sb}<>""))`;
        const shootLevel = `AND(${level},ISNUMBER(${pa}),ISNUMBER(${pb}),${pa}=${pb})`;
        note = `IF(${notDrawn},${textWith(label('bracketNoteShootNotDrawn', lang), {})},IF(${shootLevel},${textWith(label('bracketNoteShootLevel', lang), {})},""))`;
        const shootRect: Rect = { row: r, col: cols.shootA as number, rows: 1, cols: 2 };
        highlights.push({
          rect: shootRect,
          formula: `=OR(${notDrawn.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')},${shootLevel.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2')})`,
          background: COLOR.early,
        });
      } else if (game === 'billiards') {
        // Art. 11 item 2: until someone has won partiesToWin parties.
        const n = options.partiesToWin;
        const byParties = `IF(${numbers},IF(AND(${sa}>=${n},${sa}>${sb}),${A},IF(AND(${sb}>=${n},${sb}>${sa}),${B},"")),"")`;
        matchUntyped = untyped;
        put(mc.winner, {
          f: winnerFormula(
            A,
            B,
            untyped,
            withdrawn,
            forfeitThen(byParties),
            noShowBefore(m.a),
            noShowBefore(m.b),
            foreign,
          ),
        });
        validations.push({ rect: { row: r, col: cols.scoreA, rows: 1, cols: 2 }, rule: partiesRule });
      } else {
        const fo = at(mc.forfeit as Rect);
        const parties = rectA1(mc.parties as Rect);
        const live = mc.live as Rect;
        const won = a1(r, live.col + 2);
        const [fa, fb, fw] = bgLiveFormulas(mc.parties as Rect, { a: cell(r, live.col), b: cell(r, live.col + 1) });
        put(cell(r, live.col), { f: fa });
        put(cell(r, live.col + 1), { f: fb });
        put(cell(r, live.col + 2), { f: fw });
        // Party rows against Art. 14 item 2 give no winner; the note says so.
        note = `IF(${won}="${BG_BAD_PARTIES}",${textWith(label('bracketNoteParties', lang), {})},"")`;
        const shown = (points: string, absent: string, present: string) =>
          `=IF(${fo}="-:+","${absent}",IF(${fo}="+:-","${present}",IF(${fo}="-:-","-",IF(COUNT(${parties})=0,"",${points}))))`;
        put(mc.scoreA, { f: shown(a1(r, live.col), '-', '+') });
        put(mc.scoreB, { f: shown(a1(r, live.col + 1), '+', '-') });
        // A no-show decides first (Art. 14 item 12), a double one nothing; then the parties' winner.
        const byPoints = `IF(ISNUMBER(${won}),IF(${won}=1,${A},IF(${won}=2,${B},"")),"")`;
        const decided = `IF(${fo}="-:-","${NOBODY}",IF(${fo}="+:-",${A},IF(${fo}="-:+",${B},IF(${fo}<>"","",${byPoints}))))`;
        matchUntyped = `AND(${fo}="",COUNT(${parties})=0)`;
        put(mc.winner, {
          f: winnerFormula(A, B, matchUntyped, withdrawn, decided, noShowBefore(m.a), noShowBefore(m.b), foreign),
        });
        validations.push({ rect: mc.parties as Rect, rule: partyRule });
        validations.push({ rect: mc.forfeit as Rect, rule: forfeitRule });
      }
      // The note: a result for another pairing first (the winner is withheld), then the game's own flags.
      put(mc.note, { f: `=IF(OR(${A}="",${B}=""),"",IF(AND(NOT(${matchUntyped}),${foreign}),${playedBy},${note}))` });
      const memory: Rect = { row: r, col: cols.memA, rows: 1, cols: 2 };
      formats.push({ rect: memory, italic: true, fontColor: COLOR.from });
      // Beside the result: a long note wraps (the row grows while it says something).
      formats.push({ rect: mc.note, italic: true, fontColor: SHEET_COLORS.wrongText, wrap: true });
      inputs.push(memory);
      const absolute = (x: string) => x.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');
      for (const i of mc.inputs)
        highlights.push({
          rect: i,
          formula: `=AND(NOT(${absolute(matchUntyped)}),${absolute(foreign)})`,
          background: COLOR.early,
        });
      const W = at(mc.winner);
      put(mc.loser, { f: `=IF(${W}="","",IF(${W}="${NOBODY}","${NOBODY}",IF(EXACT(${W},${A}),${B},${A})))` });
      for (const i of mc.inputs) formats.push({ rect: i, background: COLOR.input });
      // A result typed before both players are known is shown red: it counts once they arrive.
      const typedAny = mc.inputs.map((i) => `COUNTA(${rectA1(i, true)})>0`).join(',');
      for (const i of mc.inputs) {
        highlights.push({
          rect: i,
          formula: `=AND(OR(${a1(mc.a.row, mc.a.col, true)}="",${a1(mc.b.row, mc.b.col, true)}=""),OR(${typedAny}))`,
          background: COLOR.early,
        });
      }
      inputs.push(...mc.inputs);
    }

    // Section formats: pair labels bold, schemes grey, winners bold; the winner's name green.
    const first = section.matches[0];
    const last = section.matches[section.matches.length - 1];
    if (first && last) {
      const span = last.row - first.row + 1;
      formats.push({ rect: { row: first.row, col: cols.id, rows: span, cols: 1 }, bold: true, align: 'center' });
      formats.push({
        rect: { row: first.row, col: cols.from, rows: span, cols: 1 },
        italic: true,
        fontColor: COLOR.from,
      });
      formats.push({ rect: { row: first.row, col: cols.winner, rows: span, cols: 1 }, bold: true });
      const w = `$${columnLetters(cols.winner)}${first.row + 1}`;
      highlights.push({
        rect: { row: first.row, col: cols.a, rows: span, cols: 2 },
        formula: `=AND(${w}<>"",EXACT(${a1(first.row, cols.a)},${w}))`,
        background: COLOR.winner,
      });
    }
  }

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

  return {
    key: `bracket.${game}`,
    name: options.name,
    values,
    inputs,
    formats,
    validations,
    highlights,
    columnWidths: widths,
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
export function bracketAnchors(layout: Pick<FullLayout, 'matches' | 'columns'>): {
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
  return bracketAnchors(layoutOf(options));
}
