import type { Pool, PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';

import type { ResultColumn } from '../../engine-database';
import { resetSession } from './postgresql.session';

/**
 * How each column type is written so that `COPY … CSV` gives the text the row-by-row export writes from the driver's
 * values: dates and timestamps as UTC ISO-8601 with milliseconds (an infinite timestamp as the word, an infinite
 * timestamp with time zone as an empty field, as the driver reads them), booleans as true/false, numerics without
 * trailing zeros, empty strings like NULLs as empty fields, fixed-length text with its padding. One difference is
 * deliberate: a numeric with more than 15 significant digits is written exactly, where the row-by-row export
 * rounds it to the nearest double. Types missing here (floats, JSON, arrays, bytes, intervals…) are written
 * differently by COPY: a result with one of them is not copied.
 */
const ISO_MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/**
 * `to_char` makes PostgreSQL's COPY of a timestamp column about 1.4× slower. Most timestamps are whole seconds of
 * years 1000-9999, whose ISO text (`2024-01-01 00:00:17`, the session's DateStyle set to ISO by `copyOut`) only needs
 * its space turned into `T` and `.000Z` appended; the rest (fractions of a second, other years) keep `to_char`.
 */
const FOUR_DIGIT_YEARS = (c: string) => `${c} >= '1000-01-01' AND ${c} < '10000-01-01'`;
const isoTimestamp = (c: string) =>
  `CASE WHEN ${c} = date_trunc('second', ${c}) AND ${FOUR_DIGIT_YEARS(c)} THEN replace(${c}::text, ' ', 'T') || '.000Z' ` +
  `WHEN isfinite(${c}) THEN to_char(${c}, ${ISO_MILLIS})`;
const CASTS: [RegExp, (column: string) => string][] = [
  [/^(SMALLINT|INTEGER|BIGINT|UUID|CHAR(\(\d+\))?)$/, (c) => c],
  [/^NUMERIC(\(\d+, \d+\))?$/, (c) => `trim_scale(${c})`],
  [/^(TEXT|VARCHAR(\(\d+\))?|NAME)$/, (c) => `NULLIF(${c}::text, '')`],
  [/^BOOLEAN$/, (c) => `CASE WHEN ${c} THEN 'true' WHEN NOT ${c} THEN 'false' END`],
  [
    /^DATE$/,
    (c) =>
      `CASE WHEN ${FOUR_DIGIT_YEARS(c)} THEN ${c}::text || 'T00:00:00.000Z' ` +
      `WHEN isfinite(${c}) THEN to_char(${c}, 'YYYY-MM-DD"T00:00:00.000Z"') ELSE ${c}::text END`,
  ],
  [/^TIMESTAMP WITHOUT TIME ZONE$/, (c) => `${isoTimestamp(c)} ELSE ${c}::text END`],
  [/^TIMESTAMP WITH TIME ZONE$/, (c) => `${isoTimestamp(`(${c} AT TIME ZONE 'UTC')`)} END`],
];

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The `COPY` statement writing `select`'s rows as CSV with a header, each column cast as above and at most `limit`
 * rows; null when a column's type has no cast or two columns share a name (the row-by-row export renames those).
 */
export function csvCopyStatement(select: string, columns: readonly ResultColumn[], limit: number | null): string | null {
  if (new Set(columns.map((c) => c.name)).size !== columns.length || columns.length === 0) return null;
  const expressions: string[] = [];
  for (const column of columns) {
    const cast = CASTS.find(([type]) => type.test(column.type ?? ''))?.[1];
    if (!cast) return null;
    const name = quoteIdentifier(column.name);
    expressions.push(`${cast(`virtual_table.${name}`)} AS ${name}`);
  }
  const limited = limit === null ? '' : ` LIMIT ${Math.max(0, Math.floor(limit))}`;
  return (
    `COPY (SELECT ${expressions.join(', ')} FROM (${select.trim().replace(/;+\s*$/, '')}) AS virtual_table${limited}) ` +
    'TO STDOUT WITH (FORMAT csv, HEADER true)'
  );
}

/**
 * Runs a `COPY … TO STDOUT` on a pooled connection and yields its bytes as PostgreSQL sends them; the stream pauses
 * while the caller does not read (backpressure down to the server's socket). Leaving early closes the connection,
 * which ends the statement in the database.
 */
export async function* copyOut(pool: Pool, statement: string): AsyncGenerator<Buffer> {
  const client: PoolClient = await pool.connect();
  let finished = false;
  let stream: ReturnType<typeof copyTo> | null = null;
  try {
    // The casts read dates and timestamps as ISO text; the session's reset (or the connection's end) undoes this.
    await client.query("SET datestyle = 'ISO'");
    stream = client.query(copyTo(statement));
    for await (const chunk of stream) yield chunk as Buffer;
    finished = true;
  } finally {
    if (finished) {
      await resetSession(client).then(
        () => client.release(),
        () => client.release(true),
      );
    } else {
      stream?.destroy();
      client.release(true);
    }
  }
}
