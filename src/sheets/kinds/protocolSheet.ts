/**
 * Preference: the protocol sheet of a tour (or of the final): the tables the referee keeps deal by
 * deal in the sheet rather than on the players' paper (Art. 16 item 11; SPEC §3 PREF_PULKA), one
 * section per kept table, in the order they were kept.
 *
 * A section: its title (with the table's state), the pulka drawn as the players draw it — each
 * seat's pool, mountain and the whists written on every other seat, closed, who deals next, the
 * lowest game of the next deal and, once the party is over, the table's result — all one
 * PREF_PROTOCOL call; a tick for a party stopped by the time limit (tours only, Art. 16 item 15,
 * Art. 18 item 13); and the deal rows the referee types (dealer, contract, declarer, each seat's
 * cell, a note), with drop-downs of SPEC §3's tokens in the tournament's language.
 *
 * One truth per table: the tour sheet's block of a kept table takes its pools, mountains, whists
 * and result from here (./tableBlock.ts, kept mode) and has nothing to type; a table not kept has
 * no section here.
 *
 * Anchors: the top row, each section's title row ("s:3") and its last deal row ("e:3"); a row
 * inserted or deleted inside a section moves "e:3", and a rewrite then refuses rather than put
 * typed deals back in the wrong rows. Where everything sits: ./protocolLayout.ts; the sheet read
 * back: ./protocolReader.ts (both re-exported here).
 */
import { label, type LabelKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { cellText } from '../context';
import { a1, newGrid, rectA1, type Cell, type Grid, type Rect, type SheetPlan, type Validation } from '../plan';
import { cell, COLOR } from './preferenceCommon';
import {
  DEAL,
  dealsRect,
  FINAL_DEALS,
  PIC,
  PROTO,
  protocolAnchors,
  protocolLayout,
  sectionRows,
  TOUR_DEALS,
  type SectionLayout,
  type SectionTyped,
} from './protocolLayout';

export {
  DEAL,
  dealsRect,
  FINAL_DEALS,
  PIC,
  pictureCell,
  PROTO,
  protocolAnchors,
  protocolLayout,
  sectionHeight,
  sectionRows,
  TOUR_DEALS,
  type SectionLayout,
  type SectionTyped,
} from './protocolLayout';
export { readProtocol, type ProtocolSection } from './protocolReader';

function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/** The words a contract cell offers (SPEC §3 "Contract cell"), one per score: the suit and "бп" change nothing. */
export function contractTokens(lang: Lang): string[] {
  const w = TOKENS[lang];
  const levels = ['6', '7', '8', '9', '10'];
  return [
    ...levels,
    w.misere,
    w.allPass,
    `${w.p}1`,
    ...[...levels, w.misere].map((g) => `${w.p}2 ${g}`),
    ...[...levels, w.misere, w.allPass].map((g) => `${w.p}3 ${g}`),
    // a player leaving the party (issue 24 item 16): the leave action writes it, a referee may too
    w.leave,
  ];
}

/**
 * The words a seat cell offers: tricks, a pass (with the passer's tricks), a half-whist, stepping out,
 * joining a misère; then the full words a referee writes for the short ones (issue 24 item 20), so a
 * cell typed "пас" or "полвиста" is taken as typed.
 */
export function seatTokens(lang: Lang): string[] {
  const w = TOKENS[lang];
  const tricks = Array.from({ length: 11 }, (_, k) => String(k));
  return [...tricks, w.pass, ...tricks.map((k) => `${w.pass}${k}`), w.half, w.out, w.join, ...w.words];
}

/**
 * SPEC §3's words, as the drop-downs offer them (PREF_PULKA reads every spelling of the three
 * languages, src/rules/notation.ts); `words`: the full words of the seat cell's short tokens.
 */
export const TOKENS: Record<
  Lang,
  {
    misere: string;
    allPass: string;
    p: string;
    pass: string;
    half: string;
    out: string;
    join: string;
    leave: string;
    words: readonly string[];
  }
> = {
  ru: {
    misere: 'мизер',
    allPass: 'распасы',
    p: 'ш',
    pass: 'п',
    half: '½',
    out: 'б3',
    join: 'м',
    leave: 'выбыл',
    words: ['пас', 'полвиста', 'без трёх'],
  },
  kk: {
    misere: 'мизер',
    allPass: 'распасы',
    p: 'ш',
    pass: 'п',
    half: '½',
    out: 'б3',
    join: 'м',
    leave: 'шықты',
    words: ['пас', 'полвиста', 'жарты вист', 'без трёх'],
  },
  en: {
    misere: 'misère',
    allPass: 'all-pass',
    p: 'p',
    pass: 'p',
    half: '½',
    out: 'out',
    join: 'm',
    leave: 'left',
    words: ['pass', 'half-whist'],
  },
};

export interface ProtocolPlanOptions {
  lang: Lang;
  /** the sheet's name and identity ("pref.protocol.3", "pref.protocol.final") */
  name: string;
  id: string;
  /** the sheet's title ("Tour 3: tables kept deal by deal") */
  title: string;
  /** the pool everyone plays to (120; the final 200) */
  target: number;
  /** the final: played to the target, never stopped by time */
  final: boolean;
  /** the sheet the pulkas belong to (the tour's or the final's id): a new protocol sheet goes right after it */
  after?: string;
  /** the kept tables, in the order they were kept */
  tables: readonly { label: string; players: readonly string[] }[];
  /** what was typed in each section, by table label, written again */
  keep?: ReadonlyMap<string, SectionTyped>;
}

/** The plan of a protocol sheet. */
export function protocolPlan(o: ProtocolPlanOptions): SheetPlan {
  const { lang } = o;
  const deals = o.final ? FINAL_DEALS : TOUR_DEALS;
  const layout = protocolLayout(o.tables, deals);
  const g = newGrid(layout.rows, PROTO.width);
  g.put(PROTO.title, PROTO.label, o.title);
  g.formats.push({ rect: cell(PROTO.title, PROTO.label), bold: true });
  g.put(PROTO.targetRow, PROTO.label, label('prefPoolTarget', lang));
  g.put(PROTO.targetRow, PROTO.value, o.target);
  g.formats.push({ rect: cell(PROTO.targetRow, PROTO.value), bold: true, align: 'center' });
  g.put(PROTO.targetRow, DEAL.declarer, label('protocolHow', lang));
  g.formats.push({ rect: cell(PROTO.targetRow, DEAL.declarer), italic: true });
  const target = a1(PROTO.targetRow, PROTO.value, true);
  const rules = {
    contract: { kind: 'list', values: contractTokens(lang), help: label('helpContract', lang) } satisfies Validation,
    seat: { kind: 'list', values: seatTokens(lang), help: label('helpSeatCell', lang) } satisfies Validation,
  };
  for (const s of layout.sections)
    writeSection(g, s, { lang, target, final: o.final, rules, keep: o.keep?.get(s.label) });
  return {
    key: o.final ? 'pref.finalProtocol' : 'pref.protocol',
    id: o.id,
    ...(o.after === undefined ? {} : { after: o.after }),
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: g.highlights,
    columnWidths: [40, 150, 80, 110, 80, 80, 80, 80, 190, 60, 60, 70],
    frozenRows: PROTO.targetRow + 1,
    frozenCols: 0,
    protect: true,
    anchors: protocolAnchors(layout.sections),
  };
}

interface SectionOptions {
  lang: Lang;
  target: string;
  final: boolean;
  rules: { contract: Validation; seat: Validation };
  keep: SectionTyped | undefined;
}

function writeSection(g: Grid, s: SectionLayout, o: SectionOptions): void {
  writeSectionTitle(g, s, o);
  writePulka(g, s, o);
  writeStopped(g, s, o);
  writeDeals(g, s, o);
  validateDeals(g, s, o);
}

/** The section's title: the table and its state (an error in a deal row, the result, or the next deal). */
function writeSectionTitle(g: Grid, s: SectionLayout, o: SectionOptions): void {
  const { lang } = o;
  const seat1 = sectionRows.seat(s, 0);
  const result = a1(seat1, PIC.result);
  const first = a1(seat1, PIC.pool);
  const lowest = a1(seat1, PIC.lowest);
  const stoppedCell = a1(sectionRows.stopped(s), PIC.pool, true);
  g.put(s.top, PIC.seat, label('protocolTable', lang, { t: s.label }));
  const next = `${text(label('protocolNext', lang))}&${text(' ')}&${lowest}`;
  const over = o.final
    ? text(label('prefTableDone', lang))
    : `IF(${stoppedCell}=TRUE,${text(label('prefCompulsoryClose', lang))},${text(label('prefTableDone', lang))})`;
  g.put(s.top, PIC.pool, {
    f: `=IF(ISERROR(${first}),${text(label('protocolError', lang, { cell: first }))},IF(${result}<>"",${over},${next}))`,
  });
  g.formats.push({
    rect: { row: s.top, col: 0, rows: 1, cols: PROTO.width },
    bold: true,
    background: COLOR.title,
    fontColor: COLOR.titleText,
  });
}

/** The pulka: its header, a row per seat, one PREF_PROTOCOL call spilling n rows × 10. */
function writePulka(g: Grid, s: SectionLayout, o: SectionOptions): void {
  const { lang } = o;
  const n = s.players.length;
  const rows = sectionRows;
  const seat1 = rows.seat(s, 0);
  const names = rectA1({ row: seat1, col: PIC.name, rows: n, cols: 1 }, true);
  const heads: [number, LabelKey][] = [
    [PIC.seat, 'prefSeat'],
    [PIC.name, 'player'],
    [PIC.pool, 'prefPool'],
    [PIC.mountain, 'prefMountain'],
    [PIC.closed, 'protocolClosed'],
    [PIC.next, 'protocolDeals'],
    [PIC.lowest, 'protocolLowest'],
    [PIC.result, 'prefResult'],
  ];
  for (const [c, k] of heads) g.put(rows.header(s), c, label(k, lang));
  for (let j = 0; j < 4; j++) g.put(rows.header(s), PIC.whists + j, j < n ? `→ ${j + 1}` : null);
  g.formats.push({
    rect: { row: rows.header(s), col: 0, rows: 1, cols: PROTO.width },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  s.players.forEach((p, k) => {
    g.put(rows.seat(s, k), PIC.seat, k + 1);
    g.put(rows.seat(s, k), PIC.name, p);
    g.formats.push({ rect: cell(rows.seat(s, k), PIC.whists + k), background: COLOR.diagonal });
  });
  const stopped = o.final ? 'FALSE' : a1(rows.stopped(s), PIC.pool, true);
  g.put(seat1, PIC.pool, {
    f: `=PREF_PROTOCOL(${rectA1(dealsRect(s), true)},${names},${o.target},${o.final ? 'TRUE' : 'FALSE'},${stopped})`,
  });
  g.formats.push({ rect: { row: seat1, col: PIC.seat, rows: n, cols: 1 }, align: 'center' });
  g.formats.push({
    rect: { row: seat1, col: PIC.pool, rows: n, cols: PIC.result - PIC.pool },
    background: COLOR.formula,
    align: 'center',
  });
  g.formats.push({
    rect: { row: seat1, col: PIC.result, rows: n, cols: 1 },
    background: COLOR.formula,
    bold: true,
    align: 'center',
  });
}

/** The time limit (tours): ticked, the party is settled as it stands (Art. 18 item 13); the final waits for the target. */
function writeStopped(g: Grid, s: SectionLayout, o: SectionOptions): void {
  const { lang } = o;
  const stopRow = sectionRows.stopped(s);
  if (o.final) g.put(stopRow, PIC.name, label('prefFinalWaiting', lang));
  else {
    g.put(stopRow, PIC.name, label('protocolStopped', lang));
    g.put(
      stopRow,
      PIC.pool,
      o.keep && o.keep.stopped !== '' && o.keep.stopped !== null ? (o.keep.stopped as Cell) : false,
    );
    const tick = cell(stopRow, PIC.pool);
    g.validations.push({ rect: tick, rule: { kind: 'checkbox', help: label('protocolStopped', lang) } });
    g.inputs.push(tick);
    g.formats.push({ rect: tick, background: COLOR.input, align: 'center' });
  }
  g.formats.push({ rect: cell(stopRow, PIC.name), italic: true });
}

/** The deal rows: their header, their numbers, what was typed in them written again, their formats. */
function writeDeals(g: Grid, s: SectionLayout, o: SectionOptions): void {
  const { lang } = o;
  const n = s.players.length;
  const dh = sectionRows.dealsHeader(s);
  g.put(dh, DEAL.no, label('matchNo', lang));
  g.put(dh, DEAL.dealer, label('protocolDealer', lang));
  g.put(dh, DEAL.contract, label('protocolContract', lang));
  g.put(dh, DEAL.declarer, label('protocolDeclarer', lang));
  s.players.forEach((p, k) => g.put(dh, DEAL.seats + k, p));
  g.put(dh, DEAL.note, label('protocolNote', lang));
  g.formats.push({
    rect: { row: dh, col: 0, rows: 1, cols: DEAL.note + 1 },
    bold: true,
    background: COLOR.header,
    wrap: true,
    align: 'center',
  });
  const top = sectionRows.firstDeal(s);
  for (let d = 0; d < s.deals; d++) {
    g.put(top + d, DEAL.no, d + 1);
    const typed = o.keep?.deals[d];
    if (!typed) continue;
    typed.forEach((v, j) => {
      const col = DEAL.dealer + j;
      // only the cells of this table's seats and the note
      if (col >= DEAL.seats + n && col < DEAL.note) return;
      if (v !== undefined && v !== null && v !== '') g.put(top + d, col, v instanceof Date ? String(v) : v);
    });
  }
  const typing: Rect[] = [
    { row: top, col: DEAL.dealer, rows: s.deals, cols: 3 + n },
    { row: top, col: DEAL.note, rows: s.deals, cols: 1 },
  ];
  g.inputs.push(...typing);
  for (const rect of typing) g.formats.push({ rect, background: COLOR.input });
  g.formats.push({ rect: { row: top, col: DEAL.no, rows: s.deals, cols: 1 }, align: 'center' });
  g.formats.push({
    rect: { row: top, col: DEAL.dealer, rows: s.deals, cols: 3 + n },
    numberFormat: '@',
    align: 'center',
  });
  g.formats.push({ rect: { row: top, col: DEAL.note, rows: s.deals, cols: 1 }, wrap: true });
  if (n < 4)
    g.formats.push({
      rect: { row: dh, col: DEAL.seats + n, rows: s.deals + 1, cols: 4 - n },
      background: COLOR.missed,
    });
}

/** The deal rows' drop-downs (SPEC §3's tokens) and the highlight of a penalty row. */
function validateDeals(g: Grid, s: SectionLayout, o: SectionOptions): void {
  const n = s.players.length;
  const top = sectionRows.firstDeal(s);
  // a name, or the seat's number (SPEC §3: column 1 and 3 take either)
  const seatNames: Validation = {
    kind: 'list',
    values: [...s.players, ...s.players.map((_, k) => String(k + 1))],
    help: label('helpSeatName', o.lang),
  };
  g.validations.push({ rect: { row: top, col: DEAL.dealer, rows: s.deals, cols: 1 }, rule: seatNames });
  // An 11.4 penalty written from the sidebar ("ш4 25") is offered too, so that its row stays valid.
  const written = (o.keep?.deals ?? [])
    .map((row) => cellText(row[DEAL.contract - DEAL.dealer]))
    .filter((t) => /^\s*[шp]\s*4\s*\d/i.test(t));
  const contractRule: Validation =
    o.rules.contract.kind === 'list' && written.length > 0
      ? { ...o.rules.contract, values: [...new Set([...o.rules.contract.values, ...written])] }
      : o.rules.contract;
  g.validations.push({ rect: { row: top, col: DEAL.contract, rows: s.deals, cols: 1 }, rule: contractRule });
  g.validations.push({ rect: { row: top, col: DEAL.declarer, rows: s.deals, cols: 1 }, rule: seatNames });
  g.validations.push({ rect: { row: top, col: DEAL.seats, rows: s.deals, cols: n }, rule: o.rules.seat });
  // A penalty row stands out (ш1…ш4 / p1…p4).
  const contract = a1(top, DEAL.contract);
  g.highlights.push({
    rect: { row: top, col: DEAL.no, rows: s.deals, cols: DEAL.note + 1 },
    formula: `=OR(LEFT(LOWER(TRIM($${contract})),1)="ш",LEFT(LOWER(TRIM($${contract})),1)="p")`,
    background: COLOR.ruling,
  });
}
