/**
 * The group draw of the first stage.
 *
 * - Futsal, Art. 8 item 3: two groups "of approximately equal strength" — the committee ranks
 *   the teams; every team is its own pot (pot = its strength rank) and the teams are dealt
 *   serpentine, so nothing is random: 8 teams 1…8 → A = 1, 4, 5, 8 and B = 2, 3, 6, 7.
 * - Billiards, Art. 11 item 3: the seeded (committee picks and the highest declared levels)
 *   are spread "so that one group holds as few of them as possible" (sub-item 1), the others
 *   go into the groups "at random, by drawing lots" (sub-item 2).
 * - Backgammon, Art. 14 item 3: the same, with the committee's picks as the seeded.
 *
 * Method: the seeded entrants are taken pot by pot (pot 1 first), each pot shuffled with the
 * seeded generator, and dealt serpentine (A→H, H→A, A→H …) over the groups that still have
 * room; then the unseeded, shuffled, continue the same serpentine until every group is full.
 * Group sizes are fixed beforehand by `groupSizes`. So the seeded counts of any two groups
 * differ by at most 1 (the fewest possible in each group), and pot 1 — when it has no more
 * entrants than there are groups — lands in distinct groups.
 *
 * Before anything random happens the entrants are put in one fixed order (`compareNames`: by
 * `nameKey`, then by the text), so a recorded seed gives the same groups whatever order the
 * registration's rows are in (sorted by surname, rows moved: SPEC §5, "draws are auditable").
 */
import { fail } from './errors';
import { compareNames, nameKey } from './names';
import { rng, seedFrom, shuffle } from './random';

export interface Entrant {
  id: string;
  /** 1 = the strongest seeds, 2 the next …; null = unseeded (drawn at random). */
  pot: number | null;
}

export interface DrawInput {
  entrants: readonly Entrant[];
  groups: number;
  minSize: number;
  maxSize: number;
  seed: number;
}

export interface DrawResult {
  /** The seed actually used (`seedFrom(input.seed)`, 0 … 2^32 − 1): write it beside the draw. */
  seed: number;
  /** groups[g] = entrant ids in group order ("A" = 0): seeded first, in the order dealt, then drawn. */
  groups: string[][];
  /** Every non-empty pot after shuffling, in the order dealt: pots ascending, the unseeded (null) last. */
  pots: { pot: number | null; ids: string[] }[];
  /** Group sizes, = groupSizes(entrants, groups, minSize, maxSize). */
  sizes: number[];
}

/** Group letters A … Z; the rules use at most 8 (A–H). */
export const MAX_GROUPS = 26;

/** 0 → "A", 1 → "B" … 7 → "H" (Latin letters, also where the Russian text prints Cyrillic А, В, С, Е). */
export function groupLetter(i: number): string {
  if (!Number.isInteger(i) || i < 0 || i >= MAX_GROUPS)
    fail('drawGroupCount', { found: i + 1, max: MAX_GROUPS }, { arg: 'groups' });
  return String.fromCharCode(65 + i);
}

/**
 * Sizes of `groups` groups holding `count` entrants: as equal as possible, the bigger groups
 * first (10 into 3 → 4, 3, 3), each within minSize … maxSize.
 */
export function groupSizes(count: number, groups: number, minSize: number, maxSize: number): number[] {
  if (!Number.isInteger(groups) || groups < 1 || groups > MAX_GROUPS)
    fail('drawGroupCount', { found: groups, max: MAX_GROUPS }, { arg: 'groups' });
  if (!Number.isInteger(minSize) || !Number.isInteger(maxSize) || minSize < 1 || maxSize < minSize) {
    fail('drawSizeRange', { min: minSize, max: maxSize }, { arg: 'minSize' });
  }
  if (!Number.isInteger(count) || count < groups * minSize) {
    fail('drawTooFew', { found: count, groups, min: minSize, need: groups * minSize }, { arg: 'entrants' });
  }
  if (count > groups * maxSize)
    fail('drawTooMany', { found: count, groups, max: maxSize, limit: groups * maxSize }, { arg: 'entrants' });
  const base = Math.floor(count / groups);
  const bigger = count % groups;
  return Array.from({ length: groups }, (_, g) => (g < bigger ? base + 1 : base));
}

/**
 * The serpentine deal: group indices 0, 1, …, G−1, G−1, …, 0, 0, 1, … forever, skipping the
 * groups that are full. Dealing stops before the groups run out of room (the caller deals at
 * most the total capacity), so the walk always finds a group.
 */
function serpentine(sizes: readonly number[], groups: string[][]) {
  const g = sizes.length;
  let step = 0;
  return (id: string) => {
    for (;;) {
      const lap = Math.floor(step / g);
      const k = step % g;
      const index = lap % 2 === 0 ? k : g - 1 - k;
      step++;
      const group = groups[index] as string[];
      if (group.length < (sizes[index] as number)) {
        group.push(id);
        return;
      }
    }
  };
}

export function drawGroups(input: DrawInput): DrawResult {
  const seed = seedFrom(input.seed);
  const seen = new Map<string, number>();
  input.entrants.forEach((e, i) => {
    if (typeof e.id !== 'string' || e.id.trim() === '')
      fail('drawBlankId', { position: i + 1 }, { arg: 'entrants', row: i });
    const key = nameKey(e.id);
    const first = seen.get(key);
    if (first !== undefined) fail('drawDuplicate', { name: e.id, first: first + 1 }, { arg: 'entrants', row: i });
    seen.set(key, i);
    if (e.pot !== null && (!Number.isInteger(e.pot) || e.pot < 1))
      fail('drawBadPot', { name: e.id, found: e.pot }, { arg: 'entrants', row: i });
  });
  const sizes = groupSizes(input.entrants.length, input.groups, input.minSize, input.maxSize);

  // One order before shuffling, whatever order the list came in: by nameKey (distinct, checked
  // above), then by the text. So the same entrants and seed give the same draw.
  const entrants = [...input.entrants].sort((a, b) => compareNames(a.id, b.id));

  // Pots in dealing order: 1, 2, … (only those present), then the unseeded.
  const potNumbers = [...new Set(entrants.flatMap((e) => (e.pot === null ? [] : [e.pot])))].sort((a, b) => a - b);
  const order: (number | null)[] = [...potNumbers];
  if (entrants.some((e) => e.pot === null)) order.push(null);

  const random = rng(seed);
  const pots = order.map((pot) => ({
    pot,
    ids: shuffle(
      entrants.filter((e) => e.pot === pot).map((e) => e.id),
      random,
    ),
  }));

  const groups = sizes.map(() => [] as string[]);
  const deal = serpentine(sizes, groups);
  for (const p of pots) for (const id of p.ids) deal(id);
  return { seed, groups, pots, sizes };
}
