/**
 * Issue 24 item 15, Art. 6 item 2 ("заявочный лист … до начала первого матча команды"): one team's
 * list not complete or not in order must not block every team's draw. The draw is of teams: it goes
 * on (after the committee's confirmation, as every warning), and the status and the day plan say
 * which team's list is still to put right, and before which match. A whole tournament: the list put
 * right before the team plays, the groups, the play-off, both stages finalized.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, futsalBracket, noErrorCells, paste, playInListOrder } from './helpers';

const TEAMS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
const REG = 'Futsal registration';
const GROUPS = 'Futsal groups';
const NET = 'Futsal play-off';

/**
 * Every team a goalkeeper and 4 field players, but: Charlie five main players and no goalkeeper
 * marked (an error of its list, Art. 6 item 1), Foxtrot only 3 players so far, Hotel no list yet.
 */
function rows(): unknown[][] {
  const out: unknown[][] = [];
  TEAMS.forEach((team, t) => {
    if (team === 'Hotel') return;
    const size = team === 'Foxtrot' ? 3 : 5;
    for (let p = 0; p < size; p++)
      out.push([team, p === 0 && team !== 'Charlie' ? 'goalkeeper' : 'main', `Player${t}${p}`, 'Test', '', team]);
  });
  return out;
}

function registered() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 23, 5) });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(services, REG, rows());
  paste(
    services,
    REG,
    TEAMS.map((t, i) => [t, i + 1]),
    2,
    10,
  );
  return { services, book };
}

describe("a team's list not complete does not block the draw of teams (issue 24 item 15, Art. 6 item 2)", () => {
  it('check and draw say which list is not complete; the draw goes on; status and day plan name the team and its first match; the list put right, the tournament is played to the end', () => {
    const { services, book } = registered();

    // The check: no error stops the draw; one line per team whose list is not complete, then its problems.
    const checked = api.checkRegistration(services, 'futsal');
    expect(checked.ok).toBe(true);
    expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
    const leads = checked.problems.filter((p) => p.code === 'rosterNotReady');
    expect(leads.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^the list of team "Charlie" is not complete or not in order \(on the registration: B\d+\)/,
      ),
      expect.stringMatching(/^the list of team "Foxtrot" is not complete/),
      expect.stringMatching(/^the list of team "Hotel" is not complete/),
    ]);
    expect(checked.problems).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'regTooManyField' }));

    // The draw is of teams: it waits for the committee's confirmation, then goes on.
    const asked = api.draw(services, 'futsal', { seed: 1 });
    expect(asked.needsConfirmation).toBe(true);
    const drawn = api.draw(services, 'futsal', { seed: 1, acceptWarnings: true });
    expect(drawn.ok).toBe(true);
    expect(drawn.message).toMatch(/the list of team "Charlie" is not complete/);
    const groups = expectOk(drawn).groups;
    expect(groups.flatMap((g) => g.players).sort()).toEqual([...TEAMS].sort());

    // The status names the teams whose list is not complete.
    const status = expectOk(api.status(services));
    const futsal = status.games.find((g) => g.game === 'futsal');
    expect(futsal?.rosters?.map((p) => /"(\w+)"/.exec(p.message)?.[1])).toEqual(['Charlie', 'Foxtrot', 'Hotel']);
    // The day plan too, each with the team's first match.
    const plan = api.dayPlan(services, 'futsal');
    expect(plan.ok).toBe(true);
    const notes = plan.problems.filter((p) => /the list of team/.test(p.message)).map((p) => p.message);
    expect(notes).toEqual([
      expect.stringMatching(
        /^the list of team "Charlie" .* before its first match, Day 1 \d\d:\d\d \(Art\. 6 item 2\)$/,
      ),
      expect.stringMatching(/"Foxtrot"/),
      expect.stringMatching(/"Hotel"/),
    ]);
    const sheet = book.toMatrix('Futsal day plan').flat().map(String);
    expect(sheet.some((v) => v.includes('the list of team "Charlie"'))).toBe(true);

    // Charlie marks its goalkeeper, Foxtrot and Hotel hand in their lists: nothing is said any more.
    const charlie = book.toMatrix(REG).findIndex((r) => r[0] === 'Charlie');
    paste(services, REG, [['Charlie', 'goalkeeper']], charlie + 1);
    paste(
      services,
      REG,
      [
        ['Foxtrot', 'main', 'Player53', 'Test', '', 'Foxtrot'],
        ['Foxtrot', 'main', 'Player54', 'Test', '', 'Foxtrot'],
        ...[0, 1, 2, 3, 4].map((p) => ['Hotel', p === 0 ? 'goalkeeper' : 'main', `Player7${p}`, 'Test', '', 'Hotel']),
      ],
      rows().length + 2,
    );
    expect(expectOk(api.status(services)).games.find((g) => g.game === 'futsal')?.rosters).toEqual([]);
    expect(api.checkRegistration(services, 'futsal').problems.filter((p) => p.code !== 'nameChangedSinceDraw')).toEqual(
      [],
    );

    // The tournament goes on to the end: groups, play-off, both stages finalized.
    playInListOrder(book, GROUPS, 'futsal', groups);
    expectOk(api.generateBracket(services, 'futsal'));
    const { layout, score } = futsalBracket('en', groups, book);
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 1);
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    expect(book.read(NET, cellOf(layout.places[1]))).not.toBe('');
    noErrorCells(book);
  });
});
