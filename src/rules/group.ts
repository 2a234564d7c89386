/**
 * Places in a round-robin group (SPEC §3, GROUP_RANK and GROUP_TABLE):
 * futsal Art. 8 items 4–6, billiards Art. 11 items 2, 4–6, 18, backgammon Art. 14 items 2, 4–6, 12.
 *
 * Pure: the caller parses the sheet ranges into the shapes of ./groupTypes.ts; ./groupMatches.ts
 * validates the group's rows into results; this module computes each player's statistics and ranks
 * the players.
 *
 * Ranking: primary by points (futsal 3/1/0, billiards and backgammon match wins). Ties:
 *
 * | game       | two tied                                         | three or more tied                                                        |
 * | ---------- | ------------------------------------------------ | ------------------------------------------------------------------------- |
 * | futsal     | head-to-head winner; else GD, GF (all), tiebreaks | points among them; GD (all); GF (all); tiebreaks                          |
 * | billiards  | head-to-head winner; tiebreaks                   | party difference among them; ball difference among them; tiebreaks        |
 * | backgammon | head-to-head winner; tiebreaks                   | party points scored among them; chips difference (all matches); tiebreaks |
 *
 * Three or more: all criteria are computed over the whole tied set and the set is ordered by
 * them. If that separated anyone, every subset still level is ranked again from the start on
 * its own (UEFA re-application; a subset of two by the two-tied rule). If nobody was separated,
 * they stay level. Players level after everything share the best place they span (1, 2, 2, 4).
 */
import { readMatches, readPlayers, readTiebreaks, type Result } from './groupMatches';
import type {
  Counts,
  Criterion,
  Game,
  GroupReading,
  MatchRow,
  PlayerLine,
  SplitTrace,
  TiebreakRow,
} from './groupTypes';

export type {
  Counts,
  Criterion,
  Game,
  GroupReading,
  MatchRow,
  PlayerLine,
  ScoreCell,
  SplitTrace,
  TiebreakRow,
} from './groupTypes';
export { FORFEIT_SCORE, MAX_CHIPS_PER_POINT, MAX_GROUP, MIN_GROUP } from './groupMatches';

interface Stats extends Counts {
  /** extras (balls / chips) for and against over all group matches */
  extraFor: number;
  extraAgainst: number;
}

function matchPoints(game: Game, res: Result, who: number): number {
  if (res.double) return 0;
  if (res.winner === who) return game === 'futsal' ? 3 : 1;
  if (res.winner === null) return game === 'futsal' ? 1 : 0;
  return 0;
}

function computeStats(game: Game, n: number, results: Result[]): Stats[] {
  const stats: Stats[] = Array.from({ length: n }, () => ({
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    for: 0,
    against: 0,
    points: 0,
    extraFor: 0,
    extraAgainst: 0,
  }));
  for (const res of results) {
    const sides: Array<[number, number, number, number, number]> = [
      [res.i, res.si, res.sj, res.ei, res.ej],
      [res.j, res.sj, res.si, res.ej, res.ei],
    ];
    for (const [p, f, ag, ef, ea] of sides) {
      const s = stats[p] as Stats;
      s.played++;
      if (res.double) s.lost++;
      else if (res.winner === null) s.drawn++;
      else if (res.winner === p) s.won++;
      else s.lost++;
      s.for += f;
      s.against += ag;
      s.extraFor += ef;
      s.extraAgainst += ea;
      s.points += matchPoints(game, res, p);
    }
  }
  return stats;
}

/** Compares two keys, higher first: negative when x ranks above y. */
function compareKeys(x: readonly number[], y: readonly number[]): number {
  for (let k = 0; k < x.length; k++) {
    const d = (y[k] as number) - (x[k] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/** Splits ids into tiers (groups of equal key), best tier first. */
function tiersBy(ids: number[], key: (id: number) => number[]): number[][] {
  const keyed = ids.map((id) => ({ id, key: key(id) }));
  keyed.sort((x, y) => compareKeys(x.key, y.key) || x.id - y.id);
  const tiers: number[][] = [];
  let prev: number[] | null = null;
  for (const { id, key: k } of keyed) {
    if (prev !== null && compareKeys(prev, k) === 0) (tiers[tiers.length - 1] as number[]).push(id);
    else tiers.push([id]);
    prev = k;
  }
  return tiers;
}

const MANY: Record<Game, Criterion[]> = {
  futsal: ['pointsAmong', 'goalDiff', 'goalsFor', 'tiebreak'],
  billiards: ['partyDiffAmong', 'ballDiffAmong', 'tiebreak'],
  backgammon: ['partyPointsAmong', 'chipsDiff', 'tiebreak'],
};
const TWO: Record<Game, Criterion[]> = {
  futsal: ['goalDiff', 'goalsFor', 'tiebreak'],
  billiards: ['tiebreak'],
  backgammon: ['tiebreak'],
};

/** The criterion between two adjacent tiers: the first key where they differ. */
function firstDifference(x: readonly number[], y: readonly number[]): number {
  const k = x.findIndex((v, i) => v !== y[i]);
  return k < 0 ? x.length - 1 : k;
}

/** Splits ids into tiers by `key`, telling `trace` what separated each pair of adjacent tiers. */
function tracedTiers(ids: number[], key: (id: number) => number[], names: Criterion[], trace?: SplitTrace): number[][] {
  const tiers = tiersBy(ids, key);
  if (trace)
    for (let t = 1; t < tiers.length; t++) {
      const upper = tiers[t - 1] as number[];
      const lower = tiers[t] as number[];
      trace(upper, lower, names[firstDifference(key(upper[0] as number), key(lower[0] as number))] as Criterion);
    }
  return tiers;
}

class Ranker {
  constructor(
    private readonly game: Game,
    private readonly results: Result[],
    private readonly stats: Stats[],
    private readonly tiebreaks: Array<[number, number]>,
    private readonly trace?: SplitTrace,
  ) {}

  /** Wins in tiebreak rows whose both players are in `set`. */
  private tiebreakWins(id: number, set: Set<number>): number {
    let n = 0;
    for (const [w, l] of this.tiebreaks) if (w === id && set.has(l)) n++;
    return n;
  }

  /** Sums over the matches between members of `set`: [points, for, against, extraFor, extraAgainst]. */
  private among(id: number, set: Set<number>): [number, number, number, number, number] {
    const acc: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const res of this.results) {
      if (!set.has(res.i) || !set.has(res.j)) continue;
      if (res.i === id) {
        acc[0] += matchPoints(this.game, res, id);
        acc[1] += res.si;
        acc[2] += res.sj;
        acc[3] += res.ei;
        acc[4] += res.ej;
      } else if (res.j === id) {
        acc[0] += matchPoints(this.game, res, id);
        acc[1] += res.sj;
        acc[2] += res.si;
        acc[3] += res.ej;
        acc[4] += res.ei;
      }
    }
    return acc;
  }

  private keyForMany(id: number, set: Set<number>): number[] {
    const s = this.stats[id] as Stats;
    const [pts, f, ag, ef, ea] = this.among(id, set);
    const tb = this.tiebreakWins(id, set);
    switch (this.game) {
      case 'futsal':
        return [pts, s.for - s.against, s.for, tb];
      case 'billiards':
        return [f - ag, ef - ea, tb];
      case 'backgammon':
        return [f, s.extraFor - s.extraAgainst, tb];
    }
  }

  private rankTwo(x: number, y: number): number[][] {
    const h2h = this.results.find((res) => (res.i === x && res.j === y) || (res.i === y && res.j === x));
    if (h2h !== undefined && h2h.winner !== null) {
      const [w, l] = h2h.winner === x ? [x, y] : [y, x];
      this.trace?.([w], [l], 'h2h');
      return [[w], [l]];
    }
    const set = new Set([x, y]);
    const key = (id: number): number[] => {
      const tb = this.tiebreakWins(id, set);
      if (this.game !== 'futsal') return [tb];
      const s = this.stats[id] as Stats;
      return [s.for - s.against, s.for, tb];
    };
    return tracedTiers([x, y], key, TWO[this.game], this.trace);
  }

  /** Orders players level on points into tiers, best first. */
  rank(ids: number[]): number[][] {
    if (ids.length === 1) return [ids];
    if (ids.length === 2) return this.rankTwo(ids[0] as number, ids[1] as number);
    const set = new Set(ids);
    const tiers = tracedTiers(ids, (id) => this.keyForMany(id, set), MANY[this.game], this.trace);
    if (tiers.length === 1) return tiers;
    return tiers.flatMap((t) => (t.length === 1 ? [t] : this.rank(t)));
  }
}

/**
 * Ranks a group. `players`: the list argument's cells in order, null for an empty cell; `reading`:
 * see GroupReading (its `trace` hears every split of players level on points). Returns one line per
 * non-null player, in input order.
 */
export function rankGroup(
  game: Game,
  players: readonly (string | null)[],
  matches: readonly MatchRow[],
  tiebreaks: readonly TiebreakRow[],
  reading: GroupReading = {},
): PlayerLine[] {
  const list = readPlayers(players);
  const ids = new Map<string, number>(list.map((p, k) => [p.key, k]));
  const results = readMatches(game, ids, list, matches, reading);
  const tbs = readTiebreaks(ids, tiebreaks);
  const stats = computeStats(game, list.length, results);
  const ranker = new Ranker(game, results, stats, tbs, reading.trace);

  const all = list.map((_, k) => k);
  const byPoints = tiersBy(all, (k) => [(stats[k] as Stats).points]);
  const places = new Array<number>(list.length).fill(0);
  let before = 0;
  for (const tier of byPoints) {
    for (const sub of ranker.rank(tier)) {
      for (const k of sub) places[k] = before + 1;
      before += sub.length;
    }
  }

  return list.map((p, k) => {
    const s = stats[k] as Stats;
    return {
      player: p.name,
      index: p.index,
      place: places[k] as number,
      played: s.played,
      won: s.won,
      drawn: s.drawn,
      lost: s.lost,
      for: s.for,
      against: s.against,
      diff: s.for - s.against,
      points: s.points,
    };
  });
}

/** The standings table order: best place first, then input order. Does not modify `lines`. */
export function tableOrder(lines: readonly PlayerLine[]): PlayerLine[] {
  return [...lines].sort((x, y) => x.place - y.place || x.index - y.index);
}
