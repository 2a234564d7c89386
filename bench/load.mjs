/**
 * Cold load + first call, side by side with a trivial script (issue "Fast and faithful", item 2).
 *
 * In Google Sheets every custom-function cell is its own execution, and each execution loads the
 * whole script before it calls the function. This measures what our script adds to that: a fresh
 * V8 context, the script run in it, and the first GROUP_TABLE call (billiards, 8 players, all 28
 * matches) — against the same steps for a 1 KB script whose one function doubles a 2×2 range.
 * Runs alternate (trivial, ours, trivial, ours …) so that both see the same machine state.
 *
 * Two readings of "load":
 *  - `same`: the same source every time, so V8 reuses the compiled script (its in-process
 *    compilation cache), as any engine that runs one script many times can;
 *  - `unique`: a different trailing comment every time, so the whole script is parsed and
 *    compiled again (the worst case: nothing cached between executions).
 * Which of the two Apps Script resembles is not documented; both are printed.
 *
 * Each run is timed twice: by the wall clock, and by the CPU time of this process
 * (process.cpuUsage: user + system, every thread — the compiler's and the garbage collector's
 * included). On a machine shared with other work the wall clock also counts the time the process
 * waited for a core, which lengthens a long run more than a short one; the CPU time does not. The
 * budget of `npm run bench` (bench/bench.mjs) is on the CPU time.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import vm from 'node:vm';

/** About 1 KB: one custom function and its comment. */
export const TRIVIAL = `/**
 * Doubles every number of a range.
 * @param {number[][]} range the numbers
 * @return the doubled numbers
 * @customfunction
 */
function DOUBLE(range) {
  return Array.isArray(range) ? range.map((row) => row.map((v) => v * 2)) : range * 2;
}
${'// '.padEnd(800, '.')}
`;

const PLAYERS = ['Alma', 'Bars', 'Cedar', 'Dala', 'Erke', 'Fan', 'Gulder', 'Hazar'];
const MATCHES = [];
for (let i = 0; i < 8; i++)
  for (let j = i + 1; j < 8; j++)
    MATCHES.push([PLAYERS[i], PLAYERS[j], 2, (i + j) % 2, 8 + ((i * j) % 7), (i + 2 * j) % 9]);

const median = (xs) => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** One run: a fresh context, the source run in it, then `call(ctx)`; returns [load ms, call ms, CPU ms of both]. */
function once(source, call) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const ctx = vm.createContext({});
  vm.runInContext(source, ctx);
  const t1 = performance.now();
  call(ctx);
  const t2 = performance.now();
  const cpu = process.cpuUsage(c0);
  return [t1 - t0, t2 - t1, (cpu.user + cpu.system) / 1000];
}

const inRealm = (ctx, value) => vm.runInContext(`(${JSON.stringify(value)})`, ctx);

function callTrivial(ctx) {
  const r = ctx.DOUBLE(
    inRealm(ctx, [
      [1, 2],
      [3, 4],
    ]),
  );
  if (r[1][1] !== 8) throw new Error('the trivial script did not double');
}

function callGroupTable(ctx) {
  const r = ctx.GROUP_TABLE(
    inRealm(
      ctx,
      PLAYERS.map((p) => [p]),
    ),
    inRealm(ctx, MATCHES),
    'billiards',
  );
  if (!Array.isArray(r) || r.length !== 8 || r[0].length !== 10)
    throw new Error(`GROUP_TABLE returned ${JSON.stringify(r)}`);
}

/**
 * Medians over `runs` alternating runs, for the script at `codePath`.
 * @returns {{ same: Reading, unique: Reading }} where Reading = { trivial, load, first, total, ratio, cpu }
 *   in ms (ratio: total / trivial) and cpu = { trivial, total, ratio } the same by CPU time
 */
export function measureLoad(codePath, runs = 40) {
  const code = readFileSync(codePath, 'utf8');
  const out = {};
  for (const mode of ['same', 'unique']) {
    const trivial = [];
    const load = [];
    const first = [];
    const total = [];
    const cpuTrivial = [];
    const cpuTotal = [];
    for (let k = -3; k < runs; k++) {
      const tag = mode === 'unique' ? `\n// run ${k} ${performance.now()}\n` : '';
      const [tl, tc, tcpu] = once(TRIVIAL + tag, callTrivial);
      const [l, c, cpu] = once(code + tag, callGroupTable);
      if (k < 0) continue; // warm-up: Node's own code paths, not the scripts
      trivial.push(tl + tc);
      load.push(l);
      first.push(c);
      total.push(l + c);
      cpuTrivial.push(tcpu);
      cpuTotal.push(cpu);
    }
    const t = median(trivial);
    const sum = median(total);
    const cpu = { trivial: median(cpuTrivial), total: median(cpuTotal) };
    out[mode] = {
      trivial: t,
      load: median(load),
      first: median(first),
      total: sum,
      ratio: sum / t,
      cpu: { ...cpu, ratio: cpu.total / cpu.trivial },
    };
  }
  return out;
}
