/**
 * KASE_QUEUE (src/functions/queue.ts): a queue sheet's ranges in, each table's now and next out —
 * the next playable match in the plan's order to the table that freed; people never on two tables.
 */
import { describe, expect, it } from 'vitest';
import { KASE_QUEUE } from '../../src/functions/index';

const TABLES = [
  [1, false],
  [2, false],
];
const DAY = [['10:00', '22:00', 5, 10]];

/** A group of four (the Berger order): six matches, 40 minutes each, on day 1. */
function rows(extra: Record<number, { result?: boolean; held?: boolean; called?: string; table?: number }> = {}) {
  const pairs = [
    ['Ann', 'Dan'],
    ['Bob', 'Cid'],
    ['Ann', 'Cid'],
    ['Dan', 'Bob'],
    ['Ann', 'Bob'],
    ['Cid', 'Dan'],
  ];
  return pairs.map(([a, b], i) => {
    const e = extra[i] ?? {};
    return [
      `g:A:${i}`,
      `${a} – ${b}`,
      `1 10:${i}0`,
      40,
      a,
      b,
      1,
      1,
      e.result ?? false,
      e.held ?? false,
      e.called ?? '',
      e.table ?? '',
      '',
    ];
  });
}

describe('KASE_QUEUE', () => {
  it('with nothing recorded: the first two matches now, and what each table gets next', () => {
    const out = KASE_QUEUE(TABLES, rows(), DAY) as string[][];
    expect(out).toEqual([
      ['Ann – Dan', 'Ann – Cid'],
      ['Bob – Cid', 'Dan – Bob'],
    ]);
  });

  it('a result typed on table 2: its next match whose players are free comes to table 2 after the changeover; table 1 keeps its own', () => {
    const called = { 0: { called: '1 10:00', table: 1 }, 1: { called: '1 10:00', table: 2, result: true } };
    const out = KASE_QUEUE(TABLES, rows(called), DAY) as string[][];
    expect(out[0]?.[0]).toBe('10:00 Ann – Dan');
    // Ann – Cid waits for Ann, Dan – Bob for Dan (each plays his matches in the plan's order): nothing can start.
    expect(out[1]?.[0]).toBe('');
    // Once Ann – Dan has its result too, the next two in the plan's order, on the tables that freed.
    const both = KASE_QUEUE(TABLES, rows({ ...called, 0: { ...called[0], result: true } }), DAY) as string[][];
    expect(both.map((r) => r[0])).toEqual(['Ann – Cid', 'Dan – Bob']);
  });

  it('a held match is passed over; a closed table gets nothing', () => {
    const out = KASE_QUEUE(
      [
        [1, false],
        [2, true],
      ],
      rows({ 0: { held: true } }),
      DAY,
    ) as string[][];
    expect(out[0]?.[0]).toBe('Bob – Cid');
    expect(out[1]).toEqual(['', '']);
  });

  it('a play-off match waits while its players are not shown (its feeders open), and is called once they are', () => {
    const final = (a: string, b: string) => ['b:F', 'F', '1 13:00', 40, a, b, 1, 1, false, false, '', '', ''];
    const done = Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [i, { result: true }]));
    // Every group match has its result: a table is free, but the final's players are not known yet.
    const open = KASE_QUEUE(TABLES, [...rows(done), final('', '')], DAY) as string[][];
    expect(open).toEqual([
      ['', ''],
      ['', ''],
    ]);
    const known = KASE_QUEUE(TABLES, [...rows(done), final('Ann', 'Bob')], DAY) as string[][];
    expect(known[0]?.[0]).toBe('F');
  });

  it('a moment it cannot read is an error naming the cell', () => {
    expect(() => KASE_QUEUE(TABLES, rows({ 0: { called: 'morning' } }), DAY)).toThrow(/1 10:40/);
  });
});
