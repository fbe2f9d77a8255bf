import { Modal } from 'semantic-ui-react';
import { DataGrid, type DataGridColumn } from '@tessera/ui';
import type { ChartDataResponseResult } from '@tessera/viz';
import { t } from '../../../../i18n';

export interface ChartDataTableModalProps {
  title: string;
  result: ChartDataResponseResult | undefined;
  onClose: () => void;
}

/** The chart's current answer as a table: no new query, the data is already here. */
export function ChartDataTableModal({ title, result, onClose }: ChartDataTableModalProps) {
  const columns: DataGridColumn[] = (result?.colnames ?? []).map((name, index) => ({ name, genericType: result?.coltypes[index] ?? null }));
  return (
    <Modal open onClose={onClose} closeIcon size="large" role="dialog" aria-label={t('Data for %s', title)}>
      <Modal.Header>{t('Data for %s', title)}</Modal.Header>
      <Modal.Content>
        <DataGrid columns={columns} rows={result?.data ?? []} height={400} fileName={`${title}.csv`} t={t} />
      </Modal.Content>
    </Modal>
  );
}
