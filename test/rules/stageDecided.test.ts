/**
 * When a stage is decided (src/rules/stageDecided.ts): finalize freezes a stage as the record only
 * once the rules have settled it — a group's two qualifiers (Art. 8 item 5, Art. 11 item 5, Art. 14
 * item 5) after its tiebreak if needed (item 6 of each), the play-off's places 1–3 (Art. 8 item 8,
 * Art. 11 items 15–16, Art. 14 item 11), a preference tour's parties (Art. 16 item 15, Art. 18 item
 * 10), the final played to its target (Art. 16 item 15), the standings after every tour (Art. 17
 * item 1).
 */
import { describe, expect, it } from 'vitest';
import {
  GROUP_TIEBREAK,
  groupMatchDecided,
  openBracket,
  openFinal,
  openGroups,
  openStandings,
  openTour,
  type GroupSeen,
} from '../../src/rules/stageDecided';

type M = { id: string; decided: boolean };
const match = (id: string, decided: boolean): M => ({ id, decided });

function group(letter: string, over: Partial<GroupSeen<M>>): GroupSeen<M> {
  return {
    letter,
    placed: false,
    matches: [match(`${letter}1`, true), match(`${letter}2`, true), match(`${letter}3`, true)],
    standings: [],
    players: ['Иванов', 'Петров', 'Сидоров'],
    ...over,
  };
}

describe('a group is decided once its 1st and 2nd places are known (Art. 8 item 5, Art. 11 item 5, Art. 14 item 5)', () => {
  it('a group with both places shown is decided, whatever else', () => {
    expect(openGroups([group('A', { placed: true, matches: [match('A1', false)] })])).toEqual([]);
  });

  it('else it names its matches without a result, in order, out of how many', () => {
    const g = group('B', { matches: [match('B1', true), match('B2', false), match('B3', false)] });
    expect(openGroups([g])).toEqual([{ letter: 'B', kind: 'matches', open: [g.matches[1], g.matches[2]], total: 3 }]);
  });

  it('every match played and a place still empty: the players level for it play the tiebreak (item 6)', () => {
    const standings = [
      { place: 1, player: 'Иванов' },
      { place: 2, player: 'Петров' },
      { place: 2, player: 'Сидоров' },
    ];
    expect(openGroups([group('C', { standings })])).toEqual([
      { letter: 'C', kind: 'tiebreak', tied: ['Петров', 'Сидоров'] },
    ]);
    // a three-way tie for 1st: all three
    const three = standings.map((l) => ({ ...l, place: 1 }));
    expect(openGroups([group('D', { standings: three })])[0]).toMatchObject({ tied: ['Иванов', 'Петров', 'Сидоров'] });
  });

  it('no shared place shown (still computing, or not a number): every player of the group is named', () => {
    const standings = [
      { place: 'Loading…', player: 'Иванов' },
      { place: '', player: 'Петров' },
    ];
    expect(openGroups([group('E', { standings })])[0]).toMatchObject({ tied: ['Иванов', 'Петров', 'Сидоров'] });
  });

  it("the rules' tiebreak: a penalty shoot-out in futsal (Art. 8 item 6), an additional party in billiards (Art. 11 item 6) and backgammon (Art. 14 item 6)", () => {
    expect(GROUP_TIEBREAK).toEqual({
      futsal: { kind: 'shootout', article: 8, item: 6 },
      billiards: { kind: 'extraParty', article: 11, item: 6 },
      backgammon: { kind: 'extraParty', article: 14, item: 6 },
    });
  });

  it('a match has its result: both scores (futsal, billiards); backgammon a no-show or its points (Art. 14 item 2)', () => {
    expect(groupMatchDecided('futsal', { scoreA: '2', scoreB: '', noShow: '' })).toBe(false);
    expect(groupMatchDecided('futsal', { scoreA: '2', scoreB: '2', noShow: '' })).toBe(true);
    expect(groupMatchDecided('billiards', { scoreA: '-', scoreB: '+', noShow: '' })).toBe(true);
    expect(groupMatchDecided('backgammon', { scoreA: '', scoreB: '', noShow: '' })).toBe(false);
    expect(groupMatchDecided('backgammon', { scoreA: '', scoreB: '', noShow: '-:+' })).toBe(true);
    expect(groupMatchDecided('backgammon', { scoreA: '3', scoreB: '1', noShow: '' })).toBe(true);
  });
});

describe('the play-off is decided once places 1–3 are known (Art. 8 item 8, Art. 11 items 15–16, Art. 14 item 11)', () => {
  const m = (id: string, decided: boolean, flagged = false) => ({ id, decided, flagged });

  it('places 1–3 shown and nothing flagged: decided', () => {
    expect(openBracket([m('F', true), m('3rd', true)], [true, true, true])).toBeNull();
  });

  it('a flagged match keeps it open even with the places shown, named first', () => {
    const flagged = m('SF1', true, true);
    expect(openBracket([flagged, m('F', false)], [true, true, true])).toEqual({ kind: 'flagged', matches: [flagged] });
  });

  it('the matches without a winner yet, in order', () => {
    const open = [m('SF2', false), m('F', false)];
    expect(openBracket([m('SF1', true), ...open], [false, false, false])).toEqual({ kind: 'matches', open });
  });

  it('every match won and a place still empty: the empty places', () => {
    expect(openBracket([m('F', true)], [true, true, false])).toEqual({ kind: 'places', empty: [3] });
  });
});

describe('a preference tour is decided once every party is over (Art. 16 item 15) within its target (Art. 18 item 10)', () => {
  const t = (label: string, complete: boolean, overTarget = false) => ({ label, complete, overTarget });

  it('a pool above the target first, even on a tour otherwise complete', () => {
    const over = t('2', true, true);
    expect(openTour({ tables: [t('1', true), over], complete: true, typed: true })).toEqual({
      kind: 'overTarget',
      tables: [over],
    });
  });

  it('complete: decided; nothing typed: empty; else the tables not complete', () => {
    expect(openTour({ tables: [t('1', true)], complete: true, typed: true })).toBeNull();
    expect(openTour({ tables: [t('1', false)], complete: false, typed: false })).toEqual({ kind: 'empty' });
    const open = t('2', false);
    expect(openTour({ tables: [t('1', true), open], complete: false, typed: true })).toEqual({
      kind: 'tables',
      open: [open],
    });
  });
});

describe('the final is played to its target, with no time limit (Art. 16 item 15, last paragraph)', () => {
  const base = { complete: false, overTarget: false, typed: true, target: 200 };

  it('complete: decided; a pool above the target: open', () => {
    const full = { pools: [200, 200, 200, 200], mountains: [10, 0, 40, 22] };
    expect(openFinal({ ...base, ...full, complete: true })).toBeNull();
    expect(openFinal({ ...base, ...full, overTarget: true })).toEqual({ kind: 'overTarget' });
  });

  it('typed to the end with pools short of 200: it goes on, naming the seats short (no compulsory close)', () => {
    expect(openFinal({ ...base, pools: [200, 180, 200, 150], mountains: [0, 0, 0, 0] })).toEqual({
      kind: 'short',
      seats: [1, 3],
    });
  });

  it('partly typed: the seats missing a pool or a mountain; nothing typed: empty', () => {
    expect(openFinal({ ...base, pools: [200, null, 200, 200], mountains: [0, 0, null, 0] })).toEqual({
      kind: 'part',
      seats: [1, 2],
    });
    expect(openFinal({ ...base, typed: false, pools: [null, null, null], mountains: [null, null, null] })).toEqual({
      kind: 'empty',
    });
  });
});

describe('the standings are decided after the last tour (Art. 17 item 1, Art. 16 item 16)', () => {
  const tour = (n: number, seated: boolean, complete: boolean) => ({ n, seated, complete });

  it('every tour seated and decided: decided', () => {
    expect(openStandings([1, 2, 3, 4, 5, 6, 7].map((n) => tour(n, true, true)))).toBeNull();
  });

  it('else the tours not seated and those seated but open', () => {
    const tours = [tour(1, true, true), tour(2, true, false), tour(3, false, false), tour(4, false, false)];
    expect(openStandings(tours)).toEqual({ unseated: [tours[2], tours[3]], incomplete: [tours[1]] });
  });
});
