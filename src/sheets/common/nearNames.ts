/** A player's name not found (withdraw): the refusal, with the listed names that look alike, each pointing at its cell. */
import type { Lang } from '../../i18n/messages';
import { problem, say, type ActionResult, type Ctx } from '../context';

/** How names are compared for a suggestion: case, "ё", punctuation and extra spaces left out. */
function looseName(s: string): string {
  return s
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Edit distance (insertions, deletions, substitutions) of two short texts. */
function editDistance(x: string, y: string): number {
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur.push(
        Math.min(
          (prev[j] as number) + 1,
          (cur[j - 1] as number) + 1,
          (prev[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1),
        ),
      );
    prev = cur;
  }
  return prev[y.length] as number;
}

/** Suggestions offered for a name not found; at most this many. */
const MAX_NEAR_NAMES = 5;

/**
 * The listed names that look like `who`, in sheet order, the closest kind found: the same but for
 * case, "ё", punctuation or spacing; else every typed word among the name's words ("иван иванов"
 * → "Иванов Иван") or the same first word (the surname, a team's first word); else one or two
 * letters off the whole name, or one off its first word (a typo).
 */
export function nearNames<T extends { name: string }>(who: string, listed: readonly T[]): T[] {
  const typed = looseName(who);
  if (typed === '') return [];
  const words = typed.split(' ');
  const head = words[0] as string;
  const names = listed.map((x) => ({ x, name: looseName(x.name) })).filter((n) => n.name !== '');
  const tiers: ((name: string, own: string[]) => boolean)[] = [
    (name) => name === typed,
    (_, own) => words.every((w) => own.includes(w)) || own[0] === head,
    (name, own) =>
      (typed.length >= 4 && editDistance(name, typed) <= 2) ||
      (head.length >= 4 && editDistance(own[0] as string, head) <= 1),
  ];
  for (const fits of tiers) {
    const found = names.filter((n) => fits(n.name, n.name.split(' ')));
    if (found.length > 0) return found.slice(0, MAX_NEAR_NAMES).map((n) => n.x);
  }
  return [];
}

/**
 * `unknownPlayer`: the name is not on `sheet`, where names are looked up (the group sheet, or the
 * preference attendance sheet); names that look alike are offered, each pointing at its cell.
 */
export function unknownPlayer(
  ctx: Ctx,
  who: string,
  sheet: string,
  listed: readonly { name: string; cell: string }[],
): ActionResult<never> {
  const near = nearNames(who, listed);
  const hint =
    near.length > 0
      ? `; ${say(ctx, 'playerNearHint', { names: near.map((x) => quoted(x.name, ctx.lang)).join(', ') })}`
      : '';
  const p = problem(ctx, 'error', 'unknownPlayer', { name: who, sheet, hint });
  return {
    ok: false,
    message: p.message,
    problems: [p, ...near.map((x) => problem(ctx, 'error', 'playerNear', { name: x.name }, x.cell))],
    sheets: [],
  };
}

/** A name quoted as the language quotes it. */
function quoted(s: string, lang: Lang): string {
  return lang === 'en' ? `"${s}"` : `«${s}»`;
}
