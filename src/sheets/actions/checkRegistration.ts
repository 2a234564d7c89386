/** The registration check action: every problem of a game's registration and of the settings (the check itself: `check` of ../common/registrationCheck.ts). */
import { formatMessage } from '../../i18n/format';
import type { GameId } from '../../rules/registration';
import type { ActionResult } from '../context';
import type { Services } from '../gas';
import { openCtx } from '../kinds/settingsSheet';
import { admissionToken, check, teamAdmissionToken, type Checked } from '../common/registrationCheck';
import { isGame, unknownGame } from '../common/games';

/**
 * The admitted list the check proposes when applications exceed the places left (Art. 2 item 5),
 * for the committee to confirm (`confirmAdmission` with `token`).
 */
export interface AdmissionProposal {
  /** places for applications, the participants at most, the committee's own places */
  places: number;
  max: number;
  seats: number;
  /** applications already decided "admitted" */
  admitted: number;
  /** undecided applications the proposal admits, and those it leaves out, by priority (names as on the sheets) */
  admit: string[];
  leftOut: string[];
  /** what the committee confirms: the same proposal, or a refusal if the registration changed since */
  token: number;
}

export interface CheckData {
  game: GameId;
  registered: number;
  /** who plays as things stand (the individual games: the admitted list) */
  participants: number;
  errors: number;
  warnings: number;
  /** only when undecided applications exceed the places left */
  admission?: AdmissionProposal;
}

export function proposalOf(c: Checked): AdmissionProposal | undefined {
  const teams = c.teamAdmission;
  if (teams?.needsDecision)
    // More futsal teams than places (Art. 2 item 5): no places of the committee's own.
    return {
      places: teams.max,
      max: teams.max,
      seats: 0,
      admitted: teams.admitted.length,
      admit: teams.proposed.map((t) => t.team),
      leftOut: teams.leftOut.map((t) => t.team),
      token: teamAdmissionToken(teams),
    };
  const plan = c.admission;
  if (!plan || !plan.needsDecision) return undefined;
  const names = (list: typeof plan.proposed) => list.map((r) => c.shown.get(r) ?? '');
  return {
    places: plan.places,
    max: plan.max,
    seats: plan.seats,
    admitted: plan.admitted.length,
    admit: names(plan.proposed),
    leftOut: names(plan.leftOut),
    token: admissionToken(plan, c.shown),
  };
}

/** Lists every problem of a game's registration (and of the settings) before anything is generated. */
export function checkRegistration(services: Services, game: unknown): ActionResult<CheckData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  const c = check(ctx, game);
  const registered = c.shown.size;
  const admission = proposalOf(c);
  const data: CheckData = {
    game,
    registered,
    participants: c.registrants.length,
    errors: c.errors,
    warnings: c.warnings,
    ...(admission ? { admission } : {}),
  };
  const message = formatMessage(
    'checkSummary',
    { count: registered, errors: c.errors, warnings: c.warnings },
    ctx.lang,
  );
  return { ok: c.errors === 0, message, problems: c.problems, sheets: [], data };
}
