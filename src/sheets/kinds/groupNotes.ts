/**
 * The note beside each group match (issue 24 item 3): why the match is not counted in the standings
 * (yet), in words in the tournament's language, by a plain formula — no server call. It says exactly
 * what GROUP_TABLE, read with `unfinished` (docs/rules.md, "A match typed in part"), leaves out:
 * - futsal, billiards: one of the two score cells typed and the other still empty, the state every
 *   referee passes through between two cells;
 * - backgammon: party rows typed that do not decide the match yet (Art. 14 item 2), or that break the
 *   rules (a win for both, a gap, a party after the decision, a party row without a winner), unless a
 *   no-show decides the match.
 * Input that is wrong whatever comes next (a name not in the group, a 3:0 in billiards) stays an error
 * of GROUP_TABLE, named in its message.
 */
import { label, type LabelKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { MAX_PARTIES } from '../../rules/backgammon';
import { a1, rectA1, type Rect } from '../plan';
import { BG_BAD_PARTIES, bgPartyChecks } from './bgParties';
import type { GroupColumns, GroupGame } from './groupLayout';

function text(s: string): string {
  return `"${s.replace(/"/g, '""')}"`;
}

/** A label as a formula expression, each {placeholder} replaced by the formula expression given for it. */
export function wordsFormula(key: LabelKey, lang: Lang, params: Record<string, string> = {}): string {
  const parts = label(key, lang).split(/\{(\w+)\}/);
  return parts
    .map((p, i) => (i % 2 === 1 ? `(${params[p] ?? text(`{${p}}`)})` : p === '' ? '' : text(p)))
    .filter((p) => p !== '')
    .join('&');
}

/** The first of parties 1…`count` for which `test(partyA, partyB, k)` holds (party k + 1); party `count` otherwise. */
function firstParty(parties: Rect, count: number, test: (a: string, b: string, k: number) => string): string {
  let f = String(count);
  for (let k = count - 2; k >= 0; k--) {
    const a = a1(parties.row + k, parties.col);
    const b = a1(parties.row + k, parties.col + 1);
    f = `IF(${test(a, b, k)},${k + 1},${f})`;
  }
  return f;
}

/** The note of a backgammon match whose first row is `r`. */
function backgammonNote(r: number, cols: GroupColumns, lang: Lang): string {
  const parties: Rect = { row: r, col: cols.partyA as number, rows: MAX_PARTIES, cols: 2 };
  const { typed, bothWon, gaps, pastTwo, pastThree } = bgPartyChecks(parties);
  const forfeit = a1(r, cols.forfeit as number);
  const winner = a1(r, (cols.live as number) + 2);
  const both = firstParty(parties, MAX_PARTIES, (a, b) => `AND(${a}>0,${b}>0)`);
  // an empty party row before a played one
  const gap = firstParty(parties, MAX_PARTIES - 1, (a, b, k) => {
    const nextA = a1(parties.row + k + 1, parties.col);
    const nextB = a1(parties.row + k + 1, parties.col + 1);
    return `AND(${a}+${b}=0,${nextA}+${nextB}>0)`;
  });
  const why =
    `IF(${bothWon}>0,${wordsFormula('noteBothWon', lang, { party: both })},` +
    `IF(${pastTwo},${wordsFormula('noteAfterDecided', lang, { decided: '2', party: '3' })},` +
    `IF(${pastThree},${wordsFormula('noteAfterDecided', lang, { decided: '3', party: '4' })},` +
    `IF(${gaps}>0,${wordsFormula('noteGap', lang, { party: gap })},${wordsFormula('noteNoWinner', lang)}))))`;
  return (
    `=IF(${forfeit}<>"","",IF(${winner}="${BG_BAD_PARTIES}",${why},` +
    `IF(AND(${typed}>0,${winner}=""),${wordsFormula('noteUndecided', lang)},"")))`
  );
}

/** The formula of the note beside the match whose (first) row is `r`. */
export function matchNoteFormula(game: GroupGame, r: number, cols: GroupColumns, lang: Lang): string {
  if (game === 'backgammon') return backgammonNote(r, cols, lang);
  const a = a1(r, cols.scoreA);
  const b = a1(r, cols.scoreB);
  return `=IF((${a}="")<>(${b}=""),${wordsFormula('noteOneScore', lang)},"")`;
}

/** How many matches of a block's match rows `matches` carry a note (are not counted for a reason shown). */
export function notedCount(matches: Rect, cols: GroupColumns): string {
  return `SUMPRODUCT(--(${rectA1({ row: matches.row, col: cols.note, rows: matches.rows, cols: 1 }, true)}<>""))`;
}
