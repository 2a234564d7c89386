/** The game ids the actions take, their names in the tournament language, and a game's play-off format. */
import { GAME_NAMES, type Lang } from '../../i18n/messages';
import type { BracketFormat } from '../../rules/brackets';
import type { GameId } from '../../rules/registration';
import type { Settings } from '../../rules/settings';
import { problem, type ActionResult, type Ctx } from '../context';
import type { GroupGame } from '../kinds/groupSheet';
import { refuse } from './results';

export const GROUP_GAMES: readonly GroupGame[] = ['futsal', 'billiards', 'backgammon'];
export const ALL_GAMES: readonly GameId[] = ['futsal', 'billiards', 'backgammon', 'preference'];

export function isGroupGame(game: unknown): game is GroupGame {
  return typeof game === 'string' && (GROUP_GAMES as readonly string[]).includes(game);
}

export function isGame(game: unknown): game is GameId {
  return typeof game === 'string' && (ALL_GAMES as readonly string[]).includes(game);
}

export function gameName(game: GameId, lang: Lang): string {
  if (game === 'preference') return { en: 'preference', ru: 'преферанс', kk: 'преферанс' }[lang];
  return GAME_NAMES[game][lang];
}

export function unknownGame(ctx: Ctx, game: unknown): ActionResult<never> {
  const p = problem(ctx, 'error', 'unknownGameAction', { found: game });
  return refuse(p.message, [p]);
}

export function bracketFormat(settings: Settings, game: GroupGame): BracketFormat {
  return game === 'futsal'
    ? settings.futsal.format
    : game === 'billiards'
      ? settings.billiards.format
      : settings.backgammon.format;
}
