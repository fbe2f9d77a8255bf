/** Levenshtein distance: insertions, deletions and substitutions each cost 1. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** For each unknown name, the candidates within `maxDistance` edits (only names with a match appear). */
export function suggestNames(unknown: readonly string[], candidates: readonly string[], maxDistance = 2): Record<string, string[]> {
  const suggestions: Record<string, string[]> = {};
  for (const name of unknown) {
    const close = candidates.filter((candidate) => editDistance(name, candidate) <= maxDistance);
    if (close.length > 0) suggestions[name] = close;
  }
  return suggestions;
}
