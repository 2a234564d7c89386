/**
 * When a stage is decided. The committee finalizes a stage — its sheets become the record, values
 * only (SPEC §5 "the downloaded file is a true record") — once the rules have settled it, never
 * before. Pure: each check takes the stage as its sheet shows it, in the rules' terms, and says
 * what is still open; src/sheets/common/ (groupStageChecks.ts, preferenceStageChecks.ts) reads the
 * sheets and tells the committee, pointing at the cells.
 *
 * - A group: its 1st and 2nd places are known (Art. 8 item 5, Art. 11 item 5, Art. 14 item 5). Until
 *   then either a match has no result yet, or every criterion leaves players level and the rules'
 *   tiebreak must be played (item 6 of each: a penalty shoot-out, an additional party).
 * - The play-off: places 1–3 are known (Art. 8 item 8, Art. 11 items 15–16, Art. 14 item 11), and
 *   no match is flagged for the committee (a result typed for another pairing, a shoot-out that
 *   decides nothing, docs/rules.md).
 * - A preference tour: every table's party is over — its pool at the target or closed by the time
 *   limit (Art. 16 item 15) — and no pool is above the target (the excess goes as help, Art. 18
 *   item 10).
 * - The final: no time limit; played until every pool reaches its target (Art. 16 item 15, last
 *   paragraph), its places by whists (Art. 17 item 6).
 * - The standings: after the last tour, every tour seated and decided (Art. 17 item 1: seven tours
 *   and the final; Art. 16 item 16: the list after each tour).
 */
import type { Game } from './group';

// ---- the group stage --------------------------------------------------------------------------------

/** The tiebreak the rules prescribe for players every criterion leaves level, and where they say it. */
export const GROUP_TIEBREAK: Record<Game, { kind: 'shootout' | 'extraParty'; article: number; item: number }> = {
  futsal: { kind: 'shootout', article: 8, item: 6 },
  billiards: { kind: 'extraParty', article: 11, item: 6 },
  backgammon: { kind: 'extraParty', article: 14, item: 6 },
};

/**
 * Whether a group match has its result, from its cells as shown: futsal and billiards both scores;
 * backgammon a no-show, or the match points its party rows give (shown once they decide the match,
 * Art. 14 item 2).
 */
export function groupMatchDecided(game: Game, shown: { scoreA: string; scoreB: string; noShow: string }): boolean {
  if (game !== 'backgammon') return shown.scoreA !== '' && shown.scoreB !== '';
  return shown.noShow !== '' || shown.scoreA !== '';
}

/** A group as its sheet shows it. */
export interface GroupSeen<M> {
  letter: string;
  /** its 1st and its 2nd place both show a player */
  placed: boolean;
  matches: readonly M[];
  /** the standings' lines: the place shown (a number once computed) and the player */
  standings: readonly { place: unknown; player: string }[];
  /** the group's players, in draw order */
  players: readonly string[];
}

/** What keeps a group open: matches without a result, or players level for 1st or 2nd place who must play the tiebreak. */
export type GroupOpen<M> =
  { letter: string; kind: 'matches'; open: M[]; total: number } | { letter: string; kind: 'tiebreak'; tied: string[] };

/**
 * The groups not decided yet, in order. A group whose every match has a result and whose 1st or 2nd
 * place is still empty is level on every criterion: the players sharing that place (every player
 * when the standings show none shared) must play the tiebreak (`GROUP_TIEBREAK`).
 */
export function openGroups<M extends { decided: boolean }>(groups: readonly GroupSeen<M>[]): GroupOpen<M>[] {
  return groups.flatMap((g): GroupOpen<M>[] => {
    if (g.placed) return [];
    const open = g.matches.filter((m) => !m.decided);
    if (open.length > 0) return [{ letter: g.letter, kind: 'matches', open, total: g.matches.length }];
    return [{ letter: g.letter, kind: 'tiebreak', tied: tiedForQualifying(g.standings, g.players) }];
  });
}

/** The players who share the 1st (else the 2nd) place; every player when no such place is shared. */
function tiedForQualifying(
  standings: readonly { place: unknown; player: string }[],
  players: readonly string[],
): string[] {
  const placed = standings.filter(
    (l): l is { place: number; player: string } => typeof l.place === 'number' && l.player !== '',
  );
  const shared = [1, 2].find((p) => placed.filter((l) => l.place === p).length > 1);
  return shared === undefined ? [...players] : placed.filter((l) => l.place === shared).map((l) => l.player);
}

// ---- the play-off -------------------------------------------------------------------------------------

/** A play-off match as its sheet shows it. */
export interface BracketMatchSeen {
  /** its note says something for the committee to settle */
  flagged: boolean;
  /** its winner is known */
  decided: boolean;
}

/** What keeps the play-off open: flagged matches first, else the matches without a winner, else the empty places. */
export type BracketOpen<M> =
  { kind: 'flagged'; matches: M[] } | { kind: 'matches'; open: M[] } | { kind: 'places'; empty: (1 | 2 | 3)[] };

/** Whether the play-off is decided; `placed`: places 1, 2 and 3 each show a player. */
export function openBracket<M extends BracketMatchSeen>(
  matches: readonly M[],
  placed: readonly [boolean, boolean, boolean],
): BracketOpen<M> | null {
  const flagged = matches.filter((m) => m.flagged);
  if (flagged.length > 0) return { kind: 'flagged', matches: flagged };
  if (placed.every(Boolean)) return null;
  const open = matches.filter((m) => !m.decided);
  if (open.length > 0) return { kind: 'matches', open };
  return { kind: 'places', empty: ([1, 2, 3] as const).filter((p) => !placed[p - 1]) };
}

// ---- preference ---------------------------------------------------------------------------------------

/** A table's party as the tour sheet shows it. */
export interface PartySeen {
  /** its result is known: every pool and mountain typed, the party over */
  complete: boolean;
  /** a pool above the target (not legal: the excess goes as help, Art. 18 item 10) */
  overTarget: boolean;
}

/** What keeps a tour open: a pool above the target first, else nothing typed yet, else the tables not complete. */
export type TourOpen<T> = { kind: 'overTarget'; tables: T[] } | { kind: 'empty' } | { kind: 'tables'; open: T[] };

/** Whether a tour is decided (`complete`: every table's result known; `typed`: anything typed on it). */
export function openTour<T extends PartySeen>(tour: {
  tables: readonly T[];
  complete: boolean;
  typed: boolean;
}): TourOpen<T> | null {
  const over = tour.tables.filter((t) => t.overTarget);
  if (over.length > 0) return { kind: 'overTarget', tables: over };
  if (tour.complete) return null;
  if (!tour.typed) return { kind: 'empty' };
  return { kind: 'tables', open: tour.tables.filter((t) => !t.complete) };
}

/** What keeps the final open; `seats` are seat indices (0-based). */
export type FinalOpen =
  { kind: 'overTarget' } | { kind: 'short'; seats: number[] } | { kind: 'part'; seats: number[] } | { kind: 'empty' };

/**
 * Whether the final is decided. Typed to the end with a pool short of the target, it goes on: the
 * final has no time limit and no compulsory close (Art. 16 item 15) — `short` names those seats.
 */
export function openFinal(table: {
  complete: boolean;
  overTarget: boolean;
  typed: boolean;
  pools: readonly (number | null)[];
  mountains: readonly (number | null)[];
  target: number;
}): FinalOpen | null {
  if (table.overTarget) return { kind: 'overTarget' };
  if (table.complete) return null;
  const seats = table.pools.map((_, k) => k);
  if (table.pools.every((x) => x !== null) && table.mountains.every((x) => x !== null))
    return { kind: 'short', seats: seats.filter((k) => (table.pools[k] as number) < table.target) };
  if (!table.typed) return { kind: 'empty' };
  return { kind: 'part', seats: seats.filter((k) => table.pools[k] === null || table.mountains[k] === null) };
}

/** The tours that keep the standings open: those not seated, and those seated but not decided. */
export function openStandings<T extends { seated: boolean; complete: boolean }>(
  tours: readonly T[],
): { unseated: T[]; incomplete: T[] } | null {
  const unseated = tours.filter((t) => !t.seated);
  const incomplete = tours.filter((t) => t.seated && !t.complete);
  return unseated.length === 0 && incomplete.length === 0 ? null : { unseated, incomplete };
}
