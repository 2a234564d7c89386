/**
 * Referees on the sheets (issue 24 item 17): the committee types them in the day plan's referee
 * column; the plan made again keeps them (nothing typed is lost); the answer warns of the matches the
 * committee's referee must referee with nobody named (Art. 8 item 9: every futsal match; Art. 11
 * item 19: the billiards semi-final and final); the board shows the referee beside who plays, now /
 * next included. The rules themselves: test/rules/referees.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { pasteLargest } from '../../bench/largest.mjs';
import * as api from '../../src/sheets/api';
import { PLAN_COLS, readDayPlan } from '../../src/sheets/kinds/dayPlanSheet';
import { a1 } from '../../src/sheets/plan';
import type { CellValue, Services } from '../../src/sheets/gas';
import { expectOk } from '../e2e/helpers';
import { registeredFutsalRu } from '../e2e/people';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { QUEUE_FIRST_TABLE } from '../../src/sheets/kinds/queueLayout';

const TEAMS = ['Биржа–ЦДЦБ', 'Халык Финанс', 'Фридом Финанс', 'BCC Invest', 'Jusan Invest', 'Centras'];
const text = (v: CellValue | undefined) => (v === null || v === undefined ? '' : String(v));

function plan(services: Services, name: string) {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  return [...readDayPlan(sheet).values()].sort((x, y) => x.row - y.row);
}

/** Six futsal teams drawn into two groups of 3, on two pitches, with a day plan. */
function futsal() {
  const { services, book } = registeredFutsalRu(TEAMS);
  expectOk(api.draw(services, 'futsal', { seed: 7 }));
  const settingsRow = book.toMatrix('Настройки').findIndex((line) => line[0] === 'futsal.courts') + 1;
  book.typeAs('committee', 'Настройки', `C${settingsRow}`, 2);
  return { services, book };
}

describe('referees on the day plan and the board (issue 24 item 17)', () => {
  it('Art. 8 item 9: typed in the plan, kept when it is made again, warned of where missing, shown on the board now / next', () => {
    const { services, book } = futsal();
    const sheet = 'Мини-футбол план дня';
    const first = api.dayPlan(services, 'futsal');
    expect(first.ok).toBe(true);
    const slots = plan(services, sheet);
    const missing = (r: typeof first) => r.problems.filter((p) => p.code === 'refereeMissing');
    // Every futsal match is refereed by the committee's referees: one warning, counting them all.
    expect(missing(first)).toHaveLength(1);
    expect(missing(first)[0]?.message).toMatch(
      new RegExp(`^Мини-футбол: не назначен судья на ${slots.length} матч.*\\(ст\\. 8 п\\. 9\\).*«Судья».*«${sheet}»`),
    );
    // The committee names the referees of the first match and of pitch 2's first: typed in the column.
    const a = slots[0]!;
    const b = slots.find((s) => s.table !== a.table)!;
    book.typeAs('committee', sheet, a1(a.row, PLAN_COLS.referee), 'Асель Нурланова');
    book.typeAs('committee', sheet, a1(b.row, PLAN_COLS.referee), 'Болат; Дина');
    expect(plan(services, sheet).find((s) => s.key === a.key)?.referee).toBe('Асель Нурланова');

    // Made again: what was typed stays on the row of its match.
    const again = api.dayPlan(services, 'futsal');
    expect(again.ok).toBe(true);
    const now = plan(services, sheet);
    expect(now.find((s) => s.key === a.key)?.referee).toBe('Асель Нурланова');
    expect(now.find((s) => s.key === b.key)?.referee).toBe('Болат; Дина');
    expect(now.filter((s) => s.referee !== '')).toHaveLength(2);
    expect(missing(again)[0]?.message).toMatch(new RegExp(`судья на ${slots.length - 2} матч`));

    // The board: the referee beside who plays, in the plan part and so in now / next.
    const made = expectOk(api.board(services));
    const cells = book.toMatrix(made.sheet).map((r) => r.map(text));
    const top = cells.findIndex((r) => r[0] === 'Сейчас и далее');
    const nowOf = (court: number) => cells.slice(top + 2).find((r) => r[0] === String(court))?.[1] ?? '';
    expect(nowOf(a.table).endsWith(`${a.shown[0]} – ${a.shown[1]} · судья Асель Нурланова`)).toBe(true);
    expect(nowOf(b.table)).toMatch(/ · судья Болат; Дина$/);
    // A match with no referee shows who plays only.
    expect(cells.filter((r) => r[1]?.includes(' · судья ')).length).toBeGreaterThanOrEqual(2);
    expect(cells.some((r) => r[1] === `${slots[2]!.shown[0]} – ${slots[2]!.shown[1]}`)).toBe(true);
  });

  it('Art. 11 item 19: billiards warns of the semi-final (VII) and the final (VIII) only, and not once they have referees', () => {
    const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 20, 9) });
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteLargest(services.app);
    const sheet = 'Бильярд план дня';
    const r = api.dayPlan(services, 'billiards');
    const missing = r.problems.filter((p) => p.code === 'refereeMissing');
    expect(missing).toHaveLength(1);
    expect(missing[0]?.message).toMatch(/не назначен судья на 2 матч.*\(ст\. 11 п\. 19\): [^;]*VII[^;]*; [^;]*VIII/);
    const rows = plan(services, sheet);
    for (const key of ['b:VII', 'b:VIII'])
      book.typeAs('committee', sheet, a1(rows.find((s) => s.key === key)!.row, PLAN_COLS.referee), 'Судья Один');
    const again = api.dayPlan(services, 'billiards');
    expect(again.problems.filter((p) => p.code.startsWith('referee'))).toEqual([]);
  });

  it('the queue: now / next from the table queue show the referee typed in the plan, and follow a later change with no click', () => {
    const { services, book } = futsal();
    const sheet = 'Мини-футбол план дня';
    const settingsRow = book.toMatrix('Настройки').findIndex((line) => line[0] === 'futsal.firstDay') + 1;
    book.typeAs('committee', 'Настройки', `C${settingsRow}`, '2026-11-22');
    expectOk(api.dayPlan(services, 'futsal'));
    const slots = plan(services, sheet);
    const a = slots[0]!;
    book.typeAs('committee', sheet, a1(a.row, PLAN_COLS.referee), 'Асель Нурланова');
    const q = expectOk(api.queue(services, 'futsal'));
    const board = expectOk(api.board(services, { games: ['futsal'] })).sheet;
    const queueNow = (t: number) => text(book.toMatrix(q.sheet)[QUEUE_FIRST_TABLE + t - 1]?.[2]);
    const cells = () => book.toMatrix(board).map((r) => r.map(text));
    const boardNow = (t: number) => {
      const top = cells().findIndex((r) => r[0] === 'Сейчас и далее');
      return (
        cells()
          .slice(top + 2)
          .find((r) => r[0] === String(t))?.[1] ?? ''
      );
    };
    const on = q.called.find((c) => c.key === a.key)?.table as number;
    expect(on).toBeGreaterThan(0);
    expect(queueNow(on)).toMatch(new RegExp(`^\\d\\d:\\d\\d ${a.shown[0]} – ${a.shown[1]} · судья Асель Нурланова$`));
    expect(boardNow(on)).toBe(queueNow(on));
    // A match with no referee: who plays only.
    const other = q.called.find((c) => c.key !== a.key)!;
    expect(queueNow(other.table)).not.toContain('судья');
    // The committee names the other match's referee later: the queue and the board follow it.
    const b = slots.find((s) => s.key === other.key)!;
    book.typeAs('committee', sheet, a1(b.row, PLAN_COLS.referee), 'Болат');
    expect(boardNow(other.table)).toMatch(/ · судья Болат$/);
    // The plan made again, then the queue run again: still who plays and who referees, no error.
    expectOk(api.dayPlan(services, 'futsal'));
    expectOk(api.queue(services, 'futsal'));
    expect(queueNow(on)).toMatch(/ · судья Асель Нурланова$/);
    expect(boardNow(other.table)).toMatch(/ · судья Болат$/);
  });

  it('a name corrected follows into the referee cells of every day plan, another game’s too, in full or as shown', () => {
    const { services, book } = futsal();
    pasteSample(services.app, 'ru', sampleRegistration('ru'), ['billiards']);
    const reg = book.toMatrix('Бильярд регистрация');
    const [surname, name, patronymic] = (reg[1] ?? []).map(text) as [string, string, string];
    const full = [surname, name, patronymic].join(' ').trim();
    const sheet = 'Мини-футбол план дня';
    expectOk(api.dayPlan(services, 'futsal'));
    const slots = plan(services, sheet);
    // A billiards player referees futsal matches: typed as the lists show him, and in full with another.
    book.typeAs('committee', sheet, a1(slots[0]!.row, PLAN_COLS.referee), `${surname} ${name}`);
    book.typeAs('committee', sheet, a1(slots[1]!.row, PLAN_COLS.referee), `Болат; ${full.toUpperCase()}`);
    book.typeAs('committee', sheet, a1(slots[2]!.row, PLAN_COLS.referee), `${surname}ов ${name}`);
    const done = expectOk(
      api.correctName(
        services,
        'billiards',
        `${surname} ${name}`,
        { surname: `${surname}а`, name, patronymic },
        {
          reason: 'опечатка в заявке',
          by: 'Оргкомитет',
        },
      ),
    );
    expect(done.to.startsWith(`${surname}а`)).toBe(true);
    const now = plan(services, sheet);
    expect(now[0]!.referee).toBe(`${surname}а ${name}`);
    expect(now[1]!.referee).toBe(`Болат; ${[`${surname}а`, name, patronymic].join(' ').trim()}`);
    expect(now[2]!.referee).toBe(`${surname}ов ${name}`); // another person: untouched
  });

  it('the status reports the matches whose committee referee is missing, per game, until they are named', () => {
    const { services, book } = futsal();
    const sheet = 'Мини-футбол план дня';
    expectOk(api.dayPlan(services, 'futsal'));
    const slots = plan(services, sheet);
    const refs = () => expectOk(api.status(services)).referees ?? [];
    const before = refs();
    expect(before.map((r) => [r.game, r.code])).toEqual([['futsal', 'refereeMissing']]);
    expect(before[0]?.message).toMatch(new RegExp(`судья на ${slots.length} матч.*\\(ст\\. 8 п\\. 9\\)`));
    for (const s of slots) book.typeAs('committee', sheet, a1(s.row, PLAN_COLS.referee), 'Асель Нурланова');
    expect(refs()).toEqual([]);
  });

  it('the status warns of a referee who plays in another game at the time he referees (Art. 17 item 7)', () => {
    const { services, book } = futsal();
    pasteSample(services.app, 'ru', sampleRegistration('ru'), ['billiards']);
    api.checkRegistration(services, 'billiards');
    expectOk(api.draw(services, 'billiards', { seed: 3 }));
    const settings = book.toMatrix('Настройки');
    for (const key of ['futsal.firstDay', 'billiards.firstDay'])
      book.typeAs('committee', 'Настройки', `C${settings.findIndex((line) => line[0] === key) + 1}`, '2026-11-22');
    expectOk(api.dayPlan(services, 'futsal'));
    expectOk(api.dayPlan(services, 'billiards'));
    const futsalPlan = plan(services, 'Мини-футбол план дня');
    const billiards = plan(services, 'Бильярд план дня');
    const f = futsalPlan[0]!;
    const busy = billiards.find(
      (s) => s.date === f.date && s.start < f.end && f.start < s.end && s.shown.length === 2,
    )!;
    expect(busy).toBeDefined();
    for (const s of futsalPlan) book.typeAs('committee', 'Мини-футбол план дня', a1(s.row, PLAN_COLS.referee), 'Асель');
    book.typeAs('committee', 'Мини-футбол план дня', a1(f.row, PLAN_COLS.referee), busy.shown[0] as string);
    const refs = (expectOk(api.status(services)).referees ?? []).filter((r) => r.game === 'futsal');
    expect(refs.map((r) => r.code)).toEqual(['refereePlaying']);
    expect(refs[0]?.message).toContain(`${busy.shown[0]} судит`);
    expect(refs[0]?.message).toContain('(бильярд)');
  });
});
