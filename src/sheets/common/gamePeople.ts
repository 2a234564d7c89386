/**
 * Who plays a game, one entry per person, as the notices and each person's week list them: a futsal
 * player with his team as the teams list names it (the name the day plan shows), anyone else once
 * admitted (../../rules/admission.ts); `make` shapes the entry from the registrant, the name this
 * game shows him by, and his team.
 */
import { planAdmission } from '../../rules/admission';
import { nameKey } from '../../rules/names';
import { displayNames, type GameId, type Registrant } from '../../rules/registration';
import type { Registration } from '../kinds/registrationSheet';
import type { SettingsCtx } from './results';

export function gamePeople<T>(
  ctx: SettingsCtx,
  game: GameId,
  reg: Registration,
  make: (r: Registrant, shown: string, team: string) => T,
): T[] {
  const shown = displayNames(reg.registrants);
  const of = (i: number, team: string): T => make(reg.registrants[i] as Registrant, shown[i] as string, team);
  if (game === 'futsal') {
    const teams = new Map(reg.teams.filter((t) => t.team !== '').map((t) => [nameKey(t.team), t.team] as const));
    return reg.registrants.flatMap((r, i) =>
      r.team && r.team !== '' ? [of(i, teams.get(nameKey(r.team)) ?? r.team)] : [],
    );
  }
  const playing = new Set(planAdmission(game, reg.registrants, ctx.settings).participants);
  return reg.registrants.flatMap((r, i) => (playing.has(r) ? [of(i, '')] : []));
}
