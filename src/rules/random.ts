/**
 * A seeded pseudo-random generator for the draws (Art. 11 item 3 sub-item 2, Art. 14 item 3
 * sub-item 2, Art. 17 item 3).
 *
 * SPEC §5: "draws are auditable" — the seed is written to the sheet with the result, and the
 * same seed must give the same draw again, on any machine. So nothing here uses Math.random or
 * the clock, and everything is 32-bit integer arithmetic (`Math.imul`, `>>>`, `^`), which every
 * JavaScript engine computes bit for bit alike. The one floating-point step is the division of a
 * 32-bit integer by 2^32, which is exact.
 *
 * Generator: mulberry32 (Tommy Ettinger, public domain) — 32 bits of state, period 2^32, passes
 * gjrand/PractRand at the sizes a draw needs. Text seeds are hashed with FNV-1a 32 over the
 * UTF-16 code units followed by the murmur3 finaliser `fmix32`.
 */
import { fail } from './errors';

const TWO_32 = 4294967296;

/** The murmur3 32-bit finaliser: a bijection on 32-bit integers that mixes every bit. */
function fmix32(h: number): number {
  let x = h >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x >>> 0;
}

/**
 * A 32-bit seed (0 … 2^32 − 1).
 * - A whole number stays itself modulo 2^32 (−1 → 4294967295).
 * - A text that is a whole decimal number (after trimming, e.g. a seed read back from the sheet
 *   as text) is that number, so "12345" and 12345 give the same draw.
 * - Any other text is hashed (trimmed first).
 * A number that is not whole (1.5, NaN, Infinity) is an error.
 */
export function seedFrom(text: string | number): number {
  if (typeof text === 'number') {
    if (!Number.isInteger(text)) fail('drawBadSeed', { found: text }, { arg: 'seed' });
    // `%` keeps the sign; adding 2^32 once makes it 0 … 2^32 − 1. Exact for |text| < 2^53.
    const r = text % TWO_32;
    return r < 0 ? r + TWO_32 : r;
  }
  const t = text.trim();
  if (/^-?\d{1,15}$/.test(t)) return seedFrom(Number(t));
  let h = 0x811c9dc5; // FNV-1a offset basis
  for (let i = 0; i < t.length; i++) {
    h ^= t.charCodeAt(i);
    h = Math.imul(h, 0x01000193); // FNV prime
  }
  return fmix32(h);
}

/** mulberry32: a uniform number in [0, 1) on each call; the same seed gives the same sequence. */
export function rng(seed: number): () => number {
  let a = seedFrom(seed) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / TWO_32;
  };
}

/** A whole number 0 … n − 1 from a generator (n ≥ 1, n ≤ 2^32). */
export function randomIndex(random: () => number, n: number): number {
  return Math.floor(random() * n);
}

/** Fisher–Yates (Durstenfeld): a new array, every order equally likely; the input is untouched. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(random, i + 1);
    const x = out[i] as T;
    out[i] = out[j] as T;
    out[j] = x;
  }
  return out;
}

/**
 * A fresh seed from a timestamp the caller passes (milliseconds, e.g. `Date.now()` in the
 * Apps Script layer): both 32-bit halves are mixed, so timestamps a millisecond apart give
 * unrelated seeds.
 */
export function newSeed(now: number): number {
  if (!Number.isFinite(now)) fail('drawBadSeed', { found: now }, { arg: 'now' });
  const whole = Math.floor(Math.abs(now));
  const lo = whole % TWO_32;
  const hi = Math.floor(whole / TWO_32) % TWO_32;
  return fmix32(fmix32(lo) ^ Math.imul(hi | 0, 0x9e3779b9));
}
