/**
 * The knock-out sheet, evaluated: the group sheet and the bracket sheet are applied to the fake
 * spreadsheet (HyperFormula with our custom functions), group results are typed so the
 * qualifiers are decided, then bracket results are typed as a referee would and the routing is
 * read back. Every expected occupant below is written out by hand from the rules' text, not
 * computed by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import { applyPlans } from '../../src/sheets/apply';
import {
  bracketLayout,
  bracketSheetPlan,
  type BracketMatchCells,
  type BracketSheetOptions,
} from '../../src/sheets/kinds/bracketSheet';
import { groupLayout, groupSheetPlan, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { withdrawalsPlan } from '../../src/sheets/kinds/withdrawalsSheet';
import { a1, isFormula, rectA1, type Rect } from '../../src/sheets/plan';
import type { BracketFormat } from '../../src/rules/brackets';
import type { Lang } from '../../src/i18n/messages';

const GROUP_SHEET: Record<GroupGame, string> = {
  futsal: 'Мини-футбол группы',
  billiards: 'Бильярд группы',
  backgammon: 'Нарды группы',
};
const BRACKET_SHEET: Record<GroupGame, string> = {
  futsal: 'Мини-футбол плей-офф',
  billiards: 'Бильярд сетка',
  backgammon: 'Нарды плей-офф',
};
const WITHDRAWALS_SHEET: Record<GroupGame, string> = {
  futsal: 'Мини-футбол выбывшие',
  billiards: 'Бильярд выбывшие',
  backgammon: 'Нарды выбывшие',
};

/**
 * Groups whose players are named after the place they will take: "A1" wins group A, "A2" is
 * second, and so on; the order on the sheet is mixed so the place is not the list order.
 */
function groupsOf(letters: string, size: number): GroupSpec[] {
  return [...letters].map((letter) => {
    const players = Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);
    return {
      letter,
      players: [players[2], players[0], players[3], players[1]]
        .filter((p): p is string => p !== undefined)
        .concat(players.slice(4)),
    };
  });
}

const rankOf = (name: string): number => Number(name.slice(1));

interface Tournament {
  book: FakeBook;
  options: BracketSheetOptions;
  byId: Map<string, BracketMatchCells>;
}

/** Applies the group sheet and the bracket sheet, then plays every group so that X1 > X2 > X3 > …. */
function setUp(game: GroupGame, format: BracketFormat, groups: GroupSpec[], lang: Lang = 'ru'): Tournament {
  const { services, book } = createFakeServices({
    locale: lang === 'en' ? 'en_US' : lang === 'kk' ? 'kk_KZ' : 'ru_RU',
  });
  const options: BracketSheetOptions = {
    game,
    lang,
    name: BRACKET_SHEET[game],
    format,
    groupSheet: GROUP_SHEET[game],
    groups,
    partiesToWin: 2,
    withdrawalsSheet: WITHDRAWALS_SHEET[game],
  };
  const groupPlan = groupSheetPlan({ game, lang, name: GROUP_SHEET[game], groups, partiesToWin: 2, abridged: false });
  const list = withdrawalsPlan({ key: `withdrawals.${game}`, name: WITHDRAWALS_SHEET[game], lang, gameName: game });
  applyPlans(services.app, [groupPlan, list, bracketSheetPlan(options)]);

  const layout = groupLayout(game, groups);
  const c = layout.columns;
  const g = GROUP_SHEET[game];
  for (const block of layout.blocks) {
    for (const m of block.matches) {
      const aWins = rankOf(m.a) < rankOf(m.b);
      if (game === 'futsal') {
        book.typeAs('referee', g, a1(m.row, c.scoreA), aWins ? 3 : 0);
        book.typeAs('referee', g, a1(m.row, c.scoreB), aWins ? 0 : 3);
      } else if (game === 'billiards') {
        book.typeAs('referee', g, a1(m.row, c.scoreA), aWins ? 2 : 0);
        book.typeAs('referee', g, a1(m.row, c.scoreB), aWins ? 0 : 2);
      } else {
        // Two marses: 4 points after 2 parties decide the match (Art. 14 item 2 sub-item 1).
        for (const k of [0, 1]) {
          book.typeAs('referee', g, a1(m.row + k, c.partyA as number), aWins ? 2 : 0);
          book.typeAs('referee', g, a1(m.row + k, c.partyB as number), aWins ? 0 : 2);
        }
      }
    }
    expect(book.read(g, rectA1(block.firstCell)), `group ${block.letter} first`).toBe(`${block.letter}1`);
    expect(book.read(g, rectA1(block.secondCell)), `group ${block.letter} second`).toBe(`${block.letter}2`);
  }
  const byId = new Map(bracketLayout(options).matches.map((m) => [m.id, m]));
  return { book, options, byId };
}

function match(t: Tournament, id: string): BracketMatchCells {
  const m = t.byId.get(id);
  if (!m) throw new Error(`no match ${id}`);
  return m;
}

const read = (t: Tournament, r: Rect) => t.book.read(t.options.name, rectA1(r));
const type = (t: Tournament, r: Rect, v: string | number) => t.book.typeAs('referee', t.options.name, rectA1(r), v);
const pair = (t: Tournament, id: string) => [read(t, match(t, id).a), read(t, match(t, id).b)];
const decided = (t: Tournament, id: string) => [read(t, match(t, id).winner), read(t, match(t, id).loser)];
const places = (t: Tournament) => {
  const p = bracketLayout(t.options).places;
  return [read(t, p[1]), read(t, p[2]), read(t, p[3])];
};

/** Billiards: parties won by A and B (or "+" / "-"). */
function score(t: Tournament, id: string, a: string | number, b: string | number): void {
  type(t, match(t, id).scoreA, a);
  type(t, match(t, id).scoreB, b);
}

describe('billiards net32 (Art. 11 items 7–16)', () => {
  it('routes every pair II-1 … VIII, with a forfeit and a corrected score, to places 1–3', () => {
    const t = setUp('billiards', 'net32', groupsOf('ABCDEFGH', 4));

    // Item 7: stage 2 by the scheme A1–H2, B1–G2, C1–F2, D1–E2, E1–A2, F1–B2, G1–C2, H1–D2.
    const stage2: Record<string, [string, string]> = {
      'II-1': ['A1', 'H2'],
      'II-2': ['B1', 'G2'],
      'II-3': ['C1', 'F2'],
      'II-4': ['D1', 'E2'],
      'II-5': ['E1', 'A2'],
      'II-6': ['F1', 'B2'],
      'II-7': ['G1', 'C2'],
      'II-8': ['H1', 'D2'],
    };
    for (const [id, players] of Object.entries(stage2)) expect(pair(t, id), id).toEqual(players);
    // Nothing later is known yet.
    for (const id of ['III-1', 'III-5', 'IV-3', 'V-top', 'VI-1', 'VII', 'VIII'])
      expect(pair(t, id), id).toEqual(['', '']);
    expect(places(t)).toEqual(['', '', '']);

    // A match is not decided before someone has won 2 parties (item 2). A double no-show puts
    // both out (item 18): "nobody" goes on, so the next pair's other player will go through.
    score(t, 'II-1', 1, 0);
    expect(decided(t, 'II-1')).toEqual(['', '']);
    score(t, 'II-1', '-', '-');
    expect(decided(t, 'II-1')).toEqual(['—', '—']);
    expect(pair(t, 'III-1')).toEqual(['—', '']);
    expect(pair(t, 'III-5')).toEqual(['—', '']);
    score(t, 'II-1', '', '');
    expect(pair(t, 'III-1')).toEqual(['', '']);
    // A result typed before both players are known decides nothing either.
    score(t, 'III-1', 2, 0);
    expect(decided(t, 'III-1')).toEqual(['', '']);

    // Each step: a pair's result, then the pairs it feeds, as items 10–16 place the players.
    const steps: { id: string; score: [string | number, string | number]; then: Record<string, [string, string]> }[] = [
      // Item 10: winners of II-1 / II-2 meet in III-1 (top net), their losers in III-5 (bottom net).
      { id: 'II-1', score: [2, 0], then: { 'III-1': ['A1', ''], 'III-5': ['H2', ''] } },
      { id: 'II-2', score: [1, 2], then: { 'III-1': ['A1', 'G2'], 'III-5': ['H2', 'B1'] } },
      { id: 'II-3', score: [2, 1], then: { 'III-2': ['C1', ''], 'III-6': ['F2', ''] } },
      // D1 does not appear (item 18): E2 goes on, D1 drops to the bottom net's III-6.
      { id: 'II-4', score: ['-', '+'], then: { 'III-2': ['C1', 'E2'], 'III-6': ['F2', 'D1'] } },
      { id: 'II-5', score: [2, 0], then: { 'III-3': ['E1', ''], 'III-7': ['A2', ''] } },
      { id: 'II-6', score: [0, 2], then: { 'III-3': ['E1', 'B2'], 'III-7': ['A2', 'F1'] } },
      { id: 'II-7', score: [2, 1], then: { 'III-4': ['G1', ''], 'III-8': ['C2', ''] } },
      { id: 'II-8', score: [2, 0], then: { 'III-4': ['G1', 'H1'], 'III-8': ['C2', 'D2'] } },
      // Item 11: IV-1 = W(III-1)–W(III-2), IV-2 = W(III-3)–W(III-4);
      // IV-3 = W(III-5)–L(III-2), IV-4 = W(III-6)–L(III-1), IV-5 = W(III-7)–L(III-4), IV-6 = W(III-8)–L(III-3).
      // D1 left the tournament when he did not appear (item 18): III-6 went to F2 with nothing
      // typed, so IV-4 = W(III-6)–L(III-1) is F2–G2 as soon as III-1 is decided.
      { id: 'III-1', score: [2, 1], then: { 'IV-1': ['A1', ''], 'IV-4': ['F2', 'G2'] } },
      { id: 'III-2', score: [0, 2], then: { 'IV-1': ['A1', 'E2'], 'IV-3': ['', 'C1'] } },
      { id: 'III-3', score: [2, 0], then: { 'IV-2': ['E1', ''], 'IV-6': ['', 'B2'] } },
      { id: 'III-4', score: [1, 2], then: { 'IV-2': ['E1', 'H1'], 'IV-5': ['', 'G1'] } },
      { id: 'III-5', score: [2, 0], then: { 'IV-3': ['H2', 'C1'] } },
      // The referee may still record the forfeit: nothing changes.
      { id: 'III-6', score: ['+', '-'], then: { 'IV-4': ['F2', 'G2'] } },
      { id: 'III-7', score: [0, 2], then: { 'IV-5': ['F1', 'G1'] } },
      { id: 'III-8', score: [2, 1], then: { 'IV-6': ['C2', 'B2'] } },
      // Item 12: the top-net winners meet (V-top); V-1 = W(IV-3)–W(IV-4), V-2 = W(IV-5)–W(IV-6),
      // V-3 = L(IV-1)–L(IV-2).
      { id: 'IV-1', score: [2, 0], then: { 'V-top': ['A1', ''], 'V-3': ['E2', ''] } },
      { id: 'IV-2', score: [0, 2], then: { 'V-top': ['A1', 'H1'], 'V-3': ['E2', 'E1'] } },
      { id: 'IV-3', score: [1, 2], then: { 'V-1': ['C1', ''] } },
      { id: 'IV-4', score: [2, 0], then: { 'V-1': ['C1', 'F2'] } },
      { id: 'IV-5', score: [0, 2], then: { 'V-2': ['G1', ''] } },
      { id: 'IV-6', score: [2, 1], then: { 'V-2': ['G1', 'C2'] } },
      // Items 12 sub-item 1, 14, 16: the top-net winner goes to the final, the loser to VI-1.
      { id: 'V-top', score: [1, 2], then: { VIII: ['H1', ''], 'VI-1': ['A1', ''] } },
      // Item 14: VI-1 = the top-net loser – W(V-1); VI-2 = W(V-2)–W(V-3).
      { id: 'V-1', score: [2, 0], then: { 'VI-1': ['A1', 'C1'] } },
      { id: 'V-2', score: [0, 2], then: { 'VI-2': ['C2', ''] } },
      { id: 'V-3', score: [1, 2], then: { 'VI-2': ['C2', 'E1'] } },
      // Item 15: the semi-final of the stage-6 winners.
      { id: 'VI-1', score: [2, 1], then: { VII: ['A1', ''] } },
      { id: 'VI-2', score: [0, 2], then: { VII: ['A1', 'E1'] } },
      // Item 15: VII's loser is third; item 16: the final of the finalists of stages 5 and 7.
      { id: 'VII', score: [2, 0], then: { VIII: ['H1', 'A1'] } },
      { id: 'VIII', score: [1, 2], then: {} },
    ];
    for (const step of steps) {
      score(t, step.id, step.score[0], step.score[1]);
      for (const [next, players] of Object.entries(step.then))
        expect(pair(t, next), `${step.id} → ${next}`).toEqual(players);
    }
    // Item 15 paragraph 2, item 16 paragraph 2.
    expect(places(t)).toEqual(['A1', 'H1', 'E1']);

    // The whole net, by hand.
    const net: Record<string, [string, string]> = {
      ...stage2,
      'III-1': ['A1', 'G2'],
      'III-2': ['C1', 'E2'],
      'III-3': ['E1', 'B2'],
      'III-4': ['G1', 'H1'],
      'III-5': ['H2', 'B1'],
      'III-6': ['F2', 'D1'],
      'III-7': ['A2', 'F1'],
      'III-8': ['C2', 'D2'],
      'IV-1': ['A1', 'E2'],
      'IV-2': ['E1', 'H1'],
      'IV-3': ['H2', 'C1'],
      'IV-4': ['F2', 'G2'],
      'IV-5': ['F1', 'G1'],
      'IV-6': ['C2', 'B2'],
      'V-top': ['A1', 'H1'],
      'V-1': ['C1', 'F2'],
      'V-2': ['G1', 'C2'],
      'V-3': ['E2', 'E1'],
      'VI-1': ['A1', 'C1'],
      'VI-2': ['C2', 'E1'],
      VII: ['A1', 'E1'],
      VIII: ['H1', 'A1'],
    };
    // 8 + 8 + 6 + 4 + 2 + 1 + 1 pairs.
    expect(Object.keys(net)).toHaveLength(30);
    for (const [id, players] of Object.entries(net)) expect(pair(t, id), id).toEqual(players);
    expect(decided(t, 'II-4')).toEqual(['E2', 'D1']);
    // The winner's name is highlighted, the loser's not.
    const sheet = t.options.name;
    expect(t.book.highlight(sheet, rectA1(match(t, 'II-4').b))).toBe('#d9ead3');
    expect(t.book.highlight(sheet, rectA1(match(t, 'II-4').a))).toBeNull();
    expect(t.book.highlight(sheet, rectA1(match(t, 'VIII').b))).toBe('#d9ead3');
    expect(decided(t, 'III-6')).toEqual(['F2', 'D1']);

    // A corrected stage-2 score: B1 won II-2 after all. B1 now meets A1 in III-1 (and, having
    // lost it with the score still standing 2:1, drops to IV-4); G2 goes to III-5 instead.
    score(t, 'II-2', 2, 0);
    expect(pair(t, 'III-1')).toEqual(['A1', 'B1']);
    expect(pair(t, 'III-5')).toEqual(['H2', 'G2']);
    expect(pair(t, 'IV-4')).toEqual(['F2', 'B1']);
    expect(pair(t, 'IV-3')).toEqual(['H2', 'C1']);
    expect(places(t)).toEqual(['A1', 'H1', 'E1']);

    // A corrected semi-final: E1 won VII. He meets H1 in the final, whose 1:2 now makes him the
    // winner; A1 takes third place.
    score(t, 'VII', 1, 2);
    expect(pair(t, 'VIII')).toEqual(['H1', 'E1']);
    expect(places(t)).toEqual(['E1', 'H1', 'A1']);

    // Clearing a score undoes everything after it: V-top's loser no longer fills VI-1, so VI-1,
    // VII and the final are open again.
    score(t, 'V-top', '', '');
    expect(pair(t, 'VI-1')).toEqual(['', 'C1']);
    expect(pair(t, 'VII')).toEqual(['', 'E1']);
    expect(pair(t, 'VIII')).toEqual(['', '']);
    expect(places(t)).toEqual(['', '', '']);
    expect(t.book.errorCells()).toEqual([]);
  });

  it('refuses a party count above partiesToWin and a score in a formula cell', () => {
    const t = setUp('billiards', 'net32', groupsOf('ABCDEFGH', 4));
    expect(() => type(t, match(t, 'II-1').scoreA, 3)).toThrow(/rejected/);
    expect(() => type(t, match(t, 'II-1').winner, 'A1')).toThrow(/protected/);
    expect(() => type(t, match(t, 'II-1').a, 'X')).toThrow(/protected/);
  });
});

describe('futsal sf4 (Art. 8 items 7–8)', () => {
  it('decides a drawn semi-final and final by the shoot-out; places 1–3', () => {
    const t = setUp('futsal', 'sf4', groupsOf('AB', 4));
    const shoot = (id: string, a: number | string, b: number | string) => {
      type(t, match(t, id).shootA as Rect, a);
      type(t, match(t, id).shootB as Rect, b);
    };
    // Item 7 sub-item 1: A1–B2 and B1–A2.
    expect(pair(t, 'SF1')).toEqual(['A1', 'B2']);
    expect(pair(t, 'SF2')).toEqual(['B1', 'A2']);

    // 2:2 in the semi-final: not decided until the shoot-out (item 7 sub-item 4).
    score(t, 'SF1', 2, 2);
    expect(decided(t, 'SF1')).toEqual(['', '']);
    shoot('SF1', 4, 4);
    expect(decided(t, 'SF1')).toEqual(['', '']);
    shoot('SF1', 3, 5);
    expect(decided(t, 'SF1')).toEqual(['B2', 'A1']);
    score(t, 'SF2', 1, 0);
    // Item 7 sub-items 2–3: the final of the winners, the third-place match of the losers.
    expect(pair(t, 'F')).toEqual(['B2', 'B1']);
    expect(pair(t, '3P')).toEqual(['A1', 'A2']);

    expect(t.book.validation(t.options.name, rectA1(match(t, 'SF1').shootA as Rect))?.helpText).toBe(
      'Голы в серии пенальти (0–30), только при ничьей в матче',
    );
    expect(t.book.validation(t.options.name, rectA1(match(t, 'SF1').scoreA))?.args[0]).toContain('+');
    // A shoot-out typed for a match won on goals changes nothing.
    shoot('SF2', 0, 5);
    expect(decided(t, 'SF2')).toEqual(['B1', 'A2']);

    score(t, 'F', 0, 0);
    expect(places(t)).toEqual(['', '', '']);
    shoot('F', 5, 4);
    score(t, '3P', 3, 1);
    // Item 8: 3P's winner is third, the final's loser second, its winner first.
    expect(places(t)).toEqual(['B2', 'B1', 'A1']);

    // A forfeit in the third-place match: "-" against "+".
    score(t, '3P', '-', '+');
    expect(places(t)).toEqual(['B2', 'B1', 'A2']);
    expect(t.book.errorCells()).toEqual([]);
  });
});

describe('backgammon qf8 (Art. 14 items 2, 8–12)', () => {
  it('scores party rows (a mars, a 4th party after 2:2), no-shows, places 1–3', () => {
    const t = setUp('backgammon', 'qf8', groupsOf('ABCD', 4));
    /** Types party rows: each [A, B] is one party (1 = win, 2 = mars, 0 = lost). */
    const parties = (id: string, rows: [number | string, number | string][]) => {
      const p = match(t, id).parties as Rect;
      rows.forEach(([x, y], k) => {
        t.book.typeAs('referee', t.options.name, a1(p.row + k, p.col), x);
        t.book.typeAs('referee', t.options.name, a1(p.row + k, p.col + 1), y);
      });
    };
    const noShow = (id: string, v: string) => type(t, match(t, id).forfeit as Rect, v);
    const points = (id: string) => [read(t, match(t, id).scoreA), read(t, match(t, id).scoreB)];

    // Item 8: A1–B2, B1–A2, C1–D2, D1–C2.
    expect(pair(t, 'QF1')).toEqual(['A1', 'B2']);
    expect(pair(t, 'QF2')).toEqual(['B1', 'A2']);
    expect(pair(t, 'QF3')).toEqual(['C1', 'D2']);
    expect(pair(t, 'QF4')).toEqual(['D1', 'C2']);
    expect(points('QF1')).toEqual(['', '']);

    // QF1: 1:0, 0:2 (a mars), 1:0 — 2:2 after three parties: a 4th party decides (item 2 sub-item 2).
    parties('QF1', [
      [1, 0],
      [0, 2],
      [1, 0],
    ]);
    expect(points('QF1')).toEqual([2, 2]);
    expect(decided(t, 'QF1')).toEqual(['', '']);
    parties('QF1', [
      [1, 0],
      [0, 2],
      [1, 0],
      [0, 1],
    ]);
    expect(points('QF1')).toEqual([2, 3]);
    expect(decided(t, 'QF1')).toEqual(['B2', 'A1']);

    // QF2: a mars and a win — 3 points after two parties (item 2 sub-item 1).
    parties('QF2', [
      [2, 0],
      [1, 0],
    ]);
    expect(points('QF2')).toEqual([3, 0]);
    expect(decided(t, 'QF2')).toEqual(['B1', 'A2']);

    // QF3: D2 does not appear (item 12).
    noShow('QF3', '+:-');
    expect(points('QF3')).toEqual(['+', '-']);
    expect(decided(t, 'QF3')).toEqual(['C1', 'D2']);

    parties('QF4', [
      [0, 1],
      [0, 1],
      [1, 0],
    ]);
    expect(decided(t, 'QF4')).toEqual(['C2', 'D1']);

    // Item 9: (A1–B2)–(C1–D2) and (B1–A2)–(D1–C2), the brackets marking the winner.
    expect(pair(t, 'SF1')).toEqual(['B2', 'C1']);
    expect(pair(t, 'SF2')).toEqual(['B1', 'C2']);

    parties('SF1', [
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    // SF2 typed as played: C2 won 0:2 (mars), 0:1.
    parties('SF2', [
      [0, 2],
      [0, 1],
    ]);
    expect(decided(t, 'SF2')).toEqual(['C2', 'B1']);
    // Then the referee records that neither player appeared: the no-show overrides the party
    // rows; a double no-show puts both out (Art. 14 item 12), so the final goes to B2 and the
    // third place to C1 without playing.
    noShow('SF2', '-:-');
    expect(points('SF2')).toEqual(['-', '-']);
    expect(decided(t, 'SF2')).toEqual(['—', '—']);
    expect(pair(t, 'F')).toEqual(['B2', '—']);
    expect(pair(t, '3P')).toEqual(['C1', '—']);
    expect(decided(t, 'F')).toEqual(['B2', '—']);
    // Corrected back: they did play.
    noShow('SF2', '');
    expect(points('SF2')).toEqual([0, 3]);
    expect(decided(t, 'SF2')).toEqual(['C2', 'B1']);

    // Item 10: the final of the semi-final winners, the third-place parties of the losers.
    expect(pair(t, 'F')).toEqual(['B2', 'C2']);
    expect(pair(t, '3P')).toEqual(['C1', 'B1']);
    parties('F', [
      [1, 0],
      [0, 1],
      [2, 0],
    ]);
    noShow('3P', '-:+');
    // Item 11.
    expect(places(t)).toEqual(['B2', 'C2', 'B1']);
    expect(t.book.errorCells()).toEqual([]);
  });
});

describe('bracket sheet structure', () => {
  const cases: [GroupGame, BracketFormat, string][] = [
    ['futsal', 'sf4', 'AB'],
    ['billiards', 'net32', 'ABCDEFGH'],
    ['billiards', 'qf8', 'ABCD'],
    ['billiards', 'sf4', 'AB'],
    ['backgammon', 'qf8', 'ABCD'],
    ['backgammon', 'sf4', 'AB'],
  ];
  const inside = (r: Rect, row: number, col: number) =>
    row >= r.row && row < r.row + r.rows && col >= r.col && col < r.col + r.cols;
  const cellsOf = (r: Rect) =>
    Array.from({ length: r.rows * r.cols }, (_, k) => [r.row + Math.floor(k / r.cols), r.col + (k % r.cols)] as const);

  for (const [game, format, letters] of cases) {
    it(`${game} ${format}: inputs are empty and unprotected, formulas are not inputs, fits 26 columns`, () => {
      const options: BracketSheetOptions = {
        game,
        lang: 'kk',
        name: 'x',
        format,
        groupSheet: 'g',
        groups: groupsOf(letters, 4),
        partiesToWin: 2,
        withdrawalsSheet: 'w',
      };
      const plan = bracketSheetPlan(options);
      const layout = bracketLayout(options);
      const cols = plan.values[0]?.length ?? 0;
      expect(cols).toBeLessThanOrEqual(26);
      expect(cols).toBe(layout.cols);
      expect(plan.values.length).toBe(layout.rows);
      expect(plan.values.length).toBeLessThanOrEqual(1000);
      expect(plan.values.every((r) => r.length === cols)).toBe(true);
      expect(plan.protect).toBe(true);

      const isInput = (row: number, col: number) => plan.inputs.some((r) => inside(r, row, col));
      // Every cell of every match people type into is an input and holds nothing.
      for (const m of layout.matches) {
        // backgammon's points are formulas (from the party rows); everywhere else the score is typed
        const scores = game === 'backgammon' ? [] : [m.scoreA, m.scoreB];
        const typed = [...scores, m.shootA, m.shootB, m.forfeit, m.parties].filter((r): r is Rect => r !== undefined);
        expect(m.inputs.length).toBeGreaterThan(0);
        for (const r of [...m.inputs, ...typed]) {
          for (const [row, col] of cellsOf(r)) {
            expect(isInput(row, col), `${m.id} ${a1(row, col)}`).toBe(true);
            expect(plan.values[row]?.[col], `${m.id} ${a1(row, col)}`).toBeNull();
          }
        }
        for (const r of [m.a, m.b, m.winner, m.loser]) expect(isFormula(plan.values[r.row]?.[r.col])).toBe(true);
      }
      // No formula cell is an input; every validation is on input cells.
      plan.values.forEach((line, row) =>
        line.forEach((v, col) => {
          if (isFormula(v)) expect(isInput(row, col), `formula at ${a1(row, col)}`).toBe(false);
        }),
      );
      for (const v of plan.validations) for (const [row, col] of cellsOf(v.rect)) expect(isInput(row, col)).toBe(true);
      // Only functions all of Google Sheets, LibreOffice and HyperFormula have.
      const used = new Set(
        plan.values
          .flat()
          .flatMap((v) => (isFormula(v) ? [...v.f.matchAll(/([A-Z][A-Z0-9_.]*)\(/g)].map((x) => x[1]) : [])),
      );
      for (const fn of used)
        expect([
          'IF',
          'AND',
          'OR',
          'ISNUMBER',
          'EXACT',
          'COUNT',
          'COUNTA',
          'SUMPRODUCT',
          'NOT',
          'SUM',
          'MAX',
        ]).toContain(fn);
      // A group source is a quoted, absolute reference to the group sheet.
      const first = layout.matches[0] as BracketMatchCells;
      expect((plan.values[first.a.row]?.[first.a.col] as { f: string }).f).toMatch(/^='g'!\$[A-Z]+\$\d+$/);
    });
  }

  it('prints stage headers, pair labels and schemes in the tournament language', () => {
    const options: BracketSheetOptions = {
      game: 'billiards',
      lang: 'ru',
      name: 'Бильярд сетка',
      format: 'net32',
      groupSheet: 'Бильярд группы',
      groups: groupsOf('ABCDEFGH', 4),
      partiesToWin: 2,
      withdrawalsSheet: 'Бильярд выбывшие',
    };
    const plan = bracketSheetPlan(options);
    const texts = plan.values.flat().filter((v): v is string => typeof v === 'string');
    expect(texts).toContain('Места 1–3');
    expect(texts).toContain('Этап 2');
    expect(texts).toContain('Этап 3 — верхняя сетка');
    expect(texts).toContain('Этап 3 — нижняя сетка');
    expect(texts).toContain('Этап 8 — финал');
    expect(texts).toContain('III-1');
    expect(texts).toContain('A1 – H2');
    // A winner В(…) (выигравший), a loser П(…) (проигравший), as the group table's В / П columns.
    expect(texts).toContain('В(III-1) – В(III-2)');
    expect(texts).toContain('В(III-5) – П(III-2)');
    expect(texts).toContain('V-верх');
    expect(texts).toContain('П(V-верх) – В(V-1)');
    expect(texts.filter((t) => /\b[WL]\(|top/.test(t))).toEqual([]);
    expect(texts).toContain('Победитель');
    // The cup rounds: the match labels and schemes in the tournament language too.
    const cup = (lang: 'ru' | 'kk' | 'en') =>
      bracketSheetPlan({ ...options, game: 'backgammon', format: 'qf8', groups: groupsOf('ABCD', 4), lang })
        .values.flat()
        .filter((v): v is string => typeof v === 'string');
    expect(cup('ru')).toEqual(
      expect.arrayContaining(['ЧФ1', 'ПФ1', 'Ф', '3М', 'В(ЧФ1) – В(ЧФ3)', 'П(ПФ1) – П(ПФ2)', 'В(Ф)', 'П(Ф)', 'В(3М)']),
    );
    expect(cup('kk')).toEqual(
      expect.arrayContaining([
        'ШФ1',
        'ЖФ1',
        'Ф',
        '3-орын',
        'Ж(ШФ1) – Ж(ШФ3)',
        'Ұ(ЖФ1) – Ұ(ЖФ2)',
        'Ж(Ф)',
        'Ұ(Ф)',
        'Ж(3-орын)',
      ]),
    );
    expect(cup('en')).toEqual(
      expect.arrayContaining(['QF1', 'SF1', 'F', '3P', 'W(QF1) – W(QF3)', 'L(SF1) – L(SF2)', 'W(F)', 'L(F)', 'W(3P)']),
    );
    const byId = new Map(bracketLayout(options).matches.map((m) => [m.id, m]));
    const iv3 = byId.get('IV-3') as BracketMatchCells;
    const iii5 = byId.get('III-5') as BracketMatchCells;
    const iii2 = byId.get('III-2') as BracketMatchCells;
    expect(plan.values[iv3.a.row]?.[iv3.a.col]).toEqual({ f: `=${rectA1(iii5.winner)}` });
    expect(plan.values[iv3.b.row]?.[iv3.b.col]).toEqual({ f: `=${rectA1(iii2.loser)}` });
  });

  it('refuses groups that do not hold the bracket’s letters', () => {
    expect(() =>
      bracketSheetPlan({
        game: 'backgammon',
        lang: 'en',
        name: 'x',
        format: 'qf8',
        groupSheet: 'g',
        groups: groupsOf('AB', 4),
        partiesToWin: 2,
        withdrawalsSheet: 'w',
      }),
    ).toThrow();
  });
});
