/** workbench/page/dropdown.ts: what the drop-down of a list cell offers as one types, and which item Enter takes. */
import { describe, expect, it } from 'vitest';
import { moveActive, offer } from '../../workbench/page/dropdown';

const SEAT = ['0', '1', '2', '10', 'п', 'п0', 'п1', 'п10', '½', 'б3', 'м'];
const NAMES = ['Иванов Пётр', 'Иванова Анна', 'Сейткали Ержан'];

describe('the drop-down of a list cell', () => {
  it('opened on the cell (nothing typed): every item, the current value marked', () => {
    expect(offer(SEAT, '', true)).toEqual({ shown: SEAT, active: -1 });
    expect(offer(SEAT, 'п1', true)).toEqual({ shown: SEAT, active: 6 });
    expect(offer(SEAT, 'junk', true).active).toBe(-1);
  });

  it('as one types: items starting with the text first, then those containing it; an exact item is marked even when longer ones start with it', () => {
    expect(offer(SEAT, '1')).toEqual({ shown: ['1', '10', 'п1', 'п10'], active: 0 });
    expect(offer(SEAT, 'п1')).toEqual({ shown: ['п1', 'п10'], active: 0 });
    expect(offer(SEAT, 'п')).toEqual({ shown: ['п', 'п0', 'п1', 'п10'], active: 0 });
  });

  it('case does not matter; the item is taken as the list spells it', () => {
    const o = offer(SEAT, 'Б3');
    expect(o.shown[o.active]).toBe('б3');
  });

  it('the one item starting with the text is marked, whatever contains it further on (распасы, not ш3 распасы)', () => {
    const CONTRACT = ['6', '7', 'мизер', 'распасы', 'ш1', 'ш2 мизер', 'ш3 мизер', 'ш3 распасы'];
    expect(offer(CONTRACT, 'р')).toEqual({
      shown: ['распасы', 'мизер', 'ш2 мизер', 'ш3 мизер', 'ш3 распасы'],
      active: 0,
    });
    expect(offer(CONTRACT, 'ш3')).toEqual({ shown: ['ш3 мизер', 'ш3 распасы'], active: -1 });
    expect(offer(CONTRACT, 'ш3 р').active).toBe(0);
  });

  it('one item left is marked; several without an exact one leave the text as typed', () => {
    expect(offer(NAMES, 'сей')).toEqual({ shown: ['Сейткали Ержан'], active: 0 });
    expect(offer(NAMES, 'иван')).toEqual({ shown: ['Иванов Пётр', 'Иванова Анна'], active: -1 });
    expect(offer(NAMES, 'анна')).toEqual({ shown: ['Иванова Анна'], active: 0 });
  });

  it('nothing matches: nothing shown, nothing marked (the rule of the cell decides)', () => {
    expect(offer(SEAT, '11')).toEqual({ shown: [], active: -1 });
    expect(offer(['6', '7', 'мизер'], '5')).toEqual({ shown: [], active: -1 });
  });

  it('the arrows: down from nothing to the first, up from nothing to the last, no wrapping', () => {
    expect(moveActive(-1, 4, 1)).toBe(0);
    expect(moveActive(-1, 4, -1)).toBe(3);
    expect(moveActive(3, 4, 1)).toBe(3);
    expect(moveActive(0, 4, -1)).toBe(0);
    expect(moveActive(1, 4, 1)).toBe(2);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
