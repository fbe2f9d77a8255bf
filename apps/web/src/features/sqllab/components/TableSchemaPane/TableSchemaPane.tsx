import { Button, Header, List, Loader, Message, Segment } from 'semantic-ui-react';
import { t } from '../../../../i18n';
import type { TableSchemaEntry } from '../../sqllab.types';

export interface TableSchemaPaneProps {
  table: TableSchemaEntry;
  onRemove: () => void;
}

/** A table added from the picker: its columns and their types. */
export function TableSchemaPane({ table, onRemove }: TableSchemaPaneProps) {
  const title = `${table.schema}.${table.name}`;
  return (
    <Segment as="section" aria-label={title} size="small">
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Header as="h4" style={{ flex: 1, margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Header>
        <Button type="button" basic compact size="mini" icon="close" aria-label={t('Remove table preview')} onClick={onRemove} />
      </div>
      {table.status === 'loading' && <Loader active inline size="small" />}
      {table.status === 'failed' && <Message negative size="tiny" content={table.error} />}
      {table.status === 'loaded' && (
        <List divided relaxed="very" size="small" aria-label={t('Columns')}>
          {table.columns.map((column) => (
            <List.Item key={column.name}>
              <List.Content floated="right">
                <code>{column.type}</code>
              </List.Content>
              <List.Content>{column.name}</List.Content>
            </List.Item>
          ))}
        </List>
      )}
    </Segment>
  );
}
