/** The committee's seed of a draw (draw, seatTour): recorded on the sheet, so the draw can be made again. */
import { fail as raise } from '../../rules/errors';
import { seedFrom } from '../../rules/random';

/** A seed given by the committee: a whole number or a text; nothing given = a new one. */
export function seedOption(seed: unknown): number | undefined {
  if (seed === undefined || seed === null || (typeof seed === 'string' && seed.trim() === '')) return undefined;
  if (typeof seed !== 'number' && typeof seed !== 'string') raise('drawBadSeed', { found: seed }, { arg: 'seed' }); // described in the tournament language (TRUE → ИСТИНА)
  return seedFrom(seed);
}
