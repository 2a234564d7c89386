/** Shared steps of the end-to-end tests: a committee pasting a registration, referees typing. */
import { expect } from 'vitest';
export { cellOf } from '../../src/sheets/plan';
import { cellOf } from '../../src/sheets/plan';
import type { ActionResult } from '../../src/sheets/context';
import type { FakeBook } from '../../fakes/book';
import type { Services } from '../../src/sheets/gas';
import { groupLayout, type GroupGame, type GroupSpec } from '../../src/sheets/kinds/groupSheet';
import * as api from '../../src/sheets/api';
import { bracketLayout, type BracketMatchCells } from '../../src/sheets/kinds/bracketSheet';
import { createFakeServices } from '../../fakes';
import type { Switches } from '../../fakes/switches';
import { a1 } from '../../src/sheets/plan';
import { blockRects } from '../../src/sheets/kinds/tableBlock';

/** A referee types a preference table's totals: the pools and mountains of the seats that play. */
export function typeTable(
  book: FakeBook,
  sheet: string,
  b: { players: readonly string[]; top: number; col: number },
  pools: readonly number[],
  ms: readonly number[],
): void {
  const r = blockRects({ ...b, players: b.players.slice() });
  pools.forEach((p, k) => book.typeAs('referee', sheet, a1(r.first + k, r.pools.col), p));
  ms.forEach((m, k) => book.typeAs('referee', sheet, a1(r.first + k, r.mountains.col), m));
}

/** The committee types a setting's value (column C of its row on the settings sheet). */
export function typeSetting(book: FakeBook, sheet: string, key: string, value: string | number): void {
  const row = book.toMatrix(sheet).findIndex((line) => line[0] === key) + 1;
  if (row === 0) throw new Error(`no setting ${key}`);
  book.typeAs('committee', sheet, `C${row}`, value);
}

/** A committee member pastes rows into a sheet from row 2 (one batched write, as a paste). */
export function paste(services: Services, sheet: string, rows: unknown[][], startRow = 2, startCol = 1): void {
  const s = services.app.getActiveSpreadsheet().getSheetByName(sheet);
  if (!s) throw new Error(`no sheet ${sheet}`);
  const width = Math.max(...rows.map((r) => r.length));
  s.getRange(startRow, startCol, rows.length, width).setValues(
    rows.map((r) => [...r, ...Array.from({ length: width - r.length }, () => '')]),
  );
}

/** The action succeeded; shows its problems when it did not. */
export function expectOk<T>(result: ActionResult<T>): T {
  if (!result.ok)
    throw new Error(
      `action refused: ${result.message}\n${result.problems.map((p) => `${p.cell ?? ''} ${p.message}`).join('\n')}`,
    );
  return result.data as T;
}

export function noErrorCells(book: FakeBook): void {
  expect(book.errorCells().map((e) => `${e.sheet}!${e.a1}: ${e.error} ${e.message}`)).toEqual([]);
}

/**
 * Referees type every group match so that the earlier-listed player wins: 2:0 in futsal and
 * billiards, a no-show of the later one in backgammon. Places then follow the draw's order.
 */
export function playInListOrder(book: FakeBook, sheet: string, game: GroupGame, groups: readonly GroupSpec[]): void {
  const layout = groupLayout(game, groups);
  layout.blocks.forEach((b, g) =>
    b.matches.forEach((m) => {
      const first = (groups[g]?.players.indexOf(m.a) ?? 0) < (groups[g]?.players.indexOf(m.b) ?? 0);
      const at = (col: number) => cellOf({ row: m.row, col, rows: 1, cols: 1 });
      if (game === 'backgammon') {
        book.typeAs('referee', sheet, at(layout.columns.forfeit as number), first ? '+:-' : '-:+');
        return;
      }
      book.typeAs('referee', sheet, at(layout.columns.scoreA), first ? 2 : 0);
      book.typeAs('referee', sheet, at(layout.columns.scoreB), first ? 0 : 2);
    }),
  );
}

/** The futsal group and play-off sheets, as the tests name them. */
const FUTSAL_SHEETS = {
  ru: { groups: 'Мини-футбол группы', playoff: 'Мини-футбол плей-офф' },
  en: { groups: 'Futsal groups', playoff: 'Futsal play-off' },
} as const;

/**
 * Where a futsal play-off's cells are as the add-on makes it by default (semi-finals of four from
 * `groups`, matches to 2 parties) on the `lang` sheets: `name` is the play-off sheet, `match(id)`
 * one match's cells (an unknown id throws), `score(id, a, b, shootA?, shootB?)` a referee typing
 * its goals (and, when given, the shoot-out's) into `book`.
 */
export function futsalBracket(lang: 'ru' | 'en', groups: GroupSpec[], book: FakeBook) {
  const { groups: groupSheet, playoff: name } = FUTSAL_SHEETS[lang];
  const layout = bracketLayout({ game: 'futsal', lang, name, format: 'sf4', groupSheet, groups, partiesToWin: 2 });
  const match = (id: string): BracketMatchCells => {
    const m = layout.matches.find((x) => x.id === id);
    if (!m) throw new Error(`no play-off match ${id}`);
    return m;
  };
  const score = (id: string, a: number | string, b: number | string, shootA?: number, shootB?: number) => {
    const m = match(id);
    book.typeAs('referee', name, cellOf(m.scoreA), a);
    book.typeAs('referee', name, cellOf(m.scoreB), b);
    if (shootA !== undefined && m.shootA && m.shootB) {
      book.typeAs('referee', name, cellOf(m.shootA), shootA);
      book.typeAs('referee', name, cellOf(m.shootB), shootB as number);
    }
  };
  return { name, layout, match, score };
}

/**
 * A futsal tournament (en) of 8 teams, its groups played in list order and its play-off generated;
 * with `trigger`, the add-on's edit trigger runs as the person typing (play-off memory); `switches`
 * make the fake behave the other way (fakes/switches.ts); `afterSetup` runs right after the setup
 * (a self-check, say). `m(id)` is a match's cells on the play-off sheet, `score(id, a, b)` a
 * referee typing its result.
 */
export function futsalPlayoff(
  trigger = true,
  switches: Switches = {},
  afterSetup?: (services: Services, book: FakeBook) => void,
) {
  const teams = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
  const { services, book } = createFakeServices({ locale: 'en_US', now: Date.UTC(2026, 10, 23), switches });
  expectOk(api.setup(services, { lang: 'en' }));
  afterSetup?.(services, book);
  const rows: unknown[][] = [];
  teams.forEach((team, t) => {
    for (let p = 0; p < 5; p++) rows.push([team, p === 0 ? 'goalkeeper' : 'main', `Player${t}${p}`, 'Test', '', team]);
  });
  paste(services, 'Futsal registration', rows);
  paste(
    services,
    'Futsal registration',
    teams.map((t, i) => [t, i + 1]),
    2,
    10,
  );
  const drawn = expectOk(api.draw(services, 'futsal', { seed: 1, acceptWarnings: true }));
  playInListOrder(book, 'Futsal groups', 'futsal', drawn.groups);
  expectOk(api.generateBracket(services, 'futsal'));
  if (trigger) book.setEditTrigger((e) => api.recordOnEdit(services, e as never));
  const { name: net, layout, match: m, score } = futsalBracket('en', drawn.groups, book);
  return { services, book, drawn, net, m, score, layout };
}

/**
 * Setup run once per `nth`, on a fresh book from `make`, with its nth write failing: each refused
 * run must leave the book as it was (`view` of the snapshot: what the comparison may ignore). Counts
 * the refused runs, and those refused in the upgrade itself (not the editors' update before it).
 */
export function setupFailingEachWrite(
  make: () => { services: Services; book: FakeBook },
  nths: readonly number[],
  view: (snapshot: unknown) => unknown = (s) => s,
): { fired: number; inUpgrade: number } {
  let fired = 0;
  let inUpgrade = 0;
  for (const nth of nths) {
    const { services, book } = make();
    const before = book.snapshot();
    book.failNextWrite(nth);
    const r = api.setup(services);
    book.failNextWrite(0);
    if (r.ok) continue;
    fired++;
    if (r.problems[0]?.code !== 'protectViaGroup') inUpgrade++;
    expect(view(book.snapshot()), `failing write ${nth}`).toEqual(view(before));
  }
  return { fired, inUpgrade };
}

/**
 * A play-off's part of the board (issue 25 item 1), as its cells evaluate: the round's count ("2/3"),
 * its title, the match rows (label, pair, winner, score) and places 1–3, found under `title`.
 */
export function boardPlayoffShown(
  book: FakeBook,
  title: string,
  size: number,
): { count: string; round: string; rows: string[][]; places: string[] } {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const cells = book.toMatrix('Табло').map((r) => r.map(text));
  const top = cells.findIndex((r) => r[0] === title);
  expect(top, title).toBeGreaterThan(0);
  return {
    count: cells[top]?.[3] ?? '',
    round: cells[top + 1]?.[0] ?? '',
    rows: cells.slice(top + 3, top + 3 + size),
    places: cells.slice(top + 3 + size, top + 6 + size).map((r) => r[1] ?? ''),
  };
}
