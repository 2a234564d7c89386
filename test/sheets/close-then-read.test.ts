/**
 * Close, then read (issue 23 item 1; src/sheets/actionScope.ts): every writing action closes each
 * sheet it reads to typing before it reads it, and opens it again when it ends. A referee typing
 * between any two calls of an action is either refused by Sheets on the spot or typed before the
 * action read the cell — then the action saw it, and it is still there afterwards.
 * (The same rule for every action of whole tournaments: each-write-fails.test.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colLetters } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { DEAL } from '../../src/sheets/kinds/protocolLayout';
import { expectOk } from '../e2e/helpers';
import { preferenceTournament } from '../preferenceTournament';
import { failableWrites } from '../e2e/nothingLost';

const PULKA = 'Преферанс тур 1 пульки';

function tournament() {
  const { services, book, t1 } = preferenceTournament({ acceptWarnings: false });
  expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
  return { services, book, t1 };
}

/** The first row's note cell of the kept table's pulka (an input open to referees). */
function firstNote(book: FakeBook): string {
  const notes = book
    .protection(PULKA)
    .unprotectedA1.find((r) => new RegExp(`^${colLetters(DEAL.note)}\\d+:${colLetters(DEAL.note)}\\d+$`).test(r));
  if (!notes) throw new Error(`no note column on ${PULKA}`);
  return notes.split(':')[0] as string;
}

/**
 * Runs `action` while the referee tries to type `text #k` into `cell` after each of its calls (Sheets
 * refuses him while the sheet is closed). Returns the action's result and what he got typed last.
 */
function typingThrough<T>(
  book: FakeBook,
  cell: string,
  action: () => ActionResult<T>,
): { result: ActionResult<T>; typed: string | null; refused: number; reads: string[] } {
  let typed: string | null = null;
  let refused = 0;
  let k = 0;
  const from = book.calls.length;
  const off = book.onCall(() => {
    const text = `note ${++k}`;
    try {
      book.typeAs('referee', PULKA, cell, text);
      typed = text;
    } catch {
      refused++;
    }
  });
  try {
    const result = action();
    return { result, typed, refused, reads: book.readsWhileOpen(from) };
  } finally {
    off();
  }
}

describe('close, then read: a referee typing while an action runs loses nothing (issue 23 item 1)', () => {
  it('a penalty at a kept table: the note typed into the pulka is kept, the penalty row goes below it', () => {
    const { book, services, t1 } = tournament();
    const cell = firstNote(book);
    const player = t1.tables[1]?.players[0] as string;
    const run = typingThrough(book, cell, () =>
      api.penalty(services, { tour: 1, player, kind: 'speaking', reason: 'разговоры' }),
    );
    expectOk(run.result);
    expect(run.reads).toEqual([]);
    // He was refused while the pulka was closed, and typed before it closed or after it opened.
    expect(run.refused).toBeGreaterThan(0);
    expect(run.typed).not.toBeNull();
    expect(book.read(PULKA, cell)).toBe(run.typed);
    // The penalty is written in the pulka too, not over his note.
    expect(book.toMatrix(PULKA).some((line) => line.some((v) => String(v).includes('разговоры')))).toBe(true);
  });

  it('"not admitted" and an awarded result with the referee typing: nothing he typed is lost', () => {
    const { book, services, t1 } = tournament();
    const cell = firstNote(book);
    const actions: (() => ActionResult)[] = [
      () => api.notAdmitted(services, 1, t1.tables[0]?.players[1] as string, 'опоздал'),
      () => api.awardResult(services, { tour: 1, table: '3', whists: [1, -1, 0, 0], reason: 'присуждено' }),
      () => api.keepTable(services, { tour: 1, table: '1', mode: 'deals' }),
    ];
    for (const action of actions) {
      const run = typingThrough(book, cell, action);
      expectOk(run.result);
      expect(run.reads).toEqual([]);
      expect(book.read(PULKA, cell)).toBe(run.typed);
    }
  });

  it('the cell the referee could type into is open again when the action ends', () => {
    const { book, services, t1 } = tournament();
    const cell = firstNote(book);
    const open = book.protection(PULKA).unprotectedA1;
    expectOk(
      api.penalty(services, { tour: 1, player: t1.tables[1]?.players[2] as string, kind: 'speaking', reason: 'x' }),
    );
    expect(book.protection(PULKA).unprotectedA1).toEqual(open);
    book.typeAs('referee', PULKA, cell, 'после');
    expect(book.read(PULKA, cell)).toBe('после');
  });
});

/** The server functions of an action module whose name is not the module's (api.ts). */
const API_OF: Record<string, string[]> = {
  noShow: ['applyNoShows'],
  // finalizeSheets is finalizeStage's engine (and the cover page's): it runs inside it
  finalize: ['finalizeStage'],
};

describe('close, then read: every action that writes is checked', () => {
  it('each-write-fails.test.ts runs every action that takes the document lock, checking book.readsWhileOpen on each', () => {
    const dir = join(__dirname, '../../src/sheets/actions');
    const writing = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && readFileSync(join(dir, f), 'utf8').includes('withLock('))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(writing.length).toBeGreaterThan(20);
    const runs = readFileSync(join(__dirname, 'each-write-fails.test.ts'), 'utf8');
    const helper = readFileSync(join(__dirname, '../preferenceTournament.ts'), 'utf8');
    const missing = writing
      .flatMap((a) => API_OF[a] ?? [a])
      .filter((fn) => !runs.includes(`api.${fn}(`) && !helper.includes(`api.${fn}(`));
    expect(missing).toEqual([]);
  });
});

describe('close, then read: an action undone because Sheets would not open one of its sheets again', () => {
  it('the sheets opened already are closed again before the undo reads them; what was typed there is kept', () => {
    const TOUR = 'Преферанс тур 1';
    // Keeping table 1 deal by deal rewrites the tour sheet and makes the pulka sheet; its last write
    // opens the pulka's inputs, after the tour sheet's were opened (the release, actionScope.ts).
    const dry = preferenceTournament({ acceptWarnings: false });
    const from = dry.book.calls.length;
    expectOk(api.keepTable(dry.services, { tour: 1, table: '1', mode: 'deals' }));
    const writes = failableWrites(dry.book, from);
    const last = dry.book.calls.filter((c) => c.write && c.actingAs === undefined).at(-1);
    expect(`${last?.method} on ${last?.sheet}`).toBe(`setUnprotectedRanges on ${PULKA}`);
    // A tour sheet input open before the action and after it (table 4's block).
    const after = new Set(dry.book.protection(TOUR).unprotectedA1);
    const { services, book } = preferenceTournament({ acceptWarnings: false });
    const range = book
      .protection(TOUR)
      .unprotectedA1.filter((r) => after.has(r))
      .at(-1) as string;
    const cell = range.split(':')[0] as string;

    let typed: string | null = null;
    let k = 0;
    const start = book.calls.length;
    const off = book.onCall(() => {
      try {
        book.typeAs('referee', TOUR, cell, `${++k}`);
        typed = `${k}`;
      } catch {
        // closed: Sheets refuses him
      }
    });
    book.failNextWrite(writes);
    let result: ActionResult;
    try {
      result = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    } finally {
      off();
      book.failNextWrite(0);
    }
    expect(book.calls.slice(start).find((c) => c.failed)?.sheet).toBe(PULKA);
    expect(result.ok).toBe(false);
    expect(book.readsWhileOpen(start)).toEqual([]);
    expect(typed).not.toBeNull();
    expect(book.read(TOUR, cell)).toBe(Number(typed));
    expect(book.sheetNames()).not.toContain(PULKA);
  });
});
