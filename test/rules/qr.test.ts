/**
 * The QR code of the board's address (issue 25), made by our own code: a decoder (jsQR, a
 * development dependency only) reads back exactly the text, for every version 1–10 and for
 * Cyrillic text (UTF-8); a text too long for version 10 is refused in words.
 */
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { qrCapacity, qrCode } from '../../src/rules/qr';
import { TournamentError } from '../../src/rules/errors';

/** The modules drawn as an RGBA image, `scale` pixels a module, with a light quiet zone of 4 modules. */
export function render(modules: boolean[][], scale = 4): { data: Uint8ClampedArray; width: number; height: number } {
  const n = modules.length + 8;
  const size = n * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const i = (((y + 4) * scale + dy) * size + (x + 4) * scale + dx) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { data, width: size, height: size };
}

function decode(modules: boolean[][]): string | null {
  const img = render(modules);
  return jsQR(img.data, img.width, img.height)?.data ?? null;
}

describe('the QR code of the board address', () => {
  it('a published address of Google Sheets reads back exactly (version 7–9: 45–53 modules)', () => {
    const url =
      'https://docs.google.com/spreadsheets/d/e/2PACX-1vQx7K3c9mZ0pLr5Tq2Wn8Yb4Ve6Hs1Ju0Gf3Dk9Ca7Bx2Ny5Mz8Lw4Kv1Jt6Ir3Ho0Gp/pubhtml?gid=1234567890&single=true';
    const modules = qrCode(url);
    expect(modules.length).toBeGreaterThanOrEqual(45);
    expect(modules.length).toBeLessThanOrEqual(53);
    expect(decode(modules)).toBe(url);
  });

  it('every version 1–10: the smallest that holds the text, and it reads back', () => {
    const sizes = new Set<number>();
    for (const length of [1, 14, 26, 42, 62, 84, 106, 122, 152, 180, 213]) {
      const text = 'https://x.kz/'.padEnd(length, 'a').slice(0, length);
      const modules = qrCode(text);
      sizes.add(modules.length);
      expect(decode(modules), `${length} bytes`).toBe(text);
    }
    expect([...sizes].sort((a, b) => a - b)).toEqual([21, 25, 29, 33, 37, 41, 45, 49, 53, 57]);
  });

  it('Cyrillic and Kazakh letters as UTF-8', () => {
    const text = 'Табло турнира KASE: Әлем, Ұлан, Қайрат';
    expect(decode(qrCode(text))).toBe(text);
  });

  it('too long for version 10: refused, saying the limit', () => {
    expect(qrCapacity()).toBe(213);
    let error: unknown;
    try {
      qrCode('a'.repeat(214));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TournamentError);
    expect((error as TournamentError).params).toEqual({ length: 214, max: 213 });
  });
});
