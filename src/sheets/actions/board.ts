/**
 * The board action (issue 25 item 1): makes (or makes again) the board sheet, the players' view
 * that the committee publishes (File → Share → Publish to the web). For each group game the
 * committee chose (default: every game whose groups are drawn) it finds the group sheet's match and
 * standings rows and the day plan's rows (by their keys), and writes formulas over them
 * (kinds/boardSheet.ts): the board then follows every typed score by itself. A game with a queue
 * sheet (actions/queue.ts) shows now and next from its table queue. Made again after a new day plan
 * (the plan's rows are new then) and after a game's first queue sheet.
 */
import { formatMessage } from '../../i18n/format';
import { GAME_NAMES } from '../../i18n/messages';
import { TASK_ID } from '../../rules/dayPlanGames';
import type { GameId } from '../../rules/registration';
import { applyPlans, isFinalized } from '../apply';
import { findSheet, nameFor, readAll, readOnlyAllBut, withLock, type ActionResult, type Ctx } from '../context';
import type { Services } from '../gas';
import { readAnchors } from '../identity';
import type { BoardGame, BoardMatch, BoardSections } from '../kinds/boardLayout';
import { boardSheetPlan } from '../kinds/boardSheet';
import { withAddressLines } from '../kinds/qrBlock';
import { boardLabel } from '../../i18n/labels-board';
import { queueCellsOf } from '../kinds/queueSheet';
import { readDayPlan, type AnnouncedSlot } from '../kinds/dayPlanReader';
import { drawnGroups } from '../kinds/drawSheet';
import type { GroupGame } from '../kinds/groupLayout';
import { locateGroupSheet } from '../kinds/groupReader';
import { openCtx } from '../kinds/settingsSheet';
import { argSchemas, parseArg } from '../common/args';
import { refuseGroupDamage } from '../common/groupDamage';
import { ALL_GAMES, gameName, isGroupGame } from '../common/games';
import { boardExtrasNow } from '../common/boardExtras';
import { ok, refuse } from '../common/results';

export interface BoardData {
  sheet: string;
  games: GameId[];
}

/** A game as the board refers to it, or null when its groups are not drawn (or its sheet is missing). */
function boardGame(ctx: Ctx, game: GroupGame, sections: BoardSections): BoardGame | null {
  const groups = drawnGroups(ctx, game);
  const sheet = findSheet(ctx, `groups.${game}`);
  if (!groups || !sheet) return null;
  const read = readAll(sheet);
  const located = locateGroupSheet(game, groups, {
    ...read,
    anchors: readAnchors(sheet, read.values),
    final: isFinalized(ctx.services.app, sheet),
  });
  // A group sheet whose rows cannot be told apart any more is refused in words (as every action does).
  refuseGroupDamage(ctx, sheet.getName(), located);
  const { view, layout, matches: rows } = located;
  const cols = layout.columns;
  const plan = findSheet(ctx, `dayplan.${game}`);
  const slots = plan ? readDayPlan(plan) : new Map<string, AnnouncedSlot>();
  const matches: (BoardMatch & { at: number })[] = [];
  for (const m of rows) {
    const slot = slots.get(TASK_ID.group(m.letter, m.k));
    if (slot) matches.push({ court: slot.table, planRow: slot.row, groupRow: m.row, at: slot.row });
  }
  matches.sort((x, y) => x.at - y.at);
  const name = GAME_NAMES[game][ctx.lang];
  const queue = findSheet(ctx, `queue.${game}`);
  return {
    game,
    title: name.charAt(0).toUpperCase() + name.slice(1),
    groupSheet: sheet.getName(),
    planSheet: plan ? plan.getName() : null,
    scoreA: view.col(cols.scoreA) ?? cols.scoreA,
    scoreB: view.col(cols.scoreB) ?? cols.scoreB,
    table: view.col(cols.table) ?? cols.table,
    matches: matches.map(({ court, planRow, groupRow }) => ({ court, planRow, groupRow })),
    groups: layout.blocks.map((b) => ({
      letter: b.letter,
      size: b.players.length,
      tableRow: view.row(b.data) ?? b.data,
    })),
    sections,
    ...(queue ? { queue: { sheet: queue.getName(), ...QUEUE_ON_BOARD } } : {}),
  };
}

/** Where the board finds a court's now and next on the queue sheet (a table's row there). */
const QUEUE_ON_BOARD = {
  rowOf: (court: number) => queueCellsOf(court).row,
  now: queueCellsOf(1).now,
  next: queueCellsOf(1).next,
};

/**
 * Makes the board: `options.games` (default every game with something to show, preference
 * included), `nowNext` / `standings` / `plan` / `playoff` / `tours` (default all shown; `standings`
 * is also preference's list, `tours` its last seated tour).
 */
export function board(services: Services, options?: unknown): ActionResult<BoardData> {
  const ctx = openCtx(services);
  const parsed = parseArg(ctx, argSchemas().board, options);
  if ('refusal' in parsed) return parsed.refusal;
  const o = parsed.data ?? {};
  const sections: BoardSections = {
    nowNext: o.nowNext ?? true,
    standings: o.standings ?? true,
    plan: o.plan ?? true,
  };
  return withLock(ctx, () => {
    // it writes the board only: every other sheet is read as it stands, not closed (docs/performance.md)
    readOnlyAllBut(ctx, [['board']]);
    const chosen = o.games ?? ALL_GAMES;
    const games = chosen
      .filter(isGroupGame)
      .map((g) => boardGame(ctx, g, sections))
      .filter((g): g is BoardGame => g !== null);
    const extras = boardExtrasNow(ctx, {
      games: chosen,
      today: o.today ?? true,
      playoff: o.playoff ?? true,
      preference: chosen.includes('preference') && ((o.tours ?? true) || sections.standings),
    });
    const preference = extras.preference && {
      tour: (o.tours ?? true) ? extras.preference.tour : null,
      standings: sections.standings ? extras.preference.standings : null,
    };
    const shownPref = preference && (preference.tour || preference.standings) ? preference : null;
    if (games.length === 0 && extras.playoffs.length === 0 && !shownPref)
      return refuse(formatMessage('boardNothing', {}, ctx.lang), []);
    const name = nameFor(ctx, 'board');
    // The board carries its own address at its foot, within its width (issue 25 items 1, 2): no QR
    // code's narrow columns, which would make a phone held upright scroll sideways.
    const plan = withAddressLines(
      boardSheetPlan({ lang: ctx.lang, name, games, extras: { ...extras, preference: shownPref } }),
      ctx.settings.boardUrl,
      boardLabel('address', ctx.lang),
    );
    const done = applyPlans(ctx.services.app, [plan], {
      editors: ctx.editors ?? [],
      index: ctx.sheets,
      lang: ctx.lang,
    });
    const shown = [
      ...new Set([...games.map((g) => g.title), ...extras.playoffs.map((p) => p.title)]),
      ...(shownPref ? [gameName('preference', ctx.lang)] : []),
    ].join(', ');
    return ok(
      formatMessage('boardDone', { sheet: name, games: shown }, ctx.lang),
      [...done.created, ...done.rewritten],
      {
        sheet: name,
        games: [
          ...new Set([...games.map((g) => g.game), ...extras.playoffs.map((p) => p.game)]),
          ...(shownPref ? (['preference'] as const) : []),
        ],
      },
    );
  });
}
