/**
 * The referees of a day plan (issue 24 item 17) said to the committee: the rows the rules have
 * refereed by the committee's referees with nobody typed in the plan's referee column (Art. 8 item 9:
 * every futsal match; Art. 11 item 19: the billiards semi-final and final), and a referee who plays
 * at a time he referees (Art. 17 item 7). Warnings, never refusals: the rules are in
 * src/rules/referees.ts, the column in ../kinds/dayPlanSheet.ts.
 *
 * The same warnings for the status (every day plan as it stands, a referee who plays in another game
 * at that time included: `refereeStatus`), the referee cells the queue's "now" and "next" show
 * (`refereeCells`), and a corrected name followed into every plan's referee cells, whatever game the
 * referee plays in (`refereeRenames`).
 */
import { cite } from '../../i18n/labels';
import { planLabel } from '../../i18n/labels-plan';
import { formatDate, formatTime } from '../../rules/dates';
import type { PlanGame } from '../../rules/dayPlanGames';
import { nameKey } from '../../rules/names';
import { refereeProblems, rowLines, type RefereeLine, type RefereeSlot } from '../../rules/referees';
import { cellText, findSheet, problem, type Ctx, type ProblemView } from '../context';
import type { CellValue, SheetLike } from '../gas';
import { realign } from '../identity';
import { dayPlanAnchors, PLAN_COLS } from '../kinds/dayPlanColumns';
import { dayPlanFromValues } from '../kinds/dayPlanReader';
import type { PlanRow } from '../kinds/dayPlanSheet';
import { cellRect, ref } from '../plan';
import { readOf } from '../sheetIndex';
import type { Change, Renaming } from './renameCells';
import type { SettingsCtx } from './results';
import { gameName } from './games';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The rule that has a game's matches refereed by the committee's referees. */
const RULE: Partial<Record<PlanGame, [number, number]>> = { futsal: [8, 9], billiards: [11, 19] };

/** At most this many matches are named in the warning of the missing ones; the count says the rest. */
const NAMED = 5;

/** The games that have a day plan, in the sidebar's order. */
const PLAN_GAMES: readonly PlanGame[] = ['futsal', 'billiards', 'backgammon', 'preference'];

/** A planned row as the warnings say it: what it is and when. */
interface Said {
  label: string;
  /** "YYYY-MM-DD", or null while the first day is not set */
  date: string | null;
  /** 0-based day of the game */
  day: number;
  start: number;
}

function when(row: Said, ctx: SettingsCtx): string {
  const day = row.date === null ? planLabel('dayN', ctx.lang, { n: row.day + 1 }) : formatDate(row.date);
  return `${day} ${formatTime(row.start)}`;
}

/**
 * The warnings of one game's slots (`mine`), its referees in `lines`; `others` are the slots of the
 * other games, where a referee may be playing at that time. `said` tells each slot's label and time.
 */
function warningsOf(
  ctx: SettingsCtx,
  game: PlanGame,
  plan: { mine: RefereeSlot[]; others: RefereeSlot[]; lines: RefereeLine[]; sheet: string },
  said: ReadonlyMap<RefereeSlot, Said>,
): ProblemView[] {
  const all = [...plan.mine, ...plan.others];
  const found = refereeProblems(all, plan.lines).filter((p) => p.slot.game === game);
  const out: ProblemView[] = [];
  const missing = found.flatMap((p) => (p.code === 'refereeMissing' ? [said.get(p.slot) as Said] : []));
  const rule = RULE[game];
  if (missing.length > 0 && rule) {
    const named = missing.slice(0, NAMED).map((r) => `${r.label} (${when(r, ctx)})`);
    out.push(
      problem(ctx, 'warning', 'refereeMissing', {
        game: capital(gameName(game, ctx.lang)),
        count: missing.length,
        rule: cite(rule[0], rule[1])[ctx.lang],
        matches: named.join('; ') + (missing.length > NAMED ? '; …' : ''),
        column: planLabel('referee', ctx.lang),
        sheet: plan.sheet,
      }),
    );
  }
  for (const p of found) {
    if (p.code !== 'refereePlaying') continue;
    const row = said.get(p.slot) as Said;
    const other = said.get(p.playing) as Said;
    const elsewhere = p.playing.game === game ? '' : ` (${gameName(p.playing.game, ctx.lang)})`;
    out.push(
      problem(ctx, 'warning', 'refereePlaying', {
        game: capital(gameName(game, ctx.lang)),
        referee: p.referee,
        what: row.label,
        when: when(row, ctx),
        playing: other.label + elsewhere,
      }),
    );
  }
  return out;
}

function label(row: PlanRow): string {
  return [row.stage, row.match].filter((x) => x !== '').join(', ') || row.key;
}

/**
 * The warnings of a game's plan: `rows` as the plan is made, `typed` the referee cells by key (as the
 * plan keeps them), `sheet` the plan's name.
 */
export function refereeWarnings(
  ctx: SettingsCtx,
  game: PlanGame,
  plan: { rows: readonly PlanRow[]; typed: ReadonlyMap<string, string>; sheet: string },
): ProblemView[] {
  const said = new Map<RefereeSlot, Said>();
  const mine = plan.rows.map((r) => {
    const slot: RefereeSlot = {
      game,
      key: r.key,
      date: r.date ?? `#${r.day}`,
      start: r.start,
      end: r.end,
      table: r.table,
      names: r.names,
    };
    said.set(slot, { label: label(r), date: r.date, day: r.day, start: r.start });
    return slot;
  });
  return warningsOf(ctx, game, { mine, others: [], lines: rowLines(game, plan.typed), sheet: plan.sheet }, said);
}

/**
 * A day plan's referee cells where they are now (rows and columns by their anchors): each planned
 * row's key, its 0-based row and column, the text and the formula there. Empty for a plan made
 * before the referee column.
 */
function refereeRows(read: ReturnType<typeof readOf>) {
  const view = realign({ rows: dayPlanAnchors().rows, cols: dayPlanAnchors().cols }, read.anchors, read, {
    rows: read.values.length,
    cols: PLAN_COLS.width,
  });
  const col = view.col(PLAN_COLS.referee);
  if (view.lost.includes('c:referee') || col === undefined) return [];
  return view.values.flatMap((line, r) => {
    const key = cellText(line[PLAN_COLS.key]);
    const row = view.row(r);
    if (!/^[gbtf]:/.test(key) || row === undefined) return [];
    return [{ key, row, col, value: read.values[row]?.[col] ?? '', formula: read.formulas?.[row]?.[col] ?? '' }];
  });
}

/** A game's day plan as the status reads it: its slots, the referees typed, the plan's name. */
function planOf(ctx: Ctx, game: PlanGame, said: Map<RefereeSlot, Said>) {
  const sheet = findSheet(ctx, `dayplan.${game}`);
  if (!sheet) return null;
  // The index's read: the status reads each sheet once and takes its marks from its one search.
  const read = dayPlanFromValues(ctx.sheets.read(sheet));
  const typed = new Map<string, string>();
  const slots = [...read.slots.values()].map((s) => {
    if (s.referee !== '') typed.set(s.key, s.referee);
    const day = (s.dayNumber ?? 1) - 1;
    // A plan with no dates yet counts its own days: they are no other game's days.
    const slot: RefereeSlot = {
      game,
      key: s.key,
      date: s.date ?? `${game}#${day}`,
      start: s.start,
      end: s.end,
      table: s.table,
      names: s.shown,
    };
    said.set(slot, { label: s.label || s.key, date: s.date, day, start: s.start });
    return slot;
  });
  return { game, slots, lines: rowLines(game, typed), sheet: sheet.getName() };
}

/** A referee warning of the status: its game's (the sidebar shows it under the game). */
export type RefereeStatus = ProblemView & { game: PlanGame };

/**
 * The referee warnings of every day plan as it stands (the status, issue 24 item 17): the matches
 * the committee's referee must referee with nobody typed, and a referee who plays — in any game — at
 * a time he referees. Each with its game, for the sidebar to show under it.
 */
export function refereeStatus(ctx: SettingsCtx): RefereeStatus[] {
  const said = new Map<RefereeSlot, Said>();
  const plans = PLAN_GAMES.map((g) => planOf(ctx, g, said)).filter((p) => p !== null);
  return plans.flatMap((p) => {
    const others = plans.filter((o) => o !== p).flatMap((o) => o.slots);
    return warningsOf(ctx, p.game, { mine: p.slots, others, lines: p.lines, sheet: p.sheet }, said).map((w) => ({
      ...w,
      game: p.game,
    }));
  });
}

/**
 * The referee cell of each row of a game's day plan ("'Sheet'!K5", by the row's key), for the queue
 * sheet's match label to show who referees (the board's now / next come from there). Empty without a
 * plan, or a plan made before the referee column.
 */
export function refereeCells(ctx: Ctx, game: PlanGame): Map<string, string> {
  const sheet = findSheet(ctx, `dayplan.${game}`);
  if (!sheet) return new Map();
  return new Map(refereeRows(readOf(sheet)).map((c) => [c.key, ref(sheet.getName(), cellRect(c.row, c.col))]));
}

/** A referee cell's text with each name of `names` (by its key) given its new form; separators kept. */
export function renameReferees(text: string, names: ReadonlyMap<string, string>): string {
  return text
    .split(/([,;/\n])/)
    .map((part) => {
      const to = /^[,;/\n]$/.test(part) ? undefined : names.get(nameKey(part));
      if (to === undefined) return part;
      const lead = /^\s*/.exec(part)?.[0] ?? '';
      const tail = /\s*$/.exec(part)?.[0] ?? '';
      return lead + to + tail;
    })
    .join('');
}

type Found = { list: Change[]; values: CellValue[][]; formulas: string[][] } | null;

/**
 * The referee cells of a day plan that name a person being renamed (a name correction): by the name's
 * key, as shown or in any of `also`'s forms (the registered full name). Any game's plan: a referee
 * may play in another game (Art. 17 item 7 names participants as referees). `own` are the changes
 * already found on the sheet (the name cells of the player's own game): a cell among them is left to
 * them. The changes merged; `own` as it is on any other sheet.
 */
export function refereeRenames(
  sheet: SheetLike,
  id: string,
  renaming: Renaming & { also?: ReadonlyMap<string, string> },
  own: Found,
): Found {
  if (!/^dayplan\.[a-z]+$/.test(id)) return own;
  const read = readOf(sheet);
  const names = new Map<string, string>();
  for (const [from, to] of [...renaming.mapping, ...(renaming.also ?? [])]) names.set(nameKey(from), to);
  const list = [...(own?.list ?? [])];
  const taken = new Set(list.map((c) => `${c.row}:${c.col}`));
  for (const c of refereeRows(read)) {
    if (typeof c.value !== 'string' || c.value === '' || c.formula !== '' || taken.has(`${c.row}:${c.col}`)) continue;
    const to = renameReferees(c.value, names);
    if (to !== c.value) list.push({ row: c.row, col: c.col, from: c.value, to });
  }
  if (list.length === 0) return own;
  return own ? { ...own, list } : { list, values: read.values, formulas: read.formulas };
}
