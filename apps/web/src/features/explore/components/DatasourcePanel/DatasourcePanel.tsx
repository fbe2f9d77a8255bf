import { useCallback, useState } from 'react';
import { Header, List } from 'semantic-ui-react';
import { CertifiedBadge, WarningIconWithTooltip } from '@tessera/ui';
import { t } from '../../../../i18n';
import { DatasetEditModal, SwapDatasetModal } from '../../../dataset-editor';
import type { ExploreDatasource } from '../../explore.types';
import { ColumnTypeIcon } from '../ColumnTypeIcon/ColumnTypeIcon';
import { datasetBadges } from './dataset-extra';
import { DatasourceItem } from './DatasourceItem';
import { DatasourceMenu } from './DatasourceMenu';

function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

export interface DatasourcePanelProps {
  datasource: ExploreDatasource;
  /** Dataset `id` should be loaded into Explore: the same one after an edit, another after a swap. */
  onDatasourceChange: (id: number) => void;
}

/**
 * The dataset's metrics and columns with their types and badges, filtered by a search box, and the
 * dataset menu (edit, swap, open in the SQL editor).
 */
export function DatasourcePanel({ datasource, onDatasourceChange }: DatasourcePanelProps) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [swapping, setSwapping] = useState(false);
  // Stable handlers: the edit modal reports a save from an effect that depends on them.
  const closeEditor = useCallback(() => setEditing(false), []);
  const reloadEdited = useCallback(() => onDatasourceChange(datasource.id), [onDatasourceChange, datasource.id]);
  const metrics = datasource.metrics.filter((metric) => matches(search, metric.metric_name, metric.verbose_name));
  const columns = datasource.columns.filter((column) => matches(search, column.column_name, column.verbose_name));
  const badges = datasetBadges(datasource.extra);
  return (
    <section aria-label={t('Dataset')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5em' }}>
        <Header as="h2" size="small" style={{ flex: 1, minWidth: 0, margin: 0, overflowWrap: 'anywhere' }}>
          {/* A long `schema.table_name` ends in an ellipsis (whole on hover), not wrapped mid-word in the narrow panel. */}
          <span
            title={datasource.name}
            style={{
              display: 'inline-block',
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              verticalAlign: 'bottom',
            }}
          >
            {datasource.name}
          </span>
          {badges.certifiedBy && (
            <>
              {' '}
              <CertifiedBadge certifiedBy={badges.certifiedBy} details={badges.certificationDetails} t={t} />
            </>
          )}
          {badges.warningMarkdown && (
            <>
              {' '}
              <WarningIconWithTooltip warningMarkdown={badges.warningMarkdown} t={t} />
            </>
          )}
        </Header>
        <DatasourceMenu datasource={datasource} onEdit={() => setEditing(true)} onSwap={() => setSwapping(true)} />
      </div>
      <div className="ui fluid icon input" style={{ marginTop: '0.5em' }}>
        {/* A longer translation than fits ends in an ellipsis, whole on hover. */}
        <input
          aria-label={t('Search Metrics & Columns')}
          placeholder={t('Search Metrics & Columns')}
          title={t('Search Metrics & Columns')}
          style={{ textOverflow: 'ellipsis' }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <i aria-hidden="true" className="search icon" />
      </div>
      <Header as="h3" size="tiny">
        {t('Metrics')}
      </Header>
      <p>{t('Showing %s of %s', metrics.length, datasource.metrics.length)}</p>
      <List aria-label={t('Metrics')} role="list">
        {metrics.map((metric) => (
          <DatasourceItem
            key={metric.metric_name}
            icon={<ColumnTypeIcon />}
            label={metric.verbose_name || metric.metric_name}
            title={metric.expression}
            description={metric.description}
            certifiedBy={metric.certified_by}
            certificationDetails={metric.certification_details}
            warning={metric.warning_markdown || metric.warning_text}
          />
        ))}
      </List>
      <Header as="h3" size="tiny">
        {t('Columns')}
      </Header>
      <p>{t('Showing %s of %s', columns.length, datasource.columns.length)}</p>
      <List aria-label={t('Columns')} role="list">
        {columns.map((column) => (
          <DatasourceItem
            key={column.column_name}
            icon={<ColumnTypeIcon column={column} />}
            label={column.verbose_name || column.column_name}
            title={column.type}
            description={column.description}
            certifiedBy={column.certified_by}
            certificationDetails={column.certification_details}
            warning={column.warning_markdown}
          />
        ))}
      </List>
      {metrics.length === 0 && columns.length === 0 && <p>{t('No matching metrics or columns')}</p>}
      <DatasetEditModal datasetId={editing ? datasource.id : null} onHide={closeEditor} onSaved={reloadEdited} />
      <SwapDatasetModal
        open={swapping}
        currentDatasetId={datasource.id}
        onHide={() => setSwapping(false)}
        onDatasetChange={(dataset) => onDatasourceChange(dataset.id)}
      />
    </section>
  );
}
