/**
 * The server functions the sidebar calls with `google.script.run` (docs/server-api.md).
 *
 * build.mjs copies each one below onto a top-level function of dist/Code.js, as Apps Script
 * needs; they bind the real services and hand over to src/sheets/api.ts (each action in
 * src/sheets/actions/). Results are plain data; nothing throws to the sidebar.
 *
 * What the sidebar sends is untyped: every argument is passed on as it came (`unknown`) and the
 * action checks it by schema (src/sheets/common/args.ts) before anything else, refusing in words
 * whatever does not fit; docs/server-api.md says what each accepts.
 */
import { currentLang } from './functions/runtime';
import { formatMessage } from './i18n/format';
import { TournamentError } from './rules/errors';
import { argSchemas, parseArg } from './sheets/common/args';
import type { Lang } from './i18n/messages';
import * as api from './sheets/api';
import { takeActionReads } from './sheets/actionScope';
import type { ActionResult } from './sheets/context';
import { services } from './services';
import { loadSettings, openCtx } from './sheets/kinds/settingsSheet';
import { CARD_FILE, cardOf, type RefereeCard } from './refereeCard';

/**
 * Whatever happens, the sidebar gets plain data: an unexpected failure becomes a refusal
 * (the actions already turn every expected one into a message in the tournament language).
 */
function guard<T>(action: () => ActionResult<T>): ActionResult<T> {
  try {
    return action();
  } catch (error) {
    // A refusal of ours that escaped an action is still said as a refusal, in words.
    if (error instanceof TournamentError && error.code !== 'internal') {
      const message = formatMessage(error.code, error.params, tournamentLang());
      return { ok: false, message, problems: [{ severity: 'error', code: error.code, message }], sheets: [] };
    }
    const detail = error instanceof Error ? error.message : String(error);
    const message = formatMessage('actionFailed', { detail }, tournamentLang());
    return { ok: false, message, problems: [{ severity: 'error', code: 'actionFailed', message }], sheets: [] };
  }
}

/**
 * An action the sidebar calls for a click: its result, and with it the fresh status (`status`, the
 * data `serverStatus` answers), read in the same execution after the action let go of the lock, so
 * a click is one server call (issue 22 item 1). A status that cannot be read is left out: the
 * sidebar then calls `serverStatus` itself.
 */
function act<T>(action: () => ActionResult<T>): ActionResult<T> & { status?: api.Status } {
  takeActionReads(); // nothing of an earlier action
  const result = guard(action);
  // what the action read after its last write is read by the status from it, not again
  const given = takeActionReads();
  const status = guard(() => api.status(services(), given));
  return status.ok && status.data ? { ...result, status: status.data } : result;
}

/** The tournament language if the settings can be read, else the spreadsheet's. */
function tournamentLang(): Lang {
  try {
    return loadSettings(SpreadsheetApp.getActiveSpreadsheet()).settings.lang;
  } catch {
    return currentLang();
  }
}

/** What exists so far: settings, registration, draws, group sheets, brackets, tours. */
export function serverStatus(): ReturnType<typeof api.status> {
  return guard(() => api.status(services()));
}

/** Creates the settings sheet and the four registration sheets that are missing. */
export function serverSetup(lang: unknown): ReturnType<typeof api.setup> {
  return act(() => api.setup(services(), lang === undefined || lang === null ? {} : { lang }));
}

/** Lists every problem of a game's registration: errors block generation, warnings need a confirmation. */
export function serverCheckRegistration(game: unknown): ReturnType<typeof api.checkRegistration> {
  return act(() => api.checkRegistration(services(), game));
}

/** Writes the committee's decision on the applications as the check proposed them (admitted / not admitted, Art. 2 item 5). */
export function serverConfirmAdmission(game: unknown, token: unknown): ReturnType<typeof api.confirmAdmission> {
  return act(() => api.confirmAdmission(services(), game, token));
}

/** Draws the groups of futsal, billiards or backgammon and writes the draw log and the group sheet. */
export function serverDraw(game: unknown, options: unknown): ReturnType<typeof api.draw> {
  return act(() => api.draw(services(), game, options));
}

/** Rebuilds a game's group sheet from its recorded draw (refused once scores exist). */
export function serverGenerateGroups(game: unknown): ReturnType<typeof api.generateGroups> {
  return act(() => api.generateGroups(services(), game));
}

/** Generates a game's play-off sheet (bracket or net), fed by the group sheet's formulas. */
export function serverGenerateBracket(game: unknown): ReturnType<typeof api.generateBracket> {
  return act(() => api.generateBracket(services(), game));
}

/** Makes (or makes again, as results arrive) a game's day plan: every match or tour with its day, time and court or table, and the plan by player. */
export function serverDayPlan(game: unknown): ReturnType<typeof api.dayPlan> {
  return act(() => api.dayPlan(services(), game));
}

/** Applies the referees' "did not appear" marks of a game's day plan whose allowed lateness has passed (a forfeit; billiards and backgammon: he leaves; preference: not admitted to the tour). */
export function serverNoShows(game: unknown): ReturnType<typeof api.applyNoShows> {
  return act(() => api.applyNoShows(services(), game));
}

/** Makes (or makes again) the board, the players' view to publish: options { games, nowNext, standings, plan, today, playoff, tours } (issue 25). */
export function serverBoard(options?: unknown): ReturnType<typeof api.board> {
  return guard(() => api.board(services(), options));
}

/** Makes or brings up to date a group game's queue sheet: the results typed since are seen now, the next matches called to the tables that freed (docs/queue.md). */
export function serverQueue(game: unknown): ReturnType<typeof api.queue> {
  return act(() => api.queue(services(), game));
}

/** Makes (or makes again) the notices sheet: every participant's day, time, place and court or table, for a mail merge (Art. 3 item 2). */
export function serverNotices(): ReturnType<typeof api.notices> {
  return act(() => api.notices(services()));
}

/** Makes (or makes again) the week cards: each person's matches and tours across the four games, to print; says who is due in two places at once. */
export function serverWeek(): ReturnType<typeof api.week> {
  return act(() => api.week(services()));
}

/** Records a withdrawal: the player's later matches without a score become forfeits. */
export function serverWithdraw(game: unknown, player: unknown): ReturnType<typeof api.withdraw> {
  return act(() => api.withdraw(services(), game, player));
}

/** Freezes a stage: "groups"/"bracket" of a game, or preference "tour" (with n), "final", "standings". */
export function serverFinalizeStage(game: unknown, stage: unknown, n: unknown): ReturnType<typeof api.finalizeStage> {
  return act(() => api.finalizeStage(services(), game, stage, n));
}

/** Creates the preference attendance sheet (announced absences per tour). */
export function serverPrepareAttendance(options: unknown): ReturnType<typeof api.prepareAttendance> {
  return act(() => api.prepareAttendance(services(), options));
}

/** Seats preference tour n: tour 1 by a recorded draw, later tours by the standings. */
export function serverSeatTour(n: unknown, options: unknown): ReturnType<typeof api.seatTour> {
  return act(() => api.seatTour(services(), n, options));
}

/** Seats the preference final table after the last tour. */
export function serverSeatFinal(options: unknown): ReturnType<typeof api.seatFinal> {
  return act(() => api.seatFinal(services(), options));
}

/** Preference: a player not admitted to a seated tour (late past 10 minutes, missing): his table plays three-handed, −8. */
export function serverPrefNotAdmitted(
  tour: unknown,
  player: unknown,
  reason: unknown,
): ReturnType<typeof api.notAdmitted> {
  return act(() => api.notAdmitted(services(), tour, player, reason));
}

/** Preference: a penalty of Art. 18 item 11 (kind, game or amount, reason) into a player's mountain at his table. */
export function serverPrefPenalty(request: unknown): ReturnType<typeof api.penalty> {
  return act(() => api.penalty(services(), request));
}

/** Preference: a result awarded to a table by the referee (Art. 17 item 7): whole whists by seat summing to 0, with a reason. */
export function serverPrefAward(request: unknown): ReturnType<typeof api.awardResult> {
  return act(() => api.awardResult(services(), request));
}

/** Preference: keep a table of a tour deal by deal on the tour's protocol sheet, or by typed totals again (one way only). */
export function serverPrefKeepTable(request: unknown): ReturnType<typeof api.keepTable> {
  return act(() => api.keepTable(services(), request));
}

/** Preference: a player who leaves or is disqualified from a tour (or the final): seated nowhere from then on. */
export function serverPrefLeave(request: unknown): ReturnType<typeof api.leave> {
  return act(() => api.leave(services(), request));
}

/**
 * Corrects a person's (or a futsal team's) name everywhere the add-on wrote it, the finalized record
 * included, keeping every result; recorded as a committee decision (`decision`: reason, by).
 */
export function serverCorrectName(
  game: unknown,
  from: unknown,
  to: unknown,
  decision?: unknown,
): ReturnType<typeof api.correctName> {
  return act(() => api.correctName(services(), game, from, to, decision));
}

/** The committee's answer to a play-off result typed for another pairing: "confirm" it or "clear" it. */
export function serverPlayoffResolve(
  game: unknown,
  match: unknown,
  choice: unknown,
): ReturnType<typeof api.resolvePlayoff> {
  return act(() => api.resolvePlayoff(services(), game, match, choice));
}

/** The referee card "how to type a deal" (docs/referee-card.md) in `lang` (ru, kk, en), or with none in the tournament's language; writes nothing. */
export function serverRefereeCard(lang: unknown): ActionResult<RefereeCard> {
  return guard(() => {
    // another language is refused in words, not answered in the tournament's
    const given =
      lang === undefined || lang === null ? null : parseArg(openCtx(services()), argSchemas().cardLang, lang);
    if (given && 'refusal' in given) return given.refusal;
    const l: Lang = given?.data ?? tournamentLang();
    const card = cardOf(HtmlService.createTemplateFromFile(CARD_FILE).getRawContent(), l);
    return { ok: true, message: card.title, problems: [], sheets: [], data: card };
  });
}

/** The self-check of Google Sheets (issue 22): "start" runs the automatic checks and lays out the guided steps, "finish" judges them; both write the report. */
export function serverSelfCheck(step: unknown): ReturnType<typeof api.selfCheck> {
  return guard(() => api.selfCheck(services(), step));
}

/** The preference tournament so far: tours seated and complete, standings, final. */
export function serverPreferenceStatus(): ReturnType<typeof api.preferenceStatus> {
  return guard(() => api.preferenceStatus(services()));
}
