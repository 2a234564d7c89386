/**
 * A player who leaves and the forfeits it makes (src/rules/withdrawal.ts): "засчитывается поражение
 * и он выбывает из дальнейшего участия в турнире" (Art. 11 item 18, Art. 14 item 12) — every group
 * match of his with nothing typed is lost by him, "-" / "+" as the standings count a forfeit
 * (Art. 11 item 18 in src/rules/group.ts); a result typed stands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rankGroup } from '../../src/rules/group';
import {
  forfeitMarks,
  forfeitRecorded,
  noShowCell,
  withdrawalForfeits,
  type GroupMatchSeen,
} from '../../src/rules/withdrawal';
import { BG_FORFEITS } from '../../src/sheets/kinds/groupSheet';

/** A group of four in Berger order, as the group sheet lists its matches. */
const GROUP = ['Иванов И.', 'Петров П.', 'Сидоров С.', 'Ахметов А.'];
const MATCHES: GroupMatchSeen[] = [
  { a: GROUP[0]!, b: GROUP[3]!, typed: true },
  { a: GROUP[1]!, b: GROUP[2]!, typed: false },
  { a: GROUP[3]!, b: GROUP[2]!, typed: false },
  { a: GROUP[0]!, b: GROUP[1]!, typed: false },
  { a: GROUP[1]!, b: GROUP[3]!, typed: true },
  { a: GROUP[2]!, b: GROUP[0]!, typed: false },
];

describe('which matches a withdrawal forfeits (Art. 11 item 18, Art. 14 item 12)', () => {
  it('every match of his with nothing typed, on his side "-", the opponent "+"', () => {
    const out = withdrawalForfeits(GROUP[3]!, MATCHES);
    expect(out.map((f) => MATCHES.indexOf(f.match))).toEqual([2]);
    expect(out[0]).toMatchObject({ side: 0, marks: { a: '-', b: '+' } });
    const second = withdrawalForfeits(GROUP[0]!, MATCHES);
    expect(second.map((f) => [MATCHES.indexOf(f.match), f.side, f.marks])).toEqual([
      [3, 0, { a: '-', b: '+' }],
      [5, 1, { a: '+', b: '-' }],
    ]);
  });

  it('a match with anything typed stands: played before he left, or decided without him', () => {
    expect(withdrawalForfeits(GROUP[1]!, MATCHES).map((f) => MATCHES.indexOf(f.match))).toEqual([1, 3]);
    const allTyped = MATCHES.map((m) => ({ ...m, typed: true }));
    expect(withdrawalForfeits(GROUP[2]!, allTyped)).toEqual([]);
  });

  it('his name as the sheet shows it: case, spaces and look-alike letters do not matter (nameKey)', () => {
    // "Ахметов" typed with a Latin "A" and in capitals
    expect(withdrawalForfeits('  AХМЕТОВ  а. ', MATCHES)).toHaveLength(1);
    expect(withdrawalForfeits('Ахметова А.', MATCHES)).toEqual([]);
  });

  it('property: the forfeits are exactly his untyped matches, each lost on his side only', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.boolean()), {
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 3 }),
        (rows, who) => {
          const matches = rows
            .filter(([i, j]) => i !== j)
            .map(([i, j, typed]) => ({ a: GROUP[i]!, b: GROUP[j]!, typed }));
          const out = withdrawalForfeits(GROUP[who]!, matches);
          const his = matches.filter((m) => !m.typed && (m.a === GROUP[who] || m.b === GROUP[who]));
          expect(out.map((f) => f.match)).toEqual(his);
          for (const f of out) {
            const mine = f.side === 0 ? f.marks.a : f.marks.b;
            const theirs = f.side === 0 ? f.marks.b : f.marks.a;
            expect([mine, theirs]).toEqual(['-', '+']);
            expect([f.match.a, f.match.b][f.side]).toBe(GROUP[who]);
          }
        },
      ),
    );
  });
});

describe('how a forfeit is written (SPEC §3: "+" / "-" in the score cells)', () => {
  it('the side absent gets "-", a side that came "+"; both absent, the match is lost by both', () => {
    expect(forfeitMarks([0])).toEqual({ a: '-', b: '+' });
    expect(forfeitMarks([1])).toEqual({ a: '+', b: '-' });
    expect(forfeitMarks([0, 1])).toEqual({ a: '-', b: '-' });
  });

  it('the standings count the marks as the rules want: a win for the opponent, 0 points for him (Art. 11 item 18)', () => {
    const marks = withdrawalForfeits(GROUP[1]!, [{ a: GROUP[0]!, b: GROUP[1]!, typed: false }])[0]!.marks;
    const match = { a: GROUP[0]!, b: GROUP[1]!, scoreA: marks.a, scoreB: marks.b, extraA: null, extraB: null };
    const table = rankGroup('billiards', [GROUP[0]!, GROUP[1]!], [match], []);
    expect(table.map((l) => [l.player, l.won, l.lost, l.for, l.against])).toEqual([
      [GROUP[0], 1, 0, 2, 0],
      [GROUP[1], 0, 1, 0, 2],
    ]);
  });

  it("backgammon's no-show cell (Art. 14 item 12) is the one the group sheet offers", () => {
    expect([forfeitMarks([0]), forfeitMarks([1]), forfeitMarks([0, 1])].map(noShowCell)).toEqual([...BG_FORFEITS]);
  });
});

describe('a forfeit already written is not a result typed (a no-show applied again)', () => {
  it('score cells: "-" on each absent side and only forfeit marks in the match', () => {
    expect(forfeitRecorded('billiards', [0], { a: '-', b: '+', noShow: '' })).toBe(true);
    expect(forfeitRecorded('futsal', [1], { a: '-', b: '+', noShow: '' })).toBe(false);
    expect(forfeitRecorded('billiards', [0, 1], { a: '-', b: '-', noShow: '' })).toBe(true);
    expect(forfeitRecorded('billiards', [0], { a: '-', b: '2', noShow: '' })).toBe(false);
    expect(forfeitRecorded('futsal', [0], { a: '0', b: '3', noShow: '' })).toBe(false);
  });

  it('backgammon: its no-show cell says "-" for each absent side (the scores are the cell\'s points)', () => {
    expect(forfeitRecorded('backgammon', [0], { a: '0', b: '3', noShow: '-:+' })).toBe(true);
    expect(forfeitRecorded('backgammon', [0, 1], { a: '0', b: '0', noShow: '-:-' })).toBe(true);
    expect(forfeitRecorded('backgammon', [1], { a: '0', b: '3', noShow: '-:+' })).toBe(false);
    expect(forfeitRecorded('backgammon', [0], { a: '1', b: '3', noShow: '' })).toBe(false);
  });
});
