/**
 * A custom-formula validation tests the cell it is on (issue "Fast and faithful in real Google
 * Sheets", item 5): the applier sets each formula rule on its block as one rule
 * (`Range.setDataValidation`, as the Sheets UI does), its formula written for the block's top-left
 * cell. Given per cell (`setDataValidations`), a rule applies to that one cell as written, so every
 * cell of the block would test the top-left cell (docs/testing.md, "Validation of custom formulas").
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk } from '../e2e/helpers';

interface SnapSheet {
  name: string;
  validations: Record<string, { criteria: string; args: unknown[] }>;
}

describe('custom-formula validations test their own cell', () => {
  it('every formula rule the setup writes names the cell it is on', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    let seen = 0;
    for (const s of book.snapshot() as SnapSheet[]) {
      for (const [cell, v] of Object.entries(s.validations)) {
        if (v.criteria !== 'CUSTOM_FORMULA') continue;
        seen++;
        expect(String(v.args[0]), `${s.name}!${cell}`).toContain(`(${cell}=""`);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('a phone typed wrong below the first row is flagged (the rule only warns), a right one is not', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    const reg = 'Billiards registration';
    const col = (book.toMatrix(reg)[0] ?? []).findIndex((h) => /phone/i.test(String(h)));
    expect(col).toBeGreaterThan(0);
    const letter = String.fromCharCode(65 + col);
    book.typeAs('committee', reg, `${letter}2`, '+7 701 234 56 78');
    book.typeAs('committee', reg, `${letter}5`, 'call me');
    book.typeAs('committee', reg, `${letter}6`, '+7 702 000 00 00');
    expect(book.warnings.map((w) => w.a1)).toEqual([`${letter}5`]);
  });
});
