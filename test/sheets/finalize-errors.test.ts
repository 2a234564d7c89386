/**
 * Finalize freezes formulas into values: it must never freeze what a spreadsheet shows in place of a
 * value — an error, or a custom function still computing ("Loading…" in Google Sheets, one server
 * execution per cell, SPEC §5). Every status of `SPREADSHEET_ERROR_TEXTS` refuses, naming the cell.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/sheets/api';
import { createFakeServices } from '../../fakes';
import { SPREADSHEET_ERROR_TEXTS } from '../../src/rules/names';
import { isErrorValue } from '../../src/sheets/fingerprint';

describe('what finalize refuses to freeze', () => {
  it("every error value and status, exactly (spaces around ignored), and LibreOffice's Err:nnn; not a text that only contains one", () => {
    for (const t of SPREADSHEET_ERROR_TEXTS) {
      expect(isErrorValue(t), t).toBe(true);
      expect(isErrorValue(` ${t} `), t).toBe(true);
    }
    for (const t of ['#CYCLE!', 'Loading…', 'Загрузка…', 'Err:502']) expect(isErrorValue(t), t).toBe(true);
    for (const v of ['Team #REF!', 'Loading Dock FC', 'Err: 502 FC', '', 0, -8, true, null])
      expect(isErrorValue(v as never), String(v)).toBe(false);
  });

  it('a sheet showing "#CYCLE!" or "Загрузка…" is not finalized; the cell is named; nothing is frozen', () => {
    const { services, book } = createFakeServices({ locale: 'ru_RU', now: Date.UTC(2026, 10, 24, 9) });
    expect(api.setup(services, { lang: 'ru' }).ok).toBe(true);
    const sheet = services.app.getActiveSpreadsheet().getSheetByName('Настройки')!;
    for (const shown of ['#CYCLE!', 'Загрузка…']) {
      sheet.getRange(40, 6, 1, 1).setValues([[shown]]);
      const before = book.snapshot();
      const r = api.finalizeSheets(services, ['settings']);
      expect(r.ok, shown).toBe(false);
      expect(r.problems[0]?.code).toBe('finalizeErrors');
      expect(r.message).toContain('F40');
      expect(book.snapshot()).toEqual(before);
    }
  });
});
