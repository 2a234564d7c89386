/**
 * Text written by an action stays text, and never shows an apostrophe (issue "Fast and faithful in
 * real Google Sheets", item 5: "finalize never writes an apostrophe into a cell formatted as text").
 * Elsewhere a leading apostrophe makes Sheets keep "12", "-" or "=x" as text and does not show; in a
 * cell formatted as plain text ("@") nothing is parsed and the apostrophe would be a visible
 * character (the fake models that: docs/testing.md). The registration's name and phone columns and
 * tour 1's seed and draw time are such cells.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste } from '../e2e/helpers';

/** The committee's decision every correction is recorded with (who, when the fake gives no e-mail, and why). */
const DECISION = { reason: 'a typo in the application', by: 'A. Committee' };

const REG = 'Billiards registration';

function registered() {
  const fake = createFakeServices({ locale: 'en_US' });
  expectOk(api.setup(fake.services, { lang: 'en' }));
  paste(fake.services, REG, [
    ['Seitkali', 'Nurlan', '-', 'KASE', 3, 'n1@kase.kz', '+7 701 234 56 78', false],
    ['12', 'Aigerim', '', '=KASE', 2, 'a2@kase.kz', '+7 702 000 00 00', false],
  ]);
  return fake;
}

describe('no visible apostrophe in a plain-text cell', () => {
  it('finalize freezes plain-text cells as they read: "-", "12", "=KASE", "+7 …" stay text, without an apostrophe', () => {
    const { services, book } = registered();
    expect(book.format(REG, 'A3').numberFormat).toBe('@');
    const before = book.read(REG, 'A2:G3');
    expect(before).toEqual([
      ['Seitkali', 'Nurlan', '-', 'KASE', 3, 'n1@kase.kz', '+7 701 234 56 78'],
      ['12', 'Aigerim', '', '=KASE', 2, 'a2@kase.kz', '+7 702 000 00 00'],
    ]);
    expectOk(api.finalizeSheets(services, ['reg.billiards']));
    expect(book.read(REG, 'A2:G3')).toEqual(before);
    expect(JSON.stringify(book.toMatrix(REG))).not.toContain("'");
  });

  it('a finalize failing at any write puts plain-text cells back without an apostrophe', () => {
    let rolledBack = 0;
    for (let n = 1; n < 40; n++) {
      const { services, book } = registered();
      const before = book.snapshot();
      book.failNextWrite(n);
      const r = api.finalizeSheets(services, ['reg.billiards']);
      if (r.ok) break;
      if (book.calls.some((c) => c.method === 'setValues' && !c.failed && c.sheet === REG)) rolledBack++;
      expect(book.snapshot(), `write ${n}`).toEqual(before);
    }
    expect(rolledBack).toBeGreaterThan(0);
  });

  it('a corrected name is written into the registration as typed, never "\'Name"', () => {
    const { services, book } = registered();
    expectOk(
      api.correctName(services, 'billiards', 'Seitkali Nurlan', { surname: 'Seitkaly', name: 'Nurlan' }, DECISION),
    );
    expect(book.read(REG, 'A2')).toBe('Seitkaly');
  });
});
