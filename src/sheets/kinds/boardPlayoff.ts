/**
 * The board's part for one play-off (issue 25 item 1: where each play-off stands): its current
 * round — the first round with a match still undecided, or the last one once all are — with every
 * match's pair, winner and score, and places 1–3 under it. Live: each cell is a formula over the
 * play-off sheet (./bracketSheet.ts), the round chosen by a formula over its winner cells, so a
 * typed score moves the board to the next round by itself.
 *
 * A round is what can be played at once: a match's round is one more than the latest round it takes
 * a player from (futsal's semi-finals, then the final with the match for 3rd place; billiards' stage
 * 3 of both nets, Art. 11 item 10).
 */
import { boardLabel } from '../../i18n/labels-board';
import { label } from '../../i18n/labels';
import type { Lang } from '../../i18n/messages';
import { bracket, type BracketFormat } from '../../rules/brackets';
import { a1, ref, SHEET_COLORS, type Grid, type Rect } from '../plan';
import { sectionTitle, type BracketGame } from './bracketLayout';
import { GAME_HEADING, literal, partHeading, partHeads, type BoardPart } from './boardParts';

/** A play-off match as the board refers to it: its label and its cells where they are now. */
export interface BoardPlayoffMatch {
  /** "ПФ1", "III-2" */
  shown: string;
  a: Rect;
  b: Rect;
  scoreA: Rect;
  scoreB: Rect;
  winner: Rect;
  /** futsal: the penalty shoot-out (Art. 8 item 7) */
  shootA?: Rect;
  shootB?: Rect;
}

export interface BoardPlayoff {
  game: BracketGame;
  /** the game's name as headings show it */
  title: string;
  sheet: string;
  rounds: { title: string; matches: BoardPlayoffMatch[] }[];
  /** places 1–3 on the play-off sheet */
  places: [Rect, Rect, Rect];
}

/** The rounds of a format, in order: each round's title and its matches' ids (the bracket's order). */
export function playoffRounds(format: BracketFormat, lang: Lang): { title: string; ids: string[] }[] {
  const depth = new Map<string, number>();
  const rounds: { ids: string[]; titles: string[]; stages: Set<number> }[] = [];
  for (const m of bracket(format).matches) {
    const from = [m.a, m.b].map((s) => (s.kind === 'group' ? 0 : (depth.get(s.match) ?? 0)));
    const d = Math.max(...from) + 1;
    depth.set(m.id, d);
    const round = (rounds[d - 1] ??= { ids: [], titles: [], stages: new Set() });
    round.ids.push(m.id);
    round.stages.add(m.stage);
    const title = sectionTitle(format, m, lang);
    if (!round.titles.includes(title)) round.titles.push(title);
  }
  return rounds.map((r) => ({
    ids: r.ids,
    // Both nets of one stage: "Stage 3"; the final with the match for 3rd place: both names.
    title:
      format === 'net32' && r.titles.length > 1 && r.stages.size === 1
        ? label('bracketStage', lang, { n: [...r.stages][0] as number })
        : r.titles.join(' · '),
  }));
}

function cells(p: BoardPlayoff, m: BoardPlayoffMatch) {
  const at = (r: Rect) => ref(p.sheet, r);
  const [a, b, sa, sb, w] = [at(m.a), at(m.b), at(m.scoreA), at(m.scoreB), at(m.winner)];
  const shoot = m.shootA && m.shootB ? { a: at(m.shootA), b: at(m.shootB) } : null;
  const after = shoot ? `&IF(${shoot.a}&${shoot.b}="",""," ("&${shoot.a}&":"&${shoot.b}&")")` : '';
  return {
    shown: literal(m.shown),
    pair: `IF(${a}&${b}="","",${a}&" – "&${b})`,
    winner: `IF(${w}="","",${w}${after})`,
    score: `IF(${sa}&${sb}="","",${sa}&":"&${sb})`,
  };
}

/** The current round as "2/3": the first with a winner cell still empty, else the last; of all the rounds. */
function roundFormula(p: BoardPlayoff): string {
  // "0+" makes a one-match round a number too: a lone (x="") is a logical, and FALSE>0 is TRUE.
  const open = p.rounds.map((r) => `0+${r.matches.map((m) => `(${ref(p.sheet, m.winner)}="")`).join('+')}`);
  const last = String(p.rounds.length);
  return `=${open.slice(0, -1).reduceRight((rest, u, i) => `IF(${u}>0,${i + 1},${rest})`, last)}&"/${last}"`;
}

/** The play-off part: heading, the round's title and number, column heads, its matches, places 1–3, a blank row. */
export function playoffPart(p: BoardPlayoff): BoardPart {
  const size = Math.max(...p.rounds.map((r) => r.matches.length));
  return {
    rows: 3 + size + 3 + 1,
    write(g: Grid, lang: Lang, top: number) {
      const t = (k: Parameters<typeof boardLabel>[0], params: Record<string, string | number> = {}) =>
        boardLabel(k, lang, params);
      // The heading says which round of how many ("2/3", on its right); the rows below choose by it.
      partHeading(g, top, t('playoff', { game: p.title }), GAME_HEADING);
      g.put(top, 3, { f: roundFormula(p) });
      g.formats.push({ rect: { row: top, col: 3, rows: 1, cols: 1 }, align: 'right' });
      const k = a1(top, 3, true);
      const choose = (parts: string[]) => `=CHOOSE(VALUE(LEFT(${k},FIND("/",${k})-1)),${parts.join(',')})`;
      partHeading(g, top + 1, { f: choose(p.rounds.map((r) => literal(r.title))) }, { bold: true });
      partHeads(g, top + 2, [t('match'), t('pair'), t('winner'), t('score')]);
      for (let k = 0; k < size; k++) {
        const row = top + 3 + k;
        const at = p.rounds.map((r) => {
          const m = r.matches[k];
          return m ? cells(p, m) : null;
        });
        const pick = (key: 'shown' | 'pair' | 'winner' | 'score') => choose(at.map((c) => (c ? c[key] : '""')));
        g.put(row, 0, { f: pick('shown') });
        g.put(row, 1, { f: pick('pair') });
        g.put(row, 2, { f: pick('winner') });
        g.put(row, 3, { f: pick('score') });
      }
      const first = top + 3 + size;
      p.places.forEach((place, i) => {
        g.put(first + i, 0, t('placeN', { n: i + 1 }));
        g.put(first + i, 1, { f: `=${ref(p.sheet, place)}` });
      });
      g.formats.push({ rect: { row: first, col: 0, rows: 3, cols: 4 }, bold: true, background: SHEET_COLORS.good });
    },
  };
}
