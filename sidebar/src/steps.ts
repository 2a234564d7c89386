/**
 * What the committee can do now, from the server's status (pure: no DOM, no google.script.run).
 *
 * Each game is one sequence of steps; a step is `done`, the one `next` step (the first in the
 * sequence not done yet), `available` (its prerequisites are done: run it in any order, or again),
 * or `locked` (a prerequisite is missing). Every prerequisite of a sequence step is an earlier step
 * of the same sequence (or a fact those steps guarantee), so an unfinished game has exactly one
 * `next` step. Extra steps (rebuilding the group sheet, a withdrawal, correcting a name) are never `next`.
 */
import type { GameStatus, PreferenceProgress, Status } from '../../src/sheets/api';

export type GameId = GameStatus['game'];
export type GroupGameId = Exclude<GameId, 'preference'>;

export type StepState = 'done' | 'next' | 'available' | 'locked';

export type StepAction =
  | 'setup'
  | 'check'
  | 'draw'
  | 'groups'
  | 'bracket'
  | 'finalize-groups'
  | 'finalize-bracket'
  | 'withdraw'
  | 'attendance'
  | 'seat-tour'
  | 'finalize-tour'
  | 'seat-final'
  | 'finalize-final'
  | 'finalize-standings'
  | 'correct-name'
  /** the day plan: made (again) at any time once the registration sheet exists */
  | 'day-plan'
  /** the referees' no-show marks on the day plan, applied by the clock */
  | 'no-shows'
  /** the notices sheet of every game (the setup's section): any time after the setup */
  | 'notices'
  /** each person's card across the games (the setup's section): any time after the setup */
  | 'week'
  /** the board to publish (the setup's section, issue 25): any time after the setup */
  | 'board'
  /** the table queue brought up to date, with the game's forecast (issue 26): any time after the draw */
  | 'queue'
  /** not steps: the answers to a flagged play-off match (views/flags.ts renders them apart) */
  | 'resolve-confirm'
  | 'resolve-clear'
  /** not a button: a game's next step while a play-off match is flagged (answered with resolve-*) */
  | 'resolve-flags'
  /** not a step: a preference ruling at the table (the rulings box, sidebar/src/rulings.ts) */
  | 'ruling'
  /** not a step: the committee confirms the admitted list a check proposed (in the result box) */
  | 'admit';

export interface Step {
  action: StepAction;
  /** null for the setup */
  game: GameId | null;
  /** seat-tour / finalize-tour */
  tour?: number;
  state: StepState;
  /** the button can be pressed: next, available, or done and still repeatable (a redraw, a re-seat) */
  enabled: boolean;
  /** not part of the sequence (never next): rebuild the group sheet, withdraw */
  extra: boolean;
  /** preference tours: tables complete so far */
  progress?: { done: number; tables: number };
}

export interface GamePlan {
  game: GameId;
  steps: Step[];
  /** every sequence step is done */
  finished: boolean;
  /** play-off matches flagged on the sheet: until answered, finalizing the play-off waits */
  flags: number;
}

export interface Plan {
  setup: Step;
  /** the notices of every game: never next, pressable once the setup is done */
  notices: Step;
  /** the week cards of every person: as the notices */
  week: Step;
  /** the board of every game, made or made again: like the notices */
  board: Step;
  games: GamePlan[];
}

/** What the sidebar knows beyond the spreadsheet: checks run with no error in this session. */
export interface Session {
  checked: Partial<Record<GameId, boolean>>;
}

export const GROUP_GAME_IDS: readonly GroupGameId[] = ['futsal', 'billiards', 'backgammon'];

interface Spec {
  action: StepAction;
  tour?: number;
  done: boolean;
  /** the prerequisites hold (earlier steps done) */
  ready: boolean;
  /** may be run again once done */
  repeatable?: boolean;
  extra?: boolean;
  progress?: { done: number; tables: number };
}

/** States from specs in sequence order: the first sequence step not done is next. */
function resolve(game: GameId, gameReady: boolean, specs: readonly Spec[]): GamePlan {
  let nextGiven = false;
  const steps = specs.map((s): Step => {
    const ready = gameReady && s.ready;
    let state: StepState;
    if (s.done) state = 'done';
    else if (!ready) state = 'locked';
    else if (!s.extra && !nextGiven) state = 'next';
    else state = 'available';
    if (state === 'next') nextGiven = true;
    const enabled = state === 'next' || state === 'available' || (state === 'done' && ready && s.repeatable === true);
    const step: Step = { action: s.action, game, state, enabled, extra: s.extra === true };
    if (s.tour !== undefined) step.tour = s.tour;
    if (s.progress) step.progress = s.progress;
    return step;
  });
  const finished = specs.every((s) => s.extra === true || s.done);
  return { game, steps, finished, flags: 0 };
}

function groupGamePlan(g: GameStatus, session: Session, gameReady: boolean, flags: number): GamePlan {
  const checked = g.drawn || session.checked[g.game] === true;
  const drawn = g.drawn && g.groups;
  const plan = resolve(g.game, gameReady, [
    { action: 'check', done: checked, ready: true, repeatable: true },
    { action: 'day-plan', done: false, ready: true, extra: true },
    // the draw writes the draw log and the group sheet together: done when both are there
    { action: 'draw', done: drawn, ready: checked, repeatable: !g.groupsFinalized },
    { action: 'groups', done: g.groupsFinalized, ready: drawn && !g.groupsFinalized, extra: true },
    { action: 'bracket', done: g.bracket, ready: drawn, repeatable: !g.bracketFinalized },
    { action: 'finalize-groups', done: g.groupsFinalized, ready: drawn },
    // a flagged match is answered first (finalizing would be refused): not offered until then
    { action: 'finalize-bracket', done: g.bracketFinalized, ready: g.bracket && g.groupsFinalized && flags === 0 },
    { action: 'no-shows', done: false, ready: drawn, extra: true },
    { action: 'queue', done: false, ready: drawn, extra: true },
    { action: 'withdraw', done: false, ready: drawn, extra: true },
    { action: 'correct-name', done: false, ready: true, extra: true },
  ]);
  return { ...plan, flags };
}

function preferencePlan(p: PreferenceProgress | null, session: Session, gameReady: boolean): GamePlan {
  const tours = p?.rounds ?? [];
  const attendance = p?.attendance === true;
  const checked = attendance || session.checked.preference === true;
  const over = (n: number) => {
    const r = tours[n - 1];
    return r !== undefined && (r.complete || r.finalized);
  };
  const specs: Spec[] = [
    { action: 'check', done: checked, ready: true, repeatable: true },
    { action: 'day-plan', done: false, ready: true, extra: true },
    { action: 'no-shows', done: false, ready: attendance, extra: true },
    { action: 'attendance', done: attendance, ready: checked, repeatable: true },
  ];
  for (const r of tours) {
    specs.push(
      {
        action: 'seat-tour',
        tour: r.n,
        done: r.seated,
        ready: attendance && (r.n === 1 || over(r.n - 1)),
        repeatable: !r.complete && !r.finalized,
        progress: { done: r.completeTables, tables: r.tables },
      },
      { action: 'finalize-tour', tour: r.n, done: r.finalized, ready: r.seated },
    );
  }
  const allOver = tours.every((r) => over(r.n));
  const final = p?.final ?? { seated: false, complete: false, finalized: false };
  specs.push(
    { action: 'seat-final', done: final.seated, ready: allOver, repeatable: !final.complete && !final.finalized },
    { action: 'finalize-final', done: final.finalized, ready: final.seated },
    { action: 'finalize-standings', done: p?.standingsFinalized === true, ready: allOver && final.finalized },
    { action: 'withdraw', done: false, ready: attendance, extra: true },
    { action: 'correct-name', done: false, ready: true, extra: true },
  );
  return resolve('preference', gameReady && p !== null, specs);
}

/** The setup and every game's steps, from `serverStatus().data`. */
export function plan(status: Status, session: Session = { checked: {} }): Plan {
  const setupDone = status.settings && status.games.every((g) => g.registered);
  const setup: Step = { action: 'setup', game: null, state: setupDone ? 'done' : 'next', enabled: true, extra: false };
  const notices: Step = {
    action: 'notices',
    game: null,
    state: setupDone ? 'available' : 'locked',
    enabled: setupDone,
    extra: true,
  };
  const board: Step = { ...notices, action: 'board' };
  const games = status.games.map((g) => {
    // A game's steps need the settings sheet and that game's registration sheet.
    const ready = status.settings && g.registered;
    const flags = (status.playoffFlags ?? []).filter((f) => f.game === g.game).length;
    return g.game === 'preference'
      ? preferencePlan(status.preference, session, ready)
      : groupGamePlan(g, session, ready, flags);
  });
  return { setup, notices, week: { ...notices, action: 'week' }, board, games };
}

/**
 * The step a game's result box points to: its next step, or null when the game is finished. While
 * a play-off match is flagged and nothing earlier is next, that is answering it (`resolve-flags`):
 * never the finalizing it would refuse.
 */
export function nextStep(p: Plan, game: GameId | null): Step | null {
  if (game === null) return p.setup.state === 'next' ? p.setup : null;
  const g = p.games.find((x) => x.game === game);
  const next = g?.steps.find((s) => s.state === 'next') ?? null;
  if (g && g.flags > 0 && !next) return { action: 'resolve-flags', game, state: 'next', enabled: true, extra: false };
  return next;
}
