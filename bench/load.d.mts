/** Types of bench/load.mjs. */
export interface LoadReading {
  /** the 1 KB script: fresh context, load, first call (ms, median) */
  trivial: number;
  /** ours: fresh context and load (ms, median) */
  load: number;
  /** ours: the first GROUP_TABLE call (ms, median) */
  first: number;
  /** ours: load + first call (ms, median of the sums) */
  total: number;
  /** total / trivial */
  ratio: number;
  /** the same by the process's CPU time (user + system, ms, medians): the 1 KB script, ours, ours / it */
  cpu: { trivial: number; total: number; ratio: number };
}
export const TRIVIAL: string;
export function measureLoad(codePath: string, runs?: number): { same: LoadReading; unique: LoadReading };
