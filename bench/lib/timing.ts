import { percentile } from './stats';

/**
 * The time of each of `n` calls of `fn`, in ms, after `warmup` calls that are not timed; each
 * call is passed its index within its run (the warm-up's, then the timed run's).
 */
export function timeCalls(fn: (i: number) => unknown, n: number, warmup = 0): number[] {
  for (let i = 0; i < warmup; i++) fn(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    fn(i);
    times.push(performance.now() - s);
  }
  return times;
}

/** The median and 99th percentile of call times, as the benchmarks print them. */
export const p50p99 = (times: readonly number[]): string =>
  `p50 ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms`;
