/**
 * A QR code (ISO/IEC 18004, model 2) of a text, made here without any service or package (issue 25:
 * the board's address as a QR code on the board, offline): byte mode (UTF-8), error correction
 * level M (15 % of the code may be lost: a crease, a smudge on a printed page), the smallest
 * version 1–10 that holds the text, the mask with the lowest penalty. Returns the modules, row by
 * row (true = dark), without the quiet zone; the sheets draw them as cell backgrounds (they print,
 * and survive the XLSX download, as no image or formula would). Pure.
 */
import { fail } from './errors';
import { drawCode } from './qrDraw';

/** Per version 1–10, level M: EC codewords per block, then [blocks, data codewords] of each block group. */
const BLOCKS_M: readonly (readonly [number, ...(readonly [number, number])[]])[] = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
];
/** The alignment patterns' centres, per version 1–10. */
const ALIGN: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
export const MAX_QR_VERSION = 10;
/** Level M's two bits in the format information. */
const LEVEL_M = 0;

/** The text's UTF-8 bytes (no TextEncoder in every runtime the add-on meets). */
export function utf8(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}

/** Multiplication in GF(256) modulo x⁸ + x⁴ + x³ + x² + 1. */
function gfMul(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z & 0xff;
}

/** The Reed–Solomon error-correction codewords of one block. */
function reedSolomon(data: readonly number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMul(divisor[j] as number, root);
      if (j + 1 < degree) divisor[j] = (divisor[j] as number) ^ (divisor[j + 1] as number);
    }
    root = gfMul(root, 0x02);
  }
  const rem = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ (rem.shift() as number);
    rem.push(0);
    for (let i = 0; i < degree; i++) rem[i] = (rem[i] as number) ^ gfMul(divisor[i] as number, factor);
  }
  return rem;
}

function dataCodewords(version: number): number {
  const [, ...groups] = BLOCKS_M[version - 1] as readonly [number, ...[number, number][]];
  return groups.reduce((n, [blocks, words]) => n + blocks * words, 0);
}

/** The data codewords: mode, count, the bytes, terminator and padding. */
function encodeData(bytes: readonly number[], version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacity = dataCodewords(version) * 8;
  put(0, Math.min(4, capacity - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(parseInt(bits.slice(i, i + 8).join(''), 2));
  for (let pad = 0xec; words.length < capacity / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

/** The codewords in the order they are placed: the blocks' data interleaved, then their EC codewords. */
function interleave(data: readonly number[], version: number): number[] {
  const [ec, ...groups] = BLOCKS_M[version - 1] as readonly [number, ...[number, number][]];
  const blocks: number[][] = [];
  let at = 0;
  for (const [count, words] of groups)
    for (let b = 0; b < count; b++) {
      blocks.push(data.slice(at, at + words));
      at += words;
    }
  const eccs = blocks.map((b) => reedSolomon(b, ec));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i] as number);
  for (let i = 0; i < ec; i++) for (const e of eccs) out.push(e[i] as number);
  return out;
}

/** The smallest version that holds `bytes`, or null. */
function versionFor(bytes: number): number | null {
  for (let v = 1; v <= MAX_QR_VERSION; v++) if (4 + (v < 10 ? 8 : 16) + 8 * bytes <= dataCodewords(v) * 8) return v;
  return null;
}

/** The longest text in bytes (UTF-8) a code can hold. */
export function qrCapacity(): number {
  return dataCodewords(MAX_QR_VERSION) - 3;
}

/** The QR code of `text`: its modules, row by row, dark = true (no quiet zone: leave 4 light modules around it). */
export function qrCode(text: string): boolean[][] {
  const bytes = utf8(text);
  const version = versionFor(bytes.length);
  if (version === null) fail('qrTooLong', { length: bytes.length, max: qrCapacity() });
  const codewords = interleave(encodeData(bytes, version), version);
  return drawCode(version, codewords, ALIGN[version - 1] as readonly number[], LEVEL_M);
}
