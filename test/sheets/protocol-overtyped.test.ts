/**
 * A pulka sheet's protected cell typed over by the committee is typed data (SPEC §5: nothing typed
 * is ever lost): keeping another table deal by deal rewrites the sheet, and refuses, naming the cell,
 * rather than write its title over what he typed. Found by the rulings property test (seed
 * -1730490915): the sheet's builder carried the sections' typed cells and never checked the rest.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { preferenceTournament } from '../preferenceTournament';

const PULKAS = 'Преферанс тур 1 пульки';

describe('a pulka sheet overtyped by the committee', () => {
  it('keeping a second table refuses, naming the title cell typed over, and changes nothing', () => {
    const { services, book } = preferenceTournament({
      players: 13,
      now: Date.UTC(2026, 11, 1, 6),
      firstDay: '15.12.2026',
    });
    const keep = (table: string) => api.keepTable(services, { tour: 1, table, mode: 'deals' });
    expect(keep('1').ok).toBe(true);
    book.typeAs('committee', PULKAS, 'A1', 'мой заголовок');
    const before = book.snapshot();
    const r = keep('2');
    expect(r.ok).toBe(false);
    expect(r.message).toContain(`${PULKAS}!A1`);
    expect(book.read(PULKAS, 'A1')).toBe('мой заголовок');
    expect(book.snapshot()).toEqual(before);
    // cleared by hand, the table is kept
    book.typeAs('committee', PULKAS, 'A1', '');
    expect(keep('2').ok).toBe(true);
  });
});
