import { DataGrid, Loading, type DataGridColumn } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Message, Modal } from 'semantic-ui-react';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { fetchSamples, type SamplesPage } from '../../dataset-editor.api';

/** Rows per samples page. */
export const SAMPLES_PER_PAGE = 100;

export interface DatasetSamplesModalProps {
  dataset: { id: number; table_name: string } | null;
  onHide: () => void;
}

type Load = { status: 'loading' } | { status: 'loaded'; samples: SamplesPage } | { status: 'failed'; message: string };

/** A dataset's sample rows in the shared data grid, page by page; 'Force refresh' skips the cache. */
export function DatasetSamplesModal({ dataset, onHide }: DatasetSamplesModalProps) {
  const dispatch = useDispatch();
  const [request, setRequest] = useState({ page: 1, force: false });
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const datasetId = dataset?.id ?? null;

  useEffect(() => setRequest({ page: 1, force: false }), [datasetId]);

  useEffect(() => {
    if (datasetId === null) return undefined;
    let current = true;
    setLoad({ status: 'loading' });
    const pending = fetchSamples(datasetId, request.page, SAMPLES_PER_PAGE, request.force);
    pending.then(
      (samples) => current && setLoad({ status: 'loaded', samples }),
      (error: unknown) => current && setLoad({ status: 'failed', message: toClientError(error).message }),
    );
    return () => {
      current = false;
    };
  }, [datasetId, request]);

  if (!dataset) return null;
  const samples = load.status === 'loaded' ? load.samples : null;
  const columns: DataGridColumn[] = (samples?.colnames ?? []).map((name, index) => ({
    name,
    genericType: samples?.coltypes[index] ?? null,
  }));
  const pages = samples ? Math.max(1, Math.ceil(samples.total_count / samples.per_page)) : 1;
  const first = samples && samples.data.length ? (samples.page - 1) * samples.per_page + 1 : 0;
  const last = samples ? first + samples.data.length - (samples.data.length ? 1 : 0) : 0;

  return (
    <Modal open onClose={onHide} closeIcon size="large" role="dialog" aria-label={t('Samples')}>
      <Modal.Header>
        {t('Samples')}: {dataset.table_name}
      </Modal.Header>
      <Modal.Content>
        {load.status === 'loading' && <Loading />}
        {load.status === 'failed' && <Message negative role="alert" content={load.message} />}
        {samples && (
          <>
            <DataGrid
              columns={columns}
              rows={samples.data}
              height={420}
              fileName={`${dataset.table_name}.csv`}
              notify={(type, text) => dispatch(addToast({ type, text }))}
              t={t}
            />
            <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: '0.5em' }}>
              <span>{t('%s-%s of %s', first, last, samples.total_count)}</span>
              <span>
                <Button
                  type="button"
                  size="small"
                  icon="sync"
                  content={t('Force refresh')}
                  onClick={() => setRequest(({ page }) => ({ page, force: true }))}
                />
                <Button
                  type="button"
                  size="small"
                  icon="chevron left"
                  aria-label={t('Previous page')}
                  disabled={samples.page <= 1}
                  onClick={() => setRequest(({ page }) => ({ page: page - 1, force: false }))}
                />
                <Button
                  type="button"
                  size="small"
                  icon="chevron right"
                  aria-label={t('Next page')}
                  disabled={samples.page >= pages}
                  onClick={() => setRequest(({ page }) => ({ page: page + 1, force: false }))}
                />
              </span>
            </div>
          </>
        )}
      </Modal.Content>
    </Modal>
  );
}
