/** The status action: what exists so far, for the sidebar to show what is done and what is next. */
import { formatMessage } from '../../i18n/format';
import type { SheetKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { displayNames, type GameId } from '../../rules/registration';
import { isFinalized } from '../apply';
import { findSheet, type ActionResult, type Ctx, type ProblemView } from '../context';
import type { Services } from '../gas';
import { loadRegistration, registrationKey } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { ALL_GAMES, ok, problemViews } from './common';
import { preferenceStatus, type PreferenceStatusData } from './preferenceStatus';

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
}

function finalized(ctx: Ctx, key: SheetKey, params: Record<string, number> = {}): boolean {
  const sheet = findSheet(ctx, key, params);
  return sheet !== null && isFinalized(ctx.services.app, sheet);
}

/** A registration as far as it can be read (null if reading it fails: the status still answers). */
function readRegistrationOrNull(ctx: Ctx, game: GameId): ReturnType<typeof loadRegistration> | null {
  try {
    return loadRegistration(ctx, game);
  } catch {
    return null;
  }
}

/** What exists so far, for the sidebar to show what is done and what is next. Reads only. */
export function status(services: Services): ActionResult<Status> {
  const ctx = openCtx(services);
  const regs = new Map(ALL_GAMES.map((game) => [game, readRegistrationOrNull(ctx, game)] as const));
  const games: GameStatus[] = ALL_GAMES.map((game) => {
    const reg = regs.get(game);
    return {
      game,
      registered: findSheet(ctx, registrationKey(game)) !== null,
      drawn: game !== 'preference' && findSheet(ctx, `draw.${game}`) !== null,
      groups: game !== 'preference' && findSheet(ctx, `groups.${game}`) !== null,
      bracket: game !== 'preference' && findSheet(ctx, `bracket.${game}`) !== null,
      registrants: reg?.registrants.length ?? 0,
      teams: reg?.teams.length ?? 0,
      groupsFinalized: game !== 'preference' && finalized(ctx, `groups.${game}`),
      bracketFinalized: game !== 'preference' && finalized(ctx, `bracket.${game}`),
    };
  });
  const tours = ctx.settings.preference.tours;
  const st = preferenceStatus(ctx, displayNames(regs.get('preference')?.registrants ?? []), tours);
  const preference: PreferenceProgress | null = st.data
    ? {
        tours: st.data.tours,
        attendance: st.data.attendance,
        rounds: st.data.rounds.map((r) => ({
          n: r.n,
          seated: r.seated,
          complete: r.complete,
          finalized: r.seated && finalized(ctx, 'pref.tour', { n: r.n }),
          tables: r.tables,
          completeTables: r.completeTables,
        })),
        final: { seated: st.data.final.seated, complete: st.data.final.complete, finalized: finalized(ctx, 'pref.final') },
        standingsFinalized: finalized(ctx, 'pref.standings'),
        next: st.data.next,
      }
    : null;
  const data: Status = {
    lang: ctx.lang,
    settings: findSheet(ctx, 'settings') !== null,
    settingsProblems: problemViews(ctx, 'billiards', '', ctx.settingsProblems),
    games,
    sheets: ctx.book.getSheets().map((s) => s.getName()),
    preference,
    preferenceProblems: st.ok ? [] : st.problems,
  };
  const message = formatMessage('statusSummary', { sheets: data.sheets.length }, ctx.lang);
  return ok(message, [], data);
}
