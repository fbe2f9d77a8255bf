import { setFlagsFromString } from 'node:v8';

/**
 * V8 lets the old generation grow to 1.1–4 times what survived the last full collection before it collects again,
 * the factor chosen from how fast collections run. Streaming a large result (or serving many requests) promotes
 * rows and request objects that were alive at two scavenges and die soon after, so with V8's factor a process grows
 * by tens of MB of such garbage before collecting it. On the SQL editor benchmark (1,000,000 rows kept, then their CSV
 * export) 20 % took the growth over idle from +135/+166 MB to +49/+83 MB embedded and from +174/+229 MB to
 * +70/+104 MB in cluster mode, first pages and throughput within the runs' noise. The price is more frequent full
 * collections, most in small heaps (a cluster service holds ~50 MB, so 20 % is less room than its young generation).
 */
export function heapGrowthFlag(percent: number): string | null {
  return percent > 0 ? `--heap-growing-percent=${Math.round(percent)}` : null;
}

/** Applies the heap growth limit to this process; read by V8 each time it sets the next collection's limit. */
export function limitHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) setFlagsFromString(flag);
}
