import { useState } from 'react';
import { Label, Modal, Pagination } from 'semantic-ui-react';
import { DataGrid, ErrorAlert, Loading, pagerArrowItems, type DataGridColumn } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t, tn } from '../../i18n';
import { fetchSamples, type DrillFilter } from './chart-actions.api';
import { useRequest } from './use-request';

/** Rows per page of a drill to detail (Superset's `PAGE_SIZE` of the drill detail pane). */
export const DRILL_DETAIL_PAGE_SIZE = 50;

/** How a drill filter reads on its chip: `state = CA`. */
export function drillFilterLabel(filter: DrillFilter): string {
  const value = Array.isArray(filter.val) ? filter.val.map(String).join(', ') : String(filter.val);
  return `${filter.col} ${filter.op === '==' ? '=' : filter.op} ${value}`;
}

export interface DrillDetailModalProps {
  chartName: string;
  formData: QueryFormData;
  /** The clicked mark's values; none for the rows behind the whole chart. */
  filters: readonly DrillFilter[];
  onClose: () => void;
}

/** 'Drill to detail: %s': the dataset rows behind the chart or a mark, a page at a time. */
export function DrillDetailModal({ chartName, formData, filters: initialFilters, onClose }: DrillDetailModalProps) {
  const [filters, setFilters] = useState(initialFilters);
  const [page, setPage] = useState(1);
  const request = useRequest(
    () => fetchSamples(formData, { filters, page, perPage: DRILL_DETAIL_PAGE_SIZE, withChartFilters: true }),
    [formData, filters, page],
  );
  const columns: DataGridColumn[] =
    request.status === 'done'
      ? request.value.colnames.map((name, index) => ({ name, genericType: request.value.coltypes[index] ?? null }))
      : [];
  const pages = request.status === 'done' ? Math.max(1, Math.ceil(request.value.total_count / DRILL_DETAIL_PAGE_SIZE)) : 1;
  const removeFilter = (removed: DrillFilter) => {
    setFilters((current) => current.filter((filter) => filter !== removed));
    setPage(1);
  };

  return (
    <Modal open onClose={onClose} closeIcon size="large" role="dialog" aria-label={t('Drill to detail: %s', chartName)}>
      <Modal.Header>{t('Drill to detail: %s', chartName)}</Modal.Header>
      <Modal.Content>
        <div
          role="list"
          aria-label={t('Drill to detail filters')}
          style={{ marginBottom: '0.8em', display: 'flex', flexWrap: 'wrap', gap: '0.4em', alignItems: 'center' }}
        >
          {filters.map((filter) => (
            <Label key={drillFilterLabel(filter)} role="listitem" size="small">
              {drillFilterLabel(filter)}
              <button
                type="button"
                className="ui mini basic icon button"
                aria-label={t('Remove filter %s', drillFilterLabel(filter))}
                style={{ marginInlineStart: '0.5em', padding: '0.2em' }}
                onClick={() => removeFilter(filter)}
              >
                <i aria-hidden="true" className="close icon" />
              </button>
            </Label>
          ))}
          {request.status === 'done' && (
            <span style={{ marginInlineStart: 'auto' }}>
              {tn('%s row', '%s rows', request.value.total_count, request.value.total_count)}
            </span>
          )}
        </div>
        {request.status === 'loading' && <Loading text={t('Loading...')} t={t} />}
        {request.status === 'failed' && <ErrorAlert message={request.message} t={t} />}
        {request.status === 'done' && (
          <>
            <DataGrid columns={columns} rows={request.value.data} height={400} fileName={`${chartName}.csv`} t={t} />
            {pages > 1 && (
              <Pagination
                aria-label={t('Pages')}
                activePage={page}
                totalPages={pages}
                size="mini"
                style={{ marginTop: '0.8em' }}
                {...pagerArrowItems(page, pages, t)}
                onPageChange={(_event, data) => setPage(Number(data.activePage))}
              />
            )}
          </>
        )}
      </Modal.Content>
    </Modal>
  );
}
