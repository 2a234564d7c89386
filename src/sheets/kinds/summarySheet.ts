/**
 * The record's cover page (SPEC §1: the downloaded file is the final record): places 1–3 of every
 * game, when each draw was made and with which seed (SPEC §5: draws are auditable), the committee,
 * and the referee's rulings of the preference tournament. Written as values when a stage is finalized
 * (actions/summary.ts), first among the sheets, protected whole; one printed page.
 */
import type { Lang, Text } from '../../i18n/messages';
import { GAME_NAMES } from '../../i18n/messages';
import { fillText } from '../../i18n/labels';
import type { GameId } from '../../rules/registration';
import { emptyGrid, SHEET_COLORS, type Cell, type Format, type SheetPlan } from '../plan';
import { FINAL_WORD, RULING_KINDS, type Ruling } from './rulingsSheet';
import { decisionText, type Decision } from './decisionsSheet';

export interface SummaryGame {
  game: GameId;
  /** places 1–3 as the game's last sheet shows them ("" while undecided) */
  places: [string, string, string];
  /** the draw (group games) or the first tour's seating (preference): its seed and time, when made */
  draw: { seed: number | null; time: string } | null;
}

export interface SummaryOptions {
  lang: Lang;
  name: string;
  year: number;
  /** when the page was made, on the spreadsheet's clock: "24.11.2026 14:30" */
  at: string;
  games: SummaryGame[];
  committee: readonly string[];
  rulings: readonly Ruling[];
  /** the committee's own decisions on the record (a name corrected), in order */
  decisions?: readonly Decision[];
}

const W: Record<string, Text> = {
  title: {
    en: 'KASE tournaments {year}: the record',
    ru: 'Турниры KASE {year}: итоги',
    kk: 'KASE турнирлері {year}: қорытынды',
  },
  made: {
    en: 'Made {at}, when a stage was last finalized',
    ru: 'Составлено {at}, при последней фиксации этапа',
    kk: '{at} жасалды, соңғы кезең бекітілгенде',
  },
  game: { en: 'Game', ru: 'Игра', kk: 'Ойын' },
  p1: { en: '1st place', ru: '1-е место', kk: '1-орын' },
  p2: { en: '2nd place', ru: '2-е место', kk: '2-орын' },
  p3: { en: '3rd place', ru: '3-е место', kk: '3-орын' },
  seed: { en: 'Draw seed', ru: 'Ключ жеребьёвки', kk: 'Жеребе кілті' },
  time: { en: 'Draw made', ru: 'Жеребьёвка', kk: 'Жеребе' },
  undecided: { en: 'not decided yet', ru: 'ещё не определено', kk: 'әлі анықталмаған' },
  committee: { en: 'Organizing committee', ru: 'Оргкомитет', kk: 'Ұйымдастыру комитеті' },
  nobody: {
    en: '(no e-mails on the settings sheet)',
    ru: '(на листе настроек нет адресов)',
    kk: '(баптаулар парағында мекенжай жоқ)',
  },
  rulings: {
    en: 'Referee rulings, preference ({n})',
    ru: 'Решения судьи, преферанс ({n})',
    kk: 'Төреші шешімдері, преферанс ({n})',
  },
  none: { en: 'none', ru: 'нет', kk: 'жоқ' },
  tour: { en: 'Tour', ru: 'Тур', kk: 'Айналым' },
  player: { en: 'Player', ru: 'Участник', kk: 'Қатысушы' },
  kind: { en: 'Ruling', ru: 'Решение', kk: 'Шешім' },
  reason: { en: 'Reason', ru: 'Причина', kk: 'Себебі' },
  decisions: {
    en: 'Decisions of the organizing committee ({n})',
    ru: 'Решения Оргкомитета ({n})',
    kk: 'Ұйымдастыру комитетінің шешімдері ({n})',
  },
  decided: { en: 'Decided by, when', ru: 'Кто и когда решил', kk: 'Кім, қашан шешті' },
};

const COLS = 6;

export function summaryPlan(o: SummaryOptions): SheetPlan {
  const t = (k: string, params: Record<string, string | number> = {}) => fillText((W[k] as Text)[o.lang], params);
  const rows: Cell[][] = [];
  const formats: Format[] = [];
  const line = (...cells: Cell[]) => rows.push([...cells, ...Array<Cell>(COLS - cells.length).fill(null)]);
  const style = (f: Omit<Format, 'rect'>, cols = COLS) =>
    formats.push({ rect: { row: rows.length - 1, col: 0, rows: 1, cols }, ...f });

  line(t('title', { year: o.year }));
  style({ bold: true, background: SHEET_COLORS.title, fontColor: SHEET_COLORS.titleText });
  line(t('made', { at: o.at }));
  style({ italic: true, fontColor: SHEET_COLORS.muted });
  line();
  line(t('game'), t('p1'), t('p2'), t('p3'), t('seed'), t('time'));
  style({ bold: true, background: SHEET_COLORS.header, wrap: true });
  for (const g of o.games) {
    const decided = g.places.every((p) => p !== '');
    const game = GAME_NAMES[g.game][o.lang];
    line(
      game.charAt(0).toUpperCase() + game.slice(1),
      ...(decided ? g.places : [t('undecided'), '', '']),
      g.draw?.seed ?? '',
      g.draw?.time ?? '',
    );
    style({ bold: true }, 1);
    if (decided)
      formats.push({ rect: { row: rows.length - 1, col: 1, rows: 1, cols: 3 }, background: SHEET_COLORS.good });
  }
  line();
  line(t('committee'));
  style({ bold: true, background: SHEET_COLORS.header });
  line(o.committee.length > 0 ? o.committee.join(', ') : t('nobody'));
  line();
  line(t('rulings', { n: o.rulings.length }));
  style({ bold: true, background: SHEET_COLORS.header });
  if (o.rulings.length === 0) line(t('none'));
  else {
    line(t('tour'), t('player'), t('kind'), t('reason'));
    style({ bold: true });
    for (const r of o.rulings)
      line(
        r.tour === 'final' ? FINAL_WORD[o.lang] : r.tour,
        r.player,
        [RULING_KINDS[r.kind][o.lang], r.detail].filter((x) => x !== '').join(', '),
        r.reason,
      );
  }
  const decisions = o.decisions ?? [];
  if (decisions.length > 0) {
    line();
    line(t('decisions', { n: decisions.length }));
    style({ bold: true, background: SHEET_COLORS.header });
    line(t('game'), t('kind'), '', t('reason'), t('decided'));
    style({ bold: true });
    for (const d of decisions) {
      const game = GAME_NAMES[d.game][o.lang];
      line(game.charAt(0).toUpperCase() + game.slice(1), decisionText(d, o.lang), '', d.reason, `${d.by}, ${d.at}`);
    }
  }
  const values = emptyGrid(rows.length, COLS);
  rows.forEach((r, i) => (values[i] = r));
  return {
    key: 'summary',
    name: o.name,
    first: true,
    values,
    inputs: [],
    formats,
    validations: [],
    highlights: [],
    columnWidths: [150, 170, 170, 170, 110, 130],
    frozenRows: 0,
    frozenCols: 0,
    protect: true,
  };
}
