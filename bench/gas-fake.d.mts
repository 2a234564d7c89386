/** Types of the benchmark's light fake (bench/gas-fake.mjs), for the tests that reuse it. */
export interface GasCall {
  sheet: string | null;
  method: string;
  category: 'values' | 'formats' | 'navigation' | 'builders';
}
export interface Gas {
  calls: GasCall[];
  sheetNames(): string[];
  SpreadsheetApp: any;
  LockService: any;
}
export function createGas(options?: { locale?: string }): Gas;
