/**
 * Why each place of a round-robin group is what it is (issue 25, "every place says why"): for a
 * player level on points with others, the criteria that separated him from them — head-to-head,
 * the points, parties, balls or chips among the tied, the goal difference, an additional party or a
 * shoot-out — in the order the rules apply them (futsal Art. 8 item 6, billiards Art. 11 item 6,
 * backgammon Art. 14 item 6; the procedure of ./group.ts), and whether he still shares his place
 * (level after every criterion). Pure: the words are ../i18n/groupWhyWords.ts.
 */
import {
  rankGroup,
  tableOrder,
  type Criterion,
  type Game,
  type GroupReading,
  type MatchRow,
  type PlayerLine,
  type TiebreakRow,
} from './group';

/** Why one player stands where he does. */
export interface PlaceWhy {
  /** his line of the standings (GROUP_TABLE's row) */
  line: PlayerLine;
  /** the criteria that separated him from players level with him on points, in the order they were applied; empty when nobody was level */
  criteria: Criterion[];
  /** the last place of the span he shares (= `line.place` when he shares none) */
  sharedTo: number;
}

export interface GroupWhy {
  /** in the standings' order (best first, as GROUP_TABLE lists them) */
  places: PlaceWhy[];
  /** every match of the group has a result (a shared place is then for the committee: a tiebreak) */
  complete: boolean;
}

/** A match row with both players named: a fixture of the group (played or not). */
function isFixture(m: MatchRow): boolean {
  return (m.a ?? '').trim() !== '' && (m.b ?? '').trim() !== '';
}

/** A fixture with a result typed (a forfeit included). */
function isPlayed(m: MatchRow): boolean {
  return isFixture(m) && m.scoreA !== null && m.scoreB !== null;
}

/** The group ranked as GROUP_TABLE ranks it, with why each place is what it is. */
export function explainGroup(
  game: Game,
  players: readonly (string | null)[],
  matches: readonly MatchRow[],
  tiebreaks: readonly TiebreakRow[],
  reading: GroupReading = {},
): GroupWhy {
  const used = new Map<number, Set<Criterion>>();
  const note = (ids: readonly number[], c: Criterion) => {
    for (const id of ids) used.set(id, (used.get(id) ?? new Set()).add(c));
  };
  const lines = rankGroup(game, players, matches, tiebreaks, {
    ...reading,
    trace: (upper, lower, c) => {
      note(upper, c);
      note(lower, c);
    },
  });
  const n = lines.length;
  const fixtures = matches.filter(isFixture).length;
  const complete = fixtures >= (n * (n - 1)) / 2 && matches.filter(isPlayed).length === fixtures;
  const span = (place: number) => lines.filter((l) => l.place === place).length;
  const places = tableOrder(lines).map((line): PlaceWhy => {
    const mine = used.get(lines.indexOf(line)) ?? new Set<Criterion>();
    return { line, criteria: [...mine], sharedTo: line.place + span(line.place) - 1 };
  });
  return { places, complete };
}
