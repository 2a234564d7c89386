/**
 * A light in-memory SpreadsheetApp / LockService for the generation benchmark: stores what is
 * written, counts every call by sheet and category, evaluates nothing (formula cells read as "").
 * The test suite's fake (test/fakes/, with a real formula engine) is the faithful one; this one
 * exists so the benchmark times our code, not a formula engine.
 */
const VALUE_CALLS = new Set(['getValues', 'getFormulas', 'setValues', 'clear', 'clearDataValidations']);
const NAV_CALLS = new Set(['getSheetByName', 'insertSheet', 'getRange', 'getDataRange', 'getRangeList', 'getRanges', 'getSheets', 'getName', 'getLastRow', 'getLastColumn', 'getProtections', 'getUnprotectedRanges', 'getEditors', 'canDomainEdit', 'deleteSheet', 'getActiveSpreadsheet', 'getSpreadsheetLocale', 'getRow', 'getColumn', 'getNumRows', 'getNumColumns', 'getA1Notation', 'getDescription', 'flush']);

export function createGas({ locale = 'ru_RU' } = {}) {
  const calls = [];
  /** developer metadata: { key, value, sheet (object or null), row|col (1-based) } */
  let metadata = [];
  const finder = (scope) => {
    const conditions = [scope];
    const f = {
      withKey: (k) => (conditions.push((m) => m.key === k), f),
      withValue: (v) => (conditions.push((m) => m.value === v), f),
      withLocationType: (t) => (conditions.push((m) => m.type === t), f),
      find: () => {
        count(null, 'find');
        return metadata.filter((m) => conditions.every((c) => c(m))).map((m) => ({
          getKey: () => m.key,
          getValue: () => m.value,
          setValue: (v) => ((m.value = v), undefined),
          remove: () => {
            metadata = metadata.filter((x) => x !== m);
          },
          getLocation: () => ({
            getLocationType: () => m.type,
            getSheet: () => m.sheet,
            getRow: () => (m.type === 'ROW' ? { getRow: () => m.at } : null),
            getColumn: () => (m.type === 'COLUMN' ? { getColumn: () => m.at } : null),
          }),
        }));
      },
    };
    return f;
  };
  const count = (sheet, method) => {
    calls.push({ sheet, method, category: VALUE_CALLS.has(method) ? 'values' : NAV_CALLS.has(method) ? 'navigation' : 'formats' });
  };
  const builder = (kind) => {
    const b = {};
    for (const m of ['requireValueInList', 'requireNumberBetween', 'requireCheckbox', 'requireTextIsEmail', 'requireFormulaSatisfied', 'setAllowInvalid', 'setHelpText', 'whenFormulaSatisfied', 'setBackground', 'setRanges']) {
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

  function makeSheet(name) {
    const cells = new Map(); // "r,c" -> { v, f }
    let protections = [];
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
      const rec = (m, f) => (...a) => {
        count(name, m);
        return f(...a);
      };
      Object.assign(r, {
        getA1Notation: rec('getA1Notation', () => `R${row}C${col}`),
        getRow: rec('getRow', () => row),
        getColumn: rec('getColumn', () => col),
        getNumRows: rec('getNumRows', () => rows),
        getNumColumns: rec('getNumColumns', () => cols),
        getValues: rec('getValues', () =>
          Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => {
            const x = cells.get(`${row - 1 + i},${col - 1 + j}`);
            return x && !x.f ? x.v : '';
          })),
        ),
        getFormulas: rec('getFormulas', () =>
          Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => cells.get(`${row - 1 + i},${col - 1 + j}`)?.f ?? '')),
        ),
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
      });
      for (const m of ['clearDataValidations', 'setBackgrounds', 'setFontWeights', 'setFontStyles', 'setFontColors', 'setNumberFormats', 'setHorizontalAlignments', 'setWraps', 'setDataValidations']) r[m] = rec(m, () => r);
      const grid = (v) => () => Array.from({ length: rows }, () => Array.from({ length: cols }, () => v));
      for (const [m, v] of [['getBackgrounds', '#ffffff'], ['getFontWeights', 'normal'], ['getFontStyles', 'normal'], ['getFontColors', '#000000'], ['getNumberFormats', 'General'], ['getHorizontalAlignments', 'general'], ['getWraps', false], ['getDataValidations', null]]) r[m] = rec(m, grid(v));
      r.getSheet = () => sheet;
      r.addDeveloperMetadata = rec('addDeveloperMetadata', (key, value) => {
        metadata.push(rows === 1000 || cols !== 26 ? { key, value, sheet, type: 'COLUMN', at: col } : { key, value, sheet, type: 'ROW', at: row });
        return r;
      });
      return r;
    };
    /** "5:5" (a whole row) or "C:C" (a whole column), as the add-on asks for metadata. */
    const a1 = (text) => {
      const m = /^(\d+):\d+$/.exec(text);
      if (m) return range(Number(m[1]), 1, 1, 26);
      const c = /^([A-Z]+):[A-Z]+$/.exec(text);
      if (c) return range(1, [...c[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0), 1000, 1);
      throw new Error(`gas-fake: range ${text}`);
    };
    Object.assign(sheet, {
      getName: () => (count(name, 'getName'), name),
      getRange: (row, col, rows = 1, cols = 1) => (count(name, 'getRange'), typeof row === 'string' ? a1(row) : range(row, col, rows, cols)),
      getMaxRows: () => 1000,
      getMaxColumns: () => 26,
      getFrozenRows: () => 0,
      getFrozenColumns: () => 0,
      getColumnWidth: () => 100,
      getConditionalFormatRules: () => [],
      addDeveloperMetadata: (key, value) => (count(name, 'addDeveloperMetadata'), metadata.push({ key, value, sheet, type: 'SHEET' }), sheet),
      createDeveloperMetadataFinder: () => (count(name, 'createDeveloperMetadataFinder'), finder((m) => m.sheet === sheet)),
      getDataRange: () => {
        count(name, 'getDataRange');
        const { rows, cols } = extent();
        return range(1, 1, Math.max(rows, 1), Math.max(cols, 1));
      },
      getLastRow: () => (count(name, 'getLastRow'), extent().rows),
      getLastColumn: () => (count(name, 'getLastColumn'), extent().cols),
      setFrozenRows: () => count(name, 'setFrozenRows'),
      setFrozenColumns: () => count(name, 'setFrozenColumns'),
      setColumnWidths: () => (count(name, 'setColumnWidths'), sheet),
      setConditionalFormatRules: () => count(name, 'setConditionalFormatRules'),
      protect: () => {
        count(name, 'protect');
        let unprotected = [];
        let description = '';
        const p = {
          setDescription: (d) => (count(name, 'setDescription'), (description = d), p),
          getDescription: () => description,
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
