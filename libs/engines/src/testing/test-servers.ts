import { randomBytes } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import type { TesseraError } from '@tessera/contracts';

/** The PostgreSQL and MariaDB servers integration tests run against (trust / empty-password root). */
export const TEST_POSTGRES_URI = 'postgresql://postgres@127.0.0.1:5432/test';
export const TEST_MYSQL_URI = 'mysql://root@127.0.0.1:3306/test';

/** A lower-case name unique to this run, so parallel test runs never share scratch objects. */
export function scratchName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

let collector: (() => void) | null = null;

/** Live heap bytes after a full garbage collection (the collector is exposed on first use). */
export function liveHeap(): number {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    collector = runInNewContext('gc') as () => void;
  }
  collector();
  return process.memoryUsage().heapUsed;
}

/** Tracks the peak of live heap above the level when it was created; the caller samples it. */
export function heapTracker(): { sample(): void; peakGrowth(): number } {
  const baseline = liveHeap();
  let peak = baseline;
  return {
    sample() {
      peak = Math.max(peak, liveHeap());
    },
    peakGrowth: () => peak - baseline,
  };
}

/** The error a promise rejects with (the engines reject with a TesseraError); fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<TesseraError> {
  try {
    await promise;
  } catch (error) {
    return error as TesseraError;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
