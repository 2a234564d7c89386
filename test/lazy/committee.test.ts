/**
 * The committee's code travels packed in dist/Code.js and is compiled on first use
 * (src/lazy/inflate.ts, src/lazy/committee.ts, build.mjs packCode): the unpacking gives back every
 * byte, and a custom-function execution never compiles it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deflateRawSync } from 'node:zlib';
import { inflate, unpackText } from '../../src/lazy/inflate';
// @ts-expect-error build.mjs is plain JavaScript without type declarations
import { packCode } from '../../build.mjs';

const root = join(__dirname, '..', '..');
let code = '';
beforeAll(() => {
  execFileSync(process.execPath, [join(root, 'build.mjs')], { cwd: root, stdio: 'pipe' });
  code = readFileSync(join(root, 'dist', 'Code.js'), 'utf8');
});

describe('packCode and unpackText', () => {
  it.each([
    ['empty', ''],
    ['ASCII', 'function f(a){return a+1}\n'.repeat(50)],
    ['escaped Cyrillic (as esbuild writes it in ASCII)', '"\\u041F\\u0440\\u0435\\u0444" + '.repeat(300)],
    [
      'random ASCII',
      randomBytes(5000)
        .toString('latin1')
        .replace(/[^\x20-\x7e]/g, 'x'),
    ],
    ['long repeats (distances up to 32 KB)', `${'x'.repeat(40000)}${randomBytes(20000).toString('base64')}`.repeat(3)],
  ])('gives back %s text exactly', (_, text) => {
    expect(unpackText(packCode(text) as string)).toBe(text);
  });

  it.each([
    ['stored blocks (random bytes)', randomBytes(70_000), 9],
    ['fixed Huffman codes (a short text)', Buffer.from('abcabcabc-abcabc'), 9],
    ['dynamic codes, fastest level', Buffer.from('Турнир KASE, пуля и гора. '.repeat(2000)), 1],
  ])('inflates %s as zlib deflated them', (_, bytes, level) => {
    const z = deflateRawSync(bytes, { level });
    expect(Buffer.from(inflate(new Uint8Array(z), bytes.length)).equals(bytes)).toBe(true);
  });

  it('writes only CJK ideographs after the header (nothing Unicode normalization would change)', () => {
    const packed = packCode('Tournament KASE'.repeat(100)) as string;
    expect(packed).toMatch(/^\d+:\d+:[\u4e00-\u8dff]+$/);
    expect(packed.normalize('NFKC')).toBe(packed);
  });

  it('refuses a packed string cut short, and text that is not ASCII', () => {
    const packed = packCode('Tournament KASE '.repeat(500)) as string;
    expect(() => unpackText(packed.slice(0, packed.length - 20))).toThrow(/packed code/);
    expect(() => packCode('Турнир')).toThrow(/ASCII/);
  });
});

describe('dist/Code.js: the committee code compiled only when needed', () => {
  it('holds the committee code packed once, and the custom functions without it', () => {
    const packed = code.match(/"\d+:\d+:[\u4e00-\u8dff]+"/g) ?? [];
    expect(packed).toHaveLength(1);
    const committee = unpackText(JSON.parse(packed[0] as string) as string);
    expect(committee.slice(0, 60)).toMatch(/^("use strict";)?var TournamentCommittee=/);
    expect(/[^\x00-\x7f]/.test(committee)).toBe(false); // esbuild wrote it in ASCII
    expect(committee.includes('serverStatus')).toBe(true);
  });

  it('a custom function runs without compiling anything; a server function compiles the committee once', () => {
    const ctx = vm.createContext({});
    vm.runInContext(code, ctx);
    const compiled: string[] = [];
    // Every compilation from text in this context goes through its Function constructor.
    vm.runInContext(
      `(() => { const F = Function; globalThis.Function = function (...a) { __compiled.push('x'); return F(...a); }; })()`,
      Object.assign(ctx, { __compiled: compiled }),
    );
    const tables = ctx.PREF_TABLES(vm.runInContext('64', ctx));
    expect(tables).toHaveLength(16);
    expect(() => ctx.GROUP_RANK(vm.runInContext('[["A"],["B"]]', ctx), vm.runInContext('[]', ctx), 'nope')).toThrow();
    expect(compiled).toEqual([]);
    const status = ctx.serverStatus();
    expect(status.ok).toBe(false); // no SpreadsheetApp here: refused in words, not thrown
    ctx.serverStatus();
    expect(compiled).toEqual(['x']);
  });
});
