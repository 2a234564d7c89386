import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracket,
  resolveBracket,
  sourceLabel,
  type Bracket,
  type BracketFormat,
  type BracketMatch,
  type Source,
} from '../../src/rules/brackets';

const FORMATS: BracketFormat[] = ['sf4', 'qf8', 'net32'];

/** A match as one line: id, stage, net ('-' for none), side a, side b. */
const line = (m: BracketMatch): string => `${m.id} ${m.stage} ${m.net ?? '-'} ${sourceLabel(m.a)} ${sourceLabel(m.b)}`;
const lines = (b: Bracket): string[] => b.matches.map(line);
const placeLabels = (b: Bracket): [string, string, string] => [
  sourceLabel(b.places[1]),
  sourceLabel(b.places[2]),
  sourceLabel(b.places[3]),
];

/** Every source of the bracket, in order: each match's a and b, then places 1, 2, 3. */
function allSources(b: Bracket): Source[] {
  return [...b.matches.flatMap((m) => [m.a, m.b]), b.places[1], b.places[2], b.places[3]];
}

/** Qualifiers named by their labels: "A1", "H2". */
const byLabel = (group: string, place: 1 | 2): string => `${group}${place}`;

describe('sourceLabel', () => {
  it('prints a group place as the rules do ("А1", Art. 11 item 5), a winner as W(…), a loser as L(…)', () => {
    expect(sourceLabel({ kind: 'group', group: 'A', place: 1 })).toBe('A1');
    expect(sourceLabel({ kind: 'group', group: 'H', place: 2 })).toBe('H2');
    expect(sourceLabel({ kind: 'winner', match: 'III-1' })).toBe('W(III-1)');
    expect(sourceLabel({ kind: 'loser', match: 'III-2' })).toBe('L(III-2)');
  });
});

describe("futsal play-off, format 'sf4' (Art. 8 items 7–8)", () => {
  const b = bracket('sf4');

  it('Art. 8 items 3, 5: groups A and B send their first and second places', () => {
    expect(b.format).toBe('sf4');
    expect(b.groups).toEqual(['A', 'B']);
  });

  it('Art. 8 item 7 sub-items 1–3: semi-finals A1–B2, B1–A2; final of the winners; third-place match of the losers, all in stage 2', () => {
    expect(lines(b)).toEqual(['SF1 2 - A1 B2', 'SF2 2 - B1 A2', 'F 2 - W(SF1) W(SF2)', '3P 2 - L(SF1) L(SF2)']);
  });

  it('Art. 8 item 8: third place wins the third-place match; second loses the final, first wins it', () => {
    expect(placeLabels(b)).toEqual(['W(F)', 'L(F)', 'W(3P)']);
  });
});

describe("backgammon play-off, format 'qf8' (Art. 14 items 7–11)", () => {
  const b = bracket('qf8');

  it('Art. 14 items 3, 5: groups A–D send their first and second places', () => {
    expect(b.groups).toEqual(['A', 'B', 'C', 'D']);
  });

  it('Art. 14 item 8: stage 2 is A1–B2, B1–A2, C1–D2, D1–C2', () => {
    expect(lines(b).slice(0, 4)).toEqual(['QF1 2 - A1 B2', 'QF2 2 - B1 A2', 'QF3 2 - C1 D2', 'QF4 2 - D1 C2']);
  });

  it('Art. 14 item 9 (footnote 3: brackets mark the winner): stage 3 is (A1–B2)–(C1–D2) and (B1–A2)–(D1–C2)', () => {
    expect(lines(b).slice(4, 6)).toEqual(['SF1 3 - W(QF1) W(QF3)', 'SF2 3 - W(QF2) W(QF4)']);
  });

  it('Art. 14 item 10: stage 4 is the final of the semi-final winners and the third-place match of the losers', () => {
    expect(lines(b).slice(6)).toEqual(['F 4 - W(SF1) W(SF2)', '3P 4 - L(SF1) L(SF2)']);
  });

  it('Art. 14 item 11: third place wins the third-place match; second loses the final, first wins it', () => {
    expect(placeLabels(b)).toEqual(['W(F)', 'L(F)', 'W(3P)']);
  });
});

describe("billiards play-off, format 'net32' (Art. 11 items 7–16)", () => {
  const b = bracket('net32');
  const stage = (n: number) => b.matches.filter((m) => m.stage === n).map(line);

  it('Art. 11 items 3, 5: groups A–H send their first and second places', () => {
    expect(b.groups).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('Art. 11 item 7: stage 2 is A1–H2, B1–G2, C1–F2, D1–E2, E1–A2, F1–B2, G1–C2, H1–D2; the nets form after it (item 8)', () => {
    expect(stage(2)).toEqual([
      'II-1 2 - A1 H2',
      'II-2 2 - B1 G2',
      'II-3 2 - C1 F2',
      'II-4 2 - D1 E2',
      'II-5 2 - E1 A2',
      'II-6 2 - F1 B2',
      'II-7 2 - G1 C2',
      'II-8 2 - H1 D2',
    ]);
  });

  it('Art. 11 item 10 sub-item 1 (footnote 1: the winner): III-1…III-4 in the top net', () => {
    expect(stage(3).slice(0, 4)).toEqual([
      'III-1 3 top W(II-1) W(II-2)',
      'III-2 3 top W(II-3) W(II-4)',
      'III-3 3 top W(II-5) W(II-6)',
      'III-4 3 top W(II-7) W(II-8)',
    ]);
  });

  it('Art. 11 item 10 sub-item 2 (footnote 2: the loser): III-5…III-8 in the bottom net', () => {
    expect(stage(3).slice(4)).toEqual([
      'III-5 3 bottom L(II-1) L(II-2)',
      'III-6 3 bottom L(II-3) L(II-4)',
      'III-7 3 bottom L(II-5) L(II-6)',
      'III-8 3 bottom L(II-7) L(II-8)',
    ]);
  });

  it('Art. 11 item 11: IV-1, IV-2 in the top net; IV-3…IV-6 bottom-net winners against the top-net losers, crossed', () => {
    expect(stage(4)).toEqual([
      'IV-1 4 top W(III-1) W(III-2)',
      'IV-2 4 top W(III-3) W(III-4)',
      'IV-3 4 bottom W(III-5) L(III-2)',
      'IV-4 4 bottom W(III-6) L(III-1)',
      'IV-5 4 bottom W(III-7) L(III-4)',
      'IV-6 4 bottom W(III-8) L(III-3)',
    ]);
  });

  it('Art. 11 items 12 and 14: the two top-net players meet (unnamed, V-top); V-1, V-2 bottom-net winners; V-3 the stage-4 top-net losers', () => {
    expect(stage(5)).toEqual([
      'V-top 5 top W(IV-1) W(IV-2)',
      'V-1 5 bottom W(IV-3) W(IV-4)',
      'V-2 5 bottom W(IV-5) W(IV-6)',
      'V-3 5 bottom L(IV-1) L(IV-2)',
    ]);
  });

  it('Art. 11 items 13–14: stage 6 in the bottom net, the V-top loser ("the last named") against W(V-1), W(V-2) against W(V-3)', () => {
    expect(stage(6)).toEqual(['VI-1 6 bottom L(V-top) W(V-1)', 'VI-2 6 bottom W(V-2) W(V-3)']);
  });

  it('Art. 11 items 13, 15: stage 7 is the bottom-net semi-final of the two stage-6 winners; its loser is third', () => {
    expect(stage(7)).toEqual(['VII 7 bottom W(VI-1) W(VI-2)']);
    expect(b.places[3]).toEqual({ kind: 'loser', match: 'VII' });
  });

  it('Art. 11 item 16: the final of the finalists of stages 5 and 7; loser second, winner first', () => {
    expect(stage(8)).toEqual(['VIII 8 - W(V-top) W(VII)']);
    expect(placeLabels(b)).toEqual(['W(VIII)', 'L(VIII)', 'L(VII)']);
  });

  it('Art. 11 item 1: eight stages; the bracket is stages 2–8 and has 30 matches in playing order', () => {
    expect(b.matches.map((m) => m.stage)).toEqual([
      ...Array<number>(8).fill(2),
      ...Array<number>(8).fill(3),
      ...Array<number>(6).fill(4),
      ...Array<number>(4).fill(5),
      6,
      6,
      7,
      8,
    ]);
  });

  it('Art. 11 item 9: a top-net loss drops the player to the bottom net; a bottom-net loss puts him out (except the stage-7 loser, third)', () => {
    const usedLosers = new Set(
      allSources(b)
        .filter((s) => s.kind === 'loser')
        .map((s) => (s as { match: string }).match),
    );
    for (const m of b.matches) {
      if (m.net === 'bottom') expect(usedLosers.has(m.id), m.id).toBe(m.id === 'VII');
      else expect(usedLosers.has(m.id), m.id).toBe(true);
    }
    // Whoever drops out of the top net (or loses in stage 2) lands in a bottom-net match.
    for (const m of b.matches) {
      for (const s of [m.a, m.b]) {
        if (s.kind === 'loser') expect(m.net, m.id).toBe('bottom');
        if (s.kind === 'winner' && m.net === 'top') {
          const from = b.matches.find((x) => x.id === s.match);
          expect(from?.net === 'top' || from?.stage === 2, m.id).toBe(true);
        }
      }
    }
  });
});

describe('structural invariants of every format', () => {
  it.each(FORMATS)(
    '%s: ids unique; every source refers to a group place or an earlier match of no later stage',
    (f) => {
      const b = bracket(f);
      expect(new Set(b.matches.map((m) => m.id)).size).toBe(b.matches.length);
      b.matches.forEach((m, i) => {
        if (i > 0) expect(m.stage).toBeGreaterThanOrEqual(b.matches[i - 1]!.stage);
        for (const s of [m.a, m.b]) {
          if (s.kind === 'group') {
            expect(b.groups).toContain(s.group);
            expect([1, 2]).toContain(s.place);
          } else {
            const j = b.matches.findIndex((x) => x.id === s.match);
            expect(j, `${m.id} ← ${sourceLabel(s)}`).toBeGreaterThanOrEqual(0);
            expect(j, `${m.id} ← ${sourceLabel(s)}`).toBeLessThan(i);
            expect(b.matches[j]!.stage).toBeLessThanOrEqual(m.stage);
          }
        }
      });
    },
  );

  it.each(FORMATS)(
    '%s: each group place is used exactly once, all in the first matches, a first against a second',
    (f) => {
      const b = bracket(f);
      const used = allSources(b)
        .filter((s) => s.kind === 'group')
        .map(sourceLabel)
        .sort();
      const expected = b.groups.flatMap((g) => [`${g}1`, `${g}2`]).sort();
      expect(used).toEqual(expected);
      const opening = b.matches.slice(0, b.groups.length);
      for (const m of opening) {
        expect([m.a.kind, m.b.kind], m.id).toEqual(['group', 'group']);
        if (m.a.kind === 'group' && m.b.kind === 'group') expect([m.a.place, m.b.place], m.id).toEqual([1, 2]);
      }
      for (const m of b.matches.slice(b.groups.length)) expect([m.a.kind, m.b.kind], m.id).not.toContain('group');
    },
  );

  it.each(FORMATS)(
    "%s: each match's winner is used exactly once downstream (or as a place), its loser at most once",
    (f) => {
      const b = bracket(f);
      const sources = allSources(b).map(sourceLabel);
      for (const m of b.matches) {
        expect(sources.filter((s) => s === `W(${m.id})`).length, m.id).toBe(1);
        expect(sources.filter((s) => s === `L(${m.id})`).length, m.id).toBeLessThanOrEqual(1);
      }
    },
  );

  it.each(FORMATS)('%s: places 1–3 refer to existing matches and are three different sources', (f) => {
    const b = bracket(f);
    const ids = new Set(b.matches.map((m) => m.id));
    for (const p of [b.places[1], b.places[2], b.places[3]]) {
      expect(p.kind).not.toBe('group');
      if (p.kind !== 'group') expect(ids.has(p.match), sourceLabel(p)).toBe(true);
    }
    expect(new Set(placeLabels(b)).size).toBe(3);
  });

  it.each(FORMATS)('%s: only billiards has nets', (f) => {
    const nets = bracket(f).matches.filter((m) => m.net !== undefined).length;
    expect(nets > 0).toBe(f === 'net32');
  });

  it.each(FORMATS)('%s: every call gives a fresh bracket; changing one does not change the next', (f) => {
    const first = bracket(f);
    const before = JSON.stringify(first);
    first.matches[0]!.a = { kind: 'group', group: 'Z', place: 1 };
    first.places[1] = { kind: 'loser', match: 'x' };
    first.groups.push('Z');
    expect(JSON.stringify(bracket(f))).toBe(before);
  });
});

/** Random outcomes and distinct random names for one format. */
function scenario(f: BracketFormat) {
  const b = bracket(f);
  const n = b.groups.length * 2;
  return fc.record({
    names: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: n, maxLength: n }),
    sides: fc.array(fc.constantFrom<'a' | 'b'>('a', 'b'), { minLength: b.matches.length, maxLength: b.matches.length }),
  });
}

function play(f: BracketFormat, names: string[], sides: ('a' | 'b')[]) {
  const b = bracket(f);
  const slot = (group: string, place: 1 | 2) => b.groups.indexOf(group) * 2 + place - 1;
  const side = new Map(b.matches.map((m, i) => [m.id, sides[i]!]));
  const r = resolveBracket(
    b,
    (group, place) => names[slot(group, place)] ?? null,
    (id) => side.get(id) ?? null,
  );
  return { b, r };
}

describe('a bracket never loses a player (property, random results)', () => {
  it.each(FORMATS)(
    '%s: every match has two distinct players, a winner and a loser; places 1–3 are three distinct qualifiers',
    (f) => {
      fc.assert(
        fc.property(scenario(f), ({ names, sides }) => {
          const { b, r } = play(f, names, sides);
          expect(Object.keys(r.matches)).toEqual(b.matches.map((m) => m.id));
          for (const m of b.matches) {
            const x = r.matches[m.id]!;
            expect(x.a).not.toBeNull();
            expect(x.b).not.toBeNull();
            expect(x.a).not.toBe(x.b);
            expect([x.a, x.b]).toContain(x.winner);
            expect([x.a, x.b]).toContain(x.loser);
            expect(x.winner).not.toBe(x.loser);
          }
          const places = [r.places[1], r.places[2], r.places[3]];
          expect(new Set(places).size).toBe(3);
          for (const p of places) expect(names).toContain(p);
          // Every qualifier plays.
          const players = new Set(b.matches.flatMap((m) => [r.matches[m.id]!.a, r.matches[m.id]!.b]));
          expect([...players].sort()).toEqual([...names].sort());
        }),
      );
    },
  );

  /** Per player: the matches he played, in order, and whether he lost each. */
  function careers(b: Bracket, r: ReturnType<typeof resolveBracket>) {
    const out = new Map<string, { match: BracketMatch; lost: boolean }[]>();
    for (const m of b.matches) {
      const x = r.matches[m.id]!;
      for (const p of [x.a!, x.b!]) {
        const list = out.get(p) ?? [];
        list.push({ match: m, lost: x.loser === p });
        out.set(p, list);
      }
    }
    return out;
  }

  it('net32 (Art. 11 items 8–9, 15–16): a player is out after a bottom-net loss, nobody loses more than twice, the unbeaten player wins', () => {
    fc.assert(
      fc.property(scenario('net32'), ({ names, sides }) => {
        const { b, r } = play('net32', names, sides);
        const placed = [r.places[1], r.places[2], r.places[3]];
        let unbeaten = 0;
        for (const [player, games] of careers(b, r)) {
          const losses = games.filter((g) => g.lost);
          expect(losses.length, player).toBeLessThanOrEqual(2);
          if (losses.length === 0) {
            unbeaten += 1;
            expect(r.places[1], player).toBe(player);
          }
          // A loss in stage 2 or in the top net is never his last match; a bottom-net loss always is.
          games.forEach((g, i) => {
            if (!g.lost) return;
            const last = i === games.length - 1;
            expect(last, `${player} lost ${g.match.id}`).toBe(g.match.net === 'bottom' || g.match.id === 'VIII');
          });
          const last = games[games.length - 1]!;
          if (!placed.includes(player)) {
            // Eliminated: lost his last match, in the bottom net, after exactly two losses.
            expect(last.lost).toBe(true);
            expect(last.match.net).toBe('bottom');
            expect(losses.length).toBe(2);
          }
        }
        expect(unbeaten).toBeLessThanOrEqual(1);
        // Item 12 sub-item 1: the top-net finalist comes to the final unbeaten.
        const finalist = r.matches['VIII']!.a!;
        expect(
          careers(b, r)
            .get(finalist)!
            .filter((g) => g.lost && g.match.id !== 'VIII'),
        ).toEqual([]);
        // Item 15: third place lost twice, the second time in stage 7.
        const third = careers(b, r).get(r.places[3]!)!;
        expect(third.filter((g) => g.lost).length).toBe(2);
        expect(third[third.length - 1]!.match.id).toBe('VII');
        // First and second place: 0+2 or 1+1 losses between them.
        const lossesOf = (p: string | null) =>
          careers(b, r)
            .get(p!)!
            .filter((g) => g.lost).length;
        expect(lossesOf(r.places[1]) + lossesOf(r.places[2])).toBe(2);
        expect(lossesOf(r.places[1])).toBeLessThanOrEqual(1);
      }),
    );
  });

  it.each<BracketFormat>(['sf4', 'qf8'])(
    '%s (Art. 8 item 7, Art. 14 items 7, 10): one loss and out, except the semi-final losers who play for third place',
    (f) => {
      fc.assert(
        fc.property(scenario(f), ({ names, sides }) => {
          const { b, r } = play(f, names, sides);
          for (const [player, games] of careers(b, r)) {
            const losses = games.filter((g) => g.lost);
            const last = games[games.length - 1]!;
            games.forEach((g, i) => {
              if (g.lost && i < games.length - 1) {
                // The only life after a loss: the semi-final loser's third-place match.
                expect(g.match.id.startsWith('SF'), player).toBe(true);
                expect(games[i + 1]!.match.id).toBe('3P');
                expect(i + 1).toBe(games.length - 1);
              }
            });
            if (player === r.places[1]) expect(losses.length).toBe(0);
            else if (player === r.places[2]) expect([last.match.id, losses.length]).toEqual(['F', 1]);
            else if (player === r.places[3]) expect([last.match.id, losses.length]).toEqual(['3P', 1]);
            else if (last.match.id === '3P') expect(losses.length).toBe(2);
            else expect(losses.length).toBe(1);
          }
        }),
      );
    },
  );
});

describe('hand-worked walks (results fixed, occupants written out from the item text)', () => {
  const walk = (f: BracketFormat, side: 'a' | 'b') => {
    const r = resolveBracket(bracket(f), byLabel, () => side);
    const table = Object.entries(r.matches).map(([id, x]) => `${id}: ${x.a}–${x.b} → ${x.winner}`);
    return { table, places: [r.places[1], r.places[2], r.places[3]] };
  };

  it('net32, the "a" side always wins (Art. 11 items 7, 10–16)', () => {
    const { table, places } = walk('net32', 'a');
    expect(table).toEqual([
      // item 7
      'II-1: A1–H2 → A1',
      'II-2: B1–G2 → B1',
      'II-3: C1–F2 → C1',
      'II-4: D1–E2 → D1',
      'II-5: E1–A2 → E1',
      'II-6: F1–B2 → F1',
      'II-7: G1–C2 → G1',
      'II-8: H1–D2 → H1',
      // item 10: top net the stage-2 winners, bottom net the losers
      'III-1: A1–B1 → A1',
      'III-2: C1–D1 → C1',
      'III-3: E1–F1 → E1',
      'III-4: G1–H1 → G1',
      'III-5: H2–G2 → H2',
      'III-6: F2–E2 → F2',
      'III-7: A2–B2 → A2',
      'III-8: C2–D2 → C2',
      // item 11: IV-3 W(III-5)–L(III-2), IV-4 W(III-6)–L(III-1), IV-5 W(III-7)–L(III-4), IV-6 W(III-8)–L(III-3)
      'IV-1: A1–C1 → A1',
      'IV-2: E1–G1 → E1',
      'IV-3: H2–D1 → H2',
      'IV-4: F2–B1 → F2',
      'IV-5: A2–H1 → A2',
      'IV-6: C2–F1 → C2',
      // item 12: the top-net pair, V-1, V-2, and V-3 the losers of IV-1 and IV-2
      'V-top: A1–E1 → A1',
      'V-1: H2–F2 → H2',
      'V-2: A2–C2 → A2',
      'V-3: C1–G1 → C1',
      // item 14: the V-top loser against W(V-1); W(V-2) against W(V-3)
      'VI-1: E1–H2 → E1',
      'VI-2: A2–C1 → A2',
      // item 15
      'VII: E1–A2 → E1',
      // item 16: W(V-top) against W(VII)
      'VIII: A1–E1 → A1',
    ]);
    expect(places).toEqual(['A1', 'E1', 'A2']);
  });

  it('net32, the "b" side always wins: the bottom-net finalist beats the unbeaten one, and nobody plays again (Art. 11 items 7, 10–16)', () => {
    const { table, places } = walk('net32', 'b');
    expect(table).toEqual([
      'II-1: A1–H2 → H2',
      'II-2: B1–G2 → G2',
      'II-3: C1–F2 → F2',
      'II-4: D1–E2 → E2',
      'II-5: E1–A2 → A2',
      'II-6: F1–B2 → B2',
      'II-7: G1–C2 → C2',
      'II-8: H1–D2 → D2',
      'III-1: H2–G2 → G2',
      'III-2: F2–E2 → E2',
      'III-3: A2–B2 → B2',
      'III-4: C2–D2 → D2',
      'III-5: A1–B1 → B1',
      'III-6: C1–D1 → D1',
      'III-7: E1–F1 → F1',
      'III-8: G1–H1 → H1',
      'IV-1: G2–E2 → E2',
      'IV-2: B2–D2 → D2',
      'IV-3: B1–F2 → F2',
      'IV-4: D1–H2 → H2',
      'IV-5: F1–C2 → C2',
      'IV-6: H1–A2 → A2',
      'V-top: E2–D2 → D2',
      'V-1: F2–H2 → H2',
      'V-2: C2–A2 → A2',
      'V-3: G2–B2 → B2',
      'VI-1: E2–H2 → H2',
      'VI-2: A2–B2 → B2',
      'VII: H2–B2 → B2',
      'VIII: D2–B2 → B2',
    ]);
    expect(places).toEqual(['B2', 'D2', 'H2']);
  });

  it('qf8, the "a" side always wins (Art. 14 items 8–11)', () => {
    const { table, places } = walk('qf8', 'a');
    expect(table).toEqual([
      'QF1: A1–B2 → A1',
      'QF2: B1–A2 → B1',
      'QF3: C1–D2 → C1',
      'QF4: D1–C2 → D1',
      'SF1: A1–C1 → A1',
      'SF2: B1–D1 → B1',
      'F: A1–B1 → A1',
      '3P: C1–D1 → C1',
    ]);
    expect(places).toEqual(['A1', 'B1', 'C1']);
  });

  it('sf4, the "b" side always wins (Art. 8 items 7–8)', () => {
    const { table, places } = walk('sf4', 'b');
    expect(table).toEqual(['SF1: A1–B2 → B2', 'SF2: B1–A2 → A2', 'F: B2–A2 → A2', '3P: A1–B1 → B1']);
    expect(places).toEqual(['A2', 'B2', 'B1']);
  });
});

describe('missing qualifiers and undecided matches', () => {
  it('nothing decided: the first round has no players, everything is null, and winnerOf is never asked', () => {
    for (const f of FORMATS) {
      let asked = 0;
      const r = resolveBracket(
        bracket(f),
        () => null,
        () => {
          asked += 1;
          return 'a';
        },
      );
      expect(asked).toBe(0);
      for (const x of Object.values(r.matches)) expect(x).toEqual({ a: null, b: null, winner: null, loser: null });
      expect(r.places).toEqual({ 1: null, 2: null, 3: null });
    }
  });

  it('net32: group H not decided and II-3 not played; the gaps travel down exactly as the pairs say (Art. 11 items 7, 10–11)', () => {
    const r = resolveBracket(
      bracket('net32'),
      (group, place) => (group === 'H' ? null : byLabel(group, place)),
      (id) => (id === 'II-3' ? null : 'a'),
    );
    expect(r.matches['II-1']).toEqual({ a: 'A1', b: null, winner: null, loser: null });
    expect(r.matches['II-8']).toEqual({ a: null, b: 'D2', winner: null, loser: null });
    expect(r.matches['II-3']).toEqual({ a: 'C1', b: 'F2', winner: null, loser: null });
    expect(r.matches['III-1']).toEqual({ a: null, b: 'B1', winner: null, loser: null });
    expect(r.matches['III-2']).toEqual({ a: null, b: 'D1', winner: null, loser: null });
    expect(r.matches['III-3']).toEqual({ a: 'E1', b: 'F1', winner: 'E1', loser: 'F1' });
    expect(r.matches['III-5']).toEqual({ a: null, b: 'G2', winner: null, loser: null });
    expect(r.matches['III-7']).toEqual({ a: 'A2', b: 'B2', winner: 'A2', loser: 'B2' });
    expect(r.matches['IV-6']).toEqual({ a: null, b: 'F1', winner: null, loser: null });
    expect(r.matches['V-2']).toEqual({ a: null, b: null, winner: null, loser: null });
    expect(r.places).toEqual({ 1: null, 2: null, 3: null });
  });

  it('property: any mix of missing qualifiers and undecided matches never throws, and every entry follows from its sources', () => {
    const arb = fc.record({
      f: fc.constantFrom(...FORMATS),
      present: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
      sides: fc.array(fc.constantFrom<'a' | 'b' | null>('a', 'b', null), { minLength: 30, maxLength: 30 }),
    });
    fc.assert(
      fc.property(arb, ({ f, present, sides }) => {
        const b = bracket(f);
        const q = (group: string, place: 1 | 2) =>
          present[b.groups.indexOf(group) * 2 + place - 1] ? byLabel(group, place) : null;
        const side = new Map(b.matches.map((m, i) => [m.id, sides[i] ?? null]));
        const asked: string[] = [];
        const r = resolveBracket(b, q, (id, a, bb) => {
          expect(a).not.toBeNull();
          expect(bb).not.toBeNull();
          asked.push(id);
          return side.get(id) ?? null;
        });
        const value = (s: Source): string | null =>
          s.kind === 'group'
            ? q(s.group, s.place)
            : s.kind === 'winner'
              ? r.matches[s.match]!.winner
              : r.matches[s.match]!.loser;
        for (const m of b.matches) {
          const x = r.matches[m.id]!;
          expect(x.a).toBe(value(m.a));
          expect(x.b).toBe(value(m.b));
          const both = x.a !== null && x.b !== null;
          const s = side.get(m.id);
          expect(x.winner).toBe(both && s ? (s === 'a' ? x.a : x.b) : null);
          expect(x.loser).toBe(both && s ? (s === 'a' ? x.b : x.a) : null);
        }
        // winnerOf is asked once for each match with both players known, and never otherwise.
        expect(asked).toEqual(
          b.matches.filter((m) => r.matches[m.id]!.a !== null && r.matches[m.id]!.b !== null).map((m) => m.id),
        );
        expect(r.places).toEqual({ 1: value(b.places[1]), 2: value(b.places[2]), 3: value(b.places[3]) });
      }),
    );
  });

  it('a hand-made bracket with a self-reference, a cycle or an unknown match gives nulls, not an exception', () => {
    const b: Bracket = {
      format: 'sf4',
      groups: ['A', 'B'],
      matches: [
        { id: 'X', stage: 2, a: { kind: 'winner', match: 'X' }, b: { kind: 'group', group: 'A', place: 1 } },
        { id: 'Y', stage: 2, a: { kind: 'winner', match: 'Z' }, b: { kind: 'group', group: 'B', place: 1 } },
        { id: 'Z', stage: 2, a: { kind: 'loser', match: 'Y' }, b: { kind: 'group', group: 'B', place: 2 } },
        { id: 'U', stage: 2, a: { kind: 'winner', match: 'nope' }, b: { kind: 'group', group: 'A', place: 2 } },
      ],
      places: {
        1: { kind: 'winner', match: 'nope' },
        2: { kind: 'loser', match: 'X' },
        3: { kind: 'winner', match: 'Y' },
      },
    };
    const r = resolveBracket(b, byLabel, () => 'a');
    expect(r.matches['X']).toEqual({ a: null, b: 'A1', winner: null, loser: null });
    expect(r.matches['Y']!.winner).toBeNull();
    expect(r.matches['Z']!.winner).toBeNull();
    expect(r.matches['U']).toEqual({ a: null, b: 'A2', winner: null, loser: null });
    expect(r.places).toEqual({ 1: null, 2: null, 3: null });
  });

  it('an answer other than "a" or "b" from winnerOf counts as undecided; undefined from qualifier counts as missing', () => {
    const r = resolveBracket(
      bracket('sf4'),
      (group, place) => (group === 'B' && place === 2 ? (undefined as unknown as null) : byLabel(group, place)),
      () => 'x' as unknown as 'a',
    );
    expect(r.matches['SF1']).toEqual({ a: 'A1', b: null, winner: null, loser: null });
    expect(r.matches['SF2']).toEqual({ a: 'B1', b: 'A2', winner: null, loser: null });
  });
});
