import type { ResultColumn, ResultRow } from '../engine-database';
import type { QueryCursor } from './query-cursor';

/** A cursor over rows already in memory (a fully read result), handing them out in slices. */
export function bufferedCursor(columns: ResultColumn[], rows: ResultRow[], release: (broken: boolean) => Promise<void>): QueryCursor {
  let offset = 0;
  return {
    columns,
    async read(count) {
      const slice = rows.slice(offset, offset + count);
      offset += slice.length;
      return slice;
    },
    release,
  };
}
