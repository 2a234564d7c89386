/**
 * "Loading…" and error values read back mean "not ready" (issue "Fast and faithful in real Google
 * Sheets", item 5). In real Sheets each custom-function call is one server execution: until it
 * returns its cell shows "Loading..." (and every formula depending on it waits), and a failed one
 * shows "#ERROR!" (book.showLoading, fakes/loading.ts). Such a value is never taken as a name, a
 * number or a result: an action refuses in words, naming the sheet and the cell, and changes
 * nothing; the edit trigger records nothing; the status says "not ready" instead of a flag.
 *
 * The play-off's players come from the group sheet's GROUP_TABLE (Futsal Art. 8 items 6–7): while
 * it computes, the semi-finals' teams read "Loading...".
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import type { BracketMatchCells } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { a1 } from '../../src/sheets/plan';
import { createFakeServices, type FakeBook } from '../../fakes';
import { cellOf, expectOk, futsalPlayoff, paste } from '../e2e/helpers';

/** The committee's decision every correction is recorded with (who, when the fake gives no e-mail, and why). */
const DECISION = { reason: 'a typo in the application', by: 'A. Committee' };

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
const GROUPS = 'Futsal groups';
const NET = 'Futsal play-off';

function futsal(trigger = true) {
  const { services, book, drawn, m, score } = futsalPlayoff(trigger);
  const groupsComputing = (shown = 'Loading...') => {
    const g = groupLayout('futsal', drawn.groups);
    for (const b of g.blocks) book.showLoading(GROUPS, a1(b.data, g.columns.table), shown);
  };
  return { services, book, m, score, groupsComputing, drawn };
}

/** A final typed, then SF1 corrected: the final is flagged as typed for another pairing. */
function flaggedFinal(
  book: FakeBook,
  score: (id: string, a: number | string, b: number | string) => void,
  m: (id: string) => BracketMatchCells,
) {
  score('SF1', 2, 1);
  score('SF2', 3, 0);
  score('F', 1, 0);
  score('SF1', 1, 2);
  expect(String(book.read(NET, cellOf(m('F').note)))).toContain('played by');
}

describe('a play-off team still computing is not a name', () => {
  it('the edit trigger records no "Loading..." as who played; once computed, the next edit records the teams', () => {
    const { book, m, score, groupsComputing } = futsal();
    const sf1 = m('SF1');
    const teams = [book.read(NET, cellOf(sf1.a)), book.read(NET, cellOf(sf1.b))];
    groupsComputing();
    expect(book.read(NET, cellOf(sf1.a))).toBe('Loading...');
    score('SF1', 2, 1);
    expect([book.read(NET, cellOf(sf1.memA)), book.read(NET, cellOf(sf1.memB))]).toEqual(['', '']);
    book.doneLoading();
    book.typeAs('referee', NET, cellOf(sf1.scoreA), 3);
    expect([book.read(NET, cellOf(sf1.memA)), book.read(NET, cellOf(sf1.memB))]).toEqual(teams);
    expect(book.triggerErrors).toEqual([]);
  });

  for (const shown of ['Loading...', '#ERROR!']) {
    it(`confirming a flagged result while its teams show ${shown} refuses, naming the cell, and writes nothing`, () => {
      const { services, book, m, score, groupsComputing } = futsal();
      flaggedFinal(book, score, m);
      const before = book.snapshot();
      groupsComputing(shown);
      const r = api.resolvePlayoff(services, 'futsal', 'F', 'confirm');
      expect(r.ok).toBe(false);
      expect(r.problems[0]?.code).toBe('notReady');
      expect(r.message).toContain(`"${NET}", cell ${cellOf(m('F').a)} shows "${shown}"`);
      expect(r.message).toMatch(/wait a moment and try again/);
      book.doneLoading();
      expect(book.snapshot()).toEqual(before);
    });
  }

  it('the status shows a flag whose note is still computing as "not ready", never as a pairing to confirm', () => {
    const { services, book, m, score, groupsComputing } = futsal();
    flaggedFinal(book, score, m);
    const flag = () => expectOk(api.status(services)).playoffFlags.find((f) => f.match === 'F');
    expect(flag()?.kind).toBe('pairing');
    groupsComputing();
    expect(flag()).toMatchObject({ kind: 'notReady', note: 'Loading...' });
    book.doneLoading();
    expect(flag()?.kind).toBe('pairing');
  });

  it('finalize checks again what it froze after recording who played: a team computing by then refuses, and the recorded names are taken back', () => {
    const { services, book, m, score, groupsComputing } = futsal(false); // results typed where no trigger ran
    score('SF1', 2, 1);
    score('SF2', 3, 0);
    score('F', 1, 0);
    score('3P', 2, 0);
    const before = book.snapshot();
    let struck = false;
    book.onCall((call) => {
      if (!struck && call.sheet === NET && call.category === 'values' && call.write) {
        struck = true; // the first write of finalize on the play-off: who played, recorded
        groupsComputing();
      }
    });
    const r = api.finalizeStage(services, 'futsal', 'bracket');
    expect(struck).toBe(true);
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('finalizeErrors');
    expect(r.message).toContain(`${NET}!${cellOf(m('SF1').a)}`);
    book.doneLoading();
    expect(book.snapshot()).toEqual(before);
    expect(book.read(NET, cellOf(m('SF1').memA))).toBe('');
  });
});

describe('a group match row showing an error value is not a name', () => {
  it('withdraw refuses "not ready", naming the cell, and writes nothing', () => {
    const { services, book, drawn } = futsal(false);
    // A group sheet read while a match's team cell shows an error (its reference broken, or computing).
    const layout = groupLayout('futsal', drawn.groups);
    const match = layout.blocks[0]!.matches[0]!;
    const cell = a1(match.row, layout.columns.a);
    const before = book.snapshot();
    book.showLoading(GROUPS, cell, '#REF!');
    const r = api.withdraw(services, 'futsal', TEAMS[0]);
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('notReady');
    expect(r.message).toContain(`"${GROUPS}", cell ${cell} shows "#REF!"`);
    book.doneLoading();
    expect(book.snapshot()).toEqual(before);
  });
});

describe('preference: a table cell showing an error value is not a number', () => {
  // Art. 17 item 4: tour 2 is seated by the standings after tour 1, computed from its typed pools.
  it('seating tour 2 refuses "not ready" naming the pool cell; the status reports it instead of tour 1\'s progress', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => [`Player${i}`, 'A', '', 'KASE', `x${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    expectOk(api.seatTour(services, 1, { seed: 3 }));
    const tour = 'Preference tour 1';
    expect(book.read(tour, 'H6')).toBe(1); // seat 1 of table 1; J6 is its pool
    paste(services, tour, [['=1/0']], 6, 10); // pasted past the validation: the cell shows #DIV/0!
    expect(book.read(tour, 'J6')).toBe('#DIV/0!');
    const before = book.snapshot();
    for (const r of [api.seatTour(services, 2), api.preferenceStatus(services)]) {
      expect(r.ok).toBe(false);
      expect(r.problems[0]?.code).toBe('notReady');
      expect(r.message).toContain(`"${tour}", cell J6 shows "#DIV/0!"`);
    }
    expect(expectOk(api.status(services)).preferenceProblems[0]?.code).toBe('notReady');
    expect(book.snapshot()).toEqual(before);
  });
});

describe('a standings table still computing: what its area shows is not known', () => {
  it('"Correct a name" refuses "not ready" while a GROUP_TABLE computes, naming its cell, and changes nothing', () => {
    const { services, book, groupsComputing, drawn } = futsal(false);
    const g = groupLayout('futsal', drawn.groups);
    const before = book.snapshot();
    groupsComputing();
    const r = api.correctName(services, 'futsal', TEAMS[0], { team: 'Alpha United' }, DECISION);
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('notReady');
    expect(r.message).toContain(`"${GROUPS}", cell ${a1(g.blocks[0]!.data, g.columns.table)} shows "Loading..."`);
    book.doneLoading();
    expect(book.snapshot()).toEqual(before);
    expectOk(api.correctName(services, 'futsal', TEAMS[0], { team: 'Alpha United' }, DECISION));
  });
});
