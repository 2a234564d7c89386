/**
 * Before a download (issue 22 item 5): the status lists the stages made but not finalized, by their
 * sheets, and says in the tournament language what a download shows of them — so the sidebar can
 * say it before the committee downloads the record from Google Sheets (docs/printing.md).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { expectOk, futsalPlayoff } from '../e2e/helpers';

describe('status.notFinal and status.downloadNote', () => {
  it('lists each stage made and not finalized, and nothing once all are final', () => {
    const { services, score } = futsalPlayoff();
    const first = api.status(services).data;
    expect(first?.notFinal).toEqual([
      { stage: 'groups.futsal', sheet: 'Futsal groups' },
      { stage: 'bracket.futsal', sheet: 'Futsal play-off' },
    ]);
    expect(first?.downloadNote).toMatch(/^not final yet: «Futsal groups», «Futsal play-off»\. Downloaded now/);
    expect(first?.downloadNote).toMatch(/#NAME\?/);
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
    expect(api.status(services).data?.notFinal?.map((x) => x.stage)).toEqual(['bracket.futsal']);
    for (const id of ['SF1', 'SF2', 'F', '3P']) score(id, 2, 0);
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    const done = api.status(services).data;
    expect(done?.notFinal).toEqual([]);
    expect(done?.downloadNote).toBe('');
  });

  it('preference: each tour seated and not finalized, the final and the standings', async () => {
    const { createFakeServices } = await import('../../fakes');
    const { pasteLargest } = await import('../../bench/largest.mjs');
    const { services } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 9) });
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteLargest(services.app);
    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    expectOk(api.seatTour(services, 1, { seed: 1, acceptWarnings: true }));
    const st = api.status(services).data;
    expect(st?.notFinal?.map((x) => x.stage)).toEqual(['pref.tour.1', 'pref.standings']);
    expect(st?.downloadNote).toMatch(/^ещё не зафиксированы: «Преферанс тур 1», «Преферанс рейтинг»\./);
  });
});
