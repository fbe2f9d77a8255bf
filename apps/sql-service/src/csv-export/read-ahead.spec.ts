import { readAhead } from './read-ahead';

/** A source that records when each read starts and whether it was closed. */
function recordingSource(items: number[]) {
  const log: string[] = [];
  let index = 0;
  const source: AsyncIterable<number> = {
    [Symbol.asyncIterator]: () => ({
      next: async () => {
        log.push(`read ${index}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return index < items.length ? { done: false, value: items[index++] } : { done: true, value: undefined };
      },
      return: async () => {
        log.push('closed');
        return { done: true, value: undefined };
      },
    }),
  };
  return { source, log };
}

describe('readAhead', () => {
  it('reads the next item while the caller works on the current one, and everything in order', async () => {
    const { source, log } = recordingSource([1, 2, 3]);
    const seen: number[] = [];
    for await (const item of readAhead(source)) {
      // The read of the next item has already started when this one is handed out.
      expect(log.at(-1)).toBe(`read ${item}`);
      seen.push(item);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(log).not.toContain('closed');
  });

  it('closes the source after the read in flight when the caller leaves early', async () => {
    const { source, log } = recordingSource([1, 2, 3]);
    for await (const item of readAhead(source)) if (item === 1) break;
    expect(log).toEqual(['read 0', 'read 1', 'closed']);
  });
});
