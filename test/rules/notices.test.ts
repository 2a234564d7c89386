/**
 * Who has which time (src/rules/notices.ts): Art. 3 item 2 — the participants are told the time and
 * place at least a day before. Each participant once per game, his first announced match or tour and
 * the rest in time order, a futsal player with his team's times, a preference tour not seated yet
 * everybody's (Art. 17), and the deadline counted back from the first day.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byTime,
  calendarDay,
  gameNotices,
  noticeDeadline,
  noticeState,
  withoutTime,
  type NoticePerson,
  type NoticeSlot,
} from '../../src/rules/notices';

const person = (name: string, team = ''): NoticePerson => ({
  name,
  team,
  email: `${name.toLowerCase()}@kase.kz`,
  phone: '',
});
const slot = (
  key: string,
  start: number,
  shown: string[],
  date: string | null = '2026-11-24',
  table = 1,
): NoticeSlot => ({ key, date, dayNumber: date === null ? 1 : null, start, table, shown });

describe("gameNotices: each participant's first match and the rest (Art. 3 item 2)", () => {
  it('billiards: the first match by day and time, the others after it; a play-off match only once the plan names him', () => {
    const people = [person('Ахметов Алмас'), person('Ким Дана'), person('Ли Сергей')];
    const slots = [
      slot('g:A:2', 11 * 60, ['Ахметов Алмас', 'Ли Сергей'], '2026-11-24', 2),
      slot('g:A:1', 10 * 60, ['Ахметов Алмас', 'Ким Дана'], '2026-11-24', 1),
      slot('b:II-1', 10 * 60, ['A1', 'H2'], '2026-11-25', 1), // not known yet: nobody's
      slot('g:A:3', 12 * 60, ['Ким Дана', 'ли сергей'], '2026-11-24', 3), // the case does not matter (nameKey)
    ];
    const [a, k, l] = gameNotices({ game: 'billiards', people, slots });
    expect(a?.status).toBe('given');
    expect(a?.first).toMatchObject({ key: 'g:A:1', date: '2026-11-24', start: 600, table: 1 });
    expect(a?.rest.map((t) => t.key)).toEqual(['g:A:2']);
    expect(k?.rest.map((t) => t.key)).toEqual(['g:A:3']);
    expect(l?.first?.key).toBe('g:A:2');
    // Once the play-off names him, it is his too.
    const known = gameNotices({
      game: 'billiards',
      people,
      slots: [...slots.slice(0, 2), slot('b:II-1', 600, ['Ахметов Алмас', 'Ким Дана'], '2026-11-25')],
    });
    expect(known[0]?.rest.map((t) => t.key)).toEqual(['g:A:2', 'b:II-1']);
  });

  it("futsal: every player gets his team's times (the plan lists teams)", () => {
    const people = [
      person('Ахметов Алмас', 'Команда 1'),
      person('Ким Дана', 'Команда 1'),
      person('Ли Сергей', 'команда 2'),
      person('Без Команды', ''),
    ];
    const slots = [slot('g:A:1', 600, ['Команда 1', 'Команда 2']), slot('g:A:2', 660, ['Команда 2', 'Команда 3'])];
    const n = gameNotices({ game: 'futsal', people, slots });
    expect(n.map((x) => x.first?.key ?? null)).toEqual(['g:A:1', 'g:A:1', 'g:A:1', null]);
    expect(n[2]?.rest.map((t) => t.key)).toEqual(['g:A:2']);
    expect(n[3]?.status).toBe('notPlaced');
  });

  it("preference: a tour not seated yet is everybody's (Art. 17), with no table; a seated tour only at his table", () => {
    const people = [person('Ахметов Алмас'), person('Ким Дана'), person('Ли Сергей'), person('Омарова Айгерим')];
    const slots = [
      slot('t:1:1', 600, ['Ахметов Алмас, Ким Дана, Ли Сергей'], '2026-11-24', 1),
      slot('t:1:2', 600, ['Омарова Айгерим'], '2026-11-24', 2),
      slot('t:2:1', 720, ['рассадка после тура 1'], '2026-11-24', 1),
      slot('t:2:2', 720, ['рассадка после тура 1'], '2026-11-24', 2),
      slot('f:1', 600, ['первые 4 после последнего тура'], '2026-11-25', 1),
    ];
    const n = gameNotices({ game: 'preference', people, slots });
    expect(n[1]?.first).toMatchObject({ key: 't:1:1', table: 1 });
    expect(n[3]?.first).toMatchObject({ key: 't:1:2', table: 2 });
    for (const x of n)
      expect(x.rest).toEqual([{ key: 't:2', date: '2026-11-24', dayNumber: null, start: 720, table: null }]);
    // A name inside another does not count: "Ли Сергей" is not "Ли Сергей Петрович".
    const other = gameNotices({
      game: 'preference',
      people: [person('Ли Сергей'), person('Ким Дана')],
      slots: [slot('t:1:1', 600, ['Ли Сергей Петрович, Ким Дана'])],
    });
    expect(other.map((x) => x.status)).toEqual(['notPlaced', 'given']);
  });

  it('no day plan, no dates: the status says which; neither counts as told', () => {
    const people = [person('Ахметов Алмас'), person('Ким Дана')];
    expect(gameNotices({ game: 'backgammon', people, slots: null }).map((n) => n.status)).toEqual(['noPlan', 'noPlan']);
    const undated = gameNotices({
      game: 'backgammon',
      people,
      slots: [slot('g:A:1', 600, ['Ахметов Алмас', 'C1'], null)],
    });
    expect(undated.map((n) => n.status)).toEqual(['noDate', 'notPlaced']);
    expect(withoutTime(undated)).toBe(2);
  });
});

describe('gameNotices: invariants over any plan', () => {
  const names = ['Ахметов Алмас', 'Ким Дана', 'Ли Сергей', 'Омарова Айгерим', 'Петров Алмас', 'Смирнов Дана'];
  const slotArb = fc.record({
    key: fc.string({ minLength: 1, maxLength: 6 }).map((s) => `g:${s}`),
    date: fc.option(fc.constantFrom('2026-11-24', '2026-11-25'), { nil: null }),
    start: fc.integer({ min: 0, max: 1439 }),
    table: fc.integer({ min: 1, max: 8 }),
    shown: fc.array(fc.oneof(fc.constantFrom(...names), fc.constantFrom('A1', 'W(SF1)', '—')), { maxLength: 2 }),
  });

  it('every participant exactly once, in the given order; his times are exactly the slots naming him, the first the earliest', () => {
    fc.assert(
      fc.property(fc.subarray(names, { minLength: 1 }), fc.array(slotArb, { maxLength: 30 }), (chosen, raw) => {
        const slots = raw.map((s, i) => ({ ...s, key: `${s.key}:${i}`, dayNumber: s.date === null ? 1 : null }));
        const people = chosen.map((n) => person(n));
        const out = gameNotices({ game: 'billiards', people, slots });
        expect(out.map((n) => n.person.name)).toEqual(chosen);
        for (const n of out) {
          const mine = slots
            .filter((s) => s.shown.includes(n.person.name))
            .map((s) => s.key)
            .sort();
          const times = [n.first, ...n.rest].filter((t) => t !== null);
          expect(times.map((t) => t.key).sort()).toEqual(mine);
          for (const t of n.rest) expect(byTime(n.first!, t)).toBeLessThan(0);
          expect(n.status).toBe(n.first === null ? 'notPlaced' : n.first.date === null ? 'noDate' : 'given');
        }
        expect(withoutTime(out)).toBe(out.filter((n) => n.first === null || n.first.date === null).length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the notice deadline (Art. 3 item 2: at least a day before)', () => {
  it('the first day less noticeDays; early before it, due from it to the last day of play, then over', () => {
    expect(noticeDeadline('2026-11-24', 1)).toBe('2026-11-23');
    expect(noticeDeadline('2026-12-01', 3)).toBe('2026-11-28');
    expect(noticeState('2026-11-22', '2026-11-24', 2, 1)).toBe('early');
    expect(noticeState('2026-11-23', '2026-11-24', 2, 1)).toBe('due');
    expect(noticeState('2026-11-25', '2026-11-24', 2, 1)).toBe('due');
    expect(noticeState('2026-11-26', '2026-11-24', 2, 1)).toBe('over');
    expect(noticeState('2026-11-26', '', 2, 1)).toBe('unset');
  });

  it("today on the tournament's calendar (Asia/Almaty, UTC+5): 19:30 UTC is already the next day there", () => {
    expect(calendarDay(Date.UTC(2026, 10, 22, 18, 59))).toBe('2026-11-22');
    expect(calendarDay(Date.UTC(2026, 10, 22, 19, 0))).toBe('2026-11-23');
    expect(calendarDay(Date.UTC(2026, 10, 22, 19, 0), 'UTC')).toBe('2026-11-22');
  });
});
