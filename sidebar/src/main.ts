/**
 * The sidebar: loads `serverStatus()`, shows each game's steps (done ✓, next, locked), runs one
 * action at a time through google.script.run (never blocking: a busy line with the action's name
 * and the seconds so far), shows every result inline, and refreshes the status after each call.
 * Every word comes from src/i18n/messages-ui.ts; everything from the spreadsheet is inserted as text.
 */
import { SIDEBAR_TEXT, uiText, type SidebarKey } from '../../src/i18n/messages-ui';
import type { ActionResult, PreferenceProgress, ProblemView, Status } from '../../src/sheets/api';
import type { CardBlock, RefereeCard } from '../../src/refereeCard';
import {
  confirmation,
  langOf,
  proposalOf,
  serverCall,
  stepTextKey,
  withdrawLabelKey,
  type Lang,
  type Request,
} from './actions';
import { el, replaceChildren, type Attrs, type Child } from './dom';
import { placeOf, problemLines, type ProblemLine } from './problems';
import { call, errorText } from './rpc';
import {
  defaultTour,
  isKeep,
  penaltyPreview,
  RULING_HINT_KEYS,
  RULING_KIND_KEYS,
  RULING_KINDS,
  rulingCheck,
  rulingFields,
  rulingGames,
  rulingsOpen,
  rulingTours,
  SEATS,
  tieOf,
  whistsSum,
  type FinalTie,
  type RulingCheck,
  type RulingForm,
  type RulingKind,
} from './rulings';
import { nextStep, plan, type GameId, type GamePlan, type Session, type Step } from './steps';

const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];
const LANG_KEYS: Record<Lang, SidebarKey> = { ru: 'langRu', kk: 'langKk', en: 'langEn' };
const GAME_KEYS: Record<GameId, SidebarKey> = {
  futsal: 'gameFutsal',
  billiards: 'gameBilliards',
  backgammon: 'gameBackgammon',
  preference: 'gamePreference',
};
const STATE_KEYS: Record<Step['state'], SidebarKey> = {
  done: 'stateDone',
  next: 'stateNext',
  available: 'stateAvailable',
  locked: 'stateLocked',
};
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
  /** the rulings box: the ruling chosen, the tour chosen (null: the default), what is missing */
  rulingKind: 'late' as RulingKind,
  rulingTour: null as string | null,
  rulingError: null as RulingCheck | null,
  /** the tie serverSeatFinal refused with (until the final is seated), the players ticked, what is missing */
  tie: null as FinalTie | null,
  pick: [] as string[],
  pickError: null as 'count' | 'reason' | null,
  /** the referee card: shown or not, as read (in its language), a failure to read it */
  card: { open: false, data: null as RefereeCard | null, error: null as string | null },
};

function t(key: SidebarKey, params: Record<string, string | number> = {}): string {
  return uiText(SIDEBAR_TEXT, key, state.lang, params);
}

// ---- the page: three parts created once (toolbar + busy line, result, steps) ------------------------

const app = document.getElementById('app') ?? document.body.appendChild(el('main', { id: 'app' }));
const busyLabel = el('span', { class: 'busy-label' });
const busyTime = el('span', { class: 'busy-time', 'aria-hidden': 'true' });
const busyBox = el(
  'div',
  { class: 'busy', 'data-role': 'busy', role: 'status', hidden: true },
  el('span', { class: 'spinner', 'aria-hidden': 'true' }),
  busyLabel,
  busyTime,
);
const refreshButton = el('button', {
  type: 'button',
  class: 'refresh',
  'data-action': 'refresh',
  on: { click: () => refresh() },
});
const resultBox = el('section', {
  class: 'result',
  'data-role': 'result',
  'aria-live': 'polite',
  tabindex: '-1',
  hidden: true,
});
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
    const text =
      line.refs.length === 1
        ? t('whereCell', { sheet: line.sheet, ref: line.refs[0] ?? '' })
        : t('whereCells', { sheet: line.sheet, refs: line.refs.join(', ') });
    return el(
      'li',
      { class: `problem problem--${line.severity === 'warning' ? 'warning' : 'error'}` },
      severityBadge(line.severity),
      ' ',
      el('span', { class: 'cell' }, text),
    );
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
      if (Array.isArray(g.players))
        lists.push({
          head: t('group', { g: typeof g.letter === 'string' || typeof g.letter === 'number' ? String(g.letter) : '' }),
          players: g.players.map(String),
        });
    }
  }
  if (Array.isArray(d.tables)) {
    for (const tb of d.tables as { label?: unknown; players?: unknown }[]) {
      if (Array.isArray(tb.players))
        lists.push({
          head: t('table', { t: typeof tb.label === 'string' || typeof tb.label === 'number' ? String(tb.label) : '' }),
          players: tb.players.map(String),
        });
    }
  }
  if (lists.length === 0) return null;
  return el(
    'ul',
    { class: 'lists' },
    ...lists.map((l) => el('li', {}, el('strong', {}, l.head), ' ', l.players.join(', '))),
  );
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
  const dismiss = el(
    'button',
    { type: 'button', class: 'dismiss', 'data-action': 'dismiss', on: { click: () => dismissResult() } },
    t('dismiss'),
  );
  const title = shown.title ? el('p', { class: 'title' }, shown.title) : null;
  if (shown.kind === 'infra') {
    resultBox.className = 'result result--refused';
    replaceChildren(
      resultBox,
      title,
      el('p', { class: 'message' }, t('infraFailed')),
      el('p', { class: 'detail' }, t('detail', { detail: shown.detail })),
      el('div', { class: 'buttons' }, dismiss),
    );
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
  // A check that proposes the admitted list (Art. 2 item 5): who it leaves out, and the committee's confirmation.
  const proposal = request && request.action === 'check' ? proposalOf(result.data) : null;
  const admit =
    proposal && request
      ? el(
          'button',
          {
            type: 'button',
            class: 'primary',
            'data-action': 'admit',
            'data-game': request.game ?? undefined,
            on: { click: () => run({ action: 'admit', game: request.game, token: proposal.token }) },
          },
          t('admitConfirm'),
        )
      : null;
  replaceChildren(
    resultBox,
    title,
    el('p', { class: 'message' }, result.message),
    result.sheets.length > 0
      ? el('p', { class: 'sheets' }, t('sheetsWritten', { sheets: result.sheets.join(', ') }))
      : null,
    problemList(result.message, result.problems),
    result.ok ? dataLists(result.data) : null,
    proposal
      ? el(
          'ul',
          { class: 'lists', 'data-role': 'admission' },
          el(
            'li',
            {},
            el('strong', {}, t('admitLeftOut', { n: proposal.leftOut.length })),
            ' ',
            proposal.leftOut.join(', '),
          ),
        )
      : null,
    // a confirmation is itself the next step: no pointer elsewhere
    confirm || admit ? null : nextBox,
    el('div', { class: 'buttons' }, confirm, admit, dismiss),
  );
  resultButtons = [confirm, admit, dismiss].filter((b): b is HTMLButtonElement => b !== null);
  replaceChildren(nextBox);
}

/** The buttons of the result box follow the busy state; the pointer follows the status. */
function syncResult(): void {
  for (const b of resultButtons) b.disabled = state.busy !== null;
  const shown = state.shown;
  const step =
    shown && shown.request && state.status && !state.busy
      ? nextStep(plan(state.status, state.session), shown.request.game)
      : null;
  const text = step ? t('nextStepIs', { step: stepLabel(step) }) : '';
  if ((nextBox.textContent ?? '') === text) return;
  replaceChildren(
    nextBox,
    step
      ? el(
          'button',
          { type: 'button', class: 'link', 'data-role': 'next-step', on: { click: () => focusStep(step) } },
          text,
        )
      : null,
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

function textInput(
  key: string,
  labelText: string,
  hint: string | null,
  kind: string,
  onEnter: () => void,
  error: string | null = null,
  extra: Attrs = {},
): HTMLElement {
  const id = inputId(key);
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
    ...extra,
    on: {
      input: (e) => {
        state.inputs[key] = (e.target as HTMLInputElement).value;
        extra.on?.input?.(e);
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

function inputId(key: string): string {
  return `in-${key.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** A labelled select; `onChange` gets the value chosen. */
function selectField(
  id: string,
  kind: string,
  labelText: string,
  options: readonly (readonly [string, string])[],
  value: string,
  onChange: (v: string) => void,
  error: string | null = null,
  hint: string | null = null,
): HTMLElement {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter((x) => x !== '').join(' ');
  const select = el(
    'select',
    {
      id,
      'data-input': kind,
      disabled: state.busy !== null,
      'aria-invalid': error ? 'true' : undefined,
      'aria-describedby': described === '' ? undefined : described,
      on: { change: (e) => onChange((e.target as HTMLSelectElement).value) },
    },
    ...options.map(([v, text]) => el('option', { value: v, selected: v === value }, text)),
  );
  return el(
    'div',
    { class: 'field' },
    el('label', { for: id }, labelText),
    select,
    error ? el('small', { id: `${id}-error`, class: 'field-error' }, error) : null,
    hint ? el('small', { id: `${id}-hint`, 'data-role': `${kind}-hint` }, hint) : null,
  );
}

/** Re-renders the steps and gives the focus back to the element of `id` (a select just changed, a field found empty). */
function renderAndFocus(id: string): void {
  renderSteps();
  const target = document.getElementById(id);
  target?.focus({ preventScroll: true });
  target?.parentElement?.scrollIntoView?.({ block: 'nearest' });
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
      r.to =
        game === 'futsal'
          ? { team: v('team') }
          : { surname: v('surname'), name: v('name'), patronymic: v('patronymic') };
      const missingKey = `correct:${game}`;
      const complete =
        r.player !== '' && (game === 'futsal' ? v('team') !== '' : v('surname') !== '' && v('name') !== '');
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
    extras.push(
      el('small', { class: 'progress' }, t('tourProgress', { done: step.progress.done, tables: step.progress.tables })),
    );
  }
  if (step.action === 'draw' || (step.action === 'seat-tour' && step.tour === 1)) {
    if (step.enabled) extras.push(textInput(inputKey(step, 'seed'), t('seedLabel'), t('seedHint'), 'seed', press));
  }
  if (step.action === 'withdraw' && step.enabled) {
    const missing = state.missing[step.game ?? ''] === true;
    extras.push(
      textInput(
        inputKey(step, 'player'),
        t(withdrawLabelKey(step.game)),
        null,
        'player',
        press,
        missing ? t('playerMissing') : null,
      ),
    );
  }
  if (step.action === 'correct-name' && step.enabled) {
    const missing = state.missing[`correct:${step.game ?? ''}`] === true;
    const team = step.game === 'futsal';
    extras.push(
      textInput(
        inputKey(step, 'from'),
        t(team ? 'correctFromTeam' : 'correctFrom'),
        null,
        'from',
        press,
        missing ? t('correctMissing') : null,
      ),
    );
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
      {
        id: 'setup-lang',
        'data-input': 'lang',
        disabled: state.busy !== null,
        on: { change: (e) => (state.setupLang = (e.target as HTMLSelectElement).value as Lang) },
      },
      ...LANGS.map((l) => el('option', { value: l, selected: l === current, lang: l }, t(LANG_KEYS[l]))),
    );
    extras.push(el('div', { class: 'field' }, el('label', { for: 'setup-lang' }, t('langLabel')), select));
  } else if (step.action === 'setup') {
    extras.push(el('small', {}, t('langFixed')));
  }
  if (step.action === 'seat-final' && state.tie && step.enabled && step.state !== 'done')
    extras.push(tieBox(state.tie));
  if (step.action.startsWith('finalize') && step.state === 'next')
    extras.push(el('small', { class: 'hint' }, t('finalizeHint')));
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
    el(
      'div',
      { class: 'step-body' },
      button,
      el('span', { class: 'state', id: `${id}-state` }, t(STATE_KEYS[step.state])),
      ...extras,
    ),
  );
}

function gameSection(g: GamePlan, status: Status): HTMLElement {
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
  const problems = [...(g.game === 'preference' ? status.preferenceProblems : []), ...due];
  return el(
    'section',
    { class: `game${g.finished ? ' game--finished' : ''}`, 'data-section': g.game, 'aria-labelledby': `h-${g.game}` },
    el('h2', { id: `h-${g.game}` }, t(GAME_KEYS[g.game])),
    facts.length > 0 ? el('p', { class: 'facts' }, facts.join(' · ')) : null,
    problems.length > 0 ? problemList('', problems) : null,
    flagsBox(g.game, status),
    el(
      'ol',
      { class: 'steps' },
      ...foldLaterTours(g.steps).map((x) => ('fold' in x ? laterToursItem(x.fold) : stepItem(x))),
    ),
    g.game === 'preference' ? rulingsBox(status.preference) : null,
    g.game === 'preference' ? cardBox() : null,
  );
}

// ---- the referee card "how to type a deal" (docs/referee-card.md, read when first opened) -------------

/** Text with its `code` spans. */
const inline = (text: string): Child[] => text.split('`').map((s, i) => (i % 2 ? el('code', {}, s) : s));

function cardBlock(b: CardBlock): HTMLElement {
  if ('h' in b) return el('h4', {}, ...inline(b.h));
  if ('p' in b) return el('p', {}, ...inline(b.p));
  if ('ul' in b) return el('ul', {}, ...b.ul.map((x) => el('li', {}, ...inline(x))));
  const [head = [], ...rows] = b.table;
  const row = (cells: string[], tag: 'th' | 'td') => el('tr', {}, ...cells.map((x) => el(tag, {}, ...inline(x))));
  // A wide table (the examples) would not fit 300 px: its last column (what is written) goes under each row.
  const n = head.length - 1;
  const body =
    n > 3
      ? rows.flatMap((r) => [
          row(r.slice(0, n), 'td'),
          el('tr', { class: 'under' }, el('td', { colspan: n }, ...inline(r[n] ?? ''))),
        ])
      : rows.map((r) => row(r, 'td'));
  return el(
    'div',
    { class: 'scroll' },
    el('table', {}, el('thead', {}, row(n > 3 ? head.slice(0, n) : head, 'th')), el('tbody', {}, ...body)),
  );
}

function cardBox(): HTMLElement {
  const c = state.card;
  const shown = c.open && c.data?.lang === state.lang ? c.data : null;
  return el(
    'div',
    { class: 'card' },
    el(
      'button',
      {
        type: 'button',
        id: 'card-toggle',
        class: 'link',
        'data-action': 'card',
        'aria-expanded': String(c.open),
        on: { click: toggleCard },
      },
      t(c.open ? 'cardHide' : 'cardShow'),
    ),
    c.open && !shown ? el('p', { class: 'hint', role: 'status' }, c.error ?? '…') : null,
    shown
      ? el(
          'section',
          { 'data-role': 'card', lang: shown.lang, 'aria-label': shown.title },
          el('h3', {}, shown.title),
          ...shown.blocks.map(cardBlock),
        )
      : null,
  );
}

function toggleCard(): void {
  const c = state.card;
  c.open = !c.open;
  if (c.open && c.data?.lang !== state.lang) {
    c.error = null;
    const lang = state.lang;
    call(
      'serverRefereeCard',
      [lang],
      (res) => {
        if (isResult(res) && res.ok && res.data) c.data = res.data as RefereeCard;
        else c.error = isResult(res) ? res.message : t('infraFailed');
        renderSteps();
      },
      (error) => {
        c.error = `${t('infraFailed')} ${errorText(error)}`;
        renderSteps();
      },
    );
  }
  renderAndFocus('card-toggle');
}

// ---- preference: rulings at the table, the final's tie ------------------------------------------------

const RULING_KEY = 'ruling';
/** A name or a reason the server takes (MAX_TEXT_ARG of src/sheets/actions/args.ts). */
const MAX_TEXT = 200;
const rulingInput = (what: string): string => state.inputs[`${RULING_KEY}:${what}`] ?? '';

/** The rulings box as filled now (the tour: the one chosen while offered, else the default). */
function rulingForm(p: PreferenceProgress): RulingForm {
  const kind = state.rulingKind;
  const tours = rulingTours(kind, p);
  const tour = state.rulingTour !== null && tours.includes(state.rulingTour) ? state.rulingTour : defaultTour(kind, p);
  return {
    kind,
    tour,
    player: rulingInput('player'),
    game: rulingInput('game'),
    amount: rulingInput('amount'),
    table: rulingInput('table'),
    whists: Array.from({ length: SEATS }, (_, k) => rulingInput(`w${k + 1}`)),
    reason: rulingInput('reason'),
  };
}

/** Typing into a field said to be empty or wrong takes its message away (in place: the focus stays). */
function clearsError(field: RulingCheck['field'] | 'pick-reason', more: Attrs = {}): Attrs {
  return {
    ...more,
    on: {
      input: (e) => {
        if (field === 'pick-reason' ? state.pickError !== 'reason' : state.rulingError?.field !== field) return;
        if (field === 'pick-reason') state.pickError = null;
        else state.rulingError = null;
        const box = (e.target as HTMLElement).closest('.field');
        box?.querySelectorAll('[aria-invalid]').forEach((x) => x.removeAttribute('aria-invalid'));
        box?.querySelector('.field-error')?.remove();
      },
    },
  };
}

/** The focus target of a field (the first seat's box for the whists). */
function rulingFieldId(field: RulingCheck['field']): string {
  return inputId(`${RULING_KEY}:${field === 'whists' ? 'w1' : field}`);
}

function pressRuling(): void {
  const p = state.status?.preference ?? null;
  if (state.busy || !p) return;
  const form = rulingForm(p);
  state.rulingError = rulingCheck(form);
  if (state.rulingError) {
    renderAndFocus(rulingFieldId(state.rulingError.field));
    return;
  }
  run({ action: 'ruling', game: 'preference', ruling: form });
}

/** After a ruling was recorded, its boxes are emptied (the ruling and the tour stay): it cannot be sent twice by a slip. */
function clearRuling(): void {
  for (const what of [
    'player',
    'game',
    'amount',
    'table',
    'reason',
    ...Array.from({ length: SEATS }, (_, k) => `w${k + 1}`),
  ])
    delete state.inputs[`${RULING_KEY}:${what}`];
}

/**
 * "Rulings at the table": once a tour is seated, a ruling of the referee or the committee — not
 * admitted, a penalty of Art. 18 item 11, a result awarded to a table, left or disqualified — with
 * its tour, player (or table and whists), game or amount, and the reason it is recorded with.
 */
function rulingsBox(p: PreferenceProgress | null): HTMLElement | null {
  if (!p || !rulingsOpen(p)) return null;
  const form = rulingForm(p);
  const fields = rulingFields(form.kind, form.tour);
  const error = (field: RulingCheck['field']) =>
    state.rulingError && state.rulingError.field === field ? t(state.rulingError.key) : null;
  const leave = form.kind === 'left' || form.kind === 'disqualified';
  const kindSelect = selectField(
    'in-ruling-kind',
    'ruling-kind',
    t('rulingWhat'),
    RULING_KINDS.map((k) => [k, t(RULING_KIND_KEYS[k])] as const),
    form.kind,
    (v) => {
      state.rulingKind = v as RulingKind;
      state.rulingError = null;
      renderAndFocus('in-ruling-kind');
    },
    null,
    t(RULING_HINT_KEYS[form.kind]),
  );
  const tourSelect = selectField(
    'in-ruling-tour',
    'ruling-tour',
    t(leave ? 'rulingFrom' : 'rulingTour'),
    rulingTours(form.kind, p).map((v) => [v, v === 'final' ? t('rulingFinal') : t('rulingTourN', { n: v })] as const),
    form.tour,
    (v) => {
      state.rulingTour = v;
      renderAndFocus('in-ruling-tour');
    },
  );
  const parts: Child[] = [kindSelect, tourSelect];
  for (const field of fields) {
    if (field === 'player')
      parts.push(
        textInput(
          `${RULING_KEY}:player`,
          t('rulingPlayer'),
          null,
          'ruling-player',
          pressRuling,
          error('player'),
          clearsError('player', { maxlength: MAX_TEXT }),
        ),
      );
    if (field === 'game') {
      const games = rulingGames(form.kind).map(
        (g) => [g, g === 'misere' ? t('rulingMisere') : g === 'allpass' ? t('rulingAllPass') : g] as const,
      );
      parts.push(
        selectField(
          inputId(`${RULING_KEY}:game`),
          'ruling-game',
          t(form.kind === 'exposed' ? 'rulingGameExposed' : 'rulingGameRevoke'),
          [['', t('rulingGameChoose')], ...games],
          games.some(([g]) => g === form.game) ? form.game : '',
          (v) => {
            state.inputs[`${RULING_KEY}:game`] = v;
            if (state.rulingError?.field === 'game') state.rulingError = null;
            renderAndFocus(inputId(`${RULING_KEY}:game`));
          },
          error('game'),
        ),
      );
    }
    if (field === 'amount')
      parts.push(
        textInput(
          `${RULING_KEY}:amount`,
          t('rulingAmount'),
          null,
          'ruling-amount',
          pressRuling,
          error('amount'),
          clearsError('amount', { inputmode: 'numeric' }),
        ),
      );
    if (field === 'table')
      parts.push(
        textInput(
          `${RULING_KEY}:table`,
          t('rulingTable'),
          null,
          'ruling-table',
          pressRuling,
          error('table'),
          clearsError('table', { inputmode: 'numeric' }),
        ),
      );
    if (field === 'whists') parts.push(whistsField(form, error('whists')));
    if (field === 'reason') {
      const points = penaltyPreview(form);
      if (points !== null)
        parts.push(el('p', { class: 'points', 'data-role': 'ruling-points' }, t('rulingPoints', { points })));
      parts.push(
        textInput(
          `${RULING_KEY}:reason`,
          t('rulingReason'),
          null,
          'ruling-reason',
          pressRuling,
          error('reason'),
          clearsError('reason', { maxlength: MAX_TEXT }),
        ),
      );
    }
  }
  const button = el(
    'button',
    {
      type: 'button',
      'data-action': 'ruling',
      'data-game': 'preference',
      disabled: state.busy !== null,
      on: { click: pressRuling },
    },
    t(isKeep(form.kind) ? 'keepButton' : 'rulingButton'),
  );
  return el(
    'section',
    { class: 'rulings', 'data-role': 'rulings', 'aria-labelledby': 'h-rulings' },
    el('h3', { id: 'h-rulings' }, t('rulingsTitle')),
    ...parts,
    button,
  );
}

/** The awarded whists: one box per seat, and their sum as they are typed. */
function whistsField(form: RulingForm, error: string | null): HTMLElement {
  const sumText = (): string => {
    const sum = whistsSum(Array.from({ length: SEATS }, (_, k) => rulingInput(`w${k + 1}`)));
    return t('rulingSum', { sum: sum === null ? '?' : sum });
  };
  const sum = el('small', { id: 'in-ruling-whists-sum', 'data-role': 'ruling-sum' }, sumText());
  const seats = Array.from({ length: SEATS }, (_, k) => {
    const key = `${RULING_KEY}:w${k + 1}`;
    const id = inputId(key);
    return el(
      'div',
      { class: 'seat' },
      el('label', { for: id }, t('rulingSeat', { n: k + 1 })),
      el('input', {
        id,
        type: 'text',
        autocomplete: 'off',
        'data-input': 'ruling-whists',
        'data-seat': k + 1,
        value: form.whists[k] ?? '',
        disabled: state.busy !== null,
        'aria-invalid': error ? 'true' : undefined,
        'aria-describedby': `in-ruling-whists-label in-ruling-whists-sum${error ? ' in-ruling-whists-error' : ''}`,
        on: {
          input: (e) => {
            state.inputs[key] = (e.target as HTMLInputElement).value;
            sum.textContent = sumText();
            clearsError('whists').on?.input?.(e);
          },
          keydown: (e) => {
            const ke = e as KeyboardEvent;
            if (ke.key === 'Enter' && !ke.isComposing) {
              ke.preventDefault();
              pressRuling();
            }
          },
        },
      }),
    );
  });
  return el(
    'div',
    { class: 'field', role: 'group', 'aria-labelledby': 'in-ruling-whists-label' },
    el('span', { id: 'in-ruling-whists-label', class: 'group-label' }, t('rulingWhists')),
    el('div', { class: 'seats' }, ...seats),
    error ? el('small', { id: 'in-ruling-whists-error', class: 'field-error' }, error) : null,
    sum,
  );
}

function pressPick(): void {
  const tie = state.tie;
  if (state.busy || !tie) return;
  const reason = (state.inputs['tie:reason'] ?? '').trim();
  state.pickError = state.pick.length !== tie.seats ? 'count' : reason === '' ? 'reason' : null;
  if (state.pickError) {
    renderAndFocus(state.pickError === 'count' ? 'in-tie-pick-0' : inputId('tie:reason'));
    return;
  }
  run({
    action: 'seat-final',
    game: 'preference',
    pick: tie.tied.filter((p) => state.pick.includes(p)),
    pickReason: reason,
  });
}

/**
 * The final refused for a tie at its last seat: the tied players as checkboxes (exactly `seats` to
 * tick), the reason, and the button that seats the final with that pick.
 */
function tieBox(tie: FinalTie): HTMLElement {
  const busy = state.busy !== null;
  const counter = el('small', { class: 'tie-count', 'data-role': 'tie-count', 'aria-live': 'polite' });
  const boxes: HTMLInputElement[] = [];
  const sync = (): void => {
    counter.textContent = t('tieChosen', { n: state.pick.length, seats: tie.seats });
    for (const b of boxes) b.disabled = busy || (!b.checked && state.pick.length >= tie.seats);
  };
  const items = tie.tied.map((name, k) => {
    const box = el('input', {
      id: `in-tie-pick-${k}`,
      type: 'checkbox',
      'data-input': 'pick',
      value: name,
      checked: state.pick.includes(name),
      'aria-invalid': state.pickError === 'count' ? 'true' : undefined,
      'aria-describedby': state.pickError === 'count' ? 'in-tie-pick-error' : undefined,
      on: {
        change: (e) => {
          const on = (e.target as HTMLInputElement).checked;
          state.pick = on ? [...state.pick.filter((p) => p !== name), name] : state.pick.filter((p) => p !== name);
          if (state.pickError === 'count' && state.pick.length === tie.seats) state.pickError = null;
          sync();
        },
      },
    });
    boxes.push(box);
    return el('li', {}, el('label', { class: 'check', for: `in-tie-pick-${k}` }, box, el('span', {}, name)));
  });
  sync();
  return el(
    'div',
    { class: 'tie', 'data-role': 'tie', role: 'group', 'aria-labelledby': 'h-tie' },
    el('h3', { id: 'h-tie' }, t('tieTitle')),
    el('small', {}, t('tieHint', { rating: tie.rating, whists: tie.whists, seats: tie.seats })),
    tie.certain.length > 0 ? el('small', {}, t('tieCertain', { names: tie.certain.join(', ') })) : null,
    el('ul', { class: 'picks' }, ...items),
    counter,
    state.pickError === 'count'
      ? el('small', { id: 'in-tie-pick-error', class: 'field-error' }, t('tiePickBad', { seats: tie.seats }))
      : null,
    textInput(
      'tie:reason',
      t('tieReason'),
      null,
      'pick-reason',
      pressPick,
      state.pickError === 'reason' ? t('rulingReasonMissing') : null,
      clearsError('pick-reason', { maxlength: MAX_TEXT }),
    ),
    el(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-action': 'seat-final-pick',
        'data-game': 'preference',
        disabled: busy,
        on: { click: pressPick },
      },
      t('tieButton'),
    ),
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
    const request = (action: 'resolve-confirm' | 'resolve-clear'): Request => ({
      action,
      game: f.game,
      match: f.match,
    });
    const buttons: Child[] = [];
    if (f.kind === 'pairing') {
      buttons.push(
        el(
          'button',
          {
            type: 'button',
            'data-action': 'resolve-confirm',
            'data-game': f.game,
            'data-match': f.match,
            disabled: busy,
            on: { click: () => run(request('resolve-confirm')) },
          },
          t('resolveConfirm'),
        ),
      );
      if (state.pendingClear === key) {
        buttons.push(
          el(
            'button',
            {
              type: 'button',
              class: 'danger',
              'data-action': 'resolve-clear',
              'data-game': f.game,
              'data-match': f.match,
              disabled: busy,
              on: { click: () => ((state.pendingClear = null), run(request('resolve-clear'))) },
            },
            t('resolveClearSure'),
          ),
        );
      } else {
        buttons.push(
          el(
            'button',
            {
              type: 'button',
              'data-action': 'resolve-clear-ask',
              'data-game': f.game,
              'data-match': f.match,
              disabled: busy,
              on: { click: () => ((state.pendingClear = key), renderSteps()) },
            },
            t('resolveClear'),
          ),
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
      f.kind === 'pairing'
        ? el('div', { class: 'buttons' }, ...buttons)
        : el('small', { class: 'hint' }, t(f.kind === 'notReady' ? 'flagNotReady' : 'resolveFixOnSheet')),
    );
  };
  return el(
    'div',
    { class: 'flags', 'data-role': 'flags' },
    el('h3', {}, t('flagsTitle')),
    el('ul', { class: 'problems' }, ...flags.map(item)),
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
    el(
      'div',
      { class: 'step-body' },
      el('small', {}, from === to ? t('laterTour', { n: from }) : t('laterTours', { from, to })),
    ),
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
    el('ol', { class: 'steps' }, stepItem(p.setup), stepItem(p.notices)),
    status.settingsProblems.length > 0
      ? el(
          'div',
          { class: 'settings-problems' },
          el('h3', {}, t('settingsProblems')),
          problemList('', status.settingsProblems),
        )
      : null,
  );
  // Once done (and without problems), the setup waits at the bottom: the games' next steps come first.
  const setupLast = setupDone && status.settingsProblems.length === 0;
  const games = p.games.map((g) => gameSection(g, status));
  // What keeps the add-on from telling where a sheet is (a copy carrying its marks) comes first.
  const identity =
    (status.identityProblems ?? []).length > 0
      ? el(
          'section',
          { class: 'identity', 'data-section': 'identity', role: 'alert' },
          el('h2', {}, t('identityTitle')),
          problemList('', status.identityProblems),
        )
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
  return (
    !!x &&
    typeof x === 'object' &&
    typeof (x as ActionResult).ok === 'boolean' &&
    typeof (x as ActionResult).message === 'string' &&
    Array.isArray((x as ActionResult).problems)
  );
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
        const result: ActionResult = isResult(res)
          ? { ...res, message: `${t('statusFailed')}: ${res.message}` }
          : { ok: false, message: t('statusFailed'), problems: [], sheets: [] };
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
  const step = request.ruling
    ? t(RULING_KIND_KEYS[request.ruling.kind])
    : request.pick
      ? t('tieButton')
      : t(stepTextKey(request.action, request.game), request.tour === undefined ? {} : { n: request.tour });
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
      const result: ActionResult = isResult(res)
        ? res
        : { ok: false, message: errorText(res), problems: [], sheets: [] };
      if (request.action === 'check' && request.game && result.ok) state.session.checked[request.game] = true;
      if (request.action === 'ruling' && result.ok) {
        clearRuling();
        state.rulingError = null;
      }
      if (request.action === 'seat-final') {
        // A tie at the last seat comes back with the players to pick from; a seated final ends it.
        const tie = result.ok ? null : tieOf(result.data);
        if (!tie || !state.tie || tie.tied.join('\n') !== state.tie.tied.join('\n')) state.pick = [];
        state.tie = tie;
        state.pickError = null;
        if (result.ok) delete state.inputs['tie:reason'];
      }
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
