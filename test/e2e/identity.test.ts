/**
 * "Identity survives editing" and "nothing typed is ever lost" (SPEC §5), whole tournaments on the
 * fake spreadsheet, as a committee member and referees act: rows inserted and deleted on generated
 * sheets, sheets renamed, a registration sorted, look-alike names, names with wildcard characters,
 * protected cells overtyped, a withdrawal after a stage was finalized, shoot-outs on the play-off,
 * a referee typing while an action runs.
 *
 * Each situation ends with the right result or a refusal with a clear message, and every cell a
 * person typed still reads what was typed (test/e2e/people.ts follows the cells through the
 * structural edits by itself, so a write into a wrong row shows up).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout, type BracketMatchCells } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import type { CallRecord, FakeBook } from '../../fakes/book';
import type { ActionResult } from '../../src/sheets/context';
import type { CellValue, Services } from '../../src/sheets/gas';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, noErrorCells, paste, playInListOrder } from './helpers';
import { a1, People, tournament } from './people';

// ---- helpers ------------------------------------------------------------------------------------

const GROUP_SHEET: Record<GroupGame, string> = {
  futsal: 'Futsal groups',
  billiards: 'Billiards groups',
  backgammon: 'Backgammon groups',
};
const PLAYOFF_SHEET: Record<GroupGame, string> = {
  futsal: 'Futsal play-off',
  billiards: 'Billiards net',
  backgammon: 'Backgammon play-off',
};

/** The one snapshot of one sheet (values, formulas, formats, protection, metadata …). */
function sheetSnapshot(book: FakeBook, sheet: string): unknown {
  return (book.snapshot() as { name: string }[]).find((s) => s.name === sheet);
}

/** A refusal as the sidebar shows it: ok false, nothing written, a message and a problem with the same code. */
function expectRefusal(r: ActionResult<unknown>, code: string): void {
  expect(r.ok, r.message).toBe(false);
  expect(r.sheets).toEqual([]);
  expect(r.message.length).toBeGreaterThan(20);
  expect(r.problems[0]?.code).toBe(code);
  expect(r.problems[0]?.message).toBe(r.message);
}

/** The values of a rectangle of a sheet (rows), "" where empty. */
function grid(book: FakeBook, sheet: string, rows: number, cols: number): CellValue[][] {
  const v = book.read(sheet, `A1:${a1(rows - 1, cols - 1)}`) as CellValue[][];
  return v;
}

/** Cells (A1) whose value differs between two grids, restricted to some columns (0-based). */
function changedCells(before: CellValue[][], after: CellValue[][], cols: readonly number[]): string[] {
  const out: string[] = [];
  const rows = Math.max(before.length, after.length);
  for (let r = 0; r < rows; r++)
    for (const c of cols) if ((before[r]?.[c] ?? '') !== (after[r]?.[c] ?? '')) out.push(a1(r, c));
  return out;
}

/** The row (0-based) where a planned row is after rows were inserted above it (1-based "before" positions, in the order made). */
function movedRow(planned: number, inserts: readonly number[]): number {
  let row = planned;
  for (const before of inserts) if (row >= before - 1) row += 1;
  return row;
}

/**
 * A withdrawal's outcome on a group sheet whose rows moved: either accepted, with "-" / "+" (the
 * backgammon no-show "-:+" / "+:-") in exactly the withdrawn player's matches that had nothing
 * typed, each of those rows showing his name, and nothing else of the score columns changed; or a
 * refusal saying what moved, with nothing changed at all.
 */
function expectWithdrawalLands(
  t: { services: Services; book: FakeBook; people: People },
  game: GroupGame,
  groups: readonly GroupSpec[],
  who: string,
  inserts: readonly number[],
): ActionResult<api.WithdrawData> {
  const { services, book, people } = t;
  const sheet = GROUP_SHEET[game];
  const layout = groupLayout(game, groups);
  const cols = layout.columns;
  const inputCols =
    game === 'backgammon'
      ? [
          cols.forfeit as number,
          cols.partyA as number,
          cols.partyB as number,
          cols.extraA as number,
          cols.extraB as number,
        ]
      : [cols.scoreA, cols.scoreB];
  const height = layout.rows + inserts.length + 2;
  const before = grid(book, sheet, height, cols.width);
  const whole = book.snapshot();
  const r = api.withdraw(services, game, who);
  if (!r.ok) {
    // A refusal must say what moved, and leave everything as it was.
    expect(r.message).toMatch(/nothing was changed/);
    expect(r.message).toMatch(/group [A-H]|rows|moved/);
    expect(book.snapshot()).toEqual(whole);
    return r;
  }
  const expected: string[] = [];
  for (const m of layout.blocks.flatMap((b) => b.matches)) {
    const side = m.a === who ? 'a' : m.b === who ? 'b' : null;
    if (!side) continue;
    const row = movedRow(m.row, inserts);
    // The row the forfeit goes to shows the withdrawn player (SPEC §5: never another team's match).
    expect([book.read(sheet, a1(row, cols.a)), book.read(sheet, a1(row, cols.b))]).toContain(who);
    if (game === 'backgammon') {
      const fo = cols.forfeit as number;
      const partyRows = [0, 1, 2, 3].map((k) => [
        before[row + k]?.[cols.partyA as number],
        before[row + k]?.[cols.partyB as number],
      ]);
      if ((before[row]?.[fo] ?? '') !== '' || partyRows.flat().some((v) => (v ?? '') !== '')) continue;
      expect(book.read(sheet, a1(row, fo))).toBe(side === 'a' ? '-:+' : '+:-');
      expected.push(a1(row, fo));
      continue;
    }
    if ((before[row]?.[cols.scoreA] ?? '') !== '' || (before[row]?.[cols.scoreB] ?? '') !== '') continue;
    expect([book.read(sheet, a1(row, cols.scoreA)), book.read(sheet, a1(row, cols.scoreB))]).toEqual(
      side === 'a' ? ['-', '+'] : ['+', '-'],
    );
    expected.push(a1(row, cols.scoreA), a1(row, cols.scoreB));
  }
  const after = grid(book, sheet, height, cols.width);
  expect(changedCells(before, after, inputCols).sort()).toEqual([...expected].sort());
  expect([...(r.data?.cells ?? [])].sort()).toEqual(expected.map((c) => `${sheet}!${c}`).sort());
  expect(people.lost()).toEqual([]);
  return r;
}

// ---- a. rows inserted, then a withdrawal ---------------------------------------------------------

describe('a. a row inserted on the group sheet, then a withdrawal (Art. 11 item 18, Art. 14 item 12; SPEC §4 non-appearance)', () => {
  /** Futsal A = Alpha, Delta, Echo, Hotel; B = Bravo, Charlie, Foxtrot, Golf (serpentine, Art. 8 item 3). Some scores typed. */
  function futsal() {
    const t = tournament('futsal');
    const gs = GROUP_SHEET.futsal;
    expect(t.drawn.groups.map((g) => g.players)).toEqual([
      ['Alpha', 'Delta', 'Echo', 'Hotel'],
      ['Bravo', 'Charlie', 'Foxtrot', 'Golf'],
    ]);
    // Played: Alpha–Hotel 2:1 (row 3), Delta–Echo 1:1 (row 4), Bravo–Golf 3:0 (row 17), Foxtrot–Bravo 0:2 (row 22).
    for (const [ref, v] of [
      ['F3', 2],
      ['G3', 1],
      ['F4', 1],
      ['G4', 1],
      ['F17', 3],
      ['G17', 0],
      ['F22', 0],
      ['G22', 2],
    ] as const)
      t.people.type('referee', gs, ref, v);
    return { ...t, gs };
  }

  it("futsal: a row inserted above the whole sheet — Delta's unplayed matches get the forfeits, nobody else's", () => {
    const t = futsal();
    t.people.insertRows(t.gs, 1, 1);
    t.people.type('committee', t.gs, 'A1', 'Referees: type the goals in F and G');
    const r = expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Delta', [1]);
    expect(r.ok).toBe(true);
    expect(r.data?.cells).toHaveLength(4); // Alpha–Delta and Delta–Hotel; Delta–Echo was played
    expect(t.book.read('Futsal withdrawals', 'B3')).toBe('Delta');
  });

  it('futsal: a row inserted between the two group blocks — Golf (group B) and Delta (group A) both withdraw', () => {
    const t = futsal();
    t.people.insertRows(t.gs, 15, 1); // above "Group B"
    t.people.type('committee', t.gs, 'A15', 'Group B plays on Saturday');
    expect(expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Golf', [15]).ok).toBe(true);
    expect(expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Delta', [15]).ok).toBe(true);
    noErrorCells(t.book);
  });

  it('futsal: a row inserted inside group A between two fixtures (below the standings) — Alpha withdraws', () => {
    const t = futsal();
    t.people.insertRows(t.gs, 8, 1); // between match 5 (row 7) and match 6 (row 8)
    const r = expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Alpha', [8]);
    expect(r.ok).toBe(true);
    // Match 6 (Echo–Alpha) moved to row 9; the forfeit is there, and the empty row 8 got nothing.
    expect(t.book.read(t.gs, 'D9:G9')).toEqual([['Echo', 'Alpha', '+', '-']]);
    expect(t.book.read(t.gs, 'A8:G8')).toEqual([['', '', '', '', '', '', '']]);
  });

  it("futsal: a row inserted inside group A between fixtures 2 and 3 (through the standings' spill) — Delta withdraws", () => {
    const t = futsal();
    t.people.insertRows(t.gs, 5, 1);
    expect(expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Delta', [5]).ok).toBe(true);
  });

  it('backgammon: rows inserted above the sheet and between two matches — the forfeit lands in the no-show cell of his matches, never in party rows', () => {
    const t = tournament('backgammon');
    const gs = GROUP_SHEET.backgammon;
    const layout = groupLayout('backgammon', t.drawn.groups);
    const A = t.drawn.groups[0] as GroupSpec;
    const who = A.players[2] as string;
    // One of his matches is in progress (a party typed): it must stay as it is.
    const first = layout.blocks[0]?.matches.find((m) => m.a === who || m.b === who);
    if (!first) throw new Error('no match');
    t.people.type('referee', gs, a1(first.row, layout.columns.partyA as number), 1);
    t.people.type('referee', gs, a1(first.row, layout.columns.partyB as number), 0);
    t.people.insertRows(gs, 1, 1);
    t.people.insertRows(gs, 12, 1); // between group A's match 2 (now rows 8–11) and match 3
    const r = expectWithdrawalLands(t, 'backgammon', t.drawn.groups, who, [1, 12]);
    expect(r.ok).toBe(true);
    expect(r.data?.cells).toHaveLength(2);
    for (const c of r.data?.cells ?? []) expect(c).toMatch(/^Backgammon groups!J\d+$/);
  });

  it("backgammon: a row inserted among a match's party rows — the withdrawal is refused, naming the match; nothing changed", () => {
    const t = tournament('backgammon');
    const gs = GROUP_SHEET.backgammon;
    expectOk(api.generateBracket(t.services, 'backgammon')); // the withdrawals sheet exists already
    const A = t.drawn.groups[0] as GroupSpec;
    t.people.insertRows(gs, 13, 1); // group A, match 3 takes rows 11–14: between its 2nd and 3rd party
    const before = t.book.snapshot();
    const r = api.withdraw(t.services, 'backgammon', A.players[3] as string);
    expectRefusal(r, 'partyRowsSplit');
    expect(r.message).toContain('group A, match 3');
    expect(r.message).toContain('Backgammon groups');
    expect(t.book.snapshot()).toEqual(before);
    // The referee can still type into the group sheet afterwards (the block was lifted).
    t.people.type('referee', gs, 'K3', 1);
    expect(t.people.lost()).toEqual([]);
  });

  it('backgammon: the same refusal before any play-off leaves no new withdrawals sheet behind', () => {
    const t = tournament('backgammon');
    const gs = GROUP_SHEET.backgammon;
    t.people.insertRows(gs, 13, 1);
    const names = t.book.sheetNames();
    const before = t.book.snapshot();
    const r = api.withdraw(t.services, 'backgammon', (t.drawn.groups[0] as GroupSpec).players[3] as string);
    expectRefusal(r, 'partyRowsSplit');
    expect(t.book.sheetNames()).toEqual(names);
    expect(t.book.snapshot()).toEqual(before);
  });
});

// ---- b. the group sheet renamed ------------------------------------------------------------------

describe('b. the backgammon group sheet renamed after scores were typed (SPEC §5: sheets keep their identity)', () => {
  it('status still sees the groups; a re-draw is refused naming the typed cells on the renamed sheet, with no second group sheet; the play-off reads the renamed sheet; a hand-made sheet with the old name is left alone', () => {
    const t = tournament('backgammon');
    const gs = GROUP_SHEET.backgammon;
    const { book, services, people } = t;
    const layout = groupLayout('backgammon', t.drawn.groups);
    // Referees type every match: the earlier-listed player wins by the other's no-show (Art. 14 item 12).
    playInListOrder(book, gs, 'backgammon', t.drawn.groups);
    people.adoptEdits();
    expect(people.typed).toHaveLength(layout.blocks.reduce((n, b) => n + b.matches.length, 0));
    people.renameSheet(gs, 'BG — our groups');
    const renamed = 'BG — our groups';

    const status = expectOk(api.status(services));
    expect(status.games.find((g) => g.game === 'backgammon')).toMatchObject({
      drawn: true,
      groups: true,
      bracket: false,
      registrants: 16,
    });
    expect(status.sheets).toContain(renamed);

    const names = book.sheetNames();
    const before = book.snapshot();
    const redraw = api.draw(services, 'backgammon', { seed: 12345, acceptWarnings: true });
    expectRefusal(redraw, 'wouldOverwrite');
    expect(redraw.message).toContain(`${renamed}!J3`);
    expect(redraw.problems.slice(1).every((p) => p.cell?.startsWith(`${renamed}!`))).toBe(true);
    expect(book.sheetNames()).toEqual(names);
    expect(book.snapshot()).toEqual(before);

    // A committee member makes a sheet by hand with the old name and writes on it.
    services.app.getActiveSpreadsheet().insertSheet(gs);
    people.type('committee', gs, 'A1', 'Draft of the seating plan');
    people.type('committee', gs, 'Q7', 'not the qualifiers');
    const handMade = sheetSnapshot(book, gs);
    expectRefusal(api.draw(services, 'backgammon', { seed: 12345, acceptWarnings: true }), 'wouldOverwrite');
    expectRefusal(api.generateGroups(services, 'backgammon'), 'wouldOverwrite');

    // The play-off generated now reads the qualifiers from the renamed sheet (Art. 14 item 8: A1–B2 …).
    expectOk(api.generateBracket(services, 'backgammon'));
    const po = PLAYOFF_SHEET.backgammon;
    const bl = bracketLayout({
      game: 'backgammon',
      lang: 'en',
      name: po,
      format: 'qf8',
      groupSheet: renamed,
      groups: t.drawn.groups,
      partiesToWin: 2,
    });
    const qf1 = bl.matches.find((m) => m.id === 'QF1') as BracketMatchCells;
    const P = (g: number, i: number) => (t.drawn.groups[g] as GroupSpec).players[i];
    expect([book.read(po, cellOf(qf1.a)), book.read(po, cellOf(qf1.b))]).toEqual([P(0, 0), P(1, 1)]);
    expect(book.formulaAt(po, cellOf(qf1.a))).toContain(renamed);
    // A withdrawal and the group stage's finalize act on the renamed sheet, never on the hand-made one.
    expectOk(api.withdraw(services, 'backgammon', P(2, 3) as string));
    expect(expectOk(api.finalizeStage(services, 'backgammon', 'groups')).sheets).toEqual([renamed]);
    expect(sheetSnapshot(book, gs)).toEqual(handMade);
    expect(people.lost()).toEqual([]);
    noErrorCells(book);
  });

  it("a sheet made by hand with the group sheet's name before the draw is not taken for the add-on's: the draw is refused, nothing changed", () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10) });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [
        `Sur${String.fromCharCode(65 + i)}`,
        'Q',
        '',
        'KASE',
        `g${i}@kase.kz`,
        '+7 701 000 00 00',
        false,
      ]),
    );
    services.app.getActiveSpreadsheet().insertSheet('Backgammon groups');
    book.typeAs('committee', 'Backgammon groups', 'B2', 'who brings the boards');
    const before = book.snapshot();
    const r = api.draw(services, 'backgammon', { seed: 1, acceptWarnings: true });
    expectRefusal(r, 'sheetNameTaken');
    expect(r.message).toContain('"Backgammon groups"');
    expect(book.snapshot()).toEqual(before);
  });
});

// ---- c. look-alike names through the registration check ------------------------------------------

describe('c. look-alike names through serverCheckRegistration (SPEC §5; Art. 9 item 4 sub-item 1: one application per candidate)', () => {
  function billiards(rows: unknown[][]) {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10) });
    expectOk(api.setup(services, { lang: 'en' }));
    const filler = Array.from({ length: 30 }, (_, i) => [
      `Filler${String.fromCharCode(65 + (i % 26))}${i}`,
      'Dana',
      '',
      'Halyk',
      2,
      `x${i}@kase.kz`,
      '+7 701 000 00 00',
      false,
    ]);
    paste(services, 'Billiards registration', [...rows, ...filler]);
    return { services, book, check: api.checkRegistration(services, 'billiards') };
  }
  const person = (surname: string, name: string, employer = 'KASE', email = '') => [
    surname,
    name,
    '',
    employer,
    3,
    email || `${Math.abs([...(surname + name)].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) % 100000}@kase.kz`,
    '+7 701 000 00 00',
    false,
  ];

  it('"Kim Anna" (Latin) and "Кim Anna" (Cyrillic К) at the same employer: one person entered twice, flagged naming both entries and the letters', () => {
    const { check } = billiards([person('Kim', 'Anna'), person('\u041aim', 'Anna')]);
    expect(check.ok).toBe(false);
    const p = check.problems.find((x) => x.code === 'regLookAlikePerson');
    expect(p, JSON.stringify(check.problems)).toBeDefined();
    expect(p?.severity).toBe('error');
    expect(p?.cell).toBe('Billiards registration!A3'); // the later row
    expect(p?.message).toContain('entry No. 2');
    expect(p?.message).toContain('entry No. 1');
    expect(p?.message).toMatch(/U\+041A/);
    expect(p?.message).toMatch(/U\+004B/);
  });

  it('the same name with a zero-width space inside: the same person (the first entry named), and the invisible character is pointed out', () => {
    const { check } = billiards([person('Kim', 'Anna'), person('Ki\u200bm', 'Anna')]);
    const dup = check.problems.find((x) => x.code === 'regDuplicatePerson');
    expect(dup, JSON.stringify(check.problems)).toBeDefined();
    expect(dup?.cell).toBe('Billiards registration!A3');
    expect(dup?.message).toContain('entry No. 1');
    expect(check.problems.some((x) => x.code === 'regInvisibleChars' && x.cell === 'Billiards registration!A3')).toBe(
      true,
    );
  });

  it('the same name in NFD (Ё typed as Е + combining diaeresis): the same person, flagged naming the first entry', () => {
    const nfc = 'Ёлкина';
    const nfd = nfc.normalize('NFD');
    expect(nfd).not.toBe(nfc);
    const { check } = billiards([person(nfc, 'Анна'), person(nfd, 'Анна')]);
    const dup = check.problems.find((x) => x.code === 'regDuplicatePerson' || x.code === 'regLookAlikePerson');
    expect(dup, JSON.stringify(check.problems)).toBeDefined();
    expect(dup?.severity).toBe('error');
    expect(dup?.cell).toBe('Billiards registration!A3');
    expect(dup?.message).toContain('entry No. 1');
  });

  it('a look-alike name at another employer with another e-mail: two people, a warning naming both entries and how the sheets tell them apart', () => {
    const { check } = billiards([person('Kim', 'Anna', 'KASE'), person('\u041aim', 'Anna', 'Halyk')]);
    const w = check.problems.find((x) => x.code === 'regLookAlikeName');
    expect(w, JSON.stringify(check.problems)).toBeDefined();
    expect(w?.severity).toBe('warning');
    expect(w?.message).toContain('entry No. 1');
    expect(w?.message).toContain('entry No. 2');
    expect(w?.message).toContain('(KASE)');
    expect(w?.message).toContain('(Halyk)');
  });

  it('a team named "—" and a player named "#N/A" are refused by the check (errors, so no draw)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10) });
    expectOk(api.setup(services, { lang: 'en' }));
    const teams = ['Alpha', 'Bravo', 'Charlie', '—', 'Echo', 'Foxtrot'];
    paste(
      services,
      'Futsal registration',
      teams.flatMap((team, t) =>
        Array.from({ length: 5 }, (_, p) => [
          team,
          p === 0 ? 'goalkeeper' : 'main',
          p === 0 && t === 0 ? '#N/A' : `Pl${t}${p}`,
          'Nurlan',
          '',
          'KASE',
        ]),
      ),
    );
    paste(
      services,
      'Futsal registration',
      teams.map((t, i) => [t, i + 1, 'KASE']),
      2,
      10,
    );
    const check = api.checkRegistration(services, 'futsal');
    expect(check.ok).toBe(false);
    const notName = check.problems.filter((p) => p.code === 'regNotAName');
    expect(notName.map((p) => p.cell)).toContain('Futsal registration!J5'); // the team list's "—"
    expect(notName.every((p) => p.message.includes('"—"'))).toBe(true);
    const errorValue = check.problems.find((p) => p.code === 'regErrorValue');
    expect(errorValue?.cell).toBe('Futsal registration!C2');
    expect(errorValue?.message).toContain('"#N/A"');
    const before = book.snapshot();
    const r = api.draw(services, 'futsal', { seed: 1, acceptWarnings: true });
    expect(r.ok).toBe(false);
    expect(r.problems.some((p) => p.code === 'regNotAName')).toBe(true);
    expect(book.snapshot()).toEqual(before);
  });
});

// ---- d. names with wildcard characters -----------------------------------------------------------

/** Referees type every group match that has nothing typed yet: the earlier-listed team wins 2:0. */
function playUntyped(book: FakeBook, game: 'futsal' | 'billiards', groups: readonly GroupSpec[]): void {
  const sheet = GROUP_SHEET[game];
  const layout = groupLayout(game, groups);
  layout.blocks.forEach((b, g) =>
    b.matches.forEach((m) => {
      const A = a1(m.row, layout.columns.scoreA);
      const B = a1(m.row, layout.columns.scoreB);
      if (book.read(sheet, A) !== '' || book.read(sheet, B) !== '') return;
      const players = (groups[g] as GroupSpec).players;
      const first = players.indexOf(m.a) < players.indexOf(m.b);
      book.typeAs('referee', sheet, A, first ? 2 : 0);
      book.typeAs('referee', sheet, B, first ? 0 : 2);
    }),
  );
}

function futsalPlayoff(book: FakeBook, groups: GroupSpec[]) {
  const po = PLAYOFF_SHEET.futsal;
  const bl = bracketLayout({
    game: 'futsal',
    lang: 'en',
    name: po,
    format: 'sf4',
    groupSheet: GROUP_SHEET.futsal,
    groups,
    partiesToWin: 2,
  });
  const m = (id: string) => bl.matches.find((x) => x.id === id) as BracketMatchCells;
  const pair = (id: string) => [book.read(po, cellOf(m(id).a)), book.read(po, cellOf(m(id).b))];
  const winner = (id: string) => book.read(po, cellOf(m(id).winner));
  const score = (people: People, id: string, a: number, b: number, pa?: number, pb?: number) => {
    people.type('referee', po, cellOf(m(id).scoreA), a);
    people.type('referee', po, cellOf(m(id).scoreB), b);
    if (pa !== undefined) people.type('referee', po, cellOf(m(id).shootA as never), pa);
    if (pb !== undefined) people.type('referee', po, cellOf(m(id).shootB as never), pb);
  };
  return { po, bl, m, pair, winner, score };
}

describe('d. team names with "*", "?" and "~" (the play-off compares withdrawn names exactly; MATCH in Sheets honours wildcards)', () => {
  it('"Jusan Invest" withdraws: "Jusan*" keeps its group matches and gets no walkover in the play-off; likewise "Halyk?" when "HalykX" leaves, "Fin~1" when "Fin1" leaves', () => {
    // Strength order (Art. 8 item 3): A = 1, 4, 5, 8; B = 2, 3, 6, 7.
    const teams = ['Jusan*', 'Halyk?', 'Fin~1', 'Bravo', 'Jusan Invest', 'HalykX', 'Fin1', 'Delta'];
    const t = tournament('futsal', { teams });
    expect(t.drawn.groups.map((g) => g.players)).toEqual([
      ['Jusan*', 'Bravo', 'Jusan Invest', 'Delta'],
      ['Halyk?', 'Fin~1', 'HalykX', 'Fin1'],
    ]);
    const r = expectWithdrawalLands(t, 'futsal', t.drawn.groups, 'Jusan Invest', []);
    expect(r.data?.player).toBe('Jusan Invest');
    expect(r.data?.cells).toHaveLength(6); // his three matches, nobody else's (not Jusan*'s)
    playUntyped(t.book, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    expect(t.book.read(GROUP_SHEET.futsal, 'J7:J8')).toEqual([['Jusan*'], ['Bravo']]);
    expectOk(api.generateBracket(t.services, 'futsal'));
    expectOk(api.withdraw(t.services, 'futsal', 'HalykX'));
    expectOk(api.withdraw(t.services, 'futsal', 'Fin1'));
    expect(t.book.read('Futsal withdrawals', 'B3:B5')).toEqual([['Jusan Invest'], ['HalykX'], ['Fin1']]);
    const p = futsalPlayoff(t.book, t.drawn.groups);
    // Art. 8 item 7: SF1 A1–B2, SF2 B1–A2. Nobody in them has left: no winner before a score.
    expect(p.pair('SF1')).toEqual(['Jusan*', 'Fin~1']);
    expect(p.pair('SF2')).toEqual(['Halyk?', 'Bravo']);
    expect([p.winner('SF1'), p.winner('SF2')]).toEqual(['', '']);
    p.score(t.people, 'SF1', 2, 1);
    p.score(t.people, 'SF2', 0, 1);
    expect(p.pair('F')).toEqual(['Jusan*', 'Bravo']);
    expect(p.pair('3P')).toEqual(['Fin~1', 'Halyk?']);
    expect([p.winner('F'), p.winner('3P')]).toEqual(['', '']);
    p.score(t.people, 'F', 1, 0);
    p.score(t.people, '3P', 3, 2);
    expect([1, 2, 3].map((n) => t.book.read(p.po, cellOf(p.bl.places[n as 1 | 2 | 3])))).toEqual([
      'Jusan*',
      'Bravo',
      'Fin~1',
    ]);
    expect(t.people.lost()).toEqual([]);
    noErrorCells(t.book);
  });

  it('"Jusan*", "Halyk?" and "Fin~1" withdraw: "Jusan Invest", "HalykX" and "Fin1" are not taken for them', () => {
    const teams = ['Jusan Invest', 'HalykX', 'Fin1', 'Bravo', 'Jusan*', 'Halyk?', 'Fin~1', 'Delta'];
    const t = tournament('futsal', { teams });
    expect(t.drawn.groups.map((g) => g.players)).toEqual([
      ['Jusan Invest', 'Bravo', 'Jusan*', 'Delta'],
      ['HalykX', 'Fin1', 'Halyk?', 'Fin~1'],
    ]);
    const r = expectOk(api.withdraw(t.services, 'futsal', 'Jusan*'));
    expect(r.player).toBe('Jusan*');
    expect(r.cells).toHaveLength(6);
    playUntyped(t.book, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    expectOk(api.generateBracket(t.services, 'futsal'));
    expect(expectOk(api.withdraw(t.services, 'futsal', 'Halyk?')).player).toBe('Halyk?');
    expect(expectOk(api.withdraw(t.services, 'futsal', 'fin~1')).player).toBe('Fin~1');
    const p = futsalPlayoff(t.book, t.drawn.groups);
    expect(p.pair('SF1')).toEqual(['Jusan Invest', 'Fin1']);
    expect(p.pair('SF2')).toEqual(['HalykX', 'Bravo']);
    expect([p.winner('SF1'), p.winner('SF2')]).toEqual(['', '']);
    p.score(t.people, 'SF1', 1, 3);
    expect(p.winner('SF1')).toBe('Fin1');
    expect(t.people.lost()).toEqual([]);
    noErrorCells(t.book);
  });
});

// ---- e. protected cells overtyped by the committee -----------------------------------------------

describe('e. the committee overtypes protected cells of a generated sheet, then rebuilds it (SPEC §5: nothing typed is lost)', () => {
  it('another formula over a generated one, FALSE in an empty cell, a number inside the GROUP_TABLE output: the rebuild and a re-draw are refused naming exactly those cells; nothing changed', () => {
    const t = tournament('futsal');
    const gs = GROUP_SHEET.futsal;
    t.people.type('committee', gs, 'D3', '=A4'); // over =$A$3 (the match's team A)
    t.people.type('committee', gs, 'H3', 'FALSE'); // an empty, protected cell
    t.people.type('committee', gs, 'K18', '5'); // inside group B's standings (GROUP_TABLE spills I17:R20)
    expect(t.book.read(gs, 'H3')).toBe(false);
    const before = t.book.snapshot();
    for (const r of [
      api.generateGroups(t.services, 'futsal'),
      api.draw(t.services, 'futsal', { seed: 11, acceptWarnings: true }),
    ]) {
      expectRefusal(r, 'wouldOverwrite');
      expect(
        r.problems
          .slice(1)
          .map((p) => p.cell)
          .sort(),
      ).toEqual([`${gs}!D3`, `${gs}!H3`, `${gs}!K18`]);
      expect(t.book.snapshot()).toEqual(before);
    }
    expect(t.people.lost()).toEqual([]);
  });

  it('the same on the play-off sheet: a winner formula overtyped with a name is named by a rebuild of the groups (which rebuilds the play-off too)', () => {
    const t = tournament('futsal');
    expectOk(api.generateBracket(t.services, 'futsal'));
    const p = futsalPlayoff(t.book, t.drawn.groups);
    const cell = cellOf(p.m('SF1').winner);
    t.people.type('committee', p.po, cell, 'Alpha');
    const before = t.book.snapshot();
    const r = api.generateGroups(t.services, 'futsal');
    expectRefusal(r, 'wouldOverwrite');
    expect(r.problems.slice(1).map((x) => x.cell)).toEqual([`${p.po}!${cell}`]);
    expect(t.book.snapshot()).toEqual(before);
  });
});

// ---- f. the registration sorted, then the draw again with the recorded seed --------------------------

describe('f. the billiards registration sorted, then drawn again with the recorded seed (SPEC §5: draws are auditable; Art. 11 item 3)', () => {
  it('sorted by surname (ascending, then by e-mail descending): the same groups each time', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 0, 10) });
    expectOk(api.setup(services, { lang: 'en' }));
    const surnames = [
      'Zhumabekov',
      'Akhmetov',
      'Petrov',
      'Kim',
      'Li',
      'Omarova',
      'Baizhanov',
      'Volkov',
      'Esenov',
      'Nurlanov',
      'Ivanova',
      'Seitkali',
      'Tulegenova',
      'Kuznetsov',
      'Smirnov',
      'Abdrakhmanov',
    ];
    const rows = Array.from({ length: 32 }, (_, i) => [
      surnames[(i * 7) % 16],
      i < 16 ? 'Almas' : 'Dana',
      '',
      i % 3 ? 'KASE' : 'Halyk',
      i < 5 ? 5 : 1 + (i % 4),
      `${String.fromCharCode(97 + ((i * 11) % 26))}${i}@kase.kz`,
      '+7 701 000 00 00',
      i % 9 === 0,
    ]);
    paste(services, 'Billiards registration', rows);
    const first = expectOk(api.draw(services, 'billiards', { seed: 77, acceptWarnings: true }));
    expect(book.read('Billiards draw', 'B2')).toBe(77); // the recorded seed
    const people = new People(book);
    people.sortRange('Billiards registration', 'A2:H33', 1, true);
    expect((book.read('Billiards registration', 'A2:A4') as CellValue[][]).flat()).toEqual([
      'Abdrakhmanov',
      'Abdrakhmanov',
      'Akhmetov',
    ]);
    const recorded = book.read('Billiards draw', 'B2') as number;
    const registration = sheetSnapshot(book, 'Billiards registration');
    const again = expectOk(api.draw(services, 'billiards', { seed: recorded, acceptWarnings: true }));
    expect(again.groups).toEqual(first.groups);
    expect(sheetSnapshot(book, 'Billiards registration')).toEqual(registration); // the draw wrote nothing there
    people.sortRange('Billiards registration', 'A2:H33', 'F', false);
    const sorted = sheetSnapshot(book, 'Billiards registration');
    expect(expectOk(api.draw(services, 'billiards', { seed: recorded, acceptWarnings: true })).groups).toEqual(
      first.groups,
    );
    expect(book.read('Billiards draw', 'B2')).toBe(77);
    expect(sheetSnapshot(book, 'Billiards registration')).toEqual(sorted);
  });
});

// ---- g. a withdrawal after finalized stages -------------------------------------------------------

describe('g. a futsal team withdraws after stages were finalized (SPEC §5: the downloaded file is a true record)', () => {
  /** Groups played in list order: A1 Alpha, A2 Delta, B1 Bravo, B2 Charlie; the play-off generated. */
  function played() {
    const t = tournament('futsal');
    playInListOrder(t.book, GROUP_SHEET.futsal, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    expectOk(api.generateBracket(t.services, 'futsal'));
    return { ...t, p: futsalPlayoff(t.book, t.drawn.groups) };
  }

  it('every stage finalized: refused, naming the finalized record; nothing changed', () => {
    const t = played();
    t.p.score(t.people, 'SF1', 2, 0);
    t.p.score(t.people, 'SF2', 1, 0);
    t.p.score(t.people, 'F', 3, 1);
    t.p.score(t.people, '3P', 0, 1);
    expectOk(api.finalizeStage(t.services, 'futsal', 'groups'));
    expect(expectOk(api.finalizeStage(t.services, 'futsal', 'bracket')).sheets).toEqual([
      'Futsal play-off',
      'Futsal withdrawals',
      'Futsal play-off tree',
    ]);
    const before = t.book.snapshot();
    const r = api.withdraw(t.services, 'futsal', 'Alpha');
    expectRefusal(r, 'withdrawFinalized');
    expect(r.message).toContain('Futsal play-off');
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it('only the group stage finalized: accepted; the finalized group sheet is unchanged, the name is on the withdrawals sheet, the play-off gives his semi-final away (Art. 8 item 7)', () => {
    const t = played();
    expect(t.p.pair('SF1')).toEqual(['Alpha', 'Charlie']);
    expectOk(api.finalizeStage(t.services, 'futsal', 'groups'));
    const groupSheet = sheetSnapshot(t.book, GROUP_SHEET.futsal);
    const r = expectOk(api.withdraw(t.services, 'futsal', 'Alpha'));
    expect(r.cells).toEqual([]);
    expect(sheetSnapshot(t.book, GROUP_SHEET.futsal)).toEqual(groupSheet);
    expect(t.book.read('Futsal withdrawals', 'A3:B3')).toEqual([[1, 'Alpha']]);
    expect(t.p.winner('SF1')).toBe('Charlie');
    expect(t.p.winner('SF2')).toBe('');
    expect(t.people.lost()).toEqual([]);
    noErrorCells(t.book);
  });
});

// ---- h. shoot-outs on the futsal play-off ------------------------------------------------------------

describe('h. futsal play-off shoot-outs (Art. 8 items 6–7)', () => {
  it('a final drawn 1:1 with penalties 3:3 is not decided: the note says so and finalize names it; penalties typed for a semi-final that was not drawn are flagged and named too', () => {
    const t = tournament('futsal');
    playInListOrder(t.book, GROUP_SHEET.futsal, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    expectOk(api.generateBracket(t.services, 'futsal'));
    const p = futsalPlayoff(t.book, t.drawn.groups);
    p.score(t.people, 'SF1', 2, 1);
    p.score(t.people, 'SF2', 0, 3);
    p.score(t.people, '3P', 1, 0);
    p.score(t.people, 'F', 1, 1, 3, 3);
    expect(p.winner('F')).toBe('');
    const fNote = cellOf(p.m('F').note);
    expect(String(t.book.read(p.po, fNote))).toMatch(/level/);
    for (const c of [p.m('F').shootA, p.m('F').shootB])
      expect(t.book.highlight(p.po, cellOf(c as never))).not.toBeNull();
    const before = t.book.snapshot();
    let r = api.finalizeStage(t.services, 'futsal', 'bracket');
    expectRefusal(r, 'stageIncomplete');
    expect(r.message).toMatch(/match F: .*level/);
    expect(r.problems.slice(1).map((x) => x.cell)).toEqual([`${p.po}!${fNote}`]);
    expect(t.book.snapshot()).toEqual(before);

    // Penalties typed for SF1, which was won 2:1 in normal time: flagged on the sheet and by finalize.
    p.score(t.people, 'SF1', 2, 1, 4, 3);
    const sfNote = cellOf(p.m('SF1').note);
    expect(String(t.book.read(p.po, sfNote))).toMatch(/only when the match is drawn/);
    for (const c of [p.m('SF1').shootA, p.m('SF1').shootB])
      expect(t.book.highlight(p.po, cellOf(c as never))).not.toBeNull();
    r = api.finalizeStage(t.services, 'futsal', 'bracket');
    expectRefusal(r, 'stageIncomplete');
    expect(
      r.problems
        .slice(1)
        .map((x) => x.cell)
        .sort(),
    ).toEqual([`${p.po}!${fNote}`, `${p.po}!${sfNote}`].sort());
    expect(r.message).toMatch(/SF1/);
    // The shoot-out of the final finished 5:4: with SF1's stray penalties cleared, the stage closes.
    p.score(t.people, 'F', 1, 1, 5, 4);
    t.people.type('referee', p.po, cellOf(p.m('SF1').shootA as never), '');
    t.people.type('referee', p.po, cellOf(p.m('SF1').shootB as never), '');
    expect(t.book.read(p.po, sfNote)).toBe('');
    expectOk(api.finalizeStage(t.services, 'futsal', 'bracket'));
    expect(t.people.lost()).toEqual([]);
  });
});

// ---- i. a referee typing while an action runs -------------------------------------------------------

interface Attempt {
  /** the k-th call of the action the referee typed after, and its method */
  k: number;
  method: string;
  /** whether Sheets took the typing */
  typed: boolean;
  refusal: string;
  ok: boolean;
  message: string;
  /** whether the typed value is still there after the action */
  present: boolean;
}

/**
 * Runs `act` with a referee trying to type right after its k-th call to the spreadsheet (book.onCall:
 * between two calls of the action, as a person does while a script runs).
 */
function typeDuring(
  book: FakeBook,
  k: number,
  act: () => ActionResult<unknown>,
  type: () => void,
  present: () => boolean,
): Attempt {
  let seen = 0;
  let method = '';
  let typed = false;
  let refusal = '';
  const off = book.onCall((call: CallRecord) => {
    seen++;
    if (seen !== k) return;
    method = call.method;
    try {
      type();
      typed = true;
    } catch (e) {
      refusal = (e as Error).message;
    }
  });
  let r: ActionResult<unknown>;
  try {
    r = act();
  } finally {
    off();
  }
  return { k, method, typed, refusal, ok: r.ok, message: r.message, present: typed && present() };
}

/** The calls an action makes on this book (a dry run on a twin), as 1-based positions with their methods. */
function callsOf(
  make: () => { book: FakeBook; act: () => ActionResult<unknown> },
): { k: number; method: string; write: boolean }[] {
  const { book, act } = make();
  const from = book.calls.length;
  act();
  return book.calls.slice(from).map((c, i) => ({ k: i + 1, method: c.method, write: c.write }));
}

/** One position per run of the same method (the moments between two different steps of the action). */
function stepBoundaries(
  calls: readonly { k: number; method: string; write: boolean }[],
  onlyAroundWrites = false,
): number[] {
  return calls
    .filter((c, i) => i === 0 || calls[i - 1]?.method !== c.method)
    .filter((c) => !onlyAroundWrites || c.write || calls[c.k]?.write === true)
    .map((c) => c.k);
}

/** The attempts where the typing was taken by Sheets and then lost. */
function lostAttempts(attempts: readonly Attempt[]): string[] {
  return attempts
    .filter((a) => a.typed && !a.present)
    .map(
      (a) => `after call ${a.k} (${a.method}): typing accepted, action ${a.ok ? 'ok' : 'refused'}, the value is gone`,
    );
}

describe('i. "The document lock stops other script runs, not people": a referee types while an action runs (SPEC §5)', () => {
  it("right after the rebuild's first read (serverGenerateGroups before any score): the typing is refused by the sheet's protection or seen by the check", () => {
    const t = tournament('futsal');
    const gs = GROUP_SHEET.futsal;
    let reads = 0;
    let attempt: { typed: boolean; refusal: string } | null = null;
    const off = t.book.onCall((call) => {
      if (call.sheet !== gs || call.method !== 'getValues' || ++reads !== 1) return;
      try {
        t.people.type('referee', gs, 'F3', 2);
        attempt = { typed: true, refusal: '' };
      } catch (e) {
        attempt = { typed: false, refusal: (e as Error).message };
      }
    });
    const r = api.generateGroups(t.services, 'futsal');
    off();
    expect(attempt).not.toBeNull();
    const a = attempt as unknown as { typed: boolean; refusal: string };
    if (a.typed) {
      expectRefusal(r, 'wouldOverwrite');
      expect(r.message).toContain(`${gs}!F3`);
    } else expect(a.refusal).toMatch(/protected/);
    expect(t.people.lost()).toEqual([]);
    // Afterwards the referee types as usual.
    t.people.type('referee', gs, 'F3', 2);
    expect(t.people.lost()).toEqual([]);
  });

  /** The rebuild (or a re-draw with the same seed), with the referee typing after every step of it in turn. */
  function rebuildSweep(act: (s: Services) => ActionResult<unknown>, onlyAroundWrites = false): Attempt[] {
    const gs = GROUP_SHEET.futsal;
    const calls = callsOf(() => {
      const t = tournament('futsal');
      return { book: t.book, act: () => act(t.services) };
    });
    const t = tournament('futsal');
    const attempts: Attempt[] = [];
    for (const k of stepBoundaries(calls, onlyAroundWrites)) {
      const a = typeDuring(
        t.book,
        k,
        () => act(t.services),
        () => t.book.typeAs('referee', gs, 'F3', 2),
        () => t.book.read(gs, 'F3') === 2,
      );
      attempts.push(a);
      if (a.typed && a.present) t.book.typeAs('committee', gs, 'F3', '');
      expect(t.book.read(gs, 'F3')).toBe('');
    }
    expect(attempts.length).toBeGreaterThan(onlyAroundWrites ? 10 : 30);
    expect(attempts.some((a) => !a.typed && /protected/.test(a.refusal))).toBe(true);
    return attempts;
  }

  it('after every step of serverGenerateGroups: the typing is refused, or seen, or kept — never silently overwritten', () => {
    expect(lostAttempts(rebuildSweep((s) => api.generateGroups(s, 'futsal')))).toEqual([]);
  });

  it('after every step of a re-draw before any score (serverDraw, same seed): never silently overwritten', () => {
    expect(lostAttempts(rebuildSweep((s) => api.draw(s, 'futsal', { seed: 11, acceptWarnings: true }), true))).toEqual(
      [],
    );
  });
});

describe('i. (continued) a withdrawal and a finalize while a referee types', () => {
  /** Futsal with the play-off generated (its withdrawals sheet exists); Delta withdraws while a referee types. */
  function withdrawSweep(target: string): Attempt[] {
    const gs = GROUP_SHEET.futsal;
    const make = () => {
      const t = tournament('futsal');
      expectOk(api.generateBracket(t.services, 'futsal'));
      return t;
    };
    const twin = make();
    const calls = callsOf(() => ({ book: twin.book, act: () => api.withdraw(twin.services, 'futsal', 'Delta') }));
    const t = make();
    const attempts: Attempt[] = [];
    for (const k of stepBoundaries(calls)) {
      let written: string[] = [];
      const a = typeDuring(
        t.book,
        k,
        () => {
          const r = api.withdraw(t.services, 'futsal', 'Delta');
          written = r.data?.cells ?? [];
          return r;
        },
        () => t.book.typeAs('referee', gs, target, 4),
        () => t.book.read(gs, target) === 4,
      );
      attempts.push(a);
      // Back to where it started: the committee clears what was typed and written.
      if (a.typed) t.book.typeAs('committee', gs, target, '');
      for (const cell of written) t.book.typeAs('committee', gs, cell.split('!')[1] as string, '');
      for (const c of 'ABCDE') t.book.typeAs('committee', 'Futsal withdrawals', `${c}3`, '');
    }
    expect(attempts.length).toBeGreaterThan(20);
    return attempts;
  }

  it('Delta withdraws while a referee types a score into another match (Bravo–Golf): the score stays, the withdrawal goes through or the typing is refused', () => {
    const attempts = withdrawSweep('F17');
    expect(lostAttempts(attempts)).toEqual([]);
    expect(attempts.filter((a) => !a.ok).map((a) => `${a.k} ${a.method}: ${a.message}`)).toEqual([]);
  });

  it("Delta withdraws while a referee types the score of Delta's own match (Alpha–Delta): the score stays — seen by the withdrawal, or the typing refused", () => {
    expect(lostAttempts(withdrawSweep('F6'))).toEqual([]);
  });

  it('the group stage is finalized while a referee corrects a score: the frozen standings agree with the frozen scores (or the typing was refused)', () => {
    const gs = GROUP_SHEET.futsal;
    const make = () => {
      const t = tournament('futsal');
      playInListOrder(t.book, gs, 'futsal', t.drawn.groups);
      return t;
    };
    const twin = make();
    const calls = callsOf(() => ({ book: twin.book, act: () => api.finalizeStage(twin.services, 'futsal', 'groups') }));
    const problems: string[] = [];
    for (const k of stepBoundaries(calls, true)) {
      const t = make();
      // Alpha–Hotel was typed 2:0; the referee corrects it to 5:0.
      const a = typeDuring(
        t.book,
        k,
        () => api.finalizeStage(t.services, 'futsal', 'groups'),
        () => t.book.typeAs('referee', gs, 'F3', 5),
        () => t.book.read(gs, 'F3') === 5,
      );
      if (!a.ok) continue;
      // The record as frozen: the standings of group A must be what GROUP_TABLE makes of its frozen scores.
      const recomputed = t.book.evaluate(gs, '=GROUP_TABLE(A3:A6,D3:G8,"futsal",D10:E13)');
      const frozen = t.book.read(gs, 'I3:R6');
      if (JSON.stringify(recomputed) !== JSON.stringify(frozen))
        problems.push(
          `after call ${k} (${a.method}): typing ${a.typed ? 'accepted' : 'refused'}; frozen standings ${JSON.stringify(frozen)} disagree with the frozen scores (${JSON.stringify(recomputed)})`,
        );
    }
    expect(problems).toEqual([]);
  });
});

// ---- j. rows deleted from generated sheets ----------------------------------------------------------

describe('j. rows (or columns) deleted from a generated sheet, then an action that reads it (SPEC §5: refuses, never writes into the wrong row)', () => {
  function futsalWithPlayoff() {
    const t = tournament('futsal');
    expectOk(api.generateBracket(t.services, 'futsal'));
    return t;
  }

  it('a match row of group A deleted: a withdrawal is refused naming the lost match; nothing written', () => {
    const t = futsalWithPlayoff();
    t.people.type('referee', GROUP_SHEET.futsal, 'F17', 1);
    t.people.type('referee', GROUP_SHEET.futsal, 'G17', 1);
    t.people.deleteRows(GROUP_SHEET.futsal, 8, 1); // match 6 (Echo–Alpha)
    const before = t.book.snapshot();
    const r = api.withdraw(t.services, 'futsal', 'Delta');
    expectRefusal(r, 'rowsLost');
    expect(r.message).toContain('group A, match 6');
    expect(r.message).toContain('"Futsal groups"');
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it('a match row deleted after every match was played: finalizing the groups is refused naming the lost match; nothing changed', () => {
    const t = futsalWithPlayoff();
    playInListOrder(t.book, GROUP_SHEET.futsal, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    t.people.deleteRows(GROUP_SHEET.futsal, 8, 1);
    const before = t.book.snapshot();
    const r = api.finalizeStage(t.services, 'futsal', 'groups');
    expect(r.ok).toBe(false);
    expect(r.sheets).toEqual([]);
    expect(r.message).toContain('group A, match 6');
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it("a match row whose players' cells are referred to (group A, match 3) deleted: finalize is refused — today by the #REF! cells it leaves; nothing changed", () => {
    const t = futsalWithPlayoff();
    playInListOrder(t.book, GROUP_SHEET.futsal, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    t.people.deleteRows(GROUP_SHEET.futsal, 5, 1); // also Echo's name in A5, which the fixtures refer to
    const before = t.book.snapshot();
    const r = api.finalizeStage(t.services, 'futsal', 'groups');
    expect(r.ok).toBe(false);
    expect(r.sheets).toEqual([]);
    expect(r.message).toMatch(/group A, match 3|Futsal groups!/);
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it("a semi-final's row deleted from the play-off: finalizing the play-off is refused; nothing changed", () => {
    const t = futsalWithPlayoff();
    playInListOrder(t.book, GROUP_SHEET.futsal, 'futsal', t.drawn.groups);
    t.people.adoptEdits();
    const p = futsalPlayoff(t.book, t.drawn.groups);
    p.score(t.people, 'SF1', 2, 0);
    p.score(t.people, 'SF2', 2, 0);
    p.score(t.people, 'F', 2, 0);
    p.score(t.people, '3P', 2, 0);
    t.people.deleteRows(p.po, p.m('SF2').row + 1, 1);
    const before = t.book.snapshot();
    const r = api.finalizeStage(t.services, 'futsal', 'bracket');
    expect(r.ok).toBe(false);
    expect(r.sheets).toEqual([]);
    expect(r.message).toMatch(/match SF2|Futsal play-off!/);
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it('an empty column deleted (H, between the goals and the standings): the withdrawal still lands on the right cells; an anchored column deleted (B, the match numbers): refused', () => {
    const t = futsalWithPlayoff();
    t.people.type('referee', GROUP_SHEET.futsal, 'F3', 3);
    t.people.type('referee', GROUP_SHEET.futsal, 'G3', 0);
    t.people.deleteColumns(GROUP_SHEET.futsal, 'H', 1);
    const r = expectOk(api.withdraw(t.services, 'futsal', 'Hotel'));
    // Hotel: Alpha–Hotel played (row 3); Hotel–Echo (row 5) and Delta–Hotel (row 7) forfeited.
    expect(r.cells.sort()).toEqual(['Futsal groups!F5', 'Futsal groups!F7', 'Futsal groups!G5', 'Futsal groups!G7']);
    expect(t.book.read(GROUP_SHEET.futsal, 'D5:G5')).toEqual([['Hotel', 'Echo', '-', '+']]);
    expect(t.book.read(GROUP_SHEET.futsal, 'D7:G7')).toEqual([['Delta', 'Hotel', '+', '-']]);
    t.people.deleteColumns(GROUP_SHEET.futsal, 'B', 1);
    const before = t.book.snapshot();
    const again = api.withdraw(t.services, 'futsal', 'Echo');
    expectRefusal(again, 'rowsLost');
    expect(again.message).toContain('a column');
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });

  it('the first entry of the withdrawals list deleted by a person: the next withdrawal is refused naming the list; nothing written', () => {
    const t = futsalWithPlayoff();
    expectOk(api.withdraw(t.services, 'futsal', 'Hotel'));
    t.people.deleteRows('Futsal withdrawals', 3, 1);
    const before = t.book.snapshot();
    const r = api.withdraw(t.services, 'futsal', 'Echo');
    expectRefusal(r, 'rowsLost');
    expect(r.message).toContain('"Futsal withdrawals"');
    expect(r.message).toContain('the list');
    expect(t.book.snapshot()).toEqual(before);
    expect(t.people.lost()).toEqual([]);
  });
});

// ---- k. the withdrawals record --------------------------------------------------------------------

describe("k. the withdrawals sheet is the committee's record: what they typed on it stays (SPEC §5)", () => {
  it('a note in the note column of the next entry row stays, the entry is written beside it', () => {
    const t = tournament('futsal');
    expectOk(api.generateBracket(t.services, 'futsal'));
    t.people.type('committee', 'Futsal withdrawals', 'F3', 'letter from the captain, 12 Jan');
    expectOk(api.withdraw(t.services, 'futsal', 'Delta'));
    expect(t.book.read('Futsal withdrawals', 'A3:B3')).toEqual([[1, 'Delta']]);
    expect(t.people.lost()).toEqual([]);
  });

  it('a remark the committee typed in the time column of the next entry row is not overwritten', () => {
    const t = tournament('futsal');
    expectOk(api.generateBracket(t.services, 'futsal'));
    t.people.type('committee', 'Futsal withdrawals', 'C3', 'ask the captain first');
    const r = api.withdraw(t.services, 'futsal', 'Delta');
    if (r.ok) expect((t.book.read('Futsal withdrawals', 'B3:B4') as CellValue[][]).flat()).toContain('Delta');
    expect(t.people.lost()).toEqual([]);
  });
});

// ---- l. the draw log edited by a person ----------------------------------------------------------------

describe('l. the draw log (the auditable record of the draw, SPEC §5) edited by a person, then the groups rebuilt', () => {
  // The draw log is read by its anchors (rows and columns inserted before the tables change
  // nothing), each group by its letter and its numbers (a sort changes nothing), and a group whose
  // numbers are no longer 1, 2, 3 … (a deleted row) is refused: it may never drop a drawn team.
  it('a row of the draw log deleted (row 3 holds a result line too): every action that reads the draw refuses naming the draw log; nothing written', () => {
    const t = tournament('futsal');
    t.people.deleteRows('Futsal draw', 3, 1);
    const before = t.book.snapshot();
    for (const r of [
      api.generateGroups(t.services, 'futsal'),
      api.generateBracket(t.services, 'futsal'),
      api.withdraw(t.services, 'futsal', 'Delta'),
    ]) {
      expectRefusal(r, 'drawLogDamaged');
      expect(r.message).toContain('Futsal draw');
    }
    expect(t.book.snapshot()).toEqual(before);
  });

  it("the draw log's result table sorted by player: the groups are rebuilt exactly as drawn, in their order", () => {
    const t = tournament('backgammon');
    t.people.sortRange('Backgammon draw', 'F2:H17', 'H', true);
    const r = expectOk(api.generateGroups(t.services, 'backgammon'));
    expect(r.groups).toEqual(t.drawn.groups);
  });

  it('a row inserted above the draw log: the groups are read where they are now — the same groups, the same play-off, the same withdrawal', () => {
    const t = tournament('backgammon');
    t.people.insertRows('Backgammon draw', 1, 1);
    expect(expectOk(api.generateGroups(t.services, 'backgammon')).groups).toEqual(t.drawn.groups);
    expectOk(api.generateBracket(t.services, 'backgammon'));
    const who = (t.drawn.groups[0] as GroupSpec).players[1] as string;
    expect(expectOk(api.withdraw(t.services, 'backgammon', who)).player).toBe(who);
  });

  it('a column inserted in the draw log: the draw is still there and read right (status drawn, the withdrawal finds the team)', () => {
    const t = tournament('futsal');
    t.people.insertColumns('Futsal draw', 'D', 1);
    expect(expectOk(api.status(t.services)).games[0]).toMatchObject({ game: 'futsal', drawn: true });
    expect(expectOk(api.withdraw(t.services, 'futsal', 'Delta')).player).toBe('Delta');
    expect(expectOk(api.generateBracket(t.services, 'futsal'))).toBeDefined();
  });
});

// ---- m. a generated sheet duplicated (tab menu → Duplicate) --------------------------------------------

describe('m. a generated sheet duplicated by a person: two sheets carry its identity (SPEC §5)', () => {
  it('a withdrawal, a re-draw and the play-off are refused naming both sheets; nothing changed', () => {
    const t = tournament('futsal');
    t.book.duplicateSheet(GROUP_SHEET.futsal, 'Copy of Futsal groups');
    const before = t.book.snapshot();
    for (const r of [
      api.withdraw(t.services, 'futsal', 'Delta'),
      api.draw(t.services, 'futsal', { seed: 3, acceptWarnings: true }),
      api.generateBracket(t.services, 'futsal'),
    ]) {
      expectRefusal(r, 'sheetTwice');
      expect(r.message).toContain('Copy of Futsal groups');
    }
    expect(t.book.snapshot()).toEqual(before);
  });

  it('serverStatus and serverFinalizeStage return a result naming the copy (they do not throw)', () => {
    const t = tournament('futsal');
    t.book.duplicateSheet(GROUP_SHEET.futsal, 'Copy of Futsal groups');
    const status = call(() => api.status(t.services));
    expect(status.threw).toBeUndefined();
    const fin = call(() => api.finalizeStage(t.services, 'futsal', 'groups'));
    expect(fin.threw).toBeUndefined();
    expect((fin.result as ActionResult<unknown>).message).toContain('Copy of Futsal groups');
  });
});

function call<T>(f: () => T): { result?: T; threw?: unknown } {
  try {
    return { result: f() };
  } catch (e) {
    return { threw: e };
  }
}
