/**
 * The workbench page: the in-memory spreadsheet (tabs, grid, formula bar) beside the sidebar.
 * Bundled by esbuild when the server starts (workbench/server.ts). Plain DOM, no framework.
 * Everything that comes from the spreadsheet is put in with textContent / dataset / title,
 * never as HTML: a player may be called `<img src=x onerror=alert(1)>`.
 */
import { moveActive, offer, type Offer } from './dropdown';
import { pageText, type PageText } from './texts';
import {
  CHANGED_MESSAGE,
  type CellView,
  type EditResult,
  type SheetPatch,
  type SheetsView,
  type SheetView,
  type WorkbenchLang,
  type WorkbenchRole,
} from './types';

const $ = <T extends HTMLElement>(role: string): T => {
  const el = document.querySelector<T>(`[data-role="${role}"]`);
  if (!el) throw new Error(`the page lacks [data-role="${role}"]`);
  return el;
};

const ui = {
  role: $<HTMLSelectElement>('role'),
  lang: $<HTMLSelectElement>('lang'),
  reset: $<HTMLButtonElement>('reset'),
  menu: $<HTMLSelectElement>('menu'),
  resetAsk: $<HTMLSpanElement>('reset-ask'),
  resetSure: $<HTMLButtonElement>('reset-sure'),
  resetCancel: $<HTMLButtonElement>('reset-cancel'),
  status: $<HTMLDivElement>('status'),
  address: $<HTMLSpanElement>('address'),
  formula: $<HTMLSpanElement>('formula'),
  help: $<HTMLSpanElement>('help'),
  wrap: $<HTMLDivElement>('grid-wrap'),
  grid: $<HTMLTableElement>('grid'),
  tabs: $<HTMLElement>('tabs'),
  sidebar: document.getElementById('sidebar') as HTMLIFrameElement,
};

interface Editing {
  row: number;
  col: number;
  input: HTMLInputElement;
  done: boolean;
  /** a cell whose rule is a list: its items and what the drop-down offers now */
  list: { items: string[]; offer: Offer } | null;
}

/**
 * An entry the spreadsheet refused (data validation, or a referee in a protected cell): the cell
 * keeps showing what was typed, marked, with a note beside it in the tournament language, until
 * the cell is fixed, Escape restores it, or the sheet is switched or the book reset. The book
 * itself never held the value.
 */
interface Refused {
  sheet: string;
  row: number;
  col: number;
  /** what the cell shows: the text as typed (a checkbox: its flipped box) */
  shown: string;
  /** what the editor starts with when the person opens the cell again */
  typed: string;
  reason: 'validation' | 'protected';
  title: string;
  text: string;
  hint: string;
}

const state = {
  /** the committee member trying the add-on types anywhere; "Referee" shows what a referee may (issue 24 item 9) */
  role: 'committee' as WorkbenchRole,
  sheets: null as SheetsView | null,
  active: '',
  /** the server's active sheet when we last looked: when it changes (an action inserted a sheet), follow it */
  serverActive: null as string | null,
  view: null as SheetView | null,
  tds: [] as HTMLTableCellElement[][],
  sel: { row: 0, col: 0 },
  /** opened with ?sheet=: keep it on the first load instead of following the server's active sheet */
  pinned: false,
  /** selection per sheet, so coming back to a tab finds the same cell */
  selBySheet: new Map<string, { row: number; col: number }>(),
  editing: null as Editing | null,
  refused: null as Refused | null,
  /** where a run of Tabs started on this row: Enter then goes to the next row's cell under it, as in Sheets */
  tabStart: null as { row: number; col: number } | null,
  version: 0,
  refreshing: null as Promise<void> | null,
  refreshAgain: false,
};

/** The note beside a refused cell, as Google Sheets' validation popup: in the grid's scrolling area, over the cells. */
const note = (() => {
  const box = document.createElement('div');
  box.className = 'refused-note';
  box.dataset.role = 'refused';
  box.setAttribute('role', 'alert');
  box.hidden = true;
  const title = document.createElement('div');
  title.className = 'refused-title';
  title.dataset.role = 'refused-title';
  const text = document.createElement('div');
  text.className = 'refused-text';
  text.dataset.role = 'refused-text';
  const hint = document.createElement('div');
  hint.className = 'refused-hint';
  box.append(title, text, hint);
  ui.wrap.append(box);
  return { box, title, text, hint };
})();

/** The drop-down under a cell being edited whose rule is a list (Google Sheets' "dropdown"), in the grid's scrolling area. */
const dropdown = (() => {
  const box = document.createElement('div');
  box.className = 'dropdown';
  box.dataset.role = 'dropdown';
  box.setAttribute('role', 'listbox');
  box.hidden = true;
  // a click on an item takes it; mousedown is kept from the editor so that it does not lose the focus first
  box.addEventListener('mousedown', (e) => {
    e.preventDefault();
    const item = (e.target as HTMLElement).closest<HTMLElement>('[data-role="dropdown-item"]');
    const editing = state.editing;
    if (!item || !editing) return;
    editing.input.value = item.dataset.value ?? '';
    finishEdit(true, 0, 0);
  });
  ui.wrap.append(box);
  return box;
})();

// ---- talking to the server -------------------------------------------------------------------

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(
    path,
    body === undefined
      ? {}
      : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    // reported below
  }
  if (!response.ok)
    throw new Error((data as { message?: string } | null)?.message ?? `HTTP ${response.status} for ${path}`);
  return data as T;
}

/** The status line; `detail` (the fake's own message, English) on hover. */
function setStatus(text: string, kind: 'info' | 'ok' | 'error' = 'info', detail?: string): void {
  ui.status.textContent = text;
  if (detail) ui.status.title = detail;
  else ui.status.removeAttribute('title');
  ui.status.className = `status ${kind === 'info' ? '' : kind}`;
  ui.status.dataset.kind = kind;
}

/** The tournament's language (the page's own words follow it); English until the first answer. */
function lang(): WorkbenchLang {
  return state.sheets?.lang ?? 'en';
}

/** The page's own words in the tournament language. */
function say(key: PageText, params: Record<string, string | number> = {}): string {
  return pageText(key, lang(), params);
}

/** The toolbar's words (index.html: `data-text`, `data-title`) in the tournament language. */
function localize(): void {
  document.documentElement.lang = lang();
  for (const el of document.querySelectorAll<HTMLElement>('[data-text]'))
    el.textContent = say(el.dataset.text as PageText);
  for (const el of document.querySelectorAll<HTMLElement>('[data-title]')) el.title = say(el.dataset.title as PageText);
}

// ---- letters and addresses ------------------------------------------------------------------

function colLetters(col: number): string {
  let s = '';
  for (let n = col + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}
const a1Of = (row: number, col: number): string => `${colLetters(col)}${row + 1}`;

const BLACK = /^(#000(000)?|black)$/i;

function isBlank(cell: CellView | undefined): boolean {
  return !cell || (cell.t === '' && cell.f === undefined && cell.k !== 'e');
}

function cellAt(row: number, col: number): CellView | undefined {
  return state.view?.cells[row]?.[col];
}

// ---- rendering -------------------------------------------------------------------------------

function renderTabs(): void {
  const sheets = state.sheets?.sheets ?? [];
  const fragment = document.createDocumentFragment();
  for (const s of sheets) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = s.name;
    b.dataset.sheet = s.name;
    b.title = s.rows ? say('tabUsed', { rows: s.rows, cols: s.cols }) : say('tabEmpty');
    if (s.name === state.active) {
      b.classList.add('active');
      b.setAttribute('aria-current', 'true');
    }
    b.addEventListener('click', () => void openSheet(s.name));
    fragment.append(b);
  }
  ui.tabs.replaceChildren(fragment);
  ui.tabs.querySelector('.active')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

function renderGrid(view: SheetView): void {
  const started = performance.now();
  const scroll = { top: ui.wrap.scrollTop, left: ui.wrap.scrollLeft };
  const table = ui.grid;
  const colgroup = document.createElement('colgroup');
  const corner = document.createElement('col');
  corner.style.width = '46px';
  colgroup.append(corner);
  let width = 46;
  const hiddenRows = new Set(view.hidden.rows);
  const hiddenCols = new Set(view.hidden.cols);
  view.colWidths.forEach((w, j) => {
    const col = document.createElement('col');
    col.style.width = `${w}px`;
    // A hidden column (the add-on's id column) takes no room, as in Sheets.
    if (hiddenCols.has(j)) col.style.visibility = 'collapse';
    else width += w;
    colgroup.append(col);
  });
  table.style.width = `${width}px`;

  const thead = document.createElement('thead');
  const head = document.createElement('tr');
  const cornerTh = document.createElement('th');
  cornerTh.className = 'corner';
  head.append(cornerTh);
  for (let j = 0; j < view.cols; j++) {
    const th = document.createElement('th');
    th.textContent = colLetters(j);
    head.append(th);
  }
  thead.append(head);

  const tbody = document.createElement('tbody');
  const tds: HTMLTableCellElement[][] = [];
  for (let i = 0; i < view.rows; i++) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.textContent = String(i + 1);
    tr.append(th);
    if (i === view.frozen.rows - 1) tr.className = 'frozen-last';
    if (hiddenRows.has(i)) tr.hidden = true; // the add-on's id row, hidden as in Sheets
    const line: HTMLTableCellElement[] = [];
    for (let j = 0; j < view.cols; j++) {
      const td = document.createElement('td');
      td.dataset.a1 = a1Of(i, j);
      fillCell(td, view, i, j);
      paintCell(td, view, i, j);
      tr.append(td);
      line.push(td);
    }
    tbody.append(tr);
    tds.push(line);
  }
  table.replaceChildren(colgroup, thead, tbody);
  state.tds = tds;

  // frozen rows and columns stick below the letters / right of the numbers, where they are now
  for (let i = 0; i < Math.min(view.frozen.rows, view.rows); i++) {
    const tr = tbody.rows[i] as HTMLTableRowElement;
    const top = `${tr.offsetTop}px`;
    const th = tr.cells[0] as HTMLTableCellElement;
    th.classList.add('fr');
    th.style.top = top;
    for (const td of tds[i] ?? []) td.style.top = top;
  }
  if (view.frozen.cols > 0 && tds.length > 0) {
    const lefts = (tds[0] ?? []).slice(0, view.frozen.cols).map((td) => `${td.offsetLeft}px`);
    for (const line of tds)
      for (let j = 0; j < lefts.length; j++)
        if (line[j]) (line[j] as HTMLTableCellElement).style.left = lefts[j] as string;
  }
  ui.wrap.scrollTop = scroll.top;
  ui.wrap.scrollLeft = scroll.left;
  const ms = Math.round(performance.now() - started);
  table.dataset.renderMs = String(ms);
  table.dataset.gridSheet = view.name;
  table.dataset.version = String(view.version);
  markRefused();
  select(Math.min(state.sel.row, view.rows - 1), Math.min(state.sel.col, view.cols - 1), false);
}

/** Classes of the page's own that a cell keeps when the sheet's formats of it are painted again. */
const OWN_CLASSES = ['sel', 'editing', 'refused', 'spilling'];

/**
 * A cell's formats as the sheet has them for the role (classes and inline styles), painted from
 * scratch; the page's own marks (selection, editor, refused entry) and the frozen panes' offsets stay.
 */
function paintCell(td: HTMLTableCellElement, view: SheetView, i: number, j: number): void {
  const cell = view.cells[i]?.[j] ?? { t: '' };
  const classes = OWN_CLASSES.filter((c) => td.classList.contains(c));
  if (cell.k === 'n') classes.push('n');
  if (cell.k === 'b') classes.push('b');
  if (cell.w) classes.push('w');
  if (cell.ro) classes.push('ro');
  else if (view.role === 'referee' && view.protection.protected) classes.push('editable-hint');
  const validation = cell.v !== undefined ? view.validations[cell.v] : undefined;
  if (validation?.criteria === 'CHECKBOX') classes.push('checkbox');
  if (validation?.items?.length && !cell.ro) classes.push('list');
  if (cell.k === 'e') classes.push('err');
  if (i < view.frozen.rows) classes.push('fr');
  if (j < view.frozen.cols) classes.push('fc');
  if (j === view.frozen.cols - 1) classes.push('fc-last');
  td.className = classes.join(' ');
  const { top, left } = td.style;
  td.removeAttribute('style');
  if (top) td.style.top = top;
  if (left) td.style.left = left;
  if (cell.bg) td.style.backgroundColor = cell.bg;
  // a locked cell greys its text unless the sheet gave it a colour of its own (white on a dark header)
  if (cell.fc && !(cell.ro && BLACK.test(cell.fc))) td.style.color = cell.fc;
  if (cell.b) td.style.fontWeight = 'bold';
  if (cell.i) td.style.fontStyle = 'italic';
  if (cell.al) td.style.textAlign = cell.al;
  // the sheet's own lines (a bracket tree's boxes), over the grid's
  if (cell.bd)
    for (const ch of cell.bd)
      td.style[ch === 't' ? 'borderTop' : ch === 'l' ? 'borderLeft' : ch === 'b' ? 'borderBottom' : 'borderRight'] =
        '1px solid #202124';
}

/** A cell's content as the sheet has it: its text (running on over empty neighbours, as in Sheets) and an error's message on hover. */
function fillCell(td: HTMLTableCellElement, view: SheetView, i: number, j: number): void {
  const cells = view.cells[i] ?? [];
  const cell = cells[j] ?? { t: '' };
  td.classList.remove('spilling');
  let room = 0;
  if (cell.k === 's' && !cell.w && (!cell.al || cell.al === 'left')) {
    const limit = j < view.frozen.cols ? view.frozen.cols : view.cols; // not past the frozen edge
    for (let n = j + 1; n < limit && isBlank(cells[n]); n++) room += view.colWidths[n] ?? 0;
  }
  if (room > 0) {
    const span = document.createElement('span');
    span.className = 'spill';
    span.style.maxWidth = `${(view.colWidths[j] ?? 100) + room - 7}px`;
    span.textContent = cell.t;
    td.replaceChildren(span);
    td.classList.add('spilling');
  } else {
    td.textContent = cell.t;
  }
  if (cell.k === 'e') td.title = cell.e ?? cell.t;
  else td.removeAttribute('title');
}

// ---- a refused entry -------------------------------------------------------------------------

function refusedAt(row: number, col: number): Refused | null {
  const r = state.refused;
  return r && r.sheet === state.view?.name && r.row === row && r.col === col ? r : null;
}

/** Shows the refused entry in its cell (when its sheet is the one shown), and the note if the cell is selected. */
function markRefused(): void {
  const r = state.refused;
  const td = r && r.sheet === state.view?.name ? state.tds[r.row]?.[r.col] : undefined;
  if (r && td) {
    td.classList.add('refused');
    td.classList.remove('spilling');
    if (!td.classList.contains('editing')) td.textContent = r.shown;
    td.title = `${r.title}: ${r.text}`;
  }
  placeNote();
}

/** The note beside the refused cell while that cell is selected: to its right, or under it when there is no room. */
function placeNote(): void {
  const r = state.refused;
  const td = r && r.sheet === state.view?.name ? state.tds[r.row]?.[r.col] : undefined;
  if (!r || !td || state.sel.row !== r.row || state.sel.col !== r.col) {
    note.box.hidden = true;
    delete note.box.dataset.a1;
    return;
  }
  note.title.textContent = r.title;
  note.text.textContent = r.text;
  note.hint.textContent = r.hint;
  note.box.dataset.a1 = a1Of(r.row, r.col);
  note.box.dataset.reason = r.reason;
  note.box.hidden = false;
  note.box.style.left = '0px'; // measured where nothing squeezes it
  note.box.style.top = '0px';
  // content coordinates of the scrolling area (the note is absolutely placed in it)
  const wrap = ui.wrap;
  const box = wrap.getBoundingClientRect();
  const x0 = wrap.scrollLeft - box.left - wrap.clientLeft;
  const y0 = wrap.scrollTop - box.top - wrap.clientTop;
  const cell = td.getBoundingClientRect();
  const editor = td.querySelector('input')?.getBoundingClientRect();
  const right = Math.max(cell.right, editor?.right ?? 0);
  const width = note.box.offsetWidth;
  let left = right + x0 + 3;
  let top = cell.top + y0;
  if (left + width > wrap.scrollLeft + wrap.clientWidth) {
    left = Math.max(wrap.scrollLeft, Math.min(cell.left + x0, wrap.scrollLeft + wrap.clientWidth - width));
    top = cell.bottom + y0 + 3;
  }
  note.box.style.left = `${Math.round(left)}px`;
  note.box.style.top = `${Math.round(top)}px`;
}

/** Forgets the refused entry: its cell shows the sheet's value again and the note goes. */
function clearRefused(): void {
  const r = state.refused;
  if (!r) return;
  state.refused = null;
  note.box.hidden = true;
  delete note.box.dataset.a1;
  const view = state.view;
  const td = view && r.sheet === view.name ? state.tds[r.row]?.[r.col] : undefined;
  if (!view || !td) return;
  td.classList.remove('refused');
  if (!td.classList.contains('editing')) fillCell(td, view, r.row, r.col);
}

/** A cell of the view shown nearest to (row, col). */
function clamp(at: { row: number; col: number }): { row: number; col: number } {
  const view = state.view;
  if (!view) return at;
  return { row: Math.max(0, Math.min(at.row, view.rows - 1)), col: Math.max(0, Math.min(at.col, view.cols - 1)) };
}

function select(row: number, col: number, scroll = true): void {
  const view = state.view;
  if (!view) return;
  row = Math.max(0, Math.min(row, view.rows - 1));
  col = Math.max(0, Math.min(col, view.cols - 1));
  state.tds[state.sel.row]?.[state.sel.col]?.classList.remove('sel');
  state.sel = { row, col };
  state.selBySheet.set(view.name, { row, col });
  const td = state.tds[row]?.[col];
  td?.classList.add('sel');
  if (td && scroll) td.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const cell = cellAt(row, col);
  const refused = refusedAt(row, col);
  ui.address.textContent = a1Of(row, col);
  ui.formula.textContent = refused ? refused.typed : cell ? (cell.f ?? cell.r ?? cell.t) : '';
  const validation = cell?.v !== undefined ? view.validations[cell.v] : undefined;
  if (cell?.k === 'e') {
    ui.help.textContent = cell.e ?? '';
    ui.help.className = 'help error';
  } else {
    const lock = cell?.ro ? say('lockedCell') : '';
    ui.help.textContent = [validation?.help, lock].filter(Boolean).join(' · ');
    ui.help.className = 'help';
  }
  placeNote();
}

// ---- loading ---------------------------------------------------------------------------------

/** A cell of the sheet shown as the view has it (the text typed into it, shown at once, goes), unless it is being edited. */
function repaint(sheet: string, row: number, col: number): void {
  const td = state.tds[row]?.[col];
  const view = state.view;
  if (!td || !view || view.name !== sheet || (state.editing?.row === row && state.editing.col === col)) return;
  fillCell(td, view, row, col);
  paintCell(td, view, row, col);
}

/** The view shown is this sheet's for this role: a patch from the server can apply to it. */
function showing(name: string, role: WorkbenchRole): SheetView | null {
  const view = state.view;
  return view && view.name === name && view.role === role && state.tds.length === view.rows ? view : null;
}

/**
 * Brings the grid to what the server sent: a whole view is rendered again (unless someone is
 * typing: the poll comes back), a patch updates only its cells (the one being edited keeps its
 * editor). Returns false when a patch did not fit the view shown (the whole view is then needed).
 */
function applyView(sent: SheetView | SheetPatch): boolean {
  if (!('base' in sent)) {
    if (state.editing) return true;
    state.view = sent;
    renderGrid(sent);
    return true;
  }
  const view = showing(sent.name, sent.role);
  if (!view || sent.name !== state.active) return false;
  if (sent.version <= view.version) return true; // already shown (or newer)
  if (sent.base !== view.version) return false;
  applyPatch(view, sent);
  return true;
}

/** Only the cells that changed: their content and formats, and the rest of their rows (text running on over a cell that emptied or filled). */
function applyPatch(view: SheetView, patch: SheetPatch): void {
  const started = performance.now();
  const rows = new Set<number>();
  for (const [i, j, cell] of patch.cells) {
    const line = view.cells[i];
    if (!line) continue;
    line[j] = cell;
    rows.add(i);
  }
  const editing = state.editing;
  for (const i of rows) {
    const line = state.tds[i] ?? [];
    for (let j = 0; j < line.length; j++) {
      const td = line[j] as HTMLTableCellElement;
      if (editing && editing.row === i && editing.col === j) continue;
      fillCell(td, view, i, j);
      paintCell(td, view, i, j);
    }
  }
  view.version = patch.version;
  ui.grid.dataset.version = String(patch.version);
  ui.grid.dataset.patchCells = String(patch.cells.length);
  ui.grid.dataset.patchMs = String(Math.round(performance.now() - started));
  if (!editing) {
    markRefused();
    select(state.sel.row, state.sel.col, false);
  }
}

async function loadView(): Promise<void> {
  const had = showing(state.active, state.role);
  const since = had ? `&since=${had.version}` : '';
  const url = `/api/sheet?name=${encodeURIComponent(state.active)}&role=${state.role}`;
  const sent = await api<SheetView | SheetPatch>(url + since);
  if (!applyView(sent)) applyView(await api<SheetView>(url));
}

/** Reloads the sheet list and the active sheet (one at a time; a call during one runs once more after it). */
function refresh(): Promise<void> {
  if (state.refreshing) {
    state.refreshAgain = true;
    return state.refreshing;
  }
  state.refreshing = (async () => {
    try {
      do {
        state.refreshAgain = false;
        const sheets = await api<SheetsView>('/api/sheets');
        const langChanged = state.sheets?.lang !== sheets.lang;
        state.sheets = sheets;
        state.version = sheets.version;
        ui.lang.value = sheets.lang;
        if (langChanged) localize();
        const names = sheets.sheets.map((s) => s.name);
        if (sheets.active !== state.serverActive) {
          state.serverActive = sheets.active;
          if (names.includes(sheets.active) && !state.pinned) state.active = sheets.active;
        }
        state.pinned = false;
        if (!names.includes(state.active)) state.active = names[0] ?? '';
        renderTabs();
        if (state.active) await loadView();
      } while (state.refreshAgain);
    } catch (e) {
      setStatus(say('unloaded', { detail: (e as Error).message }), 'error');
    } finally {
      state.refreshing = null;
    }
  })();
  return state.refreshing;
}

async function openSheet(name: string): Promise<void> {
  if (state.editing) finishEdit(true);
  clearRefused(); // another sheet: the refused entry is dropped, as Sheets drops it
  state.tabStart = null;
  if (state.view) state.selBySheet.set(state.view.name, state.sel);
  state.active = name;
  state.serverActive = name;
  state.sel = state.selBySheet.get(name) ?? { row: 0, col: 0 };
  ui.wrap.scrollTop = 0;
  ui.wrap.scrollLeft = 0;
  renderTabs();
  void api('/api/activate', { sheet: name }).catch(() => undefined);
  try {
    await loadView();
  } catch (e) {
    setStatus((e as Error).message, 'error');
  }
}

// ---- editing ---------------------------------------------------------------------------------

function startEdit(initial?: string): void {
  const view = state.view;
  if (!view || state.editing) return;
  const { row, col } = state.sel;
  const td = state.tds[row]?.[col];
  const cell = cellAt(row, col);
  if (!td) return;
  const input = document.createElement('input');
  input.className = 'cell-editor';
  input.dataset.role = 'cell-editor';
  input.spellcheck = false;
  const refused = refusedAt(row, col);
  input.value = initial ?? refused?.typed ?? (cell ? (cell.f ?? cell.r ?? cell.t) : '');
  const validation = cell?.v !== undefined ? view.validations[cell.v] : undefined;
  if (validation?.criteria === 'CHECKBOX' && initial === undefined && !refused) input.value = cell?.r ?? '';
  td.textContent = '';
  if (cell?.ro) {
    input.classList.add('locked');
    input.title = say('lockedEditor');
  }
  td.classList.add('editing');
  td.prepend(input);
  const items = validation?.items?.length ? validation.items : null;
  const editing: Editing = {
    row,
    col,
    input,
    done: false,
    list: items ? { items, offer: offer(items, input.value, initial === undefined) } : null,
  };
  state.editing = editing;
  if (items) {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-autocomplete', 'list');
    input.addEventListener('input', () => {
      if (!editing.list || editing.done) return;
      editing.list.offer = offer(editing.list.items, input.value);
      showDropdown(editing);
    });
  }
  input.addEventListener('keydown', (e) => {
    const list = editing.list;
    if (list && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      e.stopPropagation();
      list.offer.active = moveActive(list.offer.active, list.offer.shown.length, e.key === 'ArrowDown' ? 1 : -1);
      showDropdown(editing);
      return;
    }
    if (list && (e.key === 'Enter' || e.key === 'Tab') && list.offer.active >= 0)
      input.value = list.offer.shown[list.offer.active] ?? input.value;
    if (e.key === 'Enter') {
      e.preventDefault();
      finishEdit(true, 1, 0);
    } else if (e.key === 'Tab') {
      e.preventDefault();
      finishEdit(true, 0, e.shiftKey ? -1 : 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      finishEdit(false);
    }
    e.stopPropagation();
  });
  input.addEventListener('blur', () => {
    if (!editing.done) finishEdit(true, 0, 0, false);
  });
  input.focus();
  const end = input.value.length;
  input.setSelectionRange(end, end);
  showDropdown(editing);
  placeNote(); // beside the editor, which may be wider than the cell
}

/** The drop-down of the cell being edited (hidden when the cell has no list, or nothing matches): under the cell, or above it near the bottom. */
function showDropdown(editing: Editing | null): void {
  const list = editing && !editing.done ? editing.list : null;
  const td = editing ? state.tds[editing.row]?.[editing.col] : undefined;
  if (!editing || !list || !td || list.offer.shown.length === 0) {
    dropdown.hidden = true;
    dropdown.replaceChildren();
    delete dropdown.dataset.a1;
    return;
  }
  const { shown, active } = list.offer;
  const fragment = document.createDocumentFragment();
  shown.forEach((value, i) => {
    const item = document.createElement('div');
    item.className = i === active ? 'dropdown-item active' : 'dropdown-item';
    item.dataset.role = 'dropdown-item';
    item.dataset.value = value;
    item.setAttribute('role', 'option');
    item.setAttribute('aria-selected', i === active ? 'true' : 'false');
    item.textContent = value;
    fragment.append(item);
  });
  dropdown.replaceChildren(fragment);
  dropdown.dataset.a1 = a1Of(editing.row, editing.col);
  dropdown.hidden = false;
  const wrap = ui.wrap;
  const box = wrap.getBoundingClientRect();
  const x0 = wrap.scrollLeft - box.left - wrap.clientLeft;
  const y0 = wrap.scrollTop - box.top - wrap.clientTop;
  const cell = td.getBoundingClientRect();
  dropdown.style.minWidth = `${Math.round(Math.max(cell.width, 120))}px`;
  const height = dropdown.offsetHeight;
  const below = cell.bottom + height <= box.bottom || cell.top - height < box.top;
  dropdown.style.left = `${Math.round(cell.left + x0)}px`;
  dropdown.style.top = `${Math.round(below ? cell.bottom + y0 + 1 : cell.top + y0 - height - 1)}px`;
  const marked = dropdown.children[active] as HTMLElement | undefined;
  if (marked) {
    if (marked.offsetTop < dropdown.scrollTop) dropdown.scrollTop = marked.offsetTop;
    else if (marked.offsetTop + marked.offsetHeight > dropdown.scrollTop + dropdown.clientHeight)
      dropdown.scrollTop = marked.offsetTop + marked.offsetHeight - dropdown.clientHeight;
  }
}

/**
 * Where a move from (row, col) lands, as in Sheets: Tab moves right (Shift+Tab left) and remembers
 * where the run of Tabs started; Enter after it goes to the next row under that cell; Enter alone
 * goes down.
 */
function stepFrom(row: number, col: number, dRow: number, dCol: number): { row: number; col: number } {
  if (dRow === 0 && dCol === 0) return { row, col };
  if (dRow === 0) {
    if (!state.tabStart || state.tabStart.row !== row) state.tabStart = { row, col };
    return { row, col: col + dCol };
  }
  const start = state.tabStart;
  state.tabStart = null;
  if (dRow === 1 && dCol === 0 && start && start.row === row) return { row: row + 1, col: start.col };
  return { row: row + dRow, col: col + dCol };
}

/** Ends editing: commit (POST the value) or cancel; then moves the selection by (dRow, dCol). */
function finishEdit(commit: boolean, dRow = 0, dCol = 0, refocus = true): void {
  const editing = state.editing;
  if (!editing || editing.done) return;
  editing.done = true;
  state.editing = null;
  showDropdown(null);
  const { row, col, input } = editing;
  const value = input.value;
  const cell = cellAt(row, col);
  const before = cell ? (cell.f ?? cell.r ?? cell.t) : '';
  const td = state.tds[row]?.[col];
  if (td) {
    td.classList.remove('editing');
    if (state.view) {
      fillCell(td, state.view, row, col);
      paintCell(td, state.view, row, col);
    }
  }
  if (refocus) ui.wrap.focus({ preventScroll: true });
  const to = stepFrom(row, col, dRow, dCol);
  if (!commit || value === before) {
    // Escape, or the cell's own value again: a refused entry is given up and the cell shows its value
    clearRefused();
    select(to.row, to.col);
    return;
  }
  if (td) td.textContent = value; // shown at once; the recomputed sheet replaces it
  // sent first (the request leaves before the page lays the grid out again), then the cursor moves
  // on at once, as in Sheets: the next keystrokes belong to the next cell (a refusal brings it back)
  const sent = submit(row, col, value, value, clamp(to));
  select(to.row, to.col);
  void sent;
}

/**
 * Sends one cell's new value. Refused by validation or protection, the cell keeps the entry
 * (`shown`), marked, with the note beside it, and the cursor comes back to it from `next` (where
 * finishing the edit moved it) unless the person has gone elsewhere since.
 */
async function submit(
  row: number,
  col: number,
  value: string,
  shown = value,
  next?: { row: number; col: number },
): Promise<void> {
  const sheet = state.active;
  const a1 = a1Of(row, col);
  try {
    const since = showing(sheet, state.role)?.version;
    const result = await api<EditResult>('/api/edit', { sheet, a1, value, role: state.role, since });
    if (result.ok && result.view && applyView(result.view)) repaint(sheet, row, col);
    if (result.ok) {
      if (state.refused?.sheet === sheet && state.refused.row === row && state.refused.col === col) clearRefused();
      setStatus(say('typed', { cell: `${sheet}!${a1}`, value: value === '' ? say('cleared') : value }), 'ok');
    } else if ((result.reason === 'validation' || result.reason === 'protected') && sheet === state.active) {
      const validation = result.reason === 'validation';
      state.refused = {
        sheet,
        row,
        col,
        shown,
        typed: value,
        reason: result.reason,
        title: say(validation ? 'invalidTitle' : 'protectedTitle'),
        text: validation ? (result.help ?? say('invalidFallback')) : say('protectedText'),
        hint: say('escapeHint'),
      };
      const back = !state.editing && (!next || (state.sel.row === next.row && state.sel.col === next.col));
      if (back) select(row, col);
      markRefused();
      setStatus(
        say(validation ? 'refusedValidation' : 'refusedProtected', { cell: `${sheet}!${a1}`, value: `«${value}»` }),
        'error',
        result.message,
      );
    } else {
      setStatus(say('refusedOther', { detail: result.message ?? '' }), 'error');
    }
  } catch (e) {
    setStatus(say('unreached', { detail: (e as Error).message }), 'error');
  }
  await refresh();
}

/** A checkbox flips at once on the page (a second click before the answer flips it back), then on the server. */
function toggle(row: number, col: number): Promise<void> {
  const cell = cellAt(row, col);
  const value = cell?.r === 'TRUE' ? 'FALSE' : 'TRUE';
  if (cell) {
    cell.r = value;
    cell.t = value === 'TRUE' ? '☑' : '☐';
    const td = state.tds[row]?.[col];
    if (td) td.textContent = cell.t;
  }
  return submit(row, col, value, cell?.t ?? value);
}

// ---- keyboard and mouse ----------------------------------------------------------------------

ui.grid.addEventListener('mousedown', (e) => {
  const td = (e.target as HTMLElement).closest('td');
  if (!td || td.classList.contains('editing')) return;
  if (state.editing) finishEdit(true);
  state.tabStart = null;
  const tr = td.parentElement as HTMLTableRowElement;
  select(tr.sectionRowIndex, td.cellIndex - 1, false);
});

ui.grid.addEventListener('click', (e) => {
  const td = (e.target as HTMLElement).closest('td');
  if (!td || state.editing) return;
  if (td.classList.contains('checkbox')) void toggle(state.sel.row, state.sel.col);
  // the arrow at the right of a list cell opens its drop-down
  else if (td.classList.contains('list') && e.clientX >= td.getBoundingClientRect().right - 16) startEdit();
});

ui.grid.addEventListener('dblclick', (e) => {
  const td = (e.target as HTMLElement).closest('td');
  if (!td || td.classList.contains('checkbox')) return;
  startEdit();
});

ui.wrap.addEventListener('keydown', (e) => {
  if (state.editing || !state.view || e.target !== ui.wrap) return;
  const { row, col } = state.sel;
  const moves: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const move = moves[e.key];
  if (e.key === 'Tab') {
    e.preventDefault();
    const to = stepFrom(row, col, 0, e.shiftKey ? -1 : 1);
    select(to.row, to.col);
  } else if (move) {
    e.preventDefault();
    state.tabStart = null;
    select(row + move[0], col + move[1]);
  } else if (e.key === 'Escape' && refusedAt(row, col)) {
    e.preventDefault();
    clearRefused();
    select(row, col);
  } else if (e.key === 'Enter' || e.key === 'F2') {
    e.preventDefault();
    startEdit();
  } else if (e.key === 'Delete' || e.key === 'Backspace') {
    e.preventDefault();
    const cell = cellAt(row, col);
    if (cell && (cell.t !== '' || cell.f)) void submit(row, col, '');
    else if (refusedAt(row, col)) {
      clearRefused(); // the cell was empty: clearing it gives up the refused entry
      select(row, col);
    }
  } else if (e.key === ' ' && state.tds[row]?.[col]?.classList.contains('checkbox')) {
    e.preventDefault();
    void toggle(row, col);
  } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    startEdit(e.key);
  }
});

ui.role.addEventListener('change', () => {
  state.role = ui.role.value === 'committee' ? 'committee' : 'referee';
  clearRefused();
  try {
    localStorage.setItem('workbench.role', state.role);
  } catch {
    // storage may be off: the choice lasts until reload
  }
  setStatus(say(state.role === 'referee' ? 'roleIsReferee' : 'roleIsCommittee'), 'info');
  void refresh();
});

/** Reset asks first, beside the button: everything typed goes, and the book lives only in memory. */
function askReset(open: boolean): void {
  ui.resetAsk.hidden = !open;
  ui.reset.hidden = open;
  if (open) ui.resetCancel.focus();
  else ui.reset.focus();
}

ui.reset.addEventListener('click', () => askReset(true));
ui.resetCancel.addEventListener('click', () => askReset(false));
ui.resetSure.addEventListener('click', () => {
  const fresh = ui.lang.value as WorkbenchLang;
  askReset(false);
  ui.reset.disabled = true;
  setStatus(say('resetting', { lang: fresh }));
  api<{ version: number }>('/api/reset', { lang: fresh })
    .then(async () => {
      clearRefused();
      state.serverActive = null;
      state.selBySheet.clear();
      state.sel = { row: 0, col: 0 };
      ui.sidebar.src = '/sidebar';
      await refresh();
      loadMenu();
      setStatus(say('resetDone', { lang: fresh }), 'ok');
    })
    .catch((e: unknown) => setStatus(say('resetFailed', { detail: (e as Error).message }), 'error'))
    .finally(() => {
      ui.reset.disabled = false;
    });
});

// ---- the add-on menu (Extensions → the add-on) ------------------------------------------------

/** The menu's items as onOpen builds them, in the tournament language. */
function loadMenu(): void {
  api<{ items: [string, string][] }>('/api/menu')
    .then(({ items }) => {
      ui.menu.replaceChildren(new Option('…', ''), ...items.map(([caption, handler]) => new Option(caption, handler)));
    })
    .catch(() => undefined);
}

ui.menu.addEventListener('change', () => {
  const handler = ui.menu.value;
  if (!handler) return;
  const caption = ui.menu.selectedOptions[0]?.text ?? handler;
  ui.menu.disabled = true;
  setStatus(`${caption}…`);
  api<{ said: string[] }>('/api/menu', { handler })
    .then(async ({ said }) => {
      await refresh();
      setStatus(said.join(' ') || caption, 'ok');
    })
    .catch((e: unknown) => setStatus(`${caption}: ${(e as Error).message}`, 'error'))
    .finally(() => {
      ui.menu.disabled = false;
      ui.menu.value = '';
    });
});

// the sidebar's google.script.run shim says a call completed: the spreadsheet may have changed
window.addEventListener('message', (e) => {
  if (e.origin !== location.origin || e.source !== ui.sidebar.contentWindow) return;
  if ((e.data as { type?: unknown } | null)?.type === CHANGED_MESSAGE) void refresh();
});

// anything else that changes the book (another tab, a test driving the API) shows within a second
setInterval(() => {
  if (state.editing || state.refreshing || document.hidden) return;
  api<{ version: number }>('/api/version')
    .then(({ version }) => {
      if (version !== state.version || (state.view && state.view.version !== version)) void refresh();
    })
    .catch(() => undefined);
}, 1000);

// ---- start -----------------------------------------------------------------------------------

const params = new URLSearchParams(location.search);
let savedRole: string | null = null;
try {
  savedRole = localStorage.getItem('workbench.role');
} catch {
  // no storage
}
const initialRole = params.get('role') ?? savedRole;
if (initialRole === 'committee' || initialRole === 'referee') state.role = initialRole;
ui.role.value = state.role;
const initialSheet = params.get('sheet');
if (initialSheet) {
  state.active = initialSheet;
  state.pinned = true;
}
loadMenu();
void refresh().then(() => {
  if (!ui.status.textContent)
    setStatus(say('ready', { role: say(state.role === 'referee' ? 'roleReferee' : 'roleCommittee') }));
});
ui.wrap.focus();
