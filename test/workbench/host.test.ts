/**
 * workbench/host.ts runs the built dist/Code.js against the fake spreadsheet, as Apps Script runs
 * it; workbench/sample.ts is the registration the workbench, the rehearsal and the browser tests
 * start from. Its people must pass the registration check of every game (Art. 6, Art. 9 item 4,
 * Art. 12 item 4, Art. 15 item 4) at the full quotas of SPEC §4.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeBook, FakeSpreadsheetApp } from '../../fakes/book';
import { loadAddon, ROOT } from '../../workbench/host';
import { pasteSample, SAMPLE_SIZES, samplePeople, sampleRegistration } from '../../workbench/sample';
import type { ActionResult } from '../../src/sheets/context';

beforeAll(() => {
  execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
});

describe('the add-on hosted on the fake spreadsheet', () => {
  it('exposes the server functions of Code.js and nothing else to google.script.run', () => {
    const host = loadAddon(new FakeBook({ locale: 'en_US' }));
    expect(host.serverFunctions).toContain('serverStatus');
    expect(host.serverFunctions.every((f) => f.startsWith('server'))).toBe(true);
    expect(() => host.run('PREF_RATING', [])).toThrow(/no server function/);
  });

  it("the sample registration passes every game's check in all three languages", () => {
    for (const lang of ['ru', 'kk', 'en'] as const) {
      const book = new FakeBook({ locale: lang === 'en' ? 'en_US' : `${lang}_KZ` });
      const host = loadAddon(book, { now: () => Date.UTC(2026, 10, 22) });
      expect((host.run('serverSetup', [lang]) as ActionResult).ok).toBe(true);
      pasteSample(new FakeSpreadsheetApp(book), lang, sampleRegistration(lang));
      const expected = {
        futsal: SAMPLE_SIZES.futsalTeams * 8,
        billiards: SAMPLE_SIZES.billiards,
        backgammon: SAMPLE_SIZES.backgammon,
        preference: SAMPLE_SIZES.preference,
      };
      for (const game of ['futsal', 'billiards', 'backgammon', 'preference'] as const) {
        const r = host.run('serverCheckRegistration', [game]) as ActionResult<{
          registered: number;
          errors: number;
          warnings: number;
        }>;
        expect(r.problems, `${lang} ${game}`).toEqual([]);
        expect(r.data).toMatchObject({ registered: expected[game], errors: 0, warnings: 0 });
      }
    }
  });

  it("the server clock is the host's: the draw sheet records the given time", () => {
    const book = new FakeBook({ locale: 'en_US' });
    const host = loadAddon(book, { now: () => Date.UTC(2026, 10, 22, 9, 30) });
    host.run('serverSetup', ['en']);
    pasteSample(new FakeSpreadsheetApp(book), 'en', sampleRegistration('en'), ['backgammon']);
    expect((host.run('serverDraw', ['backgammon', { seed: 7 }]) as ActionResult).ok).toBe(true);
    expect(book.toMatrix('Backgammon draw').flat()).toContain('22.11.2026 14:30'); // the spreadsheet's clock, Asia/Almaty (issue 24 item 2)
  });
});

describe('sample people', () => {
  it('property: distinct names, e-mails and phones for any seed; Kazakh and Russian names both present', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 64 }), (seed, n) => {
        const people = samplePeople(n, seed);
        expect(new Set(people.map((p) => `${p.surname} ${p.name}`)).size).toBe(n);
        expect(new Set(people.map((p) => p.email)).size).toBe(n);
        expect(new Set(people.map((p) => p.phone.replace(/\s/g, ''))).size).toBe(n);
      }),
      { numRuns: 50 },
    );
    const all = samplePeople(64, 2026);
    expect(
      all.some((p) => /ов$|ова$|ев$/.test(p.surname) && /[әғқңөұүһі]|Ахмет|Нурлан|Серик|Жума/.test(p.surname + p.name)),
    ).toBe(true);
    expect(
      all.some((p) =>
        /^(Иванов|Петров|Смирнов|Кузнецов|Попов|Васильев|Соколов|Михайлов|Новиков|Фёдоров|Морозов|Волков)/.test(
          p.surname,
        ),
      ),
    ).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(sampleRegistration('ru', 5)).toEqual(sampleRegistration('ru', 5));
    expect(sampleRegistration('ru', 5)).not.toEqual(sampleRegistration('ru', 6));
  });
});
