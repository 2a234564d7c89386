/**
 * Preference: a protocol sheet read back (./protocolSheet.ts makes it): each section found by its
 * title's anchor, its seats read under it, and what the referee typed in its deal rows.
 */
import { cellText } from '../context';
import type { CellValue } from '../gas';
import { anchoredRow, type Anchors } from '../identity';
import { a1 } from '../plan';
import { damaged } from './preferenceCommon';
import {
  DEAL,
  FINAL_DEALS,
  PIC,
  sectionRows,
  TOUR_DEALS,
  type SectionLayout,
  type SectionTyped,
} from './protocolLayout';

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
