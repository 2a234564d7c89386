/**
 * A light in-memory SpreadsheetApp / LockService for the generation benchmark: stores what is
 * written, counts every call by sheet and category, evaluates nothing (formula cells read as "").
 * The test suite's fake (fakes/, with a real formula engine) is the faithful one; this one
 * exists so the benchmark times our code, not a formula engine.
 *
 * It answers every method of src/sheets/gas.ts, cheaply: formats and validations are remembered
 * per cell only so that the getters can give them back; developer metadata is a plain list
 * (nothing moves, since nothing here inserts rows).
 */
const VALUE_CALLS = new Set([
  'getValues',
  'getSheetValues',
  'getFormulas',
  'setValues',
  'RangeList.setValue',
  'clear',
  'clearDataValidations',
]);
const NAV_CALLS = new Set([
  'getSheetByName',
  'insertSheet',
  'getRange',
  'getDataRange',
  'getRangeList',
  'getRanges',
  'getSheets',
  'getName',
  'getLastRow',
  'getLastColumn',
  'getProtections',
  'getUnprotectedRanges',
  'getEditors',
  'canDomainEdit',
  'deleteSheet',
  'getActiveSpreadsheet',
  'getSpreadsheetLocale',
  'getSpreadsheetTimeZone',
  'getRow',
  'getColumn',
  'getNumRows',
  'getNumColumns',
  'getA1Notation',
  'getDescription',
  'flush',
  'getMaxRows',
  'getMaxColumns',
  'getFrozenRows',
  'isColumnHiddenByUser',
  'isRowHiddenByUser',
  'getFrozenColumns',
  'getColumnWidth',
  'getConditionalFormatRules',
  'getSheet',
  'createDeveloperMetadataFinder',
  'find',
  'getKey',
  'getValue',
  'getLocation',
]);
const GRID_ROWS = 1000;
const GRID_COLUMNS = 26;

/** Format getters: the method, the setter whose values it gives back, Apps Script's default. */
const FORMAT_GETTERS = [
  ['getBackgrounds', 'setBackgrounds', '#ffffff'],
  ['getFontWeights', 'setFontWeights', 'normal'],
  ['getFontStyles', 'setFontStyles', 'normal'],
  ['getFontColors', 'setFontColors', '#000000'],
  ['getNumberFormats', 'setNumberFormats', 'General'],
  ['getHorizontalAlignments', 'setHorizontalAlignments', 'general'],
  ['getWraps', 'setWraps', false],
  ['getDataValidations', 'setDataValidations', null],
];

const colIndex = (letters) => [...letters.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** "B2", "B2:C5", "C:D", "5:5" → [row, col, rows, cols] (1-based), as Sheet.getRange(a1Notation). */
function parseA1(a1) {
  const [p, q = p] = a1.replace(/\$/g, '').toUpperCase().split(':');
  const cell = (x) => /^([A-Z]+)(\d+)$/.exec(x);
  const a = cell(p);
  const b = cell(q);
  if (a && b) {
    const [r1, r2] = [Number(a[2]), Number(b[2])].sort((x, y) => x - y);
    const [c1, c2] = [colIndex(a[1]), colIndex(b[1])].sort((x, y) => x - y);
    return [r1, c1, r2 - r1 + 1, c2 - c1 + 1];
  }
  if (/^[A-Z]+$/.test(p) && /^[A-Z]+$/.test(q)) {
    const [c1, c2] = [colIndex(p), colIndex(q)].sort((x, y) => x - y);
    return [1, c1, GRID_ROWS, c2 - c1 + 1];
  }
  if (/^\d+$/.test(p) && /^\d+$/.test(q)) {
    const [r1, r2] = [Number(p), Number(q)].sort((x, y) => x - y);
    return [r1, 1, r2 - r1 + 1, GRID_COLUMNS];
  }
  throw new Error(`Range not found: ${a1}`);
}

export function createGas({ locale = 'ru_RU' } = {}) {
  const calls = [];
  const count = (sheet, method) => {
    const category = VALUE_CALLS.has(method)
      ? 'values'
      : NAV_CALLS.has(method)
        ? 'navigation'
        : /DeveloperMetadata|^find$/.test(method)
          ? 'metadata'
          : 'formats';
    calls.push({ sheet, method, category });
  };
  const builder = (kind) => {
    const b = {};
    for (const m of [
      'requireValueInList',
      'requireNumberBetween',
      'requireCheckbox',
      'requireTextIsEmail',
      'requireFormulaSatisfied',
      'setAllowInvalid',
      'setHelpText',
      'whenFormulaSatisfied',
      'setBackground',
      'setRanges',
    ]) {
      b[m] = () => {
        calls.push({ sheet: null, method: m, category: 'builders' });
        return b;
      };
    }
    b.build = () => {
      calls.push({ sheet: null, method: 'build', category: 'builders' });
      return { kind };
    };
    return b;
  };

  // Developer metadata: { key, value, type, sheet (the sheet object or null), row, col, rows, cols }.
  let metadata = [];
  const metadataObject = (m) => {
    const o = {
      getKey: () => (count(null, 'getKey'), m.key),
      getValue: () => (count(null, 'getValue'), m.value),
      setValue: (v) => (count(null, 'setValue'), (m.value = v), o),
      remove: () => {
        count(null, 'remove');
        metadata = metadata.filter((x) => x !== m);
      },
      getLocation: () => (
        count(null, 'getLocation'),
        {
          getLocationType: () => m.type,
          getSheet: () => m.sheet,
          getRow: () => (m.type === 'ROW' ? m.sheet.getRange(m.row, 1, m.rows, GRID_COLUMNS) : null),
          getColumn: () => (m.type === 'COLUMN' ? m.sheet.getRange(1, m.col, GRID_ROWS, m.cols) : null),
        }
      ),
    };
    return o;
  };
  const finder = (scope) => {
    const conditions = [scope];
    const f = {
      withKey: (k) => (conditions.push((m) => m.key === k), f),
      withValue: (v) => (conditions.push((m) => m.value === v), f),
      withLocationType: (t) => (conditions.push((m) => m.type === t), f),
      find: () => (count(null, 'find'), metadata.filter((m) => conditions.every((c) => c(m))).map(metadataObject)),
    };
    return f;
  };

  function makeSheet(name) {
    const cells = new Map(); // "r,c" -> { v, f }
    const formats = new Map(); // setter -> Map("r,c" -> value)
    let protections = [];
    let rules = [];
    const hidden = new Set();
    const hiddenRows = new Set();
    let maxRows = GRID_ROWS;
    let maxColumns = GRID_COLUMNS;
    const extent = () => {
      let rows = 0;
      let cols = 0;
      for (const [k, x] of cells) {
        if (x.v === '' && !x.f) continue;
        const [r, c] = k.split(',').map(Number);
        rows = Math.max(rows, r + 1);
        cols = Math.max(cols, c + 1);
      }
      return { rows, cols };
    };
    const sheet = {};
    const range = (row, col, rows, cols) => {
      const r = {};
      const rec =
        (m, f) =>
        (...a) => {
          count(name, m);
          return f(...a);
        };
      const grid = (f) =>
        Array.from({ length: rows }, (_, i) =>
          Array.from({ length: cols }, (_, j) => f(`${row - 1 + i},${col - 1 + j}`)),
        );
      Object.assign(r, {
        getA1Notation: rec('getA1Notation', () => `R${row}C${col}`),
        getRow: rec('getRow', () => row),
        getColumn: rec('getColumn', () => col),
        getNumRows: rec('getNumRows', () => rows),
        getNumColumns: rec('getNumColumns', () => cols),
        getSheet: rec('getSheet', () => sheet),
        getValues: rec('getValues', () =>
          grid((k) => {
            const x = cells.get(k);
            return x && !x.f ? x.v : '';
          }),
        ),
        getFormulas: rec('getFormulas', () => grid((k) => cells.get(k)?.f ?? '')),
        setValues: rec('setValues', (values) => {
          if (values.length !== rows || values.some((l) => l.length !== cols)) throw new Error('shape');
          values.forEach((line, i) =>
            line.forEach((v, j) => {
              const k = `${row - 1 + i},${col - 1 + j}`;
              if (typeof v === 'string' && v.startsWith('=')) cells.set(k, { v: '', f: v });
              else if (typeof v === 'string' && v.startsWith("'")) cells.set(k, { v: v.slice(1) });
              else if (v === '' || v === null || v === undefined) cells.delete(k);
              else cells.set(k, { v });
            }),
          );
          return r;
        }),
        clear: rec('clear', () => {
          for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) cells.delete(`${row - 1 + i},${col - 1 + j}`);
          return r;
        }),
        clearDataValidations: rec('clearDataValidations', () => r),
        setDataValidation: rec('setDataValidation', (rule) => {
          const m = formats.get('setDataValidations') ?? new Map();
          formats.set('setDataValidations', m);
          for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) m.set(`${row - 1 + i},${col - 1 + j}`, rule);
          return r;
        }),
        addDeveloperMetadata: rec('addDeveloperMetadata', (key, value) => {
          const type = cols === GRID_COLUMNS ? 'ROW' : 'COLUMN';
          metadata.push({ key, value: value ?? null, type, sheet, row, col, rows, cols });
          return r;
        }),
      });
      for (const [, setter] of FORMAT_GETTERS) {
        r[setter] = rec(setter, (values) => {
          const m = formats.get(setter) ?? new Map();
          formats.set(setter, m);
          values.forEach((line, i) => line.forEach((v, j) => m.set(`${row - 1 + i},${col - 1 + j}`, v)));
          return r;
        });
      }
      for (const [getter, setter, fallback] of FORMAT_GETTERS)
        r[getter] = rec(getter, () => grid((k) => formats.get(setter)?.get(k) ?? fallback));
      return r;
    };
    Object.assign(sheet, {
      getName: () => (count(name, 'getName'), name),
      getRange: (row, col, rows = 1, cols = 1) => {
        count(name, 'getRange');
        return typeof row === 'string' ? range(...parseA1(row)) : range(row, col, rows, cols);
      },
      getDataRange: () => {
        count(name, 'getDataRange');
        const { rows, cols } = extent();
        return range(1, 1, Math.max(rows, 1), Math.max(cols, 1));
      },
      // A -1 count: through the last row (column) with data, as fakes/objects.ts reads it. (The
      // range's getValues is counted too: the add-on reads this way only after a self-check, which
      // the generation benchmark does not run.)
      getSheetValues: (row, col, rows, cols) => {
        count(name, 'getSheetValues');
        const { rows: r, cols: c } = extent();
        const n = rows === -1 ? r - row + 1 : rows;
        const m = cols === -1 ? c - col + 1 : cols;
        if (n < 1 || m < 1) return [];
        const grid = range(row, col, n, m);
        return grid.getValues();
      },
      getLastRow: () => (count(name, 'getLastRow'), extent().rows),
      getLastColumn: () => (count(name, 'getLastColumn'), extent().cols),
      getMaxRows: () => (count(name, 'getMaxRows'), maxRows),
      getMaxColumns: () => (count(name, 'getMaxColumns'), maxColumns),
      insertColumnsAfter: (_after, n) => {
        count(name, 'insertColumnsAfter');
        maxColumns += n;
        return sheet;
      },
      insertRowsAfter: (_after, n) => {
        count(name, 'insertRowsAfter');
        maxRows += n;
        return sheet;
      },
      getFrozenRows: () => (count(name, 'getFrozenRows'), 0),
      getFrozenColumns: () => (count(name, 'getFrozenColumns'), 0),
      getColumnWidth: () => (count(name, 'getColumnWidth'), 100),
      getConditionalFormatRules: () => (count(name, 'getConditionalFormatRules'), rules.slice()),
      setFrozenRows: () => count(name, 'setFrozenRows'),
      setFrozenColumns: () => count(name, 'setFrozenColumns'),
      setColumnWidths: () => (count(name, 'setColumnWidths'), sheet),
      setRowHeights: () => (count(name, 'setRowHeights'), sheet),
      hideColumns: (col, n = 1) => {
        count(name, 'hideColumns');
        for (let c = col; c < col + n; c++) hidden.add(c);
      },
      showColumns: (col, n = 1) => {
        count(name, 'showColumns');
        for (let c = col; c < col + n; c++) hidden.delete(c);
      },
      isColumnHiddenByUser: (col) => (count(name, 'isColumnHiddenByUser'), hidden.has(col)),
      hideRows: (row, n = 1) => {
        count(name, 'hideRows');
        for (let r = row; r < row + n; r++) hiddenRows.add(r);
      },
      showRows: (row, n = 1) => {
        count(name, 'showRows');
        for (let r = row; r < row + n; r++) hiddenRows.delete(r);
      },
      isRowHiddenByUser: (row) => (count(name, 'isRowHiddenByUser'), hiddenRows.has(row)),
      setConditionalFormatRules: (rs) => {
        count(name, 'setConditionalFormatRules');
        rules = rs.slice();
      },
      addDeveloperMetadata: (key, value) => {
        count(name, 'addDeveloperMetadata');
        metadata.push({ key, value: value ?? null, type: 'SHEET', sheet });
        return sheet;
      },
      createDeveloperMetadataFinder: () => (
        count(name, 'createDeveloperMetadataFinder'),
        finder((m) => m.sheet === sheet)
      ),
      protect: () => {
        count(name, 'protect');
        let unprotected = [];
        const p = {
          setDescription: () => (count(name, 'setDescription'), p),
          getDescription: () => '',
          setUnprotectedRanges: (rs) => (count(name, 'setUnprotectedRanges'), (unprotected = rs), p),
          getUnprotectedRanges: () => (count(name, 'getUnprotectedRanges'), unprotected),
          setWarningOnly: () => (count(name, 'setWarningOnly'), p),
          getEditors: () => (count(name, 'getEditors'), []),
          removeEditors: () => (count(name, 'removeEditors'), p),
          addEditors: () => (count(name, 'addEditors'), p),
          canDomainEdit: () => (count(name, 'canDomainEdit'), false),
          setDomainEdit: () => (count(name, 'setDomainEdit'), p),
          remove: () => {
            count(name, 'remove');
            protections = protections.filter((x) => x !== p);
          },
        };
        protections.push(p);
        return p;
      },
      getProtections: () => (count(name, 'getProtections'), protections.slice()),
      getRangeList: (a1s) => {
        count(name, 'getRangeList');
        const list = {
          getRanges: () => (count(name, 'getRanges'), a1s.map(() => range(1, 1, 1, 1))),
          setNumberFormat: () => (count(name, 'setNumberFormat'), list),
          setValue: () => (count(name, 'RangeList.setValue'), list),
          setBorder: () => (count(name, 'setBorder'), list),
        };
        return list;
      },
    });
    return sheet;
  }

  const sheets = [];
  const book = {
    getSheetByName: (n) => (count(null, 'getSheetByName'), sheets.find((s) => s.name === n)?.sheet ?? null),
    insertSheet: (n) => {
      count(n, 'insertSheet');
      if (sheets.some((s) => s.name === n)) throw new Error(`duplicate sheet ${n}`);
      const sheet = makeSheet(n);
      sheets.push({ name: n, sheet });
      return sheet;
    },
    deleteSheet: (sh) => {
      count(null, 'deleteSheet');
      const i = sheets.findIndex((s) => s.sheet === sh);
      if (i >= 0) sheets.splice(i, 1);
      metadata = metadata.filter((m) => m.sheet !== sh);
    },
    getSheets: () => (count(null, 'getSheets'), sheets.map((s) => s.sheet)),
    getSpreadsheetLocale: () => locale,
    getSpreadsheetTimeZone: () => 'Asia/Almaty',
    createDeveloperMetadataFinder: () => (count(null, 'createDeveloperMetadataFinder'), finder(() => true)),
  };
  let held = false;
  return {
    calls,
    sheetNames: () => sheets.map((s) => s.name),
    SpreadsheetApp: {
      getActiveSpreadsheet: () => book,
      newDataValidation: () => builder('validation'),
      newConditionalFormatRule: () => builder('conditional'),
      flush: () => count(null, 'flush'),
      ProtectionType: { SHEET: 'SHEET', RANGE: 'RANGE' },
      DeveloperMetadataLocationType: { SPREADSHEET: 'SPREADSHEET', SHEET: 'SHEET', ROW: 'ROW', COLUMN: 'COLUMN' },
    },
    LockService: {
      getDocumentLock: () => ({
        tryLock: () => (held = true),
        releaseLock: () => {
          held = false;
        },
        hasLock: () => held,
      }),
    },
  };
}
