/**
 * The notices sheet (Art. 3 item 2) as a sheet: in the tournament language, one value per cell
 * from the registration and the settings, nothing typed over by hand ever overwritten — the action
 * refuses naming the cell, and a day plan made again still makes its plan, with a warning.
 */
import { describe, expect, it } from 'vitest';
import { paste, pasteLargest } from '../../bench/largest.mjs';
import { createFakeServices } from '../../fakes';
import * as api from '../../src/sheets/api';
import { expectOk, typeSetting } from '../e2e/helpers';

describe('the notices sheet', () => {
  it('in Kazakh: its name and header row; the place set for billiards, said missing for the others', () => {
    const { services, book } = createFakeServices({ locale: 'kk_KZ', now: Date.UTC(2026, 10, 20, 9) });
    expectOk(api.setup(services, { lang: 'kk' }));
    paste(services.app, 'Бильярд тіркеу', [
      ['Ахметов', 'Алмас', '', 'KASE', 3, 'a@kase.kz', '+7 701 111 22 33', false],
    ]);
    typeSetting(book, 'Баптаулар', 'billiards.venue', 'KASE, Байзақов к-сі 280');
    const r = expectOk(api.notices(services));
    expect(book.toMatrix('Хабарламалар')[0]).toEqual([
      'Ойын',
      'Команда',
      'Қатысушы',
      'Электрондық пошта',
      'Телефон',
      'Күні',
      'Уақыты',
      'Өткізу орны',
      'Алаң / үстел / тақта',
      'Күйі',
      'Қалған матчтары мен айналымдары',
      'Шарттары',
      'Жіберілді (ұйымкомитет белгісі)',
      'Белгіленгенде не хабарланды',
      'Қайта хабарлау: не өзгерді',
    ]);
    expect(book.toMatrix('Хабарламалар')[1]).toEqual([
      'бильярд',
      '',
      'Ахметов Алмас',
      'a@kase.kz',
      '+7 701 111 22 33',
      '',
      '',
      'KASE, Байзақов к-сі 280',
      '',
      'уақыты әзірге жоқ: күн жоспары құрылмаған',
      '',
      expect.stringMatching(/: 2; .*: жоқ; .*: /),
      '',
      '',
      '',
    ]);
    expect(r.games.find((g) => g.game === 'billiards')).toEqual({
      game: 'billiards',
      participants: 1,
      withoutTime: 1,
      deadline: null,
      state: 'unset',
      venue: true,
    });
    // The action says the first day is not set; the status, with no deadline to measure against, says nothing (and reads no plan).
    expect(api.notices(services).problems.map((p) => p.message)).toContain(
      'Бильярд: 1 қатысушының әзірге уақыты жоқ (бірінші күн, «Бильярд: Бірінші күні (КК.АА.ЖЖЖЖ; бос — әлі белгіленбеген)», белгіленбеген)',
    );
    expect(expectOk(api.status(services)).notices).toEqual([]);
    typeSetting(book, 'Баптаулар', 'billiards.firstDay', '24.11.2026');
    expect(expectOk(api.status(services)).notices).toEqual([
      {
        game: 'billiards',
        severity: 'info',
        message: 'Бильярд: 1 қатысушының әзірге уақыты жоқ; оларға 23.11.2026 дейін хабарлау керек (3-бап, 2-тармақ)',
      },
    ]);
  });

  it('a cell typed over by hand is never overwritten: the notices are refused naming it; a day plan made again warns and keeps it', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 20, 9) });
    expectOk(api.setup(services, { lang: 'ru' }));
    pasteLargest(services.app);
    expectOk(api.notices(services));
    book.typeAs('committee', 'Извещения', 'G2', '10:30');
    const refused = api.notices(services);
    expect(refused.ok).toBe(false);
    expect(refused.problems.map((p) => p.cell)).toContain('Извещения!G2');
    const plan = api.dayPlan(services, 'backgammon');
    expect(plan.ok).toBe(true);
    expect(plan.sheets).not.toContain('Извещения');
    expect(plan.problems.find((p) => p.code === 'noticesNotRefreshed')?.message).toMatch(
      /^Лист извещений не обновлён: /,
    );
    expect(book.toMatrix('Извещения')[1]?.[6]).toBe('10:30');
  });
});
