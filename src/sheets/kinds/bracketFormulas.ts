/**
 * The formulas of a play-off match, made from a description of it (`MatchDescription`: its cells as
 * laid out by ./bracketLayout.ts, the game, the matches its players lose on the way here, the
 * withdrawals list): the winner and the loser, the note in words, backgammon's points from the party
 * rows, and the conditions the plan highlights. The plan (./bracketSheet.ts) puts them in place.
 *
 * The winner is "" until both players are known. With nothing typed in the match, a player who is
 * "nobody", on the withdrawals list, or who arrives from a match he lost by not appearing (billiards
 * Art. 11 item 18, backgammon Art. 14 item 12: he leaves the tournament) loses without playing, and
 * if both do, nobody goes on; otherwise the result typed decides — by the game's own cells (futsal
 * goals then the shoot-out, Art. 8 item 7; billiards parties, Art. 11 item 2; backgammon the party
 * rows and the no-show cell, Art. 14 items 2 and 12) — unless it was typed for another pairing (the
 * play-off memory), which is never credited to this one.
 *
 * Formulas use only functions that Google Sheets, LibreOffice and HyperFormula all have.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { a1, cellRect, rectA1, type Rect } from '../plan';
import { BG_BAD_PARTIES, bgLiveFormulas } from './bgParties';
import type { BracketGame, BracketMatchCells } from './bracketLayout';

/**
 * Nobody: what a match both of whose players are out produces (a double no-show, or two withdrawn
 * players), so the next match's other player goes through instead of the play-off stalling.
 */
export const NOBODY = '—';

/** A play-off match as its formulas need it. */
export interface MatchDescription {
  game: BracketGame;
  lang: Lang;
  /** the match's cells on the play-off sheet */
  cells: BracketMatchCells;
  /**
   * For each player who arrives here as the loser of an earlier match, that match's cells: a
   * no-show there puts him out (billiards and backgammon; null for the others).
   */
  loserOf: { a: BracketMatchCells | null; b: BracketMatchCells | null };
  /** the withdrawals sheet's names column, as a reference (players who left the tournament) */
  withdrawn: string;
  /** billiards: parties a match is played to (Art. 11 item 2) */
  partiesToWin: number;
}

/** What the plan writes for a match: formulas as typed in Sheets ("=…"). */
export interface MatchFormulas {
  winner: string;
  loser: string;
  /** the note: a result typed for another pairing first, then the game's own flag */
  note: string;
  /** backgammon: the points shown in the two score cells, and the live cells (points A, B, winner) */
  scores?: [string, string];
  live?: [string, string, string];
  /**
   * Highlight conditions, for the top-left cell of the rectangle they colour (absolute references):
   * a futsal shoot-out that should not be there or is level (on the shoot-out cells), a result typed
   * for another pairing, a result typed before both players are known (on every input of the match).
   */
  shootFlag?: string;
  foreignFlag: string;
  earlyFlag: string;
}

/** The match's cells in A1 notation, as its formulas name them. */
interface Refs {
  A: string;
  B: string;
  sa: string;
  sb: string;
  memA: string;
  memB: string;
  W: string;
}

/** What the game's own cells say: nothing typed yet, who won by them, and the game's flag ('""' none). */
interface Decision {
  untyped: string;
  decided: string;
  note: string;
  shootFlag?: string;
  scores?: [string, string];
  live?: [string, string, string];
}

const at = (r: Rect) => a1(r.row, r.col);

/** References made absolute ($A$1), for a highlight's condition. */
const absolute = (x: string) => x.replace(/([A-Z]+)(\d+)/g, '$$$1$$$2');

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
function otherPairing(r: Refs): string {
  return `AND(${r.memA}<>"",OR(NOT(EXACT(${r.memA},${r.A})),NOT(EXACT(${r.memB},${r.B}))))`;
}

/** A label with {placeholders} as a formula text: "played by "&L5&" – "&M5 … (names stay in their cells). */
function textWith(template: string, cells: Record<string, string>): string {
  const parts = template.split(/(\{\w+\})/).filter((p) => p !== '');
  return parts
    .map((p) => (/^\{\w+\}$/.test(p) ? (cells[p.slice(1, -1)] ?? '""') : `"${p.replace(/"/g, '""')}"`))
    .join('&');
}

/**
 * A player coming from match `prev`, which he lost, is out if he lost it by not appearing (a single
 * "-" / a no-show of his side; a double one sends nobody on anyway). "" = no such condition: only
 * billiards and backgammon players leave on a no-show (SPEC §4; Art. 11 item 18, Art. 14 item 12);
 * a futsal team that forfeited a semi-final still plays for third place.
 */
function lostByNoShow(game: BracketGame, prev: BracketMatchCells | null): string {
  if (!prev || game === 'futsal') return '';
  if (game === 'backgammon') {
    const fo = at(prev.forfeit as Rect);
    return `OR(${fo}="-:+",${fo}="+:-")`;
  }
  return `OR(${at(prev.scoreA)}="-",${at(prev.scoreB)}="-")`;
}

/** "+" beats "-" (a forfeit); "-" against "-": both out, nobody goes on — else `rest`. */
function forfeitThen(game: BracketGame, r: Refs, rest: string): string {
  // A futsal double no-show is the committee's to decide (SPEC §4 removes no futsal team), so it stays undecided.
  const bothAbsent = game === 'futsal' ? '""' : `"${NOBODY}"`;
  const { sa, sb, A, B } = r;
  return `IF(AND(${sa}="-",${sb}="-"),${bothAbsent},IF(AND(${sa}="+",${sb}="-"),${A},IF(AND(${sa}="-",${sb}="+"),${B},${rest})))`;
}

/** Futsal: goals, then the shoot-out when level (Art. 8 item 7 sub-item 4); flags a shoot-out not due or level. */
function futsalDecision(r: Refs, cells: BracketMatchCells, lang: Lang): Decision {
  const { A, B, sa, sb } = r;
  const pa = at(cells.shootA as Rect);
  const pb = at(cells.shootB as Rect);
  const numbers = `AND(ISNUMBER(${sa}),ISNUMBER(${sb}))`;
  const shootOut = `IF(AND(ISNUMBER(${pa}),ISNUMBER(${pb})),IF(${pa}>${pb},${A},IF(${pb}>${pa},${B},"")),"")`;
  const byGoals = `IF(${numbers},IF(${sa}>${sb},${A},IF(${sb}>${sa},${B},${shootOut})),"")`;
  // A shoot-out typed for a match that was not drawn, or a level one (Art. 8 items 6–7).
  const shootTyped = `OR(${pa}<>"",${pb}<>"")`;
  const level = `AND(${numbers},${sa}=${sb})`;
  const notDrawn = `AND(${shootTyped},NOT(${level}),OR(${sa}<>"",${sb}<>""))`;
  const shootLevel = `AND(${level},ISNUMBER(${pa}),ISNUMBER(${pb}),${pa}=${pb})`;
  return {
    untyped: `AND(AND(${sa}="",${sb}=""),${pa}="",${pb}="")`,
    decided: forfeitThen('futsal', r, byGoals),
    note: `IF(${notDrawn},${textWith(label('bracketNoteShootNotDrawn', lang), {})},IF(${shootLevel},${textWith(label('bracketNoteShootLevel', lang), {})},""))`,
    shootFlag: `=OR(${absolute(notDrawn)},${absolute(shootLevel)})`,
  };
}

/** Billiards: until someone has won partiesToWin parties (Art. 11 item 2). */
function billiardsDecision(r: Refs, partiesToWin: number): Decision {
  const { A, B, sa, sb } = r;
  const n = partiesToWin;
  const numbers = `AND(ISNUMBER(${sa}),ISNUMBER(${sb}))`;
  const byParties = `IF(${numbers},IF(AND(${sa}>=${n},${sa}>${sb}),${A},IF(AND(${sb}>=${n},${sb}>${sa}),${B},"")),"")`;
  return { untyped: `AND(${sa}="",${sb}="")`, decided: forfeitThen('billiards', r, byParties), note: '""' };
}

/**
 * Backgammon: the points come from the party rows (./bgParties.ts); a no-show decides first
 * (Art. 14 item 12), a double one nothing; then the parties' winner. Party rows against Art. 14
 * item 2 give no winner; the note says so.
 */
function backgammonDecision(r: Refs, cells: BracketMatchCells, lang: Lang): Decision {
  const { A, B } = r;
  const row = cells.row;
  const fo = at(cells.forfeit as Rect);
  const parties = rectA1(cells.parties as Rect);
  const live = cells.live as Rect;
  const won = a1(row, live.col + 2);
  const shown = (points: string, absent: string, present: string) =>
    `=IF(${fo}="-:+","${absent}",IF(${fo}="+:-","${present}",IF(${fo}="-:-","-",IF(COUNT(${parties})=0,"",${points}))))`;
  const byPoints = `IF(ISNUMBER(${won}),IF(${won}=1,${A},IF(${won}=2,${B},"")),"")`;
  return {
    untyped: `AND(${fo}="",COUNT(${parties})=0)`,
    decided: `IF(${fo}="-:-","${NOBODY}",IF(${fo}="+:-",${A},IF(${fo}="-:+",${B},IF(${fo}<>"","",${byPoints}))))`,
    note: `IF(${won}="${BG_BAD_PARTIES}",${textWith(label('bracketNoteParties', lang), {})},"")`,
    scores: [shown(a1(row, live.col), '-', '+'), shown(a1(row, live.col + 1), '+', '-')],
    live: bgLiveFormulas(cells.parties as Rect, { a: cellRect(row, live.col), b: cellRect(row, live.col + 1) }),
  };
}

/** The winner: walkovers first when nothing is typed, then the typed result unless it is another pairing's. */
function winnerFormula(m: MatchDescription, r: Refs, d: Decision): string {
  const { A, B } = r;
  const N = `"${NOBODY}"`;
  const present = (x: string, out: string) =>
    `AND(${x}<>${N},NOT(${listed(x, m.withdrawn)})${out === '' ? '' : `,NOT(${out})`})`;
  const presentA = present(A, lostByNoShow(m.game, m.loserOf.a));
  const presentB = present(B, lostByNoShow(m.game, m.loserOf.b));
  const walkover = `IF(AND(${presentA},${presentB}),"",IF(${presentA},${A},IF(${presentB},${B},${N})))`;
  return `=IF(OR(${A}="",${B}=""),"",IF(${d.untyped},${walkover},IF(${otherPairing(r)},"",${d.decided})))`;
}

/** Every formula of one play-off match. */
export function matchFormulas(m: MatchDescription): MatchFormulas {
  const c = m.cells;
  const r: Refs = {
    A: at(c.a),
    B: at(c.b),
    sa: at(c.scoreA),
    sb: at(c.scoreB),
    memA: at(c.memA),
    memB: at(c.memB),
    W: at(c.winner),
  };
  const d =
    m.game === 'futsal'
      ? futsalDecision(r, c, m.lang)
      : m.game === 'billiards'
        ? billiardsDecision(r, m.partiesToWin)
        : backgammonDecision(r, c, m.lang);
  const { A, B, W } = r;
  const foreign = otherPairing(r);
  const playedBy = textWith(label('bracketNotePlayedBy', m.lang), { a: r.memA, b: r.memB, c: A, d: B });
  // A result typed before both players are known is shown red: it counts once they arrive.
  const typedAny = c.inputs.map((i) => `COUNTA(${rectA1(i, true)})>0`).join(',');
  return {
    winner: winnerFormula(m, r, d),
    loser: `=IF(${W}="","",IF(${W}="${NOBODY}","${NOBODY}",IF(EXACT(${W},${A}),${B},${A})))`,
    note: `=IF(OR(${A}="",${B}=""),"",IF(AND(NOT(${d.untyped}),${foreign}),${playedBy},${d.note}))`,
    ...(d.scores ? { scores: d.scores } : {}),
    ...(d.live ? { live: d.live } : {}),
    ...(d.shootFlag ? { shootFlag: d.shootFlag } : {}),
    foreignFlag: `=AND(NOT(${absolute(d.untyped)}),${absolute(foreign)})`,
    earlyFlag: `=AND(OR(${a1(c.a.row, c.a.col, true)}="",${a1(c.b.row, c.b.col, true)}=""),OR(${typedAny}))`,
  };
}
