/**
 * The spreadsheet's clock (SPEC §5 "Times are the spreadsheet's"): every moment the add-on writes —
 * a draw, a withdrawal, a ruling, a plan made, the record's cover — is the wall clock of the
 * spreadsheet's own time zone (getSpreadsheetTimeZone, read once per call), in one format
 * ("23.11.2026 15:29", ../rules/clock.ts). The no-shows by the clock read the same zone.
 */
import { formatMoment, wallYear } from '../rules/clock';
import type { Services, SpreadsheetLike } from './gas';

const ZONES = new WeakMap<SpreadsheetLike, string>();

/** The spreadsheet's time zone (one call per spreadsheet object, i.e. per server call). */
export function sheetZone(book: SpreadsheetLike): string {
  const known = ZONES.get(book);
  if (known !== undefined) return known;
  let zone = '';
  try {
    zone = book.getSpreadsheetTimeZone();
  } catch {
    zone = '';
  }
  // A zone Sheets does not name falls back to the Exchange's (wallClock does the same for an unknown one).
  const shown = zone === '' ? 'Asia/Almaty' : zone;
  ZONES.set(book, shown);
  return shown;
}

/** Now, as the sheets record it: "23.11.2026 15:29" on the spreadsheet's clock. */
export function nowStamp(ctx: { services: Pick<Services, 'now'>; book: SpreadsheetLike }): string {
  return formatMoment(ctx.services.now(), sheetZone(ctx.book));
}

/** The tournament's year now, on the spreadsheet's clock. */
export function nowYear(ctx: { services: Pick<Services, 'now'>; book: SpreadsheetLike }): number {
  return wallYear(ctx.services.now(), sheetZone(ctx.book));
}
