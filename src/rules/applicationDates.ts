/**
 * The calendar of the registration: when an application came and whether in time, and a person
 * registered in two games on the same days.
 *
 * Deadlines: futsal teams apply "не позднее чем за три дня до начала проведения турнира" (Art. 5
 * item 2); for the other games "Оргкомитет заканчивает регистрацию заявок … за один день до начала
 * его проведения" (Art. 9, 12, 15 item 3). We read both the same way: the last day on time is the
 * first day less `applicationDays` (3 or 1) — an application of that day is in time, one of the day
 * after is late (docs/rules.md, "Application dates"). A late application is not refused: the rules
 * leave admission to the committee (Art. 2 item 5), so it is a warning, and the priority proposal
 * puts it after every timely one (admission.ts).
 */
import { addDays, formatDate } from './dates';
import { fullName, sameKeys, keysOf } from './people';
import type { GameId, Registrant, TeamEntry } from './registrationTypes';
import type { Problem, Settings } from './settingTypes';

/** [article, item] of each game's application deadline. */
export const APPLICATION_RULE: Record<GameId, readonly [number, number]> = {
  futsal: [5, 2],
  billiards: [9, 3],
  backgammon: [12, 3],
  preference: [15, 3],
};

/** The last day an application of `game` is in time ("YYYY-MM-DD"), or null while the first day is not set. */
export function applicationDeadline(game: GameId, settings: Settings): string | null {
  const s = settings[game];
  return s.firstDay === '' ? null : addDays(s.firstDay, -s.applicationDays);
}

/** Dated after the deadline (no date, or no deadline: not known to be late). */
export function isLate(applied: string | null | undefined, deadline: string | null): boolean {
  return typeof applied === 'string' && applied !== '' && deadline !== null && applied > deadline;
}

/** At most this many entry numbers in a message. */
const ENTRIES_IN_MESSAGE = 15;

function entryList(entries: readonly number[]): string {
  return entries.slice(0, ENTRIES_IN_MESSAGE).join(', ') + (entries.length > ENTRIES_IN_MESSAGE ? ', …' : '');
}

/**
 * Late applications (a warning on each, naming its entry, its date and the deadline, with the rule)
 * and, once, the applications without a date (whether they are late cannot be told). Only once
 * the game's first day is set. The applications: futsal — the teams of the teams list (a team
 * applies as a team); the other games — every row but the committee's own places (they are not
 * applications: "определяются Оргкомитетом самостоятельно").
 */
export function checkApplicationDates(
  game: GameId,
  registrants: readonly Registrant[],
  teams: readonly TeamEntry[],
  settings: Settings,
  problems: Problem[],
): void {
  const deadline = applicationDeadline(game, settings);
  if (deadline === null) return;
  const futsal = game === 'futsal';
  const applications = futsal
    ? teams.filter((t) => t.team !== '').map((t) => ({ row: t.row, applied: t.applied ?? null, name: t.team }))
    : registrants.filter((r) => !r.pick).map((r) => ({ row: r.row, applied: r.applied ?? null, name: fullName(r) }));
  const [article, item] = APPLICATION_RULE[game];
  const s = settings[game];
  const params = {
    deadline: formatDate(deadline),
    firstDay: formatDate(s.firstDay),
    days: s.applicationDays,
    article,
    item,
  };
  const field = futsal ? 'teams.applied' : 'applied';
  for (const a of applications) {
    if (isLate(a.applied, deadline)) {
      problems.push({
        severity: 'warning',
        code: 'regLateApplication',
        params: { ...params, entry: a.row + 1, name: a.name, date: formatDate(a.applied as string) },
        row: a.row,
        field,
      });
    }
  }
  const undated = applications.filter((a) => a.applied === null).map((a) => a.row + 1);
  if (undated.length > 0)
    problems.push({
      severity: 'warning',
      code: 'regNoApplicationDate',
      params: { ...params, count: undated.length, entries: entryList(undated) },
    });
}

/** The days of a game, first and last ("YYYY-MM-DD"), or null while its first day is not set. */
export function gameDays(game: GameId, settings: Settings): { first: string; last: string } | null {
  const s = settings[game];
  return s.firstDay === '' ? null : { first: s.firstDay, last: addDays(s.firstDay, s.days - 1) };
}

/** "24.11.2026" or "24.11.2026–25.11.2026". */
function span(first: string, last: string): string {
  return first === last ? formatDate(first) : `${formatDate(first)}–${formatDate(last)}`;
}

/** The games whose days overlap `game`'s (both first days set). */
export function overlappingGames(game: GameId, settings: Settings, games: readonly GameId[]): GameId[] {
  const mine = gameDays(game, settings);
  if (!mine) return [];
  return games.filter((g) => {
    const other = g === game ? null : gameDays(g, settings);
    return other !== null && other.first <= mine.last && mine.first <= other.last;
  });
}

/** Who plays or may play: everyone but the applications decided "not admitted". */
function inPlay(r: Registrant): boolean {
  return r.admission !== 'notAdmitted';
}

/**
 * A person registered in `game` and in another game whose days overlap (the calendar settings:
 * first day and number of days; both set): a warning on his row, naming both games and their days.
 * A person is the same as the duplicate check reads it (`samePerson`: the same full name under
 * `nameKey` and the same employer or e-mail). Applications decided "not admitted" do not count.
 */
export function checkTwoGames(
  game: GameId,
  registrants: readonly Registrant[],
  others: readonly { game: GameId; registrants: readonly Registrant[] }[],
  settings: Settings,
): Problem[] {
  const mine = gameDays(game, settings);
  if (!mine) return [];
  const problems: Problem[] = [];
  const keys = registrants.map(keysOf);
  for (const other of others) {
    const days = gameDays(other.game, settings);
    if (!days || other.game === game || days.first > mine.last || mine.first > days.last) continue;
    const theirs = other.registrants.filter(inPlay).map(keysOf);
    const first = days.first > mine.first ? days.first : mine.first;
    const last = days.last < mine.last ? days.last : mine.last;
    registrants.forEach((r, i) => {
      if (!inPlay(r) || !theirs.some((k) => sameKeys(keys[i] as ReturnType<typeof keysOf>, k))) return;
      problems.push({
        severity: 'warning',
        code: 'regTwoGames',
        params: {
          name: fullName(r),
          entry: r.row + 1,
          game,
          days: span(mine.first, mine.last),
          other: { say: 'gameWord', with: { game: other.game } },
          otherDays: span(days.first, days.last),
          common: span(first, last),
        },
        row: r.row,
        field: 'surname',
      });
    });
  }
  return problems;
}
