/**
 * Preference: the protocol sheet of a tour (or of the final): the tables the referee keeps deal by
 * deal (issue 14, SPEC §3 PREF_PULKA), one section per kept table, in the order they were kept. Its
 * layout, plan and reader.
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
 * typed deals back in the wrong rows.
 */
import { label, type LabelKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { anchoredRow, type Anchors } from '../identity';
import {
  a1,
  newGrid,
  rectA1,
  type AnchorSpec,
  type Cell,
  type Grid,
  type Rect,
  type SheetPlan,
  type Validation,
} from '../plan';
import { cell, COLOR, damaged } from './preferenceCommon';

/** The protocol sheet's own rows: its title, the pool target. Sections start at `sections`. */
export const PROTO = { title: 0, targetRow: 1, label: 0, value: 2, sections: 3, width: 12 } as const;

/** Columns of a section's pulka (the PREF_PROTOCOL answer starts at `pool`). */
export const PIC = {
  seat: 0,
  name: 1,
  pool: 2,
  mountain: 3,
  whists: 4,
  closed: 8,
  next: 9,
  lowest: 10,
  result: 11,
} as const;

/** Columns of a deal row: PREF_PULKA's `deals` are `dealer` … the last seat. */
export const DEAL = { no: 0, dealer: 1, contract: 2, declarer: 3, seats: 4, note: 8 } as const;

/** Deal rows a section holds: a 90-minute tour plays well under 40; the final to 200, under 80. */
export const TOUR_DEALS = 40;
export const FINAL_DEALS = 80;

/** What a section's typed cells hold, relative to the section: its deal rows (dealer … note) and the stopped tick. */
export interface SectionTyped {
  /** one row per deal row: dealer, contract, declarer, seat 1–4, note (8 cells) */
  deals: CellValue[][];
  stopped: CellValue;
}

export interface SectionLayout {
  label: string;
  /** seat order, as on the tour sheet */
  players: string[];
  /** the title row; the pulka's header is top + 1, seat k at top + 2 + k */
  top: number;
  deals: number;
}

export const sectionRows = {
  header: (s: SectionLayout): number => s.top + 1,
  seat: (s: SectionLayout, k: number): number => s.top + 2 + k,
  stopped: (s: SectionLayout): number => s.top + 2 + s.players.length,
  dealsHeader: (s: SectionLayout): number => s.top + 3 + s.players.length,
  firstDeal: (s: SectionLayout): number => s.top + 4 + s.players.length,
  lastDeal: (s: SectionLayout): number => s.top + 3 + s.players.length + s.deals,
};

/** Rows a section takes, the blank row after it included. */
export function sectionHeight(players: number, deals: number): number {
  return players + 5 + deals;
}

/** Sections stacked from `PROTO.sections` in the order given. */
export function protocolLayout(
  tables: readonly { label: string; players: readonly string[] }[],
  deals: number,
): { sections: SectionLayout[]; rows: number } {
  const sections: SectionLayout[] = [];
  let top: number = PROTO.sections;
  for (const t of tables) {
    sections.push({ label: t.label, players: t.players.slice(), top, deals });
    top += sectionHeight(t.players.length, deals);
  }
  return { sections, rows: Math.max(top, PROTO.sections + 1) };
}

/** The section's deals as PREF_PROTOCOL reads them: dealer … last seat, every deal row. */
export function dealsRect(s: SectionLayout): Rect {
  return { row: sectionRows.firstDeal(s), col: DEAL.dealer, rows: s.deals, cols: 3 + s.players.length };
}

/** Where a tour block of a kept table reads this section: the first cell of its pulka (seat 1's pool). */
export function pictureCell(s: SectionLayout): { row: number; col: number } {
  return { row: sectionRows.seat(s, 0), col: PIC.pool };
}

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
  ];
}

/** The words a seat cell offers: tricks, a pass (with the passer's tricks), a half-whist, stepping out, joining a misère. */
export function seatTokens(lang: Lang): string[] {
  const w = TOKENS[lang];
  const tricks = Array.from({ length: 11 }, (_, k) => String(k));
  return [...tricks, w.pass, ...tricks.map((k) => `${w.pass}${k}`), w.half, w.out, w.join];
}

/** SPEC §3's words, as the drop-downs offer them (PREF_PULKA reads every spelling of the three languages). */
export const TOKENS: Record<
  Lang,
  { misere: string; allPass: string; p: string; pass: string; half: string; out: string; join: string }
> = {
  ru: { misere: 'мизер', allPass: 'распасы', p: 'ш', pass: 'п', half: '½', out: 'б3', join: 'м' },
  kk: { misere: 'мизер', allPass: 'распасы', p: 'ш', pass: 'п', half: '½', out: 'б3', join: 'м' },
  en: { misere: 'misère', allPass: 'all-pass', p: 'p', pass: 'p', half: '½', out: 'out', join: 'm' },
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
  const { lang } = o;
  const n = s.players.length;
  const rows = sectionRows;
  const seat1 = rows.seat(s, 0);
  const result = a1(seat1, PIC.result);
  const first = a1(seat1, PIC.pool);
  const lowest = a1(seat1, PIC.lowest);
  const deals = dealsRect(s);
  const names = rectA1({ row: seat1, col: PIC.name, rows: n, cols: 1 }, true);
  const stoppedCell = a1(rows.stopped(s), PIC.pool, true);

  // Title: the table and its state (an error in a deal row, the result, or the next deal).
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

  // The pulka: one PREF_PROTOCOL call spilling n rows × 10.
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
  const stopped = o.final ? 'FALSE' : stoppedCell;
  g.put(seat1, PIC.pool, {
    f: `=PREF_PROTOCOL(${rectA1(deals, true)},${names},${o.target},${o.final ? 'TRUE' : 'FALSE'},${stopped})`,
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

  // The time limit (tours): ticked, the party is settled as it stands (Art. 18 item 13).
  const stopRow = rows.stopped(s);
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

  // The deal rows.
  const dh = rows.dealsHeader(s);
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
  const top = rows.firstDeal(s);
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
  // a name, or the seat's number (SPEC §3: column 1 and 3 take either)
  const seatNames: Validation = {
    kind: 'list',
    values: [...s.players, ...s.players.map((_, k) => String(k + 1))],
    help: label('helpSeatName', lang),
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

/** The anchors of a protocol sheet: its top row, each section's title row and last deal row. */
export function protocolAnchors(sections: readonly SectionLayout[]): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const rows: AnchorSpec[] = [{ at: PROTO.title, id: 'top' }];
  for (const s of sections)
    rows.push({ at: s.top, id: `s:${s.label}` }, { at: sectionRows.lastDeal(s), id: `e:${s.label}` });
  return { rows, cols: [] };
}

// ---- reading -------------------------------------------------------------------------------------

export interface ProtocolSection {
  label: string;
  players: string[];
  /** the title row where it is now */
  top: number;
  typed: SectionTyped;
  /** deal rows with anything typed in the deal's own cells (not the note) */
  dealRows: number;
  /** the row after the last one with anything typed, relative to the section's first deal row; null when full */
  free: number | null;
}

/**
 * The sections of a protocol sheet as they are now, in sheet order: each found by its title's
 * anchor, its seats read under it. Refuses (`prefSheetDamaged`) a section whose seats are not 1…n
 * or whose last deal row is not where it should be (rows inserted or deleted inside it).
 */
export function readProtocol(
  values: readonly (readonly CellValue[])[],
  anchors: Anchors,
  sheet: string,
  final: boolean,
): ProtocolSection[] {
  const deals = final ? FINAL_DEALS : TOUR_DEALS;
  const found = [...anchors.rows.entries()].filter(([id]) => id.startsWith('s:')).sort((x, y) => x[1] - y[1]);
  const out: ProtocolSection[] = [];
  for (const [id, top] of found) {
    const lab = id.slice(2);
    const players: string[] = [];
    for (let k = 0; k < 4; k++) {
      const no = cellText(values[top + 2 + k]?.[PIC.seat]);
      if (no !== String(k + 1)) break;
      players.push(cellText(values[top + 2 + k]?.[PIC.name]));
    }
    if (players.length < 3) damaged(sheet, a1(top + 2 + players.length, PIC.seat));
    const s: SectionLayout = { label: lab, players, top, deals };
    const end = anchoredRow(anchors, `e:${lab}`);
    if (end !== sectionRows.lastDeal(s)) damaged(sheet, a1(end ?? sectionRows.lastDeal(s), DEAL.no));
    const first = sectionRows.firstDeal(s);
    const rows: CellValue[][] = [];
    let dealRows = 0;
    let last = -1;
    for (let d = 0; d < deals; d++) {
      const line = values[first + d] ?? [];
      const cells = Array.from({ length: DEAL.note }, (_, j) => line[DEAL.dealer + j] ?? '');
      rows.push(cells);
      const played = cells.slice(DEAL.contract - DEAL.dealer, 3 + players.length).some((v) => cellText(v) !== '');
      if (played) dealRows++;
      if (cells.some((v) => cellText(v) !== '')) last = d;
    }
    const free = last + 1 < deals ? last + 1 : null;
    out.push({
      label: lab,
      players,
      top,
      typed: { deals: rows, stopped: values[sectionRows.stopped(s)]?.[PIC.pool] ?? '' },
      dealRows,
      free,
    });
  }
  return out;
}
