import { useId } from 'react';
import { Dropdown, Form, Message } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { SqlLabDatabase } from '../../sqllab.types';
import { TableSearch } from '../TableSearch/TableSearch';
import type { Loadable } from './use-catalogs';

export interface SourcePickerProps {
  databases: readonly SqlLabDatabase[];
  /** Shown for a database with several catalogs (`allow_multi_catalog`). */
  catalogs: Loadable<string[]> | null;
  schemas: Loadable<string[]>;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  onDatabaseChange: (dbId: number | null) => void;
  onCatalogChange: (catalog: string | null) => void;
  onSchemaChange: (schema: string | null) => void;
  /** Adds a table schema entry for the chosen table. */
  onTableSelect: (table: string) => void;
}

const listOf = (loadable: Loadable<string[]> | null): string[] => (loadable?.status === 'loaded' ? loadable.value : []);

/**
 * Database, catalog, schema and table pickers of the left bar; picking a table adds its schema entry.
 * Their placeholders are short: the bar is narrow, and 'Select schema or type to search schemas' broke
 * onto a second line inside its box. Each still takes typed text to search its list.
 */
export function SourcePicker({
  databases,
  catalogs,
  schemas,
  dbId,
  catalog,
  schema,
  onDatabaseChange,
  onCatalogChange,
  onSchemaChange,
  onTableSelect,
}: SourcePickerProps) {
  const id = useId();
  const schemaReady = dbId !== null && (catalogs === null || catalog !== null);
  return (
    <Form as="div" size="small">
      <Form.Field>
        <label htmlFor={`${id}-database`}>{t('Database')}</label>
        <Dropdown
          id={`${id}-database`}
          aria-label={t('Database')}
          selection
          search
          fluid
          placeholder={t('Select a database')}
          noResultsMessage={t('No results')}
          options={databases.map((database) => ({ key: database.id, value: database.id, text: database.database_name }))}
          value={dbId ?? ''}
          onChange={(_event, data) => onDatabaseChange(typeof data.value === 'number' ? data.value : null)}
        />
      </Form.Field>
      {catalogs !== null && (
        <Form.Field>
          <label htmlFor={`${id}-catalog`}>{t('Catalog')}</label>
          <Dropdown
            id={`${id}-catalog`}
            aria-label={t('Catalog')}
            selection
            search
            fluid
            placeholder={t('Select a catalog')}
            noResultsMessage={t('No results')}
            options={listOf(catalogs).map((name) => ({ key: name, value: name, text: name }))}
            value={catalog ?? ''}
            onChange={(_event, data) => onCatalogChange(data.value ? String(data.value) : null)}
          />
          {catalogs.status === 'failed' && (
            <Message negative size="tiny" role="alert" content={t('There was an error loading the catalogs')} />
          )}
          {catalogs.status === 'loaded' && catalogs.value.length === 0 && (
            <Message warning size="tiny" role="alert" content={t('No compatible catalog found')} />
          )}
        </Form.Field>
      )}
      <Form.Field disabled={!schemaReady}>
        <label htmlFor={`${id}-schema`}>{t('Schema')}</label>
        <Dropdown
          id={`${id}-schema`}
          aria-label={t('Schema')}
          selection
          search
          fluid
          disabled={!schemaReady}
          placeholder={t('Select a schema')}
          noResultsMessage={t('No results')}
          options={listOf(schemas).map((name) => ({ key: name, value: name, text: name }))}
          value={schema ?? ''}
          onChange={(_event, data) => onSchemaChange(data.value ? String(data.value) : null)}
        />
        {schemaReady && schemas.status === 'failed' && (
          <Message negative size="tiny" role="alert" content={t('There was an error loading the schemas')} />
        )}
        {schemaReady && schemas.status === 'loaded' && schemas.value.length === 0 && (
          <Message warning size="tiny" role="alert" content={t('No compatible schema found')} />
        )}
      </Form.Field>
      {dbId !== null && schema !== null && (
        <TableSearch key={`${dbId}/${catalog ?? ''}/${schema}`} dbId={dbId} catalog={catalog} schema={schema} onSelect={onTableSelect} />
      )}
    </Form>
  );
}
