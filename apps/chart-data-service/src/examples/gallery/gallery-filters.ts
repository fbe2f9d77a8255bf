/** Superset's adhoc filter keeping one year of a temporal column, as explore saves it. */
export function yearFilter(column: string, year: number): Record<string, unknown> {
  return {
    expressionType: 'SIMPLE',
    subject: column,
    operator: 'TEMPORAL_RANGE',
    comparator: `${year}-01-01 : ${year + 1}-01-01`,
    clause: 'WHERE',
  };
}

/** An average of a column under a readable label (an adhoc SIMPLE metric). */
export function averageOf(column: string, label: string): Record<string, unknown> {
  return { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: column }, label };
}
