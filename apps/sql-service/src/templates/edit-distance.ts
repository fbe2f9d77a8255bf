/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Candidates within `maxDistance` edits of `word`, closest first (the editor's 'Did you mean' list). */
export function suggestionsFor(word: string, candidates: Iterable<string>, maxDistance = 2): string[] {
  return [...new Set(candidates)]
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate) }))
    .filter(({ distance }) => distance <= maxDistance)
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate))
    .map(({ candidate }) => candidate);
}
