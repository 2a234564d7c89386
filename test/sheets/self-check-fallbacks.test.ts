/**
 * What the add-on does once the self-check found an assumption false (issue 22 item 4): for each
 * switch of the fake whose assumption the results rest on, the self-check reports it, and then the
 * results stay right — or the action refuses, naming the cell — and nothing typed is lost.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { RUNNER, SECOND_MEMBER } from '../../fakes/book';
import type { Switches } from '../../fakes/switches';
import { decodeNote, distrust, encodeNote } from '../../src/rules/selfCheck';
import * as api from '../../src/sheets/api';
import { META } from '../../src/sheets/identity';
import { SheetIndex } from '../../src/sheets/sheetIndex';
import { clockZone, selfCheckNote } from '../../src/sheets/selfCheckState';
import { a1 } from '../../src/sheets/plan';
import { cellOf, expectOk, futsalPlayoff, noErrorCells, paste, playInListOrder } from '../e2e/helpers';
import { retrying, runSelfCheck } from './selfCheckRun';

/** The futsal play-off of test/e2e/helpers, the self-check run first (its findings decide the fallbacks). */
function playoff(switches: Switches, selfCheck = true) {
  const p = futsalPlayoff(true, switches);
  const run = selfCheck ? runSelfCheck(p.services, p.book, 'en') : null;
  return { ...p, run };
}

describe('edits the trigger never received (dropEditsPastTwo): no play-off result is credited unasked', () => {
  it('the self-check reports it; the status asks about each unrecorded result, finalize refuses them, the committee confirms', () => {
    const { services, book, net, m, score, run } = playoff({ dropEditsPastTwo: true });
    expect(run?.verdict('edit.burst')).toBe('failed');
    // The four matches typed in one go: past two queued events, the trigger never hears of them.
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 0);
    const unrecorded = ['F', '3P'].filter((id) => book.read(net, cellOf(m(id).memA)) === '');
    expect(unrecorded.length).toBeGreaterThan(0);
    const flags = api.status(services).data?.playoffFlags ?? [];
    expect(flags.filter((f) => f.kind === 'pairing').map((f) => f.match)).toEqual(unrecorded);
    expect(flags[0]?.note).toMatch(/who played is not recorded; now routed/);
    const refused = api.finalizeStage(services, 'futsal', 'bracket');
    expect(refused.ok).toBe(false);
    expect(refused.problems.filter((p) => p.code === 'playoffUnrecorded').map((p) => p.cell)).toEqual(
      unrecorded.map((id) => `${net}!${cellOf(m(id).memA)}`),
    );
    expect(String(book.read(net, cellOf(m('F').memA)))).toBe(''); // nothing recorded for them
    // The committee checks the paper and confirms each for the teams routed there.
    for (const id of unrecorded) expectOk(retrying(book, () => api.resolvePlayoff(services, 'futsal', id, 'confirm')));
    expectOk(retrying(book, () => api.finalizeStage(services, 'futsal', 'bracket')));
    expect(book.read(net, cellOf(m('F').memA))).toBe(book.read(net, cellOf(m('F').a)));
    noErrorCells(book);
  });

  it('without a self-check the add-on relies on Google’s documentation as before: finalize records who played', () => {
    const { services, book, net, m, score } = playoff({ dropEditsPastTwo: true }, false);
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 0);
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    expect(book.read(net, cellOf(m('F').memA))).toBe(book.read(net, cellOf(m('F').a)));
  });
});

describe('a paste is one event for the block (pasteAsOneEvent)', () => {
  it('the self-check reports it; the trigger records every match of the pasted rows', () => {
    const { book, net, m, run } = playoff({ pasteAsOneEvent: true });
    expect(run?.verdict('edit.paste')).toBe('failed');
    const sf1 = m('SF1');
    const sf2 = m('SF2');
    expect(sf2.row).toBe(sf1.row + 1);
    book.paste('referee', net, cellOf(sf1.scoreA), [
      [2, 1],
      [0, 3],
    ]);
    for (const x of [sf1, sf2]) expect(book.read(net, cellOf(x.memA))).toBe(book.read(net, cellOf(x.a)));
  });
});

describe('row marks that do not move with their rows (metadataStays)', () => {
  it('the self-check reports it; rows are found by their hidden id cells, which move with them: a row inserted above the play-off changes no result', () => {
    const { services, book, net, m, run } = playoff({ metadataStays: true });
    expect(run?.verdict('meta.insert')).toBe('failed');
    const ids = ['SF1', 'SF2', 'F', '3P'];
    const top = Math.min(...ids.map((id) => m(id).row));
    book.insertRows(net, top + 1, 1); // a committee member inserts a row above the play-off
    // Every match is now one row lower; the referee types the scores where they are now.
    const at = (c: { row: number; col: number }) => a1(c.row + 1, c.col);
    ids.forEach((id, i) => {
      book.typeAs('referee', net, at(m(id).scoreA), i === 0 ? 2 : 1);
      book.typeAs('referee', net, at(m(id).scoreB), i === 0 ? 1 : 0);
    });
    // Each match's memory is in its own (moved) row, naming who played there; the inserted row has none.
    for (const id of ids) {
      const x = m(id);
      expect(book.read(net, at(x.memA))).toBe(book.read(net, at(x.a)));
      expect(book.read(net, at(x.memB))).toBe(book.read(net, at(x.b)));
      expect(book.read(net, at(x.memA))).not.toBe('');
    }
    expect(book.read(net, a1(top, m('SF1').memA.col))).toBe('');
    expectOk(retrying(book, () => api.finalizeStage(services, 'futsal', 'bracket')));
    noErrorCells(book);
  });
});

describe('a computing function shows a text the add-on does not know (loading: a Kazakh interface)', () => {
  it('the self-check learns the text; finalize refuses while a cell shows it, naming the cell, and freezes the values once computed', () => {
    const switches = { loading: { text: 'Жүктелуде...', ms: 4000 } };
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 23), switches });
    expectOk(retrying(book, () => api.setup(services, { lang: 'en' })));
    const run = runSelfCheck(services, book, 'en');
    expect(run.verdict('loading.read')).toBe('failed');
    expect(selfCheckNote(new SheetIndex(services.app.getActiveSpreadsheet()))?.placeholders).toContain('Жүктелуде...');
    const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
    const rows: unknown[][] = [];
    teams.forEach((team, t) => {
      for (let p = 0; p < 5; p++) rows.push([team, p === 0 ? 'goalkeeper' : 'main', `P${t}${p}`, 'Test', '', team]);
    });
    paste(services, 'Futsal registration', rows);
    paste(
      services,
      'Futsal registration',
      teams.map((t, i) => [t, i + 1]),
      2,
      10,
    );
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    playInListOrder(book, 'Futsal groups', 'futsal', drawn.groups);
    const refused = api.finalizeStage(services, 'futsal', 'groups');
    expect(refused.ok).toBe(false);
    expect(refused.problems[0]?.code).toBe('finalizeErrors');
    expect(String(book.read('Futsal groups', (refused.problems[1]?.cell ?? '!A1').split('!')[1] ?? 'A1'))).toBe(
      'Жүктелуде...',
    );
    book.now += 5000; // the executions have returned
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
    expect(JSON.stringify(book.toMatrix('Futsal groups'))).not.toMatch(/Жүктелуде/);
  });
});

describe('another committee member runs the add-on (secondMember)', () => {
  it('the self-check reports it; his actions on the first member’s sheets refuse in words; once he is in the committee setting, they work', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', switches: { secondMember: true } });
    expectOk(retrying(book, () => api.setup(services, { lang: 'en' })));
    expect(book.runnerEmail).toBe(SECOND_MEMBER);
    const run = runSelfCheck(services, book, 'en');
    expect(run.verdict('protect.runner')).toBe('failed');
    const before = book.snapshot();
    const refused = retrying(book, () => api.setup(services));
    expect(refused.problems[0]?.code).toBe('notCommitteeEditor');
    expect(refused.message).toMatch(/^nothing was changed: your account may not edit/);
    expect(book.snapshot()).toEqual(before);
    // The first member adds him to the committee setting and runs the setup (it refreshes every protection's editors).
    const row = book.toMatrix('Settings').findIndex((line) => line[0] === 'committee');
    book.typeAs('committee', 'Settings', a1(row, 2), `${SECOND_MEMBER}, ${RUNNER}`);
    book.runnerEmail = RUNNER;
    expectOk(retrying(book, () => api.setup(services)));
    book.runnerEmail = SECOND_MEMBER;
    expectOk(retrying(book, () => api.setup(services)));
  });
});

describe('the spreadsheet’s time zone is not the script’s (timeZone)', () => {
  it('the self-check reports it; the calendar then reads "today" on the spreadsheet’s clock', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', switches: { timeZone: 'America/Los_Angeles' } });
    expectOk(api.setup(services, { lang: 'en' }));
    const ctx = {
      sheets: new SheetIndex(services.app.getActiveSpreadsheet()),
      book: services.app.getActiveSpreadsheet(),
    };
    expect(clockZone(ctx)).toBeUndefined(); // no self-check yet: the tournament's zone
    expect(runSelfCheck(services, book, 'en').verdict('timezone')).toBe('failed');
    const after = {
      sheets: new SheetIndex(services.app.getActiveSpreadsheet()),
      book: services.app.getActiveSpreadsheet(),
    };
    expect(clockZone(after)).toBe('America/Los_Angeles');
    expect(api.status(services).ok).toBe(true);
  });
});

describe('Sheets answers an old result while recomputing (the note says so)', () => {
  it('finalize reads again after a pause and refuses, naming the cells that changed in between; then freezes', () => {
    const { services, book } = playoff({});
    // As if the self-check had seen an old value right after a change.
    const report = services.app.getActiveSpreadsheet().getSheetByName('Self-check');
    const note = report
      ?.createDeveloperMetadataFinder()
      .withKey(META.sheet)
      .find()
      .find((md) => (md.getValue() ?? '').startsWith('selfcheck:'));
    const decoded = selfCheckNote(new SheetIndex(services.app.getActiveSpreadsheet()));
    note?.setValue(encodeNote({ ...(decoded as NonNullable<typeof decoded>), stale: true, settleMs: 800 }));
    // Between finalize's two reads, the group's standings change (a computation returning).
    let flushes = 0;
    const off = book.onCall((call) => {
      if (call.method === 'flush' && ++flushes === 2) book.typeAs('committee', 'Futsal groups', 'F3', 1);
    });
    const refused = api.finalizeStage(services, 'futsal', 'groups');
    off();
    expect(refused.ok).toBe(false);
    expect(refused.problems[0]?.code).toBe('finalizeStillChanging');
    expect(refused.problems.map((p) => p.cell)).toContain('Futsal groups!F3');
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
  });
});

describe('a tick reads as its word (checkboxAsText)', () => {
  it('the self-check reports it; a registration’s empty rows, their boxes unticked, are still empty', async () => {
    const { pasteSample, sampleRegistration } = await import('../../workbench/sample');
    const { services, book } = createFakeServices({ locale: 'ru_RU', switches: { checkboxAsText: true } });
    expectOk(api.setup(services, { lang: 'ru' }));
    expect(runSelfCheck(services, book, 'ru').verdict('validation.list')).toBe('failed');
    pasteSample(services.app, 'ru', sampleRegistration('ru', 7));
    expect(book.read('Бильярд регистрация', 'H70')).toBe('ЛОЖЬ');
    const check = expectOk(api.checkRegistration(services, 'billiards'));
    expect(check.registered).toBe(64);
    expect(check.errors).toBe(0);
  });
});

describe('a sheet read in one call (read.used; wholeReadShort: a -1 count read as one row)', () => {
  /** The play-off scored and finalized at the same moment in each book: the finalize's calls, and every sheet but the self-check's. */
  function finish(p: ReturnType<typeof playoff>, now: number) {
    p.book.now = now;
    for (const id of ['SF1', 'SF2', 'F', '3P']) p.score(id, 2, 1);
    const from = p.book.calls.length;
    expectOk(retrying(p.book, () => api.finalizeStage(p.services, 'futsal', 'bracket')));
    const calls = p.book.calls.slice(from).map((c) => c.method);
    const names = p.book.sheetNames().filter((n) => !n.startsWith('Self-check'));
    return { calls, sheets: Object.fromEntries(names.map((n) => [n, p.book.toMatrix(n)])) };
  }
  const count = (calls: string[], method: string) => calls.filter((m) => m === method).length;
  const NOW = Date.UTC(2026, 10, 24, 9);

  it('held: each sheet is read in one call instead of two; the whole tournament makes the same sheets', () => {
    // The self-check right after the setup, as the README asks: the draw, the groups, the play-off
    // and its finalize all read the one-call way; the other book never ran it. Both go on at the
    // same moment (the self-check takes some minutes of the fake's clock).
    const AFTER_SETUP = Date.UTC(2026, 10, 23, 12);
    let verdict: string | undefined;
    const one = futsalPlayoff(true, {}, (services, book) => {
      verdict = runSelfCheck(services, book, 'en').verdict('read.used');
      book.now = AFTER_SETUP;
    });
    expect(verdict).toBe('held');
    const two = futsalPlayoff(true, {}, (_services, book) => void (book.now = AFTER_SETUP));
    const a = finish({ ...one, run: null }, NOW);
    const b = finish({ ...two, run: null }, NOW);
    expect(count(b.calls, 'getSheetValues')).toBe(0);
    expect(count(a.calls, 'getSheetValues')).toBeGreaterThan(0);
    // Every getDataRange of the two-call read became one getSheetValues.
    expect(count(a.calls, 'getDataRange')).toBe(0);
    expect(count(a.calls, 'getSheetValues')).toBe(count(b.calls, 'getDataRange'));
    // … and its getValues with it: no read more, none less.
    expect(count(a.calls, 'getValues') + count(a.calls, 'getSheetValues')).toBe(count(b.calls, 'getValues'));
    expect(a.sheets).toEqual(b.sheets);
  });

  it('wholeReadShort: the self-check reports it; the actions read with two calls and finalize the same sheets', () => {
    const short = playoff({ wholeReadShort: true });
    expect(short.run?.verdict('read.used')).toBe('failed');
    expect(short.run?.findings.find((f) => f.id === 'read.used')?.evidence).toMatch(
      /getSheetValues\(1, 1, -1, -1\) 1×1/,
    );
    const a = finish(short, NOW);
    expect(count(a.calls, 'getSheetValues')).toBe(0);
    expect(a.sheets).toEqual(finish(playoff({}, false), NOW).sheets);
  });

  it('held, then a sheet emptied: Sheets refusing the one-call read of it (or answering no row) reads it the two-call way', async () => {
    const { readUsedArea, setUsedAreaInOneCall } = await import('../../src/sheets/usedArea');
    const { services } = createFakeServices({ locale: 'en_US', sheets: ['Empty', 'Data'] });
    const book = services.app.getActiveSpreadsheet();
    const empty = book.getSheetByName('Empty')!;
    const data = book.getSheetByName('Data')!;
    data.getRange(1, 1, 2, 2).setValues([
      ['a', ''],
      ['', 'b'],
    ]);
    setUsedAreaInOneCall(true);
    try {
      expect(readUsedArea(empty).values).toEqual([['']]); // no row: as getDataRange reads it
      const refusing = Object.assign(Object.create(empty) as typeof empty, {
        getSheetValues: () => {
          throw new Error('Exception: The number of rows in the range must be at least 1.');
        },
      });
      expect(readUsedArea(refusing).values).toEqual([['']]);
      const area = readUsedArea(data);
      expect(area.values).toEqual([
        ['a', ''],
        ['', 'b'],
      ]);
      expect(area.range().getA1Notation()).toBe('A1:B2');
    } finally {
      setUsedAreaInOneCall(false);
    }
  });

  it('before any self-check the add-on does not rely on it (Google’s sentence on -1 reads two ways)', () => {
    const p = playoff({ wholeReadShort: true }, false);
    expect(selfCheckNote(new SheetIndex(p.services.app.getActiveSpreadsheet()))).toBeNull();
    const a = finish(p, NOW);
    expect(count(a.calls, 'getSheetValues')).toBe(0);
    expect(a.sheets).toEqual(finish(playoff({}, false), NOW).sheets);
  });

  it('a note written before this check existed (version 1) still decodes; it did not tell, so two calls', () => {
    const v2 = encodeNote({ at: 5, verdicts: {}, placeholders: [], settleMs: 0, stale: false });
    const [head, at, letters, ...rest] = v2.split(';');
    const v1 = [head?.replace(/2$/, '1'), at, 'H'.repeat((letters?.length ?? 1) - 1), ...rest].join(';');
    const note = decodeNote(v1);
    expect(note?.verdicts['read.used']).toBe('unknown');
    expect(note?.verdicts['cost.calls']).toBe('held');
    expect(distrust(note, 'read.used')).toBe(true);
    expect(distrust(null, 'read.used')).toBe(true);
    expect(distrust(null, 'cost.calls')).toBe(false);
  });
});
