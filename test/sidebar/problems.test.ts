/** sidebar/src/problems.ts: where a problem is, in plain words; cell-only problems gathered per sheet (pure). */
import { describe, expect, it } from 'vitest';
import type { ProblemView } from '../../src/sheets/api';
import { placeOf, problemLines } from '../../sidebar/src/problems';

const p = (message: string, cell?: string, severity: ProblemView['severity'] = 'error', code = 'x'): ProblemView =>
  cell === undefined ? { severity, code, message } : { severity, code, message, cell };

describe('placeOf: the sheet and the place on it', () => {
  it('a cell, a range, a whole registration row, a setting', () => {
    expect(placeOf('Нарды регистрация!E3')).toEqual({ kind: 'cell', sheet: 'Нарды регистрация', ref: 'E3' });
    expect(placeOf('Backgammon groups!k3')).toEqual({ kind: 'cell', sheet: 'Backgammon groups', ref: 'K3' });
    expect(placeOf('Billiards net!B2:C4')).toEqual({ kind: 'cell', sheet: 'Billiards net', ref: 'B2:C4' });
    expect(placeOf('Бильярд тіркеу!7:7')).toEqual({ kind: 'row', sheet: 'Бильярд тіркеу', row: 7 });
    expect(placeOf("'Futsal groups'!A1")).toEqual({ kind: 'cell', sheet: 'Futsal groups', ref: 'A1' });
    // a sheet name with "!" in it: the last one separates
    expect(placeOf('Wow! sheet!A1')).toEqual({ kind: 'cell', sheet: 'Wow! sheet', ref: 'A1' });
  });

  it('anything else is shown as it is', () => {
    expect(placeOf('Settings: billiards.groups')).toEqual({ kind: 'other', text: 'Settings: billiards.groups' });
    expect(placeOf('Sheet!3:5')).toEqual({ kind: 'other', text: 'Sheet!3:5' });
    expect(placeOf('!A1')).toEqual({ kind: 'other', text: '!A1' });
    expect(placeOf('Sheet!not a cell')).toEqual({ kind: 'other', text: 'Sheet!not a cell' });
  });
});

describe('problemLines', () => {
  it('leaves out the problem that repeats the message; keeps problems with a cell and a text', () => {
    const lines = problemLines('refused', [p('refused'), p('bad e-mail', 'Reg!E3', 'warning'), p('other')]);
    expect(lines).toEqual([
      { kind: 'problem', problem: p('bad e-mail', 'Reg!E3', 'warning') },
      { kind: 'problem', problem: p('other') },
    ]);
  });

  it('gathers the problems that only name a cell: one line per sheet and severity, in order, no repeats', () => {
    const msg = 'nothing was changed: 3 cells …';
    const lines = problemLines(msg, [
      p(msg),
      p('G!K3', 'G!K3'),
      p('B!A1', 'B!A1'),
      p('G!K9', 'G!K9'),
      p('G!K3', 'G!K3'),
      p('G!Q1', 'G!Q1', 'warning'),
    ]);
    expect(lines).toEqual([
      { kind: 'cells', severity: 'error', sheet: 'G', refs: ['K3', 'K9'] },
      { kind: 'cells', severity: 'error', sheet: 'B', refs: ['A1'] },
      { kind: 'cells', severity: 'warning', sheet: 'G', refs: ['Q1'] },
    ]);
  });

  it('a row or a setting that is only named stays a line of its own', () => {
    expect(problemLines('m', [p('R!7:7', 'R!7:7'), p('Settings: lang', 'Settings: lang')])).toEqual([
      { kind: 'problem', problem: p('R!7:7', 'R!7:7') },
      { kind: 'problem', problem: p('Settings: lang', 'Settings: lang') },
    ]);
  });

  it('no problems, no lines', () => {
    expect(problemLines('ok', [])).toEqual([]);
  });
});
