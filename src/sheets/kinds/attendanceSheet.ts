/**
 * Preference: the attendance sheet (Art. 16 item 4): one checkbox per player and tour; ticked =
 * the player announced he skips that tour: he is not seated and gets −8 (Art. 16 item 12). Its
 * layout, plan and reader.
 */
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { nameKey } from '../../rules/names';
import { cellText, readAll } from '../context';
import type { CellValue, SheetLike } from '../gas';
import type { Rect, SheetPlan } from '../plan';
import { COLOR, isTrue, newGrid } from './preferenceCommon';

export const ATTENDANCE = { header: 1, first: 2, no: 0, player: 1, tours: 2 } as const;

export interface AttendanceOptions {
  lang: Lang;
  name: string;
  players: readonly string[];
  tours: number;
  /** Marks to keep (by nameKey): marks[k] = announced skipping tour k + 1. */
  marks?: ReadonlyMap<string, readonly boolean[]>;
}

export function attendancePlan(o: AttendanceOptions): SheetPlan {
  const T = o.tours;
  const N = o.players.length;
  const width = ATTENDANCE.tours + T;
  const g = newGrid(ATTENDANCE.first + Math.max(N, 1), width);
  g.put(0, 0, label('prefAttendanceNote', o.lang));
  g.formats.push({ rect: { row: 0, col: 0, rows: 1, cols: width }, bold: true });
  g.put(ATTENDANCE.header, ATTENDANCE.no, label('matchNo', o.lang));
  g.put(ATTENDANCE.header, ATTENDANCE.player, label('player', o.lang));
  for (let k = 0; k < T; k++) g.put(ATTENDANCE.header, ATTENDANCE.tours + k, label('prefTour', o.lang, { n: k + 1 }));
  g.formats.push({ rect: { row: ATTENDANCE.header, col: 0, rows: 1, cols: width }, bold: true, background: COLOR.header, wrap: true, align: 'center' });
  o.players.forEach((p, i) => {
    const row = ATTENDANCE.first + i;
    const kept = o.marks?.get(nameKey(p));
    g.put(row, ATTENDANCE.no, i + 1);
    g.put(row, ATTENDANCE.player, p);
    for (let k = 0; k < T; k++) g.put(row, ATTENDANCE.tours + k, kept?.[k] === true);
  });
  if (N > 0) {
    const box: Rect = { row: ATTENDANCE.first, col: ATTENDANCE.tours, rows: N, cols: T };
    g.inputs.push(box);
    g.validations.push({ rect: box, rule: { kind: 'checkbox', help: label('helpSkip', o.lang) } });
    g.formats.push({ rect: box, background: COLOR.input, align: 'center' });
  }
  const widths = [40, 220, ...Array.from({ length: T }, () => 70)];
  return {
    key: 'pref.attendance',
    name: o.name,
    values: g.values,
    inputs: g.inputs,
    formats: g.formats,
    validations: g.validations,
    highlights: [],
    columnWidths: widths,
    frozenRows: ATTENDANCE.first,
    frozenCols: ATTENDANCE.tours,
    protect: true,
  };
}

// ---- reading the ticks ----------------------------------------------------------------------------

export interface Attendance {
  /** tour columns on the sheet */
  tours: number;
  /** by nameKey: marks[k] = announced skipping tour k + 1 */
  marks: Map<string, boolean[]>;
  /** names in sheet order */
  players: string[];
}

export function readAttendance(sheet: SheetLike): Attendance {
  return attendanceFromValues(readAll(sheet).values);
}

/** The attendance marks in a sheet's values (as read by the applier). */
export function attendanceFromValues(values: readonly (readonly CellValue[])[]): Attendance {
  const header = values[ATTENDANCE.header] ?? [];
  let tours = 0;
  while (cellText(header[ATTENDANCE.tours + tours]) !== '') tours++;
  const marks = new Map<string, boolean[]>();
  const players: string[] = [];
  for (let r = ATTENDANCE.first; r < values.length; r++) {
    const line = values[r] ?? [];
    const name = cellText(line[ATTENDANCE.player]);
    if (name === '') continue;
    players.push(name);
    marks.set(
      nameKey(name),
      Array.from({ length: tours }, (_, k) => isTrue(line[ATTENDANCE.tours + k])),
    );
  }
  return { tours, marks, players };
}
