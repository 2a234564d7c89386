/**
 * A penalty of Art. 18 item 11 as a row of a kept pulka (SPEC §3 "Contract cell": `ш1`, `ш2 G`,
 * `ш3 G`, `ш4 A`; `p` in English): the one mechanism of issue 14 item 3 — a penalty recorded from
 * the sidebar at a table kept deal by deal is written into its pulka, where the referee could have
 * typed it, and counted there once.
 */
import type { Lang } from '../../i18n/messages';
import { readContract } from '../../rules/notation';
import type { PenaltyGame, PenaltyKind } from '../../rules/penalties';

const ITEM: Record<PenaltyKind, number> = { speaking: 1, exposed: 2, revoke: 3, discretion: 4 };
const WORDS: Record<Lang, { p: string; misere: string; allPass: string }> = {
  ru: { p: 'ш', misere: 'мизер', allPass: 'распасы' },
  kk: { p: 'ш', misere: 'мизер', allPass: 'распасы' },
  en: { p: 'p', misere: 'misère', allPass: 'all-pass' },
};

/** The contract cell of a penalty: "ш2 7", "ш3 мизер", "ш4 20", "p1". */
export function penaltyTokenOf(lang: Lang, kind: PenaltyKind, game: PenaltyGame | null, amount: number | null): string {
  const w = WORDS[lang];
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
  const token = `${WORDS[lang].p}${item}${rest === '' ? '' : ` ${rest}`}`;
  return readContract(token)?.kind === 'penalty' ? token : null;
}
