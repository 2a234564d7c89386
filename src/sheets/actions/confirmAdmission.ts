/**
 * The committee confirms the admitted list the check proposed (Art. 2 item 5): its decision is
 * written on the registration, "admitted" beside the applications the proposal admits and "not
 * admitted" beside those it leaves out, each into its empty decision cell. Decisions already there
 * (typed by the committee, or confirmed before) are kept and were part of the proposal; a decision
 * cell holding anything else refuses the whole confirmation, naming it. Refused too when the
 * registration changed since the check showed the proposal (its token differs), and while someone
 * is entered twice (he would take two places).
 */
import { formatMessage } from '../../i18n/format';
import { ADMISSION_WORDS, planAdmission, type AdmissionPlan } from '../../rules/admission';
import { fail } from '../../rules/errors';
import {
  checkRegistration as checkList,
  displayNames,
  REGISTRATION_FIELDS,
  TEAM_LIST_FIELDS,
} from '../../rules/registration';
import { planTeamAdmission } from '../../rules/teamAdmission';
import type { MessageCode } from '../../i18n/messages';
import { cellText, nameFor, problem, withLock, writeCells, type ActionResult, type CellWrite } from '../context';
import type { Services, SheetLike } from '../gas';
import { loadRegistration, registrationKey, teamListCol, type Registration } from '../kinds/registrationSheet';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg } from '../common/args';
import { admissionToken, problemViews, teamAdmissionToken } from '../common/registrationCheck';
import { isGame, unknownGame } from '../common/games';
import { ok, refuse, type SettingsCtx } from '../common/results';

export interface AdmissionData {
  /** the names written "admitted" and "not admitted" now */
  admitted: string[];
  leftOut: string[];
}

/**
 * More futsal teams than places (Art. 2 item 5): the committee's decision on the teams the proposal
 * names, written into the teams list's decision column (empty cells only), as for the individual
 * games.
 */
function confirmTeams(ctx: SettingsCtx, reg: Registration, token: unknown): ActionResult<AdmissionData> {
  const no = (code: MessageCode, params: Record<string, unknown> = {}) => {
    const p = problem(ctx, 'error', code, params);
    return refuse<AdmissionData>(p.message, [p]);
  };
  if (reg.missing.includes('team:admission')) return no('admissionNoColumn', { sheet: reg.sheet });
  const plan = planTeamAdmission(reg.teams, ctx.settings);
  if (!plan.needsDecision) return no('admissionNothing', { places: plan.max, participants: plan.participants.length });
  if (token !== undefined && token !== null && token !== '' && Number(token) !== teamAdmissionToken(plan))
    return no('admissionChanged');
  const col = teamListCol('futsal') + TEAM_LIST_FIELDS.findIndex((f) => f.key === 'admission');
  const sheet = ctx.sheets.get(registrationKey('futsal')) as SheetLike;
  const decided = [
    ...plan.proposed.map((t) => ({ t, word: ADMISSION_WORDS.admitted[ctx.lang] })),
    ...plan.leftOut.map((t) => ({ t, word: ADMISSION_WORDS.notAdmitted[ctx.lang] })),
  ];
  // Nothing typed is overwritten (a cell holding what is not a decision is the committee's to correct).
  const typed = decided
    .filter(({ t }) => cellText(reg.valueAt(t.row, col)) !== '')
    .map(({ t }) => reg.cellAt(t.row, col));
  if (typed.length > 0) fail('wouldOverwrite', { cells: typed.join(', '), count: typed.length, list: typed });
  writeCells(
    decided.map(({ t, word }) => {
      const at = reg.posAt(t.row, col);
      return { sheet, row: at.row, col: at.col, values: [word], before: [reg.valueAt(t.row, col)] };
    }),
  );
  const data: AdmissionData = { admitted: plan.proposed.map((t) => t.team), leftOut: plan.leftOut.map((t) => t.team) };
  return ok(
    formatMessage(
      'admissionDone',
      { admitted: data.admitted.length, leftOut: data.leftOut.length, sheet: reg.sheet },
      ctx.lang,
    ),
    [reg.sheet],
    data,
  );
}

/**
 * Writes the committee's decision on the applications the check's proposal names (billiards,
 * backgammon, preference; futsal: the teams). `token` is the proposal's as the check returned it (omitted: the
 * proposal as it stands now).
 */
export function confirmAdmission(services: Services, game: unknown, token?: unknown): ActionResult<AdmissionData> {
  const ctx = openCtx(services);
  if (!isGame(game)) return unknownGame(ctx, game);
  // the token the check returned (a whole number), or nothing; "abc" or an object is refused, not taken for "changed"
  const given = parseArg(ctx, argSchemas().token, token);
  if ('refusal' in given) return given.refusal;
  return withLock(ctx, () => {
    const reg = loadRegistration(ctx, game);
    if (!reg.found) {
      const p = problem(ctx, 'error', 'noRegistrationSheet', { sheet: nameFor(ctx, registrationKey(game)) });
      return refuse(p.message, [p]);
    }
    if (game === 'futsal') return confirmTeams(ctx, reg, token);
    if (reg.missing.includes('f:admission')) {
      const p = problem(ctx, 'error', 'admissionNoColumn', { sheet: reg.sheet });
      return refuse(p.message, [p]);
    }
    const plan: AdmissionPlan = planAdmission(game, reg.registrants, ctx.settings);
    if (!plan.needsDecision) {
      const p = problem(ctx, 'error', 'admissionNothing', {
        places: plan.places,
        participants: plan.participants.length,
      });
      return refuse(p.message, [p]);
    }
    // The same person entered twice would take two places: the repeat goes first.
    const twice = checkList(game, reg.registrants, ctx.settings).filter(
      (p) => p.code === 'regDuplicatePerson' || p.code === 'regLookAlikePerson',
    );
    if (twice.length > 0) {
      const p = problem(ctx, 'error', 'admissionDuplicates', { count: twice.length });
      return refuse(p.message, [p, ...problemViews(ctx, game, reg.sheet, twice, reg.cellAt)]);
    }
    const names = displayNames(reg.registrants);
    const shown = new Map(reg.registrants.map((r, i) => [r, names[i] as string]));
    if (token !== undefined && token !== null && token !== '' && Number(token) !== admissionToken(plan, shown)) {
      const p = problem(ctx, 'error', 'admissionChanged');
      return refuse(p.message, [p]);
    }
    const col = REGISTRATION_FIELDS[game].findIndex((f) => f.key === 'admission');
    const sheet = ctx.sheets.get(registrationKey(game)) as SheetLike;
    const decided = [
      ...plan.proposed.map((r) => ({ r, word: ADMISSION_WORDS.admitted[ctx.lang] })),
      ...plan.leftOut.map((r) => ({ r, word: ADMISSION_WORDS.notAdmitted[ctx.lang] })),
    ];
    // Nothing typed is overwritten: a decision cell that holds what is not a decision (an unreadable
    // word, an error value) is the committee's to correct first.
    const typed = decided
      .filter(({ r }) => cellText(reg.valueAt(r.row, col)) !== '')
      .map(({ r }) => reg.cellAt(r.row, col));
    if (typed.length > 0) fail('wouldOverwrite', { cells: typed.join(', '), count: typed.length, list: typed });
    const writes: CellWrite[] = decided.map(({ r, word }) => {
      const at = reg.posAt(r.row, col);
      return { sheet, row: at.row, col: at.col, values: [word], before: [reg.valueAt(r.row, col)] };
    });
    writeCells(writes);
    const data: AdmissionData = {
      admitted: plan.proposed.map((r) => shown.get(r) ?? ''),
      leftOut: plan.leftOut.map((r) => shown.get(r) ?? ''),
    };
    return ok(
      formatMessage(
        'admissionDone',
        { admitted: data.admitted.length, leftOut: data.leftOut.length, sheet: reg.sheet },
        ctx.lang,
      ),
      [reg.sheet],
      data,
    );
  });
}
