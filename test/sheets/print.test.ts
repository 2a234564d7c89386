/**
 * src/sheets/print.ts: how each sheet prints (issue "A record people can print and read"): A4,
 * fitted to width, the header rows repeated, the tournament and the sheet's name above and the page
 * number below in the sheet's language; a bracket on one landscape page (A3 for a net too big for
 * half size on A4). The pages LibreOffice really prints are counted in test/workbench/rehearse.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isBracket, printLayout, type PrintInput } from '../../src/sheets/print';

const base: PrintInput = { id: 'groups.futsal', lang: 'ru', rows: 40, cols: 6, widths: [], frozenRows: 2, year: 2026 };

describe('printLayout', () => {
  it('a narrow sheet prints portrait on A4, fitted to width, as many pages down as it needs', () => {
    const p = printLayout(base); // 6 columns × 100 px = 600 px: fits a portrait page (7.47 in × 96)
    expect(p).toMatchObject({ paper: 9, orientation: 'portrait', fitToWidth: 1, fitToHeight: 0, titleRows: 2, area: 'A1:F40' });
  });

  it('a sheet wider than a portrait page prints landscape', () => {
    expect(printLayout({ ...base, cols: 8 }).orientation).toBe('landscape'); // 800 px > 717 px
    expect(printLayout({ ...base, cols: 3, widths: [300, 300, 200] }).orientation).toBe('landscape');
    expect(printLayout({ ...base, cols: 7, widths: [100, 100, 100, 100, 100, 100, 100] }).orientation).toBe('portrait'); // 700 px
  });

  it('a bracket prints on one landscape page; on A3 when A4 would shrink it below half size', () => {
    for (const id of ['bracket.futsal', 'bracket.backgammon', 'bracket.billiards']) expect(isBracket(id)).toBe(true);
    expect(isBracket('groups.billiards')).toBe(false);
    expect(isBracket(null)).toBe(false);
    const small = printLayout({ ...base, id: 'bracket.futsal', rows: 20, cols: 10 });
    expect(small).toMatchObject({ paper: 9, orientation: 'landscape', fitToWidth: 1, fitToHeight: 1 });
    // 80 rows × 21 px = 1680 px against 593 px of a landscape A4 page: below half size → A3.
    expect(printLayout({ ...base, id: 'bracket.billiards', rows: 80, cols: 14 }).paper).toBe(8);
  });

  it('the header rows repeat only when there are rows below them; the area covers the used range', () => {
    expect(printLayout({ ...base, frozenRows: 0 }).titleRows).toBe(0);
    expect(printLayout({ ...base, rows: 2, frozenRows: 2 }).titleRows).toBe(0);
    expect(printLayout({ ...base, cols: 28, rows: 3 }).area).toBe('A1:AB3');
    expect(printLayout({ ...base, cols: 0, rows: 0 }).area).toBe('A1:A1');
  });

  it('the header names the tournament and the sheet, the footer the page, in the sheet\'s language', () => {
    expect(printLayout(base)).toMatchObject({ header: '&L&8Турниры KASE 2026&R&8&A', footer: '&C&8Стр. &P из &N' });
    expect(printLayout({ ...base, lang: 'kk' }).footer).toBe('&C&8&P-бет, барлығы &N');
    expect(printLayout({ ...base, lang: 'en', year: 2027 }).header).toBe('&L&8KASE tournaments 2027&R&8&A');
  });
});
