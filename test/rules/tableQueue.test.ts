/**
 * The live table queue (issue 26 item 1): a freed table gets the next match of the plan that can be
 * played — its people free and present (in every game), its feeders decided, the stage-by-day limits
 * kept (Art. 11 item 17) — and the committee's overrides hold.
 */
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../src/rules/settings';
import { groupSizes } from '../../src/rules/draw';
import { queueGame } from '../../src/rules/queueGames';
import {
  callNext,
  DAY_MINUTES,
  type GameFrame,
  type GameQueue,
  type MatchProgress,
  type QueueMatch,
} from '../../src/rules/tableQueue';

const FRAME: GameFrame = { game: 'bg', tables: 2, closed: [], held: [], start: 600, end: 1200, gap: 0, rest: 0 };

let n = 0;
function match(id: string, people: string[] | null, more: Partial<QueueMatch> = {}): QueueMatch {
  n++;
  return {
    id,
    stage: 1,
    planned: 600,
    order: n,
    minutes: 40,
    tables: 1,
    people,
    after: [],
    firstDay: 0,
    lastDay: 0,
    ...more,
  };
}

function game(
  matches: QueueMatch[],
  progress: Record<string, MatchProgress> = {},
  frame: Partial<GameFrame> = {},
): GameQueue {
  return { frame: { ...FRAME, ...frame }, matches, progress };
}

const ids = (calls: { id: string }[]) => calls.map((c) => c.id);

describe('the table queue', () => {
  it('calls the next matches of the plan to the free tables, lowest table first', () => {
    const g = game([match('m1', ['a', 'b']), match('m2', ['c', 'd']), match('m3', ['e', 'f'])]);
    expect(callNext({ games: [g], day: 0, now: 600 })).toEqual([
      { game: 'bg', id: 'm1', tables: [1] },
      { game: 'bg', id: 'm2', tables: [2] },
    ]);
  });

  it('passes over a match whose player is still playing, and calls it once he is free', () => {
    const g = game(
      [match('m1', ['a', 'b']), match('m2', ['c', 'd']), match('m3', ['a', 'c']), match('m4', ['e', 'f'])],
      {
        m1: { called: 600, tables: [1], ended: 640 },
        m2: { called: 600, tables: [2] },
      },
    );
    // Table 1 is free at 640; m3 needs c, who is still at table 2: m4 goes first.
    expect(ids(callNext({ games: [g], day: 0, now: 640 }))).toEqual(['m4']);
    const later = game(g.matches.slice(), { ...g.progress, m2: { called: 600, tables: [2], ended: 650 } });
    expect(ids(callNext({ games: [later], day: 0, now: 650 }))).toEqual(['m3', 'm4']);
  });

  it('never lets a later match of a player pass his earlier one (the order of the group sheet, Art. 11 item 4)', () => {
    // m2 (a–c) waits for a, at table 1; m3 (c–d) comes later in the plan and would take c away from m2.
    const g = game(
      [match('m1', ['a', 'b']), match('m2', ['a', 'c']), match('m3', ['c', 'd']), match('m4', ['e', 'f'])],
      {
        m1: { called: 600, tables: [1] },
      },
    );
    expect(ids(callNext({ games: [g], day: 0, now: 600 }))).toEqual(['m4']);
    // Held back by the committee, m2 no longer holds c.
    const held = game(g.matches.slice(), g.progress, { held: ['m2'] });
    expect(ids(callNext({ games: [held], day: 0, now: 600 }))).toEqual(['m3']);
  });

  it('keeps the rest and the changeover', () => {
    const g = game(
      [match('m1', ['a', 'b']), match('m2', ['a', 'c'])],
      { m1: { called: 600, tables: [1], ended: 640 } },
      {
        tables: 1,
        gap: 5,
        rest: 10,
      },
    );
    expect(ids(callNext({ games: [g], day: 0, now: 645 }))).toEqual([]);
    expect(ids(callNext({ games: [g], day: 0, now: 650 }))).toEqual(['m2']);
  });

  it('never calls a person to two games at once (one person registered in two games)', () => {
    const billiards = game([match('b1', ['ivanov', 'x'])], { b1: { called: 600, tables: [1] } }, { game: 'billiards' });
    const backgammon = game([match('g1', ['ivanov', 'y']), match('g2', ['z', 'w'])], {}, { game: 'backgammon' });
    const calls = callNext({ games: [billiards, backgammon], day: 0, now: 610 });
    expect(calls).toEqual([{ game: 'backgammon', id: 'g2', tables: [1] }]);
  });

  it('calls a play-off match only after its feeders have their results (Art. 11 item 10: III-1 after II-1, II-2)', () => {
    const g = game(
      [
        match('b:II-1', ['a', 'b'], { stage: 2 }),
        match('b:II-2', ['c', 'd'], { stage: 2 }),
        match('b:III-1', null, { stage: 3, after: ['b:II-1', 'b:II-2'] }),
      ],
      { 'b:II-1': { called: 600, tables: [1], ended: 640 }, 'b:II-2': { called: 600, tables: [2] } },
    );
    expect(ids(callNext({ games: [g], day: 0, now: 640 }))).toEqual([]);
    const decided = game(g.matches.slice(), { ...g.progress, 'b:II-2': { called: 600, tables: [2], ended: 660 } });
    expect(ids(callNext({ games: [decided], day: 0, now: 660 }))).toEqual(['b:III-1']);
  });

  it('keeps billiards stages 4–8 for the second day (Art. 11 item 17), whatever tables are free', () => {
    const g = game([
      match('b:IV-1', ['a', 'b'], { stage: 4, firstDay: 1, lastDay: 1 }),
      match('g:A:1', ['c', 'd'], { firstDay: 0, lastDay: 0 }),
    ]);
    expect(ids(callNext({ games: [g], day: 0, now: 700 }))).toEqual(['g:A:1']);
    const played = { 'g:A:1': { called: 600, tables: [1], ended: 650 } };
    expect(ids(callNext({ games: [game(g.matches.slice(), played)], day: 1, now: DAY_MINUTES + 600 }))).toEqual([
      'b:IV-1',
    ]);
  });

  it('plays a stage late on its last day, but leaves a match that would not fit today for its next day', () => {
    const g = game([match('last', ['a', 'b'], { lastDay: 0 }), match('later', ['c', 'd'], { lastDay: 1 })]);
    expect(ids(callNext({ games: [g], day: 0, now: 1190 }))).toEqual(['last']);
    const lastPlayed = { last: { called: 1190, tables: [1], ended: 1240 } };
    expect(ids(callNext({ games: [game(g.matches.slice(), lastPlayed)], day: 1, now: DAY_MINUTES + 600 }))).toEqual([
      'later',
    ]);
    // A match whose last day ran late into the next is played at once there.
    expect(ids(callNext({ games: [g], day: 1, now: DAY_MINUTES + 600 }))).toEqual(['last', 'later']);
  });

  it('does not call before the day starts', () => {
    expect(ids(callNext({ games: [game([match('m1', ['a', 'b'])])], day: 0, now: 590 }))).toEqual([]);
  });

  it('obeys the committee: a closed table stays empty, a held match waits, an absent player is not called', () => {
    const g = game(
      [match('m1', ['a', 'b']), match('m2', ['c', 'd']), match('m3', ['e', 'f']), match('m4', ['g', 'h'])],
      {},
      {
        tables: 3,
        closed: [2],
        held: ['m2'],
      },
    );
    expect(callNext({ games: [g], day: 0, now: 600, absent: ['e'] })).toEqual([
      { game: 'bg', id: 'm1', tables: [1] },
      { game: 'bg', id: 'm4', tables: [3] },
    ]);
  });

  it('a preference tour waits for all its tables (Art. 16 item 15: the tour starts at once)', () => {
    const g = game(
      [match('t:1', null, { tables: 3 }), match('t:2', null, { tables: 3, after: ['t:1'] })],
      { 't:1': { called: 600, tables: [1, 2, 3] } },
      { tables: 3 },
    );
    expect(ids(callNext({ games: [g], day: 0, now: 700 }))).toEqual([]);
    const ended = game(g.matches.slice(), { 't:1': { called: 600, tables: [1, 2, 3], ended: 690 } }, { tables: 3 });
    expect(callNext({ games: [ended], day: 0, now: 700 })).toEqual([{ game: 'bg', id: 't:2', tables: [1, 2, 3] }]);
  });

  it('asked again at the same moment after its calls, calls nothing more', () => {
    const g = game([match('m1', ['a', 'b']), match('m2', ['c', 'd']), match('m3', ['e', 'f'])]);
    const calls = callNext({ games: [g], day: 0, now: 600 });
    const progress = Object.fromEntries(calls.map((c) => [c.id, { called: 600, tables: c.tables }]));
    expect(callNext({ games: [game(g.matches.slice(), progress)], day: 0, now: 600 })).toEqual([]);
  });

  it('takes the day plan of the rules: billiards stages 1–3 on day 1, 4–8 on day 2 (Art. 11 item 17)', () => {
    const groups = groupSizes(32, 8, 4, 8).map((size, i) => ({ letter: 'ABCDEFGH'[i] as string, size }));
    const { queue } = queueGame('billiards', { game: 'billiards', groups, format: 'net32' }, defaultSettings());
    for (const m of queue.matches) expect([m.firstDay, m.lastDay], m.id).toEqual(m.stage <= 3 ? [0, 0] : [1, 1]);
    const group = queue.matches.filter((m) => m.id.startsWith('g:'));
    expect(group.every((m) => m.people?.length === 2)).toBe(true);
    expect(queue.matches.filter((m) => m.id.startsWith('b:')).every((m) => m.people === null)).toBe(true);
    // The first calls are the plan's first round, one per table.
    expect(callNext({ games: [queue], day: 0, now: 600 }).map((c) => c.tables[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
