/**
 * The futsal list (Art. 5, Art. 6, Art. 8 item 3): the teams — those of the teams list and those
 * the roster rows name, each with the committee's strength order — and each team's roster.
 */
import { exactKey, nameKey } from './names';
import { teamOrganisation, worksFor } from './organisations';
import { fullName } from './people';
import type { Registrant, TeamEntry } from './registrationTypes';
import { checkGroupFit, letters } from './registrationList';
import type { Problem, Settings } from './settingTypes';
import { planTeamAdmission } from './teamAdmission';

/**
 * The teams of the teams list, by nameKey (a look-alike spelling is the same team listed twice), each
 * strength given once (Art. 8 item 3: the committee's order).
 */
function listTeams(teamList: readonly TeamEntry[], problems: Problem[]): Map<string, TeamEntry> {
  const listed = new Map<string, TeamEntry>();
  const strengths = new Map<number, TeamEntry>();
  for (const t of teamList) {
    const key = nameKey(t.team);
    if (!key) continue;
    const first = listed.get(key);
    if (first) {
      // A team is known by its nameKey: a look-alike spelling is the same team listed twice.
      if (exactKey(first.team) === exactKey(t.team)) {
        problems.push({
          severity: 'error',
          code: 'regDuplicateTeam',
          params: { team: t.team, first: first.row + 1 },
          row: t.row,
          field: 'teams.team',
        });
      } else {
        problems.push({
          severity: 'error',
          code: 'regLookAlikeTeam',
          params: {
            team: t.team,
            other: first.team,
            entry: t.row + 1,
            first: first.row + 1,
            letters: letters(t.team, first.team),
          },
          row: t.row,
          field: 'teams.team',
        });
      }
      continue;
    }
    listed.set(key, t);
    if (t.strength === null) continue;
    const same = strengths.get(t.strength);
    if (same) {
      problems.push({
        severity: 'error',
        code: 'regSameStrength',
        params: { team: t.team, other: same.team, strength: t.strength },
        row: t.row,
        field: 'teams.strength',
      });
    } else strengths.set(t.strength, t);
  }

  return listed;
}

/**
 * The problems of one team's own list (Art. 6 item 1: its size, main roster, goalkeeper and
 * substitutes; no player yet). Art. 6 item 2 lets a team hand in its list before its own first
 * match, and the draw is of teams (Art. 8 item 3: by their strength order): such a problem does not
 * stop the draw of every team — it is the team's to put right before it plays, and the status and
 * the day plan say which team's list is not complete (issue 24 item 15). The employer warnings stay
 * as they are (the committee may refuse a player, Art. 6 item 2).
 */
export const ROSTER_CODES: ReadonlySet<string> = new Set([
  'regTooManyMain',
  'regTwoGoalkeepers',
  'regTooManyField',
  'regTooManySubstitutes',
  'regRosterTooBig',
  'regFewMain',
  'regNoGoalkeeper',
  'regTeamNoPlayers',
]);

/** The team whose own list `p` is about (`ROSTER_CODES`), else null. */
export function rosterTeam(p: Problem): string | null {
  const team = p.params.team;
  return ROSTER_CODES.has(p.code) && typeof team === 'string' ? team : null;
}

/** One team's roster: its strength given, its size, its main five and goalkeeper, employers, substitutes (Art. 5, 6). */
function checkRoster(
  roster: readonly Registrant[],
  entry: TeamEntry | undefined,
  s: Settings['futsal'],
  problems: Problem[],
): void {
  const team = (roster[0] as Registrant).team as string;
  if (!entry) {
    problems.push({
      severity: 'error',
      code: 'regNoStrength',
      params: { team },
      row: (roster[0] as Registrant).row,
      field: 'team',
    });
  }
  const over = roster[s.maxRoster];
  if (over)
    problems.push({
      severity: 'error',
      code: 'regRosterTooBig',
      params: { team, found: roster.length, max: s.maxRoster },
      row: over.row,
      field: 'team',
    });
  checkMainRoster(team, roster, s.maxMain, problems);
  checkEmployers(team, entry?.organisation ?? '', roster, problems);
  // Art. 6 item 1: 5 main and 5 substitutes — a short main roster does not make room for more substitutes.
  const maxSubstitutes = Math.max(0, s.maxRoster - s.maxMain);
  const substitutes = roster.filter((r) => r.role === 'substitute');
  const overSub = substitutes[maxSubstitutes];
  if (overSub) {
    problems.push({
      severity: 'error',
      code: 'regTooManySubstitutes',
      params: { team, found: substitutes.length, max: maxSubstitutes },
      row: overSub.row,
      field: 'role',
    });
  }
}

export function checkFutsal(
  registrants: readonly Registrant[],
  settings: Settings,
  teamList: readonly TeamEntry[],
  problems: Problem[],
): void {
  const s = settings.futsal;

  // Teams: those of the list, and those players name; a team is known by its nameKey.
  const listed = listTeams(teamList, problems);

  const rosters = new Map<string, Registrant[]>();
  for (const r of registrants) {
    const key = nameKey(r.team ?? '');
    if (!key) continue;
    rosters.set(key, [...(rosters.get(key) ?? []), r]);
  }

  // More teams than places: the committee decides who plays (Art. 2 item 5); a team decided "not
  // admitted" does not play, and its list is not checked.
  const admission = planTeamAdmission([...listed.values()], settings);
  problems.push(...admission.problems);
  const out = new Set(admission.notAdmitted.map((t) => nameKey(t.team)));
  for (const [key, roster] of rosters) if (!out.has(key)) checkRoster(roster, listed.get(key), s, problems);
  for (const [key, entry] of listed) {
    if (out.has(key)) continue;
    if (entry.strength === null)
      problems.push({
        severity: 'error',
        code: 'regNoStrength',
        params: { team: entry.team },
        row: entry.row,
        field: 'teams.strength',
      });
    if (!rosters.has(key))
      problems.push({
        severity: 'warning',
        code: 'regTeamNoPlayers',
        params: { team: entry.team },
        row: entry.row,
        field: 'teams.team',
      });
  }

  // Who plays as things stand: the admitted list, and the teams only a roster names (no strength
  // order yet: an error of their own).
  const playing = new Set([
    ...admission.participants.map((t) => nameKey(t.team)),
    ...[...rosters.keys()].filter((k) => !listed.has(k)),
  ]);
  const count = playing.size;
  if (count < s.minTeams)
    problems.push({ severity: 'error', code: 'regTooFewTeams', params: { found: count, min: s.minTeams } });
  else if (count > s.maxTeams)
    problems.push({ severity: 'error', code: 'regTooManyTeams', params: { found: count, max: s.maxTeams } });
  else checkGroupFit(count, s, s.maxTeams, problems);
}

/**
 * Art. 6 item 1: the main roster is at most `maxMain` players — 4 field players and one goalkeeper
 * (`maxMain` − 1 field players). Too many in the main roster, a second goalkeeper, or more field
 * players than that (a full main roster without its goalkeeper marked) are errors at the first row
 * over the limit; a main roster not yet full, or with no goalkeeper yet, is a warning (the roster is
 * due before the team's first match, Art. 6 item 2).
 */
function checkMainRoster(team: string, roster: readonly Registrant[], maxMain: number, problems: Problem[]): void {
  const main = roster.filter((r) => r.role === 'main' || r.role === 'goalkeeper');
  const first = (roster[0] as Registrant).row;
  const overMain = main[maxMain];
  if (overMain) {
    problems.push({
      severity: 'error',
      code: 'regTooManyMain',
      params: { team, found: main.length, max: maxMain },
      row: overMain.row,
      field: 'role',
    });
    return;
  }
  const keepers = main.filter((r) => r.role === 'goalkeeper');
  const field = main.filter((r) => r.role === 'main');
  const maxField = Math.max(0, maxMain - 1);
  const second = keepers[1];
  if (second)
    problems.push({
      severity: 'error',
      code: 'regTwoGoalkeepers',
      params: { team, found: keepers.length },
      row: second.row,
      field: 'role',
    });
  const overField = field[maxField];
  if (overField)
    problems.push({
      severity: 'error',
      code: 'regTooManyField',
      params: { team, found: field.length, max: maxField },
      row: overField.row,
      field: 'role',
    });
  if (main.length < maxMain)
    problems.push({
      severity: 'warning',
      code: 'regFewMain',
      params: { team, found: main.length, needed: maxMain },
      row: first,
      field: 'role',
    });
  if (keepers.length === 0 && !overField)
    problems.push({ severity: 'warning', code: 'regNoGoalkeeper', params: { team }, row: first, field: 'role' });
}

/**
 * Art. 6 item 2: a player whose employer is not the team's organisation is flagged for the
 * committee, which may refuse him (a warning on his employer cell, naming the team's organisation);
 * the joint team of the Exchange and the Depository takes the employees of either (Art. 5 item 1).
 */
function checkEmployers(team: string, organisation: string, roster: readonly Registrant[], problems: Problem[]): void {
  const org = teamOrganisation(team, organisation);
  if (org.parts.length === 0) return;
  for (const r of roster) {
    if (r.employer === '' || worksFor(r.employer, org)) continue;
    const params = { name: fullName(r), employer: r.employer, team, organisation: org.parts.join(' + ') };
    problems.push({
      severity: 'warning',
      code: org.joint ? 'regEmployerNotJoint' : 'regEmployerMismatch',
      params,
      row: r.row,
      field: 'employer',
    });
  }
}
