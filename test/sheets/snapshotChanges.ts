/** Two book.snapshot()s compared for a short message (test/sheets/each-write-fails.test.ts, the property tests). */

/**
 * What differs between two snapshots: "sheet: field" (and the sheets added or gone), for a short
 * message; metadata entries in any order. A font color put back as "#000000" and a wrap put back as false are the defaults: Sheets
 * reports unset ones so (Range.getFontColors, getWraps), and the applier puts back what it read.
 */
export function changes(before: unknown, after: unknown): string[] {
  type Sheet = Record<string, unknown> & { name: string };
  const was = before as Sheet[];
  const now = after as Sheet[];
  const out: string[] = [];
  if (was.map((s) => s.name).join('|') !== now.map((s) => s.name).join('|'))
    out.push(`sheets: ${was.map((s) => s.name).join(', ')} → ${now.map((s) => s.name).join(', ')}`);
  const defaults: Record<string, unknown> = { fontColor: '#000000', wrap: false };
  const shown = (key: string, v: unknown) =>
    JSON.stringify(v, (k, x: unknown) => {
      if (key !== 'formats') return x;
      if (k in defaults && x === defaults[k]) return undefined;
      // a cell whose every format is a default one is a cell with none
      return typeof x === 'object' &&
        x !== null &&
        Object.keys(x).length > 0 &&
        Object.entries(x).every(([f, y]) => defaults[f] === y)
        ? undefined
        : x;
    });
  // A sheet's metadata entries are a set: the order a search lists them in is nothing Sheets
  // promises (entries removed and added again — anchors put back — come last).
  const field = (sheet: Sheet, key: string): unknown => {
    const v = sheet[key];
    return key === 'metadata' && Array.isArray(v)
      ? v
          .map((m) => JSON.stringify(m))
          .sort()
          .map((m) => JSON.parse(m) as unknown)
      : v;
  };
  for (const s of was) {
    const t = now.find((x) => x.name === s.name);
    if (!t) continue;
    for (const key of Object.keys(s)) {
      if (shown(key, field(s, key)) === shown(key, field(t, key))) continue;
      const a = (field(s, key) ?? {}) as Record<string, unknown>;
      const b = (field(t, key) ?? {}) as Record<string, unknown>;
      // the first cells (or fields) that differ
      const cells = [...new Set([...Object.keys(a), ...Object.keys(b)])]
        .filter((k) => shown(key, a[k]) !== shown(key, b[k]))
        .slice(0, 3)
        .map((k) => `${k}: ${shown(key, a[k])} → ${shown(key, b[k])}`);
      out.push(`${s.name}: ${key} ${cells.join('; ').slice(0, 600)}`);
    }
  }
  return out;
}
