/**
 * Issue 24 item 1, SPEC §5 "A person's name is one name": a typo in a name found after the stages
 * were finalized — the winner of every game, after the whole tournament was played, every stage
 * finalized, the day plans, the plans by player and the notices made. The committee corrects it as
 * a recorded decision (who, when, why): every sheet the add-on wrote shows the new name — the
 * finalized record too, whose sheets stay final — the cover page lists the decision, and every
 * result stays his.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeLockService, FakeSpreadsheetApp, type FakeBook } from '../../fakes/book';
import { sheetName, sheetNames } from '../../src/i18n/labels';
import * as api from '../../src/sheets/api';
import type { Services } from '../../src/sheets/gas';
import type { GameId } from '../../src/rules/registration';
import { ROOT } from '../../workbench/host';
import { GAMES, rehearse, type RehearsalResult } from '../../workbench/rehearse';
import { expectOk, noErrorCells } from './helpers';

const DECISIONS = new Set(sheetNames('decisions'));

let r: RehearsalResult;
let book: FakeBook;
let services: Services;

beforeAll(async () => {
  execFileSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  // The day plans are made below, after the games (CI budget: not twice).
  r = await rehearse({ out: mkdtempSync(join(tmpdir(), 'correct-name-')), seed: 3, lang: 'ru', dayPlans: false });
  book = r.book;
  services = {
    app: new FakeSpreadsheetApp(book),
    lock: new FakeLockService(book),
    now: () => book.now,
    sleep: (ms) => void (book.now += ms),
    scriptTimeZone: () => 'Asia/Almaty',
    userLocale: () => 'ru',
  };
  // What the committee makes around the games: every day plan and plan by player, then the notices.
  for (const game of GAMES) expectOk(api.dayPlan(services, game));
  expectOk(api.notices(services));
  expectOk(api.week(services));
}, 240_000);

/**
 * Every cell that shows `name` as a whole name, alone or among other words — but the record of the
 * decisions, which keeps the name as it was (its sheet, and its lines on the cover page).
 */
function showing(name: string): string[] {
  const out: string[] = [];
  const whole = new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'u');
  for (const sheet of book.sheetNames()) {
    if (DECISIONS.has(sheet)) continue;
    book.toMatrix(sheet).forEach((row, i) =>
      row.forEach((v, c) => {
        if (typeof v === 'string' && whole.test(v) && !v.startsWith('исправлено имя: «'))
          out.push(`${sheet}!${String.fromCharCode(65 + c)}${i + 1}`);
      }),
    );
  }
  return out;
}

/** The registration parts of a person as the sheets show him ("Surname Name"). */
function partsOf(game: GameId, shown: string): { surname: string; name: string; patronymic: string } {
  const rows = book.toMatrix(sheetName(`reg.${game}`, 'ru')).slice(1);
  const row = rows.find((x) => `${String(x[0])} ${String(x[1])}` === shown || `${x[0]} ${x[1]} ${x[2]}` === shown);
  if (!row) throw new Error(`${shown} is not on the ${game} registration`);
  return { surname: String(row[0]), name: String(row[1]), patronymic: String(row[2]) };
}

const BY = 'Председатель Оргкомитета';

/** What marks a sheet as the record: its protection's description and its "kase.state" metadata. */
function finalState(sheet: string): { protection: string; state: (string | null)[] } {
  const state = book
    .developerMetadata()
    .filter((m) => m.sheet === sheet && m.type === 'SHEET' && m.key === 'kase.state')
    .map((m) => m.value);
  return { protection: book.protection(sheet).description, state };
}

describe('a name corrected in the finalized record (issue 24 item 1)', () => {
  it('billiards: the winner renamed on every sheet — groups, net, its drawing, withdrawals, draw log, day plans, notices, cover page — the finalized sheets staying final', () => {
    const winner = r.places.billiards[0];
    const before = showing(winner);
    // The finalized record and the plans made around it show him.
    for (const key of ['groups.billiards', 'bracket.billiards', 'draw.billiards', 'dayplan.people.billiards'] as const)
      expect(
        before.some((c) => c.startsWith(`${sheetName(key, 'ru')}!`)),
        key,
      ).toBe(true);
    expect(before.some((c) => c.startsWith(`${sheetName('summary', 'ru')}!`))).toBe(true);
    expect(before.some((c) => c.startsWith(`${sheetName('notices', 'ru')}!`))).toBe(true);
    const finals = ['groups.billiards', 'bracket.billiards', 'tree.billiards'].map((k) =>
      sheetName(k as 'summary', 'ru'),
    );
    const frozen = finals.map(finalState);
    for (const f of frozen) {
      expect(f.protection).toMatch(/:final$/);
      expect(f.state).toEqual(['final']);
    }

    const parts = partsOf('billiards', winner);
    const corrected = { ...parts, surname: `${parts.surname}ов` };
    const to = `${corrected.surname} ${parts.name}`;
    const done = expectOk(
      api.correctName(services, 'billiards', winner, corrected, { reason: 'опечатка в фамилии в заявке', by: BY }),
    );
    expect(done.to).toBe(to);
    expect(done.finalized).toEqual(expect.arrayContaining(finals));

    expect(showing(winner)).toEqual([]);
    // Where the old name was, the new one is (the registration's surname cell aside).
    const now = new Set(showing(to));
    expect(before.filter((c) => !now.has(c) && !c.startsWith(sheetName('reg.billiards', 'ru')))).toEqual([]);
    // The finalized sheets are still the record: final, values only.
    expect(finals.map(finalState)).toEqual(frozen);
    // Every result stays his: the net's first place and the cover page.
    const summary = book.toMatrix(sheetName('summary', 'ru'));
    expect(summary.some((row) => row[0] === 'Бильярд' && row[1] === to)).toBe(true);
    noErrorCells(book);
  });

  it('the decision is on the record: the decisions sheet and the cover page say what, who, when and why', () => {
    const rows = book.toMatrix(sheetName('decisions', 'ru'));
    const line = rows.find((row) => row[1] === 'бильярд');
    expect(line?.slice(2, 7)).toEqual([
      'исправлено имя',
      r.places.billiards[0],
      expect.stringMatching(/ов /),
      'опечатка в фамилии в заявке',
      BY,
    ]);
    // when: the spreadsheet's wall clock (Asia/Almaty, UTC+5), as the no-show marks say it
    expect(String(line?.[7])).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
    expect(String(line?.[8])).toMatch(/Бильярд сетка» \(зафиксирован, остаётся зафиксированным\)/);
    const summary = book.toMatrix(sheetName('summary', 'ru')).map((row) => row.join(' | '));
    expect(summary.some((l) => l.startsWith('Решения Оргкомитета ('))).toBe(true);
    expect(summary.some((l) => l.includes(`исправлено имя: «${r.places.billiards[0]}»`) && l.includes(BY))).toBe(true);
  });

  it('preference: the winner renamed in every tour, its pulkas, the final, the rating list, the rulings, the day plans (a table of names in one cell), the notices and the cover page', () => {
    const winner = r.places.preference[0];
    const before = showing(winner);
    for (const key of ['pref.final', 'pref.standings', 'dayplan.preference', 'dayplan.people.preference'] as const)
      expect(
        before.some((c) => c.startsWith(`${sheetName(key, 'ru')}!`)),
        key,
      ).toBe(true);
    const rating = expectOk(api.preferenceStatus(services)).standings.find((l) => l.player === winner);
    const parts = partsOf('preference', winner);
    const corrected = { ...parts, name: `${parts.name}а` };
    const to = `${parts.surname} ${corrected.name}`;
    const done = expectOk(
      api.correctName(services, 'preference', winner, corrected, { reason: 'ошибка в имени', by: BY }),
    );
    expect(done.finalized).toEqual(
      expect.arrayContaining([sheetName('pref.final', 'ru'), sheetName('pref.standings', 'ru')]),
    );
    expect(showing(winner)).toEqual([]);
    const now = new Set(showing(to));
    expect(before.filter((c) => !now.has(c) && !c.startsWith(sheetName('reg.preference', 'ru')))).toEqual([]);
    expect(expectOk(api.preferenceStatus(services)).standings.find((l) => l.player === to)).toMatchObject({
      rating: rating?.rating,
      whists: rating?.whists,
    });
    const summary = book.toMatrix(sheetName('summary', 'ru'));
    expect(summary.some((row) => row[0] === 'Преферанс' && row[1] === to)).toBe(true);
    noErrorCells(book);
  });

  it('futsal: the champion team renamed in the finalized groups and play-off, the plan by team and the notices of its players', () => {
    const team = r.places.futsal[0];
    const before = showing(team);
    const to = team.includes(' ') ? team.replace(/ /g, '-') : `${team}-KZ`;
    const done = expectOk(
      api.correctName(services, 'futsal', team, { team: to }, { reason: 'название команды', by: BY }),
    );
    expect(done.finalized.length).toBeGreaterThanOrEqual(2);
    // Left with the old words: only the employers of the registrations ("АО «Jusan Invest»": not a team).
    const left = showing(team);
    expect(left.filter((c) => !/регистрация!/.test(c))).toEqual([]);
    const now = new Set(showing(to));
    expect(before.filter((c) => !now.has(c) && !left.includes(c))).toEqual([]);
    expect(now.size).toBeGreaterThan(20); // the groups, the play-off and its drawing, the plans, the notices
    const summary = book.toMatrix(sheetName('summary', 'ru'));
    expect(summary.some((row) => row[0] === 'Мини-футбол' && row[1] === to)).toBe(true);
    // Three decisions on the record, in order.
    const decisions = book.toMatrix(sheetName('decisions', 'ru')).filter((row) => typeof row[0] === 'number');
    expect(decisions.map((row) => row[1])).toEqual(['бильярд', 'преферанс', 'мини-футбол']);
    noErrorCells(book);
  });
});
