/**
 * The week cards (Art. 3 item 2: the committee tells each participant when and where he plays): one
 * card per person across the four games (src/rules/week.ts `weekCards`), to print and hand out —
 * several to a page, none cut (./weekLayout.ts). Each card: his name (and futsal team), then every
 * match or tour the day plans announce for him with its day, time, game, court or table (a
 * preference table with his seat once seated, "by the seating" before), its stage and his opponents
 * (those at his table) once known; a time he is due in two places at once in red, with a line saying
 * with what; the games of his that have no day plan yet. Generated whole, protected (nothing typed).
 * Read back by ./weekReader.ts.
 */
import { fillText } from '../../i18n/labels';
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import { weekLabel } from '../../i18n/labels-week';
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import { addDays, formatDate, formatTime } from '../../rules/dates';
import { clashes, type WeekCard, type WeekEntry } from '../../rules/week';
import { newGrid, SHEET_COLORS, type SheetPlan } from '../plan';
import { cardHeight, placeCards, WEEK_COLS as C, WEEK_TOP, WEEK_WIDTHS } from './weekLayout';

export interface WeekSheetOptions {
  lang: Lang;
  name: string;
  /** when it was made, on the spreadsheet's clock ("23.11.2026 15:29") */
  madeAt: string;
  cards: readonly WeekCard[];
}

/** "24.11.2026", or "Day 2" while the game's first day is not set; a time past midnight on the next date. */
export function entryDay(e: Pick<WeekEntry, 'date' | 'dayNumber' | 'start'>, lang: Lang): string {
  const more = Math.floor(e.start / 1440);
  if (e.date !== null) return formatDate(addDays(e.date, more));
  return planLabel('dayN', lang, { n: (e.dayNumber ?? 1) + more });
}

/** "10:00–11:30". */
export function entryTime(e: Pick<WeekEntry, 'start' | 'end'>): string {
  return `${formatTime(e.start % 1440)}–${formatTime(e.end % 1440)}`;
}

/** "Стол 3", "Стол 3, место 2", "по рассадке". */
export function entryPlace(e: WeekEntry, lang: Lang): string {
  if (e.table === null) return weekLabel('bySeating', lang);
  const place = fillText(PLACE_WORDS()[e.game].n[lang], { n: e.table });
  return e.seat === null ? place : weekLabel('seat', lang, { place, seat: e.seat });
}

function gameWord(e: Pick<WeekEntry, 'game'>, lang: Lang): string {
  return GAME_NAMES[e.game][lang];
}

/** "нарды 24.11.2026 10:00–10:40 (Доска 2)": one side of a clash, as its line says it. */
export function entryText(e: WeekEntry, lang: Lang): string {
  return `${gameWord(e, lang)} ${entryDay(e, lang)} ${entryTime(e)} (${entryPlace(e, lang)})`;
}

export function weekSheetPlan(o: WeekSheetOptions): SheetPlan {
  const { lang } = o;
  const all = clashes(o.cards);
  const pairs = o.cards.map((card) => all.filter((c) => c.id === card.id));
  // A card with clashes: a line saying so, then one per clash.
  const lines = pairs.map((p) => (p.length > 0 ? p.length + 1 : 0));
  const { tops, pages, height } = placeCards(o.cards.map((card, i) => cardHeight(card, lines[i] ?? 0)));
  const g = newGrid(Math.max(height, WEEK_TOP), C.width);
  g.put(0, 0, weekLabel('title', lang));
  g.formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: C.width },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  // Two lines, each within the page's width (one line was cut at the printed page's edge).
  g.put(1, 0, weekLabel('made', lang, { at: o.madeAt }));
  g.put(2, 0, weekLabel('madeAgain', lang));
  g.formats.push({ rect: { row: 1, col: 0, rows: 2, cols: 1 }, italic: true, fontColor: SHEET_COLORS.muted });
  const rows: { at: number; id: string }[] = [];
  o.cards.forEach((card, i) => {
    let r = tops[i] as number;
    rows.push({ at: r, id: `w:${i + 1}` });
    g.put(r, 0, card.team === '' ? card.name : `${card.name} (${card.team})`);
    g.formats.push({ rect: { row: r, col: 0, rows: 1, cols: C.width }, bold: true, background: SHEET_COLORS.header });
    r++;
    const heads = ['day', 'time', 'game', 'place', 'what', 'others'] as const;
    heads.forEach((h, c) => g.put(r, c, weekLabel(h, lang)));
    g.formats.push({ rect: { row: r, col: 0, rows: 1, cols: C.width }, italic: true, fontColor: SHEET_COLORS.muted });
    r++;
    if (card.entries.length === 0) g.put(r++, 0, weekLabel('nothing', lang));
    for (const e of card.entries) {
      g.put(r, C.day, entryDay(e, lang));
      g.put(r, C.time, entryTime(e));
      g.put(r, C.game, gameWord(e, lang));
      g.put(r, C.place, entryPlace(e, lang));
      g.put(r, C.what, e.label);
      g.put(
        r,
        C.others,
        e.table === null ? '' : e.others.length > 0 ? e.others.join(', ') : weekLabel('notKnown', lang),
      );
      if (e.clashes.length > 0)
        g.formats.push({ rect: { row: r, col: 0, rows: 1, cols: C.width }, background: SHEET_COLORS.wrong });
      r++;
    }
    const said = pairs[i] ?? [];
    if (said.length > 0) {
      g.formats.push({
        rect: { row: r, col: 0, rows: 1 + said.length, cols: 1 },
        bold: true,
        fontColor: SHEET_COLORS.wrongText,
      });
      g.put(r++, 0, weekLabel('clashCard', lang));
      for (const c of said) g.put(r++, 0, `⚠ ${entryText(c.a, lang)} — ${entryText(c.b, lang)}`);
    }
    if (card.noPlan.length > 0) {
      const games = card.noPlan.map((game) => GAME_NAMES[game][lang]).join(', ');
      g.put(r, 0, weekLabel('noPlan', lang, { games }));
      g.formats.push({ rect: { row: r, col: 0, rows: 1, cols: 1 }, italic: true, fontColor: SHEET_COLORS.muted });
    }
  });
  return {
    key: 'week',
    name: o.name,
    // A card per person of the largest tournament is ~1900 rows: the sheet grows past 1000.
    growRows: true,
    values: g.values,
    inputs: [],
    formats: g.formats,
    validations: [],
    highlights: [],
    columnWidths: [...WEEK_WIDTHS],
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: { rows: [{ at: 0, id: 'top' }, ...rows, ...pages], cols: [] },
  };
}
