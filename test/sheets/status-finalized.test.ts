/**
 * The status and a finalized stage (issue 22, the status's cost): whatever the status may one day
 * remember of a finalized sheet to read it less, a committee member who edits that sheet by hand
 * after the finalize still sees the edit in the next status — and in the status an action carries.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { takeActionReads } from '../../src/sheets/actionScope';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';
import { tourLayout } from '../../src/sheets/kinds/tourSheet';
import { Dice, playTour } from '../../workbench/play';
import { expectOk } from '../e2e/helpers';
import { preferenceTournament } from '../preferenceTournament';

const TOUR1 = 'Преферанс тур 1';

describe('status after a finalized stage', () => {
  it('a hand edit of a finalized tour sheet shows in the next status and in the one an action carries', () => {
    const { services, book, t1 } = preferenceTournament();
    playTour(book, TOUR1, t1.tables, new Dice(5, 'preference'));
    expectOk(api.finalizeStage(services, 'preference', 'tour', 1));
    const round = () => api.status(services).data?.preference?.rounds[0];
    const before = round();
    expect(before).toMatchObject({ n: 1, seated: true, complete: true, finalized: true });
    expect(before?.completeTables).toBe(before?.tables);
    // A committee member (the sheet is locked for everyone else) clears table 1's pools and results by hand.
    const block = tourLayout([], t1.tables).blocks[0];
    if (!block) throw new Error('no table in tour 1');
    const r = blockRects(block);
    block.players.forEach((_, k) => book.typeAs('committee', TOUR1, a1(r.first + k, r.pools.col), ''));
    const after = round();
    expect(after?.finalized).toBe(true);
    expect(after?.complete).toBe(false);
    expect(after?.completeTables).toBe((before?.completeTables ?? 0) - 1);
    // The status an action's result carries sees it too: read as src/server.ts `act` reads it, from
    // what the action read after its last write.
    takeActionReads();
    // (seating tour 2 is refused now: tour 1 is no longer complete, Art. 17 item 4)
    expect(api.seatTour(services, 2, { acceptWarnings: true }).ok).toBe(false);
    const carried = api.status(services, takeActionReads()).data?.preference?.rounds[0];
    expect(carried).toMatchObject({ finalized: true, complete: false, completeTables: after?.completeTables });
  });

  it('the status after an action reads a finalized sheet the action read (no formula, not written) no more', () => {
    const { services, book, t1 } = preferenceTournament();
    playTour(book, TOUR1, t1.tables, new Dice(5, 'preference'));
    expectOk(api.finalizeStage(services, 'preference', 'tour', 1));
    takeActionReads();
    // seating tour 2 reads the finalized tour 1 (the standings after it), then writes tour 2
    expectOk(api.seatTour(services, 2, { acceptWarnings: true }));
    const given = takeActionReads();
    const readsOfTour1 = (status: () => unknown) => {
      book.resetCalls();
      status();
      return book.calls.filter((c) => c.sheet === TOUR1 && c.method === 'getValues').length;
    };
    const carried = api.status(services, given).data;
    expect(readsOfTour1(() => api.status(services, given))).toBe(0);
    // a Refresh (nothing given) reads it, and both say the same
    expect(readsOfTour1(() => api.status(services))).toBe(1);
    expect(api.status(services).data).toEqual(carried);
  });
});
