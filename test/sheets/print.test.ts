/**
 * src/sheets/print.ts: how each sheet prints (issue "A record people can print and read"): A4,
 * fitted to width, the header rows repeated, the tournament and the sheet's name above and the page
 * number below in the sheet's language; a bracket on one landscape page (A3 for a net too big for
 * half size on A4). The pages LibreOffice really prints are counted in test/workbench/rehearse.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../../fakes';
import { parseA1 } from '../../fakes/a1';
import * as api from '../../src/sheets/api';
import { widthsForWords } from '../../src/sheets/plan';
import { isBracket, printLayout, type PrintInput } from '../../src/sheets/print';
import { pasteSample, sampleRegistration } from '../../workbench/sample';

const base: PrintInput = { id: 'groups.futsal', lang: 'ru', rows: 40, cols: 6, widths: [], frozenRows: 2, year: 2026 };

describe('printLayout', () => {
  it('a narrow sheet prints portrait on A4, fitted to width, as many pages down as it needs', () => {
    const p = printLayout(base); // 6 columns × 100 px = 600 px: fits a portrait page (7.47 in × 96)
    expect(p).toMatchObject({
      paper: 9,
      orientation: 'portrait',
      fitToWidth: 1,
      fitToHeight: 0,
      titleRows: 2,
      area: 'A1:F40',
    });
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

  it("the header names the tournament and the sheet, the footer the page, in the sheet's language", () => {
    expect(printLayout(base)).toMatchObject({ header: '&L&8Турниры KASE 2026&R&8&A', footer: '&C&8Стр. &P из &N' });
    expect(printLayout({ ...base, lang: 'kk' }).footer).toBe('&C&8&P-бет, барлығы &N');
    expect(printLayout({ ...base, lang: 'en', year: 2027 }).header).toBe('&L&8KASE tournaments 2027&R&8&A');
  });
});

describe('a sheet printed in parts (a day plan: a court or table to a page)', () => {
  it('each part after the first starts a page: the break comes after the row above it', () => {
    expect(printLayout({ ...base, rows: 100, pages: [10, 40, 70] }).rowBreaks).toEqual([40, 70]);
    expect(printLayout({ ...base, rows: 100, pages: [70, 10, 40, 40] }).rowBreaks).toEqual([40, 70]);
    expect(printLayout({ ...base, rows: 100 }).rowBreaks).toEqual([]);
    // A part outside the used range (or at the top) breaks nothing.
    expect(printLayout({ ...base, rows: 50, pages: [0, 10, 60] }).rowBreaks).toEqual([]);
  });
});

describe('no header breaks inside a word', () => {
  it('widthsForWords widens a column to its longest wrapped word, never narrows one', () => {
    const plan = {
      values: [
        ['Партии А', 'Место', 'x'],
        ['', 'очень-длинное-слово', ''],
      ],
      formats: [
        { rect: { row: 0, col: 0, rows: 1, cols: 3 }, wrap: true, bold: true },
        { rect: { row: 1, col: 1, rows: 1, cols: 1 }, wrap: true },
      ],
      columnWidths: [44, 300, 30],
    };
    // "Партии": 6 bold letters × 9 + 12 = 66 px; "очень-длинное-слово": 19 × 7.5 + 12 = 154.5 px < 300; "x" fits 30.
    expect(widthsForWords(plan)).toEqual([66, 300, 30]);
    // Not wrapped: left alone (Sheets cuts it at the border, it does not break it).
    expect(widthsForWords({ ...plan, formats: [] })).toEqual([44, 300, 30]);
  });

  it('on the generated sheets of every game (ru), every word of a wrapped cell fits its column', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 9) });
    const ok = <T>(r: api.ActionResult<T>): T => {
      if (!r.ok) throw new Error(r.message);
      return r.data as T;
    };
    ok(api.setup(services, { lang: 'ru' }));
    pasteSample(services.app, 'ru', sampleRegistration('ru', 11));
    for (const game of ['futsal', 'billiards', 'backgammon'] as const) {
      ok(api.draw(services, game, { seed: 1, acceptWarnings: true }));
      ok(api.generateBracket(services, game));
    }
    ok(api.prepareAttendance(services, { acceptWarnings: true }));
    ok(api.seatTour(services, 1, { seed: 1, acceptWarnings: true }));
    const broken: string[] = [];
    for (const s of book.snapshot() as {
      name: string;
      values: unknown[][];
      formats: Record<string, { wrap?: boolean; fontWeight?: string }>;
      columnWidths: Record<string, number>;
    }[]) {
      for (const [a1, f] of Object.entries(s.formats)) {
        if (!f.wrap) continue;
        const { row, col } = parseA1(a1);
        const v = s.values[row]?.[col];
        if (typeof v !== 'string' || v === '') continue;
        const longest = Math.max(...v.split(/\s+/).map((w) => [...w].length));
        const need = longest * (f.fontWeight === 'bold' ? 9 : 7.5) + 12;
        if (need > (s.columnWidths[String(col)] ?? 100)) broken.push(`${s.name}!${a1} "${v}"`);
      }
    }
    // Before: 30 such cells on these sheets ("Партии А" in 44 px, "Присуждено, висты" in 70 px …).
    expect(broken).toEqual([]);
  });
});
