/**
 * The committee's code — the server functions the sidebar calls and the menu (src/committee.ts) —
 * compiled on first use in an execution. build.mjs bundles it apart, packs it (./inflate.ts) and
 * puts the packed text here in place of COMMITTEE_CODE; the custom functions' path (src/main.ts)
 * never calls this, so a custom-function cell scans a short string instead of parsing the sheets'
 * code (docs/performance.md, "A light load").
 */
import { unpackText } from './inflate';

/** The packed code, set by build.mjs (esbuild `define`). */
declare const COMMITTEE_CODE: string;

/** The global the committee's bundle assigns (build.mjs: its esbuild `globalName`). */
export const COMMITTEE_GLOBAL = 'TournamentCommittee';

type Functions = Record<string, (...args: unknown[]) => unknown>;

let compiled: Functions | null = null;

/** The committee's functions, compiled the first time one is needed in this execution. */
export function committee(): Functions {
  if (!compiled) {
    const source = `${unpackText(COMMITTEE_CODE)}\nreturn ${COMMITTEE_GLOBAL};\n//# sourceURL=Committee.js`;
    // The one place code is compiled from text: the committee's own bundle, built and checked by
    // build.mjs, in the global scope of this script (it sees SpreadsheetApp and the other services).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const make = new Function(source) as () => Functions;
    compiled = make();
  }
  return compiled;
}
