/**
 * `extra.allow_file_access`: an administrator's opt-in that lets SQL on a DuckDB database read and
 * write the server's files. Anything but `true` keeps file access off.
 */
export function allowsFileAccess(extra: unknown): boolean {
  return typeof extra === 'object' && extra !== null && (extra as { allow_file_access?: unknown }).allow_file_access === true;
}

/** What is wrong with `extra.allow_file_access` when saving a database: it must be a boolean. */
export function fileAccessProblems(extra: unknown): string[] {
  const value = typeof extra === 'object' && extra !== null ? (extra as { allow_file_access?: unknown }).allow_file_access : undefined;
  return value === undefined || typeof value === 'boolean' ? [] : ['allow_file_access must be a boolean.'];
}
