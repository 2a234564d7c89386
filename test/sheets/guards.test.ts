/**
 * Behaviours that a hand mutation review found untested: the qualifier cells wait for the whole
 * group and for a unique place; a backgammon no-show of side B; a backgammon withdrawal's sides
 * and a second withdrawal; a half-typed score survives a withdrawal; level-5 seeding; a committee
 * overtyping a name on a group sheet; attendance ticks following their player.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import type { Rect } from '../../src/sheets/plan';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, noErrorCells, paste, playInListOrder } from '../e2e/helpers';

const at = (row: number, col: number) => cellOf({ row, col, rows: 1, cols: 1 });

function futsal() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
  expectOk(api.setup(services, { lang: 'en' }));
  const teams = Array.from({ length: 8 }, (_, t) => `T${t + 1}`);
  paste(
    services,
    'Futsal registration',
    teams.flatMap((team) =>
      Array.from({ length: 5 }, (_, p) => [team, p === 0 ? 'goalkeeper' : 'main', `${team} S${p}`, 'N', '', 'KASE']),
    ),
  );
  paste(
    services,
    'Futsal registration',
    teams.map((t, i) => [t, i + 1, 'KASE']),
    2,
    10,
  );
  const d = expectOk(api.draw(services, 'futsal', { seed: 1 }));
  const layout = groupLayout('futsal', d.groups);
  const A = layout.blocks[0];
  if (!A) throw new Error('A');
  const score = (x: string, y: string, gx: number, gy: number) => {
    const m = A.matches.find((mm) => (mm.a === x && mm.b === y) || (mm.a === y && mm.b === x));
    if (!m) throw new Error(`${x}-${y}`);
    book.typeAs('referee', 'Futsal groups', at(m.row, layout.columns.scoreA), m.a === x ? gx : gy);
    book.typeAs('referee', 'Futsal groups', at(m.row, layout.columns.scoreB), m.a === x ? gy : gx);
  };
  const P = (i: number) => (d.groups[0] as GroupSpec).players[i] as string;
  return { services, book, A, score, P };
}

describe('qualifier cells (Art. 8 items 5–6)', () => {
  it('stay empty until every match of the group is played', () => {
    const { book, A, score, P } = futsal();
    score(P(0), P(1), 3, 0);
    score(P(0), P(2), 3, 0);
    score(P(0), P(3), 3, 0);
    score(P(1), P(2), 2, 0);
    score(P(1), P(3), 2, 0);
    expect([book.read('Futsal groups', cellOf(A.firstCell)), book.read('Futsal groups', cellOf(A.secondCell))]).toEqual(
      ['', ''],
    );
    score(P(2), P(3), 1, 0);
    expect([book.read('Futsal groups', cellOf(A.firstCell)), book.read('Futsal groups', cellOf(A.secondCell))]).toEqual(
      [P(0), P(1)],
    );
  });

  it('leave 2nd place empty while three teams are level for it, and the stage cannot be finalized', () => {
    const { services, book, A, score, P } = futsal();
    score(P(0), P(1), 1, 0);
    score(P(0), P(2), 1, 0);
    score(P(0), P(3), 1, 0);
    score(P(1), P(2), 0, 0);
    score(P(1), P(3), 0, 0);
    score(P(2), P(3), 0, 0);
    expect([book.read('Futsal groups', cellOf(A.firstCell)), book.read('Futsal groups', cellOf(A.secondCell))]).toEqual(
      [P(0), ''],
    );
    const r = api.finalizeStage(services, 'futsal', 'groups');
    expect(r.problems[0]?.code).toBe('stageIncomplete');
    // Every match has a result: the three level teams are named, the tiebreak rows pointed at.
    expect(r.problems[1]).toMatchObject({ code: 'openGroupShootout', cell: `Futsal groups!${cellOf(A.tiebreakRect)}` });
    for (const i of [1, 2, 3]) expect(r.message).toContain(P(i));
    expect(r.message).toMatch(/group A .*penalty shoot-out/);
  });
});

function backgammon() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(
    services,
    'Backgammon registration',
    Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
  );
  const d = expectOk(api.draw(services, 'backgammon', { seed: 3 }));
  return { services, book, d, layout: groupLayout('backgammon', d.groups) };
}

describe('backgammon no-shows and withdrawals (Art. 14 item 12)', () => {
  it('a semi-finalist absent as side B ("+:-") is out too: third place goes to the other loser', () => {
    const { services, book, d } = backgammon();
    playInListOrder(book, 'Backgammon groups', 'backgammon', d.groups);
    expectOk(api.generateBracket(services, 'backgammon'));
    const po = 'Backgammon play-off';
    const bl = bracketLayout({
      game: 'backgammon',
      lang: 'en',
      name: po,
      format: 'qf8',
      groupSheet: 'Backgammon groups',
      groups: d.groups,
      partiesToWin: 2,
    });
    const m = (id: string) => bl.matches.find((x) => x.id === id) as NonNullable<ReturnType<typeof bl.matches.find>>;
    for (const id of ['QF1', 'QF2', 'QF3', 'QF4']) book.typeAs('referee', po, cellOf(m(id).forfeit as Rect), '+:-');
    book.typeAs('referee', po, cellOf(m('SF1').forfeit as Rect), '+:-'); // SF1's B did not appear
    const r = m('SF2').parties as Rect;
    for (let k = 0; k < 3; k++) {
      book.typeAs('referee', po, cellOf(r, k, 0), 1);
      book.typeAs('referee', po, cellOf(r, k, 1), 0);
    }
    expect(book.read(po, cellOf(m('3P').winner))).toBe(book.read(po, cellOf(m('SF2').loser)));
    noErrorCells(book);
  });

  it('a withdrawal gives each unplayed group match to the opponent on the right side, and listing twice is once', () => {
    const { services, book, d, layout } = backgammon();
    const who = (d.groups[0] as GroupSpec).players[0] as string;
    expectOk(api.withdraw(services, 'backgammon', who));
    expectOk(api.withdraw(services, 'backgammon', who));
    for (const m of layout.blocks[0]?.matches ?? []) {
      if (m.a !== who && m.b !== who) continue;
      expect(book.read('Backgammon groups', at(m.row, layout.columns.forfeit as number))).toBe(
        m.a === who ? '-:+' : '+:-',
      );
    }
    expect(book.read('Backgammon withdrawals', 'B3')).toBe(who);
    expect(book.read('Backgammon withdrawals', 'B4')).toBe(''); // listed once
  });
});

describe('billiards', () => {
  it('a half-typed score is left alone by a withdrawal (Art. 11 item 18; nothing typed is lost)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 32 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', 3, `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    const d = expectOk(api.draw(services, 'billiards', { seed: 3, acceptWarnings: true }));
    const layout = groupLayout('billiards', d.groups);
    const who = (d.groups[0] as GroupSpec).players[0] as string;
    const m = layout.blocks[0]?.matches.find((x) => x.a === who || x.b === who);
    if (!m) throw new Error('match');
    book.typeAs('referee', 'Billiards groups', at(m.row, layout.columns.scoreA), 1);
    expectOk(api.withdraw(services, 'billiards', who));
    expect([
      book.read('Billiards groups', at(m.row, layout.columns.scoreA)),
      book.read('Billiards groups', at(m.row, layout.columns.scoreB)),
    ]).toEqual([1, '']);
  });

  it('players who declared level 5 are seeded: 8 of them over 8 groups, one each (Art. 11 item 3 sub-item 1)', () => {
    const { services } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 32 }, (_, i) => [
        `P${i}`,
        'Q',
        '',
        'KASE',
        i < 8 ? 5 : 1 + (i % 3),
        `p${i}@kase.kz`,
        '+7 701 000 00 00',
        false,
      ]),
    );
    for (const seed of [1, 2, 3]) {
      const d = expectOk(api.draw(services, 'billiards', { seed, acceptWarnings: true }));
      const fives = new Set(Array.from({ length: 8 }, (_, i) => `P${i} Q`));
      expect(d.groups.map((g) => g.players.filter((p) => fives.has(p)).length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    }
  });
});

describe('overtyping and attendance (SPEC §5)', () => {
  it('a name a committee member overtyped on a group sheet stops a rebuild, named', () => {
    const { services, book, layout } = backgammon();
    const cell = cellOf(layout.blocks[1]?.playersRect as Rect, 1);
    book.typeAs('committee', 'Backgammon groups', cell, 'Someone Else');
    const r = api.generateGroups(services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.cell)).toContain(`Backgammon groups!${cell}`);
  });

  it('attendance ticks follow their player when rows move (Art. 16 item 4)', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Preference registration',
      Array.from({ length: 12 }, (_, i) => [`Player${i}`, 'A', '', 'KASE', `x${i}@kase.kz`, '+7 705 000 00 00', false]),
    );
    expectOk(api.prepareAttendance(services));
    book.typeAs('committee', 'Preference attendance', 'E5', true); // Player2 A (row 5) skips tour 3
    paste(services, 'Preference registration', [['', '', '', '', '', '', false]], 2); // Player0 leaves: rows move up
    expectOk(api.prepareAttendance(services));
    const m = book.toMatrix('Preference attendance');
    const rowOf = (name: string) => m.find((r) => r[1] === name);
    expect(rowOf('Player2 A')?.[4]).toBe(true);
    expect(
      m
        .slice(2)
        .filter((r) => r.slice(2).some((v) => v === true))
        .map((r) => r[1]),
    ).toEqual(['Player2 A']);
  });
});
