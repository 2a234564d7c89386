/**
 * The week cards read back (./weekSheet.ts makes them at ./weekLayout.ts's positions): each card
 * found by its row anchor ("w:<n>"), wherever its rows are now — its heading, its lines (day, time,
 * game, place, stage, opponents) and the lines below them (a clash, the games without a plan). For
 * the tests, and for anything that wants to say what a participant was handed.
 */
import { cellText } from '../context';
import type { CellValue } from '../gas';
import type { Anchors } from '../identity';
import { WEEK_COLS } from './weekLayout';

export interface WeekCardView {
  /** the heading: his name (and futsal team) */
  heading: string;
  /** his times, each as its six cells show them */
  lines: string[][];
  /** the lines under them (a clash, said in words; the games without a day plan) */
  notes: string[];
}

/** Every card on the sheet, in card order. */
export function weekFromValues(values: readonly (readonly CellValue[])[], anchors: Anchors): WeekCardView[] {
  const tops = [...anchors.rows.entries()]
    .filter(([id]) => /^w:\d+$/.test(id))
    .sort(([a], [b]) => Number(a.slice(2)) - Number(b.slice(2)))
    .map(([, row]) => row);
  const text = (r: number, c: number) => cellText(values[r]?.[c]);
  return tops.map((top) => {
    const card: WeekCardView = { heading: text(top, 0), lines: [], notes: [] };
    for (let r = top + 2; r < values.length; r++) {
      const cells = Array.from({ length: WEEK_COLS.width }, (_, c) => text(r, c));
      if (cells.every((x) => x === '')) break;
      if (cells.slice(1).every((x) => x === '')) card.notes.push(cells[0] as string);
      else card.lines.push(cells);
    }
    return card;
  });
}
