/**
 * The sidebar: loads `serverStatus()`, shows each game's steps (done ✓, next, locked), runs one
 * action at a time through google.script.run (never blocking: a busy line with the action's name
 * and the seconds so far), shows every result inline, and refreshes the status after each call.
 * Every word comes from src/i18n/messages-ui.ts; everything from the spreadsheet is inserted as text.
 */
import { SIDEBAR_TEXT, uiText, type SidebarKey } from '../../src/i18n/messages-ui';
import type { ActionResult, ProblemView, Status } from '../../src/sheets/api';
import { confirmation, langOf, serverCall, stepTextKey, withdrawLabelKey, type Lang, type Request } from './actions';
import { el, replaceChildren, type Child } from './dom';
import { placeOf, problemLines, type ProblemLine } from './problems';
import { call, errorText } from './rpc';
import { nextStep, plan, type GameId, type GamePlan, type Session, type Step } from './steps';

const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];
const LANG_KEYS: Record<Lang, SidebarKey> = { ru: 'langRu', kk: 'langKk', en: 'langEn' };
const GAME_KEYS: Record<GameId, SidebarKey> = { futsal: 'gameFutsal', billiards: 'gameBilliards', backgammon: 'gameBackgammon', preference: 'gamePreference' };
const STATE_KEYS: Record<Step['state'], SidebarKey> = { done: 'stateDone', next: 'stateNext', available: 'stateAvailable', locked: 'stateLocked' };
/** After this long the busy line also shows the seconds so far. */
const SHOW_ELAPSED_MS = 1500;

/** What the result box shows; `title` names the action (game: step), `request` what ran. */
type Shown =
  | { kind: 'result'; title: string | null; request: Request | null; result: ActionResult }
  | { kind: 'infra'; title: string | null; request: Request | null; detail: string };

const state = {
  lang: langOf(typeof navigator === 'undefined' ? '' : navigator.language),
  status: null as Status | null,
  session: { checked: {} } as Session,
  busy: null as { label: string; started: number; timer: number; step: string | null } | null,
  shown: null as Shown | null,
  /** what was typed into the seed / name boxes and the language chosen, kept across renders */
  inputs: {} as Record<string, string>,
  /** withdrawal (or correction) boxes left empty when their button was pressed (by "what:game") */
  missing: {} as Record<string, boolean>,
  setupLang: null as Lang | null,
  /** a play-off match whose "clear" was pressed once, waiting for "yes" ("game:match") */
  pendingClear: null as string | null,
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
/** The result's pointer to the game's next step: updated apart, once the fresh status is in. */
const nextBox = el('p', { class: 'next' });
/** The result box's own buttons (confirm, dismiss): disabled while a call runs. */
let resultButtons: HTMLButtonElement[] = [];
const stepsBox = el('div', { class: 'sections' });
replaceChildren(app, el('div', { class: 'toolbar' }, refreshButton, busyBox), resultBox, stepsBox);

function render(): void {
  document.documentElement.lang = state.lang;
  app.setAttribute('aria-busy', state.busy ? 'true' : 'false');
  refreshButton.textContent = t('refresh');
  refreshButton.disabled = state.busy !== null;
  renderBusy();
  syncResult();
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

/** "sheet «…», cell B7" / "…, row 7" in plain words; a setting's name as it is. */
function where(cell: string): string {
  const place = placeOf(cell);
  if (place.kind === 'cell') return t('whereCell', { sheet: place.sheet, ref: place.ref });
  if (place.kind === 'row') return t('whereRow', { sheet: place.sheet, row: place.row });
  return place.text;
}

function severityBadge(severity: ProblemView['severity']): HTMLElement {
  return el('span', { class: 'severity' }, t(severity === 'warning' ? 'severityWarning' : 'severityError'));
}

function problemItem(line: ProblemLine): HTMLElement {
  if (line.kind === 'cells') {
    const text = line.refs.length === 1 ? t('whereCell', { sheet: line.sheet, ref: line.refs[0] ?? '' }) : t('whereCells', { sheet: line.sheet, refs: line.refs.join(', ') });
    return el('li', { class: `problem problem--${line.severity === 'warning' ? 'warning' : 'error'}` }, severityBadge(line.severity), ' ', el('span', { class: 'cell' }, text));
  }
  const p = line.problem;
  return el(
    'li',
    { class: `problem problem--${p.severity === 'warning' ? 'warning' : 'error'}` },
    severityBadge(p.severity),
    ' ',
    p.cell ? el('span', { class: 'cell' }, where(p.cell)) : null,
    ' ',
    el('span', { class: 'problem-text' }, p.message),
  );
}

function problemList(message: string, problems: readonly ProblemView[]): HTMLElement | null {
  const lines = problemLines(message, problems);
  return lines.length > 0 ? el('ul', { class: 'problems' }, ...lines.map(problemItem)) : null;
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

/**
 * Builds the result box once per result (it is a live region: rebuilding it on every render would
 * make a screen reader read it again); later renders only update its buttons and the next step.
 */
function buildResult(): void {
  const shown = state.shown;
  resultBox.hidden = shown === null;
  resultButtons = [];
  if (!shown) {
    replaceChildren(resultBox);
    return;
  }
  const dismiss = el('button', { type: 'button', class: 'dismiss', 'data-action': 'dismiss', on: { click: () => dismissResult() } }, t('dismiss'));
  const title = shown.title ? el('p', { class: 'title' }, shown.title) : null;
  if (shown.kind === 'infra') {
    resultBox.className = 'result result--refused';
    replaceChildren(resultBox, title, el('p', { class: 'message' }, t('infraFailed')), el('p', { class: 'detail' }, t('detail', { detail: shown.detail })), el('div', { class: 'buttons' }, dismiss));
    resultButtons = [dismiss];
    return;
  }
  const { result, request } = shown;
  resultBox.className = `result ${result.ok ? 'result--ok' : result.needsConfirmation ? 'result--confirm' : 'result--refused'}`;
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
            on: { click: () => run(confirmation(request, result.data)) },
          },
          t('confirm'),
        )
      : null;
  replaceChildren(
    resultBox,
    title,
    el('p', { class: 'message' }, result.message),
    result.sheets.length > 0 ? el('p', { class: 'sheets' }, t('sheetsWritten', { sheets: result.sheets.join(', ') })) : null,
    problemList(result.message, result.problems),
    result.ok ? dataLists(result.data) : null,
    // a confirmation is itself the next step: no pointer elsewhere
    confirm ? null : nextBox,
    el('div', { class: 'buttons' }, confirm, dismiss),
  );
  resultButtons = confirm ? [confirm, dismiss] : [dismiss];
  replaceChildren(nextBox);
}

/** The buttons of the result box follow the busy state; the pointer follows the status. */
function syncResult(): void {
  for (const b of resultButtons) b.disabled = state.busy !== null;
  const shown = state.shown;
  const step = shown && shown.request && state.status && !state.busy ? nextStep(plan(state.status, state.session), shown.request.game) : null;
  const text = step ? t('nextStepIs', { step: stepLabel(step) }) : '';
  if ((nextBox.textContent ?? '') === text) return;
  replaceChildren(
    nextBox,
    step ? el('button', { type: 'button', class: 'link', 'data-role': 'next-step', on: { click: () => focusStep(step) } }, text) : null,
  );
}

function show(shown: Shown | null): void {
  state.shown = shown;
  buildResult();
  syncResult();
  if (shown) {
    resultBox.scrollIntoView?.({ block: 'start' });
    resultBox.focus({ preventScroll: true });
  }
}

/** Closes the result; the focus goes to the game's next step (or to Refresh). */
function dismissResult(): void {
  const shown = state.shown;
  show(null);
  const step = shown?.request && state.status ? nextStep(plan(state.status, state.session), shown.request.game) : null;
  if (!step || !focusStep(step)) refreshButton.focus();
}

function stepSelector(step: Step): string {
  let s = `button[data-action="${step.action}"]`;
  if (step.game) s += `[data-game="${step.game}"]`;
  if (step.tour !== undefined) s += `[data-tour="${step.tour}"]`;
  return s;
}

/** Scrolls a step into view and focuses its button; false when it is not on the page. */
function focusStep(step: Step): boolean {
  const button = stepsBox.querySelector<HTMLButtonElement>(stepSelector(step));
  if (!button) return false;
  button.closest('li')?.scrollIntoView?.({ block: 'center' });
  button.focus({ preventScroll: true });
  return true;
}

// ---- the steps ---------------------------------------------------------------------------------------

function inputKey(step: Step, what: string): string {
  return `${what}:${step.game ?? ''}`;
}

function textInput(key: string, labelText: string, hint: string | null, kind: string, onEnter: () => void, error: string | null = null): HTMLElement {
  const id = `in-${key.replace(/[^a-z0-9]+/gi, '-')}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter((x) => x !== '').join(' ');
  const input = el('input', {
    id,
    type: 'text',
    'data-input': kind,
    value: state.inputs[key] ?? '',
    autocomplete: 'off',
    enterkeyhint: 'go',
    disabled: state.busy !== null,
    'aria-invalid': error ? 'true' : undefined,
    'aria-describedby': described === '' ? undefined : described,
    on: {
      input: (e) => {
        state.inputs[key] = (e.target as HTMLInputElement).value;
      },
      keydown: (e) => {
        const k = e as KeyboardEvent;
        if (k.key === 'Enter' && !k.isComposing) {
          k.preventDefault();
          onEnter();
        }
      },
    },
  });
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, labelText),
    input,
    error ? el('small', { id: `${id}-error`, class: 'field-error' }, error) : null,
    hint ? el('small', { id: `${id}-hint` }, hint) : null,
  );
}

function stepLabel(step: Step): string {
  return t(stepTextKey(step.action, step.game), step.tour === undefined ? {} : { n: step.tour });
}

function stepId(step: Step): string {
  return `${step.action}:${step.game ?? ''}:${step.tour ?? ''}`;
}

function stepItem(step: Step): HTMLElement {
  const id = `st-${step.action}-${step.game ?? 'setup'}${step.tour === undefined ? '' : `-${step.tour}`}`;
  const request: Request = { action: step.action, game: step.game };
  if (step.tour !== undefined) request.tour = step.tour;
  const press = (): void => {
    if (!step.enabled || state.busy) return;
    const r: Request = { ...request };
    if (step.action === 'setup' && !state.status?.settings) r.lang = state.setupLang ?? state.lang;
    if (step.action === 'draw' || step.action === 'seat-tour') r.seed = state.inputs[inputKey(step, 'seed')] ?? '';
    if (step.action === 'withdraw') {
      r.player = state.inputs[inputKey(step, 'player')] ?? '';
      const game = step.game ?? '';
      if (r.player.trim() === '') {
        state.missing[game] = true;
        renderSteps();
        const box = document.getElementById(`in-player-${game}`);
        box?.focus({ preventScroll: true });
        box?.parentElement?.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      state.missing[game] = false;
    }
    if (step.action === 'correct-name') {
      const game = step.game ?? '';
      const v = (what: string) => (state.inputs[inputKey(step, what)] ?? '').trim();
      r.player = v('from');
      r.to = game === 'futsal' ? { team: v('team') } : { surname: v('surname'), name: v('name'), patronymic: v('patronymic') };
      const missingKey = `correct:${game}`;
      const complete = r.player !== '' && (game === 'futsal' ? v('team') !== '' : v('surname') !== '' && v('name') !== '');
      state.missing[missingKey] = !complete;
      if (!complete) {
        renderSteps();
        document.getElementById(`in-from-${game}`)?.focus({ preventScroll: true });
        return;
      }
    }
    run(r, stepId(step));
  };
  const extras: Child[] = [];
  if (step.progress && step.state !== 'locked' && step.progress.tables > 0) {
    extras.push(el('small', { class: 'progress' }, t('tourProgress', { done: step.progress.done, tables: step.progress.tables })));
  }
  if (step.action === 'draw' || (step.action === 'seat-tour' && step.tour === 1)) {
    if (step.enabled) extras.push(textInput(inputKey(step, 'seed'), t('seedLabel'), t('seedHint'), 'seed', press));
  }
  if (step.action === 'withdraw' && step.enabled) {
    const missing = state.missing[step.game ?? ''] === true;
    extras.push(textInput(inputKey(step, 'player'), t(withdrawLabelKey(step.game)), null, 'player', press, missing ? t('playerMissing') : null));
  }
  if (step.action === 'correct-name' && step.enabled) {
    const missing = state.missing[`correct:${step.game ?? ''}`] === true;
    const team = step.game === 'futsal';
    extras.push(textInput(inputKey(step, 'from'), t(team ? 'correctFromTeam' : 'correctFrom'), null, 'from', press, missing ? t('correctMissing') : null));
    if (team) extras.push(textInput(inputKey(step, 'team'), t('correctTeam'), null, 'team', press));
    else {
      extras.push(textInput(inputKey(step, 'surname'), t('correctSurname'), null, 'surname', press));
      extras.push(textInput(inputKey(step, 'name'), t('correctGiven'), null, 'name', press));
      extras.push(textInput(inputKey(step, 'patronymic'), t('correctPatronymic'), null, 'patronymic', press));
    }
    extras.push(el('small', { class: 'hint' }, t('correctNameHint')));
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
  if (step.action.startsWith('finalize') && step.state === 'next') extras.push(el('small', { class: 'hint' }, t('finalizeHint')));
  const running = state.busy !== null && state.busy.step === stepId(step);
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
      on: { click: press },
    },
    stepLabel(step),
  );
  return el(
    'li',
    {
      class: `step step--${step.state}${step.extra ? ' step--extra' : ''}${running ? ' step--running' : ''}`,
      'data-state': step.state,
      'aria-current': step.state === 'next' ? 'step' : undefined,
    },
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
    problems.length > 0 ? problemList('', problems) : null,
    flagsBox(g.game, status),
    el('ol', { class: 'steps' }, ...foldLaterTours(g.steps).map((x) => ('fold' in x ? laterToursItem(x.fold) : stepItem(x)))),
  );
}

/**
 * The play-off matches whose note flags something: a result typed for another pairing (confirm it
 * for the players routed there now, or clear it — after a second press), or a shoot-out to fix on
 * the sheet. Each names its match and says what the sheet says.
 */
function flagsBox(game: GameId, status: Status): HTMLElement | null {
  const flags = (status.playoffFlags ?? []).filter((f) => f.game === game);
  if (flags.length === 0) return null;
  const busy = state.busy !== null;
  const item = (f: (typeof flags)[number]) => {
    const key = `${f.game}:${f.match}`;
    const request = (action: 'resolve-confirm' | 'resolve-clear'): Request => ({ action, game: f.game, match: f.match });
    const buttons: Child[] = [];
    if (f.kind === 'pairing') {
      buttons.push(
        el('button', { type: 'button', 'data-action': 'resolve-confirm', 'data-game': f.game, 'data-match': f.match, disabled: busy, on: { click: () => run(request('resolve-confirm')) } }, t('resolveConfirm')),
      );
      if (state.pendingClear === key) {
        buttons.push(
          el(
            'button',
            { type: 'button', class: 'danger', 'data-action': 'resolve-clear', 'data-game': f.game, 'data-match': f.match, disabled: busy, on: { click: () => ((state.pendingClear = null), run(request('resolve-clear'))) } },
            t('resolveClearSure'),
          ),
        );
      } else {
        buttons.push(
          el('button', { type: 'button', 'data-action': 'resolve-clear-ask', 'data-game': f.game, 'data-match': f.match, disabled: busy, on: { click: () => ((state.pendingClear = key), renderSteps()) } }, t('resolveClear')),
        );
      }
    }
    return el(
      'li',
      { class: 'flag', 'data-match': f.match },
      el('strong', {}, t('flagMatch', { match: f.label })),
      ' ',
      el('span', { class: 'problem-text' }, f.note),
      ' ',
      el('span', { class: 'cell' }, where(f.cell)),
      f.kind === 'pairing' ? el('div', { class: 'buttons' }, ...buttons) : el('small', { class: 'hint' }, t('resolveFixOnSheet')),
    );
  };
  return el('div', { class: 'flags', 'data-role': 'flags' }, el('h3', {}, t('flagsTitle')), el('ul', { class: 'problems' }, ...flags.map(item)));
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
  const setupDone = p.setup.state === 'done';
  const setup = el(
    'section',
    { class: `game${setupDone ? ' game--setup-done' : ''}`, 'data-section': 'setup', 'aria-labelledby': 'h-setup' },
    el('h2', { id: 'h-setup' }, t('setupTitle')),
    el('p', { class: 'facts' }, t('setupHint')),
    el('ol', { class: 'steps' }, stepItem(p.setup)),
    status.settingsProblems.length > 0
      ? el('div', { class: 'settings-problems' }, el('h3', {}, t('settingsProblems')), problemList('', status.settingsProblems))
      : null,
  );
  // Once done (and without problems), the setup waits at the bottom: the games' next steps come first.
  const setupLast = setupDone && status.settingsProblems.length === 0;
  const games = p.games.map((g) => gameSection(g, status));
  // What keeps the add-on from telling where a sheet is (a copy carrying its marks) comes first.
  const identity = (status.identityProblems ?? []).length > 0
    ? el('section', { class: 'identity', 'data-section': 'identity', role: 'alert' }, el('h2', {}, t('identityTitle')), problemList('', status.identityProblems))
    : null;
  if (setupLast) replaceChildren(stepsBox, identity, ...games, setup);
  else replaceChildren(stepsBox, identity, setup, ...games);
}

// ---- calls ---------------------------------------------------------------------------------------------

function startBusy(label: string, step: string | null = null): void {
  if (state.busy) window.clearInterval(state.busy.timer);
  state.busy = { label, started: Date.now(), timer: window.setInterval(renderBusy, 500), step };
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
      } else if (!state.shown) {
        // (an action's result stays: the failure of the status read after it must not hide it)
        const result: ActionResult = isResult(res) ? { ...res, message: `${t('statusFailed')}: ${res.message}` } : { ok: false, message: t('statusFailed'), problems: [], sheets: [] };
        show({ kind: 'result', title: null, request: null, result });
      }
      render();
    },
    (error) => {
      stopBusy();
      if (!state.shown) show({ kind: 'infra', title: t('busyStatus'), request: null, detail: errorText(error) });
      render();
    },
  );
}

/** "Game: step" (the busy line and the result's title). */
function actionTitle(request: Request): string {
  const step = t(stepTextKey(request.action, request.game), request.tour === undefined ? {} : { n: request.tour });
  return request.game ? `${t(GAME_KEYS[request.game])}: ${step}` : step;
}

/** Runs one action: busy line, then its result inline, then a fresh status. */
function run(request: Request, step: string | null = null): void {
  if (state.busy) return;
  const title = actionTitle(request);
  const { fn, args } = serverCall(request);
  // The previous result goes: it must not pass for the result of this action.
  state.shown = null;
  buildResult();
  startBusy(title, step);
  call(
    fn,
    args,
    (res) => {
      stopBusy();
      const result: ActionResult = isResult(res) ? res : { ok: false, message: errorText(res), problems: [], sheets: [] };
      if (request.action === 'check' && request.game && result.ok) state.session.checked[request.game] = true;
      show({ kind: 'result', title, request, result });
      refresh();
    },
    (error) => {
      stopBusy();
      show({ kind: 'infra', title, request, detail: errorText(error) });
      refresh();
    },
  );
}

render();
refresh();
