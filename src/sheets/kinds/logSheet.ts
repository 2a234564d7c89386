/**
 * A log sheet: a title, a header row, then one row per entry, written only by the add-on in the
 * order the entries were made (the whole sheet is the committee's: every value on it counts as
 * typed). The committee's decisions (./decisionsSheet.ts) and the referee's rulings
 * (./rulingsSheet.ts) are both one; what they share is here: the title and header formats, the
 * frozen header, the protection.
 */
import { SHEET_COLORS, type AnchorSpec, type Cell, type Format, type SheetPlan } from '../plan';

/** Where a log sheet's title, header and first entry are (0-based rows), and its width in columns. */
export interface LogLayout {
  title: number;
  header: number;
  first: number;
  width: number;
}

/** The formats every log sheet has: the title bold, the header row bold, shaded, wrapped and centred. */
export function logSheetFormats(layout: LogLayout): Format[] {
  return [
    { rect: { row: layout.title, col: 0, rows: 1, cols: 1 }, bold: true },
    {
      rect: { row: layout.header, col: 0, rows: 1, cols: layout.width },
      bold: true,
      background: SHEET_COLORS.header,
      wrap: true,
      align: 'center',
    },
  ];
}

/**
 * A log sheet's plan: `values` drawn by its kind, the log formats followed by the kind's own
 * (`formats`), the header frozen, the whole sheet the committee's.
 */
export function logSheetPlan(o: {
  key: string;
  name: string;
  layout: LogLayout;
  values: Cell[][];
  formats: Format[];
  columnWidths: number[];
  anchors: { rows: AnchorSpec[]; cols: AnchorSpec[] };
}): SheetPlan {
  return {
    key: o.key,
    name: o.name,
    values: o.values,
    inputs: [],
    formats: [...logSheetFormats(o.layout), ...o.formats],
    validations: [],
    highlights: [],
    columnWidths: o.columnWidths,
    frozenRows: o.layout.first,
    frozenCols: 0,
    protect: true,
    committeeOnly: true,
    anchors: o.anchors,
  };
}
