import { useState } from 'react';
import { Header, List } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { ExploreDatasource } from '../../explore.types';
import { ColumnTypeIcon } from '../ColumnTypeIcon/ColumnTypeIcon';

function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
}

/** The dataset's metrics and columns, with their types, filtered by a search box. */
export function DatasourcePanel({ datasource }: { datasource: ExploreDatasource }) {
  const [search, setSearch] = useState('');
  const metrics = datasource.metrics.filter((metric) => matches(search, metric.metric_name, metric.verbose_name));
  const columns = datasource.columns.filter((column) => matches(search, column.column_name, column.verbose_name));
  return (
    <section aria-label={t('Dataset')}>
      <Header as="h2" size="small">
        {datasource.name}
      </Header>
      <div className="ui fluid icon input">
        <input aria-label={t('Search Metrics & Columns')} placeholder={t('Search Metrics & Columns')} value={search} onChange={(event) => setSearch(event.target.value)} />
        <i aria-hidden="true" className="search icon" />
      </div>
      <Header as="h3" size="tiny">
        {t('Metrics')}
      </Header>
      <List aria-label={t('Metrics')} role="list">
        {metrics.map((metric) => (
          <List.Item key={metric.metric_name} role="listitem" title={metric.expression ?? undefined}>
            <ColumnTypeIcon /> {metric.verbose_name || metric.metric_name}
          </List.Item>
        ))}
      </List>
      <Header as="h3" size="tiny">
        {t('Columns')}
      </Header>
      <List aria-label={t('Columns')} role="list">
        {columns.map((column) => (
          <List.Item key={column.column_name} role="listitem" title={column.type ?? undefined}>
            <ColumnTypeIcon column={column} /> {column.verbose_name || column.column_name}
          </List.Item>
        ))}
      </List>
      {metrics.length === 0 && columns.length === 0 && <p>{t('No matching metrics or columns')}</p>}
    </section>
  );
}
