/**
 * The queue run forward (issue 26): from any state, event by event, over the days of play; what the
 * committee holds back is left unplayed.
 */
import { describe, expect, it } from 'vitest';
import { runQueue } from '../../src/rules/queueRun';
import { DAY_MINUTES, type GameFrame, type GameQueue, type QueueMatch } from '../../src/rules/tableQueue';

const FRAME: GameFrame = { game: 'g', tables: 1, closed: [], held: [], start: 600, end: 1200, gap: 5, rest: 0 };

function m(id: string, more: Partial<QueueMatch> = {}): QueueMatch {
  return {
    id,
    stage: 1,
    planned: 600,
    order: Number(id.replace(/\D/g, '')),
    minutes: 40,
    tables: 1,
    people: [`${id}a`, `${id}b`],
    after: [],
    firstDay: 0,
    lastDay: 0,
    ...more,
  };
}

const calledAt = (g: GameQueue | undefined, id: string) => g?.progress[id]?.called;

describe('running the queue forward', () => {
  it('calls each match when its table is free again after the changeover', () => {
    const game: GameQueue = { frame: FRAME, matches: [m('m1'), m('m2'), m('m3')], progress: {} };
    const run = runQueue({ games: [game], day: 0, now: 0 }, { length: () => 40 });
    const g = run.games[0];
    expect(['m1', 'm2', 'm3'].map((id) => calledAt(g, id))).toEqual([600, 645, 690]);
    expect(g?.progress.m3?.ended).toBe(730);
    // The input is not changed.
    expect(game.progress).toEqual({});
  });

  it('goes on from a state: a running match ends when its length says', () => {
    const game: GameQueue = {
      frame: FRAME,
      matches: [m('m1'), m('m2')],
      progress: { m1: { called: 600, tables: [1] } },
    };
    const run = runQueue({ games: [game], day: 0, now: 620 }, { length: (_g, x) => (x.id === 'm1' ? 70 : 40) });
    expect(calledAt(run.games[0], 'm2')).toBe(675);
  });

  it('a day that runs late is the next day once that day starts: its stage waits for nothing else (Art. 11 item 17)', () => {
    // Game a: a first-day match running all night. Game b: a second-day match on its own table.
    const a: GameQueue = { frame: { ...FRAME, game: 'a' }, matches: [m('m1', { minutes: 1000 })], progress: {} };
    const b: GameQueue = {
      frame: { ...FRAME, game: 'b' },
      matches: [m('m2', { firstDay: 1, lastDay: 1, planned: DAY_MINUTES + 600 })],
      progress: {},
    };
    const run = runQueue({ games: [a, b], day: 0, now: 0 }, { length: (_g, x) => x.minutes });
    expect(calledAt(run.games[0], 'm1')).toBe(600);
    expect(calledAt(run.games[1], 'm2')).toBe(DAY_MINUTES + 600);
  });

  it('leaves a held match, and what needs it, unplayed', () => {
    const game: GameQueue = {
      frame: { ...FRAME, held: ['m1'] },
      matches: [m('m1'), m('m2', { after: ['m1'], people: null }), m('m3')],
      progress: {},
    };
    const run = runQueue({ games: [game], day: 0, now: 0 }, { length: () => 40 });
    expect(run.unplayed).toEqual({ g: ['m1', 'm2'] });
    expect(calledAt(run.games[0], 'm3')).toBe(600);
  });

  it('stops every `tick` minutes while a match runs, for the observer', () => {
    const game: GameQueue = { frame: FRAME, matches: [m('m1', { minutes: 50 })], progress: {} };
    const seen: number[] = [];
    runQueue({ games: [game], day: 0, now: 0 }, { length: () => 50, tick: 15, observe: (s) => seen.push(s.now) });
    // The result at 650, the changeover ending at 655.
    expect(seen).toEqual([600, 615, 630, 645, 650, 655]);
  });
});
