/**
 * Setup, the settings sheet and the registration sheets through the server API: validation on
 * the columns, the check action pointing at cells, errors blocking the draw, warnings needing a
 * confirmation (issue "Tournament sheets" items 1–3).
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { expectOk, paste } from '../e2e/helpers';

const row = (i: number, extra: Partial<Record<'email' | 'phone' | 'level', unknown>> = {}) => [
  `Сейткали${i}`,
  'Нурлан',
  'Ерланович',
  'АО «KASE»',
  extra.level ?? 3,
  extra.email ?? `n${i}@kase.kz`,
  extra.phone ?? '+7 701 234 56 78',
  false,
];

describe('setup and settings', () => {
  it('creates the settings and four registration sheets once, in the spreadsheet language, and never touches them again', () => {
    const { services, book } = createFakeServices({ locale: 'kk_KZ' });
    expect(book.sheetNames()).toEqual(['Лист1']);
    expectOk(api.setup(services));
    // The new spreadsheet's empty default sheet goes (the record carries no empty page).
    expect(book.sheetNames()).toEqual([
      'Баптаулар',
      'Мини-футбол тіркеу',
      'Бильярд тіркеу',
      'Нарды тіркеу',
      'Преферанс тіркеу',
    ]);
    paste(services, 'Бильярд тіркеу', [row(1)]);
    const before = book.snapshot();
    expectOk(api.setup(services, { lang: 'en' }));
    expect(book.snapshot()).toEqual(before);
  });

  it('the first setup keeps a default-named sheet with anything in it, and any sheet the user named', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', sheets: ['Лист1', 'Лист2', 'Заметки'] });
    book.typeAs('committee', 'Лист2', 'C7', 'бюджет');
    expectOk(api.setup(services));
    expect(book.sheetNames().slice(0, 2)).toEqual(['Лист2', 'Заметки']);
    expect(book.read('Лист2', 'C7')).toBe('бюджет');
  });

  it('a settings value out of range is reported with its key and the default is used; the sheet refuses it when typed', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    const values = book.toMatrix('Settings');
    const r = values.findIndex((line) => line[0] === 'billiards.groups');
    expect(r).toBeGreaterThan(0);
    expect(() => book.typeAs('committee', 'Settings', `C${r + 1}`, 40)).toThrow(/rejected/);
    // A paste bypasses the dropdown (as in Sheets): the check still reports it.
    paste(services, 'Settings', [[40]], r + 1, 3);
    const check = api.checkRegistration(services, 'billiards');
    expect(check.problems.some((p) => p.severity === 'error' && /billiards\.groups/.test(p.cell ?? ''))).toBe(true);
  });
});

describe('settings problems block only their own game', () => {
  it('a billiards format that needs other groups blocks the billiards draw, not the futsal one', () => {
    const { services, book } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    const r = book.toMatrix('Settings').findIndex((line) => line[0] === 'billiards.format');
    paste(services, 'Settings', [['qf8']], r + 1, 3); // qf8 needs 4 groups; billiards.groups is 8
    paste(
      services,
      'Futsal registration',
      Array.from({ length: 36 }, (_, i) => [
        `Team ${Math.floor(i / 6)}`,
        i % 6 === 0 ? 'goalkeeper' : i % 6 < 5 ? 'main' : 'substitute',
        `S${i}`,
        'N',
        '',
        'KASE',
      ]),
    );
    paste(
      services,
      'Futsal registration',
      Array.from({ length: 6 }, (_, t) => [`Team ${t}`, t + 1, 'KASE']),
      2,
      10,
    );
    expect(api.checkRegistration(services, 'billiards').problems.some((p) => p.code === 'setFormatGroups')).toBe(true);
    expect(api.checkRegistration(services, 'futsal').problems).toEqual([]);
    expectOk(api.draw(services, 'futsal', { seed: 1 }));
  });

  it('a seed that is neither a number nor a text is refused in words; an empty one draws a new seed', () => {
    const { services } = createFakeServices({ locale: 'en_US', now: 123456 });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Backgammon registration',
      Array.from({ length: 16 }, (_, i) => [`P${i}`, 'Q', '', 'KASE', `p${i}@kase.kz`, '+7 701 000 00 00', false]),
    );
    const bad = api.draw(services, 'backgammon', { seed: { x: 1 } as unknown as number });
    expect(bad.ok).toBe(false);
    expect(bad.problems[0]?.code).toBe('drawBadSeed');
    const fresh = expectOk(api.draw(services, 'backgammon', { seed: '' }));
    expect(Number.isInteger(fresh.seed)).toBe(true);
    expect(api.setup(services, { lang: 'de' as never }).problems[0]?.code).toBe('badLang');
  });
});

describe('registration check (Art. 9 item 4, Art. 12 item 4, Art. 15 item 4)', () => {
  it('lists every problem with its cell; errors block the draw; warnings need a confirmation', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU' });
    expectOk(api.setup(services, { lang: 'ru' }));
    const reg = 'Бильярд регистрация';
    const rows: unknown[][] = Array.from({ length: 32 }, (_, i) => row(i));
    rows[5] = row(5, { email: 'n5-at-kase.kz' }); // malformed e-mail: a warning
    rows[7] = [...(rows[3] as unknown[])]; // the same person twice: an error (row 9 on the sheet)
    (rows[7] as unknown[])[5] = 'other@kase.kz';
    paste(services, reg, rows);
    const check = api.checkRegistration(services, 'billiards');
    expect(check.ok).toBe(false);
    const errors = check.problems.filter((p) => p.severity === 'error');
    const warnings = check.problems.filter((p) => p.severity === 'warning');
    expect(errors.some((p) => p.cell?.startsWith(`${reg}!`) && p.cell.endsWith('9'))).toBe(true);
    expect(warnings.some((p) => p.cell === `${reg}!F7`)).toBe(true);
    // the messages are in the tournament language
    expect(errors[0]?.message).toMatch(/[а-яё]/i);

    const before = book.snapshot();
    const blocked = api.draw(services, 'billiards', { seed: 1 });
    expect(blocked.ok).toBe(false);
    expect(book.snapshot()).toEqual(before);

    // Fix the duplicate: only the warning is left, which needs a confirmation.
    paste(services, reg, [row(40)], 9);
    const warned = api.draw(services, 'billiards', { seed: 1 });
    expect(warned.ok).toBe(false);
    expect(warned.data?.needsConfirmation).toBe(true);
    expect(book.snapshot()).not.toEqual(before); // only the paste changed the book…
    expect(book.sheetNames()).not.toContain('Бильярд группы'); // …nothing was generated
    const done = api.draw(services, 'billiards', { seed: 1, acceptWarnings: true });
    expect(done.ok).toBe(true);
    expect(book.sheetNames()).toContain('Бильярд группы');
  });

  it('the columns are validated as people type, and a name that looks like a formula stays text', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU' });
    expectOk(api.setup(services, { lang: 'ru' }));
    const reg = 'Бильярд регистрация';
    expect(() => book.typeAs('committee', reg, 'E2', 7)).toThrow(/rejected/); // level 1–5 (Art. 9 item 4 sub-item 3)
    book.typeAs('committee', reg, 'E2', 5);
    book.typeAs('committee', reg, 'A2', '=ВЗЛОМ()');
    expect(book.read(reg, 'A2')).toBe('=ВЗЛОМ()');
    expect(book.formulaAt(reg, 'A2')).toBe('');
    // Only the committee types here (SPEC §5: referees edit score cells only).
    expect(() => book.typeAs('referee', reg, 'A1', 'x')).toThrow(/protected/);
    expect(() => book.typeAs('referee', reg, 'A3', 'Иванов')).toThrow(/protected/);
    expect(() => book.typeAs('referee', 'Настройки', 'C3', 'x')).toThrow(/protected/);
    book.typeAs('committee', reg, 'A3', 'Иванов');
  });

  it('more applications than the places left and more than 12 committee picks are errors (Art. 9 item 2)', () => {
    const { services } = createFakeServices({ locale: 'en_US' });
    expectOk(api.setup(services, { lang: 'en' }));
    paste(
      services,
      'Billiards registration',
      Array.from({ length: 65 }, (_, i) => [
        `Name${i}`,
        'X',
        '',
        'KASE',
        2,
        `e${i}@kase.kz`,
        '+7 701 000 00 00',
        i < 13,
      ]),
    );
    const check = api.checkRegistration(services, 'billiards');
    const codes = check.problems.filter((p) => p.severity === 'error').map((p) => p.code);
    expect(codes).toContain('regOverPlaces'); // 52 applications for 64 − 13 places
    expect(codes).toContain('regTooManyPicks');
  });
});
