/**
 * Issue 24 item 18, Art. 2 item 5 (it applies to every tournament) with Art. 5 item 1: more futsal
 * teams than places is not a hard error — as in the individual games, the check proposes the
 * admitted teams by the priority of Art. 2 item 5 (in time before late, then the day and order of
 * the applications), the committee confirms the proposal (its decision written on the teams list)
 * or writes its own, and the draw is of the admitted teams. A whole tournament follows.
 */
import { describe, expect, it } from 'vitest';
import { isIdCell } from '../../src/sheets/idColumn';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, futsalBracket, noErrorCells, paste, playInListOrder } from './helpers';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett'];
const REG = 'Futsal registration';
const GROUPS = 'Futsal groups';
const NET = 'Futsal play-off';

/** Ten teams of a goalkeeper and 4 field players; Bravo applied last, Alpha second to last. */
function registered() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 23, 5) });
  expectOk(api.setup(services, { lang: 'en' }));
  const rows: unknown[][] = [];
  TEAMS.forEach((team, t) => {
    for (let p = 0; p < 5; p++) rows.push([team, p === 0 ? 'goalkeeper' : 'main', `Player${t}${p}`, 'Test', '', team]);
  });
  paste(services, REG, rows);
  const applied = (t: string) => (t === 'Bravo' ? '12.11.2026' : t === 'Alpha' ? '11.11.2026' : '01.11.2026');
  paste(
    services,
    REG,
    TEAMS.map((t, i) => [t, i + 1, '', applied(t)]),
    2,
    10,
  );
  return { services, book };
}

describe('more futsal teams than places: a proposal and the committee decision (issue 24 item 18, Art. 2 item 5)', () => {
  it('the check proposes 8 of 10 by the time of the applications; the draw waits for the decision; confirmed, the admitted teams are drawn and play to the end', () => {
    const { services, book } = registered();
    expect(book.read(REG, 'N1')).toBe('Application: the committee’s decision');

    const checked = api.checkRegistration(services, 'futsal');
    expect(checked.ok).toBe(false);
    expect(checked.problems.map((p) => p.code)).toEqual(['regTeamsOverPlaces']);
    expect(checked.problems[0]?.message).toMatch(/^10 teams for 8 places .* 2 are left out: Alpha, Bravo\./);
    const proposal = checked.data?.admission;
    expect(proposal).toMatchObject({ places: 8, max: 8, seats: 0, admitted: 0, leftOut: ['Alpha', 'Bravo'] });
    expect(proposal?.admit).toHaveLength(8);

    // No draw before the committee decides.
    const refused = api.draw(services, 'futsal', { seed: 1, acceptWarnings: true });
    expect(refused.ok).toBe(false);
    expect(refused.problems.some((p) => p.code === 'regTeamsOverPlaces')).toBe(true);

    // The committee decides on one team itself first: Alpha admitted, so Juliett (of the equal dates
    // the last on the list) is left out instead.
    paste(services, REG, [['admitted']], 2, 14);
    const again = api.checkRegistration(services, 'futsal').data?.admission;
    expect(again).toMatchObject({ admitted: 1, leftOut: ['Juliett', 'Bravo'] });
    // A stale token is refused, nothing written.
    const before = book.toMatrix(REG);
    expect(api.confirmAdmission(services, 'futsal', proposal?.token).problems[0]?.code).toBe('admissionChanged');
    expect(book.toMatrix(REG)).toEqual(before);
    const confirmed = expectOk(api.confirmAdmission(services, 'futsal', again?.token));
    expect(confirmed.leftOut).toEqual(['Juliett', 'Bravo']);
    expect(
      book
        .toMatrix(REG)
        .filter((r) => !r.some(isIdCell)) // the hidden id row
        .map((r) => r[13]),
    ).toEqual([
      'Application: the committee’s decision',
      'admitted',
      'not admitted',
      ...Array(7).fill('admitted'),
      'not admitted',
      ...Array(book.toMatrix(REG).length - 12).fill(''), // less the id row,
    ]);

    expect(api.checkRegistration(services, 'futsal').problems).toEqual([]);
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 1 }));
    const playing = drawn.groups.flatMap((g) => g.players);
    expect([...playing].sort()).toEqual(TEAMS.filter((t) => t !== 'Bravo' && t !== 'Juliett').sort());

    playInListOrder(book, GROUPS, 'futsal', drawn.groups);
    expectOk(api.generateBracket(services, 'futsal'));
    const { layout, score } = futsalBracket('en', drawn.groups, book);
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 1);
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    expect(playing).toContain(book.read(NET, cellOf(layout.places[1])));
    noErrorCells(book);
  });
});
