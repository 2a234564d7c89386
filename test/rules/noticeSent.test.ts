/**
 * What a notice said when marked sent, and what changed since (src/rules/noticeSent.ts): Art. 3
 * item 2 (the participants are told the time and place), Art. 9, 12, 15 item 2 para 2 (told before
 * the conditions are modified).
 */
import { describe, expect, it } from 'vitest';
import { carryMark, readRemembered, type NoticeContent } from '../../src/rules/noticeSent';

const content = (o: Partial<NoticeContent> = {}): NoticeContent => ({
  name: 'Ахметов Алмас',
  team: '',
  date: '25.11.2026',
  time: '10:00',
  venue: '',
  table: 'Доска 2',
  rest: '25.11 11:00 доска 1',
  conditions: 'Очков до победы: 3',
  ...o,
});

describe('carryMark: a mark remembers what was sent (Art. 3 item 2)', () => {
  it('a new mark remembers what the sheet showed; then each changed field is said, the name only as "now"', () => {
    const first = carryMark({ mark: '✓', kept: '', before: content(), now: content() });
    expect(first.changes).toEqual([]);
    // The cell's spaces collapsed by the spreadsheet change nothing.
    const kept = first.remembered.replace(/ {2}/g, ' ');
    expect(readRemembered(kept)?.content).toEqual(readRemembered(first.remembered)?.content);
    const later = carryMark({
      mark: '✓',
      kept,
      before: content(),
      now: content({ name: 'Ахметова Алмас', time: '11:30', conditions: 'Очков до победы: 1' }),
    });
    expect(later.changes).toEqual([
      { field: 'name', was: '', now: 'Ахметова Алмас' },
      { field: 'time', was: '10:00', now: '11:30' },
      // Art. 12 item 2 para 2: a smaller format is a change to tell.
      { field: 'conditions', was: 'Очков до победы: 3', now: 'Очков до победы: 1' },
    ]);
    expect(later.remembered).toBe(first.remembered);
  });

  it('another mark typed is a new sending (remembered anew); a mark cleared forgets', () => {
    const first = carryMark({ mark: '✓ 21.11', kept: '', before: content(), now: content() });
    const resent = carryMark({
      mark: '✓ 22.11',
      kept: first.remembered,
      before: content({ time: '11:30' }),
      now: content({ time: '11:30' }),
    });
    expect(resent.changes).toEqual([]);
    expect(resent.remembered).toMatch(/^✓ 22\.11 ¦ 25\.11\.2026 ¦ 11:30 ¦ /);
    expect(carryMark({ mark: ' ', kept: first.remembered, before: content(), now: content() })).toEqual({
      remembered: '',
      changes: [],
    });
  });
});
