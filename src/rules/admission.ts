/**
 * Who plays in an individual game (Art. 9 item 2, Art. 12 item 2, Art. 15 item 2): at most
 * `maxPlayers` (64 / 24 / 64), of whom `committeePicks` (12 / 8 / 15) are the committee's own —
 * "определяются Оргкомитетом самостоятельно" — and the rest come from the applications. When there
 * are more applications than places left, the committee gives priority by the time an application
 * was registered and/or by how closely the applicant belongs to the Exchange's shareholders,
 * members and partners (Art. 2 item 5).
 *
 * The registration carries the committee's own places (the "admitted by the committee" tick,
 * `pick`), each applicant's affiliation (a column the committee fills) and the committee's decision
 * on each application (`admission`: admitted / not admitted, typed or written when it confirms a
 * proposal). `planAdmission` proposes the admitted list: the committee's own, the applications
 * decided "admitted", and the undecided ones by priority until the places are full; the rest are
 * left out, for the committee to confirm. It never overrides a decision and never drops a pick.
 */
import type { Lang, Text } from '../i18n/types';
import { applicationDeadline, isLate } from './applicationDates';
import { displayNames, fullName } from './people';
import type { Admission, Affiliation, GameId, Registrant } from './registrationTypes';

export type { Admission, Affiliation } from './registrationTypes';
import type { Problem, Settings } from './settingTypes';

export type IndividualGame = Exclude<GameId, 'futsal'>;

/** Art. N item 2 that sets the number of participants and the committee's own places. */
export const QUOTA_ARTICLE: Record<IndividualGame, number> = { billiards: 9, backgammon: 12, preference: 15 };

/** Belonging to the Exchange (Art. 2 item 5: "акционерам, членам и партнерам Биржи"), in that order of priority. */
export const AFFILIATIONS: readonly Affiliation[] = ['shareholder', 'member', 'partner'];

export const ADMISSIONS: readonly Admission[] = ['admitted', 'notAdmitted'];

/** The words of the affiliation column (the dropdown offers the tournament language's). */
export const AFFILIATION_WORDS: Record<Affiliation, Text> = {
  shareholder: { en: 'shareholder', ru: 'акционер', kk: 'акционер' },
  member: { en: 'member', ru: 'член Биржи', kk: 'Биржа мүшесі' },
  partner: { en: 'partner', ru: 'партнёр', kk: 'серіктес' },
};

/** The words of the decision column; the committee's confirmation writes them. */
export const ADMISSION_WORDS: Record<Admission, Text> = {
  admitted: { en: 'admitted', ru: 'допущен', kk: 'жіберілді' },
  notAdmitted: { en: 'not admitted', ru: 'не допущен', kk: 'жіберілмеді' },
};

const AFFILIATION_READ: Record<Affiliation, readonly string[]> = {
  shareholder: ['акционер', 'акционер биржи', 'биржа акционері', 'shareholder'],
  member: ['член', 'член биржи', 'мүше', 'биржа мүшесі', 'member'],
  partner: ['партнёр', 'партнер', 'партнёр биржи', 'партнер биржи', 'серіктес', 'биржа серіктесі', 'partner'],
};

const ADMISSION_READ: Record<Admission, readonly string[]> = {
  admitted: ['допущен', 'допущена', 'допустить', 'да', 'жіберілді', 'қатысады', 'иә', 'admitted', 'admit', 'yes'],
  notAdmitted: [
    'не допущен',
    'не допущена',
    'не допускать',
    'отказ',
    'отказано',
    'нет',
    'жіберілмеді',
    'қатыспайды',
    'жоқ',
    'not admitted',
    'refused',
    'no',
  ],
};

function wordOf<T extends string>(read: Record<T, readonly string[]>, text: string): T | undefined {
  const lower = text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
  return (Object.keys(read) as T[]).find((k) => read[k].some((w) => w.replace(/ё/g, 'е') === lower));
}

/** An affiliation as typed (the three languages, ё or е), or undefined. */
export function affiliationOf(text: string): Affiliation | undefined {
  return wordOf(AFFILIATION_READ, text);
}

/** A decision as typed (the three languages, ё or е), or undefined. */
export function admissionOf(text: string): Admission | undefined {
  return wordOf(ADMISSION_READ, text);
}

/** The dropdown of a column in the tournament language. */
export function affiliationChoices(lang: Lang): string[] {
  return AFFILIATIONS.map((a) => AFFILIATION_WORDS[a][lang]);
}

export function admissionChoices(lang: Lang): string[] {
  return ADMISSIONS.map((a) => ADMISSION_WORDS[a][lang]);
}

// ---- priority -------------------------------------------------------------------------------

const RANK: Record<Affiliation, number> = { shareholder: 0, member: 1, partner: 2 };
const NO_AFFILIATION = 3;

/** What the priority looks at. */
export type Ranked = Pick<Registrant, 'affiliation' | 'row' | 'applied'>;

/**
 * Art. 2 item 5, as we read "and/or": an application in time before a late one (after `deadline`,
 * Art. 5 item 2, Art. 9, 12, 15 item 3 — when the first day is set), then affiliation (shareholder,
 * member, partner, then nobody's), then the time of registration: the date of the application
 * (an undated one after the dated ones: its time is not known) and, on one day, the order of the
 * rows. A committee that wants the time alone leaves the affiliation column empty; one that wants
 * affiliation alone gets the time as the tie-break it needs anyway. Negative: `a` goes first.
 */
export function byPriority(a: Ranked, b: Ranked, deadline: string | null = null): number {
  const late = Number(isLate(a.applied, deadline)) - Number(isLate(b.applied, deadline));
  const ra = a.affiliation ? RANK[a.affiliation] : NO_AFFILIATION;
  const rb = b.affiliation ? RANK[b.affiliation] : NO_AFFILIATION;
  const da = a.applied || '~';
  const db = b.applied || '~';
  return late || ra - rb || (da < db ? -1 : da > db ? 1 : 0) || a.row - b.row;
}

// ---- the admitted list ----------------------------------------------------------------------

export interface AdmissionPlan {
  /** the committee's own places (the setting) and the participants at most */
  seats: number;
  max: number;
  /** places for applications: `max` less the committee's places (or its picks, when more) */
  places: number;
  /** the committee's own participants, in row order */
  picks: Registrant[];
  /** applications decided "admitted", in row order */
  admitted: Registrant[];
  /** undecided applications the proposal admits, in priority order */
  proposed: Registrant[];
  /** undecided applications the proposal leaves out, in priority order */
  leftOut: Registrant[];
  /** who plays as things stand (picks, admitted, proposed), in row order */
  participants: Registrant[];
  /** the undecided applications exceed the places left: the committee decides (confirms the proposal) */
  needsDecision: boolean;
  problems: Problem[];
}

/** At most this many names in a message (the sidebar lists them all). */
const NAMES_IN_MESSAGE = 10;

/**
 * The admitted list of an individual game as the registration stands: every pick, every
 * application decided "admitted", none decided "not admitted", and the undecided ones by
 * `byPriority` (late ones last, against the game's deadline) while places are left. Problems: a pick decided "not admitted" (a contradiction), more
 * applications decided "admitted" than places (on the first row over), and undecided applications
 * left out (the committee's decision is needed; blocks the draw until it is made).
 */
export function planAdmission(
  game: IndividualGame,
  registrants: readonly Registrant[],
  settings: Settings,
): AdmissionPlan {
  const s = settings[game];
  const article = QUOTA_ARTICLE[game];
  const problems: Problem[] = [];
  const picks = registrants.filter((r) => r.pick);
  for (const r of picks) {
    if (r.admission === 'notAdmitted')
      problems.push({
        severity: 'error',
        code: 'regPickNotAdmitted',
        params: { name: fullName(r), article },
        row: r.row,
        field: 'admission',
      });
  }
  const applications = registrants.filter((r) => !r.pick);
  const admitted = applications.filter((r) => r.admission === 'admitted');
  const open = applications.filter((r) => r.admission === null || r.admission === undefined);
  const places = Math.max(0, s.maxPlayers - Math.max(s.committeePicks, picks.length));
  const deadline = applicationDeadline(game, settings);
  const priority = (a: Registrant, b: Registrant) => byPriority(a, b, deadline);
  const params = { max: s.maxPlayers, seats: s.committeePicks, places, article };
  let proposed: Registrant[] = [];
  let leftOut: Registrant[] = [];
  const over = admitted[places];
  if (over) {
    // The decisions typed already fill more than the places: the committee changes some first.
    problems.push({
      severity: 'error',
      code: 'regAdmittedOverPlaces',
      params: { ...params, found: admitted.length },
      row: over.row,
      field: 'admission',
    });
    leftOut = [...open].sort(priority);
  } else {
    const sorted = [...open].sort(priority);
    proposed = sorted.slice(0, places - admitted.length);
    leftOut = sorted.slice(places - admitted.length);
  }
  const needsDecision = !over && leftOut.length > 0;
  if (needsDecision) {
    const names =
      leftOut.slice(0, NAMES_IN_MESSAGE).map(fullName).join(', ') + (leftOut.length > NAMES_IN_MESSAGE ? ', …' : '');
    problems.push({
      severity: 'error',
      code: 'regOverPlaces',
      params: { ...params, applications: admitted.length + open.length, leftOut: leftOut.length, names },
    });
  }
  const playing = new Set<Registrant>([...picks, ...admitted, ...proposed]);
  const participants = registrants.filter((r) => playing.has(r));
  return {
    seats: s.committeePicks,
    max: s.maxPlayers,
    places,
    picks,
    admitted,
    proposed,
    leftOut,
    participants,
    needsDecision,
    problems,
  };
}

/**
 * The names the sheets show for who plays an individual game (`displayNames` over the whole
 * registration, so a decision on one application renames nobody), in row order.
 */
export function participantNames(
  game: IndividualGame,
  registrants: readonly Registrant[],
  settings: Settings,
): string[] {
  const shown = displayNames(registrants);
  const playing = new Set(planAdmission(game, registrants, settings).participants);
  return shown.filter((_, i) => playing.has(registrants[i] as Registrant));
}
