import { t } from '../../../../i18n';
import type { SqlLabQuery } from '../../sqllab.types';

/** Why fewer rows may show than the SQL would return, in Superset's words; null when nothing limited them. */
export function limitNotice(query: SqlLabQuery): string | null {
  const rows = query.rows ?? 0;
  // A result the grid pages through (every row reachable by scrolling) is not cut at the display limit.
  const paged = query.resultsKey !== null && rows > (query.results?.data.length ?? 0);
  if (query.results?.displayLimitReached && !paged) {
    return t(
      'The number of results displayed is limited to %s. Please add additional limits/filters or download to csv to see more rows up to the %s limit.',
      query.results.data.length,
      query.limit ?? rows,
    );
  }
  switch (query.limitingFactor) {
    case 'DROPDOWN':
      return t('The number of rows displayed is limited to %s by the limit dropdown.', rows);
    case 'QUERY':
      return t('The number of rows displayed is limited to %s by the query', rows);
    case 'QUERY_AND_DROPDOWN':
      return t('The number of rows displayed is limited to %s by the query and limit dropdown.', rows);
    default:
      return null;
  }
}
