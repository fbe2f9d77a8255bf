import { Loading } from '@tessera/ui';
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button, Message, Modal, Table } from 'semantic-ui-react';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { userNames } from '../../../resource-list';
import { addToast } from '../../../toasts';
import { fetchDataset, searchDatasets, type DatasetChoice, type DatasetView } from '../../dataset-editor.api';

/** Rows per page of the Swap dataset table. */
export const SWAP_DATASET_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

export interface SwapDatasetModalProps {
  open: boolean;
  /** The dataset in use now, left out of the choices. */
  currentDatasetId?: number | null;
  onHide: () => void;
  /** Receives the chosen dataset, loaded in full. */
  onDatasetChange: (dataset: DatasetView) => void;
}

type Listing = { status: 'loading' } | { status: 'loaded'; count: number; rows: DatasetChoice[] } | { status: 'failed'; message: string };

/** Superset's 'Swap dataset' modal: search, pick a row, confirm, and the chart gets the new dataset. */
export function SwapDatasetModal({ open, currentDatasetId, onHide, onDatasetChange }: SwapDatasetModalProps) {
  const dispatch = useDispatch();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [chosen, setChosen] = useState<DatasetChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    setListing({ status: 'loading' });
    const timer = setTimeout(() => {
      searchDatasets(search.trim(), page, SWAP_DATASET_PAGE_SIZE).then(
        ({ count, result }) => current && setListing({ status: 'loaded', count, rows: result }),
        (error: unknown) => current && setListing({ status: 'failed', message: toClientError(error).message }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, search, page]);

  if (!open) return null;

  const proceed = async () => {
    if (!chosen) return;
    setChanging(true);
    try {
      const dataset = await fetchDataset(chosen.id);
      onDatasetChange(dataset);
      dispatch(addToast({ type: 'success', text: t('Successfully changed dataset!') }));
      onHide();
    } catch (error) {
      dispatch(addToast({ type: 'danger', text: t('Error while fetching data: %s', toClientError(error).message) }));
    } finally {
      setChanging(false);
    }
  };

  const rows = listing.status === 'loaded' ? listing.rows.filter((row) => row.id !== currentDatasetId) : [];
  const pages = listing.status === 'loaded' ? Math.max(1, Math.ceil(listing.count / SWAP_DATASET_PAGE_SIZE)) : 1;

  return (
    <Modal open onClose={onHide} size="large" role="dialog" aria-label={t('Swap dataset')}>
      <Modal.Header>{t('Swap dataset')}</Modal.Header>
      <Modal.Content scrolling>
        <Message warning>
          <Message.Header>{t('Warning!')}</Message.Header>
          <p>
            {t(
              'Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
            )}
          </p>
        </Message>
        {confirming && chosen ? (
          <p>{t('Are you sure you want to swap to dataset %s?', chosen.table_name)}</p>
        ) : (
          <>
            <div className="ui fluid input" style={{ marginBottom: '0.5em' }}>
              <input
                aria-label={t('Search / Filter')}
                placeholder={t('Search / Filter')}
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(0);
                }}
              />
            </div>
            {listing.status === 'loading' && <Loading size="small" />}
            {listing.status === 'failed' && <Message negative role="alert" content={listing.message} />}
            {listing.status === 'loaded' && (
              <Table selectable compact celled aria-label={t('Datasets')}>
                <Table.Header>
                  <Table.Row>
                    {[t('Name'), t('Type'), t('Schema'), t('Connection'), t('Owners')].map((header) => (
                      <Table.HeaderCell key={header}>{header}</Table.HeaderCell>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row
                      key={row.id}
                      active={chosen?.id === row.id}
                      aria-selected={chosen?.id === row.id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => setChosen(row)}
                    >
                      <Table.Cell>{row.table_name}</Table.Cell>
                      <Table.Cell>{row.kind === 'virtual' ? t('Virtual') : t('Physical')}</Table.Cell>
                      <Table.Cell>{row.schema}</Table.Cell>
                      <Table.Cell>{row.database?.database_name}</Table.Cell>
                      <Table.Cell>{userNames(row.owners)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table>
            )}
            {listing.status === 'loaded' && pages > 1 && (
              <div style={{ textAlign: 'end' }}>
                <Button
                  type="button"
                  size="small"
                  icon="chevron left"
                  aria-label={t('Previous page')}
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                />
                <Button
                  type="button"
                  size="small"
                  icon="chevron right"
                  aria-label={t('Next page')}
                  disabled={page + 1 >= pages}
                  onClick={() => setPage(page + 1)}
                />
              </div>
            )}
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        {confirming ? (
          <Button type="button" onClick={() => setConfirming(false)}>
            {t('Back')}
          </Button>
        ) : (
          <Button type="button" onClick={onHide}>
            {t('Cancel')}
          </Button>
        )}
        <Button
          type="button"
          primary
          disabled={!chosen || changing}
          loading={changing}
          onClick={() => (confirming ? void proceed() : setConfirming(true))}
        >
          {t('Proceed')}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
