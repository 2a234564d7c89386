/**
 * Which server function a step's button calls, with which arguments (pure). The confirmation
 * of warnings repeats the same call with `acceptWarnings: true` (and a draw with the seed that
 * was shown, so exactly that draw is written).
 */
import type { SidebarKey } from '../../src/i18n/messages-ui';
import { rulingCall, type RulingForm } from './rulings';
import type { ServerFunction } from './rpc';
import type { GameId, StepAction } from './steps';

export type Lang = 'en' | 'ru' | 'kk';

export interface Request {
  action: StepAction;
  game: GameId | null;
  tour?: number;
  /** setup: the language chosen (only used before the settings sheet exists) */
  lang?: Lang;
  /** draw, seat tour 1: what was typed into the seed box ("" = none) */
  seed?: string;
  /** withdraw, correct-name: the name typed (as it is on the sheets) */
  player?: string;
  /** correct-name: the corrected parts (a person) or team (futsal) */
  to?: { surname?: string; name?: string; patronymic?: string; team?: string };
  /** correct-name: the committee's decision, why and who decides */
  decision?: { reason: string; by: string };
  /** resolve-confirm / resolve-clear: the play-off match ("SF1", "III-2") */
  match?: string;
  /** ruling: the rulings box as filled (checked with rulingCheck first) */
  ruling?: RulingForm;
  /** seat-final after a tie at the last final seat: the committee's pick among the tied, and why */
  pick?: string[];
  pickReason?: string;
  /** admit: the proposal's token as the check returned it (the server refuses a changed proposal) */
  token?: number;
  acceptWarnings?: boolean;
}

export interface ServerCall {
  fn: ServerFunction;
  args: unknown[];
}

function options(r: Request, seed: boolean): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  const s = (r.seed ?? '').trim();
  if (seed && s !== '') o.seed = s;
  if (r.acceptWarnings) o.acceptWarnings = true;
  if (r.pick) {
    o.pick = r.pick.slice();
    o.pickReason = (r.pickReason ?? '').trim();
  }
  return o;
}

export function serverCall(r: Request): ServerCall {
  const game = r.game ?? '';
  switch (r.action) {
    case 'setup':
      return { fn: 'serverSetup', args: r.lang ? [r.lang] : [] };
    case 'check':
      return { fn: 'serverCheckRegistration', args: [game] };
    case 'admit':
      return { fn: 'serverConfirmAdmission', args: [game, r.token ?? null] };
    case 'draw':
      return { fn: 'serverDraw', args: [game, options(r, true)] };
    case 'groups':
      return { fn: 'serverGenerateGroups', args: [game] };
    case 'bracket':
      return { fn: 'serverGenerateBracket', args: [game] };
    case 'day-plan':
      return { fn: 'serverDayPlan', args: [game] };
    case 'no-shows':
      return { fn: 'serverNoShows', args: [game] };
    case 'notices':
      return { fn: 'serverNotices', args: [] };
    case 'week':
      return { fn: 'serverWeek', args: [] };
    case 'board':
      return { fn: 'serverBoard', args: [] };
    case 'queue':
      return { fn: 'serverQueue', args: [game] };
    case 'finalize-groups':
      return { fn: 'serverFinalizeStage', args: [game, 'groups'] };
    case 'finalize-bracket':
      return { fn: 'serverFinalizeStage', args: [game, 'bracket'] };
    case 'withdraw':
      return { fn: 'serverWithdraw', args: [game, (r.player ?? '').trim()] };
    case 'attendance':
      return { fn: 'serverPrepareAttendance', args: [options(r, false)] };
    case 'seat-tour':
      return { fn: 'serverSeatTour', args: [r.tour ?? 0, options(r, r.tour === 1)] };
    case 'finalize-tour':
      return { fn: 'serverFinalizeStage', args: ['preference', 'tour', r.tour ?? 0] };
    case 'seat-final':
      return { fn: 'serverSeatFinal', args: [options(r, false)] };
    case 'finalize-final':
      return { fn: 'serverFinalizeStage', args: ['preference', 'final'] };
    case 'finalize-standings':
      return { fn: 'serverFinalizeStage', args: ['preference', 'standings'] };
    case 'correct-name': {
      const to = r.to ?? {};
      const clean = (v: string | undefined) => (v ?? '').trim();
      const parts =
        game === 'futsal'
          ? { team: clean(to.team) }
          : { surname: clean(to.surname), name: clean(to.name), patronymic: clean(to.patronymic) };
      const decision = { reason: clean(r.decision?.reason), by: clean(r.decision?.by) };
      return { fn: 'serverCorrectName', args: [game, (r.player ?? '').trim(), parts, decision] };
    }
    case 'resolve-confirm':
      return { fn: 'serverPlayoffResolve', args: [game, r.match ?? '', 'confirm'] };
    case 'resolve-clear':
      return { fn: 'serverPlayoffResolve', args: [game, r.match ?? '', 'clear'] };
    case 'resolve-flags':
      // not a button (the flags' own buttons answer them): reading the status again is all it could mean
      return { fn: 'serverStatus', args: [] };
    case 'ruling':
      // the rulings box always sends its form; without one the server refuses the empty arguments
      return r.ruling ? rulingCall(r.ruling) : { fn: 'serverPrefNotAdmitted', args: [null, '', ''] };
  }
}

/**
 * The request that confirms the warnings of a refused one: the same, with acceptWarnings; a draw
 * keeps the seed the refusal reports (`data.seed`), so the confirmed draw is the one shown.
 */
export function confirmation(r: Request, data: unknown): Request {
  const next: Request = { ...r, acceptWarnings: true };
  if (r.action === 'draw' && data && typeof data === 'object' && 'seed' in data) {
    const seed = (data as { seed: unknown }).seed;
    if (typeof seed === 'number' || typeof seed === 'string') next.seed = String(seed);
  }
  return next;
}

/** The tournament language of a browser locale, until the server says ("ru*", "kk*", else English). */
export function langOf(locale: unknown): Lang {
  const tag = typeof locale === 'string' ? locale.toLowerCase() : '';
  if (tag.startsWith('ru')) return 'ru';
  if (tag.startsWith('kk')) return 'kk';
  return 'en';
}

const STEP_KEYS: Record<StepAction, SidebarKey> = {
  setup: 'setup',
  check: 'check',
  draw: 'draw',
  groups: 'groups',
  bracket: 'bracket',
  'finalize-groups': 'finalizeGroups',
  'finalize-bracket': 'finalizeBracket',
  withdraw: 'withdraw',
  attendance: 'attendance',
  'seat-tour': 'seatTour',
  'finalize-tour': 'finalizeTour',
  'seat-final': 'seatFinal',
  'finalize-final': 'finalizeFinal',
  'finalize-standings': 'finalizeStandings',
  'correct-name': 'correctName',
  'day-plan': 'dayPlan',
  'no-shows': 'noShows',
  notices: 'notices',
  week: 'week',
  board: 'board',
  queue: 'queue',
  'resolve-confirm': 'resolveConfirm',
  'resolve-clear': 'resolveClear',
  'resolve-flags': 'resolveFlags',
  ruling: 'rulingButton',
  admit: 'admitConfirm',
};

/**
 * The words of a step's button. Billiards calls its play-off a net (its sheet is "Billiards net",
 * Art. 11), so its steps say so; the other games say play-off, as their sheets do.
 */
export function stepTextKey(action: StepAction, game: GameId | null): SidebarKey {
  if (game === 'billiards' && action === 'bracket') return 'bracketNet';
  if (game === 'billiards' && action === 'finalize-bracket') return 'finalizeNet';
  return STEP_KEYS[action];
}

/** The label of the name box of a withdrawal: a team in futsal, a player elsewhere. */
export function withdrawLabelKey(game: GameId | null): SidebarKey {
  if (game === 'futsal') return 'withdrawLabelTeam';
  if (game === 'preference') return 'withdrawLabelPref';
  return 'withdrawLabel';
}

/** The admitted list a check proposes (`data.admission` of serverCheckRegistration), or null. */
export function proposalOf(data: unknown): { token: number; leftOut: string[] } | null {
  const a = data && typeof data === 'object' ? (data as { admission?: unknown }).admission : undefined;
  if (!a || typeof a !== 'object') return null;
  const { token, leftOut } = a as { token?: unknown; leftOut?: unknown };
  if (typeof token !== 'number' || !Array.isArray(leftOut)) return null;
  return { token, leftOut: leftOut.map(String) };
}
