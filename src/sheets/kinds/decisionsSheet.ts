/**
 * The committee's decisions (Art. 2 items 3–4: the committee decides, in writing or orally, and may
 * revisit): the record of what the committee itself changed in the tournament's record — for now a
 * name corrected (SPEC §5 "A person's name is one name": the correction is recorded as a committee
 * decision), with the game, the name as it was and as it is, why, who decided, when, and the sheets
 * it changed (the finalized ones marked). Its layout, plan and reader.
 *
 * One row per decision, written only by the add-on, in the order they were made; the sheet is the
 * committee's (every value on it counts as typed, so a rewrite repeats it). It is history: a later
 * correction never renames a name on this sheet. The record's cover page lists it
 * (./summarySheet.ts).
 */
import type { Lang, Text } from '../../i18n/messages';
import { GAME_NAMES } from '../../i18n/messages';
import { fillText } from '../../i18n/labels';
import type { GameId } from '../../rules/registration';
import { cellText, readAll } from '../context';
import type { SheetLike } from '../gas';
import { readAnchors, realign } from '../identity';
import { emptyGrid, type AnchorSpec, type Cell, type SheetPlan } from '../plan';
import { logSheetPlan } from './logSheet';

export const DECISIONS = {
  title: 0,
  header: 1,
  first: 2,
  no: 0,
  game: 1,
  kind: 2,
  was: 3,
  now: 4,
  reason: 5,
  by: 6,
  at: 7,
  sheets: 8,
  width: 9,
} as const;

export type DecisionKind = 'nameCorrected';

export interface Decision {
  game: GameId;
  kind: DecisionKind;
  /** the name as it was shown, and as it is shown now */
  was: string;
  now: string;
  reason: string;
  /** who decided: the committee member's e-mail (Session) or the name he typed in the sidebar */
  by: string;
  at: string;
  /** the sheets it changed, the finalized ones marked ("«Бильярд сетка» (final)") */
  sheets: string;
}

const W: Record<string, Text> = {
  title: {
    en: 'Decisions of the organizing committee (Art. 2 items 3–4)',
    ru: 'Решения Оргкомитета (ст. 2 п. 3–4)',
    kk: 'Ұйымдастыру комитетінің шешімдері (2-бап, 3–4-тармақтар)',
  },
  no: { en: 'No.', ru: '№', kk: '№' },
  game: { en: 'Game', ru: 'Игра', kk: 'Ойын' },
  kind: { en: 'Decision', ru: 'Решение', kk: 'Шешім' },
  was: { en: 'Was', ru: 'Было', kk: 'Болған' },
  now: { en: 'Now', ru: 'Стало', kk: 'Болды' },
  reason: { en: 'Reason', ru: 'Причина', kk: 'Себебі' },
  by: { en: 'Decided by', ru: 'Кто решил', kk: 'Кім шешті' },
  at: { en: 'When', ru: 'Когда', kk: 'Қашан' },
  sheets: { en: 'Sheets changed', ru: 'Изменённые листы', kk: 'Өзгертілген парақтар' },
};

/** The words of each kind on the sheet; read back in any of the three languages. */
export const DECISION_KINDS: Record<DecisionKind, Text> = {
  nameCorrected: { en: 'name corrected', ru: 'исправлено имя', kk: 'аты түзетілді' },
};

/** "(final)" after a finalized sheet the decision changed (the record's own words). */
export const STILL_FINAL: Text = {
  en: '{sheet} (finalized, still final)',
  ru: '{sheet} (зафиксирован, остаётся зафиксированным)',
  kk: '{sheet} (бекітілген, бекітілген күйінде қалды)',
};

export function decisionWord(key: keyof typeof W, lang: Lang): string {
  return (W[key] as Text)[lang];
}

export function decisionsAnchors(): { rows: AnchorSpec[]; cols: AnchorSpec[] } {
  const cols = (Object.entries(DECISIONS) as [string, number][])
    .filter(([k]) => !['title', 'header', 'first', 'width'].includes(k))
    .map(([k, at]) => ({ at, id: `c:${k}` }));
  return {
    rows: [
      { at: DECISIONS.title, id: 'top' },
      { at: DECISIONS.header, id: 'header' },
    ],
    cols,
  };
}

export function decisionsPlan(o: { lang: Lang; name: string; decisions: readonly Decision[] }): SheetPlan {
  const { lang } = o;
  const rows = DECISIONS.first + Math.max(o.decisions.length + 5, 10);
  const values = emptyGrid(rows, DECISIONS.width);
  const put = (r: number, c: number, v: Cell) => ((values[r] as Cell[])[c] = v);
  put(DECISIONS.title, 0, decisionWord('title', lang));
  for (const key of ['no', 'game', 'kind', 'was', 'now', 'reason', 'by', 'at', 'sheets'] as const)
    put(DECISIONS.header, DECISIONS[key], decisionWord(key, lang));
  o.decisions.forEach((d, i) => {
    const r = DECISIONS.first + i;
    put(r, DECISIONS.no, i + 1);
    put(r, DECISIONS.game, GAME_NAMES[d.game][lang]);
    put(r, DECISIONS.kind, DECISION_KINDS[d.kind][lang]);
    put(r, DECISIONS.was, d.was);
    put(r, DECISIONS.now, d.now);
    put(r, DECISIONS.reason, d.reason);
    put(r, DECISIONS.by, d.by);
    put(r, DECISIONS.at, d.at);
    put(r, DECISIONS.sheets, d.sheets);
  });
  const data = { row: DECISIONS.first, col: 0, rows: rows - DECISIONS.first, cols: DECISIONS.width };
  return logSheetPlan({
    key: 'decisions',
    name: o.name,
    layout: DECISIONS,
    values,
    // Names and reasons are text as typed (a name "=…" stays text, SPEC §5).
    formats: [
      { rect: data, numberFormat: '@' },
      { rect: data, wrap: true },
    ],
    columnWidths: [36, 90, 120, 170, 170, 240, 170, 120, 260],
    anchors: decisionsAnchors(),
  });
}

function gameOf(text: string): GameId | null {
  const t = text.trim().toLowerCase();
  for (const [game, words] of Object.entries(GAME_NAMES) as [GameId, Text][])
    if (Object.values(words).some((w) => w.toLowerCase() === t)) return game;
  return null;
}

function kindOf(text: string): DecisionKind | null {
  const t = text.trim().toLowerCase();
  for (const [kind, words] of Object.entries(DECISION_KINDS) as [DecisionKind, Text][])
    if (Object.values(words).some((w) => w.toLowerCase() === t)) return kind;
  return null;
}

/**
 * The decisions on the sheet, in order, wherever its rows and columns are now. A row whose game or
 * kind is not one of ours (a line the committee wrote by hand) is not read (a rewrite keeps it: the
 * sheet counts as typed).
 */
export function readDecisions(sheet: SheetLike): Decision[] {
  const { values, formulas } = readAll(sheet);
  const view = realign(
    decisionsAnchors(),
    readAnchors(sheet, values),
    { values, formulas },
    {
      rows: Math.max(values.length, DECISIONS.first + 1),
      cols: DECISIONS.width,
    },
  );
  const out: Decision[] = [];
  for (let r = DECISIONS.first; r < view.values.length; r++) {
    const line = view.values[r] ?? [];
    const at = (k: keyof typeof DECISIONS) => cellText(line[DECISIONS[k]]);
    const game = gameOf(at('game'));
    const kind = kindOf(at('kind'));
    if (game === null || kind === null) continue;
    out.push({
      game,
      kind,
      was: at('was'),
      now: at('now'),
      reason: at('reason'),
      by: at('by'),
      at: at('at'),
      sheets: at('sheets'),
    });
  }
  return out;
}

/** "«A» → «B»": a decision as the cover page says it. */
export function decisionText(d: Decision, lang: Lang): string {
  return fillText('{kind}: «{was}» → «{now}»', { kind: DECISION_KINDS[d.kind][lang], was: d.was, now: d.now });
}
