/**
 * A penalty of Art. 18 item 11 as a row of a kept pulka (SPEC §3 "Contract cell": `ш1`, `ш2 G`,
 * `ш3 G`, `ш4 A`; `p` in English). A penalty recorded from the sidebar at a table kept deal by deal
 * is written into its pulka, where the referee could have typed it, so that it is counted once and
 * in one place: a second way in (the table block's penalty column) would count it twice.
 */
import type { Lang } from '../../i18n/messages';
import { readContract } from '../../rules/notation';
import type { PenaltyGame, PenaltyKind } from '../../rules/penalties';
import { TOKENS } from '../kinds/protocolSheet';

const ITEM: Record<PenaltyKind, number> = { speaking: 1, exposed: 2, revoke: 3, discretion: 4 };

/** The contract cell of a penalty, in the words the pulka's drop-downs offer: "ш2 7", "ш3 мизер", "ш4 20", "p1". */
export function penaltyTokenOf(lang: Lang, kind: PenaltyKind, game: PenaltyGame | null, amount: number | null): string {
  const w = TOKENS[lang];
  const head = `${w.p}${ITEM[kind]}`;
  if (kind === 'discretion') return `${head} ${amount ?? ''}`.trim();
  if (game === null) return head;
  return `${head} ${game === 'misere' ? w.misere : game === 'allpass' ? w.allPass : game}`;
}

/**
 * The contract cell of a penalty recorded on the rulings sheet, from its "item, game" ("11.2, 7",
 * "11.3, мизер") and its points (11.4's amount); null when the sheet's words cannot be read back.
 */
export function penaltyToken(lang: Lang, detail: string, points: number | null): string | null {
  const m = /^\s*11\.([1-4])\s*(?:,\s*(.*))?$/.exec(detail);
  if (!m) return null;
  const item = Number(m[1]);
  const rest = item === 4 ? (points === null ? '' : String(points)) : (m[2] ?? '').trim();
  const token = `${TOKENS[lang].p}${item}${rest === '' ? '' : ` ${rest}`}`;
  return readContract(token)?.kind === 'penalty' ? token : null;
}
