/** One table or view of a schema. */
export interface TableEntry {
  value: string;
  type: 'table' | 'view';
}

/**
 * Ranks table names against what the user typed: exact, then prefix, then substring, then the
 * letters in order (fuzzy). Case-insensitive; ties keep alphabetical order.
 */
export function searchTables(tables: readonly TableEntry[], search: string): TableEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...tables];
  const scored: { entry: TableEntry; score: number }[] = [];
  for (const entry of tables) {
    const name = entry.value.toLowerCase();
    const score = name === needle ? 0 : name.startsWith(needle) ? 1 : name.includes(needle) ? 2 : isSubsequence(needle, name) ? 3 : -1;
    if (score >= 0) scored.push({ entry, score });
  }
  return scored.sort((a, b) => a.score - b.score || a.entry.value.localeCompare(b.entry.value)).map((s) => s.entry);
}

function isSubsequence(needle: string, haystack: string): boolean {
  let position = 0;
  for (const char of haystack) {
    if (char === needle[position]) position += 1;
    if (position === needle.length) return true;
  }
  return false;
}
