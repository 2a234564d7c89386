/**
 * The day plan of the largest tournament (SPEC §4, bench/largest.mjs: 8 futsal teams, 64 billiards,
 * 24 backgammon and 64 preference players) through the server API, read back from the sheets it
 * writes: every match and tour has a slot; nobody is in two places at once (the group stage, and the
 * play-off once the groups are played); every play-off match after the matches that give its
 * players; billiards stages 1–3 on the first day and 4–8 on the second (Art. 11 item 17); a rest set
 * by the committee kept between a player's matches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { pasteLargest } from '../../bench/largest.mjs';
import { createFakeServices } from '../../fakes';
import type { FakeBook } from '../../fakes/book';
import { bracket, type BracketFormat } from '../../src/rules/brackets';
import * as api from '../../src/sheets/api';
import type { Services } from '../../src/sheets/gas';
import { readDayPlan, type AnnouncedSlot } from '../../src/sheets/kinds/dayPlanSheet';
import type { GroupSpec } from '../../src/sheets/kinds/groupSheet';
import { expectOk, playInListOrder, typeSetting } from './helpers';

const SHEETS = { futsal: 'Мини-футбол', billiards: 'Бильярд', backgammon: 'Нарды', preference: 'Преферанс' } as const;
type Game = keyof typeof SHEETS;

function setting(book: FakeBook, key: string, value: string | number): void {
  typeSetting(book, 'Настройки', key, value);
}

function plan(services: Services, game: Game): Map<string, AnnouncedSlot> {
  const sheet = services.app.getActiveSpreadsheet().getSheetByName(`${SHEETS[game]} план дня`);
  if (!sheet) throw new Error(game);
  return readDayPlan(sheet);
}

/** The keys a game's plan must hold, worked out from the draw and the format alone. */
function expectedKeys(groups: readonly GroupSpec[], format: BracketFormat): string[] {
  const keys: string[] = [];
  for (const g of groups)
    for (let k = 1; k <= (g.players.length * (g.players.length - 1)) / 2; k++) keys.push(`g:${g.letter}:${k}`);
  for (const m of bracket(format).matches) keys.push(`b:${m.id}`);
  return keys.sort();
}

/** Moments on one scale: day × 10 000 + minutes. */
const at = (s: AnnouncedSlot, minute: number) =>
  (s.date ? Number(s.date.slice(-2)) : (s.dayNumber ?? 0)) * 10_000 + minute;

/** No name twice at one moment (with `rest` minutes between a name's slots); names from the sheet's player cells. */
function expectNobodyTwice(
  slots: Iterable<AnnouncedSlot>,
  rest: number,
  names: (s: AnnouncedSlot) => string[],
): number {
  const byName = new Map<string, AnnouncedSlot[]>();
  for (const s of slots) for (const n of names(s)) byName.set(n, [...(byName.get(n) ?? []), s]);
  let checked = 0;
  for (const [name, list] of byName) {
    const sorted = [...list].sort((x, y) => at(x, x.start) - at(y, y.start));
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1] as AnnouncedSlot;
      const next = sorted[i] as AnnouncedSlot;
      expect(at(prev, prev.end) + rest, `${name}: ${prev.key} then ${next.key}`).toBeLessThanOrEqual(
        at(next, next.start),
      );
      checked++;
    }
  }
  return checked;
}

describe('the day plan of the largest tournament (8 teams, 64, 24, 64)', () => {
  const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 20, 9) });
  const drawn = new Map<Game, GroupSpec[]>();
  beforeAll(() => {
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteLargest(services.app);
    setting(book, 'futsal.courts', 2);
    setting(book, 'billiards.tables', 32);
    setting(book, 'billiards.restMinutes', 10);
    setting(book, 'billiards.firstDay', '24.11.2026');
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      drawn.set(game, expectOk(api.draw(services, game, { seed: 1, acceptWarnings: true })).groups);
      expectOk(api.generateBracket(services, game));
    }
    expectOk(api.prepareAttendance(services, { acceptWarnings: true }));
    expectOk(api.seatTour(services, 1, { seed: 1, acceptWarnings: true }));
    for (const game of Object.keys(SHEETS) as Game[])
      expect(expectOk(api.dayPlan(services, game)).fits, game).toBe(true);
  }, 120_000);

  it("every match and every tour has a slot: the plan holds exactly the format's matches, each with a time and a court or table", () => {
    const formats: Record<Exclude<Game, 'preference'>, BracketFormat> = {
      futsal: 'sf4',
      billiards: 'net32',
      backgammon: 'qf8',
    };
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      const p = plan(services, game);
      expect([...p.keys()].sort(), game).toEqual(expectedKeys(drawn.get(game) ?? [], formats[game]));
    }
    expect(plan(services, 'billiards').size).toBe(8 * 28 + 30);
    const pref = plan(services, 'preference');
    const expected = [
      ...Array.from({ length: 7 }, (_, n) => Array.from({ length: 16 }, (_, k) => `t:${n + 1}:${k + 1}`)).flat(),
      'f:1',
    ];
    expect([...pref.keys()].sort()).toEqual(expected.sort());
    // Tour 1 is seated: its tables show the seated players, 64 in all, each once.
    const seated = Array.from({ length: 16 }, (_, k) => pref.get(`t:1:${k + 1}`)?.shown ?? []).flat();
    expect(new Set(seated).size).toBe(64);
  });

  it('billiards stages 1–3 on the first day, 4–8 on the second (Art. 11 item 17), dated from the first day', () => {
    for (const [key, s] of plan(services, 'billiards')) {
      const secondDay = /^b:(IV|V|VI|VII|VIII)(-|$)/.test(key);
      expect(s.date, key).toBe(secondDay ? '2026-11-25' : '2026-11-24');
    }
  });

  it('every play-off match starts after the matches that give its players (its groups, or the matches it takes a winner or loser of)', () => {
    for (const [game, format] of [
      ['futsal', 'sf4'],
      ['billiards', 'net32'],
      ['backgammon', 'qf8'],
    ] as const) {
      const p = plan(services, game);
      for (const m of bracket(format).matches) {
        const me = p.get(`b:${m.id}`) as AnnouncedSlot;
        for (const src of [m.a, m.b]) {
          const before =
            src.kind === 'group'
              ? [...p.values()].filter((s) => s.key.startsWith(`g:${src.group}:`))
              : [p.get(`b:${src.match}`) as AnnouncedSlot];
          for (const b of before)
            expect(at(b, b.end), `${game} ${m.id} after ${b.key}`).toBeLessThanOrEqual(at(me, me.start));
        }
      }
    }
  });

  it('nobody in two places at once — the group stage by the names on the sheet, with the 10 minutes of rest set for billiards', () => {
    const groupNames = (s: AnnouncedSlot) => (s.key.startsWith('g:') ? s.shown : []);
    expect(expectNobodyTwice(plan(services, 'billiards').values(), 10, groupNames)).toBe(64 * 6);
    expect(expectNobodyTwice(plan(services, 'futsal').values(), 0, groupNames)).toBe(8 * 2);
    expect(expectNobodyTwice(plan(services, 'backgammon').values(), 0, groupNames)).toBe(24 * 4);
    // Preference: a player sits at one table of a tour.
    expect(
      expectNobodyTwice(plan(services, 'preference').values(), 0, (s) => (s.key.startsWith('t:1:') ? s.shown : [])),
    ).toBe(0);
  });

  it('once the groups are played the play-off shows its players, and still nobody is in two places at once', () => {
    for (const game of ['billiards', 'backgammon'] as const) {
      playInListOrder(book, `${SHEETS[game]} группы`, game, drawn.get(game) ?? []);
      const before = plan(services, game);
      expectOk(api.dayPlan(services, game));
      const after = plan(services, game);
      // Played in list order: each group's first-listed player is first, its second second.
      const groups = drawn.get(game) ?? [];
      const place = (letter: string, p: 1 | 2) => groups.find((g) => g.letter === letter)?.players[p - 1];
      const first = game === 'billiards' ? 'b:II-1' : 'b:QF1';
      expect(after.get(first)?.shown).toEqual(
        game === 'billiards' ? [place('A', 1), place('H', 2)] : [place('A', 1), place('B', 2)],
      );
      expect(after.get(first)?.shown).not.toEqual(before.get(first)?.shown);
      for (const [key, s] of before) expect(after.get(key)?.start, key).toBe(s.start);
      const names = (s: AnnouncedSlot) => s.shown.filter((n) => !/^[A-H]\d$|^[ВП]\(/.test(n));
      expect(expectNobodyTwice(after.values(), game === 'billiards' ? 10 : 0, names)).toBeGreaterThan(0);
    }
  }, 120_000);
});
