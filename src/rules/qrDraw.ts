/**
 * A QR code's symbol from its codewords (./qr.ts): the function patterns (finders, timing,
 * alignment, format and version information), the codewords in the zigzag order, and the mask of
 * the eight with the lowest penalty (ISO/IEC 18004 §7.8). Pure.
 */

type Grid = boolean[][];

interface Symbol {
  size: number;
  dark: Grid;
  /** modules of the function patterns: never masked, never data */
  fixed: Grid;
}

function set(s: Symbol, x: number, y: number, dark: boolean): void {
  (s.dark[y] as boolean[])[x] = dark;
  (s.fixed[y] as boolean[])[x] = true;
}

function bit(value: number, i: number): boolean {
  return ((value >>> i) & 1) !== 0;
}

function finder(s: Symbol, cx: number, cy: number): void {
  for (let dy = -4; dy <= 4; dy++)
    for (let dx = -4; dx <= 4; dx++) {
      const d = Math.max(Math.abs(dx), Math.abs(dy));
      const x = cx + dx;
      const y = cy + dy;
      if (x >= 0 && x < s.size && y >= 0 && y < s.size) set(s, x, y, d !== 2 && d !== 4);
    }
}

function alignment(s: Symbol, cx: number, cy: number): void {
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) set(s, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
}

/** The 15 format bits (level and mask, BCH-coded, masked) in their two copies, and the dark module. */
function formatBits(s: Symbol, level: number, mask: number): void {
  const data = (level << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((data << 10) | rem) ^ 0x5412;
  const n = s.size;
  for (let i = 0; i <= 5; i++) set(s, 8, i, bit(bits, i));
  set(s, 8, 7, bit(bits, 6));
  set(s, 8, 8, bit(bits, 7));
  set(s, 7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i++) set(s, 14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i++) set(s, n - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i++) set(s, 8, n - 15 + i, bit(bits, i));
  set(s, 8, n - 8, true);
}

/** Versions 7 and up: the 18 version bits (BCH-coded) in their two blocks. */
function versionBits(s: Symbol, version: number): void {
  if (version < 7) return;
  let rem = version;
  for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  const bits = (version << 12) | rem;
  for (let i = 0; i < 18; i++) {
    const a = s.size - 11 + (i % 3);
    const b = Math.floor(i / 3);
    set(s, a, b, bit(bits, i));
    set(s, b, a, bit(bits, i));
  }
}

function functionPatterns(version: number, align: readonly number[], level: number): Symbol {
  const size = 17 + 4 * version;
  const grid = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const s: Symbol = { size, dark: grid(), fixed: grid() };
  for (let i = 0; i < size; i++) {
    set(s, 6, i, i % 2 === 0);
    set(s, i, 6, i % 2 === 0);
  }
  finder(s, 3, 3);
  finder(s, size - 4, 3);
  finder(s, 3, size - 4);
  const last = align.length - 1;
  align.forEach((y, i) =>
    align.forEach((x, j) => {
      if (!((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)))
        alignment(s, x as number, y as number);
    }),
  );
  formatBits(s, level, 0);
  versionBits(s, version);
  return s;
}

/** The codewords' bits up and down the two-module columns, right to left, skipping the function patterns. */
function placeData(s: Symbol, codewords: readonly number[]): void {
  let i = 0;
  const total = codewords.length * 8;
  for (let right = s.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < s.size; v++)
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = upward ? s.size - 1 - v : v;
        if ((s.fixed[y] as boolean[])[x] || i >= total) continue;
        (s.dark[y] as boolean[])[x] = bit(codewords[i >>> 3] as number, 7 - (i & 7));
        i++;
      }
  }
}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

function applyMask(s: Symbol, mask: number): void {
  const f = MASKS[mask] as (x: number, y: number) => boolean;
  for (let y = 0; y < s.size; y++)
    for (let x = 0; x < s.size; x++)
      if (!(s.fixed[y] as boolean[])[x] && f(x, y)) (s.dark[y] as boolean[])[x] = !(s.dark[y] as boolean[])[x];
}

/** Penalty of one line (rules 1 and 3): runs of five or more, and finder-like 1:1:3:1:1 with four light beside. */
function linePenalty(line: readonly boolean[]): number {
  let p = 0;
  let run = 1;
  for (let i = 1; i <= line.length; i++) {
    if (i < line.length && line[i] === line[i - 1]) run++;
    else {
      if (run >= 5) p += 3 + (run - 5);
      run = 1;
    }
  }
  const text = line.map((d) => (d ? '1' : '0')).join('');
  for (const pattern of ['10111010000', '00001011101']) {
    for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + 1)) p += 40;
  }
  return p;
}

function penalty(g: Grid): number {
  const n = g.length;
  let p = 0;
  for (let y = 0; y < n; y++) p += linePenalty(g[y] as boolean[]);
  for (let x = 0; x < n; x++) p += linePenalty(g.map((row) => row[x] as boolean));
  let dark = 0;
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) {
      const c = (g[y] as boolean[])[x];
      if (c) dark++;
      if (
        x + 1 < n &&
        y + 1 < n &&
        c === (g[y] as boolean[])[x + 1] &&
        c === (g[y + 1] as boolean[])[x] &&
        c === (g[y + 1] as boolean[])[x + 1]
      )
        p += 3;
    }
  return p + 10 * Math.floor(Math.abs((dark * 100) / (n * n) - 50) / 5);
}

/** The symbol of `codewords` at `version` and `level`, masked with the best of the eight masks. */
export function drawCode(
  version: number,
  codewords: readonly number[],
  align: readonly number[],
  level: number,
): boolean[][] {
  let best: { grid: Grid; score: number } | null = null;
  for (let mask = 0; mask < 8; mask++) {
    const s = functionPatterns(version, align, level);
    placeData(s, codewords);
    applyMask(s, mask);
    formatBits(s, level, mask);
    const score = penalty(s.dark);
    if (!best || score < best.score) best = { grid: s.dark, score };
  }
  return (best as { grid: Grid }).grid;
}
