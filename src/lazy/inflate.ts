/**
 * The committee's code as dist/Code.js carries it (build.mjs `packCode`): its UTF-8 bytes
 * compressed with raw DEFLATE (RFC 1951), the compressed bytes written 14 bits to a character
 * from U+4E00 (CJK ideographs: letters no Unicode normalization changes, two bytes a character in
 * the engine against six bits for base64), after a header "compressed bytes:UTF-8 bytes:".
 *
 * Every custom-function cell is an execution that parses all of Code.js; a string this short is
 * scanned, not parsed, so the committee's code costs a custom function almost nothing. It is
 * unpacked, inflated and compiled only when a server or menu function first needs it
 * (./committee.ts). Plain JavaScript: Apps Script has no zlib for script values and no TextDecoder.
 */

/** The first character of the alphabet, and the bits each character carries. */
export const PACK_BASE = 0x4e00;
export const PACK_BITS = 14;

/** The bytes written into `text` (14 bits a character from PACK_BASE), `length` of them. */
export function unpack(text: string, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let acc = 0;
  let bits = 0;
  let k = 0;
  for (let i = 0; i < text.length && k < length; i++) {
    acc = (acc << PACK_BITS) | (text.charCodeAt(i) - PACK_BASE);
    bits += PACK_BITS;
    while (bits >= 8 && k < length) {
      bits -= 8;
      out[k++] = (acc >>> bits) & 0xff;
    }
    acc &= (1 << bits) - 1;
  }
  if (k !== length) throw new Error(`packed code: ${k} of ${length} bytes`);
  return out;
}

// ---- RFC 1951 ---------------------------------------------------------------------------------

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
  8193, 12289, 16385, 24577,
];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** The order in which a dynamic block gives the code lengths of its code-length alphabet. */
const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** A canonical Huffman code: how many codes of each length, and the symbols in code order. */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] as number;
    counts[len] = (counts[len] as number) + 1;
  }
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let len = 1; len < 15; len++) offsets[len + 1] = (offsets[len] as number) + (counts[len] as number);
  const symbols = new Uint16Array(lengths.length);
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] as number;
    if (len === 0) continue;
    const at = offsets[len] as number;
    symbols[at] = i;
    offsets[len] = at + 1;
  }
  return { counts, symbols };
}

/** Reads bits, least significant first, from the compressed bytes; writes the output bytes. */
class Inflater {
  private pos = 0;
  private tag = 0;
  private count = 0;
  private at = 0;
  readonly out: Uint8Array;

  constructor(
    private readonly data: Uint8Array,
    size: number,
  ) {
    this.out = new Uint8Array(size);
  }

  private bit(): number {
    if (this.count === 0) {
      if (this.pos >= this.data.length) throw new Error('packed code: compressed data ends early');
      this.tag = this.data[this.pos++] as number;
      this.count = 8;
    }
    const b = this.tag & 1;
    this.tag >>>= 1;
    this.count--;
    return b;
  }

  private bits(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) v |= this.bit() << i;
    return v;
  }

  private decode(h: Huffman): number {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= this.bit();
      const count = h.counts[len] as number;
      if (code - first < count) return h.symbols[index + code - first] as number;
      index += count;
      first = (first + count) << 1;
      code <<= 1;
    }
    throw new Error('packed code: a Huffman code that does not exist');
  }

  private put(byte: number): void {
    if (this.at >= this.out.length) throw new Error('packed code: more bytes than announced');
    this.out[this.at++] = byte;
  }

  private stored(): void {
    this.count = 0; // to the byte boundary
    const len = (this.data[this.pos] as number) | ((this.data[this.pos + 1] as number) << 8);
    this.pos += 4; // LEN and its complement NLEN
    for (let i = 0; i < len; i++) this.put(this.data[this.pos++] as number);
  }

  private dynamicTables(): [Huffman, Huffman] {
    const literals = this.bits(5) + 257;
    const distances = this.bits(5) + 1;
    const codeLengths = this.bits(4) + 4;
    const cl = new Uint8Array(19);
    for (let i = 0; i < codeLengths; i++) cl[CODE_LENGTH_ORDER[i] as number] = this.bits(3);
    const clCode = huffman(cl);
    const lengths = new Uint8Array(literals + distances);
    for (let i = 0; i < lengths.length;) {
      const sym = this.decode(clCode);
      if (sym < 16) {
        lengths[i++] = sym;
        continue;
      }
      const [value, repeat] =
        sym === 16
          ? [lengths[i - 1] as number, 3 + this.bits(2)]
          : sym === 17
            ? [0, 3 + this.bits(3)]
            : [0, 11 + this.bits(7)];
      for (let r = 0; r < repeat; r++) lengths[i++] = value;
    }
    return [huffman(lengths.subarray(0, literals)), huffman(lengths.subarray(literals))];
  }

  private block(lit: Huffman, dist: Huffman): void {
    for (;;) {
      const sym = this.decode(lit);
      if (sym < 256) this.put(sym);
      else if (sym === 256) return;
      else {
        const l = sym - 257;
        const length = (LENGTH_BASE[l] as number) + this.bits(LENGTH_EXTRA[l] as number);
        const d = this.decode(dist);
        const back = (DIST_BASE[d] as number) + this.bits(DIST_EXTRA[d] as number);
        if (back > this.at) throw new Error('packed code: a distance before the start');
        for (let i = 0; i < length; i++) this.put(this.out[this.at - back] as number);
      }
    }
  }

  run(): Uint8Array {
    let last = 0;
    while (!last) {
      last = this.bit();
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.block(FIXED()[0], FIXED()[1]);
      else if (type === 2) this.block(...this.dynamicTables());
      else throw new Error('packed code: a block of type 3');
    }
    if (this.at !== this.out.length) throw new Error(`packed code: ${this.at} of ${this.out.length} bytes`);
    return this.out;
  }
}

let fixed: [Huffman, Huffman] | null = null;
/** The fixed Huffman codes of RFC 1951 § 3.2.6, made on first use. */
function FIXED(): [Huffman, Huffman] {
  if (!fixed) {
    const lit = new Uint8Array(288);
    lit.fill(8, 0, 144);
    lit.fill(9, 144, 256);
    lit.fill(7, 256, 280);
    lit.fill(8, 280, 288);
    fixed = [huffman(lit), huffman(new Uint8Array(30).fill(5))];
  }
  return fixed;
}

/** Raw DEFLATE data (RFC 1951) inflated to exactly `size` bytes. */
export function inflate(data: Uint8Array, size: number): Uint8Array {
  return new Inflater(data, size).run();
}

/** UTF-8 bytes as a string. */
export function utf8(bytes: Uint8Array): string {
  const parts: string[] = [];
  let units: number[] = [];
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i++] as number;
    let cp: number;
    if (b < 0x80) cp = b;
    else if (b < 0xe0) cp = ((b & 0x1f) << 6) | ((bytes[i++] as number) & 0x3f);
    else if (b < 0xf0)
      cp = ((b & 0x0f) << 12) | (((bytes[i++] as number) & 0x3f) << 6) | ((bytes[i++] as number) & 0x3f);
    else
      cp =
        ((b & 0x07) << 18) |
        (((bytes[i++] as number) & 0x3f) << 12) |
        (((bytes[i++] as number) & 0x3f) << 6) |
        ((bytes[i++] as number) & 0x3f);
    if (cp > 0xffff) {
      cp -= 0x10000;
      units.push(0xd800 + (cp >> 10), 0xdc00 + (cp & 0x3ff));
    } else units.push(cp);
    if (units.length >= 8192) {
      parts.push(String.fromCharCode(...units));
      units = [];
    }
  }
  parts.push(String.fromCharCode(...units));
  return parts.join('');
}

/** The text a packed string holds ("compressed bytes:UTF-8 bytes:" then the characters). */
export function unpackText(packed: string): string {
  const m = /^(\d+):(\d+):/.exec(packed);
  if (!m) throw new Error('packed code: no header');
  const bytes = unpack(packed.slice(m[0].length), Number(m[1]));
  return utf8(inflate(bytes, Number(m[2])));
}
