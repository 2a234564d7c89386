/**
 * Preference: where everything of a protocol sheet sits — its title and pool target, then one
 * section per table kept deal by deal: the section's title, the pulka (one row per seat), the time
 * limit's tick, the deal rows' header and the deal rows — and its anchors: the top row, each
 * section's title row ("s:3") and its last deal row ("e:3"). Shared by the plan
 * (./protocolSheet.ts), the reader (./protocolReader.ts) and the tour block of a kept table
 * (./tableBlock.ts), which reads the pulka here.
 */
import type { CellValue } from '../gas';
import type { AnchorSpec, Rect } from '../plan';

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

/** The anchors of a protocol sheet: its top row, each section's title row and last deal row. */
export function protocolAnchors(sections: readonly SectionLayout[]): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const rows: AnchorSpec[] = [{ at: PROTO.title, id: 'top' }];
  for (const s of sections)
    rows.push({ at: s.top, id: `s:${s.label}` }, { at: sectionRows.lastDeal(s), id: `e:${s.label}` });
  return { rows, cols: [] };
}
