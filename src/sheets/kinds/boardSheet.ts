/**
 * The board sheet (issue 25 item 1): the players' view, safe to publish with File → Share → Publish
 * to the web. Live: every cell but the headings is a formula over the score cells of the group
 * sheets, their standings (GROUP_TABLE with why each place) and the day plans, so nothing needs a
 * click to update it. It refers to no registration sheet: no e-mail, no phone, only the names the
 * plans and the group sheets show. Narrow (./boardLayout.ts: four columns, 340 px) for a phone held
 * upright. Now / next on a court: from the game's table queue when it has a queue sheet (the match
 * called there and the one it gets next: ./queueSheet.ts), else its first and second planned match,
 * in the plan's order, with no score typed yet (the queue column counts them). Generated whole and
 * protected. Below the group games, the play-offs and preference (./boardExtras.ts).
 */
import { boardLabel } from '../../i18n/labels-board';
import { PLACE_WORDS } from '../../i18n/labels-plan';
import type { Lang } from '../../i18n/messages';
import { fillText } from '../../rules/citation';
import { a1, cellRect, newGrid, ref, SHEET_COLORS, type Format, type Grid, type SheetPlan } from '../plan';
import { PLAN_COLS } from './dayPlanColumns';
import { BOARD_COLS, BOARD_WIDTHS, boardLayout, type BoardGame, type CourtBlock, type GameBlock } from './boardLayout';
import { boardExtras, type BoardExtras } from './boardExtras';
import { refereeBy } from './boardReferee';

export { BOARD_COLS, boardLayout, type BoardGame, type BoardLayout } from './boardLayout';

/** What a match row's score cell shows while no score is typed (the queue counts these). */
export const NOT_PLAYED = '–';

export interface BoardOptions {
  lang: Lang;
  name: string;
  games: BoardGame[];
  /** the play-offs and preference, below the group games (./boardExtras.ts) */
  extras?: BoardExtras;
}

interface Drawing {
  g: Grid;
  lang: Lang;
}

function heading(d: Drawing, row: number, text: string, style: Omit<Format, 'rect'>): void {
  d.g.put(row, 0, text);
  d.g.formats.push({ rect: { row, col: 0, rows: 1, cols: BOARD_COLS }, ...style });
}

function heads(d: Drawing, row: number, labels: string[]): void {
  labels.forEach((l, c) => d.g.put(row, c, l));
  d.g.formats.push({ rect: { row, col: 0, rows: 1, cols: BOARD_COLS }, bold: true, background: SHEET_COLORS.header });
}

function courtName(game: BoardGame, court: number, lang: Lang): string {
  return fillText(PLACE_WORDS()[game.game].n[lang], { n: court });
}

/** One planned match: its time and sides from the day plan, its score from the group sheet, its place in the queue. */
function writeMatch(d: Drawing, game: BoardGame, c: CourtBlock, k: number): void {
  const { row, match } = c.matches[k] as CourtBlock['matches'][number];
  const plan = game.planSheet as string;
  const at = (col: number) => ref(plan, cellRect(match.planRow, col));
  const sa = ref(game.groupSheet, cellRect(match.groupRow, game.scoreA));
  const sb = ref(game.groupSheet, cellRect(match.groupRow, game.scoreB));
  d.g.put(row, 0, { f: `=${at(PLAN_COLS.start)}` });
  d.g.put(row, 1, { f: `=${at(PLAN_COLS.a)}&" – "&${at(PLAN_COLS.b)}${refereeBy(at(PLAN_COLS.referee), d.lang)}` });
  d.g.put(row, 2, { f: `=IF(AND(${sa}<>"",${sb}<>""),${sa}&":"&${sb},"${NOT_PLAYED}")` });
  const first = (c.matches[0] as CourtBlock['matches'][number]).row;
  const queue = `${a1(first, 2, true)}:${a1(row, 2)}`;
  d.g.put(row, 3, { f: `=IF(${a1(row, 2)}="${NOT_PLAYED}",COUNTIF(${queue},"${NOT_PLAYED}"),"")` });
}

/** A court's now (queue 1) or next (queue 2): "10:40 A – B", or empty. */
function queued(c: CourtBlock, n: number, game: BoardGame): string {
  const q = game.queue;
  // From the table queue: what KASE_QUEUE shows on the queue sheet for this court.
  if (q) return `=${ref(q.sheet, cellRect(q.rowOf(c.court), n === 1 ? q.now : q.next))}&""`;
  const first = (c.matches[0] as CourtBlock['matches'][number]).row;
  const last = (c.matches[c.matches.length - 1] as CourtBlock['matches'][number]).row;
  const col = (k: number) => `${a1(first, k, true)}:${a1(last, k, true)}`;
  const at = `MATCH(${n},${col(3)},0)`;
  return `=IFERROR(INDEX(${col(0)},${at})&" "&INDEX(${col(1)},${at}),"")`;
}

function writeCourts(d: Drawing, b: GameBlock): void {
  const { game } = b;
  const t = (k: Parameters<typeof boardLabel>[0]) => boardLabel(k, d.lang);
  const shown = b.courts.filter((c) => c.matches.length > 0);
  if (b.noteRow >= 0) d.g.put(b.noteRow, 0, t('noPlan'));
  if (shown.length === 0) return;
  if (game.sections.nowNext) {
    const top = (shown[0] as CourtBlock).nowRow;
    heading(d, top - 2, t('nowNext'), { bold: true });
    heads(d, top - 1, [PLACE_WORDS()[game.game].one[d.lang], t('now'), t('next'), '']);
    for (const c of shown) {
      d.g.put(c.nowRow, 0, c.court); // under the heading "Pitch" / "Table" / "Board"
      d.g.put(c.nowRow, 1, { f: queued(c, 1, game) });
      d.g.put(c.nowRow, 2, { f: queued(c, 2, game) });
    }
  }
  heads(d, (shown[0] as CourtBlock).headRow - 1, [t('time'), t('match'), t('score'), t('queue')]);
  for (const c of shown) {
    heading(d, c.headRow, `${t('plan')}: ${courtName(game, c.court, d.lang)}`, { bold: true });
    c.matches.forEach((_, k) => writeMatch(d, game, c, k));
  }
}

function writeStandings(d: Drawing, b: GameBlock): void {
  const { game } = b;
  const t = (k: Parameters<typeof boardLabel>[0], p: Record<string, string> = {}) => boardLabel(k, d.lang, p);
  for (const { group, headRow, firstRow } of b.groups) {
    heading(d, headRow, `${t('standings')}: ${t('group', { g: group.letter })}`, { bold: true });
    heads(d, headRow + 1, [t('place'), t('player'), t('why'), t('points')]);
    for (let i = 0; i < group.size; i++) {
      const at = (col: number) => ({ f: `=${ref(game.groupSheet, cellRect(group.tableRow + i, game.table + col))}` });
      d.g.put(firstRow + i, 0, at(0));
      d.g.put(firstRow + i, 1, at(1));
      d.g.put(firstRow + i, 2, at(10));
      d.g.put(firstRow + i, 3, at(9));
    }
  }
}

export function boardSheetPlan(o: BoardOptions): SheetPlan {
  const layout = boardLayout(o.games);
  const extras = boardExtras(o.extras);
  const rows = layout.rows + extras.rows;
  const d: Drawing = { g: newGrid(rows, BOARD_COLS), lang: o.lang };
  heading(d, 0, boardLabel('title', o.lang), { bold: true, background: SHEET_COLORS.title, fontColor: '#ffffff' });
  heading(d, 1, boardLabel('live', o.lang), { italic: true, fontColor: SHEET_COLORS.muted });
  for (const b of layout.blocks) {
    heading(d, b.headRow, b.game.title, { bold: true, background: SHEET_COLORS.title, fontColor: '#ffffff' });
    writeStandings(d, b);
    writeCourts(d, b);
  }
  extras.write(d.g, o.lang, layout.rows);
  // Names and reasons wrap inside their columns; headings (column A) run over the empty cells beside them.
  d.g.formats.push({ rect: { row: 2, col: 1, rows: rows - 2, cols: 2 }, wrap: true });
  return {
    key: 'board',
    name: o.name,
    values: d.g.values,
    inputs: [],
    formats: d.g.formats,
    validations: [],
    highlights: [],
    columnWidths: [...BOARD_WIDTHS],
    frozenRows: 1,
    frozenCols: 0,
    protect: true,
  };
}
