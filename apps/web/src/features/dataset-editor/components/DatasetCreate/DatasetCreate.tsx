import { EmptyState, Loading, Select, type SelectOptionsLoader } from '@tessera/ui';
import { useEffect } from 'react';
import { Button, Header, Icon, List, Message, Segment, Table } from 'semantic-ui-react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS } from '../../../../routing';
import { t } from '../../../../i18n';
import { usePageDispatch, usePageSelector } from '../../../resource-list';
import { fetchDatabases } from '../../dataset-editor.api';
import {
  databaseSelected,
  datasetCreateRequested,
  moreTablesRequested,
  schemaSelected,
  selectDatasetCreate,
  tableSearchChanged,
  tableSelected,
} from '../../dataset-create.slice';

const loadDatabases: SelectOptionsLoader<number> = async (search, page, pageSize) => {
  const { count, result } = await fetchDatabases(search, page, pageSize);
  return { totalCount: count, data: result.map((database) => ({ value: database.id, label: database.database_name })) };
};

/** Where Explore opens a new dataset. */
export function exploreDatasetUrl(id: number): string {
  return `${PATHS.explore}?datasource=${id}__table`;
}

/** Superset's 'New dataset' page: database, schema and table on the left, the table's columns on the right. */
export function DatasetCreate() {
  const dispatch = usePageDispatch();
  const navigate = useNavigate();
  const state = usePageSelector(selectDatasetCreate);
  const {
    database,
    schemas,
    schemasLoading,
    schema,
    tableSearch,
    tables,
    tableCount,
    tablesLoading,
    table,
    columns,
    columnsLoading,
    existing,
    creating,
    error,
    created,
  } = state;
  const canCreate = table !== null && !columnsLoading && existing === null && !creating;

  useEffect(() => {
    if (created) navigate(created.explore ? exploreDatasetUrl(created.id) : PATHS.datasetList);
  }, [created, navigate]);

  return (
    <div>
      <Header as="h1">{t('New dataset')}</Header>
      <div style={{ display: 'flex', gap: '1em', alignItems: 'flex-start' }}>
        <Segment as="section" aria-label={t('Dataset source')} style={{ width: 320, flex: 'none', margin: 0 }}>
          <div className="ui form">
            <div className="field">
              <label htmlFor="dataset-database">{t('Database')}</label>
              <Select<number>
                id="dataset-database"
                ariaLabel={t('Database')}
                placeholder={t('Select database or type to search databases')}
                options={loadDatabases}
                value={database?.id ?? null}
                selectedOptions={database ? [{ value: database.id, label: database.name }] : []}
                onChange={(id, option) => dispatch(databaseSelected(id === null || !option ? null : { id, name: option.label }))}
                t={t}
              />
            </div>
            <div className="field">
              <label htmlFor="dataset-schema">{t('Schema')}</label>
              <Select<string>
                id="dataset-schema"
                ariaLabel={t('Schema')}
                placeholder={t('Select schema or type to search schemas')}
                options={schemas.map((name) => ({ value: name, label: name }))}
                value={schema}
                disabled={!database || schemasLoading}
                onChange={(name) => dispatch(schemaSelected({ schema: name }))}
                t={t}
              />
            </div>
            {schema !== null && (
              <div className="field">
                <div className="ui fluid icon input">
                  <input
                    aria-label={t('Search tables')}
                    placeholder={t('Search tables')}
                    value={tableSearch}
                    onChange={(event) => dispatch(tableSearchChanged({ search: event.target.value }))}
                  />
                  <Icon name="search" />
                </div>
              </div>
            )}
          </div>
          {schema !== null && (
            <>
              <List selection aria-label={t('Tables')} role="listbox" style={{ maxHeight: 420, overflowY: 'auto' }}>
                {tables.map((item) => (
                  <List.Item
                    key={item.value}
                    role="option"
                    aria-selected={item.value === table}
                    active={item.value === table}
                    onClick={() => dispatch(tableSelected({ table: item.value }))}
                  >
                    <Icon name={item.type === 'view' ? 'eye' : 'table'} /> {item.value}
                  </List.Item>
                ))}
              </List>
              {tablesLoading && <Loading size="small" position="inline" />}
              {!tablesLoading && tables.length === 0 && <p>{t('No tables found')}</p>}
              {!tablesLoading && tables.length < tableCount && (
                <Button type="button" basic fluid size="small" onClick={() => dispatch(moreTablesRequested())}>
                  {t('Load more tables')}
                </Button>
              )}
              <p>{t('%s of %s tables', tables.length, tableCount)}</p>
            </>
          )}
        </Segment>
        <Segment as="section" aria-label={t('Table columns')} style={{ flex: 1, margin: 0 }}>
          {error && <Message negative role="alert" content={error} />}
          {table === null ? (
            <EmptyState
              title={t('Select dataset source')}
              description={t(
                'Datasets can be created from database tables or SQL queries. Select a database table to the left or go to SQL Lab to query your data.',
              )}
              t={t}
            />
          ) : (
            <>
              <Header as="h2" size="medium">
                {table}
              </Header>
              {existing && (
                <Message warning>
                  <p>{t('This table already has a dataset associated with it. You can only associate one dataset with a table.')}</p>
                  <Link to={existing.explore_url}>{t('View Dataset')}</Link>
                </Message>
              )}
              {columnsLoading ? (
                <Loading />
              ) : (
                <Table compact celled aria-label={t('Table columns')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.HeaderCell>{t('Column Name')}</Table.HeaderCell>
                      <Table.HeaderCell>{t('Datatype')}</Table.HeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {columns.map((column) => (
                      <Table.Row key={column.name}>
                        <Table.Cell>{column.name}</Table.Cell>
                        <Table.Cell>{column.type}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table>
              )}
            </>
          )}
        </Segment>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5em', marginTop: '1em' }}>
        <Button type="button" onClick={() => navigate(PATHS.datasetList)}>
          {t('Cancel')}
        </Button>
        <Button type="button" disabled={!canCreate} loading={creating} onClick={() => dispatch(datasetCreateRequested({ explore: false }))}>
          {t('Create dataset')}
        </Button>
        <Button
          type="button"
          primary
          disabled={!canCreate}
          loading={creating}
          onClick={() => dispatch(datasetCreateRequested({ explore: true }))}
        >
          {t('Create dataset and create chart')}
        </Button>
      </div>
    </div>
  );
}
