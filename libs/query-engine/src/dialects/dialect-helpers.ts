export function quoteDoubleQuoted(name: string): string {
  return '"' + name.replace(/"/g, '""') + '"';
}

export function quoteSingleQuoted(value: string): string {
  return "'" + value.replace(/'/g, "''") + "'";
}

/** Standard `LIMIT n OFFSET m`; non-integer or negative input is clamped. */
export function limitOffset(limit: number | null | undefined, offset?: number | null): string {
  let clause = '';
  if (limit !== null && limit !== undefined) clause += ` LIMIT ${Math.max(0, Math.floor(limit))}`;
  if (offset !== null && offset !== undefined && offset > 0) clause += ` OFFSET ${Math.floor(offset)}`;
  return clause;
}
