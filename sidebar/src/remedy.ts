/**
 * The words of a forecast remedy (issue 26 item 2), pure (no DOM), for the forecast panel
 * (views/forecast.ts): the abridged format with no number of tables enough is its forecast on the
 * tables there are, and says so ("on the present tables"), not "– tables".
 */
import type { SidebarKey } from '../../src/i18n/messages-ui';
import type { RemedyBrief } from '../../src/rules/forecastBrief';

export type Translate = (key: SidebarKey, params?: Record<string, string | number>) => string;

export function remedyText(t: Translate, r: Pick<RemedyBrief, 'kind' | 'value'>, end: string): string {
  if (r.kind === 'abridged' && r.value === null) return t('fcAbridgedAsIs', { end });
  const key = r.kind === 'tables' ? 'fcTables' : r.kind === 'shorterTour' ? 'fcShorter' : 'fcAbridged';
  return t(key, { n: String(r.value ?? ''), end });
}
