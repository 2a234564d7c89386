/** Help (Art. 18 item 10) in words: who gives what to whom, for a message that explains a pool above the target. */
import type { HelpOutcome } from '../rules/help';
import { formatMessage } from './format';
import type { Lang } from './types';

/** `who(seat)` names a 0-based seat ("seat 2", or the player's name). */
export function describeHelp(outcome: HelpOutcome, who: (seat: number) => string, lang: Lang): string {
  const parts = outcome.transfers.map((t) =>
    formatMessage('helpTransfer', { from: who(t.from), to: who(t.to), points: t.points, whists: t.whists }, lang),
  );
  for (const w of outcome.writtenOff)
    parts.push(formatMessage('helpWrittenOff', { seat: who(w.seat), points: w.points }, lang));
  return parts.join('; ');
}
