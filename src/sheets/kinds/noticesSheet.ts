/**
 * The notices sheet (Art. 3 item 2: the participants are told the time and place at least a day
 * before), ready for a mail merge: one plain header row, then one row per participant per game —
 * game, team (futsal), name, e-mail, phone, the date, time, place and court / table of his first
 * announced match or tour, the status of his notice, and his other matches and tours in one cell
 * ("25.11 11:40 стол 3; …"). One value per cell, no merged cells, every cell plain text (a phone
 * "+7 …" or a name "=…" stays as written). Generated whole from the registration and the day plans
 * (src/rules/notices.ts), protected, made again.
 *
 * After them: the game's conditions (its format as the settings give it: Art. 9, 12, 15 item 2
 * para 2 — the participants are told before the committee modifies them), then the one column the
 * committee types in — "sent", a mark per notice — and what the add-on remembered with each mark
 * and what has changed since (src/rules/noticeSent.ts): the notices to send again, and why. Marks
 * are carried by game and participant, whatever order the rows come in; a marked notice whose
 * participant is no longer listed stays, at the end, saying so.
 */
import { fillText } from '../../i18n/labels';
import { noticeLabel, type NoticeLabelKey } from '../../i18n/labels-notices';
import { planLabel, PLACE_WORDS } from '../../i18n/labels-plan';
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import { addDays, formatDate, formatTime, MINUTES_PER_DAY } from '../../rules/dates';
import { nameKey } from '../../rules/names';
import type { Notice, NoticeTime } from '../../rules/notices';
import { carryMark, type ContentField, type NoticeChange, type NoticeContent } from '../../rules/noticeSent';
import { cellText } from '../context';
import type { CellValue } from '../gas';
import type { GameId } from '../../rules/registration';
import { emptyGrid, PLAIN_TEXT, SHEET_COLORS, type Cell, type SheetPlan } from '../plan';

export interface NoticesSheetOptions {
  lang: Lang;
  name: string;
  notices: readonly Notice[];
  /** each game's place as the settings give it ("" = not set) */
  venues: Readonly<Record<GameId, string>>;
  /** each game's conditions as the settings give them ("" = none said) */
  conditions?: Readonly<Partial<Record<GameId, string>>>;
  /** the sheet as it is (its marks carried over), null for a new sheet */
  old?: readonly (readonly CellValue[])[] | null;
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
  'conditions',
  'sent',
  'sentAs',
  'again',
] as const satisfies readonly NoticeLabelKey[];
const WIDTHS = [90, 110, 200, 190, 130, 85, 60, 220, 110, 260, 380, 300, 110, 300, 300];
const at = (c: (typeof COLS)[number]) => COLS.indexOf(c);

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

type Cells = Record<(typeof COLS)[number], string>;

/** The cells of one notice, in the order of COLS (the committee's mark and its memory empty). */
export function noticeCells(n: Notice, venue: string, lang: Lang, conditions = ''): Cells {
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
    conditions,
    sent: '',
    sentAs: '',
    again: '',
  };
}

/** What a notice says, as the mark remembers it. */
function contentOf(
  c: Pick<Cells, 'participant' | 'team' | 'date' | 'time' | 'venue' | 'table' | 'rest' | 'conditions'>,
): NoticeContent {
  return {
    name: c.participant,
    team: c.team,
    date: c.date,
    time: c.time,
    venue: c.venue,
    table: c.table,
    rest: c.rest,
    conditions: c.conditions,
  };
}

/** A row of the sheet as it was: its cells by column (a sheet made before the later columns: those empty). */
function oldCells(line: readonly CellValue[]): Cells {
  return Object.fromEntries(COLS.map((c, i) => [c, cellText(line[i])])) as Cells;
}

/** A notice's identity on the sheet: its game (the word in the first column) and its participant. */
function rowKey(game: string, participant: string): string {
  return `${game.toLowerCase()}\u0000${nameKey(participant)}`;
}

/** What changed, in words: "Время: 10:00 → 11:40; Участник: теперь …". */
function changesText(list: readonly NoticeChange[], lang: Lang): string {
  const header = (f: ContentField) => noticeLabel(f === 'name' ? 'participant' : f === 'rest' ? 'rest' : f, lang);
  const shown = (v: string) => (v === '' ? noticeLabel('none', lang) : v);
  return list
    .map((c) =>
      c.field === 'name'
        ? noticeLabel('changedName', lang, { now: c.now })
        : noticeLabel('changed', lang, { field: header(c.field), was: shown(c.was), now: shown(c.now) }),
    )
    .join('; ');
}

/**
 * Every row: each notice with the mark typed on its row before (found by game and participant), the
 * content remembered with it and what changed since; then the marked rows whose participant is no
 * longer listed, kept as they were, saying so. `again`: the notices to send again.
 */
export function noticeRows(o: NoticesSheetOptions): { rows: Cells[]; again: number } {
  const { lang } = o;
  const before = new Map<string, Cells>();
  for (const line of (o.old ?? []).slice(1)) {
    const c = oldCells(line);
    if (c.participant !== '') before.set(rowKey(c.game, c.participant), c);
  }
  let again = 0;
  const rows = o.notices.map((n) => {
    const cells = noticeCells(n, o.venues[n.game], lang, o.conditions?.[n.game] ?? '');
    const key = rowKey(cells.game, cells.participant);
    const old = before.get(key);
    before.delete(key);
    if (!old || old.sent.trim() === '') return cells;
    const carried = carryMark({ mark: old.sent, kept: old.sentAs, before: contentOf(old), now: contentOf(cells) });
    if (carried.changes.length > 0) again++;
    return { ...cells, sent: old.sent, sentAs: carried.remembered, again: changesText(carried.changes, lang) };
  });
  // A marked notice whose participant is gone (withdrawn, not admitted, renamed outside the add-on): kept, to tell him.
  for (const old of before.values()) {
    if (old.sent.trim() === '') continue;
    again++;
    rows.push({ ...old, status: noticeLabel('gone', lang), again: noticeLabel('gone', lang) });
  }
  return { rows, again };
}

export function noticesSheetPlan(o: NoticesSheetOptions): SheetPlan & { again: number } {
  const { lang } = o;
  const W = COLS.length;
  const made = noticeRows(o);
  const rows = 1 + made.rows.length;
  const values: Cell[][] = emptyGrid(Math.max(rows, 2), W);
  COLS.forEach((c, i) => ((values[0] as Cell[])[i] = noticeLabel(c, lang)));
  made.rows.forEach((cells, r) => COLS.forEach((c, i) => ((values[r + 1] as Cell[])[i] = cells[c])));
  // Who has no time yet, and the notices to send again: their cells stand out (one format per run of such rows).
  const runsOf = (flagged: (r: number) => boolean) => {
    const runs: { row: number; rows: number }[] = [];
    made.rows.forEach((_, r) => {
      if (!flagged(r)) return;
      const last = runs[runs.length - 1];
      if (last && last.row + last.rows === r + 1) last.rows++;
      else runs.push({ row: r + 1, rows: 1 });
    });
    return runs;
  };
  const runs = runsOf((r) => r >= o.notices.length || o.notices[r]?.status !== 'given');
  const again = runsOf((r) => (made.rows[r]?.again ?? '') !== '');
  return {
    key: 'notices',
    name: o.name,
    values,
    // The committee's marks: the one column typed here.
    inputs: [{ row: 1, col: at('sent'), rows: Math.max(rows, 2) - 1, cols: 1 }],
    formats: [
      { rect: { row: 0, col: 0, rows: 1, cols: W }, bold: true, background: SHEET_COLORS.header, wrap: true },
      { rect: { row: 1, col: 0, rows: Math.max(rows, 2) - 1, cols: W }, numberFormat: PLAIN_TEXT },
      ...runs.map((run) => ({
        rect: { ...run, col: at('status'), cols: 1 },
        fontColor: SHEET_COLORS.wrongText,
      })),
      { rect: { row: 1, col: at('sent'), rows: Math.max(rows, 2) - 1, cols: 1 }, background: SHEET_COLORS.input },
      ...again.map((run) => ({ rect: { ...run, col: at('again'), cols: 1 }, background: SHEET_COLORS.wrong })),
    ],
    again: made.again,
    validations: [],
    highlights: [],
    columnWidths: WIDTHS,
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
    anchors: { rows: [{ at: 0, id: 'header' }], cols: [] },
  };
}
