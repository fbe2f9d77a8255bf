import { useId } from 'react';
import { Form } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { SqlLabDatabase } from '../../sqllab.types';

export interface SourcePickerProps {
  databases: readonly SqlLabDatabase[];
  schemas: readonly string[] | undefined;
  tables: readonly string[] | undefined;
  dbId: number | null;
  schema: string | null;
  onDatabaseChange: (dbId: number | null) => void;
  onSchemaChange: (schema: string | null) => void;
  /** Adds a table schema entry for the chosen table. */
  onTableSelect: (table: string) => void;
}

/** Database, schema and table pickers of the left panel; picking a table adds its schema entry. */
export function SourcePicker({ databases, schemas, tables, dbId, schema, onDatabaseChange, onSchemaChange, onTableSelect }: SourcePickerProps) {
  const id = useId();
  return (
    <Form as="div" size="small">
      <Form.Field>
        <label htmlFor={`${id}-database`}>{t('Database')}</label>
        <select id={`${id}-database`} value={dbId ?? ''} onChange={(event) => onDatabaseChange(event.target.value ? Number(event.target.value) : null)}>
          <option value="">{t('Select database or type to search databases')}</option>
          {databases.map((database) => (
            <option key={database.id} value={database.id}>
              {database.database_name}
            </option>
          ))}
        </select>
      </Form.Field>
      <Form.Field disabled={dbId === null}>
        <label htmlFor={`${id}-schema`}>{t('Schema')}</label>
        <select id={`${id}-schema`} value={schema ?? ''} disabled={dbId === null} onChange={(event) => onSchemaChange(event.target.value || null)}>
          <option value="">{t('Select schema or type to search schemas')}</option>
          {(schemas ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Form.Field>
      <Form.Field disabled={schema === null}>
        <label htmlFor={`${id}-table`}>{t('Table')}</label>
        <select
          id={`${id}-table`}
          value=""
          disabled={schema === null}
          onChange={(event) => {
            if (event.target.value) onTableSelect(event.target.value);
          }}
        >
          <option value="">{t('Select table or type to search tables')}</option>
          {(tables ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Form.Field>
    </Form>
  );
}
