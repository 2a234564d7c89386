/**
 * The real Apps Script services as the actions take them (src/sheets/gas.ts), bound once per
 * call: by the server functions (src/server.ts) and by the menu's triggers (src/menu.ts). Not in
 * server.ts, whose every documented export becomes a function google.script.run may call.
 */
import type { LockServiceLike, Services, SpreadsheetAppLike } from './sheets/gas';

export function services(): Services {
  return {
    app: SpreadsheetApp as unknown as SpreadsheetAppLike,
    lock: LockService as unknown as LockServiceLike,
    now: () => Date.now(),
  };
}
