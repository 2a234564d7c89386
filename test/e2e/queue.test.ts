/**
 * The table queue on the sheets (docs/queue.md): a billiards group stage of 64 players on 8 tables,
 * through the server API on the fake spreadsheet with a real formula engine. The queue action
 * calls the plan's first round; a result typed on the group sheet frees its table and KASE_QUEUE
 * shows the next playable match there with no click (Art. 11 item 17: stages 1–3 on day 1); the
 * next run records that call; the committee's "closed" and "held" survive every run.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { groupLayout, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { queueFromValues } from '../../src/sheets/kinds/queueReader';
import { PLAN_COLS, readDayPlan } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import { QUEUE_COLS, QUEUE_FIRST_TABLE } from '../../src/sheets/kinds/queueLayout';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { cellOf, expectOk, noErrorCells } from './helpers';

describe('the table queue on the sheets (issue 26 item 1)', () => {
  it('calls the first round, follows a typed result with no click, records it on the next run, keeps the committee’s ticks', () => {
    // 10:00 in Almaty (UTC+5), the first day of play by default: the fake's clock moves as the day goes.
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 22, 5, 0) });
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteSample(services.app, 'ru', sampleRegistration('ru'), ['billiards']);
    api.checkRegistration(services, 'billiards');
    const drawn = expectOk(api.draw(services, 'billiards', { seed: 3 })) as { groups: GroupSpec[] };
    const settingsRow = book.toMatrix('Настройки').findIndex((line) => line[0] === 'billiards.firstDay') + 1;
    book.typeAs('committee', 'Настройки', `C${settingsRow}`, '2026-11-22');
    expectOk(api.dayPlan(services, 'billiards'));
    const first = expectOk(api.queue(services, 'billiards'));
    const board = expectOk(api.board(services, { games: ['billiards'] })).sheet;
    // The board's "now" on a table: the first row whose first cell is its number (the now / next part).
    const boardNow = (t: number) => String(book.toMatrix(board).find((r) => r[0] === t)?.[1] ?? '');
    expect(first.called.map((c) => c.table)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The forecast (issue 26 item 2): 64 players on 8 tables do not end stages 1–3 on the first day
    // (Art. 11 item 17); the remedies: more tables (Art. 2 item 2), the abridged format (Art. 11 item 4).
    const fc = first.forecast;
    expect(fc?.now).toBe('1 10:00');
    expect(fc?.late).toEqual([1, 2, 3]);
    expect(fc?.stages.find((s) => s.stage === 3)).toMatchObject({ day: 1, dayEnd: '1 20:00', fits: false });
    expect(fc?.remedies.map((r) => [r.kind, r.rule, r.fits, r.late])).toEqual([
      ['tables', [2, 2], true, []],
      ['abridged', [11, 4], true, []],
    ]);
    expect(fc?.remedies[0]?.value).toBeGreaterThan(8);
    const sheet = first.sheet;
    const tableRow = (t: number) => book.toMatrix(sheet)[QUEUE_FIRST_TABLE + t - 1] ?? [];
    const nowOn = (t: number) => String(tableRow(t)[2] ?? '');
    expect(nowOn(3)).toMatch(/^10:00 .+ – .+/);
    expect(boardNow(3)).toBe(nowOn(3));

    // The committee holds a match back and closes table 8: kept by every run.
    const keys = () =>
      queueFromValues(
        book.toMatrix(sheet),
        new Set(
          first.called
            .map((c) => c.key)
            .concat(
              book
                .toMatrix(sheet)
                .map((r) => String(r[0]))
                .filter((k) => k.startsWith('g:')),
            ),
        ),
      );
    const read0 = keys();
    const heldKey = [...read0.matches.values()].find((r) => r.called === undefined)?.key as string;
    const heldRow = (read0.matches.get(heldKey)?.row as number) + 1;
    book.typeAs('committee', sheet, cellOf({ row: heldRow - 1, col: QUEUE_COLS.held, rows: 1, cols: 1 }), true);
    book.typeAs('committee', sheet, `B${QUEUE_FIRST_TABLE + 8}`, true);

    // A referee types the result of table 3's match on the group sheet.
    const on3 = first.called.find((c) => c.table === 3)?.key as string;
    const [, letter, k] = on3.split(':');
    const layout = groupLayout('billiards', drawn.groups);
    const block = layout.blocks.find((b) => b.letter === letter);
    const m = block?.matches[Number(k) - 1]; // the plan's keys count from 1
    const groups = 'Бильярд группы';
    const before = nowOn(3);
    const others = [1, 2, 4, 5, 6, 7, 8].map(nowOn);
    book.now += 45 * 60_000;
    book.typeAs('referee', groups, cellOf({ row: m?.row ?? 0, col: layout.columns.scoreA, rows: 1, cols: 1 }), 2);
    book.typeAs('referee', groups, cellOf({ row: m?.row ?? 0, col: layout.columns.scoreB, rows: 1, cols: 1 }), 1);
    const shown = nowOn(3);
    expect(shown).not.toBe(before);
    expect(shown).toMatch(/ – /);
    expect([1, 2, 4, 5, 6, 7, 8].map(nowOn)).toEqual(others); // the other tables keep their matches
    expect(boardNow(3)).toBe(shown); // the board shows the call with no click (issue 26 item 1)
    noErrorCells(book);

    // The next run sees the result and, after the changeover and rest, records the call the board showed.
    const seen = expectOk(api.queue(services, 'billiards'));
    expect(seen.seen).toEqual([on3]);
    expect(seen.forecast?.now).toBe('1 10:45');
    book.now += 15 * 60_000;
    const called = expectOk(api.queue(services, 'billiards'));
    expect(called.called.map((c) => c.table)).toEqual([3]);
    expect(nowOn(3)).toBe(`${nowOn(3).slice(0, 5)} ${shown}`);
    const read = keys();
    expect(read.matches.get(heldKey)?.held).toBe(true);
    expect(read.matches.get(heldKey)?.called).toBeUndefined();
    expect(read.tables.get(8)?.closed).toBe(true);
    expect(read.matches.get(on3)?.ended).toBeDefined();
    // Run again at the same moment: nothing more.
    expect(expectOk(api.queue(services, 'billiards')).called).toEqual([]);

    // A no-show of the match called at 11:00 counts from the call, not from its planned time (Art. 11
    // item 18: 15 minutes from the time announced; the call is the announcement): at 11:10 it waits.
    const key = called.called[0]?.key as string;
    const plan = services.app.getActiveSpreadsheet().getSheetByName('Бильярд план дня');
    const slot = plan ? readDayPlan(plan).get(key) : undefined;
    expect((slot?.start ?? 0) + 15).toBeLessThanOrEqual(11 * 60 + 10); // from the plan alone it would count at 11:10
    book.typeAs('referee', 'Бильярд план дня', a1(slot?.row ?? 0, PLAN_COLS.absentA), true);
    book.now += 10 * 60_000;
    const early = api.applyNoShows(services, 'billiards');
    expect(early.ok).toBe(false);
    expect(early.data?.waiting.map((w) => w.from)).toEqual([expect.stringMatching(/11:15/)]);
  });
});
