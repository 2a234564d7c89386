/**
 * The dates of the applications through the server API: the date column (a new sheet and an
 * upgraded older one), late applications (Art. 9 item 3 for billiards; Art. 5 item 2 for a futsal
 * team), the priority proposal with late ones and a sheet sorted by date (Art. 2 item 5), and a
 * person in two games on the same days.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices, type FakeBook } from '../../fakes';
import * as api from '../../src/sheets/api';
import type { Services } from '../../src/sheets/gas';
import { expectOk, paste } from '../e2e/helpers';

const REG = 'Billiards registration';
const PREF = 'Preference registration';
/** A billiards row: A surname … H own place, I strongest, J affiliation, K decision, L applied on. */
function row(i: number, applied: unknown = '', affiliation = ''): unknown[] {
  return [
    `Sur${i}`,
    'Arman',
    '',
    'KASE',
    2,
    `b${i}@kase.kz`,
    '+7 701 000 00 00',
    false,
    false,
    affiliation,
    '',
    applied,
  ];
}
const name = (i: number) => `Sur${i} Arman`;
/** A day of November 2026 as Sheets keeps a date typed in a Kazakhstan spreadsheet (midnight in Almaty). */
const nov = (day: number) => new Date(Date.UTC(2026, 10, day) - 5 * 3600_000);

function book(settings: Record<string, string | number> = { 'billiards.firstDay': '24.11.2026' }): {
  services: Services;
  book: FakeBook;
} {
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 20, 9) });
  expectOk(api.setup(services, { lang: 'en' }));
  const keys = book.toMatrix('Settings').map((r) => r[0]);
  for (const [key, value] of Object.entries(settings))
    book.typeAs('committee', 'Settings', `C${keys.indexOf(key) + 1}`, value);
  return { services, book };
}

describe('the date column of a registration sheet', () => {
  it('a new sheet has it last, as a date shown day first, with a help text citing the deadlines', () => {
    const { book: b } = book();
    expect(b.read(REG, 'L1')).toBe('Applied on (DD.MM.YYYY)');
    expect(b.format(REG, 'L2').numberFormat).toBe('dd.mm.yyyy');
    expect(b.validation(REG, 'L2')?.helpText).toContain('Art. 9, 12, 15 item 3');
    expect(b.read('Futsal registration', 'M1')).toBe('Applied on (DD.MM.YYYY)');
  });
});

describe('Art. 9 item 3: billiards applications close one day before the start (24.11.2026: on the 23rd)', () => {
  it('the deadline day is in time, the day after late (a warning on its cell), a non-date an error naming the entry, the undated noted once', () => {
    const { services, book: b } = book();
    paste(services, REG, [row(0, '23.11.2026'), row(1, nov(24)), row(2, ''), row(3, '20.11.2026')]);
    b.typeAs('committee', REG, 'L5', 'yesterday'); // the sheet warns; the check refuses
    const check = api.checkRegistration(services, 'billiards');
    const found = check.problems.filter((p) => p.code !== 'regTooFewForGroups');
    expect(found.map((p) => [p.severity, p.code, p.cell])).toEqual([
      ['error', 'regBadDate', 'Billiards registration!L5'],
      ['warning', 'regLateApplication', 'Billiards registration!L3'],
      ['warning', 'regNoApplicationDate', undefined],
    ]);
    expect(found[0]?.message).toBe(
      'entry No. 4: the date of the application is not a date: "yesterday" — type it as day.month.year, e.g. 20.11.2026',
    );
    expect(found[1]?.message).toBe(
      'entry No. 2 (Sur1 Arman) applied on 24.11.2026, after the deadline 23.11.2026 (1 d. before the first day 24.11.2026, Art. 9 item 3): a late application — the committee decides; the proposal puts it after every timely one',
    );
    expect(found[2]?.message).toBe(
      'applications without a date (2: entries No. 3, 4): whether they are late cannot be told — applications close on 23.11.2026 (Art. 9 item 3)',
    );
  });

  it("the proposal puts late applications after every timely one, a shareholder's too; sorting the sheet by date changes nothing", () => {
    const { services, book: b } = book();
    // 56 applications for 52 places, dated from the 10th to the 22nd in a shuffled order; four late ones (one a shareholder's)
    const late = new Set([5, 17, 30, 41]);
    const rows = Array.from({ length: 56 }, (_, i) =>
      row(i, late.has(i) ? nov(24 + (i % 3)) : nov(10 + ((i * 7) % 13)), i === 5 ? 'shareholder' : ''),
    );
    paste(services, REG, rows);
    const proposal = api.checkRegistration(services, 'billiards').data?.admission;
    expect(proposal?.leftOut.slice().sort()).toEqual([...late].map(name).sort());
    b.sortRange(REG, 'A2:L57', 'L');
    const order = b
      .toMatrix(REG)
      .slice(1, 57)
      .map((r) => r[0]);
    expect(order).not.toEqual(rows.map((r) => r[0]));
    expect(order.slice(-3)).toEqual(['Sur5', 'Sur17', 'Sur41']); // the late ones of the 26th, last (a stable sort)
    const sorted = api.checkRegistration(services, 'billiards').data?.admission;
    expect(sorted?.leftOut).toEqual(proposal?.leftOut);
    expect(sorted?.admit.slice().sort()).toEqual(proposal?.admit.slice().sort());
    // the committee confirms: the late ones get "not admitted", each on its own row wherever it is now
    const done = expectOk(api.confirmAdmission(services, 'billiards', sorted?.token));
    expect(done.leftOut).toEqual(sorted?.leftOut);
    const m = b.toMatrix(REG);
    for (const r of m.slice(1, 57))
      expect(r[10]).toBe(late.has(Number(String(r[0]).slice(3))) ? 'not admitted' : 'admitted');
  });

  it('a sheet made by the version before the dates: a warning names the column; setup adds it after the decision, and dates typed there count', () => {
    const { services, book: b } = book();
    b.deleteColumns(REG, 'L', 1);
    paste(services, REG, [row(0).slice(0, 11), row(1).slice(0, 11)]);
    paste(services, REG, [['', 'note: call Sur1']], 2, 12); // beside the table, past the new column
    const old = api.checkRegistration(services, 'billiards').problems.filter((p) => p.code === 'regOldLayout');
    expect(old.map((p) => p.message)).toEqual([
      'the sheet "Billiards registration" was made by an earlier version and has no columns «Applied on (DD.MM.YYYY)» yet: run the setup ("Create the sheets") to add them — nothing typed moves or is lost',
    ]);
    const before = b.toMatrix(REG).map((r) => r.slice(0, 11));
    expect(api.setup(services).sheets).toEqual([REG]);
    expect(b.toMatrix(REG).map((r) => r.slice(0, 11))).toEqual(before);
    expect(b.read(REG, 'L1')).toBe('Applied on (DD.MM.YYYY)');
    expect(b.read(REG, 'M2')).toBe('note: call Sur1');
    expect(b.format(REG, 'L3').numberFormat).toBe('dd.mm.yyyy');
    b.typeAs('committee', REG, 'L2', '22.11.2026');
    b.typeAs('committee', REG, 'L3', '25.11.2026');
    const codes = api.checkRegistration(services, 'billiards').problems.map((p) => [p.code, p.cell]);
    expect(codes).toContainEqual(['regLateApplication', 'Billiards registration!L3']);
    expect(codes.map((c) => c[0])).not.toContain('regOldLayout');
  });
});

describe('Art. 5 item 2: a futsal team applies at least three days before the start', () => {
  it("the team's date is on the teams list; a late team is a warning on its row there", () => {
    const { services } = book({ 'futsal.firstDay': '24.11.2026' });
    paste(
      services,
      'Futsal registration',
      [
        ['Kase', 1, 'KASE', '21.11.2026'],
        ['Halyk', 2, '', '22.11.2026'],
      ],
      2,
      10,
    );
    const late = api.checkRegistration(services, 'futsal').problems.filter((p) => p.code === 'regLateApplication');
    expect(late.map((p) => p.cell)).toEqual(['Futsal registration!M3']);
    expect(late[0]?.message).toContain(
      '(Halyk) applied on 22.11.2026, after the deadline 21.11.2026 (3 d. before the first day 24.11.2026, Art. 5 item 2)',
    );
  });
});

describe('a person registered in two games whose days overlap', () => {
  it('billiards on 24–25.11 and preference on 25–26.11: a warning on his row in each check, naming both games and the days', () => {
    const { services } = book({ 'billiards.firstDay': '24.11.2026', 'preference.firstDay': '25.11.2026' });
    paste(services, REG, [row(0, '20.11.2026'), row(1, '20.11.2026')]);
    paste(services, PREF, [
      ['Other', 'Person', '', 'KASE', 'o@kase.kz', '+7 701 000 00 00', false, '', '', '20.11.2026'],
      ['SUR1', 'arman', '', 'Halyk', 'b1@kase.kz', '+7 701 000 00 00', false, '', '', '20.11.2026'],
    ]);
    const billiards = api.checkRegistration(services, 'billiards').problems.filter((p) => p.code === 'regTwoGames');
    expect(billiards.map((p) => [p.cell, p.message])).toEqual([
      [
        'Billiards registration!A3',
        'entry No. 2 (Sur1 Arman) is registered in billiards (24.11.2026–25.11.2026) and in preference (25.11.2026–26.11.2026): the days overlap (25.11.2026)',
      ],
    ]);
    const preference = api.checkRegistration(services, 'preference').problems.filter((p) => p.code === 'regTwoGames');
    expect(preference.map((p) => p.cell)).toEqual(['Preference registration!A3']);
    // moved to other days: nothing
    const { services: s2 } = book({ 'billiards.firstDay': '24.11.2026', 'preference.firstDay': '26.11.2026' });
    paste(s2, REG, [row(1)]);
    paste(s2, PREF, [['Sur1', 'Arman', '', 'KASE', 'b1@kase.kz', '+7 701 000 00 00']]);
    expect(api.checkRegistration(s2, 'billiards').problems.map((p) => p.code)).not.toContain('regTwoGames');
  });
});
