/**
 * The times someone is due in two places at once, as the last day plan made found them (issue 25
 * item 3), kept for the status without one more read: the day plan action compares every game's plan
 * as it stands with the one it writes (./week.ts) and leaves the list as a note on its plan sheet —
 * "clashes:<game>:<json>" under the sheet-identity key, like the self-check's note
 * (../selfCheckState.ts), so it comes with the one metadata search every status makes. The newest
 * note holds every clash of the plans as they stood then; the status says them in its language.
 *
 * Only the first `KEPT` clashes are kept (a metadata value is small); the note says how many more.
 * A note is written only when there is a clash or an earlier note to supersede: a tournament with
 * no person in two games pays nothing.
 */
import { formatMessage } from '../../i18n/format';
import { sheetName } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import type { GameId } from '../../rules/registration';
import type { Clash, WeekEntry } from '../../rules/week';
import { onUndo } from '../actionScope';
import type { Ctx, ProblemView } from '../context';
import type { SheetLike } from '../gas';
import { META } from '../identity';
import { entryText } from '../kinds/weekSheet';
import { nowStamp } from '../clock';
import type { SettingsCtx } from './results';

export const CLASH_PREFIX = 'clashes:';
const KEPT = 10;

/** One side of a clash as the note keeps it. */
type Side = Pick<WeekEntry, 'game' | 'key' | 'date' | 'dayNumber' | 'start' | 'end' | 'table' | 'seat' | 'label'>;

export interface ClashNote {
  /** when it was made: milliseconds (to find the newest) and as the spreadsheet's clock says it */
  ms: number;
  at: string;
  /** how many clashes there were; `list` holds the first of them */
  count: number;
  list: { name: string; a: Side; b: Side }[];
}

function side(e: WeekEntry): Side {
  const { game, key, date, dayNumber, start, end, table, seat, label } = e;
  return { game, key, date, dayNumber, start, end, table, seat, label };
}

export function encodeClashNote(game: GameId, note: ClashNote): string {
  return `${CLASH_PREFIX}${game}:${JSON.stringify(note)}`;
}

/** The note back, or null when the text is not one. */
export function decodeClashNote(text: string): ClashNote | null {
  if (!text.startsWith(CLASH_PREFIX)) return null;
  const json = text.slice(text.indexOf(':', CLASH_PREFIX.length) + 1);
  try {
    const n = JSON.parse(json) as ClashNote;
    return typeof n.ms === 'number' && Array.isArray(n.list) && typeof n.count === 'number' ? n : null;
  } catch {
    return null;
  }
}

/**
 * Leaves the clashes found on the game's plan sheet (`id`), in place of its earlier note; nothing
 * when there is none and no plan has a note. Each write leaves its undo.
 */
export function recordClashes(ctx: SettingsCtx, id: string, game: GameId, found: readonly Clash[]): void {
  const notes = ctx.sheets.entries().filter(([v]) => v.startsWith(CLASH_PREFIX));
  if (found.length === 0 && notes.length === 0) return;
  const sheet = ctx.sheets.get(id);
  if (!sheet) return;
  const note: ClashNote = {
    ms: ctx.services.now(),
    at: nowStamp(ctx),
    count: found.length,
    list: found.slice(0, KEPT).map((c) => ({ name: c.name, a: side(c.a), b: side(c.b) })),
  };
  const value = encodeClashNote(game, note);
  const mine = `${CLASH_PREFIX}${game}:`;
  const old = notes.some(([v]) => v.startsWith(mine)) ? oldNotes(sheet, mine) : [];
  sheet.addDeveloperMetadata(META.sheet, value);
  onUndo(() =>
    oldNotes(sheet, mine)
      .find((md) => md.getValue() === value)
      ?.remove(),
  );
  for (const md of old) {
    const was = md.getValue() ?? '';
    md.remove();
    onUndo(() => sheet.addDeveloperMetadata(META.sheet, was));
  }
}

function oldNotes(sheet: SheetLike, prefix: string) {
  return sheet
    .createDeveloperMetadataFinder()
    .withKey(META.sheet)
    .find()
    .filter((md) => (md.getValue() ?? '').startsWith(prefix));
}

/** The newest note of the plans, from the metadata search (no call of its own), or null. */
export function newestClashNote(ctx: Ctx): ClashNote | null {
  let newest: ClashNote | null = null;
  for (const [v] of ctx.sheets.entries()) {
    const n = decodeClashNote(v);
    if (n && (!newest || n.ms > newest.ms)) newest = n;
  }
  return newest;
}

/** The status's lines: each clash the newest note keeps (who, both games' matches, when, where), and how many more. */
export function clashLines(note: ClashNote | null, lang: Lang): ProblemView[] {
  if (!note) return [];
  const text = (s: Side) => {
    const e: WeekEntry = { ...s, others: [], clashes: [] };
    return s.label === '' ? entryText(e, lang) : `${entryText(e, lang)} — ${s.label}`;
  };
  const lines: ProblemView[] = note.list.map((c) => ({
    severity: 'warning',
    code: 'statusClash',
    message: formatMessage('statusClash', { name: c.name, a: text(c.a), b: text(c.b), at: note.at }, lang),
  }));
  if (note.count > note.list.length)
    lines.push({
      severity: 'warning',
      code: 'statusClashMore',
      message: formatMessage(
        'statusClashMore',
        { count: note.count - note.list.length, sheet: sheetName('week', lang) },
        lang,
      ),
    });
  return lines;
}
