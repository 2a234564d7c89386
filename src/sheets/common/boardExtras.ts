/**
 * The board's play-offs and preference (issue 25 item 1) found where their sheets are now: each
 * chosen game's play-off sheet (its match cells and places 1–3, wherever rows and columns moved), the
 * last seated preference tour's roster and the standings sheet's list. What ../kinds/boardExtras.ts
 * writes its formulas over.
 */
import { GAME_NAMES } from '../../i18n/messages';
import { findSheet } from '../context';
import { shownId } from '../kinds/bracketLayout';
import type { BoardExtras, BoardPlayoff, BoardPreference, BoardToday } from '../kinds/boardExtras';
import { readDayPlan, type AnnouncedSlot } from '../kinds/dayPlanReader';
import { planLabel } from '../../i18n/labels-plan';
import type { GameId } from '../../rules/registration';
import { playoffRounds } from '../kinds/boardPlayoff';
import type { GroupGame } from '../kinds/groupLayout';
import { standingsLayout } from '../kinds/standingsSheet';
import { readTourRoster, tourSheet } from '../kinds/tourReader';
import { TOUR } from '../kinds/tourLayout';
import type { Rect } from '../plan';
import { locateBracket } from './bracket';
import { bracketFormat, gameName } from './games';
import type { SettingsCtx as Ctx } from './results';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A game's play-off as the board refers to it, or null while it has no play-off sheet. */
export function boardPlayoff(ctx: Ctx, game: GroupGame): BoardPlayoff | null {
  const sheet = findSheet(ctx, `bracket.${game}`);
  if (!sheet) return null;
  const { layout, view } = locateBracket(ctx, game, sheet);
  const now = (r: Rect): Rect => ({ ...r, row: view.row(r.row) ?? r.row, col: view.col(r.col) ?? r.col });
  const byId = new Map(layout.matches.map((m) => [m.id, m]));
  const rounds = playoffRounds(bracketFormat(ctx.settings, game), ctx.lang).map((r) => ({
    title: r.title,
    matches: r.ids.flatMap((id) => {
      const m = byId.get(id);
      if (!m) return [];
      return [
        {
          shown: shownId(id, ctx.lang),
          a: now(m.a),
          b: now(m.b),
          scoreA: now(m.scoreA),
          scoreB: now(m.scoreB),
          winner: now(m.winner),
          ...(m.shootA && m.shootB ? { shootA: now(m.shootA), shootB: now(m.shootB) } : {}),
        },
      ];
    }),
  }));
  return {
    game,
    title: capital(GAME_NAMES[game][ctx.lang]),
    sheet: sheet.getName(),
    rounds,
    places: [now(layout.places[1]), now(layout.places[2]), now(layout.places[3])],
  };
}

/** Preference as the board refers to it: the last seated tour and the standings list, or null before tour 1 is seated. */
export function boardPreference(ctx: Ctx): BoardPreference | null {
  const tours = ctx.settings.preference.tours;
  let last: { n: number; sheet: ReturnType<typeof tourSheet> } | null = null;
  for (let k = 1; k <= tours; k++) {
    const sheet = tourSheet(ctx, k);
    if (sheet) last = { n: k, sheet };
  }
  if (!last?.sheet) return null;
  const read = readTourRoster(last.sheet, ctx.lang);
  // Table by table (a player finds where he sits), registration order within a table; no table last.
  const order = read.roster
    .map((l, i) => ({ l, i, table: Number(l.table) || Number.MAX_SAFE_INTEGER }))
    .sort((x, y) => x.table - y.table || x.i - y.i);
  const standingsSheet = findSheet(ctx, 'pref.standings');
  const list = standingsLayout(read.roster.length, tours).list;
  return {
    tour: {
      n: last.n,
      sheet: read.sheet,
      rows: order.map((o) => o.l.row),
      cols: { ...read.cols, table: read.cols.player + (TOUR.table - TOUR.player) },
    },
    standings: standingsSheet
      ? { sheet: standingsSheet.getName(), row: list.row, col: list.col, size: read.roster.length }
      : null,
  };
}

/** The day a plan's slot is on, as its rows show it: "22.11.2026" or "День 2". */
function dayOf(s: AnnouncedSlot, ctx: Ctx): string {
  if (s.date) return s.date.split('-').reverse().join('.');
  return planLabel('dayN', ctx.lang, { n: s.dayNumber ?? 1 });
}

/**
 * A game's plan of the day: the slots of each day of the day plan, in calendar order (preference one
 * line per tour); the board's formulas pick today's on the spreadsheet's clock (../kinds/boardToday.ts).
 * Null without a day plan.
 */
export function boardToday(ctx: Ctx, game: GameId): BoardToday | null {
  const sheet = findSheet(ctx, `dayplan.${game}`);
  if (!sheet) return null;
  const slots = [...readDayPlan(sheet).values()].sort((x, y) => x.row - y.row);
  if (slots.length === 0) return null;
  const byDay = new Map<string, AnnouncedSlot[]>();
  for (const s of slots) {
    const day = s.date ?? `#${String(s.dayNumber ?? 1).padStart(4, '0')}`;
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  const days = [...byDay.entries()]
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([, list]) => {
      const seen = new Set<string>();
      const rows = list.filter((s) => {
        if (game !== 'preference') return true;
        const tour = s.key.split(':').slice(0, 2).join(':');
        if (seen.has(tour)) return false;
        seen.add(tour);
        return true;
      });
      const first = rows[0] as AnnouncedSlot;
      const [y, m, d] = (first.date ?? '').split('-').map(Number);
      return {
        day: dayOf(first, ctx),
        date: first.date && y && m && d ? { y, m, d } : null,
        rows: rows.map((s) => s.row),
      };
    });
  return {
    title: game === 'preference' ? capital(gameName('preference', ctx.lang)) : capital(GAME_NAMES[game][ctx.lang]),
    planSheet: sheet.getName(),
    days,
    tours: game === 'preference',
  };
}

/** The chosen games' plans of the day, play-offs and preference, each only where its sheets exist. */
export function boardExtrasNow(
  ctx: Ctx,
  chosen: { games: readonly GameId[]; today: boolean; playoff: boolean; preference: boolean },
): BoardExtras {
  const today = chosen.today
    ? chosen.games.map((g) => boardToday(ctx, g)).filter((t): t is BoardToday => t !== null)
    : [];
  const playoffs = chosen.playoff
    ? (['futsal', 'billiards', 'backgammon'] as const)
        .filter((g) => chosen.games.includes(g))
        .map((g) => boardPlayoff(ctx, g))
        .filter((p): p is BoardPlayoff => p !== null)
    : [];
  return { today, playoffs, preference: chosen.preference ? boardPreference(ctx) : null };
}
