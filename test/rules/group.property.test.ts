import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { possibleFinalScores } from '../../src/rules/backgammon';
import {
  rankGroup,
  tableOrder,
  type Game,
  type MatchRow,
  type PlayerLine,
  type TiebreakRow,
} from '../../src/rules/group';

type Outcome =
  | { kind: 'unplayed' }
  | { kind: 'score'; a: number; b: number; ea: number | null; eb: number | null }
  | { kind: 'forfeit'; aWins: boolean }
  | { kind: 'double' };

interface Group {
  game: Game;
  players: (string | null)[];
  names: string[];
  rows: MatchRow[];
  outcomes: Outcome[];
  tiebreaks: TiebreakRow[];
}

const BG = possibleFinalScores();
/** Balls or chips; backgammon chips are at most 14 per match point (Art. 13 item 7). */
const extra = (game: Game, points: number) =>
  fc.option(fc.integer({ min: 0, max: game === 'backgammon' ? 14 * points : 40 }), { nil: null });

function scoreArb(game: Game, oneParty: boolean): fc.Arbitrary<[number, number]> {
  const flip = ([w, l]: [number, number], swap: boolean): [number, number] => (swap ? [l, w] : [w, l]);
  switch (game) {
    case 'futsal':
      return fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
    case 'billiards':
      return fc
        .tuple(
          fc.constantFrom<[number, number]>(
            ...(oneParty
              ? [[1, 0] as [number, number]]
              : ([
                  [2, 0],
                  [2, 1],
                ] as [number, number][])),
          ),
          fc.boolean(),
        )
        .map(([s, sw]) => flip(s, sw));
    case 'backgammon':
      return fc.tuple(fc.constantFrom(...BG), fc.boolean()).map(([s, sw]) => flip(s, sw));
  }
}

function outcomeArb(game: Game, oneParty: boolean): fc.Arbitrary<Outcome> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Outcome>({ kind: 'unplayed' }) },
    {
      weight: 6,
      arbitrary: scoreArb(game, oneParty).chain(([a, b]) =>
        fc.tuple(extra(game, a), extra(game, b)).map(([ea, eb]): Outcome => ({ kind: 'score', a, b, ea, eb })),
      ),
    },
    { weight: 1, arbitrary: fc.boolean().map((aWins): Outcome => ({ kind: 'forfeit', aWins })) },
    { weight: 1, arbitrary: fc.constant<Outcome>({ kind: 'double' }) },
  );
}

/** A name as a referee might type it: other case, extra spaces. */
function typed(name: string, variant: number): string {
  if (variant === 1) return name.toUpperCase();
  if (variant === 2) return `  ${name.replace(' ', '   ')} `;
  return name;
}

function rowOf(a: string, b: string, o: Outcome): MatchRow {
  switch (o.kind) {
    case 'unplayed':
      return { a, b, scoreA: null, scoreB: null, extraA: null, extraB: null };
    case 'score':
      return { a, b, scoreA: o.a, scoreB: o.b, extraA: o.ea, extraB: o.eb };
    case 'forfeit':
      return { a, b, scoreA: o.aWins ? '+' : '-', scoreB: o.aWins ? '-' : '+', extraA: null, extraB: null };
    case 'double':
      return { a, b, scoreA: '-', scoreB: '-', extraA: null, extraB: null };
  }
}

const groupArb: fc.Arbitrary<Group> = fc
  .record({
    game: fc.constantFrom<Game>('futsal', 'billiards', 'backgammon'),
    n: fc.integer({ min: 2, max: 8 }),
    oneParty: fc.boolean(),
    gaps: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
  })
  .chain(({ game, n, oneParty, gaps }) => {
    const names = Array.from({ length: n }, (_, k) => `Player ${String.fromCharCode(65 + k)}`);
    const players: (string | null)[] = [];
    names.forEach((name, k) => {
      if (gaps[k]) players.push(null);
      players.push(name);
    });
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
    return fc
      .record({
        game: fc.constant(game),
        players: fc.constant(players),
        names: fc.constant(names),
        picked: fc.array(
          fc.tuple(
            fc.boolean(),
            outcomeArb(game, oneParty),
            fc.integer({ min: 0, max: 2 }),
            fc.integer({ min: 0, max: 2 }),
          ),
          {
            minLength: pairs.length,
            maxLength: pairs.length,
          },
        ),
        tbs: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 1, max: n - 1 })), {
          maxLength: 6,
        }),
      })
      .map(({ picked, tbs, ...rest }) => {
        const rows: MatchRow[] = [];
        const outcomes: Outcome[] = [];
        picked.forEach(([keep, o, va, vb], k) => {
          if (!keep && o.kind !== 'unplayed') return; // the pair is missing from the list altogether
          const [i, j] = pairs[k] as [number, number];
          rows.push(rowOf(typed(names[i] as string, va), typed(names[j] as string, vb), o));
          outcomes.push(o);
        });
        const tiebreaks = tbs.map(([w, d]): TiebreakRow => ({
          winner: names[w] as string,
          loser: names[(w + d) % n] as string,
        }));
        return { ...rest, rows, outcomes, tiebreaks };
      });
  });

function swapRow(r: MatchRow): MatchRow {
  return { a: r.b, b: r.a, scoreA: r.scoreB, scoreB: r.scoreA, extraA: r.extraB, extraB: r.extraA };
}

const run = (g: Group, rows = g.rows, tiebreaks = g.tiebreaks): PlayerLine[] =>
  rankGroup(g.game, g.players, rows, tiebreaks);

describe('rankGroup properties (SPEC §3 GROUP_RANK / GROUP_TABLE)', () => {
  it('places form a ranking: the best is 1 and each place is 1 + the number of players strictly better', () => {
    fc.assert(
      fc.property(groupArb, (g) => {
        const lines = run(g);
        expect(lines.map((l) => l.player)).toEqual(g.names);
        expect(lines.map((l) => l.index)).toEqual(g.players.flatMap((p, k) => (p === null ? [] : [k])));
        expect(Math.min(...lines.map((l) => l.place))).toBe(1);
        for (const l of lines) expect(l.place).toBe(1 + lines.filter((o) => o.place < l.place).length);
        // primary criterion: more points is always a better place
        for (const x of lines) for (const y of lines) if (x.points > y.points) expect(x.place).toBeLessThan(y.place);
        const order = tableOrder(lines);
        for (let k = 1; k < order.length; k++)
          expect((order[k - 1] as PlayerLine).place).toBeLessThanOrEqual((order[k] as PlayerLine).place);
      }),
      { numRuns: 500 },
    );
  });

  it("shuffling the match rows and tiebreak rows, or swapping a row's sides, changes no place and no statistic", () => {
    fc.assert(
      fc.property(
        groupArb.chain((g) =>
          fc.tuple(
            fc.constant(g),
            fc.shuffledSubarray(
              g.rows.map((_, k) => k),
              { minLength: g.rows.length, maxLength: g.rows.length },
            ),
            fc.array(fc.boolean(), { minLength: g.rows.length, maxLength: g.rows.length }),
            fc.shuffledSubarray(g.tiebreaks, { minLength: g.tiebreaks.length, maxLength: g.tiebreaks.length }),
          ),
        ),
        ([g, perm, swaps, tbs]) => {
          const rows = perm.map((k) => (swaps[k] ? swapRow(g.rows[k] as MatchRow) : (g.rows[k] as MatchRow)));
          expect(run(g, rows, tbs)).toEqual(run(g));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('match counts add up: wins, losses, draws, played, points and goal difference', () => {
    fc.assert(
      fc.property(groupArb, (g) => {
        const lines = run(g);
        const sum = (f: (l: PlayerLine) => number) => lines.reduce((s, l) => s + f(l), 0);
        const played = g.outcomes.filter((o) => o.kind !== 'unplayed');
        const doubles = g.outcomes.filter((o) => o.kind === 'double').length;
        const draws = g.outcomes.filter((o) => o.kind === 'score' && o.a === o.b).length;
        const decided = played.length - doubles - draws;
        expect(sum((l) => l.played)).toBe(2 * played.length);
        expect(sum((l) => l.won)).toBe(decided);
        expect(sum((l) => l.lost)).toBe(decided + 2 * doubles);
        expect(sum((l) => l.drawn)).toBe(2 * draws);
        expect(sum((l) => l.diff)).toBe(0);
        for (const l of lines) {
          expect(l.played).toBe(l.won + l.drawn + l.lost);
          expect(l.diff).toBe(l.for - l.against);
        }
        if (g.game === 'futsal') {
          expect(sum((l) => l.points)).toBe(3 * decided + 2 * draws);
          for (const l of lines) expect(l.points).toBe(3 * l.won + l.drawn);
        } else {
          expect(draws).toBe(0);
          for (const l of lines) expect(l.points).toBe(l.won);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a forfeit counts as its fixed score: 3:0 futsal, 2:0 billiards, 3:0 backgammon', () => {
    fc.assert(
      fc.property(groupArb, (g) => {
        const w = g.game === 'billiards' ? 2 : 3;
        const goals = g.outcomes.reduce(
          (s, o) => s + (o.kind === 'score' ? o.a + o.b : o.kind === 'forfeit' ? w : 0),
          0,
        );
        expect(run(g).reduce((s, l) => s + l.for, 0)).toBe(goals);
      }),
      { numRuns: 300 },
    );
  });
});
