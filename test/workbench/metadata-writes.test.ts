/**
 * At most 20 developer-metadata writes in any one action (issue 22 item 2), for the largest
 * tournament (8 futsal teams, 64 billiards, 24 backgammon, 64 preference players, 7 tours): every
 * click of the rehearsal through the built dist/Code.js on the fake, as `npm run bench` counts them
 * (bench/cost.ts). Columns keep their ids in the hidden id row (src/sheets/idColumn.ts), rows in the
 * id column: what is left is a sheet's identity, a row or two, a column or two, the final mark.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { costOf, measureClicks, overMetadataGoal, type ClickCost } from '../../bench/cost';
import { GOALS } from '../../bench/prices';
import { ROOT } from '../../workbench/host';

let costs: ClickCost[];

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  costs = (await measureClicks()).map(costOf);
}, 240_000); // the whole rehearsal: about 25 s on an idle machine

describe('developer-metadata writes per action, largest tournament', () => {
  it('no action writes more than 20 entries', () => {
    expect(costs.length).toBeGreaterThan(50);
    expect(overMetadataGoal(costs).map((c) => `${c.label}: ${c.metadataWrites}`)).toEqual([]);
    expect(Math.max(...costs.map((c) => c.metadataWrites))).toBeLessThanOrEqual(GOALS.metadataWrites);
  });

  it('the set-up (its 4 registration sheets and the settings: 60 with one entry per column) and each draw stay far below', () => {
    const writes = (label: string) => costs.find((c) => c.label === label)?.metadataWrites;
    // each new sheet: its identity and the widths it was made with (kase.widths: a later rewrite
    // that fails half-way puts them back), a registration's header row (row metadata), the
    // settings' rows
    expect(writes('serverSetup(ru)')).toBeLessThanOrEqual(15);
    for (const game of ['futsal', 'billiards', 'backgammon']) {
      expect(writes(`serverDraw(${game})`)).toBeLessThanOrEqual(5);
      expect(writes(`serverGenerateBracket(${game})`)).toBeLessThanOrEqual(8);
    }
    // a tour sheet: its identity and its widths (its 18 anchored columns in the id row); the rating
    // it rewrites has its widths remembered since it was made (applyWrite.ts `writeWidthsOnce`)
    expect(writes('serverSeatTour(2)')).toBe(2);
    expect(writes('serverSeatTour(3)')).toBe(2);
  });
});
