/**
 * The group sheet read back: its values seen at the layout's positions (./groupLayout.ts) wherever
 * its rows and columns are now (row anchors on every block title, match row, tiebreak and place
 * row; column anchors on every column the add-on reads), each match row checked to still show the
 * two names it was made with; and whether a match has anything typed.
 */
import { nameKey } from '../../rules/names';
import { MAX_PARTIES } from '../../rules/backgammon';
import { cellText } from '../context';
import { isErrorValue } from '../fingerprint';
import type { CellValue } from '../gas';
import { realign, type Anchors, type Realigned } from '../identity';
import { a1 } from '../plan';
import {
  groupAnchors,
  groupLayout,
  type GroupColumns,
  type GroupGame,
  type GroupLayout,
  type GroupSpec,
} from './groupLayout';

/** What a located match row shows and where it is now. */
export interface LocatedMatch {
  letter: string;
  /** 1-based, Berger order */
  k: number;
  a: string;
  b: string;
  /** the sheet's 0-based row of the match (its first party row for backgammon) */
  row: number;
}

/**
 * Where rows and columns are now cannot be told: `lost` anchors (deleted rows or columns),
 * `disordered` ones (moved past each other, e.g. by a sort), or a match row that no longer shows
 * the two names it was made with (`mismatch`), or backgammon party rows split by an inserted row.
 */
export type GroupSheetDamage =
  | { kind: 'lost'; ids: string[] }
  | { kind: 'disordered'; ids: string[] }
  | { kind: 'mismatch'; match: LocatedMatch; shown: string; cell: string }
  /** a player cell shows "Loading…" or an error value: not a name (yet) */
  | { kind: 'notReady'; shown: string; cell: string }
  | { kind: 'parties'; match: LocatedMatch; cell: string };

export interface LocatedGroupSheet {
  /** the sheet in the plan's coordinates: `groupLayout` positions apply to it */
  view: Realigned;
  layout: GroupLayout;
  matches: LocatedMatch[];
  /** null when every match row was found and checked */
  damage: GroupSheetDamage | null;
}

/**
 * The group sheet read back: its values seen at the layout's positions wherever its rows and
 * columns are now, and every match row checked — it must still show its two players (by
 * `nameKey`), and a backgammon match's running points must still read its own four party rows.
 */
export function locateGroupSheet(
  game: GroupGame,
  groups: readonly GroupSpec[],
  read: {
    values: CellValue[][];
    formulas: string[][];
    anchors: Anchors;
    /** a finalized sheet: its formulas are values now, so the party rows are not checked (nothing moves on it) */
    final?: boolean;
  },
): LocatedGroupSheet {
  const layout = groupLayout(game, groups);
  const cols = layout.columns;
  const view = realign(groupAnchors(layout), read.anchors, read, {
    rows: layout.rows,
    cols: cols.width,
  });
  const matches: LocatedMatch[] = [];
  let damage: GroupSheetDamage | null = null;
  if (view.lost.length > 0) damage = { kind: 'lost', ids: view.lost };
  else if (view.disordered.length > 0) damage = { kind: 'disordered', ids: view.disordered };
  for (const b of layout.blocks) {
    b.matches.forEach((m, i) => {
      const row = view.row(m.row) as number;
      const match: LocatedMatch = { letter: b.letter, k: i + 1, a: m.a, b: m.b, row };
      matches.push(match);
      if (damage) return;
      const shownA = cellText(view.values[m.row]?.[cols.a]);
      const shownB = cellText(view.values[m.row]?.[cols.b]);
      const status = [shownA, shownB].findIndex(isErrorValue);
      if (status >= 0) {
        damage = {
          kind: 'notReady',
          shown: status ? shownB : shownA,
          cell: a1(row, view.col(status ? cols.b : cols.a) ?? cols.a),
        };
        return;
      }
      if (nameKey(shownA) !== nameKey(m.a) || nameKey(shownB) !== nameKey(m.b)) {
        damage = { kind: 'mismatch', match, shown: `${shownA} – ${shownB}`, cell: a1(row, view.col(cols.a) ?? cols.a) };
        return;
      }
      if (game === 'backgammon' && !read.final) {
        // SUM(K3:K6): its range must still be this match's four party rows.
        const f = view.formulas[m.row]?.[cols.live as number] ?? '';
        const range = /\(\s*\$?[A-Z]+\$?(\d+)\s*:\s*\$?[A-Z]+\$?(\d+)\s*\)/i.exec(f);
        if (!range || Number(range[1]) !== row + 1 || Number(range[2]) !== row + MAX_PARTIES) {
          damage = {
            kind: 'parties',
            match,
            cell: a1(row, view.col(cols.partyA as number) ?? (cols.partyA as number)),
          };
        }
      }
    });
  }
  return { view, layout, matches, damage };
}

/**
 * Something typed in the group match whose (first) row is `row` of the layout's grid: a score, or in
 * backgammon its no-show cell or any of its party rows. A match with nothing typed is still to be
 * played (a withdrawal, a no-show may write its forfeit).
 */
export function groupMatchTyped(
  game: GroupGame,
  values: readonly (readonly CellValue[])[],
  cols: GroupColumns,
  row: number,
): boolean {
  const typed = (r: number, c: number) => cellText(values[r]?.[c]) !== '';
  if (game !== 'backgammon') return typed(row, cols.scoreA) || typed(row, cols.scoreB);
  return (
    typed(row, cols.forfeit as number) ||
    Array.from(
      { length: MAX_PARTIES },
      (_, k) => typed(row + k, cols.partyA as number) || typed(row + k, cols.partyB as number),
    ).some(Boolean)
  );
}
