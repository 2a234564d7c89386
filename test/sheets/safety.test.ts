/**
 * Safety cases found in review: attendance ticks never silently lost, a futsal double no-show
 * left to the committee, the preference standings finalized only after the last tour, finalize
 * all or nothing, a withdrawn name starting with "=", settings errors stopping a rebuild.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, noErrorCells, paste, playInListOrder } from '../e2e/helpers';

const pref = (i: number, surname = `Player${i}`) => [
  surname,
  'A',
  '',
  'KASE',
  `x${i}@kase.kz`,
  '+7 705 000 00 00',
  false,
];

describe('safety', () => {
  it('attendance ticks of a name that left the registration are not dropped silently', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => pref(i)),
    );
    expectOk(api.prepareAttendance(services));
    expectOk(api.withdraw(services, 'preference', 'Player3 A')); // ticks tours 1–7
    // A namesake registers: "Player3 A" becomes "Player3 A <patronymic>" for both.
    paste(
      services,
      'Preference registration',
      [['Player3', 'A', 'B', 'KASE', 'y@kase.kz', '+7 705 000 00 00', false]],
      14,
    );
    paste(
      services,
      'Preference registration',
      [['Player3', 'A', 'C', 'KASE', 'x3@kase.kz', '+7 705 000 00 00', false]],
      5,
    );
    const before = book.snapshot();
    const r = api.prepareAttendance(services);
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('attendanceOrphans');
    expect(book.snapshot()).toEqual(before);
  });

  it('the preference standings can be finalized only after the last tour', () => {
    const { services } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 8 }, (_, i) => pref(i)),
    );
    expectOk(api.prepareAttendance(services));
    expectOk(api.seatTour(services, 1, { seed: 1 }));
    expect(api.finalizeStage(services, 'preference', 'standings').problems[0]?.code).toBe('stageIncomplete');
  });

  it('a futsal double no-show is left undecided for the committee (no team leaves on a forfeit, SPEC §4)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    const teams = Array.from({ length: 8 }, (_, t) => `Team ${t + 1}`);
    paste(
      services,
      'Futsal registration',
      teams.flatMap((team) =>
        Array.from({ length: 5 }, (_, p) => [team, p === 0 ? 'goalkeeper' : 'main', `${team} S${p}`, 'N', '', 'KASE']),
      ),
    );
    paste(
      services,
      'Futsal registration',
      teams.map((t, i) => [t, i + 1, 'KASE']),
      2,
      10,
    );
    const d = expectOk(api.draw(services, 'futsal', { seed: 1 }));
    playInListOrder(book, 'Futsal groups', 'futsal', d.groups);
    expectOk(api.generateBracket(services, 'futsal'));
    const bl = bracketLayout({
      game: 'futsal',
      lang: 'en',
      name: 'Futsal play-off',
      format: 'sf4',
      groupSheet: 'Futsal groups',
      groups: d.groups,
      partiesToWin: 2,
    });
    const sf1 = bl.matches.find((m) => m.id === 'SF1');
    if (!sf1) throw new Error('SF1');
    book.typeAs('referee', 'Futsal play-off', cellOf(sf1.scoreA), '-');
    book.typeAs('referee', 'Futsal play-off', cellOf(sf1.scoreB), '-');
    expect([book.read('Futsal play-off', cellOf(sf1.winner)), book.read('Futsal play-off', cellOf(sf1.loser))]).toEqual(
      ['', ''],
    );
    noErrorCells(book);
  });

  it('finalize is all or nothing: a write failing at any step leaves formulas and protection as they were', () => {
    let fired = 0;
    for (let nth = 1; nth <= 8; nth++) {
      const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
      expectOk(api.setup(services, { lang: 'en' }));
      paste(
        services,
        'Backgammon registration',
        Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
      );
      expectOk(api.draw(services, 'backgammon', { seed: 1 }));
      const before = book.snapshot();
      book.failNextWrite(nth);
      const r = api.finalizeSheets(services, ['groups.backgammon']);
      book.failNextWrite(0);
      if (r.ok) break;
      fired++;
      const after = book.snapshot() as { name: string; formulas: unknown; protection: unknown; values: unknown }[];
      const was = before as typeof after;
      const g = (x: typeof after) => x.find((s) => s.name === 'Backgammon groups');
      expect(g(after)?.formulas, `failing write ${nth}`).toEqual(g(was)?.formulas);
      expect(g(after)?.values).toEqual(g(was)?.values);
      expect((g(after)?.protection as { description: string }).description).toEqual(
        (g(was)?.protection as { description: string }).description,
      );
    }
    expect(fired).toBeGreaterThanOrEqual(4);
  });

  it('a withdrawn player whose name starts with "=" is still recognised by the play-off', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 32 }, (_, i) => [
        `=P${i}`,
        'Test',
        '',
        'KASE',
        3,
        `p${i}@kase.kz`,
        '+7 701 000 00 00',
        false,
      ]),
    );
    const d = expectOk(api.draw(services, 'billiards', { seed: 2, acceptWarnings: true }));
    playInListOrder(book, 'Billiards groups', 'billiards', d.groups);
    expectOk(api.generateBracket(services, 'billiards'));
    const a1 = d.groups[0]?.players[0] as string;
    expect(a1.startsWith('=')).toBe(true);
    expectOk(api.withdraw(services, 'billiards', a1));
    const bl = bracketLayout({
      game: 'billiards',
      lang: 'en',
      name: 'Billiards net',
      format: 'net32',
      groupSheet: 'Billiards groups',
      groups: d.groups,
      partiesToWin: 2,
    });
    const ii1 = bl.matches.find((m) => m.id === 'II-1');
    if (!ii1) throw new Error('II-1');
    expect(book.read('Billiards net', cellOf(ii1.winner))).toBe(d.groups[7]?.players[1]);
    noErrorCells(book);
  });

  it('a settings value that cannot be read stops a rebuild of that game, in words', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    expectOk(api.draw(services, 'backgammon', { seed: 1 }));
    const r = book.toMatrix('Settings').findIndex((line) => line[0] === 'backgammon.maxGroupSize');
    paste(services, 'Settings', [['many']], r + 1, 3);
    const res = api.generateBracket(services, 'backgammon');
    expect(res.ok).toBe(false);
    expect(res.problems[0]?.cell).toContain('backgammon.maxGroupSize');
  });
});
