/** Types of the benchmark's light fake (bench/gas-fake.mjs), for the tests that reuse it. */
export interface GasCall {
  sheet: string | null;
  method: string;
  category: 'values' | 'formats' | 'navigation' | 'builders';
}
export interface Gas {
  calls: GasCall[];
  sheetNames(): string[];
  SpreadsheetApp: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the fake stands in for Apps Script's untyped globals
  LockService: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as above
}
export function createGas(options?: { locale?: string }): Gas;
