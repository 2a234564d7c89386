import { it } from 'vitest';
import { createFakeServices } from '../fakes';
import { prepareAttendance, seatTour } from '../../src/sheets/preference';
import type { Ctx } from '../../src/sheets/context';
it('scratch', () => {
  const { services, book } = createFakeServices({ now: Date.UTC(2025, 10, 17, 10) });
  const ctx: Ctx = { services, book: services.app.getActiveSpreadsheet(), lang: 'ru' };
  const players = ['Абаев Ерлан', 'Бекова Айгерим', 'Волков Сергей', 'Габдуллина Мадина', 'Досанов Арман', 'Евсеева Ольга', 'Жумабеков Нурлан', '=Зайцев', 'Ибраева Дана', 'Касымов Тимур', 'Лим Виктор', 'Мусина Асель', 'Нуриев Руслан'];
  console.log(JSON.stringify(prepareAttendance(ctx, players, 7)));
  const r = seatTour(ctx, 1, players, { seed: 2025, tours: 7, pool: 120 });
  console.log(JSON.stringify(r.data), r.message, r.problems);
  console.log(book.dump('Преферанс тур 1'));
  console.log(book.dump('Преферанс рейтинг'));
  console.log(book.errorCells());
});
