/**
 * A committee member types on a sheet while an action runs (the close keeps referees out, not the
 * committee, who edit every protection). Nothing he typed is lost (SPEC §5): found by the property
 * test test/e2e/nothing-lost-rulings.property.test.ts (seed -902552043), pinned here.
 * - Typed after the action read the sheet, before it rewrites it: the action refuses, naming the
 *   cell, and writes nothing there.
 * - Typed after the action rewrote the sheet, then a later write fails: the rollback puts the sheet
 *   back as it was read, what he typed kept.
 * - Typed on a sheet the action created, then a write fails: the sheet stays with what he typed only,
 *   no longer the add-on's; the next run says so (a sheet of that name that is not the add-on's).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { preferenceTournament } from '../preferenceTournament';

const TOUR1 = 'Преферанс тур 1';
const TYPED = 'мой заголовок';

function tournament() {
  return preferenceTournament({ players: 13, now: Date.UTC(2026, 11, 1, 6), firstDay: '15.12.2026' });
}

describe('typed by the committee while an action runs', () => {
  it('after the read, before the rewrite: refused, naming the cell; what he typed stays', () => {
    const { services, book } = tournament();
    let typed = false;
    const off = book.onCall((c) => {
      // the applier's snapshot of the tour sheet's formats: after the action read it, before its first write
      if (!typed && c.method === 'getBackgrounds' && c.sheet === TOUR1) {
        typed = true;
        book.typeAs('committee', TOUR1, 'A1', TYPED);
      }
    });
    const r = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    off();
    expect(typed).toBe(true);
    expect(r.ok).toBe(false);
    expect(r.message).toContain(`«${TOUR1}»`);
    expect(r.message).toContain('A1');
    expect(r.message).toMatch(/^ничего не изменено: пока это выполнялось/);
    expect(book.read(TOUR1, 'A1')).toBe(TYPED);
    // Run again, the overwrite check finds it as any typed cell (refused over, never lost); once he
    // has emptied it, the action goes through.
    const again = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    expect(again.ok).toBe(false);
    expect(again.message).toContain(`${TOUR1}!A1`);
    expect(book.read(TOUR1, 'A1')).toBe(TYPED);
    book.typeAs('committee', TOUR1, 'A1', '');
    const cleared = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    expect(cleared.ok, cleared.message).toBe(true);
  });

  it('after the rewrite, then a later write fails: the sheet is put back with what he typed', () => {
    const { services, book } = tournament();
    const title = book.read(TOUR1, 'A1');
    let typedAt = -1;
    const off = book.onCall((c) => {
      // right after the tour sheet's values are written: he types in A1, then the next write fails
      if (typedAt < 0 && c.method === 'setValues' && c.sheet === TOUR1) {
        typedAt = book.calls.length;
        book.typeAs('committee', TOUR1, 'A1', TYPED);
        book.failNextWrite(1);
      }
    });
    const r = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    off();
    book.failNextWrite(0);
    expect(typedAt).toBeGreaterThan(0);
    expect(r.ok).toBe(false);
    expect(book.read(TOUR1, 'A1')).toBe(TYPED);
    expect(TYPED).not.toBe(title);
  });

  it('on a sheet the action created, then a write fails: the sheet stays, holding what he typed only', () => {
    const { services, book } = tournament();
    const PULKA = `${TOUR1} пульки`;
    expect(book.sheetNames()).not.toContain(PULKA);
    let typed = false;
    const off = book.onCall((c) => {
      if (!typed && c.method === 'setValues' && c.sheet === PULKA) {
        typed = true;
        book.typeAs('committee', PULKA, 'B2', TYPED);
        book.failNextWrite(1);
      }
    });
    const r = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    off();
    book.failNextWrite(0);
    expect(typed).toBe(true);
    expect(r.ok).toBe(false);
    expect(book.sheetNames()).toContain(PULKA);
    const left = book
      .toMatrix(PULKA)
      .flatMap((row, i) => row.flatMap((v, j) => (v === '' || v === null ? [] : [[i, j, v]])));
    expect(left).toEqual([[1, 1, TYPED]]);
    expect(book.protection(PULKA).protected).toBe(false);
    const again = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    expect(again.ok).toBe(false);
    expect(again.message).toContain(`«${PULKA}»`);
    expect(book.read(PULKA, 'B2')).toBe(TYPED);
  });
});
