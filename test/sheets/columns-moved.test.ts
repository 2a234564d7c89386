/**
 * Columns inserted by hand in the committee's sheets (SPEC §5 "identity survives editing"): the
 * settings, the registration and the draw log are read by their column anchors, so a "Notes"
 * column added in front changes nothing the add-on reads or writes.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, noErrorCells, paste } from '../e2e/helpers';

describe('columns inserted by hand', () => {
  it('a column before everything on the settings, the registration and the draw log: the same settings, registrants, groups and withdrawal', () => {
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
    const checked = api.checkRegistration(services, 'billiards');
    for (const sheet of ['Settings', 'Billiards registration', 'Billiards draw']) book.insertColumns(sheet, 1, 1);
    book.typeAs('committee', 'Billiards registration', 'A1', 'Notes');
    // The settings still read (the groups setting is 8, the language English).
    expect(expectOk(api.status(services)).lang).toBe('en');
    // The same registrants and the same problems, pointing at the cells where they are now.
    const again = api.checkRegistration(services, 'billiards');
    expect(again.data).toEqual(checked.data);
    // The draw log still gives the same groups: a rebuild of the group sheet keeps them.
    const rebuilt = expectOk(api.generateGroups(services, 'billiards'));
    expect(rebuilt.groups).toEqual(d.groups);
    // A name typed after the notes column is read from its own column.
    book.typeAs('committee', 'Billiards registration', 'B3', 'Playerr1');
    expect(
      api.checkRegistration(services, 'billiards').problems.find((p) => p.code === 'nameChangedSinceDraw')?.message,
    ).toContain('Playerr1 Test');
    book.typeAs('committee', 'Billiards registration', 'B3', 'Player1');
    // A withdrawal still finds the player and writes his forfeits.
    const who = d.groups[0]?.players[1] as string;
    expect(expectOk(api.withdraw(services, 'billiards', who)).cells.length).toBeGreaterThan(0);
    noErrorCells(book);
  });

  it('a row inserted on a generated sheet: a rebuild says rows moved (not that people typed), names what moved, changes nothing; once the row is deleted again it goes through', () => {
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
    book.insertRows('Billiards groups', 12, 1); // inside group A's fixtures
    const before = book.snapshot();
    const r = api.generateGroups(services, 'billiards');
    expect(r.ok).toBe(false);
    expect(r.problems[0]?.code).toBe('wouldOverwriteMoved');
    expect(r.message).toMatch(/inserted or deleted on «Billiards groups»/);
    expect(r.message).toMatch(/group B, match \d+/); // the rows after the inserted one moved
    expect(book.snapshot()).toEqual(before);
    book.deleteRows('Billiards groups', 12, 1);
    expectOk(api.generateGroups(services, 'billiards'));
  });
});
