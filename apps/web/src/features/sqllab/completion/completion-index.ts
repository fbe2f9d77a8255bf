/**
 * The editor's completion index: names grouped by where they came from (keywords, a schema's tables, the
 * columns of the open table panes), each group sorted so a prefix is a binary search even with 100,000+
 * names. No imports and no DOM: the same module runs in the worker and, where workers are missing, inline.
 */

export type CompletionKind = 'keyword' | 'function' | 'schema' | 'table' | 'column';

export interface CompletionEntry {
  value: string;
  kind: CompletionKind;
  /** The schema of a table, the table of a column: what a name before a dot selects. */
  parent?: string;
}

export interface CompletionMatch {
  value: string;
  kind: CompletionKind;
  /** The label ace shows beside the name, e.g. 'table' or 'column of orders'. */
  meta: string;
  /** Higher first: prefix matches beat fuzzy ones, then the more specific kinds win. */
  score: number;
}

export interface CompletionQuery {
  prefix: string;
  /** The name before the dot at the cursor (`public.` or `orders.`), or null. */
  qualifier: string | null;
  limit: number;
}

interface IndexedEntry extends CompletionEntry {
  lower: string;
}

const KIND_WEIGHT: Record<CompletionKind, number> = { column: 500, table: 400, schema: 300, keyword: 200, function: 100 };
const PREFIX_SCORE = 10_000;

function compareLower(a: IndexedEntry, b: IndexedEntry): number {
  return a.lower < b.lower ? -1 : a.lower > b.lower ? 1 : 0;
}

/** The first position whose name is not below `prefix`. */
function lowerBound(entries: readonly IndexedEntry[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle] as IndexedEntry).lower < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether the letters of `needle` appear in `haystack` in order (what ace's own filter accepts). */
export function isSubsequence(needle: string, haystack: string): boolean {
  let position = 0;
  for (const char of needle) {
    position = haystack.indexOf(char, position) + 1;
    if (position === 0) return false;
  }
  return true;
}

function metaOf(entry: CompletionEntry): string {
  if (entry.kind === 'column' && entry.parent) return `column of ${entry.parent}`;
  return entry.kind;
}

export class CompletionIndex {
  private readonly groups = new Map<string, IndexedEntry[]>();

  /** Replaces a group's names, e.g. when the dialect or the open table panes change. */
  replaceGroup(group: string, entries: readonly CompletionEntry[]): void {
    const indexed = entries.map((entry) => ({ ...entry, lower: entry.value.toLowerCase() }));
    this.groups.set(group, indexed.sort(compareLower));
  }

  /** Adds one more page of names to a group (a schema's tables arrive page by page). */
  appendToGroup(group: string, entries: readonly CompletionEntry[]): void {
    const existing = this.groups.get(group) ?? [];
    const added = entries.map((entry) => ({ ...entry, lower: entry.value.toLowerCase() })).sort(compareLower);
    // Merge two sorted runs rather than sorting the whole group again.
    const merged: IndexedEntry[] = new Array(existing.length + added.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < existing.length && j < added.length)
      merged[k++] =
        compareLower(existing[i] as IndexedEntry, added[j] as IndexedEntry) <= 0
          ? (existing[i++] as IndexedEntry)
          : (added[j++] as IndexedEntry);
    while (i < existing.length) merged[k++] = existing[i++] as IndexedEntry;
    while (j < added.length) merged[k++] = added[j++] as IndexedEntry;
    this.groups.set(group, merged);
  }

  removeGroup(group: string): void {
    this.groups.delete(group);
  }

  get size(): number {
    let total = 0;
    for (const entries of this.groups.values()) total += entries.length;
    return total;
  }

  /**
   * Names starting with the prefix first, then names with its first letter holding the rest in order. After a dot only the
   * tables of that schema and the columns of that table are offered.
   */
  query({ prefix, qualifier, limit }: CompletionQuery): CompletionMatch[] {
    const needle = prefix.toLowerCase();
    const parent = qualifier?.toLowerCase() ?? null;
    const accepts = (entry: IndexedEntry): boolean =>
      parent === null ? true : (entry.kind === 'table' || entry.kind === 'column') && entry.parent?.toLowerCase() === parent;
    const seen = new Set<string>();
    const matches: CompletionMatch[] = [];
    const push = (entry: IndexedEntry, base: number) => {
      const key = `${entry.kind}:${entry.value}:${entry.parent ?? ''}`;
      if (seen.has(key)) return;
      seen.add(key);
      matches.push({ value: entry.value, kind: entry.kind, meta: metaOf(entry), score: base + KIND_WEIGHT[entry.kind] });
    };
    for (const entries of this.groups.values()) {
      for (let position = lowerBound(entries, needle); position < entries.length; position++) {
        const entry = entries[position] as IndexedEntry;
        if (!entry.lower.startsWith(needle)) break;
        if (accepts(entry)) push(entry, PREFIX_SCORE);
        if (matches.length >= limit * 4) break;
      }
    }
    if (needle.length > 0 && matches.length < limit) {
      outer: for (const entries of this.groups.values()) {
        for (const entry of entries) {
          // Same first letter, then the rest in order: 'cst' finds 'customers' without flooding the list.
          if (entry.lower[0] === needle[0] && !entry.lower.startsWith(needle) && accepts(entry) && isSubsequence(needle, entry.lower))
            push(entry, 0);
          if (matches.length >= limit) break outer;
        }
      }
    }
    return matches.sort((a, b) => b.score - a.score || a.value.localeCompare(b.value)).slice(0, limit);
  }
}

/** What the editor asks the index to do, in the worker or inline. */
export type CompletionCommand =
  | { type: 'replace'; group: string; entries: CompletionEntry[] }
  | { type: 'append'; group: string; entries: CompletionEntry[] }
  | { type: 'remove'; group: string }
  | { type: 'query'; id: number; query: CompletionQuery };

export interface CompletionReply {
  id: number;
  matches: CompletionMatch[];
}

/** Applies a command; a query answers, the others change the index. */
export function handleCompletionCommand(index: CompletionIndex, command: CompletionCommand): CompletionReply | null {
  switch (command.type) {
    case 'replace':
      index.replaceGroup(command.group, command.entries);
      return null;
    case 'append':
      index.appendToGroup(command.group, command.entries);
      return null;
    case 'remove':
      index.removeGroup(command.group);
      return null;
    case 'query':
      return { id: command.id, matches: index.query(command.query) };
  }
}
