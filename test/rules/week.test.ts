/**
 * Each person's week (src/rules/week.ts): Art. 3 items 1–2 — the committee sets the times and places
 * and tells each participant; one card per person across the four games, and a person due in two
 * places at once found (backgammon from 10:00 and preference tour 1 at 10:00).
 */
import { describe, expect, it } from 'vitest';
import { clashes, weekCards, type WeekPerson, type WeekSlot } from '../../src/rules/week';

const person = (shown: string, id = shown, team = ''): WeekPerson => ({ id, name: shown, shown, team });
const slot = (o: Partial<WeekSlot> & Pick<WeekSlot, 'key' | 'start' | 'shown'>): WeekSlot => ({
  date: '2026-11-24',
  dayNumber: null,
  table: 1,
  end: o.start + 60,
  label: o.key,
  ...o,
});

describe('weekCards: one card per person across the games (Art. 3 items 1–2)', () => {
  it('a person in backgammon and preference: both on his card, tour 1 at 10:00 against a match at 10:00 flagged on both', () => {
    const cards = weekCards([
      {
        game: 'backgammon',
        people: [person('Ахметов Алмас', 'p1'), person('Ким Дана', 'p2')],
        slots: [slot({ key: 'g:A:1', start: 600, end: 640, table: 2, shown: ['Ахметов Алмас', 'Ким Дана'] })],
      },
      {
        game: 'preference',
        // The same person, shown by a longer name in preference (a namesake there).
        people: [person('Ахметов Алмас Ержанович', 'p1'), person('Ли Сергей', 'p3')],
        slots: [
          slot({ key: 't:1:1', start: 600, end: 690, shown: ['Рассадка жребием'] }),
          slot({ key: 't:1:2', start: 600, end: 690, table: 2, shown: ['Рассадка жребием'] }),
        ],
      },
    ]);
    expect(cards.map((c) => [c.name, c.games])).toEqual([
      ['Ахметов Алмас Ержанович', ['backgammon', 'preference']],
      ['Ким Дана', ['backgammon']],
      ['Ли Сергей', ['preference']],
    ]);
    const [a] = cards;
    expect(a?.entries.map((e) => [e.game, e.key, e.table, e.others, e.clashes])).toEqual([
      ['backgammon', 'g:A:1', 2, ['Ким Дана'], ['preference:t:1']],
      // Not seated yet: its time, no table.
      ['preference', 't:1', null, [], ['backgammon:g:A:1']],
    ]);
    expect(clashes(cards).map((c) => [c.name, c.a.key, c.b.key])).toEqual([
      ['Ахметов Алмас Ержанович', 'g:A:1', 't:1'],
    ]);
  });

  it('a seated tour: his table, his seat, the others at it; back to back is no clash, another day neither', () => {
    const cards = weekCards([
      {
        game: 'billiards',
        people: [person('Ким Дана')],
        slots: [
          slot({ key: 'g:A:1', start: 540, end: 600, shown: ['Ким Дана', 'Ли Сергей'] }),
          slot({ key: 'g:A:2', start: 600, end: 660, date: '2026-11-25', shown: ['Ким Дана', 'Ахметов Алмас'] }),
        ],
      },
      {
        game: 'preference',
        people: [person('Ким Дана'), person('Ли Сергей')],
        slots: [slot({ key: 't:1:3', start: 600, end: 690, table: 3, shown: ['Ли Сергей, Ким Дана, Ора Бек'] })],
      },
    ]);
    const kim = cards.find((c) => c.name === 'Ким Дана');
    expect(kim?.entries.map((e) => [e.key, e.date, e.table, e.seat, e.others, e.clashes])).toEqual([
      ['g:A:1', '2026-11-24', 1, null, ['Ли Сергей'], []],
      ['t:1:3', '2026-11-24', 3, 2, ['Ли Сергей', 'Ора Бек'], []],
      ['g:A:2', '2026-11-25', 1, null, ['Ахметов Алмас'], []],
    ]);
    expect(clashes(cards)).toEqual([]);
  });

  it("futsal: a player's card has his team's matches; a game without a plan is said, not guessed; no date, no clash", () => {
    const cards = weekCards([
      {
        game: 'futsal',
        people: [person('Ахметов Алмас', 'p1', 'KASE')],
        slots: [slot({ key: 'g:A:1', start: 600, end: 650, shown: ['KASE', 'Halyk'] })],
      },
      { game: 'billiards', people: [person('Ахметов Алмас', 'p1')], slots: null },
      {
        game: 'backgammon',
        people: [person('Ахметов Алмас', 'p1')],
        slots: [slot({ key: 'g:B:1', start: 600, date: null, dayNumber: 1, shown: ['Ахметов Алмас', 'Ким Дана'] })],
      },
    ]);
    expect(cards).toHaveLength(1);
    expect(cards[0]?.team).toBe('KASE');
    expect(cards[0]?.noPlan).toEqual(['billiards']);
    expect(cards[0]?.entries.map((e) => [e.game, e.others, e.clashes])).toEqual([
      // "Day 1" (no first day set) sorts before the dated ones.
      ['backgammon', ['Ким Дана'], []],
      ['futsal', ['Halyk'], []],
    ]);
  });
});
