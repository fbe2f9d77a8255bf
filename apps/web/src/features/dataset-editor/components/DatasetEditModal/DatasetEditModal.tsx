import { combineReducers } from '@reduxjs/toolkit';
import { ConfirmModal, Loading, Tooltip } from '@tessera/ui';
import { useEffect, useMemo, useState } from 'react';
import { Button, Menu, Message, Modal } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import { PageStoreProvider, usePageDispatch, usePageSelector, type PageStoreOptions } from '../../../resource-list';
import type { DatasetView } from '../../dataset-editor.api';
import { datasetEditorSaga } from '../../dataset-editor.saga';
import {
  columnSyncRequested,
  datasetDraftChanged,
  datasetEditorReducer,
  datasetLoadRequested,
  datasetSaveErrorDismissed,
  datasetSaveRequested,
  selectDatasetEditor,
  type DatasetEditorState,
} from '../../dataset-editor.slice';
import type { DatasetDraft } from '../../dataset-editor.types';
import { validateDraft } from '../../dataset-draft';
import { DatasetSamplesModal } from '../DatasetSamplesModal/DatasetSamplesModal';
import { ColumnsTab } from './ColumnsTab';
import { MetricsTab } from './MetricsTab';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';

export interface DatasetEditModalProps {
  /** The dataset to edit; null keeps the modal closed. */
  datasetId: number | null;
  onHide: () => void;
  /** Receives the dataset as the server stored it. */
  onSaved?: (dataset: DatasetView) => void;
}

type TabKey = 'source' | 'metrics' | 'columns' | 'calculated' | 'settings';

const editorStoreOptions: PageStoreOptions<{ datasetEditor: DatasetEditorState }> = {
  prefixes: ['datasetEditor'],
  reducer: combineReducers({ datasetEditor: datasetEditorReducer }),
  saga: datasetEditorSaga,
};

/**
 * Superset's Edit Dataset modal. It keeps its own store, so any page (the dataset list, Explore)
 * can open it with a dataset id.
 */
export function DatasetEditModal({ datasetId, onHide, onSaved }: DatasetEditModalProps) {
  if (datasetId === null) return null;
  return (
    <PageStoreProvider key={datasetId} options={editorStoreOptions}>
      <EditDataset datasetId={datasetId} onHide={onHide} onSaved={onSaved} />
    </PageStoreProvider>
  );
}

function EditDataset({ datasetId, onHide, onSaved }: DatasetEditModalProps & { datasetId: number }) {
  const dispatch = usePageDispatch();
  const { dataset, draft, loading, loadError, saving, syncing, saveError, saved } = usePageSelector(selectDatasetEditor);
  const [tab, setTab] = useState<TabKey>('source');
  const [confirming, setConfirming] = useState(false);
  const [sampling, setSampling] = useState(false);
  const errors = useMemo(() => (draft ? validateDraft(draft) : []), [draft]);

  useEffect(() => {
    dispatch(datasetLoadRequested({ id: datasetId }));
  }, [dispatch, datasetId]);

  useEffect(() => {
    if (!saved) return;
    onSaved?.(saved);
    onHide();
  }, [saved, onSaved, onHide]);

  const change = (patch: Partial<DatasetDraft>) => dispatch(datasetDraftChanged(patch));
  const managed = dataset?.is_managed_externally ?? false;
  const saveDisabled = !draft || saving || errors.length > 0 || managed;
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'source', label: t('Source') },
    { key: 'metrics', label: t('Metrics') },
    { key: 'columns', label: t('Columns') },
    { key: 'calculated', label: t('Calculated columns') },
    { key: 'settings', label: t('Settings') },
  ];

  const saveButton = (
    <Button type="button" primary disabled={saveDisabled} loading={saving} onClick={() => setConfirming(true)}>
      {t('Save')}
    </Button>
  );

  return (
    <Modal open onClose={onHide} size="large" role="dialog" aria-label={t('Edit Dataset')} closeOnDimmerClick={false}>
      <Modal.Header>
        {t('Edit Dataset')} {dataset && <strong>{dataset.table_name}</strong>}
      </Modal.Header>
      <Modal.Content scrolling>
        {loading && <Loading />}
        {loadError && <Message negative content={loadError} />}
        {dataset && draft && (
          <>
            <Message warning>
              <Message.Header>{t('Be careful.')}</Message.Header>
              <p>{t('Changing these settings will affect all charts using this dataset, including charts owned by other people.')}</p>
            </Message>
            <Menu tabular role="tablist">
              {tabs.map(({ key, label }) => (
                <Menu.Item
                  key={key}
                  as="button"
                  type="button"
                  role="tab"
                  aria-selected={tab === key}
                  active={tab === key}
                  onClick={() => setTab(key)}
                >
                  {label}
                </Menu.Item>
              ))}
            </Menu>
            <div role="tabpanel" aria-label={tabs.find(({ key }) => key === tab)?.label}>
              {tab === 'source' && <SourceTab dataset={dataset} draft={draft} onChange={change} />}
              {tab === 'metrics' && <MetricsTab draft={draft} onChange={change} />}
              {tab === 'columns' && (
                <ColumnsTab
                  draft={draft}
                  calculated={false}
                  onChange={change}
                  onSync={() => dispatch(columnSyncRequested())}
                  syncing={syncing}
                />
              )}
              {tab === 'calculated' && <ColumnsTab draft={draft} calculated onChange={change} />}
              {tab === 'settings' && <SettingsTab draft={draft} onChange={change} />}
            </div>
            {errors.length > 0 && <Message negative role="alert" list={errors} />}
          </>
        )}
      </Modal.Content>
      <Modal.Actions>
        {dataset && (
          <Button type="button" basic floated="left" icon="table" content={t('View samples')} onClick={() => setSampling(true)} />
        )}
        <Button type="button" onClick={onHide}>
          {t('Cancel')}
        </Button>
        {managed ? (
          <Tooltip content={t("This dataset is managed externally, and can't be edited in %s", 'Tessera')}>
            <span>{saveButton}</span>
          </Tooltip>
        ) : (
          saveButton
        )}
      </Modal.Actions>
      <DatasetSamplesModal dataset={sampling ? dataset : null} onHide={() => setSampling(false)} />
      <ConfirmModal
        open={confirming}
        title={t('Confirm save')}
        body={
          <>
            <p>
              {t(
                'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.',
              )}
            </p>
            <p>{t('Are you sure you want to continue?')}</p>
          </>
        }
        onConfirm={() => {
          setConfirming(false);
          dispatch(datasetSaveRequested());
        }}
        onCancel={() => setConfirming(false)}
        t={t}
      />
      <Modal
        open={saveError !== null}
        size="small"
        role="alertdialog"
        aria-label={t('Error saving dataset')}
        onClose={() => dispatch(datasetSaveErrorDismissed())}
      >
        <Modal.Header>{t('Error saving dataset')}</Modal.Header>
        <Modal.Content>{saveError}</Modal.Content>
        <Modal.Actions>
          <Button type="button" negative onClick={() => dispatch(datasetSaveErrorDismissed())}>
            {t('OK')}
          </Button>
        </Modal.Actions>
      </Modal>
    </Modal>
  );
}
