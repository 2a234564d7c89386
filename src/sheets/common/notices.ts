/**
 * The notices (Art. 3 item 2: the participants are told the time and place at least a day before):
 * every participant of every game with the day, time, place and court / table of his first
 * announced match or tour — from the registration (who plays: the admitted list, every player of a
 * futsal team) and the day plan sheets as they stand (what was announced) — written as one sheet for
 * a mail merge (kinds/noticesSheet.ts) by the notices action (../actions/notices.ts) and again by
 * the day plan once the committee made it. And, for the status, how many have no time yet, measured
 * against each game's notice deadline on today's date in the tournament's time zone.
 */
import { formatMessage } from '../../i18n/format';
import type { MessageCode } from '../../i18n/messages';
import { formatDate } from '../../rules/dates';
import {
  calendarDay,
  gameNotices,
  noticeDeadline,
  noticeState,
  withoutTime,
  type Notice,
  type NoticePerson,
  type NoticeSlot,
} from '../../rules/notices';
import type { GameId } from '../../rules/registration';
import { noticeLabel } from '../../i18n/labels-notices';
import { SETTING_KEYS } from '../../rules/settingKeys';
import type { SettingKey } from '../../rules/settingTypes';
import { applyPlans, type PlanSource } from '../apply';
import { gamePeople } from './gamePeople';
import { findSheet, nameFor, refused, type ProblemView } from '../context';
import { readDayPlan } from '../kinds/dayPlanSheet';
import { noticesSheetPlan } from '../kinds/noticesSheet';
import { withQrBlock } from '../kinds/qrBlock';
import { boardLabel } from '../../i18n/labels-board';
import { loadRegistration, type Registration } from '../kinds/registrationSheet';
import { ALL_GAMES, gameName } from './games';
import type { SettingsCtx } from './results';
import { clockZone } from '../selfCheckState';

/** Where one game stands. */
export interface GameNoticeCount {
  game: GameId;
  participants: number;
  /** participants without the day and time of a first match or tour */
  withoutTime: number;
  /** "YYYY-MM-DD": the last day to tell them (the first day less noticeDays); null while the first day is not set */
  deadline: string | null;
  /** on today's date: before the deadline, from it on, the game over, or no first day */
  state: 'unset' | 'early' | 'due' | 'over';
  /** the game's place is set on the settings sheet */
  venue: boolean;
}

/** A line of the status for the sidebar: a warning from the deadline on, else for information. */
export interface NoticeLine {
  game: GameId;
  severity: 'warning' | 'info';
  message: string;
}

/** "Бильярд": a game's name to begin a line. */
function title(ctx: SettingsCtx, game: GameId): string {
  const name = gameName(game, ctx.lang);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Who plays a game, in the registration's order: the admitted list; in futsal every player of a listed team. */
function people(ctx: SettingsCtx, game: GameId, reg: Registration): NoticePerson[] {
  return gamePeople(ctx, game, reg, (r, name, team) => ({ name, team, email: r.email, phone: r.phone }));
}

/**
 * Every game's notices: its participants and what its day plan sheet announces (`read`: a
 * registration already read; `planned`: a game's slots just written, not read back).
 */
export function collectNotices(
  ctx: SettingsCtx,
  read: (game: GameId) => Registration | null = (game) => loadRegistration(ctx, game),
  planned: Partial<Record<GameId, NoticeSlot[]>> = {},
  games: readonly GameId[] = ALL_GAMES,
): Notice[] {
  return games.flatMap((game) => {
    const sheet = planned[game] ? null : findSheet(ctx, `dayplan.${game}`);
    const slots = planned[game] ?? (sheet ? [...readDayPlan(ctx.sheets.read(sheet)).values()] : null);
    const reg = read(game);
    return gameNotices({ game, people: reg ? people(ctx, game, reg) : [], slots });
  });
}

/** Each game's count against its deadline on `today` ("YYYY-MM-DD"). */
export function noticeCounts(ctx: SettingsCtx, notices: readonly Notice[], today: string): GameNoticeCount[] {
  return ALL_GAMES.map((game) => {
    const s = ctx.settings[game];
    const mine = notices.filter((n) => n.game === game);
    return {
      game,
      participants: mine.length,
      withoutTime: withoutTime(mine),
      deadline: s.firstDay === '' ? null : noticeDeadline(s.firstDay, ctx.settings.noticeDays),
      state: noticeState(today, s.firstDay, s.days, ctx.settings.noticeDays),
      venue: s.venue !== '',
    };
  });
}

/**
 * The games whose count the status says on `today`: a first day set and the game not over (the day
 * plan sheets of the others are not read: the status runs after every action).
 */
export function gamesToCount(ctx: SettingsCtx, today: string): GameId[] {
  return ALL_GAMES.filter((game) => {
    const s = ctx.settings[game];
    const state = noticeState(today, s.firstDay, s.days, ctx.settings.noticeDays);
    return state === 'early' || state === 'due';
  });
}

/** What to say of a game with participants without a time (none once the game is over). */
export function noticeLines(ctx: SettingsCtx, counts: readonly GameNoticeCount[]): NoticeLine[] {
  return counts.flatMap((c): NoticeLine[] => {
    if (c.withoutTime === 0 || c.state === 'over') return [];
    const say = (code: MessageCode) =>
      formatMessage(
        code,
        {
          game: title(ctx, c.game),
          count: c.withoutTime,
          date: c.deadline ? formatDate(c.deadline) : '',
          key: `${c.game}.firstDay`,
        },
        ctx.lang,
      );
    if (c.state === 'unset') return [{ game: c.game, severity: 'info', message: say('noticesNoDay') }];
    return [
      {
        game: c.game,
        severity: c.state === 'due' ? 'warning' : 'info',
        message: say(c.state === 'due' ? 'noticesDue' : 'noticesEarly'),
      },
    ];
  });
}

/**
 * A game's conditions as the settings give them, in the settings sheet's words ("Партий до победы: 2;
 * Сокращённый формат: нет; Формат плей-офф: qf8"): what Art. 9, 12, 15 item 2 para 2 has the
 * participants told before the committee modifies it (fewer parties, a smaller play-off).
 */
export function conditionsText(ctx: SettingsCtx, game: GameId): string {
  const spec = new Map(SETTING_KEYS().map((s) => [s.key, s]));
  return CONDITIONS[game]
    .map((key) => {
      const s = spec.get(key);
      const value = (ctx.settings[game] as unknown as Record<string, string | number | boolean | undefined>)[
        key.slice(game.length + 1)
      ];
      if (!s || value === undefined) return '';
      const shown = typeof value === 'boolean' ? noticeLabel(value ? 'yes' : 'no', ctx.lang) : String(value);
      return `${s.label[ctx.lang]}: ${shown}`;
    })
    .filter((x) => x !== '')
    .join('; ');
}

/** The settings of each game's format the notices say (Art. 9, 12, 15 item 2 para 2; futsal Art. 8). */
const CONDITIONS: Record<GameId, readonly SettingKey[]> = {
  futsal: ['futsal.halves', 'futsal.halfMinutes', 'futsal.format'],
  billiards: ['billiards.partiesToWin', 'billiards.abridged', 'billiards.format'],
  backgammon: ['backgammon.pointsToWin', 'backgammon.format'],
  preference: ['preference.tours', 'preference.pool', 'preference.finalPool'],
};

/** Writes the notices sheet (the committee's marks carried over); its counts and what to say of them. */
export function writeNotices(
  ctx: SettingsCtx,
  planned: Partial<Record<GameId, NoticeSlot[]>> = {},
): { sheets: string[]; counts: GameNoticeCount[]; problems: ProblemView[]; name: string; notices: Notice[] } {
  const notices = collectNotices(ctx, undefined, planned);
  const name = nameFor(ctx, 'notices');
  const venues = Object.fromEntries(ALL_GAMES.map((g) => [g, ctx.settings[g].venue])) as Record<GameId, string>;
  const conditions = Object.fromEntries(ALL_GAMES.map((g) => [g, conditionsText(ctx, g)]));
  let again = 0;
  const source: PlanSource = {
    id: 'notices',
    name,
    checkProtected: true,
    build: (old) => {
      const plan = noticesSheetPlan({ lang: ctx.lang, name, notices, venues, conditions, old });
      again = plan.again;
      // The board's address and its QR code below the last notice (issue 25 item 2): printed with them.
      return withQrBlock(plan, ctx.settings.boardUrl, boardLabel('title', ctx.lang));
    },
  };
  const written = applyPlans(ctx.services.app, [source], {
    editors: ctx.settings.committee,
    index: ctx.sheets,
    lang: ctx.lang,
  });
  const counts = noticeCounts(ctx, notices, calendarDay(ctx.services.now(), clockZone(ctx)));
  const problems: ProblemView[] = [
    ...noticeLines(ctx, counts).map((l) => ({
      severity: 'warning' as const,
      code: l.severity === 'warning' ? 'noticesDue' : 'noticesEarly',
      message: l.message,
    })),
    ...counts
      .filter((c) => c.participants > 0 && !c.venue)
      .map((c) => ({
        severity: 'warning' as const,
        code: 'noticesNoVenue',
        message: formatMessage('noticesNoVenue', { game: title(ctx, c.game), key: `${c.game}.venue` }, ctx.lang),
      })),
    ...(again > 0
      ? [
          {
            severity: 'warning' as const,
            code: 'noticesAgain',
            message: formatMessage(
              'noticesAgain',
              { count: again, sheet: name, column: noticeLabel('again', ctx.lang) },
              ctx.lang,
            ),
          },
        ]
      : []),
  ];
  return { sheets: [...written.created, ...written.rewritten], counts, problems, name, notices };
}

/**
 * The notices made again after a day plan changed (the day plan action calls it, under its lock,
 * with the slots it just wrote: that sheet is not read back): only when the committee has made the
 * sheet once. Never fails the caller: what went wrong is a warning.
 */
export function refreshNotices(
  ctx: SettingsCtx,
  planned: Partial<Record<GameId, NoticeSlot[]>> = {},
): { sheets: string[]; problems: ProblemView[] } {
  if (!findSheet(ctx, 'notices')) return { sheets: [], problems: [] };
  try {
    return { sheets: writeNotices(ctx, planned).sheets, problems: [] };
  } catch (error) {
    const detail = refused(ctx, error).message;
    return {
      sheets: [],
      problems: [
        {
          severity: 'warning',
          code: 'noticesNotRefreshed',
          message: formatMessage('noticesNotRefreshed', { detail }, ctx.lang),
        },
      ],
    };
  }
}
