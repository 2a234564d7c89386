/** BG_MATCH_POINTS: a long-backgammon match from its party rows. */
import { fail } from '../rules/errors';
import { MAX_PARTIES, scoreMatch, type PartyRow } from '../rules/backgammon';
import { parseGrid, partyCell, required, toGrid } from '../rules/cells';
import { run } from './runtime';

export function bgMatchPoints(parties: unknown): unknown {
  return run('BG_MATCH_POINTS', () => {
    const grid = required(toGrid('parties', parties));
    if (grid.cols !== 2) fail('wrongColumns', { expected: 2, found: grid.cols }, { arg: 'parties' });
    let rows = parseGrid(grid, partyCell) as unknown as PartyRow[];
    // A taller range is fine as long as nothing is typed below the 4th party.
    while (rows.length > MAX_PARTIES && rows[rows.length - 1]?.every((v) => v === null)) rows = rows.slice(0, -1);
    const result = scoreMatch(rows);
    return [[result.points[0], result.points[1], result.winner ?? '']];
  });
}
