import { useState } from 'react';
import { Button, Header, Icon, List, Loader, Message, Segment } from 'semantic-ui-react';
import { CopyToClipboard, type NotifyFn } from '@tessera/ui';
import { t } from '../../../../i18n';
import type { TableSchemaEntry } from '../../sqllab.types';

export interface TableSchemaPaneProps {
  table: TableSchemaEntry;
  onRemove: () => void;
  /** Where the outcome of copying the SELECT statement is shown (the app's toasts). */
  notify?: NotifyFn;
}

/** A table added from the picker: its columns, their types and the primary key; collapsible. */
export function TableSchemaPane({ table, onRemove, notify }: TableSchemaPaneProps) {
  const [expanded, setExpanded] = useState(true);
  const title = `${table.schema}.${table.name}`;
  const keyColumns = new Set(table.primaryKey ?? []);
  return (
    <Segment as="section" aria-label={title} size="small">
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.25em' }}>
        <Button
          type="button"
          basic
          compact
          size="mini"
          icon={expanded ? 'caret down' : 'caret right'}
          aria-expanded={expanded}
          aria-label={expanded ? t('Collapse table preview') : t('Expand table preview')}
          onClick={() => setExpanded(!expanded)}
        />
        <Header as="h4" style={{ flex: 1, margin: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Header>
        {table.selectStar && <CopyToClipboard text={table.selectStar} label={t('Copy SELECT statement to the clipboard')} successText={t('Copied to clipboard!')} notify={notify} t={t} />}
        <Button type="button" basic compact size="mini" icon="close" aria-label={t('Remove table preview')} onClick={onRemove} />
      </div>
      {expanded && table.status === 'loading' && <Loader active inline size="small" />}
      {expanded && table.status === 'failed' && <Message negative size="tiny" content={table.error} />}
      {expanded && table.status === 'loaded' && (
        <List divided relaxed="very" size="small" aria-label={t('Columns')}>
          {table.columns.map((column) => (
            <List.Item key={column.name}>
              <List.Content floated="right">
                <code>{column.type}</code>
              </List.Content>
              <List.Content>
                {keyColumns.has(column.name) && <Icon name="key" color="yellow" aria-label={t('Primary key')} role="img" />}
                {column.name}
              </List.Content>
            </List.Item>
          ))}
        </List>
      )}
    </Segment>
  );
}
