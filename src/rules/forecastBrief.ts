/**
 * The forecast of one game as the sidebar shows it (issue 26 item 2): plain data that crosses
 * `google.script.run` (no Infinity, no Map), moments as the queue sheet writes them ("1 18:40": the
 * day of play and the time). Pure.
 */
import type { Forecast, GameForecast, RemedyKind } from './forecast';
import { momentText } from './queueCells';

export interface StageBrief {
  stage: number;
  /** the last day (1-based) its matches may be played on, and that day's end */
  day: number;
  dayEnd: string;
  /** its last result, recorded or expected; null when it cannot end (a held match) */
  end: string | null;
  done: boolean;
  fits: boolean;
}

export interface RemedyBrief {
  kind: RemedyKind;
  /** tables: how many; abridged: on how many tables (null: on none); shorterTour: the tour's minutes */
  value: number | null;
  /** the article and item that allow it */
  rule: readonly [number, number];
  /** the game's end with it, and the stages still late with it */
  end: string | null;
  late: number[];
  fits: boolean;
}

export interface ForecastBrief {
  /** the moment of the forecast */
  now: string;
  /** the expected length ÷ the plan's, two decimals */
  pace: number;
  /** the game's last result, recorded or expected (null: never, a held match) */
  end: string | null;
  stages: StageBrief[];
  /** the stages expected to end after their day: the warning */
  late: number[];
  remedies: RemedyBrief[];
  /** matches that cannot be called (held back, or needing a held one) */
  unplayed: number;
}

const text = (moment: number): string | null => (Number.isFinite(moment) ? momentText(moment) : null);

function stagesOf(g: GameForecast): StageBrief[] {
  return g.stages.map((s) => ({
    stage: s.stage,
    day: s.day + 1,
    dayEnd: momentText(s.dayEnd),
    end: text(s.end),
    done: s.done,
    fits: s.fits,
  }));
}

/** One game's part of a forecast, or null when the forecast has no such game. */
export function forecastBrief(f: Forecast, game: string): ForecastBrief | null {
  const g = f.games.find((x) => x.game === game);
  if (!g) return null;
  const remedies = f.remedies
    .filter((r) => r.game === game)
    .map((r) => ({
      kind: r.kind,
      value: r.value,
      rule: r.rule,
      end: text(r.forecast.end),
      late: r.forecast.stages.filter((s) => !s.fits).map((s) => s.stage),
      fits: r.fits,
    }));
  return {
    now: momentText(f.now),
    pace: Math.round(g.pace * 100) / 100,
    end: text(g.end),
    stages: stagesOf(g),
    late: g.stages.filter((s) => !s.fits).map((s) => s.stage),
    remedies,
    unplayed: g.unplayed.length,
  };
}
