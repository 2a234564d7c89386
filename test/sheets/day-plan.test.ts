/**
 * The day plan action and its sheets: made again as results arrive (the play-off's players fill in,
 * the times stay), a setting too small said with its numbers, dates from the first day, settings
 * typed wrong refused in words, nothing typed by a person overwritten, the announced times read back.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { paste, pasteLargest, registrations } from '../../bench/largest.mjs';
import * as api from '../../src/sheets/api';
import { readDayPlan, type AnnouncedSlot } from '../../src/sheets/kinds/dayPlanSheet';
import { expectOk, futsalPlayoff, typeSetting } from '../e2e/helpers';
import type { Services } from '../../src/sheets/gas';
import { inflateRawSync } from 'node:zlib';

/** The files of a zip (an XLSX) by name, inflated: read through its central directory. */
function unzip(zip: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  let eocd = zip.length - 22;
  while (eocd >= 0 && zip.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  let p = zip.readUInt32LE(eocd + 16);
  for (let e = zip.readUInt16LE(eocd + 10); e > 0; e--) {
    const method = zip.readUInt16LE(p + 10);
    const size = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    const local = zip.readUInt32LE(p + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    out.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return out;
}

function planOf(services: Services, sheet: string): Map<string, AnnouncedSlot> {
  const s = services.app.getActiveSpreadsheet().getSheetByName(sheet);
  if (!s) throw new Error(`no sheet ${sheet}`);
  return readDayPlan(s);
}

function largest(lang: 'ru' | 'en' = 'ru') {
  const { services, book } = createFakeServices({
    locale: lang === 'ru' ? 'ru_RU' : 'en_US',
    now: Date.UTC(2026, 10, 20, 9),
  });
  expectOk(api.setup(services, { lang }));
  if (lang === 'ru') pasteLargest(services.app);
  else {
    // The same registration on the English sheets.
    const reg = registrations() as {
      futsal: { rows: unknown[][]; teams: unknown[][] };
      billiards: unknown[][];
      backgammon: unknown[][];
      preference: unknown[][];
    };
    paste(services.app, 'Futsal registration', reg.futsal.rows);
    paste(services.app, 'Futsal registration', reg.futsal.teams, 2, 10);
    for (const g of ['billiards', 'backgammon', 'preference'] as const)
      paste(services.app, `${g[0]!.toUpperCase()}${g.slice(1)} registration`, reg[g]);
  }
  return { services, book, settings: lang === 'ru' ? 'Настройки' : 'Settings' };
}

describe('the plan changes when a result changes who plays whom (futsal play-off, Art. 8 item 7)', () => {
  it("the final shows the semi-finals' winners once typed, and the other team when a result is corrected; the times stay", () => {
    const f = futsalPlayoff(false);
    typeSetting(f.book, 'Settings', 'futsal.courts', 2);
    expectOk(api.dayPlan(f.services, 'futsal'));
    const before = planOf(f.services, 'Futsal day plan');
    const sf1 = f.layout.matches.find((m) => m.id === 'SF1')!;
    const shownOnBracket = (r: { row: number; col: number }) => String(f.book.toMatrix(f.net)[r.row]?.[r.col] ?? '');
    // The groups are played: the semi-finals' teams are known; the final's come from SF1 and SF2.
    expect(before.get('b:SF1')?.shown).toEqual([shownOnBracket(sf1.a), shownOnBracket(sf1.b)]);
    expect(before.get('b:F')?.shown).toEqual(['W(SF1)', 'W(SF2)']);

    f.score('SF1', 3, 1);
    f.score('SF2', 0, 2);
    expectOk(api.dayPlan(f.services, 'futsal'));
    const after = planOf(f.services, 'Futsal day plan');
    const sf2 = f.layout.matches.find((m) => m.id === 'SF2')!;
    expect(after.get('b:F')?.shown).toEqual([shownOnBracket(sf1.a), shownOnBracket(sf2.b)]);
    expect(after.get('b:3P')?.shown).toEqual([shownOnBracket(sf1.b), shownOnBracket(sf2.a)]);

    // A corrected result re-routes the final (the committee corrects SF1 to 1:3).
    f.score('SF1', 1, 3);
    expectOk(api.dayPlan(f.services, 'futsal'));
    const corrected = planOf(f.services, 'Futsal day plan');
    expect(corrected.get('b:F')?.shown).toEqual([shownOnBracket(sf1.b), shownOnBracket(sf2.b)]);
    // The announced times never moved.
    for (const [key, slot] of before)
      expect([key, corrected.get(key)?.start, corrected.get(key)?.table]).toEqual([key, slot.start, slot.table]);
    // The finalists' plan by team lists the final.
    const byTeam = f.book.toMatrix('Futsal plan by team').map((line) => line.join(' | '));
    const team = shownOnBracket(sf1.b);
    const at = byTeam.findIndex((line) => line.startsWith(`${team} |`));
    expect(byTeam.slice(at, at + 6).some((line) => line.includes('| F |'))).toBe(true);
  });
});

describe('what does not fit, said with its numbers', () => {
  it('preference on 12 tables: a tour of 64 takes 16 at once (Art. 17 item 2); the plan says so and that 16 would do', () => {
    const b = largest('ru');
    typeSetting(b.book, b.settings, 'preference.tables', 12);
    const r = expectOk(api.dayPlan(b.services, 'preference'));
    expect(r.fits).toBe(false);
    const messages = api.dayPlan(b.services, 'preference').problems.map((p) => p.message);
    expect(messages).toContain(
      'Тур занимает сразу столов: 16 (в каждом туре играют все участники, ст. 17 п. 2); а их 12 («Преферанс: Число игровых столов»)',
    );
    expect(messages).toContain('Поместится, если «Преферанс: Число игровых столов» = 16 (сейчас 12)');
    // The sheet says it too, at the top; the tables that are not there are marked on their rows.
    const sheet = b.book.toMatrix('Преферанс план дня');
    expect(sheet[2]?.[0]).toMatch(/^Не помещается: игр 8, «Преферанс: Число игровых столов» = 12, дней: 2/);
    expect(sheet.some((line) => line[3] === 16)).toBe(true); // the table column
  });

  it('a day that runs past midnight: each row on its real date at its real time, the late end said as a date and a time (issue 24 item 5)', () => {
    const b = largest('ru');
    typeSetting(b.book, b.settings, 'billiards.firstDay', '24.11.2026');
    const r = api.dayPlan(b.services, 'billiards');
    expect(r.data?.fits).toBe(false);
    expect(r.problems.map((p) => p.message)).toContainEqual(
      expect.stringMatching(
        /^День 1 \(24\.11\.2026\): последняя игра закончилась бы в 25\.11\.2026 \d\d:\d\d, на \d+ ч/,
      ),
    );
    const slots = [...planOf(b.services, 'Бильярд план дня').values()];
    // Every time is a time of day; the games after midnight are on the next date, not "04:20 (+1".
    for (const s of slots) {
      expect(s.start, s.key).toBeGreaterThanOrEqual(0);
      expect(s.start, s.key).toBeLessThan(1440);
    }
    expect(slots.some((s) => s.date === '2026-11-25' && s.start < 10 * 60)).toBe(true);
    const shown = b.book.toMatrix('Бильярд план дня').flat().map(String);
    expect(shown.filter((v) => v.includes('(+1'))).toEqual([]);
  });

  it('billiards on the 8 tables of the defaults: how late day 1 would end, and what would fit — tables, shorter matches, the abridged format (Art. 11 item 4)', () => {
    const b = largest('en');
    const r = api.dayPlan(b.services, 'billiards');
    expect(r.ok).toBe(true);
    expect(r.data?.fits).toBe(false);
    const text = r.problems.map((p) => p.message).join('\n');
    // Settings are named by the words of the settings sheet, never by their keys (issue 24 item 6).
    expect(text).not.toMatch(/\b(futsal|billiards|backgammon|preference)\.[a-z]/);
    expect(text).toMatch(
      /^It does not fit: games 254, "Billiards: Number of billiard tables" = 8, days: 2, play 10:00–20:00$/m,
    );
    expect(text).toMatch(
      /^Day 1: the last game would end at day 2, \d\d:\d\d, \d+ h \d+ min after 20:00; games ending after 20:00: \d+$/m,
    );
    expect(text).toMatch(
      new RegExp(
        `^It would fit with ${r.data?.wouldFit?.tables.needed} \\("Billiards: Number of billiard tables" = \\d+; now 8\\)$`,
        'm',
      ),
    );
    expect(text).toMatch(
      /^It would fit in the abridged format — one party in the groups of more than 4 \(Art\. 11 item 4; "Billiards: One party per match in groups of more than 4"\) — with "Billiards: Number of billiard tables" = \d+$/m,
    );
  });
});

describe('dates, settings typed wrong, nothing typed lost', () => {
  it('with a first day the plan shows dates (days consecutive); without one, day numbers and a note', () => {
    const b = largest('ru');
    let r = api.dayPlan(b.services, 'preference');
    expect(r.problems.map((p) => p.message)).toContain(
      '«Преферанс: Первый день (ДД.ММ.ГГГГ; пусто — ещё не назначен)» не задан: план считает дни по номерам (день 1, день 2 …) — задайте первый день, чтобы увидеть даты',
    );
    expect(planOf(b.services, 'Преферанс план дня').get('t:1:1')).toMatchObject({
      dayNumber: 1,
      date: null,
      start: 600,
      end: 690,
    });
    typeSetting(b.book, b.settings, 'preference.firstDay', '27.11.2026');
    r = api.dayPlan(b.services, 'preference');
    // The deadlines counted back from the first day: applications 1 day before (Art. 15 item 3), the notice 1 day (Art. 3 item 2).
    expect(r.problems.map((p) => p.message)).toContain(
      'Приём заявок заканчивается не позднее 26.11.2026 (ст. 15 п. 3); участников извещают о времени и месте не позднее 26.11.2026 (ст. 3 п. 2)',
    );
    const plan = planOf(b.services, 'Преферанс план дня');
    expect(plan.get('t:1:1')).toMatchObject({ date: '2026-11-27', start: 600 });
    expect(plan.get('t:7:1')?.date).toBe('2026-11-28');
  });

  it('a date that does not exist refuses the plan, naming the setting in the tournament language', () => {
    const b = largest('ru');
    typeSetting(b.book, b.settings, 'billiards.firstDay', '30.02.2026');
    const r = api.dayPlan(b.services, 'billiards');
    expect(r.ok).toBe(false);
    expect(r.message).toBe(
      '«Бильярд: Первый день (ДД.ММ.ГГГГ; пусто — ещё не назначен)»: ожидалась дата, например 24.11.2026 (день, месяц, год), найдено: «30.02.2026»',
    );
    expect(r.problems[0]?.cell).toBe('Настройки: billiards.firstDay');
    // Another game's plan is not concerned.
    expect(api.dayPlan(b.services, 'backgammon').ok).toBe(true);
  });

  it('a cell of the plan typed over by hand is never overwritten: making it again is refused, naming the cell', () => {
    const b = largest('en');
    expectOk(api.dayPlan(b.services, 'backgammon'));
    b.book.typeAs('committee', 'Backgammon day plan', 'B9', '11:15');
    const r = api.dayPlan(b.services, 'backgammon');
    expect(r.ok).toBe(false);
    expect(r.problems.map((p) => p.cell)).toContain('Backgammon day plan!B9');
    expect(b.book.toMatrix('Backgammon day plan')[8]?.[1]).toBe('11:15');
  });

  it('15 tours for 64 players (the most the settings allow): the plan by player lists the seated tours only, so it fits the sheet', () => {
    const b = largest('ru');
    typeSetting(b.book, b.settings, 'preference.tours', 15);
    const r = api.dayPlan(b.services, 'preference');
    expect(r.ok).toBe(true);
    expect(planOf(b.services, 'Преферанс план дня').size).toBe(15 * 16 + 1);
    expect(b.book.toMatrix('Преферанс план участников')[1]?.[0]).toMatch(/^Туры каждого участника после рассадки/);
  });

  it('unknown game: refused in words', () => {
    const b = largest('en');
    expect(api.dayPlan(b.services, 'chess')).toMatchObject({ ok: false });
  });
});

describe('printed per court or table, and per player', () => {
  it('the downloaded record prints a day to a part, its matches in time order across the courts (tables), each day after the first on a page of its own (issue 24 item 7)', async () => {
    const { exportXlsx } = await import('../../workbench/xlsx');
    const b = largest('ru');
    typeSetting(b.book, b.settings, 'futsal.courts', 2);
    typeSetting(b.book, b.settings, 'billiards.tables', 32);
    expectOk(api.draw(b.services, 'futsal', { seed: 1, acceptWarnings: true }));
    expectOk(api.dayPlan(b.services, 'futsal'));
    expectOk(api.draw(b.services, 'billiards', { seed: 1, acceptWarnings: true }));
    expect(expectOk(api.dayPlan(b.services, 'billiards')).fits).toBe(true);
    const files = unzip(await exportXlsx(b.book));
    const breaks = (sheet: string) => {
      const index = b.book.sheetNames().indexOf(sheet) + 1;
      const xml = files.get(`xl/worksheets/sheet${index}.xml`) ?? '';
      return [...xml.matchAll(/<brk id="(\d+)"/g)].map((m) => Number(m[1]));
    };
    const headings = (rows: unknown[][]) =>
      rows.map((line, r) => (/^День \d/.test(String(line[0])) && line[1] === '' ? r : -1)).filter((r) => r >= 0);
    // Futsal: one day, one part — both pitches together, by time (no page a pitch: issue 24 item 7).
    const rows = b.book.toMatrix('Мини-футбол план дня');
    expect(headings(rows)).toHaveLength(1);
    expect(breaks('Мини-футбол план дня')).toEqual([]);
    const times = rows.filter((line) => /^\d\d:\d\d$/.test(String(line[1]))).map((line) => `${line[1]}/${line[3]}`);
    expect(times).toEqual([...times].sort());
    expect(new Set(times.map((t) => t.split('/')[1]))).toEqual(new Set(['1', '2']));
    // Billiards: two days, the second on a page of its own (its break after the row above its heading).
    const days = headings(b.book.toMatrix('Бильярд план дня'));
    expect(days).toHaveLength(2);
    expect(breaks('Бильярд план дня')).toEqual([days[1]]);
    // The plan by player: a name heads its block in bold in the first column, never cut (issue 24 item 5).
    const people = b.book.toMatrix('Бильярд план участников');
    const names = people.filter((line) => line[1] === 'Начало').map((line) => String(line[0]));
    expect(names).toHaveLength(64);
    const longest = Math.max(...names.map((n) => [...n].length));
    expect(b.book.columnWidth('Бильярд план участников', 1)).toBeGreaterThanOrEqual(longest * 9);
    // The plan by team: each of the 8 teams, its 3 group matches under its name (their semi-final once decided).
    const byTeam = b.book.toMatrix('Мини-футбол план команд');
    const heads = byTeam.map((line, r) => (String(line[1]) === 'Начало' ? r : -1)).filter((r) => r >= 0);
    expect(heads.map((r) => byTeam[r]?.[0]).sort()).toEqual(Array.from({ length: 8 }, (_, t) => `Команда ${t + 1}`));
    for (const r of heads)
      expect(byTeam.slice(r + 1, r + 4).every((line) => String(line[3]).startsWith('Группа'))).toBe(true);
  });
});
