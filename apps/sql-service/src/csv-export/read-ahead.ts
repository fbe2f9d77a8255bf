/**
 * Iterates `source` one item ahead: the next item is being read (from the database, or the results backend)
 * while the caller works on the current one. Leaving early waits for the read in flight, then closes the source.
 */
export async function* readAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  let done = false;
  try {
    for (;;) {
      const result = await next;
      if (result.done) {
        done = true;
        return;
      }
      next = iterator.next();
      yield result.value;
    }
  } finally {
    if (!done) {
      // A failed read has closed the source itself; a pending one must end before the source is closed.
      const pending = await next.then(
        (result) => result,
        () => null,
      );
      if (pending && !pending.done) await iterator.return?.();
    }
  }
}
