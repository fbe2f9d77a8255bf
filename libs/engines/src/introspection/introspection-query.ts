/** Runs a catalogue query with bound parameters and returns its rows as objects. */
export type IntrospectionQuery = <T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<T[]>;

/** Offset/limit as safe non-negative integers (limit null = everything). */
export function pageOf(options: { offset?: number; limit?: number }): { offset: number; limit: number | null } {
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const limit = options.limit === undefined || options.limit === null ? null : Math.max(0, Math.floor(options.limit));
  return { offset, limit };
}

/** `%text%` for a case-insensitive substring search, or null when there is nothing to search for. */
export function searchPattern(search: string | undefined, escape: (text: string) => string): string | null {
  return search ? `%${escape(search)}%` : null;
}
