/**
 * Preference: the rulings sheet — the record of what the referee and the committee decided at the
 * tables (Art. 16 item 4, Art. 17 items 5 and 7, Art. 18 item 11): who was not admitted to a tour
 * once it was seated, who left or was disqualified and from which tour, each penalty (what, whom,
 * how much, why), each awarded result, and the committee's pick for a tie at the last final seat.
 * Its layout, plan and reader.
 *
 * One row per ruling, written only by the add-on, in the order they were made (the whole sheet is
 * the committee's: every value on it counts as typed, so a rewrite repeats it). The numbers a
 * ruling changes live where the tables are computed — the penalties and awarded whists in the
 * table's block (./tableBlock.ts), a player not admitted on the tour's roster — written by the same
 * all-or-nothing action; this sheet says what, whom and why, and is what the seating reads for who
 * left (never seated again) and for the final's tie.
 */
import { label } from '../../i18n/labels';
import type { Lang, Text } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { cellText, readAll } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { readAnchors, realign } from '../identity';
import { emptyGrid, type AnchorSpec, type Cell, type SheetPlan } from '../plan';
import { logSheetPlan } from './logSheet';
import { refuseLostOrMoved } from './preferenceCommon';

export const RULINGS = {
  title: 0,
  header: 1,
  first: 2,
  no: 0,
  tour: 1,
  table: 2,
  player: 3,
  kind: 4,
  detail: 5,
  points: 6,
  whists: 7,
  reason: 8,
  at: 9,
  width: 10,
} as const;

export type RulingKind = 'late' | 'left' | 'disqualified' | 'penalty' | 'awarded' | 'finalPick';

/** The words of each kind on the sheet; read back in any of the three languages. */
export const RULING_KINDS: Record<RulingKind, Text> = {
  late: { en: 'not admitted (Art. 16 item 4)', ru: 'не допущен (ст. 16 п. 4)', kk: 'жіберілмеді (16-бап, 4-тармақ)' },
  left: {
    en: 'left the tournament (Art. 16 item 4)',
    ru: 'выбыл из турнира (ст. 16 п. 4)',
    kk: 'турнирден шықты (16-бап, 4-тармақ)',
  },
  disqualified: {
    en: 'disqualified (Art. 17 item 7)',
    ru: 'дисквалифицирован (ст. 17 п. 7)',
    kk: 'дисквалификацияланды (17-бап, 7-тармақ)',
  },
  penalty: { en: 'penalty (Art. 18 item 11)', ru: 'штраф (ст. 18 п. 11)', kk: 'айыппұл (18-бап, 11-тармақ)' },
  awarded: {
    en: 'result awarded (Art. 17 item 7)',
    ru: 'присуждён результат (ст. 17 п. 7)',
    kk: 'нәтиже тағайындалды (17-бап, 7-тармақ)',
  },
  finalPick: {
    en: "committee's pick for the final",
    ru: 'выбор Оргкомитета в финал',
    kk: 'Ұйымдастыру комитетінің финалға таңдауы',
  },
};

export const FINAL_WORD: Text = { en: 'final', ru: 'финал', kk: 'финал' };

export interface Ruling {
  /** the tour (1…T), or the final */
  tour: number | 'final';
  table: string | null;
  player: string;
  kind: RulingKind;
  /** e.g. "11.2, 7" (a penalty's item and game) */
  detail: string;
  /** mountain points of a penalty */
  points: number | null;
  /** the awarded whists of this player */
  whists: number | null;
  reason: string;
  at: string;
}

const TOP: AnchorSpec = { at: RULINGS.title, id: 'top' };
const HEADER: AnchorSpec = { at: RULINGS.header, id: 'header' };

export function rulingsAnchors(): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const cols: [number, string][] = [
    [RULINGS.no, 'c:no'],
    [RULINGS.tour, 'c:tour'],
    [RULINGS.table, 'c:table'],
    [RULINGS.player, 'c:player'],
    [RULINGS.kind, 'c:kind'],
    [RULINGS.detail, 'c:detail'],
    [RULINGS.points, 'c:points'],
    [RULINGS.whists, 'c:whists'],
    [RULINGS.reason, 'c:reason'],
    [RULINGS.at, 'c:at'],
  ];
  return { rows: [TOP, HEADER], cols: cols.map(([at, id]) => ({ at, id })) };
}

/** The tour of a ruling as the sheet shows it. */
function tourCell(tour: Ruling['tour'], lang: Lang): Cell {
  return tour === 'final' ? FINAL_WORD[lang] : tour;
}

export function rulingsPlan(o: { lang: Lang; name: string; rulings: readonly Ruling[] }): SheetPlan {
  const { lang } = o;
  const rows = RULINGS.first + Math.max(o.rulings.length + 10, 20);
  const values = emptyGrid(rows, RULINGS.width);
  const put = (r: number, c: number, v: Cell) => {
    const line = values[r];
    if (line) line[c] = v;
  };
  put(RULINGS.title, 0, label('prefRulingsTitle', lang));
  const heads: [number, string][] = [
    [RULINGS.no, label('matchNo', lang)],
    [RULINGS.tour, label('prefRulingTour', lang)],
    [RULINGS.table, label('prefTable', lang)],
    [RULINGS.player, label('player', lang)],
    [RULINGS.kind, label('prefRulingKind', lang)],
    [RULINGS.detail, label('prefRulingDetail', lang)],
    [RULINGS.points, label('prefPenalty', lang)],
    [RULINGS.whists, label('prefAwarded', lang)],
    [RULINGS.reason, label('prefRulingReason', lang)],
    [RULINGS.at, label('prefRulingAt', lang)],
  ];
  for (const [c, h] of heads) put(RULINGS.header, c, h);
  o.rulings.forEach((r, i) => {
    const row = RULINGS.first + i;
    put(row, RULINGS.no, i + 1);
    put(row, RULINGS.tour, tourCell(r.tour, lang));
    put(row, RULINGS.table, r.table === null ? null : r.table);
    put(row, RULINGS.player, r.player);
    put(row, RULINGS.kind, RULING_KINDS[r.kind][lang]);
    put(row, RULINGS.detail, r.detail === '' ? null : r.detail);
    put(row, RULINGS.points, r.points);
    put(row, RULINGS.whists, r.whists);
    put(row, RULINGS.reason, r.reason);
    put(row, RULINGS.at, r.at);
  });
  return logSheetPlan({
    key: 'pref.rulings',
    name: o.name,
    layout: RULINGS,
    values,
    formats: [
      { rect: { row: RULINGS.first, col: RULINGS.table, rows: rows - RULINGS.first, cols: 1 }, numberFormat: '@' },
    ],
    columnWidths: [36, 60, 50, 190, 200, 110, 80, 80, 260, 130],
    anchors: rulingsAnchors(),
  });
}

function kindOf(text: string): RulingKind | null {
  const t = text.trim().toLowerCase();
  for (const [kind, words] of Object.entries(RULING_KINDS) as [RulingKind, Text][]) {
    if (Object.values(words).some((w) => w.toLowerCase() === t)) return kind;
  }
  return null;
}

function numberOrNull(v: CellValue | undefined): number | null {
  if (typeof v === 'number') return v;
  const t = cellText(v)
    .replace(/\u2212/g, '-')
    .replace(',', '.');
  return t !== '' && Number.isFinite(Number(t)) ? Number(t) : null;
}

/**
 * The rulings on the sheet, in order, wherever its rows and columns are now. A row whose kind is not
 * one of ours (a line the committee wrote by hand) is kept on the sheet and not read.
 */
export function readRulings(sheet: SheetLike, lang: Lang): Ruling[] {
  const { values, formulas } = readAll(sheet);
  const view = realign(
    rulingsAnchors(),
    readAnchors(sheet, values),
    { values, formulas },
    {
      rows: Math.max(values.length, RULINGS.first + 1),
      cols: RULINGS.width,
    },
  );
  refuseLostOrMoved(sheet.getName(), view, lang);
  const out: Ruling[] = [];
  for (let r = RULINGS.first; r < view.values.length; r++) {
    const line = view.values[r] ?? [];
    const kind = kindOf(cellText(line[RULINGS.kind]));
    const player = cellText(line[RULINGS.player]);
    if (kind === null || player === '') continue;
    const tourText = cellText(line[RULINGS.tour]);
    const isFinal = Object.values(FINAL_WORD).some((w) => w.toLowerCase() === tourText.toLowerCase());
    const tour = isFinal ? 'final' : Number(tourText);
    if (tour !== 'final' && !Number.isInteger(tour)) continue;
    const table = cellText(line[RULINGS.table]);
    out.push({
      tour,
      table: table === '' ? null : table,
      player,
      kind,
      detail: cellText(line[RULINGS.detail]),
      points: numberOrNull(line[RULINGS.points]),
      whists: numberOrNull(line[RULINGS.whists]),
      reason: cellText(line[RULINGS.reason]),
      at: cellText(line[RULINGS.at]),
    });
  }
  return out;
}

/** The tour a ruling of leaving or disqualification starts from (the final = tours + 1). */
export function fromTour(r: Ruling, tours: number): number {
  return r.tour === 'final' ? tours + 1 : r.tour;
}

/** Players who left or were disqualified, by nameKey, with the first tour they are not seated in. */
export function gone(rulings: readonly Ruling[], tours: number): Map<string, { ruling: Ruling; from: number }> {
  const out = new Map<string, { ruling: Ruling; from: number }>();
  for (const r of rulings) {
    if (r.kind !== 'left' && r.kind !== 'disqualified') continue;
    const from = fromTour(r, tours);
    const key = nameKey(r.player);
    const known = out.get(key);
    if (!known || from < known.from) out.set(key, { ruling: r, from });
  }
  return out;
}

export interface StandingsMark {
  text: string;
  /** he left or was disqualified (his line is greyed) */
  gone: boolean;
}

/**
 * What the standings sheet says beside a player (Art. 16 item 4, Art. 17 items 5 and 7, Art. 18
 * item 11): that he was not admitted to a tour, was penalised (tour, item and game, points), left or
 * was disqualified and from which tour, or that the committee picked him for the final, each with
 * its reason; by nameKey, several rulings of one player joined with "; " in the order they were made.
 * Only leaving and disqualification grey his line. An awarded result concerns a whole table and is
 * said on the table's title, not here.
 */
export function standingsMarks(rulings: readonly Ruling[], lang: Lang): Map<string, StandingsMark> {
  const out = new Map<string, StandingsMark>();
  for (const r of rulings) {
    const text = markText(r, lang);
    if (text === null) continue;
    const key = nameKey(r.player);
    const known = out.get(key);
    const gone = r.kind === 'left' || r.kind === 'disqualified' || (known?.gone ?? false);
    out.set(key, { text: known ? `${known.text}; ${text}` : text, gone });
  }
  return out;
}

/** One ruling as the standings' "Rulings" column says it, or null (an awarded result). */
function markText(r: Ruling, lang: Lang): string | null {
  const kind = RULING_KINDS[r.kind][lang];
  switch (r.kind) {
    case 'left':
    case 'disqualified': {
      const from = r.tour === 'final' ? label('prefMarkFromFinal', lang) : label('prefMarkFrom', lang, { n: r.tour });
      return `${kind} ${from}: ${r.reason}`;
    }
    case 'late':
      return `${kind}, ${tourWord(r.tour, lang)}: ${r.reason}`;
    case 'penalty': {
      const what = [r.detail, r.points === null ? '' : label('prefMarkPoints', lang, { points: r.points })]
        .filter((x) => x !== '')
        .join(', ');
      return `${kind}, ${tourWord(r.tour, lang)}${what === '' ? '' : ` (${what})`}: ${r.reason}`;
    }
    case 'finalPick':
      return `${kind}: ${r.reason}`;
    case 'awarded':
      return null;
  }
}

/** "tour 3" or "the final", as a mark says it. */
function tourWord(tour: Ruling['tour'], lang: Lang): string {
  return tour === 'final' ? FINAL_WORD[lang] : label('prefMarkTour', lang, { n: tour });
}
