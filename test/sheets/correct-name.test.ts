/**
 * Correcting a name (SPEC §5 "identity survives editing"): the person (or team) is renamed on every
 * sheet the add-on wrote — registration, draw log, groups (and the tiebreak rows referees typed),
 * the play-off's memory, the withdrawals list, the attendance, every tour, the final and the
 * standings — and every result stays his.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { sheetNames } from '../../src/i18n/labels';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { createFakeServices, type FakeBook } from '../../fakes';
import { Dice, playTour } from '../../workbench/play';
import { cellOf, expectOk, noErrorCells, paste } from '../e2e/helpers';

/** The committee's decision every correction is recorded with (who, when the fake gives no e-mail, and why). */
const DECISION = { reason: 'a typo in the application', by: 'A. Committee' };

/** The committee's decisions sheet: history, it keeps the name as it was (in every language). */
const DECISIONS = new Set(sheetNames('decisions'));

/** Every cell of every sheet that shows `text` exactly ("Sheet!A1"), the record of the decisions left out. */
function cellsShowing(book: FakeBook, text: string): string[] {
  const out: string[] = [];
  for (const sheet of book.sheetNames()) {
    if (DECISIONS.has(sheet)) continue;
    book.toMatrix(sheet).forEach((row, r) =>
      row.forEach((v, c) => {
        if (v === text) out.push(`${sheet}!${String.fromCharCode(65 + c)}${r + 1}`);
      }),
    );
  }
  return out;
}

function preference() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 23, 10) });
  expectOk(api.setup(services, { lang: 'ru' }));
  const surnames = [
    'Абенов',
    'Букеева',
    'Волков',
    'Галиев',
    'Дюсенова',
    'Ершов',
    'Жакупов',
    'Зайцева',
    'Искаков',
    'Каримова',
    'Лебедев',
    'Мусина',
  ];
  paste(
    services,
    'Преферанс регистрация',
    surnames.map((n, i) => [n, 'Асель', '', 'KASE', `pref${i}@kase.kz`, '+7 705 000 00 00', false]),
  );
  expectOk(api.prepareAttendance(services));
  const t1 = expectOk(api.seatTour(services, 1, { seed: 77 }));
  playTour(book, 'Преферанс тур 1', t1.tables, new Dice(5, 'preference'));
  return { services, book, t1 };
}

describe('correcting a name', () => {
  it('preference: a surname corrected after tour 1 is renamed on every sheet and keeps his tour-1 result; tour 2 is seated with it (Art. 16 item 16, Art. 17 item 4)', () => {
    const { services, book } = preference();
    const before = expectOk(api.preferenceStatus(services)).standings.find((l) => l.player === 'Волков Асель');
    expect(before).toBeDefined();
    const shownBefore = cellsShowing(book, 'Волков Асель');
    expect(shownBefore.length).toBeGreaterThanOrEqual(4); // attendance, the tour's roster and table, the standings
    const r = expectOk(
      api.correctName(services, 'preference', 'Волков Асель', { surname: 'Волкова', name: 'Асель' }, DECISION),
    );
    expect(r).toMatchObject({ from: 'Волков Асель', to: 'Волкова Асель' });
    expect(cellsShowing(book, 'Волков Асель')).toEqual([]);
    // Where the old name was shown, the new one is (the registration's surname cell besides).
    expect(cellsShowing(book, 'Волкова Асель').filter((c) => !c.startsWith('Преферанс регистрация'))).toEqual(
      shownBefore.filter((c) => !c.startsWith('Преферанс регистрация')),
    );
    expect(book.read('Преферанс регистрация', 'A4')).toBe('Волкова');
    const after = expectOk(api.preferenceStatus(services)).standings.find((l) => l.player === 'Волкова Асель');
    expect(after).toMatchObject({ rating: before?.rating, whists: before?.whists });
    const t2 = expectOk(api.seatTour(services, 2));
    expect(t2.order).toContain('Волкова Асель');
    expect(t2.tables.flatMap((t) => t.players)).toContain('Волкова Асель');
    noErrorCells(book);
  });

  it('billiards: renamed in the draw log, the group sheet and the tiebreak rows a referee filled in; the groups can still be rebuilt (the fingerprint follows the correction)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 32 }, (_, i) => [
        `Player${i}`,
        'Test',
        '',
        'KASE',
        3,
        `p${i}@kase.kz`,
        '+7 701 000 00 00',
        false,
      ]),
    );
    const d = expectOk(api.draw(services, 'billiards', { seed: 5, acceptWarnings: true }));
    const who = d.groups[1]?.players[2] as string;
    const layout = groupLayout('billiards', d.groups);
    const block = layout.blocks[1];
    if (!block) throw new Error('B');
    expectOk(api.correctName(services, 'billiards', who, { surname: 'Renamed', name: 'Player' }, DECISION));
    expect(book.read('Billiards groups', cellOf(block.playersRect, 2))).toBe('Renamed Player');
    expect(cellsShowing(book, who)).toEqual([]);
    // Nothing was typed: a rebuild goes through (the committee's correction is not taken for an overtype).
    expectOk(api.generateGroups(services, 'billiards'));
    // A tiebreak row a referee typed with the name follows a second correction.
    book.typeAs('referee', 'Billiards groups', cellOf(block.tiebreakRect), 'Renamed Player');
    book.typeAs('referee', 'Billiards groups', cellOf(block.tiebreakRect, 0, 1), block.players[0] as string);
    expectOk(
      api.correctName(services, 'billiards', 'renamed player', { surname: 'Renamova', name: 'Player' }, DECISION),
    );
    expect(book.read('Billiards groups', cellOf(block.tiebreakRect))).toBe('Renamova Player');
    expect(book.read('Billiards draw', 'H1')).toBe('Player / team'); // the header row untouched
    noErrorCells(book);
  });

  it('futsal: a team renamed in the registration (team list and every roster row), the draw log and the group sheet', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
    const rows: unknown[][] = [];
    teams.forEach((team, t) => {
      for (let p = 0; p < 5; p++)
        rows.push([team, p === 0 ? 'goalkeeper' : 'main', `Player${t}${p}`, 'Test', '', team]);
    });
    paste(services, 'Futsal registration', rows);
    paste(
      services,
      'Futsal registration',
      teams.map((t, i) => [t, i + 1]),
      2,
      10,
    );
    expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    expectOk(api.correctName(services, 'futsal', 'Bravo', { team: 'Bravo Capital' }, DECISION));
    expect(cellsShowing(book, 'Bravo').filter((c) => !/!F\d+$/.test(c))).toEqual([]); // (F: the employer column, not a team)
    expect(cellsShowing(book, 'Bravo Capital').some((c) => c.startsWith('Futsal groups!'))).toBe(true);
    expect(book.toMatrix('Futsal registration').filter((r) => r[0] === 'Bravo Capital')).toHaveLength(5);
    expect(api.checkRegistration(services, 'futsal').data?.errors).toBe(0);
  });

  it('a name changed by hand on the registration after the draw is detected: the check names the drawn name and its look-alike, a new draw waits for confirmation, and "Correct a name" is the way that keeps the draw', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 32 }, (_, i) => [
        `Player${i}`,
        'Test',
        '',
        'KASE',
        3,
        `p${i}@kase.kz`,
        '+7 701 000 00 00',
        false,
      ]),
    );
    expectOk(api.draw(services, 'billiards', { seed: 5, acceptWarnings: true }));
    book.typeAs('committee', 'Billiards registration', 'A8', 'Player6x'); // row 8 = Player6, a typo made by hand
    const c = api.checkRegistration(services, 'billiards');
    const w = c.problems.find((p) => p.code === 'nameChangedSinceDraw');
    expect(w?.message).toContain('Player6 Test');
    expect(w?.message).toContain('Player6x Test');
    expect(w?.message).toMatch(/Correct a name/);
    const before = book.snapshot();
    const redraw = api.draw(services, 'billiards', { seed: 5 });
    expect(redraw.needsConfirmation).toBe(true);
    expect(book.snapshot()).toEqual(before);
    // Put back by hand, then corrected properly: the draw stands, the name follows.
    book.typeAs('committee', 'Billiards registration', 'A8', 'Player6');
    expectOk(api.correctName(services, 'billiards', 'Player6 Test', { surname: 'Player6x', name: 'Test' }, DECISION));
    expect(
      api.checkRegistration(services, 'billiards').problems.filter((p) => p.code === 'nameChangedSinceDraw'),
    ).toEqual([]);
  });

  it('refusals in words, nothing changed: an unknown name (with near names), a correction that makes a duplicate, junk arguments, a decision without its reason or who decides', () => {
    const { services, book } = preference();
    const before = book.snapshot();
    const unknown = api.correctName(services, 'preference', 'Волкв Асель', { surname: 'X', name: 'Y' }, DECISION);
    expect(unknown.problems[0]?.code).toBe('unknownPlayer');
    expect(unknown.problems.some((p) => p.code === 'playerNear' && p.message.includes('Волков Асель'))).toBe(true);
    const dup = api.correctName(services, 'preference', 'Волков Асель', { surname: 'Галиев', name: 'Асель' }, DECISION);
    expect(dup.ok).toBe(false);
    expect(dup.problems[0]?.code).toBe('correctNameConflict');
    for (const junk of [
      undefined,
      null,
      'text',
      { surname: '—', name: 'Асель' },
      { surname: '#N/A', name: 'Асель' },
      { surname: 42, name: 'Асель' },
    ]) {
      const r = api.correctName(services, 'preference', 'Волков Асель', junk, DECISION);
      expect(r.ok).toBe(false);
      expect(r.message).not.toMatch(/undefined|NaN|null|\[object Object\]/);
    }
    // A correction is a decision of the committee: recorded with why and who, or not made at all.
    const to = { surname: 'Волкова', name: 'Асель' };
    const decisions: [unknown, string][] = [
      [undefined, 'correctNameReason'],
      [{}, 'correctNameReason'],
      [{ reason: '  ', by: 'A. Committee' }, 'correctNameReason'],
      [{ reason: 'a typo' }, 'correctNameWho'],
      [{ reason: 'a typo', by: ' ' }, 'correctNameWho'],
      [{ reason: { text: 'a typo' }, by: 'A. Committee' }, 'argNotText'],
      [{ reason: 'a typo', by: { name: 'x' } }, 'argNotText'],
      [{ reason: 'a typo', by: 'A. Committee', when: 'now' }, 'argUnknownOption'],
      ['a typo', 'argNotOptions'],
    ];
    for (const [decision, code] of decisions) {
      const r = api.correctName(services, 'preference', 'Волков Асель', to, decision);
      expect(r.problems[0]?.code, JSON.stringify(decision)).toBe(code);
      expect(r.message).not.toMatch(/undefined|NaN|null|\[object Object\]/);
    }
    expect(book.snapshot()).toEqual(before);
  });

  it('who decided: the e-mail Apps Script gives (beside a name typed), else the name typed; when Session refuses, nobody known but the name typed (the manifest asks no userinfo.email scope)', () => {
    const to = { surname: 'Волкова', name: 'Асель' };
    const whoRecorded = (userEmail: (() => string) | undefined, by?: string) => {
      const { services, book } = preference();
      const r = expectOk(
        api.correctName({ ...services, userEmail }, 'preference', 'Волков Асель', to, { reason: 'опечатка', by }),
      );
      const line = book.toMatrix('Решения Оргкомитета')[2] as unknown[];
      expect(line.slice(1, 7)).toEqual([
        'преферанс',
        'исправлено имя',
        'Волков Асель',
        'Волкова Асель',
        'опечатка',
        r.decision.by,
      ]);
      // when: the spreadsheet's wall clock (Asia/Almaty, UTC+5), never UTC
      const local = new Date(book.now + 5 * 3_600_000).toISOString();
      expect(line[7]).toBe(`${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`);
      return r.decision.by;
    };
    expect(whoRecorded(() => 'chair@kase.kz')).toBe('chair@kase.kz');
    expect(whoRecorded(() => 'chair@kase.kz', 'Сейтказы А.')).toBe('Сейтказы А. <chair@kase.kz>');
    expect(whoRecorded(() => '', 'Сейтказы А.')).toBe('Сейтказы А.');
    const refuses = () => {
      throw new Error('You do not have permission to call Session.getActiveUser');
    };
    expect(whoRecorded(refuses, 'Сейтказы А.')).toBe('Сейтказы А.');
    const { services } = preference();
    const r = api.correctName({ ...services, userEmail: refuses }, 'preference', 'Волков Асель', to, { reason: 'x' });
    expect(r.problems[0]?.code).toBe('correctNameWho');
  });

  it('all or nothing: a write failing at any step of a correction leaves every sheet as it was, the registered name included', () => {
    let fired = 0;
    // every write of the name cells, then every fifth of the decision's record and the cover page
    for (let nth = 1; nth <= 80; nth += nth < 12 ? 1 : 5) {
      const { services, book } = preference();
      const before = book.snapshot();
      book.failNextWrite(nth);
      const r = api.correctName(
        services,
        'preference',
        'Волков Асель',
        { surname: 'Волкова', name: 'Асель' },
        DECISION,
      );
      book.failNextWrite(0);
      if (r.ok) break;
      fired++;
      // (a failure while the protection of the new decisions sheet is set is said as such)
      expect(r.problems[0]?.code, `failing write ${nth}`).toMatch(/^(actionFailed|protectViaGroup)$/);
      expect(book.snapshot(), `failing write ${nth}`).toEqual(before);
      expect(book.read('Преферанс регистрация', 'A4')).toBe('Волков');
    }
    expect(fired).toBeGreaterThanOrEqual(3);
  });
});
