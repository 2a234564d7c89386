/**
 * A game's play-off sheet read back where its rows and columns are now (the committee may insert or
 * move them): the layout's positions, seen on the sheet as it is. Read by the play-off memory, the
 * day plan, the no-shows, the status and the record's cover page.
 */
import { cellText } from '../context';
import type { SheetLike } from '../gas';
import { realign, type Realigned } from '../identity';
import {
  bracketLayout,
  bracketSheetAnchors,
  shownId,
  type BracketLayout,
  type BracketMatchCells,
} from '../kinds/bracketSheet';
import type { GroupGame } from '../kinds/groupSheet';
import { bracketFormat } from './games';
import type { SettingsCtx } from './results';

/** A play-off sheet seen at its layout's positions, wherever its rows and columns are now. */
export interface LocatedBracket {
  sheet: SheetLike;
  layout: BracketLayout;
  view: Realigned;
}

export function locateBracket(ctx: SettingsCtx, game: GroupGame, sheet: SheetLike): LocatedBracket {
  const options = { game, lang: ctx.lang, format: bracketFormat(ctx.settings, game) };
  const layout = bracketLayout({
    ...options,
    name: sheet.getName(),
    groupSheet: '',
    groups: [],
    partiesToWin: ctx.settings.billiards.partiesToWin,
  });
  const read = ctx.sheets.read(sheet);
  const view = realign(bracketSheetAnchors(options), read.anchors, read, {
    rows: layout.rows,
    cols: layout.cols,
  });
  return { sheet, layout, view };
}

/**
 * The row still carries the match's label (in any language): where the row marks say it is, it
 * is. Where Sheets does not move the marks with their rows (self-check "meta.insert"), a row that
 * shifted under them shows another label, and nothing is written there.
 */
export function isMatchRow(view: Realigned, m: BracketMatchCells): boolean {
  const label = cellText(view.values[m.row]?.[0]);
  return (['ru', 'kk', 'en'] as const).some((l) => shownId(m.id, l) === label);
}

/** Something typed in the match: a score, a shoot-out, a no-show, a party. */
export function resultTyped(view: Realigned, m: BracketMatchCells): boolean {
  return m.inputs.some((rect) => {
    for (let r = rect.row; r < rect.row + rect.rows; r++)
      for (let c = rect.col; c < rect.col + rect.cols; c++) if (cellText(view.values[r]?.[c]) !== '') return true;
    return false;
  });
}
