import { Modal } from 'semantic-ui-react';
import { DataGrid, ErrorAlert, Loading, type DataGridColumn } from '@tessera/ui';
import type { QueryFormData } from '@tessera/viz';
import { t } from '../../i18n';
import { fetchChartResults, fetchSamples } from './chart-actions.api';
import { useRequest } from './use-request';

/** 'View results' shows what the chart's query answers; 'Samples' shows the dataset's own rows. */
export type ChartDataKind = 'results' | 'samples';

interface GridData {
  colnames: string[];
  coltypes: (number | string | null)[];
  data: Record<string, unknown>[];
}

async function loadGridData(formData: QueryFormData, kind: ChartDataKind): Promise<GridData> {
  if (kind === 'samples') return fetchSamples(formData, { filters: [], page: 1, withChartFilters: false });
  const [first] = await fetchChartResults(formData);
  return { colnames: first?.colnames ?? [], coltypes: first?.coltypes ?? [], data: first?.data ?? [] };
}

export interface ChartDataModalProps {
  chartName: string;
  formData: QueryFormData;
  kind: ChartDataKind;
  onClose: () => void;
}

/** The chart's results or the dataset's samples in the data grid, asked for when the modal opens. */
export function ChartDataModal({ chartName, formData, kind, onClose }: ChartDataModalProps) {
  const request = useRequest(() => loadGridData(formData, kind), [formData, kind]);
  const title = kind === 'samples' ? t('Samples') : t('Results');
  const columns: DataGridColumn[] =
    request.status === 'done'
      ? request.value.colnames.map((name, index) => ({ name, genericType: request.value.coltypes[index] ?? null }))
      : [];
  return (
    <Modal open onClose={onClose} closeIcon size="large" role="dialog" aria-label={title}>
      <Modal.Header>
        {title}: {chartName}
      </Modal.Header>
      <Modal.Content>
        {request.status === 'loading' && <Loading text={t('Loading...')} t={t} />}
        {request.status === 'failed' && <ErrorAlert message={request.message} t={t} />}
        {request.status === 'done' && (
          <DataGrid columns={columns} rows={request.value.data} height={400} fileName={`${chartName}.csv`} t={t} />
        )}
      </Modal.Content>
    </Modal>
  );
}
