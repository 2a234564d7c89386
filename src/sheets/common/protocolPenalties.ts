/**
 * The penalties of Art. 18 item 11 a referee typed straight into a kept pulka: each is on the record
 * once, with its reason — the row's note, or the item it was typed under. A penalty recorded from
 * the sidebar is already a ruling (its row's note names the ruling's number), so it is not listed
 * twice.
 */
import { label } from '../../i18n/labels';
import { readContract } from '../../rules/notation';
import { nameKey } from '../../rules/names';
import { PENALTY_ITEM, penaltyPoints } from '../../rules/penalties';
import { cellText, findSheet, readAll, say, type Ctx } from '../context';
import { readAnchors } from '../identity';
import { readProtocol } from '../kinds/protocolSheet';
import type { Ruling } from '../kinds/rulingsSheet';

/** A note written with a ruling ("ruling no. 3: …" in any language). */
function fromRuling(note: string): boolean {
  const t = note.trim().toLowerCase();
  return (['en', 'ru', 'kk'] as const).some((lang) => {
    const [head] = label('protocolRulingNote', lang, { no: '#', reason: '' }).toLowerCase().split('#');
    return head !== undefined && head !== '' && t.startsWith(head);
  });
}

/** Every penalty typed into the protocols of tours 1…`tours` and of the final, as rulings of the record, in order. */
export function typedPenalties(ctx: Ctx, tours: number): Ruling[] {
  const out: Ruling[] = [];
  const all: (number | 'final')[] = [...Array.from({ length: tours }, (_, k) => k + 1), 'final'];
  for (const n of all) {
    const sheet = n === 'final' ? findSheet(ctx, 'pref.finalProtocol') : findSheet(ctx, 'pref.protocol', { n });
    if (!sheet) continue;
    const { values } = readAll(sheet);
    for (const s of readProtocol(values, readAnchors(sheet, values), sheet.getName(), n === 'final')) {
      for (const row of s.typed.deals) {
        const c = readContract(row[1]);
        if (c?.kind !== 'penalty') continue;
        const note = cellText(row[7]);
        if (fromRuling(note)) continue;
        const who = cellText(row[2]);
        const seat = /^\d+$/.test(who) ? Number(who) - 1 : s.players.findIndex((p) => nameKey(p) === nameKey(who));
        const player = s.players[seat] ?? who;
        const item = PENALTY_ITEM[c.item];
        const game =
          c.game === null
            ? ''
            : c.game === 'misere'
              ? say(ctx, 'gameMisere')
              : c.game === 'allpass'
                ? say(ctx, 'gameAllPass')
                : String(c.game);
        out.push({
          tour: n,
          table: s.label,
          player,
          kind: 'penalty',
          detail: [item, game].filter((x) => x !== '').join(', '),
          points: penaltyPoints(c.item, c.game, c.amount),
          whists: null,
          reason: note !== '' ? note : label('protocolPenaltyTyped', ctx.lang, { item, sheet: sheet.getName() }),
          at: '',
        });
      }
    }
  }
  return out;
}
