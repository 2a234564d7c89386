/**
 * Withdrawals (Art. 11 item 18, Art. 14 item 12): a player who does not appear loses and leaves
 * the tournament, so every later match of his becomes a forfeit — in his group and in the
 * play-off, where a top-net forfeit drops him into the bottom net and he forfeits there too.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { bracketLayout } from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { createFakeServices } from '../../fakes';
import { cellOf, expectOk, noErrorCells, paste, playInListOrder } from '../e2e/helpers';

function setupBilliards() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(
    services,
    'Billiards registration',
    Array.from({ length: 32 }, (_, i) => [
      `Player${i}`,
      'Test',
      '',
      'KASE',
      3,
      `p${i}@kase.kz`,
      '+7 701 000 00 00',
      false,
    ]),
  );
  const drawn = expectOk(api.draw(services, 'billiards', { seed: 5, acceptWarnings: true }));
  const layout = groupLayout('billiards', drawn.groups);
  const P = (g: number, i: number) => (drawn.groups[g] as GroupSpec).players[i] as string;
  return { services, book, drawn, layout, P };
}

/** Groups played in list order, the net generated: its sheet, and a match's cells by id. */
function billiardsNet() {
  const t = setupBilliards();
  const gs = 'Billiards groups';
  playInListOrder(t.book, gs, 'billiards', t.drawn.groups);
  expectOk(api.generateBracket(t.services, 'billiards'));
  const net = 'Billiards net';
  const bl = bracketLayout({
    game: 'billiards',
    lang: 'en',
    name: net,
    format: 'net32',
    groupSheet: gs,
    groups: t.drawn.groups,
    partiesToWin: 2,
  });
  const m = (id: string) => bl.matches.find((x) => x.id === id) as NonNullable<ReturnType<typeof bl.matches.find>>;
  return { ...t, gs, net, m };
}

describe('withdrawals', () => {
  it('group stage: only the unplayed matches of the player become forfeits; typed scores stay', () => {
    const { services, book, layout, P } = setupBilliards();
    const gs = 'Billiards groups';
    const block = layout.blocks[3];
    if (!block) throw new Error('D');
    const first = block.matches.find((m) => m.a === P(3, 2) || m.b === P(3, 2));
    if (!first) throw new Error('match');
    book.typeAs('referee', gs, cellOf({ row: first.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), 2);
    book.typeAs('referee', gs, cellOf({ row: first.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), 1);
    book.resetCalls();
    const r = expectOk(api.withdraw(services, 'billiards', P(3, 2)));
    expect(r.cells).toHaveLength(4); // 3 matches in a group of 4, one played → 2 × 2 cells
    // Written in two calls however many matches: every "-" at once, every "+" at once (issue "Fast
    // and faithful": ≤ 5 value calls per sheet), the read of the sheet being the one more.
    expect(book.countCalls({ sheet: gs, category: 'values', write: true })).toBe(2);
    expect(book.countCalls({ sheet: gs, category: 'values' })).toBeLessThanOrEqual(5);
    expect(book.read('Billiards withdrawals', 'B3')).toBe(P(3, 2)); // on the withdrawals list
    for (const m of block.matches) {
      if (m === first || (m.a !== P(3, 2) && m.b !== P(3, 2))) continue;
      const mine = m.a === P(3, 2) ? layout.columns.scoreA : layout.columns.scoreB;
      const theirs = m.a === P(3, 2) ? layout.columns.scoreB : layout.columns.scoreA;
      expect(book.read(gs, cellOf({ row: m.row, col: mine, rows: 1, cols: 1 }))).toBe('-');
      expect(book.read(gs, cellOf({ row: m.row, col: theirs, rows: 1, cols: 1 }))).toBe('+');
    }
    expect(book.read(gs, cellOf({ row: first.row, col: layout.columns.scoreA, rows: 1, cols: 1 }))).toBe(2);
    expect(api.withdraw(services, 'billiards', 'Nobody Atall').ok).toBe(false);
    noErrorCells(book);
  });

  it('play-off: a top-net forfeit drops him to the bottom net, where he forfeits too (Art. 11 items 9, 18)', () => {
    const { services, book, P, net, m } = billiardsNet();
    for (let i = 1; i <= 8; i++) {
      book.typeAs('referee', net, cellOf(m(`II-${i}`).scoreA), 2);
      book.typeAs('referee', net, cellOf(m(`II-${i}`).scoreB), 0);
    }
    // C1 won II-3 and stands in III-2 (C1–D1). He withdraws: nothing is typed in the net; the
    // withdrawn list on the group sheet makes every unplayed match of his a loss.
    const C1 = P(2, 0);
    const D1 = P(3, 0);
    expect(book.read(net, cellOf(m('III-2').a))).toBe(C1);
    const r = expectOk(api.withdraw(services, 'billiards', C1));
    expect(r.cells).toEqual([]); // his group matches were all played
    expect(book.read('Billiards withdrawals', 'B3')).toBe(C1);
    // III-2: D1 goes on; C1 = L(III-2) drops to IV-3 (item 11 sub-item 2) as side b …
    expect(book.read(net, cellOf(m('III-2').winner))).toBe(D1);
    expect(book.read(net, cellOf(m('IV-3').b))).toBe(C1);
    // … and when III-5 is played, its winner takes IV-3 without playing.
    expect(book.read(net, cellOf(m('IV-3').winner))).toBe('');
    book.typeAs('referee', net, cellOf(m('III-5').scoreA), 2);
    book.typeAs('referee', net, cellOf(m('III-5').scoreB), 1);
    expect(book.read(net, cellOf(m('IV-3').winner))).not.toBe('');
    expect(book.read(net, cellOf(m('IV-3').winner))).toBe(book.read(net, cellOf(m('III-5').winner)));
    // The matches he played before withdrawing keep their results (II-3 still his).
    expect(book.read(net, cellOf(m('II-3').winner))).toBe(C1);
    noErrorCells(book);
  });

  it('a qualifier who withdraws before the play-off loses his first pair without playing; a double no-show lets the next opponent through', () => {
    const { services, book, P, net, m } = billiardsNet();
    // A1 withdraws: II-1 (A1–H2) goes to H2 (Art. 11 item 18).
    expectOk(api.withdraw(services, 'billiards', P(0, 0)));
    expect(book.read(net, cellOf(m('II-1').winner))).toBe(P(7, 1));
    // Neither B1 nor G2 appears for II-2: both out; H2 goes through III-1 without playing, and
    // the bottom net's III-5 gives A1's place (he is out too) … nobody against nobody.
    book.typeAs('referee', net, cellOf(m('II-2').scoreA), '-');
    book.typeAs('referee', net, cellOf(m('II-2').scoreB), '-');
    expect(book.read(net, cellOf(m('III-1').winner))).toBe(P(7, 1));
    expect(book.read(net, cellOf(m('III-5').winner))).toBe('—');
    noErrorCells(book);
  });
});

describe('a no-show in the play-off', () => {
  function play(game: 'futsal' | 'backgammon') {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    if (game === 'futsal') {
      const teams = Array.from({ length: 8 }, (_, t) => `Team ${t + 1}`);
      paste(
        services,
        'Futsal registration',
        teams.flatMap((team) =>
          Array.from({ length: 5 }, (_, p) => [
            team,
            p === 0 ? 'goalkeeper' : 'main',
            `${team} S${p}`,
            'N',
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
    } else {
      paste(
        services,
        'Backgammon registration',
        Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
      );
    }
    const drawn = expectOk(api.draw(services, game, { seed: 4, acceptWarnings: true }));
    const gs = game === 'futsal' ? 'Futsal groups' : 'Backgammon groups';
    playInListOrder(book, gs, game, drawn.groups);
    expectOk(api.generateBracket(services, game));
    const po = game === 'futsal' ? 'Futsal play-off' : 'Backgammon play-off';
    const bl = bracketLayout({
      game,
      lang: 'en',
      name: po,
      format: game === 'futsal' ? 'sf4' : 'qf8',
      groupSheet: gs,
      groups: drawn.groups,
      partiesToWin: 2,
    });
    const m = (id: string) => bl.matches.find((x) => x.id === id) as NonNullable<ReturnType<typeof bl.matches.find>>;
    return { book, po, m };
  }

  it('backgammon: a semi-finalist who does not appear is out, so the third place goes to the other loser (Art. 14 item 12)', () => {
    const { book, po, m } = play('backgammon');
    for (const id of ['QF1', 'QF2', 'QF3', 'QF4']) book.typeAs('referee', po, cellOf(m(id).forfeit as never), '+:-');
    book.typeAs('referee', po, cellOf(m('SF1').forfeit as never), '-:+'); // SF1's A did not appear
    const parties = m('SF2').parties as { row: number; col: number; rows: number; cols: number };
    for (let k = 0; k < 3; k++) {
      book.typeAs('referee', po, cellOf(parties, k, 0), 1); // SF2 played: A wins 3:0
      book.typeAs('referee', po, cellOf(parties, k, 1), 0);
    }
    const sf1a = book.read(po, cellOf(m('SF1').a));
    expect(book.read(po, cellOf(m('3P').a))).toBe(sf1a);
    expect(book.read(po, cellOf(m('3P').winner))).toBe(book.read(po, cellOf(m('SF2').loser)));
    noErrorCells(book);
  });

  it('futsal: a team that forfeited its semi-final still plays for third place (SPEC §4: only billiards and backgammon players leave)', () => {
    const { book, po, m } = play('futsal');
    book.typeAs('referee', po, cellOf(m('SF1').scoreA), '-');
    book.typeAs('referee', po, cellOf(m('SF1').scoreB), '+');
    book.typeAs('referee', po, cellOf(m('SF2').scoreA), 2);
    book.typeAs('referee', po, cellOf(m('SF2').scoreB), 0);
    expect(book.read(po, cellOf(m('3P').winner))).toBe('');
    noErrorCells(book);
  });
});
