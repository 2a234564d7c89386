/**
 * Refusals of the readers that find rows by their anchors (identity.ts): what was lost or moved,
 * said in the committee's words ("group B, match 3", "table 4"), never a row number the add-on
 * can no longer trust.
 */
import { formatMessage } from '../i18n/format';
import type { Lang } from '../i18n/messages';
import { fail } from '../rules/errors';
import type { Realigned } from './identity';
import { shownId } from './kinds/bracketLayout';

/** One anchor id in words. */
export function describeAnchor(id: string, lang: Lang): string {
  const say = (code: Parameters<typeof formatMessage>[0], params: Record<string, string> = {}) =>
    formatMessage(code, params, lang);
  let m = /^m:([A-H]):(\d+)$/.exec(id);
  if (m) return say('anchorMatch', { g: m[1] as string, n: m[2] as string });
  m = /^m:(.+)$/.exec(id);
  if (m) return say('anchorBracketMatch', { m: shownId(m[1] as string, lang) });
  m = /^g:(.+)$/.exec(id);
  if (m) return say('anchorGroup', { g: m[1] as string });
  m = /^tb:(.+)$/.exec(id);
  if (m) return say('anchorTiebreak', { g: m[1] as string });
  m = /^q:(.+)$/.exec(id);
  if (m) return say('anchorPlaces', { g: m[1] as string });
  m = /^t:(.+)$/.exec(id);
  if (m) return say('anchorTable', { t: m[1] as string });
  if (id === 'roster') return say('anchorRoster');
  if (id === 'header') return say('anchorHeader');
  if (id === 'list') return say('anchorList');
  if (id.startsWith('c:') || id.startsWith('tour:') || id.startsWith('f:')) return say('anchorColumn');
  return say('anchorTop');
}

/** At most this many anchors are named. */
const MAX_NAMED = 5;

export function describeAnchors(ids: readonly string[], lang: Lang): string {
  const words = [...new Set(ids.map((id) => describeAnchor(id, lang)))];
  return words.length > MAX_NAMED ? `${words.slice(0, MAX_NAMED).join('; ')} …` : words.join('; ');
}

/** Refuses (throws) when a realigned sheet lost anchors or has them out of order. */
export function refuseIfDamaged(sheet: string, view: Pick<Realigned, 'lost' | 'disordered'>, lang: Lang): void {
  if (view.lost.length > 0) fail('rowsLost', { sheet, what: describeAnchors(view.lost, lang) });
  if (view.disordered.length > 0) fail('rowsMoved', { sheet, what: describeAnchors(view.disordered, lang) });
}
