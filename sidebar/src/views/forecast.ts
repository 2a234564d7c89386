/**
 * The forecast panel (issue 26 item 2): what `serverQueue` answers after bringing the queue up to
 * date (src/rules/forecastBrief.ts) — when the game and each stage are expected to end; when a stage
 * will not end within its day, the warning and the remedies the rules allow, each with its new end.
 * Read defensively: whatever is not the expected shape shows nothing.
 */
import type { ForecastBrief, RemedyBrief } from '../../../src/rules/forecastBrief';
import { el, type Child } from '../dom';
import { remedyText } from '../remedy';
import type { Ui } from '../ui';

/** "1 18:40" as "day 1, 18:40"; null as "never". */
function moment(ui: Ui, text: string | null): string {
  if (text === null) return ui.t('fcNever');
  const [d = '', time = ''] = text.split(' ');
  return ui.t('fcAt', { d, time });
}

/** A remedy: its game end, the settings it changes, and (its own forecast) the end of each stage late without it. */
function remedyLine(ui: Ui, r: RemedyBrief, late: readonly number[]): Child {
  const text = remedyText(ui.t, r, moment(ui, r.end));
  const still = r.late.length > 0 ? `; ${ui.t('fcStillLate', { stages: r.late.join(', ') })}` : '';
  // What the committee changes on the settings sheet to take it (never done silently), and each
  // stage's end with it: its own forecast.
  const settings = (Array.isArray(r.settings) ? r.settings : []).map((c) =>
    // By its label on the settings sheet (what the committee finds there), the key as the tooltip.
    el(
      'code',
      { 'data-setting': c.key, title: c.key },
      `${typeof c.label === 'string' && c.label !== '' ? c.label : c.key}: ${c.value === true ? '✓' : String(c.value)}`,
    ),
  );
  const stages = (Array.isArray(r.stages) ? r.stages : [])
    .filter((s) => late.includes(s.stage))
    .map((s) =>
      el(
        'div',
        { 'data-stage': s.stage, class: s.fits ? 'fc-stage' : 'fc-stage fc-late' },
        ui.t('fcStage', { s: s.stage, end: moment(ui, s.end), dayEnd: moment(ui, s.dayEnd) }),
      ),
    );
  return el(
    'li',
    { 'data-remedy': r.kind, class: r.fits ? 'fc-fits' : 'fc-late' },
    text + still,
    settings.length > 0 ? el('div', { class: 'fc-settings' }, ...settings) : null,
    ...stages,
  );
}

/** The panel of a queue answer's `data.forecast`, or null. */
export function forecastPanel(ui: Ui, data: unknown): Child {
  const f = data && typeof data === 'object' ? (data as { forecast?: unknown }).forecast : undefined;
  if (!f || typeof f !== 'object' || !Array.isArray((f as ForecastBrief).stages)) return null;
  const b = f as ForecastBrief;
  const stages = b.stages.map((s) =>
    el(
      'li',
      { 'data-stage': s.stage, class: s.fits ? undefined : 'fc-late' },
      ui.t('fcStage', { s: s.stage, end: (s.done ? '✓ ' : '') + moment(ui, s.end), dayEnd: moment(ui, s.dayEnd) }),
    ),
  );
  const late =
    b.late.length > 0
      ? el(
          'div',
          { class: 'fc-warning', role: 'alert' },
          el('p', {}, el('strong', {}, ui.t('fcLate', { stages: b.late.join(', ') }))),
          el('ul', { class: 'lists', 'data-role': 'remedies' }, ...b.remedies.map((r) => remedyLine(ui, r, b.late))),
        )
      : null;
  const head = ui.t('fcHead', { now: moment(ui, b.now), end: moment(ui, b.end), pace: b.pace.toFixed(2) });
  return el(
    'div',
    { class: 'forecast', 'data-role': 'forecast' },
    el('p', {}, head),
    late,
    el('ul', { class: 'lists' }, ...stages),
  );
}
