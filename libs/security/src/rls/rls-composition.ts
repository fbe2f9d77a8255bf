/** An applicable filter, reduced to what composition needs. */
export interface ApplicableRlsFilter {
  groupKey: string | null;
  clause: string;
}

/**
 * Superset's `get_sqla_row_level_filters`: every clause is parenthesised; ungrouped clauses and
 * guest rules each stand alone, clauses sharing a group key are OR-ed into one entry. The entries
 * are meant to be AND-ed by the query compiler. Groups keep the order of their first filter.
 */
export function composeRlsClauses(filters: readonly ApplicableRlsFilter[], guestClauses: readonly string[] = []): string[] {
  const standalone: string[] = [];
  const groups = new Map<string, string[]>();
  for (const filter of filters) {
    const clause = `(${filter.clause})`;
    if (filter.groupKey) {
      const group = groups.get(filter.groupKey) ?? [];
      group.push(clause);
      groups.set(filter.groupKey, group);
    } else {
      standalone.push(clause);
    }
  }
  const guests = guestClauses.map((clause) => `(${clause})`);
  const grouped = [...groups.values()].map((clauses) => (clauses.length === 1 ? clauses[0] : `(${clauses.join(' OR ')})`));
  return [...standalone, ...guests, ...grouped];
}
