import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { Button, Icon } from 'semantic-ui-react';
import { CopyToClipboard, toTsv } from '@tessera/ui';
import { toClientError } from '../../../../api';
import { t } from '../../../../i18n';
import { addToast } from '../../../toasts';
import { createQueryDataset, csvExportUrl, exploreDatasetUrl } from '../../sqllab-results.api';
import type { SqlLabQuery } from '../../sqllab.types';
import { SaveDatasetModal } from '../SaveDatasetModal/SaveDatasetModal';
import { defaultDatasetName } from '../SaveDatasetModal/dataset-name';

export interface ResultsActionsProps {
  query: SqlLabQuery;
  /** `can_export_csv` on SQLLab: the server refuses the export without it. */
  canExportCsv: boolean;
}

/** What to do with a result: download it as CSV, copy it, chart it, or keep it as a dataset. */
export function ResultsActions({ query, canExportCsv }: ResultsActionsProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const results = query.results;
  if (!results) return null;
  const columnNames = results.columns.map((column) => column.column_name || column.name);
  const source = { database: query.dbId, schema: query.schema ?? null, sql: query.sql, template_params: query.templateParams ?? null };

  // Superset's 'Create chart': a virtual dataset named after the tab and the time, then Explore on it.
  const createChart = async () => {
    setCreating(true);
    try {
      const id = await createQueryDataset(source, defaultDatasetName(query.tab ?? t('Untitled Query'), new Date()));
      navigate(exploreDatasetUrl(id));
    } catch (error) {
      setCreating(false);
      dispatch(addToast({ type: 'danger', text: t('An error occurred while creating the data source: %s', toClientError(error).message) }));
    }
  };

  return (
    <div role="toolbar" aria-label={t('Result actions')} style={{ display: 'flex', gap: '0.5em', flexWrap: 'wrap' }}>
      <Button
        type="button"
        size="small"
        primary
        icon="chart bar"
        content={t('Create chart')}
        loading={creating}
        disabled={creating}
        onClick={createChart}
      />
      {/* Outlined like 'Copy to Clipboard': Fomantic's plain grey fill reads as disabled. */}
      <Button type="button" size="small" basic icon="save" content={t('Save dataset')} onClick={() => setSaveOpen(true)} />
      {canExportCsv && (
        <a className="ui small basic button" href={csvExportUrl(query.id)} download>
          <Icon name="download" aria-hidden="true" />
          {t('Download to CSV')}
        </a>
      )}
      <CopyToClipboard
        text={() => toTsv(columnNames, results.data)}
        label={t('Copy to Clipboard')}
        successText={t('Copied to clipboard!')}
        notify={(type, text) => dispatch(addToast({ type, text }))}
        t={t}
      >
        <Icon name="copy outline" aria-hidden="true" />
        {t('Copy to Clipboard')}
      </CopyToClipboard>
      <SaveDatasetModal
        open={saveOpen}
        source={source}
        defaultName={defaultDatasetName(query.tab ?? t('Untitled Query'), new Date())}
        onClose={() => setSaveOpen(false)}
      />
    </div>
  );
}
