/**
 * The self-check's two sheets (issue 22 item 3):
 *
 * - the **report** ("Самопроверка", kk "Өзін-өзі тексеру", en "Self-check"; key `selfcheck`): one
 *   row per assumption — what the add-on relies on, the result (holds / does not hold / could not
 *   tell / waiting for the guided step), what was seen, the time, what the add-on does when it
 *   does not hold, and a language-free code ("meta.insert=held") the add-on reads back
 *   (`readReport`). Generated whole, protected (committee only), written through the applier;
 * - the **scratch** sheet of the guided steps (key `selfcheck.scratch`): the instructions and the
 *   cells a person types into, and, 16 columns to the right of each of them, the log cell where the
 *   edit trigger writes what it received (`SCRATCH.log`). The self-check writes it itself and
 *   removes it when the guided steps are finished.
 */
import { ASSUMPTION_TEXT, SELFCHECK_WORDS, type SelfCheckWord } from '../../i18n/messages-selfcheck';
import type { Lang } from '../../i18n/messages';
import { fillText } from '../../i18n/labels';
import { ASSUMPTIONS, type AssumptionId, type Finding, type Verdict } from '../../rules/selfCheck';
import { a1, emptyGrid, rectA1, SHEET_COLORS, type Cell, type Format, type Rect, type SheetPlan } from '../plan';

export function word(key: SelfCheckWord, lang: Lang, params: Record<string, string | number> = {}): string {
  return fillText(SELFCHECK_WORDS()[key][lang], params);
}

/** Where things are on the scratch sheet (0-based). */
export const SCRATCH = {
  /** the five cells typed quickly: B5:B9 */
  burst: { row: 4, col: 1, rows: 5, cols: 1 } as Rect,
  /** the block to copy: D5:E7, and where to paste it: G5:H7 */
  source: { row: 4, col: 3, rows: 3, cols: 2 } as Rect,
  paste: { row: 4, col: 6, rows: 3, cols: 2 } as Rect,
  /** the drop-down: J5 */
  dropdown: { row: 4, col: 9, rows: 1, cols: 1 } as Rect,
  /** the protected cell a referee tries: L5; the tick saying he tried: M5 */
  referee: { row: 4, col: 11, rows: 1, cols: 1 } as Rect,
  tried: { row: 4, col: 12, rows: 1, cols: 1 } as Rect,
  /** a typed cell's log cell is this many columns to its right */
  log: 16,
  /** rows of instructions at the top */
  top: 3,
} as const;

/** The values of the block to paste, and the drop-down's items (one word per language). */
export const PASTE_SOURCE = [
  ['a', 1],
  ['b', 2],
  ['c', 3],
] as const;
export const DROPDOWN_ITEMS = ['допущен', 'жіберілді', 'admitted'] as const;

/** The item the person is asked to choose: the one of the tournament language. */
export function dropdownItem(lang: Lang): string {
  return DROPDOWN_ITEMS[lang === 'ru' ? 0 : lang === 'kk' ? 1 : 2];
}

/** The scratch sheet's instruction lines (column A, rows 1–3) and the cells they point at. */
export function scratchInstructions(lang: Lang, finish: string): string[] {
  return [
    word('scratchTitle', lang, { finish }),
    [
      word('stepBurst', lang, { cells: rectA1(SCRATCH.burst) }),
      word('stepPaste', lang, { from: rectA1(SCRATCH.source), to: rectA1(SCRATCH.paste) }),
      word('stepDropdown', lang, { cell: rectA1(SCRATCH.dropdown), item: dropdownItem(lang) }),
    ].join(' '),
    [
      word('stepReferee', lang, { cell: rectA1(SCRATCH.referee), tick: rectA1(SCRATCH.tried) }),
      word('stepFinish', lang, { finish }),
    ].join(' '),
  ];
}

/** The log cell of a typed cell (same row, SCRATCH.log columns to the right). */
export function logCell(row: number, col: number): { row: number; col: number } {
  return { row, col: col + SCRATCH.log };
}

const VERDICT_COLOR: Record<Verdict, string> = {
  held: SHEET_COLORS.good,
  failed: SHEET_COLORS.wrong,
  unknown: '#fff2cc',
  pending: '#efefef',
};

export interface ReportInfo {
  /** "2026-11-20 10:05" */
  when: string;
  locale: string;
  ui: string;
  zone: string;
  script: string;
}

const COLS = 7;

/** The report sheet: a title, how it was run, then one row per assumption. */
export function reportPlan(findings: readonly Finding[], info: ReportInfo, lang: Lang, name: string): SheetPlan {
  const byId = new Map(findings.map((f) => [f.id, f]));
  const values: Cell[][] = emptyGrid(4 + ASSUMPTIONS.length, COLS);
  const formats: Format[] = [];
  values[0]![0] = word('reportTitle', lang);
  values[1]![0] = word('runInfo', lang, { ...info });
  const heads: SelfCheckWord[] = ['colAssumption', 'colVerdict', 'colEvidence', 'colMs', 'colFallback', 'colCode'];
  values[3] = ['№', ...heads.map((h) => word(h, lang))];
  formats.push({
    rect: { row: 0, col: 0, rows: 1, cols: COLS },
    bold: true,
    background: SHEET_COLORS.title,
    fontColor: SHEET_COLORS.titleText,
  });
  formats.push({ rect: { row: 1, col: 0, rows: 1, cols: COLS }, italic: true, fontColor: SHEET_COLORS.muted });
  formats.push({
    rect: { row: 3, col: 0, rows: 1, cols: COLS },
    bold: true,
    background: SHEET_COLORS.header,
    wrap: true,
  });
  ASSUMPTIONS.forEach((id, i) => {
    const f = byId.get(id) ?? { id, verdict: 'unknown' as const, evidence: '' };
    const text = ASSUMPTION_TEXT()[id];
    const row = 4 + i;
    values[row] = [
      i + 1,
      text.title[lang],
      word(f.verdict, lang),
      f.evidence,
      f.ms === undefined ? '' : Math.round(f.ms),
      text.fallback[lang],
      `${id}=${f.verdict}`,
    ];
    formats.push({
      rect: { row, col: 2, rows: 1, cols: 1 },
      background: VERDICT_COLOR[f.verdict],
      bold: f.verdict === 'failed',
    });
  });
  formats.push({ rect: { row: 4, col: 1, rows: ASSUMPTIONS.length, cols: 5 }, wrap: true });
  formats.push({ rect: { row: 4, col: 6, rows: ASSUMPTIONS.length, cols: 1 }, fontColor: SHEET_COLORS.muted });
  return {
    key: 'selfcheck',
    name,
    values,
    inputs: [],
    formats,
    validations: [],
    highlights: [],
    columnWidths: [40, 360, 150, 280, 60, 420, 200],
    frozenRows: 4,
    frozenCols: 0,
    protect: true,
  };
}

/** The findings back from the report's values (its code column: "meta.insert=held"), wherever its rows are. */
export function readReport(values: readonly (readonly unknown[])[]): Finding[] {
  const ids = new Set<string>(ASSUMPTIONS);
  const verdicts = new Set(['held', 'failed', 'unknown', 'pending']);
  const out: Finding[] = [];
  for (const line of values) {
    const code = line.find((v) => typeof v === 'string' && /^[a-z.]+=[a-z]+$/.test(v)) as string | undefined;
    if (!code) continue;
    const [id, verdict] = code.split('=') as [string, string];
    if (!ids.has(id) || !verdicts.has(verdict)) continue;
    const at = line.indexOf(code);
    const evidence = line[at - 3];
    const ms = line[at - 2];
    const f: Finding = {
      id: id as AssumptionId,
      verdict: verdict as Verdict,
      evidence: typeof evidence === 'string' ? evidence : '',
    };
    if (typeof ms === 'number') f.ms = ms;
    out.push(f);
  }
  return out;
}

/** "B5" of a scratch rectangle's cell. */
export function scratchA1(r: Rect, dRow = 0, dCol = 0): string {
  return a1(r.row + dRow, r.col + dCol);
}
