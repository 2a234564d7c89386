import { it } from 'vitest';
import { createFakeServices } from './index';
it('scratch', () => {
  const { services, book } = createFakeServices();
  const ss = services.app.getActiveSpreadsheet();
  const a = ss.insertSheet('Main');
  a.getRange(1, 1, 1, 3).setValues([["=BG_MATCH_POINTS(D5:E8)", '=IFERROR(BG_MATCH_POINTS(D5:E8), "bad")', '']]);
  a.getRange(5, 4, 2, 2).setValues([[1, 1], [2, 0]]);
  console.log(book.read('Main', 'A1:E1'), book.errorMessage('Main', 'A1'));
  a.getRange(10, 1, 4, 1).setValues([['A'], ['B'], ['C'], ['D']]);
  a.getRange(10, 3, 3, 4).setValues([['A', 'B', 3, 1], ['C', 'D', 0, 0], ['A', 'C', '+', '-']]);
  a.getRange(15, 1, 1, 1).setValues([['=GROUP_TABLE(A10:A13, C10:F13, "futsal")']]);
  console.log(book.read('Main', 'A15:J18'), book.errorMessage('Main', 'A15'));
  a.getRange(20, 1, 1, 1).setValues([['=GROUP_RANK(A10:A13, C10:F13, "futsal")']]);
  console.log(book.read('Main', 'A20:A23'), book.errorMessage('Main', 'A20'));
  a.getRange(20, 1, 1, 1).setValues([['=PREF_TABLES(A10)']]);
  console.log(book.read('Main', 'A20:A23'), book.errorMessage('Main', 'A20'));
  console.log(book.errorCells());
});
