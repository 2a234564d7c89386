/**
 * The committee's code as dist/Code.js carries it (build.mjs `packCode`): its text, ASCII (every
 * other character as its \u escape), compressed with raw DEFLATE (RFC 1951), the compressed bytes
 * written 14 bits to a character from U+4E00 (CJK ideographs: letters no Unicode normalization
 * changes, 14 bits a character against 6 for base64), after a header "compressed bytes:bytes:".
 *
 * Every custom-function cell is an execution that parses all of Code.js; a string this short is
 * scanned, not parsed, so the committee's code costs a custom function almost nothing. It is
 * unpacked, inflated and compiled only when a server or menu function first needs it
 * (./committee.ts). Plain JavaScript: Apps Script has no zlib for script values.
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

/** Codes up to this many bits are decoded by one table lookup; longer (rare) ones bit by bit. */
const FAST = 9;

/**
 * A canonical Huffman code (RFC 1951 § 3.2.2): how many codes of each length and the symbols in code
 * order, and a table indexed by the next FAST bits of the input (least significant first, as DEFLATE
 * packs them) whose entry is symbol << 4 | the code's length, 0 for a code longer than FAST bits.
 */
interface Huffman {
  counts: Uint16Array;
  symbols: Uint16Array;
  table: Int32Array;
}

function huffman(lengths: ArrayLike<number>): Huffman {
  const counts = new Uint16Array(16);
  for (let i = 0; i < lengths.length; i++) {
    const len = lengths[i] as number;
    counts[len] = (counts[len] as number) + 1;
  }
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  const next = new Uint16Array(16);
  let code = 0;
  for (let len = 1; len < 16; len++) {
    offsets[len] = len === 1 ? 0 : (offsets[len - 1] as number) + (counts[len - 1] as number);
    code = (code + (counts[len - 1] as number)) << 1;
    next[len] = code;
  }
  const symbols = new Uint16Array(lengths.length);
  const table = new Int32Array(1 << FAST);
  for (let sym = 0; sym < lengths.length; sym++) {
    const len = lengths[sym] as number;
    if (len === 0) continue;
    const at = offsets[len] as number;
    symbols[at] = sym;
    offsets[len] = at + 1;
    const c = next[len] as number;
    next[len] = c + 1;
    if (len > FAST) continue;
    let reversed = 0;
    for (let k = 0; k < len; k++) reversed |= ((c >>> k) & 1) << (len - 1 - k);
    for (let k = reversed; k < table.length; k += 1 << len) table[k] = (sym << 4) | len;
  }
  return { counts, symbols, table };
}

/** Reads bits, least significant first, from the compressed bytes; writes the output bytes. */
class Inflater {
  private pos = 0;
  /** bits read ahead and not used yet (at most 22), and how many */
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

  /** At least `n` bits ahead (zeros past the end: `run` refuses data that used them). */
  private need(n: number): void {
    while (this.count < n) {
      const byte = this.pos < this.data.length ? (this.data[this.pos] as number) : 0;
      this.pos++;
      this.tag |= byte << this.count;
      this.count += 8;
    }
  }

  private bits(n: number): number {
    this.need(n);
    const v = this.tag & ((1 << n) - 1);
    this.tag >>>= n;
    this.count -= n;
    return v;
  }

  private decode(h: Huffman): number {
    this.need(FAST);
    const entry = h.table[this.tag & ((1 << FAST) - 1)] as number;
    if (entry !== 0) {
      const len = entry & 15;
      this.tag >>>= len;
      this.count -= len;
      return entry >> 4;
    }
    // a code longer than FAST bits: canonical decoding, one bit at a time
    let code = 0;
    let first = 0;
    let index = 0;
    for (let len = 1; len < 16; len++) {
      code |= this.bits(1);
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
    // to the byte boundary: whole bytes read ahead go back to the input
    this.pos -= this.count >> 3;
    this.tag = 0;
    this.count = 0;
    if (this.pos + 4 > this.data.length) throw new Error('packed code: compressed data ends early');
    const len = (this.data[this.pos] as number) | ((this.data[this.pos + 1] as number) << 8);
    this.pos += 4; // LEN and its complement NLEN
    if (this.pos + len > this.data.length) throw new Error('packed code: compressed data ends early');
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
        const { out, at } = this;
        if (back > at) throw new Error('packed code: a distance before the start');
        if (at + length > out.length) throw new Error('packed code: more bytes than announced');
        if (back >= length) out.copyWithin(at, at - back, at - back + length);
        else for (let i = 0; i < length; i++) out[at + i] = out[at + i - back] as number;
        this.at = at + length;
      }
    }
  }

  run(): Uint8Array {
    let last = 0;
    while (!last) {
      last = this.bits(1);
      const type = this.bits(2);
      if (type === 0) this.stored();
      else if (type === 1) this.block(FIXED()[0], FIXED()[1]);
      else if (type === 2) this.block(...this.dynamicTables());
      else throw new Error('packed code: a block of type 3');
    }
    if (this.pos - (this.count >> 3) > this.data.length) throw new Error('packed code: compressed data ends early');
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

/** ASCII bytes as a string (String.fromCharCode over chunks: native, where a loop over half a megabyte would run cold in the interpreter). */
export function ascii(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += 8192)
    parts.push(String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[]));
  return parts.join('');
}

/** The text a packed string holds ("compressed bytes:bytes:" then the characters). */
export function unpackText(packed: string): string {
  const m = /^(\d+):(\d+):/.exec(packed);
  if (!m) throw new Error('packed code: no header');
  const bytes = unpack(packed.slice(m[0].length), Number(m[1]));
  return ascii(inflate(bytes, Number(m[2])));
}
