import { describe, expect, it } from 'vitest';
import * as api from '../src/sheets/api';
import { bracketLayout } from '../src/sheets/bracket';
import { groupLayout, type GroupSpec } from '../src/sheets/groups';
import { createFakeServices } from './fakes';
import { cellOf, expectOk, paste } from './e2e/helpers';

function setupBilliards() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
  expectOk(api.setup(services, { lang: 'en' }));
  paste(services, 'Billiards registration', Array.from({ length: 32 }, (_, i) => [`Player${i}`, 'Test', '', 'KASE', 3, `p${i}@kase.kz`, '+7 701 000 00 00', false]));
  const drawn = expectOk(api.draw(services, 'billiards', { seed: 5, acceptWarnings: true }));
  const layout = groupLayout('billiards', drawn.groups);
  const P = (g: number, i: number) => (drawn.groups[g] as GroupSpec).players[i] as string;
  return { services, book, drawn, layout, P };
}
const gs = 'Billiards groups';
const net = 'Billiards net';

function playGroups(book: any, drawn: any, layout: any, skip: (g: number, a: string, b: string) => boolean = () => false) {
  for (let g = 0; g < 8; g++) {
    for (const m of layout.blocks[g]?.matches ?? []) {
      if (skip(g, m.a, m.b)) continue;
      const ia = drawn.groups[g]?.players.indexOf(m.a) ?? 0;
      const ib = drawn.groups[g]?.players.indexOf(m.b) ?? 0;
      book.typeAs('referee', gs, cellOf({ row: m.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), ia < ib ? 2 : 0);
      book.typeAs('referee', gs, cellOf({ row: m.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), ia < ib ? 0 : 2);
    }
  }
}

describe('review billiards', () => {
  it('withdraw while next opponent unknown: reappears in bottom net without forfeit', () => {
    const { services, book, drawn, layout, P } = setupBilliards();
    playGroups(book, drawn, layout);
    expectOk(api.generateBracket(services, 'billiards'));
    const bl = bracketLayout({ game: 'billiards', lang: 'en', name: net, format: 'net32', groupSheet: gs, groups: drawn.groups, partiesToWin: 2 });
    const m = (id: string) => bl.matches.find((x) => x.id === id)!;
    // II-3 (C1–F2) decided, II-4 (D1–E2) not yet
    book.typeAs('referee', net, cellOf(m('II-3').scoreA), 2);
    book.typeAs('referee', net, cellOf(m('II-3').scoreB), 0);
    const C1 = P(2, 0);
    expect(book.read(net, cellOf(m('III-2').a))).toBe(C1);
    const r = expectOk(api.withdraw(services, 'billiards', C1));
    console.log('cells', r.cells);
    book.typeAs('referee', net, cellOf(m('II-4').scoreA), 2);
    book.typeAs('referee', net, cellOf(m('II-4').scoreB), 0);
    console.log('III-2', book.read(net, `${cellOf(m('III-2').a)}:${cellOf(m('III-2').loser)}`));
    console.log('IV-3', book.read(net, `${cellOf(m('IV-3').a)}:${cellOf(m('IV-3').loser)}`));
  });

  it('withdraw in group before group complete; later qualifies; bracket existing', () => {
    const { services, book, drawn, layout, P } = setupBilliards();
    // group A: P0 (strongest by list order) withdraws after 2 matches; rest play later
    const A0 = P(0, 0);
    const mA = layout.blocks[0]!.matches;
    const played = new Set<string>();
    playGroups(book, drawn, layout, (g, a, b) => {
      if (g !== 0) return false;
      return true;
    });
    // group A: A0 plays and wins two matches
    let n = 0;
    for (const mm of mA) {
      if ((mm.a === A0 || mm.b === A0) && n < 2) {
        book.typeAs('referee', gs, cellOf({ row: mm.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), mm.a === A0 ? 2 : 0);
        book.typeAs('referee', gs, cellOf({ row: mm.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), mm.a === A0 ? 0 : 2);
        played.add(`${mm.a}|${mm.b}`);
        n++;
      }
    }
    expectOk(api.generateBracket(services, 'billiards'));
    const r = expectOk(api.withdraw(services, 'billiards', A0));
    console.log('withdraw cells', r.cells);
    // rest of group A: list order wins, except P3 beats P1, P2 beats P1... make P1 lose all others
    for (const mm of mA) {
      if (mm.a === A0 || mm.b === A0) continue;
      const ia = drawn.groups[0].players.indexOf(mm.a);
      const ib = drawn.groups[0].players.indexOf(mm.b);
      // reverse: later-listed wins
      book.typeAs('referee', gs, cellOf({ row: mm.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), ia > ib ? 2 : 0);
      book.typeAs('referee', gs, cellOf({ row: mm.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), ia > ib ? 0 : 2);
    }
    const A = layout.blocks[0]!;
    console.log('group A table', book.read(gs, `${cellOf(A.tableRect)}:${cellOf(A.tableRect, 3, 9)}`));
    console.log('A1', book.read(gs, cellOf(A.firstCell)), 'A2', book.read(gs, cellOf(A.secondCell)), 'withdrawn', A0);
    const bl = bracketLayout({ game: 'billiards', lang: 'en', name: net, format: 'net32', groupSheet: gs, groups: drawn.groups, partiesToWin: 2 });
    const m = (id: string) => bl.matches.find((x) => x.id === id)!;
    console.log('II-1', book.read(net, `${cellOf(m('II-1').a)}:${cellOf(m('II-1').loser)}`));
    console.log('II-5', book.read(net, `${cellOf(m('II-5').a)}:${cellOf(m('II-5').loser)}`));
  });

  it('abridged group: forfeit counts 2:0 while played matches are 1:0', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: 0 });
    expectOk(api.setup(services, { lang: 'en' }));
    console.log(book.toMatrix('Settings').slice(0, 40).map((r, i) => `${i + 1}: ${r.slice(0, 3).join(' | ')}`).join('\n'));
  });
});
