/**
 * What the status says before a download (issue 22 item 5): the stages not finalized yet, by their
 * sheets. Downloaded from Google Sheets (File → Download → PDF or XLSX, docs/printing.md), such a
 * sheet shows what Sheets computes at that moment ("Loading…" included), and in Excel or
 * LibreOffice a cell calling the add-on's functions may show #NAME? or an old value; a finalized
 * sheet holds plain values and reads the same everywhere. From what the status has already read:
 * no call of its own.
 */
import { formatMessage } from '../../i18n/format';
import type { SheetKey } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import type { SheetLike } from '../gas';

/** A stage whose sheet is not final: "groups.billiards", "bracket.futsal", "pref.tour.3", "pref.final", "pref.standings". */
export interface NotFinal {
  stage: string;
  /** its sheet's name as it is now */
  sheet: string;
}

interface GameState {
  game: string;
  groups: boolean;
  groupsFinalized: boolean;
  bracket: boolean;
  bracketFinalized: boolean;
}

interface PreferenceState {
  rounds: { n: number; seated: boolean; finalized: boolean }[];
  final: { seated: boolean; finalized: boolean };
  standingsFinalized: boolean;
}

type Find = (key: SheetKey, params?: Record<string, number>) => SheetLike | null;

export function notFinalStages(
  games: readonly GameState[],
  preference: PreferenceState | null,
  find: Find,
): NotFinal[] {
  const out: NotFinal[] = [];
  const add = (stage: string, key: SheetKey, params: Record<string, number> = {}) => {
    const sheet = find(key, params);
    if (sheet) out.push({ stage, sheet: sheet.getName() });
  };
  for (const g of games) {
    if (g.game === 'preference') continue;
    if (g.groups && !g.groupsFinalized) add(`groups.${g.game}`, `groups.${g.game}` as SheetKey);
    if (g.bracket && !g.bracketFinalized) add(`bracket.${g.game}`, `bracket.${g.game}` as SheetKey);
  }
  if (preference) {
    for (const r of preference.rounds) if (r.seated && !r.finalized) add(`pref.tour.${r.n}`, 'pref.tour', { n: r.n });
    if (preference.final.seated && !preference.final.finalized) add('pref.final', 'pref.final');
    if (!preference.standingsFinalized) add('pref.standings', 'pref.standings');
  }
  return out;
}

/** The line to show before a download, in the tournament language ("" when every stage made is final). */
export function downloadNote(list: readonly NotFinal[], lang: Lang): string {
  if (list.length === 0) return '';
  return formatMessage('statusNotFinal', { sheets: list.map((x) => `«${x.sheet}»`).join(', ') }, lang);
}
