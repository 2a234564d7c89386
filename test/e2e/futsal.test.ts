/**
 * The whole futsal tournament through the server API on the fake spreadsheet with a real
 * formula engine: register, check, draw, generate, type scores (a forfeit, a correction, a tie
 * that needs a shoot-out), play-off, places 1–3, finalize. Expected results are worked out by
 * hand from Art. 8 items 3–8 in the comments.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { cellOf, expectOk, futsalBracket, noErrorCells } from './helpers';
import { registeredFutsalRu } from './people';

// Strength order 1 = strongest (Art. 8 item 3).
const TEAMS = [
  'Биржа–ЦДЦБ',
  'Халык Финанс',
  'Фридом Финанс',
  'BCC Invest',
  'Jusan Invest',
  'Centras',
  'Teniz Capital',
  'Сентрас Секьюритиз',
];
const [T1, T2, T3, T4, T5, T6, T7, T8] = TEAMS as [string, string, string, string, string, string, string, string];

describe('futsal end to end (Art. 8)', () => {
  it('register → check → draw → groups with a forfeit, a correction and a shoot-out tie → play-off → places 1–3 → finalize', () => {
    const { services, book } = registeredFutsalRu(TEAMS);

    const checked = api.checkRegistration(services, 'futsal');
    expect(checked.problems).toEqual([]);
    expect(checked.data).toMatchObject({ registered: 48, errors: 0, warnings: 0 });

    // Serpentine by strength (Art. 8 item 3): A = 1, 4, 5, 8; B = 2, 3, 6, 7 — whatever the seed.
    const drawn = expectOk(api.draw(services, 'futsal', { seed: 7 }));
    expect(drawn.groups).toEqual([
      { letter: 'A', players: [T1, T4, T5, T8] },
      { letter: 'B', players: [T2, T3, T6, T7] },
    ]);

    const groupsSheet = 'Мини-футбол группы';
    const layout = groupLayout('futsal', drawn.groups);
    const type = (g: number, x: string, y: string, gx: number | string, gy: number | string) => {
      const block = layout.blocks[g];
      if (!block) throw new Error('no group');
      const m = block.matches.find((mm) => (mm.a === x && mm.b === y) || (mm.a === y && mm.b === x));
      if (!m) throw new Error(`no match ${x}–${y}`);
      const [a, b] = m.a === x ? [gx, gy] : [gy, gx];
      book.typeAs('referee', groupsSheet, cellOf({ row: m.row, col: layout.columns.scoreA, rows: 1, cols: 1 }), a);
      book.typeAs('referee', groupsSheet, cellOf({ row: m.row, col: layout.columns.scoreB, rows: 1, cols: 1 }), b);
    };
    // Group A. T1–T4 2:2, T1–T5 3:1 (typed wrong, corrected to 3:0 below), T1–T8 1:0,
    // T4–T5 3:0, T4–T8 1:0, T5 did not appear against T8 (forfeit, 3:0 for T8).
    type(0, T1, T4, 2, 2);
    type(0, T1, T5, 3, 1);
    type(0, T1, T8, 1, 0);
    type(0, T4, T5, 3, 0);
    type(0, T4, T8, 1, 0);
    type(0, T5, T8, '-', '+');
    const A = layout.blocks[0];
    if (!A) throw new Error('no A');
    // With 3:1, T1 and T4 have 7 points, a 2:2 draw between them; GD T1 +3, T4 +4 → T4 first (Art. 8 item 6).
    expect(book.read(groupsSheet, cellOf(A.firstCell))).toBe(T4);
    expect(book.read(groupsSheet, cellOf(A.secondCell))).toBe(T1);
    // The correction: 3:0. Now GD +4 each, goals scored 6 each → only the shoot-out separates them.
    type(0, T1, T5, 3, 0);
    expect(book.read(groupsSheet, cellOf(A.firstCell))).toBe('');
    expect(book.read(groupsSheet, cellOf(A.secondCell))).toBe('');
    expect(String(book.read(groupsSheet, cellOf(A.statusCell)))).toMatch(/пенальти/);
    // The shoot-out between them (Art. 8 item 6, second paragraph): T1 wins.
    book.typeAs('referee', groupsSheet, cellOf(A.tiebreakRect), T1);
    book.typeAs('referee', groupsSheet, cellOf(A.tiebreakRect, 0, 1), T4);
    expect(book.read(groupsSheet, cellOf(A.firstCell))).toBe(T1);
    expect(book.read(groupsSheet, cellOf(A.secondCell))).toBe(T4);
    // The table itself: T8 has 3 points from the forfeit; T5 none.
    const table = book.read(groupsSheet, `${cellOf(A.tableRect)}:${cellOf(A.tableRect, 3, 9)}`) as unknown[][];
    expect(table.map((r) => [r[0], r[1], r[9]])).toEqual([
      [1, T1, 7],
      [2, T4, 7],
      [3, T8, 3],
      [4, T5, 0],
    ]);

    // Group B is not played yet: the group stage cannot be finalized (its qualifiers are open).
    const early = api.finalizeStage(services, 'futsal', 'groups');
    expect(early.ok).toBe(false);
    expect(early.problems[0]?.code).toBe('stageIncomplete');

    // Group B: T2 wins all; T3 second with 4 points (T2–T3 1:0, T2–T6 2:0, T2–T7 3:1, T3–T6 2:1, T3–T7 1:1, T6–T7 0:0).
    type(1, T2, T3, 1, 0);
    type(1, T2, T6, 2, 0);
    type(1, T2, T7, 3, 1);
    type(1, T3, T6, 2, 1);
    type(1, T3, T7, 1, 1);
    type(1, T6, T7, 0, 0);
    const B = layout.blocks[1];
    if (!B) throw new Error('no B');
    expect(book.read(groupsSheet, cellOf(B.firstCell))).toBe(T2);
    expect(book.read(groupsSheet, cellOf(B.secondCell))).toBe(T3);

    // A re-draw now would lose typed scores: refused, nothing changed.
    const before = book.toMatrix(groupsSheet);
    const redraw = api.draw(services, 'futsal', { seed: 8 });
    expect(redraw.ok).toBe(false);
    expect(redraw.message).toMatch(/ничего не изменено/);
    expect(book.toMatrix(groupsSheet)).toEqual(before);

    // Play-off (Art. 8 item 7): SF1 A1–B2 = T1–T3, SF2 B1–A2 = T2–T4.
    expectOk(api.generateBracket(services, 'futsal'));
    const { name: po, match, layout: bl, score } = futsalBracket('ru', drawn.groups, book);
    expect([book.read(po, cellOf(match('SF1').a)), book.read(po, cellOf(match('SF1').b))]).toEqual([T1, T3]);
    expect([book.read(po, cellOf(match('SF2').a)), book.read(po, cellOf(match('SF2').b))]).toEqual([T2, T4]);
    // SF1: T1 3:1 T3. SF2: T2 1:1 T4, shoot-out 4:5 → T4 (Art. 8 item 7 sub-item 4).
    score('SF1', 3, 1);
    score('SF2', 1, 1);
    expect(book.read(po, cellOf(match('SF2').winner))).toBe('');
    score('SF2', 1, 1, 4, 5);
    expect(book.read(po, cellOf(match('SF2').winner))).toBe(T4);
    // Final T1–T4 0:2 → T4 first, T1 second; third place T3–T2 0:2 → T2 third (Art. 8 item 8).
    expect([book.read(po, cellOf(match('F').a)), book.read(po, cellOf(match('F').b))]).toEqual([T1, T4]);
    expect([book.read(po, cellOf(match('3P').a)), book.read(po, cellOf(match('3P').b))]).toEqual([T3, T2]);
    score('F', 0, 2);
    score('3P', 0, 2);
    expect([1, 2, 3].map((p) => book.read(po, cellOf(bl.places[p as 1 | 2 | 3])))).toEqual([T4, T1, T2]);
    noErrorCells(book);

    // Finalize both stages: formulas become their values, the sheets are locked.
    expectOk(api.finalizeStage(services, 'futsal', 'groups'));
    expectOk(api.finalizeStage(services, 'futsal', 'bracket'));
    for (const sheet of [groupsSheet, po]) {
      const m = book.toMatrix(sheet);
      m.forEach((row, r) =>
        row.forEach((_, c) => expect(book.formulaAt(sheet, `${String.fromCharCode(65 + c)}${r + 1}`)).toBe('')),
      );
      expect(book.protection(sheet).unprotectedA1).toEqual([]);
    }
    expect([1, 2, 3].map((p) => book.read(po, cellOf(bl.places[p as 1 | 2 | 3])))).toEqual([T4, T1, T2]);
    expect(() => book.typeAs('referee', po, cellOf(match('F').scoreA), 5)).toThrow();
    // A finalized stage is never rewritten: a re-draw or a rebuild now refuses and changes nothing.
    const frozen = book.snapshot();
    for (const again of [
      api.draw(services, 'futsal', { seed: 9 }),
      api.generateGroups(services, 'futsal'),
      api.generateBracket(services, 'futsal'),
    ]) {
      expect(again.ok).toBe(false);
      expect(again.problems[0]?.code).toBe('sheetFinalized');
    }
    expect(book.snapshot()).toEqual(frozen);
  });
});
