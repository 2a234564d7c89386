/**
 * The week cards' layout (./weekSheet.ts writes at these positions, ./weekReader.ts reads them): a
 * title and a note, then one card per person — a heading (his name, his team), a header row, a
 * row per match or tour, a line per clash (two places at once) and a line for the games without a
 * day plan yet — and a blank row. Six columns that fit a portrait A4 page at full size
 * (src/sheets/print.ts), and cards kept whole on paper: a card that would not fit the rest of a
 * page starts the next one (a row anchor "p:card:<n>", the page breaks of the downloaded record),
 * so several cards print on each page and none is cut.
 */
import type { WeekCard } from '../../rules/week';
import type { AnchorSpec } from '../plan';

export const WEEK_COLS = { day: 0, time: 1, game: 2, place: 3, what: 4, others: 5, width: 6 } as const;

/**
 * 695 px: a portrait A4 page's printable width at 100 % is 717 px (print.ts). Each column holds its
 * longest usual text in Arial 10 (Sheets' default; measured in Chromium) with the cell's padding:
 * "25.11.2026" 66 px, "19:01–20:01" 75, "мини-футбол" 82, "Площадка / стол" in italics 108,
 * "Группа A, № 10, тур 3" 134; the opponents get the rest.
 */
export const WEEK_WIDTHS = [76, 84, 90, 118, 142, 185] as const;

/** The title, the note's two lines and a blank row above the first card. */
export const WEEK_TOP = 4;

/**
 * Rows a portrait A4 page holds at 21 px a row (print.ts: 11.69 in less the margins, 96 dpi), less
 * the title row repeated on every page.
 */
export const PAGE_ROWS = 43;

/** Rows of a card: heading, header, its times (one row when none), its clashes, its games without a plan, a blank row. */
export function cardHeight(card: WeekCard, clashLines: number): number {
  return 2 + Math.max(card.entries.length, 1) + clashLines + (card.noPlan.length > 0 ? 1 : 0) + 1;
}

/** Where each card starts (0-based rows) and the rows that start a page, from the cards' heights. */
export function placeCards(heights: readonly number[]): { tops: number[]; pages: AnchorSpec[]; height: number } {
  const tops: number[] = [];
  const pages: AnchorSpec[] = [];
  let r = WEEK_TOP;
  // The first page also holds the title, which the others repeat: both have PAGE_ROWS below it.
  let pageStart = 1;
  heights.forEach((h, i) => {
    if (r > pageStart && r - pageStart + h - 1 > PAGE_ROWS) pageStart = r;
    if (r === pageStart || i === 0) pages.push({ at: r, id: `p:card:${i + 1}` });
    tops.push(r);
    r += h;
  });
  return { tops, pages, height: r };
}
