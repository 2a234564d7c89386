/**
 * The published board at its own address (issue 25 item 6): GET /board shows the board sheet (found
 * by its identity key `board`, whatever its tab is called) the way a phone shows a sheet published
 * with File → Share → Publish to the web — a plain read-only page of its values and formats, no
 * grid, no editing, no script, reloaded every 15 seconds as a published sheet is. Until the
 * committee makes the board, it says how to.
 */
import { FakeSpreadsheetApp, type FakeBook } from '../fakes/book';
import { sheetName } from '../src/i18n/labels';
import { SheetIndex } from '../src/sheets/sheetIndex';
import type { WorkbenchLang } from './page/types';
import { sheetView } from './view';

/** Only inline styles, nothing else: the page runs no script. */
export const PUBLISHED_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const WORDS: Record<WorkbenchLang, { none: string; note: string }> = {
  ru: {
    none: 'Табло ещё не составлено: оргкомитет составляет его в боковой панели («Табло»).',
    note: 'Опубликованное табло: только для чтения, обновляется само',
  },
  kk: {
    none: 'Табло әлі жасалмаған: оны ұйымдастыру комитеті бүйірлік панельде жасайды («Табло»).',
    note: 'Жарияланған табло: тек оқу үшін, өзі жаңарады',
  },
  en: {
    none: 'The board is not made yet: the committee makes it in the sidebar ("Board").',
    note: 'The published board: read-only, updates by itself',
  },
};

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: WorkbenchLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="15">
<title>${escape(title)}</title>
<style>
body { margin: 0; font: 14px/1.3 Arial, sans-serif; color: #000; background: #fff; }
table { border-collapse: collapse; table-layout: fixed; }
td { border: 1px solid #e2e2e2; padding: 3px 4px; vertical-align: top; overflow: hidden; white-space: nowrap; }
td.w { white-space: normal; overflow-wrap: anywhere; }
p.note { margin: 6px 8px; color: #666; font-size: 12px; }
</style></head>
<body>${body}</body></html>`;
}

/** The board as a published page, or a page saying it is not made yet. */
export function publishedBoard(book: FakeBook, lang: WorkbenchLang, version: number): string {
  const sheet = new SheetIndex(new FakeSpreadsheetApp(book).getActiveSpreadsheet()).get('board');
  const words = WORDS[lang];
  if (!sheet)
    return page(lang, sheetName('board', lang), `<p class="note" data-role="no-board">${escape(words.none)}</p>`);
  const view = sheetView(book, sheet.getName(), 'referee', version);
  const cols = view.extent.cols;
  const widths = view.colWidths.slice(0, cols);
  const rows = view.cells.slice(0, view.extent.rows).map((line) => {
    const cells: string[] = [];
    for (let j = 0; j < cols; j++) {
      const c = line[j] as (typeof line)[number];
      // A text (not a number) runs on over the empty cells to its right, up to the next one with
      // something, as in Sheets: one cell spanning them (so nothing is drawn across it).
      let span = 1;
      if (!c.w && c.k !== 'n' && c.t !== '') while (j + span < cols && line[j + span]?.t === '') span++;
      const style = [
        c.bg ? `background:${c.bg}` : '',
        c.fc ? `color:${c.fc}` : '',
        c.b ? 'font-weight:bold' : '',
        c.i ? 'font-style:italic' : '',
        c.al ? `text-align:${c.al}` : c.k === 'n' ? 'text-align:right' : '',
      ].filter((x) => x !== '');
      const attrs = [c.w ? ' class="w"' : '', span > 1 ? ` colspan="${span}"` : ''].join('');
      cells.push(`<td${attrs}${style.length ? ` style="${style.join(';')}"` : ''}>${escape(c.t)}</td>`);
      j += span - 1;
    }
    return `<tr>${cells.join('')}</tr>`;
  });
  const colgroup = widths.map((w) => `<col style="width:${w}px">`).join('');
  const total = widths.reduce((a, b) => a + b, 0);
  return page(
    lang,
    sheet.getName(),
    `<p class="note">${escape(words.note)}</p><table data-role="board" style="width:${total}px"><colgroup>${colgroup}</colgroup>${rows.join('')}</table>`,
  );
}
