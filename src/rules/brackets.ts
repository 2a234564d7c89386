/**
 * Knock-out brackets as data: who plays whom after the group stage, and where the winner and
 * the loser of each match go. Pure: no Apps Script, no I/O.
 *
 * - `sf4`: futsal, Art. 8 items 7–8 (semi-finals A1–B2, B1–A2, final, third-place match);
 *   also the small-field format for backgammon and billiards (SPEC §4).
 * - `qf8`: backgammon, Art. 14 items 7–11 (quarter-finals A1–B2, B1–A2, C1–D2, D1–C2,
 *   semi-finals (A1–B2)–(C1–D2) and (B1–A2)–(D1–C2), final, third place); also the billiards
 *   4-group small format (SPEC §4).
 * - `net32`: billiards, Art. 11 items 7–16: stage 2, then the top net and the bottom net
 *   (pairs III-1…III-8, IV-1…IV-6, V-1…V-3), stages 6–8. The rules do not name the stage-5
 *   match of the two players left in the top net (item 12 sub-item 1, item 14); we call it
 *   `V-top`.
 *
 * See docs/rules.md, section "Brackets".
 */

/** Where a player of a knock-out match comes from. */
export type Source =
  { kind: 'group'; group: string; place: 1 | 2 } | { kind: 'winner'; match: string } | { kind: 'loser'; match: string };

export interface BracketMatch {
  /** Stable id ("II-1", "V-top", "QF1", "3P" …); the sheet shows it in the tournament language (src/sheets/kinds/bracketSheet.ts). */
  id: string;
  /** The rules' stage number (billiards 2..8, backgammon 2..4, futsal 2). */
  stage: number;
  /** Billiards only, stages 3–7 (Art. 11 items 8–15). Stage 2 and the final have none. */
  net?: 'top' | 'bottom';
  a: Source;
  b: Source;
}

export type BracketFormat = 'sf4' | 'qf8' | 'net32';

export interface Bracket {
  format: BracketFormat;
  /** The groups whose first and second places enter the bracket. */
  groups: string[];
  /** In playing order: every source refers to a group place or to an earlier match. */
  matches: BracketMatch[];
  places: { 1: Source; 2: Source; 3: Source };
}

export interface ResolvedMatch {
  a: string | null;
  b: string | null;
  winner: string | null;
  loser: string | null;
}

export interface ResolvedBracket {
  matches: Record<string, ResolvedMatch>;
  places: { 1: string | null; 2: string | null; 3: string | null };
}

const g = (group: string, place: 1 | 2): Source => ({ kind: 'group', group, place });
const w = (match: string): Source => ({ kind: 'winner', match });
const l = (match: string): Source => ({ kind: 'loser', match });

function m(id: string, stage: number, a: Source, b: Source, net?: 'top' | 'bottom'): BracketMatch {
  return net === undefined ? { id, stage, a, b } : { id, stage, net, a, b };
}

/** Final, third-place match and places 1–3, as in Art. 8 items 7–8 and Art. 14 items 10–11. */
function finalAndThird(stage: number, sf1: string, sf2: string): BracketMatch[] {
  return [m('F', stage, w(sf1), w(sf2)), m('3P', stage, l(sf1), l(sf2))];
}

const cupPlaces = (): Bracket['places'] => ({ 1: w('F'), 2: l('F'), 3: w('3P') });

function sf4(): Bracket {
  // Art. 8 item 7: the whole play-off is the tournament's second stage.
  return {
    format: 'sf4',
    groups: ['A', 'B'],
    matches: [m('SF1', 2, g('A', 1), g('B', 2)), m('SF2', 2, g('B', 1), g('A', 2)), ...finalAndThird(2, 'SF1', 'SF2')],
    places: cupPlaces(),
  };
}

function qf8(): Bracket {
  return {
    format: 'qf8',
    groups: ['A', 'B', 'C', 'D'],
    matches: [
      // Art. 14 item 8.
      m('QF1', 2, g('A', 1), g('B', 2)),
      m('QF2', 2, g('B', 1), g('A', 2)),
      m('QF3', 2, g('C', 1), g('D', 2)),
      m('QF4', 2, g('D', 1), g('C', 2)),
      // Art. 14 item 9 (footnote 3: the brackets mark the winner).
      m('SF1', 3, w('QF1'), w('QF3')),
      m('SF2', 3, w('QF2'), w('QF4')),
      // Art. 14 item 10.
      ...finalAndThird(4, 'SF1', 'SF2'),
    ],
    places: cupPlaces(),
  };
}

function net32(): Bracket {
  return {
    format: 'net32',
    groups: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'],
    matches: [
      // Art. 11 item 7. The nets are formed only after this stage (item 8).
      m('II-1', 2, g('A', 1), g('H', 2)),
      m('II-2', 2, g('B', 1), g('G', 2)),
      m('II-3', 2, g('C', 1), g('F', 2)),
      m('II-4', 2, g('D', 1), g('E', 2)),
      m('II-5', 2, g('E', 1), g('A', 2)),
      m('II-6', 2, g('F', 1), g('B', 2)),
      m('II-7', 2, g('G', 1), g('C', 2)),
      m('II-8', 2, g('H', 1), g('D', 2)),
      // Item 10 sub-item 1 (footnote 1: the brackets mark the winner).
      m('III-1', 3, w('II-1'), w('II-2'), 'top'),
      m('III-2', 3, w('II-3'), w('II-4'), 'top'),
      m('III-3', 3, w('II-5'), w('II-6'), 'top'),
      m('III-4', 3, w('II-7'), w('II-8'), 'top'),
      // Item 10 sub-item 2 (footnote 2: the brackets mark the loser).
      m('III-5', 3, l('II-1'), l('II-2'), 'bottom'),
      m('III-6', 3, l('II-3'), l('II-4'), 'bottom'),
      m('III-7', 3, l('II-5'), l('II-6'), 'bottom'),
      m('III-8', 3, l('II-7'), l('II-8'), 'bottom'),
      // Item 11 sub-item 1.
      m('IV-1', 4, w('III-1'), w('III-2'), 'top'),
      m('IV-2', 4, w('III-3'), w('III-4'), 'top'),
      // Item 11 sub-item 2: bottom-net winners against the players dropped from the top net.
      m('IV-3', 4, w('III-5'), l('III-2'), 'bottom'),
      m('IV-4', 4, w('III-6'), l('III-1'), 'bottom'),
      m('IV-5', 4, w('III-7'), l('III-4'), 'bottom'),
      m('IV-6', 4, w('III-8'), l('III-3'), 'bottom'),
      // Item 12 sub-item 1 with item 14: the two players left in the top net play; the winner
      // goes to the final, the loser drops to the bottom net. The rules give it no name.
      m('V-top', 5, w('IV-1'), w('IV-2'), 'top'),
      // Item 12 sub-items 2 and 3.
      m('V-1', 5, w('IV-3'), w('IV-4'), 'bottom'),
      m('V-2', 5, w('IV-5'), w('IV-6'), 'bottom'),
      m('V-3', 5, l('IV-1'), l('IV-2'), 'bottom'),
      // Items 13–14: "the last of the named" (the stage-5 top-net loser) plays the winner of V-1.
      m('VI-1', 6, l('V-top'), w('V-1'), 'bottom'),
      m('VI-2', 6, w('V-2'), w('V-3'), 'bottom'),
      // Item 15: the semi-final; its loser takes third place.
      m('VII', 7, w('VI-1'), w('VI-2'), 'bottom'),
      // Item 16: the final, the finalists of stages 5 and 7.
      m('VIII', 8, w('V-top'), w('VII')),
    ],
    places: { 1: w('VIII'), 2: l('VIII'), 3: l('VII') },
  };
}

/** A fresh copy of the bracket of `format`; callers may change it freely. */
export function bracket(format: BracketFormat): Bracket {
  switch (format) {
    case 'sf4':
      return sf4();
    case 'qf8':
      return qf8();
    case 'net32':
      return net32();
  }
}

/** "A1", "W(III-1)", "L(III-2)". */
export function sourceLabel(s: Source): string {
  switch (s.kind) {
    case 'group':
      return `${s.group}${s.place}`;
    case 'winner':
      return `W(${s.match})`;
    case 'loser':
      return `L(${s.match})`;
  }
}

/**
 * Who plays in every match, who won and lost, and who took places 1–3.
 *
 * `qualifier(group, place)` names the player (or team) who took that place, or null while the
 * group is not decided. `winnerOf(matchId, a, b)` says which side won the match between `a` and
 * `b`, or null while it is not decided; it is asked only when both sides are known.
 *
 * Never throws on missing data: an unknown side, an undecided match, a source that names a
 * match which does not exist or that refers back to itself all give null, and everything that
 * depends on it is null too.
 */
export function resolveBracket(
  b: Bracket,
  qualifier: (group: string, place: 1 | 2) => string | null,
  winnerOf: (matchId: string, a: string, b: string) => 'a' | 'b' | null,
): ResolvedBracket {
  const byId = new Map<string, BracketMatch>();
  for (const match of b.matches) if (!byId.has(match.id)) byId.set(match.id, match);

  const done = new Map<string, ResolvedMatch>();
  const inProgress = new Set<string>();
  const empty = (): ResolvedMatch => ({ a: null, b: null, winner: null, loser: null });

  const source = (s: Source): string | null => {
    if (s.kind === 'group') return qualifier(s.group, s.place) ?? null;
    const r = resolve(s.match);
    return s.kind === 'winner' ? r.winner : r.loser;
  };

  function resolve(id: string): ResolvedMatch {
    const known = done.get(id);
    if (known) return known;
    const match = byId.get(id);
    if (!match || inProgress.has(id)) return empty();
    inProgress.add(id);
    const a = source(match.a);
    const bb = source(match.b);
    let winner: string | null = null;
    let loser: string | null = null;
    if (a !== null && bb !== null) {
      const side = winnerOf(id, a, bb);
      if (side === 'a') [winner, loser] = [a, bb];
      else if (side === 'b') [winner, loser] = [bb, a];
    }
    inProgress.delete(id);
    const r: ResolvedMatch = { a, b: bb, winner, loser };
    done.set(id, r);
    return r;
  }

  const matches: Record<string, ResolvedMatch> = {};
  for (const match of b.matches) matches[match.id] = resolve(match.id);
  return { matches, places: { 1: source(b.places[1]), 2: source(b.places[2]), 3: source(b.places[3]) } };
}
