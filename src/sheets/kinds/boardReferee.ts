/**
 * The board's referee (issue 24 item 17): what follows who plays where the day plan names the
 * match's referee (its referee column, ./dayPlanColumns.ts) — a formula's tail over that cell, ""
 * while none is typed. The match rows use it, so now / next show him too (./boardSheet.ts), and the
 * plan of the day (./boardToday.ts).
 */
import { boardLabel } from '../../i18n/labels-board';
import type { Lang } from '../../i18n/messages';

/**
 * `&IFERROR(IF(cell="",""," · referee "&cell),"")`: appended to a formula that shows who plays. A
 * cell gone (the plan made again with fewer rows: #REF!) shows who plays only, never an error.
 */
export function refereeBy(cell: string, lang: Lang): string {
  return `&IFERROR(IF(${cell}="","","${boardLabel('refereeBy', lang)}"&${cell}),"")`;
}
