/**
 * What each person's week is made of (src/rules/week.ts): every game's participants (the
 * registration: the admitted list, every player of a futsal team) and what its day plan sheet
 * announces — read from the sheets, or, for the game whose plan the day plan action just wrote, its
 * rows as written. Shared by the week cards action (../actions/week.ts) and the day plan action,
 * which says who its plan puts in two places at once with another game's (Art. 3 item 1).
 */
import { formatMessage } from '../../i18n/format';
import { personIdentity, type GameId } from '../../rules/registration';
import {
  clashes,
  weekCards,
  type Clash,
  type WeekCard,
  type WeekGame,
  type WeekPerson,
  type WeekSlot,
} from '../../rules/week';
import { gamePeople } from './gamePeople';
import { findSheet, readOnlyAhead, nameFor, type ProblemView } from '../context';
import { readDayPlan } from '../kinds/dayPlanReader';
import type { PlanRow } from '../kinds/dayPlanSheet';
import type { SheetKey } from '../../i18n/labels';
import { loadRegistration, registrationKey, type Registration } from '../kinds/registrationSheet';
import { entryText } from '../kinds/weekSheet';
import { ALL_GAMES } from './games';
import type { SettingsCtx } from './results';

/** Who plays a game, as the week knows him: his identity across games, the name this game shows. */
function peopleOf(ctx: SettingsCtx, game: GameId, reg: Registration): WeekPerson[] {
  return gamePeople(ctx, game, reg, (r, name, team) => ({ id: personIdentity(r), name, shown: name, team }));
}

/** A row the day plan action just wrote, as the week reads a slot. */
export function weekSlotOf(r: PlanRow): WeekSlot {
  return {
    key: r.key,
    date: r.date,
    dayNumber: r.date === null ? r.day + 1 : null,
    start: r.start,
    end: r.end,
    table: r.table,
    shown: r.shown,
    label: [r.stage, r.match].filter((x) => x !== '').join(', '),
  };
}

/** The sheets `collectWeek` reads (every registration, every day plan): for an action to close them together first. */
export function weekSheets(): [SheetKey][] {
  return ALL_GAMES.flatMap((game): [SheetKey][] => [[registrationKey(game)], [`dayplan.${game}`]]);
}

/** Every game's participants and day plan slots (`planned`: a game's slots just written, not read back). */
export function collectWeek(ctx: SettingsCtx, planned: Partial<Record<GameId, WeekSlot[]>> = {}): WeekGame[] {
  // inside an action: read as they stand, not closed (no action that reads the week writes them:
  // a day plan closes its own plan first, ../actions/dayPlan.ts)
  readOnlyAhead(ctx, weekSheets());
  return ALL_GAMES.flatMap((game): WeekGame[] => {
    const reg = loadRegistration(ctx, game);
    if (!reg.found) return [];
    const sheet = planned[game] ? null : findSheet(ctx, `dayplan.${game}`);
    const slots =
      planned[game] ?? (sheet ? [...readDayPlan(ctx.sheets.read(sheet)).values()].map((s) => ({ ...s })) : null);
    return [{ game, people: peopleOf(ctx, game, reg), slots }];
  });
}

/** Each person's card across the games. */
export function collectCards(ctx: SettingsCtx, planned: Partial<Record<GameId, WeekSlot[]>> = {}): WeekCard[] {
  return weekCards(collectWeek(ctx, planned));
}

/**
 * The clashes said in words, a warning each: who, in which two games, when and where (the cards
 * sheet's name when there is one). `only`: those involving this game.
 */
export function clashProblems(ctx: SettingsCtx, cards: readonly WeekCard[], only?: GameId): ProblemView[] {
  const found: Clash[] = clashes(cards).filter((c) => !only || c.a.game === only || c.b.game === only);
  return found.map((c) => ({
    severity: 'warning' as const,
    code: 'weekClash',
    message: formatMessage(
      'weekClash',
      {
        name: c.name,
        a: entryText(c.a, ctx.lang),
        b: entryText(c.b, ctx.lang),
        sheet: nameFor(ctx, 'week'),
      },
      ctx.lang,
    ),
  }));
}
