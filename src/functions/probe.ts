/**
 * The self-check's probe (issue 22 item 3): a custom function that reports when its execution
 * ran, so the self-check can measure, in the committee's spreadsheet, how long Sheets takes to start
 * a custom-function execution and how many run at once; and, asked to, whether it could take the
 * document lock while the self-check holds it (custom functions may use the Lock service: Apps
 * Script guide "Custom Functions in Google Sheets", "Using Apps Script services"). It reads no cell
 * and writes nothing; the tournament sheets never call it.
 */

/** The longest the probe keeps its execution busy (ms): far below the 30 s of a custom function. */
const MAX_BUSY_MS = 5000;

/** 1 the document lock was taken (and released at once), 0 it was held by another execution, -1 no Lock service. */
function tryDocumentLock(): number {
  try {
    if (typeof LockService === 'undefined') return -1;
    const lock = LockService.getDocumentLock();
    if (!lock) return -1;
    if (!lock.tryLock(0)) return 0;
    lock.releaseLock();
    return 1;
  } catch {
    return -1;
  }
}

/** Times are returned modulo this (ms, about 11.6 days): nine digits, exact in any spreadsheet engine. */
const CLOCK_MODULO = 1e9;

/**
 * One row: when the execution started and when it ended (its own clock, in ms modulo 10⁹: only
 * the differences mean anything), and the lock's answer when asked, else `token` as text (each
 * call is distinct, and a result shows which call it is the result of: Sheets may show an older one).
 */
export function kaseProbe(token: unknown, busy: unknown, lock: unknown): (number | string)[][] {
  const start = Date.now();
  const ms = typeof busy === 'number' && busy > 0 ? Math.min(busy, MAX_BUSY_MS) : 0;
  let end = start;
  while (end - start < ms) end = Date.now();
  const answer =
    lock === true ? tryDocumentLock() : typeof token === 'string' || typeof token === 'number' ? String(token) : '';
  return [[start % CLOCK_MODULO, (start % CLOCK_MODULO) + (end - start), answer]];
}
