/**
 * The data the sidebar page holds and the transitions on it. No DOM and no server call here: the
 * views (views/) build the page from a `State`, calls.ts talks to the server and hands the answers
 * to the transitions below. One `State` lives as long as the page (main.ts makes it).
 */
import type { RefereeCard } from '../../src/refereeCard';
import type { ActionResult, PreferenceProgress, Status } from '../../src/sheets/api';
import type { Lang, Request } from './actions';
import {
  defaultTour,
  rulingCheck,
  rulingTours,
  SEATS,
  tieOf,
  type FinalTie,
  type RulingCheck,
  type RulingField,
  type RulingForm,
  type RulingKind,
} from './rulings';
import type { Session, Step } from './steps';

/** What the result box shows; `title` names the action (game: step), `request` what ran. */
export type Shown =
  | { kind: 'result'; title: string | null; request: Request | null; result: ActionResult }
  | { kind: 'infra'; title: string | null; request: Request | null; detail: string };

/** The call running: the busy line's words, since when, its clock (an interval), the step whose row is marked. */
export interface Busy {
  label: string;
  started: number;
  timer: number;
  step: string | null;
}

export interface State {
  /** the tournament language (the browser's until the first status) */
  lang: Lang;
  status: Status | null;
  session: Session;
  busy: Busy | null;
  shown: Shown | null;
  /** what was typed into the boxes (by `inputKey`), kept across renders */
  inputs: Record<string, string>;
  /** name boxes (by `inputKey`) left empty when their step's button was pressed: a withdrawal's, a correction's */
  missing: Record<string, boolean>;
  /** the language chosen for the setup (before the settings sheet exists) */
  setupLang: Lang | null;
  /** a play-off match whose "clear" was pressed once, waiting for "yes" ("game:match") */
  pendingClear: string | null;
  /** folds opened (or, for one open by default, closed) by the person: "done:futsal", "game:futsal", "setup" */
  open: Record<string, boolean>;
  /** a withdrawal's or a correction's boxes shown (its button pressed once), by `inputKey(step, action)` */
  forms: Record<string, boolean>;
  /** the rulings box: the ruling chosen, the tour chosen (null: the default), what is missing */
  rulingKind: RulingKind;
  rulingTour: string | null;
  rulingError: RulingCheck | null;
  /** the tie serverSeatFinal refused with (until the final is seated), the players ticked, what is missing */
  tie: FinalTie | null;
  pick: string[];
  pickError: 'count' | 'reason' | null;
  /** the referee card: shown or not, as read (in its language), a failure to read it */
  card: { open: boolean; data: RefereeCard | null; error: string | null };
}

export function initialState(lang: Lang): State {
  return {
    lang,
    status: null,
    session: { checked: {} },
    busy: null,
    shown: null,
    inputs: {},
    missing: {},
    setupLang: null,
    pendingClear: null,
    open: {},
    forms: {},
    rulingKind: 'late',
    rulingTour: null,
    rulingError: null,
    tie: null,
    pick: [],
    pickError: null,
    card: { open: false, data: null, error: null },
  };
}

// ---- answers from the server --------------------------------------------------------------------------

/** An answer shaped as an `ActionResult`. */
export function isResult(x: unknown): x is ActionResult {
  return (
    !!x &&
    typeof x === 'object' &&
    typeof (x as ActionResult).ok === 'boolean' &&
    typeof (x as ActionResult).message === 'string' &&
    Array.isArray((x as ActionResult).problems)
  );
}

/** An action's result; it may carry the fresh status (what `serverStatus` answers as its `data`). */
export type ActionAnswer = ActionResult & { status?: Status | null };

/** A refusal that says only `message` (an answer that is no result, a status not read). */
export const refusal = (message: string): ActionResult => ({ ok: false, message, problems: [], sheets: [] });

function statusIn(s: State, status: Status): void {
  s.status = status;
  s.lang = status.lang;
}

/**
 * `serverStatus` answered: its data becomes the status. A refusal (or anything else) is to be shown
 * (`failed`: the words "status not read") unless a result is shown already: the failure of the
 * status read after an action must not hide that action's result.
 */
export function statusAnswered(s: State, res: unknown, failed: string): Shown | null {
  if (isResult(res) && res.ok && res.data) {
    statusIn(s, res.data as Status);
    return null;
  }
  if (s.shown) return null;
  const result = isResult(res) ? { ...res, message: `${failed}: ${res.message}` } : refusal(failed);
  return { kind: 'result', title: null, request: null, result };
}

/**
 * An action answered: a check without errors counts as done in this session, a recorded ruling's
 * boxes are emptied, a seat-final refusal brings the tie to pick from (a seated final ends it), and
 * the status the result carries becomes the status. Returns whether the status must still be read
 * (`serverStatus`): only when the result carries none.
 */
export function actionAnswered(s: State, request: Request, result: ActionAnswer): boolean {
  if (request.action === 'check' && request.game && result.ok) s.session.checked[request.game] = true;
  if (request.action === 'ruling' && result.ok) clearRuling(s);
  // a withdrawal or a correction done: its boxes fold away again
  if (result.ok) delete s.forms[`${request.action}:${request.game ?? ''}`];
  if (request.action === 'seat-final') {
    // A tie at the last seat comes back with the players to pick from; a seated final ends it.
    const tie = result.ok ? null : tieOf(result.data);
    if (!tie || !s.tie || tie.tied.join('\n') !== s.tie.tied.join('\n')) s.pick = [];
    s.tie = tie;
    s.pickError = null;
    if (result.ok) delete s.inputs['tie:reason'];
  }
  // The fresh status, when the server sends it with the result: then no status read follows.
  if (!result.status || typeof result.status !== 'object') return true;
  statusIn(s, result.status);
  return false;
}

/** The card button: opens or closes the card; true when it must be read (not read yet in this language). */
export function cardToggled(s: State): boolean {
  const c = s.card;
  c.open = !c.open;
  if (!c.open || c.data?.lang === s.lang) return false;
  c.error = null;
  return true;
}

/** `serverRefereeCard` answered: the card, or what to say instead (`failed` when the answer is no result). */
export function cardAnswered(s: State, res: unknown, failed: string): void {
  if (isResult(res) && res.ok && res.data) s.card.data = res.data as RefereeCard;
  else s.card.error = isResult(res) ? res.message : failed;
}

// ---- the steps' boxes ---------------------------------------------------------------------------------

/** Where what is typed into a step's box is kept: "what:game". */
export const inputKey = (step: Step, what: string): string => `${what}:${step.game ?? ''}`;

/**
 * A step's button pressed: its request, with what was typed into its boxes; or, marked missing, the
 * key of the name box that must not be empty (a withdrawal's name; a correction's old and new name).
 */
export function stepRequest(s: State, step: Step): Request | { missing: string } {
  const r: Request = { action: step.action, game: step.game };
  if (step.tour !== undefined) r.tour = step.tour;
  const typed = (what: string) => s.inputs[inputKey(step, what)] ?? '';
  if (step.action === 'setup' && !s.status?.settings) r.lang = s.setupLang ?? s.lang;
  if (step.action === 'draw' || step.action === 'seat-tour') r.seed = typed('seed');
  let box: string | null = null;
  let complete = true;
  if (step.action === 'withdraw') {
    r.player = typed('player');
    box = inputKey(step, 'player');
    complete = r.player.trim() !== '';
  }
  if (step.action === 'correct-name') {
    const [from, team, surname, name, patronymic, reason, by] = (
      ['from', 'team', 'surname', 'name', 'patronymic', 'reason', 'by'] as const
    ).map((what) => typed(what).trim()) as [string, string, string, string, string, string, string];
    const isTeam = step.game === 'futsal';
    r.player = from;
    r.to = isTeam ? { team } : { surname, name, patronymic };
    r.decision = { reason, by };
    box = inputKey(step, 'from');
    complete = from !== '' && (isTeam ? team !== '' : surname !== '' && name !== '') && reason !== '' && by !== '';
  }
  if (box === null) return r;
  s.missing[box] = !complete;
  return complete ? r : { missing: box };
}

// ---- preference: the rulings box, the final's tie -----------------------------------------------------

/** Where what is typed into the rulings box is kept ("ruling:player", "ruling:w1"…). */
export const rulingKey = (what: string): string => `ruling:${what}`;
const rulingInput = (s: State, what: string): string => s.inputs[rulingKey(what)] ?? '';
const whistKeys = (): string[] => Array.from({ length: SEATS }, (_, k) => `w${k + 1}`);

/** The rulings box as filled now (the tour: the one chosen while offered, else the default). */
export function rulingForm(s: State, p: PreferenceProgress): RulingForm {
  const kind = s.rulingKind;
  const tour =
    s.rulingTour !== null && rulingTours(kind, p).includes(s.rulingTour) ? s.rulingTour : defaultTour(kind, p);
  return {
    kind,
    tour,
    player: rulingInput(s, 'player'),
    game: rulingInput(s, 'game'),
    amount: rulingInput(s, 'amount'),
    table: rulingInput(s, 'table'),
    whists: whistKeys().map((w) => rulingInput(s, w)),
    reason: rulingInput(s, 'reason'),
  };
}

export function chooseRuling(s: State, kind: RulingKind): void {
  s.rulingKind = kind;
  s.rulingError = null;
}

export function chooseRulingGame(s: State, game: string): void {
  s.inputs[rulingKey('game')] = game;
  if (s.rulingError?.field === 'game') s.rulingError = null;
}

/** "Record the ruling": its request, or null when a field is missing or wrong (`rulingError` says which). */
export function rulingRequest(s: State, p: PreferenceProgress): Request | null {
  const form = rulingForm(s, p);
  s.rulingError = rulingCheck(form);
  return s.rulingError ? null : { action: 'ruling', game: 'preference', ruling: form };
}

/** After a ruling was recorded, its boxes are emptied (the ruling and the tour stay): a slip cannot send it twice. */
function clearRuling(s: State): void {
  for (const what of ['player', 'game', 'amount', 'table', 'reason', ...whistKeys()]) delete s.inputs[rulingKey(what)];
  s.rulingError = null;
}

/** Typing into a field said to be empty or wrong takes its message away; true when there was one. */
export function fieldTyped(s: State, field: RulingField | 'pick-reason'): boolean {
  if (field === 'pick-reason' ? s.pickError !== 'reason' : s.rulingError?.field !== field) return false;
  if (field === 'pick-reason') s.pickError = null;
  else s.rulingError = null;
  return true;
}

/** A tied player ticked or not (at most `seats` may be: the view disables the others). */
export function togglePick(s: State, name: string, on: boolean): void {
  s.pick = on ? [...s.pick.filter((p) => p !== name), name] : s.pick.filter((p) => p !== name);
  if (s.pickError === 'count' && s.pick.length === s.tie?.seats) s.pickError = null;
}

/** "Seat the final with this pick": its request, or null when too few are ticked or no reason is given (`pickError`). */
export function pickRequest(s: State): Request | null {
  const tie = s.tie;
  if (!tie) return null;
  const reason = (s.inputs['tie:reason'] ?? '').trim();
  s.pickError = s.pick.length !== tie.seats ? 'count' : reason === '' ? 'reason' : null;
  if (s.pickError) return null;
  return {
    action: 'seat-final',
    game: 'preference',
    pick: tie.tied.filter((p) => s.pick.includes(p)),
    pickReason: reason,
  };
}
