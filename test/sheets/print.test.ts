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
import {
  fitted,
  inPrintedRecord,
  isBracket,
  MIN_SCALE,
  printLayout,
  shrunkPages,
  SHRINK_SCALE,
  type PrintInput,
} from '../../src/sheets/print';
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

  it('a sheet a little wider than a portrait page prints portrait, shrunk to width, when that takes fewer pages (issue 24 item 7)', () => {
    // 800 px: 90 % on a portrait page, 47 rows a page under the 2 repeated; landscape 100 %, 25.
    const portrait = fitted('portrait', 800, 400, 2);
    expect(portrait.scale).toBeCloseTo(0.896, 3);
    expect(portrait.pages).toBe(9);
    expect(fitted('landscape', 800, 400, 2).pages).toBe(16);
    expect(printLayout({ ...base, cols: 8, rows: 400 }).orientation).toBe('portrait');
    expect(printLayout({ ...base, cols: 3, widths: [300, 300, 200], rows: 400 }).orientation).toBe('portrait');
    expect(printLayout({ ...base, cols: 7, widths: [100, 100, 100, 100, 100, 100, 100] }).orientation).toBe('portrait'); // 700 px
    // On as many pages (one), the larger type: landscape at 100 %.
    expect(printLayout({ ...base, cols: 8, rows: 20 }).orientation).toBe('landscape');
  });

  it('a sheet so wide that portrait would shrink its type below 75 % prints landscape', () => {
    expect(MIN_SCALE).toBe(0.75);
    expect(fitted('portrait', 1000, 400, 1).scale).toBeLessThan(MIN_SCALE);
    expect(printLayout({ ...base, cols: 10, rows: 400 }).orientation).toBe('landscape'); // 1000 px
    // Wider than any page: the orientation with the larger type.
    expect(printLayout({ ...base, cols: 20, rows: 400 }).orientation).toBe('landscape');
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

describe('the record within 60 pages with its day plans (issue 24 item 7)', () => {
  it('a sheet is shrunk, down to 60 %, when that prints it on fewer pages: fitted to width and to that many pages', () => {
    expect(SHRINK_SCALE).toBe(0.6);
    // A preference tour: 114 rows, 5 repeated, 1,360 px — 3 landscape pages at 77 %, 2 at 69 %.
    const tour = { ...base, id: 'pref.tour.1', rows: 114, frozenRows: 5, cols: 19, widths: Array(19).fill(1360 / 19) };
    expect(shrunkPages('landscape', 1360, 114, 5)).toBe(2);
    expect(printLayout(tour)).toMatchObject({ orientation: 'landscape', fitToWidth: 1, fitToHeight: 2 });
    // The settings: 84 rows, 860 px — 2 portrait pages at 83 %, 1 at 74 %.
    expect(shrunkPages('portrait', 860, 84, 1)).toBe(1);
    // Nothing to save: as many pages as the width gives (0).
    expect(printLayout(base).fitToHeight).toBe(0);
    expect(shrunkPages('portrait', 600, 40, 2)).toBe(0);
    // A long narrow sheet: 7 pages at 100 %, 4 at 60 %.
    expect(shrunkPages('portrait', 600, 400, 2)).toBe(4);
    // Never below 60 %: a 2,000 px group sheet already at 52 % is not shrunk further.
    expect(shrunkPages('landscape', 2084, 312, 0)).toBe(0);
  });

  it('a sheet printed in parts keeps its page breaks, in the orientation with fewest pages at 60 % or more', () => {
    // The billiards day plan: 268 rows, 1,133 px, two days — portrait at 63 % instead of landscape at 92 %.
    const plan = {
      ...base,
      id: 'dayplan.billiards',
      rows: 268,
      frozenRows: 1,
      cols: 12,
      widths: Array(12).fill(1133 / 12),
    };
    expect(printLayout({ ...plan, pages: [5, 150] })).toMatchObject({
      orientation: 'portrait',
      fitToHeight: 0,
      rowBreaks: [150],
    });
  });

  it('the plans by player, the week cards and the board are handouts, not printed with the record; every other sheet is', () => {
    for (const game of ['futsal', 'billiards', 'backgammon', 'preference']) {
      expect(inPrintedRecord(`dayplan.people.${game}`)).toBe(false);
      expect(inPrintedRecord(`dayplan.${game}`)).toBe(true);
    }
    expect(inPrintedRecord('pref.tour.3')).toBe(true);
    expect(inPrintedRecord('week')).toBe(false);
    expect(inPrintedRecord('board')).toBe(false);
    expect(inPrintedRecord('queue.billiards')).toBe(true);
    expect(inPrintedRecord(null)).toBe(true);
    expect(printLayout({ ...base, id: 'dayplan.people.billiards' }).inRecord).toBe(false);
    expect(printLayout(base).inRecord).toBe(true);
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
