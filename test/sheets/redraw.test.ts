/**
 * A re-draw before anything is typed (the committee corrected the registration): the draw log,
 * the group sheet and an existing play-off sheet are rebuilt together, so the play-off never
 * points at the old group blocks.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, noErrorCells, paste } from '../e2e/helpers';

describe('re-draw', () => {
  it('rebuilds the play-off with the new groups (8 teams → 7)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    const teams = (n: number) => Array.from({ length: n }, (_, t) => `Team ${t + 1}`);
    const players = (n: number) =>
      teams(n).flatMap((team) =>
        Array.from({ length: 5 }, (_, p) => [team, p === 0 ? 'goalkeeper' : 'main', `${team} S${p}`, 'N', '', 'KASE']),
      );
    paste(services, 'Futsal registration', players(8));
    paste(
      services,
      'Futsal registration',
      teams(8).map((t, i) => [t, i + 1, 'KASE']),
      2,
      10,
    );
    expectOk(api.draw(services, 'futsal', { seed: 1 }));
    expectOk(api.generateBracket(services, 'futsal'));
    // Team 8 withdraws its entry before play: rows cleared, draw again.
    paste(
      services,
      'Futsal registration',
      Array.from({ length: 5 }, () => ['', '', '', '', '', '']),
      37,
    );
    paste(services, 'Futsal registration', [['', '', '']], 9, 10);
    // A team drawn before that is gone from the registration: the committee confirms the new draw
    // (a team that withdraws after the draw is withdrawn, not deleted — the warning says so).
    const asked = api.draw(services, 'futsal', { seed: 1 });
    expect(asked.needsConfirmation).toBe(true);
    expect(asked.problems.map((p) => p.code)).toEqual(['goneSinceDraw']);
    expect(asked.problems[0]?.message).toContain('Team 8');
    const d = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
    expect(d.groups.map((g) => g.players.length)).toEqual([4, 3]);
    const bl = bracketLayout({
      game: 'futsal',
      lang: 'en',
      name: 'Futsal play-off',
      format: 'sf4',
      groupSheet: 'Futsal groups',
      groups: d.groups,
      partiesToWin: 2,
    });
    const sf1 = bl.matches.find((m) => m.id === 'SF1');
    if (!sf1) throw new Error('SF1');
    // Nothing played: the semi-final waits for the new groups (no status text, no stale name).
    for (const m of bl.matches) {
      expect(book.read('Futsal play-off', cellOf(m.a)), m.id).toBe('');
      expect(book.read('Futsal play-off', cellOf(m.b)), m.id).toBe('');
    }
    expect(book.formulaAt('Futsal play-off', cellOf(sf1.a))).toContain("'Futsal groups'!");
    noErrorCells(book);
  });
});
