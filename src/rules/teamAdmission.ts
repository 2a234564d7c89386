/**
 * More futsal teams than places (Art. 2 item 5 applies to every tournament; Art. 5 item 1 and the
 * setting `futsal.maxTeams`): as in the individual games (./admission.ts), the committee decides who
 * plays — a proposal it confirms, never a hard error. The teams list carries the committee's decision
 * on each team's application (admitted / not admitted). `planTeamAdmission` proposes the admitted
 * list: the teams decided "admitted", then the undecided ones by priority while places are left; the
 * rest are left out, for the committee to confirm. A team decided "not admitted" does not play: it is
 * neither drawn nor checked for its list.
 *
 * Priority (Art. 2 item 5: "в зависимости от времени регистрации … и/или … принадлежности к
 * акционерам, членам и партнерам Биржи"): the teams list records no affiliation of an organisation,
 * so a team's priority is its application's time alone — in time before late (against the futsal
 * deadline), then by the day it applied (an undated one after the dated ones), then the list's order
 * (`byPriority`, the same order as the individual games').
 */
import { applicationDeadline } from './applicationDates';
import { byPriority, type Ranked } from './admission';
import { nameKey } from './names';
import type { TeamEntry } from './registrationTypes';
import type { Problem, Settings } from './settingTypes';

export interface TeamAdmissionPlan {
  /** the teams at most (`futsal.maxTeams`) */
  max: number;
  /** teams decided "admitted", in list order */
  admitted: TeamEntry[];
  /** undecided teams the proposal admits, and those it leaves out, in priority order */
  proposed: TeamEntry[];
  leftOut: TeamEntry[];
  /** teams decided "not admitted": they do not play */
  notAdmitted: TeamEntry[];
  /** who plays as things stand (admitted and proposed), in list order */
  participants: TeamEntry[];
  /** the undecided teams exceed the places left: the committee decides (confirms the proposal) */
  needsDecision: boolean;
  problems: Problem[];
}

/** A team as the priority sees it: no affiliation is recorded for an organisation. */
function ranked(t: TeamEntry): Ranked {
  return { affiliation: null, row: t.row, applied: t.applied ?? null };
}

/** At most this many names in a message (the sidebar lists them all). */
const NAMES_IN_MESSAGE = 10;

/**
 * The admitted teams as the teams list stands (each team once, by `nameKey`; teams with no name are
 * not teams). Problems: more teams decided "admitted" than places (on the first row over), and
 * undecided teams left out (the committee's decision is needed: it blocks the draw until made).
 */
export function planTeamAdmission(teams: readonly TeamEntry[], settings: Settings): TeamAdmissionPlan {
  const max = settings.futsal.maxTeams;
  const seen = new Set<string>();
  const listed = teams.filter((t) => {
    const key = nameKey(t.team);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const admitted = listed.filter((t) => t.admission === 'admitted');
  const notAdmitted = listed.filter((t) => t.admission === 'notAdmitted');
  const open = listed.filter((t) => !t.admission);
  const deadline = applicationDeadline('futsal', settings);
  const sorted = [...open].sort((a, b) => byPriority(ranked(a), ranked(b), deadline));
  const problems: Problem[] = [];
  const over = admitted[max];
  let proposed: TeamEntry[] = [];
  let leftOut: TeamEntry[] = sorted;
  if (over)
    problems.push({
      severity: 'error',
      code: 'regTeamsAdmittedOver',
      params: { max, found: admitted.length },
      row: over.row,
      field: 'teams.admission',
    });
  else {
    proposed = sorted.slice(0, max - admitted.length);
    leftOut = sorted.slice(max - admitted.length);
  }
  const needsDecision = !over && leftOut.length > 0;
  if (needsDecision) {
    const names =
      leftOut
        .slice(0, NAMES_IN_MESSAGE)
        .map((t) => t.team)
        .join(', ') + (leftOut.length > NAMES_IN_MESSAGE ? ', …' : '');
    problems.push({
      severity: 'error',
      code: 'regTeamsOverPlaces',
      params: { max, found: admitted.length + open.length, leftOut: leftOut.length, names },
    });
  }
  const playing = new Set([...admitted, ...proposed]);
  return {
    max,
    admitted,
    proposed,
    leftOut,
    notAdmitted,
    participants: listed.filter((t) => playing.has(t)),
    needsDecision,
    problems,
  };
}
