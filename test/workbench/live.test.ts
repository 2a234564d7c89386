/**
 * workbench/live.ts and view.ts (issue 24 item 8): the view kept up to date cell by cell as people
 * type is, after every edit, exactly the view built whole — values, errors, conditional
 * backgrounds, the extent — and what it sends is only the cells that changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FakeBook, FakeSpreadsheetApp } from '../../fakes/book';
import { loadAddon } from '../../workbench/host';
import { LiveViews } from '../../workbench/live';
import { viewPatch } from '../../workbench/patch';
import { pasteSample, sampleRegistration } from '../../workbench/sample';
import { booleanText, sheetView } from '../../workbench/view';
import type { SheetPatch, SheetView } from '../../workbench/page/types';
import { readDrawGroups } from '../../src/sheets/kinds/drawSheet';
import { groupLayout, type GroupLayout } from '../../src/sheets/kinds/groupSheet';
import { a1 } from '../../src/sheets/plan';

const GROUPS = 'Бильярд группы';
let book: FakeBook;
let layout: GroupLayout;

beforeAll(() => {
  book = new FakeBook({ locale: 'ru_KZ' });
  const host = loadAddon(book);
  host.run('serverSetup', ['ru']);
  pasteSample(new FakeSpreadsheetApp(book), 'ru', sampleRegistration('ru'));
  host.run('serverCheckRegistration', ['billiards']);
  host.run('serverDraw', ['billiards', { seed: 7 }]);
  layout = groupLayout('billiards', readDrawGroups(book.toMatrix('Бильярд жеребьёвка')));
}, 60_000);

/** The page's side: a patch applied to the view it holds. */
function apply(view: SheetView, sent: SheetView | SheetPatch): SheetView {
  if (!('base' in sent)) return structuredClone(sent);
  expect(sent.base).toBe(view.version);
  const next = structuredClone(view);
  for (const [i, j, cell] of sent.cells) (next.cells[i] as SheetView['cells'][number])[j] = cell;
  next.version = sent.version;
  return next;
}

const strip = (v: SheetView) => ({ ...v, buildMs: 0 });

describe('a view kept up to date as people type', () => {
  it('equals the view built whole after every edit, and sends only the cells that changed', () => {
    const views = new LiveViews(book);
    let version = 1;
    let shown = apply({} as SheetView, views.view(GROUPS, 'referee', version));
    const m = layout.blocks[0]?.matches[0];
    const last = layout.blocks[layout.blocks.length - 1];
    if (!m || !last) throw new Error('no match');
    const { scoreA, scoreB } = layout.columns;
    const edits: [string, string, 'referee' | 'committee'][] = [
      [a1(m.row, scoreA), '2', 'referee'], // half a match
      [a1(m.row, scoreB), '1', 'referee'], // the match complete: standings, qualifiers' backgrounds
      [a1(m.row, scoreB), '', 'referee'], // cleared again
      [a1(m.row, scoreB), '0', 'referee'],
      [a1(last.top + last.height + 3, 2), 'past the end', 'committee'], // the extent grows: a whole view
      [a1(last.top + last.height + 3, 2), '', 'committee'], // and shrinks again
      [a1(m.row, scoreA), '=1+1', 'committee'], // a formula where a value was
    ];
    const sizes: number[] = [];
    for (const [cell, value, role] of edits) {
      book.typeAs(role, GROUPS, cell, value);
      version++;
      views.typed(GROUPS, cell);
      const sent = views.view(GROUPS, 'referee', version, shown.version);
      if ('base' in sent) sizes.push(sent.cells.length);
      shown = apply(shown, sent);
      expect(strip(shown)).toEqual(strip(sheetView(book, GROUPS, 'referee', version)));
    }
    // one group's standings and the match row: dozens of cells, never the sheet's thousands
    expect(sizes.length).toBeGreaterThanOrEqual(5);
    for (const n of sizes) expect(n).toBeLessThan(200);
    expect(shown.rows * shown.cols).toBeGreaterThan(6000);
  });

  it('after a server function builds the view whole and sends what differs; a page on another version gets the whole view', () => {
    const views = new LiveViews(book);
    const first = views.view(GROUPS, 'committee', 10) as SheetView;
    // a format written through Apps Script (not a value): the call log tells, the view is built again
    new FakeSpreadsheetApp(book)
      .getActiveSpreadsheet()
      .getSheetByName(GROUPS)
      ?.getRange('A1')
      .setBackgrounds([['#ff0000']]);
    const sent = views.view(GROUPS, 'committee', 11, 10);
    expect('base' in sent).toBe(true);
    expect((sent as SheetPatch).cells.map(([i, j, c]) => [i, j, c.bg])).toEqual([[0, 0, '#ff0000']]);
    expect(strip(apply(first, sent))).toEqual(strip(sheetView(book, GROUPS, 'committee', 11)));
    expect('base' in views.view(GROUPS, 'committee', 11, 3)).toBe(false);
    expect(views.view(GROUPS, 'committee', 11, 11)).toMatchObject({ base: 11, cells: [] });
  });

  it('a patch only when nothing but cells differ', () => {
    const a = sheetView(book, GROUPS, 'referee', 1);
    const b = structuredClone(a);
    b.version = 2;
    (b.cells[3] as SheetView['cells'][number])[4] = { t: 'x', k: 's' };
    expect(viewPatch(a, b)?.cells).toEqual([[3, 4, { t: 'x', k: 's' }]]);
    b.colWidths[0] = 999;
    expect(viewPatch(a, b)).toBeNull();
  });
});

describe('booleans as the spreadsheet shows them (issue 24 item 9)', () => {
  it('ИСТИНА / ЛОЖЬ in a Russian spreadsheet, Kazakh words in a Kazakh one, TRUE / FALSE in English', () => {
    expect([booleanText(true, 'ru_KZ'), booleanText(false, 'ru_RU')]).toEqual(['ИСТИНА', 'ЛОЖЬ']);
    expect([booleanText(true, 'kk_KZ'), booleanText(false, 'kk_KZ')]).toEqual(['АҚИҚАТ', 'ЖАЛҒАН']);
    expect([booleanText(true, 'en_US'), booleanText(false, 'en_US')]).toEqual(['TRUE', 'FALSE']);
  });
});
