/**
 * Referees (issue 24 item 17): Art. 8 item 9 (futsal: every match refereed by the committee's
 * referees), Art. 11 item 19 (billiards: the semi-final and final parties only), Art. 17 item 7
 * (preference: the committee names the referees, participants allowed).
 */
import { describe, expect, it } from 'vitest';
import {
  readRefereeWhat,
  refereeProblems,
  refereeRequired,
  refereesOf,
  rowLines,
  type RefereeLine,
  type RefereeSlot,
} from '../../src/rules/referees';

const slot = (over: Partial<RefereeSlot>): RefereeSlot => ({
  game: 'billiards',
  key: 'g:A:1',
  date: '2026-11-27',
  start: 600,
  end: 660,
  table: 1,
  names: [],
  ...over,
});
const line = (name: string, over: Partial<RefereeLine> = {}): RefereeLine => ({
  name,
  game: 'billiards',
  what: { kind: 'all' },
  date: null,
  ...over,
});

describe('referees (issue 24 item 17)', () => {
  it('the committee writes what a referee referees as it says it: a court or table, a stage, a match, or nothing', () => {
    expect(readRefereeWhat('')).toEqual({ kind: 'all' });
    expect(readRefereeWhat('корт 2')).toEqual({ kind: 'table', table: 2 });
    expect(readRefereeWhat('Стол 3')).toEqual({ kind: 'table', table: 3 });
    expect(readRefereeWhat('4')).toEqual({ kind: 'table', table: 4 });
    expect(readRefereeWhat('Полуфинал')).toEqual({ kind: 'stage', stage: 'semi' });
    expect(readRefereeWhat('semi-final')).toEqual({ kind: 'stage', stage: 'semi' });
    expect(readRefereeWhat('финал')).toEqual({ kind: 'stage', stage: 'final' });
    expect(readRefereeWhat('VII')).toEqual({ kind: 'match', match: 'VII' });
  });

  it('Art. 11 item 19: billiards semi-final (VII; SF1, SF2) and final (VIII; F) are refereed, the other parties by the players', () => {
    for (const key of ['b:VII', 'b:VIII', 'b:SF1', 'b:SF2', 'b:F'])
      expect(refereeRequired({ game: 'billiards', key })).toBe(true);
    for (const key of ['g:A:1', 'b:II-1', 'b:V-top', 'b:VI-1', 'b:3P'])
      expect(refereeRequired({ game: 'billiards', key })).toBe(false);
    // Art. 8 item 9: every futsal match; backgammon and preference name none by rule
    expect(refereeRequired({ game: 'futsal', key: 'g:A:1' })).toBe(true);
    expect(refereeRequired({ game: 'backgammon', key: 'b:F' })).toBe(false);
  });

  it('Art. 11 item 19: an unassigned billiards semi-final or final is named; a stage word or the match label assigns it', () => {
    const semi = slot({ key: 'b:VII', table: 1 });
    const fin = slot({ key: 'b:VIII', table: 1, start: 700, end: 760 });
    expect(refereeProblems([semi, fin, slot({})], []).map((p) => [p.code, p.slot.key])).toEqual([
      ['refereeMissing', 'b:VII'],
      ['refereeMissing', 'b:VIII'],
    ]);
    const lines = [
      line('Судья Один', { what: readRefereeWhat('полуфинал') }),
      line('Судья Два', { what: readRefereeWhat('VIII') }),
    ];
    expect(refereesOf(semi, lines)).toEqual(['Судья Один']);
    expect(refereesOf(fin, lines)).toEqual(['Судья Два']);
    expect(refereeProblems([semi, fin], lines)).toEqual([]);
  });

  it('a referee of a court referees every match there, of his game and day only', () => {
    const lines = [line('Асель', { game: 'futsal', what: { kind: 'table', table: 2 }, date: '2026-11-27' })];
    expect(refereesOf(slot({ game: 'futsal', table: 2 }), lines)).toEqual(['Асель']);
    expect(refereesOf(slot({ game: 'futsal', table: 1 }), lines)).toEqual([]);
    expect(refereesOf(slot({ game: 'billiards', table: 2 }), lines)).toEqual([]);
    expect(refereesOf(slot({ game: 'futsal', table: 2, date: '2026-11-28' }), lines)).toEqual([]);
  });

  it('Art. 17 item 7: a participant may referee, but one who plays at the same time (any game) is warned', () => {
    const lines = [line('Болат', { game: 'preference', what: { kind: 'table', table: 3 } })];
    const refereed = slot({ game: 'preference', key: 't:1', table: 3, names: ['Дана', 'Ерлан', 'Жан'] });
    const his = slot({ game: 'backgammon', key: 'g:B:2', start: 630, end: 690, names: ['Болат', 'Сая'] });
    const later = slot({ game: 'backgammon', key: 'g:B:3', start: 700, end: 760, names: ['Болат', 'Сая'] });
    const problems = refereeProblems([refereed, his, later], lines);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'refereePlaying', referee: 'Болат', playing: { key: 'g:B:2' } });
    // names compared as every name in the add-on: case and ё do not matter
    expect(refereesOf(refereed, [line('болат', { game: 'preference' }), ...lines])).toEqual(['болат']);
  });

  it('Art. 17 item 7: the day plan\'s referee cell names the referees of its row, one or more ("," ";" "/" or a line each)', () => {
    const lines = rowLines(
      'preference',
      new Map([
        ['t:1:2', 'Асель; Болат\nДина'],
        ['t:1:3', ' '],
      ]),
    );
    expect(lines.map((l) => l.name)).toEqual(['Асель', 'Болат', 'Дина']);
    const table2 = slot({ game: 'preference', key: 't:1:2', table: 2 });
    const table3 = slot({ game: 'preference', key: 't:1:3', table: 3 });
    expect(refereesOf(table2, lines)).toEqual(['Асель', 'Болат', 'Дина']);
    expect(refereesOf(table3, lines)).toEqual([]);
    // Art. 8 item 9: a futsal row's cell assigns that match only; the other is still missing.
    const futsal = rowLines('futsal', new Map([['g:A:1', 'Ерлан']]));
    const problems = refereeProblems(
      [slot({ game: 'futsal', key: 'g:A:1' }), slot({ game: 'futsal', key: 'g:A:2', table: 2 })],
      futsal,
    );
    expect(problems.map((p) => [p.code, p.slot.key])).toEqual([['refereeMissing', 'g:A:2']]);
  });
});
