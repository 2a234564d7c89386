/**
 * Preference through the server API from the registration sheet (the tours themselves are played
 * end to end in test/sheets/preference.test.ts): the registered players are the tour's players,
 * tour 1 is drawn with a recorded seed into tables of 4, 3, 3, 3 (Art. 16 item 3, Art. 17 item 3),
 * tour 2 waits for tour 1 (Art. 17 item 4), and a finalized tour is values only.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste } from './helpers';

describe('preference through the server API', () => {
  it('registration → attendance → tour 1 → tour 2 refused until tour 1 is complete', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 23, 10) });
    expectOk(api.setup(services, { lang: 'ru' }));
    const names = [
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
      'Нуриев',
    ];
    paste(
      services,
      'Преферанс регистрация',
      names.map((n, i) => [n, 'Асель', '', 'KASE', `pref${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    book.resetCalls(); // the committee's own paste above is not an action of ours
    expectOk(api.prepareAttendance(services));
    const t1 = expectOk(api.seatTour(services, 1, { seed: 77 }));
    expect(t1.tables.map((t) => t.players.length)).toEqual([4, 3, 3, 3]);
    expect(t1.tables.flatMap((t) => t.players).sort()).toEqual(names.map((n) => `${n} Асель`).sort());
    expect(t1.seed).toBe(77);
    const t2 = api.seatTour(services, 2);
    expect(t2.ok).toBe(false);
    expect(t2.message).toMatch(/тур/i);
    expect(api.finalizeStage(services, 'preference', 'tour', 1).problems[0]?.code).toBe('stageIncomplete');
    expect(api.finalizeStage(services, 'preference', 'tour', 9).problems[0]?.code).toBe('badTourNumber');
    const status = expectOk(api.preferenceStatus(services));
    expect(status.rounds[0]).toMatchObject({ n: 1, seated: true, complete: false });
    expect(book.unlockedWrites().map((c) => `${c.sheet} ${c.method}`)).toEqual([]);
  });
});

describe('preference withdrawal (Art. 16 item 4)', () => {
  it('marks every tour not seated yet as skipped; the seated tours are left alone', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => [`Player${i}`, 'A', '', 'KASE', `x${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    expectOk(api.seatTour(services, 1, { seed: 3 }));
    const r = expectOk(api.withdraw(services, 'preference', 'Player4 A'));
    expect(r.cells).toHaveLength(6); // tours 2–7
    const att = 'Preference attendance';
    const m = book.toMatrix(att);
    const line = m.find((row) => row[1] === 'Player4 A');
    expect(line?.slice(3, 9)).toEqual([true, true, true, true, true, true]); // tours 2–7 skipped
    expect(line?.[2]).not.toBe(true); // tour 1 was already seated: left to the committee
    expect(api.withdraw(services, 'preference', 'Nobody').ok).toBe(false);
  });
});

// Read (values, formulas), read again just before writing (applySnapshot.ts refuseIfTypedSince), clear, validations, write.
describe('preference rewrites stay within 6 value calls per sheet', () => {
  it('re-preparing the attendance (ticks kept by name) and re-seating tour 1 before play', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    const rows = Array.from({ length: 12 }, (_, i) => [
      `Player${i}`,
      'A',
      '',
      'KASE',
      `x${i}@kase.kz`,
      '+7 705 000 00 00',
      false,
    ]);
    paste(services, 'Preference registration', rows);
    expectOk(api.prepareAttendance(services));
    book.typeAs('committee', 'Preference attendance', 'D5', true); // Player2 A skips tour 2
    // A late registration: the list grows, the tick moves with its player.
    paste(
      services,
      'Preference registration',
      [['Aaron', 'B', '', 'KASE', 'a@kase.kz', '+7 705 000 00 00', false]],
      14,
    );
    book.resetCalls();
    expectOk(api.prepareAttendance(services));
    expect(book.countCalls({ sheet: 'Preference attendance', category: 'values' })).toBeLessThanOrEqual(6);
    const m = book.toMatrix('Preference attendance');
    expect(m.find((r) => r[1] === 'Player2 A')?.[3]).toBe(true);
    expectOk(api.seatTour(services, 1, { seed: 1 }));
    book.resetCalls();
    expectOk(api.seatTour(services, 1, { seed: 2 }));
    expect(book.countCalls({ sheet: 'Preference tour 1', category: 'values' })).toBeLessThanOrEqual(6);
    expect(book.countCalls({ sheet: 'Preference standings', category: 'values' })).toBeLessThanOrEqual(6);
  });
});
