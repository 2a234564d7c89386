/**
 * The shapes of a round-robin group as ./group.ts ranks it (SPEC §3, GROUP_RANK and GROUP_TABLE): the
 * games, a match row and a tiebreak row as parsed from the sheet, the players' lines it returns, and
 * the criteria that separate players level on points.
 */
export type Game = 'futsal' | 'billiards' | 'backgammon';

/** A parsed score cell: whole number >= 0, '+' (appeared, forfeit win), '-' (did not appear), or null (empty). */
export type ScoreCell = number | '+' | '-' | null;

/**
 * One row of the `matches` argument; its index in the array is its 0-based row offset in that argument.
 * Columns: 0 a, 1 b, 2 scoreA, 3 scoreB, 4 extraA, 5 extraB. Names are already text (or null if empty).
 */
export interface MatchRow {
  a: string | null;
  b: string | null;
  scoreA: ScoreCell;
  scoreB: ScoreCell;
  extraA: number | null;
  extraB: number | null;
}

/**
 * How a group reads its match rows beyond SPEC §3. `unfinished`: a match not finished yet — one of
 * its two score cells typed and the other still empty, the state every referee passes through
 * between two cells — is left out (not played yet) instead of an error; the group sheet asks for it
 * and says so beside the match (docs/rules.md, "A match typed in part").
 */
export interface GroupReading {
  unfinished?: boolean;
  /** Told of every split of players level on points (ids are the lines' positions in the result): why each place (./groupWhy.ts). */
  trace?: SplitTrace;
}

/** One row of the `tiebreaks` argument (index = row offset): a shoot-out or additional party. */
export interface TiebreakRow {
  winner: string | null;
  loser: string | null;
}

/** A player's record over the group's played matches. */
export interface Counts {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Goals (futsal), parties (billiards), party points (backgammon); forfeits as their forfeit score. */
  for: number;
  against: number;
  /** Futsal 3/1/0 points; billiards and backgammon match wins. */
  points: number;
}

export interface PlayerLine extends Counts {
  /** The name as in `players`, trimmed. */
  player: string;
  /** 0-based position of the player's cell in the `players` argument (empty cells counted). */
  index: number;
  /** 1 = best; players level after every criterion share the best place they span. */
  place: number;
  diff: number;
}

/**
 * The criteria that can separate players level on points, by name (./groupWhy.ts says them with their
 * articles): the order of `keyForMany`'s keys per game, and of the two-tied rule's.
 */
export type Criterion =
  | 'h2h'
  | 'pointsAmong'
  | 'goalDiff'
  | 'goalsFor'
  | 'partyDiffAmong'
  | 'ballDiffAmong'
  | 'partyPointsAmong'
  | 'chipsDiff'
  | 'tiebreak';

/** Told of every split of a tied set: the tier above, the tier below, and the criterion between them (by player id). */
export type SplitTrace = (upper: readonly number[], lower: readonly number[], criterion: Criterion) => void;
