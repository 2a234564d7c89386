/**
 * Numbers typed as decimals carry binary noise (0.1 + 0.2 = 0.30000000000000004). Values that
 * are compared for equality or against band edges are cleaned to 9 decimal places first, so
 * noise can never break a tie or move a value into the next band.
 */
export function clean(x: number): number {
  return Math.round(x * 1e9) / 1e9 + 0;
}
