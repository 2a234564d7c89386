/**
 * How the problems of a result are laid out (pure: no DOM). A problem's `cell` ("Sheet!B7",
 * "Sheet!7:7", "Settings: billiards.groups") is split into the sheet and the place on it, so the
 * sidebar can say "sheet, cell B7" in plain words; problems that only name a cell (the cells a
 * refusal lists one per problem, e.g. `wouldOverwrite`) are gathered into one line per sheet.
 */
import type { ProblemView } from '../../src/sheets/api';

/** Where a problem is: a cell, a whole row, or something else shown as it is (a setting). */
export type Place =
  | { kind: 'cell'; sheet: string; ref: string }
  | { kind: 'row'; sheet: string; row: number }
  | { kind: 'other'; text: string };

export function placeOf(cell: string): Place {
  const bang = cell.lastIndexOf('!');
  if (bang > 0) {
    const sheet = cell.slice(0, bang).replace(/^'(.*)'$/, '$1');
    const ref = cell.slice(bang + 1);
    if (/^[A-Z]{1,3}\d+(:[A-Z]{1,3}\d+)?$/i.test(ref)) return { kind: 'cell', sheet, ref: ref.toUpperCase() };
    const row = /^(\d+):(\d+)$/.exec(ref);
    if (row && row[1] === row[2]) return { kind: 'row', sheet, row: Number(row[1]) };
  }
  return { kind: 'other', text: cell };
}

export type ProblemLine =
  | { kind: 'problem'; problem: ProblemView }
  /** problems that only name a cell, of one sheet and severity, in their order */
  | { kind: 'cells'; severity: ProblemView['severity']; sheet: string; refs: string[] };

/**
 * The lines to show for a result's problems: the first problem of a refusal repeats the message
 * (left out); problems whose message is their cell are gathered per sheet (in the order of their
 * first appearance); the rest stay one line each, in order.
 */
export function problemLines(message: string, problems: readonly ProblemView[]): ProblemLine[] {
  const out: ProblemLine[] = [];
  for (const p of problems) {
    if (p.cell === undefined && p.message === message) continue;
    const place = p.cell !== undefined && p.message === p.cell ? placeOf(p.cell) : null;
    if (place && place.kind === 'cell') {
      const same = out.find(
        (l): l is Extract<ProblemLine, { kind: 'cells' }> =>
          l.kind === 'cells' && l.sheet === place.sheet && l.severity === p.severity,
      );
      if (same) {
        if (!same.refs.includes(place.ref)) same.refs.push(place.ref);
      } else out.push({ kind: 'cells', severity: p.severity, sheet: place.sheet, refs: [place.ref] });
      continue;
    }
    out.push({ kind: 'problem', problem: p });
  }
  return out;
}
