/**
 * The real Apps Script services as the actions take them (src/sheets/gas.ts), bound once per
 * call: by the server functions (src/server.ts) and by the menu's triggers (src/menu.ts). Not in
 * server.ts, whose every documented export becomes a function google.script.run may call.
 *
 * No cast: the real `SpreadsheetApp` and `LockService` (as @types/google-apps-script declares
 * them) must be assignable to our interfaces, so the compiler checks every method we call.
 */
import type { Services } from './sheets/gas';

export function services(): Services {
  return {
    app: SpreadsheetApp,
    lock: LockService,
    now: () => Date.now(),
    sleep: (ms) => Utilities.sleep(ms),
    scriptTimeZone: () => Session.getScriptTimeZone(),
    userLocale: () => Session.getActiveUserLocale(),
    userEmail: () => {
      // Without the userinfo.email scope Apps Script answers "" or refuses: either way, nobody known.
      try {
        return Session.getActiveUser().getEmail();
      } catch {
        return '';
      }
    },
  };
}
