/** Problems as the page lists them: severity, where in plain words ("sheet «…», cell E3"), the message. */
import type { ProblemView } from '../../../src/sheets/api';
import { el } from '../dom';
import { placeOf, problemLines, type ProblemLine } from '../problems';
import type { Ui } from '../ui';

/** "sheet «…», cell B7" / "…, row 7" in plain words; a setting's name as it is. */
export function where(ui: Ui, cell: string): string {
  const place = placeOf(cell);
  if (place.kind === 'cell') return ui.t('whereCell', { sheet: place.sheet, ref: place.ref });
  if (place.kind === 'row') return ui.t('whereRow', { sheet: place.sheet, row: place.row });
  return place.text;
}

function problemItem(ui: Ui, line: ProblemLine): HTMLElement {
  const { t } = ui;
  const severity = line.kind === 'cells' ? line.severity : line.problem.severity;
  const warning = severity === 'warning';
  const item = (...rest: (HTMLElement | string | null)[]) =>
    el(
      'li',
      { class: `problem problem--${warning ? 'warning' : 'error'}` },
      el('span', { class: 'severity' }, t(warning ? 'severityWarning' : 'severityError')),
      ' ',
      ...rest,
    );
  if (line.kind === 'cells') {
    const text =
      line.refs.length === 1
        ? t('whereCell', { sheet: line.sheet, ref: line.refs[0] ?? '' })
        : t('whereCells', { sheet: line.sheet, refs: line.refs.join(', ') });
    return item(el('span', { class: 'cell' }, text));
  }
  const p = line.problem;
  return item(
    p.cell ? el('span', { class: 'cell' }, where(ui, p.cell)) : null,
    ' ',
    el('span', { class: 'problem-text' }, p.message),
  );
}

/** The problems of a result (those the message already says left out), or null when none is left. */
export function problemList(ui: Ui, message: string, problems: readonly ProblemView[]): HTMLElement | null {
  const lines = problemLines(message, problems);
  return lines.length > 0 ? el('ul', { class: 'problems' }, ...lines.map((line) => problemItem(ui, line))) : null;
}
