/**
 * The sections under the result box: identity problems (an alert, first), the setup, and one per
 * game — its facts, its problems, its play-off flags, its steps (later preference tours folded into
 * one line), and for preference the rulings box and the referee card.
 *
 * What matters now comes where one looks (issue 24 item 9): each game's next step first, then what
 * follows it and what can be done any time; the steps done folded into one line; a finished game
 * and, once done, the setup folded whole. A fold stays as the person left it.
 */
import type { Status } from '../../../src/sheets/api';
import { el, replaceChildren, type Child } from '../dom';
import { flagsInResult } from './result';
import { plan, type GamePlan, type Plan, type Step } from '../steps';
import type { Ui } from '../ui';
import { cardBox } from './card';
import { flagsBox, gameFlags } from './flags';
import { problemList } from './problems';
import { rulingsBox } from './rulings';
import { stepItem } from './step';
import { GAME_KEYS } from './words';

/**
 * Preference tours that wait for an earlier one (their seating locked), after the first such
 * tour, are shown as one line: seven tours of two steps each would fill the narrow sidebar.
 */
function foldLaterTours(steps: readonly Step[]): (Step | { fold: number[] })[] {
  const waiting = steps.filter((s) => s.action === 'seat-tour' && s.state === 'locked').map((s) => s.tour ?? 0);
  const folded = new Set(waiting.slice(1));
  if (folded.size === 0) return [...steps];
  const out: (Step | { fold: number[] })[] = [];
  for (const s of steps) {
    if ((s.action === 'seat-tour' || s.action === 'finalize-tour') && folded.has(s.tour ?? 0) && s.state === 'locked') {
      const last = out[out.length - 1];
      if (last && 'fold' in last) {
        if (!last.fold.includes(s.tour ?? 0)) last.fold.push(s.tour ?? 0);
      } else out.push({ fold: [s.tour ?? 0] });
      continue;
    }
    out.push(s);
  }
  return out;
}

function laterToursItem(ui: Ui, tours: readonly number[]): HTMLElement {
  const from = Math.min(...tours);
  const to = Math.max(...tours);
  return el(
    'li',
    { class: 'step step--locked step--folded', 'data-state': 'locked', 'data-tours': `${from}-${to}` },
    el('span', { class: 'mark', 'aria-hidden': 'true' }),
    el(
      'div',
      { class: 'step-body' },
      el('small', {}, from === to ? ui.t('laterTour', { n: from }) : ui.t('laterTours', { from, to })),
    ),
  );
}

/** A fold (`details`): open by default or not, then as the person leaves it (`State.open`). */
function fold(ui: Ui, key: string, byDefault: boolean, summary: Child, ...body: Child[]): HTMLElement {
  const toggle = (e: Event) => (ui.s.open[key] = (e.target as HTMLDetailsElement).open);
  return el(
    'details',
    { class: 'fold', 'data-fold': key, open: ui.s.open[key] ?? byDefault, on: { toggle } },
    el('summary', {}, summary),
    ...body,
  );
}

/**
 * A game's steps as shown: the next one first, then the rest of the sequence, then what can be
 * done any time (an extra step not yet possible is left out); the steps done in a fold after them.
 */
function stepsList(ui: Ui, g: GamePlan): Child[] {
  const open = g.steps.filter((s) => s.state !== 'done' && !(s.extra && s.state === 'locked'));
  const ordered = [
    ...open.filter((s) => s.state === 'next'),
    ...open.filter((s) => s.state !== 'next' && !s.extra),
    ...open.filter((s) => s.extra),
  ];
  const done = g.steps.filter((s) => s.state === 'done');
  return [
    el(
      'ol',
      { class: 'steps' },
      ...foldLaterTours(ordered).map((x) => ('fold' in x ? laterToursItem(ui, x.fold) : stepItem(ui, x))),
    ),
    done.length > 0
      ? fold(
          ui,
          `done:${g.game}`,
          false,
          ui.t('doneSteps', { n: done.length }),
          el('ol', { class: 'steps' }, ...done.map((x) => stepItem(ui, x))),
        )
      : null,
  ];
}

function gameSection(ui: Ui, g: GamePlan, status: Status): HTMLElement {
  const { t } = ui;
  const info = status.games.find((x) => x.game === g.game);
  const facts: string[] = [];
  if (info && info.registered) facts.push(t('registrants', { count: info.registrants }));
  if (info && g.game === 'futsal' && info.registered) facts.push(t('teams', { count: info.teams }));
  if (g.finished) facts.push(t('finished'));
  // Participants without a time yet (Art. 3 item 2): a warning from the notice deadline on.
  const notice = (status.notices ?? []).filter((n) => n.game === g.game);
  for (const n of notice) if (n.severity === 'info') facts.push(n.message);
  const due = notice.flatMap((n) =>
    n.severity === 'warning' ? [{ severity: n.severity, code: 'notices', message: n.message }] : [],
  );
  // The day plan's referees as they stand (issue 24 item 17): a match with none, one who plays then.
  const referees = (status.referees ?? []).filter((r) => r.game === g.game);
  const problems = [...(g.game === 'preference' ? status.preferenceProblems : []), ...due, ...referees];
  const preference = g.game === 'preference';
  // the flagged matches once: in the result box when answering them is the next step, else here
  const flags = flagsInResult(ui) === g.game ? null : flagsBox(ui, gameFlags(status, g.game), t('flagsTitle'));
  const body: Child[] = [
    problems.length > 0 ? problemList(ui, '', problems) : null,
    flags,
    ...stepsList(ui, g),
    preference ? rulingsBox(ui, status.preference) : null,
    preference ? cardBox(ui) : null,
  ];
  return el(
    'section',
    { class: `game${g.finished ? ' game--finished' : ''}`, 'data-section': g.game, 'aria-labelledby': `h-${g.game}` },
    el('h2', { id: `h-${g.game}` }, t(GAME_KEYS[g.game])),
    facts.length > 0 ? el('p', { class: 'facts' }, facts.join(' · ')) : null,
    ...(g.finished ? [fold(ui, `game:${g.game}`, false, t('gameSteps'), ...body)] : body),
  );
}

function setupSection(ui: Ui, p: Plan, status: Status): HTMLElement {
  const { t } = ui;
  const done = p.setup.state === 'done';
  const body = [
    el('p', { class: 'facts' }, t('setupHint')),
    el(
      'ol',
      { class: 'steps' },
      stepItem(ui, p.setup),
      stepItem(ui, p.notices),
      stepItem(ui, p.week),
      stepItem(ui, p.board),
    ),
  ];
  return el(
    'section',
    {
      class: `game${done ? ' game--setup-done' : ''}`,
      'data-section': 'setup',
      'aria-labelledby': 'h-setup',
    },
    el('h2', { id: 'h-setup' }, t('setupTitle')),
    // once done, folded: its steps left (the notices, the board) wait behind one line
    ...(done ? [fold(ui, 'setup', false, t('stateDone'), ...body)] : body),
    status.settingsProblems.length > 0
      ? el(
          'div',
          { class: 'settings-problems' },
          el('h3', {}, t('settingsProblems')),
          problemList(ui, '', status.settingsProblems),
        )
      : null,
  );
}

function sections(ui: Ui, status: Status): Child[] {
  const p = plan(status, ui.s.session);
  const setup = setupSection(ui, p, status);
  const games = p.games.map((g) => gameSection(ui, g, status));
  // What keeps the add-on from telling where a sheet is (a copy carrying its marks) comes first.
  const identity =
    (status.identityProblems ?? []).length > 0
      ? el(
          'section',
          { class: 'identity', 'data-section': 'identity', role: 'alert' },
          el('h2', {}, ui.t('identityTitle')),
          problemList(ui, '', status.identityProblems),
        )
      : null;
  // Once done (and without problems), the setup waits at the bottom: the games' next steps come first.
  return p.setup.state === 'done' && status.settingsProblems.length === 0
    ? [identity, ...games, setup]
    : [identity, setup, ...games];
}

/** Renders the sections again; then focuses the element of id `focus`, if given, scrolled into view. */
export function renderSections(ui: Ui, focus?: string): void {
  const status = ui.s.status;
  replaceChildren(
    ui.page.sections,
    ...(status ? sections(ui, status) : [ui.s.busy ? null : el('p', { class: 'loading' }, ui.t('loading'))]),
  );
  if (focus === undefined) return;
  const target = document.getElementById(focus);
  target?.focus({ preventScroll: true });
  target?.parentElement?.scrollIntoView?.({ block: 'nearest' });
}
