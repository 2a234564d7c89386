/**
 * What the workbench server (workbench/server.ts) sends the page (workbench/page/main.ts):
 * plain JSON shapes shared by both sides. No DOM, no Node.
 */

export type WorkbenchRole = 'referee' | 'committee';
export type WorkbenchLang = 'ru' | 'kk' | 'en';

export interface SheetSummary {
  name: string;
  /** Last row / column holding a value or a formula (0 when empty). */
  rows: number;
  cols: number;
}

export interface SheetsView {
  version: number;
  lang: WorkbenchLang;
  /** The spreadsheet's active sheet (the add-on makes a sheet it inserts active, as Sheets does). */
  active: string;
  sheets: SheetSummary[];
}

export interface ValidationView {
  criteria: string;
  help: string;
  /** VALUE_IN_LIST: the items, for the editor's suggestions. */
  items?: string[];
  allowInvalid: boolean;
}

/** One cell; keys are short because a group sheet has ~8 000 of them. Absent = default. */
export interface CellView {
  /** what the cell shows ("" when empty) */
  t: string;
  /** kind of value: n number, b boolean, d date, e error, s text (absent when empty) */
  k?: 'n' | 'b' | 'd' | 'e' | 's';
  /** the formula as written */
  f?: string;
  /** what the editor starts with when there is no formula (the value as one would type it) */
  r?: string;
  /** background (set, or given by a conditional rule now) */
  bg?: string;
  /** font colour */
  fc?: string;
  b?: 1;
  i?: 1;
  /** horizontal alignment as set ("left" | "center" | "right") */
  al?: string;
  /** wrap text */
  w?: 1;
  /** lines on the cell's edges (Range.setBorder): any of "t", "l", "b", "r" */
  bd?: string;
  /** not editable for the role asked for */
  ro?: 1;
  /** the error's message (error cells) */
  e?: string;
  /** index into SheetView.validations */
  v?: number;
}

export interface SheetView {
  name: string;
  version: number;
  role: WorkbenchRole;
  /** rows × cols rendered: the used extent (values, formulas, validations) plus a small margin */
  rows: number;
  cols: number;
  extent: { rows: number; cols: number };
  frozen: { rows: number; cols: number };
  /** pixels, one per rendered column */
  colWidths: number[];
  /** rows and columns hidden (0-based): not shown, as Sheets shows none (the id column and id row) */
  hidden: { rows: number[]; cols: number[] };
  protection: { protected: boolean; warningOnly: boolean; description: string; unprotected: string[] };
  validations: ValidationView[];
  cells: CellView[][];
  /** milliseconds the server spent building this view */
  buildMs: number;
}

/**
 * What changed in a sheet's view since the page's version `base` (GET /api/sheet?since=, and an
 * accepted edit's answer): the cells whose view differs, as [row, col, cell]. Sent only when
 * nothing else of the view changed (extent, widths, frozen panes, rules, protection); otherwise
 * the whole `SheetView` comes instead.
 */
export interface SheetPatch {
  name: string;
  version: number;
  role: WorkbenchRole;
  base: number;
  cells: [number, number, CellView][];
  /** milliseconds the server spent building the new view and comparing it */
  buildMs: number;
}

/** Why an edit was refused: the cell's data validation, the sheet's protection (a referee), or anything else. */
export type RefusalReason = 'validation' | 'protected' | 'other';

export interface EditResult {
  ok: boolean;
  /** refusal: why */
  reason?: RefusalReason;
  /** refusal: the fake spreadsheet's message (English, for the developer) */
  message?: string;
  /** refusal by data validation: the rule's help text (in the tournament language; absent when the rule has none) */
  help?: string;
  version: number;
  /** accepted, when the edit named the view the page shows (`since`): what changed in it */
  view?: SheetView | SheetPatch;
}

/** What the google.script.run shim posts to the parent window after every call. */
export const CHANGED_MESSAGE = 'workbench:changed';
