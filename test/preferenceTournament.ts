/**
 * One preference tournament set up step by step, as the committee does it: the spreadsheet set up
 * in Russian, optionally the first day set, `players` people pasted into the registration
 * ("Игрок01 Тест" …), the attendance prepared and tour 1 seated (seed 7), optionally the day plan
 * made. Shared by the tests of people typing and faults (close-then-read, protocol-renamed,
 * each-write-fails, the rulings property). `run` wraps each committee action (each-write-fails
 * fails each of its writes in turn); by default it just runs it. `registerPreference` stops before
 * the seating (the tests of one tour by the server API); `typeDeal` is a referee typing a pulka's deal.
 */
import { createFakeServices } from '../fakes';
import type { FakeBook } from '../fakes/book';
import * as api from '../src/sheets/api';
import type { ActionResult } from '../src/sheets/context';
import type { Services } from '../src/sheets/gas';
import { a1 } from '../src/sheets/plan';
import { DEAL } from '../src/sheets/kinds/protocolSheet';
import { expectOk, paste, typeSetting } from './e2e/helpers';

export { typeSetting };

export const PREF_REGISTRATION = 'Преферанс регистрация';

/** `count` registration rows: surname, name, patronymic, company, e-mail, phone, committee's pick. */
export function preferenceRows(count: number): unknown[][] {
  return Array.from({ length: count }, (_, i) => [
    `Игрок${String(i + 1).padStart(2, '0')}`,
    'Тест',
    '',
    'KASE',
    `p${i}@kase.kz`,
    '+7 705 000 00 00',
    false,
  ]);
}

/**
 * `count` players registered in Russian ("Игрок01 Тест" …) and the attendance prepared, no tour
 * seated yet: `names` are the players as the tours list them. The book's clock is `now`.
 */
export function registerPreference(
  count: number,
  now = Date.UTC(2026, 10, 24, 10),
): { services: Services; book: FakeBook; names: string[] } {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now });
  expectOk(api.setup(services, { lang: 'ru' }));
  const rows = preferenceRows(count);
  paste(services, PREF_REGISTRATION, rows);
  expectOk(api.prepareAttendance(services));
  return { services, book, names: rows.map((r) => `${String(r[0])} Тест`) };
}

/**
 * A referee types one deal row of a pulka (protocol) sheet: contract, declarer (when not empty), the
 * seat cells that are not empty, and the note (when not empty).
 */
export function typeDeal(
  book: FakeBook,
  sheet: string,
  row: number,
  contract: string,
  declarer: string,
  seats: readonly string[],
  note = '',
): void {
  book.typeAs('referee', sheet, a1(row, DEAL.contract), contract);
  if (declarer !== '') book.typeAs('referee', sheet, a1(row, DEAL.declarer), declarer);
  seats.forEach((v, k) => v !== '' && book.typeAs('referee', sheet, a1(row, DEAL.seats + k), v));
  if (note !== '') book.typeAs('referee', sheet, a1(row, DEAL.note), note);
}

/** Runs one committee action of the set-up on `book` (the book is new before setup). */
export type RunAction = <T>(label: string, action: () => ActionResult<T>, book: FakeBook) => ActionResult<T>;

export interface PreferenceOptions {
  /** registered players (default 12) */
  players?: number;
  /** the book's clock (default 24.11.2026 10:00 UTC) */
  now?: number;
  /** preference.firstDay as typed ("15.12.2026"); not set by default */
  firstDay?: string;
  /** other settings typed after setup (key → value) */
  settings?: Record<string, string | number>;
  /** pass acceptWarnings to the attendance and the seating (default true) */
  acceptWarnings?: boolean;
  /** make the day plan after seating (default false) */
  dayPlan?: boolean;
  /** runs each committee action (default: as it is) */
  run?: RunAction;
}

/** A preference tournament up to tour 1 seated (see the module's comment). */
export function preferenceTournament(o: PreferenceOptions = {}): {
  services: Services;
  book: FakeBook;
  t1: api.SeatTourData;
} {
  const run: RunAction = o.run ?? ((_label, action) => action());
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: o.now ?? Date.UTC(2026, 10, 24, 10) });
  expectOk(run('setup', () => api.setup(services, { lang: 'ru' }), book));
  const settings = { ...(o.firstDay !== undefined ? { 'preference.firstDay': o.firstDay } : {}), ...o.settings };
  for (const [key, value] of Object.entries(settings)) typeSetting(book, 'Настройки', key, value);
  paste(services, PREF_REGISTRATION, preferenceRows(o.players ?? 12));
  const warnings = (o.acceptWarnings ?? true) ? { acceptWarnings: true } : {};
  expectOk(run('prepareAttendance', () => api.prepareAttendance(services, warnings), book));
  const t1 = expectOk(run('seatTour', () => api.seatTour(services, 1, { seed: 7, ...warnings }), book));
  if (o.dayPlan) expectOk(run('dayPlan', () => api.dayPlan(services, 'preference'), book));
  return { services, book, t1 };
}
