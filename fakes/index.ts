/**
 * In-memory Apps Script services for tests: `createFakeServices()` gives the add-on's
 * `Services` (src/sheets/gas.ts) backed by a fake spreadsheet whose formulas are computed by
 * HyperFormula with our custom functions registered, and the `book` to drive and inspect it.
 * See docs/testing.md.
 */
import type { Services } from '../src/sheets/gas';
import { FakeBook, FakeLockService, FakeSpreadsheetApp, type FakeOptions } from './book';

export interface FakeServices {
  services: Services;
  book: FakeBook;
}

export function createFakeServices(options: FakeOptions = {}): FakeServices {
  const book = new FakeBook(options);
  const services: Services = {
    app: new FakeSpreadsheetApp(book),
    lock: new FakeLockService(book),
    now: () => book.now,
    // Time passes on the book's clock only: a wait costs the test nothing.
    sleep: (ms) => void (book.now += ms),
    scriptTimeZone: () => 'Asia/Almaty',
    userLocale: () => book.locale.slice(0, 2),
  };
  return { services, book };
}

export {
  FakeBook,
  PROTECTION_TYPE,
  PROTECTED_MESSAGE,
  NEW_SHEET_ROWS,
  NEW_SHEET_COLUMNS,
  DEFAULT_COLUMN_WIDTH,
} from './book';
export type {
  CallCategory,
  CallRecord,
  CellFormat,
  ConditionalRuleInfo,
  DuplicateOptions,
  Edit,
  EditEvent,
  ErrorCell,
  FakeOptions,
  MetadataInfo,
  ProtectionInfo,
  Role,
  StructuralEdit,
  TriggerError,
  ValidationCriteria,
  ValidationInfo,
  Warning,
} from './book';
export { PREF_TABLES_SPILL_ROWS, SHEETS_LIKE_CONFIG } from './engine';
export { colLetters, cellA1, parseA1, rectA1, shiftFormula } from './a1';
export { SHEETS_LIMITS, type SheetsLimits } from './limits';
