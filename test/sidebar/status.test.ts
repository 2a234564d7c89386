/** status() as the sidebar reads it: what exists, what is finalized, where preference stands. */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste, playInListOrder } from '../e2e/helpers';
import { plan } from '../../sidebar/src/steps';

function billiards(): unknown[][] {
  return Array.from({ length: 32 }, (_, i) => [
    `Player${i}`,
    'A',
    '',
    'KASE',
    1 + (i % 4),
    `p${i}@kase.kz`,
    '+7 701 000 00 00',
    false,
  ]);
}

describe('status for the sidebar', () => {
  it('before the setup: nothing exists, nothing is finalized; preference waits for the attendance', () => {
    const { services } = createFakeServices({ locale: 'kk_KZ' });
    const s = expectOk(api.status(services));
    expect(s.lang).toBe('kk');
    expect(s.settings).toBe(false);
    for (const g of s.games)
      expect(g).toMatchObject({
        registered: false,
        registrants: 0,
        teams: 0,
        groupsFinalized: false,
        bracketFinalized: false,
      });
    expect(s.preference).toMatchObject({
      tours: 7,
      attendance: false,
      next: { step: 'attendance' },
      standingsFinalized: false,
    });
    expect(s.preference?.rounds).toHaveLength(7);
    expect(s.preferenceProblems).toEqual([]);
    expect(plan(s).setup.state).toBe('next');
  });

  it('a group game: registrants counted, the group sheet finalized after play, then the play-off', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(services, 'Billiards registration', billiards());
    let s = expectOk(api.status(services));
    expect(s.games.find((g) => g.game === 'billiards')).toMatchObject({
      registered: true,
      registrants: 32,
      drawn: false,
    });
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 5 }));
    expectOk(api.generateBracket(services, 'billiards'));
    s = expectOk(api.status(services));
    expect(s.games.find((g) => g.game === 'billiards')).toMatchObject({
      drawn: true,
      groups: true,
      bracket: true,
      groupsFinalized: false,
      bracketFinalized: false,
    });
    expect(
      plan(s)
        .games.find((g) => g.game === 'billiards')
        ?.steps.find((x) => x.state === 'next')?.action,
    ).toBe('finalize-groups');

    playInListOrder(book, 'Billiards groups', 'billiards', drawn.groups);
    expectOk(api.finalizeStage(services, 'billiards', 'groups'));
    s = expectOk(api.status(services));
    expect(s.games.find((g) => g.game === 'billiards')).toMatchObject({
      groupsFinalized: true,
      bracketFinalized: false,
    });
    expect(s.games.find((g) => g.game === 'backgammon')).toMatchObject({ groupsFinalized: false });
    expect(
      plan(s)
        .games.find((g) => g.game === 'billiards')
        ?.steps.find((x) => x.state === 'next')?.action,
    ).toBe('finalize-bracket');
  });

  it('preference: tours seated, complete and finalized come from preferenceStatus and the protections', () => {
    const { services } = createFakeServices({ locale: 'en_US', now: 1 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => [`Player${i}`, 'A', '', 'KASE', `x${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    expectOk(api.seatTour(services, 1, { seed: 3 }));
    const s = expectOk(api.status(services));
    expect(s.games.find((g) => g.game === 'preference')).toMatchObject({
      registered: true,
      registrants: 12,
      drawn: false,
    });
    expect(s.preference?.attendance).toBe(true);
    expect(s.preference?.rounds[0]).toMatchObject({
      n: 1,
      seated: true,
      complete: false,
      finalized: false,
      tables: 3,
      completeTables: 0,
    });
    expect(s.preference?.rounds[1]).toMatchObject({ n: 2, seated: false, finalized: false });
    expect(s.preference?.next).toEqual({ step: 'wait', tour: 1 });
    const steps = plan(s).games.find((g) => g.game === 'preference')?.steps ?? [];
    expect(steps.find((x) => x.state === 'next')).toMatchObject({ action: 'finalize-tour', tour: 1 });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s); // plain data for google.script.run
  });
});
