/**
 * When the committee has changed the protected part of a sheet, a rebuild refuses naming the cells
 * it would lose (SPEC §5: nothing typed is ever lost) — the cells the committee changed, not the
 * add-on's own cells the new plan lays out differently: advice to clear those by hand would delete
 * the add-on's labels and formulas (issue 23 item 5 met the same trap). Each row's and column's
 * fingerprint (src/sheets/fingerprint.ts `Lines`) says where the sheet changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { Lines, LINES_CHARS, parseStored } from '../../src/sheets/fingerprint';
import { a1 } from '../../src/sheets/plan';
import { preferenceTournament } from '../preferenceTournament';

const TOUR1 = 'Преферанс тур 1';

function tournament() {
  return preferenceTournament({ players: 13, now: Date.UTC(2026, 11, 1, 6), firstDay: '15.12.2026' });
}

/** The cells a refusal names on the tour sheet ("Преферанс тур 1!A1, …"). */
function named(message: string): Set<string> {
  return new Set([...message.matchAll(/Преферанс тур 1!([A-Z]+\d+)/g)].map((m) => m[1]!));
}

describe('a refused rebuild names what the committee changed', () => {
  it('a title typed over A1, then the table kept in another mode: A1 alone is named', () => {
    const { services, book } = tournament();
    book.typeAs('committee', TOUR1, 'A1', 'Наш заголовок');
    const r = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
    expect(r.ok).toBe(false);
    // before: A1 and L4, R4, R6 — labels and a cell of the new layout nobody typed
    expect([...named(r.message)]).toEqual(['A1']);
    expect(book.read(TOUR1, 'A1')).toBe('Наш заголовок');
  });

  it('every protected cell the committee typed is named, wherever it is (never lost)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.nat(40), fc.nat(20)), {
          minLength: 1,
          maxLength: 3,
          selector: ([r, c]) => `${r},${c}`,
        }),
        (picks) => {
          const { services, book } = tournament();
          const sheet = services.app.getActiveSpreadsheet().getSheetByName(TOUR1)!;
          const rows = sheet.getLastRow();
          const cols = sheet.getLastColumn();
          const open = sheet
            .getProtections(services.app.ProtectionType.SHEET)[0]!
            .getUnprotectedRanges()
            .map((x) => ({ r: x.getRow() - 1, c: x.getColumn() - 1, rows: x.getNumRows(), cols: x.getNumColumns() }));
          // (two picks may fall on one cell of the sheet: typed once)
          const typed = [
            ...new Set(
              picks
                .map(([r, c]) => [r % rows, c % cols] as const)
                .filter(([r, c]) => !open.some((o) => r >= o.r && r < o.r + o.rows && c >= o.c && c < o.c + o.cols))
                .map(([r, c]) => a1(r, c)),
            ),
          ];
          fc.pre(typed.length > 0);
          typed.forEach((cell, i) => book.typeAs('committee', TOUR1, cell, `набрано ${i}`));
          const r = api.keepTable(services, { tour: 1, table: '1', mode: 'deals' });
          expect(r.ok).toBe(false);
          // A refusal that names cells (at most 12; fewer typed here) names each typed cell the rewrite
          // would change. One the rebuilt sheet keeps as it stands (a plan built from the sheet, e.g.
          // the seating time in J3) is not named: nothing of it would be lost. With no such cell
          // named, the check names every differing cell (the lines cannot tell): still a refusal.
          // One typed over a row's own label is refused for the sheet as a whole.
          // One typed cell, named: it alone (its row and its column are the only lines changed).
          if (/перезаписало бы/.test(r.message)) {
            const said = named(r.message);
            expect(said.size).toBeGreaterThan(0);
            if (typed.length === 1 && said.has(typed[0]!)) expect([...said]).toEqual(typed);
          }
          typed.forEach((cell, i) => expect(book.read(TOUR1, cell)).toBe(`набрано ${i}`));
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 12),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
  });
});

describe("the lines' fingerprints in a protection's description", () => {
  it('read back as written, after the whole fingerprint; none past LINES_CHARS', () => {
    const lines = Lines.empty(40, 12).add(3, 5, { s: 'Иванов' }).add(39, 11, { n: 7 });
    const token = `${'0'.repeat(14)}${lines.text}`;
    const back = parseStored(token).lines!;
    expect(back.changed(lines)).toEqual({ rows: new Set(), cols: new Set() });
    expect(back.changed(Lines.empty(40, 12))).toEqual({ rows: new Set([3, 39]), cols: new Set([5, 11]) });
    expect(parseStored(token.slice(0, -1)).lines).toBeNull(); // cut short: no lines, the whole one kept
    expect(parseStored(token.slice(0, -1)).whole).not.toBeNull();
    const rows = Math.ceil(LINES_CHARS / 3);
    expect(Lines.empty(rows, 10).text).toBe('');
  });
});
