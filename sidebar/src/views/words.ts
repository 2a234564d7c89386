/** The words of names the page shows: languages, games, a step's state, a step, an action. */
import type { SidebarKey } from '../../../src/i18n/messages-ui';
import { stepTextKey, type Lang, type Request } from '../actions';
import { RULING_KIND_KEYS } from '../rulings';
import type { GameId, Step } from '../steps';
import type { Ui } from '../ui';

export const LANGS: readonly Lang[] = ['ru', 'kk', 'en'];
export const LANG_KEYS: Record<Lang, SidebarKey> = { ru: 'langRu', kk: 'langKk', en: 'langEn' };
export const GAME_KEYS: Record<GameId, SidebarKey> = {
  futsal: 'gameFutsal',
  billiards: 'gameBilliards',
  backgammon: 'gameBackgammon',
  preference: 'gamePreference',
};
export const STATE_KEYS: Record<Step['state'], SidebarKey> = {
  done: 'stateDone',
  next: 'stateNext',
  available: 'stateAvailable',
  locked: 'stateLocked',
};

export function stepLabel(ui: Ui, step: Pick<Step, 'action' | 'game' | 'tour'>): string {
  return ui.t(stepTextKey(step.action, step.game), step.tour === undefined ? {} : { n: step.tour });
}

/** "Game: step" (the busy line and the result's title). */
export function actionTitle(ui: Ui, request: Request): string {
  const step = request.ruling
    ? ui.t(RULING_KIND_KEYS[request.ruling.kind])
    : request.pick
      ? ui.t('tieButton')
      : stepLabel(ui, request);
  return request.game ? `${ui.t(GAME_KEYS[request.game])}: ${step}` : step;
}
