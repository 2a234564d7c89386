/** The players and the tour count the preference actions are given (prepareAttendance, seatTour, seatFinal), checked. */
import { fail } from '../../rules/errors';
import { nameKey } from '../../rules/names';
import { MAX_TOURS } from '../kinds/preferenceCommon';

export function checkPlayers(players: readonly string[]): void {
  const seen = new Map<string, number>();
  players.forEach((p, i) => {
    if (typeof p !== 'string' || p.trim() === '')
      fail('seatBlankName', { position: i + 1 }, { arg: 'players', row: i });
    const key = nameKey(p);
    const first = seen.get(key);
    if (first !== undefined) fail('seatDuplicate', { name: p, first: first + 1 }, { arg: 'players', row: i });
    seen.set(key, i);
  });
}

export function checkTours(tours: number): void {
  if (!Number.isInteger(tours) || tours < 1 || tours > MAX_TOURS)
    fail('prefBadTourCount', { found: tours, max: MAX_TOURS });
}
