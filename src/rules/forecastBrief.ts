/**
 * The forecast of one game as the sidebar shows it (issue 26 item 2): plain data that crosses
 * `google.script.run` (no Infinity, no Map), moments as the queue sheet writes them ("1 18:40": the
 * day of play and the time). Pure.
 */
import type { Lang } from '../i18n/messages';
import { tablesKey } from './dayPlanGames';
import type { Forecast, GameForecast, Remedy, RemedyKind } from './forecast';
import { momentText } from './queueCells';
import { SETTING_KEYS } from './settingKeys';

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

/** A setting the committee changes to take a remedy (a key of the settings sheet) and its new value. */
export interface SettingChange {
  key: string;
  /** its row's label on the settings sheet, in the tournament's language: what the committee looks for */
  label: string;
  value: number | boolean;
}

export interface RemedyBrief {
  kind: RemedyKind;
  /** what to change on the settings sheet (by the committee's decision, Art. 2 item 2): the queue follows */
  settings: SettingChange[];
  /** each stage's end with it (its own forecast) */
  stages: StageBrief[];
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

const GAMES = ['futsal', 'billiards', 'backgammon', 'preference'] as const;

/** The settings a remedy changes; `tables` the game's tables now (an abridged format on as many needs no more). */
function settingsOf(r: Remedy, tables: number | undefined, lang: Lang): SettingChange[] {
  const game = GAMES.find((g) => g === r.game);
  if (!game || (r.value === null && r.kind !== 'abridged')) return [];
  const change = (key: string, value: number | boolean): SettingChange => ({
    key,
    label: SETTING_KEYS().find((s) => s.key === key)?.label[lang] ?? key,
    value,
  });
  if (r.kind === 'tables') return [change(tablesKey(game), r.value as number)];
  if (r.kind === 'shorterTour') return [change('preference.tourMinutes', r.value as number)];
  const more = r.value !== null && r.value !== tables ? [change(tablesKey(game), r.value)] : [];
  return [change('billiards.abridged', true), ...more];
}

/**
 * One game's part of a forecast, or null when the forecast has no such game; `tables`: the game's
 * tables now (for what a remedy changes); `lang`: the tournament's, for the settings' labels.
 */
export function forecastBrief(f: Forecast, game: string, tables?: number, lang: Lang = 'ru'): ForecastBrief | null {
  const g = f.games.find((x) => x.game === game);
  if (!g) return null;
  const remedies = f.remedies
    .filter((r) => r.game === game)
    .map((r) => ({
      kind: r.kind,
      settings: settingsOf(r, tables, lang),
      stages: stagesOf(r.forecast),
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
