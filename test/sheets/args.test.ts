/**
 * Issue 23 item 8: the arguments the sidebar sends are checked by schema (src/sheets/common/args.ts)
 * before the lock and before any sheet is read; a value the action does not know is refused in
 * words in the tournament language — never taken as a default (a leave of kind "quit" recorded as
 * "left", a keep-table mode of null or "DEALS" as "deals", an option with a typo ignored).
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { ActionResult } from '../../src/sheets/context';
import { expectOk } from '../e2e/helpers';

function ready() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: 1 });
  expectOk(api.setup(services, { lang: 'ru' }));
  book.resetCalls();
  return { services, book };
}

/** Refused, with this code, in Russian (the tournament's language), the value described; no lock, nothing written. */
function expectRefused(r: ActionResult<unknown>, code: string, book: ReturnType<typeof ready>['book']): void {
  expect(r.ok).toBe(false);
  expect(r.problems[0]?.code).toBe(code);
  expect(r.message).toMatch(/^ничего не изменено/);
  expect(r.message).not.toMatch(/undefined|NaN|\[object Object\]/);
  expect(book.countCalls({ category: 'lock' })).toBe(0);
  expect(book.countCalls({ category: 'values', method: 'setValues' })).toBe(0);
}

describe('issue 23 item 8: unknown option values are refused, never taken as a default', () => {
  it.each([['quit'], ['LEFT'], [null], [undefined], [1]])(
    'a leave of kind %j is refused (not recorded as "left")',
    (kind) => {
      const { services, book } = ready();
      const r = api.leave(services, { player: 'Иванов Иван', kind, from: 2, reason: 'уехал' });
      expectRefused(r, 'argOneOf', book);
      expect(r.message).toContain('вид выбытия');
      expect(r.message).toContain('left, disqualified');
    },
  );

  it.each([[null], ['DEALS'], ['Deals'], ['by deals'], [undefined]])(
    'keeping a table in mode %j is refused (not taken for "deals")',
    (mode) => {
      const { services, book } = ready();
      const r = api.keepTable(services, { tour: 1, table: '1', mode });
      expectRefused(r, 'argOneOf', book);
      expect(r.message).toContain('способ ведения стола');
      expect(r.message).toContain('deals, totals');
    },
  );

  it('a request with a key the action does not know is refused, naming it and the keys there are', () => {
    const { services, book } = ready();
    const keep = api.keepTable(services, { tour: 1, table: '1', mode: 'deals', force: true });
    expectRefused(keep, 'argUnknownOption', book);
    expect(keep.message).toContain('force');
    expect(keep.message).toContain('tour, table, mode');
    expectRefused(
      api.awardResult(services, { tour: 1, table: '1', whists: [1, -1, 0], reason: 'x', note: 'y' }),
      'argUnknownOption',
      book,
    );
    expectRefused(
      api.penalty(services, { tour: 1, player: 'А', kind: 'speaking', reason: 'x', points: 4 }),
      'argUnknownOption',
      book,
    );
  });

  it.each([
    ['a text', 'leave'],
    ['a number', 5],
    ['a list', [1]],
  ])('a request that is %s, not an object, is refused as such', (_, request) => {
    const { services, book } = ready();
    for (const r of [
      api.leave(services, request),
      api.keepTable(services, request),
      api.penalty(services, request),
      api.awardResult(services, request),
    ])
      expectRefused(r, 'argNotRequest', book);
  });

  it('draw options: a key with a typo, a confirmation that is not true or false, options that are not an object', () => {
    const { services, book } = ready();
    const typo = api.draw(services, 'billiards', { sed: 5 });
    expectRefused(typo, 'argUnknownOption', book);
    expect(typo.message).toContain('sed');
    expect(typo.message).toContain('seed, acceptWarnings');
    for (const yes of ['yes', 1, 'true']) {
      const r = api.draw(services, 'billiards', { acceptWarnings: yes });
      expectRefused(r, 'argNotYesNo', book);
      expect(r.message).toContain('подтверждение предупреждений');
    }
    expectRefused(api.draw(services, 'billiards', 'x'), 'argNotOptions', book);
  });

  it('preference options: the pick must be a list of names, its reason a text, the confirmation true or false', () => {
    const { services, book } = ready();
    expectRefused(api.seatFinal(services, { pick: 'Иванов Иван' }), 'argPickNames', book);
    expectRefused(api.seatFinal(services, { pick: [{}] }), 'argPickNames', book);
    expectRefused(api.seatFinal(services, { pick: ['А'], pickReason: 5 }), 'argNotText', book);
    expectRefused(api.seatTour(services, 1, { acceptWarnings: 'да' }), 'argNotYesNo', book);
    expectRefused(api.prepareAttendance(services, { acceptWarning: true }), 'argUnknownOption', book);
  });

  it("the admission's token must be the whole number the check gave (or nothing)", () => {
    const { services, book } = ready();
    for (const token of ['abc', 2.5, {}, true])
      expectRefused(api.confirmAdmission(services, 'billiards', token), 'argToken', book);
  });

  it('setup: an option it does not know is refused; a language it does not know too', () => {
    const { services, book } = ready();
    expectRefused(api.setup(services, { lang: 'ru', language: 'kk' }), 'argUnknownOption', book);
    expectRefused(api.setup(services, 'ru'), 'argNotOptions', book);
    const de = api.setup(services, { lang: 'de' });
    expect(de.problems[0]?.code).toBe('badLang');
    expect(book.countCalls({ category: 'lock' })).toBe(0);
  });

  it('what the sidebar sends still passes', () => {
    const { services } = ready();
    // refused later, for the tournament's state (no draw yet, no tour seated), not for the arguments
    const codes = [
      api.leave(services, { player: 'Иванов Иван', kind: 'disqualified', from: 1, reason: 'x' }),
      api.keepTable(services, { tour: 1, table: '1', mode: 'totals' }),
      api.draw(services, 'billiards', { seed: '7', acceptWarnings: true }),
      api.seatFinal(services, { acceptWarnings: true, pick: ['А', 'Б'], pickReason: 'жребий' }),
      api.confirmAdmission(services, 'billiards', 12345),
    ].map((r) => r.problems[0]?.code);
    for (const code of codes) expect(code).not.toMatch(/^arg|badLang/);
  });
});
