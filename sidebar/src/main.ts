/**
 * The sidebar: loads `serverStatus()`, shows each game's steps (done ✓, next, locked), runs one
 * action at a time through google.script.run (never blocking: a busy line with the action's name
 * and the seconds so far), shows every result inline, and refreshes the status after each call.
 * Every word comes from src/i18n/messages-ui.ts; everything from the spreadsheet is inserted as text.
 */
import { SIDEBAR_TEXT, uiText, type SidebarKey } from '../../src/i18n/messages-ui';
import type { ActionResult, ProblemView, Status } from '../../src/sheets/api';
import { confirmation, langOf, serverCall, type Lang, type Request } from './actions';
import { el, replaceChildren, type Child } from './dom';
import { call, errorText } from './rpc';
import { plan, type GameId, type GamePlan, type Session, type Step, type StepAction } from './steps';

const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];
const LANG_KEYS: Record<Lang, SidebarKey> = { ru: 'langRu', kk: 'langKk', en: 'langEn' };
const GAME_KEYS: Record<GameId, SidebarKey> = { futsal: 'gameFutsal', billiards: 'gameBilliards', backgammon: 'gameBackgammon', preference: 'gamePreference' };
const ACTION_KEYS: Record<StepAction, SidebarKey> = {
  setup: 'setup',
  check: 'check',
  draw: 'draw',
  groups: 'groups',
  bracket: 'bracket',
  'finalize-groups': 'finalizeGroups',
  'finalize-bracket': 'finalizeBracket',
  withdraw: 'withdraw',
  attendance: 'attendance',
  'seat-tour': 'seatTour',
  'finalize-tour': 'finalizeTour',
  'seat-final': 'seatFinal',
  'finalize-final': 'finalizeFinal',
  'finalize-standings': 'finalizeStandings',
};
const STATE_KEYS: Record<Step['state'], SidebarKey> = { done: 'stateDone', next: 'stateNext', available: 'stateAvailable', locked: 'stateLocked' };
/** After this long the busy line also shows the seconds so far. */
const SHOW_ELAPSED_MS = 1500;

type Shown =
  | { kind: 'result'; request: Request | null; result: ActionResult }
  | { kind: 'infra'; detail: string };

const state = {
  lang: langOf(typeof navigator === 'undefined' ? '' : navigator.language),
  status: null as Status | null,
  session: { checked: {} } as Session,
  busy: null as { label: string; started: number; timer: number } | null,
  shown: null as Shown | null,
  /** what was typed into the seed / name boxes and the language chosen, kept across renders */
  inputs: {} as Record<string, string>,
  setupLang: null as Lang | null,
};

function t(key: SidebarKey, params: Record<string, string | number> = {}): string {
  return uiText(SIDEBAR_TEXT, key, state.lang, params);
}

// ---- the page: three parts created once (toolbar + busy line, result, steps) ------------------------

const app = document.getElementById('app') ?? document.body.appendChild(el('main', { id: 'app' }));
const busyLabel = el('span', { class: 'busy-label' });
const busyTime = el('span', { class: 'busy-time', 'aria-hidden': 'true' });
const busyBox = el('div', { class: 'busy', 'data-role': 'busy', role: 'status', hidden: true }, el('span', { class: 'spinner', 'aria-hidden': 'true' }), busyLabel, busyTime);
const refreshButton = el('button', { type: 'button', class: 'refresh', 'data-action': 'refresh', on: { click: () => refresh() } });
const resultBox = el('section', { class: 'result', 'data-role': 'result', 'aria-live': 'polite', tabindex: '-1', hidden: true });
const stepsBox = el('div', { class: 'sections' });
replaceChildren(app, el('div', { class: 'toolbar' }, refreshButton, busyBox), resultBox, stepsBox);

function render(): void {
  document.documentElement.lang = state.lang;
  app.setAttribute('aria-busy', state.busy ? 'true' : 'false');
  refreshButton.textContent = t('refresh');
  refreshButton.disabled = state.busy !== null;
  renderBusy();
  renderResult();
  renderSteps();
}

function renderBusy(): void {
  const busy = state.busy;
  busyBox.hidden = busy === null;
  if (!busy) return;
  busyLabel.textContent = busy.label;
  const ms = Date.now() - busy.started;
  busyTime.textContent = ms >= SHOW_ELAPSED_MS ? t('elapsed', { seconds: Math.floor(ms / 1000) }) : '';
}

// ---- the result of the last action -------------------------------------------------------------------

function problemItem(p: ProblemView): HTMLElement {
  return el(
    'li',
    { class: `problem problem--${p.severity === 'warning' ? 'warning' : 'error'}` },
    el('span', { class: 'severity' }, t(p.severity === 'warning' ? 'severityWarning' : 'severityError')),
    p.cell ? el('code', { class: 'cell' }, p.cell) : null,
    // a problem that only names its cell (wouldOverwrite, stageIncomplete) says it once
    p.message === p.cell ? null : el('span', { class: 'problem-text' }, p.message),
  );
}

/** Groups of a draw, tables of a seating: the lists a success carries. */
function dataLists(data: unknown): Child {
  if (!data || typeof data !== 'object') return null;
  const d = data as { groups?: unknown; tables?: unknown };
  const lists: { head: string; players: string[] }[] = [];
  if (Array.isArray(d.groups)) {
    for (const g of d.groups as { letter?: unknown; players?: unknown }[]) {
      if (Array.isArray(g.players)) lists.push({ head: t('group', { g: String(g.letter ?? '') }), players: g.players.map(String) });
    }
  }
  if (Array.isArray(d.tables)) {
    for (const tb of d.tables as { label?: unknown; players?: unknown }[]) {
      if (Array.isArray(tb.players)) lists.push({ head: t('table', { t: String(tb.label ?? '') }), players: tb.players.map(String) });
    }
  }
  if (lists.length === 0) return null;
  return el('ul', { class: 'lists' }, ...lists.map((l) => el('li', {}, el('strong', {}, l.head), ' ', l.players.join(', '))));
}

function renderResult(): void {
  const shown = state.shown;
  resultBox.hidden = shown === null;
  if (!shown) {
    replaceChildren(resultBox);
    return;
  }
  const dismiss = el('button', { type: 'button', class: 'dismiss', 'data-action': 'dismiss', disabled: state.busy !== null, on: { click: () => show(null) } }, t('dismiss'));
  if (shown.kind === 'infra') {
    resultBox.className = 'result result--refused';
    replaceChildren(resultBox, el('p', { class: 'message' }, t('infraFailed')), el('p', { class: 'detail' }, t('detail', { detail: shown.detail })), dismiss);
    return;
  }
  const { result, request } = shown;
  resultBox.className = `result ${result.ok ? 'result--ok' : result.needsConfirmation ? 'result--confirm' : 'result--refused'}`;
  // The first problem of a refusal repeats the message: shown once.
  const problems = result.problems.filter((p) => p.cell !== undefined || p.message !== result.message);
  const confirm =
    result.needsConfirmation && request
      ? el(
          'button',
          {
            type: 'button',
            class: 'primary',
            'data-action': 'confirm',
            'data-game': request.game ?? undefined,
            'data-tour': request.tour,
            disabled: state.busy !== null,
            on: { click: () => run(confirmation(request, result.data)) },
          },
          t('confirm'),
        )
      : null;
  replaceChildren(
    resultBox,
    el('p', { class: 'message' }, result.message),
    result.sheets.length > 0 ? el('p', { class: 'sheets' }, t('sheetsWritten', { sheets: result.sheets.join(', ') })) : null,
    problems.length > 0 ? el('ul', { class: 'problems' }, ...problems.map(problemItem)) : null,
    result.ok ? dataLists(result.data) : null,
    el('div', { class: 'buttons' }, confirm, dismiss),
  );
}

function show(shown: Shown | null): void {
  state.shown = shown;
  renderResult();
  if (shown) {
    resultBox.scrollIntoView?.({ block: 'start' });
    resultBox.focus({ preventScroll: true });
  }
}

// ---- the steps ---------------------------------------------------------------------------------------

function inputKey(step: Step, what: string): string {
  return `${what}:${step.game ?? ''}`;
}

function textInput(key: string, labelText: string, hint: string | null, kind: string): HTMLElement {
  const id = `in-${key.replace(/[^a-z0-9]+/gi, '-')}`;
  const input = el('input', {
    id,
    type: 'text',
    'data-input': kind,
    value: state.inputs[key] ?? '',
    autocomplete: 'off',
    disabled: state.busy !== null,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    on: { input: (e) => (state.inputs[key] = (e.target as HTMLInputElement).value) },
  });
  return el('div', { class: 'field' }, el('label', { for: id }, labelText), input, hint ? el('small', { id: `${id}-hint` }, hint) : null);
}

function stepLabel(step: Step): string {
  return t(ACTION_KEYS[step.action], step.tour === undefined ? {} : { n: step.tour });
}

function stepItem(step: Step): HTMLElement {
  const id = `st-${step.action}-${step.game ?? 'setup'}${step.tour === undefined ? '' : `-${step.tour}`}`;
  const request: Request = { action: step.action, game: step.game };
  if (step.tour !== undefined) request.tour = step.tour;
  const extras: Child[] = [];
  if (step.action === 'draw' || (step.action === 'seat-tour' && step.tour === 1)) {
    if (step.enabled) extras.push(textInput(inputKey(step, 'seed'), t('seedLabel'), t('seedHint'), 'seed'));
  }
  if (step.action === 'withdraw' && step.enabled) {
    extras.push(textInput(inputKey(step, 'player'), t(step.game === 'preference' ? 'withdrawLabelPref' : 'withdrawLabel'), null, 'player'));
  }
  if (step.action === 'setup' && !state.status?.settings) {
    const current = state.setupLang ?? state.lang;
    const select = el(
      'select',
      { id: 'setup-lang', 'data-input': 'lang', disabled: state.busy !== null, on: { change: (e) => (state.setupLang = (e.target as HTMLSelectElement).value as Lang) } },
      ...LANGS.map((l) => el('option', { value: l, selected: l === current, lang: l }, t(LANG_KEYS[l]))),
    );
    extras.push(el('div', { class: 'field' }, el('label', { for: 'setup-lang' }, t('langLabel')), select));
  } else if (step.action === 'setup') {
    extras.push(el('small', {}, t('langFixed')));
  }
  if (step.progress && step.state !== 'locked' && step.progress.tables > 0) {
    extras.push(el('small', { class: 'progress' }, t('tourProgress', { done: step.progress.done, tables: step.progress.tables })));
  }
  if (step.action.startsWith('finalize') && step.state === 'next') extras.push(el('small', { class: 'hint' }, t('finalizeHint')));
  const button = el(
    'button',
    {
      type: 'button',
      class: step.state === 'next' ? 'primary' : undefined,
      'data-action': step.action,
      'data-game': step.game ?? undefined,
      'data-tour': step.tour,
      'aria-describedby': `${id}-state`,
      disabled: !step.enabled || state.busy !== null,
      on: {
        click: () => {
          const r: Request = { ...request };
          if (step.action === 'setup' && !state.status?.settings) r.lang = state.setupLang ?? state.lang;
          if (step.action === 'draw' || step.action === 'seat-tour') r.seed = state.inputs[inputKey(step, 'seed')] ?? '';
          if (step.action === 'withdraw') {
            r.player = state.inputs[inputKey(step, 'player')] ?? '';
            if (r.player.trim() === '') {
              const box = document.getElementById(`in-player-${step.game ?? ''}`);
              box?.setAttribute('aria-invalid', 'true');
              box?.focus();
              return;
            }
          }
          run(r);
        },
      },
    },
    stepLabel(step),
  );
  return el(
    'li',
    { class: `step step--${step.state}${step.extra ? ' step--extra' : ''}`, 'data-state': step.state, 'aria-current': step.state === 'next' ? 'step' : undefined },
    el('span', { class: 'mark', 'aria-hidden': 'true' }),
    el('div', { class: 'step-body' }, button, el('span', { class: 'state', id: `${id}-state` }, t(STATE_KEYS[step.state])), ...extras),
  );
}

function gameSection(g: GamePlan, status: Status): HTMLElement {
  const info = status.games.find((x) => x.game === g.game);
  const facts: string[] = [];
  if (info && info.registered) facts.push(t('registrants', { count: info.registrants }));
  if (info && g.game === 'futsal' && info.registered) facts.push(t('teams', { count: info.teams }));
  if (g.finished) facts.push(t('finished'));
  const problems = g.game === 'preference' ? status.preferenceProblems : [];
  return el(
    'section',
    { class: `game${g.finished ? ' game--finished' : ''}`, 'data-section': g.game, 'aria-labelledby': `h-${g.game}` },
    el('h2', { id: `h-${g.game}` }, t(GAME_KEYS[g.game])),
    facts.length > 0 ? el('p', { class: 'facts' }, facts.join(' · ')) : null,
    problems.length > 0 ? el('ul', { class: 'problems' }, ...problems.map(problemItem)) : null,
    el('ol', { class: 'steps' }, ...foldLaterTours(g.steps).map((x) => ('fold' in x ? laterToursItem(x.fold) : stepItem(x)))),
  );
}

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

function laterToursItem(tours: readonly number[]): HTMLElement {
  const from = Math.min(...tours);
  const to = Math.max(...tours);
  return el(
    'li',
    { class: 'step step--locked step--folded', 'data-state': 'locked', 'data-tours': `${from}-${to}` },
    el('span', { class: 'mark', 'aria-hidden': 'true' }),
    el('div', { class: 'step-body' }, el('small', {}, from === to ? t('laterTour', { n: from }) : t('laterTours', { from, to }))),
  );
}

function renderSteps(): void {
  const status = state.status;
  if (!status) {
    replaceChildren(stepsBox, state.busy ? null : el('p', { class: 'loading' }, t('loading')));
    return;
  }
  const p = plan(status, state.session);
  const setup = el(
    'section',
    { class: 'game', 'data-section': 'setup', 'aria-labelledby': 'h-setup' },
    el('h2', { id: 'h-setup' }, t('setupTitle')),
    el('p', { class: 'facts' }, t('setupHint')),
    el('ol', { class: 'steps' }, stepItem(p.setup)),
    status.settingsProblems.length > 0
      ? el('div', { class: 'settings-problems' }, el('h3', {}, t('settingsProblems')), el('ul', { class: 'problems' }, ...status.settingsProblems.map(problemItem)))
      : null,
  );
  replaceChildren(stepsBox, setup, ...p.games.map((g) => gameSection(g, status)));
}

// ---- calls ---------------------------------------------------------------------------------------------

function startBusy(label: string): void {
  if (state.busy) window.clearInterval(state.busy.timer);
  state.busy = { label, started: Date.now(), timer: window.setInterval(renderBusy, 500) };
  render();
}

function stopBusy(): void {
  if (state.busy) window.clearInterval(state.busy.timer);
  state.busy = null;
}

function isResult(x: unknown): x is ActionResult {
  return !!x && typeof x === 'object' && typeof (x as ActionResult).ok === 'boolean' && typeof (x as ActionResult).message === 'string' && Array.isArray((x as ActionResult).problems);
}

/** Reads the status again (after every action, and on Refresh). */
function refresh(): void {
  if (state.busy) return;
  startBusy(t('busyStatus'));
  call(
    'serverStatus',
    [],
    (res) => {
      stopBusy();
      if (isResult(res) && res.ok && res.data) {
        state.status = res.data as Status;
        state.lang = state.status.lang;
      } else {
        show({ kind: 'result', request: null, result: isResult(res) ? { ...res, message: `${t('statusFailed')}: ${res.message}` } : { ok: false, message: t('statusFailed'), problems: [], sheets: [] } });
      }
      render();
    },
    (error) => {
      stopBusy();
      show({ kind: 'infra', detail: errorText(error) });
      render();
    },
  );
}

/** Runs one action: busy line, then its result inline, then a fresh status. */
function run(request: Request): void {
  if (state.busy) return;
  const label = request.action === 'setup' ? t('setup') : `${request.game ? `${t(GAME_KEYS[request.game])}: ` : ''}${t(ACTION_KEYS[request.action], request.tour === undefined ? {} : { n: request.tour })}`;
  const { fn, args } = serverCall(request);
  startBusy(label);
  call(
    fn,
    args,
    (res) => {
      stopBusy();
      const result: ActionResult = isResult(res) ? res : { ok: false, message: errorText(res), problems: [], sheets: [] };
      if (request.action === 'check' && request.game && result.ok) state.session.checked[request.game] = true;
      show({ kind: 'result', request, result });
      refresh();
    },
    (error) => {
      stopBusy();
      show({ kind: 'infra', detail: errorText(error) });
      refresh();
    },
  );
}

render();
refresh();
