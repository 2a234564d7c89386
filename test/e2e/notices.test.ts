/**
 * The notices (issue 11 item 6; Art. 3 item 2: the participants are told the time and place at least
 * a day before) over a realistic registration — 8 futsal teams of 5, 32 billiards, 16 backgammon and
 * 12 preference players — read back from the sheet a mail merge would use: every participant once
 * per game (whatever order the registration is sorted into), a futsal player with his team's first
 * match, a billiards player's play-off match only once the plan knows he plays it, the count of
 * those without a time before and after the notice deadline (on the Almaty calendar), and a
 * registration renamed and sorted changes nobody's time.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { formatDate, formatTime } from '../../src/rules/dates';
import { nameKey } from '../../src/rules/names';
import * as api from '../../src/sheets/api';
import { readDayPlan, type AnnouncedSlot } from '../../src/sheets/kinds/dayPlanSheet';
import type { GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { expectOk, paste, playInListOrder, typeSetting } from './helpers';
import { individuals, People, registerFutsal } from './people';

const HEAD = [
  'Game',
  'Team',
  'Participant',
  'E-mail',
  'Phone',
  'Date',
  'Time',
  'Place',
  'Pitch / table / board',
  'Status',
  'His other matches and tours',
  'Conditions',
  'Sent (the committee types a mark)',
  'What it said when marked',
  'Tell again: what changed',
] as const;
type Row = Record<(typeof HEAD)[number], string>;

function setting(book: ReturnType<typeof createFakeServices>['book'], key: string, value: string | number): void {
  typeSetting(book, 'Settings', key, value);
}

/** The notices sheet as a mail merge reads it: the header row, then one record per row. */
function notices(book: ReturnType<typeof createFakeServices>['book']): Row[] {
  const [head, ...rows] = book.toMatrix('Notices').map((r) => r.map((v) => String(v ?? '')));
  expect(head).toEqual([...HEAD]);
  return rows
    .filter((r) => r.some((v) => v !== ''))
    .map((r) => Object.fromEntries(HEAD.map((h, i) => [h, r[i] ?? ''])) as Row);
}

function plan(services: ReturnType<typeof createFakeServices>['services'], sheet: string): AnnouncedSlot[] {
  const s = services.app.getActiveSpreadsheet().getSheetByName(sheet);
  if (!s) throw new Error(sheet);
  return [...readDayPlan(s).values()];
}

/** The earliest slot naming `who` (its shown cells), found here apart from the add-on's own matching. */
function firstOf(slots: readonly AnnouncedSlot[], who: string): AnnouncedSlot | undefined {
  return slots
    .filter((s) => s.shown.includes(who))
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.start - b.start)[0];
}

const PREF = Array.from({ length: 12 }, (_, i) => [
  `Pref${String.fromCharCode(65 + i)}`,
  'Dana',
  '',
  'KASE',
  `p${i}@kase.kz`,
  '+7 702 000 00 00',
  false,
]);

function tournament() {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 20, 9) }); // 20.11, 14:00 in Almaty
  expectOk(api.setup(services, { lang: 'en' }));
  registerFutsal(services);
  paste(services, 'Billiards registration', individuals(32, 'billiards'));
  paste(services, 'Backgammon registration', individuals(16, 'backgammon'));
  paste(services, 'Preference registration', PREF);
  setting(book, 'futsal.firstDay', '21.11.2026');
  setting(book, 'billiards.firstDay', '24.11.2026');
  setting(book, 'billiards.tables', 16);
  setting(book, 'backgammon.firstDay', '25.11.2026');
  setting(book, 'preference.firstDay', '27.11.2026');
  setting(book, 'billiards.venue', 'KASE, 280 Baizakov St., 3rd floor');
  return { services, book, people: new People(book) };
}

describe('the notices of a tournament (Art. 3 item 2)', () => {
  const t = tournament();
  const drawn = new Map<'futsal' | 'billiards', GroupSpec[]>();
  let before: Row[] = [];
  beforeAll(() => {
    // Nothing planned yet: everyone is listed, nobody has a time.
    expectOk(api.notices(t.services));
    before = notices(t.book);
    for (const game of ['futsal', 'billiards'] as const)
      drawn.set(game, expectOk(api.draw(t.services, game, { seed: 5, acceptWarnings: true })).groups);
    expectOk(api.generateBracket(t.services, 'billiards'));
    for (const game of ['futsal', 'billiards', 'backgammon', 'preference'] as const)
      expectOk(api.dayPlan(t.services, game));
  }, 120_000);

  it('before any day plan: every participant once per game, no time, the status says the plan is not made', () => {
    const count = (game: string) => before.filter((r) => r.Game === game).length;
    expect([count('futsal'), count('billiards'), count('backgammon'), count('preference')]).toEqual([40, 32, 16, 12]);
    for (const r of before) {
      expect([r.Date, r.Time, r['Pitch / table / board']]).toEqual(['', '', '']);
      expect(r.Status).toBe('no time yet: the day plan is not made');
    }
    // From the registration, one value per cell.
    expect(before.find((r) => r.Participant === 'SurA Arman' && r.Game === 'billiards')).toMatchObject({
      'E-mail': 'b0@kase.kz',
      Phone: '+7 701 000 00 00',
      Place: 'KASE, 280 Baizakov St., 3rd floor',
    });
  });

  it("the day plan made again remakes the notices: each participant exactly once per game, in the registration's order", () => {
    const rows = notices(t.book);
    for (const game of ['futsal', 'billiards', 'backgammon', 'preference']) {
      const names = rows.filter((r) => r.Game === game).map((r) => r.Participant);
      expect(names).toEqual(before.filter((r) => r.Game === game).map((r) => r.Participant));
      expect(new Set(names.map(nameKey)).size).toBe(names.length);
    }
  });

  it("a futsal player gets his team's first match: its date, time and pitch, as the day plan announces it", () => {
    const slots = plan(t.services, 'Futsal day plan');
    const futsal = notices(t.book).filter((r) => r.Game === 'futsal');
    expect(futsal).toHaveLength(40);
    for (const r of futsal) {
      const first = firstOf(slots, r.Team) as AnnouncedSlot;
      expect(first, r.Team).toBeDefined();
      expect([r.Date, r.Time, r['Pitch / table / board']]).toEqual([
        formatDate(first.date as string),
        formatTime(first.start),
        `Pitch ${first.table}`,
      ]);
      // The place of futsal is not set: the notice is listed, and says so.
      expect(r.Status).toBe('the place is not set (futsal.venue)');
    }
    // The team's other group matches follow, in one cell.
    const alpha = futsal.find((r) => r.Team === 'Alpha') as Row;
    expect(alpha['His other matches and tours'].split('; ')).toHaveLength(
      slots.filter((s) => s.shown.includes('Alpha')).length - 1,
    );
  });

  it('backgammon planned before its draw: nobody has a time yet, and the status says why; preference: tour 1 for everyone, the table by the seating', () => {
    const rows = notices(t.book);
    for (const r of rows.filter((x) => x.Game === 'backgammon'))
      expect([r.Time, r.Status]).toEqual([
        '',
        'no time yet: not in the day plan (not drawn yet, or the plan was made before the draw)',
      ]);
    const tour1 = plan(t.services, 'Preference day plan').find((s) => s.key === 't:1:1') as AnnouncedSlot;
    for (const r of rows.filter((x) => x.Game === 'preference')) {
      expect([r.Date, r.Time, r['Pitch / table / board']]).toEqual([
        '27.11.2026',
        formatTime(tour1.start),
        'table by the seating',
      ]);
      expect(r['His other matches and tours'].split('; ')).toHaveLength(6); // tours 2–7 (the final: the first 4 only, once known)
    }
  });

  it("the sidebar's count: before the deadline for information, from it on a warning with the date (Art. 3 item 2; the Almaty calendar)", () => {
    const lines = () => expectOk(api.status(t.services)).notices.filter((n) => n.game === 'backgammon');
    // 20.11: the deadline of backgammon (25.11 less 1 day) is 24.11.
    expect(lines()).toEqual([
      {
        game: 'backgammon',
        severity: 'info',
        message: 'Backgammon: 16 participants have no time yet; they are to be told by 24.11.2026 (Art. 3 item 2)',
      },
    ]);
    t.book.now = Date.UTC(2026, 10, 23, 18, 59); // 23:59 on the 23rd in Almaty
    expect(lines()[0]?.severity).toBe('info');
    t.book.now = Date.UTC(2026, 10, 23, 19, 0); // midnight: the 24th in Almaty, still the 23rd in UTC
    expect(lines()).toEqual([
      {
        game: 'backgammon',
        severity: 'warning',
        message: 'Backgammon: 16 participants have no time yet; they had to be told by 24.11.2026 (Art. 3 item 2)',
      },
    ]);
    // Everybody else has a time: nothing said of them.
    expect(expectOk(api.status(t.services)).notices.map((n) => n.game)).toEqual(['backgammon']);
    // Drawn and planned again: nobody is left without a time.
    expectOk(api.draw(t.services, 'backgammon', { seed: 5, acceptWarnings: true }));
    expectOk(api.dayPlan(t.services, 'backgammon'));
    expect(lines()).toEqual([]);
    expect(notices(t.book).filter((r) => r.Game === 'backgammon' && r.Time === '')).toEqual([]);
    t.book.now = Date.UTC(2026, 10, 20, 9);
  });

  it('a billiards player of the play-off gets its time only once the plan knows he plays it', () => {
    const groups = drawn.get('billiards') as GroupSpec[];
    const winner = groups[0]?.players[0] as string; // A1 once the groups are played in list order
    const row = () => notices(t.book).find((r) => r.Game === 'billiards' && r.Participant === winner) as Row;
    const restBefore = row()['His other matches and tours'];
    playInListOrder(t.book, 'Billiards groups', 'billiards', groups);
    expectOk(api.dayPlan(t.services, 'billiards'));
    const slot = plan(t.services, 'Billiards day plan').find((s) => s.key === 'b:II-1') as AnnouncedSlot;
    expect(slot.shown[0]).toBe(winner);
    const told = `${formatDate(slot.date as string).slice(0, 5)} ${formatTime(slot.start)} table ${slot.table}`;
    expect(restBefore).not.toContain(told);
    expect(row()['His other matches and tours'].split('; ')).toContain(told);
    expect(row().Status).toBe('ready');
  });

  it('the registration renamed, and sorted in any order: every participant once, each with the same time (found by name, not by row)', () => {
    const key = (r: Row) =>
      `${r.Game}|${r.Participant}|${r['E-mail']}|${r.Date}|${r.Time}|${r['Pitch / table / board']}|${r['His other matches and tours']}`;
    expectOk(api.notices(t.services));
    const now = notices(t.book).map(key).sort();
    t.people.renameSheet('Billiards registration', 'Billiards — applications');
    fc.assert(
      fc.property(fc.constantFrom('A', 'B', 'F', 'G'), fc.boolean(), (column, ascending) => {
        t.people.sortRange('Billiards — applications', 'A2:H33', column, ascending);
        expectOk(api.notices(t.services));
        expect(notices(t.book).map(key).sort()).toEqual(now);
      }),
      { numRuns: 6 },
    );
  }, 60_000);
});
