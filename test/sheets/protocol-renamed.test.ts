/**
 * A pulka sheet renamed by the committee (issue 23 item 5): Sheets rewrites the references to it in
 * the tour sheet's formulas itself; that is no edit of a person. Keeping another table deal by deal
 * goes on (the tour sheet's fingerprint leaves the sheet names of references out: fingerprint.ts),
 * and the new table's section lands on the sheet under its new name.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { withoutSheetNames } from '../../src/sheets/fingerprint';
import { expectOk } from '../e2e/helpers';
import { preferenceTournament } from '../preferenceTournament';

describe('a renamed pulka sheet is still ours (issue 23 item 5)', () => {
  it('keeping a second table after the pulka sheet was renamed: done, nothing reported as typed', () => {
    const { services, book } = preferenceTournament();
    expectOk(api.keepTable(services, { tour: 1, table: '1', mode: 'deals' }));
    book.renameSheet('Преферанс тур 1 пульки', 'Пульки (мои)');
    const r = expectOk(api.keepTable(services, { tour: 1, table: '2', mode: 'deals' }));
    expect(r.sheet).toBe('Пульки (мои)');
    expect(book.sheets.map((s) => s.name)).not.toContain('Преферанс тур 1 пульки');
  });

  it('the sheet names of references are left out, string literals and everything else kept', () => {
    const f = withoutSheetNames;
    expect(f(`=IF('Тур 1 пульки'!$L$6="","на листе 'x'!A1",B2)`)).toBe(
      f(`=IF('Пульки (мои)'!$L$6="","на листе 'x'!A1",B2)`),
    );
    expect(f(`=IF(T1!$L$6="","a",B2)`)).toBe(`=IF(!$L$6="","a",B2)`);
    expect(f('=SUM(A1:B2)')).not.toBe(f('=SUM(A1:B3)'));
    expect(f(`="T1!A1"`)).toBe(`="T1!A1"`);
    expect(f(`=if( 'It''s'!a1 ="x", 1)`)).toBe(`=IF(!A1="x",1)`);
  });
});
