/**
 * The preference actions as the server API has them: each checks its arguments (before the lock,
 * before any sheet is read: the tour number a whole number 1…tours, the options an object or
 * nothing), checks the registration (the players, registration order, display names) and reads
 * the settings, then hands over to the action of the same name in ./prepareAttendance.ts,
 * ./seatTour.ts or ./seatFinal.ts, which takes the players and the settings as arguments (and
 * compares the names the sheets recorded with them: ../common/preferencePlayers.ts
 * `renamedRefusal`); where the tournament stands is read by ../common/preferenceStatus.ts.
 */
import { formatMessage } from '../../i18n/format';
import { participantNames } from '../../rules/admission';
import { problem, refused, type ActionResult, type Ctx } from '../context';
import type { Services } from '../gas';
import { loadRegistration } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg, type Refusal } from '../common/args';
import { check } from '../common/registrationCheck';
import { refuse, type SettingsCtx } from '../common/results';
import { seedOption } from '../common/seed';
import * as attendanceAction from './prepareAttendance';
import * as finalAction from './seatFinal';
import * as statusAction from '../common/preferenceStatus';
import * as tourAction from './seatTour';

export interface PreferenceOptions {
  /** tour 1: a seed to reproduce a recorded draw */
  seed?: number | string;
  /** the committee has seen the registration warnings and goes on */
  acceptWarnings?: boolean;
  /** the final: the committee's pick among players tied for the last seat(s), and why */
  pick?: string[];
  pickReason?: string;
}

/** The options as checked (../common/args.ts): an object with the keys of PreferenceOptions only, or nothing. */
type CheckedOptions = Exclude<ReturnType<typeof argSchemas>['preference']['_zod']['output'], null | undefined>;

/** Options must be an object of known keys and values, or nothing (`undefined`, `null`); anything else is refused, described. */
function checkOptions(ctx: Ctx, options: unknown): { options: CheckedOptions } | Refusal {
  const r = parseArg(ctx, argSchemas().preference, options);
  return 'refusal' in r ? r : { options: r.data ?? {} };
}

/** A tour number: a whole number from 1 to `tours` (a text "2" is not one); refused as `prefBadTour`, the value described. */
function tourRefusal(ctx: Ctx, n: unknown, tours: number): ActionResult<never> | null {
  if (typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= tours) return null;
  const p = problem(ctx, 'error', 'prefBadTour', { found: n, tours });
  return refuse(p.message, [p]);
}

/** The preference players (registration order, display names) once the check passes. */
function preferencePlayers(ctx: SettingsCtx, options: CheckedOptions): { players: string[] } | Refusal {
  const c = check(ctx, 'preference');
  if (c.errors > 0)
    return { refusal: refuse(formatMessage('checkBlocks', { errors: c.errors }, ctx.lang), c.problems) };
  if (c.warnings > 0 && !options.acceptWarnings) {
    const refusal: ActionResult<never> = {
      ok: false,
      message: formatMessage('confirmWarnings', { warnings: c.warnings }, ctx.lang),
      problems: c.problems,
      sheets: [],
      needsConfirmation: true,
    };
    return { refusal };
  }
  return { players: c.names };
}

/** The attendance sheet: one checkbox per player and tour for an announced absence (Art. 16 item 4). */
export function prepareAttendance(services: Services, given?: unknown): ActionResult<attendanceAction.AttendanceData> {
  const ctx = openCtx(services);
  const o = checkOptions(ctx, given);
  if ('refusal' in o) return o.refusal;
  const p = preferencePlayers(ctx, o.options);
  if ('refusal' in p) return p.refusal;
  return attendanceAction.prepareAttendance(ctx, p.players, ctx.settings.preference.tours);
}

/**
 * Seats tour `n`: tour 1 by a recorded random draw, later tours by the standings after the tour
 * before, which must be complete (Art. 17 items 3–4); the announced absentees are not seated.
 */
export function seatTour(services: Services, n: unknown, given?: unknown): ActionResult<tourAction.SeatTourData> {
  const ctx = openCtx(services);
  const s = ctx.settings.preference;
  const o = checkOptions(ctx, given);
  if ('refusal' in o) return o.refusal;
  const bad = tourRefusal(ctx, n, s.tours);
  if (bad) return bad;
  let seed: number | undefined;
  try {
    seed = seedOption(o.options.seed);
  } catch (error) {
    return refused(ctx, error);
  }
  const p = preferencePlayers(ctx, o.options);
  if ('refusal' in p) return p.refusal;
  return tourAction.seatTour(ctx, n as number, p.players, {
    tours: s.tours,
    pool: s.pool,
    minutes: s.tourMinutes,
    ...(seed === undefined ? {} : { seed }),
  });
}

/** The final table: the top of the standings after the last tour, without anyone who missed it (Art. 17 item 5). */
export function seatFinal(services: Services, given?: unknown): ActionResult<finalAction.SeatFinalData> {
  const ctx = openCtx(services);
  const o = checkOptions(ctx, given);
  if ('refusal' in o) return o.refusal;
  const { pick, pickReason } = o.options;
  const p = preferencePlayers(ctx, o.options);
  if ('refusal' in p) return p.refusal;
  const s = ctx.settings.preference;
  // Names are text, or a number typed as a name (the schema refuses anything else, described).
  return finalAction.seatFinal(ctx, p.players, {
    tours: s.tours,
    pool: s.finalPool,
    size: s.finalTable,
    ...(pick ? { pick: pick.map(String) } : {}),
    ...(typeof pickReason === 'string' ? { pickReason } : {}),
  });
}

/** Which tours are seated and complete, the standings so far and the final (read only). */
export function preferenceStatus(services: Services): ActionResult<statusAction.PreferenceStatusData> {
  const ctx = openCtx(services);
  const reg = loadRegistration(ctx, 'preference');
  return statusAction.preferenceStatus(
    ctx,
    participantNames('preference', reg.registrants, ctx.settings),
    ctx.settings.preference.tours,
  );
}
