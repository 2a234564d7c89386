/**
 * Real Sheets: when the user running the add-on edits the spreadsheet through a Google Group,
 * `Protection.removeEditors(getEditors())` throws (Google's Protection reference adds the runner
 * first, which needs the userinfo.email scope the add-on does not ask for). The add-on then says in
 * the committee's words what to do, and leaves the spreadsheet as it was.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { paste } from '../e2e/helpers';

describe('edit access through a Google Group', () => {
  it('an action that protects cells is refused in plain words, and nothing is changed', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24) });
    expect(api.setup(services, { lang: 'ru' }).ok).toBe(true);
    paste(
      services,
      'Нарды регистрация',
      Array.from({ length: 16 }, (_, i) => [
        `Игрок${i}`,
        ['Ерлан', 'Айгерим', 'Сергей', 'Мадина'][i % 4],
        '',
        'АО «KASE»',
        `bg${i}@kase.kz`,
        `+7 702 000 00 ${String(i).padStart(2, '0')}`,
        i < 4,
      ]),
    );
    book.runnerViaGroup = true;
    const before = book.snapshot();
    const r = api.draw(services, 'backgammon', { seed: 5 });
    expect(r.ok).toBe(false);
    expect(r.message).toContain('через группу Google');
    expect(r.message).toContain('(Редактор)');
    expect(book.snapshot()).toEqual(before);
    // Shared with his own account, the same action goes through.
    book.runnerViaGroup = false;
    expect(api.draw(services, 'backgammon', { seed: 5 }).ok).toBe(true);
  });
});
