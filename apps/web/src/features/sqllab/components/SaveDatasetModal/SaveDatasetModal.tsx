import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Dropdown, Form, Message, Modal } from 'semantic-ui-react';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import {
  createQueryDataset,
  exploreDatasetUrl,
  fetchVirtualDatasets,
  overwriteQueryDataset,
  type QueryDatasetSource,
  type VirtualDatasetOption,
} from '../../sqllab-results.api';

export interface SaveDatasetModalProps {
  open: boolean;
  source: QueryDatasetSource;
  defaultName: string;
  onClose: () => void;
}

type Mode = 'new' | 'overwrite';

/** 'Save or Overwrite Dataset': the query as a new virtual dataset, or as the SQL of an existing one; then a way to Explore. */
export function SaveDatasetModal({ open, source, defaultName, onClose }: SaveDatasetModalProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(defaultName);
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<VirtualDatasetOption[]>([]);
  const [overwriteId, setOverwriteId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setMode('new');
    setName(defaultName);
    setSearch('');
    setOverwriteId(null);
    setConfirming(false);
    setError(null);
    setSavedId(null);
  }, [open]);

  useEffect(() => {
    if (!open || mode !== 'overwrite') return;
    // Only the latest search's answer fills the list.
    let current = true;
    fetchVirtualDatasets(search).then(
      (found) => current && setOptions(found),
      (failure: unknown) => current && setError(toClientError(failure).message),
    );
    return () => {
      current = false;
    };
  }, [open, mode, search]);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      if (mode === 'overwrite' && overwriteId !== null) {
        await overwriteQueryDataset(overwriteId, source);
        setSavedId(overwriteId);
      } else {
        setSavedId(await createQueryDataset(source, name.trim()));
      }
    } catch (failure) {
      setError(t('An error occurred while creating the data source: %s', toClientError(failure).message));
    } finally {
      setSaving(false);
      setConfirming(false);
    }
  };

  const ready = mode === 'new' ? name.trim() !== '' : overwriteId !== null;
  const primary = () => {
    if (mode === 'overwrite' && !confirming) setConfirming(true);
    else void save();
  };

  return (
    <Modal open={open} onClose={onClose} size="small" role="dialog" aria-label={t('Save or Overwrite Dataset')}>
      <Modal.Header>{t('Save or Overwrite Dataset')}</Modal.Header>
      <Modal.Content>
        {savedId !== null ? (
          <Message success role="status">
            <p>{t('The dataset has been saved')}</p>
            <Link to={exploreDatasetUrl(savedId)}>{t('Open in Explore')}</Link>
          </Message>
        ) : confirming ? (
          <p>{t('Are you sure you want to overwrite this dataset?')}</p>
        ) : (
          <Form error={error !== null} onSubmit={primary}>
            <Form.Field>
              <label>
                <input type="radio" name={`${id}-mode`} checked={mode === 'new'} onChange={() => setMode('new')} /> {t('Save as new')}
              </label>
            </Form.Field>
            <Form.Field disabled={mode !== 'new'}>
              <label htmlFor={`${id}-name`}>{t('Dataset name')}</label>
              <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
            </Form.Field>
            <Form.Field>
              <label>
                <input type="radio" name={`${id}-mode`} checked={mode === 'overwrite'} onChange={() => setMode('overwrite')} />{' '}
                {t('Overwrite existing')}
              </label>
            </Form.Field>
            {mode === 'overwrite' && (
              <Form.Field>
                <label htmlFor={`${id}-dataset`}>{t('Dataset')}</label>
                {/* One searchable dropdown, as Superset's: what is typed asks the server for matching datasets. */}
                <Dropdown
                  id={`${id}-dataset`}
                  aria-label={t('Dataset')}
                  selection
                  search={(shown) => shown}
                  fluid
                  placeholder={t('Select or type dataset name')}
                  noResultsMessage={t('No results')}
                  searchQuery={search}
                  onSearchChange={(_event, data) => setSearch(data.searchQuery)}
                  options={options.map((option) => ({ key: option.id, value: option.id, text: option.table_name }))}
                  value={overwriteId ?? ''}
                  onChange={(_event, data) => {
                    setOverwriteId(typeof data.value === 'number' ? data.value : null);
                    setSearch('');
                  }}
                />
              </Form.Field>
            )}
            {error && <Message error role="alert" content={error} />}
          </Form>
        )}
      </Modal.Content>
      <Modal.Actions>
        {savedId !== null ? (
          <Button type="button" content={t('Close')} onClick={onClose} />
        ) : (
          <>
            {confirming ? (
              <Button type="button" content={t('Back')} onClick={() => setConfirming(false)} />
            ) : (
              <Button type="button" content={t('Cancel')} onClick={onClose} />
            )}
            <Button
              type="button"
              primary
              content={mode === 'overwrite' ? t('Overwrite') : t('Save')}
              loading={saving}
              disabled={!ready || saving}
              onClick={primary}
            />
          </>
        )}
      </Modal.Actions>
    </Modal>
  );
}
