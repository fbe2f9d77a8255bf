import { Pagination } from 'semantic-ui-react';
import type { TranslateFn } from '../../i18n-context';

export interface ListViewPaginationProps {
  pageIndex: number;
  pageSize: number;
  count: number;
  onPageChange: (pageIndex: number) => void;
  t: TranslateFn;
}

/**
 * Pager arrows drawn with '‹' / '›' (semantic's defaults '⟨⟩' and '«»' fall back to a glyph that reads
 * as '(' ')' in common fonts), labelled for screen readers and disabled at either end; no first/last.
 */
export function pagerArrowItems(activePage: number, totalPages: number, t: TranslateFn) {
  return {
    firstItem: null,
    lastItem: null,
    prevItem: { content: '‹', role: 'button', 'aria-label': t('Previous page'), disabled: activePage <= 1 },
    nextItem: { content: '›', role: 'button', 'aria-label': t('Next page'), disabled: activePage >= totalPages },
  };
}

/** The page links (when there is more than one page) and the '%s-%s of %s' row count. */
export function ListViewPagination({ pageIndex, pageSize, count, onPageChange, t }: ListViewPaginationProps) {
  if (count === 0) return null;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const first = pageIndex * pageSize + 1;
  const last = Math.min(count, (pageIndex + 1) * pageSize);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5em', marginTop: '1em' }}>
      {pageCount > 1 && (
        <Pagination
          size="small"
          activePage={pageIndex + 1}
          totalPages={pageCount}
          aria-label={t('Pagination')}
          pageItem={{ role: 'button' }}
          {...pagerArrowItems(pageIndex + 1, pageCount, t)}
          onPageChange={(_, data) => onPageChange(Number(data.activePage) - 1)}
        />
      )}
      <div role="status" aria-label={t('Row count')}>
        {t('%s-%s of %s', first, last, count)}
      </div>
    </div>
  );
}
