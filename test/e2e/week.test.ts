/**
 * Each person's week (Art. 3 items 1–2: the committee sets the times and places and tells each
 * participant): 16 backgammon and 9 preference players, three of them in both, the two games on the
 * same day from 10:00. Preference is planned first; backgammon, planned after it, yields (docs/rules.md
 * "A person in two games") but its day ends at 16:00, while the three play preference all day: it
 * cannot keep them apart within its day, so it plans their last matches over a tour and says so.
 * The day plan says who, where and when, in the committee's language; the cards list both games on
 * each of their cards and flag the overlap; a seated tour gives the table and the seat.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { readAnchors } from '../../src/sheets/identity';
import { weekFromValues } from '../../src/sheets/kinds/weekReader';
import { expectOk, paste, typeSetting } from './helpers';
import { individuals } from './people';

/** Three of the backgammon players (SurA, SurB, SurC Arman, KASE) and six others. */
const PREF = [
  ...['SurA', 'SurB', 'SurC'].map((s, i) => [s, 'Arman', '', 'KASE', `x${i}@kase.kz`, '+7 702 000 00 00', false]),
  ...Array.from({ length: 6 }, (_, i) => [`Pref${i}`, 'Dana', '', 'KASE', `p${i}@kase.kz`, '+7 702 000 00 00', false]),
];

function setting(book: ReturnType<typeof createFakeServices>['book'], key: string, value: string | number): void {
  typeSetting(book, 'Настройки', key, value);
}

function tournament() {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 20, 9) });
  expectOk(api.setup(services, { lang: 'ru' }));
  paste(services, 'Нарды регистрация', individuals(16, 'backgammon'));
  paste(services, 'Преферанс регистрация', PREF);
  setting(book, 'backgammon.firstDay', '25.11.2026');
  setting(book, 'preference.firstDay', '25.11.2026');
  setting(book, 'backgammon.dayEnd', '16:00');
  return { services, book };
}

function cards(t: ReturnType<typeof tournament>) {
  const sheet = t.services.app.getActiveSpreadsheet().getSheetByName('Карточки участников');
  if (!sheet) throw new Error('no cards sheet');
  const values = t.book.toMatrix('Карточки участников');
  return weekFromValues(values, readAnchors(sheet, values));
}

describe("each person's week across the games (Art. 3 items 1–2)", () => {
  const t = tournament();
  let planned: ReturnType<typeof api.dayPlan>;
  beforeAll(() => {
    expectOk(api.draw(t.services, 'backgammon', { seed: 3, acceptWarnings: true }));
    expectOk(api.dayPlan(t.services, 'preference'));
    planned = api.dayPlan(t.services, 'backgammon');
  }, 60_000);

  it('the day plan says who is due in two places at once, with both games, dates, times and places, in Russian', () => {
    expectOk(planned);
    const said = planned.problems.filter((p) => p.code === 'weekClash').map((p) => p.message);
    // The plan says it could not keep them apart within its day (the later plan yields, Art. 3 item 1).
    expect(planned.problems.some((p) => p.code === 'planClashUnavoidable')).toBe(true);
    // SurA, SurB and SurC: the matches the plan could not keep clear start when the day no longer
    // leaves room (16:00 − 40 min) and overlap a preference tour.
    for (const who of ['SurA Arman', 'SurB Arman', 'SurC Arman'])
      expect(
        said.some(
          (m) =>
            m.startsWith(`${who} должен быть в двух местах одновременно: `) &&
            /нарды 25\.11\.2026 15:2\d–16:0\d \(Доска \d+\)/.test(m) &&
            /преферанс 25\.11\.2026 \d\d:\d\d–\d\d:\d\d \(по рассадке\)/.test(m),
        ),
      ).toBe(true);
    // The status reports them too, from the note the plan left (no read of its own), with both matches.
    const st = expectOk(api.status(t.services));
    const lines = (st.clashes ?? []).map((p) => p.message);
    expect(
      lines.some((m) =>
        /^SurA Arman .*нарды 25\.11\.2026 15:\d\d.* — Группа [A-D], № \d+, тур \d+ и преферанс/.test(m),
      ),
    ).toBe(true);
    // The first ten kept, then how many more (a metadata note is small).
    expect(lines).toHaveLength(Math.min(said.length, 10) + (said.length > 10 ? 1 : 0));
    // Nobody else: a preference-only or backgammon-only player is never in two places.
    expect(said.every((m) => /^Sur[ABC] Arman /.test(m))).toBe(true);
  });

  it('one card per person, both games on the card of a person in two; the overlap flagged on his card', () => {
    const r = expectOk(api.week(t.services));
    expect(r.people).toBe(16 + 6);
    expect(r.clashes).toBeGreaterThanOrEqual(3);
    const all = cards(t);
    expect(all).toHaveLength(22);
    const a = all.find((c) => c.heading === 'SurA Arman');
    const games = new Set(a?.lines.map((l) => l[2]));
    expect(games).toEqual(new Set(['нарды', 'преферанс']));
    // Seven tours and the final's line are there only once known: tours 1–7, not seated yet.
    expect(a?.lines.filter((l) => l[2] === 'преферанс').map((l) => l[3])).toEqual(Array(7).fill('по рассадке'));
    expect(a?.notes[0]).toBe('⚠ В двух местах одновременно: сообщите оргкомитету');
    expect(a?.notes[1]).toMatch(/^⚠ (нарды|преферанс) 25\.11\.2026 \d\d:\d\d–/);
    // A preference-only player: his tours, no warning.
    const p = all.find((c) => c.heading === 'Pref0 Dana');
    expect(p?.lines).toHaveLength(7);
    expect(p?.notes).toEqual([]);
  });

  it('a seated tour: his table and seat, the others at the table', () => {
    expectOk(api.prepareAttendance(t.services, { acceptWarnings: true }));
    expectOk(api.seatTour(t.services, 1, { seed: 1, acceptWarnings: true }));
    expectOk(api.dayPlan(t.services, 'preference'));
    expectOk(api.week(t.services));
    const p = cards(t).find((c) => c.heading === 'Pref0 Dana');
    const tour1 = p?.lines.find((l) => l[4]?.startsWith('Тур 1'));
    expect(tour1?.[3]).toMatch(/^Стол \d, место [1-4]$/);
    expect(tour1?.[5]?.split(', ').length).toBeGreaterThanOrEqual(2);
    expect(tour1?.[5]).not.toContain('Pref0 Dana');
  });
});
