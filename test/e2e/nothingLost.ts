/**
 * What the "nothing typed is lost, every refusal changed nothing" properties share (SPEC §5, issue
 * 23; nothing-lost-groups and nothing-lost-rulings): a run that remembers every cell a referee typed
 * and moves it with the committee's edits, a committee action run with its faults (a referee typing
 * or the committee editing between two of its calls, one of its writes failing) and what its answer
 * must then mean, and the check that every typed cell still holds what was typed.
 *
 * Each property's run says which sheets are the tournament's (`sheets`), what a referee types
 * (`values`) and how the committee edits them (its own `edit`, moving the typed cells with `move`).
 */
import { expect } from 'vitest';
import { parseA1 } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import type * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import type { Services } from '../../src/sheets/gas';
import { a1 } from '../../src/sheets/plan';
import { changes } from '../sheets/snapshotChanges';

/** A cell a referee typed, and what it read right after; `cell` '*' after a sort moved it: somewhere on the sheet. */
export interface Typed {
  sheet: string;
  cell: string;
  value: unknown;
}

/** The faults of one step: typing (`during`) or an edit (`edit`) at the n-th call, the n-th write failing (`fail`); 0: none. */
export interface Faults {
  what: string;
  during: number;
  edit: number;
  fail: number;
  x: number;
  y: number;
}

export abstract class TypingRun {
  readonly typed = new Map<string, Typed>();
  readonly log: string[] = [];
  players: string[] = [];
  constructor(
    readonly services: Services,
    readonly book: FakeBook,
  ) {}

  /** The tournament's sheets a person may edit (renamed ones too). */
  abstract sheets(): string[];

  /** What a referee may type, picked from by x and y. */
  protected abstract values(x: number, y: number): (string | number)[];

  /** A committee member edits the sheets; the typed cells move with their rows and sheets. */
  abstract edit(x: number, y: number): void;

  /** The referee types into a random cell open to him on a random sheet of the tournament; false when Sheets refused. */
  type(x: number, y: number): boolean {
    const sheets = this.sheets().filter((n) => this.book.protection(n).unprotectedA1.length > 0);
    const sheet = sheets[x % Math.max(1, sheets.length)];
    if (!sheet) return false;
    const ranges = this.book.protection(sheet).unprotectedA1;
    const [from, to] = (ranges[y % ranges.length] as string).split(':') as [string, string | undefined];
    const a = parseA1(from);
    const b = parseA1(to ?? from);
    const cell = a1(a.row + (x % (b.row - a.row + 1)), a.col + (y % (b.col - a.col + 1)));
    const values = this.values(x, y);
    try {
      this.book.typeAs('referee', sheet, cell, values[(x + y) % values.length] as string | number);
    } catch {
      return false;
    }
    const read = this.book.read(sheet, cell);
    if (read === '' || read === null) this.typed.delete(`${sheet}!${cell}`);
    else this.typed.set(`${sheet}!${cell}`, { sheet, cell, value: read });
    return true;
  }

  /** Moves (or, for null, forgets) every typed cell. */
  protected move(f: (t: Typed) => Typed | null): void {
    const all = [...this.typed.values()];
    this.typed.clear();
    for (const t of all) {
      const to = f(t);
      if (to) this.typed.set(`${to.sheet}!${to.cell}`, to);
    }
  }
}

/** The add-on's writes since call `from` that the fake can fail (fakes/book.ts `record`). */
export function failableWrites(book: FakeBook, from: number): number {
  return book.calls
    .slice(from)
    .filter(
      (c) =>
        c.write &&
        c.actingAs === undefined &&
        (c.category === 'values' || c.category === 'formats' || c.category === 'metadata'),
    ).length;
}

/** Warnings of an action that is `ok` although one of its parts failed and was put back (the notices a day plan refreshes, a finalize's cover page). */
const PART_NOT_WRITTEN = new Set(['noticesNotRefreshed', 'summaryNotWritten']);

/** Runs one committee action with its faults; checks what a refusal and a failed write must mean. */
export function act(run: TypingRun, s: Faults, action: () => ActionResult): void {
  const { book } = run;
  const before = book.snapshot();
  const from = book.calls.length;
  let typedDuring = false;
  let calls = 0;
  const off =
    s.during > 0 || s.edit > 0
      ? book.onCall(() => {
          ++calls;
          if (calls === s.during) typedDuring = run.type(s.x + calls, s.y) || typedDuring;
          if (calls === s.edit) {
            run.edit(s.x + calls, s.y);
            typedDuring = true;
          }
        })
      : () => undefined;
  if (s.fail > 0) book.failNextWrite(s.fail);
  let r: ActionResult;
  try {
    r = action();
  } finally {
    off();
    book.failNextWrite(0);
  }
  const fired = s.fail > 0 && failableWrites(book, from) >= s.fail;
  run.log.push(
    `${s.what} during=${s.during} edit=${s.edit} fail=${s.fail}${fired ? ' (fired)' : ''}: ${r.ok} ${r.message.slice(0, 160)}`,
  );
  // A name corrected is the same person: where he was typed (a day plan mark), the new name.
  if (r.ok && s.what === 'correct') {
    const renamed = (r.data as api.CorrectNameData).renamed;
    for (const t of run.typed.values()) {
      const to = renamed.find((n) => n.from === t.value)?.to;
      if (to !== undefined) t.value = to;
    }
    run.players = run.players.map((p) => renamed.find((n) => n.from === p)?.to ?? p);
  }
  expect(r.message, 'a refusal in words').not.toMatch(/\n\s+at /);
  if (!r.ok) expect(r.problems.length).toBeGreaterThan(0);
  // A part of the action that may fail alone (docs/server-api.md, "Guarantees"): the rest stands,
  // a warning says so, and the sheet the failed write was on is as it was.
  const partOnly = r.ok && r.problems.some((p) => PART_NOT_WRITTEN.has(p.code));
  if (fired && !partOnly) expect(r.ok, `a failed write is never ok\n${run.log.join('\n')}`).toBe(false);
  const failedOn = book.calls.slice(from).find((c) => c.failed && c.write)?.sheet;
  if (fired && partOnly && failedOn && !typedDuring)
    expect(
      changes(before, book.snapshot()).filter((c) => c.startsWith(`${failedOn}: `)),
      `the part not written is as it was\n${run.log.join('\n')}`,
    ).toEqual([]);
  if (!r.ok && r.sheets.length === 0 && !typedDuring)
    expect(changes(before, book.snapshot()), `a refusal changed nothing\n${run.log.join('\n')}`).toEqual([]);
  expect(book.readsWhileOpen(from), 'close, then read').toEqual([]);
  expect(
    book.calls.slice(from).filter((c) => c.write && !c.locked && c.actingAs === undefined),
    'every write under the lock',
  ).toEqual([]);
}

/** Every typed cell still holds what was typed (a day plan note may follow the no-show's status; a sorted one is somewhere on its sheet). */
export function check(run: TypingRun): void {
  const lost: string[] = [];
  for (const t of run.typed.values()) {
    if (t.cell === '*') {
      if (!run.book.toMatrix(t.sheet).some((line) => line.includes(t.value as never)))
        lost.push(`${t.sheet}: typed ${JSON.stringify(t.value)} (rows sorted), not on the sheet`);
      continue;
    }
    const now = run.book.read(t.sheet, t.cell);
    if (now === t.value) continue;
    if (typeof now === 'string' && now.endsWith(` · ${String(t.value)}`)) continue;
    lost.push(`${t.sheet}!${t.cell}: typed ${JSON.stringify(t.value)}, reads ${JSON.stringify(now)}`);
  }
  expect(lost, run.log.join('\n')).toEqual([]);
}
