/**
 * KASE_PROBE, the self-check's probe (src/functions/probe.ts, issue 22 item 3): one row — when its
 * execution started and ended, and the lock's answer or the token. Impure by design (it reports
 * time), so it is not in test/fuzz.test.ts; its contract is here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KASE_PROBE } from '../../src/functions/index';

afterEach(() => vi.unstubAllGlobals());

describe('KASE_PROBE', () => {
  it('returns one row: start, end ≥ start (both modulo 10⁹ ms), and the token as text', () => {
    const [start, end, token] = (KASE_PROBE('run-1', 20, false) as [number, number, string][])[0] ?? [];
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(1e9);
    expect((end ?? 0) - (start ?? 0)).toBeGreaterThanOrEqual(20);
    expect(token).toBe('run-1');
  });

  it('keeps its execution busy for at most 5 s, whatever it is given, and never throws', () => {
    for (const busy of [-5, 'x', null, undefined, Number.NaN, [[1]]]) {
      const [start = 0, end = 0, token] = (KASE_PROBE(12, busy, 'no') as [number, number, string][])[0] ?? [];
      expect(end - start).toBeLessThan(50);
      expect(token).toBe('12');
    }
    expect((KASE_PROBE([[1, 2]], 0, false) as unknown[][])[0]?.[2]).toBe('');
  });

  it('asked for the document lock: 1 taken (and released), 0 held by another execution, -1 without the Lock service', () => {
    expect((KASE_PROBE('t', 0, true) as unknown[][])[0]?.[2]).toBe(-1);
    let held = false;
    const released: boolean[] = [];
    vi.stubGlobal('LockService', {
      getDocumentLock: () => ({
        tryLock: () => !held,
        releaseLock: () => released.push(true),
      }),
    });
    expect((KASE_PROBE('t', 0, true) as unknown[][])[0]?.[2]).toBe(1);
    expect(released).toEqual([true]);
    held = true;
    expect((KASE_PROBE('t', 0, true) as unknown[][])[0]?.[2]).toBe(0);
    expect(released).toEqual([true]);
  });
});
