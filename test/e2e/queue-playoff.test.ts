/**
 * The play-off in the table queue (issue 26 item 1: "the matches feeding it decided"): a futsal
 * tournament of 8 teams on 2 courts (Art. 8 item 7: semi-finals of the groups' first two, then the
 * match for third place and the final), through the server API on the fake spreadsheet with a real formula engine. A semi-final is
 * not called while a match feeding it has no result; once the last one is typed its players show on
 * the queue sheet with no click, the next run calls both semi-finals to the two courts with the
 * play-off sheet's names, and the final and the match for third place follow the semi-finals the same way.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { groupLayout } from '../../src/sheets/kinds/groupSheet';
import { queueFromValues } from '../../src/sheets/kinds/queueReader';
import { QUEUE_COLS, QUEUE_FIRST_TABLE } from '../../src/sheets/kinds/queueLayout';
import { PLAN_COLS, readDayPlan } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import type { Services } from '../../src/sheets/gas';
import { cellOf, expectOk, futsalPlayoff, noErrorCells } from './helpers';

function sheetOf(services: Services, name: string) {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return sheet;
}

describe('the play-off in the table queue (issue 26 item 1)', () => {
  it('calls a semi-final only once its feeders are decided, with the play-off sheet’s names; the final after both semi-finals', () => {
    const f = futsalPlayoff(false);
    const { book, services } = f;
    const row = book.toMatrix('Settings').findIndex((line) => line[0] === 'futsal.firstDay') + 1;
    book.typeAs('committee', 'Settings', `C${row}`, '23.11.2026');
    // 10:00 in Almaty on the first day of play.
    book.now = Date.UTC(2026, 10, 23, 5, 0);
    // Group B's last match has no result yet: its scores are cleared.
    const layout = groupLayout('futsal', f.drawn.groups);
    const block = layout.blocks.find((b) => b.letter === 'B');
    const last = block?.matches[block.matches.length - 1];
    const at = (col: number) => cellOf({ row: last?.row ?? 0, col, rows: 1, cols: 1 });
    const [sa, sb] = [
      book.read('Futsal groups', at(layout.columns.scoreA)),
      book.read('Futsal groups', at(layout.columns.scoreB)),
    ];
    book.typeAs('referee', 'Futsal groups', at(layout.columns.scoreA), '');
    book.typeAs('referee', 'Futsal groups', at(layout.columns.scoreB), '');

    const first = expectOk(api.queue(services, 'futsal'));
    const sheet = first.sheet;
    const rowOf = (key: string) => book.toMatrix(sheet).find((r) => r[0] === key) ?? [];
    const names = (key: string) => [rowOf(key)[QUEUE_COLS.a], rowOf(key)[QUEUE_COLS.b]];
    const keys = new Set(book.toMatrix(sheet).map((r) => String(r[0])));
    expect([...keys].filter((k) => k.startsWith('b:')).sort()).toEqual(['b:3P', 'b:F', 'b:SF1', 'b:SF2']);
    // The first run makes the sheet and calls the first round; the next sees the results typed.
    expect(first.called.map((c) => c.key)).toEqual(['g:A:1', 'g:A:2']);
    expect(expectOk(api.queue(services, 'futsal')).seen.length).toBe(11);
    // After the changeover the group match left open is called; the semi-finals wait for its result.
    book.now += 10 * 60_000;
    const open = `g:B:${block?.matches.length}`;
    const third = expectOk(api.queue(services, 'futsal'));
    expect(third.called.map((c) => c.key)).toEqual([open]);
    const other = third.called[0]?.table === 1 ? 2 : 1;
    expect(names('b:SF1')).toEqual(['', '']);
    expect(names('b:SF2')).toEqual(['', '']);
    const nowOn = (t: number) => String(book.toMatrix(sheet)[QUEUE_FIRST_TABLE + t - 1]?.[2] ?? '');
    expect(nowOn(other)).toBe(''); // the free court waits: nothing playable

    // The referee types the last group result: the semi-finals' players show with no click.
    book.now += 60 * 60_000;
    book.typeAs('referee', 'Futsal groups', at(layout.columns.scoreA), sa as number);
    book.typeAs('referee', 'Futsal groups', at(layout.columns.scoreB), sb as number);
    const sf = (id: string) => [book.read(f.net, cellOf(f.m(id).a)), book.read(f.net, cellOf(f.m(id).b))];
    expect(sf('SF1').every((n) => n !== '')).toBe(true);
    expect(names('b:SF1')).toEqual(sf('SF1'));
    expect(names('b:SF2')).toEqual(sf('SF2'));
    expect(names('b:F')).toEqual(['', '']);
    // KASE_QUEUE shows them on the courts already (not recorded yet: who only, no time).
    expect([nowOn(1), nowOn(2)].sort()).toEqual([`SF1: ${sf('SF1').join(' – ')}`, `SF2: ${sf('SF2').join(' – ')}`]);
    noErrorCells(book);

    // The next run records the result and calls a semi-final to the free court, the other after the changeover.
    const seen = expectOk(api.queue(services, 'futsal'));
    expect(seen.seen).toEqual([open]);
    expect(seen.called).toEqual([{ key: 'b:SF1', table: other }]);
    book.now += 10 * 60_000;
    expect(expectOk(api.queue(services, 'futsal')).called).toEqual([{ key: 'b:SF2', table: 3 - other }]);

    // One semi-final decided: the final waits for the other.
    book.now += 60 * 60_000;
    f.score('SF1', 3, 1);
    const one = expectOk(api.queue(services, 'futsal'));
    expect(one.seen).toEqual(['b:SF1']);
    book.now += 10 * 60_000;
    expect(expectOk(api.queue(services, 'futsal')).called).toEqual([]);
    expect(names('b:F')).toEqual(['', '']);
    expect(names('b:3P')).toEqual(['', '']);
    f.score('SF2', 0, 2);
    expect(names('b:F')).toEqual([book.read(f.net, cellOf(f.m('F').a)), book.read(f.net, cellOf(f.m('F').b))]);
    // The match for third place to the court free since, the final (the last match) after the changeover.
    const both = expectOk(api.queue(services, 'futsal'));
    expect(both.seen).toEqual(['b:SF2']);
    expect(both.called.map((c) => c.key)).toEqual(['b:3P']);
    book.now += 10 * 60_000;
    expect(expectOk(api.queue(services, 'futsal')).called.map((c) => c.key)).toEqual(['b:F']);
    const read = queueFromValues(book.toMatrix(sheet), keys);
    expect(read.matches.get('b:F')?.called).toBeDefined();
    noErrorCells(book);

    // Issue 24 item 17 with issue 26 item 1: a play-off row's label (a formula over the play-off
    // sheet) followed by the referee the committee types in the day plan, with no click.
    expectOk(api.dayPlan(services, 'futsal'));
    const planSheet = 'Futsal day plan';
    const slot = [...readDayPlan(sheetOf(services, planSheet)).values()].find((s) => s.key === 'b:F');
    expect(slot).toBeDefined();
    expectOk(api.queue(services, 'futsal'));
    const finalists = names('b:F').join(' – ');
    expect(rowOf('b:F')[QUEUE_COLS.match]).toBe(`F: ${finalists}`);
    book.typeAs('committee', planSheet, a1(slot?.row ?? 0, PLAN_COLS.referee), 'Referee One');
    expect(rowOf('b:F')[QUEUE_COLS.match]).toBe(`F: ${finalists} · referee Referee One`);
    noErrorCells(book);
  });
});
