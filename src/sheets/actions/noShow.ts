/**
 * No-shows by the clock — a player who has not appeared within the lateness the rules allow after
 * the announced time (Art. 11 item 18, Art. 14 item 12: 15 minutes; Art. 16 item 4: 10): the
 * committee applies the referees' "did not appear" marks of a game's day plan sheet
 * (kinds/dayPlanSheet.ts) once that time has passed (src/rules/noShows.ts):
 * - billiards, backgammon: the player leaves the tournament (Art. 11 item 18, Art. 14 item 12) —
 *   the withdrawal (../common/withdrawal.ts) writes the forfeit of this match and of every later
 *   group match with nothing typed, and the play-off gives him none of its matches; both players
 *   absent in a group match: that match is lost by both ("-" / "-");
 * - futsal: this match is a forfeit, 3:0 ("-" / "+" in its score cells, group or play-off), and the
 *   team stays (docs/rules.md);
 * - preference: not admitted to the tour (../common/notAdmitted.ts: −8, the table plays
 *   three-handed).
 * A mark whose time has not come is not applied: its status says from when (the message too); a
 * mark applied gets a status "✓ …" and is never applied twice (a waiting one "○ …"). Each mark is
 * applied whole or not at all (what it uses is; both players absent, each withdrawal is whole and a
 * second one refused leaves the first, said) and its status is written at once; typed results are
 * never written over: a match with a result typed refuses its mark.
 */
import { formatMessage } from '../../i18n/format';
import type { MessageCode } from '../../i18n/messages';
import { daysBetween, formatDate, formatTime } from '../../rules/dates';
import { clockStart, wallOf } from '../../rules/queueNoShow';
import { DAY_MINUTES } from '../../rules/tableQueue';
import { queueFromValues } from '../kinds/queueReader';
import { nameKey } from '../../rules/names';
import { NO_SHOW_EFFECT, noShowFrom, noShowRule, reached, wallClock, type WallMoment } from '../../rules/noShows';
import type { GameId } from '../../rules/registration';
import {
  cellText,
  findSheet,
  nameFor,
  problem,
  refused,
  withLock,
  writeCells,
  type ActionResult,
  type ProblemView,
} from '../context';
import { refuseIfDamaged } from '../damage';
import { step } from '../actionScope';
import { TournamentError } from '../../rules/errors';
import type { CellValue, Services, SheetLike } from '../gas';
import { a1 } from '../plan';
import { dayPlanFromValues, type AnnouncedSlot } from '../kinds/dayPlanSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { openCtx } from '../kinds/settingsSheet';
import { gameName, isGame, unknownGame } from '../common/games';
import { markedMatch, NotApplied } from '../common/noShowMatch';
import { notAdmittedHeld } from '../common/notAdmitted';
import { ok, refuse, type SettingsCtx } from '../common/results';
import { withdrawHeld } from '../common/withdrawal';

export interface NoShowData {
  /** the marks applied now: the row's key and the player */
  applied: { key: string; name: string }[];
  /** the marks whose time has not come: from when they count ("DD.MM.YYYY HH:MM") */
  waiting: { key: string; name: string; from: string }[];
}

function shownMoment(m: WallMoment): string {
  return `${formatDate(m.date)} ${formatTime(m.minutes)}`;
}

/**
 * Applies every waiting "did not appear" mark of `game`'s day plan whose time has come. Refused
 * (nothing applied) when there is no day plan; when no mark could be applied, the answer is a
 * refusal listing each mark's reason (for one too early: the time it becomes possible).
 */
export function applyNoShows(services: Services, game: unknown): ActionResult<NoShowData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  return withLock(ctx, () => {
    const sheet = findSheet(ctx, `dayplan.${game}`);
    if (!sheet) {
      const p = problem(ctx, 'error', 'noShowNoPlan', {
        game: gameName(game, ctx.lang),
        sheet: nameFor(ctx, `dayplan.${game}`),
      });
      return refuse(p.message, [p]);
    }
    const read = ctx.sheets.read(sheet);
    const raw = read.values;
    const plan = dayPlanFromValues(read);
    // A column of the plan deleted (its status column above all): nothing is written where it was.
    refuseIfDamaged(sheet.getName(), { lost: plan.lost, disordered: [] }, ctx.lang);
    const pending = [...plan.slots.values()].filter((s) => s.absent.length > 0 && !s.status.startsWith('✓'));
    // A marked row whose time cannot be read is said, with its cell: never skipped in silence.
    const unreadable = plan.unreadable.map((u) =>
      problem(
        ctx,
        'error',
        'noShowBadTime',
        { what: u.label || u.key, cell: `${sheet.getName()}!${a1(u.row, u.col)}`, shows: u.shows },
        `${sheet.getName()}!${a1(u.row, u.col)}`,
      ),
    );
    if (pending.length === 0 && unreadable.length > 0)
      return refuse((unreadable[0] as ProblemView).message, unreadable);
    if (pending.length === 0)
      return ok(formatMessage('noShowNone', { sheet: sheet.getName() }, ctx.lang), [], { applied: [], waiting: [] });
    const run: Run = {
      ctx,
      game,
      sheet,
      raw,
      statusCol: plan.statusCol,
      now: wallClock(services.now(), ctx.book.getSpreadsheetTimeZone()),
      late: ctx.settings[game].lateMinutes,
      called: queueCalls(ctx, game, pending),
      rule: noShowRule(game)[ctx.lang],
      problems: unreadable,
      data: { applied: [], waiting: [] },
      sheets: new Set<string>(),
    };
    for (const slot of pending) applyMark(run, slot);
    return answer(run);
  });
}

/** One run over the day plan's marks: what it read, and what it has done and said so far. */
interface Run {
  ctx: SettingsCtx;
  game: GameId;
  sheet: SheetLike;
  /** the day plan sheet's values as read */
  raw: CellValue[][];
  statusCol: number;
  now: WallMoment;
  /** the game's lateness allowed (minutes) and the article it comes from */
  late: number;
  /** the moments (tableQueue.ts) the table queue called the marked matches, by key (its queue sheet) */
  called: Map<string, number>;
  rule: string;
  problems: ProblemView[];
  data: NoShowData;
  sheets: Set<string>;
}

/**
 * A mark's status, written at once, so a mark applied is never applied again, whatever comes after
 * it. A note someone typed in the cell stays, after the status (a waiting status before it is replaced).
 */
function setStatus(run: Run, slot: AnnouncedSlot, text: string): void {
  const before = run.raw[slot.row]?.[run.statusCol] ?? '';
  const note = cellText(before)
    .replace(/^○[^·]*(· )?/, '')
    .trim();
  writeCells([
    {
      sheet: run.sheet,
      row: slot.row,
      col: run.statusCol,
      values: [note === '' ? text : `${text} · ${note}`],
      before: [before],
    },
  ]);
  run.sheets.add(run.sheet.getName());
}

/** One mark: applied whole (its status says so), waiting for its time, or refused with its reason. */
function applyMark(run: Run, slot: AnnouncedSlot): void {
  const { ctx, sheet } = run;
  const what = slot.label || slot.key;
  const cell = `${sheet.getName()}!${a1(slot.row, run.statusCol)}`;
  // The mark whole or not at all: what it wrote is undone when it stops (../actionScope.ts).
  try {
    step(() => applyMarkNow(run, slot, { what, cell }));
  } catch (error) {
    if (error instanceof NotApplied) run.problems.push(problem(ctx, 'error', error.code, error.params, cell));
    else if (error instanceof RefusedAction) run.problems.push(...error.problems);
    // A refusal of the sheets it works on (rows lost, a finalized record …): this mark's problem.
    else if (error instanceof TournamentError && error.code !== 'internal')
      run.problems.push(...refused(ctx, error).problems);
    // Sheets refused a write (or anything unexpected): the whole run stops and is undone, so
    // `ok: false` still means nothing changed (issue 23 item 6).
    else throw error;
  }
}

function applyMarkNow(run: Run, slot: AnnouncedSlot, { what, cell }: { what: string; cell: string }): void {
  const { ctx, game, sheet, rule, late } = run;
  const lang = ctx.lang;
  if (slot.date === null)
    throw new NotApplied('noShowNoDate', { what, game: gameName(game, lang), key: `${game}.firstDay` });
  const start = clockOf(run, slot, slot.date);
  const from = noShowFrom(start.date, start.minutes, late);
  if (!reached(run.now, from)) return waiting(run, slot, { what, cell, date: start.date, time: start.minutes, from });
  const reason = formatMessage(
    'noShowReason',
    { late, time: formatTime(start.minutes), rule, sheet: sheet.getName() },
    lang,
  );
  const done = game === 'preference' ? applyTour(ctx, slot, what, reason) : applyMatch(ctx, game, slot, what);
  if (done.names.length > 0) {
    const effect = NO_SHOW_EFFECT[game];
    const code: MessageCode =
      effect === 'notAdmitted'
        ? 'noShowAppliedTour'
        : effect === 'forfeit'
          ? 'noShowAppliedForfeit'
          : 'noShowAppliedLeft';
    const at = shownMoment(run.now);
    setStatus(run, slot, formatMessage(code, { at, name: done.names.join(', '), rule }, lang));
    for (const name of done.names) run.data.applied.push({ key: slot.key, name });
  }
  // the sheets it wrote, once the mark is whole (a mark that stops is undone)
  for (const s of done.sheets) run.sheets.add(s);
  run.problems.push(...done.problems);
}

/**
 * When the no-show clock starts: the announced time, or — when the table queue called the match to
 * its table later than that — the call (Art. 11 item 18, Art. 14 item 12, Art. 16 item 4: from the
 * time the committee announced; the call is the announcement, src/rules/queueNoShow.ts).
 */
function clockOf(run: Run, slot: AnnouncedSlot, date: string): WallMoment {
  const called = run.called.get(slot.key);
  const firstDay = run.ctx.settings[run.game].firstDay;
  if (called === undefined || firstDay === '') return { date, minutes: slot.start };
  const announced = daysBetween(firstDay, date) * DAY_MINUTES + slot.start;
  return wallOf(firstDay, clockStart(called, announced));
}

/** The calls the game's queue sheet records for the marked matches (none without a queue sheet). */
function queueCalls(ctx: SettingsCtx, game: GameId, pending: readonly AnnouncedSlot[]): Map<string, number> {
  const out = new Map<string, number>();
  const sheet = game === 'preference' ? null : findSheet(ctx, `queue.${game}`);
  if (!sheet) return out;
  const read = queueFromValues(ctx.sheets.read(sheet).values, new Set(pending.map((s) => s.key)));
  for (const [key, r] of read.matches) if (r.called !== undefined) out.set(key, r.called);
  return out;
}

/** A mark whose time has not come: said with the moment it counts from, and its status says so. */
function waiting(
  run: Run,
  slot: AnnouncedSlot,
  { what, cell, date, time, from }: { what: string; cell: string; date: string; time: number; from: WallMoment },
): void {
  const fromText = shownMoment(from);
  const names = slot.absent.map((x) => x.name).join(', ');
  const params = {
    name: names,
    what,
    time: formatTime(time),
    date: formatDate(date),
    late: run.late,
    from: fromText,
    rule: run.rule,
  };
  run.problems.push(problem(run.ctx, 'error', 'noShowTooEarly', params, cell));
  run.data.waiting.push({ key: slot.key, name: names, from: fromText });
  setStatus(run, slot, formatMessage('noShowWaiting', { from: fromText }, run.ctx.lang));
}

/** What the run did: the marks applied, with every mark's problem; a refusal when none could be applied. */
function answer({ ctx, sheet, problems, data, sheets }: Run): ActionResult<NoShowData> {
  if (data.applied.length === 0) {
    const message =
      problems.length === 1
        ? (problems[0] as ProblemView).message
        : formatMessage('noShowNothingDone', { sheet: sheet.getName() }, ctx.lang);
    return { ok: false, message, problems, sheets: [...sheets], data };
  }
  const list = data.applied.map((x) => `${x.name} (${x.key})`).join('; ');
  return ok(
    formatMessage('noShowDone', { count: data.applied.length, sheet: sheet.getName(), list }, ctx.lang),
    [...sheets],
    data,
    problems,
  );
}

/** An action used here that refused: its problems are the mark's. */
class RefusedAction extends Error {
  constructor(readonly problems: ProblemView[]) {
    super('refused');
  }
}

function throwIfRefused<T>(result: ActionResult<T>): ActionResult<T> {
  if (!result.ok)
    throw new RefusedAction(
      result.problems.length > 0 ? result.problems : [{ severity: 'error', code: 'refused', message: result.message }],
    );
  return result;
}

/** Preference: the absent player is not admitted to the tour of this table. */
function applyTour(ctx: SettingsCtx, slot: AnnouncedSlot, what: string, reason: string): Applied {
  const tour = /^t:(\d+):/.exec(slot.key);
  if (!tour) throw new NotApplied('noShowFinal', { what });
  const names: string[] = [];
  const sheets: string[] = [];
  for (const mark of slot.absent) {
    if (mark.name === '') throw new NotApplied('noShowWhichPlayer', { what, players: slot.shown.join(', ') });
    if (!slot.shown.some((n) => nameKey(n) === nameKey(mark.name)))
      throw new NotApplied('noShowNotKnown', { what, name: mark.name, players: slot.shown.join(', ') });
    const done = throwIfRefused(notAdmittedHeld(ctx, Number(tour[1]), mark.name, reason));
    names.push(done.data?.player ?? mark.name);
    sheets.push(...done.sheets);
  }
  return { names, sheets, problems: [] };
}

/** What a mark did: the players it was applied to, the sheets written, and why not for the others. */
interface Applied {
  names: string[];
  sheets: string[];
  problems: ProblemView[];
}

/** A group or play-off match of futsal, billiards or backgammon. */
function applyMatch(ctx: SettingsCtx, game: GroupGame, slot: AnnouncedSlot, what: string): Applied {
  const target = markedMatch(ctx, game, slot, what);
  const absent = slot.absent.map((m) => m.side);
  const names = absent.map((side) => target.players[side] as string);
  const both = absent.length === 2;
  const effect = NO_SHOW_EFFECT[game];
  if (effect === 'forfeit') {
    // Futsal: this match only ("-" for each side absent, "+" for one that came).
    if (!target.already) writeCells(target.forfeit(absent));
    return { names, sheets: [target.sheet], problems: [] };
  }
  // Billiards, backgammon: each absent player leaves (his untyped matches, this one included, are
  // forfeits); both absent, this match is then lost by both. A second withdrawal refused leaves the
  // first one done, and says why.
  const sheets = [target.sheet];
  const left: string[] = [];
  const problems: ProblemView[] = [];
  for (const name of names) {
    const r = withdrawHeld(ctx, game, name);
    if (!r.ok) {
      if (left.length === 0) throw new RefusedAction(r.problems);
      problems.push(...r.problems);
      continue;
    }
    left.push(name);
    sheets.push(...r.sheets);
  }
  if (both && left.length === 2 && !target.already) writeCells(target.lostByBoth());
  return { names: left, sheets, problems };
}
