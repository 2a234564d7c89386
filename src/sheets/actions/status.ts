/** The status action: what exists so far, for the sidebar to show what is done and what is next. */
import { formatMessage } from '../../i18n/format';
import type { SheetKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { participantNames } from '../../rules/admission';
import type { GameId } from '../../rules/registration';
import { cellText, findSheet, refused, type ActionResult, type Ctx, type ProblemView } from '../context';
import { isErrorValue } from '../fingerprint';
import type { ActionReads } from '../actionScope';
import type { Services } from '../gas';
import { a1 } from '../plan';
import { shownId } from '../kinds/bracketSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { ALL_GAMES, GROUP_GAMES } from '../common/games';
import { ok, type SettingsCtx } from '../common/results';
import { problemViews, rosterLines } from '../common/registrationCheck';
import { locateBracket, resultTyped } from '../common/bracket';
import { editsUnreliable, unrecordedNote, unrecordedResults } from '../common/playoffUnrecorded';
import { clockZone, selfCheckNote } from '../selfCheckState';
import { downloadNote, notFinalStages, type NotFinal } from '../common/statusDownload';
import { preferenceStatus, type PreferenceStatusData } from '../common/preferenceStatus';
import { collectNotices, gamesToCount, noticeCounts, noticeLines, type NoticeLine } from '../common/notices';
import { calendarDay } from '../../rules/notices';
import { clashLines, newestClashNote } from '../common/clashNote';
import { refereeStatus, type RefereeStatus } from '../common/referees';

export interface GameStatus {
  game: GameId;
  registered: boolean;
  drawn: boolean;
  groups: boolean;
  bracket: boolean;
  /** people on the registration sheet (0 without the sheet) */
  registrants: number;
  /** futsal: teams on the registration's team list; 0 for the other games */
  teams: number;
  /** the group sheet is finalized (always false for preference) */
  groupsFinalized: boolean;
  /** the play-off sheet is finalized (always false for preference) */
  bracketFinalized: boolean;
  /**
   * futsal: one line per team whose own list is not complete or not in order (it must be put right
   * before the team's first match, Art. 6 item 2); absent for the other games
   */
  rosters?: ProblemView[];
}

/** A preference tour for the sidebar: `preferenceStatus`'s, plus whether it is finalized. */
export interface TourProgress {
  n: number;
  seated: boolean;
  complete: boolean;
  finalized: boolean;
  tables: number;
  completeTables: number;
}

export interface PreferenceProgress {
  /** `preference.tours` of the settings */
  tours: number;
  attendance: boolean;
  rounds: TourProgress[];
  final: { seated: boolean; complete: boolean; finalized: boolean };
  standingsFinalized: boolean;
  next: PreferenceStatusData['next'];
}

export interface Status {
  lang: Lang;
  settings: boolean;
  settingsProblems: ProblemView[];
  games: GameStatus[];
  sheets: string[];
  /** where preference stands (`preferenceStatus`); null when its sheets cannot be read */
  preference: PreferenceProgress | null;
  /** why `preference` is null (`preferenceStatus`'s refusal), else [] */
  preferenceProblems: ProblemView[];
  /** play-off matches whose note flags something, for the committee to answer */
  playoffFlags: PlayoffFlag[];
  /** what keeps the status from telling where a sheet is (e.g. a copy of a sheet carrying its identity) */
  identityProblems: ProblemView[];
  /** per game with participants who have no time yet (Art. 3 item 2): a warning from its notice deadline on, else information */
  notices: NoticeLine[];
  /** the stages made but not finalized, by their sheets: a download now does not show them final (issue 22 item 5) */
  notFinal?: NotFinal[];
  /** what to say before the committee downloads the record ("" when every stage made is final) */
  downloadNote?: string;
  /**
   * who is due in two places at once across the games' plans, as the newest day plan found it
   * (../common/clashNote.ts: a note that comes with the metadata search, no read of its own)
   */
  clashes?: ProblemView[];
  /** the referee warnings of the day plans as they stand, each with its game (../common/referees.ts) */
  referees?: RefereeStatus[];
  /** the self-check (issue 22): when it ran and what did not hold or could not be told; null before it ran */
  selfCheck?: SelfCheckStatus | null;
}

/** The self-check as the status reports it: assumption codes (docs/real-sheets.md). */
export interface SelfCheckStatus {
  /** ISO time of the run */
  at: string;
  failed: string[];
  unknown: string[];
  /** guided steps not finished yet */
  pending: string[];
}

/** A play-off match flagged on its sheet (its note cell says what). */
export interface PlayoffFlag {
  game: GroupGame;
  /** the match id the server functions take ("SF1", "III-2") */
  match: string;
  /** the match as the sheet labels it in the tournament language */
  label: string;
  /** the note, as the sheet shows it */
  note: string;
  /** "Sheet!A1" of the note */
  cell: string;
  /**
   * a result typed for another pairing (confirm or clear it), another flag (a shoot-out) to fix on
   * the sheet, or a note (or a player) still computing or showing an error: not ready, ask again
   */
  kind: 'pairing' | 'other' | 'notReady';
}

/** The flagged matches of a game's play-off (none when there is none, or it is finalized). */
function playoffFlags(ctx: SettingsCtx, game: GroupGame): PlayoffFlag[] {
  const sheet = findSheet(ctx, `bracket.${game}`);
  if (!sheet || ctx.sheets.finalized(ctx.services.app, sheet)) return [];
  const located = locateBracket(ctx, game, sheet);
  const { view, layout } = located;
  if (view.lost.length > 0 || view.disordered.length > 0) return [];
  const text = (r: { row: number; col: number }) => cellText(view.values[r.row]?.[r.col]);
  const where = (r: { row: number; col: number }) =>
    `${sheet.getName()}!${a1(view.row(r.row) ?? r.row, view.col(r.col) ?? r.col)}`;
  // Edits may not all reach the trigger (self-check): a result nobody recorded is asked about too.
  const unrecorded: PlayoffFlag[] = editsUnreliable(ctx)
    ? unrecordedResults(located).map((u) => ({
        game,
        match: u.match.id,
        label: shownId(u.match.id, ctx.lang),
        note: unrecordedNote(u, ctx.lang),
        cell: where(u.match.memA),
        kind: 'pairing',
      }))
    : [];
  const flagged = layout.matches
    .filter((m) => text(m.note) !== '')
    .map((m) => {
      const memA = text(m.memA);
      const pairing =
        memA !== '' &&
        resultTyped(view, m) &&
        (nameKey(memA) !== nameKey(text(m.a)) || nameKey(text(m.memB)) !== nameKey(text(m.b)));
      // "Loading…" or an error value in the note or a player cell is no flag yet (never a pairing to confirm).
      const notReady = [m.note, m.a, m.b].some((r) => isErrorValue(text(r)));
      return {
        game,
        match: m.id,
        label: shownId(m.id, ctx.lang),
        note: text(m.note),
        cell: `${sheet.getName()}!${a1(view.row(m.note.row) ?? m.note.row, view.col(m.note.col) ?? m.note.col)}`,
        kind: notReady ? 'notReady' : pairing ? 'pairing' : 'other',
      } satisfies PlayoffFlag;
    });
  return [...flagged, ...unrecorded];
}

function finalized(ctx: Ctx, key: SheetKey, params: Record<string, number> = {}): boolean {
  const sheet = findSheet(ctx, key, params);
  return sheet !== null && ctx.sheets.finalized(ctx.services.app, sheet);
}

/** A registration as far as it can be read (null if reading it fails: the status still answers). */
function readRegistrationOrNull(ctx: Ctx, game: GameId): ReturnType<typeof loadRegistration> | null {
  try {
    return loadRegistration(ctx, game);
  } catch {
    return null;
  }
}

/**
 * What exists so far, for the sidebar to show what is done and what is next. Reads only: one
 * metadata search, then each sheet it needs read once (values; formulas only where asked). Never
 * refuses: what it cannot tell (a sheet and its copy both carrying one identity, a sheet that
 * cannot be read) it reports in `identityProblems` and answers the rest.
 */
export function status(services: Services, given: ActionReads | null = null): ActionResult<Status> {
  // Reads only: one metadata search, each sheet read once (sheetIndex.ts `keepReads`) — or not at
  // all, when the action just ended read it after its last write (`given`).
  const base = openCtx(services, { keepReads: true, given });
  const identityProblems: ProblemView[] = [];
  const seen = new Set<string>();
  /** A lookup that turns a refusal (e.g. sheetTwice) into a problem of the status, and "not found". */
  const safely = <T>(fallback: T, body: () => T): T => {
    try {
      return body();
    } catch (error) {
      const r = refused(base, error);
      for (const p of r.problems.slice(0, 1)) {
        if (!seen.has(p.message)) identityProblems.push(p);
        seen.add(p.message);
      }
      return fallback;
    }
  };
  const ctx = base;
  const find = (key: SheetKey, params: Record<string, number> = {}) => safely(null, () => findSheet(ctx, key, params));
  const regs = new Map(ALL_GAMES.map((game) => [game, safely(null, () => readRegistrationOrNull(ctx, game))] as const));
  const games: GameStatus[] = ALL_GAMES.map((game) => {
    const reg = regs.get(game);
    return {
      game,
      registered: find(registrationKey(game)) !== null,
      drawn: game !== 'preference' && find(`draw.${game}`) !== null,
      groups: game !== 'preference' && find(`groups.${game}`) !== null,
      bracket: game !== 'preference' && find(`bracket.${game}`) !== null,
      registrants: reg?.registrants.length ?? 0,
      teams: reg?.teams.length ?? 0,
      groupsFinalized: game !== 'preference' && safely(false, () => finalized(ctx, `groups.${game}`)),
      bracketFinalized: game !== 'preference' && safely(false, () => finalized(ctx, `bracket.${game}`)),
      ...(game === 'futsal' && reg
        ? { rosters: safely([] as ProblemView[], () => rosterLines(ctx, reg).map((t) => t.line)) }
        : {}),
    };
  });
  const st = preferenceStatus(
    ctx,
    participantNames('preference', regs.get('preference')?.registrants ?? [], ctx.settings),
    ctx.settings.preference.tours,
  );
  const preference = st.data ? progress(ctx, st.data, safely) : null;
  const data: Status = {
    lang: ctx.lang,
    settings: find('settings') !== null,
    settingsProblems: problemViews(ctx, 'billiards', '', ctx.settingsProblems),
    games,
    sheets: ctx.book.getSheets().map((s) => s.getName()),
    preference,
    preferenceProblems: st.ok ? [] : st.problems,
    playoffFlags: GROUP_GAMES.flatMap((game) => safely([] as PlayoffFlag[], () => playoffFlags(ctx, game))),
    identityProblems,
    notices: safely([] as NoticeLine[], () => {
      // Only the games with a deadline to measure against; the registrations read above (one that could not be read: nobody to tell).
      const today = calendarDay(services.now(), clockZone(ctx));
      const counted = gamesToCount(ctx, today);
      if (counted.length === 0) return [];
      const notices = collectNotices(ctx, (game) => regs.get(game) ?? null, {}, counted);
      return noticeLines(ctx, noticeCounts(ctx, notices, today));
    }),
    notFinal: [],
    downloadNote: '',
    selfCheck: selfCheckStatus(ctx),
    clashes: safely([] as ProblemView[], () => clashLines(newestClashNote(ctx), ctx.lang)),
    referees: safely([] as RefereeStatus[], () => refereeStatus(ctx)),
  };
  const notFinal = safely([] as NotFinal[], () => notFinalStages(games, preference, find));
  data.notFinal = notFinal;
  data.downloadNote = downloadNote(notFinal, ctx.lang);
  const message = formatMessage('statusSummary', { sheets: data.sheets.length }, ctx.lang);
  return ok(message, [], data);
}

/** Where preference stands for the sidebar: `preferenceStatus`'s, with what is finalized. */
function progress(
  ctx: SettingsCtx,
  st: PreferenceStatusData,
  safely: <T>(fallback: T, body: () => T) => T,
): PreferenceProgress {
  return {
    tours: st.tours,
    attendance: st.attendance,
    rounds: st.rounds.map((r) => ({
      n: r.n,
      seated: r.seated,
      complete: r.complete,
      finalized: r.seated && safely(false, () => finalized(ctx, 'pref.tour', { n: r.n })),
      tables: r.tables,
      completeTables: r.completeTables,
    })),
    final: {
      seated: st.final.seated,
      complete: st.final.complete,
      finalized: safely(false, () => finalized(ctx, 'pref.final')),
    },
    standingsFinalized: safely(false, () => finalized(ctx, 'pref.standings')),
    next: st.next,
  };
}

/** The self-check's verdicts for the sidebar (no call: the note came with the sheet index). */
function selfCheckStatus(ctx: Ctx): SelfCheckStatus | null {
  const note = selfCheckNote(ctx.sheets);
  if (!note) return null;
  const ids = (v: string) =>
    Object.entries(note.verdicts)
      .filter(([, x]) => x === v)
      .map(([id]) => id);
  return {
    at: new Date(note.at).toISOString(),
    failed: ids('failed'),
    unknown: ids('unknown'),
    pending: ids('pending'),
  };
}
