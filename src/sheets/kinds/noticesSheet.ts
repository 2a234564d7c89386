/**
 * The notices sheet (Art. 3 item 2: the participants are told the time and place at least a day
 * before), ready for a mail merge: one plain header row, then one row per participant per game —
 * game, team (futsal), name, e-mail, phone, the date, time, place and court / table of his first
 * announced match or tour, the status of his notice, and his other matches and tours in one cell
 * ("25.11 11:40 стол 3; …"). One value per cell, no merged cells, every cell plain text (a phone
 * "+7 …" or a name "=…" stays as written). Generated whole from the registration and the day plans
 * (src/rules/notices.ts), protected, made again — it holds nothing typed.
 */
import { fillText } from '../../i18n/labels';
import { noticeLabel, type NoticeLabelKey } from '../../i18n/labels-notices';
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import { addDays, formatDate, formatTime, MINUTES_PER_DAY } from '../../rules/dates';
import type { Notice, NoticeTime } from '../../rules/notices';
import type { GameId } from '../../rules/registration';
import { emptyGrid, PLAIN_TEXT, SHEET_COLORS, type Cell, type SheetPlan } from '../plan';

export interface NoticesSheetOptions {
  lang: Lang;
  name: string;
  notices: readonly Notice[];
  /** each game's place as the settings give it ("" = not set) */
  venues: Readonly<Record<GameId, string>>;
}

const COLS = [
  'game',
  'team',
  'participant',
  'email',
  'phone',
  'date',
  'time',
  'venue',
  'table',
  'status',
  'rest',
] as const satisfies readonly NoticeLabelKey[];
const WIDTHS = [90, 110, 200, 190, 130, 85, 60, 220, 110, 260, 380];

/** A time past midnight (a plan running late) on the next day's date. */
function when(t: NoticeTime): { date: string | null; time: string } {
  const days = Math.floor(t.start / MINUTES_PER_DAY);
  return { date: t.date === null ? null : addDays(t.date, days), time: formatTime(t.start - days * MINUTES_PER_DAY) };
}

/** "Стол 3", "Площадка 1", "3-үстел"; a preference tour not seated yet: by the seating. */
function place(game: GameId, t: NoticeTime, lang: Lang): string {
  return t.table === null ? noticeLabel('bySeating', lang) : fillText(PLACE_WORDS()[game].n[lang], { n: t.table });
}

/** "25.11 11:40 стол 3" (the day without a date: "День 2 11:40 …"). */
function short(game: GameId, t: NoticeTime, lang: Lang): string {
  const w = when(t);
  const day = w.date !== null ? formatDate(w.date).slice(0, 5) : planLabel('dayN', lang, { n: t.dayNumber ?? 1 });
  const p = place(game, t, lang);
  return `${day} ${w.time} ${p.charAt(0).toLowerCase()}${p.slice(1)}`;
}

function status(n: Notice, venue: string, lang: Lang): string {
  const game = n.game;
  if (n.status === 'noPlan') return noticeLabel('noPlan', lang);
  if (n.status === 'notPlaced') return noticeLabel(game === 'preference' ? 'notPlacedPref' : 'notPlaced', lang);
  if (n.status === 'noDate') return noticeLabel('noDate', lang, { key: `${game}.firstDay` });
  return venue === '' ? noticeLabel('noVenue', lang, { key: `${game}.venue` }) : noticeLabel('ready', lang);
}

/** The cells of one notice, in the order of COLS. */
export function noticeCells(n: Notice, venue: string, lang: Lang): Record<(typeof COLS)[number], string> {
  const first = n.first;
  const w = first ? when(first) : null;
  return {
    game: GAME_NAMES[n.game][lang],
    team: n.person.team,
    participant: n.person.name,
    email: n.person.email,
    phone: n.person.phone,
    date: w?.date ? formatDate(w.date) : '',
    time: w?.time ?? '',
    venue,
    table: first ? place(n.game, first, lang) : '',
    status: status(n, venue, lang),
    rest: n.rest.map((t) => short(n.game, t, lang)).join('; '),
  };
}

export function noticesSheetPlan(o: NoticesSheetOptions): SheetPlan {
  const { lang } = o;
  const W = COLS.length;
  const rows = 1 + o.notices.length;
  const values: Cell[][] = emptyGrid(Math.max(rows, 2), W);
  COLS.forEach((c, i) => ((values[0] as Cell[])[i] = noticeLabel(c, lang)));
  o.notices.forEach((n, r) => {
    const cells = noticeCells(n, o.venues[n.game], lang);
    COLS.forEach((c, i) => ((values[r + 1] as Cell[])[i] = cells[c]));
  });
  // Who has no time yet: his status stands out (one format per run of such rows).
  const runs: { row: number; rows: number }[] = [];
  o.notices.forEach((n, r) => {
    if (n.status === 'given') return;
    const last = runs[runs.length - 1];
    if (last && last.row + last.rows === r + 1) last.rows++;
    else runs.push({ row: r + 1, rows: 1 });
  });
  return {
    key: 'notices',
    name: o.name,
    values,
    inputs: [],
    formats: [
      { rect: { row: 0, col: 0, rows: 1, cols: W }, bold: true, background: SHEET_COLORS.header, wrap: true },
      { rect: { row: 1, col: 0, rows: Math.max(rows, 2) - 1, cols: W }, numberFormat: PLAIN_TEXT },
      ...runs.map((run) => ({
        rect: { ...run, col: COLS.indexOf('status'), cols: 1 },
        fontColor: SHEET_COLORS.wrongText,
      })),
    ],
    validations: [],
    highlights: [],
    columnWidths: WIDTHS,
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: { rows: [{ at: 0, id: 'header' }], cols: [] },
  };
}
