/**
 * The table queue's view from its record and the results typed (docs/queue.md): what the board
 * shows on each table with no click, and what a reconciliation records. The queue's rule is the
 * plan's order to the table that freed, the billiards day's stages 1–3 on day 1 (Art. 11 item 17).
 */
import { describe, expect, it } from 'vitest';
import { groupSizes } from '../../src/rules/draw';
import { queueGame } from '../../src/rules/queueGames';
import { queueView, type RecordLine } from '../../src/rules/queueView';
import { defaultSettings } from '../../src/rules/settings';
import type { GameQueue } from '../../src/rules/tableQueue';

function groupStage(): GameQueue {
  const groups = groupSizes(32, 8, 4, 8).map((size, i) => ({ letter: 'ABCDEFGH'[i] as string, size }));
  const { queue } = queueGame('billiards', { game: 'billiards', groups, format: 'net32' }, defaultSettings());
  return { ...queue, matches: queue.matches.filter((m) => m.id.startsWith('g:')) };
}

/** The record a reconciliation writes from a view: its calls and the results it saw. */
function recorded(
  record: Record<string, RecordLine>,
  view: ReturnType<typeof queueView>,
  at: number,
): Record<string, RecordLine> {
  const out = { ...record };
  for (const c of view.calls) out[c.id] = { ...out[c.id], called: c.called, table: c.tables[0], result: false };
  for (const id of view.seen) out[id] = { ...(out[id] as RecordLine), ended: at };
  return out;
}

describe('the queue view: now and next on every table, from the record and the typed results', () => {
  const game = groupStage();
  const start = game.frame.start; // day 1's start, minutes

  it('with nothing recorded, shows the plan’s first round on tables 1–8 and a next match on each (Art. 11 item 17: day 1)', () => {
    const view = queueView(game, {}, { at: null, settle: true });
    expect(view.tables.map((t) => t.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(view.tables.every((t) => t.now !== null && t.next !== null)).toBe(true);
    expect(new Set(view.tables.map((t) => t.now)).size).toBe(8);
    const first = [...game.matches].sort((a, b) => a.order - b.order).slice(0, 8);
    expect(view.tables.map((t) => t.now)).toEqual(first.map((m) => m.id));
  });

  it('a result typed on table 3 gives table 3 the next playable match; the other tables keep theirs', () => {
    const first = queueView(game, {}, { at: start, settle: false });
    let record = recorded({}, first, start);
    expect(Object.keys(record)).toHaveLength(8);
    const before = queueView(game, record, { at: null, settle: true });
    const on3 = before.tables[2]?.now as string;
    record = { ...record, [on3]: { ...(record[on3] as RecordLine), result: true } };
    const after = queueView(game, record, { at: null, settle: true });
    const t3 = after.tables[2]?.now as string;
    expect(t3).not.toBe(on3);
    expect(record[t3]).toBeUndefined();
    after.tables.forEach((t, i) => {
      if (i !== 2) expect(t.now).toBe(before.tables[i]?.now);
    });
    // Nobody on two tables at once.
    const people = after.tables.flatMap((t) => game.matches.find((m) => m.id === t.now)?.people ?? []);
    expect(new Set(people).size).toBe(people.length);
  });

  it('a reconciliation records the result at its moment and calls only once the changeover and rest are over', () => {
    const first = queueView(game, {}, { at: start, settle: false });
    let record = recorded({}, first, start);
    const id = first.calls[0]?.id as string;
    record = { ...record, [id]: { ...(record[id] as RecordLine), result: true } };
    const at = start + 40;
    const seen = queueView(game, record, { at, settle: false });
    expect(seen.seen).toEqual([id]);
    expect(seen.calls).toEqual([]);
    record = recorded(record, seen, at);
    const later = queueView(game, record, { at: at + Math.max(game.frame.gap, game.frame.rest), settle: false });
    expect(later.calls).toHaveLength(1);
    expect(later.calls[0]?.tables).toEqual([1]);
    // What the board showed before the reconciliation is what it recorded.
    const shown = queueView(game, { ...record }, { at: null, settle: true });
    expect(shown.tables[0]?.now).toBe(later.calls[0]?.id);
  });

  it('a closed table gets nothing; a held match is passed over', () => {
    const held = [...game.matches].sort((a, b) => a.order - b.order)[0]?.id as string;
    const g = { ...game, frame: { ...game.frame, closed: [2], held: [held] } };
    const view = queueView(g, {}, { at: null, settle: true });
    expect(view.tables[1]).toMatchObject({ now: null, next: null });
    expect(view.tables.map((t) => t.now)).not.toContain(held);
  });

  it('a person on a table of another game is not called here; his match waits and the table takes the next (issue 26 item 1)', () => {
    const first = [...game.matches].sort((a, b) => a.order - b.order);
    const away = first[0]?.people?.[0] as string;
    const view = queueView(game, {}, { at: start, settle: false, busy: [away] });
    const called = view.calls.map((c) => c.id);
    expect(called).toHaveLength(8);
    expect(called).not.toContain(first[0]?.id);
    const people = called.flatMap((id) => game.matches.find((m) => m.id === id)?.people ?? []);
    expect(people).not.toContain(away);
    // Without him away, the plan's first match is called.
    expect(queueView(game, {}, { at: start, settle: false }).calls.map((c) => c.id)).toContain(first[0]?.id);
  });
});
